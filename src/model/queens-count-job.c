/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-job.c: the fast counter on a worker thread
 *
 * The main thread reads the checkpoint (so that a warning about a bad one
 * is said where the job was asked for) and runs the count as a GTask in
 * GTask's thread pool.  The worker runs the counter, which calls it back
 * every 100 ms: there it notes the share done and, every few seconds,
 * saves the checkpoint, so that file writes never hold up the main loop.
 * When the counter returns the worker removes the checkpoint (count
 * complete) or saves it once more (stopped) and returns.  Two tasks: the
 * worker's completes on the caller's context into count_job_ran(), which
 * sets the job's state before it completes the caller's, so the state is
 * right whether or not the caller asks for the result.  Only the caller's
 * task holds the job, so the job is never finalized on a pool thread.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>

#include "queens-count-checkpoint.h"
#include "queens-count-job.h"
#include "queens-worker.h"
#include "queens-count-part.h"
#include "queens-solver.h"

/* The estimate of the time left waits for this much of this run. */
#define ESTIMATE_AFTER_US      (1 * G_USEC_PER_SEC)

struct _QueensCountJob
{
  GObject               parent_instance;

  guint                 n;
  char                 *checkpoint_path;   /* nullable */
  QueensCountJobState   state;
  GError               *error;
  GCancellable         *cancellable;       /* the run's, from its start */
  GApplication         *held_application;  /* kept running until the worker saved */
  gint64                start_time;
  double                resumed_fraction;
  gint64                checkpoint_interval_us;
  QueensCountPart       counted;           /* FINISHED: the counts */

  /* Handed to the worker by the run; the main thread frees it only
   * once the job is finalized, after the worker let go of the job. */
  QueensCountCheckpoint *checkpoint;       /* nullable */
  gint64                next_save;         /* worker only */
  gboolean              save_failed;       /* worker only: said once */

  /* Written by the worker, read by the main thread, under @lock. */
  GMutex                lock;
  double                fraction;
};

G_DEFINE_FINAL_TYPE (QueensCountJob, queens_count_job, G_TYPE_OBJECT)

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
queens_count_job_checkpoint_path_for (guint n)
{
  g_autofree char *name = g_strdup_printf ("count-%u.checkpoint", n);

  return g_build_filename (g_get_user_state_dir (), "queens", name, NULL);
}

/* Worker thread.  A failure is said once; the count goes on without it. */
static void
count_job_save_checkpoint (QueensCountJob *self)
{
  g_autoptr(GError) error = NULL;

  if (self->checkpoint == NULL
      || queens_count_checkpoint_save (self->checkpoint, self->checkpoint_path, &error))
    return;

  if (!self->save_failed)
    g_warning ("Cannot keep the count of N = %u in %s: %s",
               self->n, self->checkpoint_path, error->message);
  self->save_failed = TRUE;
}

/* Worker thread, about every 100 ms. */
static void
on_count_progress (double   fraction,
                   guint64  solutions_so_far,
                   gpointer user_data)
{
  QueensCountJob *self = user_data;
  gint64 now = g_get_monotonic_time ();

  g_mutex_lock (&self->lock);
  self->fraction = CLAMP (fraction, 0.0, 1.0);
  g_mutex_unlock (&self->lock);

  if (self->checkpoint != NULL && now >= self->next_save)
    {
      count_job_save_checkpoint (self);
      self->next_save = now + self->checkpoint_interval_us;
    }
}

static gboolean
count_job_count (QueensCountJob  *self,
                 GCancellable    *cancellable,
                 QueensCountPart *counted,
                 GError         **error)
{
  return queens_solver_count_part (self->n, 1, 1, 0, self->checkpoint,
                                   on_count_progress, self, cancellable,
                                   counted, error);
}

/* Worker thread, in GTask's pool.  @task_data: the job, which the
 * caller's task keeps alive until after this returns. */
static void
count_job_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  QueensCountJob *self = task_data;
  QueensCountPart counted = { 0, };
  g_autoptr(GError) error = NULL;
  gboolean done;

  queens_worker_lower_priority ();

  done = count_job_count (self, cancellable, &counted, &error);

  /* Checkpoints from before a change in how the counter splits its work
   * no longer fit: start afresh rather than refuse to count. */
  if (!done && self->checkpoint != NULL
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
    {
      g_warning ("The checkpoint %s does not fit the count of N = %u (%s): counting afresh",
                 self->checkpoint_path, self->n, error->message);
      g_clear_error (&error);
      queens_count_checkpoint_free (self->checkpoint);
      self->checkpoint = queens_count_checkpoint_new (self->n, 1, 1);
      done = count_job_count (self, cancellable, &counted, &error);
    }

  if (done && self->checkpoint_path != NULL)
    g_remove (self->checkpoint_path);
  else if (!done && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    count_job_save_checkpoint (self);

  if (done)
    g_task_return_pointer (task, g_memdup2 (&counted, sizeof counted), g_free);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

/* Main thread: the worker's outcome becomes the job's state, then the
 * caller's task (@user_data) completes with it. */
static void
count_job_ran (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  QueensCountJob *self = g_task_get_source_object (task);
  g_autofree QueensCountPart *counted = NULL;
  g_autoptr(GError) error = NULL;

  counted = g_task_propagate_pointer (G_TASK (result), &error);
  if (counted != NULL)
    {
      self->state = QUEENS_COUNT_JOB_FINISHED;
      self->counted = *counted;
      g_mutex_lock (&self->lock);
      self->fraction = 1.0;
      g_mutex_unlock (&self->lock);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    self->state = QUEENS_COUNT_JOB_STOPPED;
  else
    {
      self->state = QUEENS_COUNT_JOB_FAILED;
      self->error = g_error_copy (error);
    }

  if (self->held_application != NULL)
    g_application_release (self->held_application);
  g_clear_object (&self->held_application);

  g_signal_emit (self, signals[FINISHED], 0);

  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

/* Main thread: the checkpoint to go on from, or a new one.  One that
 * cannot be used is said and replaced by the first save. */
static void
count_job_open_checkpoint (QueensCountJob *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  guint n_tasks;

  if (self->checkpoint_path == NULL)
    return;

  folder = g_path_get_dirname (self->checkpoint_path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    g_warning ("Cannot make the folder %s for the count's checkpoint: %s",
               folder, g_strerror (errno));

  self->checkpoint = queens_count_checkpoint_load (self->checkpoint_path, self->n, 1, 1, &error);
  if (self->checkpoint == NULL)
    {
      g_warning ("The checkpoint %s cannot be used (%s): counting N = %u afresh",
                 self->checkpoint_path, error->message, self->n);
      self->checkpoint = queens_count_checkpoint_new (self->n, 1, 1);
    }

  n_tasks = queens_count_checkpoint_get_tasks (self->checkpoint);
  if (n_tasks > 0)
    self->resumed_fraction = queens_count_checkpoint_get_done (self->checkpoint) / (double) n_tasks;
  self->fraction = self->resumed_fraction;
}

static void
queens_count_job_finalize (GObject *object)
{
  QueensCountJob *self = QUEENS_COUNT_JOB (object);

  g_clear_pointer (&self->checkpoint, queens_count_checkpoint_free);
  g_clear_pointer (&self->checkpoint_path, g_free);
  g_clear_object (&self->cancellable);
  g_clear_error (&self->error);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (queens_count_job_parent_class)->finalize (object);
}

static void
queens_count_job_class_init (QueensCountJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = queens_count_job_finalize;

  /* Emitted on the main context of the run, once the worker has
   * returned and the state says how it ended. */
  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
queens_count_job_init (QueensCountJob *self)
{
  g_mutex_init (&self->lock);
  self->state = QUEENS_COUNT_JOB_READY;
  self->checkpoint_interval_us = (gint64) queens_count_checkpoint_interval_ms () * G_TIME_SPAN_MILLISECOND;
}

QueensCountJob *
queens_count_job_new (guint       n,
                      const char *checkpoint_path)
{
  QueensCountJob *self;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_COUNT_JOB_MAX_N, NULL);

  self = g_object_new (QUEENS_TYPE_COUNT_JOB, NULL);
  self->n = n;
  self->checkpoint_path = g_strdup (checkpoint_path);

  return self;
}

void
queens_count_job_run_async (QueensCountJob      *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) worker = NULL;

  g_return_if_fail (QUEENS_IS_COUNT_JOB (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (self->state == QUEENS_COUNT_JOB_READY);

  self->cancellable = cancellable != NULL ? g_object_ref (cancellable) : g_cancellable_new ();

  task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, queens_count_job_run_async);
  /* The result says what the worker did: a count that completed before
   * a late cancel is FINISHED, and its checkpoint is gone. */
  g_task_set_check_cancellable (task, FALSE);

  count_job_open_checkpoint (self);

  self->state = QUEENS_COUNT_JOB_RUNNING;
  self->start_time = g_get_monotonic_time ();

  /* Closing the last window must not end the process before the worker
   * has kept what it counted. */
  if (g_application_get_default () != NULL)
    {
      self->held_application = g_object_ref (g_application_get_default ());
      g_application_hold (self->held_application);
    }

  /* The worker's task holds no reference on the job, the caller's does:
   * a pool thread drops its task last at times, and the job must not be
   * finalized there. */
  worker = g_task_new (NULL, self->cancellable, count_job_ran, g_steal_pointer (&task));
  g_task_set_task_data (worker, self, NULL);
  g_task_set_source_tag (worker, count_job_thread);
  g_task_set_name (worker, "[queens] count");
  g_task_set_check_cancellable (worker, FALSE);
  g_task_run_in_thread (worker, count_job_thread);
}

gboolean
queens_count_job_run_finish (QueensCountJob  *self,
                             GAsyncResult    *result,
                             guint64         *out_total,
                             guint64         *out_unique,
                             GError         **error)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == queens_count_job_run_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  if (out_total != NULL)
    *out_total = queens_count_job_get_total (self);
  if (out_unique != NULL)
    *out_unique = queens_count_job_get_unique (self);
  return TRUE;
}

void
queens_count_job_cancel (QueensCountJob *self)
{
  g_return_if_fail (QUEENS_IS_COUNT_JOB (self));

  if (self->state == QUEENS_COUNT_JOB_READY)
    self->state = QUEENS_COUNT_JOB_STOPPED;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

guint
queens_count_job_get_n (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), 0);

  return self->n;
}

QueensCountJobState
queens_count_job_get_state (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), QUEENS_COUNT_JOB_FAILED);

  return self->state;
}

gboolean
queens_count_job_is_running (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), FALSE);

  return self->state == QUEENS_COUNT_JOB_RUNNING;
}

const GError *
queens_count_job_get_error (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), NULL);

  return self->error;
}

const char *
queens_count_job_get_checkpoint_path (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), NULL);

  return self->checkpoint_path;
}

double
queens_count_job_get_fraction (QueensCountJob *self)
{
  double fraction;

  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), 0.0);

  g_mutex_lock (&self->lock);
  fraction = self->fraction;
  g_mutex_unlock (&self->lock);

  return fraction;
}

double
queens_count_job_get_resumed_fraction (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), 0.0);

  return self->resumed_fraction;
}

double
queens_count_job_get_seconds_left (QueensCountJob *self)
{
  gint64 elapsed;

  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), -1.0);

  if (self->state != QUEENS_COUNT_JOB_RUNNING)
    return self->state == QUEENS_COUNT_JOB_FINISHED ? 0.0 : -1.0;

  elapsed = g_get_monotonic_time () - self->start_time;
  if (elapsed < ESTIMATE_AFTER_US)
    return -1.0;

  return queens_count_seconds_left (self->resumed_fraction, queens_count_job_get_fraction (self),
                                    elapsed / (double) G_USEC_PER_SEC);
}

guint64
queens_count_job_get_total (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), 0);

  return self->state == QUEENS_COUNT_JOB_FINISHED ? self->counted.total : 0;
}

guint64
queens_count_job_get_unique (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), 0);

  if (self->state != QUEENS_COUNT_JOB_FINISHED)
    return 0;

  return queens_count_unique (self->n, self->counted.total,
                              self->counted.quarter_turn_fixed,
                              self->counted.half_turn_fixed);
}

double
queens_count_job_get_seconds (QueensCountJob *self)
{
  g_return_val_if_fail (QUEENS_IS_COUNT_JOB (self), 0.0);

  return self->state == QUEENS_COUNT_JOB_FINISHED ? self->counted.seconds : 0.0;
}
