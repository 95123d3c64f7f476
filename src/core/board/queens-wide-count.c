/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-wide-count.c: unsigned 128-bit counts, checked */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-wide-count.h"

gboolean
queens_wide_count_add (QueensWideCount  a,
                       QueensWideCount  b,
                       QueensWideCount *out_result)
{
  QueensWideCount sum;
  guint64 carry;

  sum.low = a.low + b.low;
  carry = sum.low < a.low ? 1 : 0;
  if (a.high > G_MAXUINT64 - b.high || a.high + b.high > G_MAXUINT64 - carry)
    return FALSE;

  sum.high = a.high + b.high + carry;
  *out_result = sum;
  return TRUE;
}

/* Schoolbook multiplication in 32-bit limbs, least significant first: a
 * limb times a limb plus two carries always fits in 64 bits. */
gboolean
queens_wide_count_multiply (QueensWideCount  a,
                            guint64          factor,
                            QueensWideCount *out_result)
{
  const guint64 limb_mask = G_GUINT64_CONSTANT (0xffffffff);
  guint64 a_limbs[4] = { a.low & limb_mask, a.low >> 32, a.high & limb_mask, a.high >> 32 };
  guint64 factor_limbs[2] = { factor & limb_mask, factor >> 32 };
  guint64 product[6] = { 0 };

  for (guint i = 0; i < 4; i++)
    {
      guint64 carry = 0;

      for (guint j = 0; j < 2; j++)
        {
          guint64 step = a_limbs[i] * factor_limbs[j] + product[i + j] + carry;

          product[i + j] = step & limb_mask;
          carry = step >> 32;
        }
      product[i + 2] += carry;
    }

  if (product[4] != 0 || product[5] != 0)
    return FALSE;

  out_result->low = product[0] | (product[1] << 32);
  out_result->high = product[2] | (product[3] << 32);
  return TRUE;
}

int
queens_wide_count_compare (QueensWideCount a,
                           QueensWideCount b)
{
  if (a.high != b.high)
    return a.high < b.high ? -1 : 1;
  if (a.low != b.low)
    return a.low < b.low ? -1 : 1;
  return 0;
}

gboolean
queens_wide_count_fits_uint64 (QueensWideCount value)
{
  return value.high == 0;
}

double
queens_wide_count_to_double (QueensWideCount value)
{
  return (double) value.high * 18446744073709551616.0 + (double) value.low;
}

char *
queens_wide_count_to_decimal (QueensWideCount value,
                              char            buffer[QUEENS_WIDE_COUNT_DECIMAL_SIZE])
{
  const guint64 limb_mask = G_GUINT64_CONSTANT (0xffffffff);
  guint64 limbs[4] = { value.high >> 32, value.high & limb_mask,
                       value.low >> 32, value.low & limb_mask };  /* most significant first */
  char reversed[QUEENS_WIDE_COUNT_DECIMAL_SIZE];
  gsize length = 0;
  gboolean zero;

  /* Long division by ten, one digit per pass, until nothing is left. */
  do
    {
      guint64 remainder = 0;

      zero = TRUE;
      for (guint i = 0; i < 4; i++)
        {
          guint64 current = (remainder << 32) | limbs[i];

          limbs[i] = current / 10;
          remainder = current % 10;
          if (limbs[i] != 0)
            zero = FALSE;
        }
      reversed[length++] = (char) ('0' + remainder);
    }
  while (!zero);

  for (gsize i = 0; i < length; i++)
    buffer[i] = reversed[length - 1 - i];
  buffer[length] = '\0';
  return buffer;
}
