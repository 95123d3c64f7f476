/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-counts-window.c: the table of counts (app.counts-table) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "queens-count-table.h"
#include "queens-counts-window.h"
#include "queens-format.h"
#include "queens-solver.h"
#include "queens-widget-color.h"

/* Counted at once when the window opens: each takes milliseconds. */
#define QUEENS_COUNTS_WINDOW_QUICK_MAX_N 12u

#define SECONDS_PER_YEAR (365.25 * 86400)

typedef struct
{
  GtkLabel       *time_label;
  GtkWidget      *count_button;   /* NULL past QUEENS_COUNTS_WINDOW_MAX_COUNT_N */
  GtkProgressBar *progress_bar;
  gboolean        measured;
  double          seconds;
} QueensCountsRow;

struct _QueensCountsWindow
{
  GtkWindow        parent_instance;

  QueensCountsRow  rows[QUEENS_COUNT_TABLE_MAX_N + 1];  /* by N; 0 unused */
  GtkWidget       *chart;
  GCancellable    *cancellable;
  guint            counting_n;      /* 0: no count runs */
};

G_DEFINE_FINAL_TYPE (QueensCountsWindow, queens_counts_window, GTK_TYPE_WINDOW)

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

  time = format_seconds (queens_count_table_estimate_seconds (n, base, self->rows[base].seconds));
  /* Translators: a count's time, scaled from a measured one */
  return g_strdup_printf (_("about %s (estimated)"), time);
}

static void
queens_counts_window_update_times (QueensCountsWindow *self)
{
  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      g_autofree char *text = queens_counts_window_describe_time (self, n);

      gtk_label_set_text (self->rows[n].time_label, text);
      if (self->rows[n].count_button != NULL)
        gtk_widget_set_sensitive (self->rows[n].count_button, self->counting_n == 0);
    }
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
  if (progress->window->counting_n == progress->n
      && progress->window->rows[progress->n].progress_bar != NULL)
    gtk_progress_bar_set_fraction (progress->window->rows[progress->n].progress_bar,
                                   progress->fraction);
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

  if (self->counting_n != 0 && self->rows[self->counting_n].progress_bar != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->rows[self->counting_n].progress_bar), FALSE);
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

  if (first_n == last_n && self->rows[first_n].progress_bar != NULL)
    {
      gtk_progress_bar_set_fraction (self->rows[first_n].progress_bar, 0);
      gtk_widget_set_visible (GTK_WIDGET (self->rows[first_n].progress_bar), TRUE);
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

static void
on_count_clicked (GtkButton          *button,
                  QueensCountsWindow *self)
{
  queens_counts_window_count (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                          "queens-n")));
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
on_copy_clicked (GtkButton          *button,
                 QueensCountsWindow *self)
{
  g_autofree char *text = queens_counts_window_to_text (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

/* One bar per N, its height the number of digits of the total (a log
 * scale), with a faint line at every thousandfold. */
static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  const double top_exponent = 18;  /* N = 27 has 2.3 * 10^17 solutions */
  double bar_width = (double) width / QUEENS_COUNT_TABLE_MAX_N;
  GdkRGBA ink;

  queens_widget_get_foreground (GTK_WIDGET (area), &ink);

  cairo_set_source_rgba (cr, ink.red, ink.green, ink.blue, ink.alpha * 0.2);
  cairo_set_line_width (cr, 1);
  for (double exponent = 0; exponent <= top_exponent; exponent += 3)
    {
      double y = floor (height - exponent / top_exponent * height) + 0.5;

      cairo_move_to (cr, 0, y);
      cairo_line_to (cr, width, y);
    }
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, ink.red, ink.green, ink.blue, ink.alpha * 0.7);
  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      guint64 total = 0;
      double bar_height;

      queens_count_table_lookup (n, &total, NULL);
      if (total == 0)
        continue;
      /* log10 (1) is 0: the smallest counts still get a sliver. */
      bar_height = MAX (2.0, log10 ((double) total) / top_exponent * height);
      cairo_rectangle (cr, (n - 1) * bar_width + 1, height - bar_height,
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

static void
queens_counts_window_fill (QueensCountsWindow *self,
                           GtkGrid            *grid)
{
  gtk_grid_attach (grid, new_cell (_("N"), TRUE), 0, 0, 1, 1);
  gtk_grid_attach (grid, new_cell (_("All solutions"), TRUE), 1, 0, 1, 1);
  gtk_grid_attach (grid, new_cell (_("Fundamental"), TRUE), 2, 0, 1, 1);
  gtk_grid_attach (grid, new_cell (_("Time to count"), FALSE), 3, 0, 1, 1);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_add_css_class (child, "heading");

  for (guint n = 1; n <= QUEENS_COUNT_TABLE_MAX_N; n++)
    {
      QueensCountsRow *row = &self->rows[n];
      guint64 total = 0, unique = 0;
      g_autofree char *n_text = g_strdup_printf ("%u", n);
      g_autofree char *total_text = NULL;
      g_autofree char *unique_text = NULL;
      GtkWidget *time_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

      queens_count_table_lookup (n, &total, &unique);
      total_text = queens_format_count (total);
      unique_text = queens_format_count (unique);
      gtk_grid_attach (grid, new_cell (n_text, TRUE), 0, n, 1, 1);
      gtk_grid_attach (grid, new_cell (total_text, TRUE), 1, n, 1, 1);
      gtk_grid_attach (grid, new_cell (unique_text, TRUE), 2, n, 1, 1);

      row->time_label = GTK_LABEL (new_cell (NULL, FALSE));
      gtk_box_append (GTK_BOX (time_box), GTK_WIDGET (row->time_label));
      row->progress_bar = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
      gtk_widget_set_visible (GTK_WIDGET (row->progress_bar), FALSE);
      gtk_box_append (GTK_BOX (time_box), GTK_WIDGET (row->progress_bar));
      gtk_widget_set_valign (time_box, GTK_ALIGN_CENTER);
      gtk_grid_attach (grid, time_box, 3, n, 1, 1);

      if (n <= QUEENS_COUNTS_WINDOW_MAX_COUNT_N)
        {
          /* Translators: the accessible name of a row's Count Now button in the
           * Table of Counts, %u the row's board size, as in "Count N = 16
           * now" */
          g_autofree char *accessible = g_strdup_printf (_("Count N = %u now"), n);

          row->count_button = gtk_button_new_with_label (_("Count Now"));
          gtk_widget_set_valign (row->count_button, GTK_ALIGN_CENTER);
          gtk_accessible_update_property (GTK_ACCESSIBLE (row->count_button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
          g_object_set_data (G_OBJECT (row->count_button), "queens-n", GUINT_TO_POINTER (n));
          g_signal_connect (row->count_button, "clicked", G_CALLBACK (on_count_clicked), self);
          gtk_grid_attach (grid, row->count_button, 4, n, 1, 1);
        }
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
  G_OBJECT_CLASS (klass)->dispose = queens_counts_window_dispose;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
queens_counts_window_init (QueensCountsWindow *self)
{
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *copy = gtk_button_new_with_mnemonic (_("_Copy as Text"));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *chart_label = gtk_label_new (_("Solutions by N, on a logarithmic scale (a line every thousandfold)"));

  self->cancellable = g_cancellable_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Table of Counts"));
  gtk_window_set_default_size (GTK_WINDOW (self), 780, 720);
  g_signal_connect (copy, "clicked", G_CALLBACK (on_copy_clicked), self);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), copy);
  gtk_window_set_titlebar (GTK_WINDOW (self), header);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  queens_counts_window_fill (self, GTK_GRID (grid));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), grid);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);

  self->chart = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->chart), 120);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, NULL, NULL);
  gtk_label_set_wrap (GTK_LABEL (chart_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (chart_label), 0);
  gtk_widget_add_css_class (chart_label, "dim-label");

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), self->chart);
  gtk_box_append (GTK_BOX (box), chart_label);
  gtk_window_set_child (GTK_WINDOW (self), box);

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
