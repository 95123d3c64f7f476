/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-toast.c: a short note that something done silently worked
 *
 * Saving a file and copying to the clipboard leave nothing to see;
 * a toast says they happened without asking anything of the user.
 */
#include "config.h"

#include <adwaita.h>

#include "queens-toast.h"

void
queens_toast_add (GtkWidget *widget,
                  gpointer   toast)
{
  GtkWidget *overlay;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (ADW_IS_TOAST (toast));

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL && GTK_IS_WINDOW (widget))
    overlay = gtk_window_get_child (GTK_WINDOW (widget));

  if (ADW_IS_TOAST_OVERLAY (overlay))
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  else
    g_object_unref (toast);
}

void
queens_toast_show (GtkWidget  *widget,
                   const char *title)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (title != NULL);

  /* libadwaita reads a toast's title as Pango markup: a "<" or "&" in a
   * file's name or a script's words would blank the toast, with a
   * warning. */
  escaped = g_markup_escape_text (title, -1);
  queens_toast_add (widget, adw_toast_new (escaped));
}
