/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle-search.c: bitmask depth-first search, most constrained row first */
#include "config.h"

#include <string.h>

#include "queens-puzzle-search.h"

/* A random search restarts after this many nodes: an unlucky early
 * choice can otherwise cost a long walk through a dead subtree. */
#define RANDOM_RESTART_NODES 20000

typedef struct
{
  guint       n;
  guint32     full;           /* one bit per column */
  guint32     columns[QUEENS_PUZZLE_MAX_N];
  guint       limit;
  guint       found;
  guint32    *first;
  QueensPrng *prng;           /* NULL: columns in order */
  guint64     nodes;
  guint64     node_limit;     /* 0: none */
  gboolean    gave_up;
} Search;

/* Lines are bits: columns by column, diagonals by row + column, and
 * antidiagonals by column - row + n - 1, so a row's free squares are a
 * shift of each mask away. */
static inline guint32
free_squares (const Search *search,
              guint32       columns,
              guint64       diagonals,
              guint64       antidiagonals,
              guint         row)
{
  return search->full & ~columns & ~(guint32) (diagonals >> row)
         & ~(guint32) (antidiagonals >> (search->n - 1 - row));
}

static gboolean
search_branch (Search  *search,
               guint32  columns,
               guint64  diagonals,
               guint64  antidiagonals,
               guint32  open_rows)
{
  guint32 best_free = 0, reachable = 0, rows;
  guint best_row = 0, best_count = G_MAXUINT;
  guint choices[QUEENS_PUZZLE_MAX_N];
  guint n_choices = 0, i;

  if (open_rows == 0)
    {
      search->found++;
      if (search->found == 1 && search->first != NULL)
        memcpy (search->first, search->columns, search->n * sizeof (guint32));
      return search->found >= search->limit;
    }

  search->nodes++;
  if (search->node_limit != 0 && search->nodes > search->node_limit)
    {
      search->gave_up = TRUE;
      return TRUE;
    }

  for (rows = open_rows; rows != 0; rows &= rows - 1)
    {
      guint row = (guint) __builtin_ctz (rows);
      guint32 free = free_squares (search, columns, diagonals, antidiagonals, row);
      guint count = (guint) __builtin_popcount (free);

      if (count == 0)
        return FALSE;
      reachable |= free;
      if (count < best_count)
        {
          best_count = count;
          best_row = row;
          best_free = free;
        }
    }

  /* Every column still without a queen needs a square in an open row. */
  if ((reachable | columns) != search->full)
    return FALSE;

  for (; best_free != 0; best_free &= best_free - 1)
    choices[n_choices++] = (guint) __builtin_ctz (best_free);

  if (search->prng != NULL)
    for (i = n_choices; i > 1; i--)
      {
        guint j = (guint) queens_prng_below (search->prng, i);
        guint swap = choices[i - 1];

        choices[i - 1] = choices[j];
        choices[j] = swap;
      }

  for (i = 0; i < n_choices; i++)
    {
      guint column = choices[i];
      gboolean stop;

      search->columns[best_row] = column;
      stop = search_branch (search,
                            columns | (1u << column),
                            diagonals | (G_GUINT64_CONSTANT (1) << (best_row + column)),
                            antidiagonals | (G_GUINT64_CONSTANT (1) << (column + search->n - 1 - best_row)),
                            open_rows & ~(1u << best_row));
      search->columns[best_row] = QUEENS_NO_QUEEN;
      if (stop)
        return TRUE;
    }

  return FALSE;
}

/* Sets up @search from the given queens; FALSE when two of them attack
 * each other (or one stands off the board). */
static gboolean
search_start (Search        *search,
              guint          n,
              const guint32 *given,
              guint32       *out_columns,
              guint64       *out_diagonals,
              guint64       *out_antidiagonals,
              guint32       *out_open_rows)
{
  guint32 columns = 0, open_rows = 0;
  guint64 diagonals = 0, antidiagonals = 0;
  guint row;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_PUZZLE_MAX_N, FALSE);

  search->n = n;
  search->full = n == 32 ? G_MAXUINT32 : (1u << n) - 1;

  for (row = 0; row < n; row++)
    {
      guint32 column = given[row];
      guint64 diagonal, antidiagonal;

      search->columns[row] = column;
      if (column == QUEENS_NO_QUEEN)
        {
          open_rows |= 1u << row;
          continue;
        }
      if (column >= n)
        return FALSE;

      diagonal = G_GUINT64_CONSTANT (1) << (row + column);
      antidiagonal = G_GUINT64_CONSTANT (1) << (column + n - 1 - row);
      if ((columns & (1u << column)) || (diagonals & diagonal) || (antidiagonals & antidiagonal))
        return FALSE;
      columns |= 1u << column;
      diagonals |= diagonal;
      antidiagonals |= antidiagonal;
    }

  *out_columns = columns;
  *out_diagonals = diagonals;
  *out_antidiagonals = antidiagonals;
  *out_open_rows = open_rows;
  return TRUE;
}

guint
queens_puzzle_search_count (guint          n,
                            const guint32 *columns,
                            guint          limit,
                            guint32       *out_first)
{
  Search search = { 0 };
  guint32 used_columns, open_rows;
  guint64 diagonals, antidiagonals;

  g_return_val_if_fail (limit > 0, 0);

  if (!search_start (&search, n, columns, &used_columns, &diagonals, &antidiagonals, &open_rows))
    return 0;

  search.limit = limit;
  search.first = out_first;
  search_branch (&search, used_columns, diagonals, antidiagonals, open_rows);
  return search.found;
}

gboolean
queens_puzzle_search_random (guint          n,
                             const guint32 *columns,
                             QueensPrng    *prng,
                             guint32       *out_solution)
{
  Search search = { 0 };
  guint32 used_columns, open_rows;
  guint64 diagonals, antidiagonals;
  guint attempt;

  if (!search_start (&search, n, columns, &used_columns, &diagonals, &antidiagonals, &open_rows))
    return FALSE;

  search.limit = 1;
  search.first = out_solution;
  search.prng = prng;
  search.node_limit = RANDOM_RESTART_NODES;

  /* Restarts continue the same random sequence, so the answer still
   * depends on the seed alone.  A board without solutions is proved so by
   * one last search without a limit. */
  for (attempt = 0; attempt < 50; attempt++)
    {
      search.nodes = 0;
      search.gave_up = FALSE;
      search_branch (&search, used_columns, diagonals, antidiagonals, open_rows);
      if (!search.gave_up)
        return search.found > 0;
    }

  search.node_limit = 0;
  search.nodes = 0;
  search.gave_up = FALSE;
  search_branch (&search, used_columns, diagonals, antidiagonals, open_rows);
  return search.found > 0;
}
