/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-cli-run.c: the command-line tests' helper for children that hang
 *
 * A child that outlives its time limit is killed and waited for, and the
 * test fails saying it timed out: nothing of the child is left, and no
 * GLib critical comes first.  The limits follow
 * QUEENS_TEST_TIMEOUT_MULTIPLIER, which each case below sets small in a
 * child test process of its own, so that a hang is reached in about a
 * second.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-run.h"
#include "time-limit.h"

/* Where the child test process leaves the pid of the child it started,
 * for its parent to look for afterwards: named after the parent. */
static char *
pid_file_for (pid_t test_pid)
{
  g_autofree char *name = g_strdup_printf ("queens-test-cli-run-%d.pid", (int) test_pid);

  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

/* A child that runs until it is killed, its pid written down first. */
static GSubprocess *
start_sleeper (GSubprocessFlags flags)
{
  g_autofree char *path = pid_file_for (getppid ());
  g_autoptr(GError) error = NULL;
  GSubprocess *sleeper;

  sleeper = g_subprocess_new (flags, &error, "sleep", "1000", NULL);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, g_subprocess_get_identifier (sleeper), -1, &error));
  g_assert_no_error (error);
  return sleeper;
}

/* Runs the calling case again in a child test process, with the limits
 * scaled by @multiplier; TRUE in that child.  In the parent: the child
 * failed with @message, and the sleeper it started is gone. */
static gboolean
in_child_expecting (const char *multiplier,
                    const char *message)
{
  g_autofree char *path = pid_file_for (getpid ());
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  pid_t sleeper;

  if (g_test_subprocess ())
    {
      g_setenv ("QUEENS_TEST_TIMEOUT_MULTIPLIER", multiplier, TRUE);
      return TRUE;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_remove (path);
  sleeper = (pid_t) g_ascii_strtoll (contents, NULL, 10);
  g_assert_cmpint (sleeper, >, 0);
  /* Not left running: killed and waited for, so that not even a zombie
   * answers. */
  if (kill (sleeper, 0) == 0)
    {
      kill (sleeper, SIGKILL);
      g_error ("the child %d that hung was left running", (int) sleeper);
    }
  g_assert_cmpint (errno, ==, ESRCH);

  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr (message);
  g_test_trap_assert_stderr_unmatched ("*CRITICAL*");
  return FALSE;
}

static void
test_finish_run_time_out (void)
{
  g_autoptr(GSubprocess) sleeper = NULL;

  if (!in_child_expecting ("0.01", "*timed out after 1.2 s waiting for the child to end*"
                                   "stopped and waited for*"))
    return;

  sleeper = start_sleeper (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  finish_run (sleeper, RUN_TIMEOUT_SECONDS);
  g_assert_not_reached ();
}

static void
test_signal_handler_time_out (void)
{
  g_autoptr(GSubprocess) sleeper = NULL;

  if (!in_child_expecting ("0.02", "*timed out after 1.2 s waiting for process * to catch "
                                   "signal 2*stopped and waited for*"))
    return;

  sleeper = start_sleeper (G_SUBPROCESS_FLAGS_NONE);
  wait_for_signal_handler (sleeper, SIGINT);
  g_assert_not_reached ();
}

static void
test_hang_up_time_out (void)
{
  g_autoptr(GSubprocess) sleeper = NULL;

  if (!in_child_expecting ("0.04", "*timed out after 1.2 s waiting for the child to end after "
                                   "the hang-up*stopped and waited for*"))
    return;

  sleeper = start_sleeper (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  finish_after_hang_up (sleeper);
  g_assert_not_reached ();
}

/* The multiplier, and what is not one. */
static void
test_multiplier (void)
{
  static const struct
  {
    const char *text;
    double      multiplier;
  } cases[] = {
    { NULL, 1 }, { "3", 3 }, { "0.5", 0.5 }, { "0", 1 }, { "-2", 1 }, { "x", 1 },
    { "3x", 1 }, { "", 1 }, { "nan", 1 }, { "inf", 1 },
  };

  if (!g_test_subprocess ())
    {
      /* The environment is changed in a process of its own. */
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      if (cases[i].text == NULL)
        g_unsetenv ("QUEENS_TEST_TIMEOUT_MULTIPLIER");
      else
        g_setenv ("QUEENS_TEST_TIMEOUT_MULTIPLIER", cases[i].text, TRUE);
      g_assert_cmpfloat (time_limit_multiplier (), ==, cases[i].multiplier);
      g_assert_cmpint (time_limit_us (2), ==, (gint64) (2 * cases[i].multiplier * G_USEC_PER_SEC));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-run/time-out/finish-run", test_finish_run_time_out);
  g_test_add_func ("/cli-run/time-out/signal-handler", test_signal_handler_time_out);
  g_test_add_func ("/cli-run/time-out/hang-up", test_hang_up_time_out);
  g_test_add_func ("/cli-run/multiplier", test_multiplier);

  return g_test_run ();
}
