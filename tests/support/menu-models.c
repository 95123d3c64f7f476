/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* menu-models.c: the window's menus, read as a desktop reads them, for
 * the GTK tests */
#include "config.h"

#include "menu-models.h"

guint
collect_menu_actions (GMenuModel *menu,
                      GPtrArray  *actions)
{
  guint n_items = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuLinkIter) links = NULL;
      char *action = NULL;
      char *target = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        {
          if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_TARGET, "s", &target))
            {
              g_ptr_array_add (actions, g_strdup_printf ("%s::%s", action, target));
              g_free (target);
            }
          g_ptr_array_add (actions, action);
          n_items++;
        }

      links = g_menu_model_iterate_item_links (menu, i);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) linked = g_menu_link_iter_get_value (links);

          n_items += collect_menu_actions (linked, actions);
        }
    }

  return n_items;
}

gboolean
menu_has_action (GMenuModel *menu,
                 const char *action)
{
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);

  collect_menu_actions (menu, actions);
  return g_ptr_array_find_with_equal_func (actions, action, g_str_equal, NULL);
}

typedef struct
{
  const char *action;
  gboolean    primary;
} MenuQuery;

static GtkMenuButton *
find_menu_button (GtkWidget       *widget,
                  const MenuQuery *query)
{
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkMenuButton *button = GTK_MENU_BUTTON (widget);
      GMenuModel *menu = gtk_menu_button_get_menu_model (button);

      if (menu != NULL && gtk_menu_button_get_primary (button) == query->primary
          && (query->action == NULL || menu_has_action (menu, query->action)))
        return button;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_menu_button (child, query);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkMenuButton *
find_menu_button_with_action (GtkWidget  *root,
                              const char *action,
                              gboolean    primary)
{
  MenuQuery query = { action, !!primary };

  return find_menu_button (root, &query);
}

GtkMenuButton *
find_primary_menu_button (GtkWidget *root)
{
  MenuQuery query = { NULL, TRUE };

  return find_menu_button (root, &query);
}
