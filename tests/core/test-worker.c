/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-worker.c: the background threads' lower priority */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/worker/lower-priority", test_worker_lower_priority);

  return g_test_run ();
}
