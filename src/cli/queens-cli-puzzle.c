/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-puzzle.c: --puzzle, a completion puzzle with one answer
 *
 * Prints the given queens in the board text form, "." for the rows left
 * to fill.  --complete finds the answer and --check confirms a finished
 * board, so the three make a puzzle game for the shell.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-cli-private.h"
#include "queens-puzzle.h"

int
queens_cli_run_puzzle (guint       n,
                       const char *seed_text,
                       const char *difficulty_text)
{
  QueensPuzzleDifficulty difficulty = QUEENS_PUZZLE_MEDIUM;
  g_autoptr(QueensPuzzle) puzzle = NULL;
  guint32 columns[QUEENS_PUZZLE_MAX_N];
  QueensCliWriter writer;
  guint64 seed;

  if (difficulty_text != NULL
      && !queens_puzzle_difficulty_from_string (difficulty_text, &difficulty))
    {
      queens_cli_report_bad_difficulty (difficulty_text);
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (seed_text == NULL)
    seed = ((guint64) g_random_int () << 32) | g_random_int ();
  else if (!queens_cli_parse_number (QUEENS_CLI_OPTION_SEED, seed_text, &seed))
    return QUEENS_EXIT_BAD_INPUT;

  puzzle = queens_puzzle_generate (n, seed, difficulty);
  queens_board_get_columns (queens_puzzle_get_givens (puzzle), columns);

  queens_cli_writer_init (&writer);
  queens_cli_writer_put_columns (&writer, columns, n);
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}
