/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-construct.c: one solution for any N >= 4 by closed form
 *
 * The construction of Hoffman, Loessi and Moser (1969), in the form given by
 * Bernhardsson (1991): with m the largest even number <= n, queen i
 * (1-based) goes to r(i) as below, and an odd n adds a queen in the corner
 * (n, n), which the even part never attacks.  The formula names columns i
 * and rows r(i); this module reads it transposed (row i, column r(i)), which
 * is a solution as well since the transpose of a solution is one.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-construct.h"

gboolean
queens_construct_has_solution (guint n)
{
  return n >= 1 && n != 2 && n != 3;
}

gboolean
queens_construct_solution (guint    n,
                           guint32 *columns)
{
  guint m, half;

  g_return_val_if_fail (n >= 1, FALSE);
  g_return_val_if_fail (columns != NULL, FALSE);

  if (n == 1)
    {
      columns[0] = 0;
      return TRUE;
    }
  if (!queens_construct_has_solution (n))
    return FALSE;

  m = (n % 2 == 0) ? n : n - 1;
  half = m / 2;

  /* Written with 1-based rows and values as in the formula, then shifted
   * down by one on store. */
  if (m % 6 != 2)
    {
      for (guint i = 1; i <= half; i++)
        {
          columns[i - 1] = 2 * i - 1;         /* r(i) = 2i */
          columns[half + i - 1] = 2 * i - 2;  /* r(m/2 + i) = 2i - 1 */
        }
    }
  else
    {
      for (guint i = 1; i <= half; i++)
        {
          /* 2i + m/2 - 3 >= 0 since m >= 8 here (m = 2 belongs to n = 2, 3). */
          guint t = (2 * i + half - 3) % m;

          columns[i - 1] = t;                 /* r(i) = 1 + t */
          columns[m - i] = m - t - 1;         /* r(m + 1 - i) = m - t */
        }
    }

  if (n != m)
    columns[n - 1] = n - 1;

  return TRUE;
}
