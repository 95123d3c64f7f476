/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-grid.h: an N×N grid cut into N regions
 *
 * The region puzzle: place one queen in every row, every column and every
 * region, with no two queens touching, not even at a corner (queens
 * further apart on a diagonal are allowed).  A grid is N (1 to
 * QUEENS_REGION_MAX_N) and the region of each square, numbered 0 to N - 1.
 *
 * Its text form is N lines of N capital letters, row 1 (the top row)
 * first, region 0 written A, region 1 B and so on: the letters of an N×N
 * grid are the first N of the alphabet, which is why N is at most 26.
 * Reading it skips blank lines and lines whose first character other than
 * a space is '#', and ignores spaces and tabs at either end of a line.
 * Immutable once made.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* One letter per region. */
#define QUEENS_REGION_MAX_N 26u

#define QUEENS_REGION_ERROR (queens_region_error_quark ())

typedef enum
{
  QUEENS_REGION_ERROR_EMPTY,         /* no line of letters at all */
  QUEENS_REGION_ERROR_TOO_LARGE,     /* more than QUEENS_REGION_MAX_N rows or columns */
  QUEENS_REGION_ERROR_NOT_SQUARE,    /* a line of another length than the number of lines */
  QUEENS_REGION_ERROR_NOT_A_LETTER,  /* a character that is not a capital letter */
  QUEENS_REGION_ERROR_REGIONS,       /* other than the letters A to the N-th */
  QUEENS_REGION_ERROR_DISCONNECTED   /* a region in two or more pieces */
} QueensRegionError;

#define QUEENS_TYPE_REGION_GRID (queens_region_grid_get_type ())
G_DECLARE_FINAL_TYPE (QueensRegionGrid, queens_region_grid, QUEENS, REGION_GRID, GObject)

GQuark            queens_region_error_quark          (void);

/* @regions: N × N region numbers, row by row, each below N, every one of
 * 0 .. N - 1 used.  Regions need not be connected here (see
 * queens_region_grid_find_disconnected()); the text form requires it. */
QueensRegionGrid *queens_region_grid_new             (guint              n,
                                                      const guint8      *regions,
                                                      GError           **error);
/* The text form; the error names the first thing wrong, with its line. */
QueensRegionGrid *queens_region_grid_new_from_text   (const char        *text,
                                                      GError           **error);
/* N lines of N letters, each ending in a newline.  Free with g_free(). */
char             *queens_region_grid_to_text         (QueensRegionGrid  *self);

guint             queens_region_grid_get_n           (QueensRegionGrid  *self);
guint             queens_region_grid_get_region      (QueensRegionGrid  *self,
                                                      guint              row,
                                                      guint              column);
/* N × N region numbers, row by row; owned by the grid. */
const guint8     *queens_region_grid_get_regions     (QueensRegionGrid  *self);
/* The columns of row @row that lie in @region, one bit each (bit c for
 * column c). */
guint32           queens_region_grid_get_row_mask    (QueensRegionGrid  *self,
                                                      guint              region,
                                                      guint              row);
/* TRUE, with the first such region in @out_region (nullable), when a
 * region is in two or more pieces (squares joined by a side, not a
 * corner). */
gboolean          queens_region_grid_find_disconnected (QueensRegionGrid *self,
                                                        guint            *out_region);
/* Do @columns (N 0-based columns, row 1 first) answer the puzzle? */
gboolean          queens_region_grid_is_answer       (QueensRegionGrid  *self,
                                                      const guint8      *columns);

/* The letter of region @region: 'A' for 0. */
char              queens_region_letter               (guint              region);

G_END_DECLS
