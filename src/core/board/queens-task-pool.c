/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-task-pool.c: numbered tasks shared out among threads */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-task-pool.h"
#include "queens-worker.h"

typedef struct
{
  QueensTaskPool *pool;
  guint           index;
  GThread        *thread;
} TaskPoolThread;

struct _QueensTaskPool
{
  guint           n_tasks;
  QueensTaskFunc  func;
  gpointer        user_data;
  GCancellable   *cancellable;

  TaskPoolThread *threads;
  guint           n_threads;
  gboolean        joined;

  gint            next_task;   /* atomic, read as a guint */
  gint            stop;        /* atomic */

  GMutex          mutex;       /* guards what follows */
  GCond           cond;
  guint           running;     /* started threads still taking tasks */
  GError         *error;       /* the first failure, or the cancel */
};

QueensTaskPool *
queens_task_pool_new (guint           n_tasks,
                      QueensTaskFunc  func,
                      gpointer        user_data,
                      GCancellable   *cancellable)
{
  QueensTaskPool *pool;

  g_return_val_if_fail (func != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);

  pool = g_new0 (QueensTaskPool, 1);
  pool->n_tasks = n_tasks;
  pool->func = func;
  pool->user_data = user_data;
  pool->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  g_mutex_init (&pool->mutex);
  g_cond_init (&pool->cond);

  return pool;
}

/* The next task nobody has taken; FALSE when the pool has stopped or
 * every task is taken.  The counter only ever moves up to n_tasks, so it
 * cannot wrap however many workers ask. */
static gboolean
task_pool_take (QueensTaskPool *pool,
                guint          *out_task)
{
  for (;;)
    {
      guint task = (guint) g_atomic_int_get (&pool->next_task);

      if (task >= pool->n_tasks)
        return FALSE;
      if (g_atomic_int_get (&pool->stop))
        return FALSE;
      if (g_cancellable_is_cancelled (pool->cancellable))
        {
          g_mutex_lock (&pool->mutex);
          if (pool->error == NULL)
            g_cancellable_set_error_if_cancelled (pool->cancellable, &pool->error);
          g_mutex_unlock (&pool->mutex);
          g_atomic_int_set (&pool->stop, 1);
          return FALSE;
        }
      if (g_atomic_int_compare_and_exchange (&pool->next_task, (gint) task, (gint) (task + 1)))
        {
          *out_task = task;
          return TRUE;
        }
    }
}

static void
task_pool_work (QueensTaskPool *pool,
                guint           worker)
{
  guint task;

  while (task_pool_take (pool, &task))
    {
      GError *error = NULL;

      if (pool->func (task, worker, pool->user_data, &error))
        continue;

      g_atomic_int_set (&pool->stop, 1);
      if (error != NULL)
        {
          g_mutex_lock (&pool->mutex);
          if (pool->error == NULL)
            pool->error = g_steal_pointer (&error);
          g_mutex_unlock (&pool->mutex);
          g_clear_error (&error);
        }
      break;
    }
}

static gpointer
task_pool_thread (gpointer data)
{
  TaskPoolThread *thread = data;
  QueensTaskPool *pool = thread->pool;

  task_pool_work (pool, thread->index);

  g_mutex_lock (&pool->mutex);
  if (--pool->running == 0)
    g_cond_broadcast (&pool->cond);
  g_mutex_unlock (&pool->mutex);

  return NULL;
}

gboolean
queens_task_pool_start (QueensTaskPool *pool,
                        const char     *thread_name,
                        guint           n_threads,
                        GError        **error)
{
  g_autoptr(GError) refusal = NULL;

  g_return_val_if_fail (pool != NULL, FALSE);
  g_return_val_if_fail (pool->threads == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  n_threads = MIN (n_threads, pool->n_tasks);
  if (n_threads == 0)
    return TRUE;

  pool->threads = g_new0 (TaskPoolThread, n_threads);
  /* The lock keeps the threads from counting themselves out before all
   * of them are counted in. */
  g_mutex_lock (&pool->mutex);
  for (guint i = 0; i < n_threads; i++)
    {
      TaskPoolThread *thread = &pool->threads[pool->n_threads];

      thread->pool = pool;
      thread->index = pool->n_threads;
      thread->thread = queens_worker_thread_new (thread_name, task_pool_thread, thread, &refusal);
      if (thread->thread == NULL)
        break;
      pool->n_threads++;
      pool->running++;
    }

  /* A thread short is the caller's to know: the work would take longer
   * than it reckons, or never end when it waits for that thread.  The
   * ones that started take no further task; the finish joins them. */
  if (refusal != NULL)
    {
      g_atomic_int_set (&pool->stop, 1);
      if (pool->error == NULL)
        pool->error = g_error_copy (refusal);
    }
  g_mutex_unlock (&pool->mutex);

  if (refusal != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&refusal));
      return FALSE;
    }

  return TRUE;
}

guint
queens_task_pool_get_n_threads (QueensTaskPool *pool)
{
  g_return_val_if_fail (pool != NULL, 0);

  return pool->n_threads;
}

void
queens_task_pool_work (QueensTaskPool *pool)
{
  g_return_if_fail (pool != NULL);

  task_pool_work (pool, pool->n_threads);
}

gboolean
queens_task_pool_wait_until (QueensTaskPool *pool,
                             gint64          end_time)
{
  gboolean done;

  g_return_val_if_fail (pool != NULL, FALSE);

  g_mutex_lock (&pool->mutex);
  while (pool->running > 0)
    if (!g_cond_wait_until (&pool->cond, &pool->mutex, end_time))
      break;
  done = pool->running == 0;
  g_mutex_unlock (&pool->mutex);

  return done;
}

void
queens_task_pool_stop (QueensTaskPool *pool)
{
  g_return_if_fail (pool != NULL);

  g_atomic_int_set (&pool->stop, 1);
}

gboolean
queens_task_pool_is_stopped (QueensTaskPool *pool)
{
  g_return_val_if_fail (pool != NULL, FALSE);

  return g_atomic_int_get (&pool->stop);
}

static void
task_pool_join (QueensTaskPool *pool)
{
  if (pool->joined)
    return;
  for (guint i = 0; i < pool->n_threads; i++)
    g_thread_join (pool->threads[i].thread);
  pool->joined = TRUE;
}

gboolean
queens_task_pool_finish (QueensTaskPool *pool,
                         GError        **error)
{
  g_return_val_if_fail (pool != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  task_pool_join (pool);

  if (pool->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&pool->error));
      return FALSE;
    }

  return TRUE;
}

void
queens_task_pool_free (QueensTaskPool *pool)
{
  if (pool == NULL)
    return;

  queens_task_pool_stop (pool);
  task_pool_join (pool);
  g_clear_error (&pool->error);
  g_clear_object (&pool->cancellable);
  g_free (pool->threads);
  g_mutex_clear (&pool->mutex);
  g_cond_clear (&pool->cond);
  g_free (pool);
}

gboolean
queens_task_pool_run (const char     *thread_name,
                      guint           n_tasks,
                      guint           n_threads,
                      QueensTaskFunc  func,
                      gpointer        user_data,
                      GCancellable   *cancellable,
                      GError        **error)
{
  g_autoptr(QueensTaskPool) pool = NULL;

  g_return_val_if_fail (func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  pool = queens_task_pool_new (n_tasks, func, user_data, cancellable);
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  /* The calling thread is one of them. */
  n_threads = MIN (n_threads, n_tasks);
  if (n_threads <= 1 || queens_task_pool_start (pool, thread_name, n_threads - 1, NULL))
    queens_task_pool_work (pool);

  return queens_task_pool_finish (pool, error);
}
