/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-region-generator.c: generated region puzzles and the puzzle of the day
 *
 * Every puzzle is checked by the tests' own brute force and flood fill
 * (region-brute-force.c): exactly one answer, every region in one piece;
 * and by the logic for the difficulty it was asked for.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "region-brute-force.h"
#include "queens-region-generator.h"
#include "queens-region-logic.h"

/* A few seeds per size and level keep the suite quick; -m slow tries
 * many. */
#define SEEDS (g_test_slow () ? 40u : 3u)

/* Do @level's techniques, and no weaker ones, solve @grid? */
static void
assert_difficulty (QueensRegionGrid       *grid,
                   QueensRegionDifficulty  level)
{
  g_autoptr(QueensRegionLogic) at_level = queens_region_logic_new (grid);
  QueensRegionDifficulty graded;

  g_assert_cmpint (queens_region_logic_run (at_level, level, NULL), ==, QUEENS_REGION_LOGIC_SOLVED);
  if (level > QUEENS_REGION_EASY)
    {
      g_autoptr(QueensRegionLogic) below = queens_region_logic_new (grid);

      g_assert_cmpint (queens_region_logic_run (below, level - 1, NULL), ==, QUEENS_REGION_LOGIC_STUCK);
    }
  g_assert_true (queens_region_grade (grid, &graded));
  g_assert_cmpint (graded, ==, level);
}

static void
assert_puzzle (QueensRegionGrid       *grid,
               guint                   n,
               QueensRegionDifficulty  level)
{
  g_autofree char *text = queens_region_grid_to_text (grid);
  guint8 regions[QUEENS_REGION_MAX_N * QUEENS_REGION_MAX_N];
  guint read_n = 0, square;
  char next = 'A';

  /* The text form, read plainly, is the grid. */
  g_assert_true (region_brute_force_read (text, &read_n, regions));
  g_assert_cmpuint (read_n, ==, n);
  g_assert_cmpmem (regions, n * n, queens_region_grid_get_regions (grid), n * n);
  /* Letters come in reading order. */
  for (square = 0; square < n * n; square++)
    if (text[square + square / n] == next)
      next++;
    else
      g_assert_cmpint (text[square + square / n], <, next);
  g_assert_cmpint (next, ==, 'A' + (char) n);

  g_assert_cmpuint (region_brute_force_count (n, regions, 2, NULL), ==, 1);
  g_assert_true (region_brute_force_connected (n, regions));
  assert_difficulty (grid, level);
}

static void
test_every_size_and_level (void)
{
  guint n, seed;
  QueensRegionDifficulty level;

  for (n = QUEENS_REGION_GENERATE_MIN_N; n <= QUEENS_REGION_GENERATE_MAX_N; n++)
    for (level = QUEENS_REGION_EASY; level <= QUEENS_REGION_HARD; level++)
      for (seed = 0; seed < SEEDS; seed++)
        {
          guint64 big_seed = seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
          g_autoptr(QueensRegionGrid) grid = queens_region_generate (n, big_seed, level);

          g_assert_nonnull (grid);
          g_assert_cmpuint (queens_region_grid_get_n (grid), ==, n);
          assert_puzzle (grid, n, level);
        }
}

/* The same seed, size and level give the same puzzle; other seeds and
 * other levels, other puzzles. */
static void
test_deterministic (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint seed;

  for (seed = 0; seed < 6; seed++)
    {
      g_autoptr(QueensRegionGrid) grid = queens_region_generate (9, seed, QUEENS_REGION_MEDIUM);
      g_autoptr(QueensRegionGrid) again = queens_region_generate (9, seed, QUEENS_REGION_MEDIUM);
      g_autofree char *text = queens_region_grid_to_text (grid);
      g_autofree char *text_again = queens_region_grid_to_text (again);

      g_assert_cmpstr (text, ==, text_again);
      g_hash_table_add (seen, g_steal_pointer (&text));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 6);
}

/* One puzzle pinned down, so that a change to the sequence is seen: the
 * puzzles of a seed must not change between releases. */
#define PINNED_6_1_MEDIUM "AABBCD\n" \
                          "ABBBCC\n" \
                          "AABBCC\n" \
                          "AEFBCC\n" \
                          "EEECCE\n" \
                          "EEEEEE\n"

static void
test_pinned (void)
{
  g_autoptr(QueensRegionGrid) grid = queens_region_generate (6, 1, QUEENS_REGION_MEDIUM);
  g_autofree char *text = queens_region_grid_to_text (grid);

  g_test_message ("queens --region-puzzle 6 --seed 1:\n%s", text);
  g_assert_cmpstr (text, ==, PINNED_6_1_MEDIUM);
}

/* The day's seed is the FNV-1a hash of the date's text, computed here
 * again; the same date gives the same puzzles, other dates others. */
static void
test_daily (void)
{
  g_autoptr(GDate) date = g_date_new_dmy (1, G_DATE_MARCH, 2026);
  g_autoptr(GDate) next = g_date_new_dmy (2, G_DATE_MARCH, 2026);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);
  const char *c;
  guint day;

  for (c = "2026-03-01"; *c != '\0'; c++)
    hash = (hash ^ (guchar) *c) * G_GUINT64_CONSTANT (1099511628211);
  g_assert_cmphex (queens_region_daily_seed (date), ==, hash);
  g_assert_cmphex (queens_region_daily_seed (next), !=, hash);

  for (day = 1; day <= 5; day++)
    {
      g_autoptr(GDate) some_day = g_date_new_dmy ((GDateDay) day, G_DATE_MARCH, 2026);
      g_autoptr(QueensRegionGrid) grid = queens_region_generate_daily (some_day, 8, QUEENS_REGION_HARD);
      g_autoptr(QueensRegionGrid) again = queens_region_generate_daily (some_day, 8, QUEENS_REGION_HARD);
      g_autoptr(QueensRegionGrid) by_seed = queens_region_generate (8, queens_region_daily_seed (some_day),
                                                                    QUEENS_REGION_HARD);
      g_autofree char *text = queens_region_grid_to_text (grid);
      g_autofree char *text_again = queens_region_grid_to_text (again);
      g_autofree char *text_by_seed = queens_region_grid_to_text (by_seed);

      g_assert_cmpstr (text, ==, text_again);
      g_assert_cmpstr (text, ==, text_by_seed);
      assert_puzzle (grid, 8, QUEENS_REGION_HARD);
      g_hash_table_add (seen, g_steal_pointer (&text));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/region-generator/every-size-and-level", test_every_size_and_level);
  g_test_add_func ("/region-generator/deterministic", test_deterministic);
  g_test_add_func ("/region-generator/pinned", test_pinned);
  g_test_add_func ("/region-generator/daily", test_daily);

  return g_test_run ();
}
