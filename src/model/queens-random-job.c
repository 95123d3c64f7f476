/* queens-random-job.c: min-conflicts on a worker thread
 *
 * The worker writes its progress into atomics and, when no report is
 * pending, attaches an idle source to the job's main context; the source
 * reads the atomics and emits "progress" on the main thread.  So the
 * worker never runs a callback itself and the main loop gets at most one
 * report per refresh, however fast the steps go.  The end comes through a
 * GTask, which completes in the same context.
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
  GCancellable *cancellable;
  gboolean      running;
  gint64        start_time;
  gint64        end_time;

  /* Written by the worker, read by the main thread. */
  gint          first_conflicts;  /* atomic; conflicts <= n <= QUEENS_MAX_N */
  gint          conflicts;        /* atomic */
  gint          report_pending;   /* atomic */

  guint32      *columns;
  GError       *error;
};

G_DEFINE_FINAL_TYPE (QueensRandomJob, queens_random_job, G_TYPE_OBJECT)

enum {
  PROGRESS,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
queens_random_job_dispose (GObject *object)
{
  QueensRandomJob *self = QUEENS_RANDOM_JOB (object);

  g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (queens_random_job_parent_class)->dispose (object);
}

static void
queens_random_job_finalize (GObject *object)
{
  QueensRandomJob *self = QUEENS_RANDOM_JOB (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_clear_pointer (&self->columns, g_free);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (queens_random_job_parent_class)->finalize (object);
}

static void
queens_random_job_class_init (QueensRandomJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = queens_random_job_dispose;
  object_class->finalize = queens_random_job_finalize;

  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
queens_random_job_init (QueensRandomJob *self)
{
  self->cancellable = g_cancellable_new ();
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

static void
random_job_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  QueensRandomJob *self = source_object;
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

static void
on_task_done (GObject      *source_object,
              GAsyncResult *result,
              gpointer      user_data)
{
  QueensRandomJob *self = QUEENS_RANDOM_JOB (source_object);

  self->columns = g_task_propagate_pointer (G_TASK (result), &self->error);
  self->running = FALSE;
  self->end_time = g_get_monotonic_time ();
  g_signal_emit (self, signals[FINISHED], 0);
}

void
queens_random_job_start (QueensRandomJob *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (QUEENS_IS_RANDOM_JOB (self));
  g_return_if_fail (!self->running && self->start_time == 0);

  self->context = g_main_context_ref_thread_default ();
  self->running = TRUE;
  self->start_time = g_get_monotonic_time ();

  task = g_task_new (self, self->cancellable, on_task_done, NULL);
  g_task_set_source_tag (task, queens_random_job_start);
  g_task_set_name (task, "[queens] random solution");
  g_task_run_in_thread (task, random_job_thread);
}

void
queens_random_job_cancel (QueensRandomJob *self)
{
  g_return_if_fail (QUEENS_IS_RANDOM_JOB (self));

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
    return self->columns != NULL ? 1.0 : 0.0;

  first = g_atomic_int_get (&self->first_conflicts);
  now = g_atomic_int_get (&self->conflicts);
  if (first == 0)
    return 0.0;

  return CLAMP (1.0 - (double) now / first, 0.0, 1.0);
}

const guint32 *
queens_random_job_get_columns (QueensRandomJob *self)
{
  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), NULL);

  return self->columns;
}

const GError *
queens_random_job_get_error (QueensRandomJob *self)
{
  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), NULL);

  return self->error;
}

double
queens_random_job_get_elapsed (QueensRandomJob *self)
{
  g_return_val_if_fail (QUEENS_IS_RANDOM_JOB (self), 0.0);

  if (self->start_time == 0)
    return 0.0;

  return ((self->running ? g_get_monotonic_time () : self->end_time) - self->start_time) / 1e6;
}
