/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-textbook-stepper.h: breadth-first, permutations and Louis
 * Reasoner's breadth-first, one tried square at a time, forward and back
 *
 * A step is one square tried: a placement of the queens of the rows above
 * (a board the method holds) extended by one square of the next row, and
 * whether the method keeps it.  The order is the textbook's (SICP 2.42 and
 * 2.43, see queens-search-stats.h):
 *   breadth-first  level by level; within a level, each board of the level
 *                  above in turn, each column of the new row in turn;
 *   permutations   every arrangement of distinct columns, depth first in
 *                  lexicographic order; only full ones are tested;
 *   louis          queen-cols (k) takes each column of row k in turn and,
 *                  for each, evaluates queen-cols (k - 1) again from
 *                  scratch before extending its boards by that column.
 * Every order is a fixed sequence, so the state is the number of steps
 * taken: forward and back are exact inverses, counters included, and each
 * costs O(N).  The boards of each level are worked out once, up front.
 * A QueensStepper: the row being tried is the last try's.
 */
#pragma once

#include <glib-object.h>

#include "queens-search-stats.h"
#include "queens-stepper.h"

G_BEGIN_DECLS

/* Louis tries 3.4 * 10^10 squares at N = 10; the levels held stay small. */
#define QUEENS_TEXTBOOK_STEPPER_MAX_N 10u

#define QUEENS_TYPE_TEXTBOOK_STEPPER (queens_textbook_stepper_get_type ())
G_DECLARE_FINAL_TYPE (QueensTextbookStepper, queens_textbook_stepper, QUEENS, TEXTBOOK_STEPPER, GObject)

/* @method is breadth-first, permutations or louis (backtracking has
 * queens-backtrack-stepper.h); 1 <= n <= QUEENS_TEXTBOOK_STEPPER_MAX_N. */
QueensTextbookStepper *queens_textbook_stepper_new            (QueensSearchMethod            method,
                                                               guint                         n);
void                   queens_textbook_stepper_reset          (QueensTextbookStepper        *self);
/* FALSE (nothing changes) at the end, or at the start going back. */
gboolean               queens_textbook_stepper_forward        (QueensTextbookStepper        *self);
gboolean               queens_textbook_stepper_back           (QueensTextbookStepper        *self);

QueensSearchMethod     queens_textbook_stepper_get_method     (const QueensTextbookStepper  *self);
guint                  queens_textbook_stepper_get_n          (const QueensTextbookStepper  *self);
guint64                queens_textbook_stepper_get_steps      (const QueensTextbookStepper  *self);
guint64                queens_textbook_stepper_get_total_steps (const QueensTextbookStepper *self);
gboolean               queens_textbook_stepper_is_finished    (const QueensTextbookStepper  *self);

/* The square of the last step (0-based row and column) and whether it was
 * kept; FALSE at the start. */
gboolean               queens_textbook_stepper_get_try        (const QueensTextbookStepper  *self,
                                                               guint                        *out_row,
                                                               guint                        *out_column,
                                                               gboolean                     *out_kept);
/* N entries: the board of the last try (the rows above and the square
 * tried), QUEENS_NO_QUEEN below it and at the start. */
const guint32         *queens_textbook_stepper_get_columns    (const QueensTextbookStepper  *self);
/* Squares of @row (0-based) tried so far, and how many were kept. */
guint64                queens_textbook_stepper_get_row_tried  (const QueensTextbookStepper  *self,
                                                               guint                         row);
guint64                queens_textbook_stepper_get_row_kept   (const QueensTextbookStepper  *self,
                                                               guint                         row);
/* Full boards kept so far. */
guint64                queens_textbook_stepper_get_solutions  (const QueensTextbookStepper  *self);

/* Whether the method holds levels of boards: breadth-first and louis do,
 * permutations test only full arrangements, on no boards held. */
gboolean               queens_textbook_stepper_holds_levels   (const QueensTextbookStepper  *self);
/* Breadth-first and louis: the boards of the level the last try extends
 * (queens in rows 0 .. depth - 1), and how many of the next level are
 * built so far: what the method holds in memory.  At the start, the one
 * empty board and none. */
guint                  queens_textbook_stepper_get_level_depth (const QueensTextbookStepper *self);
guint64                queens_textbook_stepper_get_level_size  (const QueensTextbookStepper *self);
guint64                queens_textbook_stepper_get_next_level_size (const QueensTextbookStepper *self);
/* Board @index of that level: depth columns. */
const guint8          *queens_textbook_stepper_get_level_board (const QueensTextbookStepper *self,
                                                                guint64                      index);
/* Which board of the level the last try extends. */
guint64                queens_textbook_stepper_get_level_index (const QueensTextbookStepper *self);

/* The method's pseudocode, one line each (not translated: it is code),
 * for backtracking too; and the line the last step executed. */
const char * const    *queens_textbook_code_get_lines         (QueensSearchMethod            method);
guint                  queens_textbook_stepper_get_code_line  (const QueensTextbookStepper  *self);

G_END_DECLS
