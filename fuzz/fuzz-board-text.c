/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* fuzz-board-text.c: the board text parser under arbitrary bytes
 *
 * The input, cut at its first NUL, is parsed as a board both without and
 * with an expected N.  Whatever the bytes, the parser must either give a
 * board or a QUEENS_BOARD_ERROR whose message is one line of valid UTF-8
 * (the window shows it in a label, the command line on stderr).  A board
 * that parses must print back to text that parses to the same board.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "queens-board.h"

/* Conflict lists grow with the square of the queens: only walk them for
 * small boards, so that every input stays fast. */
#define MAX_N_FOR_CONFLICTS 64

static void
check_error (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_true (error->domain == QUEENS_BOARD_ERROR);
  g_assert_cmpint (error->code, >=, QUEENS_BOARD_ERROR_EMPTY);
  g_assert_cmpint (error->code, <=, QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_null (strchr (error->message, '\n'));
}

/* What the parser promises about a board it accepted from @text. */
static void
check_board (QueensBoard *board)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensBoard) reparsed = NULL;
  g_autoptr(QueensBoard) wrong_size = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  guint n = queens_board_get_n (board);

  g_assert_cmpuint (n, >=, 1);
  g_assert_true (queens_board_is_one_per_row (board));
  g_assert_cmpuint (queens_board_get_n_queens (board), <=, n);

  text = queens_board_to_text (board, &error);
  g_assert_no_error (error);
  g_assert_nonnull (text);

  reparsed = queens_board_new_from_text (text, n, &error);
  g_assert_no_error (error);
  g_assert_true (queens_board_equal (board, reparsed));

  text_again = queens_board_to_text (reparsed, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, text_again);

  /* The same text with any other expected N is a size mismatch. */
  wrong_size = queens_board_new_from_text (text, n + 1, &error);
  g_assert_null (wrong_size);
  g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_SIZE_MISMATCH);
  check_error (error);

  if (n <= MAX_N_FOR_CONFLICTS)
    {
      g_autoptr(GArray) conflicts = queens_board_list_conflicts (board);
      g_autoptr(QueensBoard) canonical = queens_board_canonical (board, NULL);

      g_assert_cmpuint (conflicts->len, ==, queens_board_get_n_conflicts (board));
      g_assert_cmpuint (queens_board_get_n_queens (canonical), ==,
                        queens_board_get_n_queens (board));
      g_assert_cmpuint (queens_board_get_n_conflicts (canonical), ==,
                        queens_board_get_n_conflicts (board));
    }
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or warning is a finding too. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) sized_error = NULL;
  g_autoptr(QueensBoard) board = NULL;
  g_autoptr(QueensBoard) sized = NULL;
  guint expected_n;

  board = queens_board_new_from_text (text, 0, &error);
  if (board != NULL)
    {
      g_assert_no_error (error);
      check_board (board);
      expected_n = queens_board_get_n (board);
    }
  else
    {
      check_error (error);
      /* Some N for the second pass all the same, taken from the input. */
      expected_n = size > 0 ? 1u + data[0] % 16u : 1u;
    }

  /* An expected N changes nothing but the count check: the text's own N
   * gives the same board, and a text that failed still fails, for the
   * same reason unless its token count is now wrong too. */
  sized = queens_board_new_from_text (text, expected_n, &sized_error);
  if (board != NULL)
    {
      g_assert_no_error (sized_error);
      g_assert_true (queens_board_equal (board, sized));
    }
  else
    {
      g_assert_null (sized);
      check_error (sized_error);
      if (error->code == QUEENS_BOARD_ERROR_EMPTY || error->code == QUEENS_BOARD_ERROR_BAD_TOKEN
          || error->code == QUEENS_BOARD_ERROR_TOO_LARGE)
        g_assert_cmpint (sized_error->code, ==, error->code);
      else
        g_assert_true (sized_error->code == error->code
                       || sized_error->code == QUEENS_BOARD_ERROR_SIZE_MISMATCH);
    }

  return 0;
}
