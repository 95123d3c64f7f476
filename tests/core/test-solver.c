/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-solver.c: counting and enumeration against known figures and
 * against a deliberately simple array-based search (solver-reference.c);
 * completion is in test-solver-complete.c */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "known-counts.h"
#include "queens-solver.h"
#include "solver-reference.h"

/* ------------------------------------------------------------------------ */
/* Counting                                                                  */
/* ------------------------------------------------------------------------ */

static void
check_counts_with_threads (guint n_threads)
{
  for (guint n = 1; n <= 14; n++)
    {
      g_autoptr(GError) error = NULL;
      QueensCount count = { 0, };

      g_assert_true (queens_solver_count (n, n_threads, NULL, NULL, NULL, &count, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (count.total, ==, known_counts_total (n));
      g_assert_cmpuint (count.unique, ==, known_counts_unique (n));
      g_assert_cmpfloat (count.seconds, >=, 0.0);
    }
}

static void
test_count_known (void)
{
  check_counts_with_threads (0);
}

static void
test_count_one_thread (void)
{
  check_counts_with_threads (1);
}

static void
test_count_two_threads (void)
{
  check_counts_with_threads (2);
}

static void
test_count_many_threads (void)
{
  /* More threads than cores must not change anything. */
  for (guint n = 11; n <= 13; n++)
    {
      g_autoptr(GError) error = NULL;
      QueensCount count = { 0, };

      g_assert_true (queens_solver_count (n, 7, NULL, NULL, NULL, &count, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (count.total, ==, known_counts_total (n));
      g_assert_cmpuint (count.unique, ==, known_counts_unique (n));
    }
}

typedef struct
{
  guint         calls;
  double        last_fraction;
  guint64       last_solutions;
  gboolean      went_back;
  GCancellable *cancel_on_call;
  GThread      *thread;
  gboolean      wrong_thread;
} ProgressLog;

static void
on_progress (double   fraction,
             guint64  solutions_so_far,
             gpointer user_data)
{
  ProgressLog *log = user_data;

  if (log->calls > 0 && (fraction < log->last_fraction || solutions_so_far < log->last_solutions))
    log->went_back = TRUE;
  if (fraction < 0.0 || fraction > 1.0)
    log->went_back = TRUE;
  if (g_thread_self () != log->thread)
    log->wrong_thread = TRUE;
  log->calls++;
  log->last_fraction = fraction;
  log->last_solutions = solutions_so_far;
  if (log->cancel_on_call != NULL)
    g_cancellable_cancel (log->cancel_on_call);
}

static void
test_count_progress (void)
{
  g_autoptr(GError) error = NULL;
  ProgressLog log = { 0, };
  QueensCount count = { 0, };

  log.thread = g_thread_self ();
  g_assert_true (queens_solver_count (15, 0, on_progress, &log, NULL, &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count.total, ==, known_counts_total (15));
  g_assert_cmpuint (log.calls, >=, 1);
  g_assert_false (log.went_back);
  g_assert_false (log.wrong_thread);
  g_assert_cmpfloat (log.last_fraction, ==, 1.0);
  g_assert_cmpuint (log.last_solutions, ==, known_counts_total (15));
}

static void
test_count_cancel_before (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  QueensCount count;

  g_cancellable_cancel (cancellable);
  g_assert_false (queens_solver_count (18, 0, NULL, NULL, cancellable, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (count.total, ==, 0);
}

static void
test_count_cancel_from_progress (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  ProgressLog log = { 0, };
  QueensCount count;
  gint64 start = g_get_monotonic_time ();
  gint64 cancel_seen;

  /* N = 18 takes many seconds; the first progress report cancels it. */
  log.thread = g_thread_self ();
  log.cancel_on_call = cancellable;
  g_assert_false (queens_solver_count (18, 0, on_progress, &log, cancellable, &count, &error));
  cancel_seen = g_get_monotonic_time ();
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (log.calls, ==, 1);
  g_assert_false (log.wrong_thread);
  g_test_message ("N = 18 count cancelled after %.1f ms",
                  (cancel_seen - start) / 1000.0);
}

/* ------------------------------------------------------------------------ */
/* Enumeration                                                               */
/* ------------------------------------------------------------------------ */

typedef struct
{
  guint         n;
  GByteArray   *solutions;
  GArray       *batch_sizes;     /* gsize per batch */
  guint64       stop_after;      /* cancel once this many arrived (0: never) */
  GCancellable *cancellable;
  guint         batches_after_cancel;
  gboolean      wrong_n;
  GThread      *thread;
  gboolean      wrong_thread;
} Collector;

static void
collector_init (Collector *collector,
                guint      n)
{
  memset (collector, 0, sizeof *collector);
  collector->n = n;
  collector->solutions = g_byte_array_new ();
  collector->batch_sizes = g_array_new (FALSE, FALSE, sizeof (gsize));
  collector->thread = g_thread_self ();
}

static void
collector_clear (Collector *collector)
{
  g_byte_array_unref (collector->solutions);
  g_array_unref (collector->batch_sizes);
}

static void
on_batch (const guint8 *columns,
          gsize         n_solutions,
          guint         n,
          gpointer      user_data)
{
  Collector *collector = user_data;

  if (n != collector->n)
    collector->wrong_n = TRUE;
  if (g_thread_self () != collector->thread)
    collector->wrong_thread = TRUE;
  if (collector->cancellable != NULL && g_cancellable_is_cancelled (collector->cancellable))
    collector->batches_after_cancel++;

  g_byte_array_append (collector->solutions, columns, n_solutions * n);
  g_array_append_val (collector->batch_sizes, n_solutions);

  if (collector->stop_after > 0 && collector->solutions->len / n >= collector->stop_after)
    g_cancellable_cancel (collector->cancellable);
}

static guint64
collector_count (Collector *collector)
{
  return collector->solutions->len / collector->n;
}

static void
assert_strictly_increasing (guint       n,
                            GByteArray *solutions)
{
  guint count = solutions->len / n;

  for (guint i = 0; i < count; i++)
    {
      const guint8 *solution = solutions->data + (gsize) i * n;

      g_assert_true (bytes_are_solution (n, solution));
      if (i > 0)
        g_assert_cmpint (memcmp (solution - n, solution, n), <, 0);
    }
}

static void
test_enumerate_matches_reference (void)
{
  const gsize batch_sizes[] = { 1, 7, 1000000 };

  for (guint n = 8; n <= 10; n++)
    {
      g_autoptr(GByteArray) expected = reference_solutions (n, NULL, 0);

      for (guint i = 0; i < G_N_ELEMENTS (batch_sizes); i++)
        {
          g_autoptr(GError) error = NULL;
          Collector collector;
          guint64 total = 0;

          collector_init (&collector, n);
          g_assert_true (queens_solver_enumerate (n, batch_sizes[i], 0, on_batch, NULL,
                                                  &collector, NULL, &total, &error));
          g_assert_no_error (error);
          g_assert_false (collector.wrong_n);
          g_assert_false (collector.wrong_thread);
          g_assert_cmpuint (total, ==, known_counts_total (n));
          g_assert_cmpmem (collector.solutions->data, collector.solutions->len,
                           expected->data, expected->len);

          /* Without a flush interval, every batch but the last is full. */
          for (guint b = 0; b < collector.batch_sizes->len; b++)
            {
              gsize size = g_array_index (collector.batch_sizes, gsize, b);

              g_assert_cmpuint (size, >, 0);
              if (b + 1 < collector.batch_sizes->len)
                g_assert_cmpuint (size, ==, batch_sizes[i]);
              else
                g_assert_cmpuint (size, <=, batch_sizes[i]);
            }
          collector_clear (&collector);
        }
    }
}

static void
test_enumerate_counts_and_order (void)
{
  for (guint n = 1; n <= 12; n++)
    {
      g_autoptr(GError) error = NULL;
      Collector collector;
      guint64 total = 0;

      collector_init (&collector, n);
      g_assert_true (queens_solver_enumerate (n, 4096, 0, on_batch, NULL, &collector,
                                              NULL, &total, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (total, ==, known_counts_total (n));
      g_assert_cmpuint (collector_count (&collector), ==, known_counts_total (n));
      assert_strictly_increasing (n, collector.solutions);
      collector_clear (&collector);
    }
}

static void
test_enumerate_flush_interval (void)
{
  const guint n = 12;
  g_autoptr(GByteArray) expected = reference_solutions (n, NULL, 0);
  g_autoptr(GError) error = NULL;
  Collector whole, flushed;

  /* A batch bigger than the whole answer comes in one piece... */
  collector_init (&whole, n);
  g_assert_true (queens_solver_enumerate (n, 1000000, 0, on_batch, NULL, &whole,
                                          NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (whole.batch_sizes->len, ==, 1);

  /* ... unless the flush interval is shorter than the search. */
  collector_init (&flushed, n);
  g_assert_true (queens_solver_enumerate (n, 1000000, 1, on_batch, NULL, &flushed,
                                          NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (flushed.batch_sizes->len, >, 1);

  g_assert_cmpmem (whole.solutions->data, whole.solutions->len,
                   expected->data, expected->len);
  g_assert_cmpmem (flushed.solutions->data, flushed.solutions->len,
                   expected->data, expected->len);
  collector_clear (&whole);
  collector_clear (&flushed);
}

static void
on_batch_ignore (const guint8 *columns,
                 gsize         n_solutions,
                 guint         n,
                 gpointer      user_data)
{
}

static void
test_enumerate_progress (void)
{
  for (guint n = 6; n <= 14; n += 8)
    {
      g_autoptr(GError) error = NULL;
      ProgressLog log = { 0, };

      log.thread = g_thread_self ();
      g_assert_true (queens_solver_enumerate (n, 10000, 30000, on_batch_ignore, on_progress,
                                              &log, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (log.calls, >=, 1);
      g_assert_false (log.went_back);
      g_assert_false (log.wrong_thread);
      g_assert_cmpfloat (log.last_fraction, ==, 1.0);
      g_assert_cmpuint (log.last_solutions, ==, known_counts_total (n));
    }
}

static void
test_enumerate_progress_with_batches (void)
{
  g_autoptr(GError) error = NULL;
  ProgressLog log = { 0, };
  guint64 total = 0;

  log.thread = g_thread_self ();
  g_assert_true (queens_solver_enumerate (13, 500, 0, on_batch_ignore, on_progress, &log,
                                          NULL, &total, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (total, ==, known_counts_total (13));
  g_assert_false (log.went_back);
  g_assert_cmpfloat (log.last_fraction, ==, 1.0);
}

static void
test_enumerate_cancel_from_batch (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  Collector collector;
  guint64 total = 0;
  gint64 start = g_get_monotonic_time ();

  /* N = 16 has almost 15 million solutions; stop after the first batch. */
  collector_init (&collector, 16);
  collector.cancellable = cancellable;
  collector.stop_after = 1;
  g_assert_false (queens_solver_enumerate (16, 1000, 0, on_batch, NULL, &collector,
                                           cancellable, &total, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (collector.batch_sizes->len, ==, 1);
  g_assert_cmpuint (collector.batches_after_cancel, ==, 0);
  g_assert_cmpuint (total, ==, 1000);
  assert_strictly_increasing (16, collector.solutions);
  g_test_message ("N = 16 enumeration cancelled after %.1f ms",
                  (g_get_monotonic_time () - start) / 1000.0);
  collector_clear (&collector);
}

static void
test_enumerate_cancel_from_progress (void)
{
  const guint sizes[] = { 16, 18 };

  /* Once while the sorted path searches, once while streaming. */
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;
      ProgressLog log = { 0, };
      guint64 total = 7;

      log.thread = g_thread_self ();
      log.cancel_on_call = cancellable;
      g_assert_false (queens_solver_enumerate (sizes[i], 1000000, 0, on_batch_ignore,
                                               on_progress, &log, cancellable, &total,
                                               &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpuint (log.calls, ==, 1);
      g_assert_cmpuint (total, <, known_counts_total (sizes[i]));
    }
}

static void
test_enumerate_cancel_before (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  Collector collector;
  guint64 total = 7;

  collector_init (&collector, 12);
  g_cancellable_cancel (cancellable);
  g_assert_false (queens_solver_enumerate (12, 10, 0, on_batch, NULL, &collector,
                                           cancellable, &total, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (total, ==, 0);
  g_assert_cmpuint (collector.batch_sizes->len, ==, 0);
  collector_clear (&collector);
}

/* Beyond the mirrored sizes the search streams: check the beginning. */
static void
check_enumeration_prefix (guint   n,
                          guint64 how_many)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GByteArray) expected = reference_solutions (n, NULL, how_many);
  g_autoptr(GError) error = NULL;
  Collector collector;

  collector_init (&collector, n);
  collector.cancellable = cancellable;
  collector.stop_after = how_many;
  g_assert_false (queens_solver_enumerate (n, 64, 0, on_batch, NULL, &collector,
                                           cancellable, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (collector_count (&collector), >=, how_many);
  g_assert_cmpmem (collector.solutions->data, (gsize) how_many * n,
                   expected->data, expected->len);
  collector_clear (&collector);
}

static void
test_enumerate_largest_n (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  Collector collector;

  /* Solutions are sparse at the start of N = 32; the first few must still
   * arrive one at a time, valid and in order. */
  collector_init (&collector, 32);
  collector.cancellable = cancellable;
  collector.stop_after = 3;
  g_assert_false (queens_solver_enumerate (32, 1, 0, on_batch, NULL, &collector,
                                           cancellable, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (collector_count (&collector), ==, 3);
  assert_strictly_increasing (32, collector.solutions);
  g_assert_cmpuint (collector.solutions->data[0], ==, 0);
  collector_clear (&collector);
}

static void
test_enumerate_streaming_prefix (void)
{
  check_enumeration_prefix (17, 5000);
  check_enumeration_prefix (20, 2000);
  check_enumeration_prefix (23, 300);
}

/* The sizes where the sorted path has the most to sort, checked in full. */
static void
test_enumerate_sorted_reference (void)
{
  for (guint n = 13; n <= 14; n++)
    {
      g_autoptr(GByteArray) expected = reference_solutions (n, NULL, 0);
      g_autoptr(GError) error = NULL;
      Collector collector;

      collector_init (&collector, n);
      g_assert_true (queens_solver_enumerate (n, 100000, 0, on_batch, NULL, &collector,
                                              NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (collector.solutions->data, collector.solutions->len,
                       expected->data, expected->len);
      collector_clear (&collector);
    }
}

/* Sizes up to 16 normally go through the symmetry-and-sort path; the
 * QUEENS_SOLVER_STREAM switch sends them through the row-by-row streaming
 * path instead, so both are checked against the same reference. */
static void
test_enumerate_streaming_full (void)
{
  g_setenv ("QUEENS_SOLVER_STREAM", "1", TRUE);

  for (guint n = 1; n <= 13; n++)
    {
      g_autoptr(GByteArray) expected = reference_solutions (n, NULL, 0);
      g_autoptr(GError) error = NULL;
      ProgressLog log = { 0, };
      Collector collector;
      guint64 total = 0;

      collector_init (&collector, n);
      g_assert_true (queens_solver_enumerate (n, 1 + n * 37, 0, on_batch, NULL, &collector,
                                              NULL, &total, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (total, ==, known_counts_total (n));
      g_assert_cmpmem (collector.solutions->data, collector.solutions->len,
                       expected->data, expected->len);
      collector_clear (&collector);

      log.thread = g_thread_self ();
      g_assert_true (queens_solver_enumerate (n, 64, 1000, on_batch_ignore, on_progress, &log,
                                              NULL, &total, &error));
      g_assert_no_error (error);
      g_assert_false (log.went_back);
      g_assert_cmpfloat (log.last_fraction, ==, 1.0);
      g_assert_cmpuint (log.last_solutions, ==, known_counts_total (n));
    }

  g_unsetenv ("QUEENS_SOLVER_STREAM");
}

/* The streaming entry point delivers exactly what the default one does,
 * in the same order, whichever path the default takes for that N. */
static void
test_enumerate_streaming_entry_point (void)
{
  for (guint n = 1; n <= 11; n++)
    {
      g_autoptr(GError) error = NULL;
      Collector collected, streamed;
      guint64 collected_total = 0, streamed_total = 0;

      collector_init (&collected, n);
      g_assert_true (queens_solver_enumerate (n, 4096, 0, on_batch, NULL, &collected,
                                              NULL, &collected_total, &error));
      g_assert_no_error (error);

      /* An odd batch size, so that batches end at other places. */
      collector_init (&streamed, n);
      g_assert_true (queens_solver_enumerate_streaming (n, 1 + n * 13, 0, on_batch, NULL,
                                                        &streamed, NULL, &streamed_total,
                                                        &error));
      g_assert_no_error (error);
      g_assert_false (streamed.wrong_n);
      g_assert_false (streamed.wrong_thread);

      g_assert_cmpuint (streamed_total, ==, known_counts_total (n));
      g_assert_cmpuint (streamed_total, ==, collected_total);
      g_assert_cmpmem (streamed.solutions->data, streamed.solutions->len,
                       collected.solutions->data, collected.solutions->len);
      collector_clear (&collected);
      collector_clear (&streamed);
    }
}

/* At N = 16, where the default path collects everything first, streaming
 * hands over the lexicographically first solutions and stops on request. */
static void
test_enumerate_streaming_cancel (void)
{
  const guint n = 16;
  const guint64 wanted = 3000;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GByteArray) expected = reference_solutions (n, NULL, wanted);
  g_autoptr(GError) error = NULL;
  Collector collector;
  guint64 total = 0;

  collector_init (&collector, n);
  collector.cancellable = cancellable;
  collector.stop_after = wanted;
  g_assert_false (queens_solver_enumerate_streaming (n, 1000, 0, on_batch, NULL, &collector,
                                                     cancellable, &total, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (collector.batches_after_cancel, ==, 0);
  g_assert_cmpuint (total, ==, wanted);
  g_assert_cmpmem (collector.solutions->data, collector.solutions->len,
                   expected->data, expected->len);
  collector_clear (&collector);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solver/count/known", test_count_known);
  g_test_add_func ("/solver/count/one-thread", test_count_one_thread);
  g_test_add_func ("/solver/count/two-threads", test_count_two_threads);
  g_test_add_func ("/solver/count/many-threads", test_count_many_threads);
  g_test_add_func ("/solver/count/progress", test_count_progress);
  g_test_add_func ("/solver/count/cancel-before", test_count_cancel_before);
  g_test_add_func ("/solver/count/cancel-from-progress", test_count_cancel_from_progress);

  g_test_add_func ("/solver/enumerate/reference", test_enumerate_matches_reference);
  g_test_add_func ("/solver/enumerate/counts-and-order", test_enumerate_counts_and_order);
  g_test_add_func ("/solver/enumerate/flush-interval", test_enumerate_flush_interval);
  g_test_add_func ("/solver/enumerate/progress", test_enumerate_progress);
  g_test_add_func ("/solver/enumerate/progress-with-batches", test_enumerate_progress_with_batches);
  g_test_add_func ("/solver/enumerate/cancel-from-batch", test_enumerate_cancel_from_batch);
  g_test_add_func ("/solver/enumerate/cancel-before", test_enumerate_cancel_before);
  g_test_add_func ("/solver/enumerate/streaming-prefix", test_enumerate_streaming_prefix);
  g_test_add_func ("/solver/enumerate/largest-n", test_enumerate_largest_n);
  g_test_add_func ("/solver/enumerate/streaming-full", test_enumerate_streaming_full);
  g_test_add_func ("/solver/enumerate/sorted-reference", test_enumerate_sorted_reference);
  g_test_add_func ("/solver/enumerate/cancel-from-progress", test_enumerate_cancel_from_progress);
  g_test_add_func ("/solver/enumerate/streaming-entry-point", test_enumerate_streaming_entry_point);
  g_test_add_func ("/solver/enumerate/streaming-cancel", test_enumerate_streaming_cancel);

  return g_test_run ();
}
