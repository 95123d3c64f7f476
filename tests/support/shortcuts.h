/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* shortcuts.h: the keyboard shortcuts a widget answers, for tests */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The first shortcut of @widget's own shortcut controllers that a press
 * of @keyval with exactly @modifiers reaches (GTK keeps keyval triggers
 * in lower case and matches Shift+Z to them; either side of an
 * alternative trigger counts), or NULL.  Transfer full. */
GtkShortcut *find_shortcut   (GtkWidget       *widget,
                              guint            keyval,
                              GdkModifierType  modifiers);

/* The name of the action that shortcut runs ("win.undo"), or NULL when
 * there is none or it runs no named action. */
char        *find_key_action (GtkWidget       *widget,
                              guint            keyval,
                              GdkModifierType  modifiers);

typedef void (*ShortcutFunc) (GtkWidget   *widget,
                              GtkShortcut *shortcut,
                              gpointer     data);

/* Calls @func with each shortcut of @widget's own shortcut controllers,
 * mnemonics and key bindings alike. */
void         foreach_shortcut (GtkWidget       *widget,
                               ShortcutFunc     func,
                               gpointer         data);

G_END_DECLS
