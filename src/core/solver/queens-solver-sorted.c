/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solver-sorted.c: the enumeration of 6 <= N <= 16 by symmetry
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-bitboard.h"
#include "queens-constellation.h"
#include "queens-solver-enumerate-private.h"
#include "queens-task-pool.h"

/* Every solution of 6 <= N <= 16 is one of the eight images of a solution
 * in a canonical constellation, the very ones queens_solver_count searches.
 * Each solution found is packed into a 64-bit word, its distinct images
 * are filed by their first two rows, and every file is radix-sorted and
 * delivered in order.  The search does an eighth of the work of a
 * row-by-row one; the price is memory for all the solutions (8 bytes each,
 * 118 MB at N = 16) and a first batch only once the search is over. */

/* Each worker keeps a partly filled block per file: small blocks and a cap
 * on the workers keep that slack to a few megabytes. */
#define WORD_BLOCK_SIZE 1024u
#define ENUM_SORTED_MAX_WORKERS 16u
#define N_WORD_BUCKETS 256u

typedef struct _WordBlock WordBlock;
typedef struct _WordSink WordSink;

struct _WordBlock
{
  WordBlock *next;
  guint      count;
  guint64    words[WORD_BLOCK_SIZE];
};

/* One per worker: the solutions it found, by bucket. */
struct _WordSink
{
  guint      n;
  guint64    all_last;       /* every row's column n - 1: K - w flips columns */
  guint      unused_shift;   /* 4 (16 - n): the nibbles above the board */
  guint      bucket_shift;   /* 4 (n - 2): down to the first two rows */
  guint      images;         /* symmetries to apply for the current task */
  WordBlock *buckets[N_WORD_BUCKETS];
  gsize      counts[N_WORD_BUCKETS];
};

/* Row r becomes row n - 1 - r. */
static inline guint64
packed_reverse_rows (const WordSink *sink,
                     guint64         word)
{
  word = GUINT64_SWAP_LE_BE (word);
  word = ((word >> 4) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f))
         | ((word & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) << 4);
  return word >> sink->unused_shift;
}

/* The transposed board: row c gets column r wherever row r had column c. */
static inline guint64
packed_transpose (const WordSink *sink,
                  guint64         word)
{
  const guint n = sink->n;
  guint64 result = 0;

  for (guint row = 0; row < n; row++)
    {
      guint column = (guint) (word >> (4 * (n - 1 - row))) & 0xf;

      result |= packed_column (n, column, row);
    }

  return result;
}

static void
word_sink_push (WordSink *sink,
                guint64   word)
{
  guint bucket = (guint) (word >> sink->bucket_shift) & (N_WORD_BUCKETS - 1);
  WordBlock *block = sink->buckets[bucket];

  if (block == NULL || block->count == WORD_BLOCK_SIZE)
    {
      WordBlock *fresh = g_new (WordBlock, 1);

      fresh->next = block;
      fresh->count = 0;
      sink->buckets[bucket] = block = fresh;
    }
  block->words[block->count++] = word;
  sink->counts[bucket]++;
}

#define SYMMETRY_BIT(symmetry) (1u << QUEENS_SYMMETRY_##symmetry)

/* Files every distinct image of one solution.  Flipping the columns is
 * "all_last - word" (no nibble borrows), flipping the rows reverses the
 * nibbles, and transposing inverts the permutation; the rest combine them. */
static void
word_sink_add (gpointer sink_data,
               guint64  word)
{
  WordSink *sink = sink_data;
  const guint images = sink->images;
  const guint64 flip = sink->all_last;
  guint64 reversed = packed_reverse_rows (sink, word);
  guint64 transposed = 0;
  guint64 transposed_reversed = 0;

  if (images & (SYMMETRY_BIT (ROTATE_90) | SYMMETRY_BIT (ROTATE_270)
                | SYMMETRY_BIT (FLIP_DIAGONAL) | SYMMETRY_BIT (FLIP_ANTIDIAGONAL)))
    {
      transposed = packed_transpose (sink, word);
      transposed_reversed = packed_reverse_rows (sink, transposed);
    }

  if (images & SYMMETRY_BIT (IDENTITY))
    word_sink_push (sink, word);
  if (images & SYMMETRY_BIT (ROTATE_90))
    word_sink_push (sink, flip - transposed);
  if (images & SYMMETRY_BIT (ROTATE_180))
    word_sink_push (sink, flip - reversed);
  if (images & SYMMETRY_BIT (ROTATE_270))
    word_sink_push (sink, transposed_reversed);
  if (images & SYMMETRY_BIT (FLIP_HORIZONTAL))
    word_sink_push (sink, flip - word);
  if (images & SYMMETRY_BIT (FLIP_VERTICAL))
    word_sink_push (sink, reversed);
  if (images & SYMMETRY_BIT (FLIP_DIAGONAL))
    word_sink_push (sink, transposed);
  if (images & SYMMETRY_BIT (FLIP_ANTIDIAGONAL))
    word_sink_push (sink, flip - transposed_reversed);
}

static void
word_sink_init (WordSink *sink,
                guint     n)
{
  memset (sink, 0, sizeof *sink);
  sink->n = n;
  for (guint row = 0; row < n; row++)
    sink->all_last |= packed_column (n, row, n - 1);
  sink->unused_shift = 4 * (16 - n);
  sink->bucket_shift = 4 * (n - 2);
}

static void
word_sink_clear (WordSink *sink)
{
  for (guint bucket = 0; bucket < N_WORD_BUCKETS; bucket++)
    while (sink->buckets[bucket] != NULL)
      {
        WordBlock *block = sink->buckets[bucket];

        sink->buckets[bucket] = block->next;
        g_free (block);
      }
}

/* LSD radix sort on the low @bits bits (the others are equal), a byte at a
 * time; returns whichever of the two buffers holds the result. */
static guint64 *
radix_sort_words (guint64 *words,
                  guint64 *scratch,
                  gsize    count,
                  guint    bits)
{
  gsize histogram[8][256];
  guint passes = MIN ((bits + 7) / 8, 8);

  memset (histogram, 0, sizeof histogram);
  for (gsize i = 0; i < count; i++)
    for (guint pass = 0; pass < passes; pass++)
      histogram[pass][(words[i] >> (8 * pass)) & 0xff]++;

  for (guint pass = 0; pass < passes; pass++)
    {
      gsize offset = 0;
      guint64 *swap;

      /* A byte that is the same everywhere sorts nothing. */
      if (histogram[pass][(words[0] >> (8 * pass)) & 0xff] == count)
        continue;
      for (guint digit = 0; digit < 256; digit++)
        {
          gsize size = histogram[pass][digit];

          histogram[pass][digit] = offset;
          offset += size;
        }
      for (gsize i = 0; i < count; i++)
        scratch[histogram[pass][(words[i] >> (8 * pass)) & 0xff]++] = words[i];
      swap = words;
      words = scratch;
      scratch = swap;
    }

  return words;
}

typedef struct
{
  guint          n;
  CountTask     *tasks;
  guint          n_tasks;
  GCancellable  *cancellable;
  WordSink      *sinks;          /* by worker */
  guint          n_sinks;
  gint           stop;

  GMutex         mutex;          /* guards what follows */
  GCond          cond;           /* a bucket is sorted */
  guint          tasks_done;
  guint64       *sorted[N_WORD_BUCKETS];
  gsize          sorted_count[N_WORD_BUCKETS];
  gboolean       ready[N_WORD_BUCKETS];
} SortedJob;

static guint64
emit_search_generic (SearchState    start,
                     guint          n,
                     SearchControl *control,
                     guint64        start_word,
                     WordSink      *sink)
{
  return forward_search_body (start, n, control, word_sink_add, start_word, sink, NULL, NULL);
}

#ifdef HAVE_X86_BIT_DISPATCH
__attribute__((target ("popcnt,bmi,bmi2")))
static guint64
emit_search_x86 (SearchState    start,
                 guint          n,
                 SearchControl *control,
                 guint64        start_word,
                 WordSink      *sink)
{
  return forward_search_body (start, n, control, word_sink_add, start_word, sink, NULL, NULL);
}
#endif

/* Hands every solution below @start to @sink, packed (n <= 16) on top of
 * @start_word, which holds the queens of @start. */
static guint64
emit_search (SearchState    start,
             guint          n,
             SearchControl *control,
             guint64        start_word,
             WordSink      *sink)
{
#ifdef HAVE_X86_BIT_DISPATCH
  if (have_x86_bit_instructions ())
    return emit_search_x86 (start, n, control, start_word, sink);
#endif
  return emit_search_generic (start, n, control, start_word, sink);
}

/* Gathers bucket @bucket from every worker into one sorted array. */
static void
sorted_job_sort_bucket (SortedJob *job,
                        guint      bucket)
{
  g_autofree guint64 *scratch = NULL;
  guint64 *words = NULL;
  guint64 *result = NULL;
  gsize count = 0;
  gsize filled = 0;

  for (guint w = 0; w < job->n_sinks; w++)
    count += job->sinks[w].counts[bucket];

  if (count > 0)
    {
      words = g_new (guint64, count);
      for (guint w = 0; w < job->n_sinks; w++)
        {
          WordSink *sink = &job->sinks[w];

          while (sink->buckets[bucket] != NULL)
            {
              WordBlock *block = sink->buckets[bucket];

              memcpy (words + filled, block->words, block->count * sizeof (guint64));
              filled += block->count;
              sink->buckets[bucket] = block->next;
              g_free (block);
            }
        }
      scratch = g_new (guint64, count);
      result = radix_sort_words (words, scratch, count, 4 * (job->n - 2));
      if (result == scratch)
        {
          scratch = words;
          words = result;
        }
    }

  g_mutex_lock (&job->mutex);
  job->sorted[bucket] = words;
  job->sorted_count[bucket] = count;
  job->ready[bucket] = TRUE;
  g_cond_broadcast (&job->cond);
  g_mutex_unlock (&job->mutex);
}

/* Files the solutions of task @index in worker @worker's sink. */
static gboolean
sorted_search_task (guint     index,
                    guint     worker,
                    gpointer  data,
                    GError  **error)
{
  SortedJob *job = data;
  CountTask *task = &job->tasks[index];
  WordSink *sink = &job->sinks[worker];
  SearchControl control;

  sink->images = task->images;
  search_control_init (&control, &job->stop, job->cancellable, 0);
  emit_search (task->state, job->n, &control, task->word, sink);
  if (control.cancelled)
    {
      g_atomic_int_set (&job->stop, 1);
      return FALSE;
    }

  g_mutex_lock (&job->mutex);
  job->tasks_done++;
  g_mutex_unlock (&job->mutex);

  return TRUE;
}

static gboolean
sorted_sort_task (guint     bucket,
                  guint     worker,
                  gpointer  data,
                  GError  **error)
{
  SortedJob *job = data;

  sorted_job_sort_bucket (job, bucket);

  return !g_atomic_int_get (&job->stop);
}

/* Waits a little for a bucket; FALSE when the caller cancelled. */
static gboolean
sorted_job_wait (SortedJob *job,
                 Delivery  *delivery)
{
  gint64 deadline = g_get_monotonic_time () + ENUM_CANCEL_POLL_US;

  if (g_cond_wait_until (&job->cond, &job->mutex, deadline))
    return TRUE;

  g_mutex_unlock (&job->mutex);
  if (g_cancellable_is_cancelled (delivery->cancellable))
    delivery->cancelled = TRUE;
  g_mutex_lock (&job->mutex);

  return !delivery->cancelled;
}

gboolean
enumerate_sorted (guint     n,
                  Delivery *delivery,
                  GError  **error)
{
  g_autoptr(GArray) tasks = g_array_new (FALSE, TRUE, sizeof (CountTask));
  g_autoptr(QueensTaskPool) search = NULL;
  g_autoptr(QueensTaskPool) sort = NULL;
  SortedJob job = { 0, };
  guint n_workers = CLAMP (g_get_num_processors (), 1, ENUM_SORTED_MAX_WORKERS);
  guint64 total = 0;
  gboolean ok = TRUE;

  collect_constellations (n, tasks);
  g_array_sort (tasks, compare_count_tasks);

  job.n = n;
  job.tasks = (CountTask *) (gpointer) tasks->data;
  job.n_tasks = tasks->len;
  job.cancellable = delivery->cancellable;
  job.sinks = g_new (WordSink, n_workers);
  job.n_sinks = n_workers;
  for (guint w = 0; w < n_workers; w++)
    word_sink_init (&job.sinks[w], n);
  g_mutex_init (&job.mutex);
  g_cond_init (&job.cond);

  /* The search, each worker filing into its own sink: nothing can be
   * delivered before it ends. */
  search = queens_task_pool_new (job.n_tasks, sorted_search_task, &job, job.cancellable);
  if (!queens_task_pool_start (search, "queens-enumerate", n_workers, error))
    {
      g_atomic_int_set (&job.stop, 1);
      ok = FALSE;
    }
  while (ok && !queens_task_pool_wait_until (search, g_get_monotonic_time () + ENUM_CANCEL_POLL_US))
    {
      double fraction;

      if (g_cancellable_is_cancelled (delivery->cancellable))
        {
          delivery->cancelled = TRUE;
          g_atomic_int_set (&job.stop, 1);
          queens_task_pool_stop (search);
          break;
        }
      g_mutex_lock (&job.mutex);
      fraction = 0.7 * job.tasks_done / MAX (job.n_tasks, 1);
      g_mutex_unlock (&job.mutex);
      delivery_report (delivery, fraction, FALSE);
    }
  /* Only when every worker has stopped searching may the counts be read:
   * after a cancel some may still be filing solutions. */
  queens_task_pool_finish (search, NULL);
  ok = ok && !delivery->cancelled && job.tasks_done == job.n_tasks;
  if (ok)
    for (guint w = 0; w < job.n_sinks; w++)
      for (guint bucket = 0; bucket < N_WORD_BUCKETS; bucket++)
        total += job.sinks[w].counts[bucket];

  /* Then the files, in order, as the workers sort them. */
  if (ok)
    {
      sort = queens_task_pool_new (N_WORD_BUCKETS, sorted_sort_task, &job, job.cancellable);
      ok = queens_task_pool_start (sort, "queens-enumerate", n_workers, error);
    }
  for (guint bucket = 0; ok && bucket < N_WORD_BUCKETS; bucket++)
    {
      guint64 *words;
      gsize count;

      g_mutex_lock (&job.mutex);
      while (!job.ready[bucket] && !g_atomic_int_get (&job.stop))
        if (!sorted_job_wait (&job, delivery))
          break;
      words = job.sorted[bucket];
      count = job.sorted_count[bucket];
      job.sorted[bucket] = NULL;
      ok = job.ready[bucket] && !delivery->cancelled;
      g_mutex_unlock (&job.mutex);

      if (ok && count > 0)
        ok = delivery_add_words (delivery, words, count);
      g_free (words);
      if (ok)
        delivery_report (delivery, 0.7 + 0.3 * delivery->delivered / MAX (total, 1), FALSE);
    }

  g_atomic_int_set (&job.stop, 1);
  if (sort != NULL)
    {
      queens_task_pool_stop (sort);
      queens_task_pool_finish (sort, NULL);
    }

  for (guint bucket = 0; bucket < N_WORD_BUCKETS; bucket++)
    g_free (job.sorted[bucket]);
  for (guint w = 0; w < n_workers; w++)
    word_sink_clear (&job.sinks[w]);
  g_free (job.sinks);
  g_mutex_clear (&job.mutex);
  g_cond_clear (&job.cond);

  return ok;
}
