/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-history.h: a free-play position and every change made to it
 *
 * The history owns the board being played.  Each change (a toggle, a move,
 * several placements at once, clearing, or loading another board, of any
 * size) is one step that undo takes back and redo makes again; a new
 * change forgets the steps that were undone.  A step stores only the
 * squares it flipped, so a toggle or a move costs O(1) in time and memory
 * whatever N is, and loading a board costs O(1) too (the replaced board is
 * kept whole, not copied).
 */
#pragma once

#include <glib-object.h>

#include "queens-board.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_HISTORY (queens_history_get_type ())
G_DECLARE_FINAL_TYPE (QueensHistory, queens_history, QUEENS, HISTORY, GObject)

/* Starts from @board (a reference is taken: change it only through the
 * history from now on), with nothing to undo. */
QueensHistory *queens_history_new            (QueensBoard        *board);

/* The current position, owned by the history.  Read it, never change it:
 * changes made behind the history's back would break undo. */
QueensBoard   *queens_history_get_board      (QueensHistory      *self);
/* Grows with every change, undo and redo. */
guint64        queens_history_get_revision   (QueensHistory      *self);

/* Places a queen on an empty square or removes the one standing there. */
void           queens_history_toggle         (QueensHistory      *self,
                                              guint               row,
                                              guint               column);
/* Moves the queen on (@from_row, @from_column) to the empty square
 * (@to_row, @to_column); FALSE (nothing changes) when there is no queen to
 * move, the target holds one, or both squares are the same. */
gboolean       queens_history_move           (QueensHistory      *self,
                                              guint               from_row,
                                              guint               from_column,
                                              guint               to_row,
                                              guint               to_column);
/* Places queens on those of @squares that are empty, all as one change,
 * and returns how many were placed (0: no change, nothing recorded). */
gsize          queens_history_place          (QueensHistory      *self,
                                              const QueensSquare *squares,
                                              gsize               n_squares);
/* Removes every queen as one change; FALSE when the board was empty. */
gboolean       queens_history_clear          (QueensHistory      *self);
/* Replaces the position with @board, of any size (a reference is taken),
 * as one change. */
void           queens_history_load           (QueensHistory      *self,
                                              QueensBoard        *board);

/* Each returns FALSE when there is nothing to take back (or redo). */
gboolean       queens_history_undo           (QueensHistory      *self);
gboolean       queens_history_redo           (QueensHistory      *self);
gboolean       queens_history_can_undo       (QueensHistory      *self);
gboolean       queens_history_can_redo       (QueensHistory      *self);
/* Steps that undo (or redo) can take. */
guint          queens_history_get_undo_depth (QueensHistory      *self);
guint          queens_history_get_redo_depth (QueensHistory      *self);

G_END_DECLS
