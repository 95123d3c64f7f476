/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-tree-view.h: the backtracking tree, zoomable and pannable
 *
 * Draws a QueensSearchTree it owns (only the part on screen), with the
 * search's current path emphasised.  Zoom is across only: the levels
 * always fill the height.  Clicking a node emits ::node-activated; what
 * that does (expand a collapsed node, move the search) is up to the
 * owner.  Its keys run win.tree-zoom; the arrows pan while it has focus.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-search-tree.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_SEARCH_TREE_VIEW (queens_search_tree_view_get_type ())
G_DECLARE_FINAL_TYPE (QueensSearchTreeView, queens_search_tree_view, QUEENS, SEARCH_TREE_VIEW, GtkWidget)

GtkWidget              *queens_search_tree_view_new           (void);

/* A new tree for @n (none, and a note saying why, outside
 * 1..QUEENS_SEARCH_TREE_MAX_N), fitted to the view. */
void                    queens_search_tree_view_set_n         (QueensSearchTreeView *self,
                                                               guint                 n);
const QueensSearchTree *queens_search_tree_view_get_tree      (QueensSearchTreeView *self);
/* The search's queens, row 0 first; the deepest node of the tree along
 * them is emphasised (and scrolled into view when zoomed). */
void                    queens_search_tree_view_set_path      (QueensSearchTreeView *self,
                                                               const guint32        *columns,
                                                               guint                 length);
/* The node the path ends at (QUEENS_SEARCH_TREE_NO_NODE without a tree). */
guint32                 queens_search_tree_view_get_current   (QueensSearchTreeView *self);
/* Shows the subtree below a collapsed node; FALSE when it is not one. */
gboolean                queens_search_tree_view_expand        (QueensSearchTreeView *self,
                                                               guint32               index);

/* "in", "out" or "fit"; FALSE for another word. */
gboolean                queens_search_tree_view_zoom          (QueensSearchTreeView *self,
                                                               const char           *how);
/* The width of one leaf, in pixels. */
double                  queens_search_tree_view_get_unit      (QueensSearchTreeView *self);
/* How many nodes the last frame drew. */
guint                   queens_search_tree_view_get_n_drawn   (QueensSearchTreeView *self);
/* Where node @index is drawn, in the view's coordinates; FALSE without
 * a tree. */
gboolean                queens_search_tree_view_get_node_position (QueensSearchTreeView *self,
                                                                   guint32               index,
                                                                   double               *out_x,
                                                                   double               *out_y);

G_END_DECLS
