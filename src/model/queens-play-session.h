/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-session.h: free play: the position, its undo log, and what
 * can be said about it
 *
 * Every change goes through the session, which records it for undo and
 * emits "position-changed".  The verdict (how many ways there are to
 * finish, or whether there is one at all) is worked out on a worker
 * thread shortly after each change; the next change cancels it, and a
 * result for a position that is gone is dropped, so the main thread never
 * waits.  Hint and Complete run on a worker too and apply their result as
 * one undoable change, unless the position changed meanwhile.
 * "verdict-changed" is emitted when the verdict, the message or the busy
 * state change.  Everything here runs on the main thread but the workers.
 */
#pragma once

#include <gio/gio.h>

#include "queens-board.h"
#include "queens-solve-job.h"

G_BEGIN_DECLS

typedef enum
{
  QUEENS_PLAY_VERDICT_NONE,         /* queens in conflict: nothing to judge */
  QUEENS_PLAY_VERDICT_PENDING,      /* being worked out */
  QUEENS_PLAY_VERDICT_COUNTED,      /* exactly get_completion_count() ways to finish */
  QUEENS_PLAY_VERDICT_COMPLETABLE,  /* a way to finish was found; too many to count */
  QUEENS_PLAY_VERDICT_DEAD_END,     /* proved: no solution keeps these queens */
  QUEENS_PLAY_VERDICT_UNDECIDED,    /* the search gave up */
  QUEENS_PLAY_VERDICT_SOLVED        /* N queens, no conflicts */
} QueensPlayVerdict;

/* Microseconds on a monotonic clock: g_get_monotonic_time() unless a test
 * sets its own. */
typedef gint64 (*QueensPlayClock) (gpointer user_data);

#define QUEENS_TYPE_PLAY_SESSION (queens_play_session_get_type ())
G_DECLARE_FINAL_TYPE (QueensPlaySession, queens_play_session, QUEENS, PLAY_SESSION, GObject)

/* An empty board of size @n (1 <= n <= QUEENS_MAX_N), nothing to undo. */
QueensPlaySession *queens_play_session_new                  (guint              n);

/* A session starting at a copy of @board (a puzzle), nothing to undo. */
QueensPlaySession *queens_play_session_new_from_board       (QueensBoard       *board);
/* Queens that stay (a puzzle's givens; @fixed is copied, the same N, or
 * NULL for none): toggling or moving one is refused with a message, and
 * clearing keeps them.  Undo may still take back what the player did. */
void               queens_play_session_set_fixed            (QueensPlaySession *self,
                                                             QueensBoard       *fixed);
QueensBoard       *queens_play_session_get_fixed            (QueensPlaySession *self);

/* The position: read it, never change it directly. */
QueensBoard       *queens_play_session_get_board            (QueensPlaySession *self);
guint              queens_play_session_get_n                (QueensPlaySession *self);
/* Grows with every change, undo and redo. */
guint64            queens_play_session_get_revision         (QueensPlaySession *self);

/* Changes, each one step for undo.  Squares are 0-based. */
void               queens_play_session_toggle               (QueensPlaySession *self,
                                                             guint              row,
                                                             guint              column);
/* FALSE when there is no queen on the first square or one on the second. */
gboolean           queens_play_session_move                 (QueensPlaySession *self,
                                                             guint              from_row,
                                                             guint              from_column,
                                                             guint              to_row,
                                                             guint              to_column);
gboolean           queens_play_session_clear                (QueensPlaySession *self);
/* Replaces the position with a copy of @board, of any size. */
void               queens_play_session_load                 (QueensPlaySession *self,
                                                             QueensBoard       *board);
/* Replaces the position with an empty board of size @n, unless it is one
 * already. */
void               queens_play_session_reset                (QueensPlaySession *self,
                                                             guint              n);
gboolean           queens_play_session_undo                 (QueensPlaySession *self);
gboolean           queens_play_session_redo                 (QueensPlaySession *self);
gboolean           queens_play_session_can_undo             (QueensPlaySession *self);
gboolean           queens_play_session_can_redo             (QueensPlaySession *self);

/* Start a search for a way to finish that keeps the queens on the board;
 * Hint then places one queen of it, Complete all of them.  When the
 * position cannot be judged (conflicts, already solved) the message says
 * why and nothing starts. */
void               queens_play_session_hint                 (QueensPlaySession *self);
void               queens_play_session_complete             (QueensPlaySession *self);
/* TRUE while a Hint or Complete search runs. */
gboolean           queens_play_session_is_busy              (QueensPlaySession *self);
/* Cancels the verdict and any Hint or Complete at once (the window is
 * closing); the next change starts a new verdict. */
void               queens_play_session_stop                 (QueensPlaySession *self);

QueensPlayVerdict  queens_play_session_get_verdict          (QueensPlaySession *self);
/* The revision of the position get_verdict() is about: always the
 * current one, since a result for an older position is dropped. */
guint64            queens_play_session_get_verdict_revision (QueensPlaySession *self);
/* The running verdict worker's cancellable, for the tests; NULL when no
 * worker runs. */
GCancellable      *queens_play_session_get_verdict_cancellable (QueensPlaySession *self);
/* For QUEENS_PLAY_VERDICT_COUNTED. */
guint64            queens_play_session_get_completion_count (QueensPlaySession *self);

/* A sentence for the window's note (a refused Hint, a board that could
 * not be pasted), or NULL; the next change clears it. */
const char        *queens_play_session_get_message          (QueensPlaySession *self);
void               queens_play_session_set_message          (QueensPlaySession *self,
                                                             const char        *message);

/* 0-based index of the solved position among all solutions of its N in
 * lexicographic order, looked up in @job (nullable) when it holds it,
 * else worked out by the verdict worker for small N; -1 when unknown or
 * not solved. */
gint64             queens_play_session_get_solution_index   (QueensPlaySession *self,
                                                             QueensSolveJob    *job);

/* The clock moves are timed by; NULL goes back to the monotonic clock. */
void               queens_play_session_set_clock            (QueensPlaySession *self,
                                                             QueensPlayClock    clock,
                                                             gpointer           user_data);
/* While paused (the window is not in front) the time played stands
 * still; a move made meanwhile still counts from the time it stood at. */
void               queens_play_session_set_paused           (QueensPlaySession *self,
                                                             gboolean           paused);
gboolean           queens_play_session_get_paused           (QueensPlaySession *self);
/* Moves since the position was set up (new, reset, load): every change
 * counts one, placing or taking a queen, moving one, clearing, undo,
 * redo, a hint and a completion. */
guint64            queens_play_session_get_n_moves          (QueensPlaySession *self);
/* Microseconds from the first move to now, or to the solving move once
 * solved by moves; 0 before the first move. */
gint64             queens_play_session_get_elapsed          (QueensPlaySession *self);
/* Goes on counting where an earlier session stopped (a puzzle played
 * before a restart): @n_moves moves so far, the first @elapsed
 * microseconds ago (or, on a solved position, solved in that time). */
void               queens_play_session_resume_count         (QueensPlaySession *self,
                                                             gint64             elapsed,
                                                             guint64            n_moves);
/* TRUE when the position is solved by moves: the time from the first
 * move to the solving one, in microseconds, and the moves it took. */
gboolean           queens_play_session_get_solved_in        (QueensPlaySession *self,
                                                             gint64            *out_elapsed,
                                                             guint64           *out_moves);

/* Hint or Complete did part of the solving (placed queens) since the
 * position was set up: a solve is then not the player's own, and the
 * solved status says "with help".  mark_helped() says so for help given
 * outside the session (a puzzle's hint), before its move. */
void               queens_play_session_mark_helped          (QueensPlaySession *self);
gboolean           queens_play_session_get_helped           (QueensPlaySession *self);

/* "5 of 8 placed · 2 conflicts", "✓ Solved in 1:23 with 14 moves ·
 * solution #4 of 92", or "✓ Solved · solution #4 of 92" for a position
 * that was set up solved. */
char              *queens_play_session_describe_status      (QueensPlaySession *self,
                                                             QueensSolveJob    *job);
/* TRUE when the verdict proved that no solution keeps the queens. */
gboolean           queens_play_session_is_dead_end          (QueensPlaySession *self);
/* In a dead end, what to take back: "The queen on row 3, column 5
 * leaves row 7 without a free square: take it back.", or a plain dead
 * end when no one queen empties a line; NULL when not in a dead end. */
char              *queens_play_session_describe_dead_end    (QueensPlaySession *self);
/* The verdict in words ("3,216 ways to finish"), or the class of a solved
 * position; NULL when there is nothing to say. */
char              *queens_play_session_describe_verdict     (QueensPlaySession *self,
                                                             QueensSolveJob    *job);

G_END_DECLS
