/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-min-conflicts-stepper.c: the step-by-step local search of watch mode */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-min-conflicts-stepper.h"

/* Attacking pairs and per-row attackers, counted the slow way. */
static guint
count_pairs (guint          n,
             const guint32 *columns)
{
  guint pairs = 0;

  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      {
        gint64 dc = (gint64) columns[b] - columns[a];

        if (dc == 0 || dc == (gint64) (b - a) || -dc == (gint64) (b - a))
          pairs++;
      }

  return pairs;
}

static guint
count_row_attackers (guint          n,
                     const guint32 *columns,
                     guint          row)
{
  guint attackers = 0;

  for (guint other = 0; other < n; other++)
    {
      gint64 dc = (gint64) columns[other] - columns[row];
      gint64 dr = (gint64) other - row;

      if (other != row && (dc == 0 || dc == dr || dc == -dr))
        attackers++;
    }

  return attackers;
}

static void
assert_counters_match (QueensMinConflictsStepper *stepper)
{
  guint n = queens_min_conflicts_stepper_get_n (stepper);
  const guint32 *columns = queens_min_conflicts_stepper_get_columns (stepper);
  guint pairs = count_pairs (n, columns);

  for (guint row = 0; row < n; row++)
    {
      g_assert_cmpuint (columns[row], <, n);
      g_assert_cmpuint (queens_min_conflicts_stepper_get_row_conflicts (stepper, row), ==,
                        count_row_attackers (n, columns, row));
    }
  g_assert_cmpuint (queens_min_conflicts_stepper_get_conflicts (stepper), ==, pairs);
  g_assert_cmpint (queens_min_conflicts_stepper_is_solution (stepper), ==, pairs == 0);
}

/* Every move takes an attacked queen (nearly always the most attacked)
 * elsewhere in its row, the counters stay exact, and the search ends in a
 * solution, for many seeds. */
static void
test_moves_and_solution (void)
{
  static const guint sizes[] = { 4, 5, 8, 13, 16, 32, 64 };
  guint64 all_moves = 0, worst_moves = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sizes) * 10; i++)
    {
      guint n = sizes[i % G_N_ELEMENTS (sizes)];
      g_autoptr(QueensMinConflictsStepper) stepper = queens_min_conflicts_stepper_new (n, i);
      g_autofree guint32 *before = g_new (guint32, n);
      guint64 moves = 0;

      assert_counters_match (stepper);
      while (!queens_min_conflicts_stepper_is_solution (stepper))
        {
          guint row, from, to, most = 0;

          memcpy (before, queens_min_conflicts_stepper_get_columns (stepper), n * sizeof (guint32));
          for (guint r = 0; r < n; r++)
            most = MAX (most, count_row_attackers (n, before, r));

          g_assert_true (queens_min_conflicts_stepper_forward (stepper, &row, &from, &to));
          moves++;
          g_assert_cmpuint (count_row_attackers (n, before, row), >, 0);
          if (count_row_attackers (n, before, row) == most)
            worst_moves++;
          all_moves++;
          g_assert_cmpuint (from, ==, before[row]);
          g_assert_cmpuint (to, !=, from);
          g_assert_cmpuint (queens_min_conflicts_stepper_get_columns (stepper)[row], ==, to);
          for (guint r = 0; r < n; r++)
            if (r != row)
              g_assert_cmpuint (queens_min_conflicts_stepper_get_columns (stepper)[r], ==, before[r]);
          assert_counters_match (stepper);
          g_assert_cmpuint (queens_min_conflicts_stepper_get_steps (stepper), ==, moves);
          /* Local search has no proof of progress; a bound keeps a broken
           * search from looping for ever. */
          g_assert_cmpuint (moves, <, 200000);
        }
      g_assert_false (queens_min_conflicts_stepper_forward (stepper, NULL, NULL, NULL));
      g_test_message ("n = %u solved in %" G_GUINT64_FORMAT " moves", n, moves);
    }

  /* One step in ten may take a random attacked queen (which may be a most
   * attacked one too): the rest take a most attacked queen. */
  g_test_message ("%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " moves took a most attacked queen",
                  worst_moves, all_moves);
  g_assert_cmpfloat ((double) worst_moves, >=, 0.8 * all_moves);
}

/* Back undoes a move exactly; forward again replays the same move. */
static void
test_back_and_replay (void)
{
  const guint n = 16;
  g_autoptr(QueensMinConflictsStepper) stepper = queens_min_conflicts_stepper_new (n, 7);
  g_autoptr(GArray) history = g_array_new (FALSE, FALSE, sizeof (guint32) * n);
  guint64 moves = 0;

  g_assert_false (queens_min_conflicts_stepper_can_back (stepper));
  g_assert_false (queens_min_conflicts_stepper_back (stepper, NULL, NULL, NULL));

  g_array_append_vals (history, queens_min_conflicts_stepper_get_columns (stepper), 1);
  while (queens_min_conflicts_stepper_forward (stepper, NULL, NULL, NULL))
    {
      g_array_append_vals (history, queens_min_conflicts_stepper_get_columns (stepper), 1);
      moves++;
      g_assert_cmpuint (moves, <, QUEENS_MIN_CONFLICTS_STEPPER_HISTORY);
    }
  g_assert_true (queens_min_conflicts_stepper_is_solution (stepper));

  for (guint64 k = moves; k > 0; k--)
    {
      guint row, from, to;
      const guint32 *expected = &g_array_index (history, guint32, 0) + (gsize) (k - 1) * n;
      g_assert_true (queens_min_conflicts_stepper_back (stepper, &row, &from, &to));
      g_assert_cmpmem (queens_min_conflicts_stepper_get_columns (stepper), n * sizeof (guint32),
                       expected, n * sizeof (guint32));
      g_assert_cmpuint (queens_min_conflicts_stepper_get_steps (stepper), ==, k - 1);
      assert_counters_match (stepper);
    }
  g_assert_false (queens_min_conflicts_stepper_can_back (stepper));

  /* Forward again: the very same positions. */
  for (guint64 k = 1; k <= moves; k++)
    {
      g_assert_true (queens_min_conflicts_stepper_forward (stepper, NULL, NULL, NULL));
      g_assert_cmpmem (queens_min_conflicts_stepper_get_columns (stepper), n * sizeof (guint32),
                       &g_array_index (history, guint32, 0) + (gsize) k * n, n * sizeof (guint32));
    }
}

/* Past the history, back refuses: after more than the history's size in
 * moves it succeeds exactly that many times, each time onto the position
 * of that move, then stops at the position from that many moves ago.  A
 * small history keeps the run short; the ring is the same at any size. */
static void
test_back_history_limit (void)
{
  const guint n = 40;
  const guint history_size = 16;
  const guint64 total = history_size + 9;
  g_autoptr(QueensMinConflictsStepper) stepper = NULL;
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (guint32) * n);
  g_autofree guint32 *limit = NULL;
  guint64 seed;

  /* A run that has not solved the board after @total moves. */
  for (seed = 1; seed <= 200; seed++)
    {
      g_clear_object (&stepper);
      g_array_set_size (positions, 0);
      stepper = queens_min_conflicts_stepper_new_with_history (n, seed, history_size);
      g_array_append_vals (positions, queens_min_conflicts_stepper_get_columns (stepper), 1);
      while (positions->len <= total
             && queens_min_conflicts_stepper_forward (stepper, NULL, NULL, NULL))
        g_array_append_vals (positions, queens_min_conflicts_stepper_get_columns (stepper), 1);
      if (positions->len > total)
        break;
    }
  g_test_message ("N = %u, seed %" G_GUINT64_FORMAT " made %" G_GUINT64_FORMAT " moves", n, seed, total);
  g_assert_cmpuint (positions->len, ==, total + 1);
  g_assert_cmpuint (queens_min_conflicts_stepper_get_steps (stepper), ==, total);

  for (guint64 k = 1; k <= history_size; k++)
    {
      const guint32 *expected = &g_array_index (positions, guint32, 0) + (gsize) (total - k) * n;

      g_assert_true (queens_min_conflicts_stepper_can_back (stepper));
      g_assert_true (queens_min_conflicts_stepper_back (stepper, NULL, NULL, NULL));
      g_assert_cmpmem (queens_min_conflicts_stepper_get_columns (stepper), n * sizeof (guint32),
                       expected, n * sizeof (guint32));
    }
  assert_counters_match (stepper);
  g_assert_cmpuint (queens_min_conflicts_stepper_get_steps (stepper), ==, total - history_size);

  /* The limit: refused, and nothing moves. */
  limit = g_memdup2 (queens_min_conflicts_stepper_get_columns (stepper), n * sizeof (guint32));
  g_assert_false (queens_min_conflicts_stepper_can_back (stepper));
  g_assert_false (queens_min_conflicts_stepper_back (stepper, NULL, NULL, NULL));
  g_assert_cmpmem (queens_min_conflicts_stepper_get_columns (stepper), n * sizeof (guint32),
                   limit, n * sizeof (guint32));
  g_assert_cmpmem (limit, n * sizeof (guint32),
                   &g_array_index (positions, guint32, 0) + (gsize) (total - history_size) * n,
                   n * sizeof (guint32));
  g_assert_cmpuint (queens_min_conflicts_stepper_get_steps (stepper), ==, total - history_size);

  /* Forward from there replays the same moves. */
  for (guint64 k = total - history_size + 1; k <= total; k++)
    {
      g_assert_true (queens_min_conflicts_stepper_forward (stepper, NULL, NULL, NULL));
      g_assert_cmpmem (queens_min_conflicts_stepper_get_columns (stepper), n * sizeof (guint32),
                       &g_array_index (positions, guint32, 0) + (gsize) k * n, n * sizeof (guint32));
    }
}

/* Every run ends in a solution: small boards with few solutions (N = 6
 * has four) once kept some seeds among positions without one for a
 * million moves. */
static void
test_always_solves (void)
{
  for (guint n = QUEENS_MIN_CONFLICTS_STEPPER_MIN_N; n <= 16; n++)
    for (guint64 seed = 1; seed <= 200; seed++)
      {
        g_autoptr(QueensMinConflictsStepper) stepper = queens_min_conflicts_stepper_new (n, seed);
        guint64 moves = 0;

        while (queens_min_conflicts_stepper_forward (stepper, NULL, NULL, NULL))
          {
            moves++;
            if (moves > 200000)
              g_error ("N = %u, seed %" G_GUINT64_FORMAT ": no solution after %" G_GUINT64_FORMAT " moves",
                       n, seed, moves);
          }
        g_assert_true (queens_min_conflicts_stepper_is_solution (stepper));
        g_assert_cmpuint (queens_min_conflicts_stepper_get_conflicts (stepper), ==, 0);
      }
}

/* The same seed gives the same start and moves; another seed, another. */
static void
test_seed (void)
{
  const guint n = 24;
  g_autoptr(QueensMinConflictsStepper) a = queens_min_conflicts_stepper_new (n, 42);
  g_autoptr(QueensMinConflictsStepper) b = queens_min_conflicts_stepper_new (n, 42);
  g_autoptr(QueensMinConflictsStepper) c = queens_min_conflicts_stepper_new (n, 43);
  gboolean more_a = TRUE, more_b = TRUE;

  g_assert_false (memcmp (queens_min_conflicts_stepper_get_columns (a),
                          queens_min_conflicts_stepper_get_columns (c), n * sizeof (guint32)) == 0);
  while (more_a || more_b)
    {
      g_assert_cmpmem (queens_min_conflicts_stepper_get_columns (a), n * sizeof (guint32),
                       queens_min_conflicts_stepper_get_columns (b), n * sizeof (guint32));
      more_a = queens_min_conflicts_stepper_forward (a, NULL, NULL, NULL);
      more_b = queens_min_conflicts_stepper_forward (b, NULL, NULL, NULL);
      g_assert_cmpint (more_a, ==, more_b);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/min-conflicts-stepper/moves-and-solution", test_moves_and_solution);
  g_test_add_func ("/min-conflicts-stepper/back-and-replay", test_back_and_replay);
  g_test_add_func ("/min-conflicts-stepper/back-history-limit", test_back_history_limit);
  g_test_add_func ("/min-conflicts-stepper/always-solves", test_always_solves);
  g_test_add_func ("/min-conflicts-stepper/seed", test_seed);

  return g_test_run ();
}
