/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* puzzle-brute-force.c: row by row, every queen compared with every other */
#include "config.h"

#include "puzzle-brute-force.h"

static gboolean
attack (gint32 column,
        gint32 other_column,
        guint  distance)
{
  return other_column == column
         || other_column == column + (gint32) distance
         || other_column + (gint32) distance == column;
}

static guint
count_from_row (guint         n,
                gint32       *columns,
                const gint32 *given,
                guint         row,
                guint         limit,
                guint         found)
{
  gint32 column;

  if (row == n)
    return found + 1;

  for (column = 0; column < (gint32) n && found < limit; column++)
    {
      gboolean attacked = FALSE;
      guint other;

      if (given[row] >= 0 && given[row] != column)
        continue;
      for (other = 0; other < row && !attacked; other++)
        attacked = attack (column, columns[other], row - other);
      /* The given queens further down count as well. */
      for (other = row + 1; other < n && !attacked; other++)
        attacked = given[other] >= 0 && attack (column, given[other], other - row);
      if (attacked)
        continue;
      columns[row] = column;
      found = count_from_row (n, columns, given, row + 1, limit, found);
    }

  return found;
}

guint
brute_force_count_completions (guint         n,
                               const gint32 *given,
                               guint         limit)
{
  gint32 columns[32];

  g_assert_cmpuint (n, <=, 32);
  return count_from_row (n, columns, given, 0, limit, 0);
}
