/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-code-view.c: a method's pseudocode, the line being executed
 * marked */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-code-view.h"

struct _QueensCodeView
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GStrv      lines;
  GPtrArray *labels;        /* GtkLabel, one a line, owned by the box */
  int        current_line;
};

G_DEFINE_FINAL_TYPE (QueensCodeView, queens_code_view, GTK_TYPE_WIDGET)

/* A marker as well as a colour: the line stays findable without colour. */
static void
show_line (QueensCodeView *self,
           guint           line)
{
  GtkLabel *label = g_ptr_array_index (self->labels, line);
  g_autofree char *escaped = g_markup_escape_text (self->lines[line], -1);
  g_autofree char *markup = NULL;

  if ((int) line == self->current_line)
    markup = g_strdup_printf ("<span background=\"#f6d32d80\" weight=\"bold\">▶ %s</span>", escaped);
  else
    markup = g_strdup_printf ("  %s", escaped);
  gtk_label_set_markup (label, markup);
}

void
queens_code_view_set_lines (QueensCodeView     *self,
                            const char * const *lines)
{
  GtkWidget *child;

  g_return_if_fail (QUEENS_IS_CODE_VIEW (self));
  g_return_if_fail (lines != NULL);

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  g_ptr_array_set_size (self->labels, 0);
  g_strfreev (self->lines);
  self->lines = g_strdupv ((char **) lines);
  self->current_line = -1;

  for (guint line = 0; self->lines[line] != NULL; line++)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "monospace");
      gtk_box_append (GTK_BOX (self->box), label);
      g_ptr_array_add (self->labels, label);
      show_line (self, line);
    }
}

void
queens_code_view_set_current_line (QueensCodeView *self,
                                   int             line)
{
  int previous;

  g_return_if_fail (QUEENS_IS_CODE_VIEW (self));

  if (line >= (int) self->labels->len)
    line = -1;
  if (line == self->current_line)
    return;

  previous = self->current_line;
  self->current_line = line;
  if (previous >= 0)
    show_line (self, (guint) previous);
  if (line >= 0)
    show_line (self, (guint) line);
}

int
queens_code_view_get_current_line (QueensCodeView *self)
{
  g_return_val_if_fail (QUEENS_IS_CODE_VIEW (self), -1);

  return self->current_line;
}

guint
queens_code_view_get_n_lines (QueensCodeView *self)
{
  g_return_val_if_fail (QUEENS_IS_CODE_VIEW (self), 0);

  return self->labels->len;
}

static void
queens_code_view_dispose (GObject *object)
{
  QueensCodeView *self = QUEENS_CODE_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (queens_code_view_parent_class)->dispose (object);
}

static void
queens_code_view_finalize (GObject *object)
{
  QueensCodeView *self = QUEENS_CODE_VIEW (object);

  g_clear_pointer (&self->lines, g_strfreev);
  g_clear_pointer (&self->labels, g_ptr_array_unref);

  G_OBJECT_CLASS (queens_code_view_parent_class)->finalize (object);
}

static void
queens_code_view_class_init (QueensCodeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_code_view_dispose;
  object_class->finalize = queens_code_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "queens-code-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
queens_code_view_init (QueensCodeView *self)
{
  self->labels = g_ptr_array_new ();
  self->current_line = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
queens_code_view_new (void)
{
  return g_object_new (QUEENS_TYPE_CODE_VIEW, NULL);
}
