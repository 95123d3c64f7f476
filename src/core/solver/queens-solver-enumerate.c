/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solver-enumerate.c: every solution in lexicographic order
 *
 * For 6 <= N <= 16 queens_solver_enumerate sorts the counter's solutions
 * (queens-solver-sorted.c).  Other N, and every N for
 * queens_solver_enumerate_streaming (a listing that must start at once in
 * bounded memory), are searched here row by row, columns in increasing
 * order: the first two rows' columns split the work into tasks for worker
 * threads, whose solutions stream back in bounded chunks and are delivered
 * in task order.  Either way the batches are handed over on the calling
 * thread.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "queens-bitboard.h"
#include "queens-solution-delivery.h"
#include "queens-solver-enumerate-private.h"
#include "queens-task-pool.h"

/* The enumeration streams solutions in chunks of about this many bytes and
 * lets the workers run at most this many chunks ahead of the consumer. */
#define ENUM_CHUNK_BYTES 65536u
#define ENUM_MAX_BUFFERED_CHUNKS 64u

/* ------------------------------------------------------------------------ */
/* Enumeration for other N: streaming row by row                             */
/* ------------------------------------------------------------------------ */

typedef struct _SolutionChunk SolutionChunk;

struct _SolutionChunk
{
  SolutionChunk *next;
  gsize          n_solutions;
  guint8         columns[];
};

typedef struct
{
  guint8         prefix[2];    /* columns of rows 0 and 1 */
  gboolean       done;
  guint          n_chunks;
  SolutionChunk *first;
  SolutionChunk *last;
} EnumTask;

typedef struct
{
  guint          n;
  gsize          chunk_capacity;  /* solutions per chunk */
  EnumTask      *tasks;
  guint          n_tasks;
  GCancellable  *cancellable;

  GMutex         mutex;
  GCond          data_cond;       /* the consumer waits here */
  GCond          space_cond;      /* workers wait here for buffer room */
  guint          head;            /* the task being delivered */
  guint          buffered;        /* chunks waiting, all tasks */
  SolutionChunk *spare;           /* consumed chunks kept for reuse */
  gint           waiting_for;     /* task the consumer starves on, or -1 */
  gint           stop;
} EnumJob;

static SolutionChunk *
enum_job_new_chunk (EnumJob *job)
{
  SolutionChunk *chunk = NULL;

  g_mutex_lock (&job->mutex);
  if (job->spare != NULL)
    {
      chunk = job->spare;
      job->spare = chunk->next;
    }
  g_mutex_unlock (&job->mutex);

  if (chunk == NULL)
    chunk = g_malloc (sizeof (SolutionChunk) + job->chunk_capacity * job->n);
  chunk->next = NULL;
  chunk->n_solutions = 0;

  return chunk;
}

static void
free_chunk_list (SolutionChunk *chunk)
{
  while (chunk != NULL)
    {
      SolutionChunk *next = chunk->next;

      g_free (chunk);
      chunk = next;
    }
}

/* Hands a chunk to the consumer, waiting while the buffers are full.  The
 * task being delivered is only held back by its own backlog, so the
 * consumer can always drain what it waits for.  FALSE when stopping. */
static gboolean
enum_job_publish (EnumJob       *job,
                  guint          index,
                  SolutionChunk *chunk,
                  gboolean       finished)
{
  EnumTask *task = &job->tasks[index];
  gboolean keep_going = TRUE;

  g_mutex_lock (&job->mutex);
  if (chunk != NULL)
    {
      while (!g_atomic_int_get (&job->stop)
             && (index == job->head
                 ? task->n_chunks >= ENUM_MAX_BUFFERED_CHUNKS
                 : job->buffered >= ENUM_MAX_BUFFERED_CHUNKS))
        g_cond_wait (&job->space_cond, &job->mutex);

      if (g_atomic_int_get (&job->stop))
        {
          chunk->next = job->spare;
          job->spare = chunk;
          keep_going = FALSE;
        }
      else
        {
          if (task->last != NULL)
            task->last->next = chunk;
          else
            task->first = chunk;
          task->last = chunk;
          task->n_chunks++;
          job->buffered++;
        }
    }
  if (finished)
    task->done = TRUE;
  if (index == job->head)
    g_cond_signal (&job->data_cond);
  g_mutex_unlock (&job->mutex);

  return keep_going;
}

/* Row-by-row search below the two-row prefix of task @index, columns in
 * increasing order, so the solutions come out lexicographically sorted. */
static void
enum_run_task (EnumJob *job,
               guint    index)
{
  const guint n = job->n;
  const guint32 board = board_mask (n);
  EnumTask *task = &job->tasks[index];
  guint8 columns[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 free_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 cols_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 left_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  guint32 right_at[QUEENS_SOLVER_MAX_ENUMERATE_N];
  SolutionChunk *chunk = enum_job_new_chunk (job);
  const gsize capacity = job->chunk_capacity;
  guint8 *out = chunk->columns;
  gsize stored = 0;
  guint budget = SEARCH_POLL_INTERVAL;
  guint32 first = (guint32) 1 << task->prefix[0];
  guint32 second = (guint32) 1 << task->prefix[1];
  guint row;

  columns[0] = task->prefix[0];
  columns[1] = task->prefix[1];

  /* The masks hold, for the row about to be filled, the columns used and the
   * squares attacked along each diagonal direction.  Tasks exist only for
   * n >= 3: on a 2x2 board every two-row prefix is an attack. */
  row = 2;
  cols_at[row] = first | second;
  left_at[row] = (((first << 1) | second) << 1) & board;
  right_at[row] = ((first >> 1) | second) >> 1;
  free_at[row] = board & ~(cols_at[row] | left_at[row] | right_at[row]);

  for (;;)
    {
      guint32 candidates = free_at[row];
      guint32 bit;

      if (candidates == 0)
        {
          if (row == 2)
            break;
          row--;
          continue;
        }

      if (G_UNLIKELY (--budget == 0))
        {
          if (g_atomic_int_get (&job->stop) || g_cancellable_is_cancelled (job->cancellable))
            {
              g_atomic_int_set (&job->stop, 1);
              break;
            }
          budget = SEARCH_POLL_INTERVAL;

          /* Where solutions are sparse (large n) a chunk takes long to
           * fill: hand over what there is when the consumer is waiting. */
          if (stored > 0 && g_atomic_int_get (&job->waiting_for) == (gint) index)
            {
              chunk->n_solutions = stored;
              if (!enum_job_publish (job, index, chunk, FALSE))
                return;
              chunk = enum_job_new_chunk (job);
              out = chunk->columns;
              stored = 0;
            }
        }

      bit = candidates & (0u - candidates);
      free_at[row] = candidates ^ bit;
      columns[row] = (guint8) lowest_bit_index (bit);

      if (row == n - 1)
        {
          memcpy (out + stored * n, columns, n);
          if (++stored == capacity)
            {
              chunk->n_solutions = stored;
              if (!enum_job_publish (job, index, chunk, FALSE))
                return;
              chunk = enum_job_new_chunk (job);
              out = chunk->columns;
              stored = 0;
            }
          continue;
        }

      {
        guint32 cols = cols_at[row] | bit;
        guint32 left = ((left_at[row] | bit) << 1) & board;
        guint32 right = (right_at[row] | bit) >> 1;
        guint32 next_free = board & ~(cols | left | right);

        if (next_free == 0)
          continue;
        /* Look one row further: if the row after next is already closed by
         * the queens so far, nothing below this square can work. */
        if (row + 2 < n && (board & ~(cols | (left << 1) | (right >> 1))) == 0)
          continue;

        row++;
        cols_at[row] = cols;
        left_at[row] = left;
        right_at[row] = right;
        free_at[row] = next_free;
      }
    }

  chunk->n_solutions = stored;
  if (stored > 0)
    enum_job_publish (job, index, chunk, TRUE);
  else
    {
      enum_job_publish (job, index, NULL, TRUE);
      g_free (chunk);
    }
}

static gboolean
enum_worker_task (guint     index,
                  guint     worker,
                  gpointer  data,
                  GError  **error)
{
  EnumJob *job = data;

  enum_run_task (job, index);

  return !g_atomic_int_get (&job->stop);
}

/* Delivers the tasks' solutions in task order as the workers produce them. */
static gboolean
deliver_tasks (EnumJob  *job,
               Delivery *delivery)
{
  for (guint index = 0; index < job->n_tasks; index++)
    {
      EnumTask *task = &job->tasks[index];

      for (;;)
        {
          SolutionChunk *chunk = NULL;
          gboolean finished = FALSE;

          g_mutex_lock (&job->mutex);
          while (task->first == NULL && !task->done)
            {
              gint64 deadline = g_get_monotonic_time () + ENUM_CANCEL_POLL_US;

              g_atomic_int_set (&job->waiting_for, (gint) index);

              if (delivery->flush_interval_us > 0 && delivery->in_batch > 0)
                deadline = MIN (deadline, delivery->last_flush + delivery->flush_interval_us);
              if (!g_cond_wait_until (&job->data_cond, &job->mutex, deadline))
                {
                  g_mutex_unlock (&job->mutex);
                  delivery_flush_if_due (delivery);
                  if (g_cancellable_is_cancelled (delivery->cancellable))
                    delivery->cancelled = TRUE;
                  delivery_report (delivery, (double) index / job->n_tasks, FALSE);
                  g_mutex_lock (&job->mutex);
                  if (delivery->cancelled)
                    break;
                }
            }

          g_atomic_int_set (&job->waiting_for, -1);
          if (delivery->cancelled)
            {
              g_mutex_unlock (&job->mutex);
              return FALSE;
            }

          if (task->first != NULL)
            {
              chunk = task->first;
              task->first = chunk->next;
              if (task->first == NULL)
                task->last = NULL;
              task->n_chunks--;
              job->buffered--;
              g_cond_broadcast (&job->space_cond);
            }
          else
            finished = task->done;
          g_mutex_unlock (&job->mutex);

          if (chunk != NULL)
            {
              gboolean keep_going;

              keep_going = delivery_add (delivery, chunk->columns, chunk->n_solutions);
              delivery_report (delivery, (double) index / job->n_tasks, FALSE);
              g_mutex_lock (&job->mutex);
              chunk->next = job->spare;
              job->spare = chunk;
              g_mutex_unlock (&job->mutex);
              if (!keep_going)
                return FALSE;
            }
          else if (finished)
            break;
        }

      g_mutex_lock (&job->mutex);
      job->head = index + 1;
      g_cond_broadcast (&job->space_cond);
      g_mutex_unlock (&job->mutex);

      delivery_report (delivery, (double) (index + 1) / job->n_tasks, FALSE);
    }

  return TRUE;
}

/* Streams every solution, row by row, with the first two rows' columns as
 * tasks for the worker threads; bounded memory for any N. */
static gboolean
enumerate_streaming (guint     n,
                     Delivery *delivery,
                     GError  **error)
{
  g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (EnumTask));
  g_autoptr(QueensTaskPool) pool = NULL;
  EnumJob job = { 0, };
  gboolean ok;

  for (guint c0 = 0; c0 < n; c0++)
    for (guint c1 = 0; c1 < n; c1++)
      {
        EnumTask task = { { 0, }, };

        /* Same column, or neighbours on a diagonal. */
        if (c1 + 1 >= c0 && c1 <= c0 + 1)
          continue;
        task.prefix[0] = (guint8) c0;
        task.prefix[1] = (guint8) c1;
        g_array_append_val (tasks, task);
      }

  job.n = n;
  job.chunk_capacity = MAX (ENUM_CHUNK_BYTES / n, 1);
  job.tasks = (EnumTask *) (gpointer) tasks->data;
  job.n_tasks = tasks->len;
  job.cancellable = delivery->cancellable;
  job.waiting_for = -1;
  g_mutex_init (&job.mutex);
  g_cond_init (&job.data_cond);
  g_cond_init (&job.space_cond);

  /* The calling thread delivers while the workers search, so it waits
   * for every one of them: one that cannot start fails the search. */
  pool = queens_task_pool_new (job.n_tasks, enum_worker_task, &job, job.cancellable);
  ok = queens_task_pool_start (pool, "queens-enumerate", 0, error)
       && deliver_tasks (&job, delivery);

  /* Whatever happened, let the workers go and wait for them. */
  g_mutex_lock (&job.mutex);
  g_atomic_int_set (&job.stop, 1);
  g_cond_broadcast (&job.space_cond);
  g_mutex_unlock (&job.mutex);
  queens_task_pool_stop (pool);
  queens_task_pool_finish (pool, NULL);

  for (guint i = 0; i < job.n_tasks; i++)
    free_chunk_list (job.tasks[i].first);
  free_chunk_list (job.spare);
  g_mutex_clear (&job.mutex);
  g_cond_clear (&job.data_cond);
  g_cond_clear (&job.space_cond);

  return ok;
}

/* @bounded_memory picks the row-by-row search for every N.  So does
 * QUEENS_SOLVER_STREAM in the environment: the tests use it to check both
 * ways on the same sizes. */
static gboolean
enumerate_solutions (guint                    n,
                     gboolean                 bounded_memory,
                     gsize                    batch_size,
                     gint64                   flush_interval_us,
                     QueensSolutionBatchFunc  batch_func,
                     QueensProgressFunc       progress_func,
                     gpointer                 user_data,
                     GCancellable            *cancellable,
                     guint64                 *out_total,
                     GError                 **error)
{
  Delivery delivery = { 0, };
  gboolean ok;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SOLVER_MAX_ENUMERATE_N, FALSE);
  g_return_val_if_fail (batch_size > 0, FALSE);
  g_return_val_if_fail (flush_interval_us >= 0, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_total != NULL)
    *out_total = 0;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  delivery.n = n;
  delivery.batch_size = MIN (batch_size, G_MAXSIZE / QUEENS_SOLVER_MAX_ENUMERATE_N);
  delivery.flush_interval_us = flush_interval_us;
  delivery.batch_func = batch_func;
  delivery.progress_func = progress_func;
  delivery.user_data = user_data;
  delivery.cancellable = cancellable;
  delivery.last_flush = g_get_monotonic_time ();
  delivery.next_progress = delivery.last_flush + PROGRESS_INTERVAL_US;

  if (n == 1)
    {
      static const guint8 only_solution[1] = { 0 };

      ok = delivery_add (&delivery, only_solution, 1);
    }
  else if (n >= ENUM_SORTED_MIN_N && n <= ENUM_SORTED_MAX_N && !bounded_memory
           && g_getenv ("QUEENS_SOLVER_STREAM") == NULL)
    ok = enumerate_sorted (n, &delivery, error);
  else
    ok = enumerate_streaming (n, &delivery, error);

  if (ok)
    {
      delivery_flush (&delivery);
      ok = !delivery.cancelled;
    }
  g_free (delivery.batch);

  if (out_total != NULL)
    *out_total = delivery.delivered;

  if (!ok)
    {
      if ((error == NULL || *error == NULL)
          && !g_cancellable_set_error_if_cancelled (cancellable, error))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("the enumeration was cancelled"));
      return FALSE;
    }

  delivery_report (&delivery, 1.0, TRUE);
  return TRUE;
}

gboolean
queens_solver_enumerate (guint                    n,
                         gsize                    batch_size,
                         gint64                   flush_interval_us,
                         QueensSolutionBatchFunc  batch_func,
                         QueensProgressFunc       progress_func,
                         gpointer                 user_data,
                         GCancellable            *cancellable,
                         guint64                 *out_total,
                         GError                 **error)
{
  return enumerate_solutions (n, FALSE, batch_size, flush_interval_us, batch_func,
                              progress_func, user_data, cancellable, out_total, error);
}

gboolean
queens_solver_enumerate_streaming (guint                    n,
                                   gsize                    batch_size,
                                   gint64                   flush_interval_us,
                                   QueensSolutionBatchFunc  batch_func,
                                   QueensProgressFunc       progress_func,
                                   gpointer                 user_data,
                                   GCancellable            *cancellable,
                                   guint64                 *out_total,
                                   GError                 **error)
{
  return enumerate_solutions (n, TRUE, batch_size, flush_interval_us, batch_func,
                              progress_func, user_data, cancellable, out_total, error);
}
