/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-stepper.h: what Watch's searches share, one step at a time
 *
 * Backtracking, min-conflicts and the textbook methods (breadth-first,
 * permutations, louis) implement this interface, so the watch page steps,
 * draws and counts any of them the same way.  What only one method has
 * (backtracking's seek, the levels breadth-first holds, the attackers of
 * min-conflicts) stays on its own type.
 */
#pragma once

#include <glib-object.h>

#include "queens-board.h"

G_BEGIN_DECLS

typedef struct
{
  guint64 steps;      /* steps taken from the start */
  guint64 tried;      /* squares tried, row by row (0 for min-conflicts) */
  guint64 kept;       /* of them, those kept: the nodes of the search tree */
  guint64 solutions;  /* solutions met so far */
} QueensStepperCounters;

#define QUEENS_TYPE_STEPPER (queens_stepper_get_type ())
G_DECLARE_INTERFACE (QueensStepper, queens_stepper, QUEENS, STEPPER, GObject)

struct _QueensStepperInterface
{
  GTypeInterface parent_iface;

  gboolean             (*forward)        (QueensStepper         *self);
  gboolean             (*back)           (QueensStepper         *self);
  gboolean             (*can_go_back)    (QueensStepper         *self);
  void                 (*reset)          (QueensStepper         *self);
  guint                (*get_n)          (QueensStepper         *self);
  const guint32 *      (*get_columns)    (QueensStepper         *self);
  gboolean             (*is_finished)    (QueensStepper         *self);
  gboolean             (*is_solution)    (QueensStepper         *self);
  void                 (*get_counters)   (QueensStepper         *self,
                                          QueensStepperCounters *out_counters);
  /* Optional: none, -1 or FALSE where unset. */
  int                  (*get_row)        (QueensStepper         *self);
  gboolean             (*get_touched)    (QueensStepper         *self,
                                          QueensSquare          *out_square);
  QueensSquare *       (*get_refused)    (QueensStepper         *self,
                                          gsize                 *out_n);
  gboolean             (*get_row_counts) (QueensStepper         *self,
                                          guint                  row,
                                          guint64               *out_tried,
                                          guint64               *out_kept);
  const char * const * (*get_code)       (QueensStepper         *self);
  int                  (*get_code_line)  (QueensStepper         *self);
};

/* One step; FALSE (nothing changes) at the end, or where back cannot go:
 * at the start, or for min-conflicts past the moves it remembers. */
gboolean             queens_stepper_forward        (QueensStepper         *self);
gboolean             queens_stepper_back           (QueensStepper         *self);
gboolean             queens_stepper_can_go_back    (QueensStepper         *self);
/* Back to the start, counters at zero (min-conflicts: its first board). */
void                 queens_stepper_reset          (QueensStepper         *self);

guint                queens_stepper_get_n          (QueensStepper         *self);
/* N entries: each row's column, QUEENS_NO_QUEEN for an empty row. */
const guint32       *queens_stepper_get_columns    (QueensStepper         *self);
/* The row being tried, the rows above it holding the queens it builds
 * on (N once all are placed); -1 when none: before a textbook method's
 * first try, or for min-conflicts, which moves queens anywhere. */
int                  queens_stepper_get_row        (QueensStepper         *self);
/* The square the last step placed, removed, moved or tried; FALSE at the
 * start. */
gboolean             queens_stepper_get_touched    (QueensStepper         *self,
                                                    QueensSquare          *out_square);
/* The squares the search looked at and refused at this step, row by
 * row; NULL with *out_n = 0 when none.  Free with g_free(). */
QueensSquare        *queens_stepper_get_refused    (QueensStepper         *self,
                                                    gsize                 *out_n);
/* Every step taken: forward does nothing more. */
gboolean             queens_stepper_is_finished    (QueensStepper         *self);
/* The board holds N queens, none attacking another. */
gboolean             queens_stepper_is_solution    (QueensStepper         *self);
void                 queens_stepper_get_counters   (QueensStepper         *self,
                                                    QueensStepperCounters *out_counters);
/* Squares of @row tried so far and how many were kept (nullable); FALSE,
 * with zeros, for a method that tries no rows (min-conflicts). */
gboolean             queens_stepper_get_row_counts (QueensStepper         *self,
                                                    guint                  row,
                                                    guint64               *out_tried,
                                                    guint64               *out_kept);
/* The method's pseudocode, one line each (not translated: it is code),
 * NULL when it has none; and the line the last step ran, -1 for none. */
const char * const  *queens_stepper_get_code       (QueensStepper         *self);
int                  queens_stepper_get_code_line  (QueensStepper         *self);

G_END_DECLS
