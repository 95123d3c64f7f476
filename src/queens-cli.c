/* queens-cli.c: the non-GUI commands and the validation of every option
 *
 * Every command writes its answer to stdout through one buffered writer
 * built on write(2), so that a closed pipe (EPIPE, with SIGPIPE ignored)
 * ends any command quietly and a full disk is reported once.  Every
 * problem with the command line is reported as ONE line on stderr that
 * starts with "queens: ", names the bad value and says what is allowed.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <gtk/gtk.h>

#include "queens-board.h"
#include "queens-cli.h"
#include "queens-construct.h"
#include "queens-export.h"
#include "queens-render.h"
#include "queens-solve-job.h"
#include "queens-solver.h"

typedef enum
{
  QUEENS_CLI_OPTION_COUNT,
  QUEENS_CLI_OPTION_LIST,
  QUEENS_CLI_OPTION_LIMIT,
  QUEENS_CLI_OPTION_SOLVE,
  QUEENS_CLI_OPTION_CHECK,
  QUEENS_CLI_OPTION_COMPLETE,
  QUEENS_CLI_OPTION_N,
  QUEENS_CLI_OPTION_EXPORT,
  QUEENS_CLI_OPTION_SOLUTION,
  QUEENS_CLI_OPTION_FUNDAMENTAL,
  QUEENS_CLI_OPTION_BOARD,
  QUEENS_CLI_OPTION_SIZE,
  QUEENS_CLI_OPTION_COORDINATES,
  QUEENS_CLI_N_OPTIONS
} QueensCliOption;

/* What an option's value is, which decides how it is read and described. */
typedef enum
{
  QUEENS_CLI_KIND_NUMBER,
  QUEENS_CLI_KIND_BOARD,
  QUEENS_CLI_KIND_FILE,
  QUEENS_CLI_KIND_FLAG   /* no value */
} QueensCliKind;

/* In QueensCliOption order.  Numbers and boards are strings so that a bad
 * value reaches us instead of GLib's own parser. */
static const GOptionEntry queens_cli_entries[] = {
  { "count", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Count all solutions and the unique ones for N from 1 to 32"),
    N_("N") },
  { "list", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print every solution for N from 1 to 32, one per line, in lexicographic order"),
    N_("N") },
  { "limit", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --list: stop after K solutions (K is 1 or more)"),
    N_("K") },
  { "solve", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print one solution for N from 1 to 10000000"),
    N_("N") },
  { "check", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("List the conflicts on BOARD and say whether it is a solution"),
    N_("BOARD") },
  { "complete", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print a solution that keeps every queen of BOARD"),
    N_("BOARD") },
  { "n", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Open the window at N from 1 to 100000; with --export, the board size (default 8)"),
    N_("N") },
  { "export", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Save a board as a PNG, SVG or PDF file, the format following FILE's extension"),
    N_("FILE") },
  { "solution", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --export: the K-th solution in lexicographic order (default 1)"),
    N_("K") },
  { "fundamental", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --export: count K among the fundamental solutions only"),
    NULL },
  { "board", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --export: save BOARD instead of a solution, its conflicts drawn as in play"),
    N_("BOARD") },
  { "size", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --export to PNG: the width and height in pixels, from 16 to 16384 (default 1024)"),
    N_("PX") },
  { "coordinates", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --export: number the rows (from the top) and columns around the board"),
    NULL },
  { NULL }
};

/* In QueensCliOption order: the kind of value and, for numbers, the range
 * the syntax allows (a command may narrow it further). */
static const struct
{
  QueensCliKind kind;
  guint64       minimum;
  guint64       maximum;
} queens_cli_ranges[QUEENS_CLI_N_OPTIONS] = {
  [QUEENS_CLI_OPTION_COUNT] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_SOLVER_MAX_COUNT_N },
  [QUEENS_CLI_OPTION_LIST] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_SOLVER_MAX_ENUMERATE_N },
  [QUEENS_CLI_OPTION_LIMIT] = { QUEENS_CLI_KIND_NUMBER, 1, G_MAXUINT64 },
  [QUEENS_CLI_OPTION_SOLVE] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_MAX_N },
  [QUEENS_CLI_OPTION_CHECK] = { QUEENS_CLI_KIND_BOARD, 0, 0 },
  [QUEENS_CLI_OPTION_COMPLETE] = { QUEENS_CLI_KIND_BOARD, 0, 0 },
  [QUEENS_CLI_OPTION_N] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_CLI_MAX_WINDOW_N },
  [QUEENS_CLI_OPTION_EXPORT] = { QUEENS_CLI_KIND_FILE, 0, 0 },
  [QUEENS_CLI_OPTION_SOLUTION] = { QUEENS_CLI_KIND_NUMBER, 1, G_MAXUINT64 },
  [QUEENS_CLI_OPTION_FUNDAMENTAL] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
  [QUEENS_CLI_OPTION_BOARD] = { QUEENS_CLI_KIND_BOARD, 0, 0 },
  [QUEENS_CLI_OPTION_SIZE] = { QUEENS_CLI_KIND_NUMBER, QUEENS_EXPORT_MIN_PIXELS,
                               QUEENS_EXPORT_MAX_PIXELS },
  [QUEENS_CLI_OPTION_COORDINATES] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
};

/* N for --export when --n is not given. */
#define QUEENS_CLI_DEFAULT_EXPORT_N 8

/* GApplication adds this one itself (for D-Bus activation); it must not
 * count as unknown. */
#define QUEENS_CLI_GAPPLICATION_SERVICE "gapplication-service"

/* Longest stretch of a user's value quoted back in a message. */
#define QUEENS_CLI_MAX_SHOWN_CHARS 40

/* --check lists pairs one by one up to this many; past it the list would
 * cost memory and output quadratic in N for no reader's benefit. */
#define QUEENS_CLI_MAX_LISTED_CONFLICTS 100000

#define QUEENS_CLI_WRITER_SIZE (1024 * 1024)

/* Longest decimal guint32 plus a separator. */
#define QUEENS_CLI_MAX_COLUMN_CHARS 11

#define QUEENS_CLI_LIST_BATCH_SIZE 4096
#define QUEENS_CLI_PICK_BATCH_SIZE 4096
#define QUEENS_CLI_LIST_FLUSH_INTERVAL_US (50 * G_TIME_SPAN_MILLISECOND)
#define QUEENS_CLI_PROGRESS_INTERVAL_MS 100

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

/* Control characters would break the one-line promise or play tricks on a
 * terminal, so they are shown as escapes; so are bytes of text that is not
 * valid UTF-8 (@escape_high), which no terminal could show. */
static void
queens_cli_append_escaped_byte (GString  *string,
                                guchar    byte,
                                gboolean  escape_high)
{
  switch (byte)
    {
    case '\n':
      g_string_append (string, "\\n");
      break;

    case '\r':
      g_string_append (string, "\\r");
      break;

    case '\t':
      g_string_append (string, "\\t");
      break;

    default:
      if (byte < 0x20 || byte == 0x7f || (escape_high && byte >= 0x80))
        g_string_append_printf (string, "\\x%02x", byte);
      else
        g_string_append_c (string, (char) byte);
      break;
    }
}

/* A user's value as it appears in a message: escaped, cut after
 * QUEENS_CLI_MAX_SHOWN_CHARS characters, in double quotes if @quoted. */
static char *
queens_cli_show_value (const char *value,
                       gboolean    quoted)
{
  GString *shown = g_string_new (quoted ? "\"" : "");
  gboolean escape_high = !g_utf8_validate (value, -1, NULL);
  guint n_chars = 0;
  const guchar *byte;

  for (byte = (const guchar *) value; *byte != '\0'; byte++)
    {
      /* Count characters at their first byte so a cut never splits one. */
      if (escape_high || (*byte & 0xc0) != 0x80)
        {
          if (n_chars == QUEENS_CLI_MAX_SHOWN_CHARS)
            {
              g_string_append (shown, "...");
              break;
            }
          n_chars++;
        }

      if (quoted && (*byte == '"' || *byte == '\\'))
        g_string_append_c (shown, '\\');
      queens_cli_append_escaped_byte (shown, *byte, escape_high);
    }

  if (quoted)
    g_string_append_c (shown, '"');

  return g_string_free (shown, FALSE);
}

/* Prints "queens: " and the message as exactly one line on stderr. */
G_GNUC_PRINTF (1, 2)
static void
queens_cli_print_error (const char *format,
                        ...)
{
  g_autofree char *message = NULL;
  g_autoptr(GString) line = g_string_new ("queens: ");
  gboolean escape_high;
  const guchar *byte;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  escape_high = !g_utf8_validate (message, -1, NULL);
  for (byte = (const guchar *) message; *byte != '\0'; byte++)
    queens_cli_append_escaped_byte (line, *byte, escape_high);

  g_printerr ("%s\n", line->str);
}

static const char *
queens_cli_option_name (QueensCliOption option)
{
  return queens_cli_entries[option].long_name;
}

/* What the option accepts, for messages: "a whole number from 1 to 32". */
static char *
queens_cli_describe_allowed (QueensCliOption option)
{
  guint64 maximum = queens_cli_ranges[option].maximum;
  g_autofree char *minimum_text = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                   queens_cli_ranges[option].minimum);
  g_autofree char *maximum_text = g_strdup_printf ("%" G_GUINT64_FORMAT, maximum);

  if (queens_cli_ranges[option].kind == QUEENS_CLI_KIND_BOARD)
    return g_strdup (_("a board such as \"2 4 1 3\" (per row, top first, a 1-based column or \".\")"));

  if (queens_cli_ranges[option].kind == QUEENS_CLI_KIND_FILE)
    return g_strdup (_("a file name ending in .png, .svg or .pdf"));

  /* Numbers are formatted apart: xgettext cannot see through
   * G_GUINT64_FORMAT inside a translatable string. */
  if (maximum == G_MAXUINT64)
    return g_strdup_printf (_("a whole number, %s or more"), minimum_text);

  return g_strdup_printf (_("a whole number from %s to %s"), minimum_text, maximum_text);
}

/* Plain decimal digits only: no sign, no space, no prefix, no exponent.
 * On failure prints the one-line message and returns FALSE. */
static gboolean
queens_cli_parse_number (QueensCliOption  option,
                         const char      *text,
                         guint64         *out_value)
{
  guint64 minimum = queens_cli_ranges[option].minimum;
  guint64 maximum = queens_cli_ranges[option].maximum;
  guint64 value = 0;
  gboolean overflow = FALSE;
  const char *digit;

  for (digit = text; *digit != '\0'; digit++)
    {
      guint digit_value;

      if (*digit < '0' || *digit > '9')
        break;

      digit_value = (guint) (*digit - '0');
      if (value > (G_MAXUINT64 - digit_value) / 10)
        overflow = TRUE;
      else
        value = value * 10 + digit_value;
    }

  if (*text == '\0' || *digit != '\0')
    {
      g_autofree char *shown = queens_cli_show_value (text, TRUE);
      g_autofree char *allowed = queens_cli_describe_allowed (option);

      queens_cli_print_error (_("--%s: %s is not %s"),
                              queens_cli_option_name (option), shown, allowed);
      return FALSE;
    }

  if (overflow || value < minimum || value > maximum)
    {
      g_autofree char *shown = queens_cli_show_value (text, FALSE);
      g_autofree char *minimum_text = g_strdup_printf ("%" G_GUINT64_FORMAT, minimum);
      g_autofree char *maximum_text = g_strdup_printf ("%" G_GUINT64_FORMAT, maximum);

      if (maximum != G_MAXUINT64)
        queens_cli_print_error (_("--%s: %s is outside %s..%s"),
                                queens_cli_option_name (option), shown,
                                minimum_text, maximum_text);
      else if (overflow)
        queens_cli_print_error (_("--%s: %s is too large (at most %s)"),
                                queens_cli_option_name (option), shown, maximum_text);
      else
        queens_cli_print_error (_("--%s: %s is less than %s"),
                                queens_cli_option_name (option), shown, minimum_text);
      return FALSE;
    }

  *out_value = value;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Buffered output on stdout                                           */
/* ------------------------------------------------------------------ */

typedef struct
{
  char  *buffer;
  gsize  used;
  int    error_number;  /* errno of the first failed write; 0 while fine */
} QueensCliWriter;

static void
queens_cli_writer_init (QueensCliWriter *writer)
{
  writer->buffer = g_malloc (QUEENS_CLI_WRITER_SIZE);
  writer->used = 0;
  writer->error_number = 0;
}

/* After a failure the buffer is emptied anyway, so callers can go on
 * appending cheaply until they notice writer->error_number. */
static gboolean
queens_cli_writer_flush (QueensCliWriter *writer)
{
  gsize written = 0;

  while (writer->error_number == 0 && written < writer->used)
    {
      gssize result = write (STDOUT_FILENO, writer->buffer + written,
                             writer->used - written);

      if (result >= 0)
        written += (gsize) result;
      else if (errno != EINTR)
        writer->error_number = errno;
    }

  writer->used = 0;
  return writer->error_number == 0;
}

/* Room for @length bytes (at most QUEENS_CLI_WRITER_SIZE) at the end. */
static inline char *
queens_cli_writer_reserve (QueensCliWriter *writer,
                           gsize            length)
{
  if (QUEENS_CLI_WRITER_SIZE - writer->used < length)
    queens_cli_writer_flush (writer);

  return writer->buffer + writer->used;
}

static inline void
queens_cli_writer_commit (QueensCliWriter *writer,
                          const char      *end)
{
  writer->used = (gsize) (end - writer->buffer);
}

static void
queens_cli_writer_append (QueensCliWriter *writer,
                          const char      *text)
{
  gsize length = strlen (text);

  while (length > 0 && writer->error_number == 0)
    {
      gsize chunk = MIN (length, QUEENS_CLI_WRITER_SIZE);
      char *out = queens_cli_writer_reserve (writer, chunk);

      memcpy (out, text, chunk);
      queens_cli_writer_commit (writer, out + chunk);
      text += chunk;
      length -= chunk;
    }
}

G_GNUC_PRINTF (2, 3)
static void
queens_cli_writer_printf (QueensCliWriter *writer,
                          const char      *format,
                          ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  queens_cli_writer_append (writer, text);
}

/* Flushes and frees the writer.  Returns @status, or QUEENS_EXIT_NEGATIVE
 * after reporting a failed write; a closed pipe is a reader that has seen
 * enough, not a failure, so it keeps @status and stays quiet. */
static int
queens_cli_writer_finish (QueensCliWriter *writer,
                          int              status)
{
  queens_cli_writer_flush (writer);
  g_clear_pointer (&writer->buffer, g_free);

  if (writer->error_number == 0 || writer->error_number == EPIPE)
    return status;

  queens_cli_print_error (_("cannot write the output: %s"),
                          g_strerror (writer->error_number));
  return QUEENS_EXIT_NEGATIVE;
}

/* Writes @value in decimal at @out; returns the end. */
static inline char *
queens_cli_format_uint (char    *out,
                        guint32  value)
{
  char digits[10];
  guint n_digits = 0;

  do
    {
      digits[n_digits++] = (char) ('0' + value % 10);
      value /= 10;
    }
  while (value != 0);

  while (n_digits > 0)
    *out++ = digits[--n_digits];

  return out;
}

/* One board in the text form: 1-based columns or ".", then a newline. */
static void
queens_cli_writer_put_columns (QueensCliWriter *writer,
                               const guint32   *columns,
                               guint            n)
{
  guint row;

  for (row = 0; row < n && writer->error_number == 0; row++)
    {
      char *out = queens_cli_writer_reserve (writer, QUEENS_CLI_MAX_COLUMN_CHARS);

      if (columns[row] == QUEENS_NO_QUEEN)
        *out++ = '.';
      else
        out = queens_cli_format_uint (out, columns[row] + 1);
      *out++ = row + 1 < n ? ' ' : '\n';
      queens_cli_writer_commit (writer, out);
    }
}

/* ------------------------------------------------------------------ */
/* --count                                                             */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint         n;
  GMainLoop    *loop;
  GCancellable *cancellable;
  QueensCount   count;
  GError       *error;
  gboolean      finished;
  guint         n_interrupts;
  gboolean      show_progress;
  int           progress_permille;  /* atomic: written by the worker */
  int           shown_percent;      /* -1 until something is shown */
  int           shown_length;
} QueensCliCounting;

/* Runs on the worker: only stores the figure, the main loop prints it. */
static void
queens_cli_on_count_progress (double   fraction,
                              guint64  solutions_so_far,
                              gpointer user_data)
{
  QueensCliCounting *counting = user_data;

  g_atomic_int_set (&counting->progress_permille,
                    (int) (CLAMP (fraction, 0.0, 1.0) * 1000.0));
}

static void
queens_cli_count_in_thread (GTask        *task,
                            gpointer      source_object,
                            gpointer      task_data,
                            GCancellable *cancellable)
{
  QueensCliCounting *counting = task_data;
  QueensCount count = { 0 };
  GError *error = NULL;

  if (queens_solver_count (counting->n, 0, queens_cli_on_count_progress,
                           counting, cancellable, &count, &error))
    g_task_return_pointer (task, g_memdup2 (&count, sizeof count), g_free);
  else
    g_task_return_error (task, error);
}

static void
queens_cli_on_count_done (GObject      *source_object,
                          GAsyncResult *result,
                          gpointer      user_data)
{
  QueensCliCounting *counting = user_data;
  g_autofree QueensCount *count = NULL;

  count = g_task_propagate_pointer (G_TASK (result), &counting->error);
  if (count != NULL)
    counting->count = *count;

  counting->finished = TRUE;
  g_main_loop_quit (counting->loop);
}

static void
queens_cli_clear_progress (QueensCliCounting *counting)
{
  if (counting->shown_length > 0)
    {
      fprintf (stderr, "\r%*s\r", counting->shown_length, "");
      fflush (stderr);
      counting->shown_length = 0;
    }
}

static gboolean
queens_cli_on_progress_tick (gpointer user_data)
{
  QueensCliCounting *counting = user_data;
  int percent = g_atomic_int_get (&counting->progress_permille) / 10;

  if (percent != counting->shown_percent)
    {
      int length;

      /* The line is rewritten in place, so pad over a longer old one. */
      fputc ('\r', stderr);
      length = fprintf (stderr, _("counting n=%u: %d%%"), counting->n, percent);
      if (length < counting->shown_length)
        fprintf (stderr, "%*s", counting->shown_length - length, "");
      fflush (stderr);
      counting->shown_length = MAX (length, counting->shown_length);
      counting->shown_percent = percent;
    }

  return G_SOURCE_CONTINUE;
}

static gboolean
queens_cli_on_interrupt (gpointer user_data)
{
  QueensCliCounting *counting = user_data;

  counting->n_interrupts++;
  if (counting->n_interrupts == 1)
    {
      g_cancellable_cancel (counting->cancellable);
      return G_SOURCE_CONTINUE;
    }

  /* A second Ctrl+C means the user will not wait for the workers to wind
   * down: leave at once, without running exit handlers under their feet. */
  queens_cli_clear_progress (counting);
  queens_cli_print_error ("%s", _("counting interrupted"));
  _exit (QUEENS_EXIT_INTERRUPTED);
}

static int
queens_cli_run_count (guint n)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (context, FALSE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GSource) interrupt_source = NULL;
  g_autoptr(GSource) progress_source = NULL;
  g_autoptr(GTask) task = NULL;
  QueensCliCounting counting = { 0 };
  QueensCliWriter writer;
  char seconds[G_ASCII_DTOSTR_BUF_SIZE];
  int status = QUEENS_EXIT_OK;

  counting.n = n;
  counting.loop = loop;
  counting.cancellable = cancellable;
  counting.show_progress = isatty (STDERR_FILENO);
  counting.shown_percent = -1;

  /* Our own context, so that nothing else runs while we wait and the
   * task reports back to this loop. */
  g_main_context_push_thread_default (context);

  interrupt_source = g_unix_signal_source_new (SIGINT);
  g_source_set_callback (interrupt_source, queens_cli_on_interrupt, &counting, NULL);
  g_source_attach (interrupt_source, context);

  if (counting.show_progress)
    {
      progress_source = g_timeout_source_new (QUEENS_CLI_PROGRESS_INTERVAL_MS);
      g_source_set_callback (progress_source, queens_cli_on_progress_tick, &counting, NULL);
      g_source_attach (progress_source, context);
    }

  task = g_task_new (NULL, cancellable, queens_cli_on_count_done, &counting);
  g_task_set_source_tag (task, queens_cli_run_count);
  g_task_set_task_data (task, &counting, NULL);
  g_task_run_in_thread (task, queens_cli_count_in_thread);

  while (!counting.finished)
    g_main_loop_run (loop);

  g_source_destroy (interrupt_source);
  if (progress_source != NULL)
    g_source_destroy (progress_source);
  g_main_context_pop_thread_default (context);

  queens_cli_clear_progress (&counting);

  if (counting.error != NULL)
    {
      if (g_error_matches (counting.error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          queens_cli_print_error ("%s", _("counting interrupted"));
          status = QUEENS_EXIT_INTERRUPTED;
        }
      else
        {
          queens_cli_print_error (_("--count: %s"), counting.error->message);
          status = QUEENS_EXIT_NEGATIVE;
        }
      g_clear_error (&counting.error);
      return status;
    }

  /* Machine-readable: no translation, and a '.' whatever the locale. */
  g_ascii_formatd (seconds, sizeof seconds, "%.3f", counting.count.seconds);
  queens_cli_writer_init (&writer);
  queens_cli_writer_printf (&writer,
                            "n=%u solutions=%" G_GUINT64_FORMAT
                            " unique=%" G_GUINT64_FORMAT " seconds=%s\n",
                            n, counting.count.total, counting.count.unique,
                            seconds);
  return queens_cli_writer_finish (&writer, status);
}

/* ------------------------------------------------------------------ */
/* --list                                                              */
/* ------------------------------------------------------------------ */

typedef struct
{
  QueensCliWriter  writer;
  GCancellable    *cancellable;
  guint64          remaining;
  gboolean         stopped;  /* we cancelled: limit reached or output gone */
} QueensCliListing;

static void
queens_cli_on_list_batch (const guint8 *columns,
                          gsize         n_solutions,
                          guint         n,
                          gpointer      user_data)
{
  QueensCliListing *listing = user_data;
  gsize wanted = (gsize) MIN ((guint64) n_solutions, listing->remaining);
  gsize solution;

  if (listing->stopped)
    return;

  for (solution = 0; solution < wanted; solution++)
    {
      const guint8 *row_columns = columns + solution * n;
      char *out = queens_cli_writer_reserve (&listing->writer,
                                             (gsize) n * 3);
      guint row;

      /* n <= 32: every column has one or two digits. */
      for (row = 0; row < n; row++)
        {
          guint column = row_columns[row] + 1u;

          if (column >= 10)
            *out++ = (char) ('0' + column / 10);
          *out++ = (char) ('0' + column % 10);
          *out++ = row + 1 < n ? ' ' : '\n';
        }
      queens_cli_writer_commit (&listing->writer, out);
    }

  listing->remaining -= wanted;

  /* Each batch reaches the reader at once, so a slow search still shows
   * its solutions as they come. */
  queens_cli_writer_flush (&listing->writer);

  if (listing->remaining == 0 || listing->writer.error_number != 0)
    {
      listing->stopped = TRUE;
      g_cancellable_cancel (listing->cancellable);
    }
}

static int
queens_cli_run_list (guint   n,
                     guint64 limit)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  QueensCliListing listing = { 0 };
  guint64 n_listed = 0;
  int status = QUEENS_EXIT_OK;

  queens_cli_writer_init (&listing.writer);
  listing.cancellable = cancellable;
  listing.remaining = limit;

  /* Streaming: the first line comes at once and memory stays bounded
   * however many lines follow. */
  if (!queens_solver_enumerate_streaming (n, QUEENS_CLI_LIST_BATCH_SIZE,
                                          QUEENS_CLI_LIST_FLUSH_INTERVAL_US,
                                          queens_cli_on_list_batch, NULL, &listing,
                                          cancellable, &n_listed, &error)
      && !listing.stopped)
    {
      queens_cli_print_error (_("--list: %s"),
                              error != NULL ? error->message : _("the search failed"));
      status = QUEENS_EXIT_NEGATIVE;
    }
  else if (n_listed == 0 && !listing.stopped)
    {
      /* As with --solve: an empty listing alone would look like a fault. */
      queens_cli_print_error (_("there is no solution for N = %u"), n);
      status = QUEENS_EXIT_NEGATIVE;
    }

  return queens_cli_writer_finish (&listing.writer, status);
}

/* ------------------------------------------------------------------ */
/* --solve                                                             */
/* ------------------------------------------------------------------ */

static int
queens_cli_run_solve (guint n)
{
  g_autofree guint32 *columns = g_new (guint32, n);
  QueensCliWriter writer;

  if (!queens_construct_solution (n, columns))
    {
      queens_cli_print_error (_("there is no solution for N = %u"), n);
      return QUEENS_EXIT_NEGATIVE;
    }

  queens_cli_writer_init (&writer);
  queens_cli_writer_put_columns (&writer, columns, n);
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}

/* ------------------------------------------------------------------ */
/* --check and --complete                                              */
/* ------------------------------------------------------------------ */

/* Parses BOARD; on failure prints "queens: --OPTION: " and the parser's
 * message (which names the token) and returns NULL. */
static QueensBoard *
queens_cli_parse_board (QueensCliOption  option,
                        const char      *text)
{
  g_autoptr(GError) error = NULL;
  QueensBoard *board = queens_board_new_from_text (text, 0, &error);

  if (board == NULL)
    queens_cli_print_error ("--%s: %s", queens_cli_option_name (option),
                            error != NULL ? error->message : _("not a board"));

  return board;
}

/* "row 1, column 1 and row 3, column 3 share a diagonal".  The command
 * line has no settings: it names squares as its text form numbers them,
 * rows from the top, never in chess coordinates. */
static char *
queens_cli_describe_conflict (guint                 n,
                              const QueensConflict *conflict)
{
  g_autofree char *first = queens_square_name (QUEENS_COORDINATES_NUMERIC, n,
                                               conflict->first.row, conflict->first.column);
  g_autofree char *second = queens_square_name (QUEENS_COORDINATES_NUMERIC, n,
                                                conflict->second.row, conflict->second.column);

  switch (conflict->line)
    {
    case QUEENS_LINE_ROW:
      /* Translators: each %s is a square, "row 1, column 3" */
      return g_strdup_printf (_("%s and %s share a row"), first, second);

    case QUEENS_LINE_COLUMN:
      return g_strdup_printf (_("%s and %s share a column"), first, second);

    case QUEENS_LINE_DIAGONAL:
      return g_strdup_printf (_("%s and %s share a diagonal"), first, second);

    case QUEENS_LINE_ANTIDIAGONAL:
    default:
      return g_strdup_printf (_("%s and %s share an antidiagonal"), first, second);
    }
}

/* The first conflicting pair in (row, column) order of a board with at
 * most one queen per row, in O(N) time and no extra memory, whatever the
 * number of pairs.  The first attacked queen has no partner above it (that
 * partner would be attacked too, and earlier), so its first partner below
 * completes the first pair. */
static gboolean
queens_cli_find_first_conflict (QueensBoard    *board,
                                const guint32  *columns,
                                QueensConflict *out_conflict)
{
  guint n = queens_board_get_n (board);
  guint row;

  for (row = 0; row < n; row++)
    {
      guint32 column = columns[row];
      guint other_row;

      if (column == QUEENS_NO_QUEEN || !queens_board_is_attacked (board, row, column))
        continue;

      for (other_row = row + 1; other_row < n; other_row++)
        {
          guint32 other_column = columns[other_row];
          guint32 distance = other_row - row;

          if (other_column == QUEENS_NO_QUEEN)
            continue;

          if (other_column == column)
            out_conflict->line = QUEENS_LINE_COLUMN;
          else if (other_column == column + distance)
            out_conflict->line = QUEENS_LINE_DIAGONAL;
          else if (other_column + distance == column)
            out_conflict->line = QUEENS_LINE_ANTIDIAGONAL;
          else
            continue;

          out_conflict->first.row = row;
          out_conflict->first.column = column;
          out_conflict->second.row = other_row;
          out_conflict->second.column = other_column;
          return TRUE;
        }
    }

  return FALSE;
}

static int
queens_cli_run_check (const char *text)
{
  g_autoptr(QueensBoard) board = queens_cli_parse_board (QUEENS_CLI_OPTION_CHECK, text);
  g_autofree char *n_conflicts_text = NULL;
  QueensCliWriter writer;
  guint64 n_conflicts;
  guint n, n_queens;
  gboolean solved;

  if (board == NULL)
    return QUEENS_EXIT_BAD_INPUT;

  n = queens_board_get_n (board);
  n_queens = queens_board_get_n_queens (board);
  n_conflicts = queens_board_get_n_conflicts (board);
  solved = queens_board_is_solution (board);

  n_conflicts_text = g_strdup_printf ("%" G_GUINT64_FORMAT, n_conflicts);
  queens_cli_writer_init (&writer);

  if (n_conflicts <= QUEENS_CLI_MAX_LISTED_CONFLICTS)
    {
      g_autoptr(GArray) conflicts = queens_board_list_conflicts (board);
      guint i;

      for (i = 0; i < conflicts->len && writer.error_number == 0; i++)
        {
          g_autofree char *described =
            queens_cli_describe_conflict (n, &g_array_index (conflicts, QueensConflict, i));

          queens_cli_writer_printf (&writer, _("conflict: %s\n"), described);
        }
    }
  else
    {
      queens_cli_writer_printf (&writer,
                                _("conflicts: %s pairs, too many to list one by one (the limit is %d)\n"),
                                n_conflicts_text, QUEENS_CLI_MAX_LISTED_CONFLICTS);
    }

  queens_cli_writer_printf (&writer,
                            ngettext ("%u of %u queens placed, %s conflict: %s\n",
                                      "%u of %u queens placed, %s conflicts: %s\n",
                                      (gulong) MIN (n_conflicts, G_MAXULONG)),
                            n_queens, n, n_conflicts_text,
                            solved ? _("a solution") : _("not a solution"));

  return queens_cli_writer_finish (&writer, solved ? QUEENS_EXIT_OK : QUEENS_EXIT_NEGATIVE);
}

static int
queens_cli_run_complete (const char *text)
{
  g_autoptr(QueensBoard) board = queens_cli_parse_board (QUEENS_CLI_OPTION_COMPLETE, text);
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *columns = NULL;
  QueensCompletion completion;
  QueensCliWriter writer;
  guint n;

  if (board == NULL)
    return QUEENS_EXIT_BAD_INPUT;

  n = queens_board_get_n (board);
  columns = g_new (guint32, n);

  if (queens_board_get_n_conflicts (board) > 0)
    {
      QueensConflict conflict;

      /* The text form holds at most one queen per row. */
      if (queens_board_get_columns (board, columns)
          && queens_cli_find_first_conflict (board, columns, &conflict))
        {
          g_autofree char *described = queens_cli_describe_conflict (n, &conflict);

          queens_cli_print_error (_("--complete: the given queens conflict: %s"),
                                  described);
        }
      else
        {
          queens_cli_print_error ("%s", _("--complete: the given queens conflict"));
        }
      return QUEENS_EXIT_BAD_INPUT;
    }

  completion = queens_solver_complete (board, 0, NULL, columns, &error);

  if (completion == QUEENS_COMPLETION_FOUND)
    {
      queens_cli_writer_init (&writer);
      queens_cli_writer_put_columns (&writer, columns, n);
      return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
    }

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT))
    {
      queens_cli_print_error (_("--complete: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (completion == QUEENS_COMPLETION_IMPOSSIBLE)
    queens_cli_print_error ("%s", _("no solution keeps these queens"));
  else if (error != NULL)
    queens_cli_print_error ("%s", error->message);
  else
    queens_cli_print_error ("%s", _("the search gave up without finding a solution"));

  return QUEENS_EXIT_NEGATIVE;
}

/* ------------------------------------------------------------------ */
/* --export                                                            */
/* ------------------------------------------------------------------ */

typedef struct
{
  GCancellable *cancellable;
  gboolean      fundamental;
  guint64       wanted;    /* K, 1-based */
  guint64       seen;      /* solutions passed so far (fundamental ones only) */
  guint32      *columns;   /* receives solution K */
  gboolean      found;
} QueensCliPicking;

static void
queens_cli_on_pick_batch (const guint8 *columns,
                          gsize         n_solutions,
                          guint         n,
                          gpointer      user_data)
{
  QueensCliPicking *picking = user_data;
  gsize solution;
  guint row;

  if (picking->found)
    return;

  /* Among all solutions a whole batch before K is skipped at once. */
  if (!picking->fundamental && picking->seen + n_solutions < picking->wanted)
    {
      picking->seen += n_solutions;
      return;
    }

  for (solution = 0; solution < n_solutions; solution++)
    {
      const guint8 *candidate = columns + solution * n;

      if (picking->fundamental && !queens_solve_job_is_canonical_solution (n, candidate))
        continue;

      if (++picking->seen < picking->wanted)
        continue;

      for (row = 0; row < n; row++)
        picking->columns[row] = candidate[row];
      picking->found = TRUE;
      g_cancellable_cancel (picking->cancellable);
      return;
    }
}

/* Finds solution @wanted (1-based, lexicographic order, among the
 * fundamental ones if asked) of @n into @columns.  On failure prints the
 * message and returns FALSE. */
static gboolean
queens_cli_pick_solution (guint     n,
                          guint64   wanted,
                          gboolean  fundamental,
                          guint32  *columns)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *wanted_text = g_strdup_printf ("%" G_GUINT64_FORMAT, wanted);
  g_autofree char *total_text = NULL;
  QueensCliPicking picking = { 0 };

  if (n > QUEENS_SOLVER_MAX_ENUMERATE_N)
    {
      /* Ranking needs the solutions in order, and above this N there are
       * far too many to walk through; the formula gives one at once. */
      if (fundamental)
        {
          queens_cli_print_error (_("--fundamental works for N up to %u, and N is %u"),
                                  QUEENS_SOLVER_MAX_ENUMERATE_N, n);
          return FALSE;
        }
      if (wanted != 1)
        {
          queens_cli_print_error (_("--solution: %s is outside 1..1 for N = %u: above N = %u "
                                    "only the solution built by formula is exported"),
                                  wanted_text, n, QUEENS_SOLVER_MAX_ENUMERATE_N);
          return FALSE;
        }
      /* Every N above 3 has a solution. */
      return queens_construct_solution (n, columns);
    }

  picking.cancellable = cancellable;
  picking.fundamental = fundamental;
  picking.wanted = wanted;
  picking.columns = columns;

  /* Streaming: solution 1, the default, comes at once, and memory stays
   * bounded for any K. */
  if (!queens_solver_enumerate_streaming (n, QUEENS_CLI_PICK_BATCH_SIZE, 0,
                                          queens_cli_on_pick_batch, NULL, &picking,
                                          cancellable, NULL, &error)
      && !picking.found)
    {
      queens_cli_print_error (_("--solution: %s"),
                              error != NULL ? error->message : _("the search failed"));
      return FALSE;
    }

  if (picking.found)
    return TRUE;

  if (picking.seen == 0)
    {
      queens_cli_print_error (_("--solution: N = %u has no solutions"), n);
      return FALSE;
    }

  total_text = g_strdup_printf ("%" G_GUINT64_FORMAT, picking.seen);
  if (fundamental)
    queens_cli_print_error (_("--solution: %s is outside 1..%s among the fundamental "
                              "solutions of N = %u"),
                            wanted_text, total_text, n);
  else
    queens_cli_print_error (_("--solution: %s is outside 1..%s for N = %u"),
                            wanted_text, total_text, n);
  return FALSE;
}

/* The parsed values of --export and its companions. */
typedef struct
{
  const char *path;
  const char *n_text;         /* each NULL when not given */
  const char *solution_text;
  const char *board_text;
  const char *size_text;
  gboolean    fundamental;
  gboolean    coordinates;
} QueensCliExport;

static int
queens_cli_run_export (const QueensCliExport *request)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(QueensBoard) board = NULL;
  g_autofree guint32 *columns = NULL;
  QueensExportFormat format;
  QueensRenderOptions options;
  guint64 n = QUEENS_CLI_DEFAULT_EXPORT_N;
  guint64 wanted = 1;
  guint64 pixels = QUEENS_EXPORT_DEFAULT_PIXELS;
  gboolean written;

  /* Everything about the request is checked before any work or any
   * file: a bad value costs nothing and leaves nothing behind. */
  if (!queens_export_format_from_filename (request->path, &format, &error))
    {
      queens_cli_print_error (_("--export: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (request->size_text != NULL)
    {
      if (!queens_cli_parse_number (QUEENS_CLI_OPTION_SIZE, request->size_text, &pixels))
        return QUEENS_EXIT_BAD_INPUT;

      if (queens_export_format_is_vector (format))
        {
          g_autofree char *shown = queens_cli_show_value (request->size_text, TRUE);

          queens_cli_print_error (_("--size %s works only for PNG files: SVG and PDF are "
                                    "drawn as vectors"),
                                  shown);
          return QUEENS_EXIT_BAD_INPUT;
        }
    }

  if (request->board_text != NULL)
    {
      const char *other = request->n_text != NULL ? "n"
                          : request->solution_text != NULL ? "solution"
                          : request->fundamental ? "fundamental"
                          : NULL;

      if (other != NULL)
        {
          queens_cli_print_error (_("--board and --%s cannot be used together: the board "
                                    "is exported as given"),
                                  other);
          return QUEENS_EXIT_BAD_INPUT;
        }

      board = queens_cli_parse_board (QUEENS_CLI_OPTION_BOARD, request->board_text);
      if (board == NULL)
        return QUEENS_EXIT_BAD_INPUT;
    }
  else
    {
      if (request->n_text != NULL
          && !queens_cli_parse_number (QUEENS_CLI_OPTION_N, request->n_text, &n))
        return QUEENS_EXIT_BAD_INPUT;

      if (request->solution_text != NULL
          && !queens_cli_parse_number (QUEENS_CLI_OPTION_SOLUTION, request->solution_text,
                                       &wanted))
        return QUEENS_EXIT_BAD_INPUT;

      columns = g_new (guint32, n);
      if (!queens_cli_pick_solution ((guint) n, wanted, request->fundamental, columns))
        return QUEENS_EXIT_BAD_INPUT;
    }

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_coordinates = request->coordinates;
  /* As in play: queens in conflict are red, joined by red lines. */
  options.show_conflicts = TRUE;

  file = g_file_new_for_commandline_arg (request->path);
  if (board != NULL)
    written = queens_export_board_to_file (file, format, (guint) pixels, board, &options,
                                           NULL, &error);
  else
    written = queens_export_columns_to_file (file, format, (guint) pixels, (guint) n, columns,
                                             &options, NULL, &error);

  if (!written)
    {
      queens_cli_print_error (_("--export: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  return QUEENS_EXIT_OK;
}

/* ------------------------------------------------------------------ */
/* Syntax check on the raw argv                                        */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint times_seen[QUEENS_CLI_N_OPTIONS];
} QueensCliSyntax;

static int
queens_cli_lookup_option (const char *name,
                          gsize       length)
{
  int option;

  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    {
      const char *long_name = queens_cli_option_name (option);

      if (strlen (long_name) == length && strncmp (long_name, name, length) == 0)
        return option;
    }

  return -1;
}

static gboolean
queens_cli_on_option_seen (const char  *option_name,
                           const char  *value,
                           gpointer     user_data,
                           GError     **error)
{
  QueensCliSyntax *syntax = user_data;
  const char *name = option_name + strspn (option_name, "-");
  int option = queens_cli_lookup_option (name, strlen (name));

  if (option < 0)
    return TRUE;

  /* GLib would keep only the last value without a word. */
  if (syntax->times_seen[option]++ > 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   _("%s is given more than once: give each option once"),
                   option_name);
      return FALSE;
    }

  return TRUE;
}

/* GLib names an unknown option only in its own words, so find it again:
 * the first argument that looks like an option and is not one of ours. */
static const char *
queens_cli_find_unknown_option (int    argc,
                                char **argv)
{
  int i;

  for (i = 1; i < argc; i++)
    {
      const char *argument = argv[i];
      const char *name;
      gsize length;
      int option;

      if (strcmp (argument, "--") == 0)
        break;
      if (argument[0] != '-' || argument[1] == '\0')
        continue;
      if (argument[1] != '-')
        return argument;

      name = argument + 2;
      length = strcspn (name, "=");
      if (length == strlen (QUEENS_CLI_GAPPLICATION_SERVICE)
          && strncmp (name, QUEENS_CLI_GAPPLICATION_SERVICE, length) == 0)
        continue;

      option = queens_cli_lookup_option (name, length);
      if (option < 0)
        return argument;
      if (name[length] == '\0' && queens_cli_ranges[option].kind != QUEENS_CLI_KIND_FLAG)
        i++;  /* its value follows, whatever it looks like */
    }

  return NULL;
}

static gboolean
queens_cli_is_help_request (int    argc,
                            char **argv)
{
  int i;

  for (i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "-h") == 0 || strcmp (argv[i], "-?") == 0
          || strcmp (argv[i], "--help") == 0 || g_str_has_prefix (argv[i], "--help-"))
        return TRUE;
    }

  return FALSE;
}

static void
queens_cli_report_syntax_error (int          argc,
                                char       **argv,
                                GError      *error)
{
  if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION))
    {
      const char *unknown = queens_cli_find_unknown_option (argc, argv);

      if (unknown != NULL)
        {
          g_autofree char *shown = queens_cli_show_value (unknown, TRUE);

          queens_cli_print_error (_("unknown option %s: the options are --count, --list, "
                                    "--limit, --solve, --check, --complete, --n, --export, "
                                    "--solution, --fundamental, --board, --size and "
                                    "--coordinates (see queens --help)"),
                                  shown);
          return;
        }
    }
  else if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE) && argc > 1)
    {
      /* GLib only misses an argument after the last word. */
      const char *last = argv[argc - 1];
      int option = g_str_has_prefix (last, "--")
                   ? queens_cli_lookup_option (last + 2, strlen (last + 2))
                   : -1;

      if (option >= 0)
        {
          g_autofree char *allowed = queens_cli_describe_allowed (option);

          queens_cli_print_error (_("%s needs a value: %s"), last, allowed);
          return;
        }
    }

  queens_cli_print_error (_("%s (see queens --help)"), error->message);
}

int
queens_cli_check_syntax (int    argc,
                         char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) arguments = NULL;
  GOptionEntry entries[QUEENS_CLI_N_OPTIONS + 2];
  QueensCliSyntax syntax = { { 0 } };
  gboolean gapplication_service = FALSE;
  GOptionGroup *group;
  int i;

  g_return_val_if_fail (argc >= 0, QUEENS_EXIT_BAD_INPUT);
  g_return_val_if_fail (argc == 0 || argv != NULL, QUEENS_EXIT_BAD_INPUT);

  if (argc <= 1)
    return -1;

  /* GApplication prints the help and exits itself. */
  if (queens_cli_is_help_request (argc, argv))
    return -1;

  /* GLib converts option values to UTF-8 and would fail on its own terms. */
  for (i = 1; i < argc; i++)
    {
      g_autofree char *converted = g_locale_to_utf8 (argv[i], -1, NULL, NULL, NULL);

      if (converted == NULL)
        {
          g_autofree char *shown = queens_cli_show_value (argv[i], TRUE);

          queens_cli_print_error (_("argument %d, %s, is not valid text in this locale's encoding"),
                                  i, shown);
          return QUEENS_EXIT_BAD_INPUT;
        }
    }

  /* The same options as GApplication's, each reporting to a callback so
   * that repeats are caught. */
  for (i = 0; i < QUEENS_CLI_N_OPTIONS; i++)
    {
      entries[i] = queens_cli_entries[i];
      entries[i].arg = G_OPTION_ARG_CALLBACK;
      entries[i].arg_data = (gpointer) queens_cli_on_option_seen;
      if (queens_cli_ranges[i].kind == QUEENS_CLI_KIND_FLAG)
        entries[i].flags |= G_OPTION_FLAG_NO_ARG;
      else if (queens_cli_ranges[i].kind == QUEENS_CLI_KIND_FILE)
        entries[i].flags |= G_OPTION_FLAG_FILENAME;
    }
  entries[i++] = (GOptionEntry) { QUEENS_CLI_GAPPLICATION_SERVICE, 0, G_OPTION_FLAG_HIDDEN,
                                  G_OPTION_ARG_NONE, &gapplication_service, NULL, NULL };
  entries[i] = (GOptionEntry) { NULL };

  context = g_option_context_new (NULL);
  g_option_context_set_help_enabled (context, FALSE);
  group = g_option_group_new ("queens", "", "", &syntax, NULL);
  g_option_group_add_entries (group, entries);
  g_option_context_set_main_group (context, group);

  arguments = g_new0 (char *, argc + 1);
  for (i = 0; i < argc; i++)
    arguments[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &arguments, &error))
    {
      queens_cli_report_syntax_error (argc, argv, error);
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (arguments[0] != NULL && arguments[1] != NULL)
    {
      /* GLib keeps a "--" when what follows it looks like options. */
      const char *stray = strcmp (arguments[1], "--") == 0 && arguments[2] != NULL
                          ? arguments[2] : arguments[1];
      g_autofree char *shown = queens_cli_show_value (stray, TRUE);

      queens_cli_print_error (_("unexpected argument %s: every command is an option, "
                                "such as --count N (see queens --help)"),
                              shown);
      return QUEENS_EXIT_BAD_INPUT;
    }

  return -1;
}

/* ------------------------------------------------------------------ */
/* GApplication hooks                                                  */
/* ------------------------------------------------------------------ */

void
queens_cli_add_options (GApplication *application)
{
  g_return_if_fail (G_IS_APPLICATION (application));

  g_application_add_main_option_entries (application, queens_cli_entries);
  g_application_set_option_context_summary (application,
    _("Explore the N-Queens puzzle: count, list, solve, check, complete or export "
      "boards, or open the window."));
  g_application_set_option_context_description (application,
    _("Without a command the window opens at the last N.\n"
      "\n"
      "A BOARD lists one token per row, top row first: the 1-based column of "
      "that row's queen, or \".\" for an empty row, separated by spaces or "
      "commas, as in \"2 4 1 3\".\n"
      "\n"
      "--export FILE saves solution K of N (default: the first solution of N = 8) "
      "or a BOARD as an image: PNG, SVG or PDF after FILE's extension. Without "
      "--coordinates the board fills the image, row 1 at the top and column 1 at "
      "the left. Solutions are ranked for N up to 32; above that, only --solution 1 "
      "is available: the solution built by formula. The file is replaced only "
      "once it is complete.\n"
      "\n"
      "Exit status: 0 for a positive answer, 1 for a negative one (no solution, "
      "a board that is not a solution), 2 for bad input or a file that cannot be "
      "written, 130 when Ctrl+C interrupts --count."));
}

int
queens_cli_check_display (void)
{
  const char *display_name = g_getenv ("WAYLAND_DISPLAY");

  /* Opening the display here costs nothing extra: startup would open the
   * same one next. */
  if (gdk_display_get_default () != NULL || gtk_init_check ())
    return -1;

  if (display_name == NULL || *display_name == '\0')
    display_name = g_getenv ("DISPLAY");

  if (display_name == NULL || *display_name == '\0')
    {
      queens_cli_print_error ("%s", _("there is no display to open the window on (neither "
                                      "DISPLAY nor WAYLAND_DISPLAY is set); the commands that "
                                      "need none are listed by queens --help"));
    }
  else
    {
      g_autofree char *shown = queens_cli_show_value (display_name, TRUE);

      queens_cli_print_error (_("cannot open the display %s to show the window on; the "
                                "commands that need none are listed by queens --help"),
                              shown);
    }

  return QUEENS_EXIT_NEGATIVE;
}

/* The command that @option belongs to, or -1 when it is a command itself.
 * --n opens the window on its own, and gives the size with --export. */
static int
queens_cli_get_owner (QueensCliOption option,
                      gboolean        exporting)
{
  switch (option)
    {
    case QUEENS_CLI_OPTION_LIMIT:
      return QUEENS_CLI_OPTION_LIST;

    case QUEENS_CLI_OPTION_N:
      return exporting ? QUEENS_CLI_OPTION_EXPORT : -1;

    case QUEENS_CLI_OPTION_SOLUTION:
    case QUEENS_CLI_OPTION_FUNDAMENTAL:
    case QUEENS_CLI_OPTION_BOARD:
    case QUEENS_CLI_OPTION_SIZE:
    case QUEENS_CLI_OPTION_COORDINATES:
      return QUEENS_CLI_OPTION_EXPORT;

    case QUEENS_CLI_OPTION_COUNT:
    case QUEENS_CLI_OPTION_LIST:
    case QUEENS_CLI_OPTION_SOLVE:
    case QUEENS_CLI_OPTION_CHECK:
    case QUEENS_CLI_OPTION_COMPLETE:
    case QUEENS_CLI_OPTION_EXPORT:
    case QUEENS_CLI_N_OPTIONS:
    default:
      return -1;
    }
}

/* Reads option @option from @options into @value (NULL for a flag that is
 * set); FALSE when it was not given. */
static gboolean
queens_cli_lookup_value (GVariantDict     *options,
                         QueensCliOption   option,
                         const char      **value)
{
  const char *name = queens_cli_option_name (option);
  gboolean flag = FALSE;

  switch (queens_cli_ranges[option].kind)
    {
    case QUEENS_CLI_KIND_FLAG:
      *value = NULL;
      return g_variant_dict_lookup (options, name, "b", &flag) && flag;

    case QUEENS_CLI_KIND_FILE:
      return g_variant_dict_lookup (options, name, "^&ay", value);

    case QUEENS_CLI_KIND_NUMBER:
    case QUEENS_CLI_KIND_BOARD:
    default:
      return g_variant_dict_lookup (options, name, "&s", value);
    }
}

int
queens_cli_handle_local_options (GApplication *application,
                                 GVariantDict *options,
                                 guint        *out_n)
{
  const char *values[QUEENS_CLI_N_OPTIONS] = { NULL };
  gboolean given[QUEENS_CLI_N_OPTIONS] = { FALSE };
  int first_command = -1;
  gboolean exporting;
  guint64 number = 0;
  guint64 limit = G_MAXUINT64;
  int option;

  g_return_val_if_fail (G_IS_APPLICATION (application), QUEENS_EXIT_BAD_INPUT);
  g_return_val_if_fail (options != NULL, QUEENS_EXIT_BAD_INPUT);
  g_return_val_if_fail (out_n != NULL, QUEENS_EXIT_BAD_INPUT);

  *out_n = 0;

  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    given[option] = queens_cli_lookup_value (options, option, &values[option]);

  exporting = given[QUEENS_CLI_OPTION_EXPORT];

  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    {
      if (!given[option] || queens_cli_get_owner (option, exporting) >= 0)
        continue;

      if (first_command >= 0)
        {
          queens_cli_print_error (_("--%s and --%s cannot be used together: give one command"),
                                  queens_cli_option_name (first_command),
                                  queens_cli_option_name (option));
          return QUEENS_EXIT_BAD_INPUT;
        }
      first_command = option;
    }

  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    {
      int owner = queens_cli_get_owner (option, exporting);
      g_autofree char *shown = NULL;

      if (!given[option] || owner < 0 || owner == first_command)
        continue;

      if (values[option] != NULL)
        shown = queens_cli_show_value (values[option], TRUE);

      if (option == QUEENS_CLI_OPTION_LIMIT)
        queens_cli_print_error (_("--limit %s works only together with --list N"), shown);
      else if (shown != NULL)
        queens_cli_print_error (_("--%s %s works only together with --export FILE"),
                                queens_cli_option_name (option), shown);
      else
        queens_cli_print_error (_("--%s works only together with --export FILE"),
                                queens_cli_option_name (option));
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (first_command < 0)
    return -1;

  if (first_command == QUEENS_CLI_OPTION_EXPORT)
    {
      QueensCliExport request = {
        .path = values[QUEENS_CLI_OPTION_EXPORT],
        .n_text = values[QUEENS_CLI_OPTION_N],
        .solution_text = values[QUEENS_CLI_OPTION_SOLUTION],
        .board_text = values[QUEENS_CLI_OPTION_BOARD],
        .size_text = values[QUEENS_CLI_OPTION_SIZE],
        .fundamental = given[QUEENS_CLI_OPTION_FUNDAMENTAL],
        .coordinates = given[QUEENS_CLI_OPTION_COORDINATES],
      };

      return queens_cli_run_export (&request);
    }

  if (queens_cli_ranges[first_command].kind == QUEENS_CLI_KIND_NUMBER
      && !queens_cli_parse_number (first_command, values[first_command], &number))
    return QUEENS_EXIT_BAD_INPUT;

  if (values[QUEENS_CLI_OPTION_LIMIT] != NULL
      && !queens_cli_parse_number (QUEENS_CLI_OPTION_LIMIT,
                                   values[QUEENS_CLI_OPTION_LIMIT], &limit))
    return QUEENS_EXIT_BAD_INPUT;

  if (first_command == QUEENS_CLI_OPTION_N)
    {
      *out_n = (guint) number;
      return -1;
    }

  /* A reader that closes the pipe early gets EPIPE from write(), handled
   * as a quiet stop, instead of killing us mid-line. */
  signal (SIGPIPE, SIG_IGN);

  switch (first_command)
    {
    case QUEENS_CLI_OPTION_COUNT:
      return queens_cli_run_count ((guint) number);

    case QUEENS_CLI_OPTION_LIST:
      return queens_cli_run_list ((guint) number, limit);

    case QUEENS_CLI_OPTION_SOLVE:
      return queens_cli_run_solve ((guint) number);

    case QUEENS_CLI_OPTION_CHECK:
      return queens_cli_run_check (values[first_command]);

    case QUEENS_CLI_OPTION_COMPLETE:
      return queens_cli_run_complete (values[first_command]);

    default:
      g_assert_not_reached ();
    }
}
