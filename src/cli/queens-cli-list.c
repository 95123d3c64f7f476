/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-list.c: --list and --solve, the commands that print boards
 *
 * --list streams every solution of N <= 32 in lexicographic order as the
 * search finds them, so the first line comes at once and memory stays
 * bounded however many follow; with --keep BOARD it lists only those
 * that keep BOARD's queens, searching just those.  --solve prints one
 * solution of any N up to ten million, built by formula.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-construct.h"
#include "queens-keep-filter.h"
#include "queens-solver.h"

#define QUEENS_CLI_LIST_BATCH_SIZE 4096
#define QUEENS_CLI_LIST_FLUSH_INTERVAL_US (50 * G_TIME_SPAN_MILLISECOND)

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

/* The --keep board, checked against N; NULL after saying what is wrong. */
static QueensBoard *
queens_cli_read_keep (guint       n,
                      const char *keep_text)
{
  g_autoptr(QueensBoard) keep = queens_cli_parse_board (QUEENS_CLI_OPTION_KEEP, keep_text);
  guint rows;

  if (keep == NULL)
    return NULL;

  rows = queens_board_get_n (keep);
  if (rows != n)
    {
      /* Translators: %u is how many rows the board given to --keep has, %u the
       * board size given to --list, as in "--keep: the board has 2 rows, but
       * --list asks for N = 8".  Reorder with %1$u, %2$u if needed. */
      queens_cli_print_error (ngettext ("--keep: the board has %u row, but --list asks for N = %u",
                                        "--keep: the board has %u rows, but --list asks for N = %u",
                                        rows),
                              rows, n);
      return NULL;
    }

  if (queens_cli_report_conflict (QUEENS_CLI_OPTION_KEEP, keep))
    return NULL;

  return g_steal_pointer (&keep);
}

int
queens_cli_run_list (guint       n,
                     guint64     limit,
                     const char *keep_text)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensBoard) keep = NULL;
  QueensCliListing listing = { 0 };
  guint64 n_listed = 0;
  gboolean searched;
  int status = QUEENS_EXIT_OK;

  if (keep_text != NULL && (keep = queens_cli_read_keep (n, keep_text)) == NULL)
    return QUEENS_EXIT_BAD_INPUT;

  queens_cli_writer_init (&listing.writer);
  listing.cancellable = cancellable;
  listing.remaining = limit;

  if (keep != NULL)
    searched = queens_keep_filter_enumerate (keep, QUEENS_CLI_LIST_BATCH_SIZE,
                                             QUEENS_CLI_LIST_FLUSH_INTERVAL_US,
                                             queens_cli_on_list_batch, &listing,
                                             cancellable, &n_listed, &error);
  else
    searched = queens_solver_enumerate_streaming (n, QUEENS_CLI_LIST_BATCH_SIZE,
                                                  QUEENS_CLI_LIST_FLUSH_INTERVAL_US,
                                                  queens_cli_on_list_batch, NULL, &listing,
                                                  cancellable, &n_listed, &error);

  /* A search that could not run (no thread for it) found nothing, which
   * is not the "none found" of status 1. */
  if (!searched && !listing.stopped)
    {
      /* Translators: %s is why the listing could not run, such as "the search
       * failed" */
      queens_cli_print_error (_("--list: %s"),
                              error != NULL ? error->message : _("the search failed"));
      status = QUEENS_EXIT_BAD_INPUT;
    }
  else if (n_listed == 0 && !listing.stopped)
    {
      /* As with --solve: an empty listing alone would look like a fault. */
      if (keep != NULL)
        queens_cli_print_error ("%s", _("no solution keeps these queens"));
      else
        /* Translators: %u is the board size, as in
         * "there is no solution for N = 3" */
        queens_cli_print_error (_("there is no solution for N = %u"), n);
      status = QUEENS_EXIT_NEGATIVE;
    }

  return queens_cli_writer_finish (&listing.writer, status);
}

int
queens_cli_run_solve (guint n)
{
  g_autofree guint32 *columns = g_new (guint32, n);
  QueensCliWriter writer;

  if (!queens_construct_solution (n, columns))
    {
      /* Translators: %u is the board size, as in
       * "there is no solution for N = 3" */
      queens_cli_print_error (_("there is no solution for N = %u"), n);
      return QUEENS_EXIT_NEGATIVE;
    }

  queens_cli_writer_init (&writer);
  queens_cli_writer_put_columns (&writer, columns, n);
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}
