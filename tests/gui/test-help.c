/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-help.c: the user help (app.help, F1 and the main menu's Help)
 * opens help:queens in the desktop's help viewer, and where there is none
 * offers the online pages instead (needs a display and a session bus: run
 * under Xvfb and dbus-run-session)
 *
 * The desktop is a scratch one, set up before GTK starts.  Its data
 * folders are the system's without their applications, so that no real
 * help viewer or browser can answer; XDG_DATA_HOME holds a desktop entry
 * for the "help" and "https" URI schemes whose command appends the URI it
 * is given to a log, and XDG_CONFIG_HOME's mimeapps.list makes it the
 * default for both.  The application launches it through GIO exactly as
 * it would launch Yelp, so the log says which URI was asked for.  GIO
 * reads the desktop entries once per process: the case without a help
 * viewer (only a browser) runs in a child process of its own, which
 * g_test_trap_subprocess() starts with the same scratch desktop.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>
#include <unistd.h>

#include "queens-user-help.h"
#include "export-driver.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

/* Names the scratch desktop for the child process. */
#define DESKTOP_VARIABLE "QUEENS_TEST_HELP_DESKTOP"

static QueensApplication *application;
static char *desktop;

/* Lines of @path, the URIs launched; none when the file is not there. */
static GStrv
read_launched (const char *path)
{
  g_autofree char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return g_new0 (char *, 1);
  return g_strsplit (contents, "\n", -1);
}

/* The log of one handler, in the scratch desktop. */
static char *
log_path (const char *handler)
{
  g_autofree char *name = g_strconcat (handler, ".log", NULL);

  return g_build_filename (desktop, name, NULL);
}

typedef struct
{
  const char *log;
  const char *uri;
  guint       count;
} Launched;

/* wait_for() condition: the log holds @count complete lines, each @uri
 * (the last line of a file ending in a newline is empty). */
static gboolean
has_launched (gpointer data)
{
  Launched *launched = data;
  g_auto(GStrv) lines = read_launched (launched->log);
  guint n_lines = g_strv_length (lines);

  if (n_lines != launched->count + 1 || g_strcmp0 (lines[n_lines - 1], "") != 0)
    return FALSE;
  for (guint i = 0; i + 1 < n_lines; i++)
    if (g_strcmp0 (lines[i], launched->uri) != 0)
      g_error ("%s launched “%s”, not “%s”", launched->log, lines[i], launched->uri);
  return TRUE;
}

static void
wait_for_launch (const char *handler,
                 const char *uri,
                 guint       count,
                 const char *what)
{
  g_autofree char *log = log_path (handler);
  Launched launched = { log, uri, count };

  wait_for (has_launched, &launched, what);
}

static void
write_file (const char *folder,
            const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

/* A desktop entry that handles @schemes ("x-scheme-handler/help;...") by
 * appending the URI to @handler's log. */
static void
write_handler (const char *handler,
               const char *schemes)
{
  g_autofree char *folder = g_build_filename (desktop, handler, "applications", NULL);
  g_autofree char *script = g_build_filename (desktop, "record-uri.sh", NULL);
  g_autofree char *log = log_path (handler);
  g_autofree char *name = g_strdup_printf ("queens-test-%s.desktop", handler);
  g_autofree char *entry = g_strdup_printf ("[Desktop Entry]\n"
                                            "Type=Application\n"
                                            "Name=Queens test %s\n"
                                            "Exec=/bin/sh \"%s\" \"%s\" %%u\n"
                                            "MimeType=%s\n"
                                            "NoDisplay=true\n",
                                            handler, script, log, schemes);

  write_file (folder, name, entry);
}

/* The data folders of the session without their applications: every
 * other entry of each is linked into a folder of the scratch desktop. */
static char *
data_folders_without_applications (void)
{
  /* Read here, not through g_get_system_data_dirs (), which would keep
   * the value for the rest of the process. */
  const char *value = g_getenv ("XDG_DATA_DIRS");
  g_auto(GStrv) folders = g_strsplit (value != NULL && *value != '\0' ? value : "/usr/local/share:/usr/share",
                                      ":", -1);
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; folders[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("system-%u", i);
      char *copy = g_build_filename (desktop, name, NULL);
      g_autoptr(GDir) dir = g_dir_open (folders[i], 0, NULL);
      const char *entry;

      g_assert_cmpint (g_mkdir_with_parents (copy, 0700), ==, 0);
      while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
        if (!g_str_equal (entry, "applications"))
          {
            g_autofree char *target = g_build_filename (folders[i], entry, NULL);
            g_autofree char *link = g_build_filename (copy, entry, NULL);

            g_assert_cmpint (symlink (target, link), ==, 0);
          }
      g_ptr_array_add (copies, copy);
    }
  g_ptr_array_add (copies, NULL);
  return g_strjoinv (":", (char **) copies->pdata);
}

/* The scratch desktop: "viewer" handles help: and https: URIs, "browser"
 * https: alone; their own config folders make each the default. */
static void
make_desktop (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dirs = NULL;
  g_autofree char *viewer_config = NULL;
  g_autofree char *browser_config = NULL;

  desktop = g_dir_make_tmp ("queens-test-help-XXXXXX", &error);
  g_assert_no_error (error);

  write_file (desktop, "record-uri.sh", "#!/bin/sh\nprintf '%s\\n' \"$2\" >> \"$1\"\n");
  write_handler ("viewer", "x-scheme-handler/help;x-scheme-handler/https;");
  write_handler ("browser", "x-scheme-handler/https;");
  viewer_config = g_build_filename (desktop, "viewer", "config", NULL);
  write_file (viewer_config, "mimeapps.list",
              "[Default Applications]\n"
              "x-scheme-handler/help=queens-test-viewer.desktop\n"
              "x-scheme-handler/https=queens-test-viewer.desktop\n");
  browser_config = g_build_filename (desktop, "browser", "config", NULL);
  write_file (browser_config, "mimeapps.list",
              "[Default Applications]\n"
              "x-scheme-handler/https=queens-test-browser.desktop\n");

  data_dirs = data_folders_without_applications ();
  g_setenv ("XDG_DATA_DIRS", data_dirs, TRUE);
  g_setenv (DESKTOP_VARIABLE, desktop, TRUE);
}

/* This process's desktop: @handler's applications and defaults. */
static void
use_desktop (const char *handler)
{
  g_autofree char *data = g_build_filename (desktop, handler, NULL);
  g_autofree char *config = g_build_filename (desktop, handler, "config", NULL);

  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);

  /* Nothing read the folders before: GLib keeps the first values. */
  g_assert_cmpstr (g_get_user_data_dir (), ==, data);
  g_assert_cmpstr (g_get_user_config_dir (), ==, config);
  g_assert_true (g_str_has_prefix (g_get_system_data_dirs ()[0], desktop));
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_file_test (path, G_FILE_TEST_IS_SYMLINK) ? NULL : g_dir_open (path, 0, NULL);
  const char *entry;

  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, entry, NULL);

      remove_tree (child);
    }
  g_remove (path);
}

static QueensWindow *
open_window (void)
{
  QueensWindow *window = queens_window_new (GTK_APPLICATION (application), 8);

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the first search");
  gtk_widget_grab_focus (GTK_WIDGET (queens_window_get_board_view (window)));
  return window;
}

/* The desktop has a help viewer: the action, the menu's Help and F1 all
 * open help:queens in it, and nothing else opens. */
static void
test_help_viewer (void)
{
  QueensWindow *window = open_window ();
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");

  g_assert_nonnull (viewer);
  g_assert_cmpstr (g_app_info_get_id (viewer), ==, "queens-test-viewer.desktop");

  /* As the main menu's Help does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.help", NULL));
  wait_for_launch ("viewer", QUEENS_USER_HELP_URI, 1, "the help viewer to be asked for help:queens");

  /* F1, from the board. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_F1, 0));
  wait_for_launch ("viewer", QUEENS_USER_HELP_URI, 2, "F1 to ask the help viewer for help:queens");

  /* F1 from the watch page too: it is the application's key. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("watch"));
  gtk_widget_grab_focus (GTK_WIDGET (queens_window_get_watch_view (window)));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_F1, 0));
  wait_for_launch ("viewer", QUEENS_USER_HELP_URI, 3, "F1 in Watch to ask for help:queens");

  close_window_and_wait (GTK_WINDOW (window));
}

/* In the child: no application handles help: URIs.  The help says so
 * over the window; Close (Escape) opens nothing, Read Online opens the
 * online pages in the browser. */
static void
run_without_viewer (void)
{
  QueensWindow *window = open_window ();
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  g_autofree char *browser_log = log_path ("browser");
  GtkWindow *message;

  g_assert_null (viewer);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.help", NULL));
  message = wait_for_window_over (GTK_WINDOW (window), "the message that no help viewer is installed");
  {
    g_autofree char *text = collect_text (GTK_WIDGET (message));

    g_test_message ("message: %s", text);
    g_assert_nonnull (strstr (text, "No Help Viewer Installed"));
    g_assert_nonnull (strstr (text, "Yelp"));
  }
  g_assert_true (press_key (message, GDK_KEY_Escape, 0));
  wait_for_no_window_over (GTK_WINDOW (window), "Escape to close the message");
  g_assert_false (g_file_test (browser_log, G_FILE_TEST_EXISTS));

  /* F1 asks again; Alt+O is Read Online. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_F1, 0));
  message = wait_for_window_over (GTK_WINDOW (window), "F1 to bring the message");
  g_assert_true (press_key (message, GDK_KEY_o, GDK_ALT_MASK));
  wait_for_launch ("browser", QUEENS_USER_HELP_ONLINE_URI, 1, "the browser to open the online help");
  wait_for_no_window_over (GTK_WINDOW (window), "the message to close");

  close_window_and_wait (GTK_WINDOW (window));
}

static void
test_help_without_viewer (void)
{
  g_autofree char *viewer_log = log_path ("viewer");
  g_auto(GStrv) before = read_launched (viewer_log);
  g_auto(GStrv) after = NULL;

  if (g_test_subprocess ())
    {
      run_without_viewer ();
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  /* The help viewer the child could not see was never asked. */
  after = read_launched (viewer_log);
  g_assert_cmpuint (g_strv_length (after), ==, g_strv_length (before));
}

/* The online pages the message offers are the ones the metainfo gives
 * software centres as the help (QUEENS_METAINFO names its source). */
static void
test_help_online_address (void)
{
  const char *path = g_getenv ("QUEENS_METAINFO");
  g_autofree char *contents = NULL;
  g_autofree char *expected = g_strdup_printf ("<url type=\"help\">%s</url>", QUEENS_USER_HELP_ONLINE_URI);

  g_assert_nonnull (path);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, expected));
  g_assert_true (g_str_has_prefix (QUEENS_USER_HELP_ONLINE_URI, "https://github.com/nqueens/queens/"));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  /* Before anything reads the XDG folders, GTK included. */
  if (g_test_subprocess ())
    {
      desktop = g_strdup (g_getenv (DESKTOP_VARIABLE));
      g_assert_nonnull (desktop);
      use_desktop ("browser");
    }
  else
    {
      make_desktop ();
      use_desktop ("viewer");
    }

  gtk_init ();
  application = start_test_application ();

  g_test_add_func ("/help/viewer", test_help_viewer);
  g_test_add_func ("/help/without-viewer", test_help_without_viewer);
  g_test_add_func ("/help/online-address", test_help_online_address);

  status = g_test_run ();

  g_clear_object (&application);
  if (!g_test_subprocess ())
    remove_tree (desktop);
  g_free (desktop);
  return status;
}
