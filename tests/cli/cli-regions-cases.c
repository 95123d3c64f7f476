/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-regions-cases.c: queens --region-puzzle N and --solve-regions FILE
 *
 * Printed grids are read and checked here by the tests' own brute force
 * (region-brute-force.c): exactly one answer, regions in one piece; the
 * answers --solve-regions prints are the brute force's, in its order.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"
#include "region-brute-force.h"
#include "scratch-file.h"
#include "cli-regions-cases.h"

#define MAX_N 26

/* A puzzle run's grid, after checking its shape: status 0, nothing on
 * stderr, @n lines of @n letters, one answer, connected regions. */
static void
assert_puzzle_output (QueensRun *run,
                      guint      n)
{
  guint8 regions[MAX_N * MAX_N];
  guint read_n = 0;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_true (region_brute_force_read (run->out, &read_n, regions));
  g_assert_cmpuint (read_n, ==, n);
  g_assert_cmpuint (region_brute_force_count (n, regions, 2, NULL), ==, 1);
  g_assert_true (region_brute_force_connected (n, regions));
}

static void
test_puzzle_every_size (void)
{
  static const char *difficulties[] = { "easy", "medium", "hard" };
  guint n, i;

  for (n = 5; n <= 14; n++)
    for (i = 0; i < G_N_ELEMENTS (difficulties); i++)
      {
        g_autofree char *n_text = g_strdup_printf ("%u", n);
        g_autoptr(QueensRun) run = run_queens ("--region-puzzle", n_text, "--seed", "7",
                                               "--difficulty", difficulties[i]);

        g_test_message ("--region-puzzle %u --difficulty %s:\n%s", n, difficulties[i], run->out);
        assert_puzzle_output (run, n);
      }
}

/* The day's seed: FNV-1a of the date's text, computed here again. */
static char *
seed_of_day (const char *date)
{
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);

  for (; *date != '\0'; date++)
    hash = (hash ^ (guchar) *date) * G_GUINT64_CONSTANT (1099511628211);
  return g_strdup_printf ("%" G_GUINT64_FORMAT, hash);
}

static char *
today (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  return g_date_time_format (now, "%Y-%m-%d");
}

/* The same seed or date prints the same puzzle, other dates others; a
 * date is its day's seed; no seed and no date is today. */
static void
test_puzzle_deterministic (void)
{
  g_autoptr(QueensRun) seeded = run_queens ("--region-puzzle", "9", "--seed", "12345");
  g_autoptr(QueensRun) seeded_again = run_queens ("--region-puzzle", "9", "--seed", "12345");
  g_autoptr(QueensRun) dated = run_queens ("--region-puzzle", "9", "--date", "2026-03-01");
  g_autoptr(QueensRun) dated_again = run_queens ("--region-puzzle", "9", "--date", "2026-03-01",
                                                 "--difficulty", "medium");
  g_autoptr(QueensRun) next_day = run_queens ("--region-puzzle", "9", "--date", "2026-03-02");
  g_autoptr(QueensRun) hard = run_queens ("--region-puzzle", "9", "--date", "2026-03-01",
                                          "--difficulty", "hard");
  g_autofree char *seed = seed_of_day ("2026-03-01");
  g_autoptr(QueensRun) by_seed = run_queens ("--region-puzzle", "9", "--seed", seed);
  guint attempt;

  assert_puzzle_output (seeded, 9);
  assert_puzzle_output (dated, 9);
  assert_puzzle_output (next_day, 9);
  assert_puzzle_output (hard, 9);
  g_assert_cmpstr (seeded->out, ==, seeded_again->out);
  g_assert_cmpstr (dated->out, ==, dated_again->out);
  g_assert_cmpstr (dated->out, ==, by_seed->out);
  g_assert_cmpstr (dated->out, !=, next_day->out);
  g_assert_cmpstr (dated->out, !=, hard->out);

  /* Today's: the date is read before and after, so that a run across
   * midnight is tried again rather than compared with the wrong day. */
  for (attempt = 0; attempt < 3; attempt++)
    {
      g_autofree char *before = today ();
      g_autoptr(QueensRun) plain = run_queens ("--region-puzzle", "7");
      g_autoptr(QueensRun) of_today = run_queens ("--region-puzzle", "7", "--date", before);
      g_autofree char *after = today ();

      if (!g_str_equal (before, after))
        continue;
      assert_puzzle_output (plain, 7);
      g_assert_cmpstr (plain->out, ==, of_today->out);
      break;
    }
  g_assert_cmpuint (attempt, <, 3);
}

static const struct
{
  const char *args[8];
  const char *named;
} bad_puzzles[] = {
  { { "--region-puzzle", "4" }, "--region-puzzle: 4 is outside 5..14" },
  { { "--region-puzzle", "15" }, "--region-puzzle: 15 is outside 5..14" },
  { { "--region-puzzle", "ten" }, "\"ten\"" },
  { { "--region-puzzle" }, "--region-puzzle needs a value" },
  { { "--region-puzzle", "8", "--seed", "-1" }, "--seed: \"-1\"" },
  { { "--region-puzzle", "8", "--seed", "99999999999999999999999" }, "too large" },
  { { "--region-puzzle", "8", "--date", "2026-02-30" },
    "--date: \"2026-02-30\" is not a date such as 2026-03-01 (year-month-day)" },
  { { "--region-puzzle", "8", "--date", "1/3/2026" }, "\"1/3/2026\"" },
  { { "--region-puzzle", "8", "--date", "2026-3-1" }, "\"2026-3-1\"" },
  { { "--region-puzzle", "8", "--date" }, "--date needs a value: a date such as" },
  { { "--region-puzzle", "8", "--difficulty", "extreme" }, "--difficulty: \"extreme\" is not easy, medium or hard" },
  { { "--region-puzzle", "8", "--seed", "1", "--date", "2026-03-01" },
    "--seed and --date cannot be used together" },
  { { "--date", "2026-03-01" }, "--date \"2026-03-01\" works only together with --region-puzzle N" },
  { { "--puzzle", "8", "--date", "2026-03-01" }, "works only together with --region-puzzle N" },
  { { "--region-puzzle", "8", "--puzzle", "8" }, "cannot be used together" },
  { { "--region-puzzle", "8", "--region-puzzle", "9" }, "--region-puzzle is given more than once" },
  { { "--region-puzzle", "8", "--explain" }, "--explain works only together with --solve-regions FILE" },
  { { "--region-puzzle", "8", "extra" }, "\"extra\"" },
};

static void
test_puzzle_bad_input (void)
{
  guint i;

  for (i = 0; i < G_N_ELEMENTS (bad_puzzles); i++)
    {
      g_autoptr(QueensRun) run = run_queensv (bad_puzzles[i].args);

      g_test_message ("queens %s ... -> %s", bad_puzzles[i].args[0], run->err);
      assert_failure (run, 2, bad_puzzles[i].named);
    }
}

/* queens --solve-regions on a scratch file holding @length bytes of
 * @contents (-1: a string), through standard input when @from_stdin,
 * with @extra (nullable) after it. */
static QueensRun *
solve_contents (const char *contents,
                gssize      length,
                gboolean    from_stdin,
                const char *extra)
{
  g_autofree char *path = scratch_path ("grid.txt");
  g_autoptr(GSubprocessLauncher) launcher = new_launcher (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                          | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  const char *args[] = { "--solve-regions", from_stdin ? "-" : path, extra, NULL };
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;
  QueensRun *run;

  g_assert_true (g_file_set_contents (path, contents, length, &error));
  if (from_stdin)
    g_subprocess_launcher_set_stdin_file_path (launcher, path);
  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  run = finish_run (subprocess, RUN_TIMEOUT_SECONDS);
  remove_scratch (path);
  return run;
}

/* The answers printed, one per line, are the brute force's, in order. */
static void
assert_answers (QueensRun  *run,
                const char *grid,
                guint       limit)
{
  g_autofree char *text = g_strdup (grid);
  guint8 regions[MAX_N * MAX_N];
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, 1);
  g_auto(GStrv) lines = NULL;
  guint n = 0, count, line;

  g_assert_true (region_brute_force_read (text, &n, regions));
  count = region_brute_force_count (n, regions, limit, expected);
  g_assert_cmpuint (count, >, 0);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, count);
  for (line = 0; line < count; line++)
    {
      gint32 columns[MAX_N];
      guint row;

      g_assert_cmpuint (parse_board_line (lines[line], columns, n), ==, n);
      for (row = 0; row < n; row++)
        g_assert_cmpint (columns[row], ==, g_array_index (expected, guint8, line * n + row));
    }
}

/* One region per column: 14 answers, the placements with no two queens
 * touching. */
#define COLUMNS_5 "ABCDE\nABCDE\nABCDE\nABCDE\nABCDE\n"

static void
test_solve (void)
{
  g_autoptr(QueensRun) puzzle = run_queens ("--region-puzzle", "10", "--seed", "3", "--difficulty", "hard");
  g_autoptr(QueensRun) one = solve_contents (puzzle->out, -1, FALSE, NULL);
  g_autoptr(QueensRun) one_stdin = solve_contents (puzzle->out, -1, TRUE, NULL);
  g_autoptr(QueensRun) all = solve_contents ("# one region per column\n\n" COLUMNS_5, -1, FALSE, NULL);
  g_autoptr(QueensRun) limited = solve_contents (COLUMNS_5, -1, TRUE, "--limit=3");
  g_autoptr(QueensRun) none = solve_contents ("ABC\nABC\nABC\n", -1, FALSE, NULL);

  assert_answers (one, puzzle->out, 2);
  g_assert_cmpstr (one_stdin->out, ==, one->out);
  assert_answers (all, COLUMNS_5, G_MAXUINT);
  g_assert_cmpuint (strlen (all->out), ==, 14 * strlen ("1 3 5 2 4\n"));
  assert_answers (limited, COLUMNS_5, 3);
  assert_failure (none, 1, "has no answer");
}

static const struct
{
  const char *contents;
  const char *named;
} bad_grids[] = {
  { "", "No grid" },
  { "# nothing but a comment\n", "No grid" },
  { "AAB\nAB\nCCC\n", "Line 2 has 2 letters, not 3" },
  { "AABB\nCCBB\nCCDD\n", "Line 1 has 4 letters, not 3" },
  { "AAB\nA7B\nCCC\n", "Line 2, character 2: \"7\" is not a capital letter" },
  { "AAB\nAbB\nCCC\n", "\"b\" is not a capital letter" },
  { "AAB\nADB\nCCC\n", "\"D\" is no region of a grid of size 3" },
  { "AAB\nAAB\nAAB\n", "A grid of size 3 has the regions A to C, but C is missing" },
  { "ABA\nBBB\nCCC\n", "Region A is in two or more pieces" },
};

static void
test_solve_bad_input (void)
{
  g_autoptr(GString) long_text = g_string_new (NULL);
  g_autofree char *missing = scratch_path ("missing.txt");
  g_autofree char *folder = g_path_get_dirname (missing);
  g_autoptr(QueensRun) too_long = NULL;
  g_autoptr(QueensRun) nul = NULL;
  g_autoptr(QueensRun) no_file = NULL;
  g_autoptr(QueensRun) a_folder = NULL;
  g_autoptr(QueensRun) no_value = run_queens ("--solve-regions");
  g_autoptr(QueensRun) limit_zero = run_queens ("--solve-regions", "-", "--limit", "0");
  g_autoptr(QueensRun) limit_alone = run_queens ("--limit", "3");
  g_autoptr(QueensRun) limit_explain = solve_contents (COLUMNS_5, -1, FALSE, "--explain");
  g_autoptr(QueensRun) keep = run_queens ("--solve-regions", "-", "--keep", "1");
  guint i;

  for (i = 0; i < G_N_ELEMENTS (bad_grids); i++)
    {
      g_autoptr(QueensRun) run = solve_contents (bad_grids[i].contents, -1, i % 2 == 0, NULL);

      g_test_message ("%u -> %s", i, run->err);
      assert_failure (run, 2, bad_grids[i].named);
      g_assert_true (g_str_has_prefix (run->err, "queens: --solve-regions: "));
    }

  /* Bounded reading: a file past 64 KiB is refused unread, and a NUL
   * byte is no grid. */
  while (long_text->len <= 64 * 1024)
    g_string_append (long_text, "# a long comment, then a grid\n");
  g_string_append (long_text, "A\n");
  too_long = solve_contents (long_text->str, -1, TRUE, NULL);
  assert_failure (too_long, 2, "standard input is longer than 65536 bytes");
  nul = solve_contents ("AB\nA\0B\n", 7, FALSE, NULL);
  assert_failure (nul, 2, "holds a NUL byte");

  no_file = run_queens ("--solve-regions", missing);
  assert_failure (no_file, 2, "cannot read");
  g_assert_nonnull (strstr (no_file->err, "No such file or directory"));
  a_folder = run_queens ("--solve-regions", folder);
  assert_failure (a_folder, 2, "cannot read");

  assert_failure (no_value, 2, "--solve-regions needs a value: a file name");
  assert_failure (limit_zero, 2, "--limit: 0 is less than 1");
  assert_failure (limit_alone, 2, "--limit \"3\" works only together with --list N or --solve-regions FILE");
  g_assert_cmpint (limit_explain->status, ==, 1);  /* --explain alone is fine: not solved */
  assert_failure (keep, 2, "--keep \"1\" works only together with --list N");
}

static void
test_limit_with_explain (void)
{
  g_autoptr(QueensRun) run = run_queens ("--solve-regions", "-", "--explain", "--limit", "2");

  assert_failure (run, 2, "--limit and --explain cannot be used together");
}

/* --explain: numbered steps, each with its technique and level, and a
 * last line saying whether they solved it. */
static void
test_explain (void)
{
  static const char *levels[] = { "easy", "medium", "hard" };
  static const char *techniques[] = { "last-square", "confinement", "what-if" };
  g_autoptr(QueensRun) several = solve_contents (COLUMNS_5, -1, FALSE, "--explain");
  g_autoptr(QueensRun) none = solve_contents ("ABC\nABC\nABC\n", -1, TRUE, "--explain");
  guint i;

  for (i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autoptr(QueensRun) puzzle = run_queens ("--region-puzzle", "9", "--seed", "5",
                                                "--difficulty", levels[i]);
      g_autoptr(QueensRun) run = solve_contents (puzzle->out, -1, FALSE, "--explain");
      g_auto(GStrv) lines = NULL;
      g_autofree char *last = g_strdup_printf ("Solved by logic alone: difficulty %s", levels[i]);
      gboolean used[3] = { FALSE };
      guint count, line, places = 0;

      g_assert_cmpint (run->status, ==, 0);
      g_assert_cmpstr (run->err, ==, "");
      lines = split_lines (run->out);
      count = g_strv_length (lines);
      g_assert_cmpuint (count, >=, 10);
      g_assert_cmpstr (lines[count - 1], ==, last);
      for (line = 0; line + 1 < count; line++)
        {
          g_autofree char *number = g_strdup_printf ("%u. ", line + 1);
          guint t, found = G_N_ELEMENTS (techniques);

          g_assert_true (g_str_has_prefix (lines[line], number));
          for (t = 0; t < G_N_ELEMENTS (techniques); t++)
            {
              g_autofree char *label = g_strdup_printf ("%s%s (%s): ", number, techniques[t], levels[t]);

              if (g_str_has_prefix (lines[line], label))
                found = t;
            }
          g_assert_cmpuint (found, <, G_N_ELEMENTS (techniques));
          used[found] = TRUE;
          places += strstr (lines[line], "the queen goes on") != NULL;
        }
      /* Nine queens placed, and the level's technique used, none harder. */
      g_assert_cmpuint (places, ==, 9);
      g_assert_true (used[i]);
      if (i < 2)
        g_assert_false (used[i + 1]);
    }

  g_assert_cmpint (several->status, ==, 1);
  g_assert_cmpstr (several->err, ==, "");
  g_assert_true (g_str_has_suffix (several->out, "Not solved by logic alone: 0 of 5 queens placed\n"));
  g_assert_cmpint (none->status, ==, 1);
  g_assert_nonnull (strstr (none->out, "Not solved"));
}

void
test_cli_regions_add_tests (void)
{
  g_test_add_func ("/cli/regions/puzzle-every-size", test_puzzle_every_size);
  g_test_add_func ("/cli/regions/puzzle-deterministic", test_puzzle_deterministic);
  g_test_add_func ("/cli/regions/puzzle-bad-input", test_puzzle_bad_input);
  g_test_add_func ("/cli/regions/solve", test_solve);
  g_test_add_func ("/cli/regions/solve-bad-input", test_solve_bad_input);
  g_test_add_func ("/cli/regions/limit-with-explain", test_limit_with_explain);
  g_test_add_func ("/cli/regions/explain", test_explain);
}
