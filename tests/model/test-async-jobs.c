/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-async-jobs.c: the count and random jobs as GIO asynchronous
 * operations, and the jobs whose thread cannot start
 *
 * Without a display: the count's _finish gives the published counts, after
 * the job's state and its one "finished"; a cancel through the caller's
 * GCancellable ends in G_IO_ERROR_CANCELLED and keeps the checkpoint; the
 * callback runs on the thread-default main context of the thread that
 * started the job; a thread of the counter's that cannot start fails
 * the count, and the solve job's own thread too; the random job's _finish
 * gives a solution, or the cancellation.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gio/gio.h>

#include "known-counts.h"
#include "queens-board.h"
#include "queens-count-checkpoint.h"
#include "queens-count-job.h"
#include "queens-random-job.h"
#include "queens-solve-job.h"
#include "scratch-file.h"
#include "main-loop-wait.h"

/* Long enough to stop midway on any machine (about 2 s on two cores). */
#define CANCEL_N 17

/* What a count's signal and callback saw. */
typedef struct
{
  guint         n_finished;
  gboolean      done;
  gboolean      counted;
  guint64       total;
  guint64       unique;
  GError       *error;
  QueensCountJobState state;     /* the job's, when the callback ran */
  guint         finished_before; /* "finished" emissions before it */
  GThread      *thread;          /* where the callback ran */
  GMainContext *context;         /* its thread-default context then */
} Ran;

static void
ran_clear (Ran *ran)
{
  g_clear_error (&ran->error);
}

static void
on_finished (QueensCountJob *job,
             Ran            *ran)
{
  ran->n_finished++;
}

static void
on_count_ran (GObject      *source_object,
              GAsyncResult *result,
              gpointer      user_data)
{
  QueensCountJob *job = QUEENS_COUNT_JOB (source_object);
  Ran *ran = user_data;

  g_assert_false (ran->done);
  ran->state = queens_count_job_get_state (job);
  ran->finished_before = ran->n_finished;
  ran->thread = g_thread_self ();
  ran->context = g_main_context_get_thread_default ();
  ran->counted = queens_count_job_run_finish (job, result, &ran->total, &ran->unique, &ran->error);
  ran->done = TRUE;
}

static gboolean
ran_is_done (gpointer data)
{
  return ((Ran *) data)->done;
}

static void
run_count (QueensCountJob *job,
           GCancellable   *cancellable,
           Ran            *ran)
{
  g_signal_connect (job, "finished", G_CALLBACK (on_finished), ran);
  queens_count_job_run_async (job, cancellable, on_count_ran, ran);
  g_assert_true (queens_count_job_is_running (job));
}

/* _finish gives the published counts once the job is FINISHED and has
 * said so once; nothing is left of the checkpoint. */
static void
test_count_known (void)
{
  g_autofree char *path = scratch_path ("count.checkpoint");

  for (guint n = 1; n <= 12; n++)
    {
      g_autoptr(QueensCountJob) job = queens_count_job_new (n, path);
      Ran ran = { 0, };

      run_count (job, NULL, &ran);
      wait_for (ran_is_done, &ran, "the count");
      g_assert_no_error (ran.error);
      g_assert_true (ran.counted);
      g_assert_cmpuint (ran.total, ==, known_counts_total (n));
      g_assert_cmpuint (ran.unique, ==, known_counts_unique (n));
      g_assert_cmpint (ran.state, ==, QUEENS_COUNT_JOB_FINISHED);
      g_assert_cmpuint (ran.finished_before, ==, 1);
      g_assert_cmpuint (ran.n_finished, ==, 1);
      g_assert_cmpfloat (queens_count_job_get_fraction (job), ==, 1.0);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      ran_clear (&ran);
    }

  remove_scratch (path);
}

static gboolean
count_has_progressed (gpointer data)
{
  QueensCountJob *job = data;

  return !queens_count_job_is_running (job)
         || queens_count_job_get_fraction (job) > queens_count_job_get_resumed_fraction (job);
}

typedef struct
{
  QueensCountJob *job;
  double          fraction;
} Beyond;

static gboolean
count_is_beyond (gpointer data)
{
  Beyond *beyond = data;

  return !queens_count_job_is_running (beyond->job)
         || queens_count_job_get_fraction (beyond->job) > beyond->fraction;
}

static guint
checkpoint_done (const char *path,
                 guint      *out_tasks)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_load (path, CANCEL_N, 1, 1,
                                                                              &error);

  g_assert_no_error (error);
  *out_tasks = queens_count_checkpoint_get_tasks (checkpoint);
  return queens_count_checkpoint_get_done (checkpoint);
}

/* Cancelling the caller's GCancellable stops the count: _finish says
 * G_IO_ERROR_CANCELLED, the job is STOPPED and its checkpoint keeps what
 * was done, from which the next job goes on.  queens_count_job_cancel()
 * cancels that same cancellable. */
static void
test_count_cancel (void)
{
  g_autofree char *path = scratch_path ("count.checkpoint");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GCancellable) second_cancellable = g_cancellable_new ();
  g_autoptr(QueensCountJob) job = queens_count_job_new (CANCEL_N, path);
  g_autoptr(QueensCountJob) resumed = queens_count_job_new (CANCEL_N, path);
  Ran ran = { 0, }, ran_resumed = { 0, };
  Beyond beyond = { job, 0.0 };
  double fraction;
  guint done, tasks;

  /* Two reports: the first saves the checkpoint, the next ones do not
   * for some seconds, so only the save on cancel keeps the second. */
  run_count (job, cancellable, &ran);
  wait_for (count_has_progressed, job, "the first tasks of the count");
  beyond.fraction = queens_count_job_get_fraction (job);
  wait_for (count_is_beyond, &beyond, "more tasks of the count");
  fraction = queens_count_job_get_fraction (job);
  g_cancellable_cancel (cancellable);
  wait_for (ran_is_done, &ran, "the cancelled count");
  g_assert_false (ran.counted);
  g_assert_error (ran.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (ran.state, ==, QUEENS_COUNT_JOB_STOPPED);
  g_assert_cmpuint (ran.n_finished, ==, 1);
  g_assert_cmpuint (queens_count_job_get_total (job), ==, 0);
  g_assert_null (queens_count_job_get_error (job));

  done = checkpoint_done (path, &tasks);
  g_test_message ("stopped with %u of %u tasks done", done, tasks);
  g_assert_cmpuint (done, >, 0);
  g_assert_cmpuint (done, <, tasks);
  g_assert_cmpfloat (done / (double) tasks, >=, fraction);

  /* The next job goes on from there; its cancel goes through the
   * cancellable it was given. */
  run_count (resumed, second_cancellable, &ran_resumed);
  g_assert_cmpfloat (queens_count_job_get_resumed_fraction (resumed), ==, done / (double) tasks);
  queens_count_job_cancel (resumed);
  g_assert_true (g_cancellable_is_cancelled (second_cancellable));
  wait_for (ran_is_done, &ran_resumed, "the resumed count to stop");
  g_assert_error (ran_resumed.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (checkpoint_done (path, &tasks), >=, done);

  ran_clear (&ran);
  ran_clear (&ran_resumed);
  remove_scratch (path);
}

/* A cancellable cancelled before the run: the worker stops at once. */
static void
test_count_cancelled_before (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(QueensCountJob) job = queens_count_job_new (CANCEL_N, NULL);
  Ran ran = { 0, };

  g_cancellable_cancel (cancellable);
  run_count (job, cancellable, &ran);
  wait_for (ran_is_done, &ran, "the count cancelled before it began");
  g_assert_error (ran.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (queens_count_job_get_state (job), ==, QUEENS_COUNT_JOB_STOPPED);
  ran_clear (&ran);
}

/* A thread with a main context of its own starts a count: the signal and
 * the callback come there, not on the global default context (which
 * nobody iterates meanwhile). */
static gpointer
run_on_own_context (gpointer data)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(QueensCountJob) job = queens_count_job_new (8, NULL);
  Ran *ran = data;

  g_main_context_push_thread_default (context);
  run_count (job, NULL, ran);
  while (!ran->done)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);

  g_assert_true (ran->context == context);
  return NULL;
}

static void
test_count_context (void)
{
  Ran ran = { 0, };
  GThread *thread = g_thread_new ("own-context", run_on_own_context, &ran);

  g_thread_join (thread);
  g_assert_true (ran.done);
  g_assert_true (ran.thread == thread);
  g_assert_no_error (ran.error);
  g_assert_cmpuint (ran.total, ==, known_counts_total (8));
  g_assert_cmpuint (ran.n_finished, ==, 1);
  ran_clear (&ran);
}

/* A worker thread of the counter's that cannot start fails the job, with
 * the reason in its error and _finish's, instead of hanging or counting
 * on fewer threads than it reckons with. */
static void
test_count_thread_refused (void)
{
  g_autoptr(QueensCountJob) job = NULL;
  Ran ran = { 0, };

  if (!g_test_subprocess ())
    {
      /* The environment is set in a process of its own, before any
       * thread starts there. */
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  g_setenv ("QUEENS_FAIL_THREAD", "1", TRUE);
  job = queens_count_job_new (12, NULL);
  run_count (job, NULL, &ran);
  wait_for (ran_is_done, &ran, "the count whose thread was refused");
  g_assert_false (ran.counted);
  g_assert_error (ran.error, G_THREAD_ERROR, G_THREAD_ERROR_AGAIN);
  g_assert_true (g_str_has_prefix (ran.error->message, "cannot start a worker thread: "));
  g_assert_cmpint (ran.state, ==, QUEENS_COUNT_JOB_FAILED);
  g_assert_cmpuint (ran.n_finished, ==, 1);
  g_assert_error (queens_count_job_get_error (job), G_THREAD_ERROR, G_THREAD_ERROR_AGAIN);
  g_assert_cmpuint (queens_count_job_get_total (job), ==, 0);
  ran_clear (&ran);
}

static void
on_solve_finished (QueensSolveJob *job,
                   guint          *n_finished)
{
  (*n_finished)++;
}

static gboolean
solve_has_finished (gpointer data)
{
  return *(guint *) data > 0;
}

/* The solve job's own thread cannot start (g_thread_new() aborted the
 * window): the job fails with the reason, saying "finished" once from
 * the main loop as a worker's end does. */
static void
test_solve_thread_refused (void)
{
  g_autoptr(QueensSolveJob) job = NULL;
  guint n_finished = 0;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  g_setenv ("QUEENS_FAIL_THREAD", "1", TRUE);
  job = queens_solve_job_new (8, G_MAXUINT64);
  g_signal_connect (job, "finished", G_CALLBACK (on_solve_finished), &n_finished);
  queens_solve_job_start (job);
  g_assert_cmpuint (n_finished, ==, 0);
  wait_for (solve_has_finished, &n_finished, "the solve job whose thread was refused");
  g_assert_cmpuint (n_finished, ==, 1);
  g_assert_cmpint (queens_solve_job_get_state (job), ==, QUEENS_SOLVE_JOB_FAILED);
  g_assert_error (queens_solve_job_get_error (job), G_THREAD_ERROR, G_THREAD_ERROR_AGAIN);
  g_assert_true (g_str_has_suffix (queens_solve_job_get_error (job)->message,
                                   "(QUEENS_FAIL_THREAD=1)"));
  g_assert_cmpuint (queens_solve_job_get_n_found (job), ==, 0);
}

static gboolean
solve_is_held (gpointer data)
{
  return queens_solve_job_is_held (data);
}

/* A paused job shows the batch it made and then waits, whatever the main
 * loop does, until it is resumed; then it finds every solution, in
 * order.  A held job that is cancelled ends at once. */
static void
test_solve_paused (void)
{
  g_autoptr(QueensSolveJob) job = queens_solve_job_new (14, G_MAXUINT64);
  g_autoptr(QueensSolveJob) stopped = queens_solve_job_new (14, G_MAXUINT64);
  guint32 first[14], last[14];
  guint n_finished = 0, n_stopped = 0;
  guint64 shown;

  g_signal_connect (job, "finished", G_CALLBACK (on_solve_finished), &n_finished);
  queens_solve_job_set_paused (job, TRUE);
  g_assert_true (queens_solve_job_get_paused (job));
  queens_solve_job_start (job);
  wait_for (solve_is_held, job, "the paused job's worker to wait");
  /* Everything it posted before it waited, and nothing more. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  shown = queens_solve_job_get_n_found (job);
  g_assert_cmpuint (shown, >, 0);
  g_assert_cmpuint (shown, <, 365596);
  g_assert_true (queens_solve_job_is_held (job));
  g_assert_true (queens_solve_job_is_running (job));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (queens_solve_job_get_n_found (job), ==, shown);

  queens_solve_job_set_paused (job, FALSE);
  g_assert_false (queens_solve_job_get_paused (job));
  wait_for (solve_has_finished, &n_finished, "the resumed job");
  g_assert_cmpint (queens_solve_job_get_state (job), ==, QUEENS_SOLVE_JOB_FINISHED);
  g_assert_cmpuint (queens_solve_job_get_n_found (job), ==, 365596);
  g_assert_cmpuint (queens_solve_job_get_n_unique_found (job), ==, 45752);
  g_assert_false (queens_solve_job_is_held (job));
  g_assert_true (queens_solve_job_get_solution (job, 0, first));
  g_assert_true (queens_solve_job_get_solution (job, 365595, last));
  g_assert_cmpuint (first[0], <, last[0]);

  g_signal_connect (stopped, "finished", G_CALLBACK (on_solve_finished), &n_stopped);
  queens_solve_job_set_paused (stopped, TRUE);
  queens_solve_job_start (stopped);
  wait_for (solve_is_held, stopped, "the second paused job to wait");
  queens_solve_job_cancel (stopped);
  wait_for (solve_has_finished, &n_stopped, "the held job to stop");
  g_assert_cmpint (queens_solve_job_get_state (stopped), ==, QUEENS_SOLVE_JOB_STOPPED);
  g_assert_false (queens_solve_job_is_held (stopped));
}

/* What a random job's callback got from solve_finish. */
typedef struct
{
  gboolean  done;
  gboolean  running;  /* the job's view, in the callback */
  guint32  *columns;
  GError   *error;
} Solved;

static void
on_solved (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  QueensRandomJob *job = QUEENS_RANDOM_JOB (source_object);
  Solved *solved = user_data;

  solved->running = queens_random_job_is_running (job);
  solved->columns = queens_random_job_solve_finish (job, result, &solved->error);
  solved->done = TRUE;
}

static gboolean
solved_is_done (gpointer data)
{
  return ((Solved *) data)->done;
}

/* A solution through _finish, the job ended by then; a cancel through
 * queens_random_job_cancel() gives the cancellation, never a late
 * solution. */
static void
test_random (void)
{
  g_autoptr(QueensRandomJob) job = queens_random_job_new (1000, 5);
  g_autoptr(QueensRandomJob) cancelled = queens_random_job_new (2000000, 7);
  g_autoptr(QueensBoard) board = NULL;
  Solved solved = { 0, }, stopped = { 0, };

  queens_random_job_solve_async (job, NULL, on_solved, &solved);
  g_assert_true (queens_random_job_is_running (job));
  wait_for (solved_is_done, &solved, "the random solution");
  g_assert_no_error (solved.error);
  g_assert_false (solved.running);
  g_assert_nonnull (solved.columns);
  board = queens_board_new_from_columns (1000, solved.columns);
  g_assert_true (queens_board_is_solution (board));
  g_assert_cmpfloat (queens_random_job_get_fraction (job), ==, 1.0);

  queens_random_job_solve_async (cancelled, NULL, on_solved, &stopped);
  queens_random_job_cancel (cancelled);
  wait_for (solved_is_done, &stopped, "the cancelled random solution");
  g_assert_null (stopped.columns);
  g_assert_error (stopped.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (queens_random_job_is_running (cancelled));

  g_free (solved.columns);
  g_clear_error (&stopped.error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/count-job/async/known", test_count_known);
  g_test_add_func ("/count-job/async/cancel", test_count_cancel);
  g_test_add_func ("/count-job/async/cancelled-before", test_count_cancelled_before);
  g_test_add_func ("/count-job/async/context", test_count_context);
  g_test_add_func ("/count-job/async/thread-refused", test_count_thread_refused);
  g_test_add_func ("/solve-job/thread-refused", test_solve_thread_refused);
  g_test_add_func ("/solve-job/paused", test_solve_paused);
  g_test_add_func ("/random-job/async", test_random);

  return g_test_run ();
}
