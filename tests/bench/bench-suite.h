/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* bench-suite.h: the measurements behind the benchmark table
 *
 * Each function measures one thing in the running process and returns
 * numbers; bench-suite.c prints them as one table against the targets.
 * Every function that finds or stores solutions also checks them, and
 * says so through its return value or a `valid` field: a benchmark
 * fails only when the work itself went wrong, never for being slow.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* bench-count.c: counting against the classic counter. */
typedef struct
{
  guint  n;
  guint  n_threads;            /* what queens_solver_count used: all cores */
  double classic_seconds;      /* best of a few runs, one thread */
  double project_seconds;      /* best of a few runs, all cores */
} BenchCountResult;

/* bench-count.c: the join's speed on every core, once. */
typedef struct
{
  guint       n;
  guint       n_threads;
  const char *path;              /* the join's vector path on this machine */
  double      seconds;           /* wall */
  double      threads_cpu_seconds;
  double      per_core_rate;     /* solutions a second of a thread's CPU */
} BenchJoinResult;

gboolean bench_join_rate     (guint             n,
                              BenchJoinResult  *result);

/* Counts N = @n with both counters; FALSE when either total is wrong. */
gboolean bench_count_measure (guint             n,
                              BenchCountResult *result);

/* The project's counter on one thread and on every core. */
typedef struct
{
  guint  n;
  guint  n_threads;
  double one_thread_seconds;   /* best of a few runs */
  double all_threads_seconds;
  /* The CPU time of the best run on one thread, and of the best run on
   * every core as QueensCount gives them: its threads' CPU time (all, the
   * busiest thread's) and the time they would have taken with a core
   * each.  One thread / idle cores is the speed-up the sharing of the work
   * allows, which other programs on the machine do not blur. */
  double one_thread_cpu_seconds;
  double threads_cpu_seconds;
  double busiest_thread_cpu_seconds;
  double idle_cores_seconds;
} BenchScalingResult;

/* FALSE when either total is wrong. */
gboolean bench_count_scaling (guint               n,
                              BenchScalingResult *result);

/* bench-window.c: storing every solution of N = 16 in the window. */
#define BENCH_STORE_N 16

typedef struct
{
  gboolean in_window;             /* FALSE: no display, the job alone */
  double   classic_seconds;       /* classic counter at the search's priority */
  double   store_seconds;         /* until every solution is stored */
  double   longest_stall_ms;      /* main loop, seen by a 1 ms timer */
  double   longest_stall_cpu_ms;  /* main thread's own work during it */
  guint64  found;
  guint64  stored;
  guint64  unique;
  guint64  set_bytes;             /* the solution set, as allocated */
  guint64  job_bytes;             /* with the index of fundamental ones */
  guint    bits_per_row;
} BenchStoreResult;

/* Needs GTK initialised when @with_window.  FALSE when the window did not
 * end with every solution stored, browsable and valid. */
gboolean bench_store_measure (gboolean          with_window,
                              BenchStoreResult *result);

typedef struct
{
  guint  n;
  double count_seconds;    /* queens_solver_count on every core */
  double window_seconds;   /* a window opened at N until its total is in */
} BenchWindowCountResult;

gboolean bench_window_count  (guint                   n,
                              BenchWindowCountResult *result);

/* bench-big.c: big boards. */

/* Seconds to construct one solution at @n; FALSE if it is not one. */
gboolean bench_big_construct     (guint    n,
                                  double  *out_seconds);
/* Seconds for min-conflicts at @n; FALSE if it found no valid solution. */
gboolean bench_big_min_conflicts (guint    n,
                                  double  *out_seconds);
/* Median milliseconds to draw one 1000x800 frame of the board at @n, fit
 * to the frame or at the closest zoom. */
double   bench_big_frame_ms      (guint    n,
                                  gboolean closest);

typedef struct
{
  double shown_seconds;     /* window opened at N = 100,000 until a board shows */
  double random_seconds;    /* win.random-solution until the new one shows */
  double worst_wait_ms;     /* longest a window action waited meanwhile */
} BenchBigWindowResult;

/* Needs a display.  FALSE when a board the window showed is no solution. */
gboolean bench_big_window (BenchBigWindowResult *result);

G_END_DECLS
