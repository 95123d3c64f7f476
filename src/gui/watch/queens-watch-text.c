/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-text.c: what the watched method does, and how far it got
 *
 * The words are each method's own: its explanation by the method chosen,
 * its counters by the type of its stepper, the common ones through the
 * QueensStepper interface.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-backtrack-stepper.h"
#include "queens-format.h"
#include "queens-textbook-stepper.h"
#include "queens-watch-view-private.h"

static char *
describe_backtracking (QueensWatchView        *self,
                       QueensBacktrackStepper *stepper)
{
  QueensStepperCounters counters;
  QueensBacktrackCounters own;
  g_autofree char *steps = NULL;
  g_autofree char *nodes = NULL;
  g_autofree char *dead_ends = NULL;
  g_autofree char *solutions = NULL;

  queens_stepper_get_counters (QUEENS_STEPPER (stepper), &counters);
  queens_backtrack_stepper_get_counters (stepper, &own);
  steps = queens_format_count (counters.steps);
  nodes = queens_format_count (counters.kept);
  dead_ends = queens_format_count (own.dead_ends);
  solutions = queens_format_count (counters.solutions);

  /* Counts come formatted (grouped per locale), so the translatable
   * string holds only plain %s and %u. */
  /* Translators: the backtracking search watched step by step, one figure a
   * line: the steps so far, the nodes of the search tree (safe placements)
   * tried, the dead ends, how many queens are on the board and the board
   * size N, how many solutions were found, and last " (all)" once the
   * search has found them all, or nothing.  Reorder with %1$s, %2$s, %3$s,
   * %4$u, %5$u, %6$s, %7$s if needed. */
  return g_strdup_printf (_("Steps: %s\n"
                            "Nodes tried: %s\n"
                            "Dead ends: %s\n"
                            "Depth: %u of %u\n"
                            "Solutions found: %s%s"),
                          steps, nodes, dead_ends,
                          queens_backtrack_stepper_get_depth (stepper), self->n,
                          solutions,
                          queens_stepper_is_finished (QUEENS_STEPPER (stepper)) ? _(" (all)") : "");
}

static char *
describe_min_conflicts (QueensWatchView           *self,
                        QueensMinConflictsStepper *stepper)
{
  QueensStepperCounters counters;
  g_autofree char *moves = NULL;

  queens_stepper_get_counters (QUEENS_STEPPER (stepper), &counters);
  moves = queens_format_count (counters.steps);

  /* Translators: min-conflicts watched step by step: the moves so far, how many
   * pairs of queens attack each other, and "Solved" or "Not solved yet".
   * Reorder with %1$s, %2$u, %3$s if needed. */
  return g_strdup_printf (_("Moves: %s\n"
                            "Attacking pairs: %u\n"
                            "%s"),
                          moves,
                          queens_min_conflicts_stepper_get_conflicts (stepper),
                          queens_stepper_is_solution (QUEENS_STEPPER (stepper)) ? _("Solved")
                                                                                : _("Not solved yet"));
}

static char *
describe_textbook (QueensWatchView       *self,
                   QueensTextbookStepper *stepper)
{
  QueensStepperCounters counters;
  g_autofree char *steps = NULL;
  g_autofree char *total = queens_format_count (queens_textbook_stepper_get_total_steps (stepper));
  g_autofree char *solutions = NULL;
  g_autofree char *kept_text = NULL;
  g_autofree char *level = NULL;
  g_autofree char *next = NULL;
  g_autofree char *held = NULL;

  queens_stepper_get_counters (QUEENS_STEPPER (stepper), &counters);
  steps = queens_format_count (counters.steps);
  solutions = queens_format_count (counters.solutions);
  kept_text = queens_format_count (counters.kept);

  if (!queens_textbook_stepper_holds_levels (stepper))
    /* Translators: a textbook method watched step by step: the squares tried so
     * far and how many there are to try, the boards kept (safe placements), and
     * the solutions found.  Reorder with %1$s, %2$s, %3$s, %4$s if needed. */
    return g_strdup_printf (_("Squares tried: %s of %s\n"
                              "Boards kept: %s\n"
                              "Solutions found: %s"),
                            steps, total, kept_text, solutions);

  /* What the method holds: the level it extends and the next one so far. */
  level = queens_format_count (queens_textbook_stepper_get_level_size (stepper));
  next = queens_format_count (queens_textbook_stepper_get_next_level_size (stepper));
  held = queens_format_count (queens_textbook_stepper_get_level_size (stepper)
                              + queens_textbook_stepper_get_next_level_size (stepper));
  /* Translators: breadth-first watched step by step: the squares tried so far
   * and how many there are to try, the boards kept (safe placements), the
   * solutions found, the boards held in memory, then the row the boards being
   * extended are filled to and how many of them there are, and the next row and
   * how many boards of it are built so far, as in "(row 3: 16, row 4 so far:
   * 5)".  Reorder with %1$s, %2$s, %3$s, %4$s, %5$s, %6$u, %7$s, %8$u, %9$s if
   * needed. */
  return g_strdup_printf (_("Squares tried: %s of %s\n"
                            "Boards kept: %s\n"
                            "Solutions found: %s\n"
                            "Boards held: %s\n"
                            "(row %u: %s, row %u so far: %s)"),
                          steps, total, kept_text, solutions, held,
                          queens_textbook_stepper_get_level_depth (stepper), level,
                          queens_textbook_stepper_get_level_depth (stepper) + 1, next);
}

static const char *
explain_textbook (QueensWatchView *self)
{
  switch (self->method)
    {
    case METHOD_BREADTH_FIRST:
      return _("Breadth-first (SICP 2.42): hold every safe placement of queens in the rows so far, "
               "extend each by every square of the next row and keep the safe ones. The same "
               "boards as backtracking, but a whole row's worth at a time.");
    case METHOD_PERMUTATIONS:
      return _("Generate and test: build every arrangement of the queens in distinct columns and "
               "check only the full ones for diagonal attacks: N! candidates. A cross marks a "
               "refused board.");
    case METHOD_LOUIS:
      return _("Louis Reasoner (SICP 2.43): breadth-first with its two loops swapped, so the "
               "boards of the rows above are worked out again, from scratch, for every square "
               "of the new row.");
    case METHOD_BACKTRACKING:
    case METHOD_MIN_CONFLICTS:
    case N_METHODS:
    default:
      g_return_val_if_reached ("");
    }
}

/* Why the chosen method cannot be watched at this N, or what it does. */
static char *
explain (QueensWatchView *self)
{
  gboolean available = self->stepper != NULL;

  switch (self->method)
    {
    case METHOD_BACKTRACKING:
      if (available)
        return g_strdup (_("Backtracking: fill the rows from the top, each queen on the leftmost "
                           "square no queen above attacks; when a row has none left, take the "
                           "last queen back and try further right. Crosses mark refused squares."));
      if (queens_watch_view_can_watch (self, METHOD_MIN_CONFLICTS))
        /* Translators: %u is the largest board backtracking can be watched on,
         * as in "Backtracking can be watched up to N = 32: ..." */
        return g_strdup_printf (_("Backtracking can be watched up to N = %u: beyond that its "
                                  "search tree is far too large to follow step by step. "
                                  "Min-conflicts repairs a whole board at once and can be "
                                  "watched here."),
                                QUEENS_BACKTRACK_STEPPER_MAX_N);
      /* Translators: %u is the largest board backtracking can be watched on, %u
       * the largest for min-conflicts, as in "Backtracking can be watched up to
       * N = 32 and min-conflicts up to N = 64: ...".  Reorder with %1$u, %2$u
       * if needed. */
      return g_strdup_printf (_("Backtracking can be watched up to N = %u and min-conflicts "
                                "up to N = %u: on larger boards there are too many steps "
                                "to follow. Choose a smaller N to watch, or browse the "
                                "solutions of this one."),
                              QUEENS_BACKTRACK_STEPPER_MAX_N,
                              QUEENS_MIN_CONFLICTS_STEPPER_MAX_N);

    case METHOD_MIN_CONFLICTS:
      if (available)
        {
          g_autofree char *history = queens_format_count (QUEENS_MIN_CONFLICTS_STEPPER_HISTORY);

          /* Translators: %s is how many moves stepping back goes through,
           * digits grouped, as in "... Stepping back remembers the last 10,000
           * moves." */
          return g_strdup_printf (ngettext ("Min-conflicts: start from a random board with one queen per row, "
                                            "then move the most attacked queen to the least attacked square of "
                                            "its row; now and then move a random attacked queen to a random "
                                            "square instead, so that the search never goes round in circles. "
                                            "Stepping back remembers the last %s move.",
                                            "Min-conflicts: start from a random board with one queen per row, "
                                            "then move the most attacked queen to the least attacked square of "
                                            "its row; now and then move a random attacked queen to a random "
                                            "square instead, so that the search never goes round in circles. "
                                            "Stepping back remembers the last %s moves.",
                                            QUEENS_MIN_CONFLICTS_STEPPER_HISTORY),
                                  history);
        }
      /* Translators: %u is the smallest and %u the largest board min-conflicts
       * can be watched on, as in "Min-conflicts can be watched for N = 4 to
       * 64."  Reorder with %1$u, %2$u if needed. */
      return g_strdup_printf (_("Min-conflicts can be watched for N = %u to %u."),
                              QUEENS_MIN_CONFLICTS_STEPPER_MIN_N,
                              QUEENS_MIN_CONFLICTS_STEPPER_MAX_N);

    case METHOD_BREADTH_FIRST:
    case METHOD_PERMUTATIONS:
    case METHOD_LOUIS:
      if (!available)
        /* Translators: %u is the largest board these methods can be watched on,
         * as in "... can be watched up to N = 10." */
        return g_strdup_printf (_("Breadth-first, permutations and Louis Reasoner's version "
                                  "can be watched up to N = %u."),
                                QUEENS_TEXTBOOK_STEPPER_MAX_N);
      return g_strdup (explain_textbook (self));

    case N_METHODS:
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

/* How far the search got; NULL when there is none to watch. */
static char *
describe (QueensWatchView *self)
{
  if (QUEENS_IS_BACKTRACK_STEPPER (self->stepper))
    return describe_backtracking (self, QUEENS_BACKTRACK_STEPPER (self->stepper));
  if (QUEENS_IS_MIN_CONFLICTS_STEPPER (self->stepper))
    return describe_min_conflicts (self, QUEENS_MIN_CONFLICTS_STEPPER (self->stepper));
  if (QUEENS_IS_TEXTBOOK_STEPPER (self->stepper))
    return describe_textbook (self, QUEENS_TEXTBOOK_STEPPER (self->stepper));
  return NULL;
}

void
queens_watch_view_describe (QueensWatchView  *self,
                            char            **out_explanation,
                            char            **out_counters)
{
  *out_explanation = explain (self);
  *out_counters = describe (self);
}
