/* bench-window.c: how the window copes with N = 16
 *
 * Prints, for N = 16:
 *  - the time until all 14,772,512 solutions are stored and browsable in
 *    the window, as a ratio to the classic single-thread counter merely
 *    counting them (target: no slower);
 *  - the longest main-loop stall during that solve, seen by a 1 ms timer
 *    (target: under 20 ms);
 *  - bytes per stored solution (target: at most 8).
 * Without a display it measures the solve job on a plain main loop.
 *
 * Unless GSK_RENDERER says otherwise, the window draws with GTK's cairo
 * renderer: under Xvfb there is no GPU, and the GL renderer would run on
 * the CPU (llvmpipe), competing with the search for the two cores and
 * taking 50-100 ms per frame, which measures Mesa rather than the window.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <stdio.h>
#include <time.h>

#include "classic-counter.h"
#include "queens-solve-job.h"
#include "queens-window.h"

#define BENCH_N              16
#define STALL_TARGET_MS      20.0
#define BYTES_TARGET         8.0

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

typedef struct
{
  double  seconds;
  double  longest_stall_ms;
  double  longest_stall_cpu_ms;
  guint64 found;
  guint64 stored;
  guint64 unique;
  guint64 set_bytes;
  guint64 all_bytes;
  guint   bits_per_row;
  gboolean browsable;
} SolveResult;

static gboolean
job_is_running (QueensSolveJob *job)
{
  return job != NULL && queens_solve_job_is_running (job);
}

static void
collect (QueensSolveJob *job,
         SolveResult    *result)
{
  QueensSolutionSet *set = queens_solve_job_get_solution_set (job);

  result->found = queens_solve_job_get_n_found (job);
  result->stored = queens_solve_job_get_n_stored (job);
  result->unique = queens_solve_job_get_n_unique_found (job);
  result->set_bytes = queens_solution_set_get_bytes_used (set);
  result->all_bytes = queens_solve_job_get_bytes_used (job);
  result->bits_per_row = queens_solution_set_get_bits_per_row (set);
}

/* The window, as a user would see it. */
static void
solve_in_window (SolveResult *result)
{
  QueensWindow *window = queens_window_new (NULL, 8);
  StallWatch watch = { 0 };
  QueensSolveJob *job;
  guint tick;
  gint64 start;
  guint32 columns[BENCH_N];

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
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_source_remove (tick);
  result->longest_stall_ms = watch.longest_gap / 1000.0;
  result->longest_stall_cpu_ms = watch.longest_gap_cpu / 1000.0;

  collect (job, result);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.last-solution", NULL);
  result->browsable = queens_window_get_position (window) == result->stored
                      && queens_solve_job_get_solution (job, result->stored - 1, columns)
                      && queens_permutation_is_solution (BENCH_N, columns);

  gtk_window_destroy (GTK_WINDOW (window));
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* No display: the job alone on a main loop, as the window drives it. */
static void
solve_without_window (SolveResult *result)
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
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_source_remove (tick);
  result->longest_stall_ms = watch.longest_gap / 1000.0;
  result->longest_stall_cpu_ms = watch.longest_gap_cpu / 1000.0;

  collect (job, result);
  result->browsable = queens_solve_job_get_solution (job, result->stored - 1, columns)
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

  queens_solve_job_lower_thread_priority ();
  start = g_get_monotonic_time ();
  result->total = classic_count_solutions (BENCH_N);
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  return NULL;
}

static const char *
verdict (gboolean met)
{
  return met ? "met" : "missed";
}

int
main (int   argc,
      char *argv[])
{
  SolveResult result = { 0 };
  gboolean with_window;
  ClassicResult classic = { 0 };
  double ratio;
  double bytes_per_solution;
  double all_bytes_per_solution;

  if (g_getenv ("GSK_RENDERER") == NULL)
    g_setenv ("GSK_RENDERER", "cairo", TRUE);
  with_window = gtk_init_check ();

  g_thread_join (g_thread_new ("classic-counter", classic_thread, &classic));

  if (with_window)
    solve_in_window (&result);
  else
    solve_without_window (&result);

  ratio = result.seconds / classic.seconds;
  bytes_per_solution = result.stored > 0 ? (double) result.set_bytes / result.stored : 0.0;
  all_bytes_per_solution = result.stored > 0 ? (double) result.all_bytes / result.stored : 0.0;

  if (with_window)
    printf ("bench-window: N = %d, in the window (GSK_RENDERER=%s)\n",
            BENCH_N, g_getenv ("GSK_RENDERER"));
  else
    printf ("bench-window: N = %d, no display: the solve job on a plain main loop\n", BENCH_N);
  printf ("  classic counter: %" G_GUINT64_FORMAT " solutions in %.2f s (at the search's priority)\n",
          classic.total, classic.seconds);
  printf ("  window:          %" G_GUINT64_FORMAT " found, %" G_GUINT64_FORMAT " stored,"
          " %" G_GUINT64_FORMAT " unique in %.2f s; last one browsable: %s\n",
          result.found, result.stored, result.unique, result.seconds,
          result.browsable ? "yes" : "NO");
  printf ("\n");
  printf ("  %-44s %12s %12s  %s\n", "measure", "value", "target", "result");
  printf ("  %-44s %12.2f %12s  %s\n", "time to store all / classic counter (ratio)",
          ratio, "<= 1.00", verdict (ratio <= 1.0));
  printf ("  %-44s %12.1f %12s  %s\n", "longest main-loop stall (ms)",
          result.longest_stall_ms, "< 20", verdict (result.longest_stall_ms < STALL_TARGET_MS));
  printf ("  %-44s %12.1f\n", "  main thread busy during it (ms)",
          result.longest_stall_cpu_ms);
  printf ("  %-44s %12.3f %12s  %s\n", "bytes per stored solution (set, allocated)",
          bytes_per_solution, "<= 8", verdict (bytes_per_solution <= BYTES_TARGET));
  printf ("  %-44s %12.3f\n", "  packed payload alone",
          (double) BENCH_N * result.bits_per_row / 8.0);
  printf ("  %-44s %12.3f\n", "  with the index of fundamental solutions",
          all_bytes_per_solution);

  /* A benchmark reports; it fails only when the work itself went wrong. */
  if (classic.total != result.found || result.stored != result.found || !result.browsable)
    {
      printf ("bench-window: the window did not end with every solution stored\n");
      return 1;
    }

  return 0;
}
