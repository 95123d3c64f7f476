/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-count-search.c: the counter's task searches (the vector search
 * where the machine has AVX-512, the AVX2 one with the last five rows in
 * closed form) count exactly what the forward-checking search counts, on
 * every constellation task and on random positions, and stop when told
 * to; the tasks' run order samples the whole list; the count reports its
 * threads' CPU time */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "known-counts.h"
#include "queens-constellation.h"
#include "queens-construct.h"
#include "queens-count-search.h"
#include "queens-solver.h"

static guint64
reference_count (SearchState start,
                 guint       n)
{
  SearchControl control;

  search_control_init (&control, NULL, NULL, 0);
  return count_search (start, n, &control);
}

/* The task search's count, which the AVX2 search must find too. */
static guint64
task_count (SearchState start,
            guint       n)
{
  SearchControl control;
  guint64 found;

  search_control_init (&control, NULL, NULL, 0);
  found = count_task_search (start, n, &control);
  g_assert_false (control.cancelled);
  g_assert_false (control.exhausted);

  search_control_init (&control, NULL, NULL, 0);
  g_assert_cmpuint (count_search_avx2 (start, n, &control), ==, found);
  g_assert_false (control.cancelled);
  g_assert_false (control.exhausted);

  return found;
}

/* Every task of N = 6..14 alike, and their weighted sum is the published
 * total. */
static void
test_constellations (void)
{
  guint vectorised = 0;

  for (guint n = 6; n <= 14; n++)
    {
      g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
      guint64 total = 0;

      collect_constellations (n, tasks);
      g_assert_cmpuint (tasks->len, >, 0);
      for (guint i = 0; i < tasks->len; i++)
        {
          const CountTask *task = &g_array_index (tasks, CountTask, i);
          guint64 found = task_count (task->state, n);

          if (found != reference_count (task->state, n))
            g_error ("N = %u, task %u: %" G_GUINT64_FORMAT " solutions, the reference search %"
                     G_GUINT64_FORMAT, n, i, found, reference_count (task->state, n));
          total += found * task->weight;
          vectorised += count_task_search_vectorised (task->state);
        }
      g_assert_cmpuint (total, ==, known_counts_total (n));
    }

  g_test_message ("%u tasks ran on the vector search", vectorised);
}

/* Places up to @n_queens random queens that do not attack each other. */
static SearchState
random_position (guint  n,
                 guint  n_queens,
                 GRand *rand)
{
  SearchState state = { board_mask (n), 0, 0, 0 };

  for (guint placed = 0, attempts = 0; placed < n_queens && attempts < 50 * n; attempts++)
    {
      guint row = (guint) g_rand_int_range (rand, 0, (gint32) n);
      guint column = (guint) g_rand_int_range (rand, 0, (gint32) n);

      if (!search_state_is_free (&state, n, row, column))
        continue;
      search_state_place (&state, n, row, column);
      placed++;
    }

  return state;
}

/* Random positions, empty rows anywhere: N up to 18 fits the lanes; N = 20
 * and 24 with few queens do not, and their outer rows are placed first. */
static void
test_random_positions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (19);

  for (guint round = 0; round < 400; round++)
    {
      guint n = (guint) g_rand_int_range (rand, 4, 19);
      guint n_queens = (guint) g_rand_int_range (rand, 0, (gint32) n / 2 + 1);
      SearchState state;

      /* Boards past 13 only with enough queens to finish quickly. */
      if (n > 13)
        n_queens = MAX (n_queens, n - 10);
      state = random_position (n, n_queens, rand);
      g_assert_cmpuint (task_count (state, n), ==, reference_count (state, n));
    }

  for (guint round = 0; round < 20; round++)
    {
      SearchState state = random_position (20, 11, rand);

      g_assert_cmpuint (task_count (state, 20), ==, reference_count (state, 20));
      state = random_position (24, 15, rand);
      g_assert_cmpuint (task_count (state, 24), ==, reference_count (state, 24));
    }
}

/* The last five rows are counted in closed form: positions with five to
 * seven empty rows, anywhere on boards of 8 to 32, from a known solution
 * (so at least that one is found) and with one of the kept queens moved
 * (often none is). */
static void
test_last_rows (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  guint with_solutions = 0;
  guint without = 0;

  for (guint n = 8; n <= QUEENS_SOLVER_MAX_COUNT_N; n++)
    {
      g_autofree guint32 *columns = g_new (guint32, n);

      g_assert_true (queens_construct_solution (n, columns));
      for (guint round = 0; round < 40; round++)
        {
          guint n_empty = (guint) g_rand_int_range (rand, 5, 8);
          /* Half the rounds keep the empty rows within the 16 lanes. */
          guint span = round % 2 == 0 ? MIN (n, 16) : n;
          guint first = (guint) g_rand_int_range (rand, 0, (gint32) (n - span + 1));
          guint32 empty = 0;
          SearchState state = { board_mask (n), 0, 0, 0 };
          guint64 found;

          while ((guint) __builtin_popcount (empty) < n_empty)
            empty |= 1u << (first + (guint) g_rand_int_range (rand, 0, (gint32) span));
          for (guint row = 0; row < n; row++)
            if ((empty & (1u << row)) == 0)
              search_state_place (&state, n, row, columns[row]);

          if (round % 4 == 3)
            {
              /* Move one kept queen to another free square of its row. */
              gboolean moved = FALSE;

              for (guint attempt = 0; attempt < 100 && !moved; attempt++)
                {
                  guint row = (guint) g_rand_int_range (rand, 0, (gint32) n);
                  guint column = (guint) g_rand_int_range (rand, 0, (gint32) n);
                  SearchState other = { board_mask (n), 0, 0, 0 };

                  /* Free columns are those of the empty rows. */
                  if (attempt % 2 == 0)
                    column = columns[first + (guint) g_rand_int_range (rand, 0, (gint32) span)];
                  if ((empty & (1u << row)) != 0 || column == columns[row])
                    continue;
                  for (guint kept = 0; kept < n; kept++)
                    if ((empty & (1u << kept)) == 0 && kept != row)
                      search_state_place (&other, n, kept, columns[kept]);
                  if (!search_state_is_free (&other, n, row, column))
                    continue;
                  search_state_place (&other, n, row, column);
                  state = other;
                  moved = TRUE;
                }
              /* On a large board the kept queens may leave it no room. */
              if (!moved)
                continue;
            }

          found = task_count (state, n);
          g_assert_cmpuint (found, ==, reference_count (state, n));
          if (round % 4 != 3)
            g_assert_cmpuint (found, >=, 1);
          if (found > 1)
            with_solutions++;
          else if (found == 0)
            without++;
        }
    }

  /* Both kinds of position were met, not only the easy one. */
  g_test_message ("%u positions with several solutions, %u with none", with_solutions, without);
  g_assert_cmpuint (with_solutions, >, 20);
  g_assert_cmpuint (without, >, 20);
}

/* The run order visits every task once, and any first k tasks are spread
 * over the sorted list: no gap between two of them (or an end) is more
 * than 2.5 times the even spacing, whether k is 10 or most of the list
 * (a stride of 16, the order before, left gaps of 60 times at k = 70 of
 * 13,122 tasks). */
static void
test_run_order (void)
{
  static const guint lengths[] = { 1, 2, 3, 7, 16, 100, 256, 1000, 3206, 4319, 5746, 13122 };

  for (guint l = 0; l < G_N_ELEMENTS (lengths); l++)
    {
      guint n_tasks = lengths[l];
      g_autofree guint *order = g_new (guint, n_tasks);
      g_autofree guint8 *seen = g_new0 (guint8, n_tasks);
      g_autofree guint8 *run = g_new0 (guint8, n_tasks);

      count_tasks_run_order (n_tasks, order);
      for (guint k = 0; k < n_tasks; k++)
        {
          g_assert_cmpuint (order[k], <, n_tasks);
          g_assert_cmpuint (seen[order[k]], ==, 0);
          seen[order[k]] = 1;
        }

      for (guint k = 1; k <= n_tasks; k++)
        {
          guint gap = 0, widest = 0;

          run[order[k - 1]] = 1;
          if (k < 10 || (k % 7 != 0 && k != n_tasks))
            continue;
          for (guint index = 0; index < n_tasks; index++)
            {
              gap = run[index] ? 0 : gap + 1;
              widest = MAX (widest, gap);
            }
          if ((guint64) widest * k * 2 > 5 * (guint64) n_tasks)
            g_error ("%u tasks: the first %u leave a gap of %u", n_tasks, k, widest);
        }
    }
}

/* Tasks of N = 19 whose empty rows span 17 lanes, each with three more
 * queens in its middle rows to keep the test short. */
static void
test_wide_constellations (void)
{
  g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  guint tested = 0;

  collect_constellations (19, tasks);
  for (guint i = 0; i < tasks->len && tested < 40; i++)
    {
      SearchState state = g_array_index (tasks, CountTask, i).state;
      guint32 rows = state.rows;

      if (31 - (guint) __builtin_clz (rows) - (guint) __builtin_ctz (rows) < 16)
        continue;
      for (guint placed = 0, attempts = 0; placed < 3 && attempts < 200; attempts++)
        {
          guint row = (guint) g_rand_int_range (rand, 6, 13);
          guint column = (guint) g_rand_int_range (rand, 0, 19);

          if (search_state_is_free (&state, 19, row, column))
            {
              search_state_place (&state, 19, row, column);
              placed++;
            }
        }
      g_assert_cmpuint (state.rows & 0x20002u, ==, 0x20002u);
      g_assert_cmpuint (task_count (state, 19), ==, reference_count (state, 19));
      tested++;
    }
  g_assert_cmpuint (tested, ==, 40);
}

/* Which search runs: never the vector one for a full board; for the
 * others, however wide, whatever the machine has; the AVX2 one where
 * the machine has AVX2. */
static void
test_lanes (void)
{
  SearchState wide = { board_mask (20), 0, 0, 0 };
  SearchState full = { 0, board_mask (8), 0, 0 };
  SearchState narrow = { board_mask (16), 0, 0, 0 };

  g_assert_cmpint (count_task_search_vectorised (wide), ==, count_task_search_vectorised (narrow));
#if defined(__x86_64__)
  g_assert_cmpint (count_search_avx2_usable (), ==,
                   __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("bmi2")
                   && __builtin_cpu_supports ("popcnt"));
#else
  g_assert_false (count_search_avx2_usable ());
#endif
  g_assert_false (count_task_search_vectorised (full));
  g_assert_cmpuint (task_count (full, 8), ==, 1);
  g_test_message ("the vector search %s on this machine",
                  count_task_search_vectorised (narrow) ? "runs" : "does not run");
}

/* A raised stop flag ends the search at its first look, a node limit once
 * the nodes are spent. */
static void
test_stops (void)
{
  g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
  const CountTask *task;
  SearchControl control;
  gint stop = 1;

  collect_constellations (16, tasks);
  task = &g_array_index (tasks, CountTask, 0);

  search_control_init (&control, &stop, NULL, 0);
  g_assert_cmpuint (count_task_search (task->state, 16, &control), ==, 0);
  g_assert_true (control.cancelled);

  search_control_init (&control, NULL, NULL, 1000);
  count_task_search (task->state, 16, &control);
  g_assert_true (control.exhausted);
  g_assert_false (control.cancelled);
  g_assert_cmpuint (control.nodes, ==, 1000);
}

/* The count reports its threads' CPU time: the busiest thread's is part
 * of the total and, on two threads, at least half of it; the time on idle
 * cores, made of the tasks' times, is part of it too. */
static void
test_thread_cpu_time (void)
{
  g_autoptr(GError) error = NULL;
  QueensCount count;

  g_assert_true (queens_solver_count (14, 2, NULL, NULL, NULL, &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count.total, ==, known_counts_total (14));
  g_assert_cmpfloat (count.busiest_thread_cpu_seconds, >, 0);
  g_assert_cmpfloat (count.busiest_thread_cpu_seconds, <=, count.threads_cpu_seconds);
  g_assert_cmpfloat (count.busiest_thread_cpu_seconds, >=, count.threads_cpu_seconds / 2);
  g_assert_cmpfloat (count.idle_cores_seconds, >, 0);
  g_assert_cmpfloat (count.idle_cores_seconds, <=, count.threads_cpu_seconds);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/count-search/constellations", test_constellations);
  g_test_add_func ("/count-search/random-positions", test_random_positions);
  g_test_add_func ("/count-search/last-rows", test_last_rows);
  g_test_add_func ("/count-search/run-order", test_run_order);
  g_test_add_func ("/count-search/wide-constellations", test_wide_constellations);
  g_test_add_func ("/count-search/lanes", test_lanes);
  g_test_add_func ("/count-search/stops", test_stops);
  g_test_add_func ("/count-search/thread-cpu-time", test_thread_cpu_time);

  return g_test_run ();
}
