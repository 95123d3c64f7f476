/* queens-solver-enumerate-private.h: what the two enumerations share
 * (private to core)
 *
 * queens-solver-enumerate.c cuts the solutions into batches on the calling
 * thread and searches row by row; queens-solver-sorted.c is the faster path
 * for 6 <= N <= 16 that sorts the counter's solutions.
 */
#pragma once

#include "queens-solver.h"

G_BEGIN_DECLS

/* The consumer wakes at least this often to look at the cancellable. */
#define ENUM_CANCEL_POLL_US (20 * G_TIME_SPAN_MILLISECOND)

#define ENUM_SORTED_MIN_N 6u
#define ENUM_SORTED_MAX_N 16u

/* Everything the calling thread needs to cut solutions into batches. */
typedef struct
{
  guint                    n;
  gsize                    batch_size;
  gint64                   flush_interval_us;
  QueensSolutionBatchFunc  batch_func;
  QueensProgressFunc       progress_func;
  gpointer                 user_data;
  GCancellable            *cancellable;

  guint8                  *batch;
  gsize                    capacity;   /* allocated, grows up to batch_size */
  gsize                    in_batch;
  gint64                   last_flush;
  gint64                   next_progress;
  guint64                  delivered;
  gboolean                 cancelled;
} Delivery;

/* Calls the progress function with @fraction, at most every
 * PROGRESS_INTERVAL_US unless @force. */
G_GNUC_INTERNAL
void     delivery_report    (Delivery      *delivery,
                             double         fraction,
                             gboolean       force);

/* Appends @count packed solutions; FALSE once cancelled. */
G_GNUC_INTERNAL
gboolean delivery_add_words (Delivery      *delivery,
                             const guint64 *words,
                             gsize          count);

/* Every solution of 6 <= n <= 16 through @delivery, sorted: see
 * queens-solver-sorted.c. */
G_GNUC_INTERNAL
gboolean enumerate_sorted   (guint          n,
                             Delivery      *delivery,
                             GError       **error);

G_END_DECLS
