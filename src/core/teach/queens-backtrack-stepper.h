/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-backtrack-stepper.h: the row-by-row backtracking search, one
 * step at a time, forward and back
 *
 * A step either places the next queen (in the first row without one, on
 * the leftmost free square right of the last one tried there) or removes
 * the last queen (when that row has no free square left).  The state is
 * only the queens placed and the last column tried in the next row, so
 * memory stays O(N); stepping back recomputes the previous state from it,
 * without a history.  Forward and back are exact inverses, counters
 * included.  Solutions come in lexicographic order (row 0's column first).
 * A QueensStepper; its code is backtracking's of queens-textbook-stepper.h.
 */
#pragma once

#include <glib-object.h>

#include "queens-board.h"
#include "queens-stepper.h"

G_BEGIN_DECLS

/* Attacks are kept in 64-bit masks: 2N - 1 diagonals must fit. */
#define QUEENS_BACKTRACK_STEPPER_MAX_N 32u

typedef enum
{
  QUEENS_BACKTRACK_STEP_NONE,    /* nothing to do: at the end (forward) or the start (back) */
  QUEENS_BACKTRACK_STEP_PLACE,   /* a queen was placed (forward) or that placement undone (back) */
  QUEENS_BACKTRACK_STEP_REMOVE   /* a queen was removed (forward) or put back (back) */
} QueensBacktrackStep;

typedef struct
{
  guint64 steps;       /* steps taken from the start */
  guint64 nodes;       /* queens placed: the nodes of the search tree below the root */
  guint64 dead_ends;   /* partial boards left because their next row had no free square */
  guint64 solutions;   /* full boards reached */
} QueensBacktrackCounters;

#define QUEENS_TYPE_BACKTRACK_STEPPER (queens_backtrack_stepper_get_type ())
G_DECLARE_FINAL_TYPE (QueensBacktrackStepper, queens_backtrack_stepper, QUEENS, BACKTRACK_STEPPER, GObject)

/* 1 <= n <= QUEENS_BACKTRACK_STEPPER_MAX_N. */
QueensBacktrackStepper *queens_backtrack_stepper_new           (guint                          n);
QueensBacktrackStepper *queens_backtrack_stepper_copy          (const QueensBacktrackStepper  *self);
/* Same N, queens, cursor and counters. */
gboolean                queens_backtrack_stepper_equal         (const QueensBacktrackStepper  *self,
                                                                const QueensBacktrackStepper  *other);
/* Back to the empty board, counters at zero. */
void                    queens_backtrack_stepper_reset         (QueensBacktrackStepper        *self);

/* Moves to the moment the forward search places the last of the queens
 * in @columns (0-based, rows 0 .. @length - 1; @length 0 is the start),
 * counters and all, as if stepped there from the start.  FALSE, and
 * nothing changes, when a column is out of range or attacked.  The cost
 * grows with the part of the tree the search finishes before that
 * moment (the whole tree of N = 14 takes a fraction of a second). */
gboolean                queens_backtrack_stepper_seek          (QueensBacktrackStepper        *self,
                                                                const guint32                 *columns,
                                                                guint                          length);

/* @out_row and @out_column (nullable) receive the square of the queen
 * placed or removed. */
QueensBacktrackStep     queens_backtrack_stepper_forward       (QueensBacktrackStepper        *self,
                                                                guint                         *out_row,
                                                                guint                         *out_column);
QueensBacktrackStep     queens_backtrack_stepper_back          (QueensBacktrackStepper        *self,
                                                                guint                         *out_row,
                                                                guint                         *out_column);

guint                   queens_backtrack_stepper_get_n         (const QueensBacktrackStepper  *self);
/* Queens on the board: rows 0 .. depth - 1 hold one each. */
guint                   queens_backtrack_stepper_get_depth     (const QueensBacktrackStepper  *self);
/* N entries: the column of each row's queen, QUEENS_NO_QUEEN below the
 * depth. */
const guint32          *queens_backtrack_stepper_get_columns   (const QueensBacktrackStepper  *self);
/* The last column tried in row depth (-1: none yet in this visit). */
int                     queens_backtrack_stepper_get_cursor    (const QueensBacktrackStepper  *self);
void                    queens_backtrack_stepper_get_counters  (const QueensBacktrackStepper  *self,
                                                                QueensBacktrackCounters       *out_counters);
/* Squares of @row looked at so far, and how many of them took a queen. */
guint64                 queens_backtrack_stepper_get_row_tried    (const QueensBacktrackStepper *self,
                                                                   guint                         row);
guint64                 queens_backtrack_stepper_get_row_survived (const QueensBacktrackStepper *self,
                                                                   guint                         row);
/* Whether a queen placed above @row attacks (@row, @column). */
gboolean                queens_backtrack_stepper_is_attacked   (const QueensBacktrackStepper  *self,
                                                                guint                          row,
                                                                guint                          column);
gboolean                queens_backtrack_stepper_is_at_start   (const QueensBacktrackStepper  *self);
/* Every solution found: the next step forward does nothing. */
gboolean                queens_backtrack_stepper_is_finished   (const QueensBacktrackStepper  *self);
/* All N queens stand: the board is a solution. */
gboolean                queens_backtrack_stepper_is_solution   (const QueensBacktrackStepper  *self);

G_END_DECLS
