/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-chart-text.h: the labels of the windows' charts
 *
 * The Table of Counts and Compare Methods draw their charts with cairo;
 * their axis labels are set with the widget's own font through Pango,
 * powers of ten as 10 with a raised exponent.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* "1", "10", then 10 with @exponent raised: Pango markup. */
char *queens_chart_power_of_ten (guint exponent);

/* Draws @markup in the current source colour with its anchor at @x, @y:
 * @x_anchor and @y_anchor 0 for its left or top edge, 0.5 its middle, 1
 * its right or bottom edge. */
void  queens_chart_draw_label   (GtkWidget  *widget,
                                 cairo_t    *cr,
                                 const char *markup,
                                 double      x,
                                 double      y,
                                 double      x_anchor,
                                 double      y_anchor);

/* The size @markup takes in @widget's font. */
void  queens_chart_label_size   (GtkWidget  *widget,
                                 const char *markup,
                                 int        *out_width,
                                 int        *out_height);

G_END_DECLS
