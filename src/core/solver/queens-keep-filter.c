/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-keep-filter.c: the solutions that keep given queens */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "queens-keep-filter.h"

/* How often the search looks at the cancellable: rarely enough to cost
 * nothing, often enough to stop within a millisecond or so. */
#define QUEENS_KEEP_FILTER_CANCEL_CHECK_MASK 0x3fffu

typedef struct
{
  guint                    n;
  guint32                  full_mask;
  /* Columns each row may still take before the search starts. */
  guint32                  allowed[QUEENS_KEEP_FILTER_MAX_N];
  guint8                   columns[QUEENS_KEEP_FILTER_MAX_N];

  guint8                  *batch;
  gsize                    batch_size;
  gsize                    in_batch;
  gint64                   flush_interval_us;
  gint64                   last_flush_time;
  QueensSolutionBatchFunc  batch_func;
  gpointer                 user_data;

  GCancellable            *cancellable;
  guint64                  nodes;
  guint64                  total;
  gboolean                 cancelled;
} QueensKeepSearch;

gboolean
queens_keep_filter_matches (const guint32 *kept,
                            guint          n,
                            const guint8  *columns)
{
  g_return_val_if_fail (kept != NULL || n == 0, FALSE);
  g_return_val_if_fail (columns != NULL || n == 0, FALSE);

  for (guint row = 0; row < n; row++)
    if (kept[row] != QUEENS_NO_QUEEN && kept[row] != columns[row])
      return FALSE;

  return TRUE;
}

static void
queens_keep_search_flush (QueensKeepSearch *search)
{
  if (search->in_batch == 0)
    return;

  search->batch_func (search->batch, search->in_batch, search->n, search->user_data);
  search->in_batch = 0;
  search->last_flush_time = g_get_monotonic_time ();

  /* A consumer that has seen enough cancels from inside batch_func. */
  if (g_cancellable_is_cancelled (search->cancellable))
    search->cancelled = TRUE;
}

static void
queens_keep_search_emit (QueensKeepSearch *search)
{
  memcpy (search->batch + search->in_batch * search->n, search->columns, search->n);
  search->in_batch++;
  search->total++;

  if (search->in_batch == search->batch_size
      || (search->flush_interval_us > 0
          && g_get_monotonic_time () - search->last_flush_time >= search->flush_interval_us))
    queens_keep_search_flush (search);
}

/* @columns, @rising and @falling: the squares of this row that the queens
 * above attack along columns and the two diagonals. */
static void
queens_keep_search_row (QueensKeepSearch *search,
                        guint             row,
                        guint32           columns,
                        guint32           rising,
                        guint32           falling)
{
  guint32 free;

  if (row == search->n)
    {
      queens_keep_search_emit (search);
      return;
    }

  if ((++search->nodes & QUEENS_KEEP_FILTER_CANCEL_CHECK_MASK) == 0
      && g_cancellable_is_cancelled (search->cancellable))
    {
      search->cancelled = TRUE;
      return;
    }

  free = search->allowed[row] & ~(columns | rising | falling);
  while (free != 0 && !search->cancelled)
    {
      /* Lowest column first: lexicographic order. */
      guint32 bit = free & (~free + 1u);

      free ^= bit;
      search->columns[row] = (guint8) g_bit_nth_lsf (bit, -1);
      queens_keep_search_row (search, row + 1, columns | bit,
                              ((rising | bit) << 1) & search->full_mask,
                              (falling | bit) >> 1);
    }
}

/* The kept queens: at most one per row (the board may hold more), none
 * attacking another. */
static gboolean
queens_keep_filter_read_board (QueensBoard  *board,
                               guint32      *kept,
                               GError      **error)
{
  guint n = queens_board_get_n (board);

  if (n > QUEENS_KEEP_FILTER_MAX_N)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %u is the largest board size, as in "the
                    * solutions that keep given queens are listed for N up to
                    * 32" */
                   _("the solutions that keep given queens are listed for N up to %u"),
                   QUEENS_KEEP_FILTER_MAX_N);
      return FALSE;
    }

  if (!queens_board_get_columns (board, kept))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("a row holds more than one queen"));
      return FALSE;
    }

  if (queens_board_get_n_conflicts (board) > 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("some of the queens attack each other"));
      return FALSE;
    }

  return TRUE;
}

gboolean
queens_keep_filter_enumerate (QueensBoard              *board,
                              gsize                     batch_size,
                              gint64                    flush_interval_us,
                              QueensSolutionBatchFunc   batch_func,
                              gpointer                  user_data,
                              GCancellable             *cancellable,
                              guint64                  *out_total,
                              GError                  **error)
{
  g_autofree guint8 *batch = NULL;
  guint32 kept[QUEENS_KEEP_FILTER_MAX_N];
  QueensKeepSearch search = { 0 };
  guint n;

  g_return_val_if_fail (QUEENS_IS_BOARD (board), FALSE);
  g_return_val_if_fail (batch_size > 0, FALSE);
  g_return_val_if_fail (batch_func != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (out_total != NULL)
    *out_total = 0;

  if (!queens_keep_filter_read_board (board, kept, error))
    return FALSE;

  n = queens_board_get_n (board);
  batch = g_malloc ((gsize) n * batch_size);
  search.n = n;
  search.full_mask = n == 32 ? G_MAXUINT32 : (1u << n) - 1u;
  search.batch = batch;
  search.batch_size = batch_size;
  search.flush_interval_us = flush_interval_us;
  search.last_flush_time = g_get_monotonic_time ();
  search.batch_func = batch_func;
  search.user_data = user_data;
  search.cancellable = cancellable;

  /* A free row loses every square a kept queen attacks; a kept row has
   * only its queen's column (never attacked: the queens do not conflict). */
  for (guint row = 0; row < n; row++)
    {
      guint32 attacked = 0;

      if (kept[row] != QUEENS_NO_QUEEN)
        {
          search.allowed[row] = 1u << kept[row];
          continue;
        }

      for (guint other = 0; other < n; other++)
        {
          gint64 column = kept[other];
          gint64 distance = (gint64) row - (gint64) other;

          if (kept[other] == QUEENS_NO_QUEEN)
            continue;

          attacked |= 1u << column;
          if (column + distance >= 0 && column + distance < n)
            attacked |= 1u << (column + distance);
          if (column - distance >= 0 && column - distance < n)
            attacked |= 1u << (column - distance);
        }
      search.allowed[row] = search.full_mask & ~attacked;
    }

  if (!g_cancellable_is_cancelled (cancellable))
    queens_keep_search_row (&search, 0, 0, 0, 0);

  if (search.cancelled || g_cancellable_is_cancelled (cancellable))
    {
      g_cancellable_set_error_if_cancelled (cancellable, error);
      if (out_total != NULL)
        *out_total = search.total - search.in_batch;
      return FALSE;
    }

  queens_keep_search_flush (&search);
  if (out_total != NULL)
    *out_total = search.total;

  return TRUE;
}
