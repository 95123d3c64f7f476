/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle-logic.c: the steps a person takes, easiest first */
#include "config.h"

#include <string.h>

#include "queens-puzzle-logic.h"

/* What the position allows, worked out afresh for each step: N is at most
 * 32, so this is a few hundred word operations. */
typedef struct
{
  guint32 free[QUEENS_PUZZLE_MAX_N];          /* per open row: its free squares */
  guint   column_count[QUEENS_PUZZLE_MAX_N];  /* per open column: free squares in it */
  guint32 open_rows;
  guint32 open_columns;
  gboolean queens_attack;                     /* two placed queens share a line */
} Position;

static void
position_read (const QueensPuzzleLogic *self,
               Position                *position)
{
  guint n = self->n;
  guint32 full = n == 32 ? G_MAXUINT32 : (1u << n) - 1;
  guint32 columns = 0;
  guint64 diagonals = 0, antidiagonals = 0;
  guint row;

  memset (position, 0, sizeof *position);

  for (row = 0; row < n; row++)
    {
      guint32 column = self->columns[row];
      guint64 diagonal, antidiagonal;

      if (column == QUEENS_NO_QUEEN)
        {
          position->open_rows |= 1u << row;
          continue;
        }
      diagonal = G_GUINT64_CONSTANT (1) << (row + column);
      antidiagonal = G_GUINT64_CONSTANT (1) << (column + n - 1 - row);
      if ((columns & (1u << column)) || (diagonals & diagonal) || (antidiagonals & antidiagonal))
        position->queens_attack = TRUE;
      columns |= 1u << column;
      diagonals |= diagonal;
      antidiagonals |= antidiagonal;
    }

  position->open_columns = full & ~columns;

  for (row = 0; row < n; row++)
    {
      guint32 free, bits;

      if (!(position->open_rows & (1u << row)))
        continue;
      free = full & ~columns & ~(guint32) (diagonals >> row)
             & ~(guint32) (antidiagonals >> (n - 1 - row)) & ~self->ruled_out[row];
      position->free[row] = free;
      for (bits = free; bits != 0; bits &= bits - 1)
        position->column_count[__builtin_ctz (bits)]++;
    }
}

static gboolean
position_is_contradicted (const Position *position)
{
  guint32 bits;

  if (position->queens_attack)
    return TRUE;
  for (bits = position->open_rows; bits != 0; bits &= bits - 1)
    if (position->free[__builtin_ctz (bits)] == 0)
      return TRUE;
  for (bits = position->open_columns; bits != 0; bits &= bits - 1)
    if (position->column_count[__builtin_ctz (bits)] == 0)
      return TRUE;
  return FALSE;
}

static gboolean
position_has_square (const Position *position,
                     int             row,
                     int             column,
                     guint           n)
{
  if (row < 0 || row >= (int) n || column < 0 || column >= (int) n)
    return FALSE;
  return (position->open_rows & (1u << row)) && (position->free[row] & (1u << column));
}

/* Would a queen on (row, column) leave another open row or column with no
 * free square?  Each line is checked in O(1): a queen takes at most three
 * squares from another row (straight down and both diagonals) and three
 * from another column (its own row and both diagonals). */
static gboolean
position_find_emptied_line (const Position    *position,
                            guint              n,
                            guint              row,
                            guint              column,
                            QueensPuzzleStep  *out_step)
{
  guint32 bits;

  for (bits = position->open_rows & ~(1u << row); bits != 0; bits &= bits - 1)
    {
      guint other = (guint) __builtin_ctz (bits);
      guint distance = other > row ? other - row : row - other;
      guint32 taken = 1u << column;

      if (column + distance < n)
        taken |= 1u << (column + distance);
      if (column >= distance)
        taken |= 1u << (column - distance);
      if ((position->free[other] & ~taken) == 0)
        {
          out_step->kind = QUEENS_PUZZLE_STEP_EMPTIES_ROW;
          out_step->line = other;
          return TRUE;
        }
    }

  for (bits = position->open_columns & ~(1u << column); bits != 0; bits &= bits - 1)
    {
      guint other = (guint) __builtin_ctz (bits);
      int distance = (int) other - (int) column;
      guint taken = 0;

      taken += position_has_square (position, (int) row, (int) other, n);
      taken += position_has_square (position, (int) row + distance, (int) other, n);
      taken += position_has_square (position, (int) row - distance, (int) other, n);
      if (position->column_count[other] == taken)
        {
          out_step->kind = QUEENS_PUZZLE_STEP_EMPTIES_COLUMN;
          out_step->line = other;
          return TRUE;
        }
    }

  return FALSE;
}

/* Does trying a queen on (row, column) lead to a dead end?  First by the
 * easy steps from there, as a person tries a square in their head; when
 * those stop short, by searching every continuation. */
static gboolean
logic_try_square (const QueensPuzzleLogic *self,
                  guint                    row,
                  guint                    column,
                  gboolean                 search)
{
  QueensPuzzleLogic trial = *self;

  trial.columns[row] = column;
  if (!search)
    return queens_puzzle_logic_run (&trial, QUEENS_PUZZLE_EASY, NULL) == QUEENS_PUZZLE_LOGIC_CONTRADICTION;

  return queens_puzzle_search_count (trial.n, trial.columns, 1, NULL) == 0;
}

void
queens_puzzle_logic_init (QueensPuzzleLogic *self,
                          guint              n,
                          const guint32     *columns)
{
  g_return_if_fail (n >= 1 && n <= QUEENS_PUZZLE_MAX_N);

  memset (self, 0, sizeof *self);
  self->n = n;
  memcpy (self->columns, columns, n * sizeof (guint32));
}

gboolean
queens_puzzle_logic_is_free (QueensPuzzleLogic *self,
                             guint              row,
                             guint              column)
{
  Position position;

  g_return_val_if_fail (row < self->n && column < self->n, FALSE);

  position_read (self, &position);
  return position_has_square (&position, (int) row, (int) column, self->n);
}

QueensPuzzleLogicResult
queens_puzzle_logic_step (QueensPuzzleLogic      *self,
                          QueensPuzzleDifficulty  hardest,
                          QueensPuzzleStep       *out_step)
{
  Position position;
  guint32 rows, bits;
  guint pass;

  position_read (self, &position);
  if (position_is_contradicted (&position))
    return QUEENS_PUZZLE_LOGIC_CONTRADICTION;
  if (position.open_rows == 0)
    return QUEENS_PUZZLE_LOGIC_SOLVED;

  for (rows = position.open_rows; rows != 0; rows &= rows - 1)
    {
      guint row = (guint) __builtin_ctz (rows);

      if (__builtin_popcount (position.free[row]) == 1)
        {
          out_step->kind = QUEENS_PUZZLE_STEP_ROW_SINGLE;
          out_step->row = row;
          out_step->column = (guint) __builtin_ctz (position.free[row]);
          out_step->line = row;
          self->columns[row] = out_step->column;
          return QUEENS_PUZZLE_LOGIC_STEPPED;
        }
    }

  for (bits = position.open_columns; bits != 0; bits &= bits - 1)
    {
      guint column = (guint) __builtin_ctz (bits);

      if (position.column_count[column] != 1)
        continue;
      for (rows = position.open_rows; rows != 0; rows &= rows - 1)
        {
          guint row = (guint) __builtin_ctz (rows);

          if (position.free[row] & (1u << column))
            {
              out_step->kind = QUEENS_PUZZLE_STEP_COLUMN_SINGLE;
              out_step->row = row;
              out_step->column = column;
              out_step->line = column;
              self->columns[row] = column;
              return QUEENS_PUZZLE_LOGIC_STEPPED;
            }
        }
    }

  if (hardest < QUEENS_PUZZLE_MEDIUM)
    return QUEENS_PUZZLE_LOGIC_STUCK;

  for (rows = position.open_rows; rows != 0; rows &= rows - 1)
    {
      guint row = (guint) __builtin_ctz (rows);

      for (bits = position.free[row]; bits != 0; bits &= bits - 1)
        {
          guint column = (guint) __builtin_ctz (bits);

          if (position_find_emptied_line (&position, self->n, row, column, out_step))
            {
              out_step->row = row;
              out_step->column = column;
              self->ruled_out[row] |= 1u << column;
              return QUEENS_PUZZLE_LOGIC_STEPPED;
            }
        }
    }

  if (hardest < QUEENS_PUZZLE_HARD)
    return QUEENS_PUZZLE_LOGIC_STUCK;

  /* The cheap trial on every square before the search on any. */
  for (pass = 0; pass < 2; pass++)
    for (rows = position.open_rows; rows != 0; rows &= rows - 1)
      {
        guint row = (guint) __builtin_ctz (rows);

        for (bits = position.free[row]; bits != 0; bits &= bits - 1)
          {
            guint column = (guint) __builtin_ctz (bits);

            if (logic_try_square (self, row, column, pass == 1))
              {
                out_step->kind = QUEENS_PUZZLE_STEP_DEAD_END;
                out_step->row = row;
                out_step->column = column;
                out_step->line = row;
                self->ruled_out[row] |= 1u << column;
                return QUEENS_PUZZLE_LOGIC_STEPPED;
              }
          }
      }

  /* Every square leads somewhere: the position has several answers. */
  return QUEENS_PUZZLE_LOGIC_STUCK;
}

QueensPuzzleLogicResult
queens_puzzle_logic_run (QueensPuzzleLogic      *self,
                         QueensPuzzleDifficulty  hardest,
                         QueensPuzzleDifficulty *out_hardest)
{
  QueensPuzzleDifficulty used = QUEENS_PUZZLE_EASY;
  QueensPuzzleLogicResult result;
  QueensPuzzleStep step;

  while ((result = queens_puzzle_logic_step (self, hardest, &step)) == QUEENS_PUZZLE_LOGIC_STEPPED)
    used = MAX (used, queens_puzzle_step_kind_get_difficulty (step.kind));

  if (out_hardest != NULL)
    *out_hardest = used;
  return result;
}

QueensPuzzleDifficulty
queens_puzzle_step_kind_get_difficulty (QueensPuzzleStepKind kind)
{
  switch (kind)
    {
    case QUEENS_PUZZLE_STEP_ROW_SINGLE:
    case QUEENS_PUZZLE_STEP_COLUMN_SINGLE:
      return QUEENS_PUZZLE_EASY;
    case QUEENS_PUZZLE_STEP_EMPTIES_ROW:
    case QUEENS_PUZZLE_STEP_EMPTIES_COLUMN:
      return QUEENS_PUZZLE_MEDIUM;
    case QUEENS_PUZZLE_STEP_DEAD_END:
    default:
      return QUEENS_PUZZLE_HARD;
    }
}
