/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-user-help.c: the user help, in the help viewer or online
 *
 * help:queens (help:queens-devel in the development profile) is opened by the desktop's default application for the
 * "help" scheme, as GIO finds it: outside a sandbox GIO launches it
 * directly (g_app_info_launch_default_for_uri_async), after looking it up
 * first, since a desktop without Yelp has none and the launch could only
 * fail.  GTK's own launcher is not used there: recent versions go through
 * the OpenURI portal wherever one is installed, which looks the handler
 * up on its own terms.  Inside a sandbox the handlers live outside it, so
 * the portal it is, through GTK (GtkUriLauncher on GTK 4.10,
 * gtk_show_uri_full on 4.8), which makes its dialogs modal to the window.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-message.h"
#include "queens-user-help.h"

typedef void (*LaunchDone) (GtkWindow    *parent,
                            const GError *error);

typedef struct
{
  GtkWindow  *parent;  /* owned, nullable */
  LaunchDone  done;
} Launch;

static void
launch_free (Launch *launch)
{
  g_clear_object (&launch->parent);
  g_free (launch);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Launch, launch_free)

static gboolean
in_sandbox (void)
{
  return g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS);
}

/* Whether the launch is worth trying: a viewer is installed, or the
 * sandbox's portal decides. */
static gboolean
help_viewer_may_exist (void)
{
  g_autoptr(GAppInfo) viewer = NULL;

  if (in_sandbox ())
    return TRUE;

  viewer = g_app_info_get_default_for_uri_scheme ("help");
  return viewer != NULL;
}

/* The user said no (to a portal's dialog, say): nothing more to say. */
static gboolean
launch_was_cancelled (const GError *error)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  if (g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED)
      || g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED))
    return TRUE;
#endif
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* The message is for a window still on show: one closed meanwhile gets
 * none. */
static gboolean
parent_is_shown (GtkWindow *parent)
{
  return parent != NULL && gtk_widget_get_visible (GTK_WIDGET (parent));
}

static void
on_launched_by_gio (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(Launch) launch = user_data;
  g_autoptr(GError) error = NULL;

  g_app_info_launch_default_for_uri_finish (result, &error);
  launch->done (launch->parent, error);
}

#if GTK_CHECK_VERSION (4, 10, 0)

static void
on_launched_by_gtk (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(Launch) launch = user_data;
  g_autoptr(GError) error = NULL;

  gtk_uri_launcher_launch_finish (GTK_URI_LAUNCHER (source), result, &error);
  launch->done (launch->parent, error);
}

#else /* GTK 4.8 */

static void
on_launched_by_gtk (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(Launch) launch = user_data;
  g_autoptr(GError) error = NULL;

  gtk_show_uri_full_finish (launch->parent, result, &error);
  launch->done (launch->parent, error);
}

#endif

/* Opens @uri with the desktop's application for it; @done hears how it
 * went, on the main loop, with @parent. */
static void
launch_uri (GtkWindow  *parent,
            const char *uri,
            LaunchDone  done)
{
  Launch *launch = g_new0 (Launch, 1);

  launch->parent = parent != NULL ? g_object_ref (parent) : NULL;
  launch->done = done;

  if (!in_sandbox ())
    {
      GdkDisplay *display = parent != NULL ? gtk_widget_get_display (GTK_WIDGET (parent))
                                           : gdk_display_get_default ();
      g_autoptr(GdkAppLaunchContext) context = gdk_display_get_app_launch_context (display);

      g_app_info_launch_default_for_uri_async (uri, G_APP_LAUNCH_CONTEXT (context), NULL,
                                               on_launched_by_gio, launch);
      return;
    }

  {
#if GTK_CHECK_VERSION (4, 10, 0)
    g_autoptr(GtkUriLauncher) launcher = gtk_uri_launcher_new (uri);

    gtk_uri_launcher_launch (launcher, parent, NULL, on_launched_by_gtk, launch);
#else
    gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, on_launched_by_gtk, launch);
#endif
  }
}

static void
on_online_help_launched (GtkWindow    *parent,
                         const GError *error)
{
  if (error == NULL || launch_was_cancelled (error))
    return;

  if (parent_is_shown (parent))
    queens_message_show (parent, _("Could Not Open the Online Help"), error->message);
  else
    g_warning ("Could not open %s: %s", QUEENS_USER_HELP_ONLINE_URI, error->message);
}

static void
on_read_online_answered (GObject      *source,
                         GAsyncResult *result,
                         gpointer      user_data)
{
  GtkWindow *parent = GTK_WINDOW (source);

  if (queens_message_ask_finish (result, NULL))
    launch_uri (parent, QUEENS_USER_HELP_ONLINE_URI, on_online_help_launched);
}

/* No viewer (@error NULL), or it did not start: the online pages, asked
 * for over @parent, or at once without one. */
static void
offer_online_help (GtkWindow    *parent,
                   const GError *error)
{
  g_autofree char *body = NULL;

  if (!parent_is_shown (parent))
    {
      launch_uri (NULL, QUEENS_USER_HELP_ONLINE_URI, on_online_help_launched);
      return;
    }

  if (error == NULL)
    body = g_strdup (_("The help is read in a help viewer such as Yelp, and none is "
                       "installed. The same pages can be read online, in the web browser."));
  else
    /* Translators: %s is the reason, such as "Failed to execute child process". */
    body = g_strdup_printf (_("The help viewer did not start (%s). The same pages can be "
                              "read online, in the web browser."),
                            error->message);

  queens_message_ask_async (parent,
                            error == NULL ? _("No Help Viewer Installed") : _("Could Not Open the Help"),
                            body, _("_Close"), _("Read _Online"),
                            on_read_online_answered, NULL);
}

static void
on_help_launched (GtkWindow    *parent,
                  const GError *error)
{
  if (error != NULL && !launch_was_cancelled (error))
    offer_online_help (parent, error);
}

void
queens_user_help_show (GtkWindow *parent)
{
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  if (help_viewer_may_exist ())
    launch_uri (parent, QUEENS_USER_HELP_URI, on_help_launched);
  else
    offer_online_help (parent, NULL);
}
