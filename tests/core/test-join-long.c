/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-join-long.c: the join's largest sizes in the suite
 *
 * N = 16 to 19, total and classes, on every core, and N = 17 in parts:
 * about a minute of CPU, so this test is in the suite "long", which the
 * sanitizer and valgrind runs leave out (the code is that of N = 12 to 15,
 * test-join-count.c).
 */

#include "config.h"

#include "known-counts.h"
#include "queens-solver.h"

static void
test_count (gconstpointer data)
{
  guint n = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  QueensCount count;

  g_assert_cmpint (queens_solver_count_method (n, 0, 0), ==, QUEENS_COUNT_METHOD_JOIN);
  g_assert_true (queens_solver_count (n, 0, NULL, NULL, NULL, &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count.total, ==, known_counts_total (n));
  g_assert_cmpuint (count.unique, ==, known_counts_unique (n));
  g_test_message ("N = %u: %.1f s, %.1f s of CPU", n, count.seconds, count.threads_cpu_seconds);
}

/* Five shares of N = 17 hold every solution once, and take about the
 * same share of the work each. */
static void
test_parts (void)
{
  guint64 sum = 0;

  for (guint part = 1; part <= 5; part++)
    {
      g_autoptr(GError) error = NULL;
      QueensCountPart counted;

      g_assert_true (queens_solver_count_part (17, part, 5, 0, NULL, NULL, NULL, NULL,
                                               &counted, &error));
      g_assert_no_error (error);
      g_test_message ("part %u/5: %" G_GUINT64_FORMAT " solutions", part, counted.total);
      g_assert_cmpuint (counted.total * 10, >=, known_counts_total (17));
      g_assert_cmpuint (counted.total * 10, <=, known_counts_total (17) * 3);
      sum += counted.total;
    }
  g_assert_cmpuint (sum, ==, known_counts_total (17));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint n = 16; n <= 19; n++)
    {
      g_autofree char *name = g_strdup_printf ("/join/count/%u", n);

      g_test_add_data_func (name, GUINT_TO_POINTER (n), test_count);
    }
  g_test_add_func ("/join/parts/17", test_parts);

  return g_test_run ();
}
