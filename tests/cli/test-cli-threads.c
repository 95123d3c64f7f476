/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-cli-threads.c: the commands when a worker thread cannot start
 *
 * QUEENS_FAIL_THREAD=K refuses the K-th thread the program starts, as a
 * system out of threads or memory does (`ulimit -v`): --count,
 * --search-stats, --export and --list then exit at once with status 2 and
 * one line saying which thread could not start and why, whichever of
 * their threads it was.  Before, they waited forever, counted on fewer
 * threads than they said, or (--list) called it a negative answer.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-run.h"
#include "scratch-file.h"

/* The program's threads are numbered in the order it starts them. */
static QueensRun *
run_refusing_thread (guint               refused,
                     const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *number = g_strdup_printf ("%u", refused);

  g_subprocess_launcher_setenv (launcher, "QUEENS_FAIL_THREAD", number, TRUE);
  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata,
                                             &error);
  g_assert_no_error (error);
  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

/* Status 2, nothing on stdout, one line: "queens: --OPTION: cannot start
 * a worker thread: REASON (QUEENS_FAIL_THREAD=K)". */
static void
assert_refused (QueensRun  *run,
                const char *option,
                guint       refused)
{
  g_autofree char *start = g_strdup_printf ("queens: %s: cannot start a worker thread: ",
                                            option);
  g_autofree char *end = g_strdup_printf (" (QUEENS_FAIL_THREAD=%u)\n", refused);

  g_test_message ("%s", run->err);
  assert_failure (run, 2, NULL);
  g_assert_true (g_str_has_prefix (run->err, start));
  g_assert_true (g_str_has_suffix (run->err, end));
}

/* The command's own worker (1), then the counter's first thread (2). */
static void
test_count (void)
{
  for (guint refused = 1; refused <= 2; refused++)
    {
      g_autoptr(QueensRun) run = run_refusing_thread (refused, (const char * const []) {
                                                        "--count", "12", NULL });

      assert_refused (run, "--count", refused);
    }
}

/* The part and the checkpoint do not change it, and the checkpoint is
 * kept for the next run. */
static void
test_count_checkpoint (void)
{
  g_autofree char *path = scratch_path ("n12.checkpoint");
  g_autoptr(QueensRun) run = run_refusing_thread (2, (const char * const []) {
                                                    "--count", "12", "--part", "1/2",
                                                    "--checkpoint", path, NULL });
  g_autoptr(QueensRun) again = NULL;

  assert_refused (run, "--count", 2);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  again = run_queens ("--count", "12", "--part", "1/2", "--checkpoint", path);
  g_assert_cmpint (again->status, ==, 0);
  g_assert_cmpstr (again->err, ==, "");
  g_assert_true (g_str_has_prefix (again->out, "n=12 part=1/2 "));
  remove_scratch (path);
}

/* The command's worker (1), then the one helper per further processor
 * (2), which a single core does not start. */
static void
test_search_stats (void)
{
  guint last = g_get_num_processors () > 1 ? 2 : 1;

  for (guint refused = 1; refused <= last; refused++)
    {
      g_autoptr(QueensRun) run = run_refusing_thread (refused, (const char * const []) {
                                                        "--search-stats", "10", "--method",
                                                        "backtracking", NULL });

      assert_refused (run, "--search-stats", refused);
    }
}

/* A board as given starts only the writer (1); a solution is picked by
 * the enumeration's threads first (1), the writer coming after them.
 * Either way no file appears. */
static void
test_export (void)
{
  static const struct
  {
    const char *args[6];
  } cases[] = {
    { { "--export", "board.png", "--board", "2 . 5 . 1", NULL } },
    { { "--export", "board.svg", "--n", "8", NULL } },
  };
  g_autofree char *path = scratch_path ("board.png");
  g_autofree char *folder = g_path_get_dirname (path);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *target = g_build_filename (folder, cases[i].args[1], NULL);
      const char *args[G_N_ELEMENTS (cases[i].args)];
      g_autoptr(QueensRun) run = NULL;

      memcpy (args, cases[i].args, sizeof args);
      args[1] = target;
      run = run_refusing_thread (1, args);
      assert_refused (run, "--export", 1);
      g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
    }

  remove_scratch (path);
}

/* A search that could not run found nothing, and says so as a failure,
 * not as "no solution" (status 1). */
static void
test_list (void)
{
  for (guint refused = 1; refused <= 2; refused++)
    {
      g_autoptr(QueensRun) run = run_refusing_thread (refused, (const char * const []) {
                                                        "--list", "10", NULL });

      assert_refused (run, "--list", refused);
    }
}

/* Past the threads a command starts, the refusal never comes. */
static void
test_unrefused (void)
{
  g_autoptr(QueensRun) run = run_refusing_thread (1000, (const char * const []) {
                                                    "--count", "10", NULL });

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_true (g_str_has_prefix (run->out, "n=10 solutions=724 unique=92 "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/threads/count", test_count);
  g_test_add_func ("/cli/threads/count-checkpoint", test_count_checkpoint);
  g_test_add_func ("/cli/threads/search-stats", test_search_stats);
  g_test_add_func ("/cli/threads/export", test_export);
  g_test_add_func ("/cli/threads/list", test_list);
  g_test_add_func ("/cli/threads/unrefused", test_unrefused);

  return g_test_run ();
}
