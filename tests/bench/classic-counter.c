/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* classic-counter.c: the textbook mirror-halving bitboard counter */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "classic-counter.h"

/* Rows are filled top to bottom; @columns, @left and @right hold the
 * squares of the next row taken by a column or a diagonal. */
static guint64
count_below (guint32 full,
             guint32 columns,
             guint32 left,
             guint32 right)
{
  guint32 free_squares;
  guint64 count = 0;

  if (columns == full)
    return 1;

  free_squares = full & ~(columns | left | right);
  while (free_squares != 0)
    {
      guint32 bit = free_squares & (0u - free_squares);

      free_squares ^= bit;
      count += count_below (full, columns | bit, (left | bit) << 1, (right | bit) >> 1);
    }

  return count;
}

guint64
classic_count_solutions (guint n)
{
  guint32 full;
  guint64 count = 0;

  g_return_val_if_fail (n <= 32, 0);

  if (n == 0)
    return 0;

  full = n == 32 ? G_MAXUINT32 : (((guint32) 1 << n) - 1);

  /* Solutions with the first queen right of the middle are the mirror
   * images of those with it left of the middle. */
  for (guint column = 0; column < n / 2; column++)
    {
      guint32 bit = (guint32) 1 << column;

      count += count_below (full, bit, bit << 1, bit >> 1);
    }
  count *= 2;

  if (n % 2 == 1)
    {
      guint32 bit = (guint32) 1 << (n / 2);

      count += count_below (full, bit, bit << 1, bit >> 1);
    }

  return count;
}
