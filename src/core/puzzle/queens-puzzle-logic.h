/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle-logic.h: solving a puzzle the way a person does
 *
 * A puzzle's difficulty is the hardest kind of reasoning its solution
 * needs, and a hint is the next step of that reasoning.  The solver keeps
 * the queens placed so far and the squares it has ruled out, and always
 * takes the easiest step available:
 *
 * - easy: a row, or a column, has one free square left: the queen goes
 *   there;
 * - medium: a queen on a square would leave another row or column without
 *   a free square, so the square is ruled out;
 * - hard: trying a queen on a square leads to a dead end (found by
 *   following the easy steps from it, or failing that by searching), so
 *   the square is ruled out.
 *
 * Since steps only add knowledge, the order of the steps does not change
 * whether the easy ones alone, or the easy and medium ones, finish a
 * puzzle: the grade does not depend on which step came first.
 * N <= QUEENS_PUZZLE_MAX_N; a plain value, copied freely.
 */
#pragma once

#include <glib.h>

#include "queens-puzzle-search.h"

G_BEGIN_DECLS

typedef enum
{
  QUEENS_PUZZLE_EASY,
  QUEENS_PUZZLE_MEDIUM,
  QUEENS_PUZZLE_HARD
} QueensPuzzleDifficulty;

typedef enum
{
  QUEENS_PUZZLE_STEP_ROW_SINGLE,      /* place: the row's one free square */
  QUEENS_PUZZLE_STEP_COLUMN_SINGLE,   /* place: the column's one free square */
  QUEENS_PUZZLE_STEP_EMPTIES_ROW,     /* rule out: it would leave row @line empty */
  QUEENS_PUZZLE_STEP_EMPTIES_COLUMN,  /* rule out: it would leave column @line empty */
  QUEENS_PUZZLE_STEP_DEAD_END         /* rule out: trying it leads nowhere */
} QueensPuzzleStepKind;

typedef struct
{
  QueensPuzzleStepKind kind;
  guint                row;     /* the square placed or ruled out */
  guint                column;
  guint                line;    /* the row or column left empty (EMPTIES_*) */
} QueensPuzzleStep;

typedef enum
{
  QUEENS_PUZZLE_LOGIC_STEPPED,        /* one step taken */
  QUEENS_PUZZLE_LOGIC_SOLVED,         /* every row holds a queen */
  QUEENS_PUZZLE_LOGIC_STUCK,          /* no step of the allowed kinds */
  QUEENS_PUZZLE_LOGIC_CONTRADICTION   /* a row or column has no free square */
} QueensPuzzleLogicResult;

typedef struct
{
  guint   n;
  guint32 columns[QUEENS_PUZZLE_MAX_N];    /* QUEENS_NO_QUEEN for an empty row */
  guint32 ruled_out[QUEENS_PUZZLE_MAX_N];  /* per row, one bit per column */
} QueensPuzzleLogic;

/* Starts from the queens of @columns (@n entries) and nothing ruled out. */
void                    queens_puzzle_logic_init   (QueensPuzzleLogic      *self,
                                                    guint                   n,
                                                    const guint32          *columns);
/* Takes the easiest step no harder than @hardest and describes it. */
QueensPuzzleLogicResult queens_puzzle_logic_step   (QueensPuzzleLogic      *self,
                                                    QueensPuzzleDifficulty  hardest,
                                                    QueensPuzzleStep       *out_step);
/* Steps until solved, stuck or contradicted; @out_hardest (nullable)
 * receives the hardest kind of step taken (EASY when none). */
QueensPuzzleLogicResult queens_puzzle_logic_run    (QueensPuzzleLogic      *self,
                                                    QueensPuzzleDifficulty  hardest,
                                                    QueensPuzzleDifficulty *out_hardest);
/* TRUE when (row, column) is neither attacked nor ruled out. */
gboolean                queens_puzzle_logic_is_free (QueensPuzzleLogic     *self,
                                                     guint                  row,
                                                     guint                  column);

QueensPuzzleDifficulty  queens_puzzle_step_kind_get_difficulty (QueensPuzzleStepKind kind);

G_END_DECLS
