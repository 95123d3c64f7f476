/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-watch-tree.c: the search tree panel of watch mode, driven through
 * its named actions, keys and presses (needs a display: run under Xvfb)
 *
 * With "--shots DIR [dark]" it saves screenshots of the tree instead,
 * narrow and wide, in the light or the dark style.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "export-check.h"
#include "queens-backtrack-stepper.h"
#include "queens-search-tree-view.h"
#include "queens-watch-view.h"
#include "queens-window.h"
#include "scratch-file.h"
#include "fake-file-picker.h"
#include "key-events.h"
#include "export-driver.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static QueensWindow *
open_watch_window (guint n)
{
  QueensWindow *window = open_idle_window (n);

  activate_window_action (window, "mode", g_variant_new_string ("watch"));
  activate_window_action (window, "watch-method", g_variant_new_string ("backtracking"));
  activate_window_action (window, "watch-show-tree", NULL);
  return window;
}

static QueensSearchTreeView *
tree_view_of (QueensWindow *window)
{
  return QUEENS_SEARCH_TREE_VIEW (queens_watch_view_get_tree_view (queens_window_get_watch_view (window)));
}

static gboolean
tree_is_allocated (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* The tree's current node is the stepper's placement, queen by queen. */
static void
assert_path_matches_board (QueensWindow *window)
{
  QueensWatchView *view = queens_window_get_watch_view (window);
  QueensSearchTreeView *tree_view = tree_view_of (window);
  const QueensBacktrackStepper *stepper = QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (view));
  guint32 columns[QUEENS_SEARCH_TREE_MAX_N];
  guint depth = queens_search_tree_get_path (queens_search_tree_view_get_tree (tree_view),
                                             queens_search_tree_view_get_current (tree_view), columns);

  g_assert_cmpuint (depth, ==, queens_backtrack_stepper_get_depth (stepper));
  g_assert_cmpmem (columns, depth * sizeof (guint32),
                   queens_backtrack_stepper_get_columns (stepper), depth * sizeof (guint32));
}

/* Forward by the action, back by the Left key on the page: the path
 * follows every step, in a narrow window where the tree stands in for
 * the board. */
static void
test_path_follows_steps (void)
{
  QueensWindow *window = open_watch_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  GtkWidget *tree = GTK_WIDGET (tree_view_of (window));
  guint deepest = 0;

  wait_for (tree_is_allocated, tree, "the tree on show");
  g_assert_false (queens_watch_view_is_wide (view));
  g_assert_true (queens_watch_view_get_show_tree (view));
  g_assert_true (is_shown (tree));

  for (guint i = 0; i < 120; i++)
    {
      activate_window_action (window, "watch-step", NULL);
      assert_path_matches_board (window);
      deepest = MAX (deepest, queens_backtrack_stepper_get_depth (QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (view))));
    }
  g_assert_cmpuint (deepest, >=, 6);

  gtk_widget_grab_focus (GTK_WIDGET (view));
  for (guint i = 0; i < 40; i++)
    {
      g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Left, 0));
      assert_path_matches_board (window);
    }
  {
    QueensBacktrackCounters counters;

    queens_backtrack_stepper_get_counters (QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (view)), &counters);
    g_assert_cmpuint (counters.steps, ==, 80);
  }

  close_window_and_wait (GTK_WINDOW (window));
}

/* The first controller of @widget that is a @type. */
static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return GTK_EVENT_CONTROLLER (controller);
    }
  return NULL;
}

static GtkGesture *
find_drag_gesture (GtkWidget *widget)
{
  return GTK_GESTURE (find_controller (widget, GTK_TYPE_GESTURE_DRAG));
}

/* A press and release at (@x, @y) without moving, as the drag gesture
 * reports one. */
static void
click_at (GtkWidget *widget,
          double     x,
          double     y)
{
  GtkGesture *gesture = find_drag_gesture (widget);

  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "drag-begin", x, y);
  g_signal_emit_by_name (gesture, "drag-end", 0.0, 0.0);
}

/* Clicking the node of a solution moves the search there: the board
 * holds that solution and the counters say it is the first. */
static void
test_click_moves_search (void)
{
  QueensWindow *window = open_watch_window (6);
  QueensWatchView *view = queens_window_get_watch_view (window);
  QueensSearchTreeView *tree_view = tree_view_of (window);
  const QueensSearchTree *tree = queens_search_tree_view_get_tree (tree_view);
  /* 2 4 6 1 3 5, the first solution of N = 6. */
  const guint32 first[] = { 1, 3, 5, 0, 2, 4 };
  guint matched;
  guint32 node = queens_search_tree_find_path (tree, first, 6, &matched);
  const QueensBacktrackStepper *stepper;
  QueensBacktrackCounters counters;
  double x;
  double y;

  g_assert_cmpuint (matched, ==, 6);
  wait_for (tree_is_allocated, tree_view, "the tree on show");
  g_assert_true (queens_search_tree_view_get_node_position (tree_view, node, &x, &y));
  g_assert_cmpfloat (x, >, 0);
  g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (tree_view)));

  click_at (GTK_WIDGET (tree_view), x + 1, y - 1);
  stepper = QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (view));
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), ==, 6);
  g_assert_cmpmem (queens_backtrack_stepper_get_columns (stepper), sizeof first, first, sizeof first);
  queens_backtrack_stepper_get_counters (stepper, &counters);
  g_assert_cmpuint (counters.solutions, ==, 1);
  g_assert_cmpuint (queens_watch_view_get_last_solution (view), ==, 1);
  g_assert_cmpuint (queens_search_tree_view_get_current (tree_view), ==, node);

  /* The next step goes on from there: the last queen is taken back. */
  activate_window_action (window, "watch-step", NULL);
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), ==, 5);
  assert_path_matches_board (window);

  /* Far from every node, nothing happens. */
  click_at (GTK_WIDGET (tree_view), 3, gtk_widget_get_height (GTK_WIDGET (tree_view)) - 2);
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), ==, 5);

  close_window_and_wait (GTK_WINDOW (window));
}

/* Beyond the budget the deeper levels are collapsed; clicking one
 * collapsed node opens it, and win.tree-expand opens another. */
static void
test_expand_collapsed (void)
{
  QueensWindow *window = open_watch_window (10);
  QueensSearchTreeView *tree_view = tree_view_of (window);
  const QueensSearchTree *tree = queens_search_tree_view_get_tree (tree_view);
  guint before = queens_search_tree_get_n_nodes (tree);
  guint length;
  const guint32 *level = queens_search_tree_get_level (tree, 4, &length);
  guint32 collapsed = QUEENS_SEARCH_TREE_NO_NODE;
  guint32 columns[QUEENS_SEARCH_TREE_MAX_N];
  double x;
  double y;

  wait_for (tree_is_allocated, tree_view, "the tree on show");
  for (guint i = 0; i < length && collapsed == QUEENS_SEARCH_TREE_NO_NODE; i++)
    if (queens_search_tree_get_node (tree, level[i])->collapsed)
      collapsed = level[i];
  g_assert_cmpuint (collapsed, !=, QUEENS_SEARCH_TREE_NO_NODE);

  g_assert_true (queens_search_tree_view_get_node_position (tree_view, collapsed, &x, &y));
  click_at (GTK_WIDGET (tree_view), x, y);
  g_assert_false (queens_search_tree_get_node (tree, collapsed)->collapsed);
  g_assert_cmpuint (queens_search_tree_get_n_nodes (tree), >, before);

  /* The last node of that level, by its path. */
  level = queens_search_tree_get_level (tree, 4, &length);
  collapsed = level[length - 1];
  g_assert_true (queens_search_tree_get_node (tree, collapsed)->collapsed);
  {
    guint depth = queens_search_tree_get_path (tree, collapsed, columns);
    g_autofree char *path = g_strdup_printf ("%u,%u,%u,%u", columns[0] + 1, columns[1] + 1,
                                             columns[2] + 1, columns[3] + 1);
    g_autofree char *refusal = g_strdup_printf ("“%s” is not a collapsed part of the search tree on show", path);

    g_assert_cmpuint (depth, ==, 4);
    activate_window_action (window, "tree-expand", g_variant_new_string (path));
    g_assert_false (queens_search_tree_get_node (tree, collapsed)->collapsed);
    /* Twice is not possible. */
    activate_window_action (window, "tree-expand", g_variant_new_string (path));
    wait_for_toast (GTK_WIDGET (window), refusal);
    /* The last placement of four queens, in lexicographic order. */
    g_assert_cmpstr (path, ==, "10,8,6,9");
  }

  close_window_and_wait (GTK_WINDOW (window));
}

/* win.tree-jump moves the search to a placement named by columns; a bad
 * one is refused with a word and leaves the search where it was. */
static void
test_jump_action (void)
{
  QueensWindow *window = open_watch_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  const QueensBacktrackStepper *stepper = QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (view));
  const guint32 expected[] = { 0, 4, 7 };

  activate_window_action (window, "watch-method", g_variant_new_string ("min-conflicts"));
  activate_window_action (window, "tree-jump", g_variant_new_string ("1,5,8"));
  g_assert_cmpstr (queens_watch_view_get_method (view), ==, "backtracking");
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), ==, 3);
  g_assert_cmpmem (queens_backtrack_stepper_get_columns (stepper), sizeof expected, expected, sizeof expected);
  assert_path_matches_board (window);

  activate_window_action (window, "tree-jump", g_variant_new_string ("1,2"));
  wait_for_toast (GTK_WIDGET (window), "“1,2” is no safe placement: one of its queens attacks another");
  activate_window_action (window, "tree-jump", g_variant_new_string ("1,9"));
  wait_for_toast (GTK_WIDGET (window), "“1,9” is not a list of columns from 1 to 8, such as “1,5,8”");
  g_assert_cmpuint (queens_backtrack_stepper_get_depth (stepper), ==, 3);
  g_assert_cmpmem (queens_backtrack_stepper_get_columns (stepper), sizeof expected, expected, sizeof expected);

  activate_window_action (window, "tree-jump", g_variant_new_string (""));
  g_assert_true (queens_backtrack_stepper_is_at_start (stepper));

  close_window_and_wait (GTK_WINDOW (window));
}

typedef struct
{
  QueensSearchTreeView *view;
  guint                 below;
} DrawnCheck;

static gboolean
drew_all (gpointer data)
{
  QueensSearchTreeView *view = data;

  return queens_search_tree_view_get_n_drawn (view)
         == queens_search_tree_get_n_nodes (queens_search_tree_view_get_tree (view));
}

static gboolean
drew_fewer (gpointer data)
{
  DrawnCheck *check = data;
  guint drawn = queens_search_tree_view_get_n_drawn (check->view);

  return drawn > 0 && drawn < check->below;
}

/* The zoom follows win.tree-zoom and the keys; at fit the whole tree of
 * N = 8 is drawn, zoomed in only what is on screen. */
static void
test_zoom_and_visible_nodes (void)
{
  QueensWindow *window = open_watch_window (8);
  QueensSearchTreeView *tree_view = tree_view_of (window);
  guint total = queens_search_tree_get_n_nodes (queens_search_tree_view_get_tree (tree_view));
  DrawnCheck check = { tree_view, 0 };
  double fit;
  double unit;

  g_assert_cmpuint (total, ==, 2057);
  wait_for (tree_is_allocated, tree_view, "the tree on show");
  fit = queens_search_tree_view_get_unit (tree_view);
  wait_for (drew_all, tree_view, "the whole tree drawn at fit");

  activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  unit = queens_search_tree_view_get_unit (tree_view);
  g_assert_cmpfloat_with_epsilon (unit, fit * 1.5, 1e-9);
  activate_window_action (window, "tree-zoom", g_variant_new_string ("out"));
  g_assert_cmpfloat_with_epsilon (queens_search_tree_view_get_unit (tree_view), fit, 1e-9);
  /* No further out than fit. */
  activate_window_action (window, "tree-zoom", g_variant_new_string ("out"));
  g_assert_cmpfloat_with_epsilon (queens_search_tree_view_get_unit (tree_view), fit, 1e-9);

  /* The keys, with the tree focused. */
  gtk_widget_grab_focus (GTK_WIDGET (tree_view));
  for (guint i = 0; i < 5; i++)
    g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_plus, 0));
  unit = queens_search_tree_view_get_unit (tree_view);
  g_assert_cmpfloat (unit, >, fit * 7);
  check.below = total / 4;
  wait_for (drew_fewer, &check, "only the nodes on screen drawn");
  g_test_message ("zoomed %.1fx: %u of %u nodes drawn", unit / fit,
                  queens_search_tree_view_get_n_drawn (tree_view), total);

  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_minus, 0));
  g_assert_cmpfloat_with_epsilon (queens_search_tree_view_get_unit (tree_view), unit / 1.5, 1e-9);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_0, 0));
  g_assert_cmpfloat_with_epsilon (queens_search_tree_view_get_unit (tree_view), fit, 1e-9);
  wait_for (drew_all, tree_view, "the whole tree drawn at fit again");

  close_window_and_wait (GTK_WINDOW (window));
}

static double
root_x (QueensSearchTreeView *view)
{
  double x;
  double y;

  g_assert_true (queens_search_tree_view_get_node_position (view, 0, &x, &y));
  return x;
}

/* Zoomed in, the tree moves across by the arrows (focused), a drag and
 * the wheel; at fit there is nowhere to go. */
static void
test_pan (void)
{
  QueensWindow *window = open_watch_window (8);
  QueensSearchTreeView *tree_view = tree_view_of (window);
  GtkGesture *drag = find_drag_gesture (GTK_WIDGET (tree_view));
  GtkEventController *scroll = find_controller (GTK_WIDGET (tree_view), GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  gboolean handled = FALSE;
  double before;

  wait_for (tree_is_allocated, tree_view, "the tree on show");
  gtk_widget_grab_focus (GTK_WIDGET (tree_view));
  before = root_x (tree_view);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  g_assert_cmpfloat (root_x (tree_view), ==, before);

  for (guint i = 0; i < 4; i++)
    activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  before = root_x (tree_view);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  g_assert_cmpfloat (root_x (tree_view), <, before);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Left, 0));
  g_assert_cmpfloat_with_epsilon (root_x (tree_view), before, 1e-9);

  g_signal_emit_by_name (drag, "drag-begin", 100.0, 100.0);
  g_signal_emit_by_name (drag, "drag-update", -30.0, 5.0);
  g_signal_emit_by_name (drag, "drag-end", -30.0, 5.0);
  g_assert_cmpfloat_with_epsilon (root_x (tree_view), before - 30, 1e-9);

  g_signal_emit_by_name (scroll, "scroll", 0.0, -1.0, &handled);
  g_assert_true (handled);
  g_assert_cmpfloat (root_x (tree_view), >, before - 30);

  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
view_is_wide (gpointer data)
{
  return queens_watch_view_is_wide (QUEENS_WATCH_VIEW (data));
}

static gboolean
view_is_narrow (gpointer data)
{
  return !queens_watch_view_is_wide (QUEENS_WATCH_VIEW (data));
}

static gboolean
board_and_tree_shown (gpointer data)
{
  QueensWatchView *view = data;

  return view_is_wide (view) && is_shown (queens_watch_view_get_tree_view (view));
}

/* Narrow: the toggle swaps the board for the tree.  Wide: both. */
static void
test_narrow_and_wide (void)
{
  QueensWindow *window = open_idle_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  GtkWidget *tree = queens_watch_view_get_tree_view (view);

  activate_window_action (window, "mode", g_variant_new_string ("watch"));
  wait_for (view_is_narrow, view, "a narrow page");
  g_assert_false (is_shown (tree));
  activate_window_action (window, "watch-show-tree", NULL);
  g_assert_true (is_shown (tree));
  activate_window_action (window, "watch-show-tree", NULL);
  g_assert_false (is_shown (tree));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  wait_for (board_and_tree_shown, view, "the tree beside the board");

  /* Not for the other methods. */
  activate_window_action (window, "watch-method", g_variant_new_string ("min-conflicts"));
  g_assert_false (is_shown (tree));

  gtk_window_set_default_size (GTK_WINDOW (window), 600, 700);
  wait_for (view_is_narrow, view, "a narrow page again");

  close_window_and_wait (GTK_WINDOW (window));
}

/* Where the tree would take too long to count it says so; between, it
 * collapses. */
static void
test_large_n (void)
{
  QueensWindow *window = open_watch_window (QUEENS_SEARCH_TREE_MAX_N + 1);
  QueensWatchView *view = queens_window_get_watch_view (window);
  QueensSearchTreeView *tree_view = tree_view_of (window);
  g_autofree char *path = scratch_path ("tree.svg");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_null (queens_search_tree_view_get_tree (tree_view));
  /* Nor does a jump go there: it would count most of the tree. */
  activate_window_action (window, "tree-jump", g_variant_new_string ("1"));
  wait_for_toast (GTK_WIDGET (window), "The search tree is drawn for boards of up to 14 queens");
  g_assert_true (queens_backtrack_stepper_is_at_start (QUEENS_BACKTRACK_STEPPER (queens_watch_view_get_stepper (view))));
  g_assert_false (queens_watch_view_export_tree (view, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  queens_window_set_n (window, 12);
  g_assert_nonnull (queens_search_tree_view_get_tree (tree_view));
  g_assert_cmpuint (queens_search_tree_get_n_nodes (queens_search_tree_view_get_tree (tree_view)), <=, 4000);
  g_assert_cmpuint (queens_search_tree_get_node (queens_search_tree_view_get_tree (tree_view), 0)->solutions,
                    ==, 14200);

  remove_scratch (path);
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
parse_svg (const char  *path,
           GError     **error)
{
  g_autofree char *text = NULL;
  gsize length;
  GMarkupParser parser = { 0 };
  g_autoptr(GMarkupParseContext) context = NULL;

  if (!g_file_get_contents (path, &text, &length, error))
    return FALSE;
  context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  return g_markup_parse_context_parse (context, text, (gssize) length, error)
         && g_markup_parse_context_end_parse (context, error);
}

static gboolean
picker_was_asked (gpointer data)
{
  return test_file_picker_get_n_asked (data) > 0;
}

/* win.export-tree-to writes SVG and PDF after the name, with a toast;
 * PNG is refused in words. */
static void
test_export (void)
{
  QueensWindow *window = open_watch_window (8);
  QueensWatchView *view = queens_window_get_watch_view (window);
  g_autofree char *svg = scratch_path ("tree-8.svg");
  g_autofree char *pdf = scratch_path ("tree-8.pdf");
  g_autofree char *png = scratch_path ("tree-8.png");
  g_autofree char *contents = NULL;
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  g_autoptr(GError) error = NULL;
  gsize length;

  activate_window_action (window, "tree-jump", g_variant_new_string ("1,5,8,6,3,7,2,4"));
  activate_window_action (window, "export-tree-to", g_variant_new_string (svg));
  wait_for_toast (GTK_WIDGET (window), "Saved tree-8.svg");
  g_assert_true (parse_svg (svg, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 100000);
  g_assert_nonnull (strstr (contents, "<svg"));

  activate_window_action (window, "export-tree-to", g_variant_new_string (pdf));
  wait_for_toast (GTK_WIDGET (window), "Saved tree-8.pdf");
  g_assert_cmpuint (count_pdf_pages (pdf), ==, 1);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 20000);

  g_assert_false (queens_watch_view_export_tree (view, png_file, &error));
  g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NOT_VECTOR);
  g_assert_nonnull (strstr (error->message, "SVG or PDF"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  remove_scratch (svg);
  remove_scratch (pdf);
  remove_scratch (png);
  close_window_and_wait (GTK_WINDOW (window));
}

/* A path a script got wrong is answered with a message on the window,
 * not a crash or a critical: empty, longer than the system allows, a
 * folder, in a folder that does not exist. */
static void
test_export_bad_paths (void)
{
  QueensWindow *window = open_watch_window (6);
  g_autofree char *svg = scratch_path ("tree.svg");
  g_autofree char *folder = g_path_get_dirname (svg);
  g_autofree char *missing = g_build_filename (folder, "missing", "tree.svg", NULL);
  g_autofree char *folder_svg = g_build_filename (folder, "folder.svg", NULL);
  g_autoptr(GString) long_path = g_string_new (folder);

  g_string_append_c (long_path, G_DIR_SEPARATOR);
  while (long_path->len < 4100)
    g_string_append_c (long_path, 'q');
  g_string_append (long_path, ".svg");
  g_assert_cmpint (g_mkdir (folder_svg, 0700), ==, 0);

  activate_window_action (window, "export-tree-to", g_variant_new_string (""));
  expect_message (GTK_WINDOW (window), "No file was named");
  activate_window_action (window, "export-tree-to", g_variant_new_string (long_path->str));
  expect_message (GTK_WINDOW (window), g_strerror (ENAMETOOLONG));
  activate_window_action (window, "export-tree-to", g_variant_new_string (folder));
  expect_message (GTK_WINDOW (window), "does not end in .png, .svg or .pdf");
  activate_window_action (window, "export-tree-to", g_variant_new_string (folder_svg));
  expect_message (GTK_WINDOW (window), "it is a folder");
  activate_window_action (window, "export-tree-to", g_variant_new_string (missing));
  expect_message (GTK_WINDOW (window), "does not exist");
  g_assert_false (g_file_test (svg, G_FILE_TEST_EXISTS));

  /* Called directly with the nameless file an empty path makes: an
   * error, not a critical. */
  {
    g_autoptr(GFile) nameless = g_file_new_for_path ("");
    g_autoptr(GError) error = NULL;

    g_assert_false (queens_watch_view_export_tree (queens_window_get_watch_view (window), nameless, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  }

  g_assert_cmpint (g_rmdir (folder_svg), ==, 0);
  remove_scratch (svg);
  close_window_and_wait (GTK_WINDOW (window));
}

/* A toast shows the words it is given as they are: "<" and "&" in a
 * path a script gave, or in a file's name, are no markup. */
static void
test_toast_plain_text (void)
{
  QueensWindow *window = open_watch_window (6);
  g_autofree char *svg = scratch_path ("<i>a&b.svg");

  activate_window_action (window, "tree-jump", g_variant_new_string ("1,<b>&"));
  wait_for_toast (GTK_WIDGET (window), "“1,<b>&” is not a list of columns from 1 to 6, such as “1,5,8”");
  close_window_and_wait (GTK_WINDOW (window));

  /* A window of its own: its toast is not queued behind the first. */
  window = open_watch_window (6);
  activate_window_action (window, "export-tree-to", g_variant_new_string (svg));
  wait_for_toast (GTK_WIDGET (window), "Saved <i>a&b.svg");
  remove_scratch (svg);
  close_window_and_wait (GTK_WINDOW (window));
}

/* win.export-tree (and Ctrl+E, on Watch) asks for the file, offering
 * tree-N.svg; a cancel writes nothing. */
static void
test_export_asks (void)
{
  QueensWindow *window = open_watch_window (7);
  QueensWatchView *view = queens_window_get_watch_view (window);
  g_autofree char *path = scratch_path ("chosen.pdf");
  g_autoptr(TestFilePicker) picker = test_file_picker_new (path);
  g_autoptr(TestFilePicker) cancelling = test_file_picker_new (NULL);

  /* Ctrl+E on Watch exports the tree, not Browse's board. */
  queens_watch_view_set_tree_picker (view, QUEENS_FILE_PICKER (cancelling));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_e, GDK_CONTROL_MASK));
  wait_for (picker_was_asked, cancelling, "the cancelled file picker");
  g_assert_cmpstr (queens_file_picker_get_initial_name (QUEENS_FILE_PICKER (cancelling)), ==, "tree-7.svg");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  queens_watch_view_set_tree_picker (view, QUEENS_FILE_PICKER (picker));
  activate_window_action (window, "export-tree", NULL);
  wait_for_toast (GTK_WIDGET (window), "Saved chosen.pdf");
  g_assert_cmpuint (test_file_picker_get_n_asked (picker), ==, 1);
  g_assert_true (test_file_picker_get_asked_over (picker) == GTK_WINDOW (window));
  g_assert_cmpuint (count_pdf_pages (path), ==, 1);

  remove_scratch (path);
  close_window_and_wait (GTK_WINDOW (window));
}

static int
take_shots (const char *directory)
{
  QueensWindow *window = open_watch_window (8);

  gtk_window_set_default_size (GTK_WINDOW (window), 600, 700);
  for (guint i = 0; i < 40; i++)
    activate_window_action (window, "watch-step", NULL);
  shoot_screen (directory, "tree-narrow.png");
  activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  shoot_screen (directory, "tree-narrow-zoomed.png");

  gtk_window_set_default_size (GTK_WINDOW (window), 1240, 820);
  activate_window_action (window, "tree-zoom", g_variant_new_string ("fit"));
  activate_window_action (window, "tree-jump", g_variant_new_string ("2,4,6,8,3,1,7,5"));
  shoot_screen (directory, "tree-wide.png");

  for (guint i = 0; i < 6; i++)
    activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  shoot_screen (directory, "tree-wide-zoomed.png");

  activate_window_action (window, "tree-zoom", g_variant_new_string ("fit"));
  queens_window_set_n (window, 11);
  activate_window_action (window, "tree-jump", g_variant_new_string ("1,3,5,7,9"));
  for (guint i = 0; i < 3; i++)
    activate_window_action (window, "tree-zoom", g_variant_new_string ("in"));
  shoot_screen (directory, "tree-wide-n11.png");

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc >= 3 && g_str_equal (argv[1], "--shots"))
    {
      gtk_init ();
      adw_init ();
      if (argc == 4 && g_str_equal (argv[3], "dark"))
        adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
      return take_shots (argv[2]);
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/watch-tree/path-follows-steps", test_path_follows_steps);
  g_test_add_func ("/watch-tree/click", test_click_moves_search);
  g_test_add_func ("/watch-tree/expand", test_expand_collapsed);
  g_test_add_func ("/watch-tree/jump", test_jump_action);
  g_test_add_func ("/watch-tree/zoom", test_zoom_and_visible_nodes);
  g_test_add_func ("/watch-tree/pan", test_pan);
  g_test_add_func ("/watch-tree/narrow-and-wide", test_narrow_and_wide);
  g_test_add_func ("/watch-tree/large-n", test_large_n);
  g_test_add_func ("/watch-tree/export", test_export);
  g_test_add_func ("/watch-tree/export-asks", test_export_asks);
  g_test_add_func ("/watch-tree/export-bad-paths", test_export_bad_paths);
  g_test_add_func ("/watch-tree/toast-plain-text", test_toast_plain_text);

  return g_test_run ();
}
