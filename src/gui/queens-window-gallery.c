/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-window-gallery.c: what Browse shows, and of which solutions
 *
 * win.view ("board" or "gallery") picks what Browse shows above its
 * controls: the single board, or the gallery of every solution the
 * search stored, in the same mode (all or only the fundamental ones).
 * Play and Watch always show their board.  Activating a small board
 * shows it in the single view, at its number; the range on screen is
 * said in the status bar.
 *
 * win.keep-filter (on) browses, in both views, only the solutions that
 * keep the queens placed in Play: Play's "N ways to finish", one by one.
 * In a puzzle that is its answer: the window asks first, and showing it
 * gives the puzzle up.  Off, or a new N, brings back all the solutions.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-format.h"
#include "queens-gallery-view.h"
#include "queens-message.h"
#include "queens-solver.h"
#include "queens-window-private.h"

static gboolean
queens_window_gallery_is_chosen (QueensWindow *self)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (self), "view");

  return state != NULL && g_str_equal (g_variant_get_string (state, NULL), "gallery");
}

gboolean
queens_window_gallery_is_shown (QueensWindow *self)
{
  return queens_window_gallery_is_chosen (self)
         && queens_browse_page_get_active (self->browse_page);
}

static void
queens_window_say_gallery_range (QueensWindow *self)
{
  QueensGalleryModel *model = queens_gallery_view_get_model (self->gallery_view);
  g_autofree char *first_text = NULL;
  g_autofree char *last_text = NULL;
  g_autofree char *count_text = NULL;
  g_autofree char *range = NULL;
  guint64 first, last;

  if (!queens_window_gallery_is_shown (self)
      || !queens_gallery_view_get_range (self->gallery_view, &first, &last))
    {
      queens_status_bar_set_range (self->status_bar,
                                   queens_window_gallery_is_shown (self)
                                   ? _("No solution to show yet") : NULL);
      return;
    }

  first_text = queens_format_count (first + 1);
  last_text = queens_format_count (last + 1);
  count_text = queens_format_count (g_list_model_get_n_items (G_LIST_MODEL (model)));
  if (queens_gallery_model_get_fundamental_only (model))
    /* Translators: "Fundamental solutions 1–20 of 12,000 on screen": the
     * numbers of the first and the last one in sight, and how many there
     * are.  Reorder with %1$s, %2$s, %3$s if needed. */
    range = g_strdup_printf (_("Fundamental solutions %s–%s of %s on screen"),
                             first_text, last_text, count_text);
  else
    /* Translators: "Solutions 1–20 of 92 on screen": the numbers of the
     * first and the last one in sight, and how many there are.  Reorder
     * with %1$s, %2$s, %3$s if needed. */
    range = g_strdup_printf (_("Solutions %s–%s of %s on screen"),
                             first_text, last_text, count_text);
  queens_status_bar_set_range (self->status_bar, range);
}

/* What the board's place shows: the board, the gallery or (watching)
 * neither. */
void
queens_window_update_view (QueensWindow *self)
{
  gboolean watching = g_strcmp0 (adw_view_stack_get_visible_child_name (self->mode_stack),
                                 "watch") == 0;
  gboolean gallery = queens_window_gallery_is_shown (self);
  gboolean was_gallery = gtk_widget_get_visible (GTK_WIDGET (self->gallery_view));

  gboolean region = queens_window_region_is_shown (self);

  gtk_widget_set_visible (GTK_WIDGET (self->board_view), !watching && !gallery && !region);
  gtk_widget_set_visible (GTK_WIDGET (self->region_page), region);
  gtk_widget_set_visible (GTK_WIDGET (self->gallery_view), gallery);

  /* The gallery opens at the board the single view showed. */
  if (gallery && !was_gallery)
    {
      guint64 position = queens_browse_page_get_position (self->browse_page);

      queens_gallery_view_show_position (self->gallery_view, position > 0 ? position - 1 : 0);
    }

  queens_window_say_gallery_range (self);
}

static void
on_view_change_state (GSimpleAction *action,
                      GVariant      *value,
                      gpointer       user_data)
{
  QueensWindow *self = user_data;
  const char *view = g_variant_get_string (value, NULL);

  if (!g_str_equal (view, "board") && !g_str_equal (view, "gallery"))
    {
      g_debug ("win.view: no view “%s”", view);
      return;
    }

  g_simple_action_set_state (action, value);
  queens_window_update_view (self);
  queens_window_focus_board (self);
}

/* Why the queens in Play (@board: NULL before Play was first shown)
 * cannot be kept, or NULL when they can. */
static const char *
queens_window_refuse_keeping (QueensWindow *self,
                              QueensBoard  *board)
{
  if (self->n > QUEENS_SOLVER_MAX_ENUMERATE_N)
    return _("The solutions that keep given queens can be listed for N up to 32.");
  /* Play's board takes the window's N once Play is shown again. */
  if (board == NULL || queens_board_get_n (board) != self->n
      || queens_board_get_n_queens (board) == 0)
    return _("Place some queens in Play first: then browse the solutions that keep them.");
  if (!queens_board_is_one_per_row (board) || queens_board_get_n_conflicts (board) > 0)
    return _("Some queens in Play attack each other: no solution keeps them.");
  return NULL;
}

/* Browse and the gallery follow @job (the window's or the filtered). */
static void
queens_window_browse_job (QueensWindow   *self,
                          QueensSolveJob *job)
{
  queens_browse_page_show_search (self->browse_page, self->n, job);
  queens_gallery_model_set_job (queens_gallery_view_get_model (self->gallery_view), job);
}

void
queens_window_drop_keep_filter (QueensWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "keep-filter");

  if (self->keep_job != NULL)
    queens_solve_job_cancel (self->keep_job);
  g_clear_object (&self->keep_job);
  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (FALSE));
}

/* Browse follows the solutions that keep Play's queens. */
static void
queens_window_keep_play_queens (QueensWindow *self,
                                QueensBoard  *board)
{
  queens_window_drop_keep_filter (self);
  self->keep_job = queens_solve_job_new_keeping (board, g_settings_get_uint64 (self->settings,
                                                                              "solution-memory-cap"));
  queens_solve_job_start (self->keep_job);
  g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "keep-filter")),
                             g_variant_new_boolean (TRUE));
  queens_window_browse_job (self, self->keep_job);
  g_action_group_change_action_state (G_ACTION_GROUP (self), "mode",
                                      g_variant_new_string ("browse"));
}

/* The answer of the puzzle: shown, and the puzzle given up, only when
 * the player said so. */
static void
on_give_up_answered (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(QueensWindow) self = user_data;
  QueensPlaySession *session;

  if (!queens_message_ask_finish (result, NULL) || !queens_play_page_hides_answer (self->play_page))
    return;

  session = queens_play_page_get_session (self->play_page);
  queens_play_page_give_up (self->play_page);
  if (queens_window_refuse_keeping (self, queens_play_session_get_board (session)) == NULL)
    queens_window_keep_play_queens (self, queens_play_session_get_board (session));
}

static void
on_keep_filter_change_state (GSimpleAction *action,
                             GVariant      *value,
                             gpointer       user_data)
{
  QueensWindow *self = user_data;
  QueensPlaySession *session = queens_play_page_get_session (self->play_page);
  QueensBoard *board = session != NULL ? queens_play_session_get_board (session) : NULL;
  const char *refusal;

  if (!g_variant_get_boolean (value))
    {
      queens_window_drop_keep_filter (self);
      queens_window_browse_job (self, self->job);
      return;
    }

  refusal = queens_window_refuse_keeping (self, board);
  if (refusal != NULL)
    {
      queens_window_tell (self, refusal);
      return;
    }

  /* In a puzzle the one way to finish is its answer. */
  if (queens_play_page_hides_answer (self->play_page))
    {
      queens_message_ask_async (GTK_WINDOW (self), _("Give Up the Puzzle?"),
                                _("The ways to finish the board are the puzzle's answer. Seeing them gives the puzzle up: solving it is no longer your win."),
                                _("_Cancel"), _("_Give Up and Show"),
                                on_give_up_answered, g_object_ref (self));
      return;
    }

  queens_window_keep_play_queens (self, board);
}

static const GActionEntry gallery_actions[] = {
  { "view", NULL, "s", "'board'", on_view_change_state },
  { "keep-filter", NULL, NULL, "false", on_keep_filter_change_state },
};

static void
on_gallery_solution_activated (QueensGalleryView *view,
                               guint64            position,
                               QueensWindow      *self)
{
  queens_browse_page_show_solution (self->browse_page, position);
  g_action_group_change_action_state (G_ACTION_GROUP (self), "view",
                                      g_variant_new_string ("board"));
}

static void
on_gallery_range_changed (QueensGalleryView *view,
                          QueensWindow      *self)
{
  queens_window_say_gallery_range (self);
}

/* A running search grows the gallery: the count said with the range
 * follows it.  Hidden, the gallery says nothing (update_view() cleared
 * it), so the batches of a search cost no work here. */
static void
on_gallery_items_changed (GListModel   *model,
                          guint         position,
                          guint         removed,
                          guint         added,
                          QueensWindow *self)
{
  if (queens_window_gallery_is_shown (self))
    queens_window_say_gallery_range (self);
}

static void
on_fundamental_only_changed (GActionGroup *group,
                             const char   *action_name,
                             GVariant     *state,
                             QueensWindow *self)
{
  queens_gallery_model_set_fundamental_only (queens_gallery_view_get_model (self->gallery_view),
                                             g_variant_get_boolean (state));
  queens_window_say_gallery_range (self);
}

void
queens_window_add_gallery (QueensWindow *self)
{
  g_autoptr(GVariant) fundamental_only = NULL;

  g_action_map_add_action_entries (G_ACTION_MAP (self), gallery_actions,
                                   G_N_ELEMENTS (gallery_actions), self);
  g_settings_bind (self->settings, "board-theme",
                   self->gallery_view, "board-theme", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->gallery_view, "solution-activated",
                           G_CALLBACK (on_gallery_solution_activated), self, 0);
  g_signal_connect_object (self->gallery_view, "range-changed",
                           G_CALLBACK (on_gallery_range_changed), self, 0);
  g_signal_connect_object (queens_gallery_view_get_model (self->gallery_view), "items-changed",
                           G_CALLBACK (on_gallery_items_changed), self, 0);
  g_signal_connect_object (self, "action-state-changed::fundamental-only",
                           G_CALLBACK (on_fundamental_only_changed), self, 0);

  fundamental_only = g_action_group_get_action_state (G_ACTION_GROUP (self), "fundamental-only");
  if (fundamental_only != NULL)
    queens_gallery_model_set_fundamental_only (queens_gallery_view_get_model (self->gallery_view),
                                               g_variant_get_boolean (fundamental_only));
}

void
queens_window_show_search_in_gallery (QueensWindow *self)
{
  queens_gallery_model_set_job (queens_gallery_view_get_model (self->gallery_view), self->job);
}
