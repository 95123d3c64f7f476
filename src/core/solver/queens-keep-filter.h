/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-keep-filter.h: the solutions that keep given queens
 *
 * A search row by row in which each row with a given queen may only take
 * that queen's column and every other row starts without the squares the
 * given queens attack, so it visits little more than the solutions it
 * yields.  Rows are tried left to right, which gives lexicographic order:
 * the same order, and the same solutions, as filtering the full
 * enumeration.  May run on any thread.
 */
#pragma once

#include <gio/gio.h>

#include "queens-board.h"
#include "queens-solver.h"

G_BEGIN_DECLS

#define QUEENS_KEEP_FILTER_MAX_N QUEENS_SOLVER_MAX_ENUMERATE_N

/* Every solution of @board's N that has a queen wherever @board has one,
 * @batch_size at a time as queens_solver_enumerate() delivers them
 * (flushed early once @flush_interval_us has passed; 0: only when full).
 * @board must have N <= QUEENS_KEEP_FILTER_MAX_N, at most one queen per
 * row and no conflicts: otherwise G_IO_ERROR_INVALID_ARGUMENT.  Returns
 * FALSE with G_IO_ERROR_CANCELLED when cancelled; @out_total (nullable)
 * receives the number of solutions delivered. */
gboolean queens_keep_filter_enumerate (QueensBoard             *board,
                                       gsize                    batch_size,
                                       gint64                   flush_interval_us,
                                       QueensSolutionBatchFunc  batch_func,
                                       gpointer                 user_data,
                                       GCancellable            *cancellable,
                                       guint64                 *out_total,
                                       GError                 **error);

/* TRUE when solution @columns (n bytes) has every queen of @kept (n
 * entries, QUEENS_NO_QUEEN for a free row): the filter itself, for
 * solutions already stored. */
gboolean queens_keep_filter_matches   (const guint32           *kept,
                                       guint                    n,
                                       const guint8            *columns);

G_END_DECLS
