/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-constellation.h: the counter's independent tasks (private to core)
 *
 * Every solution has exactly one queen in each of the top row, bottom row,
 * left column and right column (a corner queen counts for two).  Those
 * queens form a "constellation".  The eight symmetries of the square map
 * constellations onto constellations, so only the smallest constellation
 * of each orbit is searched and its count weighted by the orbit size.
 * The counter and the sorted enumeration (N <= 16) both search these.
 */
#pragma once

#include "queens-bitboard.h"

G_BEGIN_DECLS

typedef enum
{
  COUNT_TASK_CONSTELLATION,
  COUNT_TASK_HALF_TURN,     /* solutions fixed by the 180° rotation */
  COUNT_TASK_QUARTER_TURN,  /* solutions fixed by the 90° rotation */
  COUNT_TASK_JOIN           /* column sets joined (queens-join-count.h) */
} CountTaskKind;

typedef struct
{
  CountTaskKind kind;
  guint         weight;        /* orbit size of a constellation: 2, 4 or 8 */
  guint         first_column;  /* rotation tasks: row 0's queen; join: the
                                * middle row's */
  guint         n_border;      /* queens of the constellation (3 or 4);
                                * join: the columns the task fixes */
  guint         images;        /* symmetries giving distinct images, one bit each */
  guint64       word;          /* the border queens packed (n <= 16); join:
                                * which fixed columns the top half holds */
  guint64       key;           /* tells tasks of one kind apart, for a fixed order */
  SearchState   state;
} CountTask;

/* Adds one task per constellation that is the smallest of its orbit. */
G_GNUC_INTERNAL
void collect_constellations (guint   n,
                             GArray *tasks);

/* Corner constellations leave more of the board open: start them first so
 * that the long tasks do not end up alone at the tail.  A total order, so
 * that every machine sorts the tasks alike and deals the same parts. */
G_GNUC_INTERNAL
gint compare_count_tasks    (gconstpointer a,
                             gconstpointer b);

/* The order to run @n_tasks sorted tasks in: @order[k] is the index of the
 * k-th to run.  Steps of the golden ratio through the list, so that the
 * tasks run so far, however few, are spread evenly over it, long corner
 * tasks and short ones in their proportions: the share of tasks done is
 * the share of work done from the first seconds, and an estimate made
 * then holds.  The tail mixes them too, so the threads finish together. */
G_GNUC_INTERNAL
void count_tasks_run_order  (guint  n_tasks,
                             guint *order);

G_END_DECLS
