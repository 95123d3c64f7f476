/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-symmetry.h: the eight symmetries of the square (the dihedral group D4)
 *
 * Squares are 0-based (row, column); row 0 is the top row of the board,
 * column 0 the leftmost column.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  QUEENS_SYMMETRY_IDENTITY,
  QUEENS_SYMMETRY_ROTATE_90,        /* clockwise: (r, c) -> (c, n-1-r) */
  QUEENS_SYMMETRY_ROTATE_180,       /* (r, c) -> (n-1-r, n-1-c) */
  QUEENS_SYMMETRY_ROTATE_270,       /* (r, c) -> (n-1-c, r) */
  QUEENS_SYMMETRY_FLIP_HORIZONTAL,  /* mirror left-right: (r, c) -> (r, n-1-c) */
  QUEENS_SYMMETRY_FLIP_VERTICAL,    /* mirror top-bottom: (r, c) -> (n-1-r, c) */
  QUEENS_SYMMETRY_FLIP_DIAGONAL,    /* transpose: (r, c) -> (c, r) */
  QUEENS_SYMMETRY_FLIP_ANTIDIAGONAL,/* (r, c) -> (n-1-c, n-1-r) */
  QUEENS_N_SYMMETRIES
} QueensSymmetry;

void            queens_symmetry_apply          (QueensSymmetry  symmetry,
                                                guint           n,
                                                guint           row,
                                                guint           column,
                                                guint          *out_row,
                                                guint          *out_column);
/* The symmetry that applies @first, then @second. */
QueensSymmetry  queens_symmetry_compose        (QueensSymmetry  first,
                                                QueensSymmetry  second);
QueensSymmetry  queens_symmetry_inverse        (QueensSymmetry  symmetry);
/* A short English name ("rotate 90°"); callers translate it. */
const char     *queens_symmetry_get_name       (QueensSymmetry  symmetry);

/* Permutation helpers for full solutions: @columns[r] is the 0-based column
 * of row r's queen, a permutation of 0..n-1. */
void            queens_permutation_transform   (QueensSymmetry  symmetry,
                                                guint           n,
                                                const guint32  *columns,
                                                guint32        *out_columns);
/* Lexicographically smallest of the eight variants, written to
 * @out_canonical; returns a symmetry s with s(columns) == canonical. */
QueensSymmetry  queens_permutation_canonical   (guint           n,
                                                const guint32  *columns,
                                                guint32        *out_canonical);
/* Number of distinct variants among the eight: 1, 2, 4 or 8. */
guint           queens_permutation_class_size  (guint           n,
                                                const guint32  *columns);
gboolean        queens_permutation_is_solution (guint           n,
                                                const guint32  *columns);
/* TRUE when @columns (a solution of size @n <= 256) is the smallest of its
 * eight variants: the fast test run on every solution a search stores. */
gboolean        queens_permutation_is_canonical (guint          n,
                                                const guint8   *columns);

G_END_DECLS
