/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle.h: a completion puzzle with exactly one answer
 *
 * A puzzle is a board of N rows (QUEENS_PUZZLE_MIN_N to
 * QUEENS_PUZZLE_MAX_N) with some queens given, none attacking another,
 * that exactly one solution keeps.  Its difficulty is the hardest step
 * queens-puzzle-logic needs to solve it.  Generated puzzles depend on N,
 * the seed and the difficulty alone, the same on every machine; hard ones
 * are minimal: without any one of their given queens they would have
 * more than one answer.  Immutable once made.
 */
#pragma once

#include <glib-object.h>

#include "queens-board.h"
#include "queens-puzzle-logic.h"

G_BEGIN_DECLS

#define QUEENS_PUZZLE_ERROR (queens_puzzle_error_quark ())

typedef enum
{
  QUEENS_PUZZLE_ERROR_SIZE,            /* N outside 6..32 */
  QUEENS_PUZZLE_ERROR_NOT_ONE_PER_ROW, /* a row with several queens */
  QUEENS_PUZZLE_ERROR_ATTACK,          /* two given queens attack each other */
  QUEENS_PUZZLE_ERROR_NO_ANSWER,       /* no solution keeps the given queens */
  QUEENS_PUZZLE_ERROR_SEVERAL_ANSWERS  /* more than one does */
} QueensPuzzleError;

#define QUEENS_TYPE_PUZZLE (queens_puzzle_get_type ())
G_DECLARE_FINAL_TYPE (QueensPuzzle, queens_puzzle, QUEENS, PUZZLE, GObject)

GQuark                 queens_puzzle_error_quark      (void);

/* QUEENS_PUZZLE_MIN_N <= n <= QUEENS_PUZZLE_MAX_N. */
QueensPuzzle          *queens_puzzle_generate         (guint                   n,
                                                       guint64                 seed,
                                                       QueensPuzzleDifficulty  difficulty);
/* The puzzle of the day: its size, difficulty and queens follow from the
 * date alone, so everyone playing on that date gets the same one. */
QueensPuzzle          *queens_puzzle_new_daily        (const GDate            *date);
/* A puzzle from a board's queens (a pasted one): an error names what is
 * wrong when the board is no puzzle. */
QueensPuzzle          *queens_puzzle_new_from_board   (QueensBoard            *givens,
                                                       GError                **error);

guint                  queens_puzzle_get_n            (QueensPuzzle           *self);
QueensPuzzleDifficulty queens_puzzle_get_difficulty   (QueensPuzzle           *self);
/* The given queens; owned by the puzzle, never change it. */
QueensBoard           *queens_puzzle_get_givens       (QueensPuzzle           *self);
gboolean               queens_puzzle_is_given         (QueensPuzzle           *self,
                                                       guint                   row,
                                                       guint                   column);
/* The answer's 0-based column in @row. */
guint                  queens_puzzle_get_answer       (QueensPuzzle           *self,
                                                       guint                   row);

/* "easy", "medium", "hard": the names the command line, the actions and
 * the settings use.  from_string returns FALSE for any other name. */
const char            *queens_puzzle_difficulty_to_string   (QueensPuzzleDifficulty  difficulty);
gboolean               queens_puzzle_difficulty_from_string (const char             *name,
                                                             QueensPuzzleDifficulty *out_difficulty);

G_END_DECLS
