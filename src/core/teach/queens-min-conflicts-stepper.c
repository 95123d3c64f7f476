/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-min-conflicts-stepper.c: min-conflicts local search, one move at
 * a time
 *
 * Boards are small (N <= 64), so each move recounts attacks in O(N^2):
 * simple, and still far below a frame's budget.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-min-conflicts-stepper.h"

/* One step in this many moves a random attacked queen, not the worst, to a
 * random other square. */
#define RANDOM_STEP_ODDS 10u

typedef struct
{
  guint32 row;
  guint32 from;
  guint32 to;
  guint64 random_state;  /* the generator before the move */
} Move;

struct _QueensMinConflictsStepper
{
  GObject       parent_instance;

  guint         n;
  guint64       random_state;
  guint64       steps;
  guint32      *columns;
  /* A ring of the last @history_size moves; @history_length of them are
   * valid. */
  Move         *history;
  guint         history_size;
  guint         history_start;
  guint         history_length;

  /* The first board and the generator then, for reset. */
  guint32      *start_columns;
  guint64       start_random_state;
  /* The queen the last step moved, where it stands now. */
  gboolean      has_touched;
  QueensSquare  touched;
};

static void queens_min_conflicts_stepper_stepper_init (QueensStepperInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QueensMinConflictsStepper, queens_min_conflicts_stepper, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (QUEENS_TYPE_STEPPER,
                                                      queens_min_conflicts_stepper_stepper_init))

static void
queens_min_conflicts_stepper_finalize (GObject *object)
{
  QueensMinConflictsStepper *self = QUEENS_MIN_CONFLICTS_STEPPER (object);

  g_free (self->columns);
  g_free (self->start_columns);
  g_free (self->history);

  G_OBJECT_CLASS (queens_min_conflicts_stepper_parent_class)->finalize (object);
}

static void
queens_min_conflicts_stepper_class_init (QueensMinConflictsStepperClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = queens_min_conflicts_stepper_finalize;
}

static void
queens_min_conflicts_stepper_init (QueensMinConflictsStepper *self)
{
}

/* xorshift64*: tiny, and its whole state is one number we can keep per
 * move. */
static guint32
next_random (guint64 *state)
{
  guint64 x = *state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;

  return (guint32) ((x * G_GUINT64_CONSTANT (2685821657736338717)) >> 32);
}

static guint
random_below (guint64 *state,
              guint    bound)
{
  return next_random (state) % bound;
}

/* Queens other than the one of @row attacking (@row, @column). */
static guint
attackers (const QueensMinConflictsStepper *self,
           guint                            row,
           guint                            column)
{
  guint count = 0;

  for (guint other = 0; other < self->n; other++)
    {
      int dx;
      int dy;

      if (other == row)
        continue;
      dx = (int) self->columns[other] - (int) column;
      dy = (int) other - (int) row;
      if (dx == 0 || ABS (dx) == ABS (dy))
        count++;
    }

  return count;
}

QueensMinConflictsStepper *
queens_min_conflicts_stepper_new (guint   n,
                                  guint64 seed)
{
  return queens_min_conflicts_stepper_new_with_history (n, seed, QUEENS_MIN_CONFLICTS_STEPPER_HISTORY);
}

QueensMinConflictsStepper *
queens_min_conflicts_stepper_new_with_history (guint   n,
                                               guint64 seed,
                                               guint   history_size)
{
  QueensMinConflictsStepper *self;

  g_return_val_if_fail (n >= QUEENS_MIN_CONFLICTS_STEPPER_MIN_N
                        && n <= QUEENS_MIN_CONFLICTS_STEPPER_MAX_N, NULL);
  g_return_val_if_fail (history_size > 0, NULL);

  self = g_object_new (QUEENS_TYPE_MIN_CONFLICTS_STEPPER, NULL);
  self->n = n;
  /* Mix the seed (one splitmix64 round) so that near seeds start far
   * apart; xorshift must not start from zero. */
  seed += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  seed = (seed ^ (seed >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  seed = (seed ^ (seed >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  seed ^= seed >> 31;
  self->random_state = seed != 0 ? seed : 1;
  self->columns = g_new (guint32, n);
  self->history_size = history_size;
  self->history = g_new (Move, history_size);

  for (guint row = 0; row < n; row++)
    self->columns[row] = random_below (&self->random_state, n);
  self->start_columns = g_memdup2 (self->columns, n * sizeof (guint32));
  self->start_random_state = self->random_state;

  return self;
}

/* @move was made (or taken back): its queen now stands in column @now. */
static void
set_move (QueensMinConflictsStepper *self,
          const Move                *move,
          guint                      now,
          guint                     *out_row,
          guint                     *out_from,
          guint                     *out_to)
{
  self->has_touched = TRUE;
  self->touched.row = move->row;
  self->touched.column = now;
  if (out_row != NULL)
    *out_row = move->row;
  if (out_from != NULL)
    *out_from = move->from;
  if (out_to != NULL)
    *out_to = move->to;
}

gboolean
queens_min_conflicts_stepper_forward (QueensMinConflictsStepper *self,
                                      guint                     *out_row,
                                      guint                     *out_from,
                                      guint                     *out_to)
{
  Move move = { 0 };
  guint worst = 0;
  guint n_worst = 0;
  guint n_conflicted = 0;
  guint any_conflicted = 0;
  guint chosen;
  guint best = G_MAXUINT;
  guint n_best = 0;
  gboolean random_step;
  guint slot;

  g_return_val_if_fail (self != NULL, FALSE);

  move.random_state = self->random_state;

  /* The most attacked queen, ties drawn at random (reservoir sampling);
   * and, for the occasional random step, any attacked queen. */
  for (guint row = 0; row < self->n; row++)
    {
      guint count = attackers (self, row, self->columns[row]);

      if (count > 0)
        {
          n_conflicted++;
          if (random_below (&self->random_state, n_conflicted) == 0)
            any_conflicted = row;
        }
      if (count > worst)
        {
          worst = count;
          n_worst = 0;
        }
      if (count == worst && count > 0)
        {
          n_worst++;
          if (random_below (&self->random_state, n_worst) == 0)
            move.row = row;
        }
    }

  if (worst == 0)
    {
      self->random_state = move.random_state;
      return FALSE;
    }

  /* Always taking the most attacked queen can cycle for ever on a plateau
   * (N = 16, seed 7 does), and always taking a least attacked square can
   * keep a small board (N = 6) inside a set of positions without a
   * solution.  One step in RANDOM_STEP_ODDS moves a random attacked queen
   * to a random other square instead: from every position each solution
   * can then be reached, so the search ends with probability one. */
  random_step = random_below (&self->random_state, RANDOM_STEP_ODDS) == 0;
  if (random_step)
    {
      move.row = any_conflicted;
      chosen = (self->columns[move.row] + 1 + random_below (&self->random_state, self->n - 1)) % self->n;
    }
  else
    chosen = self->columns[move.row];

  /* Otherwise its least attacked other square: staying put would repeat
   * the same choice for ever. */
  for (guint column = 0; column < self->n && !random_step; column++)
    {
      guint count;

      if (column == self->columns[move.row])
        continue;
      count = attackers (self, move.row, column);
      if (count < best)
        {
          best = count;
          n_best = 0;
        }
      if (count == best)
        {
          n_best++;
          if (random_below (&self->random_state, n_best) == 0)
            chosen = column;
        }
    }

  move.from = self->columns[move.row];
  move.to = chosen;
  self->columns[move.row] = chosen;
  self->steps++;

  slot = (self->history_start + self->history_length) % self->history_size;
  self->history[slot] = move;
  if (self->history_length < self->history_size)
    self->history_length++;
  else
    self->history_start = (self->history_start + 1) % self->history_size;

  set_move (self, &move, move.to, out_row, out_from, out_to);
  return TRUE;
}

gboolean
queens_min_conflicts_stepper_back (QueensMinConflictsStepper *self,
                                   guint                     *out_row,
                                   guint                     *out_from,
                                   guint                     *out_to)
{
  const Move *move;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->history_length == 0)
    return FALSE;

  self->history_length--;
  move = &self->history[(self->history_start + self->history_length) % self->history_size];
  self->columns[move->row] = move->from;
  self->random_state = move->random_state;
  self->steps--;

  set_move (self, move, move->from, out_row, out_from, out_to);
  return TRUE;
}

gboolean
queens_min_conflicts_stepper_can_back (const QueensMinConflictsStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->history_length > 0;
}

guint
queens_min_conflicts_stepper_get_n (const QueensMinConflictsStepper *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n;
}

const guint32 *
queens_min_conflicts_stepper_get_columns (const QueensMinConflictsStepper *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->columns;
}

guint64
queens_min_conflicts_stepper_get_steps (const QueensMinConflictsStepper *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->steps;
}

guint
queens_min_conflicts_stepper_get_conflicts (const QueensMinConflictsStepper *self)
{
  guint total = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint row = 0; row < self->n; row++)
    total += attackers (self, row, self->columns[row]);

  /* Each pair was counted from both ends. */
  return total / 2;
}

guint
queens_min_conflicts_stepper_get_row_conflicts (const QueensMinConflictsStepper *self,
                                                guint                            row)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (row < self->n, 0);

  return attackers (self, row, self->columns[row]);
}

gboolean
queens_min_conflicts_stepper_is_solution (const QueensMinConflictsStepper *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return queens_min_conflicts_stepper_get_conflicts (self) == 0;
}

/* QueensStepper */

static gboolean
stepper_forward (QueensStepper *stepper)
{
  return queens_min_conflicts_stepper_forward (QUEENS_MIN_CONFLICTS_STEPPER (stepper), NULL, NULL, NULL);
}

static gboolean
stepper_back (QueensStepper *stepper)
{
  return queens_min_conflicts_stepper_back (QUEENS_MIN_CONFLICTS_STEPPER (stepper), NULL, NULL, NULL);
}

static gboolean
stepper_can_go_back (QueensStepper *stepper)
{
  return queens_min_conflicts_stepper_can_back (QUEENS_MIN_CONFLICTS_STEPPER (stepper));
}

static void
stepper_reset (QueensStepper *stepper)
{
  QueensMinConflictsStepper *self = QUEENS_MIN_CONFLICTS_STEPPER (stepper);

  memcpy (self->columns, self->start_columns, self->n * sizeof (guint32));
  self->random_state = self->start_random_state;
  self->steps = 0;
  self->history_start = 0;
  self->history_length = 0;
  self->has_touched = FALSE;
}

static guint
stepper_get_n (QueensStepper *stepper)
{
  return QUEENS_MIN_CONFLICTS_STEPPER (stepper)->n;
}

static const guint32 *
stepper_get_columns (QueensStepper *stepper)
{
  return QUEENS_MIN_CONFLICTS_STEPPER (stepper)->columns;
}

/* It stops at the first solution. */
static gboolean
stepper_is_solution (QueensStepper *stepper)
{
  return queens_min_conflicts_stepper_is_solution (QUEENS_MIN_CONFLICTS_STEPPER (stepper));
}

static void
stepper_get_counters (QueensStepper         *stepper,
                      QueensStepperCounters *out_counters)
{
  QueensMinConflictsStepper *self = QUEENS_MIN_CONFLICTS_STEPPER (stepper);

  out_counters->steps = self->steps;
  out_counters->solutions = queens_min_conflicts_stepper_is_solution (self) ? 1 : 0;
}

static gboolean
stepper_get_touched (QueensStepper *stepper,
                     QueensSquare  *out_square)
{
  QueensMinConflictsStepper *self = QUEENS_MIN_CONFLICTS_STEPPER (stepper);

  *out_square = self->touched;
  return self->has_touched;
}

static void
queens_min_conflicts_stepper_stepper_init (QueensStepperInterface *iface)
{
  iface->forward = stepper_forward;
  iface->back = stepper_back;
  iface->can_go_back = stepper_can_go_back;
  iface->reset = stepper_reset;
  iface->get_n = stepper_get_n;
  iface->get_columns = stepper_get_columns;
  iface->is_finished = stepper_is_solution;
  iface->is_solution = stepper_is_solution;
  iface->get_counters = stepper_get_counters;
  iface->get_touched = stepper_get_touched;
}
