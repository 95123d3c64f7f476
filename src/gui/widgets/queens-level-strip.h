/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-level-strip.h: the level breadth-first holds, as a strip of
 * small partial boards
 *
 * Shows as many boards of the level being extended as fit, the one the
 * last try extends framed and kept in view.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-textbook-stepper.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_LEVEL_STRIP (queens_level_strip_get_type ())
G_DECLARE_FINAL_TYPE (QueensLevelStrip, queens_level_strip, QUEENS, LEVEL_STRIP, GtkWidget)

GtkWidget  *queens_level_strip_new          (void);
/* The levels of @stepper (nullable) where it holds some, breadth-first's
 * and louis's; none for any other.  The caller calls
 * gtk_widget_queue_draw() after each step. */
void        queens_level_strip_set_stepper  (QueensLevelStrip             *self,
                                             QueensStepper                *stepper);
/* Whether the stepper set holds levels to show. */
gboolean    queens_level_strip_has_levels   (QueensLevelStrip             *self);
/* The boards drawn at the last draw: first index and how many. */
void        queens_level_strip_get_shown    (QueensLevelStrip             *self,
                                             guint64                      *out_first,
                                             guint                        *out_count);

G_END_DECLS
