/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-solver-complete.c: completing boards, and counting completions,
 * against known figures and a deliberately simple array-based search
 * (solver-reference.c) */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "known-counts.h"
#include "queens-solver.h"
#include "solver-reference.h"

/* ------------------------------------------------------------------------ */
/* Completion                                                                */
/* ------------------------------------------------------------------------ */

static QueensBoard *
board_with_queens (guint          n,
                   const guint32 *pinned)
{
  return queens_board_new_from_columns (n, pinned);
}

static void
assert_keeps_queens (guint          n,
                     const guint32 *pinned,
                     const guint32 *columns)
{
  g_assert_true (reference_is_solution (n, columns));
  for (guint row = 0; row < n; row++)
    if (pinned[row] != QUEENS_NO_QUEEN)
      g_assert_cmpuint (columns[row], ==, pinned[row]);
}

static QueensCompletion
complete_columns (guint          n,
                  const guint32 *pinned,
                  guint32       *out_columns,
                  GError       **error)
{
  g_autoptr(QueensBoard) board = board_with_queens (n, pinned);

  return queens_solver_complete (board, 0, NULL, out_columns, error);
}

static void
test_complete_one_queen_of_eight (void)
{
  g_autoptr(GByteArray) solutions = reference_solutions (8, NULL, 0);
  guint count = solutions->len / 8;

  /* Pin one queen of several known solutions, in every row. */
  for (guint s = 0; s < count; s += 7)
    for (guint row = 0; row < 8; row++)
      {
        g_autoptr(GError) error = NULL;
        guint32 pinned[8], columns[8];

        for (guint r = 0; r < 8; r++)
          pinned[r] = QUEENS_NO_QUEEN;
        pinned[row] = solutions->data[s * 8 + row];
        g_assert_cmpint (complete_columns (8, pinned, columns, &error), ==,
                         QUEENS_COMPLETION_FOUND);
        g_assert_no_error (error);
        assert_keeps_queens (8, pinned, columns);
      }
}

static void
test_complete_agrees_with_reference (void)
{
  guint impossible = 0, found = 0;

  /* Every non-attacking pair of queens in rows 0 and 5 of an 8x8 board,
   * the verdict checked against the simple search. */
  for (guint a = 0; a < 8; a++)
    for (guint b = 0; b < 8; b++)
      {
        g_autoptr(GError) error = NULL;
        guint32 pinned[8], columns[8];
        QueensCompletion result;
        guint64 expected;

        if (a == b || (a > b ? a - b : b - a) == 5)
          continue;
        for (guint r = 0; r < 8; r++)
          pinned[r] = QUEENS_NO_QUEEN;
        pinned[0] = a;
        pinned[5] = b;

        expected = reference_count (8, pinned);
        result = complete_columns (8, pinned, columns, &error);
        g_assert_no_error (error);
        if (expected == 0)
          {
            g_assert_cmpint (result, ==, QUEENS_COMPLETION_IMPOSSIBLE);
            impossible++;
          }
        else
          {
            g_assert_cmpint (result, ==, QUEENS_COMPLETION_FOUND);
            assert_keeps_queens (8, pinned, columns);
            found++;
          }
      }

  /* The pairs must include both kinds for the check to mean anything. */
  g_assert_cmpuint (impossible, >, 0);
  g_assert_cmpuint (found, >, 0);
}

static void
test_complete_impossible_corner (void)
{
  g_autoptr(GError) error = NULL;
  guint32 pinned[4] = { 0, QUEENS_NO_QUEEN, QUEENS_NO_QUEEN, QUEENS_NO_QUEEN };
  guint32 columns[4];

  g_assert_cmpuint (reference_count (4, pinned), ==, 0);
  g_assert_cmpint (complete_columns (4, pinned, columns, &error), ==,
                   QUEENS_COMPLETION_IMPOSSIBLE);
  g_assert_no_error (error);
}

static void
test_complete_empty_small (void)
{
  for (guint n = 1; n <= 6; n++)
    {
      g_autoptr(GError) error = NULL;
      guint32 pinned[6], columns[6];
      QueensCompletion result;

      for (guint r = 0; r < n; r++)
        pinned[r] = QUEENS_NO_QUEEN;
      result = complete_columns (n, pinned, columns, &error);
      g_assert_no_error (error);
      if (n == 2 || n == 3)
        g_assert_cmpint (result, ==, QUEENS_COMPLETION_IMPOSSIBLE);
      else
        {
          g_assert_cmpint (result, ==, QUEENS_COMPLETION_FOUND);
          g_assert_true (reference_is_solution (n, columns));
        }
    }
}

static void
test_complete_constructed (void)
{
  const guint sizes[] = { 20, 32 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autoptr(GError) error = NULL;
      g_autofree guint32 *solution = g_new (guint32, n);
      g_autofree guint32 *pinned = g_new (guint32, n);
      g_autofree guint32 *columns = g_new (guint32, n);

      g_assert_true (queens_construct_solution (n, solution));
      for (guint r = 0; r < n; r++)
        pinned[r] = r % 4 == 0 ? solution[r] : QUEENS_NO_QUEEN;
      g_assert_cmpint (complete_columns (n, pinned, columns, &error), ==,
                       QUEENS_COMPLETION_FOUND);
      g_assert_no_error (error);
      assert_keeps_queens (n, pinned, columns);
    }
}

static void
test_complete_large (void)
{
  const guint n = 1000;
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *solution = g_new (guint32, n);
  g_autofree guint32 *pinned = g_new (guint32, n);
  g_autofree guint32 *columns = g_new (guint32, n);

  g_assert_true (queens_construct_solution (n, solution));
  for (guint r = 0; r < n; r++)
    pinned[r] = QUEENS_NO_QUEEN;
  for (guint k = 0; k < 10; k++)
    {
      guint row = 37 + 97 * k;

      pinned[row] = solution[row];
    }
  g_assert_cmpint (complete_columns (n, pinned, columns, &error), ==,
                   QUEENS_COMPLETION_FOUND);
  g_assert_no_error (error);
  assert_keeps_queens (n, pinned, columns);
}

static void
test_complete_invalid (void)
{
  guint32 columns[8];

  {
    g_autoptr(QueensBoard) board = queens_board_new (8);
    g_autoptr(GError) error = NULL;

    /* Same diagonal. */
    queens_board_place (board, 1, 1);
    queens_board_place (board, 4, 4);
    g_assert_cmpint (queens_solver_complete (board, 0, NULL, columns, &error), ==,
                     QUEENS_COMPLETION_GAVE_UP);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "attack"));
  }

  {
    g_autoptr(QueensBoard) board = queens_board_new (8);
    g_autoptr(GError) error = NULL;

    /* Same column. */
    queens_board_place (board, 0, 3);
    queens_board_place (board, 6, 3);
    g_assert_cmpint (queens_solver_complete (board, 0, NULL, columns, &error), ==,
                     QUEENS_COMPLETION_GAVE_UP);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  }

  {
    g_autoptr(QueensBoard) board = queens_board_new (8);
    g_autoptr(GError) error = NULL;
    guint64 count = 5;

    /* Two queens in row 3. */
    queens_board_place (board, 3, 0);
    queens_board_place (board, 3, 6);
    g_assert_cmpint (queens_solver_complete (board, 0, NULL, columns, &error), ==,
                     QUEENS_COMPLETION_GAVE_UP);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "4"));
    g_clear_error (&error);

    g_assert_false (queens_solver_count_completions (board, 0, NULL, &count, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_cmpuint (count, ==, 0);
  }
}

static gboolean
pins_are_peaceful (guint          n,
                   const guint32 *pinned)
{
  for (guint row = 0; row < n; row++)
    for (guint earlier = 0; earlier < row && pinned[row] != QUEENS_NO_QUEEN; earlier++)
      {
        guint a = pinned[earlier], b = pinned[row];

        if (a != QUEENS_NO_QUEEN && (a == b || (a > b ? a - b : b - a) == row - earlier))
          return FALSE;
      }

  return TRUE;
}

/* Pins that no solution extends, for any n >= 8: a constructed solution
 * with four consecutive rows emptied, two of them pinned again elsewhere
 * so that the last two free rows face two free columns on one diagonal,
 * which neither order can use. */
static void
make_unfinishable_pins (guint    n,
                        guint32 *pinned)
{
  g_autofree guint32 *solution = g_new (guint32, n);

  g_assert_true (queens_construct_solution (n, solution));
  for (guint first = 0; first + 4 <= n; first++)
    for (guint i = 0; i < 4; i++)
      for (guint j = 0; j < 4; j++)
        for (guint ci = 0; ci < 4; ci++)
          for (guint cj = 0; cj < 4; cj++)
            {
              guint free_rows[2], free_cols[2], k = 0, m = 0;
              guint dr, dc;

              if (i == j || ci == cj)
                continue;
              memcpy (pinned, solution, n * sizeof (guint32));
              for (guint t = 0; t < 4; t++)
                pinned[first + t] = QUEENS_NO_QUEEN;
              pinned[first + i] = solution[first + ci];
              pinned[first + j] = solution[first + cj];
              for (guint t = 0; t < 4; t++)
                {
                  if (t != i && t != j)
                    free_rows[k++] = first + t;
                  if (t != ci && t != cj)
                    free_cols[m++] = solution[first + t];
                }
              dr = free_rows[1] - free_rows[0];
              dc = free_cols[0] > free_cols[1] ? free_cols[0] - free_cols[1]
                                               : free_cols[1] - free_cols[0];
              if (dr == dc && pins_are_peaceful (n, pinned))
                return;
            }

  g_assert_not_reached ();
}

static void
test_complete_unfinishable (void)
{
  const guint sizes[] = { 12, 20, 32 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autofree guint32 *pinned = g_new (guint32, n);
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autoptr(GError) error = NULL;

      make_unfinishable_pins (n, pinned);
      g_assert_cmpint (complete_columns (n, pinned, columns, &error), ==,
                       QUEENS_COMPLETION_IMPOSSIBLE);
      g_assert_no_error (error);
      if (n <= 20)
        g_assert_cmpuint (reference_count (n, pinned), ==, 0);
    }
}

static void
test_complete_step_limit (void)
{
  const guint large_n = 40;
  g_autoptr(QueensBoard) small = queens_board_new (24);
  g_autoptr(QueensBoard) large = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *pinned = g_new (guint32, large_n);
  g_autofree guint32 *columns = g_new (guint32, large_n);

  /* A full 24x24 solution needs at least 24 search steps. */
  g_assert_cmpint (queens_solver_complete (small, 5, NULL, columns, &error), ==,
                   QUEENS_COMPLETION_GAVE_UP);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_nonnull (strstr (error->message, "5"));
  g_clear_error (&error);

  /* Local search cannot prove anything: on pins that no solution extends
   * it runs out of steps and says how many it had (ungrouped, as the C
   * locale writes numbers). */
  make_unfinishable_pins (large_n, pinned);
  large = board_with_queens (large_n, pinned);
  g_assert_nonnull (setlocale (LC_NUMERIC, "C"));
  g_assert_cmpint (queens_solver_complete (large, 1000, NULL, columns, &error), ==,
                   QUEENS_COMPLETION_GAVE_UP);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_nonnull (strstr (error->message, "1000 steps"));
}

static void
test_complete_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(QueensBoard) board = queens_board_new (12);
  g_autoptr(GError) error = NULL;
  guint32 columns[12];

  g_cancellable_cancel (cancellable);
  g_assert_cmpint (queens_solver_complete (board, 0, cancellable, columns, &error), ==,
                   QUEENS_COMPLETION_GAVE_UP);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* ------------------------------------------------------------------------ */
/* Counting completions                                                      */
/* ------------------------------------------------------------------------ */

static guint64
count_completions_of (guint          n,
                      const guint32 *pinned)
{
  g_autoptr(QueensBoard) board = board_with_queens (n, pinned);
  g_autoptr(GError) error = NULL;
  guint64 count = G_MAXUINT64;

  g_assert_true (queens_solver_count_completions (board, 0, NULL, &count, &error));
  g_assert_no_error (error);
  return count;
}

static void
test_count_completions_empty (void)
{
  for (guint n = 1; n <= 10; n++)
    {
      g_autoptr(QueensBoard) board = queens_board_new (n);
      g_autoptr(GError) error = NULL;
      guint64 count = G_MAXUINT64;

      g_assert_true (queens_solver_count_completions (board, 0, NULL, &count, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (count, ==, known_counts_total (n));
    }
}

static void
test_count_completions_first_row (void)
{
  for (guint n = 4; n <= 10; n++)
    {
      guint64 sum = 0;

      for (guint column = 0; column < n; column++)
        {
          guint32 pinned[10];

          for (guint r = 0; r < n; r++)
            pinned[r] = QUEENS_NO_QUEEN;
          pinned[0] = column;
          sum += count_completions_of (n, pinned);
        }
      g_assert_cmpuint (sum, ==, known_counts_total (n));
    }
}

static void
test_count_completions_reference (void)
{
  /* Queens in rows 2 and 6 of a 10x10 board, compared pair by pair. */
  for (guint a = 0; a < 10; a++)
    for (guint b = 0; b < 10; b++)
      {
        guint32 pinned[10];

        if (a == b || (a > b ? a - b : b - a) == 4)
          continue;
        for (guint r = 0; r < 10; r++)
          pinned[r] = QUEENS_NO_QUEEN;
        pinned[2] = a;
        pinned[6] = b;
        g_assert_cmpuint (count_completions_of (10, pinned), ==, reference_count (10, pinned));
      }
}

static void
test_completion_of_full_boards (void)
{
  const guint sizes[] = { 8, 1000 };

  /* A board that is already a solution is its own completion. */
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autofree guint32 *solution = g_new (guint32, n);
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autoptr(GError) error = NULL;

      g_assert_true (queens_construct_solution (n, solution));
      g_assert_cmpint (complete_columns (n, solution, columns, &error), ==,
                       QUEENS_COMPLETION_FOUND);
      g_assert_no_error (error);
      g_assert_cmpmem (columns, n * sizeof (guint32), solution, n * sizeof (guint32));
      if (n <= QUEENS_SOLVER_MAX_COUNT_N)
        g_assert_cmpuint (count_completions_of (n, solution), ==, 1);
    }
}

static void
test_count_completions_limits (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (14);
  g_autoptr(QueensBoard) huge = queens_board_new (33);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint64 count = 5;

  g_assert_false (queens_solver_count_completions (board, 100, NULL, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_nonnull (strstr (error->message, "100"));
  g_assert_cmpuint (count, ==, 0);
  g_clear_error (&error);

  g_cancellable_cancel (cancellable);
  g_assert_false (queens_solver_count_completions (board, 0, cancellable, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  g_assert_false (queens_solver_count_completions (huge, 0, NULL, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solver/complete/one-queen-of-eight", test_complete_one_queen_of_eight);
  g_test_add_func ("/solver/complete/agrees-with-reference", test_complete_agrees_with_reference);
  g_test_add_func ("/solver/complete/impossible-corner", test_complete_impossible_corner);
  g_test_add_func ("/solver/complete/empty-small", test_complete_empty_small);
  g_test_add_func ("/solver/complete/constructed", test_complete_constructed);
  g_test_add_func ("/solver/complete/large", test_complete_large);
  g_test_add_func ("/solver/complete/invalid", test_complete_invalid);
  g_test_add_func ("/solver/complete/unfinishable", test_complete_unfinishable);
  g_test_add_func ("/solver/complete/step-limit", test_complete_step_limit);
  g_test_add_func ("/solver/complete/cancelled", test_complete_cancelled);

  g_test_add_func ("/solver/count-completions/empty", test_count_completions_empty);
  g_test_add_func ("/solver/count-completions/first-row", test_count_completions_first_row);
  g_test_add_func ("/solver/count-completions/reference", test_count_completions_reference);
  g_test_add_func ("/solver/count-completions/limits", test_count_completions_limits);
  g_test_add_func ("/solver/count-completions/full-board", test_completion_of_full_boards);

  return g_test_run ();
}
