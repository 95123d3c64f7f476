/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-big-boards.c: zoom, pan and random solutions on a board of
 * 100,000 rows, in the real window (needs a display: run under Xvfb)
 *
 * With QUEENS_SCREENSHOT_DIR set, the zoom test also saves the window at
 * fit and zoomed in as big-fit.png and big-zoomed.png there.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "queens-board-view.h"
#include "queens-board.h"
#include "queens-random-job.h"
#include "queens-window.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

#define BIG_N 100000u
static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static QueensWindow *
open_window (guint n)
{
  return open_sized_window (n, 1000, 800);
}

static void
close_window (QueensWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

static void
assert_shows_solution (QueensBoardView *view)
{
  const guint32 *columns = queens_board_view_get_columns (view);
  g_autoptr(QueensBoard) board = NULL;

  g_assert_nonnull (columns);
  board = queens_board_new_from_columns (queens_board_view_get_n (view), columns);
  g_assert_true (queens_board_is_solution (board));
}

/* The window as the screen shows it, as a PNG in $QUEENS_SCREENSHOT_DIR. */
static void
save_screenshot (QueensWindow *window,
                 const char   *name)
{
  const char *directory = g_getenv ("QUEENS_SCREENSHOT_DIR");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GskRenderer *renderer;
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  if (directory == NULL)
    return;

  /* Let a frame draw what changed. */
  {
    gint64 end = g_get_monotonic_time () + 300 * G_TIME_SPAN_MILLISECOND;
    guint tick = g_timeout_add (10, on_wait_tick, NULL);

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (tick);
  }

  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (directory, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);
}

static void
draw_view_once (QueensBoardView *view)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8, 8);
  cairo_t *cr = cairo_create (surface);

  /* Export's path draws the whole board whatever the zoom: it must not
   * be affected by the view's zoom. */
  queens_board_view_draw (view, cr, 8, 8, FALSE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
assert_near (guint actual,
             guint expected,
             guint tolerance)
{
  guint distance = actual > expected ? actual - expected : expected - actual;

  if (distance > tolerance)
    g_error ("%u is not within %u of %u", actual, tolerance, expected);
}

static void
test_zoom_keeps_square (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = queens_window_get_board_view (window);
  GtkWidget *widget = GTK_WIDGET (view);
  double side = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  /* Off the centre, inside the board at fit. */
  double x = gtk_widget_get_width (widget) / 2.0 - 0.13 * side;
  double y = gtk_widget_get_height (widget) / 2.0 + 0.11 * side;
  guint first_row, end_row, first_column, end_column;
  guint row, column, fit_row, fit_column;
  guint zoomed_row, zoomed_column;

  assert_shows_solution (view);
  g_assert_cmpfloat (queens_board_view_get_zoom (view), ==, 1.0);

  /* At fit every square is on screen. */
  queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
  g_assert_cmpuint (first_row, ==, 0);
  g_assert_cmpuint (end_row, ==, BIG_N);
  g_assert_cmpuint (first_column, ==, 0);
  g_assert_cmpuint (end_column, ==, BIG_N);
  g_assert_true (queens_board_view_square_at (view, x, y, &fit_row, &fit_column));
  save_screenshot (window, "big-fit.png");

  /* Zooming in steps about the pointer keeps the square under it: at fit
   * a pixel spans hundreds of squares, so the match is as close as a
   * pixel allows there; once squares are large it is the same square, or
   * its neighbour when the pointer lies on their shared edge (where the
   * window's size puts it depends on the fonts). */
  for (guint step = 0; step < 12; step++)
    {
      guint before_row, before_column;
      double square;

      g_assert_true (queens_board_view_square_at (view, x, y, &before_row, &before_column));
      queens_board_view_zoom_at (view, 2.5, x, y);
      g_assert_true (queens_board_view_square_at (view, x, y, &row, &column));
      queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
      square = gtk_widget_get_width (widget) / (double) (end_column - first_column);
      assert_near (row, before_row, square >= 4 ? 1 : (guint) (2 / square) + 1);
      assert_near (column, before_column, square >= 4 ? 1 : (guint) (2 / square) + 1);
    }
  assert_near (row, fit_row, 400);
  assert_near (column, fit_column, 400);

  /* Now at the closest zoom: squares of 128 pixels, a handful visible. */
  queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
  g_assert_cmpuint (end_column - first_column, <=, gtk_widget_get_width (widget) / 100 + 2);
  g_assert_cmpuint (end_row - first_row, <=, gtk_widget_get_height (widget) / 100 + 2);
  g_assert_cmpuint (first_row, <=, row);
  g_assert_cmpuint (row, <, end_row);
  g_assert_cmpuint (first_column, <=, column);
  g_assert_cmpuint (column, <, end_column);

  /* Zooming out keeps it too. */
  queens_board_view_zoom_at (view, 1 / 1.7, x, y);
  g_assert_true (queens_board_view_square_at (view, x, y, &zoomed_row, &zoomed_column));
  g_assert_cmpuint (zoomed_row, ==, row);
  g_assert_cmpuint (zoomed_column, ==, column);

  /* Panning moves the board with the pointer: dragging 3 squares right
   * and 2 down brings the squares 3 left and 2 up under it. */
  queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
  {
    double square = 128 / 1.7;

    queens_board_view_pan (view, 3 * square, 2 * square);
  }
  g_assert_true (queens_board_view_square_at (view, x, y, &row, &column));
  assert_near (row, zoomed_row - 2, 0);
  assert_near (column, zoomed_column - 3, 0);

  /* Frames still draw, and export still draws the whole board. */
  gtk_widget_queue_draw (widget);
  g_main_context_iteration (NULL, FALSE);
  draw_view_once (view);

  /* Fit again through its action; then the keys' actions step. */
  g_assert_true (gtk_widget_activate_action (widget, "win.zoom-fit", NULL));
  g_assert_cmpfloat (queens_board_view_get_zoom (view), ==, 1.0);
  g_assert_true (gtk_widget_activate_action (widget, "win.zoom-in", NULL));
  g_assert_cmpfloat (queens_board_view_get_zoom (view), >, 1.0);
  g_assert_true (gtk_widget_activate_action (widget, "win.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (queens_board_view_get_zoom (view), 1.0, 1e-9);

  /* Fit cannot zoom out further, nor pan. */
  g_assert_true (gtk_widget_activate_action (widget, "win.zoom-out", NULL));
  g_assert_cmpfloat (queens_board_view_get_zoom (view), ==, 1.0);
  queens_board_view_pan (view, 500, 500);
  g_assert_true (queens_board_view_square_at (view, x, y, &row, &column));
  assert_near (row, fit_row, 0);
  assert_near (column, fit_column, 0);

  {
    /* On a queen for the picture: row 60,000's. */
    const guint32 *columns = queens_board_view_get_columns (view);
    guint centre_row, centre_column;

    queens_board_view_zoom_closest (view);
    queens_board_view_centre_on (view, 60000, columns[60000]);
    g_assert_true (queens_board_view_square_at (view, gtk_widget_get_width (widget) / 2.0,
                                                gtk_widget_get_height (widget) / 2.0,
                                                &centre_row, &centre_column));
    g_assert_cmpuint (centre_row, ==, 60000);
    g_assert_cmpuint (centre_column, ==, columns[60000]);
    save_screenshot (window, "big-zoomed.png");
    queens_board_view_zoom_at (view, 1 / 20.0, x, y);
    queens_board_view_centre_on (view, 60000, columns[60000]);
    save_screenshot (window, "big-zoomed-mid.png");
  }

  close_window (window);
}

static gboolean
revision_changed (gpointer data)
{
  gpointer *pair = data;

  return queens_board_view_get_revision (pair[0]) != *(guint64 *) pair[1];
}

static void
test_random_solution_window (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autofree guint32 *before = NULL;
  guint64 revision;
  gpointer pair[2];

  assert_shows_solution (view);
  before = g_memdup2 (queens_board_view_get_columns (view), BIG_N * sizeof (guint32));

  revision = queens_board_view_get_revision (view);
  pair[0] = view;
  pair[1] = &revision;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.random-solution", NULL));
  wait_for (revision_changed, pair, "a random solution");

  assert_shows_solution (view);
  g_assert_cmpuint (queens_board_view_get_n (view), ==, BIG_N);
  /* A random solution is not the formula's one. */
  g_assert_true (memcmp (before, queens_board_view_get_columns (view), BIG_N * sizeof (guint32)) != 0);

  /* Another one differs again; a change of N drops a running request. */
  g_clear_pointer (&before, g_free);
  before = g_memdup2 (queens_board_view_get_columns (view), BIG_N * sizeof (guint32));
  revision = queens_board_view_get_revision (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.random-solution", NULL));
  wait_for (revision_changed, pair, "another random solution");
  assert_shows_solution (view);
  g_assert_true (memcmp (before, queens_board_view_get_columns (view), BIG_N * sizeof (guint32)) != 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.random-solution", NULL));
  queens_window_set_n (window, 5000);
  revision = queens_board_view_get_revision (view);
  assert_shows_solution (view);
  g_assert_cmpuint (queens_board_view_get_n (view), ==, 5000);

  close_window (window);
}

static gboolean
search_has_stored_more (gpointer data)
{
  gpointer *pair = data;
  QueensSolveJob *job = queens_window_get_solve_job (pair[0]);

  return job != NULL
         && (queens_solve_job_get_n_stored (job) > *(guint64 *) pair[1]
             || !queens_solve_job_is_running (job));
}

/* The random request's answer is on the board: a search batch that lands
 * first changes the board too, so the revision alone does not say which. */
static gboolean
shows_random_solution (gpointer data)
{
  return strstr (queens_window_get_symmetry_text (data), "random") != NULL;
}

static gboolean
random_request_ended (gpointer data)
{
  return !g_action_group_get_action_enabled (G_ACTION_GROUP (data), "stop");
}

/* At a small N the search streams solutions while a random one is asked
 * for: the random board stays until the user browses, and Stop ends the
 * random request. */
static void
test_random_solution_during_search (void)
{
  QueensWindow *window = open_window (16);
  QueensBoardView *view = queens_window_get_board_view (window);
  GActionGroup *actions = G_ACTION_GROUP (window);
  g_autofree guint32 *random = NULL;
  guint64 stored;
  gpointer pair[2] = { window, &stored };

  g_assert_true (queens_window_is_searching (window));
  g_assert_true (g_str_has_prefix (queens_window_get_status_text (window), "Searching…"));
  g_assert_true (g_action_group_get_action_enabled (actions, "stop"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.random-solution", NULL));
  wait_for (shows_random_solution, window, "a random solution during the search");
  assert_shows_solution (view);
  random = g_memdup2 (queens_board_view_get_columns (view), 16 * sizeof (guint32));
  g_assert_cmpuint (queens_window_get_position (window), ==, 0);
  g_assert_nonnull (strstr (queens_window_get_status_text (window), "random solution"));
  g_assert_nonnull (strstr (queens_window_get_symmetry_text (window), "random"));

  /* More batches arrive: the board and its description stay. */
  stored = queens_solve_job_get_n_stored (queens_window_get_solve_job (window));
  wait_for (search_has_stored_more, pair, "more solutions from the search");
  g_assert_cmpmem (random, 16 * sizeof (guint32),
                   queens_board_view_get_columns (view), 16 * sizeof (guint32));
  g_assert_nonnull (strstr (queens_window_get_status_text (window), "random solution"));

  /* Browsing goes back to the found ones. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.first-solution", NULL));
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);
  close_window (window);

  /* A slow request (a million rows) is stopped by win.stop. */
  window = open_window (BIG_N);
  view = queens_window_get_board_view (window);
  actions = G_ACTION_GROUP (window);
  g_assert_false (g_action_group_get_action_enabled (actions, "stop"));
  queens_window_set_n (window, BIG_N);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.random-solution", NULL));
  g_assert_true (g_action_group_get_action_enabled (actions, "stop"));
  g_assert_true (g_str_has_prefix (queens_window_get_status_text (window), "Looking for a random solution"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "win.stop", NULL));
  wait_for (random_request_ended, actions, "the random request to stop");
  g_assert_false (g_str_has_prefix (queens_window_get_status_text (window), "Looking"));
  assert_shows_solution (view);
  close_window (window);
}

/* The first widget under @root (itself included) that @match accepts. */
static GtkWidget *
find_widget (GtkWidget *root,
             gboolean (*match) (GtkWidget *widget))
{
  if (match (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
is_random_solution_button (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                       "win.random-solution") == 0;
}

static void
set_mode (QueensWindow *window,
          const char   *mode)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode",
                                      g_variant_new_string (mode));
}

/* "Another Solution" is among the browsing controls, at any N, and
 * usable where the browsed board shows: not in play or watch. */
static void
test_random_solution_entries (void)
{
  static const guint sizes[] = { BIG_N, 8 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      QueensWindow *window = open_window (sizes[i]);
      GtkWidget *button = find_widget (GTK_WIDGET (window), is_random_solution_button);
      GActionGroup *actions = G_ACTION_GROUP (window);

      g_assert_nonnull (button);
      g_assert_true (is_shown (button));
      g_assert_true (g_action_group_get_action_enabled (actions, "random-solution"));

      set_mode (window, "play");
      g_assert_false (g_action_group_get_action_enabled (actions, "random-solution"));
      g_assert_false (is_shown (button));
      set_mode (window, "watch");
      g_assert_false (g_action_group_get_action_enabled (actions, "random-solution"));
      set_mode (window, "browse");
      g_assert_true (g_action_group_get_action_enabled (actions, "random-solution"));
      g_assert_true (is_shown (button));

      close_window (window);
    }
}

static GtkEventController *
key_controller_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; found == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      /* The widget keeps its controllers alive. */
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        found = GTK_EVENT_CONTROLLER (controller);
    }

  g_assert_nonnull (found);
  return found;
}

static void
send_key (GtkEventController *keys,
          guint               keyval)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
}

static void
assert_focus_in_view (QueensBoardView *view)
{
  guint first_row, end_row, first_column, end_column;
  guint row, column;

  queens_board_view_get_focus_square (view, &row, &column);
  queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
  if (row < first_row || row >= end_row || column < first_column || column >= end_column)
    g_error ("the focus square (%u, %u) is outside the rows [%u, %u) and columns [%u, %u) in view",
             row, column, first_row, end_row, first_column, end_column);
}

/* Zoomed in, the arrow keys walk the focus square off the visible part
 * of the board: the view follows it. */
static void
test_zoom_follows_focus (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = queens_window_get_board_view (window);
  GtkWidget *widget = GTK_WIDGET (view);
  GtkEventController *keys = key_controller_of (widget);
  guint first_row, end_row, first_column, end_column;
  guint start_first_column, start_first_row;
  guint row, column;
  double zoom;

  set_mode (window, "play");
  /* In to the closest zoom, where the zoom-in key stops. */
  do
    {
      zoom = queens_board_view_get_zoom (view);
      g_assert_true (gtk_widget_activate_action (widget, "win.zoom-in", NULL));
    }
  while (queens_board_view_get_zoom (view) > zoom);
  queens_board_view_centre_on (view, 50000, 50000);
  queens_board_view_set_focus_square (view, 50000, 50000);
  assert_focus_in_view (view);
  queens_board_view_get_visible_squares (view, &start_first_row, &end_row,
                                         &start_first_column, &end_column);
  g_assert_cmpuint (end_column - start_first_column, <, 100);

  /* Right well past the right-hand edge, then down past the bottom. */
  for (guint step = 0; step < 3 * (end_column - start_first_column); step++)
    {
      send_key (keys, GDK_KEY_Right);
      assert_focus_in_view (view);
    }
  for (guint step = 0; step < 3 * (end_row - start_first_row); step++)
    {
      send_key (keys, GDK_KEY_Down);
      assert_focus_in_view (view);
    }
  queens_board_view_get_focus_square (view, &row, &column);
  g_assert_cmpuint (column, ==, 50000 + 3 * (end_column - start_first_column));
  queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
  g_assert_cmpuint (first_column, >, start_first_column);
  g_assert_cmpuint (first_row, >, start_first_row);

  /* And back, left and up past the other edges. */
  for (guint step = 0; step < 200; step++)
    {
      send_key (keys, GDK_KEY_Left);
      send_key (keys, GDK_KEY_Up);
      assert_focus_in_view (view);
    }

  /* A jump far away brings the view along too. */
  queens_board_view_set_focus_square (view, 99999, 0);
  assert_focus_in_view (view);

  close_window (window);
}

/* Whether @pixel stands clearly apart from both @first and @second: the
 * labels' text does, a band tinted like a square does not. */
static gboolean
is_far_from (const guchar *pixel,
             const guchar *first,
             const guchar *second)
{
  int first_distance = 0, second_distance = 0;

  for (int channel = 0; channel < 3; channel++)
    {
      first_distance = MAX (first_distance, ABS (pixel[channel] - first[channel]));
      second_distance = MAX (second_distance, ABS (pixel[channel] - second[channel]));
    }

  if (first_distance <= 40 || second_distance <= 40)
    return FALSE;

  /* A mix of the two square colours is an antialiased square edge (GTK's
   * cairo renderer leaves some), not text. */
  {
    int widest = 0;
    double mix;
    gboolean is_mix = TRUE;

    for (int channel = 1; channel < 3; channel++)
      if (ABS (second[channel] - first[channel]) > ABS (second[widest] - first[widest]))
        widest = channel;
    if (second[widest] == first[widest])
      return TRUE;
    mix = (double) (pixel[widest] - first[widest]) / (second[widest] - first[widest]);
    for (int channel = 0; channel < 3; channel++)
      {
        double expected = first[channel] + mix * (second[channel] - first[channel]);

        if (mix < -0.05 || mix > 1.05 || ABS (pixel[channel] - expected) > 12)
          is_mix = FALSE;
      }
    return !is_mix;
  }
}

typedef struct
{
  guint ink;       /* pixels unlike either square colour: text */
  guint changed;   /* pixels that differ from @reference */
  guint total;
} StripCount;

/* The window as it is drawn now, as B, G, R, A bytes. */
static guchar *
render_window (QueensWindow *window,
               gsize        *out_stride)
{
  GtkWidget *widget = GTK_WIDGET (window);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guchar *pixels;
  gint64 end = g_get_monotonic_time () + 300 * G_TIME_SPAN_MILLISECOND;
  guint tick = g_timeout_add (10, on_wait_tick, NULL);

  /* Let a frame lay out and draw what changed. */
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  *out_stride = (gsize) gdk_texture_get_width (texture) * 4;
  pixels = g_malloc ((gsize) gdk_texture_get_height (texture) * *out_stride);
  gdk_texture_download (texture, pixels, *out_stride);
  return pixels;
}

/* Counts over the rectangle (@x, @y, @width, @height) of two renderings. */
static StripCount
count_strip (const guchar *pixels,
             const guchar *reference,
             gsize         stride,
             const guchar *light_square,
             const guchar *dark_square,
             int           x,
             int           y,
             int           width,
             int           height)
{
  StripCount count = { 0, 0, 0 };

  for (int row = y; row < y + height; row++)
    for (int column = x; column < x + width; column++)
      {
        const guchar *pixel = pixels + row * stride + column * 4;
        const guchar *before = reference + row * stride + column * 4;

        count.ink += is_far_from (pixel, light_square, dark_square);
        count.changed += memcmp (pixel, before, 3) != 0;
        count.total++;
      }

  return count;
}

/* Zoomed in, the coordinates stay on screen along the bottom and left
 * edges, over a band, naming the rows and columns in view. */
static void
test_zoom_sticky_coordinates (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = queens_window_get_board_view (window);
  GtkWidget *widget = GTK_WIDGET (view);
  GActionGroup *actions = G_ACTION_GROUP (window);
  graphene_rect_t bounds;
  g_autofree guchar *plain = NULL;
  g_autofree guchar *labelled = NULL;
  gsize stride;
  StripCount bottom, left, middle;
  int x, y, width, height;
  const guchar *centre, *neighbour;
  /* Inside the bands, wide enough to cross the labels' text. */
  const int bottom_strip = 40;
  const int left_strip = 40;

  g_action_group_change_action_state (actions, "show-coordinates", g_variant_new_boolean (FALSE));
  queens_board_view_zoom_closest (view);
  queens_board_view_centre_on (view, 60000, 70000);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  x = (int) bounds.origin.x;
  y = (int) bounds.origin.y;
  width = (int) bounds.size.width;
  height = (int) bounds.size.height;
  plain = render_window (window, &stride);

  g_action_group_change_action_state (actions, "show-coordinates", g_variant_new_boolean (TRUE));
  g_assert_true (queens_board_view_get_show_coordinates (view));
  queens_board_view_centre_on (view, 60000, 70000);
  labelled = render_window (window, &stride);
  save_screenshot (window, "big2-coordinates-zoomed.png");

  /* The view's centre is the middle of a square of 128 pixels: it and
   * its right-hand neighbour give the two square colours. */
  centre = plain + (gsize) (y + height / 2) * stride + (gsize) (x + width / 2) * 4;
  neighbour = centre + 128 * 4;
  g_assert_true (memcmp (centre, neighbour, 3) != 0);

  /* The bottom strip and the left strip now hold text on a band, over
   * what were squares; the middle of the board is as it was, a square
   * edge that snapping moves by a pixel aside. */
  bottom = count_strip (labelled, plain, stride, centre, neighbour,
                        x + width / 4, y + height - bottom_strip, width / 2, bottom_strip);
  left = count_strip (labelled, plain, stride, centre, neighbour,
                      x, y + height / 4, left_strip, height / 2);
  middle = count_strip (labelled, plain, stride, centre, neighbour,
                        x + width / 3, y + height / 3, width / 3, height / 3);
  g_test_message ("bottom strip: %u text pixels, %u of %u changed;"
                  " left strip: %u text pixels, %u of %u changed",
                  bottom.ink, bottom.changed, bottom.total, left.ink, left.changed, left.total);
  g_assert_cmpuint (bottom.ink, >, 20);
  g_assert_cmpuint (left.ink, >, 20);
  g_assert_cmpuint (bottom.changed, >, bottom.ink);
  g_assert_cmpuint (left.changed, >, left.ink);
  /* Turning the labels on narrows the board by their margins, which may
   * move a square edge by a pixel (and its blended pixels); no band or
   * text comes in. */
  g_assert_cmpuint (middle.changed, <, middle.total / 50);
  g_assert_cmpuint (middle.ink, <, 20);

  /* Panned to the board's bottom-left corner the labels sit in their own
   * margin, off the squares, as at fit. */
  queens_board_view_centre_on (view, BIG_N - 1, 0);
  save_screenshot (window, "big2-coordinates-corner.png");

  g_action_group_change_action_state (actions, "show-coordinates", g_variant_new_boolean (FALSE));
  close_window (window);
}

/* What a random job's callback got from solve_finish. */
typedef struct
{
  gboolean  done;
  guint32  *columns;
  GError   *error;
} Solved;

static void
solved_clear (Solved *solved)
{
  g_clear_pointer (&solved->columns, g_free);
  g_clear_error (&solved->error);
}

static void
on_solved (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Solved *solved = user_data;

  /* The job's own view of the end is set before its callback runs. */
  g_assert_false (queens_random_job_is_running (QUEENS_RANDOM_JOB (source_object)));
  solved->columns = queens_random_job_solve_finish (QUEENS_RANDOM_JOB (source_object), result,
                                                    &solved->error);
  solved->done = TRUE;
}

static gboolean
job_is_done (gpointer data)
{
  return ((Solved *) data)->done;
}

static void
on_progress (QueensRandomJob *job,
             guint           *count)
{
  double fraction = queens_random_job_get_fraction (job);

  g_assert_cmpfloat (fraction, >=, 0.0);
  g_assert_cmpfloat (fraction, <=, 1.0);
  (*count)++;
}

static void
test_random_job (void)
{
  g_autoptr(QueensRandomJob) job = queens_random_job_new (300000, 42);
  g_autoptr(QueensRandomJob) same = queens_random_job_new (300000, 42);
  g_autoptr(QueensRandomJob) none = queens_random_job_new (3, 1);
  g_autoptr(QueensRandomJob) cancelled = queens_random_job_new (2000000, 7);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(QueensBoard) board = NULL;
  Solved first = { 0, }, again = { 0, }, nothing = { 0, }, stopped = { 0, };
  guint progress = 0;

  g_signal_connect (job, "progress", G_CALLBACK (on_progress), &progress);
  queens_random_job_solve_async (job, NULL, on_solved, &first);
  g_assert_true (queens_random_job_is_running (job));
  wait_for (job_is_done, &first, "the random job");
  g_assert_no_error (first.error);
  g_assert_nonnull (first.columns);
  board = queens_board_new_from_columns (300000, first.columns);
  g_assert_true (queens_board_is_solution (board));
  g_assert_cmpfloat (queens_random_job_get_fraction (job), ==, 1.0);
  g_test_message ("N = 300000 in %.3f s, %u progress reports",
                  queens_random_job_get_elapsed (job), progress);

  /* The same seed, the same answer. */
  queens_random_job_solve_async (same, NULL, on_solved, &again);
  wait_for (job_is_done, &again, "the same job again");
  g_assert_nonnull (again.columns);
  g_assert_true (memcmp (first.columns, again.columns, 300000 * sizeof (guint32)) == 0);

  /* N = 3 has no solution: an error, not an endless search. */
  queens_random_job_solve_async (none, NULL, on_solved, &nothing);
  wait_for (job_is_done, &nothing, "the job for N = 3");
  g_assert_null (nothing.columns);
  g_assert_error (nothing.error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  /* Cancelled at once through the caller's cancellable: whatever the
   * worker got to, the answer is the cancellation. */
  queens_random_job_solve_async (cancelled, cancellable, on_solved, &stopped);
  g_cancellable_cancel (cancellable);
  wait_for (job_is_done, &stopped, "the cancelled job");
  g_assert_null (stopped.columns);
  g_assert_error (stopped.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  solved_clear (&first);
  solved_clear (&again);
  solved_clear (&nothing);
  solved_clear (&stopped);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/big/zoom/keeps-square", test_zoom_keeps_square);
  g_test_add_func ("/big/zoom/follows-focus", test_zoom_follows_focus);
  g_test_add_func ("/big/zoom/sticky-coordinates", test_zoom_sticky_coordinates);
  g_test_add_func ("/big/random-solution/window", test_random_solution_window);
  g_test_add_func ("/big/random-solution/entries", test_random_solution_entries);
  g_test_add_func ("/big/random-solution/during-search", test_random_solution_during_search);
  g_test_add_func ("/big/random-solution/job", test_random_job);

  return g_test_run ();
}
