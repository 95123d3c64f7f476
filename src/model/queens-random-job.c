/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-random-job.c: min-conflicts on a worker thread
 *
 * The worker writes its progress into atomics and, when no report is
 * pending, attaches an idle source to the job's main context; the source
 * reads the atomics and emits "progress" on the main thread.  So the
 * worker never runs a callback itself and the main loop gets at most one
 * report per refresh, however fast the steps go.  The end comes as the
 * count job's does: the worker's GTask completes on the caller's context
 * into random_job_solved(), which notes the end before it completes the
 * caller's task.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "queens-min-conflicts.h"
#include "queens-random-job.h"

struct _QueensRandomJob
{
  GObject       parent_instance;

  guint         n;
  guint64       seed;
  GMainContext *context;
  GCancellable *cancellable;      /* the run's, from its start */
  gboolean      running;
  gboolean      solved;
  gint64        start_time;
  gint64        end_time;

  /* Written by the worker, read by the main thread. */
  gint          first_conflicts;  /* atomic; conflicts <= n <= QUEENS_MAX_N */
  gint          conflicts;        /* atomic */
  gint          report_pending;   /* atomic */
};

G_DEFINE_FINAL_TYPE (QueensRandomJob, queens_random_job, G_TYPE_OBJECT)

enum {
  PROGRESS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
queens_random_job_finalize (GObject *object)
{
  QueensRandomJob *self = QUEENS_RANDOM_JOB (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->context, g_main_context_unref);

  G_OBJECT_CLASS (queens_random_job_parent_class)->finalize (object);
}

static void
queens_random_job_class_init (QueensRandomJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = queens_random_job_finalize;

  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
queens_random_job_init (QueensRandomJob *self)
{
}

QueensRandomJob *
queens_random_job_new (guint   n,
                       guint64 seed)
{
  QueensRandomJob *self;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_MAX_N, NULL);

  self = g_object_new (QUEENS_TYPE_RANDOM_JOB, NULL);
  self->n = n;
  self->seed = seed;

  return self;
}

static gboolean
on_report_idle (gpointer user_data)
{
  QueensRandomJob *self = user_data;

  g_atomic_int_set (&self->report_pending, 0);
  if (self->running)
    g_signal_emit (self, signals[PROGRESS], 0);

  return G_SOURCE_REMOVE;
}

/* On the worker thread. */
static void
on_min_conflicts_progress (guint64  steps,
                           guint64  conflicted_queens,
                           gpointer user_data)
{
  QueensRandomJob *self = user_data;
  GSource *source;

  g_atomic_int_compare_and_exchange (&self->first_conflicts, 0,
                                     (gint) MAX (conflicted_queens, 1));
  g_atomic_int_set (&self->conflicts, (gint) conflicted_queens);

  if (!g_atomic_int_compare_and_exchange (&self->report_pending, 0, 1))
    return;

  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, on_report_idle, g_object_ref (self), g_object_unref);
  g_source_set_static_name (source, "[queens] random job progress");
  g_source_attach (source, self->context);
  g_source_unref (source);
}

/* Worker thread.  @task_data: the job, which the caller's task keeps
 * alive until after this returns. */
static void
random_job_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  QueensRandomJob *self = task_data;
  g_autofree guint32 *columns = NULL;
  GError *error = NULL;

  /* Min-conflicts would search forever on these two. */
  if (!queens_construct_has_solution (self->n))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                               _("N = %u has no solutions"), self->n);
      return;
    }

  columns = g_new (guint32, self->n);
  if (!queens_min_conflicts_solve (self->n, NULL, self->seed, 0,
                                   on_min_conflicts_progress, self,
                                   cancellable, columns, &error))
    {
      g_task_return_error (task, error);
      return;
    }

  g_task_return_pointer (task, g_steal_pointer (&columns), g_free);
}

/* Main thread: the end noted, then the caller's task (@user_data)
 * completes with the worker's answer. */
static void
random_job_solved (GObject      *source_object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  QueensRandomJob *self = g_task_get_source_object (task);
  GError *error = NULL;
  guint32 *columns = g_task_propagate_pointer (G_TASK (result), &error);

  self->running = FALSE;
  self->solved = columns != NULL;
  self->end_time = g_get_monotonic_time ();

  if (columns != NULL)
    g_task_return_pointer (task, columns, g_free);
  else
    g_task_return_error (task, error);
}

void
queens_random_job_solve_async (QueensRandomJob     *self,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) worker = NULL;

  g_return_if_fail (QUEENS_IS_RANDOM_JOB (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (!self->running && self->start_time == 0);

  self->cancellable = cancellable != NULL ? g_object_ref (cancellable) : g_cancellable_new ();
  self->context = g_main_context_ref_thread_default ();
  self->running = TRUE;
  self->start_time = g_get_monotonic_time ();

  /* A solution that comes after a cancel is not wanted: the caller's
   * task checks its cancellable, the worker's says what it found. */
  task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, queens_random_job_solve_async);

  /* As in the count job: only the caller's task holds the job, which is
   * never finalized on a pool thread then. */
  worker = g_task_new (NULL, self->cancellable, random_job_solved, g_steal_pointer (&task));
  g_task_set_task_data (worker, self, NULL);
  g_task_set_source_tag (worker, random_job_thread);
  g_task_set_name (worker, "[queens] random solution");
  g_task_set_check_cancellable (worker, FALSE);
  g_task_run_in_thread (worker, random_job_thread);
}

guint32 *
queens_random_job_solve_finish (QueensRandomJob  *self,
                                GAsyncResult     *result,
                                GError          **error)
{
  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == queens_random_job_solve_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

void
queens_random_job_cancel (QueensRandomJob *self)
{
  g_return_if_fail (QUEENS_IS_RANDOM_JOB (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
queens_random_job_is_running (QueensRandomJob *self)
{
  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), FALSE);

  return self->running;
}

guint
queens_random_job_get_n (QueensRandomJob *self)
{
  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), 0);

  return self->n;
}

double
queens_random_job_get_fraction (QueensRandomJob *self)
{
  gint first;
  gint now;

  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), 0.0);

  if (!self->running)
    return self->solved ? 1.0 : 0.0;

  first = g_atomic_int_get (&self->first_conflicts);
  now = g_atomic_int_get (&self->conflicts);
  if (first == 0)
    return 0.0;

  return CLAMP (1.0 - (double) now / first, 0.0, 1.0);
}

double
queens_random_job_get_elapsed (QueensRandomJob *self)
{
  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), 0.0);

  if (self->start_time == 0)
    return 0.0;

  return ((self->running ? g_get_monotonic_time () : self->end_time) - self->start_time) / 1e6;
}
