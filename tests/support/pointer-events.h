/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* pointer-events.h: real pointer and key events for the GTK tests, under X
 *
 * GTK makes no pointer events of its own, and the gestures read what only
 * a real event carries (the modifiers of a Ctrl+scroll, the drag
 * threshold of a click), so these go through the X server with xdotool's
 * XTEST input, as a hand on the mouse would.  Each call returns once the
 * server has the events; wait for what they should do.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether @widget's window is on an X display and xdotool is there. */
gboolean pointer_events_available (GtkWidget *widget);

/* Runs xdotool with @commands (a NULL-terminated list of its arguments,
 * such as "mousemove", "--window", ...) after the pointer goes to
 * (@x, @y) of @widget; "%WINDOW%" in @commands names @widget's window. */
void     pointer_run_at           (GtkWidget          *widget,
                                   double              x,
                                   double              y,
                                   const char * const *commands);

/* The pointer off every window, to the screen's bottom-right corner. */
void     pointer_park             (GtkWidget *widget);
/* The pointer to (@x, @y) of @widget. */
void     pointer_move             (GtkWidget *widget,
                                   double     x,
                                   double     y);
/* Ctrl held, the wheel turned @notches times there (up, zooming in, when
 * @notches > 0). */
void     pointer_ctrl_scroll      (GtkWidget *widget,
                                   double     x,
                                   double     y,
                                   int        notches);
/* Button @button pressed at (@x, @y), moved by (@dx, @dy) in a few steps,
 * released. */
void     pointer_drag             (GtkWidget *widget,
                                   guint      button,
                                   double     x,
                                   double     y,
                                   double     dx,
                                   double     dy);
/* A click without movement. */
void     pointer_click            (GtkWidget *widget,
                                   double     x,
                                   double     y);
/* xdotool's key names, pressed one after the other with the pointer over
 * (@x, @y) of @widget (X sends keys to the window under the pointer when
 * no window manager gives focus): "n", "shift+n", "ctrl+plus". */
void     pointer_keys             (GtkWidget          *widget,
                                   double              x,
                                   double              y,
                                   const char * const *keys);

G_END_DECLS
