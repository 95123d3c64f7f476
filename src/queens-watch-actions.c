/* queens-watch-actions.c: the win.* actions of the watch page
 *
 * The watch view is a widget of its own; its actions live in the
 * window's action map, where D-Bus, menus and keys find them.  Their
 * states follow the view, which may change by itself (it pauses at the
 * end of the search).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-compare-window.h"
#include "queens-integer-action.h"
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
