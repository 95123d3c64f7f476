/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-generator.h: region puzzles with exactly one answer
 *
 * A puzzle is grown around a hidden answer: a random placement of N
 * queens, no two touching, each queen the seed of one region, the regions
 * then grown square by square at random until they fill the grid.  While
 * the grid has a second answer, a square of that answer is handed to a
 * neighbouring region (never a square of the hidden answer, never cutting
 * a region in two), which rules that answer out.  A grid is kept when the
 * search finds exactly one answer and the logic grades it at the
 * difficulty asked for (queens-region-logic); otherwise the next grid of
 * the same random sequence is grown.  Everything follows from N, the seed
 * and the difficulty, through queens-prng: the same puzzle on every
 * machine.  Regions are lettered in reading order of their first square.
 */
#pragma once

#include "queens-region-grid.h"
#include "queens-region-logic.h"

G_BEGIN_DECLS

#define QUEENS_REGION_GENERATE_MIN_N 5u
#define QUEENS_REGION_GENERATE_MAX_N 14u

/* QUEENS_REGION_GENERATE_MIN_N <= n <= QUEENS_REGION_GENERATE_MAX_N. */
QueensRegionGrid *queens_region_generate       (guint                   n,
                                                guint64                 seed,
                                                QueensRegionDifficulty  difficulty);
/* The seed of the puzzles of a day: a fixed hash (64-bit FNV-1a) of the
 * date written YYYY-MM-DD, so that everyone gets the same puzzles that
 * day, offline. */
guint64           queens_region_daily_seed     (const GDate            *date);
/* The puzzle of the day for a size and a difficulty:
 * queens_region_generate() with the day's seed. */
QueensRegionGrid *queens_region_generate_daily (const GDate            *date,
                                                guint                   n,
                                                QueensRegionDifficulty  difficulty);

G_END_DECLS
