/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solution-set.h: a compact, append-only store of solutions
 *
 * Each solution is packed at ceil(log2 n) bits per row into fixed-size
 * chunks (1 MiB; the first grows to that size), so random access to the
 * k-th solution is O(n) and appending never moves earlier data.  A
 * solution is a permutation, so the last row is implied and not stored:
 * N = 16 takes 7.5 bytes per solution plus the chunk table.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_SOLUTION_SET (queens_solution_set_get_type ())
G_DECLARE_FINAL_TYPE (QueensSolutionSet, queens_solution_set, QUEENS, SOLUTION_SET, GObject)

/* 1 <= n <= 255.  @byte_cap: stop storing once this many bytes are used
 * (0: no cap). */
QueensSolutionSet *queens_solution_set_new            (guint              n,
                                                       gsize              byte_cap);
guint              queens_solution_set_get_n          (QueensSolutionSet *self);
guint              queens_solution_set_get_bits_per_row (QueensSolutionSet *self);
/* Appends as many of @n_solutions (n bytes each, each a permutation of
 * 0..n-1) as the cap allows and returns how many were stored.  Stops with
 * a critical at the first that is not a permutation. */
gsize              queens_solution_set_append         (QueensSolutionSet *self,
                                                       const guint8      *columns,
                                                       gsize              n_solutions);
guint64            queens_solution_set_get_size       (QueensSolutionSet *self);
/* Gives back the unused end of the last chunk and of the chunk table, for
 * a set that is complete; later appends still work. */
void               queens_solution_set_trim           (QueensSolutionSet *self);
/* Writes solution @index (0-based) to @columns (n bytes); FALSE when out
 * of range. */
gboolean           queens_solution_set_get            (QueensSolutionSet *self,
                                                       guint64            index,
                                                       guint8            *columns);
/* Memory held for solutions: allocated chunk bytes (used or not) plus the
 * chunk table; never more than the cap. */
gsize              queens_solution_set_get_bytes_used (QueensSolutionSet *self);
gsize              queens_solution_set_get_byte_cap   (QueensSolutionSet *self);
/* TRUE once an append was cut short by the cap. */
gboolean           queens_solution_set_is_full        (QueensSolutionSet *self);
/* Index of @columns if stored, by binary search (solutions must have been
 * appended in lexicographic order); -1 when absent. */
gint64             queens_solution_set_find           (QueensSolutionSet *self,
                                                       const guint8      *columns);

G_END_DECLS
