/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-session-private.h: what the files of the play session share
 *
 * queens-play-session.c keeps the position, its changes and undo;
 * queens-play-session-verdict.c works out the verdict, Hint and Complete
 * on worker threads; queens-play-session-clock.c times the moves and
 * counts them; queens-play-session-text.c says it all in words.
 */
#pragma once

#include "queens-history.h"
#include "queens-play-session.h"

G_BEGIN_DECLS

typedef enum
{
  ASSIST_NONE,
  ASSIST_HINT,
  ASSIST_COMPLETE
} Assist;

struct _QueensPlaySession
{
  GObject            parent_instance;

  QueensHistory     *history;
  /* Queens that stay where they are (a puzzle's), or NULL. */
  QueensBoard       *fixed;

  QueensPlayVerdict  verdict;
  /* The revision of the position the verdict is about. */
  guint64            verdict_revision;
  guint64            completion_count;
  /* Solved positions: worked out by the verdict worker. */
  gint64             solution_index;
  guint              class_size;

  GCancellable      *verdict_cancellable;
  guint              verdict_timeout_id;

  Assist             assist;
  GCancellable      *assist_cancellable;

  char              *message;

  /* Timing and counting the moves on the position set up last. */
  QueensPlayClock    clock;
  gpointer           clock_data;
  gint64             first_move_time;   /* -1 before the first move */
  guint64            n_moves;
  /* When the position is solved by moves: what it took. */
  gboolean           solved_by_moves;
  /* Hint or Complete did part of the solving since the position was set
   * up. */
  gboolean           helped;
  /* While the clock is paused: when it was paused, else -1. */
  gint64             paused_at;
  gint64             solved_elapsed;
  guint64            solved_moves;
};

/* queens-play-session.c */
/* After every change: @is_move for a move (the player's, or Hint's and
 * Complete's), FALSE for a new position. */
void    queens_play_session_changed               (QueensPlaySession *self,
                                                   gboolean           is_move);
/* Replaces the message without telling anyone. */
void    queens_play_session_set_message_take      (QueensPlaySession *self,
                                                   char              *message);
void    queens_play_session_emit_verdict_changed  (QueensPlaySession *self);

/* queens-play-session-verdict.c */
/* The verdict of the current position starts a little later. */
void    queens_play_session_schedule_verdict      (QueensPlaySession *self);
/* Cancels the verdict and any Hint or Complete. */
void    queens_play_session_cancel_work           (QueensPlaySession *self);

/* queens-play-session-clock.c */
gint64  queens_play_session_now                   (QueensPlaySession *self);
/* A new position: nothing counted yet, the clock not started. */
void    queens_play_session_restart_count         (QueensPlaySession *self);
/* One move: the first starts the clock; one that solves the board stops
 * it. */
void    queens_play_session_count_move            (QueensPlaySession *self);

G_END_DECLS
