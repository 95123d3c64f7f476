/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-tree-render.h: the backtracking tree drawn with cairo
 *
 * The tree panel of watch mode and its SVG and PDF export draw through
 * here.  Only what falls between the clip's edges is drawn, so a frame
 * costs what is on screen, not the whole tree.
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "queens-render.h"
#include "queens-search-tree.h"

G_BEGIN_DECLS

typedef struct
{
  QueensRenderColor edge;
  QueensRenderColor node;       /* a placement with children */
  QueensRenderColor dead_end;   /* a placement with no safe square below */
  QueensRenderColor solution;
  QueensRenderColor path;       /* the search's current path */
  QueensRenderColor pruned;     /* the marks of attacked squares */
  QueensRenderColor collapsed;  /* a subtree drawn as one triangle */
} QueensTreePalette;

typedef struct
{
  double  origin_x;      /* where x = 0 of the layout goes */
  double  origin_y;      /* where the root's level goes */
  double  unit;          /* the width of one leaf */
  double  level_height;  /* from one depth to the next */
  double  clip_x0;       /* what lies outside [clip_x0, clip_x1] is not drawn */
  double  clip_x1;
  guint32 current;       /* the deepest node of the search's path, or QUEENS_SEARCH_TREE_NO_NODE */
} QueensTreeFrame;

/* Readable colours on the theme's background; @foreground is the
 * theme's text colour, for the lines and plain nodes. */
void     queens_tree_palette_init        (QueensTreePalette       *palette,
                                          QueensRenderTheme        theme,
                                          const QueensRenderColor *foreground);

/* The radius of a node in @frame. */
double   queens_search_tree_node_radius  (const QueensTreeFrame   *frame);

/* Draws the nodes within the frame's clip (and the edges reaching
 * them); returns how many nodes it drew. */
guint    queens_search_tree_render       (cairo_t                 *cr,
                                          const QueensSearchTree  *tree,
                                          const QueensTreeFrame   *frame,
                                          const QueensTreePalette *palette);

/* The whole tree as it stands (collapsed parts collapsed), with the path
 * to @current emphasised, as SVG or PDF after @file's extension;
 * QUEENS_EXPORT_ERROR_UNKNOWN_FORMAT or _NOT_VECTOR for another one. */
gboolean queens_search_tree_export_to_file (GFile                  *file,
                                            const QueensSearchTree *tree,
                                            guint32                 current,
                                            GCancellable           *cancellable,
                                            GError                **error);

G_END_DECLS
