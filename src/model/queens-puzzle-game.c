/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle-game.c: a puzzle, its play session and its hints */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-puzzle-game.h"

struct _QueensPuzzleGame
{
  GObject            parent_instance;

  QueensPuzzle      *puzzle;
  QueensPlaySession *session;
  /* What the hints worked out so far: the squares they ruled out stay
   * ruled out (they are off the one answer), whatever the player does. */
  QueensPuzzleLogic  hints;
  /* The step the last hint was about and how much of it was told:
   * HINT_REASON, then HINT_SQUARE, then it is carried out. */
  QueensPuzzleStep   told_step;
  guint              told;
  /* The player asked to see the answer: no solve of theirs any more. */
  gboolean           given_up;
};

enum
{
  HINT_NOTHING,  /* no step told yet */
  HINT_REASON,   /* the line the step is about */
  HINT_SQUARE,   /* the square too */
};

/* The words of the sixth field of the saved state. */
#define GIVEN_UP "given-up"
#define HELPED   "helped"

G_DEFINE_FINAL_TYPE (QueensPuzzleGame, queens_puzzle_game, G_TYPE_OBJECT)

static void
queens_puzzle_game_finalize (GObject *object)
{
  QueensPuzzleGame *self = QUEENS_PUZZLE_GAME (object);

  if (self->session != NULL)
    queens_play_session_stop (self->session);
  g_clear_object (&self->session);
  g_clear_object (&self->puzzle);

  G_OBJECT_CLASS (queens_puzzle_game_parent_class)->finalize (object);
}

static void
queens_puzzle_game_class_init (QueensPuzzleGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = queens_puzzle_game_finalize;
}

static void
queens_puzzle_game_init (QueensPuzzleGame *self)
{
}

static QueensPuzzleGame *
queens_puzzle_game_new_at (QueensPuzzle *puzzle,
                           QueensBoard  *position)
{
  QueensPuzzleGame *self = g_object_new (QUEENS_TYPE_PUZZLE_GAME, NULL);
  QueensBoard *givens = queens_puzzle_get_givens (puzzle);
  guint32 columns[QUEENS_PUZZLE_MAX_N];

  self->puzzle = g_object_ref (puzzle);
  self->session = queens_play_session_new_from_board (position);
  queens_play_session_set_fixed (self->session, givens);
  queens_board_get_columns (givens, columns);
  queens_puzzle_logic_init (&self->hints, queens_puzzle_get_n (puzzle), columns);
  return self;
}

QueensPuzzleGame *
queens_puzzle_game_new (QueensPuzzle *puzzle)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE (puzzle), NULL);

  return queens_puzzle_game_new_at (puzzle, queens_puzzle_get_givens (puzzle));
}

/* The crosses of a saved game: "ROW,COLUMN" pairs, 1-based, separated
 * by spaces, in reading order.  A cross on the answer would make the
 * hints contradict themselves, so it is refused. */
static gboolean
queens_puzzle_game_read_ruled_out (QueensPuzzleGame  *self,
                                   const char        *text,
                                   GError           **error)
{
  g_auto(GStrv) pairs = g_strsplit (text, " ", -1);
  guint n = queens_puzzle_get_n (self->puzzle);
  guint i;

  for (i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) numbers = NULL;
      guint64 row, column;

      if (*pairs[i] == '\0')
        continue;
      numbers = g_strsplit (pairs[i], ",", 3);
      if (g_strv_length (numbers) != 2
          || !g_ascii_string_to_unsigned (numbers[0], 10, 1, n, &row, NULL)
          || !g_ascii_string_to_unsigned (numbers[1], 10, 1, n, &column, NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s is what was read instead of
                        * "ROW,COLUMN", %u the board's size: "“5,x” is no square
                        * ruled out: a row and a column from 1 to 8, ...".
                        * Reorder with %1$s, %2$u if needed. */
                       _("“%s” is no square ruled out: a row and a column from 1 to %u, separated by a comma"),
                       pairs[i], n);
          return FALSE;
        }
      if (queens_puzzle_get_answer (self->puzzle, (guint) row - 1) == (guint32) column - 1)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s is a square as saved, "5,2" (row, column) */
                       _("The square %s is ruled out, but the puzzle's answer has a queen there"),
                       pairs[i]);
          return FALSE;
        }
      self->hints.ruled_out[row - 1] |= 1u << (column - 1);
    }
  return TRUE;
}

/* The sixth field: "given-up", "helped" or both, separated by a space. */
static gboolean
read_flags (const char *text,
            gboolean   *out_given_up,
            gboolean   *out_helped)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint i;

  for (i = 0; words[i] != NULL; i++)
    if (g_str_equal (words[i], GIVEN_UP))
      *out_given_up = TRUE;
    else if (g_str_equal (words[i], HELPED))
      *out_helped = TRUE;
    else
      return FALSE;
  return i > 0;
}

QueensPuzzleGame *
queens_puzzle_game_restore (const char  *state,
                            GError     **error)
{
  g_auto(GStrv) parts = NULL;
  g_autoptr(QueensBoard) givens = NULL;
  g_autoptr(QueensBoard) position = NULL;
  g_autoptr(QueensPuzzle) puzzle = NULL;
  g_autoptr(QueensPuzzleGame) game = NULL;
  guint64 seconds, moves;
  guint n, row, n_parts;
  gboolean given_up = FALSE, helped = FALSE;

  g_return_val_if_fail (state != NULL, NULL);

  /* Four fields before the crosses were saved, five since, and a sixth
   * for a puzzle given up. */
  parts = g_strsplit (state, ";", 7);
  n_parts = g_strv_length (parts);
  if (n_parts < 4 || n_parts > 6
      || (n_parts == 6 && !read_flags (parts[5], &given_up, &helped))
      || !g_ascii_string_to_unsigned (parts[2], 10, 0, G_MAXINT64 / G_USEC_PER_SEC, &seconds, NULL)
      || !g_ascii_string_to_unsigned (parts[3], 10, 0, G_MAXUINT64, &moves, NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("A saved puzzle is two boards, the seconds played, the moves made and the squares ruled out, separated by semicolons"));
      return NULL;
    }

  givens = queens_board_new_from_text (parts[0], 0, error);
  if (givens == NULL)
    return NULL;
  n = queens_board_get_n (givens);
  position = queens_board_new_from_text (parts[1], n, error);
  if (position == NULL)
    return NULL;
  puzzle = queens_puzzle_new_from_board (givens, error);
  if (puzzle == NULL)
    return NULL;

  /* The position must still hold every given queen. */
  for (row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (queens_board_has_queen (givens, row, column) && !queens_board_has_queen (position, row, column))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("The saved position has lost a queen the puzzle gives"));
          return NULL;
        }

  game = queens_puzzle_game_new_at (puzzle, position);
  if (n_parts >= 5 && !queens_puzzle_game_read_ruled_out (game, parts[4], error))
    return NULL;
  game->given_up = given_up;
  queens_play_session_resume_count (game->session, (gint64) seconds * G_USEC_PER_SEC, moves);
  if (helped)
    queens_play_session_mark_helped (game->session);
  return g_steal_pointer (&game);
}

char *
queens_puzzle_game_save (QueensPuzzleGame *self)
{
  g_autofree char *givens = NULL;
  g_autofree char *position = NULL;
  g_autoptr(GArray) ruled_out = NULL;
  g_autoptr(GString) crosses = g_string_new (NULL);
  g_autoptr(GString) flags = g_string_new (NULL);
  guint i;

  g_return_val_if_fail (QUEENS_IS_PUZZLE_GAME (self), NULL);

  givens = queens_board_to_text (queens_puzzle_get_givens (self->puzzle), NULL);
  position = queens_board_to_text (queens_play_session_get_board (self->session), NULL);
  ruled_out = queens_puzzle_game_list_ruled_out (self);
  for (i = 0; i < ruled_out->len; i++)
    {
      QueensSquare *square = &g_array_index (ruled_out, QueensSquare, i);

      g_string_append_printf (crosses, "%s%u,%u", i > 0 ? " " : "", square->row + 1, square->column + 1);
    }
  /* A row with several queens has no text form: keep the givens then. */
  if (self->given_up)
    g_string_append (flags, " " GIVEN_UP);
  if (queens_play_session_get_helped (self->session))
    g_string_append (flags, " " HELPED);
  if (flags->len > 0)
    flags->str[0] = ';';
  return g_strdup_printf ("%s;%s;%" G_GINT64_FORMAT ";%" G_GUINT64_FORMAT ";%s%s", givens,
                          position != NULL ? position : givens,
                          queens_play_session_get_elapsed (self->session) / G_USEC_PER_SEC,
                          queens_play_session_get_n_moves (self->session),
                          crosses->str, flags->str);
}

QueensPuzzle *
queens_puzzle_game_get_puzzle (QueensPuzzleGame *self)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE_GAME (self), NULL);
  return self->puzzle;
}

QueensPlaySession *
queens_puzzle_game_get_session (QueensPuzzleGame *self)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE_GAME (self), NULL);
  return self->session;
}

/* The first queen of the player's (in reading order) that the answer
 * does not have. */
static gboolean
find_wrong_queen (QueensPuzzleGame *self,
                  QueensSquare     *out_square)
{
  g_autoptr(GArray) queens = queens_board_list_queens (queens_play_session_get_board (self->session));
  guint i;

  for (i = 0; i < queens->len; i++)
    {
      QueensSquare *square = &g_array_index (queens, QueensSquare, i);

      if (queens_puzzle_get_answer (self->puzzle, square->row) != square->column)
        {
          *out_square = *square;
          return TRUE;
        }
    }
  return FALSE;
}

static char *
describe_step (const QueensPuzzleStep *step,
               guint                   n)
{
  g_autofree char *square = queens_square_name (QUEENS_COORDINATES_NUMERIC, n, step->row, step->column);

  switch (step->kind)
    {
    case QUEENS_PUZZLE_STEP_ROW_SINGLE:
      /* Translators: %u is a row number, %s a square ("row 5, column 2"):
       * "Row 5 has one free square left: the queen goes on row 5, column
       * 2."  Reorder with %1$u, %2$s if needed. */
      return g_strdup_printf (_("Row %u has one free square left: the queen goes on %s."),
                              step->line + 1, square);
    case QUEENS_PUZZLE_STEP_COLUMN_SINGLE:
      /* Translators: %u is a column number, %s a square: "Column 2 has
       * one free square left: the queen goes on row 5, column 2."
       * Reorder with %1$u, %2$s if needed. */
      return g_strdup_printf (_("Column %u has one free square left: the queen goes on %s."),
                              step->line + 1, square);
    case QUEENS_PUZZLE_STEP_EMPTIES_ROW:
      /* Translators: %s is a square, %u a row number: "No queen can stand
       * on row 3, column 4: it would leave row 6 without a free square."
       * Reorder with %1$s, %2$u if needed. */
      return g_strdup_printf (_("No queen can stand on %s: it would leave row %u without a free square."),
                              square, step->line + 1);
    case QUEENS_PUZZLE_STEP_EMPTIES_COLUMN:
      /* Translators: %s is a square, %u a column number: "No queen can
       * stand on row 3, column 4: it would leave column 6 without a free
       * square."  Reorder with %1$s, %2$u if needed. */
      return g_strdup_printf (_("No queen can stand on %s: it would leave column %u without a free square."),
                              square, step->line + 1);
    case QUEENS_PUZZLE_STEP_DEAD_END:
    default:
      /* Translators: %s is a square, "row 3, column 4" */
      return g_strdup_printf (_("No queen can stand on %s: trying one there leads to a dead end."),
                              square);
    }
}

/* The first word of a step: the line it is about, no square yet. */
static char *
describe_reason (const QueensPuzzleStep *step)
{
  switch (step->kind)
    {
    case QUEENS_PUZZLE_STEP_ROW_SINGLE:
      /* Translators: %u is a row number: "Row 5 has one free square left." */
      return g_strdup_printf (_("Row %u has one free square left."), step->line + 1);
    case QUEENS_PUZZLE_STEP_COLUMN_SINGLE:
      /* Translators: %u is a column number: "Column 2 has one free square left." */
      return g_strdup_printf (_("Column %u has one free square left."), step->line + 1);
    case QUEENS_PUZZLE_STEP_EMPTIES_ROW:
      /* Translators: the row of the squares, then the row left empty: "A queen on
       * one of the free squares of row 3 would leave row 6 without a free
       * square."  Reorder with %1$u, %2$u if needed. */
      return g_strdup_printf (_("A queen on one of the free squares of row %u would leave row %u without a free square."),
                              step->row + 1, step->line + 1);
    case QUEENS_PUZZLE_STEP_EMPTIES_COLUMN:
      /* Translators: the row of the squares, then the column left empty: "A queen on
       * one of the free squares of row 3 would leave column 6 without a free
       * square."  Reorder with %1$u, %2$u if needed. */
      return g_strdup_printf (_("A queen on one of the free squares of row %u would leave column %u without a free square."),
                              step->row + 1, step->line + 1);
    case QUEENS_PUZZLE_STEP_DEAD_END:
    default:
      /* Translators: %u is a row number: "Trying a queen on one of the free
       * squares of row 3 leads to a dead end." */
      return g_strdup_printf (_("Trying a queen on one of the free squares of row %u leads to a dead end."),
                              step->row + 1);
    }
}

static gboolean
step_equal (const QueensPuzzleStep *a,
            const QueensPuzzleStep *b)
{
  return a->kind == b->kind && a->row == b->row && a->column == b->column && a->line == b->line;
}

gboolean
queens_puzzle_game_hint (QueensPuzzleGame *self,
                         guint            *out_row,
                         guint            *out_column)
{
  QueensBoard *board;
  QueensPuzzleLogic next;
  QueensPuzzleStep step;
  QueensSquare wrong;
  g_autofree char *reason = NULL;
  guint n, row = G_MAXUINT, column = G_MAXUINT;

  g_return_val_if_fail (QUEENS_IS_PUZZLE_GAME (self), FALSE);

  board = queens_play_session_get_board (self->session);
  n = queens_board_get_n (board);
  if (queens_board_is_solution (board))
    return FALSE;

  if (find_wrong_queen (self, &wrong))
    {
      g_autofree char *square = queens_square_name (QUEENS_COORDINATES_NUMERIC, n, wrong.row, wrong.column);

      /* Translators: %s is a square: "The queen on row 3, column 4 is not
       * part of the answer: take it back." */
      reason = g_strdup_printf (_("The queen on %s is not part of the answer: take it back."), square);
      row = wrong.row;
      column = wrong.column;
      self->told = HINT_NOTHING;
    }
  else
    {
      /* Every queen on the board is the answer's: go on from them, with
       * what the player has done since the last hint. */
      next = self->hints;
      queens_board_get_columns (board, next.columns);
      if (queens_puzzle_logic_step (&next, QUEENS_PUZZLE_HARD, &step) != QUEENS_PUZZLE_LOGIC_STEPPED)
        return FALSE;

      /* The same step again: say a little more of it. */
      if (self->told == HINT_NOTHING || !step_equal (&step, &self->told_step))
        self->told = HINT_REASON;
      else
        self->told++;
      self->told_step = step;

      if (self->told == HINT_REASON)
        reason = describe_reason (&step);
      else
        {
          g_autofree char *square = queens_square_name (QUEENS_COORDINATES_NUMERIC, n, step.row, step.column);

          row = step.row;
          column = step.column;
          if (self->told == HINT_SQUARE)
            /* Translators: %s is a square: "Look at row 5, column 2." */
            reason = g_strdup_printf (_("Look at %s."), square);
          else
            {
              /* The answer for the square: carried out, told no more. */
              reason = describe_step (&step, n);
              self->hints = next;
              queens_play_session_mark_helped (self->session);
              self->told = HINT_NOTHING;
              if (queens_puzzle_step_kind_get_difficulty (step.kind) == QUEENS_PUZZLE_EASY)
                queens_play_session_toggle (self->session, step.row, step.column);
            }
        }
    }

  queens_play_session_set_message (self->session, reason);
  if (out_row != NULL)
    *out_row = row;
  if (out_column != NULL)
    *out_column = column;
  return TRUE;
}

void
queens_puzzle_game_give_up (QueensPuzzleGame *self)
{
  g_return_if_fail (QUEENS_IS_PUZZLE_GAME (self));
  self->given_up = TRUE;
}

gboolean
queens_puzzle_game_get_given_up (QueensPuzzleGame *self)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE_GAME (self), FALSE);
  return self->given_up;
}

GArray *
queens_puzzle_game_list_ruled_out (QueensPuzzleGame *self)
{
  GArray *squares;
  guint row;

  g_return_val_if_fail (QUEENS_IS_PUZZLE_GAME (self), NULL);

  squares = g_array_new (FALSE, FALSE, sizeof (QueensSquare));
  for (row = 0; row < self->hints.n; row++)
    for (guint32 bits = self->hints.ruled_out[row]; bits != 0; bits &= bits - 1)
      {
        QueensSquare square = { row, (guint32) __builtin_ctz (bits) };

        g_array_append_val (squares, square);
      }
  return squares;
}

char *
queens_puzzle_game_describe (QueensPuzzleGame *self)
{
  gint64 seconds;

  g_return_val_if_fail (QUEENS_IS_PUZZLE_GAME (self), NULL);

  seconds = queens_play_session_get_elapsed (self->session) / G_USEC_PER_SEC;
  switch (queens_puzzle_get_difficulty (self->puzzle))
    {
    case QUEENS_PUZZLE_EASY:
      /* Translators: the time played, minutes and seconds: "Easy puzzle ·
       * 2:05".  Reorder with %1$u, %2$02u if needed. */
      return g_strdup_printf (_("Easy puzzle · %u:%02u"), (guint) (seconds / 60), (guint) (seconds % 60));
    case QUEENS_PUZZLE_MEDIUM:
      /* Translators: the time played, minutes and seconds: "Medium puzzle
       * · 2:05".  Reorder with %1$u, %2$02u if needed. */
      return g_strdup_printf (_("Medium puzzle · %u:%02u"), (guint) (seconds / 60), (guint) (seconds % 60));
    case QUEENS_PUZZLE_HARD:
    default:
      /* Translators: the time played, minutes and seconds: "Hard puzzle ·
       * 2:05".  Reorder with %1$u, %2$02u if needed. */
      return g_strdup_printf (_("Hard puzzle · %u:%02u"), (guint) (seconds / 60), (guint) (seconds % 60));
    }
}
