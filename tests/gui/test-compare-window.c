/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-compare-window.c: the compare window through win.compare-methods:
 * the core's figures in every cell, the time cells filled (measured, or
 * estimated and marked so), a narrow fit, and closing it stops its work
 * (needs a display: run under Xvfb)
 *
 * With --shots DIR N [dark] it saves a screenshot instead, for people to
 * look at.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <string.h>

#include "queens-compare-window.h"
#include "queens-format.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

/* The window's narrow width: half of a 1280 px screen, less a margin. */
#define NARROW_WIDTH 560

static gboolean
compare_is_ready (gpointer data)
{
  return queens_compare_window_is_ready (QUEENS_COMPARE_WINDOW (data));
}

static gboolean
compare_is_timed (gpointer data)
{
  return queens_compare_window_is_timed (QUEENS_COMPARE_WINDOW (data));
}

static QueensCompareWindow *
open_compare_window (QueensWindow *window)
{
  GtkWidget *compare;

  g_assert_null (find_shown_widget_of_type (QUEENS_TYPE_COMPARE_WINDOW));
  activate_window_action (window, "compare-methods", NULL);
  compare = find_shown_widget_of_type (QUEENS_TYPE_COMPARE_WINDOW);
  g_assert_nonnull (compare);
  return QUEENS_COMPARE_WINDOW (compare);
}

static char *
format_wide (QueensWideCount value)
{
  char digits[QUEENS_WIDE_COUNT_DECIMAL_SIZE];

  return queens_format_digits (queens_wide_count_to_decimal (value, digits));
}

/* Every figure cell reads what queens-search-stats computes. */
static void
assert_figures (QueensCompareWindow *compare,
                guint                n)
{
  QueensSearchLevels levels;

  g_assert_true (queens_search_levels_count (n, NULL, &levels, NULL));
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    {
      QueensSearchStats stats;
      g_autofree char *tried = NULL;
      g_autofree char *kept = NULL;
      g_autofree char *held = NULL;
      g_autofree char *solutions = NULL;

      g_assert_true (queens_search_stats_compute (method, &levels, &stats, NULL));
      tried = format_wide (stats.total_tried);
      kept = format_wide (stats.total_kept);
      held = format_wide (stats.most_held);
      solutions = queens_format_count (stats.solutions);
      g_assert_cmpstr (queens_compare_window_get_cell (compare, method, QUEENS_COMPARE_COLUMN_TRIED), ==, tried);
      g_assert_cmpstr (queens_compare_window_get_cell (compare, method, QUEENS_COMPARE_COLUMN_KEPT), ==, kept);
      g_assert_cmpstr (queens_compare_window_get_cell (compare, method, QUEENS_COMPARE_COLUMN_HELD), ==, held);
      g_assert_cmpstr (queens_compare_window_get_cell (compare, method, QUEENS_COMPARE_COLUMN_SOLUTIONS), ==,
                       solutions);
    }
}

/* A time cell reads the method's timing; an estimate says so, a
 * measured run found every solution. */
static void
assert_time_cell (QueensCompareWindow *compare,
                  QueensSearchMethod   method,
                  guint64              solutions)
{
  const QueensMethodTiming *timing = queens_compare_window_get_timing (compare, method);
  const char *cell = queens_compare_window_get_cell (compare, method, QUEENS_COMPARE_COLUMN_TIME);
  g_autofree char *expected = NULL;

  g_assert_nonnull (timing);
  g_assert_cmpint (timing->method, ==, method);
  expected = queens_method_timing_format (timing);
  g_assert_cmpstr (cell, ==, expected);
  g_assert_cmpfloat (timing->seconds, >, 0);
  if (timing->estimated)
    {
      g_assert_true (g_str_has_prefix (cell, "≈ "));
      g_assert_true (g_str_has_suffix (cell, "(estimated)"));
    }
  else
    {
      g_assert_null (strstr (cell, "estimated"));
      g_assert_cmpuint (timing->solutions, ==, solutions);
    }
}

/* N = 6 and 8: the figures, then the times.  At 6 every method runs
 * whole while it is calibrated, so every time is measured. */
static void
test_figures_and_times (void)
{
  static const struct { guint n; guint64 solutions; } boards[] = { { 6, 4 }, { 8, 92 } };

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      QueensWindow *window = open_idle_window (boards[b].n);
      QueensCompareWindow *compare = open_compare_window (window);
      g_autofree char *n_text = g_strdup_printf ("N = %u", boards[b].n);

      wait_for (compare_is_ready, compare, "the methods' figures");
      g_assert_nonnull (strstr (queens_compare_window_get_status (compare), n_text));
      assert_figures (compare, boards[b].n);

      wait_for (compare_is_timed, compare, "the methods' times");
      for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
        {
          assert_time_cell (compare, method, boards[b].solutions);
          if (boards[b].n == 6)
            g_assert_false (queens_compare_window_get_timing (compare, method)->estimated);
        }

      close_window_and_wait (GTK_WINDOW (compare));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static gboolean
widget_is_drawn (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* The labels under @root laid out on more than one line. */
static guint
count_wrapped_labels (GtkWidget *root)
{
  guint wrapped = 0;

  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) && gtk_label_get_text (GTK_LABEL (root))[0] != '\0'
      && !gtk_widget_has_css_class (root, "caption") && !gtk_widget_has_css_class (root, "dim-label")
      && pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (root))) > 1)
    {
      g_test_message ("wrapped: %s", gtk_label_get_text (GTK_LABEL (root)));
      wrapped++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    wrapped += count_wrapped_labels (child);
  return wrapped;
}

/* N = 12: Louis would take days, so his time is estimated; backtracking
 * tries ten million squares and is measured.  The table still fits the
 * narrow window. */
static void
test_estimates (void)
{
  QueensWindow *window = open_idle_window (12);
  QueensCompareWindow *compare = open_compare_window (window);
  const QueensMethodTiming *louis;
  int minimum_width = 0;
  guint lines;

  wait_for (compare_is_timed, compare, "the methods' times");
  assert_figures (compare, 12);
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    assert_time_cell (compare, method, 14200);
  louis = queens_compare_window_get_timing (compare, QUEENS_SEARCH_METHOD_LOUIS);
  g_assert_true (louis->estimated);
  g_assert_cmpuint (louis->calibration_n, <, 12);
  g_assert_cmpfloat (louis->seconds, >, 3600);

  gtk_widget_measure (GTK_WIDGET (compare), GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
  g_assert_cmpint (minimum_width, <=, NARROW_WIDTH);

  /* At its own size nothing wraps: a cell breaks only where the window
   * is too narrow for it. */
  wait_for (widget_is_drawn, compare, "the table's layout");
  lines = count_wrapped_labels (GTK_WIDGET (compare));
  g_assert_cmpuint (lines, ==, 0);

  close_by_escape_and_wait (GTK_WINDOW (compare));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closed while a method runs: the run is cancelled and lets go of the
 * window, which is freed (close_window_and_wait fails otherwise). */
static void
test_close_while_timing (void)
{
  QueensWindow *window = open_idle_window (12);
  QueensCompareWindow *compare = open_compare_window (window);

  wait_for (compare_is_ready, compare, "the methods' figures");
  g_assert_false (queens_compare_window_is_timed (compare));
  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_BREADTH_FIRST,
                                                   QUEENS_COMPARE_COLUMN_TIME), !=, "…");
  close_window_and_wait (GTK_WINDOW (compare));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Above the limit nothing is counted, and the window says why. */
static void
test_beyond_limit (void)
{
  QueensWindow *window = open_idle_window (8);
  QueensCompareWindow *compare;
  g_autofree char *limit = g_strdup_printf ("up to N = %u", QUEENS_COMPARE_WINDOW_MAX_N);

  /* Its first search would take minutes: not waited for. */
  queens_window_set_n (window, QUEENS_COMPARE_WINDOW_MAX_N + 1);
  compare = open_compare_window (window);

  g_assert_nonnull (strstr (queens_compare_window_get_status (compare), limit));
  g_assert_false (queens_compare_window_is_ready (compare));
  g_assert_cmpstr (queens_compare_window_get_cell (compare, QUEENS_SEARCH_METHOD_LOUIS,
                                                   QUEENS_COMPARE_COLUMN_TIME), ==, "…");
  close_window_and_wait (GTK_WINDOW (compare));
  gtk_window_destroy (GTK_WINDOW (window));
}

static int
take_shot (const char *directory,
           guint       n)
{
  QueensWindow *window = open_idle_window (n);
  QueensCompareWindow *compare = open_compare_window (window);
  g_autofree char *name = g_strdup_printf ("compare-%u.png", n);

  wait_for (compare_is_timed, compare, "the methods' times");
  shoot_screen (directory, name);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  /* --shots DIR N [dark] */
  if ((argc == 4 || argc == 5) && g_str_equal (argv[1], "--shots"))
    {
      gtk_init ();
      adw_init ();
      if (argc == 5 && g_str_equal (argv[4], "dark"))
        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            ADW_COLOR_SCHEME_FORCE_DARK);
      return take_shot (argv[2], (guint) g_ascii_strtoull (argv[3], NULL, 10));
    }

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/compare-window/figures-and-times", test_figures_and_times);
  g_test_add_func ("/compare-window/estimates", test_estimates);
  g_test_add_func ("/compare-window/close-while-timing", test_close_while_timing);
  g_test_add_func ("/compare-window/beyond-limit", test_beyond_limit);

  return g_test_run ();
}
