/* queens-application.c: the GtkApplication
 *
 * Non-GUI commands run in handle-local-options, before the application
 * registers or touches a display; everything else reaches the primary
 * instance through command-line, so `queens --n 12` also works when a
 * window is already open.  The application owns what is not about one
 * window: quitting, the about dialog, the board colours (a setting shared
 * by every window), the style sheet and the desktop's dark preference.
 * The shortcuts window comes from gtk/help-overlay.ui under the resource
 * base path, which GtkApplication loads by itself as win.show-help-overlay.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-application.h"
#include "queens-cli.h"
#include "queens-window.h"

/* The settings portal: the desktop's appearance, also inside a sandbox. */
#define PORTAL_BUS_NAME           "org.freedesktop.portal.Desktop"
#define PORTAL_OBJECT_PATH        "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS_INTERFACE "org.freedesktop.portal.Settings"
#define APPEARANCE_NAMESPACE      "org.freedesktop.appearance"
#define COLOR_SCHEME_KEY          "color-scheme"

/* Values of org.freedesktop.appearance color-scheme. */
enum {
  COLOR_SCHEME_DEFAULT = 0,
  COLOR_SCHEME_PREFER_DARK = 1,
  COLOR_SCHEME_PREFER_LIGHT = 2,
};

struct _QueensApplication
{
  GtkApplication   parent_instance;

  GSettings       *settings;

  /* The desktop's colour scheme through the settings portal. */
  GDBusConnection *portal_connection;
  GCancellable    *portal_cancellable;
  guint            portal_subscription_id;
  /* What GtkSettings said before the portal had its say, restored when the
   * desktop states no preference. */
  gboolean         initial_prefer_dark;
};

G_DEFINE_FINAL_TYPE (QueensApplication, queens_application, GTK_TYPE_APPLICATION)

static void
queens_application_present_window (QueensApplication *self,
                                   guint              n)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (queens_window_new (GTK_APPLICATION (self), n));
  else if (n > 0)
    queens_window_set_n (QUEENS_WINDOW (window), n);

  gtk_window_present (window);
}

static int
queens_application_handle_local_options (GApplication *application,
                                         GVariantDict *options)
{
  guint n = 0;

  return queens_cli_handle_local_options (application, options, &n);
}

static int
queens_application_command_line (GApplication            *application,
                                 GApplicationCommandLine *command_line)
{
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  guint n = 0;
  int status;

  /* The options were checked in the local instance already; this only
   * reads --n again in the primary one. */
  status = queens_cli_handle_local_options (application, options, &n);
  if (status >= 0)
    return status;

  queens_application_present_window (QUEENS_APPLICATION (application), n);
  return QUEENS_EXIT_OK;
}

static void
queens_application_activate (GApplication *application)
{
  queens_application_present_window (QUEENS_APPLICATION (application), 0);
}

/* The color-scheme value in @value, which older portals wrap in one more
 * variant. */
static guint32
read_color_scheme (GVariant *value)
{
  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr(GVariant) inner = g_variant_get_variant (value);

      return read_color_scheme (inner);
    }

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32))
    return g_variant_get_uint32 (value);

  return COLOR_SCHEME_DEFAULT;
}

/* GTK 4.8 without libadwaita does not read the desktop's colour scheme by
 * itself, so it is read from the settings portal and handed to GtkSettings,
 * which the theme and the board colours follow. */
static void
queens_application_apply_color_scheme (QueensApplication *self,
                                       GVariant          *value)
{
  gboolean prefer_dark;

  switch (read_color_scheme (value))
    {
    case COLOR_SCHEME_PREFER_DARK:
      prefer_dark = TRUE;
      break;

    case COLOR_SCHEME_PREFER_LIGHT:
      prefer_dark = FALSE;
      break;

    case COLOR_SCHEME_DEFAULT:
    default:
      prefer_dark = self->initial_prefer_dark;
      break;
    }

  g_object_set (gtk_settings_get_default (),
                "gtk-application-prefer-dark-theme", prefer_dark,
                NULL);
}

static void
on_portal_setting_changed (GDBusConnection *connection,
                           const char      *sender_name,
                           const char      *object_path,
                           const char      *interface_name,
                           const char      *signal_name,
                           GVariant        *parameters,
                           gpointer         user_data)
{
  QueensApplication *self = user_data;
  const char *name_space = NULL;
  const char *key = NULL;
  g_autoptr(GVariant) value = NULL;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
    return;

  g_variant_get (parameters, "(&s&sv)", &name_space, &key, &value);
  if (g_strcmp0 (name_space, APPEARANCE_NAMESPACE) == 0
      && g_strcmp0 (key, COLOR_SCHEME_KEY) == 0)
    queens_application_apply_color_scheme (self, value);
}

static void
on_portal_color_scheme_read (GObject      *source,
                             GAsyncResult *result,
                             gpointer      user_data)
{
  g_autoptr(QueensApplication) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  if (reply == NULL)
    {
      /* No portal (a bare X session, a test): the GTK settings stand. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("No colour scheme from the settings portal: %s", error->message);
      return;
    }

  g_variant_get (reply, "(v)", &value);
  queens_application_apply_color_scheme (self, value);
}

static void
queens_application_follow_color_scheme (QueensApplication *self)
{
  GDBusConnection *connection = g_application_get_dbus_connection (G_APPLICATION (self));

  g_object_get (gtk_settings_get_default (),
                "gtk-application-prefer-dark-theme", &self->initial_prefer_dark,
                NULL);

  if (connection == NULL)
    return;

  self->portal_connection = g_object_ref (connection);
  self->portal_cancellable = g_cancellable_new ();
  /* Subscribed before reading, so a change between the two is not lost. */
  self->portal_subscription_id =
    g_dbus_connection_signal_subscribe (connection,
                                        PORTAL_BUS_NAME,
                                        PORTAL_SETTINGS_INTERFACE,
                                        "SettingChanged",
                                        PORTAL_OBJECT_PATH,
                                        APPEARANCE_NAMESPACE,
                                        G_DBUS_SIGNAL_FLAGS_NONE,
                                        on_portal_setting_changed,
                                        self, NULL);
  g_dbus_connection_call (connection,
                          PORTAL_BUS_NAME,
                          PORTAL_OBJECT_PATH,
                          PORTAL_SETTINGS_INTERFACE,
                          "Read",
                          g_variant_new ("(ss)", APPEARANCE_NAMESPACE, COLOR_SCHEME_KEY),
                          G_VARIANT_TYPE ("(v)"),
                          G_DBUS_CALL_FLAGS_NONE,
                          -1,
                          self->portal_cancellable,
                          on_portal_color_scheme_read,
                          g_object_ref (self));
}

static void
queens_application_stop_following_color_scheme (QueensApplication *self)
{
  g_cancellable_cancel (self->portal_cancellable);
  g_clear_object (&self->portal_cancellable);
  if (self->portal_connection != NULL && self->portal_subscription_id != 0)
    g_dbus_connection_signal_unsubscribe (self->portal_connection, self->portal_subscription_id);
  self->portal_subscription_id = 0;
  g_clear_object (&self->portal_connection);
}

static void
on_quit (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);
  GList *windows;

  /* Closing first lets each window save its size and state; whatever
   * stays open after that is destroyed, which cancels its search. */
  windows = g_list_copy (gtk_application_get_windows (application));
  for (GList *link = windows; link != NULL; link = link->next)
    g_object_ref (link->data);
  for (GList *link = windows; link != NULL; link = link->next)
    gtk_window_close (GTK_WINDOW (link->data));
  g_list_free_full (windows, g_object_unref);

  while ((windows = gtk_application_get_windows (application)) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));

  g_application_quit (G_APPLICATION (application));
}

static void
on_about (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);
  static const char *developers[] = { "The Queens developers", NULL };

  gtk_show_about_dialog (gtk_application_get_active_window (application),
                         "program-name", _("Queens"),
                         "logo-icon-name", APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Explore, solve and count the N-Queens puzzle"),
                         "website", "https://github.com/nqueens/queens",
                         "website-label", _("Website"),
                         "copyright", "© 2026 The Queens developers",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", developers,
                         /* Translators: your name and e-mail address, one
                          * translator per line, shown in the about dialog. */
                         "translator-credits", _("translator-credits"),
                         "modal", TRUE,
                         NULL);
}

static const GActionEntry application_actions[] = {
  { "quit", on_quit },
  { "about", on_about },
};

static void
queens_application_startup (GApplication *application)
{
  QueensApplication *self = QUEENS_APPLICATION (application);
  static const char *quit_accels[] = { "<Control>q", NULL };
  g_autoptr(GtkCssProvider) css_provider = NULL;
  g_autoptr(GAction) board_theme = NULL;
  g_autoptr(GAction) chess_coordinates = NULL;

  G_APPLICATION_CLASS (queens_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), application_actions,
                                   G_N_ELEMENTS (application_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);

  /* Every window shows the same colours, so the choice is the
   * application's; the windows follow the setting. */
  self->settings = g_settings_new (APPLICATION_ID);
  board_theme = g_settings_create_action (self->settings, "board-theme");
  g_action_map_add_action (G_ACTION_MAP (application), board_theme);
  chess_coordinates = g_settings_create_action (self->settings, "chess-coordinates");
  g_action_map_add_action (G_ACTION_MAP (application), chess_coordinates);

  gtk_window_set_default_icon_name (APPLICATION_ID);

  css_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css_provider, RESOURCE_BASE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css_provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  queens_application_follow_color_scheme (self);
}

static void
queens_application_shutdown (GApplication *application)
{
  QueensApplication *self = QUEENS_APPLICATION (application);

  queens_application_stop_following_color_scheme (self);

  G_APPLICATION_CLASS (queens_application_parent_class)->shutdown (application);
}

static void
queens_application_dispose (GObject *object)
{
  QueensApplication *self = QUEENS_APPLICATION (object);

  queens_application_stop_following_color_scheme (self);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (queens_application_parent_class)->dispose (object);
}

static void
queens_application_class_init (QueensApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = queens_application_dispose;

  app_class->startup = queens_application_startup;
  app_class->shutdown = queens_application_shutdown;
  app_class->handle_local_options = queens_application_handle_local_options;
  app_class->command_line = queens_application_command_line;
  app_class->activate = queens_application_activate;
}

static void
queens_application_init (QueensApplication *self)
{
  queens_cli_add_options (G_APPLICATION (self));
}

QueensApplication *
queens_application_new (void)
{
  return g_object_new (QUEENS_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", RESOURCE_BASE_PATH,
                       NULL);
}
