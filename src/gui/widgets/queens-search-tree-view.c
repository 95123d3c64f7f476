/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-search-tree-view.c: the backtracking tree, zoomable and pannable
 *
 * The view keeps the width of one leaf (the zoom) and how far the tree
 * is scrolled; the levels share the height.  One drag gesture both pans
 * and clicks: a press released without moving is a click.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "queens-format.h"
#include "queens-search-tree-render.h"
#include "queens-search-tree-view.h"
#include "queens-widget-color.h"

#define MARGIN            14.0
/* Room under the last level for a collapsed node's counts. */
#define BOTTOM_MARGIN     28.0
#define MAX_UNIT          120.0
#define ZOOM_STEP         1.5
#define SCROLL_PAN_PIXELS 40.0
/* A press that moves less than this is a click, not a drag. */
#define CLICK_SLOP        4.0

struct _QueensSearchTreeView
{
  GtkWidget         parent_instance;

  QueensSearchTree *tree;
  guint             n;
  guint32           current;
  /* The search's queens, kept for a tree not built yet. */
  guint32           path[QUEENS_SEARCH_TREE_MAX_N];
  guint             path_length;

  double            unit;
  double            offset;       /* pixels scrolled from the left end */
  gboolean          fitted;       /* follows the width when resized */
  double            drag_start_offset;
  double            drag_start_x;
  double            drag_start_y;
  guint             n_drawn;
  /* Ctrl+scroll zooms about the pointer. */
  gboolean          pointer_inside;
  double            pointer_x;
};

G_DEFINE_FINAL_TYPE (QueensSearchTreeView, queens_search_tree_view, GTK_TYPE_WIDGET)

enum {
  NODE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The tree is built when first needed: counting its collapsed parts
 * takes a moment at the larger N, worth spending only where it is seen. */
static QueensSearchTree *
ensure_tree (QueensSearchTreeView *self)
{
  if (self->tree == NULL && self->n >= 1 && self->n <= QUEENS_SEARCH_TREE_MAX_N)
    {
      self->tree = queens_search_tree_new (self->n, QUEENS_SEARCH_TREE_DEFAULT_BUDGET);
      self->current = queens_search_tree_find_path (self->tree, self->path, self->path_length, NULL);
    }

  return self->tree;
}

static double
fit_unit (QueensSearchTreeView *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;

  if (self->tree == NULL)
    return 1;
  return MAX (width, 1) / MAX (queens_search_tree_get_width (self->tree), 1);
}

/* The levels built share the height: a tree collapsed below depth 4
 * uses it all for those four. */
static double
level_height (QueensSearchTreeView *self)
{
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - MARGIN - BOTTOM_MARGIN;
  guint deepest = 1;

  for (guint depth = 1; self->tree != NULL && depth <= self->n; depth++)
    {
      guint length;

      queens_search_tree_get_level (self->tree, depth, &length);
      if (length > 0)
        deepest = depth;
    }

  return MAX (height, 1) / deepest;
}

/* Keeps the zoom between fit and its maximum and the tree on screen. */
static void
clamp_view (QueensSearchTreeView *self)
{
  double fit = fit_unit (self);
  double overhang;

  if (self->fitted || self->unit <= fit)
    {
      self->unit = fit;
      self->fitted = TRUE;
    }
  self->unit = MIN (self->unit, MAX (MAX_UNIT, fit));

  overhang = (self->tree != NULL ? queens_search_tree_get_width (self->tree) : 0) * self->unit
             - (gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN);
  /* At fit the whole width shows: nothing to scroll (not even the
   * rounding error of the division above). */
  self->offset = self->fitted ? 0 : CLAMP (self->offset, 0, MAX (overhang, 0));
}

static void
fill_frame (QueensSearchTreeView *self,
            QueensTreeFrame      *frame)
{
  clamp_view (self);
  frame->unit = self->unit;
  frame->level_height = level_height (self);
  frame->origin_x = MARGIN - self->offset;
  frame->origin_y = MARGIN;
  frame->clip_x0 = 0;
  frame->clip_x1 = gtk_widget_get_width (GTK_WIDGET (self));
  frame->current = self->current;
}

static void
draw_note (QueensSearchTreeView *self,
           GtkSnapshot          *snapshot)
{
  g_autofree char *text = NULL;
  PangoLayout *layout;
  GdkRGBA foreground;
  int text_width;
  int text_height;

  if (self->n == 0)
    return;

  /* Translators: in place of the search tree, for a board too large */
  text = g_strdup_printf (ngettext ("The tree is drawn for boards of up to %u queen",
                                    "The tree is drawn for boards of up to %u queens", QUEENS_SEARCH_TREE_MAX_N),
                          QUEENS_SEARCH_TREE_MAX_N);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  pango_layout_set_width (layout, (gtk_widget_get_width (GTK_WIDGET (self)) - 24) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  queens_widget_get_foreground (GTK_WIDGET (self), &foreground);
  foreground.alpha *= 0.6f;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (12, (gtk_widget_get_height (GTK_WIDGET (self))
                                                               - text_height) / 2.0f));
  gtk_snapshot_append_layout (snapshot, layout, &foreground);
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

static void
queens_search_tree_view_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  QueensSearchTreeView *self = QUEENS_SEARCH_TREE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  QueensTreePalette palette;
  QueensTreeFrame frame;
  QueensRenderColor ink;
  GdkRGBA foreground;
  gboolean dark;
  cairo_t *cr;

  self->n_drawn = 0;
  if (ensure_tree (self) == NULL || width <= 0 || height <= 0)
    {
      draw_note (self, snapshot);
      return;
    }

  dark = queens_widget_is_dark_theme (widget, &foreground);
  ink = (QueensRenderColor) { foreground.red, foreground.green, foreground.blue, foreground.alpha };
  queens_tree_palette_init (&palette, dark ? QUEENS_RENDER_THEME_DARK : QUEENS_RENDER_THEME_LIGHT, &ink);
  fill_frame (self, &frame);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  self->n_drawn = queens_search_tree_render (cr, self->tree, &frame, &palette);
  cairo_destroy (cr);
}

static void
queens_search_tree_view_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  /* Small enough to sit beside the board or in its place. */
  *minimum = 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 420 : 360;
}

static void
queens_search_tree_view_size_allocate (GtkWidget *widget,
                                       int        width,
                                       int        height,
                                       int        baseline)
{
  clamp_view (QUEENS_SEARCH_TREE_VIEW (widget));
}

/* Zooms by @factor keeping what is at @x where it is. */
static void
zoom_at (QueensSearchTreeView *self,
         double                factor,
         double                x)
{
  double leaf = (x - (MARGIN - self->offset)) / self->unit;

  clamp_view (self);
  self->fitted = FALSE;
  self->unit = self->unit * factor;
  clamp_view (self);
  self->offset = MARGIN + leaf * self->unit - x;
  clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pan_by (QueensSearchTreeView *self,
        double                pixels)
{
  self->offset += pixels;
  clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           QueensSearchTreeView     *self)
{
  self->pointer_inside = TRUE;
  self->pointer_x = x;
}

static void
on_leave (GtkEventControllerMotion *controller,
          QueensSearchTreeView     *self)
{
  self->pointer_inside = FALSE;
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           QueensSearchTreeView     *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL
                ? SCROLL_PAN_PIXELS : 1.0;

  if (self->tree == NULL)
    return FALSE;

  if ((state & GDK_CONTROL_MASK) != 0)
    {
      double x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;

      if (dy != 0)
        zoom_at (self, pow (ZOOM_STEP, -dy), x);
      return TRUE;
    }

  /* The levels always fit the height: both wheels move across. */
  pan_by (self, (dx != 0 ? dx : dy) * step);
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag       *gesture,
               double                x,
               double                y,
               QueensSearchTreeView *self)
{
  self->drag_start_offset = self->offset;
  self->drag_start_x = x;
  self->drag_start_y = y;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag       *gesture,
                double                offset_x,
                double                offset_y,
                QueensSearchTreeView *self)
{
  if (fabs (offset_x) < CLICK_SLOP && fabs (offset_y) < CLICK_SLOP)
    return;

  self->offset = self->drag_start_offset - offset_x;
  clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static guint32
node_under (QueensSearchTreeView *self,
            double                x,
            double                y)
{
  QueensTreeFrame frame;
  double radius;

  if (self->tree == NULL)
    return QUEENS_SEARCH_TREE_NO_NODE;

  fill_frame (self, &frame);
  radius = queens_search_tree_node_radius (&frame) * 2 + 2;
  return queens_search_tree_node_at (self->tree, (x - frame.origin_x) / frame.unit,
                                     (y - frame.origin_y) / frame.level_height,
                                     MAX (radius / frame.unit, 0.5));
}

static void
on_drag_end (GtkGestureDrag       *gesture,
             double                offset_x,
             double                offset_y,
             QueensSearchTreeView *self)
{
  guint32 index;

  if (fabs (offset_x) >= CLICK_SLOP || fabs (offset_y) >= CLICK_SLOP)
    return;

  index = node_under (self, self->drag_start_x, self->drag_start_y);
  if (index != QUEENS_SEARCH_TREE_NO_NODE)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, index);
}

static char *
describe_node (QueensSearchTreeView *self,
               guint32               index)
{
  const QueensSearchTreeNode *node = queens_search_tree_get_node (self->tree, index);
  g_autofree char *placements = queens_format_count (node->placements);
  g_autofree char *solutions = queens_format_count (node->solutions);
  g_autofree char *where = NULL;
  g_autofree char *below = NULL;
  g_autofree char *found = NULL;

  if (node->depth == 0)
    where = g_strdup (_("The empty board"));
  else
    /* Translators: a node of the search tree, %u its row and %u its column,
     * both counted from 1, as in "A queen in row 3, column 5".  Reorder with
     * %1$u, %2$u if needed. */
    where = g_strdup_printf (_("A queen in row %u, column %u"), node->depth, node->column + 1u);
  /* Translators: %s is how many safe placements of queens lie below a node of
   * the search tree, as in "1,234 safe placements below" */
  below = g_strdup_printf (ngettext ("%s safe placement below", "%s safe placements below",
                                     node->placements > G_MAXULONG ? G_MAXULONG : (gulong) node->placements),
                           placements);
  /* Translators: %s is how many solutions lie below a node of the search tree,
   * as in "5 solutions" */
  found = g_strdup_printf (ngettext ("%s solution", "%s solutions",
                                     node->solutions > G_MAXULONG ? G_MAXULONG : (gulong) node->solutions),
                           solutions);

  return g_strdup_printf ("%s\n%s, %s\n%s", where, below, found,
                          node->collapsed ? _("Click to show this part of the tree")
                                          : _("Click to move the search here"));
}

static gboolean
on_query_tooltip (GtkWidget            *widget,
                  int                   x,
                  int                   y,
                  gboolean              keyboard,
                  GtkTooltip           *tooltip,
                  QueensSearchTreeView *self)
{
  g_autofree char *text = NULL;
  guint32 index;

  if (keyboard)
    return FALSE;
  index = node_under (self, x, y);
  if (index == QUEENS_SEARCH_TREE_NO_NODE)
    return FALSE;

  text = describe_node (self, index);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static gboolean
pan_left (GtkWidget *widget,
          GVariant  *args,
          gpointer   user_data)
{
  pan_by (QUEENS_SEARCH_TREE_VIEW (widget), -gtk_widget_get_width (widget) / 5.0);
  return TRUE;
}

static gboolean
pan_right (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  pan_by (QUEENS_SEARCH_TREE_VIEW (widget), gtk_widget_get_width (widget) / 5.0);
  return TRUE;
}

static void
queens_search_tree_view_finalize (GObject *object)
{
  QueensSearchTreeView *self = QUEENS_SEARCH_TREE_VIEW (object);

  g_clear_pointer (&self->tree, queens_search_tree_free);

  G_OBJECT_CLASS (queens_search_tree_view_parent_class)->finalize (object);
}

static void
queens_search_tree_view_class_init (QueensSearchTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = queens_search_tree_view_finalize;
  widget_class->snapshot = queens_search_tree_view_snapshot;
  widget_class->measure = queens_search_tree_view_measure;
  widget_class->size_allocate = queens_search_tree_view_size_allocate;

  /* The index of the node clicked. */
  signals[NODE_ACTIVATED] =
    g_signal_new ("node-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "queens-search-tree");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "win.tree-zoom", "s", "in");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "win.tree-zoom", "s", "in");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "win.tree-zoom", "s", "out");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "win.tree-zoom", "s", "out");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "win.tree-zoom", "s", "fit");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "win.tree-zoom", "s", "fit");
  /* While it has focus the arrows move the tree, not the search. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, pan_left, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Left, 0, pan_left, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, pan_right, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Right, 0, pan_right, NULL);
}

static void
queens_search_tree_view_init (QueensSearchTreeView *self)
{
  GtkEventController *scroll;
  GtkEventController *motion;
  GtkGesture *drag;

  self->current = QUEENS_SEARCH_TREE_NO_NODE;
  self->fitted = TRUE;
  self->unit = 1;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search tree"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("The squares the backtracking search tries, as a tree; "
                                    "the current path is emphasised"), -1);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
}

GtkWidget *
queens_search_tree_view_new (void)
{
  return g_object_new (QUEENS_TYPE_SEARCH_TREE_VIEW, NULL);
}

void
queens_search_tree_view_set_n (QueensSearchTreeView *self,
                               guint                 n)
{
  g_return_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self));

  if (self->n == n)
    return;

  self->n = n;
  g_clear_pointer (&self->tree, queens_search_tree_free);
  self->current = QUEENS_SEARCH_TREE_NO_NODE;
  self->path_length = 0;
  self->fitted = TRUE;
  self->offset = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const QueensSearchTree *
queens_search_tree_view_get_tree (QueensSearchTreeView *self)
{
  g_return_val_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self), NULL);

  return ensure_tree (self);
}

/* Scrolls so that the current node is on screen, when it is not. */
static void
reveal_current (QueensSearchTreeView *self)
{
  QueensTreeFrame frame;
  double x;
  double width = gtk_widget_get_width (GTK_WIDGET (self));

  if (self->tree == NULL || self->current == QUEENS_SEARCH_TREE_NO_NODE || self->fitted || width <= 0)
    return;

  fill_frame (self, &frame);
  x = frame.origin_x + queens_search_tree_get_node (self->tree, self->current)->x * frame.unit;
  if (x < MARGIN || x > width - MARGIN)
    {
      self->offset += x - width / 2;
      clamp_view (self);
    }
}

void
queens_search_tree_view_set_path (QueensSearchTreeView *self,
                                  const guint32        *columns,
                                  guint                 length)
{
  guint32 current;

  g_return_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self));
  g_return_if_fail (columns != NULL || length == 0);

  self->path_length = MIN (length, G_N_ELEMENTS (self->path));
  if (self->path_length > 0)
    memcpy (self->path, columns, self->path_length * sizeof (guint32));
  if (self->tree == NULL)
    return;

  current = queens_search_tree_find_path (self->tree, columns, self->path_length, NULL);
  if (current == self->current)
    return;

  self->current = current;
  reveal_current (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint32
queens_search_tree_view_get_current (QueensSearchTreeView *self)
{
  g_return_val_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self), QUEENS_SEARCH_TREE_NO_NODE);

  ensure_tree (self);
  return self->current;
}

gboolean
queens_search_tree_view_expand (QueensSearchTreeView *self,
                                guint32               index)
{
  g_return_val_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self), FALSE);

  if (ensure_tree (self) == NULL || index >= queens_search_tree_get_n_nodes (self->tree)
      || !queens_search_tree_expand (self->tree, index, QUEENS_SEARCH_TREE_DEFAULT_BUDGET))
    return FALSE;

  /* The layout is new: a zoomed view keeps its zoom, not its place. */
  clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

gboolean
queens_search_tree_view_zoom (QueensSearchTreeView *self,
                              const char           *how)
{
  g_return_val_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self), FALSE);
  g_return_val_if_fail (how != NULL, FALSE);

  if (g_str_equal (how, "fit"))
    {
      self->fitted = TRUE;
      self->offset = 0;
      clamp_view (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  else if (g_str_equal (how, "in") || g_str_equal (how, "out"))
    {
      double factor = g_str_equal (how, "in") ? ZOOM_STEP : 1 / ZOOM_STEP;
      double centre = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;

      /* Zooming in goes toward the search's current node. */
      if (self->tree != NULL && self->current != QUEENS_SEARCH_TREE_NO_NODE && factor > 1)
        {
          QueensTreeFrame frame;

          fill_frame (self, &frame);
          centre = frame.origin_x + queens_search_tree_get_node (self->tree, self->current)->x * frame.unit;
        }
      zoom_at (self, factor, centre);
    }
  else
    return FALSE;

  return TRUE;
}

double
queens_search_tree_view_get_unit (QueensSearchTreeView *self)
{
  g_return_val_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self), 0);

  clamp_view (self);
  return self->unit;
}

guint
queens_search_tree_view_get_n_drawn (QueensSearchTreeView *self)
{
  g_return_val_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self), 0);

  return self->n_drawn;
}

gboolean
queens_search_tree_view_get_node_position (QueensSearchTreeView *self,
                                           guint32               index,
                                           double               *out_x,
                                           double               *out_y)
{
  QueensTreeFrame frame;
  const QueensSearchTreeNode *node;

  g_return_val_if_fail (QUEENS_IS_SEARCH_TREE_VIEW (self), FALSE);
  g_return_val_if_fail (out_x != NULL && out_y != NULL, FALSE);

  if (ensure_tree (self) == NULL || index >= queens_search_tree_get_n_nodes (self->tree))
    return FALSE;

  fill_frame (self, &frame);
  node = queens_search_tree_get_node (self->tree, index);
  *out_x = frame.origin_x + node->x * frame.unit;
  *out_y = frame.origin_y + node->depth * frame.level_height;
  return TRUE;
}
