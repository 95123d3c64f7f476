/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render.h: the one place that knows what a board looks like
 *
 * Cairo only, no widgets: the board view draws the screen with it, and
 * export draws PNG, SVG and PDF files with it.  Rows are counted from the
 * top (row 0 is the top row), columns from the left, as in the core.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "queens-board.h"

G_BEGIN_DECLS

typedef struct
{
  double red;
  double green;
  double blue;
  double alpha;
} QueensRenderColor;

typedef enum
{
  QUEENS_RENDER_THEME_LIGHT,
  QUEENS_RENDER_THEME_DARK
} QueensRenderTheme;

/* The colours of the squares and queens (the "board-theme" setting); each
 * has a light and a dark variant, the QueensRenderTheme.  None uses red,
 * which stays the colour of conflicts. */
typedef enum
{
  QUEENS_RENDER_BOARD_THEME_CLASSIC,
  QUEENS_RENDER_BOARD_THEME_GREEN,
  QUEENS_RENDER_BOARD_THEME_BLUE,
  QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST,
} QueensRenderBoardTheme;

#define QUEENS_RENDER_N_BOARD_THEMES 4

typedef struct
{
  QueensRenderColor light_square;
  QueensRenderColor dark_square;
  QueensRenderColor queen_fill;
  QueensRenderColor queen_outline;
  QueensRenderColor coordinates;
  /* Tint laid over highlighted squares (watch mode).  Red stays reserved
   * for conflicts, so this is never red. */
  QueensRenderColor highlight;
  /* Free play.  @conflict is the only red anywhere: queens in conflict and
   * the lines joining them.
   *
   * @attacked is the dot on an empty square some queen attacks: opaque,
   * and at least 3:1 (WCAG contrast) against both square colours, so an
   * attacked square stands out of a free one of its colour while the
   * square keeps its own colour around the dot.  On squares too small
   * for a dot it tints the square, at QUEENS_RENDER_ATTACK_TINT_ALPHA. */
  QueensRenderColor attacked;
  QueensRenderColor focus;      /* the cursor's frame */
  QueensRenderColor conflict;
  /* The "solved" note: its plate, its text and its check mark. */
  QueensRenderColor note_fill;
  QueensRenderColor note_ink;
  QueensRenderColor note_mark;
} QueensRenderPalette;

/* The tint of attacked squares too small to carry a dot. */
#define QUEENS_RENDER_ATTACK_TINT_ALPHA 0.45

typedef struct
{
  gboolean            show_coordinates;
  /* How the labels along the edges count: numbers from the top left, or
   * chess files and ranks where they apply (queens_coordinates_for_n()). */
  QueensCoordinates   coordinates;
  /* Align square edges to device pixels, so that edges stay crisp on
   * screen and in PNG files.  Vector output may turn it off. */
  gboolean            snap_to_pixels;
  QueensRenderPalette palette;
  /* Nullable: squares to tint with the highlight colour. */
  const QueensSquare *highlighted;
  gsize               n_highlighted;

  /* Free play: honoured by queens_render_board() only.  One visual
   * language, each mark in its own place: a dot on attacked empty squares
   * (gone once the board is solved), red queens and red lines between the
   * queens in conflict, and one frame, the cursor, on the square the
   * pointer or the keyboard is at. */
  gboolean            show_attacks;    /* dot the empty squares queens attack */
  /* Nullable: empty squares a puzzle's hints ruled out, crossed. */
  const QueensSquare *ruled_out;
  gsize               n_ruled_out;
  gboolean            show_conflicts;  /* red queens, red lines between conflicting pairs */
  gboolean            show_cursor;     /* a frame around @cursor */
  QueensSquare        cursor;
  /* Nullable: on a solved board, a plate with this text and a check mark,
   * laid under the queens where it covers none if it can. */
  const char         *solved_note;
  /* A queen being dragged: left off @lifted and drawn centred on
   * (@lifted_x, @lifted_y), in the user units of the drawing. */
  gboolean            show_lifted;
  QueensSquare        lifted;
  double              lifted_x;
  double              lifted_y;
} QueensRenderOptions;

/* Where the squares of a board land inside a rectangle. */
typedef struct
{
  guint    n;
  /* The squares' area: a square of side @board_size at (@board_x,
   * @board_y), centred in the rectangle given to the layout. */
  double   board_x;
  double   board_y;
  double   board_size;
  /* Room kept free on every side of the board for the coordinates
   * (0 without them), and the font size they use. */
  double   margin;
  double   font_size;
  /* Device pixels per user unit and the device offset, used to snap
   * square edges; @pixel_scale is 0 when nothing is snapped. */
  double   pixel_scale;
  double   device_x0;
  double   device_y0;
} QueensRenderLayout;

void     queens_render_palette_init    (QueensRenderPalette       *palette,
                                        QueensRenderTheme          theme);
/* The palette of @board_theme in its @theme variant: squares and queens
 * from the board theme, the play marks as queens_render_palette_init()
 * gives them.  The classic board theme is queens_render_palette_init(). */
void     queens_render_palette_init_for_board_theme (QueensRenderPalette    *palette,
                                                     QueensRenderBoardTheme  board_theme,
                                                     QueensRenderTheme       theme);
/* Defaults: the palette of @theme, pixel snapping on, no coordinates,
 * nothing highlighted. */
void     queens_render_options_init    (QueensRenderOptions       *options,
                                        QueensRenderTheme          theme);

/* Lays a board of size @n out in the rectangle (@x, @y, @width, @height)
 * of @cr's user space, for @cr's current transformation. */
void     queens_render_compute_layout  (cairo_t                   *cr,
                                        guint                      n,
                                        const QueensRenderOptions *options,
                                        double                     x,
                                        double                     y,
                                        double                     width,
                                        double                     height,
                                        QueensRenderLayout        *out_layout);
/* The position of the line before row (or column) @index, 0 <= @index
 * <= n, in user units; snapped to device pixels when the layout snaps. */
double   queens_render_layout_edge_x   (const QueensRenderLayout  *layout,
                                        guint                      index);
double   queens_render_layout_edge_y   (const QueensRenderLayout  *layout,
                                        guint                      index);
/* The square under the user-space point (@x, @y); FALSE when the point
 * is off the board. */
gboolean queens_render_layout_hit      (const QueensRenderLayout  *layout,
                                        double                     x,
                                        double                     y,
                                        guint                     *out_row,
                                        guint                     *out_column);

/* Draws a board of size @n with a queen in row r at column @columns[r]
 * (QUEENS_NO_QUEEN for an empty row; @columns may be NULL for an empty
 * board) into the rectangle, with the cursor frame if @options asks.
 * Large boards cost O(n + pixels), not O(n * n). */
void     queens_render_columns         (cairo_t                   *cr,
                                        guint                      n,
                                        const guint32             *columns,
                                        const QueensRenderOptions *options,
                                        double                     x,
                                        double                     y,
                                        double                     width,
                                        double                     height);
/* The same for a board with queens on any squares (free play), with the
 * play marks @options switches on.  Only the part inside @cr's clip is
 * worked on: O(visible rows + their queens + pixels), whatever n is, but
 * for two cases that need every queen, O(n + Q): attack marks on squares
 * smaller than a pixel, and a conflict line from a queen outside the
 * visible rows. */
void     queens_render_board           (cairo_t                   *cr,
                                        QueensBoard               *board,
                                        const QueensRenderOptions *options,
                                        double                     x,
                                        double                     y,
                                        double                     width,
                                        double                     height);

/* One label along the board's edges, as drawn. */
typedef enum
{
  QUEENS_RENDER_LABEL_COLUMN,   /* along the bottom */
  QUEENS_RENDER_LABEL_ROW       /* along the left */
} QueensRenderLabelAxis;

typedef struct
{
  QueensRenderLabelAxis axis;
  guint                 index;      /* the 0-based column or row it names */
  char                  text[16];
  /* Where the text starts on its baseline, in user units, with the font
   * of size @layout->font_size the labels use ("Sans"). */
  double                x;
  double                y;
} QueensRenderLabel;

/* The labels a board laid out as @layout shows inside @cr's clip with
 * @options (none without coordinates): QueensRenderLabel elements,
 * columns left to right, then rows top to bottom.  What the drawing
 * routines draw, for the tests and for anyone who reads the board out. */
GArray  *queens_render_list_labels     (cairo_t                   *cr,
                                        const QueensRenderLayout  *layout,
                                        const QueensRenderOptions *options);

/* For the tests: rows of boards queens_render_board() has listed the
 * queens of on the calling thread, since that thread started. */
guint64  queens_render_get_rows_listed (void);

G_END_DECLS
