/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-puzzle-cases.c: queens --puzzle N [--seed S] [--difficulty LEVEL]
 *
 * Every printed puzzle is checked here by the tests' own brute force:
 * its queens do not attack, exactly one solution keeps them, and a hard
 * one is minimal.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "cli-run.h"
#include "puzzle-brute-force.h"
#include "cli-puzzle-cases.h"

/* The puzzle a run printed, after checking that it is one line of @n
 * tokens with exactly one completion. */
static void
parse_puzzle_output (QueensRun *run,
                     guint      n,
                     gint32    *columns)
{
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_cmpuint (parse_board_line (lines[0], columns, n), ==, n);
  g_assert_cmpuint (brute_force_count_completions (n, columns, 2), ==, 1);
}

/* The same N, seed and difficulty print the same puzzle; each difficulty
 * prints a puzzle with one answer, which --complete finds and --check
 * accepts. */
static void
test_puzzle_seeded (void)
{
  static const char *difficulties[] = { "easy", "medium", "hard" };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (difficulties); i++)
    {
      g_autoptr(QueensRun) run = run_queens ("--puzzle", "10", "--seed", "12345",
                                             "--difficulty", difficulties[i]);
      g_autoptr(QueensRun) again = run_queens ("--puzzle", "10", "--seed", "12345",
                                               "--difficulty", difficulties[i]);
      g_autoptr(QueensRun) completed = NULL;
      g_autoptr(QueensRun) checked = NULL;
      g_autofree char *board = NULL;
      g_autofree gint32 *answer = NULL;
      gint32 columns[10];
      guint row;

      parse_puzzle_output (run, 10, columns);
      g_assert_cmpstr (run->out, ==, again->out);

      board = g_strchomp (g_strdup (run->out));
      completed = run_queens ("--complete", board);
      answer = parse_solution_output (completed, 10);
      for (row = 0; row < 10; row++)
        if (columns[row] >= 0)
          g_assert_cmpint (answer[row], ==, columns[row]);

      checked = run_queens ("--check", g_strchomp (completed->out));
      g_assert_cmpint (checked->status, ==, 0);
    }
}

/* A hard puzzle is minimal: without any one of its queens it has a
 * second answer.  Without --difficulty the puzzle is a medium one, so
 * not the hard one of the same seed. */
static void
test_puzzle_hard_minimal (void)
{
  guint seed;

  for (seed = 0; seed < 10; seed++)
    {
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);
      g_autoptr(QueensRun) hard = run_queens ("--puzzle", "9", "--seed", seed_text,
                                              "--difficulty", "hard");
      g_autoptr(QueensRun) medium = run_queens ("--puzzle", "9", "--seed", seed_text,
                                                "--difficulty", "medium");
      g_autoptr(QueensRun) plain = run_queens ("--puzzle", "9", "--seed", seed_text);
      gint32 columns[9];
      guint row;

      parse_puzzle_output (hard, 9, columns);
      for (row = 0; row < 9; row++)
        {
          gint32 without[9];

          if (columns[row] < 0)
            continue;
          memcpy (without, columns, sizeof without);
          without[row] = -1;
          g_assert_cmpuint (brute_force_count_completions (9, without, 2), ==, 2);
        }
      g_assert_cmpstr (plain->out, ==, medium->out);
    }
}

/* Without --seed each run draws one: puzzles with one answer, and not
 * the same puzzle every time. */
static void
test_puzzle_random_seed (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint i;

  for (i = 0; i < 4; i++)
    {
      g_autoptr(QueensRun) run = run_queens ("--puzzle", "16", "--difficulty", "hard");
      gint32 columns[16];

      parse_puzzle_output (run, 16, columns);
      g_hash_table_add (seen, g_strdup (run->out));
    }
  g_assert_cmpuint (g_hash_table_size (seen), >=, 2);
}

/* The sizes at both ends: 6 and 32. */
static void
test_puzzle_sizes (void)
{
  g_autoptr(QueensRun) small = run_queens ("--puzzle", "6", "--seed", "1", "--difficulty", "hard");
  g_autoptr(QueensRun) large = run_queens ("--puzzle", "32", "--seed", "1", "--difficulty", "hard");
  gint32 columns[32];

  parse_puzzle_output (small, 6, columns);
  parse_puzzle_output (large, 32, columns);
}

static const struct
{
  const char *args[6];
  const char *named;
} bad_puzzles[] = {
  { { "--puzzle", "5" }, "--puzzle: 5 is outside 6..32" },
  { { "--puzzle", "33" }, "--puzzle: 33 is outside 6..32" },
  { { "--puzzle", "eight" }, "\"eight\"" },
  { { "--puzzle" }, "--puzzle" },
  { { "--puzzle", "8", "--seed", "-1" }, "--seed: \"-1\"" },
  { { "--puzzle", "8", "--seed", "lucky" }, "\"lucky\"" },
  { { "--puzzle", "8", "--seed", "99999999999999999999999" }, "too large" },
  { { "--puzzle", "8", "--difficulty", "extreme" }, "--difficulty: \"extreme\" is not easy, medium or hard" },
  { { "--puzzle", "8", "--difficulty", "Hard" }, "\"Hard\"" },
  { { "--puzzle", "8", "--difficulty" }, "--difficulty needs a value: easy, medium or hard" },
  { { "--seed", "3" }, "--seed \"3\" works only together with --puzzle N" },
  { { "--count", "8", "--difficulty", "easy" }, "--difficulty \"easy\" works only together with --puzzle N" },
  { { "--puzzle", "8", "--count", "8" }, "cannot be used together" },
  { { "--puzzle", "8", "--puzzle", "9" }, "--puzzle" },
};

/* Bad input: status 2, nothing on standard output, one line saying what
 * is wrong. */
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

void
test_cli_puzzle_add_tests (void)
{
  g_test_add_func ("/cli/puzzle/seeded", test_puzzle_seeded);
  g_test_add_func ("/cli/puzzle/hard-minimal", test_puzzle_hard_minimal);
  g_test_add_func ("/cli/puzzle/random-seed", test_puzzle_random_seed);
  g_test_add_func ("/cli/puzzle/sizes", test_puzzle_sizes);
  g_test_add_func ("/cli/puzzle/bad-input", test_puzzle_bad_input);
}
