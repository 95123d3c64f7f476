/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-prng.h: a small seeded pseudo-random generator of our own
 *
 * Puzzles must come out the same for a seed on every machine, today and
 * in later releases, which g_random and rand() do not promise: this is
 * xoshiro256** seeded through splitmix64, pure 64-bit integer arithmetic
 * with no dependence on the platform.  Not for secrets.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 state[4];
} QueensPrng;

void    queens_prng_init   (QueensPrng *self,
                            guint64     seed);
guint64 queens_prng_next   (QueensPrng *self);
/* Uniform in [0, @bound), without modulo bias; @bound > 0. */
guint64 queens_prng_below  (QueensPrng *self,
                            guint64     bound);
/* One 64-bit value mixed from another: different inputs give unrelated
 * outputs.  Used to derive seeds (from a date, from a seed and a size). */
guint64 queens_prng_mix    (guint64     value);

G_END_DECLS
