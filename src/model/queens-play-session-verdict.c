/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-session-verdict.c: what can be said about the position,
 * and Hint and Complete, worked out on worker threads
 *
 * The verdict worker gets a private copy of the board and the revision it
 * was made at; its result is kept only if the revision is still the same
 * when it arrives, and the next change cancels it anyway
 * (gnome-text-editor's statistics do the same with a generation number).
 * The copy is made on a short timer rather than on every move, so that a
 * burst of moves on a huge board costs O(1) each and one copy at the end.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-play-session-private.h"
#include "queens-solver.h"
#include "queens-symmetry.h"

/* Counting the ways to finish stops after this many search nodes (a few
 * tenths of a second); past it the verdict only says whether there is a
 * way at all. */
#define VERDICT_NODE_LIMIT       20000000u
/* Steps of the exhaustive search for one way to finish (N <= 32) before
 * the verdict says "not decided". */
#define EXHAUSTIVE_STEP_LIMIT    200000000u
/* Ranking a solved position among all solutions: nodes per count, and
 * the time it may take in all. */
#define RANK_NODE_LIMIT          20000000u
#define RANK_TIME_LIMIT_US       (3 * G_USEC_PER_SEC)
/* The verdict starts once the position has been still this long. */
#define VERDICT_DELAY_MS         40

/* What a worker works on and what it finds. */
typedef struct
{
  QueensBoard       *board;
  guint64            revision;
  Assist             assist;

  QueensPlayVerdict  verdict;
  guint64            count;
  gint64             solution_index;
  guint              class_size;

  QueensCompletion   completion;
  GArray            *to_place;   /* QueensSquare: what Hint or Complete adds */
} Work;

static void
work_free (gpointer data)
{
  Work *work = data;

  g_clear_object (&work->board);
  g_clear_pointer (&work->to_place, g_array_unref);
  g_free (work);
}

static Work *
work_new (QueensPlaySession *self,
          Assist             assist)
{
  Work *work = g_new0 (Work, 1);

  work->board = queens_board_copy (queens_history_get_board (self->history));
  work->revision = queens_history_get_revision (self->history);
  work->assist = assist;
  work->solution_index = -1;

  return work;
}

/* ------------------------------------------------------------------ */
/* Workers                                                             */
/* ------------------------------------------------------------------ */

/* Lexicographic index of the solution @columns: for every row, the
 * solutions that agree on the rows above and put this row's queen further
 * left come first.  FALSE when it takes too long. */
static gboolean
compute_solution_index (guint           n,
                        const guint32  *columns,
                        GCancellable   *cancellable,
                        guint64        *out_index)
{
  g_autoptr(QueensBoard) prefix = queens_board_new (n);
  gint64 deadline = g_get_monotonic_time () + RANK_TIME_LIMIT_US;
  guint64 index = 0;

  for (guint row = 0; row < n; row++)
    {
      for (guint column = 0; column < columns[row]; column++)
        {
          guint64 count = 0;
          gboolean counted;

          if (queens_board_is_attacked (prefix, row, column))
            continue;

          queens_board_place (prefix, row, column);
          counted = queens_solver_count_completions (prefix, RANK_NODE_LIMIT, cancellable,
                                                     &count, NULL);
          queens_board_remove (prefix, row, column);

          if (!counted || g_get_monotonic_time () > deadline)
            return FALSE;
          index += count;
        }

      queens_board_place (prefix, row, columns[row]);
    }

  *out_index = index;
  return TRUE;
}

static void
judge_solved (Work         *work,
              GCancellable *cancellable)
{
  guint n = queens_board_get_n (work->board);
  g_autofree guint32 *columns = g_new (guint32, n);
  guint64 index;

  queens_board_get_columns (work->board, columns);
  work->verdict = QUEENS_PLAY_VERDICT_SOLVED;
  work->class_size = queens_permutation_class_size (n, columns);

  if (n <= QUEENS_SOLVER_MAX_COUNT_N && compute_solution_index (n, columns, cancellable, &index))
    work->solution_index = (gint64) index;
}

/* One way to finish, or a proof that there is none, or giving up. */
static QueensCompletion
find_completion (QueensBoard   *board,
                 GCancellable  *cancellable,
                 guint32       *out_columns)
{
  guint n = queens_board_get_n (board);

  /* Local search for large N: its own default step limit grows with N. */
  return queens_solver_complete (board,
                                 n <= QUEENS_SOLVER_MAX_COUNT_N ? EXHAUSTIVE_STEP_LIMIT : 0,
                                 cancellable, out_columns, NULL);
}

static void
verdict_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Work *work = task_data;
  guint n = queens_board_get_n (work->board);
  g_autofree guint32 *columns = NULL;

  if (queens_board_is_solution (work->board))
    {
      judge_solved (work, cancellable);
    }
  else
    {
      gboolean decided = FALSE;

      if (n <= QUEENS_SOLVER_MAX_COUNT_N)
        {
          g_autoptr(GError) error = NULL;

          if (queens_solver_count_completions (work->board, VERDICT_NODE_LIMIT, cancellable,
                                               &work->count, &error))
            {
              work->verdict = work->count > 0 ? QUEENS_PLAY_VERDICT_COUNTED
                                              : QUEENS_PLAY_VERDICT_DEAD_END;
              decided = TRUE;
            }
        }

      if (!decided && !g_cancellable_is_cancelled (cancellable))
        {
          columns = g_new (guint32, n);
          switch (find_completion (work->board, cancellable, columns))
            {
            case QUEENS_COMPLETION_FOUND:
              work->verdict = QUEENS_PLAY_VERDICT_COMPLETABLE;
              break;
            case QUEENS_COMPLETION_IMPOSSIBLE:
              work->verdict = QUEENS_PLAY_VERDICT_DEAD_END;
              break;
            case QUEENS_COMPLETION_GAVE_UP:
            default:
              work->verdict = QUEENS_PLAY_VERDICT_UNDECIDED;
              break;
            }
        }
    }

  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

static void
assist_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Work *work = task_data;
  guint n = queens_board_get_n (work->board);
  g_autofree guint32 *columns = g_new (guint32, n);

  work->completion = find_completion (work->board, cancellable, columns);
  work->to_place = g_array_new (FALSE, FALSE, sizeof (QueensSquare));

  if (work->completion == QUEENS_COMPLETION_FOUND)
    {
      /* The board has at most one queen per row and the completion keeps
       * them all, so a row is empty exactly when the completion's queen
       * is not on the board.  Hint takes the first such row. */
      for (guint row = 0; row < n; row++)
        {
          QueensSquare square = { row, columns[row] };

          if (queens_board_has_queen (work->board, row, columns[row]))
            continue;

          g_array_append_val (work->to_place, square);
          if (work->assist == ASSIST_HINT)
            break;
        }
    }

  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

/* ------------------------------------------------------------------ */
/* Main thread                                                         */
/* ------------------------------------------------------------------ */

/* What a worker found, or NULL when it was cancelled or the position
 * has changed since it started: its result is about a position gone. */
static Work *
queens_play_session_finish_work (QueensPlaySession *self,
                                 GAsyncResult      *result)
{
  Work *work = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL)
      || work->revision != queens_history_get_revision (self->history))
    return NULL;
  return work;
}

static void
on_verdict_done (GObject      *source_object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  QueensPlaySession *self = QUEENS_PLAY_SESSION (source_object);
  Work *work = queens_play_session_finish_work (self, result);

  if (work == NULL)
    return;

  g_clear_object (&self->verdict_cancellable);
  self->verdict = work->verdict;
  self->verdict_revision = work->revision;
  self->completion_count = work->count;
  self->solution_index = work->solution_index;
  self->class_size = work->class_size;

  queens_play_session_emit_verdict_changed (self);
}

static gboolean
on_verdict_timeout (gpointer user_data)
{
  QueensPlaySession *self = user_data;
  g_autoptr(GTask) task = NULL;

  self->verdict_timeout_id = 0;

  g_clear_object (&self->verdict_cancellable);
  self->verdict_cancellable = g_cancellable_new ();

  task = g_task_new (self, self->verdict_cancellable, on_verdict_done, NULL);
  g_task_set_source_tag (task, on_verdict_timeout);
  g_task_set_task_data (task, work_new (self, ASSIST_NONE), work_free);
  g_task_run_in_thread (task, verdict_thread);

  return G_SOURCE_REMOVE;
}

void
queens_play_session_cancel_work (QueensPlaySession *self)
{
  g_clear_handle_id (&self->verdict_timeout_id, g_source_remove);
  if (self->verdict_cancellable != NULL)
    {
      g_cancellable_cancel (self->verdict_cancellable);
      g_clear_object (&self->verdict_cancellable);
    }
  if (self->assist_cancellable != NULL)
    {
      g_cancellable_cancel (self->assist_cancellable);
      g_clear_object (&self->assist_cancellable);
    }
  self->assist = ASSIST_NONE;
}

void
queens_play_session_schedule_verdict (QueensPlaySession *self)
{
  g_clear_handle_id (&self->verdict_timeout_id, g_source_remove);
  self->verdict_timeout_id = g_timeout_add (VERDICT_DELAY_MS, on_verdict_timeout, self);
}

static void
on_assist_done (GObject      *source_object,
                GAsyncResult *result,
                gpointer      user_data)
{
  QueensPlaySession *self = QUEENS_PLAY_SESSION (source_object);
  Work *work = queens_play_session_finish_work (self, result);

  if (work == NULL)
    return;

  g_clear_object (&self->assist_cancellable);
  self->assist = ASSIST_NONE;

  switch (work->completion)
    {
    case QUEENS_COMPLETION_FOUND:
      if (queens_history_place (self->history, (const QueensSquare *) work->to_place->data,
                                work->to_place->len) > 0)
        {
          self->helped = TRUE;
          queens_play_session_changed (self, TRUE);
          return;
        }
      break;

    case QUEENS_COMPLETION_IMPOSSIBLE:
      /* The verdict line says it, and what to take back. */
      self->verdict = QUEENS_PLAY_VERDICT_DEAD_END;
      break;

    case QUEENS_COMPLETION_GAVE_UP:
    default:
      queens_play_session_set_message_take (self, g_strdup (_("No way to finish was found within the time limit.")));
      break;
    }

  queens_play_session_emit_verdict_changed (self);
}

static void
queens_play_session_assist (QueensPlaySession *self,
                            Assist             assist)
{
  QueensBoard *board = queens_history_get_board (self->history);
  g_autoptr(GTask) task = NULL;

  if (queens_board_is_solution (board))
    {
      queens_play_session_set_message (self, _("The board is solved already."));
      return;
    }
  if (queens_board_get_n_conflicts (board) > 0)
    {
      queens_play_session_set_message (self, _("Take back the queens in conflict first: no solution keeps them all."));
      return;
    }
  if (queens_play_session_is_dead_end (self))
    {
      queens_play_session_set_message (self, _("Dead end: no solution keeps these queens. Take one back."));
      return;
    }

  if (self->assist_cancellable != NULL)
    g_cancellable_cancel (self->assist_cancellable);
  g_clear_object (&self->assist_cancellable);
  self->assist_cancellable = g_cancellable_new ();
  self->assist = assist;
  g_clear_pointer (&self->message, g_free);

  task = g_task_new (self, self->assist_cancellable, on_assist_done, NULL);
  g_task_set_source_tag (task, queens_play_session_assist);
  g_task_set_task_data (task, work_new (self, assist), work_free);
  g_task_run_in_thread (task, assist_thread);

  queens_play_session_emit_verdict_changed (self);
}

void
queens_play_session_hint (QueensPlaySession *self)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  queens_play_session_assist (self, ASSIST_HINT);
}

void
queens_play_session_complete (QueensPlaySession *self)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  queens_play_session_assist (self, ASSIST_COMPLETE);
}

gboolean
queens_play_session_is_dead_end (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  return self->verdict == QUEENS_PLAY_VERDICT_DEAD_END
         || (self->verdict == QUEENS_PLAY_VERDICT_COUNTED && self->completion_count == 0);
}

gboolean
queens_play_session_is_busy (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), FALSE);

  return self->assist != ASSIST_NONE;
}

void
queens_play_session_stop (QueensPlaySession *self)
{
  g_return_if_fail (QUEENS_IS_PLAY_SESSION (self));

  queens_play_session_cancel_work (self);
}

guint64
queens_play_session_get_verdict_revision (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), 0);

  return self->verdict_revision;
}

GCancellable *
queens_play_session_get_verdict_cancellable (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);

  return self->verdict_cancellable;
}

QueensPlayVerdict
queens_play_session_get_verdict (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), QUEENS_PLAY_VERDICT_NONE);

  return self->verdict;
}

guint64
queens_play_session_get_completion_count (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), 0);

  return self->completion_count;
}

