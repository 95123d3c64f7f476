/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-construct.c: the closed-form solution for any N */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "known-counts.h"
#include "queens-board.h"
#include "queens-construct.h"
#include "queens-symmetry.h"

/* An independent O(n) check: one queen per row by construction of the
 * array, so columns and both diagonal directions must be all distinct. */
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
test_construct_none_for_two_and_three (void)
{
  guint32 columns[3] = { 7, 7, 7 };

  g_assert_false (queens_construct_solution (2, columns));
  g_assert_false (queens_construct_solution (3, columns));
}

/* Against the published counts: a solution exists exactly where the
 * count is not zero. */
static void
test_construct_has_solution (void)
{
  guint32 columns[KNOWN_COUNTS_MAX_N];

  g_assert_false (queens_construct_has_solution (0));
  for (guint n = 1; n <= KNOWN_COUNTS_MAX_N; n++)
    {
      g_assert_cmpint (queens_construct_has_solution (n), ==, known_counts_total (n) > 0);
      g_assert_cmpint (queens_construct_solution (n, columns), ==, known_counts_total (n) > 0);
    }
  g_assert_true (queens_construct_has_solution (G_MAXUINT));
}

static void
test_construct_one (void)
{
  guint32 columns[1] = { 7 };

  g_assert_true (queens_construct_solution (1, columns));
  g_assert_cmpuint (columns[0], ==, 0);
  g_assert_true (queens_permutation_is_solution (1, columns));
}

static void
test_construct_every_n_to_5000 (void)
{
  g_autofree guint32 *columns = g_new (guint32, 5000);

  for (guint n = 4; n <= 5000; n++)
    {
      g_assert_true (queens_construct_solution (n, columns));
      if (!queens_permutation_is_solution (n, columns) || !check_solution (n, columns))
        g_error ("the construction for n = %u is not a solution", n);
    }
}

/* The DESIGN formula as written there: column i (1-based) holds its queen
 * in row r(i).  Returns r as an array indexed by i - 1, values 1-based. */
static guint32 *
formula_rows_by_column (guint n)
{
  guint32 *rows = g_new0 (guint32, n + 1);
  guint m = n % 2 == 0 ? n : n - 1;

  if (m % 6 != 2)
    {
      for (guint i = 1; i <= m / 2; i++)
        {
          rows[i - 1] = 2 * i;
          rows[m / 2 + i - 1] = 2 * i - 1;
        }
    }
  else
    {
      for (guint i = 1; i <= m / 2; i++)
        {
          guint t = (2 * i + m / 2 - 3) % m;

          rows[i - 1] = 1 + t;
          rows[m + 1 - i - 1] = m - t;
        }
    }
  if (n % 2 == 1)
    rows[n - 1] = n;

  return rows;
}

static void
test_construct_both_readings (void)
{
  /* Read as rows per column, the formula gives queens (r(i), i); our
   * arrays are columns per row.  Both the literal reading (column of row
   * i is r(i)) and the transposed one (inverse permutation) must be
   * solutions, and the module returns one of them. */
  for (guint n = 4; n <= 300; n++)
    {
      g_autofree guint32 *rows = formula_rows_by_column (n);
      g_autofree guint32 *literal = g_new (guint32, n);
      g_autofree guint32 *transposed = g_new (guint32, n);
      g_autofree guint32 *constructed = g_new (guint32, n);
      gboolean same_as_literal = TRUE;
      gboolean same_as_transposed = TRUE;

      for (guint i = 0; i < n; i++)
        {
          literal[i] = rows[i] - 1;
          transposed[rows[i] - 1] = i;
        }

      g_assert_true (check_solution (n, literal));
      g_assert_true (check_solution (n, transposed));

      g_assert_true (queens_construct_solution (n, constructed));
      for (guint i = 0; i < n; i++)
        {
          same_as_literal &= constructed[i] == literal[i];
          same_as_transposed &= constructed[i] == transposed[i];
        }
      g_assert_true (same_as_literal || same_as_transposed);
    }
}

static void
test_construct_known_small (void)
{
  /* N = 8 falls in the m mod 6 = 2 case: 4 6 8 2 7 1 3 5 (1-based). */
  const guint32 expected[8] = { 3, 5, 7, 1, 6, 0, 2, 4 };
  guint32 columns[8];

  g_assert_true (queens_construct_solution (8, columns));
  for (guint i = 0; i < 8; i++)
    g_assert_cmpuint (columns[i], ==, expected[i]);
}

static void
check_large (guint n)
{
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autoptr(QueensBoard) board = NULL;

  g_assert_true (queens_construct_solution (n, columns));
  g_assert_true (queens_permutation_is_solution (n, columns));
  g_assert_true (check_solution (n, columns));

  /* And as a board: n queens and no conflicting pair. */
  board = queens_board_new_from_columns (n, columns);
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, n);
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 0);
  g_assert_true (queens_board_is_solution (board));
}

static void
test_construct_million (void)
{
  check_large (1000000);
  check_large (1000001);
  check_large (999999);
}

static void
test_construct_ten_million (void)
{
  check_large (QUEENS_MAX_N);
  check_large (QUEENS_MAX_N - 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/construct/none-for-2-and-3", test_construct_none_for_two_and_three);
  g_test_add_func ("/construct/one", test_construct_one);
  g_test_add_func ("/construct/has-solution", test_construct_has_solution);
  g_test_add_func ("/construct/known-small", test_construct_known_small);
  g_test_add_func ("/construct/both-readings", test_construct_both_readings);
  g_test_add_func ("/construct/every-n-to-5000", test_construct_every_n_to_5000);
  g_test_add_func ("/construct/million", test_construct_million);
  g_test_add_func ("/construct/ten-million", test_construct_ten_million);

  return g_test_run ();
}
