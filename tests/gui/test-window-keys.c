/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-window-keys.c: the keys never surprise (needs a display: run under
 * Xvfb).  Enter and Escape in the N field and the go-to field hand the
 * keys back to the board, so Page Down pages through solutions instead of
 * changing N; a click on the board takes the keys; the go-to field never
 * keeps a number from another N; Alt and a digit choose the page. */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>

#include "queens-backtrack-stepper.h"
#include "queens-browse-page.h"
#include "queens-board-view.h"
#include "queens-play-session.h"
#include "queens-watch-view.h"
#include "queens-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static QueensWindow *
open_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the first search");
  return window;
}

static void
close_window (QueensWindow *window)
{
  close_window_and_wait (GTK_WINDOW (window));
}

static GtkWidget *
n_field (QueensWindow *window)
{
  GtkWidget *spin = find_widget_of_type (GTK_WIDGET (window), GTK_TYPE_SPIN_BUTTON);

  g_assert_nonnull (spin);
  return spin;
}

/* Focus in @field, with @text typed into it. */
static void
type_into (GtkWidget  *field,
           const char *text)
{
  g_assert_true (gtk_widget_grab_focus (field));
  gtk_editable_set_text (GTK_EDITABLE (field), text);
}

static void
assert_board_has_focus (QueensWindow *window)
{
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (queens_window_get_board_view (window))));
}

/* The trap users fell into: 12 + Enter in the N field, then Page Down,
 * made N = 2. */
static void
test_n_field_enter_then_page_down (void)
{
  QueensWindow *window = open_window (8);
  GtkWidget *spin = n_field (window);

  type_into (spin, "12");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_cmpuint (queens_window_get_n (window), ==, 12);
  assert_board_has_focus (window);
  wait_for (window_is_idle, window, "the search of N = 12");
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (queens_window_get_n (window), ==, 12);
  g_assert_cmpuint (queens_window_get_position (window), ==, 2);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_End, 0));
  g_assert_cmpuint (queens_window_get_position (window), ==, 14200);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Home, 0));
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);

  close_window (window);
}

/* Escape drops what was typed: N stays, and so does its text. */
static void
test_n_field_escape (void)
{
  QueensWindow *window = open_window (10);
  GtkWidget *spin = n_field (window);

  type_into (spin, "30");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Escape, 0));
  g_assert_cmpuint (queens_window_get_n (window), ==, 10);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "10");
  assert_board_has_focus (window);
  g_assert_false (queens_window_is_searching (window));

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (queens_window_get_position (window), ==, 2);
  g_assert_cmpuint (queens_window_get_n (window), ==, 10);

  close_window (window);
}

static void
test_goto_field_keys (void)
{
  QueensWindow *window = open_window (8);
  GtkWidget *entry = goto_entry_of (window);

  /* Enter goes there and hands the keys back. */
  type_into (entry, "5");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_cmpuint (queens_window_get_position (window), ==, 5);
  assert_board_has_focus (window);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Page_Up, 0));
  g_assert_cmpuint (queens_window_get_position (window), ==, 4);

  /* Escape forgets the number. */
  type_into (entry, "77");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Escape, 0));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_cmpuint (queens_window_get_position (window), ==, 4);
  assert_board_has_focus (window);

  /* A number out of range stays to be corrected, marked... */
  type_into (entry, "500");
  press_key (GTK_WINDOW (window), GDK_KEY_Return, 0);
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_true (gtk_widget_has_focus (entry) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));

  /* ...but belongs to this N only. */
  queens_window_set_n (window, 16);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));

  close_window (window);
}

/* A press on the board, in browsing as in play, gives it the keys. */
static void
test_click_takes_focus (void)
{
  QueensWindow *window = open_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  guint clicks = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_GESTURE_CLICK (controller))
        continue;
      type_into (n_field (window), "8");
      g_signal_emit_by_name (controller, "pressed", 1, 10.0, 10.0);
      clicks++;
    }

  g_assert_cmpuint (clicks, >, 0);
  assert_board_has_focus (window);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (view)));

  close_window (window);
}

/* Clicks every click gesture of the board at its top left corner: a
 * press and a release. */
static void
press_board (QueensWindow *window)
{
  g_autoptr(GListModel) controllers =
    gtk_widget_observe_controllers (GTK_WIDGET (queens_window_get_board_view (window)));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "pressed", 1, 10.0, 10.0);
          g_signal_emit_by_name (controller, "released", 1, 10.0, 10.0);
        }
    }
}

static gboolean
is_play_it_button (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "Play It") == 0;
}

static gboolean
offer_is_gone (gpointer data)
{
  return find_widget_matching (GTK_WIDGET (data), is_play_it_button, NULL) == NULL;
}

static gboolean
is_playing (gpointer data)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (data), "mode");

  return g_str_equal (g_variant_get_string (state, NULL), "play");
}

/* A click on a browsed board cannot place a queen: a toast says so and
 * offers to play that board, which its button does. */
static void
test_click_offers_play (void)
{
  static const char offer[] = "Browsing shows solutions: to place queens, play this board";
  QueensWindow *window = open_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autofree guint32 *browsed = g_memdup2 (queens_board_view_get_columns (view), 8 * sizeof (guint32));
  GtkWidget *button;
  guint32 played[8];

  press_board (window);
  wait_for_toast (GTK_WIDGET (window), offer);
  button = find_widget_matching (GTK_WIDGET (window), is_play_it_button, NULL);
  g_assert_nonnull (button);
  /* A button clicks a moment after it is activated. */
  g_assert_true (gtk_widget_activate (button));
  wait_for (is_playing, window, "Play");
  g_assert_true (queens_board_get_columns (queens_play_session_get_board (queens_window_get_play_session (window)),
                                           played));
  g_assert_cmpmem (played, sizeof played, browsed, 8 * sizeof (guint32));

  /* In play a click is a move: nothing is offered. */
  wait_for (offer_is_gone, window, "the offer to go");
  press_board (window);
  g_assert_null (find_widget_matching (GTK_WIDGET (window), is_play_it_button, NULL));

  close_window (window);
}

static guint64
watch_steps (QueensWindow *window)
{
  QueensBacktrackCounters counters;

  queens_backtrack_stepper_get_counters (QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (queens_window_get_watch_view (window))),
                                         &counters);
  return counters.steps;
}

/* Each mode's page takes the keys when it opens; in watch, Space plays
 * and pauses, Right steps on and Left steps back. */
static void
test_watch_keys (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  GActionGroup *actions = G_ACTION_GROUP (window);

  g_assert_true (gtk_widget_grab_focus (n_field (window)));
  g_action_group_change_action_state (actions, "mode", g_variant_new_string ("watch"));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  g_assert_cmpuint (watch_steps (window), ==, 2);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Left, 0));
  g_assert_cmpuint (watch_steps (window), ==, 1);

  g_assert_false (queens_watch_view_get_playing (view));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_space, 0));
  g_assert_true (queens_watch_view_get_playing (view));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_space, 0));
  g_assert_false (queens_watch_view_get_playing (view));
  g_assert_cmpuint (queens_window_get_n (window), ==, 8);

  /* Back to browsing: the board has the keys again. */
  g_assert_true (gtk_widget_grab_focus (n_field (window)));
  g_action_group_change_action_state (actions, "mode", g_variant_new_string ("browse"));
  assert_board_has_focus (window);

  close_window (window);
}

static const char *
shown_page (QueensWindow *window)
{
  AdwViewStack *stack = ADW_VIEW_STACK (find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));

  return adw_view_stack_get_visible_child_name (stack);
}

/* Alt+1, Alt+2 and Alt+3 show Browse, Play and Watch through win.mode,
 * from any page and with the focus anywhere, the N field included. */
static void
test_page_keys (void)
{
  static const struct
  {
    guint       keyval;
    const char *page;
  } presses[] = {
    { GDK_KEY_2, "play" },
    { GDK_KEY_3, "watch" },
    { GDK_KEY_1, "browse" },
    { GDK_KEY_3, "watch" },
    { GDK_KEY_2, "play" },
    { GDK_KEY_KP_1, "browse" },
  };
  QueensWindow *window = open_window (8);

  for (gsize i = 0; i < G_N_ELEMENTS (presses); i++)
    {
      g_autoptr(GVariant) mode = NULL;

      g_assert_true (press_key (GTK_WINDOW (window), presses[i].keyval, GDK_ALT_MASK));
      mode = g_action_group_get_action_state (G_ACTION_GROUP (window), "mode");
      g_assert_cmpstr (g_variant_get_string (mode, NULL), ==, presses[i].page);
      g_assert_cmpstr (shown_page (window), ==, presses[i].page);
    }

  /* The N field, which takes digits, leaves them to the window. */
  type_into (n_field (window), "8");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_2, GDK_ALT_MASK));
  g_assert_cmpstr (shown_page (window), ==, "play");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (n_field (window))), ==, "8");

  close_window (window);
}

static gboolean
is_toggle_reading (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

static void
on_clicked (GtkButton *button,
            gboolean  *clicked)
{
  *clicked = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

/* Activates @button as Space on it does, and waits for its click, which
 * comes a moment later. */
static void
click (GtkWidget *button)
{
  gboolean clicked = FALSE;
  gulong handler = g_signal_connect (button, "clicked", G_CALLBACK (on_clicked), &clicked);

  g_assert_true (gtk_widget_activate (button));
  wait_for (flag_is_set, &clicked, "the button's click");
  g_signal_handler_disconnect (button, handler);
}

static gboolean
fundamental_only (QueensWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "fundamental-only");

  return g_variant_get_boolean (state);
}

/* All or Fundamental: two linked toggle buttons, not a switch (which
 * means on or off), one of them always down; a click changes
 * win.fundamental-only and what is browsed, and the action moves them. */
static void
test_fundamental_toggles (void)
{
  QueensWindow *window = open_window (8);
  GtkWidget *browse = find_widget_of_type (GTK_WIDGET (window), QUEENS_TYPE_BROWSE_PAGE);
  GtkWidget *all = find_widget_matching (browse, is_toggle_reading, "All");
  GtkWidget *fundamental = find_widget_matching (browse, is_toggle_reading, "Fundamental");

  g_assert_null (find_widget_of_type (browse, GTK_TYPE_SWITCH));
  g_assert_nonnull (all);
  g_assert_nonnull (fundamental);
  g_assert_true (gtk_widget_get_parent (all) == gtk_widget_get_parent (fundamental));
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (all), "linked"));
  g_assert_false (fundamental_only (window));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (all)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (fundamental)));
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, 92);

  /* A click on Fundamental: 12 to browse. */
  click (fundamental);
  g_assert_true (fundamental_only (window));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (fundamental)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (all)));
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, 12);
  g_assert_true (g_str_has_prefix (queens_window_get_status_text (window), "Fundamental solution 1 of 12"));

  /* A second click on the one down leaves it down. */
  click (fundamental);
  g_assert_true (fundamental_only (window));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (fundamental)));

  click (all);
  g_assert_false (fundamental_only (window));
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, 92);

  /* The action, from D-Bus or the saved setting, moves the buttons. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "fundamental-only", NULL);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (fundamental)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (all)));
  /* The choice is kept for the next window: back to all of them. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "fundamental-only", NULL);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (all)));

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window-keys/n-field/enter-then-page-down", test_n_field_enter_then_page_down);
  g_test_add_func ("/window-keys/n-field/escape", test_n_field_escape);
  g_test_add_func ("/window-keys/goto-field", test_goto_field_keys);
  g_test_add_func ("/window-keys/click-takes-focus", test_click_takes_focus);
  g_test_add_func ("/window-keys/click-offers-play", test_click_offers_play);
  g_test_add_func ("/window-keys/watch", test_watch_keys);
  g_test_add_func ("/window-keys/pages", test_page_keys);
  g_test_add_func ("/window-keys/fundamental-toggles", test_fundamental_toggles);

  return g_test_run ();
}
