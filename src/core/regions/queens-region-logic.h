/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-logic.h: solving a region grid as a person does, step by step
 *
 * The logic keeps the queens placed and the squares still possible, and
 * knows only named techniques; it never guesses.  Each step is the first
 * deduction found, easiest level first:
 *
 * - easy: the two basic rules.  A row, column or region with one possible
 *   square left takes the queen there, and a queen rules out the rest of
 *   its row, column and region and the eight squares around it;
 * - medium: confinement.  When the possible squares of k regions all lie
 *   in k rows (or columns), those rows (columns) hold the queens of those
 *   regions, so their other squares are ruled out; and the reverse: when
 *   the possible squares of k rows (or columns) all lie in k regions, the
 *   other squares of those regions are ruled out.  k = 1 first;
 * - hard: one step of "what if": a square whose queen would leave another
 *   row, column or region without a possible square is ruled out.
 *
 * A step always places a queen or rules out at least one square that was
 * still possible.  Since steps only add knowledge, the order they come in
 * does not change whether a level's techniques solve a grid: the
 * difficulty of a puzzle is the weakest level that solves it completely.
 */
#pragma once

#include "queens-region-grid.h"

G_BEGIN_DECLS

#define QUEENS_REGION_NO_QUEEN G_MAXUINT

typedef enum
{
  QUEENS_REGION_EASY,
  QUEENS_REGION_MEDIUM,
  QUEENS_REGION_HARD
} QueensRegionDifficulty;

typedef enum
{
  /* easy: a queen placed, and what it rules out */
  QUEENS_REGION_TECHNIQUE_LAST_IN_REGION,
  QUEENS_REGION_TECHNIQUE_LAST_IN_ROW,
  QUEENS_REGION_TECHNIQUE_LAST_IN_COLUMN,
  /* medium: squares ruled out */
  QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS,
  QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS,
  QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS,
  QUEENS_REGION_TECHNIQUE_COLUMNS_IN_REGIONS,
  /* hard: one square ruled out */
  QUEENS_REGION_TECHNIQUE_WHAT_IF
} QueensRegionTechnique;

/* What a what-if step's queen would leave empty. */
typedef enum
{
  QUEENS_REGION_PART_ROW,
  QUEENS_REGION_PART_COLUMN,
  QUEENS_REGION_PART_REGION
} QueensRegionPart;

/* One deduction.  Square sets are one mask per row, bit c for column c. */
typedef struct
{
  QueensRegionTechnique technique;
  /* The queen placed (LAST_IN_*) or the square tried (WHAT_IF), else
   * QUEENS_REGION_NO_QUEEN. */
  guint                 row;
  guint                 column;
  /* LAST_IN_*: the one row, column or region with a square left.
   * Confinement: the regions, rows or columns confined (items) and the
   * rows, columns or regions they are confined to (lines).  WHAT_IF: the
   * row, column or region that would be left empty (lines), of kind
   * @emptied. */
  guint32               items;
  guint32               lines;
  QueensRegionPart      emptied;
  /* The squares the reasoning looks at: the squares of the row, column
   * or region with one left; the possible squares of the confined items;
   * the square tried and the possible squares of the line it would empty. */
  guint32               reason[QUEENS_REGION_MAX_N];
  /* The squares this step rules out that were still possible (for a
   * placement, those its queen rules out). */
  guint32               ruled_out[QUEENS_REGION_MAX_N];
} QueensRegionStep;

typedef enum
{
  QUEENS_REGION_LOGIC_STEPPED,        /* one step taken */
  QUEENS_REGION_LOGIC_SOLVED,         /* every row holds a queen */
  QUEENS_REGION_LOGIC_STUCK,          /* no step of the allowed levels */
  QUEENS_REGION_LOGIC_CONTRADICTION   /* a row, column or region has no possible square */
} QueensRegionLogicResult;

typedef struct _QueensRegionLogic QueensRegionLogic;

/* From no queens, every square possible. */
QueensRegionLogic      *queens_region_logic_new         (QueensRegionGrid       *grid);
QueensRegionLogic      *queens_region_logic_copy        (const QueensRegionLogic *self);
void                    queens_region_logic_free        (QueensRegionLogic      *self);

/* Takes the first step of a level no harder than @hardest and describes
 * it in @out_step (nullable). */
QueensRegionLogicResult queens_region_logic_step        (QueensRegionLogic      *self,
                                                         QueensRegionDifficulty  hardest,
                                                         QueensRegionStep       *out_step);
/* Steps until solved, stuck or contradicted; @out_hardest (nullable)
 * receives the hardest level of a step taken (EASY when none). */
QueensRegionLogicResult queens_region_logic_run         (QueensRegionLogic      *self,
                                                         QueensRegionDifficulty  hardest,
                                                         QueensRegionDifficulty *out_hardest);

/* A player's moves, so that hints go on from them: TRUE when they
 * changed anything.  Placing rules out what the queen rules out; it is
 * refused (FALSE) on a square no longer possible. */
gboolean                queens_region_logic_place       (QueensRegionLogic      *self,
                                                         guint                   row,
                                                         guint                   column);
gboolean                queens_region_logic_rule_out    (QueensRegionLogic      *self,
                                                         guint                   row,
                                                         guint                   column);

/* The queen's column in @row, or QUEENS_REGION_NO_QUEEN. */
guint                   queens_region_logic_get_queen   (const QueensRegionLogic *self,
                                                         guint                   row);
/* Neither ruled out nor holding a queen. */
gboolean                queens_region_logic_is_possible (const QueensRegionLogic *self,
                                                         guint                   row,
                                                         guint                   column);
QueensRegionGrid       *queens_region_logic_get_grid    (const QueensRegionLogic *self);

/* The weakest level whose techniques solve @grid completely, in
 * @out_difficulty; FALSE when even the hard ones do not. */
gboolean                queens_region_grade             (QueensRegionGrid       *grid,
                                                         QueensRegionDifficulty *out_difficulty);

QueensRegionDifficulty  queens_region_technique_get_difficulty (QueensRegionTechnique technique);
/* A short name for listings ("last-square", "confinement", "what-if"),
 * the same in every language. */
const char             *queens_region_technique_to_string     (QueensRegionTechnique technique);
/* The step in a sentence, rows and columns numbered from 1: "Region C
 * lies in column 5, so column 5 holds its queen: the other squares of
 * column 5 are ruled out."  Free with g_free(). */
char                   *queens_region_step_describe           (const QueensRegionStep *step);

/* "easy", "medium", "hard": the names the command line uses.
 * from_string returns FALSE for any other name. */
const char             *queens_region_difficulty_to_string    (QueensRegionDifficulty  difficulty);
gboolean                queens_region_difficulty_from_string  (const char             *name,
                                                               QueensRegionDifficulty *out_difficulty);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensRegionLogic, queens_region_logic_free)

G_END_DECLS
