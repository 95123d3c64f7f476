/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-cli-checkpoint.c: --count N --checkpoint FILE through the real program
 *
 * A count interrupted by SIGINT once its checkpoint holds finished work
 * stops with status 130 and keeps that work; the same command then prints
 * the line a full count prints.  A checkpoint of another count, a damaged
 * one, one with made-up figures, one that is not a regular file and one
 * that cannot be written are refused with status 2 and left as they are.
 * Saving never shows a second name in the folder, even to a process
 * killed half-way, and a checkpoint that is a symbolic link stays one.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>

#include "checkpoint-forge.h"
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
  {
    g_autofree char *contents = NULL;

    /* Seventeen is counted by joining half boards, in the second format. */
    g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
    g_assert_true (g_str_has_prefix (contents, "queens count checkpoint 2\nn=17 part=1/1 method=join "));
  }
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
  {
    g_autoptr(QueensRun) empty = run_queens ("--count", "9", "--checkpoint", "");

    assert_failure (empty, 2, "--checkpoint needs a file name");
  }
  alone = run_queens ("--checkpoint", path);
  assert_failure (alone, 2, "works only together with --count N");

  remove_scratch (path);
}

/* Runs --count @n with the checkpoint @contents in @path: refused with
 * status 2 naming @needle, and the file left byte for byte. */
static void
assert_refused_as_is (const char *path,
                      const char *n,
                      const char *contents,
                      const char *needle)
{
  g_autoptr(QueensRun) run = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  run = run_queens ("--count", n, "--checkpoint", path);
  g_test_message ("%s", run->err);
  assert_failure (run, 2, needle);
  g_assert_true (g_file_get_contents (path, &after, NULL, &error));
  g_assert_cmpstr (after, ==, contents);
}

static char *
finished_checkpoint (const char *path,
                     const char *n)
{
  g_autoptr(QueensRun) first = run_queens ("--count", n, "--checkpoint", path);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_cmpint (first->status, ==, 0);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  return contents;
}

/* A checkpoint for another task list is refused before anything is
 * saved: it was once rewritten first. */
static void
test_refused_unchanged (void)
{
  g_autofree char *path = scratch_path ("n9.checkpoint");
  g_autofree char *saved = finished_checkpoint (path, "9");
  g_autofree char *more_tasks = NULL;
  g_autofree char *other_list = NULL;
  guint n_tasks = 0;

  tasks_done (path, &n_tasks);
  more_tasks = g_strdup_printf ("tasks=%u done=0", n_tasks + 1);
  g_assert_cmpuint (n_tasks, >, 8);

  /* Nothing done yet, made for one task more than --count 9 has, with
   * its seconds as a person would write them: a save would say "0.500". */
  {
    g_autoptr(GString) zeros = g_string_new (NULL);
    g_autofree char *body = NULL;

    for (guint i = 0; i < (n_tasks + 1 + 7) / 8; i++)
      g_string_append (zeros, "00");
    body = g_strdup_printf ("queens count checkpoint 2\n"
                            "n=9 part=1/1 method=search %s\n"
                            "solutions=0 quarter_turn_fixed=0 half_turn_fixed=0 "
                            "seconds=0.5\n"
                            "finished=%s\n"
                            "sha256=\n",
                            more_tasks, zeros->str);
    other_list = checkpoint_reseal (body);
  }
  assert_refused_as_is (path, "9", other_list, "made for a count of");

  remove_scratch (path);
}

/* A checkpoint of the first format, sound in itself, is refused by name:
 * its tasks were another split of the work, and reading it as today's
 * would count wrong. */
static void
test_old_format (void)
{
  g_autofree char *path = scratch_path ("n13.checkpoint");
  g_autofree char *saved = finished_checkpoint (path, "13");
  g_autofree char *unversioned = checkpoint_forge (saved, " method=join", "");
  g_autofree char *old = checkpoint_forge (unversioned, "checkpoint 2\n", "checkpoint 1\n");

  g_assert_nonnull (strstr (saved, " method=join "));
  assert_refused_as_is (path, "13", old, "earlier version of Queens");
  assert_refused_as_is (path, "13", unversioned, "damaged");
  remove_scratch (path);
}

/* The join's checkpoint with too little memory to join: the count would
 * search, over other tasks, and says to give the same memory. */
static void
test_other_method (void)
{
  g_autofree char *path = scratch_path ("n14.checkpoint");
  g_autofree char *saved = finished_checkpoint (path, "14");
  g_autoptr(QueensRun) run = run_queens ("--count", "14", "--memory", "1K",
                                         "--checkpoint", path);
  g_autoptr(QueensRun) searched = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  assert_failure (run, 2, "--memory");
  g_assert_true (g_file_get_contents (path, &after, NULL, &error));
  g_assert_cmpstr (after, ==, saved);

  /* Without a checkpoint, the same memory counts by the search. */
  searched = run_queens ("--count", "14", "--memory", "1K");
  g_assert_cmpint (searched->status, ==, 0);
  g_assert_true (g_str_has_prefix (searched->out, "n=14 solutions=365596 unique=45752 "));
  remove_scratch (path);
}

static void
test_forged (void)
{
  g_autofree char *path = scratch_path ("n10.checkpoint");
  g_autofree char *saved = finished_checkpoint (path, "10");
  g_autofree char *more = checkpoint_forge (saved, "solutions=724 ", "solutions=732 ");
  g_autofree char *fewer = checkpoint_forge (saved, "solutions=724 ", "solutions=716 ");
  g_autofree char *huge = checkpoint_forge (saved, "solutions=724 ", "solutions=18446744073709551615 ");
  g_autofree char *quarter = checkpoint_forge (saved, "quarter_turn_fixed=0 ", "quarter_turn_fixed=4 ");
  g_autofree char *half = checkpoint_forge (saved, "half_turn_fixed=12 ", "half_turn_fixed=800 ");
  g_autofree char *seconds = checkpoint_forge (saved, " seconds=", " seconds=1e308");
  g_autofree char *hex = NULL;
  g_autofree char *half_done = NULL;
  g_autofree char *half_done_more = NULL;
  g_autoptr(QueensRun) resumed = NULL;

  assert_refused_as_is (path, "10", more, "cannot be right");
  assert_refused_as_is (path, "10", fewer, "the count of N = 10 is 724");
  assert_refused_as_is (path, "10", huge, "more than the count of N = 10, 724");
  assert_refused_as_is (path, "10", quarter, "quarter_turn_fixed=4");
  assert_refused_as_is (path, "10", half, "half_turn_fixed=800 is more than the count of N = 10, 724");
  assert_refused_as_is (path, "10", seconds, "damaged");

  /* A plain figure that is not decimal. */
  {
    const char *at = strstr (saved, " seconds=") + strlen (" seconds=");
    g_autofree char *old = g_strndup (at, strcspn (at, "\n"));
    g_autofree char *old_field = g_strconcat ("seconds=", old, NULL);

    hex = checkpoint_forge (saved, old_field, "seconds=0x1p3");
    assert_refused_as_is (path, "10", hex, "damaged");
  }

  /* Only the first byte of tasks done: nothing said of the total yet but
   * that it is no more than N has; with too many the count would end
   * wrong, so the resumed count is refused at its end. */
  {
    const char *finished = strstr (saved, "finished=") + strlen ("finished=");
    gsize n_hex = strcspn (finished, "\n");
    g_autofree char *old_line = g_strndup (finished - strlen ("finished="),
                                           strlen ("finished=") + n_hex);
    g_autoptr(GString) line = g_string_new ("finished=ff");
    guint n_tasks = 0;
    g_autofree char *old_counts = NULL;
    g_autofree char *new_counts = NULL;
    g_autofree char *step = NULL;

    tasks_done (path, &n_tasks);
    for (gsize i = 2; i < n_hex; i += 2)
      g_string_append (line, "00");
    old_counts = g_strdup_printf ("tasks=%u done=%u", n_tasks, n_tasks);
    new_counts = g_strdup_printf ("tasks=%u done=8", n_tasks);
    step = checkpoint_forge (saved, old_line, line->str);
    half_done = checkpoint_forge (step, old_counts, new_counts);
    half_done_more = checkpoint_forge (half_done, "solutions=724 ", "solutions=300 ");
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (g_file_set_contents (path, half_done_more, -1, &error));
    resumed = run_queens ("--count", "10", "--checkpoint", path);
    g_test_message ("%s", resumed->err);
    assert_failure (resumed, 2, "count comes to");
  }

  remove_scratch (path);
}

/* A FIFO would block the read forever and /dev/zero never end: both are
 * refused before anything is read, and so is a folder. */
static void
test_not_regular (void)
{
  g_autofree char *path = scratch_path ("fifo.checkpoint");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(QueensRun) fifo = NULL;
  g_autoptr(QueensRun) zero = NULL;
  g_autoptr(QueensRun) directory = NULL;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  fifo = run_queens ("--count", "8", "--checkpoint", path);
  assert_failure (fifo, 2, "it is not a regular file");
  zero = run_queens ("--count", "8", "--checkpoint", "/dev/zero");
  assert_failure (zero, 2, "it is not a regular file");
  directory = run_queens ("--count", "8", "--checkpoint", folder);
  assert_failure (directory, 2, "it is a folder");

  remove_scratch (path);
}

/* A checkpoint reached through a symbolic link is written where the link
 * points, and the link stays. */
static void
test_symbolic_link (void)
{
  g_autofree char *path = scratch_path ("real.checkpoint");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *link = g_build_filename (folder, "link.checkpoint", NULL);
  g_autofree char *expected = expected_line_start (11);
  g_autoptr(QueensRun) first = NULL;
  g_autoptr(QueensRun) again = NULL;
  g_autoptr(QueensRun) other = NULL;
  g_autofree char *target = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink ("real.checkpoint", link), ==, 0);
  first = run_queens ("--count", "11", "--checkpoint", link);
  g_assert_cmpint (first->status, ==, 0);
  g_assert_true (g_str_has_prefix (first->out, expected));
  target = g_file_read_link (link, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (target, ==, "real.checkpoint");
  g_assert_cmpuint (tasks_done (path, NULL), >, 0);

  again = run_queens ("--count", "11", "--checkpoint", link);
  g_assert_cmpint (again->status, ==, 0);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));

  /* Refused through the link: both left as they were. */
  g_assert_true (g_file_get_contents (path, &saved, NULL, &error));
  other = run_queens ("--count", "12", "--checkpoint", link);
  assert_failure (other, 2, "belongs to the count of N = 11");
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (path, &after, NULL, &error));
  g_assert_cmpstr (after, ==, saved);

  g_assert_cmpint (g_unlink (link), ==, 0);
  remove_scratch (path);
}

/* How many names besides the checkpoint are in @folder; each must hold a
 * whole checkpoint: a name appears only once its file is complete. */
static guint
count_stray_names (const char *folder,
                   const char *checkpoint_name)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint stray = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (strcmp (name, checkpoint_name) != 0)
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);

        if (!checkpoint_is_whole (path))
          g_error ("%s appeared in the folder before it was a whole checkpoint", name);
        stray++;
      }

  return stray;
}

/* Whether every thread of the process @pid is stopped: a stop reaches
 * the threads one by one, and the first to show it may not be the one
 * saving. */
static gboolean
all_threads_stopped (GPid pid)
{
  g_autofree char *tasks_path = g_strdup_printf ("/proc/%d/task", pid);
  g_autoptr(GDir) tasks = g_dir_open (tasks_path, 0, NULL);
  const char *task;

  g_assert_nonnull (tasks);
  while ((task = g_dir_read_name (tasks)) != NULL)
    {
      g_autofree char *stat_path = g_build_filename (tasks_path, task, "stat", NULL);
      g_autofree char *stat = NULL;
      const char *end;

      /* A thread that ended meanwhile is stopped enough. */
      if (!g_file_get_contents (stat_path, &stat, NULL, NULL))
        continue;
      end = strrchr (stat, ')');
      g_assert_nonnull (end);
      if (end[1] != ' ' || (end[2] != 'T' && end[2] != 't'))
        return FALSE;
    }

  return TRUE;
}

/* Stops the child and waits until all its threads have stopped. */
static void
stop_child (GSubprocess *subprocess)
{
  gint64 deadline = g_get_monotonic_time () + LOOK_LIMIT_SECONDS * G_USEC_PER_SEC;

  g_subprocess_send_signal (subprocess, SIGSTOP);
  while (!all_threads_stopped (get_pid (subprocess)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (1000);
    }
}

/* Saved every millisecond and stopped again and again at whatever moment:
 * only whole files ever have a name in the folder, and SIGKILL leaves
 * nothing but the checkpoint. */
static void
test_no_temporaries (void)
{
  g_autofree char *path = scratch_path ("n18.checkpoint");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr(GPtrArray) argv = build_argv ((const char * const []) {
    "--count", "18", "--checkpoint", path, NULL });
  g_autoptr(GSubprocess) counting = NULL;
  g_autoptr(GError) error = NULL;
  gint64 deadline = g_get_monotonic_time () + LOOK_LIMIT_SECONDS * G_USEC_PER_SEC;
  guint stops = 0;
  guint first_done = 0;

  g_subprocess_launcher_setenv (launcher, "QUEENS_CHECKPOINT_INTERVAL_MS", "1", TRUE);
  counting = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata,
                                           &error);
  g_assert_no_error (error);

  /* Until a hundred stops and a few saves with work in them, then once
   * more until it is stopped with no second name. */
  for (;;)
    {
      guint done = tasks_done (path, NULL);
      guint stray;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      stop_child (counting);
      stops++;
      stray = count_stray_names (folder, "n18.checkpoint");
      if (first_done == 0)
        first_done = done;
      if (stray == 0 && stops >= 100 && first_done > 0 && done >= first_done + 3)
        break;
      g_subprocess_send_signal (counting, SIGCONT);
    }
  g_test_message ("stopped %u times", stops);

  g_subprocess_force_exit (counting);
  g_assert_true (g_subprocess_wait (counting, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_stray_names (folder, "n18.checkpoint"), ==, 0);
  g_assert_true (checkpoint_is_whole (path));

  remove_scratch (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-checkpoint/interrupt-and-resume", test_interrupt_and_resume);
  g_test_add_func ("/cli-checkpoint/refusals", test_refusals);
  g_test_add_func ("/cli-checkpoint/refused-unchanged", test_refused_unchanged);
  g_test_add_func ("/cli-checkpoint/old-format", test_old_format);
  g_test_add_func ("/cli-checkpoint/other-method", test_other_method);
  g_test_add_func ("/cli-checkpoint/forged", test_forged);
  g_test_add_func ("/cli-checkpoint/not-regular", test_not_regular);
  g_test_add_func ("/cli-checkpoint/symbolic-link", test_symbolic_link);
  g_test_add_func ("/cli-checkpoint/no-temporaries", test_no_temporaries);

  return g_test_run ();
}
