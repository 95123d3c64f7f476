/* queens-watch-view.c: watch a search think, step by step
 *
 * A GLib timeout drives playing: each frame takes as many steps as the
 * speed asks for in the time since the last frame (at most a frame's
 * worth of work, about 8 ms, so the window never freezes), then the
 * labels and drawings are refreshed once.
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
#include "queens-watch-view-private.h"
#include "queens-widget-color.h"

#define FRAME_INTERVAL_MS     16
/* "As fast as possible" still hands the main loop back after this. */
#define FRAME_BUDGET_US       8000
#define FLASH_DURATION_US     450000
#define DEFAULT_SPEED         10

static const char * const method_names[N_METHODS] = {
  "backtracking", "min-conflicts", "breadth-first", "permutations", "louis"
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

/* The chosen textbook method from its start (none for the others). */
static void
rebuild_textbook (QueensWatchView *self)
{
  g_clear_object (&self->textbook);
  if (queens_watch_view_is_textbook (self) && self->n >= 1 && self->n <= QUEENS_TEXTBOOK_STEPPER_MAX_N)
    self->textbook = queens_textbook_stepper_new (queens_watch_view_textbook_method (self->method), self->n);
  queens_level_strip_set_stepper (QUEENS_LEVEL_STRIP (self->level_strip), self->textbook);
}

static void
queens_watch_view_rebuild (QueensWatchView *self)
{
  g_clear_object (&self->backtrack);
  g_clear_object (&self->min_conflicts);
  g_clear_pointer (&self->solution_columns, g_free);
  g_clear_object (&self->board);
  self->last_solution = 0;
  self->flash_until = 0;
  self->has_touched = FALSE;
  self->pending_steps = 0;
  self->backtracking_line = -1;
  rebuild_textbook (self);
  queens_search_tree_view_set_n (QUEENS_SEARCH_TREE_VIEW (self->tree_view), self->n);

  if (self->n == 0)
    return;

  self->board = queens_board_new (self->n);
  self->solution_columns = g_new (guint32, self->n);
  if (self->n <= QUEENS_BACKTRACK_STEPPER_MAX_N)
    self->backtrack = queens_backtrack_stepper_new (self->n);
  if (self->n >= QUEENS_MIN_CONFLICTS_STEPPER_MIN_N && self->n <= QUEENS_MIN_CONFLICTS_STEPPER_MAX_N)
    self->min_conflicts = queens_min_conflicts_stepper_new (self->n, self->min_conflicts_seed);
}

static void
queens_watch_view_flash (QueensWatchView *self)
{
  const guint32 *columns = queens_backtrack_stepper_get_columns (self->backtrack);
  QueensBacktrackCounters counters;

  queens_backtrack_stepper_get_counters (self->backtrack, &counters);
  self->last_solution = counters.solutions;
  memcpy (self->solution_columns, columns, self->n * sizeof (guint32));
  self->flash_until = g_get_monotonic_time () + FLASH_DURATION_US;
}

/* One step of the current method; FALSE when there is none. */
static gboolean
take_step (QueensWatchView *self,
           gboolean         forward)
{
  if (queens_watch_view_is_textbook (self) && self->textbook != NULL)
    {
      gboolean stepped = forward ? queens_textbook_stepper_forward (self->textbook)
                                 : queens_textbook_stepper_back (self->textbook);

      self->has_touched = queens_textbook_stepper_get_try (self->textbook, &self->touched.row,
                                                           &self->touched.column, NULL);
      return stepped;
    }

  if (self->method == METHOD_BACKTRACKING && self->backtrack != NULL)
    {
      QueensBacktrackStep kind;
      guint row;
      guint column;

      kind = forward ? queens_backtrack_stepper_forward (self->backtrack, &row, &column)
                     : queens_backtrack_stepper_back (self->backtrack, &row, &column);
      if (kind == QUEENS_BACKTRACK_STEP_NONE)
        return FALSE;

      self->has_touched = TRUE;
      self->touched.row = row;
      self->touched.column = column;
      /* A placement runs the recursive call; a removal, or a placement
       * taken back, the return from it. */
      self->backtracking_line = (kind == QUEENS_BACKTRACK_STEP_PLACE) == forward
                                ? BACKTRACKING_LINE_PLACE : BACKTRACKING_LINE_TAKE_BACK;
      if (queens_backtrack_stepper_is_solution (self->backtrack))
        self->backtracking_line = BACKTRACKING_LINE_REPORT;
      if (forward)
        {
          if (queens_backtrack_stepper_is_solution (self->backtrack))
            queens_watch_view_flash (self);
        }
      else
        {
          QueensBacktrackCounters counters;

          /* The counter steps back exactly, and solutions come in order:
           * the solutions found so far is the number of the latest one
           * met at or before this step. */
          queens_backtrack_stepper_get_counters (self->backtrack, &counters);
          if (counters.solutions < self->last_solution)
            self->flash_until = 0;  /* the flashed board is no longer met */
          self->last_solution = counters.solutions;
          if (queens_backtrack_stepper_is_solution (self->backtrack))
            memcpy (self->solution_columns, queens_backtrack_stepper_get_columns (self->backtrack),
                    self->n * sizeof (guint32));
        }
      return TRUE;
    }

  if (self->method == METHOD_MIN_CONFLICTS && self->min_conflicts != NULL)
    {
      guint row;
      guint from;
      guint to;
      gboolean moved;

      moved = forward ? queens_min_conflicts_stepper_forward (self->min_conflicts, &row, &from, &to)
                      : queens_min_conflicts_stepper_back (self->min_conflicts, &row, &from, &to);
      if (!moved)
        return FALSE;

      self->has_touched = TRUE;
      self->touched.row = row;
      self->touched.column = forward ? to : from;
      return TRUE;
    }

  return FALSE;
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
  QueensSearchMethod method = queens_watch_view_textbook_method (self->method);
  gboolean shown = self->method != METHOD_MIN_CONFLICTS && queens_watch_view_method_available (self);

  gtk_widget_set_visible (self->code_view, shown);
  gtk_widget_set_visible (self->code_scroller, shown);
  gtk_widget_set_visible (self->level_strip,
                          self->textbook != NULL && self->method != METHOD_PERMUTATIONS);
  if (!shown)
    return;

  /* New lines only for a new method: the labels are rebuilt. */
  if (self->code_method != self->method)
    {
      queens_code_view_set_lines (code_view, queens_textbook_code_get_lines (method));
      self->code_method = self->method;
    }

  if (self->textbook != NULL)
    queens_code_view_set_current_line (code_view, queens_textbook_stepper_get_steps (self->textbook) > 0
                                                  ? (int) queens_textbook_stepper_get_code_line (self->textbook)
                                                  : -1);
  else
    queens_code_view_set_current_line (code_view, self->backtracking_line);
  gtk_widget_queue_draw (self->level_strip);
}

void
queens_watch_view_refresh (QueensWatchView *self)
{
  g_autofree char *counters = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *solution = NULL;
  gboolean backtracking = self->method == METHOD_BACKTRACKING;

  queens_watch_view_describe (self, &explanation, &counters);

  gtk_label_set_text (GTK_LABEL (self->explanation_label), explanation);
  gtk_label_set_text (GTK_LABEL (self->counters_label), counters != NULL ? counters : "");
  gtk_label_set_text (GTK_LABEL (self->tree_caption),
                      self->method != METHOD_MIN_CONFLICTS ? _("Per row: squares tried (light) and kept (dark)")
                                                           : _("Per row: queens attacking its queen"));

  if (backtracking && self->last_solution > 0)
    {
      g_autofree char *number = queens_format_count (self->last_solution);

      solution = g_strdup_printf (_("Solution %s in lexicographic order"), number);
    }
  gtk_label_set_text (GTK_LABEL (self->solution_label), solution != NULL ? solution : "");
  gtk_widget_set_visible (self->pace_row, queens_watch_view_method_available (self));
  gtk_widget_set_visible (self->main_box, queens_watch_view_method_available (self));
  /* Where backtracking cannot be watched, the way to what can. */
  gtk_widget_set_visible (self->switch_button,
                          backtracking && self->backtrack == NULL && self->min_conflicts != NULL);
  gtk_widget_set_visible (self->solution_label, backtracking);
  gtk_widget_set_visible (self->open_button, backtracking);
  gtk_widget_set_sensitive (self->open_button, backtracking && self->last_solution > 0);

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

  g_clear_object (&self->backtrack);
  g_clear_object (&self->min_conflicts);
  g_clear_object (&self->textbook);
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
      g_value_set_string (value, method_names[self->method]);
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
  self->code_method = N_METHODS;
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
  if (playing && (!queens_watch_view_method_available (self)
                  || (self->method == METHOD_BACKTRACKING
                      && queens_backtrack_stepper_is_finished (self->backtrack))
                  || (self->method == METHOD_MIN_CONFLICTS
                      && queens_min_conflicts_stepper_is_solution (self->min_conflicts))
                  || (queens_watch_view_is_textbook (self) && queens_textbook_stepper_is_finished (self->textbook))))
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

  return method_names[self->method];
}

void
queens_watch_view_set_method (QueensWatchView *self,
                              const char      *method)
{
  Method value;

  g_return_if_fail (QUEENS_IS_WATCH_VIEW (self));
  g_return_if_fail (method != NULL);

  for (value = 0; value < N_METHODS && !g_str_equal (method, method_names[value]); value++)
    ;
  if (value == N_METHODS)
    {
      g_warning ("Unknown search method “%s”", method);
      return;
    }

  if (self->method == value)
    return;

  queens_watch_view_set_playing (self, FALSE);
  self->method = value;
  self->has_touched = FALSE;
  self->backtracking_line = -1;
  /* A textbook method starts afresh; backtracking keeps its place. */
  rebuild_textbook (self);
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

const QueensBacktrackStepper *
queens_watch_view_get_backtrack_stepper (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return self->backtrack;
}

const QueensMinConflictsStepper *
queens_watch_view_get_min_conflicts_stepper (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return self->min_conflicts;
}

const QueensTextbookStepper *
queens_watch_view_get_textbook_stepper (QueensWatchView *self)
{
  g_return_val_if_fail (QUEENS_IS_WATCH_VIEW (self), NULL);

  return self->textbook;
}

gboolean
queens_watch_view_is_method_name (const char *name)
{
  for (guint method = 0; name != NULL && method < N_METHODS; method++)
    if (g_str_equal (name, method_names[method]))
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
