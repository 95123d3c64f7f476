/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-flag-index.h: a growing bit vector with rank and select
 *
 * One bit per stored solution (set when the solution is fundamental),
 * appended in batches.  Rank (set bits before a position) and select
 * (position of the k-th set bit) take a few steps each, so the window can
 * go between "solution i" and "fundamental solution k" on millions of
 * solutions without a second list.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Embedded by value; the fields are private to queens-flag-index.c. */
typedef struct
{
  GArray  *words;        /* guint64 */
  GArray  *block_ranks;  /* guint64: set bits before each block of words */
  guint64  n_bits;
  guint64  n_set;
} QueensFlagIndex;

void     queens_flag_index_init           (QueensFlagIndex       *index);
void     queens_flag_index_clear          (QueensFlagIndex       *index);
/* Appends the first @count bits of @bits (bit i is bits[i / 64] >> i % 64). */
void     queens_flag_index_append         (QueensFlagIndex       *index,
                                           const guint64         *bits,
                                           guint64                count);
guint64  queens_flag_index_get_n_bits     (const QueensFlagIndex *index);
guint64  queens_flag_index_get_n_set      (const QueensFlagIndex *index);
/* FALSE past the end. */
gboolean queens_flag_index_get            (const QueensFlagIndex *index,
                                           guint64                bit);
/* Set bits before @bit; all of them from the end on. */
guint64  queens_flag_index_rank           (const QueensFlagIndex *index,
                                           guint64                bit);
/* Position of the set bit of 0-based rank @rank, or -1 if there is none. */
gint64   queens_flag_index_select         (const QueensFlagIndex *index,
                                           guint64                rank);
gsize    queens_flag_index_get_bytes_used (const QueensFlagIndex *index);

G_END_DECLS
