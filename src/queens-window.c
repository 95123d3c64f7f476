/* queens-window.c: the main window
 *
 * The window owns at most one QueensSolveJob, the one for the N shown.
 * Changing N cancels it and drops it at once; its signals are disconnected
 * first, and every handler also checks that the job is still the current
 * one, so nothing from an old search ever reaches the board.  Batches only
 * update the actions (cheap); the labels are refreshed by a 100 ms timer
 * while a search runs, so the main loop stays free for drawing and input.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "queens-board-view.h"
#include "queens-construct.h"
#include "queens-export-clipboard.h"
#include "queens-export-dialog.h"
#include "queens-export-request.h"
#include "queens-format.h"
#include "queens-integer-action.h"
#include "queens-play-session.h"
#include "queens-random-job.h"
#include "queens-resources.h"
#include "queens-settings-check.h"
#include "queens-solve-job.h"
#include "queens-solver.h"
#include "queens-symmetry.h"
#include "queens-watch-view.h"
#include "queens-window.h"

/* From this N on, listing every solution takes far longer than anyone
 * waits; the window says so instead of showing a progress estimate. */
#define ENDLESS_SEARCH_MIN_N          20
/* Counts are known exactly only this far (OEIS A000170). */
#define KNOWN_COUNTS_MAX_N            27
#define CONSTRUCTION_DELAY_MS         100
#define STATUS_REFRESH_MS             100
/* The range of the window-width and window-height settings. */
#define SAVED_SIZE_MIN                360
#define SAVED_SIZE_MAX                16384

typedef enum
{
  SHOWN_NOTHING,        /* empty board */
  SHOWN_STORED,         /* a solution found by the search */
  SHOWN_CONSTRUCTION,   /* the solution built by formula */
  SHOWN_RANDOM          /* one found by "Another solution" */
} Shown;

struct _QueensWindow
{
  GtkApplicationWindow  parent_instance;

  /* Template widgets */
  GtkSpinButton        *n_spin;
  GtkEntry             *goto_entry;
  QueensBoardView      *board_view;
  GtkLabel             *status_label;
  GtkLabel             *symmetry_label;
  GtkLabel             *note_label;
  GtkWidget            *status_bar;
  GtkProgressBar       *progress_bar;
  GtkButton            *stop_button;
  /* The controls of browsing and of play, a page each, under the board. */
  GtkStack             *controls_stack;
  QueensWatchView      *watch_view;

  GSettings            *settings;

  guint                 n;
  QueensSolveJob       *job;
  gboolean              fundamental_only;

  Shown                 shown;
  /* SHOWN_STORED: position among the browsable solutions of the current
   * mode, and index among all stored ones. */
  guint64               position;
  guint64               shown_index;

  /* A refused request (go to a number out of range), said in the note
   * until the next move. */
  char                 *refusal;

  guint                 construction_timeout_id;
  guint                 status_timeout_id;

  /* Free play: the session lives from the first visit to play on, so
   * going back to browsing and returning keeps the position. */
  QueensPlaySession    *play;
  gboolean              playing;
  /* Watch mode (issue 7): the watch page stands in for the board. */
  gboolean              watching;

  /* "Another solution": min-conflicts on a worker thread. */
  QueensRandomJob      *random_job;
  /* SHOWN_RANDOM: how long the worker took to find the shown board. */
  double                random_seconds;
};

G_DEFINE_FINAL_TYPE (QueensWindow, queens_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_N,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void queens_window_update_status (QueensWindow *self);

static guint64
queens_window_count_browsable (QueensWindow *self)
{
  if (self->job == NULL)
    return 0;

  return self->fundamental_only ? queens_solve_job_get_n_stored_fundamental (self->job)
                                : queens_solve_job_get_n_stored (self->job);
}

/* Index among all stored solutions of the one at @position in the current
 * mode. */
static gboolean
queens_window_position_to_index (QueensWindow *self,
                                 guint64       position,
                                 guint64      *out_index)
{
  gint64 index;

  if (self->job == NULL || position >= queens_window_count_browsable (self))
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

static void
queens_window_set_action_enabled (QueensWindow *self,
                                  const char   *name,
                                  gboolean      enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  if (QUEENS_IS_INTEGER_ACTION (action))
    queens_integer_action_set_enabled (QUEENS_INTEGER_ACTION (action), enabled);
  else if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
queens_window_update_play_actions (QueensWindow *self)
{
  gboolean playing = self->playing && self->play != NULL;

  queens_window_set_action_enabled (self, "toggle-queen", playing);
  queens_window_set_action_enabled (self, "undo",
                                    playing && queens_play_session_can_undo (self->play));
  queens_window_set_action_enabled (self, "redo",
                                    playing && queens_play_session_can_redo (self->play));
  queens_window_set_action_enabled (self, "clear",
                                    playing
                                    && queens_board_get_n_queens (queens_play_session_get_board (self->play)) > 0);
  /* Where no solution exists there is nothing to hint at or complete:
   * the buttons say so by being off, not by a dead-end message. */
  queens_window_set_action_enabled (self, "hint", playing && queens_construct_has_solution (self->n));
  queens_window_set_action_enabled (self, "complete", playing && queens_construct_has_solution (self->n));
  queens_window_set_action_enabled (self, "edit-solution",
                                    queens_board_view_get_columns (self->board_view) != NULL);
}

static void
queens_window_update_actions (QueensWindow *self)
{
  guint64 count = queens_window_count_browsable (self);
  gboolean on_stored = self->shown == SHOWN_STORED;
  gboolean can_go_back = count > 0 && (!on_stored || self->position > 0);
  gboolean can_go_on = count > 0 && (!on_stored || self->position + 1 < count);

  queens_window_set_action_enabled (self, "first-solution", can_go_back);
  queens_window_set_action_enabled (self, "previous-solution", on_stored && self->position > 0);
  queens_window_set_action_enabled (self, "next-solution", can_go_on);
  queens_window_set_action_enabled (self, "last-solution", can_go_on);
  queens_window_set_action_enabled (self, "goto-solution", count > 0);
  queens_window_set_action_enabled (self, "stop",
                                    self->random_job != NULL
                                    || (self->job != NULL && queens_solve_job_is_running (self->job)));
  queens_window_set_action_enabled (self, "increase-n", self->n < QUEENS_WINDOW_MAX_N);
  queens_window_set_action_enabled (self, "decrease-n", self->n > 1);
  /* A random solution replaces the browsed board: in play and watch it
   * would land out of sight. */
  queens_window_set_action_enabled (self, "random-solution", !self->playing && !self->watching);
  /* The animation runs only where it can be seen. */
  queens_window_set_action_enabled (self, "watch-play", self->watching);
  queens_window_set_action_enabled (self, "watch-step", self->watching);
  queens_window_set_action_enabled (self, "watch-back", self->watching);
  gtk_widget_set_sensitive (GTK_WIDGET (self->goto_entry), count > 0);
  queens_window_update_play_actions (self);
}

static void
queens_window_set_refusal (QueensWindow *self,
                           char         *refusal)
{
  g_free (self->refusal);
  self->refusal = refusal;
}

static char *
queens_window_describe_symmetry (QueensWindow *self)
{
  const guint32 *columns = queens_board_view_get_columns (self->board_view);
  gboolean finished;
  QueensSolveJobVariant variant;
  g_autofree char *rank = NULL;
  g_autofree char *total = NULL;

  if (self->playing)
    return queens_play_session_describe_verdict (self->play, self->job);

  if (columns == NULL)
    return NULL;

  if (self->shown == SHOWN_CONSTRUCTION)
    return g_strdup_printf (_("Built by formula · class of %u"),
                            queens_permutation_class_size (self->n, columns));

  if (self->shown == SHOWN_RANDOM)
    return g_strdup_printf (_("Found by random local search · class of %u"),
                            queens_permutation_class_size (self->n, columns));

  if (self->shown != SHOWN_STORED || self->job == NULL
      || !queens_solve_job_describe_variant (self->job, columns, &variant))
    return NULL;

  finished = queens_solve_job_get_state (self->job) == QUEENS_SOLVE_JOB_FINISHED
             && !queens_solve_job_is_storage_full (self->job);
  rank = queens_format_count (variant.fundamental_rank + 1);
  total = queens_format_count (queens_solve_job_get_n_unique_found (self->job));

  if (variant.symmetry == QUEENS_SYMMETRY_IDENTITY)
    {
      if (finished)
        /* Translators: "Fundamental solution 4 of 12 · class of 8" */
        return g_strdup_printf (_("Fundamental solution %s of %s · class of %u"),
                                rank, total, variant.class_size);
      return g_strdup_printf (_("Fundamental solution %s · class of %u"),
                              rank, variant.class_size);
    }

  if (finished)
    /* Translators: "Variant of fundamental solution 4 of 12 by rotate 90° · class of 8" */
    return g_strdup_printf (_("Variant of fundamental solution %s of %s by %s · class of %u"),
                            rank, total, queens_format_symmetry_name (variant.symmetry),
                            variant.class_size);

  return g_strdup_printf (_("Variant of fundamental solution %s by %s · class of %u"),
                          rank, queens_format_symmetry_name (variant.symmetry),
                          variant.class_size);
}

static void
queens_window_update_symmetry (QueensWindow *self)
{
  g_autofree char *text = queens_window_describe_symmetry (self);

  gtk_label_set_text (self->symmetry_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->symmetry_label), text != NULL);
}

static void
queens_window_show_position (QueensWindow *self,
                             guint64       position)
{
  guint32 *columns;
  guint64 index;

  if (!queens_window_position_to_index (self, position, &index))
    return;

  columns = g_new (guint32, self->n);
  if (queens_solve_job_get_solution (self->job, index, columns))
    {
      queens_board_view_set_columns (self->board_view, self->n, columns);
      self->shown = SHOWN_STORED;
      self->position = position;
      self->shown_index = index;
      g_clear_pointer (&self->refusal, g_free);
    }
  g_free (columns);

  queens_window_update_symmetry (self);
  queens_window_update_actions (self);
  queens_window_update_status (self);
}

static void
queens_window_show_construction (QueensWindow *self)
{
  g_autofree guint32 *columns = g_new (guint32, self->n);

  if (!queens_construct_solution (self->n, columns))
    return;

  queens_board_view_set_columns (self->board_view, self->n, columns);
  self->shown = SHOWN_CONSTRUCTION;
  queens_window_update_symmetry (self);
  queens_window_update_actions (self);
  queens_window_update_status (self);
}

static char *
format_duration (double seconds)
{
  if (seconds < 90)
    return g_strdup_printf (ngettext ("%u second", "%u seconds", (gulong) (seconds + 0.5)),
                            (guint) (seconds + 0.5));
  if (seconds < 90 * 60)
    return g_strdup_printf (ngettext ("%u minute", "%u minutes", (gulong) (seconds / 60 + 0.5)),
                            (guint) (seconds / 60 + 0.5));
  if (seconds < 48 * 3600)
    return g_strdup_printf (ngettext ("%u hour", "%u hours", (gulong) (seconds / 3600 + 0.5)),
                            (guint) (seconds / 3600 + 0.5));
  return g_strdup_printf (ngettext ("%u day", "%u days", (gulong) (seconds / 86400 + 0.5)),
                          (guint) (seconds / 86400 + 0.5));
}

/* The status line when a found solution is shown. */
static char *
queens_window_describe_stored (QueensWindow        *self,
                               QueensSolveJobState  state)
{
  gboolean full = queens_solve_job_is_storage_full (self->job);
  g_autofree char *position = queens_format_count (self->position + 1);
  g_autofree char *found = queens_format_count (queens_solve_job_get_n_found (self->job));
  g_autofree char *unique = queens_format_count (queens_solve_job_get_n_unique_found (self->job));
  g_autofree char *browsable = queens_format_count (queens_window_count_browsable (self));

  if (state == QUEENS_SOLVE_JOB_RUNNING)
    {
      if (self->fundamental_only)
        /* Translators: "Searching… 1,204,332 found, 150,201 unique · fundamental solution 3" */
        return g_strdup_printf (_("Searching… %s found, %s unique · fundamental solution %s"),
                                found, unique, position);
      /* Translators: "Searching… 1,204,332 found · solution 3" */
      return g_strdup_printf (_("Searching… %s found · solution %s"), found, position);
    }

  if (state == QUEENS_SOLVE_JOB_FINISHED && !full)
    {
      if (self->fundamental_only)
        /* Translators: "Fundamental solution 3 of 12 · 92 in all" */
        return g_strdup_printf (_("Fundamental solution %s of %s · %s in all"),
                                position, browsable, found);
      /* Translators: "Solution 3 of 92 · 12 unique" */
      return g_strdup_printf (_("Solution %s of %s · %s unique"), position, browsable, unique);
    }

  if (state == QUEENS_SOLVE_JOB_FINISHED)
    {
      if (self->fundamental_only)
        return g_strdup_printf (_("Fundamental solution %s of %s stored · %s unique in all"),
                                position, browsable, unique);
      return g_strdup_printf (_("Solution %s of %s stored · %s in all · %s unique"),
                              position, browsable, found, unique);
    }

  /* Stopped, or failed after finding some. */
  if (self->fundamental_only)
    return g_strdup_printf (_("Stopped: fundamental solution %s of %s found so far · %s in all"),
                            position, browsable, found);
  return g_strdup_printf (_("Stopped: solution %s of %s found so far · %s unique"),
                          position, browsable, unique);
}

static char *
queens_window_describe_status (QueensWindow *self)
{
  QueensSolveJobState state;

  if (self->random_job != NULL)
    return g_strdup (_("Looking for a random solution…"));

  if (self->shown == SHOWN_RANDOM)
    {
      g_autofree char *found = NULL;

      if (self->job == NULL || !queens_solve_job_is_running (self->job))
        return g_strdup_printf (_("A random solution, found in %.2f s"), self->random_seconds);

      found = queens_format_count (queens_solve_job_get_n_found (self->job));
      /* Translators: "A random solution, found in 0.02 s · Searching… 1,204 found" */
      return g_strdup_printf (_("A random solution, found in %.2f s · Searching… %s found"),
                              self->random_seconds, found);
    }

  if (self->job == NULL)
    return g_strdup_printf (_("N = %u: there are far too many solutions to list; showing one built by formula"),
                            self->n);

  state = queens_solve_job_get_state (self->job);

  if (self->shown == SHOWN_STORED)
    return queens_window_describe_stored (self, state);

  switch (state)
    {
    case QUEENS_SOLVE_JOB_READY:
      return g_strdup (_("Searching…"));

    case QUEENS_SOLVE_JOB_RUNNING:
      {
        guint64 n_found = queens_solve_job_get_n_found (self->job);
        g_autofree char *found = NULL;

        /* Up to N = 16 the solver finds them all before it hands any
         * over: "0 found" would be false while it works. */
        if (n_found == 0)
          return g_strdup (_("Searching…"));
        found = queens_format_count (n_found);
        /* Translators: "Searching… 1,204,332 found" */
        return g_strdup_printf (_("Searching… %s found"), found);
      }

    case QUEENS_SOLVE_JOB_FINISHED:
      {
        guint64 found = queens_solve_job_get_n_found (self->job);
        g_autofree char *found_text = queens_format_count (found);

        if (found == 0)
          return g_strdup_printf (_("N = %u has no solutions"), self->n);
        return g_strdup_printf (ngettext ("%s solution", "%s solutions", queens_format_plural_number (found)),
                                found_text);
      }

    case QUEENS_SOLVE_JOB_STOPPED:
      return g_strdup (_("Stopped before the first solution"));

    case QUEENS_SOLVE_JOB_FAILED:
    default:
      return g_strdup_printf (_("The search failed: %s"),
                              queens_solve_job_get_error (self->job) != NULL
                              ? queens_solve_job_get_error (self->job)->message : "");
    }
}

static char *
queens_window_describe_note (QueensWindow *self)
{
  GString *note = g_string_new (NULL);
  gboolean running = self->job != NULL && queens_solve_job_is_running (self->job);

  if (self->refusal != NULL)
    g_string_append (note, self->refusal);

  if (self->job != NULL && queens_solve_job_is_storage_full (self->job))
    {
      g_autofree char *cap = g_format_size_full (queens_solve_job_get_byte_cap (self->job), G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *stored = queens_format_count (queens_solve_job_get_n_stored (self->job));
      gulong plural = queens_format_plural_number (queens_solve_job_get_n_stored (self->job));

      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append_printf (note,
                              running
                              ? ngettext ("The memory for stored solutions (%s) is full: the search goes on counting, and the first %s solution can be browsed.",
                                          "The memory for stored solutions (%s) is full: the search goes on counting, and the first %s solutions can be browsed.",
                                          plural)
                              : ngettext ("The memory for stored solutions (%s) filled up: the first %s solution can be browsed.",
                                          "The memory for stored solutions (%s) filled up: the first %s solutions can be browsed.",
                                          plural),
                              cap, stored);
    }

  if (running && self->n >= ENDLESS_SEARCH_MIN_N)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append_printf (note,
                              _("Listing every solution for N = %u would take far too long (exact counts are known only up to N = %u): the search goes on until you stop it or change N."),
                              self->n, KNOWN_COUNTS_MAX_N);
    }

  if (running && self->shown == SHOWN_CONSTRUCTION)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append (note, _("Until the search finds a solution, the board shows one built by formula."));
    }

  if (self->job != NULL && running && self->n < ENDLESS_SEARCH_MIN_N)
    {
      double fraction = queens_solve_job_get_fraction (self->job);
      double elapsed = queens_solve_job_get_elapsed (self->job);

      /* Only once the estimate has something to stand on. */
      if (fraction > 0.02 && elapsed > 2.0)
        {
          g_autofree char *left = format_duration (elapsed * (1.0 - fraction) / fraction);

          if (note->len > 0)
            g_string_append_c (note, ' ');
          g_string_append_printf (note, _("About %s left."), left);
        }
    }

  if (note->len == 0)
    {
      g_string_free (note, TRUE);
      return NULL;
    }

  return g_string_free (note, FALSE);
}

/* Play: the position's counts, and the session's message (or a refusal)
 * in the note; the search's progress is not the user's concern here. */
static void
queens_window_update_play_status (QueensWindow *self)
{
  g_autofree char *status = queens_play_session_describe_status (self->play, self->job);
  const char *message = queens_play_session_get_message (self->play);
  g_autofree char *note = NULL;

  if (self->refusal != NULL && message != NULL)
    note = g_strdup_printf ("%s %s", self->refusal, message);
  else
    note = g_strdup (self->refusal != NULL ? self->refusal : message);

  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->note_label, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), note != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), FALSE);

  /* Solved is the news of the game: a class the style sheet may colour. */
  if (queens_board_is_solution (queens_play_session_get_board (self->play)))
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "solved");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "solved");
}

static void
queens_window_update_status (QueensWindow *self)
{
  g_autofree char *status = NULL;
  g_autofree char *note = NULL;
  gboolean running;

  if (self->playing)
    {
      queens_window_update_play_status (self);
      return;
    }

  gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "solved");
  status = queens_window_describe_status (self);
  note = queens_window_describe_note (self);
  running = self->random_job != NULL
            || (self->job != NULL && queens_solve_job_is_running (self->job));

  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->note_label, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), note != NULL);

  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), running);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running);
  /* The worker's own estimate, even when it is tiny (large N): pulsing
   * would animate every frame and cost drawing time for no news.  The
   * random solution is what the user just asked for, so its bar wins. */
  if (self->random_job != NULL)
    gtk_progress_bar_set_fraction (self->progress_bar, queens_random_job_get_fraction (self->random_job));
  else if (running)
    gtk_progress_bar_set_fraction (self->progress_bar, queens_solve_job_get_fraction (self->job));
}

static gboolean
on_status_timeout (gpointer user_data)
{
  QueensWindow *self = user_data;

  queens_window_update_status (self);
  queens_window_update_symmetry (self);

  return G_SOURCE_CONTINUE;
}

static gboolean
on_construction_timeout (gpointer user_data)
{
  QueensWindow *self = user_data;

  self->construction_timeout_id = 0;

  /* The search has shown nothing within the delay: give the user a
   * solution now, and switch to the found ones as soon as they come. */
  if (self->shown == SHOWN_NOTHING && self->job != NULL && queens_solve_job_is_running (self->job))
    queens_window_show_construction (self);

  return G_SOURCE_REMOVE;
}

/* The formula's board stands in only until the search finds one; a random
 * solution is what the user asked for, so it stays until they browse. */
static gboolean
queens_window_awaits_first_found (QueensWindow *self)
{
  return self->shown == SHOWN_NOTHING || self->shown == SHOWN_CONSTRUCTION;
}

static void
on_job_solutions_added (QueensSolveJob *job,
                        QueensWindow   *self)
{
  if (job != self->job)
    return;

  if (queens_window_awaits_first_found (self) && queens_window_count_browsable (self) > 0)
    queens_window_show_position (self, 0);
  else
    queens_window_update_actions (self);
}

static void
on_job_finished (QueensSolveJob *job,
                 QueensWindow   *self)
{
  if (job != self->job)
    return;

  g_clear_handle_id (&self->construction_timeout_id, g_source_remove);
  g_clear_handle_id (&self->status_timeout_id, g_source_remove);

  if (queens_window_awaits_first_found (self) && queens_window_count_browsable (self) > 0)
    queens_window_show_position (self, 0);

  queens_window_update_actions (self);
  queens_window_update_symmetry (self);
  queens_window_update_status (self);
}

static void
queens_window_drop_job (QueensWindow *self)
{
  g_clear_handle_id (&self->construction_timeout_id, g_source_remove);
  g_clear_handle_id (&self->status_timeout_id, g_source_remove);

  if (self->job == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->job, self);
  queens_solve_job_cancel (self->job);
  g_clear_object (&self->job);
}

static void
queens_window_drop_random_job (QueensWindow *self)
{
  if (self->random_job == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->random_job, self);
  queens_random_job_cancel (self->random_job);
  g_clear_object (&self->random_job);
}

static void
on_random_job_progress (QueensRandomJob *job,
                        QueensWindow    *self)
{
  if (!self->playing)
    queens_window_update_status (self);
}

static void
on_random_job_finished (QueensRandomJob *job,
                        QueensWindow    *self)
{
  const guint32 *columns = queens_random_job_get_columns (job);
  g_autoptr(QueensRandomJob) finished = g_steal_pointer (&self->random_job);

  g_signal_handlers_disconnect_by_data (job, self);

  /* Not one of the browsable ones: browsing leaves it for the list. */
  if (columns != NULL && queens_random_job_get_n (job) == self->n)
    {
      queens_board_view_set_columns (self->board_view, self->n, columns);
      self->shown = SHOWN_RANDOM;
      self->random_seconds = queens_random_job_get_elapsed (job);
      g_clear_pointer (&self->refusal, g_free);
    }
  else if (columns == NULL
           && !g_error_matches (queens_random_job_get_error (job), G_IO_ERROR, G_IO_ERROR_CANCELLED))
    queens_window_set_refusal (self, g_strdup_printf (_("No random solution: %s"),
                                                      queens_random_job_get_error (job)->message));

  queens_window_update_symmetry (self);
  queens_window_update_actions (self);
  queens_window_update_status (self);
}

static void
on_random_solution (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  QueensWindow *self = user_data;

  /* A second request replaces the first. */
  queens_window_drop_random_job (self);
  self->random_job = queens_random_job_new (self->n, g_random_int () | (guint64) g_random_int () << 32);
  g_signal_connect (self->random_job, "progress", G_CALLBACK (on_random_job_progress), self);
  g_signal_connect (self->random_job, "finished", G_CALLBACK (on_random_job_finished), self);
  queens_random_job_start (self->random_job);
  queens_window_update_actions (self);
  queens_window_update_status (self);
}

static void
queens_window_start (QueensWindow *self)
{
  queens_window_drop_random_job (self);
  self->shown = SHOWN_NOTHING;
  self->position = 0;
  self->shown_index = 0;
  g_clear_pointer (&self->refusal, g_free);
  queens_board_view_set_columns (self->board_view, self->n, NULL);
  /* A number typed for the old N means nothing for the new one. */
  gtk_editable_set_text (GTK_EDITABLE (self->goto_entry), "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->goto_entry), "error");

  /* A new N in play is a new, empty board, and one step for undo. */
  if (self->playing && queens_play_session_get_n (self->play) != self->n)
    queens_play_session_reset (self->play, self->n);

  if (self->n <= QUEENS_SOLVER_MAX_ENUMERATE_N)
    {
      guint64 byte_cap = g_settings_get_uint64 (self->settings, "solution-memory-cap");

      self->job = queens_solve_job_new (self->n, byte_cap);
      g_signal_connect (self->job, "solutions-added", G_CALLBACK (on_job_solutions_added), self);
      g_signal_connect (self->job, "finished", G_CALLBACK (on_job_finished), self);
      queens_solve_job_start (self->job);

      self->construction_timeout_id = g_timeout_add (CONSTRUCTION_DELAY_MS,
                                                     on_construction_timeout, self);
      self->status_timeout_id = g_timeout_add (STATUS_REFRESH_MS, on_status_timeout, self);
    }
  else
    {
      /* Far beyond what can be enumerated: the formula's solution at once. */
      queens_window_show_construction (self);
    }

  queens_window_update_symmetry (self);
  queens_window_update_actions (self);
  queens_window_update_status (self);
}

static void
on_first_solution (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  QueensWindow *self = user_data;

  queens_window_show_position (self, 0);
}

static void
on_previous_solution (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->shown == SHOWN_STORED && self->position > 0)
    queens_window_show_position (self, self->position - 1);
}

static void
on_next_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->shown != SHOWN_STORED)
    queens_window_show_position (self, 0);
  else
    queens_window_show_position (self, self->position + 1);
}

static void
on_last_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensWindow *self = user_data;
  guint64 count = queens_window_count_browsable (self);

  if (count > 0)
    queens_window_show_position (self, count - 1);
}

/* The integer in @parameter, of any of the integer types D-Bus callers and
 * menus tend to send. */
static gboolean
read_integer_parameter (GVariant *parameter,
                        gint64   *out_value)
{
  if (parameter == NULL)
    return FALSE;

  if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT64))
    *out_value = g_variant_get_int64 (parameter);
  else if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT32))
    *out_value = g_variant_get_int32 (parameter);
  else if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_UINT32))
    *out_value = g_variant_get_uint32 (parameter);
  else if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_UINT64))
    *out_value = (gint64) MIN (g_variant_get_uint64 (parameter), (guint64) G_MAXINT64);
  else
    return FALSE;

  return TRUE;
}

static void
queens_window_refuse (QueensWindow *self,
                      char         *refusal)
{
  queens_window_set_refusal (self, refusal);
  queens_window_update_status (self);
}

static void
on_goto_solution (GVariant *parameter,
                  gpointer  user_data)
{
  QueensWindow *self = user_data;
  guint64 count = queens_window_count_browsable (self);
  gint64 number;

  if (!read_integer_parameter (parameter, &number))
    {
      g_debug ("win.goto-solution wants an integer, not %s",
               parameter != NULL ? g_variant_get_type_string (parameter) : "nothing");
      return;
    }

  if (number < 1 || (guint64) number > count)
    {
      g_autofree char *asked = number < 0 ? g_strdup_printf ("%" G_GINT64_FORMAT, number)
                                          : queens_format_count ((guint64) number);
      g_autofree char *last = queens_format_count (count);

      if (count == 0)
        queens_window_refuse (self, g_strdup_printf (_("There is no solution %s to show yet."),
                                                     asked));
      else if (self->fundamental_only)
        queens_window_refuse (self, g_strdup_printf (_("There is no fundamental solution %s: choose 1 to %s."),
                                                     asked, last));
      else
        queens_window_refuse (self, g_strdup_printf (_("There is no solution %s: choose 1 to %s."),
                                                     asked, last));
      return;
    }

  queens_window_show_position (self, (guint64) number - 1);
}

static void
queens_window_set_fundamental_only (QueensWindow *self,
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

      queens_window_show_position (self, position);
    }
  else
    {
      queens_window_update_actions (self);
      queens_window_update_status (self);
    }
}

static void
on_fundamental_only_change_state (GSimpleAction *action,
                                  GVariant      *value,
                                  gpointer       user_data)
{
  QueensWindow *self = user_data;

  g_simple_action_set_state (action, value);
  queens_window_set_fundamental_only (self, g_variant_get_boolean (value));
}

/* ------------------------------------------------------------------ */
/* Free play                                                           */
/* ------------------------------------------------------------------ */

static void
queens_window_refresh_play (QueensWindow *self)
{
  queens_window_update_play_actions (self);
  if (self->playing)
    {
      queens_window_update_symmetry (self);
      queens_window_update_status (self);
    }
}

static void
on_play_position_changed (QueensPlaySession *session,
                          QueensWindow      *self)
{
  guint n = queens_play_session_get_n (session);

  /* Undo and paste may bring a board of another size: N follows it. */
  if (self->playing && n != self->n && n <= QUEENS_WINDOW_MAX_N)
    queens_window_set_n (self, n);

  queens_window_refresh_play (self);
}

static void
on_play_verdict_changed (QueensPlaySession *session,
                         QueensWindow      *self)
{
  queens_window_refresh_play (self);
}

static void
queens_window_ensure_play (QueensWindow *self,
                           guint         n)
{
  if (self->play != NULL)
    return;

  self->play = queens_play_session_new (n);
  g_signal_connect (self->play, "position-changed", G_CALLBACK (on_play_position_changed), self);
  g_signal_connect (self->play, "verdict-changed", G_CALLBACK (on_play_verdict_changed), self);
}

static void
queens_window_set_playing (QueensWindow *self,
                           gboolean      playing)
{
  playing = !!playing;
  if (self->playing == playing)
    return;

  self->playing = playing;
  if (playing)
    {
      queens_window_ensure_play (self, self->n);
      if (queens_play_session_get_n (self->play) != self->n)
        queens_play_session_reset (self->play, self->n);
    }

  queens_board_view_set_play_session (self->board_view, playing ? self->play : NULL);
  gtk_stack_set_visible_child_name (self->controls_stack, playing ? "play" : "browse");
  g_clear_pointer (&self->refusal, g_free);

  queens_window_update_actions (self);
  queens_window_update_symmetry (self);
  queens_window_update_status (self);

  if (playing)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* Shows @board in play as one step for undo, whatever mode the window
 * was in; N follows the board without a step of its own. */
static void
queens_window_play_board (QueensWindow *self,
                          QueensBoard  *board)
{
  guint n = queens_board_get_n (board);

  queens_window_ensure_play (self, n);
  queens_play_session_load (self->play, board);

  if (!self->playing)
    {
      if (n != self->n)
        queens_window_set_n (self, n);
      g_action_group_change_action_state (G_ACTION_GROUP (self), "mode",
                                          g_variant_new_string ("play"));
    }
}

/* A refused play request, said in the note until the next change. */
static void
queens_window_tell (QueensWindow *self,
                    const char   *message)
{
  if (self->playing)
    queens_play_session_set_message (self->play, message);
  else
    queens_window_refuse (self, g_strdup (message));
}

static void
on_toggle_queen (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  QueensWindow *self = user_data;
  gint32 row;
  gint32 column;
  guint n;

  if (!self->playing)
    return;

  n = queens_play_session_get_n (self->play);
  g_variant_get (parameter, "(ii)", &row, &column);
  if (row < 1 || column < 1 || (guint) row > n || (guint) column > n)
    {
      g_autofree char *message = g_strdup_printf (_("There is no square at row %d, column %d: both go from 1 to %u."),
                                                  row, column, n);

      queens_window_tell (self, message);
      return;
    }

  queens_play_session_toggle (self->play, (guint) row - 1, (guint) column - 1);
}

static void
on_undo (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->playing)
    queens_play_session_undo (self->play);
}

static void
on_redo (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->playing)
    queens_play_session_redo (self->play);
}

static void
on_clear (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->playing)
    queens_play_session_clear (self->play);
}

static void
on_hint (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->playing)
    queens_play_session_hint (self->play);
}

static void
on_complete (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->playing)
    queens_play_session_complete (self->play);
}

static void
on_edit_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensWindow *self = user_data;
  const guint32 *columns = queens_board_view_get_columns (self->board_view);
  g_autoptr(QueensBoard) board = NULL;

  if (columns == NULL)
    return;

  board = queens_board_new_from_columns (queens_board_view_get_n (self->board_view), columns);
  queens_window_play_board (self, board);
}

static void
on_show_attacks_change_state (GSimpleAction *action,
                              GVariant      *value,
                              gpointer       user_data)
{
  QueensWindow *self = user_data;

  g_simple_action_set_state (action, value);
  queens_board_view_set_show_attacks (self->board_view, g_variant_get_boolean (value));
}

static void
on_paste_text_read (GObject      *source_object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(QueensWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(QueensBoard) board = NULL;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source_object), result, &error);

  /* The window was closed meanwhile. */
  if (self->settings == NULL)
    return;

  if (text == NULL)
    {
      queens_window_tell (self, _("The clipboard holds no text to paste."));
      return;
    }

  board = queens_board_new_from_text (text, 0, &error);
  if (board == NULL)
    {
      /* Translators: the end is the reason, such as "token 3 “x” is not a number" */
      g_autofree char *message = g_strdup_printf (_("The clipboard does not hold a board: %s."),
                                                  error->message);

      queens_window_tell (self, message);
      return;
    }

  if (queens_board_get_n (board) > QUEENS_WINDOW_MAX_N)
    {
      g_autofree char *message = g_strdup_printf (ngettext ("The pasted board has %u row; the window shows at most %u.",
                                                            "The pasted board has %u rows; the window shows at most %u.",
                                                            queens_board_get_n (board)),
                                                  queens_board_get_n (board), QUEENS_WINDOW_MAX_N);

      queens_window_tell (self, message);
      return;
    }

  queens_window_play_board (self, board);
}

static void
on_paste (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  QueensWindow *self = user_data;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 on_paste_text_read, g_object_ref (self));
}

/* Runs after queens_window_set_playing(), which shows or hides the
 * browsing controls for play: here they follow watch mode too. */
static void
queens_window_set_watching (QueensWindow *self,
                            gboolean      watching)
{
  watching = !!watching;
  if (self->watching == watching)
    return;

  self->watching = watching;
  if (!watching)
    queens_watch_view_set_playing (self->watch_view, FALSE);

  gtk_widget_set_visible (GTK_WIDGET (self->watch_view), watching);
  gtk_widget_set_visible (GTK_WIDGET (self->board_view), !watching);
  gtk_widget_set_visible (GTK_WIDGET (self->controls_stack), !watching);
  /* The watch page has its own counters; the search's status would speak
   * of another board. */
  gtk_widget_set_visible (self->status_bar, !watching);
  queens_window_update_actions (self);
}

static void
on_watch_play_change_state (GSimpleAction *action,
                            GVariant      *value,
                            gpointer       user_data)
{
  QueensWindow *self = user_data;

  /* The state follows the view (it pauses itself at the end). */
  queens_watch_view_set_playing (self->watch_view, g_variant_get_boolean (value));
}

static void
on_watch_step (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *self = user_data;

  queens_watch_view_step (self->watch_view);
}

static void
on_watch_back (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *self = user_data;

  queens_watch_view_back (self->watch_view);
}

static void
on_watch_speed_change_state (GSimpleAction *action,
                             GVariant      *value,
                             gpointer       user_data)
{
  QueensWindow *self = user_data;
  gint32 speed = g_variant_get_int32 (value);

  if (speed < 0 || speed > QUEENS_WATCH_VIEW_MAX_SPEED)
    {
      g_debug ("win.watch-speed: %d is outside 0..%d", speed, QUEENS_WATCH_VIEW_MAX_SPEED);
      return;
    }

  queens_watch_view_set_speed (self->watch_view, speed);
}

static void
on_watch_method_change_state (GSimpleAction *action,
                              GVariant      *value,
                              gpointer       user_data)
{
  QueensWindow *self = user_data;
  const char *method = g_variant_get_string (value, NULL);

  if (!g_str_equal (method, "backtracking") && !g_str_equal (method, "min-conflicts"))
    {
      g_debug ("win.watch-method: no method “%s”", method);
      return;
    }

  queens_watch_view_set_method (self->watch_view, method);
}

/* The view changed by itself or through an action: the actions' states
 * say what it does. */
static void
on_watch_view_notify (QueensWatchView *view,
                      GParamSpec      *pspec,
                      QueensWindow    *self)
{
  const char *name = g_param_spec_get_name (pspec);
  GAction *action = NULL;
  GVariant *state = NULL;

  if (g_str_equal (name, "playing"))
    {
      action = g_action_map_lookup_action (G_ACTION_MAP (self), "watch-play");
      state = g_variant_new_boolean (queens_watch_view_get_playing (view));
    }
  else if (g_str_equal (name, "speed"))
    {
      action = g_action_map_lookup_action (G_ACTION_MAP (self), "watch-speed");
      state = g_variant_new_int32 (queens_watch_view_get_speed (view));
    }
  else if (g_str_equal (name, "method"))
    {
      action = g_action_map_lookup_action (G_ACTION_MAP (self), "watch-method");
      state = g_variant_new_string (queens_watch_view_get_method (view));
    }

  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), state);
  else if (state != NULL)
    g_variant_unref (g_variant_ref_sink (state));
}

/* Solution k of the watched search is the k-th in lexicographic order,
 * which is the k-th of all the solutions browse mode lists. */
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

/* The widget that takes the keys in the current mode: the board, or the
 * watch page standing in for it. */
static void
queens_window_focus_board (QueensWindow *self)
{
  if (self->watching)
    gtk_widget_grab_focus (GTK_WIDGET (self->watch_view));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
on_mode_change_state (GSimpleAction *action,
                      GVariant      *value,
                      gpointer       user_data)
{
  QueensWindow *self = user_data;
  const char *mode = g_variant_get_string (value, NULL);

  if (g_strcmp0 (mode, "browse") == 0 || g_strcmp0 (mode, "play") == 0
      || g_strcmp0 (mode, "watch") == 0)
    {
      g_simple_action_set_state (action, value);
      /* Entering watch leaves play first. */
      queens_window_set_playing (self, g_strcmp0 (mode, "play") == 0);
      queens_window_set_watching (self, g_strcmp0 (mode, "watch") == 0);
      /* The new page's board takes the keys, never a text field. */
      queens_window_focus_board (self);
    }
  else
    {
      g_debug ("Mode “%s” is not available yet", mode);
    }
}

static void
on_stop (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  QueensWindow *self = user_data;

  /* Both workers: the random solution asked for, and the search. */
  if (self->random_job != NULL)
    queens_random_job_cancel (self->random_job);
  if (self->job != NULL && queens_solve_job_is_running (self->job))
    queens_solve_job_cancel (self->job);
}

static void
on_set_n (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  QueensWindow *self = user_data;
  gint32 n = g_variant_get_int32 (parameter);

  if (n < 1 || (guint) n > QUEENS_WINDOW_MAX_N)
    {
      queens_window_refuse (self, g_strdup_printf (_("N must be between 1 and %u."),
                                                   QUEENS_WINDOW_MAX_N));
      return;
    }

  queens_window_set_n (self, (guint) n);
}

static void
on_increase_n (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->n < QUEENS_WINDOW_MAX_N)
    queens_window_set_n (self, self->n + 1);
}

static void
on_decrease_n (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->n > 1)
    queens_window_set_n (self, self->n - 1);
}

static void
on_focus_goto (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (gtk_widget_get_sensitive (GTK_WIDGET (self->goto_entry)))
    gtk_widget_grab_focus (GTK_WIDGET (self->goto_entry));
}

/* Export hands the dialog a snapshot of what is shown, then it is on its
 * own: the user may go on browsing or playing meanwhile. */
static void
on_export (GSimpleAction *action,
           GVariant      *parameter,
           gpointer       user_data)
{
  QueensWindow *self = user_data;
  g_autoptr(QueensExportRequest) request =
    queens_export_request_new_for_view (self->board_view, queens_window_get_position (self));

  queens_export_dialog_open (GTK_WINDOW (self), request);
}

static void
on_export_fundamental (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  QueensWindow *self = user_data;
  g_autoptr(QueensExportRequest) request =
    queens_export_request_new_for_sheet (self->board_view, self->job, self->n);

  queens_export_dialog_open (GTK_WINDOW (self), request);
}

static const GActionEntry window_actions[] = {
  { "first-solution", on_first_solution },
  { "previous-solution", on_previous_solution },
  { "next-solution", on_next_solution },
  { "last-solution", on_last_solution },
  { "fundamental-only", NULL, NULL, "false", on_fundamental_only_change_state },
  { "mode", NULL, "s", "'browse'", on_mode_change_state },
  { "stop", on_stop },
  { "set-n", on_set_n, "i" },
  { "increase-n", on_increase_n },
  { "decrease-n", on_decrease_n },
  { "focus-goto", on_focus_goto },
  { "toggle-queen", on_toggle_queen, "(ii)" },
  { "undo", on_undo },
  { "redo", on_redo },
  { "clear", on_clear },
  { "hint", on_hint },
  { "complete", on_complete },
  { "edit-solution", on_edit_solution },
  { "show-attacks", NULL, NULL, "true", on_show_attacks_change_state },
  { "paste", on_paste },
  { "watch-play", NULL, NULL, "false", on_watch_play_change_state },
  { "watch-step", on_watch_step },
  { "watch-back", on_watch_back },
  { "watch-speed", NULL, "i", "10", on_watch_speed_change_state },
  { "watch-method", NULL, "s", "'backtracking'", on_watch_method_change_state },
  { "random-solution", on_random_solution },
  { "export", on_export },
  { "export-fundamental", on_export_fundamental },
};

static gboolean
is_enter_key (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
}

/* Enter applies the typed N and Escape drops it; either way the keys go
 * back to the board, so Page Down next shows the next solution instead
 * of changing N. */
static gboolean
on_n_spin_key_pressed (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       QueensWindow          *self)
{
  if (is_enter_key (keyval))
    gtk_spin_button_update (self->n_spin);
  else if (keyval == GDK_KEY_Escape)
    {
      /* Only the text: the value, and so N, never changed. */
      g_autofree char *shown = g_strdup_printf ("%u", self->n);

      gtk_editable_set_text (GTK_EDITABLE (self->n_spin), shown);
    }
  else
    return FALSE;

  queens_window_focus_board (self);
  return TRUE;
}

/* Escape in the go-to field forgets what was typed; Enter is "activate". */
static gboolean
on_goto_entry_key_pressed (GtkEventControllerKey *controller,
                           guint                  keyval,
                           guint                  keycode,
                           GdkModifierType        state,
                           QueensWindow          *self)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;

  gtk_editable_set_text (GTK_EDITABLE (self->goto_entry), "");
  queens_window_focus_board (self);
  return TRUE;
}

/* A click anywhere on the board gives it the keys, in every mode. */
static void
on_board_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  QueensWindow    *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* Key controllers in the capture phase see Enter and Escape before the
 * text fields do. */
static void
queens_window_add_key_handoffs (QueensWindow *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_n_spin_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->n_spin), controller);

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_goto_entry_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->goto_entry), controller);

  /* Any button; capture, so that the board's own gestures still run. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_board_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), GTK_EVENT_CONTROLLER (click));
}

static void
on_n_spin_value_changed (GtkSpinButton *spin,
                         QueensWindow  *self)
{
  int value = gtk_spin_button_get_value_as_int (spin);

  if (value >= 1 && (guint) value <= QUEENS_WINDOW_MAX_N)
    queens_window_set_n (self, (guint) value);
}

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

static void
on_goto_entry_activate (GtkEntry     *entry,
                        QueensWindow *self)
{
  guint64 number = 0;

  if (!parse_solution_number (gtk_editable_get_text (GTK_EDITABLE (entry)), &number))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      gtk_widget_error_bell (GTK_WIDGET (entry));
      return;
    }

  gtk_widget_activate_action (GTK_WIDGET (self), "win.goto-solution", "x", (gint64) number);

  if (self->refusal != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  else
    queens_window_focus_board (self);
}

static void
on_goto_entry_changed (GtkEntry     *entry,
                       QueensWindow *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
}

static void
queens_window_dispose (GObject *object)
{
  QueensWindow *self = QUEENS_WINDOW (object);

  /* Cancelling here ends the worker within moments, so closing the
   * window during a search lets the process quit at once. */
  queens_window_drop_job (self);
  queens_window_drop_random_job (self);
  /* A tooltip shown over the window can keep GTK's action muxer, and with
   * it the window's action group, alive after the window (GTK 4.8): an
   * action that follows a setting must not outlive the window with it. */
  g_action_map_remove_action (G_ACTION_MAP (self), "show-coordinates");
  g_clear_object (&self->settings);
  if (self->play != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->play, self);
      queens_play_session_stop (self->play);
      g_clear_object (&self->play);
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_WINDOW);

  G_OBJECT_CLASS (queens_window_parent_class)->dispose (object);
}

static void
queens_window_finalize (GObject *object)
{
  QueensWindow *self = QUEENS_WINDOW (object);

  g_clear_pointer (&self->refusal, g_free);

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
add_binding (GtkWidgetClass  *widget_class,
             guint            keyval,
             GdkModifierType  modifiers,
             const char      *action_name)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, modifiers, action_name, NULL);
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
  g_type_ensure (QUEENS_TYPE_WATCH_VIEW);

  /* The resource registers itself when its object file is linked in;
   * referring to it here makes sure a static link keeps it. */
  (void) queens_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, n_spin);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, goto_entry);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, controls_stack);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, symmetry_label);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, note_label);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, status_bar);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, stop_button);
  gtk_widget_class_bind_template_child (widget_class, QueensWindow, watch_view);
  gtk_widget_class_bind_template_callback (widget_class, on_n_spin_value_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_goto_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_goto_entry_changed);

  /* Export and copy (Ctrl+E, Ctrl+C, Ctrl+Shift+C) first: issue 5 gives
   * Ctrl+E to Export. */
  queens_export_dialog_add_bindings (widget_class);

  /* Bubble-phase bindings: a focused spin button or entry gets Page Up,
   * Home, "+" and "-" first, so typing there still works. */
  add_binding (widget_class, GDK_KEY_Page_Up, 0, "win.previous-solution");
  add_binding (widget_class, GDK_KEY_KP_Page_Up, 0, "win.previous-solution");
  add_binding (widget_class, GDK_KEY_Page_Down, 0, "win.next-solution");
  add_binding (widget_class, GDK_KEY_KP_Page_Down, 0, "win.next-solution");
  add_binding (widget_class, GDK_KEY_Home, 0, "win.first-solution");
  add_binding (widget_class, GDK_KEY_KP_Home, 0, "win.first-solution");
  add_binding (widget_class, GDK_KEY_End, 0, "win.last-solution");
  add_binding (widget_class, GDK_KEY_KP_End, 0, "win.last-solution");
  add_binding (widget_class, GDK_KEY_plus, 0, "win.increase-n");
  add_binding (widget_class, GDK_KEY_equal, 0, "win.increase-n");
  add_binding (widget_class, GDK_KEY_KP_Add, 0, "win.increase-n");
  add_binding (widget_class, GDK_KEY_minus, 0, "win.decrease-n");
  add_binding (widget_class, GDK_KEY_KP_Subtract, 0, "win.decrease-n");
  add_binding (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.focus-goto");
  /* Free play.  A focused text field takes Ctrl+Z and Ctrl+V first. */
  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo");
  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  add_binding (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  add_binding (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo");
  add_binding (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste");
  /* Ctrl+E is Export (issue 5); editing takes Shift as well. */
  add_binding (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.edit-solution");
  add_binding (widget_class, GDK_KEY_E, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.edit-solution");
  add_binding (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint");
  add_binding (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "win.complete");
  add_binding (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.clear");
  /* Zoom: plain + and - belong to N (issue 3), so zoom takes Ctrl. */
  add_binding (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out");
  add_binding (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "win.zoom-out");
  add_binding (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit");
  add_binding (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "win.zoom-fit");
  add_binding (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.random-solution");
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
  g_autoptr(GAction) goto_solution = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  queens_settings_reset_invalid (self->settings);

  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);
  queens_export_clipboard_add_actions (self->board_view, G_ACTION_MAP (self));
  queens_board_view_add_zoom_actions (self->board_view, G_ACTION_MAP (self));
  goto_solution = queens_integer_action_new ("goto-solution", on_goto_solution, self);
  g_action_map_add_action (G_ACTION_MAP (self), goto_solution);
  show_coordinates = g_settings_create_action (self->settings, "show-coordinates");
  g_action_map_add_action (G_ACTION_MAP (self), show_coordinates);
  g_settings_bind (self->settings, "show-coordinates",
                   self->board_view, "show-coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme",
                   self->board_view, "board-theme", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "chess-coordinates",
                   self->board_view, "chess-coordinates", G_SETTINGS_BIND_GET);
  queens_window_restore_state (self);
  g_object_bind_property (self, "n", self->watch_view, "n", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->watch_view, "notify", G_CALLBACK (on_watch_view_notify), self, 0);
  g_signal_connect_object (self->watch_view, "open-solution", G_CALLBACK (on_watch_open_solution), self, 0);

  queens_window_add_key_handoffs (self);
  /* Keys go to the board first, not to the spin button's text. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
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

guint64
queens_window_get_solution_count (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  return self->job != NULL ? queens_solve_job_get_n_found (self->job) : 0;
}

guint64
queens_window_get_unique_count (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  return self->job != NULL ? queens_solve_job_get_n_unique_found (self->job) : 0;
}

guint64
queens_window_get_browsable_count (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  return queens_window_count_browsable (self);
}

guint64
queens_window_get_position (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), 0);

  return self->shown == SHOWN_STORED ? self->position + 1 : 0;
}

gboolean
queens_window_is_searching (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), FALSE);

  return self->job != NULL && queens_solve_job_is_running (self->job);
}

gboolean
queens_window_is_showing_construction (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), FALSE);

  return self->shown == SHOWN_CONSTRUCTION;
}

gboolean
queens_window_get_fundamental_only (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), FALSE);

  return self->fundamental_only;
}

const char *
queens_window_get_status_text (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

const char *
queens_window_get_symmetry_text (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->symmetry_label);
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

  return self->play;
}

const char *
queens_window_get_note_text (QueensWindow *self)
{
  g_return_val_if_fail (QUEENS_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->note_label);
}
