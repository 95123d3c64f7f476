/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-method-run.c: the textbook methods run for real, and timed */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "queens-board.h"
#include "queens-method-run.h"

/* Progress and cancellation are looked at once in this many squares:
 * thousands of times a second, and cheap next to the squares. */
#define QUEENS_METHOD_RUN_REPORT_INTERVAL (1u << 16)

typedef struct
{
  guint                    n;
  GCancellable            *cancellable;
  QueensMethodRunProgress  progress;
  gpointer                 user_data;
  guint64                  tried;
  guint64                  kept;
  guint64                  solutions;
  gboolean                 stopped;
} RunState;

/* A list of partial boards of @rows queens each, their columns one board
 * after another (the textbook's list of placements). */
typedef struct
{
  guint       rows;
  guint64     length;
  GByteArray *columns;
} BoardList;

/* One more square tried: now and then, report and look for a cancel. */
static inline void
run_count_try (RunState *state)
{
  if (++state->tried % QUEENS_METHOD_RUN_REPORT_INTERVAL != 0)
    return;

  if (state->progress != NULL)
    state->progress (state->tried, state->user_data);
  if (g_cancellable_is_cancelled (state->cancellable))
    state->stopped = TRUE;
}

static BoardList
board_list_new (guint rows)
{
  return (BoardList) { rows, 0, g_byte_array_new () };
}

/* queen-cols(0): the empty board, alone. */
static BoardList
board_list_new_empty_board (void)
{
  BoardList list = board_list_new (0);

  list.length = 1;
  return list;
}

static void
board_list_clear (BoardList *list)
{
  g_clear_pointer (&list->columns, g_byte_array_unref);
  list->length = 0;
}

/* Extends each of the @length boards of @row queens at @boards by
 * @column in the next row when that is safe, appending the results to
 * @into. */
static void
boards_extend (RunState     *state,
               const guint8 *boards,
               guint64       length,
               guint         row,
               guint         column,
               BoardList    *into)
{
  guint8 square = (guint8) column;

  for (guint64 index = 0; index < length && !state->stopped; index++)
    {
      /* The empty board has no columns (and maybe no buffer). */
      const guint8 *placed = row == 0 ? NULL : boards + index * row;

      run_count_try (state);
      if (!queens_columns_are_safe (placed, row, column))
        continue;

      state->kept++;
      if (row > 0)
        g_byte_array_append (into->columns, placed, row);
      g_byte_array_append (into->columns, &square, 1);
      into->length++;
    }
}

/* SICP 2.42: each level from the one above, the one above then freed. */
static void
run_breadth_first (RunState *state)
{
  BoardList level = board_list_new_empty_board ();

  for (guint row = 0; row < state->n && !state->stopped; row++)
    {
      BoardList next = board_list_new (row + 1);

      for (guint64 index = 0; index < level.length && !state->stopped; index++)
        {
          /* One board of the level at a time, every column of the row. */
          const guint8 *board = row == 0 ? NULL : level.columns->data + index * row;

          for (guint column = 0; column < state->n && !state->stopped; column++)
            boards_extend (state, board, 1, row, column, &next);
        }
      board_list_clear (&level);
      level = next;
    }

  state->solutions = level.length;
  board_list_clear (&level);
}

static void
run_backtrack (RunState *state,
               guint8   *placed,
               guint     row)
{
  for (guint column = 0; column < state->n && !state->stopped; column++)
    {
      run_count_try (state);
      if (!queens_columns_are_safe (placed, row, column))
        continue;

      state->kept++;
      placed[row] = (guint8) column;
      if (row + 1 == state->n)
        state->solutions++;
      else
        run_backtrack (state, placed, row + 1);
    }
}

static void
run_permute (RunState *state,
             guint8   *placed,
             gboolean *used,
             guint     row)
{
  for (guint column = 0; column < state->n && !state->stopped; column++)
    {
      gboolean safe = TRUE;

      if (used[column])
        continue;

      run_count_try (state);
      placed[row] = (guint8) column;
      if (row + 1 < state->n)
        {
          state->kept++;
          used[column] = TRUE;
          run_permute (state, placed, used, row + 1);
          used[column] = FALSE;
          continue;
        }

      /* A whole arrangement: only now are the diagonals looked at. */
      for (guint other = 1; other < state->n && safe; other++)
        safe = queens_columns_are_safe (placed, other, placed[other]);
      if (safe)
        {
          state->kept++;
          state->solutions++;
        }
    }
}

/* SICP 2.43: for every column of row @rows, queen-cols(rows - 1) again. */
static BoardList
run_louis_queen_cols (RunState *state,
                      guint     rows)
{
  BoardList result;

  if (rows == 0)
    return board_list_new_empty_board ();

  result = board_list_new (rows);
  for (guint column = 0; column < state->n && !state->stopped; column++)
    {
      BoardList rest = run_louis_queen_cols (state, rows - 1);

      boards_extend (state, rest.columns->data, rest.length, rest.rows, column, &result);
      board_list_clear (&rest);
    }

  return result;
}

gboolean
queens_method_run (QueensSearchMethod       method,
                   guint                    n,
                   GCancellable            *cancellable,
                   QueensMethodRunProgress  progress,
                   gpointer                 user_data,
                   QueensMethodRun         *out_run,
                   GError                 **error)
{
  RunState state = { .n = n, .cancellable = cancellable, .progress = progress,
                     .user_data = user_data };
  guint8 placed[QUEENS_METHOD_RUN_MAX_N] = { 0 };
  gboolean used[QUEENS_METHOD_RUN_MAX_N] = { FALSE };
  gint64 start;

  g_return_val_if_fail (method < QUEENS_N_SEARCH_METHODS, FALSE);
  g_return_val_if_fail (n >= 1 && n <= QUEENS_METHOD_RUN_MAX_N, FALSE);
  g_return_val_if_fail (out_run != NULL, FALSE);

  start = g_get_monotonic_time ();
  switch (method)
    {
    case QUEENS_SEARCH_METHOD_BREADTH_FIRST:
      run_breadth_first (&state);
      break;
    case QUEENS_SEARCH_METHOD_BACKTRACKING:
      run_backtrack (&state, placed, 0);
      break;
    case QUEENS_SEARCH_METHOD_PERMUTATIONS:
      run_permute (&state, placed, used, 0);
      break;
    case QUEENS_SEARCH_METHOD_LOUIS:
      {
        BoardList solutions = run_louis_queen_cols (&state, n);

        state.solutions = solutions.length;
        board_list_clear (&solutions);
      }
      break;
    case QUEENS_N_SEARCH_METHODS:
    default:
      g_assert_not_reached ();
    }

  if (state.stopped)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("cancelled"));
      return FALSE;
    }

  *out_run = (QueensMethodRun) {
    .method = method,
    .n = n,
    .tried = state.tried,
    .kept = state.kept,
    .solutions = state.solutions,
    .seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC,
  };
  return TRUE;
}
