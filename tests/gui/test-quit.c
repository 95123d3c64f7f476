/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-quit.c: the real binary quit while work is under way
 *
 * app.quit while the window counts: the count stops, its last save is
 * waited for, and the state folder holds the checkpoint alone, with the
 * progress made.  app.quit after the text of a big board was copied
 * while a program reading the clipboard stalls half-way (as a stuck
 * clipboard manager does): the process still ends.  The binary is driven
 * through its actions on the session bus; the clipboard is read as an
 * X11 client.  (That the run ends only after the count's last save,
 * which a process can win or lose by chance, is test-window-count's
 * /application/quit-mid-count, in one process.)  Needs a display and a
 * session bus (Xvfb and dbus-run-session), and QUEENS_BINARY.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <signal.h>
#include <sys/prctl.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <X11/Xlib.h>

#include "main-loop-wait.h"
#include "queens-count-checkpoint.h"
#include "time-limit.h"

/* A D-Bus call that takes longer calls the application hung: long, for an
 * action may do seconds of work under the sanitizers on a busy machine. */
#define DBUS_CALL_LIMIT_SECONDS 25

#define OBJECT_PATH APPLICATION_PATH
#define WINDOW_PATH OBJECT_PATH "/window/1"

/* Counted for minutes, so still counting when the test quits. */
#define COUNT_N 19



static GDBusConnection *bus;

/* ------------------------------------------------------------------ */
/* The binary                                                          */
/* ------------------------------------------------------------------ */

/* A child left hanging by a failed test goes with the test. */
static void
die_with_parent (gpointer unused)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static gboolean
window_is_exported (gpointer unused)
{
  g_autoptr(GVariant) reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, WINDOW_PATH,
                                                           "org.gtk.Actions", "List", NULL,
                                                           G_VARIANT_TYPE ("(as)"), G_DBUS_CALL_FLAGS_NONE,
                                                           time_limit_ms (DBUS_CALL_LIMIT_SECONDS), NULL, NULL);

  return reply != NULL;
}

/* The binary at N = @n, its window up; @env: NULL-terminated pairs of
 * names and values added to the environment. */
static GSubprocess *
start_queens (const char  *n,
              const char **env)
{
  const char *binary = g_getenv ("QUEENS_BINARY");
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_assert_nonnull (binary);
  for (guint i = 0; env != NULL && env[i] != NULL; i += 2)
    g_subprocess_launcher_setenv (launcher, env[i], env[i + 1], TRUE);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, binary, "--n", n, NULL);
  g_assert_no_error (error);
  watch_process_end (process);
  wait_for (window_is_exported, NULL, "the window on the bus");
  return process;
}

/* Activates @name at @object_path (the application's or the window's),
 * with @parameter (NULL: none; sunk). */
static void
activate (const char *object_path,
          const char *name,
          GVariant   *parameter)
{
  g_autoptr(GVariantBuilder) parameters = g_variant_builder_new (G_VARIANT_TYPE ("av"));
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  if (parameter != NULL)
    g_variant_builder_add (parameters, "v", parameter);
  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, object_path, "org.gtk.Actions", "Activate",
                                       g_variant_new ("(sava{sv})", name, parameters, NULL),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, time_limit_ms (DBUS_CALL_LIMIT_SECONDS), NULL, &error);
  g_assert_no_error (error);
}

/* app.quit, then the process must end, and well. */
static void
quit_and_wait (GSubprocess *process)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  reply = g_dbus_connection_call_sync (bus, APPLICATION_ID, OBJECT_PATH, "org.gtk.Actions", "Activate",
                                       g_variant_new ("(sava{sv})", "quit", NULL, NULL),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, time_limit_ms (DBUS_CALL_LIMIT_SECONDS), NULL, &error);
  /* The process may end before it answers. */
  if (error != NULL)
    g_test_message ("quit call: %s", error->message);
  wait_for (process_has_ended, process, "the process to end after app.quit");
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

/* ------------------------------------------------------------------ */
/* Quitting mid-count                                                  */
/* ------------------------------------------------------------------ */

typedef struct
{
  char  *path;
  guint  done;
  ino_t  inode;
} Saved;

/* The checkpoint as last saved, once it holds some finished tasks. */
static gboolean
checkpoint_has_progress (gpointer data)
{
  Saved *saved = data;
  g_autoptr(QueensCountCheckpoint) checkpoint = NULL;
  GStatBuf status;

  if (g_stat (saved->path, &status) != 0)
    return FALSE;
  checkpoint = queens_count_checkpoint_load (saved->path, COUNT_N, 1, 1, NULL);
  if (checkpoint == NULL || queens_count_checkpoint_get_done (checkpoint) == 0)
    return FALSE;

  saved->done = queens_count_checkpoint_get_done (checkpoint);
  saved->inode = status.st_ino;
  return TRUE;
}

static char *
list_folder (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* The count is cancelled by the quit, and saves once more before the
 * process ends: the checkpoint is a save made after the quit (a new
 * file), with at least the progress seen before it, and no temporary of
 * a save cut short is left beside it. */
static void
test_quit_mid_count (void)
{
  g_autofree char *state = g_dir_make_tmp ("queens-test-quit-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (state, "queens", NULL);
  g_autofree char *expected = g_strdup_printf ("count-%u.checkpoint", COUNT_N);
  /* Saves a second apart: the one seen before the quit is not followed
   * by another that soon but for the final one. */
  const char *env[] = { "XDG_STATE_HOME", state, "QUEENS_CHECKPOINT_INTERVAL_MS", "1000", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(QueensCountCheckpoint) checkpoint = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL;
  Saved saved = { 0 };
  GStatBuf status;

  g_assert_nonnull (state);
  saved.path = g_build_filename (folder, expected, NULL);
  process = start_queens ("8", env);
  /* Past the memory for stored solutions: the window starts the counter. */
  activate (WINDOW_PATH, "set-n", g_variant_new_int32 (COUNT_N));
  wait_for (checkpoint_has_progress, &saved, "a checkpoint with finished tasks");
  g_test_message ("%u tasks done in the checkpoint before quitting", saved.done);

  quit_and_wait (process);

  names = list_folder (folder);
  g_assert_cmpstr (names, ==, expected);
  g_assert_cmpint (g_stat (saved.path, &status), ==, 0);
  g_assert_true (status.st_ino != saved.inode);
  checkpoint = queens_count_checkpoint_load (saved.path, COUNT_N, 1, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (queens_count_checkpoint_get_done (checkpoint), >=, saved.done);
  g_assert_cmpuint (queens_count_checkpoint_get_done (checkpoint), <, queens_count_checkpoint_get_tasks (checkpoint));
  g_test_message ("%u tasks done in the checkpoint after quitting", queens_count_checkpoint_get_done (checkpoint));

  g_assert_cmpint (g_unlink (saved.path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  g_assert_cmpint (g_rmdir (state), ==, 0);
  g_free (saved.path);
}

/* ------------------------------------------------------------------ */
/* Quitting after a big copy                                           */
/* ------------------------------------------------------------------ */

typedef enum
{
  READ_ASKED,
  READ_REFUSED,   /* nothing offered as text */
  READ_WHOLE,     /* the text in one piece */
  READ_STALLED    /* a transfer in pieces (INCR) begun, and left */
} ReadState;

typedef struct
{
  Display   *display;
  Window     window;
  Atom       property;
  Atom       incr;
  ReadState  state;
  gboolean   in_pieces;
  gsize      length;
} Reader;

/* Asks for the clipboard as UTF8_STRING into a window of its own. */
static void
reader_start (Reader *reader)
{
  reader->display = XOpenDisplay (NULL);
  g_assert_nonnull (reader->display);
  reader->window = XCreateSimpleWindow (reader->display, DefaultRootWindow (reader->display),
                                        0, 0, 1, 1, 0, 0, 0);
  XSelectInput (reader->display, reader->window, PropertyChangeMask);
  reader->property = XInternAtom (reader->display, "QUEENS_TEST_CLIPBOARD", False);
  reader->incr = XInternAtom (reader->display, "INCR", False);
  reader->state = READ_ASKED;
  XConvertSelection (reader->display, XInternAtom (reader->display, "CLIPBOARD", False),
                     XInternAtom (reader->display, "UTF8_STRING", False), reader->property,
                     reader->window, CurrentTime);
  XFlush (reader->display);
}

/* wait_for() condition, reading the reader's X events: the owner
 * answered.  A transfer in pieces is acknowledged once, as a reader
 * does, and its first piece is then left unread, as a reader that hangs
 * does: the owner waits for it for good. */
static gboolean
reader_has_answer (gpointer data)
{
  Reader *reader = data;

  while (reader->state == READ_ASKED && XPending (reader->display) > 0)
    {
      XEvent event;

      XNextEvent (reader->display, &event);
      if (event.type == SelectionNotify && !reader->in_pieces)
        {
          Atom type;
          int format;
          unsigned long n_items;
          unsigned long bytes_after;
          unsigned char *value = NULL;

          if (event.xselection.property == None)
            {
              reader->state = READ_REFUSED;
              break;
            }
          XGetWindowProperty (reader->display, reader->window, reader->property, 0, G_MAXLONG / 4, False,
                              AnyPropertyType, &type, &format, &n_items, &bytes_after, &value);
          if (type == reader->incr)
            {
              reader->in_pieces = TRUE;
              XDeleteProperty (reader->display, reader->window, reader->property);
              XFlush (reader->display);
            }
          else
            {
              reader->state = READ_WHOLE;
              reader->length = n_items;
            }
          XFree (value);
        }
      else if (event.type == PropertyNotify && event.xproperty.atom == reader->property
               && event.xproperty.state == PropertyNewValue && reader->in_pieces)
        reader->state = READ_STALLED;
    }

  return reader->state != READ_ASKED;
}

static void
reader_stop (Reader *reader)
{
  XDestroyWindow (reader->display, reader->window);
  XCloseDisplay (reader->display);
}

/* The text of N = 100,000 is some 600 KB.  Whatever the window makes of
 * the copy, a reader stuck half-way does not hold up the quit, and no
 * text goes over in pieces, which is what a stuck reader can hold up. */
static void
test_quit_after_big_copy (void)
{
  /* The reader talks X11 to the window. */
  const char *env[] = { "GDK_BACKEND", "x11", NULL };
  g_autoptr(GSubprocess) process = NULL;
  Reader reader = { 0 };

  if (g_getenv ("DISPLAY") == NULL)
    {
      g_test_skip ("no X11 display");
      return;
    }

  process = start_queens ("100000", env);
  activate (WINDOW_PATH, "copy-text", NULL);
  reader_start (&reader);
  wait_for (reader_has_answer, &reader, "the window to answer the clipboard reader");
  g_test_message ("the reader: %s", reader.state == READ_STALLED ? "stalled in a transfer in pieces"
                                    : reader.state == READ_WHOLE ? "read the text whole"
                                    : "found no text");

  quit_and_wait (process);
  g_assert_cmpint (reader.state, !=, READ_STALLED);
  reader_stop (&reader);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/quit/mid-count", test_quit_mid_count);
  g_test_add_func ("/quit/after-big-copy", test_quit_after_big_copy);

  return g_test_run ();
}
