/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* shortcuts.c: the keyboard shortcuts a widget answers, for tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "shortcuts.h"

/* Whether @trigger fires for @keyval with exactly @modifiers; GTK keeps
 * keyval triggers in lower case and matches Shift+Z to them. */
static gboolean
trigger_matches (GtkShortcutTrigger *trigger,
                 guint               keyval,
                 GdkModifierType     modifiers)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      GtkAlternativeTrigger *alternative = GTK_ALTERNATIVE_TRIGGER (trigger);

      return trigger_matches (gtk_alternative_trigger_get_first (alternative), keyval, modifiers)
             || trigger_matches (gtk_alternative_trigger_get_second (alternative), keyval, modifiers);
    }

  if (GTK_IS_KEYVAL_TRIGGER (trigger))
    {
      GtkKeyvalTrigger *keyval_trigger = GTK_KEYVAL_TRIGGER (trigger);

      return gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (keyval_trigger)) == gdk_keyval_to_lower (keyval)
             && gtk_keyval_trigger_get_modifiers (keyval_trigger) == modifiers;
    }

  return FALSE;
}

typedef struct
{
  guint            keyval;
  GdkModifierType  modifiers;
  GtkShortcut     *found;
} ShortcutSearch;

static void
match_shortcut (GtkWidget   *widget,
                GtkShortcut *shortcut,
                gpointer     data)
{
  ShortcutSearch *search = data;

  if (search->found == NULL
      && trigger_matches (gtk_shortcut_get_trigger (shortcut), search->keyval, search->modifiers))
    search->found = g_object_ref (shortcut);
}

GtkShortcut *
find_shortcut (GtkWidget       *widget,
               guint            keyval,
               GdkModifierType  modifiers)
{
  ShortcutSearch search = { keyval, modifiers, NULL };

  foreach_shortcut (widget, match_shortcut, &search);
  return search.found;
}

char *
find_key_action (GtkWidget       *widget,
                 guint            keyval,
                 GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcut) shortcut = find_shortcut (widget, keyval, modifiers);
  GtkShortcutAction *action = shortcut != NULL ? gtk_shortcut_get_action (shortcut) : NULL;

  if (action == NULL || !GTK_IS_NAMED_ACTION (action))
    return NULL;

  return g_strdup (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
}

void
foreach_shortcut (GtkWidget    *widget,
                  ShortcutFunc  func,
                  gpointer      data)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          func (widget, shortcut, data);
        }
    }
}
