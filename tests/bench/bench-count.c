/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* bench-count.c: queens_solver_count against the textbook counter
 *
 * Counts one N with the classic single-thread mirror-halving counter and
 * with the project's counter on all cores, and checks both totals against
 * the OEIS table.  Each time is the best of a few runs, which filters out
 * the noise of a shared machine.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "bench-suite.h"
#include "classic-counter.h"
#include "known-counts.h"
#include "queens-join-match.h"
#include "queens-solver.h"

#define RUNS 3

static double
time_classic (guint    n,
              guint    runs,
              guint64 *out_total)
{
  double best = G_MAXDOUBLE;

  for (guint run = 0; run < runs; run++)
    {
      gint64 start = g_get_monotonic_time ();

      *out_total = classic_count_solutions (n);
      best = MIN (best, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
    }

  return best;
}

/* @out_best (nullable) receives the fastest run's figures. */
static double
time_project (guint        n,
              guint        n_threads,
              guint64     *out_total,
              QueensCount *out_best)
{
  double best = G_MAXDOUBLE;

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GError) error = NULL;
      QueensCount count;
      gint64 start = g_get_monotonic_time ();
      double seconds;

      if (!queens_solver_count (n, n_threads, NULL, NULL, NULL, &count, &error))
        {
          g_printerr ("N = %u: %s\n", n, error->message);
          *out_total = 0;
          return 0;
        }
      seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

      *out_total = count.total;
      if (seconds < best && out_best != NULL)
        *out_best = count;
      best = MIN (best, seconds);
    }

  return best;
}

static gboolean
check_total (const char *who,
             guint       n,
             guint64     found,
             guint64     expected)
{
  if (found == expected)
    return TRUE;

  g_printerr ("WRONG: %s counted %" G_GUINT64_FORMAT " solutions for N = %u, expected %"
              G_GUINT64_FORMAT "\n", who, found, n, expected);
  return FALSE;
}

gboolean
bench_count_measure (guint             n,
                     BenchCountResult *result)
{
  guint64 classic_total, project_total;
  gboolean right = TRUE;

  g_return_val_if_fail (result != NULL, FALSE);

  result->n = n;
  result->n_threads = g_get_num_processors ();
  /* From N = 17 the classic counter takes a minute or more: once. */
  result->classic_seconds = time_classic (n, n >= 17 ? 1 : RUNS, &classic_total);
  result->project_seconds = time_project (n, 0, &project_total, NULL);

  right &= check_total ("classic counter", n, classic_total, known_counts_total (n));
  right &= check_total ("queens_solver_count", n, project_total, known_counts_total (n));

  return right;
}

gboolean
bench_count_scaling (guint               n,
                     BenchScalingResult *result)
{
  guint64 one_total, all_total;
  QueensCount best_one = { 0, };
  QueensCount best_all = { 0, };
  gboolean right = TRUE;

  g_return_val_if_fail (result != NULL, FALSE);

  result->n = n;
  result->n_threads = g_get_num_processors ();
  result->one_thread_seconds = time_project (n, 1, &one_total, &best_one);
  result->all_threads_seconds = time_project (n, result->n_threads, &all_total, &best_all);
  result->one_thread_cpu_seconds = best_one.threads_cpu_seconds;
  result->threads_cpu_seconds = best_all.threads_cpu_seconds;
  result->busiest_thread_cpu_seconds = best_all.busiest_thread_cpu_seconds;
  result->idle_cores_seconds = best_all.idle_cores_seconds;

  right &= check_total ("queens_solver_count on one thread", n, one_total,
                        known_counts_total (n));
  right &= check_total ("queens_solver_count on every core", n, all_total,
                        known_counts_total (n));

  return right;
}

gboolean
bench_join_rate (guint            n,
                 BenchJoinResult *result)
{
  QueensCount count = { 0, };
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (result != NULL, FALSE);

  result->n = n;
  result->n_threads = g_get_num_processors ();
  result->path = join_path_name (join_path_best ());
  if (queens_solver_count_method (n, 0, 0) != QUEENS_COUNT_METHOD_JOIN)
    {
      g_printerr ("bench-suite: N = %u is not counted by the join\n", n);
      return FALSE;
    }
  if (!queens_solver_count (n, 0, NULL, NULL, NULL, &count, &error))
    {
      g_printerr ("bench-suite: counting N = %u failed: %s\n", n, error->message);
      return FALSE;
    }
  result->seconds = count.seconds;
  result->threads_cpu_seconds = count.threads_cpu_seconds;
  result->per_core_rate = count.total / MAX (count.threads_cpu_seconds, 1e-9);

  return check_total ("queens_solver_count (join)", n, count.total, known_counts_total (n));
}
