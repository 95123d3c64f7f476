/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-prng.c: xoshiro256** (Blackman and Vigna), seeded by splitmix64 */
#include "config.h"

#include "queens-prng.h"

#define SPLITMIX_INCREMENT G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

static guint64
splitmix_finalise (guint64 value)
{
  value = (value ^ (value >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  value = (value ^ (value >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return value ^ (value >> 31);
}

guint64
queens_prng_mix (guint64 value)
{
  return splitmix_finalise (value + SPLITMIX_INCREMENT);
}

void
queens_prng_init (QueensPrng *self,
                  guint64     seed)
{
  guint i;

  /* splitmix64 as a sequence: never all four words zero, which would
   * leave xoshiro stuck at zero. */
  for (i = 0; i < G_N_ELEMENTS (self->state); i++)
    {
      seed += SPLITMIX_INCREMENT;
      self->state[i] = splitmix_finalise (seed);
    }
}

static inline guint64
rotate_left (guint64 value,
             int     shift)
{
  return (value << shift) | (value >> (64 - shift));
}

guint64
queens_prng_next (QueensPrng *self)
{
  guint64 *s = self->state;
  guint64 result = rotate_left (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotate_left (s[3], 45);

  return result;
}

guint64
queens_prng_below (QueensPrng *self,
                   guint64     bound)
{
  /* Values below 2^64 mod bound would make the low results likelier:
   * draw again in that (tiny) case. */
  guint64 threshold = (0 - bound) % bound;

  g_return_val_if_fail (bound > 0, 0);

  for (;;)
    {
      guint64 value = queens_prng_next (self);

      if (value >= threshold)
        return value % bound;
    }
}
