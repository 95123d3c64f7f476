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
/* From this many pixels a square carries an attack dot of this radius
 * (in squares); smaller ones are tinted. */
#define ATTACK_DOT_MIN_PIXELS 8.0
#define ATTACK_DOT_RADIUS     0.10

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

/* The attack colour as a tint, for squares too small for a dot. */
static void
set_source_tint (cairo_t                 *cr,
                 const QueensRenderColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue,
                         color->alpha * QUEENS_RENDER_ATTACK_TINT_ALPHA);
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

static void
select_label_font (cairo_t *cr,
                   double   font_size)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
}

/* Width of the widest label on either axis. */
static double
widest_label_width (cairo_t           *cr,
                    guint              n,
                    QueensCoordinates  coordinates)
{
  cairo_text_extents_t extents;
  char buffer[32];
  double widest;

  /* Numbers go up to n; the largest number is never narrower than a
   * smaller one in a sans font with tabular digits, which is close
   * enough for reserving room. */
  g_snprintf (buffer, sizeof buffer, "%u", n);
  cairo_text_extents (cr, buffer, &extents);
  widest = extents.x_advance;

  if (queens_coordinates_for_n (coordinates, n) == QUEENS_COORDINATES_CHESS)
    {
      /* 'w', about the widest letter. */
      cairo_text_extents (cr, "w", &extents);
      widest = MAX (widest, extents.x_advance);
    }

  return widest;
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
      out_layout->margin = MAX (widest_label_width (cr, n, options->coordinates),
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
static double
layout_square_pixels (const QueensRenderLayout *layout)
{
  double scale = layout->pixel_scale > 0.0 ? layout->pixel_scale : 1.0;

  return layout->board_size / layout->n * scale;
}

/* User units of one device pixel (of one unit for vector output). */
static double
layout_device_pixel (const QueensRenderLayout *layout)
{
  return layout->pixel_scale > 0.0 ? 1.0 / layout->pixel_scale : 1.0;
}

/* Rows and columns, [first, end) each, whose squares meet the clip. */
typedef struct
{
  guint first_row;
  guint end_row;
  guint first_column;
  guint end_column;
} VisibleRange;

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

static gboolean
compute_visible_range (cairo_t                  *cr,
                       const QueensRenderLayout *layout,
                       VisibleRange             *out_range)
{
  double square = layout->board_size / layout->n;
  double slack;
  double x1, y1, x2, y2;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);

  /* Slack on each side: a square covers edges moved by snapping and a
   * queen's halo; a few pixels cover the dots of tiny queens, which
   * spill out of their squares. */
  slack = MAX (square, 4 * layout_device_pixel (layout));
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

static int
compare_guint (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static gboolean
range_contains (const VisibleRange *range,
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

/* Cuts the segment (x0, y0)-(x1, y1) to the clip grown by @margin
 * (Liang-Barsky); FALSE when nothing of it is left. */
static gboolean
clip_segment (cairo_t *cr,
              double   margin,
              double  *x0,
              double  *y0,
              double  *x1,
              double  *y1)
{
  double clip_x1, clip_y1, clip_x2, clip_y2;
  double dx = *x1 - *x0;
  double dy = *y1 - *y0;
  double enter = 0.0, leave = 1.0;
  double p[4], q[4];

  cairo_clip_extents (cr, &clip_x1, &clip_y1, &clip_x2, &clip_y2);
  p[0] = -dx; q[0] = *x0 - (clip_x1 - margin);
  p[1] = dx;  q[1] = (clip_x2 + margin) - *x0;
  p[2] = -dy; q[2] = *y0 - (clip_y1 - margin);
  p[3] = dy;  q[3] = (clip_y2 + margin) - *y0;

  for (guint i = 0; i < 4; i++)
    {
      if (p[i] == 0.0)
        {
          if (q[i] < 0.0)
            return FALSE;
          continue;
        }
      if (p[i] < 0.0)
        enter = MAX (enter, q[i] / p[i]);
      else
        leave = MIN (leave, q[i] / p[i]);
    }

  if (enter > leave)
    return FALSE;

  *x1 = *x0 + leave * dx;
  *y1 = *y0 + leave * dy;
  *x0 = *x0 + enter * dx;
  *y0 = *y0 + enter * dy;
  return TRUE;
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
  VisibleRange range;

  if (n > 1 && layout_square_pixels (layout) < CHECKER_MIN_PIXELS)
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

  set_source_color (cr, &palette->light_square);
  append_clipped_rectangle (cr, left, top, right, bottom);
  cairo_fill (cr);

  /* Only the squares inside the clip: a zoomed-in board of 100,000 rows
   * costs what the few squares on screen cost. */
  if (!compute_visible_range (cr, layout, &range))
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

static void
queen_painter_finish (QueenPainter            *painter,
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
      set_source_color (cr, fill);
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

  set_source_color (cr, fill);
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

/* The band under labels that stick to an edge over the squares: the
 * square colour that stands further from the labels' own. */
static void
set_label_band_source (cairo_t                   *cr,
                       const QueensRenderPalette *palette)
{
  const QueensRenderColor *ink = &palette->coordinates;
  const QueensRenderColor *light = &palette->light_square;
  const QueensRenderColor *dark = &palette->dark_square;
  double ink_grey = 0.2126 * ink->red + 0.7152 * ink->green + 0.0722 * ink->blue;
  double light_grey = 0.2126 * light->red + 0.7152 * light->green + 0.0722 * light->blue;
  double dark_grey = 0.2126 * dark->red + 0.7152 * dark->green + 0.0722 * dark->blue;
  const QueensRenderColor *band = fabs (light_grey - ink_grey) >= fabs (dark_grey - ink_grey)
                                  ? light : dark;

  cairo_set_source_rgba (cr, band->red, band->green, band->blue, 0.9);
}

/* Where the labels go.  Zoomed in, the labels' strips would lie off
 * screen (and far beyond what cairo's coordinates can hold): they stick
 * to the bottom and left edges of the clip instead, over a band that
 * keeps them readable on the squares, and name the rows and columns in
 * view. */
typedef struct
{
  double       clip_x1, clip_y1, clip_x2, clip_y2;
  double       files_top;
  double       ranks_left;
  gboolean     files_visible;
  gboolean     ranks_visible;
  gboolean     files_stuck;
  gboolean     ranks_stuck;
  VisibleRange range;
} LabelStrips;

static gboolean
compute_label_strips (cairo_t                  *cr,
                      const QueensRenderLayout *layout,
                      LabelStrips              *strips)
{
  double board_bottom = queens_render_layout_edge_y (layout, layout->n);
  double board_left = queens_render_layout_edge_x (layout, 0);

  if (layout->font_size <= 0.0 || layout->board_size <= 0.0
      || !compute_visible_range (cr, layout, &strips->range))
    return FALSE;

  cairo_clip_extents (cr, &strips->clip_x1, &strips->clip_y1, &strips->clip_x2, &strips->clip_y2);
  /* A pixel of slack: snapped edges may leave a strip that fits a hair
   * past the clip, and such a strip stays where it is. */
  strips->files_stuck = board_bottom + layout->margin > strips->clip_y2 + 1.0;
  strips->ranks_stuck = board_left - layout->margin < strips->clip_x1 - 1.0;
  strips->files_top = strips->files_stuck ? strips->clip_y2 - layout->margin : board_bottom;
  strips->ranks_left = strips->ranks_stuck ? strips->clip_x1 : board_left - layout->margin;
  strips->files_visible = strips->files_top + layout->margin > strips->clip_y1
                          && strips->files_top < strips->clip_y2;
  strips->ranks_visible = strips->ranks_left < strips->clip_x2
                          && strips->ranks_left + layout->margin > strips->clip_x1;
  return TRUE;
}

/* Labels every square when they fit, else every 2nd, 5th, 10th, ...
 * square, so that labels never overlap; the label font must be set. */
static GArray *
collect_labels (cairo_t                   *cr,
                const QueensRenderLayout  *layout,
                const QueensRenderOptions *options,
                const LabelStrips         *strips)
{
  guint n = layout->n;
  double square = layout->board_size / n;
  double font_size = layout->font_size;
  double needed_across = widest_label_width (cr, n, options->coordinates) + font_size * 0.6;
  double needed_up = font_size * 1.4;
  guint column_step = pick_label_step (square, needed_across);
  guint row_step = pick_label_step (square, needed_up);
  GArray *labels = g_array_new (FALSE, TRUE, sizeof (QueensRenderLabel));
  const VisibleRange *range = &strips->range;

  for (guint column = range->first_column;
       strips->files_visible && column < range->end_column;
       column++)
    {
      guint number = column + 1;
      g_autofree char *text = NULL;
      cairo_text_extents_t extents;
      QueensRenderLabel label = { QUEENS_RENDER_LABEL_COLUMN, column };
      double centre;

      if (number % column_step != 0
          && !(number == 1 && (column_step - 1) * square >= needed_across))
        continue;

      centre = (queens_render_layout_edge_x (layout, column)
                + queens_render_layout_edge_x (layout, column + 1)) / 2;
      /* The corner where both bands meet belongs to the rows. */
      if (strips->ranks_stuck && strips->ranks_visible
          && centre < strips->ranks_left + layout->margin)
        continue;

      text = queens_coordinates_column_label (options->coordinates, n, column);
      g_strlcpy (label.text, text, sizeof label.text);
      cairo_text_extents (cr, label.text, &extents);
      label.x = centre - extents.x_bearing - extents.width / 2;
      label.y = strips->files_top + layout->margin / 2 + font_size * 0.35;
      g_array_append_val (labels, label);
    }

  for (guint row = range->first_row; strips->ranks_visible && row < range->end_row; row++)
    {
      guint number = queens_coordinates_row_number (options->coordinates, n, row);
      cairo_text_extents_t extents;
      QueensRenderLabel label = { QUEENS_RENDER_LABEL_ROW, row };
      double centre;

      if (number % row_step != 0 && !(number == 1 && (row_step - 1) * square >= needed_up))
        continue;

      centre = (queens_render_layout_edge_y (layout, row)
                + queens_render_layout_edge_y (layout, row + 1)) / 2;
      if (strips->files_stuck && strips->files_visible
          && centre + font_size * 0.5 > strips->files_top)
        continue;

      g_snprintf (label.text, sizeof label.text, "%u", number);
      cairo_text_extents (cr, label.text, &extents);
      label.x = strips->ranks_left + layout->margin / 2 - extents.x_bearing - extents.width / 2;
      label.y = centre + font_size * 0.35;
      g_array_append_val (labels, label);
    }

  return labels;
}

GArray *
queens_render_list_labels (cairo_t                   *cr,
                           const QueensRenderLayout  *layout,
                           const QueensRenderOptions *options)
{
  LabelStrips strips;
  GArray *labels;

  g_return_val_if_fail (cr != NULL, NULL);
  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!options->show_coordinates || !compute_label_strips (cr, layout, &strips))
    return g_array_new (FALSE, TRUE, sizeof (QueensRenderLabel));

  cairo_save (cr);
  select_label_font (cr, layout->font_size);
  labels = collect_labels (cr, layout, options, &strips);
  cairo_restore (cr);

  return labels;
}

static void
draw_label_bands (cairo_t                   *cr,
                  const QueensRenderLayout  *layout,
                  const QueensRenderOptions *options,
                  const LabelStrips         *strips)
{
  gboolean files_band = strips->files_stuck && strips->files_visible;
  gboolean ranks_band = strips->ranks_stuck && strips->ranks_visible;

  if (!files_band && !ranks_band)
    return;

  set_label_band_source (cr, &options->palette);
  if (files_band)
    cairo_rectangle (cr, strips->clip_x1, strips->files_top,
                     strips->clip_x2 - strips->clip_x1, layout->margin);
  if (ranks_band)
    cairo_rectangle (cr, strips->ranks_left, strips->clip_y1,
                     layout->margin, strips->clip_y2 - strips->clip_y1);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_fill (cr);

  /* A faint rule where a band meets the squares it covers. */
  cairo_set_source_rgba (cr, options->palette.coordinates.red,
                         options->palette.coordinates.green,
                         options->palette.coordinates.blue,
                         options->palette.coordinates.alpha * 0.4);
  cairo_set_line_width (cr, 1.0);
  if (files_band)
    {
      cairo_move_to (cr, strips->clip_x1, floor (strips->files_top) + 0.5);
      cairo_line_to (cr, strips->clip_x2, floor (strips->files_top) + 0.5);
    }
  if (ranks_band)
    {
      cairo_move_to (cr, floor (strips->ranks_left + layout->margin) - 0.5, strips->clip_y1);
      cairo_line_to (cr, floor (strips->ranks_left + layout->margin) - 0.5,
                     files_band ? strips->files_top : strips->clip_y2);
    }
  cairo_stroke (cr);
}

static void
draw_coordinates (cairo_t                   *cr,
                  const QueensRenderLayout  *layout,
                  const QueensRenderOptions *options)
{
  LabelStrips strips;
  g_autoptr(GArray) labels = NULL;

  if (!compute_label_strips (cr, layout, &strips))
    return;

  cairo_save (cr);
  draw_label_bands (cr, layout, options, &strips);

  select_label_font (cr, layout->font_size);
  set_source_color (cr, &options->palette.coordinates);
  labels = collect_labels (cr, layout, options, &strips);
  for (guint i = 0; i < labels->len; i++)
    {
      const QueensRenderLabel *label = &g_array_index (labels, QueensRenderLabel, i);

      cairo_move_to (cr, label->x, label->y);
      cairo_show_text (cr, label->text);
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
  VisibleRange range;

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
  if (columns != NULL && compute_visible_range (cr, &layout, &range))
    {
      queen_painter_begin (&painter, cr, &layout, options);
      for (guint row = range.first_row; row < range.end_row; row++)
        if (columns[row] >= range.first_column && columns[row] < range.end_column)
          queen_painter_add (&painter, row, columns[row]);
      queen_painter_finish (&painter, &options->palette.queen_fill);
    }

  cairo_restore (cr);
}

static void
append_square (cairo_t                  *cr,
               const QueensRenderLayout *layout,
               guint                     row,
               guint                     first_column,
               guint                     end_column)
{
  double x0 = queens_render_layout_edge_x (layout, first_column);
  double x1 = queens_render_layout_edge_x (layout, end_column);
  double y0 = queens_render_layout_edge_y (layout, row);
  double y1 = queens_render_layout_edge_y (layout, row + 1);

  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
}

static void
square_centre (const QueensRenderLayout *layout,
               guint                     row,
               guint                     column,
               double                   *out_x,
               double                   *out_y)
{
  *out_x = (queens_render_layout_edge_x (layout, column)
            + queens_render_layout_edge_x (layout, column + 1)) / 2;
  *out_y = (queens_render_layout_edge_y (layout, row)
            + queens_render_layout_edge_y (layout, row + 1)) / 2;
}

static gboolean
square_is_attacked_empty (QueensBoard *board,
                          guint        row,
                          guint        column)
{
  return queens_board_is_attacked (board, row, column)
         && !queens_board_has_queen (board, row, column);
}

/* Squares of a few pixels: one rectangle per run of attacked squares in
 * a row, to be tinted; O(visible squares), which is O(pixels) here. */
static void
append_attack_runs (cairo_t                  *cr,
                    const QueensRenderLayout *layout,
                    QueensBoard              *board,
                    const VisibleRange       *range)
{
  for (guint row = range->first_row; row < range->end_row; row++)
    {
      guint column = range->first_column;

      while (column < range->end_column)
        {
          guint run_end;

          if (!square_is_attacked_empty (board, row, column))
            {
              column++;
              continue;
            }

          run_end = column + 1;
          while (run_end < range->end_column && square_is_attacked_empty (board, row, run_end))
            run_end++;

          append_square (cr, layout, row, column, run_end);
          column = run_end;
        }
    }
}

/* Squares big enough for a dot: one in the middle of each attacked empty
 * square, so the square keeps its own colour around it and the checker
 * stays readable.  O(visible squares). */
static void
append_attack_dots (cairo_t                  *cr,
                    const QueensRenderLayout *layout,
                    QueensBoard              *board,
                    const VisibleRange       *range)
{
  double square = layout->board_size / layout->n;
  double radius = MAX (square * ATTACK_DOT_RADIUS, 1.5 * layout_device_pixel (layout));

  for (guint row = range->first_row; row < range->end_row; row++)
    for (guint column = range->first_column; column < range->end_column; column++)
      {
        double x, y;

        if (!square_is_attacked_empty (board, row, column))
          continue;

        square_centre (layout, row, column, &x, &y);
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      }
}

/* Longest side of the attack mask, in mask pixels. */
#define ATTACK_MASK_MAX_SIDE 8192

/* Squares smaller than a pixel: a queen's lines are marked in pixel space
 * straight from the queen list, each one pixel wide, so that no line is
 * lost between two samples however many rows a pixel holds.  A pixel is
 * tinted when one of the lines through its centre is busy: O(Q + pixels),
 * whatever n is.  The result is a mask the tint is painted through. */
static void
draw_attacks_by_pixels (cairo_t                   *cr,
                        const QueensRenderLayout  *layout,
                        const QueensRenderOptions *options,
                        GArray                    *queens,
                        const VisibleRange        *range)
{
  double scale = layout->pixel_scale > 0.0 ? layout->pixel_scale : 1.0;
  double board_left = queens_render_layout_edge_x (layout, 0);
  double board_top = queens_render_layout_edge_y (layout, 0);
  double board_side = queens_render_layout_edge_x (layout, layout->n) - board_left;
  double left = queens_render_layout_edge_x (layout, range->first_column);
  double right = queens_render_layout_edge_x (layout, range->end_column);
  double top = queens_render_layout_edge_y (layout, range->first_row);
  double bottom = queens_render_layout_edge_y (layout, range->end_row);
  double squares_per_pixel;
  g_autofree guint8 *row_busy = NULL;
  g_autofree guint8 *column_busy = NULL;
  g_autofree guint8 *diagonal_busy = NULL;
  g_autofree guint8 *antidiagonal_busy = NULL;
  cairo_surface_t *mask;
  cairo_pattern_t *pattern;
  guint8 *data;
  int stride;
  int first_x, first_y, width, height;

  scale = MIN (scale, ATTACK_MASK_MAX_SIDE / MAX (board_side, 1.0));
  squares_per_pixel = layout->n / (board_side * scale);

  /* The visible part, in pixels counted from the board's corner. */
  first_x = (int) floor ((left - board_left) * scale);
  first_y = (int) floor ((top - board_top) * scale);
  width = (int) ceil ((right - board_left) * scale) - first_x;
  height = (int) ceil ((bottom - board_top) * scale) - first_y;
  if (width <= 0 || height <= 0)
    return;

  row_busy = g_malloc0 (height);
  column_busy = g_malloc0 (width);
  /* Pixel (x, y) lies on diagonal y - x and antidiagonal x + y. */
  diagonal_busy = g_malloc0 (width + height);
  antidiagonal_busy = g_malloc0 (width + height);

  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *queen = &g_array_index (queens, QueensSquare, i);
      double centre_x = (queen->column + 0.5) / squares_per_pixel;
      double centre_y = (queen->row + 0.5) / squares_per_pixel;
      gint64 x = (gint64) floor (centre_x) - first_x;
      gint64 y = (gint64) floor (centre_y) - first_y;
      /* Through the centres of the pixels: y - x and x + y + 1 measured
       * from the board's corner, moved to the visible part's indices. */
      gint64 diagonal = (gint64) floor (centre_y - centre_x + 0.5) - first_y + first_x + (width - 1);
      gint64 antidiagonal = (gint64) floor (centre_x + centre_y - 1 + 0.5) - first_x - first_y;

      if (y >= 0 && y < height)
        row_busy[y] = 1;
      if (x >= 0 && x < width)
        column_busy[x] = 1;
      if (diagonal >= 0 && diagonal < width + height - 1)
        diagonal_busy[diagonal] = 1;
      if (antidiagonal >= 0 && antidiagonal < width + height - 1)
        antidiagonal_busy[antidiagonal] = 1;
    }

  mask = cairo_image_surface_create (CAIRO_FORMAT_A8, width, height);
  cairo_surface_flush (mask);
  data = cairo_image_surface_get_data (mask);
  stride = cairo_image_surface_get_stride (mask);

  for (int y = 0; y < height; y++)
    {
      guint8 *line = data + (gsize) y * stride;

      for (int x = 0; x < width; x++)
        {
          gboolean attacked = row_busy[y] || column_busy[x]
                              || diagonal_busy[y - x + width - 1]
                              || antidiagonal_busy[x + y];

          line[x] = attacked ? 0xff : 0x00;
        }
    }
  cairo_surface_mark_dirty (mask);

  cairo_save (cr);
  cairo_rectangle (cr, left, top, right - left, bottom - top);
  cairo_clip (cr);
  cairo_translate (cr, board_left, board_top);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  pattern = cairo_pattern_create_for_surface (mask);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  {
    cairo_matrix_t offset;

    /* The mask starts at the visible part, not at the board's corner. */
    cairo_matrix_init_translate (&offset, -first_x, -first_y);
    cairo_pattern_set_matrix (pattern, &offset);
  }
  set_source_tint (cr, &options->palette.attacked);
  cairo_mask (cr, pattern);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);

  cairo_surface_destroy (mask);
}

/* Dots on squares that hold one; smaller squares of a pixel or more are
 * tinted one by one (O(visible squares), which is O(pixels) here), and
 * smaller ones through the pixel mask. */
static void
draw_attacks (cairo_t                   *cr,
              const QueensRenderLayout  *layout,
              const QueensRenderOptions *options,
              QueensBoard               *board,
              GArray                    *queens,
              const VisibleRange        *range)
{
  double square_pixels = layout_square_pixels (layout);

  if (queens_board_get_n_queens (board) == 0)
    return;

  cairo_new_path (cr);
  if (square_pixels >= ATTACK_DOT_MIN_PIXELS)
    {
      append_attack_dots (cr, layout, board, range);
      set_source_color (cr, &options->palette.attacked);
      cairo_fill (cr);
    }
  else if (square_pixels >= 1.0)
    {
      append_attack_runs (cr, layout, board, range);
      set_source_tint (cr, &options->palette.attacked);
      cairo_fill (cr);
    }
  else
    {
      draw_attacks_by_pixels (cr, layout, options, queens, range);
    }
}

typedef struct
{
  guint first;   /* indices into the queen list: the two ends of the line */
  guint last;
} LineSpan;

/* Every queen that shares a line with another is joined to the farthest
 * one along that line by a single segment, which covers every pair on
 * the line: O(Q) segments however crowded a line is. */
static void
draw_conflict_lines (cairo_t                   *cr,
                     const QueensRenderLayout  *layout,
                     const QueensRenderOptions *options,
                     QueensBoard               *board,
                     GArray                    *queens)
{
  static const QueensLine lines[] = {
    QUEENS_LINE_ROW, QUEENS_LINE_COLUMN, QUEENS_LINE_DIAGONAL, QUEENS_LINE_ANTIDIAGONAL,
  };
  guint n = layout->n;
  double square = layout->board_size / n;
  double pixel = layout_device_pixel (layout);
  g_autoptr(GHashTable) span_of_line = NULL;
  g_autoptr(GArray) spans = NULL;
  double clip_x1, clip_y1, clip_x2, clip_y2;
  double line_width;
  double reach;

  if (queens_board_get_n_conflicts (board) == 0)
    return;

  span_of_line = g_hash_table_new (NULL, NULL);
  spans = g_array_new (FALSE, FALSE, sizeof (LineSpan));

  /* The list is sorted by row, then column: the first queen met on a line
   * is one end of it and the last one met is the other. */
  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *queen = &g_array_index (queens, QueensSquare, i);

      for (guint k = 0; k < G_N_ELEMENTS (lines); k++)
        {
          gsize index;
          gpointer key;
          gpointer value;

          if (queens_board_count_on_line (board, lines[k], queen->row, queen->column) < 2)
            continue;

          switch (lines[k])
            {
            case QUEENS_LINE_ROW:
              index = queen->row;
              break;
            case QUEENS_LINE_COLUMN:
              index = queen->column;
              break;
            case QUEENS_LINE_DIAGONAL:
              index = (gsize) queen->row + n - 1 - queen->column;
              break;
            case QUEENS_LINE_ANTIDIAGONAL:
            default:
              index = (gsize) queen->row + queen->column;
              break;
            }

          key = GSIZE_TO_POINTER (index * G_N_ELEMENTS (lines) + k + 1);
          value = g_hash_table_lookup (span_of_line, key);
          if (value == NULL)
            {
              LineSpan span = { i, i };

              g_array_append_val (spans, span);
              g_hash_table_insert (span_of_line, key, GUINT_TO_POINTER (spans->len));
            }
          else
            {
              g_array_index (spans, LineSpan, GPOINTER_TO_UINT (value) - 1).last = i;
            }
        }
    }

  cairo_clip_extents (cr, &clip_x1, &clip_y1, &clip_x2, &clip_y2);
  cairo_new_path (cr);
  line_width = MAX (square * 0.09, 1.5 * pixel);
  reach = line_width + square;

  for (guint i = 0; i < spans->len; i++)
    {
      const LineSpan *span = &g_array_index (spans, LineSpan, i);
      const QueensSquare *first = &g_array_index (queens, QueensSquare, span->first);
      const QueensSquare *last = &g_array_index (queens, QueensSquare, span->last);
      double x0, y0, x1, y1;

      square_centre (layout, first->row, first->column, &x0, &y0);
      square_centre (layout, last->row, last->column, &x1, &y1);

      /* Far off the visible part: nothing to draw; else only the
       * visible piece, which also keeps cairo's coordinates small. */
      if (MAX (x0, x1) < clip_x1 - reach || MIN (x0, x1) > clip_x2 + reach
          || MAX (y0, y1) < clip_y1 - reach || MIN (y0, y1) > clip_y2 + reach
          || !clip_segment (cr, reach, &x0, &y0, &x1, &y1))
        continue;

      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
    }

  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_source_color (cr, &options->palette.conflict);
  cairo_stroke (cr);
}

/* One queen centred on (@x, @y), at least @min_size wide, painted with
 * @alpha: the dragged queen. */
static void
draw_single_queen (cairo_t                   *cr,
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

  set_source_color (cr, &options->palette.queen_outline);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (size * 0.05, 1.0));
  cairo_stroke_preserve (cr);
  set_source_color (cr, fill);
  cairo_fill (cr);

  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}

static void
draw_square_frame (cairo_t                  *cr,
                   const QueensRenderLayout *layout,
                   guint                     row,
                   guint                     column,
                   const QueensRenderColor  *color)
{
  double pixel = layout_device_pixel (layout);
  double x0 = queens_render_layout_edge_x (layout, column);
  double x1 = queens_render_layout_edge_x (layout, column + 1);
  double y0 = queens_render_layout_edge_y (layout, row);
  double y1 = queens_render_layout_edge_y (layout, row + 1);
  double width = MAX ((x1 - x0) * 0.08, 2 * pixel);
  double min_side = 10 * pixel;

  /* Tiny squares get a frame big enough to find. */
  if (x1 - x0 < min_side)
    {
      double centre = (x0 + x1) / 2;

      x0 = centre - min_side / 2;
      x1 = centre + min_side / 2;
    }
  if (y1 - y0 < min_side)
    {
      double centre = (y0 + y1) / 2;

      y0 = centre - min_side / 2;
      y1 = centre + min_side / 2;
    }

  cairo_new_path (cr);
  cairo_rectangle (cr, x0 + width / 2, y0 + width / 2, x1 - x0 - width, y1 - y0 - width);

  /* A dark edge on both sides keeps a light frame readable on light
   * squares. */
  cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.75);
  cairo_set_line_width (cr, width + 2 * pixel);
  cairo_stroke_preserve (cr);

  set_source_color (cr, color);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* A band of @rows rows from @first_row holding no queen in columns
 * @first_column .. @end_column - 1 wide enough for @columns_needed
 * columns: FALSE, or the free run's ends.  O(rows + their queens). */
static gboolean
find_free_run (QueensBoard *board,
               guint        first_row,
               guint        rows,
               guint        first_column,
               guint        end_column,
               guint        columns_needed,
               guint       *out_start,
               guint       *out_end)
{
  g_autoptr(GArray) queens = queens_board_list_queens_in_rows (board, first_row, first_row + rows);
  g_autofree guint *taken = g_new (guint, queens->len + 1);
  guint n_taken = 0;
  guint best_start = 0, best_end = 0;
  guint start = first_column;

  for (guint i = 0; i < queens->len; i++)
    taken[n_taken++] = g_array_index (queens, QueensSquare, i).column;
  qsort (taken, n_taken, sizeof (guint), compare_guint);
  taken[n_taken] = end_column;

  /* The widest run between two taken columns (or the range's ends). */
  for (guint i = 0; i <= n_taken; i++)
    {
      guint stop = MIN (MAX (taken[i], first_column), end_column);

      if (stop > start && stop - start > best_end - best_start)
        {
          best_start = start;
          best_end = stop;
        }
      start = MAX (start, MIN (taken[i] + 1, end_column));
    }

  if (best_end - best_start < columns_needed)
    return FALSE;

  *out_start = best_start;
  *out_end = best_end;
  return TRUE;
}

/* Where the solved note goes: its centre.  In the middle of the visible
 * part of the board, moved to the nearest band of rows with a run of
 * squares wide enough and free of queens, when squares are big enough to
 * look for one; the note is drawn under the queens either way. */
static void
place_solved_note (const QueensRenderLayout *layout,
                   QueensBoard              *board,
                   const VisibleRange       *range,
                   double                    width,
                   double                    height,
                   double                    *out_x,
                   double                    *out_y)
{
  double square = layout->board_size / layout->n;
  double left = queens_render_layout_edge_x (layout, range->first_column);
  double right = queens_render_layout_edge_x (layout, range->end_column);
  double top = queens_render_layout_edge_y (layout, range->first_row);
  double bottom = queens_render_layout_edge_y (layout, range->end_row);
  guint rows_needed = (guint) ceil (height / square);
  guint columns_needed = (guint) ceil (width / square) + 1;
  guint visible_rows = range->end_row - range->first_row;
  guint middle;

  *out_x = (MAX (left, layout->board_x) + MIN (right, layout->board_x + layout->board_size)) / 2;
  *out_y = (MAX (top, layout->board_y) + MIN (bottom, layout->board_y + layout->board_size)) / 2;

  /* Bands of a few rows only: beyond, queens are dots the note's plate
   * cannot hide anyway. */
  if (layout_square_pixels (layout) < DISC_MIN_PIXELS || rows_needed > 6
      || rows_needed > visible_rows)
    return;

  middle = range->first_row + (visible_rows - rows_needed) / 2;
  for (guint step = 0; step <= visible_rows - rows_needed; step++)
    {
      /* middle, middle + 1, middle - 1, middle + 2, ... */
      gint64 offset = step % 2 == 1 ? (gint64) (step + 1) / 2 : -(gint64) (step / 2);
      gint64 first = (gint64) middle + offset;
      guint run_start, run_end;

      if (first < range->first_row || first + rows_needed > range->end_row)
        continue;

      if (find_free_run (board, (guint) first, rows_needed, range->first_column,
                         range->end_column, columns_needed, &run_start, &run_end))
        {
          *out_x = (queens_render_layout_edge_x (layout, run_start)
                    + queens_render_layout_edge_x (layout, run_end)) / 2;
          *out_y = (queens_render_layout_edge_y (layout, (guint) first)
                    + queens_render_layout_edge_y (layout, (guint) first + rows_needed)) / 2;
          return;
        }
    }
}

/* A plate with a check mark and @options->solved_note, sized to the
 * squares but readable on any board. */
static void
draw_solved_note (cairo_t                   *cr,
                  const QueensRenderLayout  *layout,
                  const QueensRenderOptions *options,
                  QueensBoard               *board,
                  const VisibleRange        *range)
{
  const QueensRenderPalette *palette = &options->palette;
  double pixel = layout_device_pixel (layout);
  double square = layout->board_size / layout->n;
  double visible_width = queens_render_layout_edge_x (layout, range->end_column)
                         - queens_render_layout_edge_x (layout, range->first_column);
  double font_size = CLAMP (square * 0.42, 13 * pixel, 24 * pixel);
  cairo_text_extents_t extents;
  double mark, padding, width, height, x, y;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, font_size);
  cairo_text_extents (cr, options->solved_note, &extents);

  mark = font_size * 0.9;
  padding = font_size * 0.7;
  width = padding + mark + font_size * 0.4 + extents.x_advance + padding;
  height = font_size * 2.0;

  /* A board drawn too small for the note goes without it. */
  if (width > visible_width || height * 2 > visible_width)
    {
      cairo_restore (cr);
      return;
    }

  place_solved_note (layout, board, range, width, height, &x, &y);
  x -= width / 2;
  y -= height / 2;

  cairo_new_path (cr);
  cairo_arc (cr, x + height / 2, y + height / 2, height / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + width - height / 2, y + height / 2, height / 2, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  set_source_color (cr, &palette->note_fill);
  cairo_fill (cr);

  cairo_move_to (cr, x + padding, y + height * 0.52);
  cairo_line_to (cr, x + padding + mark * 0.36, y + height * 0.52 + mark * 0.34);
  cairo_line_to (cr, x + padding + mark, y + height * 0.52 - mark * 0.42);
  cairo_set_line_width (cr, font_size * 0.18);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_source_color (cr, &palette->note_mark);
  cairo_stroke (cr);

  cairo_move_to (cr, x + padding + mark + font_size * 0.4 - extents.x_bearing,
                 y + height / 2 - extents.y_bearing - extents.height / 2);
  set_source_color (cr, &palette->note_ink);
  cairo_show_text (cr, options->solved_note);
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
  QueenPainter painter;
  VisibleRange range;
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
  draw_squares (cr, &layout, options);
  draw_highlights (cr, &layout, options);
  if (options->show_coordinates)
    draw_coordinates (cr, &layout, options);

  if (!compute_visible_range (cr, &layout, &range))
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
      && ((show_attacks && layout_square_pixels (&layout) < 1.0)
          || (options->show_conflicts
              && queens_board_get_n_conflicts (board) > count_pairs_among (visible_queens))))
    {
      all_queens = queens_board_list_queens (board);
      rows_listed += n;
      queens = all_queens;
    }

  if (show_attacks)
    draw_attacks (cr, &layout, options, board, queens, &range);

  if (options->show_conflicts)
    draw_conflict_lines (cr, &layout, options, board, queens);

  if (solved && options->solved_note != NULL && options->solved_note[0] != '\0')
    draw_solved_note (cr, &layout, options, board, &range);

  /* Two passes, plain queens then conflicting ones: a painter builds its
   * shapes in the context's path, so one must fill before the next starts. */
  for (guint pass = 0; pass < 2; pass++)
    {
      gboolean conflict_pass = pass == 1;

      if (conflict_pass && (!options->show_conflicts || queens_board_get_n_conflicts (board) == 0))
        break;

      queen_painter_begin (&painter, cr, &layout, options);
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
            queen_painter_add (&painter, square->row, square->column);
        }
      queen_painter_finish (&painter, conflict_pass ? &options->palette.conflict
                                                    : &options->palette.queen_fill);
    }

  /* The one frame: wherever the pointer or the keyboard is. */
  if (options->show_cursor && options->cursor.row < n && options->cursor.column < n)
    draw_square_frame (cr, &layout, options->cursor.row, options->cursor.column,
                       &options->palette.focus);

  if (lifted_valid)
    {
      gboolean in_conflict = options->show_conflicts
                             && queens_board_count_attackers (board, options->lifted.row,
                                                              options->lifted.column) > 0;

      draw_single_queen (cr, &layout, options, options->lifted_x, options->lifted_y,
                         24 * layout_device_pixel (&layout),
                         in_conflict ? &options->palette.conflict : &options->palette.queen_fill,
                         0.85);
    }

  cairo_restore (cr);
}
