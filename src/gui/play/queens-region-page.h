/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-page.h: a region puzzle played in Play
 *
 * The grid, its buttons and its status line, in the board's place while
 * a region puzzle is on.  Its win.* actions start puzzles (by difficulty
 * at the size of the "region-size" setting, or today's), play them and
 * leave them; "playing" says whether a puzzle is on, for the window to
 * show the page instead of the board.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-region-game.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_REGION_PAGE (queens_region_page_get_type ())
G_DECLARE_FINAL_TYPE (QueensRegionPage, queens_region_page, QUEENS, REGION_PAGE, GtkWidget)

/* Puts the page's actions into @action_map (the window's). */
void              queens_region_page_attach      (QueensRegionPage *self,
                                                  GActionMap       *action_map);
/* On show (the window is in Play): the clock may run and keys work. */
void              queens_region_page_set_active  (QueensRegionPage *self,
                                                  gboolean          active);
/* A region puzzle is on (or being made). */
gboolean          queens_region_page_get_playing (QueensRegionPage *self);
/* Back to the board: the puzzle is dropped. */
void              queens_region_page_leave       (QueensRegionPage *self);
/* The puzzle on, or NULL (also while one is being made). */
QueensRegionGame *queens_region_page_get_game    (QueensRegionPage *self);

G_END_DECLS
