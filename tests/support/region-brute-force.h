/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* region-brute-force.h: the tests' own answers to a region grid
 *
 * Deliberately plain (rows in order, each new queen compared with every
 * queen above it), sharing nothing with queens-region-solver, so that a
 * fault there cannot vouch for itself.  A grid here is N and N × N region
 * numbers, row by row.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Answers of the grid, counted up to @limit; with @answers (nullable)
 * each one found is appended to it as N guint8 columns, in the order
 * found (lexicographic).  @n <= 26. */
guint    region_brute_force_count    (guint          n,
                                      const guint8  *regions,
                                      guint          limit,
                                      GArray        *answers);
/* Every region in one piece, joined by sides. */
gboolean region_brute_force_connected (guint         n,
                                       const guint8 *regions);
/* Reads the text form plainly (N lines of N letters, nothing else) into
 * @regions; FALSE when it is not that. */
gboolean region_brute_force_read     (const char    *text,
                                      guint         *out_n,
                                      guint8        *regions);

G_END_DECLS
