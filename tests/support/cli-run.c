/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-run.c: runs the real queens binary for the command-line tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli-run.h"
#include "time-limit.h"

void
queens_run_free (QueensRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
  g_free (run);
}

static char *
bytes_to_string (GBytes *bytes,
                 gsize  *out_length)
{
  gsize length = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;
  char *string = g_malloc (length + 1);

  if (length > 0)
    memcpy (string, data, length);
  string[length] = '\0';
  if (out_length != NULL)
    *out_length = length;
  return string;
}

GSubprocessLauncher *
new_launcher (GSubprocessFlags flags)
{
  GSubprocessLauncher *launcher = g_subprocess_launcher_new (flags);

  /* Untranslated messages, and no display: a command that wrongly opened
   * a window would fail at once instead of showing one. */
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");
  return launcher;
}

const char *
get_binary (void)
{
  const char *binary = g_getenv ("QUEENS_BINARY");

  if (binary == NULL)
    g_error ("QUEENS_BINARY is not set: run this test through meson test");
  return binary;
}

GPtrArray *
build_argv (const char * const *args)
{
  return build_argv_for (get_binary (), args);
}

GPtrArray *
build_argv_for (const char         *binary,
                const char * const *args)
{
  GPtrArray *argv = g_ptr_array_new ();
  guint i;

  g_ptr_array_add (argv, (gpointer) binary);
  for (i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  return argv;
}

void
kill_and_fail (GSubprocess *subprocess,
               const char  *format,
               ...)
{
  g_autofree char *identifier = g_strdup (g_subprocess_get_identifier (subprocess));
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* Left running, the child would outlive the test, hold its pipes and
   * use the machine; once waited for, it is gone. */
  g_subprocess_force_exit (subprocess);
  g_subprocess_wait (subprocess, NULL, NULL);
  g_error ("%s (child process %s stopped and waited for)", message,
           identifier != NULL ? identifier : "already waited for");
}

int
get_status (GSubprocess *subprocess)
{
  if (g_subprocess_get_if_exited (subprocess))
    return g_subprocess_get_exit_status (subprocess);
  return -1;
}

typedef struct
{
  gboolean  finished;
  gboolean  timed_out;
  GBytes   *out;
  GBytes   *err;
  GError   *error;
} Communication;

static void
on_communicated (GObject      *source_object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Communication *communication = user_data;

  g_subprocess_communicate_finish (G_SUBPROCESS (source_object), result,
                                   &communication->out, &communication->err,
                                   &communication->error);
  communication->finished = TRUE;
}

static gboolean
on_run_timeout (gpointer user_data)
{
  Communication *communication = user_data;

  communication->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Collects the child's output and status, killing it if it hangs. */
QueensRun *
finish_run (GSubprocess *subprocess,
            guint        timeout_seconds)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  gint64 limit_us = time_limit_us (timeout_seconds);
  g_autoptr(GSource) timeout = g_timeout_source_new ((guint) (limit_us / 1000));
  Communication communication = { 0 };
  QueensRun *run = g_new0 (QueensRun, 1);

  g_main_context_push_thread_default (context);
  g_source_set_callback (timeout, on_run_timeout, &communication, NULL);
  g_source_attach (timeout, context);

  g_subprocess_communicate_async (subprocess, NULL, NULL, on_communicated, &communication);
  while (!communication.finished && !communication.timed_out)
    g_main_context_iteration (context, TRUE);
  if (!communication.finished)
    kill_and_fail (subprocess, "timed out after %g s waiting for the child to end",
                   limit_us / (double) G_USEC_PER_SEC);

  g_source_destroy (timeout);
  g_main_context_pop_thread_default (context);

  g_assert_no_error (communication.error);
  g_assert_true (g_subprocess_wait (subprocess, NULL, NULL));

  run->status = get_status (subprocess);
  if (g_subprocess_get_if_signaled (subprocess))
    run->term_signal = g_subprocess_get_term_sig (subprocess);
  run->out = bytes_to_string (communication.out, &run->out_length);
  run->err = bytes_to_string (communication.err, NULL);
  g_clear_pointer (&communication.out, g_bytes_unref);
  g_clear_pointer (&communication.err, g_bytes_unref);
  return run;
}

GSubprocess *
spawn_queens (const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_autoptr(GError) error = NULL;
  GSubprocess *subprocess;

  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return subprocess;
}

QueensRun *
run_queensv (const char * const *args)
{
  g_autoptr(GSubprocess) subprocess = spawn_queens (args);

  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

/* An error is exactly one line on stderr, starting "queens: ". */
void
assert_one_error_line (const char *err)
{
  const char *newline = strchr (err, '\n');

  g_assert_true (g_str_has_prefix (err, "queens: "));
  g_assert_nonnull (newline);
  g_assert_cmpint (newline[1], ==, '\0');
}

void
assert_failure (QueensRun  *run,
                int         status,
                const char *needle)
{
  g_assert_cmpint (run->status, ==, status);
  g_assert_cmpstr (run->out, ==, "");
  assert_one_error_line (run->err);
  if (needle != NULL && strstr (run->err, needle) == NULL)
    g_error ("stderr %s does not name %s", run->err, needle);
}

/* ------------------------------------------------------------------ */
/* Independent checks                                                  */
/* ------------------------------------------------------------------ */

/* Parses one line of the text form; empty rows become -1.  Returns the
 * number of tokens, or 0 when a token is not a column in 1..max. */
guint
parse_board_line (const char *line,
                  gint32     *columns,
                  guint       max_columns)
{
  guint n = 0;
  const char *p = line;

  while (*p != '\0')
    {
      if (n == max_columns)
        return 0;

      if (*p == '.')
        {
          columns[n++] = -1;
          p++;
        }
      else
        {
          guint64 value = 0;

          if (!g_ascii_isdigit (*p))
            return 0;
          while (g_ascii_isdigit (*p) && value <= G_MAXINT32)
            value = value * 10 + (guint) (*p++ - '0');
          if (value == 0 || value > max_columns)
            return 0;
          columns[n++] = (gint32) value - 1;
        }

      if (*p == ' ')
        p++;
      else if (*p != '\0')
        return 0;
    }

  return n;
}

/* O(n): a permutation with no two queens on one diagonal. */
gboolean
is_solution (const gint32 *columns,
             guint         n)
{
  g_autofree guint8 *column_used = g_new0 (guint8, n);
  g_autofree guint8 *diagonal_used = g_new0 (guint8, 2 * n);
  g_autofree guint8 *antidiagonal_used = g_new0 (guint8, 2 * n);
  guint row;

  for (row = 0; row < n; row++)
    {
      gint32 column = columns[row];

      if (column < 0 || (guint) column >= n)
        return FALSE;
      if (column_used[column] || diagonal_used[row - column + n] || antidiagonal_used[row + column])
        return FALSE;
      column_used[column] = diagonal_used[row - column + n] = antidiagonal_used[row + column] = 1;
    }

  return TRUE;
}

/* Splits output into lines, checking it ends with a newline. */
GStrv
split_lines (const char *out)
{
  g_auto(GStrv) lines = NULL;
  guint n_lines;

  if (*out == '\0')
    return g_new0 (char *, 1);

  g_assert_true (g_str_has_suffix (out, "\n"));
  lines = g_strsplit (out, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpstr (lines[n_lines - 1], ==, "");
  g_clear_pointer (&lines[n_lines - 1], g_free);
  return g_steal_pointer (&lines);
}

/* The single line of a solution for n; checks it is one and valid. */
gint32 *
parse_solution_output (QueensRun *run,
                       guint      n)
{
  const char *out = run->out;
  gsize length = run->out_length;
  g_autofree gint32 *columns = g_new (gint32, n);
  g_autofree char *line = NULL;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpuint (length, >, 0);
  g_assert_cmpint (out[length - 1], ==, '\n');
  g_assert_null (memchr (out, '\n', length - 1));

  line = g_strndup (out, length - 1);
  g_assert_cmpuint (parse_board_line (line, columns, n), ==, n);
  g_assert_true (is_solution (columns, n));
  return g_steal_pointer (&columns);
}

/* How often and how long (times the multiplier) wait_for_signal_handler()
 * looks. */
#define HANDLER_POLL_MS 2
#define HANDLER_LIMIT_SECONDS 60

/* The child's pid, for /proc. */
int
get_pid (GSubprocess *subprocess)
{
  const char *identifier = g_subprocess_get_identifier (subprocess);

  g_assert_nonnull (identifier);
  return atoi (identifier);
}

/* Whether process @pid catches @signal_number: its bit in SigCgt, the
 * mask of caught signals in /proc/PID/status.  A process that has ended
 * (gone, or a zombie not yet waited for) never will. */
static gboolean
catches_signal (int       pid,
                int       signal_number,
                gboolean *out_running)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", pid);
  g_autofree char *status = NULL;
  const char *line;

  *out_running = g_file_get_contents (path, &status, NULL, NULL)
                 && strstr (status, "\nState:\tZ") == NULL;
  line = *out_running ? strstr (status, "\nSigCgt:") : NULL;
  if (line == NULL)
    return FALSE;

  return (g_ascii_strtoull (line + strlen ("\nSigCgt:"), NULL, 16)
          >> (signal_number - 1)) & 1;
}

/* Waits, polling, until the child has put its handler for @signal_number
 * in place: a signal sent before would kill it instead. */
void
wait_for_signal_handler (GSubprocess *subprocess,
                         int          signal_number)
{
  gint64 deadline = time_limit_deadline (HANDLER_LIMIT_SECONDS);
  int pid = get_pid (subprocess);
  gboolean running = TRUE;

  while (!catches_signal (pid, signal_number, &running))
    {
      if (!running)
        kill_and_fail (subprocess, "process %d ended without catching signal %d",
                       pid, signal_number);
      if (g_get_monotonic_time () > deadline)
        kill_and_fail (subprocess, "timed out after %g s waiting for process %d to catch "
                       "signal %d", time_limit_us (HANDLER_LIMIT_SECONDS) / (double) G_USEC_PER_SEC,
                       pid, signal_number);
      g_usleep (HANDLER_POLL_MS * G_TIME_SPAN_MILLISECOND);
    }
}

void
assert_stops_on_signals (const char * const *args,
                         const char         *message)
{
  static const struct
  {
    int signal_number;
    int status;
  } cases[] = { { SIGINT, 130 }, { SIGTERM, 143 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GSubprocess) subprocess = spawn_queens (args);
      g_autoptr(QueensRun) run = NULL;

      wait_for_signal_handler (subprocess, cases[i].signal_number);
      g_subprocess_send_signal (subprocess, cases[i].signal_number);
      run = finish_run (subprocess, 10);

      g_assert_cmpint (run->term_signal, ==, 0);
      g_assert_cmpint (run->status, ==, cases[i].status);
      g_assert_cmpstr (run->out, ==, "");
      g_assert_cmpstr (run->err, ==, message);
    }
}

char **
child_environment (void)
{
  char **environment = g_get_environ ();

  /* As new_launcher() sets them. */
  environment = g_environ_setenv (environment, "LC_ALL", "C.UTF-8", TRUE);
  environment = g_environ_unsetenv (environment, "DISPLAY");
  environment = g_environ_unsetenv (environment, "WAYLAND_DISPLAY");
  return environment;
}

char *
read_to_end (int fd)
{
  GString *text = g_string_new (NULL);
  char buffer[4096];

  for (;;)
    {
      ssize_t got = read (fd, buffer, sizeof buffer);

      if (got < 0 && errno == EINTR)
        continue;
      /* A terminal's master side reports EIO once the child has gone. */
      if (got <= 0)
        break;
      g_string_append_len (text, buffer, got);
    }
  close (fd);
  return g_string_free (text, FALSE);
}

/* How long (times the multiplier) a child may take to notice the hang-up. */
#define HANG_UP_LIMIT_SECONDS 30

typedef struct
{
  gboolean finished;
  gboolean timed_out;
} Waiting;

static void
on_waited (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Waiting *waiting = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source_object), result, NULL);
  waiting->finished = TRUE;
}

static gboolean
on_wait_timeout (gpointer user_data)
{
  Waiting *waiting = user_data;

  waiting->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

QueensRun *
finish_after_hang_up (GSubprocess *subprocess)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  gint64 limit_us = time_limit_us (HANG_UP_LIMIT_SECONDS);
  g_autoptr(GSource) timeout = g_timeout_source_new ((guint) (limit_us / 1000));
  g_autoptr(GError) error = NULL;
  GInputStream *err = g_subprocess_get_stderr_pipe (subprocess);
  QueensRun *run = g_new0 (QueensRun, 1);
  Waiting waiting = { 0 };
  char err_buffer[4096];
  gsize n_read = 0;

  g_main_context_push_thread_default (context);
  g_source_set_callback (timeout, on_wait_timeout, &waiting, NULL);
  g_source_attach (timeout, context);
  g_subprocess_wait_async (subprocess, NULL, on_waited, &waiting);
  while (!waiting.finished && !waiting.timed_out)
    g_main_context_iteration (context, TRUE);
  if (!waiting.finished)
    kill_and_fail (subprocess, "timed out after %g s waiting for the child to end after "
                   "the hang-up", limit_us / (double) G_USEC_PER_SEC);
  g_source_destroy (timeout);
  g_main_context_pop_thread_default (context);

  run->status = get_status (subprocess);
  if (g_subprocess_get_if_signaled (subprocess))
    run->term_signal = g_subprocess_get_term_sig (subprocess);

  /* It has exited, so this ends at once. */
  g_input_stream_read_all (err, err_buffer, sizeof err_buffer - 1, &n_read, NULL, &error);
  g_assert_no_error (error);
  err_buffer[n_read] = '\0';
  run->err = g_strdup (err_buffer);
  run->out = g_strdup ("");
  return run;
}

char *
read_then_hang_up (GSubprocess *subprocess,
                   gsize        length)
{
  GInputStream *out = g_subprocess_get_stdout_pipe (subprocess);
  g_autoptr(GError) error = NULL;
  char *buffer = g_malloc0 (length + 1);
  gsize n_read = 0;

  g_input_stream_read_all (out, buffer, length, &n_read, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_read, ==, length);
  g_input_stream_close (out, NULL, &error);
  g_assert_no_error (error);
  return buffer;
}
