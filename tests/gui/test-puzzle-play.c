/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-puzzle-play.c: puzzles in the Play page, played to the end
 * through the window's actions, and kept across a restart (needs a
 * display: run under Xvfb)
 *
 * With "--shots DIR [dark]" it takes screenshots of a puzzle, a hint, a
 * square ruled out and the solved moment instead of testing (ImageMagick's
 * import, under Xvfb); QUEENS_LOCALE_DIR names the build's catalogues.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "puzzle-brute-force.h"
#include "queens-board-view.h"
#include "queens-play-session.h"
#include "queens-puzzle-game.h"
#include "queens-puzzle.h"
#include "queens-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "menu-models.h"
#include "window-helpers.h"

static void
activate (QueensWindow *window,
          const char   *action,
          GVariant     *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

static gboolean
action_enabled (QueensWindow *window,
                const char   *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

static QueensWindow *
open_play_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  if (queens_window_is_searching (window) && n > 16)
    activate (window, "stop", NULL);
  wait_for (window_is_idle, window, "the search to settle");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));
  g_assert_nonnull (queens_window_get_play_session (window));
  return window;
}

static QueensBoard *
board_of (QueensWindow *window)
{
  return queens_play_session_get_board (queens_window_get_play_session (window));
}

/* The puzzle on the board, read back from its given queens: the tests'
 * brute force confirms that it has one answer. */
static QueensPuzzle *
puzzle_of (QueensWindow *window)
{
  QueensBoard *fixed = queens_play_session_get_fixed (queens_window_get_play_session (window));
  g_autoptr(GError) error = NULL;
  QueensPuzzle *puzzle;
  gint32 given[32];
  guint32 columns[32];
  guint n, row;

  g_assert_nonnull (fixed);
  n = queens_board_get_n (fixed);
  g_assert_true (queens_board_get_columns (fixed, columns));
  for (row = 0; row < n; row++)
    given[row] = columns[row] == QUEENS_NO_QUEEN ? -1 : (gint32) columns[row];
  g_assert_cmpuint (brute_force_count_completions (n, given, 2), ==, 1);

  puzzle = queens_puzzle_new_from_board (fixed, &error);
  g_assert_no_error (error);
  return puzzle;
}

static void
toggle (QueensWindow *window,
        guint         row,
        guint         column)
{
  activate (window, "toggle-queen", g_variant_new ("(ii)", (gint32) row + 1, (gint32) column + 1));
}

/* Every given queen on the board and in the settings' saved state. */
static void
assert_givens_kept (QueensWindow *window,
                    QueensPuzzle *puzzle)
{
  g_autoptr(GArray) givens = queens_board_list_queens (queens_puzzle_get_givens (puzzle));
  guint i;

  for (i = 0; i < givens->len; i++)
    {
      QueensSquare *square = &g_array_index (givens, QueensSquare, i);

      g_assert_true (queens_board_has_queen (board_of (window), square->row, square->column));
    }
}

/* The squares the board view crosses, as "row,column " pairs (0-based),
 * in reading order: what the player sees ruled out. */
static char *
list_crosses (QueensWindow *window)
{
  QueensBoardView *view = queens_window_get_board_view (window);
  GString *crosses = g_string_new (NULL);
  guint n = queens_board_get_n (board_of (window));

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (queens_board_view_is_crossed (view, row, column))
        g_string_append_printf (crosses, "%u,%u ", row, column);
  return g_string_free (crosses, FALSE);
}

/* A hint that rules a square out leaves a cross on it, which the
 * keyboard's square goes to and the screen reader names. */
static void
assert_hint_crossed (QueensWindow *window)
{
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autofree char *name = NULL;
  guint row, column;

  queens_board_view_get_focus_square (view, &row, &column);
  g_assert_true (queens_board_view_is_crossed (view, row, column));
  g_assert_false (queens_board_has_queen (board_of (window), row, column));
  name = queens_board_view_describe_square (view, row, column);
  g_assert_nonnull (strstr (name, "ruled out"));
}

/* Hints solve a hard puzzle with the player carrying them out: each hint
 * first names the line, then, pressed again, the square (never one
 * already crossed or holding a queen), and the player places the queen
 * there; a square to rule out needs a third press, which crosses it.  The
 * givens stay, and the end is the solved moment. */
static void
test_puzzle_hints_to_the_end (void)
{
  QueensWindow *window = open_play_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autofree char *crosses = NULL;
  guint hints = 0, row;

  activate (window, "new-puzzle", g_variant_new_string ("hard"));
  puzzle = puzzle_of (window);
  g_assert_cmpuint (queens_puzzle_get_n (puzzle), ==, 8);
  g_assert_cmpint (queens_puzzle_get_difficulty (puzzle), ==, QUEENS_PUZZLE_HARD);
  g_assert_true (queens_board_equal (board_of (window), queens_puzzle_get_givens (puzzle)));
  g_assert_false (action_enabled (window, "undo"));
  g_assert_true (action_enabled (window, "copy-puzzle"));
  /* Complete would hand the answer over and call it solved. */
  g_assert_false (action_enabled (window, "complete"));
  g_assert_nonnull (strstr (queens_window_get_symmetry_text (window), "Hard puzzle"));

  while (!queens_board_is_solution (board_of (window)))
    {
      guint before = queens_board_get_n_queens (board_of (window));
      g_autofree char *reason = NULL;
      g_autofree char *crossed_before = list_crosses (window);
      g_autofree char *crossed_after = NULL;
      gboolean place;
      const char *note;
      guint column;

      /* The reason: a line, no square yet, nothing done. */
      g_assert_true (action_enabled (window, "hint"));
      activate (window, "hint", NULL);
      reason = g_strdup (queens_window_get_note_text (window));
      g_test_message ("hint: %s", reason);
      place = strstr (reason, "has one free square left") != NULL;
      g_assert_true (place || strstr (reason, "would leave") != NULL || strstr (reason, "dead end") != NULL);
      g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, before);

      /* The square: news, neither crossed nor holding a queen. */
      activate (window, "hint", NULL);
      note = queens_window_get_note_text (window);
      g_test_message ("hint: %s", note);
      g_assert_true (g_str_has_prefix (note, "Look at row "));
      queens_board_view_get_focus_square (view, &row, &column);
      g_assert_false (queens_board_view_is_crossed (view, row, column));
      g_assert_false (queens_board_has_queen (board_of (window), row, column));
      g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, before);

      if (place)
        {
          /* The player carries it out: the next hint moves on. */
          g_assert_cmpuint (queens_puzzle_get_answer (puzzle, row), ==, column);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-queen", "(ii)",
                                                     row + 1, column + 1));
          g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, before + 1);
        }
      else
        {
          /* The answer for the square: crossed, with the whole reason. */
          activate (window, "hint", NULL);
          note = queens_window_get_note_text (window);
          g_test_message ("hint: %s", note);
          g_assert_true (g_str_has_prefix (note, "No queen can stand on"));
          assert_hint_crossed (window);
          crossed_after = list_crosses (window);
          g_assert_cmpstr (crossed_after, !=, crossed_before);
        }
      assert_givens_kept (window, puzzle);
      g_assert_cmpuint (++hints, <, 200);
    }

  for (row = 0; row < 8; row++)
    g_assert_true (queens_board_has_queen (board_of (window), row, queens_puzzle_get_answer (puzzle, row)));
  /* The hints crossed squares: part of the solving was theirs. */
  g_assert_nonnull (strstr (queens_window_get_status_text (window), "with help"));
  g_assert_false (action_enabled (window, "hint"));
  /* The solved moment is the answer alone: the crosses have served. */
  crosses = list_crosses (window);
  g_assert_cmpstr (crosses, ==, "");
  g_clear_pointer (&crosses, g_free);

  /* Undo takes back the last queen placed, and the crosses are
   * back with the open row; redo puts the queen back. */
  activate (window, "undo", NULL);
  g_assert_false (queens_board_is_solution (board_of (window)));
  crosses = list_crosses (window);
  g_assert_cmpstr (crosses, !=, "");
  activate (window, "redo", NULL);
  g_assert_true (queens_board_is_solution (board_of (window)));

  activate (window, "free-play", NULL);
  activate (window, "clear", NULL);
  g_assert_true (action_enabled (window, "complete"));
  close_window_and_wait (GTK_WINDOW (window));
}

/* By hand: a given queen cannot be taken or moved, Clear keeps the
 * givens, a wrong queen is named by the hint, and placing the answer's
 * queens solves it with the time it took. */
static void
test_puzzle_by_hand (void)
{
  QueensWindow *window = open_play_window (10);
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autoptr(GArray) givens = NULL;
  QueensSquare given;
  guint row, wrong_column;
  gint64 elapsed;
  guint64 moves;

  activate (window, "new-puzzle", g_variant_new_string ("easy"));
  puzzle = puzzle_of (window);
  g_assert_cmpuint (queens_puzzle_get_n (puzzle), ==, 10);
  g_assert_cmpint (queens_puzzle_get_difficulty (puzzle), ==, QUEENS_PUZZLE_EASY);
  givens = queens_board_list_queens (queens_puzzle_get_givens (puzzle));
  g_assert_cmpuint (givens->len, >, 0);
  given = g_array_index (givens, QueensSquare, 0);

  toggle (window, given.row, given.column);
  g_assert_true (queens_board_has_queen (board_of (window), given.row, given.column));
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "given by the puzzle"));
  /* Nor dragged away (the board view moves queens through the session). */
  g_assert_false (queens_play_session_move (queens_window_get_play_session (window), given.row, given.column,
                                            given.row, (given.column + 1) % 10));
  g_assert_true (queens_board_has_queen (board_of (window), given.row, given.column));

  /* A queen the answer does not have, in the first open row. */
  for (row = 0; queens_puzzle_is_given (puzzle, row, queens_puzzle_get_answer (puzzle, row)); row++)
    ;
  wrong_column = (queens_puzzle_get_answer (puzzle, row) + 1) % 10;
  toggle (window, row, wrong_column);
  g_assert_true (action_enabled (window, "hint"));
  activate (window, "hint", NULL);
  g_test_message ("note: %s", queens_window_get_note_text (window));
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "not part of the answer"));
  g_assert_true (queens_board_has_queen (board_of (window), row, wrong_column));

  g_assert_true (action_enabled (window, "clear"));
  activate (window, "clear", NULL);
  g_assert_true (queens_board_equal (board_of (window), queens_puzzle_get_givens (puzzle)));
  g_assert_false (action_enabled (window, "clear"));

  for (row = 0; row < 10; row++)
    if (!queens_puzzle_is_given (puzzle, row, queens_puzzle_get_answer (puzzle, row)))
      toggle (window, row, queens_puzzle_get_answer (puzzle, row));

  g_assert_true (queens_board_is_solution (board_of (window)));
  g_assert_true (queens_play_session_get_solved_in (queens_window_get_play_session (window), &elapsed, &moves));
  g_assert_cmpuint (moves, ==, 2 + 10 - givens->len);  /* the wrong queen, Clear, then the answer's */
  g_assert_nonnull (strstr (queens_window_get_status_text (window), "Solved in"));
  g_assert_null (strstr (queens_window_get_status_text (window), "with help"));

  /* Free play comes back as it was left: empty, at the same N. */
  activate (window, "free-play", NULL);
  g_assert_null (queens_play_session_get_fixed (queens_window_get_play_session (window)));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 0);
  g_assert_false (action_enabled (window, "copy-puzzle"));

  close_window_and_wait (GTK_WINDOW (window));
}

/* Closing the window mid-puzzle loses nothing: a new window (the same
 * settings) shows the puzzle and the queens placed, and plays on. */
static void
test_puzzle_restart (void)
{
  QueensWindow *window = open_play_window (9);
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autoptr(QueensPuzzle) again = NULL;
  g_autoptr(QueensBoard) position = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *state = NULL;
  g_auto(GStrv) fields = NULL;
  guint row;

  activate (window, "new-puzzle", g_variant_new_string ("medium"));
  puzzle = puzzle_of (window);
  for (row = 0; queens_puzzle_is_given (puzzle, row, queens_puzzle_get_answer (puzzle, row)); row++)
    ;
  toggle (window, row, queens_puzzle_get_answer (puzzle, row));
  position = queens_board_copy (board_of (window));
  g_assert_cmpuint (queens_play_session_get_n_moves (queens_window_get_play_session (window)), ==, 1);
  close_window_and_wait (GTK_WINDOW (window));

  /* As if 75 seconds had gone by before the window closed.  No hint
   * crossed a square; the state is written the way it was before the
   * crosses were kept, in four fields, which must still load. */
  state = g_settings_get_string (settings, "puzzle");
  fields = g_strsplit (state, ";", -1);
  g_assert_cmpuint (g_strv_length (fields), ==, 5);
  g_assert_cmpstr (fields[3], ==, "1");
  g_assert_cmpstr (fields[4], ==, "");
  g_free (fields[2]);
  fields[2] = g_strdup ("75");
  g_clear_pointer (&fields[4], g_free);
  g_free (state);
  state = g_strjoinv (";", fields);
  g_settings_set_string (settings, "puzzle", state);

  /* The new window opens at another N: the puzzle brings its own. */
  window = open_play_window (6);
  again = puzzle_of (window);
  g_assert_true (queens_board_equal (queens_puzzle_get_givens (again), queens_puzzle_get_givens (puzzle)));
  g_assert_true (queens_board_equal (board_of (window), position));
  g_assert_cmpuint (queens_window_get_n (window), ==, 9);
  /* The moves go on from where they were, and so does the clock. */
  g_assert_cmpuint (queens_play_session_get_n_moves (queens_window_get_play_session (window)), ==, 1);
  g_assert_nonnull (strstr (queens_window_get_symmetry_text (window), "Medium puzzle · 1:1"));

  while (!queens_board_is_solution (board_of (window)))
    activate (window, "hint", NULL);
  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));

  /* Free play was chosen: the next window has no puzzle. */
  window = open_play_window (6);
  g_assert_null (queens_play_session_get_fixed (queens_window_get_play_session (window)));
  close_window_and_wait (GTK_WINDOW (window));
}

/* The crosses of the hints survive a restart: a new window (the same
 * settings) shows the same ones, and the next hint goes on from them
 * rather than ruling out a square again. */
static void
test_puzzle_crosses_restart (void)
{
  QueensWindow *window = open_play_window (10);
  g_autofree char *crosses = NULL;
  g_autofree char *again = NULL;
  g_autofree char *square = NULL;
  guint hints, row, column;

  activate (window, "new-puzzle", g_variant_new_string ("medium"));
  crosses = list_crosses (window);
  g_assert_cmpstr (crosses, ==, "");
  g_clear_pointer (&crosses, g_free);
  /* Easy steps alone cannot finish a medium puzzle: a hint rules a
   * square out before the end. */
  for (hints = 0; strstr (queens_window_get_note_text (window), "No queen can stand on") == NULL; hints++)
    {
      g_assert_false (queens_board_is_solution (board_of (window)));
      g_assert_cmpuint (hints, <, 100);
      activate (window, "hint", NULL);
    }
  assert_hint_crossed (window);
  crosses = list_crosses (window);
  g_test_message ("crosses: %s", crosses);
  g_assert_cmpstr (crosses, !=, "");
  close_window_and_wait (GTK_WINDOW (window));

  window = open_play_window (7);
  g_assert_cmpuint (queens_window_get_n (window), ==, 10);
  again = list_crosses (window);
  g_assert_cmpstr (again, ==, crosses);

  /* The next hint is news: its square (the second press names it) is
   * not one already crossed. */
  activate (window, "hint", NULL);
  activate (window, "hint", NULL);
  g_assert_true (g_str_has_prefix (queens_window_get_note_text (window), "Look at row "));
  queens_board_view_get_focus_square (queens_window_get_board_view (window), &row, &column);
  square = g_strdup_printf ("%u,%u ", row, column);
  g_test_message ("next hint: %s", queens_window_get_note_text (window));
  g_assert_null (strstr (crosses, square));

  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

/* The game's saved state round trip: the crosses come back as they were,
 * and crosses that are no squares, or that fall on the answer, are
 * refused with the reason. */
static void
test_puzzle_game_saved_crosses (void)
{
  static const struct
  {
    const char *state;
    const char *reason;
  } bad[] = {
    { ". . . 1 . . 6 3;. . . 1 . . 6 3;0;0;9,1", "no square ruled out" },
    { ". . . 1 . . 6 3;. . . 1 . . 6 3;0;0;1,2,3", "no square ruled out" },
    { ". . . 1 . . 6 3;. . . 1 . . 6 3;0;0;x", "no square ruled out" },
    { ". . . 1 . . 6 3;. . . 1 . . 6 3;0;0;1,5", "answer has a queen there" },
    { ". . . 1 . . 6 3;. . . 1 . . 6 3;0;0;;", "separated by semicolons" },
    { ". . . 1 . . 6 3;. . . 1 . . 6 3;0;0;;helped nonsense", "separated by semicolons" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensPuzzleGame) game = NULL;
  g_autoptr(QueensPuzzleGame) restored = NULL;
  g_autoptr(GArray) expected = NULL;
  g_autoptr(GArray) crosses = NULL;
  g_autofree char *state = NULL;
  g_autofree char *resaved = NULL;
  guint i;

  /* The answer is 5 8 4 1 7 2 6 3: the crosses are off it. */
  restored = queens_puzzle_game_restore (". . . 1 . . 6 3;. . . 1 . . 6 3;12;3;1,1 2,7  1,2", &error);
  g_assert_no_error (error);
  crosses = queens_puzzle_game_list_ruled_out (restored);
  g_assert_cmpuint (crosses->len, ==, 3);
  g_assert_cmpuint (g_array_index (crosses, QueensSquare, 0).row, ==, 0);
  g_assert_cmpuint (g_array_index (crosses, QueensSquare, 0).column, ==, 0);
  g_assert_cmpuint (g_array_index (crosses, QueensSquare, 1).column, ==, 1);
  g_assert_cmpuint (g_array_index (crosses, QueensSquare, 2).row, ==, 1);
  g_assert_cmpuint (g_array_index (crosses, QueensSquare, 2).column, ==, 6);
  resaved = queens_puzzle_game_save (restored);
  g_assert_true (g_str_has_suffix (resaved, ";3;1,1 1,2 2,7"));
  g_assert_false (queens_puzzle_game_get_given_up (restored));
  g_clear_object (&restored);
  g_clear_pointer (&resaved, g_free);

  /* A puzzle given up stays given up. */
  restored = queens_puzzle_game_restore (". . . 1 . . 6 3;. . . 1 . . 6 3;12;3;1,1;given-up", &error);
  g_assert_no_error (error);
  g_assert_true (queens_puzzle_game_get_given_up (restored));
  resaved = queens_puzzle_game_save (restored);
  g_assert_true (g_str_has_suffix (resaved, ";3;1,1;given-up"));
  g_clear_object (&restored);
  g_clear_pointer (&resaved, g_free);

  /* So does one a hint helped with. */
  restored = queens_puzzle_game_restore (". . . 1 . . 6 3;. . . 1 . . 6 3;12;3;;helped given-up", &error);
  g_assert_no_error (error);
  g_assert_true (queens_puzzle_game_get_given_up (restored));
  g_assert_true (queens_play_session_get_helped (queens_puzzle_game_get_session (restored)));
  resaved = queens_puzzle_game_save (restored);
  g_assert_true (g_str_has_suffix (resaved, ";3;;given-up helped"));
  g_clear_object (&restored);

  /* Hints until one rules a square out, then save and restore. */
  {
    g_autoptr(QueensPuzzle) puzzle = queens_puzzle_generate (10, 3, QUEENS_PUZZLE_MEDIUM);

    game = queens_puzzle_game_new (puzzle);
  }
  for (i = 0; (expected = queens_puzzle_game_list_ruled_out (game))->len == 0; i++)
    {
      g_assert_cmpuint (i, <, 100);
      g_assert_true (queens_puzzle_game_hint (game, NULL, NULL));
      g_clear_pointer (&expected, g_array_unref);
    }
  state = queens_puzzle_game_save (game);
  g_test_message ("saved: %s", state);
  restored = queens_puzzle_game_restore (state, &error);
  g_assert_no_error (error);
  g_clear_pointer (&crosses, g_array_unref);
  crosses = queens_puzzle_game_list_ruled_out (restored);
  g_assert_cmpmem (crosses->data, crosses->len * sizeof (QueensSquare),
                   expected->data, expected->len * sizeof (QueensSquare));
  g_assert_true (queens_board_equal (queens_play_session_get_board (queens_puzzle_game_get_session (restored)),
                                     queens_play_session_get_board (queens_puzzle_game_get_session (game))));
  g_clear_pointer (&resaved, g_free);
  resaved = queens_puzzle_game_save (restored);
  g_assert_cmpstr (resaved, ==, state);

  for (i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) bad_error = NULL;

      g_assert_null (queens_puzzle_game_restore (bad[i].state, &bad_error));
      g_assert_error (bad_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_test_message ("%s: %s", bad[i].state, bad_error->message);
      g_assert_nonnull (strstr (bad_error->message, bad[i].reason));
    }
}

/* A new N or a pasted board ends the puzzle without losing it: a toast
 * offers it back, and win.resume-puzzle brings it as it was. */
static void
test_puzzle_set_aside (void)
{
  QueensWindow *window = open_play_window (9);
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autoptr(QueensPuzzle) again = NULL;
  g_autoptr(QueensBoard) position = NULL;
  guint row;

  g_assert_false (action_enabled (window, "resume-puzzle"));
  activate (window, "new-puzzle", g_variant_new_string ("easy"));
  puzzle = puzzle_of (window);
  for (row = 0; queens_puzzle_is_given (puzzle, row, queens_puzzle_get_answer (puzzle, row)); row++)
    ;
  toggle (window, row, queens_puzzle_get_answer (puzzle, row));
  position = queens_board_copy (board_of (window));

  activate (window, "set-n", g_variant_new_int32 (7));
  g_assert_cmpuint (queens_window_get_n (window), ==, 7);
  g_assert_null (queens_play_session_get_fixed (queens_window_get_play_session (window)));
  g_assert_true (action_enabled (window, "resume-puzzle"));
  wait_for_toast (GTK_WIDGET (window), "The puzzle is set aside");

  activate (window, "resume-puzzle", NULL);
  again = puzzle_of (window);
  g_assert_true (queens_board_equal (queens_puzzle_get_givens (again), queens_puzzle_get_givens (puzzle)));
  g_assert_true (queens_board_equal (board_of (window), position));
  g_assert_cmpuint (queens_window_get_n (window), ==, 9);
  g_assert_false (action_enabled (window, "resume-puzzle"));

  close_window_and_wait (GTK_WINDOW (window));
}

/* The keys of Play work in a puzzle: Ctrl+H for a hint, Ctrl+Z and
 * Shift+Ctrl+Z to take it back and make it again. */
static void
test_puzzle_keys (void)
{
  QueensWindow *window = open_play_window (8);
  guint before;

  activate (window, "new-puzzle", g_variant_new_string ("easy"));
  before = queens_board_get_n_queens (board_of (window));

  /* An easy puzzle's first step always places a queen: the third press
   * for it, after the line and the square. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "free square left"));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (g_str_has_prefix (queens_window_get_note_text (window), "Look at row "));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, before);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, before + 1);
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "free square left"));

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, before);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, before + 1);

  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
question_is_shown (gpointer unused)
{
  return find_shown_widget_of_type (GTK_TYPE_MESSAGE_DIALOG) != NULL;
}

static gboolean
question_is_gone (gpointer unused)
{
  return !question_is_shown (NULL);
}

static gboolean
keep_filter_is_on (gpointer window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "keep-filter");

  return g_variant_get_boolean (state);
}

/* Asks win.keep-filter for the ways to finish, waits for the question
 * and answers it: 1 accepts, 0 cancels. */
static void
answer_keep_question (QueensWindow *window,
                      int           response)
{
  GtkWidget *question;
  g_autofree char *heading = NULL;

  activate (window, "keep-filter", NULL);
  wait_for (question_is_shown, NULL, "the question before the answer is shown");
  question = find_shown_widget_of_type (GTK_TYPE_MESSAGE_DIALOG);
  g_object_get (question, "text", &heading, NULL);
  g_assert_cmpstr (heading, ==, "Give Up the Puzzle?");
  /* Nothing is shown while the question waits. */
  g_assert_false (keep_filter_is_on (window));
  gtk_dialog_response (GTK_DIALOG (question), response);
  wait_for (question_is_gone, NULL, "the question to close");
}

/* The ways to finish a puzzle are its answer: Browse shows them only
 * after a question; cancelled, nothing is shown and the puzzle goes on;
 * accepted, the puzzle is given up, saved so, and solving it is no win. */
static void
test_puzzle_give_up (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window = open_play_window (8);
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autofree char *state = NULL;
  g_autofree char *mode = NULL;
  guint row;

  activate (window, "new-puzzle", g_variant_new_string ("easy"));
  puzzle = puzzle_of (window);

  answer_keep_question (window, 0);
  mode = window_get_mode (window);
  g_assert_cmpstr (mode, ==, "play");
  g_assert_false (keep_filter_is_on (window));
  g_assert_null (strstr (queens_window_get_status_text (window), "given up"));
  state = g_settings_get_string (settings, "puzzle");
  g_assert_false (g_str_has_suffix (state, ";given-up"));
  g_clear_pointer (&state, g_free);
  g_clear_pointer (&mode, g_free);

  answer_keep_question (window, 1);
  wait_for (keep_filter_is_on, window, "the ways to finish to be browsed");
  mode = window_get_mode (window);
  g_assert_cmpstr (mode, ==, "browse");
  state = g_settings_get_string (settings, "puzzle");
  g_assert_true (g_str_has_suffix (state, ";given-up"));

  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));
  g_assert_nonnull (strstr (queens_window_get_status_text (window), "Puzzle given up"));
  /* Given up once, the answer is no secret: no second question. */
  activate (window, "keep-filter", NULL);
  activate (window, "keep-filter", NULL);
  g_assert_true (keep_filter_is_on (window));
  g_assert_false (question_is_shown (NULL));

  /* Solved after giving up: no solve of the player's. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));
  for (row = 0; row < 8; row++)
    if (!queens_board_has_queen (board_of (window), row, queens_puzzle_get_answer (puzzle, row)))
      toggle (window, row, queens_puzzle_get_answer (puzzle, row));
  g_assert_true (queens_board_is_solution (board_of (window)));
  g_assert_cmpstr (queens_window_get_status_text (window), ==, "Puzzle given up");

  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
puzzle_verdict_is_known (gpointer window)
{
  return queens_play_session_get_verdict (queens_window_get_play_session (window)) != QUEENS_PLAY_VERDICT_PENDING;
}

static gboolean
is_attacked (QueensBoard *board,
             guint        row,
             guint        column)
{
  guint n = queens_board_get_n (board);

  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      if (queens_board_has_queen (board, r, c)
          && (r == row || c == column || r + c == row + column || r + column == row + c))
        return TRUE;
  return FALSE;
}

/* An open row of @board with every square attacked. */
static gboolean
has_empty_row (QueensBoard *board)
{
  guint n = queens_board_get_n (board);

  for (guint row = 0; row < n; row++)
    {
      guint column;

      for (column = 0; column < n; column++)
        if (queens_board_has_queen (board, row, column) || !is_attacked (board, row, column))
          break;
      if (column == n)
        return TRUE;
    }
  return FALSE;
}

/* A queen placed in a puzzle that leaves a row without a free square
 * gets a word in the note, naming it (not a given queen); Hint stays to
 * name queens off the answer, and taking it back ends the word. */
static void
test_puzzle_move_empties_row (void)
{
  QueensWindow *window = open_play_window (8);
  g_autofree char *expected = NULL;
  guint row = 0, column = 0;
  gboolean found = FALSE;

  /* The answer is 5 8 4 1 7 2 6 3. */
  activate (window, "play-puzzle", g_variant_new_string (". . . 1 . . 6 3"));
  for (row = 0; row < 8 && !found; row++)
    for (column = 0; column < 8 && !found; column++)
      {
        g_autoptr(QueensBoard) trial = queens_board_copy (board_of (window));

        if (is_attacked (trial, row, column))
          continue;
        queens_board_toggle (trial, row, column);
        found = has_empty_row (trial);
      }
  g_assert_true (found);
  row--;
  column--;

  toggle (window, row, column);
  wait_for (puzzle_verdict_is_known, window, "the verdict on the puzzle's position");
  expected = g_strdup_printf ("The queen on row %u, column %u leaves ", row + 1, column + 1);
  g_test_message ("note: %s", queens_window_get_note_text (window));
  g_assert_true (g_str_has_prefix (queens_window_get_note_text (window), expected));
  g_assert_true (g_str_has_suffix (queens_window_get_note_text (window), "without a free square: take it back."));
  g_assert_null (strstr (queens_window_get_symmetry_text (window), "take it back"));
  g_assert_true (action_enabled (window, "hint"));

  toggle (window, row, column);
  wait_for (puzzle_verdict_is_known, window, "the verdict after taking it back");
  g_assert_null (strstr (queens_window_get_note_text (window), "take it back"));

  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}


typedef struct
{
  QueensWindow *window;
  const char   *text;
} LineWait;

static gboolean
line_says (gpointer data)
{
  LineWait *wait = data;

  return strstr (queens_window_get_symmetry_text (wait->window), wait->text) != NULL;
}

/* The puzzle's clock ticks once a second while the window is in front:
 * the line shows the time going on by itself.  With another window in
 * front (the window's is-active off) it stands still and says
 * "Paused"; back in front, it goes on from where it stood. */
static void
test_puzzle_clock_pauses (void)
{
  QueensWindow *window = open_play_window (8);
  QueensWindow *other = NULL;
  QueensPlaySession *session;
  gint64 now = 1000 * G_USEC_PER_SEC;
  LineWait wait = { window, NULL };

  activate (window, "play-puzzle", g_variant_new_string (". . . 1 . . 6 3"));
  session = queens_window_get_play_session (window);
  queens_play_session_set_clock (session, test_clock_now, &now);
  wait_for (window_is_active, window, "the window to be in front");
  g_assert_true (gtk_window_is_active (GTK_WINDOW (window)));
  g_assert_false (queens_play_session_get_paused (session));

  /* The first move starts the clock; the tick shows each second. */
  toggle (window, 0, 4);
  now += 3 * G_USEC_PER_SEC;
  wait.text = "0:03";
  wait_for (line_says, &wait, "the clock to tick to 0:03");
  now += 2 * G_USEC_PER_SEC;
  wait.text = "0:05";
  wait_for (line_says, &wait, "the clock to tick to 0:05");
  g_assert_null (strstr (queens_window_get_symmetry_text (window), "Paused"));

  /* Another window in front: paused, the time stands. */
  other = queens_window_new (NULL, 8);
  gtk_window_present (GTK_WINDOW (other));
  wait_for (window_is_inactive, window, "the window to go behind");
  g_assert_true (queens_play_session_get_paused (session));
  wait.text = "Paused";
  wait_for (line_says, &wait, "the line to say Paused");
  now += 60 * G_USEC_PER_SEC;
  g_assert_cmpint (queens_play_session_get_elapsed (session), ==, 5 * G_USEC_PER_SEC);

  /* In front again: on from 0:05. */
  close_window_and_wait (GTK_WINDOW (other));
  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_active, window, "the window to come back in front");
  g_assert_false (queens_play_session_get_paused (session));
  g_assert_null (strstr (queens_window_get_symmetry_text (window), "Paused"));
  now += G_USEC_PER_SEC;
  wait.text = "0:06";
  wait_for (line_says, &wait, "the clock to go on from 0:05");

  queens_play_session_set_clock (session, NULL, NULL);
  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
has_handlers (gpointer    instance,
              const char *signal_name)
{
  return g_signal_has_handler_pending (instance, g_signal_lookup (signal_name, G_OBJECT_TYPE (instance)),
                                       0, FALSE);
}

/* Play follows the puzzle's session and the free one through signal
 * groups: once the puzzle ends, nothing hears its session any more (the
 * board has moved to the free one too), and the free session is heard. */
static void
test_puzzle_old_session_unheard (void)
{
  QueensWindow *window = open_play_window (8);
  g_autoptr(QueensPlaySession) puzzle_session = NULL;

  activate (window, "new-puzzle", g_variant_new_string ("easy"));
  puzzle_session = g_object_ref (queens_window_get_play_session (window));
  g_assert_true (has_handlers (puzzle_session, "position-changed"));
  g_assert_true (has_handlers (puzzle_session, "verdict-changed"));

  activate (window, "free-play", NULL);
  g_assert_true (queens_window_get_play_session (window) != puzzle_session);
  g_assert_true (has_handlers (queens_window_get_play_session (window), "position-changed"));
  g_assert_false (has_handlers (puzzle_session, "position-changed"));
  g_assert_false (has_handlers (puzzle_session, "verdict-changed"));

  close_window_and_wait (GTK_WINDOW (window));
}

/* A saved state that is no puzzle (edited by hand, or two answers)
 * opens free play and is forgotten, rather than failing. */
static void
test_puzzle_bad_saved_state (void)
{
  static const char *states[] = {
    "garbage",
    ". . . . . . . .;. . . . . . . .;0;0",
    ". . . 1 . . 6 3;. . . . . . 6 3;0;0",
    ". . . 1 . . 6 3;. . . 1 . . 6 3;-5;0",
  };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  guint i;

  for (i = 0; i < G_N_ELEMENTS (states); i++)
    {
      QueensWindow *window;
      g_autofree char *state = NULL;

      g_settings_set_string (settings, "puzzle", states[i]);
      window = open_play_window (8);
      g_assert_null (queens_play_session_get_fixed (queens_window_get_play_session (window)));
      state = g_settings_get_string (settings, "puzzle");
      g_assert_cmpstr (state, ==, "");
      close_window_and_wait (GTK_WINDOW (window));
    }
}

/* The puzzle of the day is the one the date gives; a pasted puzzle text
 * plays, and text that is no puzzle is refused with the reason. */
static void
test_puzzle_daily_and_text (void)
{
  QueensWindow *window = open_play_window (8);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDate) today = g_date_new_dmy ((GDateDay) g_date_time_get_day_of_month (now),
                                           (GDateMonth) g_date_time_get_month (now),
                                           (GDateYear) g_date_time_get_year (now));
  g_autoptr(QueensPuzzle) daily = queens_puzzle_new_daily (today);
  g_autoptr(QueensPuzzle) shown = NULL;
  g_autoptr(QueensPuzzle) generated = queens_puzzle_generate (11, 4, QUEENS_PUZZLE_MEDIUM);
  g_autofree char *text = queens_board_to_text (queens_puzzle_get_givens (generated), NULL);
  g_autoptr(QueensPuzzle) pasted = NULL;
  g_autoptr(GVariant) mode = NULL;

  /* From Browse: the puzzle brings Play on show. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("browse"));
  activate (window, "puzzle-of-the-day", NULL);
  mode = g_action_group_get_action_state (G_ACTION_GROUP (window), "mode");
  g_assert_cmpstr (g_variant_get_string (mode, NULL), ==, "play");
  shown = puzzle_of (window);
  g_assert_true (queens_board_equal (queens_puzzle_get_givens (shown), queens_puzzle_get_givens (daily)));
  g_assert_cmpuint (queens_window_get_n (window), ==, queens_puzzle_get_n (daily));
  /* It says which day's it is. */
  {
    g_autofree char *date = g_date_time_format (now, "%-d %B %Y");
    g_autofree char *said = g_strdup_printf ("Puzzle of %s", date);

    g_assert_cmpstr (queens_window_get_note_text (window), ==, said);
  }

  activate (window, "play-puzzle", g_variant_new_string (text));
  pasted = puzzle_of (window);
  g_assert_true (queens_board_equal (queens_puzzle_get_givens (pasted), queens_puzzle_get_givens (generated)));
  g_assert_cmpuint (queens_window_get_n (window), ==, 11);

  /* Eight empty rows have many answers: no puzzle, and the one on the
   * board stays. */
  activate (window, "play-puzzle", g_variant_new_string (". . . . . . . ."));
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "More than one solution"));
  g_assert_cmpuint (queens_board_get_n (board_of (window)), ==, 11);
  activate (window, "new-puzzle", g_variant_new_string ("extreme"));
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "easy, medium or hard"));

  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
puzzle_is_on (gpointer data)
{
  QueensWindow *window = data;

  return queens_play_session_get_fixed (queens_window_get_play_session (window)) != NULL;
}

/* Copy puts the givens on the clipboard as text; Paste plays them. */
static void
test_puzzle_copy_paste (void)
{
  QueensWindow *window = open_play_window (7);
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autoptr(QueensPuzzle) pasted = NULL;
  g_autofree char *text = NULL;

  activate (window, "new-puzzle", g_variant_new_string ("hard"));
  puzzle = puzzle_of (window);
  text = queens_board_to_text (queens_puzzle_get_givens (puzzle), NULL);
  activate (window, "copy-puzzle", NULL);
  wait_for (clipboard_text_is, &text, "the puzzle on the clipboard");

  activate (window, "free-play", NULL);
  activate (window, "paste-puzzle", NULL);
  wait_for (puzzle_is_on, window, "the pasted puzzle");
  pasted = puzzle_of (window);
  g_assert_true (queens_board_equal (queens_puzzle_get_givens (pasted), queens_puzzle_get_givens (puzzle)));

  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
view_is_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 100;
}

static int
take_shots (const char *directory)
{
  QueensWindow *window;
  g_autoptr(QueensPuzzle) puzzle = queens_puzzle_generate (8, 7, QUEENS_PUZZLE_HARD);
  g_autofree char *text = queens_board_to_text (queens_puzzle_get_givens (puzzle), NULL);
  guint i;

  use_application_style_sheet ();
  window = open_play_window (8);
  wait_for (view_is_allocated, queens_window_get_board_view (window), "the board to be laid out");
  activate (window, "play-puzzle", g_variant_new_string (text));
  shoot_screen (directory, "puzzle.png");
  activate (window, "hint", NULL);
  shoot_screen (directory, "puzzle-hint.png");
  /* On to a hint that rules a square out: its cross and its reason (in
   * any language). */
  for (i = 0; i < 100 && !queens_board_is_solution (board_of (window)); i++)
    {
      g_autofree char *crosses = list_crosses (window);

      if (*crosses != '\0')
        break;
      activate (window, "hint", NULL);
    }
  shoot_screen (directory, "puzzle-cross.png");
  for (i = 0; i < 100 && !queens_board_is_solution (board_of (window)); i++)
    activate (window, "hint", NULL);
  shoot_screen (directory, "puzzle-solved.png");
  /* The new-game button's menu, where the puzzles start. */
  gtk_menu_button_popup (find_menu_button_with_action (gtk_window_get_titlebar (GTK_WINDOW (window)),
                                                       "win.new-puzzle::easy", FALSE));
  shoot_screen (directory, "puzzle-menu.png");
  activate (window, "free-play", NULL);
  close_window_and_wait (GTK_WINDOW (window));
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  const char *shots_directory = NULL;

  /* --shots DIR [dark]; QUEENS_LOCALE_DIR for the build's catalogues */
  if (start_shots_mode (argc, argv, &shots_directory))
    return take_shots (shots_directory);

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/puzzle-play/hints-to-the-end", test_puzzle_hints_to_the_end);
  g_test_add_func ("/puzzle-play/by-hand", test_puzzle_by_hand);
  g_test_add_func ("/puzzle-play/restart", test_puzzle_restart);
  g_test_add_func ("/puzzle-play/crosses-restart", test_puzzle_crosses_restart);
  g_test_add_func ("/puzzle-play/game-saved-crosses", test_puzzle_game_saved_crosses);
  g_test_add_func ("/puzzle-play/set-aside", test_puzzle_set_aside);
  g_test_add_func ("/puzzle-play/daily-and-text", test_puzzle_daily_and_text);
  g_test_add_func ("/puzzle-play/copy-paste", test_puzzle_copy_paste);
  g_test_add_func ("/puzzle-play/keys", test_puzzle_keys);
  g_test_add_func ("/puzzle-play/give-up", test_puzzle_give_up);
  g_test_add_func ("/puzzle-play/clock-pauses", test_puzzle_clock_pauses);
  g_test_add_func ("/puzzle-play/move-empties-row", test_puzzle_move_empties_row);
  g_test_add_func ("/puzzle-play/bad-saved-state", test_puzzle_bad_saved_state);
  g_test_add_func ("/puzzle-play/old-session-unheard", test_puzzle_old_session_unheard);

  return g_test_run ();
}
