/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-search.c: one counting task, searched on the vector unit
 *
 * The search is count_search()'s forward checking (every empty row keeps a
 * free square, every open column stays reachable, branch on the row with
 * the fewest free squares), with four changes that pay once a node costs
 * the same however many rows are left:
 *  - the free squares of all empty rows live in one AVX-512 register, lane
 *    i for row base + i; placing a queen updates every lane at once, and
 *    the checks and the choice of row are a handful of vector instructions
 *    with no loop over the rows;
 *  - a column that only one row can still reach must take that row's
 *    queen, so it is placed without branching (found from the lanes'
 *    "reached once" and "reached twice" masks);
 *  - ties between rows with equally few free squares go to the row nearest
 *    the middle, whose diagonals cut the most;
 *  - the last five rows are not searched: all 120 ways to give them the
 *    five open columns are tested at once, each way against one 128-bit
 *    word of the node (queens-five-rows.h).  Three in five nodes of the
 *    search lay in its last five rows (N = 16), many of them ending in a
 *    branch no processor predicts; the closed form has no branch, and the
 *    search's next step does not wait for its count.
 * A node costs the latency of its chain of dependent instructions more
 * than their number, so the branching row is picked by one phminposuw over
 * 16-bit keys and its lowest square taken in the vector unit (0.95 of the
 * time of a 32-bit reduction and a scalar round trip).
 * Measured on the counting tasks of N = 16 and 17 (README, "Benchmarks"),
 * this takes about 0.62 of count_search()'s time (0.92 with the last three
 * rows in closed form instead of five); the row-by-row bitmask search of
 * the published counters takes more (it visits six times the nodes), and
 * so does handing it the last 4 to 8 rows, compacted (1.25 to 3.4 times
 * the time: forced queens and column checks prune there too).  Machines
 * without AVX-512 (and valgrind, which hides it) run count_search_avx2()
 * (queens-count-search-avx2.c), or count_search() without AVX2 either.
 * Where the empty rows span more than 16 lanes (N >= 19), the outer rows'
 * queens are placed first, one way at a time (0.73 of count_search()'s
 * time at N = 19).
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-count-search.h"
#include "queens-five-rows.h"

#if defined(HAVE_X86_BIT_DISPATCH) && defined(__x86_64__)
# define HAVE_VECTOR_COUNT 1
# include <immintrin.h>
#endif

/* One 512-bit register holds the free squares of 16 rows. */
#define VECTOR_LANES 16u

#ifdef HAVE_VECTOR_COUNT

#define VECTOR_TARGET \
  __attribute__((target ("popcnt,bmi,bmi2,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")))

static gboolean
have_vector_instructions (void)
{
  return have_x86_bit_instructions ()
         && __builtin_cpu_supports ("avx512f")
         && __builtin_cpu_supports ("avx512vl")
         && __builtin_cpu_supports ("avx512bw")
         && __builtin_cpu_supports ("avx512dq")
         && __builtin_cpu_supports ("avx512vpopcntdq");
}

/* Two empty rows @gap apart, open columns @x and @y (one bit each, x < y),
 * free squares @f1 and @f2: the ways to fill both. */
static inline guint
close_two_rows (guint   gap,
                guint32 x,
                guint32 y,
                guint32 f1,
                guint32 f2)
{
  guint apart = (lowest_bit_index (y) - lowest_bit_index (x)) != gap;
  guint straight = ((f1 & x) != 0) & ((f2 & y) != 0);
  guint crossed = ((f1 & y) != 0) & ((f2 & x) != 0);

  return apart * (straight + crossed);
}

/* Three empty rows r1 < r2 < r3 (@d12 = r2 - r1 and so on): the ways to
 * fill them with the first row's queen on column @a, the others on @p and
 * @q. */
static inline guint
close_three_rows_at (guint   d12,
                     guint   d13,
                     guint   d23,
                     guint32 a,
                     guint32 p,
                     guint32 q,
                     guint32 f1,
                     guint32 f2,
                     guint32 f3)
{
  guint32 g2 = f2 & ~((a << d12) | (a >> d12));
  guint32 g3 = f3 & ~((a << d13) | (a >> d13));

  return ((f1 & a) != 0) * close_two_rows (d23, p, q, g2, g3);
}

/* The lanes' order of preference among rows with equally few free
 * squares: the board's middle row first, then outwards.  Each lane gets
 * rank << 4 | lane, so that the smallest key also names its lane. */
static void
rank_lanes_from_middle (guint    n,
                        guint    base,
                        guint32 *rank_of_lane)
{
  guint middle = (n - 1) / 2;
  guint rank = 0;

  for (guint lane = 0; lane < VECTOR_LANES; lane++)
    rank_of_lane[lane] = 31u << 4 | lane;
  for (guint step = 0; step < 2 * n; step++)
    {
      /* middle, middle + 1, middle - 1, middle + 2, ... */
      gint row = (gint) middle + (step % 2 == 0 ? -(gint) (step / 2) : (gint) (step / 2) + 1);

      if (row < (gint) base || row >= (gint) (base + VECTOR_LANES) || row >= (gint) n)
        continue;
      rank_of_lane[row - base] = rank << 4 | ((guint) row - base);
      rank++;
    }
}

typedef struct
{
  __m512i frees;       /* each empty row's free squares, by lane */
  guint32 rows;        /* empty rows, one bit per lane */
  guint32 cols;        /* columns holding a queen */
  guint32 candidates;  /* the branching row's columns not tried yet */
  guint   lane;        /* the branching row */
} VectorFrame;

/* The lane of @frees at @lane, in every lane. */
VECTOR_TARGET static inline __m512i
lane_everywhere (__m512i frees,
                 guint   lane)
{
  return _mm512_permutexvar_epi32 (_mm512_set1_epi32 ((int) lane), frees);
}

/* The lane of @frees at @lane. */
VECTOR_TARGET static inline guint32
lane_value (__m512i frees,
            guint   lane)
{
  return (guint32) _mm512_cvtsi512_si32 (lane_everywhere (frees, lane));
}

/* The columns that some empty row reaches (@out_once) and that two or more
 * reach (@out_twice): a tree of ORs that also keeps what two halves share. */
VECTOR_TARGET static inline void
reach_once_and_twice (__m512i   frees,
                      __mmask16 rows,
                      guint32  *out_once,
                      guint32  *out_twice)
{
  __m512i kept = _mm512_maskz_mov_epi32 (rows, frees);
  __m256i low8 = _mm512_castsi512_si256 (kept);
  __m256i high8 = _mm512_extracti64x4_epi64 (kept, 1);
  __m256i once8 = _mm256_or_si256 (low8, high8);
  __m256i twice8 = _mm256_and_si256 (low8, high8);
  __m128i once_a = _mm256_castsi256_si128 (once8);
  __m128i once_b = _mm256_extracti128_si256 (once8, 1);
  __m128i twice_a = _mm256_castsi256_si128 (twice8);
  __m128i twice_b = _mm256_extracti128_si256 (twice8, 1);
  /* 0xFE: a | b | c */
  __m128i once4 = _mm_or_si128 (once_a, once_b);
  __m128i twice4 = _mm_ternarylogic_epi32 (twice_a, twice_b, _mm_and_si128 (once_a, once_b), 0xFE);
  __m128i once_s = _mm_shuffle_epi32 (once4, 0x4e);
  __m128i twice_s = _mm_shuffle_epi32 (twice4, 0x4e);
  __m128i once2 = _mm_or_si128 (once4, once_s);
  __m128i twice2 = _mm_ternarylogic_epi32 (twice4, twice_s, _mm_and_si128 (once4, once_s), 0xFE);
  __m128i once_t = _mm_shuffle_epi32 (once2, 0xb1);
  __m128i twice_t = _mm_shuffle_epi32 (twice2, 0xb1);

  *out_once = (guint32) _mm_cvtsi128_si32 (_mm_or_si128 (once2, once_t));
  *out_twice = (guint32) _mm_cvtsi128_si32 (
    _mm_ternarylogic_epi32 (twice2, twice_t, _mm_and_si128 (once2, once_t), 0xFE));
}

/* The ways to fill the five empty rows @rows (lanes) from their free
 * squares @frees, which lie in the five @open columns. */
VECTOR_TARGET static inline guint
close_five_rows (__m512i            frees,
                 guint32            rows,
                 guint32            open,
                 const FiveRowWays *ways)
{
  __m512i row_gaps = _mm512_broadcast_i32x4 (five_distances_vector (rows));
  __m512i column_gaps = _mm512_broadcast_i32x4 (five_distances_vector (open));
  guint64 same_low = _mm512_cmpeq_epi8_mask (
    _mm512_shuffle_epi8 (row_gaps, _mm512_loadu_si512 (ways->row_pick[0])),
    _mm512_shuffle_epi8 (column_gaps, _mm512_loadu_si512 (ways->column_pick[0])));
  guint64 same_high = _mm512_cmpeq_epi8_mask (
    _mm512_shuffle_epi8 (row_gaps, _mm512_loadu_si512 (ways->row_pick[1])),
    _mm512_shuffle_epi8 (column_gaps, _mm512_loadu_si512 (ways->column_pick[1])));
  __m256i packed = _mm512_castsi512_si256 (_mm512_maskz_compress_epi32 ((__mmask16) rows, frees));
  __m128i first = _mm256_castsi256_si128 (packed);
  guint64 allowed = _pext_u32 ((guint32) _mm_cvtsi128_si32 (first), open)
                    | _pext_u32 ((guint32) _mm_extract_epi32 (first, 1), open) << 5
                    | _pext_u32 ((guint32) _mm_extract_epi32 (first, 2), open) << 10
                    | _pext_u32 ((guint32) _mm_extract_epi32 (first, 3), open) << 15
                    | (guint64) _pext_u32 ((guint32) _mm256_extract_epi32 (packed, 4), open) << 20;
  /* Bits 100..127 of the comparison compared padding: cleared. */
  __m512i sinks_low = _mm512_set1_epi64 ((long long) same_low);
  __m512i sinks_high = _mm512_set1_epi64 ((long long) ((same_high & (((guint64) 1 << 36) - 1))
                                                       | (~allowed & 0x1FFFFFF) << 36));
  guint total = 0;

  for (guint i = 0; i < FIVE_ROW_WAYS / 8; i++)
    {
      __mmask8 clear = _mm512_testn_epi64_mask (sinks_low, _mm512_loadu_si512 (&ways->low[8 * i]));

      clear = _mm512_mask_testn_epi64_mask (clear, sinks_high, _mm512_loadu_si512 (&ways->high[8 * i]));
      total += (guint) __builtin_popcount (clear);
    }

  return total;
}

VECTOR_TARGET static guint64
count_task_vector (SearchState        start,
                   guint              n,
                   const FiveRowWays *ways,
                   SearchControl     *control)
{
  const guint n1 = n - 1;
  const guint32 board = board_mask (n);
  const guint base = lowest_bit_index (start.rows);
  const __m512i lanes = _mm512_set_epi32 (15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  VectorFrame stack[VECTOR_LANES + 1];
  guint32 rank_of_lane[VECTOR_LANES];
  guint32 initial[VECTOR_LANES] = { 0, };
  guint32 rows = start.rows >> base;
  guint32 cols = start.cols;
  __m512i ranks;
  __m512i frees;
  guint depth = 0;
  guint64 count = 0;
  guint budget = search_control_grant (control);

  if (budget == 0)
    return 0;

  rank_lanes_from_middle (n, base, rank_of_lane);
  ranks = _mm512_loadu_si512 (rank_of_lane);
  for (guint32 left = start.rows; left != 0; left &= left - 1)
    {
      guint row = lowest_bit_index (left);

      initial[row - base] = board & ~cols & ~((guint32) (start.sums >> row)
                                              | (guint32) (start.diffs >> (n1 - row)));
    }
  frees = _mm512_loadu_si512 (initial);

  for (;;)
    {
      const guint32 open = board & ~cols;
      const __mmask16 empty = (__mmask16) rows;
      guint left_rows = (guint) __builtin_popcount (rows);
      __m512i sizes;
      __m512i queen;      /* the next queen's column, in every lane */
      __m512i index;      /* its row's lane, in every lane */
      __mmask16 forced;
      guint lane;
      guint32 column;

      if (G_UNLIKELY (budget == 0))
        {
          budget = search_control_grant (control);
          if (budget == 0)
            return count;
        }
      budget--;

      if (left_rows == 5)
        {
          count += close_five_rows (frees, rows, open, ways);
          goto backtrack;
        }
      if (left_rows <= 3)
        {
          /* The empty rows' free squares, packed into the low lanes. */
          __m128i packed = _mm512_castsi512_si128 (_mm512_maskz_compress_epi32 (empty, frees));
          guint32 f1 = (guint32) _mm_cvtsi128_si32 (packed);
          guint32 f2 = (guint32) _mm_extract_epi32 (packed, 1);
          guint32 f3 = (guint32) _mm_extract_epi32 (packed, 2);
          guint32 x = open & (0u - open);
          guint32 y = (open ^ x) & (0u - (open ^ x));
          guint32 z = open ^ x ^ y;

          if (left_rows == 3)
            {
              guint r1 = lowest_bit_index (rows);
              guint r2 = lowest_bit_index (rows & (rows - 1));
              guint r3 = 31 - (guint) __builtin_clz (rows);

              count += close_three_rows_at (r2 - r1, r3 - r1, r3 - r2, x, y, z, f1, f2, f3)
                       + close_three_rows_at (r2 - r1, r3 - r1, r3 - r2, y, x, z, f1, f2, f3)
                       + close_three_rows_at (r2 - r1, r3 - r1, r3 - r2, z, x, y, f1, f2, f3);
            }
          else if (left_rows == 2)
            count += close_two_rows (31 - (guint) __builtin_clz (rows) - lowest_bit_index (rows),
                                     x, y, f1, f2);
          else if (left_rows == 1)
            count += (guint) __builtin_popcount (f1);
          else
            count++;
          goto backtrack;
        }

      if (_mm512_mask_testn_epi32_mask (empty, frees, frees) != 0)
        goto backtrack;

      sizes = _mm512_popcnt_epi32 (frees);
      forced = _mm512_mask_cmpeq_epi32_mask (empty, sizes, _mm512_set1_epi32 (1));
      if (forced != 0)
        {
          /* A row with one free square: it takes that queen, no branch. */
          if ((guint32) _mm512_mask_reduce_or_epi32 (empty, frees) != open)
            goto backtrack;
          lane = lowest_bit_index (forced);
          index = _mm512_set1_epi32 ((int) lane);
          queen = _mm512_permutexvar_epi32 (index, frees);
          column = (guint32) _mm512_cvtsi512_si32 (queen);
        }
      else
        {
          guint32 once, twice, only_once, row_free;

          reach_once_and_twice (frees, empty, &once, &twice);
          if (once != open)
            goto backtrack;

          only_once = open & ~twice;
          if (only_once != 0)
            {
              /* A column only one row reaches: that row takes it; a row
               * that alone reaches two columns cannot fill both. */
              column = only_once & (0u - only_once);
              lane = lowest_bit_index (_mm512_mask_test_epi32_mask (empty, frees,
                                                                    _mm512_set1_epi32 ((int) column)));
              row_free = lane_value (frees, lane) & only_once;
              if ((row_free & (row_free - 1)) != 0)
                goto backtrack;
              queen = _mm512_set1_epi32 ((int) column);
              index = _mm512_set1_epi32 ((int) lane);
            }
          else
            {
              /* The branching row is on the critical path of every
               * branching node, so it is found with few, short steps:
               * the keys size << 8 | rank << 4 | lane fit 16 bits, and
               * phminposuw finds the smallest of eight in one go.  The
               * row's squares and its lowest one stay in the vector
               * unit; the scalar copies for the stack are off the path. */
              __m512i keys = _mm512_mask_or_epi32 (_mm512_set1_epi32 (0xFFFF), empty,
                                                   _mm512_slli_epi32 (sizes, 8), ranks);
              __m256i keys16 = _mm512_cvtepi32_epi16 (keys);
              __m128i best = _mm_minpos_epu16 (_mm_min_epu16 (_mm256_castsi256_si128 (keys16),
                                                              _mm256_extracti128_si256 (keys16, 1)));
              __m512i row_squares;

              index = _mm512_and_si512 (_mm512_broadcastd_epi32 (best), _mm512_set1_epi32 (15));
              row_squares = _mm512_permutexvar_epi32 (index, frees);
              queen = _mm512_and_si512 (row_squares,
                                        _mm512_sub_epi32 (_mm512_setzero_si512 (), row_squares));
              lane = (guint) _mm_cvtsi128_si32 (best) & 15;
              row_free = (guint32) _mm512_cvtsi512_si32 (row_squares);
              column = row_free & (0u - row_free);
              stack[depth].frees = frees;
              stack[depth].rows = rows;
              stack[depth].cols = cols;
              stack[depth].candidates = row_free ^ column;
              stack[depth].lane = lane;
              depth++;
            }
        }

    place:
      {
        /* The queen takes its column in every row and one square of each
         * diagonal in the rows at distance d: column ± d. */
        __m512i distance = _mm512_abs_epi32 (_mm512_sub_epi32 (lanes, index));
        __m512i attacked = _mm512_ternarylogic_epi32 (queen, _mm512_sllv_epi32 (queen, distance),
                                                      _mm512_srlv_epi32 (queen, distance), 0xFE);

        frees = _mm512_andnot_si512 (attacked, frees);
        rows &= ~(1u << lane);
        cols |= column;
        continue;
      }

    backtrack:
      for (;;)
        {
          VectorFrame *frame;

          if (depth == 0)
            {
              search_control_finish (control, budget);
              return count;
            }

          frame = &stack[depth - 1];
          if (frame->candidates != 0)
            {
              column = frame->candidates & (0u - frame->candidates);
              frame->candidates ^= column;
              frees = frame->frees;
              rows = frame->rows;
              cols = frame->cols;
              lane = frame->lane;
              queen = _mm512_set1_epi32 ((int) column);
              index = _mm512_set1_epi32 ((int) lane);
              goto place;
            }
          depth--;
        }
    }
}

#endif /* HAVE_VECTOR_COUNT */

#ifdef HAVE_VECTOR_COUNT

/* Boards whose empty rows span more than the lanes (N >= 19): the queen of
 * the outermost empty row with fewer free squares is placed first, each
 * way in turn, until the rest fits. */
static guint64
count_task_split (SearchState        start,
                  guint              n,
                  const FiveRowWays *ways,
                  SearchControl     *control)
{
  const guint32 open = board_mask (n) & ~start.cols;
  guint low = lowest_bit_index (start.rows);
  guint high = 31 - (guint) __builtin_clz (start.rows);
  guint32 low_free, high_free, free_squares;
  guint row;
  guint64 count = 0;

  if (high - low < VECTOR_LANES)
    return count_task_vector (start, n, ways, control);

  low_free = open & ~((guint32) (start.sums >> low) | (guint32) (start.diffs >> (n - 1 - low)));
  high_free = open & ~((guint32) (start.sums >> high) | (guint32) (start.diffs >> (n - 1 - high)));
  row = __builtin_popcount (high_free) < __builtin_popcount (low_free) ? high : low;
  free_squares = row == high ? high_free : low_free;
  while (free_squares != 0 && !control->cancelled && !control->exhausted)
    {
      SearchState next = start;

      search_state_place (&next, n, row, lowest_bit_index (free_squares));
      free_squares &= free_squares - 1;
      count += count_task_split (next, n, ways, control);
    }

  return count;
}

#endif

gboolean
count_task_search_vectorised (SearchState start)
{
#ifdef HAVE_VECTOR_COUNT
  /* -1 until asked; asking twice gives the same answer, so two threads
   * may race to fill it in, through atomics that ThreadSanitizer sees. */
  static gint vector_usable = -1;
  gint usable = g_atomic_int_get (&vector_usable);

  if (usable < 0)
    {
      usable = have_vector_instructions () ? 1 : 0;
      g_atomic_int_set (&vector_usable, usable);
    }

  return usable == 1 && start.rows != 0;
#else
  (void) start;
  return FALSE;
#endif
}

guint64
count_task_search (SearchState    start,
                   guint          n,
                   SearchControl *control)
{
#ifdef HAVE_VECTOR_COUNT
  if (count_task_search_vectorised (start))
    return count_task_split (start, n, five_row_ways (), control);
#endif
  return count_search_avx2 (start, n, control);
}
