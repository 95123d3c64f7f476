/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-flag-index.c: the bit vector with rank and select (queens-flag-index)
 * against a plain array of booleans */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib.h>

#include "queens-flag-index.h"

static void
test_flag_index_empty (void)
{
  QueensFlagIndex index;

  queens_flag_index_init (&index);
  g_assert_cmpuint (queens_flag_index_get_n_bits (&index), ==, 0);
  g_assert_cmpuint (queens_flag_index_get_n_set (&index), ==, 0);
  g_assert_false (queens_flag_index_get (&index, 0));
  g_assert_cmpuint (queens_flag_index_rank (&index, 0), ==, 0);
  g_assert_cmpint (queens_flag_index_select (&index, 0), ==, -1);
  g_assert_cmpuint (queens_flag_index_get_bytes_used (&index), ==, 0);
  queens_flag_index_clear (&index);
}

/* Appends @n_bits of @expected to @index in pieces of random length, so
 * that pieces start and end anywhere inside a word. */
static void
append_in_pieces (QueensFlagIndex *index,
                  const gboolean  *expected,
                  guint64          n_bits)
{
  guint64 done = 0;

  while (done < n_bits)
    {
      /* Drawn first: MIN() would evaluate the draw twice. */
      guint64 piece = (guint64) g_test_rand_int_range (1, 300);
      guint64 count = MIN (piece, n_bits - done);
      g_autofree guint64 *bits = g_new0 (guint64, (count + 63) / 64);

      for (guint64 i = 0; i < count; i++)
        if (expected[done + i])
          bits[i / 64] |= G_GUINT64_CONSTANT (1) << (i % 64);

      queens_flag_index_append (index, bits, count);
      done += count;
    }
}

/* Every position's bit and rank and every rank's position agree with a
 * count over the booleans. */
static void
check_against (const QueensFlagIndex *index,
               const gboolean        *expected,
               guint64                n_bits)
{
  guint64 n_set = 0;

  g_assert_cmpuint (queens_flag_index_get_n_bits (index), ==, n_bits);

  for (guint64 bit = 0; bit < n_bits; bit++)
    {
      g_assert_cmpint (queens_flag_index_get (index, bit), ==, expected[bit]);
      g_assert_cmpuint (queens_flag_index_rank (index, bit), ==, n_set);
      if (expected[bit])
        {
          g_assert_cmpint (queens_flag_index_select (index, n_set), ==, (gint64) bit);
          n_set++;
        }
    }

  g_assert_cmpuint (queens_flag_index_get_n_set (index), ==, n_set);
  g_assert_cmpuint (queens_flag_index_rank (index, n_bits), ==, n_set);
  g_assert_false (queens_flag_index_get (index, n_bits));
  g_assert_cmpint (queens_flag_index_select (index, n_set), ==, -1);
}

static void
test_flag_index_random (void)
{
  /* Dense, sparse and half-full runs, each over many blocks of words. */
  static const double densities[] = { 0.5, 0.01, 0.99, 0.0, 1.0 };

  for (guint d = 0; d < G_N_ELEMENTS (densities); d++)
    {
      guint64 n_bits = (guint64) g_test_rand_int_range (3000, 9000);
      g_autofree gboolean *expected = g_new (gboolean, n_bits);
      QueensFlagIndex index;

      for (guint64 bit = 0; bit < n_bits; bit++)
        expected[bit] = g_test_rand_double () < densities[d];

      queens_flag_index_init (&index);
      append_in_pieces (&index, expected, n_bits);
      check_against (&index, expected, n_bits);
      /* Words and one rank per block of eight words. */
      g_assert_cmpuint (queens_flag_index_get_bytes_used (&index), ==,
                        ((n_bits + 63) / 64 + (n_bits + 511) / 512) * sizeof (guint64));
      queens_flag_index_clear (&index);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flag-index/empty", test_flag_index_empty);
  g_test_add_func ("/flag-index/random", test_flag_index_random);

  return g_test_run ();
}
