/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-task-pool.c: numbered tasks shared out among threads
 *
 * Every task runs once whatever the number of threads; a cancel, a
 * failing task or a task that says stop keeps new tasks from starting; a
 * thread that cannot start is an error that stops the pool, whose started
 * threads are joined; and the searches that share out their work through
 * the pool say so too, whichever of their threads cannot start.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "known-counts.h"
#include "queens-search-stats.h"
#include "queens-solver.h"
#include "queens-task-pool.h"

#define MAX_WORKERS 8

typedef struct
{
  guint         n_tasks;
  gint         *runs;                   /* atomic, per task */
  gint          total_runs;             /* atomic */
  gint          finished_runs;          /* atomic: tasks that returned */
  GThread      *worker_threads[MAX_WORKERS];
  gint          bad_worker;             /* atomic: a worker number out of range */
  GMutex        lock;

  /* What a task does besides counting itself. */
  GCancellable *cancellable;
  guint         cancel_at;              /* G_MAXUINT: never */
  guint         fail_from;              /* this task and later ones fail */
  guint         stop_at;                /* says stop here */
  gint          started_after_cancel;   /* atomic */
  gboolean      cancel_done;            /* later tasks wait for it */

  /* A task held at the gate until the test opens it. */
  guint         held_task;              /* G_MAXUINT: none */
  gboolean      held_task_arrived;
  gboolean      gate_open;
  GCond         gate;
} Tally;

static void
tally_init (Tally *tally,
            guint  n_tasks)
{
  memset (tally, 0, sizeof *tally);
  tally->n_tasks = n_tasks;
  tally->runs = g_new0 (gint, MAX (n_tasks, 1));
  tally->cancel_at = G_MAXUINT;
  tally->fail_from = G_MAXUINT;
  tally->stop_at = G_MAXUINT;
  tally->held_task = G_MAXUINT;
  g_mutex_init (&tally->lock);
  g_cond_init (&tally->gate);
}

static void
tally_clear (Tally *tally)
{
  g_free (tally->runs);
  g_clear_object (&tally->cancellable);
  g_mutex_clear (&tally->lock);
  g_cond_clear (&tally->gate);
}

static gboolean
tally_task (guint     task,
            guint     worker,
            gpointer  user_data,
            GError  **error)
{
  Tally *tally = user_data;

  if (g_cancellable_is_cancelled (tally->cancellable))
    g_atomic_int_inc (&tally->started_after_cancel);
  if (task < tally->n_tasks)
    g_atomic_int_inc (&tally->runs[task]);
  g_atomic_int_inc (&tally->total_runs);

  /* A worker number belongs to one thread. */
  g_mutex_lock (&tally->lock);
  if (worker >= MAX_WORKERS)
    tally->bad_worker = TRUE;
  else if (tally->worker_threads[worker] == NULL)
    tally->worker_threads[worker] = g_thread_self ();
  else if (tally->worker_threads[worker] != g_thread_self ())
    tally->bad_worker = TRUE;

  if (task == tally->held_task)
    {
      tally->held_task_arrived = TRUE;
      g_cond_broadcast (&tally->gate);
      while (!tally->gate_open)
        g_cond_wait (&tally->gate, &tally->lock);
    }
  /* Tasks past the cancelling one wait for the cancel, so that each
   * other thread has at most one task taken before it. */
  if (tally->cancel_at != G_MAXUINT && task > tally->cancel_at)
    while (!tally->cancel_done)
      g_cond_wait (&tally->gate, &tally->lock);
  g_mutex_unlock (&tally->lock);

  if (task == tally->cancel_at)
    {
      g_cancellable_cancel (tally->cancellable);
      g_mutex_lock (&tally->lock);
      tally->cancel_done = TRUE;
      g_cond_broadcast (&tally->gate);
      g_mutex_unlock (&tally->lock);
    }
  g_atomic_int_inc (&tally->finished_runs);
  if (task >= tally->fail_from)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "task %u failed", task);
      return FALSE;
    }

  return task != tally->stop_at;
}

/* The @number-th thread the process starts cannot start, as the system
 * may refuse it (see queens-worker.h): set in a subprocess of its own
 * before it starts any thread, the environment being no place to change
 * once threads run. */
static void
refuse_thread (guint number)
{
  g_autofree char *text = g_strdup_printf ("%u", number);

  g_setenv ("QUEENS_FAIL_THREAD", text, TRUE);
}

static void
assert_thread_refused (const GError *error)
{
  g_assert_error (error, G_THREAD_ERROR, G_THREAD_ERROR_AGAIN);
  g_assert_true (g_str_has_prefix (error->message, "cannot start a worker thread: "));
}

/* Runs the calling test again in a subprocess; TRUE in that subprocess. */
static gboolean
in_own_process (void)
{
  if (g_test_subprocess ())
    return TRUE;
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}

static void
assert_each_ran_once (Tally *tally)
{
  for (guint task = 0; task < tally->n_tasks; task++)
    g_assert_cmpint (g_atomic_int_get (&tally->runs[task]), ==, 1);
  g_assert_cmpint (tally->total_runs, ==, (gint) tally->n_tasks);
  g_assert_false (tally->bad_worker);
}

static const guint task_counts[] = { 0, 1, 1000 };
static const guint thread_counts[] = { 1, 2, 7 };

/* The calling thread among the workers. */
static void
test_each_task_once_run (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (task_counts); i++)
    for (guint j = 0; j < G_N_ELEMENTS (thread_counts); j++)
      {
        g_autoptr(GError) error = NULL;
        Tally tally;

        tally_init (&tally, task_counts[i]);
        g_assert_true (queens_task_pool_run ("test-pool", task_counts[i], thread_counts[j],
                                             tally_task, &tally, NULL, &error));
        g_assert_no_error (error);
        assert_each_ran_once (&tally);
        /* Worker numbers go up to the number of threads, the caller's
         * included. */
        for (guint worker = thread_counts[j]; worker < MAX_WORKERS; worker++)
          g_assert_null (tally.worker_threads[worker]);
        tally_clear (&tally);
      }
}

/* Started threads only, the caller waiting for them. */
static void
test_each_task_once_threads (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (task_counts); i++)
    for (guint j = 0; j < G_N_ELEMENTS (thread_counts); j++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(QueensTaskPool) pool = NULL;
        Tally tally;

        tally_init (&tally, task_counts[i]);
        pool = queens_task_pool_new (task_counts[i], tally_task, &tally, NULL);
        g_assert_true (queens_task_pool_start (pool, "test-pool", thread_counts[j], &error));
        g_assert_no_error (error);
        g_assert_cmpuint (queens_task_pool_get_n_threads (pool), ==,
                          MIN (thread_counts[j], task_counts[i]));
        g_assert_true (queens_task_pool_wait_until (pool, G_MAXINT64));
        g_assert_true (queens_task_pool_finish (pool, &error));
        g_assert_no_error (error);
        assert_each_ran_once (&tally);
        for (guint worker = 0; worker < MAX_WORKERS; worker++)
          if (tally.worker_threads[worker] != NULL)
            {
              g_assert_cmpuint (worker, <, thread_counts[j]);
              g_assert_true (tally.worker_threads[worker] != g_thread_self ());
            }
        tally_clear (&tally);
      }
}

/* On one thread the tasks run in their order. */
static gboolean
record_order (guint     task,
              guint     worker,
              gpointer  user_data,
              GError  **error)
{
  g_array_append_val ((GArray *) user_data, task);
  return TRUE;
}

static void
test_order (void)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;

  g_assert_true (queens_task_pool_run ("test-pool", 100, 1, record_order, order, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (order->len, ==, 100);
  for (guint i = 0; i < order->len; i++)
    g_assert_cmpuint (g_array_index (order, guint, i), ==, i);
}

/* A cancel at task 10: on one thread nothing after it; on more, only the
 * task each other thread had already taken. */
static void
test_cancel (void)
{
  for (guint j = 0; j < G_N_ELEMENTS (thread_counts); j++)
    {
      g_autoptr(GError) error = NULL;
      guint threads = thread_counts[j];
      Tally tally;

      tally_init (&tally, 1000);
      tally.cancellable = g_cancellable_new ();
      tally.cancel_at = 10;
      g_assert_false (queens_task_pool_run ("test-pool", 1000, threads, tally_task, &tally,
                                            tally.cancellable, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpint (tally.runs[10], ==, 1);
      g_assert_cmpint (tally.started_after_cancel, <=, (gint) threads - 1);
      g_assert_cmpint (tally.total_runs, <=, 11 + (gint) threads - 1);
      for (guint task = 0; task < 10; task++)
        g_assert_cmpint (tally.runs[task], ==, 1);
      if (threads == 1)
        {
          g_assert_cmpint (tally.total_runs, ==, 11);
          g_assert_cmpint (tally.runs[11], ==, 0);
        }
      for (guint task = 0; task < 1000; task++)
        g_assert_cmpint (tally.runs[task], <=, 1);
      tally_clear (&tally);
    }
}

/* Cancelled before it starts: no task runs. */
static void
test_cancelled_before (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensTaskPool) pool = NULL;
  Tally tally;

  tally_init (&tally, 100);
  tally.cancellable = g_cancellable_new ();
  g_cancellable_cancel (tally.cancellable);
  pool = queens_task_pool_new (100, tally_task, &tally, tally.cancellable);
  g_assert_true (queens_task_pool_start (pool, "test-pool", 2, &error));
  g_assert_no_error (error);
  g_assert_false (queens_task_pool_finish (pool, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (tally.total_runs, ==, 0);
  tally_clear (&tally);
}

/* A task's error comes back, the first one when several fail, and no
 * task starts after it on one thread. */
static void
test_task_error (void)
{
  for (guint j = 0; j < G_N_ELEMENTS (thread_counts); j++)
    {
      g_autoptr(GError) error = NULL;
      guint threads = thread_counts[j];
      Tally tally;

      tally_init (&tally, 1000);
      tally.fail_from = 10;
      g_assert_false (queens_task_pool_run ("test-pool", 1000, threads, tally_task, &tally,
                                            NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
      g_assert_true (g_str_has_prefix (error->message, "task "));
      g_assert_cmpint (tally.runs[10], ==, 1);
      g_assert_cmpint (tally.total_runs, <=, 11 + (gint) threads - 1);
      for (guint task = 0; task < 10; task++)
        g_assert_cmpint (tally.runs[task], ==, 1);
      if (threads == 1)
        g_assert_cmpstr (error->message, ==, "task 10 failed");
      tally_clear (&tally);
    }
}

/* "Until the function says stop": no end of tasks, task 500 ends it. */
static void
test_until_stop (void)
{
  for (guint j = 0; j < G_N_ELEMENTS (thread_counts); j++)
    {
      g_autoptr(GError) error = NULL;
      guint threads = thread_counts[j];
      Tally tally;

      tally_init (&tally, 1000);
      tally.stop_at = 500;
      g_assert_true (queens_task_pool_run ("test-pool", G_MAXUINT, threads, tally_task, &tally,
                                           NULL, &error));
      g_assert_no_error (error);
      /* Every task before it was taken before it, and ran. */
      for (guint task = 0; task <= 500; task++)
        g_assert_cmpint (tally.runs[task], ==, 1);
      for (guint task = 501; task < 1000; task++)
        g_assert_cmpint (tally.runs[task], <=, 1);
      if (threads == 1)
        g_assert_cmpint (tally.total_runs, ==, 501);
      tally_clear (&tally);
    }
}

/* wait_until times out while a task runs; stop keeps the rest from
 * starting and is no error. */
static void
test_wait_and_stop (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensTaskPool) pool = NULL;
  Tally tally;

  tally_init (&tally, 100);
  tally.held_task = 0;
  pool = queens_task_pool_new (100, tally_task, &tally, NULL);
  g_assert_true (queens_task_pool_start (pool, "test-pool", 1, &error));
  g_assert_no_error (error);

  g_mutex_lock (&tally.lock);
  while (!tally.held_task_arrived)
    g_cond_wait (&tally.gate, &tally.lock);
  g_mutex_unlock (&tally.lock);

  g_assert_false (queens_task_pool_wait_until (pool, g_get_monotonic_time () + 1000));
  g_assert_false (queens_task_pool_is_stopped (pool));
  queens_task_pool_stop (pool);
  g_assert_true (queens_task_pool_is_stopped (pool));

  g_mutex_lock (&tally.lock);
  tally.gate_open = TRUE;
  g_cond_broadcast (&tally.gate);
  g_mutex_unlock (&tally.lock);

  g_assert_true (queens_task_pool_wait_until (pool, G_MAXINT64));
  g_assert_true (queens_task_pool_finish (pool, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tally.total_runs, ==, 1);
  tally_clear (&tally);
}

/* Freeing a pool whose task is under way stops it and waits. */
static void
test_free_running (void)
{
  g_autoptr(GError) error = NULL;
  QueensTaskPool *pool;
  Tally tally;

  tally_init (&tally, 100);
  tally.held_task = 3;
  pool = queens_task_pool_new (100, tally_task, &tally, NULL);
  g_assert_true (queens_task_pool_start (pool, "test-pool", 2, &error));
  g_assert_no_error (error);

  g_mutex_lock (&tally.lock);
  while (!tally.held_task_arrived)
    g_cond_wait (&tally.gate, &tally.lock);
  tally.gate_open = TRUE;
  g_cond_broadcast (&tally.gate);
  g_mutex_unlock (&tally.lock);

  queens_task_pool_free (pool);
  g_assert_cmpint (tally.runs[3], ==, 1);
  for (guint task = 0; task < 100; task++)
    g_assert_cmpint (tally.runs[task], <=, 1);
  tally_clear (&tally);
}

/* The first thread cannot start: an error, from the start and again from
 * the finish, and no task runs, not even on the calling thread. */
static void
test_first_thread_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensTaskPool) pool = NULL;
  Tally tally;

  if (!in_own_process ())
    return;

  refuse_thread (1);
  tally_init (&tally, 1000);
  pool = queens_task_pool_new (1000, tally_task, &tally, NULL);
  g_assert_false (queens_task_pool_start (pool, "test-pool", 2, &error));
  assert_thread_refused (error);
  g_clear_error (&error);
  g_assert_cmpuint (queens_task_pool_get_n_threads (pool), ==, 0);
  g_assert_true (queens_task_pool_is_stopped (pool));
  g_assert_true (queens_task_pool_wait_until (pool, G_MAXINT64));
  queens_task_pool_work (pool);
  g_assert_false (queens_task_pool_finish (pool, &error));
  assert_thread_refused (error);
  g_assert_cmpint (tally.total_runs, ==, 0);
  tally_clear (&tally);
}

/* The third thread cannot start: the start says so without waiting for
 * the tasks under way (one may be held at the gate), no task starts
 * twice, and the finish joins the two threads that did start, their tasks
 * ended. */
static void
test_later_thread_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensTaskPool) pool = NULL;
  Tally tally;

  if (!in_own_process ())
    return;

  refuse_thread (3);
  tally_init (&tally, 1000);
  tally.held_task = 0;
  pool = queens_task_pool_new (1000, tally_task, &tally, NULL);
  g_assert_false (queens_task_pool_start (pool, "test-pool", 7, &error));
  assert_thread_refused (error);
  g_clear_error (&error);
  g_assert_cmpuint (queens_task_pool_get_n_threads (pool), ==, 2);
  g_assert_true (queens_task_pool_is_stopped (pool));

  g_mutex_lock (&tally.lock);
  tally.gate_open = TRUE;
  g_cond_broadcast (&tally.gate);
  g_mutex_unlock (&tally.lock);

  g_assert_false (queens_task_pool_finish (pool, &error));
  assert_thread_refused (error);
  g_assert_cmpint (tally.finished_runs, ==, tally.total_runs);
  for (guint task = 0; task < 1000; task++)
    g_assert_cmpint (tally.runs[task], <=, 1);
  for (guint worker = 2; worker < MAX_WORKERS; worker++)
    g_assert_null (tally.worker_threads[worker]);
  g_assert_false (tally.bad_worker);
  tally_clear (&tally);
}

/* Run, whose calling thread is one of the workers, does not take the
 * refused thread's work on itself either. */
static void
test_run_thread_refused (void)
{
  g_autoptr(GError) error = NULL;
  Tally tally;

  if (!in_own_process ())
    return;

  refuse_thread (1);
  tally_init (&tally, 1000);
  g_assert_false (queens_task_pool_run ("test-pool", 1000, 7, tally_task, &tally, NULL, &error));
  assert_thread_refused (error);
  g_assert_cmpint (tally.total_runs, ==, 0);
  tally_clear (&tally);
}

/* The searches that share out their work through the pool, with the
 * @number-th thread of the process refused: each fails with that reason
 * (never FALSE without one, never a wrong answer, never a hang) or, when
 * it starts fewer threads than that, gives the right answer. */
typedef enum
{
  SEARCH_COUNT,
  SEARCH_LEVELS,
  SEARCH_ENUMERATE,
  SEARCH_ENUMERATE_STREAMING,
} Search;

typedef struct
{
  const char *path;
  Search      search;
  guint       refused;
  gboolean    must_fail;
} RefusedSearch;

static const RefusedSearch refused_searches[] = {
  /* Two threads asked for: the first and the second are refused in turn. */
  { "/task-pool/refused/count/1", SEARCH_COUNT, 1, TRUE },
  { "/task-pool/refused/count/2", SEARCH_COUNT, 2, TRUE },
  { "/task-pool/refused/count/3", SEARCH_COUNT, 3, FALSE },
  /* One thread per processor but one: none on a single core. */
  { "/task-pool/refused/levels/1", SEARCH_LEVELS, 1, FALSE },
  { "/task-pool/refused/levels/2", SEARCH_LEVELS, 2, FALSE },
  /* The search's threads, then the sort's: at least one of each. */
  { "/task-pool/refused/enumerate/1", SEARCH_ENUMERATE, 1, TRUE },
  { "/task-pool/refused/enumerate/2", SEARCH_ENUMERATE, 2, FALSE },
  { "/task-pool/refused/enumerate/3", SEARCH_ENUMERATE, 3, FALSE },
  { "/task-pool/refused/enumerate/4", SEARCH_ENUMERATE, 4, FALSE },
  { "/task-pool/refused/enumerate-streaming/1", SEARCH_ENUMERATE_STREAMING, 1, TRUE },
  { "/task-pool/refused/enumerate-streaming/2", SEARCH_ENUMERATE_STREAMING, 2, FALSE },
};

static void
test_search_thread_refused (gconstpointer data)
{
  const RefusedSearch *refused = data;
  g_autoptr(GError) error = NULL;
  QueensSearchLevels levels;
  QueensCount count;
  guint64 total = 0;
  gboolean done = FALSE;

  if (!in_own_process ())
    return;

  refuse_thread (refused->refused);
  switch (refused->search)
    {
    case SEARCH_COUNT:
      done = queens_solver_count (11, 2, NULL, NULL, NULL, &count, &error);
      if (done)
        {
          g_assert_cmpuint (count.total, ==, known_counts_total (11));
          g_assert_cmpuint (count.unique, ==, known_counts_unique (11));
        }
      break;
    case SEARCH_LEVELS:
      done = queens_search_levels_count (10, NULL, &levels, &error);
      if (done)
        g_assert_cmpuint (levels.kept[10], ==, known_counts_total (10));
      /* Beside the calling thread, one thread per further processor. */
      if (refused->refused == 1 && g_get_num_processors () > 1)
        g_assert_false (done);
      break;
    case SEARCH_ENUMERATE:
      /* The sorted enumeration (6 <= N <= 16). */
      done = queens_solver_enumerate (8, 100, 0, NULL, NULL, NULL, NULL, &total, &error);
      if (done)
        g_assert_cmpuint (total, ==, known_counts_total (8));
      break;
    case SEARCH_ENUMERATE_STREAMING:
      done = queens_solver_enumerate_streaming (8, 100, 0, NULL, NULL, NULL, NULL, &total,
                                                &error);
      if (done)
        g_assert_cmpuint (total, ==, known_counts_total (8));
      break;
    default:
      g_assert_not_reached ();
    }

  g_test_message ("thread %u refused: %s", refused->refused,
                  done ? "the right answer" : error->message);
  if (refused->must_fail)
    g_assert_false (done);
  if (done)
    g_assert_no_error (error);
  else
    assert_thread_refused (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/task-pool/each-task-once/run", test_each_task_once_run);
  g_test_add_func ("/task-pool/each-task-once/threads", test_each_task_once_threads);
  g_test_add_func ("/task-pool/order", test_order);
  g_test_add_func ("/task-pool/cancel", test_cancel);
  g_test_add_func ("/task-pool/cancelled-before", test_cancelled_before);
  g_test_add_func ("/task-pool/task-error", test_task_error);
  g_test_add_func ("/task-pool/until-stop", test_until_stop);
  g_test_add_func ("/task-pool/wait-and-stop", test_wait_and_stop);
  g_test_add_func ("/task-pool/free-running", test_free_running);
  g_test_add_func ("/task-pool/refused/first-thread", test_first_thread_refused);
  g_test_add_func ("/task-pool/refused/later-thread", test_later_thread_refused);
  g_test_add_func ("/task-pool/refused/run", test_run_thread_refused);
  for (guint i = 0; i < G_N_ELEMENTS (refused_searches); i++)
    g_test_add_data_func (refused_searches[i].path, &refused_searches[i],
                          test_search_thread_refused);

  return g_test_run ();
}
