/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-tree.h: the backtracking search tree, for drawing
 *
 * The root is the empty board; a node of depth k holds k queens, one in
 * each of the first k rows, none attacking another.  Its children are
 * the N squares of row k + 1: the safe ones are nodes, the attacked ones
 * are pruned (kept as a mask on the parent, not as nodes).  Leaves are
 * solutions (depth N) or dead ends (no safe square below).
 *
 * The tree is built within a node budget, a level at a time: a level
 * whose nodes would not all fit stays collapsed, each of its nodes
 * carrying the counts of the subtree it stands for.  A collapsed node
 * can be expanded later, again within a budget.  N = 8 (2,057 nodes with
 * the root) fits the default budget whole.
 *
 * The layout gives each leaf (or collapsed node) one unit of width, in
 * the order the search meets them, and each parent the middle of its
 * children; y is the depth.  It is recomputed after every expansion.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A collapsed subtree's counts take a search of it: the whole tree, a
 * fifth of a second at N = 14, ten times that per N beyond. */
#define QUEENS_SEARCH_TREE_MAX_N          14u
#define QUEENS_SEARCH_TREE_DEFAULT_BUDGET 3000u
#define QUEENS_SEARCH_TREE_NO_NODE        G_MAXUINT32

typedef struct
{
  guint32 parent;        /* QUEENS_SEARCH_TREE_NO_NODE for the root */
  guint32 first_child;   /* the children are consecutive, in column order */
  guint32 n_children;    /* 0 for a leaf and for a collapsed node */
  guint32 pruned;        /* bit c: square c of the next row is attacked */
  guint8  depth;         /* queens on the board */
  guint8  column;        /* the column of the queen of row depth - 1 */
  gboolean collapsed;    /* it has safe children that are not built */
  guint64 placements;    /* safe placements below it (itself not included) */
  guint64 solutions;     /* solutions at or below it */
  double  x;             /* its centre in the layout, in leaf units */
} QueensSearchTreeNode;

typedef struct _QueensSearchTree QueensSearchTree;

/* 1 <= n <= QUEENS_SEARCH_TREE_MAX_N; at most about @budget nodes are
 * built (the root and its children always are). */
QueensSearchTree           *queens_search_tree_new          (guint                    n,
                                                             guint                    budget);
void                        queens_search_tree_free         (QueensSearchTree        *self);

guint                       queens_search_tree_get_n        (const QueensSearchTree  *self);
guint                       queens_search_tree_get_n_nodes  (const QueensSearchTree  *self);
/* Node 0 is the root. */
const QueensSearchTreeNode *queens_search_tree_get_node     (const QueensSearchTree  *self,
                                                             guint32                  index);
/* Builds the children of a collapsed node, and below them as many
 * levels as fit @budget more nodes.  FALSE when it is not collapsed. */
gboolean                    queens_search_tree_expand       (QueensSearchTree        *self,
                                                             guint32                  index,
                                                             guint                    budget);

/* The layout's width in leaf units. */
double                      queens_search_tree_get_width    (const QueensSearchTree  *self);
/* The nodes of one depth (0..N), ordered by x. */
const guint32              *queens_search_tree_get_level    (const QueensSearchTree  *self,
                                                             guint                    depth,
                                                             guint                   *out_length);
/* The positions in that level of the nodes with @x0 <= x <= @x1:
 * [*out_first, *out_end). */
void                        queens_search_tree_level_range  (const QueensSearchTree  *self,
                                                             guint                    depth,
                                                             double                   x0,
                                                             double                   x1,
                                                             guint                   *out_first,
                                                             guint                   *out_end);

/* The deepest built node along @columns (0-based, one per row from row
 * 0, @length of them); *out_matched (nullable) gets its depth, which is
 * @length when the whole path is built. */
guint32                     queens_search_tree_find_path    (const QueensSearchTree  *self,
                                                             const guint32           *columns,
                                                             guint                    length,
                                                             guint                   *out_matched);
/* The columns of the queens of node @index into @out_columns (room for
 * N); returns its depth. */
guint                       queens_search_tree_get_path     (const QueensSearchTree  *self,
                                                             guint32                  index,
                                                             guint32                 *out_columns);
/* The node nearest (@x, @y) (x in leaf units, y in levels) at the level
 * nearest @y, if it is within @x_tolerance; else QUEENS_SEARCH_TREE_NO_NODE. */
guint32                     queens_search_tree_node_at      (const QueensSearchTree  *self,
                                                             double                   x,
                                                             double                   y,
                                                             double                   x_tolerance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensSearchTree, queens_search_tree_free)

G_END_DECLS
