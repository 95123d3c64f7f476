/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-stepper.c: every search of Watch through the QueensStepper
 * interface alone: run forward to its end, back again where it can, reset
 * to its start and run again; the board, the row being tried and the
 * counters agree with each other after every step */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "known-counts.h"
#include "queens-backtrack-stepper.h"
#include "queens-board.h"
#include "queens-min-conflicts-stepper.h"
#include "queens-stepper.h"
#include "queens-textbook-stepper.h"

/* Every step is checked and kept: small boards only. */
#define MAX_N 9

typedef struct
{
  const char    *name;
  QueensStepper *(*create) (guint n);
  guint          min_n;
  guint          max_n;
  /* The queens above the row being tried never attack each other. */
  gboolean       safe_above;
  /* Meets every solution, each once (min-conflicts stops at its first). */
  gboolean       enumerates;
} Kind;

static QueensStepper *
new_backtracking (guint n)
{
  return QUEENS_STEPPER (queens_backtrack_stepper_new (n));
}

static QueensStepper *
new_min_conflicts (guint n)
{
  return QUEENS_STEPPER (queens_min_conflicts_stepper_new (n, 7 * n + 1));
}

static QueensStepper *
new_breadth_first (guint n)
{
  return QUEENS_STEPPER (queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_BREADTH_FIRST, n));
}

static QueensStepper *
new_permutations (guint n)
{
  return QUEENS_STEPPER (queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_PERMUTATIONS, n));
}

static QueensStepper *
new_louis (guint n)
{
  return QUEENS_STEPPER (queens_textbook_stepper_new (QUEENS_SEARCH_METHOD_LOUIS, n));
}

static const Kind kinds[] = {
  { "backtracking", new_backtracking, 1, 8, TRUE, TRUE },
  { "min-conflicts", new_min_conflicts, QUEENS_MIN_CONFLICTS_STEPPER_MIN_N, MAX_N, FALSE, FALSE },
  { "breadth-first", new_breadth_first, 1, 6, TRUE, TRUE },
  { "permutations", new_permutations, 1, 6, FALSE, TRUE },
  { "louis", new_louis, 1, 5, TRUE, TRUE },
};

/* What the interface says after a step. */
typedef struct
{
  guint32               columns[MAX_N];
  int                   row;
  gboolean              touched;
  QueensSquare          touched_square;
  gsize                 n_refused;
  QueensSquare          refused[2 * MAX_N];
  QueensStepperCounters counters;
  gboolean              counted_rows;
  guint64               row_tried[MAX_N];
  guint64               row_kept[MAX_N];
  int                   code_line;
  gboolean              solution;
  gboolean              finished;
  gboolean              can_go_back;
} Snapshot;

static void
take (QueensStepper *stepper,
      Snapshot      *snapshot)
{
  guint n = queens_stepper_get_n (stepper);
  g_autofree QueensSquare *refused = NULL;

  g_assert_cmpuint (n, <=, MAX_N);
  memset (snapshot, 0, sizeof *snapshot);
  memcpy (snapshot->columns, queens_stepper_get_columns (stepper), n * sizeof (guint32));
  snapshot->row = queens_stepper_get_row (stepper);
  snapshot->touched = queens_stepper_get_touched (stepper, &snapshot->touched_square);
  refused = queens_stepper_get_refused (stepper, &snapshot->n_refused);
  g_assert_cmpuint (snapshot->n_refused, <=, G_N_ELEMENTS (snapshot->refused));
  g_assert_true ((refused == NULL) == (snapshot->n_refused == 0));
  if (snapshot->n_refused > 0)
    memcpy (snapshot->refused, refused, snapshot->n_refused * sizeof (QueensSquare));
  queens_stepper_get_counters (stepper, &snapshot->counters);
  for (guint row = 0; row < n; row++)
    snapshot->counted_rows = queens_stepper_get_row_counts (stepper, row, &snapshot->row_tried[row],
                                                            &snapshot->row_kept[row]);
  snapshot->code_line = queens_stepper_get_code_line (stepper);
  snapshot->solution = queens_stepper_is_solution (stepper);
  snapshot->finished = queens_stepper_is_finished (stepper);
  snapshot->can_go_back = queens_stepper_can_go_back (stepper);
}

/* The state the search is in, whichever way it came: not the square and
 * the line of its last step, which differ going back. */
static void
assert_same_state (const Snapshot *a,
                   const Snapshot *b)
{
  g_assert_cmpmem (a->columns, sizeof a->columns, b->columns, sizeof b->columns);
  g_assert_cmpint (a->row, ==, b->row);
  g_assert_cmpuint (a->n_refused, ==, b->n_refused);
  g_assert_cmpmem (a->refused, a->n_refused * sizeof (QueensSquare), b->refused,
                   b->n_refused * sizeof (QueensSquare));
  g_assert_cmpmem (&a->counters, sizeof a->counters, &b->counters, sizeof b->counters);
  g_assert_cmpmem (a->row_tried, sizeof a->row_tried, b->row_tried, sizeof b->row_tried);
  g_assert_cmpmem (a->row_kept, sizeof a->row_kept, b->row_kept, sizeof b->row_kept);
  g_assert_cmpint (a->solution, ==, b->solution);
  g_assert_cmpint (a->finished, ==, b->finished);
}

/* Everything, the last step's square and line too. */
static void
assert_same (const Snapshot *a,
             const Snapshot *b)
{
  assert_same_state (a, b);
  g_assert_cmpint (a->touched, ==, b->touched);
  if (a->touched)
    g_assert_cmpmem (&a->touched_square, sizeof a->touched_square, &b->touched_square,
                     sizeof b->touched_square);
  g_assert_cmpint (a->code_line, ==, b->code_line);
  g_assert_cmpint (a->can_go_back, ==, b->can_go_back);
}

/* No two of the queens of rows 0 .. @rows - 1 attack each other. */
static gboolean
queens_are_safe (const guint32 *columns,
                 guint          rows)
{
  for (guint a = 0; a < rows; a++)
    for (guint b = a + 1; b < rows; b++)
      if (columns[a] == columns[b] || columns[a] + (b - a) == columns[b]
          || columns[b] + (b - a) == columns[a])
        return FALSE;

  return TRUE;
}

static guint
code_length (QueensStepper *stepper)
{
  const char * const *code = queens_stepper_get_code (stepper);

  return code != NULL ? g_strv_length ((char **) code) : 0;
}

/* The board, the row, the square touched and the counters agree. */
static void
assert_consistent (const Kind     *kind,
                   QueensStepper  *stepper,
                   const Snapshot *now)
{
  guint n = queens_stepper_get_n (stepper);
  guint filled = 0;
  guint64 tried = 0;
  guint64 kept = 0;

  for (guint row = 0; row < n; row++)
    {
      if (now->columns[row] == QUEENS_NO_QUEEN)
        continue;
      g_assert_cmpuint (now->columns[row], <, n);
      filled++;
    }

  if (now->row < 0)
    {
      /* No row being tried: at a start, or min-conflicts' full board. */
      g_assert_true (filled == 0 || filled == n);
    }
  else
    {
      /* The queens it builds on fill the rows above; below the row being
       * tried nothing stands yet. */
      g_assert_cmpint (now->row, <=, (int) n);
      for (guint row = 0; row < n; row++)
        {
          if ((int) row < now->row)
            g_assert_cmpuint (now->columns[row], !=, QUEENS_NO_QUEEN);
          else if ((int) row > now->row)
            g_assert_cmpuint (now->columns[row], ==, QUEENS_NO_QUEEN);
        }
      if (kind->safe_above)
        g_assert_true (queens_are_safe (now->columns, MIN ((guint) now->row, n)));
    }

  /* A solution is a full board without an attack, whoever says so. */
  g_assert_cmpint (now->solution, ==, filled == n && queens_are_safe (now->columns, n));

  if (now->touched)
    {
      g_assert_cmpuint (now->touched_square.row, <, n);
      g_assert_cmpuint (now->touched_square.column, <, n);
    }
  for (gsize i = 0; i < now->n_refused; i++)
    {
      g_assert_cmpuint (now->refused[i].row, <, n);
      g_assert_cmpuint (now->refused[i].column, <, n);
      if (i > 0)
        g_assert_cmpuint (now->refused[i - 1].row, <=, now->refused[i].row);
    }

  if (now->counted_rows)
    {
      for (guint row = 0; row < n; row++)
        {
          g_assert_cmpuint (now->row_kept[row], <=, now->row_tried[row]);
          tried += now->row_tried[row];
          kept += now->row_kept[row];
        }
      g_assert_cmpuint (now->counters.tried, ==, tried);
      g_assert_cmpuint (now->counters.kept, ==, kept);
    }
  g_assert_cmpuint (now->counters.kept, <=, MAX (now->counters.tried, now->counters.steps));

  if (code_length (stepper) > 0 && now->touched)
    {
      g_assert_cmpint (now->code_line, >=, 0);
      g_assert_cmpint (now->code_line, <, (int) code_length (stepper));
    }
}

/* The start: nothing done, nothing to take back. */
static void
assert_start (QueensStepper  *stepper,
              const Snapshot *start)
{
  g_assert_cmpuint (start->counters.steps, ==, 0);
  g_assert_cmpuint (start->counters.tried, ==, 0);
  g_assert_cmpuint (start->counters.kept, ==, 0);
  g_assert_false (start->touched);
  g_assert_cmpint (start->code_line, ==, -1);
  g_assert_false (start->can_go_back);
  g_assert_false (queens_stepper_back (stepper));
}

/* Forward to the end, each step checked; the snapshots, the start's
 * first. */
static GArray *
run_forward (const Kind    *kind,
             QueensStepper *stepper)
{
  GArray *run = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  Snapshot now;

  take (stepper, &now);
  g_array_append_val (run, now);
  while (queens_stepper_forward (stepper))
    {
      const Snapshot *before = &g_array_index (run, Snapshot, run->len - 1);

      g_assert_false (before->finished);
      take (stepper, &now);
      assert_consistent (kind, stepper, &now);
      g_assert_cmpuint (now.counters.steps, ==, before->counters.steps + 1);
      /* A solution is counted when the step reaches it. */
      g_assert_cmpuint (now.counters.solutions, ==, before->counters.solutions + (now.solution ? 1 : 0));
      g_assert_true (now.touched);
      g_assert_true (now.can_go_back);
      g_array_append_val (run, now);
    }

  /* At the end forward changes nothing. */
  take (stepper, &now);
  g_assert_true (now.finished);
  assert_same (&now, &g_array_index (run, Snapshot, run->len - 1));
  return run;
}

static void
test_run_back_reset (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint n = kinds[k].min_n; n <= kinds[k].max_n; n++)
      {
        const Kind *kind = &kinds[k];
        g_autoptr(QueensStepper) stepper = kind->create (n);
        g_autoptr(GArray) run = NULL;
        g_autoptr(GArray) again = NULL;
        const Snapshot *end;
        Snapshot now;
        guint steps_back = 0;

        g_test_message ("%s, N = %u", kind->name, n);
        g_assert_cmpuint (queens_stepper_get_n (stepper), ==, n);
        take (stepper, &now);
        assert_consistent (kind, stepper, &now);
        assert_start (stepper, &now);

        run = run_forward (kind, stepper);
        end = &g_array_index (run, Snapshot, run->len - 1);
        g_assert_cmpuint (end->counters.steps, ==, run->len - 1);
        if (kind->enumerates)
          g_assert_cmpuint (end->counters.solutions, ==, known_counts_total (n));
        else
          g_assert_true (end->solution);

        /* Back, step by step, through the same states. */
        while (queens_stepper_can_go_back (stepper))
          {
            g_assert_true (queens_stepper_back (stepper));
            steps_back++;
            take (stepper, &now);
            assert_consistent (kind, stepper, &now);
            assert_same_state (&now, &g_array_index (run, Snapshot, run->len - 1 - steps_back));
          }
        g_assert_false (queens_stepper_back (stepper));
        /* These runs are shorter than min-conflicts' memory: all the way. */
        g_assert_cmpuint (steps_back, ==, run->len - 1);

        /* Forward from the start again, then reset from the end: the same
         * start, and the same run after it. */
        while (queens_stepper_forward (stepper))
          ;
        queens_stepper_reset (stepper);
        take (stepper, &now);
        assert_same (&now, &g_array_index (run, Snapshot, 0));
        again = run_forward (kind, stepper);
        g_assert_cmpuint (again->len, ==, run->len);
        for (guint i = 0; i < run->len; i++)
          assert_same (&g_array_index (again, Snapshot, i), &g_array_index (run, Snapshot, i));

        /* And from the middle. */
        queens_stepper_reset (stepper);
        for (guint i = 0; i < run->len / 2; i++)
          g_assert_true (queens_stepper_forward (stepper));
        queens_stepper_reset (stepper);
        take (stepper, &now);
        assert_same (&now, &g_array_index (run, Snapshot, 0));
        assert_start (stepper, &now);
      }
}

/* Backtracking through the interface at N = 6: its four solutions, each
 * board safe above the row being tried, and the same run after a reset. */
static void
test_backtracking_n6 (void)
{
  g_autoptr(QueensStepper) stepper = new_backtracking (6);
  g_autoptr(GArray) boards = g_array_new (FALSE, FALSE, sizeof (guint32) * 6);
  guint solutions = 0;
  guint i = 0;
  QueensStepperCounters counters;

  while (queens_stepper_forward (stepper))
    {
      const guint32 *columns = queens_stepper_get_columns (stepper);
      int row = queens_stepper_get_row (stepper);

      g_assert_cmpint (row, >=, 0);
      g_assert_true (queens_are_safe (columns, (guint) row));
      if (queens_stepper_is_solution (stepper))
        solutions++;
      g_array_append_vals (boards, columns, 1);
    }
  g_assert_cmpuint (solutions, ==, known_counts_total (6));
  g_assert_cmpuint (solutions, ==, 4);
  queens_stepper_get_counters (stepper, &counters);
  g_assert_cmpuint (counters.solutions, ==, 4);
  g_assert_cmpuint (counters.steps, ==, boards->len);
  g_assert_true (queens_stepper_is_finished (stepper));

  queens_stepper_reset (stepper);
  g_assert_false (queens_stepper_is_finished (stepper));
  g_assert_false (queens_stepper_can_go_back (stepper));
  while (queens_stepper_forward (stepper))
    {
      g_assert_cmpuint (i, <, boards->len);
      g_assert_cmpmem (queens_stepper_get_columns (stepper), 6 * sizeof (guint32),
                       boards->data + i * 6 * sizeof (guint32), 6 * sizeof (guint32));
      i++;
    }
  g_assert_cmpuint (i, ==, boards->len);
}

/* Min-conflicts remembers only so many moves: going back stops there, and
 * says so beforehand. */
static void
test_back_limited (void)
{
  g_autoptr(QueensStepper) stepper =
    QUEENS_STEPPER (queens_min_conflicts_stepper_new_with_history (8, 3, 5));
  guint steps = 0;
  guint back = 0;

  while (steps < 12 && queens_stepper_forward (stepper))
    steps++;
  g_assert_cmpuint (steps, >, 5);
  while (queens_stepper_can_go_back (stepper))
    {
      g_assert_true (queens_stepper_back (stepper));
      back++;
    }
  g_assert_cmpuint (back, ==, 5);
  g_assert_false (queens_stepper_back (stepper));
}

/* What only some methods have answers "nothing" for the others. */
static void
test_optional (void)
{
  g_autoptr(QueensStepper) min_conflicts = new_min_conflicts (8);
  g_autoptr(QueensStepper) permutations = new_permutations (4);
  gsize n_refused = 99;
  guint64 tried = 99;
  guint64 kept = 99;
  QueensSquare square;

  g_assert_null (queens_stepper_get_code (min_conflicts));
  g_assert_cmpint (queens_stepper_get_code_line (min_conflicts), ==, -1);
  g_assert_cmpint (queens_stepper_get_row (min_conflicts), ==, -1);
  g_assert_false (queens_stepper_get_row_counts (min_conflicts, 0, &tried, &kept));
  g_assert_cmpuint (tried, ==, 0);
  g_assert_cmpuint (kept, ==, 0);
  g_assert_null (queens_stepper_get_refused (min_conflicts, &n_refused));
  g_assert_cmpuint (n_refused, ==, 0);
  g_assert_false (queens_stepper_get_touched (min_conflicts, &square));

  /* Permutations' first refused board is its first full arrangement. */
  g_assert_nonnull (queens_stepper_get_code (permutations));
  g_assert_cmpint (queens_stepper_get_row (permutations), ==, -1);
  for (;;)
    {
      g_autofree QueensSquare *refused = queens_stepper_get_refused (permutations, &n_refused);

      if (refused != NULL)
        break;
      g_assert_true (queens_stepper_forward (permutations));
    }
  g_assert_cmpuint (n_refused, ==, 1);
  g_assert_cmpint (queens_stepper_get_row (permutations), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stepper/run-back-reset", test_run_back_reset);
  g_test_add_func ("/stepper/backtracking/n6", test_backtracking_n6);
  g_test_add_func ("/stepper/back-limited", test_back_limited);
  g_test_add_func ("/stepper/optional", test_optional);

  return g_test_run ();
}
