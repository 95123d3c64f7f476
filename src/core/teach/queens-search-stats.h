/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-stats.h: how much work the textbook methods do, row by row
 *
 * The four ways the classic texts find every solution, and what each
 * tries and keeps in row k = 1..N (SICP 2.42 and 2.43):
 *
 *   breadth-first  extend every safe placement of k - 1 queens by every
 *   backtracking   square of row k: tried(k) = N * kept(k - 1), kept(0) = 1,
 *                  kept(k) = the safe placements of k queens in the first
 *                  k rows.  The same placements, in another order.
 *   permutations   every arrangement of distinct columns, checked at the
 *                  end: tried(k) = kept(k - 1) * (N - k + 1), kept(k) =
 *                  tried(k) for k < N, kept(N) = the solutions.
 *   louis          breadth-first with the two loops swapped, so that
 *                  queen-cols(k) is evaluated N^(N - k) times, each trying
 *                  N * kept(k - 1) and keeping kept(k) of breadth-first.
 *
 * The most boards each holds at once counts the partial placements (the
 * empty board among them) that are in memory together, each new board
 * tested as it is made (an unsafe one is never kept, as in the runs of
 * queens-method-run):
 *
 *   breadth-first  level k - 1 while it builds level k from it:
 *                  the largest kept(k - 1) + kept(k), k = 1..N.
 *   backtracking,  one board, changed in place: the path to the square
 *   permutations   being tried.
 *   louis          queen-cols(k) takes the columns of row k in turn and,
 *                  for each, evaluates queen-cols(k - 1) afresh while it
 *                  keeps what the earlier columns gave.  The fullest
 *                  moment is the last column's evaluation, on top of the
 *                  boards of every other column, or the extension of the
 *                  returned level into row k:
 *                    held(0) = 1 (queen-cols(0) is the empty board),
 *                    held(k) = max (kept(k) - last(k) + held(k - 1),
 *                                   kept(k - 1) + kept(k)),
 *                  where last(k) counts the placements of level k whose
 *                  row k queen stands in column N.
 *
 * Every figure follows from the breadth-first levels, counted once by a
 * bitboard search (QueensSearchLevels); the figures are exact, in 128
 * bits.  The command line (--search-stats) and the window's comparison
 * share this file.
 */
#pragma once

#include <gio/gio.h>

#include "queens-wide-count.h"

G_BEGIN_DECLS

typedef enum
{
  QUEENS_SEARCH_METHOD_BREADTH_FIRST,
  QUEENS_SEARCH_METHOD_BACKTRACKING,
  QUEENS_SEARCH_METHOD_PERMUTATIONS,
  QUEENS_SEARCH_METHOD_LOUIS,
  QUEENS_N_SEARCH_METHODS
} QueensSearchMethod;

/* Attacks are kept in 64-bit masks, as in the solver. */
#define QUEENS_SEARCH_STATS_MAX_N 32u
/* Louis tries N^N squares in row 1: from N = 27 on that needs more than
 * 128 bits. */
#define QUEENS_SEARCH_STATS_LOUIS_MAX_N 26u

#define QUEENS_SEARCH_STATS_ERROR (queens_search_stats_error_quark ())

typedef enum
{
  QUEENS_SEARCH_STATS_ERROR_TOO_LARGE  /* a figure would need more than 128 bits */
} QueensSearchStatsError;

GQuark       queens_search_stats_error_quark   (void);

/* The name scripts and the window's action use: "breadth-first",
 * "backtracking", "permutations", "louis". */
const char  *queens_search_method_get_name     (QueensSearchMethod  method);
/* FALSE for any other text. */
gboolean     queens_search_method_from_name    (const char         *name,
                                                QueensSearchMethod *out_method);
/* The largest N whose figures all fit. */
guint        queens_search_method_get_max_n    (QueensSearchMethod  method);

/* kept[k], k = 0..n: the safe placements of k queens in the first k rows
 * (kept[0] = 1, kept[n] = the solutions); in_last_column[k] those of them
 * whose row k queen stands in the last column (Louis's peak needs it). */
typedef struct
{
  guint   n;
  guint64 kept[QUEENS_SEARCH_STATS_MAX_N + 1];
  guint64 in_last_column[QUEENS_SEARCH_STATS_MAX_N + 1];
} QueensSearchLevels;

/* Counts the levels of 1 <= n <= QUEENS_SEARCH_STATS_MAX_N (the whole
 * search tree: seconds at N = 16, ten times that per N beyond) on the
 * calling thread and one more per further processor.  Checks @cancellable
 * (nullable) often; FALSE with G_IO_ERROR_CANCELLED then, or with
 * G_THREAD_ERROR when a thread cannot start. */
gboolean     queens_search_levels_count        (guint                n,
                                                GCancellable        *cancellable,
                                                QueensSearchLevels  *out_levels,
                                                GError             **error);

typedef struct
{
  QueensSearchMethod method;
  guint              n;
  /* [k] for row k = 1..n; [0] is the start (tried 0, kept 1). */
  QueensWideCount    tried[QUEENS_SEARCH_STATS_MAX_N + 1];
  QueensWideCount    kept[QUEENS_SEARCH_STATS_MAX_N + 1];
  QueensWideCount    total_tried;   /* rows 1..n */
  QueensWideCount    total_kept;
  guint64            solutions;
  QueensWideCount    most_held;     /* boards in memory at once, at the fullest */
} QueensSearchStats;

/* The figures of @method from @levels; FALSE with
 * QUEENS_SEARCH_STATS_ERROR_TOO_LARGE above the method's largest N. */
gboolean     queens_search_stats_compute       (QueensSearchMethod        method,
                                                const QueensSearchLevels *levels,
                                                QueensSearchStats        *out_stats,
                                                GError                  **error);

G_END_DECLS
