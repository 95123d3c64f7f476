/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-textbook-stepper.c: breadth-first, permutations and louis step by
 * step: their tries add up to the figures of queens-search-stats, each try
 * is kept exactly when it should be, the order is the textbook's, and
 * back undoes forward exactly */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "known-counts.h"
#include "queens-board.h"
#include "queens-textbook-stepper.h"

static const QueensSearchMethod stepped_methods[] = {
  QUEENS_SEARCH_METHOD_BREADTH_FIRST,
  QUEENS_SEARCH_METHOD_PERMUTATIONS,
  QUEENS_SEARCH_METHOD_LOUIS,
};

/* No two of the queens in rows 0..@rows-1 attack each other. */
static gboolean
queens_are_safe (const guint32 *columns,
                 guint          rows)
{
  for (guint a = 0; a < rows; a++)
    for (guint b = a + 1; b < rows; b++)
      if (columns[a] == columns[b] || columns[a] + (b - a) == columns[b]
          || columns[b] + (b - a) == columns[a])
        return FALSE;

  return TRUE;
}

/* Run to the end: every try kept as its method says, the rows' totals as
 * queens-search-stats computes them. */
static void
test_runs_match_figures (void)
{
  for (guint m = 0; m < G_N_ELEMENTS (stepped_methods); m++)
    for (guint n = 1; n <= 7; n++)
      {
        QueensSearchMethod method = stepped_methods[m];
        g_autoptr(QueensTextbookStepper) stepper = queens_textbook_stepper_new (method, n);
        QueensSearchLevels levels;
        QueensSearchStats stats;
        guint64 steps = 0;

        g_assert_true (queens_search_levels_count (n, NULL, &levels, NULL));
        g_assert_true (queens_search_stats_compute (method, &levels, &stats, NULL));
        g_assert_cmpuint (stats.total_tried.high, ==, 0);
        g_assert_cmpuint (queens_textbook_stepper_get_total_steps (stepper), ==,
                          stats.total_tried.low);

        while (queens_textbook_stepper_forward (stepper))
          {
            const guint32 *columns = queens_textbook_stepper_get_columns (stepper);
            guint row;
            guint column;
            gboolean kept;
            gboolean expected;

            steps++;
            g_assert_true (queens_textbook_stepper_get_try (stepper, &row, &column, &kept));
            g_assert_cmpuint (columns[row], ==, column);
            if (row + 1 < n)
              g_assert_cmpuint (columns[row + 1], ==, QUEENS_NO_QUEEN);

            if (method == QUEENS_SEARCH_METHOD_PERMUTATIONS)
              {
                /* Distinct columns always; the diagonals only at the end. */
                for (guint above = 0; above < row; above++)
                  g_assert_cmpuint (columns[above], !=, column);
                expected = row + 1 < n || queens_are_safe (columns, n);
              }
            else
              {
                g_assert_true (queens_are_safe (columns, row));
                expected = queens_are_safe (columns, row + 1);
              }
            g_assert_cmpint (kept, ==, expected);
          }

        g_assert_cmpuint (steps, ==, queens_textbook_stepper_get_total_steps (stepper));
        g_assert_true (queens_textbook_stepper_is_finished (stepper));
        g_assert_cmpuint (queens_textbook_stepper_get_solutions (stepper), ==, known_counts_total (n));
        for (guint row = 0; row < n; row++)
          {
            g_assert_cmpuint (queens_textbook_stepper_get_row_tried (stepper, row), ==,
                              stats.tried[row + 1].low);
            g_assert_cmpuint (queens_textbook_stepper_get_row_kept (stepper, row), ==,
                              stats.kept[row + 1].low);
          }
      }
}

typedef struct
{
  guint    row;
  guint    column;
  gboolean kept;
  guint32  columns[QUEENS_TEXTBOOK_STEPPER_MAX_N];
  guint64  tried[QUEENS_TEXTBOOK_STEPPER_MAX_N];
  guint64  next_level;
  guint    code_line;
} Snapshot;

static void
take_snapshot (const QueensTextbookStepper *stepper,
               Snapshot                    *snapshot)
{
  guint n = queens_textbook_stepper_get_n (stepper);

  memset (snapshot, 0, sizeof *snapshot);
  queens_textbook_stepper_get_try (stepper, &snapshot->row, &snapshot->column, &snapshot->kept);
  memcpy (snapshot->columns, queens_textbook_stepper_get_columns (stepper), n * sizeof (guint32));
  for (guint row = 0; row < n; row++)
    snapshot->tried[row] = queens_textbook_stepper_get_row_tried (stepper, row)
                           * 2 + queens_textbook_stepper_get_row_kept (stepper, row);
  snapshot->next_level = queens_textbook_stepper_get_next_level_size (stepper);
  snapshot->code_line = queens_textbook_stepper_get_code_line (stepper);
}

/* Back from the end to the start passes every state forward passed. */
static void
test_back_undoes_forward (void)
{
  for (guint m = 0; m < G_N_ELEMENTS (stepped_methods); m++)
    {
      g_autoptr(QueensTextbookStepper) stepper = queens_textbook_stepper_new (stepped_methods[m], 5);
      guint64 total = queens_textbook_stepper_get_total_steps (stepper);
      g_autofree Snapshot *snapshots = g_new (Snapshot, total + 1);

      g_assert_false (queens_textbook_stepper_back (stepper));
      take_snapshot (stepper, &snapshots[0]);
      for (guint64 step = 1; step <= total; step++)
        {
          g_assert_true (queens_textbook_stepper_forward (stepper));
          take_snapshot (stepper, &snapshots[step]);
        }
      g_assert_false (queens_textbook_stepper_forward (stepper));

      for (guint64 step = total; step-- > 0;)
        {
          Snapshot now;

          g_assert_true (queens_textbook_stepper_back (stepper));
          g_assert_cmpuint (queens_textbook_stepper_get_steps (stepper), ==, step);
          take_snapshot (stepper, &now);
          g_assert_cmpmem (&now, sizeof now, &snapshots[step], sizeof snapshots[step]);
        }
      g_assert_false (queens_textbook_stepper_back (stepper));
      g_assert_false (queens_textbook_stepper_get_try (stepper, NULL, NULL, NULL));
      g_assert_cmpuint (queens_textbook_stepper_get_code_line (stepper), ==, 0);
    }
}

/* The first tries of each method at N = 4, as the books run them. */
static void
test_textbook_order (void)
{
  static const struct
  {
    QueensSearchMethod method;
    guint              rows[12];
    guint              columns[12];
  } cases[] = {
    /* Row 1 whole, then every column of row 2 on the board "1". */
    { QUEENS_SEARCH_METHOD_BREADTH_FIRST,
      { 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1 },
      { 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3 } },
    /* Depth first, skipping used columns, diagonals unchecked. */
    { QUEENS_SEARCH_METHOD_PERMUTATIONS,
      { 0, 1, 2, 3, 2, 3, 1, 2, 3, 2, 3, 1 },
      { 0, 1, 2, 3, 3, 2, 2, 1, 3, 3, 1, 3 } },
    /* queen-cols 1 runs, its four boards get column 1 of row 2, then
     * queen-cols 1 runs again from scratch for column 2. */
    { QUEENS_SEARCH_METHOD_LOUIS,
      { 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0 },
      { 0, 1, 2, 3, 0, 0, 0, 0, 0, 1, 2, 3 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(QueensTextbookStepper) stepper = queens_textbook_stepper_new (cases[c].method, 4);

      for (guint step = 0; step < G_N_ELEMENTS (cases[c].rows); step++)
        {
          guint row;
          guint column;

          g_assert_true (queens_textbook_stepper_forward (stepper));
          g_assert_true (queens_textbook_stepper_get_try (stepper, &row, &column, NULL));
          g_assert_cmpuint (row, ==, cases[c].rows[step]);
          g_assert_cmpuint (column, ==, cases[c].columns[step]);
        }
    }
}

/* Breadth-first holds the level it extends and the part of the next one
 * built so far; Louis holds the same for the evaluation under way. */
static void
test_levels_held (void)
{
  g_autoptr(QueensTextbookStepper) breadth_first =
    queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_BREADTH_FIRST, 8);
  g_autoptr(QueensTextbookStepper) louis = queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_LOUIS, 4);
  guint64 largest = 0;

  g_assert_cmpuint (queens_textbook_stepper_get_level_size (breadth_first), ==, 1);
  while (queens_textbook_stepper_forward (breadth_first))
    {
      guint depth = queens_textbook_stepper_get_level_depth (breadth_first);
      guint64 index = queens_textbook_stepper_get_level_index (breadth_first);
      const guint8 *board = queens_textbook_stepper_get_level_board (breadth_first, index);
      const guint32 *columns = queens_textbook_stepper_get_columns (breadth_first);

      /* The board extended is the one of the level shown. */
      for (guint row = 0; row < depth; row++)
        g_assert_cmpuint (board[row], ==, columns[row]);
      g_assert_cmpuint (queens_textbook_stepper_get_next_level_size (breadth_first), ==,
                        queens_textbook_stepper_get_row_kept (breadth_first, depth));
      largest = MAX (largest, queens_textbook_stepper_get_level_size (breadth_first));
    }
  /* The widest level of N = 8 holds 568 boards of five queens. */
  g_assert_cmpuint (largest, ==, 568);

  /* Louis at N = 4, step 8: four boards of queen-cols 1 extended by
   * column 1, of which the first two (columns 1 and 2) are attacked. */
  for (guint step = 0; step < 8; step++)
    g_assert_true (queens_textbook_stepper_forward (louis));
  g_assert_cmpuint (queens_textbook_stepper_get_level_depth (louis), ==, 1);
  g_assert_cmpuint (queens_textbook_stepper_get_level_size (louis), ==, 4);
  g_assert_cmpuint (queens_textbook_stepper_get_next_level_size (louis), ==, 2);
}

static void
test_code (void)
{
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    {
      const char * const *lines = queens_textbook_code_get_lines (method);

      g_assert_nonnull (lines);
      g_assert_cmpuint (g_strv_length ((char **) lines), >=, 6);
    }

  for (guint m = 0; m < G_N_ELEMENTS (stepped_methods); m++)
    {
      g_autoptr(QueensTextbookStepper) stepper = queens_textbook_stepper_new (stepped_methods[m], 5);
      const char * const *lines = queens_textbook_code_get_lines (stepped_methods[m]);
      guint n_lines = g_strv_length ((char **) lines);

      while (queens_textbook_stepper_forward (stepper))
        {
          guint line = queens_textbook_stepper_get_code_line (stepper);
          g_autofree char *stripped = NULL;
          guint row;
          gboolean kept;

          g_assert_cmpuint (line, <, n_lines);
          queens_textbook_stepper_get_try (stepper, &row, NULL, &kept);
          /* A kept try runs the line that keeps or reports the board; a
           * refused one the test that refused it. */
          if (stepped_methods[m] == QUEENS_SEARCH_METHOD_PERMUTATIONS && row < 4)
            g_assert_nonnull (strstr (lines[line], "place (k + 1"));
          else if (kept)
            g_assert_true (strstr (lines[line], "add ") != NULL || strstr (lines[line], "report") != NULL);
          else
            {
              stripped = g_strstrip (g_strdup (lines[line]));
              g_assert_true (g_str_has_prefix (stripped, "if "));
            }
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/textbook-stepper/runs-match-figures", test_runs_match_figures);
  g_test_add_func ("/textbook-stepper/back-undoes-forward", test_back_undoes_forward);
  g_test_add_func ("/textbook-stepper/textbook-order", test_textbook_order);
  g_test_add_func ("/textbook-stepper/levels-held", test_levels_held);
  g_test_add_func ("/textbook-stepper/code", test_code);

  return g_test_run ();
}
