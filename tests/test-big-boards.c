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

#define BIG_N 100000u
#define WAIT_TIMEOUT_SECONDS 60

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
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
view_is_allocated (gpointer data)
{
  GtkWidget *view = data;

  return gtk_widget_get_width (view) > 100 && gtk_widget_get_height (view) > 100
         && gtk_widget_get_mapped (view);
}

static QueensWindow *
open_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (view_is_allocated, queens_window_get_board_view (window), "the board on screen");
  return window;
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
   * pixel allows there and exact once squares are large. */
  for (guint step = 0; step < 12; step++)
    {
      guint before_row, before_column;
      double square;

      g_assert_true (queens_board_view_square_at (view, x, y, &before_row, &before_column));
      queens_board_view_zoom_at (view, 2.5, x, y);
      g_assert_true (queens_board_view_square_at (view, x, y, &row, &column));
      queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
      square = gtk_widget_get_width (widget) / (double) (end_column - first_column);
      assert_near (row, before_row, square >= 4 ? 0 : (guint) (2 / square) + 1);
      assert_near (column, before_column, square >= 4 ? 0 : (guint) (2 / square) + 1);
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
job_is_done (gpointer data)
{
  return !queens_random_job_is_running (QUEENS_RANDOM_JOB (data));
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
  g_autoptr(QueensBoard) board = NULL;
  guint progress = 0;

  g_signal_connect (job, "progress", G_CALLBACK (on_progress), &progress);
  queens_random_job_start (job);
  g_assert_true (queens_random_job_is_running (job));
  wait_for (job_is_done, job, "the random job");
  g_assert_no_error ((GError *) queens_random_job_get_error (job));
  g_assert_nonnull (queens_random_job_get_columns (job));
  board = queens_board_new_from_columns (300000, queens_random_job_get_columns (job));
  g_assert_true (queens_board_is_solution (board));
  g_assert_cmpfloat (queens_random_job_get_fraction (job), ==, 1.0);
  g_test_message ("N = 300000 in %.3f s, %u progress reports",
                  queens_random_job_get_elapsed (job), progress);

  /* The same seed, the same answer. */
  queens_random_job_start (same);
  wait_for (job_is_done, same, "the same job again");
  g_assert_true (memcmp (queens_random_job_get_columns (job), queens_random_job_get_columns (same),
                         300000 * sizeof (guint32)) == 0);

  /* N = 3 has no solution: an error, not an endless search. */
  queens_random_job_start (none);
  wait_for (job_is_done, none, "the job for N = 3");
  g_assert_null (queens_random_job_get_columns (none));
  g_assert_error ((GError *) queens_random_job_get_error (none), G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  /* Cancelled at once: it ends, with either the cancellation or (on a
   * very fast machine) a valid solution. */
  queens_random_job_start (cancelled);
  queens_random_job_cancel (cancelled);
  wait_for (job_is_done, cancelled, "the cancelled job");
  if (queens_random_job_get_columns (cancelled) == NULL)
    g_assert_error ((GError *) queens_random_job_get_error (cancelled),
                    G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/big/zoom/keeps-square", test_zoom_keeps_square);
  g_test_add_func ("/big/random-solution/window", test_random_solution_window);
  g_test_add_func ("/big/random-solution/job", test_random_job);

  return g_test_run ();
}
