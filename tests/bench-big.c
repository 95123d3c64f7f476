/* bench-big.c: big boards (issue 8), one table, every row measured in
 * this run: construction, min-conflicts, frame times at fit and at the
 * closest zoom, and how long a window action waits while a random
 * solution is being found.  Prints; asserts nothing about time.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>

#include "queens-board-view.h"
#include "queens-construct.h"
#include "queens-min-conflicts.h"
#include "queens-random-job.h"
#include "queens-render.h"
#include "queens-window.h"

static void
print_row (const char *what,
           double      value,
           const char *unit,
           const char *target)
{
  g_print ("| %-52s | %10.3f %-3s | %-12s |\n", what, value, unit, target);
}

static double
seconds_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1e6;
}

static void
bench_construct (void)
{
  const guint n = 10000000;
  g_autofree guint32 *columns = g_new (guint32, n);
  gint64 start = g_get_monotonic_time ();

  g_assert_true (queens_construct_solution (n, columns));
  print_row ("construction, N = 10,000,000", seconds_since (start), "s", "");
}

static void
bench_min_conflicts (guint       n,
                     const char *what,
                     const char *target)
{
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  g_assert_true (queens_min_conflicts_solve (n, NULL, 12345, 0, NULL, NULL, NULL, columns, &error));
  print_row (what, seconds_since (start), "s", target);
}

/* The median of a few frames of the board at @n drawn into a window-sized
 * image surface, at fit or at the closest zoom (squares of 128 pixels). */
static void
bench_frame (guint    n,
             gboolean closest)
{
  const int width = 1000;
  const int height = 800;
  g_autofree guint32 *columns = g_new (guint32, n);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  QueensRenderOptions options;
  double times[7];
  double side = closest ? MAX (128.0 * n, height) : height;
  double x = closest ? width / 2.0 - side / 2 : (width - height) / 2.0;
  double y = closest ? height / 2.0 - side / 2 : 0;
  g_autofree char *what = NULL;

  g_assert_true (queens_construct_solution (n, columns));
  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_coordinates = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64 start = g_get_monotonic_time ();

      cairo_rectangle (cr, 0, 0, width, height);
      cairo_clip (cr);
      queens_render_columns (cr, n, columns, &options, x, y, side, side);
      cairo_surface_flush (surface);
      times[i] = seconds_since (start) * 1000;
      cairo_destroy (cr);
    }

  for (guint i = 1; i < G_N_ELEMENTS (times); i++)
    for (guint j = i; j > 0 && times[j - 1] > times[j]; j--)
      {
        double swap = times[j];

        times[j] = times[j - 1];
        times[j - 1] = swap;
      }

  what = g_strdup_printf ("one frame 1000x800, N = %u, %s", n, closest ? "closest zoom" : "fit");
  print_row (what, times[G_N_ELEMENTS (times) / 2], "ms", "same at all N");
  cairo_surface_destroy (surface);
}

typedef struct
{
  gint64 asked;
  double worst;
  guint  answered;
} Latency;

static gboolean
on_latency_probe (gpointer data)
{
  Latency *latency = data;
  double waited = (g_get_monotonic_time () - latency->asked) / 1000.0;

  latency->worst = MAX (latency->worst, waited);
  latency->answered++;
  return G_SOURCE_REMOVE;
}

/* The window at N = 100,000: how long the main loop keeps a request
 * waiting (an action, then a probe) while "Another solution" runs. */
static void
bench_window_latency (void)
{
  gint64 start = g_get_monotonic_time ();
  QueensWindow *window = queens_window_new (NULL, 100000);
  QueensBoardView *view = queens_window_get_board_view (window);
  Latency latency = { 0, 0.0, 0 };
  guint64 revision;
  double found;

  gtk_window_present (GTK_WINDOW (window));
  while (queens_board_view_get_columns (view) == NULL && seconds_since (start) < 30)
    g_main_context_iteration (NULL, FALSE);
  print_row ("window at N = 100,000 shows a solution", seconds_since (start), "s", "< 2 s");

  revision = queens_board_view_get_revision (view);
  start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (view), "win.random-solution", NULL);
  while (queens_board_view_get_revision (view) == revision && seconds_since (start) < 30)
    {
      latency.asked = g_get_monotonic_time ();
      gtk_widget_activate_action (GTK_WIDGET (view), "win.zoom-in", NULL);
      g_idle_add_full (G_PRIORITY_DEFAULT, on_latency_probe, &latency, NULL);
      while (latency.answered == 0 || g_get_monotonic_time () - latency.asked < 5000)
        if (!g_main_context_iteration (NULL, FALSE))
          g_usleep (500);
      latency.answered = 0;
    }
  found = seconds_since (start);
  print_row ("window: random solution at N = 100,000", found, "s", "< 1 s");
  print_row ("window: longest action wait meanwhile", latency.worst, "ms", "< 250 ms");

  gtk_window_destroy (GTK_WINDOW (window));
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  gboolean display = gtk_init_check ();

  g_print ("| %-52s | %14s | %-12s |\n", "measure (this run)", "value", "target");
  g_print ("|%s|%s|%s|\n", "------------------------------------------------------",
           "----------------", "--------------");
  bench_construct ();
  bench_min_conflicts (100000, "min-conflicts, N = 100,000", "< 1 s");
  bench_min_conflicts (1000000, "min-conflicts, N = 1,000,000", "< 10 s");
  bench_frame (8, FALSE);
  bench_frame (8, TRUE);
  bench_frame (1000, FALSE);
  bench_frame (1000, TRUE);
  bench_frame (100000, FALSE);
  bench_frame (100000, TRUE);
  if (display)
    bench_window_latency ();
  else
    g_print ("(no display: the window rows need Xvfb)\n");

  return 0;
}
