/* queens-random-job.h: one random solution, found on a worker thread
 *
 * "Another solution" for boards of any size: randomized min-conflicts
 * (queens-min-conflicts) runs on a worker thread; progress and the end are
 * signalled on the main context that created the job.  Cancelling is
 * prompt: the worker checks its GCancellable between repair steps.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_RANDOM_JOB (queens_random_job_get_type ())
G_DECLARE_FINAL_TYPE (QueensRandomJob, queens_random_job, QUEENS, RANDOM_JOB, GObject)

/* 1 <= @n <= QUEENS_MAX_N.  @seed makes the answer repeatable. */
QueensRandomJob *queens_random_job_new          (guint            n,
                                                 guint64          seed);
/* Starts the worker; "progress" may follow, then "finished" once, on the
 * thread-default main context of the caller. */
void             queens_random_job_start        (QueensRandomJob *self);
void             queens_random_job_cancel       (QueensRandomJob *self);
gboolean         queens_random_job_is_running   (QueensRandomJob *self);
guint            queens_random_job_get_n        (QueensRandomJob *self);
/* An estimate in [0, 1]: the share of the first conflicts repaired. */
double           queens_random_job_get_fraction (QueensRandomJob *self);
/* After "finished": n columns (row r's queen in column [r], 0-based), or
 * NULL when there is none; then the error says why (cancelled, or no
 * solution for n = 2 and 3). */
const guint32   *queens_random_job_get_columns  (QueensRandomJob *self);
const GError    *queens_random_job_get_error    (QueensRandomJob *self);
/* Seconds the worker ran (so far, while running). */
double           queens_random_job_get_elapsed  (QueensRandomJob *self);

G_END_DECLS
