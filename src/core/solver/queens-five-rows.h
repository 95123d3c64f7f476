/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-five-rows.h: the last five rows of a count in closed form
 * (private to core)
 *
 * Five empty rows and five open columns can be matched up in 120 ways,
 * and a search with five rows left counts all of them at once instead of
 * searching below them.  A way fails where a row may not take its column,
 * or where two of its queens share a diagonal: rows i < j on columns a, b
 * with |a - b| = j - i.  Both kinds of failure are bits of one 128-bit
 * word a node computes: bit 10 rp + cp where row pair rp stands as far
 * apart as column pair cp (pairs numbered (0,1) (0,2) (0,3) (0,4) (1,2)
 * ... (3,4)), bit 100 + 5 k + c where the k-th row may not take the c-th
 * column.  Way w fails where the word shares a bit with its mask: low[w]
 * holds bits 0..63, high[w] bits 64..127.  The bits 0..99 come from one
 * comparison of bytes: the row pairs' distances (five_distances() of the
 * rows), spread by row_pick, against the column pairs', spread by
 * column_pick.  The count searches use these tables with the vector
 * instructions they have (queens-count-search.c, -avx2.c).
 */
#pragma once

#include "queens-bitboard.h"

#if defined(__x86_64__)
# include <emmintrin.h>
#endif

G_BEGIN_DECLS

#define FIVE_ROW_WAYS 120u

typedef struct
{
  guint64 low[FIVE_ROW_WAYS];
  guint64 high[FIVE_ROW_WAYS];
  /* Byte k of 128: row pair k / 10 and column pair k % 10, for k < 100;
   * 0x80 (a byte shuffle's zero) beyond. */
  guint8  row_pick[2][64];
  guint8  column_pick[2][64];
} FiveRowWays;

/* The calling thread's tables, made on its first call (about 10 us, more
 * than many counting tasks take, so never once per task). */
G_GNUC_INTERNAL
const FiveRowWays *five_row_ways (void);

/* The ten distances between five positions, one byte each in pair order:
 * bytes 0..7 in low, 8..9 in high. */
typedef struct
{
  guint64 low;
  guint64 high;
} FiveDistances;

/* @bits holds exactly five positions. */
static inline FiveDistances
five_distances (guint32 bits)
{
  guint32 after0 = bits & (bits - 1);
  guint32 after1 = after0 & (after0 - 1);
  guint32 after2 = after1 & (after1 - 1);
  guint64 p0 = lowest_bit_index (bits);
  guint64 p1 = lowest_bit_index (after0);
  guint64 p2 = lowest_bit_index (after1);
  guint64 p3 = lowest_bit_index (after2);
  guint64 p4 = 31 - (guint) __builtin_clz (bits);
  FiveDistances distances;

  distances.low = (p1 - p0) | (p2 - p0) << 8 | (p3 - p0) << 16 | (p4 - p0) << 24
                  | (p2 - p1) << 32 | (p3 - p1) << 40 | (p4 - p1) << 48 | (p3 - p2) << 56;
  distances.high = (p4 - p2) | (p4 - p3) << 8;
  return distances;
}

#if defined(__x86_64__)
/* five_distances() in bytes 0..9 of a vector (SSE2, on every x86-64). */
static inline __m128i
five_distances_vector (guint32 bits)
{
  FiveDistances distances = five_distances (bits);

  return _mm_set_epi64x ((long long) distances.high, (long long) distances.low);
}
#endif

G_END_DECLS
