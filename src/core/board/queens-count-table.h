/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-table.h: the known solution counts, N = 1..27
 *
 * The published totals (OEIS A000170) and fundamental counts (A002562)
 * the window's table of counts shows: the app's own copy, checked against
 * the test data by test-count-table.  Past N = 27 nobody has counted.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QUEENS_COUNT_TABLE_MAX_N 27u

/* FALSE when @n is outside 1..QUEENS_COUNT_TABLE_MAX_N. */
gboolean queens_count_table_lookup           (guint    n,
                                              guint64 *out_total,
                                              guint64 *out_unique);

/* Seconds a count of @n would take, scaled from a count of @measured_n
 * that took @measured_seconds by the ratio of their totals: the search
 * visits a number of nodes that grows like the number of solutions. */
double   queens_count_table_estimate_seconds (guint    n,
                                              guint    measured_n,
                                              double   measured_seconds);

G_END_DECLS
