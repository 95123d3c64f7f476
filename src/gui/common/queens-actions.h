/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-actions.h: what the pages do with the window's actions */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Enables or disables the GSimpleAction @name of @map; nothing when @map
 * has no such action. */
void queens_action_map_set_enabled (GActionMap *map,
                                    const char *name,
                                    gboolean    enabled);

G_END_DECLS
