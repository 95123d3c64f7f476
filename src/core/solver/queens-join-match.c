/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-join-match.c: disjoint keys counted from sliced rows
 *
 * A list is sorted into groups by its most frequent bit first: a query
 * with that bit skips the group that has it too.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-join-match.h"

#if defined(__GNUC__) && defined(__x86_64__)
# define HAVE_JOIN_VECTORS 1
# include <immintrin.h>
#endif

#define VECTOR_WORDS 8u   /* rows are padded to this many words */
#define CHUNK_BITS 4u

/* A bit is cut when a key and a query have it together this often (in
 * 1/65536): a query then skips the group of keys with it. */
#define JOIN_MIN_CUT_SCORE (65536u / 4)

const char *
join_path_name (JoinPath path)
{
  switch (path)
    {
    case JOIN_PATH_AVX512:
      return "avx512";
    case JOIN_PATH_AVX2:
      return "avx2";
    case JOIN_PATH_PLAIN:
    case JOIN_N_PATHS:
    default:
      return "plain";
    }
}

gboolean
join_path_usable (JoinPath path)
{
  switch (path)
    {
    case JOIN_PATH_PLAIN:
      return TRUE;
#ifdef HAVE_JOIN_VECTORS
    case JOIN_PATH_AVX2:
      return __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("popcnt");
    case JOIN_PATH_AVX512:
      return __builtin_cpu_supports ("avx512f")
             && __builtin_cpu_supports ("avx512bw")
             && __builtin_cpu_supports ("avx512bitalg")
             && __builtin_cpu_supports ("avx512vpopcntdq")
             && __builtin_cpu_supports ("popcnt");
#endif
    case JOIN_N_PATHS:
    default:
      return FALSE;
    }
}

JoinPath
join_path_best (void)
{
  static gsize chosen = 0;

  if (g_once_init_enter (&chosen))
    {
      /* QUEENS_JOIN_PATH=plain or avx2 measures a slower path on a machine
       * that has a faster one (README, "Benchmarks"). */
      const char *asked = g_getenv ("QUEENS_JOIN_PATH");
      JoinPath best = JOIN_PATH_PLAIN;

      for (JoinPath path = JOIN_PATH_PLAIN; path < JOIN_N_PATHS; path++)
        if (join_path_usable (path)
            && (asked == NULL || g_strcmp0 (asked, join_path_name (path)) == 0))
          best = path;
      g_once_init_leave (&chosen, best + 1);
    }

  return (JoinPath) (chosen - 1);
}

static gsize
words_for (gsize n_keys)
{
  gsize words = (n_keys + 63) / 64;

  return (words + VECTOR_WORDS - 1) / VECTOR_WORDS * VECTOR_WORDS;
}

/* The rows: one per bit, the real keys' row, then a table for each four
 * bits of a key, the rows of every combination of them already ANDed
 * (combination 0 of the first holds the real keys' row): a query reads
 * one row per four bits instead of one per bit. */
static guint
n_chunks (guint n_bits)
{
  return (n_bits + CHUNK_BITS - 1) / CHUNK_BITS;
}

static guint
n_rows_for (guint n_bits)
{
  return n_bits + 1 + n_chunks (n_bits) * (1u << CHUNK_BITS);
}

guint
join_slices_rows (guint n_bits)
{
  return n_rows_for (n_bits);
}

gsize
join_slices_bytes (guint n_bits,
                   gsize capacity)
{
  /* Each group pads to a whole vector. */
  return n_rows_for (n_bits) * (words_for (MAX (capacity, 1)) + JOIN_MAX_GROUPS * VECTOR_WORDS)
         * sizeof (guint64);
}

void
join_slices_init (JoinSlices *slices,
                  guint       n_bits,
                  gsize       capacity,
                  JoinPath    path)
{
  g_return_if_fail (n_bits < 64);
  g_return_if_fail (join_path_usable (path));

  memset (slices, 0, sizeof *slices);
  slices->n_bits = n_bits;
  slices->path = path;
  slices->capacity = MAX (capacity, 1);
  /* 64-byte alignment: one vector load per cache line. */
  slices->rows = g_aligned_alloc (join_slices_bytes (n_bits, capacity), 1, 64);
  slices->scratch = g_new (guint64, slices->capacity);
}

void
join_slices_clear (JoinSlices *slices)
{
  g_aligned_free (slices->rows);
  g_free (slices->scratch);
  memset (slices, 0, sizeof *slices);
}

/* Which group @key goes to: its cut bits, packed.  Without a loop: bit
 * 63 stands for a cut bit not chosen, and no key has it. */
G_STATIC_ASSERT (JOIN_MAX_CUT_BITS == 3);

static inline guint
group_of (const JoinSlices *slices,
          guint64           key)
{
  return (guint) (((key >> slices->cut_shift[0]) & 1)
                  | ((key >> slices->cut_shift[1]) & 1) << 1
                  | ((key >> slices->cut_shift[2]) & 1) << 2);
}

/* How often each bit occurs in a sample of @n_keys keys, in 1/256. */
static void
sample_bits (const guint64 *keys,
             gsize          n_keys,
             guint         *frequency)
{
  gsize step = MAX (n_keys / 256, 1);
  guint n_sampled = 0;
  guint counts[64] = { 0, };

  for (gsize i = 0; i < n_keys; i += step, n_sampled++)
    for (guint64 key = keys[i]; key != 0; key &= key - 1)
      counts[__builtin_ctzll (key)]++;
  for (guint bit = 0; bit < 64; bit++)
    frequency[bit] = n_sampled > 0 ? counts[bit] * 256 / n_sampled : 0;
}

/* The cut: the bits most likely in both a key and a query, as many as the
 * list is long enough to split into groups worth a query's look, and
 * only where a cut bit saves more than it costs. */
static void
choose_cut (JoinSlices    *slices,
            const guint64 *keys,
            gsize          n_keys,
            const guint64 *queries,
            gsize          n_queries)
{
  guint in_keys[64], in_queries[64];
  guint n_cut = n_keys >= 8192 ? 3 : n_keys >= 2048 ? 2 : n_keys >= 512 ? 1 : 0;

  sample_bits (keys, n_keys, in_keys);
  sample_bits (queries, n_queries, in_queries);
  slices->cut = 0;
  slices->n_cut = 0;
  memset (slices->cut_shift, 63, sizeof slices->cut_shift);
  while (slices->n_cut < n_cut)
    {
      guint best = 64;
      guint best_score = JOIN_MIN_CUT_SCORE;

      for (guint bit = 0; bit < slices->n_bits; bit++)
        if ((slices->cut & (G_GUINT64_CONSTANT (1) << bit)) == 0
            && in_keys[bit] * in_queries[bit] > best_score)
          {
            best = bit;
            best_score = in_keys[bit] * in_queries[bit];
          }
      if (best == 64)
        break;
      slices->cut |= G_GUINT64_CONSTANT (1) << best;
      slices->cut_shift[slices->n_cut++] = (guint8) best;
    }
}

#ifdef HAVE_JOIN_VECTORS
static void fill_group_avx512 (JoinSlices    *slices,
                               JoinGroup     *group,
                               const guint64 *keys);
static void fill_group_avx2   (JoinSlices    *slices,
                               JoinGroup     *group,
                               const guint64 *keys);
static void and_rows_avx2     (guint64       *to,
                               const guint64 *a,
                               const guint64 *b,
                               gsize          n_words);
#endif

/* Slices @n_keys keys of one group into its rows. */
static void
fill_group (JoinSlices    *slices,
            JoinGroup     *group,
            const guint64 *keys)
{
  gsize n_words = group->n_words;
  gsize n_keys = group->n_keys;
  gsize stride = slices->stride;
  guint64 *rows = slices->rows + group->offset;
  guint64 *valid = rows + (gsize) slices->n_bits * stride;

#ifdef HAVE_JOIN_VECTORS
  if (slices->path == JOIN_PATH_AVX512)
    {
      fill_group_avx512 (slices, group, keys);
      return;
    }
  if (slices->path == JOIN_PATH_AVX2)
    {
      fill_group_avx2 (slices, group, keys);
      return;
    }
#endif

  /* Every row starts as "all real keys lack this bit". */
  memset (valid, 0, n_words * sizeof (guint64));
  memset (valid, 0xff, n_keys / 64 * sizeof (guint64));
  if (n_keys % 64 != 0)
    valid[n_keys / 64] = (G_GUINT64_CONSTANT (1) << (n_keys % 64)) - 1;
  for (guint bit = 0; bit < slices->n_bits; bit++)
    memcpy (rows + (gsize) bit * stride, valid, n_words * sizeof (guint64));

  /* Eight words at a time, a key of each in turn: a word's updates wait
   * for each other, the eight words' do not. */
  for (gsize block = 0; block < n_keys; block += 8 * 64)
    for (guint j = 0; j < 64; j++)
      for (guint w = 0; w < 8; w++)
        {
          gsize i = block + w * 64 + j;
          guint64 key;
          guint64 clear = ~(G_GUINT64_CONSTANT (1) << j);

          if (i >= n_keys)
            continue;
          for (key = keys[i]; key != 0; key &= key - 1)
            rows[(gsize) __builtin_ctzll (key) * stride + i / 64] &= clear;
        }
}

static void
and_rows_plain (guint64       *to,
                const guint64 *a,
                const guint64 *b,
                gsize          n_words)
{
  for (gsize w = 0; w < n_words; w++)
    to[w] = a[w] & b[w];
}

/* Each chunk's table from the bit rows: combination x is combination
 * x less its lowest bit, ANDed with that bit's row. */
static void
fill_tables (JoinSlices *slices)
{
#ifdef HAVE_JOIN_VECTORS
  void (*and_rows) (guint64 *, const guint64 *, const guint64 *, gsize)
    = slices->path == JOIN_PATH_PLAIN ? and_rows_plain : and_rows_avx2;
#else
  void (*and_rows) (guint64 *, const guint64 *, const guint64 *, gsize) = and_rows_plain;
#endif
  const gsize stride = slices->stride;
  const guint64 *bit_rows = slices->rows;
  guint64 *tables = slices->rows + (gsize) (slices->n_bits + 1) * stride;

  for (guint chunk = 0; chunk < n_chunks (slices->n_bits); chunk++)
    {
      guint64 *table = tables + (gsize) chunk * (1u << CHUNK_BITS) * stride;

      /* Combination 0: the real keys in the first table, and no row read
       * from the others (a query skips them). */
      if (chunk == 0)
        memcpy (table, bit_rows + (gsize) slices->n_bits * stride, stride * sizeof (guint64));
      else
        memset (table, 0xff, stride * sizeof (guint64));
      for (guint x = 1; x < (1u << CHUNK_BITS); x++)
        {
          guint bit = chunk * CHUNK_BITS + __builtin_ctz (x);
          const guint64 *smaller = table + (gsize) (x & (x - 1)) * stride;
          const guint64 *row = bit_rows + (gsize) MIN (bit, slices->n_bits) * stride;
          guint64 *to = table + (gsize) x * stride;

          /* A bit past the key's (the last chunk's) is in no key: the real
           * keys' row stands for it. */
          and_rows (to, smaller, row, stride);
        }
    }
}

void
join_slices_fill (JoinSlices    *slices,
                  const guint64 *keys,
                  gsize          n_keys,
                  const guint64 *queries,
                  gsize          n_queries)
{
  gsize next[JOIN_MAX_GROUPS];
  gsize offset = 0;
  gsize start = 0;
  guint n_groups;

  g_return_if_fail (n_keys <= slices->capacity);

  slices->n_keys = n_keys;
  slices->present = 0;
  slices->everywhere = n_keys > 0 ? G_MAXUINT64 : 0;
  for (gsize i = 0; i < n_keys; i++)
    {
      slices->present |= keys[i];
      slices->everywhere &= keys[i];
    }
  choose_cut (slices, keys, n_keys, queries, n_queries);
  n_groups = 1u << slices->n_cut;

  memset (slices->groups, 0, sizeof slices->groups);
  for (gsize i = 0; i < n_keys; i++)
    slices->groups[group_of (slices, keys[i])].n_keys++;
  for (guint g = 0; g < n_groups; g++)
    {
      next[g] = start;
      start += slices->groups[g].n_keys;
    }
  for (gsize i = 0; i < n_keys; i++)
    slices->scratch[next[group_of (slices, keys[i])]++] = keys[i];

  /* A row holds every group's words, one group after the other. */
  for (guint g = 0; g < n_groups; g++)
    {
      slices->groups[g].n_words = words_for (slices->groups[g].n_keys);
      slices->groups[g].offset = offset;
      offset += slices->groups[g].n_words;
    }
  slices->stride = offset;
  start = 0;
  for (guint g = 0; g < n_groups; g++)
    {
      if (slices->groups[g].n_keys > 0)
        fill_group (slices, &slices->groups[g], slices->scratch + start);
      start += slices->groups[g].n_keys;
    }
  fill_tables (slices);
}

/* The rows a query reads, from their start: a table row for each four
 * bits of it (its cut bits excepted, which choose groups instead), the
 * first one always, for it holds the row of real keys.  0 when the query
 * can meet no key. */
static inline guint
query_rows (const JoinSlices *slices,
            guint64           query,
            const guint64   **rows)
{
  const guint64 *tables = slices->rows + (gsize) (slices->n_bits + 1) * slices->stride;
  const gsize table_size = (gsize) (1u << CHUNK_BITS) * slices->stride;
  guint n_rows = 0;

  if ((query & slices->everywhere) != 0)
    return 0;
  query &= slices->present & ~slices->cut;
  rows[n_rows++] = tables + (query & ((1u << CHUNK_BITS) - 1)) * slices->stride;
  query >>= CHUNK_BITS;
  for (guint chunk = 1; query != 0; chunk++, query >>= CHUNK_BITS)
    if ((query & ((1u << CHUNK_BITS) - 1)) != 0)
      rows[n_rows++] = tables + chunk * table_size
                       + (query & ((1u << CHUNK_BITS) - 1)) * slices->stride;

  return n_rows;
}

/* Runs @body for every query and every group it can meet, with the
 * query's rows in rows[0 .. n_rows), the group's words from off to off +
 * words. */
#define FOR_EACH_QUERY_GROUP(slices, queries, n_queries, body)                    \
  G_STMT_START {                                                                  \
    const guint64 *rows[65];                                                      \
    for (gsize q = 0; q < (n_queries); q++)                                       \
      {                                                                           \
        guint n_rows = query_rows ((slices), (queries)[q], rows);                 \
        guint cut = group_of ((slices), (queries)[q]);                            \
        if (n_rows == 0)                                                          \
          continue;                                                               \
        for (guint g = 0; g < (1u << (slices)->n_cut); g++)                       \
          {                                                                       \
            gsize off = (slices)->groups[g].offset;                               \
            gsize words = (slices)->groups[g].n_words;                            \
            if ((g & cut) != 0 || (slices)->groups[g].n_keys == 0)                \
              continue;                                                           \
            body                                                                  \
          }                                                                       \
      }                                                                           \
  } G_STMT_END

static guint64
count_plain (const JoinSlices *slices,
             const guint64    *queries,
             gsize             n_queries)
{
  guint64 total = 0;

  FOR_EACH_QUERY_GROUP (slices, queries, n_queries, {
    for (gsize w = 0; w < words; w++)
      {
        guint64 left = rows[0][off + w];

        for (guint r = 1; r < n_rows; r++)
          left &= rows[r][off + w];
        total += (guint64) __builtin_popcountll (left);
      }
  });

  return total;
}

#ifdef HAVE_JOIN_VECTORS

#define AVX2_TARGET __attribute__((target ("popcnt,avx2")))

/* The set bits of each 64-bit lane, by half-byte table. */
AVX2_TARGET static inline __m256i
popcount_avx2 (__m256i words)
{
  const __m256i table = _mm256_setr_epi8 (0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                          0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  const __m256i low = _mm256_set1_epi8 (0x0f);
  __m256i lo = _mm256_and_si256 (words, low);
  __m256i hi = _mm256_and_si256 (_mm256_srli_epi16 (words, 4), low);
  __m256i counts = _mm256_add_epi8 (_mm256_shuffle_epi8 (table, lo),
                                    _mm256_shuffle_epi8 (table, hi));

  return _mm256_sad_epu8 (counts, _mm256_setzero_si256 ());
}

/* Rows are whole vectors, 64-byte aligned. */
AVX2_TARGET static void
and_rows_avx2 (guint64       *to,
               const guint64 *a,
               const guint64 *b,
               gsize          n_words)
{
  for (gsize w = 0; w < n_words; w += 4)
    _mm256_store_si256 ((__m256i *) (to + w),
                        _mm256_and_si256 (_mm256_load_si256 ((const __m256i *) (a + w)),
                                          _mm256_load_si256 ((const __m256i *) (b + w))));
}

/* The rows of a group 32 keys at a time, in registers: the keys' bytes
 * regrouped so that one register holds byte p of all 32, whose bit k a
 * byte-wise sign mask then gathers into 32 bits of row 8 p + k.  The
 * regrouping orders the keys its own way, the same for every row, which
 * the count does not mind.  Keys past the end stand in as all ones: they
 * have every bit, so no row and not the real keys' row (bit 63, in no
 * real key) holds them. */
AVX2_TARGET static void
fill_group_avx2 (JoinSlices    *slices,
                 JoinGroup     *group,
                 const guint64 *keys)
{
  const gsize n_keys = group->n_keys;
  const gsize stride = slices->stride;
  const guint n_bits = slices->n_bits;
  /* In each 128-bit lane, two keys' bytes paired by position. */
  const __m256i pair_bytes = _mm256_setr_epi8 (0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15,
                                               0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15);
  guint32 *rows = (guint32 *) (slices->rows + group->offset);
  guint32 *valid = rows + (gsize) n_bits * stride * 2;

  for (gsize half = 0; half < group->n_words * 2; half++)
    {
      gsize first = half * 32;
      guint64 padded[32];
      const guint64 *from = keys + first;
      __m256i r[8], t[8], s[8], o[8];

      if (first + 32 > n_keys)
        {
          gsize real = first < n_keys ? n_keys - first : 0;

          memset (padded, 0xff, sizeof padded);
          if (real > 0)
            memcpy (padded, keys + first, real * sizeof (guint64));
          from = padded;
        }
      for (guint v = 0; v < 8; v++)
        r[v] = _mm256_shuffle_epi8 (_mm256_loadu_si256 ((const __m256i *) (from + 4 * v)),
                                    pair_bytes);
      /* An 8 by 8 transpose of 16-bit pairs in each lane. */
      for (guint v = 0; v < 8; v += 2)
        {
          t[v] = _mm256_unpacklo_epi16 (r[v], r[v + 1]);
          t[v + 1] = _mm256_unpackhi_epi16 (r[v], r[v + 1]);
        }
      for (guint v = 0; v < 8; v += 4)
        {
          s[v] = _mm256_unpacklo_epi32 (t[v], t[v + 2]);
          s[v + 1] = _mm256_unpackhi_epi32 (t[v], t[v + 2]);
          s[v + 2] = _mm256_unpacklo_epi32 (t[v + 1], t[v + 3]);
          s[v + 3] = _mm256_unpackhi_epi32 (t[v + 1], t[v + 3]);
        }
      for (guint v = 0; v < 4; v++)
        {
          o[2 * v] = _mm256_unpacklo_epi64 (s[v], s[v + 4]);
          o[2 * v + 1] = _mm256_unpackhi_epi64 (s[v], s[v + 4]);
        }

      valid[half] = ~(guint32) _mm256_movemask_epi8 (o[7]);
      for (guint p = 0; p * 8 < n_bits; p++)
        {
          /* Bit 7 first, then each byte doubled brings the next down. */
          __m256i bytes = o[p];

          for (gint k = 7; k >= 0; k--)
            {
              if (p * 8 + k < n_bits)
                rows[(gsize) (p * 8 + k) * stride * 2 + half] = ~(guint32) _mm256_movemask_epi8 (bytes);
              bytes = _mm256_add_epi8 (bytes, bytes);
            }
        }
    }
}

AVX2_TARGET static guint64
count_avx2 (const JoinSlices *slices,
            const guint64    *queries,
            gsize             n_queries)
{
  __m256i sums = _mm256_setzero_si256 ();
  guint64 lanes[4];

  FOR_EACH_QUERY_GROUP (slices, queries, n_queries, {
    /* Two registers of four words: 512 keys at a time. */
    for (gsize w = 0; w < words; w += VECTOR_WORDS)
      {
        __m256i a = _mm256_load_si256 ((const __m256i *) (rows[0] + off + w));
        __m256i b = _mm256_load_si256 ((const __m256i *) (rows[0] + off + w + 4));

        for (guint r = 1; r < n_rows; r++)
          {
            a = _mm256_and_si256 (a, _mm256_load_si256 ((const __m256i *) (rows[r] + off + w)));
            b = _mm256_and_si256 (b, _mm256_load_si256 ((const __m256i *) (rows[r] + off + w + 4)));
          }
        sums = _mm256_add_epi64 (sums, _mm256_add_epi64 (popcount_avx2 (a), popcount_avx2 (b)));
      }
  });

  _mm256_storeu_si256 ((__m256i *) lanes, sums);
  return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

#define AVX512_TARGET __attribute__((target ("popcnt,avx512f,avx512vpopcntdq")))

AVX512_TARGET static guint64
count_avx512 (const JoinSlices *slices,
              const guint64    *queries,
              gsize             n_queries)
{
  __m512i sums = _mm512_setzero_si512 ();

  FOR_EACH_QUERY_GROUP (slices, queries, n_queries, {
    gsize w = 0;

    /* Four registers at a time, then two, then one: each row pointer read
     * once for them, and the registers' ANDs independent. */
    for (; w + 4 * VECTOR_WORDS <= words; w += 4 * VECTOR_WORDS)
      {
        __m512i a0 = _mm512_load_si512 (rows[0] + off + w);
        __m512i a1 = _mm512_load_si512 (rows[0] + off + w + 8);
        __m512i a2 = _mm512_load_si512 (rows[0] + off + w + 16);
        __m512i a3 = _mm512_load_si512 (rows[0] + off + w + 24);

        for (guint r = 1; r < n_rows; r++)
          {
            const guint64 *row = rows[r] + off + w;

            a0 = _mm512_and_si512 (a0, _mm512_load_si512 (row));
            a1 = _mm512_and_si512 (a1, _mm512_load_si512 (row + 8));
            a2 = _mm512_and_si512 (a2, _mm512_load_si512 (row + 16));
            a3 = _mm512_and_si512 (a3, _mm512_load_si512 (row + 24));
          }
        sums = _mm512_add_epi64 (sums, _mm512_add_epi64 (_mm512_add_epi64 (_mm512_popcnt_epi64 (a0),
                                                                           _mm512_popcnt_epi64 (a1)),
                                                         _mm512_add_epi64 (_mm512_popcnt_epi64 (a2),
                                                                           _mm512_popcnt_epi64 (a3))));
      }
    if (w + 2 * VECTOR_WORDS <= words)
      {
        __m512i a0 = _mm512_load_si512 (rows[0] + off + w);
        __m512i a1 = _mm512_load_si512 (rows[0] + off + w + 8);

        for (guint r = 1; r < n_rows; r++)
          {
            const guint64 *row = rows[r] + off + w;

            a0 = _mm512_and_si512 (a0, _mm512_load_si512 (row));
            a1 = _mm512_and_si512 (a1, _mm512_load_si512 (row + 8));
          }
        sums = _mm512_add_epi64 (sums, _mm512_add_epi64 (_mm512_popcnt_epi64 (a0),
                                                         _mm512_popcnt_epi64 (a1)));
        w += 2 * VECTOR_WORDS;
      }
    if (w < words)
      {
        /* Two chains over the rows, halves of the list of rows. */
        __m512i a0 = _mm512_load_si512 (rows[0] + off + w);
        __m512i a1 = _mm512_set1_epi64 (-1);
        guint r = 1;

        for (; r + 1 < n_rows; r += 2)
          {
            a0 = _mm512_and_si512 (a0, _mm512_load_si512 (rows[r] + off + w));
            a1 = _mm512_and_si512 (a1, _mm512_load_si512 (rows[r + 1] + off + w));
          }
        if (r < n_rows)
          a0 = _mm512_and_si512 (a0, _mm512_load_si512 (rows[r] + off + w));
        sums = _mm512_add_epi64 (sums, _mm512_popcnt_epi64 (_mm512_and_si512 (a0, a1)));
      }
  });

  return (guint64) _mm512_reduce_add_epi64 (sums);
}

#define AVX512_FILL_TARGET __attribute__((target ("avx512f,avx512bw,avx512bitalg")))

/* The rows of a group 64 keys at a time, in registers: one instruction
 * picks 8 bits of 8 keys, another gathers one bit of 64 keys. */
AVX512_FILL_TARGET static void
fill_group_avx512 (JoinSlices    *slices,
                   JoinGroup     *group,
                   const guint64 *keys)
{
  const gsize n_words = group->n_words;
  const gsize n_keys = group->n_keys;
  const gsize stride = slices->stride;
  guint64 *rows = slices->rows + group->offset;
  guint64 *valid = rows + (gsize) slices->n_bits * stride;

  for (gsize word = 0; word < n_words; word++)
    {
      gsize first = word * 64;
      guint64 real = first >= n_keys ? 0
                     : n_keys - first >= 64 ? G_MAXUINT64
                     : (G_GUINT64_CONSTANT (1) << (n_keys - first)) - 1;
      __m512i eight[8];

      valid[word] = real;
      for (guint v = 0; v < 8; v++)
        {
          gsize from = first + 8 * v;
          gsize count = from >= n_keys ? 0 : MIN (8, n_keys - from);

          eight[v] = _mm512_maskz_loadu_epi64 ((__mmask8) ((1u << count) - 1),
                                               keys + MIN (from, n_keys));
        }
      for (guint chunk = 0; chunk * 8 < slices->n_bits; chunk++)
        {
          /* Byte b of every lane selects bit 8 chunk + b. */
          const __m512i select = _mm512_set1_epi64 ((gint64) (G_GUINT64_CONSTANT (0x0706050403020100)
                                                             + G_GUINT64_CONSTANT (0x0808080808080808) * chunk));
          guint64 picked[8];
          __m512i gathered;

          for (guint v = 0; v < 8; v++)
            picked[v] = _mm512_bitshuffle_epi64_mask (eight[v], select);
          gathered = _mm512_loadu_si512 (picked);
          for (guint b = 0; b < 8 && chunk * 8 + b < slices->n_bits; b++)
            {
              guint64 has = _mm512_test_epi8_mask (gathered, _mm512_set1_epi8 ((char) (1u << b)));

              rows[(gsize) (chunk * 8 + b) * stride + word] = real & ~has;
            }
        }
    }
}

AVX2_TARGET static guint64
pairs_avx2 (const guint64 *keys,
            gsize          n_keys,
            const guint64 *queries,
            gsize          n_queries)
{
  const __m256i zero = _mm256_setzero_si256 ();
  __m256i met = zero;   /* minus the matches, lane by lane */
  guint64 lanes[4];
  guint64 tail = 0;
  gsize whole = n_keys / 4 * 4;

  for (gsize q = 0; q < n_queries; q++)
    {
      __m256i query = _mm256_set1_epi64x ((gint64) queries[q]);

      for (gsize i = 0; i < whole; i += 4)
        {
          __m256i both = _mm256_and_si256 (_mm256_loadu_si256 ((const __m256i *) (keys + i)),
                                           query);

          met = _mm256_add_epi64 (met, _mm256_cmpeq_epi64 (both, zero));
        }
      for (gsize i = whole; i < n_keys; i++)
        tail += (keys[i] & queries[q]) == 0;
    }

  _mm256_storeu_si256 ((__m256i *) lanes, met);
  return tail - (lanes[0] + lanes[1] + lanes[2] + lanes[3]);
}

#define AVX512_PAIRS_TARGET __attribute__((target ("avx512f")))

AVX512_PAIRS_TARGET static guint64
pairs_avx512 (const guint64 *keys,
              gsize          n_keys,
              const guint64 *queries,
              gsize          n_queries)
{
  const __m512i one = _mm512_set1_epi64 (1);
  __m512i met = _mm512_setzero_si512 ();
  gsize whole = n_keys / 8 * 8;
  __mmask8 last = (__mmask8) ((1u << (n_keys - whole)) - 1);

  for (gsize q = 0; q < n_queries; q++)
    {
      __m512i query = _mm512_set1_epi64 ((gint64) queries[q]);

      for (gsize i = 0; i < whole; i += 8)
        {
          __mmask8 free = _mm512_testn_epi64_mask (_mm512_loadu_si512 (keys + i), query);

          met = _mm512_mask_add_epi64 (met, free, met, one);
        }
      if (last != 0)
        {
          __m512i rest = _mm512_maskz_loadu_epi64 (last, keys + whole);

          met = _mm512_mask_add_epi64 (met, _mm512_mask_testn_epi64_mask (last, rest, query),
                                       met, one);
        }
    }

  return (guint64) _mm512_reduce_add_epi64 (met);
}

#endif /* HAVE_JOIN_VECTORS */

guint64
join_count_pairs (const guint64 *keys,
                  gsize          n_keys,
                  const guint64 *queries,
                  gsize          n_queries,
                  JoinPath       path)
{
  guint64 total = 0;

  g_return_val_if_fail (join_path_usable (path), 0);

  switch (path)
    {
#ifdef HAVE_JOIN_VECTORS
    case JOIN_PATH_AVX512:
      return pairs_avx512 (keys, n_keys, queries, n_queries);
    case JOIN_PATH_AVX2:
      return pairs_avx2 (keys, n_keys, queries, n_queries);
#endif
    case JOIN_PATH_PLAIN:
    case JOIN_N_PATHS:
    default:
      for (gsize q = 0; q < n_queries; q++)
        for (gsize i = 0; i < n_keys; i++)
          total += (keys[i] & queries[q]) == 0;
      return total;
    }
}

guint64
join_slices_count (const JoinSlices *slices,
                   const guint64    *queries,
                   gsize             n_queries)
{
  if (slices->n_keys == 0 || n_queries == 0)
    return 0;

  switch (slices->path)
    {
#ifdef HAVE_JOIN_VECTORS
    case JOIN_PATH_AVX512:
      return count_avx512 (slices, queries, n_queries);
    case JOIN_PATH_AVX2:
      return count_avx2 (slices, queries, n_queries);
#endif
    case JOIN_PATH_PLAIN:
    case JOIN_N_PATHS:
    default:
      return count_plain (slices, queries, n_queries);
    }
}
