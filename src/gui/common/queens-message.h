/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-message.h: modal messages and questions on a window
 *
 * GtkAlertDialog where the build has GTK 4.10, GtkMessageDialog on 4.8:
 * the one place that knows which.  Either way the message is a modal
 * window transient for @parent.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @heading in bold, @body (a sentence; its first letter is made a
 * capital, as messages from the file and export code start in lower
 * case) below it, and a Close button. */
void     queens_message_show         (GtkWindow           *parent,
                                      const char          *heading,
                                      const char          *body);

/* Asks @heading with @body below, with a @cancel_label button (the
 * default, also Escape) and an @accept_label one; labels may have
 * mnemonics. */
void     queens_message_ask_async    (GtkWindow           *parent,
                                      const char          *heading,
                                      const char          *body,
                                      const char          *cancel_label,
                                      const char          *accept_label,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
/* TRUE when the user accepted; FALSE, without an error, when not. */
gboolean queens_message_ask_finish   (GAsyncResult        *result,
                                      GError             **error);

G_END_DECLS
