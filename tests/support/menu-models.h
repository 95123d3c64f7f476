/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* menu-models.h: the window's menus, read as a desktop reads them, for
 * the GTK tests */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The menu button of @root's tree (depth first) whose menu has an item
 * for @action ("win.export"), or NULL.  With @primary, only the main
 * menu's button counts; without, any but it. */
GtkMenuButton *find_menu_button_with_action (GtkWidget  *root,
                                             const char *action,
                                             gboolean    primary);

/* The main menu's button (the one marked primary) in @root's tree. */
GtkMenuButton *find_primary_menu_button     (GtkWidget  *root);

/* Appends to @actions the action of every item of @menu, its sections
 * and submenus included, in order: the action's name, and an item with a
 * string target also as "name::target" right before it.  Returns how many
 * items it met. */
guint          collect_menu_actions         (GMenuModel *menu,
                                             GPtrArray  *actions);

/* Whether @menu, its sections or submenus have an item for @action
 * ("win.export", or "win.new-puzzle::easy"). */
gboolean       menu_has_action              (GMenuModel *menu,
                                             const char *action);

G_END_DECLS
