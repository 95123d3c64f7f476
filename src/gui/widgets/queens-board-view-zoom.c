/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view-zoom.c: zooming and panning the board view
 *
 * At zoom 1 ("fit") the whole board fills the allocation; closer, the
 * board is laid out larger than the widget and only what is visible is
 * drawn, so a frame costs about the same at every N.  Where the board
 * sits is the board point at the allocation's centre, in fractions of the
 * board's side; the zoom actions (win.zoom-*) and the queen-to-queen ones
 * (win.next-queen, win.previous-queen) are made here too.
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
/* "Next queen" zooms in until squares are at least this big. */
#define MIN_GO_TO_SQUARE_PIXELS 16.0
#define GO_TO_SQUARE_PIXELS 40.0
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

/* The centres that keep the board covering the allocation, up to its
 * coordinates' @margin around it (so that the edge rows and columns can
 * come out from under the labels); a board smaller than the allocation
 * stays inside it. */
static void
covering_range (double  allocation,
                double  board_size,
                double  margin,
                double *out_low,
                double *out_high)
{
  double half = allocation / 2 / board_size;
  double reach = margin / board_size;

  if (half >= 0.5)
    {
      *out_low = 1.0 - half;
      *out_high = half;
    }
  else
    {
      *out_low = half - reach;
      *out_high = 1.0 - half + reach;
    }
}

/* Pans and jumps keep the board covering the view, but zooming about a
 * point near an edge needs the board to leave some of the view empty (a
 * clamp there pulled the view thousands of rows away from the pointer at
 * N = 100,000).  So a centre outside the covering range is kept when
 * @from is as far out (a pan never leads further out, and one back in
 * stays in); anything goes up to the board's edge at the view's middle. */
static double
clamp_centre (double centre,
              double from,
              double low,
              double high)
{
  if (centre >= low && centre <= high)
    return centre;

  return CLAMP (centre, MAX (MIN (low, from), 0.0), MIN (MAX (high, from), 1.0));
}

/* At fit the board is centred. */
static void
queens_board_view_clamp_view (QueensBoardView *self,
                              double           from_u,
                              double           from_v)
{
  GtkWidget *widget = GTK_WIDGET (self);
  QueensRenderLayout layout;
  double low, high;

  self->zoom = CLAMP (self->zoom, 1.0, queens_board_view_max_zoom (self));
  if (self->zoom <= 1.0 || !queens_board_view_get_screen_layout (self, self->zoom, &layout))
    {
      self->centre_u = 0.5;
      self->centre_v = 0.5;
      return;
    }

  covering_range (gtk_widget_get_width (widget), layout.board_size, layout.margin, &low, &high);
  self->centre_u = clamp_centre (self->centre_u, from_u, low, high);
  covering_range (gtk_widget_get_height (widget), layout.board_size, layout.margin, &low, &high);
  self->centre_v = clamp_centre (self->centre_v, from_v, low, high);
}

static void
queens_board_view_view_changed (QueensBoardView *self,
                                double           old_zoom,
                                double           from_u,
                                double           from_v)
{
  queens_board_view_clamp_view (self, from_u, from_v);
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
  queens_board_view_view_changed (self, old_zoom, self->centre_u, self->centre_v);
}

/* Where the zoom keys zoom about: the pointer when it is over the board,
 * else the keyboard's square when it is in view and in use, else the
 * middle of the view. */
static void
queens_board_view_get_zoom_anchor (QueensBoardView *self,
                                   double          *out_x,
                                   double          *out_y)
{
  GtkWidget *widget = GTK_WIDGET (self);
  QueensRenderLayout layout;
  guint row, column;

  *out_x = gtk_widget_get_width (widget) / 2.0;
  *out_y = gtk_widget_get_height (widget) / 2.0;

  if (self->pointer_inside
      && queens_board_view_hit (self, self->pointer_x, self->pointer_y, &row, &column))
    {
      *out_x = self->pointer_x;
      *out_y = self->pointer_y;
    }
  else if (self->keyboard_active
           && queens_board_view_get_screen_layout (self, self->zoom, &layout))
    {
      double square = layout.board_size / layout.n;
      double x = layout.board_x + (self->focus_column + 0.5) * square;
      double y = layout.board_y + (self->focus_row + 0.5) * square;

      if (x >= 0 && x < gtk_widget_get_width (widget) && y >= 0 && y < gtk_widget_get_height (widget))
        {
          *out_x = x;
          *out_y = y;
        }
    }
}

static void
queens_board_view_zoom_by (QueensBoardView *self,
                           double           factor)
{
  double x, y;

  queens_board_view_get_zoom_anchor (self, &x, &y);
  queens_board_view_zoom_at (self, factor, x, y);
}

void
queens_board_view_zoom_in (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_by (self, ZOOM_STEP);
}

void
queens_board_view_zoom_out (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_by (self, 1.0 / ZOOM_STEP);
}

void
queens_board_view_zoom_fit (QueensBoardView *self)
{
  double old_zoom;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  old_zoom = self->zoom;
  self->zoom = 1.0;
  queens_board_view_view_changed (self, old_zoom, 0.5, 0.5);
}

void
queens_board_view_zoom_closest (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_by (self, queens_board_view_max_zoom (self) / self->zoom);
}

double
queens_board_view_get_zoom (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), 1.0);

  return self->zoom;
}

gboolean
queens_board_view_board_point_at (QueensBoardView *self,
                                  double           x,
                                  double           y,
                                  double          *out_row,
                                  double          *out_column)
{
  QueensRenderLayout layout;
  double square;

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  if (!queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return FALSE;

  square = layout.board_size / layout.n;
  *out_column = (x - layout.board_x) / square;
  *out_row = (y - layout.board_y) / square;
  return TRUE;
}

void
queens_board_view_pan (QueensBoardView *self,
                       double           dx,
                       double           dy)
{
  QueensRenderLayout layout;
  double from_u, from_v;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  if (!queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  /* Dragging the board right shows what lies to its left. */
  from_u = self->centre_u;
  from_v = self->centre_v;
  self->centre_u -= dx / layout.board_size;
  self->centre_v -= dy / layout.board_size;
  queens_board_view_view_changed (self, self->zoom, from_u, from_v);
}

void
queens_board_view_centre_on (QueensBoardView *self,
                             guint            row,
                             guint            column)
{
  double from_u, from_v;
  guint n;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  n = queens_board_view_shown_n (self);
  g_return_if_fail (row < n && column < n);

  from_u = self->centre_u;
  from_v = self->centre_v;
  self->centre_u = (column + 0.5) / n;
  self->centre_v = (row + 0.5) / n;
  queens_board_view_view_changed (self, self->zoom, from_u, from_v);
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

/* The first queen after (@forward) or before the keyboard's square in
 * reading order, wrapping round the board.  Until the keyboard has been
 * used the search starts at what the user looks at, the square in the
 * middle of the view (at fit the top-left one), and that square counts.   FALSE when the board has none. */
static gboolean
queens_board_view_find_queen (QueensBoardView *self,
                              gboolean         forward,
                              QueensSquare    *out_queen)
{
  guint64 n = queens_board_view_shown_n (self);
  guint64 focus = self->focus_row * n + self->focus_column;
  guint64 start = forward ? focus + 1 : focus + n * n - 1;
  g_autoptr(GArray) queens = NULL;
  gboolean found = FALSE;
  guint64 best = 0;

  if (self->play != NULL)
    queens = queens_board_list_queens (queens_play_session_get_board (self->play));
  else if (self->columns != NULL)
    {
      queens = g_array_sized_new (FALSE, FALSE, sizeof (QueensSquare), (guint) n);
      for (guint row = 0; row < n; row++)
        if (self->columns[row] < n)
          {
            QueensSquare queen = { row, self->columns[row] };

            g_array_append_val (queens, queen);
          }
    }
  if (queens == NULL)
    return FALSE;

  if (!self->keyboard_active)
    {
      guint64 row = self->zoom > 1.0 ? (guint64) MIN (self->centre_v * n, n - 1) : 0;
      guint64 column = self->zoom > 1.0 ? (guint64) MIN (self->centre_u * n, n - 1) : 0;

      start = row * n + column;
    }

  /* The nearest one counting squares onwards (or back) from @start. */
  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *queen = &g_array_index (queens, QueensSquare, i);
      guint64 index = queen->row * n + queen->column;
      guint64 distance = forward ? (index + n * n - start % (n * n)) % (n * n)
                                 : (start % (n * n) + n * n - index) % (n * n);

      if (!found || distance < best)
        {
          found = TRUE;
          best = distance;
          *out_queen = *queen;
        }
    }

  return found;
}

gboolean
queens_board_view_go_to_queen (QueensBoardView *self,
                               gboolean         forward)
{
  QueensRenderLayout layout;
  QueensSquare queen = { 0, 0 };

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  if (queens_board_view_shown_n (self) == 0 || !queens_board_view_find_queen (self, forward, &queen))
    return FALSE;

  /* Squares too small to tell one queen from the next are brought up to
   * a size where the queen and its neighbours can be read. */
  if (queens_board_view_get_screen_layout (self, self->zoom, &layout)
      && layout.board_size / layout.n < MIN_GO_TO_SQUARE_PIXELS)
    {
      double old_zoom = self->zoom;

      self->zoom *= GO_TO_SQUARE_PIXELS / (layout.board_size / layout.n);
      queens_board_view_clamp_view (self, self->centre_u, self->centre_v);
      if (self->zoom != old_zoom)
        queens_board_view_notify_zoom (self);
    }

  self->hovering = FALSE;
  self->keyboard_active = TRUE;
  self->focus_row = queen.row;
  self->focus_column = queen.column;
  queens_board_view_centre_on (self, queen.row, queen.column);
  queens_board_view_update_accessible (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  return TRUE;
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

static void
on_next_queen_activate (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  queens_board_view_go_to_queen (QUEENS_BOARD_VIEW (user_data), TRUE);
}

static void
on_previous_queen_activate (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  queens_board_view_go_to_queen (QUEENS_BOARD_VIEW (user_data), FALSE);
}

void
queens_board_view_add_actions (QueensBoardView *self,
                               GActionMap      *map)
{
  static const GActionEntry zoom_actions[] = {
    { .name = "zoom-in", .activate = on_zoom_in_activate },
    { .name = "zoom-out", .activate = on_zoom_out_activate },
    { .name = "zoom-fit", .activate = on_zoom_fit_activate },
    { .name = "next-queen", .activate = on_next_queen_activate },
    { .name = "previous-queen", .activate = on_previous_queen_activate },
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

      /* A touchpad scrolls in pixels: a notch is about that many. */
      if (gtk_event_controller_scroll_get_unit (controller) != GDK_SCROLL_UNIT_WHEEL)
        dy /= SCROLL_PAN_PIXELS / 4;
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
