/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view-drawing.c: the board view on screen
 *
 * The snapshot hands the browsed columns or the play position to
 * queens-render through the same routine that export and copy use
 * (queens_board_view_draw), so the screen and the files always agree.
 * The cairo node is rendered at the surface's scale factor, so the board
 * is as crisp on a HiDPI screen as on a plain one.  Hit tests lay the
 * board out exactly as the snapshot does.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-board-view-private.h"
#include "queens-widget-color.h"

/* Light text means a dark theme: pick the board colours to match. */
static QueensRenderTheme
queens_board_view_get_theme (QueensBoardView *self)
{
  return queens_widget_is_dark_theme (GTK_WIDGET (self), NULL) ? QUEENS_RENDER_THEME_DARK
                                                               : QUEENS_RENDER_THEME_LIGHT;
}

/* Fills @options the way the screen shows the board: theme colours, and
 * coordinates in the theme's own text colour, a little dimmed. */
static void
queens_board_view_init_options (QueensBoardView     *self,
                                QueensRenderOptions *options,
                                gboolean             show_coordinates)
{
  QueensRenderTheme theme = queens_board_view_get_theme (self);
  GdkRGBA foreground;

  queens_render_options_init (options, theme);
  queens_render_palette_init_for_board_theme (&options->palette, self->board_theme, theme);
  options->show_coordinates = show_coordinates;
  options->coordinates = queens_board_view_get_coordinates (self);

  queens_widget_get_foreground (GTK_WIDGET (self), &foreground);
  options->palette.coordinates.red = foreground.red;
  options->palette.coordinates.green = foreground.green;
  options->palette.coordinates.blue = foreground.blue;
  options->palette.coordinates.alpha = foreground.alpha * 0.7;
}

/* The one square the cursor frames, if any: the pointer's (the drop
 * target of a drag), else the keyboard's while the keyboard is in use.
 * A key press lets go of the pointer's square and the next motion takes
 * it back, so the frame is where the hand last was. */
static gboolean
queens_board_view_get_cursor (QueensBoardView *self,
                              QueensSquare    *out_square)
{
  if (self->hovering)
    {
      out_square->row = self->hover_row;
      out_square->column = self->hover_column;
      return TRUE;
    }

  if (self->keyboard_active && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      out_square->row = self->focus_row;
      out_square->column = self->focus_column;
      return TRUE;
    }

  return FALSE;
}

/* The rectangle handed to queens-render for the current zoom and pan: a
 * square of side @out_side at (@out_x, @out_y), in widget coordinates,
 * usually much larger than the allocation.  At fit it is the square that
 * lays the board out exactly as the whole allocation does. */
static void
queens_board_view_place_board (QueensBoardView           *self,
                               cairo_t                   *cr,
                               const QueensRenderOptions *options,
                               double                     width,
                               double                     height,
                               double                    *out_x,
                               double                    *out_y,
                               double                    *out_side)
{
  QueensRenderLayout layout;
  double side = MIN (width, height) * self->zoom;

  /* The layout moves with its rectangle, so one at the origin tells
   * where the board sits inside it and how big it is. */
  queens_render_compute_layout (cr, queens_board_view_shown_n (self), options,
                                0, 0, side, side, &layout);
  *out_x = width / 2 - layout.board_x - self->centre_u * layout.board_size;
  *out_y = height / 2 - layout.board_y - self->centre_v * layout.board_size;
  *out_side = side;
}

/* A context like the snapshot's (same scale factor), for layouts made
 * outside a snapshot: hit tests and zoom steps. */
static cairo_t *
queens_board_view_create_scratch_context (QueensBoardView *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_surface_destroy (surface);

  return cr;
}

gboolean
queens_board_view_get_screen_layout (QueensBoardView    *self,
                                     double              zoom,
                                     QueensRenderLayout *out_layout)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  guint n = queens_board_view_shown_n (self);
  QueensRenderOptions options;
  double saved_zoom = self->zoom;
  double x, y, side;
  cairo_t *cr;

  if (width <= 0 || height <= 0 || n == 0)
    return FALSE;

  cr = queens_board_view_create_scratch_context (self);
  queens_board_view_init_options (self, &options, self->show_coordinates);
  self->zoom = zoom;
  queens_board_view_place_board (self, cr, &options, width, height, &x, &y, &side);
  self->zoom = saved_zoom;
  queens_render_compute_layout (cr, n, &options, x, y, side, side, out_layout);
  cairo_destroy (cr);

  return out_layout->board_size > 0.0;
}

/* The one drawing routine: the snapshot passes @with_pointer_marks (hover,
 * keyboard square, dragged queen), export and copy do not. */
static void
queens_board_view_render (QueensBoardView *self,
                          cairo_t         *cr,
                          double           width,
                          double           height,
                          gboolean         show_coordinates,
                          gboolean         with_pointer_marks)
{
  QueensRenderOptions options;
  double board_x = 0, board_y = 0, board_width = width, board_height = height;
  g_autoptr(GArray) fixed_squares = NULL;
  QueensBoard *fixed;

  if (width <= 0 || height <= 0 || queens_board_view_shown_n (self) == 0)
    return;

  queens_board_view_init_options (self, &options, show_coordinates);

  /* The screen shows the zoomed part; export and copy the whole board. */
  if (with_pointer_marks)
    {
      queens_board_view_place_board (self, cr, &options, width, height,
                                     &board_x, &board_y, &board_width);
      board_height = board_width;
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_clip (cr);
    }

  if (self->play == NULL)
    {
      if (with_pointer_marks)
        options.show_cursor = queens_board_view_get_cursor (self, &options.cursor);
      queens_render_columns (cr, self->n, self->columns, &options,
                             board_x, board_y, board_width, board_height);
      if (with_pointer_marks)
        queens_board_view_draw_overview (self, cr, &options);
      return;
    }

  options.show_attacks = self->show_attacks;
  options.show_conflicts = TRUE;

  /* A puzzle's given queens stand on tinted squares: the player sees
   * which queens are theirs to move. */
  fixed = queens_play_session_get_fixed (self->play);
  if (fixed != NULL)
    {
      fixed_squares = queens_board_list_queens (fixed);
      options.highlighted = (const QueensSquare *) (gpointer) fixed_squares->data;
      options.n_highlighted = fixed_squares->len;
    }
  if (self->ruled_out != NULL)
    {
      options.ruled_out = (const QueensSquare *) (gpointer) self->ruled_out->data;
      options.n_ruled_out = self->ruled_out->len;
    }

  if (with_pointer_marks)
    {
      /* The cursor and the solved note only on screen: exported files
       * show the position. */
      options.show_cursor = queens_board_view_get_cursor (self, &options.cursor);
      options.solved_note = _("Solved");
      options.show_lifted = self->dragging;
      options.lifted.row = self->press_row;
      options.lifted.column = self->press_column;
      options.lifted_x = self->drag_x;
      options.lifted_y = self->drag_y;
    }

  queens_render_board (cr, queens_play_session_get_board (self->play), &options,
                       board_x, board_y, board_width, board_height);
  if (with_pointer_marks)
    queens_board_view_draw_overview (self, cr, &options);
}

void
queens_board_view_draw (QueensBoardView *self,
                        cairo_t         *cr,
                        double           width,
                        double           height,
                        gboolean         show_coordinates)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (cr != NULL);

  queens_board_view_render (self, cr, width, height, show_coordinates, FALSE);
}

void
queens_board_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0 || queens_board_view_shown_n (self) == 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  queens_board_view_render (self, cr, width, height, self->show_coordinates, TRUE);
  cairo_destroy (cr);
}

gboolean
queens_board_view_hit (QueensBoardView *self,
                       double           x,
                       double           y,
                       guint           *out_row,
                       guint           *out_column)
{
  QueensRenderLayout layout;

  /* The overview covers the squares under it. */
  if (queens_board_view_overview_contains (self, x, y))
    return FALSE;

  return queens_board_view_get_screen_layout (self, self->zoom, &layout)
         && queens_render_layout_hit (&layout, x, y, out_row, out_column);
}

gboolean
queens_board_view_square_at (QueensBoardView *self,
                             double           x,
                             double           y,
                             guint           *out_row,
                             guint           *out_column)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  return queens_board_view_hit (self, x, y, out_row, out_column);
}
