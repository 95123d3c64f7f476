/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-session.c: free play: the position, its changes and undo
 *
 * Each change bumps the history's revision and goes through
 * queens_play_session_changed(), which counts the move, drops what was
 * said about the old position and schedules a new verdict
 * (queens-play-session-verdict.c).  Queens that stay (a puzzle's givens)
 * are refused here, before the history sees the change.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-play-session-private.h"

G_DEFINE_FINAL_TYPE (QueensPlaySession, queens_play_session, G_TYPE_OBJECT)

enum {
  POSITION_CHANGED,
  VERDICT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
queens_play_session_set_message_take (QueensPlaySession *self,
                                      char              *message)
{
  g_free (self->message);
  self->message = message;
}

void
queens_play_session_emit_verdict_changed (QueensPlaySession *self)
{
  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
}

/* O(1), whatever N is: the verdict is judged later, on a worker. */
void
queens_play_session_changed (QueensPlaySession *self,
                             gboolean           is_move)
{
  QueensBoard *board = queens_history_get_board (self->history);

  if (is_move)
    queens_play_session_count_move (self);
  else
    queens_play_session_restart_count (self);

  queens_play_session_cancel_work (self);
  g_clear_pointer (&self->message, g_free);
  self->completion_count = 0;
  self->solution_index = -1;
  self->class_size = 0;
  self->verdict_revision = queens_history_get_revision (self->history);

  if (queens_board_get_n_conflicts (board) > 0)
    {
      self->verdict = QUEENS_PLAY_VERDICT_NONE;
    }
  else
    {
      self->verdict = queens_board_is_solution (board) ? QUEENS_PLAY_VERDICT_SOLVED
                                                       : QUEENS_PLAY_VERDICT_PENDING;
      queens_play_session_schedule_verdict (self);
    }

  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
}

static void
queens_play_session_dispose (GObject *object)
{
  QueensPlaySession *self = QUEENS_PLAY_SESSION (object);

  queens_play_session_cancel_work (self);

  G_OBJECT_CLASS (queens_play_session_parent_class)->dispose (object);
}

static void
queens_play_session_finalize (GObject *object)
{
  QueensPlaySession *self = QUEENS_PLAY_SESSION (object);

  g_clear_object (&self->history);
  g_clear_object (&self->fixed);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (queens_play_session_parent_class)->finalize (object);
}

static void
queens_play_session_class_init (QueensPlaySessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = queens_play_session_dispose;
  object_class->finalize = queens_play_session_finalize;

  signals[POSITION_CHANGED] =
    g_signal_new ("position-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  signals[VERDICT_CHANGED] =
    g_signal_new ("verdict-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
queens_play_session_init (QueensPlaySession *self)
{
  self->paused_at = -1;
  self->solution_index = -1;
  queens_play_session_restart_count (self);
}

QueensPlaySession *
queens_play_session_new (guint n)
{
  g_autoptr(QueensBoard) board = NULL;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_MAX_N, NULL);

  board = queens_board_new (n);
  return queens_play_session_new_from_board (board);
}

QueensPlaySession *
queens_play_session_new_from_board (QueensBoard *board)
{
  QueensPlaySession *self;
  g_autoptr(QueensBoard) copy = NULL;

  g_return_val_if_fail (QUEENS_IS_BOARD (board), NULL);

  copy = queens_board_copy (board);
  self = g_object_new (QUEENS_TYPE_PLAY_SESSION, NULL);
  self->history = queens_history_new (copy);

  /* The first position deserves a verdict too ("92 ways to finish"). */
  self->verdict = QUEENS_PLAY_VERDICT_PENDING;
  self->verdict_revision = queens_history_get_revision (self->history);
  queens_play_session_schedule_verdict (self);

  return self;
}

QueensBoard *
queens_play_session_get_board (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);

  return queens_history_get_board (self->history);
}

guint
queens_play_session_get_n (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), 0);

  return queens_board_get_n (queens_history_get_board (self->history));
}

guint64
queens_play_session_get_revision (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), 0);

  return queens_history_get_revision (self->history);
}

/* A queen that stays cannot be taken or moved: the message says so. */
static gboolean
queens_play_session_refuse_fixed (QueensPlaySession *self,
                                  guint              row,
                                  guint              column)
{
  g_autofree char *square = NULL;

  if (self->fixed == NULL || row >= queens_board_get_n (self->fixed)
      || column >= queens_board_get_n (self->fixed)
      || !queens_board_has_queen (self->fixed, row, column))
    return FALSE;

  square = queens_square_name (QUEENS_COORDINATES_NUMERIC, queens_board_get_n (self->fixed), row, column);
  /* Translators: %s is a square, "row 2, column 5" */
  queens_play_session_set_message_take (self, g_strdup_printf (_("The queen on %s is given by the puzzle: it stays."),
                                                               square));
  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
  return TRUE;
}

void
queens_play_session_set_fixed (QueensPlaySession *self,
                               QueensBoard       *fixed)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));
  g_return_if_fail (fixed == NULL || queens_board_get_n (fixed) == queens_play_session_get_n (self));

  g_clear_object (&self->fixed);
  if (fixed != NULL)
    self->fixed = queens_board_copy (fixed);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
}

QueensBoard *
queens_play_session_get_fixed (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);

  return self->fixed;
}

void
queens_play_session_toggle (QueensPlaySession *self,
                            guint              row,
                            guint              column)
{
  guint n;

  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  n = queens_play_session_get_n (self);
  g_return_if_fail (row < n && column < n);

  if (queens_play_session_refuse_fixed (self, row, column))
    return;

  queens_history_toggle (self->history, row, column);
  queens_play_session_changed (self, TRUE);
}

gboolean
queens_play_session_move (QueensPlaySession *self,
                          guint              from_row,
                          guint              from_column,
                          guint              to_row,
                          guint              to_column)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  if (queens_play_session_refuse_fixed (self, from_row, from_column))
    return FALSE;
  if (!queens_history_move (self->history, from_row, from_column, to_row, to_column))
    return FALSE;

  queens_play_session_changed (self, TRUE);
  return TRUE;
}

gboolean
queens_play_session_clear (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  if (self->fixed != NULL)
    {
      /* Clearing takes away what the player placed, never what stays. */
      g_autoptr(QueensBoard) kept = NULL;

      if (queens_board_get_n_queens (queens_history_get_board (self->history))
          == queens_board_get_n_queens (self->fixed))
        return FALSE;
      kept = queens_board_copy (self->fixed);
      queens_history_load (self->history, kept);
    }
  else if (!queens_history_clear (self->history))
    {
      return FALSE;
    }

  queens_play_session_changed (self, TRUE);
  return TRUE;
}

void
queens_play_session_load (QueensPlaySession *self,
                          QueensBoard       *board)
{
  g_autoptr(QueensBoard) copy = NULL;

  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));
  g_return_if_fail (QUEENS_IS_BOARD (board));

  copy = queens_board_copy (board);
  queens_history_load (self->history, copy);
  queens_play_session_changed (self, FALSE);
}

void
queens_play_session_reset (QueensPlaySession *self,
                           guint              n)
{
  QueensBoard *board;
  g_autoptr(QueensBoard) empty = NULL;

  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));
  g_return_if_fail (n >= 1 && n <= QUEENS_MAX_N);

  board = queens_history_get_board (self->history);
  if (queens_board_get_n (board) == n && queens_board_get_n_queens (board) == 0)
    return;

  empty = queens_board_new (n);
  queens_history_load (self->history, empty);
  queens_play_session_changed (self, FALSE);
}

gboolean
queens_play_session_undo (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  if (!queens_history_undo (self->history))
    return FALSE;

  queens_play_session_changed (self, TRUE);
  return TRUE;
}

gboolean
queens_play_session_redo (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  if (!queens_history_redo (self->history))
    return FALSE;

  queens_play_session_changed (self, TRUE);
  return TRUE;
}

gboolean
queens_play_session_can_undo (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  return queens_history_can_undo (self->history);
}

gboolean
queens_play_session_can_redo (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  return queens_history_can_redo (self->history);
}

const char *
queens_play_session_get_message (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);

  return self->message;
}

void
queens_play_session_set_message (QueensPlaySession *self,
                                 const char        *message)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  if (g_strcmp0 (self->message, message) == 0)
    return;

  queens_play_session_set_message_take (self, g_strdup (message));
  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
}
