/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-chart-text.c: the labels of the windows' charts */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-chart-text.h"

char *
queens_chart_power_of_ten (guint exponent)
{
  if (exponent == 0)
    return g_strdup ("1");
  if (exponent == 1)
    return g_strdup ("10");
  return g_strdup_printf ("10<sup>%u</sup>", exponent);
}

static PangoLayout *
chart_layout (GtkWidget  *widget,
              const char *markup)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);

  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

void
queens_chart_label_size (GtkWidget  *widget,
                         const char *markup,
                         int        *out_width,
                         int        *out_height)
{
  g_autoptr(PangoLayout) layout = chart_layout (widget, markup);

  pango_layout_get_pixel_size (layout, out_width, out_height);
}

void
queens_chart_draw_label (GtkWidget  *widget,
                         cairo_t    *cr,
                         const char *markup,
                         double      x,
                         double      y,
                         double      x_anchor,
                         double      y_anchor)
{
  g_autoptr(PangoLayout) layout = chart_layout (widget, markup);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, round (x - x_anchor * width), round (y - y_anchor * height));
  pango_cairo_show_layout (cr, layout);
}
