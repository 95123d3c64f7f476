/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-regions.c: --region-puzzle and --solve-regions, region puzzles
 *
 * --region-puzzle prints a grid of N lines of N letters with exactly one
 * answer, for a seed, a date or today; --solve-regions reads such a grid
 * from a file or standard input and prints its answers in the board text
 * form, or with --explain the logic's steps, one a line.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-region-generator.h"
#include "queens-region-logic.h"
#include "queens-region-solver.h"

/* A grid of 26 lines of 26 letters is 702 bytes: a file past this is no
 * grid, even with comments, and is not read further. */
#define QUEENS_CLI_REGIONS_MAX_BYTES (64 * 1024)

/* "2026-03-01": exactly four, two and two digits, a day that exists. */
static gboolean
queens_cli_parse_date (const char *text,
                       GDate      *out_date)
{
  guint year, month, day;

  if (strlen (text) != 10 || text[4] != '-' || text[7] != '-'
      || strspn (text, "0123456789") != 4 || strspn (text + 5, "0123456789") != 2
      || strspn (text + 8, "0123456789") != 2)
    return FALSE;

  year = (guint) g_ascii_strtoull (text, NULL, 10);
  month = (guint) g_ascii_strtoull (text + 5, NULL, 10);
  day = (guint) g_ascii_strtoull (text + 8, NULL, 10);
  if (!g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
    return FALSE;
  g_date_set_dmy (out_date, (GDateDay) day, (GDateMonth) month, (GDateYear) year);
  return TRUE;
}

int
queens_cli_run_region_puzzle (guint       n,
                              const char *seed_text,
                              const char *date_text,
                              const char *difficulty_text)
{
  QueensRegionDifficulty difficulty = QUEENS_REGION_MEDIUM;
  g_autoptr(QueensRegionGrid) grid = NULL;
  g_autofree char *text = NULL;
  QueensCliWriter writer;
  GDate date;
  guint64 seed;

  if (difficulty_text != NULL
      && !queens_region_difficulty_from_string (difficulty_text, &difficulty))
    {
      queens_cli_report_bad_difficulty (difficulty_text);
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (seed_text != NULL && date_text != NULL)
    {
      queens_cli_print_error ("%s", _("--seed and --date cannot be used together: give one"));
      return QUEENS_EXIT_BAD_INPUT;
    }

  g_date_clear (&date, 1);
  if (seed_text != NULL)
    {
      if (!queens_cli_parse_number (QUEENS_CLI_OPTION_SEED, seed_text, &seed))
        return QUEENS_EXIT_BAD_INPUT;
    }
  else if (date_text != NULL)
    {
      if (!queens_cli_parse_date (date_text, &date))
        {
          queens_cli_report_not_allowed (QUEENS_CLI_OPTION_DATE, date_text);
          return QUEENS_EXIT_BAD_INPUT;
        }
      seed = queens_region_daily_seed (&date);
    }
  else
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      g_date_set_dmy (&date, (GDateDay) g_date_time_get_day_of_month (now),
                      (GDateMonth) g_date_time_get_month (now),
                      (GDateYear) g_date_time_get_year (now));
      seed = queens_region_daily_seed (&date);
    }

  grid = queens_region_generate (n, seed, difficulty);
  text = queens_region_grid_to_text (grid);

  queens_cli_writer_init (&writer);
  queens_cli_writer_append (&writer, text);
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}

/* The whole of @path ("-" for standard input), at most
 * QUEENS_CLI_REGIONS_MAX_BYTES and without NUL bytes; NULL after saying
 * why not. */
static char *
queens_cli_read_grid_text (const char *path,
                           const char *shown)
{
  g_autofree char *text = g_malloc (QUEENS_CLI_REGIONS_MAX_BYTES + 2);
  gboolean from_stdin = g_str_equal (path, "-");
  FILE *stream = from_stdin ? stdin : fopen (path, "r");
  gsize length = 0;
  int saved_errno = 0;

  if (stream == NULL)
    saved_errno = errno;
  else
    {
      length = fread (text, 1, QUEENS_CLI_REGIONS_MAX_BYTES + 1, stream);
      if (ferror (stream))
        saved_errno = errno != 0 ? errno : EIO;
      if (!from_stdin)
        fclose (stream);
    }

  if (saved_errno != 0)
    {
      /* Translators: %s is a file name in double quotes, or "standard input",
       * %s the system's reason, as in "--solve-regions: cannot read
       * "grid.txt": No such file or directory".  Reorder with %1$s, %2$s if
       * needed. */
      queens_cli_print_error (_("--solve-regions: cannot read %s: %s"), shown,
                              g_strerror (saved_errno));
      return NULL;
    }
  if (length > QUEENS_CLI_REGIONS_MAX_BYTES)
    {
      /* Translators: %s is a file name in double quotes, or "standard input",
       * %d the most bytes read, as in "--solve-regions: "big.txt" is longer
       * than 65536 bytes, more than any grid".  Reorder with %1$s, %2$d if
       * needed. */
      queens_cli_print_error (_("--solve-regions: %s is longer than %d bytes, more than any grid"),
                              shown, QUEENS_CLI_REGIONS_MAX_BYTES);
      return NULL;
    }
  if (memchr (text, '\0', length) != NULL)
    {
      /* Translators: %s is a file name in double quotes, or "standard
       * input", as in "--solve-regions: "grid.bin" holds a NUL byte, which
       * no grid has" */
      queens_cli_print_error (_("--solve-regions: %s holds a NUL byte, which no grid has"), shown);
      return NULL;
    }
  text[length] = '\0';
  return g_steal_pointer (&text);
}

typedef struct
{
  QueensCliWriter *writer;
  guint            n;
} QueensCliAnswers;

static gboolean
queens_cli_write_answer (const guint8 *columns,
                         gpointer      user_data)
{
  QueensCliAnswers *answers = user_data;
  guint32 wide[QUEENS_REGION_MAX_N];
  guint row;

  for (row = 0; row < answers->n; row++)
    wide[row] = columns[row];
  queens_cli_writer_put_columns (answers->writer, wide, answers->n);
  /* A reader that went away has seen enough. */
  return answers->writer->error_number == 0;
}

/* The logic's steps, one a line, and whether they solved the grid. */
static int
queens_cli_explain (QueensRegionGrid *grid)
{
  g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (grid);
  QueensRegionDifficulty hardest = QUEENS_REGION_EASY;
  QueensRegionLogicResult result;
  QueensRegionStep step;
  QueensCliWriter writer;
  guint number = 0, n = queens_region_grid_get_n (grid), placed = 0, row;

  queens_cli_writer_init (&writer);
  while ((result = queens_region_logic_step (logic, QUEENS_REGION_HARD, &step)) == QUEENS_REGION_LOGIC_STEPPED
         && writer.error_number == 0)
    {
      QueensRegionDifficulty level = queens_region_technique_get_difficulty (step.technique);
      g_autofree char *sentence = queens_region_step_describe (&step);

      hardest = MAX (hardest, level);
      queens_cli_writer_printf (&writer,
                                /* Translators: one step of --explain: %u its
                                 * number, %s the technique ("last-square",
                                 * "confinement" or "what-if") and %s its level
                                 * ("easy", "medium" or "hard"), both not to be
                                 * translated, %s the step in a sentence, as in
                                 * "3. confinement (medium): Region C lies in
                                 * column 5, ...".  Reorder with %1$u, %2$s,
                                 * %3$s, %4$s if needed. */
                                _("%u. %s (%s): %s\n"), ++number,
                                queens_region_technique_to_string (step.technique),
                                queens_region_difficulty_to_string (level), sentence);
    }

  for (row = 0; row < n; row++)
    placed += queens_region_logic_get_queen (logic, row) != QUEENS_REGION_NO_QUEEN;

  if (result == QUEENS_REGION_LOGIC_SOLVED)
    {
      queens_cli_writer_printf (&writer,
                                /* Translators: the last line of --explain when
                                 * the steps solved the grid: %s is its
                                 * difficulty, "easy", "medium" or "hard", not to
                                 * be translated */
                                _("Solved by logic alone: difficulty %s\n"),
                                queens_region_difficulty_to_string (hardest));
      return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
    }
  if (result == QUEENS_REGION_LOGIC_CONTRADICTION)
    queens_cli_writer_append (&writer, _("Not solved: the steps reach a contradiction, so the grid has no answer\n"));
  else
    queens_cli_writer_printf (&writer,
                              /* Translators: the last line of --explain when the
                               * steps stop short: %u queens placed of %u, as in
                               * "Not solved by logic alone: 4 of 9 queens
                               * placed".  Reorder with %1$u, %2$u if needed. */
                              g_dngettext (GETTEXT_PACKAGE, "Not solved by logic alone: %u of %u queen placed\n",
                                           "Not solved by logic alone: %u of %u queens placed\n", n),
                              placed, n);
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_NEGATIVE);
}

int
queens_cli_run_solve_regions (const char *path,
                              guint64     limit,
                              gboolean    limited,
                              gboolean    explain)
{
  g_autofree char *shown = g_str_equal (path, "-") ? g_strdup (_("standard input"))
                                                   : queens_cli_show_value (path, TRUE);
  g_autoptr(QueensRegionGrid) grid = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QueensCliAnswers answers;
  QueensCliWriter writer;
  guint64 found;

  if (limited && explain)
    {
      queens_cli_print_error ("%s", _("--limit and --explain cannot be used together: the steps are those of one grid"));
      return QUEENS_EXIT_BAD_INPUT;
    }

  text = queens_cli_read_grid_text (path, shown);
  if (text == NULL)
    return QUEENS_EXIT_BAD_INPUT;

  grid = queens_region_grid_new_from_text (text, &error);
  if (grid == NULL)
    {
      /* Translators: %s is a file name in double quotes, or "standard input",
       * %s what is wrong with the grid in it, as in "--solve-regions:
       * "grid.txt": Line 2 has 4 letters, not 5: ...".  Reorder with %1$s,
       * %2$s if needed. */
      queens_cli_print_error (_("--solve-regions: %s: %s"), shown, error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (explain)
    return queens_cli_explain (grid);

  queens_cli_writer_init (&writer);
  answers.writer = &writer;
  answers.n = queens_region_grid_get_n (grid);
  found = queens_region_solver_enumerate (grid, limit, queens_cli_write_answer, &answers);
  if (found == 0)
    {
      queens_cli_writer_finish (&writer, QUEENS_EXIT_NEGATIVE);
      /* Translators: %s is a file name in double quotes, or "standard input",
       * as in "--solve-regions: the grid of "grid.txt" has no answer" */
      queens_cli_print_error (_("--solve-regions: the grid of %s has no answer"), shown);
      return QUEENS_EXIT_NEGATIVE;
    }
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}
