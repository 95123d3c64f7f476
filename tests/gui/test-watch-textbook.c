/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-watch-textbook.c: the textbook methods in watch mode, through the
 * window's actions: chosen with win.watch-method, stepped forward and back
 * with win.watch-step and win.watch-back, the board, the counters, the
 * highlighted line of pseudocode and the level strip following each step
 * (needs a display: run under Xvfb)
 *
 * With --shots DIR [dark] it saves screenshots instead, for people to look
 * at, in the light or the dark style.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <string.h>

#include "known-counts.h"
#include "queens-board.h"
#include "queens-compare-window.h"
#include "queens-level-strip.h"
#include "queens-textbook-stepper.h"
#include "queens-watch-view.h"
#include "queens-window.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static const char *const textbook_methods[] = { "breadth-first", "permutations", "louis" };

static void
choose (QueensWindow *window,
        const char   *method)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("watch"));
  activate_window_action (window, "watch-method", g_variant_new_string (method));
}

/* What a step leaves on show, to compare after stepping back. */
typedef struct
{
  guint64 steps;
  guint32 columns[QUEENS_TEXTBOOK_STEPPER_MAX_N];
  int     code_line;
  char   *counters;
} Shown;

static void
record (QueensWatchView *view,
        Shown           *shown)
{
  const QueensTextbookStepper *stepper = QUEENS_TEXTBOOK_STEPPER (queens_watch_view_get_stepper (view));
  guint n = queens_textbook_stepper_get_n (stepper);

  memset (shown->columns, 0, sizeof shown->columns);
  shown->steps = queens_textbook_stepper_get_steps (stepper);
  memcpy (shown->columns, queens_textbook_stepper_get_columns (stepper), n * sizeof (guint32));
  shown->code_line = queens_watch_view_get_code_line (view);
  shown->counters = g_strdup (queens_watch_view_get_counters_text (view));
}

/* Each method: the action's state names it, steps go forward and come
 * back to exactly what was on show, and the code line is the one the
 * stepper ran. */
static void
test_textbook_step_and_back (void)
{
  QueensWindow *window = open_idle_window (6);
  QueensWatchView *view = queens_window_get_watch_view (window);

  for (guint m = 0; m < G_N_ELEMENTS (textbook_methods); m++)
    {
      g_autoptr(GVariant) state = NULL;
      const QueensTextbookStepper *stepper;
      Shown shown[40];
      const char * const *code;

      choose (window, textbook_methods[m]);
      state = g_action_group_get_action_state (G_ACTION_GROUP (window), "watch-method");
      g_assert_cmpstr (g_variant_get_string (state, NULL), ==, textbook_methods[m]);
      g_assert_cmpstr (queens_watch_view_get_method (view), ==, textbook_methods[m]);
      stepper = QUEENS_TEXTBOOK_STEPPER (queens_watch_view_get_stepper (view));
      g_assert_nonnull (stepper);
      g_assert_cmpuint (queens_textbook_stepper_get_n (stepper), ==, 6);
      g_assert_cmpint (queens_watch_view_get_code_line (view), ==, -1);
      code = queens_textbook_code_get_lines (queens_textbook_stepper_get_method (stepper));

      for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
        {
          activate_window_action (window, "watch-step", NULL);
          record (view, &shown[i]);
          g_assert_cmpuint (shown[i].steps, ==, i + 1);
          g_assert_cmpint (shown[i].code_line, ==,
                           (int) queens_textbook_stepper_get_code_line (stepper));
          g_assert_nonnull (code[shown[i].code_line]);
          g_assert_nonnull (strstr (shown[i].counters, "Squares tried: "));
        }
      for (guint i = G_N_ELEMENTS (shown) - 1; i-- > 0;)
        {
          Shown now;

          activate_window_action (window, "watch-back", NULL);
          record (view, &now);
          g_assert_cmpuint (now.steps, ==, shown[i].steps);
          g_assert_cmpmem (now.columns, sizeof now.columns, shown[i].columns, sizeof shown[i].columns);
          g_assert_cmpint (now.code_line, ==, shown[i].code_line);
          g_assert_cmpstr (now.counters, ==, shown[i].counters);
          g_free (now.counters);
        }
      for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
        g_free (shown[i].counters);

      activate_window_action (window, "watch-back", NULL);
      g_assert_cmpuint (queens_textbook_stepper_get_steps (stepper), ==, 0);
      g_assert_cmpint (queens_watch_view_get_code_line (view), ==, -1);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
textbook_finished (gpointer data)
{
  QueensWatchView *view = data;

  return !queens_watch_view_get_playing (view)
         && queens_textbook_stepper_is_finished (QUEENS_TEXTBOOK_STEPPER (queens_watch_view_get_stepper (view)));
}

/* Played to the end as fast as it goes: every solution found, and the
 * page pauses by itself. */
static void
test_textbook_play_to_end (void)
{
  QueensWindow *window = open_idle_window (6);
  QueensWatchView *view = queens_window_get_watch_view (window);

  for (guint m = 0; m < G_N_ELEMENTS (textbook_methods); m++)
    {
      const QueensTextbookStepper *stepper;

      choose (window, textbook_methods[m]);
      activate_window_action (window, "watch-speed", g_variant_new_int32 (0));
      activate_window_action (window, "watch-play", NULL);
      wait_for (textbook_finished, view, "the method to finish");
      stepper = QUEENS_TEXTBOOK_STEPPER (queens_watch_view_get_stepper (view));
      g_assert_cmpuint (queens_textbook_stepper_get_solutions (stepper), ==, known_counts_total (6));
      g_assert_nonnull (strstr (queens_watch_view_get_counters_text (view), "Solutions found: 4"));
      /* Playing again at the end does nothing. */
      activate_window_action (window, "watch-play", NULL);
      g_assert_false (queens_watch_view_get_playing (view));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
strip_is_drawn (gpointer data)
{
  guint64 first = 0;
  guint count = 0;

  queens_level_strip_get_shown (QUEENS_LEVEL_STRIP (data), &first, &count);
  return count > 0;
}

/* Breadth-first shows its level as a strip, the board being extended in
 * view, and says how many boards it holds; permutations hold none. */
static void
test_breadth_first_level_strip (void)
{
  QueensWindow *window = open_idle_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  GtkWidget *strip = queens_watch_view_get_level_strip (view);
  const QueensTextbookStepper *stepper;
  guint64 first = 0;
  guint count = 0;
  guint64 index;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 800);
  choose (window, "breadth-first");
  stepper = QUEENS_TEXTBOOK_STEPPER (queens_watch_view_get_stepper (view));
  /* Row 1 done, then well into row 2's boards. */
  for (guint i = 0; i < 8 + 8 * 6 + 3; i++)
    activate_window_action (window, "watch-step", NULL);
  g_assert_true (is_shown (strip));
  g_assert_cmpuint (queens_textbook_stepper_get_level_depth (stepper), ==, 1);
  index = queens_textbook_stepper_get_level_index (stepper);
  g_assert_cmpuint (index, ==, 6);

  gtk_widget_queue_draw (strip);
  wait_for (strip_is_drawn, strip, "the level strip to be drawn");
  queens_level_strip_get_shown (QUEENS_LEVEL_STRIP (strip), &first, &count);
  g_assert_cmpuint (first, <=, index);
  g_assert_cmpuint (first + count, >, index);
  /* Eight boards of row 1 and the ones of row 2 built so far. */
  g_assert_nonnull (strstr (queens_watch_view_get_counters_text (view), "Boards held: "));
  g_assert_nonnull (strstr (queens_watch_view_get_counters_text (view), "(row 1: 8, row 2 so far: "));

  choose (window, "permutations");
  activate_window_action (window, "watch-step", NULL);
  g_assert_false (is_shown (strip));
  g_assert_null (strstr (queens_watch_view_get_counters_text (view), "Boards held"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Backtracking shows its code too, the line following the steps; min-
 * conflicts shows none. */
static void
test_backtracking_code (void)
{
  QueensWindow *window = open_idle_window (4);
  QueensWatchView *view = queens_window_get_watch_view (window);
  const char * const *code = queens_textbook_code_get_lines (QUEENS_SEARCH_METHOD_BACKTRACKING);
  gboolean took_back = FALSE;

  choose (window, "backtracking");
  g_assert_cmpint (queens_watch_view_get_code_line (view), ==, -1);
  activate_window_action (window, "watch-step", NULL);
  g_assert_nonnull (strstr (code[queens_watch_view_get_code_line (view)], "place (k + 1"));
  /* N = 4 meets a dead end within a few steps: the queen is taken back. */
  for (guint i = 0; i < 6; i++)
    {
      activate_window_action (window, "watch-step", NULL);
      took_back = took_back || strstr (code[queens_watch_view_get_code_line (view)], "back") != NULL;
    }
  g_assert_true (took_back);

  choose (window, "min-conflicts");
  g_assert_cmpint (queens_watch_view_get_code_line (view), ==, -1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Beyond N = 10 the page says where the textbook methods can be watched. */
static void
test_textbook_beyond_limit (void)
{
  QueensWindow *window = open_idle_window (12);
  QueensWatchView *view = queens_window_get_watch_view (window);

  choose (window, "louis");
  g_assert_null (QUEENS_TEXTBOOK_STEPPER (queens_watch_view_get_stepper (view)));
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "up to N = 10"));
  activate_window_action (window, "watch-play", NULL);
  g_assert_false (queens_watch_view_get_playing (view));

  queens_window_set_n (window, 5);
  g_assert_nonnull (QUEENS_TEXTBOOK_STEPPER (queens_watch_view_get_stepper (view)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The compare window the action opened (the one toplevel of its type). */
static QueensCompareWindow *
find_compare_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  QueensCompareWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (QUEENS_IS_COMPARE_WINDOW (toplevel))
        {
          g_assert_null (found);
          found = QUEENS_COMPARE_WINDOW (toplevel);
        }
    }

  return found;
}

static gboolean
compare_is_ready (gpointer data)
{
  return queens_compare_window_is_ready (QUEENS_COMPARE_WINDOW (data));
}

/* win.compare-methods counts the four methods for the window's N on a
 * worker and fills the table: the textbook's figures at N = 8. */
static void
test_compare_window (void)
{
  QueensWindow *window = open_idle_window (8);
  QueensCompareWindow *compare;

  g_assert_null (find_compare_window ());
  activate_window_action (window, "compare-methods", NULL);
  compare = find_compare_window ();
  g_assert_nonnull (compare);
  wait_for (compare_is_ready, compare, "the methods' figures");

  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_BACKTRACKING, 1), ==, "15,720");
  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_BACKTRACKING, 2), ==, "2,056");
  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_BREADTH_FIRST, 1), ==, "15,720");
  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_PERMUTATIONS, 3), ==, "92");
  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_LOUIS, 1), ==, "50,889,536");
  g_assert_nonnull (strstr (queens_compare_window_get_status (compare), "N = 8"));
  gtk_window_destroy (GTK_WINDOW (compare));

  /* Beyond what counts in seconds it says so and counts nothing. */
  queens_window_set_n (window, 20);
  activate_window_action (window, "compare-methods", NULL);
  compare = find_compare_window ();
  g_assert_nonnull (strstr (queens_compare_window_get_status (compare), "up to N = 16"));
  g_assert_false (queens_compare_window_is_ready (compare));
  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_LOUIS, 1), ==, "…");
  gtk_window_destroy (GTK_WINDOW (compare));

  gtk_window_destroy (GTK_WINDOW (window));
}

static int
take_shots (const char *directory)
{
  QueensWindow *window = open_idle_window (8);

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 860);
  choose (window, "breadth-first");
  for (guint i = 0; i < 8 + 8 * 6 + 3; i++)
    activate_window_action (window, "watch-step", NULL);
  shoot_screen (directory, "textbook-breadth-first.png");

  choose (window, "louis");
  for (guint i = 0; i < 30; i++)
    activate_window_action (window, "watch-step", NULL);
  shoot_screen (directory, "textbook-louis.png");

  choose (window, "permutations");
  for (guint i = 0; i < 9; i++)
    activate_window_action (window, "watch-step", NULL);
  shoot_screen (directory, "textbook-permutations.png");

  choose (window, "backtracking");
  for (guint i = 0; i < 13; i++)
    activate_window_action (window, "watch-step", NULL);
  shoot_screen (directory, "textbook-backtracking.png");

  activate_window_action (window, "compare-methods", NULL);
  wait_for (compare_is_ready, find_compare_window (), "the methods' figures");
  shoot_screen (directory, "textbook-compare.png");
  gtk_window_destroy (GTK_WINDOW (find_compare_window ()));

  gtk_window_set_default_size (GTK_WINDOW (window), 600, 700);
  choose (window, "breadth-first");
  for (guint i = 0; i < 200; i++)
    activate_window_action (window, "watch-step", NULL);
  shoot_screen (directory, "textbook-narrow.png");

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  /* --shots DIR [dark] */
  if ((argc == 3 || argc == 4) && g_str_equal (argv[1], "--shots"))
    {
      gtk_init ();
      adw_init ();
      if (argc == 4 && g_str_equal (argv[3], "dark"))
        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            ADW_COLOR_SCHEME_FORCE_DARK);
      return take_shots (argv[2]);
    }

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/watch-textbook/step-and-back", test_textbook_step_and_back);
  g_test_add_func ("/watch-textbook/play-to-end", test_textbook_play_to_end);
  g_test_add_func ("/watch-textbook/level-strip", test_breadth_first_level_strip);
  g_test_add_func ("/watch-textbook/backtracking-code", test_backtracking_code);
  g_test_add_func ("/watch-textbook/beyond-limit", test_textbook_beyond_limit);
  g_test_add_func ("/watch-textbook/compare-window", test_compare_window);

  return g_test_run ();
}
