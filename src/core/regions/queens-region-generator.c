/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-generator.c: regions grown around a hidden answer */
#include "config.h"

#include <string.h>

#include "queens-prng.h"
#include "queens-region-generator.h"
#include "queens-region-solver.h"

#define MAX_N QUEENS_REGION_MAX_N
#define NO_REGION G_MAXUINT8

/* Squares handed over to rule out second answers before a grid is given
 * up for the next one. */
#define MAX_FIXES(n) (4 * (n) * (n))
/* Squares moved to make a grid easier before it is given up. */
#define MAX_EASING_MOVES(n) (8 * (n) * (n))

typedef struct
{
  guint       n;
  QueensPrng *prng;
  guint8      answer[MAX_N];
  guint8      regions[MAX_N * MAX_N];
} Growth;

static void
shuffle (QueensPrng *prng,
         guint      *items,
         guint       count)
{
  guint i;

  for (i = count; i > 1; i--)
    {
      guint j = (guint) queens_prng_below (prng, i);
      guint swap = items[i - 1];

      items[i - 1] = items[j];
      items[j] = swap;
    }
}

/* A random placement of one queen per row and column, no two touching,
 * into growth->answer: depth first, columns in random order. */
static gboolean
place_answer (Growth  *growth,
              guint    row,
              guint32  taken)
{
  guint columns[MAX_N], i;

  if (row == growth->n)
    return TRUE;

  for (i = 0; i < growth->n; i++)
    columns[i] = i;
  shuffle (growth->prng, columns, growth->n);

  for (i = 0; i < growth->n; i++)
    {
      guint column = columns[i];

      if ((taken >> column) & 1)
        continue;
      if (row > 0 && (column + 1 == growth->answer[row - 1] || column == growth->answer[row - 1] + 1u))
        continue;
      growth->answer[row] = (guint8) column;
      if (place_answer (growth, row + 1, taken | (1u << column)))
        return TRUE;
    }
  return FALSE;
}

/* The up to four squares beside @square; returns how many. */
static guint
neighbours (guint  n,
            guint  square,
            guint *out)
{
  guint row = square / n, column = square % n, count = 0;

  if (row > 0)
    out[count++] = square - n;
  if (row + 1 < n)
    out[count++] = square + n;
  if (column > 0)
    out[count++] = square - 1;
  if (column + 1 < n)
    out[count++] = square + 1;
  return count;
}

/* Each queen seeds its region; then, one at a time, a random empty
 * square beside a region joins one of the regions beside it. */
static void
grow_regions (Growth *growth)
{
  guint n = growth->n, left = n * n - n;
  guint row;

  memset (growth->regions, NO_REGION, sizeof growth->regions);
  for (row = 0; row < n; row++)
    growth->regions[row * n + growth->answer[row]] = (guint8) row;

  while (left > 0)
    {
      guint candidates[MAX_N * MAX_N], count = 0, square;

      for (square = 0; square < n * n; square++)
        {
          guint around[4], k, i;

          if (growth->regions[square] != NO_REGION)
            continue;
          k = neighbours (n, square, around);
          for (i = 0; i < k; i++)
            if (growth->regions[around[i]] != NO_REGION)
              {
                candidates[count++] = square;
                break;
              }
        }

      /* Several squares join per pass: the scan is the costly part. */
      shuffle (growth->prng, candidates, count);
      for (guint c = 0; c < count && c < 1 + count / 4; c++)
        {
          guint around[4], regions_beside[4], k, i, beside = 0;

          square = candidates[c];
          k = neighbours (n, square, around);
          for (i = 0; i < k; i++)
            if (growth->regions[around[i]] != NO_REGION)
              regions_beside[beside++] = growth->regions[around[i]];
          growth->regions[square] = (guint8) regions_beside[queens_prng_below (growth->prng, beside)];
          left--;
        }
    }
}

/* Is region @region still in one piece without the squares of
 * @removed? */
static gboolean
connected_without (const Growth   *growth,
                   guint           region,
                   const gboolean *removed)
{
  guint n = growth->n, stack[MAX_N * MAX_N], depth = 0, size = 0, reached = 0, i;
  gboolean seen[MAX_N * MAX_N] = { FALSE };

  for (i = 0; i < n * n; i++)
    if (!removed[i] && growth->regions[i] == region && size++ == 0)
      {
        stack[depth++] = i;
        seen[i] = TRUE;
      }

  while (depth > 0)
    {
      guint around[4], k, current = stack[--depth];

      reached++;
      k = neighbours (n, current, around);
      for (i = 0; i < k; i++)
        if (!seen[around[i]] && !removed[around[i]] && growth->regions[around[i]] == region)
          {
            seen[around[i]] = TRUE;
            stack[depth++] = around[i];
          }
    }
  return reached == size;
}

static gboolean
is_answer_square (const Growth *growth,
                  guint         square)
{
  return growth->answer[square / growth->n] == square % growth->n;
}

/* Hands @square and the squares of its region on the shortest way from
 * it to another region over to that region, a finger reaching in: never
 * a square of the hidden answer, never cutting the region in two.  FALSE
 * when there is no such way. */
static gboolean
reach_in (Growth *growth,
          guint   square)
{
  guint n = growth->n, region = growth->regions[square];
  guint queue[MAX_N * MAX_N], came_from[MAX_N * MAX_N], head = 0, tail = 0;
  gboolean seen[MAX_N * MAX_N] = { FALSE };

  queue[tail++] = square;
  seen[square] = TRUE;
  came_from[square] = square;
  while (head < tail)
    {
      guint current = queue[head++], around[4], k, i;

      k = neighbours (n, current, around);
      shuffle (growth->prng, around, k);
      for (i = 0; i < k; i++)
        {
          gboolean removed[MAX_N * MAX_N] = { FALSE };
          guint target = growth->regions[around[i]], step;

          if (target == region)
            {
              if (!seen[around[i]] && !is_answer_square (growth, around[i]))
                {
                  seen[around[i]] = TRUE;
                  came_from[around[i]] = current;
                  queue[tail++] = around[i];
                }
              continue;
            }

          /* The way from @square to here, taken from the region. */
          for (step = current;; step = came_from[step])
            {
              removed[step] = TRUE;
              if (step == square)
                break;
            }
          if (!connected_without (growth, region, removed))
            continue;
          for (step = 0; step < n * n; step++)
            if (removed[step])
              growth->regions[step] = (guint8) target;
          return TRUE;
        }
    }
  return FALSE;
}

/* Rules out @other, a second answer: a square of it off the hidden answer
 * goes to another region (with the way there), so that region holds two
 * of its queens.  FALSE when no square of it can go. */
static gboolean
rule_out_answer (Growth       *growth,
                 const guint8 *other)
{
  guint n = growth->n, rows[MAX_N], count = 0, i;

  for (i = 0; i < n; i++)
    if (other[i] != growth->answer[i])
      rows[count++] = i;
  shuffle (growth->prng, rows, count);

  for (i = 0; i < count; i++)
    if (reach_in (growth, rows[i] * n + other[rows[i]]))
      return TRUE;
  return FALSE;
}

/* Letters in reading order: the region of the top left square is A, the
 * next new one met is B, and so on. */
static void
letter_in_reading_order (Growth *growth)
{
  guint8 renamed[MAX_N];
  guint next = 0, i, n = growth->n;

  memset (renamed, NO_REGION, sizeof renamed);
  for (i = 0; i < n * n; i++)
    {
      if (renamed[growth->regions[i]] == NO_REGION)
        renamed[growth->regions[i]] = (guint8) next++;
      growth->regions[i] = renamed[growth->regions[i]];
    }
}

/* One grid of the sequence: NULL when it keeps a second answer. */
static QueensRegionGrid *
grow_unique_grid (Growth *growth)
{
  guint fixes;

  if (!place_answer (growth, 0, 0))
    g_assert_not_reached ();  /* every N >= 4 has placements */
  grow_regions (growth);

  for (fixes = 0; fixes < MAX_FIXES (growth->n); fixes++)
    {
      g_autoptr(QueensRegionGrid) grid = queens_region_grid_new (growth->n, growth->regions, NULL);
      guint8 first[MAX_N], second[MAX_N];
      guint64 answers = queens_region_solver_count (grid, 2, first, second);

      g_assert (answers >= 1);  /* the hidden answer stays one */
      if (answers == 1)
        return g_steal_pointer (&grid);
      if (!rule_out_answer (growth, memcmp (first, growth->answer, growth->n) == 0 ? second : first))
        return NULL;
    }
  return NULL;
}

/* How far the techniques of @level get on @grid: the squares they settle
 * (ruled out or holding a queen), n * n when they solve it; @out_solved
 * says whether they did. */
static guint
logic_progress (QueensRegionGrid       *grid,
                QueensRegionDifficulty  level,
                gboolean               *out_solved)
{
  g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (grid);
  guint n = queens_region_grid_get_n (grid), settled = 0, row, column;

  *out_solved = queens_region_logic_run (logic, level, NULL) == QUEENS_REGION_LOGIC_SOLVED;
  for (row = 0; row < n; row++)
    for (column = 0; column < n; column++)
      settled += !queens_region_logic_is_possible (logic, row, column);
  return settled;
}

/* A grid that needs more than @level: squares move one at a time to a
 * neighbouring region, off the hidden answer and never cutting a region
 * in two, as long as @level's techniques get at least as far and the
 * answer stays the only one, until they solve it.  FALSE when they do
 * not within the moves allowed, or the grid came out easier. */
static gboolean
ease_to (Growth                 *growth,
         QueensRegionGrid      **grid,
         QueensRegionDifficulty  level)
{
  guint n = growth->n, moves;
  gboolean solved;
  guint progress = logic_progress (*grid, level, &solved);

  for (moves = 0; moves < MAX_EASING_MOVES (n) && !solved; moves++)
    {
      g_autoptr(QueensRegionGrid) moved = NULL;
      guint square = (guint) queens_prng_below (growth->prng, n * n);
      guint region = growth->regions[square];
      guint around[4], k = neighbours (n, square, around), target;
      gboolean moved_solved;
      guint moved_progress;

      gboolean removed[MAX_N * MAX_N] = { FALSE };

      removed[square] = TRUE;
      target = growth->regions[around[queens_prng_below (growth->prng, k)]];
      if (is_answer_square (growth, square) || target == region
          || !connected_without (growth, region, removed))
        continue;

      growth->regions[square] = (guint8) target;
      moved = queens_region_grid_new (n, growth->regions, NULL);
      moved_progress = logic_progress (moved, level, &moved_solved);
      if (moved_progress < progress || queens_region_solver_count (moved, 2, NULL, NULL) != 1)
        {
          growth->regions[square] = (guint8) region;
          continue;
        }
      progress = moved_progress;
      solved = moved_solved;
      g_set_object (grid, moved);
    }

  if (!solved)
    return FALSE;
  if (level > QUEENS_REGION_EASY)
    {
      logic_progress (*grid, level - 1, &solved);
      return !solved;
    }
  return TRUE;
}

QueensRegionGrid *
queens_region_generate (guint                   n,
                        guint64                 seed,
                        QueensRegionDifficulty  difficulty)
{
  QueensPrng prng;
  Growth growth = { 0 };

  g_return_val_if_fail (n >= QUEENS_REGION_GENERATE_MIN_N && n <= QUEENS_REGION_GENERATE_MAX_N, NULL);
  g_return_val_if_fail (difficulty <= QUEENS_REGION_HARD, NULL);

  /* Each size and difficulty gets a sequence of its own from one seed. */
  queens_prng_init (&prng, seed ^ queens_prng_mix (((guint64) n << 8) | difficulty | (1u << 16)));
  growth.n = n;
  growth.prng = &prng;

  for (;;)
    {
      g_autoptr(QueensRegionGrid) grid = grow_unique_grid (&growth);
      QueensRegionDifficulty graded;
      gboolean graded_any;

      if (grid == NULL)
        continue;
      graded_any = queens_region_grade (grid, &graded);
      if (graded_any && graded < difficulty)
        continue;
      if ((!graded_any || graded > difficulty) && !ease_to (&growth, &grid, difficulty))
        continue;
      letter_in_reading_order (&growth);
      return queens_region_grid_new (n, growth.regions, NULL);
    }
}

guint64
queens_region_daily_seed (const GDate *date)
{
  char text[16];
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  const char *c;

  g_return_val_if_fail (date != NULL && g_date_valid (date), 0);

  g_snprintf (text, sizeof text, "%04u-%02u-%02u", (guint) g_date_get_year (date),
              (guint) g_date_get_month (date), (guint) g_date_get_day (date));
  for (c = text; *c != '\0'; c++)
    {
      hash ^= (guchar) *c;
      hash *= G_GUINT64_CONSTANT (0x100000001b3);
    }
  return hash;
}

QueensRegionGrid *
queens_region_generate_daily (const GDate            *date,
                              guint                   n,
                              QueensRegionDifficulty  difficulty)
{
  g_return_val_if_fail (date != NULL && g_date_valid (date), NULL);
  return queens_region_generate (n, queens_region_daily_seed (date), difficulty);
}
