/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-backtrack-stepper.c: the backtracking search, one step at a time
 *
 * The state after any step is determined by the queens on the board and
 * the cursor (last column tried in row depth, -1 for none):
 *
 *  - cursor == -1 and depth > 0: the last step placed the queen of row
 *    depth - 1.  Its row had been scanned from the previous queen of that
 *    row, which is the rightmost free square left of it (-1 if none),
 *    because every square between two placements was refused.
 *  - cursor >= 0: the last step removed the queen of row depth from
 *    column cursor, once row depth + 1 had no free square right of its
 *    own cursor; that cursor was therefore the rightmost free square of
 *    row depth + 1 (or -1 when it had none: a dead end).
 *
 * So each step can be undone from the state alone, and the counters are
 * undone with it.  The square and the line of code of the last step are
 * kept beside the state, for showing it, and are no part of it.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-backtrack-stepper.h"
#include "queens-textbook-stepper.h"

/* The lines of backtracking's pseudocode (queens_textbook_code_get_lines)
 * a step runs. */
enum
{
  CODE_LINE_REPORT = 2,
  CODE_LINE_PLACE = 6,
  CODE_LINE_TAKE_BACK = 7,
};

struct _QueensBacktrackStepper
{
  GObject                  parent_instance;

  guint                    n;
  guint                    depth;
  int                      cursor;
  /* Occupied columns, diagonals (row - column + n - 1) and
   * antidiagonals (row + column). */
  guint64                  column_mask;
  guint64                  diagonal_mask;
  guint64                  antidiagonal_mask;
  QueensBacktrackCounters  counters;
  guint32                 *columns;
  guint64                 *row_tried;
  guint64                 *row_survived;

  /* The last step, for showing it. */
  gboolean                 has_touched;
  QueensSquare             touched;
  int                      code_line;
};

static void queens_backtrack_stepper_stepper_init (QueensStepperInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QueensBacktrackStepper, queens_backtrack_stepper, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (QUEENS_TYPE_STEPPER, queens_backtrack_stepper_stepper_init))

static void
queens_backtrack_stepper_finalize (GObject *object)
{
  QueensBacktrackStepper *self = QUEENS_BACKTRACK_STEPPER (object);

  g_free (self->columns);
  g_free (self->row_tried);
  g_free (self->row_survived);

  G_OBJECT_CLASS (queens_backtrack_stepper_parent_class)->finalize (object);
}

static void
queens_backtrack_stepper_class_init (QueensBacktrackStepperClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = queens_backtrack_stepper_finalize;
}

static void
queens_backtrack_stepper_init (QueensBacktrackStepper *self)
{
}

QueensBacktrackStepper *
queens_backtrack_stepper_new (guint n)
{
  QueensBacktrackStepper *self;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_BACKTRACK_STEPPER_MAX_N, NULL);

  self = g_object_new (QUEENS_TYPE_BACKTRACK_STEPPER, NULL);
  self->n = n;
  self->columns = g_new (guint32, n);
  self->row_tried = g_new (guint64, n);
  self->row_survived = g_new (guint64, n);
  queens_backtrack_stepper_reset (self);

  return self;
}

/* @to takes the whole of @from's state, last step included (same N). */
static void
copy_state (QueensBacktrackStepper       *to,
            const QueensBacktrackStepper *from)
{
  to->depth = from->depth;
  to->cursor = from->cursor;
  to->column_mask = from->column_mask;
  to->diagonal_mask = from->diagonal_mask;
  to->antidiagonal_mask = from->antidiagonal_mask;
  to->counters = from->counters;
  memcpy (to->columns, from->columns, from->n * sizeof (guint32));
  memcpy (to->row_tried, from->row_tried, from->n * sizeof (guint64));
  memcpy (to->row_survived, from->row_survived, from->n * sizeof (guint64));
  to->has_touched = from->has_touched;
  to->touched = from->touched;
  to->code_line = from->code_line;
}

QueensBacktrackStepper *
queens_backtrack_stepper_copy (const QueensBacktrackStepper *self)
{
  QueensBacktrackStepper *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = queens_backtrack_stepper_new (self->n);
  copy_state (copy, self);

  return copy;
}

gboolean
queens_backtrack_stepper_equal (const QueensBacktrackStepper *self,
                                const QueensBacktrackStepper *other)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (other != NULL, FALSE);

  return self->n == other->n
         && self->depth == other->depth
         && self->cursor == other->cursor
         && self->column_mask == other->column_mask
         && self->diagonal_mask == other->diagonal_mask
         && self->antidiagonal_mask == other->antidiagonal_mask
         && memcmp (&self->counters, &other->counters, sizeof self->counters) == 0
         && memcmp (self->columns, other->columns, self->n * sizeof (guint32)) == 0
         && memcmp (self->row_tried, other->row_tried, self->n * sizeof (guint64)) == 0
         && memcmp (self->row_survived, other->row_survived, self->n * sizeof (guint64)) == 0;
}

void
queens_backtrack_stepper_reset (QueensBacktrackStepper *self)
{
  g_return_if_fail (self != NULL);

  self->depth = 0;
  self->cursor = -1;
  self->column_mask = 0;
  self->diagonal_mask = 0;
  self->antidiagonal_mask = 0;
  memset (&self->counters, 0, sizeof self->counters);
  for (guint row = 0; row < self->n; row++)
    {
      self->columns[row] = QUEENS_NO_QUEEN;
      self->row_tried[row] = 0;
      self->row_survived[row] = 0;
    }
  self->has_touched = FALSE;
  self->code_line = -1;
}

/* Bit c set when (row, c) is attacked by none of the queens on the board
 * (only ever asked for row == depth, below every queen). */
static guint64
free_columns (const QueensBacktrackStepper *self,
              guint                         row)
{
  guint64 free_mask = 0;

  for (guint column = 0; column < self->n; column++)
    {
      guint64 diagonal_bit = G_GUINT64_CONSTANT (1) << (row + self->n - 1 - column);
      guint64 antidiagonal_bit = G_GUINT64_CONSTANT (1) << (row + column);

      if ((self->column_mask & (G_GUINT64_CONSTANT (1) << column)) == 0
          && (self->diagonal_mask & diagonal_bit) == 0
          && (self->antidiagonal_mask & antidiagonal_bit) == 0)
        free_mask |= G_GUINT64_CONSTANT (1) << column;
    }

  return free_mask;
}

/* The rightmost free column of row depth strictly left of @limit, or -1. */
static int
rightmost_free_before (const QueensBacktrackStepper *self,
                       int                           limit)
{
  guint64 free_mask;

  if (self->depth >= self->n || limit <= 0)
    return -1;

  free_mask = free_columns (self, self->depth);
  if (limit < 64)
    free_mask &= (G_GUINT64_CONSTANT (1) << limit) - 1;

  return free_mask == 0 ? -1 : 63 - __builtin_clzll (free_mask);
}

static void
toggle_queen_masks (QueensBacktrackStepper *self,
                    guint                   row,
                    guint                   column)
{
  self->column_mask ^= G_GUINT64_CONSTANT (1) << column;
  self->diagonal_mask ^= G_GUINT64_CONSTANT (1) << (row + self->n - 1 - column);
  self->antidiagonal_mask ^= G_GUINT64_CONSTANT (1) << (row + column);
}

static void
push_queen (QueensBacktrackStepper *self,
            guint                   column)
{
  toggle_queen_masks (self, self->depth, column);
  self->columns[self->depth] = column;
  self->depth++;
}

static guint
pop_queen (QueensBacktrackStepper *self)
{
  guint column;

  self->depth--;
  column = self->columns[self->depth];
  self->columns[self->depth] = QUEENS_NO_QUEEN;
  toggle_queen_masks (self, self->depth, column);

  return column;
}

/* The step touched (@row, @column) and ran @code_line, unless the board
 * it leaves is a solution, which the search reports. */
static void
set_square (QueensBacktrackStepper *self,
            int                     code_line,
            guint                  *out_row,
            guint                  *out_column,
            guint                   row,
            guint                   column)
{
  self->has_touched = TRUE;
  self->touched.row = row;
  self->touched.column = column;
  self->code_line = self->depth == self->n ? CODE_LINE_REPORT : code_line;
  if (out_row != NULL)
    *out_row = row;
  if (out_column != NULL)
    *out_column = column;
}

QueensBacktrackStep
queens_backtrack_stepper_forward (QueensBacktrackStepper *self,
                                  guint                  *out_row,
                                  guint                  *out_column)
{
  guint64 candidates = 0;
  guint row;
  guint column;

  g_return_val_if_fail (self != NULL, QUEENS_BACKTRACK_STEP_NONE);

  row = self->depth;
  if (row < self->n)
    {
      candidates = free_columns (self, row);
      /* Only the squares right of the cursor are still to be tried. */
      candidates &= ~((G_GUINT64_CONSTANT (1) << (self->cursor + 1)) - 1);
    }

  if (candidates != 0)
    {
      column = (guint) __builtin_ctzll (candidates);
      self->row_tried[row] += (guint64) ((int) column - self->cursor);
      self->row_survived[row]++;
      push_queen (self, column);
      self->cursor = -1;
      self->counters.nodes++;
      if (self->depth == self->n)
        self->counters.solutions++;
      self->counters.steps++;
      /* A placement runs the recursive call. */
      set_square (self, CODE_LINE_PLACE, out_row, out_column, row, column);
      return QUEENS_BACKTRACK_STEP_PLACE;
    }

  if (row == 0)
    return QUEENS_BACKTRACK_STEP_NONE;

  if (row < self->n)
    {
      /* The rest of the row is looked at and refused. */
      self->row_tried[row] += (guint64) ((int) self->n - 1 - self->cursor);
      if (self->cursor < 0)
        self->counters.dead_ends++;
    }

  column = pop_queen (self);
  self->cursor = (int) column;
  self->counters.steps++;
  /* A removal, or a placement taken back, the return from it. */
  set_square (self, CODE_LINE_TAKE_BACK, out_row, out_column, row - 1, column);
  return QUEENS_BACKTRACK_STEP_REMOVE;
}

QueensBacktrackStep
queens_backtrack_stepper_back (QueensBacktrackStepper *self,
                               guint                  *out_row,
                               guint                  *out_column)
{
  guint row;
  guint column;

  g_return_val_if_fail (self != NULL, QUEENS_BACKTRACK_STEP_NONE);

  if (self->cursor < 0)
    {
      int previous;

      if (self->depth == 0)
        return QUEENS_BACKTRACK_STEP_NONE;

      /* Undo the placement of the last queen. */
      if (self->depth == self->n)
        self->counters.solutions--;
      column = pop_queen (self);
      row = self->depth;
      previous = rightmost_free_before (self, (int) column);
      self->row_survived[row]--;
      self->row_tried[row] -= (guint64) ((int) column - previous);
      self->cursor = previous;
      self->counters.nodes--;
      self->counters.steps--;
      set_square (self, CODE_LINE_TAKE_BACK, out_row, out_column, row, column);
      return QUEENS_BACKTRACK_STEP_PLACE;
    }

  /* Undo a removal: the queen returns, and the row below goes back to
   * having been scanned to its end. */
  row = self->depth;
  column = (guint) self->cursor;
  push_queen (self, column);
  self->cursor = rightmost_free_before (self, (int) self->n);
  if (self->depth < self->n)
    {
      self->row_tried[self->depth] -= (guint64) ((int) self->n - 1 - self->cursor);
      if (self->cursor < 0)
        self->counters.dead_ends--;
    }
  self->counters.steps--;
  set_square (self, CODE_LINE_PLACE, out_row, out_column, row, column);
  return QUEENS_BACKTRACK_STEP_REMOVE;
}

/* Adds the counters of a finished visit below a board whose next row is
 * @row: every square of that row tried, every safe one visited and taken
 * back, a dead end when none was safe.  The masks are shifted per row
 * (bit c: column c of row @row attacked), which keeps this loop, the
 * whole cost of a seek, fast. */
static void
count_finished_visit (QueensBacktrackStepper *self,
                      guint                   row,
                      guint64                 columns,
                      guint64                 left,
                      guint64                 right)
{
  guint64 full = (G_GUINT64_CONSTANT (1) << self->n) - 1;
  guint64 free_mask;

  if (row == self->n)
    return;

  self->row_tried[row] += self->n;
  free_mask = ~(columns | left | right) & full;
  if (free_mask == 0)
    self->counters.dead_ends++;
  while (free_mask != 0)
    {
      guint64 bit = free_mask & -free_mask;

      free_mask ^= bit;
      self->row_survived[row]++;
      self->counters.nodes++;
      if (row + 1 == self->n)
        self->counters.solutions++;
      count_finished_visit (self, row + 1, columns | bit, (left | bit) >> 1, ((right | bit) << 1) & full);
    }
}

gboolean
queens_backtrack_stepper_seek (QueensBacktrackStepper *self,
                               const guint32          *columns,
                               guint                   length)
{
  g_autoptr(QueensBacktrackStepper) probe = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (columns != NULL || length == 0, FALSE);

  if (length > self->n)
    return FALSE;

  /* Checked on a copy, so that a refused path leaves self as it was. */
  probe = queens_backtrack_stepper_copy (self);
  queens_backtrack_stepper_reset (probe);
  for (guint row = 0; row < length; row++)
    {
      guint64 full = (G_GUINT64_CONSTANT (1) << self->n) - 1;
      guint64 taken = 0;
      guint64 left = 0;
      guint64 right = 0;
      guint64 free_mask;

      /* The path's queens as the shifted masks of row @row. */
      for (guint above = 0; above < row; above++)
        {
          guint64 bit = G_GUINT64_CONSTANT (1) << probe->columns[above];
          guint distance = row - above;

          taken |= bit;
          left |= bit >> distance;
          right |= (bit << distance) & full;
        }

      if (columns[row] >= self->n)
        return FALSE;
      free_mask = free_columns (probe, row);
      if ((free_mask & (G_GUINT64_CONSTANT (1) << columns[row])) == 0)
        return FALSE;

      /* Every safe square left of the path's is visited and finished
       * before the path's is tried. */
      for (guint column = 0; column < columns[row]; column++)
        if (free_mask & (G_GUINT64_CONSTANT (1) << column))
          {
            probe->row_survived[row]++;
            probe->counters.nodes++;
            if (row + 1 == self->n)
              probe->counters.solutions++;
            count_finished_visit (probe, row + 1, taken | (G_GUINT64_CONSTANT (1) << column),
                                  (left | (G_GUINT64_CONSTANT (1) << column)) >> 1,
                                  ((right | (G_GUINT64_CONSTANT (1) << column)) << 1) & full);
          }

      probe->row_tried[row] += columns[row] + 1;
      probe->row_survived[row]++;
      probe->counters.nodes++;
      if (row + 1 == self->n)
        probe->counters.solutions++;
      push_queen (probe, columns[row]);
    }

  /* Each queen placed is a step, and so is each one taken back: all but
   * those still standing. */
  probe->counters.steps = 2 * probe->counters.nodes - length;
  probe->cursor = -1;
  /* As if stepped there: the last queen placed, or the start. */
  if (length > 0)
    set_square (probe, CODE_LINE_PLACE, NULL, NULL, length - 1, columns[length - 1]);

  copy_state (self, probe);
  return TRUE;
}

guint
queens_backtrack_stepper_get_n (const QueensBacktrackStepper *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n;
}

guint
queens_backtrack_stepper_get_depth (const QueensBacktrackStepper *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->depth;
}

const guint32 *
queens_backtrack_stepper_get_columns (const QueensBacktrackStepper *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->columns;
}

int
queens_backtrack_stepper_get_cursor (const QueensBacktrackStepper *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->cursor;
}

void
queens_backtrack_stepper_get_counters (const QueensBacktrackStepper *self,
                                       QueensBacktrackCounters      *out_counters)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (out_counters != NULL);

  *out_counters = self->counters;
}

guint64
queens_backtrack_stepper_get_row_tried (const QueensBacktrackStepper *self,
                                        guint                         row)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (row < self->n, 0);

  return self->row_tried[row];
}

guint64
queens_backtrack_stepper_get_row_survived (const QueensBacktrackStepper *self,
                                           guint                         row)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (row < self->n, 0);

  return self->row_survived[row];
}

gboolean
queens_backtrack_stepper_is_attacked (const QueensBacktrackStepper *self,
                                      guint                         row,
                                      guint                         column)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (row < self->n && column < self->n, FALSE);

  for (guint above = 0; above < row && above < self->depth; above++)
    {
      guint queen = self->columns[above];
      guint distance = row - above;

      if (queen == column || queen + distance == column || column + distance == queen)
        return TRUE;
    }

  return FALSE;
}

gboolean
queens_backtrack_stepper_is_at_start (const QueensBacktrackStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->depth == 0 && self->cursor < 0;
}

gboolean
queens_backtrack_stepper_is_finished (const QueensBacktrackStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  /* Row 0 is never attacked: the search ends once its last column has
   * been tried and taken back. */
  return self->depth == 0 && self->cursor == (int) self->n - 1;
}

gboolean
queens_backtrack_stepper_is_solution (const QueensBacktrackStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->depth == self->n;
}

/* QueensStepper */

static gboolean
stepper_forward (QueensStepper *stepper)
{
  return queens_backtrack_stepper_forward (QUEENS_BACKTRACK_STEPPER (stepper), NULL, NULL)
         != QUEENS_BACKTRACK_STEP_NONE;
}

static gboolean
stepper_back (QueensStepper *stepper)
{
  return queens_backtrack_stepper_back (QUEENS_BACKTRACK_STEPPER (stepper), NULL, NULL)
         != QUEENS_BACKTRACK_STEP_NONE;
}

static gboolean
stepper_can_go_back (QueensStepper *stepper)
{
  return !queens_backtrack_stepper_is_at_start (QUEENS_BACKTRACK_STEPPER (stepper));
}

static void
stepper_reset (QueensStepper *stepper)
{
  queens_backtrack_stepper_reset (QUEENS_BACKTRACK_STEPPER (stepper));
}

static guint
stepper_get_n (QueensStepper *stepper)
{
  return QUEENS_BACKTRACK_STEPPER (stepper)->n;
}

static const guint32 *
stepper_get_columns (QueensStepper *stepper)
{
  return QUEENS_BACKTRACK_STEPPER (stepper)->columns;
}

static gboolean
stepper_is_finished (QueensStepper *stepper)
{
  return queens_backtrack_stepper_is_finished (QUEENS_BACKTRACK_STEPPER (stepper));
}

static gboolean
stepper_is_solution (QueensStepper *stepper)
{
  return queens_backtrack_stepper_is_solution (QUEENS_BACKTRACK_STEPPER (stepper));
}

static void
stepper_get_counters (QueensStepper         *stepper,
                      QueensStepperCounters *out_counters)
{
  QueensBacktrackStepper *self = QUEENS_BACKTRACK_STEPPER (stepper);

  out_counters->steps = self->counters.steps;
  out_counters->tried = 0;
  for (guint row = 0; row < self->n; row++)
    out_counters->tried += self->row_tried[row];
  out_counters->kept = self->counters.nodes;
  out_counters->solutions = self->counters.solutions;
}

static int
stepper_get_row (QueensStepper *stepper)
{
  return (int) QUEENS_BACKTRACK_STEPPER (stepper)->depth;
}

static gboolean
stepper_get_touched (QueensStepper *stepper,
                     QueensSquare  *out_square)
{
  QueensBacktrackStepper *self = QUEENS_BACKTRACK_STEPPER (stepper);

  *out_square = self->touched;
  return self->has_touched;
}

static void
append_square (GArray *squares,
               guint   row,
               guint   column)
{
  QueensSquare square = { row, column };

  g_array_append_val (squares, square);
}

/* In the row of the last step, the attacked squares left of its queen
 * (or of the queen just taken back), and the whole next row when it has
 * nothing left to offer. */
static QueensSquare *
stepper_get_refused (QueensStepper *stepper,
                     gsize         *out_n)
{
  QueensBacktrackStepper *self = QUEENS_BACKTRACK_STEPPER (stepper);
  g_autoptr(GArray) refused = g_array_new (FALSE, FALSE, sizeof (QueensSquare));
  guint depth = self->depth;
  int cursor = self->cursor;
  gboolean exhausted = depth < self->n;

  /* The attacked squares the last placement skipped, or those the row
   * being tried skipped so far. */
  if (cursor < 0 && depth > 0)
    {
      for (guint column = 0; column < self->columns[depth - 1]; column++)
        if (queens_backtrack_stepper_is_attacked (self, depth - 1, column))
          append_square (refused, depth - 1, column);
    }
  else if (cursor >= 0)
    {
      for (guint column = 0; column < (guint) cursor; column++)
        if (queens_backtrack_stepper_is_attacked (self, depth, column))
          append_square (refused, depth, column);
    }

  /* A row with no free square left: the dead end the next step leaves. */
  for (guint column = (guint) (cursor + 1); exhausted && column < self->n; column++)
    if (!queens_backtrack_stepper_is_attacked (self, depth, column))
      exhausted = FALSE;
  if (exhausted)
    for (guint column = (guint) (cursor + 1); column < self->n; column++)
      append_square (refused, depth, column);

  *out_n = refused->len;
  if (refused->len == 0)
    return NULL;
  return (QueensSquare *) g_array_free (g_steal_pointer (&refused), FALSE);
}

static gboolean
stepper_get_row_counts (QueensStepper *stepper,
                        guint          row,
                        guint64       *out_tried,
                        guint64       *out_kept)
{
  QueensBacktrackStepper *self = QUEENS_BACKTRACK_STEPPER (stepper);

  *out_tried = self->row_tried[row];
  *out_kept = self->row_survived[row];
  return TRUE;
}

static const char * const *
stepper_get_code (QueensStepper *stepper)
{
  return queens_textbook_code_get_lines (QUEENS_SEARCH_METHOD_BACKTRACKING);
}

static int
stepper_get_code_line (QueensStepper *stepper)
{
  return QUEENS_BACKTRACK_STEPPER (stepper)->code_line;
}

static void
queens_backtrack_stepper_stepper_init (QueensStepperInterface *iface)
{
  iface->forward = stepper_forward;
  iface->back = stepper_back;
  iface->can_go_back = stepper_can_go_back;
  iface->reset = stepper_reset;
  iface->get_n = stepper_get_n;
  iface->get_columns = stepper_get_columns;
  iface->is_finished = stepper_is_finished;
  iface->is_solution = stepper_is_solution;
  iface->get_counters = stepper_get_counters;
  iface->get_row = stepper_get_row;
  iface->get_touched = stepper_get_touched;
  iface->get_refused = stepper_get_refused;
  iface->get_row_counts = stepper_get_row_counts;
  iface->get_code = stepper_get_code;
  iface->get_code_line = stepper_get_code_line;
}
