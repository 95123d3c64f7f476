/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-window-regions.c: region puzzles in the window's Play page
 *
 * While a region puzzle is on, Play shows the region page in the
 * board's place, and the free or completion game waits behind it; any
 * other game started from the New Game menu leaves the region puzzle.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-window-private.h"

gboolean
queens_window_region_is_shown (QueensWindow *self)
{
  return g_strcmp0 (adw_view_stack_get_visible_child_name (self->mode_stack), "play") == 0
         && queens_region_page_get_playing (self->region_page);
}

/* A region puzzle started (from any page) brings Play on show; one left
 * gives the board back. */
static void
on_region_playing_changed (QueensRegionPage *page,
                           GParamSpec       *pspec,
                           QueensWindow     *self)
{
  if (queens_region_page_get_playing (page)
      || g_strcmp0 (adw_view_stack_get_visible_child_name (self->mode_stack), "play") == 0)
    g_action_group_change_action_state (G_ACTION_GROUP (self), "mode", g_variant_new_string ("play"));
}

static void
on_other_game_started (QueensWindow *self)
{
  queens_region_page_leave (self->region_page);
}

void
queens_window_add_regions (QueensWindow *self)
{
  /* Play's own games: each puts the board back in front. */
  static const char * const other_games[] = {
    "new-puzzle", "puzzle-of-the-day", "play-puzzle", "paste-puzzle", "free-play", "resume-puzzle",
  };

  queens_region_page_attach (self->region_page, G_ACTION_MAP (self));
  g_signal_connect_object (self->region_page, "notify::playing",
                           G_CALLBACK (on_region_playing_changed), self, G_CONNECT_DEFAULT);
  for (gsize i = 0; i < G_N_ELEMENTS (other_games); i++)
    g_signal_connect_object (g_action_map_lookup_action (G_ACTION_MAP (self), other_games[i]), "activate",
                             G_CALLBACK (on_other_game_started), self, G_CONNECT_SWAPPED);
}
