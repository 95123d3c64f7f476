/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* solver-reference.c: the tests' own simple search (solver-reference.h) */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-solver.h"
#include "solver-reference.h"

typedef struct
{
  guint          n;
  const guint32 *pinned;     /* nullable; QUEENS_NO_QUEEN for free rows */
  guint8        *columns;
  GByteArray    *solutions;  /* n bytes each, in the order found */
  guint64        count;
  guint64        limit;      /* stop after this many (0: all) */
} Reference;

static gboolean
reference_square_is_safe (const Reference *ref,
                          guint            row,
                          guint            column)
{
  for (guint earlier = 0; earlier < row; earlier++)
    {
      guint other = ref->columns[earlier];
      guint dc = other > column ? other - column : column - other;

      if (other == column || dc == row - earlier)
        return FALSE;
    }

  return TRUE;
}

static gboolean
reference_fill (Reference *ref,
                guint      row)
{
  if (row == ref->n)
    {
      ref->count++;
      if (ref->solutions != NULL)
        g_byte_array_append (ref->solutions, ref->columns, ref->n);
      return ref->limit == 0 || ref->count < ref->limit;
    }

  for (guint column = 0; column < ref->n; column++)
    {
      if (ref->pinned != NULL && ref->pinned[row] != QUEENS_NO_QUEEN
          && ref->pinned[row] != column)
        continue;
      if (!reference_square_is_safe (ref, row, column))
        continue;
      ref->columns[row] = (guint8) column;
      if (!reference_fill (ref, row + 1))
        return FALSE;
    }

  return TRUE;
}

/* Solutions in lexicographic order (all when @limit is 0). */
GByteArray *
reference_solutions (guint          n,
                     const guint32 *pinned,
                     guint64        limit)
{
  g_autofree guint8 *columns = g_new0 (guint8, n);
  Reference ref = { n, pinned, columns, g_byte_array_new (), 0, limit };

  reference_fill (&ref, 0);
  return ref.solutions;
}

guint64
reference_count (guint          n,
                 const guint32 *pinned)
{
  g_autofree guint8 *columns = g_new0 (guint8, n);
  Reference ref = { n, pinned, columns, NULL, 0, 0 };

  reference_fill (&ref, 0);
  return ref.count;
}

gboolean
reference_is_solution (guint          n,
             const guint32 *columns)
{
  for (guint row = 0; row < n; row++)
    {
      if (columns[row] >= n)
        return FALSE;
      for (guint earlier = 0; earlier < row; earlier++)
        {
          guint a = columns[earlier], b = columns[row];
          guint dc = a > b ? a - b : b - a;

          if (a == b || dc == row - earlier)
            return FALSE;
        }
    }

  return TRUE;
}

gboolean
bytes_are_solution (guint         n,
                    const guint8 *bytes)
{
  guint32 columns[QUEENS_SOLVER_MAX_ENUMERATE_N];

  for (guint row = 0; row < n; row++)
    columns[row] = bytes[row];
  return reference_is_solution (n, columns);
}
