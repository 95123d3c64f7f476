/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-cli.c: runs the real queens binary and checks every command
 *
 * Links GLib/GIO (and cairo, to read exported PNG files back) only:
 * answers are verified here by independent code (validity of boards,
 * conflict pairs, the K-th solution) or against the published counts in
 * tests/data/known-counts.txt, never against the core.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cairo.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib-unix.h>

#include "cli-run.h"
#include "known-counts.h"
#include "small-disk.h"
#include "cli-export-cases.h"
#include "cli-export-files-cases.h"
#include "cli-list-cases.h"
#include "cli-search-stats-cases.h"
#include "cli-puzzle-cases.h"
#include "cli-regions-cases.h"

/* ------------------------------------------------------------------ */
/* --count                                                             */
/* ------------------------------------------------------------------ */

static void
test_count_known (void)
{
  g_autoptr(GRegex) regex = g_regex_new ("^n=(\\d+) solutions=(\\d+) unique=(\\d+) seconds=\\d+\\.\\d+\n$",
                                         0, 0, NULL);
  guint n;

  for (n = 1; n <= 12; n++)
    {
      g_autofree char *n_text = g_strdup_printf ("%u", n);
      g_autoptr(QueensRun) run = run_queens ("--count", n_text);
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *shown_n = NULL;
      g_autofree char *total = NULL;
      g_autofree char *unique = NULL;

      g_assert_cmpint (run->status, ==, 0);
      g_assert_cmpstr (run->err, ==, "");
      if (!g_regex_match (regex, run->out, 0, &match))
        g_error ("unexpected --count output: %s", run->out);

      shown_n = g_match_info_fetch (match, 1);
      total = g_match_info_fetch (match, 2);
      unique = g_match_info_fetch (match, 3);
      g_assert_cmpstr (shown_n, ==, n_text);
      g_assert_cmpuint (g_ascii_strtoull (total, NULL, 10), ==,
                        known_counts_total (n));
      g_assert_cmpuint (g_ascii_strtoull (unique, NULL, 10), ==,
                        known_counts_unique (n));
    }
}

/* Ctrl+C (SIGINT) and SIGTERM stop a long count with one line and the
 * status a shell gives a process that the signal killed. */
static void
test_count_interrupt (void)
{
  assert_stops_on_signals ((const char * const []) { "--count", "21", NULL },
                           "queens: counting interrupted\n");
}

static void
block_stop_signals (gpointer user_data)
{
  sigset_t stop_signals;

  sigemptyset (&stop_signals);
  sigaddset (&stop_signals, SIGINT);
  sigaddset (&stop_signals, SIGTERM);
  sigprocmask (SIG_BLOCK, &stop_signals, NULL);
}

/* A signal in the first moments, long before the work starts, still gets
 * its message.  The child starts with the signals blocked and receives
 * one at once: it stays pending until queens has its handler in place,
 * so the test does not depend on timing (and a queens that never unblocks
 * them would count to the end). */
static void
test_count_interrupt_at_start (void)
{
  static const struct
  {
    const char *command[5];
    int         signal_number;
    int         status;
    const char *message;
  } cases[] = {
    { { "--count", "16" }, SIGINT, 130, "queens: counting interrupted\n" },
    { { "--count", "16" }, SIGTERM, 143, "queens: counting interrupted\n" },
    { { "--search-stats", "14", "--method", "backtracking" }, SIGINT, 130, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GSubprocessLauncher) launcher =
        new_launcher (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
      g_autoptr(GPtrArray) argv = build_argv (cases[i].command);
      g_autoptr(GSubprocess) subprocess = NULL;
      g_autoptr(QueensRun) run = NULL;
      g_autoptr(GError) error = NULL;

      g_subprocess_launcher_set_child_setup (launcher, block_stop_signals, NULL, NULL);
      subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata,
                                                 &error);
      g_assert_no_error (error);
      g_subprocess_send_signal (subprocess, cases[i].signal_number);
      run = finish_run (subprocess, RUN_TIMEOUT_SECONDS);
      g_test_message ("%s %s: %d %s", cases[i].command[0], cases[i].command[1], run->status,
                      run->err);
      g_assert_cmpint (run->term_signal, ==, 0);
      g_assert_cmpint (run->status, ==, cases[i].status);
      g_assert_cmpstr (run->out, ==, "");
      if (cases[i].message != NULL)
        g_assert_cmpstr (run->err, ==, cases[i].message);
      else
        assert_one_error_line (run->err);
    }
}

/* ------------------------------------------------------------------ */
/* --solve                                                             */
/* ------------------------------------------------------------------ */

static void
check_solve (guint n)
{
  g_autofree char *n_text = g_strdup_printf ("%u", n);
  g_autoptr(QueensRun) run = NULL;
  g_autofree gint32 *columns = NULL;
  gint64 start = g_get_monotonic_time ();

  run = run_queens ("--solve", n_text);
  if (n >= 1000000)
    g_test_message ("--solve %u: %.2f s including the pipe",
                    n, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  columns = parse_solution_output (run, n);
}

static void
test_solve_valid (void)
{
  static const guint large[] = { 1, 1000, 1000000, 10000000 };
  guint n;
  guint i;

  for (n = 4; n <= 50; n++)
    check_solve (n);
  for (i = 0; i < G_N_ELEMENTS (large); i++)
    check_solve (large[i]);
}

static void
test_solve_none (void)
{
  g_autoptr(QueensRun) two = run_queens ("--solve", "2");
  g_autoptr(QueensRun) three = run_queens ("--solve", "3");

  assert_failure (two, 1, NULL);
  g_assert_cmpstr (two->err, ==, "queens: there is no solution for N = 2\n");
  assert_failure (three, 1, NULL);
  g_assert_cmpstr (three->err, ==, "queens: there is no solution for N = 3\n");
}

/* ------------------------------------------------------------------ */
/* --check                                                             */
/* ------------------------------------------------------------------ */

static void
test_check_solution (void)
{
  g_autoptr(QueensRun) run = run_queens ("--check", "1 5 8 6 3 7 2 4");
  g_autoptr(QueensRun) commas = run_queens ("--check", " 2,4,1,3 ");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==,
                   "8 of 8 queens placed, 0 conflicts: a solution\n");

  g_assert_cmpint (commas->status, ==, 0);
  g_assert_cmpstr (commas->out, ==,
                   "4 of 4 queens placed, 0 conflicts: a solution\n");
}

static void
test_check_partial (void)
{
  g_autoptr(QueensRun) run = run_queens ("--check", "1 5 8 . . . . .");
  g_autoptr(QueensRun) empty = run_queens ("--check", ". . .");

  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==,
                   "3 of 8 queens placed, 0 conflicts: not a solution\n");

  g_assert_cmpint (empty->status, ==, 1);
  g_assert_cmpstr (empty->out, ==,
                   "0 of 3 queens placed, 0 conflicts: not a solution\n");
}

/* Every pair of queens on one line, in (first row, second row) order,
 * each as "r1 c1 r2 c2 kind" with 1-based numbers. */
static GPtrArray *
list_pairs (const gint32 *columns,
            guint         n)
{
  GPtrArray *pairs = g_ptr_array_new_with_free_func (g_free);
  guint first, second;

  for (first = 0; first < n; first++)
    for (second = first + 1; second < n; second++)
      {
        gint64 c1 = columns[first], c2 = columns[second];
        gint64 distance = second - first;
        const char *kind;

        if (c1 < 0 || c2 < 0)
          continue;
        if (c1 == c2)
          kind = "column";
        else if (c2 - c1 == distance)
          kind = "diagonal";
        else if (c1 - c2 == distance)
          kind = "antidiagonal";
        else
          continue;

        g_ptr_array_add (pairs, g_strdup_printf ("%u %d %u %d %s",
                                                 first + 1, (int) c1 + 1,
                                                 second + 1, (int) c2 + 1, kind));
      }

  return pairs;
}

static void
check_conflict_report (const char *board,
                       guint       n)
{
  g_autoptr(QueensRun) run = run_queens ("--check", board);
  g_autoptr(GRegex) regex = g_regex_new ("^conflict: row (\\d+), column (\\d+) and "
                                         "row (\\d+), column (\\d+) share an? (\\S+)$",
                                         0, 0, NULL);
  g_autofree gint32 *columns = g_new (gint32, n);
  g_autoptr(GPtrArray) expected = NULL;
  g_autofree char *summary = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_queens = 0;
  guint i;

  g_assert_cmpuint (parse_board_line (board, columns, n), ==, n);
  expected = list_pairs (columns, n);
  g_assert_cmpuint (expected->len, >, 0);
  for (i = 0; i < n; i++)
    n_queens += columns[i] >= 0;

  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, expected->len + 1);

  for (i = 0; i < expected->len; i++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *row1 = NULL, *column1 = NULL, *row2 = NULL, *column2 = NULL, *kind = NULL;
      g_autofree char *pair = NULL;

      if (!g_regex_match (regex, lines[i], 0, &match))
        g_error ("unexpected conflict line: %s", lines[i]);
      row1 = g_match_info_fetch (match, 1);
      column1 = g_match_info_fetch (match, 2);
      row2 = g_match_info_fetch (match, 3);
      column2 = g_match_info_fetch (match, 4);
      kind = g_match_info_fetch (match, 5);
      pair = g_strdup_printf ("%s %s %s %s %s", row1, column1, row2, column2, kind);
      g_assert_cmpstr (pair, ==, g_ptr_array_index (expected, i));
    }

  summary = g_strdup_printf ("%u of %u queens placed, %u conflict%s: not a solution",
                             n_queens, n, expected->len, expected->len == 1 ? "" : "s");
  g_assert_cmpstr (lines[expected->len], ==, summary);
}

static void
test_check_conflicts (void)
{
  g_autoptr(QueensRun) named = run_queens ("--check", "1 . 3 . . . . .");

  /* The readable form: squares named by row and column, as the text
   * form counts them (no chess names: the command line has no settings). */
  g_assert_cmpint (named->status, ==, 1);
  g_assert_cmpstr (named->out, ==,
                   "conflict: row 1, column 1 and row 3, column 3 share a diagonal\n"
                   "2 of 8 queens placed, 1 conflict: not a solution\n");

  check_conflict_report ("1 3 5 2 4 . 1 8", 8);
  check_conflict_report ("1 1 1 1", 4);
  check_conflict_report ("4 3 2 1", 4);
  check_conflict_report ("1 2 3 4 5 6 7 8 9 10 11 12", 12);
  check_conflict_report ("3 1 4 1 5 9 2 6 5 3 5 8 9 7 9 3", 16);
}

/* Past the listing limit the pairs are summed up instead of listed. */
static void
test_check_many_conflicts (void)
{
  g_autoptr(GString) board = g_string_new (NULL);
  g_autoptr(QueensRun) run = NULL;
  g_auto(GStrv) lines = NULL;
  guint i;

  for (i = 0; i < 1000; i++)
    g_string_append (board, i == 0 ? "1" : " 1");
  run = run_queens ("--check", board->str);

  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_nonnull (strstr (lines[0], "499500"));
  g_assert_cmpstr (lines[1], ==, "1000 of 1000 queens placed, 499500 conflicts: not a solution");
}

static void
test_check_malformed (void)
{
  g_autoptr(QueensRun) token = run_queens ("--check", "1 x 3");
  g_autoptr(QueensRun) range = run_queens ("--check", "1 . 9 .");
  g_autoptr(QueensRun) empty = run_queens ("--check", "  ");

  assert_failure (token, 2, "\"x\"");
  g_assert_true (g_str_has_prefix (token->err, "queens: --check: "));
  assert_failure (range, 2, "9");
  g_assert_true (g_str_has_prefix (range->err, "queens: --check: "));
  assert_failure (empty, 2, "--check");
}

/* ------------------------------------------------------------------ */
/* --complete                                                          */
/* ------------------------------------------------------------------ */

static void
check_completion (const char *board,
                  guint       n)
{
  g_autoptr(QueensRun) run = run_queens ("--complete", board);
  g_autofree gint32 *given = g_new (gint32, n);
  g_autofree gint32 *columns = NULL;
  guint row;

  g_assert_cmpuint (parse_board_line (board, given, n), ==, n);
  columns = parse_solution_output (run, n);
  for (row = 0; row < n; row++)
    if (given[row] >= 0)
      g_assert_cmpint (columns[row], ==, given[row]);
}

static void
test_complete_found (void)
{
  check_completion ("1 . . . . . . .", 8);
  check_completion (". . . . . . . 4", 8);
  check_completion (".", 1);
  check_completion ("1 3 5 8 . . . . . . . .", 12);
  check_completion (". . . . 4 . . . . . . . . . . . . . . 13", 20);
}

/* Pins taken from a constructed solution, so one surely exists. */
static void
test_complete_large (void)
{
  const guint n = 200;
  g_autoptr(QueensRun) solved = run_queens ("--solve", "200");
  g_autofree gint32 *solution = parse_solution_output (solved, n);
  g_autoptr(GString) board = g_string_new (NULL);
  guint row;

  for (row = 0; row < n; row++)
    {
      if (row > 0)
        g_string_append_c (board, ' ');
      if (row % 40 == 7)
        g_string_append_printf (board, "%d", solution[row] + 1);
      else
        g_string_append_c (board, '.');
    }

  check_completion (board->str, n);
}

static void
test_complete_impossible (void)
{
  g_autoptr(QueensRun) corner = run_queens ("--complete", "1 . . .");
  g_autoptr(QueensRun) two = run_queens ("--complete", ". .");

  assert_failure (corner, 1, NULL);
  g_assert_cmpstr (corner->err, ==, "queens: no solution keeps these queens\n");
  assert_failure (two, 1, NULL);
  g_assert_cmpstr (two->err, ==, "queens: no solution keeps these queens\n");
}

/* N = 33 is past the exhaustive search: local search with the queens of
 * rows 1-17 pinned to the odd columns runs out of steps, and says how
 * many it had. */
static void
test_complete_gives_up (void)
{
  g_autoptr(GString) board = g_string_new (NULL);
  g_autoptr(QueensRun) run = NULL;
  g_autoptr(GRegex) message = g_regex_new ("^queens: no solution found within [1-9][0-9,]* "
                                           "(search )?steps\n$", 0, 0, NULL);

  for (guint row = 0; row < 33; row++)
    {
      if (row > 0)
        g_string_append_c (board, ' ');
      if (row < 17)
        g_string_append_printf (board, "%u", 2 * row + 1);
      else
        g_string_append_c (board, '.');
    }

  run = run_queens ("--complete", board->str);
  assert_failure (run, 1, NULL);
  if (!g_regex_match (message, run->err, 0, NULL))
    g_error ("unexpected message: %s", run->err);
}

static void
test_complete_conflicting (void)
{
  g_autoptr(QueensRun) diagonal = run_queens ("--complete", "1 . 3 . . . . .");
  g_autoptr(QueensRun) column = run_queens ("--complete", ". 2 . . 2 . . . 7 7");

  assert_failure (diagonal, 2, NULL);
  g_assert_cmpstr (diagonal->err, ==,
                   "queens: --complete: the given queens conflict: "
                   "row 1, column 1 and row 3, column 3 share a diagonal\n");

  /* The first pair in row order is named. */
  assert_failure (column, 2, "row 2, column 2 and ");
  g_assert_nonnull (strstr (column->err, "row 5, column 2 share a column"));
}

static void
test_complete_malformed (void)
{
  g_autoptr(QueensRun) token = run_queens ("--complete", "1 . ? .");
  g_autoptr(QueensRun) empty = run_queens ("--complete", "");

  assert_failure (token, 2, "\"?\"");
  g_assert_true (g_str_has_prefix (token->err, "queens: --complete: "));
  assert_failure (empty, 2, "--complete");
}

/* ------------------------------------------------------------------ */
/* Bad input and the rest                                              */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char *args[6];
  const char *named;  /* the bad value, as the message must show it */
} BadInput;

static const BadInput bad_inputs[] = {
  /* GLib would take a flag's "=value" and drop it: on instead of off. */
  { { "--solve", "4", "--fundamental=no" }, "\"--fundamental=no\": --fundamental takes no value" },
  { { "--count", "6", "--progress=no" }, "--progress takes no value" },
  { { "--sum", "--sum=x" }, "--sum takes no value" },
  { { "--version=1" }, "--version takes no value" },
  { { "--help=1" }, "--help takes no value" },
  { { "--help-all=yes" }, "--help-all takes no value" },
  { { "--export", "x.png", "--coordinates=0" }, "--coordinates takes no value" },
  { { "--help-foo" }, "unknown option \"--help-foo\"" },
  { { "--count", "abc" }, "--count: \"abc\" is not a whole number from 1 to 32" },
  { { "--count", "" }, "\"\"" },
  { { "--count", "+1" }, "\"+1\"" },
  { { "--count", "-1" }, "\"-1\"" },
  { { "--count", " 8" }, "\" 8\"" },
  { { "--count", "8x" }, "\"8x\"" },
  { { "--count", "1e3" }, "\"1e3\"" },
  { { "--count", "0x10" }, "\"0x10\"" },
  { { "--count", "8.0" }, "\"8.0\"" },
  { { "--count", "1\n2" }, "\"1\\n2\"" },
  { { "--count", "\xff" }, "\\xff" },
  { { "--count", "\xc3\xa9" }, "\"\xc3\xa9\"" },
  { { "--count", "0" }, "--count: 0 is outside 1..32" },
  { { "--count", "40" }, "--count: 40 is outside 1..32" },
  { { "--count", "18446744073709551616" }, "18446744073709551616" },
  { { "--count", "99999999999999999999999999" }, "99999999999999999999999999" },
  { { "--count=" }, "\"\"" },
  { { "--list", "0" }, "0 is outside 1..32" },
  { { "--list", "33" }, "33 is outside 1..32" },
  { { "--list", "eight" }, "\"eight\"" },
  { { "--list", "8", "--limit", "0" }, "--limit: 0" },
  { { "--list", "8", "--limit", "-5" }, "\"-5\"" },
  { { "--list", "8", "--limit", "many" }, "\"many\"" },
  { { "--list", "8", "--limit", "99999999999999999999999" }, "99999999999999999999999" },
  { { "--limit", "5" }, "--limit" },
  { { "--count", "8", "--limit", "5" }, "--limit" },
  { { "--keep", "1 . . ." }, "--keep \"1 . . .\" works only together with --list N" },
  { { "--count", "4", "--keep", "1 . . ." }, "--keep" },
  { { "--list", "4", "--keep", "1 x . ." }, "\"x\"" },
  { { "--list", "4", "--keep", "" }, "--keep" },
  { { "--list", "4", "--keep" }, "--keep" },
  { { "--solve", "0" }, "0 is outside 1..10000000" },
  { { "--solve", "10000001" }, "10000001 is outside 1..10000000" },
  { { "--solve", "ten" }, "\"ten\"" },
  { { "--check", "" }, "--check" },
  { { "--check", "1 x 3" }, "\"x\"" },
  { { "--check", "1 -2 3" }, "-2" },
  { { "--check", "+3 . ." }, "+3" },
  { { "--check", "1e3 . ." }, "1e3" },
  { { "--complete", "1 x 3" }, "\"x\"" },
  { { "--complete", "" }, "--complete" },
  { { "--n", "0" }, "0 is outside 1..100000" },
  { { "--n", "100001" }, "100001 is outside 1..100000" },
  { { "--n", "big" }, "\"big\"" },
  { { "--bogus" }, "--bogus" },
  { { "--count", "8", "--frobnicate=3" }, "--frobnicate" },
  { { "-x" }, "-x" },
  { { "--count" }, "--count" },
  { { "--list", "8", "--limit" }, "--limit" },
  { { "--check" }, "--check" },
  { { "foo" }, "foo" },
  { { "--count", "8", "extra" }, "extra" },
  { { "--", "--count", "8" }, "\"--count\"" },
  { { "--count", "8", "--list", "8" }, "--list" },
  { { "--solve", "8", "--check", "1" }, "--check" },
  { { "--n", "8", "--count", "8" }, "--n" },
  { { "--count", "8", "--count", "9" }, "--count" },
};

static void
test_bad_input (void)
{
  guint i;

  for (i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autoptr(QueensRun) run = run_queensv (bad_inputs[i].args);
      g_autofree char *joined = g_strjoinv (" ", (char **) bad_inputs[i].args);
      g_autofree char *command = g_strescape (joined, NULL);
      g_autofree char *message = g_strchomp (g_strdup (run->err));

      g_test_message ("queens %s -> %s", command, message);
      assert_failure (run, 2, bad_inputs[i].named);
    }
}

static void
test_help (void)
{
  static const char *options[] = {
    "--count", "--list", "--limit", "--keep", "--solve", "--check", "--complete",
    "--search-stats", "--method", "--n",
    "--count", "--list", "--limit", "--solve", "--check", "--complete", "--puzzle",
    "--seed", "--difficulty", "--region-puzzle", "--date", "--solve-regions", "--explain", "--n",
    "--export", "--solution", "--fundamental", "--board", "--size", "--coordinates",
    "--version"
  };
  g_autoptr(QueensRun) run = run_queens ("--help");
  const char *out = run->out;
  guint i;

  g_assert_cmpint (run->status, ==, 0);
  for (i = 0; i < G_N_ELEMENTS (options); i++)
    g_assert_nonnull (strstr (out, options[i]));
  g_assert_nonnull (strstr (out, "1 to 32"));
  g_assert_nonnull (strstr (out, "130"));
  g_assert_nonnull (strstr (out, "143"));
  g_assert_nonnull (strstr (out, "standard output"));
  g_assert_nonnull (strstr (out, "| head"));
  g_assert_nonnull (strstr (out, "16 to 16384"));
  g_assert_nonnull (strstr (out, "up to 32"));
}

/* Runs queens with standard output on @path (such as /dev/full). */
static QueensRun *
run_with_stdout_on (const char         *path,
                    const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = new_launcher (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;

  g_subprocess_launcher_set_stdout_file_path (launcher, path);
  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

/* A failed write to standard output is reported once, with exit status
 * 2 (a file that cannot be written), whichever command wrote and
 * whatever its answer would have been. */
static void
test_output_failure (void)
{
  static const char *commands[][5] = {
    { "--count", "8" },
    { "--list", "10" },
    { "--list", "8", "--limit", "3" },
    { "--solve", "100" },
    { "--solve", "10000000" },
    { "--check", "1 5 8 6 3 7 2 4" },
    { "--check", "1 1 1" },
    { "--complete", "1 . . . . . . ." },
    { "--puzzle", "8", "--seed", "1" },
    { "--region-puzzle", "8", "--seed", "1" },
    { "--help" },
    { "--help-all" },
    { "--version" },
  };

  g_assert_true (g_file_test ("/dev/full", G_FILE_TEST_EXISTS));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(QueensRun) run = run_with_stdout_on ("/dev/full", commands[i]);
      g_autofree char *joined = g_strjoinv (" ", (char **) commands[i]);

      g_test_message ("queens %s > /dev/full -> %d: %s", joined, run->status, run->err);
      g_assert_cmpint (run->term_signal, ==, 0);
      g_assert_cmpint (run->status, ==, 2);
      g_assert_cmpstr (run->err, ==,
                       "queens: cannot write to standard output: No space left on device\n");
    }
}

/* Standard output closed at start: GLib's first descriptor would take
 * number 1 and swallow the answer, so every command refuses instead. */
static void
close_standard_output (gpointer user_data)
{
  close (STDOUT_FILENO);
}

static void
test_output_closed (void)
{
  static const char *commands[][4] = {
    { "--solve", "4" },
    { "--count", "6" },
    { "--list", "6" },
    { "--check", "2 4 1 3" },
    { "--help" },
    { "--version" },
    { "--export", "never-written.png" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(GSubprocessLauncher) launcher = new_launcher (G_SUBPROCESS_FLAGS_STDERR_PIPE);
      g_autoptr(GPtrArray) argv = build_argv (commands[i]);
      g_autoptr(GSubprocess) subprocess = NULL;
      g_autoptr(QueensRun) run = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *joined = g_strjoinv (" ", (char **) commands[i]);

      g_subprocess_launcher_set_child_setup (launcher, close_standard_output, NULL, NULL);
      subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata,
                                                 &error);
      g_assert_no_error (error);
      run = finish_run (subprocess, RUN_TIMEOUT_SECONDS);
      g_test_message ("queens %s >&- -> %d: %s", joined, run->status, run->err);
      assert_failure (run, 2, "standard output is closed");
    }
  g_assert_false (g_file_test ("never-written.png", G_FILE_TEST_EXISTS));
}

/* A reader that stops early (| head) ends any output at once and quietly,
 * with the status the command had. */
static void
test_output_closed_pipe (void)
{
  g_autoptr(GString) conflicts = g_string_new ("1");
  const char *commands[][3] = {
    { "--solve", "10000000" },
    { "--check", NULL },
  };
  static const int statuses[] = { 0, 1 };

  /* Nearly the 100,000 conflicts that are listed one by one, a line
   * each: megabytes of output. */
  for (guint i = 1; i < 447; i++)
    g_string_append (conflicts, " 1");
  commands[1][1] = conflicts->str;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(GSubprocess) subprocess = spawn_queens (commands[i]);
      g_autofree char *first = read_then_hang_up (subprocess, 16);
      g_autoptr(QueensRun) run = finish_after_hang_up (subprocess);

      /* The answer had begun: a solution's columns, or a conflict. */
      g_assert_true (g_ascii_isdigit (first[0]) || g_str_has_prefix (first, "conflict: "));
      g_assert_cmpint (run->term_signal, ==, 0);
      g_assert_cmpint (run->status, ==, statuses[i]);
      g_assert_cmpstr (run->err, ==, "");
    }
}

static void
test_version (void)
{
  g_autoptr(QueensRun) run = run_queens ("--version");
  g_autoptr(QueensRun) together = run_queens ("--version", "--count", "8");

  /* No display is needed: the launcher takes it away. */
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==, "queens " PACKAGE_VERSION "\n");

  assert_failure (together, 2, "cannot be used together");
}

/* ------------------------------------------------------------------ */
/* Terminals and displays                                              */
/* ------------------------------------------------------------------ */

/* Long enough (seconds) for several progress updates, 100 ms apart. */
#define PROGRESS_COUNT_N "17"

/* What a terminal shows after @text: carriage returns go back to the
 * start of the line, other characters overwrite, newlines open a line. */
static GStrv
render_terminal (const char *text)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) line = g_string_new (NULL);
  gsize column = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\r')
        column = 0;
      else if (*p == '\n')
        {
          g_ptr_array_add (lines, g_strdup (line->str));
          g_string_truncate (line, 0);
          column = 0;
        }
      else
        {
          if (column < line->len)
            line->str[column] = *p;
          else
            g_string_append_c (line, *p);
          column++;
        }
    }
  g_ptr_array_add (lines, g_strdup (line->str));
  g_ptr_array_add (lines, NULL);
  return (GStrv) g_ptr_array_steal (lines, NULL);
}

/* On a terminal --count shows its progress on stderr and wipes it before
 * the answer, which stays alone on its line; with stderr not a terminal
 * nothing at all goes there. */
static void
test_count_progress_on_terminal (void)
{
  const char * const args[] = { "--count", PROGRESS_COUNT_N, NULL };
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_auto(GStrv) environment = child_environment ();
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *before_answer = NULL;
  const char *answer;
  g_auto(GStrv) screen = NULL;
  g_autoptr(QueensRun) piped = NULL;
  int controller, terminal;
  int wait_status = 0;
  guint n_lines;
  GPid pid;

  /* stdout and stderr on one terminal, as in an interactive shell. */
  g_assert_cmpint (openpty (&controller, &terminal, NULL, NULL, NULL), ==, 0);
  g_spawn_async_with_fds (NULL, (char **) argv->pdata, environment,
                          G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                          -1, terminal, terminal, &error);
  g_assert_no_error (error);
  close (terminal);

  shown = read_to_end (controller);
  while (waitpid (pid, &wait_status, 0) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_spawn_close_pid (pid);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 0);

  /* Progress was shown... */
  g_assert_nonnull (strstr (shown, "counting n=" PROGRESS_COUNT_N ": "));
  g_assert_nonnull (strstr (shown, "%"));

  /* ... and wiped before the answer: up to there the line shows only
   * blanks, with the cursor back at its start... */
  answer = strstr (shown, "n=" PROGRESS_COUNT_N " solutions=");
  g_assert_nonnull (answer);
  before_answer = g_strndup (shown, answer - shown);
  g_assert_true (g_str_has_suffix (before_answer, "\r"));
  screen = render_terminal (before_answer);
  n_lines = g_strv_length (screen);
  g_assert_cmpuint (n_lines, ==, 1);
  g_assert_cmpuint (strspn (screen[0], " "), ==, strlen (screen[0]));
  g_clear_pointer (&screen, g_strfreev);

  /* ... so that the answer ends up alone on its line. */
  screen = render_terminal (shown);
  g_assert_cmpuint (g_strv_length (screen), ==, 2);
  g_assert_true (g_str_has_prefix (screen[0], "n=" PROGRESS_COUNT_N " solutions="));
  g_assert_cmpstr (screen[1], ==, "");

  piped = run_queensv (args);
  g_assert_cmpint (piped->status, ==, 0);
  g_assert_cmpstr (piped->err, ==, "");
  g_assert_true (g_str_has_prefix (piped->out, "n=" PROGRESS_COUNT_N " solutions="));
}

/* The window needs a display: without one the binary says so in one line
 * of its own and points to --help, instead of GTK's warning.  The
 * commands need none. */
static void
test_no_display (void)
{
  g_autoptr(QueensRun) window = run_queens ("--n", "8");
  g_autoptr(QueensRun) bare = run_queensv ((const char * const []) { NULL });
  g_autoptr(QueensRun) count = run_queens ("--count", "8");

  assert_failure (window, 1, "display");
  g_assert_nonnull (strstr (window->err, "queens --help"));
  g_assert_null (strstr (window->err, "Gtk"));

  assert_failure (bare, 1, "display");
  g_assert_cmpstr (bare->err, ==, window->err);

  g_assert_cmpint (count->status, ==, 0);
  g_assert_cmpstr (count->err, ==, "");
}

/* The 64 KiB tmpfs for the export tests, or NULL and why not. */
static char *small_disk;
static char *small_disk_reason;

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  /* Before anything can start a thread: unshare() gives only the calling
   * thread a new mount namespace. */
  if (!g_test_subprocess ())
    small_disk = small_disk_mount (&small_disk_reason);
  else
    small_disk_reason = g_strdup ("not mounted in a test's child process");

  g_test_add_func ("/cli/count/known", test_count_known);
  g_test_add_func ("/cli/count/interrupt", test_count_interrupt);
  g_test_add_func ("/cli/count/interrupt-at-start", test_count_interrupt_at_start);
  test_cli_list_add_tests ();
  g_test_add_func ("/cli/count/progress-on-terminal", test_count_progress_on_terminal);
  g_test_add_func ("/cli/no-display", test_no_display);
  g_test_add_func ("/cli/solve/valid", test_solve_valid);
  g_test_add_func ("/cli/solve/none", test_solve_none);
  g_test_add_func ("/cli/check/solution", test_check_solution);
  g_test_add_func ("/cli/check/partial", test_check_partial);
  g_test_add_func ("/cli/check/conflicts", test_check_conflicts);
  g_test_add_func ("/cli/check/many-conflicts", test_check_many_conflicts);
  g_test_add_func ("/cli/check/malformed", test_check_malformed);
  g_test_add_func ("/cli/complete/found", test_complete_found);
  g_test_add_func ("/cli/complete/large", test_complete_large);
  g_test_add_func ("/cli/complete/impossible", test_complete_impossible);
  g_test_add_func ("/cli/complete/gives-up", test_complete_gives_up);
  g_test_add_func ("/cli/complete/conflicting", test_complete_conflicting);
  g_test_add_func ("/cli/complete/malformed", test_complete_malformed);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/output/failure", test_output_failure);
  g_test_add_func ("/cli/output/closed-pipe", test_output_closed_pipe);
  g_test_add_func ("/cli/output/closed", test_output_closed);
  g_test_add_func ("/cli/version", test_version);
  test_cli_export_add_tests ();
  test_cli_export_files_add_tests (small_disk, small_disk_reason);
  test_cli_search_stats_add_tests ();
  test_cli_puzzle_add_tests ();
  test_cli_regions_add_tests ();

  status = g_test_run ();

  if (small_disk != NULL)
    small_disk_unmount (small_disk);
  g_clear_pointer (&small_disk, g_free);
  g_clear_pointer (&small_disk_reason, g_free);

  return status;
}
