/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-single-instance.c: the real binary as a desktop starts it twice
 *
 * Queens is a single-instance application: a second start hands its
 * command line to the running one, whose window comes forward at the N
 * asked for, and the second process ends at once.  Quitting while a long
 * search runs ends the process.  Needs a display and a session bus (Xvfb and
 * dbus-run-session), and QUEENS_BINARY.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gio/gio.h>

#include "main-loop-wait.h"
#include "time-limit.h"

/* A D-Bus call that takes longer calls the application hung: long, for an
 * action may do seconds of work under the sanitizers on a busy machine. */
#define DBUS_CALL_LIMIT_SECONDS 25

#define OBJECT_PATH APPLICATION_PATH



static GDBusConnection *bus;

/* The action names a path of the running instance exports, or NULL when
 * there is no such object (yet). */
static GVariant *
list_actions (const char *object_path)
{
  return g_dbus_connection_call_sync (bus, APPLICATION_ID, object_path,
                                      "org.gtk.Actions", "List", NULL,
                                      G_VARIANT_TYPE ("(as)"), G_DBUS_CALL_FLAGS_NONE,
                                      time_limit_ms (DBUS_CALL_LIMIT_SECONDS), NULL, NULL);
}

static gboolean
object_is_exported (gpointer data)
{
  g_autoptr(GVariant) reply = list_actions (data);

  return reply != NULL;
}

static GSubprocess *
start_queens (const char *n)
{
  const char *binary = g_getenv ("QUEENS_BINARY");
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_assert_nonnull (binary);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, binary, "--n", n, NULL);
  g_assert_no_error (error);
  return process;
}

/* The exit status can be read only once the process was reaped, which
 * the asynchronous wait does on this main context. */
static void
watch_process (GSubprocess *process)
{
  watch_process_end (process);
}

static gboolean
action_group_has (GVariant   *reply,
                  const char *name)
{
  g_autofree const char **names = NULL;

  g_variant_get (reply, "(^a&s)", &names);
  return g_strv_contains (names, name);
}

/* Whether the first window's search runs: its Stop action is enabled
 * exactly then. */
static gboolean
window_is_searching (void)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;
  gboolean enabled = FALSE;

  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, OBJECT_PATH "/window/1",
                                       "org.gtk.Actions", "Describe",
                                       g_variant_new ("(s)", "stop"),
                                       G_VARIANT_TYPE ("((bgav))"), G_DBUS_CALL_FLAGS_NONE,
                                       time_limit_ms (DBUS_CALL_LIMIT_SECONDS), NULL, &error);
  g_assert_no_error (error);
  g_variant_get (reply, "((bg@av))", &enabled, NULL, NULL);
  return enabled;
}

static gboolean
window_is_idle (gpointer data)
{
  return !window_is_searching ();
}

static gboolean
window_searches (gpointer data)
{
  return window_is_searching ();
}

/* Starts the binary again with --n @n, as a second launch would, and
 * checks that it handed over and ended. */
static void
start_again (const char *n)
{
  g_autoptr(GSubprocess) again = start_queens (n);

  watch_process (again);
  wait_for (process_has_ended, again, "the second start to hand over and end");
  g_assert_true (g_subprocess_get_if_exited (again));
  g_assert_cmpint (g_subprocess_get_exit_status (again), ==, 0);
}

static void
test_single_instance (void)
{
  g_autoptr(GSubprocess) first = start_queens ("18");
  g_autoptr(GVariant) window_actions = NULL;
  g_autoptr(GVariant) second_window = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;
  gint64 quit_time;

  watch_process (first);
  wait_for (object_is_exported, (gpointer) OBJECT_PATH "/window/1", "the first window");
  window_actions = list_actions (OBJECT_PATH "/window/1");
  g_assert_true (action_group_has (window_actions, "next-solution"));
  /* N = 18 takes minutes to list. */
  g_assert_true (window_is_searching ());

  /* A second start switches the running window to N = 5, whose search
   * ends at once, and opens no window of its own. */
  start_again ("5");
  wait_for (window_is_idle, NULL, "the running window to take N = 5");
  second_window = list_actions (OBJECT_PATH "/window/2");
  g_assert_null (second_window);
  g_assert_false (process_has_ended (first));

  /* And back to a long search, then quit in the middle of it: the
   * process ends without waiting for the search. */
  start_again ("18");
  wait_for (window_searches, NULL, "the running window to search N = 18");
  quit_time = g_get_monotonic_time ();
  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, OBJECT_PATH,
                                       "org.gtk.Actions", "Activate",
                                       g_variant_new ("(sava{sv})", "quit", NULL, NULL),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, time_limit_ms (DBUS_CALL_LIMIT_SECONDS), NULL, &error);
  /* The process may end before it answers. */
  if (error != NULL)
    g_test_message ("quit call: %s", error->message);
  wait_for (process_has_ended, first, "the first instance to quit");
  g_assert_true (g_subprocess_get_if_exited (first));
  g_assert_cmpint (g_subprocess_get_exit_status (first), ==, 0);
  g_test_message ("the process ended %.0f ms after quit, mid-search",
                  (g_get_monotonic_time () - quit_time) / 1000.0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/application/single-instance", test_single_instance);

  return g_test_run ();
}
