/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* classic-counter.h: the textbook N-Queens counter, as a yardstick
 *
 * One thread, plain bitmasks, the first row's queen in the left half only
 * (the right half mirrors it), the middle column added for odd N.  The
 * benchmarks compare the project's solver against it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Number of solutions for 1 <= n <= 32 (0 for n = 0). */
guint64 classic_count_solutions (guint n);

G_END_DECLS
