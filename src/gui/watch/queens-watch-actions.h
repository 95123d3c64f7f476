/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-actions.h: the win.* actions of the watch page */
#pragma once

#include <gio/gio.h>

#include "queens-watch-view.h"

G_BEGIN_DECLS

/* Adds win.watch-play, -step, -back, -speed, -method and -show-tree,
 * and the search tree's win.tree-zoom ("in", "out", "fit"), tree-jump
 * and tree-expand (a path, "1,5,8"), export-tree (asks for a file) and
 * export-tree-to (a path) for @view to @map (the window holding @view);
 * play, step and back are disabled until the page is shown. */
void queens_watch_actions_add         (QueensWatchView *view,
                                       GActionMap      *map);
/* Play, step and back work only while the watch page is on show. */
void queens_watch_actions_set_enabled (GActionMap      *map,
                                       gboolean         enabled);

G_END_DECLS
