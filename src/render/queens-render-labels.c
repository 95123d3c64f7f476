/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render-labels.c: the coordinates along the board's edges
 *
 * Numbers from the top left, or chess files and ranks, every square or
 * every 2nd, 5th, 10th... when they would crowd; zoomed in, they stick
 * to the edges of what is visible.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-format.h"
#include "queens-render-private.h"

void
queens_render_select_label_font (cairo_t *cr,
                                 double   font_size)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
}

/* Width of the widest label on either axis. */
double
queens_render_widest_label (cairo_t           *cr,
                            guint              n,
                            QueensCoordinates  coordinates)
{
  cairo_text_extents_t extents;
  g_autofree char *number = NULL;
  double widest;

  /* Numbers go up to n; the largest number is never narrower than a
   * smaller one in a sans font with tabular digits, which is close
   * enough for reserving room. */
  number = queens_format_count (n);
  cairo_text_extents (cr, number, &extents);
  widest = extents.x_advance;

  if (queens_coordinates_for_n (coordinates, n) == QUEENS_COORDINATES_CHESS)
    {
      /* 'w', about the widest letter. */
      cairo_text_extents (cr, "w", &extents);
      widest = MAX (widest, extents.x_advance);
    }

  return widest;
}

/* The smallest of 1, 2, 5, 10, 20, 50, ... squares that spans @needed. */
static guint
pick_label_step (double square,
                 double needed)
{
  static const guint multiples[] = { 1, 2, 5 };

  for (guint scale = 1; scale <= G_MAXUINT / 10; scale *= 10)
    for (guint i = 0; i < G_N_ELEMENTS (multiples); i++)
      if (multiples[i] * scale * square >= needed)
        return multiples[i] * scale;

  return G_MAXUINT;
}

/* The band under labels that stick to an edge over the squares: the
 * square colour that stands further from the labels' own. */
static void
set_label_band_source (cairo_t                   *cr,
                       const QueensRenderPalette *palette)
{
  const QueensRenderColor *ink = &palette->coordinates;
  const QueensRenderColor *light = &palette->light_square;
  const QueensRenderColor *dark = &palette->dark_square;
  double ink_grey = 0.2126 * ink->red + 0.7152 * ink->green + 0.0722 * ink->blue;
  double light_grey = 0.2126 * light->red + 0.7152 * light->green + 0.0722 * light->blue;
  double dark_grey = 0.2126 * dark->red + 0.7152 * dark->green + 0.0722 * dark->blue;
  const QueensRenderColor *band = fabs (light_grey - ink_grey) >= fabs (dark_grey - ink_grey)
                                  ? light : dark;

  cairo_set_source_rgba (cr, band->red, band->green, band->blue, 0.9);
}

/* Where the labels go.  Zoomed in, the labels' strips would lie off
 * screen (and far beyond what cairo's coordinates can hold): they stick
 * to the bottom and left edges of the clip instead, over a band that
 * keeps them readable on the squares, and name the rows and columns in
 * view. */
typedef struct
{
  double       clip_x1, clip_y1, clip_x2, clip_y2;
  double       files_top;
  double       ranks_left;
  gboolean     files_visible;
  gboolean     ranks_visible;
  gboolean     files_stuck;
  gboolean     ranks_stuck;
  QueensRenderRange range;
} LabelStrips;

static gboolean
compute_label_strips (cairo_t                  *cr,
                      const QueensRenderLayout *layout,
                      LabelStrips              *strips)
{
  double board_bottom = queens_render_layout_edge_y (layout, layout->n);
  double board_left = queens_render_layout_edge_x (layout, 0);

  if (layout->font_size <= 0.0 || layout->board_size <= 0.0
      || !queens_render_compute_visible_range (cr, layout, &strips->range))
    return FALSE;

  cairo_clip_extents (cr, &strips->clip_x1, &strips->clip_y1, &strips->clip_x2, &strips->clip_y2);
  /* A pixel of slack: snapped edges may leave a strip that fits a hair
   * past the clip, and such a strip stays where it is. */
  strips->files_stuck = board_bottom + layout->margin > strips->clip_y2 + 1.0;
  strips->ranks_stuck = board_left - layout->margin < strips->clip_x1 - 1.0;
  strips->files_top = strips->files_stuck ? strips->clip_y2 - layout->margin : board_bottom;
  strips->ranks_left = strips->ranks_stuck ? strips->clip_x1 : board_left - layout->margin;
  strips->files_visible = strips->files_top + layout->margin > strips->clip_y1
                          && strips->files_top < strips->clip_y2;
  strips->ranks_visible = strips->ranks_left < strips->clip_x2
                          && strips->ranks_left + layout->margin > strips->clip_x1;
  return TRUE;
}

/* Labels every square when they fit, else every 2nd, 5th, 10th, ...
 * square, so that labels never overlap; the label font must be set. */
static GArray *
collect_labels (cairo_t                   *cr,
                const QueensRenderLayout  *layout,
                const QueensRenderOptions *options,
                const LabelStrips         *strips)
{
  guint n = layout->n;
  double square = layout->board_size / n;
  double font_size = layout->font_size;
  double needed_across = queens_render_widest_label (cr, n, options->coordinates) + font_size * 0.6;
  double needed_up = font_size * 1.4;
  guint column_step = pick_label_step (square, needed_across);
  guint row_step = pick_label_step (square, needed_up);
  GArray *labels = g_array_new (FALSE, TRUE, sizeof (QueensRenderLabel));
  const QueensRenderRange *range = &strips->range;

  for (guint column = range->first_column;
       strips->files_visible && column < range->end_column;
       column++)
    {
      guint number = column + 1;
      g_autofree char *text = NULL;
      cairo_text_extents_t extents;
      QueensRenderLabel label = { QUEENS_RENDER_LABEL_COLUMN, column };
      double centre;

      if (number % column_step != 0
          && !(number == 1 && (column_step - 1) * square >= needed_across))
        continue;

      centre = (queens_render_layout_edge_x (layout, column)
                + queens_render_layout_edge_x (layout, column + 1)) / 2;
      /* The corner where both bands meet belongs to the rows. */
      if (strips->ranks_stuck && strips->ranks_visible
          && centre < strips->ranks_left + layout->margin)
        continue;

      /* Numbers grouped as the locale groups them: "100,000". */
      text = queens_coordinates_for_n (options->coordinates, n) == QUEENS_COORDINATES_CHESS
             ? queens_coordinates_column_label (options->coordinates, n, column)
             : queens_format_count (number);
      g_strlcpy (label.text, text, sizeof label.text);
      cairo_text_extents (cr, label.text, &extents);
      label.x = centre - extents.x_bearing - extents.width / 2;
      label.y = strips->files_top + layout->margin / 2 + font_size * 0.35;
      g_array_append_val (labels, label);
    }

  for (guint row = range->first_row; strips->ranks_visible && row < range->end_row; row++)
    {
      guint number = queens_coordinates_row_number (options->coordinates, n, row);
      QueensRenderLabel label = { QUEENS_RENDER_LABEL_ROW, row };
      g_autofree char *text = NULL;
      cairo_text_extents_t extents;
      double centre;

      if (number % row_step != 0 && !(number == 1 && (row_step - 1) * square >= needed_up))
        continue;

      centre = (queens_render_layout_edge_y (layout, row)
                + queens_render_layout_edge_y (layout, row + 1)) / 2;
      if (strips->files_stuck && strips->files_visible
          && centre + font_size * 0.5 > strips->files_top)
        continue;

      text = queens_format_count (number);
      g_strlcpy (label.text, text, sizeof label.text);
      cairo_text_extents (cr, label.text, &extents);
      label.x = strips->ranks_left + layout->margin / 2 - extents.x_bearing - extents.width / 2;
      label.y = centre + font_size * 0.35;
      g_array_append_val (labels, label);
    }

  return labels;
}

GArray *
queens_render_list_labels (cairo_t                   *cr,
                           const QueensRenderLayout  *layout,
                           const QueensRenderOptions *options)
{
  LabelStrips strips;
  GArray *labels;

  g_return_val_if_fail (cr != NULL, NULL);
  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!options->show_coordinates || !compute_label_strips (cr, layout, &strips))
    return g_array_new (FALSE, TRUE, sizeof (QueensRenderLabel));

  cairo_save (cr);
  queens_render_select_label_font (cr, layout->font_size);
  labels = collect_labels (cr, layout, options, &strips);
  cairo_restore (cr);

  return labels;
}

static void
draw_label_bands (cairo_t                   *cr,
                  const QueensRenderLayout  *layout,
                  const QueensRenderOptions *options,
                  const LabelStrips         *strips)
{
  gboolean files_band = strips->files_stuck && strips->files_visible;
  gboolean ranks_band = strips->ranks_stuck && strips->ranks_visible;

  if (!files_band && !ranks_band)
    return;

  set_label_band_source (cr, &options->palette);
  if (files_band)
    cairo_rectangle (cr, strips->clip_x1, strips->files_top,
                     strips->clip_x2 - strips->clip_x1, layout->margin);
  if (ranks_band)
    cairo_rectangle (cr, strips->ranks_left, strips->clip_y1,
                     layout->margin, strips->clip_y2 - strips->clip_y1);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_fill (cr);

  /* A faint rule where a band meets the squares it covers. */
  cairo_set_source_rgba (cr, options->palette.coordinates.red,
                         options->palette.coordinates.green,
                         options->palette.coordinates.blue,
                         options->palette.coordinates.alpha * 0.4);
  cairo_set_line_width (cr, 1.0);
  if (files_band)
    {
      cairo_move_to (cr, strips->clip_x1, floor (strips->files_top) + 0.5);
      cairo_line_to (cr, strips->clip_x2, floor (strips->files_top) + 0.5);
    }
  if (ranks_band)
    {
      cairo_move_to (cr, floor (strips->ranks_left + layout->margin) - 0.5, strips->clip_y1);
      cairo_line_to (cr, floor (strips->ranks_left + layout->margin) - 0.5,
                     files_band ? strips->files_top : strips->clip_y2);
    }
  cairo_stroke (cr);
}

void
queens_render_draw_coordinates (cairo_t                   *cr,
                                const QueensRenderLayout  *layout,
                                const QueensRenderOptions *options)
{
  LabelStrips strips;
  g_autoptr(GArray) labels = NULL;

  if (!compute_label_strips (cr, layout, &strips))
    return;

  cairo_save (cr);
  draw_label_bands (cr, layout, options, &strips);

  queens_render_select_label_font (cr, layout->font_size);
  queens_render_set_source (cr, &options->palette.coordinates);
  labels = collect_labels (cr, layout, options, &strips);
  for (guint i = 0; i < labels->len; i++)
    {
      const QueensRenderLabel *label = &g_array_index (labels, QueensRenderLabel, i);

      cairo_move_to (cr, label->x, label->y);
      cairo_show_text (cr, label->text);
    }

  cairo_restore (cr);
}
