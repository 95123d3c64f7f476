/* queens-render.c: cairo drawing of a board
 *
 * The board is drawn in three passes (squares, highlights, queens) plus the
 * coordinates.  Each pass picks its level of detail from the size of one
 * square in device pixels, so that a board of 100,000 rows costs about as
 * much as the pixels it covers rather than n * n.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include "queens-render.h"

/* Below this many device pixels per square the checker pattern would only
 * shimmer, so the board is filled with the mix of both colours instead. */
#define CHECKER_MIN_PIXELS 2.0
/* Below this a queen is a dot, below the next a plain disc; from it on,
 * the crown is drawn. */
#define DISC_MIN_PIXELS    3.0
#define CROWN_MIN_PIXELS   12.0

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

static void
set_source_color (cairo_t                 *cr,
                  const QueensRenderColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

void
queens_render_palette_init (QueensRenderPalette *palette,
                            QueensRenderTheme    theme)
{
  g_return_if_fail (palette != NULL);

  if (theme == QUEENS_RENDER_THEME_DARK)
    {
      palette->light_square = color_from_rgb (0x9a8b7a, 1.0);
      palette->dark_square = color_from_rgb (0x5e4d3f, 1.0);
      palette->queen_fill = color_from_rgb (0xf6f5f4, 1.0);
      palette->queen_outline = color_from_rgb (0x241f31, 1.0);
      palette->coordinates = color_from_rgb (0xdeddda, 1.0);
      palette->highlight = color_from_rgb (0x62a0ea, 0.45);
    }
  else
    {
      palette->light_square = color_from_rgb (0xf0e2c8, 1.0);
      palette->dark_square = color_from_rgb (0xb48b66, 1.0);
      palette->queen_fill = color_from_rgb (0x241f31, 1.0);
      palette->queen_outline = color_from_rgb (0xf6f5f4, 1.0);
      palette->coordinates = color_from_rgb (0x5e5c64, 1.0);
      palette->highlight = color_from_rgb (0x3584e4, 0.40);
    }
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

/* Names along the bottom: letters while they last, numbers beyond (as in
 * queens_square_name()). */
static void
format_file_label (guint  n,
                   guint  column,
                   char  *buffer,
                   gsize  size)
{
  if (n <= 26)
    g_snprintf (buffer, size, "%c", 'a' + column);
  else
    g_snprintf (buffer, size, "%u", column + 1);
}

static void
select_label_font (cairo_t *cr,
                   double   font_size)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
}

/* Width of the widest label on either axis. */
static double
widest_label_width (cairo_t *cr,
                    guint    n)
{
  cairo_text_extents_t extents;
  char buffer[32];
  double widest;

  /* Ranks go up to n; the largest number is never narrower than a
   * smaller one in a sans font with tabular digits, which is close
   * enough for reserving room. */
  g_snprintf (buffer, sizeof buffer, "%u", n);
  cairo_text_extents (cr, buffer, &extents);
  widest = extents.x_advance;

  format_file_label (n, n <= 26 ? 22 /* 'w', about the widest letter */ : n - 1,
                     buffer, sizeof buffer);
  cairo_text_extents (cr, buffer, &extents);

  return MAX (widest, extents.x_advance);
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
      select_label_font (cr, out_layout->font_size);
      out_layout->margin = MAX (widest_label_width (cr, n), out_layout->font_size)
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
static double
layout_square_pixels (const QueensRenderLayout *layout)
{
  double scale = layout->pixel_scale > 0.0 ? layout->pixel_scale : 1.0;

  return layout->board_size / layout->n * scale;
}

/* The chess convention: the bottom-left square is dark. */
static gboolean
square_is_dark (guint n,
                guint row,
                guint column)
{
  return (row + column) % 2 == (n - 1) % 2;
}

static double *
layout_edges (const QueensRenderLayout *layout,
              gboolean                  horizontal)
{
  double *edges = g_new (double, layout->n + 1);

  for (guint i = 0; i <= layout->n; i++)
    edges[i] = horizontal ? queens_render_layout_edge_x (layout, i)
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

  if (n > 1 && layout_square_pixels (layout) < CHECKER_MIN_PIXELS)
    {
      cairo_set_source_rgba (cr,
                             (palette->light_square.red + palette->dark_square.red) / 2,
                             (palette->light_square.green + palette->dark_square.green) / 2,
                             (palette->light_square.blue + palette->dark_square.blue) / 2,
                             (palette->light_square.alpha + palette->dark_square.alpha) / 2);
      cairo_rectangle (cr, left, top, right - left, bottom - top);
      cairo_fill (cr);
      return;
    }

  set_source_color (cr, &palette->light_square);
  cairo_rectangle (cr, left, top, right - left, bottom - top);
  cairo_fill (cr);

  edges_x = layout_edges (layout, TRUE);
  edges_y = layout_edges (layout, FALSE);

  /* One path for every dark square: rectangles on pixel edges keep
   * cairo on its fast path for boxes. */
  for (guint row = 0; row < n; row++)
    for (guint column = square_is_dark (n, row, 0) ? 0 : 1; column < n; column += 2)
      cairo_rectangle (cr, edges_x[column], edges_y[row],
                       edges_x[column + 1] - edges_x[column],
                       edges_y[row + 1] - edges_y[row]);

  set_source_color (cr, &palette->dark_square);
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

  set_source_color (cr, &options->palette.highlight);
  cairo_fill (cr);
}

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
} QueenPainter;

static void
queen_painter_square (QueenPainter *painter,
                      guint         row,
                      guint         column,
                      double       *out_x,
                      double       *out_y,
                      double       *out_width,
                      double       *out_height)
{
  const QueensRenderLayout *layout = painter->layout;
  double x0 = queens_render_layout_edge_x (layout, column);
  double y0 = queens_render_layout_edge_y (layout, row);

  *out_x = x0;
  *out_y = y0;
  *out_width = queens_render_layout_edge_x (layout, column + 1) - x0;
  *out_height = queens_render_layout_edge_y (layout, row + 1) - y0;
}

static void
queen_painter_add (QueenPainter *painter,
                   guint         row,
                   guint         column)
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

static void
queen_painter_begin (QueenPainter              *painter,
                     cairo_t                   *cr,
                     const QueensRenderLayout  *layout,
                     const QueensRenderOptions *options)
{
  memset (painter, 0, sizeof *painter);
  painter->cr = cr;
  painter->layout = layout;
  painter->options = options;
  painter->square_pixels = layout_square_pixels (layout);

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

      painter->pixels_left = (int) round (left);
      painter->pixels_top = (int) round (top);
      painter->pixels_wide = MAX ((int) round (right) - painter->pixels_left, 0);
      painter->pixels_high = MAX ((int) round (bottom) - painter->pixels_top, 0);
      painter->pixel_bits = g_malloc0 (((gsize) painter->pixels_wide * painter->pixels_high + 7) / 8
                                       + 1);
    }
}

static void
queen_painter_finish (QueenPainter *painter)
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
      set_source_color (cr, &palette->queen_fill);
      cairo_fill (cr);
      return;
    }

  if (painter->square_pixels >= DISC_MIN_PIXELS)
    {
      double square = layout->board_size / layout->n;

      /* A halo in the contrasting colour keeps the queen readable on
       * both square colours: stroked first and wide, then covered by the
       * fill, so it shows only around the outside of the silhouette. */
      set_source_color (cr, &palette->queen_outline);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, MAX (square * 0.05, 1.0 / MAX (layout->pixel_scale, 1.0)));
      cairo_stroke_preserve (cr);
    }

  set_source_color (cr, &palette->queen_fill);
  cairo_fill (cr);
}

/* The smallest of 1, 2, 5, 10, 20, 50, ... squares that spans @needed. */
static guint
pick_label_step (double square,
                 double needed)
{
  static const guint multiples[] = { 1, 2, 5 };

  for (guint scale = 1; scale <= G_MAXUINT / 10; scale *= 10)
    for (guint i = 0; i < G_N_ELEMENTS (multiples); i++)
      if (multiples[i] * scale * square >= needed)
        return multiples[i] * scale;

  return G_MAXUINT;
}

static void
draw_coordinates (cairo_t                   *cr,
                  const QueensRenderLayout  *layout,
                  const QueensRenderOptions *options)
{
  guint n = layout->n;
  double square = layout->board_size / n;
  double font_size = layout->font_size;
  double board_bottom = queens_render_layout_edge_y (layout, n);
  double board_left = queens_render_layout_edge_x (layout, 0);
  double needed_across, needed_up;
  guint file_step;
  guint rank_step;
  char buffer[32];

  if (font_size <= 0.0 || square <= 0.0)
    return;

  cairo_save (cr);
  select_label_font (cr, font_size);
  set_source_color (cr, &options->palette.coordinates);

  /* Label every square when they fit, else every 2nd, 5th, 10th, ...
   * square, so that labels never overlap. */
  needed_across = widest_label_width (cr, n) + font_size * 0.6;
  needed_up = font_size * 1.4;
  file_step = pick_label_step (square, needed_across);
  rank_step = pick_label_step (square, needed_up);

  for (guint column = 0; column < n; column++)
    {
      guint number = column + 1;
      cairo_text_extents_t extents;
      double centre;

      if (number % file_step != 0
          && !(number == 1 && (file_step - 1) * square >= needed_across))
        continue;

      format_file_label (n, column, buffer, sizeof buffer);
      cairo_text_extents (cr, buffer, &extents);
      centre = (queens_render_layout_edge_x (layout, column)
                + queens_render_layout_edge_x (layout, column + 1)) / 2;
      cairo_move_to (cr,
                     centre - extents.x_bearing - extents.width / 2,
                     board_bottom + layout->margin / 2 + font_size * 0.35);
      cairo_show_text (cr, buffer);
    }

  for (guint row = 0; row < n; row++)
    {
      /* Chess ranks count from the bottom; beyond the letters the names
       * are "r12c7", rows counted from the top, and so are the labels. */
      guint rank = n <= 26 ? n - row : row + 1;
      cairo_text_extents_t extents;
      double centre;

      if (rank % rank_step != 0 && !(rank == 1 && (rank_step - 1) * square >= needed_up))
        continue;

      g_snprintf (buffer, sizeof buffer, "%u", rank);
      cairo_text_extents (cr, buffer, &extents);
      centre = (queens_render_layout_edge_y (layout, row)
                + queens_render_layout_edge_y (layout, row + 1)) / 2;
      cairo_move_to (cr,
                     board_left - layout->margin / 2 - extents.x_bearing - extents.width / 2,
                     centre + font_size * 0.35);
      cairo_show_text (cr, buffer);
    }

  cairo_restore (cr);
}

static void
draw_background (cairo_t                   *cr,
                 const QueensRenderLayout  *layout,
                 const QueensRenderOptions *options)
{
  draw_squares (cr, layout, options);
  draw_highlights (cr, layout, options);
  if (options->show_coordinates)
    draw_coordinates (cr, layout, options);
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
  QueenPainter painter;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (n >= 1);
  g_return_if_fail (options != NULL);

  queens_render_compute_layout (cr, n, options, x, y, width, height, &layout);
  if (layout.board_size <= 0.0)
    return;

  cairo_save (cr);
  draw_background (cr, &layout, options);

  if (columns != NULL)
    {
      queen_painter_begin (&painter, cr, &layout, options);
      for (guint row = 0; row < n; row++)
        if (columns[row] != QUEENS_NO_QUEEN)
          queen_painter_add (&painter, row, columns[row]);
      queen_painter_finish (&painter);
    }

  cairo_restore (cr);
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
  QueenPainter painter;
  g_autoptr(GArray) queens = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (QUEENS_IS_BOARD (board));
  g_return_if_fail (options != NULL);

  queens_render_compute_layout (cr, queens_board_get_n (board), options,
                                x, y, width, height, &layout);
  if (layout.board_size <= 0.0)
    return;

  cairo_save (cr);
  draw_background (cr, &layout, options);

  queens = queens_board_list_queens (board);
  queen_painter_begin (&painter, cr, &layout, options);
  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *square = &g_array_index (queens, QueensSquare, i);

      queen_painter_add (&painter, square->row, square->column);
    }
  queen_painter_finish (&painter);

  cairo_restore (cr);
}
