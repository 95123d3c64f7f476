/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-compare-window.c: the textbook methods side by side for one N */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "queens-chart-text.h"
#include "queens-compare-window.h"
#include "queens-format.h"
#include "queens-widget-color.h"

#define N_COLUMNS QUEENS_COMPARE_N_COLUMNS

/* How often a running method's share done is shown. */
#define PROGRESS_INTERVAL_MS 100

/* One method's timing on the worker: what it reads, what it reports. */
typedef struct
{
  QueensSearchStats  stats;
  double             total_tried;
  int                percent_done;  /* atomic: of the run at N */
  QueensMethodTiming timing;
} TimingJob;

struct _QueensCompareWindow
{
  AdwWindow           parent_instance;

  guint               n;
  GCancellable       *cancellable;
  gboolean            ready;
  QueensSearchStats   stats[QUEENS_N_SEARCH_METHODS];
  QueensMethodTiming  timings[QUEENS_N_SEARCH_METHODS];
  guint               n_timed;       /* methods timed so far, in order */
  GTask              *timing_task;   /* the method being timed, or NULL */
  guint               progress_source;

  GtkWidget          *cells[QUEENS_N_SEARCH_METHODS][N_COLUMNS];
  char               *cell_texts[QUEENS_N_SEARCH_METHODS][N_COLUMNS];

  /* From the template. */
  AdwWindowTitle     *window_title;
  GtkWidget          *status_label;
  GtkWidget          *table;
  GtkWidget          *chart;
  GtkWidget          *footnote;
};

G_DEFINE_FINAL_TYPE (QueensCompareWindow, queens_compare_window, ADW_TYPE_WINDOW)

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

/* @text with a zero-width space after each separator between digits: a
 * long figure wraps between its groups, never inside one. */
static char *
breakable_between_groups (const char *text)
{
  GString *breakable = g_string_new (NULL);
  gboolean after_digit = FALSE;

  for (const char *at = text; *at != '\0'; at = g_utf8_next_char (at))
    {
      gunichar character = g_utf8_get_char (at);
      const char *next = g_utf8_next_char (at);

      g_string_append_unichar (breakable, character);
      if (after_digit && !g_unichar_isdigit (character) && g_unichar_isdigit (g_utf8_get_char (next)))
        g_string_append_unichar (breakable, QUEENS_COMPARE_BREAK);
      after_digit = g_unichar_isdigit (character);
    }

  return g_string_free (breakable, FALSE);
}

static char *
format_wide (QueensWideCount value)
{
  char digits[QUEENS_WIDE_COUNT_DECIMAL_SIZE];

  return queens_format_digits (queens_wide_count_to_decimal (value, digits));
}

/* Shows @text in a cell, and keeps it as it reads for get_cell(). */
static void
set_cell (QueensCompareWindow *self,
          QueensSearchMethod   method,
          QueensCompareColumn  column,
          const char          *text)
{
  g_autofree char *shown = breakable_between_groups (text);

  g_free (self->cell_texts[method][column]);
  self->cell_texts[method][column] = g_strdup (text);
  gtk_label_set_text (GTK_LABEL (self->cells[method][column]), shown);
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

static void start_timing (QueensCompareWindow *self);

static void
on_run_progress (guint64  tried,
                 gpointer user_data)
{
  TimingJob *job = user_data;

  g_atomic_int_set (&job->percent_done, (int) MIN (100.0, 100.0 * (double) tried / job->total_tried));
}

static void
time_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  TimingJob *job = task_data;
  GError *error = NULL;

  if (!queens_method_timing_measure (&job->stats, QUEENS_METHOD_TIMING_LIMIT_SECONDS, cancellable,
                                     on_run_progress, job, &job->timing, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/* The running method's time cell says how far it has got. */
static gboolean
show_progress (gpointer user_data)
{
  QueensCompareWindow *self = user_data;
  TimingJob *job = g_task_get_task_data (self->timing_task);
  int percent = g_atomic_int_get (&job->percent_done);

  if (percent > 0)
    {
      /* Translators: %d is how much of a method's timed run is done, in
       * percent, as in "43 %"; write the percent sign as your language does (%%
       * stands for one) */
      g_autofree char *text = g_strdup_printf (_("%d %%"), percent);

      set_cell (self, job->stats.method, QUEENS_COMPARE_COLUMN_TIME, text);
    }
  return G_SOURCE_CONTINUE;
}

static void
on_timed (GObject      *source_object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(QueensCompareWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  TimingJob *job = g_task_get_task_data (G_TASK (result));

  /* Closed meanwhile: nothing left to fill in. */
  if (self->cancellable == NULL)
    return;

  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_object (&self->timing_task);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      set_cell (self, job->stats.method, QUEENS_COMPARE_COLUMN_TIME, "—");
      gtk_widget_set_tooltip_text (self->cells[job->stats.method][QUEENS_COMPARE_COLUMN_TIME],
                                   error->message);
    }
  else
    {
      g_autofree char *text = queens_method_timing_format (&job->timing);

      self->timings[job->stats.method] = job->timing;
      set_cell (self, job->stats.method, QUEENS_COMPARE_COLUMN_TIME, text);
    }

  self->n_timed++;
  start_timing (self);
}

/* The methods one after another, so that none slows another down. */
static void
start_timing (QueensCompareWindow *self)
{
  g_autoptr(GTask) task = NULL;
  TimingJob *job;

  if (self->n_timed == QUEENS_N_SEARCH_METHODS)
    {
      gtk_widget_set_visible (self->footnote, TRUE);
      return;
    }

  job = g_new0 (TimingJob, 1);
  job->stats = self->stats[self->n_timed];
  job->total_tried = MAX (1.0, queens_wide_count_to_double (job->stats.total_tried));
  set_cell (self, self->n_timed, QUEENS_COMPARE_COLUMN_TIME, _("Timing…"));

  /* The callback holds the window until the run is in or cancelled. */
  task = g_task_new (NULL, self->cancellable, on_timed, g_object_ref (self));
  g_task_set_task_data (task, job, g_free);
  self->timing_task = g_object_ref (task);
  self->progress_source = g_timeout_add (PROGRESS_INTERVAL_MS, show_progress, self);
  g_task_run_in_thread (task, time_in_thread);
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
      g_autofree char *held = format_wide (stats[method].most_held);

      set_cell (self, method, QUEENS_COMPARE_COLUMN_TRIED, tried);
      set_cell (self, method, QUEENS_COMPARE_COLUMN_KEPT, kept);
      set_cell (self, method, QUEENS_COMPARE_COLUMN_SOLUTIONS, solutions);
      set_cell (self, method, QUEENS_COMPARE_COLUMN_HELD, held);
    }

  /* Translators: %u is the board size, as in "N = 8: exact figures, counted
   * over the whole search tree" */
  status = g_strdup_printf (_("N = %u: exact figures, counted over the whole search tree"), self->n);
  gtk_label_set_text (GTK_LABEL (self->status_label), status);
  self->ready = TRUE;
  gtk_widget_queue_draw (self->chart);
  start_timing (self);
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
  GtkWidget *widget = GTK_WIDGET (area);
  const double right = 12;
  double left, top, plot_width, plot_height;
  double top_decade = 1;
  double step;
  g_autofree char *widest = NULL;
  int label_width, label_height;
  GdkRGBA foreground;

  if (!self->ready)
    return;

  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    for (guint row = 1; row <= self->n; row++)
      top_decade = MAX (top_decade, ceil (log10 (queens_wide_count_to_double (self->stats[method].tried[row]) + 1)));
  /* At most eight labels, the top one at or over the highest point. */
  step = MAX (1.0, ceil (top_decade / 7));
  top_decade = ceil (top_decade / step) * step;
  widest = queens_chart_power_of_ten ((guint) top_decade);
  queens_chart_label_size (widget, widest, &label_width, &label_height);
  left = label_width + 10;
  top = label_height / 2.0;
  plot_width = width - left - right;
  plot_height = height - top - label_height - 6;
  if (plot_width <= 0 || plot_height <= 0)
    return;

  queens_widget_get_foreground (widget, &foreground);

  /* A grid line and a label per power of ten, the rows' numbers below. */
  cairo_set_line_width (cr, 1);
  for (double decade = 0; decade <= top_decade; decade += step)
    {
      double y = floor (top + plot_height * (1 - decade / top_decade)) + 0.5;
      g_autofree char *label = queens_chart_power_of_ten ((guint) decade);

      cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue,
                             foreground.alpha * (decade == 0 ? 0.6 : 0.15));
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + plot_width, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue, foreground.alpha * 0.7);
      queens_chart_draw_label (widget, cr, label, left - 6, y, 1, 0.5);
    }
  for (guint row = 1; row <= self->n; row++)
    {
      /* Translators: under the first point of the chart of squares tried
       * per row, %u the row, as in "row 1"; the others show the number
       * alone */
      g_autofree char *label = row == 1 ? g_strdup_printf (_("row %u"), row) : g_strdup_printf ("%u", row);
      double x = left + plot_width * (self->n > 1 ? (row - 1.0) / (self->n - 1) : 0.5);

      queens_chart_draw_label (widget, cr, label, x, top + plot_height + 4, row == 1 ? 0 : 0.5, 0);
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

/* The method's colour under its name: the chart's legend. */
static void
swatch_draw (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const double *colour = user_data;

  cairo_set_source_rgb (cr, colour[0], colour[1], colour[2]);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
}

/* A cell of the table.  Methods are columns and figures rows, so that
 * four columns share the width.  A cell wraps only where the window is
 * too narrow for it: names between words, the long figures (Louis's
 * reach 39 digits) between digit groups. */
static GtkWidget *
add_cell (GtkWidget  *grid,
          const char *text,
          guint       grid_column,
          guint       grid_row)
{
  GtkWidget *label = gtk_label_new (text);
  gboolean figure = grid_column > 0 && grid_row > 0;

  gtk_label_set_xalign (GTK_LABEL (label), grid_column == 0 ? 0 : 1);
  gtk_label_set_justify (GTK_LABEL (label), grid_column == 0 ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), figure ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD);
  gtk_widget_set_hexpand (label, grid_column > 0);
  gtk_widget_set_valign (label, grid_row == 0 ? GTK_ALIGN_END : GTK_ALIGN_START);
  /* Tabular digits line the figures up; the methods' names head their
   * columns. */
  if (figure)
    gtk_widget_add_css_class (label, "numeric");
  else if (grid_row == 0)
    gtk_widget_add_css_class (label, "heading");
  gtk_grid_attach (GTK_GRID (grid), label, (int) grid_column, (int) grid_row, 1, 1);
  return label;
}

static void
queens_compare_window_dispose (GObject *object)
{
  QueensCompareWindow *self = QUEENS_COMPARE_WINDOW (object);

  /* The count and the runs have no reader left. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_object (&self->timing_task);

  G_OBJECT_CLASS (queens_compare_window_parent_class)->dispose (object);
}

static void
queens_compare_window_finalize (GObject *object)
{
  QueensCompareWindow *self = QUEENS_COMPARE_WINDOW (object);

  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    for (guint column = 0; column < N_COLUMNS; column++)
      g_free (self->cell_texts[method][column]);

  G_OBJECT_CLASS (queens_compare_window_parent_class)->finalize (object);
}

static void
queens_compare_window_class_init (QueensCompareWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_compare_window_dispose;
  object_class->finalize = queens_compare_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nqueens/Queens/queens-compare-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensCompareWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, QueensCompareWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, QueensCompareWindow, table);
  gtk_widget_class_bind_template_child (widget_class, QueensCompareWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, QueensCompareWindow, footnote);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The table: methods as columns, each under its colour in the chart,
 * and figures as rows, each name saying what it counts on hover. */
static void
queens_compare_window_fill (QueensCompareWindow *self)
{
  const char *figures[N_COLUMNS] = { NULL, _("Squares tried"), _("Boards kept"), _("Solutions"),
                                     _("Most boards held"), _("Time") };
  const char *explanations[N_COLUMNS] = {
    NULL,
    _("Every square a method tries, in every row, each of Louis's repeated evaluations included"),
    _("The partial boards found safe and kept, in every row"),
    NULL,
    _("The most partial boards the method keeps in memory at the same time"),
    _("How long the method takes on this computer, run on its own"),
  };

  for (guint column = 1; column < N_COLUMNS; column++)
    gtk_widget_set_tooltip_text (add_cell (self->table, figures[column], 0, column + 1), explanations[column]);
  for (guint method = 0; method < QUEENS_N_SEARCH_METHODS; method++)
    {
      GtkWidget *swatch = gtk_drawing_area_new ();

      self->cells[method][0] = add_cell (self->table, NULL, method + 1, 0);
      set_cell (self, method, QUEENS_COMPARE_COLUMN_METHOD, method_title (method));
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 3);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), swatch_draw,
                                      (gpointer) method_colours[method], NULL);
      gtk_grid_attach (GTK_GRID (self->table), swatch, (int) method + 1, 1, 1, 1);
      for (guint column = 1; column < N_COLUMNS; column++)
        {
          self->cells[method][column] = add_cell (self->table, NULL, method + 1, column + 1);
          set_cell (self, method, column, "…");
        }
    }
}

static void
queens_compare_window_init (QueensCompareWindow *self)
{
  g_autofree char *footnote = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  queens_compare_window_fill (self);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);

  /* Translators: %u is the most seconds a method is run for, as in "... A run
   * that would take more than 3 seconds is not made: ..." */
  footnote = g_strdup_printf (ngettext ("Times are measured on this computer. A run that would "
                                        "take more than %u second is not made: its time is "
                                        "estimated from a smaller board, marked ≈.",
                                        "Times are measured on this computer. A run that would "
                                        "take more than %u seconds is not made: its time is "
                                        "estimated from a smaller board, marked ≈.",
                                        (gulong) QUEENS_METHOD_TIMING_LIMIT_SECONDS),
                              (guint) QUEENS_METHOD_TIMING_LIMIT_SECONDS);
  gtk_label_set_text (GTK_LABEL (self->footnote), footnote);
}

GtkWidget *
queens_compare_window_new (GtkWindow *parent,
                           guint      n)
{
  QueensCompareWindow *self = g_object_new (QUEENS_TYPE_COMPARE_WINDOW, "transient-for", parent, NULL);
  g_autoptr(GTask) task = NULL;
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (n >= 1, NULL);

  self->n = n;
  /* Translators: the subtitle of Compare Methods, %u the board size */
  subtitle = g_strdup_printf (_("N = %u"), n);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  if (n > QUEENS_COMPARE_WINDOW_MAX_N)
    {
      /* Translators: %u is the largest board size the methods are compared on,
       * as in "The methods are compared up to N = 16: ..." */
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

gboolean
queens_compare_window_is_timed (QueensCompareWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_COMPARE_WINDOW (self), FALSE);

  return self->n_timed == QUEENS_N_SEARCH_METHODS;
}

const QueensMethodTiming *
queens_compare_window_get_timing (QueensCompareWindow *self,
                                  QueensSearchMethod   method)
{
  g_return_val_if_fail (QUEENS_IS_COMPARE_WINDOW (self), NULL);
  g_return_val_if_fail (method < QUEENS_N_SEARCH_METHODS, NULL);

  return method < self->n_timed ? &self->timings[method] : NULL;
}

const char *
queens_compare_window_get_cell (QueensCompareWindow *self,
                                QueensSearchMethod   method,
                                guint                column)
{
  g_return_val_if_fail (QUEENS_IS_COMPARE_WINDOW (self), NULL);
  g_return_val_if_fail (method < QUEENS_N_SEARCH_METHODS && column < N_COLUMNS, NULL);

  return self->cell_texts[method][column];
}

const char *
queens_compare_window_get_status (QueensCompareWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_COMPARE_WINDOW (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->status_label));
}
