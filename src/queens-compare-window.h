/* queens-compare-window.h: the textbook methods side by side for one N
 *
 * A table of what each method tries and keeps in all, and the solutions,
 * with a chart of the squares tried per row on a log scale.  The figures
 * come from queens-search-stats, counted on a worker thread; closing the
 * window stops the count.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-search-stats.h"

G_BEGIN_DECLS

/* Above this the count takes more than seconds (ten times longer per N). */
#define QUEENS_COMPARE_WINDOW_MAX_N 16u

#define QUEENS_TYPE_COMPARE_WINDOW (queens_compare_window_get_type ())
G_DECLARE_FINAL_TYPE (QueensCompareWindow, queens_compare_window, QUEENS, COMPARE_WINDOW, GtkWindow)

/* Starts counting at once. */
GtkWidget   *queens_compare_window_new          (GtkWindow           *parent,
                                                 guint                n);
/* Whether the figures are in (FALSE while counting or when N is too
 * large). */
gboolean     queens_compare_window_is_ready     (QueensCompareWindow *self);
/* The text of a cell: @column 0 the method, 1 tried, 2 kept, 3 solutions. */
const char  *queens_compare_window_get_cell     (QueensCompareWindow *self,
                                                 QueensSearchMethod   method,
                                                 guint                column);
/* What the window says above the table. */
const char  *queens_compare_window_get_status   (QueensCompareWindow *self);

G_END_DECLS
