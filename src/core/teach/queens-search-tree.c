/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-tree.c: the backtracking search tree, for drawing
 *
 * Nodes live in one array; a node's children are appended together, so
 * they are consecutive and every child comes after its parent.  Nothing
 * per node is kept that its path can give back: the attack masks are
 * recomputed from the path (at most 14 queens) when needed.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-search-tree.h"

struct _QueensSearchTree
{
  guint    n;
  guint32  full;        /* the n low bits */
  GArray  *nodes;       /* QueensSearchTreeNode */
  GArray  *levels[QUEENS_SEARCH_TREE_MAX_N + 1];  /* guint32 node indices by x */
  double   width;
};

/* The squares of row @depth the queens on the path to @index leave free,
 * with the masks a search below it starts from. */
typedef struct
{
  guint32 columns;
  guint32 left;    /* diagonals moving one column left per row */
  guint32 right;   /* and right */
} Attacks;

static const QueensSearchTreeNode *
node_at_index (const QueensSearchTree *self,
               guint32                 index)
{
  return &g_array_index (self->nodes, QueensSearchTreeNode, index);
}

static QueensSearchTreeNode *
node_at_index_mut (QueensSearchTree *self,
                   guint32           index)
{
  return &g_array_index (self->nodes, QueensSearchTreeNode, index);
}

static Attacks
attacks_below (const QueensSearchTree *self,
               guint32                 index)
{
  guint32 path[QUEENS_SEARCH_TREE_MAX_N];
  guint depth = queens_search_tree_get_path (self, index, path);
  Attacks attacks = { 0, 0, 0 };

  for (guint row = 0; row < depth; row++)
    {
      guint32 bit = 1u << path[row];

      attacks.columns |= bit;
      attacks.left = ((attacks.left | bit) >> 1);
      attacks.right = ((attacks.right | bit) << 1) & self->full;
    }

  return attacks;
}

static guint32
free_squares (const QueensSearchTree *self,
              Attacks                 attacks)
{
  return ~(attacks.columns | attacks.left | attacks.right) & self->full;
}

/* Counts the safe placements strictly below a board whose next row is
 * @row, and the solutions at or below it. */
static void
count_below (const QueensSearchTree *self,
             guint                   row,
             Attacks                 attacks,
             guint64                *placements,
             guint64                *solutions)
{
  guint32 free_mask;

  if (row == self->n)
    {
      (*solutions)++;
      return;
    }

  free_mask = free_squares (self, attacks);
  while (free_mask != 0)
    {
      guint32 bit = free_mask & -free_mask;
      Attacks below = {
        attacks.columns | bit,
        (attacks.left | bit) >> 1,
        ((attacks.right | bit) << 1) & self->full,
      };

      free_mask ^= bit;
      (*placements)++;
      count_below (self, row + 1, below, placements, solutions);
    }
}

static guint32
append_node (QueensSearchTree *self,
             guint32           parent,
             guint             depth,
             guint             column)
{
  QueensSearchTreeNode node = { 0 };
  guint32 index = self->nodes->len;

  node.parent = parent;
  node.first_child = QUEENS_SEARCH_TREE_NO_NODE;
  node.depth = (guint8) depth;
  node.column = (guint8) column;
  g_array_append_val (self->nodes, node);

  if (depth < self->n)
    {
      guint32 free_mask = free_squares (self, attacks_below (self, index));
      QueensSearchTreeNode *added = node_at_index_mut (self, index);

      added->pruned = ~free_mask & self->full;
      added->collapsed = free_mask != 0;
    }

  return index;
}

/* The children of @index, which must be collapsed. */
static void
build_children (QueensSearchTree *self,
                guint32           index)
{
  QueensSearchTreeNode node = *node_at_index (self, index);
  guint32 free_mask = ~node.pruned & self->full;
  guint32 first = self->nodes->len;
  guint32 count = 0;

  for (guint column = 0; column < self->n; column++)
    if (free_mask & (1u << column))
      {
        append_node (self, index, node.depth + 1u, column);
        count++;
      }

  node_at_index_mut (self, index)->first_child = first;
  node_at_index_mut (self, index)->n_children = count;
  node_at_index_mut (self, index)->collapsed = FALSE;
}

/* Counts of the nodes from @first on, children before parents: a leaf
 * or collapsed node by a search, the others from their children. */
static void
count_new_nodes (QueensSearchTree *self,
                 guint32           first)
{
  for (guint32 index = self->nodes->len; index-- > first;)
    {
      QueensSearchTreeNode *node = node_at_index_mut (self, index);

      node->placements = 0;
      node->solutions = 0;
      if (node->n_children == 0)
        {
          count_below (self, node->depth, attacks_below (self, index), &node->placements, &node->solutions);
          continue;
        }

      for (guint32 child = node->first_child; child < node->first_child + node->n_children; child++)
        {
          const QueensSearchTreeNode *below = node_at_index (self, child);

          node->placements += 1 + below->placements;
          node->solutions += below->solutions;
        }
    }
}

static void
lay_out_below (QueensSearchTree *self,
               guint32           index,
               double           *next_leaf)
{
  QueensSearchTreeNode *node = node_at_index_mut (self, index);

  g_array_append_val (self->levels[node->depth], index);
  if (node->n_children == 0)
    {
      node->x = *next_leaf + 0.5;
      *next_leaf += 1;
      return;
    }

  for (guint32 child = node->first_child; child < node->first_child + node->n_children; child++)
    lay_out_below (self, child, next_leaf);

  node = node_at_index_mut (self, index);
  node->x = (node_at_index (self, node->first_child)->x
             + node_at_index (self, node->first_child + node->n_children - 1)->x) / 2;
}

static void
lay_out (QueensSearchTree *self)
{
  double next_leaf = 0;

  for (guint depth = 0; depth <= self->n; depth++)
    g_array_set_size (self->levels[depth], 0);
  lay_out_below (self, 0, &next_leaf);
  self->width = next_leaf;
}

/* Expands @index, then whole levels below it while they fit @budget;
 * the nodes from @count_from on get their counts. */
static void
grow (QueensSearchTree *self,
      guint32           index,
      guint             budget,
      guint32           count_from)
{
  g_autoptr(GArray) frontier = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint built = 0;

  g_array_append_val (frontier, index);
  while (frontier->len > 0)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (guint32));
      guint wanted = 0;

      for (guint i = 0; i < frontier->len; i++)
        {
          const QueensSearchTreeNode *node = node_at_index (self, g_array_index (frontier, guint32, i));

          if (node->collapsed)
            wanted += (guint) __builtin_popcount (~node->pruned & self->full);
        }
      /* The first level always: expanding must show something. */
      if (wanted == 0 || (built > 0 && built + wanted > budget))
        break;

      for (guint i = 0; i < frontier->len; i++)
        {
          guint32 parent = g_array_index (frontier, guint32, i);
          const QueensSearchTreeNode *node;

          if (!node_at_index (self, parent)->collapsed)
            continue;
          build_children (self, parent);
          node = node_at_index (self, parent);
          for (guint32 child = node->first_child; child < node->first_child + node->n_children; child++)
            g_array_append_val (next, child);
        }
      built += wanted;
      g_array_set_size (frontier, 0);
      g_array_append_vals (frontier, next->data, next->len);
    }

  count_new_nodes (self, count_from);
  lay_out (self);
}

QueensSearchTree *
queens_search_tree_new (guint n,
                        guint budget)
{
  QueensSearchTree *self;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SEARCH_TREE_MAX_N, NULL);

  self = g_new0 (QueensSearchTree, 1);
  self->n = n;
  self->full = (1u << n) - 1;
  self->nodes = g_array_new (FALSE, FALSE, sizeof (QueensSearchTreeNode));
  for (guint depth = 0; depth <= n; depth++)
    self->levels[depth] = g_array_new (FALSE, FALSE, sizeof (guint32));

  append_node (self, QUEENS_SEARCH_TREE_NO_NODE, 0, 0);
  grow (self, 0, budget, 0);

  return self;
}

void
queens_search_tree_free (QueensSearchTree *self)
{
  if (self == NULL)
    return;

  for (guint depth = 0; depth <= self->n; depth++)
    g_array_unref (self->levels[depth]);
  g_array_unref (self->nodes);
  g_free (self);
}

guint
queens_search_tree_get_n (const QueensSearchTree *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n;
}

guint
queens_search_tree_get_n_nodes (const QueensSearchTree *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->nodes->len;
}

const QueensSearchTreeNode *
queens_search_tree_get_node (const QueensSearchTree *self,
                             guint32                 index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->nodes->len, NULL);

  return node_at_index (self, index);
}

gboolean
queens_search_tree_expand (QueensSearchTree *self,
                           guint32           index,
                           guint             budget)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (index < self->nodes->len, FALSE);

  if (!node_at_index (self, index)->collapsed)
    return FALSE;

  /* The node's own counts stay: what it stands for does not change. */
  grow (self, index, budget, self->nodes->len);

  return TRUE;
}

double
queens_search_tree_get_width (const QueensSearchTree *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->width;
}

const guint32 *
queens_search_tree_get_level (const QueensSearchTree *self,
                              guint                   depth,
                              guint                  *out_length)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (out_length != NULL, NULL);

  if (depth > self->n)
    {
      *out_length = 0;
      return NULL;
    }

  *out_length = self->levels[depth]->len;
  return (const guint32 *) (gpointer) self->levels[depth]->data;
}

/* The first position in @level whose node lies right of @x, or at it
 * unless @past_equal. */
static guint
level_bound (const QueensSearchTree *self,
             GArray                 *level,
             double                  x,
             gboolean                past_equal)
{
  guint low = 0;
  guint high = level->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;

      double at = node_at_index (self, g_array_index (level, guint32, middle))->x;

      if (at < x || (past_equal && at == x))
        low = middle + 1;
      else
        high = middle;
    }

  return low;
}

void
queens_search_tree_level_range (const QueensSearchTree *self,
                                guint                   depth,
                                double                  x0,
                                double                  x1,
                                guint                  *out_first,
                                guint                  *out_end)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (out_first != NULL && out_end != NULL);

  *out_first = 0;
  *out_end = 0;
  if (depth > self->n || x1 < x0)
    return;

  *out_first = level_bound (self, self->levels[depth], x0, FALSE);
  *out_end = level_bound (self, self->levels[depth], x1, TRUE);
}

guint32
queens_search_tree_find_path (const QueensSearchTree *self,
                              const guint32          *columns,
                              guint                   length,
                              guint                  *out_matched)
{
  guint32 index = 0;
  guint matched = 0;

  g_return_val_if_fail (self != NULL, QUEENS_SEARCH_TREE_NO_NODE);
  g_return_val_if_fail (columns != NULL || length == 0, QUEENS_SEARCH_TREE_NO_NODE);

  while (matched < length && matched < self->n)
    {
      const QueensSearchTreeNode *node = node_at_index (self, index);
      guint32 found = QUEENS_SEARCH_TREE_NO_NODE;

      for (guint32 child = node->first_child; child < node->first_child + node->n_children; child++)
        if (node_at_index (self, child)->column == columns[matched])
          found = child;
      if (found == QUEENS_SEARCH_TREE_NO_NODE)
        break;
      index = found;
      matched++;
    }

  if (out_matched != NULL)
    *out_matched = matched;
  return index;
}

guint
queens_search_tree_get_path (const QueensSearchTree *self,
                             guint32                 index,
                             guint32                *out_columns)
{
  guint depth;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (index < self->nodes->len, 0);
  g_return_val_if_fail (out_columns != NULL, 0);

  depth = node_at_index (self, index)->depth;
  for (guint32 at = index; at != 0; at = node_at_index (self, at)->parent)
    {
      const QueensSearchTreeNode *node = node_at_index (self, at);

      out_columns[node->depth - 1] = node->column;
    }

  return depth;
}

guint32
queens_search_tree_node_at (const QueensSearchTree *self,
                            double                  x,
                            double                  y,
                            double                  x_tolerance)
{
  guint32 nearest = QUEENS_SEARCH_TREE_NO_NODE;
  double nearest_distance = G_MAXDOUBLE;
  guint first;
  guint end;
  double level = floor (y + 0.5);

  g_return_val_if_fail (self != NULL, QUEENS_SEARCH_TREE_NO_NODE);

  if (!(level >= 0 && level <= self->n))
    return QUEENS_SEARCH_TREE_NO_NODE;

  queens_search_tree_level_range (self, (guint) level, x - x_tolerance, x + x_tolerance, &first, &end);
  for (guint position = first; position < end; position++)
    {
      guint32 index = g_array_index (self->levels[(guint) level], guint32, position);
      double distance = fabs (node_at_index (self, index)->x - x);

      if (distance < nearest_distance)
        {
          nearest = index;
          nearest_distance = distance;
        }
    }

  return nearest;
}
