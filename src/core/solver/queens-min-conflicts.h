/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-min-conflicts.h: randomized min-conflicts local search
 *
 * Start from a greedy placement with one queen per row, then repeatedly move
 * a conflicted queen within its row to a least-attacked column.  Pinned rows
 * never move.  Scales to millions of rows in O(N) memory.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Called every 65536 repair steps, and once more on success with
 * @conflicted_queens 0.  @conflicted_queens counts the rows still waiting
 * for repair (queens known to be attacked). */
typedef void (*QueensMinConflictsProgressFunc) (guint64  steps,
                                                guint64  conflicted_queens,
                                                gpointer user_data);

/* 1 <= n <= QUEENS_MAX_N.  @pinned (nullable): n entries, each a 0-based
 * column or QUEENS_NO_QUEEN; pinned rows never move.  @seed makes runs
 * repeatable (same arguments, same answer).  @max_steps bounds the repair
 * steps (0: no bound, so only @cancellable can stop a search for a board
 * that has no solution, such as n = 2 or 3).  Returns TRUE with a solution
 * in @out_columns (n entries); FALSE with G_IO_ERROR_TIMED_OUT (the message
 * names the limit) when @max_steps passed, G_IO_ERROR_CANCELLED on cancel,
 * or G_IO_ERROR_INVALID_ARGUMENT when pinned queens attack each other or a
 * pinned column is outside the board.  Memory: about 46 bytes per row. */
gboolean queens_min_conflicts_solve (guint                           n,
                                     const guint32                  *pinned,
                                     guint64                         seed,
                                     guint64                         max_steps,
                                     QueensMinConflictsProgressFunc  progress_func,
                                     gpointer                        user_data,
                                     GCancellable                   *cancellable,
                                     guint32                        *out_columns,
                                     GError                        **error);

G_END_DECLS
