/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solver-complete.c: completing a position, and counting its
 * completions
 *
 * For n <= 32 the forward-checking search of queens-bitboard.h runs from
 * the pinned queens; boards too large for bitmasks go to the min-conflicts
 * local search with the queens pinned.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "queens-bitboard.h"
#include "queens-format.h"
#include "queens-min-conflicts.h"
#include "queens-solver.h"

/* Exhaustive completion works on bitmasks; past this N it is local search. */
#define COMPLETE_EXHAUSTIVE_MAX_N 32u

/* Node limit of an exhaustive completion given none: a few seconds of
 * search.  Far more than the whole tree of an empty N = 14 board (under ten
 * million nodes), so small boards always get a verdict; larger ones rarely
 * come near it, but some pins could keep the search going for ages. */
#define COMPLETE_DEFAULT_NODE_LIMIT 200000000u


typedef struct
{
  SearchState state;
  guint32     candidates;  /* columns of the row still to try */
  guint32     row;
} SearchFrame;

/* The same forward-checking search, stopping at the first solution and
 * writing every queen it placed into @columns (pinned ones stay as given).
 * Not on a hot path, so written plainly. */
static gboolean
find_first_search (SearchState    start,
                   guint          n,
                   SearchControl *control,
                   guint32       *columns)
{
  SearchFrame stack[COMPLETE_EXHAUSTIVE_MAX_N + 1];
  guint8 placed_column[COMPLETE_EXHAUSTIVE_MAX_N + 1];
  const guint n1 = n - 1;
  const guint32 board = board_mask (n);
  SearchState state = start;
  guint depth = 0;
  guint budget = search_control_grant (control);

  if (budget == 0)
    return FALSE;

  for (;;)
    {
      guint32 open = board & ~state.cols;

      if (G_UNLIKELY (budget == 0))
        {
          budget = search_control_grant (control);
          if (budget == 0)
            return FALSE;
        }
      budget--;

      if (state.rows == 0)
        {
          for (guint i = 0; i < depth; i++)
            columns[stack[i].row] = placed_column[i];
          search_control_finish (control, budget);
          return TRUE;
        }

      {
        guint32 left = state.rows;
        guint32 reach = 0;
        guint32 best = 0;
        guint best_row = 0;
        guint best_size = 64;
        guint32 bit;

        do
          {
            guint row = lowest_bit_index (left);
            guint32 free_squares;
            guint size;

            left &= left - 1;
            free_squares = open & ~((guint32) (state.sums >> row)
                                    | (guint32) (state.diffs >> (n1 - row)));
            if (free_squares == 0)
              goto backtrack;
            size = (guint) __builtin_popcount (free_squares);
            reach |= free_squares;
            if (size < best_size)
              {
                best_size = size;
                best = free_squares;
                best_row = row;
              }
          }
        while (left != 0);

        if (reach != open)
          goto backtrack;

        bit = best & (0u - best);
        stack[depth].state = state;
        stack[depth].candidates = best ^ bit;
        stack[depth].row = best_row;
        placed_column[depth] = (guint8) lowest_bit_index (bit);
        search_state_place (&state, n, best_row, placed_column[depth]);
        depth++;
        continue;
      }

    backtrack:
      for (;;)
        {
          SearchFrame *frame;

          if (depth == 0)
            {
              search_control_finish (control, budget);
              return FALSE;
            }

          frame = &stack[depth - 1];
          if (frame->candidates != 0)
            {
              guint32 bit = frame->candidates & (0u - frame->candidates);

              frame->candidates ^= bit;
              state = frame->state;
              placed_column[depth - 1] = (guint8) lowest_bit_index (bit);
              search_state_place (&state, n, frame->row, placed_column[depth - 1]);
              break;
            }
          depth--;
        }
    }
}

/* ------------------------------------------------------------------------ */
/* Completion                                                                */
/* ------------------------------------------------------------------------ */

/* Checks that @board has at most one queen per row and no attacks; fills
 * @columns (n entries, QUEENS_NO_QUEEN for empty rows). */
static gboolean
read_pinned_queens (QueensBoard  *board,
                    guint32      *columns,
                    GError      **error)
{
  guint n = queens_board_get_n (board);

  if (!queens_board_get_columns (board, columns))
    {
      g_autoptr(GArray) queens = queens_board_list_queens (board);

      for (guint i = 1; i < queens->len; i++)
        {
          QueensSquare *before = &g_array_index (queens, QueensSquare, i - 1);
          QueensSquare *square = &g_array_index (queens, QueensSquare, i);

          if (before->row == square->row)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           /* Translators: %u is a row, counted from 1, as in
                            * "row 3 holds more than one queen" */
                           _("row %u holds more than one queen"), square->row + 1);
              return FALSE;
            }
        }
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("a row holds more than one queen"));
      return FALSE;
    }

  if (queens_board_get_n_conflicts (board) > 0)
    {
      g_autoptr(GArray) conflicts = queens_board_list_conflicts (board);

      if (conflicts->len > 0)
        {
          QueensConflict *conflict = &g_array_index (conflicts, QueensConflict, 0);
          g_autofree char *first = queens_square_name (QUEENS_COORDINATES_NUMERIC, n,
                                                       conflict->first.row,
                                                       conflict->first.column);
          g_autofree char *second = queens_square_name (QUEENS_COORDINATES_NUMERIC, n,
                                                        conflict->second.row,
                                                        conflict->second.column);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       /* Translators: the %s are squares, "row 4, column 2":
                        * "the queens on row 1, column 3 and row 4, column 3
                        * attack each other".  Reorder with %1$s, %2$s if
                        * needed. */
                       _("the queens on %s and %s attack each other"), first, second);
        }
      else
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             _("some of the queens attack each other"));
      return FALSE;
    }

  return TRUE;
}

static SearchState
search_state_from_columns (guint          n,
                           const guint32 *columns)
{
  SearchState state = { board_mask (n), 0, 0, 0 };

  for (guint row = 0; row < n; row++)
    if (columns[row] != QUEENS_NO_QUEEN)
      search_state_place (&state, n, row, columns[row]);

  return state;
}

static void
set_cancelled_error (GCancellable  *cancellable,
                     GError       **error)
{
  if (!g_cancellable_set_error_if_cancelled (cancellable, error))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("cancelled"));
}

/* For n <= 32 the completion is an exhaustive forward-checking search: it
 * finds a solution, proves there is none, or gives up after @step_limit
 * nodes (0: COMPLETE_DEFAULT_NODE_LIMIT).  It stays fast in practice: the
 * most constrained row goes first.  Larger boards go to min-conflicts with
 * the queens pinned. */
QueensCompletion
queens_solver_complete (QueensBoard   *board,
                        guint64        step_limit,
                        GCancellable  *cancellable,
                        guint32       *out_columns,
                        GError       **error)
{
  g_autofree guint32 *pinned = NULL;
  guint n;

  g_return_val_if_fail (QUEENS_IS_BOARD (board), QUEENS_COMPLETION_GAVE_UP);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable),
                        QUEENS_COMPLETION_GAVE_UP);
  g_return_val_if_fail (out_columns != NULL, QUEENS_COMPLETION_GAVE_UP);
  g_return_val_if_fail (error == NULL || *error == NULL, QUEENS_COMPLETION_GAVE_UP);

  n = queens_board_get_n (board);
  pinned = g_new (guint32, n);
  if (!read_pinned_queens (board, pinned, error))
    return QUEENS_COMPLETION_GAVE_UP;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return QUEENS_COMPLETION_GAVE_UP;

  if (n <= COMPLETE_EXHAUSTIVE_MAX_N)
    {
      SearchControl control;
      SearchState state = search_state_from_columns (n, pinned);

      if (step_limit == 0)
        step_limit = COMPLETE_DEFAULT_NODE_LIMIT;
      search_control_init (&control, NULL, cancellable, step_limit);
      memcpy (out_columns, pinned, n * sizeof (guint32));
      if (find_first_search (state, n, &control, out_columns))
        return QUEENS_COMPLETION_FOUND;

      memcpy (out_columns, pinned, n * sizeof (guint32));
      if (control.cancelled)
        {
          set_cancelled_error (cancellable, error);
          return QUEENS_COMPLETION_GAVE_UP;
        }
      if (control.exhausted)
        {
          g_autofree char *limit = queens_format_count (step_limit);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: %s is a number with its
                                     * digits grouped, as in "no solution found
                                     * within 1,000,000 search steps" */
                                    "no solution found within %s search step",
                                    "no solution found within %s search steps",
                                    (gulong) MIN (step_limit, G_MAXULONG)),
                       limit);
          return QUEENS_COMPLETION_GAVE_UP;
        }
      return QUEENS_COMPLETION_IMPOSSIBLE;
    }
  else
    {
      g_autoptr(GError) local_error = NULL;
      guint64 max_steps = step_limit != 0 ? step_limit : 50 * (guint64) n + 100000;

      if (queens_min_conflicts_solve (n, pinned, n, max_steps, NULL, NULL, cancellable,
                                      out_columns, &local_error))
        return QUEENS_COMPLETION_FOUND;

      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
          || g_cancellable_is_cancelled (cancellable))
        set_cancelled_error (cancellable, error);
      else
        {
          g_autofree char *limit = queens_format_count (max_steps);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: %s is a number with its
                                     * digits grouped, as in "no solution found
                                     * within 1,000,000 steps" */
                                    "no solution found within %s step",
                                    "no solution found within %s steps",
                                    (gulong) MIN (max_steps, G_MAXULONG)),
                       limit);
        }
      memcpy (out_columns, pinned, n * sizeof (guint32));
      return QUEENS_COMPLETION_GAVE_UP;
    }
}

gboolean
queens_solver_count_completions (QueensBoard   *board,
                                 guint64        node_limit,
                                 GCancellable  *cancellable,
                                 guint64       *out_count,
                                 GError       **error)
{
  guint32 pinned[QUEENS_SOLVER_MAX_COUNT_N];
  SearchControl control;
  guint64 count;
  guint n;

  g_return_val_if_fail (QUEENS_IS_BOARD (board), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (out_count != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *out_count = 0;
  n = queens_board_get_n (board);
  if (n > QUEENS_SOLVER_MAX_COUNT_N)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %u is the largest board size, %u the board's
                    * size, as in "counting completions works up to N = 32, not
                    * N = 40".  Reorder with %1$u, %2$u if needed. */
                   _("counting completions works up to N = %u, not N = %u"),
                   QUEENS_SOLVER_MAX_COUNT_N, n);
      return FALSE;
    }

  if (!read_pinned_queens (board, pinned, error))
    return FALSE;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  search_control_init (&control, NULL, cancellable, node_limit);
  count = count_search (search_state_from_columns (n, pinned), n, &control);

  if (control.cancelled)
    {
      set_cancelled_error (cancellable, error);
      return FALSE;
    }
  if (control.exhausted)
    {
      g_autofree char *limit = queens_format_count (node_limit);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %s is a number with its digits
                                 * grouped, as in "gave up after 1,000,000
                                 * search steps" */
                                "gave up after %s search step",
                                "gave up after %s search steps",
                                (gulong) MIN (node_limit, G_MAXULONG)),
                   limit);
      return FALSE;
    }

  *out_count = count;
  return TRUE;
}

