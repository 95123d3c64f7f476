/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-search-tree.c: the backtracking tree, built whole or collapsed */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "known-counts.h"
#include "queens-search-stats.h"
#include "queens-search-tree.h"

/* Budget large enough for the whole tree of N = 9 (8,394 placements). */
#define WHOLE_BUDGET 20000

static guint
count_at_depth (const QueensSearchTree *tree,
                guint                   depth)
{
  guint count = 0;

  for (guint32 index = 0; index < queens_search_tree_get_n_nodes (tree); index++)
    if (queens_search_tree_get_node (tree, index)->depth == depth)
      count++;

  return count;
}

/* Every node at depth k is a safe placement of k queens, and the search
 * figures count them independently. */
static void
test_levels_match_search_stats (void)
{
  for (guint n = 1; n <= 9; n++)
    {
      g_autoptr(QueensSearchTree) tree = queens_search_tree_new (n, WHOLE_BUDGET);
      g_autoptr(GError) error = NULL;
      QueensSearchLevels levels;
      guint64 tried = 0;
      guint64 pruned = 0;
      guint solution_leaves = 0;

      g_assert_true (queens_search_levels_count (n, NULL, &levels, &error));
      g_assert_no_error (error);

      for (guint depth = 0; depth <= n; depth++)
        {
          guint length;

          g_assert_cmpuint (count_at_depth (tree, depth), ==, levels.kept[depth]);
          queens_search_tree_get_level (tree, depth, &length);
          g_assert_cmpuint (length, ==, levels.kept[depth]);
        }

      for (guint32 index = 0; index < queens_search_tree_get_n_nodes (tree); index++)
        {
          const QueensSearchTreeNode *node = queens_search_tree_get_node (tree, index);

          g_assert_false (node->collapsed);
          if (node->depth < n)
            {
              tried += n;
              pruned += (guint64) __builtin_popcount (node->pruned);
              g_assert_cmpuint (node->n_children + (guint) __builtin_popcount (node->pruned), ==, n);
            }
          if (node->depth == n)
            {
              g_assert_cmpuint (node->n_children, ==, 0);
              solution_leaves++;
            }
        }
      g_assert_cmpuint (solution_leaves, ==, known_counts_total (n));
      g_assert_cmpuint (tried - pruned, ==, queens_search_tree_get_n_nodes (tree) - 1);
      if (n == 8)
        {
          g_assert_cmpuint (queens_search_tree_get_n_nodes (tree) - 1, ==, 2056);
          g_assert_cmpuint (tried, ==, 15720);
        }
    }
}

static void
test_n8_fits_default_budget (void)
{
  g_autoptr(QueensSearchTree) tree = queens_search_tree_new (8, QUEENS_SEARCH_TREE_DEFAULT_BUDGET);
  const QueensSearchTreeNode *root = queens_search_tree_get_node (tree, 0);

  g_assert_cmpuint (queens_search_tree_get_n_nodes (tree), ==, 2057);
  g_assert_cmpuint (root->placements, ==, 2056);
  g_assert_cmpuint (root->solutions, ==, 92);
}

/* A small budget collapses levels; the counts the collapsed nodes carry
 * add up to the whole tree's, and expanding keeps them. */
static void
test_collapsed_counts (void)
{
  for (guint n = 4; n <= 11; n++)
    {
      g_autoptr(QueensSearchTree) tree = queens_search_tree_new (n, 60);
      g_autoptr(GError) error = NULL;
      QueensSearchLevels levels;
      guint64 placements = 0;
      guint64 solutions = 0;
      guint64 built = queens_search_tree_get_n_nodes (tree) - 1;
      guint collapsed = 0;
      guint32 first_collapsed = QUEENS_SEARCH_TREE_NO_NODE;
      guint64 all = 0;

      g_assert_true (queens_search_levels_count (n, NULL, &levels, &error));
      for (guint depth = 1; depth <= n; depth++)
        all += levels.kept[depth];

      for (guint32 index = 0; index < queens_search_tree_get_n_nodes (tree); index++)
        {
          const QueensSearchTreeNode *node = queens_search_tree_get_node (tree, index);

          if (node->n_children == 0)
            {
              placements += node->placements;
              solutions += node->solutions;
            }
          if (node->collapsed)
            {
              collapsed++;
              if (first_collapsed == QUEENS_SEARCH_TREE_NO_NODE)
                first_collapsed = index;
            }
        }

      g_assert_cmpuint (built + placements, ==, all);
      g_assert_cmpuint (solutions, ==, known_counts_total (n));
      g_assert_cmpuint (queens_search_tree_get_node (tree, 0)->placements, ==, all);
      g_assert_cmpuint (queens_search_tree_get_node (tree, 0)->solutions, ==, known_counts_total (n));
      if (n >= 6)
        {
          const QueensSearchTreeNode *node;
          guint64 before_placements;
          guint64 before_solutions;
          guint64 below = 0;
          guint64 below_solutions = 0;

          g_assert_cmpuint (collapsed, >, 0);
          g_assert_cmpuint (queens_search_tree_get_n_nodes (tree), <=, 60 + n + 1);
          node = queens_search_tree_get_node (tree, first_collapsed);
          before_placements = node->placements;
          before_solutions = node->solutions;
          g_assert_true (queens_search_tree_expand (tree, first_collapsed, 100));
          g_assert_false (queens_search_tree_expand (tree, first_collapsed, 100));
          node = queens_search_tree_get_node (tree, first_collapsed);
          g_assert_cmpuint (node->placements, ==, before_placements);
          g_assert_cmpuint (node->solutions, ==, before_solutions);
          g_assert_cmpuint (node->n_children, >, 0);
          for (guint32 child = node->first_child; child < node->first_child + node->n_children; child++)
            {
              const QueensSearchTreeNode *below_node = queens_search_tree_get_node (tree, child);

              g_assert_cmpuint (below_node->parent, ==, first_collapsed);
              below += 1 + below_node->placements;
              below_solutions += below_node->solutions;
            }
          g_assert_cmpuint (below, ==, before_placements);
          g_assert_cmpuint (below_solutions, ==, before_solutions);
        }
    }
}

/* Each node's path leads back to it; a path off the built tree stops at
 * its deepest built node. */
static void
test_path_round_trip (void)
{
  g_autoptr(QueensSearchTree) tree = queens_search_tree_new (7, WHOLE_BUDGET);
  g_autoptr(QueensSearchTree) small = queens_search_tree_new (10, 30);
  guint32 columns[QUEENS_SEARCH_TREE_MAX_N];
  const guint32 attacked[] = { 0, 1 };
  const guint32 deep[] = { 0, 2, 4, 1, 3 };
  guint matched = 99;

  for (guint32 index = 0; index < queens_search_tree_get_n_nodes (tree); index++)
    {
      guint depth = queens_search_tree_get_path (tree, index, columns);

      g_assert_cmpuint (depth, ==, queens_search_tree_get_node (tree, index)->depth);
      g_assert_cmpuint (queens_search_tree_find_path (tree, columns, depth, &matched), ==, index);
      g_assert_cmpuint (matched, ==, depth);
    }

  g_assert_cmpuint (queens_search_tree_find_path (tree, attacked, 2, &matched),
                    ==, queens_search_tree_find_path (tree, attacked, 1, NULL));
  g_assert_cmpuint (matched, ==, 1);

  /* Ten children of the root fit 30; their 72 children do not. */
  g_assert_cmpuint (queens_search_tree_get_n_nodes (small), ==, 11);
  g_assert_cmpuint (queens_search_tree_find_path (small, deep, 5, &matched), ==, 1);
  g_assert_cmpuint (matched, ==, 1);
  g_assert_true (queens_search_tree_get_node (small, 1)->collapsed);
}

/* Leaves one unit apart in search order, parents over their children,
 * levels ordered by x; the node at a point is the nearest one. */
static void
test_layout (void)
{
  g_autoptr(QueensSearchTree) tree = queens_search_tree_new (6, WHOLE_BUDGET);
  guint leaves = 0;

  for (guint32 index = 0; index < queens_search_tree_get_n_nodes (tree); index++)
    {
      const QueensSearchTreeNode *node = queens_search_tree_get_node (tree, index);

      if (node->n_children == 0)
        leaves++;
      else
        g_assert_cmpfloat (node->x, ==, (queens_search_tree_get_node (tree, node->first_child)->x
                                         + queens_search_tree_get_node (tree, node->first_child
                                                                        + node->n_children - 1)->x) / 2);
    }
  g_assert_cmpfloat (queens_search_tree_get_width (tree), ==, leaves);

  for (guint depth = 0; depth <= 6; depth++)
    {
      guint length;
      const guint32 *level = queens_search_tree_get_level (tree, depth, &length);
      guint first;
      guint end;

      for (guint i = 1; i < length; i++)
        g_assert_cmpfloat (queens_search_tree_get_node (tree, level[i - 1])->x,
                           <, queens_search_tree_get_node (tree, level[i])->x);
      for (guint i = 0; i < length; i++)
        {
          const QueensSearchTreeNode *node = queens_search_tree_get_node (tree, level[i]);

          g_assert_cmpuint (queens_search_tree_node_at (tree, node->x + 0.2, depth - 0.3, 0.5), ==, level[i]);
        }

      queens_search_tree_level_range (tree, depth, 0, queens_search_tree_get_width (tree), &first, &end);
      g_assert_cmpuint (first, ==, 0);
      g_assert_cmpuint (end, ==, length);
      queens_search_tree_level_range (tree, depth, -5, -1, &first, &end);
      g_assert_cmpuint (end - first, ==, 0);
    }

  /* Leaf 0 is the first dead end, at x = 0.5 on its level. */
  g_assert_cmpuint (queens_search_tree_node_at (tree, -3, 1, 0.5), ==, QUEENS_SEARCH_TREE_NO_NODE);
  g_assert_cmpuint (queens_search_tree_node_at (tree, 1, 7, 0.5), ==, QUEENS_SEARCH_TREE_NO_NODE);
  g_assert_cmpuint (queens_search_tree_node_at (tree, 1, -0.8, 0.5), ==, QUEENS_SEARCH_TREE_NO_NODE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/search-tree/levels", test_levels_match_search_stats);
  g_test_add_func ("/search-tree/n8-budget", test_n8_fits_default_budget);
  g_test_add_func ("/search-tree/collapsed-counts", test_collapsed_counts);
  g_test_add_func ("/search-tree/path", test_path_round_trip);
  g_test_add_func ("/search-tree/layout", test_layout);

  return g_test_run ();
}
