/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-join-count.c: the join counter, its matcher's paths and its memory
 *
 * The matcher's every path against pairs counted one by one; the tasks'
 * weights against the column sets they stand for; every task counted on
 * every path of this machine and with lists too short to hold it; and
 * whole counts against the published ones.
 */

#include "config.h"

#include <string.h>

#include "known-counts.h"
#include "queens-count-part.h"
#include "queens-join-count.h"
#include "queens-solver.h"

static guint64
pairs_by_hand (const guint64 *keys,
               gsize          n_keys,
               const guint64 *queries,
               gsize          n_queries)
{
  guint64 total = 0;

  for (gsize q = 0; q < n_queries; q++)
    for (gsize i = 0; i < n_keys; i++)
      total += (keys[i] & queries[q]) == 0;

  return total;
}

/* Keys of @n_bits bits with about @density of them set, and a few bits
 * set in all of them or in none, as lists of halves have. */
static void
random_keys (GRand   *rand,
             guint64 *keys,
             gsize    n_keys,
             guint    n_bits,
             double   density,
             guint64  always)
{
  for (gsize i = 0; i < n_keys; i++)
    {
      guint64 key = always;

      for (guint bit = 0; bit < n_bits; bit++)
        if (g_rand_double (rand) < density)
          key |= G_GUINT64_CONSTANT (1) << bit;
      keys[i] = key & ~(G_GUINT64_CONSTANT (1) << (n_bits - 1));
    }
}

/* Every usable path, slicing and one by one, gives the count by hand, on
 * lists from empty to long enough for every cut and for tails of every
 * length. */
static void
test_match_paths (void)
{
  const gsize sizes[] = { 0, 1, 7, 63, 64, 65, 511, 513, 1000, 2100, 5000, 9000 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  guint n_paths = 0;

  for (JoinPath path = JOIN_PATH_PLAIN; path < JOIN_N_PATHS; path++)
    {
      JoinSlices slices;

      if (!join_path_usable (path))
        {
          g_test_message ("path %s: not on this machine", join_path_name (path));
          continue;
        }
      n_paths++;
      join_slices_init (&slices, 34, 9000, path);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        for (guint round = 0; round < 2; round++)
          {
            gsize n_keys = sizes[i];
            gsize n_queries = 1 + g_rand_int_range (rand, 0, 300);
            g_autofree guint64 *keys = g_new (guint64, MAX (n_keys, 1));
            g_autofree guint64 *queries = g_new (guint64, n_queries);
            guint64 expected;

            /* The second round: one bit in every key, which a query
             * holding it meets none of. */
            random_keys (rand, keys, n_keys, 34, 0.25 + 0.1 * i / 4, round == 1 ? 1u << 5 : 0);
            random_keys (rand, queries, n_queries, 34, 0.3, 0);
            expected = pairs_by_hand (keys, n_keys, queries, n_queries);

            join_slices_fill (&slices, keys, n_keys, queries, n_queries);
            g_assert_cmpuint (join_slices_count (&slices, queries, n_queries), ==, expected);
            g_assert_cmpuint (join_count_pairs (keys, n_keys, queries, n_queries, path), ==,
                              expected);
          }
      join_slices_clear (&slices);
    }

  /* The portable path is there on every machine. */
  g_assert_cmpuint (n_paths, >=, 1);
  g_assert_true (join_path_usable (join_path_best ()));
}

static guint64
binomial (guint n,
          guint k)
{
  guint64 result = 1;

  for (guint i = 1; i <= k; i++)
    result = result * (n - k + i) / i;

  return result;
}

/* The tasks stand for every split of the columns between the two halves
 * exactly once, weights included: for even N, C(N, N/2) column sets; for
 * odd N, C(N - 1, (N - 1)/2) for each of the N middle columns. */
static void
test_task_weights (void)
{
  for (guint n = JOIN_MIN_N; n <= JOIN_MAX_N; n++)
    {
      g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
      guint half = n / 2;
      guint64 splits = 0;
      guint64 expected = n % 2 == 0 ? binomial (n, half) : n * binomial (n - 1, half);

      collect_join_tasks (n, tasks);
      g_assert_cmpuint (tasks->len, >=, 60);
      for (guint i = 0; i < tasks->len; i++)
        {
          const CountTask *task = &g_array_index (tasks, CountTask, i);
          guint32 fixed_held = (guint32) task->word;
          guint free_columns = join_task_free_columns (n, task);
          guint wanted = half - (guint) __builtin_popcount (fixed_held);

          g_assert_cmpuint (task->kind, ==, COUNT_TASK_JOIN);
          g_assert_cmpuint (task->weight, >=, 1);
          g_assert_cmpuint (task->weight, <=, 4);
          splits += task->weight * binomial (free_columns, wanted);
        }
      g_test_message ("N = %u: %u tasks", n, tasks->len);
      g_assert_cmpuint (splits, ==, expected);
    }
}

/* Every task of N counted on each path and (up to N = 14) with lists far
 * too short as well as long enough gives one answer, and the weighted
 * sum is N's count. */
static void
assert_tasks_agree (guint n,
                    guint every)
{
  g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
  g_autoptr(JoinWorkspace) roomy = join_workspace_new (n, 1u << 18, JOIN_PATH_PLAIN);
  g_autoptr(JoinWorkspace) cramped = join_workspace_new (n, 40, join_path_best ());
  JoinWorkspace *fast[JOIN_N_PATHS] = { NULL, };
  guint64 total = 0;

  for (JoinPath path = JOIN_PATH_AVX2; path < JOIN_N_PATHS; path++)
    if (join_path_usable (path))
      fast[path] = join_workspace_new (n, 1u << 18, path);

  collect_join_tasks (n, tasks);
  for (guint i = 0; i < tasks->len; i += every)
    {
      const CountTask *task = &g_array_index (tasks, CountTask, i);
      SearchControl control;
      guint64 plain, other;

      search_control_init (&control, NULL, NULL, 0);
      plain = join_count_task (task, roomy, &control);
      total += plain * task->weight;
      for (JoinPath path = JOIN_PATH_AVX2; path < JOIN_N_PATHS; path++)
        if (fast[path] != NULL)
          {
            other = join_count_task (task, fast[path], &control);
            g_assert_cmpuint (other, ==, plain);
          }
      /* Piece by piece the lists are walked again for every piece: up to
       * N = 14 that takes each kind of task there is, and beyond it 95%
       * of this test's time (a minute under the sanitizers). */
      if (n <= 14)
        {
          other = join_count_task (task, cramped, &control);
          g_assert_cmpuint (other, ==, plain);
        }
      g_assert_false (control.cancelled);
    }
  for (JoinPath path = JOIN_PATH_AVX2; path < JOIN_N_PATHS; path++)
    join_workspace_free (fast[path]);
  if (every == 1)
    g_assert_cmpuint (total, ==, known_counts_total (n));
}

static void
test_tasks_agree (void)
{
  assert_tasks_agree (12, 1);
  assert_tasks_agree (13, 1);
  assert_tasks_agree (14, 3);
  assert_tasks_agree (15, 11);
  assert_tasks_agree (16, 13);
}

/* Whole counts by the join against the published totals and classes
 * (N = 16 to 19: test-join-long.c). */
static void
test_known_counts (void)
{
  for (guint n = JOIN_MIN_N; n <= 15; n++)
    {
      QueensCountPart part;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (queens_solver_count_method (n, 0, 2), ==, QUEENS_COUNT_METHOD_JOIN);
      g_assert_true (queens_solver_count_part_within (n, 1, 1, 2, 0, NULL, NULL, NULL, NULL,
                                                      &part, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (part.total, ==, known_counts_total (n));
      g_assert_cmpuint (queens_count_unique (n, part.total, part.quarter_turn_fixed,
                                             part.half_turn_fixed),
                        ==, known_counts_unique (n));
    }
}

/* A budget too small for the lists: the count searches instead, and
 * says so by its method; both come to the same figures. */
static void
test_memory_budget (void)
{
  guint64 least = queens_solver_count_join_memory (15, 2);
  QueensCountPart joined, searched;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (queens_solver_count_method (15, least, 2), ==, QUEENS_COUNT_METHOD_JOIN);
  g_assert_cmpint (queens_solver_count_method (15, least - 1, 2), ==,
                   QUEENS_COUNT_METHOD_SEARCH);
  g_assert_cmpint (queens_solver_count_method (15, 1024, 2), ==, QUEENS_COUNT_METHOD_SEARCH);
  g_assert_cmpint (queens_solver_count_method (JOIN_MIN_N - 1, 0, 2), ==,
                   QUEENS_COUNT_METHOD_SEARCH);
  g_assert_cmpint (queens_solver_count_method (JOIN_MAX_N + 1, 0, 2), ==,
                   QUEENS_COUNT_METHOD_SEARCH);

  /* What a thread allocates stays within its share of the budget. */
  for (guint64 memory = least; memory < (G_GUINT64_CONSTANT (4) << 30); memory *= 3)
    for (guint n = JOIN_MIN_N; n <= JOIN_MAX_N; n += 5)
      {
        gsize keys = join_keys_within (n, memory, 2);

        g_assert_cmpuint (join_workspace_bytes (n, keys), <=, memory / 2);
      }

  /* Just enough: the lists are short and many tasks walk in pieces. */
  g_assert_true (queens_solver_count_part_within (15, 1, 1, 2, least, NULL, NULL, NULL, NULL,
                                                  &joined, &error));
  g_assert_no_error (error);
  g_assert_true (queens_solver_count_part_within (15, 1, 1, 2, 1024, NULL, NULL, NULL, NULL,
                                                  &searched, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (joined.total, ==, known_counts_total (15));
  g_assert_cmpuint (searched.total, ==, known_counts_total (15));
  g_assert_cmpuint (joined.half_turn_fixed, ==, searched.half_turn_fixed);
  g_assert_cmpuint (joined.quarter_turn_fixed, ==, searched.quarter_turn_fixed);
}

/* The shares of a join count each hold part of it and add up. */
static void
test_parts_add_up (void)
{
  for (guint n_parts = 2; n_parts <= 7; n_parts += 5)
    {
      guint64 sum = 0;

      for (guint part = 1; part <= n_parts; part++)
        {
          QueensCountPart counted;
          g_autoptr(GError) error = NULL;

          g_assert_true (queens_solver_count_part_within (14, part, n_parts, 2, 0, NULL, NULL,
                                                          NULL, NULL, &counted, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (counted.total, >, 0);
          sum += counted.total;
        }
      g_assert_cmpuint (sum, ==, known_counts_total (14));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/join/match-paths", test_match_paths);
  g_test_add_func ("/join/task-weights", test_task_weights);
  g_test_add_func ("/join/tasks-agree", test_tasks_agree);
  g_test_add_func ("/join/known-counts", test_known_counts);
  g_test_add_func ("/join/memory-budget", test_memory_budget);
  g_test_add_func ("/join/parts-add-up", test_parts_add_up);

  return g_test_run ();
}
