/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* pixels.h: reading back what cairo drew, for the rendering tests
 *
 * Pixels of ARGB32 image surfaces, compared with the palette's colours as
 * cairo rounds them, and WCAG contrast between colours or pixels.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "queens-render.h"

G_BEGIN_DECLS

typedef struct
{
  guint8 red;
  guint8 green;
  guint8 blue;
} Pixel;

/* A colour the renderer never uses: what a marked surface is filled with. */
extern const Pixel marker;

/* The pixel @color paints, opaque, after cairo's rounding. */
Pixel            pixel_from_color   (const QueensRenderColor *color);
Pixel            read_pixel         (cairo_surface_t         *surface,
                                     int                      x,
                                     int                      y);
/* Equal but for @steps steps per channel. */
gboolean         pixel_within       (Pixel                    a,
                                     Pixel                    b,
                                     int                      steps);
/* Equal but for one step per channel (rounding). */
gboolean         pixel_near         (Pixel                    a,
                                     Pixel                    b);
/* Equal but for two steps per channel (blending). */
gboolean         pixel_close        (Pixel                    a,
                                     Pixel                    b);
/* A surface of @width by @height filled with the marker. */
cairo_surface_t *new_marked_surface (int                      width,
                                     int                      height);
guint            count_pixels       (cairo_surface_t         *surface,
                                     Pixel                    wanted);
/* @tint laid over @under with its alpha, as cairo's OVER does. */
Pixel            blend              (const QueensRenderColor *under,
                                     const QueensRenderColor *tint);

/* WCAG 2 relative luminance of an opaque colour, 0 to 1. */
double           color_luminance    (const QueensRenderColor *color);
/* WCAG 2 contrast ratio, 1 to 21, of two opaque colours or pixels. */
double           color_contrast     (const QueensRenderColor *a,
                                     const QueensRenderColor *b);
double           pixel_contrast     (Pixel                    a,
                                     Pixel                    b);

G_END_DECLS
