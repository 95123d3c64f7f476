/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-random-job.h: one random solution, found on a worker thread
 *
 * "Another solution" for boards of any size: randomized min-conflicts
 * (queens-min-conflicts) runs on a worker of GTask's pool, as one
 * asynchronous operation in GIO's manner (solve_async, then solve_finish
 * in the callback); progress is signalled on the main context that
 * started it.  Cancelling is prompt: the worker checks its GCancellable
 * between repair steps.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_RANDOM_JOB (queens_random_job_get_type ())
G_DECLARE_FINAL_TYPE (QueensRandomJob, queens_random_job, QUEENS, RANDOM_JOB, GObject)

/* 1 <= @n <= QUEENS_MAX_N.  @seed makes the answer repeatable. */
QueensRandomJob *queens_random_job_new          (guint                n,
                                                 guint64              seed);
/* Starts the worker, once per job; "progress" may follow, then @callback,
 * on the thread-default main context of the caller.  @cancellable (NULL:
 * one of the job's own) becomes the job's, which queens_random_job_cancel()
 * cancels. */
void             queens_random_job_solve_async  (QueensRandomJob     *self,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
/* n columns (row r's queen in column [r], 0-based; g_free() them), or
 * NULL and an error: cancelled (whenever the cancel came before the
 * callback), or no solution for n = 2 and 3 (G_IO_ERROR_NOT_FOUND). */
guint32         *queens_random_job_solve_finish (QueensRandomJob     *self,
                                                 GAsyncResult        *result,
                                                 GError             **error);
/* Cancels the run's cancellable (before the run there is none). */
void             queens_random_job_cancel       (QueensRandomJob     *self);
gboolean         queens_random_job_is_running   (QueensRandomJob     *self);
guint            queens_random_job_get_n        (QueensRandomJob     *self);
/* An estimate in [0, 1]: the share of the first conflicts repaired; 1
 * once a solution is found. */
double           queens_random_job_get_fraction (QueensRandomJob     *self);
/* Seconds the worker ran (so far, while running). */
double           queens_random_job_get_elapsed  (QueensRandomJob     *self);

G_END_DECLS
