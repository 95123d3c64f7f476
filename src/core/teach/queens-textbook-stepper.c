/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-textbook-stepper.c: the textbook methods, one tried square at a
 * time
 *
 * Each method's tries form a fixed sequence, so step number u is decoded
 * into its try directly: by the sizes of the levels (breadth-first), of
 * one evaluation of queen-cols (louis), or of the subtrees of the tree of
 * arrangements (permutations).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-board.h"
#include "queens-textbook-stepper.h"

/* The pseudocode lines each step highlights (see the code below). */
enum
{
  LEVEL_CODE_LINE_TEST = 5,      /* breadth-first and louis: "if (k, c) is safe" */
  LEVEL_CODE_LINE_KEEP = 6,      /* "add board + (k, c) to ..." */
  PERMUTATIONS_CODE_LINE_TEST = 2,
  PERMUTATIONS_CODE_LINE_REPORT = 3,
  PERMUTATIONS_CODE_LINE_EXTEND = 6,
};

static const char * const breadth_first_code[] = {
  "boards ← [ empty board ]",
  "for each row k from 1 to N:",
  "  next ← [ ]",
  "  for each board in boards:",
  "    for each column c from 1 to N:",
  "      if (k, c) is safe on board:",
  "        add board + (k, c) to next",
  "  boards ← next",
  "return boards",
  NULL
};

static const char * const backtracking_code[] = {
  "place (k, board):",
  "  if k > N:",
  "    report board",
  "    return",
  "  for each column c from 1 to N:",
  "    if (k, c) is safe on board:",
  "      place (k + 1, board + (k, c))",
  "      take (k, c) back",
  "place (1, empty board)",
  NULL
};

static const char * const permutations_code[] = {
  "place (k, board):",
  "  if k > N:",
  "    if no two queens share a diagonal:",
  "      report board",
  "    return",
  "  for each column c not used in board:",
  "    place (k + 1, board + (k, c))",
  "place (1, empty board)",
  NULL
};

static const char * const louis_code[] = {
  "queen-cols (k):",
  "  if k = 0: return [ empty board ]",
  "  result ← [ ]",
  "  for each column c from 1 to N:",
  "    for each board in queen-cols (k − 1):",
  "      if (k, c) is safe on board:",
  "        add board + (k, c) to result",
  "  return result",
  "queen-cols (N)",
  NULL
};

/* The boards of k queens in the order the method builds them, with the
 * board of the level above each one extends. */
typedef struct
{
  GByteArray *columns;  /* k bytes a board */
  GArray     *parents;  /* guint32: index in the level above */
  guint64     size;
} QueensTextbookLevel;

struct _QueensTextbookStepper
{
  GObject             parent_instance;

  QueensSearchMethod  method;
  guint               n;
  QueensTextbookLevel levels[QUEENS_TEXTBOOK_STEPPER_MAX_N + 1];
  /* louis: the steps of one evaluation of queen-cols (k); permutations:
   * the nodes of a subtree whose root has k queens. */
  guint64             sizes[QUEENS_TEXTBOOK_STEPPER_MAX_N + 1];
  guint64             total_steps;
  guint64             steps;

  /* The last try, decoded from steps. */
  guint               row;
  guint               column;
  gboolean            kept;
  guint64             level_index;
  guint32             columns[QUEENS_TEXTBOOK_STEPPER_MAX_N];

  guint64             row_tried[QUEENS_TEXTBOOK_STEPPER_MAX_N];
  guint64             row_kept[QUEENS_TEXTBOOK_STEPPER_MAX_N];
};

static void queens_textbook_stepper_stepper_init (QueensStepperInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QueensTextbookStepper, queens_textbook_stepper, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (QUEENS_TYPE_STEPPER, queens_textbook_stepper_stepper_init))

static void
queens_textbook_stepper_finalize (GObject *object)
{
  QueensTextbookStepper *self = QUEENS_TEXTBOOK_STEPPER (object);

  for (guint k = 0; k <= self->n; k++)
    {
      if (self->levels[k].columns != NULL)
        g_byte_array_unref (self->levels[k].columns);
      if (self->levels[k].parents != NULL)
        g_array_unref (self->levels[k].parents);
    }

  G_OBJECT_CLASS (queens_textbook_stepper_parent_class)->finalize (object);
}

static void
queens_textbook_stepper_class_init (QueensTextbookStepperClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = queens_textbook_stepper_finalize;
}

static void
queens_textbook_stepper_init (QueensTextbookStepper *self)
{
}

/* Level k from level k - 1: breadth-first takes each board, then each
 * column; Louis each column, then each board. */
static void
build_level (QueensTextbookStepper *self,
             guint                  k)
{
  const QueensTextbookLevel *above = &self->levels[k - 1];
  QueensTextbookLevel *level = &self->levels[k];
  gboolean louis = self->method == QUEENS_SEARCH_METHOD_LOUIS;
  guint64 outer_count = louis ? self->n : above->size;
  guint64 inner_count = louis ? above->size : self->n;

  level->columns = g_byte_array_new ();
  level->parents = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint64 outer = 0; outer < outer_count; outer++)
    for (guint64 inner = 0; inner < inner_count; inner++)
      {
        guint32 parent = (guint32) (louis ? inner : outer);
        guint8 column = (guint8) (louis ? outer : inner);
        const guint8 *board = above->columns->data + (gsize) parent * (k - 1);

        if (!queens_columns_are_safe (board, k - 1, column))
          continue;

        g_byte_array_append (level->columns, board, k - 1);
        g_byte_array_append (level->columns, &column, 1);
        g_array_append_val (level->parents, parent);
        level->size++;
      }
}

QueensTextbookStepper *
queens_textbook_stepper_new (QueensSearchMethod method,
                             guint              n)
{
  QueensTextbookStepper *self;

  g_return_val_if_fail (method == QUEENS_SEARCH_METHOD_BREADTH_FIRST
                        || method == QUEENS_SEARCH_METHOD_PERMUTATIONS
                        || method == QUEENS_SEARCH_METHOD_LOUIS, NULL);
  g_return_val_if_fail (n >= 1 && n <= QUEENS_TEXTBOOK_STEPPER_MAX_N, NULL);

  self = g_object_new (QUEENS_TYPE_TEXTBOOK_STEPPER, NULL);
  self->method = method;
  self->n = n;

  if (method == QUEENS_SEARCH_METHOD_PERMUTATIONS)
    {
      /* A node with k queens: itself and N - k subtrees one deeper. */
      self->sizes[n] = 1;
      for (guint k = n; k-- > 0;)
        self->sizes[k] = 1 + (n - k) * self->sizes[k + 1];
      self->total_steps = self->sizes[0] - 1;
    }
  else
    {
      self->levels[0].columns = g_byte_array_new ();
      self->levels[0].parents = g_array_new (FALSE, FALSE, sizeof (guint32));
      self->levels[0].size = 1;
      for (guint k = 1; k <= n; k++)
        {
          build_level (self, k);
          /* queen-cols (k): per column, queen-cols (k - 1), then a try
           * per board it gave. */
          self->sizes[k] = n * (self->sizes[k - 1] + self->levels[k - 1].size);
          if (method == QUEENS_SEARCH_METHOD_BREADTH_FIRST)
            self->total_steps += n * self->levels[k - 1].size;
        }
      if (method == QUEENS_SEARCH_METHOD_LOUIS)
        self->total_steps = self->sizes[n];
    }

  queens_textbook_stepper_reset (self);
  return self;
}

static void
clear_try (QueensTextbookStepper *self)
{
  self->row = 0;
  self->column = 0;
  self->kept = FALSE;
  self->level_index = 0;
  for (guint row = 0; row < QUEENS_TEXTBOOK_STEPPER_MAX_N; row++)
    self->columns[row] = QUEENS_NO_QUEEN;
}

void
queens_textbook_stepper_reset (QueensTextbookStepper *self)
{
  g_return_if_fail (self != NULL);

  self->steps = 0;
  memset (self->row_tried, 0, sizeof self->row_tried);
  memset (self->row_kept, 0, sizeof self->row_kept);
  clear_try (self);
}

/* The try extends board @index of level @row with @column. */
static void
set_level_try (QueensTextbookStepper *self,
               guint                  row,
               guint64                index,
               guint                  column)
{
  const guint8 *board = self->levels[row].columns->data + (gsize) index * row;

  self->row = row;
  self->column = column;
  self->level_index = index;
  for (guint above = 0; above < row; above++)
    self->columns[above] = board[above];
  self->columns[row] = column;
  self->kept = queens_columns_are_safe (board, row, column);
}

static void
decode_permutation (QueensTextbookStepper *self,
                    guint64                step)
{
  guint64 used = 0;
  gboolean solution = TRUE;

  for (guint depth = 0;; depth++)
    {
      guint64 child = step / self->sizes[depth + 1];
      guint64 rest = step % self->sizes[depth + 1];
      guint column = 0;

      /* The child-th column not used yet. */
      for (guint64 skipped = 0;; column++)
        if ((used & (G_GUINT64_CONSTANT (1) << column)) == 0 && skipped++ == child)
          break;

      self->columns[depth] = column;
      used |= G_GUINT64_CONSTANT (1) << column;
      if (rest == 0)
        {
          self->row = depth;
          self->column = column;
          break;
        }
      step = rest - 1;
    }

  /* Only a full arrangement is tested; the others are all kept. */
  if (self->row + 1 == self->n)
    {
      guint8 board[QUEENS_TEXTBOOK_STEPPER_MAX_N];

      for (guint row = 0; row < self->n; row++)
        board[row] = (guint8) self->columns[row];
      for (guint row = 0; row < self->n; row++)
        solution = solution && queens_columns_are_safe (board, row, board[row]);
    }
  self->kept = self->row + 1 < self->n || solution;
}

/* Sets the try of step number @step (0-based). */
static void
decode (QueensTextbookStepper *self,
        guint64                step)
{
  guint n = self->n;

  clear_try (self);
  switch (self->method)
    {
    case QUEENS_SEARCH_METHOD_BREADTH_FIRST:
      for (guint row = 0; row < n; row++)
        {
          guint64 level_steps = n * self->levels[row].size;

          if (step < level_steps)
            {
              set_level_try (self, row, step / n, (guint) (step % n));
              return;
            }
          step -= level_steps;
        }
      g_assert_not_reached ();

    case QUEENS_SEARCH_METHOD_LOUIS:
      /* Inside one evaluation of queen-cols (row + 1): per column, the
       * nested evaluation first, then the tries. */
      for (guint row = n; row-- > 0;)
        {
          guint64 chunk = self->sizes[row] + self->levels[row].size;
          guint column = (guint) (step / chunk);
          guint64 rest = step % chunk;

          if (rest >= self->sizes[row])
            {
              set_level_try (self, row, rest - self->sizes[row], column);
              return;
            }
          step = rest;
        }
      g_assert_not_reached ();

    case QUEENS_SEARCH_METHOD_PERMUTATIONS:
      decode_permutation (self, step);
      return;

    case QUEENS_SEARCH_METHOD_BACKTRACKING:
    case QUEENS_N_SEARCH_METHODS:
    default:
      g_assert_not_reached ();
    }
}

gboolean
queens_textbook_stepper_forward (QueensTextbookStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->steps == self->total_steps)
    return FALSE;

  decode (self, self->steps++);
  self->row_tried[self->row]++;
  if (self->kept)
    self->row_kept[self->row]++;
  return TRUE;
}

gboolean
queens_textbook_stepper_back (QueensTextbookStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->steps == 0)
    return FALSE;

  self->row_tried[self->row]--;
  if (self->kept)
    self->row_kept[self->row]--;
  if (--self->steps > 0)
    decode (self, self->steps - 1);
  else
    clear_try (self);
  return TRUE;
}

QueensSearchMethod
queens_textbook_stepper_get_method (const QueensTextbookStepper *self)
{
  return self->method;
}

guint
queens_textbook_stepper_get_n (const QueensTextbookStepper *self)
{
  return self->n;
}

guint64
queens_textbook_stepper_get_steps (const QueensTextbookStepper *self)
{
  return self->steps;
}

guint64
queens_textbook_stepper_get_total_steps (const QueensTextbookStepper *self)
{
  return self->total_steps;
}

gboolean
queens_textbook_stepper_is_finished (const QueensTextbookStepper *self)
{
  return self->steps == self->total_steps;
}

gboolean
queens_textbook_stepper_get_try (const QueensTextbookStepper *self,
                                 guint                       *out_row,
                                 guint                       *out_column,
                                 gboolean                    *out_kept)
{
  if (self->steps == 0)
    return FALSE;

  if (out_row != NULL)
    *out_row = self->row;
  if (out_column != NULL)
    *out_column = self->column;
  if (out_kept != NULL)
    *out_kept = self->kept;
  return TRUE;
}

const guint32 *
queens_textbook_stepper_get_columns (const QueensTextbookStepper *self)
{
  return self->columns;
}

guint64
queens_textbook_stepper_get_row_tried (const QueensTextbookStepper *self,
                                       guint                        row)
{
  g_return_val_if_fail (row < self->n, 0);

  return self->row_tried[row];
}

guint64
queens_textbook_stepper_get_row_kept (const QueensTextbookStepper *self,
                                      guint                        row)
{
  g_return_val_if_fail (row < self->n, 0);

  return self->row_kept[row];
}

guint64
queens_textbook_stepper_get_solutions (const QueensTextbookStepper *self)
{
  return self->row_kept[self->n - 1];
}

gboolean
queens_textbook_stepper_holds_levels (const QueensTextbookStepper *self)
{
  return self->method != QUEENS_SEARCH_METHOD_PERMUTATIONS;
}

guint
queens_textbook_stepper_get_level_depth (const QueensTextbookStepper *self)
{
  return queens_textbook_stepper_holds_levels (self) ? self->row : 0;
}

guint64
queens_textbook_stepper_get_level_size (const QueensTextbookStepper *self)
{
  return queens_textbook_stepper_holds_levels (self) ? self->levels[self->row].size : 0;
}

/* The boards of the next level are ordered by the try that made them, so
 * the ones built so far are those whose key comes at or before the last
 * try's: (board, column) for breadth-first, (column, board) for louis. */
guint64
queens_textbook_stepper_get_next_level_size (const QueensTextbookStepper *self)
{
  const QueensTextbookLevel *next;
  gboolean louis = self->method == QUEENS_SEARCH_METHOD_LOUIS;
  guint64 low = 0;
  guint64 high;

  if (!queens_textbook_stepper_holds_levels (self) || self->steps == 0)
    return 0;

  next = &self->levels[self->row + 1];
  high = next->size;
  while (low < high)
    {
      guint64 middle = low + (high - low) / 2;
      guint64 parent = g_array_index (next->parents, guint32, middle);
      guint column = next->columns->data[middle * (self->row + 1) + self->row];
      gboolean at_or_before = louis
        ? (column < self->column || (column == self->column && parent <= self->level_index))
        : (parent < self->level_index || (parent == self->level_index && column <= self->column));

      if (at_or_before)
        low = middle + 1;
      else
        high = middle;
    }

  return low;
}

const guint8 *
queens_textbook_stepper_get_level_board (const QueensTextbookStepper *self,
                                         guint64                      index)
{
  g_return_val_if_fail (queens_textbook_stepper_holds_levels (self), NULL);
  g_return_val_if_fail (index < self->levels[self->row].size, NULL);

  return self->levels[self->row].columns->data + (gsize) index * self->row;
}

guint64
queens_textbook_stepper_get_level_index (const QueensTextbookStepper *self)
{
  return self->level_index;
}

const char * const *
queens_textbook_code_get_lines (QueensSearchMethod method)
{
  switch (method)
    {
    case QUEENS_SEARCH_METHOD_BREADTH_FIRST:
      return breadth_first_code;
    case QUEENS_SEARCH_METHOD_BACKTRACKING:
      return backtracking_code;
    case QUEENS_SEARCH_METHOD_PERMUTATIONS:
      return permutations_code;
    case QUEENS_SEARCH_METHOD_LOUIS:
      return louis_code;
    case QUEENS_N_SEARCH_METHODS:
    default:
      g_return_val_if_reached (NULL);
    }
}

guint
queens_textbook_stepper_get_code_line (const QueensTextbookStepper *self)
{
  if (self->steps == 0)
    return 0;

  if (self->method != QUEENS_SEARCH_METHOD_PERMUTATIONS)
    return self->kept ? LEVEL_CODE_LINE_KEEP : LEVEL_CODE_LINE_TEST;

  if (self->row + 1 < self->n)
    return PERMUTATIONS_CODE_LINE_EXTEND;
  return self->kept ? PERMUTATIONS_CODE_LINE_REPORT : PERMUTATIONS_CODE_LINE_TEST;
}

/* QueensStepper */

static gboolean
stepper_forward (QueensStepper *stepper)
{
  return queens_textbook_stepper_forward (QUEENS_TEXTBOOK_STEPPER (stepper));
}

static gboolean
stepper_back (QueensStepper *stepper)
{
  return queens_textbook_stepper_back (QUEENS_TEXTBOOK_STEPPER (stepper));
}

static gboolean
stepper_can_go_back (QueensStepper *stepper)
{
  return QUEENS_TEXTBOOK_STEPPER (stepper)->steps > 0;
}

static void
stepper_reset (QueensStepper *stepper)
{
  queens_textbook_stepper_reset (QUEENS_TEXTBOOK_STEPPER (stepper));
}

static guint
stepper_get_n (QueensStepper *stepper)
{
  return QUEENS_TEXTBOOK_STEPPER (stepper)->n;
}

static const guint32 *
stepper_get_columns (QueensStepper *stepper)
{
  return QUEENS_TEXTBOOK_STEPPER (stepper)->columns;
}

static gboolean
stepper_is_finished (QueensStepper *stepper)
{
  return queens_textbook_stepper_is_finished (QUEENS_TEXTBOOK_STEPPER (stepper));
}

/* A kept try in the last row completes a board no two queens of which
 * attack each other. */
static gboolean
stepper_is_solution (QueensStepper *stepper)
{
  QueensTextbookStepper *self = QUEENS_TEXTBOOK_STEPPER (stepper);

  return self->steps > 0 && self->row + 1 == self->n && self->kept;
}

static void
stepper_get_counters (QueensStepper         *stepper,
                      QueensStepperCounters *out_counters)
{
  QueensTextbookStepper *self = QUEENS_TEXTBOOK_STEPPER (stepper);

  out_counters->steps = self->steps;
  out_counters->tried = self->steps;
  out_counters->kept = 0;
  for (guint row = 0; row < self->n; row++)
    out_counters->kept += self->row_kept[row];
  out_counters->solutions = queens_textbook_stepper_get_solutions (self);
}

static int
stepper_get_row (QueensStepper *stepper)
{
  QueensTextbookStepper *self = QUEENS_TEXTBOOK_STEPPER (stepper);

  return self->steps > 0 ? (int) self->row : -1;
}

static gboolean
stepper_get_touched (QueensStepper *stepper,
                     QueensSquare  *out_square)
{
  guint row;
  guint column;

  if (!queens_textbook_stepper_get_try (QUEENS_TEXTBOOK_STEPPER (stepper), &row, &column, NULL))
    return FALSE;

  out_square->row = row;
  out_square->column = column;
  return TRUE;
}

/* The last try, where it was refused. */
static QueensSquare *
stepper_get_refused (QueensStepper *stepper,
                     gsize         *out_n)
{
  QueensTextbookStepper *self = QUEENS_TEXTBOOK_STEPPER (stepper);
  QueensSquare *refused;

  if (self->steps == 0 || self->kept)
    return NULL;

  refused = g_new (QueensSquare, 1);
  refused->row = self->row;
  refused->column = self->column;
  *out_n = 1;
  return refused;
}

static gboolean
stepper_get_row_counts (QueensStepper *stepper,
                        guint          row,
                        guint64       *out_tried,
                        guint64       *out_kept)
{
  QueensTextbookStepper *self = QUEENS_TEXTBOOK_STEPPER (stepper);

  *out_tried = self->row_tried[row];
  *out_kept = self->row_kept[row];
  return TRUE;
}

static const char * const *
stepper_get_code (QueensStepper *stepper)
{
  return queens_textbook_code_get_lines (QUEENS_TEXTBOOK_STEPPER (stepper)->method);
}

static int
stepper_get_code_line (QueensStepper *stepper)
{
  QueensTextbookStepper *self = QUEENS_TEXTBOOK_STEPPER (stepper);

  return self->steps > 0 ? (int) queens_textbook_stepper_get_code_line (self) : -1;
}

static void
queens_textbook_stepper_stepper_init (QueensStepperInterface *iface)
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
