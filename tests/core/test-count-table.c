/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-count-table.c: the app's table of known counts against the
 * published counts the tests carry, and its time estimates */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "known-counts.h"
#include "queens-count-table.h"

static void
test_count_table_matches_known (void)
{
  g_assert_cmpuint (QUEENS_COUNT_TABLE_MAX_N, ==, KNOWN_COUNTS_MAX_N);

  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      guint64 total = 0, unique = 0;

      g_assert_true (queens_count_table_lookup (n, &total, &unique));
      g_assert_cmpuint (total, ==, known_counts_total (n));
      g_assert_cmpuint (unique, ==, known_counts_unique (n));
    }

  g_assert_false (queens_count_table_lookup (0, NULL, NULL));
  g_assert_false (queens_count_table_lookup (QUEENS_COUNT_TABLE_MAX_N + 1, NULL, NULL));
}

/* Scaled by the totals: itself at the measured N, ten times for ten times
 * the solutions, growing with N past N = 6. */
static void
test_count_table_estimate (void)
{
  double previous = 0;

  g_assert_cmpfloat_with_epsilon (queens_count_table_estimate_seconds (12, 12, 0.5), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (queens_count_table_estimate_seconds (13, 12, 1.0),
                                  (double) known_counts_total (13) / known_counts_total (12),
                                  1e-9);
  g_assert_cmpfloat (queens_count_table_estimate_seconds (3, 12, 1.0), ==, 0.0);

  for (guint n = 6; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      double seconds = queens_count_table_estimate_seconds (n, 12, 0.01);

      g_assert_cmpfloat (seconds, >, previous);
      previous = seconds;
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/count-table/matches-known", test_count_table_matches_known);
  g_test_add_func ("/count-table/estimate", test_count_table_estimate);

  return g_test_run ();
}
