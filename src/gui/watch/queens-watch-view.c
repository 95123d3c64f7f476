/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-view.c: watch a search think, step by step
 *
 * A GLib timeout drives playing: each frame takes as many steps as the
 * speed asks for in the time since the last frame (at most a frame's
 * worth of work, about 8 ms, so the window never freezes), then the
 * labels and drawings are refreshed once.
 *
 * The page holds the chosen method's QueensStepper and steps it through
 * that interface; making the right one is all it knows of each method.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "queens-code-view.h"
#include "queens-format.h"
#include "queens-level-strip.h"
#include "queens-render.h"
#include "queens-search-tree-view.h"
#include "queens-speed-scale.h"
#include "queens-textbook-stepper.h"
#include "queens-watch-view-private.h"
#include "queens-widget-color.h"

#define FRAME_INTERVAL_MS     16
/* "As fast as possible" still hands the main loop back after this. */
#define FRAME_BUDGET_US       8000
#define FLASH_DURATION_US     450000
#define DEFAULT_SPEED         10

static const struct
{
  const char *name;         /* win.watch-method's */
  guint       min_n;        /* the N it can be watched at */
  guint       max_n;
  gboolean    keeps_place;  /* while another method is watched */
} method_info[N_METHODS] = {
  [METHOD_BACKTRACKING] = { "backtracking", 1, QUEENS_BACKTRACK_STEPPER_MAX_N, TRUE },
  [METHOD_MIN_CONFLICTS] = { "min-conflicts", QUEENS_MIN_CONFLICTS_STEPPER_MIN_N,
                             QUEENS_MIN_CONFLICTS_STEPPER_MAX_N, TRUE },
  /* A textbook method starts afresh each time it is chosen. */
  [METHOD_BREADTH_FIRST] = { "breadth-first", 1, QUEENS_TEXTBOOK_STEPPER_MAX_N, FALSE },
  [METHOD_PERMUTATIONS] = { "permutations", 1, QUEENS_TEXTBOOK_STEPPER_MAX_N, FALSE },
  [METHOD_LOUIS] = { "louis", 1, QUEENS_TEXTBOOK_STEPPER_MAX_N, FALSE },
};

G_STATIC_ASSERT (QUEENS_WATCH_VIEW_MAX_SPEED == QUEENS_SPEED_SCALE_MAX_SPEED);

G_DEFINE_FINAL_TYPE (QueensWatchView, queens_watch_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_N,
  PROP_PLAYING,
  PROP_SPEED,
  PROP_METHOD,
  PROP_SHOW_TREE,
  N_PROPS
};

enum {
  OPEN_SOLUTION,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

gboolean
queens_watch_view_can_watch (QueensWatchView *self,
                             Method           method)
{
  return self->n >= method_info[method].min_n && self->n <= method_info[method].max_n;
}

/* @method's search from its start; NULL where it cannot be watched. */
static QueensStepper *
create_stepper (QueensWatchView *self,
                Method           method)
{
  if (!queens_watch_view_can_watch (self, method))
    return NULL;

  switch (method)
    {
    case METHOD_BACKTRACKING:
      return QUEENS_STEPPER (queens_backtrack_stepper_new (self->n));
    case METHOD_MIN_CONFLICTS:
      return QUEENS_STEPPER (queens_min_conflicts_stepper_new (self->n, self->min_conflicts_seed));
    case METHOD_BREADTH_FIRST:
      return QUEENS_STEPPER (queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_BREADTH_FIRST, self->n));
    case METHOD_PERMUTATIONS:
      return QUEENS_STEPPER (queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_PERMUTATIONS, self->n));
    case METHOD_LOUIS:
      return QUEENS_STEPPER (queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_LOUIS, self->n));
    case N_METHODS:
    default:
      g_return_val_if_reached (NULL);
    }
}

QueensStepper *
queens_watch_view_stepper_of (QueensWatchView *self,
                              Method           method)
{
  if (method == self->method)
    return self->stepper;

  if (self->parked[method] == NULL)
    self->parked[method] = create_stepper (self, method);
  return self->parked[method];
}

/* The chosen method's search: where it was left, or from its start. */
static void
take_stepper (QueensWatchView *self)
{
  g_assert (self->stepper == NULL);

  self->stepper = g_steal_pointer (&self->parked[self->method]);
  if (self->stepper == NULL)
    self->stepper = create_stepper (self, self->method);
  queens_level_strip_set_stepper (QUEENS_LEVEL_STRIP (self->level_strip), self->stepper);
}

/* Every search anew, from its start, for a new N or a restart. */
static void
queens_watch_view_rebuild (QueensWatchView *self)
{
  g_clear_object (&self->stepper);
  for (guint method = 0; method < N_METHODS; method++)
    g_clear_object (&self->parked[method]);
  g_clear_pointer (&self->solution_columns, g_free);
  g_clear_object (&self->board);
  self->last_solution = 0;
  self->flash_until = 0;
  self->last_step_shown = FALSE;
  self->pending_steps = 0;
  queens_search_tree_view_set_n (QUEENS_SEARCH_TREE_VIEW (self->tree_view), self->n);

  if (self->n > 0)
    {
      self->board = queens_board_new (self->n);
      self->solution_columns = g_new (guint32, self->n);
    }
  take_stepper (self);
}

static void
queens_watch_view_flash (QueensWatchView *self)
{
  QueensStepperCounters counters;

  queens_stepper_get_counters (self->stepper, &counters);
  self->last_solution = counters.solutions;
  memcpy (self->solution_columns, queens_stepper_get_columns (self->stepper), self->n * sizeof (guint32));
  self->flash_until = g_get_monotonic_time () + FLASH_DURATION_US;
}

void
queens_watch_view_follow_solutions (QueensWatchView *self,
                                    QueensStepper   *stepper)
{
  QueensStepperCounters counters;

  /* The counter steps back exactly, and solutions come in order: the
   * solutions found so far is the number of the latest one met at or
   * before this step.  The flashed board is no longer being met. */
  queens_stepper_get_counters (stepper, &counters);
  self->last_solution = counters.solutions;
  self->flash_until = 0;
  if (queens_stepper_is_solution (stepper))
    memcpy (self->solution_columns, queens_stepper_get_columns (stepper), self->n * sizeof (guint32));
}

/* One step of the current method; FALSE when there is none. */
static gboolean
take_step (QueensWatchView *self,
           gboolean         forward)
{
  if (self->stepper == NULL
      || !(forward ? queens_stepper_forward (self->stepper) : queens_stepper_back (self->stepper)))
    return FALSE;

  self->last_step_shown = TRUE;
  if (queens_watch_view_numbers_solutions (self))
    {
      if (!forward)
        queens_watch_view_follow_solutions (self, self->stepper);
      else if (queens_stepper_is_solution (self->stepper))
        queens_watch_view_flash (self);
    }
  return TRUE;
}

static gboolean
on_flash_timeout (gpointer user_data)
{
  QueensWatchView *self = user_data;

  self->flash_source_id = 0;
  gtk_widget_queue_draw (self->board_area);

  return G_SOURCE_REMOVE;
}

static gboolean
on_frame (gpointer user_data)
{
  QueensWatchView *self = user_data;
  gint64 now = g_get_monotonic_time ();
  gint64 deadline = now + FRAME_BUDGET_US;
  gboolean more = TRUE;

  if (self->speed > 0)
    {
      guint64 due;

      self->pending_steps += self->speed * (double) (now - self->last_frame_time) / G_USEC_PER_SEC;
      due = (guint64) self->pending_steps;
      self->pending_steps -= (double) due;
      for (guint64 i = 0; i < due && more; i++)
        {
          more = take_step (self, TRUE);
          /* Work per frame stays bounded even after a long stall. */
          if ((i & 63) == 63 && g_get_monotonic_time () > deadline)
            break;
        }
    }
  else
    {
      for (guint i = 0; more; i++)
        {
          more = take_step (self, TRUE);
          if ((i & 63) == 63 && g_get_monotonic_time () > deadline)
            break;
        }
    }

  self->last_frame_time = now;
  queens_watch_view_refresh (self);

  if (!more)
    {
      /* The end of the search: pause here. */
      self->frame_source_id = 0;
      queens_watch_view_set_playing (self, FALSE);
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

/* The pseudocode of the method on show and the line its last step ran. */
static void
refresh_code (QueensWatchView *self)
{
  QueensCodeView *code_view = QUEENS_CODE_VIEW (self->code_view);
  const char * const *lines = self->stepper != NULL ? queens_stepper_get_code (self->stepper) : NULL;

  gtk_widget_set_visible (self->code_view, lines != NULL);
  gtk_widget_set_visible (self->code_scroller, lines != NULL);
  gtk_widget_set_visible (self->level_strip,
                          queens_level_strip_has_levels (QUEENS_LEVEL_STRIP (self->level_strip)));
  if (lines == NULL)
    return;

  /* New lines only for a new method: the labels are rebuilt. */
  if (self->code_lines != lines)
    {
      queens_code_view_set_lines (code_view, lines);
      self->code_lines = lines;
    }

  queens_code_view_set_current_line (code_view, self->last_step_shown
                                                ? queens_stepper_get_code_line (self->stepper) : -1);
  gtk_widget_queue_draw (self->level_strip);
}

void
queens_watch_view_refresh (QueensWatchView *self)
{
  g_autofree char *counters = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *solution = NULL;
  gboolean numbered = queens_watch_view_numbers_solutions (self);
  gboolean available = self->stepper != NULL;

  queens_watch_view_describe (self, &explanation, &counters);

  gtk_label_set_text (GTK_LABEL (self->explanation_label), explanation);
  gtk_label_set_text (GTK_LABEL (self->counters_label), counters != NULL ? counters : "");
  gtk_label_set_text (GTK_LABEL (self->tree_caption),
                      queens_watch_view_shows_attackers (self) ? _("Per row: queens attacking its queen")
                                                               : _("Per row: squares tried (light) and kept (dark)"));

  if (numbered && self->last_solution > 0)
    {
      g_autofree char *number = queens_format_count (self->last_solution);

      /* Translators: %s is the number of the solution the search has just
       * found, as in "Solution 4 in lexicographic order" */
      solution = g_strdup_printf (_("Solution %s in lexicographic order"), number);
    }
  gtk_label_set_text (GTK_LABEL (self->solution_label), solution != NULL ? solution : "");
  gtk_widget_set_visible (self->pace_row, available);
  gtk_widget_set_visible (self->main_box, available);
  /* Where backtracking cannot be watched, the way to what can. */
  gtk_widget_set_visible (self->switch_button,
                          self->method == METHOD_BACKTRACKING && !available
                          && queens_watch_view_can_watch (self, METHOD_MIN_CONFLICTS));
  gtk_widget_set_visible (self->solution_label, numbered);
  gtk_widget_set_visible (self->open_button, numbered);
  gtk_widget_set_sensitive (self->open_button, numbered && self->last_solution > 0);

  refresh_code (self);
  queens_watch_view_refresh_tree (self);
  gtk_widget_queue_draw (self->board_area);
  gtk_widget_queue_draw (self->tree_area);

  if (self->flash_until > 0 && self->flash_source_id == 0)
    {
      gint64 remaining = self->flash_until - g_get_monotonic_time ();

      if (remaining > 0)
        self->flash_source_id = g_timeout_add ((guint) (remaining / 1000) + 1, on_flash_timeout, self);
    }
}

static void
on_speed_scale_moved (QueensSpeedScale *scale,
                      GParamSpec       *pspec,
                      QueensWatchView  *self)
{
  int speed = queens_speed_scale_get_speed (scale);

  /* The view's own speed, set from outside, moves the slider too. */
  if (speed == self->speed)
    return;

  /* Through the window's action when there is one, so its state follows. */
  if (!gtk_widget_activate_action (GTK_WIDGET (self), "win.watch-speed", "i", speed))
    queens_watch_view_set_speed (self, speed);
}

static void
on_open_clicked (GtkButton       *button,
                 QueensWatchView *self)
{
  queens_watch_view_open_last_solution (self);
}

static void
on_restart_clicked (GtkButton       *button,
                    QueensWatchView *self)
{
  queens_watch_view_restart (self);
}

static GtkWidget *
add_button (GtkWidget  *box,
            const char *icon_name,
            const char *action_name,
            const char *tooltip,
            gboolean    toggle)
{
  GtkWidget *button = toggle ? gtk_toggle_button_new () : gtk_button_new ();

  gtk_button_set_icon_name (GTK_BUTTON (button), icon_name);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_box_append (GTK_BOX (box), button);

  return button;
}

static void
add_method_button (GtkWidget  *box,
                   const char *label,
                   const char *method,
                   const char *tooltip)
{
  GtkWidget *button = gtk_toggle_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.watch-method");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", method);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_box_append (GTK_BOX (box), button);
}

/* The textbook's ways, in a menu: five buttons would not fit 600 px. */
static void
add_textbook_menu (GtkWidget *box)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) methods = g_menu_new ();
  g_autoptr(GMenu) comparison = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (methods, _("Breadth-First (SICP 2.42)"), "win.watch-method::breadth-first");
  g_menu_append (methods, _("Permutations (Generate and Test)"), "win.watch-method::permutations");
  g_menu_append (methods, _("Louis Reasoner (SICP 2.43)"), "win.watch-method::louis");
  g_menu_append (comparison, _("Compare the Methods…"), "win.compare-methods");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (methods));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (comparison));
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("_Textbook"));
  gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (button), TRUE);
  gtk_widget_set_tooltip_text (button, _("Watch a textbook method: breadth-first, permutations or "
                                         "Louis Reasoner's"));
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_box_append (GTK_BOX (box), button);
}

static void
queens_watch_view_build (QueensWatchView *self)
{
  GtkWidget *controls;
  GtkWidget *pace;
  GtkWidget *methods;
  GtkWidget *transport;
  GtkWidget *restart;
  GtkWidget *main_box;
  GtkWidget *side;
  GtkWidget *open_row;

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (self->content, 12);
  gtk_widget_set_margin_end (self->content, 12);
  gtk_widget_set_margin_top (self->content, 8);
  gtk_widget_set_margin_bottom (self->content, 8);
  gtk_widget_set_parent (self->content, GTK_WIDGET (self));

  /* Two rows, what to watch and how fast, so that the page fits a
   * window of 600 px in any language. */
  controls = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (self->content), controls);
  pace = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  methods = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (methods, "linked");
  add_method_button (methods, _("Bac_ktracking"), "backtracking",
                     _("Watch the row-by-row backtracking search"));
  add_method_button (methods, _("_Min-Conflicts"), "min-conflicts",
                     _("Watch min-conflicts local search from a random board"));
  add_textbook_menu (methods);
  gtk_box_append (GTK_BOX (controls), methods);

  transport = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (transport, "linked");
  add_button (transport, "media-skip-backward-symbolic", "win.watch-back", _("Step Back"), FALSE);
  add_button (transport, "media-playback-start-symbolic", "win.watch-play", _("Play or Pause"), TRUE);
  add_button (transport, "media-skip-forward-symbolic", "win.watch-step", _("Step Forward"), FALSE);
  gtk_box_append (GTK_BOX (pace), transport);

  restart = gtk_button_new_with_mnemonic (_("_Restart"));
  gtk_widget_set_tooltip_text (restart, _("Start the search again (a new random board for min-conflicts)"));
  gtk_widget_set_focus_on_click (restart, FALSE);
  g_signal_connect (restart, "clicked", G_CALLBACK (on_restart_clicked), self);
  gtk_box_append (GTK_BOX (controls), restart);
  gtk_box_append (GTK_BOX (self->content), pace);
  self->pace_row = pace;

  self->speed_scale = queens_speed_scale_new ();
  gtk_widget_set_hexpand (self->speed_scale, TRUE);
  g_signal_connect (self->speed_scale, "notify::speed", G_CALLBACK (on_speed_scale_moved), self);
  gtk_box_append (GTK_BOX (pace), self->speed_scale);

  self->explanation_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->explanation_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->explanation_label), 0);
  gtk_widget_add_css_class (self->explanation_label, "dim-label");
  gtk_box_append (GTK_BOX (self->content), self->explanation_label);

  self->switch_button = gtk_button_new_with_mnemonic (_("Watch Min-Conflicts _Instead"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->switch_button), "win.watch-method");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->switch_button), "s", "min-conflicts");
  gtk_widget_set_halign (self->switch_button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->switch_button, "suggested-action");
  gtk_box_append (GTK_BOX (self->content), self->switch_button);

  main_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_vexpand (main_box, TRUE);
  gtk_box_append (GTK_BOX (self->content), main_box);
  self->main_box = main_box;

  self->board_area = gtk_drawing_area_new ();
  gtk_widget_set_hexpand (self->board_area, TRUE);
  gtk_widget_set_vexpand (self->board_area, TRUE);
  gtk_widget_set_size_request (self->board_area, 240, 240);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->board_area), queens_watch_view_draw_board, self, NULL);
  gtk_box_append (GTK_BOX (main_box), self->board_area);

  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_size_request (side, 240, -1);
  gtk_box_append (GTK_BOX (main_box), side);

  self->counters_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->counters_label), 0);
  gtk_widget_add_css_class (self->counters_label, "numeric");
  gtk_box_append (GTK_BOX (side), self->counters_label);

  self->solution_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->solution_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->solution_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (side), self->solution_label);

  self->open_button = gtk_button_new_with_mnemonic (_("_Open in Browse"));
  gtk_widget_set_tooltip_text (self->open_button, _("Show the last solution found among all solutions"));
  gtk_widget_set_halign (self->open_button, GTK_ALIGN_START);
  g_signal_connect (self->open_button, "clicked", G_CALLBACK (on_open_clicked), self);
  /* The tree's toggle goes beside it: the speed row has no room left. */
  open_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (open_row), self->open_button);
  gtk_box_append (GTK_BOX (side), open_row);

  self->tree_caption = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->tree_caption), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->tree_caption), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->tree_caption, "dim-label");
  gtk_box_append (GTK_BOX (side), self->tree_caption);

  self->tree_area = gtk_drawing_area_new ();
  gtk_widget_set_vexpand (self->tree_area, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->tree_area), queens_watch_view_draw_tree, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tree_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search tree per row"), -1);
  gtk_box_append (GTK_BOX (side), self->tree_area);

  /* The code scrolls rather than making the window taller than a small
   * screen. */
  self->code_view = queens_code_view_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->code_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The method's code"), -1);
  self->code_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->code_scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->code_scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->code_scroller), TRUE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->code_scroller), 48);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->code_scroller), self->code_view);
  gtk_box_append (GTK_BOX (side), self->code_scroller);

  self->level_strip = queens_level_strip_new ();
  gtk_box_append (GTK_BOX (side), self->level_strip);

  queens_watch_view_build_tree (self, main_box, open_row);
}

static void
queens_watch_view_dispose (GObject *object)
{
  QueensWatchView *self = QUEENS_WATCH_VIEW (object);

  g_clear_handle_id (&self->frame_source_id, g_source_remove);
  g_clear_handle_id (&self->flash_source_id, g_source_remove);
  g_clear_handle_id (&self->layout_idle_id, g_source_remove);
  g_clear_pointer (&self->content, gtk_widget_unparent);

  G_OBJECT_CLASS (queens_watch_view_parent_class)->dispose (object);
}

static void
queens_watch_view_finalize (GObject *object)
{
  QueensWatchView *self = QUEENS_WATCH_VIEW (object);

  g_clear_object (&self->stepper);
  for (guint method = 0; method < N_METHODS; method++)
    g_clear_object (&self->parked[method]);
  g_clear_pointer (&self->solution_columns, g_free);
  g_clear_object (&self->board);
  g_clear_object (&self->tree_picker);

  G_OBJECT_CLASS (queens_watch_view_parent_class)->finalize (object);
}

static void
queens_watch_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QueensWatchView *self = QUEENS_WATCH_VIEW (object);

  switch (prop_id)
    {
    case PROP_N:
      g_value_set_uint (value, self->n);
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->playing);
      break;
    case PROP_SPEED:
      g_value_set_int (value, self->speed);
      break;
    case PROP_METHOD:
      g_value_set_string (value, method_info[self->method].name);
      break;
    case PROP_SHOW_TREE:
      g_value_set_boolean (value, self->show_tree);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_watch_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  QueensWatchView *self = QUEENS_WATCH_VIEW (object);

  switch (prop_id)
    {
    case PROP_N:
      queens_watch_view_set_n (self, g_value_get_uint (value));
      break;
    case PROP_PLAYING:
      queens_watch_view_set_playing (self, g_value_get_boolean (value));
      break;
    case PROP_SPEED:
      queens_watch_view_set_speed (self, g_value_get_int (value));
      break;
    case PROP_METHOD:
      queens_watch_view_set_method (self, g_value_get_string (value));
      break;
    case PROP_SHOW_TREE:
      queens_watch_view_set_show_tree (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_watch_view_class_init (QueensWatchViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_watch_view_dispose;
  object_class->finalize = queens_watch_view_finalize;
  object_class->get_property = queens_watch_view_get_property;
  object_class->set_property = queens_watch_view_set_property;

  properties[PROP_N] =
    g_param_spec_uint ("n", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_SPEED] =
    g_param_spec_int ("speed", NULL, NULL, 0, QUEENS_WATCH_VIEW_MAX_SPEED, DEFAULT_SPEED,
                      (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_METHOD] =
    g_param_spec_string ("method", NULL, NULL, "backtracking",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_SHOW_TREE] =
    g_param_spec_boolean ("show-tree", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The 1-based number, in lexicographic order, of a solution to show in
   * browse mode. */
  signals[OPEN_SOLUTION] =
    g_signal_new ("open-solution", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);

  widget_class->measure = queens_watch_view_measure;
  widget_class->size_allocate = queens_watch_view_allocate;
  gtk_widget_class_set_css_name (widget_class, "queens-watch-view");

  /* The page's own keys, through the window's named actions: Space plays
   * or pauses, the arrows step. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "win.watch-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "win.watch-play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "win.watch-step", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "win.watch-step", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "win.watch-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "win.watch-back", NULL);
}

static void
queens_watch_view_init (QueensWatchView *self)
{
  self->speed = DEFAULT_SPEED;
  self->min_conflicts_seed = 1;
  /* It takes the keys when watch mode is on, as the board does elsewhere. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  queens_watch_view_build (self);
  queens_speed_scale_set_speed (QUEENS_SPEED_SCALE (self->speed_scale), self->speed);
  queens_watch_view_refresh (self);
}

GtkWidget *
queens_watch_view_new (void)
{
  return g_object_new (QUEENS_TYPE_WATCH_VIEW, NULL);
}

guint
queens_watch_view_get_n (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), 0);

  return self->n;
}

void
queens_watch_view_set_n (QueensWatchView *self,
                         guint            n)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));

  if (self->n == n)
    return;

  queens_watch_view_set_playing (self, FALSE);
  self->n = n;
  queens_watch_view_rebuild (self);
  queens_watch_view_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N]);
}

gboolean
queens_watch_view_get_playing (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);

  return self->playing;
}

void
queens_watch_view_set_playing (QueensWatchView *self,
                               gboolean         playing)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));

  playing = !!playing;
  /* Nothing to play: no method for this N, or the search is over. */
  if (playing && (self->stepper == NULL || queens_stepper_is_finished (self->stepper)))
    playing = FALSE;

  if (self->playing == playing)
    return;

  self->playing = playing;
  if (playing)
    {
      self->last_frame_time = g_get_monotonic_time ();
      self->pending_steps = 0;
      self->frame_source_id = g_timeout_add (FRAME_INTERVAL_MS, on_frame, self);
    }
  else
    {
      g_clear_handle_id (&self->frame_source_id, g_source_remove);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

int
queens_watch_view_get_speed (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), 0);

  return self->speed;
}

void
queens_watch_view_set_speed (QueensWatchView *self,
                             int              speed)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));

  speed = CLAMP (speed, 0, QUEENS_WATCH_VIEW_MAX_SPEED);
  if (self->speed == speed)
    return;

  self->speed = speed;
  self->pending_steps = 0;
  queens_speed_scale_set_speed (QUEENS_SPEED_SCALE (self->speed_scale), speed);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

const char *
queens_watch_view_get_method (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return method_info[self->method].name;
}

void
queens_watch_view_set_method (QueensWatchView *self,
                              const char      *method)
{
  Method value;

  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));
  g_return_if_fail (method != NULL);

  for (value = 0; value < N_METHODS && !g_str_equal (method, method_info[value].name); value++)
    ;
  if (value == N_METHODS)
    {
      g_warning ("Unknown search method “%s”", method);
      return;
    }

  if (self->method == value)
    return;

  queens_watch_view_set_playing (self, FALSE);
  if (method_info[self->method].keeps_place && self->stepper != NULL)
    {
      g_clear_object (&self->parked[self->method]);
      self->parked[self->method] = g_steal_pointer (&self->stepper);
    }
  g_clear_object (&self->stepper);
  self->method = value;
  self->last_step_shown = FALSE;
  take_stepper (self);
  queens_watch_view_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_METHOD]);
}

gboolean
queens_watch_view_step (QueensWatchView *self)
{
  gboolean stepped;

  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);

  stepped = take_step (self, TRUE);
  queens_watch_view_refresh (self);

  return stepped;
}

gboolean
queens_watch_view_back (QueensWatchView *self)
{
  gboolean stepped;

  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);

  /* Stepping back while playing would fight the timer. */
  queens_watch_view_set_playing (self, FALSE);
  stepped = take_step (self, FALSE);
  self->flash_until = 0;
  queens_watch_view_refresh (self);

  return stepped;
}

void
queens_watch_view_restart (QueensWatchView *self)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));

  queens_watch_view_set_playing (self, FALSE);
  if (self->method == METHOD_MIN_CONFLICTS)
    self->min_conflicts_seed++;
  queens_watch_view_rebuild (self);
  queens_watch_view_refresh (self);
}

QueensStepper *
queens_watch_view_get_stepper (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return self->stepper;
}

gboolean
queens_watch_view_is_method_name (const char *name)
{
  for (guint method = 0; name != NULL && method < N_METHODS; method++)
    if (g_str_equal (name, method_info[method].name))
      return TRUE;

  return FALSE;
}

int
queens_watch_view_get_code_line (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), -1);

  if (!gtk_widget_get_visible (self->code_view))
    return -1;
  return queens_code_view_get_current_line (QUEENS_CODE_VIEW (self->code_view));
}

GtkWidget *
queens_watch_view_get_level_strip (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return self->level_strip;
}

const char *
queens_watch_view_get_counters_text (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->counters_label));
}

const char *
queens_watch_view_get_explanation_text (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->explanation_label));
}

guint64
queens_watch_view_get_last_solution (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), 0);

  return self->last_solution;
}

GtkWidget *
queens_watch_view_get_tree_view (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return self->tree_view;
}

gboolean
queens_watch_view_get_show_tree (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);

  return self->show_tree;
}

void
queens_watch_view_set_show_tree (QueensWatchView *self,
                                 gboolean         show_tree)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));

  if (self->show_tree == !!show_tree)
    return;

  self->show_tree = !!show_tree;
  queens_watch_view_refresh_tree (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_TREE]);
}

gboolean
queens_watch_view_is_wide (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), FALSE);

  return self->wide;
}

const char *
queens_watch_view_get_speed_text (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return queens_speed_scale_get_text (QUEENS_SPEED_SCALE (self->speed_scale));
}

void
queens_watch_view_open_last_solution (QueensWatchView *self)
{
  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));

  if (self->last_solution > 0)
    g_signal_emit (self, signals[OPEN_SOLUTION], 0, self->last_solution);
}
