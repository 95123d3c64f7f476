/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-stats.h: the region puzzles' records in a window
 *
 * For each size and difficulty with a solve, how many were solved and
 * the best time without hints, and the streak of daily puzzles, as the
 * settings keep them (queens-region-records).  Escape closes it.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_REGION_STATS (queens_region_stats_get_type ())
G_DECLARE_FINAL_TYPE (QueensRegionStats, queens_region_stats, QUEENS, REGION_STATS, GtkWindow)

/* A window over @parent (nullable) showing the records in @settings as
 * they are now. */
QueensRegionStats *queens_region_stats_new (GtkWindow *parent,
                                            GSettings *settings);

G_END_DECLS
