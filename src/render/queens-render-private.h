/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render-private.h: what the parts of the renderer share
 *
 * queens-render.c lays the board out and draws the squares;
 * queens-render-queens.c the queens;
 * queens-render-labels.c the coordinates along its edges;
 * queens-render-play.c the marks of free play (attacks, conflicts, the
 * cursor, the solved note); queens-render-regions.c region puzzles.
 */
#pragma once

#include "queens-render.h"

G_BEGIN_DECLS

/* Below this many device pixels per square the checker pattern would only
 * shimmer, so the board is filled with the mix of both colours instead. */
#define CHECKER_MIN_PIXELS 2.0
/* Below this a queen is a dot, below the next a plain disc; from it on,
 * the crown is drawn. */
#define DISC_MIN_PIXELS    3.0
#define CROWN_MIN_PIXELS   12.0

/* Rows and columns, [first, end) each, whose squares meet the clip. */
typedef struct
{
  guint first_row;
  guint end_row;
  guint first_column;
  guint end_column;
} QueensRenderRange;

void     queens_render_set_source              (cairo_t                   *cr,
                                                const QueensRenderColor   *color);
/* Device pixels covered by one square (user units for vector output). */
double   queens_render_layout_square_pixels    (const QueensRenderLayout  *layout);
/* User units of one device pixel (of one unit for vector output). */
double   queens_render_layout_device_pixel     (const QueensRenderLayout  *layout);
gboolean queens_render_compute_visible_range   (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                QueensRenderRange         *out_range);

/* queens-render-queens.c: a painter gathers queens into the path of the
 * context it was begun on; finish fills them all in one colour.  One
 * painter at a time per context. */
typedef struct
{
  cairo_t                   *cr;
  const QueensRenderLayout  *layout;
  const QueensRenderOptions *options;
  double                     square_pixels;
  /* Dots only: one bit per device pixel of the board, so that queens
   * sharing a pixel on a huge board are drawn once. */
  guint8                    *pixel_bits;
  int                        pixels_left;
  int                        pixels_top;
  int                        pixels_wide;
  int                        pixels_high;
} QueensQueenPainter;

void     queens_queen_painter_begin            (QueensQueenPainter        *painter,
                                                cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                const QueensRenderOptions *options);
void     queens_queen_painter_add              (QueensQueenPainter        *painter,
                                                guint                      row,
                                                guint                      column);
void     queens_queen_painter_finish           (QueensQueenPainter        *painter,
                                                const QueensRenderColor   *fill);
/* One queen centred on (@x, @y), at least @min_size wide, painted with
 * @alpha: the dragged queen. */
void     queens_render_draw_single_queen       (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                const QueensRenderOptions *options,
                                                double                     x,
                                                double                     y,
                                                double                     min_size,
                                                const QueensRenderColor   *fill,
                                                double                     alpha);

/* queens-render-labels.c */
void     queens_render_select_label_font       (cairo_t                   *cr,
                                                double                     font_size);
/* Width of the widest label on either axis, in the label font set on @cr. */
double   queens_render_widest_label            (cairo_t                   *cr,
                                                guint                      n,
                                                QueensCoordinates          coordinates);
void     queens_render_draw_coordinates        (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                const QueensRenderOptions *options);

/* queens-render-play.c: each draws what is visible in @range, from
 * @queens (the visible ones, or all of them where marks from elsewhere
 * reach in). */
void     queens_render_draw_attacks            (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                const QueensRenderOptions *options,
                                                QueensBoard               *board,
                                                GArray                    *queens,
                                                const QueensRenderRange   *range);
void     queens_render_draw_conflict_lines     (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                const QueensRenderOptions *options,
                                                QueensBoard               *board,
                                                GArray                    *queens);
/* A cross on each of @options' ruled-out squares that holds no queen. */
void     queens_render_draw_ruled_out          (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                const QueensRenderOptions *options,
                                                QueensBoard               *board);
void     queens_render_draw_solved_note        (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                const QueensRenderOptions *options,
                                                QueensBoard               *board,
                                                const QueensRenderRange   *range);
void     queens_render_draw_cursor             (cairo_t                   *cr,
                                                const QueensRenderLayout  *layout,
                                                guint                      row,
                                                guint                      column,
                                                const QueensRenderColor   *color);

G_END_DECLS
