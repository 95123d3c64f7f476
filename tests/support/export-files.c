/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-files.c: reading exported boards back, for the tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "export-files.h"

/* ------------------------------------------------------------------ */
/* PNG                                                                 */
/* ------------------------------------------------------------------ */

/* 0xAARRGGBB from premultiplied BGRA bytes (cairo's ARGB32 in memory). */
guint32
pixel_at (const guint8 *data,
          gsize         stride,
          int           x,
          int           y)
{
  guint32 pixel;

  memcpy (&pixel, data + (gsize) y * stride + (gsize) x * 4, sizeof pixel);
  return pixel;
}

/* An n-board filling a @size-pixel square image shows a queen exactly on
 * (r, @columns[r]): each centre against the centre of an empty square of
 * the same colour. */
void
assert_pixels_show (const guint8  *data,
                    gsize          stride,
                    int            size,
                    guint          n,
                    const guint32 *columns)
{
  guint32 reference[2] = { 0, 0 };
  gboolean have_reference[2] = { FALSE, FALSE };
  int x, y;

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (columns[row] != column && !have_reference[(row + column) % 2])
        {
          square_centre (size, n, row, column, &x, &y);
          reference[(row + column) % 2] = pixel_at (data, stride, x, y);
          have_reference[(row + column) % 2] = TRUE;
        }

  g_assert_true (have_reference[0] && have_reference[1]);
  g_assert_cmphex (reference[0], !=, reference[1]);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        gboolean queen = columns[row] == column;

        square_centre (size, n, row, column, &x, &y);
        if ((pixel_at (data, stride, x, y) != reference[(row + column) % 2]) != queen)
          g_error ("row %u, column %u (1-based): expected %s", row + 1, column + 1,
                   queen ? "a queen" : "no queen");
      }
}

void
assert_png_shows (const char    *path,
                  int            size,
                  guint          n,
                  const guint32 *columns)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, size);
  cairo_surface_flush (image);
  assert_pixels_show (cairo_image_surface_get_data (image),
                      (gsize) cairo_image_surface_get_stride (image), size, n, columns);
  cairo_surface_destroy (image);
}

/* @pixel (0xAARRGGBB) is @color, opaque, give or take cairo's rounding. */
static void
assert_pixel_is (guint32                  pixel,
                 const QueensRenderColor *color,
                 const char              *what)
{
  const double channels[] = { color->red, color->green, color->blue };

  g_test_message ("%s: %08x", what, pixel);
  g_assert_cmphex (pixel >> 24, ==, 0xff);
  for (guint i = 0; i < G_N_ELEMENTS (channels); i++)
    {
      int expected = (int) (channels[i] * 255.0 + 0.5);
      int found = (int) ((pixel >> (16 - 8 * i)) & 0xff);

      if (ABS (found - expected) > 1)
        g_error ("%s: pixel %08x, channel %u is %d, the palette says %d",
                 what, pixel, i, found, expected);
    }
}

/* The centres of an empty light and an empty dark square of an n-board
 * filling the image have @palette's square colours. */
void
assert_png_squares_are (const char                *path,
                        int                        size,
                        guint                      n,
                        const guint32             *columns,
                        const QueensRenderPalette *palette)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  const guint8 *data;
  gsize stride;
  gboolean checked[2] = { FALSE, FALSE };

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  stride = (gsize) cairo_image_surface_get_stride (image);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        /* The bottom-left square is dark, as in chess. */
        gboolean dark = (row + column) % 2 == (n - 1) % 2;
        int x, y;

        if (columns[row] == column || checked[dark])
          continue;
        square_centre (size, n, row, column, &x, &y);
        assert_pixel_is (pixel_at (data, stride, x, y),
                         dark ? &palette->dark_square : &palette->light_square,
                         dark ? "a dark square" : "a light square");
        checked[dark] = TRUE;
      }

  g_assert_true (checked[0] && checked[1]);
  cairo_surface_destroy (image);
}

/* ------------------------------------------------------------------ */
/* SVG                                                                 */
/* ------------------------------------------------------------------ */

/* How cairo's SVG writer spells @color: "rgb(46.27451%,58.823529%,33.72549%)"
 * (cairo 1.18 puts a space after each comma; svg_has_color() drops them). */
static char *
svg_rgb (const QueensRenderColor *color)
{
  const double channels[] = { color->red, color->green, color->blue };
  GString *text = g_string_new ("rgb(");

  for (guint i = 0; i < G_N_ELEMENTS (channels); i++)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      char *end;

      g_ascii_formatd (number, sizeof number, "%f", channels[i] * 100.0);
      end = number + strlen (number) - 1;
      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
      g_string_append_printf (text, "%s%s%%", i > 0 ? "," : "", number);
    }

  g_string_append_c (text, ')');
  return g_string_free (text, FALSE);
}

/* Whether @svg paints with @color somewhere. */
gboolean
svg_has_color (const char              *svg,
               const QueensRenderColor *color)
{
  g_autofree char *wanted = svg_rgb (color);
  g_autoptr(GString) packed = g_string_new (svg);

  g_string_replace (packed, ", ", ",", 0);
  return strstr (packed->str, wanted) != NULL;
}

void
assert_svg_has_color (const char              *svg,
                      const QueensRenderColor *color)
{
  if (!svg_has_color (svg, color))
    {
      g_autofree char *wanted = svg_rgb (color);

      g_error ("the SVG has no %s", wanted);
    }
}
