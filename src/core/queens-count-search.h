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

G_END_DECLS
