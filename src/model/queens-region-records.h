/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-records.h: region puzzles solved, best times, the streak
 *
 * Kept in the settings, so they last across restarts: "region-stats"
 * holds, per size and difficulty, the puzzles solved and the best time of
 * one solved without hints; "region-streak" the last day a puzzle of the
 * day was solved and the days in a row up to it.  Days are "YYYY-MM-DD".
 */
#pragma once

#include <gio/gio.h>

#include "queens-region-logic.h"

G_BEGIN_DECLS

/* Counts a solve; @seconds counts for the best time unless @helped. */
void     queens_region_records_add_solve  (GSettings              *settings,
                                           guint                   n,
                                           QueensRegionDifficulty  difficulty,
                                           guint                   seconds,
                                           gboolean                helped);
/* The puzzles solved and the best time in seconds (0: none yet); FALSE
 * when none of that size and difficulty was solved. */
gboolean queens_region_records_lookup     (GSettings              *settings,
                                           guint                   n,
                                           QueensRegionDifficulty  difficulty,
                                           guint                  *out_solved,
                                           guint                  *out_best);
/* The puzzle of @day solved: the streak goes on from the day before, or
 * starts again at 1.  Returns the streak. */
guint    queens_region_records_add_daily  (GSettings              *settings,
                                           const char             *day);
/* The streak as it stands on @today: 0 when its last day is neither
 * today nor yesterday. */
guint    queens_region_records_get_streak (GSettings              *settings,
                                           const char             *today);
/* The day after @day, "YYYY-MM-DD"; NULL for no such day.  Free with
 * g_free(). */
char    *queens_region_day_after          (const char             *day);

G_END_DECLS
