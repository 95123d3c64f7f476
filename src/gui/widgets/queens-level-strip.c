/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-level-strip.c: the level breadth-first holds, as small boards */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-level-strip.h"
#include "queens-widget-color.h"

#define BOARD_SIZE 52.0
#define BOARD_GAP  6.0

struct _QueensLevelStrip
{
  GtkWidget                    parent_instance;

  QueensTextbookStepper       *stepper;  /* one that holds levels */
  guint64                      first_shown;
  guint                        shown;
};

G_DEFINE_FINAL_TYPE (QueensLevelStrip, queens_level_strip, GTK_TYPE_WIDGET)

static void
draw_board (cairo_t      *cr,
            double        x,
            guint         n,
            const guint8 *columns,
            guint         depth,
            gboolean      current,
            gboolean      dark)
{
  double square = BOARD_SIZE / n;

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        gboolean light = (row + column) % 2 == 0;

        if (dark)
          cairo_set_source_rgb (cr, light ? 0.45 : 0.30, light ? 0.45 : 0.30, light ? 0.50 : 0.35);
        else
          cairo_set_source_rgb (cr, light ? 0.93 : 0.72, light ? 0.90 : 0.62, light ? 0.82 : 0.50);
        cairo_rectangle (cr, x + column * square, row * square, square, square);
        cairo_fill (cr);
      }

  /* The rows below the level's queens are still to come: veiled. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.25);
  cairo_rectangle (cr, x, depth * square, BOARD_SIZE, (n - depth) * square);
  cairo_fill (cr);

  cairo_set_source_rgb (cr, dark ? 0.95 : 0.1, dark ? 0.95 : 0.1, dark ? 0.95 : 0.1);
  for (guint row = 0; row < depth; row++)
    {
      cairo_arc (cr, x + (columns[row] + 0.5) * square, (row + 0.5) * square,
                 square * 0.42, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  if (current)
    {
      cairo_set_source_rgb (cr, 0.95, 0.6, 0.0);
      cairo_set_line_width (cr, 2.5);
      cairo_rectangle (cr, x - 1.5, -1.5, BOARD_SIZE + 3, BOARD_SIZE + 3);
      cairo_stroke (cr);
    }
}

static void
queens_level_strip_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  QueensLevelStrip *self = QUEENS_LEVEL_STRIP (widget);
  int width = gtk_widget_get_width (widget);
  cairo_t *cr;
  GdkRGBA foreground;
  gboolean dark = queens_widget_is_dark_theme (widget, &foreground);
  guint64 size;
  guint64 current;
  guint fit;
  guint n;
  guint depth;

  self->shown = 0;
  if (self->stepper == NULL || width <= 0)
    return;

  n = queens_textbook_stepper_get_n (self->stepper);
  depth = queens_textbook_stepper_get_level_depth (self->stepper);
  size = queens_textbook_stepper_get_level_size (self->stepper);
  current = queens_textbook_stepper_get_level_index (self->stepper);
  fit = MAX (1, (guint) ((width + BOARD_GAP) / (BOARD_SIZE + BOARD_GAP)));

  /* The current board in view, near the middle once the strip is full. */
  self->first_shown = current > fit / 2 ? current - fit / 2 : 0;
  if (size > fit && self->first_shown > size - fit)
    self->first_shown = size - fit;
  if (size <= fit)
    self->first_shown = 0;
  self->shown = (guint) MIN ((guint64) fit, size - self->first_shown);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, BOARD_SIZE + 4));
  cairo_translate (cr, 2, 2);
  for (guint i = 0; i < self->shown; i++)
    {
      guint64 index = self->first_shown + i;

      draw_board (cr, i * (BOARD_SIZE + BOARD_GAP), n,
                  queens_textbook_stepper_get_level_board (self->stepper, index),
                  depth, index == current, dark);
    }
  cairo_destroy (cr);
}

static void
queens_level_strip_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  /* One board high; any width (as many boards as fit). */
  *minimum = (int) BOARD_SIZE + 4;
  *natural = orientation == GTK_ORIENTATION_VERTICAL ? (int) BOARD_SIZE + 4 : 240;
}

static void
queens_level_strip_dispose (GObject *object)
{
  QueensLevelStrip *self = QUEENS_LEVEL_STRIP (object);

  g_clear_object (&self->stepper);

  G_OBJECT_CLASS (queens_level_strip_parent_class)->dispose (object);
}

static void
queens_level_strip_class_init (QueensLevelStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = queens_level_strip_dispose;
  widget_class->snapshot = queens_level_strip_snapshot;
  widget_class->measure = queens_level_strip_measure;
  gtk_widget_class_set_css_name (widget_class, "queens-level-strip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
queens_level_strip_init (QueensLevelStrip *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The boards of the level being extended"), -1);
}

GtkWidget *
queens_level_strip_new (void)
{
  return g_object_new (QUEENS_TYPE_LEVEL_STRIP, NULL);
}

void
queens_level_strip_set_stepper (QueensLevelStrip *self,
                                QueensStepper    *stepper)
{
  g_return_if_fail (QUEENS_IS_LEVEL_STRIP (self));
  g_return_if_fail (stepper == NULL || QUEENS_IS_STEPPER (stepper));

  if (!QUEENS_IS_TEXTBOOK_STEPPER (stepper)
      || !queens_textbook_stepper_holds_levels (QUEENS_TEXTBOOK_STEPPER (stepper)))
    stepper = NULL;
  g_set_object (&self->stepper, (QueensTextbookStepper *) stepper);
  self->shown = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
queens_level_strip_has_levels (QueensLevelStrip *self)
{
  g_return_val_if_fail (QUEENS_IS_LEVEL_STRIP (self), FALSE);

  return self->stepper != NULL;
}

void
queens_level_strip_get_shown (QueensLevelStrip *self,
                              guint64          *out_first,
                              guint            *out_count)
{
  g_return_if_fail (QUEENS_IS_LEVEL_STRIP (self));

  *out_first = self->first_shown;
  *out_count = self->shown;
}
