/* queens-min-conflicts.h: randomized min-conflicts local search
 *
 * Start from a greedy placement with one queen per row, then repeatedly move
 * a conflicted queen within its row to a least-attacked column.  Pinned rows
 * never move.  Scales to millions of rows in O(N) memory.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef void (*QueensMinConflictsProgressFunc) (guint64  steps,
                                                guint64  conflicted_queens,
                                                gpointer user_data);

/* @pinned (nullable): n entries, each a 0-based column or QUEENS_NO_QUEEN.
 * The pinned queens must not attack each other.  @seed makes runs
 * repeatable.  Returns TRUE with a solution in @out_columns; FALSE when
 * @max_steps passed (G_IO_ERROR_TIMED_OUT) or on cancel. */
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
