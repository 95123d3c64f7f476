/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-history.c: a free-play position and every change made to it
 *
 * A step is either a set of flipped squares or a swapped board.  Flipping
 * a square is its own inverse, so one routine both undoes and redoes a
 * flip step.  A load step keeps the board that is not current: undo swaps
 * it with the current one, redo swaps them back.  Later steps were undone
 * before the load step is, so the board it gets back is exactly the one it
 * put in place.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-history.h"

typedef struct
{
  /* Load steps: the board that is not current; NULL for flip steps. */
  QueensBoard  *other_board;
  gsize         n_squares;
  QueensSquare  squares[];
} Step;

struct _QueensHistory
{
  GObject      parent_instance;

  QueensBoard *board;
  /* Step pointers, the most recent last. */
  GPtrArray   *undo_steps;
  GPtrArray   *redo_steps;
  guint64      revision;
};

G_DEFINE_FINAL_TYPE (QueensHistory, queens_history, G_TYPE_OBJECT)

static Step *
step_new_flips (gsize n_squares)
{
  Step *step = g_malloc (sizeof (Step) + n_squares * sizeof (QueensSquare));

  step->other_board = NULL;
  step->n_squares = n_squares;

  return step;
}

static void
step_free (gpointer data)
{
  Step *step = data;

  g_clear_object (&step->other_board);
  g_free (step);
}

/* Undoes or redoes @step: the two are the same operation. */
static void
queens_history_apply (QueensHistory *self,
                      Step          *step)
{
  if (step->other_board != NULL)
    {
      QueensBoard *current = self->board;

      self->board = step->other_board;
      step->other_board = current;
      return;
    }

  for (gsize i = 0; i < step->n_squares; i++)
    queens_board_toggle (self->board, step->squares[i].row, step->squares[i].column);
}

/* Records a change that has been made already. */
static void
queens_history_push (QueensHistory *self,
                     Step          *step)
{
  g_ptr_array_set_size (self->redo_steps, 0);
  g_ptr_array_add (self->undo_steps, step);
  self->revision++;
}

static void
queens_history_finalize (GObject *object)
{
  QueensHistory *self = QUEENS_HISTORY (object);

  g_clear_pointer (&self->undo_steps, g_ptr_array_unref);
  g_clear_pointer (&self->redo_steps, g_ptr_array_unref);
  g_clear_object (&self->board);

  G_OBJECT_CLASS (queens_history_parent_class)->finalize (object);
}

static void
queens_history_class_init (QueensHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = queens_history_finalize;
}

static void
queens_history_init (QueensHistory *self)
{
  self->undo_steps = g_ptr_array_new_with_free_func (step_free);
  self->redo_steps = g_ptr_array_new_with_free_func (step_free);
}

QueensHistory *
queens_history_new (QueensBoard *board)
{
  QueensHistory *self;

  g_return_val_if_fail (QUEENS_IS_BOARD (board), NULL);

  self = g_object_new (QUEENS_TYPE_HISTORY, NULL);
  self->board = g_object_ref (board);

  return self;
}

QueensBoard *
queens_history_get_board (QueensHistory *self)
{
  g_return_val_if_fail (QUEENS_IS_HISTORY (self), NULL);

  return self->board;
}

guint64
queens_history_get_revision (QueensHistory *self)
{
  g_return_val_if_fail (QUEENS_IS_HISTORY (self), 0);

  return self->revision;
}

void
queens_history_toggle (QueensHistory *self,
                       guint          row,
                       guint          column)
{
  Step *step;

  g_return_if_fail (QUEENS_IS_HISTORY (self));
  g_return_if_fail (row < queens_board_get_n (self->board));
  g_return_if_fail (column < queens_board_get_n (self->board));

  queens_board_toggle (self->board, row, column);

  step = step_new_flips (1);
  step->squares[0].row = row;
  step->squares[0].column = column;
  queens_history_push (self, step);
}

gboolean
queens_history_move (QueensHistory *self,
                     guint          from_row,
                     guint          from_column,
                     guint          to_row,
                     guint          to_column)
{
  Step *step;
  guint n;

  g_return_val_if_fail (QUEENS_IS_HISTORY (self), FALSE);

  n = queens_board_get_n (self->board);
  if (from_row >= n || from_column >= n || to_row >= n || to_column >= n)
    return FALSE;
  if (!queens_board_has_queen (self->board, from_row, from_column)
      || queens_board_has_queen (self->board, to_row, to_column))
    return FALSE;

  queens_board_remove (self->board, from_row, from_column);
  queens_board_place (self->board, to_row, to_column);

  step = step_new_flips (2);
  step->squares[0].row = from_row;
  step->squares[0].column = from_column;
  step->squares[1].row = to_row;
  step->squares[1].column = to_column;
  queens_history_push (self, step);

  return TRUE;
}

gsize
queens_history_place (QueensHistory      *self,
                      const QueensSquare *squares,
                      gsize               n_squares)
{
  Step *step;
  gsize placed = 0;
  guint n;

  g_return_val_if_fail (QUEENS_IS_HISTORY (self), 0);
  g_return_val_if_fail (squares != NULL || n_squares == 0, 0);

  n = queens_board_get_n (self->board);
  step = step_new_flips (n_squares);

  /* A square listed twice is occupied the second time, so it is skipped
   * and the step flips it once. */
  for (gsize i = 0; i < n_squares; i++)
    if (squares[i].row < n && squares[i].column < n
        && queens_board_place (self->board, squares[i].row, squares[i].column))
      step->squares[placed++] = squares[i];

  if (placed == 0)
    {
      step_free (step);
      return 0;
    }

  step->n_squares = placed;
  queens_history_push (self, step);

  return placed;
}

gboolean
queens_history_clear (QueensHistory *self)
{
  g_autoptr(GArray) queens = NULL;
  Step *step;

  g_return_val_if_fail (QUEENS_IS_HISTORY (self), FALSE);

  if (queens_board_get_n_queens (self->board) == 0)
    return FALSE;

  queens = queens_board_list_queens (self->board);
  step = step_new_flips (queens->len);
  for (guint i = 0; i < queens->len; i++)
    step->squares[i] = g_array_index (queens, QueensSquare, i);

  queens_board_clear (self->board);
  queens_history_push (self, step);

  return TRUE;
}

void
queens_history_load (QueensHistory *self,
                     QueensBoard   *board)
{
  Step *step;

  g_return_if_fail (QUEENS_IS_HISTORY (self));
  g_return_if_fail (QUEENS_IS_BOARD (board));
  g_return_if_fail (board != self->board);

  step = step_new_flips (0);
  step->other_board = self->board;
  self->board = g_object_ref (board);
  queens_history_push (self, step);
}

gboolean
queens_history_undo (QueensHistory *self)
{
  Step *step;

  g_return_val_if_fail (QUEENS_IS_HISTORY (self), FALSE);

  if (self->undo_steps->len == 0)
    return FALSE;

  step = g_ptr_array_steal_index (self->undo_steps, self->undo_steps->len - 1);
  queens_history_apply (self, step);
  g_ptr_array_add (self->redo_steps, step);
  self->revision++;

  return TRUE;
}

gboolean
queens_history_redo (QueensHistory *self)
{
  Step *step;

  g_return_val_if_fail (QUEENS_IS_HISTORY (self), FALSE);

  if (self->redo_steps->len == 0)
    return FALSE;

  step = g_ptr_array_steal_index (self->redo_steps, self->redo_steps->len - 1);
  queens_history_apply (self, step);
  g_ptr_array_add (self->undo_steps, step);
  self->revision++;

  return TRUE;
}

gboolean
queens_history_can_undo (QueensHistory *self)
{
  g_return_val_if_fail (QUEENS_IS_HISTORY (self), FALSE);

  return self->undo_steps->len > 0;
}

gboolean
queens_history_can_redo (QueensHistory *self)
{
  g_return_val_if_fail (QUEENS_IS_HISTORY (self), FALSE);

  return self->redo_steps->len > 0;
}

guint
queens_history_get_undo_depth (QueensHistory *self)
{
  g_return_val_if_fail (QUEENS_IS_HISTORY (self), 0);

  return self->undo_steps->len;
}

guint
queens_history_get_redo_depth (QueensHistory *self)
{
  g_return_val_if_fail (QUEENS_IS_HISTORY (self), 0);

  return self->redo_steps->len;
}
