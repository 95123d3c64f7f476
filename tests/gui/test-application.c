/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-application.c: the application as a desktop sees it: its actions
 * and accelerators, the primary menu, the shortcuts window, the about
 * window and the style: the desktop's dark preference, which libadwaita
 * reads from the settings portal, or the user's own choice (needs a
 * display and a session bus: run under Xvfb and dbus-run-session) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "queens-application.h"
#include "queens-preferences-page.h"
#include "queens-window.h"
#include "menu-models.h"
#include "shortcuts.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

#define PORTAL_BUS_NAME           "org.freedesktop.portal.Desktop"
#define PORTAL_OBJECT_PATH        "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS_INTERFACE "org.freedesktop.portal.Settings"

/* A stand-in for the desktop's settings portal, on its own connection
 * and thread: libadwaita asks it for the desktop's colour scheme with
 * blocking calls from the main thread while the application starts. */
typedef struct
{
  GDBusConnection *connection;
  GMainContext    *context;
  GThread         *thread;
  gint             color_scheme;
  guint            object_id;
  guint            name_id;
  /* Read by the main thread: atomic. */
  gint             name_acquired;
  gint             n_reads;
  gint             stopping;
} FakePortal;

static FakePortal fake_portal;
static QueensApplication *application;

static gboolean
widget_is_visible (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (data));
}

static void
on_portal_method_call (GDBusConnection       *connection,
                       const char            *sender,
                       const char            *object_path,
                       const char            *interface_name,
                       const char            *method_name,
                       GVariant              *parameters,
                       GDBusMethodInvocation *invocation,
                       gpointer               user_data)
{
  FakePortal *portal = user_data;
  const char *name_space = NULL;
  const char *key = NULL;

  g_variant_get (parameters, "(&s&s)", &name_space, &key);
  if (g_strcmp0 (method_name, "Read") != 0
      || g_strcmp0 (name_space, "org.freedesktop.appearance") != 0
      || g_strcmp0 (key, "color-scheme") != 0)
    {
      g_dbus_method_invocation_return_dbus_error (invocation,
                                                  "org.freedesktop.portal.Error.NotFound",
                                                  "Requested setting not found");
      return;
    }

  g_atomic_int_inc (&portal->n_reads);
  /* The way portals before version 2 answer: a variant in a variant. */
  g_dbus_method_invocation_return_value (invocation,
                                         g_variant_new ("(v)",
                                                        g_variant_new_variant (g_variant_new_uint32 (g_atomic_int_get (&portal->color_scheme)))));
}

static void
on_portal_name_acquired (GDBusConnection *connection,
                         const char      *name,
                         gpointer         user_data)
{
  FakePortal *portal = user_data;

  g_atomic_int_set (&portal->name_acquired, TRUE);
}

static gboolean
portal_is_ready (gpointer data)
{
  return g_atomic_int_get (&((FakePortal *) data)->name_acquired);
}

/* The portal's thread: the connection, the object and the name belong to
 * its main context, which it runs until told to stop. */
static gpointer
fake_portal_run (gpointer data)
{
  FakePortal *portal = data;

  static const char introspection[] =
    "<node>"
    "  <interface name='" PORTAL_SETTINGS_INTERFACE "'>"
    "    <method name='Read'>"
    "      <arg type='s' name='namespace' direction='in'/>"
    "      <arg type='s' name='key' direction='in'/>"
    "      <arg type='v' name='value' direction='out'/>"
    "    </method>"
    "    <signal name='SettingChanged'>"
    "      <arg type='s' name='namespace'/>"
    "      <arg type='s' name='key'/>"
    "      <arg type='v' name='value'/>"
    "    </signal>"
    "  </interface>"
    "</node>";
  static const GDBusInterfaceVTable vtable = { on_portal_method_call, NULL, NULL, { 0 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusNodeInfo) node = NULL;
  g_autofree char *address = NULL;

  g_main_context_push_thread_default (portal->context);
  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  portal->connection =
    g_dbus_connection_new_for_address_sync (address,
                                            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                            NULL, NULL, &error);
  g_assert_no_error (error);

  node = g_dbus_node_info_new_for_xml (introspection, &error);
  g_assert_no_error (error);
  portal->object_id = g_dbus_connection_register_object (portal->connection,
                                                         PORTAL_OBJECT_PATH,
                                                         node->interfaces[0],
                                                         &vtable, portal, NULL, &error);
  g_assert_no_error (error);
  portal->name_id = g_bus_own_name_on_connection (portal->connection, PORTAL_BUS_NAME,
                                                  G_BUS_NAME_OWNER_FLAGS_NONE,
                                                  on_portal_name_acquired, NULL,
                                                  portal, NULL);

  while (!g_atomic_int_get (&portal->stopping))
    g_main_context_iteration (portal->context, TRUE);

  g_bus_unown_name (portal->name_id);
  g_dbus_connection_unregister_object (portal->connection, portal->object_id);
  g_dbus_connection_close_sync (portal->connection, NULL, NULL);
  g_clear_object (&portal->connection);
  g_main_context_pop_thread_default (portal->context);
  return NULL;
}

static void
fake_portal_start (FakePortal *portal,
                   guint32     color_scheme)
{
  g_atomic_int_set (&portal->color_scheme, (gint) color_scheme);
  portal->context = g_main_context_new ();
  portal->thread = g_thread_new ("fake-portal", fake_portal_run, portal);
  wait_for (portal_is_ready, portal, "the fake portal to own its name");
}

static void
fake_portal_change (FakePortal *portal,
                    guint32     color_scheme)
{
  g_autoptr(GError) error = NULL;

  g_atomic_int_set (&portal->color_scheme, (gint) color_scheme);
  g_dbus_connection_emit_signal (portal->connection, NULL,
                                 PORTAL_OBJECT_PATH, PORTAL_SETTINGS_INTERFACE,
                                 "SettingChanged",
                                 g_variant_new ("(ssv)", "org.freedesktop.appearance",
                                                "color-scheme",
                                                g_variant_new_uint32 (color_scheme)),
                                 &error);
  g_assert_no_error (error);
  g_dbus_connection_flush_sync (portal->connection, NULL, &error);
  g_assert_no_error (error);
}

static void
fake_portal_stop (FakePortal *portal)
{
  g_atomic_int_set (&portal->stopping, TRUE);
  g_main_context_wakeup (portal->context);
  g_thread_join (portal->thread);
  g_clear_pointer (&portal->context, g_main_context_unref);
}

static QueensWindow *
open_window (void)
{
  QueensWindow *window = queens_window_new (GTK_APPLICATION (application), 5);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
test_application_actions (void)
{
  g_auto(GStrv) quit_accels = NULL;
  g_auto(GStrv) preferences_accels = NULL;
  g_auto(GStrv) help_accels = NULL;
  g_auto(GStrv) user_help_accels = NULL;
  g_autoptr(GVariant) board_theme = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "about"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "preferences"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "help"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "board-theme"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "color-scheme"));

  board_theme = g_action_group_get_action_state (G_ACTION_GROUP (application), "board-theme");
  g_assert_cmpstr (g_variant_get_string (board_theme, NULL), ==, "classic");

  quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application), "app.quit");
  g_assert_cmpuint (g_strv_length (quit_accels), ==, 1);
  g_assert_cmpstr (quit_accels[0], ==, "<Control>q");

  preferences_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application),
                                                              "app.preferences");
  g_assert_cmpuint (g_strv_length (preferences_accels), ==, 1);
  g_assert_cmpstr (preferences_accels[0], ==, "<Control>comma");

  /* F1 opens the user help (test-help follows where it goes). */
  user_help_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application), "app.help");
  g_assert_cmpuint (g_strv_length (user_help_accels), ==, 1);
  g_assert_cmpstr (user_help_accels[0], ==, "F1");

  /* GtkApplication adds this one when it finds gtk/help-overlay.ui under
   * the resource base path. */
  help_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application),
                                                       "win.show-help-overlay");
  g_assert_cmpuint (g_strv_length (help_accels), >=, 1);
  g_assert_cmpstr (help_accels[0], ==, "<Control>question");
}

/* Whether some shortcut controller of @widget or of a widget inside it
 * reacts to @keyval with @modifiers. */
static gboolean
widget_has_shortcut (GtkWidget       *widget,
                     guint            keyval,
                     GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcut) shortcut = find_shortcut (widget, keyval, modifiers);

  if (shortcut != NULL)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (widget_has_shortcut (child, keyval, modifiers))
        return TRUE;
    }

  return FALSE;
}

/* Keys the board view reads with a key controller of its own rather than
 * through shortcuts (moving the keyboard's square and toggling a queen in
 * free play), so no shortcut controller lists them. */
static gboolean
board_view_reads_key (QueensWindow    *window,
                      guint            keyval,
                      GdkModifierType  modifiers)
{
  static const guint board_keys[] = {
    GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_space, GDK_KEY_Return,
  };
  g_autoptr(GListModel) controllers = NULL;
  gboolean has_key_controller = FALSE;
  gboolean listed = FALSE;

  for (gsize i = 0; i < G_N_ELEMENTS (board_keys); i++)
    listed |= keyval == board_keys[i] && modifiers == 0;
  if (!listed)
    return FALSE;

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (queens_window_get_board_view (window)));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      has_key_controller |= GTK_IS_EVENT_CONTROLLER_KEY (controller);
    }

  return has_key_controller;
}

static gboolean
accelerator_is_real (QueensWindow *window,
                     const char   *accelerator)
{
  g_auto(GStrv) actions = NULL;
  guint keyval = 0;
  GdkModifierType modifiers = 0;

  actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (application), accelerator);
  if (actions != NULL && actions[0] != NULL)
    return TRUE;

  if (!gtk_accelerator_parse (accelerator, &keyval, &modifiers))
    return FALSE;

  return widget_has_shortcut (GTK_WIDGET (window), keyval, modifiers)
         || board_view_reads_key (window, keyval, modifiers);
}

static void
collect_shortcuts (GtkWidget  *widget,
                   GPtrArray  *shortcuts)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (shortcuts, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, shortcuts);
}

/* The shortcuts window lists only keys that really do something. */
static void
test_application_help_overlay (void)
{
  QueensWindow *window = open_window ();
  GtkShortcutsWindow *overlay;
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
  guint n_accelerators = 0;

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);

  collect_shortcuts (GTK_WIDGET (overlay), shortcuts);
  g_assert_cmpuint (shortcuts->len, >=, 20);

  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;
      g_autofree char *action_name = NULL;
      g_auto(GStrv) keys = NULL;

      g_object_get (shortcuts->pdata[i],
                    "title", &title,
                    "accelerator", &accelerator,
                    "action-name", &action_name,
                    NULL);
      g_test_message ("“%s”: %s (%s)", title, accelerator, action_name ? action_name : "no action");
      g_assert_nonnull (accelerator);
      keys = g_strsplit (accelerator, " ", -1);
      g_assert_cmpuint (g_strv_length (keys), >=, 1);

      for (guint k = 0; keys[k] != NULL; k++)
        {
          g_assert_true (accelerator_is_real (window, keys[k]));
          n_accelerators++;
        }
    }
  g_assert_cmpuint (n_accelerators, >=, shortcuts->len);

  /* Ctrl+? shows it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wait_for (widget_is_visible, overlay, "the shortcuts window");
  gtk_window_close (GTK_WINDOW (overlay));

  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
has_action (QueensWindow *window,
            const char   *detailed_name)
{
  g_autofree char *name = NULL;
  g_autoptr(GVariant) target = NULL;

  if (!g_action_parse_detailed_name (detailed_name, &name, &target, NULL))
    return FALSE;
  if (g_str_has_prefix (name, "app."))
    return g_action_group_has_action (G_ACTION_GROUP (application), name + 4);
  if (g_str_has_prefix (name, "win."))
    return g_action_group_has_action (G_ACTION_GROUP (window), name + 4);
  return FALSE;
}

/* The actions the preferences' switches name, and those named after the
 * settings their rows choose (app.color-scheme, app.board-theme): what
 * the preferences offer, the main menu must not offer again. */
static void
collect_preference_actions (GtkWidget  *widget,
                            GHashTable *actions)
{
  if (GTK_IS_ACTIONABLE (widget) && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL)
    g_hash_table_add (actions, g_strdup (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget))));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_preference_actions (child, actions);
}

static void
test_application_primary_menu (void)
{
  static const char * const expected[] = {
    "app.preferences",
    "win.show-help-overlay",
    "app.help",
    "app.about",
  };
  static const char * const chosen_settings[] = { "color-scheme", "board-theme", "solution-memory-cap" };
  QueensWindow *window = open_window ();
  GtkMenuButton *button = find_primary_menu_button (GTK_WIDGET (window));
  GMenuModel *menu = button != NULL ? gtk_menu_button_get_menu_model (button) : NULL;
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) preferred = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GtkWidget *preferences = g_object_ref_sink (GTK_WIDGET (queens_preferences_page_new ()));
  guint n_items;

  g_assert_nonnull (menu);
  n_items = collect_menu_actions (menu, actions);
  g_test_message ("the main menu has %u items", n_items);
  g_assert_cmpuint (n_items, >=, G_N_ELEMENTS (expected));
  g_assert_cmpuint (n_items, <=, 12);

  collect_preference_actions (preferences, preferred);
  g_assert_true (g_hash_table_contains (preferred, "win.show-coordinates"));
  for (gsize i = 0; i < G_N_ELEMENTS (chosen_settings); i++)
    {
      g_hash_table_add (preferred, g_strconcat ("app.", chosen_settings[i], NULL));
      g_hash_table_add (preferred, g_strconcat ("win.", chosen_settings[i], NULL));
    }
  g_object_unref (preferences);

  for (guint i = 0; i < actions->len; i++)
    {
      const char *action = actions->pdata[i];

      if (strstr (action, "::") != NULL)
        continue;
      g_test_message ("menu item: %s", action);
      g_assert_true (has_action (window, action));
      /* Ctrl+Q quits; the menu does not offer it. */
      g_assert_cmpstr (action, !=, "app.quit");
      if (g_hash_table_contains (preferred, action))
        g_error ("the main menu offers %s, which the preferences have", action);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_test_message ("expected in the menu: %s", expected[i]);
      g_assert_true (g_ptr_array_find_with_equal_func (actions, expected[i], g_str_equal, NULL));
    }

  /* Help comes right above About, as in every GNOME application. */
  {
    guint help = 0;
    guint about = 0;

    g_assert_true (g_ptr_array_find_with_equal_func (actions, "app.help", g_str_equal, &help));
    g_assert_true (g_ptr_array_find_with_equal_func (actions, "app.about", g_str_equal, &about));
    g_assert_cmpuint (help + 1, ==, about);
  }

  /* The board colours moved to the preferences; their action stays, for
   * D-Bus, and changes the setting. */
  g_action_group_activate_action (G_ACTION_GROUP (application), "board-theme",
                                  g_variant_new_string ("green"));
  {
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
    g_autofree char *theme = g_settings_get_string (settings, "board-theme");

    g_assert_cmpstr (theme, ==, "green");
    g_settings_reset (settings, "board-theme");
  }

  close_window_and_wait (GTK_WINDOW (window));
}

/* A menu's item as GTK shows it in the popover, a button that reads
 * @data (its label, without the mnemonic's mark); GTK's menu buttons run their
 * actions themselves and name none. */
static gboolean
is_menu_item_reading (GtkWidget     *widget,
                      gconstpointer  data)
{
  g_autofree char *text = NULL;

  if (!gtk_widget_is_drawable (widget) || g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "text") == NULL
      || !GTK_IS_ACTIONABLE (widget))
    return FALSE;
  g_object_get (widget, "text", &text, NULL);
  return g_strcmp0 (text, data) == 0;
}

static gboolean
menu_item_is_shown (gpointer data)
{
  GtkMenuButton *button = ((gpointer *) data)[0];

  return find_widget_matching (GTK_WIDGET (gtk_menu_button_get_popover (button)),
                               is_menu_item_reading, ((gpointer *) data)[1]) != NULL;
}

/* Opens @button's menu and clicks the item that reads @label (Enter on
 * it, as the keyboard does: the popover closes and the action runs). */
static void
choose_menu_item (GtkMenuButton *button,
                  const char    *label)
{
  gpointer data[] = { button, (gpointer) label };
  GtkWidget *item;

  gtk_menu_button_popup (button);
  wait_for (menu_item_is_shown, data, "the menu to show its item");
  item = find_widget_matching (GTK_WIDGET (gtk_menu_button_get_popover (button)), is_menu_item_reading, label);
  g_assert_true (gtk_widget_activate (item));
}

static const char *
window_mode (QueensWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "mode");
  static char mode[16];

  g_strlcpy (mode, g_variant_get_string (state, NULL), sizeof mode);
  return mode;
}

/* The header bar's new-game button, labelled for everyone, starts each
 * puzzle of its menu on the Play page, and free play again. */
static void
test_application_new_game (void)
{
  static const struct
  {
    const char *label;
    const char *action;
  } puzzles[] = {
    { "New Easy Puzzle", "win.new-puzzle::easy" },
    { "New Medium Puzzle", "win.new-puzzle::medium" },
    { "New Hard Puzzle", "win.new-puzzle::hard" },
    { "Puzzle of the Day", "win.puzzle-of-the-day" },
  };
  QueensWindow *window = queens_window_new (GTK_APPLICATION (application), 8);
  GtkWidget *header_bar = gtk_window_get_titlebar (GTK_WINDOW (window));
  GtkMenuButton *button = find_menu_button_with_action (header_bar, "win.new-puzzle::easy", FALSE);
  QueensPlaySession *play;

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the first search");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), ==, "New Game");
  assert_accessible_text (GTK_WIDGET (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "New Game");
  g_assert_true (is_shown (GTK_WIDGET (button)));

  for (gsize i = 0; i < G_N_ELEMENTS (puzzles); i++)
    {
      g_test_message ("new game: %s", puzzles[i].action);
      g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (button), puzzles[i].action));
      /* From Browse: the puzzle takes the Play page. */
      g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("browse"));
      choose_menu_item (button, puzzles[i].label);
      g_assert_cmpstr (window_mode (window), ==, "play");
      play = queens_window_get_play_session (window);
      g_assert_nonnull (queens_play_session_get_fixed (play));
      g_assert_cmpuint (queens_board_get_n_queens (queens_play_session_get_fixed (play)), >, 0);
      g_assert_nonnull (strstr (queens_window_get_symmetry_text (window), "puzzle"));
    }

  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (button), "win.free-play"));
  choose_menu_item (button, "Free Play");
  g_assert_null (queens_play_session_get_fixed (queens_window_get_play_session (window)));

  close_window_and_wait (GTK_WINDOW (window));
}

#if ADW_CHECK_VERSION (1, 5, 0)
#define ABOUT_TYPE ADW_TYPE_ABOUT_DIALOG
#else
#define ABOUT_TYPE ADW_TYPE_ABOUT_WINDOW
#endif

#define METAINFO_RESOURCE RESOURCE_BASE_PATH "/" APPLICATION_ID ".metainfo.xml"

/* The first match of @pattern's group @group in @text, white space runs
 * as single spaces, or NULL. */
static char *
match_text (const char *pattern,
            const char *text,
            int         group)
{
  g_autoptr(GRegex) regex = g_regex_new (pattern, G_REGEX_DOTALL, 0, NULL);
  g_autoptr(GRegex) spaces = g_regex_new ("\\s+", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *found = NULL;
  g_autofree char *collapsed = NULL;

  if (!g_regex_match (regex, text, 0, &match))
    return NULL;
  found = g_match_info_fetch (match, group);
  collapsed = g_regex_replace_literal (spaces, found, -1, 0, " ", 0, NULL);
  return g_strdup (g_strstrip (collapsed));
}

/* The metainfo compiled into the resources, as text: what the about
 * window is to show, read apart from the code that shows it. */
static char *
metainfo_text (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (METAINFO_RESOURCE, 0, NULL);
  gsize size = 0;
  const char *data;

  g_assert_nonnull (bytes);
  data = g_bytes_get_data (bytes, &size);
  return g_strndup (data, size);
}

static gboolean
about_is_shown (gpointer data)
{
  return find_shown_widget_of_type (ABOUT_TYPE) != NULL;
}

/* The about window carries the facts of the metainfo compiled into the
 * resources, the latest release's version and notes among them, and
 * stays over the main window. */
static void
test_application_about (void)
{
  QueensWindow *window = open_window ();
  GtkWidget *about;
  GtkRoot *about_root;
  g_autofree char *name = NULL;
  g_autofree char *version = NULL;
  g_autofree char *icon = NULL;
  g_autofree char *website = NULL;
  g_autofree char *issue_url = NULL;
  g_autofree char *comments = NULL;
  g_autofree char *credits = NULL;
  g_autofree char *developer_name = NULL;
  g_autofree char *support_url = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *notes_version = NULL;
  g_auto(GStrv) developers = NULL;
  GtkLicense license = GTK_LICENSE_UNKNOWN;
  g_autofree char *metainfo = metainfo_text ();
  /* The releases come newest first: the first is the latest. */
  g_autofree char *latest_release = match_text ("<release\\b[^>]*>.*?</release>", metainfo, 0);
  g_autofree char *latest_version = match_text ("<release\\b[^>]*\\bversion=\"([^\"]+)\"", metainfo, 1);
  g_autofree char *first_paragraph = NULL;
  g_autofree char *metainfo_developer = match_text ("<developer\\b[^>]*>\\s*<name\\b[^>]*>([^<]*)</name>",
                                                    metainfo, 1);
  g_autofree char *metainfo_help = match_text ("<url type=\"help\">([^<]*)</url>", metainfo, 1);

  g_assert_nonnull (latest_release);
  g_assert_nonnull (latest_version);
  /* The test reads the untranslated text (LANGUAGE=en, set in main()). */
  /* Built from NEWS, the notes are marked translate="no". */
  first_paragraph = match_text ("<description\\b[^>]*>\\s*<p>(.*?)</p>", latest_release, 1);
  g_assert_nonnull (first_paragraph);

  g_action_group_activate_action (G_ACTION_GROUP (application), "about", NULL);
  wait_for (about_is_shown, NULL, "the about window");
  about = find_shown_widget_of_type (ABOUT_TYPE);

  g_object_get (about,
                "application-name", &name,
                "version", &version,
                "application-icon", &icon,
                "website", &website,
                "issue-url", &issue_url,
                "comments", &comments,
                "translator-credits", &credits,
                "developers", &developers,
                "license-type", &license,
                "developer-name", &developer_name,
                "support-url", &support_url,
                "release-notes", &notes,
                "release-notes-version", &notes_version,
                NULL);
  g_assert_cmpstr (name, ==, "Queens");
  /* The version and its notes are the metainfo's latest release (which
   * is the version meson builds). */
  g_assert_cmpstr (version, ==, latest_version);
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_cmpstr (notes_version, ==, latest_version);
  g_assert_nonnull (notes);
  g_assert_nonnull (strstr (notes, first_paragraph));
  g_assert_cmpstr (developer_name, ==, metainfo_developer);
  g_assert_cmpstr (support_url, ==, metainfo_help);
  g_assert_cmpstr (icon, ==, APPLICATION_ID);
  g_assert_cmpstr (website, ==, "https://github.com/nqueens/queens");
  g_assert_cmpstr (issue_url, ==, "https://github.com/nqueens/queens/issues");
  g_assert_cmpint (license, ==, GTK_LICENSE_GPL_3_0);
  g_assert_nonnull (comments);
  g_assert_nonnull (credits);
  g_assert_cmpuint (g_strv_length (developers), ==, 1);

  /* Over the main window: inside it, or a window of its own that is
   * transient for it. */
  about_root = gtk_widget_get_root (about);
  g_assert_true (about_root == GTK_ROOT (window)
                 || gtk_window_get_transient_for (GTK_WINDOW (about_root)) == GTK_WINDOW (window));
  /* The icon comes from the application's resources when it is not
   * installed. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                          APPLICATION_ID));

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_force_close (ADW_DIALOG (about));
#else
  gtk_window_destroy (GTK_WINDOW (about));
#endif
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
board_is_dark (gpointer data)
{
  return widget_draws_dark (queens_window_get_board_view (QUEENS_WINDOW (data)));
}

static gboolean
board_is_light (gpointer data)
{
  return !board_is_dark (data);
}

static void
set_color_scheme (const char *nick)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *stored = NULL;

  /* As the preferences and D-Bus do: through app.color-scheme. */
  g_action_group_activate_action (G_ACTION_GROUP (application), "color-scheme",
                                  g_variant_new_string (nick));
  stored = g_settings_get_string (settings, "color-scheme");
  g_assert_cmpstr (stored, ==, nick);
}

/* The style follows the settings portal while it is left to the system
 * (libadwaita reads the portal at start and follows its changes), and
 * the user's own choice otherwise; the board follows the style. */
static void
test_application_dark_preference (void)
{
  QueensWindow *window = open_window ();

  g_assert_cmpint (g_atomic_int_get (&fake_portal.n_reads), >=, 1);
  g_assert_true (adw_style_manager_get_system_supports_color_schemes (adw_style_manager_get_default ()));
  wait_for (style_is_dark, NULL, "the portal's dark preference to be followed");
  wait_for (board_is_dark, window, "the board to turn dark");

  fake_portal_change (&fake_portal, 2);
  wait_for (style_is_light, NULL, "the portal's light preference to be followed");
  wait_for (board_is_light, window, "the board to turn light");

  fake_portal_change (&fake_portal, 1);
  wait_for (style_is_dark, NULL, "dark again");

  /* The user's choice wins over the desktop's, both ways. */
  set_color_scheme ("light");
  wait_for (style_is_light, NULL, "the Light style to win over the desktop's dark");
  wait_for (board_is_light, window, "the board to follow the Light style");

  fake_portal_change (&fake_portal, 0);
  set_color_scheme ("dark");
  wait_for (style_is_dark, NULL, "the Dark style to win over the desktop's default");
  wait_for (board_is_dark, window, "the board to follow the Dark style");

  /* Back to the desktop's choice, which has no preference now: light. */
  set_color_scheme ("system");
  wait_for (style_is_light, NULL, "the desktop's default to be light");

  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
portal_was_read (gpointer data)
{
  return g_atomic_int_get (&fake_portal.n_reads) > 0;
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The about window shows the metainfo's untranslated text, whatever
   * the language the tests run in: queens-metainfo reads LANGUAGE first,
   * AppStream (libadwaita 1.5 and later) the locale. */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  gtk_test_init (&argc, &argv, NULL);

  /* The portal answers "prefer dark" before the application starts. */
  fake_portal_start (&fake_portal, 1);

  application = start_test_application ();
  wait_for (portal_was_read, NULL, "the application to ask the portal");

  g_test_add_func ("/application/actions", test_application_actions);
  g_test_add_func ("/application/help-overlay", test_application_help_overlay);
  g_test_add_func ("/application/primary-menu", test_application_primary_menu);
  g_test_add_func ("/application/new-game", test_application_new_game);
  g_test_add_func ("/application/about", test_application_about);
  g_test_add_func ("/application/dark-preference", test_application_dark_preference);

  status = g_test_run ();

  g_clear_object (&application);
  fake_portal_stop (&fake_portal);
  return status;
}
