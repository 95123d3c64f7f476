/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-browse-page.c: Browse, the solutions a search finds
 *
 * The window owns the search for the N shown and hands it over; the page
 * listens to it, shows its solutions one at a time on the window's board,
 * and says in the status bar how far it got.  Its handlers on the search,
 * the count and the random solution are signal groups whose target moves
 * with the job, so nothing from an old one reaches the board.  Batches
 * only update the actions (cheap); the labels are refreshed by a 100 ms
 * timer while a search or the window's fast counter runs, so the main
 * loop stays free for drawing and input.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-browse-page-private.h"
#include "queens-construct.h"
#include "queens-count-table.h"
#include "queens-format.h"
#include "queens-actions.h"
#include "queens-random-job.h"
#include "queens-solver.h"
#include "queens-symmetry.h"

#define CONSTRUCTION_DELAY_MS         100
#define STATUS_REFRESH_MS             100

G_DEFINE_FINAL_TYPE (QueensBrowsePage, queens_browse_page, GTK_TYPE_WIDGET)

enum {
  EDIT_BOARD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void queens_browse_page_update_status (QueensBrowsePage *self);
static void queens_browse_page_update_actions (QueensBrowsePage *self);
static void queens_browse_page_update_symmetry (QueensBrowsePage *self);
static void queens_browse_page_show_goto_error (QueensBrowsePage *self,
                                                char             *message);

gboolean
queens_browse_page_is_counting (QueensBrowsePage *self)
{
  return self->count_job != NULL && queens_count_job_is_running (self->count_job);
}

static gboolean
queens_browse_page_is_busy (QueensBrowsePage *self)
{
  return (self->job != NULL && queens_solve_job_is_running (self->job))
         || queens_browse_page_is_counting (self);
}

guint64
queens_browse_page_count_browsable (QueensBrowsePage *self)
{
  if (self->job == NULL)
    return 0;

  return self->fundamental_only ? queens_solve_job_get_n_stored_fundamental (self->job)
                                : queens_solve_job_get_n_stored (self->job);
}

/* SHOWN_RANDOM and stored: where the random solution stands among the
 * browsable ones, 0-based: the position it has, or (not browsable, a
 * variant in the fundamental view) the one that follows it.  *@on_it
 * says which. */
static guint64
queens_browse_page_random_position (QueensBrowsePage *self,
                                    gboolean         *on_it)
{
  guint64 index = (guint64) self->random_index;

  if (!self->fundamental_only)
    {
      *on_it = TRUE;
      return index;
    }

  *on_it = queens_solve_job_is_fundamental (self->job, index);
  return queens_solve_job_count_fundamental_before (self->job, index);
}

/* Where Previous and Next go from the shown board: FALSE for nowhere. */
static gboolean
queens_browse_page_step_target (QueensBrowsePage *self,
                                gboolean          forward,
                                guint64          *out_position)
{
  guint64 count = queens_browse_page_count_browsable (self);
  guint64 position;
  gboolean on_it = TRUE;

  if (self->shown == SHOWN_STORED)
    position = self->position;
  else if (self->shown == SHOWN_RANDOM && self->random_index >= 0)
    position = queens_browse_page_random_position (self, &on_it);
  else
    {
      /* The formula's board or one found at random that is not stored:
       * Next starts from the first. */
      *out_position = 0;
      return forward && count > 0;
    }

  if (forward)
    *out_position = on_it ? position + 1 : position;
  else
    *out_position = position - 1;

  return forward ? *out_position < count : position > 0;
}

/* The stored solution @columns is, or -1. */
static gint64
queens_browse_page_find_stored (QueensBrowsePage *self,
                                const guint32    *columns)
{
  guint8 packed[QUEENS_SOLVER_MAX_ENUMERATE_N];

  if (self->job == NULL || self->n > QUEENS_SOLVER_MAX_ENUMERATE_N)
    return -1;

  for (guint row = 0; row < self->n; row++)
    packed[row] = (guint8) columns[row];
  return queens_solution_set_find (queens_solve_job_get_solution_set (self->job), packed);
}

/* Index among all stored solutions of the one at @position in the current
 * mode. */
static gboolean
queens_browse_page_position_to_index (QueensBrowsePage *self,
                                 guint64       position,
                                 guint64      *out_index)
{
  gint64 index;

  if (self->job == NULL || position >= queens_browse_page_count_browsable (self))
    return FALSE;

  if (!self->fundamental_only)
    {
      *out_index = position;
      return TRUE;
    }

  index = queens_solve_job_get_fundamental_index (self->job, position);
  if (index < 0)
    return FALSE;

  *out_index = (guint64) index;
  return TRUE;
}


/* N has no solution at all (2 and 3): nothing to pick at random. */
static gboolean
queens_browse_page_has_no_solution (QueensBrowsePage *self)
{
  guint64 total = 0;

  return queens_count_table_lookup (self->n, &total, NULL) && total == 0;
}

static void
queens_browse_page_update_actions (QueensBrowsePage *self)
{
  guint64 count = queens_browse_page_count_browsable (self);
  guint64 target = 0;
  gboolean on_first = self->shown == SHOWN_STORED && self->position == 0;
  gboolean can_go_on = queens_browse_page_step_target (self, TRUE, &target);

  queens_action_map_set_enabled (self->action_map, "first-solution", count > 0 && !on_first);
  queens_action_map_set_enabled (self->action_map, "previous-solution",
                                 queens_browse_page_step_target (self, FALSE, &target));
  queens_action_map_set_enabled (self->action_map, "next-solution", can_go_on);
  queens_action_map_set_enabled (self->action_map, "last-solution",
                                 count > 0 && !(self->shown == SHOWN_STORED && self->position + 1 >= count));
  queens_action_map_set_enabled (self->action_map, "goto-solution", count > 0);
  queens_action_map_set_enabled (self->action_map, "stop",
                                 self->random_job != NULL || queens_browse_page_is_busy (self));
  /* A random solution replaces the browsed board: in play and watch it
   * would land out of sight. */
  queens_action_map_set_enabled (self->action_map, "random-solution",
                                 self->active && !queens_browse_page_has_no_solution (self));
  queens_action_map_set_enabled (self->action_map, "edit-solution",
                                         queens_board_view_get_columns (self->board_view) != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->goto_entry), count > 0);
}

static void
queens_browse_page_set_refusal (QueensBrowsePage *self,
                                char             *refusal)
{
  g_free (self->refusal);
  self->refusal = refusal;
}


static void
queens_browse_page_update_symmetry (QueensBrowsePage *self)
{
  g_autofree char *text = queens_browse_page_describe_symmetry (self);

  if (self->active)
    queens_status_bar_set_detail (self->status_bar, text);
}

static void
queens_browse_page_show_position (QueensBrowsePage *self,
                             guint64       position)
{
  guint32 *columns;
  guint64 index;

  if (!queens_browse_page_position_to_index (self, position, &index))
    return;

  columns = g_new (guint32, self->n);
  if (queens_solve_job_get_solution (self->job, index, columns))
    {
      queens_board_view_set_columns (self->board_view, self->n, columns);
      self->shown = SHOWN_STORED;
      self->position = position;
      self->shown_index = index;
      g_clear_pointer (&self->refusal, g_free);
      /* A go-to refused before is answered by this move. */
      if (self->goto_error != NULL)
        queens_browse_page_show_goto_error (self, NULL);
    }
  g_free (columns);

  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_actions (self);
  queens_browse_page_update_status (self);
}

static void
queens_browse_page_show_construction (QueensBrowsePage *self)
{
  g_autofree guint32 *columns = g_new (guint32, self->n);

  if (!queens_construct_solution (self->n, columns))
    return;

  queens_board_view_set_columns (self->board_view, self->n, columns);
  self->shown = SHOWN_CONSTRUCTION;
  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_actions (self);
  queens_browse_page_update_status (self);
}

static void
queens_browse_page_update_status (QueensBrowsePage *self)
{
  g_autofree char *status = NULL;
  g_autofree char *note = NULL;
  double fraction = -1;

  if (!self->active)
    return;

  status = queens_browse_page_describe_status (self);
  note = queens_browse_page_describe_note (self);

  /* The worker's own estimate, even when it is tiny (large N): pulsing
   * would animate every frame and cost drawing time for no news.  The
   * random solution is what the user just asked for, so its bar wins. */
  if (self->random_job != NULL)
    fraction = queens_random_job_get_fraction (self->random_job);
  else if (queens_browse_page_is_counting (self))
    fraction = queens_count_job_get_fraction (self->count_job);
  /* Counted, and still filling the memory: the search ends at the cap. */
  else if (self->job != NULL && queens_solve_job_is_running (self->job) && self->count_job != NULL)
    fraction = queens_solve_job_get_bytes_used (self->job)
               / (double) MAX (queens_solve_job_get_byte_cap (self->job), 1);
  else if (self->job != NULL && queens_solve_job_is_running (self->job))
    fraction = queens_solve_job_get_fraction (self->job);

  queens_status_bar_set_status (self->status_bar, status, FALSE);
  queens_status_bar_set_note (self->status_bar, note);
  queens_status_bar_set_progress (self->status_bar, fraction);
}

static gboolean
on_status_timeout (gpointer user_data)
{
  QueensBrowsePage *self = user_data;

  queens_browse_page_update_status (self);
  queens_browse_page_update_symmetry (self);

  if (queens_browse_page_is_busy (self))
    return G_SOURCE_CONTINUE;

  self->status_timeout_id = 0;
  return G_SOURCE_REMOVE;
}

static void
queens_browse_page_keep_status_fresh (QueensBrowsePage *self)
{
  if (self->status_timeout_id == 0)
    self->status_timeout_id = g_timeout_add (STATUS_REFRESH_MS, on_status_timeout, self);
}

static gboolean
on_construction_timeout (gpointer user_data)
{
  QueensBrowsePage *self = user_data;

  self->construction_timeout_id = 0;

  /* The search has shown nothing within the delay: give the user a
   * solution now, and switch to the found ones as soon as they come. */
  if (self->shown == SHOWN_NOTHING && self->job != NULL && queens_solve_job_is_running (self->job))
    queens_browse_page_show_construction (self);

  return G_SOURCE_REMOVE;
}

/* The formula's board stands in only until the search finds one; a random
 * solution is what the user asked for, so it stays until they browse. */
static gboolean
queens_browse_page_awaits_first_found (QueensBrowsePage *self)
{
  return self->shown == SHOWN_NOTHING || self->shown == SHOWN_CONSTRUCTION;
}

static void
on_job_solutions_added (QueensSolveJob *job,
                        QueensBrowsePage   *self)
{
  if (queens_browse_page_awaits_first_found (self) && queens_browse_page_count_browsable (self) > 0)
    queens_browse_page_show_position (self, 0);
  else
    queens_browse_page_update_actions (self);
}

static void
on_job_finished (QueensSolveJob *job,
                 QueensBrowsePage   *self)
{
  g_clear_handle_id (&self->construction_timeout_id, g_source_remove);
  /* The counter's progress still needs the refresh. */
  if (!queens_browse_page_is_counting (self))
    g_clear_handle_id (&self->status_timeout_id, g_source_remove);

  if (queens_browse_page_awaits_first_found (self) && queens_browse_page_count_browsable (self) > 0)
    queens_browse_page_show_position (self, 0);

  queens_browse_page_update_actions (self);
  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_status (self);
}

static void
on_count_job_finished (QueensCountJob   *count_job,
                       QueensBrowsePage *self)
{
  queens_browse_page_update_actions (self);
  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_status (self);
}

/* The window cancels its search and its count; the page only stops
 * listening to them. */
static void
queens_browse_page_forget_job (QueensBrowsePage *self)
{
  g_clear_handle_id (&self->construction_timeout_id, g_source_remove);
  g_clear_handle_id (&self->status_timeout_id, g_source_remove);

  g_signal_group_set_target (self->count_job_signals, NULL);
  g_clear_object (&self->count_job);
  g_signal_group_set_target (self->job_signals, NULL);
  g_clear_object (&self->job);
}

static void
queens_browse_page_drop_random_job (QueensBrowsePage *self)
{
  if (self->random_job == NULL)
    return;

  g_signal_group_set_target (self->random_job_signals, NULL);
  queens_random_job_cancel (self->random_job);
  g_clear_object (&self->random_job);
}

static void
on_random_job_progress (QueensRandomJob *job,
                        QueensBrowsePage    *self)
{
  queens_browse_page_update_status (self);
}

/* @user_data: a reference on the page, which may have been disposed
 * meanwhile (its jobs are cancelled then). */
static void
on_random_job_solved (GObject      *source_object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  QueensRandomJob *job = QUEENS_RANDOM_JOB (source_object);
  g_autoptr(QueensBrowsePage) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *columns = queens_random_job_solve_finish (job, result, &error);

  /* Replaced or stopped by a new N, a new request or the window's end:
   * it was cancelled, and the page has moved on. */
  if (job != self->random_job)
    return;

  g_signal_group_set_target (self->random_job_signals, NULL);
  g_clear_object (&self->random_job);

  /* Not one of the browsable ones: browsing leaves it for the list. */
  if (columns != NULL && queens_random_job_get_n (job) == self->n)
    {
      queens_board_view_set_columns (self->board_view, self->n, columns);
      self->shown = SHOWN_RANDOM;
      self->random_seconds = queens_random_job_get_elapsed (job);
      self->random_index = queens_browse_page_find_stored (self, columns);
      g_clear_pointer (&self->refusal, g_free);
    }
  else if (columns == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    /* Translators: %s is the reason, as in "No random solution: N = 3 has no
     * solutions" */
    queens_browse_page_set_refusal (self, g_strdup_printf (_("No random solution: %s"), error->message));

  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_actions (self);
  queens_browse_page_update_status (self);
}

static void
on_random_solution (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  QueensBrowsePage *self = user_data;

  /* A second request replaces the first. */
  queens_browse_page_drop_random_job (self);
  self->random_job = queens_random_job_new (self->n, g_random_int () | (guint64) g_random_int () << 32);
  g_signal_group_set_target (self->random_job_signals, self->random_job);
  queens_random_job_solve_async (self->random_job, NULL, on_random_job_solved, g_object_ref (self));
  queens_browse_page_update_actions (self);
  queens_browse_page_update_status (self);
}

static void
on_first_solution (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  QueensBrowsePage *self = user_data;

  queens_browse_page_show_position (self, 0);
}

static void
on_previous_solution (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  QueensBrowsePage *self = user_data;
  guint64 position = 0;

  if (queens_browse_page_step_target (self, FALSE, &position))
    queens_browse_page_show_position (self, position);
}

/* On from the shown board, a random one included. */
static void
on_next_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensBrowsePage *self = user_data;
  guint64 position = 0;

  if (queens_browse_page_step_target (self, TRUE, &position))
    queens_browse_page_show_position (self, position);
}

static void
on_last_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensBrowsePage *self = user_data;
  guint64 count = queens_browse_page_count_browsable (self);

  if (count > 0)
    queens_browse_page_show_position (self, count - 1);
}

static void
queens_browse_page_refuse_with (QueensBrowsePage *self,
                                char             *refusal)
{
  queens_browse_page_set_refusal (self, refusal);
  queens_browse_page_update_status (self);
}

/* A go-to that cannot be answered is said at the go-to field, in a
 * bubble over it, until its text changes (@message is taken; NULL takes
 * the bubble away).  Off screen the page's note says it instead. */
static void
queens_browse_page_show_goto_error (QueensBrowsePage *self,
                                    char             *message)
{
  GtkWidget *entry = GTK_WIDGET (self->goto_entry);

  g_free (self->goto_error);
  self->goto_error = message;

  if (message == NULL)
    {
      gtk_popover_popdown (self->goto_popover);
      gtk_widget_remove_css_class (entry, "error");
      gtk_accessible_reset_state (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_STATE_INVALID);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  gtk_widget_add_css_class (entry, "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_STATE_INVALID,
                               GTK_ACCESSIBLE_INVALID_TRUE, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  message, -1);
  gtk_label_set_text (self->goto_error_label, message);
  if (gtk_widget_get_mapped (entry))
    gtk_popover_popup (self->goto_popover);
  else
    queens_browse_page_refuse_with (self, g_strdup (message));
}

static void
on_goto_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensBrowsePage *self = user_data;
  gint64 number = g_variant_get_int64 (parameter);
  char *refusal = queens_browse_page_describe_goto_refusal (self, number);

  /* The listing waits for the count; a user who asks for more than it
   * found wants it back at work, as the refusal then says. */
  if (queens_browse_page_awaits_listing (self, number))
    queens_solve_job_set_paused (self->job, FALSE);
  queens_browse_page_show_goto_error (self, refusal);
  if (refusal == NULL)
    queens_browse_page_show_position (self, (guint64) number - 1);
}

static void
queens_browse_page_set_fundamental_only (QueensBrowsePage *self,
                                    gboolean      fundamental_only)
{
  fundamental_only = !!fundamental_only;
  if (self->fundamental_only == fundamental_only)
    return;

  self->fundamental_only = fundamental_only;

  if (self->shown == SHOWN_STORED && self->job != NULL)
    {
      guint64 position = 0;

      /* Stay with the same class: All -> its fundamental solution;
       * Fundamental -> that same board among all solutions. */
      if (fundamental_only)
        {
          QueensSolveJobVariant variant;

          if (queens_solve_job_describe_variant (self->job,
                                                 queens_board_view_get_columns (self->board_view),
                                                 &variant))
            position = variant.fundamental_rank;
        }
      else
        {
          position = self->shown_index;
        }

      queens_browse_page_show_position (self, position);
    }
  else
    {
      queens_browse_page_update_actions (self);
      queens_browse_page_update_status (self);
    }
}

static void
on_fundamental_only_change_state (GSimpleAction *action,
                                  GVariant      *value,
                                  gpointer       user_data)
{
  QueensBrowsePage *self = user_data;

  g_simple_action_set_state (action, value);
  queens_browse_page_set_fundamental_only (self, g_variant_get_boolean (value));
  /* The toggles follow the action, whoever changed it; grouped, setting
   * one raises the other. */
  gtk_toggle_button_set_active (g_variant_get_boolean (value) ? self->fundamental_toggle : self->all_toggle,
                                TRUE);
}

/* A click on All or Fundamental: the one pressed down says which. */
static void
on_fundamental_toggled (GtkToggleButton  *toggle,
                        QueensBrowsePage *self)
{
  gboolean fundamental_only = gtk_toggle_button_get_active (self->fundamental_toggle);

  if (!gtk_toggle_button_get_active (toggle) || self->action_map == NULL
      || fundamental_only == self->fundamental_only)
    return;

  g_action_group_change_action_state (G_ACTION_GROUP (self->action_map), "fundamental-only",
                                      g_variant_new_boolean (fundamental_only));
}

static void
on_edit_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensBrowsePage *self = user_data;
  const guint32 *columns = queens_board_view_get_columns (self->board_view);
  g_autoptr(QueensBoard) board = NULL;

  if (columns == NULL)
    return;

  board = queens_board_new_from_columns (queens_board_view_get_n (self->board_view), columns);
  g_signal_emit (self, signals[EDIT_BOARD], 0, board);
}

static void
on_stop (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  QueensBrowsePage *self = user_data;

  /* Every worker: the random solution asked for, the search and the
   * count (which keeps its checkpoint for next time). */
  if (self->random_job != NULL)
    queens_random_job_cancel (self->random_job);
  if (self->job != NULL && queens_solve_job_is_running (self->job))
    queens_solve_job_cancel (self->job);
  if (queens_browse_page_is_counting (self))
    queens_count_job_cancel (self->count_job);
}

static void
on_focus_goto (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensBrowsePage *self = user_data;

  if (self->active && gtk_widget_get_sensitive (GTK_WIDGET (self->goto_entry)))
    gtk_widget_grab_focus (GTK_WIDGET (self->goto_entry));
}

static const GActionEntry browse_actions[] = {
  { "first-solution", on_first_solution },
  { "previous-solution", on_previous_solution },
  { "next-solution", on_next_solution },
  { "last-solution", on_last_solution },
  { "fundamental-only", NULL, NULL, "false", on_fundamental_only_change_state },
  { "random-solution", on_random_solution },
  { "edit-solution", on_edit_solution },
  { "stop", on_stop },
  { "focus-goto", on_focus_goto },
  { "goto-solution", on_goto_solution, "x" },
};

/* The number typed, allowing the digit groups the status line shows
 * ("1,204,332"); FALSE for anything else. */
static gboolean
parse_solution_number (const char *text,
                       guint64    *out_number)
{
  g_autoptr(GString) digits = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isdigit (*p))
        g_string_append_c (digits, *p);
      else if (*p != ',' && *p != '.' && *p != '\'' && !g_ascii_isspace (*p))
        return FALSE;
    }

  return g_ascii_string_to_unsigned (digits->str, 10, 1, G_MAXINT64, out_number, NULL);
}

/* Enter goes to the number and hands the keys back to the board, so Page
 * Down next browses on; a refused number stays to be corrected, with the
 * reason over the field. */
static void
on_goto_entry_activate (GtkEntry         *entry,
                        QueensBrowsePage *self)
{
  guint64 number = 0;

  if (!parse_solution_number (gtk_editable_get_text (GTK_EDITABLE (entry)), &number))
    {
      g_autofree char *last = queens_format_count (queens_browse_page_count_browsable (self));

      /* Translators: %s is the last solution that can be shown, as in "Type
       * a solution number from 1 to 92." */
      queens_browse_page_show_goto_error (self, g_strdup_printf (_("Type a solution number from 1 to %s."), last));
      gtk_widget_error_bell (GTK_WIDGET (entry));
      return;
    }

  gtk_widget_activate_action (GTK_WIDGET (self), "win.goto-solution", "x", (gint64) number);

  if (self->goto_error == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* What the error spoke of is gone. */
static void
on_goto_entry_changed (GtkEntry         *entry,
                       QueensBrowsePage *self)
{
  queens_browse_page_show_goto_error (self, NULL);
}

/* Escape in the go-to field forgets what was typed.  Capture phase: the
 * entry would otherwise see it first. */
static gboolean
on_goto_entry_key_pressed (GtkEventControllerKey *controller,
                           guint                  keyval,
                           guint                  keycode,
                           GdkModifierType        state,
                           QueensBrowsePage      *self)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;

  gtk_editable_set_text (GTK_EDITABLE (self->goto_entry), "");
  queens_browse_page_show_goto_error (self, NULL);
  if (self->board_view != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  return TRUE;
}

static void
queens_browse_page_dispose (GObject *object)
{
  QueensBrowsePage *self = QUEENS_BROWSE_PAGE (object);

  queens_browse_page_stop (self);
  /* The entry does not know the bubble is its child. */
  if (self->goto_popover != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->goto_popover));
  self->goto_popover = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_BROWSE_PAGE);
  /* The template's root box has no name, so it is not unparented for us. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (queens_browse_page_parent_class)->dispose (object);
}

static void
queens_browse_page_finalize (GObject *object)
{
  QueensBrowsePage *self = QUEENS_BROWSE_PAGE (object);

  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->goto_error, g_free);
  g_clear_object (&self->job_signals);
  g_clear_object (&self->count_job_signals);
  g_clear_object (&self->random_job_signals);

  G_OBJECT_CLASS (queens_browse_page_parent_class)->finalize (object);
}

static void
queens_browse_page_class_init (QueensBrowsePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_browse_page_dispose;
  object_class->finalize = queens_browse_page_finalize;

  signals[EDIT_BOARD] =
    g_signal_new ("edit-board", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, QUEENS_TYPE_BOARD);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-browse-page.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_child (widget_class, QueensBrowsePage, goto_entry);
  gtk_widget_class_bind_template_child (widget_class, QueensBrowsePage, all_toggle);
  gtk_widget_class_bind_template_child (widget_class, QueensBrowsePage, fundamental_toggle);
  gtk_widget_class_bind_template_callback (widget_class, on_goto_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_goto_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_fundamental_toggled);
}

static void
queens_browse_page_init (QueensBrowsePage *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->random_index = -1;

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_goto_entry_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->goto_entry), controller);

  /* The go-to field's errors: a bubble over it that takes no focus, so
   * the number can be corrected at once. */
  self->goto_error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->goto_error_label, TRUE);
  gtk_label_set_max_width_chars (self->goto_error_label, 40);
  gtk_label_set_xalign (self->goto_error_label, 0);
  self->goto_popover = GTK_POPOVER (gtk_popover_new ());
  gtk_popover_set_child (self->goto_popover, GTK_WIDGET (self->goto_error_label));
  gtk_popover_set_autohide (self->goto_popover, FALSE);
  gtk_popover_set_position (self->goto_popover, GTK_POS_TOP);
  gtk_widget_set_can_focus (GTK_WIDGET (self->goto_popover), FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->goto_popover), GTK_WIDGET (self->goto_entry));

  /* Connected once; queens_browse_page_show_search(), _show_count() and
   * the random solution move their targets. */
  self->job_signals = g_signal_group_new (QUEENS_TYPE_SOLVE_JOB);
  g_signal_group_connect (self->job_signals, "solutions-added",
                          G_CALLBACK (on_job_solutions_added), self);
  g_signal_group_connect (self->job_signals, "finished", G_CALLBACK (on_job_finished), self);
  self->count_job_signals = g_signal_group_new (QUEENS_TYPE_COUNT_JOB);
  g_signal_group_connect (self->count_job_signals, "finished",
                          G_CALLBACK (on_count_job_finished), self);
  self->random_job_signals = g_signal_group_new (QUEENS_TYPE_RANDOM_JOB);
  g_signal_group_connect (self->random_job_signals, "progress",
                          G_CALLBACK (on_random_job_progress), self);
}

void
queens_browse_page_attach (QueensBrowsePage *self,
                           QueensBoardView  *board_view,
                           QueensStatusBar  *status_bar,
                           GActionMap       *action_map)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));
  g_return_if_fail (self->board_view == NULL);

  /* All three belong to the window that holds the page: unowned. */
  self->board_view = board_view;
  self->status_bar = status_bar;
  self->action_map = action_map;

  g_action_map_add_action_entries (action_map, browse_actions, G_N_ELEMENTS (browse_actions), self);
}

void
queens_browse_page_show_search (QueensBrowsePage *self,
                                guint             n,
                                QueensSolveJob   *job)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));
  g_return_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job));

  queens_browse_page_forget_job (self);
  queens_browse_page_drop_random_job (self);
  self->n = n;
  self->shown = SHOWN_NOTHING;
  self->position = 0;
  self->shown_index = 0;
  g_clear_pointer (&self->refusal, g_free);
  queens_board_view_set_columns (self->board_view, n, NULL);
  /* A number typed for the old N means nothing for the new one. */
  gtk_editable_set_text (GTK_EDITABLE (self->goto_entry), "");
  queens_browse_page_show_goto_error (self, NULL);

  if (job != NULL)
    {
      self->job = g_object_ref (job);
      g_signal_group_set_target (self->job_signals, job);
      self->construction_timeout_id = g_timeout_add (CONSTRUCTION_DELAY_MS,
                                                     on_construction_timeout, self);
      queens_browse_page_keep_status_fresh (self);
      /* A search that has ended already (the window's own, back after
       * the solutions that keep Play's queens) sends no more news. */
      if (queens_solve_job_get_state (job) != QUEENS_SOLVE_JOB_READY
          && !queens_solve_job_is_running (job))
        on_job_finished (job, self);
    }
  else
    {
      /* Far beyond what can be enumerated: the formula's solution at once. */
      queens_browse_page_show_construction (self);
    }

  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_actions (self);
  queens_browse_page_update_status (self);
}

void
queens_browse_page_show_count (QueensBrowsePage *self,
                               QueensCountJob   *count_job)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));
  g_return_if_fail (QUEENS_IS_COUNT_JOB (count_job));

  g_set_object (&self->count_job, count_job);
  g_signal_group_set_target (self->count_job_signals, count_job);
  if (queens_count_job_is_running (count_job))
    queens_browse_page_keep_status_fresh (self);

  queens_browse_page_update_actions (self);
  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_status (self);
}

void
queens_browse_page_set_active (QueensBrowsePage *self,
                               gboolean          active)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));

  self->active = !!active;
  /* A refusal answered the page that was on show. */
  g_clear_pointer (&self->refusal, g_free);
  if (!self->active)
    queens_browse_page_show_goto_error (self, NULL);
  queens_browse_page_update_actions (self);
  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_status (self);
}

void
queens_browse_page_refuse (QueensBrowsePage *self,
                           const char       *message)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));

  queens_browse_page_refuse_with (self, g_strdup (message));
}

void
queens_browse_page_stop (QueensBrowsePage *self)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));

  queens_browse_page_forget_job (self);
  queens_browse_page_drop_random_job (self);
}

gboolean
queens_browse_page_get_active (QueensBrowsePage *self)
{
  g_return_val_if_fail (QUEENS_IS_BROWSE_PAGE (self), FALSE);

  return self->active;
}

void
queens_browse_page_show_solution (QueensBrowsePage *self,
                                  guint64           position)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));

  queens_browse_page_show_position (self, position);
}

guint64
queens_browse_page_get_browsable_count (QueensBrowsePage *self)
{
  g_return_val_if_fail (QUEENS_IS_BROWSE_PAGE (self), 0);

  return queens_browse_page_count_browsable (self);
}

guint64
queens_browse_page_get_position (QueensBrowsePage *self)
{
  g_return_val_if_fail (QUEENS_IS_BROWSE_PAGE (self), 0);

  return self->shown == SHOWN_STORED ? self->position + 1 : 0;
}

gboolean
queens_browse_page_is_showing_construction (QueensBrowsePage *self)
{
  g_return_val_if_fail (QUEENS_IS_BROWSE_PAGE (self), FALSE);

  return self->shown == SHOWN_CONSTRUCTION;
}

gboolean
queens_browse_page_get_fundamental_only (QueensBrowsePage *self)
{
  g_return_val_if_fail (QUEENS_IS_BROWSE_PAGE (self), FALSE);

  return self->fundamental_only;
}
