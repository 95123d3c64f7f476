/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-solution-set.c: the packed store of solutions */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-solution-set.h"

/* Bits needed for the values 0..n-1, by counting rather than by formula. */
static guint
bits_for (guint n)
{
  guint bits = 0;

  while (((guint64) 1 << bits) < n)
    bits++;

  return bits;
}

static void
test_solution_set_bits (void)
{
  static const struct { guint n, bits; } cases[] = {
    { 1, 0 }, { 2, 1 }, { 3, 2 }, { 4, 2 }, { 5, 3 }, { 8, 3 }, { 9, 4 },
    { 16, 4 }, { 17, 5 }, { 32, 5 }, { 33, 6 }, { 128, 7 }, { 129, 8 }, { 255, 8 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QueensSolutionSet) set = queens_solution_set_new (cases[i].n, 0);

      g_assert_cmpuint (bits_for (cases[i].n), ==, cases[i].bits);
      g_assert_cmpuint (queens_solution_set_get_bits_per_row (set), ==, cases[i].bits);
      g_assert_cmpuint (queens_solution_set_get_n (set), ==, cases[i].n);
      g_assert_cmpuint (queens_solution_set_get_size (set), ==, 0);
      g_assert_false (queens_solution_set_is_full (set));
    }
}

static void
random_permutation (guint8 *values,
                    guint   n)
{
  for (guint i = 0; i < n; i++)
    values[i] = (guint8) i;
  for (guint i = n; i > 1; i--)
    {
      guint j = g_test_rand_int_range (0, i);
      guint8 swap = values[i - 1];

      values[i - 1] = values[j];
      values[j] = swap;
    }
}

static void
round_trip (guint n,
            guint count)
{
  g_autoptr(QueensSolutionSet) set = queens_solution_set_new (n, 0);
  g_autofree guint8 *stored = g_new (guint8, (gsize) n * count);
  g_autofree guint8 *read_back = g_new (guint8, n);
  guint appended = 0;

  for (guint k = 0; k < count; k++)
    {
      guint8 *solution = stored + (gsize) k * n;

      /* Permutations, and now and then the extremes: descending (the
       * largest values first, many bits set across word boundaries) and
       * the identity (small values first). */
      if (k % 17 == 5)
        for (guint row = 0; row < n; row++)
          solution[row] = (guint8) (n - 1 - row);
      else if (k % 17 == 6)
        for (guint row = 0; row < n; row++)
          solution[row] = (guint8) row;
      else
        random_permutation (solution, n);
    }

  /* Batches of varied sizes, including empty ones. */
  while (appended < count)
    {
      guint wanted = g_test_rand_int_range (0, 9);
      guint batch = MIN (wanted, count - appended);

      g_assert_cmpuint (queens_solution_set_append (set, stored + (gsize) appended * n, batch), ==, batch);
      appended += batch;
    }

  g_assert_cmpuint (queens_solution_set_get_size (set), ==, count);
  for (guint k = 0; k < count; k++)
    {
      g_assert_true (queens_solution_set_get (set, k, read_back));
      if (memcmp (read_back, stored + (gsize) k * n, n) != 0)
        g_error ("n = %u: solution %u came back different", n, k);
    }
}

static void
test_solution_set_round_trip (void)
{
  static const guint edges[] = { 1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33, 64, 65, 127, 128, 129, 200, 255 };

  for (guint n = 1; n <= 40; n++)
    round_trip (n, 300);
  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    round_trip (edges[i], 500);
}

/* Solution contents made from the index, so big sets need not be kept
 * twice: a cheap mix of the index and the row, reduced mod n. */
static void
synthetic_solution (guint64 index,
                    guint   n,
                    guint8 *out)
{
  /* A permutation that depends only on @index: Fisher-Yates driven by a
   * hash of (index, step). */
  for (guint row = 0; row < n; row++)
    out[row] = (guint8) row;
  for (guint row = n; row > 1; row--)
    {
      guint64 x = index * 0x9e3779b97f4a7c15ull + row * 0xbf58476d1ce4e5b9ull;
      guint j;
      guint8 swap;

      x ^= x >> 31;
      x *= 0x94d049bb133111ebull;
      x ^= x >> 29;
      j = (guint) (x % row);
      swap = out[row - 1];
      out[row - 1] = out[j];
      out[j] = swap;
    }
}

static void
check_many (guint   n,
            guint64 count)
{
  g_autoptr(QueensSolutionSet) set = queens_solution_set_new (n, 0);
  const gsize batch_size = 1000;
  g_autofree guint8 *batch = g_new (guint8, batch_size * n);
  g_autofree guint8 *expected = g_new (guint8, n);
  g_autofree guint8 *read_back = g_new (guint8, n);
  guint64 index = 0;

  while (index < count)
    {
      gsize this_batch = (gsize) MIN (batch_size, count - index);

      for (gsize i = 0; i < this_batch; i++)
        synthetic_solution (index + i, n, batch + i * n);
      g_assert_cmpuint (queens_solution_set_append (set, batch, this_batch), ==, this_batch);
      index += this_batch;
    }

  g_assert_cmpuint (queens_solution_set_get_size (set), ==, count);

  /* Every one for moderate counts; otherwise a sample plus every chunk
   * boundary region (a chunk holds 2^23 / (n * bits) solutions). */
  {
    guint64 per_chunk = ((guint64) 8 << 20) / ((guint64) n * bits_for (n));

    for (guint64 k = 0; k < count; k++)
      {
        gboolean near_boundary = k % per_chunk < 3 || k % per_chunk > per_chunk - 3;

        if (count > 200000 && !near_boundary && k % 97 != 0)
          continue;

        synthetic_solution (k, n, expected);
        g_assert_true (queens_solution_set_get (set, k, read_back));
        if (memcmp (read_back, expected, n) != 0)
          g_error ("n = %u: solution %" G_GUINT64_FORMAT " came back different", n, k);
      }

    g_test_message ("n = %u: %" G_GUINT64_FORMAT " solutions over %" G_GUINT64_FORMAT
                    " chunks, %zu bytes", n, count, (count + per_chunk - 1) / per_chunk,
                    queens_solution_set_get_bytes_used (set));
  }

  g_assert_false (queens_solution_set_get (set, count, read_back));
}

static void
test_solution_set_chunks (void)
{
  check_many (16, 400000);  /* 8 bytes each: 131072 per chunk */
  check_many (13, 400000);  /* 52 bits: solutions straddle words */
  check_many (255, 20000);  /* 255 bytes each: 4112 per chunk */
  check_many (33, 100000);  /* 198 bits */
  check_many (2, 5000000);  /* 2 bits: 4 million per chunk */
}

static void
test_solution_set_out_of_range (void)
{
  g_autoptr(QueensSolutionSet) set = queens_solution_set_new (8, 0);
  g_autoptr(QueensSolutionSet) one = queens_solution_set_new (1, 0);
  guint8 solution[8] = { 0, 4, 7, 5, 2, 6, 1, 3 };
  guint8 read_back[8] = { 0 };
  guint8 single = 9;

  g_assert_false (queens_solution_set_get (set, 0, read_back));
  g_assert_cmpuint (queens_solution_set_append (set, solution, 1), ==, 1);
  g_assert_true (queens_solution_set_get (set, 0, read_back));
  g_assert_true (memcmp (read_back, solution, 8) == 0);
  g_assert_false (queens_solution_set_get (set, 1, read_back));
  g_assert_false (queens_solution_set_get (set, G_MAXUINT64, read_back));

  /* N = 1: nothing to pack, still counted and returned. */
  g_assert_false (queens_solution_set_get (one, 0, &single));
  g_assert_cmpuint (queens_solution_set_append (one, (const guint8 *) "\0", 1), ==, 1);
  g_assert_true (queens_solution_set_get (one, 0, &single));
  g_assert_cmpuint (single, ==, 0);
  g_assert_false (queens_solution_set_get (one, 1, &single));
  g_assert_cmpint (queens_solution_set_find (one, &single), ==, 0);
}

static void
check_cap (guint n,
           gsize cap,
           gsize attempt)
{
  g_autoptr(QueensSolutionSet) set = queens_solution_set_new (n, cap);
  g_autofree guint8 *batch = g_new (guint8, attempt * n);
  g_autofree guint8 *read_back = g_new (guint8, n);
  gsize stored;

  g_assert_cmpuint (queens_solution_set_get_byte_cap (set), ==, cap);
  for (gsize i = 0; i < attempt; i++)
    synthetic_solution (i, n, batch + i * n);

  stored = queens_solution_set_append (set, batch, attempt);
  g_assert_cmpuint (stored, <, attempt);
  g_assert_true (queens_solution_set_is_full (set));
  g_assert_cmpuint (queens_solution_set_get_bytes_used (set), <=, cap);
  g_assert_cmpuint (queens_solution_set_get_size (set), ==, stored);

  /* Nothing more goes in, and what is there is intact. */
  g_assert_cmpuint (queens_solution_set_append (set, batch, 1), ==, 0);
  g_assert_cmpuint (queens_solution_set_get_size (set), ==, stored);
  for (gsize i = 0; i < stored; i++)
    {
      g_assert_true (queens_solution_set_get (set, i, read_back));
      g_assert_true (memcmp (read_back, batch + i * n, n) == 0);
    }
  g_assert_false (queens_solution_set_get (set, stored, read_back));

  /* The cap is used well: the payload is most of it (less one solution,
   * and the chunk table, for small caps). */
  if (cap >= 4096)
    g_assert_cmpuint ((stored + 1) * ((gsize) n * bits_for (n)) / 8, >=, cap - cap / 16 - 128);

  g_test_message ("n = %u, cap %zu: %zu stored, %zu bytes used", n, cap, stored,
                  queens_solution_set_get_bytes_used (set));
}

static void
test_solution_set_cap (void)
{
  check_cap (8, 10000, 100000);
  check_cap (8, 1, 10);              /* not even one fits */
  check_cap (16, 4096 + 7, 10000);
  check_cap (16, (5 << 20) / 2, 400000);  /* two and a half chunks */
  check_cap (255, 300000, 5000);

  /* No cap: never full. */
  {
    g_autoptr(QueensSolutionSet) set = queens_solution_set_new (5, 0);
    guint8 batch[5 * 1000];

    for (guint i = 0; i < 1000; i++)
      synthetic_solution (i, 5, batch + i * 5);
    for (guint round = 0; round < 100; round++)
      g_assert_cmpuint (queens_solution_set_append (set, batch, 1000), ==, 1000);
    g_assert_false (queens_solution_set_is_full (set));
    g_assert_cmpuint (queens_solution_set_get_size (set), ==, 100000);
  }
}

static void
test_solution_set_n16_size (void)
{
  /* As many solutions as N = 16 has: 14,772,512 of 16 bytes in, 7.5 bytes
   * (15 rows of 4 bits, plus chunk overhead) each stored. */
  const guint n = 16;
  const guint64 count = 14772512;
  const gsize batch_size = 65536;
  g_autoptr(QueensSolutionSet) set = queens_solution_set_new (n, 0);
  g_autofree guint8 *batch = g_new (guint8, batch_size * n);
  g_autofree guint8 *first_batch = g_new (guint8, batch_size * n);
  guint8 expected[16], read_back[16];
  gint64 elapsed = 0;
  double per_solution;

  for (gsize i = 0; i < batch_size; i++)
    random_permutation (first_batch + i * n, n);

  for (guint64 done = 0; done < count;)
    {
      gsize this_batch = (gsize) MIN (batch_size, count - done);
      gint64 start;

      /* Vary the batches: batch b is the first one with b added to every
       * column (mod n), which keeps each a permutation. */
      for (gsize i = 0; i < this_batch * n; i++)
        batch[i] = (guint8) ((first_batch[i] + done / batch_size) % n);

      start = g_get_monotonic_time ();
      g_assert_cmpuint (queens_solution_set_append (set, batch, this_batch), ==, this_batch);
      elapsed += g_get_monotonic_time () - start;
      done += this_batch;
    }

  g_assert_cmpuint (queens_solution_set_get_size (set), ==, count);
  per_solution = (double) queens_solution_set_get_bytes_used (set) / count;
  g_test_message ("N = 16: %" G_GUINT64_FORMAT " solutions in %zu bytes, %.4f bytes each; "
                  "appending took %.3f s", count, queens_solution_set_get_bytes_used (set),
                  per_solution, elapsed / 1e6);
  g_assert_cmpfloat (per_solution, <=, 7.5 * 1.01);
  g_assert_cmpfloat (per_solution, >=, 7.5);

  /* Trimmed, only the chunk table is overhead. */
  queens_solution_set_trim (set);
  per_solution = (double) queens_solution_set_get_bytes_used (set) / count;
  g_test_message ("trimmed: %.6f bytes each", per_solution);
  g_assert_cmpfloat (per_solution, <=, 7.5 + 0.001);
  g_assert_cmpfloat (per_solution, >=, 7.5);

  /* Spot checks across the whole range. */
  for (guint64 k = 0; k < count; k += 999983)
    {
      for (guint row = 0; row < n; row++)
        expected[row] = (guint8) ((first_batch[(k % batch_size) * n + row] + k / batch_size) % n);
      g_assert_true (queens_solution_set_get (set, k, read_back));
      g_assert_true (memcmp (read_back, expected, n) == 0);
    }
}

/* Solutions in lexicographic order by a plain search. */
static void
search_rows (guint    n,
             guint    row,
             guint8  *columns,
             GArray  *out)
{
  if (row == n)
    {
      g_array_append_vals (out, columns, n);
      return;
    }

  for (guint c = 0; c < n; c++)
    {
      gboolean fits = TRUE;

      for (guint r = 0; r < row && fits; r++)
        fits = columns[r] != c && columns[r] + row != c + r && columns[r] + r != c + row;
      if (fits)
        {
          columns[row] = (guint8) c;
          search_rows (n, row + 1, columns, out);
        }
    }
}

static void
test_solution_set_find (void)
{
  for (guint n = 4; n <= 10; n++)
    {
      g_autoptr(QueensSolutionSet) set = queens_solution_set_new (n, 0);
      g_autoptr(GArray) all = g_array_new (FALSE, FALSE, 1);
      guint8 columns[10];
      guint count;

      search_rows (n, 0, columns, all);
      count = all->len / n;
      g_assert_cmpuint (queens_solution_set_append (set, (guint8 *) all->data, count), ==, count);

      for (guint k = 0; k < count; k++)
        g_assert_cmpint (queens_solution_set_find (set, (guint8 *) all->data + k * n), ==, k);

      /* Not solutions: below the first, above the last, and in between. */
      memset (columns, 0, n);
      g_assert_cmpint (queens_solution_set_find (set, columns), ==, -1);
      memset (columns, n - 1, n);
      g_assert_cmpint (queens_solution_set_find (set, columns), ==, -1);
      for (guint k = 0; k + 1 < count; k++)
        {
          memcpy (columns, all->data + k * n, n);
          /* Swapping the last two rows of a solution leaves one only if
           * it happens to be the next stored one: check by the list. */
          {
            guint8 swap = columns[n - 1];
            gboolean listed = FALSE;

            columns[n - 1] = columns[n - 2];
            columns[n - 2] = swap;
            for (guint j = 0; j < count && !listed; j++)
              listed = memcmp (columns, all->data + j * n, n) == 0;
            g_assert_cmpint (queens_solution_set_find (set, columns) >= 0, ==, listed);
          }
        }
    }

  /* The empty set finds nothing. */
  {
    g_autoptr(QueensSolutionSet) set = queens_solution_set_new (4, 0);
    guint8 columns[4] = { 1, 3, 0, 2 };

    g_assert_cmpint (queens_solution_set_find (set, columns), ==, -1);
  }
}

/* Trimming keeps every solution readable and later appends working. */
static void
test_solution_set_trim (void)
{
  const guint n = 11;
  g_autoptr(QueensSolutionSet) set = queens_solution_set_new (n, 0);
  g_autofree guint8 *batch = g_new (guint8, 5000 * n);
  guint8 read_back[11];
  gsize before;

  for (gsize i = 0; i < 5000; i++)
    random_permutation (batch + i * n, n);

  queens_solution_set_append (set, batch, 3000);
  before = queens_solution_set_get_bytes_used (set);
  queens_solution_set_trim (set);
  g_assert_cmpuint (queens_solution_set_get_bytes_used (set), <=, before);
  /* 3000 solutions of 10 stored rows at 4 bits fill 1,875 words (15,000
   * bytes), plus one table entry. */
  g_assert_cmpuint (queens_solution_set_get_bytes_used (set), ==, 15000 + 8);

  queens_solution_set_append (set, batch + 3000 * n, 2000);
  queens_solution_set_trim (set);
  queens_solution_set_trim (set);
  g_assert_cmpuint (queens_solution_set_get_size (set), ==, 5000);
  for (guint64 k = 0; k < 5000; k++)
    {
      g_assert_true (queens_solution_set_get (set, k, read_back));
      g_assert_cmpmem (read_back, n, batch + k * n, n);
    }
}

/* Only permutations go in: the last row is implied by the others. */
static void
test_solution_set_rejects_non_permutations (void)
{
  g_autoptr(QueensSolutionSet) set = queens_solution_set_new (4, 0);
  const guint8 batch[] = { 1, 3, 0, 2,   2, 0, 3, 1,   1, 1, 0, 2,   2, 0, 3, 1 };
  guint8 read_back[4];

  g_test_expect_message ("Queens", G_LOG_LEVEL_CRITICAL, "*valid == n_solutions*");
  g_assert_cmpuint (queens_solution_set_append (set, batch, 4), ==, 2);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (queens_solution_set_get_size (set), ==, 2);
  g_assert_true (queens_solution_set_get (set, 1, read_back));
  g_assert_cmpmem (read_back, 4, batch + 4, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solution-set/bits", test_solution_set_bits);
  g_test_add_func ("/solution-set/round-trip", test_solution_set_round_trip);
  g_test_add_func ("/solution-set/chunks", test_solution_set_chunks);
  g_test_add_func ("/solution-set/out-of-range", test_solution_set_out_of_range);
  g_test_add_func ("/solution-set/cap", test_solution_set_cap);
  g_test_add_func ("/solution-set/n16-size", test_solution_set_n16_size);
  g_test_add_func ("/solution-set/find", test_solution_set_find);
  g_test_add_func ("/solution-set/trim", test_solution_set_trim);
  g_test_add_func ("/solution-set/rejects-non-permutations",
                   test_solution_set_rejects_non_permutations);

  return g_test_run ();
}
