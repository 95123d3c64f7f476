/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view-input.c: the pointer and the keys in play
 *
 * A click or Space toggles a queen (through win.toggle-queen when the
 * window has it), dragging a queen moves it, dragging from an empty
 * square pans, and the arrow keys move the keyboard's square.  Every move
 * costs O(1) here: the view only records the square and queues a draw.
 * One drag gesture serves every button, so placing and moving with the
 * left button never fights panning with the others
 * (queens-board-view-zoom.c).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-board-view-private.h"

static void
queens_board_view_toggle (QueensBoardView *self,
                          guint            row,
                          guint            column)
{
  /* Through the window's action, so clicks, keys, menus and tests all
   * take the same path; a view alone toggles the session directly. */
  if (!gtk_widget_activate_action (GTK_WIDGET (self), "win.toggle-queen", "(ii)",
                                   (gint32) row + 1, (gint32) column + 1)
      && self->play != NULL)
    queens_play_session_toggle (self->play, row, column);
}

static void
queens_board_view_set_hover (QueensBoardView *self,
                             gboolean         hovering,
                             guint            row,
                             guint            column)
{
  if (self->hovering == hovering
      && (!hovering || (self->hover_row == row && self->hover_column == column)))
    return;

  self->hovering = hovering;
  self->hover_row = row;
  self->hover_column = column;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           QueensBoardView          *self)
{
  guint row, column;

  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;

  if (self->play == NULL || self->dragging)
    return;

  if (queens_board_view_hit (self, x, y, &row, &column))
    queens_board_view_set_hover (self, TRUE, row, column);
  else
    queens_board_view_set_hover (self, FALSE, 0, 0);
}

static void
on_leave (GtkEventControllerMotion *controller,
          QueensBoardView          *self)
{
  self->pointer_inside = FALSE;
  if (!self->dragging)
    queens_board_view_set_hover (self, FALSE, 0, 0);
}

void
queens_board_view_end_drag (QueensBoardView *self)
{
  self->pressed = FALSE;
  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->play != NULL ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* The hand the overview showed while it was held lets go. */
static void
queens_board_view_end_overview_drag (QueensBoardView *self)
{
  if (!self->on_overview)
    return;

  self->on_overview = FALSE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->play != NULL ? "pointer" : NULL);
}

static void
on_drag_begin (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               QueensBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  guint row, column;

  /* On the overview any button moves the view, and keeps moving it
   * while dragged. */
  self->press_x = x;
  self->press_y = y;
  self->on_overview = queens_board_view_overview_contains (self, x, y);
  if (self->on_overview)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      queens_board_view_overview_move_to (self, x, y);
      return;
    }

  /* One gesture for every button, so the left button's place-and-move
   * and the others' panning never fight; 0 is a synthesized press. */
  if (self->play == NULL || (button != GDK_BUTTON_PRIMARY && button != 0))
    {
      queens_board_view_begin_pan (self, GTK_GESTURE (gesture));
      return;
    }

  if (!queens_board_view_hit (self, x, y, &row, &column))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  self->pressed = TRUE;
  self->dragging = FALSE;
  self->press_row = row;
  self->press_column = column;
  self->press_x = x;
  self->press_y = y;
  self->keyboard_active = FALSE;

  /* The keyboard carries on from the square last clicked. */
  self->focus_row = row;
  self->focus_column = column;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag  *gesture,
                double           offset_x,
                double           offset_y,
                QueensBoardView *self)
{
  double x = self->press_x + offset_x;
  double y = self->press_y + offset_y;
  guint row, column;

  if (self->on_overview)
    {
      queens_board_view_overview_move_to (self, x, y);
      return;
    }
  if (self->panning)
    {
      queens_board_view_update_pan (self, offset_x, offset_y);
      return;
    }

  if (!self->pressed || self->play == NULL)
    return;

  if (!self->dragging)
    {
      QueensBoard *board = queens_play_session_get_board (self->play);

      if (!gtk_drag_check_threshold (GTK_WIDGET (self), (int) self->press_x, (int) self->press_y,
                                     (int) x, (int) y))
        return;

      /* A drag from an empty square pans (zoomed in) and never places a
       * queen, wherever it ends. */
      if (!queens_board_has_queen (board, self->press_row, self->press_column))
        {
          self->pressed = FALSE;
          queens_board_view_begin_pan (self, GTK_GESTURE (gesture));
          queens_board_view_update_pan (self, offset_x, offset_y);
          return;
        }

      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
    }

  self->drag_x = x;
  self->drag_y = y;
  if (queens_board_view_hit (self, x, y, &row, &column))
    {
      self->hovering = TRUE;
      self->hover_row = row;
      self->hover_column = column;
    }
  else
    {
      self->hovering = FALSE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag  *gesture,
             double           offset_x,
             double           offset_y,
             QueensBoardView *self)
{
  guint row, column;
  gboolean on_square;

  if (self->on_overview)
    {
      queens_board_view_end_overview_drag (self);
      return;
    }
  if (self->panning)
    {
      queens_board_view_end_pan (self);
      return;
    }

  if (!self->pressed || self->play == NULL)
    {
      queens_board_view_end_drag (self);
      return;
    }

  on_square = queens_board_view_hit (self, self->press_x + offset_x, self->press_y + offset_y,
                                     &row, &column);

  if (self->dragging)
    {
      /* Dropped on an empty square: a move.  Anywhere else the queen
       * goes back where it was. */
      if (on_square && (row != self->press_row || column != self->press_column))
        queens_play_session_move (self->play, self->press_row, self->press_column, row, column);
      if (on_square)
        {
          self->focus_row = row;
          self->focus_column = column;
        }
    }
  else if (on_square && row == self->press_row && column == self->press_column)
    {
      queens_board_view_toggle (self, row, column);
    }

  queens_board_view_end_drag (self);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                QueensBoardView  *self)
{
  queens_board_view_end_overview_drag (self);
  queens_board_view_end_pan (self);
  queens_board_view_end_drag (self);
}

static void
queens_board_view_move_focus (QueensBoardView *self,
                              int              row_step,
                              int              column_step)
{
  guint n = queens_board_view_shown_n (self);
  int row = (int) self->focus_row + row_step;
  int column = (int) self->focus_column + column_step;

  queens_board_view_set_focus_square (self,
                                      (guint) CLAMP (row, 0, (int) n - 1),
                                      (guint) CLAMP (column, 0, (int) n - 1));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                QueensBoardView       *self)
{
  if (self->play == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK)) != 0)
    return FALSE;

  /* The keyboard takes the cursor from the pointer; the next motion gives
   * it back. */
  self->hovering = FALSE;
  self->keyboard_active = TRUE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      queens_board_view_move_focus (self, 0, -1);
      return TRUE;

    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      queens_board_view_move_focus (self, 0, 1);
      return TRUE;

    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      queens_board_view_move_focus (self, -1, 0);
      return TRUE;

    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      queens_board_view_move_focus (self, 1, 0);
      return TRUE;

    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      queens_board_view_toggle (self, self->focus_row, self->focus_column);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;

    default:
      return FALSE;
    }
}

static void
on_focus_changed (GtkEventControllerFocus *controller,
                  QueensBoardView         *self)
{
  if (self->play != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
queens_board_view_init_input (QueensBoardView *self)
{
  GtkEventController *motion;
  GtkEventController *key;
  GtkEventController *focus;
  GtkGesture *drag;

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}
