/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board.h: a board of any size with queens on any squares
 *
 * Several queens may share a row (free play).  Placing, removing and every
 * per-square query cost O(1): the board keeps a counter per row, column and
 * diagonal.  Two queens conflict when they share a row, column or diagonal,
 * whatever stands between them.
 */
#pragma once

#include <glib-object.h>

#include "queens-symmetry.h"

G_BEGIN_DECLS

#define QUEENS_MAX_N 10000000u
#define QUEENS_NO_QUEEN G_MAXUINT32

#define QUEENS_BOARD_ERROR (queens_board_error_quark ())

typedef enum
{
  QUEENS_BOARD_ERROR_EMPTY,          /* no tokens at all */
  QUEENS_BOARD_ERROR_BAD_TOKEN,      /* a token that is not a number, a square or '.' */
  QUEENS_BOARD_ERROR_OUT_OF_RANGE,   /* a column or square off the board */
  QUEENS_BOARD_ERROR_TOO_LARGE,      /* more than QUEENS_MAX_N tokens */
  QUEENS_BOARD_ERROR_SIZE_MISMATCH,  /* token count differs from the expected N */
  QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW /* text form holds at most one queen per row (rank) */
} QueensBoardError;

typedef enum
{
  QUEENS_LINE_ROW,
  QUEENS_LINE_COLUMN,
  QUEENS_LINE_DIAGONAL,      /* top-left to bottom-right: row - column constant */
  QUEENS_LINE_ANTIDIAGONAL   /* top-right to bottom-left: row + column constant */
} QueensLine;

/* How rows and columns are named, on the board's edges, in square names
 * and in the text form. */
typedef enum
{
  QUEENS_COORDINATES_NUMERIC,  /* rows 1..N from the top, columns 1..N from the left */
  QUEENS_COORDINATES_CHESS     /* files a.. from the left, rank 1 at the bottom; N <= 26 */
} QueensCoordinates;

/* The largest board chess coordinates name: one letter per file. */
#define QUEENS_CHESS_MAX_N 26

typedef struct
{
  guint32 row;
  guint32 column;
} QueensSquare;

typedef struct
{
  QueensSquare first;   /* first < second in (row, column) order */
  QueensSquare second;
  QueensLine   line;
} QueensConflict;

#define QUEENS_TYPE_BOARD (queens_board_get_type ())
G_DECLARE_FINAL_TYPE (QueensBoard, queens_board, QUEENS, BOARD, GObject)

GQuark       queens_board_error_quark        (void);

/* 1 <= n <= QUEENS_MAX_N.  Memory comes from zeroed pages the system maps
 * on first write: an empty board costs almost nothing whatever its size,
 * a full one about 24 bytes per row at most. */
QueensBoard *queens_board_new                (guint               n);
/* @columns[r] is row r's 0-based column or QUEENS_NO_QUEEN. */
QueensBoard *queens_board_new_from_columns   (guint               n,
                                              const guint32      *columns);
/* Text form, in either of two spellings (see QueensCoordinates):
 *
 * - numeric: N tokens, row 1 (the top row) first, each the 1-based column
 *   of that row's queen or '.' for an empty row: "2 4 1 3";
 * - chess (N <= 26): N tokens, each a square, a file letter and a rank
 *   number, or '.' for an empty rank: "a2 b4 c1 d3".  One square per
 *   rank; written rank 1 (the bottom row) first, read in any order.
 *
 * The first token that is not '.' tells the spelling.  Tokens are
 * separated by spaces, tabs, newlines or commas (runs of them count as
 * one).  With @expected_n > 0 the token count must equal it.  Errors name
 * the first offending token by its 1-based position and text; a token
 * that is not a plain decimal number, a square or '.' (signs, exponents,
 * hex included), or one of the other spelling, is BAD_TOKEN, reported
 * before a count mismatch. */
QueensBoard *queens_board_new_from_text      (const char         *text,
                                              guint               expected_n,
                                              GError            **error);
QueensBoard *queens_board_copy               (QueensBoard        *self);
gboolean     queens_board_equal              (QueensBoard        *self,
                                              QueensBoard        *other);

guint        queens_board_get_n              (QueensBoard        *self);
guint        queens_board_get_n_queens       (QueensBoard        *self);
gboolean     queens_board_has_queen          (QueensBoard        *self,
                                              guint               row,
                                              guint               column);
/* Each returns FALSE (and changes nothing) when there is nothing to do. */
gboolean     queens_board_place              (QueensBoard        *self,
                                              guint               row,
                                              guint               column);
gboolean     queens_board_remove             (QueensBoard        *self,
                                              guint               row,
                                              guint               column);
void         queens_board_toggle             (QueensBoard        *self,
                                              guint               row,
                                              guint               column);
void         queens_board_clear              (QueensBoard        *self);

/* Queens other than one on (row, column) itself that share a line with it. */
guint        queens_board_count_attackers    (QueensBoard        *self,
                                              guint               row,
                                              guint               column);
gboolean     queens_board_is_attacked        (QueensBoard        *self,
                                              guint               row,
                                              guint               column);
guint        queens_board_count_on_line      (QueensBoard        *self,
                                              QueensLine          line,
                                              guint               row,
                                              guint               column);
/* Number of conflicting pairs, kept up to date in O(1) per change. */
guint64      queens_board_get_n_conflicts    (QueensBoard        *self);
/* N queens, no conflicts. */
gboolean     queens_board_is_solution        (QueensBoard        *self);
/* At most one queen in every row. */
gboolean     queens_board_is_one_per_row     (QueensBoard        *self);

/* Whether a queen at @column of row @row is safe from the queens of rows
 * 0..row-1, given as one column each in @columns: the textbook's pairwise
 * test, O(row). */
gboolean     queens_columns_are_safe         (const guint8       *columns,
                                              guint               row,
                                              guint               column);

/* QueensSquare elements sorted by (row, column); O(n + Q). */
GArray      *queens_board_list_queens        (QueensBoard        *self);
/* QueensConflict elements, sorted by first then second square: every
 * pair of queens sharing a line, once, whatever stands between them.
 * O(n + Q + pairs). */
GArray      *queens_board_list_conflicts     (QueensBoard        *self);
/* Fills @columns (n entries) when queens_board_is_one_per_row(). */
gboolean     queens_board_get_columns        (QueensBoard        *self,
                                              guint32            *columns);

QueensBoard *queens_board_transform          (QueensBoard        *self,
                                              QueensSymmetry      symmetry);
/* The variant whose sorted queen list is lexicographically smallest;
 * @out_symmetry (nullable) receives s with s(self) == canonical. */
QueensBoard *queens_board_canonical          (QueensBoard        *self,
                                              QueensSymmetry     *out_symmetry);
guint        queens_board_get_class_size     (QueensBoard        *self);

/* The numeric text form ("2 4 1 3"); NULL with
 * QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW when a row holds several queens. */
char        *queens_board_to_text            (QueensBoard        *self,
                                              GError            **error);
/* The text form in @coordinates' spelling: the chess one ("a2 b4 c1 d3")
 * where it applies (queens_coordinates_for_n()), else the numeric one. */
char        *queens_board_to_text_in         (QueensBoard        *self,
                                              QueensCoordinates   coordinates,
                                              GError            **error);

/* The spelling that applies to a board of size @n: chess names need a
 * letter per column, so past 26 columns every board is numbered. */
QueensCoordinates queens_coordinates_for_n   (QueensCoordinates   coordinates,
                                              guint               n);
/* The label of column @column along the board's edge: "5" (numbered from
 * 1 at the left) or the chess file "e".  Free with g_free(). */
char        *queens_coordinates_column_label (QueensCoordinates   coordinates,
                                              guint               n,
                                              guint               column);
/* The number of row @row along the board's edge: counted from 1 at the
 * top, or the chess rank, counted from 1 at the bottom. */
guint        queens_coordinates_row_number   (QueensCoordinates   coordinates,
                                              guint               n,
                                              guint               row);
/* Name of a square for messages and screen readers: "row 4, column 5"
 * (both 1-based, rows from the top, as in the numeric text form), or in
 * chess coordinates, where they apply, "e4".  Free with g_free(). */
char        *queens_square_name              (QueensCoordinates   coordinates,
                                              guint               n,
                                              guint               row,
                                              guint               column);

/* The queens of rows @first_row .. @end_row - 1 as QueensSquare elements
 * sorted by (row, column): O(end_row - first_row + their queens), so a
 * view of a few rows does not pay for the whole board. */
GArray      *queens_board_list_queens_in_rows (QueensBoard       *self,
                                              guint               first_row,
                                              guint               end_row);

G_END_DECLS
