/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-logic-text.c: a step of the logic in a sentence */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "queens-board.h"
#include "queens-region-logic.h"

/* "2, 3, 5" (numbers from 1) or "A, C" (letters) for a set of parts. */
static char *
list_parts (guint32  set,
            gboolean letters)
{
  GString *text = g_string_new (NULL);

  for (; set != 0; set &= set - 1)
    {
      guint part = (guint) __builtin_ctz (set);

      if (text->len > 0)
        g_string_append (text, ", ");
      if (letters)
        g_string_append_c (text, queens_region_letter (part));
      else
        g_string_append_printf (text, "%u", part + 1);
    }
  return g_string_free (text, FALSE);
}

static char *
describe_last_square (const QueensRegionStep *step,
                      const char             *square)
{
  guint part = (guint) __builtin_ctz (step->items);

  switch (step->technique)
    {
    case QUEENS_REGION_TECHNIQUE_LAST_IN_REGION:
      /* Translators: %c is a region's letter, %s a square: "Region C has
       * one square left: the queen goes on row 3, column 5."  Reorder with
       * %1$c, %2$s if needed. */
      return g_strdup_printf (_("Region %c has one square left: the queen goes on %s."),
                              queens_region_letter (part), square);
    case QUEENS_REGION_TECHNIQUE_LAST_IN_ROW:
      /* Translators: %u is a row number, %s a square: "Row 3 has one square
       * left: the queen goes on row 3, column 5."  Reorder with %1$u, %2$s
       * if needed. */
      return g_strdup_printf (_("Row %u has one square left: the queen goes on %s."),
                              part + 1, square);
    case QUEENS_REGION_TECHNIQUE_LAST_IN_COLUMN:
    default:
      /* Translators: %u is a column number, %s a square: "Column 5 has one
       * square left: the queen goes on row 3, column 5."  Reorder with
       * %1$u, %2$s if needed. */
      return g_strdup_printf (_("Column %u has one square left: the queen goes on %s."),
                              part + 1, square);
    }
}

/* One region in one row or column, or one row or column in one region. */
static char *
describe_single_confinement (const QueensRegionStep *step)
{
  guint item = (guint) __builtin_ctz (step->items);
  guint line = (guint) __builtin_ctz (step->lines);

  switch (step->technique)
    {
    case QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS:
      /* Translators: %c is a region's letter, each %u the same row number:
       * "Region C lies in row 2, so row 2 holds its queen: the other
       * squares of row 2 are ruled out."  Reorder with %1$c, %2$u, %3$u,
       * %4$u if needed. */
      return g_strdup_printf (_("Region %c lies in row %u, so row %u holds its queen: "
                                "the other squares of row %u are ruled out."),
                              queens_region_letter (item), line + 1, line + 1, line + 1);
    case QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS:
      /* Translators: %c is a region's letter, each %u the same column
       * number: "Region C lies in column 5, so column 5 holds its queen: the
       * other squares of column 5 are ruled out."  Reorder with %1$c, %2$u,
       * %3$u, %4$u if needed. */
      return g_strdup_printf (_("Region %c lies in column %u, so column %u holds its queen: "
                                "the other squares of column %u are ruled out."),
                              queens_region_letter (item), line + 1, line + 1, line + 1);
    case QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS:
      /* Translators: %u is a row number, each %c the same region's letter:
       * "Row 2 lies in region C, so region C has its queen in row 2: the
       * other squares of region C are ruled out."  Reorder with %1$u,
       * %2$c, %3$c, %4$u, %5$c if needed. */
      return g_strdup_printf (_("Row %u lies in region %c, so region %c has its queen in row %u: "
                                "the other squares of region %c are ruled out."),
                              item + 1, queens_region_letter (line), queens_region_letter (line),
                              item + 1, queens_region_letter (line));
    case QUEENS_REGION_TECHNIQUE_COLUMNS_IN_REGIONS:
    default:
      /* Translators: %u is a column number, each %c the same region's
       * letter: "Column 5 lies in region C, so region C has its queen in
       * column 5: the other squares of region C are ruled out."  Reorder
       * with %1$u, %2$c, %3$c, %4$u, %5$c if needed. */
      return g_strdup_printf (_("Column %u lies in region %c, so region %c has its queen in column %u: "
                                "the other squares of region %c are ruled out."),
                              item + 1, queens_region_letter (line), queens_region_letter (line),
                              item + 1, queens_region_letter (line));
    }
}

/* Several regions in as many rows or columns, or the reverse. */
static char *
describe_confinement (const QueensRegionStep *step)
{
  gboolean items_are_regions = step->technique == QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS
                               || step->technique == QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS;
  g_autofree char *items = list_parts (step->items, items_are_regions);
  g_autofree char *lines = list_parts (step->lines, !items_are_regions);

  if (__builtin_popcount (step->items) == 1)
    return describe_single_confinement (step);

  switch (step->technique)
    {
    case QUEENS_REGION_TECHNIQUE_REGIONS_IN_ROWS:
      /* Translators: %s is a list of region letters, %s a list of as many
       * row numbers: "Regions A, C lie in rows 2, 3, so these rows hold
       * their queens: the other squares of these rows are ruled out."
       * Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("Regions %s lie in rows %s, so these rows hold their queens: "
                                "the other squares of these rows are ruled out."),
                              items, lines);
    case QUEENS_REGION_TECHNIQUE_REGIONS_IN_COLUMNS:
      /* Translators: %s is a list of region letters, %s a list of as many
       * column numbers: "Regions A, C lie in columns 2, 3, so these columns
       * hold their queens: the other squares of these columns are ruled
       * out."  Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("Regions %s lie in columns %s, so these columns hold their queens: "
                                "the other squares of these columns are ruled out."),
                              items, lines);
    case QUEENS_REGION_TECHNIQUE_ROWS_IN_REGIONS:
      /* Translators: %s is a list of row numbers, %s a list of as many
       * region letters: "Rows 2, 3 lie in regions A, C, so these regions
       * have their queens in these rows: the other squares of these
       * regions are ruled out."  Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("Rows %s lie in regions %s, so these regions have their queens in these rows: "
                                "the other squares of these regions are ruled out."),
                              items, lines);
    case QUEENS_REGION_TECHNIQUE_COLUMNS_IN_REGIONS:
    default:
      /* Translators: %s is a list of column numbers, %s a list of as many
       * region letters: "Columns 2, 3 lie in regions A, C, so these regions
       * have their queens in these columns: the other squares of these
       * regions are ruled out."  Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("Columns %s lie in regions %s, so these regions have their queens in these columns: "
                                "the other squares of these regions are ruled out."),
                              items, lines);
    }
}

static char *
describe_what_if (const QueensRegionStep *step,
                  const char             *square)
{
  guint line = (guint) __builtin_ctz (step->lines);

  switch (step->emptied)
    {
    case QUEENS_REGION_PART_ROW:
      /* Translators: %s is a square, %u a row number: "A queen on row 3,
       * column 4 would leave row 6 without a square, so row 3, column 4 is
       * ruled out."  Reorder with %1$s, %2$u, %3$s if needed. */
      return g_strdup_printf (_("A queen on %s would leave row %u without a square, so %s is ruled out."),
                              square, line + 1, square);
    case QUEENS_REGION_PART_COLUMN:
      /* Translators: %s is a square, %u a column number: "A queen on row 3,
       * column 4 would leave column 6 without a square, so row 3, column 4
       * is ruled out."  Reorder with %1$s, %2$u, %3$s if needed. */
      return g_strdup_printf (_("A queen on %s would leave column %u without a square, so %s is ruled out."),
                              square, line + 1, square);
    case QUEENS_REGION_PART_REGION:
    default:
      /* Translators: %s is a square, %c a region's letter: "A queen on row
       * 3, column 4 would leave region D without a square, so row 3, column
       * 4 is ruled out."  Reorder with %1$s, %2$c, %3$s if needed. */
      return g_strdup_printf (_("A queen on %s would leave region %c without a square, so %s is ruled out."),
                              square, queens_region_letter (line), square);
    }
}

char *
queens_region_step_describe (const QueensRegionStep *step)
{
  g_autofree char *square = NULL;

  g_return_val_if_fail (step != NULL, NULL);

  if (step->row != QUEENS_REGION_NO_QUEEN)
    square = queens_square_name (QUEENS_COORDINATES_NUMERIC, QUEENS_REGION_MAX_N,
                                 step->row, step->column);

  switch (queens_region_technique_get_difficulty (step->technique))
    {
    case QUEENS_REGION_EASY:
      return describe_last_square (step, square);
    case QUEENS_REGION_MEDIUM:
      return describe_confinement (step);
    case QUEENS_REGION_HARD:
    default:
      return describe_what_if (step, square);
    }
}
