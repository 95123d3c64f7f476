/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* window-helpers.h: opening, searching and closing windows in the
 * GTK tests */
#pragma once

#include "queens-application.h"
#include "queens-window.h"

G_BEGIN_DECLS

/* A new application, registered (so started: libadwaita, its style
 * manager and the application's actions are in place) and not unique, so
 * that test programs running at once do not meet on the bus. */
QueensApplication *start_test_application (void);

/* wait_for() condition: the window's search is over. */
gboolean      window_is_idle    (gpointer data);

/* A window of N = @n, shown, its first search over. */
QueensWindow *open_idle_window  (guint n);
/* A window of N = @n at the default size @width by @height, shown, its
 * board laid out and drawn (its search may still run). */
QueensWindow *open_sized_window (guint n,
                                 int   width,
                                 int   height);
/* Activates the window's action @name (the parameter is sunk). */
void       activate_window_action (QueensWindow *window,
                                   const char   *name,
                                   GVariant     *parameter);

/* Destroys @window and spins the main loop until it is finalized: a
 * window that something still holds fails the test. */
void       close_window_and_wait (GtkWindow *window);

typedef gboolean (*WidgetMatch) (GtkWidget     *widget,
                                 gconstpointer  data);

/* The first widget of @root's tree (@root included, depth first) for
 * which @matches (widget, @data) is TRUE, or NULL. */
GtkWidget *find_widget_matching  (GtkWidget     *root,
                                  WidgetMatch    matches,
                                  gconstpointer  data);

/* The first widget of @root's tree (@root included, depth first) that is
 * a @type, or NULL. */
GtkWidget *find_widget_of_type   (GtkWidget *root,
                                  GType      type);

/* The text on @widget's clipboard, read as another program would. */
char      *read_clipboard_text   (GtkWidget *widget);

/* The first shown widget that is a @type in the tree of any toplevel
 * window (a dialog window, or a dialog inside a window), or NULL. */
GtkWidget *find_shown_widget_of_type (GType type);

/* wait_for() conditions on the style: whether libadwaita's style manager
 * is dark (@unused is ignored), and whether @widget draws in the dark
 * theme's colours (it reads light text from the stylesheet, as the board
 * does). */
gboolean   style_is_dark         (gpointer unused);
gboolean   style_is_light        (gpointer unused);
gboolean   widget_draws_dark     (gpointer widget);

/* Fails the test unless @widget's accessible @property is the string
 * @expected, naming what it is instead. */
void       assert_accessible_text (GtkWidget             *widget,
                                   GtkAccessibleProperty  property,
                                   const char            *expected);

/* Whether @widget and every widget above it are visible and not held out
 * of sight by a stack showing another page. */
gboolean   is_shown              (GtkWidget *widget);

/* Styles every window of the display with the application's style sheet,
 * as the application does (for screenshots of windows made without it). */
void       use_application_style_sheet (void);

/* The go-to field: the window's only GtkEntry. */
GtkWidget  *goto_entry_of        (QueensWindow *window);
/* What the bubble over the go-to field says (an unanswerable go-to),
 * or NULL when it is not up. */
const char *goto_error_of        (QueensWindow *window);

/* Spins the main loop until @widget's frame clock has drawn @n_frames
 * more frames, so that what changed is laid out (the widget must be
 * shown in a window). */
void       wait_for_frames       (GtkWidget  *widget,
                                  guint       n_frames);

/* win.mode of @window: "browse", "play" or "watch"; free it. */
char      *window_get_mode       (QueensWindow *window);

/* Waits until @window's toast overlay shows a toast reading @title. */
void       wait_for_toast        (GtkWidget  *window,
                                  const char *title);

/* wait_for() conditions: @window (a GtkWindow) is in front, or not. */
gboolean   window_is_active      (gpointer     window);
gboolean   window_is_inactive    (gpointer     window);
/* A game clock for tests: the microseconds in the gint64 @data points
 * to, which the test moves on at will. */
gint64     test_clock_now        (gpointer     data);

/* wait_for() condition: the display's clipboard holds this process's
 * text *(const char **) @data. */
gboolean   clipboard_text_is     (gpointer     data);

/* The screenshot mode of a test program, "--shots DIR [dark]": TRUE,
 * with GTK and libadwaita started, the catalogues of QUEENS_LOCALE_DIR
 * bound when it is set, and the dark style forced when asked, when
 * @argv asks for it; @out_directory then gets DIR. */
gboolean   start_shots_mode      (int          argc,
                                  char        *argv[],
                                  const char **out_directory);

G_END_DECLS
