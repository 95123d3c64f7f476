/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-counts-window.h: the table of counts (app.counts-table)
 *
 * N = 1..27 with the known totals and fundamental counts, the time this
 * machine takes to count them (measured at once up to N = 16, scaled from
 * that beyond, and timed on demand up to N = 18 on a worker thread:
 * counts.count for the N in its field, counts.count-n for a given one),
 * the growth as a log-scale chart, and the whole table as text for the
 * clipboard (counts.copy, Ctrl+C).
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QUEENS_COUNTS_WINDOW_MAX_COUNT_N 18u
/* Counted at once when the window opens, a fraction of a second in all:
 * estimates scaled from a count this large are near the mark (from N =
 * 12 they came out some 80 times too long, for small counts spend most
 * of their time setting up). */
#define QUEENS_COUNTS_WINDOW_QUICK_MAX_N 16u

#define QUEENS_TYPE_COUNTS_WINDOW (queens_counts_window_get_type ())
G_DECLARE_FINAL_TYPE (QueensCountsWindow, queens_counts_window, QUEENS, COUNTS_WINDOW, AdwWindow)

/* Shows the one table of counts, made on first use, over @parent. */
QueensCountsWindow *queens_counts_window_present  (GtkWindow          *parent);
/* The table as the clipboard gets it: a header line, then one line per
 * N, tab-separated. */
char               *queens_counts_window_to_text  (QueensCountsWindow *self);
/* Counts @n (<= QUEENS_COUNTS_WINDOW_MAX_COUNT_N) on a worker, as
 * counts.count-n does; FALSE while another count runs. */
gboolean            queens_counts_window_count    (QueensCountsWindow *self,
                                                   guint               n);
/* TRUE once a count of @n ran on this machine (at opening or on demand). */
gboolean            queens_counts_window_is_measured (QueensCountsWindow *self,
                                                      guint               n);

G_END_DECLS
