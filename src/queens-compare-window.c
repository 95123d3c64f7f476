/* queens-compare-window.c: the textbook methods side by side for one N */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "queens-compare-window.h"
#include "queens-format.h"
#include "queens-widget-color.h"

#define N_COLUMNS 4u

struct _QueensCompareWindow
{
  GtkWindow          parent_instance;

  guint              n;
  GCancellable      *cancellable;
  gboolean           ready;
  QueensSearchStats  stats[QUEENS_N_SEARCH_METHODS];

  GtkWidget         *status_label;
  GtkWidget         *cells[QUEENS_N_SEARCH_METHODS][N_COLUMNS];
  GtkWidget         *chart;
};

G_DEFINE_FINAL_TYPE (QueensCompareWindow, queens_compare_window, GTK_TYPE_WINDOW)

/* One colour a method, in the table's swatches and the chart's lines. */
static const double method_colours[QUEENS_N_SEARCH_METHODS][3] = {
  { 0.11, 0.44, 0.85 },  /* breadth-first */
  { 0.18, 0.63, 0.31 },  /* backtracking */
  { 0.90, 0.57, 0.05 },  /* permutations */
  { 0.85, 0.18, 0.18 },  /* louis */
};

static const char *
method_title (QueensSearchMethod method)
{
  switch (method)
    {
    case QUEENS_SEARCH_METHOD_BREADTH_FIRST:
      return _("Breadth-first");
    case QUEENS_SEARCH_METHOD_BACKTRACKING:
      return _("Backtracking");
    case QUEENS_SEARCH_METHOD_PERMUTATIONS:
      return _("Permutations");
    case QUEENS_SEARCH_METHOD_LOUIS:
      return _("Louis Reasoner");
    case QUEENS_N_SEARCH_METHODS:
    default:
      g_return_val_if_reached ("");
    }
}

static char *
format_wide (QueensWideCount value)
{
  char digits[QUEENS_WIDE_COUNT_DECIMAL_SIZE];

  return queens_format_digits (queens_wide_count_to_decimal (value, digits));
}

/* The worker: the levels once, then each method's figures. */
static void
count_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  guint n = GPOINTER_TO_UINT (task_data);
  g_autofree QueensSearchStats *stats = g_new0 (QueensSearchStats, QUEENS_N_SEARCH_METHODS);
  QueensSearchLevels levels;
  GError *error = NULL;

  if (!queens_search_levels_count (n, cancellable, &levels, &error))
    {
      g_task_return_error (task, error);
      return;
    }

  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    if (!queens_search_stats_compute (method, &levels, &stats[method], &error))
      {
        g_task_return_error (task, error);
        return;
      }

  g_task_return_pointer (task, g_steal_pointer (&stats), g_free);
}

static void
on_counted (GObject      *source_object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(QueensCompareWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree QueensSearchStats *stats = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *status = NULL;

  /* Closed meanwhile: nothing left to fill in. */
  if (self->cancellable == NULL)
    return;

  if (stats == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (GTK_LABEL (self->status_label), error->message);
      return;
    }

  memcpy (self->stats, stats, sizeof self->stats);
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    {
      g_autofree char *tried = format_wide (stats[method].total_tried);
      g_autofree char *kept = format_wide (stats[method].total_kept);
      g_autofree char *solutions = queens_format_count (stats[method].solutions);

      gtk_label_set_text (GTK_LABEL (self->cells[method][1]), tried);
      gtk_label_set_text (GTK_LABEL (self->cells[method][2]), kept);
      gtk_label_set_text (GTK_LABEL (self->cells[method][3]), solutions);
    }

  status = g_strdup_printf (_("N = %u: exact figures, counted over the whole search tree"), self->n);
  gtk_label_set_text (GTK_LABEL (self->status_label), status);
  self->ready = TRUE;
  gtk_widget_queue_draw (self->chart);
}

/* Squares tried per row, one line a method, on a log scale: Louis's
 * repetitions stand orders of magnitude above the others. */
static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  QueensCompareWindow *self = user_data;
  const double left = 44, right = 12, top = 10, bottom = 24;
  double plot_width = width - left - right;
  double plot_height = height - top - bottom;
  double top_decade = 1;
  GdkRGBA foreground;

  if (!self->ready || plot_width <= 0 || plot_height <= 0)
    return;

  queens_widget_get_foreground (GTK_WIDGET (area), &foreground);
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    for (guint row = 1; row <= self->n; row++)
      top_decade = MAX (top_decade, ceil (log10 (queens_wide_count_to_double (self->stats[method].tried[row]) + 1)));

  /* A grid line and a label per power of ten. */
  cairo_set_line_width (cr, 1);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 10);
  for (double decade = 0; decade <= top_decade; decade += MAX (1.0, floor (top_decade / 8)))
    {
      double y = top + plot_height * (1 - decade / top_decade);
      char label[16];

      cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue, 0.15);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + plot_width, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue, 0.7);
      g_snprintf (label, sizeof label, "1e%.0f", decade);
      cairo_move_to (cr, 4, y + 4);
      cairo_show_text (cr, label);
    }
  for (guint row = 1; row <= self->n; row++)
    {
      char label[16];
      double x = left + plot_width * (self->n > 1 ? (row - 1.0) / (self->n - 1) : 0.5);

      g_snprintf (label, sizeof label, "%u", row);
      cairo_move_to (cr, x - 3, height - 6);
      cairo_show_text (cr, label);
    }

  cairo_set_line_width (cr, 2);
  for (guint method = QUEENS_N_SEARCH_METHODS; method-- > 0;)
    {
      /* Breadth-first tries what backtracking tries: dashed, so that
       * both lines show where they coincide. */
      static const double dash[] = { 6.0, 6.0 };

      cairo_set_dash (cr, dash, method == QUEENS_SEARCH_METHOD_BREADTH_FIRST ? 2 : 0, 0);
      cairo_set_source_rgb (cr, method_colours[method][0], method_colours[method][1],
                            method_colours[method][2]);
      for (guint row = 1; row <= self->n; row++)
        {
          double value = log10 (queens_wide_count_to_double (self->stats[method].tried[row]) + 1);
          double x = left + plot_width * (self->n > 1 ? (row - 1.0) / (self->n - 1) : 0.5);
          double y = top + plot_height * (1 - value / top_decade);

          if (row == 1)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
    }
}

static void
swatch_draw (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const double *colour = user_data;

  cairo_set_source_rgb (cr, colour[0], colour[1], colour[2]);
  cairo_rectangle (cr, 0, height / 2.0 - 2, width, 4);
  cairo_fill (cr);
}

static GtkWidget *
add_cell (GtkWidget  *grid,
          const char *text,
          guint       column,
          guint       row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  gtk_widget_add_css_class (label, column == 0 ? "heading" : "numeric");
  gtk_grid_attach (GTK_GRID (grid), label, (int) column + 1, (int) row, 1, 1);
  return label;
}

static void
queens_compare_window_dispose (GObject *object)
{
  QueensCompareWindow *self = QUEENS_COMPARE_WINDOW (object);

  /* The count has no reader left. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (queens_compare_window_parent_class)->dispose (object);
}

static void
queens_compare_window_class_init (QueensCompareWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_compare_window_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
queens_compare_window_init (QueensCompareWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  const char *headings[N_COLUMNS] = { _("Method"), _("Squares tried"), _("Boards kept"), _("Solutions") };

  self->cancellable = g_cancellable_new ();
  gtk_window_set_title (GTK_WINDOW (self), _("Compare Methods"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 480);

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_window_set_child (GTK_WINDOW (self), box);

  self->status_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0);
  gtk_widget_add_css_class (self->status_label, "dim-label");
  gtk_box_append (GTK_BOX (box), self->status_label);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_box_append (GTK_BOX (box), grid);
  for (guint column = 0; column < N_COLUMNS; column++)
    add_cell (grid, headings[column], column, 0);
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    {
      GtkWidget *swatch = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 16);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), swatch_draw,
                                      (gpointer) method_colours[method], NULL);
      gtk_grid_attach (GTK_GRID (grid), swatch, 0, (int) method + 1, 1, 1);
      for (guint column = 0; column < N_COLUMNS; column++)
        self->cells[method][column] = add_cell (grid, column == 0 ? method_title (method) : "…",
                                                column, method + 1);
    }

  self->chart = gtk_drawing_area_new ();
  gtk_widget_set_vexpand (self->chart, TRUE);
  gtk_widget_set_size_request (self->chart, 300, 160);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Squares tried per row, on a log scale"), -1);
  gtk_box_append (GTK_BOX (box), self->chart);
}

GtkWidget *
queens_compare_window_new (GtkWindow *parent,
                           guint      n)
{
  QueensCompareWindow *self = g_object_new (QUEENS_TYPE_COMPARE_WINDOW, "transient-for", parent, NULL);
  g_autoptr(GTask) task = NULL;

  g_return_val_if_fail (n >= 1, NULL);

  self->n = n;
  if (n > QUEENS_COMPARE_WINDOW_MAX_N)
    {
      g_autofree char *status = g_strdup_printf (_("The methods are compared up to N = %u: beyond "
                                                   "that counting their figures takes minutes or more "
                                                   "(queens --search-stats counts them on the command line)."),
                                                 QUEENS_COMPARE_WINDOW_MAX_N);

      gtk_label_set_text (GTK_LABEL (self->status_label), status);
      return GTK_WIDGET (self);
    }

  gtk_label_set_text (GTK_LABEL (self->status_label), _("Counting…"));
  /* The callback holds the window until the count is in or cancelled. */
  task = g_task_new (NULL, self->cancellable, on_counted, g_object_ref (self));
  g_task_set_task_data (task, GUINT_TO_POINTER (n), NULL);
  g_task_run_in_thread (task, count_in_thread);
  return GTK_WIDGET (self);
}

gboolean
queens_compare_window_is_ready (QueensCompareWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_COMPARE_WINDOW (self), FALSE);

  return self->ready;
}

const char *
queens_compare_window_get_cell (QueensCompareWindow *self,
                                QueensSearchMethod   method,
                                guint                column)
{
  g_return_val_if_fail (QUEENS_IS_COMPARE_WINDOW (self), NULL);
  g_return_val_if_fail (method < QUEENS_N_SEARCH_METHODS && column < N_COLUMNS, NULL);

  return gtk_label_get_text (GTK_LABEL (self->cells[method][column]));
}

const char *
queens_compare_window_get_status (QueensCompareWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_COMPARE_WINDOW (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->status_label));
}
