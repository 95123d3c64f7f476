/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* key-events.c: key presses for the GTK tests
 *
 * The tests have no windowing system to send events through, and GTK 4
 * makes no key events of its own; this follows GTK's delivery instead, to
 * the same controllers in the same order.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "key-events.h"
#include "main-loop-wait.h"

/* Whether a press of @keyval with exactly @modifiers fires @trigger; a
 * mnemonic fires with Alt, the window's mnemonic modifier. */
static gboolean
trigger_fires (GtkShortcutTrigger *trigger,
               guint               keyval,
               GdkModifierType     modifiers)
{
  g_autoptr(GtkShortcutTrigger) pressed = NULL;

  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      GtkAlternativeTrigger *alternative = GTK_ALTERNATIVE_TRIGGER (trigger);

      return trigger_fires (gtk_alternative_trigger_get_first (alternative), keyval, modifiers)
             || trigger_fires (gtk_alternative_trigger_get_second (alternative), keyval, modifiers);
    }

  if (GTK_IS_MNEMONIC_TRIGGER (trigger))
    return modifiers == GDK_ALT_MASK
           && gdk_keyval_to_lower (gtk_mnemonic_trigger_get_keyval (GTK_MNEMONIC_TRIGGER (trigger)))
              == gdk_keyval_to_lower (keyval);

  /* GTK keeps keyval triggers in lower case. */
  pressed = gtk_keyval_trigger_new (gdk_keyval_to_lower (keyval), modifiers);
  return gtk_shortcut_trigger_equal (trigger, pressed);
}

/* Offers the press to @widget's controllers of @phase, as GTK does: key
 * controllers get "key-pressed", shortcut controllers of @scope run the
 * first shortcut it fires.  TRUE when one of them took it. */
static gboolean
offer_key (GtkWidget           *widget,
           GtkPropagationPhase  phase,
           GtkShortcutScope     scope,
           guint                keyval,
           GdkModifierType      modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (gtk_event_controller_get_propagation_phase (controller) != phase)
        continue;

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) && scope == GTK_SHORTCUT_SCOPE_LOCAL)
        {
          gboolean handled = FALSE;

          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, modifiers, &handled);
          if (handled)
            return TRUE;
        }

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) != scope)
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (trigger_fires (gtk_shortcut_get_trigger (shortcut), keyval, modifiers)
              && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                               GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                               gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }

  return FALSE;
}

void
find_mnemonics (GtkWidget *widget,
                guint      keyval,
                GPtrArray *found)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_mnemonics (child, keyval, found);

  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
            || gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller))
               != GTK_SHORTCUT_SCOPE_MANAGED)
          continue;

        for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
          {
            g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
            GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

            if (GTK_IS_MNEMONIC_TRIGGER (trigger) && trigger_fires (trigger, keyval, GDK_ALT_MASK))
              g_ptr_array_add (found, widget);
          }
      }
  }
}

typedef struct
{
  GtkWindow       *window;
  guint            keyval;
  GdkModifierType  modifiers;
  gboolean         delivered;
  gboolean         handled;
} KeyPress;

/* The press, delivered as GTK delivers one from the windowing system: to
 * the capture-phase handlers from the window down to the focus widget,
 * to the focus widget, to the bubble-phase handlers back up, and with Alt
 * to the window's mnemonics, which must be unique. */
static gboolean
deliver_key (gpointer data)
{
  KeyPress *press = data;
  GtkWidget *focus = gtk_window_get_focus (press->window);
  g_autoptr(GPtrArray) path = g_ptr_array_new_with_free_func (g_object_unref);

  press->delivered = TRUE;

  /* From the window down to the focus widget. */
  for (GtkWidget *widget = focus != NULL ? focus : GTK_WIDGET (press->window); widget != NULL;
       widget = gtk_widget_get_parent (widget))
    g_ptr_array_insert (path, 0, g_object_ref (widget));

  for (guint i = 0; i < path->len && !press->handled; i++)
    press->handled = offer_key (path->pdata[i], GTK_PHASE_CAPTURE, GTK_SHORTCUT_SCOPE_LOCAL,
                                press->keyval, press->modifiers);
  if (!press->handled)
    press->handled = offer_key (path->pdata[path->len - 1], GTK_PHASE_TARGET,
                                GTK_SHORTCUT_SCOPE_LOCAL, press->keyval, press->modifiers);
  for (guint i = path->len; i-- > 0 && !press->handled;)
    press->handled = offer_key (path->pdata[i], GTK_PHASE_BUBBLE, GTK_SHORTCUT_SCOPE_LOCAL,
                                press->keyval, press->modifiers);

  if (!press->handled && press->modifiers == GDK_ALT_MASK)
    {
      g_autoptr(GPtrArray) mnemonics = g_ptr_array_new ();

      find_mnemonics (GTK_WIDGET (press->window), press->keyval, mnemonics);
      if (mnemonics->len > 1)
        g_error ("Alt+%s reaches %u widgets", gdk_keyval_name (press->keyval), mnemonics->len);
      if (mnemonics->len == 1)
        press->handled = gtk_widget_mnemonic_activate (mnemonics->pdata[0], FALSE);
    }

  return G_SOURCE_REMOVE;
}

static gboolean
key_is_delivered (gpointer data)
{
  return ((KeyPress *) data)->delivered;
}

gboolean
press_key (GtkWindow       *window,
           guint            keyval,
           GdkModifierType  modifiers)
{
  KeyPress press = { window, keyval, modifiers, FALSE, FALSE };
  g_autoptr(GtkWindow) kept = g_object_ref (window);

  /* At the priority of GDK's events, not an idle's: a watch page playing
   * keeps a default-priority timeout ready on a busy machine, and would
   * starve an idle. */
  g_idle_add_full (GDK_PRIORITY_EVENTS, deliver_key, &press, NULL);
  wait_for (key_is_delivered, &press, "the key press to be delivered");
  return press.handled;
}

static gboolean
weak_pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

void
close_by_escape_and_wait (GtkWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  g_assert_true (press_key (window, GDK_KEY_Escape, 0));
  wait_for (weak_pointer_is_cleared, &weak, "Escape to close the window");
}
