/* test-watch.c: watch mode, driven through the win.watch-* actions
 * (needs a display: run under Xvfb)
 *
 * With "--shots DIR" it takes screenshots of the watch page instead of
 * testing (ImageMagick's import, under Xvfb). */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "known-counts.h"
#include "queens-backtrack-stepper.h"
#include "queens-board-view.h"
#include "queens-min-conflicts-stepper.h"
#include "queens-watch-view.h"
#include "queens-window.h"

#define WAIT_TIMEOUT_SECONDS 90

typedef gboolean (*Condition) (gpointer data);

static gboolean
on_wait_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
wait_for (Condition   condition,
          gpointer    data,
          const char *what)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_SECONDS * G_USEC_PER_SEC;
  guint tick = g_timeout_add (10, on_wait_tick, NULL);

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out after %d s waiting for %s", WAIT_TIMEOUT_SECONDS, what);
      g_main_context_iteration (NULL, TRUE);
    }

  g_source_remove (tick);
}

static gboolean
window_is_idle (gpointer data)
{
  return !queens_window_is_searching (QUEENS_WINDOW (data));
}

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

static QueensBacktrackCounters
counters_of (QueensWatchView *view)
{
  QueensBacktrackCounters counters;

  queens_backtrack_stepper_get_counters (queens_watch_view_get_backtrack_stepper (view), &counters);
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
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));

  set_mode (window, "play");
  g_assert_nonnull (queens_window_get_play_session (window));
  set_mode (window, "watch");
  mode = get_string_state (window, "mode");
  g_assert_cmpstr (mode, ==, "watch");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (queens_window_get_board_view (window))));
  g_assert_nonnull (strstr (queens_watch_view_get_explanation_text (view), "Backtracking"));

  /* Leaving watch pauses it. */
  activate (window, "watch-play", NULL);
  g_assert_true (get_boolean_state (window, "watch-play"));
  set_mode (window, "browse");
  g_assert_false (queens_watch_view_get_playing (view));
  g_assert_false (get_boolean_state (window, "watch-play"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (queens_window_get_board_view (window))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));

  /* N follows the window; beyond 32 backtracking says so. */
  set_mode (window, "watch");
  queens_window_set_n (window, 40);
  g_assert_null (queens_watch_view_get_backtrack_stepper (view));
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
  start = queens_backtrack_stepper_copy (queens_watch_view_get_backtrack_stepper (view));
  start_text = g_strdup (queens_watch_view_get_counters_text (view));

  for (guint k = 1; k <= 600; k += 37)
    {
      for (guint i = 0; i < k; i++)
        activate (window, "watch-step", NULL);
      g_assert_cmpuint (counters_of (view).steps, ==, k);
      for (guint i = 0; i < k; i++)
        activate (window, "watch-back", NULL);
      g_assert_true (queens_backtrack_stepper_equal (queens_watch_view_get_backtrack_stepper (view), start));
      g_assert_cmpstr (queens_watch_view_get_counters_text (view), ==, start_text);
    }

  /* From the middle of the search, past solutions and dead ends. */
  for (guint i = 0; i < 1000; i++)
    activate (window, "watch-step", NULL);
  g_assert_cmpuint (counters_of (view).solutions, >, 0);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, counters_of (view).solutions);
  middle = queens_backtrack_stepper_copy (queens_watch_view_get_backtrack_stepper (view));
  for (guint i = 0; i < 777; i++)
    activate (window, "watch-step", NULL);
  for (guint i = 0; i < 777; i++)
    activate (window, "watch-back", NULL);
  g_assert_true (queens_backtrack_stepper_equal (queens_watch_view_get_backtrack_stepper (view), middle));

  gtk_window_destroy (GTK_WINDOW (window));
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
  g_assert_true (queens_backtrack_stepper_is_finished (queens_watch_view_get_backtrack_stepper (view)));
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
  stepper = queens_watch_view_get_backtrack_stepper (view);
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

  stepper = queens_watch_view_get_min_conflicts_stepper (view);
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

/* Screenshots of the whole screen at a few moments. */
static void
settle (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;
  guint tick = g_timeout_add (10, on_wait_tick, NULL);

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
}

static void
shoot (const char *directory,
       const char *name)
{
  g_autofree char *path = g_build_filename (directory, name, NULL);
  g_autofree char *command = g_strdup_printf ("import -window root %s", path);
  g_autoptr(GError) error = NULL;
  int status = 0;

  settle (400);
  if (!g_spawn_command_line_sync (command, NULL, NULL, &status, &error))
    g_error ("%s: %s", command, error->message);
  g_print ("%s\n", path);
}

static int
take_shots (const char *directory)
{
  QueensWindow *window = open_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 820);
  set_mode (window, "watch");
  shoot (directory, "watch-start.png");

  for (guint i = 0; i < 13; i++)
    activate (window, "watch-step", NULL);
  shoot (directory, "watch-step13.png");

  while (queens_watch_view_get_last_solution (view) == 0)
    activate (window, "watch-step", NULL);
  for (guint i = 0; i < 3; i++)
    activate (window, "watch-step", NULL);
  activate (window, "watch-back", NULL);
  activate (window, "watch-back", NULL);
  activate (window, "watch-back", NULL);
  shoot (directory, "watch-first-solution.png");

  for (guint i = 0; i < 1500; i++)
    activate (window, "watch-step", NULL);
  shoot (directory, "watch-step-1500.png");

  queens_window_set_n (window, 14);
  activate (window, "watch-speed", g_variant_new_int32 (0));
  activate (window, "watch-play", NULL);
  settle (1500);
  activate (window, "watch-play", NULL);
  shoot (directory, "watch-n14-fast.png");

  queens_window_set_n (window, 16);
  activate (window, "watch-method", g_variant_new_string ("min-conflicts"));
  for (guint i = 0; i < 5; i++)
    activate (window, "watch-step", NULL);
  shoot (directory, "watch-min-conflicts.png");

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--shots"))
    {
      gtk_init ();
      return take_shots (argv[2]);
    }

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/watch/mode", test_watch_mode);
  g_test_add_func ("/watch/step-back", test_watch_step_back);
  g_test_add_func ("/watch/counters/n8", test_watch_counters_n8);
  g_test_add_func ("/watch/solutions/in-order", test_watch_solutions_in_order);
  g_test_add_func ("/watch/speed-and-method", test_watch_speed_and_method);

  return g_test_run ();
}
