/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-task-pool.h: numbered tasks shared out among threads */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Runs task @task (0 .. n_tasks - 1) on worker @worker: each started thread
 * has a number of its own from 0 up, and the calling thread, when it works
 * too, the next one (see queens_task_pool_work()), so per-worker state
 * needs no lock.  Returns FALSE to stop the pool, no task starting after
 * it: with @error set for a failure, unset for an early end (nothing more
 * to do). */
typedef gboolean (*QueensTaskFunc) (guint     task,
                                    guint     worker,
                                    gpointer  user_data,
                                    GError  **error);

typedef struct _QueensTaskPool QueensTaskPool;

/* A pool that runs @func on the tasks 0 .. @n_tasks - 1 in increasing
 * order of their start, each at most once (a caller that needs another
 * order maps the number itself).  When @cancellable is cancelled no worker
 * takes another task; the tasks under way see it themselves. */
QueensTaskPool *queens_task_pool_new (guint           n_tasks,
                                      QueensTaskFunc  func,
                                      gpointer        user_data,
                                      GCancellable   *cancellable);

/* Starts up to @n_threads threads named @thread_name (0: one per
 * processor; never more than there are tasks) that take tasks until none
 * is left or the pool stops.  A thread the system refuses is an error:
 * FALSE with the reason in @error (G_THREAD_ERROR, from
 * queens_worker_thread_new()), and the pool stopped, so the threads that
 * did start take no further task and queens_task_pool_work() takes none;
 * queens_task_pool_finish() joins them and gives the reason again.  It
 * does not wait for them itself: the caller may first have to let go of
 * tasks that wait for it. */
gboolean queens_task_pool_start       (QueensTaskPool *pool,
                                       const char     *thread_name,
                                       guint           n_threads,
                                       GError        **error);

/* How many threads queens_task_pool_start() started. */
guint    queens_task_pool_get_n_threads (QueensTaskPool *pool);

/* The calling thread takes tasks too, as worker number
 * queens_task_pool_get_n_threads(), until none is left or the pool stops. */
void     queens_task_pool_work        (QueensTaskPool *pool);

/* Waits until the started threads have run out of tasks (or the pool
 * stopped) or the monotonic time @end_time comes; TRUE when they have. */
gboolean queens_task_pool_wait_until  (QueensTaskPool *pool,
                                       gint64          end_time);

/* No worker takes another task; the ones under way run to their end. */
void     queens_task_pool_stop        (QueensTaskPool *pool);
gboolean queens_task_pool_is_stopped  (QueensTaskPool *pool);

/* Waits for the threads to end and joins them.  FALSE with the first
 * failure, a thread that could not start or a task's error, or with
 * G_IO_ERROR_CANCELLED when the cancellable stopped the pool with tasks
 * left; TRUE otherwise, also when a task or queens_task_pool_stop() ended
 * it early. */
gboolean queens_task_pool_finish      (QueensTaskPool *pool,
                                       GError        **error);

/* Stops the pool and waits for its threads if that is not done yet. */
void     queens_task_pool_free        (QueensTaskPool *pool);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensTaskPool, queens_task_pool_free)

/* Runs every task on @n_threads threads, the calling one included (0: one
 * per processor), and finishes the pool: a thread that cannot start fails
 * the run with its reason, the calling thread taking no task then. */
gboolean queens_task_pool_run         (const char     *thread_name,
                                       guint           n_tasks,
                                       guint           n_threads,
                                       QueensTaskFunc  func,
                                       gpointer        user_data,
                                       GCancellable   *cancellable,
                                       GError        **error);

G_END_DECLS
