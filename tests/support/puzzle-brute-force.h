/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* puzzle-brute-force.h: the tests' own count of a board's completions
 *
 * Deliberately plain (rows in order, each square compared with every
 * queen on the board), sharing nothing with the program's search, so
 * that a fault there cannot vouch for itself.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Solutions that keep every queen of @given (@n entries, a 0-based column
 * or -1 for an empty row), counted up to @limit; 0 when given queens
 * attack each other.  @n <= 32. */
guint brute_force_count_completions (guint         n,
                                     const gint32 *given,
                                     guint         limit);

G_END_DECLS
