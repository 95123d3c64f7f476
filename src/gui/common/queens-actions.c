/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-actions.c: what the pages do with the window's actions */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-actions.h"

void
queens_action_map_set_enabled (GActionMap *map,
                               const char *name,
                               gboolean    enabled)
{
  GAction *action;

  g_return_if_fail (G_IS_ACTION_MAP (map));
  g_return_if_fail (name != NULL);

  action = g_action_map_lookup_action (map, name);
  if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}
