/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* known-counts.h: the published solution counts the tests check against
 *
 * Read once from the file named by QUEENS_KNOWN_COUNTS (set by
 * tests/meson.build to tests/data/known-counts.txt, which the project
 * carries): OEIS A000170 (all solutions) and A002562 (unique up to the 8
 * symmetries).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define KNOWN_COUNTS_MAX_N 27

/* The counts for @n (1..KNOWN_COUNTS_MAX_N).  Aborts the program with a
 * clear message when the file is missing, malformed or lacks @n: a test
 * without its reference must fail, never pass vacuously. */
guint64 known_counts_total  (guint n);
guint64 known_counts_unique (guint n);

G_END_DECLS
