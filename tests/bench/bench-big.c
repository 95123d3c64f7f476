/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* bench-big.c: big boards (issue 8): construction, min-conflicts, frame
 * times at fit and at the closest zoom, and how long a window action waits
 * while a random solution is being found.  Measures and checks the
 * solutions; asserts nothing about time.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>

#include "bench-suite.h"
#include "queens-board-view.h"
#include "queens-construct.h"
#include "queens-min-conflicts.h"
#include "queens-render.h"
#include "queens-symmetry.h"
#include "queens-window.h"

static double
seconds_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1e6;
}

gboolean
bench_big_construct (guint   n,
                     double *out_seconds)
{
  g_autofree guint32 *columns = g_new (guint32, n);
  gint64 start = g_get_monotonic_time ();
  gboolean built;

  built = queens_construct_solution (n, columns);
  *out_seconds = seconds_since (start);

  if (!built || !queens_permutation_is_solution (n, columns))
    {
      g_printerr ("bench-big: the construction at N = %u is no solution\n", n);
      return FALSE;
    }
  return TRUE;
}

gboolean
bench_big_min_conflicts (guint   n,
                         double *out_seconds)
{
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  gboolean solved;

  solved = queens_min_conflicts_solve (n, NULL, 12345, 0, NULL, NULL, NULL, columns, &error);
  *out_seconds = seconds_since (start);

  if (!solved || !queens_permutation_is_solution (n, columns))
    {
      g_printerr ("bench-big: min-conflicts at N = %u: %s\n", n,
                  error != NULL ? error->message : "no solution");
      return FALSE;
    }
  return TRUE;
}

/* The median of a few frames of the board at @n drawn into a window-sized
 * image surface, at fit or at the closest zoom (squares of 128 pixels). */
double
bench_big_frame_ms (guint    n,
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
  double median;

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

  median = times[G_N_ELEMENTS (times) / 2];
  cairo_surface_destroy (surface);
  return median;
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

/* Wakes a blocking main-loop iteration now and then, so that a wait for
 * something that never comes still reaches its deadline. */
static gboolean
on_wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  gboolean *painted = data;

  *painted = TRUE;
}

/* Until the board that is there now has reached the screen. */
static void
wait_for_paint (QueensBoardView *view,
                gint64           deadline)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (view));
  gboolean painted = FALSE;
  gulong handler;

  if (clock == NULL)
    return;

  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (view));
  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);
}

static gboolean
view_shows_solution (QueensBoardView *view)
{
  guint n = queens_board_view_get_n (view);
  const guint32 *columns = queens_board_view_get_columns (view);

  if (columns != NULL && queens_permutation_is_solution (n, columns))
    return TRUE;

  g_printerr ("bench-big: the window at N = %u shows %s\n", n,
              columns == NULL ? "no board" : "a board that is no solution");
  return FALSE;
}

/* The window at N = 100,000: how soon a solution is on screen, then how
 * long the main loop keeps a request waiting (an action, then a probe)
 * while "Another Solution" runs. */
gboolean
bench_big_window (BenchBigWindowResult *result)
{
  gint64 start = g_get_monotonic_time ();
  QueensWindow *window = queens_window_new (NULL, 100000);
  QueensBoardView *view = queens_window_get_board_view (window);
  Latency latency = { 0, 0.0, 0 };
  guint wake_up = g_timeout_add (50, on_wake_up, NULL);
  guint64 revision;
  gboolean valid;

  g_return_val_if_fail (result != NULL, FALSE);

  gtk_window_present (GTK_WINDOW (window));
  while (queens_board_view_get_columns (view) == NULL && seconds_since (start) < 30)
    g_main_context_iteration (NULL, TRUE);
  wait_for_paint (view, start + 30 * G_USEC_PER_SEC);
  result->shown_seconds = seconds_since (start);
  valid = view_shows_solution (view);

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
  result->random_seconds = seconds_since (start);
  result->worst_wait_ms = latency.worst;
  valid &= view_shows_solution (view);

  g_source_remove (wake_up);
  gtk_window_destroy (GTK_WINDOW (window));
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);

  return valid;
}
