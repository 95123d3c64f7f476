/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-status-bar.c: the lines under the board that say what it shows
 *
 * Browse and Play each write their own news here; only the page on show
 * writes, so the bar always speaks of the board above it.
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
  GtkLabel       *range_label;
  GtkLabel       *note_label;
  /* The page's detail, kept while the gallery's range stands in for it. */
  char           *detail;
};

G_DEFINE_FINAL_TYPE (QueensStatusBar, queens_status_bar, GTK_TYPE_WIDGET)

static void
queens_status_bar_finalize (GObject *object)
{
  g_clear_pointer (&QUEENS_STATUS_BAR (object)->detail, g_free);

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

static void
queens_status_bar_class_init (QueensStatusBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_status_bar_dispose;
  object_class->finalize = queens_status_bar_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-status-bar.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "statusbar");
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, status_label);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, stop_button);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, detail_label);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, range_label);
  gtk_widget_class_bind_template_child (widget_class, QueensStatusBar, note_label);
}

static void
queens_status_bar_init (QueensStatusBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
set_optional_text (GtkLabel   *label,
                   const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
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

void
queens_status_bar_set_detail (QueensStatusBar *self,
                              const char      *text)
{
  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  g_free (self->detail);
  self->detail = g_strdup (text);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->range_label)))
    set_optional_text (self->detail_label, text);
}

void
queens_status_bar_set_range (QueensStatusBar *self,
                             const char      *text)
{
  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  set_optional_text (self->range_label, text);
  set_optional_text (self->detail_label, text == NULL ? self->detail : NULL);
}

void
queens_status_bar_set_note (QueensStatusBar *self,
                            const char      *text)
{
  g_return_if_fail (QUEENS_IS_STATUS_BAR (self));

  set_optional_text (self->note_label, text);
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

  return gtk_label_get_text (self->detail_label);
}

const char *
queens_status_bar_get_range (QueensStatusBar *self)
{
  g_return_val_if_fail (QUEENS_IS_STATUS_BAR (self), NULL);

  return gtk_label_get_text (self->range_label);
}

const char *
queens_status_bar_get_note (QueensStatusBar *self)
{
  g_return_val_if_fail (QUEENS_IS_STATUS_BAR (self), NULL);

  return gtk_label_get_text (self->note_label);
}
