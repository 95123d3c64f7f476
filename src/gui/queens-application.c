/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-application.c: the AdwApplication
 *
 * The program's main() connects the command line's handler to
 * handle-local-options, so non-GUI commands run before the application
 * registers or touches a display; when none ran, the application checks
 * for a display, and everything else reaches the primary instance through
 * command-line, so `queens --n 12` also works when a window is already
 * open.  The application owns what is not about one
 * window: quitting, the user help, the about and preferences windows, the
 * board colours and the style (light, dark or the desktop's choice),
 * settings shared by every window.
 * The shortcuts window comes from gtk/help-overlay.ui under the resource
 * base path, which GtkApplication loads by itself as win.show-help-overlay.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-about.h"
#include "queens-application.h"
#include "queens-counts-window.h"
#include "queens-preferences-page.h"
#include "queens-user-help.h"
#include "queens-window.h"

/* How long app.quit waits for work that holds the application (a count
 * saving its checkpoint) before leaving all the same. */
#define QUIT_WAIT_SECONDS 5

struct _QueensApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  guint           quit_wait_id;   /* app.quit is waiting for the holds */
};

G_DEFINE_FINAL_TYPE (QueensApplication, queens_application, ADW_TYPE_APPLICATION)

static void
queens_application_present_window (QueensApplication *self,
                                   guint              n)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  /* Asked for a window while quitting: the user wants it after all. */
  g_clear_handle_id (&self->quit_wait_id, g_source_remove);

  if (window == NULL)
    window = GTK_WINDOW (queens_window_new (GTK_APPLICATION (self), n));
  else if (n > 0)
    queens_window_set_n (QUEENS_WINDOW (window), n);

  gtk_window_present (window);
}

/* The window's one option.  Its value was checked in the local instance
 * (by the command line's handler in the program); here only read. */
static const GOptionEntry queens_application_entries[] = {
  { "n", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Open the window at N from 1 to 100000; with --export, the board size (default 8)"),
    N_("N") },
  { NULL }
};

static guint
queens_application_read_n (GVariantDict *options)
{
  const char *text = NULL;
  guint64 n = 0;

  if (!g_variant_dict_lookup (options, "n", "&s", &text)
      || !g_ascii_string_to_unsigned (text, 10, 1, QUEENS_WINDOW_MAX_N, &n, NULL))
    return 0;
  return (guint) n;
}

/* Runs in the local instance once no command was given: the window needs
 * a display, and without one the program says so in one line of its own
 * instead of GTK's warning.  Opening it here costs nothing extra: startup
 * would open the same one next. */
static int
queens_application_handle_local_options (GApplication *application,
                                         GVariantDict *options)
{
  const char *display_name = g_getenv ("WAYLAND_DISPLAY");

  if (gdk_display_get_default () != NULL || gtk_init_check ())
    return -1;

  if (display_name == NULL || *display_name == '\0')
    display_name = g_getenv ("DISPLAY");

  if (display_name == NULL || *display_name == '\0')
    {
      g_printerr ("queens: %s\n",
                  _("there is no display to open the window on (neither "
                    "DISPLAY nor WAYLAND_DISPLAY is set); the commands that "
                    "need none are listed by queens --help"));
    }
  else
    {
      g_autofree char *escaped = g_strescape (display_name, NULL);
      g_autofree char *shown = g_strdup_printf ("\"%s\"", escaped);

      g_printerr ("queens: ");
      /* Translators: %s is the display's name in double quotes, as in "cannot
       * open the display ":1" to show the window on; ..." */
      g_printerr (_("cannot open the display %s to show the window on; the "
                    "commands that need none are listed by queens --help"),
                  shown);
      g_printerr ("\n");
    }

  return EXIT_FAILURE;
}

static int
queens_application_command_line (GApplication            *application,
                                 GApplicationCommandLine *command_line)
{
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);

  queens_application_present_window (QUEENS_APPLICATION (application),
                                     queens_application_read_n (options));
  return EXIT_SUCCESS;
}

static void
queens_application_activate (GApplication *application)
{
  queens_application_present_window (QUEENS_APPLICATION (application), 0);
}

/* The style the user chose, for every window: libadwaita's style
 * manager follows the desktop's dark preference (through the settings
 * portal) by itself when told to, and the board colours follow the
 * theme's text colour. */
static void
queens_application_apply_color_scheme (QueensApplication *self)
{
  AdwColorScheme scheme;

  switch (g_settings_get_enum (self->settings, "color-scheme"))
    {
    case QUEENS_COLOR_SCHEME_LIGHT:
      scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
      break;

    case QUEENS_COLOR_SCHEME_DARK:
      scheme = ADW_COLOR_SCHEME_FORCE_DARK;
      break;

    case QUEENS_COLOR_SCHEME_SYSTEM:
    default:
      scheme = ADW_COLOR_SCHEME_PREFER_LIGHT;
      break;
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

static void
on_color_scheme_changed (GSettings  *settings,
                         const char *key,
                         gpointer    user_data)
{
  queens_application_apply_color_scheme (QUEENS_APPLICATION (user_data));
}

static gboolean
on_quit_waited (gpointer user_data)
{
  QueensApplication *self = QUEENS_APPLICATION (user_data);

  self->quit_wait_id = 0;
  g_warning ("The work under way did not end within %d s of quitting: leaving without it",
             QUIT_WAIT_SECONDS);
  g_application_quit (G_APPLICATION (self));
  return G_SOURCE_REMOVE;
}

static void
on_quit (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  QueensApplication *self = QUEENS_APPLICATION (user_data);
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

  /* A count the windows cancelled holds the application until its
   * worker has saved the checkpoint, and g_application_quit() would end
   * the run at once, holds or not, cutting the save short.  With no
   * window left the run ends by itself when the last hold goes; only a
   * worker stuck past QUIT_WAIT_SECONDS is left behind. */
  if (self->quit_wait_id == 0)
    self->quit_wait_id = g_timeout_add_seconds (QUIT_WAIT_SECONDS, on_quit_waited, self);
}

static void
on_about (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);

  queens_about_present (gtk_application_get_active_window (application));
}

static void
on_preferences (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);

  queens_preferences_page_present (gtk_application_get_active_window (application));
}

/* F1: the user help, in the help viewer, or online where there is none. */
static void
on_help (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);

  queens_user_help_show (gtk_application_get_active_window (application));
}

static void
on_counts_table (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);

  queens_counts_window_present (gtk_application_get_active_window (application));
}

static const GActionEntry application_actions[] = {
  { "quit", on_quit },
  { "about", on_about },
  { "preferences", on_preferences },
  { "help", on_help },
  { "counts-table", on_counts_table },
};

static void
queens_application_startup (GApplication *application)
{
  QueensApplication *self = QUEENS_APPLICATION (application);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *help_accels[] = { "F1", NULL };
  g_autoptr(GAction) board_theme = NULL;
  g_autoptr(GAction) chess_coordinates = NULL;
  g_autoptr(GAction) color_scheme = NULL;
  static const char * const region_choices[] = { "region-letters", "region-auto-cross" };

  G_APPLICATION_CLASS (queens_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), application_actions,
                                   G_N_ELEMENTS (application_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.help", help_accels);

  /* Every window shows the same colours, so the choice is the
   * application's; the windows follow the setting. */
  self->settings = g_settings_new (APPLICATION_ID);
  board_theme = g_settings_create_action (self->settings, "board-theme");
  g_action_map_add_action (G_ACTION_MAP (application), board_theme);
  chess_coordinates = g_settings_create_action (self->settings, "chess-coordinates");
  g_action_map_add_action (G_ACTION_MAP (application), chess_coordinates);
  color_scheme = g_settings_create_action (self->settings, "color-scheme");
  g_action_map_add_action (G_ACTION_MAP (application), color_scheme);
  /* How region puzzles look, in every window alike. */
  for (gsize i = 0; i < G_N_ELEMENTS (region_choices); i++)
    {
      g_autoptr(GAction) choice = g_settings_create_action (self->settings, region_choices[i]);

      g_action_map_add_action (G_ACTION_MAP (application), choice);
    }

  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (on_color_scheme_changed), self, 0);
  queens_application_apply_color_scheme (self);

  /* AdwApplication loads style.css from the resource base path by itself. */
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

static void
queens_application_dispose (GObject *object)
{
  QueensApplication *self = QUEENS_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_handle_id (&self->quit_wait_id, g_source_remove);

  G_OBJECT_CLASS (queens_application_parent_class)->dispose (object);
}

static void
queens_application_class_init (QueensApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = queens_application_dispose;

  app_class->startup = queens_application_startup;
  app_class->handle_local_options = queens_application_handle_local_options;
  app_class->command_line = queens_application_command_line;
  app_class->activate = queens_application_activate;
}

static void
queens_application_init (QueensApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), queens_application_entries);
}

QueensApplication *
queens_application_new (void)
{
  /* The resources keep the release's paths in the development profile,
   * whose id (io.github.nqueens.Queens.Devel) would lead elsewhere: the
   * base path is set, not derived from the id. */
  return g_object_new (QUEENS_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", RESOURCE_BASE_PATH,
                       NULL);
}
