/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* window-helpers.c: opening, searching and closing windows in the
 * GTK tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "queens-widget-color.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

QueensApplication *
start_test_application (void)
{
  QueensApplication *application = queens_application_new ();
  g_autoptr(GError) error = NULL;

  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  return application;
}

void
close_window_and_wait (GtkWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (window);
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

void
assert_accessible_text (GtkWidget             *widget,
                        GtkAccessibleProperty  property,
                        const char            *expected)
{
  g_autofree char *failure = NULL;

  g_assert_nonnull (widget);
  failure = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, expected);
  if (failure != NULL)
    g_error ("accessible %s of %s: %s",
             property == GTK_ACCESSIBLE_PROPERTY_LABEL ? "label" : "property",
             G_OBJECT_TYPE_NAME (widget), failure);
}

GtkWidget *
find_widget_matching (GtkWidget     *root,
                      WidgetMatch    matches,
                      gconstpointer  data)
{
  if (matches (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_matching (child, matches, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, *(const GType *) data);
}

GtkWidget *
find_widget_of_type (GtkWidget *root,
                     GType      type)
{
  return find_widget_matching (root, is_of_type, &type);
}

GtkWidget *
find_shown_widget_of_type (GType type)
{
  /* Owned by GTK. */
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);
      GtkWidget *found = find_widget_of_type (toplevel, type);

      if (found != NULL && gtk_widget_get_visible (toplevel) && gtk_widget_get_visible (found))
        return found;
    }

  return NULL;
}

gboolean
style_is_dark (gpointer unused)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

gboolean
style_is_light (gpointer unused)
{
  return !style_is_dark (unused);
}

gboolean
widget_draws_dark (gpointer widget)
{
  return queens_widget_is_dark_theme (GTK_WIDGET (widget), NULL);
}

/* The page a stack shows, or NULL when @widget is no stack. */
static GtkWidget *
shown_page (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget))
    return gtk_stack_get_visible_child (GTK_STACK (widget));
  if (ADW_IS_VIEW_STACK (widget))
    return adw_view_stack_get_visible_child (ADW_VIEW_STACK (widget));
  return NULL;
}

gboolean
is_shown (GtkWidget *widget)
{
  /* Stacks keep their other pages visible; libadwaita 1.2 marks them not
   * child-visible, 1.7 does not, so ask the stack itself. */
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      GtkWidget *parent = gtk_widget_get_parent (w);
      GtkWidget *page = parent != NULL ? shown_page (parent) : NULL;

      if (!gtk_widget_get_visible (w) || (page != NULL && page != w))
        return FALSE;
    }

  return TRUE;
}

typedef struct
{
  GtkWidget  *window;
  const char *title;
} ToastWait;

static gboolean
is_label_reading (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0
         && gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY) != NULL;
}

static gboolean
toast_is_shown (gpointer data)
{
  ToastWait *wait = data;
  GtkWidget *label = find_widget_matching (wait->window, is_label_reading, wait->title);

  return label != NULL && is_shown (label);
}

void
wait_for_toast (GtkWidget  *window,
                const char *title)
{
  ToastWait wait = { window, title };
  g_autofree char *what = g_strdup_printf ("the toast “%s”", title);

  wait_for (toast_is_shown, &wait, what);
}

gboolean
window_is_idle (gpointer data)
{
  return !queens_window_is_searching (QUEENS_WINDOW (data));
}

QueensWindow *
open_idle_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the window's first search");
  return window;
}

static gboolean
board_is_allocated (gpointer data)
{
  GtkWidget *view = data;

  return gtk_widget_get_width (view) > 100 && gtk_widget_get_height (view) > 100
         && gtk_widget_get_mapped (view);
}

QueensWindow *
open_sized_window (guint n,
                   int   width,
                   int   height)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (board_is_allocated, queens_window_get_board_view (window), "the board on screen");
  wait_for_frames (GTK_WIDGET (window), 2);
  return window;
}

void
activate_window_action (QueensWindow *window,
                        const char   *name,
                        GVariant     *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), name, parameter);
}

void
use_application_style_sheet (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  /* The display keeps its own reference. */
  gtk_css_provider_load_from_resource (css, RESOURCE_BASE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

typedef struct
{
  guint frames_left;
} FrameCount;

static gboolean
on_frame_tick (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       data)
{
  FrameCount *count = data;

  if (count->frames_left > 0)
    count->frames_left--;
  return count->frames_left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean
frames_are_drawn (gpointer data)
{
  return ((FrameCount *) data)->frames_left == 0;
}

void
wait_for_frames (GtkWidget *widget,
                 guint      n_frames)
{
  FrameCount count = { n_frames };

  g_assert_true (gtk_widget_get_mapped (widget));
  gtk_widget_add_tick_callback (widget, on_frame_tick, &count, NULL);
  gtk_widget_queue_resize (widget);
  wait_for (frames_are_drawn, &count, "frames to be drawn");
}

GtkWidget *
goto_entry_of (QueensWindow *window)
{
  GtkWidget *entry = find_widget_of_type (GTK_WIDGET (window), GTK_TYPE_ENTRY);

  g_assert_nonnull (entry);
  return entry;
}

const char *
goto_error_of (QueensWindow *window)
{
  GtkWidget *popover = find_widget_of_type (goto_entry_of (window), GTK_TYPE_POPOVER);
  GtkWidget *label;

  g_assert_nonnull (popover);
  if (!gtk_widget_get_visible (popover))
    return NULL;
  label = find_widget_of_type (popover, GTK_TYPE_LABEL);
  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

char *
window_get_mode (QueensWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "mode");

  return g_variant_dup_string (state, NULL);
}

typedef struct
{
  char     *text;
  GError   *error;
  gboolean  done;
} TextReading;

static void
on_clipboard_text_read (GObject      *source,
                        GAsyncResult *result,
                        gpointer      data)
{
  TextReading *reading = data;

  reading->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &reading->error);
  reading->done = TRUE;
}

static gboolean
text_reading_done (gpointer data)
{
  return ((TextReading *) data)->done;
}

char *
read_clipboard_text (GtkWidget *widget)
{
  TextReading reading = { NULL };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL,
                                 on_clipboard_text_read, &reading);
  wait_for (text_reading_done, &reading, "the clipboard's text");
  g_assert_no_error (reading.error);
  return reading.text;
}

gboolean
start_shots_mode (int          argc,
                  char        *argv[],
                  const char **out_directory)
{
  const char *locale_dir = g_getenv ("QUEENS_LOCALE_DIR");

  if ((argc != 3 && argc != 4) || !g_str_equal (argv[1], "--shots"))
    return FALSE;

  gtk_init ();
  adw_init ();
  if (locale_dir != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, locale_dir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  if (argc == 4 && g_str_equal (argv[3], "dark"))
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  *out_directory = argv[2];
  return TRUE;
}

gboolean
window_is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

gboolean
window_is_inactive (gpointer window)
{
  return !gtk_window_is_active (window);
}

gint64
test_clock_now (gpointer data)
{
  return *(gint64 *) data;
}

gboolean
clipboard_text_is (gpointer data)
{
  const char **expected = data;
  GdkClipboard *clipboard = gdk_display_get_clipboard (gdk_display_get_default ());
  GdkContentProvider *content = gdk_clipboard_get_content (clipboard);
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  return content != NULL && gdk_content_provider_get_value (content, &value, NULL)
         && g_strcmp0 (g_value_get_string (&value), *expected) == 0;
}
