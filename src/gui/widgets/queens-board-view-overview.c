/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view-overview.c: the whole board in a corner, zoomed in
 *
 * Zoomed in on a big board the queens are far apart and the view shows a
 * few of them: a small map in the top-right corner shows the whole board,
 * its queens as points, and the part in view as a frame; pressing or
 * dragging on it moves the view there.  The board and its queens go into
 * a cached image, remade only when what is shown changes, so a frame
 * costs the same at N = 100,000 as at N = 8.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include "queens-board-view-private.h"

/* Shown from this zoom on: closer to fit the view shows most of the
 * board already. */
#define OVERVIEW_MIN_ZOOM 2.0
/* Its side: a fraction of the allocation's, within these bounds. */
#define OVERVIEW_FRACTION 0.22
#define OVERVIEW_MIN_SIDE 72.0
#define OVERVIEW_MAX_SIDE 180.0
#define OVERVIEW_INSET 12.0
/* The frame of the part in view never shrinks below this, so it can be
 * seen at the closest zoom (a few squares of 100,000). */
#define OVERVIEW_MIN_FRAME 7.0

gboolean
queens_board_view_get_overview_area (QueensBoardView *self,
                                     graphene_rect_t *out_area)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double side = floor (CLAMP (MIN (width, height) * OVERVIEW_FRACTION,
                              OVERVIEW_MIN_SIDE, OVERVIEW_MAX_SIDE));

  if (self->zoom < OVERVIEW_MIN_ZOOM || queens_board_view_shown_n (self) == 0
      || side * 2.5 > MIN (width, height))
    return FALSE;

  graphene_rect_init (out_area, width - OVERVIEW_INSET - side, OVERVIEW_INSET, side, side);
  return TRUE;
}

gboolean
queens_board_view_overview_contains (QueensBoardView *self,
                                     double           x,
                                     double           y)
{
  graphene_rect_t area;

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  return queens_board_view_get_overview_area (self, &area)
         && graphene_rect_contains_point (&area, &GRAPHENE_POINT_INIT (x, y));
}

/* Centres the view on the board point under the overview's (@x, @y). */
void
queens_board_view_overview_move_to (QueensBoardView *self,
                                    double           x,
                                    double           y)
{
  graphene_rect_t area;
  guint n = queens_board_view_shown_n (self);
  double u, v;

  if (!queens_board_view_get_overview_area (self, &area))
    return;

  u = CLAMP ((x - area.origin.x) / area.size.width, 0.0, 1.0);
  v = CLAMP ((y - area.origin.y) / area.size.height, 0.0, 1.0);
  queens_board_view_centre_on (self, (guint) MIN (v * n, n - 1), (guint) MIN (u * n, n - 1));
}

static guint32
pack_color (const QueensRenderColor *color)
{
  /* Cairo's ARGB32 is premultiplied, one native-endian word a pixel. */
  double alpha = CLAMP (color->alpha, 0.0, 1.0);

  return ((guint32) lround (alpha * 255) << 24)
         | ((guint32) lround (color->red * alpha * 255) << 16)
         | ((guint32) lround (color->green * alpha * 255) << 8)
         | (guint32) lround (color->blue * alpha * 255);
}

/* Fills the square (@row, @column) of an @n-board on @side pixels: at
 * least one pixel, so that every queen of 100,000 shows. */
static void
put_queen (guint32 *pixels,
           int      stride_words,
           int      side,
           guint    n,
           guint    row,
           guint    column,
           guint32  color)
{
  int x0 = (int) ((guint64) column * side / n);
  int y0 = (int) ((guint64) row * side / n);
  int x1 = MAX (x0 + 1, (int) ((guint64) (column + 1) * side / n));
  int y1 = MAX (y0 + 1, (int) ((guint64) (row + 1) * side / n));

  for (int y = y0; y < MIN (y1, side); y++)
    for (int x = x0; x < MIN (x1, side); x++)
      pixels[y * stride_words + x] = color;
}

/* The board and its queens, @side device pixels square. */
static cairo_surface_t *
make_overview_image (QueensBoardView           *self,
                     const QueensRenderOptions *options,
                     int                        side)
{
  const QueensRenderPalette *palette = &options->palette;
  guint n = queens_board_view_shown_n (self);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (surface);
  guint32 queen = pack_color (&palette->queen_fill);
  guint32 *pixels;
  int stride_words;

  /* Squares too small to see apart: the board in the mean of its two
   * colours, as the eye mixes them at fit. */
  cairo_set_source_rgb (cr, (palette->light_square.red + palette->dark_square.red) / 2,
                        (palette->light_square.green + palette->dark_square.green) / 2,
                        (palette->light_square.blue + palette->dark_square.blue) / 2);
  cairo_paint (cr);
  cairo_destroy (cr);

  cairo_surface_flush (surface);
  pixels = (guint32 *) (gpointer) cairo_image_surface_get_data (surface);
  stride_words = cairo_image_surface_get_stride (surface) / 4;
  if (self->play != NULL)
    {
      g_autoptr(GArray) queens = queens_board_list_queens (queens_play_session_get_board (self->play));

      for (guint i = 0; i < queens->len; i++)
        {
          const QueensSquare *square = &g_array_index (queens, QueensSquare, i);

          put_queen (pixels, stride_words, side, n, square->row, square->column, queen);
        }
    }
  else if (self->columns != NULL)
    {
      for (guint row = 0; row < n; row++)
        if (self->columns[row] < n)
          put_queen (pixels, stride_words, side, n, row, self->columns[row], queen);
    }
  cairo_surface_mark_dirty (surface);

  return surface;
}

void
queens_board_view_clear_overview (QueensBoardView *self)
{
  g_clear_pointer (&self->overview_image, cairo_surface_destroy);
}

/* Widens [@start, @end] about its middle to OVERVIEW_MIN_FRAME, inside
 * [0, @side]. */
static void
widen_frame (double *start,
             double *end,
             double  side)
{
  double middle = (*start + *end) / 2;

  if (*end - *start >= OVERVIEW_MIN_FRAME)
    return;

  *start = CLAMP (middle - OVERVIEW_MIN_FRAME / 2, 0.0, side - OVERVIEW_MIN_FRAME);
  *end = *start + OVERVIEW_MIN_FRAME;
}

void
queens_board_view_draw_overview (QueensBoardView           *self,
                                 cairo_t                   *cr,
                                 const QueensRenderOptions *options)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int scale = gtk_widget_get_scale_factor (widget);
  QueensRenderLayout layout;
  graphene_rect_t area;
  double x0, y0, x1, y1;
  int side;

  if (!queens_board_view_get_overview_area (self, &area)
      || !queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  /* Remade when the position, the colours or the size changed. */
  side = (int) area.size.width * scale;
  if (self->overview_image != NULL
      && (self->overview_revision != self->revision || self->overview_side != side
          || memcmp (&self->overview_palette, &options->palette, sizeof options->palette) != 0))
    queens_board_view_clear_overview (self);
  if (self->overview_image == NULL)
    {
      self->overview_image = make_overview_image (self, options, side);
      self->overview_revision = self->revision;
      self->overview_side = side;
      self->overview_palette = options->palette;
    }

  cairo_save (cr);
  cairo_rectangle (cr, area.origin.x - 1, area.origin.y - 1, area.size.width + 2, area.size.height + 2);
  cairo_set_source_rgba (cr, options->palette.coordinates.red, options->palette.coordinates.green,
                         options->palette.coordinates.blue, 0.8);
  cairo_fill (cr);

  cairo_save (cr);
  cairo_translate (cr, area.origin.x, area.origin.y);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  cairo_set_source_surface (cr, self->overview_image, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);

  /* The part in view, in the overview's pixels, never too small to see. */
  x0 = CLAMP (-layout.board_x / layout.board_size, 0.0, 1.0) * area.size.width;
  x1 = CLAMP ((gtk_widget_get_width (widget) - layout.board_x) / layout.board_size, 0.0, 1.0)
       * area.size.width;
  y0 = CLAMP (-layout.board_y / layout.board_size, 0.0, 1.0) * area.size.height;
  y1 = CLAMP ((gtk_widget_get_height (widget) - layout.board_y) / layout.board_size, 0.0, 1.0)
       * area.size.height;
  widen_frame (&x0, &x1, area.size.width);
  widen_frame (&y0, &y1, area.size.height);
  cairo_rectangle (cr, area.origin.x, area.origin.y, area.size.width, area.size.height);
  cairo_clip (cr);
  cairo_rectangle (cr, area.origin.x + x0 + 1, area.origin.y + y0 + 1, x1 - x0 - 2, y1 - y0 - 2);
  cairo_set_line_width (cr, 2.0);
  cairo_set_source_rgba (cr, options->palette.focus.red, options->palette.focus.green,
                         options->palette.focus.blue, options->palette.focus.alpha);
  cairo_stroke (cr);
  cairo_restore (cr);
}
