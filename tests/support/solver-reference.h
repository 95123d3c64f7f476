/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* solver-reference.h: the tests' own N-Queens search, arrays and loops
 * with no bit tricks, to check the solver's counts, orders and completions
 * against */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Solutions in lexicographic order, n bytes each (all when @limit is 0);
 * @pinned (nullable) holds each row's required column or QUEENS_NO_QUEEN. */
GByteArray *reference_solutions (guint          n,
                                 const guint32 *pinned,
                                 guint64        limit);

/* How many solutions keep @pinned (nullable). */
guint64     reference_count     (guint          n,
                                 const guint32 *pinned);

/* Whether @columns (one per row) is a solution of N = @n. */
gboolean    reference_is_solution         (guint          n,
                                 const guint32 *columns);

/* The same for n bytes of columns. */
gboolean    bytes_are_solution  (guint          n,
                                 const guint8  *bytes);

G_END_DECLS
