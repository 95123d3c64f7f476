/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-history.c: the free-play position and its undo log */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-board.h"
#include "queens-construct.h"
#include "queens-history.h"

static QueensHistory *
history_new_empty (guint n)
{
  g_autoptr(QueensBoard) board = queens_board_new (n);

  return queens_history_new (board);
}

static void
assert_board_equal (QueensBoard *actual,
                    QueensBoard *expected)
{
  if (!queens_board_equal (actual, expected))
    {
      g_autoptr(GArray) actual_queens = queens_board_list_queens (actual);
      g_autoptr(GArray) expected_queens = queens_board_list_queens (expected);

      g_error ("boards differ: n %u with %u queens, expected n %u with %u queens",
               queens_board_get_n (actual), actual_queens->len,
               queens_board_get_n (expected), expected_queens->len);
    }
}

static void
test_history_toggle_undo_redo (void)
{
  g_autoptr(QueensHistory) history = history_new_empty (8);
  QueensBoard *board = queens_history_get_board (history);

  g_assert_false (queens_history_can_undo (history));
  g_assert_false (queens_history_can_redo (history));
  g_assert_false (queens_history_undo (history));
  g_assert_false (queens_history_redo (history));

  queens_history_toggle (history, 0, 0);
  queens_history_toggle (history, 1, 1);
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 2);
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 1);
  g_assert_cmpuint (queens_history_get_undo_depth (history), ==, 2);

  /* Toggling an occupied square removes the queen, and is a step too. */
  queens_history_toggle (history, 0, 0);
  g_assert_false (queens_board_has_queen (board, 0, 0));
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 0);

  g_assert_true (queens_history_undo (history));
  g_assert_true (queens_board_has_queen (board, 0, 0));
  g_assert_true (queens_history_undo (history));
  g_assert_false (queens_board_has_queen (board, 1, 1));
  g_assert_cmpuint (queens_history_get_redo_depth (history), ==, 2);

  g_assert_true (queens_history_redo (history));
  g_assert_true (queens_board_has_queen (board, 1, 1));
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 1);

  /* A new change forgets what was undone. */
  queens_history_toggle (history, 7, 7);
  g_assert_false (queens_history_can_redo (history));
  g_assert_cmpuint (queens_history_get_undo_depth (history), ==, 3);
}

static void
test_history_move (void)
{
  g_autoptr(QueensHistory) history = history_new_empty (5);
  QueensBoard *board = queens_history_get_board (history);
  guint64 revision;

  queens_history_toggle (history, 0, 0);
  queens_history_toggle (history, 2, 2);
  revision = queens_history_get_revision (history);

  /* Refused: no queen to move, target taken, same square, off the board. */
  g_assert_false (queens_history_move (history, 1, 1, 3, 3));
  g_assert_false (queens_history_move (history, 0, 0, 2, 2));
  g_assert_false (queens_history_move (history, 0, 0, 0, 0));
  g_assert_false (queens_history_move (history, 0, 0, 5, 0));
  g_assert_cmpuint (queens_history_get_revision (history), ==, revision);
  g_assert_cmpuint (queens_history_get_undo_depth (history), ==, 2);

  g_assert_true (queens_history_move (history, 0, 0, 1, 3));
  g_assert_false (queens_board_has_queen (board, 0, 0));
  g_assert_true (queens_board_has_queen (board, 1, 3));
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 2);
  g_assert_cmpuint (queens_history_get_undo_depth (history), ==, 3);

  /* One move is one step. */
  g_assert_true (queens_history_undo (history));
  g_assert_true (queens_board_has_queen (board, 0, 0));
  g_assert_false (queens_board_has_queen (board, 1, 3));
  g_assert_cmpuint (queens_board_get_n_conflicts (board), ==, 1);
}

static void
test_history_place_and_clear (void)
{
  g_autoptr(QueensHistory) history = history_new_empty (6);
  QueensBoard *board = queens_history_get_board (history);
  const QueensSquare squares[] = {
    { 0, 1 }, { 1, 3 }, { 1, 3 }, { 2, 5 }, { 9, 9 }, { 0, 1 },
  };
  g_autoptr(QueensBoard) before_clear = NULL;

  queens_history_toggle (history, 1, 3);
  g_assert_cmpuint (queens_history_place (history, squares, G_N_ELEMENTS (squares)), ==, 2);
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 3);
  g_assert_cmpuint (queens_history_get_undo_depth (history), ==, 2);

  /* Nothing new to place: no step. */
  g_assert_cmpuint (queens_history_place (history, squares, 2), ==, 0);
  g_assert_cmpuint (queens_history_get_undo_depth (history), ==, 2);

  g_assert_true (queens_history_undo (history));
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 1);
  g_assert_true (queens_board_has_queen (board, 1, 3));
  g_assert_true (queens_history_redo (history));
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 3);

  before_clear = queens_board_copy (board);
  g_assert_true (queens_history_clear (history));
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 0);
  g_assert_false (queens_history_clear (history));
  g_assert_true (queens_history_undo (history));
  assert_board_equal (queens_history_get_board (history), before_clear);
}

static void
test_history_load (void)
{
  g_autoptr(QueensHistory) history = history_new_empty (8);
  g_autoptr(QueensBoard) first = NULL;
  g_autoptr(QueensBoard) loaded = NULL;
  g_autoptr(QueensBoard) after_edit = NULL;
  guint32 columns[12];

  queens_history_toggle (history, 3, 4);
  first = queens_board_copy (queens_history_get_board (history));

  g_assert_true (queens_construct_solution (12, columns));
  loaded = queens_board_new_from_columns (12, columns);
  queens_history_load (history, loaded);
  g_assert_true (queens_history_get_board (history) == loaded);
  g_assert_cmpuint (queens_board_get_n (queens_history_get_board (history)), ==, 12);

  /* Edits after the load change the loaded board; undoing them first and
   * then the load gives the earlier board of another size back. */
  queens_history_toggle (history, 0, columns[0]);
  after_edit = queens_board_copy (queens_history_get_board (history));
  g_assert_true (queens_history_undo (history));
  g_assert_true (queens_board_is_solution (queens_history_get_board (history)));
  g_assert_true (queens_history_undo (history));
  assert_board_equal (queens_history_get_board (history), first);

  g_assert_true (queens_history_redo (history));
  g_assert_cmpuint (queens_board_get_n (queens_history_get_board (history)), ==, 12);
  g_assert_true (queens_board_is_solution (queens_history_get_board (history)));
  g_assert_true (queens_history_redo (history));
  assert_board_equal (queens_history_get_board (history), after_edit);
}

/* Random changes of every kind, a snapshot after each; then undo all the
 * way down and redo all the way up, comparing with the snapshots. */
static void
test_history_random_sequences (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240607);

  for (guint round = 0; round < 20; round++)
    {
      guint n = g_rand_int_range (rand, 1, 13);
      g_autoptr(QueensHistory) history = history_new_empty (n);
      g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (g_object_unref);
      guint steps = g_rand_int_range (rand, 1, 60);

      g_ptr_array_add (snapshots, queens_board_copy (queens_history_get_board (history)));

      for (guint i = 0; i < steps; i++)
        {
          guint kind = g_rand_int_range (rand, 0, 10);
          QueensBoard *board = queens_history_get_board (history);
          guint size = queens_board_get_n (board);
          gboolean changed = TRUE;

          if (kind < 5)
            {
              queens_history_toggle (history, g_rand_int_range (rand, 0, size),
                                     g_rand_int_range (rand, 0, size));
            }
          else if (kind < 7)
            {
              changed = queens_history_move (history,
                                             g_rand_int_range (rand, 0, size),
                                             g_rand_int_range (rand, 0, size),
                                             g_rand_int_range (rand, 0, size),
                                             g_rand_int_range (rand, 0, size));
            }
          else if (kind < 8)
            {
              QueensSquare squares[4];

              for (guint k = 0; k < G_N_ELEMENTS (squares); k++)
                {
                  squares[k].row = g_rand_int_range (rand, 0, size);
                  squares[k].column = g_rand_int_range (rand, 0, size);
                }
              changed = queens_history_place (history, squares, G_N_ELEMENTS (squares)) > 0;
            }
          else if (kind < 9)
            {
              changed = queens_history_clear (history);
            }
          else
            {
              g_autoptr(QueensBoard) other = queens_board_new (g_rand_int_range (rand, 1, 13));

              queens_board_place (other, 0, 0);
              queens_history_load (history, other);
            }

          if (changed)
            g_ptr_array_add (snapshots, queens_board_copy (queens_history_get_board (history)));
        }

      g_assert_cmpuint (queens_history_get_undo_depth (history), ==, snapshots->len - 1);

      for (guint i = snapshots->len - 1; i > 0; i--)
        {
          assert_board_equal (queens_history_get_board (history), snapshots->pdata[i]);
          g_assert_true (queens_history_undo (history));
        }
      assert_board_equal (queens_history_get_board (history), snapshots->pdata[0]);
      g_assert_false (queens_history_can_undo (history));

      for (guint i = 1; i < snapshots->len; i++)
        {
          g_assert_true (queens_history_redo (history));
          assert_board_equal (queens_history_get_board (history), snapshots->pdata[i]);
        }
      g_assert_false (queens_history_can_redo (history));
    }
}

/* A toggle on a board of millions of rows touches one square: the
 * history never copies or scans the board for it. */
static void
test_history_large_board (void)
{
  g_autoptr(QueensHistory) history = history_new_empty (QUEENS_MAX_N);
  QueensBoard *board = queens_history_get_board (history);

  for (guint i = 0; i < 1000; i++)
    queens_history_toggle (history, i * 9973u, (i * 7919u) % QUEENS_MAX_N);

  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 1000);
  for (guint i = 0; i < 1000; i++)
    g_assert_true (queens_history_undo (history));
  g_assert_cmpuint (queens_board_get_n_queens (board), ==, 0);
  g_assert_true (queens_history_get_board (history) == board);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/toggle/undo-redo", test_history_toggle_undo_redo);
  g_test_add_func ("/history/move", test_history_move);
  g_test_add_func ("/history/place-and-clear", test_history_place_and_clear);
  g_test_add_func ("/history/load", test_history_load);
  g_test_add_func ("/history/random-sequences", test_history_random_sequences);
  g_test_add_func ("/history/large-board", test_history_large_board);

  return g_test_run ();
}
