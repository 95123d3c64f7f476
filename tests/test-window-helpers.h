/* test-window-helpers.h: opening, searching and closing windows in the
 * GTK tests */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Destroys @window and spins the main loop until it is finalized: a
 * window that something still holds fails the test. */
void       close_window_and_wait (GtkWindow *window);

/* The first widget of @root's tree (@root included, depth first) that is
 * a @type, or NULL. */
GtkWidget *find_widget_of_type   (GtkWidget *root,
                                  GType      type);

/* The first shown widget that is a @type in the tree of any toplevel
 * window (a dialog window, or a dialog inside a window), or NULL. */
GtkWidget *find_shown_widget_of_type (GType type);

/* Fails the test unless @widget's accessible @property is the string
 * @expected, naming what it is instead. */
void       assert_accessible_text (GtkWidget             *widget,
                                   GtkAccessibleProperty  property,
                                   const char            *expected);

G_END_DECLS
