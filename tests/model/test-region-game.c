/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-region-game.c: a region puzzle played without a window: marks,
 * undo, clashes, hints to the end, the clock */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-region-game.h"
#include "queens-region-generator.h"
#include "queens-region-solver.h"

/* A test's clock: the time is what the test says. */
static gint64
fake_clock (gpointer user_data)
{
  return *(gint64 *) user_data;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static QueensRegionGame *
new_game (guint                  n,
          guint64                seed,
          QueensRegionDifficulty difficulty,
          guint8                *out_answer)
{
  g_autoptr(QueensRegionGrid) grid = queens_region_generate (n, seed, difficulty);

  g_assert_cmpuint (queens_region_solver_count (grid, 2, out_answer, NULL), ==, 1);
  return queens_region_game_new (grid, difficulty, NULL);
}

/* Clicks cycle, moves undo and redo, a drag is one move, and the game
 * is freed with its last reference. */
static void
test_region_game_marks_and_undo (void)
{
  guint8 answer[QUEENS_REGION_MAX_N];
  QueensRegionGame *game = new_game (6, 3, QUEENS_REGION_EASY, answer);
  guint undo_notifies = 0;

  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &game);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_notify), &undo_notifies);

  g_assert_false (queens_region_game_can_undo (game));
  g_assert_true (queens_region_game_cycle (game, 0, 0));
  g_assert_cmpint (queens_region_game_get_mark (game, 0, 0), ==, QUEENS_REGION_MARK_CROSS);
  g_assert_true (queens_region_game_cycle (game, 0, 0));
  g_assert_cmpint (queens_region_game_get_mark (game, 0, 0), ==, QUEENS_REGION_MARK_QUEEN);
  g_assert_true (queens_region_game_cycle (game, 0, 0));
  g_assert_cmpint (queens_region_game_get_mark (game, 0, 0), ==, QUEENS_REGION_MARK_EMPTY);
  g_assert_cmpuint (undo_notifies, >, 0);
  g_assert_true (queens_region_game_can_undo (game));

  /* A drag: three crosses, one move. */
  queens_region_game_begin_move (game);
  for (guint column = 0; column < 3; column++)
    queens_region_game_set_mark (game, 5, column, QUEENS_REGION_MARK_CROSS);
  queens_region_game_end_move (game);
  g_assert_true (queens_region_game_undo (game));
  for (guint column = 0; column < 3; column++)
    g_assert_cmpint (queens_region_game_get_mark (game, 5, column), ==, QUEENS_REGION_MARK_EMPTY);
  g_assert_true (queens_region_game_can_redo (game));
  g_assert_true (queens_region_game_redo (game));
  g_assert_cmpint (queens_region_game_get_mark (game, 5, 2), ==, QUEENS_REGION_MARK_CROSS);
  g_assert_false (queens_region_game_redo (game));

  /* Undo the third click: the queen comes back. */
  g_assert_true (queens_region_game_undo (game));
  g_assert_true (queens_region_game_undo (game));
  g_assert_cmpint (queens_region_game_get_mark (game, 0, 0), ==, QUEENS_REGION_MARK_QUEEN);

  /* Clear is one move too. */
  g_assert_true (queens_region_game_clear (game));
  g_assert_cmpuint (queens_region_game_get_n_queens (game), ==, 0);
  g_assert_true (queens_region_game_undo (game));
  g_assert_cmpuint (queens_region_game_get_n_queens (game), ==, 1);

  g_object_unref (game);
  g_assert_null (game);
}

/* Queens clash in a row, a column, a region or touching; what a queen
 * rules out is what automatic crosses show. */
static void
test_region_game_clashes (void)
{
  guint8 answer[QUEENS_REGION_MAX_N];
  g_autoptr(QueensRegionGame) game = new_game (7, 11, QUEENS_REGION_MEDIUM, answer);
  QueensRegionGrid *grid = queens_region_game_get_grid (game);
  guint other_row = 3, other_column = 3;

  queens_region_game_set_mark (game, 3, 3, QUEENS_REGION_MARK_QUEEN);
  g_assert_false (queens_region_game_is_clash (game, 3, 3));
  g_assert_true (queens_region_game_is_ruled_out (game, 3, 6));
  g_assert_true (queens_region_game_is_ruled_out (game, 0, 3));
  g_assert_true (queens_region_game_is_ruled_out (game, 2, 2));
  g_assert_false (queens_region_game_is_ruled_out (game, 3, 3));

  /* Touching at a corner. */
  queens_region_game_set_mark (game, 4, 4, QUEENS_REGION_MARK_QUEEN);
  g_assert_true (queens_region_game_is_clash (game, 3, 3));
  g_assert_true (queens_region_game_is_clash (game, 4, 4));
  queens_region_game_undo (game);
  g_assert_false (queens_region_game_is_clash (game, 3, 3));

  /* Far off, in the same region: some square of (3, 3)'s region not
   * in its row, column or neighbourhood, if the region has one. */
  for (guint row = 0; row < 7; row++)
    for (guint column = 0; column < 7; column++)
      if (ABS ((int) row - 3) > 1 && ABS ((int) column - 3) > 1
          && queens_region_grid_get_region (grid, row, column) == queens_region_grid_get_region (grid, 3, 3))
        other_row = row, other_column = column;
  if (other_row != 3)
    {
      g_assert_true (queens_region_game_is_ruled_out (game, other_row, other_column));
      queens_region_game_set_mark (game, other_row, other_column, QUEENS_REGION_MARK_QUEEN);
      g_assert_true (queens_region_game_is_clash (game, 3, 3));
      g_assert_true (queens_region_game_is_clash (game, other_row, other_column));
    }
}

/* The answer placed by hand solves the game, which then takes no marks
 * and says its time. */
static void
test_region_game_solve_by_hand (void)
{
  guint8 answer[QUEENS_REGION_MAX_N];
  g_autoptr(QueensRegionGame) game = new_game (8, 5, QUEENS_REGION_HARD, answer);
  gint64 now = 1000 * G_USEC_PER_SEC;
  guint solved_notifies = 0;
  g_autofree char *describe = NULL;

  queens_region_game_set_clock (game, fake_clock, &now);
  g_signal_connect (game, "notify::solved", G_CALLBACK (count_notify), &solved_notifies);

  for (guint row = 0; row < 8; row++)
    {
      g_assert_false (queens_region_game_get_solved (game));
      queens_region_game_set_mark (game, row, answer[row], QUEENS_REGION_MARK_QUEEN);
      now += 10 * G_USEC_PER_SEC;
    }
  g_assert_true (queens_region_game_get_solved (game));
  g_assert_cmpuint (solved_notifies, ==, 1);
  g_assert_false (queens_region_game_get_helped (game));
  /* From the first move to the last: seven gaps of ten seconds. */
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 70 * G_USEC_PER_SEC);
  describe = queens_region_game_describe (game);
  g_assert_cmpstr (describe, ==, "Solved in 1:10");

  g_assert_false (queens_region_game_set_mark (game, 0, answer[0], QUEENS_REGION_MARK_EMPTY));
  g_assert_false (queens_region_game_can_undo (game));
  g_assert_false (queens_region_game_hint (game));
}

/* Hints pressed twice at a time solve every size's puzzle, each first
 * press with words and highlighted squares. */
static void
test_region_game_hints_solve (void)
{
  for (guint n = QUEENS_REGION_GENERATE_MIN_N; n <= 10; n++)
    for (QueensRegionDifficulty difficulty = QUEENS_REGION_EASY; difficulty <= QUEENS_REGION_HARD; difficulty++)
      {
        guint8 answer[QUEENS_REGION_MAX_N];
        g_autoptr(QueensRegionGame) game = new_game (n, 100 + n, difficulty, answer);
        g_autofree char *describe = NULL;
        guint presses = 0;

        while (!queens_region_game_get_solved (game))
          {
            gboolean lit = FALSE;

            g_assert_true (queens_region_game_hint (game));
            g_assert_nonnull (queens_region_game_get_message (game));
            for (guint i = 0; i < n * n; i++)
              lit |= queens_region_game_is_highlighted (game, i / n, i % n);
            g_assert_true (lit);
            g_assert_true (queens_region_game_hint (game));
            g_assert_cmpuint (++presses, <, 2 * n * n);
          }
        for (guint row = 0; row < n; row++)
          g_assert_cmpint (queens_region_game_get_mark (game, row, answer[row]), ==, QUEENS_REGION_MARK_QUEEN);
        g_assert_true (queens_region_game_get_helped (game));
        describe = queens_region_game_describe (game);
        g_assert_true (g_str_has_suffix (describe, "with hints"));
      }
}

/* A wrong queen or a cross on the answer is named before any step, and
 * a move drops the hint on show. */
static void
test_region_game_hint_names_mistakes (void)
{
  guint8 answer[QUEENS_REGION_MAX_N];
  g_autoptr(QueensRegionGame) game = new_game (6, 21, QUEENS_REGION_EASY, answer);
  guint wrong = (answer[2] + 3) % 6;
  g_autofree char *expected = g_strdup_printf ("The queen on row 3, column %u is not in the answer: take it off.", wrong + 1);
  g_autofree char *crossed = g_strdup_printf ("The cross on row 2, column %u covers the answer's queen: take it off.", answer[1] + 1);

  queens_region_game_set_mark (game, 2, wrong, QUEENS_REGION_MARK_QUEEN);
  queens_region_game_hint (game);
  g_assert_cmpstr (queens_region_game_get_message (game), ==, expected);
  g_assert_true (queens_region_game_is_highlighted (game, 2, wrong));
  /* The second press still names it: nothing is carried out. */
  queens_region_game_hint (game);
  g_assert_cmpint (queens_region_game_get_mark (game, 2, wrong), ==, QUEENS_REGION_MARK_QUEEN);

  queens_region_game_set_mark (game, 2, wrong, QUEENS_REGION_MARK_EMPTY);
  g_assert_null (queens_region_game_get_message (game));
  g_assert_false (queens_region_game_is_highlighted (game, 2, wrong));
  queens_region_game_set_mark (game, 1, answer[1], QUEENS_REGION_MARK_CROSS);
  queens_region_game_hint (game);
  g_assert_cmpstr (queens_region_game_get_message (game), ==, crossed);
}

/* The clock starts at the first move, stands still while paused and
 * stops at the solve. */
static void
test_region_game_clock (void)
{
  guint8 answer[QUEENS_REGION_MAX_N];
  g_autoptr(QueensRegionGame) game = new_game (5, 2, QUEENS_REGION_EASY, answer);
  gint64 now = 50 * G_USEC_PER_SEC;
  g_autofree char *describe = NULL;

  queens_region_game_set_clock (game, fake_clock, &now);
  now += 30 * G_USEC_PER_SEC;
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 0);
  queens_region_game_cycle (game, 0, 0);
  now += 65 * G_USEC_PER_SEC;
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 65 * G_USEC_PER_SEC);
  describe = queens_region_game_describe (game);
  g_assert_cmpstr (describe, ==, "Easy · 5 × 5 · 1:05");

  queens_region_game_set_paused (game, TRUE);
  g_assert_true (queens_region_game_get_paused (game));
  now += 600 * G_USEC_PER_SEC;
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 65 * G_USEC_PER_SEC);
  queens_region_game_set_paused (game, FALSE);
  now += 5 * G_USEC_PER_SEC;
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 70 * G_USEC_PER_SEC);
}

/* Every square says its row, column, region and state. */
static void
test_region_game_square_names (void)
{
  guint8 answer[QUEENS_REGION_MAX_N];
  g_autoptr(QueensRegionGame) game = new_game (6, 8, QUEENS_REGION_EASY, answer);
  char letter = queens_region_letter (queens_region_grid_get_region (queens_region_game_get_grid (game), 1, 4));
  g_autofree char *empty = NULL;
  g_autofree char *queen = NULL;
  g_autofree char *expected = g_strdup_printf ("Row 2, column 5, region %c: queen", letter);

  empty = queens_region_game_describe_square (game, 1, 4);
  g_assert_true (g_str_has_suffix (empty, ": empty"));
  queens_region_game_set_mark (game, 1, 4, QUEENS_REGION_MARK_QUEEN);
  queens_region_game_set_mark (game, 1, 5, QUEENS_REGION_MARK_CROSS);
  queens_region_game_set_mark (game, 1, 5, QUEENS_REGION_MARK_CROSS);
  queen = queens_region_game_describe_square (game, 1, 4);
  g_assert_cmpstr (queen, ==, expected);
}

/* A saved game comes back with its grid, marks, day, hints and time;
 * text that is no saved game is refused. */
static void
test_region_game_save_restore (void)
{
  guint8 answer[QUEENS_REGION_MAX_N];
  g_autoptr(QueensRegionGame) game = new_game (7, 9, QUEENS_REGION_MEDIUM, answer);
  g_autoptr(QueensRegionGame) back = NULL;
  g_autoptr(QueensRegionGame) fresh = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  g_autofree char *again = NULL;
  g_autofree char *grid = NULL;
  g_autofree char *grid_back = NULL;
  gint64 now = 10 * G_USEC_PER_SEC;
  static const char * const bad[] = {
    "", "ABC;easy;;...;0;", "AAAAA/BBBBB;easy;;.........................;0;",
  };

  queens_region_game_set_clock (game, fake_clock, &now);
  queens_region_game_set_mark (game, 0, answer[0], QUEENS_REGION_MARK_QUEEN);
  queens_region_game_set_mark (game, 6, 0, QUEENS_REGION_MARK_CROSS);
  queens_region_game_hint (game);
  queens_region_game_hint (game);
  now += 83 * G_USEC_PER_SEC;
  state = queens_region_game_save (game);
  g_assert_true (g_str_has_suffix (state, ";83;helped"));

  back = queens_region_game_restore (state, &error);
  g_assert_no_error (error);
  grid = queens_region_grid_to_text (queens_region_game_get_grid (game));
  grid_back = queens_region_grid_to_text (queens_region_game_get_grid (back));
  g_assert_cmpstr (grid_back, ==, grid);
  g_assert_cmpint (queens_region_game_get_difficulty (back), ==, QUEENS_REGION_MEDIUM);
  g_assert_null (queens_region_game_get_day (back));
  for (guint row = 0; row < 7; row++)
    for (guint column = 0; column < 7; column++)
      g_assert_cmpint (queens_region_game_get_mark (back, row, column), ==,
                       queens_region_game_get_mark (game, row, column));
  g_assert_true (queens_region_game_get_helped (back));
  g_assert_cmpint (queens_region_game_get_elapsed (back) / G_USEC_PER_SEC, ==, 83);
  g_assert_false (queens_region_game_can_undo (back));

  /* A day survives too, and a game not begun keeps its clock still. */
  fresh = queens_region_game_new (queens_region_game_get_grid (game), QUEENS_REGION_EASY, "2026-11-27");
  again = queens_region_game_save (fresh);
  g_clear_object (&fresh);
  fresh = queens_region_game_restore (again, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (queens_region_game_get_day (fresh), ==, "2026-11-27");
  g_assert_cmpint (queens_region_game_get_elapsed (fresh), ==, 0);

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) refusal = NULL;

      g_assert_null (queens_region_game_restore (bad[i], &refusal));
      g_assert_error (refusal, QUEENS_REGION_ERROR, refusal->code);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/region-game/marks-and-undo", test_region_game_marks_and_undo);
  g_test_add_func ("/region-game/clashes", test_region_game_clashes);
  g_test_add_func ("/region-game/solve-by-hand", test_region_game_solve_by_hand);
  g_test_add_func ("/region-game/hints-solve", test_region_game_hints_solve);
  g_test_add_func ("/region-game/hint-names-mistakes", test_region_game_hint_names_mistakes);
  g_test_add_func ("/region-game/clock", test_region_game_clock);
  g_test_add_func ("/region-game/square-names", test_region_game_square_names);
  g_test_add_func ("/region-game/save-restore", test_region_game_save_restore);

  return g_test_run ();
}
