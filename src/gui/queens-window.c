/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-window.c: the main window
 *
 * The window keeps N, the search for it and which page is on show.  The
 * pages (Browse, Play, Watch) each own their controls and their win.*
 * actions; Browse and Play share the window's board and status bar and
 * write to them only while on show.  The window owns at most one
 * QueensSolveJob, the one for the N shown: changing N cancels it and hands
 * the new one to the pages at once, so nothing from an old search ever
 * reaches the board.  Where the solutions overflow the memory for stored
 * ones (known from the table of counts, or found when the search fills
 * it), the search stops at the cap and a QueensCountJob counts them all,
 * many times faster than listing them, resuming from its checkpoint.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "queens-board-view.h"
#include "queens-browse-page.h"
#include "queens-count-table.h"
#include "queens-export-clipboard.h"
#include "queens-export-dialog.h"
#include "queens-actions.h"
#include "queens-play-page.h"
#include "queens-resources.h"
#include "queens-solver.h"
#include "queens-status-bar.h"
#include "queens-toast.h"
#include "queens-watch-actions.h"
#include "queens-window-private.h"

/* The range of the window-width and window-height settings. */
#define SAVED_SIZE_MIN                360
#define SAVED_SIZE_MAX                16384

G_DEFINE_FINAL_TYPE (QueensWindow, queens_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_N,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

gboolean
queens_window_is_watching (QueensWindow *self)
{
  return g_strcmp0 (adw_view_stack_get_visible_child_name (self->mode_stack), "watch") == 0;
}

/* The widget that takes the keys in the current mode: the board, or the
 * watch page standing in for it. */
void
queens_window_focus_board (QueensWindow *self)
{
  if (queens_window_is_watching (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->watch_view));
  else if (queens_window_region_is_shown (self))
    gtk_widget_child_focus (GTK_WIDGET (self->region_page), GTK_DIR_TAB_FORWARD);
  else if (queens_window_gallery_is_shown (self))
    gtk_widget_child_focus (GTK_WIDGET (self->gallery_view), GTK_DIR_TAB_FORWARD);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
queens_window_drop_job (QueensWindow *self)
{
  /* A stopped count keeps its checkpoint: the next window at this N
   * carries on from there. */
  g_signal_group_set_target (self->count_signals, NULL);
  if (self->count_job != NULL)
    queens_count_job_cancel (self->count_job);
  g_clear_object (&self->count_job);

  if (self->job == NULL)
    return;

  g_signal_group_set_target (self->job_signals, NULL);
  queens_solve_job_cancel (self->job);
  g_clear_object (&self->job);
}

/* The count ended, one way or another: the listing takes its core back. */
static void
on_count_job_finished (QueensCountJob *count_job,
                       QueensWindow   *self)
{
  if (self->job != NULL)
    queens_solve_job_set_paused (self->job, FALSE);
}

/* The fast counter for the current N, handed to Browse.  The listing
 * waits after its first batch meanwhile: beside it the count took three
 * times as long at N = 18, and the total is what a user waits for. */
static void
queens_window_start_count (QueensWindow *self)
{
  g_autofree char *checkpoint_path = NULL;

  if (self->count_job != NULL)
    return;

  checkpoint_path = queens_count_job_checkpoint_path_for (self->n);
  self->count_job = queens_count_job_new (self->n, checkpoint_path);
  g_signal_group_set_target (self->count_signals, self->count_job);
  if (self->job != NULL)
    queens_solve_job_set_paused (self->job, TRUE);
  queens_count_job_run_async (self->count_job, NULL, NULL, NULL);
  queens_browse_page_show_count (self->browse_page, self->count_job);
}

/* The search filled the memory for stored solutions sooner than the
 * table of counts said it would. */
static void
on_job_finished (QueensSolveJob *job,
                 QueensWindow   *self)
{
  if (queens_solve_job_get_state (job) == QUEENS_SOLVE_JOB_FILLED)
    queens_window_start_count (self);
}

/* TRUE when the known number of solutions of N needs more than @byte_cap
 * bytes: the packed rows of each and its fundamental flag. */
static gboolean
solutions_overflow (QueensSolveJob *job,
                    guint           n,
                    guint64         byte_cap)
{
  guint bits_per_row = queens_solution_set_get_bits_per_row (queens_solve_job_get_solution_set (job));
  guint64 total = 0;

  if (byte_cap == 0 || !queens_count_table_lookup (n, &total, NULL))
    return FALSE;

  return total * ((bits_per_row * (n - 1) + 1) / 8.0) > (double) byte_cap;
}

static void
queens_window_drop_jobs (QueensWindow *self)
{
  queens_window_drop_job (self);
  if (self->keep_job != NULL)
    queens_solve_job_cancel (self->keep_job);
  g_clear_object (&self->keep_job);
}

/* Starts the search for the current N (when it can be listed) and hands
 * it to the pages. */
static void
queens_window_start (QueensWindow *self)
{
  queens_window_drop_keep_filter (self);

  if (self->n <= QUEENS_SOLVER_MAX_ENUMERATE_N)
    {
      guint64 byte_cap = g_settings_get_uint64 (self->settings, "solution-memory-cap");

      self->job = queens_solve_job_new (self->n, byte_cap);
      /* Only such a search ends FILLED, for on_job_finished(). */
      if (self->n <= QUEENS_COUNT_JOB_MAX_N)
        queens_solve_job_set_stop_when_full (self->job, TRUE);
      g_signal_group_set_target (self->job_signals, self->job);
      queens_solve_job_start (self->job);
    }

  queens_browse_page_show_search (self->browse_page, self->n, self->job);
  if (self->job != NULL && self->n <= QUEENS_COUNT_JOB_MAX_N
      && solutions_overflow (self->job, self->n, queens_solve_job_get_byte_cap (self->job)))
    queens_window_start_count (self);
  queens_play_page_show_search (self->play_page, self->n, self->job);
  queens_window_show_search_in_gallery (self);
  queens_action_map_set_enabled (G_ACTION_MAP (self), "increase-n", self->n < QUEENS_WINDOW_MAX_N);
  queens_action_map_set_enabled (G_ACTION_MAP (self), "decrease-n", self->n > 1);
}

static gboolean
dismiss_play_offer (gpointer user_data)
{
  QueensWindow *self = user_data;

  if (self->play_offer != NULL)
    adw_toast_dismiss (self->play_offer);

  return G_SOURCE_REMOVE;
}

/* Shows the page @mode ("browse", "play" or "watch"); the board takes the
 * keys, never a text field. */
static void
queens_window_show_mode (QueensWindow *self,
                         const char   *mode)
{
  gboolean watching = g_str_equal (mode, "watch");
  gboolean region;

  adw_view_stack_set_visible_child_name (self->mode_stack, mode);
  /* A region puzzle takes Play's place while it is on. */
  region = queens_window_region_is_shown (self);

  if (!watching)
    queens_watch_view_set_playing (self->watch_view, FALSE);
  queens_watch_actions_set_enabled (G_ACTION_MAP (self), watching);

  /* Off first, so that the page coming on show writes the status last. */
  if (!g_str_equal (mode, "browse"))
    queens_browse_page_set_active (self->browse_page, FALSE);
  if (!g_str_equal (mode, "play") || region)
    queens_play_page_set_active (self->play_page, FALSE);
  if (!region)
    queens_region_page_set_active (self->region_page, FALSE);
  if (g_str_equal (mode, "browse"))
    queens_browse_page_set_active (self->browse_page, TRUE);
  if (g_str_equal (mode, "play") && !region)
    queens_play_page_set_active (self->play_page, TRUE);
  if (region)
    queens_region_page_set_active (self->region_page, TRUE);

  /* The watch page stands in for the board and has its own counters:
   * the status would speak of another board. */
  queens_window_update_view (self);
  gtk_widget_set_visible (GTK_WIDGET (self->status_bar), !watching && !region);
  /* The region page has its own buttons and status line. */
  gtk_widget_set_visible (GTK_WIDGET (self->mode_stack), !region);
  gtk_widget_set_vexpand (GTK_WIDGET (self->mode_stack), watching);
  /* The offer to play is old news on another page.  Not at once: the
   * toast's own button may be what brought us here, and libadwaita 1.2
   * frees the toast's widget under that button's click handler. */
  if (self->play_offer != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT, dismiss_play_offer, g_object_ref (self), g_object_unref);

  queens_window_focus_board (self);
}

static void
on_mode_change_state (GSimpleAction *action,
                      GVariant      *value,
                      gpointer       user_data)
{
  QueensWindow *self = user_data;
  const char *mode = g_variant_get_string (value, NULL);

  if (!g_str_equal (mode, "browse") && !g_str_equal (mode, "play") && !g_str_equal (mode, "watch"))
    {
      g_debug ("win.mode: no mode “%s”", mode);
      return;
    }

  g_simple_action_set_state (action, value);
  queens_window_show_mode (self, mode);
}

static const GActionEntry mode_actions[] = {
  { "mode", NULL, "s", "'browse'", on_mode_change_state },
};

/* The view switcher changed the page: the action says so, and does the
 * rest. */
static void
on_mode_stack_visible_child_changed (AdwViewStack *stack,
                                     GParamSpec   *pspec,
                                     QueensWindow *self)
{
  const char *shown = adw_view_stack_get_visible_child_name (stack);
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (self), "mode");

  if (shown != NULL && state != NULL && !g_str_equal (g_variant_get_string (state, NULL), shown))
    g_action_group_change_action_state (G_ACTION_GROUP (self), "mode", g_variant_new_string (shown));
}

/* Shows @board in play as one step for undo, whatever page was on show;
 * N follows the board without a step of its own. */
void
queens_window_play_board (QueensWindow *self,
                          QueensBoard  *board)
{
  guint n = queens_board_get_n (board);

  queens_region_page_leave (self->region_page);
  queens_play_page_load (self->play_page, board);

  if (!queens_play_page_get_active (self->play_page))
    {
      if (n != self->n)
        queens_window_set_n (self, n);
      g_action_group_change_action_state (G_ACTION_GROUP (self), "mode",
                                          g_variant_new_string ("play"));
    }
}

static void
on_edit_board (QueensBrowsePage *page,
               QueensBoard      *board,
               QueensWindow     *self)
{
  queens_window_play_board (self, board);
}

static void
on_play_size_changed (QueensPlayPage *page,
                      guint           n,
                      QueensWindow   *self)
{
  if (n >= 1 && n <= QUEENS_WINDOW_MAX_N)
    queens_window_set_n (self, n);
}

/* A refused request, said in the note of the page on show, or in a
 * toast on the Watch page, which hides the status bar and its note. */
void
queens_window_tell (QueensWindow *self,
                    const char   *message)
{
  if (queens_window_is_watching (self) || queens_window_region_is_shown (self))
    queens_toast_show (GTK_WIDGET (self), message);
  else if (queens_play_page_get_active (self->play_page))
    queens_play_page_tell (self->play_page, message);
  else
    queens_browse_page_refuse (self->browse_page, message);
}

/* Solution k of the watched search is the k-th in lexicographic order,
 * which is the k-th of all the solutions Browse lists. */
static void
on_watch_open_solution (QueensWatchView *view,
                        guint64          number,
                        QueensWindow    *self)
{
  g_action_group_change_action_state (G_ACTION_GROUP (self), "fundamental-only",
                                      g_variant_new_boolean (FALSE));
  g_action_group_change_action_state (G_ACTION_GROUP (self), "mode",
                                      g_variant_new_string ("browse"));
  g_action_group_activate_action (G_ACTION_GROUP (self), "goto-solution",
                                  g_variant_new_int64 ((gint64) number));
}

static void
on_n_spin_value_changed (GtkSpinButton *spin,
                         QueensWindow  *self)
{
  int value = gtk_spin_button_get_value_as_int (spin);

  if (value >= 1 && (guint) value <= QUEENS_WINDOW_MAX_N)
    queens_window_set_n (self, (guint) value);
}

static void
queens_window_dispose (GObject *object)
{
  QueensWindow *self = QUEENS_WINDOW (object);

  /* Cancelling here ends the worker within moments, so closing the
   * window during a search lets the process quit at once. */
  queens_window_drop_jobs (self);
  if (self->browse_page != NULL)
    queens_browse_page_stop (self->browse_page);
  if (self->play_page != NULL)
    queens_play_page_stop (self->play_page);
  /* A tooltip shown over the window can keep GTK's action muxer, and with
   * it the window's action group, alive after the window (GTK 4.8): an
   * action that follows a setting must not outlive the window with it. */
  g_action_map_remove_action (G_ACTION_MAP (self), "show-coordinates");
  g_action_map_remove_action (G_ACTION_MAP (self), "region-size");
  g_clear_object (&self->settings);
  if (self->play_offer != NULL)
    g_signal_handlers_disconnect_by_data (self->play_offer, self);
  g_clear_object (&self->play_offer);

  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_WINDOW);

  G_OBJECT_CLASS (queens_window_parent_class)->dispose (object);
}

static void
queens_window_finalize (GObject *object)
{
  QueensWindow *self = QUEENS_WINDOW (object);

  g_clear_object (&self->job_signals);
  g_clear_object (&self->count_signals);

  G_OBJECT_CLASS (queens_window_parent_class)->finalize (object);
}

static void
queens_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  QueensWindow *self = QUEENS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_N:
      g_value_set_uint (value, self->n);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  QueensWindow *self = QUEENS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_N:
      if (g_value_get_uint (value) != 0)
        queens_window_set_n (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_window_constructed (GObject *object)
{
  QueensWindow *self = QUEENS_WINDOW (object);

  G_OBJECT_CLASS (queens_window_parent_class)->constructed (object);

  /* Only now: GtkWindow's own construction would undo it. */
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* Keeps for the next start the size the window has when not maximized
 * (GTK remembers it as the default size), and whether it is maximized. */
static gboolean
queens_window_close_request (GtkWindow *window)
{
  QueensWindow *self = QUEENS_WINDOW (window);
  gboolean maximized = gtk_window_is_maximized (window);
  int width = 0;
  int height = 0;

  g_settings_set_boolean (self->settings, "window-maximized", maximized);
  gtk_window_get_default_size (window, &width, &height);
  if (!maximized && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", CLAMP (width, SAVED_SIZE_MIN, SAVED_SIZE_MAX));
      g_settings_set_int (self->settings, "window-height", CLAMP (height, SAVED_SIZE_MIN, SAVED_SIZE_MAX));
    }

  return GTK_WINDOW_CLASS (queens_window_parent_class)->close_request (window);
}

static void
queens_window_class_init (QueensWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = queens_window_constructed;
  object_class->dispose = queens_window_dispose;
  object_class->finalize = queens_window_finalize;
  window_class->close_request = queens_window_close_request;
  object_class->get_property = queens_window_get_property;
  object_class->set_property = queens_window_set_property;

  properties[PROP_N] =
    g_param_spec_uint ("n", NULL, NULL,
                       0, QUEENS_WINDOW_MAX_N, 0,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (QUEENS_TYPE_BOARD_VIEW);
  g_type_ensure (QUEENS_TYPE_BROWSE_PAGE);
  g_type_ensure (QUEENS_TYPE_GALLERY_VIEW);
  g_type_ensure (QUEENS_TYPE_PLAY_PAGE);
  g_type_ensure (QUEENS_TYPE_REGION_PAGE);
  g_type_ensure (QUEENS_TYPE_STATUS_BAR);
  g_type_ensure (QUEENS_TYPE_WATCH_VIEW);

  /* The resource registers itself when its object file is linked in;
   * referring to it here makes sure a static link keeps it. */
  (void) queens_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, n_spin);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, gallery_view);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, browse_page);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, play_page);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, region_page);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, watch_view);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, status_bar);
  gtk_widget_class_bind_template_callback (widget_class, on_n_spin_value_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_mode_stack_visible_child_changed);

  queens_window_class_add_key_bindings (widget_class);
}

static void
on_kept_action_state_changed (GAction      *action,
                              GParamSpec   *pspec,
                              QueensWindow *self)
{
  g_autoptr(GVariant) state = g_action_get_state (action);

  g_settings_set_value (self->settings, g_action_get_name (action), state);
}

/* The size and the choices kept from the last time (the maximized state
 * follows in constructed).
 * The settings' ranges already rule out nonsense; the clamps keep a
 * hand-edited value from giving a window nobody can use. */
static void
queens_window_restore_state (QueensWindow *self)
{
  /* Window actions whose state is kept in the setting of the same name. */
  static const char * const kept_actions[] = { "fundamental-only", "show-attacks" };
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self),
                               CLAMP (width, SAVED_SIZE_MIN, SAVED_SIZE_MAX),
                               CLAMP (height, SAVED_SIZE_MIN, SAVED_SIZE_MAX));

  for (gsize i = 0; i < G_N_ELEMENTS (kept_actions); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), kept_actions[i]);
      g_autoptr(GVariant) kept = g_settings_get_value (self->settings, kept_actions[i]);

      g_action_change_state (action, kept);
      g_signal_connect_object (action, "notify::state",
                               G_CALLBACK (on_kept_action_state_changed), self, 0);
    }
}

static void
queens_window_init (QueensWindow *self)
{
  g_autoptr(GAction) show_coordinates = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->toast_overlay = ADW_TOAST_OVERLAY (gtk_window_get_child (GTK_WINDOW (self)));

  self->job_signals = g_signal_group_new (QUEENS_TYPE_SOLVE_JOB);
  g_signal_group_connect (self->job_signals, "finished", G_CALLBACK (on_job_finished), self);
  self->count_signals = g_signal_group_new (QUEENS_TYPE_COUNT_JOB);
  g_signal_group_connect (self->count_signals, "finished", G_CALLBACK (on_count_job_finished), self);

  self->settings = g_settings_new (APPLICATION_ID);

  /* The development profile's window has libadwaita's striped header bar,
   * so that it is not taken for the release. */
#if QUEENS_DEVELOPMENT_PROFILE
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  g_action_map_add_action_entries (G_ACTION_MAP (self), mode_actions,
                                   G_N_ELEMENTS (mode_actions), self);
  queens_window_add_actions (self);
  queens_browse_page_attach (self->browse_page, self->board_view, self->status_bar, G_ACTION_MAP (self));
  queens_play_page_attach (self->play_page, self->board_view, self->status_bar, G_ACTION_MAP (self));
  queens_window_add_regions (self);
  queens_watch_actions_add (self->watch_view, G_ACTION_MAP (self));
  queens_export_clipboard_add_actions (self->board_view, G_ACTION_MAP (self));
  queens_board_view_add_actions (self->board_view, G_ACTION_MAP (self));
  show_coordinates = g_settings_create_action (self->settings, "show-coordinates");
  g_action_map_add_action (G_ACTION_MAP (self), show_coordinates);
  g_settings_bind (self->settings, "show-coordinates",
                   self->board_view, "show-coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme",
                   self->board_view, "board-theme", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "chess-coordinates",
                   self->board_view, "chess-coordinates", G_SETTINGS_BIND_GET);
  queens_window_restore_state (self);
  queens_window_add_gallery (self);
  g_object_bind_property (self, "n", self->watch_view, "n", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->watch_view, "open-solution", G_CALLBACK (on_watch_open_solution), self, 0);
  g_signal_connect_object (self->browse_page, "edit-board", G_CALLBACK (on_edit_board), self, 0);
  g_signal_connect_object (self->play_page, "size-changed", G_CALLBACK (on_play_size_changed), self, 0);

  queens_window_show_mode (self, "browse");
  queens_window_add_key_handoffs (self);
}

QueensWindow *
queens_window_new (GtkApplication *application,
                   guint           n)
{
  QueensWindow *self;

  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (n <= QUEENS_WINDOW_MAX_N, NULL);

  self = g_object_new (QUEENS_TYPE_WINDOW, "application", application, NULL);

  if (n == 0)
    n = (guint) CLAMP (g_settings_get_int (self->settings, "last-n"), 1, (int) QUEENS_WINDOW_MAX_N);
  queens_window_set_n (self, n);

  return self;
}

guint
queens_window_get_n (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  return self->n;
}

void
queens_window_set_n (QueensWindow *self,
                     guint         n)
{
  g_return_if_fail (QUEENS_IS_WINDOW (self));
  g_return_if_fail (n >= 1 && n <= QUEENS_WINDOW_MAX_N);

  if (self->n == n)
    return;

  queens_window_drop_job (self);
  self->n = n;

  g_settings_set_int (self->settings, "last-n", (int) n);
  if (gtk_spin_button_get_value_as_int (self->n_spin) != (int) n)
    gtk_spin_button_set_value (self->n_spin, n);

  queens_window_start (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N]);
}

QueensBoardView *
queens_window_get_board_view (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return self->board_view;
}

QueensSolveJob *
queens_window_get_solve_job (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return self->job;
}

QueensCountJob *
queens_window_get_count_job (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return self->count_job;
}

static gboolean
queens_window_has_counted (QueensWindow *self)
{
  return self->count_job != NULL
         && queens_count_job_get_state (self->count_job) == QUEENS_COUNT_JOB_FINISHED;
}

guint64
queens_window_get_solution_count (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  if (queens_window_has_counted (self))
    return queens_count_job_get_total (self->count_job);
  return self->job != NULL ? queens_solve_job_get_n_found (self->job) : 0;
}

guint64
queens_window_get_unique_count (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  if (queens_window_has_counted (self))
    return queens_count_job_get_unique (self->count_job);
  return self->job != NULL ? queens_solve_job_get_n_unique_found (self->job) : 0;
}

guint64
queens_window_get_browsable_count (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  return queens_browse_page_get_browsable_count (self->browse_page);
}

guint64
queens_window_get_position (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  return queens_browse_page_get_position (self->browse_page);
}

gboolean
queens_window_is_searching (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), FALSE);

  return (self->job != NULL && queens_solve_job_is_running (self->job))
         || (self->count_job != NULL && queens_count_job_is_running (self->count_job));
}

gboolean
queens_window_is_showing_construction (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), FALSE);

  return queens_browse_page_is_showing_construction (self->browse_page);
}

gboolean
queens_window_get_fundamental_only (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), FALSE);

  return queens_browse_page_get_fundamental_only (self->browse_page);
}

const char *
queens_window_get_status_text (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return queens_status_bar_get_status (self->status_bar);
}

const char *
queens_window_get_symmetry_text (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return queens_status_bar_get_detail (self->status_bar);
}

const char *
queens_window_get_note_text (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return queens_status_bar_get_note (self->status_bar);
}

QueensWatchView *
queens_window_get_watch_view (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return self->watch_view;
}

QueensPlaySession *
queens_window_get_play_session (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return queens_play_page_get_session (self->play_page);
}
