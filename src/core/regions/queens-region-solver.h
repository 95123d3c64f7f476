/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-solver.h: every answer of a region grid, by search
 *
 * A depth-first search row by row on bitboards: the columns taken, the
 * regions taken and the previous row's queen, whose column and the two
 * beside it the next row may not use (the no-touch rule between
 * neighbouring rows; within a row there is one queen anyway).  A region
 * that can no longer get a queen in the rows left, in the columns left,
 * cuts the branch.  Answers come in lexicographic order of their columns,
 * row 1 first.
 */
#pragma once

#include "queens-region-grid.h"

G_BEGIN_DECLS

/* Called with each answer: N 0-based columns, row 1 first, valid during
 * the call only.  Returns FALSE to stop the search. */
typedef gboolean (*QueensRegionAnswerFunc) (const guint8 *columns,
                                            gpointer      user_data);

/* Runs @func (nullable) on the answers in order, up to @limit of them
 * (at least 1); returns how many it found. */
guint64 queens_region_solver_enumerate (QueensRegionGrid       *grid,
                                        guint64                 limit,
                                        QueensRegionAnswerFunc  func,
                                        gpointer                user_data);
/* The answers, up to @limit; the first and second in order go to
 * @out_first and @out_second (each nullable, N entries) when found. */
guint64 queens_region_solver_count     (QueensRegionGrid       *grid,
                                        guint64                 limit,
                                        guint8                 *out_first,
                                        guint8                 *out_second);

G_END_DECLS
