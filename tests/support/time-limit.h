/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* time-limit.h: how long a test waits before it calls something hung
 *
 * A limit only catches a hang: it is far longer than any wait needs, and
 * no test measures speed with it.  `meson test --timeout-multiplier M`
 * gives slow builds (sanitizers, valgrind) M times as long but does not
 * tell the test, so build-aux/test and build-aux/test-sanitizers pass M
 * on as QUEENS_TEST_TIMEOUT_MULTIPLIER, and every limit here follows it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* QUEENS_TEST_TIMEOUT_MULTIPLIER, read at each call (a test may set it in
 * a child of its own); 1 when unset or not a number above 0. */
double time_limit_multiplier (void);

/* @seconds times the multiplier, in microseconds. */
gint64 time_limit_us         (double seconds);

/* @seconds times the multiplier, in milliseconds, for a GIO timeout. */
int    time_limit_ms         (double seconds);
/* The monotonic time @seconds (times the multiplier) from now. */
gint64 time_limit_deadline   (double seconds);

G_END_DECLS
