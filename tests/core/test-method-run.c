/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-method-run.c: the textbook methods run for real and timed
 * (queens-method-run, queens-method-timing)
 *
 * What the runs count is held against the figures of queens-search-stats
 * (themselves checked against brute forces in test-search-stats.c).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <locale.h>
#include <string.h>

#include "queens-method-run.h"
#include "queens-method-timing.h"

/* Louis tries 51 million squares at N = 8: too slow under valgrind. */
#define RUN_MAX_N 9u
#define RUN_LOUIS_MAX_N 7u

static void
compute_stats (QueensSearchMethod  method,
               guint               n,
               QueensSearchStats  *out_stats)
{
  QueensSearchLevels levels;

  g_assert_true (queens_search_levels_count (n, NULL, &levels, NULL));
  g_assert_true (queens_search_stats_compute (method, &levels, out_stats, NULL));
}

/* Every run tries, keeps and finds exactly what the figures say. */
static void
test_runs_match_figures (void)
{
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    {
      guint max_n = method == QUEENS_SEARCH_METHOD_LOUIS ? RUN_LOUIS_MAX_N : RUN_MAX_N;

      for (guint n = 1; n <= max_n; n++)
        {
          g_autoptr(GError) error = NULL;
          QueensSearchStats stats;
          QueensMethodRun run;

          compute_stats (method, n, &stats);
          g_assert_true (queens_method_run (method, n, NULL, NULL, NULL, &run, &error));
          g_assert_no_error (error);
          g_assert_cmpint (run.method, ==, method);
          g_assert_cmpuint (run.n, ==, n);
          g_assert_cmpuint (stats.total_tried.high, ==, 0);
          g_assert_cmpuint (run.tried, ==, stats.total_tried.low);
          g_assert_cmpuint (run.kept, ==, stats.total_kept.low);
          g_assert_cmpuint (run.solutions, ==, stats.solutions);
          g_assert_cmpfloat (run.seconds, >=, 0);
        }
    }
}

typedef struct
{
  GCancellable *cancellable;
  guint         reports;
  guint64       last_tried;
} Watcher;

/* Cancels at the third report, as a window closed mid-run would. */
static void
on_progress (guint64  tried,
             gpointer user_data)
{
  Watcher *watcher = user_data;

  g_assert_cmpuint (tried, >, watcher->last_tried);
  watcher->last_tried = tried;
  if (++watcher->reports == 3)
    g_cancellable_cancel (watcher->cancellable);
}

static void
test_progress_and_cancel (void)
{
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;
      Watcher watcher = { cancellable, 0, 0 };
      QueensMethodRun run = { .n = 0 };

      /* Each of these runs tries billions of squares unless stopped. */
      g_assert_false (queens_method_run (method, method == QUEENS_SEARCH_METHOD_LOUIS ? 10 : 16,
                                         cancellable, on_progress, &watcher, &run, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpuint (watcher.reports, ==, 3);
      g_assert_cmpuint (run.n, ==, 0);
    }
}

/* A small board is run whole while calibrating: its time is measured and
 * its solutions found. */
static void
test_timing_measured (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QueensSearchStats stats;
  QueensMethodTiming timing;

  compute_stats (QUEENS_SEARCH_METHOD_LOUIS, 6, &stats);
  g_assert_true (queens_method_timing_measure (&stats, 0, NULL, NULL, NULL, &timing, &error));
  g_assert_no_error (error);
  g_assert_false (timing.estimated);
  g_assert_cmpuint (timing.calibration_n, ==, 6);
  g_assert_cmpuint (timing.solutions, ==, 4);
  g_assert_cmpfloat (timing.seconds, >, 0);
  text = queens_method_timing_format (&timing);
  g_assert_null (strstr (text, "estimated"));

  /* Larger, within the limit: calibrated on a smaller board, then run. */
  compute_stats (QUEENS_SEARCH_METHOD_BACKTRACKING, 11, &stats);
  g_assert_true (queens_method_timing_measure (&stats, G_MAXDOUBLE, NULL, NULL, NULL, &timing, &error));
  g_assert_no_error (error);
  g_assert_false (timing.estimated);
  g_assert_cmpuint (timing.calibration_n, ==, 10);
  g_assert_cmpfloat (timing.seconds_per_try, >, 0);
  g_assert_cmpuint (timing.solutions, ==, 2680);
}

/* Beyond the limit the time is worked out, not run, and says so. */
static void
test_timing_estimated (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QueensSearchStats stats;
  QueensMethodTiming timing;

  compute_stats (QUEENS_SEARCH_METHOD_LOUIS, 8, &stats);
  g_assert_true (queens_method_timing_measure (&stats, 0, NULL, NULL, NULL, &timing, &error));
  g_assert_no_error (error);
  g_assert_true (timing.estimated);
  g_assert_cmpuint (timing.calibration_n, <, 8);
  g_assert_cmpuint (timing.solutions, ==, 0);
  /* The squares at 8 at the cost per square measured, grown by 8 / M. */
  g_assert_cmpfloat_with_epsilon (timing.seconds,
                                  50889536.0 * timing.seconds_per_try * 8 / timing.calibration_n,
                                  timing.seconds * 1e-9);
  text = queens_method_timing_format (&timing);
  g_assert_true (g_str_has_prefix (text, "≈ "));
  g_assert_true (g_str_has_suffix (text, " (estimated)"));
}

/* Boards too many to hold are estimated however much time is allowed
 * (levels made up: a billion boards a row). */
static void
test_timing_too_much_memory (void)
{
  QueensSearchLevels levels = { .n = 20 };
  QueensSearchStats stats;
  QueensMethodTiming timing;

  levels.kept[0] = 1;
  for (guint row = 1; row <= 20; row++)
    levels.kept[row] = 1000000000;
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_BREADTH_FIRST, &levels, &stats, NULL));
  g_assert_true (queens_method_timing_measure (&stats, G_MAXDOUBLE, NULL, NULL, NULL, &timing, NULL));
  g_assert_true (timing.estimated);
}

static void
assert_format (double      seconds,
               gboolean    estimated,
               const char *expected)
{
  QueensMethodTiming timing = { .seconds = seconds, .estimated = estimated };
  g_autofree char *text = queens_method_timing_format (&timing);

  g_assert_cmpstr (text, ==, expected);
}

/* In English, whose numbers group by three (build-aux/setup generates
 * the locale). */
static void
test_format (void)
{
  g_autofree char *previous = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (setlocale (LC_NUMERIC, "en_US.UTF-8") == NULL)
    g_error ("the en_US.UTF-8 locale is missing: run build-aux/setup");

  assert_format (0.00042, FALSE, "420 µs");
  assert_format (0.0042, FALSE, "4.2 ms");
  assert_format (0.25, FALSE, "250 ms");
  assert_format (2.34, FALSE, "2.3 s");
  assert_format (3 * 3600, TRUE, "≈ 3 hours (estimated)");
  assert_format (1e12, TRUE, "≈ 31,688 years (estimated)");
  assert_format (365.25 * 86400, TRUE, "≈ 1 year (estimated)");
  assert_format (1e30, TRUE, "≈ 10^22 years (estimated)");
  g_assert_nonnull (setlocale (LC_NUMERIC, previous));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/method-run/runs-match-figures", test_runs_match_figures);
  g_test_add_func ("/method-run/progress-and-cancel", test_progress_and_cancel);
  g_test_add_func ("/method-timing/measured", test_timing_measured);
  g_test_add_func ("/method-timing/estimated", test_timing_estimated);
  g_test_add_func ("/method-timing/too-much-memory", test_timing_too_much_memory);
  g_test_add_func ("/method-timing/format", test_format);

  return g_test_run ();
}
