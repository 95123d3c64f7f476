/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-help-overlay.c: keys in the shortcuts window as people read them
 *
 * GtkShortcutLabel shows a key as a GtkLabel of its own.  For Page Up and
 * Page Down it shows a string GTK leaves to its translators, which English
 * keeps as the keysym name; other keys without a symbol of their own come
 * out as keysym names too.  Such a label names a keysym and holds an
 * underscore, and gtk_accelerator_get_label() says the same key the way
 * GTK's menus do, translated by GTK.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gmodule.h>
#include <string.h>

#include "queens-help-overlay.h"

static void
name_key (GtkLabel *label)
{
  const char *text = gtk_label_get_text (label);
  guint keyval;
  g_autofree char *readable = NULL;

  if (strchr (text, '_') == NULL)
    return;
  keyval = gdk_keyval_from_name (text);
  if (keyval == 0 || keyval == GDK_KEY_VoidSymbol)
    return;

  readable = gtk_accelerator_get_label (keyval, 0);
  gtk_label_set_text (label, readable);
}

static void
name_keys_under (GtkWidget *widget,
                 gboolean   in_shortcut_label)
{
  if (in_shortcut_label && GTK_IS_LABEL (widget))
    name_key (GTK_LABEL (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_keys_under (child, in_shortcut_label || GTK_IS_SHORTCUT_LABEL (widget));
}

void
queens_help_overlay_name_keys (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  name_keys_under (root, FALSE);
}

G_MODULE_EXPORT void
queens_help_overlay_on_realize (GtkWidget *overlay,
                                gpointer   user_data)
{
  queens_help_overlay_name_keys (overlay);
}
