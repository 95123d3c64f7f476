/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-window-keys.c: the window's keys and the board's focus
 *
 * Keys act on the board whenever no text is being edited: Enter and
 * Escape in the N field hand the keys back, a click on the board takes
 * them, and the class bindings below run in the bubble phase, after a
 * focused text field had its chance.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-export-dialog.h"
#include "queens-window-private.h"

static gboolean
is_enter_key (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
}

/* Enter applies the typed N and Escape drops it; either way the keys go
 * back to the board, so Page Down next shows the next solution instead
 * of changing N. */
static gboolean
on_n_spin_key_pressed (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       QueensWindow          *self)
{
  if (is_enter_key (keyval))
    gtk_spin_button_update (self->n_spin);
  else if (keyval == GDK_KEY_Escape)
    {
      /* Only the text: the value, and so N, never changed. */
      g_autofree char *shown = g_strdup_printf ("%u", self->n);

      gtk_editable_set_text (GTK_EDITABLE (self->n_spin), shown);
    }
  else
    return FALSE;

  queens_window_focus_board (self);
  return TRUE;
}

static void
on_play_offer_dismissed (AdwToast     *toast,
                         QueensWindow *self)
{
  if (self->play_offer == toast)
    g_clear_object (&self->play_offer);
}

/* A press on the board gives it the keys. */
static void
on_board_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  QueensWindow    *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  self->board_press_x = x;
  self->board_press_y = y;
  self->board_press_moved = FALSE;
}

/* GTK may report the release of a press that moved (and stops a click
 * held a little long, which is still a click): a drag gesture that only
 * watches marks a press that moved past the threshold. */
static void
on_board_drag_update (GtkGestureDrag *gesture,
                      double          offset_x,
                      double          offset_y,
                      QueensWindow   *self)
{
  if (gtk_drag_check_threshold (GTK_WIDGET (self->board_view), 0, 0, (int) offset_x, (int) offset_y))
    self->board_press_moved = TRUE;
}

/* A click on a browsed board: the user may have meant to place a queen,
 * so Play is offered.  Only on release, and only for a click: a press
 * that moved past the drag threshold is a drag, which pans, and the
 * overview moves the view. */
static void
on_board_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   QueensWindow    *self)
{
  if (self->board_press_moved
      || gtk_drag_check_threshold (GTK_WIDGET (self->board_view), (int) self->board_press_x,
                                   (int) self->board_press_y, (int) x, (int) y)
      || self->play_offer != NULL || queens_play_page_get_active (self->play_page)
      || queens_board_view_get_columns (self->board_view) == NULL
      || queens_board_view_overview_contains (self->board_view, x, y))
    return;

  self->play_offer = adw_toast_new (_("Browsing shows solutions: to place queens, play this board"));
  adw_toast_set_button_label (self->play_offer, _("Play It"));
  adw_toast_set_action_name (self->play_offer, "win.edit-solution");
  g_signal_connect_object (self->play_offer, "dismissed", G_CALLBACK (on_play_offer_dismissed), self, 0);
  /* The overlay takes one reference; the window keeps its own until the
   * toast is dismissed. */
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->play_offer));
}

/* Key controllers in the capture phase see Enter and Escape before the
 * spin button does. */
void
queens_window_add_key_handoffs (QueensWindow *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_n_spin_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->n_spin), controller);

  /* Any button; capture, so that the board's own gestures still run. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_board_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_board_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), GTK_EVENT_CONTROLLER (click));

  /* Never claims: the board's own gestures pan and move queens. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_board_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), GTK_EVENT_CONTROLLER (drag));
}

static const struct
{
  guint       keyval;
  guint       keypad_keyval;
  const char *mode;
} page_keys[] = {
  { GDK_KEY_1, GDK_KEY_KP_1, "browse" },
  { GDK_KEY_2, GDK_KEY_KP_2, "play" },
  { GDK_KEY_3, GDK_KEY_KP_3, "watch" },
};

static void
add_binding (GtkWidgetClass  *widget_class,
             guint            keyval,
             GdkModifierType  modifiers,
             const char      *action_name)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, modifiers, action_name, NULL);
}

void
queens_window_class_add_key_bindings (GtkWidgetClass *widget_class)
{
  /* Export and copy (Ctrl+E, Ctrl+C, Ctrl+Shift+C) first: issue 5 gives
   * Ctrl+E to Export. */
  queens_export_dialog_add_bindings (widget_class);

  /* Bubble-phase bindings: a focused spin button or entry gets Page Up,
   * Home, "+" and "-" first, so typing there still works. */
  add_binding (widget_class, GDK_KEY_Page_Up, 0, "win.previous-solution");
  add_binding (widget_class, GDK_KEY_KP_Page_Up, 0, "win.previous-solution");
  add_binding (widget_class, GDK_KEY_Page_Down, 0, "win.next-solution");
  add_binding (widget_class, GDK_KEY_KP_Page_Down, 0, "win.next-solution");
  add_binding (widget_class, GDK_KEY_Home, 0, "win.first-solution");
  add_binding (widget_class, GDK_KEY_KP_Home, 0, "win.first-solution");
  add_binding (widget_class, GDK_KEY_End, 0, "win.last-solution");
  add_binding (widget_class, GDK_KEY_KP_End, 0, "win.last-solution");
  add_binding (widget_class, GDK_KEY_plus, 0, "win.increase-n");
  add_binding (widget_class, GDK_KEY_equal, 0, "win.increase-n");
  add_binding (widget_class, GDK_KEY_KP_Add, 0, "win.increase-n");
  add_binding (widget_class, GDK_KEY_minus, 0, "win.decrease-n");
  add_binding (widget_class, GDK_KEY_KP_Subtract, 0, "win.decrease-n");
  add_binding (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.focus-goto");
  /* Free play.  A focused text field takes Ctrl+Z and Ctrl+V first. */
  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo");
  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  add_binding (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  add_binding (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo");
  add_binding (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste");
  /* Ctrl+E is Export (issue 5); editing takes Shift as well. */
  add_binding (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.edit-solution");
  add_binding (widget_class, GDK_KEY_E, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.edit-solution");
  add_binding (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint");
  add_binding (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "win.complete");
  add_binding (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.clear");
  /* Zoom: plain + and - belong to N (issue 3), so zoom takes Ctrl. */
  add_binding (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out");
  add_binding (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "win.zoom-out");
  add_binding (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit");
  add_binding (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "win.zoom-fit");
  add_binding (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.random-solution");
  /* From queen to queen on a board too big to find them by eye. */
  add_binding (widget_class, GDK_KEY_n, 0, "win.next-queen");
  add_binding (widget_class, GDK_KEY_n, GDK_SHIFT_MASK, "win.previous-queen");
  add_binding (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "win.previous-queen");

  /* The pages, in the switcher's order: Alt and a digit, as tabs are
   * chosen elsewhere (the pages' Alt+letter mnemonics need the switcher
   * on show). */
  for (guint i = 0; i < G_N_ELEMENTS (page_keys); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, page_keys[i].keyval, GDK_ALT_MASK,
                                           "win.mode", "s", page_keys[i].mode);
      gtk_widget_class_add_binding_action (widget_class, page_keys[i].keypad_keyval, GDK_ALT_MASK,
                                           "win.mode", "s", page_keys[i].mode);
    }
}
