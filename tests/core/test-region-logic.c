/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-region-logic.c: the named techniques, their sentences and hints
 *
 * Small grids made by hand show each technique as the first step; on
 * generated puzzles every step is checked against the answer the tests'
 * own brute force finds: a step places the answer's queen or rules out
 * squares that were possible and are not the answer's, and the steps one
 * after another solve the puzzle.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "region-brute-force.h"
#include "queens-region-generator.h"
#include "queens-region-logic.h"

static QueensRegionGrid *
grid_from (const char *text)
{
  g_autoptr(GError) error = NULL;
  QueensRegionGrid *grid = queens_region_grid_new_from_text (text, &error);

  g_assert_no_error (error);
  return grid;
}

/* The first step at @level on @text, checked to be @technique and to
 * read @sentence. */
static void
assert_first_step (const char             *text,
                   QueensRegionDifficulty  level,
                   QueensRegionTechnique   technique,
                   const char             *sentence,
                   const guint32          *ruled_out)
{
  g_autoptr(QueensRegionGrid) grid = grid_from (text);
  g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (grid);
  g_autofree char *described = NULL;
  QueensRegionStep step;
  guint row;

  g_assert_cmpint (queens_region_logic_step (logic, level, &step), ==, QUEENS_REGION_LOGIC_STEPPED);
  g_assert_cmpint (step.technique, ==, technique);
  described = queens_region_step_describe (&step);
  g_assert_cmpstr (described, ==, sentence);
  for (row = 0; row < queens_region_grid_get_n (grid); row++)
    g_assert_cmphex (step.ruled_out[row], ==, ruled_out[row]);
}

/* Region A is one square: its queen goes there and rules out its row,
 * its column and the square diagonally beside it. */
static void
test_last_in_region (void)
{
  static const guint32 ruled_out[] = { 0x1e, 0x03, 0x01, 0x01, 0x01 };

  assert_first_step ("ABBBB\n"
                     "CCCBB\n"
                     "CDDDB\n"
                     "CDEEE\n"
                     "CCEEE\n",
                     QUEENS_REGION_EASY, QUEENS_REGION_TECHNIQUE_LAST_IN_REGION,
                     "Region A has one square left: the queen goes on row 1, column 1.",
                     ruled_out);
}

/* No region is one square, none lies in one row; region C lies in the
 * last column, which is then its. */
static void
test_region_in_column (void)
{
  static const guint32 ruled_out[] = { 0, 0, 0, 0x10, 0x10 };
  const char *text = "AAAAC\n"
                     "ABBBC\n"
                     "BBDDC\n"
                     "BEEDD\n"
                     "EEEDD\n";
  g_autoptr(QueensRegionGrid) grid = grid_from (text);
  g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (grid);

  /* Basic rules alone find nothing here. */
  g_assert_cmpint (queens_region_logic_step (logic, QUEENS_REGION_EASY, NULL), ==, QUEENS_REGION_LOGIC_STUCK);
  assert_first_step (text, QUEENS_REGION_MEDIUM, QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS,
                     "Region C lies in column 5, so column 5 holds its queen: "
                     "the other squares of column 5 are ruled out.",
                     ruled_out);
}

/* Row 1 is all region A, which is then the row's: the rest of A goes. */
static void
test_row_in_region (void)
{
  static const guint32 ruled_out[] = { 0, 0x01, 0, 0, 0 };

  assert_first_step ("AAAAA\n"
                     "ABBCC\n"
                     "BBDCC\n"
                     "BDDEE\n"
                     "DDEEE\n",
                     QUEENS_REGION_MEDIUM, QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS,
                     "Row 1 lies in region A, so region A has its queen in row 1: "
                     "the other squares of region A are ruled out.",
                     ruled_out);
}

/* The sentences of steps made by hand, for every technique. */
static void
test_sentences (void)
{
  static const struct
  {
    QueensRegionTechnique technique;
    guint                 row, column;
    guint32               items, lines;
    QueensRegionPart      emptied;
    const char           *sentence;
  } steps[] = {
    { QUEENS_REGION_TECHNIQUE_LAST_IN_ROW, 2, 4, 1u << 2, 0, 0,
      "Row 3 has one square left: the queen goes on row 3, column 5." },
    { QUEENS_REGION_TECHNIQUE_LAST_IN_COLUMN, 2, 4, 1u << 4, 0, 0,
      "Column 5 has one square left: the queen goes on row 3, column 5." },
    { QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS, G_MAXUINT, G_MAXUINT, 1u << 2, 1u << 1, 0,
      "Region C lies in row 2, so row 2 holds its queen: the other squares of row 2 are ruled out." },
    { QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS, G_MAXUINT, G_MAXUINT, 0x5, 0x6, 0,
      "Regions A, C lie in rows 2, 3, so these rows hold their queens: "
      "the other squares of these rows are ruled out." },
    { QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS, G_MAXUINT, G_MAXUINT, 0x7, 0x70, 0,
      "Regions A, B, C lie in columns 5, 6, 7, so these columns hold their queens: "
      "the other squares of these columns are ruled out." },
    { QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS, G_MAXUINT, G_MAXUINT, 0x9, 0x12, 0,
      "Rows 1, 4 lie in regions B, E, so these regions have their queens in these rows: "
      "the other squares of these regions are ruled out." },
    { QUEENS_REGION_TECHNIQUE_COLUMNS_IN_REGIONS, G_MAXUINT, G_MAXUINT, 1u << 3, 1u << 3, 0,
      "Column 4 lies in region D, so region D has its queen in column 4: "
      "the other squares of region D are ruled out." },
    { QUEENS_REGION_TECHNIQUE_COLUMNS_IN_REGIONS, G_MAXUINT, G_MAXUINT, 0x3, 0x3, 0,
      "Columns 1, 2 lie in regions A, B, so these regions have their queens in these columns: "
      "the other squares of these regions are ruled out." },
    { QUEENS_REGION_TECHNIQUE_WHAT_IF, 2, 3, 0, 1u << 5, QUEENS_REGION_PART_ROW,
      "A queen on row 3, column 4 would leave row 6 without a square, so row 3, column 4 is ruled out." },
    { QUEENS_REGION_TECHNIQUE_WHAT_IF, 2, 3, 0, 1u << 5, QUEENS_REGION_PART_COLUMN,
      "A queen on row 3, column 4 would leave column 6 without a square, so row 3, column 4 is ruled out." },
    { QUEENS_REGION_TECHNIQUE_WHAT_IF, 2, 3, 0, 1u << 3, QUEENS_REGION_PART_REGION,
      "A queen on row 3, column 4 would leave region D without a square, so row 3, column 4 is ruled out." },
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      QueensRegionStep step = { 0 };
      g_autofree char *described = NULL;

      step.technique = steps[i].technique;
      step.row = steps[i].row;
      step.column = steps[i].column;
      step.items = steps[i].items;
      step.lines = steps[i].lines;
      step.emptied = steps[i].emptied;
      described = queens_region_step_describe (&step);
      g_assert_cmpstr (described, ==, steps[i].sentence);
    }

  g_assert_cmpstr (queens_region_technique_to_string (QUEENS_REGION_TECHNIQUE_LAST_IN_ROW), ==, "last-square");
  g_assert_cmpstr (queens_region_technique_to_string (QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS), ==, "confinement");
  g_assert_cmpstr (queens_region_technique_to_string (QUEENS_REGION_TECHNIQUE_WHAT_IF), ==, "what-if");
}

static void
test_difficulty_names (void)
{
  QueensRegionDifficulty difficulty = QUEENS_REGION_EASY;

  g_assert_true (queens_region_difficulty_from_string ("hard", &difficulty));
  g_assert_cmpint (difficulty, ==, QUEENS_REGION_HARD);
  g_assert_cmpstr (queens_region_difficulty_to_string (QUEENS_REGION_MEDIUM), ==, "medium");
  g_assert_false (queens_region_difficulty_from_string ("Hard", &difficulty));
  g_assert_false (queens_region_difficulty_from_string (NULL, &difficulty));
  g_assert_cmpint (difficulty, ==, QUEENS_REGION_HARD);
}

/* A player's queen and crosses, which hints go on from. */
static void
test_player_moves (void)
{
  g_autoptr(QueensRegionGrid) grid = grid_from ("ABBBB\nCCCBB\nCDDDB\nCDEEE\nCCEEE\n");
  g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (grid);
  g_autoptr(QueensRegionLogic) copy = NULL;

  g_assert_true (queens_region_logic_is_possible (logic, 2, 2));
  g_assert_true (queens_region_logic_rule_out (logic, 2, 2));
  g_assert_false (queens_region_logic_rule_out (logic, 2, 2));
  g_assert_false (queens_region_logic_place (logic, 2, 2));
  g_assert_cmpuint (queens_region_logic_get_queen (logic, 2), ==, QUEENS_REGION_NO_QUEEN);

  copy = queens_region_logic_copy (logic);
  g_assert_true (queens_region_logic_place (logic, 1, 3));
  g_assert_cmpuint (queens_region_logic_get_queen (logic, 1), ==, 3);
  /* Its row, column, region (B) and the squares around it. */
  g_assert_false (queens_region_logic_is_possible (logic, 1, 0));
  g_assert_false (queens_region_logic_is_possible (logic, 4, 3));
  g_assert_false (queens_region_logic_is_possible (logic, 0, 1));
  g_assert_false (queens_region_logic_is_possible (logic, 2, 4));
  g_assert_false (queens_region_logic_is_possible (logic, 0, 2));
  g_assert_true (queens_region_logic_is_possible (logic, 3, 1));
  /* The copy is apart. */
  g_assert_true (queens_region_logic_is_possible (copy, 1, 0));
  g_assert_cmpuint (queens_region_logic_get_queen (copy, 1), ==, QUEENS_REGION_NO_QUEEN);
  g_assert_true (queens_region_logic_get_grid (copy) == grid);
}

/* A grid with no answer ends in a contradiction or stuck, never solved,
 * and has no grade. */
static void
test_no_answer (void)
{
  g_autoptr(QueensRegionGrid) grid = grid_from ("ABC\nABC\nABC\n");
  g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (grid);
  QueensRegionDifficulty difficulty;

  g_assert_cmpint (queens_region_logic_run (logic, QUEENS_REGION_HARD, NULL), !=, QUEENS_REGION_LOGIC_SOLVED);
  g_assert_false (queens_region_grade (grid, &difficulty));
}

/* Every square in @before's possible set but not in @after's. */
static guint
squares_gone (const QueensRegionLogic *before,
              const QueensRegionLogic *after,
              guint                    n,
              guint32                 *gone)
{
  guint row, column, count = 0;

  for (row = 0; row < n; row++)
    {
      gone[row] = 0;
      for (column = 0; column < n; column++)
        {
          gboolean was = queens_region_logic_is_possible (before, row, column);
          gboolean is = queens_region_logic_is_possible (after, row, column);

          g_assert_false (is && !was);  /* nothing comes back */
          if (was && !is)
            {
              gone[row] |= 1u << column;
              count++;
            }
        }
    }
  return count;
}

/* Hints one after another on generated puzzles of every size and level:
 * each step does something, rules out only squares off the answer, says
 * so in one line, and the steps solve the puzzle at its level. */
static void
test_hints_solve_generated (void)
{
  guint n, seed;
  QueensRegionDifficulty level;

  for (n = QUEENS_REGION_GENERATE_MIN_N; n <= QUEENS_REGION_GENERATE_MAX_N; n++)
    for (level = QUEENS_REGION_EASY; level <= QUEENS_REGION_HARD; level++)
      for (seed = 0; seed < 2; seed++)
        {
          g_autoptr(QueensRegionGrid) grid = queens_region_generate (n, seed, level);
          g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (grid);
          guint8 answer[QUEENS_REGION_MAX_N];
          g_autoptr(GArray) answers = g_array_new (FALSE, FALSE, 1);
          QueensRegionLogicResult result;
          QueensRegionDifficulty hardest = QUEENS_REGION_EASY;
          QueensRegionStep step;
          guint steps = 0, row;

          g_assert_cmpuint (region_brute_force_count (n, queens_region_grid_get_regions (grid), 2, answers), ==, 1);
          memcpy (answer, answers->data, n);

          for (;;)
            {
              g_autoptr(QueensRegionLogic) before = queens_region_logic_copy (logic);
              g_autofree char *described = NULL;
              guint32 gone[QUEENS_REGION_MAX_N];
              guint count;

              result = queens_region_logic_step (logic, level, &step);
              if (result != QUEENS_REGION_LOGIC_STEPPED)
                break;
              steps++;
              hardest = MAX (hardest, queens_region_technique_get_difficulty (step.technique));
              g_assert_cmpint (queens_region_technique_get_difficulty (step.technique), <=, level);

              count = squares_gone (before, logic, n, gone);
              g_assert_cmpuint (count, >, 0);
              for (row = 0; row < n; row++)
                {
                  /* The step's own account: the squares that went, but
                   * for the square of a queen it placed. */
                  guint32 placed = row == step.row && step.technique <= QUEENS_REGION_TECHNIQUE_LAST_IN_COLUMN
                                   ? 1u << step.column : 0;

                  g_assert_cmphex (step.ruled_out[row] | placed, ==, gone[row]);
                  if (!placed)
                    g_assert_false ((step.ruled_out[row] >> answer[row]) & 1);
                }
              if (step.technique <= QUEENS_REGION_TECHNIQUE_LAST_IN_COLUMN)
                {
                  g_assert_cmpuint (step.column, ==, answer[step.row]);
                  g_assert_cmpuint (queens_region_logic_get_queen (logic, step.row), ==, step.column);
                }
              described = queens_region_step_describe (&step);
              g_assert_cmpuint (strlen (described), >, 20);
              g_assert_null (strchr (described, '\n'));
            }

          g_assert_cmpint (result, ==, QUEENS_REGION_LOGIC_SOLVED);
          g_assert_cmpint (hardest, ==, level);
          g_assert_cmpuint (steps, >=, n);
          for (row = 0; row < n; row++)
            g_assert_cmpuint (queens_region_logic_get_queen (logic, row), ==, answer[row]);
          /* Solved stays solved. */
          g_assert_cmpint (queens_region_logic_step (logic, level, &step), ==, QUEENS_REGION_LOGIC_SOLVED);
        }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/region-logic/last-in-region", test_last_in_region);
  g_test_add_func ("/region-logic/region-in-column", test_region_in_column);
  g_test_add_func ("/region-logic/row-in-region", test_row_in_region);
  g_test_add_func ("/region-logic/sentences", test_sentences);
  g_test_add_func ("/region-logic/difficulty-names", test_difficulty_names);
  g_test_add_func ("/region-logic/player-moves", test_player_moves);
  g_test_add_func ("/region-logic/no-answer", test_no_answer);
  g_test_add_func ("/region-logic/hints-solve-generated", test_hints_solve_generated);

  return g_test_run ();
}
