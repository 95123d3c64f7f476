/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-method-run.h: the textbook methods run for real, and timed
 *
 * Each method as the books write it (queens-search-stats.h), with a board
 * as an array of columns and a pairwise check of the queens placed:
 *
 *   breadth-first  builds every level of partial boards in memory, each
 *                  from the one above, and frees the one above;
 *   backtracking   one board, a queen placed and taken back per square;
 *   permutations   every arrangement of distinct columns, tested whole;
 *   louis          queen-cols(k) evaluates queen-cols(k - 1) afresh for
 *                  every column of row k, building and freeing its lists.
 *
 * A run counts what it tries and keeps, so that the counts can be held
 * against the figures, and measures the time it took.  The window times
 * the methods with it on a worker thread; beyond a few seconds it
 * estimates instead (queens-method-timing.h).
 */
#pragma once

#include <gio/gio.h>

#include "queens-search-stats.h"

G_BEGIN_DECLS

/* Columns are kept in bytes. */
#define QUEENS_METHOD_RUN_MAX_N QUEENS_SEARCH_STATS_MAX_N

/* Called on the running thread every few thousand squares with the
 * squares tried so far. */
typedef void (*QueensMethodRunProgress) (guint64  tried,
                                         gpointer user_data);

typedef struct
{
  QueensSearchMethod method;
  guint              n;
  guint64            tried;      /* squares (or arrangements) tried, all rows */
  guint64            kept;       /* partial boards kept, all rows */
  guint64            solutions;
  double             seconds;    /* wall-clock time of the run */
} QueensMethodRun;

/* Runs @method on an @n x @n board, 1 <= n <= QUEENS_METHOD_RUN_MAX_N,
 * however long that takes: the caller decides whether it should.
 * @progress (nullable) reports; @cancellable (nullable) is looked at as
 * often, and stops the run with G_IO_ERROR_CANCELLED. */
gboolean     queens_method_run      (QueensSearchMethod       method,
                                     guint                    n,
                                     GCancellable            *cancellable,
                                     QueensMethodRunProgress  progress,
                                     gpointer                 user_data,
                                     QueensMethodRun         *out_run,
                                     GError                 **error);

G_END_DECLS
