/* queens-application.c: the GtkApplication
 *
 * Non-GUI commands run in handle-local-options, before the application
 * registers or touches a display; everything else reaches the primary
 * instance through command-line, so `queens --n 12` also works when a
 * window is already open.  The application itself owns app.quit (Ctrl+Q)
 * and the style sheet; everything else is a window action.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-application.h"
#include "queens-cli.h"
#include "queens-window.h"

struct _QueensApplication
{
  GtkApplication parent_instance;
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

static void
on_quit (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);
  GList *windows;

  /* Destroying the windows cancels their searches; the application then
   * quits as its last window goes. */
  while ((windows = gtk_application_get_windows (application)) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));

  g_application_quit (G_APPLICATION (application));
}

static const GActionEntry application_actions[] = {
  { "quit", on_quit },
};

static void
queens_application_startup (GApplication *application)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  g_autoptr(GtkCssProvider) css_provider = NULL;

  G_APPLICATION_CLASS (queens_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), application_actions,
                                   G_N_ELEMENTS (application_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);

  css_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css_provider, RESOURCE_BASE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css_provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
queens_application_class_init (QueensApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = queens_application_startup;
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
