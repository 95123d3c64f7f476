/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export-clipboard.c: the board on the clipboard */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "queens-export-clipboard.h"
#include "queens-export.h"
#include "queens-message.h"
#include "queens-toast.h"
#include "queens-widget-color.h"

/* GDK's X11 backend hands a text of 256 KiB or more over in pieces
 * (INCR), and GTK 4.8 then waits on the main thread for the program
 * reading it: one that stops half-way (a stuck clipboard manager) hangs
 * the window for good, at the latest when it quits.  Texts stay below
 * that, with room for X11's conversions to its older text formats (N up
 * to about 44,000); bigger boards are exported. */
#define MAX_COPIED_TEXT_BYTES (256 * 1024 - 4096)

static void
show_failure (QueensBoardView *view,
              const char      *heading,
              const char      *body)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));

  if (GTK_IS_WINDOW (root))
    queens_message_show (GTK_WINDOW (root), heading, body);
  else
    g_warning ("%s: %s", heading, body);
}

/* Exactly what the screen shows, on opaque paper under the labels so
 * that they stay readable wherever the image is pasted. */
static void
draw_view (cairo_t  *cr,
           double    width,
           double    height,
           gboolean  vector,
           gpointer  user_data)
{
  QueensBoardView *view = user_data;
  gboolean show_coordinates = queens_board_view_get_show_coordinates (view);

  if (show_coordinates)
    {
      QueensRenderPalette palette;
      GdkRGBA foreground;

      queens_render_palette_init (&palette, QUEENS_RENDER_THEME_LIGHT);
      queens_widget_get_foreground (GTK_WIDGET (view), &foreground);
      palette.coordinates.red = foreground.red;
      palette.coordinates.green = foreground.green;
      palette.coordinates.blue = foreground.blue;
      queens_export_paint_background (cr, &palette, width, height);
    }

  queens_board_view_draw (view, cr, width, height, show_coordinates);
}

static void
on_copy_image (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensBoardView *view = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  cairo_surface_t *image;
  int width, height, stride;

  image = queens_export_draw_to_image (QUEENS_EXPORT_DEFAULT_PIXELS, draw_view, view, &error);
  if (image == NULL)
    {
      show_failure (view, _("Could Not Copy the Board"), error->message);
      return;
    }

  cairo_surface_flush (image);
  width = cairo_image_surface_get_width (image);
  height = cairo_image_surface_get_height (image);
  stride = cairo_image_surface_get_stride (image);
  /* The texture keeps the surface's pixels alive, no copy. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (image),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy, image);
  /* Cairo's ARGB32 is premultiplied BGRA in memory on little-endian
   * machines, which GDK_MEMORY_DEFAULT names on every machine. */
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, (gsize) stride);
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (view)), texture);
  queens_toast_show (GTK_WIDGET (view), _("Copied the board as an image"));
}

static void
on_copy_text (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  QueensBoardView *view = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = queens_board_view_to_text (view, &error);

  if (text == NULL)
    {
      show_failure (view, _("Could Not Copy as Text"),
                    error != NULL ? error->message : _("this board has no text form"));
      return;
    }

  if (strlen (text) > MAX_COPIED_TEXT_BYTES)
    {
      AdwToast *toast = adw_toast_new (_("This board is too big to copy as text: export it instead"));

      adw_toast_set_button_label (toast, _("_Export…"));
      adw_toast_set_action_name (toast, "win.export");
      queens_toast_add (GTK_WIDGET (view), toast);
      return;
    }

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (view)), text);
  queens_toast_show (GTK_WIDGET (view), _("Copied the board as text"));
}

static const GActionEntry clipboard_actions[] = {
  { "copy-image", on_copy_image },
  { "copy-text", on_copy_text },
};

void
queens_export_clipboard_add_actions (QueensBoardView *view,
                                     GActionMap      *map)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (view));
  g_return_if_fail (G_IS_ACTION_MAP (map));

  g_action_map_add_action_entries (map, clipboard_actions, G_N_ELEMENTS (clipboard_actions), view);
}
