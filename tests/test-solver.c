/* test-solver.c: counting, enumeration and completion against known
 * figures and against a deliberately simple array-based search */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "known-counts.h"
#include "queens-solver.h"

/* ------------------------------------------------------------------------ */
/* Known counts                                                              */
/* ------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------ */
/* The simple reference search: arrays and loops, no bit tricks              */
/* ------------------------------------------------------------------------ */

typedef struct
{
  guint          n;
  const guint32 *pinned;     /* nullable; QUEENS_NO_QUEEN for free rows */
  guint8        *columns;
  GByteArray    *solutions;  /* n bytes each, in the order found */
  guint64        count;
  guint64        limit;      /* stop after this many (0: all) */
} Reference;

static gboolean
reference_square_is_safe (const Reference *ref,
                          guint            row,
                          guint            column)
{
  for (guint earlier = 0; earlier < row; earlier++)
    {
      guint other = ref->columns[earlier];
      guint dc = other > column ? other - column : column - other;

      if (other == column || dc == row - earlier)
        return FALSE;
    }

  return TRUE;
}

static gboolean
reference_fill (Reference *ref,
                guint      row)
{
  if (row == ref->n)
    {
      ref->count++;
      if (ref->solutions != NULL)
        g_byte_array_append (ref->solutions, ref->columns, ref->n);
      return ref->limit == 0 || ref->count < ref->limit;
    }

  for (guint column = 0; column < ref->n; column++)
    {
      if (ref->pinned != NULL && ref->pinned[row] != QUEENS_NO_QUEEN
          && ref->pinned[row] != column)
        continue;
      if (!reference_square_is_safe (ref, row, column))
        continue;
      ref->columns[row] = (guint8) column;
      if (!reference_fill (ref, row + 1))
        return FALSE;
    }

  return TRUE;
}

/* Solutions in lexicographic order (all when @limit is 0). */
static GByteArray *
reference_solutions (guint          n,
                     const guint32 *pinned,
                     guint64        limit)
{
  g_autofree guint8 *columns = g_new0 (guint8, n);
  Reference ref = { n, pinned, columns, g_byte_array_new (), 0, limit };

  reference_fill (&ref, 0);
  return ref.solutions;
}

static guint64
reference_count (guint          n,
                 const guint32 *pinned)
{
  g_autofree guint8 *columns = g_new0 (guint8, n);
  Reference ref = { n, pinned, columns, NULL, 0, 0 };

  reference_fill (&ref, 0);
  return ref.count;
}

static gboolean
is_solution (guint          n,
             const guint32 *columns)
{
  for (guint row = 0; row < n; row++)
    {
      if (columns[row] >= n)
        return FALSE;
      for (guint earlier = 0; earlier < row; earlier++)
        {
          guint a = columns[earlier], b = columns[row];
          guint dc = a > b ? a - b : b - a;

          if (a == b || dc == row - earlier)
            return FALSE;
        }
    }

  return TRUE;
}

static gboolean
bytes_are_solution (guint         n,
                    const guint8 *bytes)
{
  guint32 columns[QUEENS_SOLVER_MAX_ENUMERATE_N];

  for (guint row = 0; row < n; row++)
    columns[row] = bytes[row];
  return is_solution (n, columns);
}

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

/* ------------------------------------------------------------------------ */
/* Completion                                                                */
/* ------------------------------------------------------------------------ */

static QueensBoard *
board_with_queens (guint          n,
                   const guint32 *pinned)
{
  return queens_board_new_from_columns (n, pinned);
}

static void
assert_keeps_queens (guint          n,
                     const guint32 *pinned,
                     const guint32 *columns)
{
  g_assert_true (is_solution (n, columns));
  for (guint row = 0; row < n; row++)
    if (pinned[row] != QUEENS_NO_QUEEN)
      g_assert_cmpuint (columns[row], ==, pinned[row]);
}

static QueensCompletion
complete_columns (guint          n,
                  const guint32 *pinned,
                  guint32       *out_columns,
                  GError       **error)
{
  g_autoptr(QueensBoard) board = board_with_queens (n, pinned);

  return queens_solver_complete (board, 0, NULL, out_columns, error);
}

static void
test_complete_one_queen_of_eight (void)
{
  g_autoptr(GByteArray) solutions = reference_solutions (8, NULL, 0);
  guint count = solutions->len / 8;

  /* Pin one queen of several known solutions, in every row. */
  for (guint s = 0; s < count; s += 7)
    for (guint row = 0; row < 8; row++)
      {
        g_autoptr(GError) error = NULL;
        guint32 pinned[8], columns[8];

        for (guint r = 0; r < 8; r++)
          pinned[r] = QUEENS_NO_QUEEN;
        pinned[row] = solutions->data[s * 8 + row];
        g_assert_cmpint (complete_columns (8, pinned, columns, &error), ==,
                         QUEENS_COMPLETION_FOUND);
        g_assert_no_error (error);
        assert_keeps_queens (8, pinned, columns);
      }
}

static void
test_complete_agrees_with_reference (void)
{
  guint impossible = 0, found = 0;

  /* Every non-attacking pair of queens in rows 0 and 5 of an 8x8 board,
   * the verdict checked against the simple search. */
  for (guint a = 0; a < 8; a++)
    for (guint b = 0; b < 8; b++)
      {
        g_autoptr(GError) error = NULL;
        guint32 pinned[8], columns[8];
        QueensCompletion result;
        guint64 expected;

        if (a == b || (a > b ? a - b : b - a) == 5)
          continue;
        for (guint r = 0; r < 8; r++)
          pinned[r] = QUEENS_NO_QUEEN;
        pinned[0] = a;
        pinned[5] = b;

        expected = reference_count (8, pinned);
        result = complete_columns (8, pinned, columns, &error);
        g_assert_no_error (error);
        if (expected == 0)
          {
            g_assert_cmpint (result, ==, QUEENS_COMPLETION_IMPOSSIBLE);
            impossible++;
          }
        else
          {
            g_assert_cmpint (result, ==, QUEENS_COMPLETION_FOUND);
            assert_keeps_queens (8, pinned, columns);
            found++;
          }
      }

  /* The pairs must include both kinds for the check to mean anything. */
  g_assert_cmpuint (impossible, >, 0);
  g_assert_cmpuint (found, >, 0);
}

static void
test_complete_impossible_corner (void)
{
  g_autoptr(GError) error = NULL;
  guint32 pinned[4] = { 0, QUEENS_NO_QUEEN, QUEENS_NO_QUEEN, QUEENS_NO_QUEEN };
  guint32 columns[4];

  g_assert_cmpuint (reference_count (4, pinned), ==, 0);
  g_assert_cmpint (complete_columns (4, pinned, columns, &error), ==,
                   QUEENS_COMPLETION_IMPOSSIBLE);
  g_assert_no_error (error);
}

static void
test_complete_empty_small (void)
{
  for (guint n = 1; n <= 6; n++)
    {
      g_autoptr(GError) error = NULL;
      guint32 pinned[6], columns[6];
      QueensCompletion result;

      for (guint r = 0; r < n; r++)
        pinned[r] = QUEENS_NO_QUEEN;
      result = complete_columns (n, pinned, columns, &error);
      g_assert_no_error (error);
      if (n == 2 || n == 3)
        g_assert_cmpint (result, ==, QUEENS_COMPLETION_IMPOSSIBLE);
      else
        {
          g_assert_cmpint (result, ==, QUEENS_COMPLETION_FOUND);
          g_assert_true (is_solution (n, columns));
        }
    }
}

static void
test_complete_constructed (void)
{
  const guint sizes[] = { 20, 32 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autoptr(GError) error = NULL;
      g_autofree guint32 *solution = g_new (guint32, n);
      g_autofree guint32 *pinned = g_new (guint32, n);
      g_autofree guint32 *columns = g_new (guint32, n);

      g_assert_true (queens_construct_solution (n, solution));
      for (guint r = 0; r < n; r++)
        pinned[r] = r % 4 == 0 ? solution[r] : QUEENS_NO_QUEEN;
      g_assert_cmpint (complete_columns (n, pinned, columns, &error), ==,
                       QUEENS_COMPLETION_FOUND);
      g_assert_no_error (error);
      assert_keeps_queens (n, pinned, columns);
    }
}

static void
test_complete_large (void)
{
  const guint n = 1000;
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *solution = g_new (guint32, n);
  g_autofree guint32 *pinned = g_new (guint32, n);
  g_autofree guint32 *columns = g_new (guint32, n);

  g_assert_true (queens_construct_solution (n, solution));
  for (guint r = 0; r < n; r++)
    pinned[r] = QUEENS_NO_QUEEN;
  for (guint k = 0; k < 10; k++)
    {
      guint row = 37 + 97 * k;

      pinned[row] = solution[row];
    }
  g_assert_cmpint (complete_columns (n, pinned, columns, &error), ==,
                   QUEENS_COMPLETION_FOUND);
  g_assert_no_error (error);
  assert_keeps_queens (n, pinned, columns);
}

static void
test_complete_invalid (void)
{
  guint32 columns[8];

  {
    g_autoptr(QueensBoard) board = queens_board_new (8);
    g_autoptr(GError) error = NULL;

    /* Same diagonal. */
    queens_board_place (board, 1, 1);
    queens_board_place (board, 4, 4);
    g_assert_cmpint (queens_solver_complete (board, 0, NULL, columns, &error), ==,
                     QUEENS_COMPLETION_GAVE_UP);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "attack"));
  }

  {
    g_autoptr(QueensBoard) board = queens_board_new (8);
    g_autoptr(GError) error = NULL;

    /* Same column. */
    queens_board_place (board, 0, 3);
    queens_board_place (board, 6, 3);
    g_assert_cmpint (queens_solver_complete (board, 0, NULL, columns, &error), ==,
                     QUEENS_COMPLETION_GAVE_UP);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  }

  {
    g_autoptr(QueensBoard) board = queens_board_new (8);
    g_autoptr(GError) error = NULL;
    guint64 count = 5;

    /* Two queens in row 3. */
    queens_board_place (board, 3, 0);
    queens_board_place (board, 3, 6);
    g_assert_cmpint (queens_solver_complete (board, 0, NULL, columns, &error), ==,
                     QUEENS_COMPLETION_GAVE_UP);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "4"));
    g_clear_error (&error);

    g_assert_false (queens_solver_count_completions (board, 0, NULL, &count, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_cmpuint (count, ==, 0);
  }
}

static gboolean
pins_are_peaceful (guint          n,
                   const guint32 *pinned)
{
  for (guint row = 0; row < n; row++)
    for (guint earlier = 0; earlier < row && pinned[row] != QUEENS_NO_QUEEN; earlier++)
      {
        guint a = pinned[earlier], b = pinned[row];

        if (a != QUEENS_NO_QUEEN && (a == b || (a > b ? a - b : b - a) == row - earlier))
          return FALSE;
      }

  return TRUE;
}

/* Pins that no solution extends, for any n >= 8: a constructed solution
 * with four consecutive rows emptied, two of them pinned again elsewhere
 * so that the last two free rows face two free columns on one diagonal,
 * which neither order can use. */
static void
make_unfinishable_pins (guint    n,
                        guint32 *pinned)
{
  g_autofree guint32 *solution = g_new (guint32, n);

  g_assert_true (queens_construct_solution (n, solution));
  for (guint first = 0; first + 4 <= n; first++)
    for (guint i = 0; i < 4; i++)
      for (guint j = 0; j < 4; j++)
        for (guint ci = 0; ci < 4; ci++)
          for (guint cj = 0; cj < 4; cj++)
            {
              guint free_rows[2], free_cols[2], k = 0, m = 0;
              guint dr, dc;

              if (i == j || ci == cj)
                continue;
              memcpy (pinned, solution, n * sizeof (guint32));
              for (guint t = 0; t < 4; t++)
                pinned[first + t] = QUEENS_NO_QUEEN;
              pinned[first + i] = solution[first + ci];
              pinned[first + j] = solution[first + cj];
              for (guint t = 0; t < 4; t++)
                {
                  if (t != i && t != j)
                    free_rows[k++] = first + t;
                  if (t != ci && t != cj)
                    free_cols[m++] = solution[first + t];
                }
              dr = free_rows[1] - free_rows[0];
              dc = free_cols[0] > free_cols[1] ? free_cols[0] - free_cols[1]
                                               : free_cols[1] - free_cols[0];
              if (dr == dc && pins_are_peaceful (n, pinned))
                return;
            }

  g_assert_not_reached ();
}

static void
test_complete_unfinishable (void)
{
  const guint sizes[] = { 12, 20, 32 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autofree guint32 *pinned = g_new (guint32, n);
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autoptr(GError) error = NULL;

      make_unfinishable_pins (n, pinned);
      g_assert_cmpint (complete_columns (n, pinned, columns, &error), ==,
                       QUEENS_COMPLETION_IMPOSSIBLE);
      g_assert_no_error (error);
      if (n <= 20)
        g_assert_cmpuint (reference_count (n, pinned), ==, 0);
    }
}

static void
test_complete_step_limit (void)
{
  const guint large_n = 40;
  g_autoptr(QueensBoard) small = queens_board_new (24);
  g_autoptr(QueensBoard) large = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *pinned = g_new (guint32, large_n);
  g_autofree guint32 *columns = g_new (guint32, large_n);

  /* A full 24x24 solution needs at least 24 search steps. */
  g_assert_cmpint (queens_solver_complete (small, 5, NULL, columns, &error), ==,
                   QUEENS_COMPLETION_GAVE_UP);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_nonnull (strstr (error->message, "5"));
  g_clear_error (&error);

  /* Local search cannot prove anything: on pins that no solution extends
   * it runs out of steps and says how many it had. */
  make_unfinishable_pins (large_n, pinned);
  large = board_with_queens (large_n, pinned);
  g_assert_cmpint (queens_solver_complete (large, 1000, NULL, columns, &error), ==,
                   QUEENS_COMPLETION_GAVE_UP);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_nonnull (strstr (error->message, "1,000 steps"));
}

static void
test_complete_cancelled (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(QueensBoard) board = queens_board_new (12);
  g_autoptr(GError) error = NULL;
  guint32 columns[12];

  g_cancellable_cancel (cancellable);
  g_assert_cmpint (queens_solver_complete (board, 0, cancellable, columns, &error), ==,
                   QUEENS_COMPLETION_GAVE_UP);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* ------------------------------------------------------------------------ */
/* Counting completions                                                      */
/* ------------------------------------------------------------------------ */

static guint64
count_completions_of (guint          n,
                      const guint32 *pinned)
{
  g_autoptr(QueensBoard) board = board_with_queens (n, pinned);
  g_autoptr(GError) error = NULL;
  guint64 count = G_MAXUINT64;

  g_assert_true (queens_solver_count_completions (board, 0, NULL, &count, &error));
  g_assert_no_error (error);
  return count;
}

static void
test_count_completions_empty (void)
{
  for (guint n = 1; n <= 10; n++)
    {
      g_autoptr(QueensBoard) board = queens_board_new (n);
      g_autoptr(GError) error = NULL;
      guint64 count = G_MAXUINT64;

      g_assert_true (queens_solver_count_completions (board, 0, NULL, &count, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (count, ==, known_counts_total (n));
    }
}

static void
test_count_completions_first_row (void)
{
  for (guint n = 4; n <= 10; n++)
    {
      guint64 sum = 0;

      for (guint column = 0; column < n; column++)
        {
          guint32 pinned[10];

          for (guint r = 0; r < n; r++)
            pinned[r] = QUEENS_NO_QUEEN;
          pinned[0] = column;
          sum += count_completions_of (n, pinned);
        }
      g_assert_cmpuint (sum, ==, known_counts_total (n));
    }
}

static void
test_count_completions_reference (void)
{
  /* Queens in rows 2 and 6 of a 10x10 board, compared pair by pair. */
  for (guint a = 0; a < 10; a++)
    for (guint b = 0; b < 10; b++)
      {
        guint32 pinned[10];

        if (a == b || (a > b ? a - b : b - a) == 4)
          continue;
        for (guint r = 0; r < 10; r++)
          pinned[r] = QUEENS_NO_QUEEN;
        pinned[2] = a;
        pinned[6] = b;
        g_assert_cmpuint (count_completions_of (10, pinned), ==, reference_count (10, pinned));
      }
}

static void
test_completion_of_full_boards (void)
{
  const guint sizes[] = { 8, 1000 };

  /* A board that is already a solution is its own completion. */
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autofree guint32 *solution = g_new (guint32, n);
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autoptr(GError) error = NULL;

      g_assert_true (queens_construct_solution (n, solution));
      g_assert_cmpint (complete_columns (n, solution, columns, &error), ==,
                       QUEENS_COMPLETION_FOUND);
      g_assert_no_error (error);
      g_assert_cmpmem (columns, n * sizeof (guint32), solution, n * sizeof (guint32));
      if (n <= QUEENS_SOLVER_MAX_COUNT_N)
        g_assert_cmpuint (count_completions_of (n, solution), ==, 1);
    }
}

static void
test_count_completions_limits (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (14);
  g_autoptr(QueensBoard) huge = queens_board_new (33);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint64 count = 5;

  g_assert_false (queens_solver_count_completions (board, 100, NULL, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_nonnull (strstr (error->message, "100"));
  g_assert_cmpuint (count, ==, 0);
  g_clear_error (&error);

  g_cancellable_cancel (cancellable);
  g_assert_false (queens_solver_count_completions (board, 0, cancellable, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  g_assert_false (queens_solver_count_completions (huge, 0, NULL, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
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

  g_test_add_func ("/solver/complete/one-queen-of-eight", test_complete_one_queen_of_eight);
  g_test_add_func ("/solver/complete/agrees-with-reference", test_complete_agrees_with_reference);
  g_test_add_func ("/solver/complete/impossible-corner", test_complete_impossible_corner);
  g_test_add_func ("/solver/complete/empty-small", test_complete_empty_small);
  g_test_add_func ("/solver/complete/constructed", test_complete_constructed);
  g_test_add_func ("/solver/complete/large", test_complete_large);
  g_test_add_func ("/solver/complete/invalid", test_complete_invalid);
  g_test_add_func ("/solver/complete/unfinishable", test_complete_unfinishable);
  g_test_add_func ("/solver/complete/step-limit", test_complete_step_limit);
  g_test_add_func ("/solver/complete/cancelled", test_complete_cancelled);

  g_test_add_func ("/solver/count-completions/empty", test_count_completions_empty);
  g_test_add_func ("/solver/count-completions/first-row", test_count_completions_first_row);
  g_test_add_func ("/solver/count-completions/reference", test_count_completions_reference);
  g_test_add_func ("/solver/count-completions/limits", test_count_completions_limits);
  g_test_add_func ("/solver/count-completions/full-board", test_completion_of_full_boards);

  return g_test_run ();
}
