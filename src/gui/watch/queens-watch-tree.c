/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-tree.c: the search tree panel of the watch page
 *
 * Whether the page is wide is known only once it is allocated; the
 * panel moves in an idle after that, never during the allocation, and
 * the width at which it moves beside the board is well above what the
 * page needs with it there, so the two layouts cannot flip back and
 * forth.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "queens-search-tree-render.h"
#include "queens-search-tree-view.h"
#include "queens-watch-view-private.h"

/* The page needs about 730 px with the tree beside the board. */
#define WIDE_WIDTH 900

/* The tree is backtracking's: shown while it is watched. */
void
queens_watch_view_refresh_tree (QueensWatchView *self)
{
  QueensBacktrackStepper *stepper = QUEENS_IS_BACKTRACK_STEPPER (self->stepper)
                                    ? QUEENS_BACKTRACK_STEPPER (self->stepper) : NULL;
  gboolean shown = stepper != NULL && (self->wide || self->show_tree);

  gtk_widget_set_visible (self->tree_panel, shown);
  gtk_widget_set_visible (self->board_area, !shown || self->wide);
  gtk_widget_set_visible (self->tree_toggle, stepper != NULL && !self->wide);
  if (stepper != NULL)
    queens_search_tree_view_set_path (QUEENS_SEARCH_TREE_VIEW (self->tree_view),
                                      queens_backtrack_stepper_get_columns (stepper),
                                      queens_backtrack_stepper_get_depth (stepper));
}

/* Backtracking's search, watched or not; NULL where it cannot be. */
static QueensBacktrackStepper *
get_backtracking (QueensWatchView *self)
{
  return QUEENS_BACKTRACK_STEPPER (queens_watch_view_stepper_of (self, METHOD_BACKTRACKING));
}

/* FALSE when the path is no safe placement. */
static gboolean
seek_to (QueensWatchView *self,
         const guint32   *columns,
         guint            length)
{
  QueensBacktrackStepper *stepper = get_backtracking (self);

  queens_watch_view_set_playing (self, FALSE);
  if (!queens_backtrack_stepper_seek (stepper, columns, length))
    return FALSE;

  /* The page shows the placement as if stepped there. */
  self->last_step_shown = TRUE;
  queens_watch_view_follow_solutions (self, QUEENS_STEPPER (stepper));
  /* The tree is backtracking's: show the method it belongs to. */
  if (!gtk_widget_activate_action (GTK_WIDGET (self), "win.watch-method", "s", "backtracking"))
    queens_watch_view_set_method (self, "backtracking");
  queens_watch_view_refresh (self);
  return TRUE;
}

static void
on_node_activated (QueensSearchTreeView *view,
                   guint                 index,
                   QueensWatchView      *self)
{
  const QueensSearchTree *tree = queens_search_tree_view_get_tree (view);
  guint32 columns[QUEENS_SEARCH_TREE_MAX_N];
  guint length;

  if (tree == NULL || get_backtracking (self) == NULL)
    return;

  if (queens_search_tree_get_node (tree, index)->collapsed)
    {
      queens_search_tree_view_expand (view, index);
      return;
    }

  length = queens_search_tree_get_path (tree, index, columns);
  seek_to (self, columns, length);
}

static void
set_too_large (GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               /* Translators: %u is the largest board size the search tree is
                * drawn for, as in "The search tree is drawn for boards of up to
                * 14 queens" */
               ngettext ("The search tree is drawn for boards of up to %u queen",
                         "The search tree is drawn for boards of up to %u queens", QUEENS_SEARCH_TREE_MAX_N),
               QUEENS_SEARCH_TREE_MAX_N);
}

/* Reads "1,5,8" (or "1 5 8") into 0-based columns; at most N of them,
 * each 1..N. */
static gboolean
parse_path (QueensWatchView *self,
            const char      *text,
            guint32         *out_columns,
            guint           *out_length,
            GError         **error)
{
  g_auto(GStrv) tokens = g_strsplit_set (text, ", ", -1);
  gboolean watchable = get_backtracking (self) != NULL;
  guint length = 0;

  /* A seek counts the tree before the placement: beyond the tree's
   * largest N that is no longer a moment. */
  if (watchable && self->n > QUEENS_SEARCH_TREE_MAX_N)
    {
      set_too_large (error);
      return FALSE;
    }

  if (!watchable)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* Translators: %u is the board size, as in "The backtracking
                    * search cannot be watched on a board of 40 queens" */
                   ngettext ("The backtracking search cannot be watched on a board of %u queen",
                             "The backtracking search cannot be watched on a board of %u queens", self->n),
                   self->n);
      return FALSE;
    }

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      guint64 column;

      if (*tokens[i] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (tokens[i], 10, 1, self->n, &column, NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       /* Translators: %s is the text given, a placement of
                        * queens as columns, %u the board size, as in "“1,9” is
                        * not a list of columns from 1 to 8, such as “1,5,8”".
                        * Reorder with %1$s, %2$u if needed. */
                       _("“%s” is not a list of columns from 1 to %u, such as “1,5,8”"), text, self->n);
          return FALSE;
        }
      if (length == self->n)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       /* Translators: %s is the text given, a placement of
                        * queens as columns, %u the board size, as in
                        * "“1,5,8,2,4,6” names more rows than the board’s 5".
                        * Reorder with %1$s, %2$u if needed. */
                       _("“%s” names more rows than the board’s %u"), text, self->n);
          return FALSE;
        }
      out_columns[length++] = (guint32) column - 1;
    }

  *out_length = length;
  return TRUE;
}

gboolean
queens_watch_view_jump (QueensWatchView *self,
                        const char      *text,
                        GError         **error)
{
  g_autofree guint32 *columns = NULL;
  guint length;

  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  columns = g_new0 (guint32, MAX (self->n, 1));
  if (!parse_path (self, text, columns, &length, error))
    return FALSE;

  if (!seek_to (self, columns, length))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %s is the text given, a placement of queens
                    * as columns, one a row from the top, as in "“1,2” is no
                    * safe placement: one of its queens attacks another" */
                   _("“%s” is no safe placement: one of its queens attacks another"), text);
      return FALSE;
    }

  return TRUE;
}

gboolean
queens_watch_view_expand_tree (QueensWatchView *self,
                               const char      *text,
                               GError         **error)
{
  QueensSearchTreeView *view;
  const QueensSearchTree *tree;
  g_autofree guint32 *columns = NULL;
  guint length;
  guint matched;
  guint32 index;

  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  view = QUEENS_SEARCH_TREE_VIEW (self->tree_view);
  tree = queens_search_tree_view_get_tree (view);
  columns = g_new0 (guint32, MAX (self->n, 1));
  if (!parse_path (self, text, columns, &length, error))
    return FALSE;

  index = tree != NULL ? queens_search_tree_find_path (tree, columns, length, &matched)
                       : QUEENS_SEARCH_TREE_NO_NODE;
  if (index == QUEENS_SEARCH_TREE_NO_NODE || matched != length
      || !queens_search_tree_view_expand (view, index))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %s is the text given, a placement of queens
                    * as columns, one a row from the top, as in "“1,5” is not a
                    * collapsed part of the search tree on show" */
                   _("“%s” is not a collapsed part of the search tree on show"), text);
      return FALSE;
    }

  return TRUE;
}

gboolean
queens_watch_view_export_tree (QueensWatchView *self,
                               GFile           *file,
                               GError         **error)
{
  QueensSearchTreeView *view;
  const QueensSearchTree *tree;

  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  view = QUEENS_SEARCH_TREE_VIEW (self->tree_view);
  tree = queens_search_tree_view_get_tree (view);
  if (tree == NULL)
    {
      set_too_large (error);
      return FALSE;
    }

  return queens_search_tree_export_to_file (file, tree, queens_search_tree_view_get_current (view), NULL, error);
}

QueensFilePicker *
queens_watch_view_get_tree_picker (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  if (self->tree_picker == NULL)
    self->tree_picker = queens_file_picker_new ();
  return self->tree_picker;
}

void
queens_watch_view_set_tree_picker (QueensWatchView  *self,
                                   QueensFilePicker *picker)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));
  g_return_if_fail (QUEENS_IS_FILE_PICKER (picker));

  g_set_object (&self->tree_picker, picker);
}

void
queens_watch_view_build_tree (QueensWatchView *self,
                              GtkWidget       *main_box,
                              GtkWidget       *toggle_row)
{
  GtkWidget *header;
  GtkWidget *caption;
  GtkWidget *export_button;

  self->tree_panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_hexpand (self->tree_panel, TRUE);
  gtk_widget_set_vexpand (self->tree_panel, TRUE);

  /* What a click does, and the export, over the tree. */
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (self->tree_panel), header);
  caption = gtk_label_new (_("Click a node to move the search there, or a triangle to open that part"));
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_set_hexpand (caption, TRUE);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_widget_add_css_class (caption, "caption");
  gtk_box_append (GTK_BOX (header), caption);

  export_button = gtk_button_new_from_icon_name ("document-save-as-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (export_button), "win.export-tree");
  gtk_widget_set_tooltip_text (export_button, _("Export the search tree as SVG or PDF"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (export_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Export the search tree as SVG or PDF"), -1);
  gtk_widget_set_valign (export_button, GTK_ALIGN_START);
  gtk_widget_set_focus_on_click (export_button, FALSE);
  gtk_widget_add_css_class (export_button, "flat");
  gtk_box_append (GTK_BOX (header), export_button);

  self->tree_view = queens_search_tree_view_new ();
  gtk_widget_set_hexpand (self->tree_view, TRUE);
  gtk_widget_set_vexpand (self->tree_view, TRUE);
  g_signal_connect (self->tree_view, "node-activated", G_CALLBACK (on_node_activated), self);
  gtk_box_append (GTK_BOX (self->tree_panel), self->tree_view);

  /* Beside the board: after it in the row. */
  gtk_box_insert_child_after (GTK_BOX (main_box), self->tree_panel, self->board_area);

  self->tree_toggle = gtk_toggle_button_new_with_label (_("Tree"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->tree_toggle), "win.watch-show-tree");
  gtk_widget_set_tooltip_text (self->tree_toggle, _("Show the search tree in place of the board"));
  gtk_widget_set_focus_on_click (self->tree_toggle, FALSE);
  gtk_box_append (GTK_BOX (toggle_row), self->tree_toggle);
}

static gboolean
on_layout_idle (gpointer user_data)
{
  QueensWatchView *self = user_data;

  self->layout_idle_id = 0;
  queens_watch_view_refresh_tree (self);
  return G_SOURCE_REMOVE;
}

void
queens_watch_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  QueensWatchView *self = QUEENS_WATCH_VIEW (widget);

  gtk_widget_measure (self->content, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
}

void
queens_watch_view_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  QueensWatchView *self = QUEENS_WATCH_VIEW (widget);
  gboolean wide = width >= WIDE_WIDTH;

  gtk_widget_allocate (self->content, width, height, baseline, NULL);
  if (wide != self->wide)
    {
      self->wide = wide;
      if (self->layout_idle_id == 0)
        /* Before the next frame, not after a busy main loop quietens. */
        self->layout_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, on_layout_idle, self, NULL);
    }
}
