/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render.c: cairo drawing of a board
 *
 * The board is drawn in three passes (squares, highlights, and the
 * queens of queens-render-queens.c) plus the coordinates.  Each pass
 * picks its level of detail from the size of one square in device
 * pixels, so that a board of 100,000 rows costs about as much as the
 * pixels it covers rather than n * n.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include "queens-render-private.h"

static QueensRenderColor
color_from_rgb (guint32 rgb,
                double  alpha)
{
  QueensRenderColor color;

  color.red = ((rgb >> 16) & 0xff) / 255.0;
  color.green = ((rgb >> 8) & 0xff) / 255.0;
  color.blue = (rgb & 0xff) / 255.0;
  color.alpha = alpha;

  return color;
}

void
queens_render_set_source (cairo_t                 *cr,
                          const QueensRenderColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

void
queens_render_palette_init (QueensRenderPalette *palette,
                            QueensRenderTheme    theme)
{
  g_return_if_fail (palette != NULL);

  /* The attack dots: near black on the light variants' squares, white on
   * the dark ones; every board theme's squares keep 3:1 from them (the
   * themes test computes it). */
  if (theme == QUEENS_RENDER_THEME_DARK)
    {
      palette->light_square = color_from_rgb (0x9a8b7a, 1.0);
      palette->dark_square = color_from_rgb (0x5e4d3f, 1.0);
      palette->queen_fill = color_from_rgb (0xf6f5f4, 1.0);
      palette->queen_outline = color_from_rgb (0x241f31, 1.0);
      palette->coordinates = color_from_rgb (0xdeddda, 1.0);
      palette->highlight = color_from_rgb (0x62a0ea, 0.45);
      palette->attacked = color_from_rgb (0xffffff, 1.0);
      palette->focus = color_from_rgb (0xf8e45c, 1.0);
      palette->conflict = color_from_rgb (0xe01b24, 1.0);
      palette->note_fill = color_from_rgb (0xf6f5f4, 0.94);
      palette->note_ink = color_from_rgb (0x241f31, 1.0);
      palette->note_mark = color_from_rgb (0x1c7a4a, 1.0);
    }
  else
    {
      palette->light_square = color_from_rgb (0xf0e2c8, 1.0);
      palette->dark_square = color_from_rgb (0xb48b66, 1.0);
      palette->queen_fill = color_from_rgb (0x241f31, 1.0);
      palette->queen_outline = color_from_rgb (0xf6f5f4, 1.0);
      palette->coordinates = color_from_rgb (0x5e5c64, 1.0);
      palette->highlight = color_from_rgb (0x3584e4, 0.40);
      palette->attacked = color_from_rgb (0x1a2335, 1.0);
      palette->focus = color_from_rgb (0xe5a50a, 1.0);
      palette->conflict = color_from_rgb (0xc01c28, 1.0);
      palette->note_fill = color_from_rgb (0x241f31, 0.92);
      palette->note_ink = color_from_rgb (0xffffff, 1.0);
      palette->note_mark = color_from_rgb (0x57e389, 1.0);
    }
}

/* Squares and queens of the board themes other than the classic one,
 * light and dark.  Only these differ between themes; the play marks (and
 * the red kept for conflicts) come from queens_render_palette_init(). */
typedef struct
{
  guint32 light_square;
  guint32 dark_square;
  guint32 queen_fill;
  guint32 queen_outline;
} BoardThemeColors;

static const BoardThemeColors board_theme_colors[QUEENS_RENDER_N_BOARD_THEMES][2] = {
  [QUEENS_RENDER_BOARD_THEME_GREEN] = {
    [QUEENS_RENDER_THEME_LIGHT] = { 0xeeeed2, 0x769656, 0x1e1e1e, 0xf6f5f4 },
    [QUEENS_RENDER_THEME_DARK]  = { 0x7a8a6c, 0x445a30, 0xf6f5f4, 0x1e1e1e },
  },
  [QUEENS_RENDER_BOARD_THEME_BLUE] = {
    [QUEENS_RENDER_THEME_LIGHT] = { 0xdfe8f1, 0x7d9cbf, 0x1c2433, 0xf6f5f4 },
    [QUEENS_RENDER_THEME_DARK]  = { 0x7c8ea3, 0x3e5470, 0xf6f5f4, 0x1c2433 },
  },
  /* Black on white and mid grey; white on mid grey and black. */
  [QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST] = {
    [QUEENS_RENDER_THEME_LIGHT] = { 0xffffff, 0x949494, 0x000000, 0xffffff },
    [QUEENS_RENDER_THEME_DARK]  = { 0x5e5e5e, 0x000000, 0xffffff, 0x000000 },
  },
};

void
queens_render_palette_init_for_board_theme (QueensRenderPalette    *palette,
                                            QueensRenderBoardTheme  board_theme,
                                            QueensRenderTheme       theme)
{
  const BoardThemeColors *colors;

  g_return_if_fail (palette != NULL);
  g_return_if_fail (theme == QUEENS_RENDER_THEME_LIGHT || theme == QUEENS_RENDER_THEME_DARK);

  queens_render_palette_init (palette, theme);

  /* The classic colours are the default palette's; an unknown theme (a
   * newer setting read by an older build) falls back to them. */
  if (board_theme == QUEENS_RENDER_BOARD_THEME_CLASSIC
      || (guint) board_theme >= QUEENS_RENDER_N_BOARD_THEMES)
    return;

  colors = &board_theme_colors[board_theme][theme];
  palette->light_square = color_from_rgb (colors->light_square, 1.0);
  palette->dark_square = color_from_rgb (colors->dark_square, 1.0);
  palette->queen_fill = color_from_rgb (colors->queen_fill, 1.0);
  palette->queen_outline = color_from_rgb (colors->queen_outline, 1.0);

  /* On white squares the usual yellow frame fades: blue for high
   * contrast. */
  if (board_theme == QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST && theme == QUEENS_RENDER_THEME_LIGHT)
    palette->focus = color_from_rgb (0x1a5fb4, 1.0);
}

void
queens_render_options_init (QueensRenderOptions *options,
                            QueensRenderTheme    theme)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->snap_to_pixels = TRUE;
  queens_render_palette_init (&options->palette, theme);
}

static double
snap_coordinate (double user,
                 double scale,
                 double device_origin)
{
  if (scale <= 0.0)
    return user;

  return (round (user * scale + device_origin) - device_origin) / scale;
}

void
queens_render_compute_layout (cairo_t                   *cr,
                              guint                      n,
                              const QueensRenderOptions *options,
                              double                     x,
                              double                     y,
                              double                     width,
                              double                     height,
                              QueensRenderLayout        *out_layout)
{
  double side;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (n >= 1);
  g_return_if_fail (options != NULL);
  g_return_if_fail (out_layout != NULL);

  memset (out_layout, 0, sizeof *out_layout);
  out_layout->n = n;
  side = MAX (MIN (width, height), 0.0);

  if (options->show_coordinates)
    {
      out_layout->font_size = CLAMP (side / 40.0, 7.0, 15.0);
      cairo_save (cr);
      queens_render_select_label_font (cr, out_layout->font_size);
      out_layout->margin = MAX (queens_render_widest_label (cr, n, options->coordinates),
                                out_layout->font_size)
                           + out_layout->font_size * 0.8;
      cairo_restore (cr);

      /* On a tiny area the labels would leave no board at all. */
      if (out_layout->margin * 4 > side)
        {
          out_layout->margin = 0;
          out_layout->font_size = 0;
        }
    }

  out_layout->board_size = MAX (side - 2 * out_layout->margin, 0.0);
  out_layout->board_x = x + (width - out_layout->board_size) / 2;
  out_layout->board_y = y + (height - out_layout->board_size) / 2;

  if (options->snap_to_pixels)
    {
      cairo_surface_t *target = cairo_get_target (cr);
      double unit_x = 1.0;
      double unit_y = 0.0;
      double origin_x = 0.0;
      double origin_y = 0.0;
      double surface_scale_x = 1.0;
      double surface_scale_y = 1.0;
      double surface_offset_x = 0.0;
      double surface_offset_y = 0.0;

      /* Pixels are reached through the context's matrix, then the
       * surface's own scale and offset (a HiDPI image surface). */
      cairo_user_to_device_distance (cr, &unit_x, &unit_y);
      cairo_user_to_device (cr, &origin_x, &origin_y);
      cairo_surface_get_device_scale (target, &surface_scale_x, &surface_scale_y);
      cairo_surface_get_device_offset (target, &surface_offset_x, &surface_offset_y);

      /* Only translation and uniform scale are snapped (screen, PNG);
       * under a rotation there are no pixel rows to line up with. */
      if (unit_x > 0.0 && fabs (unit_y) < 1e-9 && surface_scale_x == surface_scale_y)
        {
          out_layout->pixel_scale = unit_x * surface_scale_x;
          out_layout->device_x0 = origin_x * surface_scale_x + surface_offset_x;
          out_layout->device_y0 = origin_y * surface_scale_y + surface_offset_y;
        }
    }
}

static double
layout_edge (const QueensRenderLayout *layout,
             double                    board_start,
             double                    device_origin,
             guint                     index)
{
  double position = board_start + layout->board_size * index / layout->n;

  return snap_coordinate (position, layout->pixel_scale, device_origin);
}

double
queens_render_layout_edge_x (const QueensRenderLayout *layout,
                             guint                     index)
{
  g_return_val_if_fail (layout != NULL && layout->n > 0, 0.0);

  return layout_edge (layout, layout->board_x, layout->device_x0, MIN (index, layout->n));
}

double
queens_render_layout_edge_y (const QueensRenderLayout *layout,
                             guint                     index)
{
  g_return_val_if_fail (layout != NULL && layout->n > 0, 0.0);

  return layout_edge (layout, layout->board_y, layout->device_y0, MIN (index, layout->n));
}

/* The row (or column) whose snapped edges enclose @position. */
static gboolean
layout_find_index (const QueensRenderLayout *layout,
                   double                    board_start,
                   double                    device_origin,
                   double                    position,
                   guint                    *out_index)
{
  double guess;
  guint index;

  if (layout->board_size <= 0.0)
    return FALSE;

  guess = floor ((position - board_start) / layout->board_size * layout->n);
  if (guess < -1.0 || guess > layout->n)
    return FALSE;

  index = guess < 0.0 ? 0 : MIN ((guint) guess, layout->n - 1);

  /* Squares narrower than a pixel or two snap to empty or doubled widths:
   * the unsnapped grid is the only sensible answer there. */
  if (layout->board_size / layout->n * MAX (layout->pixel_scale, 1.0) < 2.0)
    {
      if (guess < 0.0 || guess >= layout->n)
        return FALSE;
      *out_index = index;
      return TRUE;
    }

  /* Snapping moves an edge by half a pixel at most: one step fixes it. */
  if (index > 0 && position < layout_edge (layout, board_start, device_origin, index))
    index--;
  else if (index + 1 < layout->n
           && position >= layout_edge (layout, board_start, device_origin, index + 1))
    index++;

  if (position < layout_edge (layout, board_start, device_origin, index)
      || position >= layout_edge (layout, board_start, device_origin, index + 1))
    return FALSE;

  *out_index = index;
  return TRUE;
}

gboolean
queens_render_layout_hit (const QueensRenderLayout *layout,
                          double                    x,
                          double                    y,
                          guint                    *out_row,
                          guint                    *out_column)
{
  guint row;
  guint column;

  g_return_val_if_fail (layout != NULL && layout->n > 0, FALSE);

  if (!layout_find_index (layout, layout->board_y, layout->device_y0, y, &row)
      || !layout_find_index (layout, layout->board_x, layout->device_x0, x, &column))
    return FALSE;

  if (out_row != NULL)
    *out_row = row;
  if (out_column != NULL)
    *out_column = column;

  return TRUE;
}

/* Device pixels covered by one square (user units for vector output). */
double
queens_render_layout_square_pixels (const QueensRenderLayout *layout)
{
  double scale = layout->pixel_scale > 0.0 ? layout->pixel_scale : 1.0;

  return layout->board_size / layout->n * scale;
}

/* User units of one device pixel (of one unit for vector output). */
double
queens_render_layout_device_pixel (const QueensRenderLayout *layout)
{
  return layout->pixel_scale > 0.0 ? 1.0 / layout->pixel_scale : 1.0;
}

static guint
clamp_index (double value,
             guint  n)
{
  if (value <= 0.0)
    return 0;
  if (value >= n)
    return n;
  return (guint) value;
}

gboolean
queens_render_compute_visible_range (cairo_t                  *cr,
                                     const QueensRenderLayout *layout,
                                     QueensRenderRange        *out_range)
{
  double square = layout->board_size / layout->n;
  double slack;
  double x1, y1, x2, y2;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);

  /* Slack on each side: a square covers edges moved by snapping and a
   * queen's halo; a few pixels cover the dots of tiny queens, which
   * spill out of their squares. */
  slack = MAX (square, 4 * queens_render_layout_device_pixel (layout));
  x1 -= slack;
  y1 -= slack;
  x2 += slack;
  y2 += slack;

  out_range->first_column = clamp_index (floor ((x1 - layout->board_x) / square), layout->n);
  out_range->end_column = clamp_index (ceil ((x2 - layout->board_x) / square), layout->n);
  out_range->first_row = clamp_index (floor ((y1 - layout->board_y) / square), layout->n);
  out_range->end_row = clamp_index (ceil ((y2 - layout->board_y) / square), layout->n);

  return out_range->first_column < out_range->end_column
         && out_range->first_row < out_range->end_row;
}

static gboolean
range_contains (const QueensRenderRange *range,
                guint               row,
                guint               column)
{
  return row >= range->first_row && row < range->end_row
         && column >= range->first_column && column < range->end_column;
}

/* The chess convention: the bottom-left square is dark. */
static gboolean
square_is_dark (guint n,
                guint row,
                guint column)
{
  return (row + column) % 2 == (n - 1) % 2;
}

/* Cairo keeps coordinates in 24.8 fixed point: past about 8 million
 * pixels they wrap.  A zoomed-in board is far larger than that, so every
 * shape that spans it is cut to the clip first (plus a margin). */
static void
append_clipped_rectangle (cairo_t *cr,
                          double   x0,
                          double   y0,
                          double   x1,
                          double   y1)
{
  double clip_x1, clip_y1, clip_x2, clip_y2;

  cairo_clip_extents (cr, &clip_x1, &clip_y1, &clip_x2, &clip_y2);
  x0 = MAX (x0, clip_x1 - 8);
  y0 = MAX (y0, clip_y1 - 8);
  x1 = MIN (x1, clip_x2 + 8);
  y1 = MIN (y1, clip_y2 + 8);
  if (x1 > x0 && y1 > y0)
    cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
}

/* Edges first..end (inclusive) along one axis; edges[i - first]. */
static double *
layout_edges (const QueensRenderLayout *layout,
              gboolean                  horizontal,
              guint                     first,
              guint                     end)
{
  double *edges = g_new (double, end - first + 1);

  for (guint i = first; i <= end; i++)
    edges[i - first] = horizontal ? queens_render_layout_edge_x (layout, i)
                                  : queens_render_layout_edge_y (layout, i);

  return edges;
}

static void
draw_squares (cairo_t                   *cr,
              const QueensRenderLayout  *layout,
              const QueensRenderOptions *options)
{
  const QueensRenderPalette *palette = &options->palette;
  guint n = layout->n;
  double left = queens_render_layout_edge_x (layout, 0);
  double top = queens_render_layout_edge_y (layout, 0);
  double right = queens_render_layout_edge_x (layout, n);
  double bottom = queens_render_layout_edge_y (layout, n);
  g_autofree double *edges_x = NULL;
  g_autofree double *edges_y = NULL;
  QueensRenderRange range;

  if (n > 1 && queens_render_layout_square_pixels (layout) < CHECKER_MIN_PIXELS)
    {
      cairo_set_source_rgba (cr,
                             (palette->light_square.red + palette->dark_square.red) / 2,
                             (palette->light_square.green + palette->dark_square.green) / 2,
                             (palette->light_square.blue + palette->dark_square.blue) / 2,
                             (palette->light_square.alpha + palette->dark_square.alpha) / 2);
      append_clipped_rectangle (cr, left, top, right, bottom);
      cairo_fill (cr);
      return;
    }

  queens_render_set_source (cr, &palette->light_square);
  append_clipped_rectangle (cr, left, top, right, bottom);
  cairo_fill (cr);

  /* Only the squares inside the clip: a zoomed-in board of 100,000 rows
   * costs what the few squares on screen cost. */
  if (!queens_render_compute_visible_range (cr, layout, &range))
    return;

  edges_x = layout_edges (layout, TRUE, range.first_column, range.end_column);
  edges_y = layout_edges (layout, FALSE, range.first_row, range.end_row);

  /* One path for every dark square: rectangles on pixel edges keep
   * cairo on its fast path for boxes. */
  cairo_new_path (cr);
  for (guint row = range.first_row; row < range.end_row; row++)
    {
      const double *row_edges = edges_y + (row - range.first_row);
      guint column = range.first_column;

      if (!square_is_dark (n, row, column))
        column++;

      for (; column < range.end_column; column += 2)
        {
          const double *column_edges = edges_x + (column - range.first_column);

          cairo_rectangle (cr, column_edges[0], row_edges[0],
                           column_edges[1] - column_edges[0],
                           row_edges[1] - row_edges[0]);
        }
    }

  queens_render_set_source (cr, &palette->dark_square);
  cairo_fill (cr);
}

static void
draw_highlights (cairo_t                   *cr,
                 const QueensRenderLayout  *layout,
                 const QueensRenderOptions *options)
{
  if (options->highlighted == NULL || options->n_highlighted == 0)
    return;

  for (gsize i = 0; i < options->n_highlighted; i++)
    {
      const QueensSquare *square = &options->highlighted[i];
      double x0, y0, x1, y1;

      if (square->row >= layout->n || square->column >= layout->n)
        continue;

      x0 = queens_render_layout_edge_x (layout, square->column);
      x1 = queens_render_layout_edge_x (layout, square->column + 1);
      y0 = queens_render_layout_edge_y (layout, square->row);
      y1 = queens_render_layout_edge_y (layout, square->row + 1);
      cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
    }

  queens_render_set_source (cr, &options->palette.highlight);
  cairo_fill (cr);
}

static void
draw_background (cairo_t                   *cr,
                 const QueensRenderLayout  *layout,
                 const QueensRenderOptions *options)
{
  draw_squares (cr, layout, options);
  draw_highlights (cr, layout, options);
}

/* Last but the cursor: zoomed in, the labels stick to the view's edges
 * over the squares, and what is drawn there (queens, attack dots) must
 * not cover them. */
static void
draw_coordinates (cairo_t                   *cr,
                  const QueensRenderLayout  *layout,
                  const QueensRenderOptions *options)
{
  if (options->show_coordinates)
    queens_render_draw_coordinates (cr, layout, options);
}

void
queens_render_columns (cairo_t                   *cr,
                       guint                      n,
                       const guint32             *columns,
                       const QueensRenderOptions *options,
                       double                     x,
                       double                     y,
                       double                     width,
                       double                     height)
{
  QueensRenderLayout layout;
  QueensQueenPainter painter;
  QueensRenderRange range;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (n >= 1);
  g_return_if_fail (options != NULL);

  queens_render_compute_layout (cr, n, options, x, y, width, height, &layout);
  if (layout.board_size <= 0.0)
    return;

  cairo_save (cr);
  draw_background (cr, &layout, options);

  /* One queen per row: the visible queens are the visible rows whose
   * column is visible, O(visible rows). */
  if (columns != NULL && queens_render_compute_visible_range (cr, &layout, &range))
    {
      queens_queen_painter_begin (&painter, cr, &layout, options);
      for (guint row = range.first_row; row < range.end_row; row++)
        if (columns[row] >= range.first_column && columns[row] < range.end_column)
          queens_queen_painter_add (&painter, row, columns[row]);
      queens_queen_painter_finish (&painter, &options->palette.queen_fill);
    }
  draw_coordinates (cr, &layout, options);

  /* The keyboard's square, as in play (the browsed queen "next queen"
   * went to). */
  if (options->show_cursor && options->cursor.row < n && options->cursor.column < n)
    queens_render_draw_cursor (cr, &layout, options->cursor.row, options->cursor.column,
                               &options->palette.focus);

  cairo_restore (cr);
}

/* Rows the play renderer has listed queens of, for the tests; per thread,
 * since exports draw on workers while the screen draws on the main one. */
static _Thread_local guint64 rows_listed;

guint64
queens_render_get_rows_listed (void)
{
  return rows_listed;
}

/* Pairs of @queens sharing a line; two queens share one line at most. */
static guint64
count_pairs_among (GArray *queens)
{
  g_autoptr(GHashTable) on_line = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *keys = g_new (gint64, (gsize) queens->len * 4);
  guint64 pairs = 0;

  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *queen = &g_array_index (queens, QueensSquare, i);
      gint64 *line = keys + (gsize) i * 4;

      /* One key space for the four kinds of line: kind in the low bits. */
      line[0] = ((gint64) queen->row << 2) | 0;
      line[1] = ((gint64) queen->column << 2) | 1;
      line[2] = (((gint64) queen->row - queen->column) * 4) | 2;
      line[3] = (((gint64) queen->row + queen->column) << 2) | 3;
      for (guint k = 0; k < 4; k++)
        {
          guint met = GPOINTER_TO_UINT (g_hash_table_lookup (on_line, &line[k]));

          pairs += met;
          g_hash_table_insert (on_line, &line[k], GUINT_TO_POINTER (met + 1));
        }
    }

  return pairs;
}

static gboolean
options_lift (const QueensRenderOptions *options,
              guint                      row,
              guint                      column)
{
  return options->show_lifted && options->lifted.row == row && options->lifted.column == column;
}

void
queens_render_board (cairo_t                   *cr,
                     QueensBoard               *board,
                     const QueensRenderOptions *options,
                     double                     x,
                     double                     y,
                     double                     width,
                     double                     height)
{
  QueensRenderLayout layout;
  QueensQueenPainter painter;
  QueensRenderRange range;
  g_autoptr(GArray) visible_queens = NULL;
  g_autoptr(GArray) all_queens = NULL;
  GArray *queens;
  guint n;
  gboolean solved;
  gboolean show_attacks;
  gboolean lifted_valid;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (QUEENS_IS_BOARD (board));
  g_return_if_fail (options != NULL);

  n = queens_board_get_n (board);
  queens_render_compute_layout (cr, n, options, x, y, width, height, &layout);
  if (layout.board_size <= 0.0)
    return;

  /* A solved board has every empty square attacked: the dots would only
   * cover it, so they go. */
  solved = queens_board_is_solution (board);
  show_attacks = options->show_attacks && !solved;
  lifted_valid = options->show_lifted && options->lifted.row < n && options->lifted.column < n
                 && queens_board_has_queen (board, options->lifted.row, options->lifted.column);

  cairo_save (cr);
  draw_background (cr, &layout, options);

  if (!queens_render_compute_visible_range (cr, &layout, &range))
    {
      cairo_restore (cr);
      return;
    }

  /* Only the visible rows' queens: a frame of a few rows costs the same
   * on any N.  The whole list only when queens elsewhere show too: attack
   * marks drawn pixel by pixel, or a conflict line reaching in from
   * outside (some conflicting pair is not among the visible queens). */
  visible_queens = queens_board_list_queens_in_rows (board, range.first_row, range.end_row);
  rows_listed += range.end_row - range.first_row;
  queens = visible_queens;
  if (queens->len < queens_board_get_n_queens (board)
      && ((show_attacks && queens_render_layout_square_pixels (&layout) < 1.0)
          || (options->show_conflicts
              && queens_board_get_n_conflicts (board) > count_pairs_among (visible_queens))))
    {
      all_queens = queens_board_list_queens (board);
      rows_listed += n;
      queens = all_queens;
    }

  if (show_attacks)
    queens_render_draw_attacks (cr, &layout, options, board, queens, &range);

  queens_render_draw_ruled_out (cr, &layout, options, board);

  if (options->show_conflicts)
    queens_render_draw_conflict_lines (cr, &layout, options, board, queens);

  if (solved && options->solved_note != NULL && options->solved_note[0] != '\0')
    queens_render_draw_solved_note (cr, &layout, options, board, &range);

  /* Two passes, plain queens then conflicting ones: a painter builds its
   * shapes in the context's path, so one must fill before the next starts. */
  for (guint pass = 0; pass < 2; pass++)
    {
      gboolean conflict_pass = pass == 1;

      if (conflict_pass && (!options->show_conflicts || queens_board_get_n_conflicts (board) == 0))
        break;

      queens_queen_painter_begin (&painter, cr, &layout, options);
      for (guint i = 0; i < visible_queens->len; i++)
        {
          const QueensSquare *square = &g_array_index (visible_queens, QueensSquare, i);
          gboolean in_conflict;

          if (!range_contains (&range, square->row, square->column)
              || (lifted_valid && options_lift (options, square->row, square->column)))
            continue;

          in_conflict = options->show_conflicts
                        && queens_board_count_attackers (board, square->row, square->column) > 0;
          if (in_conflict == conflict_pass)
            queens_queen_painter_add (&painter, square->row, square->column);
        }
      queens_queen_painter_finish (&painter, conflict_pass ? &options->palette.conflict
                                                           : &options->palette.queen_fill);
    }
  draw_coordinates (cr, &layout, options);

  /* The one frame: wherever the pointer or the keyboard is. */
  if (options->show_cursor && options->cursor.row < n && options->cursor.column < n)
    queens_render_draw_cursor (cr, &layout, options->cursor.row, options->cursor.column,
                               &options->palette.focus);

  if (lifted_valid)
    {
      gboolean in_conflict = options->show_conflicts
                             && queens_board_count_attackers (board, options->lifted.row,
                                                              options->lifted.column) > 0;

      queens_render_draw_single_queen (cr, &layout, options, options->lifted_x, options->lifted_y,
                                       24 * queens_render_layout_device_pixel (&layout),
                                       in_conflict ? &options->palette.conflict
                                                   : &options->palette.queen_fill,
                                       0.85);
    }

  cairo_restore (cr);
}
