/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-speed-scale.h: the watch page's speed, as a slider
 *
 * "Speed", a slider over 1, 2, 5 … 1000 steps a second and "as fast as
 * possible" at its right end, and the speed in words.  The slider moves
 * from preset to preset; a speed between presets, set from outside, sits
 * where it belongs on the same scale and the words say it exactly.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_SPEED_SCALE_MAX_SPEED 1000

#define QUEENS_TYPE_SPEED_SCALE (queens_speed_scale_get_type ())
G_DECLARE_FINAL_TYPE (QueensSpeedScale, queens_speed_scale, QUEENS, SPEED_SCALE, GtkWidget)

GtkWidget  *queens_speed_scale_new       (void);

/* Steps a second, 1 .. QUEENS_SPEED_SCALE_MAX_SPEED, or 0 for as fast as
 * possible.  The property "speed" notifies both when it is set and when
 * the slider is moved. */
int         queens_speed_scale_get_speed (QueensSpeedScale *self);
void        queens_speed_scale_set_speed (QueensSpeedScale *self,
                                          int               speed);
/* The speed in words, as the label shows it ("10 steps/s"). */
const char *queens_speed_scale_get_text  (QueensSpeedScale *self);
/* The slider itself: the widget that takes the keys. */
GtkWidget  *queens_speed_scale_get_scale (QueensSpeedScale *self);

G_END_DECLS
