/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-view.h: the gallery, a grid of small boards
 *
 * A GtkGridView over a QueensGalleryModel: only the tiles near the screen
 * exist, and only those on screen are drawn, so it scrolls through the
 * millions of solutions of N = 16 as easily as through the 92 of N = 8.
 * Arrow keys, Page Up/Down, Home and End move through the grid; Enter or
 * a double click on a board emits "solution-activated" with its position.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-gallery-model.h"
#include "queens-render.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_GALLERY_VIEW (queens_gallery_view_get_type ())
G_DECLARE_FINAL_TYPE (QueensGalleryView, queens_gallery_view, QUEENS, GALLERY_VIEW, GtkWidget)

GtkWidget          *queens_gallery_view_new                  (void);
QueensGalleryModel *queens_gallery_view_get_model            (QueensGalleryView *self);
/* The solutions on screen, as 0-based positions in the model; FALSE when
 * none is (empty, or not shown).  "range-changed" tells when it moves. */
gboolean            queens_gallery_view_get_range            (QueensGalleryView *self,
                                                              guint64           *out_first,
                                                              guint64           *out_last);
/* Brings the tile at @position on screen and gives it the keyboard focus
 * once it is there. */
void                queens_gallery_view_show_position        (QueensGalleryView *self,
                                                              guint64            position);

G_END_DECLS
