/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-model.h: a search's stored solutions as a GListModel
 *
 * Item k is the k-th browsable solution of the job (all of them, or only
 * the fundamental ones), made only when asked for, so that a view over
 * millions of solutions costs what it shows.  Solutions the job adds
 * later are announced as appended items.
 */
#pragma once

#include <gio/gio.h>

#include "queens-solve-job.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_GALLERY_MODEL (queens_gallery_model_get_type ())
G_DECLARE_FINAL_TYPE (QueensGalleryModel, queens_gallery_model, QUEENS, GALLERY_MODEL, GObject)

QueensGalleryModel *queens_gallery_model_new                  (void);
/* @job (nullable): the search whose solutions are the items. */
void                queens_gallery_model_set_job              (QueensGalleryModel *self,
                                                               QueensSolveJob     *job);
QueensSolveJob     *queens_gallery_model_get_job              (QueensGalleryModel *self);
void                queens_gallery_model_set_fundamental_only (QueensGalleryModel *self,
                                                               gboolean            fundamental_only);
gboolean            queens_gallery_model_get_fundamental_only (QueensGalleryModel *self);

G_END_DECLS
