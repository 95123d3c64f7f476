/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-text.c: a board's text form and the names of its squares
 *
 * Two spellings share one tokenizer: numeric ("2 4 1 3", row 1 at the
 * top first) and chess ("a2 b4 c1 d3", one square per rank).  Parsing
 * makes two passes over the text: the first counts the tokens (N is the
 * count), tells the spelling from the first token that is not '.', and
 * finds the first token that does not fit it, storing nothing; the
 * second places the queens.  So a bad token is reported before a wrong
 * count, and nothing is allocated for a text that is rejected early.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include <glib.h>
#include <glib/gi18n-lib.h>

#include "queens-board.h"
#include "queens-format.h"

/* Longest token text quoted in an error message, in characters. */
#define MAX_QUOTED_TOKEN_CHARS 24

QueensCoordinates
queens_coordinates_for_n (QueensCoordinates coordinates,
                          guint             n)
{
  if (coordinates == QUEENS_COORDINATES_CHESS && n <= QUEENS_CHESS_MAX_N)
    return QUEENS_COORDINATES_CHESS;

  return QUEENS_COORDINATES_NUMERIC;
}

char *
queens_coordinates_column_label (QueensCoordinates coordinates,
                                 guint             n,
                                 guint             column)
{
  g_return_val_if_fail (column < n, NULL);

  if (queens_coordinates_for_n (coordinates, n) == QUEENS_COORDINATES_CHESS)
    return g_strdup_printf ("%c", 'a' + column);

  return g_strdup_printf ("%u", column + 1);
}

guint
queens_coordinates_row_number (QueensCoordinates coordinates,
                               guint             n,
                               guint             row)
{
  g_return_val_if_fail (row < n, 0);

  if (queens_coordinates_for_n (coordinates, n) == QUEENS_COORDINATES_CHESS)
    return n - row;

  return row + 1;
}

char *
queens_square_name (QueensCoordinates coordinates,
                    guint             n,
                    guint             row,
                    guint             column)
{
  g_autofree char *row_number = NULL;
  g_autofree char *column_number = NULL;

  g_return_val_if_fail (row < n, NULL);
  g_return_val_if_fail (column < n, NULL);

  if (queens_coordinates_for_n (coordinates, n) == QUEENS_COORDINATES_CHESS)
    return g_strdup_printf ("%c%u", 'a' + column, n - row);

  /* Numbers grouped as the locale groups them: "row 61,234". */
  row_number = queens_format_count ((guint64) row + 1);
  column_number = queens_format_count ((guint64) column + 1);
  /* Translators: the name of a square, the first %s its row counted from
   * the top, the second its column counted from the left, both from 1
   * with the locale's digit grouping: "row 4, column 5", "row 61,234,
   * column 2". Reorder with %1$s, %2$s if needed. */
  return g_strdup_printf (_("row %s, column %s"), row_number, column_number);
}

/* The chess form of a board that holds at most one queen per row. */
static char *
format_chess_text (guint          n,
                   const guint32 *columns)
{
  GString *text = g_string_sized_new ((gsize) n * 4);

  for (guint rank = 1; rank <= n; rank++)
    {
      guint row = n - rank;

      if (rank > 1)
        g_string_append_c (text, ' ');

      if (columns[row] == QUEENS_NO_QUEEN)
        g_string_append_c (text, '.');
      else
        g_string_append_printf (text, "%c%u", 'a' + columns[row], rank);
    }

  return g_string_free (text, FALSE);
}

static char *
format_numeric_text (guint          n,
                     const guint32 *columns)
{
  /* Up to 8 digits and a separator per row. */
  GString *text = g_string_sized_new ((gsize) n * 9);

  for (guint row = 0; row < n; row++)
    {
      if (row > 0)
        g_string_append_c (text, ' ');

      if (columns[row] == QUEENS_NO_QUEEN)
        g_string_append_c (text, '.');
      else
        g_string_append_printf (text, "%u", columns[row] + 1);
    }

  return g_string_free (text, FALSE);
}

/* Rows holding more than one queen; O(n + Q), only on the error path. */
static guint
count_crowded_rows (QueensBoard *self)
{
  g_autoptr(GArray) queens = queens_board_list_queens (self);
  guint crowded = 0;

  for (guint i = 1; i < queens->len; i++)
    {
      const QueensSquare *before = &g_array_index (queens, QueensSquare, i - 1);
      const QueensSquare *square = &g_array_index (queens, QueensSquare, i);

      /* Count each crowded row once, at its second queen. */
      if (before->row == square->row
          && (i < 2 || g_array_index (queens, QueensSquare, i - 2).row != square->row))
        crowded++;
    }

  return crowded;
}

char *
queens_board_to_text_in (QueensBoard       *self,
                         QueensCoordinates  coordinates,
                         GError           **error)
{
  guint n;
  g_autofree guint32 *columns = NULL;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n = queens_board_get_n (self);
  columns = g_new (guint32, n);
  if (!queens_board_get_columns (self, columns))
    {
      guint crowded = count_crowded_rows (self);

      g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %u is how many rows hold more
                                 * than one queen, as in "the text form holds
                                 * one queen per row, but 2 rows hold
                                 * several" */
                                "the text form holds one queen per row, but %u row holds several",
                                "the text form holds one queen per row, but %u rows hold several",
                                crowded),
                   crowded);
      return NULL;
    }

  if (queens_coordinates_for_n (coordinates, n) == QUEENS_COORDINATES_CHESS)
    return format_chess_text (n, columns);

  return format_numeric_text (n, columns);
}

char *
queens_board_to_text (QueensBoard  *self,
                      GError      **error)
{
  return queens_board_to_text_in (self, QUEENS_COORDINATES_NUMERIC, error);
}

static inline gboolean
is_token_separator (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
         c == '\v' || c == '\f' || c == ',';
}

/* Finds the next token at or after *cursor; FALSE at the end of @text. */
static gboolean
next_token (const char  **cursor,
            const char  **out_start,
            gsize        *out_length)
{
  const char *p = *cursor;
  const char *start;

  while (*p != '\0' && is_token_separator (*p))
    p++;
  if (*p == '\0')
    {
      *cursor = p;
      return FALSE;
    }

  start = p;
  while (*p != '\0' && !is_token_separator (*p))
    p++;

  *out_start = start;
  *out_length = (gsize) (p - start);
  *cursor = p;

  return TRUE;
}

/* The token text as it may appear in a message: valid UTF-8, not too long. */
static char *
quote_token (const char *start,
             gsize       length)
{
  g_autofree char *valid = g_utf8_make_valid (start, (gssize) length);

  if (g_utf8_strlen (valid, -1) > MAX_QUOTED_TOKEN_CHARS)
    {
      g_autofree char *prefix = g_utf8_substring (valid, 0, MAX_QUOTED_TOKEN_CHARS);

      return g_strconcat (prefix, "…", NULL);
    }

  return g_steal_pointer (&valid);
}

typedef enum
{
  TOKEN_EMPTY_ROW,
  TOKEN_NUMBER,
  TOKEN_SQUARE,
  TOKEN_BAD
} TokenKind;

/* Digits only; the value, or QUEENS_MAX_N + 1 for any larger one (so huge
 * numbers cannot overflow).  FALSE for anything else, "" included. */
static gboolean
read_decimal (const char *start,
              gsize       length,
              guint32    *out_value)
{
  guint64 value = 0;

  if (length == 0)
    return FALSE;

  for (gsize i = 0; i < length; i++)
    {
      if (start[i] < '0' || start[i] > '9')
        return FALSE;

      value = value * 10 + (guint64) (start[i] - '0');
      if (value > QUEENS_MAX_N)
        value = QUEENS_MAX_N + 1;
    }

  *out_value = (guint32) value;
  return TRUE;
}

/* A number: *out_column is it.  A square (a letter, either case, then a
 * rank): *out_column is the file's 0-based index, *out_rank the rank. */
static TokenKind
classify_token (const char *start,
                gsize       length,
                guint32    *out_column,
                guint32    *out_rank)
{
  if (length == 1 && start[0] == '.')
    return TOKEN_EMPTY_ROW;

  if (read_decimal (start, length, out_column))
    return TOKEN_NUMBER;

  if (g_ascii_isalpha (start[0]) && read_decimal (start + 1, length - 1, out_rank))
    {
      *out_column = (guint32) (g_ascii_tolower (start[0]) - 'a');
      return TOKEN_SQUARE;
    }

  return TOKEN_BAD;
}

static void
set_bad_token_error (GError     **error,
                     TokenKind    spelling,
                     guint        token,
                     const char  *start,
                     gsize        length,
                     guint        n)
{
  g_autofree char *quoted = quote_token (start, length);

  if (spelling == TOKEN_SQUARE)
    {
      guint last = MIN (n, QUEENS_CHESS_MAX_N);

      g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_BAD_TOKEN,
                   /* Translators: a token is one entry of a board's text form
                    * "a2 b4 c1 d3"; %u is the token's number, counted from 1,
                    * %s the token as written and %c%u the last square, "d4":
                    * "token 2 "z" is not a square: use a1 to d4 or ...".
                    * Reorder with %1$u, %2$s, %3$c%4$u if needed. */
                   _("token %u \"%s\" is not a square: use a1 to %c%u or \".\" for an empty rank"),
                   token, quoted, 'a' + last - 1, last);
      return;
    }

  g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_BAD_TOKEN,
               /* Translators: a token is one entry of a board's text form
                * "2 4 1 3"; %u is the token's number, counted from 1, %s the
                * token as written and %u the board size: "token 1 "x" is not
                * a column: use 1 to 4 or ...".  Reorder with %1$u, %2$s, %3$u
                * if needed. */
               _("token %u \"%s\" is not a column: use 1 to %u or \".\" for an empty row"),
               token, quoted, n);
}

/* The second pass for the chess spelling: every square on the board, at
 * most one a rank. */
static gboolean
place_squares (QueensBoard  *board,
               const char   *text,
               GError      **error)
{
  guint n = queens_board_get_n (board);
  guint token_of_rank[QUEENS_CHESS_MAX_N + 1] = { 0 };
  const char *cursor = text;
  const char *start;
  gsize length;

  if (n > QUEENS_CHESS_MAX_N)
    {
      g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_OUT_OF_RANGE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: a token is one entry of a
                                 * board's text form; the first %u is the
                                 * largest board chess squares can name (26,
                                 * files a to z), the second %u how many tokens
                                 * the text has, one per row, as in "squares
                                 * such as "e4" name boards of up to 26 rows,
                                 * but the text has 27 tokens: ...".  Reorder
                                 * with %1$u, %2$u if needed. */
                                "squares such as \"e4\" name boards of up to %u row, but the text has %u tokens: write each row's column as a number instead",
                                "squares such as \"e4\" name boards of up to %u rows, but the text has %u tokens: write each row's column as a number instead",
                                QUEENS_CHESS_MAX_N),
                   QUEENS_CHESS_MAX_N, n);
      return FALSE;
    }

  for (guint token = 1; next_token (&cursor, &start, &length); token++)
    {
      guint32 column = 0;
      guint32 rank = 0;

      if (classify_token (start, length, &column, &rank) == TOKEN_EMPTY_ROW)
        continue;

      if (column >= n || rank < 1 || rank > n)
        {
          g_autofree char *quoted = quote_token (start, length);

          g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_OUT_OF_RANGE,
                       /* Translators: "square j3 in token 2 is off the board:
                        * files a to h, ranks 1 to 8": %s is the square as
                        * written, %u the number of its token (one entry of the
                        * board's text form "a2 b4 c1 d3"), %c the last file and
                        * %u the last rank.  Reorder with %1$s, %2$u, %3$c, %4$u
                        * if needed. */
                       _("square %s in token %u is off the board: files a to %c, ranks 1 to %u"),
                       quoted, token, 'a' + n - 1, n);
          return FALSE;
        }

      if (token_of_rank[rank] != 0)
        {
          g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW,
                       /* Translators: a token is one entry of a board's text
                        * form "a2 b4 c1 d3"; the first two %u are the numbers
                        * of two tokens, counted from 1, the third the rank
                        * (row) both name, as in "tokens 1 and 3 both stand on
                        * rank 2: ...".  Reorder with %1$u, %2$u, %3$u if
                        * needed. */
                       _("tokens %u and %u both stand on rank %u: the text form holds one queen per rank"),
                       token_of_rank[rank], token, rank);
          return FALSE;
        }

      token_of_rank[rank] = token;
      queens_board_place (board, n - rank, column);
    }

  return TRUE;
}

/* The second pass for the numeric spelling. */
static gboolean
place_columns (QueensBoard  *board,
               const char   *text,
               GError      **error)
{
  guint n = queens_board_get_n (board);
  const char *cursor = text;
  const char *start;
  gsize length;

  for (guint token = 1; next_token (&cursor, &start, &length); token++)
    {
      guint32 value = 0;
      guint32 unused;

      if (classify_token (start, length, &value, &unused) == TOKEN_EMPTY_ROW)
        continue;

      if (value < 1 || value > n)
        {
          g_autofree char *quoted = quote_token (start, length);

          g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_OUT_OF_RANGE,
                       /* Translators: a token is one entry of a board's text
                        * form "2 4 1 3"; %s is the column as written, %u the
                        * token's number, counted from 1, and %u the board size,
                        * as in "column 5 in token 2 is outside 1..4".  Reorder
                        * with %1$s, %2$u, %3$u if needed. */
                       _("column %s in token %u is outside 1..%u"),
                       quoted, token, n);
          return FALSE;
        }

      queens_board_place (board, token - 1, value - 1);
    }

  return TRUE;
}

QueensBoard *
queens_board_new_from_text (const char  *text,
                            guint        expected_n,
                            GError     **error)
{
  g_autoptr(QueensBoard) board = NULL;
  const char *cursor;
  const char *start;
  gsize length;
  guint n_tokens = 0;
  /* TOKEN_NUMBER or TOKEN_SQUARE: the kind of the first token that is
   * either; TOKEN_EMPTY_ROW (read as numbers) while none is. */
  TokenKind spelling = TOKEN_EMPTY_ROW;
  guint first_bad_token = 0;
  const char *bad_start = NULL;
  gsize bad_length = 0;
  guint n;
  gboolean placed;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  cursor = text;
  while (next_token (&cursor, &start, &length))
    {
      guint32 column, rank;
      TokenKind kind;

      n_tokens++;
      if (n_tokens > QUEENS_MAX_N)
        {
          g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_TOO_LARGE,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a token is one entry of a
                                     * board's text form "2 4 1 3"; %u is the
                                     * largest board size, as in "too many
                                     * tokens: a board has at most 10000000
                                     * rows, one token each" */
                                    "too many tokens: a board has at most %u row, one token each",
                                    "too many tokens: a board has at most %u rows, one token each",
                                    QUEENS_MAX_N),
                       QUEENS_MAX_N);
          return NULL;
        }

      /* Past a bad token only the spelling is still of interest: it
       * words the message. */
      if (first_bad_token != 0 && spelling != TOKEN_EMPTY_ROW)
        continue;

      kind = classify_token (start, length, &column, &rank);
      if (kind == TOKEN_EMPTY_ROW)
        continue;
      if (spelling == TOKEN_EMPTY_ROW && kind != TOKEN_BAD)
        spelling = kind;
      if (first_bad_token == 0 && kind != spelling)
        {
          first_bad_token = n_tokens;
          bad_start = start;
          bad_length = length;
        }
    }

  if (n_tokens == 0)
    {
      g_set_error_literal (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_EMPTY,
                           _("empty board: give N columns (1-based) or \".\""));
      return NULL;
    }

  n = expected_n > 0 ? expected_n : n_tokens;

  if (first_bad_token != 0)
    {
      set_bad_token_error (error, spelling, first_bad_token, bad_start, bad_length, n);
      return NULL;
    }

  if (expected_n > 0 && n_tokens != expected_n)
    {
      g_set_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_SIZE_MISMATCH,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: a token is one entry of a
                                 * board's text form "2 4 1 3"; %u is the board
                                 * size expected, %u how many tokens the text
                                 * has, as in "expected 8 tokens, one per row,
                                 * but found 7".  Reorder with %1$u, %2$u if
                                 * needed. */
                                "expected %u token, one per row, but found %u",
                                "expected %u tokens, one per row, but found %u",
                                expected_n),
                   expected_n, n_tokens);
      return NULL;
    }

  board = queens_board_new (n);
  placed = spelling == TOKEN_SQUARE ? place_squares (board, text, error)
                                    : place_columns (board, text, error);
  if (!placed)
    return NULL;

  return g_steal_pointer (&board);
}
