/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-cli-checkpoint.c: --count N --checkpoint FILE through the real program
 *
 * A count interrupted by SIGINT once its checkpoint holds finished work
 * stops with status 130 and keeps that work; the same command then prints
 * the line a full count prints.  A checkpoint of another count, a damaged
 * one, and one that cannot be written are refused with status 2.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "cli-run.h"
#include "known-counts.h"
#include "scratch-file.h"
#include "time-limit.h"

/* How often the test looks at the checkpoint, and for how long at most
 * (times the multiplier, see time-limit.h). */
#define LOOK_INTERVAL_MS 10
#define LOOK_LIMIT_SECONDS 60

/* The "done=" figure of the checkpoint at @path; 0 while there is none. */
static guint
tasks_done (const char *path,
            guint      *out_tasks)
{
  g_autofree char *contents = NULL;
  const char *done;
  const char *tasks;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return 0;
  done = strstr (contents, " done=");
  tasks = strstr (contents, " tasks=");
  if (done == NULL || tasks == NULL)
    return 0;
  if (out_tasks != NULL)
    *out_tasks = (guint) g_ascii_strtoull (tasks + strlen (" tasks="), NULL, 10);
  return (guint) g_ascii_strtoull (done + strlen (" done="), NULL, 10);
}

static char *
expected_line_start (guint n)
{
  return g_strdup_printf ("n=%u solutions=%" G_GUINT64_FORMAT " unique=%" G_GUINT64_FORMAT
                          " seconds=", n, known_counts_total (n), known_counts_unique (n));
}

static void
test_interrupt_and_resume (void)
{
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autofree char *path = scratch_path ("n17.checkpoint");
  g_autoptr(GPtrArray) argv = build_argv ((const char * const []) {
    "--count", "17", "--checkpoint", path, NULL });
  g_autoptr(GSubprocess) counting = NULL;
  g_autoptr(QueensRun) interrupted = NULL;
  g_autoptr(QueensRun) resumed = NULL;
  g_autoptr(QueensRun) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = expected_line_start (17);
  gint64 deadline = time_limit_deadline (LOOK_LIMIT_SECONDS);
  guint done = 0;
  guint tasks = 0;

  /* Saved every 20 ms instead of every few seconds, so that a count of a
   * few seconds is stopped with part of its work kept. */
  g_subprocess_launcher_setenv (launcher, "QUEENS_CHECKPOINT_INTERVAL_MS", "20", TRUE);
  counting = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata,
                                           &error);
  g_assert_no_error (error);
  wait_for_signal_handler (counting, SIGINT);

  while (tasks_done (path, NULL) == 0)
    {
      if (g_get_monotonic_time () > deadline)
        kill_and_fail (counting, "timed out waiting for the checkpoint to keep a task");
      g_usleep (LOOK_INTERVAL_MS * 1000);
    }
  g_subprocess_send_signal (counting, SIGINT);
  interrupted = finish_run (counting, RUN_TIMEOUT_SECONDS);
  g_test_message ("interrupted: %s", interrupted->err);
  g_assert_cmpint (interrupted->status, ==, 130);
  g_assert_cmpstr (interrupted->out, ==, "");
  assert_one_error_line (interrupted->err);
  g_assert_nonnull (strstr (interrupted->err, "the same command carries on"));

  done = tasks_done (path, &tasks);
  g_test_message ("kept %u of %u tasks", done, tasks);
  g_assert_cmpuint (done, >, 0);
  g_assert_cmpuint (done, <, tasks);

  resumed = run_queens ("--count", "17", "--checkpoint", path);
  g_assert_cmpint (resumed->status, ==, 0);
  g_assert_cmpstr (resumed->err, ==, "");
  g_assert_true (g_str_has_prefix (resumed->out, expected));
  g_assert_cmpuint (tasks_done (path, NULL), ==, tasks);

  /* Finished, the checkpoint answers again without a search. */
  again = run_queens ("--count", "17", "--checkpoint", path);
  g_assert_cmpint (again->status, ==, 0);
  g_assert_true (g_str_has_prefix (again->out, expected));

  remove_scratch (path);
}

static void
test_refusals (void)
{
  g_autofree char *path = scratch_path ("n9.checkpoint");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *nowhere = g_build_filename (dir, "no-such-folder", "n9.checkpoint", NULL);
  g_autoptr(QueensRun) first = run_queens ("--count", "9", "--checkpoint", path);
  g_autoptr(QueensRun) other_n = NULL;
  g_autoptr(QueensRun) other_part = NULL;
  g_autoptr(QueensRun) damaged = NULL;
  g_autoptr(QueensRun) unwritable = NULL;
  g_autoptr(QueensRun) alone = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *expected = expected_line_start (9);

  g_assert_cmpint (first->status, ==, 0);
  g_assert_true (g_str_has_prefix (first->out, expected));
  g_assert_true (g_file_get_contents (path, &saved, NULL, &error));

  other_n = run_queens ("--count", "10", "--checkpoint", path);
  assert_failure (other_n, 2, "belongs to the count of N = 9, part 1/1, not N = 10");
  other_part = run_queens ("--count", "9", "--part", "1/2", "--checkpoint", path);
  assert_failure (other_part, 2, "not N = 9, part 1/2");

  contents = g_strdup (saved);
  *strstr (contents, "finished=") = 'F';
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  damaged = run_queens ("--count", "9", "--checkpoint", path);
  assert_failure (damaged, 2, "damaged");

  /* Refused checkpoints are left as they were, never overwritten. */
  {
    g_autofree char *after = NULL;

    g_assert_true (g_file_get_contents (path, &after, NULL, &error));
    g_assert_cmpstr (after, ==, contents);
  }

  unwritable = run_queens ("--count", "9", "--checkpoint", nowhere);
  assert_failure (unwritable, 2, "cannot save");
  alone = run_queens ("--checkpoint", path);
  assert_failure (alone, 2, "works only together with --count N");

  remove_scratch (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-checkpoint/interrupt-and-resume", test_interrupt_and_resume);
  g_test_add_func ("/cli-checkpoint/refusals", test_refusals);

  return g_test_run ();
}
