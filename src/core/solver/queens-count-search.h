/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-search.h: the counter's search of one task (private to core)
 *
 * The same forward-checking search as count_search() (queens-bitboard.h),
 * run on the AVX-512 vector unit where the machine has one: every empty
 * row's free squares sit in one lane of a register, so a node checks and
 * ranks all rows in a few instructions instead of a loop; rows past its 16
 * lanes get their queens first, one way at a time.  Elsewhere it is
 * count_search().
 */
#pragma once

#include "queens-bitboard.h"

G_BEGIN_DECLS

/* Counts the solutions below @start, as count_search() does. */
G_GNUC_INTERNAL
guint64  count_task_search            (SearchState    start,
                                       guint          n,
                                       SearchControl *control);

/* Whether count_task_search() runs the vector search for @start on this
 * machine (the tests compare both searches). */
G_GNUC_INTERNAL
gboolean count_task_search_vectorised (SearchState    start);

/* count_search() with the last five rows in closed form on AVX2
 * (queens-count-search-avx2.c), which count_task_search() runs where
 * there is AVX2 but no AVX-512; count_search() where there is neither. */
G_GNUC_INTERNAL
guint64  count_search_avx2            (SearchState    start,
                                       guint          n,
                                       SearchControl *control);

/* Whether this machine runs count_search_avx2() on AVX2. */
G_GNUC_INTERNAL
gboolean count_search_avx2_usable     (void);

G_END_DECLS
