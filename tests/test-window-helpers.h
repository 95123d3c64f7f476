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

/* Fails the test unless @widget's accessible @property is the string
 * @expected, naming what it is instead. */
void       assert_accessible_text (GtkWidget             *widget,
                                   GtkAccessibleProperty  property,
                                   const char            *expected);

/* Whether @widget and every widget above it are visible and not held out
 * of sight by a stack showing another page. */
gboolean   is_shown              (GtkWidget *widget);

G_END_DECLS
