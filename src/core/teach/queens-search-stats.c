/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-stats.c: the textbook methods' figures, row by row */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "queens-search-stats.h"
#include "queens-task-pool.h"

/* Cancellation is looked at once in this many nodes: a few times a
 * second at the slowest, too rarely to cost anything. */
#define QUEENS_SEARCH_LEVELS_CHECK_INTERVAL (1u << 20)

G_DEFINE_QUARK (queens-search-stats-error-quark, queens_search_stats_error)

static const char *const queens_search_method_names[QUEENS_N_SEARCH_METHODS] = {
  [QUEENS_SEARCH_METHOD_BREADTH_FIRST] = "breadth-first",
  [QUEENS_SEARCH_METHOD_BACKTRACKING] = "backtracking",
  [QUEENS_SEARCH_METHOD_PERMUTATIONS] = "permutations",
  [QUEENS_SEARCH_METHOD_LOUIS] = "louis",
};

const char *
queens_search_method_get_name (QueensSearchMethod method)
{
  g_return_val_if_fail (method < QUEENS_N_SEARCH_METHODS, NULL);

  return queens_search_method_names[method];
}

gboolean
queens_search_method_from_name (const char         *name,
                                QueensSearchMethod *out_method)
{
  g_return_val_if_fail (out_method != NULL, FALSE);

  for (guint method = 0; name != NULL && method < QUEENS_N_SEARCH_METHODS; method++)
    {
      if (strcmp (name, queens_search_method_names[method]) == 0)
        {
          *out_method = method;
          return TRUE;
        }
    }

  return FALSE;
}

guint
queens_search_method_get_max_n (QueensSearchMethod method)
{
  g_return_val_if_fail (method < QUEENS_N_SEARCH_METHODS, 0);

  return method == QUEENS_SEARCH_METHOD_LOUIS ? QUEENS_SEARCH_STATS_LOUIS_MAX_N
                                              : QUEENS_SEARCH_STATS_MAX_N;
}

/* ------------------------------------------------------------------ */
/* The levels: a bitboard walk of the whole tree                       */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint         n;
  guint64       all_columns;
  GCancellable *cancellable;
  guint         nodes_until_check;
  gboolean      cancelled;
  guint64       kept[QUEENS_SEARCH_STATS_MAX_N + 1];
  /* Placements whose last queen stands in the first or the last column. */
  guint64       in_first_column[QUEENS_SEARCH_STATS_MAX_N + 1];
  guint64       in_last_column[QUEENS_SEARCH_STATS_MAX_N + 1];
} QueensLevelWalk;

/* Counts the safe squares of @row and everything below them.  The masks
 * hold the columns taken and the squares of @row that the diagonals
 * rising and falling from the queens above attack. */
static void
queens_search_levels_descend (QueensLevelWalk *walk,
                              guint            row,
                              guint64          columns,
                              guint64          rising,
                              guint64          falling)
{
  guint64 free_squares = walk->all_columns & ~(columns | rising | falling);

  if (--walk->nodes_until_check == 0)
    {
      walk->nodes_until_check = QUEENS_SEARCH_LEVELS_CHECK_INTERVAL;
      walk->cancelled = g_cancellable_is_cancelled (walk->cancellable);
    }
  if (walk->cancelled)
    return;

  /* The last row needs no walk: every free square is a solution. */
  if (row + 1 == walk->n)
    {
      walk->kept[row + 1] += (guint64) __builtin_popcountll (free_squares);
      walk->in_first_column[row + 1] += free_squares & 1;
      walk->in_last_column[row + 1] += free_squares >> (walk->n - 1);
      return;
    }

  while (free_squares != 0)
    {
      guint64 square = free_squares & -free_squares;

      free_squares ^= square;
      walk->kept[row + 1]++;
      walk->in_first_column[row + 1] += square & 1;
      walk->in_last_column[row + 1] += square >> (walk->n - 1);
      queens_search_levels_descend (walk, row + 1, columns | square,
                                    (rising | square) << 1, (falling | square) >> 1);
    }
}

/* The walks of row 1's squares, shared out among threads. */
typedef struct
{
  guint         n;
  GCancellable *cancellable;
  GMutex        lock;         /* guards what follows */
  gboolean      cancelled;
  guint64       kept[QUEENS_SEARCH_STATS_MAX_N + 1];
  guint64       in_last_column[QUEENS_SEARCH_STATS_MAX_N + 1];
} QueensLevelCount;

/* Walks the placements with row 1's queen in @column.  The mirror image
 * of a placement is one too, with that queen on the other side: only the
 * left half of row 1 (and its middle) is walked. */
static gboolean
queens_search_levels_walk_column (guint     column,
                                  guint     worker,
                                  gpointer  data,
                                  GError  **error)
{
  QueensLevelCount *count = data;
  guint n = count->n;
  QueensLevelWalk walk = { .n = n, .cancellable = count->cancellable,
                           .nodes_until_check = 1 };
  guint64 square = G_GUINT64_CONSTANT (1) << column;
  guint64 weight = (n % 2 == 1 && column == n / 2) ? 1 : 2;

  walk.all_columns = (G_GUINT64_CONSTANT (1) << n) - 1;
  walk.kept[1] = 1;
  walk.in_first_column[1] = column == 0;
  walk.in_last_column[1] = column == n - 1;
  if (n > 1)
    queens_search_levels_descend (&walk, 1, square, square << 1, square >> 1);

  g_mutex_lock (&count->lock);
  count->cancelled = count->cancelled || walk.cancelled;
  for (guint row = 1; row <= n; row++)
    {
      count->kept[row] += weight * walk.kept[row];
      /* The mirror image of a placement ending in the first column
       * ends in the last; the middle walk holds its own mirrors. */
      count->in_last_column[row] += walk.in_last_column[row]
                                    + (weight == 2 ? walk.in_first_column[row] : 0);
    }
  g_mutex_unlock (&count->lock);

  return !walk.cancelled;
}

gboolean
queens_search_levels_count (guint                n,
                            GCancellable        *cancellable,
                            QueensSearchLevels  *out_levels,
                            GError             **error)
{
  QueensLevelCount count = { .n = n, .cancellable = cancellable };
  g_autoptr(GError) pool_error = NULL;
  gboolean cancelled;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SEARCH_STATS_MAX_N, FALSE);
  g_return_val_if_fail (out_levels != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_mutex_init (&count.lock);
  /* This thread walks too: helpers only for the other cores. */
  cancelled = !queens_task_pool_run ("queens-levels", (n + 1) / 2, 0,
                                     queens_search_levels_walk_column, &count,
                                     cancellable, &pool_error);
  g_mutex_clear (&count.lock);

  /* A helper that could not start left its columns unwalked. */
  if (pool_error != NULL && pool_error->domain == G_THREAD_ERROR)
    {
      g_propagate_error (error, g_steal_pointer (&pool_error));
      return FALSE;
    }

  if (cancelled || count.cancelled || g_cancellable_is_cancelled (cancellable))
    {
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return FALSE;
    }

  out_levels->n = n;
  out_levels->kept[0] = 1;
  out_levels->in_last_column[0] = 0;
  for (guint row = 1; row <= QUEENS_SEARCH_STATS_MAX_N; row++)
    {
      out_levels->kept[row] = row <= n ? count.kept[row] : 0;
      out_levels->in_last_column[row] = row <= n ? count.in_last_column[row] : 0;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The figures of each method                                          */
/* ------------------------------------------------------------------ */

/* @a * @b * @c, or FALSE past 128 bits. */
static gboolean
queens_search_stats_product (QueensWideCount  a,
                             guint64          b,
                             guint64          c,
                             QueensWideCount *out_result)
{
  return queens_wide_count_multiply (a, b, out_result)
         && queens_wide_count_multiply (*out_result, c, out_result);
}

static gboolean
queens_search_stats_fill_row (QueensSearchStats        *stats,
                              const QueensSearchLevels *levels,
                              guint                     row,
                              QueensWideCount           louis_repeats)
{
  guint n = levels->n;
  QueensWideCount *tried = &stats->tried[row];
  QueensWideCount *kept = &stats->kept[row];

  switch (stats->method)
    {
    case QUEENS_SEARCH_METHOD_BREADTH_FIRST:
    case QUEENS_SEARCH_METHOD_BACKTRACKING:
      *tried = queens_wide_count_from_uint64 (levels->kept[row - 1]);
      *kept = queens_wide_count_from_uint64 (levels->kept[row]);
      return queens_wide_count_multiply (*tried, n, tried);

    case QUEENS_SEARCH_METHOD_PERMUTATIONS:
      if (!queens_wide_count_multiply (stats->kept[row - 1], n - row + 1, tried))
        return FALSE;
      *kept = row < n ? *tried : queens_wide_count_from_uint64 (levels->kept[n]);
      return TRUE;

    case QUEENS_SEARCH_METHOD_LOUIS:
      /* queen-cols(row) runs N^(N - row) times: one more factor N for
       * each row above it, filled from the bottom up by the caller. */
      return queens_search_stats_product (louis_repeats, n, levels->kept[row - 1], tried)
             && queens_wide_count_multiply (louis_repeats, levels->kept[row], kept);

    case QUEENS_N_SEARCH_METHODS:
    default:
      g_assert_not_reached ();
    }
}

/* The most boards @method holds at once (see the header): sums of two
 * 64-bit levels, which fit in 128 bits. */
static QueensWideCount
queens_search_stats_most_held (QueensSearchMethod        method,
                               const QueensSearchLevels *levels)
{
  QueensWideCount most = queens_wide_count_from_uint64 (1);
  QueensWideCount louis_held = queens_wide_count_from_uint64 (1);

  if (method == QUEENS_SEARCH_METHOD_BACKTRACKING || method == QUEENS_SEARCH_METHOD_PERMUTATIONS)
    return most;

  for (guint row = 1; row <= levels->n; row++)
    {
      QueensWideCount both_levels;
      QueensWideCount under_last_column;

      queens_wide_count_add (queens_wide_count_from_uint64 (levels->kept[row - 1]),
                             queens_wide_count_from_uint64 (levels->kept[row]), &both_levels);
      if (method == QUEENS_SEARCH_METHOD_LOUIS)
        {
          queens_wide_count_add (louis_held,
                                 queens_wide_count_from_uint64 (levels->kept[row]
                                                                - levels->in_last_column[row]),
                                 &under_last_column);
          louis_held = queens_wide_count_compare (under_last_column, both_levels) > 0
                       ? under_last_column : both_levels;
          most = louis_held;
        }
      else if (queens_wide_count_compare (both_levels, most) > 0)
        {
          most = both_levels;
        }
    }

  return most;
}

gboolean
queens_search_stats_compute (QueensSearchMethod        method,
                             const QueensSearchLevels *levels,
                             QueensSearchStats        *out_stats,
                             GError                  **error)
{
  QueensSearchStats stats = { .method = method };
  QueensWideCount louis_repeats = queens_wide_count_from_uint64 (1);
  gboolean fits = TRUE;
  guint n;

  g_return_val_if_fail (method < QUEENS_N_SEARCH_METHODS, FALSE);
  g_return_val_if_fail (levels != NULL, FALSE);
  g_return_val_if_fail (levels->n >= 1 && levels->n <= QUEENS_SEARCH_STATS_MAX_N, FALSE);
  g_return_val_if_fail (out_stats != NULL, FALSE);

  n = levels->n;
  stats.n = n;
  stats.solutions = levels->kept[n];
  stats.kept[0] = queens_wide_count_from_uint64 (1);
  stats.most_held = queens_search_stats_most_held (method, levels);

  if (n <= queens_search_method_get_max_n (method))
    {
      /* From the bottom row up, so that Louis's repeats grow by N a row;
       * permutations need the row above first, so they go top down. */
      if (method == QUEENS_SEARCH_METHOD_LOUIS)
        {
          for (guint row = n; fits && row >= 1; row--)
            fits = queens_search_stats_fill_row (&stats, levels, row, louis_repeats)
                   && (row == 1 || queens_wide_count_multiply (louis_repeats, n, &louis_repeats));
        }
      else
        {
          for (guint row = 1; fits && row <= n; row++)
            fits = queens_search_stats_fill_row (&stats, levels, row, louis_repeats);
        }

      for (guint row = 1; fits && row <= n; row++)
        fits = queens_wide_count_add (stats.total_tried, stats.tried[row], &stats.total_tried)
               && queens_wide_count_add (stats.total_kept, stats.kept[row], &stats.total_kept);
    }

  if (n > queens_search_method_get_max_n (method) || !fits)
    {
      g_set_error (error, QUEENS_SEARCH_STATS_ERROR, QUEENS_SEARCH_STATS_ERROR_TOO_LARGE,
                   /* Translators: %s is a search method's name (breadth-first,
                    * backtracking, permutations or louis), %u the board size,
                    * %u the largest board size for that method, as in "the
                    * figures of louis for N = 30 need more than 128 bits: N
                    * goes up to 26 for this method".  Reorder with %1$s, %2$u,
                    * %3$u if needed. */
                   _("the figures of %s for N = %u need more than 128 bits: "
                     "N goes up to %u for this method"),
                   queens_search_method_get_name (method), n,
                   queens_search_method_get_max_n (method));
      return FALSE;
    }

  *out_stats = stats;
  return TRUE;
}
