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

          queens_cli_writer_printf (&writer, _("conflict: %s\n"), described);
        }
    }
  else
    {
      queens_cli_writer_printf (&writer,
                                ngettext ("conflicts: %s pair, too many to list one by one (the limit is %d)\n",
                                          "conflicts: %s pairs, too many to list one by one (the limit is %d)\n",
                                          queens_format_plural_number (n_conflicts)),
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

gboolean
queens_cli_report_conflict (QueensCliOption  option,
                            QueensBoard     *board)
{
  guint n = queens_board_get_n (board);
  g_autofree guint32 *columns = NULL;
  QueensConflict conflict;

  if (queens_board_get_n_conflicts (board) == 0)
    return FALSE;

  columns = g_new (guint32, n);

  /* The text form holds at most one queen per row. */
  if (queens_board_get_columns (board, columns)
      && queens_cli_find_first_conflict (board, columns, &conflict))
    {
      g_autofree char *described = queens_cli_describe_conflict (n, &conflict);

      queens_cli_print_error (_("--%s: the given queens conflict: %s"),
                              queens_cli_option_name (option), described);
    }
  else
    {
      queens_cli_print_error (_("--%s: the given queens conflict"),
                              queens_cli_option_name (option));
    }

  return TRUE;
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
