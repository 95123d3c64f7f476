/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-tree-render.c: the backtracking tree drawn with cairo
 *
 * Each level is walked only over the nodes whose x lies in the clip (the
 * tree keeps every level sorted by x).  An edge is drawn from the side
 * that is visible: from a node up to its parent, and from a node down to
 * those of its children that lie outside the clip.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "queens-export.h"
#include "queens-format.h"
#include "queens-search-tree-render.h"

/* The export: one leaf this wide, one level this high, in points. */
#define EXPORT_UNIT          14.0
#define EXPORT_LEVEL_HEIGHT  64.0
#define EXPORT_MARGIN        24.0
/* PDF pages may be at most 200 inches wide. */
#define EXPORT_MAX_WIDTH     14400.0

/* Below this width of a leaf, the marks of pruned squares would be a
 * smudge. */
#define PRUNED_MIN_UNIT      5.0
/* Counts under collapsed nodes need room for a few digits. */
#define COUNTS_MIN_UNIT      34.0

static QueensRenderColor
rgb (double red,
     double green,
     double blue,
     double alpha)
{
  QueensRenderColor color = { red, green, blue, alpha };

  return color;
}

void
queens_tree_palette_init (QueensTreePalette       *palette,
                          QueensRenderTheme        theme,
                          const QueensRenderColor *foreground)
{
  gboolean dark = theme == QUEENS_RENDER_THEME_DARK;
  QueensRenderColor ink = foreground != NULL ? *foreground
                                             : (dark ? rgb (1, 1, 1, 1) : rgb (0.14, 0.14, 0.16, 1));

  g_return_if_fail (palette != NULL);

  palette->edge = ink;
  palette->edge.alpha = 0.35;
  palette->node = ink;
  palette->node.alpha = 0.8;
  palette->dead_end = ink;
  palette->dead_end.alpha = 0.55;
  palette->pruned = dark ? rgb (1.0, 0.48, 0.39, 0.7) : rgb (0.75, 0.11, 0.16, 0.65);
  /* GNOME's green and blue, a step lighter on dark backgrounds. */
  palette->solution = dark ? rgb (0.34, 0.89, 0.54, 1) : rgb (0.15, 0.64, 0.41, 1);
  palette->path = dark ? rgb (0.47, 0.68, 0.93, 1) : rgb (0.11, 0.44, 0.85, 1);
  palette->collapsed = dark ? rgb (0.86, 0.75, 0.42, 1) : rgb (0.61, 0.42, 0.0, 1);
}

static void
set_color (cairo_t                 *cr,
           const QueensRenderColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

double
queens_search_tree_node_radius (const QueensTreeFrame *frame)
{
  g_return_val_if_fail (frame != NULL, 0);

  return CLAMP (MIN (frame->unit * 0.35, frame->level_height * 0.16), 1.0, 6.0);
}

static void
node_position (const QueensSearchTree *tree,
               const QueensTreeFrame  *frame,
               guint32                 index,
               double                 *out_x,
               double                 *out_y)
{
  const QueensSearchTreeNode *node = queens_search_tree_get_node (tree, index);

  *out_x = frame->origin_x + node->x * frame->unit;
  *out_y = frame->origin_y + node->depth * frame->level_height;
}

static void
line_between (cairo_t                *cr,
              const QueensSearchTree *tree,
              const QueensTreeFrame  *frame,
              guint32                 from,
              guint32                 to)
{
  double x0;
  double y0;
  double x1;
  double y1;

  node_position (tree, frame, from, &x0, &y0);
  node_position (tree, frame, to, &x1, &y1);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
}

/* The positions [first, end) of each level's nodes within the clip. */
static void
visible_range (const QueensSearchTree *tree,
               const QueensTreeFrame  *frame,
               guint                   depth,
               guint                  *out_first,
               guint                  *out_end)
{
  double reach = queens_search_tree_node_radius (frame) + COUNTS_MIN_UNIT;

  queens_search_tree_level_range (tree, depth,
                                  (frame->clip_x0 - reach - frame->origin_x) / frame->unit,
                                  (frame->clip_x1 + reach - frame->origin_x) / frame->unit,
                                  out_first, out_end);
}

static void
draw_edges (cairo_t                 *cr,
            const QueensSearchTree  *tree,
            const QueensTreeFrame   *frame,
            const QueensTreePalette *palette)
{
  guint n = queens_search_tree_get_n (tree);

  for (guint depth = 0; depth <= n; depth++)
    {
      guint length;
      const guint32 *level = queens_search_tree_get_level (tree, depth, &length);
      guint first;
      guint end;

      visible_range (tree, frame, depth, &first, &end);
      for (guint position = first; position < end; position++)
        {
          const QueensSearchTreeNode *node = queens_search_tree_get_node (tree, level[position]);

          if (node->parent != QUEENS_SEARCH_TREE_NO_NODE)
            line_between (cr, tree, frame, node->parent, level[position]);
          for (guint32 child = node->first_child; child < node->first_child + node->n_children; child++)
            {
              double x;
              double y;

              node_position (tree, frame, child, &x, &y);
              if (x < frame->clip_x0 || x > frame->clip_x1)
                line_between (cr, tree, frame, level[position], child);
            }
        }
    }

  cairo_set_line_width (cr, CLAMP (frame->unit * 0.12, 0.4, 1.2));
  set_color (cr, &palette->edge);
  cairo_stroke (cr);
}

/* The path from the root to the current node, over the other edges. */
static void
draw_path (cairo_t                 *cr,
           const QueensSearchTree  *tree,
           const QueensTreeFrame   *frame,
           const QueensTreePalette *palette)
{
  double radius = queens_search_tree_node_radius (frame);

  if (frame->current == QUEENS_SEARCH_TREE_NO_NODE)
    return;

  for (guint32 at = frame->current; at != 0; at = queens_search_tree_get_node (tree, at)->parent)
    line_between (cr, tree, frame, queens_search_tree_get_node (tree, at)->parent, at);
  cairo_set_line_width (cr, CLAMP (radius * 0.8, 2.5, 3.5));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_color (cr, &palette->path);
  cairo_stroke (cr);
}

/* A short stub toward each attacked square of the next row, fanned out
 * by column, ending in a cross. */
static void
draw_pruned (cairo_t                    *cr,
             const QueensSearchTreeNode *node,
             guint                       n,
             double                      x,
             double                      y,
             const QueensTreeFrame      *frame)
{
  double length = MIN (frame->level_height * 0.32, 16.0);
  double cross = MAX (1.2, MIN (frame->unit, frame->level_height) * 0.06);

  for (guint column = 0; column < n; column++)
    {
      double angle;
      double end_x;
      double end_y;

      if ((node->pruned & (1u << column)) == 0)
        continue;

      /* Straight down for the middle column, up to 60 degrees aside. */
      angle = n > 1 ? (column / (double) (n - 1) - 0.5) * G_PI * 2 / 3 : 0;
      end_x = x + sin (angle) * length;
      end_y = y + cos (angle) * length;
      cairo_move_to (cr, x + sin (angle) * length * 0.45, y + cos (angle) * length * 0.45);
      cairo_line_to (cr, end_x, end_y);
      cairo_move_to (cr, end_x - cross, end_y - cross);
      cairo_line_to (cr, end_x + cross, end_y + cross);
      cairo_move_to (cr, end_x + cross, end_y - cross);
      cairo_line_to (cr, end_x - cross, end_y + cross);
    }
}

static void
draw_counts (cairo_t                    *cr,
             const QueensSearchTreeNode *node,
             double                      x,
             double                      y,
             const QueensTreePalette    *palette)
{
  g_autofree char *placements = queens_format_count (node->placements);
  g_autofree char *solutions = queens_format_count (node->solutions);
  /* Translators: under a collapsed part of the search tree: the safe
   * placements it holds and the solutions among them, "1,234 / 5".
   * Reorder with %1$s, %2$s if needed. */
  g_autofree char *text = g_strdup_printf (C_("search tree", "%s / %s"), placements, solutions);
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 9);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing, y - extents.y_bearing);
  set_color (cr, &palette->collapsed);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
}

static guint
draw_nodes (cairo_t                 *cr,
            const QueensSearchTree  *tree,
            const QueensTreeFrame   *frame,
            const QueensTreePalette *palette)
{
  guint n = queens_search_tree_get_n (tree);
  double radius = queens_search_tree_node_radius (frame);
  guint32 on_path[QUEENS_SEARCH_TREE_MAX_N + 1];
  guint path_depth = 0;
  guint drawn = 0;

  if (frame->current != QUEENS_SEARCH_TREE_NO_NODE)
    {
      path_depth = queens_search_tree_get_node (tree, frame->current)->depth;
      for (guint32 at = frame->current; ; at = queens_search_tree_get_node (tree, at)->parent)
        {
          on_path[queens_search_tree_get_node (tree, at)->depth] = at;
          if (at == 0)
            break;
        }
    }

  cairo_set_line_width (cr, CLAMP (radius * 0.4, 0.6, 1.5));
  for (guint depth = 0; depth <= n; depth++)
    {
      guint length;
      const guint32 *level = queens_search_tree_get_level (tree, depth, &length);
      gboolean path_here = frame->current != QUEENS_SEARCH_TREE_NO_NODE && depth <= path_depth;
      guint first;
      guint end;

      visible_range (tree, frame, depth, &first, &end);
      for (guint position = first; position < end; position++)
        {
          guint32 index = level[position];
          const QueensSearchTreeNode *node = queens_search_tree_get_node (tree, index);
          gboolean on_the_path = path_here && on_path[depth] == index;
          double x;
          double y;

          node_position (tree, frame, index, &x, &y);
          drawn++;

          if (frame->unit >= PRUNED_MIN_UNIT && node->pruned != 0 && !node->collapsed)
            {
              draw_pruned (cr, node, n, x, y, frame);
              set_color (cr, &palette->pruned);
              cairo_stroke (cr);
            }

          if (node->collapsed)
            {
              /* A triangle standing for the subtree below. */
              double size = MAX (radius * 1.6, 3.0);

              cairo_move_to (cr, x, y - size * 0.5);
              cairo_line_to (cr, x + size, y + size * 1.2);
              cairo_line_to (cr, x - size, y + size * 1.2);
              cairo_close_path (cr);
              set_color (cr, on_the_path ? &palette->path : &palette->collapsed);
              cairo_fill (cr);
              if (frame->unit >= COUNTS_MIN_UNIT)
                draw_counts (cr, node, x, y + size * 1.2 + 2, palette);
              continue;
            }

          if (depth == n)
            {
              cairo_arc (cr, x, y, radius * 1.35, 0, 2 * G_PI);
              set_color (cr, &palette->solution);
              cairo_fill (cr);
            }
          else if (node->n_children == 0 && depth > 0)
            {
              /* A dead end: hollow. */
              cairo_arc (cr, x, y, radius * 0.8, 0, 2 * G_PI);
              set_color (cr, &palette->dead_end);
              cairo_stroke (cr);
            }
          else
            {
              cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
              set_color (cr, on_the_path ? &palette->path : &palette->node);
              cairo_fill (cr);
            }

          if (on_the_path)
            {
              /* The current node stays findable at any zoom. */
              cairo_arc (cr, x, y, index == frame->current ? MAX (radius * 2.1, 5.0) : radius * 1.5, 0, 2 * G_PI);
              set_color (cr, &palette->path);
              cairo_stroke (cr);
            }
        }
    }

  return drawn;
}

guint
queens_search_tree_render (cairo_t                 *cr,
                           const QueensSearchTree  *tree,
                           const QueensTreeFrame   *frame,
                           const QueensTreePalette *palette)
{
  guint drawn;

  g_return_val_if_fail (cr != NULL, 0);
  g_return_val_if_fail (tree != NULL, 0);
  g_return_val_if_fail (frame != NULL && frame->unit > 0, 0);
  g_return_val_if_fail (palette != NULL, 0);

  cairo_save (cr);
  draw_edges (cr, tree, frame, palette);
  draw_path (cr, tree, frame, palette);
  drawn = draw_nodes (cr, tree, frame, palette);
  cairo_restore (cr);

  return drawn;
}

typedef struct
{
  const QueensSearchTree *tree;
  guint32                 current;
} ExportJob;

static void
draw_export (cairo_t  *cr,
             double    width,
             double    height,
             gboolean  vector,
             gpointer  user_data)
{
  ExportJob *job = user_data;
  QueensTreePalette palette;
  QueensTreeFrame frame;

  queens_tree_palette_init (&palette, QUEENS_RENDER_THEME_LIGHT, NULL);
  frame.unit = (width - 2 * EXPORT_MARGIN) / MAX (queens_search_tree_get_width (job->tree), 1);
  frame.level_height = EXPORT_LEVEL_HEIGHT;
  frame.origin_x = EXPORT_MARGIN;
  frame.origin_y = EXPORT_MARGIN;
  frame.clip_x0 = 0;
  frame.clip_x1 = width;
  frame.current = job->current;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  queens_search_tree_render (cr, job->tree, &frame, &palette);
}

gboolean
queens_search_tree_export_to_file (GFile                  *file,
                                   const QueensSearchTree *tree,
                                   guint32                 current,
                                   GCancellable           *cancellable,
                                   GError                **error)
{
  g_autofree char *name = NULL;
  QueensExportFormat format;
  ExportJob job = { tree, current };
  double width;
  double height;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (tree != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A file made from an empty path has no name to take a format from. */
  name = g_file_get_basename (file);
  if (name == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME, _("no file was named"));
      return FALSE;
    }
  if (!queens_export_format_from_filename (name, &format, error))
    return FALSE;
  if (!queens_export_format_is_vector (format))
    {
      g_set_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NOT_VECTOR,
                   /* Translators: %s is the file name given, as in
                    * "“tree-8.png”: the search tree can be saved as SVG or PDF,
                    * not as PNG" */
                   _("“%s”: the search tree can be saved as SVG or PDF, not as PNG"), name);
      return FALSE;
    }

  width = CLAMP (queens_search_tree_get_width (tree) * EXPORT_UNIT + 2 * EXPORT_MARGIN, 480, EXPORT_MAX_WIDTH);
  /* Room under the last level for a collapsed node's triangle and counts. */
  height = 2 * EXPORT_MARGIN + queens_search_tree_get_n (tree) * EXPORT_LEVEL_HEIGHT + 24;

  return queens_export_vector_to_file (file, format, width, height, draw_export, &job, cancellable, error);
}
