/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-backtrack-stepper.c: the step-by-step search, forward and back */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "known-counts.h"
#include "queens-backtrack-stepper.h"
#include "queens-solver.h"

/* Plain recursive row-by-row backtracking, written independently of the
 * stepper: the number of queens it places while listing every solution. */
static void
count_placements (guint    n,
                  guint    row,
                  guint32 *columns,
                  guint64 *placements,
                  guint64 *solutions)
{
  if (row == n)
    {
      (*solutions)++;
      return;
    }

  for (guint column = 0; column < n; column++)
    {
      gboolean safe = TRUE;

      for (guint above = 0; above < row && safe; above++)
        {
          int dx = (int) columns[above] - (int) column;

          if (dx == 0 || ABS (dx) == (int) (row - above))
            safe = FALSE;
        }

      if (!safe)
        continue;

      columns[row] = column;
      (*placements)++;
      count_placements (n, row + 1, columns, placements, solutions);
    }
}

static void
run_to_end (QueensBacktrackStepper *stepper)
{
  while (queens_backtrack_stepper_forward (stepper, NULL, NULL) != QUEENS_BACKTRACK_STEP_NONE)
    ;
}

static void
test_start_state (void)
{
  g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (8);
  QueensBacktrackCounters counters;
  guint row = 99;
  guint column = 99;

  g_assert_true (queens_backtrack_stepper_is_at_start (stepper));
  g_assert_false (queens_backtrack_stepper_is_finished (stepper));
  g_assert_cmpint (queens_backtrack_stepper_back (stepper, NULL, NULL), ==, QUEENS_BACKTRACK_STEP_NONE);

  g_assert_cmpint (queens_backtrack_stepper_forward (stepper, &row, &column), ==, QUEENS_BACKTRACK_STEP_PLACE);
  g_assert_cmpuint (row, ==, 0);
  g_assert_cmpuint (column, ==, 0);
  /* Row 1: columns 0 and 1 are attacked, so the queen lands on column 2. */
  g_assert_cmpint (queens_backtrack_stepper_forward (stepper, &row, &column), ==, QUEENS_BACKTRACK_STEP_PLACE);
  g_assert_cmpuint (row, ==, 1);
  g_assert_cmpuint (column, ==, 2);
  g_assert_cmpuint (queens_backtrack_stepper_get_row_tried (stepper, 1), ==, 3);
  g_assert_cmpuint (queens_backtrack_stepper_get_row_survived (stepper, 1), ==, 1);
  g_assert_true (queens_backtrack_stepper_is_attacked (stepper, 2, 3));
  g_assert_false (queens_backtrack_stepper_is_attacked (stepper, 2, 4));

  queens_backtrack_stepper_get_counters (stepper, &counters);
  g_assert_cmpuint (counters.steps, ==, 2);
  g_assert_cmpuint (counters.nodes, ==, 2);
  g_assert_cmpuint (counters.dead_ends, ==, 0);
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), ==, 2);
  g_assert_cmpuint (queens_backtrack_stepper_get_columns (stepper)[2], ==, QUEENS_NO_QUEEN);
}

/* Forward k steps then back k steps, for many k and several N: the exact
 * starting state every time; and back from each state reaches the state
 * before it. */
static void
test_forward_back_inverse (void)
{
  for (guint n = 1; n <= 9; n++)
    {
      g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (n);
      g_autoptr(QueensBacktrackStepper) start = queens_backtrack_stepper_copy (stepper);
      g_autoptr(QueensBacktrackStepper) previous = NULL;
      guint64 total_steps = 0;

      /* Each single step is undone exactly. */
      while (!queens_backtrack_stepper_is_finished (stepper))
        {
          QueensBacktrackStep forward_kind;
          QueensBacktrackStep back_kind;
          guint forward_row, forward_column, back_row, back_column;

          g_clear_object (&previous);
          previous = queens_backtrack_stepper_copy (stepper);
          forward_kind = queens_backtrack_stepper_forward (stepper, &forward_row, &forward_column);
          g_assert_cmpint (forward_kind, !=, QUEENS_BACKTRACK_STEP_NONE);
          total_steps++;

          back_kind = queens_backtrack_stepper_back (stepper, &back_row, &back_column);
          g_assert_cmpint (back_kind, ==, forward_kind);
          g_assert_cmpuint (back_row, ==, forward_row);
          g_assert_cmpuint (back_column, ==, forward_column);
          g_assert_true (queens_backtrack_stepper_equal (stepper, previous));

          queens_backtrack_stepper_forward (stepper, NULL, NULL);
        }
      g_assert_cmpint (queens_backtrack_stepper_forward (stepper, NULL, NULL), ==, QUEENS_BACKTRACK_STEP_NONE);

      /* The whole run, undone step by step, returns to the start. */
      for (guint64 i = 0; i < total_steps; i++)
        g_assert_cmpint (queens_backtrack_stepper_back (stepper, NULL, NULL), !=, QUEENS_BACKTRACK_STEP_NONE);
      g_assert_true (queens_backtrack_stepper_equal (stepper, start));
      g_assert_true (queens_backtrack_stepper_is_at_start (stepper));
    }
}

/* Forward k, back k from the middle of a run, for a spread of k. */
static void
test_forward_k_back_k (void)
{
  g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (10);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(QueensBacktrackStepper) before = NULL;
      guint k = (guint) g_rand_int_range (rand, 1, 3000);
      guint taken = 0;

      /* Move to some position first. */
      for (guint i = (guint) g_rand_int_range (rand, 0, 500); i > 0; i--)
        queens_backtrack_stepper_forward (stepper, NULL, NULL);

      before = queens_backtrack_stepper_copy (stepper);
      for (guint i = 0; i < k; i++)
        if (queens_backtrack_stepper_forward (stepper, NULL, NULL) != QUEENS_BACKTRACK_STEP_NONE)
          taken++;
      for (guint i = 0; i < taken; i++)
        queens_backtrack_stepper_back (stepper, NULL, NULL);

      g_assert_true (queens_backtrack_stepper_equal (stepper, before));
    }
}

static void
test_counters_n8 (void)
{
  g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (8);
  QueensBacktrackCounters counters;
  guint32 columns[8];
  guint64 placements = 0;
  guint64 solutions = 0;
  guint64 tried_total = 0;
  guint64 survived_total = 0;

  count_placements (8, 0, columns, &placements, &solutions);
  g_assert_cmpuint (solutions, ==, known_counts_total (8));

  run_to_end (stepper);
  queens_backtrack_stepper_get_counters (stepper, &counters);
  g_test_message ("N = 8: %" G_GUINT64_FORMAT " steps, %" G_GUINT64_FORMAT " nodes, %"
                  G_GUINT64_FORMAT " dead ends", counters.steps, counters.nodes, counters.dead_ends);

  g_assert_cmpuint (counters.nodes, ==, placements);
  g_assert_cmpuint (counters.solutions, ==, known_counts_total (8));
  /* Every queen placed is removed again: two steps per node. */
  g_assert_cmpuint (counters.steps, ==, 2 * counters.nodes);
  g_assert_cmpuint (counters.dead_ends, >, 0);
  g_assert_true (queens_backtrack_stepper_is_finished (stepper));

  for (guint row = 0; row < 8; row++)
    {
      guint64 tried = queens_backtrack_stepper_get_row_tried (stepper, row);
      guint64 survived = queens_backtrack_stepper_get_row_survived (stepper, row);

      /* Each visit of a row looks at all of its squares. */
      g_assert_cmpuint (tried % 8, ==, 0);
      g_assert_cmpuint (survived, <=, tried);
      tried_total += tried;
      survived_total += survived;
    }
  g_assert_cmpuint (queens_backtrack_stepper_get_row_tried (stepper, 0), ==, 8);
  g_assert_cmpuint (survived_total, ==, counters.nodes);
  /* Row r is visited once per queen in row r - 1, row 0 once. */
  g_assert_cmpuint (tried_total, ==, 8 * (1 + counters.nodes - queens_backtrack_stepper_get_row_survived (stepper, 7)));
}

static void
test_counters_small_n (void)
{
  for (guint n = 1; n <= 12; n++)
    {
      g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (n);
      QueensBacktrackCounters counters;
      guint32 columns[12];
      guint64 placements = 0;
      guint64 solutions = 0;

      count_placements (n, 0, columns, &placements, &solutions);
      run_to_end (stepper);
      queens_backtrack_stepper_get_counters (stepper, &counters);
      g_assert_cmpuint (counters.nodes, ==, placements);
      g_assert_cmpuint (counters.solutions, ==, solutions);
      g_assert_cmpuint (counters.solutions, ==, known_counts_total (n));
    }
}

typedef struct
{
  GByteArray *columns;
  guint64     n_solutions;
} Collected;

static void
collect_batch (const guint8 *columns,
               gsize         n_solutions,
               guint         n,
               gpointer      user_data)
{
  Collected *collected = user_data;

  g_byte_array_append (collected->columns, columns, (guint) (n_solutions * n));
  collected->n_solutions += n_solutions;
}

/* The 92 solutions of N = 8 appear in lexicographic order, and they are
 * the solver's, in the solver's order. */
static void
test_solutions_lexicographic (void)
{
  g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (8);
  g_autoptr(GByteArray) seen = g_byte_array_new ();
  g_autoptr(GError) error = NULL;
  Collected solver = { g_byte_array_new (), 0 };
  guint64 found = 0;

  g_assert_true (queens_solver_enumerate (8, 16, 0, collect_batch, NULL, &solver,
                                          NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (solver.n_solutions, ==, 92);

  while (queens_backtrack_stepper_forward (stepper, NULL, NULL) != QUEENS_BACKTRACK_STEP_NONE)
    {
      QueensBacktrackCounters counters;

      if (!queens_backtrack_stepper_is_solution (stepper))
        continue;

      found++;
      queens_backtrack_stepper_get_counters (stepper, &counters);
      g_assert_cmpuint (counters.solutions, ==, found);
      for (guint row = 0; row < 8; row++)
        {
          guint8 column = (guint8) queens_backtrack_stepper_get_columns (stepper)[row];
          g_byte_array_append (seen, &column, 1);
        }
    }

  g_assert_cmpuint (found, ==, 92);
  for (guint64 i = 1; i < found; i++)
    g_assert_cmpint (memcmp (seen->data + (i - 1) * 8, seen->data + i * 8, 8), <, 0);
  g_assert_cmpmem (seen->data, seen->len, solver.columns->data, solver.columns->len);

  g_byte_array_unref (solver.columns);
}

static void
test_largest_n (void)
{
  g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (QUEENS_BACKTRACK_STEPPER_MAX_N);
  g_autoptr(QueensBacktrackStepper) start = queens_backtrack_stepper_copy (stepper);
  guint64 steps = 0;

  /* The plain search needs far too long to finish N = 32; a few hundred
   * thousand steps deep into it, every placed queen must still be safe
   * and the way back must still be exact. */
  while (steps < 300000)
    {
      g_assert_cmpint (queens_backtrack_stepper_forward (stepper, NULL, NULL), !=, QUEENS_BACKTRACK_STEP_NONE);
      steps++;
    }
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), >, 8);

  for (guint row = 0; row < QUEENS_BACKTRACK_STEPPER_MAX_N; row++)
    for (guint column = 0; column < QUEENS_BACKTRACK_STEPPER_MAX_N; column++)
      if (queens_backtrack_stepper_get_columns (stepper)[row] == column)
        g_assert_false (queens_backtrack_stepper_is_attacked (stepper, row, column));

  for (guint64 i = 0; i < steps; i++)
    queens_backtrack_stepper_back (stepper, NULL, NULL);
  g_assert_true (queens_backtrack_stepper_equal (stepper, start));
}

/* Seeking to every placement the search makes gives exactly the state
 * stepping there gives, counters included. */
static void
test_seek_matches_stepping (void)
{
  for (guint n = 1; n <= 7; n++)
    {
      g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (n);
      g_autoptr(QueensBacktrackStepper) seeker = queens_backtrack_stepper_new (n);
      guint placements = 0;

      while (queens_backtrack_stepper_forward (stepper, NULL, NULL) != QUEENS_BACKTRACK_STEP_NONE)
        {
          guint depth = queens_backtrack_stepper_get_depth (stepper);

          if (queens_backtrack_stepper_get_cursor (stepper) >= 0)
            continue;
          /* From wherever the last seek left it. */
          g_assert_true (queens_backtrack_stepper_seek (seeker, queens_backtrack_stepper_get_columns (stepper),
                                                        depth));
          g_assert_true (queens_backtrack_stepper_equal (seeker, stepper));
          placements++;
        }
      g_assert_cmpuint (placements, >, 0);

      g_assert_true (queens_backtrack_stepper_seek (seeker, NULL, 0));
      g_assert_true (queens_backtrack_stepper_is_at_start (seeker));
    }
}

/* After a seek the search goes on from there, forward and back. */
static void
test_seek_then_step (void)
{
  g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (8);
  g_autoptr(QueensBacktrackStepper) seeker = queens_backtrack_stepper_new (8);
  /* The second solution, 1 6 8 3 7 4 2 5. */
  const guint32 second[] = { 0, 5, 7, 2, 6, 3, 1, 4 };
  QueensBacktrackCounters counters;

  g_assert_true (queens_backtrack_stepper_seek (seeker, second, 8));
  queens_backtrack_stepper_get_counters (seeker, &counters);
  g_assert_cmpuint (counters.solutions, ==, 2);
  g_assert_true (queens_backtrack_stepper_is_solution (seeker));

  for (guint64 i = 0; i < counters.steps; i++)
    queens_backtrack_stepper_forward (stepper, NULL, NULL);
  g_assert_true (queens_backtrack_stepper_equal (seeker, stepper));

  for (guint i = 0; i < 50; i++)
    {
      queens_backtrack_stepper_forward (seeker, NULL, NULL);
      queens_backtrack_stepper_forward (stepper, NULL, NULL);
      g_assert_true (queens_backtrack_stepper_equal (seeker, stepper));
    }
  g_assert_true (queens_backtrack_stepper_seek (seeker, second, 8));
  /* The stepper is 50 steps further on. */
  for (guint i = 0; i < 60; i++)
    queens_backtrack_stepper_back (seeker, NULL, NULL);
  for (guint i = 0; i < 110; i++)
    queens_backtrack_stepper_back (stepper, NULL, NULL);
  g_assert_true (queens_backtrack_stepper_equal (seeker, stepper));
}

/* A path with an attacked or missing square is refused, and the
 * stepper stays where it was. */
static void
test_seek_refused (void)
{
  g_autoptr(QueensBacktrackStepper) stepper = queens_backtrack_stepper_new (6);
  g_autoptr(QueensBacktrackStepper) before = NULL;
  const guint32 attacked[] = { 2, 3 };
  const guint32 same_column[] = { 1, 3, 1 };
  const guint32 outside[] = { 6 };
  const guint32 too_long[] = { 1, 3, 5, 0, 2, 4, 1 };

  for (guint i = 0; i < 17; i++)
    queens_backtrack_stepper_forward (stepper, NULL, NULL);
  before = queens_backtrack_stepper_copy (stepper);

  g_assert_false (queens_backtrack_stepper_seek (stepper, attacked, 2));
  g_assert_false (queens_backtrack_stepper_seek (stepper, same_column, 3));
  g_assert_false (queens_backtrack_stepper_seek (stepper, outside, 1));
  g_assert_false (queens_backtrack_stepper_seek (stepper, too_long, 7));
  g_assert_true (queens_backtrack_stepper_equal (stepper, before));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/backtrack-stepper/start", test_start_state);
  g_test_add_func ("/backtrack-stepper/inverse/every-step", test_forward_back_inverse);
  g_test_add_func ("/backtrack-stepper/inverse/forward-k-back-k", test_forward_k_back_k);
  g_test_add_func ("/backtrack-stepper/counters/n8", test_counters_n8);
  g_test_add_func ("/backtrack-stepper/counters/small-n", test_counters_small_n);
  g_test_add_func ("/backtrack-stepper/solutions/lexicographic", test_solutions_lexicographic);
  g_test_add_func ("/backtrack-stepper/largest-n", test_largest_n);
  g_test_add_func ("/backtrack-stepper/seek/every-placement", test_seek_matches_stepping);
  g_test_add_func ("/backtrack-stepper/seek/then-step", test_seek_then_step);
  g_test_add_func ("/backtrack-stepper/seek/refused", test_seek_refused);

  return g_test_run ();
}
