/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-region-solver.c: the search against the tests' own brute force
 *
 * On random region maps of 4 to 8 rows (in pieces or not), every answer
 * the search finds, in its order, is the brute force's
 * (region-brute-force.c), which shares no code with it.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "region-brute-force.h"
#include "queens-prng.h"
#include "queens-region-solver.h"

#define MAPS_PER_SIZE 60

/* A random map of @n regions, every one used: each region gets a square
 * of its own, the others a random region; a few maps are grown from
 * neighbours instead, so that regions are lumps too. */
static QueensRegionGrid *
random_grid (QueensPrng *prng,
             guint       n)
{
  guint8 regions[64];
  guint squares[64], i;

  g_assert_cmpuint (n * n, <=, 64);
  for (i = 0; i < n * n; i++)
    squares[i] = i;
  for (i = n * n; i > 1; i--)
    {
      guint j = (guint) queens_prng_below (prng, i), swap = squares[i - 1];

      squares[i - 1] = squares[j];
      squares[j] = swap;
    }
  for (i = 0; i < n * n; i++)
    regions[squares[i]] = i < n ? (guint8) i : (guint8) queens_prng_below (prng, n);
  /* Half the maps: smooth them, each square (but the n kept ones) taking
   * the region of its left or upper neighbour now and then. */
  if (queens_prng_below (prng, 2) == 0)
    for (i = n; i < n * n; i++)
      {
        guint square = squares[i];

        if (square % n > 0 && queens_prng_below (prng, 2) == 0)
          regions[square] = regions[square - 1];
        else if (square >= n && queens_prng_below (prng, 2) == 0)
          regions[square] = regions[square - n];
      }
  /* Smoothing may have lost a region: give each its own square back. */
  for (i = 0; i < n; i++)
    regions[squares[i]] = (guint8) i;
  return queens_region_grid_new (n, regions, NULL);
}

typedef struct
{
  guint   n;
  GArray *answers;
} Collector;

static gboolean
collect_answer (const guint8 *columns,
                gpointer      user_data)
{
  Collector *collector = user_data;

  g_array_append_vals (collector->answers, columns, collector->n);
  return TRUE;
}

static void
test_against_brute_force (void)
{
  QueensPrng prng;
  guint n, map, with_answers = 0, without = 0;

  queens_prng_init (&prng, 2026);
  for (n = 4; n <= 8; n++)
    for (map = 0; map < MAPS_PER_SIZE; map++)
      {
        g_autoptr(QueensRegionGrid) grid = random_grid (&prng, n);
        g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, 1);
        Collector collector = { n, g_array_new (FALSE, FALSE, 1) };
        guint count = region_brute_force_count (n, queens_region_grid_get_regions (grid),
                                                G_MAXUINT, expected);
        guint64 found = queens_region_solver_enumerate (grid, G_MAXUINT64, collect_answer, &collector);
        guint8 first[8], second[8];
        guint64 counted;

        g_assert_nonnull (grid);
        g_assert_cmpuint (found, ==, count);
        g_assert_cmpuint (collector.answers->len, ==, expected->len);
        g_assert_cmpmem (collector.answers->data, collector.answers->len,
                         expected->data, expected->len);

        counted = queens_region_solver_count (grid, 2, first, second);
        g_assert_cmpuint (counted, ==, MIN (count, 2));
        if (count >= 1)
          g_assert_cmpmem (first, n, expected->data, n);
        if (count >= 2)
          g_assert_cmpmem (second, n, expected->data + n, n);

        if (count > 0)
          with_answers++;
        else
          without++;
        g_array_unref (collector.answers);
      }
  /* The maps tried both kinds of grid. */
  g_assert_cmpuint (with_answers, >, 10);
  g_assert_cmpuint (without, >, 10);
}

/* A grid whose regions are its columns: the answers are the placements
 * with no two queens touching: 2 for N = 4, 14 for N = 5. */
static QueensRegionGrid *
columns_grid (guint n)
{
  guint8 regions[64];
  guint i;

  for (i = 0; i < n * n; i++)
    regions[i] = (guint8) (i % n);
  return queens_region_grid_new (n, regions, NULL);
}

static gboolean
stop_after_first (const guint8 *columns,
                  gpointer      user_data)
{
  guint *calls = user_data;

  (*calls)++;
  return FALSE;
}

static void
test_limit (void)
{
  g_autoptr(QueensRegionGrid) four = columns_grid (4);
  g_autoptr(QueensRegionGrid) five = columns_grid (5);
  guint8 first[5], second[5];
  static const guint8 four_first[] = { 1, 3, 0, 2 };
  static const guint8 four_second[] = { 2, 0, 3, 1 };
  guint calls = 0;

  g_assert_cmpuint (queens_region_solver_count (four, 100, first, second), ==, 2);
  g_assert_cmpmem (first, 4, four_first, 4);
  g_assert_cmpmem (second, 4, four_second, 4);
  g_assert_cmpuint (queens_region_solver_count (five, G_MAXUINT64, NULL, NULL), ==, 14);
  g_assert_cmpuint (queens_region_solver_count (five, 3, NULL, NULL), ==, 3);
  g_assert_cmpuint (queens_region_solver_count (five, 1, first, NULL), ==, 1);
  g_assert_cmpuint (queens_region_solver_enumerate (five, 10, stop_after_first, &calls), ==, 1);
  g_assert_cmpuint (calls, ==, 1);
  g_assert_cmpuint (queens_region_solver_enumerate (five, 10, NULL, NULL), ==, 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/region-solver/against-brute-force", test_against_brute_force);
  g_test_add_func ("/region-solver/limit", test_limit);

  return g_test_run ();
}
