/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solver.h: bitboard search for the N-Queens puzzle
 *
 * Every function here may run on any thread; none touches global state.
 * Callbacks run on the calling thread.
 */
#pragma once

#include <gio/gio.h>

#include "queens-board.h"

G_BEGIN_DECLS

#define QUEENS_SOLVER_MAX_ENUMERATE_N 32u
#define QUEENS_SOLVER_MAX_COUNT_N 32u

/* @columns holds @n_solutions solutions of @n bytes each: the 0-based
 * column of row 0's queen first. */
typedef void (*QueensSolutionBatchFunc) (const guint8 *columns,
                                         gsize         n_solutions,
                                         guint         n,
                                         gpointer      user_data);

/* @fraction in [0, 1] estimates the share of the search done. */
typedef void (*QueensProgressFunc)      (double        fraction,
                                         guint64       solutions_so_far,
                                         gpointer      user_data);

typedef struct
{
  guint64 total;     /* all solutions */
  guint64 unique;    /* classes under the 8 symmetries */
  double  seconds;   /* wall time */
  /* CPU time of the counting threads' tasks, all of them and the busiest
   * thread's (tasks go to whichever thread asks, so one the system runs
   * less takes fewer), and the wall time the threads would have taken with a
   * core each: each task's CPU time, dealt to the thread free first in
   * the order the tasks were taken.  total / idle_cores is the speed-up
   * the sharing of the work allows, whatever else the machine ran. */
  double  threads_cpu_seconds;
  double  busiest_thread_cpu_seconds;
  double  idle_cores_seconds;
} QueensCount;

/* One share of a count (queens_solver_count_part): the figures that add
 * up across parts.  The unique count cannot be added, so a part carries
 * the solutions its share holds that a quarter and a half turn leave
 * unchanged; queens_count_unique() turns the sums into classes. */
typedef struct
{
  guint   n;
  guint   part;                /* 1-based, at most n_parts */
  guint   n_parts;
  guint64 total;               /* solutions in this share */
  guint64 quarter_turn_fixed;  /* of them, kept by the 90° rotation */
  guint64 half_turn_fixed;     /* kept by the 180° rotation */
  double  seconds;             /* wall time of this part */
  double  threads_cpu_seconds;         /* this run's threads, as in QueensCount */
  double  busiest_thread_cpu_seconds;
  double  idle_cores_seconds;
} QueensCountPart;

#define QUEENS_COUNT_MAX_PARTS 1000000u

/* How a count is done: by searching the rest of the board below each
 * border placement, or by joining lists of half boards, faster but with
 * lists in memory.  Each splits the work into its own tasks, so a
 * checkpoint names its method. */
typedef enum
{
  QUEENS_COUNT_METHOD_SEARCH,
  QUEENS_COUNT_METHOD_JOIN
} QueensCountMethod;

/* What a count may take for its lists, all threads together, when not
 * told: 2 GiB.  The join needs far less through N = 23; its threads'
 * lists stop growing at about 21 MiB each. */
#define QUEENS_COUNT_DEFAULT_MEMORY (G_GUINT64_CONSTANT (2) << 30)

/* The least memory the join of @n runs in on @n_threads threads (0: one per
 * core): less, and the count searches. */
guint64           queens_solver_count_join_memory (guint    n,
                                                   guint    n_threads);

/* The method a count of @n with @memory bytes (0: the default) on
 * @n_threads threads (0: one per core) uses: the join for 12 <= n <= 23
 * when the memory allows it, the search otherwise. */
QueensCountMethod queens_solver_count_method     (guint    n,
                                                  guint64  memory,
                                                  guint    n_threads);

/* The finished tasks of a count (queens-count-checkpoint.h). */
typedef struct _QueensCountCheckpoint QueensCountCheckpoint;

typedef enum
{
  QUEENS_COMPLETION_FOUND,       /* out_columns holds a full solution */
  QUEENS_COMPLETION_IMPOSSIBLE,  /* proved: no solution keeps the given queens */
  QUEENS_COMPLETION_GAVE_UP      /* none found within the limit */
} QueensCompletion;

/* All solutions in lexicographic order, @batch_size at a time (the last
 * batch may be smaller); a batch is also flushed early once
 * @flush_interval_us has passed since the previous one (0: only when full).
 * 1 <= n <= QUEENS_SOLVER_MAX_ENUMERATE_N.  Returns FALSE with
 * G_IO_ERROR_CANCELLED when cancelled; @out_total (nullable) receives the
 * number of solutions delivered.  For 6 <= n <= 16 all solutions are found
 * (by symmetry, 8 bytes each) before the first batch; larger n stream in
 * bounded memory, as queens_solver_enumerate_streaming() does for every n.
 * The searches run on one thread per processor: one that cannot start
 * fails it with G_THREAD_ERROR. */
gboolean         queens_solver_enumerate          (guint                    n,
                                                   gsize                    batch_size,
                                                   gint64                   flush_interval_us,
                                                   QueensSolutionBatchFunc  batch_func,
                                                   QueensProgressFunc       progress_func,
                                                   gpointer                 user_data,
                                                   GCancellable            *cancellable,
                                                   guint64                 *out_total,
                                                   GError                 **error);

/* The same solutions in the same order, always searched row by row: the
 * first batch comes at once and memory stays at a few megabytes whatever
 * n, for about three times the work of the collecting path above at
 * 6 <= n <= 16.  For consumers that pass solutions on rather than keep
 * them, such as a listing. */
gboolean         queens_solver_enumerate_streaming (guint                    n,
                                                    gsize                    batch_size,
                                                    gint64                   flush_interval_us,
                                                    QueensSolutionBatchFunc  batch_func,
                                                    QueensProgressFunc       progress_func,
                                                    gpointer                 user_data,
                                                    GCancellable            *cancellable,
                                                    guint64                 *out_total,
                                                    GError                 **error);

/* Total and unique counts, the work split into independent subproblems on
 * @n_threads threads (0: one per core); one that cannot start fails the
 * count with G_THREAD_ERROR.  @progress_func is called on the calling
 * thread about every 100 ms.  1 <= n <= QUEENS_SOLVER_MAX_COUNT_N. */
gboolean         queens_solver_count              (guint                    n,
                                                   guint                    n_threads,
                                                   QueensProgressFunc       progress_func,
                                                   gpointer                 user_data,
                                                   GCancellable            *cancellable,
                                                   QueensCount             *out_count,
                                                   GError                 **error);

/* Part @part (1-based) of @n_parts shares of queens_solver_count's work:
 * the independent tasks are dealt out in a fixed order, the same on every
 * machine, so that the shares take about the same time and together hold
 * every task exactly once.  1 <= part <= n_parts <= QUEENS_COUNT_MAX_PARTS.
 * With a @checkpoint (nullable) of the same N and part, the tasks it holds
 * as done are not searched again and every task finished is recorded in
 * it; G_IO_ERROR_INVALID_DATA when it does not fit this count. */
gboolean         queens_solver_count_part         (guint                    n,
                                                   guint                    part,
                                                   guint                    n_parts,
                                                   guint                    n_threads,
                                                   QueensCountCheckpoint   *checkpoint,
                                                   QueensProgressFunc       progress_func,
                                                   gpointer                 user_data,
                                                   GCancellable            *cancellable,
                                                   QueensCountPart         *out_part,
                                                   GError                 **error);

/* The same within @memory bytes for the join's lists (0: the default),
 * by queens_solver_count_method()'s method. */
gboolean         queens_solver_count_part_within  (guint                    n,
                                                   guint                    part,
                                                   guint                    n_parts,
                                                   guint                    n_threads,
                                                   guint64                  memory,
                                                   QueensCountCheckpoint   *checkpoint,
                                                   QueensProgressFunc       progress_func,
                                                   gpointer                 user_data,
                                                   GCancellable            *cancellable,
                                                   QueensCountPart         *out_part,
                                                   GError                 **error);

/* How many tasks part @part of @n_parts of the count of @n by @method has: what a
 * checkpoint for it records (queens_count_checkpoint_begin()). */
guint            queens_solver_count_part_n_tasks (guint                    n,
                                                   guint                    part,
                                                   guint                    n_parts,
                                                   QueensCountMethod        method);


/* A solution keeping every queen of @board (at most one per row, no
 * conflicts: otherwise G_IO_ERROR_INVALID_ARGUMENT).  Exhaustive, and so
 * able to prove IMPOSSIBLE, for n <= 32, giving up after @step_limit
 * search nodes (0: a default of a few seconds' search, far above what
 * n <= 14 can need); for larger n a local search with the given queens
 * pinned, giving up after @step_limit steps (0: a default that grows with
 * n).  @out_columns has n entries. */
QueensCompletion queens_solver_complete           (QueensBoard             *board,
                                                   guint64                  step_limit,
                                                   GCancellable            *cancellable,
                                                   guint32                 *out_columns,
                                                   GError                 **error);

/* Number of solutions that keep every queen of @board (same conditions as
 * complete; n <= QUEENS_SOLVER_MAX_COUNT_N).  Gives up and returns FALSE
 * with G_IO_ERROR_TIMED_OUT after @node_limit search nodes (0: no limit). */
gboolean         queens_solver_count_completions  (QueensBoard             *board,
                                                   guint64                  node_limit,
                                                   GCancellable            *cancellable,
                                                   guint64                 *out_count,
                                                   GError                 **error);

G_END_DECLS
