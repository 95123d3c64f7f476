/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view-zoom.c: zooming and panning the board view
 *
 * At zoom 1 ("fit") the whole board fills the allocation; closer, the
 * board is laid out larger than the widget and only what is visible is
 * drawn, so a frame costs about the same at every N.  Where the board
 * sits is the board point at the allocation's centre, in fractions of the
 * board's side; the zoom actions (win.zoom-*) are made here too.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-board-view-private.h"

/* The closest zoom shows squares of this many pixels (or fit, if fit
 * already shows them bigger). */
#define MAX_SQUARE_PIXELS 128.0
/* One step of the zoom keys, and of one notch of Ctrl+scroll. */
#define ZOOM_STEP 1.5
#define SCROLL_ZOOM_STEP 1.2
/* Pixels panned by one notch of the scroll wheel. */
#define SCROLL_PAN_PIXELS 48.0

/* The closest zoom: squares of MAX_SQUARE_PIXELS, and never below fit. */
static double
queens_board_view_max_zoom (QueensBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double side = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  guint n = queens_board_view_shown_n (self);

  if (side <= 0 || n == 0)
    return 1.0;

  return MAX (1.0, MAX_SQUARE_PIXELS * n / side);
}

/* Keeps the board on screen: a board larger than the allocation covers
 * it, up to its coordinates' @margin around it (so that the edge rows and
 * columns can come out from under the labels); a smaller one stays inside
 * it; at fit it is centred. */
static double
clamp_centre (double centre,
              double allocation,
              double board_size,
              double margin)
{
  double half = allocation / 2 / board_size;
  double reach = margin / board_size;

  if (board_size <= 0.0)
    return 0.5;
  if (half >= 0.5)
    return CLAMP (centre, 1.0 - half, half);
  return CLAMP (centre, half - reach, 1.0 - half + reach);
}

static void
queens_board_view_clamp_view (QueensBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  QueensRenderLayout layout;

  self->zoom = CLAMP (self->zoom, 1.0, queens_board_view_max_zoom (self));
  if (self->zoom <= 1.0 || !queens_board_view_get_screen_layout (self, self->zoom, &layout))
    {
      self->centre_u = 0.5;
      self->centre_v = 0.5;
      return;
    }

  self->centre_u = clamp_centre (self->centre_u, gtk_widget_get_width (widget),
                                 layout.board_size, layout.margin);
  self->centre_v = clamp_centre (self->centre_v, gtk_widget_get_height (widget),
                                 layout.board_size, layout.margin);
}

static void
queens_board_view_view_changed (QueensBoardView *self,
                                double           old_zoom)
{
  queens_board_view_clamp_view (self);
  if (self->zoom != old_zoom)
    queens_board_view_notify_zoom (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
queens_board_view_zoom_at (QueensBoardView *self,
                           double           factor,
                           double           x,
                           double           y)
{
  GtkWidget *widget;
  QueensRenderLayout before, after;
  double old_zoom;
  double board_u, board_v;
  double new_zoom;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (factor > 0.0);

  widget = GTK_WIDGET (self);
  old_zoom = self->zoom;
  new_zoom = CLAMP (old_zoom * factor, 1.0, queens_board_view_max_zoom (self));
  if (new_zoom == old_zoom
      || !queens_board_view_get_screen_layout (self, old_zoom, &before)
      || !queens_board_view_get_screen_layout (self, new_zoom, &after))
    return;

  /* The board point under (@x, @y) stays under it. */
  board_u = (x - before.board_x) / before.board_size;
  board_v = (y - before.board_y) / before.board_size;
  self->zoom = new_zoom;
  self->centre_u = board_u - (x - gtk_widget_get_width (widget) / 2.0) / after.board_size;
  self->centre_v = board_v - (y - gtk_widget_get_height (widget) / 2.0) / after.board_size;
  queens_board_view_view_changed (self, old_zoom);
}

static void
queens_board_view_zoom_about_centre (QueensBoardView *self,
                                     double           factor)
{
  GtkWidget *widget = GTK_WIDGET (self);

  queens_board_view_zoom_at (self, factor,
                             gtk_widget_get_width (widget) / 2.0,
                             gtk_widget_get_height (widget) / 2.0);
}

void
queens_board_view_zoom_in (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_about_centre (self, ZOOM_STEP);
}

void
queens_board_view_zoom_out (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_about_centre (self, 1.0 / ZOOM_STEP);
}

void
queens_board_view_zoom_fit (QueensBoardView *self)
{
  double old_zoom;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  old_zoom = self->zoom;
  self->zoom = 1.0;
  queens_board_view_view_changed (self, old_zoom);
}

void
queens_board_view_zoom_closest (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_about_centre (self, queens_board_view_max_zoom (self) / self->zoom);
}

double
queens_board_view_get_zoom (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), 1.0);

  return self->zoom;
}

void
queens_board_view_pan (QueensBoardView *self,
                       double           dx,
                       double           dy)
{
  QueensRenderLayout layout;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  if (!queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  /* Dragging the board right shows what lies to its left. */
  self->centre_u -= dx / layout.board_size;
  self->centre_v -= dy / layout.board_size;
  queens_board_view_view_changed (self, self->zoom);
}

void
queens_board_view_centre_on (QueensBoardView *self,
                             guint            row,
                             guint            column)
{
  guint n;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  n = queens_board_view_shown_n (self);
  g_return_if_fail (row < n && column < n);

  self->centre_u = (column + 0.5) / n;
  self->centre_v = (row + 0.5) / n;
  queens_board_view_view_changed (self, self->zoom);
}

/* Zoomed in, pans just far enough to bring square (@row, @column) fully
 * into view, clear of the coordinate bands that stick to the left and
 * bottom edges; at fit every square is in view already. */
void
queens_board_view_keep_square_in_view (QueensBoardView *self,
                                       guint            row,
                                       guint            column)
{
  GtkWidget *widget = GTK_WIDGET (self);
  QueensRenderLayout layout;
  double square, left, top;
  double view_left, view_right, view_bottom;
  double dx = 0.0, dy = 0.0;

  if (self->zoom <= 1.0 || !queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  square = layout.board_size / layout.n;
  left = layout.board_x + column * square;
  top = layout.board_y + row * square;
  view_left = layout.margin;
  view_right = gtk_widget_get_width (widget);
  view_bottom = gtk_widget_get_height (widget) - layout.margin;

  if (left < view_left)
    dx = view_left - left;
  else if (left + square > view_right)
    dx = view_right - (left + square);
  if (top < 0.0)
    dy = -top;
  else if (top + square > view_bottom)
    dy = view_bottom - (top + square);

  if (dx != 0.0 || dy != 0.0)
    queens_board_view_pan (self, dx, dy);
}

void
queens_board_view_get_visible_squares (QueensBoardView *self,
                                       guint           *out_first_row,
                                       guint           *out_end_row,
                                       guint           *out_first_column,
                                       guint           *out_end_column)
{
  GtkWidget *widget;
  QueensRenderLayout layout;
  double square;
  guint n;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  widget = GTK_WIDGET (self);
  n = queens_board_view_shown_n (self);
  *out_first_row = *out_end_row = *out_first_column = *out_end_column = 0;
  if (!queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  square = layout.board_size / n;
  *out_first_column = (guint) CLAMP (floor (-layout.board_x / square), 0, n);
  *out_end_column = (guint) CLAMP (ceil ((gtk_widget_get_width (widget) - layout.board_x) / square),
                                   0, n);
  *out_first_row = (guint) CLAMP (floor (-layout.board_y / square), 0, n);
  *out_end_row = (guint) CLAMP (ceil ((gtk_widget_get_height (widget) - layout.board_y) / square),
                                0, n);
}

static void
on_zoom_in_activate (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  queens_board_view_zoom_in (QUEENS_BOARD_VIEW (user_data));
}

static void
on_zoom_out_activate (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  queens_board_view_zoom_out (QUEENS_BOARD_VIEW (user_data));
}

static void
on_zoom_fit_activate (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  queens_board_view_zoom_fit (QUEENS_BOARD_VIEW (user_data));
}

void
queens_board_view_add_zoom_actions (QueensBoardView *self,
                                    GActionMap      *map)
{
  static const GActionEntry zoom_actions[] = {
    { .name = "zoom-in", .activate = on_zoom_in_activate },
    { .name = "zoom-out", .activate = on_zoom_out_activate },
    { .name = "zoom-fit", .activate = on_zoom_fit_activate },
  };

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (G_IS_ACTION_MAP (map));

  g_action_map_add_action_entries (map, zoom_actions, G_N_ELEMENTS (zoom_actions), self);
}

/* Ctrl+scroll zooms about the pointer; plain scrolling pans a zoomed
 * board and is left to the window at fit. */
static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           QueensBoardView          *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL
                ? SCROLL_PAN_PIXELS : 1.0;
  GtkWidget *widget = GTK_WIDGET (self);

  if ((state & GDK_CONTROL_MASK) != 0)
    {
      double x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (widget) / 2.0;
      double y = self->pointer_inside ? self->pointer_y : gtk_widget_get_height (widget) / 2.0;

      if (dy != 0.0)
        queens_board_view_zoom_at (self, pow (SCROLL_ZOOM_STEP, -dy), x, y);
      return TRUE;
    }

  if (self->zoom <= 1.0)
    return FALSE;

  /* Shift turns the wheel sideways, as in every scrolled view. */
  if ((state & GDK_SHIFT_MASK) != 0 && dx == 0.0)
    {
      dx = dy;
      dy = 0.0;
    }
  queens_board_view_pan (self, -dx * step, -dy * step);
  return TRUE;
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                QueensBoardView  *self)
{
  self->pinch_start_zoom = self->zoom;
}

static void
on_pinch_scale_changed (GtkGestureZoom  *gesture,
                        double           scale,
                        QueensBoardView *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;

  queens_board_view_zoom_at (self, self->pinch_start_zoom * scale / self->zoom, x, y);
}

/* Panning: the middle or right button anywhere, or the left one while
 * browsing (in play the left button places and moves queens). */
void
queens_board_view_begin_pan (QueensBoardView *self,
                             GtkGesture      *gesture)
{
  if (self->zoom <= 1.0)
    {
      gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  self->panning = TRUE;
  self->pan_start_u = self->centre_u;
  self->pan_start_v = self->centre_v;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

void
queens_board_view_update_pan (QueensBoardView *self,
                              double           offset_x,
                              double           offset_y)
{
  if (!self->panning)
    return;

  self->centre_u = self->pan_start_u;
  self->centre_v = self->pan_start_v;
  queens_board_view_pan (self, offset_x, offset_y);
}

void
queens_board_view_end_pan (QueensBoardView *self)
{
  if (!self->panning)
    return;

  self->panning = FALSE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->play != NULL ? "pointer" : NULL);
}

void
queens_board_view_init_zoom (QueensBoardView *self)
{
  GtkEventController *scroll;
  GtkGesture *pinch;

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));
}
