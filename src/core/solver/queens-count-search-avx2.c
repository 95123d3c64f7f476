/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-search-avx2.c: the counter's task search where there is
 * AVX2 but no AVX-512
 *
 * count_search()'s forward checking, with its last five rows counted in
 * closed form (queens-five-rows.h) on 256-bit registers: four of the 120
 * ways per instruction.  Most x86-64 machines of the last decade have
 * AVX2 (and the BMI and population count instructions it needs here);
 * the AVX-512 search (queens-count-search.c) is faster where there is
 * one, and valgrind, which hides AVX-512, runs this one.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-count-search.h"
#include "queens-five-rows.h"

#if defined(HAVE_X86_BIT_DISPATCH) && defined(__x86_64__)
# define HAVE_AVX2_COUNT 1
# include <immintrin.h>
#endif

#ifdef HAVE_AVX2_COUNT

#define AVX2_TARGET __attribute__((target ("popcnt,bmi,bmi2,avx2")))

/* Bits 0..63 (@out_low) and 64..127 (@out_high) of the comparison of the
 * row pairs' distances with the column pairs'. */
AVX2_TARGET static inline void
same_distances (guint32            rows,
                guint32            open,
                const FiveRowWays *ways,
                guint64           *out_low,
                guint64           *out_high)
{
  __m256i row_gaps = _mm256_broadcastsi128_si256 (five_distances_vector (rows));
  __m256i column_gaps = _mm256_broadcastsi128_si256 (five_distances_vector (open));
  guint32 same[4];

  for (guint quarter = 0; quarter < 4; quarter++)
    {
      const guint8 *row_pick = &ways->row_pick[quarter / 2][32 * (quarter % 2)];
      const guint8 *column_pick = &ways->column_pick[quarter / 2][32 * (quarter % 2)];
      __m256i row_bytes = _mm256_shuffle_epi8 (row_gaps, _mm256_loadu_si256 ((const __m256i *) row_pick));
      __m256i column_bytes = _mm256_shuffle_epi8 (column_gaps,
                                                  _mm256_loadu_si256 ((const __m256i *) column_pick));

      same[quarter] = (guint32) _mm256_movemask_epi8 (_mm256_cmpeq_epi8 (row_bytes, column_bytes));
    }

  *out_low = same[0] | (guint64) same[1] << 32;
  *out_high = same[2] | (guint64) same[3] << 32;
}

/* A FiveRowCloser: the ways to fill the five empty @rows (board rows). */
AVX2_TARGET static inline guint
close_five_rows_avx2 (guint32       rows,
                      guint32       cols,
                      guint64       sums,
                      guint64       diffs,
                      guint         n,
                      gconstpointer data)
{
  const FiveRowWays *ways = data;
  const guint32 open = board_mask (n) & ~cols;
  guint32 after0 = open & (open - 1);
  guint32 after1 = after0 & (after0 - 1);
  guint32 after2 = after1 & (after1 - 1);
  guint32 after3 = after2 & (after2 - 1);
  /* The five open columns, one per lane (lanes 5..7 none).  Machines with
   * AVX2 but no AVX-512 include some whose pext is slow microcode, so a
   * row's refused columns come from one comparison instead. */
  __m256i columns = _mm256_setr_epi32 ((int) (open ^ after0), (int) (after0 ^ after1),
                                       (int) (after1 ^ after2), (int) (after2 ^ after3),
                                       (int) after3, 0, 0, 0);
  guint64 same_low, same_high;
  guint64 refused = 0;
  guint shift = 0;
  __m256i sinks_low, sinks_high;
  guint total = 0;

  same_distances (rows, open, ways, &same_low, &same_high);
  for (guint32 left = rows; left != 0; left &= left - 1, shift += 5)
    {
      guint row = lowest_bit_index (left);
      guint32 free_squares = open & ~((guint32) (sums >> row) | (guint32) (diffs >> (n - 1 - row)));
      __m256i taken = _mm256_and_si256 (_mm256_set1_epi32 ((int) free_squares), columns);
      guint row_refused = (guint) _mm256_movemask_ps (
        _mm256_castsi256_ps (_mm256_cmpeq_epi32 (taken, _mm256_setzero_si256 ())));

      refused |= (guint64) (row_refused & 0x1F) << shift;
    }

  /* Bits 100..127 of the comparison compared padding: cleared. */
  sinks_low = _mm256_set1_epi64x ((long long) same_low);
  sinks_high = _mm256_set1_epi64x ((long long) ((same_high & (((guint64) 1 << 36) - 1))
                                                | refused << 36));
  for (guint i = 0; i < FIVE_ROW_WAYS / 4; i++)
    {
      __m256i low = _mm256_loadu_si256 ((const __m256i *) &ways->low[4 * i]);
      __m256i high = _mm256_loadu_si256 ((const __m256i *) &ways->high[4 * i]);
      __m256i sunk = _mm256_or_si256 (_mm256_and_si256 (low, sinks_low),
                                      _mm256_and_si256 (high, sinks_high));
      __m256i clear = _mm256_cmpeq_epi64 (sunk, _mm256_setzero_si256 ());

      total += (guint) __builtin_popcount ((guint) _mm256_movemask_pd (_mm256_castsi256_pd (clear)));
    }

  return total;
}

AVX2_TARGET static guint64
count_search_closing_avx2 (SearchState        start,
                           guint              n,
                           const FiveRowWays *ways,
                           SearchControl     *control)
{
  return forward_search_body (start, n, control, NULL, 0, NULL, close_five_rows_avx2, ways);
}

#endif /* HAVE_AVX2_COUNT */

gboolean
count_search_avx2_usable (void)
{
#ifdef HAVE_AVX2_COUNT
  /* -1 until asked; the same answer every time, so two threads may race
   * to fill it in, through atomics that ThreadSanitizer sees. */
  static gint usable = -1;
  gint answer = g_atomic_int_get (&usable);

  if (answer < 0)
    {
      answer = have_x86_bit_instructions () && __builtin_cpu_supports ("avx2") ? 1 : 0;
      g_atomic_int_set (&usable, answer);
    }
  return answer == 1;
#else
  return FALSE;
#endif
}

guint64
count_search_avx2 (SearchState    start,
                   guint          n,
                   SearchControl *control)
{
#ifdef HAVE_AVX2_COUNT
  if (count_search_avx2_usable ())
    return count_search_closing_avx2 (start, n, five_row_ways (), control);
#endif
  return count_search (start, n, control);
}
