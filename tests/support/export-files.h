/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-files.h: reading exported boards back, for the tests
 *
 * PNG pixels through cairo; SVG colours as cairo writes them (1.16 and
 * 1.18 space them differently); PDF pages counted by export-check.h.  A
 * board fills the image (no coordinates), row 0 at the top.
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "board-geometry.h"
#include "export-check.h"
#include "queens-render.h"

G_BEGIN_DECLS

/* 0xAARRGGBB at (@x, @y) of premultiplied BGRA bytes (cairo's ARGB32 in
 * memory), @stride bytes a row. */
guint32  pixel_at               (const guint8              *data,
                                 gsize                      stride,
                                 int                        x,
                                 int                        y);
/* An @n-board filling a @size-pixel image shows a queen exactly on
 * (r, @columns[r]): each square's centre against an empty square of its
 * colour. */
void     assert_pixels_show     (const guint8              *data,
                                 gsize                      stride,
                                 int                        size,
                                 guint                      n,
                                 const guint32             *columns);
/* The same for the PNG file at @path, which is @size pixels square. */
void     assert_png_shows       (const char                *path,
                                 int                        size,
                                 guint                      n,
                                 const guint32             *columns);
/* An empty light and an empty dark square of the PNG have @palette's
 * square colours. */
void     assert_png_squares_are (const char                *path,
                                 int                        size,
                                 guint                      n,
                                 const guint32             *columns,
                                 const QueensRenderPalette *palette);

/* Whether the SVG text @svg paints with @color somewhere. */
gboolean svg_has_color          (const char                *svg,
                                 const QueensRenderColor   *color);
void     assert_svg_has_color   (const char                *svg,
                                 const QueensRenderColor   *color);

G_END_DECLS
