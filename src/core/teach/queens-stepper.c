/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-stepper.c: what Watch's searches share, one step at a time
 *
 * Each function checks its argument and calls the implementation's; the
 * optional ones answer "nothing" for an implementation without them.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-stepper.h"

G_DEFINE_INTERFACE (QueensStepper, queens_stepper, G_TYPE_OBJECT)

static void
queens_stepper_default_init (QueensStepperInterface *iface)
{
}

gboolean
queens_stepper_forward (QueensStepper *self)
{
  g_return_val_if_fail (QUEENS_IS_STEPPER (self), FALSE);

  return QUEENS_STEPPER_GET_IFACE (self)->forward (self);
}

gboolean
queens_stepper_back (QueensStepper *self)
{
  g_return_val_if_fail (QUEENS_IS_STEPPER (self), FALSE);

  return QUEENS_STEPPER_GET_IFACE (self)->back (self);
}

gboolean
queens_stepper_can_go_back (QueensStepper *self)
{
  g_return_val_if_fail (QUEENS_IS_STEPPER (self), FALSE);

  return QUEENS_STEPPER_GET_IFACE (self)->can_go_back (self);
}

void
queens_stepper_reset (QueensStepper *self)
{
  g_return_if_fail (QUEENS_IS_STEPPER (self));

  QUEENS_STEPPER_GET_IFACE (self)->reset (self);
}

guint
queens_stepper_get_n (QueensStepper *self)
{
  g_return_val_if_fail (QUEENS_IS_STEPPER (self), 0);

  return QUEENS_STEPPER_GET_IFACE (self)->get_n (self);
}

const guint32 *
queens_stepper_get_columns (QueensStepper *self)
{
  g_return_val_if_fail (QUEENS_IS_STEPPER (self), NULL);

  return QUEENS_STEPPER_GET_IFACE (self)->get_columns (self);
}

int
queens_stepper_get_row (QueensStepper *self)
{
  QueensStepperInterface *iface;

  g_return_val_if_fail (QUEENS_IS_STEPPER (self), -1);

  iface = QUEENS_STEPPER_GET_IFACE (self);
  return iface->get_row != NULL ? iface->get_row (self) : -1;
}

gboolean
queens_stepper_get_touched (QueensStepper *self,
                            QueensSquare  *out_square)
{
  QueensStepperInterface *iface;
  QueensSquare square = { 0, 0 };
  gboolean touched;

  g_return_val_if_fail (QUEENS_IS_STEPPER (self), FALSE);

  iface = QUEENS_STEPPER_GET_IFACE (self);
  touched = iface->get_touched != NULL && iface->get_touched (self, &square);
  if (out_square != NULL)
    *out_square = square;
  return touched;
}

QueensSquare *
queens_stepper_get_refused (QueensStepper *self,
                            gsize         *out_n)
{
  QueensStepperInterface *iface;

  g_return_val_if_fail (QUEENS_IS_STEPPER (self), NULL);
  g_return_val_if_fail (out_n != NULL, NULL);

  *out_n = 0;
  iface = QUEENS_STEPPER_GET_IFACE (self);
  return iface->get_refused != NULL ? iface->get_refused (self, out_n) : NULL;
}

gboolean
queens_stepper_is_finished (QueensStepper *self)
{
  g_return_val_if_fail (QUEENS_IS_STEPPER (self), FALSE);

  return QUEENS_STEPPER_GET_IFACE (self)->is_finished (self);
}

gboolean
queens_stepper_is_solution (QueensStepper *self)
{
  g_return_val_if_fail (QUEENS_IS_STEPPER (self), FALSE);

  return QUEENS_STEPPER_GET_IFACE (self)->is_solution (self);
}

void
queens_stepper_get_counters (QueensStepper         *self,
                             QueensStepperCounters *out_counters)
{
  g_return_if_fail (QUEENS_IS_STEPPER (self));
  g_return_if_fail (out_counters != NULL);

  *out_counters = (QueensStepperCounters) { 0 };
  QUEENS_STEPPER_GET_IFACE (self)->get_counters (self, out_counters);
}

gboolean
queens_stepper_get_row_counts (QueensStepper *self,
                               guint          row,
                               guint64       *out_tried,
                               guint64       *out_kept)
{
  QueensStepperInterface *iface;
  guint64 tried = 0;
  guint64 kept = 0;
  gboolean counted;

  g_return_val_if_fail (QUEENS_IS_STEPPER (self), FALSE);
  g_return_val_if_fail (row < queens_stepper_get_n (self), FALSE);

  iface = QUEENS_STEPPER_GET_IFACE (self);
  counted = iface->get_row_counts != NULL && iface->get_row_counts (self, row, &tried, &kept);
  if (out_tried != NULL)
    *out_tried = counted ? tried : 0;
  if (out_kept != NULL)
    *out_kept = counted ? kept : 0;
  return counted;
}

const char * const *
queens_stepper_get_code (QueensStepper *self)
{
  QueensStepperInterface *iface;

  g_return_val_if_fail (QUEENS_IS_STEPPER (self), NULL);

  iface = QUEENS_STEPPER_GET_IFACE (self);
  return iface->get_code != NULL ? iface->get_code (self) : NULL;
}

int
queens_stepper_get_code_line (QueensStepper *self)
{
  QueensStepperInterface *iface;

  g_return_val_if_fail (QUEENS_IS_STEPPER (self), -1);

  iface = QUEENS_STEPPER_GET_IFACE (self);
  return iface->get_code_line != NULL ? iface->get_code_line (self) : -1;
}
