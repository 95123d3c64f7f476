/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-writer.c: what the command line writes
 *
 * Answers go to standard output through one buffered writer built on
 * write(2), so that a closed pipe (EPIPE, with SIGPIPE ignored) ends any
 * command quietly and any other failure, such as a full disk, is reported
 * once with exit status 2.  Every problem is reported as ONE line on
 * stderr that starts with "queens: ".
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "queens-cli-private.h"

/* Longest stretch of a user's value quoted back in a message. */
#define QUEENS_CLI_MAX_SHOWN_CHARS 40

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

char *
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

void
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

/* ------------------------------------------------------------------ */
/* Standard output                                                     */
/* ------------------------------------------------------------------ */

void
queens_cli_writer_init (QueensCliWriter *writer)
{
  writer->buffer = g_malloc (QUEENS_CLI_WRITER_SIZE);
  writer->used = 0;
  writer->error_number = 0;
}

gboolean
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

void
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

void
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

/* The help promises 2 for a file that cannot be written, and standard
 * output is one. */
int
queens_cli_report_output_error (int error_number,
                                int status)
{
  if (error_number == 0 || error_number == EPIPE)
    return status;

  /* Translators: %s is the system's reason, as in "cannot write to standard
   * output: No space left on device" */
  queens_cli_print_error (_("cannot write to standard output: %s"), g_strerror (error_number));
  return QUEENS_EXIT_BAD_INPUT;
}

int
queens_cli_writer_finish (QueensCliWriter *writer,
                          int              status)
{
  queens_cli_writer_flush (writer);
  g_clear_pointer (&writer->buffer, g_free);

  return queens_cli_report_output_error (writer->error_number, status);
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

void
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
/* Text that GLib prints                                               */
/* ------------------------------------------------------------------ */

/* Does what GLib's own g_print() does (the text in the console's
 * character set, flushed at once), and sees failures. */
static void
queens_cli_print_checked (const char *text)
{
  g_autofree char *converted = NULL;
  const char *charset;

  if (!g_get_console_charset (&charset))
    converted = g_convert_with_fallback (text, -1, charset, "UTF-8", "?", NULL, NULL, NULL);

  if ((fputs (converted != NULL ? converted : text, stdout) == EOF || fflush (stdout) != 0)
      && errno != EPIPE)
    {
      int error_number = errno;

      /* GLib would exit with 0 right after the help: leave now instead,
       * as the commands do. */
      _exit (queens_cli_report_output_error (error_number, QUEENS_EXIT_OK));
    }
}

/* Descriptor 1 was closed when the process started. */
static gboolean queens_cli_output_was_closed;

void
queens_cli_guard_standard_streams (void)
{
  for (int fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++)
    {
      int null_fd;

      if (fcntl (fd, F_GETFD) >= 0 || errno != EBADF)
        continue;

      /* Held by /dev/null, so that nothing opened later (GLib's wake-up
       * descriptor, a file being exported) takes its place and receives
       * what was meant for the stream.  open() gives the lowest free
       * descriptor, which is this one. */
      null_fd = open ("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY);
      if (null_fd >= 0 && null_fd != fd)
        {
          dup2 (null_fd, fd);
          close (null_fd);
        }
      if (fd == STDOUT_FILENO)
        queens_cli_output_was_closed = TRUE;
    }
}

gboolean
queens_cli_refuse_closed_output (void)
{
  if (!queens_cli_output_was_closed)
    return FALSE;

  queens_cli_print_error ("%s", _("standard output is closed, so the answer would be lost: "
                                  "leave it open (no >&-)"));
  return TRUE;
}

void
queens_cli_check_printed_output (void)
{
  signal (SIGPIPE, SIG_IGN);
  g_set_print_handler (queens_cli_print_checked);
}
