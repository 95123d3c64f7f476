/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-wide-count.h: unsigned 128-bit counts, checked, in portable C
 *
 * The search figures of the textbook methods pass 64 bits (Louis
 * Reasoner's version tries N^N squares in row 1 alone: 21^21 > 2^64).
 * Not every compiler has a 128-bit integer type (32-bit targets do
 * not), so the count is two 64-bit halves and every operation says
 * whether it overflowed instead of wrapping.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 high;
  guint64 low;
} QueensWideCount;

/* Room for the largest value in decimal (39 digits) and a nul. */
#define QUEENS_WIDE_COUNT_DECIMAL_SIZE 40

static inline QueensWideCount
queens_wide_count_from_uint64 (guint64 value)
{
  return (QueensWideCount) { 0, value };
}

/* Each sets *@out_result and returns TRUE, or leaves it untouched and
 * returns FALSE when the exact result needs more than 128 bits. */
gboolean  queens_wide_count_add       (QueensWideCount  a,
                                       QueensWideCount  b,
                                       QueensWideCount *out_result);
gboolean  queens_wide_count_multiply  (QueensWideCount  a,
                                       guint64          factor,
                                       QueensWideCount *out_result);

/* <0, 0 or >0 as @a is less than, equal to or greater than @b. */
int       queens_wide_count_compare   (QueensWideCount  a,
                                       QueensWideCount  b);
gboolean  queens_wide_count_fits_uint64 (QueensWideCount value);
/* The nearest double (for charts and estimates, never for figures). */
double    queens_wide_count_to_double (QueensWideCount  value);
/* Plain decimal digits, no grouping: what scripts read (people get them
 * grouped through queens_format_digits()).  Returns @buffer. */
char     *queens_wide_count_to_decimal (QueensWideCount value,
                                        char            buffer[QUEENS_WIDE_COUNT_DECIMAL_SIZE]);

G_END_DECLS
