/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle-search.h: exhaustive search for puzzle boards (N <= 32)
 *
 * A puzzle's uniqueness rests on counting its completions, and counting
 * only as far as two: one completion is an answer, two mean the puzzle is
 * broken.  The search takes the most constrained row first and gives up a
 * branch as soon as a row or a column has no free square, so a puzzle
 * with a single answer is proved so quickly even at N = 32.  A board is
 * an array of @n 0-based columns, QUEENS_NO_QUEEN for an empty row.
 */
#pragma once

#include <glib.h>

#include "queens-board.h"
#include "queens-prng.h"

G_BEGIN_DECLS

#define QUEENS_PUZZLE_MIN_N 6u
#define QUEENS_PUZZLE_MAX_N 32u

/* The number of solutions that keep every queen of @columns, counted up
 * to @limit (> 0) and no further; 0 when the queens attack each other.
 * @out_first (nullable, @n entries) receives the first one found. */
guint    queens_puzzle_search_count  (guint           n,
                                      const guint32  *columns,
                                      guint           limit,
                                      guint32        *out_first);

/* A solution keeping every queen of @columns, drawn at random from
 * @prng's sequence; FALSE when there is none. */
gboolean queens_puzzle_search_random (guint           n,
                                      const guint32  *columns,
                                      QueensPrng     *prng,
                                      guint32        *out_solution);

G_END_DECLS
