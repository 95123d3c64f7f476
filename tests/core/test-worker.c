/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-worker.c: the background threads' lower priority, and a thread
 * that cannot start reported as an error */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <string.h>

#include "queens-worker.h"

#ifdef __linux__
static int
thread_nice (void)
{
  int value;

  errno = 0;
  value = getpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid));
  g_assert_cmpint (errno, ==, 0);
  return value;
}

static gpointer
nice_of_new_thread (gpointer data)
{
  return GINT_TO_POINTER (thread_nice () + 100);
}

static gpointer
lower_and_report (gpointer data)
{
  int before = thread_nice ();
  int after;
  GThread *child;

  queens_worker_lower_priority ();
  after = thread_nice ();
  /* Lower, up to the least priority there is. */
  g_assert_cmpint (after, ==, MIN (before + 10, 19));

  /* Once per thread: a pooled thread that runs a second job keeps the
   * priority the first one gave it. */
  queens_worker_lower_priority ();
  g_assert_cmpint (thread_nice (), ==, after);

  /* A thread it starts afterwards inherits the lower priority. */
  child = g_thread_new ("child", nice_of_new_thread, NULL);
  g_assert_cmpint (GPOINTER_TO_INT (g_thread_join (child)) - 100, ==, after);
  return GINT_TO_POINTER (after);
}
#endif

static void
test_worker_lower_priority (void)
{
#ifdef __linux__
  int main_before = thread_nice ();
  GThread *thread = g_thread_new ("worker", lower_and_report, NULL);

  g_thread_join (thread);
  /* Only the calling thread changed. */
  g_assert_cmpint (thread_nice (), ==, main_before);
#else
  g_test_skip ("thread priorities are only lowered on Linux");
#endif
}

static gpointer
return_data (gpointer data)
{
  return data;
}

/* A thread that starts runs its function. */
static void
test_worker_thread_starts (void)
{
  g_autoptr(GError) error = NULL;
  GThread *thread = queens_worker_thread_new ("worker", return_data, &error, &error);

  g_assert_no_error (error);
  g_assert_nonnull (thread);
  g_assert_true (g_thread_join (thread) == &error);
}

/* QUEENS_FAIL_THREAD=2: the second thread is refused, as the system would
 * refuse it, with the reason; the first and third start. */
static void
test_worker_thread_refused (void)
{
  g_autoptr(GError) error = NULL;
  GThread *first;
  GThread *third;

  if (!g_test_subprocess ())
    {
      /* The environment is set in a process of its own, before any
       * thread is started there. */
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  g_setenv ("QUEENS_FAIL_THREAD", "2", TRUE);
  first = queens_worker_thread_new ("worker", return_data, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (queens_worker_thread_new ("worker", return_data, NULL, &error));
  g_assert_error (error, G_THREAD_ERROR, G_THREAD_ERROR_AGAIN);
  g_assert_true (g_str_has_prefix (error->message, "cannot start a worker thread: "));
  g_assert_nonnull (strstr (error->message, "QUEENS_FAIL_THREAD=2"));
  g_clear_error (&error);
  third = queens_worker_thread_new ("worker", return_data, NULL, &error);
  g_assert_no_error (error);

  g_assert_nonnull (first);
  g_assert_nonnull (third);
  g_thread_join (first);
  g_thread_join (third);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/worker/lower-priority", test_worker_lower_priority);
  g_test_add_func ("/worker/thread/starts", test_worker_thread_starts);
  g_test_add_func ("/worker/thread/refused", test_worker_thread_refused);

  return g_test_run ();
}
