/* queens-watch-text.c: what the watched method does, and how far it got */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-format.h"
#include "queens-watch-view-private.h"

static char *
describe_backtracking (QueensWatchView *self)
{
  QueensBacktrackCounters counters;
  g_autofree char *steps = NULL;
  g_autofree char *nodes = NULL;
  g_autofree char *dead_ends = NULL;
  g_autofree char *solutions = NULL;

  queens_backtrack_stepper_get_counters (self->backtrack, &counters);
  steps = queens_format_count (counters.steps);
  nodes = queens_format_count (counters.nodes);
  dead_ends = queens_format_count (counters.dead_ends);
  solutions = queens_format_count (counters.solutions);

  /* Counts come formatted (grouped per locale), so the translatable
   * string holds only plain %s and %u. */
  return g_strdup_printf (_("Steps: %s\n"
                            "Nodes tried: %s\n"
                            "Dead ends: %s\n"
                            "Depth: %u of %u\n"
                            "Solutions found: %s%s"),
                          steps, nodes, dead_ends,
                          queens_backtrack_stepper_get_depth (self->backtrack), self->n,
                          solutions,
                          queens_backtrack_stepper_is_finished (self->backtrack) ? _(" (all)") : "");
}

static char *
describe_min_conflicts (QueensWatchView *self)
{
  QueensMinConflictsStepper *stepper = self->min_conflicts;
  g_autofree char *moves = queens_format_count (queens_min_conflicts_stepper_get_steps (stepper));

  return g_strdup_printf (_("Moves: %s\n"
                            "Attacking pairs: %u\n"
                            "%s"),
                          moves,
                          queens_min_conflicts_stepper_get_conflicts (stepper),
                          queens_min_conflicts_stepper_is_solution (stepper) ? _("Solved")
                                                                             : _("Not solved yet"));
}

static char *
describe_textbook (QueensWatchView *self)
{
  const QueensTextbookStepper *stepper = self->textbook;
  g_autofree char *steps = queens_format_count (queens_textbook_stepper_get_steps (stepper));
  g_autofree char *total = queens_format_count (queens_textbook_stepper_get_total_steps (stepper));
  g_autofree char *solutions = queens_format_count (queens_textbook_stepper_get_solutions (stepper));
  guint64 kept = 0;
  g_autofree char *kept_text = NULL;
  g_autofree char *level = NULL;
  g_autofree char *next = NULL;
  g_autofree char *held = NULL;

  for (guint row = 0; row < self->n; row++)
    kept += queens_textbook_stepper_get_row_kept (stepper, row);
  kept_text = queens_format_count (kept);

  if (self->method == METHOD_PERMUTATIONS)
    return g_strdup_printf (_("Squares tried: %s of %s\n"
                              "Boards kept: %s\n"
                              "Solutions found: %s"),
                            steps, total, kept_text, solutions);

  /* What the method holds: the level it extends and the next one so far. */
  level = queens_format_count (queens_textbook_stepper_get_level_size (stepper));
  next = queens_format_count (queens_textbook_stepper_get_next_level_size (stepper));
  held = queens_format_count (queens_textbook_stepper_get_level_size (stepper)
                              + queens_textbook_stepper_get_next_level_size (stepper));
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

void
queens_watch_view_describe (QueensWatchView  *self,
                            char            **out_explanation,
                            char            **out_counters)
{
  char *explanation = NULL;
  char *counters = NULL;
  gboolean backtracking = self->method == METHOD_BACKTRACKING;

  if (queens_watch_view_is_textbook (self))
    {
      if (self->textbook == NULL)
        explanation = g_strdup_printf (_("Breadth-first, permutations and Louis Reasoner's version "
                                         "can be watched up to N = %u."),
                                       QUEENS_TEXTBOOK_STEPPER_MAX_N);
      else
        {
          explanation = g_strdup (explain_textbook (self));
          counters = describe_textbook (self);
        }
    }
  else if (backtracking)
    {
      explanation = g_strdup (_("Backtracking: fill the rows from the top, each queen on the leftmost "
                                "square no queen above attacks; when a row has none left, take the "
                                "last queen back and try further right. Crosses mark refused squares."));
      if (self->backtrack == NULL)
        {
          g_free (explanation);
          if (self->min_conflicts != NULL)
            explanation = g_strdup_printf (_("Backtracking can be watched up to N = %u: beyond that its "
                                             "search tree is far too large to follow step by step. "
                                             "Min-conflicts repairs a whole board at once and can be "
                                             "watched here."),
                                           QUEENS_BACKTRACK_STEPPER_MAX_N);
          else
            explanation = g_strdup_printf (_("Backtracking can be watched up to N = %u and min-conflicts "
                                             "up to N = %u: on larger boards there are too many steps "
                                             "to follow. Choose a smaller N to watch, or browse the "
                                             "solutions of this one."),
                                           QUEENS_BACKTRACK_STEPPER_MAX_N,
                                           QUEENS_MIN_CONFLICTS_STEPPER_MAX_N);
        }
      else
        counters = describe_backtracking (self);
    }
  else
    {
      g_autofree char *history = queens_format_count (QUEENS_MIN_CONFLICTS_STEPPER_HISTORY);

      explanation = g_strdup_printf (ngettext ("Min-conflicts: start from a random board with one queen per row, "
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
      if (self->min_conflicts == NULL)
        {
          g_free (explanation);
          explanation = g_strdup_printf (_("Min-conflicts can be watched for N = %u to %u."),
                                         QUEENS_MIN_CONFLICTS_STEPPER_MIN_N,
                                         QUEENS_MIN_CONFLICTS_STEPPER_MAX_N);
        }
      else
        counters = describe_min_conflicts (self);
    }

  *out_explanation = explanation;
  *out_counters = counters;
}
