/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-help-overlay.c: the shortcuts window lists every key the window
 * answers, each one does what it says, and each reads as people read it
 * (needs a display: run under Xvfb)
 *
 * tests/meson.build runs it in English (the C locale) and in German
 * (LANGUAGE=de), as test-i18n; QUEENS_LOCALE_DIR names the built
 * catalogues.  With "--shots DIR" it takes a screenshot of the window
 * instead (ImageMagick's import, under Xvfb).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "queens-watch-view.h"
#include "queens-window.h"
#include "key-events.h"
#include "shortcuts.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

/* What a listed key does: the action it runs in @mode, with the focus on
 * the board (or the watch page).  Without an action, the board reads the
 * key itself (moving the keyboard's square); F10 opens the main menu. */
typedef struct
{
  const char *accelerator;
  const char *mode;
  const char *action;
} ListedKey;

static const ListedKey listed_keys[] = {
  { "plus", "browse", "win.increase-n" },
  { "minus", "browse", "win.decrease-n" },
  { "Home", "browse", "win.first-solution" },
  { "Page_Up", "browse", "win.previous-solution" },
  { "Page_Down", "browse", "win.next-solution" },
  { "End", "browse", "win.last-solution" },
  { "<Control>g", "browse", "win.focus-goto" },
  { "<Control>r", "browse", "win.random-solution" },
  { "Left", "play", NULL },
  { "Right", "play", NULL },
  { "Up", "play", NULL },
  { "Down", "play", NULL },
  { "space", "play", "win.toggle-queen" },
  { "<Control>z", "play", "win.undo" },
  { "<Control><Shift>z", "play", "win.redo" },
  { "<Control>h", "play", "win.hint" },
  { "<Control>m", "play", "win.complete" },
  { "<Control>l", "play", "win.clear" },
  { "<Control><Shift>e", "browse", "win.edit-solution" },
  { "<Control>v", "play", "win.paste" },
  { "space", "watch", "win.watch-play" },
  { "Left", "watch", "win.watch-back" },
  { "Right", "watch", "win.watch-step" },
  { "<Control>plus", "browse", "win.zoom-in" },
  { "<Control>minus", "browse", "win.zoom-out" },
  { "<Control>0", "browse", "win.zoom-fit" },
  { "n", "browse", "win.next-queen" },
  { "<Shift>n", "browse", "win.previous-queen" },
  { "<Control>e", "browse", "win.export" },
  { "<Control>c", "browse", "win.copy-image" },
  { "<Control><Shift>c", "browse", "win.copy-text" },
  { "F10", "browse", NULL },
  { "<Alt>1", "play", "win.mode" },
  { "<Alt>2", "browse", "win.mode" },
  { "<Alt>3", "browse", "win.mode" },
  /* "tree": the watch page's search tree, shown and focused. */
  { "plus", "tree", "win.tree-zoom" },
  { "minus", "tree", "win.tree-zoom" },
  { "0", "tree", "win.tree-zoom" },
  { "Left", "tree", NULL },
  { "Right", "tree", NULL },
};

/* Shortcuts listed by action rather than by key: GtkShortcutsWindow
 * shows the application's accelerators for them. */
static const char * const listed_actions[] = { "app.help", "win.show-help-overlay", "app.preferences", "app.quit", NULL };

static GtkShortcutsWindow *
load_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE_PATH "/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  return GTK_SHORTCUTS_WINDOW (g_object_ref (overlay));
}

static void
collect_shortcuts (GtkWidget *widget,
                   GPtrArray *shortcuts)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (shortcuts, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, shortcuts);
}

/* The shortcuts of the window's page (not the search's copies). */
static GPtrArray *
listed_shortcuts (GtkShortcutsWindow *overlay)
{
  GPtrArray *shortcuts = g_ptr_array_new ();
  GtkWidget *section = find_widget_of_type (GTK_WIDGET (overlay), GTK_TYPE_SHORTCUTS_SECTION);

  g_assert_nonnull (section);
  collect_shortcuts (section, shortcuts);
  return shortcuts;
}

/* Records which action a key runs, standing in for the window's "win"
 * group: the same actions, none doing anything. */
static void
on_recorded (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  char **ran = user_data;

  g_free (*ran);
  *ran = g_strconcat ("win.", g_action_get_name (G_ACTION (action)), NULL);
}

static void
stand_in_for_actions (QueensWindow *window,
                      char        **ran)
{
  g_autoptr(GSimpleActionGroup) recorder = g_simple_action_group_new ();
  g_auto(GStrv) names = g_action_group_list_actions (G_ACTION_GROUP (window));

  for (guint i = 0; names[i] != NULL; i++)
    {
      const GVariantType *type = g_action_group_get_action_parameter_type (G_ACTION_GROUP (window), names[i]);
      g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), names[i]);
      g_autoptr(GSimpleAction) action = state != NULL ? g_simple_action_new_stateful (names[i], type, state)
                                                      : g_simple_action_new (names[i], type);

      g_signal_connect (action, "activate", G_CALLBACK (on_recorded), ran);
      g_action_map_add_action (G_ACTION_MAP (recorder), G_ACTION (action));
    }
  gtk_widget_insert_action_group (GTK_WIDGET (window), "win", G_ACTION_GROUP (recorder));
}

/* A fresh window at N = 8 in @mode, its keys with the board (or the watch
 * page, or its search tree for "tree"), and its actions recording into
 * @ran. */
static QueensWindow *
open_window_in (const char *mode,
                char      **ran)
{
  QueensWindow *window = queens_window_new (NULL, 8);

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the browse search");
  if (g_str_equal (mode, "tree"))
    {
      QueensWatchView *view = queens_window_get_watch_view (window);

      g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("watch"));
      g_action_group_change_action_state (G_ACTION_GROUP (window), "watch-show-tree",
                                          g_variant_new_boolean (TRUE));
      g_assert_true (gtk_widget_grab_focus (queens_watch_view_get_tree_view (view)));
    }
  else
    {
      g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string (mode));
      if (g_str_equal (mode, "watch"))
        gtk_widget_grab_focus (GTK_WIDGET (queens_window_get_watch_view (window)));
      else
        gtk_widget_grab_focus (GTK_WIDGET (queens_window_get_board_view (window)));
    }
  stand_in_for_actions (window, ran);

  return window;
}

static gboolean
widget_is_visible (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (data));
}

/* The header bar's menu button (the watch page has a menu button too). */
static gboolean
is_main_menu_button (GtkWidget     *widget,
                     gconstpointer  data)
{
  return GTK_IS_MENU_BUTTON (widget)
         && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "open-menu-symbolic") == 0;
}

/* Presses @key in a fresh window and checks that it does what the table
 * says. */
static void
assert_key_does (const ListedKey *key)
{
  g_autofree char *ran = NULL;
  QueensWindow *window = open_window_in (key->mode, &ran);
  guint keyval = 0;
  GdkModifierType modifiers = 0;
  gboolean handled;

  g_assert_true (gtk_accelerator_parse (key->accelerator, &keyval, &modifiers));
  handled = press_key (GTK_WINDOW (window), keyval, modifiers);
  g_test_message ("%s in %s: %s", key->accelerator, key->mode, ran ? ran : "no action");
  g_assert_true (handled);
  g_assert_cmpstr (ran, ==, key->action);

  if (keyval == GDK_KEY_F10)
    {
      GtkWidget *menu_button = find_widget_matching (GTK_WIDGET (window), is_main_menu_button, NULL);

      g_assert_nonnull (menu_button);
      g_assert_true (gtk_menu_button_get_primary (GTK_MENU_BUTTON (menu_button)));
      wait_for (widget_is_visible, gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)),
                "the main menu");
    }

  close_window_and_wait (GTK_WINDOW (window));
}

static const ListedKey *
find_listed_key (const char *accelerator,
                 guint       occurrence)
{
  for (gsize i = 0; i < G_N_ELEMENTS (listed_keys); i++)
    if (g_str_equal (listed_keys[i].accelerator, accelerator) && occurrence-- == 0)
      return &listed_keys[i];
  return NULL;
}

/* Every key the window lists parses, is in the table above, and does
 * what the table says; the table has nothing the window does not list. */
static void
test_help_overlay_keys_work (void)
{
  g_autoptr(GtkShortcutsWindow) overlay = load_overlay ();
  g_autoptr(GPtrArray) shortcuts = listed_shortcuts (overlay);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_keys = 0;

  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;
      g_autofree char *action_name = NULL;
      g_auto(GStrv) keys = NULL;

      g_object_get (shortcuts->pdata[i], "title", &title, "accelerator", &accelerator,
                    "action-name", &action_name, NULL);
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");
      if (action_name != NULL)
        {
          g_assert_true (g_strv_contains (listed_actions, action_name));
          continue;
        }

      g_assert_nonnull (accelerator);
      keys = g_strsplit (accelerator, " ", -1);
      for (guint k = 0; keys[k] != NULL; k++)
        {
          /* A key listed twice (Left in free play and in watch) is in the
           * table twice, in the same order. */
          guint occurrence = GPOINTER_TO_UINT (g_hash_table_lookup (seen, keys[k]));
          const ListedKey *key = find_listed_key (keys[k], occurrence);
          guint keyval = 0;
          GdkModifierType modifiers = 0;

          g_test_message ("“%s”: %s", title, keys[k]);
          g_assert_true (gtk_accelerator_parse (keys[k], &keyval, &modifiers));
          g_assert_cmpuint (keyval, !=, 0);
          g_assert_nonnull (key);
          g_hash_table_replace (seen, g_strdup (keys[k]), GUINT_TO_POINTER (occurrence + 1));
          assert_key_does (key);
          n_keys++;
        }
    }

  g_assert_cmpuint (n_keys, ==, G_N_ELEMENTS (listed_keys));
}

static void
add_bound_action (GtkWidget   *widget,
                  GtkShortcut *shortcut,
                  gpointer     data)
{
  GHashTable *actions = data;
  GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
  const char *name;

  if (!GTK_IS_NAMED_ACTION (action))
    return;
  name = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
  if (g_str_has_prefix (name, "win."))
    g_hash_table_add (actions, g_strdup (name));
}

/* Every action a key binding of the window or the watch page runs is
 * listed, and every listed action exists in the window (the window adds
 * win.show-help-overlay only in an application: test-application checks
 * that one). */
static void
test_help_overlay_lists_every_binding (void)
{
  g_autofree char *ran = NULL;
  QueensWindow *window = queens_window_new (NULL, 8);
  g_autoptr(GHashTable) bound = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  const char *name;
  guint n_bound;

  wait_for (window_is_idle, window, "the browse search");
  foreach_shortcut (GTK_WIDGET (window), add_bound_action, bound);
  foreach_shortcut (GTK_WIDGET (queens_window_get_watch_view (window)), add_bound_action, bound);
  foreach_shortcut (queens_watch_view_get_tree_view (queens_window_get_watch_view (window)),
                    add_bound_action, bound);
  n_bound = g_hash_table_size (bound);
  g_test_message ("%u actions have keys", n_bound);
  g_assert_cmpuint (n_bound, >=, 20);

  g_hash_table_iter_init (&iter, bound);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, NULL))
    {
      gboolean listed = FALSE;

      for (gsize i = 0; i < G_N_ELEMENTS (listed_keys); i++)
        listed |= g_strcmp0 (listed_keys[i].action, name) == 0;
      if (!listed)
        g_error ("%s has a key but the shortcuts window does not list it", name);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (listed_keys); i++)
    if (listed_keys[i].action != NULL)
      g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), listed_keys[i].action + strlen ("win.")));

  close_window_and_wait (GTK_WINDOW (window));
}

static void
collect_key_labels (GtkWidget *widget,
                    gboolean   in_shortcut_label,
                    GPtrArray *labels)
{
  if (in_shortcut_label && GTK_IS_LABEL (widget))
    g_ptr_array_add (labels, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_key_labels (child, in_shortcut_label || GTK_IS_SHORTCUT_LABEL (widget), labels);
}

/* Once shown, no key reads as a keysym name ("Page_Up"), in the page or
 * in the search's copies; Page Up reads as GTK's menus say it. */
static void
test_help_overlay_key_names (void)
{
  g_autoptr(GtkShortcutsWindow) overlay = load_overlay ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *page_up = gtk_accelerator_get_label (GDK_KEY_Page_Up, 0);
  gboolean page_up_shown = FALSE;

  gtk_window_present (GTK_WINDOW (overlay));
  wait_for (widget_is_visible, overlay, "the shortcuts window");

  collect_key_labels (GTK_WIDGET (overlay), FALSE, labels);
  g_assert_cmpuint (labels->len, >=, 30);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (labels->pdata[i]);

      if (strchr (text, '_') != NULL)
        g_error ("The shortcuts window shows the key “%s”", text);
      page_up_shown |= g_str_equal (text, page_up);
    }
  g_assert_true (page_up_shown);

  gtk_window_destroy (GTK_WINDOW (overlay));
}

static int
take_shot (const char *directory)
{
  g_autoptr(GtkShortcutsWindow) overlay = load_overlay ();

  gtk_window_present (GTK_WINDOW (overlay));
  wait_for (widget_is_visible, overlay, "the shortcuts window");
  shoot_screen (directory, "help-overlay.png");
  gtk_window_destroy (GTK_WINDOW (overlay));
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  const char *locale_dir = g_getenv ("QUEENS_LOCALE_DIR");
  gboolean shots = argc == 3 && g_str_equal (argv[1], "--shots");

  /* Not gtk_test_init (): it would pick en_US.UTF-8 whatever the
   * environment says. */
  if (!shots)
    g_test_init (&argc, &argv, NULL);
  gtk_init ();
  if (locale_dir == NULL)
    g_error ("QUEENS_LOCALE_DIR must name the folder of the built catalogues");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (shots)
    return take_shot (argv[2]);

  g_test_add_func ("/help-overlay/keys-work", test_help_overlay_keys_work);
  g_test_add_func ("/help-overlay/lists-every-binding", test_help_overlay_lists_every_binding);
  g_test_add_func ("/help-overlay/key-names", test_help_overlay_key_names);

  return g_test_run ();
}
