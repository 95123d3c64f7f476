/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-flag-index.c: a growing bit vector with rank and select
 *
 * Beside the words, the number of set bits before every block of
 * BLOCK_WORDS words: rank is that count plus at most BLOCK_WORDS
 * popcounts, select a binary search over the blocks and then a short
 * scan.  The counts cost one word per block, an eighth of the bits.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-flag-index.h"

#define BLOCK_WORDS 8

void
queens_flag_index_init (QueensFlagIndex *index)
{
  index->words = g_array_new (FALSE, TRUE, sizeof (guint64));
  index->block_ranks = g_array_new (FALSE, TRUE, sizeof (guint64));
  index->n_bits = 0;
  index->n_set = 0;
}

void
queens_flag_index_clear (QueensFlagIndex *index)
{
  g_clear_pointer (&index->words, g_array_unref);
  g_clear_pointer (&index->block_ranks, g_array_unref);
}

static guint
popcount64 (guint64 word)
{
  return (guint) __builtin_popcountll (word);
}

/* @count (1..64) bits of @bits starting at bit @start. */
static guint64
extract_bits (const guint64 *bits,
              guint64        start,
              guint          count)
{
  guint64 word = start / 64;
  guint offset = start % 64;
  guint64 value = bits[word] >> offset;

  if (offset + count > 64)
    value |= bits[word + 1] << (64 - offset);
  if (count < 64)
    value &= (G_GUINT64_CONSTANT (1) << count) - 1;

  return value;
}

void
queens_flag_index_append (QueensFlagIndex *index,
                          const guint64   *bits,
                          guint64          count)
{
  guint64 done = 0;

  while (done < count)
    {
      guint offset = index->n_bits % 64;
      guint take = (guint) MIN ((guint64) (64 - offset), count - done);
      guint64 chunk = extract_bits (bits, done, take);

      if (offset == 0)
        {
          guint64 zero = 0;

          if (index->words->len % BLOCK_WORDS == 0)
            g_array_append_val (index->block_ranks, index->n_set);
          g_array_append_val (index->words, zero);
        }

      g_array_index (index->words, guint64, index->words->len - 1) |= chunk << offset;
      index->n_set += popcount64 (chunk);
      index->n_bits += take;
      done += take;
    }
}

guint64
queens_flag_index_get_n_bits (const QueensFlagIndex *index)
{
  return index->n_bits;
}

guint64
queens_flag_index_get_n_set (const QueensFlagIndex *index)
{
  return index->n_set;
}

gboolean
queens_flag_index_get (const QueensFlagIndex *index,
                       guint64                bit)
{
  if (bit >= index->n_bits)
    return FALSE;

  return (g_array_index (index->words, guint64, bit / 64) >> (bit % 64)) & 1;
}

guint64
queens_flag_index_rank (const QueensFlagIndex *index,
                        guint64                bit)
{
  guint64 word;
  guint64 block;
  guint64 rank;

  if (bit >= index->n_bits)
    return index->n_set;

  word = bit / 64;
  block = word / BLOCK_WORDS;
  rank = g_array_index (index->block_ranks, guint64, block);

  for (guint64 w = block * BLOCK_WORDS; w < word; w++)
    rank += popcount64 (g_array_index (index->words, guint64, w));

  if (bit % 64 != 0)
    rank += popcount64 (g_array_index (index->words, guint64, word)
                        & ((G_GUINT64_CONSTANT (1) << (bit % 64)) - 1));

  return rank;
}

gint64
queens_flag_index_select (const QueensFlagIndex *index,
                          guint64                rank)
{
  guint64 low = 0;
  guint64 high;
  guint64 seen;

  if (rank >= index->n_set)
    return -1;

  /* The last block whose count of earlier set bits is <= rank. */
  high = index->block_ranks->len;
  while (high - low > 1)
    {
      guint64 middle = low + (high - low) / 2;

      if (g_array_index (index->block_ranks, guint64, middle) <= rank)
        low = middle;
      else
        high = middle;
    }

  seen = g_array_index (index->block_ranks, guint64, low);
  for (guint64 w = low * BLOCK_WORDS; w < index->words->len; w++)
    {
      guint64 word = g_array_index (index->words, guint64, w);
      guint count = popcount64 (word);

      if (rank < seen + count)
        {
          for (guint64 skip = rank - seen; skip > 0; skip--)
            word &= word - 1;
          return (gint64) (w * 64 + (guint64) __builtin_ctzll (word));
        }
      seen += count;
    }

  return -1;
}

gsize
queens_flag_index_get_bytes_used (const QueensFlagIndex *index)
{
  return index->words->len * sizeof (guint64)
         + index->block_ranks->len * sizeof (guint64);
}
