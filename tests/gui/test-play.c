/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-play.c: free play in the main window, driven through its actions:
 * the position, undo, the verdict, the time, Hint, Complete, paste and a
 * new N (needs a display: run under Xvfb).  The board under the hand
 * (drawing, keys, names, pointer) is test-play-board.c's. */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "known-counts.h"
#include "queens-board-view.h"
#include "queens-construct.h"
#include "queens-play-session.h"
#include "queens-symmetry.h"
#include "queens-window.h"
#include "key-events.h"
#include "play-helpers.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

/* Conflicting pairs counted the slow way, straight from the rules. */
static guint64
count_pairs (const QueensSquare *squares,
             guint               n_squares)
{
  guint64 pairs = 0;

  for (guint i = 0; i < n_squares; i++)
    for (guint j = i + 1; j < n_squares; j++)
      {
        int dr = (int) squares[i].row - (int) squares[j].row;
        int dc = (int) squares[i].column - (int) squares[j].column;

        if (dr == 0 || dc == 0 || dr == dc || dr == -dc)
          pairs++;
      }

  return pairs;
}

/* Solutions keeping @pinned (n entries, G_MAXUINT32 for free rows),
 * by plain backtracking over rows. */
static guint64
count_completions_slowly (guint          n,
                          guint32       *columns,
                          guint          row,
                          const guint32 *pinned)
{
  guint64 total = 0;

  if (row == n)
    return 1;

  for (guint column = 0; column < n; column++)
    {
      gboolean free = TRUE;

      if (pinned[row] != G_MAXUINT32 && pinned[row] != column)
        continue;

      for (guint above = 0; above < row && free; above++)
        {
          int dc = (int) columns[above] - (int) column;

          free = dc != 0 && ABS (dc) != (int) (row - above);
        }

      if (!free)
        continue;

      columns[row] = column;
      total += count_completions_slowly (n, columns, row + 1, pinned);
    }

  return total;
}

static void
assert_status_contains (QueensWindow *window,
                        const char   *text)
{
  const char *status = queens_window_get_status_text (window);

  if (strstr (status, text) == NULL)
    g_error ("status “%s” lacks “%s”", status, text);
}

static void
assert_verdict_contains (QueensWindow *window,
                         const char   *text)
{
  const char *verdict = queens_window_get_symmetry_text (window);

  if (strstr (verdict, text) == NULL)
    g_error ("verdict “%s” lacks “%s”", verdict, text);
}

/* ------------------------------------------------------------------ */

static void
test_play_mode (void)
{
  QueensWindow *window = open_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);

  settle (window);
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "toggle-queen"));
  g_assert_null (queens_board_view_get_play_session (view));

  set_mode (window, "play");
  g_assert_true (queens_board_view_get_play_session (view) == session_of (window));
  g_assert_true (action_enabled (window, "toggle-queen"));
  g_assert_cmpuint (queens_play_session_get_n (session_of (window)), ==, 8);
  assert_status_contains (window, "0 of 8 placed · no conflicts");

  toggle (window, 0, 0);
  assert_status_contains (window, "1 of 8 placed");

  /* Browsing and back keeps the position. */
  set_mode (window, "browse");
  g_assert_null (queens_board_view_get_play_session (view));
  g_assert_false (action_enabled (window, "toggle-queen"));
  set_mode (window, "play");
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 1);

  /* Out of the board: refused in words, nothing changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-queen", "(ii)", 9, 1));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 1);
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "row 9"));

  close_window_and_wait (GTK_WINDOW (window));
}

/* After each placement the count of conflicting pairs is exactly what the
 * rules say, and the status line says it. */
static void
test_play_conflicts (void)
{
  static const QueensSquare squares[] = {
    { 0, 0 }, { 1, 2 }, { 2, 4 }, { 0, 7 }, { 7, 7 }, { 3, 3 }, { 4, 0 }, { 5, 2 },
    { 6, 5 }, { 0, 3 }, { 7, 0 }, { 2, 2 },
  };
  QueensWindow *window = open_play_window (8);

  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      guint64 expected = count_pairs (squares, i + 1);
      g_autofree char *placed = NULL;

      toggle (window, squares[i].row, squares[i].column);
      g_assert_cmpuint (queens_board_get_n_conflicts (board_of (window)), ==, expected);
      g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, i + 1);

      placed = g_strdup_printf ("%u of 8 placed", i + 1);
      assert_status_contains (window, placed);
      if (expected == 0)
        {
          assert_status_contains (window, "no conflicts");
        }
      else
        {
          g_autofree char *said = g_strdup_printf (expected == 1 ? "%" G_GUINT64_FORMAT " conflict"
                                                                 : "%" G_GUINT64_FORMAT " conflicts",
                                                   expected);
          assert_status_contains (window, said);
        }
    }

  /* Taking queens away counts down the same way. */
  for (guint i = G_N_ELEMENTS (squares); i > 0; i--)
    {
      toggle (window, squares[i - 1].row, squares[i - 1].column);
      g_assert_cmpuint (queens_board_get_n_conflicts (board_of (window)), ==,
                        count_pairs (squares, i - 1));
    }

  close_window_and_wait (GTK_WINDOW (window));
}

/* Random toggles, a clear, a hint; then undo to the start and redo to the
 * end, comparing every position on the way. */
static void
test_play_undo_redo (void)
{
  QueensWindow *window = open_play_window (8);
  g_autoptr(GPtrArray) positions = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);

  g_assert_false (action_enabled (window, "undo"));
  g_ptr_array_add (positions, queens_board_copy (board_of (window)));

  for (guint i = 0; i < 40; i++)
    {
      toggle (window, g_rand_int_range (rand, 0, 8), g_rand_int_range (rand, 0, 8));
      g_ptr_array_add (positions, queens_board_copy (board_of (window)));
    }
  activate (window, "win.clear");
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 0);
  g_ptr_array_add (positions, queens_board_copy (board_of (window)));

  toggle (window, 0, 1);
  g_ptr_array_add (positions, queens_board_copy (board_of (window)));
  activate (window, "win.hint");
  wait_for (session_is_idle, window, "the hint");
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 2);
  g_ptr_array_add (positions, queens_board_copy (board_of (window)));

  for (guint i = positions->len - 1; i > 0; i--)
    {
      g_assert_true (queens_board_equal (board_of (window), positions->pdata[i]));
      g_assert_true (action_enabled (window, "undo"));
      activate (window, "win.undo");
    }
  g_assert_true (queens_board_equal (board_of (window), positions->pdata[0]));
  g_assert_false (action_enabled (window, "undo"));

  for (guint i = 1; i < positions->len; i++)
    {
      g_assert_true (action_enabled (window, "redo"));
      activate (window, "win.redo");
      g_assert_true (queens_board_equal (board_of (window), positions->pdata[i]));
    }
  g_assert_false (action_enabled (window, "redo"));

  /* Half way down, a new move forgets the rest. */
  activate (window, "win.undo");
  activate (window, "win.undo");
  g_assert_true (action_enabled (window, "redo"));
  toggle (window, 7, 7);
  g_assert_false (action_enabled (window, "redo"));

  close_window_and_wait (GTK_WINDOW (window));
}

static void
test_play_verdict_small (void)
{
  QueensWindow *window = open_play_window (8);
  guint32 pinned[8];
  guint32 scratch[8];
  guint64 expected;

  /* The empty board: every solution. */
  wait_for (verdict_is_known, window, "the verdict on the empty board");
  g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                   QUEENS_PLAY_VERDICT_COUNTED);
  g_assert_cmpuint (queens_play_session_get_completion_count (session_of (window)), ==,
                    known_counts_total (8));
  assert_verdict_contains (window, "92 ways to finish");

  /* A corner queen and a knight's move away. */
  toggle (window, 0, 0);
  toggle (window, 1, 2);
  memset (pinned, 0xff, sizeof pinned);
  pinned[0] = 0;
  pinned[1] = 2;
  expected = count_completions_slowly (8, scratch, 0, pinned);
  wait_for (verdict_is_known, window, "the verdict with two queens");
  if (expected == 0)
    {
      g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                       QUEENS_PLAY_VERDICT_DEAD_END);
    }
  else
    {
      g_autofree char *said = g_strdup_printf ("%" G_GUINT64_FORMAT " way", expected);

      g_assert_cmpuint (queens_play_session_get_completion_count (session_of (window)), ==, expected);
      assert_verdict_contains (window, said);
    }

  /* Conflicts: no verdict at all. */
  toggle (window, 2, 2);
  g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                   QUEENS_PLAY_VERDICT_NONE);
  g_assert_cmpstr (queens_window_get_symmetry_text (window), ==, "");

  close_window_and_wait (GTK_WINDOW (window));

  /* N = 4 has two solutions, neither with a queen in a corner. */
  window = open_play_window (4);
  toggle (window, 0, 0);
  wait_for (verdict_is_known, window, "the verdict on a dead end");
  g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                   QUEENS_PLAY_VERDICT_DEAD_END);
  assert_verdict_contains (window, "Dead end");

  /* No one queen empties a line: a plain dead end, said once (not in
   * the note as well), and nothing to hint at or complete. */
  g_assert_cmpstr (queens_window_get_symmetry_text (window), ==,
                   "Dead end: no solution keeps these queens. Take one back.");
  g_assert_null (strstr (queens_window_get_note_text (window), "Dead end"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "complete"));

  /* (0, 1) keeps one of them. */
  activate (window, "win.clear");
  toggle (window, 0, 1);
  wait_for (verdict_is_known, window, "the verdict on b4");
  assert_verdict_contains (window, "1 way to finish");

  close_window_and_wait (GTK_WINDOW (window));
}

/* A queen that leaves a row without a free square is named, once, and
 * Hint and Complete are off until it is taken back. */
static void
test_play_dead_end_names_queen (void)
{
  QueensWindow *window = open_play_window (6);

  /* Row 2 is all attacked: its first square by the queen on row 1
   * alone. */
  toggle (window, 0, 1);
  toggle (window, 2, 4);
  wait_for (verdict_is_known, window, "the verdict on a dead end");
  g_assert_true (queens_play_session_is_dead_end (session_of (window)));
  g_assert_cmpstr (queens_window_get_symmetry_text (window), ==,
                   "The queen on row 1, column 2 leaves row 2 without a free square: take it back.");
  g_assert_null (strstr (queens_window_get_note_text (window), "take it back"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "complete"));

  /* Taken back: a way to finish again, and help with it. */
  toggle (window, 0, 1);
  wait_for (verdict_is_known, window, "the verdict after taking back");
  g_assert_false (queens_play_session_is_dead_end (session_of (window)));
  g_assert_null (strstr (queens_window_get_symmetry_text (window), "take it back"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "complete"));

  close_window_and_wait (GTK_WINDOW (window));
}

/* Beyond counting: N = 32 is too large to count within the node limit,
 * so the verdict falls back to finding one way; N = 40 is judged by local
 * search, which cannot prove a dead end and gives up on one. */
static void
test_play_verdict_large (void)
{
  QueensWindow *window = open_play_window (32);
  guint32 columns[40];

  wait_for (verdict_is_known, window, "the verdict on the empty N = 32 board");
  g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                   QUEENS_PLAY_VERDICT_COMPLETABLE);
  assert_verdict_contains (window, "Can be completed");
  close_window_and_wait (GTK_WINDOW (window));

  window = open_play_window (40);
  g_assert_true (queens_construct_solution (40, columns));
  for (guint row = 0; row < 40; row += 8)
    toggle (window, row, columns[row]);
  wait_for (verdict_is_known, window, "the verdict on five queens of N = 40");
  g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                   QUEENS_PLAY_VERDICT_COMPLETABLE);

  /* Block every square of the top row without a conflict: queens in the
   * rows below, chosen greedily, each covering what it can of row 0. */
  activate (window, "win.clear");
  {
    g_autoptr(QueensBoard) blocker = queens_board_new (40);
    gboolean blocked = FALSE;

    while (!blocked)
      {
        guint best_row = 0, best_column = 0, best_cover = 0;

        for (guint row = 1; row < 40; row++)
          {
            if (queens_board_count_on_line (blocker, QUEENS_LINE_ROW, row, 0) > 0)
              continue;
            for (guint column = 0; column < 40; column++)
              {
                guint cover = 0;

                if (queens_board_is_attacked (blocker, row, column))
                  continue;
                for (guint target = 0; target < 40; target++)
                  {
                    int dc = (int) target - (int) column;

                    if (!queens_board_is_attacked (blocker, 0, target)
                        && (dc == 0 || ABS (dc) == (int) row))
                      cover++;
                  }
                if (cover > best_cover)
                  {
                    best_cover = cover;
                    best_row = row;
                    best_column = column;
                  }
              }
          }

        g_assert_cmpuint (best_cover, >, 0);
        queens_board_place (blocker, best_row, best_column);
        toggle (window, best_row, best_column);

        blocked = TRUE;
        for (guint target = 0; target < 40 && blocked; target++)
          blocked = queens_board_is_attacked (blocker, 0, target);
      }
    g_assert_cmpuint (queens_board_get_n_conflicts (board_of (window)), ==, 0);
  }
  wait_for (verdict_is_known, window, "the verdict on a blocked N = 40 board");
  g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                   QUEENS_PLAY_VERDICT_UNDECIDED);
  assert_verdict_contains (window, "Not decided within the time limit");

  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
verdict_worker_runs (gpointer data)
{
  return queens_play_session_get_verdict_cancellable (QUEENS_PLAY_SESSION (data)) != NULL;
}

/* A running worker holds a reference on the session until its result
 * has been handled on the main thread. */
static gboolean
only_reference (gpointer data)
{
  return g_atomic_int_get (&G_OBJECT (data)->ref_count) == 1;
}

static gboolean
session_verdict_is_known (gpointer data)
{
  return queens_play_session_get_verdict (QUEENS_PLAY_SESSION (data)) != QUEENS_PLAY_VERDICT_PENDING;
}

static void
on_verdict_changed_check_revision (QueensPlaySession *session,
                                   guint             *emissions)
{
  g_assert_cmpuint (queens_play_session_get_verdict_revision (session), ==,
                    queens_play_session_get_revision (session));
  (*emissions)++;
}

/* A move cancels the running verdict, and the old worker's result never
 * shows: every verdict shown is about the position of its moment. */
static void
test_play_verdict_cancelled (void)
{
  const guint n = 30;
  g_autoptr(QueensPlaySession) session = queens_play_session_new (n);
  g_autoptr(GCancellable) old_worker = NULL;
  g_autofree char *text = NULL;
  guint32 columns[30];
  guint emissions = 0;

  g_signal_connect (session, "verdict-changed", G_CALLBACK (on_verdict_changed_check_revision), &emissions);

  /* One queen on N = 30: counting the ways to finish runs to its node
   * limit, far longer than the next move takes. */
  queens_play_session_toggle (session, 0, 0);
  wait_for (verdict_worker_runs, session, "the verdict worker to start");
  old_worker = g_object_ref (queens_play_session_get_verdict_cancellable (session));
  g_assert_false (g_cancellable_is_cancelled (old_worker));

  /* A queen on the diagonal: a conflict, nothing left to judge. */
  queens_play_session_toggle (session, 1, 1);
  g_assert_true (g_cancellable_is_cancelled (old_worker));
  g_assert_null (queens_play_session_get_verdict_cancellable (session));
  g_assert_cmpint (queens_play_session_get_verdict (session), ==, QUEENS_PLAY_VERDICT_NONE);

  /* Once the old worker is done and handled, still nothing shows. */
  wait_for (only_reference, session, "the old verdict worker to end");
  g_assert_cmpint (queens_play_session_get_verdict (session), ==, QUEENS_PLAY_VERDICT_NONE);
  g_assert_cmpuint (queens_play_session_get_verdict_revision (session), ==,
                    queens_play_session_get_revision (session));
  text = queens_play_session_describe_verdict (session, NULL);
  g_assert_null (text);

  /* A position one queen short of a solution: its own verdict comes. */
  {
    g_autoptr(QueensBoard) board = queens_board_new (n);

    g_assert_true (queens_construct_solution (n, columns));
    for (guint row = 1; row < n; row++)
      queens_board_place (board, row, columns[row]);
    queens_play_session_load (session, board);
  }
  wait_for (session_verdict_is_known, session, "the verdict on 29 queens");
  g_assert_cmpint (queens_play_session_get_verdict (session), ==, QUEENS_PLAY_VERDICT_COUNTED);
  g_assert_cmpuint (queens_play_session_get_completion_count (session), ==, 1);
  text = queens_play_session_describe_verdict (session, NULL);
  g_assert_cmpstr (text, ==, "1 way to finish");
  g_assert_cmpuint (emissions, >=, 3);

  wait_for (only_reference, session, "the last verdict worker to end");
}

/* Lexicographic index of a solution, by listing them all the slow way. */
static gint64
rank_slowly (guint          n,
             const guint32 *solution)
{
  guint32 *columns = g_new (guint32, n);
  guint32 *pinned = g_new (guint32, n);
  guint64 rank = 0;

  /* Solutions before it: for each row, those that agree above and put this
   * row's queen further left. */
  memset (pinned, 0xff, n * sizeof (guint32));
  for (guint row = 0; row < n; row++)
    {
      for (guint column = 0; column < solution[row]; column++)
        {
          pinned[row] = column;
          rank += count_completions_slowly (n, columns, 0, pinned);
        }
      pinned[row] = solution[row];
    }

  g_free (columns);
  g_free (pinned);
  return (gint64) rank;
}

/* A clock the test moves by hand. */
typedef struct
{
  gint64 now;
} FakeClock;

static gint64
fake_clock_now (gpointer data)
{
  return ((FakeClock *) data)->now;
}

static gboolean
session_solution_is_ranked (gpointer data)
{
  return queens_play_session_get_solution_index (QUEENS_PLAY_SESSION (data), NULL) >= 0;
}

/* The session counts every move and times them from the first to the
 * one that solves; a new position starts over, and one set up solved
 * has nothing to tell. */
static void
test_play_moves_and_time (void)
{
  g_autoptr(QueensPlaySession) session = queens_play_session_new (4);
  g_autoptr(QueensBoard) solved = queens_board_new_from_text ("2 4 1 3", 0, NULL);
  FakeClock clock = { 5 * G_TIME_SPAN_MINUTE };
  g_autofree char *status = NULL;
  gint64 elapsed = 0;
  guint64 moves = 0;

  queens_play_session_set_clock (session, fake_clock_now, &clock);
  g_assert_cmpuint (queens_play_session_get_n_moves (session), ==, 0);

  /* Thinking before the first move does not count. */
  clock.now += 10 * G_TIME_SPAN_MINUTE;
  queens_play_session_toggle (session, 0, 0);           /* a wrong start */
  clock.now += 20 * G_TIME_SPAN_SECOND;
  queens_play_session_move (session, 0, 0, 0, 1);
  queens_play_session_toggle (session, 1, 3);
  queens_play_session_toggle (session, 2, 0);
  g_assert_cmpuint (queens_play_session_get_n_moves (session), ==, 4);
  g_assert_false (queens_play_session_get_solved_in (session, NULL, NULL));

  clock.now += 63 * G_TIME_SPAN_SECOND + 900 * G_TIME_SPAN_MILLISECOND;
  queens_play_session_toggle (session, 3, 2);           /* solved: 1:23.9 after the first */
  g_assert_true (queens_play_session_get_solved_in (session, &elapsed, &moves));
  g_assert_cmpint (elapsed, ==, 83 * G_TIME_SPAN_SECOND + 900 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (moves, ==, 5);
  status = queens_play_session_describe_status (session, NULL);
  g_assert_cmpstr (status, ==, "✓ Solved in 1:23 with 5 moves");

  /* Its number once the verdict has it; time goes on, the note stays. */
  clock.now += G_TIME_SPAN_HOUR;
  wait_for (session_solution_is_ranked, session, "the solved verdict");
  g_clear_pointer (&status, g_free);
  status = queens_play_session_describe_status (session, NULL);
  g_assert_cmpstr (status, ==, "✓ Solved in 1:23 with 5 moves · solution #1");

  /* Undo unsolves (a move), redo solves again: the clock ran on. */
  queens_play_session_undo (session);
  g_assert_false (queens_play_session_get_solved_in (session, NULL, NULL));
  queens_play_session_redo (session);
  g_assert_true (queens_play_session_get_solved_in (session, &elapsed, &moves));
  g_assert_cmpuint (moves, ==, 7);
  g_clear_pointer (&status, g_free);
  status = queens_play_session_describe_status (session, NULL);
  g_assert_cmpstr (status, ==, "✓ Solved in 1:01:23 with 7 moves");

  /* A position loaded solved: no moves, nothing timed. */
  queens_play_session_load (session, solved);
  g_assert_cmpuint (queens_play_session_get_n_moves (session), ==, 0);
  g_assert_false (queens_play_session_get_solved_in (session, NULL, NULL));
  g_clear_pointer (&status, g_free);
  status = queens_play_session_describe_status (session, NULL);
  g_assert_cmpstr (status, ==, "✓ Solved");

  /* A new empty board starts over: one move, a minute later, counts 0:00. */
  queens_play_session_reset (session, 1);
  clock.now += G_TIME_SPAN_MINUTE;
  queens_play_session_toggle (session, 0, 0);
  g_assert_true (queens_play_session_get_solved_in (session, &elapsed, &moves));
  g_assert_cmpint (elapsed, ==, 0);
  g_assert_cmpuint (moves, ==, 1);
  g_clear_pointer (&status, g_free);
  status = queens_play_session_describe_status (session, NULL);
  g_assert_cmpstr (status, ==, "✓ Solved in 0:00 with 1 move");
  queens_play_session_stop (session);
  wait_for (only_reference, session, "the last verdict worker to end");
}

/* Hints until solved: each keeps the board free of conflicts and
 * completable; the end says it was solved with help (no count of the
 * player's moves) and names the solution's number and class. */
static void
test_play_hint_to_solved (void)
{
  QueensWindow *window = open_play_window (8);
  QueensSolveJobVariant variant;
  g_autofree char *expected = NULL;
  guint32 columns[8];
  gint64 rank;
  FakeClock clock = { 0 };

  wait_for (window_is_idle, window, "the N = 8 search to end");
  /* 11.5 s a move: the first at 0, the solving one (the eighth) at 80.5. */
  queens_play_session_set_clock (session_of (window), fake_clock_now, &clock);
  toggle (window, 2, 5);

  for (guint placed = 2; placed <= 8; placed++)
    {
      clock.now += 11500 * G_TIME_SPAN_MILLISECOND;
      activate (window, "win.hint");
      wait_for (session_is_idle, window, "a hint");
      g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, placed);
      g_assert_cmpuint (queens_board_get_n_conflicts (board_of (window)), ==, 0);
    }

  g_assert_true (queens_board_is_solution (board_of (window)));
  g_assert_true (queens_board_has_queen (board_of (window), 2, 5));
  wait_for (verdict_is_known, window, "the solved verdict");
  g_assert_cmpint (queens_play_session_get_verdict (session_of (window)), ==,
                   QUEENS_PLAY_VERDICT_SOLVED);

  g_assert_true (queens_board_get_columns (board_of (window), columns));
  rank = rank_slowly (8, columns);
  expected = g_strdup_printf ("✓ Solved in 1:20 with help · solution #%" G_GINT64_FORMAT " of 92",
                              rank + 1);
  assert_status_contains (window, expected);
  g_assert_cmpint (queens_play_session_get_solution_index (session_of (window), NULL), ==, rank);

  /* The class, as browsing names it. */
  g_assert_true (queens_solve_job_describe_variant (queens_window_get_solve_job (window),
                                                    columns, &variant));
  assert_verdict_contains (window, "class of");
  {
    g_autofree char *fundamental = g_strdup_printf ("fundamental solution %" G_GUINT64_FORMAT " of 12",
                                                    variant.fundamental_rank + 1);
    g_autofree char *text = g_ascii_strdown (queens_window_get_symmetry_text (window), -1);

    g_assert_nonnull (strstr (text, fundamental));
  }

  /* Solved: nothing left to hint at or complete. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "complete"));
  activate (window, "win.undo");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));

  close_window_and_wait (GTK_WINDOW (window));
}

/* N = 1000 with ten queens of a constructed solution: Complete fills the
 * board keeping them, in one step. */
static void
test_play_complete_large (void)
{
  const guint n = 1000;
  QueensWindow *window = open_play_window (n);
  g_autofree guint32 *columns = g_new (guint32, n);
  QueensBoard *board;

  g_assert_true (queens_construct_solution (n, columns));
  for (guint i = 0; i < 10; i++)
    {
      guint row = i * 97 + 13;

      toggle (window, row, columns[row]);
    }

  activate (window, "win.complete");
  wait_for (session_is_idle, window, "Complete on N = 1000");

  board = board_of (window);
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, n);
  g_assert_true (queens_board_is_solution (board));
  for (guint i = 0; i < 10; i++)
    {
      guint row = i * 97 + 13;

      g_assert_true (queens_board_has_queen (board, row, columns[row]));
    }
  assert_status_contains (window, "with help");

  activate (window, "win.undo");
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 10);

  close_window_and_wait (GTK_WINDOW (window));
}

/* Small N: Complete keeps the user's queens and is one step. */
static void
test_play_complete_small (void)
{
  QueensWindow *window = open_play_window (10);

  toggle (window, 0, 2);
  toggle (window, 5, 9);
  activate (window, "win.complete");
  wait_for (session_is_idle, window, "Complete on N = 10");
  g_assert_true (queens_board_is_solution (board_of (window)));
  g_assert_true (queens_board_has_queen (board_of (window), 0, 2));
  g_assert_true (queens_board_has_queen (board_of (window), 5, 9));

  activate (window, "win.undo");
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 2);

  /* With a conflict it refuses in words. */
  toggle (window, 1, 2);
  activate (window, "win.complete");
  g_assert_false (queens_play_session_is_busy (session_of (window)));
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "conflict"));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 3);

  close_window_and_wait (GTK_WINDOW (window));
}

static void
test_play_edit_solution (void)
{
  QueensWindow *window = open_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  guint32 shown[8];
  guint32 played[8];

  wait_for (window_is_idle, window, "the N = 8 search to end");
  activate (window, "win.next-solution");
  activate (window, "win.next-solution");
  memcpy (shown, queens_board_view_get_columns (view), sizeof shown);

  g_assert_true (action_enabled (window, "edit-solution"));
  activate (window, "win.edit-solution");
  g_assert_nonnull (queens_board_view_get_play_session (view));
  g_assert_true (queens_board_get_columns (board_of (window), played));
  g_assert_cmpmem (played, sizeof played, shown, sizeof shown);
  assert_status_contains (window, "Solved · solution #3 of 92");

  /* One step: undo gives the empty play board back. */
  activate (window, "win.undo");
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 0);

  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
note_is_shown (gpointer data)
{
  return *queens_window_get_note_text (QUEENS_WINDOW (data)) != '\0';
}

/* Pasting a board: N follows it, one step for undo; text that is no board
 * is refused with the parser's reason. */
static void
test_play_paste (void)
{
  QueensWindow *window = open_play_window (8);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *text = NULL;
  guint64 revision;

  toggle (window, 3, 3);

  gdk_clipboard_set_text (clipboard, "2 4 6 1 3 5");
  activate (window, "win.paste");
  wait_for (board_has_n, window, "the pasted board");
  settle (window);
  g_assert_cmpuint (queens_window_get_n (window), ==, 6);
  g_assert_true (queens_board_is_solution (board_of (window)));
  text = queens_board_to_text (board_of (window), NULL);
  g_assert_cmpstr (text, ==, "2 4 6 1 3 5");
  assert_status_contains (window, "Solved");

  /* Undo: the 8-board with its queen, and N back to 8. */
  activate (window, "win.undo");
  settle (window);
  g_assert_cmpuint (queens_play_session_get_n (session_of (window)), ==, 8);
  g_assert_cmpuint (queens_window_get_n (window), ==, 8);
  g_assert_true (queens_board_has_queen (board_of (window), 3, 3));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 1);

  revision = queens_play_session_get_revision (session_of (window));
  gdk_clipboard_set_text (clipboard, "1 3 x 2");
  activate (window, "win.paste");
  wait_for (note_is_shown, window, "the refusal");
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "token 3 \"x\""));
  g_assert_cmpuint (queens_play_session_get_revision (session_of (window)), ==, revision);

  /* From browsing, a paste goes straight to play. */
  set_mode (window, "browse");
  gdk_clipboard_set_text (clipboard, "5, 3, 1, 6, 4, 2");
  activate (window, "win.paste");
  wait_for (board_has_n, window, "the board pasted while browsing");
  settle (window);
  g_assert_nonnull (queens_board_view_get_play_session (queens_window_get_board_view (window)));
  g_assert_true (queens_board_is_solution (board_of (window)));

  close_window_and_wait (GTK_WINDOW (window));
}

typedef void (*FillClipboard) (GdkClipboard *clipboard);

static void
empty_clipboard (GdkClipboard *clipboard)
{
  gdk_clipboard_set_content (clipboard, NULL);
}

/* A picture, as an image viewer copies one: no text at all. */
static void
image_on_clipboard (GdkClipboard *clipboard)
{
  static const guint8 pixels[4 * 4 * 4] = { 0 };
  g_autoptr(GBytes) bytes = g_bytes_new_static (pixels, sizeof pixels);
  g_autoptr(GdkTexture) texture = gdk_memory_texture_new (4, 4, GDK_MEMORY_DEFAULT, bytes, 4 * 4);

  gdk_clipboard_set_texture (clipboard, texture);
}

static void
blank_text_on_clipboard (GdkClipboard *clipboard)
{
  gdk_clipboard_set_text (clipboard, " \n");
}

/* In a window of its own on @mode (each has its own toasts), @action
 * (NULL: Ctrl+V pressed) with what @fill put on the clipboard says there
 * is nothing to paste, in a toast, and changes nothing. */
static void
expect_nothing_to_paste (const char    *mode,
                         FillClipboard  fill,
                         const char    *action)
{
  QueensWindow *window = open_window (7);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));

  settle (window);
  set_mode (window, mode);
  fill (clipboard);
  if (action != NULL)
    activate (window, action);
  else
    g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_v, GDK_CONTROL_MASK));
  wait_for_toast (GTK_WIDGET (window), "Nothing to paste: the clipboard holds no text");
  g_assert_cmpuint (queens_window_get_n (window), ==, 7);

  close_window_and_wait (GTK_WINDOW (window));
}

/* Paste with nothing usable on the clipboard answers on every page, the
 * Watch page (which has no note) included. */
static void
test_play_paste_nothing (void)
{
  static const char *modes[] = { "browse", "play", "watch" };
  static const FillClipboard fills[] = { empty_clipboard, image_on_clipboard, blank_text_on_clipboard };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    for (guint f = 0; f < G_N_ELEMENTS (fills); f++)
      expect_nothing_to_paste (modes[m], fills[f], "win.paste");

  expect_nothing_to_paste ("play", image_on_clipboard, NULL);
  expect_nothing_to_paste ("browse", empty_clipboard, "win.paste-puzzle");
  expect_nothing_to_paste ("play", image_on_clipboard, "win.paste-puzzle");
}

/* Text that is no board is refused where it can be read: in a toast on
 * the Watch page, which has no note. */
static void
test_play_paste_refused_in_watch (void)
{
  QueensWindow *window = open_window (7);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));

  settle (window);
  set_mode (window, "watch");
  gdk_clipboard_set_text (clipboard, "1 3 x 2");
  activate (window, "win.paste");
  wait_for_toast (GTK_WIDGET (window), "The clipboard does not hold a board: token 3 \"x\" is not a column: use 1 to 4 or \".\" for an empty row.");
  g_assert_cmpuint (queens_window_get_n (window), ==, 7);

  close_window_and_wait (GTK_WINDOW (window));
}

/* Changing N in play starts an empty board, one step for undo. */
static void
test_play_change_n (void)
{
  QueensWindow *window = open_play_window (8);

  toggle (window, 1, 1);
  queens_window_set_n (window, 9);
  g_assert_cmpuint (queens_play_session_get_n (session_of (window)), ==, 9);
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 0);
  settle (window);

  activate (window, "win.undo");
  g_assert_cmpuint (queens_window_get_n (window), ==, 8);
  settle (window);
  g_assert_true (queens_board_has_queen (board_of (window), 1, 1));

  close_window_and_wait (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/mode", test_play_mode);
  g_test_add_func ("/play/conflicts", test_play_conflicts);
  g_test_add_func ("/play/undo-redo", test_play_undo_redo);
  g_test_add_func ("/play/verdict/small", test_play_verdict_small);
  g_test_add_func ("/play/dead-end-names-queen", test_play_dead_end_names_queen);
  g_test_add_func ("/play/verdict/large", test_play_verdict_large);
  g_test_add_func ("/play/verdict/cancelled", test_play_verdict_cancelled);
  g_test_add_func ("/play/moves-and-time", test_play_moves_and_time);
  g_test_add_func ("/play/hint-to-solved", test_play_hint_to_solved);
  g_test_add_func ("/play/complete/large", test_play_complete_large);
  g_test_add_func ("/play/complete/small", test_play_complete_small);
  g_test_add_func ("/play/edit-solution", test_play_edit_solution);
  g_test_add_func ("/play/paste", test_play_paste);
  g_test_add_func ("/play/paste-nothing", test_play_paste_nothing);
  g_test_add_func ("/play/paste-refused-in-watch", test_play_paste_refused_in_watch);
  g_test_add_func ("/play/change-n", test_play_change_n);

  return g_test_run ();
}
