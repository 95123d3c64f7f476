/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-item.h: one solution as the gallery shows it
 *
 * Made on demand by QueensGalleryModel for the few items a view asks
 * for: a copy of the solution, its number and its symmetry class.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_GALLERY_ITEM (queens_gallery_item_get_type ())
G_DECLARE_FINAL_TYPE (QueensGalleryItem, queens_gallery_item, QUEENS, GALLERY_ITEM, GObject)

/* @position: 0-based among the browsable solutions (all, or only the
 * fundamental ones); @columns: n 0-based columns, copied. */
QueensGalleryItem *queens_gallery_item_new             (guint64            position,
                                                        guint              n,
                                                        const guint32     *columns,
                                                        guint              class_size,
                                                        gboolean           fundamental);
guint64            queens_gallery_item_get_position    (QueensGalleryItem *self);
guint              queens_gallery_item_get_n           (QueensGalleryItem *self);
const guint32     *queens_gallery_item_get_columns     (QueensGalleryItem *self);
/* Distinct boards in its class under the eight symmetries: 1, 2, 4 or 8
 * (0 when unknown). */
guint              queens_gallery_item_get_class_size  (QueensGalleryItem *self);
gboolean           queens_gallery_item_is_fundamental  (QueensGalleryItem *self);

G_END_DECLS
