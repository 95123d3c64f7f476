/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solver-count.c: queens_solver_count, all and unique solutions
 *
 * From N = 10 to 23 the join counts (queens-join-count.h) where memory
 * allows: column sets, grouped into tasks, each joining the lists of its
 * half boards.  Otherwise the work splits by constellation
 * (queens-constellation.h): each canonical
 * constellation is an independent task for a thread pool, its count
 * weighted by its orbit size.  The rest of the board is searched with
 * forward checking (queens-count-search.h, on the vector unit where there
 * is one; queens-bitboard.h otherwise): after each queen every empty row
 * must still have a free square and every empty column must still be
 * reachable, and the next row to fill is the one with the fewest free
 * squares.  The pre-placed border queens make that pruning bite early.
 * The number of classes comes from Burnside's lemma: no solution of N > 1
 * is symmetric under a reflection, so unique = (total + 2 F90 + F180) / 8
 * where F90 and F180 count the solutions unchanged by a quarter and a half
 * turn; two small searches that place whole rotation orbits find those.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <time.h>

#include "queens-bitboard.h"
#include "queens-constellation.h"
#include "queens-count-checkpoint.h"
#include "queens-count-part.h"
#include "queens-count-search.h"
#include "queens-join-count.h"
#include "queens-solver.h"
#include "queens-task-pool.h"

/* ------------------------------------------------------------------------ */
/* Solutions fixed by a rotation                                             */
/* ------------------------------------------------------------------------ */

/* Places the whole orbit of (row, column) under the rotation by a quarter
 * turn (@order 4) or a half turn (@order 2); FALSE when two of its squares
 * clash or one is taken. */
static gboolean
place_rotation_orbit (SearchState *state,
                      guint        n,
                      guint        order,
                      guint        row,
                      guint        column)
{
  guint orbit_rows[4];
  guint orbit_cols[4];
  guint step = order == 4 ? 1 : 2;

  for (guint i = 0; i < 4; i += step)
    {
      guint r, c;
      gboolean repeated = FALSE;

      queens_symmetry_apply ((QueensSymmetry) i, n, row, column, &r, &c);
      for (guint j = 0; j < i; j += step)
        if (orbit_rows[j] == r && orbit_cols[j] == c)
          repeated = TRUE;
      orbit_rows[i] = r;
      orbit_cols[i] = c;
      if (repeated)
        continue;
      if (!search_state_is_free (state, n, r, c))
        return FALSE;
      search_state_place (state, n, r, c);
    }

  return TRUE;
}

typedef struct
{
  guint          n;
  guint          order;
  SearchControl *control;
  guint          budget;
} RotationSearch;

static guint64
count_rotation_fixed_below (RotationSearch *search,
                            SearchState     state)
{
  guint n = search->n;
  guint row;
  guint32 free_squares;
  guint64 count = 0;

  if (search->budget == 0)
    {
      search->budget = search_control_grant (search->control);
      if (search->budget == 0)
        return 0;
    }
  search->budget--;

  if (state.rows == 0)
    return 1;

  row = lowest_bit_index (state.rows);
  free_squares = board_mask (n) & ~(state.cols
                                    | (guint32) (state.sums >> row)
                                    | (guint32) (state.diffs >> (n - 1 - row)));
  while (free_squares != 0)
    {
      guint column = lowest_bit_index (free_squares);
      SearchState next = state;

      free_squares &= free_squares - 1;
      if (place_rotation_orbit (&next, n, search->order, row, column))
        count += count_rotation_fixed_below (search, next);
      if (search->control->cancelled || search->control->exhausted)
        return count;
    }

  return count;
}

/* Solutions unchanged by the rotation of @order (2 or 4) whose row 0 queen
 * stands in @first_column. */
static guint64
count_rotation_fixed (guint          n,
                      guint          order,
                      guint          first_column,
                      SearchControl *control)
{
  RotationSearch search = { n, order, control, 0 };
  SearchState state = { board_mask (n), 0, 0, 0 };
  guint64 count;

  if (!place_rotation_orbit (&state, n, order, 0, first_column))
    return 0;

  search.budget = search_control_grant (control);
  if (search.budget == 0)
    return 0;

  count = count_rotation_fixed_below (&search, state);
  if (!control->cancelled && !control->exhausted)
    search_control_finish (control, search.budget);

  return count;
}

/* ------------------------------------------------------------------------ */
/* Counting driver                                                           */
/* ------------------------------------------------------------------------ */

typedef struct
{
  guint         n;
  gsize         join_keys;      /* per list and thread */
  JoinWorkspace **workspaces;   /* by worker, each made by its own */
  CountTask    *tasks;
  guint         n_tasks;
  guint        *to_do;          /* indices of the tasks not done before */
  guint         n_to_do;
  QueensCountCheckpoint *checkpoint;  /* nullable */
  GCancellable *cancellable;
  gint          stop;
  double       *task_cpu_seconds;    /* by position in to_do */
  double       *worker_cpu_seconds;  /* by worker, each written by its own */

  GMutex        mutex;          /* guards what follows */
  guint         tasks_done;
  guint64       total;
  guint64       half_turn_fixed;
  guint64       quarter_turn_fixed;
  gboolean      overflow;
} CountJob;

/* The CPU time of the calling thread (0 where the system cannot tell). */
static double
thread_cpu_seconds (void)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) == 0)
    return now.tv_sec + now.tv_nsec / 1e9;
#endif
  return 0;
}

/* Searches the task at @position of the run order on worker @worker. */
static gboolean
count_run_task (guint     position,
                guint     worker,
                gpointer  data,
                GError  **error)
{
  CountJob *job = data;
  guint index = job->to_do[position];
  CountTask *task = &job->tasks[index];
  double task_started = thread_cpu_seconds ();
  SearchControl control;
  guint64 found;
  guint64 weighted = 0;
  guint64 quarter_turn = 0;
  guint64 half_turn = 0;

  search_control_init (&control, &job->stop, job->cancellable, 0);
  switch (task->kind)
    {
    case COUNT_TASK_HALF_TURN:
      found = count_rotation_fixed (job->n, 2, task->first_column, &control);
      break;
    case COUNT_TASK_QUARTER_TURN:
      found = count_rotation_fixed (job->n, 4, task->first_column, &control);
      break;
    case COUNT_TASK_JOIN:
      if (job->workspaces[worker] == NULL)
        job->workspaces[worker] = join_workspace_new (job->n, job->join_keys,
                                                      join_path_best ());
      found = join_count_task (task, job->workspaces[worker], &control);
      break;
    case COUNT_TASK_CONSTELLATION:
    default:
      found = count_task_search (task->state, job->n, &control);
      break;
    }

  job->task_cpu_seconds[position] = thread_cpu_seconds () - task_started;
  job->worker_cpu_seconds[worker] += job->task_cpu_seconds[position];
  if (control.cancelled)
    {
      g_atomic_int_set (&job->stop, 1);
      return FALSE;
    }

  g_mutex_lock (&job->mutex);
  switch (task->kind)
    {
    case COUNT_TASK_HALF_TURN:
      half_turn = found;
      job->half_turn_fixed += found;
      break;
    case COUNT_TASK_QUARTER_TURN:
      quarter_turn = found;
      job->quarter_turn_fixed += found;
      break;
    case COUNT_TASK_CONSTELLATION:
    case COUNT_TASK_JOIN:
    default:
      if (__builtin_mul_overflow (found, (guint64) task->weight, &weighted)
          || __builtin_add_overflow (job->total, weighted, &job->total))
        job->overflow = TRUE;
      break;
    }
  if (job->checkpoint != NULL)
    queens_count_checkpoint_record (job->checkpoint, index, weighted,
                                    quarter_turn, half_turn);
  job->tasks_done++;
  /* The main thread wakes on its own for progress; waking it after every
   * task would cost a system call and a context switch each. */
  g_mutex_unlock (&job->mutex);

  return TRUE;
}

/* How long @n_workers threads with a core each would have taken: the
 * tasks' CPU times, each dealt in the order the tasks were taken to the
 * thread that would be free first, as the workers take them. */
static double
idle_cores_seconds (const double *task_cpu_seconds,
                    guint         n_tasks,
                    guint         n_workers)
{
  g_autofree double *busy_until = g_new0 (double, MAX (n_workers, 1));
  double makespan = 0;

  for (guint position = 0; position < n_tasks; position++)
    {
      guint first_free = 0;

      for (guint worker = 1; worker < n_workers; worker++)
        if (busy_until[worker] < busy_until[first_free])
          first_free = worker;
      busy_until[first_free] += task_cpu_seconds[position];
      makespan = MAX (makespan, busy_until[first_free]);
    }

  return makespan;
}

/* Counts the very small boards by brute force; the border split needs
 * room for its queens. */
static void
count_small_board (guint            n,
                   QueensCountPart *out_part)
{
  SearchControl control;
  SearchState state = { board_mask (n), 0, 0, 0 };

  search_control_init (&control, NULL, NULL, 0);
  out_part->total = count_search (state, n, &control);
  for (guint column = 0; column < n; column++)
    {
      out_part->half_turn_fixed += count_rotation_fixed (n, 2, column, &control);
      out_part->quarter_turn_fixed += count_rotation_fixed (n, 4, column, &control);
    }
}

/* Which of @n_parts parts the task at @index of the sorted list goes to
 * (0-based): dealt back and forth, 0 1 2 2 1 0 0 1 2 ..., so that every
 * part gets the same mix of the corner tasks that lead the list and the
 * shorter ones that follow. */
static guint
part_of_task (guint index,
              guint n_parts)
{
  guint round = index / n_parts;
  guint seat = index % n_parts;

  return round % 2 == 0 ? seat : n_parts - 1 - seat;
}

guint64
queens_solver_count_join_memory (guint n,
                                 guint n_threads)
{
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  return join_least_memory (CLAMP (n, JOIN_MIN_N, JOIN_MAX_N), n_threads);
}

QueensCountMethod
queens_solver_count_method (guint   n,
                            guint64 memory,
                            guint   n_threads)
{
  if (memory == 0)
    memory = QUEENS_COUNT_DEFAULT_MEMORY;
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  if (n < JOIN_MIN_N || n > JOIN_MAX_N
      || join_keys_within (n, memory, n_threads) < JOIN_MIN_KEYS)
    return QUEENS_COUNT_METHOD_SEARCH;

  return QUEENS_COUNT_METHOD_JOIN;
}

/* Every task of the count, in the fixed order parts are dealt in. */
static GArray *
collect_count_tasks (guint             n,
                     QueensCountMethod method)
{
  GArray *tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));

  for (guint column = 0; column < n; column++)
    {
      CountTask task = { 0, };

      task.first_column = column;
      task.key = column;
      task.kind = COUNT_TASK_HALF_TURN;
      g_array_append_val (tasks, task);
      /* Quarter-turn symmetric solutions need n = 4k or 4k + 1. */
      if (n % 4 == 0 || n % 4 == 1)
        {
          task.kind = COUNT_TASK_QUARTER_TURN;
          g_array_append_val (tasks, task);
        }
    }
  if (method == QUEENS_COUNT_METHOD_JOIN)
    collect_join_tasks (n, tasks);
  else
    collect_constellations (n, tasks);
  g_array_sort (tasks, compare_count_tasks);

  return tasks;
}

/* Keeps the tasks dealt to @part (0-based) of @n_parts, in order. */
static void
keep_part_tasks (GArray *tasks,
                 guint   part,
                 guint   n_parts)
{
  guint kept = 0;

  for (guint index = 0; index < tasks->len; index++)
    if (part_of_task (index, n_parts) == part)
      g_array_index (tasks, CountTask, kept++) = g_array_index (tasks, CountTask, index);
  g_array_set_size (tasks, kept);
}

guint
queens_solver_count_part_n_tasks (guint             n,
                                  guint             part,
                                  guint             n_parts,
                                  QueensCountMethod method)
{
  g_autoptr(GArray) tasks = NULL;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SOLVER_MAX_COUNT_N, 0);
  g_return_val_if_fail (n_parts >= 1 && n_parts <= QUEENS_COUNT_MAX_PARTS, 0);
  g_return_val_if_fail (part >= 1 && part <= n_parts, 0);

  /* As queens_solver_count_part() deals them. */
  if (n < 6)
    return 1;

  tasks = collect_count_tasks (n, method);
  keep_part_tasks (tasks, part - 1, n_parts);
  return tasks->len;
}

gboolean
queens_solver_count_part (guint                n,
                          guint                part,
                          guint                n_parts,
                          guint                n_threads,
                          QueensCountCheckpoint *checkpoint,
                          QueensProgressFunc   progress_func,
                          gpointer             user_data,
                          GCancellable        *cancellable,
                          QueensCountPart     *out_part,
                          GError             **error)
{
  return queens_solver_count_part_within (n, part, n_parts, n_threads, 0, checkpoint,
                                          progress_func, user_data, cancellable,
                                          out_part, error);
}

gboolean
queens_solver_count_part_within (guint                n,
                                 guint                part,
                                 guint                n_parts,
                                 guint                n_threads,
                                 guint64              memory,
                                 QueensCountCheckpoint *checkpoint,
                                 QueensProgressFunc   progress_func,
                                 gpointer             user_data,
                                 GCancellable        *cancellable,
                                 QueensCountPart     *out_part,
                                 GError             **error)
{
  QueensCountMethod method;
  g_autoptr(GArray) tasks = NULL;
  g_autoptr(QueensTaskPool) pool = NULL;
  g_autofree guint *to_do = NULL;
  g_autofree double *task_cpu_seconds = NULL;
  g_autofree double *worker_cpu_seconds = NULL;
  g_autoptr(GError) pool_error = NULL;
  CountJob job = { 0, };
  QueensCountPart earlier = { 0, };
  gint64 started = g_get_monotonic_time ();
  gint64 next_report;
  guint n_workers;
  gboolean cancelled;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_SOLVER_MAX_COUNT_N, FALSE);
  g_return_val_if_fail (n_parts >= 1 && n_parts <= QUEENS_COUNT_MAX_PARTS, FALSE);
  g_return_val_if_fail (part >= 1 && part <= n_parts, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (out_part != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out_part, 0, sizeof *out_part);
  out_part->n = n;
  out_part->part = part;
  out_part->n_parts = n_parts;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if (n < 6)
    {
      /* Too small to split: the first part holds the whole board, as one
       * task for a checkpoint. */
      if (checkpoint != NULL
          && !queens_count_checkpoint_begin (checkpoint, QUEENS_COUNT_METHOD_SEARCH, 1, error))
        return FALSE;
      if (part == 1)
        count_small_board (n, out_part);
      if (checkpoint != NULL)
        queens_count_checkpoint_record (checkpoint, 0, out_part->total,
                                        out_part->quarter_turn_fixed,
                                        out_part->half_turn_fixed);
      out_part->seconds = (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC;
      if (progress_func != NULL)
        progress_func (1.0, out_part->total, user_data);
      return TRUE;
    }

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  method = queens_solver_count_method (n, memory, n_threads);
  tasks = collect_count_tasks (n, method);
  keep_part_tasks (tasks, part - 1, n_parts);

  /* A checkpoint's finished tasks are not searched again: their sums
   * start the count. */
  if (checkpoint != NULL)
    {
      if (!queens_count_checkpoint_begin (checkpoint, method, tasks->len, error))
        return FALSE;
      queens_count_checkpoint_get_sums (checkpoint, &earlier);
    }
  /* Any stretch of the run is a fair sample of the whole (see
   * count_tasks_run_order()). */
  to_do = g_new (guint, MAX (tasks->len, 1));
  count_tasks_run_order (tasks->len, to_do);
  for (guint position = 0; position < tasks->len; position++)
    if (checkpoint == NULL || !queens_count_checkpoint_is_done (checkpoint, to_do[position]))
      to_do[job.n_to_do++] = to_do[position];

  n_threads = CLAMP (n_threads, 1, MAX (job.n_to_do, 1));

  task_cpu_seconds = g_new0 (double, MAX (job.n_to_do, 1));
  worker_cpu_seconds = g_new0 (double, n_threads);
  job.task_cpu_seconds = task_cpu_seconds;
  job.worker_cpu_seconds = worker_cpu_seconds;
  job.n = n;
  job.join_keys = join_keys_within (n, memory != 0 ? memory : QUEENS_COUNT_DEFAULT_MEMORY,
                                    n_threads);
  job.workspaces = g_new0 (JoinWorkspace *, n_threads);
  job.tasks = (CountTask *) (gpointer) tasks->data;
  job.n_tasks = tasks->len;
  job.to_do = to_do;
  job.checkpoint = checkpoint;
  job.cancellable = cancellable;
  job.total = earlier.total;
  job.quarter_turn_fixed = earlier.quarter_turn_fixed;
  job.half_turn_fixed = earlier.half_turn_fixed;
  g_mutex_init (&job.mutex);

  /* The calling thread reports progress while the workers count.  A
   * worker that cannot start fails the count: the others stop at once. */
  pool = queens_task_pool_new (job.n_to_do, count_run_task, &job, cancellable);
  if (!queens_task_pool_start (pool, "queens-count", n_threads, NULL))
    g_atomic_int_set (&job.stop, 1);
  n_workers = MAX (queens_task_pool_get_n_threads (pool), 1);

  next_report = g_get_monotonic_time () + PROGRESS_INTERVAL_US;
  while (!queens_task_pool_wait_until (pool, next_report))
    {
      guint done;
      double fraction;
      guint64 so_far;

      g_mutex_lock (&job.mutex);
      done = job.n_tasks - job.n_to_do + job.tasks_done;
      so_far = job.total;
      g_mutex_unlock (&job.mutex);
      fraction = job.n_tasks > 0 ? (double) done / job.n_tasks : 1.0;

      if (g_cancellable_is_cancelled (cancellable))
        {
          g_atomic_int_set (&job.stop, 1);
          queens_task_pool_stop (pool);
        }
      else if (progress_func != NULL)
        progress_func (fraction, so_far, user_data);
      next_report = g_get_monotonic_time () + PROGRESS_INTERVAL_US;
    }
  /* A thread that could not start is why the count stopped. */
  queens_task_pool_finish (pool, &pool_error);
  for (guint worker = 0; worker < n_threads; worker++)
    join_workspace_free (job.workspaces[worker]);
  g_free (job.workspaces);
  if (pool_error != NULL && pool_error->domain == G_THREAD_ERROR)
    {
      g_mutex_clear (&job.mutex);
      g_propagate_error (error, g_steal_pointer (&pool_error));
      return FALSE;
    }

  cancelled = g_atomic_int_get (&job.stop) || job.tasks_done < job.n_to_do;
  g_mutex_clear (&job.mutex);

  if (cancelled)
    {
      if (!g_cancellable_set_error_if_cancelled (cancellable, error))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("the count was cancelled"));
      return FALSE;
    }

  if (job.overflow)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   /* Translators: %u is the board size, as in "the number of
                    * solutions for N = 40 does not fit in 64 bits" */
                   _("the number of solutions for N = %u does not fit in 64 bits"), n);
      return FALSE;
    }

  out_part->total = job.total;
  out_part->quarter_turn_fixed = job.quarter_turn_fixed;
  out_part->half_turn_fixed = job.half_turn_fixed;
  for (guint worker = 0; worker < n_threads; worker++)
    {
      out_part->threads_cpu_seconds += worker_cpu_seconds[worker];
      out_part->busiest_thread_cpu_seconds = MAX (out_part->busiest_thread_cpu_seconds,
                                                  worker_cpu_seconds[worker]);
    }
  out_part->idle_cores_seconds = idle_cores_seconds (task_cpu_seconds, job.n_to_do,
                                                     n_workers);
  out_part->seconds = earlier.seconds
                      + (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC;

  if (progress_func != NULL)
    progress_func (1.0, out_part->total, user_data);

  return TRUE;
}

gboolean
queens_solver_count (guint                n,
                     guint                n_threads,
                     QueensProgressFunc   progress_func,
                     gpointer             user_data,
                     GCancellable        *cancellable,
                     QueensCount         *out_count,
                     GError             **error)
{
  QueensCountPart whole;

  g_return_val_if_fail (out_count != NULL, FALSE);

  memset (out_count, 0, sizeof *out_count);
  if (!queens_solver_count_part (n, 1, 1, n_threads, NULL, progress_func, user_data,
                                 cancellable, &whole, error))
    return FALSE;

  out_count->total = whole.total;
  out_count->unique = queens_count_unique (n, whole.total, whole.quarter_turn_fixed,
                                           whole.half_turn_fixed);
  out_count->seconds = whole.seconds;
  out_count->threads_cpu_seconds = whole.threads_cpu_seconds;
  out_count->busiest_thread_cpu_seconds = whole.busiest_thread_cpu_seconds;
  out_count->idle_cores_seconds = whole.idle_cores_seconds;

  return TRUE;
}
