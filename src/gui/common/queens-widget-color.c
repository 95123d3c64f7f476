/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-widget-color.c: a widget's text colour, from its CSS */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-widget-color.h"

void
queens_widget_get_foreground (GtkWidget *widget,
                              GdkRGBA   *out_foreground)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (out_foreground != NULL);

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, out_foreground);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), out_foreground);
#endif
}

gboolean
queens_widget_is_dark_theme (GtkWidget *widget,
                             GdkRGBA   *out_foreground)
{
  GdkRGBA foreground;

  queens_widget_get_foreground (widget, &foreground);
  if (out_foreground != NULL)
    *out_foreground = foreground;

  /* Relative luminance (Rec. 709) of the text colour. */
  return 0.2126 * foreground.red + 0.7152 * foreground.green + 0.0722 * foreground.blue > 0.5;
}
