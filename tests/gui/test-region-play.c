/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-region-play.c: region puzzles in Play, started from the New Game
 * menu and played through the window's actions, real key presses and
 * the view's pointer gesture (needs a display: run under Xvfb)
 *
 * With "--shots DIR [dark]" it takes screenshots of a puzzle, a hint and
 * the solved moment instead of testing.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "queens-board-view.h"
#include "queens-region-generator.h"
#include "queens-region-page.h"
#include "queens-region-records.h"
#include "queens-region-solver.h"
#include "queens-region-stats.h"
#include "queens-region-view.h"
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
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), action));
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

static gboolean
action_enabled (QueensWindow *window,
                const char   *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

static QueensRegionPage *
page_of (QueensWindow *window)
{
  return QUEENS_REGION_PAGE (find_widget_of_type (GTK_WIDGET (window), QUEENS_TYPE_REGION_PAGE));
}

static QueensRegionView *
view_of (QueensWindow *window)
{
  return QUEENS_REGION_VIEW (find_widget_of_type (GTK_WIDGET (window), QUEENS_TYPE_REGION_VIEW));
}

static QueensRegionGame *
game_of (QueensWindow *window)
{
  return queens_region_page_get_game (page_of (window));
}

static gboolean
has_game (gpointer window)
{
  return game_of (window) != NULL;
}

static gboolean
view_is_laid_out (gpointer window)
{
  return gtk_widget_get_width (GTK_WIDGET (view_of (window))) > 100;
}

/* A window in Browse with a region puzzle of size @n and @difficulty
 * started through its actions, made and laid out. */
static QueensWindow *
open_region_window (guint       n,
                    const char *difficulty)
{
  QueensWindow *window = queens_window_new (NULL, 6);

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the search to settle");
  activate (window, "region-size", g_variant_new_int32 ((gint32) n));
  if (difficulty != NULL)
    activate (window, "region-puzzle", g_variant_new_string (difficulty));
  else
    activate (window, "region-puzzle-of-the-day", NULL);
  wait_for (has_game, window, "the region puzzle to be made");
  wait_for (view_is_laid_out, window, "the region view to be laid out");
  g_assert_cmpuint (queens_region_game_get_n (game_of (window)), ==, n);
  return window;
}

/* The status line under the grid. */
static const char *
status_of (QueensWindow *window)
{
  GtkWidget *page = GTK_WIDGET (page_of (window));
  GtkWidget *label = gtk_widget_get_last_child (gtk_widget_get_first_child (page));

  return gtk_label_get_text (GTK_LABEL (label));
}

static void
answer_of (QueensRegionGame *game,
           guint8           *answer)
{
  g_assert_cmpuint (queens_region_solver_count (queens_region_game_get_grid (game), 2, answer, NULL), ==, 1);
}

/* The New Game menu has the region section: three difficulties, today's
 * and the sizes 5 to 14, each a window action. */
static void
test_region_menu (void)
{
  QueensWindow *window = queens_window_new (NULL, 8);
  GtkMenuButton *button;
  GMenuModel *menu;
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);

  gtk_window_present (GTK_WINDOW (window));
  button = find_menu_button_with_action (gtk_window_get_titlebar (GTK_WINDOW (window)),
                                         "win.region-puzzle::easy", FALSE);
  g_assert_nonnull (button);
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_true (menu_has_action (menu, "win.region-puzzle::medium"));
  g_assert_true (menu_has_action (menu, "win.region-puzzle::hard"));
  g_assert_true (menu_has_action (menu, "win.region-puzzle-of-the-day"));
  collect_menu_actions (menu, actions);
  {
    guint sizes = 0;

    for (guint i = 0; i < actions->len; i++)
      sizes += g_str_equal (g_ptr_array_index (actions, i), "win.region-size");
    g_assert_cmpuint (sizes, ==, 10);
  }
  for (guint i = 0; i < actions->len; i++)
    {
      const char *name = g_ptr_array_index (actions, i);

      if (g_str_has_prefix (name, "win.region") && strstr (name, "::") == NULL)
        g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), name + 4));
    }
  close_window_and_wait (GTK_WINDOW (window));
}

/* A puzzle started from Browse brings Play on show with the grid in the
 * board's place; marks, undo and redo go through the actions and the
 * keys, and Play's own undo is off meanwhile. */
static void
test_region_actions_and_keys (void)
{
  QueensWindow *window = open_region_window (6, "easy");
  g_autofree char *mode = window_get_mode (window);
  QueensRegionGame *game = game_of (window);

  g_assert_cmpstr (mode, ==, "play");
  g_assert_true (is_shown (GTK_WIDGET (view_of (window))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (queens_window_get_board_view (window))));
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "region-undo"));
  g_assert_true (g_str_has_prefix (status_of (window), "Easy · 6 × 6"));

  activate (window, "region-mark", g_variant_new ("(iis)", 2, 3, "queen"));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 2), ==, QUEENS_REGION_MARK_QUEEN);
  g_assert_true (action_enabled (window, "region-undo"));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 2), ==, QUEENS_REGION_MARK_EMPTY);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 2), ==, QUEENS_REGION_MARK_QUEEN);

  /* The keyboard: the cursor starts top left; arrows move it, X crosses,
   * Q places a queen, Delete empties, Space cycles; the label follows. */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view_of (window))));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Down, 0));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_x, 0));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 1), ==, QUEENS_REGION_MARK_CROSS);
  {
    g_autofree char *expected = queens_region_game_describe_square (game, 1, 1);

    g_assert_true (g_str_has_prefix (expected, "Row 2, column 2, region "));
    g_assert_true (g_str_has_suffix (expected, ": crossed"));
    assert_accessible_text (GTK_WIDGET (view_of (window)), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  }
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_q, 0));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 1), ==, QUEENS_REGION_MARK_QUEEN);
  /* Two queens touching: both clash at once. */
  g_assert_true (queens_region_game_is_clash (game, 1, 1));
  g_assert_true (queens_region_game_is_clash (game, 1, 2));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Delete, 0));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 1), ==, QUEENS_REGION_MARK_EMPTY);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_space, 0));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 1), ==, QUEENS_REGION_MARK_CROSS);

  /* Ctrl+L clears every mark, one step for undo. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_l, GDK_CONTROL_MASK));
  g_assert_cmpuint (queens_region_game_get_n_queens (game), ==, 0);
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 1), ==, QUEENS_REGION_MARK_EMPTY);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpint (queens_region_game_get_mark (game, 1, 1), ==, QUEENS_REGION_MARK_CROSS);

  /* Leaving gives the board back, and Play's undo with it. */
  activate (window, "leave-region-puzzle", NULL);
  g_assert_null (game_of (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (queens_window_get_board_view (window))));
  g_assert_false (is_shown (GTK_WIDGET (view_of (window))));
  g_assert_false (action_enabled (window, "leave-region-puzzle"));
  close_window_and_wait (GTK_WINDOW (window));
}

/* The view's drag gesture: a press and release on one square cycles
 * it, a drag crosses every empty square it passes, one step for undo,
 * and never takes a queen away. */
static void
test_region_pointer (void)
{
  QueensWindow *window = open_region_window (7, "medium");
  QueensRegionView *view = view_of (window);
  QueensRegionGame *game = game_of (window);
  GtkGesture *gesture = NULL;
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  double x0, y0, x1, y1;
  guint row, column;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        gesture = GTK_GESTURE (controller);
    }
  g_assert_nonnull (gesture);

  queens_region_view_get_square_center (view, 3, 3, &x0, &y0);
  g_assert_true (queens_region_view_square_at (view, x0, y0, &row, &column));
  g_assert_cmpuint (row, ==, 3);
  g_assert_cmpuint (column, ==, 3);
  for (guint click = 1; click <= 3; click++)
    {
      g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
      g_signal_emit_by_name (gesture, "drag-end", 0.0, 0.0);
      g_assert_cmpint (queens_region_game_get_mark (game, 3, 3), ==, click % 3);
    }

  /* A queen at (0, 4), then a drag along row 0 from column 1 to 6. */
  activate (window, "region-mark", g_variant_new ("(iis)", 1, 5, "queen"));
  queens_region_view_get_square_center (view, 0, 1, &x0, &y0);
  queens_region_view_get_square_center (view, 0, 6, &x1, &y1);
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  g_signal_emit_by_name (gesture, "drag-update", (x1 - x0) / 2, 0.0);
  g_signal_emit_by_name (gesture, "drag-update", x1 - x0, 0.0);
  g_signal_emit_by_name (gesture, "drag-end", x1 - x0, 0.0);
  for (guint c = 1; c <= 6; c++)
    g_assert_cmpint (queens_region_game_get_mark (game, 0, c), ==,
                     c == 4 ? QUEENS_REGION_MARK_QUEEN : QUEENS_REGION_MARK_CROSS);
  g_assert_cmpint (queens_region_game_get_mark (game, 0, 0), ==, QUEENS_REGION_MARK_EMPTY);
  activate (window, "region-undo", NULL);
  for (guint c = 1; c <= 6; c++)
    g_assert_cmpint (queens_region_game_get_mark (game, 0, c), ==,
                     c == 4 ? QUEENS_REGION_MARK_QUEEN : QUEENS_REGION_MARK_EMPTY);

  activate (window, "leave-region-puzzle", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

/* Hints by Ctrl+H: the first press says the step and lights squares,
 * the second carries it out; pressed to the end they solve the puzzle,
 * which then says "with hints" and counts in the records. */
static void
test_region_hints_and_records (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window;
  QueensRegionGame *game;
  guint8 answer[QUEENS_REGION_MAX_N];
  guint solved_before = 0, solved_after = 0, best = 0;
  guint presses = 0;

  queens_region_records_lookup (settings, 8, QUEENS_REGION_HARD, &solved_before, NULL);
  window = open_region_window (8, "hard");
  game = game_of (window);
  answer_of (game, answer);

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_nonnull (queens_region_game_get_message (game));
  g_assert_cmpuint (queens_region_game_get_n_queens (game) + (queens_region_game_can_undo (game) ? 1 : 0), ==, 0);
  while (!queens_region_game_get_solved (game))
    {
      g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_h, GDK_CONTROL_MASK));
      g_assert_cmpuint (++presses, <, 200);
    }
  for (guint row = 0; row < 8; row++)
    g_assert_cmpint (queens_region_game_get_mark (game, row, answer[row]), ==, QUEENS_REGION_MARK_QUEEN);
  g_assert_nonnull (strstr (status_of (window), "with hints"));
  g_assert_false (action_enabled (window, "region-hint"));
  g_assert_false (action_enabled (window, "region-undo"));
  queens_region_records_lookup (settings, 8, QUEENS_REGION_HARD, &solved_after, &best);
  g_assert_cmpuint (solved_after, ==, solved_before + 1);
  g_assert_nonnull (strstr (status_of (window), "solved"));

  /* By hand, with no hints: a best time. */
  activate (window, "region-puzzle", g_variant_new_string ("hard"));
  wait_for (has_game, window, "the next puzzle to be made");
  game = game_of (window);
  answer_of (game, answer);
  for (guint row = 0; row < 8; row++)
    activate (window, "region-mark", g_variant_new ("(iis)", row + 1, answer[row] + 1, "queen"));
  g_assert_true (queens_region_game_get_solved (game));
  g_assert_true (g_str_has_prefix (status_of (window), "Solved in "));
  g_assert_null (strstr (status_of (window), "with hints"));
  queens_region_records_lookup (settings, 8, QUEENS_REGION_HARD, &solved_after, &best);
  g_assert_cmpuint (solved_after, ==, solved_before + 2);
  g_assert_cmpuint (best, >, 0);
  g_assert_nonnull (strstr (status_of (window), "best "));

  activate (window, "leave-region-puzzle", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
label_says (GtkWidget     *widget,
            gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
         && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text);
}

/* The statistics window: nothing yet, then a row for each size with a
 * solve, its cells the solves and best time; Escape closes it, and it
 * is freed. */
static void
test_region_statistics (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window = queens_window_new (NULL, 6);
  GtkWidget *stats;

  g_settings_reset (settings, "region-stats");
  gtk_window_present (GTK_WINDOW (window));
  activate (window, "region-statistics", NULL);
  stats = find_shown_widget_of_type (QUEENS_TYPE_REGION_STATS);
  g_assert_nonnull (stats);
  g_assert_nonnull (find_widget_matching (stats, label_says, "No region puzzle solved yet."));
  close_by_escape_and_wait (GTK_WINDOW (stats));

  queens_region_records_add_solve (settings, 11, QUEENS_REGION_MEDIUM, 125, FALSE);
  queens_region_records_add_solve (settings, 11, QUEENS_REGION_MEDIUM, 140, TRUE);
  queens_region_records_add_solve (settings, 5, QUEENS_REGION_HARD, 30, TRUE);
  activate (window, "region-statistics", NULL);
  stats = find_shown_widget_of_type (QUEENS_TYPE_REGION_STATS);
  g_assert_nonnull (stats);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (stats)) == GTK_WINDOW (window));
  g_assert_nonnull (find_widget_matching (stats, label_says, "11 × 11"));
  g_assert_nonnull (find_widget_matching (stats, label_says, "5 × 5"));
  g_assert_null (find_widget_matching (stats, label_says, "8 × 8"));
  g_assert_nonnull (find_widget_matching (stats, label_says, "2 · 2:05"));
  /* Solved with hints only: a count, no best time. */
  g_assert_nonnull (find_widget_matching (stats, label_says, "1"));
  close_by_escape_and_wait (GTK_WINDOW (stats));

  close_window_and_wait (GTK_WINDOW (window));
}

/* Today's puzzle is the same for everyone today, and solving it after
 * yesterday's makes the streak one longer. */
static void
test_region_daily_streak (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) before = g_date_time_add_days (now, -1);
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *yesterday = g_date_time_format (before, "%Y-%m-%d");
  g_autoptr(QueensRegionGrid) expected = NULL;
  g_autofree char *expected_text = NULL;
  g_autofree char *text = NULL;
  GDate date;
  QueensWindow *window;
  QueensRegionGame *game;
  guint8 answer[QUEENS_REGION_MAX_N];

  g_settings_set (settings, "region-streak", "(su)", yesterday, 4);
  window = open_region_window (7, NULL);
  game = game_of (window);
  g_assert_cmpstr (queens_region_game_get_day (game), ==, today);
  g_date_set_dmy (&date, (GDateDay) g_date_time_get_day_of_month (now),
                  (GDateMonth) g_date_time_get_month (now), (GDateYear) g_date_time_get_year (now));
  expected = queens_region_generate_daily (&date, 7, queens_region_game_get_difficulty (game));
  expected_text = queens_region_grid_to_text (expected);
  text = queens_region_grid_to_text (queens_region_game_get_grid (game));
  g_assert_cmpstr (text, ==, expected_text);
  g_assert_true (g_str_has_prefix (status_of (window), "Today’s puzzle · "));
  g_assert_nonnull (strstr (status_of (window), "daily streak: 4 days"));

  answer_of (game, answer);
  for (guint row = 0; row < 7; row++)
    activate (window, "region-mark", g_variant_new ("(iis)", row + 1, answer[row] + 1, "queen"));
  g_assert_true (queens_region_game_get_solved (game));
  g_assert_cmpuint (queens_region_records_get_streak (settings, today), ==, 5);
  g_assert_nonnull (strstr (status_of (window), "daily streak: 5 days"));

  activate (window, "leave-region-puzzle", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

/* Copy puts the letter grid on the clipboard; Paste, from the New Game
 * menu, plays it from any page. */
static void
test_region_copy_paste (void)
{
  QueensWindow *window = open_region_window (9, "hard");
  g_autofree char *text = queens_region_grid_to_text (queens_region_game_get_grid (game_of (window)));
  g_autofree char *pasted = NULL;
  g_autofree char *mode = NULL;
  GtkMenuButton *button;

  button = find_menu_button_with_action (gtk_window_get_titlebar (GTK_WINDOW (window)),
                                         "win.paste-region-puzzle", FALSE);
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (button), "win.region-puzzle::easy"));
  activate (window, "copy-region-puzzle", NULL);
  wait_for (clipboard_text_is, &text, "the region puzzle on the clipboard");

  activate (window, "leave-region-puzzle", NULL);
  g_assert_false (action_enabled (window, "copy-region-puzzle"));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("browse"));
  activate (window, "paste-region-puzzle", NULL);
  wait_for (has_game, window, "the pasted region puzzle");
  pasted = queens_region_grid_to_text (queens_region_game_get_grid (game_of (window)));
  g_assert_cmpstr (pasted, ==, text);
  mode = window_get_mode (window);
  g_assert_cmpstr (mode, ==, "play");
  /* Pasted puzzles are graded afresh: this one was made hard. */
  g_assert_cmpint (queens_region_game_get_difficulty (game_of (window)), ==, QUEENS_REGION_HARD);

  activate (window, "leave-region-puzzle", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

/* Play's own games leave the region puzzle and give the board back; a
 * region puzzle copied is the letter grid, and pasted plays it. */
static void
test_region_other_games_and_clipboard (void)
{
  QueensWindow *window = open_region_window (6, "medium");
  g_autofree char *copied = queens_region_grid_to_text (queens_region_game_get_grid (game_of (window)));

  activate (window, "new-puzzle", g_variant_new_string ("easy"));
  g_assert_null (game_of (window));
  g_assert_false (queens_region_page_get_playing (page_of (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (queens_window_get_board_view (window))));
  g_assert_true (action_enabled (window, "hint"));
  activate (window, "free-play", NULL);

  /* The letter grid through the action D-Bus callers use. */
  /* A grid with more than one answer is refused: the first stays. */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *text = NULL;

      activate (window, "play-region-puzzle",
                g_variant_new_string (i == 0 ? copied : "AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE\n"));
      g_assert_nonnull (game_of (window));
      text = queens_region_grid_to_text (queens_region_game_get_grid (game_of (window)));
      g_assert_cmpstr (text, ==, copied);
    }
  activate (window, "leave-region-puzzle", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

/* A region puzzle left open in a closed window comes back in the next
 * one, with its marks, and shows when Play does. */
static void
test_region_restart (void)
{
  QueensWindow *window = open_region_window (6, "medium");
  g_autofree char *grid = queens_region_grid_to_text (queens_region_game_get_grid (game_of (window)));
  g_autofree char *grid_back = NULL;
  g_autofree char *mode = NULL;

  activate (window, "region-mark", g_variant_new ("(iis)", 3, 4, "cross"));
  close_window_and_wait (GTK_WINDOW (window));

  window = queens_window_new (NULL, 6);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the search to settle");
  mode = window_get_mode (window);
  g_assert_cmpstr (mode, ==, "browse");
  g_assert_nonnull (game_of (window));
  grid_back = queens_region_grid_to_text (queens_region_game_get_grid (game_of (window)));
  g_assert_cmpstr (grid_back, ==, grid);
  g_assert_cmpint (queens_region_game_get_mark (game_of (window), 2, 3), ==, QUEENS_REGION_MARK_CROSS);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));
  g_assert_true (is_shown (GTK_WIDGET (view_of (window))));

  /* Left, it is gone for the next window too. */
  activate (window, "leave-region-puzzle", NULL);
  close_window_and_wait (GTK_WINDOW (window));
  window = queens_window_new (NULL, 6);
  g_assert_null (game_of (window));
  close_window_and_wait (GTK_WINDOW (window));
}

/* The clock stands still while another window is in front. */
static void
test_region_clock_pauses (void)
{
  QueensWindow *window = open_region_window (6, "easy");
  QueensRegionGame *game = game_of (window);
  QueensWindow *other;
  gint64 now = 1000 * G_USEC_PER_SEC;

  queens_region_game_set_clock (game, test_clock_now, &now);
  wait_for (window_is_active, window, "the window to be in front");
  g_assert_false (queens_region_game_get_paused (game));
  activate (window, "region-mark", g_variant_new ("(iis)", 1, 1, "cross"));
  now += 4 * G_USEC_PER_SEC;
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 4 * G_USEC_PER_SEC);

  other = queens_window_new (NULL, 6);
  gtk_window_present (GTK_WINDOW (other));
  wait_for (window_is_inactive, window, "the window to go behind");
  g_assert_true (queens_region_game_get_paused (game));
  now += 60 * G_USEC_PER_SEC;
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 4 * G_USEC_PER_SEC);
  g_assert_nonnull (strstr (status_of (window), "Paused"));

  close_window_and_wait (GTK_WINDOW (other));
  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_active, window, "the window to come back in front");
  g_assert_false (queens_region_game_get_paused (game));
  now += G_USEC_PER_SEC;
  g_assert_cmpint (queens_region_game_get_elapsed (game), ==, 5 * G_USEC_PER_SEC);

  queens_region_game_set_clock (game, NULL, NULL);
  activate (window, "leave-region-puzzle", NULL);
  close_window_and_wait (GTK_WINDOW (window));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    user_data)
{
  (*(guint *) user_data)++;
}

/* The view on its own: each property notifies once per change, and the
 * view is freed with its last reference, letting go of its game. */
static void
test_region_view_widget (void)
{
  GtkWidget *view = g_object_ref_sink (queens_region_view_new ());
  g_autoptr(QueensRegionGrid) grid = queens_region_generate (5, 1, QUEENS_REGION_EASY);
  QueensRegionGame *game = queens_region_game_new (grid, QUEENS_REGION_EASY, NULL);
  guint notifies = 0;

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &game);
  g_signal_connect (view, "notify", G_CALLBACK (count_notify), &notifies);

  queens_region_view_set_game (QUEENS_REGION_VIEW (view), game);
  queens_region_view_set_game (QUEENS_REGION_VIEW (view), game);
  g_assert_cmpuint (notifies, ==, 1);
  g_object_set (view, "show-letters", TRUE, "auto-cross", TRUE, NULL);
  g_object_set (view, "show-letters", TRUE, NULL);
  g_assert_cmpuint (notifies, ==, 3);
  g_assert_true (queens_region_view_get_show_letters (QUEENS_REGION_VIEW (view)));
  g_assert_true (queens_region_view_get_auto_cross (QUEENS_REGION_VIEW (view)));

  g_object_unref (game);
  g_assert_nonnull (game);
  g_object_unref (view);
  g_assert_null (view);
  g_assert_null (game);
}

static int
take_shots (const char *directory)
{
  QueensWindow *window;
  QueensRegionGame *game;

  use_application_style_sheet ();
  window = open_region_window (8, "hard");
  game = game_of (window);
  shoot_screen (directory, "region-puzzle.png");
  activate (window, "region-hint", NULL);
  shoot_screen (directory, "region-hint.png");
  for (guint i = 0; i < 200 && !queens_region_game_get_solved (game); i++)
    activate (window, "region-hint", NULL);
  shoot_screen (directory, "region-solved.png");
  activate (window, "leave-region-puzzle", NULL);
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
  adw_init ();

  g_test_add_func ("/region-play/menu", test_region_menu);
  g_test_add_func ("/region-play/actions-and-keys", test_region_actions_and_keys);
  g_test_add_func ("/region-play/pointer", test_region_pointer);
  g_test_add_func ("/region-play/hints-and-records", test_region_hints_and_records);
  g_test_add_func ("/region-play/daily-streak", test_region_daily_streak);
  g_test_add_func ("/region-play/statistics", test_region_statistics);
  g_test_add_func ("/region-play/other-games-and-clipboard", test_region_other_games_and_clipboard);
  g_test_add_func ("/region-play/clock-pauses", test_region_clock_pauses);
  g_test_add_func ("/region-play/restart", test_region_restart);
  g_test_add_func ("/region-play/copy-paste", test_region_copy_paste);
  g_test_add_func ("/region-play/view-widget", test_region_view_widget);

  return g_test_run ();
}
