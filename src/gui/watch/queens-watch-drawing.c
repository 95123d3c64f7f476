/* queens-watch-drawing.c: the watch page's board and its bars per row */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-render.h"
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

/* Crosses on the squares the search looked at and refused: in the row of
 * the last step, those left of its queen (or of the queen just taken
 * back), and the whole next row when it has nothing left to offer. */
static void
draw_rejected (QueensWatchView          *self,
               cairo_t                  *cr,
               const QueensRenderLayout *layout)
{
  gsize n_rejected = 0;
  g_autofree QueensSquare *rejected = queens_watch_view_get_rejected (self, &n_rejected);

  for (gsize i = 0; i < n_rejected; i++)
    draw_cross (cr, layout, rejected[i].row, rejected[i].column);
}

/* A textbook method's try that was refused: crossed out where it stands. */
static void
draw_refused_try (QueensWatchView          *self,
                  cairo_t                  *cr,
                  const QueensRenderLayout *layout)
{
  guint row;
  guint column;
  gboolean kept;

  if (self->textbook != NULL
      && queens_textbook_stepper_get_try (self->textbook, &row, &column, &kept) && !kept)
    {
      draw_cross (cr, layout, row, column);
      cairo_stroke (cr);
    }
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
  gboolean flashing = FALSE;
  const guint32 *columns = NULL;
  g_autofree QueensSquare *highlighted = NULL;
  gsize n_highlighted = 0;

  if (self->board == NULL || !queens_watch_view_method_available (self))
    return;

  queens_render_options_init (&options, dark ? QUEENS_RENDER_THEME_DARK : QUEENS_RENDER_THEME_LIGHT);

  if (queens_watch_view_is_textbook (self))
    {
      columns = queens_textbook_stepper_get_columns (self->textbook);
      options.show_attacks = self->method != METHOD_PERMUTATIONS;
    }
  else if (self->method == METHOD_BACKTRACKING)
    {
      flashing = self->last_solution > 0 && g_get_monotonic_time () < self->flash_until;
      columns = flashing ? self->solution_columns : queens_backtrack_stepper_get_columns (self->backtrack);
      options.show_attacks = !flashing;
    }
  else
    {
      columns = queens_min_conflicts_stepper_get_columns (self->min_conflicts);
      options.show_conflicts = TRUE;
    }

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
  else if (self->has_touched)
    {
      highlighted[0] = self->touched;
      n_highlighted = 1;
    }
  options.highlighted = highlighted;
  options.n_highlighted = n_highlighted;

  queens_render_board (cr, self->board, &options, 0, 0, width, height);

  if ((self->method == METHOD_BACKTRACKING && !flashing) || queens_watch_view_is_textbook (self))
    {
      queens_render_compute_layout (cr, self->n, &options, 0, 0, width, height, &layout);
      /* Slate, not red: red means a conflict. */
      if (dark)
        cairo_set_source_rgba (cr, 0.82, 0.86, 0.95, 0.85);
      else
        cairo_set_source_rgba (cr, 0.16, 0.22, 0.38, 0.8);
      cairo_set_line_width (cr, MAX (1.0, layout.board_size / self->n / 14));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      draw_rejected (self, cr, &layout);
      cairo_stroke (cr);
      draw_refused_try (self, cr, &layout);
    }
}

/* One bar per row: for backtracking the squares tried (light) with the
 * ones kept (dark) over them, scaled to the busiest row; for
 * min-conflicts the attackers of each row's queen. */
void
queens_watch_view_draw_tree (GtkDrawingArea *area,
                             cairo_t        *cr,
                             int             width,
                             int             height,
                             gpointer        user_data)
{
  QueensWatchView *self = user_data;
  GdkRGBA foreground;
  gboolean backtracking = self->method == METHOD_BACKTRACKING;
  gboolean textbook = queens_watch_view_is_textbook (self);
  double row_height;
  double label_width = 28;
  double text_width = 118;
  double bar_width;
  guint64 largest = 1;
  guint current_row = G_MAXUINT;

  queens_widget_get_foreground (GTK_WIDGET (area), &foreground);
  if (self->n == 0 || !queens_watch_view_method_available (self))
    return;

  row_height = MIN (24.0, (double) height / self->n);
  bar_width = MAX (10.0, width - label_width - text_width);

  for (guint row = 0; row < self->n; row++)
    {
      guint64 value = textbook ? queens_textbook_stepper_get_row_tried (self->textbook, row)
                      : backtracking ? queens_backtrack_stepper_get_row_tried (self->backtrack, row)
                      : queens_min_conflicts_stepper_get_row_conflicts (self->min_conflicts, row);
      largest = MAX (largest, value);
    }
  if (backtracking)
    current_row = queens_backtrack_stepper_get_depth (self->backtrack);
  else if (textbook && self->has_touched)
    current_row = self->touched.row;

  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, MIN (11.0, row_height * 0.75));

  for (guint row = 0; row < self->n; row++)
    {
      double y = row * row_height;
      double bar_height = MAX (1.0, row_height - 3);
      char text[64];

      if (row == current_row)
        {
          cairo_set_source_rgba (cr, 0.95, 0.77, 0.06, 0.35);
          cairo_rectangle (cr, 0, y, width, row_height);
          cairo_fill (cr);
        }

      if (backtracking || textbook)
        {
          guint64 tried = textbook ? queens_textbook_stepper_get_row_tried (self->textbook, row)
                                   : queens_backtrack_stepper_get_row_tried (self->backtrack, row);
          guint64 kept = textbook ? queens_textbook_stepper_get_row_kept (self->textbook, row)
                                  : queens_backtrack_stepper_get_row_survived (self->backtrack, row);

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
          guint attackers = queens_min_conflicts_stepper_get_row_conflicts (self->min_conflicts, row);

          /* Red here, as on the board: these are conflicts. */
          cairo_set_source_rgba (cr, 0.85, 0.15, 0.15, 0.85);
          cairo_rectangle (cr, label_width, y + 1, bar_width * attackers / largest, bar_height);
          cairo_fill (cr);
          g_snprintf (text, sizeof text, "%u", attackers);
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

static void
append_square (GArray *squares,
               guint   row,
               guint   column)
{
  QueensSquare square = { row, column };

  g_array_append_val (squares, square);
}

QueensSquare *
queens_watch_view_get_rejected (QueensWatchView *self,
                                gsize           *out_n)
{
  const QueensBacktrackStepper *stepper;
  const guint32 *columns;
  g_autoptr(GArray) rejected = g_array_new (FALSE, FALSE, sizeof (QueensSquare));
  guint depth;
  int cursor;
  gboolean exhausted;

  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);
  g_return_val_if_fail (out_n != NULL, NULL);

  *out_n = 0;
  if (self->method != METHOD_BACKTRACKING || self->backtrack == NULL)
    return NULL;

  stepper = self->backtrack;
  columns = queens_backtrack_stepper_get_columns (stepper);
  depth = queens_backtrack_stepper_get_depth (stepper);
  cursor = queens_backtrack_stepper_get_cursor (stepper);
  exhausted = depth < self->n;

  /* The attacked squares the last placement skipped, or those the row
   * being tried skipped so far. */
  if (cursor < 0 && depth > 0)
    {
      for (guint column = 0; column < columns[depth - 1]; column++)
        if (queens_backtrack_stepper_is_attacked (stepper, depth - 1, column))
          append_square (rejected, depth - 1, column);
    }
  else if (cursor >= 0)
    {
      for (guint column = 0; column < (guint) cursor; column++)
        if (queens_backtrack_stepper_is_attacked (stepper, depth, column))
          append_square (rejected, depth, column);
    }

  /* A row with no free square left: the dead end the next step leaves. */
  for (guint column = (guint) (cursor + 1); exhausted && column < self->n; column++)
    if (!queens_backtrack_stepper_is_attacked (stepper, depth, column))
      exhausted = FALSE;
  if (exhausted)
    for (guint column = (guint) (cursor + 1); column < self->n; column++)
      append_square (rejected, depth, column);

  *out_n = rejected->len;
  return (QueensSquare *) g_array_free (g_steal_pointer (&rejected), FALSE);
}
