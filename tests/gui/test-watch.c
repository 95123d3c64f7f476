/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-watch.c: watch mode, driven through the win.watch-* actions
 * (needs a display: run under Xvfb)
 *
 * With "--shots DIR" it takes screenshots of the watch page instead of
 * testing (ImageMagick's import, under Xvfb); with QUEENS_LOCALE_DIR set
 * to the built catalogues they come in the language LANGUAGE names. */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <string.h>

#include "known-counts.h"
#include "queens-backtrack-stepper.h"
#include "queens-board-view.h"
#include "queens-min-conflicts-stepper.h"
#include "queens-speed-scale.h"
#include "queens-watch-view.h"
#include "queens-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static gboolean
watch_is_paused (gpointer data)
{
  return !queens_watch_view_get_playing (QUEENS_WATCH_VIEW (data));
}

static QueensWindow *
open_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the browse search");

  return window;
}

static void
activate (QueensWindow *window,
          const char   *name,
          GVariant     *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), name, parameter);
}

static void
set_mode (QueensWindow *window,
          const char   *mode)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string (mode));
}

static char *
get_string_state (QueensWindow *window,
                  const char   *name)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), name);

  return g_variant_dup_string (state, NULL);
}

static gboolean
get_boolean_state (QueensWindow *window,
                   const char   *name)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), name);

  return g_variant_get_boolean (state);
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The backtracking search on show. */
static QueensBacktrackStepper *
backtrack_of (QueensWatchView *view)
{
  return QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (view));
}

static QueensBacktrackCounters
counters_of (QueensWatchView *view)
{
  QueensBacktrackCounters counters;

  queens_backtrack_stepper_get_counters (backtrack_of (view), &counters);
  return counters;
}

/* Queens a plain row-by-row backtracking places to list every solution:
 * written here on its own, to check the watched search against. */
static guint64
count_placements (guint    n,
                  guint    row,
                  guint32 *columns)
{
  guint64 placed = 0;

  for (guint column = 0; column < n && row < n; column++)
    {
      gboolean safe = TRUE;

      for (guint above = 0; above < row && safe; above++)
        {
          int dx = (int) columns[above] - (int) column;

          safe = dx != 0 && ABS (dx) != (int) (row - above);
        }
      if (!safe)
        continue;

      columns[row] = column;
      placed += 1 + count_placements (n, row + 1, columns);
    }

  return placed;
}

static void
test_watch_mode (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  g_autofree char *mode = NULL;

  g_assert_cmpuint (queens_watch_view_get_n (view), ==, 8);
  g_assert_false (is_shown (GTK_WIDGET (view)));

  set_mode (window, "play");
  g_assert_nonnull (queens_window_get_play_session (window));
  set_mode (window, "watch");
  mode = get_string_state (window, "mode");
  g_assert_cmpstr (mode, ==, "watch");
  g_assert_true (is_shown (GTK_WIDGET (view)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (queens_window_get_board_view (window))));
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "Backtracking"));

  /* Leaving watch pauses it. */
  activate (window, "watch-play", NULL);
  g_assert_true (get_boolean_state (window, "watch-play"));
  set_mode (window, "browse");
  g_assert_false (queens_watch_view_get_playing (view));
  g_assert_false (get_boolean_state (window, "watch-play"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (queens_window_get_board_view (window))));
  g_assert_false (is_shown (GTK_WIDGET (view)));

  /* N follows the window; beyond 32 backtracking says so. */
  set_mode (window, "watch");
  queens_window_set_n (window, 40);
  g_assert_null (backtrack_of (view));
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "32"));
  activate (window, "watch-play", NULL);
  g_assert_false (get_boolean_state (window, "watch-play"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_watch_step_back (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  g_autoptr(QueensBacktrackStepper) start = NULL;
  g_autoptr(QueensBacktrackStepper) middle = NULL;
  g_autofree char *start_text = NULL;

  set_mode (window, "watch");
  start = queens_backtrack_stepper_copy (backtrack_of (view));
  start_text = g_strdup (queens_watch_view_get_counters_text (view));

  for (guint k = 1; k <= 600; k += 37)
    {
      for (guint i = 0; i < k; i++)
        activate (window, "watch-step", NULL);
      g_assert_cmpuint (counters_of (view).steps, ==, k);
      for (guint i = 0; i < k; i++)
        activate (window, "watch-back", NULL);
      g_assert_true (queens_backtrack_stepper_equal (backtrack_of (view), start));
      g_assert_cmpstr (queens_watch_view_get_counters_text (view), ==, start_text);
    }

  /* From the middle of the search, past solutions and dead ends. */
  for (guint i = 0; i < 1000; i++)
    activate (window, "watch-step", NULL);
  g_assert_cmpuint (counters_of (view).solutions, >, 0);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, counters_of (view).solutions);
  middle = queens_backtrack_stepper_copy (backtrack_of (view));
  for (guint i = 0; i < 777; i++)
    activate (window, "watch-step", NULL);
  for (guint i = 0; i < 777; i++)
    activate (window, "watch-back", NULL);
  g_assert_true (queens_backtrack_stepper_equal (backtrack_of (view), middle));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Stepping back past solution k leaves solution k - 1 as the last one
 * met, and it still opens in browse. */
static void
test_watch_back_past_solution (void)
{
  QueensWindow *window = open_window (6);
  QueensWatchView *view = queens_window_get_watch_view (window);
  const QueensBacktrackStepper *stepper;
  guint64 steps_at[4] = { 0 };
  guint32 first[6];

  set_mode (window, "watch");
  stepper = backtrack_of (view);
  /* N = 6 has 4 solutions; remember the step each one was met at. */
  for (guint64 k = 1; k <= 3; )
    {
      g_assert_false (queens_backtrack_stepper_is_finished (stepper));
      activate (window, "watch-step", NULL);
      if (queens_backtrack_stepper_is_solution (stepper))
        {
          steps_at[k] = counters_of (view).steps;
          if (k == 1)
            memcpy (first, queens_backtrack_stepper_get_columns (stepper), sizeof first);
          k++;
        }
    }
  for (guint i = 0; i < 5; i++)
    activate (window, "watch-step", NULL);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, 3);

  /* Back to just before solution 3, then just before solution 2. */
  while (counters_of (view).steps >= steps_at[3])
    activate (window, "watch-back", NULL);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, 2);
  while (counters_of (view).steps >= steps_at[2])
    activate (window, "watch-back", NULL);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, 1);

  queens_watch_view_open_last_solution (view);
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);
  g_assert_cmpmem (queens_board_view_get_columns (queens_window_get_board_view (window)),
                   sizeof first, first, sizeof first);
  set_mode (window, "watch");

  /* Before the first solution there is none to open. */
  while (counters_of (view).steps >= steps_at[1])
    activate (window, "watch-back", NULL);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, 0);
  /* Forward again meets solution 1 anew. */
  while (counters_of (view).steps < steps_at[1])
    activate (window, "watch-step", NULL);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_rejected (QueensWatchView    *view,
                 const QueensSquare *expected,
                 gsize               n_expected)
{
  gsize n_rejected = 0;
  g_autofree QueensSquare *rejected = queens_watch_view_get_rejected (view, &n_rejected);

  g_assert_cmpuint (n_rejected, ==, n_expected);
  for (gsize i = 0; i < n_expected; i++)
    {
      g_assert_cmpuint (rejected[i].row, ==, expected[i].row);
      g_assert_cmpuint (rejected[i].column, ==, expected[i].column);
    }
}

/* The crosses at known N = 4 states, worked out by hand. */
static void
test_watch_rejected (void)
{
  GtkWidget *widget = g_object_ref_sink (queens_watch_view_new ());
  QueensWatchView *view = QUEENS_WATCH_VIEW (widget);
  const QueensBacktrackStepper *stepper;
  /* Step 2 put a queen on (1, 2), skipping the attacked (1, 0) and
   * (1, 1); with (0, 0) that leaves row 2 no square: all of it is out. */
  static const QueensSquare after_2[] = { { 1, 0 }, { 1, 1 }, { 2, 0 }, { 2, 1 }, { 2, 2 }, { 2, 3 } };
  /* Step 3 took (1, 2) back: row 1 still has (1, 3) to try. */
  static const QueensSquare after_3[] = { { 1, 0 }, { 1, 1 } };
  gsize n_rejected = 0;
  g_autofree QueensSquare *none = NULL;

  queens_watch_view_set_n (view, 4);
  stepper = backtrack_of (view);
  assert_rejected (view, NULL, 0);
  g_assert_true (queens_watch_view_step (view));
  /* (0, 0) skipped nothing, and row 1 still has (1, 2) and (1, 3). */
  assert_rejected (view, NULL, 0);
  g_assert_true (queens_watch_view_step (view));
  g_assert_cmpuint (queens_backtrack_stepper_get_columns (stepper)[1], ==, 2);
  assert_rejected (view, after_2, G_N_ELEMENTS (after_2));
  g_assert_true (queens_watch_view_step (view));
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), ==, 1);
  assert_rejected (view, after_3, G_N_ELEMENTS (after_3));
  /* Back is exact: the crosses of step 2 again. */
  g_assert_true (queens_watch_view_back (view));
  assert_rejected (view, after_2, G_N_ELEMENTS (after_2));

  /* Through the whole search, every cross is a square a queen above
   * attacks, or a row left without a free square. */
  while (queens_watch_view_step (view))
    {
      g_autofree QueensSquare *rejected = queens_watch_view_get_rejected (view, &n_rejected);

      for (gsize i = 0; i < n_rejected; i++)
        g_assert_true (queens_backtrack_stepper_is_attacked (stepper, rejected[i].row, rejected[i].column)
                       || rejected[i].row == queens_backtrack_stepper_get_depth (stepper));
    }

  /* Min-conflicts crosses nothing out. */
  queens_watch_view_set_method (view, "min-conflicts");
  none = queens_watch_view_get_rejected (view, &n_rejected);
  g_assert_null (none);
  g_assert_cmpuint (n_rejected, ==, 0);

  g_object_unref (widget);
}

static void
test_watch_counters_n8 (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  QueensBacktrackCounters counters;
  guint32 columns[8];
  guint64 expected_nodes = count_placements (8, 0, columns);
  g_autofree char *solutions_text = NULL;

  set_mode (window, "watch");
  activate (window, "watch-speed", g_variant_new_int32 (0));
  g_assert_cmpint (queens_watch_view_get_speed (view), ==, 0);
  activate (window, "watch-play", NULL);
  g_assert_true (queens_watch_view_get_playing (view));
  wait_for (watch_is_paused, view, "the watched search to finish");
  g_assert_false (get_boolean_state (window, "watch-play"));

  counters = counters_of (view);
  g_test_message ("N = 8 watched: %" G_GUINT64_FORMAT " steps, %" G_GUINT64_FORMAT " nodes, %"
                  G_GUINT64_FORMAT " dead ends; the plain search places %" G_GUINT64_FORMAT,
                  counters.steps, counters.nodes, counters.dead_ends, expected_nodes);
  g_assert_cmpuint (counters.nodes, ==, expected_nodes);
  g_assert_cmpuint (counters.solutions, ==, known_counts_total (8));
  g_assert_cmpuint (counters.steps, ==, 2 * expected_nodes);
  g_assert_true (queens_backtrack_stepper_is_finished (backtrack_of (view)));
  solutions_text = g_strdup_printf ("Solutions found: %" G_GUINT64_FORMAT, known_counts_total (8));
  g_assert_nonnull (strstr (queens_watch_view_get_counters_text (view), solutions_text));

  /* At the end, play has nothing to do, and step neither. */
  activate (window, "watch-play", NULL);
  g_assert_false (queens_watch_view_get_playing (view));
  activate (window, "watch-step", NULL);
  g_assert_cmpuint (counters_of (view).steps, ==, counters.steps);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each solution met is the next in lexicographic order, and opening it
 * shows that very board at that number in browse mode. */
static void
test_watch_solutions_in_order (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  const QueensBacktrackStepper *stepper;
  guint32 previous[8] = { 0 };
  guint64 found = 0;

  set_mode (window, "watch");
  stepper = backtrack_of (view);
  while (!queens_backtrack_stepper_is_finished (stepper))
    {
      activate (window, "watch-step", NULL);
      if (!queens_backtrack_stepper_is_solution (stepper))
        continue;

      found++;
      g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, found);
      if (found > 1)
        g_assert_cmpint (memcmp (previous, queens_backtrack_stepper_get_columns (stepper), sizeof previous), <, 0);
      memcpy (previous, queens_backtrack_stepper_get_columns (stepper), sizeof previous);

      if (found == 1 || found == 37 || found == 92)
        {
          const guint32 *shown;
          g_autofree char *mode = NULL;

          queens_watch_view_open_last_solution (view);
          mode = get_string_state (window, "mode");
          g_assert_cmpstr (mode, ==, "browse");
          g_assert_cmpuint (queens_window_get_position (window), ==, found);
          shown = queens_board_view_get_columns (queens_window_get_board_view (window));
          g_assert_nonnull (shown);
          g_assert_cmpmem (shown, 8 * sizeof (guint32), previous, sizeof previous);
          set_mode (window, "watch");
        }
    }
  g_assert_cmpuint (found, ==, known_counts_total (8));

  gtk_window_destroy (GTK_WINDOW (window));
}

static int
get_speed_state (QueensWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "watch-speed");

  return g_variant_get_int32 (state);
}

/* The speed, the words beside the slider and the action's state agree. */
static void
assert_speed (QueensWindow *window,
              int           speed,
              const char   *text)
{
  QueensWatchView *view = queens_window_get_watch_view (window);

  g_assert_cmpint (queens_watch_view_get_speed (view), ==, speed);
  g_assert_cmpint (get_speed_state (window), ==, speed);
  g_assert_cmpstr (queens_watch_view_get_speed_text (view), ==, text);
}

/* The slider's position: a preset's index, or in between for a speed
 * between presets. */
static double
slider_value (QueensWatchView *view)
{
  GtkWidget *speed = find_descendant (GTK_WIDGET (view), QUEENS_TYPE_SPEED_SCALE);

  g_assert_nonnull (speed);
  return gtk_range_get_value (GTK_RANGE (queens_speed_scale_get_scale (QUEENS_SPEED_SCALE (speed))));
}

/* Through win.watch-speed the slider follows, speeds between presets
 * included. */
static void
test_watch_speed_action (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  double at_200;
  double at_500;

  set_mode (window, "watch");
  assert_speed (window, 10, "10 steps/s");
  g_assert_cmpfloat (slider_value (view), ==, 3);

  activate (window, "watch-speed", g_variant_new_int32 (1000));
  assert_speed (window, 1000, "1000 steps/s");
  g_assert_cmpfloat (slider_value (view), ==, 9);
  /* Out of range: refused, nothing changes. */
  activate (window, "watch-speed", g_variant_new_int32 (1001));
  activate (window, "watch-speed", g_variant_new_int32 (-1));
  assert_speed (window, 1000, "1000 steps/s");

  activate (window, "watch-speed", g_variant_new_int32 (1));
  assert_speed (window, 1, "1 step/s");
  g_assert_cmpfloat (slider_value (view), ==, 0);
  activate (window, "watch-speed", g_variant_new_int32 (0));
  assert_speed (window, 0, "As fast as possible");
  g_assert_cmpfloat (slider_value (view), ==, 10);

  /* A speed that is no preset is said as itself, and the slider sits
   * between its neighbours. */
  activate (window, "watch-speed", g_variant_new_int32 (200));
  at_200 = slider_value (view);
  activate (window, "watch-speed", g_variant_new_int32 (500));
  at_500 = slider_value (view);
  activate (window, "watch-speed", g_variant_new_int32 (300));
  assert_speed (window, 300, "300 steps/s");
  g_assert_cmpfloat (slider_value (view), >, at_200);
  g_assert_cmpfloat (slider_value (view), <, at_500);
  activate (window, "watch-speed", g_variant_new_int32 (7));
  assert_speed (window, 7, "7 steps/s");

  /* Setting the view's speed directly moves the action's state too. */
  queens_watch_view_set_speed (view, 50);
  assert_speed (window, 50, "50 steps/s");
  g_assert_cmpfloat (slider_value (view), ==, 5);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The slider takes the keys GtkScale takes, from preset to preset, and
 * the view's speed and the action follow. */
static void
test_watch_speed_keys (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  GtkWidget *speed = find_descendant (GTK_WIDGET (view), QUEENS_TYPE_SPEED_SCALE);
  GtkWidget *scale = queens_speed_scale_get_scale (QUEENS_SPEED_SCALE (speed));
  QueensBacktrackCounters before = { 0 };

  set_mode (window, "watch");
  g_assert_true (gtk_widget_get_focusable (scale));
  /* Its mnemonic gives it the keys. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_e, GDK_ALT_MASK));
  g_assert_true (gtk_widget_has_focus (scale));

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  assert_speed (window, 20, "20 steps/s");
  g_assert_cmpfloat (slider_value (view), ==, 4);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Left, 0));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Left, 0));
  assert_speed (window, 5, "5 steps/s");
  /* The arrows moved the slider, not the search. */
  before = counters_of (view);
  g_assert_cmpuint (before.steps, ==, 0);

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Page_Up, 0));
  assert_speed (window, 50, "50 steps/s");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Page_Down, 0));
  assert_speed (window, 5, "5 steps/s");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_End, 0));
  assert_speed (window, 0, "As fast as possible");
  g_assert_cmpfloat (slider_value (view), ==, 10);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Left, 0));
  assert_speed (window, 1000, "1000 steps/s");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Home, 0));
  assert_speed (window, 1, "1 step/s");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Up, 0));
  assert_speed (window, 2, "2 steps/s");
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Down, 0));
  assert_speed (window, 1, "1 step/s");

  /* From a speed between presets the keys go to the neighbours. */
  activate (window, "watch-speed", g_variant_new_int32 (300));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Left, 0));
  assert_speed (window, 200, "200 steps/s");
  activate (window, "watch-speed", g_variant_new_int32 (300));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  assert_speed (window, 500, "500 steps/s");

  /* Space still plays: the slider does not take it. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_space, 0));
  g_assert_true (queens_watch_view_get_playing (view));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_space, 0));
  g_assert_false (queens_watch_view_get_playing (view));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_watch_speed_and_method (void)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  const QueensMinConflictsStepper *stepper;
  g_autofree guint32 *start = NULL;
  g_autofree char *method = NULL;
  guint64 moves = 0;

  set_mode (window, "watch");
  activate (window, "watch-speed", g_variant_new_int32 (1000));
  g_assert_cmpint (queens_watch_view_get_speed (view), ==, 1000);
  /* Out of range: refused, nothing changes. */
  activate (window, "watch-speed", g_variant_new_int32 (1001));
  activate (window, "watch-speed", g_variant_new_int32 (-1));
  g_assert_cmpint (queens_watch_view_get_speed (view), ==, 1000);
  /* Playing at 1,000 steps a second moves on. */
  activate (window, "watch-play", NULL);
  while (counters_of (view).steps < 100)
    g_main_context_iteration (NULL, TRUE);
  activate (window, "watch-play", NULL);
  g_assert_false (queens_watch_view_get_playing (view));

  activate (window, "watch-method", g_variant_new_string ("min-conflicts"));
  method = get_string_state (window, "watch-method");
  g_assert_cmpstr (method, ==, "min-conflicts");
  g_assert_cmpstr (queens_watch_view_get_method (view), ==, "min-conflicts");
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "Min-conflicts"));
  activate (window, "watch-method", g_variant_new_string ("bogus"));
  g_assert_cmpstr (queens_watch_view_get_method (view), ==, "min-conflicts");

  stepper = QUEENS_MIN_CONFLICTS_STEPPER (queens_watch_view_get_stepper (view));
  start = g_memdup2 (queens_min_conflicts_stepper_get_columns (stepper), 8 * sizeof (guint32));
  while (!queens_min_conflicts_stepper_is_solution (stepper) && moves < 5000)
    {
      activate (window, "watch-step", NULL);
      moves++;
    }
  g_test_message ("min-conflicts N = 8 solved in %" G_GUINT64_FORMAT " moves", moves);
  g_assert_true (queens_min_conflicts_stepper_is_solution (stepper));
  g_assert_cmpuint (queens_min_conflicts_stepper_get_steps (stepper), ==, moves);
  for (guint64 i = 0; i < moves; i++)
    activate (window, "watch-back", NULL);
  g_assert_cmpuint (queens_min_conflicts_stepper_get_steps (stepper), ==, 0);
  g_assert_cmpmem (queens_min_conflicts_stepper_get_columns (stepper), 8 * sizeof (guint32),
                   start, 8 * sizeof (guint32));

  /* The backtracking search kept its place. */
  activate (window, "watch-method", g_variant_new_string ("backtracking"));
  g_assert_cmpuint (counters_of (view).steps, >=, 100);

  gtk_window_destroy (GTK_WINDOW (window));
}

static int
take_shots (const char *directory)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);

  /* The narrowest the window gets on a display of 600 px. */
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 480);
  set_mode (window, "watch");
  activate (window, "watch-speed", g_variant_new_int32 (300));
  shoot_screen (directory, "watch-narrow.png");
  activate (window, "watch-speed", g_variant_new_int32 (0));
  shoot_screen (directory, "watch-narrow-fastest.png");
  activate (window, "watch-speed", g_variant_new_int32 (10));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 820);
  shoot_screen (directory, "watch-start.png");

  for (guint i = 0; i < 13; i++)
    activate (window, "watch-step", NULL);
  shoot_screen (directory, "watch-step13.png");

  while (queens_watch_view_get_last_solution (view) == 0)
    activate (window, "watch-step", NULL);
  for (guint i = 0; i < 3; i++)
    activate (window, "watch-step", NULL);
  activate (window, "watch-back", NULL);
  activate (window, "watch-back", NULL);
  activate (window, "watch-back", NULL);
  shoot_screen (directory, "watch-first-solution.png");

  for (guint i = 0; i < 1500; i++)
    activate (window, "watch-step", NULL);
  shoot_screen (directory, "watch-step-1500.png");

  queens_window_set_n (window, 14);
  activate (window, "watch-speed", g_variant_new_int32 (0));
  activate (window, "watch-play", NULL);
  pause_for (1500);
  activate (window, "watch-play", NULL);
  shoot_screen (directory, "watch-n14-fast.png");

  queens_window_set_n (window, 16);
  activate (window, "watch-method", g_variant_new_string ("min-conflicts"));
  for (guint i = 0; i < 5; i++)
    activate (window, "watch-step", NULL);
  shoot_screen (directory, "watch-min-conflicts.png");

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

static GtkWidget *
find_button_for_method (GtkWidget  *widget,
                        const char *method,
                        const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), method) == 0)
        return widget;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_for_method (child, method, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Beyond backtracking's limit the page says why, and offers the method
 * that can be watched there instead of an empty page. */
static void
test_watch_beyond_backtracking (void)
{
  QueensWindow *window = open_window (40);
  QueensWatchView *view = queens_window_get_watch_view (window);
  GtkWidget *offer = find_button_for_method (GTK_WIDGET (view), "min-conflicts",
                                             "Watch Min-Conflicts _Instead");
  g_autofree char *method = NULL;

  g_assert_nonnull (offer);
  set_mode (window, "watch");
  activate (window, "watch-method", g_variant_new_string ("backtracking"));
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "too large to follow"));
  g_assert_true (gtk_widget_get_visible (offer));
  /* Nothing to step or count: the board and the speed are not offered. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_next_sibling (offer)));

  g_signal_emit_by_name (offer, "clicked");
  method = get_string_state (window, "watch-method");
  g_assert_cmpstr (method, ==, "min-conflicts");
  g_assert_false (gtk_widget_get_visible (offer));
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "Min-conflicts: start"));

  /* Where backtracking can be watched there is nothing to offer, nor
   * where neither method can: the page says what to do. */
  queens_window_set_n (window, 8);
  activate (window, "watch-method", g_variant_new_string ("backtracking"));
  g_assert_false (gtk_widget_get_visible (offer));
  queens_window_set_n (window, 1000);
  g_assert_false (gtk_widget_get_visible (offer));
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "Choose a smaller N"));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--shots"))
    {
      const char *locale_dir = g_getenv ("QUEENS_LOCALE_DIR");

      gtk_init ();
      if (locale_dir != NULL)
        {
          bindtextdomain (GETTEXT_PACKAGE, locale_dir);
          bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
          textdomain (GETTEXT_PACKAGE);
        }
      return take_shots (argv[2]);
    }

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/watch/mode", test_watch_mode);
  g_test_add_func ("/watch/step-back", test_watch_step_back);
  g_test_add_func ("/watch/back-past-solution", test_watch_back_past_solution);
  g_test_add_func ("/watch/rejected", test_watch_rejected);
  g_test_add_func ("/watch/counters/n8", test_watch_counters_n8);
  g_test_add_func ("/watch/solutions/in-order", test_watch_solutions_in_order);
  g_test_add_func ("/watch/speed/action", test_watch_speed_action);
  g_test_add_func ("/watch/speed/keys", test_watch_speed_keys);
  g_test_add_func ("/watch/speed-and-method", test_watch_speed_and_method);
  g_test_add_func ("/watch/beyond-backtracking", test_watch_beyond_backtracking);

  return g_test_run ();
}
