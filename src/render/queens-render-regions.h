/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render-regions.h: a region puzzle as the player sees it
 *
 * Regions in distinct colours with thick borders between them (and, for
 * players who cannot tell the colours apart, the region's letter in each
 * square), the player's crosses and queens, clashing queens in the
 * conflict red, the squares a hint is about, and the cursor.  Cairo only,
 * like the rest of the renderer; the layout is queens-render's.
 */
#pragma once

#include "queens-render.h"

G_BEGIN_DECLS

/* What a square shows besides its region; the marks are those of
 * QueensRegionMark (empty 0, cross 1, queen 2). */
typedef enum
{
  QUEENS_RENDER_REGION_CLASH      = 1 << 0,  /* a queen that clashes */
  QUEENS_RENDER_REGION_AUTO_CROSS = 1 << 1,  /* an empty square a queen rules out */
  QUEENS_RENDER_REGION_HINT       = 1 << 2,  /* a square the hint's reasoning looks at */
  QUEENS_RENDER_REGION_HINT_CROSS = 1 << 3   /* an empty square the hint will cross */
} QueensRenderRegionFlags;

typedef struct
{
  guint          n;
  const guint8  *regions;   /* n × n region numbers, row by row */
  const guint8  *marks;     /* n × n marks */
  const guint8  *flags;     /* n × n QueensRenderRegionFlags, nullable */
  gboolean       letters;   /* each square's region letter */
  gboolean       dark;      /* the dark theme's region colours */
  gboolean       show_cursor;
  guint          cursor_row;
  guint          cursor_column;
} QueensRegionPicture;

/* The fill of region @region (any number: the colours repeat after
 * QUEENS_RENDER_N_REGION_COLORS). */
#define QUEENS_RENDER_N_REGION_COLORS 14
void queens_render_region_color (guint                      region,
                                 gboolean                   dark,
                                 QueensRenderColor         *out_color);

/* Draws @picture into the rectangle with @options' palette, labels and
 * pixel snapping; @out_layout (nullable) receives where the squares went,
 * for hit tests. */
void queens_render_regions      (cairo_t                   *cr,
                                 const QueensRegionPicture *picture,
                                 const QueensRenderOptions *options,
                                 double                     x,
                                 double                     y,
                                 double                     width,
                                 double                     height,
                                 QueensRenderLayout        *out_layout);

G_END_DECLS
