/* test-application.c: the application as a desktop sees it: its actions
 * and accelerators, the primary menu, the shortcuts window, the about
 * dialog and the desktop's dark preference (needs a display and a session
 * bus: run under Xvfb and dbus-run-session) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "queens-application.h"
#include "queens-window.h"
#include "test-shortcuts.h"
#include "test-wait.h"

#define PORTAL_BUS_NAME           "org.freedesktop.portal.Desktop"
#define PORTAL_OBJECT_PATH        "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS_INTERFACE "org.freedesktop.portal.Settings"

/* A stand-in for the desktop's settings portal, on its own connection. */
typedef struct
{
  GDBusConnection *connection;
  guint            object_id;
  guint            name_id;
  gboolean         name_acquired;
  guint32          color_scheme;
  guint            n_reads;
} FakePortal;

static FakePortal fake_portal;
static QueensApplication *application;

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

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

  portal->n_reads++;
  /* The way portals before version 2 answer: a variant in a variant. */
  g_dbus_method_invocation_return_value (invocation,
                                         g_variant_new ("(v)",
                                                        g_variant_new_variant (g_variant_new_uint32 (portal->color_scheme))));
}

static void
on_portal_name_acquired (GDBusConnection *connection,
                         const char      *name,
                         gpointer         user_data)
{
  FakePortal *portal = user_data;

  portal->name_acquired = TRUE;
}

static gboolean
portal_is_ready (gpointer data)
{
  return ((FakePortal *) data)->name_acquired;
}

static void
fake_portal_start (FakePortal *portal,
                   guint32     color_scheme)
{
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
  portal->color_scheme = color_scheme;
  portal->object_id = g_dbus_connection_register_object (portal->connection,
                                                         PORTAL_OBJECT_PATH,
                                                         node->interfaces[0],
                                                         &vtable, portal, NULL, &error);
  g_assert_no_error (error);
  portal->name_id = g_bus_own_name_on_connection (portal->connection, PORTAL_BUS_NAME,
                                                  G_BUS_NAME_OWNER_FLAGS_NONE,
                                                  on_portal_name_acquired, NULL,
                                                  portal, NULL);
  wait_for (portal_is_ready, portal, "the fake portal to own its name");
}

static void
fake_portal_change (FakePortal *portal,
                    guint32     color_scheme)
{
  g_autoptr(GError) error = NULL;

  portal->color_scheme = color_scheme;
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
  g_bus_unown_name (portal->name_id);
  g_dbus_connection_unregister_object (portal->connection, portal->object_id);
  g_dbus_connection_close_sync (portal->connection, NULL, NULL);
  g_clear_object (&portal->connection);
}

static QueensWindow *
open_window (void)
{
  QueensWindow *window = queens_window_new (GTK_APPLICATION (application), 5);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (QueensWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

static void
test_application_actions (void)
{
  g_auto(GStrv) quit_accels = NULL;
  g_auto(GStrv) help_accels = NULL;
  g_autoptr(GVariant) board_theme = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "about"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "board-theme"));

  board_theme = g_action_group_get_action_state (G_ACTION_GROUP (application), "board-theme");
  g_assert_cmpstr (g_variant_get_string (board_theme, NULL), ==, "classic");

  quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application), "app.quit");
  g_assert_cmpuint (g_strv_length (quit_accels), ==, 1);
  g_assert_cmpstr (quit_accels[0], ==, "<Control>q");

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

  close_window (window);
}

static GMenuModel *
find_primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GMenuModel *menu = find_primary_menu (child);

      if (menu != NULL)
        return menu;
    }

  return NULL;
}

/* Every item's action exists; the items a desktop expects are there. */
static void
collect_menu_actions (GMenuModel  *menu,
                      GPtrArray   *actions)
{
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
        }

      links = g_menu_model_iterate_item_links (menu, i);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) linked = g_menu_link_iter_get_value (links);

          collect_menu_actions (linked, actions);
        }
    }
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

static void
test_application_primary_menu (void)
{
  static const char * const expected[] = {
    "win.show-coordinates",
    "app.board-theme::classic",
    "app.board-theme::green",
    "app.board-theme::blue",
    "app.board-theme::high-contrast",
    "win.show-help-overlay",
    "app.about",
    "app.quit",
  };
  QueensWindow *window = open_window ();
  GMenuModel *menu = find_primary_menu (GTK_WIDGET (window));
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);

  g_assert_nonnull (menu);
  collect_menu_actions (menu, actions);

  for (guint i = 0; i < actions->len; i++)
    {
      const char *action = actions->pdata[i];

      if (strstr (action, "::") == NULL)
        {
          g_test_message ("menu item: %s", action);
          g_assert_true (has_action (window, action));
        }
    }

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_test_message ("expected in the menu: %s", expected[i]);
      g_assert_true (g_ptr_array_find_with_equal_func (actions, expected[i], g_str_equal, NULL));
    }

  /* Choosing a board theme from the menu changes the setting. */
  g_action_group_activate_action (G_ACTION_GROUP (application), "board-theme",
                                  g_variant_new_string ("green"));
  {
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
    g_autofree char *theme = g_settings_get_string (settings, "board-theme");

    g_assert_cmpstr (theme, ==, "green");
    g_settings_reset (settings, "board-theme");
  }

  close_window (window);
}

static GtkAboutDialog *
find_about_dialog (void)
{
  /* Owned by GTK. */
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_ABOUT_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_ABOUT_DIALOG (toplevel);
    }

  return NULL;
}

static gboolean
about_dialog_is_shown (gpointer data)
{
  return find_about_dialog () != NULL;
}

static void
test_application_about (void)
{
  QueensWindow *window = open_window ();
  GtkAboutDialog *about;

  g_action_group_activate_action (G_ACTION_GROUP (application), "about", NULL);
  wait_for (about_dialog_is_shown, NULL, "the about dialog");
  about = find_about_dialog ();

  g_assert_cmpstr (gtk_about_dialog_get_program_name (about), ==, "Queens");
  g_assert_cmpstr (gtk_about_dialog_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpstr (gtk_about_dialog_get_logo_icon_name (about), ==, APPLICATION_ID);
  g_assert_cmpint (gtk_about_dialog_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  g_assert_nonnull (gtk_about_dialog_get_comments (about));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));
  /* The icon comes from the application's resources when it is not
   * installed. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                          APPLICATION_ID));

  gtk_window_destroy (GTK_WINDOW (about));
  close_window (window);
}

static gboolean
prefers_dark (gpointer data)
{
  gboolean dark = FALSE;

  g_object_get (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
}

static gboolean
prefers_light (gpointer data)
{
  return !prefers_dark (data);
}

/* The application asks the settings portal at start and follows its
 * changes. */
static void
test_application_dark_preference (void)
{
  g_assert_cmpuint (fake_portal.n_reads, >=, 1);
  wait_for (prefers_dark, NULL, "the portal's dark preference to be followed");

  fake_portal_change (&fake_portal, 2);
  wait_for (prefers_light, NULL, "the portal's light preference to be followed");

  fake_portal_change (&fake_portal, 1);
  wait_for (prefers_dark, NULL, "dark again");

  /* No preference: back to what GTK had. */
  fake_portal_change (&fake_portal, 0);
  wait_for (prefers_light, NULL, "no preference to restore GTK's own setting");
}

static gboolean
portal_was_read (gpointer data)
{
  return fake_portal.n_reads > 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);

  /* The portal answers "prefer dark" before the application starts. */
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", FALSE, NULL);
  fake_portal_start (&fake_portal, 1);

  application = queens_application_new ();
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  wait_for (portal_was_read, NULL, "the application to ask the portal");

  g_test_add_func ("/application/actions", test_application_actions);
  g_test_add_func ("/application/help-overlay", test_application_help_overlay);
  g_test_add_func ("/application/primary-menu", test_application_primary_menu);
  g_test_add_func ("/application/about", test_application_about);
  g_test_add_func ("/application/dark-preference", test_application_dark_preference);

  status = g_test_run ();

  g_clear_object (&application);
  fake_portal_stop (&fake_portal);
  return status;
}
