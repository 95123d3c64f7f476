/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-browse-page-text.c: the words of Browse's status bar
 *
 * What the search has found so far, where the shown board stands among
 * the solutions and in its symmetry class, and the notes that explain a
 * long or a full search.  Where the window's fast counter runs, the total
 * and unique counts are its own, and the note tells how far it got.  Only
 * the page on show asks for them.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-browse-page-private.h"
#include "queens-count-job.h"
#include "queens-count-table.h"
#include "queens-format.h"
#include "queens-symmetry.h"

static gboolean
queens_browse_page_has_counted (QueensBrowsePage *self)
{
  return self->count_job != NULL
         && queens_count_job_get_state (self->count_job) == QUEENS_COUNT_JOB_FINISHED;
}

/* Whole percent of the counter's work done, never 100 before the end. */
static int
queens_browse_page_count_percent (QueensBrowsePage *self)
{
  return MIN ((int) (queens_count_job_get_fraction (self->count_job) * 100), 99);
}

char *
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
    /* Translators: in Browse's status bar, for a solution built by a formula:
     * %u is how many solutions its class under rotations and reflections holds,
     * as in "Built by formula · class of 8" */
    return g_strdup_printf (_("Built by formula · class of %u"),
                            queens_permutation_class_size (self->n, columns));

  if (self->shown == SHOWN_RANDOM && self->random_index < 0)
    /* Translators: in Browse's status bar, for a solution found by
     * min-conflicts: %u is how many solutions its class under rotations and
     * reflections holds, as in "Found by random local search · class of 8" */
    return g_strdup_printf (_("Found by random local search · class of %u"),
                            queens_permutation_class_size (self->n, columns));

  /* A random solution that is stored is described as browsing would. */
  if ((self->shown != SHOWN_STORED && self->shown != SHOWN_RANDOM) || self->job == NULL
      || !queens_solve_job_describe_variant (self->job, columns, &variant))
    return NULL;

  /* The stored solutions are the first ones in lexicographic order, so
   * the rank among them is the rank among all, and the counter's unique
   * count is the total. */
  finished = (queens_solve_job_get_state (self->job) == QUEENS_SOLVE_JOB_FINISHED
              && !queens_solve_job_is_storage_full (self->job))
             || queens_browse_page_has_counted (self);
  rank = queens_format_count (variant.fundamental_rank + 1);
  total = queens_format_count (queens_browse_page_has_counted (self)
                               ? queens_count_job_get_unique (self->count_job)
                               : queens_solve_job_get_n_unique_found (self->job));

  if (variant.symmetry == QUEENS_SYMMETRY_IDENTITY)
    {
      if (finished)
        /* Translators: "Fundamental solution 4 of 12 · class of 8": the
         * solution's number among the fundamental ones, how many there
         * are, and how many solutions its class under rotations and
         * reflections holds.  Reorder with %1$s, %2$s, %3$u if needed. */
        return g_strdup_printf (_("Fundamental solution %s of %s · class of %u"),
                                rank, total, variant.class_size);
      /* Translators: "Fundamental solution 4 · class of 8": the
       * solution's number among the fundamental ones, and how many
       * solutions its class under rotations and reflections holds.
       * Reorder with %1$s, %2$u if needed. */
      return g_strdup_printf (_("Fundamental solution %s · class of %u"),
                              rank, variant.class_size);
    }

  if (finished)
    /* Translators: "Variant of fundamental solution 4 of 12 by rotate
     * 90° · class of 8": the fundamental solution's number, how many
     * there are, the symmetry that turns it into this one (see the
     * "symmetry" context), and how many solutions its class holds.
     * Reorder with %1$s, %2$s, %3$s, %4$u if needed. */
    return g_strdup_printf (_("Variant of fundamental solution %s of %s by %s · class of %u"),
                            rank, total, queens_format_symmetry_name (variant.symmetry),
                            variant.class_size);

  /* Translators: "Variant of fundamental solution 4 by rotate 90° ·
   * class of 8": the fundamental solution's number, the symmetry that
   * turns it into this one (see the "symmetry" context), and how many
   * solutions its class holds.  Reorder with %1$s, %2$s, %3$u if
   * needed. */
  return g_strdup_printf (_("Variant of fundamental solution %s by %s · class of %u"),
                          rank, queens_format_symmetry_name (variant.symmetry),
                          variant.class_size);
}

/* How many solutions (@fundamental: fundamental solutions) N has,
 * when that is known: the published counts, the fast counter's, or a
 * search that saw them all.  Not for the solutions that keep Play's
 * queens, which only their search knows. */
static gboolean
queens_browse_page_get_total (QueensBrowsePage *self,
                              gboolean          fundamental,
                              guint64          *out_total)
{
  guint64 total = 0;
  guint64 unique = 0;

  if (queens_browse_page_has_counted (self))
    {
      total = queens_count_job_get_total (self->count_job);
      unique = queens_count_job_get_unique (self->count_job);
    }
  else if (queens_solve_job_get_state (self->job) == QUEENS_SOLVE_JOB_FINISHED)
    {
      total = queens_solve_job_get_n_found (self->job);
      unique = queens_solve_job_get_n_unique_found (self->job);
    }
  else if (queens_solve_job_get_n_kept_queens (self->job) > 0
           || !queens_count_table_lookup (self->n, &total, &unique))
    return FALSE;

  *out_total = fundamental ? unique : total;
  return TRUE;
}

/* The status line for a stored solution when every solution is counted:
 * @total of them, @unique fundamental. */
static char *
queens_browse_page_describe_all_known (QueensBrowsePage *self,
                                       guint64           total,
                                       guint64           unique)
{
  g_autofree char *position = queens_format_count (self->position + 1);
  g_autofree char *total_text = queens_format_count (total);
  g_autofree char *unique_text = queens_format_count (unique);

  if (self->fundamental_only)
    /* Translators: "Fundamental solution 3 of 12 · 92 in all": the shown
     * solution's number, how many fundamental solutions there are, and
     * how many solutions in all.  Reorder with %1$s, %2$s, %3$s if
     * needed. */
    return g_strdup_printf (_("Fundamental solution %s of %s · %s in all"),
                            position, unique_text, total_text);
  /* Translators: "Solution 3 of 92 · 12 unique": the shown solution's
   * number, how many solutions there are, and how many fundamental
   * ones.  Reorder with %1$s, %2$s, %3$s if needed. */
  return g_strdup_printf (_("Solution %s of %s · %s unique"), position, total_text, unique_text);
}

/* The status line when a stored solution is shown and the fast counter
 * gives the counts: the stored part beside the counter's total. */
static char *
queens_browse_page_describe_counted (QueensBrowsePage *self)
{
  g_autofree char *position = queens_format_count (self->position + 1);
  g_autofree char *browsable = queens_format_count (queens_browse_page_count_browsable (self));

  /* The stored solutions are the first ones: the shown one's number is
   * its number among all, and the note says how many are stored. */
  if (queens_browse_page_has_counted (self))
    return queens_browse_page_describe_all_known (self, queens_count_job_get_total (self->count_job),
                                                  queens_count_job_get_unique (self->count_job));

  if (queens_browse_page_is_counting (self))
    {
      if (self->fundamental_only)
        /* Translators: "Fundamental solution 3 of 150,201 stored · counting
         * them all…": the shown solution's number and how many are kept in
         * memory.  Reorder with %1$s, %2$s if needed. */
        return g_strdup_printf (_("Fundamental solution %s of %s stored · counting them all…"),
                                position, browsable);
      /* Translators: "Solution 3 of 1,204,332 stored · counting them all…":
       * the shown solution's number and how many are kept in memory.
       * Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("Solution %s of %s stored · counting them all…"),
                              position, browsable);
    }

  /* The count stopped or failed: the note says which. */
  if (self->fundamental_only)
    /* Translators: "Fundamental solution 3 of 150,201 stored · not all
     * counted": the shown solution's number and how many are kept in memory;
     * the count of them all stopped or failed.  Reorder with %1$s, %2$s if
     * needed. */
    return g_strdup_printf (_("Fundamental solution %s of %s stored · not all counted"),
                            position, browsable);
  /* Translators: "Solution 3 of 1,204,332 stored · not all counted": the shown
   * solution's number and how many are kept in memory; the count of them all
   * stopped or failed.  Reorder with %1$s, %2$s if needed. */
  return g_strdup_printf (_("Solution %s of %s stored · not all counted"), position, browsable);
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

  if (queens_browse_page_has_counted (self)
      || (self->count_job != NULL && state == QUEENS_SOLVE_JOB_FILLED))
    return queens_browse_page_describe_counted (self);

  if (state == QUEENS_SOLVE_JOB_RUNNING)
    {
      if (self->fundamental_only)
        /* Translators: "Searching… 1,204,332 found, 150,201 unique ·
         * fundamental solution 3": how many solutions were found so far,
         * how many fundamental ones, and the shown one's number among
         * those.  Reorder with %1$s, %2$s, %3$s if needed. */
        return g_strdup_printf (_("Searching… %s found, %s unique · fundamental solution %s"),
                                found, unique, position);
      /* Translators: "Searching… 1,204,332 found · solution 3": how many
       * solutions were found so far, and the shown one's number.  Reorder
       * with %1$s, %2$s if needed. */
      return g_strdup_printf (_("Searching… %s found · solution %s"), found, position);
    }

  if (state == QUEENS_SOLVE_JOB_FINISHED && !full)
    {
      /* The solutions that keep queens placed in Play. */
      if (queens_solve_job_get_n_kept_queens (self->job) > 0)
        {
          guint kept = queens_solve_job_get_n_kept_queens (self->job);

          /* Translators: "Solution 3 of 14 that keep your 2 queens": the
           * shown solution's number, how many solutions keep the queens
           * placed in Play, and how many queens those are.  Reorder with
           * %1$s, %2$s, %3$u if needed. */
          return g_strdup_printf (ngettext ("Solution %s of %s that keep your %u queen",
                                            "Solution %s of %s that keep your %u queens", kept),
                                  position, browsable, kept);
        }
      return queens_browse_page_describe_all_known (self, queens_solve_job_get_n_found (self->job),
                                                    queens_solve_job_get_n_unique_found (self->job));
    }

  if (state == QUEENS_SOLVE_JOB_FINISHED)
    return queens_browse_page_describe_all_known (self, queens_solve_job_get_n_found (self->job),
                                                  queens_solve_job_get_n_unique_found (self->job));

  /* Stopped, or failed after finding some. */
  if (self->fundamental_only)
    /* Translators: "Stopped: fundamental solution 3 of 1,500 found so far ·
     * 12,000 in all": the shown solution's number, how many fundamental
     * solutions were found before the search stopped, and how many solutions in
     * all.  Reorder with %1$s, %2$s, %3$s if needed. */
    return g_strdup_printf (_("Stopped: fundamental solution %s of %s found so far · %s in all"),
                            position, browsable, found);
  /* Translators: "Stopped: solution 3 of 12,000 found so far · 1,500 unique":
   * the shown solution's number, how many were found before the search stopped,
   * and how many fundamental ones among them.  Reorder with %1$s, %2$s, %3$s if
   * needed. */
  return g_strdup_printf (_("Stopped: solution %s of %s found so far · %s unique"),
                          position, browsable, unique);
}

char *
queens_browse_page_describe_status (QueensBrowsePage *self)
{
  QueensSolveJobState state;

  if (self->random_job != NULL)
    return g_strdup (_("Looking for a random solution…"));

  if (self->shown == SHOWN_RANDOM && self->random_index >= 0)
    {
      g_autofree char *number = queens_format_count ((guint64) self->random_index + 1);
      guint64 total = 0;
      g_autofree char *total_text = NULL;

      if (!queens_browse_page_get_total (self, FALSE, &total))
        /* Translators: "Solution 37, found at random in 0.02 s": the shown
         * solution's number, and the time it took in seconds, to a
         * hundredth.  Reorder with %1$s, %2$.2f if needed. */
        return g_strdup_printf (_("Solution %s, found at random in %.2f s"), number, self->random_seconds);
      total_text = queens_format_count (total);
      /* Translators: "Solution 37 of 92, found at random in 0.02 s": the
       * shown solution's number, how many solutions there are, and the time
       * it took in seconds, to a hundredth.  Reorder with %1$s, %2$s,
       * %3$.2f if needed. */
      return g_strdup_printf (_("Solution %s of %s, found at random in %.2f s"),
                              number, total_text, self->random_seconds);
    }

  if (self->shown == SHOWN_RANDOM && self->job != NULL && queens_solve_job_is_storage_full (self->job))
    {
      g_autofree char *stored = queens_format_count (queens_solve_job_get_n_stored (self->job));

      /* Translators: "A random solution, past the 34,382,975 stored, found in
       * 0.02 s": how many solutions are kept in memory, and the time it took
       * in seconds, to a hundredth.  Reorder with %1$s, %2$.2f if needed. */
      return g_strdup_printf (_("A random solution, past the %s stored, found in %.2f s"),
                              stored, self->random_seconds);
    }

  if (self->shown == SHOWN_RANDOM)
    {
      g_autofree char *found = NULL;

      if (self->job == NULL || !queens_solve_job_is_running (self->job))
        /* Translators: %.2f is a time in seconds, to a hundredth, as in "A
         * random solution, found in 0.02 s" */
        return g_strdup_printf (_("A random solution, found in %.2f s"), self->random_seconds);

      found = queens_format_count (queens_solve_job_get_n_found (self->job));
      /* Translators: "A random solution, found in 0.02 s · Searching… 1,204
       * found": %.2f is the time it took in seconds, %s how many solutions
       * the search has found so far.  Reorder with %1$.2f, %2$s if
       * needed. */
      return g_strdup_printf (_("A random solution, found in %.2f s · Searching… %s found"),
                              self->random_seconds, found);
    }

  if (self->job == NULL)
    {
      g_autofree char *n_text = queens_format_count (self->n);

      /* Translators: %s is the board size, digits grouped, as in "N = 10,000:
       * there are far too many solutions to list; showing one built by
       * formula" */
      return g_strdup_printf (_("N = %s: there are far too many solutions to list; showing one built by formula"),
                              n_text);
    }

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
          /* Translators: %u is the board size, as in "N = 3 has no
           * solutions" */
          return g_strdup_printf (_("N = %u has no solutions"), self->n);
        /* Translators: %s is how many solutions there are, digits grouped,
         * as in "95,815,104 solutions" */
        return g_strdup_printf (ngettext ("%s solution", "%s solutions", queens_format_plural_number (found)),
                                found_text);
      }

    case QUEENS_SOLVE_JOB_STOPPED:
      return g_strdup (_("Stopped before the first solution"));

    case QUEENS_SOLVE_JOB_FILLED:
      if (queens_browse_page_has_counted (self))
        {
          guint64 total = queens_count_job_get_total (self->count_job);
          g_autofree char *total_text = queens_format_count (total);

          /* Translators: %s is how many solutions there are, digits grouped,
           * as in "95,815,104 solutions" */
          return g_strdup_printf (ngettext ("%s solution", "%s solutions", queens_format_plural_number (total)),
                                  total_text);
        }
      return g_strdup (_("Counting every solution…"));

    case QUEENS_SOLVE_JOB_FAILED:
    default:
      /* Translators: %s is the reason, as in "The search failed: cannot start a
       * worker thread: Resource temporarily unavailable" */
      return g_strdup_printf (_("The search failed: %s"),
                              queens_solve_job_get_error (self->job) != NULL
                              ? queens_solve_job_get_error (self->job)->message : "");
    }
}

static void
append_sentence (GString    *note,
                 const char *sentence)
{
  if (note->len > 0)
    g_string_append_c (note, ' ');
  g_string_append (note, sentence);
}

/* How far the fast counter got, and when it will be done. */
static void
queens_browse_page_describe_count (QueensBrowsePage *self,
                                   GString          *note)
{
  g_autofree char *sentence = NULL;

  if (self->count_job == NULL)
    return;

  switch (queens_count_job_get_state (self->count_job))
    {
    case QUEENS_COUNT_JOB_READY:
    case QUEENS_COUNT_JOB_RUNNING:
      {
        double left = queens_count_job_get_seconds_left (self->count_job);

        if (left >= 0)
          {
            g_autofree char *duration = queens_format_duration (left);

            /* Translators: "Counting every solution: 43% done, about 2
             * minutes left.": %d is the share done, in percent, %s a time
             * in words.  Reorder with %1$d, %2$s if needed. */
            sentence = g_strdup_printf (_("Counting every solution: %d%% done, about %s left."),
                                        queens_browse_page_count_percent (self), duration);
          }
        else
          /* Translators: %d is the share of the count done, in percent, as in
           * "Counting every solution: 43% done." */
          sentence = g_strdup_printf (_("Counting every solution: %d%% done."),
                                      queens_browse_page_count_percent (self));
        append_sentence (note, sentence);

        if (queens_count_job_get_resumed_fraction (self->count_job) > 0)
          append_sentence (note, _("It carries on from where the count stopped last time."));
        return;
      }

    case QUEENS_COUNT_JOB_STOPPED:
      /* Translators: %d is the share of the count done, in percent, %u the
       * board size, as in "The count stopped at 43%: it carries on from there
       * the next time N = 18 is shown."  Reorder with %1$d, %2$u if needed. */
      sentence = g_strdup_printf (_("The count stopped at %d%%: it carries on from there the next time N = %u is shown."),
                                  queens_browse_page_count_percent (self), self->n);
      break;

    case QUEENS_COUNT_JOB_FAILED:
      /* Translators: %s is the reason, as in "The count failed: cannot start a
       * worker thread: Resource temporarily unavailable" */
      sentence = g_strdup_printf (_("The count failed: %s"),
                                  queens_count_job_get_error (self->count_job)->message);
      break;

    case QUEENS_COUNT_JOB_FINISHED:
      {
        guint64 total = queens_count_job_get_total (self->count_job);
        g_autofree char *total_text = queens_format_count (total);
        g_autofree char *unique = queens_format_count (queens_count_job_get_unique (self->count_job));
        g_autofree char *duration = queens_format_duration (queens_count_job_get_seconds (self->count_job));

        /* The status line may be cut short in a narrow window: the counts
         * in full. */
        /* Translators: "The fast counter found 95,815,104 solutions,
         * 11,977,939 unique, in 2 seconds.": how many solutions, how many
         * fundamental ones, and how long the count took, in words.  Reorder
         * with %1$s, %2$s, %3$s if needed. */
        sentence = g_strdup_printf (ngettext ("The fast counter found %s solution, %s unique, in %s.",
                                              "The fast counter found %s solutions, %s unique, in %s.",
                                              queens_format_plural_number (total)),
                                    total_text, unique, duration);
        break;
      }

    default:
      return;
    }

  append_sentence (note, sentence);
}

char *
queens_browse_page_describe_note (QueensBrowsePage *self)
{
  GString *note = g_string_new (NULL);
  gboolean running = self->job != NULL && queens_solve_job_is_running (self->job);

  if (self->refusal != NULL)
    g_string_append (note, self->refusal);

  if (self->job != NULL && queens_solve_job_is_storage_full (self->job))
    {
      /* With the counter the search stops where the memory is full. */
      gboolean goes_on = running && self->count_job == NULL;
      g_autofree char *cap = g_format_size_full (queens_solve_job_get_byte_cap (self->job), G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *stored = queens_format_count (queens_solve_job_get_n_stored (self->job));
      gulong plural = queens_format_plural_number (queens_solve_job_get_n_stored (self->job));

      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append_printf (note,
                              goes_on
                              /* Translators: %s is the memory set aside for
                               * stored solutions, as in "512 MiB", then %s how
                               * many solutions are stored, digits grouped, as
                               * in "The memory for stored solutions (512 MiB)
                               * is full: ..., and the first 26,843,545
                               * solutions can be browsed."  Reorder with %1$s,
                               * %2$s if needed. */
                              ? ngettext ("The memory for stored solutions (%s) is full: the search goes on counting, and the first %s solution can be browsed.",
                                          "The memory for stored solutions (%s) is full: the search goes on counting, and the first %s solutions can be browsed.",
                                          plural)
                              /* Translators: %s is the memory set aside for
                               * stored solutions, as in "512 MiB", then %s how
                               * many solutions are stored, digits grouped, as
                               * in "The memory for stored solutions (512 MiB)
                               * filled up: the first 26,843,545 solutions can
                               * be browsed."  Reorder with %1$s, %2$s if
                               * needed. */
                              : ngettext ("The memory for stored solutions (%s) filled up: the first %s solution can be browsed.",
                                          "The memory for stored solutions (%s) filled up: the first %s solutions can be browsed.",
                                          plural),
                              cap, stored);
    }

  queens_browse_page_describe_count (self, note);

  if (running && self->n >= ENDLESS_SEARCH_MIN_N && self->count_job == NULL)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append_printf (note,
                              /* Translators: the first %u is the board size
                               * shown, the second the largest N whose count of
                               * solutions is known, as in "Listing every
                               * solution for N = 28 would take far too long
                               * (exact counts are known only up to N = 27):
                               * ...".  Reorder with %1$u, %2$u if needed. */
                              _("Listing every solution for N = %u would take far too long (exact counts are known only up to N = %u): the search goes on until you stop it or change N."),
                              self->n, KNOWN_COUNTS_MAX_N);
      if (self->n > QUEENS_COUNT_JOB_MAX_N && self->n <= KNOWN_COUNTS_MAX_N)
        g_string_append_printf (note, " %s",
                                _("Counting them with the fast counter would take half a day or more, so the window leaves it to the command line; the Table of Counts in the Browse Menu has the known counts."));
    }

  if (running && self->shown == SHOWN_CONSTRUCTION)
    {
      if (note->len > 0)
        g_string_append_c (note, ' ');
      g_string_append (note, _("Until the search finds a solution, the board shows one built by formula."));
    }

  /* The search's own estimate, when it is the one that gives the total. */
  if (self->job != NULL && running && self->n < ENDLESS_SEARCH_MIN_N && self->count_job == NULL)
    {
      double fraction = queens_solve_job_get_fraction (self->job);
      double elapsed = queens_solve_job_get_elapsed (self->job);

      /* Only once the estimate has something to stand on. */
      if (fraction > 0.02 && elapsed > 2.0)
        {
          g_autofree char *left = queens_format_duration (elapsed * (1.0 - fraction) / fraction);

          if (note->len > 0)
            g_string_append_c (note, ' ');
          /* Translators: %s is a time in words, as in "About 2 minutes
           * left." */
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



/* TRUE when solution @number (of the kind shown) exists but the search
 * has not found it yet, and still could. */
gboolean
queens_browse_page_awaits_listing (QueensBrowsePage *self,
                                   gint64            number)
{
  guint64 total;

  if (self->job == NULL || number < 1 || !queens_solve_job_is_running (self->job)
      || queens_solve_job_is_storage_full (self->job)
      || queens_solve_job_get_n_kept_queens (self->job) > 0
      || (guint64) number <= queens_browse_page_count_browsable (self))
    return FALSE;

  return !queens_browse_page_get_total (self, self->fundamental_only, &total)
         || (guint64) number <= total;
}

char *
queens_browse_page_describe_goto_refusal (QueensBrowsePage *self,
                                          gint64            number)
{
  guint64 count = queens_browse_page_count_browsable (self);
  gboolean fundamental = self->fundamental_only;
  guint64 total = 0;
  g_autofree char *asked = NULL;
  g_autofree char *last = NULL;
  g_autofree char *total_text = NULL;
  g_autofree char *n_text = NULL;

  if (number >= 1 && (guint64) number <= count)
    return NULL;

  asked = number < 0 ? g_strdup_printf ("%" G_GINT64_FORMAT, number) : queens_format_count ((guint64) number);
  last = queens_format_count (count);

  if (self->job == NULL || count == 0)
    /* Translators: %s is the solution number asked for, as in "There is no
     * solution 5 to show yet." */
    return g_strdup_printf (_("There is no solution %s to show yet."), asked);

  if (number < 1)
    /* Translators: %s is the last solution that can be shown, as in
     * "Solutions are numbered from 1: choose 1 to 92." */
    return g_strdup_printf (_("Solutions are numbered from 1: choose 1 to %s."), last);

  if (queens_solve_job_get_n_kept_queens (self->job) > 0)
    /* Translators: %s is the number asked for, %s how many solutions keep
     * the queens placed in Play, as in "There is no solution 20: solutions 1
     * to 14 keep your queens."  Reorder with %1$s, %2$s if needed. */
    return g_strdup_printf (_("There is no solution %s: solutions 1 to %s keep your queens."), asked, last);

  n_text = queens_format_count (self->n);
  if (queens_browse_page_get_total (self, fundamental, &total))
    {
      total_text = queens_format_count (total);
      if ((guint64) number > total)
        return g_strdup_printf (fundamental
                                /* Translators: the fundamental solution asked
                                 * for, the board size and how many fundamental
                                 * solutions it has, as in "There is no
                                 * fundamental solution 20: N = 8 has 12."
                                 * Reorder with %1$s, %2$s, %3$s if needed. */
                                ? _("There is no fundamental solution %s: N = %s has %s.")
                                /* Translators: the solution asked for, the
                                 * board size and how many solutions it has,
                                 * as in "There is no solution 100: N = 8 has
                                 * 92."  Reorder with %1$s, %2$s, %3$s if
                                 * needed. */
                                : _("There is no solution %s: N = %s has %s."),
                                asked, n_text, total_text);
      if (queens_solve_job_is_storage_full (self->job))
        return g_strdup_printf (fundamental
                                /* Translators: the fundamental solution asked
                                 * for, the last one kept in memory and how
                                 * many there are, as in "Fundamental solution
                                 * 9,000,000 is not stored: the memory holds
                                 * fundamental solutions 1 to 4,298,472 of
                                 * 11,977,939."  Reorder with %1$s, %2$s, %3$s
                                 * if needed. */
                                ? _("Fundamental solution %s is not stored: the memory holds fundamental solutions 1 to %s of %s.")
                                /* Translators: the solution asked for, the
                                 * last one kept in memory and how many there
                                 * are, as in "Solution 90,000,000 is not
                                 * stored: the memory holds solutions 1 to
                                 * 34,382,975 of 95,815,104."  Reorder with
                                 * %1$s, %2$s, %3$s if needed. */
                                : _("Solution %s is not stored: the memory holds solutions 1 to %s of %s."),
                                asked, last, total_text);
    }

  if (queens_solve_job_is_storage_full (self->job))
    return g_strdup_printf (fundamental
                            /* Translators: the fundamental solution asked for
                             * and the last one kept in memory, as in
                             * "Fundamental solution 9,000,000 is not stored:
                             * the memory holds fundamental solutions 1 to
                             * 4,298,472."  Reorder with %1$s, %2$s if needed. */
                            ? _("Fundamental solution %s is not stored: the memory holds fundamental solutions 1 to %s.")
                            /* Translators: the solution asked for and the last
                             * one kept in memory, as in "Solution 90,000,000
                             * is not stored: the memory holds solutions 1 to
                             * 34,382,975."  Reorder with %1$s, %2$s if
                             * needed. */
                            : _("Solution %s is not stored: the memory holds solutions 1 to %s."),
                            asked, last);

  if (queens_solve_job_is_running (self->job))
    return g_strdup_printf (fundamental
                            /* Translators: the fundamental solution asked for
                             * and the last one found so far, as in
                             * "Fundamental solution 500 is not found yet: the
                             * search has found fundamental solutions 1 to 120
                             * so far."  Reorder with %1$s, %2$s if needed. */
                            ? _("Fundamental solution %s is not found yet: the search has found fundamental solutions 1 to %s so far.")
                            /* Translators: the solution asked for and the last
                             * one found so far, as in "Solution 5,000 is not
                             * found yet: the search has found solutions 1 to
                             * 1,204 so far."  Reorder with %1$s, %2$s if
                             * needed. */
                            : _("Solution %s is not found yet: the search has found solutions 1 to %s so far."),
                            asked, last);

  /* The search stopped (or failed) before the end, and N is past the
   * published counts. */
  return g_strdup_printf (fundamental
                          /* Translators: the fundamental solution asked for
                           * and the last one found, as in "Fundamental
                           * solution 500 was not found: the search stopped
                           * after fundamental solution 120."  Reorder with
                           * %1$s, %2$s if needed. */
                          ? _("Fundamental solution %s was not found: the search stopped after fundamental solution %s.")
                          /* Translators: the solution asked for and the last
                           * one found, as in "Solution 5,000 was not found:
                           * the search stopped after solution 1,204."
                           * Reorder with %1$s, %2$s if needed. */
                          : _("Solution %s was not found: the search stopped after solution %s."),
                          asked, last);
}
