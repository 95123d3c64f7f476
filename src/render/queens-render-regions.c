/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render-regions.c: a region puzzle as the player sees it
 *
 * Drawn in passes: region fills, the hint's wash, thin square lines,
 * thick region borders, letters, crosses, queens, the cursor.  Region
 * grids are small (N ≤ 26), so every square is drawn.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-region-grid.h"
#include "queens-render-private.h"
#include "queens-render-regions.h"

/* Fourteen fills, none of them red, which marks clashes: each set chosen
 * so that every two of its colours are far apart (CIELAB difference over
 * 23), light ones under dark ink and deeper ones under light ink; the
 * first ones, which small grids use, the most familiar. */
static const guint32 light_colors[QUEENS_RENDER_N_REGION_COLORS] = {
  0x9ec5f0, 0xf7c97e, 0xb9e4a0, 0xd7b8f3, 0x00c0b8, 0xc0a098, 0xd8f0e8,
  0xf090b8, 0x88b098, 0x00c8f0, 0x90f8d8, 0xb0a870, 0xf8d8e8, 0xf8d8b8,
};
static const guint32 dark_colors[QUEENS_RENDER_N_REGION_COLORS] = {
  0x2a5a8c, 0x8a6420, 0x3f7f30, 0x6a4a8c, 0x009090, 0x783038, 0x908078,
  0x305038, 0xb86890, 0x584858, 0x808850, 0x604830, 0x405008, 0x6088a0,
};

void
queens_render_region_color (guint              region,
                            gboolean           dark,
                            QueensRenderColor *out_color)
{
  guint32 rgb = (dark ? dark_colors : light_colors)[region % QUEENS_RENDER_N_REGION_COLORS];

  g_return_if_fail (out_color != NULL);

  out_color->red = ((rgb >> 16) & 0xff) / 255.0;
  out_color->green = ((rgb >> 8) & 0xff) / 255.0;
  out_color->blue = (rgb & 0xff) / 255.0;
  out_color->alpha = 1.0;
}

/* The ink of lines, letters and crosses: near black on the light fills,
 * near white on the dark ones. */
static void
set_ink (cairo_t                   *cr,
         const QueensRegionPicture *picture,
         double                     alpha)
{
  if (picture->dark)
    cairo_set_source_rgba (cr, 0.96, 0.96, 0.96, alpha);
  else
    cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, alpha);
}

static void
square_box (const QueensRenderLayout *layout,
            guint                     row,
            guint                     column,
            double                   *x,
            double                   *y,
            double                   *width,
            double                   *height)
{
  *x = queens_render_layout_edge_x (layout, column);
  *y = queens_render_layout_edge_y (layout, row);
  *width = queens_render_layout_edge_x (layout, column + 1) - *x;
  *height = queens_render_layout_edge_y (layout, row + 1) - *y;
}

static guint8
flags_at (const QueensRegionPicture *picture,
          guint                      square)
{
  return picture->flags != NULL ? picture->flags[square] : 0;
}

/* The thick lines where regions meet, and around the board. */
static void
draw_borders (cairo_t                   *cr,
              const QueensRegionPicture *picture,
              const QueensRenderLayout  *layout,
              double                     width)
{
  guint n = picture->n;

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        guint8 region = picture->regions[row * n + column];
        double x0 = queens_render_layout_edge_x (layout, column);
        double x1 = queens_render_layout_edge_x (layout, column + 1);
        double y0 = queens_render_layout_edge_y (layout, row);
        double y1 = queens_render_layout_edge_y (layout, row + 1);

        /* Each square draws its right and bottom edges where the region
         * changes (square caps close the corners where edges meet); the
         * board's own edge is drawn once below. */
        if (column + 1 < n && picture->regions[row * n + column + 1] != region)
          {
            cairo_move_to (cr, x1, y0);
            cairo_line_to (cr, x1, y1);
          }
        if (row + 1 < n && picture->regions[(row + 1) * n + column] != region)
          {
            cairo_move_to (cr, x0, y1);
            cairo_line_to (cr, x1, y1);
          }
      }
  cairo_rectangle (cr, queens_render_layout_edge_x (layout, 0), queens_render_layout_edge_y (layout, 0),
                   queens_render_layout_edge_x (layout, n) - queens_render_layout_edge_x (layout, 0),
                   queens_render_layout_edge_y (layout, n) - queens_render_layout_edge_y (layout, 0));
  set_ink (cr, picture, 1.0);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_stroke (cr);
}

static void
draw_cross (cairo_t *cr,
            double   x,
            double   y,
            double   size)
{
  double arm = size * 0.16;

  cairo_move_to (cr, x + size / 2 - arm, y + size / 2 - arm);
  cairo_line_to (cr, x + size / 2 + arm, y + size / 2 + arm);
  cairo_move_to (cr, x + size / 2 + arm, y + size / 2 - arm);
  cairo_line_to (cr, x + size / 2 - arm, y + size / 2 + arm);
}

void
queens_render_regions (cairo_t                   *cr,
                       const QueensRegionPicture *picture,
                       const QueensRenderOptions *options,
                       double                     x,
                       double                     y,
                       double                     width,
                       double                     height,
                       QueensRenderLayout        *out_layout)
{
  QueensRenderLayout layout;
  QueensQueenPainter painter;
  guint n;
  double square, x0, y0, w, h;
  gboolean any_clash = FALSE;

  g_return_if_fail (cr != NULL && picture != NULL && options != NULL);
  g_return_if_fail (picture->n > 0 && picture->regions != NULL && picture->marks != NULL);

  n = picture->n;
  queens_render_compute_layout (cr, n, options, x, y, width, height, &layout);
  if (out_layout != NULL)
    *out_layout = layout;
  square = layout.board_size / n;

  cairo_save (cr);

  for (guint i = 0; i < n * n; i++)
    {
      QueensRenderColor fill;

      queens_render_region_color (picture->regions[i], picture->dark, &fill);
      square_box (&layout, i / n, i % n, &x0, &y0, &w, &h);
      queens_render_set_source (cr, &fill);
      cairo_rectangle (cr, x0, y0, w, h);
      cairo_fill (cr);
    }

  /* Thin lines between the squares of one region. */
  for (guint k = 1; k < n; k++)
    {
      cairo_move_to (cr, queens_render_layout_edge_x (&layout, k), queens_render_layout_edge_y (&layout, 0));
      cairo_line_to (cr, queens_render_layout_edge_x (&layout, k), queens_render_layout_edge_y (&layout, n));
      cairo_move_to (cr, queens_render_layout_edge_x (&layout, 0), queens_render_layout_edge_y (&layout, k));
      cairo_line_to (cr, queens_render_layout_edge_x (&layout, n), queens_render_layout_edge_y (&layout, k));
    }
  set_ink (cr, picture, 0.25);
  cairo_set_line_width (cr, MAX (square * 0.015, 1.0));
  cairo_stroke (cr);

  draw_borders (cr, picture, &layout, MAX (square * 0.07, 2.0));

  /* The player's crosses, and fainter the automatic ones. */
  for (int faint = 0; faint < 2; faint++)
    {
      for (guint i = 0; i < n * n; i++)
        {
          gboolean drawn = faint ? picture->marks[i] == 0 && (flags_at (picture, i) & QUEENS_RENDER_REGION_AUTO_CROSS)
                                 : picture->marks[i] == 1;

          if (!drawn)
            continue;
          square_box (&layout, i / n, i % n, &x0, &y0, &w, &h);
          draw_cross (cr, x0, y0, MIN (w, h));
        }
      set_ink (cr, picture, faint ? 0.35 : 0.85);
      cairo_set_line_width (cr, MAX (square * 0.05, 1.5));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
    }

  /* The hint: a frame round each square its reasoning looks at, and the
   * crosses it will set, both in the highlight colour made opaque, so the
   * regions keep their own colours. */
  {
    QueensRenderColor hint = options->palette.highlight;
    double inset = square * 0.12;

    hint.alpha = 1.0;
    for (guint i = 0; i < n * n; i++)
      {
        square_box (&layout, i / n, i % n, &x0, &y0, &w, &h);
        if (flags_at (picture, i) & QUEENS_RENDER_REGION_HINT)
          cairo_rectangle (cr, x0 + inset, y0 + inset, w - 2 * inset, h - 2 * inset);
        else if (picture->marks[i] == 0 && (flags_at (picture, i) & QUEENS_RENDER_REGION_HINT_CROSS))
          draw_cross (cr, x0, y0, MIN (w, h));
      }
    queens_render_set_source (cr, &hint);
    cairo_set_line_width (cr, MAX (square * 0.07, 2.0));
    cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke (cr);
  }

  /* Queens: in the queen colour, or the conflict red when they clash,
   * with a red frame round the clashing square too, so the clash does
   * not hang on telling red from the queen colour. */
  for (int clash = 0; clash < 2; clash++)
    {
      queens_queen_painter_begin (&painter, cr, &layout, options);
      for (guint i = 0; i < n * n; i++)
        if (picture->marks[i] == 2 && !!(flags_at (picture, i) & QUEENS_RENDER_REGION_CLASH) == clash)
          {
            queens_queen_painter_add (&painter, i / n, i % n);
            any_clash |= clash;
          }
      queens_queen_painter_finish (&painter, clash ? &options->palette.conflict : &options->palette.queen_fill);
    }
  if (any_clash)
    {
      for (guint i = 0; i < n * n; i++)
        if (picture->marks[i] == 2 && (flags_at (picture, i) & QUEENS_RENDER_REGION_CLASH))
          {
            double inset = square * 0.08;

            square_box (&layout, i / n, i % n, &x0, &y0, &w, &h);
            cairo_rectangle (cr, x0 + inset, y0 + inset, w - 2 * inset, h - 2 * inset);
          }
      queens_render_set_source (cr, &options->palette.conflict);
      cairo_set_line_width (cr, MAX (square * 0.05, 2.0));
      cairo_stroke (cr);
    }

  /* Letters last, ringed in their region's colour, so a queen or a
   * cross under them does not hide them. */
  if (picture->letters)
    {
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, square * 0.26);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, MAX (square * 0.05, 1.5));
      for (guint i = 0; i < n * n; i++)
        {
          char text[2] = { queens_region_letter (picture->regions[i]), '\0' };
          QueensRenderColor fill;

          square_box (&layout, i / n, i % n, &x0, &y0, &w, &h);
          cairo_move_to (cr, x0 + square * 0.1, y0 + square * 0.3);
          cairo_text_path (cr, text);
          queens_render_region_color (picture->regions[i], picture->dark, &fill);
          queens_render_set_source (cr, &fill);
          cairo_stroke_preserve (cr);
          set_ink (cr, picture, 0.85);
          cairo_fill (cr);
        }
    }

  if (picture->show_cursor && picture->cursor_row < n && picture->cursor_column < n)
    {
      double inset = square * 0.1;

      square_box (&layout, picture->cursor_row, picture->cursor_column, &x0, &y0, &w, &h);
      cairo_rectangle (cr, x0 + inset, y0 + inset, w - 2 * inset, h - 2 * inset);
      queens_render_set_source (cr, &options->palette.focus);
      cairo_set_line_width (cr, MAX (square * 0.06, 2.0));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }

  cairo_restore (cr);
}
