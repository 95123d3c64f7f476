/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render-queens.c: the queens on a board
 *
 * Queens are drawn by a painter that gathers every queen's shape into one
 * path and fills it once, with a level of detail chosen from the size of a
 * square in device pixels: a crown, a disc, or (on boards of many
 * thousands of rows) a dot per device pixel, set in a bitmap so that
 * queens sharing a pixel cost one rectangle.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include "queens-render-private.h"

/* A crown in the unit square: a band at the bottom, a body with five
 * points, the middle one highest, and a ball on each point. */
static const double crown_points[][2] = {
  { 0.28, 0.77 },
  { 0.13, 0.34 },
  { 0.25, 0.55 },
  { 0.31, 0.26 },
  { 0.41, 0.52 },
  { 0.50, 0.20 },
  { 0.59, 0.52 },
  { 0.69, 0.26 },
  { 0.75, 0.55 },
  { 0.87, 0.34 },
  { 0.72, 0.77 },
};

static void
append_crown_path (cairo_t *cr)
{
  static const guint tips[] = { 1, 3, 5, 7, 9 };
  const double band_left = 0.22;
  const double band_right = 0.78;
  const double band_top = 0.79;
  const double band_bottom = 0.89;
  const double band_radius = 0.04;

  cairo_move_to (cr, crown_points[0][0], crown_points[0][1]);
  for (guint i = 1; i < G_N_ELEMENTS (crown_points); i++)
    cairo_line_to (cr, crown_points[i][0], crown_points[i][1]);
  cairo_close_path (cr);

  for (guint i = 0; i < G_N_ELEMENTS (tips); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, crown_points[tips[i]][0], crown_points[tips[i]][1] - 0.02,
                 0.055, 0, 2 * G_PI);
    }

  cairo_new_sub_path (cr);
  cairo_arc (cr, band_left + band_radius, band_top + band_radius, band_radius, G_PI, 1.5 * G_PI);
  cairo_arc (cr, band_right - band_radius, band_top + band_radius, band_radius, 1.5 * G_PI, 2 * G_PI);
  cairo_arc (cr, band_right - band_radius, band_bottom - band_radius, band_radius, 0, 0.5 * G_PI);
  cairo_arc (cr, band_left + band_radius, band_bottom - band_radius, band_radius, 0.5 * G_PI, G_PI);
  cairo_close_path (cr);
}

static void
queen_painter_square (QueensQueenPainter *painter,
                      guint              row,
                      guint              column,
                      double             *out_x,
                      double             *out_y,
                      double             *out_width,
                      double             *out_height)
{
  const QueensRenderLayout *layout = painter->layout;
  double x0 = queens_render_layout_edge_x (layout, column);
  double y0 = queens_render_layout_edge_y (layout, row);

  *out_x = x0;
  *out_y = y0;
  *out_width = queens_render_layout_edge_x (layout, column + 1) - x0;
  *out_height = queens_render_layout_edge_y (layout, row + 1) - y0;
}

void
queens_queen_painter_add (QueensQueenPainter *painter,
                          guint              row,
                          guint              column)
{
  cairo_t *cr = painter->cr;
  const QueensRenderLayout *layout = painter->layout;
  double x, y, width, height;

  if (row >= layout->n || column >= layout->n)
    return;

  if (painter->pixel_bits != NULL)
    {
      /* Centre of the square in device pixels, relative to the board. */
      double square = layout->board_size / layout->n;
      double device_x = (layout->board_x + (column + 0.5) * square) * layout->pixel_scale
                        + layout->device_x0;
      double device_y = (layout->board_y + (row + 0.5) * square) * layout->pixel_scale
                        + layout->device_y0;
      int pixel_x = (int) floor (device_x) - painter->pixels_left;
      int pixel_y = (int) floor (device_y) - painter->pixels_top;
      gsize bit;

      if (pixel_x < 0 || pixel_y < 0
          || pixel_x >= painter->pixels_wide || pixel_y >= painter->pixels_high)
        return;

      bit = (gsize) pixel_y * painter->pixels_wide + pixel_x;
      painter->pixel_bits[bit / 8] |= 1u << (bit % 8);
      return;
    }

  queen_painter_square (painter, row, column, &x, &y, &width, &height);

  if (painter->square_pixels >= CROWN_MIN_PIXELS)
    {
      double size = MIN (width, height);

      cairo_save (cr);
      cairo_translate (cr, x + (width - size) / 2, y + (height - size) / 2);
      cairo_scale (cr, size, size);
      append_crown_path (cr);
      cairo_restore (cr);
    }
  else if (painter->square_pixels >= DISC_MIN_PIXELS)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + width / 2, y + height / 2, MIN (width, height) * 0.36, 0, 2 * G_PI);
    }
  else
    {
      /* Vector output of a huge board: a small square per queen. */
      double side = MIN (width, height) * 0.8;

      cairo_rectangle (cr, x + (width - side) / 2, y + (height - side) / 2, side, side);
    }
}

void
queens_queen_painter_begin (QueensQueenPainter        *painter,
                            cairo_t                   *cr,
                            const QueensRenderLayout  *layout,
                            const QueensRenderOptions *options)
{
  memset (painter, 0, sizeof *painter);
  painter->cr = cr;
  painter->layout = layout;
  painter->options = options;
  painter->square_pixels = queens_render_layout_square_pixels (layout);

  cairo_new_path (cr);

  if (painter->square_pixels < DISC_MIN_PIXELS && layout->pixel_scale > 0.0)
    {
      double left = queens_render_layout_edge_x (layout, 0) * layout->pixel_scale
                    + layout->device_x0;
      double top = queens_render_layout_edge_y (layout, 0) * layout->pixel_scale
                   + layout->device_y0;
      double right = queens_render_layout_edge_x (layout, layout->n) * layout->pixel_scale
                     + layout->device_x0;
      double bottom = queens_render_layout_edge_y (layout, layout->n) * layout->pixel_scale
                      + layout->device_y0;

      double clip_x1, clip_y1, clip_x2, clip_y2;

      /* The bitmap covers only the board's part inside the clip, so a
       * zoomed-in board does not ask for one bit per pixel of all of it. */
      cairo_clip_extents (cr, &clip_x1, &clip_y1, &clip_x2, &clip_y2);
      left = MAX (left, floor (clip_x1 * layout->pixel_scale + layout->device_x0) - 2);
      top = MAX (top, floor (clip_y1 * layout->pixel_scale + layout->device_y0) - 2);
      right = MIN (right, ceil (clip_x2 * layout->pixel_scale + layout->device_x0) + 2);
      bottom = MIN (bottom, ceil (clip_y2 * layout->pixel_scale + layout->device_y0) + 2);

      painter->pixels_left = (int) round (left);
      painter->pixels_top = (int) round (top);
      painter->pixels_wide = MAX ((int) round (right) - painter->pixels_left, 0);
      painter->pixels_high = MAX ((int) round (bottom) - painter->pixels_top, 0);
      painter->pixel_bits = g_malloc0 (((gsize) painter->pixels_wide * painter->pixels_high + 7) / 8
                                       + 1);
    }
}

void
queens_queen_painter_finish (QueensQueenPainter      *painter,
                             const QueensRenderColor *fill)
{
  cairo_t *cr = painter->cr;
  const QueensRenderLayout *layout = painter->layout;
  const QueensRenderPalette *palette = &painter->options->palette;

  if (painter->pixel_bits != NULL)
    {
      /* Dots of two device pixels (the centre pixel and the ones up and
       * left of it), so that queens stay visible on a huge board. */
      const int dot = 2;
      gsize n_pixels = (gsize) painter->pixels_wide * painter->pixels_high;

      for (gsize bit = 0; bit < n_pixels; bit++)
        {
          int pixel_x, pixel_y, x0, y0, x1, y1;

          if ((painter->pixel_bits[bit / 8] & (1u << (bit % 8))) == 0)
            {
              /* Skip empty bytes quickly: most of a huge board is empty. */
              if (bit % 8 == 0 && painter->pixel_bits[bit / 8] == 0)
                bit += 7;
              continue;
            }

          pixel_x = (int) (bit % painter->pixels_wide) + painter->pixels_left;
          pixel_y = (int) (bit / painter->pixels_wide) + painter->pixels_top;
          x0 = MAX (pixel_x - (dot - 1), painter->pixels_left);
          y0 = MAX (pixel_y - (dot - 1), painter->pixels_top);
          x1 = pixel_x + 1;
          y1 = pixel_y + 1;
          cairo_rectangle (cr,
                           (x0 - layout->device_x0) / layout->pixel_scale,
                           (y0 - layout->device_y0) / layout->pixel_scale,
                           (double) (x1 - x0) / layout->pixel_scale,
                           (double) (y1 - y0) / layout->pixel_scale);
        }

      g_clear_pointer (&painter->pixel_bits, g_free);
      queens_render_set_source (cr, fill);
      cairo_fill (cr);
      return;
    }

  if (painter->square_pixels >= DISC_MIN_PIXELS)
    {
      double square = layout->board_size / layout->n;

      /* A halo in the contrasting colour keeps the queen readable on
       * both square colours: stroked first and wide, then covered by the
       * fill, so it shows only around the outside of the silhouette. */
      queens_render_set_source (cr, &palette->queen_outline);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, MAX (square * 0.05, 1.0 / MAX (layout->pixel_scale, 1.0)));
      cairo_stroke_preserve (cr);
    }

  queens_render_set_source (cr, fill);
  cairo_fill (cr);
}

/* The dragged queen: a crown on its own, not snapped to a square. */
void
queens_render_draw_single_queen (cairo_t                   *cr,
                                 const QueensRenderLayout  *layout,
                                 const QueensRenderOptions *options,
                                 double                     x,
                                 double                     y,
                                 double                     min_size,
                                 const QueensRenderColor   *fill,
                                 double                     alpha)
{
  double size = MAX (layout->board_size / layout->n, min_size);

  cairo_save (cr);
  cairo_push_group (cr);

  cairo_translate (cr, x - size / 2, y - size / 2);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  append_crown_path (cr);
  cairo_identity_matrix (cr);

  queens_render_set_source (cr, &options->palette.queen_outline);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (size * 0.05, 1.0));
  cairo_stroke_preserve (cr);
  queens_render_set_source (cr, fill);
  cairo_fill (cr);

  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}
