/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-counts-window.h: the table of counts (app.counts-table)
 *
 * N = 1..27 with the known totals and fundamental counts, the time this
 * machine takes to count them (measured at once up to N = 12, scaled from
 * that beyond, and measured on demand with "Count now" up to N = 18 on a
 * worker thread), the growth as a log-scale chart, and the whole table as
 * text for the clipboard.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_COUNTS_WINDOW_MAX_COUNT_N 18u

#define QUEENS_TYPE_COUNTS_WINDOW (queens_counts_window_get_type ())
G_DECLARE_FINAL_TYPE (QueensCountsWindow, queens_counts_window, QUEENS, COUNTS_WINDOW, GtkWindow)

/* Shows the one table of counts, made on first use, over @parent. */
QueensCountsWindow *queens_counts_window_present  (GtkWindow          *parent);
/* The table as the clipboard gets it: a header line, then one line per
 * N, tab-separated. */
char               *queens_counts_window_to_text  (QueensCountsWindow *self);
/* Counts @n (<= QUEENS_COUNTS_WINDOW_MAX_COUNT_N) on a worker, as the
 * row's "Count now" button does; FALSE while another count runs. */
gboolean            queens_counts_window_count    (QueensCountsWindow *self,
                                                   guint               n);
/* TRUE once a count of @n ran on this machine (at opening or on demand). */
gboolean            queens_counts_window_is_measured (QueensCountsWindow *self,
                                                      guint               n);

G_END_DECLS
