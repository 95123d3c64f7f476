/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-gallery-tile.c: one small board of the gallery */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-format.h"
#include "queens-gallery-tile.h"
#include "queens-widget-color.h"

/* Large enough to tell the queens apart up to N = 16; the tile is wider,
 * for its caption, and still leaves three columns in a 600 px window. */
#define QUEENS_GALLERY_TILE_BOARD_SIZE 120
#define QUEENS_GALLERY_TILE_WIDTH      168

struct _QueensGalleryTile
{
  GtkWidget               parent_instance;

  GtkWidget              *board;
  GtkLabel               *number_label;
  GtkLabel               *class_label;

  QueensGalleryItem      *item;
  QueensRenderBoardTheme  board_theme;
};

G_DEFINE_FINAL_TYPE (QueensGalleryTile, queens_gallery_tile, GTK_TYPE_WIDGET)

/* Only the main thread draws. */
static guint64 draws_logged;
static guint64 lowest_drawn = G_MAXUINT64;
static guint64 highest_drawn;

void
queens_gallery_tile_reset_draw_log (void)
{
  draws_logged = 0;
  lowest_drawn = G_MAXUINT64;
  highest_drawn = 0;
}

guint64
queens_gallery_tile_get_draw_log (guint64 *out_lowest,
                                  guint64 *out_highest)
{
  if (out_lowest != NULL)
    *out_lowest = lowest_drawn;
  if (out_highest != NULL)
    *out_highest = highest_drawn;
  return draws_logged;
}

static void
queens_gallery_tile_draw_board (GtkDrawingArea *area,
                                cairo_t        *cr,
                                int             width,
                                int             height,
                                gpointer        user_data)
{
  QueensGalleryTile *self = user_data;
  QueensRenderTheme theme;
  QueensRenderOptions options;
  guint64 position;

  if (self->item == NULL)
    return;

  theme = queens_widget_is_dark_theme (GTK_WIDGET (self), NULL) ? QUEENS_RENDER_THEME_DARK
                                                                 : QUEENS_RENDER_THEME_LIGHT;
  queens_render_options_init (&options, theme);
  queens_render_palette_init_for_board_theme (&options.palette, self->board_theme, theme);
  queens_render_columns (cr, queens_gallery_item_get_n (self->item),
                         queens_gallery_item_get_columns (self->item), &options,
                         0, 0, width, height);

  position = queens_gallery_item_get_position (self->item);
  draws_logged++;
  lowest_drawn = MIN (lowest_drawn, position);
  highest_drawn = MAX (highest_drawn, position);
}

static void
queens_gallery_tile_dispose (GObject *object)
{
  QueensGalleryTile *self = QUEENS_GALLERY_TILE (object);

  g_clear_object (&self->item);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (queens_gallery_tile_parent_class)->dispose (object);
}

static void
queens_gallery_tile_class_init (QueensGalleryTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_gallery_tile_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gallerytile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
queens_gallery_tile_init (QueensGalleryTile *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);
  gtk_widget_set_size_request (GTK_WIDGET (self), QUEENS_GALLERY_TILE_WIDTH, -1);

  self->board = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->board),
                                      QUEENS_GALLERY_TILE_BOARD_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->board),
                                       QUEENS_GALLERY_TILE_BOARD_SIZE);
  gtk_widget_set_halign (self->board, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->board),
                                  queens_gallery_tile_draw_board, self, NULL);
  gtk_widget_set_parent (self->board, GTK_WIDGET (self));

  self->number_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->number_label), "number");
  gtk_widget_set_parent (GTK_WIDGET (self->number_label), GTK_WIDGET (self));

  self->class_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (self->class_label, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->class_label), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->class_label), "caption");
  gtk_widget_set_parent (GTK_WIDGET (self->class_label), GTK_WIDGET (self));
}

GtkWidget *
queens_gallery_tile_new (void)
{
  return g_object_new (QUEENS_TYPE_GALLERY_TILE, NULL);
}

/* "Class of 8", or "Fundamental · class of 8" for the fundamental
 * solution itself; NULL when the class is not known. */
static char *
queens_gallery_tile_describe_class (QueensGalleryItem *item)
{
  guint class_size = queens_gallery_item_get_class_size (item);

  if (class_size == 0)
    return NULL;
  if (queens_gallery_item_is_fundamental (item))
    /* Translators: under a small board; the class of its solutions under
     * rotations and reflections */
    return g_strdup_printf (_("Fundamental · class of %u"), class_size);
  /* Translators: under a small board: %u is how many solutions its class
   * under rotations and reflections holds, as in "Class of 8" */
  return g_strdup_printf (_("Class of %u"), class_size);
}

void
queens_gallery_tile_set_item (QueensGalleryTile *self,
                              QueensGalleryItem *item,
                              gboolean           fundamental_only)
{
  g_autofree char *number = NULL;
  g_autofree char *number_text = NULL;
  g_autofree char *class_text = NULL;
  g_autofree char *description = NULL;

  g_return_if_fail (QUEENS_IS_GALLERY_TILE (self));
  g_return_if_fail (item == NULL || QUEENS_IS_GALLERY_ITEM (item));

  g_set_object (&self->item, item);
  gtk_widget_queue_draw (self->board);

  if (item == NULL)
    {
      gtk_label_set_text (self->number_label, NULL);
      gtk_label_set_text (self->class_label, NULL);
      return;
    }

  number = queens_format_count (queens_gallery_item_get_position (item) + 1);
  class_text = queens_gallery_tile_describe_class (item);
  /* Translators: the number of a solution under its small board, "No. 12" */
  number_text = g_strdup_printf (_("No. %s"), number);
  gtk_label_set_text (self->number_label, number_text);
  gtk_label_set_text (self->class_label, class_text);

  description = fundamental_only
                /* Translators: for screen readers: the number of the
                 * fundamental solution a small board shows, as in "Fundamental
                 * solution 12" */
                ? g_strdup_printf (_("Fundamental solution %s"), number)
                /* Translators: for screen readers: the number of the solution a
                 * small board shows, as in "Solution 12" */
                : g_strdup_printf (_("Solution %s"), number);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  class_text != NULL ? class_text : "",
                                  -1);
  if (class_text != NULL)
    {
      g_autofree char *tooltip = g_strdup_printf ("%s\n%s", description, class_text);

      gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
    }
  else
    {
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), description);
    }
}

QueensGalleryItem *
queens_gallery_tile_get_item (QueensGalleryTile *self)
{
  g_return_val_if_fail (QUEENS_IS_GALLERY_TILE (self), NULL);

  return self->item;
}

void
queens_gallery_tile_set_board_theme (QueensGalleryTile      *self,
                                     QueensRenderBoardTheme  board_theme)
{
  g_return_if_fail (QUEENS_IS_GALLERY_TILE (self));

  if (self->board_theme == board_theme)
    return;

  self->board_theme = board_theme;
  gtk_widget_queue_draw (self->board);
}
