/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-join-count.h: counting by joining half boards (private to core)
 *
 * Cut the board between its two middle rows (for odd N, around the middle
 * row, whose queen is placed first).  A solution is a top half and a bottom
 * half: h queens each, the top's columns C and the bottom's the rest, with
 * no diagonal shared across the cut.  For each C the halves of each side
 * are listed, each as a key of the diagonals it holds that the other side
 * can reach, and the pairs of disjoint keys are counted
 * (queens-join-match.h).  A half seen from below is a half seen from above
 * turned over, so one walk lists both.  The mirror image and the swap of
 * top and bottom map column sets onto column sets with the same count:
 * only the smallest of each orbit is joined, its count weighted.
 *
 * The count's tasks are the column sets grouped by which of the first
 * columns they hold (and, for odd N, the middle queen's column).  Memory
 * is two lists and their slices per thread, within a budget: a list too
 * long for it is joined a piece at a time, walked again for each piece.
 */
#pragma once

#include "queens-bitboard.h"
#include "queens-constellation.h"
#include "queens-join-match.h"

G_BEGIN_DECLS

/* The sizes the join counts; the constellation search counts the others. */
#define JOIN_MIN_N 12u
#define JOIN_MAX_N 23u

/* Below this many keys per list and thread, the join falls back on the
 * search. */
#define JOIN_MIN_KEYS 4096u

typedef struct _JoinWorkspace JoinWorkspace;

/* Adds the join's tasks for N (JOIN_MIN_N <= n <= JOIN_MAX_N). */
G_GNUC_INTERNAL
void           collect_join_tasks        (guint          n,
                                          GArray        *tasks);

/* The keys per list that @memory bytes give each of @n_threads threads for
 * N, within it; below JOIN_MIN_KEYS the join does not run. */
G_GNUC_INTERNAL
gsize          join_keys_within          (guint          n,
                                          guint64        memory,
                                          guint          n_threads);
/* The least memory for JOIN_MIN_KEYS keys a thread. */
G_GNUC_INTERNAL
guint64        join_least_memory         (guint          n,
                                          guint          n_threads);
/* What a workspace for @capacity keys allocates. */
G_GNUC_INTERNAL
gsize          join_workspace_bytes      (guint          n,
                                          gsize          capacity);
/* How many columns a task leaves to vary (the rest it fixes). */
G_GNUC_INTERNAL
guint          join_task_free_columns    (guint            n,
                                          const CountTask *task);

/* A thread's lists, for up to @capacity keys each. */
G_GNUC_INTERNAL
JoinWorkspace *join_workspace_new        (guint          n,
                                          gsize          capacity,
                                          JoinPath       path);
G_GNUC_INTERNAL
void           join_workspace_free       (JoinWorkspace *workspace);

/* The solutions of a join task, before its weight (the images of its
 * column sets that it stands for); 0 with @control cancelled when
 * stopped. */
G_GNUC_INTERNAL
guint64        join_count_task           (const CountTask *task,
                                          JoinWorkspace   *workspace,
                                          SearchControl   *control);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (JoinWorkspace, join_workspace_free)

G_END_DECLS
