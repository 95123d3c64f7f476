/* queens-browse-page.c: Browse, the solutions a search finds
 *
 * The window owns the search for the N shown and hands it over; the page
 * listens to it, shows its solutions one at a time on the window's board,
 * and says in the status bar how far it got.  A new search replaces the
 * old one's signals at once, so nothing from an old search reaches the
 * board.  Batches only update the actions (cheap); the labels are
 * refreshed by a 100 ms timer while a search runs, so the main loop stays
 * free for drawing and input.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-browse-page.h"
#include "queens-construct.h"
#include "queens-format.h"
#include "queens-integer-action.h"
#include "queens-random-job.h"
#include "queens-solver.h"
#include "queens-symmetry.h"

/* From this N on, listing every solution takes far longer than anyone
 * waits; the page says so instead of showing a progress estimate. */
#define ENDLESS_SEARCH_MIN_N          20
/* Counts are known exactly only this far (OEIS A000170). */
#define KNOWN_COUNTS_MAX_N            27
#define CONSTRUCTION_DELAY_MS         100
#define STATUS_REFRESH_MS             100

typedef enum
{
  SHOWN_NOTHING,        /* empty board */
  SHOWN_STORED,         /* a solution found by the search */
  SHOWN_CONSTRUCTION,   /* the solution built by formula */
  SHOWN_RANDOM          /* one found by "Another solution" */
} Shown;

struct _QueensBrowsePage
{
  GtkWidget             parent_instance;

  /* Template widgets */
  GtkEntry             *goto_entry;

  /* The window's, shared with Play. */
  QueensBoardView      *board_view;
  QueensStatusBar      *status_bar;
  GActionMap           *action_map;

  gboolean              active;
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

  /* "Another solution": min-conflicts on a worker thread. */
  QueensRandomJob      *random_job;
  /* SHOWN_RANDOM: how long the worker took to find the shown board. */
  double                random_seconds;
};

G_DEFINE_FINAL_TYPE (QueensBrowsePage, queens_browse_page, GTK_TYPE_WIDGET)

enum {
  EDIT_BOARD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void queens_browse_page_update_status (QueensBrowsePage *self);

static guint64
queens_browse_page_count_browsable (QueensBrowsePage *self)
{
  if (self->job == NULL)
    return 0;

  return self->fundamental_only ? queens_solve_job_get_n_stored_fundamental (self->job)
                                : queens_solve_job_get_n_stored (self->job);
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


static void
queens_browse_page_update_actions (QueensBrowsePage *self)
{
  guint64 count = queens_browse_page_count_browsable (self);
  gboolean on_stored = self->shown == SHOWN_STORED;
  gboolean can_go_back = count > 0 && (!on_stored || self->position > 0);
  gboolean can_go_on = count > 0 && (!on_stored || self->position + 1 < count);

  queens_action_map_set_enabled (self->action_map, "first-solution", can_go_back);
  queens_action_map_set_enabled (self->action_map, "previous-solution", on_stored && self->position > 0);
  queens_action_map_set_enabled (self->action_map, "next-solution", can_go_on);
  queens_action_map_set_enabled (self->action_map, "last-solution", can_go_on);
  queens_action_map_set_enabled (self->action_map, "goto-solution", count > 0);
  queens_action_map_set_enabled (self->action_map, "stop",
                                         self->random_job != NULL
                                         || (self->job != NULL && queens_solve_job_is_running (self->job)));
  /* A random solution replaces the browsed board: in play and watch it
   * would land out of sight. */
  queens_action_map_set_enabled (self->action_map, "random-solution", self->active);
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


static char *
queens_browse_page_describe_symmetry (QueensBrowsePage *self)
{
  const guint32 *columns = queens_board_view_get_columns (self->board_view);
  gboolean finished;
  QueensSolveJobVariant variant;
  g_autofree char *rank = NULL;
  g_autofree char *total = NULL;

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

/* The status line when a found solution is shown. */
static char *
queens_browse_page_describe_stored (QueensBrowsePage        *self,
                               QueensSolveJobState  state)
{
  gboolean full = queens_solve_job_is_storage_full (self->job);
  g_autofree char *position = queens_format_count (self->position + 1);
  g_autofree char *found = queens_format_count (queens_solve_job_get_n_found (self->job));
  g_autofree char *unique = queens_format_count (queens_solve_job_get_n_unique_found (self->job));
  g_autofree char *browsable = queens_format_count (queens_browse_page_count_browsable (self));

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
queens_browse_page_describe_status (QueensBrowsePage *self)
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
    return queens_browse_page_describe_stored (self, state);

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
queens_browse_page_describe_note (QueensBrowsePage *self)
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
          g_autofree char *left = queens_format_duration (elapsed * (1.0 - fraction) / fraction);

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

  return G_SOURCE_CONTINUE;
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
  if (job != self->job)
    return;

  if (queens_browse_page_awaits_first_found (self) && queens_browse_page_count_browsable (self) > 0)
    queens_browse_page_show_position (self, 0);
  else
    queens_browse_page_update_actions (self);
}

static void
on_job_finished (QueensSolveJob *job,
                 QueensBrowsePage   *self)
{
  if (job != self->job)
    return;

  g_clear_handle_id (&self->construction_timeout_id, g_source_remove);
  g_clear_handle_id (&self->status_timeout_id, g_source_remove);

  if (queens_browse_page_awaits_first_found (self) && queens_browse_page_count_browsable (self) > 0)
    queens_browse_page_show_position (self, 0);

  queens_browse_page_update_actions (self);
  queens_browse_page_update_symmetry (self);
  queens_browse_page_update_status (self);
}

/* The window cancels its search; the page only stops listening to it. */
static void
queens_browse_page_forget_job (QueensBrowsePage *self)
{
  g_clear_handle_id (&self->construction_timeout_id, g_source_remove);
  g_clear_handle_id (&self->status_timeout_id, g_source_remove);

  if (self->job == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->job, self);
  g_clear_object (&self->job);
}

static void
queens_browse_page_drop_random_job (QueensBrowsePage *self)
{
  if (self->random_job == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->random_job, self);
  queens_random_job_cancel (self->random_job);
  g_clear_object (&self->random_job);
}

static void
on_random_job_progress (QueensRandomJob *job,
                        QueensBrowsePage    *self)
{
  queens_browse_page_update_status (self);
}

static void
on_random_job_finished (QueensRandomJob *job,
                        QueensBrowsePage    *self)
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
    queens_browse_page_set_refusal (self, g_strdup_printf (_("No random solution: %s"),
                                                      queens_random_job_get_error (job)->message));

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
  g_signal_connect (self->random_job, "progress", G_CALLBACK (on_random_job_progress), self);
  g_signal_connect (self->random_job, "finished", G_CALLBACK (on_random_job_finished), self);
  queens_random_job_start (self->random_job);
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

  if (self->shown == SHOWN_STORED && self->position > 0)
    queens_browse_page_show_position (self, self->position - 1);
}

static void
on_next_solution (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  QueensBrowsePage *self = user_data;

  if (self->shown != SHOWN_STORED)
    queens_browse_page_show_position (self, 0);
  else
    queens_browse_page_show_position (self, self->position + 1);
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

static void
on_goto_solution (GVariant *parameter,
                  gpointer  user_data)
{
  QueensBrowsePage *self = user_data;
  guint64 count = queens_browse_page_count_browsable (self);
  gint64 number;

  if (!queens_read_integer_parameter (parameter, &number))
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
        queens_browse_page_refuse_with (self, g_strdup_printf (_("There is no solution %s to show yet."),
                                                     asked));
      else if (self->fundamental_only)
        queens_browse_page_refuse_with (self, g_strdup_printf (_("There is no fundamental solution %s: choose 1 to %s."),
                                                     asked, last));
      else
        queens_browse_page_refuse_with (self, g_strdup_printf (_("There is no solution %s: choose 1 to %s."),
                                                     asked, last));
      return;
    }

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

  /* Both workers: the random solution asked for, and the search. */
  if (self->random_job != NULL)
    queens_random_job_cancel (self->random_job);
  if (self->job != NULL && queens_solve_job_is_running (self->job))
    queens_solve_job_cancel (self->job);
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
 * Down next browses on; a refused number stays to be corrected. */
static void
on_goto_entry_activate (GtkEntry         *entry,
                        QueensBrowsePage *self)
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
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
on_goto_entry_changed (GtkEntry         *entry,
                       QueensBrowsePage *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
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
  if (self->board_view != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  return TRUE;
}

static void
queens_browse_page_dispose (GObject *object)
{
  QueensBrowsePage *self = QUEENS_BROWSE_PAGE (object);

  queens_browse_page_stop (self);
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
  gtk_widget_class_bind_template_callback (widget_class, on_goto_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_goto_entry_changed);
}

static void
queens_browse_page_init (QueensBrowsePage *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_goto_entry_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->goto_entry), controller);
}

void
queens_browse_page_attach (QueensBrowsePage *self,
                           QueensBoardView  *board_view,
                           QueensStatusBar  *status_bar,
                           GActionMap       *action_map)
{
  g_autoptr(GAction) goto_solution = NULL;

  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));
  g_return_if_fail (self->board_view == NULL);

  /* All three belong to the window that holds the page: unowned. */
  self->board_view = board_view;
  self->status_bar = status_bar;
  self->action_map = action_map;

  g_action_map_add_action_entries (action_map, browse_actions, G_N_ELEMENTS (browse_actions), self);
  goto_solution = queens_integer_action_new ("goto-solution", on_goto_solution, self);
  g_action_map_add_action (action_map, goto_solution);
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
  gtk_widget_remove_css_class (GTK_WIDGET (self->goto_entry), "error");

  if (job != NULL)
    {
      self->job = g_object_ref (job);
      g_signal_connect (job, "solutions-added", G_CALLBACK (on_job_solutions_added), self);
      g_signal_connect (job, "finished", G_CALLBACK (on_job_finished), self);
      self->construction_timeout_id = g_timeout_add (CONSTRUCTION_DELAY_MS,
                                                     on_construction_timeout, self);
      self->status_timeout_id = g_timeout_add (STATUS_REFRESH_MS, on_status_timeout, self);
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
queens_browse_page_set_active (QueensBrowsePage *self,
                               gboolean          active)
{
  g_return_if_fail (QUEENS_IS_BROWSE_PAGE (self));

  self->active = !!active;
  /* A refusal answered the page that was on show. */
  g_clear_pointer (&self->refusal, g_free);
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
