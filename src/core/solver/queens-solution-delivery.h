/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solution-delivery.h: solutions handed over in batches on the
 * calling thread (private to core) */
#pragma once

#include "queens-solver.h"

G_BEGIN_DECLS

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

/* Hands the batch so far to the batch function. */
G_GNUC_INTERNAL
void     delivery_flush        (Delivery      *delivery);
/* Flushes when the batch has waited its flush interval. */
G_GNUC_INTERNAL
void     delivery_flush_if_due (Delivery      *delivery);
/* Appends @count solutions of n bytes each; FALSE once cancelled. */
G_GNUC_INTERNAL
gboolean delivery_add          (Delivery      *delivery,
                                const guint8  *columns,
                                gsize          count);

/* Calls the progress function with @fraction, at most every
 * PROGRESS_INTERVAL_US unless @force. */
G_GNUC_INTERNAL
void     delivery_report       (Delivery      *delivery,
                                double         fraction,
                                gboolean       force);

/* Appends @count packed solutions; FALSE once cancelled. */
G_GNUC_INTERNAL
gboolean delivery_add_words    (Delivery      *delivery,
                                const guint64 *words,
                                gsize          count);

G_END_DECLS
