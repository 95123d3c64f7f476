/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-min-conflicts.c: local search for one solution, with pinned queens */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <locale.h>
#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "queens-min-conflicts.h"
#include "queens-symmetry.h"

/* Independent O(n) check: distinct columns and diagonals. */
static gboolean
check_solution (guint          n,
                const guint32 *columns)
{
  g_autofree guint8 *column_used = g_new0 (guint8, n);
  g_autofree guint8 *falling_used = g_new0 (guint8, 2 * (gsize) n);
  g_autofree guint8 *rising_used = g_new0 (guint8, 2 * (gsize) n);

  for (guint row = 0; row < n; row++)
    {
      guint column = columns[row];
      gsize falling = (gsize) n + row - column;
      gsize rising = (gsize) row + column;

      if (column >= n || column_used[column] || falling_used[falling] || rising_used[rising])
        return FALSE;
      column_used[column] = falling_used[falling] = rising_used[rising] = 1;
    }

  return TRUE;
}

static void
solve_and_check (guint          n,
                 const guint32 *pinned,
                 guint64        seed,
                 guint32       *columns)
{
  g_autoptr(GError) error = NULL;
  gboolean solved;

  solved = queens_min_conflicts_solve (n, pinned, seed, 0, NULL, NULL, NULL, columns, &error);
  g_assert_no_error (error);
  g_assert_true (solved);
  g_assert_true (check_solution (n, columns));
  g_assert_true (queens_permutation_is_solution (n, columns));

  if (pinned != NULL)
    {
      for (guint row = 0; row < n; row++)
        {
          if (pinned[row] != QUEENS_NO_QUEEN)
            g_assert_cmpuint (columns[row], ==, pinned[row]);
        }
    }
}

static void
test_min_conflicts_small (void)
{
  static const guint sizes[] = { 1, 4, 5, 6, 7, 8, 9, 10, 12, 20, 50 };
  guint32 columns[50];

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint64 seed = 0; seed < 30; seed++)
      solve_and_check (sizes[i], NULL, seed * 7919 + sizes[i], columns);
}

static void
test_min_conflicts_large (void)
{
  static const guint sizes[] = { 1000, 4099, 100000, 1000000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree guint32 *columns = g_new (guint32, sizes[i]);
      gint64 start = g_get_monotonic_time ();

      solve_and_check (sizes[i], NULL, 42, columns);
      g_test_message ("n = %u solved in %.3f s", sizes[i],
                      (g_get_monotonic_time () - start) / 1e6);
    }
}

static void
test_min_conflicts_pinned (void)
{
  /* N = 8: one queen of a known solution. */
  {
    guint32 pinned[8], columns[8];

    for (guint column = 0; column < 8; column++)
      {
        for (guint row = 0; row < 8; row++)
          pinned[row] = QUEENS_NO_QUEEN;
        pinned[3] = column;
        for (guint64 seed = 0; seed < 5; seed++)
          solve_and_check (8, pinned, seed, columns);
      }
  }

  /* N = 1000: ten queens of a constructed solution. */
  {
    const guint n = 1000;
    g_autofree guint32 *constructed = g_new (guint32, n);
    g_autofree guint32 *pinned = g_new (guint32, n);
    g_autofree guint32 *columns = g_new (guint32, n);

    g_assert_true (queens_construct_solution (n, constructed));
    for (guint64 seed = 0; seed < 5; seed++)
      {
        for (guint row = 0; row < n; row++)
          pinned[row] = QUEENS_NO_QUEEN;
        for (guint i = 0; i < 10; i++)
          {
            guint row = g_test_rand_int_range (0, n);

            pinned[row] = constructed[row];
          }
        solve_and_check (n, pinned, seed, columns);
      }
  }

  /* N = 100,000: a tenth of the rows pinned from another solution. */
  {
    const guint n = 100000;
    g_autofree guint32 *other = g_new (guint32, n);
    g_autofree guint32 *pinned = g_new (guint32, n);
    g_autofree guint32 *columns = g_new (guint32, n);

    solve_and_check (n, NULL, 7, other);
    for (guint row = 0; row < n; row++)
      pinned[row] = g_test_rand_int_range (0, 10) == 0 ? other[row] : QUEENS_NO_QUEEN;
    solve_and_check (n, pinned, 8, columns);
  }

  /* Everything pinned: the answer is the pins. */
  {
    guint32 pinned[8] = { 2, 4, 1, 7, 0, 6, 3, 5 };
    guint32 columns[8];

    solve_and_check (8, pinned, 1, columns);
    g_assert_true (memcmp (columns, pinned, sizeof columns) == 0);
  }
}

static void
test_min_conflicts_seed (void)
{
  const guint n = 5000;
  g_autofree guint32 *first = g_new (guint32, n);
  g_autofree guint32 *second = g_new (guint32, n);
  g_autofree guint32 *other_seed = g_new (guint32, n);

  solve_and_check (n, NULL, 123456789012345ull, first);
  solve_and_check (n, NULL, 123456789012345ull, second);
  g_assert_true (memcmp (first, second, n * sizeof (guint32)) == 0);

  /* The upper half of the seed matters too. */
  solve_and_check (n, NULL, 123456789012345ull ^ (1ull << 40), other_seed);
  g_assert_true (memcmp (first, other_seed, n * sizeof (guint32)) != 0);

  /* And small boards repeat as well. */
  for (guint64 seed = 0; seed < 20; seed++)
    {
      guint32 a[10], b[10];

      solve_and_check (10, NULL, seed, a);
      solve_and_check (10, NULL, seed, b);
      g_assert_true (memcmp (a, b, sizeof a) == 0);
    }
}

static void
expect_timeout (guint          n,
                const guint32 *pinned,
                guint64        max_steps,
                const char    *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *columns = g_new (guint32, n);

  g_assert_false (queens_min_conflicts_solve (n, pinned, 1, max_steps, NULL, NULL, NULL,
                                              columns, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  if (strstr (error->message, fragment) == NULL)
    g_error ("message \"%s\" lacks \"%s\"", error->message, fragment);
}

static void
test_min_conflicts_step_limit (void)
{
  /* The limit is grouped as the locale's numbers are, here English's;
   * build-aux/setup generates it. */
  g_autofree char *previous = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (setlocale (LC_NUMERIC, "en_US.UTF-8") == NULL)
    g_error ("the en_US.UTF-8 locale is missing: run build-aux/setup");

  /* No solution exists for 2 and 3: the limit must end the search. */
  expect_timeout (2, NULL, 1000, "1,000 steps");
  expect_timeout (3, NULL, 1234567, "1,234,567 steps");
  expect_timeout (3, NULL, 1, "within 1 step");

  /* A solvable board with too small a budget: the greedy start leaves
   * hundreds of conflicts at this size, ten steps cannot mend them. */
  expect_timeout (100000, NULL, 10, "within 10 steps");

  /* N = 4 has no solution with a queen in a corner. */
  {
    guint32 pinned[4] = { 0, QUEENS_NO_QUEEN, QUEENS_NO_QUEEN, QUEENS_NO_QUEEN };

    expect_timeout (4, pinned, 5000, "5,000");
  }

  /* "C" groups no digits. */
  g_assert_nonnull (setlocale (LC_NUMERIC, "C"));
  expect_timeout (3, NULL, 1234567, "within 1234567 steps");
  g_assert_nonnull (setlocale (LC_NUMERIC, previous));
}

typedef struct
{
  GCancellable *cancellable;
  guint         n_calls;
  guint64       last_steps;
} ProgressRecord;

static void
cancel_on_progress (guint64  steps,
                    guint64  conflicted_queens,
                    gpointer user_data)
{
  ProgressRecord *record = user_data;

  record->n_calls++;
  record->last_steps = steps;
  g_assert_cmpuint (steps % 65536, ==, 0);
  g_assert_cmpuint (conflicted_queens, >, 0);
  g_cancellable_cancel (record->cancellable);
}

static void
test_min_conflicts_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint32 columns[3];
  ProgressRecord record = { cancellable, 0, 0 };

  /* Cancelled before it starts. */
  g_cancellable_cancel (cancellable);
  g_assert_false (queens_min_conflicts_solve (1000, NULL, 1, 0, NULL, NULL, cancellable,
                                              g_newa (guint32, 1000), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  /* Cancelled while it runs: N = 3 would search forever without a limit. */
  g_cancellable_reset (cancellable);
  g_assert_false (queens_min_conflicts_solve (3, NULL, 1, 0, cancel_on_progress, &record,
                                              cancellable, columns, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (record.n_calls, ==, 1);
  g_assert_cmpuint (record.last_steps, ==, 65536);
}

static void
count_progress (guint64  steps,
                guint64  conflicted_queens,
                gpointer user_data)
{
  guint64 *last = user_data;

  g_assert_cmpuint (steps, >=, *last);
  *last = steps;
}

static void
test_min_conflicts_progress_at_end (void)
{
  const guint n = 200000;
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autoptr(GError) error = NULL;
  guint64 last = 0;

  g_assert_true (queens_min_conflicts_solve (n, NULL, 3, 0, count_progress, &last,
                                             NULL, columns, &error));
  g_assert_no_error (error);
  g_assert_true (check_solution (n, columns));
  g_test_message ("n = %u: %" G_GUINT64_FORMAT " repair steps", n, last);
}

static void
expect_invalid_pins (guint          n,
                     const guint32 *pinned,
                     const char    *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *columns = g_new (guint32, n);

  g_assert_false (queens_min_conflicts_solve (n, pinned, 1, 1000, NULL, NULL, NULL,
                                              columns, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  if (strstr (error->message, fragment) == NULL)
    g_error ("message \"%s\" lacks \"%s\"", error->message, fragment);
}

static void
test_min_conflicts_conflicting_pins (void)
{
  const guint32 N = QUEENS_NO_QUEEN;
  const guint32 same_column[8] = { 3, N, N, N, N, 3, N, N };
  const guint32 same_diagonal[8] = { N, 1, N, N, 4, N, N, N };
  const guint32 same_antidiagonal[8] = { N, N, 6, N, N, N, 2, N };
  const guint32 outside[8] = { N, N, N, N, N, N, N, 8 };

  expect_invalid_pins (8, same_column, "rows 1 and 6");
  expect_invalid_pins (8, same_diagonal, "rows 2 and 5");
  expect_invalid_pins (8, same_antidiagonal, "rows 3 and 7");
  expect_invalid_pins (8, outside, "row 8");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/min-conflicts/small", test_min_conflicts_small);
  g_test_add_func ("/min-conflicts/large", test_min_conflicts_large);
  g_test_add_func ("/min-conflicts/pinned", test_min_conflicts_pinned);
  g_test_add_func ("/min-conflicts/seed", test_min_conflicts_seed);
  g_test_add_func ("/min-conflicts/step-limit", test_min_conflicts_step_limit);
  g_test_add_func ("/min-conflicts/cancel", test_min_conflicts_cancel);
  g_test_add_func ("/min-conflicts/progress", test_min_conflicts_progress_at_end);
  g_test_add_func ("/min-conflicts/conflicting-pins", test_min_conflicts_conflicting_pins);

  return g_test_run ();
}
