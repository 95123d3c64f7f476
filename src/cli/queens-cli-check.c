/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-check.c: --check and --complete, the commands that read a board
 *
 * --check lists every conflicting pair of queens (up to a limit past which
 * the list would be quadratic in N) and says whether the board is a
 * solution; --complete prints a solution that keeps the given queens.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-format.h"
#include "queens-solver.h"

/* --check lists pairs one by one up to this many; past it the list would
 * cost memory and output quadratic in N for no reader's benefit. */
#define QUEENS_CLI_MAX_LISTED_CONFLICTS 100000

int
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

          /* Translators: %s is a pair of queens that attack each other, as in
           * "conflict: row 1, column 1 and row 3, column 3 share a diagonal" */
          queens_cli_writer_printf (&writer, _("conflict: %s\n"), described);
        }
    }
  else
    {
      queens_cli_writer_printf (&writer,
                                /* Translators: %s is how many pairs of queens
                                 * attack each other, digits grouped as in the
                                 * locale; %d the most pairs listed one by one,
                                 * as in "conflicts: 124,750 pairs, too many to
                                 * list one by one (the limit is 100000)".
                                 * Reorder with %1$s, %2$d if needed. */
                                ngettext ("conflicts: %s pair, too many to list one by one (the limit is %d)\n",
                                          "conflicts: %s pairs, too many to list one by one (the limit is %d)\n",
                                          queens_format_plural_number (n_conflicts)),
                                n_conflicts_text, QUEENS_CLI_MAX_LISTED_CONFLICTS);
    }

  queens_cli_writer_printf (&writer,
                            /* Translators: the first %u is how many queens the
                             * board holds, the second %u its size N, then %s
                             * how many pairs of queens attack each other and %s
                             * "a solution" or "not a solution", as in "5 of 8
                             * queens placed, 2 conflicts: not a solution".
                             * Reorder with %1$u, %2$u, %3$s, %4$s if needed. */
                            ngettext ("%u of %u queens placed, %s conflict: %s\n",
                                      "%u of %u queens placed, %s conflicts: %s\n",
                                      (gulong) MIN (n_conflicts, G_MAXULONG)),
                            n_queens, n, n_conflicts_text,
                            solved ? _("a solution") : _("not a solution"));

  return queens_cli_writer_finish (&writer, solved ? QUEENS_EXIT_OK : QUEENS_EXIT_NEGATIVE);
}

int
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

  if (queens_cli_report_conflict (QUEENS_CLI_OPTION_COMPLETE, board))
    return QUEENS_EXIT_BAD_INPUT;

  completion = queens_solver_complete (board, 0, NULL, columns, &error);

  if (completion == QUEENS_COMPLETION_FOUND)
    {
      queens_cli_writer_init (&writer);
      queens_cli_writer_put_columns (&writer, columns, n);
      return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
    }

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT))
    {
      /* Translators: %s says why the board given to --complete cannot be used,
       * as in "--complete: token 1 "x" is not a column: use 1 to 1 or "." for
       * an empty row" */
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
