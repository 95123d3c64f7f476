/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-puzzle.c: puzzles with one answer, their grading and their seeds
 *
 * The answers are checked by the tests' own brute force
 * (puzzle-brute-force.c), not by the search the generator uses, so a
 * fault in that search cannot hide itself.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "puzzle-brute-force.h"
#include "queens-prng.h"
#include "queens-puzzle.h"

#define SEEDS 40

/* The brute force on the core's arrays (QUEENS_NO_QUEEN for an empty row). */
static guint
brute_force_count (guint          n,
                   const guint32 *columns,
                   guint          limit)
{
  gint32 given[QUEENS_PUZZLE_MAX_N];
  guint row;

  for (row = 0; row < n; row++)
    given[row] = columns[row] == QUEENS_NO_QUEEN ? -1 : (gint32) columns[row];
  return brute_force_count_completions (n, given, limit);
}

static void
puzzle_columns (QueensPuzzle *puzzle,
                guint32      *columns)
{
  g_assert_true (queens_board_get_columns (queens_puzzle_get_givens (puzzle), columns));
}

static void
assert_givens_do_not_attack (guint          n,
                             const guint32 *columns)
{
  guint row, other;

  for (row = 0; row < n; row++)
    for (other = row + 1; other < n; other++)
      {
        guint distance = other - row;

        if (columns[row] == QUEENS_NO_QUEEN || columns[other] == QUEENS_NO_QUEEN)
          continue;
        g_assert_cmpuint (columns[row], !=, columns[other]);
        g_assert_cmpuint (columns[row] + distance, !=, columns[other]);
        g_assert_cmpuint (columns[other] + distance, !=, columns[row]);
      }
}

static QueensPuzzleLogicResult
run_logic (guint                  n,
           const guint32         *columns,
           QueensPuzzleDifficulty hardest)
{
  QueensPuzzleLogic logic;

  queens_puzzle_logic_init (&logic, n, columns);
  return queens_puzzle_logic_run (&logic, hardest, NULL);
}

static void
test_prng_sequence (void)
{
  QueensPrng first, second, other;
  guint counts[6] = { 0 };
  guint i;

  queens_prng_init (&first, 42);
  queens_prng_init (&second, 42);
  queens_prng_init (&other, 43);
  for (i = 0; i < 1000; i++)
    {
      guint64 value = queens_prng_next (&first);

      g_assert_cmpuint (value, ==, queens_prng_next (&second));
      g_assert_cmpuint (value, !=, queens_prng_next (&other));
    }

  /* Fixed by the algorithm, whatever the machine: the first output of
   * xoshiro256** seeded through splitmix64 from 0. */
  queens_prng_init (&first, 0);
  g_assert_cmpuint (queens_prng_next (&first), ==, G_GUINT64_CONSTANT (0x99ec5f36cb75f2b4));

  for (i = 0; i < 6000; i++)
    counts[queens_prng_below (&first, 6)]++;
  for (i = 0; i < 6; i++)
    g_assert_cmpuint (counts[i], >, 800);
}

/* For many seeds, N = 6..12 and each difficulty: queens that do not
 * attack, one answer found by the brute force, the difficulty asked for,
 * graded as the logic solves it, and hard puzzles minimal. */
static void
test_puzzle_generated (void)
{
  guint n, seed;
  int difficulty;

  for (n = 6; n <= 12; n++)
    for (difficulty = QUEENS_PUZZLE_EASY; difficulty <= QUEENS_PUZZLE_HARD; difficulty++)
      for (seed = 0; seed < SEEDS; seed++)
        {
          g_autoptr(QueensPuzzle) puzzle = queens_puzzle_generate (n, seed, difficulty);
          guint32 columns[QUEENS_PUZZLE_MAX_N];
          guint32 answer[QUEENS_PUZZLE_MAX_N];
          guint row;

          g_assert_cmpuint (queens_puzzle_get_n (puzzle), ==, n);
          g_assert_cmpint (queens_puzzle_get_difficulty (puzzle), ==, difficulty);
          puzzle_columns (puzzle, columns);
          assert_givens_do_not_attack (n, columns);
          g_assert_cmpuint (brute_force_count (n, columns, 2), ==, 1);

          /* The answer keeps the givens and is a solution. */
          for (row = 0; row < n; row++)
            {
              answer[row] = queens_puzzle_get_answer (puzzle, row);
              if (columns[row] != QUEENS_NO_QUEEN)
                g_assert_cmpuint (answer[row], ==, columns[row]);
            }
          g_assert_cmpuint (brute_force_count (n, answer, 2), ==, 1);

          switch (difficulty)
            {
            case QUEENS_PUZZLE_EASY:
              g_assert_cmpint (run_logic (n, columns, QUEENS_PUZZLE_EASY), ==, QUEENS_PUZZLE_LOGIC_SOLVED);
              break;
            case QUEENS_PUZZLE_MEDIUM:
              g_assert_cmpint (run_logic (n, columns, QUEENS_PUZZLE_EASY), ==, QUEENS_PUZZLE_LOGIC_STUCK);
              g_assert_cmpint (run_logic (n, columns, QUEENS_PUZZLE_MEDIUM), ==, QUEENS_PUZZLE_LOGIC_SOLVED);
              break;
            default:
              g_assert_cmpint (run_logic (n, columns, QUEENS_PUZZLE_MEDIUM), ==, QUEENS_PUZZLE_LOGIC_STUCK);
              g_assert_cmpint (run_logic (n, columns, QUEENS_PUZZLE_HARD), ==, QUEENS_PUZZLE_LOGIC_SOLVED);
              for (row = 0; row < n; row++)
                {
                  guint32 without[QUEENS_PUZZLE_MAX_N];

                  if (columns[row] == QUEENS_NO_QUEEN)
                    continue;
                  memcpy (without, columns, sizeof without);
                  without[row] = QUEENS_NO_QUEEN;
                  g_assert_cmpuint (brute_force_count (n, without, 2), ==, 2);
                }
              break;
            }
        }
}

/* Every step the logic takes is true of the answer and is what it says
 * it is: the one free square of its row or column, a square that would
 * empty another line, a square from which no completion exists. */
static void
test_puzzle_steps_explained (void)
{
  guint n, seed;

  for (n = 6; n <= 12; n += 3)
    for (seed = 0; seed < SEEDS / 2; seed++)
      {
        g_autoptr(QueensPuzzle) puzzle = queens_puzzle_generate (n, seed, QUEENS_PUZZLE_HARD);
        guint32 columns[QUEENS_PUZZLE_MAX_N];
        QueensPuzzleLogic logic;
        QueensPuzzleStep step;
        QueensPuzzleDifficulty hardest = QUEENS_PUZZLE_EASY;
        guint row;

        puzzle_columns (puzzle, columns);
        queens_puzzle_logic_init (&logic, n, columns);

        for (;;)
          {
            QueensPuzzleLogic before = logic;
            QueensPuzzleLogicResult result = queens_puzzle_logic_step (&logic, QUEENS_PUZZLE_HARD, &step);
            guint i, free = 0;

            if (result == QUEENS_PUZZLE_LOGIC_SOLVED)
              break;
            g_assert_cmpint (result, ==, QUEENS_PUZZLE_LOGIC_STEPPED);
            hardest = MAX (hardest, queens_puzzle_step_kind_get_difficulty (step.kind));
            g_assert_true (queens_puzzle_logic_is_free (&before, step.row, step.column));

            switch (step.kind)
              {
              case QUEENS_PUZZLE_STEP_ROW_SINGLE:
              case QUEENS_PUZZLE_STEP_COLUMN_SINGLE:
                g_assert_cmpuint (step.column, ==, queens_puzzle_get_answer (puzzle, step.row));
                for (i = 0; i < n; i++)
                  free += step.kind == QUEENS_PUZZLE_STEP_ROW_SINGLE
                          ? queens_puzzle_logic_is_free (&before, step.row, i)
                          : queens_puzzle_logic_is_free (&before, i, step.column);
                g_assert_cmpuint (free, ==, 1);
                g_assert_cmpuint (logic.columns[step.row], ==, step.column);
                break;

              case QUEENS_PUZZLE_STEP_EMPTIES_ROW:
              case QUEENS_PUZZLE_STEP_EMPTIES_COLUMN:
                g_assert_cmpuint (step.column, !=, queens_puzzle_get_answer (puzzle, step.row));
                before.columns[step.row] = step.column;
                for (i = 0; i < n; i++)
                  free += step.kind == QUEENS_PUZZLE_STEP_EMPTIES_ROW
                          ? queens_puzzle_logic_is_free (&before, step.line, i)
                          : queens_puzzle_logic_is_free (&before, i, step.line);
                g_assert_cmpuint (free, ==, 0);
                g_assert_false (queens_puzzle_logic_is_free (&logic, step.row, step.column));
                break;

              case QUEENS_PUZZLE_STEP_DEAD_END:
              default:
                before.columns[step.row] = step.column;
                g_assert_cmpuint (brute_force_count (n, before.columns, 1), ==, 0);
                g_assert_false (queens_puzzle_logic_is_free (&logic, step.row, step.column));
                break;
              }
          }

        g_assert_cmpint (hardest, ==, QUEENS_PUZZLE_HARD);
        for (row = 0; row < n; row++)
          g_assert_cmpuint (logic.columns[row], ==, queens_puzzle_get_answer (puzzle, row));
      }
}

static char *
givens_text (QueensPuzzle *puzzle)
{
  return queens_board_to_text (queens_puzzle_get_givens (puzzle), NULL);
}

/* The same size, seed and difficulty give the same puzzle, here and on
 * every other machine (the texts are pinned); another seed, another. */
static void
test_puzzle_same_seed (void)
{
  static const struct
  {
    guint                  n;
    guint64                seed;
    QueensPuzzleDifficulty difficulty;
    const char            *text;
  } pinned[] = {
    { 8, 1, QUEENS_PUZZLE_EASY, ". 2 6 . . . . 5" },
    { 10, 7, QUEENS_PUZZLE_MEDIUM, ". 5 10 8 . . 7 9 . ." },
    { 12, 2026, QUEENS_PUZZLE_HARD, ". . . 1 8 . 7 12 . . . ." },
  };
  guint i, differ = 0;

  for (i = 0; i < G_N_ELEMENTS (pinned); i++)
    {
      g_autoptr(QueensPuzzle) puzzle = queens_puzzle_generate (pinned[i].n, pinned[i].seed, pinned[i].difficulty);
      g_autoptr(QueensPuzzle) again = queens_puzzle_generate (pinned[i].n, pinned[i].seed, pinned[i].difficulty);
      g_autofree char *text = givens_text (puzzle);

      g_assert_true (queens_board_equal (queens_puzzle_get_givens (puzzle), queens_puzzle_get_givens (again)));
      g_assert_cmpstr (text, ==, pinned[i].text);
    }

  for (i = 0; i < 20; i++)
    {
      g_autoptr(QueensPuzzle) puzzle = queens_puzzle_generate (12, i, QUEENS_PUZZLE_MEDIUM);
      g_autoptr(QueensPuzzle) next = queens_puzzle_generate (12, i + 1, QUEENS_PUZZLE_MEDIUM);

      differ += !queens_board_equal (queens_puzzle_get_givens (puzzle), queens_puzzle_get_givens (next));
    }
  g_assert_cmpuint (differ, >=, 15);
}

/* The daily puzzle follows from the date alone: the same date reached
 * two ways gives the same puzzle, the difficulty follows the weekday, and
 * a week brings different puzzles. */
static void
test_puzzle_daily (void)
{
  g_autoptr(GPtrArray) week = g_ptr_array_new_with_free_func (g_object_unref);
  guint day, i, j, differ = 0;

  for (day = 0; day < 7; day++)
    {
      g_autoptr(GDate) date = g_date_new_dmy (16 + day, G_DATE_NOVEMBER, 2026);  /* a Monday first */
      g_autoptr(GDate) same = g_date_new_julian (g_date_get_julian (date));
      g_autoptr(QueensPuzzle) puzzle = queens_puzzle_new_daily (date);
      g_autoptr(QueensPuzzle) again = queens_puzzle_new_daily (same);
      guint32 columns[QUEENS_PUZZLE_MAX_N];
      guint n = queens_puzzle_get_n (puzzle);
      QueensPuzzleDifficulty expected = day < 2 ? QUEENS_PUZZLE_EASY
                                        : day < 5 ? QUEENS_PUZZLE_MEDIUM : QUEENS_PUZZLE_HARD;

      g_assert_true (queens_board_equal (queens_puzzle_get_givens (puzzle), queens_puzzle_get_givens (again)));
      g_assert_cmpint (queens_puzzle_get_difficulty (puzzle), ==, expected);
      g_assert_cmpuint (n, >=, 8);
      g_assert_cmpuint (n, <=, 12);
      puzzle_columns (puzzle, columns);
      g_assert_cmpuint (brute_force_count (n, columns, 2), ==, 1);
      g_ptr_array_add (week, g_steal_pointer (&puzzle));
    }

  for (i = 0; i < week->len; i++)
    for (j = i + 1; j < week->len; j++)
      differ += !queens_board_equal (queens_puzzle_get_givens (week->pdata[i]),
                                     queens_puzzle_get_givens (week->pdata[j]));
  g_assert_cmpuint (differ, ==, 21);
}

/* A board becomes a puzzle when it has one answer; otherwise the error
 * says what is wrong with it. */
static void
test_puzzle_from_board (void)
{
  static const struct
  {
    const char       *text;
    QueensPuzzleError error;
  } bad[] = {
    { ". . . . .", QUEENS_PUZZLE_ERROR_SIZE },
    { "1 2 . . . .", QUEENS_PUZZLE_ERROR_ATTACK },
    { "1 . . . . .", QUEENS_PUZZLE_ERROR_NO_ANSWER },   /* no 6-queens solution uses a corner */
    { ". . . . . . . .", QUEENS_PUZZLE_ERROR_SEVERAL_ANSWERS },
  };
  g_autoptr(QueensPuzzle) generated = queens_puzzle_generate (9, 5, QUEENS_PUZZLE_MEDIUM);
  g_autoptr(QueensPuzzle) pasted = NULL;
  g_autoptr(QueensBoard) crowded = queens_board_new (7);
  g_autoptr(GError) error = NULL;
  guint i, row;

  for (i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(QueensBoard) board = queens_board_new_from_text (bad[i].text, 0, NULL);
      g_autoptr(QueensPuzzle) puzzle = queens_puzzle_new_from_board (board, &error);

      g_assert_null (puzzle);
      g_assert_error (error, QUEENS_PUZZLE_ERROR, (gint) bad[i].error);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
    }

  queens_board_place (crowded, 0, 0);
  queens_board_place (crowded, 0, 3);
  g_assert_null (queens_puzzle_new_from_board (crowded, &error));
  g_assert_error (error, QUEENS_PUZZLE_ERROR, QUEENS_PUZZLE_ERROR_NOT_ONE_PER_ROW);
  g_clear_error (&error);

  pasted = queens_puzzle_new_from_board (queens_puzzle_get_givens (generated), &error);
  g_assert_no_error (error);
  g_assert_cmpint (queens_puzzle_get_difficulty (pasted), ==, QUEENS_PUZZLE_MEDIUM);
  for (row = 0; row < 9; row++)
    g_assert_cmpuint (queens_puzzle_get_answer (pasted, row), ==, queens_puzzle_get_answer (generated, row));
}

/* Up to N = 32 a puzzle takes well under a second (a few milliseconds
 * measured on two shared cores), with one answer and the right grade. */
static void
test_puzzle_large (void)
{
  static const guint sizes[] = { 13, 20, 26, QUEENS_PUZZLE_MAX_N };
  guint i, seed;
  int difficulty;

  for (i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (difficulty = QUEENS_PUZZLE_EASY; difficulty <= QUEENS_PUZZLE_HARD; difficulty++)
      for (seed = 0; seed < 4; seed++)
        {
          guint n = sizes[i];
          gint64 start = g_get_monotonic_time ();
          g_autoptr(QueensPuzzle) puzzle = queens_puzzle_generate (n, seed, difficulty);
          double seconds = (g_get_monotonic_time () - start) / 1e6;
          guint32 columns[QUEENS_PUZZLE_MAX_N];

          g_test_message ("n %u, %s, seed %u: %.1f ms", n,
                          queens_puzzle_difficulty_to_string (difficulty), seed, seconds * 1000);
          g_assert_cmpfloat (seconds, <, 1.0);
          g_assert_cmpint (queens_puzzle_get_difficulty (puzzle), ==, difficulty);
          puzzle_columns (puzzle, columns);
          assert_givens_do_not_attack (n, columns);
          g_assert_cmpuint (queens_puzzle_search_count (n, columns, 2, NULL), ==, 1);
        }
}

static void
test_search_counts (void)
{
  guint32 empty[QUEENS_PUZZLE_MAX_N];
  guint n;

  for (n = 0; n < QUEENS_PUZZLE_MAX_N; n++)
    empty[n] = QUEENS_NO_QUEEN;

  /* The published counts: 4, 40, 92, 352, 724 solutions at N = 6..10. */
  g_assert_cmpuint (queens_puzzle_search_count (6, empty, 1000, NULL), ==, 4);
  g_assert_cmpuint (queens_puzzle_search_count (7, empty, 1000, NULL), ==, 40);
  g_assert_cmpuint (queens_puzzle_search_count (8, empty, 1000, NULL), ==, 92);
  g_assert_cmpuint (queens_puzzle_search_count (9, empty, 1000, NULL), ==, 352);
  g_assert_cmpuint (queens_puzzle_search_count (10, empty, 1000, NULL), ==, 724);
  g_assert_cmpuint (queens_puzzle_search_count (10, empty, 5, NULL), ==, 5);
}

static void
test_difficulty_names (void)
{
  QueensPuzzleDifficulty difficulty;
  int i;

  for (i = QUEENS_PUZZLE_EASY; i <= QUEENS_PUZZLE_HARD; i++)
    {
      g_assert_true (queens_puzzle_difficulty_from_string (queens_puzzle_difficulty_to_string (i), &difficulty));
      g_assert_cmpint (difficulty, ==, i);
    }
  g_assert_false (queens_puzzle_difficulty_from_string ("Easy", &difficulty));
  g_assert_false (queens_puzzle_difficulty_from_string ("", &difficulty));
  g_assert_false (queens_puzzle_difficulty_from_string (NULL, &difficulty));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/puzzle/prng", test_prng_sequence);
  g_test_add_func ("/puzzle/search-counts", test_search_counts);
  g_test_add_func ("/puzzle/generated", test_puzzle_generated);
  g_test_add_func ("/puzzle/steps-explained", test_puzzle_steps_explained);
  g_test_add_func ("/puzzle/same-seed", test_puzzle_same_seed);
  g_test_add_func ("/puzzle/daily", test_puzzle_daily);
  g_test_add_func ("/puzzle/from-board", test_puzzle_from_board);
  g_test_add_func ("/puzzle/large", test_puzzle_large);
  g_test_add_func ("/puzzle/difficulty-names", test_difficulty_names);

  return g_test_run ();
}
