/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-actions.c: the win.* actions of the watch page
 *
 * The watch view is a widget of its own; its actions live in the
 * window's action map, where D-Bus, menus and keys find them.  Their
 * states follow the view, which may change by itself (it pauses at the
 * end of the search).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-compare-window.h"
#include "queens-file-picker.h"
#include "queens-actions.h"
#include "queens-message.h"
#include "queens-search-tree-view.h"
#include "queens-toast.h"
#include "queens-watch-actions.h"

static void
on_watch_play_change_state (GSimpleAction *action,
                            GVariant      *value,
                            gpointer       user_data)
{
  QueensWatchView *view = user_data;

  /* The state follows the view (it pauses itself at the end). */
  queens_watch_view_set_playing (view, g_variant_get_boolean (value));
}

static void
on_watch_step (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWatchView *view = user_data;

  queens_watch_view_step (view);
}

static void
on_watch_back (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWatchView *view = user_data;

  queens_watch_view_back (view);
}

static void
on_watch_speed_change_state (GSimpleAction *action,
                             GVariant      *value,
                             gpointer       user_data)
{
  QueensWatchView *view = user_data;
  gint32 speed = g_variant_get_int32 (value);

  if (speed < 0 || speed > QUEENS_WATCH_VIEW_MAX_SPEED)
    {
      g_debug ("win.watch-speed: %d is outside 0..%d", speed, QUEENS_WATCH_VIEW_MAX_SPEED);
      return;
    }

  queens_watch_view_set_speed (view, speed);
}

static void
on_watch_method_change_state (GSimpleAction *action,
                              GVariant      *value,
                              gpointer       user_data)
{
  QueensWatchView *view = user_data;
  const char *method = g_variant_get_string (value, NULL);

  if (!queens_watch_view_is_method_name (method))
    {
      g_debug ("win.watch-method: no method “%s”", method);
      return;
    }

  queens_watch_view_set_method (view, method);
}

/* The textbook methods side by side for the window's N, in a window of
 * their own that counts on a worker thread. */
static void
on_compare_methods (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  QueensWatchView *view = user_data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));
  guint n = queens_watch_view_get_n (view);

  if (n == 0)
    return;

  gtk_window_present (GTK_WINDOW (queens_compare_window_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                             n)));
}

static void
on_watch_show_tree_change_state (GSimpleAction *action,
                                 GVariant      *value,
                                 gpointer       user_data)
{
  queens_watch_view_set_show_tree (user_data, g_variant_get_boolean (value));
}

static void
on_tree_zoom (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  QueensWatchView *view = user_data;
  const char *how = g_variant_get_string (parameter, NULL);

  if (!queens_search_tree_view_zoom (QUEENS_SEARCH_TREE_VIEW (queens_watch_view_get_tree_view (view)), how))
    g_debug ("win.tree-zoom: “%s” is none of in, out and fit", how);
}

typedef gboolean (*PathFunc) (QueensWatchView  *view,
                              const char       *path,
                              GError          **error);

/* A path that names no node is worth a word: it came from a person or a
 * script. */
static void
run_on_path (QueensWatchView *view,
             GVariant        *parameter,
             PathFunc         func)
{
  g_autoptr(GError) error = NULL;

  if (!func (view, g_variant_get_string (parameter, NULL), &error))
    queens_toast_show (GTK_WIDGET (view), error->message);
}

static void
on_tree_jump (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  run_on_path (user_data, parameter, queens_watch_view_jump);
}

static void
on_tree_expand (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  run_on_path (user_data, parameter, queens_watch_view_expand_tree);
}

static GtkWindow *
view_window (QueensWatchView *view)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
export_tree_to (QueensWatchView *view,
                GFile           *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);

  if (!queens_watch_view_export_tree (view, file, &error))
    {
      queens_message_show (view_window (view), _("Could Not Save the Search Tree"), error->message);
      return;
    }

  {
    /* Translators: a short note once the file is written: "Saved tree-8.svg" */
    g_autofree char *saved = g_strdup_printf (_("Saved %s"), name);

    queens_toast_show (GTK_WIDGET (view), saved);
  }
}

static void
on_tree_file_chosen (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(QueensWatchView) view = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = queens_file_picker_save_finish (QUEENS_FILE_PICKER (source), result, &error);

  if (file == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        queens_message_show (view_window (view), _("Could Not Choose a File"), error->message);
      return;
    }

  export_tree_to (view, file);
}

/* The file picker, offering an SVG named after N; a name ending in .pdf
 * writes a PDF. */
static void
on_export_tree (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  QueensWatchView *view = user_data;
  QueensFilePicker *picker = queens_watch_view_get_tree_picker (view);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = g_strdup_printf ("tree-%u.svg", queens_watch_view_get_n (view));

  gtk_file_filter_set_name (filter, _("SVG or PDF"));
  gtk_file_filter_add_suffix (filter, "svg");
  gtk_file_filter_add_suffix (filter, "pdf");
  queens_file_picker_set_title (picker, _("Export the Search Tree"));
  queens_file_picker_set_accept_label (picker, _("_Export"));
  queens_file_picker_set_initial_name (picker, name);
  queens_file_picker_set_filter (picker, filter);
  queens_file_picker_save_async (picker, view_window (view), NULL, on_tree_file_chosen, g_object_ref (view));
}

/* The same without asking, for scripts and tests: the parameter is the
 * file's path.  An empty one names no file at all (GIO would make a
 * file without a name of it), which is worth the same message as any
 * other path that cannot be written. */
static void
on_export_tree_to (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GFile) file = NULL;

  if (*path == '\0')
    {
      queens_message_show (view_window (user_data), _("Could Not Save the Search Tree"),
                           _("no file was named"));
      return;
    }

  file = g_file_new_for_path (path);
  export_tree_to (user_data, file);
}

/* The view changed by itself or through an action: the actions' states
 * say what it does. */
static void
on_watch_view_notify (QueensWatchView *view,
                      GParamSpec      *pspec,
                      GActionMap      *map)
{
  const char *name = g_param_spec_get_name (pspec);
  GAction *action = NULL;
  GVariant *state = NULL;

  if (g_str_equal (name, "playing"))
    {
      action = g_action_map_lookup_action (map, "watch-play");
      state = g_variant_new_boolean (queens_watch_view_get_playing (view));
    }
  else if (g_str_equal (name, "speed"))
    {
      action = g_action_map_lookup_action (map, "watch-speed");
      state = g_variant_new_int32 (queens_watch_view_get_speed (view));
    }
  else if (g_str_equal (name, "method"))
    {
      action = g_action_map_lookup_action (map, "watch-method");
      state = g_variant_new_string (queens_watch_view_get_method (view));
    }
  else if (g_str_equal (name, "show-tree"))
    {
      action = g_action_map_lookup_action (map, "watch-show-tree");
      state = g_variant_new_boolean (queens_watch_view_get_show_tree (view));
    }

  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), state);
  else if (state != NULL)
    g_variant_unref (g_variant_ref_sink (state));
}

static const GActionEntry watch_actions[] = {
  { "watch-play", NULL, NULL, "false", on_watch_play_change_state },
  { "watch-step", on_watch_step },
  { "watch-back", on_watch_back },
  { "watch-speed", NULL, "i", "10", on_watch_speed_change_state },
  { "watch-method", NULL, "s", "'backtracking'", on_watch_method_change_state },
  { "compare-methods", on_compare_methods },
  { "watch-show-tree", NULL, NULL, "false", on_watch_show_tree_change_state },
  { "tree-zoom", on_tree_zoom, "s" },
  { "tree-jump", on_tree_jump, "s" },
  { "tree-expand", on_tree_expand, "s" },
  { "export-tree", on_export_tree },
  { "export-tree-to", on_export_tree_to, "s" },
};

void
queens_watch_actions_add (QueensWatchView *view,
                          GActionMap      *map)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (view));

  g_action_map_add_action_entries (map, watch_actions, G_N_ELEMENTS (watch_actions), view);
  /* The map is the window holding the view: it outlives the handler. */
  g_signal_connect (view, "notify", G_CALLBACK (on_watch_view_notify), map);
  queens_watch_actions_set_enabled (map, FALSE);
}

void
queens_watch_actions_set_enabled (GActionMap *map,
                                  gboolean    enabled)
{
  /* The animation runs only where it can be seen. */
  queens_action_map_set_enabled (map, "watch-play", enabled);
  queens_action_map_set_enabled (map, "watch-step", enabled);
  queens_action_map_set_enabled (map, "watch-back", enabled);
}
