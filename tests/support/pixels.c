/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* pixels.c: reading back what cairo drew, for the rendering tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "pixels.h"

const Pixel marker = { 255, 0, 255 };

static guint8
channel_byte (double value)
{
  /* Cairo rounds a colour through 16 bits before keeping the top 8. */
  return (guint8) (((guint) (value * 65535.0 + 0.5)) >> 8);
}

Pixel
pixel_from_color (const QueensRenderColor *color)
{
  Pixel pixel = { channel_byte (color->red), channel_byte (color->green), channel_byte (color->blue) };

  return pixel;
}

Pixel
read_pixel (cairo_surface_t *surface,
            int              x,
            int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 value;
  Pixel pixel;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));

  value = *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4);
  pixel.red = (value >> 16) & 0xff;
  pixel.green = (value >> 8) & 0xff;
  pixel.blue = value & 0xff;

  return pixel;
}

gboolean
pixel_within (Pixel a,
              Pixel b,
              int   steps)
{
  return ABS ((int) a.red - (int) b.red) <= steps
         && ABS ((int) a.green - (int) b.green) <= steps
         && ABS ((int) a.blue - (int) b.blue) <= steps;
}

gboolean
pixel_near (Pixel a,
            Pixel b)
{
  return pixel_within (a, b, 1);
}

gboolean
pixel_close (Pixel a,
             Pixel b)
{
  return pixel_within (a, b, 2);
}

cairo_surface_t *
new_marked_surface (int width,
                    int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, marker.red / 255.0, marker.green / 255.0, marker.blue / 255.0);
  cairo_paint (cr);
  cairo_destroy (cr);

  return surface;
}

guint
count_pixels (cairo_surface_t *surface,
              Pixel            wanted)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint count = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixel_near (read_pixel (surface, x, y), wanted))
        count++;

  return count;
}

Pixel
blend (const QueensRenderColor *under,
       const QueensRenderColor *tint)
{
  QueensRenderColor mixed = {
    tint->red * tint->alpha + under->red * (1 - tint->alpha),
    tint->green * tint->alpha + under->green * (1 - tint->alpha),
    tint->blue * tint->alpha + under->blue * (1 - tint->alpha),
    1.0,
  };

  return pixel_from_color (&mixed);
}

/* WCAG relative luminance of an sRGB channel, 0 to 1. */
static double
channel_luminance (double channel)
{
  return channel <= 0.03928 ? channel / 12.92 : pow ((channel + 0.055) / 1.055, 2.4);
}

double
color_luminance (const QueensRenderColor *color)
{
  return 0.2126 * channel_luminance (color->red)
         + 0.7152 * channel_luminance (color->green)
         + 0.0722 * channel_luminance (color->blue);
}

double
color_contrast (const QueensRenderColor *a,
                const QueensRenderColor *b)
{
  double la = color_luminance (a);
  double lb = color_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

double
pixel_contrast (Pixel a,
                Pixel b)
{
  QueensRenderColor color_a = { a.red / 255.0, a.green / 255.0, a.blue / 255.0, 1.0 };
  QueensRenderColor color_b = { b.red / 255.0, b.green / 255.0, b.blue / 255.0, 1.0 };

  return color_contrast (&color_a, &color_b);
}
