/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-page.c: Play, queens placed by hand, freely or in a puzzle
 *
 * The session lives from the first visit on, so going to Browse and
 * coming back keeps the position.  While the page is on show the board
 * draws the session; otherwise it shows Browse's solution.  A puzzle
 * plays in a session of its own, beside the free one, which waits for
 * the player to come back to it; the puzzle's state is written to the
 * settings after every move, so a restart goes on where it stopped.  The
 * page hears from both sessions through signal groups connected once,
 * whose targets follow the sessions.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "queens-construct.h"
#include "queens-actions.h"
#include "queens-clipboard.h"
#include "queens-play-page.h"
#include "queens-puzzle-game.h"
#include "queens-toast.h"

struct _QueensPlayPage
{
  GtkWidget          parent_instance;

  /* The window's, shared with Browse. */
  QueensBoardView   *board_view;
  QueensStatusBar   *status_bar;
  GActionMap        *action_map;

  gboolean           active;
  guint              n;
  QueensSolveJob    *job;
  QueensPlaySession *play;     /* free play */
  QueensPuzzleGame  *game;     /* the puzzle on the board, or NULL */
  GSignalGroup      *play_signals;  /* follows @play */
  GSignalGroup      *game_signals;  /* follows @game's session */
  GSettings         *settings;
  guint              clock_id; /* ticks the puzzle's time while on show */
  /* The saved state of a puzzle that a new N or board displaced, until
   * win.resume-puzzle brings it back or another puzzle starts. */
  char              *set_aside;
};

/* The session on the board: the puzzle's while there is one. */
static QueensPlaySession *
queens_play_page_current (QueensPlayPage *self)
{
  return self->game != NULL ? queens_puzzle_game_get_session (self->game) : self->play;
}

gboolean
queens_play_page_hides_answer (QueensPlayPage *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_PAGE (self), FALSE);

  return self->game != NULL && !queens_puzzle_game_get_given_up (self->game)
         && !queens_board_is_solution (queens_play_session_get_board (queens_puzzle_game_get_session (self->game)));
}

G_DEFINE_FINAL_TYPE (QueensPlayPage, queens_play_page, GTK_TYPE_WIDGET)

enum {
  SIZE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
queens_play_page_update_actions (QueensPlayPage *self)
{
  QueensPlaySession *play = queens_play_page_current (self);
  gboolean playing = self->active && play != NULL;
  QueensBoard *board = playing ? queens_play_session_get_board (play) : NULL;
  /* Where no solution exists, or the board is solved already, there is
   * nothing to hint at or complete: the buttons say so by being off, not
   * by a dead-end message. */
  gboolean can_solve = playing && queens_construct_has_solution (queens_board_get_n (board))
                       && !queens_board_is_solution (board);
  QueensBoard *fixed = playing ? queens_play_session_get_fixed (play) : NULL;
  guint n_fixed = fixed != NULL ? queens_board_get_n_queens (fixed) : 0;

  queens_action_map_set_enabled (self->action_map, "toggle-queen", playing);
  queens_action_map_set_enabled (self->action_map, "undo",
                                 playing && queens_play_session_can_undo (play));
  queens_action_map_set_enabled (self->action_map, "redo",
                                 playing && queens_play_session_can_redo (play));
  queens_action_map_set_enabled (self->action_map, "clear",
                                 playing && queens_board_get_n_queens (board) > n_fixed);
  /* In a dead end the status says what to take back, and there is
   * nothing to finish: Hint and Complete are off until then.  A puzzle's
   * hint stays, to name a queen its answer does not have. */
  if (playing && self->game == NULL && queens_play_session_is_dead_end (play))
    can_solve = FALSE;
  queens_action_map_set_enabled (self->action_map, "hint", can_solve);
  /* A puzzle is for solving: Hint walks to its answer a step at a time,
   * Complete would hand it over and call it solved. */
  queens_action_map_set_enabled (self->action_map, "complete", can_solve && self->game == NULL);
  /* Puzzles start from any page (they bring Play on show); copying one
   * or leaving it needs one. */
  queens_action_map_set_enabled (self->action_map, "copy-puzzle", self->game != NULL);
  queens_action_map_set_enabled (self->action_map, "free-play", self->game != NULL);
}

/* The position's counts, the verdict, and the session's message; the
 * search's progress is not the player's concern. */
static void
queens_play_page_update_status (QueensPlayPage *self)
{
  QueensPlaySession *play = queens_play_page_current (self);
  g_autofree char *status = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *dead_end = NULL;
  gboolean solved;

  if (!self->active || play == NULL)
    return;

  status = queens_play_session_describe_status (play, self->game != NULL ? NULL : self->job);
  solved = queens_board_is_solution (queens_play_session_get_board (play));
  /* A puzzle given up is no solve of the player's: no celebration. */
  if (self->game != NULL && queens_puzzle_game_get_given_up (self->game))
    {
      g_autofree char *placed = g_steal_pointer (&status);

      if (solved)
        status = g_strdup (_("Puzzle given up"));
      else
        /* Translators: %s is the position's status, "5 of 8 placed": "Puzzle
         * given up · 5 of 8 placed" */
        status = g_strdup_printf (_("Puzzle given up · %s"), placed);
      solved = FALSE;
    }
  /* A puzzle has one answer: its line says how hard it is and how long
   * it has taken instead of counting the ways to finish. */
  verdict = self->game != NULL ? queens_puzzle_game_describe (self->game)
                               : queens_play_session_describe_verdict (play, self->job);
  if (self->game != NULL && queens_play_page_hides_answer (self) && queens_play_session_get_paused (play))
    {
      g_autofree char *running = g_steal_pointer (&verdict);

      /* Translators: %s is the puzzle's line, "Hard puzzle · 1:05", its
       * time standing still while the window is not in front: "Hard
       * puzzle · 1:05 · Paused" */
      verdict = g_strdup_printf (_("%s · Paused"), running);
    }
  /* Solved is the news of the game: a class the style sheet may colour. */
  queens_status_bar_set_status (self->status_bar, status, solved);
  queens_status_bar_set_detail (self->status_bar, verdict);
  /* A puzzle's line is its own: a dead end is said in the note. */
  if (self->game != NULL && queens_play_session_get_message (play) == NULL)
    dead_end = queens_play_session_describe_dead_end (play);
  queens_status_bar_set_note (self->status_bar, dead_end != NULL ? dead_end : queens_play_session_get_message (play));
  queens_status_bar_set_progress (self->status_bar, -1);
}

/* The squares the puzzle's hints ruled out, crossed on the board until
 * it is solved: the solved moment shows the answer alone. */
static void
queens_play_page_update_marks (QueensPlayPage *self)
{
  g_autoptr(GArray) ruled_out = NULL;

  if (self->board_view == NULL)
    return;
  if (self->active && self->game != NULL
      && !queens_board_is_solution (queens_play_session_get_board (queens_puzzle_game_get_session (self->game))))
    ruled_out = queens_puzzle_game_list_ruled_out (self->game);
  queens_board_view_set_ruled_out (self->board_view, ruled_out);
}

static void
queens_play_page_refresh (QueensPlayPage *self)
{
  queens_play_page_update_actions (self);
  queens_play_page_update_status (self);
  queens_play_page_update_marks (self);
}

static void
on_play_position_changed (QueensPlaySession *session,
                          QueensPlayPage    *self)
{
  guint n = queens_play_session_get_n (session);

  /* Undo and paste may bring a board of another size: N follows it. */
  if (self->active && n != self->n)
    g_signal_emit (self, signals[SIZE_CHANGED], 0, n);

  queens_play_page_refresh (self);
}

static void
on_play_verdict_changed (QueensPlaySession *session,
                         QueensPlayPage    *self)
{
  queens_play_page_refresh (self);
}

static void
queens_play_page_ensure_session (QueensPlayPage *self,
                                 guint           n)
{
  if (self->play != NULL)
    return;

  self->play = queens_play_session_new (n);
  g_signal_group_set_target (self->play_signals, self->play);
}

/* The puzzle's clock, once a second while the puzzle is on show and not
 * solved yet. */
static gboolean
on_clock_tick (gpointer user_data)
{
  QueensPlayPage *self = user_data;

  queens_play_page_update_status (self);
  return G_SOURCE_CONTINUE;
}

/* The window is in front (or the page is in none yet). */
static gboolean
queens_play_page_window_is_active (QueensPlayPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return !GTK_IS_WINDOW (root) || gtk_window_is_active (GTK_WINDOW (root));
}

/* The puzzle's time stands still while the window is not in front; its
 * line says so. */
static void
queens_play_page_update_pause (QueensPlayPage *self)
{
  if (self->game != NULL)
    queens_play_session_set_paused (queens_puzzle_game_get_session (self->game),
                                    !queens_play_page_window_is_active (self));
}

static void
queens_play_page_update_clock (QueensPlayPage *self)
{
  gboolean ticking = self->active && queens_play_page_hides_answer (self)
                     && queens_play_page_window_is_active (self);

  if (ticking && self->clock_id == 0)
    self->clock_id = g_timeout_add_seconds (1, on_clock_tick, self);
  else if (!ticking)
    g_clear_handle_id (&self->clock_id, g_source_remove);
}

static void
queens_play_page_save_game (QueensPlayPage *self)
{
  g_autofree char *state = NULL;

  if (self->settings == NULL)
    return;
  if (self->game != NULL)
    state = queens_puzzle_game_save (self->game);
  g_settings_set_string (self->settings, "puzzle", state != NULL ? state : "");
}

static void
on_game_position_changed (QueensPlaySession *session,
                          QueensPlayPage    *self)
{
  queens_play_page_save_game (self);
  queens_play_page_update_clock (self);
  queens_play_page_refresh (self);
}

/* Back to free play: the puzzle is gone, from the settings too. */
static void
queens_play_page_end_game (QueensPlayPage *self)
{
  QueensPlaySession *session;

  if (self->game == NULL)
    return;

  session = queens_puzzle_game_get_session (self->game);
  g_signal_group_set_target (self->game_signals, NULL);
  queens_play_session_stop (session);
  g_clear_object (&self->game);
  queens_play_page_save_game (self);
  queens_play_page_update_clock (self);

  if (self->active)
    {
      queens_play_page_ensure_session (self, self->n);
      if (queens_play_session_get_n (self->play) != self->n)
        queens_play_session_reset (self->play, self->n);
      queens_board_view_set_play_session (self->board_view, self->play);
    }
  queens_play_page_refresh (self);
}

/* Ends the puzzle without losing it: its state is kept, and a toast
 * offers to take it up again (win.resume-puzzle). */
static void
queens_play_page_set_game_aside (QueensPlayPage *self)
{
  AdwToast *toast;

  if (self->game == NULL)
    return;

  g_free (self->set_aside);
  self->set_aside = queens_puzzle_game_save (self->game);
  queens_play_page_end_game (self);
  queens_action_map_set_enabled (self->action_map, "resume-puzzle", self->set_aside != NULL);

  toast = adw_toast_new (_("The puzzle is set aside"));
  adw_toast_set_button_label (toast, _("Back to the Puzzle"));
  adw_toast_set_action_name (toast, "win.resume-puzzle");
  queens_toast_add (GTK_WIDGET (self->board_view), toast);
}

/* Plays @game from now on (a reference is taken); N follows its size. */
static void
queens_play_page_start_game (QueensPlayPage   *self,
                             QueensPuzzleGame *game)
{
  QueensPlaySession *session = queens_puzzle_game_get_session (game);
  guint n = queens_play_session_get_n (session);

  queens_play_page_end_game (self);
  /* A new puzzle replaces one set aside. */
  g_clear_pointer (&self->set_aside, g_free);
  queens_action_map_set_enabled (self->action_map, "resume-puzzle", FALSE);
  self->game = g_object_ref (game);
  g_signal_group_set_target (self->game_signals, session);
  queens_play_page_update_pause (self);
  queens_play_page_save_game (self);

  if (self->active)
    {
      if (n != self->n)
        g_signal_emit (self, signals[SIZE_CHANGED], 0, n);
      queens_board_view_set_play_session (self->board_view, session);
    }
  queens_play_page_update_clock (self);
  queens_play_page_refresh (self);
}

/* The puzzle actions work from any page: Play comes on show first. */
static void
queens_play_page_show (QueensPlayPage *self)
{
  if (!self->active)
    g_action_group_change_action_state (G_ACTION_GROUP (self->action_map), "mode",
                                        g_variant_new_string ("play"));
}

static void
queens_play_page_start_puzzle (QueensPlayPage *self,
                               QueensPuzzle   *puzzle)
{
  g_autoptr(QueensPuzzleGame) game = queens_puzzle_game_new (puzzle);

  queens_play_page_start_game (self, game);
}

static void
on_new_puzzle (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensPlayPage *self = user_data;
  QueensPuzzleDifficulty difficulty;
  g_autoptr(QueensPuzzle) puzzle = NULL;
  guint64 seed;

  queens_play_page_show (self);
  if (!queens_puzzle_difficulty_from_string (g_variant_get_string (parameter, NULL), &difficulty))
    {
      queens_play_page_tell (self, _("A puzzle is easy, medium or hard."));
      return;
    }
  if (self->n < QUEENS_PUZZLE_MIN_N || self->n > QUEENS_PUZZLE_MAX_N)
    {
      /* Translators: %u is the smallest and %u the largest size of a puzzle, as
       * in "A puzzle needs N from 6 to 32: set N between them first."  Reorder
       * with %1$u, %2$u if needed. */
      g_autofree char *message = g_strdup_printf (_("A puzzle needs N from %u to %u: set N between them first."),
                                                  QUEENS_PUZZLE_MIN_N, QUEENS_PUZZLE_MAX_N);

      queens_play_page_tell (self, message);
      return;
    }

  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  puzzle = queens_puzzle_generate (self->n, seed, difficulty);
  queens_play_page_start_puzzle (self, puzzle);
}

static void
on_puzzle_of_the_day (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  QueensPlayPage *self = user_data;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDate) today = g_date_new_dmy ((GDateDay) g_date_time_get_day_of_month (now),
                                           (GDateMonth) g_date_time_get_month (now),
                                           (GDateYear) g_date_time_get_year (now));
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autofree char *date = NULL;
  g_autofree char *message = NULL;

  queens_play_page_show (self);
  puzzle = queens_puzzle_new_daily (today);
  queens_play_page_start_puzzle (self, puzzle);

  /* Translators: a date in g_date_time_format()'s notation, as in
   * "27 November 2026"; write it as your language does. */
  date = g_date_time_format (now, _("%-d %B %Y"));
  /* Translators: %s is a date, as in "Puzzle of 27 November 2026" */
  message = g_strdup_printf (_("Puzzle of %s"), date);
  queens_play_page_tell (self, message);
}

/* A puzzle's given queens as text, as the command line prints them. */
static void
queens_play_page_play_text (QueensPlayPage *self,
                            const char     *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensBoard) board = queens_board_new_from_text (text, 0, &error);
  g_autoptr(QueensPuzzle) puzzle = NULL;

  if (board != NULL)
    puzzle = queens_puzzle_new_from_board (board, &error);
  if (puzzle == NULL)
    {
      /* Translators: %s is the reason the text is no puzzle, as in "Not a
       * puzzle: token 1 "x" is not a column: use 1 to 1 or "." for an empty
       * row" */
      g_autofree char *message = g_strdup_printf (_("Not a puzzle: %s"), error->message);

      queens_play_page_tell (self, message);
      return;
    }

  queens_play_page_start_puzzle (self, puzzle);
}

static void
on_play_puzzle (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  QueensPlayPage *self = user_data;

  queens_play_page_show (self);
  queens_play_page_play_text (self, g_variant_get_string (parameter, NULL));
}

static void
on_puzzle_text_read (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(QueensPlayPage) self = user_data;
  /* NULL: nothing to paste, which a toast said. */
  g_autofree char *text = queens_clipboard_read_paste_finish (result);

  /* The window was closed meanwhile, its board view with it. */
  if (text == NULL || gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return;
  queens_play_page_play_text (self, text);
}

static void
on_paste_puzzle (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  QueensPlayPage *self = user_data;

  queens_play_page_show (self);
  queens_clipboard_read_paste_async (GTK_WIDGET (self->board_view), on_puzzle_text_read, g_object_ref (self));
}

static void
on_copy_puzzle (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  QueensPlayPage *self = user_data;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;

  text = queens_board_to_text (queens_puzzle_get_givens (queens_puzzle_game_get_puzzle (self->game)), NULL);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->board_view)), text);
  queens_toast_show (GTK_WIDGET (self->board_view), _("Copied the puzzle"));
}

/* The puzzle a new N or board displaced, as it was. */
static void
on_resume_puzzle (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensPlayPage *self = user_data;
  g_autofree char *state = g_steal_pointer (&self->set_aside);
  g_autoptr(QueensPuzzleGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (state == NULL)
    return;

  game = queens_puzzle_game_restore (state, &error);
  if (game == NULL)
    {
      queens_play_page_tell (self, error->message);
      return;
    }
  queens_play_page_show (self);
  queens_play_page_start_game (self, game);
}

static void
on_free_play (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  QueensPlayPage *self = user_data;

  queens_play_page_show (self);
  queens_play_page_end_game (self);
}

static void
on_toggle_queen (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  QueensPlayPage *self = user_data;
  QueensPlaySession *play = queens_play_page_current (self);
  gint32 row;
  gint32 column;
  guint n;

  if (!self->active || play == NULL)
    return;

  n = queens_play_session_get_n (play);
  g_variant_get (parameter, "(ii)", &row, &column);
  if (row < 1 || column < 1 || (guint) row > n || (guint) column > n)
    {
      /* Translators: %d is the row and %d the column asked for, %u the board
       * size, as in "There is no square at row 9, column 2: both go from 1 to
       * 8."  Reorder with %1$d, %2$d, %3$u if needed. */
      g_autofree char *message = g_strdup_printf (_("There is no square at row %d, column %d: both go from 1 to %u."),
                                                  row, column, n);

      queens_play_page_tell (self, message);
      return;
    }

  queens_play_session_toggle (play, (guint) row - 1, (guint) column - 1);
}

/* The session's own moves, taken only while the page is on show. */
#define DEFINE_SESSION_ACTION(name, call)                        \
  static void                                                    \
  name (GSimpleAction *action,                                   \
        GVariant      *parameter,                                \
        gpointer       user_data)                                \
  {                                                              \
    QueensPlayPage *self = user_data;                            \
    QueensPlaySession *play = queens_play_page_current (self);   \
                                                                 \
    if (self->active && play != NULL)                            \
      call (play);                                               \
  }

DEFINE_SESSION_ACTION (on_undo, queens_play_session_undo)
DEFINE_SESSION_ACTION (on_redo, queens_play_session_redo)
DEFINE_SESSION_ACTION (on_clear, queens_play_session_clear)

/* In a puzzle a hint is the next step of its logic, told a little more
 * at each press; the keyboard square goes to the square once named. */
static void
on_hint (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  QueensPlayPage *self = user_data;
  guint row, column;

  if (!self->active || self->play == NULL)
    return;

  if (self->game == NULL)
    queens_play_session_hint (self->play);
  else if (queens_puzzle_game_hint (self->game, &row, &column))
    {
      /* A square ruled out changes no position, so nothing else saves
       * it: its cross must survive a restart too. */
      queens_play_page_save_game (self);
      queens_play_page_update_marks (self);
      if (row != G_MAXUINT)
        queens_board_view_set_focus_square (self->board_view, row, column);
    }
}
DEFINE_SESSION_ACTION (on_complete, queens_play_session_complete)

static void
on_show_attacks_change_state (GSimpleAction *action,
                              GVariant      *value,
                              gpointer       user_data)
{
  QueensPlayPage *self = user_data;

  g_simple_action_set_state (action, value);
  queens_board_view_set_show_attacks (self->board_view, g_variant_get_boolean (value));
}

static const GActionEntry play_actions[] = {
  { "toggle-queen", on_toggle_queen, "(ii)" },
  { "undo", on_undo },
  { "redo", on_redo },
  { "clear", on_clear },
  { "hint", on_hint },
  { "complete", on_complete },
  { "show-attacks", NULL, NULL, "true", on_show_attacks_change_state },
  { "new-puzzle", on_new_puzzle, "s" },
  { "puzzle-of-the-day", on_puzzle_of_the_day },
  { "play-puzzle", on_play_puzzle, "s" },
  { "paste-puzzle", on_paste_puzzle },
  { "copy-puzzle", on_copy_puzzle },
  { "free-play", on_free_play },
  { "resume-puzzle", on_resume_puzzle },
};

static void
queens_play_page_dispose (GObject *object)
{
  QueensPlayPage *self = QUEENS_PLAY_PAGE (object);

  queens_play_page_stop (self);
  g_clear_handle_id (&self->clock_id, g_source_remove);
  g_clear_object (&self->game);
  g_clear_object (&self->play);
  g_clear_object (&self->settings);
  g_clear_object (&self->job);
  g_clear_pointer (&self->set_aside, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_PLAY_PAGE);
  /* The template's root box has no name, so it is not unparented for us. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (queens_play_page_parent_class)->dispose (object);
}

static void
queens_play_page_finalize (GObject *object)
{
  QueensPlayPage *self = QUEENS_PLAY_PAGE (object);

  g_clear_object (&self->play_signals);
  g_clear_object (&self->game_signals);

  G_OBJECT_CLASS (queens_play_page_parent_class)->finalize (object);
}

static void
on_window_active_changed (GtkWindow      *window,
                          GParamSpec     *pspec,
                          QueensPlayPage *self)
{
  queens_play_page_update_pause (self);
  queens_play_page_update_clock (self);
  queens_play_page_update_status (self);
}

static void
queens_play_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (queens_play_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    g_signal_connect_object (root, "notify::is-active", G_CALLBACK (on_window_active_changed),
                             widget, G_CONNECT_DEFAULT);
  queens_play_page_update_pause (QUEENS_PLAY_PAGE (widget));
}

static void
queens_play_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_active_changed, widget);
  GTK_WIDGET_CLASS (queens_play_page_parent_class)->unroot (widget);
}

static void
queens_play_page_class_init (QueensPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_play_page_dispose;
  object_class->finalize = queens_play_page_finalize;
  widget_class->root = queens_play_page_root;
  widget_class->unroot = queens_play_page_unroot;

  signals[SIZE_CHANGED] =
    g_signal_new ("size-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-play-page.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
queens_play_page_init (QueensPlayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->play_signals = g_signal_group_new (QUEENS_TYPE_PLAY_SESSION);
  g_signal_group_connect (self->play_signals, "position-changed",
                          G_CALLBACK (on_play_position_changed), self);
  g_signal_group_connect (self->play_signals, "verdict-changed",
                          G_CALLBACK (on_play_verdict_changed), self);
  self->game_signals = g_signal_group_new (QUEENS_TYPE_PLAY_SESSION);
  g_signal_group_connect (self->game_signals, "position-changed",
                          G_CALLBACK (on_game_position_changed), self);
  g_signal_group_connect (self->game_signals, "verdict-changed",
                          G_CALLBACK (on_play_verdict_changed), self);
}

static void
queens_play_page_restore_game (QueensPlayPage *self)
{
  g_autofree char *state = g_settings_get_string (self->settings, "puzzle");
  g_autoptr(QueensPuzzleGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (*state == '\0')
    return;

  game = queens_puzzle_game_restore (state, &error);
  if (game == NULL)
    {
      /* Settings edited by hand, or from another version: start afresh
       * rather than fail. */
      g_message ("the saved puzzle cannot be played: %s", error->message);
      g_settings_set_string (self->settings, "puzzle", "");
      return;
    }
  queens_play_page_start_game (self, game);
}

void
queens_play_page_attach (QueensPlayPage  *self,
                         QueensBoardView *board_view,
                         QueensStatusBar *status_bar,
                         GActionMap      *action_map)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));
  g_return_if_fail (self->board_view == NULL);

  /* All three belong to the window that holds the page: unowned. */
  self->board_view = board_view;
  self->status_bar = status_bar;
  self->action_map = action_map;

  g_action_map_add_action_entries (action_map, play_actions, G_N_ELEMENTS (play_actions), self);
  queens_action_map_set_enabled (action_map, "resume-puzzle", FALSE);

  /* The puzzle the last window left unsolved. */
  self->settings = g_settings_new (APPLICATION_ID);
  queens_play_page_restore_game (self);
  queens_play_page_update_actions (self);
}

void
queens_play_page_show_search (QueensPlayPage *self,
                              guint           n,
                              QueensSolveJob *job)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  self->n = n;
  g_set_object (&self->job, job);

  /* A new N ends the puzzle of another size, with a way back. */
  if (self->active && self->game != NULL
      && queens_play_session_get_n (queens_play_page_current (self)) != n)
    queens_play_page_set_game_aside (self);

  /* A new N in play is a new, empty board, and one step for undo. */
  if (self->active && queens_play_session_get_n (self->play) != n)
    queens_play_session_reset (self->play, n);

  queens_play_page_refresh (self);
}

void
queens_play_page_set_active (QueensPlayPage *self,
                             gboolean        active)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  active = !!active;
  if (self->active == active)
    return;

  self->active = active;
  if (active && self->game != NULL)
    {
      /* A puzzle keeps its size: N follows it. */
      guint n = queens_play_session_get_n (queens_play_page_current (self));

      queens_play_page_ensure_session (self, n);
      if (n != self->n)
        g_signal_emit (self, signals[SIZE_CHANGED], 0, n);
    }
  else if (active)
    {
      queens_play_page_ensure_session (self, self->n);
      if (queens_play_session_get_n (self->play) != self->n)
        queens_play_session_reset (self->play, self->n);
    }

  queens_board_view_set_play_session (self->board_view, active ? queens_play_page_current (self) : NULL);
  queens_play_page_update_clock (self);
  queens_play_page_refresh (self);
}

gboolean
queens_play_page_get_active (QueensPlayPage *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_PAGE (self), FALSE);

  return self->active;
}

void
queens_play_page_load (QueensPlayPage *self,
                       QueensBoard    *board)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));
  g_return_if_fail (board != NULL);

  /* A board brought to play is free play, whatever was on; a puzzle can
   * be taken up again. */
  queens_play_page_ensure_session (self, queens_board_get_n (board));
  queens_play_page_set_game_aside (self);
  queens_play_session_load (self->play, board);
}

void
queens_play_page_tell (QueensPlayPage *self,
                       const char     *message)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  if (queens_play_page_current (self) != NULL)
    queens_play_session_set_message (queens_play_page_current (self), message);
}

void
queens_play_page_stop (QueensPlayPage *self)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  if (self->game != NULL)
    {
      /* The time played since the last move counts too. */
      queens_play_page_save_game (self);
      g_signal_group_set_target (self->game_signals, NULL);
      queens_play_session_stop (queens_puzzle_game_get_session (self->game));
    }
  g_clear_handle_id (&self->clock_id, g_source_remove);
  if (self->play == NULL)
    return;

  g_signal_group_set_target (self->play_signals, NULL);
  queens_play_session_stop (self->play);
}

QueensPlaySession *
queens_play_page_get_session (QueensPlayPage *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_PAGE (self), NULL);

  return queens_play_page_current (self);
}

void
queens_play_page_give_up (QueensPlayPage *self)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  if (self->game == NULL)
    return;
  queens_puzzle_game_give_up (self->game);
  queens_play_page_save_game (self);
  queens_play_page_update_clock (self);
  queens_play_page_refresh (self);
}
