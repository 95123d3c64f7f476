/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-five-rows.c: the tables of the last five rows' closed form */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-five-rows.h"

#define FIVE_ROW_PAIRS 10u

/* The pairs of five things, numbered (0,1) (0,2) (0,3) (0,4) (1,2) ...
 * (3,4). */
static guint
five_pair_index (guint a,
                 guint b)
{
  guint low = MIN (a, b);
  guint high = MAX (a, b);

  return low * (9 - low) / 2 + high - low - 1;
}

static void
set_bit_128 (guint64 *low,
             guint64 *high,
             guint    bit)
{
  if (bit < 64)
    *low |= (guint64) 1 << bit;
  else
    *high |= (guint64) 1 << (bit - 64);
}

static void
five_row_ways_init (FiveRowWays *ways)
{
  guint way = 0;

  /* Every permutation of the five columns, row k taking column slot[k]. */
  for (guint code = 0; code < 5 * 5 * 5 * 5 * 5; code++)
    {
      guint slot[5];
      guint used = 0;
      guint64 low = 0, high = 0;

      for (guint k = 0, rest = code; k < 5; k++, rest /= 5)
        {
          slot[k] = rest % 5;
          used |= 1u << slot[k];
        }
      if (used != 0x1F)
        continue;
      for (guint i = 0; i < 5; i++)
        {
          set_bit_128 (&low, &high, 100 + 5 * i + slot[i]);
          for (guint j = i + 1; j < 5; j++)
            set_bit_128 (&low, &high, 10 * five_pair_index (i, j) + five_pair_index (slot[i], slot[j]));
        }
      ways->low[way] = low;
      ways->high[way] = high;
      way++;
    }
  g_assert (way == FIVE_ROW_WAYS);

  for (guint k = 0; k < 128; k++)
    {
      ways->row_pick[k / 64][k % 64] = k < 10 * FIVE_ROW_PAIRS ? k / 10 : 0x80;
      ways->column_pick[k / 64][k % 64] = k < 10 * FIVE_ROW_PAIRS ? k % 10 : 0x80;
    }
}

const FiveRowWays *
five_row_ways (void)
{
  static __thread FiveRowWays ways;
  static __thread gboolean made = FALSE;

  if (G_UNLIKELY (!made))
    {
      five_row_ways_init (&ways);
      made = TRUE;
    }
  return &ways;
}
