/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-board-text.c: a board's text form, both spellings, read and
 * written, with the errors for what is no board; square names and the
 * edges' labels */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"

static void
test_board_text_round_trip (void)
{
  for (guint round = 0; round < 200; round++)
    {
      guint n = g_test_rand_int_range (1, 40);
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autoptr(QueensBoard) board = NULL;
      g_autoptr(QueensBoard) parsed = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      for (guint r = 0; r < n; r++)
        columns[r] = g_test_rand_bit () ? (guint32) g_test_rand_int_range (0, n) : QUEENS_NO_QUEEN;
      board = queens_board_new_from_columns (n, columns);

      text = queens_board_to_text (board, &error);
      g_assert_no_error (error);
      parsed = queens_board_new_from_text (text, round % 2 ? n : 0, &error);
      g_assert_no_error (error);
      g_assert_true (queens_board_equal (board, parsed));
    }

  /* Separators of every kind and space around. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(QueensBoard) board = queens_board_new_from_text ("\n  2,4\t1 ,, 3\r\n", 0, &error);
    g_autofree char *text = NULL;
    guint32 columns[4];

    g_assert_no_error (error);
    g_assert_cmpuint (queens_board_get_n (board), ==, 4);
    g_assert_true (queens_board_get_columns (board, columns));
    g_assert_cmpuint (columns[0], ==, 1);
    g_assert_cmpuint (columns[1], ==, 3);
    g_assert_cmpuint (columns[2], ==, 0);
    g_assert_cmpuint (columns[3], ==, 2);
    g_assert_true (queens_board_is_solution (board));
    text = queens_board_to_text (board, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (text, ==, "2 4 1 3");
  }

  /* Empty rows and leading zeros. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(QueensBoard) board = queens_board_new_from_text (". 003 .", 3, &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (queens_board_get_n_queens (board), ==, 1);
    g_assert_true (queens_board_has_queen (board, 1, 2));
    text = queens_board_to_text (board, NULL);
    g_assert_cmpstr (text, ==, ". 3 .");
  }
}

static void
test_board_text_million (void)
{
  const guint n = 1000000;
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autoptr(QueensBoard) board = NULL;
  g_autoptr(QueensBoard) parsed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (queens_construct_solution (n, columns));
  board = queens_board_new_from_columns (n, columns);
  text = queens_board_to_text (board, &error);
  g_assert_no_error (error);
  parsed = queens_board_new_from_text (text, n, &error);
  g_assert_no_error (error);
  g_assert_true (queens_board_equal (board, parsed));
  g_assert_true (queens_board_is_solution (parsed));
}

static void
expect_parse_error (const char *text,
                    guint       expected_n,
                    int         code,
                    const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensBoard) board = queens_board_new_from_text (text, expected_n, &error);

  g_assert_null (board);
  g_assert_error (error, QUEENS_BOARD_ERROR, code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (fragment != NULL && strstr (error->message, fragment) == NULL)
    g_error ("message \"%s\" lacks \"%s\"", error->message, fragment);
}

static void
test_board_text_errors (void)
{
  expect_parse_error ("", 0, QUEENS_BOARD_ERROR_EMPTY, "empty board");
  expect_parse_error (" ,\t\n,", 0, QUEENS_BOARD_ERROR_EMPTY, "give N columns");
  expect_parse_error ("", 8, QUEENS_BOARD_ERROR_EMPTY, NULL);

  expect_parse_error ("1 2 x 4 5 6 7 8", 0, QUEENS_BOARD_ERROR_BAD_TOKEN,
                      "token 3 \"x\" is not a column: use 1 to 8 or \".\" for an empty row");
  expect_parse_error ("-1 2 3", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 1 \"-1\"");
  expect_parse_error ("1 +3 2", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 2 \"+3\"");
  expect_parse_error ("1e3", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 1 \"1e3\"");
  expect_parse_error ("1 0x10", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 2 \"0x10\"");
  expect_parse_error ("2.5 1", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 1 \"2.5\"");
  expect_parse_error(". .. .", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 2 \"..\"");
  expect_parse_error ("1 ♛ 3", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 2 \"♛\"");
  expect_parse_error ("1 2 \xff\xfe", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 3");
  /* A bad token is named even when the count is wrong too. */
  expect_parse_error ("1 x", 4, QUEENS_BOARD_ERROR_BAD_TOKEN, "use 1 to 4");

  expect_parse_error ("1 9 3 4 5 6 7 8", 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE,
                      "column 9 in token 2 is outside 1..8");
  expect_parse_error ("0 1", 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE, "column 0 in token 1 is outside 1..2");
  expect_parse_error ("1 2 99999999999999999999", 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE,
                      "column 99999999999999999999 in token 3 is outside 1..3");
  expect_parse_error ("4294967297", 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE, "in token 1 is outside 1..1");

  /* Chess squares: the first token that is not '.' tells the spelling. */
  expect_parse_error ("a1 c2 x b4", 0, QUEENS_BOARD_ERROR_BAD_TOKEN,
                      "token 3 \"x\" is not a square: use a1 to d4 or \".\" for an empty rank");
  expect_parse_error ("a1 3 . .", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 2 \"3\" is not a square");
  expect_parse_error ("2 b2 . .", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 2 \"b2\" is not a column");
  expect_parse_error (". ?? a1 .", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 2 \"??\" is not a square");
  expect_parse_error ("a1b b2", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 1 \"a1b\"");
  expect_parse_error ("a+1 b2", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 1 \"a+1\"");
  expect_parse_error ("é1 b2", 0, QUEENS_BOARD_ERROR_BAD_TOKEN, "token 1 \"é1\"");
  expect_parse_error ("a1 e2 . .", 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE,
                      "square e2 in token 2 is off the board: files a to d, ranks 1 to 4");
  expect_parse_error ("a1 b5 . .", 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE, "square b5 in token 2");
  expect_parse_error ("a0 . . .", 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE, "square a0 in token 1");
  expect_parse_error ("a1 c1 . .", 0, QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW,
                      "tokens 1 and 2 both stand on rank 1");
  expect_parse_error ("a1 b2 c3", 4, QUEENS_BOARD_ERROR_SIZE_MISMATCH, "expected 4 tokens");
  {
    g_autoptr(GString) text = g_string_new ("a1");

    for (guint i = 1; i < 27; i++)
      g_string_append (text, " .");
    expect_parse_error (text->str, 0, QUEENS_BOARD_ERROR_OUT_OF_RANGE,
                        "name boards of up to 26 rows, but the text has 27 tokens");
  }

  expect_parse_error ("1 2 3", 4, QUEENS_BOARD_ERROR_SIZE_MISMATCH, "expected 4 tokens");
  expect_parse_error ("1 2 3", 4, QUEENS_BOARD_ERROR_SIZE_MISMATCH, "found 3");
  expect_parse_error ("1 . . . 2", 4, QUEENS_BOARD_ERROR_SIZE_MISMATCH, "found 5");

  /* One token too many for the largest board. */
  {
    gsize n_tokens = QUEENS_MAX_N + 1;
    g_autofree char *text = g_malloc (2 * n_tokens + 1);

    for (gsize i = 0; i < n_tokens; i++)
      {
        text[2 * i] = '.';
        text[2 * i + 1] = ' ';
      }
    text[2 * n_tokens] = '\0';
    expect_parse_error (text, 0, QUEENS_BOARD_ERROR_TOO_LARGE, "10000000");

    /* Exactly the largest board is fine. */
    text[2 * (n_tokens - 1)] = '\0';
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QueensBoard) board = queens_board_new_from_text (text, 0, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (queens_board_get_n (board), ==, QUEENS_MAX_N);
      g_assert_cmpuint (queens_board_get_n_queens (board), ==, 0);
    }
  }
}

static void
test_board_text_hostile (void)
{
  /* A very long token: quoted shortened, not whole. */
  {
    gsize length = 4 * 1024 * 1024;
    g_autofree char *digits = g_malloc (length + 1);
    g_autofree char *letters = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(QueensBoard) board = NULL;

    memset (digits, '7', length);
    digits[length] = '\0';
    board = queens_board_new_from_text (digits, 0, &error);
    g_assert_null (board);
    g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_OUT_OF_RANGE);
    g_assert_cmpuint (strlen (error->message), <, 200);
    g_clear_error (&error);

    letters = g_strdup (digits);
    letters[length / 2] = 'q';
    board = queens_board_new_from_text (letters, 0, &error);
    g_assert_null (board);
    g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_BAD_TOKEN);
    g_assert_cmpuint (strlen (error->message), <, 200);
  }

  /* Random bytes without NUL: a board or an error, never a crash. */
  for (guint round = 0; round < 3000; round++)
    {
      static const char alphabet[] = "0123456789 .,\t\n-+xe\xc3\xa9\xe2\x99\x9b\xff";
      guint length = g_test_rand_int_range (0, 40);
      g_autofree char *text = g_malloc (length + 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(QueensBoard) board = NULL;

      for (guint i = 0; i < length; i++)
        {
          if (g_test_rand_int_range (0, 4) == 0)
            text[i] = (char) g_test_rand_int_range (1, 256);
          else
            text[i] = alphabet[g_test_rand_int_range (0, sizeof alphabet - 1)];
        }
      text[length] = '\0';

      board = queens_board_new_from_text (text, g_test_rand_bit () ? 0 : 4, &error);
      g_assert_true ((board == NULL) != (error == NULL));
      if (error != NULL)
        {
          g_assert_true (error->domain == QUEENS_BOARD_ERROR);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
      else
        {
          g_autofree char *again = queens_board_to_text (board, NULL);
          g_autoptr(QueensBoard) reparsed = queens_board_new_from_text (again, 0, NULL);

          g_assert_true (queens_board_equal (board, reparsed));
        }
    }
}

static void
test_board_square_names (void)
{
  struct
  {
    QueensCoordinates coordinates;
    guint             n, row, column;
    const char       *name;
  } cases[] = {
    /* Numbered from the top left, at every N, as the text form counts. */
    { QUEENS_COORDINATES_NUMERIC, 8, 0, 0, "row 1, column 1" },
    { QUEENS_COORDINATES_NUMERIC, 8, 3, 4, "row 4, column 5" },
    { QUEENS_COORDINATES_NUMERIC, 8, 7, 0, "row 8, column 1" },
    { QUEENS_COORDINATES_NUMERIC, 1, 0, 0, "row 1, column 1" },
    { QUEENS_COORDINATES_NUMERIC, 26, 25, 0, "row 26, column 1" },
    { QUEENS_COORDINATES_NUMERIC, 100, 11, 6, "row 12, column 7" },
    { QUEENS_COORDINATES_NUMERIC, QUEENS_MAX_N, QUEENS_MAX_N - 1, 0, "row 10000000, column 1" },
    /* Chess: files from the left, rank 1 at the bottom. */
    { QUEENS_COORDINATES_CHESS, 8, 0, 0, "a8" },
    { QUEENS_COORDINATES_CHESS, 8, 7, 0, "a1" },
    { QUEENS_COORDINATES_CHESS, 8, 7, 7, "h1" },
    { QUEENS_COORDINATES_CHESS, 8, 4, 4, "e4" },
    { QUEENS_COORDINATES_CHESS, 1, 0, 0, "a1" },
    { QUEENS_COORDINATES_CHESS, 26, 0, 25, "z26" },
    { QUEENS_COORDINATES_CHESS, 26, 25, 0, "a1" },
    /* Past 26 files there are no letters: numbered as without chess. */
    { QUEENS_COORDINATES_CHESS, 27, 0, 0, "row 1, column 1" },
    { QUEENS_COORDINATES_CHESS, 100, 11, 6, "row 12, column 7" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = queens_square_name (cases[i].coordinates, cases[i].n,
                                                  cases[i].row, cases[i].column);

      g_assert_cmpstr (name, ==, cases[i].name);
    }
}

/* The edge labels agree with the square names, in both coordinates. */
static void
test_board_edge_labels (void)
{
  g_autofree char *numbered = queens_coordinates_column_label (QUEENS_COORDINATES_NUMERIC, 8, 4);
  g_autofree char *file = queens_coordinates_column_label (QUEENS_COORDINATES_CHESS, 8, 4);
  g_autofree char *wide = queens_coordinates_column_label (QUEENS_COORDINATES_CHESS, 27, 26);

  g_assert_cmpstr (numbered, ==, "5");
  g_assert_cmpstr (file, ==, "e");
  g_assert_cmpstr (wide, ==, "27");
  g_assert_cmpuint (queens_coordinates_row_number (QUEENS_COORDINATES_NUMERIC, 8, 0), ==, 1);
  g_assert_cmpuint (queens_coordinates_row_number (QUEENS_COORDINATES_CHESS, 8, 0), ==, 8);
  g_assert_cmpuint (queens_coordinates_row_number (QUEENS_COORDINATES_CHESS, 26, 25), ==, 1);
  g_assert_cmpuint (queens_coordinates_row_number (QUEENS_COORDINATES_CHESS, 27, 0), ==, 1);

  g_assert_cmpint (queens_coordinates_for_n (QUEENS_COORDINATES_CHESS, 26), ==,
                   QUEENS_COORDINATES_CHESS);
  g_assert_cmpint (queens_coordinates_for_n (QUEENS_COORDINATES_CHESS, 27), ==,
                   QUEENS_COORDINATES_NUMERIC);
  g_assert_cmpint (queens_coordinates_for_n (QUEENS_COORDINATES_NUMERIC, 8), ==,
                   QUEENS_COORDINATES_NUMERIC);
}

/* Both spellings of the text form, written and read back, for random
 * boards with empty rows; chess falls back to numbers past 26 rows. */
static void
test_board_text_both_forms (void)
{
  static const QueensCoordinates spellings[] = {
    QUEENS_COORDINATES_NUMERIC, QUEENS_COORDINATES_CHESS,
  };

  for (guint round = 0; round < 400; round++)
    {
      guint n = g_test_rand_int_range (1, 34);
      QueensCoordinates spelling = spellings[round % 2];
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autoptr(QueensBoard) board = NULL;
      g_autoptr(QueensBoard) parsed = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      gboolean has_letters;

      for (guint r = 0; r < n; r++)
        columns[r] = g_test_rand_int_range (0, 4) > 0 ? (guint32) g_test_rand_int_range (0, n)
                                                      : QUEENS_NO_QUEEN;
      board = queens_board_new_from_columns (n, columns);

      text = queens_board_to_text_in (board, spelling, &error);
      g_assert_no_error (error);
      has_letters = strpbrk (text, "abcdefghijklmnopqrstuvwxyz") != NULL;
      /* Letters only in chess up to 26 rows, and then unless empty. */
      if (spelling == QUEENS_COORDINATES_NUMERIC || n > QUEENS_CHESS_MAX_N)
        g_assert_false (has_letters);
      else if (queens_board_get_n_queens (board) > 0)
        g_assert_true (has_letters);

      parsed = queens_board_new_from_text (text, round % 3 ? n : 0, &error);
      g_assert_no_error (error);
      g_assert_true (queens_board_equal (board, parsed));
      again = queens_board_to_text_in (parsed, spelling, &error);
      g_assert_cmpstr (again, ==, text);
    }

  /* The brief's example: the same solution in both spellings. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(QueensBoard) numeric = queens_board_new_from_text ("1 5 8 6 3 7 2 4", 0, &error);
    g_autoptr(QueensBoard) chess = NULL;
    g_autofree char *numeric_text = NULL;
    g_autofree char *chess_text = NULL;

    g_assert_no_error (error);
    chess_text = queens_board_to_text_in (numeric, QUEENS_COORDINATES_CHESS, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (chess_text, ==, "d1 b2 g3 c4 f5 h6 e7 a8");

    /* Read in any order and either case: the squares carry their ranks. */
    chess = queens_board_new_from_text ("A8 e7 h6 f5 c4 g3 b2 D1", 8, &error);
    g_assert_no_error (error);
    g_assert_true (queens_board_equal (numeric, chess));
    numeric_text = queens_board_to_text (chess, &error);
    g_assert_cmpstr (numeric_text, ==, "1 5 8 6 3 7 2 4");
  }

  /* Empty ranks as '.', anywhere; the count is N. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(QueensBoard) board = queens_board_new_from_text (". b3 .", 0, &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (queens_board_get_n (board), ==, 3);
    g_assert_cmpuint (queens_board_get_n_queens (board), ==, 1);
    g_assert_true (queens_board_has_queen (board, 0, 1));
    text = queens_board_to_text_in (board, QUEENS_COORDINATES_CHESS, NULL);
    g_assert_cmpstr (text, ==, ". . b3");
  }

  /* A row with several queens has no text form in either spelling. */
  {
    g_autoptr(QueensBoard) board = queens_board_new (4);
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;

    queens_board_place (board, 1, 0);
    queens_board_place (board, 1, 2);
    queens_board_place (board, 3, 0);
    queens_board_place (board, 3, 3);
    text = queens_board_to_text_in (board, QUEENS_COORDINATES_CHESS, &error);
    g_assert_null (text);
    g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW);
    g_assert_nonnull (strstr (error->message, "2 rows hold several"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board/text/round-trip", test_board_text_round_trip);
  g_test_add_func ("/board/text/million", test_board_text_million);
  g_test_add_func ("/board/text/errors", test_board_text_errors);
  g_test_add_func ("/board/text/hostile", test_board_text_hostile);
  g_test_add_func ("/board/text/both-forms", test_board_text_both_forms);
  g_test_add_func ("/board/square-names", test_board_square_names);
  g_test_add_func ("/board/edge-labels", test_board_edge_labels);

  return g_test_run ();
}
