/* queens-play-session.c: free play: the position, its undo log, and what
 * can be said about it
 *
 * Each change bumps the history's revision.  The verdict worker gets a
 * private copy of the board and the revision it was made at; its result
 * is kept only if the revision is still the same when it arrives, and the
 * next change cancels it anyway (gnome-text-editor's statistics do the
 * same with a generation number).  The copy is made on a short timer
 * rather than on every move, so that a burst of moves on a huge board
 * costs O(1) each and one copy at the end.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "queens-format.h"
#include "queens-history.h"
#include "queens-play-session.h"
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
  gint64             solved_elapsed;
  guint64            solved_moves;
};

G_DEFINE_FINAL_TYPE (QueensPlaySession, queens_play_session, G_TYPE_OBJECT)

enum {
  POSITION_CHANGED,
  VERDICT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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

static void
queens_play_session_set_message_take (QueensPlaySession *self,
                                      char              *message)
{
  g_free (self->message);
  self->message = message;
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

static void
on_verdict_done (GObject      *source_object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  QueensPlaySession *self = QUEENS_PLAY_SESSION (source_object);
  Work *work = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  if (work->revision != queens_history_get_revision (self->history))
    return;

  g_clear_object (&self->verdict_cancellable);
  self->verdict = work->verdict;
  self->verdict_revision = work->revision;
  self->completion_count = work->count;
  self->solution_index = work->solution_index;
  self->class_size = work->class_size;

  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
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

static void
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

static gint64
queens_play_session_now (QueensPlaySession *self)
{
  return self->clock != NULL ? self->clock (self->clock_data) : g_get_monotonic_time ();
}

/* A new position: nothing counted yet, the clock not started. */
static void
queens_play_session_restart_count (QueensPlaySession *self)
{
  self->first_move_time = -1;
  self->n_moves = 0;
  self->solved_by_moves = FALSE;
}

/* One move: the first starts the clock; one that solves the board stops
 * it, and what it took is kept while the board stays solved. */
static void
queens_play_session_count_move (QueensPlaySession *self)
{
  gint64 now = queens_play_session_now (self);

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

/* After every change: O(1), whatever N is.  The verdict is judged later,
 * on a worker.  @is_move: a move of the player's (or made for them by
 * Hint or Complete), rather than a new position. */
static void
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
      self->verdict_timeout_id = g_timeout_add (VERDICT_DELAY_MS, on_verdict_timeout, self);
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
  self->verdict_timeout_id = g_timeout_add (VERDICT_DELAY_MS, on_verdict_timeout, self);

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

gint64
queens_play_session_get_elapsed (QueensPlaySession *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), 0);

  if (self->solved_by_moves)
    return self->solved_elapsed;
  if (self->first_move_time < 0)
    return 0;
  return MAX (queens_play_session_now (self) - self->first_move_time, 0);
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

static void
on_assist_done (GObject      *source_object,
                GAsyncResult *result,
                gpointer      user_data)
{
  QueensPlaySession *self = QUEENS_PLAY_SESSION (source_object);
  Work *work = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  if (work->revision != queens_history_get_revision (self->history))
    return;

  g_clear_object (&self->assist_cancellable);
  self->assist = ASSIST_NONE;

  switch (work->completion)
    {
    case QUEENS_COMPLETION_FOUND:
      if (queens_history_place (self->history, (const QueensSquare *) work->to_place->data,
                                work->to_place->len) > 0)
        {
          queens_play_session_changed (self, TRUE);
          return;
        }
      break;

    case QUEENS_COMPLETION_IMPOSSIBLE:
      queens_play_session_set_message_take (self, g_strdup (_("Dead end: no solution keeps these queens. Take one back.")));
      self->verdict = QUEENS_PLAY_VERDICT_DEAD_END;
      break;

    case QUEENS_COMPLETION_GAVE_UP:
    default:
      queens_play_session_set_message_take (self, g_strdup (_("No way to finish was found within the time limit.")));
      break;
    }

  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
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
  if (self->verdict == QUEENS_PLAY_VERDICT_DEAD_END
      || (self->verdict == QUEENS_PLAY_VERDICT_COUNTED && self->completion_count == 0))
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

  g_signal_emit (self, signals[VERDICT_CHANGED], 0);
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

/* "0:07", "1:23", "1:02:03": whole seconds, rounded down. */
static char *
format_duration (gint64 microseconds)
{
  guint64 seconds = (guint64) MAX (microseconds, 0) / G_USEC_PER_SEC;

  if (seconds >= 3600)
    return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02u:%02u", seconds / 3600,
                            (guint) (seconds / 60 % 60), (guint) (seconds % 60));

  return g_strdup_printf ("%u:%02u", (guint) (seconds / 60), (guint) (seconds % 60));
}

/* "✓ Solved in 1:23 with 14 moves", or "✓ Solved" for a position set up
 * solved. */
static char *
describe_solved (QueensPlaySession *self)
{
  g_autofree char *time = NULL;
  g_autofree char *moves = NULL;

  if (!self->solved_by_moves)
    return g_strdup (_("✓ Solved"));

  time = format_duration (self->solved_elapsed);
  moves = queens_format_count (self->solved_moves);
  /* Translators: "✓ Solved in 1:23 with 14 moves" (minutes:seconds) */
  return g_strdup_printf (ngettext ("✓ Solved in %s with %s move", "✓ Solved in %s with %s moves",
                                    queens_format_plural_number (self->solved_moves)),
                          time, moves);
}

/* The job's N matches and it stores solutions of that size. */
static QueensSolutionSet *
lookup_solution_set (QueensPlaySession *self,
                     QueensSolveJob    *job)
{
  guint n = queens_play_session_get_n (self);

  if (job == NULL || queens_solve_job_get_n (job) != n || n > 255)
    return NULL;

  return queens_solve_job_get_solution_set (job);
}

gint64
queens_play_session_get_solution_index (QueensPlaySession *self,
                                        QueensSolveJob    *job)
{
  QueensBoard *board;
  QueensSolutionSet *set;

  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), -1);
  g_return_val_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job), -1);

  board = queens_history_get_board (self->history);
  if (!queens_board_is_solution (board))
    return -1;

  set = lookup_solution_set (self, job);
  if (set != NULL)
    {
      guint n = queens_board_get_n (board);
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autofree guint8 *packed = g_new (guint8, n);
      gint64 index;

      queens_board_get_columns (board, columns);
      for (guint row = 0; row < n; row++)
        packed[row] = (guint8) columns[row];

      index = queens_solution_set_find (set, packed);
      if (index >= 0)
        return index;
    }

  return self->solution_index;
}

static gboolean
job_has_every_solution (QueensSolveJob *job)
{
  return queens_solve_job_get_state (job) == QUEENS_SOLVE_JOB_FINISHED
         && !queens_solve_job_is_storage_full (job);
}

char *
queens_play_session_describe_status (QueensPlaySession *self,
                                     QueensSolveJob    *job)
{
  QueensBoard *board;
  guint64 conflicts;
  g_autofree char *placed = NULL;
  g_autofree char *size = NULL;

  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job), NULL);

  board = queens_history_get_board (self->history);

  if (queens_board_is_solution (board))
    {
      gint64 index = queens_play_session_get_solution_index (self, job);
      g_autofree char *solved = describe_solved (self);
      g_autofree char *number = NULL;
      g_autofree char *total = NULL;

      if (index < 0)
        return g_steal_pointer (&solved);

      number = queens_format_count ((guint64) index + 1);
      if (job != NULL && lookup_solution_set (self, job) != NULL && job_has_every_solution (job))
        {
          total = queens_format_count (queens_solve_job_get_n_found (job));
          /* Translators: "✓ Solved in 1:23 with 14 moves · solution #4 of
           * 92", the first %s being "✓ Solved" or "✓ Solved in 1:23 with
           * 14 moves"; solutions are numbered in lexicographic order */
          return g_strdup_printf (_("%s · solution #%s of %s"), solved, number, total);
        }

      /* Translators: "✓ Solved in 1:23 with 14 moves · solution #4", the
       * first %s being "✓ Solved" or "✓ Solved in 1:23 with 14 moves";
       * solutions are numbered in lexicographic order */
      return g_strdup_printf (_("%s · solution #%s"), solved, number);
    }

  placed = queens_format_count (queens_board_get_n_queens (board));
  size = queens_format_count (queens_board_get_n (board));
  conflicts = queens_board_get_n_conflicts (board);

  if (conflicts == 0)
    /* Translators: "5 of 8 placed · no conflicts" */
    return g_strdup_printf (_("%s of %s placed · no conflicts"), placed, size);

  {
    g_autofree char *count = queens_format_count (conflicts);

    /* Translators: "5 of 8 placed · 2 conflicts" */
    return g_strdup_printf (ngettext ("%s of %s placed · %s conflict",
                                      "%s of %s placed · %s conflicts",
                                      queens_format_plural_number (conflicts)),
                            placed, size, count);
  }
}

static char *
describe_solved_class (QueensPlaySession *self,
                       QueensSolveJob    *job)
{
  QueensBoard *board = queens_history_get_board (self->history);
  guint n = queens_board_get_n (board);
  QueensSolveJobVariant variant;
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autofree char *rank = NULL;

  queens_board_get_columns (board, columns);

  if (lookup_solution_set (self, job) == NULL
      || !queens_solve_job_describe_variant (job, columns, &variant))
    {
      if (self->class_size == 0)
        return NULL;
      return g_strdup_printf (ngettext ("Its class under rotations and reflections holds %u solution",
                                        "Its class under rotations and reflections holds %u solutions",
                                        self->class_size),
                              self->class_size);
    }

  rank = queens_format_count (variant.fundamental_rank + 1);

  if (job_has_every_solution (job))
    {
      g_autofree char *total = queens_format_count (queens_solve_job_get_n_unique_found (job));

      if (variant.symmetry == QUEENS_SYMMETRY_IDENTITY)
        /* Translators: "Fundamental solution 4 of 12 · class of 8" */
        return g_strdup_printf (_("Fundamental solution %s of %s · class of %u"),
                                rank, total, variant.class_size);
      /* Translators: "Variant of fundamental solution 4 of 12 by rotate 90° · class of 8" */
      return g_strdup_printf (_("Variant of fundamental solution %s of %s by %s · class of %u"),
                              rank, total, queens_format_symmetry_name (variant.symmetry),
                              variant.class_size);
    }

  if (variant.symmetry == QUEENS_SYMMETRY_IDENTITY)
    return g_strdup_printf (_("Fundamental solution %s · class of %u"), rank, variant.class_size);
  return g_strdup_printf (_("Variant of fundamental solution %s by %s · class of %u"),
                          rank, queens_format_symmetry_name (variant.symmetry),
                          variant.class_size);
}

char *
queens_play_session_describe_verdict (QueensPlaySession *self,
                                      QueensSolveJob    *job)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job), NULL);

  if (self->assist != ASSIST_NONE)
    return g_strdup (self->assist == ASSIST_HINT ? _("Looking for a hint…")
                                                 : _("Looking for a way to finish…"));

  switch (self->verdict)
    {
    case QUEENS_PLAY_VERDICT_PENDING:
      return g_strdup (_("Looking for ways to finish…"));

    case QUEENS_PLAY_VERDICT_COUNTED:
      {
        g_autofree char *count = queens_format_count (self->completion_count);

        /* Translators: "3,216 ways to finish" */
        return g_strdup_printf (ngettext ("%s way to finish", "%s ways to finish",
                                          queens_format_plural_number (self->completion_count)),
                                count);
      }

    case QUEENS_PLAY_VERDICT_COMPLETABLE:
      return g_strdup (_("Can be completed"));

    case QUEENS_PLAY_VERDICT_DEAD_END:
      return g_strdup (_("Dead end: no solution keeps these queens"));

    case QUEENS_PLAY_VERDICT_UNDECIDED:
      return g_strdup (_("Not decided within the time limit"));

    case QUEENS_PLAY_VERDICT_SOLVED:
      return describe_solved_class (self, job);

    case QUEENS_PLAY_VERDICT_NONE:
    default:
      return NULL;
    }
}
