/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* pointer-events.c: real pointer and key events for the GTK tests, under X
 *
 * xdotool moves the pointer relative to the window, so where the window
 * lies on the screen does not matter; GTK then reads the events from the
 * server as it reads a user's.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gdk/x11/gdkx.h>

#include "pointer-events.h"

gboolean
pointer_events_available (GtkWidget *widget)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  return xdotool != NULL && GDK_IS_X11_DISPLAY (gtk_widget_get_display (widget));
}

/* (@x, @y) of @widget in its X window's pixels. */
static void
window_point (GtkWidget *widget,
              double     x,
              double     y,
              int       *out_x,
              int       *out_y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t point;
  double offset_x, offset_y;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (x, y), &point));
  /* The surface may start before the window's widget (its shadow). */
  gtk_native_get_surface_transform (native, &offset_x, &offset_y);
  *out_x = (int) (point.x + offset_x);
  *out_y = (int) (point.y + offset_y);
}

static char *
window_id (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));

  return g_strdup_printf ("%lu", (unsigned long) gdk_x11_surface_get_xid (surface));
}

/* Runs xdotool with @argv (NULL-terminated, xdotool first), failing the
 * test if it fails.  Not with LD_PRELOAD: a ThreadSanitizer build preloads
 * an instrumented library into the tests' children, which crashes a
 * program without the sanitizer's runtime. */
static void
run_xdotool (const char * const *argv)
{
  g_auto(GStrv) environment = g_environ_unsetenv (g_get_environ (), "LD_PRELOAD");
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, environment, G_SPAWN_SEARCH_PATH, NULL, NULL,
                     NULL, NULL, &wait_status, &error)
      || !g_spawn_check_wait_status (wait_status, &error))
    g_error ("xdotool failed: %s", error->message);
}

void
pointer_run_at (GtkWidget          *widget,
                double              x,
                double              y,
                const char * const *commands)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *window = window_id (widget);
  int window_x, window_y;

  g_assert_true (pointer_events_available (widget));
  window_point (widget, x, y, &window_x, &window_y);

  g_ptr_array_add (argv, g_strdup ("xdotool"));
  g_ptr_array_add (argv, g_strdup ("mousemove"));
  g_ptr_array_add (argv, g_strdup ("--window"));
  g_ptr_array_add (argv, g_strdup (window));
  g_ptr_array_add (argv, g_strdup_printf ("%d", window_x));
  g_ptr_array_add (argv, g_strdup_printf ("%d", window_y));
  for (guint i = 0; commands != NULL && commands[i] != NULL; i++)
    g_ptr_array_add (argv, g_str_equal (commands[i], "%WINDOW%") ? g_strdup (window)
                                                                  : g_strdup (commands[i]));
  g_ptr_array_add (argv, NULL);

  run_xdotool ((const char * const *) argv->pdata);
}

void
pointer_park (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GListModel *monitors = gdk_display_get_monitors (display);
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;
  g_autofree char *x = NULL;
  g_autofree char *y = NULL;
  const char *argv[] = { "xdotool", "mousemove", NULL, NULL, NULL };

  gdk_monitor_get_geometry (monitor, &geometry);
  x = g_strdup_printf ("%d", geometry.x + geometry.width - 1);
  y = g_strdup_printf ("%d", geometry.y + geometry.height - 1);
  argv[2] = x;
  argv[3] = y;
  run_xdotool (argv);
}

void
pointer_move (GtkWidget *widget,
              double     x,
              double     y)
{
  pointer_run_at (widget, x, y, NULL);
}

void
pointer_ctrl_scroll (GtkWidget *widget,
                     double     x,
                     double     y,
                     int        notches)
{
  g_autofree char *repeat = g_strdup_printf ("%d", ABS (notches));
  const char *commands[] = {
    "keydown", "ctrl",
    "click", "--repeat", repeat, "--delay", "20", notches > 0 ? "4" : "5",
    "keyup", "ctrl",
    NULL
  };

  pointer_run_at (widget, x, y, commands);
}

void
pointer_drag (GtkWidget *widget,
              guint      button,
              double     x,
              double     y,
              double     dx,
              double     dy)
{
  g_autofree char *button_name = g_strdup_printf ("%u", button);
  g_autofree char *step_x = g_strdup_printf ("%d", (int) (dx / 4));
  g_autofree char *step_y = g_strdup_printf ("%d", (int) (dy / 4));
  g_autofree char *last_x = g_strdup_printf ("%d", (int) dx - 3 * (int) (dx / 4));
  g_autofree char *last_y = g_strdup_printf ("%d", (int) dy - 3 * (int) (dy / 4));
  /* Relative steps, "--" so that negative ones are no options. */
  const char *commands[] = {
    "mousedown", button_name,
    "mousemove_relative", "--sync", "--", step_x, step_y,
    "mousemove_relative", "--sync", "--", step_x, step_y,
    "mousemove_relative", "--sync", "--", step_x, step_y,
    "mousemove_relative", "--sync", "--", last_x, last_y,
    "mouseup", button_name,
    NULL
  };

  pointer_run_at (widget, x, y, commands);
}

void
pointer_click (GtkWidget *widget,
               double     x,
               double     y)
{
  const char *commands[] = { "click", "1", NULL };

  pointer_run_at (widget, x, y, commands);
}

void
pointer_keys (GtkWidget          *widget,
              double              x,
              double              y,
              const char * const *keys)
{
  g_autoptr(GPtrArray) commands = g_ptr_array_new ();

  g_ptr_array_add (commands, (gpointer) "key");
  for (guint i = 0; keys[i] != NULL; i++)
    g_ptr_array_add (commands, (gpointer) keys[i]);
  g_ptr_array_add (commands, NULL);
  pointer_run_at (widget, x, y, (const char * const *) commands->pdata);
}
