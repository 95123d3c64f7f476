/* queens-window.h: the main window */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_WINDOW (queens_window_get_type ())
G_DECLARE_FINAL_TYPE (QueensWindow, queens_window, QUEENS, WINDOW, GtkApplicationWindow)

/* @n: the board size to open at; 0 for the last one used. */
QueensWindow *queens_window_new   (GtkApplication *application,
                                   guint           n);
guint         queens_window_get_n (QueensWindow   *self);
void          queens_window_set_n (QueensWindow   *self,
                                   guint           n);

G_END_DECLS
