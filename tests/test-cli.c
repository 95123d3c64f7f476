/* test-cli.c: runs the real queens binary and checks every command
 *
 * Links GLib/GIO (and cairo, to read exported PNG files back) only:
 * answers are verified here by independent code (validity of boards,
 * conflict pairs, the K-th solution) or against the published counts in
 * tests/data/known-counts.txt, never against the core.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cairo.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib-unix.h>

#include "known-counts.h"
#include "small-disk.h"

/* Generous: a child that takes this long is hung, not slow. */
#define RUN_TIMEOUT_SECONDS 120

typedef struct
{
  int    status;      /* exit status, or -1 when killed by a signal */
  int    term_signal; /* the signal that killed it, or 0 */
  char  *out;         /* NUL-terminated copies of the output */
  gsize  out_length;
  char  *err;
} QueensRun;

static void
queens_run_free (QueensRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensRun, queens_run_free)

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

static GSubprocessLauncher *
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

static const char *
get_binary (void)
{
  const char *binary = g_getenv ("QUEENS_BINARY");

  if (binary == NULL)
    g_error ("QUEENS_BINARY is not set: run this test through meson test");
  return binary;
}

static GPtrArray *
build_argv (const char * const *args)
{
  GPtrArray *argv = g_ptr_array_new ();
  guint i;

  g_ptr_array_add (argv, (gpointer) get_binary ());
  for (i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  return argv;
}

static int
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
static QueensRun *
finish_run (GSubprocess *subprocess,
            guint        timeout_seconds)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSource) timeout = g_timeout_source_new_seconds (timeout_seconds);
  Communication communication = { 0 };
  QueensRun *run = g_new0 (QueensRun, 1);

  g_main_context_push_thread_default (context);
  g_source_set_callback (timeout, on_run_timeout, &communication, NULL);
  g_source_attach (timeout, context);

  g_subprocess_communicate_async (subprocess, NULL, NULL, on_communicated, &communication);
  while (!communication.finished)
    {
      g_main_context_iteration (context, TRUE);
      if (communication.timed_out && !g_subprocess_get_if_exited (subprocess))
        g_subprocess_force_exit (subprocess);
    }

  g_source_destroy (timeout);
  g_main_context_pop_thread_default (context);

  g_assert_no_error (communication.error);
  g_assert_false (communication.timed_out);
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

static GSubprocess *
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

static QueensRun *
run_queensv (const char * const *args)
{
  g_autoptr(GSubprocess) subprocess = spawn_queens (args);

  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

#define run_queens(...) run_queensv ((const char * const []) { __VA_ARGS__, NULL })

/* An error is exactly one line on stderr, starting "queens: ". */
static void
assert_one_error_line (const char *err)
{
  const char *newline = strchr (err, '\n');

  g_assert_true (g_str_has_prefix (err, "queens: "));
  g_assert_nonnull (newline);
  g_assert_cmpint (newline[1], ==, '\0');
}

static void
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
static guint
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
static gboolean
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
static GStrv
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
static gint32 *
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

/* ------------------------------------------------------------------ */
/* --count                                                             */
/* ------------------------------------------------------------------ */

static void
test_count_known (void)
{
  g_autoptr(GRegex) regex = g_regex_new ("^n=(\\d+) solutions=(\\d+) unique=(\\d+) seconds=\\d+\\.\\d+\n$",
                                         0, 0, NULL);
  guint n;

  for (n = 1; n <= 12; n++)
    {
      g_autofree char *n_text = g_strdup_printf ("%u", n);
      g_autoptr(QueensRun) run = run_queens ("--count", n_text);
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *shown_n = NULL;
      g_autofree char *total = NULL;
      g_autofree char *unique = NULL;

      g_assert_cmpint (run->status, ==, 0);
      g_assert_cmpstr (run->err, ==, "");
      if (!g_regex_match (regex, run->out, 0, &match))
        g_error ("unexpected --count output: %s", run->out);

      shown_n = g_match_info_fetch (match, 1);
      total = g_match_info_fetch (match, 2);
      unique = g_match_info_fetch (match, 3);
      g_assert_cmpstr (shown_n, ==, n_text);
      g_assert_cmpuint (g_ascii_strtoull (total, NULL, 10), ==,
                        known_counts_total (n));
      g_assert_cmpuint (g_ascii_strtoull (unique, NULL, 10), ==,
                        known_counts_unique (n));
    }
}

static void
test_count_interrupt (void)
{
  guint delay_ms = 300;
  guint attempt;

  for (attempt = 0; attempt < 3; attempt++, delay_ms *= 3)
    {
      g_autoptr(GSubprocess) subprocess = spawn_queens ((const char * const []) { "--count", "21", NULL });
      g_autoptr(QueensRun) run = NULL;

      g_usleep (delay_ms * G_TIME_SPAN_MILLISECOND);
      g_subprocess_send_signal (subprocess, SIGINT);
      run = finish_run (subprocess, 10);

      /* Killed by the signal: it came before the handler was in place
       * (a very slow start), so try again later rather than fail. */
      if (run->term_signal == SIGINT)
        {
          g_test_message ("SIGINT after %u ms arrived before the handler; retrying", delay_ms);
          continue;
        }

      g_assert_cmpint (run->status, ==, 130);
      g_assert_cmpstr (run->out, ==, "");
      g_assert_cmpstr (run->err, ==, "queens: counting interrupted\n");
      return;
    }

  g_error ("--count never handled SIGINT");
}

/* ------------------------------------------------------------------ */
/* --list                                                              */
/* ------------------------------------------------------------------ */

/* Every line a valid solution for n, in strictly increasing order. */
static guint
check_listing (GStrv lines,
               guint n)
{
  g_autofree gint32 *previous = g_new (gint32, n);
  g_autofree gint32 *columns = g_new (gint32, n);
  guint i;

  for (i = 0; lines[i] != NULL; i++)
    {
      g_assert_cmpuint (parse_board_line (lines[i], columns, n), ==, n);
      g_assert_true (is_solution (columns, n));

      if (i > 0)
        {
          guint row = 0;

          /* Numeric, not textual, order: "10" comes after "9". */
          while (row < n && columns[row] == previous[row])
            row++;
          g_assert_cmpuint (row, <, n);
          g_assert_cmpint (columns[row], >, previous[row]);
        }
      memcpy (previous, columns, n * sizeof *columns);
    }

  return i;
}

static void
test_list_eight (void)
{
  g_autoptr(QueensRun) run = run_queens ("--list", "8");
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) distinct = g_hash_table_new (g_str_hash, g_str_equal);
  guint i;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (check_listing (lines, 8), ==, 92);

  for (i = 0; lines[i] != NULL; i++)
    g_hash_table_add (distinct, lines[i]);
  g_assert_cmpuint (g_hash_table_size (distinct), ==, 92);
}

static void
test_list_counts (void)
{
  guint n;

  for (n = 1; n <= 10; n++)
    {
      g_autofree char *n_text = g_strdup_printf ("%u", n);
      g_autoptr(QueensRun) run = run_queens ("--list", n_text);
      g_auto(GStrv) lines = NULL;

      /* Like --solve: no solution is a negative answer, said in words. */
      if (known_counts_total (n) == 0)
        {
          g_autofree char *expected =
            g_strdup_printf ("queens: there is no solution for N = %u\n", n);

          assert_failure (run, 1, NULL);
          g_assert_cmpstr (run->err, ==, expected);
          continue;
        }

      g_assert_cmpint (run->status, ==, 0);
      g_assert_cmpstr (run->err, ==, "");
      lines = split_lines (run->out);
      g_assert_cmpuint (check_listing (lines, n), ==,
                        known_counts_total (n));
    }
}

static void
test_list_limit (void)
{
  g_autoptr(QueensRun) all = run_queens ("--list", "10");
  g_autoptr(QueensRun) first = run_queens ("--list", "10", "--limit", "5");
  g_autoptr(QueensRun) beyond = run_queens ("--limit", "1000", "--list", "8");
  g_autoptr(QueensRun) one = run_queens ("--list=12", "--limit=1");
  g_auto(GStrv) all_lines = NULL;
  g_auto(GStrv) first_lines = NULL;
  g_auto(GStrv) beyond_lines = NULL;
  g_auto(GStrv) one_lines = NULL;
  guint i;

  g_assert_cmpint (all->status, ==, 0);
  g_assert_cmpint (first->status, ==, 0);
  g_assert_cmpstr (first->err, ==, "");
  all_lines = split_lines (all->out);
  first_lines = split_lines (first->out);
  g_assert_cmpuint (check_listing (all_lines, 10), ==, 724);
  g_assert_cmpuint (g_strv_length (first_lines), ==, 5);
  for (i = 0; i < 5; i++)
    g_assert_cmpstr (first_lines[i], ==, all_lines[i]);

  /* A limit past the end changes nothing. */
  g_assert_cmpint (beyond->status, ==, 0);
  beyond_lines = split_lines (beyond->out);
  g_assert_cmpuint (check_listing (beyond_lines, 8), ==, 92);

  g_assert_cmpint (one->status, ==, 0);
  one_lines = split_lines (one->out);
  g_assert_cmpuint (check_listing (one_lines, 12), ==, 1);
  g_assert_cmpstr (one_lines[0], ==, "1 3 5 8 10 12 6 11 2 7 9 4");
}

/* Every solution of @n in lexicographic order, one line each, by plain
 * backtracking: independent of the program's solver. */
static void
append_solutions_from_row (GString *listing,
                           gint32  *columns,
                           guint    n,
                           guint    row)
{
  if (row == n)
    {
      for (guint r = 0; r < n; r++)
        g_string_append_printf (listing, "%d%c", columns[r] + 1, r + 1 < n ? ' ' : '\n');
      return;
    }

  for (guint column = 0; column < n; column++)
    {
      gboolean safe = TRUE;

      for (guint above = 0; above < row && safe; above++)
        {
          gint32 other = columns[above];

          safe = other != (gint32) column
                 && ABS (other - (gint32) column) != (gint32) (row - above);
        }
      if (!safe)
        continue;
      columns[row] = (gint32) column;
      append_solutions_from_row (listing, columns, n, row + 1);
    }
}

static void
test_list_matches_search (void)
{
  const guint n = 10;
  g_autoptr(QueensRun) run = run_queens ("--list", "10");
  g_autoptr(GString) expected = g_string_new (NULL);
  gint32 columns[10];

  append_solutions_from_row (expected, columns, n, 0);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==, expected->str);
}

static char **
child_environment (void)
{
  char **environment = g_get_environ ();

  /* As new_launcher() sets them. */
  environment = g_environ_setenv (environment, "LC_ALL", "C.UTF-8", TRUE);
  environment = g_environ_unsetenv (environment, "DISPLAY");
  environment = g_environ_unsetenv (environment, "WAYLAND_DISPLAY");
  return environment;
}

/* Reads @fd to its end into a string, then closes it. */
static char *
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

/* Runs queens with @args, standard output to /dev/null unless @out asks
 * for it, and returns the child's peak resident set in KiB as wait4()
 * reports it. */
static glong
run_measuring_memory (const char * const  *args,
                      char               **out,
                      char               **err,
                      int                 *status)
{
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_auto(GStrv) environment = child_environment ();
  g_autoptr(GError) error = NULL;
  struct rusage usage;
  int out_fd = -1, err_fd = -1;
  int wait_status = 0;
  GPid pid;

  g_spawn_async_with_pipes (NULL, (char **) argv->pdata, environment,
                            G_SPAWN_DO_NOT_REAP_CHILD
                            | (out == NULL ? G_SPAWN_STDOUT_TO_DEV_NULL : 0),
                            NULL, NULL, &pid, NULL, out != NULL ? &out_fd : NULL,
                            &err_fd, &error);
  g_assert_no_error (error);

  /* The output asked for here is small, so reading one pipe after the
   * other cannot block the child. */
  if (out != NULL)
    *out = read_to_end (out_fd);
  *err = read_to_end (err_fd);

  while (wait4 (pid, &wait_status, 0, &usage) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_spawn_close_pid (pid);

  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return usage.ru_maxrss;
}

/* The listing streams: neither the first line of N = 16 nor all of its
 * 14,772,512 lines may cost memory that grows with the answer (the old
 * collect-then-sort path took over 100 MiB for either).  The bound grows
 * with what the same binary takes to print one small solution, because a
 * sanitizer multiplies both: about 44 MiB in a plain build. */
#define LIST_EXTRA_MEMORY_KIB (16 * 1024)

static void
test_list_bounded_memory (void)
{
  g_autofree char *base_out = NULL, *base_err = NULL;
  g_autofree char *first_out = NULL, *first_err = NULL;
  g_autofree char *all_err = NULL;
  g_auto(GStrv) first_lines = NULL;
  glong base_kib, first_kib, all_kib;
  int status;

  base_kib = run_measuring_memory ((const char * const []) { "--solve", "8", NULL },
                                   &base_out, &base_err, &status);
  g_assert_cmpint (status, ==, 0);

  first_kib = run_measuring_memory ((const char * const []) { "--list", "16", "--limit", "1", NULL },
                                    &first_out, &first_err, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (first_err, ==, "");
  first_lines = split_lines (first_out);
  g_assert_cmpuint (check_listing (first_lines, 16), ==, 1);

  all_kib = run_measuring_memory ((const char * const []) { "--list", "16", NULL },
                                  NULL, &all_err, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (all_err, ==, "");

  g_test_message ("peak memory: %ld KiB for --solve 8, %ld KiB for --list 16 --limit 1, "
                  "%ld KiB for --list 16", base_kib, first_kib, all_kib);
  g_assert_cmpint (first_kib, <, 2 * base_kib + LIST_EXTRA_MEMORY_KIB);
  g_assert_cmpint (all_kib, <, 2 * base_kib + LIST_EXTRA_MEMORY_KIB);
}

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

static void
test_list_closed_pipe (void)
{
  g_autoptr(GSubprocess) subprocess = spawn_queens ((const char * const []) { "--list", "16", NULL });
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSource) timeout = g_timeout_source_new_seconds (30);
  g_autoptr(GError) error = NULL;
  GInputStream *out = g_subprocess_get_stdout_pipe (subprocess);
  GInputStream *err = g_subprocess_get_stderr_pipe (subprocess);
  Waiting waiting = { 0 };
  char buffer[4096 + 1];
  char err_buffer[4096];
  char *first_line_end;
  gint32 columns[16];
  gsize n_read = 0;

  /* Read a little of a listing far longer than any pipe buffer, then
   * hang up: the child must stop quietly. */
  g_input_stream_read_all (out, buffer, sizeof buffer - 1, &n_read, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_read, ==, sizeof buffer - 1);
  buffer[n_read] = '\0';
  first_line_end = strchr (buffer, '\n');
  g_assert_nonnull (first_line_end);
  *first_line_end = '\0';
  g_assert_cmpuint (parse_board_line (buffer, columns, 16), ==, 16);
  g_assert_true (is_solution (columns, 16));
  g_input_stream_close (out, NULL, &error);
  g_assert_no_error (error);

  g_main_context_push_thread_default (context);
  g_source_set_callback (timeout, on_wait_timeout, &waiting, NULL);
  g_source_attach (timeout, context);
  g_subprocess_wait_async (subprocess, NULL, on_waited, &waiting);
  while (!waiting.finished && !waiting.timed_out)
    g_main_context_iteration (context, TRUE);
  if (!waiting.finished)
    {
      g_subprocess_force_exit (subprocess);
      while (!waiting.finished)
        g_main_context_iteration (context, TRUE);
    }
  g_source_destroy (timeout);
  g_main_context_pop_thread_default (context);

  g_assert_false (waiting.timed_out);
  g_assert_cmpint (get_status (subprocess), ==, 0);

  /* It has exited, so this ends at once. */
  g_input_stream_read_all (err, err_buffer, sizeof err_buffer, &n_read, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_read, ==, 0);
}

/* ------------------------------------------------------------------ */
/* --solve                                                             */
/* ------------------------------------------------------------------ */

static void
check_solve (guint n)
{
  g_autofree char *n_text = g_strdup_printf ("%u", n);
  g_autoptr(QueensRun) run = NULL;
  g_autofree gint32 *columns = NULL;
  gint64 start = g_get_monotonic_time ();

  run = run_queens ("--solve", n_text);
  if (n >= 1000000)
    g_test_message ("--solve %u: %.2f s including the pipe",
                    n, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  columns = parse_solution_output (run, n);
}

static void
test_solve_valid (void)
{
  static const guint large[] = { 1, 1000, 1000000, 10000000 };
  guint n;
  guint i;

  for (n = 4; n <= 50; n++)
    check_solve (n);
  for (i = 0; i < G_N_ELEMENTS (large); i++)
    check_solve (large[i]);
}

static void
test_solve_none (void)
{
  g_autoptr(QueensRun) two = run_queens ("--solve", "2");
  g_autoptr(QueensRun) three = run_queens ("--solve", "3");

  assert_failure (two, 1, NULL);
  g_assert_cmpstr (two->err, ==, "queens: there is no solution for N = 2\n");
  assert_failure (three, 1, NULL);
  g_assert_cmpstr (three->err, ==, "queens: there is no solution for N = 3\n");
}

/* ------------------------------------------------------------------ */
/* --check                                                             */
/* ------------------------------------------------------------------ */

static void
test_check_solution (void)
{
  g_autoptr(QueensRun) run = run_queens ("--check", "1 5 8 6 3 7 2 4");
  g_autoptr(QueensRun) commas = run_queens ("--check", " 2,4,1,3 ");

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==,
                   "8 of 8 queens placed, 0 conflicts: a solution\n");

  g_assert_cmpint (commas->status, ==, 0);
  g_assert_cmpstr (commas->out, ==,
                   "4 of 4 queens placed, 0 conflicts: a solution\n");
}

static void
test_check_partial (void)
{
  g_autoptr(QueensRun) run = run_queens ("--check", "1 5 8 . . . . .");
  g_autoptr(QueensRun) empty = run_queens ("--check", ". . .");

  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==,
                   "3 of 8 queens placed, 0 conflicts: not a solution\n");

  g_assert_cmpint (empty->status, ==, 1);
  g_assert_cmpstr (empty->out, ==,
                   "0 of 3 queens placed, 0 conflicts: not a solution\n");
}

/* Every pair of queens on one line, in (first row, second row) order,
 * each as "r1 c1 r2 c2 kind" with 1-based numbers. */
static GPtrArray *
list_pairs (const gint32 *columns,
            guint         n)
{
  GPtrArray *pairs = g_ptr_array_new_with_free_func (g_free);
  guint first, second;

  for (first = 0; first < n; first++)
    for (second = first + 1; second < n; second++)
      {
        gint64 c1 = columns[first], c2 = columns[second];
        gint64 distance = second - first;
        const char *kind;

        if (c1 < 0 || c2 < 0)
          continue;
        if (c1 == c2)
          kind = "column";
        else if (c2 - c1 == distance)
          kind = "diagonal";
        else if (c1 - c2 == distance)
          kind = "antidiagonal";
        else
          continue;

        g_ptr_array_add (pairs, g_strdup_printf ("%u %d %u %d %s",
                                                 first + 1, (int) c1 + 1,
                                                 second + 1, (int) c2 + 1, kind));
      }

  return pairs;
}

static void
check_conflict_report (const char *board,
                       guint       n)
{
  g_autoptr(QueensRun) run = run_queens ("--check", board);
  g_autoptr(GRegex) regex = g_regex_new ("^conflict: row (\\d+), column (\\d+) and "
                                         "row (\\d+), column (\\d+) share an? (\\S+)$",
                                         0, 0, NULL);
  g_autofree gint32 *columns = g_new (gint32, n);
  g_autoptr(GPtrArray) expected = NULL;
  g_autofree char *summary = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_queens = 0;
  guint i;

  g_assert_cmpuint (parse_board_line (board, columns, n), ==, n);
  expected = list_pairs (columns, n);
  g_assert_cmpuint (expected->len, >, 0);
  for (i = 0; i < n; i++)
    n_queens += columns[i] >= 0;

  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, expected->len + 1);

  for (i = 0; i < expected->len; i++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *row1 = NULL, *column1 = NULL, *row2 = NULL, *column2 = NULL, *kind = NULL;
      g_autofree char *pair = NULL;

      if (!g_regex_match (regex, lines[i], 0, &match))
        g_error ("unexpected conflict line: %s", lines[i]);
      row1 = g_match_info_fetch (match, 1);
      column1 = g_match_info_fetch (match, 2);
      row2 = g_match_info_fetch (match, 3);
      column2 = g_match_info_fetch (match, 4);
      kind = g_match_info_fetch (match, 5);
      pair = g_strdup_printf ("%s %s %s %s %s", row1, column1, row2, column2, kind);
      g_assert_cmpstr (pair, ==, g_ptr_array_index (expected, i));
    }

  summary = g_strdup_printf ("%u of %u queens placed, %u conflict%s: not a solution",
                             n_queens, n, expected->len, expected->len == 1 ? "" : "s");
  g_assert_cmpstr (lines[expected->len], ==, summary);
}

static void
test_check_conflicts (void)
{
  g_autoptr(QueensRun) named = run_queens ("--check", "1 . 3 . . . . .");

  /* The readable form: squares named by row and column, as the text
   * form counts them (no chess names: the command line has no settings). */
  g_assert_cmpint (named->status, ==, 1);
  g_assert_cmpstr (named->out, ==,
                   "conflict: row 1, column 1 and row 3, column 3 share a diagonal\n"
                   "2 of 8 queens placed, 1 conflict: not a solution\n");

  check_conflict_report ("1 3 5 2 4 . 1 8", 8);
  check_conflict_report ("1 1 1 1", 4);
  check_conflict_report ("4 3 2 1", 4);
  check_conflict_report ("1 2 3 4 5 6 7 8 9 10 11 12", 12);
  check_conflict_report ("3 1 4 1 5 9 2 6 5 3 5 8 9 7 9 3", 16);
}

/* Past the listing limit the pairs are summed up instead of listed. */
static void
test_check_many_conflicts (void)
{
  g_autoptr(GString) board = g_string_new (NULL);
  g_autoptr(QueensRun) run = NULL;
  g_auto(GStrv) lines = NULL;
  guint i;

  for (i = 0; i < 1000; i++)
    g_string_append (board, i == 0 ? "1" : " 1");
  run = run_queens ("--check", board->str);

  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_nonnull (strstr (lines[0], "499500"));
  g_assert_cmpstr (lines[1], ==, "1000 of 1000 queens placed, 499500 conflicts: not a solution");
}

static void
test_check_malformed (void)
{
  g_autoptr(QueensRun) token = run_queens ("--check", "1 x 3");
  g_autoptr(QueensRun) range = run_queens ("--check", "1 . 9 .");
  g_autoptr(QueensRun) empty = run_queens ("--check", "  ");

  assert_failure (token, 2, "\"x\"");
  g_assert_true (g_str_has_prefix (token->err, "queens: --check: "));
  assert_failure (range, 2, "9");
  g_assert_true (g_str_has_prefix (range->err, "queens: --check: "));
  assert_failure (empty, 2, "--check");
}

/* ------------------------------------------------------------------ */
/* --complete                                                          */
/* ------------------------------------------------------------------ */

static void
check_completion (const char *board,
                  guint       n)
{
  g_autoptr(QueensRun) run = run_queens ("--complete", board);
  g_autofree gint32 *given = g_new (gint32, n);
  g_autofree gint32 *columns = NULL;
  guint row;

  g_assert_cmpuint (parse_board_line (board, given, n), ==, n);
  columns = parse_solution_output (run, n);
  for (row = 0; row < n; row++)
    if (given[row] >= 0)
      g_assert_cmpint (columns[row], ==, given[row]);
}

static void
test_complete_found (void)
{
  check_completion ("1 . . . . . . .", 8);
  check_completion (". . . . . . . 4", 8);
  check_completion (".", 1);
  check_completion ("1 3 5 8 . . . . . . . .", 12);
  check_completion (". . . . 4 . . . . . . . . . . . . . . 13", 20);
}

/* Pins taken from a constructed solution, so one surely exists. */
static void
test_complete_large (void)
{
  const guint n = 200;
  g_autoptr(QueensRun) solved = run_queens ("--solve", "200");
  g_autofree gint32 *solution = parse_solution_output (solved, n);
  g_autoptr(GString) board = g_string_new (NULL);
  guint row;

  for (row = 0; row < n; row++)
    {
      if (row > 0)
        g_string_append_c (board, ' ');
      if (row % 40 == 7)
        g_string_append_printf (board, "%d", solution[row] + 1);
      else
        g_string_append_c (board, '.');
    }

  check_completion (board->str, n);
}

static void
test_complete_impossible (void)
{
  g_autoptr(QueensRun) corner = run_queens ("--complete", "1 . . .");
  g_autoptr(QueensRun) two = run_queens ("--complete", ". .");

  assert_failure (corner, 1, NULL);
  g_assert_cmpstr (corner->err, ==, "queens: no solution keeps these queens\n");
  assert_failure (two, 1, NULL);
  g_assert_cmpstr (two->err, ==, "queens: no solution keeps these queens\n");
}

/* N = 33 is past the exhaustive search: local search with the queens of
 * rows 1-17 pinned to the odd columns runs out of steps, and says how
 * many it had. */
static void
test_complete_gives_up (void)
{
  g_autoptr(GString) board = g_string_new (NULL);
  g_autoptr(QueensRun) run = NULL;
  g_autoptr(GRegex) message = g_regex_new ("^queens: no solution found within [1-9][0-9,]* "
                                           "(search )?steps\n$", 0, 0, NULL);

  for (guint row = 0; row < 33; row++)
    {
      if (row > 0)
        g_string_append_c (board, ' ');
      if (row < 17)
        g_string_append_printf (board, "%u", 2 * row + 1);
      else
        g_string_append_c (board, '.');
    }

  run = run_queens ("--complete", board->str);
  assert_failure (run, 1, NULL);
  if (!g_regex_match (message, run->err, 0, NULL))
    g_error ("unexpected message: %s", run->err);
}

static void
test_complete_conflicting (void)
{
  g_autoptr(QueensRun) diagonal = run_queens ("--complete", "1 . 3 . . . . .");
  g_autoptr(QueensRun) column = run_queens ("--complete", ". 2 . . 2 . . . 7 7");

  assert_failure (diagonal, 2, NULL);
  g_assert_cmpstr (diagonal->err, ==,
                   "queens: --complete: the given queens conflict: "
                   "row 1, column 1 and row 3, column 3 share a diagonal\n");

  /* The first pair in row order is named. */
  assert_failure (column, 2, "row 2, column 2 and ");
  g_assert_nonnull (strstr (column->err, "row 5, column 2 share a column"));
}

static void
test_complete_malformed (void)
{
  g_autoptr(QueensRun) token = run_queens ("--complete", "1 . ? .");
  g_autoptr(QueensRun) empty = run_queens ("--complete", "");

  assert_failure (token, 2, "\"?\"");
  g_assert_true (g_str_has_prefix (token->err, "queens: --complete: "));
  assert_failure (empty, 2, "--complete");
}

/* ------------------------------------------------------------------ */
/* Bad input and the rest                                              */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char *args[6];
  const char *named;  /* the bad value, as the message must show it */
} BadInput;

static const BadInput bad_inputs[] = {
  { { "--count", "abc" }, "--count: \"abc\" is not a whole number from 1 to 32" },
  { { "--count", "" }, "\"\"" },
  { { "--count", "+1" }, "\"+1\"" },
  { { "--count", "-1" }, "\"-1\"" },
  { { "--count", " 8" }, "\" 8\"" },
  { { "--count", "8x" }, "\"8x\"" },
  { { "--count", "1e3" }, "\"1e3\"" },
  { { "--count", "0x10" }, "\"0x10\"" },
  { { "--count", "8.0" }, "\"8.0\"" },
  { { "--count", "1\n2" }, "\"1\\n2\"" },
  { { "--count", "\xff" }, "\\xff" },
  { { "--count", "\xc3\xa9" }, "\"\xc3\xa9\"" },
  { { "--count", "0" }, "--count: 0 is outside 1..32" },
  { { "--count", "40" }, "--count: 40 is outside 1..32" },
  { { "--count", "18446744073709551616" }, "18446744073709551616" },
  { { "--count", "99999999999999999999999999" }, "99999999999999999999999999" },
  { { "--count=" }, "\"\"" },
  { { "--list", "0" }, "0 is outside 1..32" },
  { { "--list", "33" }, "33 is outside 1..32" },
  { { "--list", "eight" }, "\"eight\"" },
  { { "--list", "8", "--limit", "0" }, "--limit: 0" },
  { { "--list", "8", "--limit", "-5" }, "\"-5\"" },
  { { "--list", "8", "--limit", "many" }, "\"many\"" },
  { { "--list", "8", "--limit", "99999999999999999999999" }, "99999999999999999999999" },
  { { "--limit", "5" }, "--limit" },
  { { "--count", "8", "--limit", "5" }, "--limit" },
  { { "--solve", "0" }, "0 is outside 1..10000000" },
  { { "--solve", "10000001" }, "10000001 is outside 1..10000000" },
  { { "--solve", "ten" }, "\"ten\"" },
  { { "--check", "" }, "--check" },
  { { "--check", "1 x 3" }, "\"x\"" },
  { { "--check", "1 -2 3" }, "-2" },
  { { "--check", "+3 . ." }, "+3" },
  { { "--check", "1e3 . ." }, "1e3" },
  { { "--complete", "1 x 3" }, "\"x\"" },
  { { "--complete", "" }, "--complete" },
  { { "--n", "0" }, "0 is outside 1..100000" },
  { { "--n", "100001" }, "100001 is outside 1..100000" },
  { { "--n", "big" }, "\"big\"" },
  { { "--bogus" }, "--bogus" },
  { { "--count", "8", "--frobnicate=3" }, "--frobnicate" },
  { { "-x" }, "-x" },
  { { "--count" }, "--count" },
  { { "--list", "8", "--limit" }, "--limit" },
  { { "--check" }, "--check" },
  { { "foo" }, "foo" },
  { { "--count", "8", "extra" }, "extra" },
  { { "--", "--count", "8" }, "\"--count\"" },
  { { "--count", "8", "--list", "8" }, "--list" },
  { { "--solve", "8", "--check", "1" }, "--check" },
  { { "--n", "8", "--count", "8" }, "--n" },
  { { "--count", "8", "--count", "9" }, "--count" },
};

static void
test_bad_input (void)
{
  guint i;

  for (i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autoptr(QueensRun) run = run_queensv (bad_inputs[i].args);
      g_autofree char *joined = g_strjoinv (" ", (char **) bad_inputs[i].args);
      g_autofree char *command = g_strescape (joined, NULL);
      g_autofree char *message = g_strchomp (g_strdup (run->err));

      g_test_message ("queens %s -> %s", command, message);
      assert_failure (run, 2, bad_inputs[i].named);
    }
}

static void
test_help (void)
{
  static const char *options[] = {
    "--count", "--list", "--limit", "--solve", "--check", "--complete", "--n",
    "--export", "--solution", "--fundamental", "--board", "--size", "--coordinates"
  };
  g_autoptr(QueensRun) run = run_queens ("--help");
  const char *out = run->out;
  guint i;

  g_assert_cmpint (run->status, ==, 0);
  for (i = 0; i < G_N_ELEMENTS (options); i++)
    g_assert_nonnull (strstr (out, options[i]));
  g_assert_nonnull (strstr (out, "1 to 32"));
  g_assert_nonnull (strstr (out, "130"));
  g_assert_nonnull (strstr (out, "16 to 16384"));
  g_assert_nonnull (strstr (out, "up to 32"));
}

/* A write error other than a closed pipe is reported once, exit 1. */
static void
test_output_failure (void)
{
  g_autoptr(GSubprocessLauncher) launcher = new_launcher (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  g_assert_true (g_file_test ("/dev/full", G_FILE_TEST_EXISTS));
  g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
  subprocess = g_subprocess_launcher_spawn (launcher, &error, get_binary (),
                                            "--solve", "100", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (subprocess, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);

  g_assert_cmpint (get_status (subprocess), ==, 1);
  assert_one_error_line (err);
  g_assert_nonnull (strstr (err, "cannot write"));
}

/* The same through the listing's own output path. */
static void
test_list_output_failure (void)
{
  g_autoptr(GSubprocessLauncher) launcher = new_launcher (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
  subprocess = g_subprocess_launcher_spawn (launcher, &error, get_binary (),
                                            "--list", "8", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (subprocess, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);

  g_assert_cmpint (get_status (subprocess), ==, 1);
  assert_one_error_line (err);
  g_assert_nonnull (strstr (err, "cannot write the output"));
}

/* ------------------------------------------------------------------ */
/* Terminals and displays                                              */
/* ------------------------------------------------------------------ */

/* Long enough (seconds) for several progress updates, 100 ms apart. */
#define PROGRESS_COUNT_N "17"

/* What a terminal shows after @text: carriage returns go back to the
 * start of the line, other characters overwrite, newlines open a line. */
static GStrv
render_terminal (const char *text)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) line = g_string_new (NULL);
  gsize column = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\r')
        column = 0;
      else if (*p == '\n')
        {
          g_ptr_array_add (lines, g_strdup (line->str));
          g_string_truncate (line, 0);
          column = 0;
        }
      else
        {
          if (column < line->len)
            line->str[column] = *p;
          else
            g_string_append_c (line, *p);
          column++;
        }
    }
  g_ptr_array_add (lines, g_strdup (line->str));
  g_ptr_array_add (lines, NULL);
  return (GStrv) g_ptr_array_steal (lines, NULL);
}

/* On a terminal --count shows its progress on stderr and wipes it before
 * the answer, which stays alone on its line; with stderr not a terminal
 * nothing at all goes there. */
static void
test_count_progress_on_terminal (void)
{
  const char * const args[] = { "--count", PROGRESS_COUNT_N, NULL };
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_auto(GStrv) environment = child_environment ();
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *before_answer = NULL;
  const char *answer;
  g_auto(GStrv) screen = NULL;
  g_autoptr(QueensRun) piped = NULL;
  int controller, terminal;
  int wait_status = 0;
  guint n_lines;
  GPid pid;

  /* stdout and stderr on one terminal, as in an interactive shell. */
  g_assert_cmpint (openpty (&controller, &terminal, NULL, NULL, NULL), ==, 0);
  g_spawn_async_with_fds (NULL, (char **) argv->pdata, environment,
                          G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                          -1, terminal, terminal, &error);
  g_assert_no_error (error);
  close (terminal);

  shown = read_to_end (controller);
  while (waitpid (pid, &wait_status, 0) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_spawn_close_pid (pid);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 0);

  /* Progress was shown... */
  g_assert_nonnull (strstr (shown, "counting n=" PROGRESS_COUNT_N ": "));
  g_assert_nonnull (strstr (shown, "%"));

  /* ... and wiped before the answer: up to there the line shows only
   * blanks, with the cursor back at its start... */
  answer = strstr (shown, "n=" PROGRESS_COUNT_N " solutions=");
  g_assert_nonnull (answer);
  before_answer = g_strndup (shown, answer - shown);
  g_assert_true (g_str_has_suffix (before_answer, "\r"));
  screen = render_terminal (before_answer);
  n_lines = g_strv_length (screen);
  g_assert_cmpuint (n_lines, ==, 1);
  g_assert_cmpuint (strspn (screen[0], " "), ==, strlen (screen[0]));
  g_clear_pointer (&screen, g_strfreev);

  /* ... so that the answer ends up alone on its line. */
  screen = render_terminal (shown);
  g_assert_cmpuint (g_strv_length (screen), ==, 2);
  g_assert_true (g_str_has_prefix (screen[0], "n=" PROGRESS_COUNT_N " solutions="));
  g_assert_cmpstr (screen[1], ==, "");

  piped = run_queensv (args);
  g_assert_cmpint (piped->status, ==, 0);
  g_assert_cmpstr (piped->err, ==, "");
  g_assert_true (g_str_has_prefix (piped->out, "n=" PROGRESS_COUNT_N " solutions="));
}

/* The window needs a display: without one the binary says so in one line
 * of its own and points to --help, instead of GTK's warning.  The
 * commands need none. */
static void
test_no_display (void)
{
  g_autoptr(QueensRun) window = run_queens ("--n", "8");
  g_autoptr(QueensRun) bare = run_queensv ((const char * const []) { NULL });
  g_autoptr(QueensRun) count = run_queens ("--count", "8");

  assert_failure (window, 1, "display");
  g_assert_nonnull (strstr (window->err, "queens --help"));
  g_assert_null (strstr (window->err, "Gtk"));

  assert_failure (bare, 1, "display");
  g_assert_cmpstr (bare->err, ==, window->err);

  g_assert_cmpint (count->status, ==, 0);
  g_assert_cmpstr (count->err, ==, "");
}

/* ------------------------------------------------------------------ */
/* --export                                                            */
/* ------------------------------------------------------------------ */

/* The 64 KiB tmpfs, or NULL and why not. */
static char *small_disk;
static char *small_disk_reason;

/* Solution @wanted (1-based) of @n in lexicographic order, among the
 * fundamental ones if asked, by plain backtracking: independent of the
 * program's solver.  NULL when there are fewer. */
typedef struct
{
  guint     n;
  gboolean  fundamental;
  guint64   remaining;
  gint32   *columns;
  gboolean  found;
} Ranking;

/* The eight symmetries of the square, on (row, column). */
static void
apply_symmetry (guint  symmetry,
                guint  n,
                guint  row,
                guint  column,
                guint *out_row,
                guint *out_column)
{
  guint last = n - 1;
  guint r = row, c = column;

  switch (symmetry)
    {
    case 1: r = column; c = last - row; break;
    case 2: r = last - row; c = last - column; break;
    case 3: r = last - column; c = row; break;
    case 4: c = last - column; break;
    case 5: r = last - row; break;
    case 6: r = column; c = row; break;
    case 7: r = last - column; c = last - row; break;
    default: break;
    }

  *out_row = r;
  *out_column = c;
}

/* No variant of the solution comes first in lexicographic order. */
static gboolean
is_fundamental (const gint32 *columns,
                guint         n)
{
  g_autofree gint32 *variant = g_new (gint32, n);

  for (guint symmetry = 1; symmetry < 8; symmetry++)
    {
      for (guint row = 0; row < n; row++)
        {
          guint r, c;

          apply_symmetry (symmetry, n, row, (guint) columns[row], &r, &c);
          variant[r] = (gint32) c;
        }

      for (guint row = 0; row < n; row++)
        if (variant[row] != columns[row])
          {
            if (variant[row] < columns[row])
              return FALSE;
            break;
          }
    }

  return TRUE;
}

static void
rank_from_row (Ranking *ranking,
               guint    row)
{
  guint n = ranking->n;

  if (row == n)
    {
      if (ranking->fundamental && !is_fundamental (ranking->columns, n))
        return;
      if (--ranking->remaining == 0)
        ranking->found = TRUE;
      return;
    }

  for (guint column = 0; column < n && !ranking->found; column++)
    {
      gboolean free = TRUE;

      for (guint above = 0; above < row && free; above++)
        {
          gint32 other = ranking->columns[above];

          free = other != (gint32) column
                 && ABS (other - (gint32) column) != (gint32) (row - above);
        }

      if (free)
        {
          ranking->columns[row] = (gint32) column;
          rank_from_row (ranking, row + 1);
        }
    }
}

static gint32 *
nth_solution (guint    n,
              guint64  wanted,
              gboolean fundamental)
{
  Ranking ranking = { n, fundamental, wanted, g_new0 (gint32, n), FALSE };

  rank_from_row (&ranking, 0);
  if (!ranking.found)
    g_clear_pointer (&ranking.columns, g_free);
  return ranking.columns;
}

static QueensRun *
run_in_folder (const char         *folder,
               GSubprocessFlags    flags,
               GSpawnChildSetupFunc child_setup,
               const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (flags | G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;

  g_subprocess_launcher_set_cwd (launcher, folder);
  if (child_setup != NULL)
    g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

#define run_export_in(folder, ...) \
  run_in_folder ((folder), 0, NULL, (const char * const []) { __VA_ARGS__, NULL })

static void
assert_folder_holds (const char         *folder,
                     const char * const *expected)
{
  g_auto(GStrv) names = small_disk_list_folder (folder);
  g_autofree char *joined = g_strjoinv (" ", names);
  g_autofree char *wanted = g_strjoinv (" ", (char **) expected);

  /* A partial file or a temporary would show up here under any name. */
  g_assert_cmpstr (joined, ==, wanted);
}

#define assert_folder_is(folder, ...) \
  assert_folder_holds ((folder), (const char * const []) { __VA_ARGS__, NULL })
#define assert_folder_empty(folder) \
  assert_folder_holds ((folder), (const char * const []) { NULL })

static void
assert_exported (QueensRun *run)
{
  if (run->status != 0)
    g_error ("export failed with %d: %s", run->status, run->err);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_cmpstr (run->err, ==, "");
}

static guint32
pixel_at (cairo_surface_t *image,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (image);
  guint32 pixel;

  memcpy (&pixel, data + (gsize) y * cairo_image_surface_get_stride (image) + (gsize) x * 4,
          sizeof pixel);
  if (cairo_image_surface_get_format (image) == CAIRO_FORMAT_RGB24)
    pixel |= 0xff000000u;
  return pixel;
}

/* The centre of square (@row, @column) when an n-board fills @size
 * pixels: square edges fall on whole pixels, rounded. */
static void
square_centre (int    size,
               guint  n,
               guint  row,
               guint  column,
               int   *out_x,
               int   *out_y)
{
  int left = (int) ((double) size * column / n + 0.5);
  int right = (int) ((double) size * (column + 1) / n + 0.5);
  int top = (int) ((double) size * row / n + 0.5);
  int bottom = (int) ((double) size * (row + 1) / n + 0.5);

  *out_x = (left + right) / 2;
  *out_y = (top + bottom) / 2;
}

static cairo_surface_t *
read_png (const char *folder,
          const char *name,
          int         size)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, size);
  return image;
}

/* For every square whether its centre pixel differs from @reference, the
 * centre colour of an empty square of the same colour (index (row +
 * column) % 2). */
static gboolean *
detect_queens_with (cairo_surface_t *image,
                    int              size,
                    guint            n,
                    const guint32    reference[2])
{
  gboolean *found = g_new0 (gboolean, n * n);
  int x, y;

  g_assert_cmphex (reference[0], !=, reference[1]);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        square_centre (size, n, row, column, &x, &y);
        found[row * n + column] = pixel_at (image, x, y) != reference[(row + column) % 2];
      }

  return found;
}

/* The same, with the references taken from squares that @columns (-1 for
 * empty rows) leaves empty. */
static gboolean *
detect_queens (cairo_surface_t *image,
               int              size,
               guint            n,
               const gint32    *columns)
{
  guint32 reference[2] = { 0, 0 };
  gboolean have_reference[2] = { FALSE, FALSE };
  int x, y;

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (columns[row] != (gint32) column && !have_reference[(row + column) % 2])
        {
          square_centre (size, n, row, column, &x, &y);
          reference[(row + column) % 2] = pixel_at (image, x, y);
          have_reference[(row + column) % 2] = TRUE;
        }

  g_assert_true (have_reference[0] && have_reference[1]);
  return detect_queens_with (image, size, n, reference);
}

/* The image shows exactly the queens of @columns, row 1 at the top,
 * column 1 at the left, the board filling the image. */
static void
assert_png_shows (const char   *folder,
                  const char   *name,
                  int           size,
                  guint         n,
                  const gint32 *columns)
{
  cairo_surface_t *image = read_png (folder, name, size);
  g_autofree gboolean *found = detect_queens (image, size, n, columns);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (found[row * n + column] != (columns[row] == (gint32) column))
        g_error ("%s: row %u, column %u (1-based): expected %s", name, row + 1, column + 1,
                 columns[row] == (gint32) column ? "a queen" : "no queen");

  /* Opaque squares reach every corner. */
  g_assert_cmphex (pixel_at (image, 0, 0) >> 24, ==, 0xff);
  g_assert_cmphex (pixel_at (image, size - 1, size - 1) >> 24, ==, 0xff);
  cairo_surface_destroy (image);
}

static void
test_export_png_solutions (void)
{
  static const struct
  {
    guint       n;
    guint64     wanted;
    const char *size;  /* NULL: the default, 1024 */
  } cases[] = {
    { 8, 1, NULL }, { 8, 50, "333" }, { 8, 92, "800" }, { 6, 4, "96" }, { 10, 724, "1000" },
    { 5, 7, "16" }, { 1, 1, "50" },
  };
  g_autofree char *folder = small_disk_make_folder ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *n_text = g_strdup_printf ("%u", cases[i].n);
      g_autofree char *k_text = g_strdup_printf ("%" G_GUINT64_FORMAT, cases[i].wanted);
      g_autofree gint32 *expected = nth_solution (cases[i].n, cases[i].wanted, FALSE);
      g_autoptr(QueensRun) run = NULL;
      int size = cases[i].size != NULL ? atoi (cases[i].size) : 1024;

      g_assert_nonnull (expected);
      g_test_message ("--n %s --solution %s, %d px", n_text, k_text, size);
      if (cases[i].size != NULL)
        run = run_export_in (folder, "--export", "board.png", "--n", n_text, "--solution", k_text,
                             "--size", cases[i].size);
      else
        run = run_export_in (folder, "--export", "board.png", "--n", n_text, "--solution", k_text);
      assert_exported (run);
      /* 16 pixels for 5 rows is too coarse to see queens, and a single
       * square has no empty one to compare with: the queen differs from
       * the square's corner.  The size is exact in every case. */
      if (cases[i].n == 1)
        {
          cairo_surface_t *image = read_png (folder, "board.png", size);

          g_assert_cmphex (pixel_at (image, size / 2, size / 2), !=, pixel_at (image, 0, 0));
          cairo_surface_destroy (image);
        }
      else if (size >= 20 * (int) cases[i].n)
        assert_png_shows (folder, "board.png", size, cases[i].n, expected);
      else
        cairo_surface_destroy (read_png (folder, "board.png", size));
      assert_folder_is (folder, "board.png");
    }

  /* Without options: the first solution of N = 8, 1024 pixels. */
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "default.PNG");
    g_autofree gint32 *expected = nth_solution (8, 1, FALSE);

    assert_exported (run);
    assert_png_shows (folder, "default.PNG", 1024, 8, expected);
  }

  small_disk_remove_folder (folder);
}

static void
test_export_fundamental (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  static const guint64 picks[] = { 1, 5, 12 };

  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    {
      g_autofree char *k_text = g_strdup_printf ("%" G_GUINT64_FORMAT, picks[i]);
      g_autofree gint32 *expected = nth_solution (8, picks[i], TRUE);
      g_autoptr(QueensRun) run = run_export_in (folder, "--export", "fundamental.png",
                                                "--fundamental", "--solution", k_text,
                                                "--size", "400");

      assert_exported (run);
      assert_png_shows (folder, "fundamental.png", 400, 8, expected);
    }

  /* Twelve fundamental solutions for N = 8, no more. */
  {
    g_autofree gint32 *thirteenth = nth_solution (8, 13, TRUE);
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "other.png", "--fundamental",
                                              "--solution", "13");

    g_assert_null (thirteenth);
    assert_failure (run, 2, "--solution: 13 is outside 1..12");
  }

  assert_folder_is (folder, "fundamental.png");
  small_disk_remove_folder (folder);
}

/* True when the pixel is the red that marks conflicts, not the dark queen
 * nor a square. */
static gboolean
is_red (guint32 pixel)
{
  int red = (pixel >> 16) & 0xff;
  int green = (pixel >> 8) & 0xff;
  int blue = pixel & 0xff;

  return red > green + 80 && red > blue + 80;
}

static void
test_export_board (void)
{
  g_autofree char *folder = small_disk_make_folder ();

  /* Empty rows, no conflicts: exactly these queens. */
  {
    static const gint32 expected[] = { 1, -1, 4, -1, 0 };
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "partial.png",
                                              "--board", "2 . 5 . 1", "--size", "500");

    assert_exported (run);
    assert_png_shows (folder, "partial.png", 500, 5, expected);
  }

  /* Conflicts drawn as in play: the two queens sharing column 1 are red,
   * the queen that attacks nobody is not. */
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "conflict.png",
                                              "--board", "1 . 4 1", "--size", "400");
    cairo_surface_t *image;
    int x, y;

    assert_exported (run);
    image = read_png (folder, "conflict.png", 400);
    square_centre (400, 4, 0, 0, &x, &y);
    g_assert_true (is_red (pixel_at (image, x, y)));
    square_centre (400, 4, 3, 0, &x, &y);
    g_assert_true (is_red (pixel_at (image, x, y)));
    square_centre (400, 4, 2, 3, &x, &y);
    g_assert_false (is_red (pixel_at (image, x, y)));
    /* and it is a queen: darker than both square colours */
    g_assert_cmpuint (pixel_at (image, x, y) & 0xff, <, 0x60);
    cairo_surface_destroy (image);
  }

  assert_folder_is (folder, "conflict.png", "partial.png");
  small_disk_remove_folder (folder);
}

/* Beyond N = 32 the solution built by formula: still a solution, which
 * the image shows. */
static void
test_export_large (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autoptr(QueensRun) run = run_export_in (folder, "--export", "large.png", "--n", "40",
                                            "--size", "1000");
  g_autofree gint32 *columns = g_new (gint32, 40);
  g_autofree gboolean *found = NULL;
  cairo_surface_t *image;

  assert_exported (run);
  image = read_png (folder, "large.png", 1000);

  /* Which squares are empty is what the test finds out: the references
   * are the colours most centres of each colour show (at most 40 of the
   * 800 squares of a colour hold a queen). */
  {
    g_autoptr(GHashTable) light = g_hash_table_new (NULL, NULL);
    g_autoptr(GHashTable) dark = g_hash_table_new (NULL, NULL);
    GHashTable *tallies[2] = { light, dark };
    guint32 common[2] = { 0, 0 };
    guint best[2] = { 0, 0 };
    int x, y;

    for (guint row = 0; row < 40; row++)
      for (guint column = 0; column < 40; column++)
        {
          guint parity = (row + column) % 2;
          guint32 pixel;
          guint count;

          square_centre (1000, 40, row, column, &x, &y);
          pixel = pixel_at (image, x, y);
          count = GPOINTER_TO_UINT (g_hash_table_lookup (tallies[parity],
                                                         GUINT_TO_POINTER (pixel))) + 1;
          g_hash_table_insert (tallies[parity], GUINT_TO_POINTER (pixel), GUINT_TO_POINTER (count));
          if (count > best[parity])
            {
              best[parity] = count;
              common[parity] = pixel;
            }
        }

    g_assert_cmpuint (best[0], >=, 760);
    g_assert_cmpuint (best[1], >=, 760);
    found = detect_queens_with (image, 1000, 40, common);
  }

  for (guint row = 0; row < 40; row++)
    {
      columns[row] = -1;
      for (guint column = 0; column < 40; column++)
        if (found[row * 40 + column])
          {
            g_assert_cmpint (columns[row], ==, -1);
            columns[row] = (gint32) column;
          }
    }

  g_assert_true (is_solution (columns, 40));
  cairo_surface_destroy (image);
  small_disk_remove_folder (folder);
}

typedef struct
{
  gboolean paths;
  gboolean images;
  char    *width;
} SvgLook;

static void
on_svg_element (GMarkupParseContext  *context,
                const char           *element,
                const char          **names,
                const char          **values,
                gpointer              user_data,
                GError              **error)
{
  SvgLook *look = user_data;

  if (g_str_equal (element, "path"))
    look->paths = TRUE;
  else if (g_str_equal (element, "image"))
    look->images = TRUE;
  else if (g_str_equal (element, "svg"))
    for (guint i = 0; names[i] != NULL; i++)
      if (g_str_equal (names[i], "width"))
        look->width = g_strdup (values[i]);
}

static void
test_export_vector (void)
{
  static const GMarkupParser parser = { on_svg_element, NULL, NULL, NULL, NULL };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *svg_path = g_build_filename (folder, "board.svg", NULL);
  g_autofree char *pdf_path = g_build_filename (folder, "board.pdf", NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *pdf = NULL;
  gsize pdf_length = 0;
  SvgLook look = { FALSE, FALSE, NULL };

  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "board.svg", "--n", "6",
                                              "--coordinates");
    assert_exported (run);
  }
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "board.pdf", "--board",
                                              "1 3 . 2");
    assert_exported (run);
  }

  g_assert_true (g_file_get_contents (svg_path, &svg, NULL, &error));
  context = g_markup_parse_context_new (&parser, G_MARKUP_IGNORE_QUALIFIED, &look, NULL);
  g_assert_true (g_markup_parse_context_parse (context, svg, -1, &error));
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  g_assert_true (look.paths);
  g_assert_false (look.images);
  g_assert_cmpstr (look.width, ==, "432pt");
  g_free (look.width);

  g_assert_true (g_file_get_contents (pdf_path, &pdf, &pdf_length, &error));
  g_assert_true (g_str_has_prefix (pdf, "%PDF-1."));
  g_assert_true (pdf_length > 6 && memcmp (pdf + pdf_length - 6, "%%EOF\n", 6) == 0);

  assert_folder_is (folder, "board.pdf", "board.svg");
  small_disk_remove_folder (folder);
}

typedef struct
{
  const char *args[10];
  const char *named;  /* what the message must show */
} BadExport;

static const BadExport bad_exports[] = {
  { { "--export", "board.jpg" }, "\xe2\x80\x9c" "board.jpg\xe2\x80\x9d does not end in .png, .svg or .pdf" },
  { { "--export", "board" }, "board" },
  { { "--export", "board.png.txt" }, ".png, .svg or .pdf" },
  { { "--export", "a.png", "--solution", "93" }, "--solution: 93 is outside 1..92 for N = 8" },
  { { "--export", "a.png", "--solution", "0" }, "--solution: 0 is less than 1" },
  { { "--export", "a.png", "--solution", "x" }, "\"x\"" },
  { { "--export", "a.png", "--n", "10", "--solution", "725" }, "725 is outside 1..724 for N = 10" },
  { { "--export", "a.png", "--n", "3" }, "N = 3 has no solutions" },
  { { "--export", "a.png", "--n", "0" }, "--n: 0 is outside 1..100000" },
  { { "--export", "a.png", "--n", "100001" }, "100001 is outside 1..100000" },
  { { "--export", "a.png", "--n", "40", "--solution", "2" }, "2 is outside 1..1 for N = 40" },
  { { "--export", "a.png", "--n", "40", "--fundamental" }, "--fundamental works for N up to 32" },
  { { "--export", "a.png", "--size", "15" }, "--size: 15 is outside 16..16384" },
  { { "--export", "a.png", "--size", "16385" }, "--size: 16385 is outside 16..16384" },
  { { "--export", "a.png", "--size", "big" }, "\"big\"" },
  { { "--export", "a.svg", "--size", "512" }, "--size \"512\" works only for PNG files" },
  { { "--export", "a.pdf", "--size", "512" }, "PNG" },
  { { "--export", "a.png", "--board", "1 x 3" }, "--board: " },
  { { "--export", "a.png", "--board", "" }, "--board" },
  { { "--export", "a.png", "--board", "1 5 2" }, "column 5 in token 2 is outside 1..3" },
  { { "--export", "a.png", "--board", "1 2", "--n", "2" }, "--board and --n" },
  { { "--export", "a.png", "--board", "1 2", "--solution", "1" }, "--board and --solution" },
  { { "--export", "a.png", "--board", "1 2", "--fundamental" }, "--board and --fundamental" },
  { { "--export", "missing/a.png" }, "does not exist" },
  { { "--export" }, "--export needs a value: a file name ending in .png, .svg or .pdf" },
  { { "--solution", "3" }, "--solution \"3\" works only together with --export FILE" },
  { { "--fundamental" }, "--fundamental works only together with --export FILE" },
  { { "--coordinates", "--n", "8" }, "--coordinates" },
  { { "--size", "100", "--count", "8" }, "--size" },
  { { "--board", "1" }, "--board" },
  { { "--export", "a.png", "--count", "8" }, "cannot be used together" },
  { { "--export", "a.png", "--export", "b.png" }, "--export" },
  { { "--export", "a.png", "--coordinates", "--bogus" }, "--bogus" },
};

static void
test_export_bad_input (void)
{
  g_autofree char *folder = small_disk_make_folder ();

  for (guint i = 0; i < G_N_ELEMENTS (bad_exports); i++)
    {
      g_autoptr(QueensRun) run = run_in_folder (folder, 0, NULL, bad_exports[i].args);
      g_autofree char *joined = g_strjoinv (" ", (char **) bad_exports[i].args);
      g_autofree char *message = g_strchomp (g_strdup (run->err));

      g_test_message ("queens %s -> %s", joined, message);
      assert_failure (run, 2, bad_exports[i].named);
      /* Nothing written, not even a temporary. */
      assert_folder_empty (folder);
    }

  small_disk_remove_folder (folder);
}

/* Runs as the child, after fork(): only async-signal-safe work. */
static void
become_nobody (gpointer user_data)
{
  small_disk_become_nobody ();
}

static void
limit_file_size (gpointer user_data)
{
  small_disk_limit_file_size (8 * 1024);
}

static void
test_export_permission (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  gboolean as_root = geteuid () == 0;
  g_autofree char *contents = NULL;
  g_autoptr(QueensRun) run = NULL;
  g_autoptr(QueensRun) replace = NULL;

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  if (as_root)
    g_test_message ("root may write anywhere: the command runs as nobody");
  else
    g_assert_cmpint (g_chmod (folder, 0555), ==, 0);

  run = run_in_folder (folder, 0, as_root ? become_nobody : NULL,
                       (const char * const []) { "--export", "new.png", NULL });
  assert_failure (run, 2, "permission denied");
  g_assert_nonnull (strstr (run->err, "new.png"));

  replace = run_in_folder (folder, 0, as_root ? become_nobody : NULL,
                           (const char * const []) { "--export", "old.png", NULL });
  assert_failure (replace, 2, "permission denied");

  g_chmod (folder, 0755);
  g_assert_true (g_file_get_contents (old, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  assert_folder_is (folder, "old.png");
  small_disk_remove_folder (folder);
}

static void
check_full_disk (const char           *folder,
                 GSpawnChildSetupFunc  child_setup,
                 const char           *reason)
{
  static const char *names[] = { "new.png", "new.svg", "new.pdf", "old.png" };
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  g_auto(GStrv) before = NULL;
  g_autofree char *before_text = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  before = small_disk_list_folder (folder);
  before_text = g_strjoinv (" ", before);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(QueensRun) run = run_in_folder (folder, 0, child_setup,
                                                (const char * const []) {
                                                  "--export", names[i], "--coordinates", NULL });
      g_auto(GStrv) after = NULL;
      g_autofree char *after_text = NULL;
      g_autofree char *message = g_strchomp (g_strdup (run->err));

      g_test_message ("%s -> %s", names[i], message);
      assert_failure (run, 2, reason);
      g_assert_nonnull (strstr (run->err, names[i]));
      after = small_disk_list_folder (folder);
      after_text = g_strjoinv (" ", after);
      g_assert_cmpstr (after_text, ==, before_text);
    }

  g_assert_true (g_file_get_contents (old, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  g_unlink (old);
}

static void
test_export_full_disk (void)
{
  g_autofree char *filler = NULL;

  if (small_disk == NULL)
    {
      g_autofree char *folder = small_disk_make_folder ();

      /* Said plainly in the log: no tmpfs here, so writes are made to
       * fail part-way by a file size limit instead. */
      g_test_message ("FALLBACK: no small tmpfs (%s); the full-disk case runs under a "
                      "file size limit of 8 KiB instead", small_disk_reason);
      check_full_disk (folder, limit_file_size, "File too large");
      assert_folder_empty (folder);
      small_disk_remove_folder (folder);
      return;
    }

  g_test_message ("a %d KiB tmpfs at %s", SMALL_DISK_BYTES / 1024, small_disk);
  filler = small_disk_fill (small_disk, 12 * 1024);
  check_full_disk (small_disk, NULL, "the disk is full");
  assert_folder_is (small_disk, "filler");
  g_unlink (filler);
}

/* The same failure from a file size limit works for any user, and is run
 * wherever the tmpfs is available too. */
static void
test_export_file_size_limit (void)
{
  g_autofree char *folder = small_disk_make_folder ();

  check_full_disk (folder, limit_file_size, "File too large");
  assert_folder_empty (folder);
  small_disk_remove_folder (folder);
}

static void
test_export_replace (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autofree gint32 *expected = nth_solution (7, 3, FALSE);

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "board.png", "--n", "7",
                                              "--solution", "3", "--size", "280");
    assert_exported (run);
  }
  assert_png_shows (folder, "board.png", 280, 7, expected);
  assert_folder_is (folder, "board.png");
  small_disk_remove_folder (folder);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  /* Before anything can start a thread: unshare() gives only the calling
   * thread a new mount namespace. */
  if (!g_test_subprocess ())
    small_disk = small_disk_mount (&small_disk_reason);
  else
    small_disk_reason = g_strdup ("not mounted in a test's child process");

  g_test_add_func ("/cli/count/known", test_count_known);
  g_test_add_func ("/cli/count/interrupt", test_count_interrupt);
  g_test_add_func ("/cli/list/eight", test_list_eight);
  g_test_add_func ("/cli/list/counts", test_list_counts);
  g_test_add_func ("/cli/list/limit", test_list_limit);
  g_test_add_func ("/cli/list/closed-pipe", test_list_closed_pipe);
  g_test_add_func ("/cli/list/matches-search", test_list_matches_search);
  g_test_add_func ("/cli/list/bounded-memory", test_list_bounded_memory);
  g_test_add_func ("/cli/list/output-failure", test_list_output_failure);
  g_test_add_func ("/cli/count/progress-on-terminal", test_count_progress_on_terminal);
  g_test_add_func ("/cli/no-display", test_no_display);
  g_test_add_func ("/cli/solve/valid", test_solve_valid);
  g_test_add_func ("/cli/solve/none", test_solve_none);
  g_test_add_func ("/cli/check/solution", test_check_solution);
  g_test_add_func ("/cli/check/partial", test_check_partial);
  g_test_add_func ("/cli/check/conflicts", test_check_conflicts);
  g_test_add_func ("/cli/check/many-conflicts", test_check_many_conflicts);
  g_test_add_func ("/cli/check/malformed", test_check_malformed);
  g_test_add_func ("/cli/complete/found", test_complete_found);
  g_test_add_func ("/cli/complete/large", test_complete_large);
  g_test_add_func ("/cli/complete/impossible", test_complete_impossible);
  g_test_add_func ("/cli/complete/gives-up", test_complete_gives_up);
  g_test_add_func ("/cli/complete/conflicting", test_complete_conflicting);
  g_test_add_func ("/cli/complete/malformed", test_complete_malformed);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/output/failure", test_output_failure);
  g_test_add_func ("/cli/export/png-solutions", test_export_png_solutions);
  g_test_add_func ("/cli/export/fundamental", test_export_fundamental);
  g_test_add_func ("/cli/export/board", test_export_board);
  g_test_add_func ("/cli/export/large", test_export_large);
  g_test_add_func ("/cli/export/vector", test_export_vector);
  g_test_add_func ("/cli/export/bad-input", test_export_bad_input);
  g_test_add_func ("/cli/export/permission", test_export_permission);
  g_test_add_func ("/cli/export/full-disk", test_export_full_disk);
  g_test_add_func ("/cli/export/file-size-limit", test_export_file_size_limit);
  g_test_add_func ("/cli/export/replace", test_export_replace);

  status = g_test_run ();

  if (small_disk != NULL)
    small_disk_unmount (small_disk);
  g_clear_pointer (&small_disk, g_free);
  g_clear_pointer (&small_disk_reason, g_free);

  return status;
}
