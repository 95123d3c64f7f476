/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-construct.h: one solution for any N in O(N), by closed form */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whether N-Queens has any solution for @n: all n but 2 and 3. */
gboolean queens_construct_has_solution (guint n);

/* Fills @columns (n entries, 0-based) with a solution and returns TRUE;
 * FALSE for n = 2 and n = 3, which have none. */
gboolean queens_construct_solution (guint    n,
                                    guint32 *columns);

G_END_DECLS
