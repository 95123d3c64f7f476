/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-page.c: a region puzzle played in Play
 *
 * Puzzles are made on a worker (a hard 14 × 14 takes a few seconds), the
 * newest request winning.  The clock runs while the page is on show and
 * the window in front; a solve goes into the records, and a puzzle of
 * the day into the streak.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-actions.h"
#include "queens-clipboard.h"
#include "queens-region-generator.h"
#include "queens-region-page.h"
#include "queens-region-records.h"
#include "queens-region-solver.h"
#include "queens-region-stats.h"
#include "queens-region-view.h"
#include "queens-toast.h"

/* Today's region puzzle: one per size, of this difficulty. */
#define DAILY_DIFFICULTY QUEENS_REGION_MEDIUM

struct _QueensRegionPage
{
  GtkWidget         parent_instance;

  /* Template widgets */
  QueensRegionView *view;
  GtkLabel         *hint_label;
  GtkLabel         *status_label;

  GActionMap       *action_map;   /* the window's, unowned */
  GSettings        *settings;
  QueensRegionGame *game;
  GCancellable     *making;       /* the puzzle being made, or NULL */
  gboolean          active;
  guint             clock_id;
};

G_DEFINE_FINAL_TYPE (QueensRegionPage, queens_region_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PLAYING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What one puzzle to make is. */
typedef struct
{
  guint                  n;
  guint64                seed;
  QueensRegionDifficulty difficulty;
  char                  *day;     /* the puzzle of this day, or NULL */
  GDate                  date;    /* that day */
} Request;

static void
request_free (Request *request)
{
  g_free (request->day);
  g_free (request);
}

/* Today, "YYYY-MM-DD", and in @out_date (nullable). */
static char *
today_text_and_date (GDate *out_date)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  if (out_date != NULL)
    g_date_set_dmy (out_date, (GDateDay) g_date_time_get_day_of_month (now),
                    (GDateMonth) g_date_time_get_month (now), (GDateYear) g_date_time_get_year (now));
  return g_date_time_format (now, "%Y-%m-%d");
}

static char *
today_text (void)
{
  return today_text_and_date (NULL);
}

static void
queens_region_page_notify_playing (QueensRegionPage *self,
                                   gboolean          was_playing)
{
  if (was_playing != queens_region_page_get_playing (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

static gboolean
queens_region_page_window_is_active (QueensRegionPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return !GTK_IS_WINDOW (root) || gtk_window_is_active (GTK_WINDOW (root));
}

static char *
format_seconds (guint seconds)
{
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

/* The records of the puzzle's size and difficulty, and the streak. */
static char *
queens_region_page_describe_records (QueensRegionPage *self)
{
  QueensRegionGame *game = self->game;
  guint solved, best, streak;
  g_autofree char *today = today_text ();
  GString *text = g_string_new (NULL);

  if (queens_region_records_lookup (self->settings, queens_region_game_get_n (game),
                                    queens_region_game_get_difficulty (game), &solved, &best))
    {
      /* Translators: %u is how many region puzzles of this size and
       * difficulty were solved: "3 solved" */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u solved", "%u solved", solved), solved);
      if (best > 0)
        {
          g_autofree char *time = format_seconds (best);

          g_string_append (text, " · ");
          /* Translators: %s is the best time, "1:05" */
          g_string_append_printf (text, _("best %s"), time);
        }
    }
  streak = queens_region_records_get_streak (self->settings, today);
  if (streak > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: the days in a row a puzzle of the day was solved */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "daily streak: %u day", "daily streak: %u days", streak),
                              streak);
    }
  return g_string_free (text, text->len == 0);
}

static void
queens_region_page_update_status (QueensRegionPage *self)
{
  g_autofree char *line = NULL;
  g_autofree char *records = NULL;
  g_autofree char *text = NULL;
  const char *message;

  if (self->game == NULL)
    {
      gtk_label_set_text (self->status_label, self->making != NULL ? _("Making a region puzzle…") : "");
      gtk_widget_set_visible (GTK_WIDGET (self->hint_label), FALSE);
      return;
    }

  line = queens_region_game_describe (self->game);
  if (queens_region_game_get_day (self->game) != NULL && !queens_region_game_get_solved (self->game))
    {
      g_autofree char *plain = g_steal_pointer (&line);

      /* Translators: %s is the puzzle's line, "Medium · 8 × 8 · 1:05" */
      line = g_strdup_printf (_("Today’s puzzle · %s"), plain);
    }
  if (queens_region_game_get_paused (self->game) && !queens_region_game_get_solved (self->game))
    {
      g_autofree char *running = g_steal_pointer (&line);

      /* Translators: %s is the puzzle's line, its clock standing still while
       * the window is not in front: "Medium · 8 × 8 · 1:05 · Paused" */
      line = g_strdup_printf (_("%s · Paused"), running);
    }
  records = queens_region_page_describe_records (self);
  text = records != NULL ? g_strdup_printf ("%s\n%s", line, records) : g_strdup (line);
  gtk_label_set_text (self->status_label, text);
  if (queens_region_game_get_solved (self->game))
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "success");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "success");

  message = queens_region_game_get_message (self->game);
  gtk_label_set_text (self->hint_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), message != NULL);
}

static void
queens_region_page_update_actions (QueensRegionPage *self)
{
  gboolean on = self->active && self->game != NULL;
  gboolean open = on && !queens_region_game_get_solved (self->game);

  queens_action_map_set_enabled (self->action_map, "region-undo", on && queens_region_game_can_undo (self->game));
  queens_action_map_set_enabled (self->action_map, "region-redo", on && queens_region_game_can_redo (self->game));
  queens_action_map_set_enabled (self->action_map, "region-hint", open);
  queens_action_map_set_enabled (self->action_map, "region-clear", open && queens_region_game_can_undo (self->game));
  queens_action_map_set_enabled (self->action_map, "region-mark", open);
  queens_action_map_set_enabled (self->action_map, "copy-region-puzzle", self->game != NULL);
  queens_action_map_set_enabled (self->action_map, "leave-region-puzzle", queens_region_page_get_playing (self));
}

static gboolean
on_clock_tick (gpointer user_data)
{
  queens_region_page_update_status (user_data);
  return G_SOURCE_CONTINUE;
}

/* The clock stands still off show and behind other windows, and the
 * line ticks once a second while it runs. */
static void
queens_region_page_update_clock (QueensRegionPage *self)
{
  gboolean running = self->active && self->game != NULL && queens_region_page_window_is_active (self)
                     && !queens_region_game_get_solved (self->game);

  if (self->game != NULL)
    queens_region_game_set_paused (self->game, !(self->active && queens_region_page_window_is_active (self)));
  if (running && self->clock_id == 0)
    self->clock_id = g_timeout_add_seconds (1, on_clock_tick, self);
  else if (!running)
    g_clear_handle_id (&self->clock_id, g_source_remove);
  queens_region_page_update_status (self);
}

/* The puzzle in play goes on after a restart: written after every
 * change, and once more when the page goes (for the time played). */
static void
queens_region_page_save_game (QueensRegionPage *self)
{
  g_autofree char *state = NULL;

  if (self->settings == NULL)
    return;
  if (self->game != NULL)
    state = queens_region_game_save (self->game);
  g_settings_set_string (self->settings, "region-game", state != NULL ? state : "");
}

static void
on_game_changed (QueensRegionGame *game,
                 QueensRegionPage *self)
{
  queens_region_page_save_game (self);
  queens_region_page_update_actions (self);
  queens_region_page_update_status (self);
}

/* The solved moment: into the records, and today's into the streak. */
static void
on_game_solved (QueensRegionGame *game,
                GParamSpec       *pspec,
                QueensRegionPage *self)
{
  g_autofree char *today = today_text ();

  if (!queens_region_game_get_solved (game))
    return;
  queens_region_records_add_solve (self->settings, queens_region_game_get_n (game),
                                   queens_region_game_get_difficulty (game),
                                   (guint) (queens_region_game_get_elapsed (game) / G_USEC_PER_SEC),
                                   queens_region_game_get_helped (game));
  if (g_strcmp0 (queens_region_game_get_day (game), today) == 0)
    queens_region_records_add_daily (self->settings, today);
  queens_region_page_update_clock (self);
}

static void
queens_region_page_set_game (QueensRegionPage *self,
                             QueensRegionGame *game)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect (game, "notify::solved", G_CALLBACK (on_game_solved), self);
    }
  queens_region_view_set_game (self->view, game);
  queens_region_page_save_game (self);
  queens_region_page_update_clock (self);
  queens_region_page_update_actions (self);
  if (game != NULL && self->active)
    gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

static void
make_puzzle (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Request *request = task_data;
  QueensRegionGrid *grid;

  if (request->day != NULL)
    grid = queens_region_generate_daily (&request->date, request->n, request->difficulty);
  else
    grid = queens_region_generate (request->n, request->seed, request->difficulty);
  g_task_return_pointer (task, grid, g_object_unref);
}

static void
on_puzzle_made (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  QueensRegionPage *self = QUEENS_REGION_PAGE (source);
  GTask *task = G_TASK (result);
  Request *request = g_task_get_task_data (task);
  g_autoptr(QueensRegionGrid) grid = g_task_propagate_pointer (task, NULL);
  g_autoptr(QueensRegionGame) game = NULL;

  /* A newer request, or a leave, took over meanwhile. */
  if (grid == NULL || g_task_get_cancellable (task) != self->making)
    return;

  g_clear_object (&self->making);
  game = queens_region_game_new (grid, request->difficulty, request->day);
  queens_region_page_set_game (self, game);
}

static void
queens_region_page_make (QueensRegionPage       *self,
                         QueensRegionDifficulty  difficulty,
                         const char             *day,
                         const GDate            *date)
{
  g_autoptr(GTask) task = NULL;
  Request *request = g_new0 (Request, 1);
  gboolean was_playing = queens_region_page_get_playing (self);

  request->n = (guint) g_settings_get_int (self->settings, "region-size");
  request->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  request->difficulty = difficulty;
  request->day = g_strdup (day);
  if (date != NULL)
    request->date = *date;

  if (self->making != NULL)
    g_cancellable_cancel (self->making);
  g_set_object (&self->making, NULL);
  self->making = g_cancellable_new ();
  queens_region_page_set_game (self, NULL);
  task = g_task_new (self, self->making, on_puzzle_made, NULL);
  g_task_set_source_tag (task, queens_region_page_make);
  g_task_set_task_data (task, request, (GDestroyNotify) request_free);
  g_task_run_in_thread (task, make_puzzle);

  queens_region_page_update_status (self);
  queens_region_page_update_actions (self);
  queens_region_page_notify_playing (self, was_playing);
}

static void
on_region_puzzle (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensRegionPage *self = user_data;
  QueensRegionDifficulty difficulty;

  if (!queens_region_difficulty_from_string (g_variant_get_string (parameter, NULL), &difficulty))
    {
      queens_toast_show (GTK_WIDGET (self), _("A region puzzle is easy, medium or hard."));
      return;
    }
  queens_region_page_make (self, difficulty, NULL, NULL);
}

static void
on_region_puzzle_of_the_day (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  QueensRegionPage *self = user_data;
  GDate date;
  g_autofree char *today = today_text_and_date (&date);

  queens_region_page_make (self, DAILY_DIFFICULTY, today, &date);
}

/* A grid in the letter form, from the clipboard or an action. */
static void
queens_region_page_play_text (QueensRegionPage *self,
                              const char       *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensRegionGrid) grid = queens_region_grid_new_from_text (text, &error);
  g_autoptr(QueensRegionGame) game = NULL;
  QueensRegionDifficulty difficulty = QUEENS_REGION_HARD;
  gboolean was_playing = queens_region_page_get_playing (self);

  if (grid == NULL)
    {
      queens_toast_show (GTK_WIDGET (self), error->message);
      return;
    }
  /* The game's hints need the one answer a fair puzzle has. */
  if (queens_region_solver_count (grid, 2, NULL, NULL) != 1)
    {
      queens_toast_show (GTK_WIDGET (self), _("That region puzzle has no single answer."));
      return;
    }
  queens_region_grade (grid, &difficulty);
  if (self->making != NULL)
    g_cancellable_cancel (self->making);
  g_clear_object (&self->making);
  game = queens_region_game_new (grid, difficulty, NULL);
  queens_region_page_set_game (self, game);
  queens_region_page_notify_playing (self, was_playing);
}

static void
on_play_region_puzzle (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  queens_region_page_play_text (user_data, g_variant_get_string (parameter, NULL));
}

static void
on_region_text_read (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(QueensRegionPage) self = user_data;
  g_autofree char *text = queens_clipboard_read_paste_finish (result);

  if (text == NULL || gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return;
  queens_region_page_play_text (self, text);
}

static void
on_paste_region_puzzle (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  QueensRegionPage *self = user_data;

  queens_clipboard_read_paste_async (GTK_WIDGET (self), on_region_text_read, g_object_ref (self));
}

static void
on_copy_region_puzzle (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  QueensRegionPage *self = user_data;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  text = queens_region_grid_to_text (queens_region_game_get_grid (self->game));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  queens_toast_show (GTK_WIDGET (self), _("Copied the region puzzle"));
}

static void
on_region_statistics (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  QueensRegionPage *self = user_data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_window_present (GTK_WINDOW (queens_region_stats_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                           self->settings)));
}

static void
on_leave_region_puzzle (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  queens_region_page_leave (user_data);
}

/* win.region-mark ((row, column, mark)), 1-based, for D-Bus and tests:
 * "empty", "cross" or "queen". */
static void
on_region_mark (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  QueensRegionPage *self = user_data;
  static const char *const names[] = { "empty", "cross", "queen" };
  gint32 row, column;
  const char *name;
  guint n;

  if (self->game == NULL)
    return;
  n = queens_region_game_get_n (self->game);
  g_variant_get (parameter, "(ii&s)", &row, &column, &name);
  if (row < 1 || column < 1 || (guint) row > n || (guint) column > n)
    return;
  for (guint mark = 0; mark < G_N_ELEMENTS (names); mark++)
    if (g_str_equal (name, names[mark]))
      queens_region_game_set_mark (self->game, (guint) row - 1, (guint) column - 1, mark);
}

#define DEFINE_GAME_ACTION(name, call)            \
  static void                                     \
  name (GSimpleAction *action,                    \
        GVariant      *parameter,                 \
        gpointer       user_data)                 \
  {                                               \
    QueensRegionPage *self = user_data;           \
                                                  \
    if (self->active && self->game != NULL)       \
      call (self->game);                          \
  }

DEFINE_GAME_ACTION (on_region_undo, queens_region_game_undo)
DEFINE_GAME_ACTION (on_region_redo, queens_region_game_redo)
DEFINE_GAME_ACTION (on_region_hint, queens_region_game_hint)
DEFINE_GAME_ACTION (on_region_clear, queens_region_game_clear)

static const GActionEntry region_actions[] = {
  { "region-puzzle", on_region_puzzle, "s" },
  { "region-puzzle-of-the-day", on_region_puzzle_of_the_day },
  { "play-region-puzzle", on_play_region_puzzle, "s" },
  { "paste-region-puzzle", on_paste_region_puzzle },
  { "copy-region-puzzle", on_copy_region_puzzle },
  { "leave-region-puzzle", on_leave_region_puzzle },
  { "region-statistics", on_region_statistics },
  { "region-mark", on_region_mark, "(iis)" },
  { "region-undo", on_region_undo },
  { "region-redo", on_region_redo },
  { "region-hint", on_region_hint },
  { "region-clear", on_region_clear },
};

static void
on_window_active_changed (GtkWindow        *window,
                          GParamSpec       *pspec,
                          QueensRegionPage *self)
{
  queens_region_page_update_clock (self);
}

static void
queens_region_page_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (queens_region_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    g_signal_connect_object (root, "notify::is-active", G_CALLBACK (on_window_active_changed),
                             widget, G_CONNECT_DEFAULT);
}

static void
queens_region_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, on_window_active_changed, widget);
  GTK_WIDGET_CLASS (queens_region_page_parent_class)->unroot (widget);
}

static void
queens_region_page_dispose (GObject *object)
{
  QueensRegionPage *self = QUEENS_REGION_PAGE (object);

  g_clear_handle_id (&self->clock_id, g_source_remove);
  if (self->making != NULL)
    g_cancellable_cancel (self->making);
  g_clear_object (&self->making);
  if (self->game != NULL)
    {
      queens_region_page_save_game (self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_REGION_PAGE);
  /* The template's root box has a name here, but the page lays it out
   * itself: unparent whatever is left. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (queens_region_page_parent_class)->dispose (object);
}

static void
queens_region_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  QueensRegionPage *self = QUEENS_REGION_PAGE (object);

  switch (prop_id)
    {
    case PROP_PLAYING:
      g_value_set_boolean (value, queens_region_page_get_playing (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_region_page_class_init (QueensRegionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_region_page_dispose;
  object_class->get_property = queens_region_page_get_property;
  widget_class->root = queens_region_page_root;
  widget_class->unroot = queens_region_page_unroot;

  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (QUEENS_TYPE_REGION_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-region-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensRegionPage, view);
  gtk_widget_class_bind_template_child (widget_class, QueensRegionPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, QueensRegionPage, status_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
queens_region_page_init (QueensRegionPage *self)
{
  /* Play's keys for the region puzzle's actions, heard while the focus
   * is on the page, before the window's own bindings (Play's actions are
   * off meanwhile anyway). */
  static const struct
  {
    const char *trigger;
    const char *action;
  } keys[] = {
    { "<Control>z", "win.region-undo" },
    { "<Control><Shift>z", "win.region-redo" },
    { "<Control>y", "win.region-redo" },
    { "<Control>h", "win.region-hint" },
    { "<Control>l", "win.region-clear" },
  };
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].trigger),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

/* The region puzzle the last window left. */
static void
queens_region_page_restore_game (QueensRegionPage *self)
{
  g_autofree char *state = g_settings_get_string (self->settings, "region-game");
  g_autoptr(QueensRegionGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (*state == '\0')
    return;
  game = queens_region_game_restore (state, &error);
  if (game == NULL)
    {
      /* Settings edited by hand, or from another version: start afresh. */
      g_message ("the saved region puzzle cannot be played: %s", error->message);
      g_settings_set_string (self->settings, "region-game", "");
      return;
    }
  queens_region_page_set_game (self, game);
}

void
queens_region_page_attach (QueensRegionPage *self,
                           GActionMap       *action_map)
{
  g_autoptr(GAction) size = NULL;

  g_return_if_fail (QUEENS_IS_REGION_PAGE (self));
  g_return_if_fail (self->action_map == NULL);

  self->action_map = action_map;
  self->settings = g_settings_new (APPLICATION_ID);
  g_action_map_add_action_entries (action_map, region_actions, G_N_ELEMENTS (region_actions), self);
  /* The menu's sizes are radio items of the setting itself. */
  size = g_settings_create_action (self->settings, "region-size");
  g_action_map_add_action (action_map, size);
  g_settings_bind (self->settings, "region-letters", self->view, "show-letters", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "region-auto-cross", self->view, "auto-cross", G_SETTINGS_BIND_GET);
  queens_region_page_restore_game (self);
  queens_region_page_update_actions (self);
}

void
queens_region_page_set_active (QueensRegionPage *self,
                               gboolean          active)
{
  g_return_if_fail (QUEENS_IS_REGION_PAGE (self));

  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  queens_region_page_update_clock (self);
  queens_region_page_update_actions (self);
  if (active && self->game != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

gboolean
queens_region_page_get_playing (QueensRegionPage *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_PAGE (self), FALSE);

  return self->game != NULL || self->making != NULL;
}

void
queens_region_page_leave (QueensRegionPage *self)
{
  gboolean was_playing;

  g_return_if_fail (QUEENS_IS_REGION_PAGE (self));

  was_playing = queens_region_page_get_playing (self);
  if (self->making != NULL)
    g_cancellable_cancel (self->making);
  g_clear_object (&self->making);
  queens_region_page_set_game (self, NULL);
  queens_region_page_notify_playing (self, was_playing);
}

QueensRegionGame *
queens_region_page_get_game (QueensRegionPage *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_PAGE (self), NULL);

  return self->game;
}
