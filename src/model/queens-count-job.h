/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-job.h: the fast counter for one N, run on a worker thread
 *
 * The window's answer to "how many solutions" once not all of them can be
 * stored: queens_solver_count_part() over the whole board, with its share
 * done and an estimate of the time left, cancellable.  Its finished tasks
 * are kept in a checkpoint file, so that a count stopped (or a window
 * closed) carries on from there next time; the file goes once the count
 * is complete.  A checkpoint that does not fit (damaged, or made for
 * another count) is said in a warning and replaced, never trusted.
 * The count is one asynchronous operation in GIO's manner (run_async,
 * then run_finish in the callback); everything here but the worker runs
 * on the thread that started it.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The largest N the window counts: N = 21 takes about an hour on two
 * cores, N = 22 half a day. */
#define QUEENS_COUNT_JOB_MAX_N 21u

#define QUEENS_TYPE_COUNT_JOB (queens_count_job_get_type ())
G_DECLARE_FINAL_TYPE (QueensCountJob, queens_count_job, QUEENS, COUNT_JOB, GObject)

typedef enum
{
  QUEENS_COUNT_JOB_READY,     /* created, not started */
  QUEENS_COUNT_JOB_RUNNING,
  QUEENS_COUNT_JOB_FINISHED,  /* the total and unique counts are known */
  QUEENS_COUNT_JOB_STOPPED,   /* cancelled; the checkpoint keeps what was done */
  QUEENS_COUNT_JOB_FAILED
} QueensCountJobState;

/* Where the window keeps the checkpoint of N: one file per N in the
 * user's state folder ($XDG_STATE_HOME/queens/). */
char               *queens_count_job_checkpoint_path_for (guint           n);

/* 1 <= n <= QUEENS_COUNT_JOB_MAX_N.  @checkpoint_path: the file to resume
 * from and to keep the finished tasks in (NULL: none). */
QueensCountJob     *queens_count_job_new                 (guint           n,
                                                          const char     *checkpoint_path);
/* Reads the checkpoint and counts on a worker of GTask's pool; the job
 * must be READY, and runs once.  @cancellable (NULL: one of the job's own)
 * becomes the job's: cancelling it or queens_count_job_cancel() stops the
 * count, and what it finished stays in the checkpoint.  Once the worker
 * has returned, on the thread-default main context of the caller, the
 * state is set, "finished" is emitted and then @callback runs. */
void                queens_count_job_run_async           (QueensCountJob      *self,
                                                          GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
/* TRUE with the total and unique counts (either may be NULL) when the
 * count is complete; G_IO_ERROR_CANCELLED when it was stopped first. */
gboolean            queens_count_job_run_finish          (QueensCountJob      *self,
                                                          GAsyncResult        *result,
                                                          guint64             *out_total,
                                                          guint64             *out_unique,
                                                          GError             **error);
/* Cancels the run's cancellable: the worker stops soon.  Before the run,
 * the job is STOPPED at once and never runs. */
void                queens_count_job_cancel              (QueensCountJob *self);

guint               queens_count_job_get_n               (QueensCountJob *self);
QueensCountJobState queens_count_job_get_state           (QueensCountJob *self);
gboolean            queens_count_job_is_running          (QueensCountJob *self);
const GError       *queens_count_job_get_error           (QueensCountJob *self);
const char         *queens_count_job_get_checkpoint_path (QueensCountJob *self);

/* Share of the whole count done, earlier runs' included, in [0, 1]. */
double              queens_count_job_get_fraction        (QueensCountJob *self);
/* Share the checkpoint held done when this run began (0 for a fresh
 * count). */
double              queens_count_job_get_resumed_fraction (QueensCountJob *self);
/* Seconds this run still needs, from its speed so far; < 0 until there
 * is enough to go by. */
double              queens_count_job_get_seconds_left    (QueensCountJob *self);
/* The counts of a FINISHED job, and the seconds counting took (earlier
 * runs' included), else 0. */
guint64             queens_count_job_get_total           (QueensCountJob *self);
guint64             queens_count_job_get_unique          (QueensCountJob *self);
double              queens_count_job_get_seconds         (QueensCountJob *self);

G_END_DECLS
