/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-min-conflicts.c: randomized min-conflicts local search
 *
 * The greedy start fills the free rows with distinct free columns, trying a
 * few random ones per row and keeping one whose diagonals are free; for
 * large n this leaves only a handful of conflicts, near the last rows.
 * Repair then picks a random conflicted row and moves its queen within the
 * row to the least attacked of some candidate columns.  Candidates include
 * the columns left empty, and moving into an occupied column flags that
 * column's queens as conflicted, so a queen that has to move into a taken
 * column pushes the previous occupant on towards the empty one: short
 * chains of moves that act like swaps.  One move in NOISE_ONE_IN is
 * random instead, which breaks the cycles small boards fall into; small
 * boards also try every column and flag every attacked row after a move.
 *
 * Memory is O(n): per row its column and a link in its column's list; per
 * column and diagonal a counter; two sets (conflicted rows, empty columns)
 * kept as arrays with membership flags and emptied lazily.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "queens-board.h"
#include "queens-format.h"
#include "queens-min-conflicts.h"

/* Below this size every column is a candidate for each move. */
#define FULL_SCAN_MAX_N 128
/* Otherwise: this many random columns plus this many empty ones. */
#define SAMPLED_COLUMNS 16
#define SAMPLED_EMPTY_COLUMNS 4
/* Free columns tried per row by the greedy start. */
#define INITIAL_TRIES 32
/* One move in this many goes to a random column instead of the best. */
#define NOISE_ONE_IN 16
/* Progress and cancellation are looked at once every 2^16 steps. */
#define CHECK_INTERVAL_MASK 0xffff

#define ROW_PINNED         (1u << 0)
#define ROW_IN_CONFLICTED  (1u << 1)

typedef struct
{
  guint    n;
  GRand   *rand;

  guint32 *columns;              /* per row: the queen's column */
  guint32 *column_counts;
  guint32 *diagonal_counts;      /* row - column + n - 1 */
  guint32 *antidiagonal_counts;  /* row + column */

  /* Singly linked list of the rows in each column, as index + 1 (0: end).
   * Lists are short (one queen, rarely more), so removal just walks. */
  guint32 *column_head;
  guint32 *next_in_column;

  guint8  *row_flags;
  guint8  *column_is_listed_empty;

  /* Unpinned rows that may be conflicted: every conflicting pair has at
   * least one unpinned row here; rows found unattacked are dropped. */
  guint32 *conflicted;
  guint    n_conflicted;

  /* Columns that may be empty: every empty column is here. */
  guint32 *empty_columns;
  guint    n_empty_columns;
} Search;

static void
search_clear (Search *search)
{
  g_clear_pointer (&search->rand, g_rand_free);
  g_clear_pointer (&search->columns, g_free);
  g_clear_pointer (&search->column_counts, g_free);
  g_clear_pointer (&search->diagonal_counts, g_free);
  g_clear_pointer (&search->antidiagonal_counts, g_free);
  g_clear_pointer (&search->column_head, g_free);
  g_clear_pointer (&search->next_in_column, g_free);
  g_clear_pointer (&search->row_flags, g_free);
  g_clear_pointer (&search->column_is_listed_empty, g_free);
  g_clear_pointer (&search->conflicted, g_free);
  g_clear_pointer (&search->empty_columns, g_free);
}

static void
search_init (Search  *search,
             guint    n,
             guint64  seed)
{
  gsize n_diagonals = 2 * (gsize) n - 1;
  guint32 seed_words[2] = { (guint32) seed, (guint32) (seed >> 32) };

  search->n = n;
  search->rand = g_rand_new_with_seed_array (seed_words, G_N_ELEMENTS (seed_words));
  search->columns = g_new0 (guint32, n);
  search->column_counts = g_new0 (guint32, n);
  search->diagonal_counts = g_new0 (guint32, n_diagonals);
  search->antidiagonal_counts = g_new0 (guint32, n_diagonals);
  search->column_head = g_new0 (guint32, n);
  search->next_in_column = g_new0 (guint32, n);
  search->row_flags = g_new0 (guint8, n);
  search->column_is_listed_empty = g_new0 (guint8, n);
  search->conflicted = g_new (guint32, n);
  search->n_conflicted = 0;
  search->empty_columns = g_new (guint32, n);
  search->n_empty_columns = 0;
}

static inline guint
random_below (Search *search,
              guint   bound)
{
  return (guint) g_rand_int_range (search->rand, 0, (gint32) bound);
}

/* Queens on the column and diagonals through (row, column). */
static inline guint
search_line_counts (Search *search,
                    guint   row,
                    guint   column)
{
  guint n = search->n;

  return search->column_counts[column]
         + search->diagonal_counts[row + n - 1 - column]
         + search->antidiagonal_counts[row + column];
}

/* Queens on the lines through (row, column) other than row's own queen;
 * rows never hold two queens, so the row itself adds nothing. */
static inline guint
search_attacks (Search *search,
                guint   row,
                guint   column)
{
  guint sum = search_line_counts (search, row, column);

  return search->columns[row] == column ? sum - 3 : sum;
}

static inline void
search_mark_conflicted (Search *search,
                        guint   row)
{
  if (search->row_flags[row] & (ROW_PINNED | ROW_IN_CONFLICTED))
    return;

  search->row_flags[row] |= ROW_IN_CONFLICTED;
  search->conflicted[search->n_conflicted++] = row;
}

static inline void
search_mark_empty (Search *search,
                   guint   column)
{
  if (search->column_is_listed_empty[column])
    return;

  search->column_is_listed_empty[column] = 1;
  search->empty_columns[search->n_empty_columns++] = column;
}

static void
search_add_queen (Search *search,
                  guint   row,
                  guint   column)
{
  guint n = search->n;

  search->columns[row] = column;
  search->column_counts[column]++;
  search->diagonal_counts[row + n - 1 - column]++;
  search->antidiagonal_counts[row + column]++;
  search->next_in_column[row] = search->column_head[column];
  search->column_head[column] = row + 1;
}

static void
search_remove_queen (Search *search,
                     guint   row)
{
  guint n = search->n;
  guint column = search->columns[row];
  guint32 *link = &search->column_head[column];

  while (*link != row + 1)
    link = &search->next_in_column[*link - 1];
  *link = search->next_in_column[row];

  search->column_counts[column]--;
  search->diagonal_counts[row + n - 1 - column]--;
  search->antidiagonal_counts[row + column]--;

  if (search->column_counts[column] == 0)
    search_mark_empty (search, column);
}

static void
search_move_queen (Search *search,
                   guint   row,
                   guint   column)
{
  search_remove_queen (search, row);
  search_add_queen (search, row, column);

  /* New pairs all involve this row: flagging it covers them, except that
   * the column's other queens are flagged too, since they are the ones
   * that can step aside into an empty column. */
  if (search_attacks (search, row, column) > 0)
    {
      search_mark_conflicted (search, row);

      for (guint32 link = search->column_head[column]; link != 0;
           link = search->next_in_column[link - 1])
        {
          if (link - 1 != row)
            search_mark_conflicted (search, link - 1);
        }
    }
}

static gboolean
search_place_pinned (Search         *search,
                     const guint32  *pinned,
                     GError        **error)
{
  guint n = search->n;

  for (guint row = 0; row < n; row++)
    {
      guint column = pinned[row];

      if (column == QUEENS_NO_QUEEN)
        continue;

      if (column >= n)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       /* Translators: %u is a row, %u the column given for its
                        * queen, both counted from 1, and %u the board size, as
                        * in "the pinned queen of row 3 is in column 9, outside
                        * 1..8".  Reorder with %1$u, %2$u, %3$u if needed. */
                       _("the pinned queen of row %u is in column %u, outside 1..%u"),
                       row + 1, column + 1, n);
          return FALSE;
        }

      /* Row @row has no queen yet, so its line counts are its attackers. */
      if (search_line_counts (search, row, column) > 0)
        {
          /* Find the earlier pinned queen it meets, to name both. */
          for (guint other = 0; other < row; other++)
            {
              guint other_column = pinned[other];

              if (other_column == QUEENS_NO_QUEEN)
                continue;

              if (other_column == column ||
                  other + column == row + other_column ||
                  other + other_column == row + column)
                {
                  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               /* Translators: each %u is a row, counted from 1,
                                * as in "the pinned queens of rows 2 and 5
                                * attack each other".  Reorder with %1$u, %2$u
                                * if needed. */
                               _("the pinned queens of rows %u and %u attack each other"),
                               other + 1, row + 1);
                  return FALSE;
                }
            }
        }

      search_add_queen (search, row, column);
      search->row_flags[row] |= ROW_PINNED;
    }

  return TRUE;
}

static inline guint
bit_get (const guint64 *bits,
         gsize          index)
{
  return (guint) (bits[index / 64] >> (index % 64)) & 1;
}

static inline void
bit_set (guint64 *bits,
         gsize    index)
{
  bits[index / 64] |= (guint64) 1 << (index % 64);
}

/* One distinct free column per unpinned row, preferring columns whose
 * diagonals are still free.  Which diagonals are taken is asked of two
 * bitmaps rather than the counters: a bit per diagonal stays in cache far
 * better than a guint32, and the tries are most of the start's work. */
static gboolean
search_place_greedy (Search        *search,
                     GCancellable  *cancellable,
                     GError       **error)
{
  guint n = search->n;
  gsize n_bitmap_words = (2 * (gsize) n + 63) / 64;
  g_autofree guint32 *pool = g_new (guint32, n);
  g_autofree guint64 *diagonal_taken = g_new0 (guint64, n_bitmap_words);
  g_autofree guint64 *antidiagonal_taken = g_new0 (guint64, n_bitmap_words);
  guint pool_length = 0;

  for (guint column = 0; column < n; column++)
    {
      if (search->column_counts[column] == 0)
        pool[pool_length++] = column;
    }

  for (guint row = 0; row < n; row++)
    {
      if (search->row_flags[row] & ROW_PINNED)
        {
          bit_set (diagonal_taken, row + n - 1 - search->columns[row]);
          bit_set (antidiagonal_taken, row + search->columns[row]);
        }
    }

  for (guint row = 0; row < n; row++)
    {
      guint best_position = 0;
      guint best_attacks = G_MAXUINT;
      guint column;
      guint tries;

      if (search->row_flags[row] & ROW_PINNED)
        continue;

      if ((row & CHECK_INTERVAL_MASK) == CHECK_INTERVAL_MASK &&
          g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;

      /* The pool has exactly one column per unpinned row left. */
      g_assert (pool_length > 0);

      tries = MIN (pool_length, INITIAL_TRIES);
      for (guint t = 0; t < tries && best_attacks > 0; t++)
        {
          guint position = pool_length <= INITIAL_TRIES ? t : random_below (search, pool_length);
          guint candidate = pool[position];
          guint attacks = bit_get (diagonal_taken, row + n - 1 - candidate)
                          + bit_get (antidiagonal_taken, row + candidate);

          if (attacks < best_attacks)
            {
              best_attacks = attacks;
              best_position = position;
            }
        }

      column = pool[best_position];
      pool[best_position] = pool[--pool_length];
      search_add_queen (search, row, column);
      bit_set (diagonal_taken, row + n - 1 - column);
      bit_set (antidiagonal_taken, row + column);
    }

  for (guint row = 0; row < n; row++)
    {
      if (!(search->row_flags[row] & ROW_PINNED) &&
          search_attacks (search, row, search->columns[row]) > 0)
        search_mark_conflicted (search, row);
    }

  return TRUE;
}

/* Keeps the candidate with the fewest attacks, breaking ties uniformly at
 * random (reservoir sampling over the tied ones). */
typedef struct
{
  guint column;
  guint attacks;
  guint n_tied;
} BestColumn;

static inline void
best_column_offer (Search     *search,
                   BestColumn *best,
                   guint       column,
                   guint       attacks)
{
  if (attacks < best->attacks)
    {
      best->column = column;
      best->attacks = attacks;
      best->n_tied = 1;
    }
  else if (attacks == best->attacks)
    {
      best->n_tied++;
      if (random_below (search, best->n_tied) == 0)
        best->column = column;
    }
}

static guint
search_pick_empty_column (Search *search)
{
  /* Drop listed columns that filled up again until a truly empty one
   * turns up; G_MAXUINT when there is none. */
  while (search->n_empty_columns > 0)
    {
      guint position = random_below (search, search->n_empty_columns);
      guint column = search->empty_columns[position];

      if (search->column_counts[column] == 0)
        return column;

      search->column_is_listed_empty[column] = 0;
      search->empty_columns[position] = search->empty_columns[--search->n_empty_columns];
    }

  return G_MAXUINT;
}

static void
search_repair_row (Search *search,
                   guint   row,
                   guint   current_attacks)
{
  guint n = search->n;
  guint current_column = search->columns[row];
  BestColumn best = { current_column, G_MAXUINT, 0 };

  if (n <= FULL_SCAN_MAX_N)
    {
      for (guint column = 0; column < n; column++)
        {
          if (column != current_column)
            best_column_offer (search, &best, column, search_attacks (search, row, column));
        }
    }
  else
    {
      for (guint i = 0; i < SAMPLED_EMPTY_COLUMNS; i++)
        {
          guint column = search_pick_empty_column (search);

          if (column == G_MAXUINT)
            break;
          best_column_offer (search, &best, column, search_attacks (search, row, column));
        }

      for (guint i = 0; i < SAMPLED_COLUMNS; i++)
        {
          guint column = random_below (search, n);

          if (column != current_column)
            best_column_offer (search, &best, column, search_attacks (search, row, column));
        }
    }

  if (random_below (search, NOISE_ONE_IN) == 0)
    {
      /* A random move now and then, even when a good one exists, so the
       * search cannot circle in a basin it cannot leave by moving only
       * conflicted queens to their best squares. */
      guint column = random_below (search, n);

      if (column != current_column)
        search_move_queen (search, row, column);
    }
  else if (best.n_tied > 0 && best.attacks <= current_attacks)
    {
      search_move_queen (search, row, best.column);
    }

  /* On small boards a queen's partners may be the ones that must move,
   * and there are few rows: flag every conflicted row, not just this
   * one. */
  if (n <= FULL_SCAN_MAX_N)
    {
      for (guint other = 0; other < n; other++)
        {
          if (search_attacks (search, other, search->columns[other]) > 0)
            search_mark_conflicted (search, other);
        }
    }
}

gboolean
queens_min_conflicts_solve (guint                           n,
                            const guint32                  *pinned,
                            guint64                         seed,
                            guint64                         max_steps,
                            QueensMinConflictsProgressFunc  progress_func,
                            gpointer                        user_data,
                            GCancellable                   *cancellable,
                            guint32                        *out_columns,
                            GError                        **error)
{
  Search search = { 0 };
  guint64 steps = 0;
  gboolean solved = FALSE;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_MAX_N, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (out_columns != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  search_init (&search, n, seed);

  if (pinned != NULL && !search_place_pinned (&search, pinned, error))
    goto out;

  if (!search_place_greedy (&search, cancellable, error))
    goto out;

  while (search.n_conflicted > 0)
    {
      guint position = random_below (&search, search.n_conflicted);
      guint row = search.conflicted[position];
      guint attacks = search_attacks (&search, row, search.columns[row]);

      if (attacks == 0)
        {
          /* No longer conflicted: drop it without spending a step. */
          search.row_flags[row] &= ~ROW_IN_CONFLICTED;
          search.conflicted[position] = search.conflicted[--search.n_conflicted];
          continue;
        }

      if (max_steps > 0 && steps >= max_steps)
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
          goto out;
        }

      steps++;
      if ((steps & CHECK_INTERVAL_MASK) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            goto out;
          if (progress_func != NULL)
            progress_func (steps, search.n_conflicted, user_data);
        }

      search_repair_row (&search, row, attacks);
    }

  if (progress_func != NULL)
    progress_func (steps, 0, user_data);

  memcpy (out_columns, search.columns, n * sizeof (guint32));
  solved = TRUE;

out:
  search_clear (&search);

  return solved;
}
