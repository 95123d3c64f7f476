/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-help-overlay.h: keys in the shortcuts window as people read them
 *
 * GTK's shortcut labels spell some keys as their keysym names in English
 * ("Page_Up", GTK 4.8 and 4.18 alike).  ui/help-overlay.ui calls this
 * when the window is realized, so that every key reads as GTK's menus
 * show it ("Page Up").
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Relabels the keys of every GtkShortcutLabel under @root that still
 * shows a keysym name. */
void queens_help_overlay_name_keys   (GtkWidget *root);

/* The "realize" handler ui/help-overlay.ui names: GtkBuilder finds it in
 * the program's exported symbols (gmodule-export). */
void queens_help_overlay_on_realize  (GtkWidget *overlay,
                                      gpointer   user_data);

G_END_DECLS
