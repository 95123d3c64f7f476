/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-solver.c: rows in order, columns, regions and neighbours as bits */
#include "config.h"

#include <string.h>

#include "queens-region-solver.h"

typedef struct
{
  guint                   n;
  const guint8           *regions;
  /* Per region and row: the region's columns in the rows below that row. */
  guint32                 below[QUEENS_REGION_MAX_N][QUEENS_REGION_MAX_N];
  guint8                  columns[QUEENS_REGION_MAX_N];
  guint64                 found;
  guint64                 limit;
  gboolean                stopped;
  QueensRegionAnswerFunc  func;
  gpointer                user_data;
} Search;

/* Can every region not yet taken still get a queen below @row, in the
 * columns not yet taken? */
static gboolean
regions_still_reachable (const Search *search,
                         guint         row,
                         guint32       taken_columns,
                         guint32       taken_regions)
{
  guint32 open = ((1u << search->n) - 1) & ~taken_regions;

  for (; open != 0; open &= open - 1)
    if ((search->below[__builtin_ctz (open)][row] & ~taken_columns) == 0)
      return FALSE;
  return TRUE;
}

static void
search_row (Search  *search,
            guint    row,
            guint32  taken_columns,
            guint32  taken_regions,
            guint32  touched)
{
  guint n = search->n;
  guint32 free = ((1u << n) - 1) & ~taken_columns & ~touched;

  for (; free != 0 && !search->stopped; free &= free - 1)
    {
      guint column = (guint) __builtin_ctz (free);
      guint32 region_bit = 1u << search->regions[row * n + column];

      if (taken_regions & region_bit)
        continue;
      search->columns[row] = (guint8) column;
      if (row + 1 == n)
        {
          search->found++;
          if ((search->func != NULL && !search->func (search->columns, search->user_data))
              || search->found >= search->limit)
            search->stopped = TRUE;
          continue;
        }
      if (!regions_still_reachable (search, row, taken_columns | (1u << column),
                                    taken_regions | region_bit))
        continue;
      search_row (search, row + 1, taken_columns | (1u << column), taken_regions | region_bit,
                  (7u << column) >> 1);
    }
}

guint64
queens_region_solver_enumerate (QueensRegionGrid       *grid,
                                guint64                 limit,
                                QueensRegionAnswerFunc  func,
                                gpointer                user_data)
{
  Search search;
  guint region, row;

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (grid), 0);
  g_return_val_if_fail (limit >= 1, 0);

  memset (&search, 0, sizeof search);
  search.n = queens_region_grid_get_n (grid);
  search.regions = queens_region_grid_get_regions (grid);
  search.limit = limit;
  search.func = func;
  search.user_data = user_data;

  for (region = 0; region < search.n; region++)
    for (row = search.n - 1; row > 0; row--)
      search.below[region][row - 1] = search.below[region][row]
                                      | queens_region_grid_get_row_mask (grid, region, row);

  search_row (&search, 0, 0, 0, 0);
  return search.found;
}

typedef struct
{
  guint   n;
  guint64 seen;
  guint8 *first;
  guint8 *second;
} Keep;

static gboolean
keep_first_two (const guint8 *columns,
                gpointer      user_data)
{
  Keep *keep = user_data;
  guint8 *into = keep->seen == 0 ? keep->first : keep->seen == 1 ? keep->second : NULL;

  if (into != NULL)
    memcpy (into, columns, keep->n);
  keep->seen++;
  return TRUE;
}

guint64
queens_region_solver_count (QueensRegionGrid *grid,
                            guint64           limit,
                            guint8           *out_first,
                            guint8           *out_second)
{
  Keep keep = { 0 };

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (grid), 0);

  keep.n = queens_region_grid_get_n (grid);
  keep.first = out_first;
  keep.second = out_second;
  return queens_region_solver_enumerate (grid, limit, keep_first_two, &keep);
}
