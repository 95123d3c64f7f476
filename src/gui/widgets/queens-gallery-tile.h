/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-tile.h: one small board of the gallery, with its number
 * and symmetry class under it
 *
 * The board is drawn by the same renderer as the big one, and only when
 * GTK draws the tile: a tile the grid keeps out of sight costs nothing.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-gallery-item.h"
#include "queens-render.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_GALLERY_TILE (queens_gallery_tile_get_type ())
G_DECLARE_FINAL_TYPE (QueensGalleryTile, queens_gallery_tile, QUEENS, GALLERY_TILE, GtkWidget)

GtkWidget         *queens_gallery_tile_new             (void);
/* @item (nullable): the solution to show; @fundamental_only: numbers
 * count fundamental solutions. */
void               queens_gallery_tile_set_item        (QueensGalleryTile      *self,
                                                        QueensGalleryItem      *item,
                                                        gboolean                fundamental_only);
QueensGalleryItem *queens_gallery_tile_get_item        (QueensGalleryTile      *self);
void               queens_gallery_tile_set_board_theme (QueensGalleryTile      *self,
                                                        QueensRenderBoardTheme  board_theme);

/* For the tests: how many boards tiles have drawn on this thread since
 * the last reset, and the lowest and highest positions among them. */
void               queens_gallery_tile_reset_draw_log  (void);
guint64            queens_gallery_tile_get_draw_log    (guint64                *out_lowest,
                                                        guint64                *out_highest);

G_END_DECLS
