/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle-game.h: a puzzle being played
 *
 * Joins a puzzle to a play session that starts at its given queens and
 * keeps them fixed, and gives hints as the steps of the puzzle's logic,
 * each with its reason in the session's message.  The squares the hints
 * ruled out are remembered and the queens the player placed count, so
 * each hint is about a step not yet taken.  The
 * game's state (the puzzle, the position and the squares ruled out) is
 * one line of text, for the settings, with the time played and the moves
 * made: closing the window loses nothing.
 */
#pragma once

#include <glib-object.h>

#include "queens-play-session.h"
#include "queens-puzzle.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_PUZZLE_GAME (queens_puzzle_game_get_type ())
G_DECLARE_FINAL_TYPE (QueensPuzzleGame, queens_puzzle_game, QUEENS, PUZZLE_GAME, GObject)

/* Starts at the puzzle's given queens, nothing to undo. */
QueensPuzzleGame  *queens_puzzle_game_new            (QueensPuzzle      *puzzle);
/* The game queens_puzzle_game_save() wrote; NULL with an error when the
 * text is no such game. */
QueensPuzzleGame  *queens_puzzle_game_restore        (const char        *state,
                                                      GError           **error);
/* "GIVENS;POSITION;SECONDS;MOVES;RULED_OUT": the boards in the numeric
 * text form, then the squares ruled out as "ROW,COLUMN" pairs (1-based,
 * separated by spaces; empty for none), and after them, when there is
 * any, ";given-up", ";helped" (a hint carried out) or ";given-up helped".  restore() also reads the four fields saved before the
 * squares ruled out were kept. */
char              *queens_puzzle_game_save           (QueensPuzzleGame  *self);

QueensPuzzle      *queens_puzzle_game_get_puzzle     (QueensPuzzleGame  *self);
QueensPlaySession *queens_puzzle_game_get_session    (QueensPuzzleGame  *self);

/* The next step towards the answer that the player has not carried out,
 * told a little at a time in the session's message: the first press the
 * line it is about, the next press for the same step its square (@out_row
 * and @out_column, nullable, get it; G_MAXUINT while no square is named),
 * the third the answer for the square, carried out: a queen placed (one
 * step for undo) or the square ruled out.  A queen of the player's that
 * the answer does not have is named at once.  FALSE when the puzzle is
 * solved. */
gboolean           queens_puzzle_game_hint           (QueensPuzzleGame  *self,
                                                      guint             *out_row,
                                                      guint             *out_column);
/* The player saw the answer (the ways to finish in Browse): the puzzle
 * is theirs no more, and solving it is no win.  Saved with the game. */
void               queens_puzzle_game_give_up        (QueensPuzzleGame  *self);
gboolean           queens_puzzle_game_get_given_up   (QueensPuzzleGame  *self);
/* The squares the hints ruled out so far, as QueensSquare in reading
 * order. */
GArray            *queens_puzzle_game_list_ruled_out (QueensPuzzleGame  *self);
/* "Hard puzzle · 1:05": the difficulty and the time played. */
char              *queens_puzzle_game_describe       (QueensPuzzleGame  *self);

G_END_DECLS
