/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-sum.c: --sum, the parts of a split count added up
 *
 * Reads the lines that `--count N --part K/M` printed, from the files
 * given or from standard input, and prints the line `--count N` prints.
 * Blank lines are skipped; anything else that is not a part line, and any
 * set of parts that does not make one whole count, is refused with a
 * message naming the file and line, and status 2.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-count-part.h"

/* Part lines are short: a longer line is not one, and not worth reading. */
#define QUEENS_CLI_SUM_MAX_LINE 4096

typedef enum
{
  QUEENS_CLI_LINE_READ,
  QUEENS_CLI_LINE_END,       /* nothing more to read */
  QUEENS_CLI_LINE_TOO_LONG,  /* reading stopped there */
} QueensCliLine;

/* The next line of @stream, without its newline, into @buffer of
 * QUEENS_CLI_SUM_MAX_LINE + 1 bytes.  A longer line is not read to its
 * end: /dev/zero has none. */
static QueensCliLine
queens_cli_sum_read_line (FILE  *stream,
                          char  *buffer,
                          gsize *out_length)
{
  gsize length = 0;
  int c;

  while ((c = getc (stream)) != EOF && c != '\n')
    {
      if (length == QUEENS_CLI_SUM_MAX_LINE)
        return QUEENS_CLI_LINE_TOO_LONG;
      buffer[length++] = (char) c;
    }

  if (c == EOF && length == 0)
    return QUEENS_CLI_LINE_END;

  buffer[length] = '\0';
  *out_length = length;
  return QUEENS_CLI_LINE_READ;
}

/* Adds every part line of @stream; FALSE after printing why not. */
static gboolean
queens_cli_sum_stream (QueensCountSum *sum,
                       FILE           *stream,
                       const char     *shown_name)
{
  char line[QUEENS_CLI_SUM_MAX_LINE + 1];
  guint line_number = 0;
  QueensCliLine got;
  gsize length = 0;

  while ((got = queens_cli_sum_read_line (stream, line, &length)) != QUEENS_CLI_LINE_END)
    {
      g_autoptr(GError) error = NULL;
      QueensCountPart part;
      const char *problem = NULL;

      line_number++;
      if (got == QUEENS_CLI_LINE_TOO_LONG)
        problem = _("longer than any part line");
      else if (strlen (line) != length)
        problem = _("it holds a NUL byte, which no part line has");
      else if (g_strstrip (line)[0] == '\0')
        continue;
      else if (!g_utf8_validate (line, -1, NULL))
        problem = _("not a part line of queens --count N --part K/M");
      else if (!queens_count_part_parse (line, &part, &error)
               || !queens_count_sum_add (sum, &part, &error))
        problem = error->message;

      if (problem != NULL)
        {
          /* Translators: %s is a file name in double quotes, or "standard
           * input", %u a line number in it, %s what is wrong with the line, as
           * in "--sum: "part1.txt", line 1: part 1/2 is given twice".  Reorder
           * with %1$s, %2$u, %3$s if needed. */
          queens_cli_print_error (_("--sum: %s, line %u: %s"), shown_name, line_number, problem);
          return FALSE;
        }
    }

  if (ferror (stream))
    {
      /* Translators: %s is a file name in double quotes, or "standard
       * input", %s the system's reason, as in "--sum: cannot read
       * "part1.txt": No such file or directory".  Reorder with %1$s, %2$s
       * if needed. */
      queens_cli_print_error (_("--sum: cannot read %s: %s"), shown_name,
                              g_strerror (errno));
      return FALSE;
    }

  return TRUE;
}

int
queens_cli_run_sum (const char *const *files)
{
  g_autoptr(QueensCountSum) sum = queens_count_sum_new ();
  g_autoptr(GError) error = NULL;
  QueensCount count;
  guint n = 0;

  if (files[0] == NULL
      && !queens_cli_sum_stream (sum, stdin, _("standard input")))
    return QUEENS_EXIT_BAD_INPUT;

  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autofree char *shown = queens_cli_show_value (files[i], TRUE);
      FILE *stream = fopen (files[i], "r");
      gboolean added;

      if (stream == NULL)
        {
          /* Translators: %s is a file name in double quotes, or "standard
           * input", %s the system's reason, as in "--sum: cannot read
           * "part1.txt": No such file or directory".  Reorder with %1$s, %2$s
           * if needed. */
          queens_cli_print_error (_("--sum: cannot read %s: %s"), shown, g_strerror (errno));
          return QUEENS_EXIT_BAD_INPUT;
        }
      added = queens_cli_sum_stream (sum, stream, shown);
      fclose (stream);
      if (!added)
        return QUEENS_EXIT_BAD_INPUT;
    }

  if (!queens_count_sum_finish (sum, &n, &count, &error))
    {
      /* Translators: %s is why the parts do not add up to a count, such as "no
       * part lines to add up" */
      queens_cli_print_error (_("--sum: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  return queens_cli_write_count_line (n, &count);
}
