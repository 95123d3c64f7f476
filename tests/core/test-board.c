/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-board.c: boards (queens-board), their counters, the list of
 * conflicts (queens-board-conflicts) and symmetries (the text form and
 * square names are test-board-text.c's) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "queens-symmetry.h"

/* A plain n x n grid of booleans: the model the board is checked against. */
typedef struct
{
  guint     n;
  gboolean *cells;
} Grid;

static Grid *
grid_new (guint n)
{
  Grid *grid = g_new0 (Grid, 1);

  grid->n = n;
  grid->cells = g_new0 (gboolean, (gsize) n * n);

  return grid;
}

static void
grid_free (Grid *grid)
{
  g_free (grid->cells);
  g_free (grid);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Grid, grid_free)

static gboolean
grid_get (Grid *grid,
          guint row,
          guint column)
{
  return grid->cells[row * grid->n + column];
}

/* The line two different squares share, or -1. */
static int
shared_line (guint r1,
             guint c1,
             guint r2,
             guint c2)
{
  if (r1 == r2)
    return QUEENS_LINE_ROW;
  if (c1 == c2)
    return QUEENS_LINE_COLUMN;
  if ((gint64) r1 - c1 == (gint64) r2 - c2)
    return QUEENS_LINE_DIAGONAL;
  if (r1 + c1 == r2 + c2)
    return QUEENS_LINE_ANTIDIAGONAL;

  return -1;
}

static gboolean
on_line (QueensLine line,
         guint      r1,
         guint      c1,
         guint      r2,
         guint      c2)
{
  switch (line)
    {
    case QUEENS_LINE_ROW:
      return r1 == r2;
    case QUEENS_LINE_COLUMN:
      return c1 == c2;
    case QUEENS_LINE_DIAGONAL:
      return (gint64) r1 - c1 == (gint64) r2 - c2;
    case QUEENS_LINE_ANTIDIAGONAL:
      return r1 + c1 == r2 + c2;
    default:
      g_assert_not_reached ();
    }
}

/* Compares everything the board reports with an O(Q^2) recount. */
static void
check_against_grid (QueensBoard *board,
                    Grid        *grid,
                    gboolean     check_every_square)
{
  guint n = grid->n;
  g_autoptr(GArray) queens = queens_board_list_queens (board);
  g_autoptr(GArray) conflicts = queens_board_list_conflicts (board);
  g_autoptr(GArray) expected_queens = g_array_new (FALSE, FALSE, sizeof (QueensSquare));
  g_autoptr(GArray) expected_conflicts = g_array_new (FALSE, FALSE, sizeof (QueensConflict));
  gboolean one_per_row = TRUE;

  for (guint r = 0; r < n; r++)
    {
      guint in_row = 0;

      for (guint c = 0; c < n; c++)
        {
          if (grid_get (grid, r, c))
            {
              QueensSquare square = { r, c };

              g_array_append_val (expected_queens, square);
              in_row++;
            }
        }
      one_per_row &= in_row <= 1;
    }

  /* Pairs in (first, second) order, since the queens are in order. */
  for (guint i = 0; i < expected_queens->len; i++)
    for (guint j = i + 1; j < expected_queens->len; j++)
      {
        QueensSquare a = g_array_index (expected_queens, QueensSquare, i);
        QueensSquare b = g_array_index (expected_queens, QueensSquare, j);
        int line = shared_line (a.row, a.column, b.row, b.column);

        if (line >= 0)
          {
            QueensConflict conflict = { a, b, line };

            g_array_append_val (expected_conflicts, conflict);
          }
      }

  g_assert_cmpuint (queens_board_get_n_queens (board), ==, expected_queens->len);
  g_assert_cmpuint (queens->len, ==, expected_queens->len);
  for (guint i = 0; i < queens->len; i++)
    {
      QueensSquare got = g_array_index (queens, QueensSquare, i);
      QueensSquare want = g_array_index (expected_queens, QueensSquare, i);

      g_assert_cmpuint (got.row, ==, want.row);
      g_assert_cmpuint (got.column, ==, want.column);
    }

  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, expected_conflicts->len);
  g_assert_cmpuint (conflicts->len, ==, expected_conflicts->len);
  for (guint i = 0; i < conflicts->len; i++)
    {
      QueensConflict got = g_array_index (conflicts, QueensConflict, i);
      QueensConflict want = g_array_index (expected_conflicts, QueensConflict, i);

      g_assert_cmpuint (got.first.row, ==, want.first.row);
      g_assert_cmpuint (got.first.column, ==, want.first.column);
      g_assert_cmpuint (got.second.row, ==, want.second.row);
      g_assert_cmpuint (got.second.column, ==, want.second.column);
      g_assert_cmpint (got.line, ==, want.line);
    }

  g_assert_cmpint (queens_board_is_one_per_row (board), ==, one_per_row);
  g_assert_cmpint (queens_board_is_solution (board), ==,
                   expected_queens->len == n && expected_conflicts->len == 0);

  if (!check_every_square)
    return;

  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        guint attackers = 0;
        guint on_lines[4] = { 0 };

        for (guint i = 0; i < expected_queens->len; i++)
          {
            QueensSquare q = g_array_index (expected_queens, QueensSquare, i);

            for (guint l = 0; l < 4; l++)
              on_lines[l] += on_line (l, r, c, q.row, q.column);
            if ((q.row != r || q.column != c) && shared_line (r, c, q.row, q.column) >= 0)
              attackers++;
          }

        g_assert_cmpint (queens_board_has_queen (board, r, c), ==, grid_get (grid, r, c));
        g_assert_cmpuint (queens_board_count_attackers (board, r, c), ==, attackers);
        g_assert_cmpint (queens_board_is_attacked (board, r, c), ==, attackers > 0);
        for (guint l = 0; l < 4; l++)
          g_assert_cmpuint (queens_board_count_on_line (board, l, r, c), ==, on_lines[l]);
      }
}

static void
test_board_new (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (8);
  g_autoptr(QueensBoard) one = queens_board_new (1);
  guint32 columns[8];

  g_assert_cmpuint (queens_board_get_n (board), ==, 8);
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 0);
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 0);
  g_assert_false (queens_board_is_solution (board));
  g_assert_true (queens_board_is_one_per_row (board));
  g_assert_true (queens_board_get_columns (board, columns));
  for (guint i = 0; i < 8; i++)
    g_assert_cmpuint (columns[i], ==, QUEENS_NO_QUEEN);

  g_assert_false (queens_board_is_solution (one));
  g_assert_true (queens_board_place (one, 0, 0));
  g_assert_true (queens_board_is_solution (one));
}

static void
test_board_place_remove_toggle (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (8);
  g_autoptr(Grid) grid = grid_new (8);

  g_assert_true (queens_board_place (board, 2, 3));
  g_assert_false (queens_board_place (board, 2, 3));
  g_assert_true (queens_board_has_queen (board, 2, 3));
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 1);

  /* (5, 6) shares the diagonal row - column = -1 with (2, 3). */
  g_assert_true (queens_board_place (board, 5, 6));
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 1);
  g_assert_cmpuint (queens_board_count_attackers (board, 2, 3), ==, 1);
  g_assert_cmpuint (queens_board_count_on_line (board, QUEENS_LINE_DIAGONAL, 0, 1), ==, 2);
  g_assert_true (queens_board_is_attacked (board, 7, 3));
  g_assert_false (queens_board_is_attacked (board, 0, 0));

  g_assert_true (queens_board_remove (board, 5, 6));
  g_assert_false (queens_board_remove (board, 5, 6));
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 0);

  queens_board_toggle (board, 0, 0);
  g_assert_true (queens_board_has_queen (board, 0, 0));
  queens_board_toggle (board, 0, 0);
  g_assert_false (queens_board_has_queen (board, 0, 0));

  grid->cells[2 * 8 + 3] = TRUE;
  check_against_grid (board, grid, TRUE);

  queens_board_clear (board);
  memset (grid->cells, 0, 64 * sizeof (gboolean));
  check_against_grid (board, grid, TRUE);
}

static void
test_board_several_per_row (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (6);
  g_autoptr(GArray) queens = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint32 columns[6];

  /* Placed out of order, so the row's first-placed queen is not leftmost. */
  g_assert_true (queens_board_place (board, 1, 4));
  g_assert_true (queens_board_place (board, 1, 0));
  g_assert_true (queens_board_place (board, 1, 2));
  g_assert_cmpuint (queens_board_count_on_line (board, QUEENS_LINE_ROW, 1, 5), ==, 3);
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 3);
  g_assert_false (queens_board_is_one_per_row (board));
  g_assert_false (queens_board_get_columns (board, columns));

  queens = queens_board_list_queens (board);
  g_assert_cmpuint (queens->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (g_array_index (queens, QueensSquare, i).row, ==, 1);
      g_assert_cmpuint (g_array_index (queens, QueensSquare, i).column, ==, 2 * i);
    }

  text = queens_board_to_text (board, &error);
  g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW);
  g_assert_null (text);

  /* Removing the row's first queen leaves the others in place. */
  g_assert_true (queens_board_remove (board, 1, 4));
  g_assert_true (queens_board_has_queen (board, 1, 0));
  g_assert_true (queens_board_has_queen (board, 1, 2));
  g_assert_false (queens_board_has_queen (board, 1, 4));
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 1);
  g_assert_true (queens_board_remove (board, 1, 0));
  g_assert_true (queens_board_is_one_per_row (board));
  g_assert_true (queens_board_get_columns (board, columns));
  g_assert_cmpuint (columns[1], ==, 2);
  g_assert_cmpuint (columns[0], ==, QUEENS_NO_QUEEN);
}

static void
run_random_operations (guint n,
                       guint n_steps,
                       guint check_every)
{
  g_autoptr(QueensBoard) board = queens_board_new (n);
  g_autoptr(Grid) grid = grid_new (n);

  for (guint step = 1; step <= n_steps; step++)
    {
      guint r = g_test_rand_int_range (0, n);
      guint c = g_test_rand_int_range (0, n);
      gboolean had = grid_get (grid, r, c);

      switch (g_test_rand_int_range (0, 4))
        {
        case 0:
          g_assert_cmpint (queens_board_place (board, r, c), ==, !had);
          grid->cells[r * n + c] = TRUE;
          break;
        case 1:
          g_assert_cmpint (queens_board_remove (board, r, c), ==, had);
          grid->cells[r * n + c] = FALSE;
          break;
        default:
          queens_board_toggle (board, r, c);
          grid->cells[r * n + c] = !had;
          break;
        }

      if (step % check_every == 0)
        check_against_grid (board, grid, step % (check_every * 8) == 0);
    }

  check_against_grid (board, grid, TRUE);
}

static void
test_board_random_against_recount (void)
{
  for (guint round = 0; round < 40; round++)
    {
      guint n = g_test_rand_int_range (1, 13);

      run_random_operations (n, 2000, 25);
    }

  /* Bigger, sparser boards. */
  for (guint round = 0; round < 4; round++)
    run_random_operations (g_test_rand_int_range (20, 41), 3000, 200);
}

/* A large board is listed block by block, skipping the empty ones: every
 * range of rows must still list exactly its queens, across block edges. */
static void
test_board_list_rows_sparse (void)
{
  const guint n = 5000;
  static const guint edge_rows[] = { 0, 1, 1023, 1024, 1025, 2047, 2048, 3071, 3072, 4095, 4096, 4999 };
  g_autoptr(QueensBoard) board = queens_board_new (n);
  g_autofree guint8 *has_queen = g_new0 (guint8, (gsize) n * 4);

  /* Queens only in the first four columns, so a plain grid can list them. */
  for (guint i = 0; i < G_N_ELEMENTS (edge_rows); i++)
    {
      guint column = i % 4;

      g_assert_true (queens_board_place (board, edge_rows[i], column));
      has_queen[edge_rows[i] * 4 + column] = 1;
    }
  g_assert_true (queens_board_place (board, 1024, 0));
  has_queen[1024 * 4 + 0] = 1;
  for (guint i = 0; i < 200; i++)
    {
      guint row = g_test_rand_int_range (0, n);
      guint column = g_test_rand_int_range (0, 4);

      queens_board_toggle (board, row, column);
      has_queen[row * 4 + column] ^= 1;
    }
  /* Empty a block again: its count must fall back to nothing. */
  for (guint row = 2048; row < 3072; row++)
    for (guint column = 0; column < 4; column++)
      if (has_queen[row * 4 + column])
        {
          g_assert_true (queens_board_remove (board, row, column));
          has_queen[row * 4 + column] = 0;
        }

  for (guint round = 0; round < 300; round++)
    {
      guint first = (guint) g_test_rand_int_range (0, n + 1);
      guint end = round == 0 ? n : (guint) g_test_rand_int_range (first, n + 200);
      g_autoptr(GArray) queens = queens_board_list_queens_in_rows (board, first, end);
      guint listed = 0;

      for (guint row = first; row < MIN (end, n); row++)
        for (guint column = 0; column < 4; column++)
          if (has_queen[row * 4 + column])
            {
              const QueensSquare *square;

              g_assert_cmpuint (listed, <, queens->len);
              square = &g_array_index (queens, QueensSquare, listed);
              g_assert_cmpuint (square->row, ==, row);
              g_assert_cmpuint (square->column, ==, column);
              listed++;
            }
      g_assert_cmpuint (listed, ==, queens->len);
    }
}

static gsize
resident_bytes (void)
{
  g_autofree char *status = NULL;
  const char *line;
  gsize kib = 0;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  line = strstr (status, "VmRSS:");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "VmRSS: %zu kB", &kib), ==, 1);

  return kib * 1024;
}

static void
test_board_huge (void)
{
  const guint n = QUEENS_MAX_N;
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autofree guint32 *read_back = g_new (guint32, n);
  g_autoptr(QueensBoard) empty = NULL;
  g_autoptr(QueensBoard) board = NULL;
  g_autoptr(GArray) corner_queens = NULL;
  gsize before, after;

  g_assert_true (queens_construct_solution (n, columns));
  memset (read_back, 0, n * sizeof (guint32));

  /* An empty board of ten million rows costs next to nothing until used. */
  before = resident_bytes ();
  empty = queens_board_new (n);
  g_assert_true (queens_board_place (empty, n - 1, n - 1));
  g_assert_true (queens_board_place (empty, 0, n - 1));
  g_assert_cmpuint (queens_board_count_attackers (empty, 0, 0), ==, 2);
  g_assert_cmpuint (queens_board_count_attackers (empty, 5, 5), ==, 1);
  g_assert_cmpuint (queens_board_get_n_conflicts (empty), ==, 1);
  corner_queens = queens_board_list_queens (empty);
  g_assert_cmpuint (corner_queens->len, ==, 2);
  after = resident_bytes ();
  g_test_message ("empty board of %u rows: %zu KiB resident", n, (after - before) / 1024);
  g_assert_cmpuint (after - before, <, 16 * 1024 * 1024);

  /* A full solution: 4 bytes per row and per column, 8 per diagonal pair
   * index, about 24 bytes per row in all. */
  before = resident_bytes ();
  board = queens_board_new_from_columns (n, columns);
  after = resident_bytes ();
  g_test_message ("board with a %u-queen solution: %zu MiB resident (%.1f bytes per row)",
                  n, (after - before) >> 20, (double) (after - before) / n);
  g_assert_cmpuint (after - before, <, (gsize) n * 32);

  g_assert_cmpuint (queens_board_get_n_queens (board), ==, n);
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 0);
  g_assert_true (queens_board_is_solution (board));
  g_assert_true (queens_board_get_columns (board, read_back));
  g_assert_true (memcmp (read_back, columns, n * sizeof (guint32)) == 0);

  /* One move breaks it, one move back mends it. */
  g_assert_true (queens_board_remove (board, n / 2, columns[n / 2]));
  g_assert_false (queens_board_is_solution (board));
  g_assert_true (queens_board_place (board, n / 2, columns[n / 2]));
  g_assert_true (queens_board_is_solution (board));
}

static gboolean
same_queen_lists (QueensBoard *a,
                   QueensBoard *b)
{
  g_autoptr(GArray) qa = queens_board_list_queens (a);
  g_autoptr(GArray) qb = queens_board_list_queens (b);

  if (qa->len != qb->len)
    return FALSE;

  return qa->len == 0 || memcmp (qa->data, qb->data, qa->len * sizeof (QueensSquare)) == 0;
}

static QueensBoard *
random_board (guint n,
              guint n_queens)
{
  QueensBoard *board = queens_board_new (n);

  for (guint i = 0; i < n_queens; i++)
    queens_board_place (board, g_test_rand_int_range (0, n), g_test_rand_int_range (0, n));

  return board;
}

static void
test_board_transform (void)
{
  for (guint round = 0; round < 200; round++)
    {
      guint n = g_test_rand_int_range (1, 10);
      g_autoptr(QueensBoard) board = random_board (n, g_test_rand_int_range (0, n * 2));
      g_autoptr(GArray) queens = queens_board_list_queens (board);

      for (guint a = 0; a < QUEENS_N_SYMMETRIES; a++)
        {
          g_autoptr(QueensBoard) moved = queens_board_transform (board, a);
          g_autoptr(QueensBoard) back = queens_board_transform (moved, queens_symmetry_inverse (a));
          guint b = g_test_rand_int_range (0, QUEENS_N_SYMMETRIES);
          g_autoptr(QueensBoard) twice = queens_board_transform (moved, b);
          g_autoptr(QueensBoard) combined = queens_board_transform (board, queens_symmetry_compose (a, b));

          g_assert_cmpuint (queens_board_get_n_queens (moved), ==, queens->len);
          for (guint i = 0; i < queens->len; i++)
            {
              QueensSquare q = g_array_index (queens, QueensSquare, i);
              guint r, c;

              queens_symmetry_apply (a, n, q.row, q.column, &r, &c);
              g_assert_true (queens_board_has_queen (moved, r, c));
            }

          /* Symmetries map lines to lines, so conflicts are kept. */
          g_assert_cmpuint (queens_board_get_n_conflicts (moved), ==,
                            queens_board_get_n_conflicts (board));
          g_assert_true (queens_board_equal (back, board));
          g_assert_true (queens_board_equal (twice, combined));
        }
    }
}

static int
compare_square_lists (GArray *a,
                      GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);

  for (guint i = 0; i < a->len; i++)
    {
      QueensSquare x = g_array_index (a, QueensSquare, i);
      QueensSquare y = g_array_index (b, QueensSquare, i);

      if (x.row != y.row)
        return x.row < y.row ? -1 : 1;
      if (x.column != y.column)
        return x.column < y.column ? -1 : 1;
    }

  return 0;
}

static void
check_canonical (QueensBoard *board)
{
  QueensSymmetry symmetry = QUEENS_N_SYMMETRIES;
  g_autoptr(QueensBoard) canonical = queens_board_canonical (board, &symmetry);
  g_autoptr(QueensBoard) mapped = NULL;
  g_autoptr(QueensBoard) again = NULL;
  g_autoptr(GArray) canonical_queens = queens_board_list_queens (canonical);
  QueensBoard *variants[QUEENS_N_SYMMETRIES];
  guint distinct = 0;

  g_assert_cmpuint (symmetry, <, QUEENS_N_SYMMETRIES);
  mapped = queens_board_transform (board, symmetry);
  g_assert_true (queens_board_equal (mapped, canonical));

  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    {
      g_autoptr(GArray) variant_queens = NULL;
      gboolean repeated = FALSE;

      variants[s] = queens_board_transform (board, s);
      variant_queens = queens_board_list_queens (variants[s]);
      g_assert_cmpint (compare_square_lists (canonical_queens, variant_queens), <=, 0);

      for (guint t = 0; t < s && !repeated; t++)
        repeated = same_queen_lists (variants[s], variants[t]);
      distinct += !repeated;
    }

  g_assert_cmpuint (queens_board_get_class_size (board), ==, distinct);
  g_assert_cmpuint (queens_board_get_class_size (canonical), ==, distinct);

  again = queens_board_canonical (canonical, NULL);
  g_assert_true (queens_board_equal (again, canonical));

  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    g_object_unref (variants[s]);
}

static void
test_board_canonical (void)
{
  /* Free-play boards: some rows with several queens, some empty. */
  for (guint round = 0; round < 300; round++)
    {
      guint n = g_test_rand_int_range (1, 9);
      g_autoptr(QueensBoard) board = random_board (n, g_test_rand_int_range (0, n + 3));

      check_canonical (board);
    }

  /* Symmetric boards on purpose: a board and its half turn together. */
  for (guint round = 0; round < 50; round++)
    {
      guint n = g_test_rand_int_range (2, 9);
      g_autoptr(QueensBoard) board = random_board (n, 3);
      g_autoptr(GArray) queens = queens_board_list_queens (board);

      for (guint i = 0; i < queens->len; i++)
        {
          QueensSquare q = g_array_index (queens, QueensSquare, i);

          queens_board_place (board, n - 1 - q.row, n - 1 - q.column);
        }
      g_assert_cmpuint (queens_board_get_class_size (board), <=, 4);
      check_canonical (board);
    }

  /* Full solutions agree with the permutation helpers. */
  {
    guint32 known[8] = { 2, 4, 1, 7, 0, 6, 3, 5 }; /* 3 5 2 8 1 7 4 6 */
    guint32 canonical_columns[8], board_columns[8];
    g_autoptr(QueensBoard) board = queens_board_new_from_columns (8, known);
    g_autoptr(QueensBoard) canonical = NULL;
    QueensSymmetry symmetry;

    check_canonical (board);
    canonical = queens_board_canonical (board, &symmetry);
    g_assert_cmpuint (symmetry, ==, queens_permutation_canonical (8, known, canonical_columns));
    g_assert_true (queens_board_get_columns (canonical, board_columns));
    g_assert_true (memcmp (board_columns, canonical_columns, sizeof board_columns) == 0);
    g_assert_cmpuint (queens_board_get_class_size (board), ==, 4);
  }
}

static void
test_board_equal_copy (void)
{
  for (guint round = 0; round < 50; round++)
    {
      guint n = g_test_rand_int_range (1, 12);
      g_autoptr(QueensBoard) board = random_board (n, g_test_rand_int_range (0, 2 * n));
      g_autoptr(QueensBoard) copy = queens_board_copy (board);
      g_autoptr(QueensBoard) other_size = queens_board_new (n + 1);
      guint r = g_test_rand_int_range (0, n);
      guint c = g_test_rand_int_range (0, n);

      g_assert_true (queens_board_equal (board, copy));
      g_assert_true (queens_board_equal (copy, board));
      g_assert_cmpuint (queens_board_get_n_conflicts (copy), ==, queens_board_get_n_conflicts (board));
      g_assert_false (queens_board_equal (board, other_size));

      queens_board_toggle (copy, r, c);
      g_assert_false (queens_board_equal (board, copy));
      queens_board_toggle (copy, r, c);
      g_assert_true (queens_board_equal (board, copy));
    }

  /* Same number of queens, different squares, several to a row. */
  {
    g_autoptr(QueensBoard) a = queens_board_new (5);
    g_autoptr(QueensBoard) b = queens_board_new (5);

    queens_board_place (a, 0, 0);
    queens_board_place (a, 0, 1);
    queens_board_place (b, 0, 0);
    queens_board_place (b, 0, 2);
    g_assert_false (queens_board_equal (a, b));
    queens_board_place (b, 0, 1);
    queens_board_remove (b, 0, 2);
    g_assert_true (queens_board_equal (a, b));
  }
}

static void
test_board_conflict_lines (void)
{
  /* A queen in the middle of a 5 x 5 board and one on each of its lines;
   * the others also meet each other. */
  static const QueensConflict expected[] = {
    { { 0, 0 }, { 0, 4 }, QUEENS_LINE_ROW },
    { { 0, 0 }, { 2, 0 }, QUEENS_LINE_COLUMN },
    { { 0, 0 }, { 2, 2 }, QUEENS_LINE_DIAGONAL },
    { { 0, 4 }, { 2, 2 }, QUEENS_LINE_ANTIDIAGONAL },
    { { 2, 0 }, { 2, 2 }, QUEENS_LINE_ROW },
    { { 2, 0 }, { 4, 2 }, QUEENS_LINE_DIAGONAL },
    { { 2, 2 }, { 4, 2 }, QUEENS_LINE_COLUMN },
  };
  g_autoptr(QueensBoard) board = queens_board_new (5);
  g_autoptr(GArray) conflicts = NULL;

  queens_board_place (board, 2, 2);
  queens_board_place (board, 2, 0);
  queens_board_place (board, 4, 2);
  queens_board_place (board, 0, 0);
  queens_board_place (board, 0, 4);

  conflicts = queens_board_list_conflicts (board);
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, G_N_ELEMENTS (expected));
  g_assert_cmpuint (conflicts->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < conflicts->len; i++)
    {
      QueensConflict *got = &g_array_index (conflicts, QueensConflict, i);

      g_assert_cmpuint (got->first.row, ==, expected[i].first.row);
      g_assert_cmpuint (got->first.column, ==, expected[i].first.column);
      g_assert_cmpuint (got->second.row, ==, expected[i].second.row);
      g_assert_cmpuint (got->second.column, ==, expected[i].second.column);
      g_assert_cmpint (got->line, ==, expected[i].line);
    }

  /* A queen between two others does not shield them from each other. */
  queens_board_clear (board);
  queens_board_place (board, 0, 0);
  queens_board_place (board, 0, 2);
  queens_board_place (board, 0, 4);
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 3);
}

/* The pairwise column test agrees with the board's own attack count for
 * every square of the next row of every placement of up to 5 queens on
 * 6 columns, safe or not. */
static void
test_columns_are_safe (void)
{
  const guint n = 6;
  guint8 columns[6];

  for (guint rows = 0; rows < 5; rows++)
    {
      guint combinations = 1;

      for (guint i = 0; i < rows; i++)
        combinations *= n;
      for (guint code = 0; code < combinations; code++)
        {
          g_autoptr(QueensBoard) board = queens_board_new (n);
          guint rest = code;

          for (guint row = 0; row < rows; row++, rest /= n)
            {
              columns[row] = rest % n;
              queens_board_place (board, row, columns[row]);
            }
          for (guint column = 0; column < n; column++)
            g_assert_cmpint (queens_columns_are_safe (columns, rows, column), ==,
                             !queens_board_is_attacked (board, rows, column));
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board/new", test_board_new);
  g_test_add_func ("/board/place-remove-toggle", test_board_place_remove_toggle);
  g_test_add_func ("/board/several-per-row", test_board_several_per_row);
  g_test_add_func ("/board/random-against-recount", test_board_random_against_recount);
  g_test_add_func ("/board/conflict-lines", test_board_conflict_lines);
  g_test_add_func ("/board/columns-are-safe", test_columns_are_safe);
  g_test_add_func ("/board/list-rows-sparse", test_board_list_rows_sparse);
  g_test_add_func ("/board/huge", test_board_huge);
  g_test_add_func ("/board/transform", test_board_transform);
  g_test_add_func ("/board/canonical", test_board_canonical);
  g_test_add_func ("/board/equal-copy", test_board_equal_copy);

  return g_test_run ();
}
