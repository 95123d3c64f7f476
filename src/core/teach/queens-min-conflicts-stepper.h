/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-min-conflicts-stepper.h: min-conflicts local search, one move at
 * a time, for watching
 *
 * Starts from a random board with one queen per row; each step moves the
 * most attacked queen (ties drawn at random) within its row to a square
 * attacked by the fewest others; one step in ten moves a random attacked
 * queen to a random square instead, which keeps the search from cycling
 * or staying in a part of the board's positions without a solution.  The random numbers come from a small
 * generator whose state is part of the step, so a step taken back and
 * taken again is the same step.  Stepping back keeps a bounded history of
 * the last QUEENS_MIN_CONFLICTS_STEPPER_HISTORY moves (the search itself is
 * not reversible), and refuses beyond it.  A QueensStepper: its reset goes
 * back to the first board, without pseudocode or rows being tried.
 */
#pragma once

#include <glib-object.h>

#include "queens-stepper.h"

G_BEGIN_DECLS

#define QUEENS_MIN_CONFLICTS_STEPPER_MIN_N 4u
#define QUEENS_MIN_CONFLICTS_STEPPER_MAX_N 64u
#define QUEENS_MIN_CONFLICTS_STEPPER_HISTORY 10000u

#define QUEENS_TYPE_MIN_CONFLICTS_STEPPER (queens_min_conflicts_stepper_get_type ())
G_DECLARE_FINAL_TYPE (QueensMinConflictsStepper, queens_min_conflicts_stepper, QUEENS, MIN_CONFLICTS_STEPPER,
                      GObject)

/* MIN_N <= n <= MAX_N (smaller boards either have no solution or are
 * trivial).  The same @seed gives the same start and the same moves. */
QueensMinConflictsStepper *queens_min_conflicts_stepper_new            (guint                             n,
                                                                        guint64                           seed);
/* The same, keeping the last @history_size (> 0) moves for stepping back
 * instead of QUEENS_MIN_CONFLICTS_STEPPER_HISTORY. */
QueensMinConflictsStepper *queens_min_conflicts_stepper_new_with_history (guint                           n,
                                                                          guint64                         seed,
                                                                          guint                           history_size);

/* One move: FALSE (nothing changes) once the board is a solution.
 * @out_row, @out_from, @out_to (nullable): the queen moved. */
gboolean                   queens_min_conflicts_stepper_forward        (QueensMinConflictsStepper        *self,
                                                                        guint                            *out_row,
                                                                        guint                            *out_from,
                                                                        guint                            *out_to);
/* Takes the last move back: FALSE at the start or past the history. */
gboolean                   queens_min_conflicts_stepper_back           (QueensMinConflictsStepper        *self,
                                                                        guint                            *out_row,
                                                                        guint                            *out_from,
                                                                        guint                            *out_to);
gboolean                   queens_min_conflicts_stepper_can_back       (const QueensMinConflictsStepper  *self);

guint                      queens_min_conflicts_stepper_get_n          (const QueensMinConflictsStepper  *self);
/* N entries, one queen per row. */
const guint32             *queens_min_conflicts_stepper_get_columns    (const QueensMinConflictsStepper  *self);
guint64                    queens_min_conflicts_stepper_get_steps      (const QueensMinConflictsStepper  *self);
/* Pairs of queens attacking each other. */
guint                      queens_min_conflicts_stepper_get_conflicts  (const QueensMinConflictsStepper  *self);
/* Other queens attacking the queen of @row. */
guint                      queens_min_conflicts_stepper_get_row_conflicts (const QueensMinConflictsStepper *self,
                                                                           guint                            row);
gboolean                   queens_min_conflicts_stepper_is_solution    (const QueensMinConflictsStepper  *self);

G_END_DECLS
