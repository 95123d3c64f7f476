/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-compare-window.h: the textbook methods side by side for one N
 *
 * A table of what each method tries and keeps in all, its solutions, the
 * most boards it holds at once and the time it takes, with a chart of the
 * squares tried per row on a log scale.  The figures come from
 * queens-search-stats, counted on a worker thread; then each method is
 * timed there in turn (queens-method-timing: run for real where that
 * takes seconds, estimated beyond).  Closing the window stops both.
 */
#pragma once

#include <adwaita.h>

#include "queens-method-timing.h"
#include "queens-search-stats.h"

G_BEGIN_DECLS

/* Above this the count takes more than seconds (ten times longer per N). */
#define QUEENS_COMPARE_WINDOW_MAX_N 16u

/* The table's columns. */
typedef enum
{
  QUEENS_COMPARE_COLUMN_METHOD,
  QUEENS_COMPARE_COLUMN_TRIED,
  QUEENS_COMPARE_COLUMN_KEPT,
  QUEENS_COMPARE_COLUMN_SOLUTIONS,
  QUEENS_COMPARE_COLUMN_HELD,
  QUEENS_COMPARE_COLUMN_TIME,
  QUEENS_COMPARE_N_COLUMNS
} QueensCompareColumn;

#define QUEENS_TYPE_COMPARE_WINDOW (queens_compare_window_get_type ())
G_DECLARE_FINAL_TYPE (QueensCompareWindow, queens_compare_window, QUEENS, COMPARE_WINDOW, AdwWindow)

/* Starts counting at once. */
GtkWidget   *queens_compare_window_new          (GtkWindow           *parent,
                                                 guint                n);
/* Whether the figures are in (FALSE while counting or when N is too
 * large). */
gboolean     queens_compare_window_is_ready     (QueensCompareWindow *self);
/* Whether every method's time is in (measured or estimated). */
gboolean     queens_compare_window_is_timed     (QueensCompareWindow *self);
/* The time of @method, NULL until it is in. */
const QueensMethodTiming *
             queens_compare_window_get_timing   (QueensCompareWindow *self,
                                                 QueensSearchMethod   method);
/* Long figures may wrap after a group separator: on screen a zero-width
 * space follows each. */
#define QUEENS_COMPARE_BREAK 0x200B

/* The text of a cell as it reads (@column a QueensCompareColumn), without
 * those spaces. */
const char  *queens_compare_window_get_cell     (QueensCompareWindow *self,
                                                 QueensSearchMethod   method,
                                                 guint                column);
/* What the window says above the table. */
const char  *queens_compare_window_get_status   (QueensCompareWindow *self);

G_END_DECLS
