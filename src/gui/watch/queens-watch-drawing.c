/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-drawing.c: the watch page's board and its bars per row */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-render.h"
#include "queens-textbook-stepper.h"
#include "queens-watch-view-private.h"
#include "queens-widget-color.h"

static void
draw_cross (cairo_t                  *cr,
            const QueensRenderLayout *layout,
            guint                     row,
            guint                     column)
{
  double x0 = queens_render_layout_edge_x (layout, column);
  double x1 = queens_render_layout_edge_x (layout, column + 1);
  double y0 = queens_render_layout_edge_y (layout, row);
  double y1 = queens_render_layout_edge_y (layout, row + 1);
  double inset = (x1 - x0) * 0.3;

  cairo_move_to (cr, x0 + inset, y0 + inset);
  cairo_line_to (cr, x1 - inset, y1 - inset);
  cairo_move_to (cr, x1 - inset, y0 + inset);
  cairo_line_to (cr, x0 + inset, y1 - inset);
}

/* Whether the queens above the row being tried never attack each other,
 * so that the squares they attack show where the next one may go: not
 * for min-conflicts, nor for permutations, whose diagonals are tested
 * only once the board is full. */
static gboolean
shows_attacks (QueensStepper *stepper)
{
  if (QUEENS_IS_TEXTBOOK_STEPPER (stepper))
    return queens_textbook_stepper_holds_levels (QUEENS_TEXTBOOK_STEPPER (stepper));
  return !QUEENS_IS_MIN_CONFLICTS_STEPPER (stepper);
}

void
queens_watch_view_draw_board (GtkDrawingArea *area,
                              cairo_t        *cr,
                              int             width,
                              int             height,
                              gpointer        user_data)
{
  QueensWatchView *self = user_data;
  QueensRenderOptions options;
  QueensRenderLayout layout;
  GdkRGBA foreground;
  gboolean dark = queens_widget_is_dark_theme (GTK_WIDGET (area), &foreground);
  gboolean flashing;
  const guint32 *columns;
  g_autofree QueensSquare *highlighted = NULL;
  gsize n_highlighted = 0;
  g_autofree QueensSquare *refused = NULL;
  gsize n_refused = 0;

  if (self->board == NULL || self->stepper == NULL)
    return;

  queens_render_options_init (&options, dark ? QUEENS_RENDER_THEME_DARK : QUEENS_RENDER_THEME_LIGHT);

  /* A solution just met stays on show for a moment. */
  flashing = queens_watch_view_numbers_solutions (self) && self->last_solution > 0
             && g_get_monotonic_time () < self->flash_until;
  columns = flashing ? self->solution_columns : queens_stepper_get_columns (self->stepper);
  options.show_attacks = !flashing && shows_attacks (self->stepper);
  options.show_conflicts = queens_watch_view_shows_attackers (self);

  queens_board_clear (self->board);
  for (guint row = 0; row < self->n; row++)
    if (columns[row] != QUEENS_NO_QUEEN)
      queens_board_place (self->board, row, columns[row]);

  highlighted = g_new (QueensSquare, self->n);
  if (flashing)
    {
      for (guint row = 0; row < self->n; row++)
        {
          highlighted[row].row = row;
          highlighted[row].column = columns[row];
        }
      n_highlighted = self->n;
    }
  else if (self->last_step_shown && queens_stepper_get_touched (self->stepper, &highlighted[0]))
    n_highlighted = 1;
  options.highlighted = highlighted;
  options.n_highlighted = n_highlighted;

  queens_render_board (cr, self->board, &options, 0, 0, width, height);

  /* Crosses on the squares the search looked at and refused. */
  if (!flashing)
    refused = queens_stepper_get_refused (self->stepper, &n_refused);
  if (n_refused > 0)
    {
      queens_render_compute_layout (cr, self->n, &options, 0, 0, width, height, &layout);
      /* Slate, not red: red means a conflict. */
      if (dark)
        cairo_set_source_rgba (cr, 0.82, 0.86, 0.95, 0.85);
      else
        cairo_set_source_rgba (cr, 0.16, 0.22, 0.38, 0.8);
      cairo_set_line_width (cr, MAX (1.0, layout.board_size / self->n / 14));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (gsize i = 0; i < n_refused; i++)
        draw_cross (cr, &layout, refused[i].row, refused[i].column);
      cairo_stroke (cr);
    }
}

/* One bar per row: the squares tried (light) with the ones kept (dark)
 * over them, scaled to the busiest row; for min-conflicts the attackers
 * of each row's queen. */
void
queens_watch_view_draw_tree (GtkDrawingArea *area,
                             cairo_t        *cr,
                             int             width,
                             int             height,
                             gpointer        user_data)
{
  QueensWatchView *self = user_data;
  GdkRGBA foreground;
  gboolean attackers = queens_watch_view_shows_attackers (self);
  double row_height;
  double label_width = 28;
  double text_width = 118;
  double bar_width;
  guint64 largest = 1;
  int current_row;

  queens_widget_get_foreground (GTK_WIDGET (area), &foreground);
  if (self->n == 0 || self->stepper == NULL)
    return;

  row_height = MIN (24.0, (double) height / self->n);
  bar_width = MAX (10.0, width - label_width - text_width);

  for (guint row = 0; row < self->n; row++)
    {
      guint64 value = 0;

      if (attackers)
        value = queens_min_conflicts_stepper_get_row_conflicts (QUEENS_MIN_CONFLICTS_STEPPER (self->stepper), row);
      else
        queens_stepper_get_row_counts (self->stepper, row, &value, NULL);
      largest = MAX (largest, value);
    }
  current_row = queens_stepper_get_row (self->stepper);

  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, MIN (11.0, row_height * 0.75));

  for (guint row = 0; row < self->n; row++)
    {
      double y = row * row_height;
      double bar_height = MAX (1.0, row_height - 3);
      char text[64];

      if ((int) row == current_row)
        {
          cairo_set_source_rgba (cr, 0.95, 0.77, 0.06, 0.35);
          cairo_rectangle (cr, 0, y, width, row_height);
          cairo_fill (cr);
        }

      if (!attackers)
        {
          guint64 tried;
          guint64 kept;

          queens_stepper_get_row_counts (self->stepper, row, &tried, &kept);
          cairo_set_source_rgba (cr, 0.45, 0.55, 0.72, 0.45);
          cairo_rectangle (cr, label_width, y + 1, bar_width * tried / largest, bar_height);
          cairo_fill (cr);
          cairo_set_source_rgba (cr, 0.13, 0.38, 0.75, 0.95);
          cairo_rectangle (cr, label_width, y + 1, bar_width * kept / largest, bar_height);
          cairo_fill (cr);
          g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, kept, tried);
        }
      else
        {
          guint attackers_of_row =
            queens_min_conflicts_stepper_get_row_conflicts (QUEENS_MIN_CONFLICTS_STEPPER (self->stepper), row);

          /* Red here, as on the board: these are conflicts. */
          cairo_set_source_rgba (cr, 0.85, 0.15, 0.15, 0.85);
          cairo_rectangle (cr, label_width, y + 1, bar_width * attackers_of_row / largest, bar_height);
          cairo_fill (cr);
          g_snprintf (text, sizeof text, "%u", attackers_of_row);
        }

      if (row_height >= 8)
        {
          char row_text[16];

          cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue, 0.8);
          g_snprintf (row_text, sizeof row_text, "%u", row + 1);
          cairo_move_to (cr, 2, y + row_height * 0.75);
          cairo_show_text (cr, row_text);
          cairo_move_to (cr, label_width + bar_width + 4, y + row_height * 0.75);
          cairo_show_text (cr, text);
        }
    }
}

QueensSquare *
queens_watch_view_get_rejected (QueensWatchView *self,
                                gsize           *out_n)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);
  g_return_val_if_fail (out_n != NULL, NULL);

  *out_n = 0;
  if (self->stepper == NULL)
    return NULL;
  return queens_stepper_get_refused (self->stepper, out_n);
}
