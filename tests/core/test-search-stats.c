/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-search-stats.c: the textbook methods' figures against the methods
 * themselves, run literally on small boards
 *
 * Each brute force below is the method as the books write it, with plain
 * arrays and a pairwise safety check (no bitboards, no shared code with
 * src/core), counting every square it tries and every placement it keeps.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-search-stats.h"

#define BRUTE_MAX_N 9u
/* Louis's version repeats itself N^N times over: 2.4 million tries at
 * N = 7, 51 million at 8 (too slow under valgrind); above 7 his figures
 * are checked against the definition over breadth-first's run instead. */
#define BRUTE_LOUIS_MAX_N 7u

typedef struct
{
  guint64 tried[BRUTE_MAX_N + 1];
  guint64 kept[BRUTE_MAX_N + 1];
  /* Boards in memory now and at the fullest: each level's boards while
   * the level lives, the one array the depth-first runs change in place. */
  guint64 held;
  guint64 most_held;
} BruteFigures;

static void
brute_hold (BruteFigures *figures,
            guint64       boards)
{
  figures->held += boards;
  figures->most_held = MAX (figures->most_held, figures->held);
}

/* Whether a queen in @row at @column is safe from @placed[0..row-1]. */
static gboolean
brute_is_safe (const guint *placed,
               guint        row,
               guint        column)
{
  for (guint other = 0; other < row; other++)
    {
      guint distance = row - other;

      if (placed[other] == column || placed[other] + distance == column
          || column + distance == placed[other])
        return FALSE;
    }

  return TRUE;
}

/* A level: count placements of @rows queens each, one after another. */
typedef struct
{
  guint  rows;
  GArray *columns;  /* guint */
} BruteLevel;

static guint
brute_level_length (const BruteLevel *level)
{
  return level->rows == 0 ? 1 : level->columns->len / level->rows;
}

/* Level 0, the empty board alone. */
static BruteLevel
brute_level_start (BruteFigures *figures)
{
  brute_hold (figures, 1);
  return (BruteLevel) { 0, g_array_new (FALSE, FALSE, sizeof (guint)) };
}

static void
brute_level_free (BruteLevel   *level,
                  BruteFigures *figures)
{
  figures->held -= brute_level_length (level);
  g_array_unref (level->columns);
}

static BruteLevel
brute_extend (const BruteLevel *previous,
              guint             n,
              BruteFigures     *figures)
{
  BruteLevel next = { previous->rows + 1, g_array_new (FALSE, FALSE, sizeof (guint)) };
  guint row = previous->rows;

  for (guint index = 0; index < brute_level_length (previous); index++)
    {
      const guint *placed = previous->rows == 0
                            ? NULL : &g_array_index (previous->columns, guint, index * row);

      for (guint column = 0; column < n; column++)
        {
          figures->tried[row + 1]++;
          if (brute_is_safe (placed, row, column))
            {
              figures->kept[row + 1]++;
              if (row > 0)
                g_array_append_vals (next.columns, placed, row);
              g_array_append_val (next.columns, column);
              brute_hold (figures, 1);
            }
        }
    }

  return next;
}

/* SICP 2.42: queen-cols folds "extend and filter" over the rows. */
static void
brute_breadth_first (guint         n,
                     BruteFigures *figures)
{
  BruteLevel level = brute_level_start (figures);

  for (guint row = 0; row < n; row++)
    {
      BruteLevel next = brute_extend (&level, n, figures);

      brute_level_free (&level, figures);
      level = next;
    }
  brute_level_free (&level, figures);
}

static void
brute_backtrack (guint         n,
                 guint         row,
                 guint        *placed,
                 BruteFigures *figures)
{
  for (guint column = 0; column < n; column++)
    {
      figures->tried[row + 1]++;
      if (!brute_is_safe (placed, row, column))
        continue;

      figures->kept[row + 1]++;
      placed[row] = column;
      if (row + 1 < n)
        brute_backtrack (n, row + 1, placed, figures);
    }
}

/* Every arrangement of distinct columns; only a full one is tested. */
static void
brute_permute (guint         n,
               guint         row,
               guint        *placed,
               gboolean     *used,
               BruteFigures *figures)
{
  for (guint column = 0; column < n; column++)
    {
      gboolean solution = TRUE;

      if (used[column])
        continue;

      figures->tried[row + 1]++;
      placed[row] = column;
      if (row + 1 < n)
        {
          figures->kept[row + 1]++;
          used[column] = TRUE;
          brute_permute (n, row + 1, placed, used, figures);
          used[column] = FALSE;
          continue;
        }

      for (guint other = 0; other < n; other++)
        solution = solution && brute_is_safe (placed, other, placed[other]);
      if (solution)
        figures->kept[n]++;
    }
}

/* SICP 2.43: for each square of row k, queen-cols (k - 1) is evaluated
 * again from scratch. */
static BruteLevel
brute_louis_queen_cols (guint         n,
                        guint         rows,
                        BruteFigures *figures)
{
  BruteLevel result = { rows, g_array_new (FALSE, FALSE, sizeof (guint)) };

  if (rows == 0)
    {
      g_array_unref (result.columns);
      return brute_level_start (figures);
    }

  for (guint column = 0; column < n; column++)
    {
      BruteLevel rest = brute_louis_queen_cols (n, rows - 1, figures);
      guint row = rows - 1;

      for (guint index = 0; index < brute_level_length (&rest); index++)
        {
          const guint *placed = row == 0 ? NULL : &g_array_index (rest.columns, guint, index * row);

          figures->tried[rows]++;
          if (brute_is_safe (placed, row, column))
            {
              figures->kept[rows]++;
              if (row > 0)
                g_array_append_vals (result.columns, placed, row);
              g_array_append_val (result.columns, column);
              brute_hold (figures, 1);
            }
        }
      brute_level_free (&rest, figures);
    }

  return result;
}

static void
brute_run (QueensSearchMethod method,
           guint              n,
           BruteFigures      *figures)
{
  guint placed[BRUTE_MAX_N] = { 0 };
  gboolean used[BRUTE_MAX_N] = { FALSE };

  memset (figures, 0, sizeof *figures);
  switch (method)
    {
    case QUEENS_SEARCH_METHOD_BREADTH_FIRST:
      brute_breadth_first (n, figures);
      break;
    case QUEENS_SEARCH_METHOD_BACKTRACKING:
      brute_hold (figures, 1);  /* placed[] */
      brute_backtrack (n, 0, placed, figures);
      break;
    case QUEENS_SEARCH_METHOD_PERMUTATIONS:
      brute_hold (figures, 1);
      brute_permute (n, 0, placed, used, figures);
      break;
    case QUEENS_SEARCH_METHOD_LOUIS:
      {
        BruteLevel solutions = brute_louis_queen_cols (n, n, figures);

        brute_level_free (&solutions, figures);
      }
      break;
    case QUEENS_N_SEARCH_METHODS:
    default:
      g_assert_not_reached ();
    }
}

static void
assert_wide_equals (QueensWideCount value,
                    guint64         expected)
{
  g_assert_cmpuint (value.high, ==, 0);
  g_assert_cmpuint (value.low, ==, expected);
}

static void
check_method_against_brute_force (QueensSearchMethod method,
                                  guint              max_n)
{
  for (guint n = 1; n <= max_n; n++)
    {
      g_autoptr(GError) error = NULL;
      QueensSearchLevels levels;
      QueensSearchStats stats;
      BruteFigures brute;
      guint64 total_tried = 0;
      guint64 total_kept = 0;

      g_assert_true (queens_search_levels_count (n, NULL, &levels, &error));
      g_assert_no_error (error);
      g_assert_true (queens_search_stats_compute (method, &levels, &stats, &error));
      g_assert_no_error (error);
      brute_run (method, n, &brute);

      g_assert_cmpuint (stats.n, ==, n);
      g_assert_cmpint (stats.method, ==, method);
      g_assert_cmpuint (stats.solutions, ==, brute.kept[n]);
      for (guint row = 1; row <= n; row++)
        {
          assert_wide_equals (stats.tried[row], brute.tried[row]);
          assert_wide_equals (stats.kept[row], brute.kept[row]);
          total_tried += brute.tried[row];
          total_kept += brute.kept[row];
        }
      assert_wide_equals (stats.total_tried, total_tried);
      assert_wide_equals (stats.total_kept, total_kept);
      assert_wide_equals (stats.most_held, brute.most_held);
    }
}

static void
test_breadth_first (void)
{
  check_method_against_brute_force (QUEENS_SEARCH_METHOD_BREADTH_FIRST, BRUTE_MAX_N);
}

static void
test_backtracking (void)
{
  check_method_against_brute_force (QUEENS_SEARCH_METHOD_BACKTRACKING, BRUTE_MAX_N);
}

static void
test_permutations (void)
{
  check_method_against_brute_force (QUEENS_SEARCH_METHOD_PERMUTATIONS, BRUTE_MAX_N);
}

static void
test_louis (void)
{
  check_method_against_brute_force (QUEENS_SEARCH_METHOD_LOUIS, BRUTE_LOUIS_MAX_N);

  /* queen-cols k runs N^(N - k) times, each extending breadth-first's
   * level k - 1. */
  for (guint n = BRUTE_LOUIS_MAX_N + 1; n <= BRUTE_MAX_N; n++)
    {
      QueensSearchLevels levels;
      QueensSearchStats stats;
      BruteFigures breadth_first;
      guint64 repeats = 1;

      g_assert_true (queens_search_levels_count (n, NULL, &levels, NULL));
      g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_LOUIS, &levels, &stats, NULL));
      brute_run (QUEENS_SEARCH_METHOD_BREADTH_FIRST, n, &breadth_first);
      for (guint row = n; row >= 1; row--, repeats *= n)
        {
          assert_wide_equals (stats.tried[row], repeats * breadth_first.tried[row]);
          assert_wide_equals (stats.kept[row], repeats * breadth_first.kept[row]);
        }
    }
}

/* The figures every textbook quotes for the eight queens. */
static void
test_eight_queens (void)
{
  QueensSearchLevels levels;
  QueensSearchStats stats;

  g_assert_true (queens_search_levels_count (8, NULL, &levels, NULL));
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_BACKTRACKING, &levels,
                                              &stats, NULL));
  assert_wide_equals (stats.total_tried, 15720);
  assert_wide_equals (stats.total_kept, 2056);
  g_assert_cmpuint (stats.solutions, ==, 92);

  /* 8! arrangements in the last row. */
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_PERMUTATIONS, &levels,
                                              &stats, NULL));
  assert_wide_equals (stats.tried[8], 40320);
  assert_wide_equals (stats.kept[8], 92);

  /* Louis: tens of millions, row 1 alone 8^8. */
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_LOUIS, &levels,
                                              &stats, NULL));
  assert_wide_equals (stats.tried[1], 16777216);
  g_assert_cmpuint (stats.total_tried.low, >, 10000000);
  g_assert_cmpuint (stats.total_tried.low, <, 100000000);
}

/* Levels 1..8 of the eight queens: 8, 42, 140, 344, 568, 550, 312, 92.
 * Breadth-first is fullest building level 6 from level 5 (568 + 550);
 * Louis also holds, while the last column of each row re-evaluates the
 * rows above, what the other seven columns gave. */
static void
test_most_held (void)
{
  QueensSearchLevels levels;
  QueensSearchStats stats;
  guint64 louis_held = 1;

  g_assert_true (queens_search_levels_count (8, NULL, &levels, NULL));
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_BREADTH_FIRST, &levels,
                                              &stats, NULL));
  assert_wide_equals (stats.most_held, 568 + 550);
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_BACKTRACKING, &levels,
                                              &stats, NULL));
  assert_wide_equals (stats.most_held, 1);

  /* The last column's placements are the first column's mirror images. */
  for (guint row = 1; row <= 8; row++)
    {
      guint64 under = levels.kept[row] - levels.in_last_column[row] + louis_held;

      g_assert_cmpuint (levels.in_last_column[row] * 2, <=, levels.kept[row]);
      louis_held = MAX (under, levels.kept[row - 1] + levels.kept[row]);
    }
  g_assert_cmpuint (levels.in_last_column[8], ==, 4);
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_LOUIS, &levels, &stats, NULL));
  assert_wide_equals (stats.most_held, louis_held);
  g_assert_cmpuint (louis_held, >, 568 + 550);
}

/* The levels of the counted boards end in the published solution counts. */
static void
test_levels_end_in_solutions (void)
{
  static const guint64 solutions[] = { 0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200 };

  for (guint n = 1; n < G_N_ELEMENTS (solutions); n++)
    {
      QueensSearchLevels levels;

      g_assert_true (queens_search_levels_count (n, NULL, &levels, NULL));
      g_assert_cmpuint (levels.n, ==, n);
      g_assert_cmpuint (levels.kept[0], ==, 1);
      g_assert_cmpuint (levels.kept[1], ==, n);
      g_assert_cmpuint (levels.kept[n], ==, solutions[n]);
    }
}

/* Past 64 bits the figures stay exact: permutations try 30! in the last
 * row of N = 30 (levels made up: only the permutations' tries are
 * looked at, and they do not depend on the levels). */
static void
test_wide_figures (void)
{
  QueensSearchLevels levels = { .n = 30 };
  QueensSearchStats stats;
  char digits[QUEENS_WIDE_COUNT_DECIMAL_SIZE];

  levels.kept[0] = 1;
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_PERMUTATIONS, &levels,
                                              &stats, NULL));
  g_assert_cmpstr (queens_wide_count_to_decimal (stats.tried[30], digits), ==,
                   "265252859812191058636308480000000");

  /* Louis at N = 26: row 1 tries 26^26, still inside 128 bits. */
  levels.n = 26;
  g_assert_true (queens_search_stats_compute (QUEENS_SEARCH_METHOD_LOUIS, &levels, &stats, NULL));
  g_assert_cmpstr (queens_wide_count_to_decimal (stats.tried[1], digits), ==,
                   "6156119580207157310796674288400203776");
}

static void
test_too_large (void)
{
  g_autoptr(GError) error = NULL;
  QueensSearchLevels levels = { .n = QUEENS_SEARCH_STATS_LOUIS_MAX_N + 1 };
  QueensSearchStats stats = { .n = 0 };

  levels.kept[0] = 1;
  g_assert_false (queens_search_stats_compute (QUEENS_SEARCH_METHOD_LOUIS, &levels, &stats, &error));
  g_assert_error (error, QUEENS_SEARCH_STATS_ERROR, QUEENS_SEARCH_STATS_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "26"));
  g_assert_cmpuint (stats.n, ==, 0);

  /* The other methods fit at every N the levels can be counted for. */
  levels.n = QUEENS_SEARCH_STATS_MAX_N;
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    g_assert_cmpint (queens_search_stats_compute (method, &levels, &stats, NULL), ==,
                     method != QUEENS_SEARCH_METHOD_LOUIS);
}

static void
test_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  QueensSearchLevels levels = { .n = 0 };

  g_cancellable_cancel (cancellable);
  g_assert_false (queens_search_levels_count (20, cancellable, &levels, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (levels.n, ==, 0);
}

static void
test_method_names (void)
{
  QueensSearchMethod method = QUEENS_N_SEARCH_METHODS;

  for (guint each = 0; each < QUEENS_N_SEARCH_METHODS; each++)
    {
      g_assert_true (queens_search_method_from_name (queens_search_method_get_name (each), &method));
      g_assert_cmpint (method, ==, each);
    }
  g_assert_cmpstr (queens_search_method_get_name (QUEENS_SEARCH_METHOD_BREADTH_FIRST), ==,
                   "breadth-first");
  g_assert_false (queens_search_method_from_name ("Louis", &method));
  g_assert_false (queens_search_method_from_name ("", &method));
  g_assert_false (queens_search_method_from_name ("min-conflicts", &method));
  g_assert_cmpuint (queens_search_method_get_max_n (QUEENS_SEARCH_METHOD_LOUIS), ==, 26);
  g_assert_cmpuint (queens_search_method_get_max_n (QUEENS_SEARCH_METHOD_PERMUTATIONS), ==, 32);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/search-stats/brute-force/breadth-first", test_breadth_first);
  g_test_add_func ("/search-stats/brute-force/backtracking", test_backtracking);
  g_test_add_func ("/search-stats/brute-force/permutations", test_permutations);
  g_test_add_func ("/search-stats/brute-force/louis", test_louis);
  g_test_add_func ("/search-stats/eight-queens", test_eight_queens);
  g_test_add_func ("/search-stats/most-held", test_most_held);
  g_test_add_func ("/search-stats/levels-end-in-solutions", test_levels_end_in_solutions);
  g_test_add_func ("/search-stats/wide-figures", test_wide_figures);
  g_test_add_func ("/search-stats/too-large", test_too_large);
  g_test_add_func ("/search-stats/cancelled", test_cancelled);
  g_test_add_func ("/search-stats/method-names", test_method_names);

  return g_test_run ();
}
