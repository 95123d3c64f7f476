/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solution-set.c: a compact, append-only store of solutions
 *
 * A solution is a permutation, so its last row is implied by the others:
 * only rows 0..n-2 are stored, and the last is the one column they miss.
 * A solution takes (n - 1) * b bits, b = ceil(log2 n), written contiguously into
 * 64-bit words (a solution may straddle two words).  Words live in chunks
 * of at most CHUNK_BYTES; a chunk holds a whole number of solutions, so
 * solution k sits in chunk k / per_chunk at a fixed bit offset.  Only the
 * last chunk grows, doubling up to the full size, so a small set stays
 * small, and earlier chunks never move.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-solution-set.h"

#define CHUNK_BYTES ((gsize) 1 << 20)
#define CHUNK_WORDS (CHUNK_BYTES / sizeof (guint64))
#define FIRST_CHUNK_BYTES ((gsize) 512)

struct _QueensSolutionSet
{
  GObject    parent_instance;

  guint      n;
  guint      bits_per_row;
  guint      stored_rows;       /* n - 1: the last row is implied */
  guint      column_xor;        /* 0 ^ 1 ^ ... ^ (n - 1) */
  gsize      bits_per_solution;
  guint64    solutions_per_chunk;

  gsize      byte_cap;
  gboolean   full;
  guint64    size;

  guint64  **chunks;
  gsize      n_chunks;
  gsize      chunks_capacity;
  gsize      last_chunk_words;  /* words allocated for the last chunk */
  gsize      bytes_used;        /* chunk memory plus the chunk table */
};

G_DEFINE_FINAL_TYPE (QueensSolutionSet, queens_solution_set, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N,
  PROP_BYTE_CAP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
queens_solution_set_constructed (GObject *object)
{
  QueensSolutionSet *self = QUEENS_SOLUTION_SET (object);

  G_OBJECT_CLASS (queens_solution_set_parent_class)->constructed (object);

  /* Columns run 0..n-1, which needs the bit length of n - 1 (0 for n = 1). */
  self->bits_per_row = self->n > 1 ? g_bit_storage (self->n - 1) : 0;
  self->stored_rows = self->n > 0 ? self->n - 1 : 0;
  self->column_xor = 0;
  for (guint column = 0; column < self->n; column++)
    self->column_xor ^= column;
  self->bits_per_solution = (gsize) self->stored_rows * self->bits_per_row;
  self->solutions_per_chunk = self->bits_per_solution > 0
                              ? (CHUNK_BYTES * 8) / self->bits_per_solution
                              : G_MAXUINT64;
}

static void
queens_solution_set_finalize (GObject *object)
{
  QueensSolutionSet *self = QUEENS_SOLUTION_SET (object);

  for (gsize i = 0; i < self->n_chunks; i++)
    g_free (self->chunks[i]);
  g_clear_pointer (&self->chunks, g_free);

  G_OBJECT_CLASS (queens_solution_set_parent_class)->finalize (object);
}

static void
queens_solution_set_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  QueensSolutionSet *self = QUEENS_SOLUTION_SET (object);

  switch (prop_id)
    {
    case PROP_N:
      g_value_set_uint (value, self->n);
      break;

    case PROP_BYTE_CAP:
      g_value_set_uint64 (value, self->byte_cap);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_solution_set_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  QueensSolutionSet *self = QUEENS_SOLUTION_SET (object);

  switch (prop_id)
    {
    case PROP_N:
      self->n = g_value_get_uint (value);
      break;

    case PROP_BYTE_CAP:
      self->byte_cap = (gsize) g_value_get_uint64 (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_solution_set_class_init (QueensSolutionSetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = queens_solution_set_constructed;
  object_class->finalize = queens_solution_set_finalize;
  object_class->get_property = queens_solution_set_get_property;
  object_class->set_property = queens_solution_set_set_property;

  properties[PROP_N] =
    g_param_spec_uint ("n", NULL, NULL,
                       1, 255, 8,
                       (G_PARAM_READWRITE |
                        G_PARAM_CONSTRUCT_ONLY |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  properties[PROP_BYTE_CAP] =
    g_param_spec_uint64 ("byte-cap", NULL, NULL,
                         0, G_MAXSIZE, 0,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
queens_solution_set_init (QueensSolutionSet *self)
{
}

QueensSolutionSet *
queens_solution_set_new (guint n,
                         gsize byte_cap)
{
  g_return_val_if_fail (n >= 1 && n <= 255, NULL);

  return g_object_new (QUEENS_TYPE_SOLUTION_SET,
                       "n", n,
                       "byte-cap", (guint64) byte_cap,
                       NULL);
}

guint
queens_solution_set_get_n (QueensSolutionSet *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), 0);

  return self->n;
}

guint
queens_solution_set_get_bits_per_row (QueensSolutionSet *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), 0);

  return self->bits_per_row;
}

guint64
queens_solution_set_get_size (QueensSolutionSet *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), 0);

  return self->size;
}

gsize
queens_solution_set_get_bytes_used (QueensSolutionSet *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), 0);

  return self->bytes_used;
}

gsize
queens_solution_set_get_byte_cap (QueensSolutionSet *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), 0);

  return self->byte_cap;
}

gboolean
queens_solution_set_is_full (QueensSolutionSet *self)
{
  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), FALSE);

  return self->full;
}

static inline gboolean
fits_under_cap (QueensSolutionSet *self,
                gsize              bytes_used)
{
  return self->byte_cap == 0 || bytes_used <= self->byte_cap;
}

/* Makes room for solution @index (the next one); FALSE when the cap
 * forbids it. */
static gboolean
ensure_room_for (QueensSolutionSet *self,
                 guint64            index)
{
  gsize chunk = (gsize) (index / self->solutions_per_chunk);
  gsize end_bit = (gsize) (index % self->solutions_per_chunk + 1) * self->bits_per_solution;
  gsize words_needed = (end_bit + 63) / 64;
  gsize new_words, new_bytes_used;

  if (chunk == self->n_chunks)
    {
      gsize table_growth = 0;

      if (self->n_chunks == self->chunks_capacity)
        table_growth = MAX (self->chunks_capacity, 8) * sizeof (guint64 *);

      new_words = MAX (FIRST_CHUNK_BYTES / sizeof (guint64), words_needed);
      new_words = MIN (new_words, CHUNK_WORDS);
      /* Past the first chunk the set is clearly large: whole chunks. */
      if (chunk > 0)
        new_words = CHUNK_WORDS;

      new_bytes_used = self->bytes_used + table_growth + new_words * sizeof (guint64);
      if (!fits_under_cap (self, new_bytes_used))
        {
          /* Settle for as much as the cap leaves, if one solution fits. */
          gsize left = self->byte_cap > self->bytes_used + table_growth
                       ? self->byte_cap - self->bytes_used - table_growth : 0;

          new_words = left / sizeof (guint64);
          if (new_words < words_needed)
            return FALSE;
          new_bytes_used = self->bytes_used + table_growth + new_words * sizeof (guint64);
        }

      if (table_growth > 0)
        {
          self->chunks_capacity += table_growth / sizeof (guint64 *);
          self->chunks = g_renew (guint64 *, self->chunks, self->chunks_capacity);
        }

      self->chunks[self->n_chunks++] = g_new0 (guint64, new_words);
      self->last_chunk_words = new_words;
      self->bytes_used = new_bytes_used;

      return TRUE;
    }

  if (words_needed <= self->last_chunk_words)
    return TRUE;

  /* Grow the last chunk: double it, up to the full chunk size. */
  new_words = MIN (MAX (self->last_chunk_words * 2, words_needed), CHUNK_WORDS);
  new_bytes_used = self->bytes_used + (new_words - self->last_chunk_words) * sizeof (guint64);
  if (!fits_under_cap (self, new_bytes_used))
    {
      gsize left = self->byte_cap - self->bytes_used;

      new_words = self->last_chunk_words + left / sizeof (guint64);
      if (new_words < words_needed)
        return FALSE;
      new_bytes_used = self->bytes_used + (new_words - self->last_chunk_words) * sizeof (guint64);
    }

  self->chunks[chunk] = g_renew (guint64, self->chunks[chunk], new_words);
  memset (self->chunks[chunk] + self->last_chunk_words, 0,
          (new_words - self->last_chunk_words) * sizeof (guint64));
  self->last_chunk_words = new_words;
  self->bytes_used = new_bytes_used;

  return TRUE;
}

/* Writes @count solutions from @columns into @words, the first at @bit.
 * The words past the data written so far are zero. */
static void
pack_run (QueensSolutionSet *self,
          guint64           *words,
          gsize              bit,
          const guint8      *columns,
          gsize              count)
{
  guint n = self->n;
  guint stored_rows = self->stored_rows;
  guint bits = self->bits_per_row;
  gsize bits_per_solution = self->bits_per_solution;

  if (bits_per_solution <= 64)
    {
      /* The common case (N <= 16 at 4 bits): build the solution in one
       * word, then OR it in at its offset, spilling into the next word. */
      for (gsize k = 0; k < count; k++, bit += bits_per_solution, columns += n)
        {
          guint64 packed = 0;
          gsize word = bit / 64;
          guint offset = bit % 64;

          for (guint row = 0; row < stored_rows; row++)
            packed |= (guint64) columns[row] << (row * bits);

          words[word] |= packed << offset;
          if (offset + bits_per_solution > 64)
            words[word + 1] |= packed >> (64 - offset);
        }
      return;
    }

  for (gsize k = 0; k < count; k++, bit += bits_per_solution, columns += n)
    {
      gsize word = bit / 64;
      guint offset = bit % 64;
      guint64 accumulator = words[word];

      for (guint row = 0; row < stored_rows; row++)
        {
          guint64 value = columns[row];

          accumulator |= value << offset;
          offset += bits;
          if (offset >= 64)
            {
              words[word++] = accumulator;
              offset -= 64;
              accumulator = offset > 0 ? value >> (bits - offset) : 0;
            }
        }
      if (offset > 0)
        words[word] = accumulator;
    }
}

/* TRUE when @columns (n values) is a permutation of 0..n-1: only then is
 * the last row implied by the others. */
static gboolean
is_permutation (const guint8 *columns,
                guint         n)
{
  guint64 seen[4] = { 0, 0, 0, 0 };

  if (n <= 64)
    {
      /* The common case, one word: every column below n seen once. */
      guint64 all = n == 64 ? G_MAXUINT64 : ((guint64) 1 << n) - 1;
      guint64 mask = 0;
      guint largest = 0;

      for (guint row = 0; row < n; row++)
        {
          largest = MAX (largest, columns[row]);
          mask |= (guint64) 1 << (columns[row] & 63);
        }
      return largest < n && mask == all;
    }

  for (guint row = 0; row < n; row++)
    {
      guint column = columns[row];
      guint64 bit = (guint64) 1 << (column % 64);

      if (column >= n || (seen[column / 64] & bit) != 0)
        return FALSE;
      seen[column / 64] |= bit;
    }

  return TRUE;
}

/* How many of the @count solutions at @columns are valid (permutations of
 * 0..n-1) before the first invalid one. */
static gsize
count_valid_prefix (QueensSolutionSet *self,
                    const guint8      *columns,
                    gsize              count)
{
  for (gsize k = 0; k < count; k++)
    {
      if (!is_permutation (columns + k * self->n, self->n))
        return k;
    }

  return count;
}

gsize
queens_solution_set_append (QueensSolutionSet *self,
                            const guint8      *columns,
                            gsize              n_solutions)
{
  gsize valid;
  gsize stored = 0;

  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), 0);
  g_return_val_if_fail (n_solutions == 0 || columns != NULL, 0);

  if (self->full)
    return 0;

  valid = count_valid_prefix (self, columns, n_solutions);

  if (self->bits_per_row == 0)
    {
      /* n = 1: every solution is the same, nothing to store. */
      self->size += valid;
      stored = valid;
    }

  while (stored < valid)
    {
      guint64 index = self->size;
      gsize chunk = (gsize) (index / self->solutions_per_chunk);
      guint64 position = index % self->solutions_per_chunk;
      guint64 room;
      gsize run;

      if (!ensure_room_for (self, index))
        {
          self->full = TRUE;
          break;
        }

      /* Solutions that fit in what is allocated of this chunk now. */
      room = MIN (self->solutions_per_chunk,
                  (guint64) self->last_chunk_words * 64 / self->bits_per_solution) - position;
      run = (gsize) MIN (room, (guint64) (valid - stored));

      pack_run (self, self->chunks[chunk], (gsize) position * self->bits_per_solution,
                columns + stored * self->n, run);
      self->size += run;
      stored += run;
    }

  g_return_val_if_fail (valid == n_solutions, stored);

  return stored;
}

static void
unpack_solution (QueensSolutionSet *self,
                 guint64            index,
                 guint8            *columns)
{
  const guint64 *words = self->chunks[index / self->solutions_per_chunk];
  gsize bit = (gsize) (index % self->solutions_per_chunk) * self->bits_per_solution;
  guint bits = self->bits_per_row;
  guint64 mask = ((guint64) 1 << bits) - 1;
  guint missing = self->column_xor;

  for (guint row = 0; row < self->stored_rows; row++, bit += bits)
    {
      gsize word = bit / 64;
      guint offset = bit % 64;
      guint64 value = words[word] >> offset;

      if (offset + bits > 64)
        value |= words[word + 1] << (64 - offset);

      columns[row] = (guint8) (value & mask);
      missing ^= columns[row];
    }
  columns[self->stored_rows] = (guint8) missing;
}

void
queens_solution_set_trim (QueensSolutionSet *self)
{
  gsize used_words = 0;

  g_return_if_fail (QUEENS_IS_SOLUTION_SET (self));

  if (self->n_chunks > 0)
    {
      guint64 in_last = self->size - (guint64) (self->n_chunks - 1) * self->solutions_per_chunk;

      used_words = MAX ((gsize) ((in_last * self->bits_per_solution + 63) / 64), 1);
      if (used_words < self->last_chunk_words)
        {
          self->chunks[self->n_chunks - 1] = g_renew (guint64, self->chunks[self->n_chunks - 1],
                                                      used_words);
          self->bytes_used -= (self->last_chunk_words - used_words) * sizeof (guint64);
          self->last_chunk_words = used_words;
        }
    }

  if (self->chunks_capacity > self->n_chunks)
    {
      self->bytes_used -= (self->chunks_capacity - self->n_chunks) * sizeof (guint64 *);
      self->chunks_capacity = self->n_chunks;
      self->chunks = g_renew (guint64 *, self->chunks, self->chunks_capacity);
    }
}

gboolean
queens_solution_set_get (QueensSolutionSet *self,
                         guint64            index,
                         guint8            *columns)
{
  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), FALSE);
  g_return_val_if_fail (columns != NULL, FALSE);

  if (index >= self->size)
    return FALSE;

  if (self->bits_per_row == 0)
    columns[0] = 0;
  else
    unpack_solution (self, index, columns);

  return TRUE;
}

gint64
queens_solution_set_find (QueensSolutionSet *self,
                          const guint8      *columns)
{
  g_autofree guint8 *probe = NULL;
  guint64 low = 0;
  guint64 high;

  g_return_val_if_fail (QUEENS_IS_SOLUTION_SET (self), -1);
  g_return_val_if_fail (columns != NULL, -1);

  high = self->size;
  if (high == 0)
    return -1;

  if (self->bits_per_row == 0)
    return columns[0] == 0 ? 0 : -1;

  probe = g_new (guint8, self->n);

  /* Lower bound: the first stored solution not below @columns. */
  while (low < high)
    {
      guint64 middle = low + (high - low) / 2;

      unpack_solution (self, middle, probe);
      if (memcmp (probe, columns, self->n) < 0)
        low = middle + 1;
      else
        high = middle;
    }

  if (low < self->size)
    {
      unpack_solution (self, low, probe);
      if (memcmp (probe, columns, self->n) == 0)
        return (gint64) low;
    }

  return -1;
}
