/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-clipboard.c: the clipboard's text, for a paste */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-clipboard.h"
#include "queens-toast.h"

/* Whether @formats name text in any form GTK reads as a string. */
static gboolean
formats_have_text (GdkContentFormats *formats)
{
  return gdk_content_formats_contain_gtype (formats, G_TYPE_STRING)
         || gdk_content_formats_contain_mime_type (formats, "text/plain;charset=utf-8")
         || gdk_content_formats_contain_mime_type (formats, "text/plain");
}

/* Nothing usable: said, and the paste ends there.  A window closed
 * meanwhile has no toast overlay, and drops the toast. */
static void
return_nothing (GTask *task)
{
  queens_toast_show (g_task_get_source_object (task), _("Nothing to paste: the clipboard holds no text"));
  g_task_return_pointer (task, NULL, NULL);
}

static void
on_text_read (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL || *g_strstrip (text) == '\0')
    {
      if (error != NULL)
        g_debug ("Nothing to paste: %s", error->message);
      return_nothing (task);
      return;
    }

  g_task_return_pointer (task, g_steal_pointer (&text), g_free);
}

void
queens_clipboard_read_paste_async (GtkWidget           *widget,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  GdkClipboard *clipboard;
  GTask *task;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  clipboard = gtk_widget_get_clipboard (widget);
  task = g_task_new (widget, NULL, callback, user_data);
  g_task_set_source_tag (task, queens_clipboard_read_paste_async);

  /* What this process put there is known without reading, and GTK 4.8
   * loses the task of a read that finds no text in it (a picture). */
  if (gdk_clipboard_is_local (clipboard) && !formats_have_text (gdk_clipboard_get_formats (clipboard)))
    {
      return_nothing (task);
      g_object_unref (task);
      return;
    }

  gdk_clipboard_read_text_async (clipboard, NULL, on_text_read, task);
}

char *
queens_clipboard_read_paste_finish (GAsyncResult *result)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == queens_clipboard_read_paste_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), NULL);
}
