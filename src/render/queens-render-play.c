/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-render-play.c: the marks of free play
 *
 * A dot on each attacked empty square (a tint where squares are too
 * small for one), red lines between the queens in conflict, one cursor
 * frame, and the note on a solved board.  Each costs what is visible,
 * but for the cases queens_render_board() documents.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "queens-render-private.h"

/* From this many pixels a square carries an attack dot of this radius
 * (in squares); smaller ones are tinted. */
#define ATTACK_DOT_MIN_PIXELS 8.0
#define ATTACK_DOT_RADIUS     0.10

/* The attack colour as a tint, for squares too small for a dot. */
static void
set_source_tint (cairo_t                 *cr,
                 const QueensRenderColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue,
                         color->alpha * QUEENS_RENDER_ATTACK_TINT_ALPHA);
}

/* Cuts the segment (x0, y0)-(x1, y1) to the clip grown by @margin
 * (Liang-Barsky); FALSE when nothing of it is left. */
static gboolean
clip_segment (cairo_t *cr,
              double   margin,
              double  *x0,
              double  *y0,
              double  *x1,
              double  *y1)
{
  double clip_x1, clip_y1, clip_x2, clip_y2;
  double dx = *x1 - *x0;
  double dy = *y1 - *y0;
  double enter = 0.0, leave = 1.0;
  double p[4], q[4];

  cairo_clip_extents (cr, &clip_x1, &clip_y1, &clip_x2, &clip_y2);
  p[0] = -dx; q[0] = *x0 - (clip_x1 - margin);
  p[1] = dx;  q[1] = (clip_x2 + margin) - *x0;
  p[2] = -dy; q[2] = *y0 - (clip_y1 - margin);
  p[3] = dy;  q[3] = (clip_y2 + margin) - *y0;

  for (guint i = 0; i < 4; i++)
    {
      if (p[i] == 0.0)
        {
          if (q[i] < 0.0)
            return FALSE;
          continue;
        }
      if (p[i] < 0.0)
        enter = MAX (enter, q[i] / p[i]);
      else
        leave = MIN (leave, q[i] / p[i]);
    }

  if (enter > leave)
    return FALSE;

  *x1 = *x0 + leave * dx;
  *y1 = *y0 + leave * dy;
  *x0 = *x0 + enter * dx;
  *y0 = *y0 + enter * dy;
  return TRUE;
}

static int
compare_guint (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static void
append_square (cairo_t                  *cr,
               const QueensRenderLayout *layout,
               guint                     row,
               guint                     first_column,
               guint                     end_column)
{
  double x0 = queens_render_layout_edge_x (layout, first_column);
  double x1 = queens_render_layout_edge_x (layout, end_column);
  double y0 = queens_render_layout_edge_y (layout, row);
  double y1 = queens_render_layout_edge_y (layout, row + 1);

  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
}

static void
square_centre (const QueensRenderLayout *layout,
               guint                     row,
               guint                     column,
               double                   *out_x,
               double                   *out_y)
{
  *out_x = (queens_render_layout_edge_x (layout, column)
            + queens_render_layout_edge_x (layout, column + 1)) / 2;
  *out_y = (queens_render_layout_edge_y (layout, row)
            + queens_render_layout_edge_y (layout, row + 1)) / 2;
}

static gboolean
square_is_attacked_empty (QueensBoard *board,
                          guint        row,
                          guint        column)
{
  return queens_board_is_attacked (board, row, column)
         && !queens_board_has_queen (board, row, column);
}

/* Squares of a few pixels: one rectangle per run of attacked squares in
 * a row, to be tinted; O(visible squares), which is O(pixels) here. */
static void
append_attack_runs (cairo_t                  *cr,
                    const QueensRenderLayout *layout,
                    QueensBoard              *board,
                    const QueensRenderRange  *range)
{
  for (guint row = range->first_row; row < range->end_row; row++)
    {
      guint column = range->first_column;

      while (column < range->end_column)
        {
          guint run_end;

          if (!square_is_attacked_empty (board, row, column))
            {
              column++;
              continue;
            }

          run_end = column + 1;
          while (run_end < range->end_column && square_is_attacked_empty (board, row, run_end))
            run_end++;

          append_square (cr, layout, row, column, run_end);
          column = run_end;
        }
    }
}

/* Squares big enough for a dot: one in the middle of each attacked empty
 * square, so the square keeps its own colour around it and the checker
 * stays readable.  O(visible squares). */
static void
append_attack_dots (cairo_t                  *cr,
                    const QueensRenderLayout *layout,
                    QueensBoard              *board,
                    const QueensRenderRange  *range)
{
  double square = layout->board_size / layout->n;
  double radius = MAX (square * ATTACK_DOT_RADIUS, 1.5 * queens_render_layout_device_pixel (layout));

  for (guint row = range->first_row; row < range->end_row; row++)
    for (guint column = range->first_column; column < range->end_column; column++)
      {
        double x, y;

        if (!square_is_attacked_empty (board, row, column))
          continue;

        square_centre (layout, row, column, &x, &y);
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      }
}

/* Longest side of the attack mask, in mask pixels. */
#define ATTACK_MASK_MAX_SIDE 8192

/* Squares smaller than a pixel: a queen's lines are marked in pixel space
 * straight from the queen list, each one pixel wide, so that no line is
 * lost between two samples however many rows a pixel holds.  A pixel is
 * tinted when one of the lines through its centre is busy: O(Q + pixels),
 * whatever n is.  The result is a mask the tint is painted through. */
static void
draw_attacks_by_pixels (cairo_t                   *cr,
                        const QueensRenderLayout  *layout,
                        const QueensRenderOptions *options,
                        GArray                    *queens,
                        const QueensRenderRange   *range)
{
  double scale = layout->pixel_scale > 0.0 ? layout->pixel_scale : 1.0;
  double board_left = queens_render_layout_edge_x (layout, 0);
  double board_top = queens_render_layout_edge_y (layout, 0);
  double board_side = queens_render_layout_edge_x (layout, layout->n) - board_left;
  double left = queens_render_layout_edge_x (layout, range->first_column);
  double right = queens_render_layout_edge_x (layout, range->end_column);
  double top = queens_render_layout_edge_y (layout, range->first_row);
  double bottom = queens_render_layout_edge_y (layout, range->end_row);
  double squares_per_pixel;
  g_autofree guint8 *row_busy = NULL;
  g_autofree guint8 *column_busy = NULL;
  g_autofree guint8 *diagonal_busy = NULL;
  g_autofree guint8 *antidiagonal_busy = NULL;
  cairo_surface_t *mask;
  cairo_pattern_t *pattern;
  guint8 *data;
  int stride;
  int first_x, first_y, width, height;

  scale = MIN (scale, ATTACK_MASK_MAX_SIDE / MAX (board_side, 1.0));
  squares_per_pixel = layout->n / (board_side * scale);

  /* The visible part, in pixels counted from the board's corner. */
  first_x = (int) floor ((left - board_left) * scale);
  first_y = (int) floor ((top - board_top) * scale);
  width = (int) ceil ((right - board_left) * scale) - first_x;
  height = (int) ceil ((bottom - board_top) * scale) - first_y;
  if (width <= 0 || height <= 0)
    return;

  row_busy = g_malloc0 (height);
  column_busy = g_malloc0 (width);
  /* Pixel (x, y) lies on diagonal y - x and antidiagonal x + y. */
  diagonal_busy = g_malloc0 (width + height);
  antidiagonal_busy = g_malloc0 (width + height);

  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *queen = &g_array_index (queens, QueensSquare, i);
      double centre_x = (queen->column + 0.5) / squares_per_pixel;
      double centre_y = (queen->row + 0.5) / squares_per_pixel;
      gint64 x = (gint64) floor (centre_x) - first_x;
      gint64 y = (gint64) floor (centre_y) - first_y;
      /* Through the centres of the pixels: y - x and x + y + 1 measured
       * from the board's corner, moved to the visible part's indices. */
      gint64 diagonal = (gint64) floor (centre_y - centre_x + 0.5) - first_y + first_x + (width - 1);
      gint64 antidiagonal = (gint64) floor (centre_x + centre_y - 1 + 0.5) - first_x - first_y;

      if (y >= 0 && y < height)
        row_busy[y] = 1;
      if (x >= 0 && x < width)
        column_busy[x] = 1;
      if (diagonal >= 0 && diagonal < width + height - 1)
        diagonal_busy[diagonal] = 1;
      if (antidiagonal >= 0 && antidiagonal < width + height - 1)
        antidiagonal_busy[antidiagonal] = 1;
    }

  mask = cairo_image_surface_create (CAIRO_FORMAT_A8, width, height);
  cairo_surface_flush (mask);
  data = cairo_image_surface_get_data (mask);
  stride = cairo_image_surface_get_stride (mask);

  for (int y = 0; y < height; y++)
    {
      guint8 *line = data + (gsize) y * stride;

      for (int x = 0; x < width; x++)
        {
          gboolean attacked = row_busy[y] || column_busy[x]
                              || diagonal_busy[y - x + width - 1]
                              || antidiagonal_busy[x + y];

          line[x] = attacked ? 0xff : 0x00;
        }
    }
  cairo_surface_mark_dirty (mask);

  cairo_save (cr);
  cairo_rectangle (cr, left, top, right - left, bottom - top);
  cairo_clip (cr);
  cairo_translate (cr, board_left, board_top);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  pattern = cairo_pattern_create_for_surface (mask);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  {
    cairo_matrix_t offset;

    /* The mask starts at the visible part, not at the board's corner. */
    cairo_matrix_init_translate (&offset, -first_x, -first_y);
    cairo_pattern_set_matrix (pattern, &offset);
  }
  set_source_tint (cr, &options->palette.attacked);
  cairo_mask (cr, pattern);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);

  cairo_surface_destroy (mask);
}

/* Dots on squares that hold one; smaller squares of a pixel or more are
 * tinted one by one (O(visible squares), which is O(pixels) here), and
 * smaller ones through the pixel mask. */
void
queens_render_draw_ruled_out (cairo_t                   *cr,
                              const QueensRenderLayout  *layout,
                              const QueensRenderOptions *options,
                              QueensBoard               *board)
{
  double line_width = MAX (1.5 * queens_render_layout_device_pixel (layout), layout->board_size / layout->n * 0.05);
  gsize i;

  if (options->ruled_out == NULL || options->n_ruled_out == 0)
    return;

  /* The attack dots' colour: it stands out of both square colours. */
  for (i = 0; i < options->n_ruled_out; i++)
    {
      const QueensSquare *square = &options->ruled_out[i];
      double x0, y0, x1, y1, inset;

      if (square->row >= layout->n || square->column >= layout->n
          || queens_board_has_queen (board, square->row, square->column))
        continue;

      x0 = queens_render_layout_edge_x (layout, square->column);
      x1 = queens_render_layout_edge_x (layout, square->column + 1);
      y0 = queens_render_layout_edge_y (layout, square->row);
      y1 = queens_render_layout_edge_y (layout, square->row + 1);
      inset = (x1 - x0) * 0.32;
      cairo_move_to (cr, x0 + inset, y0 + inset);
      cairo_line_to (cr, x1 - inset, y1 - inset);
      cairo_move_to (cr, x1 - inset, y0 + inset);
      cairo_line_to (cr, x0 + inset, y1 - inset);
    }

  cairo_save (cr);
  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  queens_render_set_source (cr, &options->palette.attacked);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
queens_render_draw_attacks (cairo_t                   *cr,
                            const QueensRenderLayout  *layout,
                            const QueensRenderOptions *options,
                            QueensBoard               *board,
                            GArray                    *queens,
                            const QueensRenderRange   *range)
{
  double square_pixels = queens_render_layout_square_pixels (layout);

  if (queens_board_get_n_queens (board) == 0)
    return;

  cairo_new_path (cr);
  if (square_pixels >= ATTACK_DOT_MIN_PIXELS)
    {
      append_attack_dots (cr, layout, board, range);
      queens_render_set_source (cr, &options->palette.attacked);
      cairo_fill (cr);
    }
  else if (square_pixels >= 1.0)
    {
      append_attack_runs (cr, layout, board, range);
      set_source_tint (cr, &options->palette.attacked);
      cairo_fill (cr);
    }
  else
    {
      draw_attacks_by_pixels (cr, layout, options, queens, range);
    }
}

typedef struct
{
  guint first;   /* indices into the queen list: the two ends of the line */
  guint last;
} LineSpan;

/* Every queen that shares a line with another is joined to the farthest
 * one along that line by a single segment, which covers every pair on
 * the line: O(Q) segments however crowded a line is. */
void
queens_render_draw_conflict_lines (cairo_t                   *cr,
                                   const QueensRenderLayout  *layout,
                                   const QueensRenderOptions *options,
                                   QueensBoard               *board,
                                   GArray                    *queens)
{
  static const QueensLine lines[] = {
    QUEENS_LINE_ROW, QUEENS_LINE_COLUMN, QUEENS_LINE_DIAGONAL, QUEENS_LINE_ANTIDIAGONAL,
  };
  guint n = layout->n;
  double square = layout->board_size / n;
  double pixel = queens_render_layout_device_pixel (layout);
  g_autoptr(GHashTable) span_of_line = NULL;
  g_autoptr(GArray) spans = NULL;
  double clip_x1, clip_y1, clip_x2, clip_y2;
  double line_width;
  double reach;

  if (queens_board_get_n_conflicts (board) == 0)
    return;

  span_of_line = g_hash_table_new (NULL, NULL);
  spans = g_array_new (FALSE, FALSE, sizeof (LineSpan));

  /* The list is sorted by row, then column: the first queen met on a line
   * is one end of it and the last one met is the other. */
  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *queen = &g_array_index (queens, QueensSquare, i);

      for (guint k = 0; k < G_N_ELEMENTS (lines); k++)
        {
          gsize index;
          gpointer key;
          gpointer value;

          if (queens_board_count_on_line (board, lines[k], queen->row, queen->column) < 2)
            continue;

          switch (lines[k])
            {
            case QUEENS_LINE_ROW:
              index = queen->row;
              break;
            case QUEENS_LINE_COLUMN:
              index = queen->column;
              break;
            case QUEENS_LINE_DIAGONAL:
              index = (gsize) queen->row + n - 1 - queen->column;
              break;
            case QUEENS_LINE_ANTIDIAGONAL:
            default:
              index = (gsize) queen->row + queen->column;
              break;
            }

          key = GSIZE_TO_POINTER (index * G_N_ELEMENTS (lines) + k + 1);
          value = g_hash_table_lookup (span_of_line, key);
          if (value == NULL)
            {
              LineSpan span = { i, i };

              g_array_append_val (spans, span);
              g_hash_table_insert (span_of_line, key, GUINT_TO_POINTER (spans->len));
            }
          else
            {
              g_array_index (spans, LineSpan, GPOINTER_TO_UINT (value) - 1).last = i;
            }
        }
    }

  cairo_clip_extents (cr, &clip_x1, &clip_y1, &clip_x2, &clip_y2);
  cairo_new_path (cr);
  line_width = MAX (square * 0.09, 1.5 * pixel);
  reach = line_width + square;

  for (guint i = 0; i < spans->len; i++)
    {
      const LineSpan *span = &g_array_index (spans, LineSpan, i);
      const QueensSquare *first = &g_array_index (queens, QueensSquare, span->first);
      const QueensSquare *last = &g_array_index (queens, QueensSquare, span->last);
      double x0, y0, x1, y1;

      square_centre (layout, first->row, first->column, &x0, &y0);
      square_centre (layout, last->row, last->column, &x1, &y1);

      /* Far off the visible part: nothing to draw; else only the
       * visible piece, which also keeps cairo's coordinates small. */
      if (MAX (x0, x1) < clip_x1 - reach || MIN (x0, x1) > clip_x2 + reach
          || MAX (y0, y1) < clip_y1 - reach || MIN (y0, y1) > clip_y2 + reach
          || !clip_segment (cr, reach, &x0, &y0, &x1, &y1))
        continue;

      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
    }

  cairo_set_line_width (cr, line_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  queens_render_set_source (cr, &options->palette.conflict);
  cairo_stroke (cr);
}

void
queens_render_draw_cursor (cairo_t                  *cr,
                           const QueensRenderLayout *layout,
                           guint                     row,
                           guint                     column,
                           const QueensRenderColor  *color)
{
  double pixel = queens_render_layout_device_pixel (layout);
  double x0 = queens_render_layout_edge_x (layout, column);
  double x1 = queens_render_layout_edge_x (layout, column + 1);
  double y0 = queens_render_layout_edge_y (layout, row);
  double y1 = queens_render_layout_edge_y (layout, row + 1);
  double width = MAX ((x1 - x0) * 0.08, 2 * pixel);
  double min_side = 10 * pixel;

  /* Tiny squares get a frame big enough to find. */
  if (x1 - x0 < min_side)
    {
      double centre = (x0 + x1) / 2;

      x0 = centre - min_side / 2;
      x1 = centre + min_side / 2;
    }
  if (y1 - y0 < min_side)
    {
      double centre = (y0 + y1) / 2;

      y0 = centre - min_side / 2;
      y1 = centre + min_side / 2;
    }

  cairo_new_path (cr);
  cairo_rectangle (cr, x0 + width / 2, y0 + width / 2, x1 - x0 - width, y1 - y0 - width);

  /* A dark edge on both sides keeps a light frame readable on light
   * squares. */
  cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.75);
  cairo_set_line_width (cr, width + 2 * pixel);
  cairo_stroke_preserve (cr);

  queens_render_set_source (cr, color);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* A band of @rows rows from @first_row holding no queen in columns
 * @first_column .. @end_column - 1 wide enough for @columns_needed
 * columns: FALSE, or the free run's ends.  O(rows + their queens). */
static gboolean
find_free_run (QueensBoard *board,
               guint        first_row,
               guint        rows,
               guint        first_column,
               guint        end_column,
               guint        columns_needed,
               guint       *out_start,
               guint       *out_end)
{
  g_autoptr(GArray) queens = queens_board_list_queens_in_rows (board, first_row, first_row + rows);
  g_autofree guint *taken = g_new (guint, queens->len + 1);
  guint n_taken = 0;
  guint best_start = 0, best_end = 0;
  guint start = first_column;

  for (guint i = 0; i < queens->len; i++)
    taken[n_taken++] = g_array_index (queens, QueensSquare, i).column;
  qsort (taken, n_taken, sizeof (guint), compare_guint);
  taken[n_taken] = end_column;

  /* The widest run between two taken columns (or the range's ends). */
  for (guint i = 0; i <= n_taken; i++)
    {
      guint stop = MIN (MAX (taken[i], first_column), end_column);

      if (stop > start && stop - start > best_end - best_start)
        {
          best_start = start;
          best_end = stop;
        }
      start = MAX (start, MIN (taken[i] + 1, end_column));
    }

  if (best_end - best_start < columns_needed)
    return FALSE;

  *out_start = best_start;
  *out_end = best_end;
  return TRUE;
}

/* Where the solved note goes: its centre.  In the middle of the visible
 * part of the board, moved to the nearest band of rows with a run of
 * squares wide enough and free of queens, when squares are big enough to
 * look for one; the note is drawn under the queens either way. */
static void
place_solved_note (const QueensRenderLayout *layout,
                   QueensBoard              *board,
                   const QueensRenderRange  *range,
                   double                    width,
                   double                    height,
                   double                   *out_x,
                   double                   *out_y)
{
  double square = layout->board_size / layout->n;
  double left = queens_render_layout_edge_x (layout, range->first_column);
  double right = queens_render_layout_edge_x (layout, range->end_column);
  double top = queens_render_layout_edge_y (layout, range->first_row);
  double bottom = queens_render_layout_edge_y (layout, range->end_row);
  guint rows_needed = (guint) ceil (height / square);
  guint columns_needed = (guint) ceil (width / square) + 1;
  guint visible_rows = range->end_row - range->first_row;
  guint middle;

  *out_x = (MAX (left, layout->board_x) + MIN (right, layout->board_x + layout->board_size)) / 2;
  *out_y = (MAX (top, layout->board_y) + MIN (bottom, layout->board_y + layout->board_size)) / 2;

  /* Bands of a few rows only: beyond, queens are dots the note's plate
   * cannot hide anyway. */
  if (queens_render_layout_square_pixels (layout) < DISC_MIN_PIXELS || rows_needed > 6
      || rows_needed > visible_rows)
    return;

  middle = range->first_row + (visible_rows - rows_needed) / 2;
  for (guint step = 0; step <= visible_rows - rows_needed; step++)
    {
      /* middle, middle + 1, middle - 1, middle + 2, ... */
      gint64 offset = step % 2 == 1 ? (gint64) (step + 1) / 2 : -(gint64) (step / 2);
      gint64 first = (gint64) middle + offset;
      guint run_start, run_end;

      if (first < range->first_row || first + rows_needed > range->end_row)
        continue;

      if (find_free_run (board, (guint) first, rows_needed, range->first_column,
                         range->end_column, columns_needed, &run_start, &run_end))
        {
          *out_x = (queens_render_layout_edge_x (layout, run_start)
                    + queens_render_layout_edge_x (layout, run_end)) / 2;
          *out_y = (queens_render_layout_edge_y (layout, (guint) first)
                    + queens_render_layout_edge_y (layout, (guint) first + rows_needed)) / 2;
          return;
        }
    }
}

/* A plate with a check mark and @options->solved_note, sized to the
 * squares but readable on any board. */
void
queens_render_draw_solved_note (cairo_t                   *cr,
                                const QueensRenderLayout  *layout,
                                const QueensRenderOptions *options,
                                QueensBoard               *board,
                                const QueensRenderRange   *range)
{
  const QueensRenderPalette *palette = &options->palette;
  double pixel = queens_render_layout_device_pixel (layout);
  double square = layout->board_size / layout->n;
  double visible_width = queens_render_layout_edge_x (layout, range->end_column)
                         - queens_render_layout_edge_x (layout, range->first_column);
  double font_size = CLAMP (square * 0.42, 13 * pixel, 24 * pixel);
  cairo_text_extents_t extents;
  double mark, padding, width, height, x, y;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, font_size);
  cairo_text_extents (cr, options->solved_note, &extents);

  mark = font_size * 0.9;
  padding = font_size * 0.7;
  width = padding + mark + font_size * 0.4 + extents.x_advance + padding;
  height = font_size * 2.0;

  /* A board drawn too small for the note goes without it. */
  if (width > visible_width || height * 2 > visible_width)
    {
      cairo_restore (cr);
      return;
    }

  place_solved_note (layout, board, range, width, height, &x, &y);
  x -= width / 2;
  y -= height / 2;

  cairo_new_path (cr);
  cairo_arc (cr, x + height / 2, y + height / 2, height / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + width - height / 2, y + height / 2, height / 2, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  queens_render_set_source (cr, &palette->note_fill);
  cairo_fill (cr);

  cairo_move_to (cr, x + padding, y + height * 0.52);
  cairo_line_to (cr, x + padding + mark * 0.36, y + height * 0.52 + mark * 0.34);
  cairo_line_to (cr, x + padding + mark, y + height * 0.52 - mark * 0.42);
  cairo_set_line_width (cr, font_size * 0.18);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  queens_render_set_source (cr, &palette->note_mark);
  cairo_stroke (cr);

  cairo_move_to (cr, x + padding + mark + font_size * 0.4 - extents.x_bearing,
                 y + height / 2 - extents.y_bearing - extents.height / 2);
  queens_render_set_source (cr, &palette->note_ink);
  cairo_show_text (cr, options->solved_note);
  cairo_restore (cr);
}
