/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-cli-progress.c: what a count says on standard error while it runs
 *
 * With --progress and no terminal, a count reports one line when it
 * starts, one every few seconds and one when done; without it, nothing.
 * A count expected to take longer than the threshold (lowered here through
 * QUEENS_LONG_COUNT_SECONDS, so that N = 17 is "long") says so once, with
 * an estimate near the time it then takes, and suggests --part and
 * --checkpoint; under the threshold it says nothing.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "cli-run.h"
#include "known-counts.h"

static QueensRun *
run_with_threshold (const char         *threshold,
                    const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;

  g_subprocess_launcher_setenv (launcher, "QUEENS_LONG_COUNT_SECONDS", threshold, TRUE);
  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata,
                                             &error);
  g_assert_no_error (error);
  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

static void
assert_count_line (const char *out,
                   guint       n)
{
  g_autofree char *expected = g_strdup_printf ("n=%u solutions=%" G_GUINT64_FORMAT
                                               " unique=%" G_GUINT64_FORMAT " seconds=",
                                               n, known_counts_total (n), known_counts_unique (n));

  g_assert_true (g_str_has_prefix (out, expected));
}

/* The seconds= of a count line. */
static double
count_seconds (const char *out)
{
  const char *seconds = strstr (out, "seconds=");

  g_assert_nonnull (seconds);
  return g_ascii_strtod (seconds + strlen ("seconds="), NULL);
}

static void
test_progress_lines (void)
{
  g_autoptr(QueensRun) run = run_queens ("--count", "12", "--progress");
  g_autoptr(GRegex) line = g_regex_new ("^queens: counting n=12: [0-9]+%(, about .+ left)?$",
                                        0, 0, NULL);
  g_auto(GStrv) lines = NULL;
  guint n_lines;

  g_assert_cmpint (run->status, ==, 0);
  assert_count_line (run->out, 12);
  g_test_message ("stderr: %s", run->err);
  g_assert_true (g_str_has_suffix (run->err, "\n"));
  lines = g_strsplit (run->err, "\n", -1);
  n_lines = g_strv_length (lines) - 1;
  g_assert_cmpuint (n_lines, >=, 2);
  for (guint i = 0; i < n_lines; i++)
    g_assert_true (g_regex_match (line, lines[i], 0, NULL));
  g_assert_cmpstr (lines[0], ==, "queens: counting n=12: 0%");
  g_assert_cmpstr (lines[n_lines - 1], ==, "queens: counting n=12: 100%");
}

static void
test_quiet_without_progress (void)
{
  g_autoptr(QueensRun) run = run_queens ("--count", "12");

  g_assert_cmpint (run->status, ==, 0);
  assert_count_line (run->out, 12);
  g_assert_cmpstr (run->err, ==, "");
}

static void
test_long_count_says_so (void)
{
  g_autoptr(QueensRun) run = run_with_threshold ("0", (const char * const []) {
    "--count", "17", "--progress", NULL });
  g_autoptr(GRegex) notice = g_regex_new ("^queens: counting n=17 will take about ([0-9]+) "
                                          "(seconds?|minutes?) on this machine \\(estimated "
                                          "from its first tasks\\); --part K/M shares it among "
                                          "processes or machines, --checkpoint FILE keeps its "
                                          "work if it stops$",
                                          G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *amount = NULL;
  g_autofree char *unit = NULL;
  double estimate, took;

  g_assert_cmpint (run->status, ==, 0);
  assert_count_line (run->out, 17);
  g_test_message ("stderr: %s", run->err);
  g_assert_true (g_regex_match (notice, run->err, 0, &match));
  amount = g_match_info_fetch (match, 1);
  unit = g_match_info_fetch (match, 2);
  estimate = g_ascii_strtod (amount, NULL) * (g_str_has_prefix (unit, "minute") ? 60 : 1);
  took = count_seconds (run->out);
  /* Estimated from the first second of the same run: near what it took. */
  g_test_message ("estimated %.0f s, took %.1f s", estimate, took);
  g_assert_cmpfloat (estimate, >=, took / 3 - 1);
  g_assert_cmpfloat (estimate, <=, took * 3 + 1);
  /* Said once, before the count ends. */
  g_assert_null (strstr (strstr (run->err, "will take about") + 1, "will take about"));
  g_assert_true (strstr (run->err, "will take about") < strstr (run->err, "n=17: 100%"));
}

static void
test_short_count_says_nothing (void)
{
  g_autoptr(QueensRun) run = run_with_threshold ("100000", (const char * const []) {
    "--count", "17", NULL });

  g_assert_cmpint (run->status, ==, 0);
  assert_count_line (run->out, 17);
  g_assert_cmpstr (run->err, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-progress/lines", test_progress_lines);
  g_test_add_func ("/cli-progress/quiet", test_quiet_without_progress);
  g_test_add_func ("/cli-progress/long-count", test_long_count_says_so);
  g_test_add_func ("/cli-progress/short-count", test_short_count_says_nothing);

  return g_test_run ();
}
