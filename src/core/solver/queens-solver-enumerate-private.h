/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solver-enumerate-private.h: what the two enumerations share
 * (private to core)
 *
 * queens-solver-enumerate.c cuts the solutions into batches on the calling
 * thread and searches row by row; queens-solver-sorted.c is the faster path
 * for 6 <= N <= 16 that sorts the counter's solutions.
 */
#pragma once

#include "queens-solution-delivery.h"
#include "queens-solver.h"

G_BEGIN_DECLS

/* The consumer wakes at least this often to look at the cancellable. */
#define ENUM_CANCEL_POLL_US (20 * G_TIME_SPAN_MILLISECOND)

#define ENUM_SORTED_MIN_N 6u
#define ENUM_SORTED_MAX_N 16u

/* Every solution of 6 <= n <= 16 through @delivery, sorted: see
 * queens-solver-sorted.c. */
G_GNUC_INTERNAL
gboolean enumerate_sorted   (guint          n,
                             Delivery      *delivery,
                             GError       **error);

G_END_DECLS
