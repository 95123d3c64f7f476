/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-common.c: what the commands share: the options, reading
 * their values, the conflict report and the count line
 *
 * A leaf: the command files and queens-cli.c use it, and it uses none of
 * them, only the writer for its output.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-export.h"
#include "queens-puzzle.h"
#include "queens-region-generator.h"
#include "queens-search-stats.h"
#include "queens-solver.h"

/* In QueensCliOption order.  Numbers and boards are strings so that a bad
 * value reaches us instead of GLib's own parser. */
const GOptionEntry queens_cli_entries[QUEENS_CLI_N_OPTIONS + 1] = {
  { "count", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Count all solutions and the unique ones for N from 1 to 32"),
    N_("N") },
  { "part", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --count: count only part K of M equal shares, for --sum to add up"),
    N_("K/M") },
  { "checkpoint", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("With --count: keep the finished work in FILE, and carry on from it after an interruption"),
    N_("FILE") },
  { "progress", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --count: report progress on standard error even when it is not a terminal"),
    NULL },
  { "memory", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --count: use at most SIZE of memory for the join's lists (such as 512M or 2G; "
       "the default is 2G); with too little the count searches instead"),
    N_("SIZE") },
  { "sum", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Add up the part lines of --count N --part K/M from the FILEs (or standard input) "
       "into the line --count N prints"),
    NULL },
  { "list", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print every solution for N from 1 to 32, one per line, in lexicographic order"),
    N_("N") },
  { "limit", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --list or --solve-regions: stop after K solutions (K is 1 or more)"),
    N_("K") },
  { "keep", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --list: only the solutions that keep every queen of BOARD (\".\" for a free row)"),
    N_("BOARD") },
  { "solve", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print one solution for N from 1 to 10000000"),
    N_("N") },
  { "check", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("List the conflicts on BOARD and say whether it is a solution"),
    N_("BOARD") },
  { "complete", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print a solution that keeps every queen of BOARD"),
    N_("BOARD") },
  { "search-stats", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print how many squares --method tries and keeps in each row, and the totals, for N from 1 to 32"),
    N_("N") },
  { "method", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --search-stats: breadth-first, backtracking, permutations or louis (SICP exercise 2.43, N up to 26)"),
    N_("M") },
  { "puzzle", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print a puzzle for N from 6 to 32: queens to complete into the one solution that keeps them"),
    N_("N") },
  { "seed", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --puzzle or --region-puzzle: the same seed always gives the same puzzle "
       "(default: a random seed, or today's puzzle)"),
    N_("S") },
  { "difficulty", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --puzzle or --region-puzzle: easy, medium or hard (default medium)"),
    N_("LEVEL") },
  { "region-puzzle", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Print a region puzzle for N from 5 to 14: N lines of N letters, one region each, "
       "for one queen in every row, column and region, no two touching (default: today's)"),
    N_("N") },
  { "date", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --region-puzzle: the puzzle of the day YYYY-MM-DD, the same for everyone"),
    N_("DATE") },
  { "solve-regions", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Print every answer of the region puzzle in FILE (\"-\" for standard input), one per line, "
       "in lexicographic order"),
    N_("FILE") },
  { "explain", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --solve-regions: print the steps of the logic instead, one per line"),
    NULL },
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
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the version of Queens"),
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
  [QUEENS_CLI_OPTION_PART] = { QUEENS_CLI_KIND_PART, 1, QUEENS_COUNT_MAX_PARTS },
  [QUEENS_CLI_OPTION_CHECKPOINT] = { QUEENS_CLI_KIND_PATH, 0, 0 },
  [QUEENS_CLI_OPTION_PROGRESS] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
  [QUEENS_CLI_OPTION_MEMORY] = { QUEENS_CLI_KIND_WORD, 0, 0 },
  [QUEENS_CLI_OPTION_SUM] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
  [QUEENS_CLI_OPTION_LIST] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_SOLVER_MAX_ENUMERATE_N },
  [QUEENS_CLI_OPTION_LIMIT] = { QUEENS_CLI_KIND_NUMBER, 1, G_MAXUINT64 },
  [QUEENS_CLI_OPTION_KEEP] = { QUEENS_CLI_KIND_BOARD, 0, 0 },
  [QUEENS_CLI_OPTION_SOLVE] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_MAX_N },
  [QUEENS_CLI_OPTION_CHECK] = { QUEENS_CLI_KIND_BOARD, 0, 0 },
  [QUEENS_CLI_OPTION_COMPLETE] = { QUEENS_CLI_KIND_BOARD, 0, 0 },
  [QUEENS_CLI_OPTION_SEARCH_STATS] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_SEARCH_STATS_MAX_N },
  [QUEENS_CLI_OPTION_METHOD] = { QUEENS_CLI_KIND_WORD, 0, 0 },
  [QUEENS_CLI_OPTION_PUZZLE] = { QUEENS_CLI_KIND_NUMBER, QUEENS_PUZZLE_MIN_N, QUEENS_PUZZLE_MAX_N },
  [QUEENS_CLI_OPTION_SEED] = { QUEENS_CLI_KIND_NUMBER, 0, G_MAXUINT64 },
  [QUEENS_CLI_OPTION_DIFFICULTY] = { QUEENS_CLI_KIND_WORD, 0, 0 },
  [QUEENS_CLI_OPTION_REGION_PUZZLE] = { QUEENS_CLI_KIND_NUMBER, QUEENS_REGION_GENERATE_MIN_N,
                                        QUEENS_REGION_GENERATE_MAX_N },
  [QUEENS_CLI_OPTION_DATE] = { QUEENS_CLI_KIND_WORD, 0, 0 },
  [QUEENS_CLI_OPTION_SOLVE_REGIONS] = { QUEENS_CLI_KIND_PATH, 0, 0 },
  [QUEENS_CLI_OPTION_EXPLAIN] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
  [QUEENS_CLI_OPTION_N] = { QUEENS_CLI_KIND_NUMBER, 1, QUEENS_CLI_MAX_WINDOW_N },
  [QUEENS_CLI_OPTION_EXPORT] = { QUEENS_CLI_KIND_FILE, 0, 0 },
  [QUEENS_CLI_OPTION_SOLUTION] = { QUEENS_CLI_KIND_NUMBER, 1, G_MAXUINT64 },
  [QUEENS_CLI_OPTION_FUNDAMENTAL] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
  [QUEENS_CLI_OPTION_BOARD] = { QUEENS_CLI_KIND_BOARD, 0, 0 },
  [QUEENS_CLI_OPTION_SIZE] = { QUEENS_CLI_KIND_NUMBER, QUEENS_EXPORT_MIN_PIXELS,
                               QUEENS_EXPORT_MAX_PIXELS },
  [QUEENS_CLI_OPTION_COORDINATES] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
  [QUEENS_CLI_OPTION_VERSION] = { QUEENS_CLI_KIND_FLAG, 0, 0 },
};

/* ------------------------------------------------------------------ */
/* Values                                                              */
/* ------------------------------------------------------------------ */

const char *
queens_cli_option_name (QueensCliOption option)
{
  return queens_cli_entries[option].long_name;
}

QueensCliKind
queens_cli_option_kind (QueensCliOption option)
{
  return queens_cli_ranges[option].kind;
}

/* What the option accepts, for messages: "a whole number from 1 to 32". */
char *
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

  if (option == QUEENS_CLI_OPTION_METHOD)
    return g_strdup (_("breadth-first, backtracking, permutations or louis"));
  if (queens_cli_ranges[option].kind == QUEENS_CLI_KIND_PATH)
    return g_strdup (_("a file name"));

  if (queens_cli_ranges[option].kind == QUEENS_CLI_KIND_PART)
    /* Translators: %s is the most parts a count may be split into, as in "K/M,
     * part K of M shares such as 2/8, with M from 1 to 1000000" */
    return g_strdup_printf (_("K/M, part K of M shares such as 2/8, with M from 1 to %s"),
                            maximum_text);

  if (option == QUEENS_CLI_OPTION_DIFFICULTY)
    return g_strdup (_("easy, medium or hard"));
  if (option == QUEENS_CLI_OPTION_DATE)
    return g_strdup (_("a date such as 2026-03-01 (year-month-day)"));

  /* Numbers are formatted apart: xgettext cannot see through
   * G_GUINT64_FORMAT inside a translatable string. */
  if (maximum == G_MAXUINT64)
    /* Translators: %s is the least value the option takes, as in "a whole
     * number, 1 or more" */
    return g_strdup_printf (_("a whole number, %s or more"), minimum_text);

  /* Translators: %s is the least and %s the largest value the option takes, as
   * in "a whole number from 1 to 32".  Reorder with %1$s, %2$s if needed. */
  return g_strdup_printf (_("a whole number from %s to %s"), minimum_text, maximum_text);
}

void
queens_cli_report_not_allowed (QueensCliOption  option,
                               const char      *text)
{
  g_autofree char *shown = queens_cli_show_value (text, TRUE);
  g_autofree char *allowed = queens_cli_describe_allowed (option);

  /* Translators: %s is an option's name (without its dashes), %s the value
   * given to it, in double quotes, and %s what the option takes, as in
   * "--list: "abc" is not a whole number from 1 to 32".  Reorder with %1$s,
   * %2$s, %3$s if needed. */
  queens_cli_print_error (_("--%s: %s is not %s"),
                          queens_cli_option_name (option), shown, allowed);
}

void
queens_cli_report_bad_difficulty (const char *text)
{
  g_autofree char *shown = queens_cli_show_value (text, TRUE);

  /* Translators: %s is the value given to --difficulty, in double quotes,
   * as in "--difficulty: "x" is not easy, medium or hard"; easy, medium and
   * hard are the values it takes, not to be translated */
  queens_cli_print_error (_("--difficulty: %s is not easy, medium or hard"), shown);
}

/* Plain decimal digits only: no sign, no space, no prefix, no exponent. */
gboolean
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
      queens_cli_report_not_allowed (option, text);
      return FALSE;
    }

  if (overflow || value < minimum || value > maximum)
    {
      g_autofree char *shown = queens_cli_show_value (text, FALSE);
      g_autofree char *minimum_text = g_strdup_printf ("%" G_GUINT64_FORMAT, minimum);
      g_autofree char *maximum_text = g_strdup_printf ("%" G_GUINT64_FORMAT, maximum);

      if (maximum != G_MAXUINT64)
        /* Translators: %s is an option's name (without its dashes), %s the
         * number given to it, then the least and the largest it takes, as in
         * "--list: 40 is outside 1..32".  Reorder with %1$s, %2$s, %3$s, %4$s
         * if needed. */
        queens_cli_print_error (_("--%s: %s is outside %s..%s"),
                                queens_cli_option_name (option), shown,
                                minimum_text, maximum_text);
      else if (overflow)
        /* Translators: %s is an option's name (without its dashes), %s the
         * number given to it, %s the largest it takes, as in "--seed:
         * 99999999999999999999 is too large (at most 18446744073709551615)".
         * Reorder with %1$s, %2$s, %3$s if needed. */
        queens_cli_print_error (_("--%s: %s is too large (at most %s)"),
                                queens_cli_option_name (option), shown, maximum_text);
      else
        /* Translators: %s is an option's name (without its dashes), %s the
         * number given to it, %s the least it takes, as in "--limit: 0 is less
         * than 1".  Reorder with %1$s, %2$s, %3$s if needed. */
        queens_cli_print_error (_("--%s: %s is less than %s"),
                                queens_cli_option_name (option), shown, minimum_text);
      return FALSE;
    }

  *out_value = value;
  return TRUE;
}

gboolean
queens_cli_parse_part (const char *text,
                       guint      *out_part,
                       guint      *out_n_parts)
{
  const char *slash = strchr (text, '/');
  guint64 part = 0;
  guint64 n_parts = 0;
  gboolean digits = slash != NULL && slash > text && slash[1] != '\0'
                    && strspn (text, "0123456789") == (gsize) (slash - text)
                    && strspn (slash + 1, "0123456789") == strlen (slash + 1);

  if (digits)
    {
      g_autofree char *first = g_strndup (text, slash - text);

      digits = g_ascii_string_to_unsigned (first, 10, 0, G_MAXUINT64, &part, NULL)
               && g_ascii_string_to_unsigned (slash + 1, 10, 0, G_MAXUINT64, &n_parts, NULL);
    }

  if (!digits || n_parts < 1 || n_parts > QUEENS_COUNT_MAX_PARTS)
    {
      g_autofree char *shown = queens_cli_show_value (text, TRUE);
      g_autofree char *allowed = queens_cli_describe_allowed (QUEENS_CLI_OPTION_PART);

      /* Translators: %s is the value given to --part, in double quotes, and %s
       * what the option takes, as in "--part: "x" is not K/M, part K of M
       * shares such as 2/8, with M from 1 to 1000000".  Reorder with %1$s, %2$s
       * if needed. */
      queens_cli_print_error (_("--part: %s is not %s"), shown, allowed);
      return FALSE;
    }

  if (part < 1 || part > n_parts)
    {
      g_autofree char *shown = queens_cli_show_value (text, FALSE);

      /* Translators: %s is the value given to --part, as in "--part: 9/8 names
       * no part: K must be from 1 to M" */
      queens_cli_print_error (_("--part: %s names no part: K must be from 1 to M"), shown);
      return FALSE;
    }

  *out_part = (guint) part;
  *out_n_parts = (guint) n_parts;
  return TRUE;
}

QueensBoard *
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

/* ------------------------------------------------------------------ */
/* What several commands print                                         */
/* ------------------------------------------------------------------ */

/* "row 1, column 1 and row 3, column 3 share a diagonal".  The command
 * line has no settings: it names squares as its text form numbers them,
 * rows from the top, never in chess coordinates. */
char *
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
      /* Translators: each %s is a square, "row 1, column 3": "row 1, column
       * 3 and row 1, column 5 share a row".  Reorder with %1$s, %2$s if
       * needed. */
      return g_strdup_printf (_("%s and %s share a row"), first, second);

    case QUEENS_LINE_COLUMN:
      /* Translators: each %s is a square: "row 1, column 3 and row 4,
       * column 3 share a column".  Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("%s and %s share a column"), first, second);

    case QUEENS_LINE_DIAGONAL:
      /* Translators: each %s is a square: "row 1, column 1 and row 3,
       * column 3 share a diagonal" (the diagonal running down to the
       * right).  Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("%s and %s share a diagonal"), first, second);

    case QUEENS_LINE_ANTIDIAGONAL:
    default:
      /* Translators: each %s is a square: "row 1, column 3 and row 3,
       * column 1 share an antidiagonal" (the diagonal running down to the
       * left).  Reorder with %1$s, %2$s if needed. */
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

      /* Translators: %s is an option's name (without its dashes), %s a pair of
       * queens that attack each other, as in "--complete: the given queens
       * conflict: row 1, column 1 and row 2, column 1 share a column".  Reorder
       * with %1$s, %2$s if needed. */
      queens_cli_print_error (_("--%s: the given queens conflict: %s"),
                              queens_cli_option_name (option), described);
    }
  else
    {
      /* Translators: %s is an option's name (without its dashes), as in
       * "--complete: the given queens conflict" */
      queens_cli_print_error (_("--%s: the given queens conflict"),
                              queens_cli_option_name (option));
    }

  return TRUE;
}

int
queens_cli_write_count_line (guint              n,
                             const QueensCount *count)
{
  QueensCliWriter writer;
  char seconds[G_ASCII_DTOSTR_BUF_SIZE];

  /* Machine-readable: no translation, and a '.' whatever the locale. */
  g_ascii_formatd (seconds, sizeof seconds, "%.3f", count->seconds);
  queens_cli_writer_init (&writer);
  queens_cli_writer_printf (&writer,
                            "n=%u solutions=%" G_GUINT64_FORMAT
                            " unique=%" G_GUINT64_FORMAT " seconds=%s\n",
                            n, count->total, count->unique, seconds);
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}

gboolean
queens_cli_parse_size (const char *text,
                       guint64    *out_bytes)
{
  static const char units[] = "KMGT";
  const char *end = text;
  guint64 number = 0;
  guint shift = 0;

  while (g_ascii_isdigit (*end))
    {
      if (number > (G_MAXUINT64 - 9) / 10)
        return FALSE;
      number = number * 10 + (guint64) (*end++ - '0');
    }
  if (end == text || number == 0)
    return FALSE;
  if (*end != '\0')
    {
      const char *unit = strchr (units, g_ascii_toupper (*end));

      if (unit == NULL)
        return FALSE;
      shift = 10 * (guint) (unit - units + 1);
      end++;
      /* "M", "MB", "MiB": all binary, as the help says. */
      if (g_ascii_strcasecmp (end, "iB") != 0 && g_ascii_strcasecmp (end, "B") != 0
          && *end != '\0')
        return FALSE;
    }
  if (shift > 0 && number > G_MAXUINT64 >> shift)
    return FALSE;

  *out_bytes = number << shift;
  return TRUE;
}
