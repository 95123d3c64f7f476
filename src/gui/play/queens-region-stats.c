/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-stats.c: the region puzzles' records in a window */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-region-generator.h"
#include "queens-region-game.h"
#include "queens-region-records.h"
#include "queens-region-stats.h"

struct _QueensRegionStats
{
  GtkWindow  parent_instance;

  /* Template widgets */
  GtkGrid   *grid;
  GtkLabel  *summary_label;
};

G_DEFINE_FINAL_TYPE (QueensRegionStats, queens_region_stats, GTK_TYPE_WINDOW)

static void
attach_label (QueensRegionStats *self,
              const char        *text,
              int                column,
              int                row,
              gboolean           heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, heading ? "heading" : "numeric");
  gtk_grid_attach (self->grid, label, column, row, 1, 1);
}

/* "3 · 1:05": solved, and the best time when there is one. */
static char *
describe_cell (guint solved,
               guint best)
{
  if (best == 0)
    return g_strdup_printf ("%u", solved);
  return g_strdup_printf ("%u · %u:%02u", solved, best / 60, best % 60);
}

static void
queens_region_stats_fill (QueensRegionStats *self,
                          GSettings         *settings)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  guint streak = queens_region_records_get_streak (settings, today);
  int row = 1;

  /* Translators: the heading of the sizes' column in the region puzzle
   * statistics */
  attach_label (self, _("Size"), 0, 0, TRUE);
  for (QueensRegionDifficulty d = QUEENS_REGION_EASY; d <= QUEENS_REGION_HARD; d++)
    attach_label (self, queens_region_difficulty_to_label (d), 1 + (int) d, 0, TRUE);

  for (guint n = QUEENS_REGION_GENERATE_MIN_N; n <= QUEENS_REGION_GENERATE_MAX_N; n++)
    {
      g_autofree char *size = g_strdup_printf ("%u × %u", n, n);
      gboolean any = FALSE;

      for (QueensRegionDifficulty d = QUEENS_REGION_EASY; d <= QUEENS_REGION_HARD; d++)
        any |= queens_region_records_lookup (settings, n, d, NULL, NULL);
      if (!any)
        continue;
      attach_label (self, size, 0, row, FALSE);
      for (QueensRegionDifficulty d = QUEENS_REGION_EASY; d <= QUEENS_REGION_HARD; d++)
        {
          guint solved, best;
          g_autofree char *cell = queens_region_records_lookup (settings, n, d, &solved, &best)
                                  ? describe_cell (solved, best) : g_strdup ("—");

          attach_label (self, cell, 1 + (int) d, row, FALSE);
        }
      row++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->grid), row > 1);
  if (row == 1)
    gtk_label_set_text (self->summary_label, _("No region puzzle solved yet."));
  else
    {
      /* Translators: the days in a row a region puzzle of the day was
       * solved, under the table of solves and best times */
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Solved · best time without hints.  Daily streak: %u day",
                                                            "Solved · best time without hints.  Daily streak: %u days", streak),
                                               streak);

      gtk_label_set_text (self->summary_label, text);
    }
}

static void
queens_region_stats_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), QUEENS_TYPE_REGION_STATS);

  G_OBJECT_CLASS (queens_region_stats_parent_class)->dispose (object);
}

static void
queens_region_stats_class_init (QueensRegionStatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_region_stats_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-region-stats.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensRegionStats, grid);
  gtk_widget_class_bind_template_child (widget_class, QueensRegionStats, summary_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
queens_region_stats_init (QueensRegionStats *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

QueensRegionStats *
queens_region_stats_new (GtkWindow *parent,
                         GSettings *settings)
{
  QueensRegionStats *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (QUEENS_TYPE_REGION_STATS, "transient-for", parent, NULL);
  queens_region_stats_fill (self, settings);
  return self;
}
