/* bench-count.c: queens_solver_count against the textbook counter
 *
 * Counts N = 15 and 16 with the classic single-thread mirror-halving
 * counter and with the project's counter (all cores, then one thread),
 * checks every total against the OEIS table, and prints the speed ratios.
 * Each time is the best of a few runs, which filters out the noise of a
 * shared machine.  Exits non-zero only when a count is wrong.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "classic-counter.h"
#include "known-counts.h"
#include "queens-solver.h"

#define TARGET_RATIO 6.0
#define RUNS 3

static const guint sizes[] = { 15, 16 };

static double
time_classic (guint    n,
              guint64 *out_total)
{
  double best = G_MAXDOUBLE;

  for (guint run = 0; run < RUNS; run++)
    {
      gint64 start = g_get_monotonic_time ();

      *out_total = classic_count_solutions (n);
      best = MIN (best, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
    }

  return best;
}

static double
time_project (guint    n,
              guint    n_threads,
              guint64 *out_total)
{
  double best = G_MAXDOUBLE;

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GError) error = NULL;
      QueensCount count;
      gint64 start = g_get_monotonic_time ();

      if (!queens_solver_count (n, n_threads, NULL, NULL, NULL, &count, &error))
        {
          g_printerr ("N = %u: %s\n", n, error->message);
          *out_total = 0;
          return 0;
        }
      *out_total = count.total;
      best = MIN (best, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
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

int
main (int    argc,
      char **argv)
{
  guint n_cores = g_get_num_processors ();
  gboolean all_right = TRUE;
  gboolean all_met = TRUE;

  g_print ("N-Queens counting: classic single-thread mirror-halving counter vs queens_solver_count\n");
  g_print ("(best of %d runs each; %u cores; ratio = classic seconds / project seconds)\n\n",
           RUNS, n_cores);
  g_print ("%3s  %-22s %10s %10s  %s\n", "N", "counter", "seconds", "ratio", "target");

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      guint64 classic_total, parallel_total, single_total;
      double classic_seconds = time_classic (n, &classic_total);
      double parallel_seconds = time_project (n, 0, &parallel_total);
      double single_seconds = time_project (n, 1, &single_total);
      double parallel_ratio = classic_seconds / MAX (parallel_seconds, 1e-9);
      double single_ratio = classic_seconds / MAX (single_seconds, 1e-9);
      g_autofree char *parallel_label = g_strdup_printf ("queens, %u threads", n_cores);
      gboolean met = parallel_ratio >= TARGET_RATIO;

      all_right &= check_total ("classic counter", n, classic_total, known_counts_total (n));
      all_right &= check_total ("queens_solver_count", n, parallel_total, known_counts_total (n));
      all_right &= check_total ("queens_solver_count (1 thread)", n, single_total, known_counts_total (n));
      all_met &= met;

      g_print ("%3u  %-22s %10.3f %10s  %s\n", n, "classic, 1 thread", classic_seconds, "1.00x", "");
      g_print ("%3u  %-22s %10.3f %9.2fx  >= %.0fx: %s\n", n, parallel_label, parallel_seconds,
               parallel_ratio, TARGET_RATIO, met ? "target met" : "target missed");
      g_print ("%3u  %-22s %10.3f %9.2fx  (no target)\n", n, "queens, 1 thread",
               single_seconds, single_ratio);
    }

  g_print ("\n%s; counts %s\n", all_met ? "target met" : "target missed",
           all_right ? "all correct" : "WRONG");

  return all_right ? EXIT_SUCCESS : EXIT_FAILURE;
}
