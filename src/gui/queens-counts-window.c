/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-counts-window.c: the table of counts (app.counts-table) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "queens-chart-text.h"
#include "queens-count-table.h"
#include "queens-counts-window.h"
#include "queens-format.h"
#include "queens-solver.h"
#include "queens-widget-color.h"

#define SECONDS_PER_YEAR (365.25 * 86400)

typedef struct
{
  GtkLabel       *time_label;
  gboolean        measured;
  double          seconds;
} QueensCountsRow;

struct _QueensCountsWindow
{
  AdwWindow        parent_instance;

  QueensCountsRow  rows[QUEENS_COUNT_TABLE_MAX_N + 1];  /* by N; 0 unused */
  GCancellable    *cancellable;
  guint            counting_n;      /* 0: no count runs */

  /* From the template. */
  GtkDrawingArea  *chart;
  GtkSpinButton   *count_spin;
  GtkButton       *count_button;
  GtkProgressBar  *progress_bar;
  GtkGrid         *table;
};

G_DEFINE_FINAL_TYPE (QueensCountsWindow, queens_counts_window, ADW_TYPE_WINDOW)

/* The one window, while it lives. */
static QueensCountsWindow *shown_window;

/* "0.004 s", "3.2 min", "5.1 h", "12 days", "2,600 years". */
static char *
format_seconds (double seconds)
{
  if (seconds < 60)
    /* Translators: %.3f is a time in seconds, to a thousandth, as in "0.004
     * s" */
    return g_strdup_printf (_("%.3f s"), seconds);
  if (seconds < 3600)
    /* Translators: %.1f is a time in minutes, to a tenth, as in "3.2 min" */
    return g_strdup_printf (_("%.1f min"), seconds / 60);
  if (seconds < 86400)
    /* Translators: %.1f is a time in hours, to a tenth, as in "5.1 h" */
    return g_strdup_printf (_("%.1f h"), seconds / 3600);
  if (seconds < SECONDS_PER_YEAR)
    {
      guint days = (guint) (seconds / 86400 + 0.5);

      return g_strdup_printf (ngettext ("%u day", "%u days", days), days);
    }
  else
    {
      guint64 years = (guint64) (seconds / SECONDS_PER_YEAR + 0.5);
      g_autofree char *years_text = queens_format_count (years);

      return g_strdup_printf (ngettext ("%s year", "%s years", queens_format_plural_number (years)),
                              years_text);
    }
}

/* The largest N measured so far, the base of every estimate. */
static guint
queens_counts_window_largest_measured (QueensCountsWindow *self)
{
  guint largest = 0;

  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    if (self->rows[n].measured)
      largest = n;

  return largest;
}

static char *
queens_counts_window_describe_time (QueensCountsWindow *self,
                                    guint               n)
{
  guint base = queens_counts_window_largest_measured (self);
  g_autofree char *time = NULL;

  if (self->rows[n].measured)
    {
      time = format_seconds (self->rows[n].seconds);
      /* Translators: a count's time, measured on this machine */
      return g_strdup_printf (_("%s (measured)"), time);
    }

  if (base < 6)
    return g_strdup (_("Measuring…"));

  time = queens_format_duration (queens_count_table_estimate_seconds (n, base, self->rows[base].seconds));
  /* Translators: a count's time, scaled from a measured one, in words, as
   * in "about 3 minutes (estimated)" */
  return g_strdup_printf (_("about %s (estimated)"), time);
}

/* On screen: a measured time as measured, an estimate in round words
 * and dimmed, for it is only a guess. */
static void
queens_counts_window_show_time (QueensCountsWindow *self,
                                guint               n)
{
  GtkWidget *label = GTK_WIDGET (self->rows[n].time_label);
  guint base = queens_counts_window_largest_measured (self);
  g_autofree char *text = NULL;
  g_autofree char *time = NULL;
  gboolean estimated = !self->rows[n].measured;
  double estimate;

  if (self->rows[n].measured)
    text = format_seconds (self->rows[n].seconds);
  else if (self->counting_n == n)
    text = g_strdup (_("Counting…"));
  else if (base < 6)
    text = g_strdup (_("Measuring…"));
  else if ((estimate = queens_count_table_estimate_seconds (n, base, self->rows[base].seconds)) < 0.5)
    text = g_strdup (_("under a second"));
  else
    {
      time = queens_format_duration (estimate);
      /* Translators: an estimated time to count, in words, as in "about 3
       * minutes" */
      text = g_strdup_printf (_("about %s"), time);
    }

  gtk_label_set_text (GTK_LABEL (label), text);
  if (estimated)
    gtk_widget_add_css_class (label, "dim-label");
  else
    gtk_widget_remove_css_class (label, "dim-label");
}

static void
queens_counts_window_update_times (QueensCountsWindow *self)
{
  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    queens_counts_window_show_time (self, n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "counts.count", self->counting_n == 0);
}

/* ------------------------------------------------------------------ */
/* Counting on a worker                                                */
/* ------------------------------------------------------------------ */

typedef struct
{
  QueensCountsWindow *window;   /* a reference, dropped on the main thread */
  guint               first_n;
  guint               last_n;
  double              seconds[QUEENS_COUNT_TABLE_MAX_N + 1];
  guint               counted_up_to;
} QueensCountsWork;

typedef struct
{
  QueensCountsWindow *window;
  guint               n;
  double              fraction;
} QueensCountsProgress;

static gboolean
on_progress_in_main (gpointer data)
{
  QueensCountsProgress *progress = data;
  if (progress->window->counting_n == progress->n)
    gtk_progress_bar_set_fraction (progress->window->progress_bar, progress->fraction);
  g_object_unref (progress->window);
  g_free (progress);
  return G_SOURCE_REMOVE;
}

static void
on_worker_progress (double   fraction,
                    guint64  solutions_so_far,
                    gpointer user_data)
{
  QueensCountsWork *work = user_data;
  QueensCountsProgress *progress = g_new0 (QueensCountsProgress, 1);

  /* The widgets belong to the main thread: the fraction goes there. */
  progress->window = g_object_ref (work->window);
  progress->n = work->first_n;
  progress->fraction = CLAMP (fraction, 0.0, 1.0);
  g_main_context_invoke (NULL, on_progress_in_main, progress);
}

static void
queens_counts_work_free (QueensCountsWork *work)
{
  g_clear_object (&work->window);
  g_free (work);
}

static void
count_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  QueensCountsWork *work = task_data;

  for (guint n = work->first_n; n <= work->last_n; n++)
    {
      g_autoptr(GError) error = NULL;
      QueensCount count = { 0 };
      gboolean single = work->first_n == work->last_n;

      if (!queens_solver_count (n, 0, single ? on_worker_progress : NULL, work,
                                cancellable, &count, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      work->seconds[n] = count.seconds;
      work->counted_up_to = n;
    }

  g_task_return_boolean (task, TRUE);
}

static void
on_count_done (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  QueensCountsWork *work = g_task_get_task_data (G_TASK (result));
  QueensCountsWindow *self = work->window;
  g_autoptr(GError) error = NULL;

  /* Closed meanwhile: nothing left to fill in. */
  if (!g_task_propagate_boolean (G_TASK (result), &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  for (guint n = work->first_n; n <= work->counted_up_to; n++)
    {
      self->rows[n].measured = TRUE;
      self->rows[n].seconds = work->seconds[n];
    }

  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), FALSE);
  self->counting_n = 0;
  queens_counts_window_update_times (self);
}

/* Counts first_n..last_n on a worker; only one run at a time. */
static gboolean
queens_counts_window_start (QueensCountsWindow *self,
                            guint               first_n,
                            guint               last_n)
{
  g_autoptr(GTask) task = NULL;
  QueensCountsWork *work;

  if (self->counting_n != 0)
    return FALSE;

  work = g_new0 (QueensCountsWork, 1);
  work->window = g_object_ref (self);
  work->first_n = first_n;
  work->last_n = last_n;
  self->counting_n = first_n == last_n ? first_n : last_n;

  if (first_n == last_n)
    {
      /* Translators: over the progress of a count, %u the board size, as
       * in "Counting N = 16" */
      g_autofree char *what = g_strdup_printf (_("Counting N = %u"), first_n);

      gtk_progress_bar_set_text (self->progress_bar, what);
      gtk_progress_bar_set_fraction (self->progress_bar, 0);
      gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), TRUE);
    }
  queens_counts_window_update_times (self);

  task = g_task_new (NULL, self->cancellable, on_count_done, NULL);
  g_task_set_task_data (task, work, (GDestroyNotify) queens_counts_work_free);
  g_task_run_in_thread (task, count_in_thread);
  return TRUE;
}

gboolean
queens_counts_window_count (QueensCountsWindow *self,
                            guint               n)
{
  g_return_val_if_fail (QUEENS_IS_COUNTS_WINDOW (self), FALSE);
  g_return_val_if_fail (n >= 1 && n <= QUEENS_COUNTS_WINDOW_MAX_COUNT_N, FALSE);

  return queens_counts_window_start (self, n, n);
}

gboolean
queens_counts_window_is_measured (QueensCountsWindow *self,
                                  guint               n)
{
  g_return_val_if_fail (QUEENS_IS_COUNTS_WINDOW (self), FALSE);

  return n >= 1 && n <= QUEENS_COUNT_TABLE_MAX_N && self->rows[n].measured;
}

/* counts.count: the N of the field, or of the parameter when there is
 * one (scripts and tests). */
static void
on_count_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  QueensCountsWindow *self = QUEENS_COUNTS_WINDOW (widget);
  guint n = parameter != NULL ? g_variant_get_uint32 (parameter)
                              : (guint) gtk_spin_button_get_value_as_int (self->count_spin);

  if (n < 1 || n > QUEENS_COUNTS_WINDOW_MAX_COUNT_N)
    {
      g_debug ("counts.count: N = %u is not between 1 and %u", n, QUEENS_COUNTS_WINDOW_MAX_COUNT_N);
      return;
    }
  queens_counts_window_count (self, n);
}

/* ------------------------------------------------------------------ */
/* Text and chart                                                      */
/* ------------------------------------------------------------------ */

char *
queens_counts_window_to_text (QueensCountsWindow *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (QUEENS_IS_COUNTS_WINDOW (self), NULL);

  g_string_append_printf (text, "%s\t%s\t%s\t%s\n", _("N"), _("All solutions"),
                          _("Fundamental"), _("Time to count"));
  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      guint64 total = 0, unique = 0;
      g_autofree char *time = queens_counts_window_describe_time (self, n);

      queens_count_table_lookup (n, &total, &unique);
      g_string_append_printf (text, "%u\t%" G_GUINT64_FORMAT "\t%" G_GUINT64_FORMAT "\t%s\n",
                              n, total, unique, time);
    }

  return g_string_free (text, FALSE);
}

static void
on_copy_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  g_autofree char *text = queens_counts_window_to_text (QUEENS_COUNTS_WINDOW (widget));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
}

/* One bar per N, its height the number of digits of the total (a log
 * scale), a grid line and a label at every thousandfold, N below. */
static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  const double top_exponent = 18;  /* N = 27 has 2.3 * 10^17 solutions */
  GtkWidget *widget = GTK_WIDGET (area);
  g_autofree char *widest = queens_chart_power_of_ten ((guint) top_exponent);
  int label_width, label_height;
  double left, bottom, plot_width, plot_height, bar_width;
  GdkRGBA ink;

  queens_widget_get_foreground (widget, &ink);
  queens_chart_label_size (widget, widest, &label_width, &label_height);
  left = label_width + 8;
  bottom = height - label_height - 4;
  plot_width = MAX (width - left, 1);
  plot_height = MAX (bottom - label_height / 2.0, 1);
  bar_width = plot_width / QUEENS_COUNT_TABLE_MAX_N;

  cairo_set_line_width (cr, 1);
  for (guint exponent = 0; exponent <= top_exponent; exponent += 3)
    {
      double y = floor (bottom - exponent / top_exponent * plot_height) + 0.5;
      g_autofree char *markup = queens_chart_power_of_ten (exponent);

      cairo_set_source_rgba (cr, ink.red, ink.green, ink.blue, ink.alpha * (exponent == 0 ? 0.6 : 0.2));
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, width, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, ink.red, ink.green, ink.blue, ink.alpha * 0.7);
      queens_chart_draw_label (widget, cr, markup, left - 6, y, 1, 0.5);
    }

  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      double x = left + (n - 1) * bar_width;

      if (n == 1 || n % 5 == 0)
        {
          g_autofree char *markup = n == 1 ? g_strdup ("N = 1") : g_strdup_printf ("%u", n);

          cairo_set_source_rgba (cr, ink.red, ink.green, ink.blue, ink.alpha * 0.7);
          queens_chart_draw_label (widget, cr, markup, x + (n == 1 ? 0 : bar_width / 2), bottom + 4,
                            n == 1 ? 0 : 0.5, 0);
        }
    }

  cairo_set_source_rgba (cr, ink.red, ink.green, ink.blue, ink.alpha * 0.7);
  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      guint64 total = 0;
      double bar_height;

      queens_count_table_lookup (n, &total, NULL);
      if (total == 0)
        continue;
      /* log10 (1) is 0: the smallest counts still get a sliver. */
      bar_height = MAX (2.0, log10 ((double) total) / top_exponent * plot_height);
      cairo_rectangle (cr, left + (n - 1) * bar_width + 1, bottom - bar_height,
                       bar_width - 2, bar_height);
    }
  cairo_fill (cr);
}

/* ------------------------------------------------------------------ */
/* The window                                                          */
/* ------------------------------------------------------------------ */

static GtkWidget *
new_cell (const char *text,
          gboolean    numeric)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.0f : 0.0f);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

/* The rows of the table: data, not layout, so made here. */
static void
queens_counts_window_fill (QueensCountsWindow *self)
{
  const char *headings[] = { N_("N"), N_("All solutions"), N_("Fundamental"), N_("Time to count") };

  for (guint column = 0; column < G_N_ELEMENTS (headings); column++)
    {
      GtkWidget *heading = new_cell (_(headings[column]), column < 3);

      gtk_widget_add_css_class (heading, "heading");
      gtk_grid_attach (self->table, heading, (int) column, 0, 1, 1);
    }

  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      guint64 total = 0, unique = 0;
      g_autofree char *n_text = g_strdup_printf ("%u", n);
      g_autofree char *total_text = NULL;
      g_autofree char *unique_text = NULL;

      queens_count_table_lookup (n, &total, &unique);
      total_text = queens_format_count (total);
      unique_text = queens_format_count (unique);
      gtk_grid_attach (self->table, new_cell (n_text, TRUE), 0, (int) n, 1, 1);
      gtk_grid_attach (self->table, new_cell (total_text, TRUE), 1, (int) n, 1, 1);
      gtk_grid_attach (self->table, new_cell (unique_text, TRUE), 2, (int) n, 1, 1);
      self->rows[n].time_label = GTK_LABEL (new_cell (NULL, FALSE));
      gtk_widget_set_hexpand (GTK_WIDGET (self->rows[n].time_label), TRUE);
      gtk_grid_attach (self->table, GTK_WIDGET (self->rows[n].time_label), 3, (int) n, 1, 1);
    }
}

static void
queens_counts_window_dispose (GObject *object)
{
  QueensCountsWindow *self = QUEENS_COUNTS_WINDOW (object);

  /* A count still running stops; its result is dropped. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (shown_window == self)
    shown_window = NULL;

  G_OBJECT_CLASS (queens_counts_window_parent_class)->dispose (object);
}

static void
queens_counts_window_class_init (QueensCountsWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = queens_counts_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nqueens/Queens/queens-counts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensCountsWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, QueensCountsWindow, count_spin);
  gtk_widget_class_bind_template_child (widget_class, QueensCountsWindow, count_button);
  gtk_widget_class_bind_template_child (widget_class, QueensCountsWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, QueensCountsWindow, table);

  gtk_widget_class_install_action (widget_class, "counts.count", NULL, on_count_action);
  gtk_widget_class_install_action (widget_class, "counts.count-n", "u", on_count_action);
  gtk_widget_class_install_action (widget_class, "counts.copy", NULL, on_copy_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "counts.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
queens_counts_window_init (QueensCountsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();

  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->count_spin),
                            QUEENS_COUNTS_WINDOW_MAX_COUNT_N);
  /* The first N not timed at once. */
  gtk_spin_button_set_value (self->count_spin, QUEENS_COUNTS_WINDOW_QUICK_MAX_N + 1);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, NULL, NULL);
  queens_counts_window_fill (self);

  queens_counts_window_update_times (self);
  /* The quick ones at once: the base of every estimate. */
  queens_counts_window_start (self, 1, QUEENS_COUNTS_WINDOW_QUICK_MAX_N);
}

QueensCountsWindow *
queens_counts_window_present (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  if (shown_window == NULL)
    {
      shown_window = g_object_new (QUEENS_TYPE_COUNTS_WINDOW, NULL);
      gtk_window_set_hide_on_close (GTK_WINDOW (shown_window), FALSE);
    }
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (shown_window), parent);
  gtk_window_present (GTK_WINDOW (shown_window));
  return shown_window;
}
