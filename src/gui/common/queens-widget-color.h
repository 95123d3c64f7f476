/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-widget-color.h: a widget's text colour, from its CSS
 *
 * The board and the watch page draw with cairo and take their colours
 * from the theme through here: GTK 4.10 replaced the style context's
 * colour with gtk_widget_get_color(), and this is the one place that
 * knows which of the two the build has.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The colour @widget draws its text in (its CSS "color"). */
void     queens_widget_get_foreground (GtkWidget *widget,
                                       GdkRGBA   *out_foreground);

/* TRUE when @widget's text is light, that is the theme is dark;
 * @out_foreground (nullable) gets the text colour. */
gboolean queens_widget_is_dark_theme  (GtkWidget *widget,
                                       GdkRGBA   *out_foreground);

G_END_DECLS
