/* queens-toast.h: a short note that something done silently worked */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows @title in the toast overlay @widget sits in, or in the one that
 * is the child of @widget's window (a dialog's parent, for instance);
 * nothing when there is none (tests without a window). */
void queens_toast_show (GtkWidget  *widget,
                        const char *title);

G_END_DECLS
