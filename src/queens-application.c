/* queens-application.c: the GtkApplication
 *
 * Non-GUI commands run in handle-local-options, before the application
 * registers or touches a display; everything else reaches the primary
 * instance through command-line, so `queens --n 12` also works when a
 * window is already open.
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
queens_application_class_init (QueensApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

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
