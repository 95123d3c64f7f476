/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-clipboard.h: the clipboard's text, for a paste
 *
 * A paste with no text to read (an empty clipboard, a picture, blank
 * text) says so in a toast, which every page shows.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Reads the text of @widget's clipboard for a paste. */
void  queens_clipboard_read_paste_async  (GtkWidget           *widget,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
/* The text, without the space around it; NULL when there was none,
 * which a toast on @widget's window has said. */
char *queens_clipboard_read_paste_finish (GAsyncResult        *result);

G_END_DECLS
