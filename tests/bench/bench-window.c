/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* bench-window.c: how the window copes with N = 16, and how soon it
 * shows N = 18's total
 *
 * Measures, for N = 16:
 *  - the time until all 14,772,512 solutions are stored and browsable in
 *    the window, beside the classic single-thread counter merely counting
 *    them;
 *  - the longest main-loop stall during that solve, seen by a 1 ms timer;
 *  - the bytes the solution set allocated for them.
 * Without a display it measures the solve job on a plain main loop.
 *
 * The caller chooses the renderer before GTK starts: under Xvfb there is
 * no GPU, and GTK's GL renderer would run on the CPU (llvmpipe), competing
 * with the search for the two cores and taking 50-100 ms per frame, which
 * measures Mesa rather than the window.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <time.h>

#include "bench-suite.h"
#include "classic-counter.h"
#include "queens-count-job.h"
#include "queens-solve-job.h"
#include "queens-solver.h"
#include "queens-window.h"
#include "queens-worker.h"

#define BENCH_N BENCH_STORE_N

typedef struct
{
  gint64 last_tick;
  gint64 last_cpu;
  gint64 longest_gap;
  /* CPU time the main thread itself used during the longest gap: the rest
   * of the gap it waited (for a core, or for the X server). */
  gint64 longest_gap_cpu;
  guint  n_ticks;
} StallWatch;

static gint64
main_thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gboolean
on_stall_tick (gpointer data)
{
  StallWatch *watch = data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = main_thread_cpu_time ();

  if (watch->last_tick != 0 && now - watch->last_tick > watch->longest_gap)
    {
      watch->longest_gap = now - watch->last_tick;
      watch->longest_gap_cpu = cpu - watch->last_cpu;
    }
  watch->last_tick = now;
  watch->last_cpu = cpu;
  watch->n_ticks++;

  return G_SOURCE_CONTINUE;
}

static gboolean
job_is_running (QueensSolveJob *job)
{
  return job != NULL && queens_solve_job_is_running (job);
}

static void
collect (QueensSolveJob   *job,
         BenchStoreResult *result)
{
  QueensSolutionSet *set = queens_solve_job_get_solution_set (job);

  result->found = queens_solve_job_get_n_found (job);
  result->stored = queens_solve_job_get_n_stored (job);
  result->unique = queens_solve_job_get_n_unique_found (job);
  result->set_bytes = queens_solution_set_get_bytes_used (set);
  result->job_bytes = queens_solve_job_get_bytes_used (job);
  result->bits_per_row = queens_solution_set_get_bits_per_row (set);
}

/* The window, as a user would see it. */
static gboolean
solve_in_window (BenchStoreResult *result)
{
  QueensWindow *window = queens_window_new (NULL, 8);
  StallWatch watch = { 0 };
  QueensSolveJob *job;
  guint tick;
  gint64 start;
  guint32 columns[BENCH_N];
  gboolean browsable;

  gtk_window_present (GTK_WINDOW (window));
  while (queens_window_is_searching (window))
    g_main_context_iteration (NULL, TRUE);
  /* Let the first frames settle. */
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);

  tick = g_timeout_add (1, on_stall_tick, &watch);
  start = g_get_monotonic_time ();
  queens_window_set_n (window, BENCH_N);
  job = queens_window_get_solve_job (window);
  while (job_is_running (job))
    g_main_context_iteration (NULL, TRUE);
  result->store_seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_source_remove (tick);
  result->longest_stall_ms = watch.longest_gap / 1000.0;
  result->longest_stall_cpu_ms = watch.longest_gap_cpu / 1000.0;

  collect (job, result);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.last-solution", NULL);
  browsable = result->stored > 0
              && queens_window_get_position (window) == result->stored
              && queens_solve_job_get_solution (job, result->stored - 1, columns)
              && queens_permutation_is_solution (BENCH_N, columns);

  gtk_window_destroy (GTK_WINDOW (window));
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);

  return browsable;
}

/* No display: the job alone on a main loop, as the window drives it. */
static gboolean
solve_without_window (BenchStoreResult *result)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(QueensSolveJob) job =
    queens_solve_job_new (BENCH_N, g_settings_get_uint64 (settings, "solution-memory-cap"));
  StallWatch watch = { 0 };
  guint tick;
  gint64 start;
  guint32 columns[BENCH_N];

  tick = g_timeout_add (1, on_stall_tick, &watch);
  start = g_get_monotonic_time ();
  queens_solve_job_start (job);
  while (queens_solve_job_is_running (job))
    g_main_context_iteration (NULL, TRUE);
  result->store_seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_source_remove (tick);
  result->longest_stall_ms = watch.longest_gap / 1000.0;
  result->longest_stall_cpu_ms = watch.longest_gap_cpu / 1000.0;

  collect (job, result);
  return result->stored > 0
         && queens_solve_job_get_solution (job, result->stored - 1, columns)
         && queens_permutation_is_solution (BENCH_N, columns);
}

typedef struct
{
  guint64 total;
  double  seconds;
} ClassicResult;

/* The yardstick runs at the priority the window's search runs at, so that
 * other programs on the machine weigh on both alike. */
static gpointer
classic_thread (gpointer data)
{
  ClassicResult *result = data;
  gint64 start;

  queens_worker_lower_priority ();
  start = g_get_monotonic_time ();
  result->total = classic_count_solutions (BENCH_N);
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  return NULL;
}

gboolean
bench_store_measure (gboolean          with_window,
                     BenchStoreResult *result)
{
  ClassicResult classic = { 0 };
  gboolean browsable;

  g_return_val_if_fail (result != NULL, FALSE);

  *result = (BenchStoreResult) { 0 };
  result->in_window = with_window;

  g_thread_join (g_thread_new ("classic-counter", classic_thread, &classic));
  result->classic_seconds = classic.seconds;

  browsable = with_window ? solve_in_window (result) : solve_without_window (result);
  if (!browsable)
    g_printerr ("bench-window: the last stored solution of N = %d is not browsable\n", BENCH_N);
  if (classic.total != result->found || result->stored != result->found)
    g_printerr ("bench-window: classic counter %" G_GUINT64_FORMAT ", window found %"
                G_GUINT64_FORMAT " and stored %" G_GUINT64_FORMAT "\n",
                classic.total, result->found, result->stored);

  return browsable && classic.total == result->found && result->stored == result->found;
}

static gboolean
count_has_ended (QueensWindow *window)
{
  QueensCountJob *job = queens_window_get_count_job (window);

  return job != NULL && !queens_count_job_is_running (job);
}

gboolean
bench_window_count (guint                   n,
                    BenchWindowCountResult *result)
{
  g_autofree char *checkpoint = queens_count_job_checkpoint_path_for (n);
  g_autoptr(GError) error = NULL;
  QueensCount count = { 0, };
  QueensWindow *window;
  gint64 start;
  gboolean right;

  g_return_val_if_fail (result != NULL, FALSE);

  *result = (BenchWindowCountResult) { .n = n };

  start = g_get_monotonic_time ();
  right = queens_solver_count (n, 0, NULL, NULL, NULL, &count, &error);
  result->count_seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  /* A count resumed from an earlier run's checkpoint would be quicker. */
  g_remove (checkpoint);
  start = g_get_monotonic_time ();
  window = queens_window_new (NULL, n);
  gtk_window_present (GTK_WINDOW (window));
  while (!count_has_ended (window))
    g_main_context_iteration (NULL, TRUE);
  result->window_seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  right &= queens_count_job_get_total (queens_window_get_count_job (window)) == count.total;

  gtk_window_destroy (GTK_WINDOW (window));
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);

  if (!right)
    g_printerr ("bench-window: the window's count of N = %u is not the solver's (%s)\n",
                n, error != NULL ? error->message : "a different total");
  return right;
}
