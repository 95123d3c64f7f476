/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-status-bar.c: the lines under the board that say what it shows
 *
 * Browse and Play each write their own news here; only the page on show
 * writes, so the bar always speaks of the board above it.  The bar is as
 * tall whatever it says: every line is there when empty, and the notes
 * take two lines, wrapped, with an ellipsis past the second (the whole
 * note is their tooltip).
 */
#include "config.h"

#include "queens-status-bar.h"

struct _QueensStatusBar
{
  GtkWidget       parent_instance;

  GtkLabel       *status_label;
  GtkProgressBar *progress_bar;
  GtkWidget      *stop_button;
  GtkLabel       *detail_label;
  GtkLabel       *note_label;
  /* The page's detail, kept while the gallery's range stands in for it. */
  char           *detail;
  char           *range;
};

G_DEFINE_FINAL_TYPE (QueensStatusBar, queens_status_bar, GTK_TYPE_WIDGET)

static void
queens_status_bar_finalize (GObject *object)
{
  g_clear_pointer (&QUEENS_STATUS_BAR (object)->detail, g_free);
  g_clear_pointer (&QUEENS_STATUS_BAR (object)->range, g_free);

  G_OBJECT_CLASS (queens_status_bar_parent_class)->finalize (object);
}

static void
queens_status_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), QUEENS_TYPE_STATUS_BAR);
  /* The template's root box has no name, so it is not unparented for us. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (queens_status_bar_parent_class)->dispose (object);
}

/* The notes' two lines, in the font they are drawn in, whether they
 * hold none, one or two. */
static void
queens_status_bar_reserve_note_lines (QueensStatusBar *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->note_label), "X\nX");
  int height = 0;

  pango_layout_get_pixel_size (layout, NULL, &height);
  gtk_widget_set_size_request (GTK_WIDGET (self->note_label), -1, height);
}

static void
queens_status_bar_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (queens_status_bar_parent_class)->css_changed (widget, change);

  queens_status_bar_reserve_note_lines (QUEENS_STATUS_BAR (widget));
}

static void
queens_status_bar_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (queens_status_bar_parent_class)->root (widget);

  queens_status_bar_reserve_note_lines (QUEENS_STATUS_BAR (widget));
}

static void
queens_status_bar_class_init (QueensStatusBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_status_bar_dispose;
  object_class->finalize = queens_status_bar_finalize;
  widget_class->css_changed = queens_status_bar_css_changed;
  widget_class->root = queens_status_bar_root;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-status-bar.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "statusbar");
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, status_label);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, stop_button);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, detail_label);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, note_label);
}

static void
queens_status_bar_init (QueensStatusBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
queens_status_bar_set_status (QueensStatusBar *self,
                              const char      *text,
                              gboolean         solved)
{
  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  gtk_label_set_text (self->status_label, text != NULL ? text : "");
  if (solved)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "solved");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "solved");
}

static void
queens_status_bar_show_detail (QueensStatusBar *self)
{
  const char *shown = self->range != NULL ? self->range : self->detail;

  gtk_label_set_text (self->detail_label, shown != NULL ? shown : "");
}

void
queens_status_bar_set_detail (QueensStatusBar *self,
                              const char      *text)
{
  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  g_free (self->detail);
  self->detail = g_strdup (text);
  queens_status_bar_show_detail (self);
}

void
queens_status_bar_set_range (QueensStatusBar *self,
                             const char      *text)
{
  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  g_free (self->range);
  self->range = g_strdup (text);
  queens_status_bar_show_detail (self);
}

void
queens_status_bar_set_note (QueensStatusBar *self,
                            const char      *text)
{
  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  gtk_label_set_text (self->note_label, text != NULL ? text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->note_label), text);
}

void
queens_status_bar_set_progress (QueensStatusBar *self,
                                double           fraction)
{
  gboolean running = fraction >= 0;

  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), running);
  gtk_widget_set_visible (self->stop_button, running);
  if (running)
    gtk_progress_bar_set_fraction (self->progress_bar, MIN (fraction, 1.0));
}

const char *
queens_status_bar_get_status (QueensStatusBar *self)
{
  g_return_val_if_fail (QUEENS_IS_STATUS_BAR (self), NULL);

  return gtk_label_get_text (self->status_label);
}

const char *
queens_status_bar_get_detail (QueensStatusBar *self)
{
  g_return_val_if_fail (QUEENS_IS_STATUS_BAR (self), NULL);

  return self->range == NULL && self->detail != NULL ? self->detail : "";
}

const char *
queens_status_bar_get_range (QueensStatusBar *self)
{
  g_return_val_if_fail (QUEENS_IS_STATUS_BAR (self), NULL);

  return self->range != NULL ? self->range : "";
}

const char *
queens_status_bar_get_note (QueensStatusBar *self)
{
  g_return_val_if_fail (QUEENS_IS_STATUS_BAR (self), NULL);

  return gtk_label_get_text (self->note_label);
}
