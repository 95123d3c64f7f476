/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solve-job.c: an enumeration on a worker thread
 *
 * The worker copies each batch the solver hands it, marks which solutions
 * are fundamental (the smallest of their eight variants) and queues the
 * batch.  The main thread drains the queue from an idle source, one batch
 * per main-loop iteration, so that input and drawing get their turn
 * between batches.  The queue is the only data the two threads share, and
 * it keeps the order: the message that the worker ended always comes
 * after its last batch.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "queens-flag-index.h"
#include "queens-keep-filter.h"
#include "queens-solve-job.h"
#include "queens-solver.h"
#include "queens-symmetry.h"
#include "queens-worker.h"

/* A batch holds at most this many solutions, and is posted after at most
 * this long, so that the main thread gets small, regular pieces of work. */
#define BATCH_SIZE          65536
#define FLUSH_INTERVAL_US   (30 * G_TIME_SPAN_MILLISECOND)
/* When the main thread falls behind, the worker waits rather than let the
 * queue grow past this. */
#define MAX_QUEUED_BYTES    (64u << 20)
#define WAIT_STEP_US        (20 * G_TIME_SPAN_MILLISECOND)

typedef enum
{
  MESSAGE_BATCH,
  MESSAGE_ENDED
} MessageKind;

typedef struct
{
  MessageKind     kind;
  gsize           size;          /* bytes held, for back-pressure */
  guint64         n_solutions;
  guint64         n_canonical;
  /* NULL once the main thread has stopped storing: then only counts. */
  guint8         *columns;
  guint64        *canonical_bits;
  /* MESSAGE_ENDED: the worker's outcome, and the worker's reference on
   * the job, released on the main thread. */
  GError         *error;
  QueensSolveJob *job_reference;
} JobMessage;

struct _QueensSolveJob
{
  GObject              parent_instance;

  guint                n;
  /* Nullable: only the solutions that keep this board's queens; never
   * changed, so the worker may read it. */
  QueensBoard         *keep;
  guint64              byte_cap;
  QueensSolveJobState  state;
  GError              *error;
  GCancellable        *cancellable;
  GMainContext        *main_context;
  gint64               start_time;
  gint64               end_time;

  /* Main thread only. */
  QueensSolutionSet   *solutions;
  /* One bit per stored solution, set when it is fundamental. */
  QueensFlagIndex      fundamentals;
  guint64              n_found;
  guint64              n_unique_found;
  gboolean             storage_full;
  gboolean             dropped_batches;
  gboolean             stop_when_full;
  gboolean             filled;           /* stopped at the cap, as asked */

  /* Shared with the worker, under @lock. */
  GMutex               lock;
  GCond                queue_drained;
  GQueue               messages;
  gsize                queued_bytes;
  gboolean             dispatch_scheduled;
  double               fraction;
  gboolean             paused;
  gboolean             held;             /* the worker waits for a resume */

  /* Set by the main thread once the cap is reached; read by the worker. */
  gint                 storing_stopped;
};

G_DEFINE_FINAL_TYPE (QueensSolveJob, queens_solve_job, G_TYPE_OBJECT)

enum {
  SOLUTIONS_ADDED,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
job_message_free (JobMessage *message)
{
  g_free (message->columns);
  g_free (message->canonical_bits);
  g_clear_error (&message->error);
  g_clear_object (&message->job_reference);
  g_free (message);
}

static gboolean solve_job_dispatch (gpointer user_data);

/* Worker thread (or the main thread, when no worker could start). */
static void
solve_job_post (QueensSolveJob *self,
                JobMessage     *message)
{
  gboolean is_batch = message->kind == MESSAGE_BATCH;
  gboolean schedule;

  g_mutex_lock (&self->lock);

  /* Back-pressure: wait for the main thread, but never past a cancel. */
  while (message->kind == MESSAGE_BATCH
         && self->queued_bytes > MAX_QUEUED_BYTES
         && !g_cancellable_is_cancelled (self->cancellable))
    g_cond_wait_until (&self->queue_drained, &self->lock,
                       g_get_monotonic_time () + WAIT_STEP_US);

  g_queue_push_tail (&self->messages, message);
  self->queued_bytes += message->size;
  schedule = !self->dispatch_scheduled;
  self->dispatch_scheduled = TRUE;

  g_mutex_unlock (&self->lock);

  /* An attached source, not g_main_context_invoke_full(): invoke would run
   * the dispatch right here on the worker whenever the main thread does not
   * hold the context at that moment (between two iterations). */
  if (schedule)
    {
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT_IDLE);
      g_source_set_callback (source, solve_job_dispatch, g_object_ref (self), g_object_unref);
      g_source_set_static_name (source, "[queens] solve job messages");
      g_source_attach (source, self->main_context);
      g_source_unref (source);
    }

  /* Paused: the batch just posted is shown, the next one waits.  (The
   * message may be handled and freed by now.) */
  if (!is_batch)
    return;
  g_mutex_lock (&self->lock);
  while (self->paused && !g_cancellable_is_cancelled (self->cancellable))
    {
      self->held = TRUE;
      g_cond_wait_until (&self->queue_drained, &self->lock,
                         g_get_monotonic_time () + WAIT_STEP_US);
    }
  self->held = FALSE;
  g_mutex_unlock (&self->lock);
}

/* Worker thread. */
static void
on_worker_batch (const guint8 *columns,
                 gsize         n_solutions,
                 guint         n,
                 gpointer      user_data)
{
  QueensSolveJob *self = user_data;
  JobMessage *message;
  gboolean store;

  if (n_solutions == 0)
    return;

  store = !g_atomic_int_get (&self->storing_stopped)
          && !g_cancellable_is_cancelled (self->cancellable);

  message = g_new0 (JobMessage, 1);
  message->kind = MESSAGE_BATCH;
  message->n_solutions = n_solutions;
  message->size = sizeof *message;
  if (store)
    {
      message->columns = g_memdup2 (columns, n_solutions * n);
      message->canonical_bits = g_new0 (guint64, (n_solutions + 63) / 64);
      message->size += n_solutions * n + (n_solutions + 63) / 64 * sizeof (guint64);
    }

  for (gsize i = 0; i < n_solutions; i++)
    {
      if (!queens_permutation_is_canonical (n, columns + i * n))
        continue;

      message->n_canonical++;
      if (message->canonical_bits != NULL)
        message->canonical_bits[i / 64] |= G_GUINT64_CONSTANT (1) << (i % 64);
    }

  solve_job_post (self, message);
}

/* Worker thread. */
static void
on_worker_progress (double   fraction,
                    guint64  solutions_so_far,
                    gpointer user_data)
{
  QueensSolveJob *self = user_data;

  g_mutex_lock (&self->lock);
  self->fraction = CLAMP (fraction, 0.0, 1.0);
  g_mutex_unlock (&self->lock);
}

/* Worker thread; owns a reference on the job, handed on to the message
 * that says it ended, so the job is never finalized here. */
static gpointer
solve_job_worker (gpointer data)
{
  QueensSolveJob *self = data;
  g_autoptr(GError) error = NULL;
  JobMessage *message;

  queens_worker_lower_priority ();

  if (self->keep != NULL
      ? queens_keep_filter_enumerate (self->keep, BATCH_SIZE, FLUSH_INTERVAL_US,
                                      on_worker_batch, self, self->cancellable, NULL, &error)
      : queens_solver_enumerate (self->n, BATCH_SIZE, FLUSH_INTERVAL_US,
                                 on_worker_batch, on_worker_progress, self,
                                 self->cancellable, NULL, &error))
    {
      g_mutex_lock (&self->lock);
      self->fraction = 1.0;
      g_mutex_unlock (&self->lock);
    }

  message = g_new0 (JobMessage, 1);
  message->kind = MESSAGE_ENDED;
  message->size = sizeof *message;
  message->error = g_steal_pointer (&error);
  message->job_reference = self;
  solve_job_post (self, message);

  return NULL;
}

static void
solve_job_handle_batch (QueensSolveJob *self,
                        JobMessage     *message)
{
  /* A cancelled job's batches are never shown. */
  if (g_cancellable_is_cancelled (self->cancellable))
    {
      self->dropped_batches = TRUE;
      return;
    }

  self->n_found += message->n_solutions;
  self->n_unique_found += message->n_canonical;

  if (message->columns != NULL && !self->storage_full)
    {
      gsize stored = queens_solution_set_append (self->solutions, message->columns,
                                                 message->n_solutions);

      queens_flag_index_append (&self->fundamentals, message->canonical_bits, stored);
      if (stored < message->n_solutions || queens_solution_set_is_full (self->solutions))
        {
          self->storage_full = TRUE;
          g_atomic_int_set (&self->storing_stopped, TRUE);
          if (self->stop_when_full)
            {
              /* Counted after this batch, so that "solutions-added"
               * below still reports it. */
              self->filled = TRUE;
              queens_solve_job_cancel (self);
            }
        }
    }
  else if (message->columns == NULL)
    {
      self->storage_full = TRUE;
    }

  g_signal_emit (self, signals[SOLUTIONS_ADDED], 0);
}

static void
solve_job_handle_end (QueensSolveJob *self,
                      JobMessage     *message)
{
  self->end_time = g_get_monotonic_time ();

  if (self->filled)
    self->state = QUEENS_SOLVE_JOB_FILLED;
  else if (message->error == NULL && !self->dropped_batches)
    {
      self->state = QUEENS_SOLVE_JOB_FINISHED;
      /* Nothing more will be appended: give back the last chunk's slack. */
      if (self->solutions != NULL)
        queens_solution_set_trim (self->solutions);
    }
  else if (g_cancellable_is_cancelled (self->cancellable))
    self->state = QUEENS_SOLVE_JOB_STOPPED;
  else
    {
      self->state = QUEENS_SOLVE_JOB_FAILED;
      self->error = g_steal_pointer (&message->error);
      if (self->error == NULL)
        self->error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, _("The solver gave no reason"));
    }

  g_signal_emit (self, signals[FINISHED], 0);
}

/* Main thread: one message per call, so that a backlog never blocks the
 * main loop for more than one batch. */
static gboolean
solve_job_dispatch (gpointer user_data)
{
  QueensSolveJob *self = user_data;
  JobMessage *message;
  gboolean more;

  g_mutex_lock (&self->lock);
  message = g_queue_pop_head (&self->messages);
  if (message != NULL)
    self->queued_bytes -= message->size;
  more = !g_queue_is_empty (&self->messages);
  if (!more)
    self->dispatch_scheduled = FALSE;
  g_cond_broadcast (&self->queue_drained);
  g_mutex_unlock (&self->lock);

  if (message != NULL)
    {
      if (message->kind == MESSAGE_BATCH)
        solve_job_handle_batch (self, message);
      else
        solve_job_handle_end (self, message);

      job_message_free (message);
    }

  return more ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
queens_solve_job_dispose (GObject *object)
{
  QueensSolveJob *self = QUEENS_SOLVE_JOB (object);

  /* The worker holds a reference while it runs, so this only happens
   * once it has returned; cancel anyway for a job never started. */
  g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (queens_solve_job_parent_class)->dispose (object);
}

static void
queens_solve_job_finalize (GObject *object)
{
  QueensSolveJob *self = QUEENS_SOLVE_JOB (object);

  g_queue_clear_full (&self->messages, (GDestroyNotify) job_message_free);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->queue_drained);
  queens_flag_index_clear (&self->fundamentals);
  g_clear_object (&self->solutions);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->keep);
  g_clear_pointer (&self->main_context, g_main_context_unref);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (queens_solve_job_parent_class)->finalize (object);
}

static void
queens_solve_job_class_init (QueensSolveJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = queens_solve_job_dispose;
  object_class->finalize = queens_solve_job_finalize;

  /* Emitted on the main thread after a batch was appended or counted. */
  signals[SOLUTIONS_ADDED] =
    g_signal_new ("solutions-added",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /* Emitted on the main thread once the worker has returned and every
   * batch it posted was handled. */
  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
queens_solve_job_init (QueensSolveJob *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->queue_drained);
  g_queue_init (&self->messages);
  queens_flag_index_init (&self->fundamentals);
  self->cancellable = g_cancellable_new ();
  self->state = QUEENS_SOLVE_JOB_READY;
}

QueensSolveJob *
queens_solve_job_new (guint   n,
                      guint64 byte_cap)
{
  QueensSolveJob *self;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SOLVER_MAX_ENUMERATE_N, NULL);

  self = g_object_new (QUEENS_TYPE_SOLVE_JOB, NULL);
  self->n = n;
  self->byte_cap = byte_cap;
  self->solutions = queens_solution_set_new (n, (gsize) MIN (byte_cap, (guint64) G_MAXSIZE));

  return self;
}

void
queens_solve_job_set_stop_when_full (QueensSolveJob *self,
                                     gboolean        stop)
{
  g_return_if_fail (QUEENS_IS_SOLVE_JOB (self));
  g_return_if_fail (self->state == QUEENS_SOLVE_JOB_READY);

  self->stop_when_full = !!stop;
}

void
queens_solve_job_start (QueensSolveJob *self)
{
  GError *error = NULL;
  GThread *worker;
  JobMessage *message;

  g_return_if_fail (QUEENS_IS_SOLVE_JOB (self));
  g_return_if_fail (self->state == QUEENS_SOLVE_JOB_READY);

  self->state = QUEENS_SOLVE_JOB_RUNNING;
  self->start_time = g_get_monotonic_time ();
  self->main_context = g_main_context_ref_thread_default ();

  worker = queens_worker_thread_new ("queens-solve", solve_job_worker, g_object_ref (self),
                                     &error);
  if (worker != NULL)
    {
      g_thread_unref (worker);
      return;
    }

  /* No worker (g_thread_new() would have aborted): the job ends FAILED
   * with the reason, through the main loop as a worker's end comes. */
  message = g_new0 (JobMessage, 1);
  message->kind = MESSAGE_ENDED;
  message->size = sizeof *message;
  message->error = error;
  message->job_reference = self;
  solve_job_post (self, message);
}

void
queens_solve_job_cancel (QueensSolveJob *self)
{
  g_return_if_fail (QUEENS_IS_SOLVE_JOB (self));

  if (self->state == QUEENS_SOLVE_JOB_READY)
    {
      self->state = QUEENS_SOLVE_JOB_STOPPED;
      self->start_time = self->end_time = g_get_monotonic_time ();
    }

  g_cancellable_cancel (self->cancellable);

  /* Wake a worker that waits for room in the queue or for a resume. */
  g_mutex_lock (&self->lock);
  g_cond_broadcast (&self->queue_drained);
  g_mutex_unlock (&self->lock);
}

void
queens_solve_job_set_paused (QueensSolveJob *self,
                             gboolean        paused)
{
  g_return_if_fail (QUEENS_IS_SOLVE_JOB (self));

  g_mutex_lock (&self->lock);
  self->paused = !!paused;
  g_cond_broadcast (&self->queue_drained);
  g_mutex_unlock (&self->lock);
}

/* A flag the worker shares, read under the lock. */
static gboolean
solve_job_read_flag (QueensSolveJob *self,
                     const gboolean *flag)
{
  gboolean value;

  g_mutex_lock (&self->lock);
  value = *flag;
  g_mutex_unlock (&self->lock);
  return value;
}

gboolean
queens_solve_job_get_paused (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), FALSE);

  return solve_job_read_flag (self, &self->paused);
}

gboolean
queens_solve_job_is_held (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), FALSE);

  return solve_job_read_flag (self, &self->held);
}

QueensSolveJob *
queens_solve_job_new_keeping (QueensBoard *keep,
                              guint64      byte_cap)
{
  QueensSolveJob *self;

  g_return_val_if_fail (QUEENS_IS_BOARD (keep), NULL);

  self = queens_solve_job_new (queens_board_get_n (keep), byte_cap);
  self->keep = queens_board_copy (keep);
  return self;
}

guint
queens_solve_job_get_n_kept_queens (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return self->keep != NULL ? queens_board_get_n_queens (self->keep) : 0;
}

guint
queens_solve_job_get_n (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return self->n;
}

QueensSolveJobState
queens_solve_job_get_state (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), QUEENS_SOLVE_JOB_FAILED);

  return self->state;
}

gboolean
queens_solve_job_is_running (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), FALSE);

  return self->state == QUEENS_SOLVE_JOB_RUNNING;
}

const GError *
queens_solve_job_get_error (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), NULL);

  return self->error;
}

double
queens_solve_job_get_elapsed (QueensSolveJob *self)
{
  gint64 end;

  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0.0);

  if (self->start_time == 0)
    return 0.0;

  end = self->end_time != 0 ? self->end_time : g_get_monotonic_time ();
  return (end - self->start_time) / (double) G_USEC_PER_SEC;
}

double
queens_solve_job_get_fraction (QueensSolveJob *self)
{
  double fraction;

  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0.0);

  if (self->state == QUEENS_SOLVE_JOB_FINISHED)
    return 1.0;

  g_mutex_lock (&self->lock);
  fraction = self->fraction;
  g_mutex_unlock (&self->lock);

  return fraction;
}

guint64
queens_solve_job_get_n_found (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return self->n_found;
}

guint64
queens_solve_job_get_n_unique_found (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return self->n_unique_found;
}

guint64
queens_solve_job_get_n_stored (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return queens_solution_set_get_size (self->solutions);
}

guint64
queens_solve_job_get_n_stored_fundamental (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return queens_flag_index_get_n_set (&self->fundamentals);
}

gboolean
queens_solve_job_is_storage_full (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), FALSE);

  return self->storage_full;
}

guint64
queens_solve_job_get_byte_cap (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return self->byte_cap;
}

guint64
queens_solve_job_get_bytes_used (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return queens_solution_set_get_bytes_used (self->solutions)
         + queens_flag_index_get_bytes_used (&self->fundamentals);
}

QueensSolutionSet *
queens_solve_job_get_solution_set (QueensSolveJob *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), NULL);

  return self->solutions;
}

gboolean
queens_solve_job_get_solution (QueensSolveJob *self,
                               guint64         index,
                               guint32        *columns)
{
  guint8 packed[QUEENS_SOLVER_MAX_ENUMERATE_N];

  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), FALSE);
  g_return_val_if_fail (columns != NULL, FALSE);

  if (!queens_solution_set_get (self->solutions, index, packed))
    return FALSE;

  for (guint row = 0; row < self->n; row++)
    columns[row] = packed[row];

  return TRUE;
}

gboolean
queens_solve_job_is_fundamental (QueensSolveJob *self,
                                 guint64         index)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), FALSE);

  return queens_flag_index_get (&self->fundamentals, index);
}

gint64
queens_solve_job_get_fundamental_index (QueensSolveJob *self,
                                        guint64         rank)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), -1);

  return queens_flag_index_select (&self->fundamentals, rank);
}

guint64
queens_solve_job_count_fundamental_before (QueensSolveJob *self,
                                           guint64         index)
{
  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), 0);

  return queens_flag_index_rank (&self->fundamentals, index);
}

gboolean
queens_solve_job_describe_variant (QueensSolveJob        *self,
                                   const guint32         *columns,
                                   QueensSolveJobVariant *out_variant)
{
  guint32 canonical[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint8 packed[QUEENS_SOLVER_MAX_ENUMERATE_N];
  QueensSymmetry to_canonical;
  gboolean is_canonical = TRUE;
  gint64 index;

  g_return_val_if_fail (QUEENS_IS_SOLVE_JOB (self), FALSE);
  g_return_val_if_fail (columns != NULL, FALSE);
  g_return_val_if_fail (out_variant != NULL, FALSE);

  to_canonical = queens_permutation_canonical (self->n, columns, canonical);
  for (guint row = 0; row < self->n; row++)
    {
      packed[row] = (guint8) canonical[row];
      if (canonical[row] != columns[row])
        is_canonical = FALSE;
    }

  index = queens_solution_set_find (self->solutions, packed);
  if (index < 0 || !queens_flag_index_get (&self->fundamentals, (guint64) index))
    return FALSE;

  out_variant->fundamental_index = (guint64) index;
  out_variant->fundamental_rank = queens_flag_index_rank (&self->fundamentals, (guint64) index);
  /* A symmetric solution is its own canonical form under several
   * symmetries; call that the identity rather than, say, a half turn. */
  out_variant->symmetry = is_canonical ? QUEENS_SYMMETRY_IDENTITY
                                       : queens_symmetry_inverse (to_canonical);
  out_variant->class_size = queens_permutation_class_size (self->n, columns);

  return TRUE;
}
