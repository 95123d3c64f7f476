/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-session-clock.c: the time a position took and the moves
 * made on it
 *
 * The clock starts at the first move and stops at the one that solves
 * the board; tests set their own clock to make time pass at will.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-play-session-private.h"

gint64
queens_play_session_now (QueensPlaySession *self)
{
  return self->clock != NULL ? self->clock (self->clock_data) : g_get_monotonic_time ();
}

void
queens_play_session_restart_count (QueensPlaySession *self)
{
  self->first_move_time = -1;
  self->n_moves = 0;
  self->solved_by_moves = FALSE;
  self->helped = FALSE;
}

/* What a solving move took is kept while the board stays solved. */
void
queens_play_session_count_move (QueensPlaySession *self)
{
  /* A move while paused is made at the time the clock stands at. */
  gint64 now = self->paused_at >= 0 ? self->paused_at : queens_play_session_now (self);

  if (self->first_move_time < 0)
    self->first_move_time = now;
  self->n_moves++;

  self->solved_by_moves = queens_board_is_solution (queens_history_get_board (self->history));
  if (self->solved_by_moves)
    {
      self->solved_elapsed = MAX (now - self->first_move_time, 0);
      self->solved_moves = self->n_moves;
    }
}

gint64
queens_play_session_get_elapsed (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), 0);

  if (self->solved_by_moves)
    return self->solved_elapsed;
  if (self->first_move_time < 0)
    return 0;
  return MAX ((self->paused_at >= 0 ? self->paused_at : queens_play_session_now (self))
              - self->first_move_time, 0);
}

void
queens_play_session_set_clock (QueensPlaySession *self,
                               QueensPlayClock    clock,
                               gpointer           user_data)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  self->clock = clock;
  self->clock_data = user_data;
}

void
queens_play_session_resume_count (QueensPlaySession *self,
                                  gint64             elapsed,
                                  guint64            n_moves)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  queens_play_session_restart_count (self);
  if (n_moves == 0)
    return;

  /* As if the first move had been made @elapsed ago. */
  self->n_moves = n_moves;
  self->first_move_time = queens_play_session_now (self) - MAX (elapsed, 0);
  self->solved_by_moves = queens_board_is_solution (queens_history_get_board (self->history));
  if (self->solved_by_moves)
    {
      self->solved_elapsed = MAX (elapsed, 0);
      self->solved_moves = n_moves;
    }
}

guint64
queens_play_session_get_n_moves (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), 0);

  return self->n_moves;
}

gboolean
queens_play_session_get_solved_in (QueensPlaySession *self,
                                   gint64            *out_elapsed,
                                   guint64           *out_moves)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  if (!self->solved_by_moves)
    return FALSE;

  if (out_elapsed != NULL)
    *out_elapsed = self->solved_elapsed;
  if (out_moves != NULL)
    *out_moves = self->solved_moves;
  return TRUE;
}

void
queens_play_session_mark_helped (QueensPlaySession *self)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  self->helped = TRUE;
}

gboolean
queens_play_session_get_helped (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  return self->helped;
}

void
queens_play_session_set_paused (QueensPlaySession *self,
                                gboolean           paused)
{
  gint64 now;

  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  if (paused == (self->paused_at >= 0))
    return;
  now = queens_play_session_now (self);
  if (paused)
    {
      self->paused_at = now;
      return;
    }
  /* The time paused is not played: the first move moves on by it. */
  if (self->first_move_time >= 0)
    self->first_move_time += now - self->paused_at;
  self->paused_at = -1;
}

gboolean
queens_play_session_get_paused (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  return self->paused_at >= 0;
}
