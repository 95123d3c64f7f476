/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-view.c: the gallery, a grid of small boards */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-board-view.h"
#include "queens-gallery-tile.h"
#include "queens-gallery-view.h"

/* Enough columns for a wide window; the grid picks fewer when narrow. */
#define QUEENS_GALLERY_VIEW_MAX_COLUMNS 16

struct _QueensGalleryView
{
  GtkWidget               parent_instance;

  GtkWidget              *scrolled_window;
  GtkGridView            *grid_view;
  QueensGalleryModel     *model;
  GtkSingleSelection     *selection;
  QueensRenderBoardTheme  board_theme;

  /* The range on screen, measured after each frame while mapped. */
  GdkFrameClock          *frame_clock;
  gulong                  after_paint_id;
  gboolean                has_range;
  guint64                 first_shown;
  guint64                 last_shown;

  /* show_position(): the tile to scroll to once the grid has laid out
   * some tiles to measure, then to focus once it is there. */
  gboolean                scroll_pending;
  gboolean                focus_pending;
  guint64                 focus_position;
};

G_DEFINE_FINAL_TYPE (QueensGalleryView, queens_gallery_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD_THEME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SOLUTION_ACTIVATED,
  RANGE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The tile inside one of the grid's children, if it shows an item. */
static QueensGalleryTile *
queens_gallery_view_tile_of (GtkWidget *grid_child)
{
  GtkWidget *tile = gtk_widget_get_first_child (grid_child);

  if (tile == NULL || !QUEENS_IS_GALLERY_TILE (tile)
      || queens_gallery_tile_get_item (QUEENS_GALLERY_TILE (tile)) == NULL)
    return NULL;

  return QUEENS_GALLERY_TILE (tile);
}

/* Tiles count as on screen when their middle is: a sliver at an edge
 * does not. */
static gboolean
queens_gallery_view_measure_range (QueensGalleryView *self,
                                   guint64           *out_first,
                                   guint64           *out_last)
{
  double width = gtk_widget_get_width (self->scrolled_window);
  double height = gtk_widget_get_height (self->scrolled_window);
  guint64 first = G_MAXUINT64;
  guint64 last = 0;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->grid_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      QueensGalleryTile *tile = queens_gallery_view_tile_of (child);
      graphene_rect_t bounds;
      double middle_x, middle_y;
      guint64 position;

      if (tile == NULL || !gtk_widget_get_child_visible (child)
          || !gtk_widget_compute_bounds (child, self->scrolled_window, &bounds))
        continue;

      middle_x = bounds.origin.x + bounds.size.width / 2;
      middle_y = bounds.origin.y + bounds.size.height / 2;
      if (middle_x < 0 || middle_x > width || middle_y < 0 || middle_y > height)
        continue;

      position = queens_gallery_item_get_position (queens_gallery_tile_get_item (tile));
      first = MIN (first, position);
      last = MAX (last, position);
    }

  if (first == G_MAXUINT64)
    return FALSE;

  *out_first = first;
  *out_last = last;
  return TRUE;
}

static void
queens_gallery_view_focus_pending (QueensGalleryView *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->grid_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      QueensGalleryTile *tile = queens_gallery_view_tile_of (child);

      if (tile != NULL
          && queens_gallery_item_get_position (queens_gallery_tile_get_item (tile))
             == self->focus_position)
        {
          self->focus_pending = FALSE;
          /* Selecting is what a click does: the grid moves its own
           * keyboard cursor there too (GTK 4.12 and later track it apart
           * from the focus widget), and the board stands out. */
          gtk_widget_activate_action (GTK_WIDGET (self->grid_view), "list.select-item", "(ubb)",
                                      (guint32) self->focus_position, FALSE, FALSE);
          gtk_widget_grab_focus (child);
          return;
        }
    }
}

/* Scrolls so that the row of @position is in the middle, measuring the
 * grid's columns and rows on the tiles it has laid out; FALSE when it has
 * none yet.  GTK 4.8's own "list.scroll-to-item" leaves the grid blank
 * after any later jump of the scroll bar, so it is not used. */
static gboolean
queens_gallery_view_scroll_to (QueensGalleryView *self,
                               guint64            position)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->grid_view));
  double lefts[QUEENS_GALLERY_VIEW_MAX_COLUMNS];
  guint n_columns = 0;
  double row_height = 0;
  double page, value;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->grid_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;
      gboolean known = FALSE;

      if (queens_gallery_view_tile_of (child) == NULL || !gtk_widget_get_child_visible (child)
          || !gtk_widget_compute_bounds (child, GTK_WIDGET (self->grid_view), &bounds))
        continue;

      row_height = bounds.size.height;
      for (guint i = 0; i < n_columns && !known; i++)
        known = G_APPROX_VALUE (lefts[i], bounds.origin.x, 0.5);
      if (!known && n_columns < G_N_ELEMENTS (lefts))
        lefts[n_columns++] = bounds.origin.x;
    }

  if (n_columns == 0 || row_height <= 0)
    return FALSE;

  page = gtk_adjustment_get_page_size (adjustment);
  value = (double) (position / n_columns) * row_height - (page - row_height) / 2;
  gtk_adjustment_set_value (adjustment,
                            CLAMP (value, 0, gtk_adjustment_get_upper (adjustment) - page));
  return TRUE;
}

static void
queens_gallery_view_update_range (QueensGalleryView *self)
{
  guint64 first = 0, last = 0;
  gboolean has_range;

  if (self->scroll_pending && queens_gallery_view_scroll_to (self, self->focus_position))
    self->scroll_pending = FALSE;
  else if (self->focus_pending && !self->scroll_pending)
    queens_gallery_view_focus_pending (self);

  has_range = queens_gallery_view_measure_range (self, &first, &last);
  if (has_range == self->has_range && first == self->first_shown && last == self->last_shown)
    return;

  self->has_range = has_range;
  self->first_shown = first;
  self->last_shown = last;
  g_signal_emit (self, signals[RANGE_CHANGED], 0);
}

/* After each frame the window paints, when every tile has its place,
 * the range is measured and the pending scroll and focus are done (GTK
 * may repaint the scrolled grid without asking this widget to draw
 * again, so its own snapshot would miss frames). */
static void
on_after_paint (GdkFrameClock     *frame_clock,
                QueensGalleryView *self)
{
  queens_gallery_view_update_range (self);
}

static void
queens_gallery_view_map (GtkWidget *widget)
{
  QueensGalleryView *self = QUEENS_GALLERY_VIEW (widget);

  GTK_WIDGET_CLASS (queens_gallery_view_parent_class)->map (widget);

  self->frame_clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  self->after_paint_id = g_signal_connect (self->frame_clock, "after-paint",
                                           G_CALLBACK (on_after_paint), self);
  gtk_widget_queue_draw (widget);
}

static void
queens_gallery_view_unmap (GtkWidget *widget)
{
  QueensGalleryView *self = QUEENS_GALLERY_VIEW (widget);

  GTK_WIDGET_CLASS (queens_gallery_view_parent_class)->unmap (widget);

  if (self->frame_clock != NULL)
    g_clear_signal_handler (&self->after_paint_id, self->frame_clock);
  g_clear_object (&self->frame_clock);

  if (self->has_range)
    {
      self->has_range = FALSE;
      g_signal_emit (self, signals[RANGE_CHANGED], 0);
    }
}

/* A key the user presses moves the focus on from where it is: a focus
 * still waiting for its tile must not pull it back. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                QueensGalleryView     *self)
{
  self->scroll_pending = FALSE;
  self->focus_pending = FALSE;
  return FALSE;
}

static void
on_setup_tile (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               QueensGalleryView        *self)
{
  gtk_list_item_set_child (list_item, queens_gallery_tile_new ());
}

static void
on_bind_tile (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              QueensGalleryView        *self)
{
  QueensGalleryTile *tile = QUEENS_GALLERY_TILE (gtk_list_item_get_child (list_item));

  queens_gallery_tile_set_board_theme (tile, self->board_theme);
  queens_gallery_tile_set_item (tile, gtk_list_item_get_item (list_item),
                                queens_gallery_model_get_fundamental_only (self->model));
}

static void
on_unbind_tile (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                QueensGalleryView        *self)
{
  queens_gallery_tile_set_item (QUEENS_GALLERY_TILE (gtk_list_item_get_child (list_item)),
                                NULL, FALSE);
}

static void
on_grid_activate (GtkGridView       *grid_view,
                  guint              position,
                  QueensGalleryView *self)
{
  g_signal_emit (self, signals[SOLUTION_ACTIVATED], 0, (guint64) position);
}

static void
queens_gallery_view_set_board_theme (QueensGalleryView      *self,
                                     QueensRenderBoardTheme  board_theme)
{
  if (self->board_theme == board_theme)
    return;

  self->board_theme = board_theme;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->grid_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *tile = gtk_widget_get_first_child (child);

      if (tile != NULL && QUEENS_IS_GALLERY_TILE (tile))
        queens_gallery_tile_set_board_theme (QUEENS_GALLERY_TILE (tile), board_theme);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_THEME]);
}

static void
queens_gallery_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  QueensGalleryView *self = QUEENS_GALLERY_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD_THEME:
      g_value_set_enum (value, self->board_theme);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_gallery_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  QueensGalleryView *self = QUEENS_GALLERY_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD_THEME:
      queens_gallery_view_set_board_theme (self, g_value_get_enum (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_gallery_view_dispose (GObject *object)
{
  QueensGalleryView *self = QUEENS_GALLERY_VIEW (object);

  g_clear_pointer (&self->scrolled_window, gtk_widget_unparent);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (queens_gallery_view_parent_class)->dispose (object);
}

static void
queens_gallery_view_class_init (QueensGalleryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_gallery_view_dispose;
  object_class->get_property = queens_gallery_view_get_property;
  object_class->set_property = queens_gallery_view_set_property;
  widget_class->map = queens_gallery_view_map;
  widget_class->unmap = queens_gallery_view_unmap;

  properties[PROP_BOARD_THEME] =
    g_param_spec_enum ("board-theme", NULL, NULL,
                       QUEENS_TYPE_RENDER_BOARD_THEME, QUEENS_RENDER_BOARD_THEME_CLASSIC,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SOLUTION_ACTIVATED] =
    g_signal_new ("solution-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);
  signals[RANGE_CHANGED] =
    g_signal_new ("range-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gallery");
}

/* A grid makes tiles for the items its model announces even while it is
 * hidden (on GTK 4.8 a few hundred, at about a millisecond each): the
 * first batch of a search begun under the single board would stall the
 * main loop for a few hundred milliseconds.  So the grid sees the
 * solutions only while the gallery is shown. */
static void
on_visible_changed (GObject    *object,
                    GParamSpec *pspec,
                    gpointer    user_data)
{
  QueensGalleryView *self = QUEENS_GALLERY_VIEW (object);
  GListModel *shown = gtk_widget_get_visible (GTK_WIDGET (self)) ? G_LIST_MODEL (self->model) : NULL;

  if (gtk_single_selection_get_model (self->selection) != shown)
    gtk_single_selection_set_model (self->selection, shown);
}

static void
queens_gallery_view_init (QueensGalleryView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkEventController *key_controller;

  self->model = queens_gallery_model_new ();
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->model)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);

  g_signal_connect (factory, "setup", G_CALLBACK (on_setup_tile), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind_tile), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_unbind_tile), self);

  /* The grid holds its own references to the selection and the factory. */
  self->grid_view = GTK_GRID_VIEW (gtk_grid_view_new (g_object_ref (GTK_SELECTION_MODEL (self->selection)),
                                                      factory));
  gtk_grid_view_set_max_columns (self->grid_view, QUEENS_GALLERY_VIEW_MAX_COLUMNS);
  gtk_widget_add_css_class (GTK_WIDGET (self->grid_view), "gallery-grid");
  g_signal_connect (self->grid_view, "activate", G_CALLBACK (on_grid_activate), self);

  self->scrolled_window = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled_window),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled_window),
                                 GTK_WIDGET (self->grid_view));
  gtk_widget_set_parent (self->scrolled_window, GTK_WIDGET (self));

  key_controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key_controller, GTK_PHASE_CAPTURE);
  g_signal_connect (key_controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key_controller);

  g_signal_connect (self, "notify::visible", G_CALLBACK (on_visible_changed), NULL);
}

GtkWidget *
queens_gallery_view_new (void)
{
  return g_object_new (QUEENS_TYPE_GALLERY_VIEW, NULL);
}

QueensGalleryModel *
queens_gallery_view_get_model (QueensGalleryView *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_VIEW (self), NULL);

  return self->model;
}

gboolean
queens_gallery_view_get_range (QueensGalleryView *self,
                               guint64           *out_first,
                               guint64           *out_last)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_VIEW (self), FALSE);

  if (!self->has_range)
    return FALSE;

  if (out_first != NULL)
    *out_first = self->first_shown;
  if (out_last != NULL)
    *out_last = self->last_shown;
  return TRUE;
}

void
queens_gallery_view_show_position (QueensGalleryView *self,
                                   guint64            position)
{
  g_return_if_fail (QUEENS_IS_GALLERY_VIEW (self));

  if (position >= g_list_model_get_n_items (G_LIST_MODEL (self->model)))
    return;

  /* After the next frame: the scrolling, then the focus. */
  self->scroll_pending = TRUE;
  self->focus_pending = TRUE;
  self->focus_position = position;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
