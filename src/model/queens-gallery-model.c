/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-model.c: a search's stored solutions as a GListModel */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-gallery-item.h"
#include "queens-gallery-model.h"

struct _QueensGalleryModel
{
  GObject         parent_instance;

  QueensSolveJob *job;
  GSignalGroup   *job_signals;
  gboolean        fundamental_only;
  /* The length last announced, so that growth is announced exactly. */
  guint           n_items;
};

static void queens_gallery_model_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QueensGalleryModel, queens_gallery_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      queens_gallery_model_list_model_init))

/* A GListModel counts in guint; N = 16's 14,772,512 fit many times over. */
static guint
queens_gallery_model_count (QueensGalleryModel *self)
{
  guint64 count;

  if (self->job == NULL)
    return 0;

  count = self->fundamental_only ? queens_solve_job_get_n_stored_fundamental (self->job)
                                 : queens_solve_job_get_n_stored (self->job);
  return (guint) MIN (count, (guint64) G_MAXUINT);
}

static GType
queens_gallery_model_get_item_type (GListModel *model)
{
  return QUEENS_TYPE_GALLERY_ITEM;
}

static guint
queens_gallery_model_get_n_items (GListModel *model)
{
  return QUEENS_GALLERY_MODEL (model)->n_items;
}

static gpointer
queens_gallery_model_get_item (GListModel *model,
                               guint       position)
{
  QueensGalleryModel *self = QUEENS_GALLERY_MODEL (model);
  guint n;
  g_autofree guint32 *columns = NULL;
  QueensSolveJobVariant variant = { 0 };
  gint64 index = position;

  if (self->job == NULL || position >= self->n_items)
    return NULL;

  if (self->fundamental_only)
    index = queens_solve_job_get_fundamental_index (self->job, position);

  n = queens_solve_job_get_n (self->job);
  columns = g_new (guint32, n);
  if (index < 0 || !queens_solve_job_get_solution (self->job, (guint64) index, columns))
    return NULL;

  /* Unknown only while its fundamental solution is not stored (a full
   * store): the tile then leaves the class out. */
  if (!queens_solve_job_describe_variant (self->job, columns, &variant))
    variant.class_size = 0;

  return queens_gallery_item_new (position, n, columns, variant.class_size,
                                  queens_solve_job_is_fundamental (self->job, (guint64) index));
}

static void
queens_gallery_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = queens_gallery_model_get_item_type;
  iface->get_n_items = queens_gallery_model_get_n_items;
  iface->get_item = queens_gallery_model_get_item;
}

/* Announces the job's new length: appended items when it grew, all
 * replaced otherwise (a new job or another mode). */
static void
queens_gallery_model_refresh (QueensGalleryModel *self,
                              gboolean            replaced)
{
  guint old_count = self->n_items;
  guint count = queens_gallery_model_count (self);

  self->n_items = count;
  if (replaced)
    {
      if (old_count > 0 || count > 0)
        g_list_model_items_changed (G_LIST_MODEL (self), 0, old_count, count);
    }
  else if (count > old_count)
    {
      g_list_model_items_changed (G_LIST_MODEL (self), old_count, 0, count - old_count);
    }
}

static void
on_job_solutions_added (QueensSolveJob     *job,
                        QueensGalleryModel *self)
{
  queens_gallery_model_refresh (self, FALSE);
}

static void
queens_gallery_model_dispose (GObject *object)
{
  QueensGalleryModel *self = QUEENS_GALLERY_MODEL (object);

  g_clear_object (&self->job_signals);
  g_clear_object (&self->job);

  G_OBJECT_CLASS (queens_gallery_model_parent_class)->dispose (object);
}

static void
queens_gallery_model_class_init (QueensGalleryModelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = queens_gallery_model_dispose;
}

static void
queens_gallery_model_init (QueensGalleryModel *self)
{
  /* "finished" too: the last fundamental solutions are known only at the
   * end. */
  self->job_signals = g_signal_group_new (QUEENS_TYPE_SOLVE_JOB);
  g_signal_group_connect (self->job_signals, "solutions-added",
                          G_CALLBACK (on_job_solutions_added), self);
  g_signal_group_connect (self->job_signals, "finished",
                          G_CALLBACK (on_job_solutions_added), self);
}

QueensGalleryModel *
queens_gallery_model_new (void)
{
  return g_object_new (QUEENS_TYPE_GALLERY_MODEL, NULL);
}

void
queens_gallery_model_set_job (QueensGalleryModel *self,
                              QueensSolveJob     *job)
{
  g_return_if_fail (QUEENS_IS_GALLERY_MODEL (self));
  g_return_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job));

  if (self->job == job)
    return;

  g_set_object (&self->job, job);
  g_signal_group_set_target (self->job_signals, job);
  queens_gallery_model_refresh (self, TRUE);
}

QueensSolveJob *
queens_gallery_model_get_job (QueensGalleryModel *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_MODEL (self), NULL);

  return self->job;
}

void
queens_gallery_model_set_fundamental_only (QueensGalleryModel *self,
                                           gboolean            fundamental_only)
{
  g_return_if_fail (QUEENS_IS_GALLERY_MODEL (self));

  fundamental_only = !!fundamental_only;
  if (self->fundamental_only == fundamental_only)
    return;

  self->fundamental_only = fundamental_only;
  queens_gallery_model_refresh (self, TRUE);
}

gboolean
queens_gallery_model_get_fundamental_only (QueensGalleryModel *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_MODEL (self), FALSE);

  return self->fundamental_only;
}
