/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-gallery-model.c: the gallery's list model follows the current
 * search, and only it */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "main-loop-wait.h"
#include "queens-gallery-item.h"
#include "queens-gallery-model.h"

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  gpointer    user_data)
{
  guint *n_changes = user_data;

  (*n_changes)++;
}

static gboolean
job_is_done (gpointer user_data)
{
  return !queens_solve_job_is_running (QUEENS_SOLVE_JOB (user_data));
}

/* The model lists what the current job stored; a job it no longer follows
 * is not heard, and neither model nor job keeps the other alive. */
static void
test_gallery_model_follows_current_job (void)
{
  g_autoptr(QueensSolveJob) old_job = queens_solve_job_new (6, G_MAXUINT64);
  g_autoptr(QueensSolveJob) job = queens_solve_job_new (8, G_MAXUINT64);
  QueensGalleryModel *model = queens_gallery_model_new ();
  guint n_changes = 0;
  g_autoptr(QueensGalleryItem) item = NULL;

  g_object_add_weak_pointer (G_OBJECT (model), (gpointer *) &model);
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), &n_changes);

  queens_gallery_model_set_job (model, old_job);
  queens_solve_job_start (old_job);
  wait_for (job_is_done, old_job, "the N = 6 search to end");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 4);

  queens_gallery_model_set_job (model, job);
  g_assert_true (queens_gallery_model_get_job (model) == job);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
  n_changes = 0;

  /* The old search's signals no longer reach the model. */
  g_signal_emit_by_name (old_job, "solutions-added");
  g_signal_emit_by_name (old_job, "finished");
  g_assert_cmpuint (n_changes, ==, 0);

  /* The current one's do: all 92 of N = 8 arrive. */
  queens_solve_job_start (job);
  wait_for (job_is_done, job, "the N = 8 search to end");
  g_assert_cmpuint (n_changes, >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 92);
  item = g_list_model_get_item (G_LIST_MODEL (model), 91);
  g_assert_nonnull (item);

  /* Finalising the model leaves no handler on either job. */
  g_object_unref (model);
  g_assert_null (model);
  g_assert_false (g_signal_has_handler_pending (job, g_signal_lookup ("solutions-added",
                                                                      QUEENS_TYPE_SOLVE_JOB),
                                                0, FALSE));
  g_assert_false (g_signal_has_handler_pending (old_job, g_signal_lookup ("finished",
                                                                          QUEENS_TYPE_SOLVE_JOB),
                                                0, FALSE));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gallery-model/follows-current-job", test_gallery_model_follows_current_job);

  return g_test_run ();
}
