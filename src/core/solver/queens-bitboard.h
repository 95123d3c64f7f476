/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-bitboard.h: what the solver's searches share (private to core)
 *
 * Square (r, c) uses bit c of the column mask, bit r + c of the "sums" mask
 * (anti-diagonals) and bit c - r + n - 1 of the "diffs" mask (diagonals);
 * with n <= 32 both diagonal masks fit in 64 bits.  The forward-checking
 * search below is the counter's and the sorted enumeration's inner loop;
 * it is inlined into each of them so that each gets its own compiled copy.
 */
#pragma once

#include <gio/gio.h>

#include "queens-solver.h"

G_BEGIN_DECLS

/* How many search nodes run between two looks at the cancellable: a few
 * hundred microseconds of work. */
#define SEARCH_POLL_INTERVAL 16384u

/* Enumeration progress and count progress are reported this often. */
#define PROGRESS_INTERVAL_US (100 * G_TIME_SPAN_MILLISECOND)

/* Hot loops are compiled twice on x86: once more for the popcount/BMI
 * instructions most machines have, picked at run time. */
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
# define HAVE_X86_BIT_DISPATCH 1

static inline gboolean
have_x86_bit_instructions (void)
{
  return __builtin_cpu_supports ("popcnt") && __builtin_cpu_supports ("bmi2");
}
#endif

/* ------------------------------------------------------------------------ */
/* Small helpers                                                             */
/* ------------------------------------------------------------------------ */

static inline guint32
board_mask (guint n)
{
  return n >= 32 ? G_MAXUINT32 : (((guint32) 1 << n) - 1);
}

static inline guint
lowest_bit_index (guint32 bits)
{
  return (guint) __builtin_ctz (bits);
}

/* ------------------------------------------------------------------------ */
/* Search state and cancellation                                             */
/* ------------------------------------------------------------------------ */

typedef struct
{
  guint32 rows;   /* rows still without a queen */
  guint32 cols;   /* columns holding a queen */
  guint64 sums;   /* anti-diagonals holding a queen: bit row + column */
  guint64 diffs;  /* diagonals holding a queen: bit column - row + n - 1 */
} SearchState;

static inline void
search_state_place (SearchState *state,
                    guint        n,
                    guint        row,
                    guint        column)
{
  state->rows &= ~((guint32) 1 << row);
  state->cols |= (guint32) 1 << column;
  state->sums |= (guint64) 1 << (row + column);
  state->diffs |= (guint64) 1 << (column + n - 1 - row);
}

static inline gboolean
search_state_is_free (const SearchState *state,
                      guint              n,
                      guint              row,
                      guint              column)
{
  return (state->rows & ((guint32) 1 << row)) != 0
         && (state->cols & ((guint32) 1 << column)) == 0
         && (state->sums & ((guint64) 1 << (row + column))) == 0
         && (state->diffs & ((guint64) 1 << (column + n - 1 - row))) == 0;
}

typedef struct
{
  const gint   *stop;        /* shared flag set when a job is abandoned */
  GCancellable *cancellable;
  guint64       node_limit;  /* 0: none */
  guint64       nodes;       /* nodes charged so far */
  guint         slice;       /* nodes granted since the last poll */
  gboolean      cancelled;
  gboolean      exhausted;   /* node_limit reached with work left */
} SearchControl;

G_GNUC_INTERNAL
void     search_control_init   (SearchControl *control,
                                const gint    *stop,
                                GCancellable  *cancellable,
                                guint64        node_limit);

/* Grants the next slice of nodes; 0 when the search must stop. */
G_GNUC_INTERNAL
guint    search_control_grant  (SearchControl *control);

/* Charges the unused part of the last slice back. */
G_GNUC_INTERNAL
void     search_control_finish (SearchControl *control,
                                guint          unused);

/* ------------------------------------------------------------------------ */
/* Forward-checking search                                                   */
/* ------------------------------------------------------------------------ */

/* Receives one solution, packed as packed_column() lays it out. */
typedef void (*SolutionWordFunc) (gpointer sink,
                                  guint64  word);

/* Counts the ways to fill the five empty @rows of a position at once
 * (queens-five-rows.h), with @data. */
typedef guint (*FiveRowCloser) (guint32       rows,
                                guint32       cols,
                                guint64       sums,
                                guint64       diffs,
                                guint         n,
                                gconstpointer data);

/* Row r's column sits at bits 4 (n - 1 - r) of a packed word (n <= 16), so
 * that packed words compare like the rows do, row 0 first. */
static inline guint64
packed_column (guint n,
               guint row,
               guint column)
{
  return (guint64) column << (4 * (n - 1 - row));
}

/* Counts the solutions below @start and, when @emit is not NULL, hands
 * each one to it with @sink, packed on top of @start_word.  Every node checks every empty row
 * (none may be fully attacked) and that the free squares still cover every
 * empty column, then branches on the row with the fewest free squares.  Two
 * empty rows are settled at once: with columns x < y left, the two ways to
 * fill them stand or fall by one diagonal test.  Always inlined with a
 * constant @emit, so that each variant is compiled on its own (the emitting
 * one in the sorted enumeration, calling a known function), and twice:
 * once more with the popcount/BMI instructions most x86-64 machines have.
 * With @close_five (counting only), five empty rows are counted by it
 * with @close_data instead of searched.  The stack is explicit, one array
 * per field. */
static inline __attribute__((always_inline)) guint64
forward_search_body (SearchState      start,
                     guint            n,
                     SearchControl   *control,
                     SolutionWordFunc emit,
                     guint64          start_word,
                     gpointer         sink,
                     FiveRowCloser    close_five,
                     gconstpointer    close_data)
{
  /* One array per field: stored side by side, the compiler would pack the
   * 64-bit masks through vector registers, which costs more than it saves. */
  guint64 saved_sums[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint64 saved_diffs[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_rows[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_cols[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_candidates[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint32 saved_row[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint64 saved_word[QUEENS_SOLVER_MAX_COUNT_N + 1];
  guint64 word = start_word;
  const guint n1 = n - 1;
  const guint32 board = board_mask (n);
  guint32 rows = start.rows;
  guint32 cols = start.cols;
  guint64 sums = start.sums;
  guint64 diffs = start.diffs;
  guint depth = 0;
  guint64 count = 0;
  guint budget = search_control_grant (control);

  if (budget == 0)
    return 0;

  for (;;)
    {
      guint32 open = board & ~cols;
      guint32 others;

      if (G_UNLIKELY (budget == 0))
        {
          budget = search_control_grant (control);
          if (budget == 0)
            return count;
        }
      budget--;

      if (rows == 0)
        {
          if (emit != NULL)
            emit (sink, word);
          count++;
          goto backtrack;
        }

      if (close_five != NULL && __builtin_popcount (rows) == 5)
        {
          count += close_five (rows, cols, sums, diffs, n, close_data);
          goto backtrack;
        }

      others = rows & (rows - 1);
      if (others != 0 && (others & (others - 1)) == 0)
        {
          guint r1 = lowest_bit_index (rows);
          guint r2 = lowest_bit_index (others);
          guint32 x = open & (0u - open);
          guint32 y = open ^ x;
          guint32 f1 = open & ~((guint32) (sums >> r1) | (guint32) (diffs >> (n1 - r1)));
          guint32 f2 = open & ~((guint32) (sums >> r2) | (guint32) (diffs >> (n1 - r2)));
          guint apart = (lowest_bit_index (y) - lowest_bit_index (x)) != (r2 - r1);
          guint straight = ((f1 & x) != 0) & ((f2 & y) != 0);
          guint crossed = ((f1 & y) != 0) & ((f2 & x) != 0);

          count += apart * (straight + crossed);
          if (emit != NULL && apart)
            {
              guint x_column = lowest_bit_index (x);
              guint y_column = lowest_bit_index (y);

              if (straight)
                emit (sink, word | packed_column (n, r1, x_column)
                                          | packed_column (n, r2, y_column));
              if (crossed)
                emit (sink, word | packed_column (n, r1, y_column)
                                          | packed_column (n, r2, x_column));
            }
          goto backtrack;
        }

      {
        guint32 left = rows;
        guint32 reach = 0;
        guint32 best;
        guint best_key = G_MAXUINT;
        guint best_row;
        guint32 bit;
        guint column;

        /* The key orders rows by free squares, then by index; keeping its
         * minimum (a conditional move, not a branch) costs one recomputed
         * row after the loop and saves a mispredicted jump per row. */
        do
          {
            guint row = lowest_bit_index (left);
            guint32 free_squares;
            guint key;

            left &= left - 1;
            free_squares = open & ~((guint32) (sums >> row) | (guint32) (diffs >> (n1 - row)));
            if (free_squares == 0)
              goto backtrack;
            reach |= free_squares;
            key = ((guint) __builtin_popcount (free_squares) << 5) | row;
            best_key = key < best_key ? key : best_key;
          }
        while (left != 0);

        if (reach != open)
          goto backtrack;

        best_row = best_key & 31;
        best = open & ~((guint32) (sums >> best_row) | (guint32) (diffs >> (n1 - best_row)));
        bit = best & (0u - best);
        column = lowest_bit_index (bit);
        saved_rows[depth] = rows;
        saved_cols[depth] = cols;
        saved_sums[depth] = sums;
        saved_diffs[depth] = diffs;
        saved_candidates[depth] = best ^ bit;
        saved_row[depth] = best_row;
        if (emit != NULL)
          {
            saved_word[depth] = word;
            word |= packed_column (n, best_row, column);
          }
        depth++;

        rows &= ~((guint32) 1 << best_row);
        cols |= bit;
        sums |= (guint64) 1 << (best_row + column);
        diffs |= (guint64) 1 << (column + n1 - best_row);
        continue;
      }

    backtrack:
      for (;;)
        {
          guint32 candidates;

          if (depth == 0)
            {
              search_control_finish (control, budget);
              return count;
            }

          candidates = saved_candidates[depth - 1];
          if (candidates != 0)
            {
              guint32 bit = candidates & (0u - candidates);
              guint column = lowest_bit_index (bit);
              guint row = saved_row[depth - 1];

              saved_candidates[depth - 1] = candidates ^ bit;
              rows = saved_rows[depth - 1] & ~((guint32) 1 << row);
              cols = saved_cols[depth - 1] | bit;
              sums = saved_sums[depth - 1] | ((guint64) 1 << (row + column));
              diffs = saved_diffs[depth - 1] | ((guint64) 1 << (column + n1 - row));
              if (emit != NULL)
                word = saved_word[depth - 1] | packed_column (n, row, column);
              break;
            }
          depth--;
        }
    }
}

/* Counts the solutions below @start (the forward-checking search, on the
 * fastest instructions this machine has). */
G_GNUC_INTERNAL
guint64  count_search          (SearchState    start,
                                guint          n,
                                SearchControl *control);

G_END_DECLS
