/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-logic.c: the named techniques, easiest first */
#include "config.h"

#include <string.h>

#include "queens-region-logic.h"

#define MAX_N QUEENS_REGION_MAX_N

/* Rows, columns and regions are the three kinds of part a queen must be
 * in once; confinement pairs two of them. */
#define N_PARTS 3

struct _QueensRegionLogic
{
  QueensRegionGrid *grid;
  guint             n;
  guint32           full;
  guint32           masks[MAX_N][MAX_N];   /* per region and row: its columns */
  guint             queens[MAX_N];         /* per row: the column, or QUEENS_REGION_NO_QUEEN */
  guint32           possible[MAX_N];       /* per row: the squares still possible */
};

/* What the position allows, worked out afresh for each step. */
typedef struct
{
  guint32 open[N_PARTS];                   /* the rows, columns, regions without a queen */
  /* For each pair of kinds: per part of the first kind, the parts of the
   * second kind its possible squares lie in. */
  guint32 spans[N_PARTS][N_PARTS][MAX_N];
  guint   counts[N_PARTS][MAX_N];          /* possible squares per part */
} Position;

QueensRegionLogic *
queens_region_logic_new (QueensRegionGrid *grid)
{
  QueensRegionLogic *self;
  guint region, row;

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (grid), NULL);

  self = g_new0 (QueensRegionLogic, 1);
  self->grid = g_object_ref (grid);
  self->n = queens_region_grid_get_n (grid);
  self->full = (1u << self->n) - 1;
  for (row = 0; row < self->n; row++)
    {
      self->queens[row] = QUEENS_REGION_NO_QUEEN;
      self->possible[row] = self->full;
      for (region = 0; region < self->n; region++)
        self->masks[region][row] = queens_region_grid_get_row_mask (grid, region, row);
    }
  return self;
}

QueensRegionLogic *
queens_region_logic_copy (const QueensRegionLogic *self)
{
  QueensRegionLogic *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  g_object_ref (copy->grid);
  return copy;
}

void
queens_region_logic_free (QueensRegionLogic *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->grid);
  g_free (self);
}

QueensRegionGrid *
queens_region_logic_get_grid (const QueensRegionLogic *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->grid;
}

guint
queens_region_logic_get_queen (const QueensRegionLogic *self,
                               guint                    row)
{
  g_return_val_if_fail (self != NULL && row < self->n, QUEENS_REGION_NO_QUEEN);
  return self->queens[row];
}

gboolean
queens_region_logic_is_possible (const QueensRegionLogic *self,
                                 guint                    row,
                                 guint                    column)
{
  g_return_val_if_fail (self != NULL && row < self->n && column < self->n, FALSE);
  return (self->possible[row] >> column) & 1;
}

static guint
region_of (const QueensRegionLogic *self,
           guint                    row,
           guint                    column)
{
  return queens_region_grid_get_regions (self->grid)[row * self->n + column];
}

/* The squares of @set, parts of kind @part, in row @row. */
static guint32
squares_in_row (const QueensRegionLogic *self,
                QueensRegionPart         part,
                guint32                  set,
                guint                    row)
{
  guint32 squares = 0;

  switch (part)
    {
    case QUEENS_REGION_PART_ROW:
      return (set >> row) & 1 ? self->full : 0;
    case QUEENS_REGION_PART_COLUMN:
      return set;
    case QUEENS_REGION_PART_REGION:
    default:
      for (; set != 0; set &= set - 1)
        squares |= self->masks[__builtin_ctz (set)][row];
      return squares;
    }
}

/* What a queen on (row, column) rules out, the square itself included,
 * into @out (one mask per row). */
static void
queen_reach (const QueensRegionLogic *self,
             guint                    row,
             guint                    column,
             guint32                 *out)
{
  guint32 around = ((7u << column) >> 1) & self->full;
  guint region = region_of (self, row, column), other;

  for (other = 0; other < self->n; other++)
    {
      out[other] = (1u << column) | self->masks[region][other];
      if (other == row)
        out[other] = self->full;
      else if (other + 1 == row || other == row + 1)
        out[other] |= around;
    }
}

static void
position_read (const QueensRegionLogic *self,
               Position                *position)
{
  guint row;

  memset (position, 0, sizeof *position);
  position->open[QUEENS_REGION_PART_ROW] = self->full;
  position->open[QUEENS_REGION_PART_COLUMN] = self->full;
  position->open[QUEENS_REGION_PART_REGION] = self->full;

  for (row = 0; row < self->n; row++)
    {
      guint32 bits;

      if (self->queens[row] != QUEENS_REGION_NO_QUEEN)
        {
          position->open[QUEENS_REGION_PART_ROW] &= ~(1u << row);
          position->open[QUEENS_REGION_PART_COLUMN] &= ~(1u << self->queens[row]);
          position->open[QUEENS_REGION_PART_REGION] &= ~(1u << region_of (self, row, self->queens[row]));
        }
      for (bits = self->possible[row]; bits != 0; bits &= bits - 1)
        {
          guint column = (guint) __builtin_ctz (bits);
          guint parts[N_PARTS] = { row, column, region_of (self, row, column) };
          guint first, second;

          for (first = 0; first < N_PARTS; first++)
            {
              position->counts[first][parts[first]]++;
              for (second = 0; second < N_PARTS; second++)
                position->spans[first][second][parts[first]] |= 1u << parts[second];
            }
        }
    }
}

static gboolean
position_is_contradicted (const Position *position)
{
  guint part;
  guint32 bits;

  for (part = 0; part < N_PARTS; part++)
    for (bits = position->open[part]; bits != 0; bits &= bits - 1)
      if (position->counts[part][__builtin_ctz (bits)] == 0)
        return TRUE;
  return FALSE;
}

static void
step_clear (QueensRegionStep      *step,
            QueensRegionTechnique  technique)
{
  memset (step, 0, sizeof *step);
  step->technique = technique;
  step->row = QUEENS_REGION_NO_QUEEN;
  step->column = QUEENS_REGION_NO_QUEEN;
}

/* Rules out the possible squares of @squares; records them in @step
 * (nullable).  TRUE when any was possible. */
static gboolean
rule_out_squares (QueensRegionLogic *self,
                  const guint32     *squares,
                  QueensRegionStep  *step)
{
  gboolean changed = FALSE;
  guint row;

  for (row = 0; row < self->n; row++)
    {
      guint32 gone = self->possible[row] & squares[row];

      if (gone == 0)
        continue;
      changed = TRUE;
      self->possible[row] &= ~gone;
      if (step != NULL)
        step->ruled_out[row] |= gone;
    }
  return changed;
}

static void
place_queen (QueensRegionLogic *self,
             guint              row,
             guint              column,
             QueensRegionStep  *step)
{
  guint32 reach[MAX_N];

  queen_reach (self, row, column, reach);
  rule_out_squares (self, reach, step);
  if (step != NULL)
    step->ruled_out[row] &= ~(1u << column);
  self->queens[row] = column;
}

gboolean
queens_region_logic_place (QueensRegionLogic *self,
                           guint              row,
                           guint              column)
{
  g_return_val_if_fail (self != NULL && row < self->n && column < self->n, FALSE);

  if (!((self->possible[row] >> column) & 1))
    return FALSE;
  place_queen (self, row, column, NULL);
  return TRUE;
}

gboolean
queens_region_logic_rule_out (QueensRegionLogic *self,
                              guint              row,
                              guint              column)
{
  g_return_val_if_fail (self != NULL && row < self->n && column < self->n, FALSE);

  if (!((self->possible[row] >> column) & 1))
    return FALSE;
  self->possible[row] &= ~(1u << column);
  return TRUE;
}

/* Easy: a row, column or region with one possible square left. */
static gboolean
step_last_square (QueensRegionLogic *self,
                  const Position    *position,
                  QueensRegionStep  *step)
{
  static const struct
  {
    QueensRegionPart      part;
    QueensRegionTechnique technique;
  } order[] = {
    { QUEENS_REGION_PART_REGION, QUEENS_REGION_TECHNIQUE_LAST_IN_REGION },
    { QUEENS_REGION_PART_ROW, QUEENS_REGION_TECHNIQUE_LAST_IN_ROW },
    { QUEENS_REGION_PART_COLUMN, QUEENS_REGION_TECHNIQUE_LAST_IN_COLUMN },
  };
  guint i, row;
  guint32 bits;

  for (i = 0; i < G_N_ELEMENTS (order); i++)
    for (bits = position->open[order[i].part]; bits != 0; bits &= bits - 1)
      {
        guint part = (guint) __builtin_ctz (bits);

        if (position->counts[order[i].part][part] != 1)
          continue;

        step_clear (step, order[i].technique);
        step->items = 1u << part;
        for (row = 0; row < self->n; row++)
          {
            guint32 squares = squares_in_row (self, order[i].part, step->items, row);

            step->reason[row] = squares;
            if ((self->possible[row] & squares) != 0)
              {
                step->row = row;
                step->column = (guint) __builtin_ctz (self->possible[row] & squares);
              }
          }
        place_queen (self, step->row, step->column, step);
        return TRUE;
      }
  return FALSE;
}

/* Medium, one pair of kinds: @size parts of kind @items whose possible
 * squares lie in @size parts of kind @lines, which rules out the rest of
 * those lines.  A depth-first choice of items in order, cut as soon as
 * their lines are more than @size. */
typedef struct
{
  QueensRegionLogic *self;
  const Position    *position;
  QueensRegionPart   items_part;
  QueensRegionPart   lines_part;
  guint              size;
  QueensRegionStep  *step;
} Confinement;

static gboolean
confinement_try (Confinement *confinement,
                 guint32      items,
                 guint32      lines)
{
  QueensRegionLogic *self = confinement->self;
  guint32 gone[MAX_N];
  gboolean any = FALSE;
  guint row;

  /* Fewer lines than items: no answer, which the step does not claim. */
  if ((guint) __builtin_popcount (lines) != confinement->size)
    return FALSE;

  for (row = 0; row < self->n; row++)
    {
      gone[row] = self->possible[row]
                  & squares_in_row (self, confinement->lines_part, lines, row)
                  & ~squares_in_row (self, confinement->items_part, items, row);
      any |= gone[row] != 0;
    }
  if (!any)
    return FALSE;

  step_clear (confinement->step, QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS);
  confinement->step->items = items;
  confinement->step->lines = lines;
  for (row = 0; row < self->n; row++)
    confinement->step->reason[row] = self->possible[row]
                                     & squares_in_row (self, confinement->items_part, items, row);
  rule_out_squares (self, gone, confinement->step);
  return TRUE;
}

static gboolean
confinement_search (Confinement *confinement,
                    guint        next,
                    guint32      items,
                    guint32      lines)
{
  const guint32 *spans = confinement->position->spans[confinement->items_part][confinement->lines_part];
  guint32 candidates = confinement->position->open[confinement->items_part] & ~((1u << next) - 1);
  guint chosen = (guint) __builtin_popcount (items);

  if (chosen == confinement->size)
    return confinement_try (confinement, items, lines);

  for (; candidates != 0; candidates &= candidates - 1)
    {
      guint item = (guint) __builtin_ctz (candidates);
      guint32 wider = lines | spans[item];

      if ((guint) __builtin_popcount (wider) > confinement->size)
        continue;
      if (confinement_search (confinement, item + 1, items | (1u << item), wider))
        return TRUE;
    }
  return FALSE;
}

static gboolean
step_confinement (QueensRegionLogic *self,
                  const Position    *position,
                  QueensRegionStep  *step)
{
  static const struct
  {
    QueensRegionPart      items;
    QueensRegionPart      lines;
    QueensRegionTechnique technique;
  } kinds[] = {
    { QUEENS_REGION_PART_REGION, QUEENS_REGION_PART_ROW, QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS },
    { QUEENS_REGION_PART_REGION, QUEENS_REGION_PART_COLUMN, QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS },
    { QUEENS_REGION_PART_ROW, QUEENS_REGION_PART_REGION, QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS },
    { QUEENS_REGION_PART_COLUMN, QUEENS_REGION_PART_REGION, QUEENS_REGION_TECHNIQUE_COLUMNS_IN_REGIONS },
  };
  /* k parts confined to k lines rule out what the other open parts,
   * confined to the other lines, rule out: k up to half suffices. */
  guint open = (guint) __builtin_popcount (position->open[QUEENS_REGION_PART_ROW]);
  guint size, i;

  for (size = 1; size <= open / 2; size++)
    for (i = 0; i < G_N_ELEMENTS (kinds); i++)
      {
        Confinement confinement = { self, position, kinds[i].items, kinds[i].lines, size, step };

        if (confinement_search (&confinement, 0, 0, 0))
          {
            step->technique = kinds[i].technique;
            return TRUE;
          }
      }
  return FALSE;
}

/* Hard: the first possible square, in reading order, whose queen would
 * leave another row, column or region with no possible square. */
static gboolean
step_what_if (QueensRegionLogic *self,
              const Position    *position,
              QueensRegionStep  *step)
{
  guint row, other;

  for (row = 0; row < self->n; row++)
    {
      guint32 bits;

      for (bits = self->possible[row]; bits != 0; bits &= bits - 1)
        {
          guint column = (guint) __builtin_ctz (bits);
          guint32 reach[MAX_N], left[MAX_N];
          guint32 open[N_PARTS], covered[N_PARTS] = { 0 };
          guint part;

          queen_reach (self, row, column, reach);
          open[QUEENS_REGION_PART_ROW] = position->open[QUEENS_REGION_PART_ROW] & ~(1u << row);
          open[QUEENS_REGION_PART_COLUMN] = position->open[QUEENS_REGION_PART_COLUMN] & ~(1u << column);
          open[QUEENS_REGION_PART_REGION] = position->open[QUEENS_REGION_PART_REGION]
                                            & ~(1u << region_of (self, row, column));
          for (other = 0; other < self->n; other++)
            {
              guint32 squares;

              left[other] = self->possible[other] & ~reach[other];
              if (left[other] != 0)
                covered[QUEENS_REGION_PART_ROW] |= 1u << other;
              covered[QUEENS_REGION_PART_COLUMN] |= left[other];
              for (squares = left[other]; squares != 0; squares &= squares - 1)
                covered[QUEENS_REGION_PART_REGION] |= 1u << region_of (self, other, (guint) __builtin_ctz (squares));
            }

          for (part = 0; part < N_PARTS; part++)
            {
              guint32 emptied = open[part] & ~covered[part];
              guint32 lines;

              if (emptied == 0)
                continue;
              lines = emptied & (~emptied + 1);
              step_clear (step, QUEENS_REGION_TECHNIQUE_WHAT_IF);
              step->row = row;
              step->column = column;
              step->emptied = (QueensRegionPart) part;
              step->lines = lines;
              for (other = 0; other < self->n; other++)
                step->reason[other] = self->possible[other] & squares_in_row (self, part, lines, other);
              step->reason[row] |= 1u << column;
              step->ruled_out[row] = 1u << column;
              self->possible[row] &= ~(1u << column);
              return TRUE;
            }
        }
    }
  return FALSE;
}

QueensRegionLogicResult
queens_region_logic_step (QueensRegionLogic      *self,
                          QueensRegionDifficulty  hardest,
                          QueensRegionStep       *out_step)
{
  QueensRegionStep scratch;
  QueensRegionStep *step = out_step != NULL ? out_step : &scratch;
  Position position;

  g_return_val_if_fail (self != NULL, QUEENS_REGION_LOGIC_STUCK);

  position_read (self, &position);
  if (position_is_contradicted (&position))
    return QUEENS_REGION_LOGIC_CONTRADICTION;
  if (position.open[QUEENS_REGION_PART_ROW] == 0)
    return QUEENS_REGION_LOGIC_SOLVED;

  if (step_last_square (self, &position, step))
    return QUEENS_REGION_LOGIC_STEPPED;
  if (hardest >= QUEENS_REGION_MEDIUM && step_confinement (self, &position, step))
    return QUEENS_REGION_LOGIC_STEPPED;
  if (hardest >= QUEENS_REGION_HARD && step_what_if (self, &position, step))
    return QUEENS_REGION_LOGIC_STEPPED;
  return QUEENS_REGION_LOGIC_STUCK;
}

QueensRegionLogicResult
queens_region_logic_run (QueensRegionLogic      *self,
                         QueensRegionDifficulty  hardest,
                         QueensRegionDifficulty *out_hardest)
{
  QueensRegionDifficulty used = QUEENS_REGION_EASY;
  QueensRegionLogicResult result;
  QueensRegionStep step;

  while ((result = queens_region_logic_step (self, hardest, &step)) == QUEENS_REGION_LOGIC_STEPPED)
    used = MAX (used, queens_region_technique_get_difficulty (step.technique));

  if (out_hardest != NULL)
    *out_hardest = used;
  return result;
}

gboolean
queens_region_grade (QueensRegionGrid       *grid,
                     QueensRegionDifficulty *out_difficulty)
{
  g_autoptr(QueensRegionLogic) logic = NULL;
  QueensRegionDifficulty level;

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (grid), FALSE);

  /* Knowledge only grows, so each level goes on from where the easier
   * one stopped. */
  logic = queens_region_logic_new (grid);
  for (level = QUEENS_REGION_EASY; level <= QUEENS_REGION_HARD; level++)
    {
      QueensRegionLogicResult result = queens_region_logic_run (logic, level, NULL);

      if (result == QUEENS_REGION_LOGIC_SOLVED)
        {
          if (out_difficulty != NULL)
            *out_difficulty = level;
          return TRUE;
        }
      if (result == QUEENS_REGION_LOGIC_CONTRADICTION)
        return FALSE;
    }
  return FALSE;
}

QueensRegionDifficulty
queens_region_technique_get_difficulty (QueensRegionTechnique technique)
{
  switch (technique)
    {
    case QUEENS_REGION_TECHNIQUE_LAST_IN_REGION:
    case QUEENS_REGION_TECHNIQUE_LAST_IN_ROW:
    case QUEENS_REGION_TECHNIQUE_LAST_IN_COLUMN:
      return QUEENS_REGION_EASY;
    case QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS:
    case QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS:
    case QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS:
    case QUEENS_REGION_TECHNIQUE_COLUMNS_IN_REGIONS:
      return QUEENS_REGION_MEDIUM;
    case QUEENS_REGION_TECHNIQUE_WHAT_IF:
    default:
      return QUEENS_REGION_HARD;
    }
}

const char *
queens_region_technique_to_string (QueensRegionTechnique technique)
{
  switch (queens_region_technique_get_difficulty (technique))
    {
    case QUEENS_REGION_EASY:
      return "last-square";
    case QUEENS_REGION_MEDIUM:
      return "confinement";
    case QUEENS_REGION_HARD:
    default:
      return "what-if";
    }
}

static const char *const difficulty_names[] = { "easy", "medium", "hard" };

const char *
queens_region_difficulty_to_string (QueensRegionDifficulty difficulty)
{
  g_return_val_if_fail (difficulty <= QUEENS_REGION_HARD, NULL);
  return difficulty_names[difficulty];
}

gboolean
queens_region_difficulty_from_string (const char             *name,
                                      QueensRegionDifficulty *out_difficulty)
{
  guint i;

  for (i = 0; name != NULL && i < G_N_ELEMENTS (difficulty_names); i++)
    if (g_str_equal (name, difficulty_names[i]))
      {
        *out_difficulty = (QueensRegionDifficulty) i;
        return TRUE;
      }
  return FALSE;
}
