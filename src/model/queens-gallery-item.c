/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-item.c: one solution as the gallery shows it */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-gallery-item.h"

struct _QueensGalleryItem
{
  GObject   parent_instance;

  guint64   position;
  guint     n;
  guint32  *columns;
  guint     class_size;
  gboolean  fundamental;
};

G_DEFINE_FINAL_TYPE (QueensGalleryItem, queens_gallery_item, G_TYPE_OBJECT)

static void
queens_gallery_item_finalize (GObject *object)
{
  QueensGalleryItem *self = QUEENS_GALLERY_ITEM (object);

  g_clear_pointer (&self->columns, g_free);

  G_OBJECT_CLASS (queens_gallery_item_parent_class)->finalize (object);
}

static void
queens_gallery_item_class_init (QueensGalleryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = queens_gallery_item_finalize;
}

static void
queens_gallery_item_init (QueensGalleryItem *self)
{
}

QueensGalleryItem *
queens_gallery_item_new (guint64        position,
                         guint          n,
                         const guint32 *columns,
                         guint          class_size,
                         gboolean       fundamental)
{
  QueensGalleryItem *self;

  g_return_val_if_fail (n > 0 && columns != NULL, NULL);

  self = g_object_new (QUEENS_TYPE_GALLERY_ITEM, NULL);
  self->position = position;
  self->n = n;
  self->columns = g_memdup2 (columns, n * sizeof *columns);
  self->class_size = class_size;
  self->fundamental = !!fundamental;
  return self;
}

guint64
queens_gallery_item_get_position (QueensGalleryItem *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_ITEM (self), 0);

  return self->position;
}

guint
queens_gallery_item_get_n (QueensGalleryItem *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_ITEM (self), 0);

  return self->n;
}

const guint32 *
queens_gallery_item_get_columns (QueensGalleryItem *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_ITEM (self), NULL);

  return self->columns;
}

guint
queens_gallery_item_get_class_size (QueensGalleryItem *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_ITEM (self), 0);

  return self->class_size;
}

gboolean
queens_gallery_item_is_fundamental (QueensGalleryItem *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_ITEM (self), FALSE);

  return self->fundamental;
}
