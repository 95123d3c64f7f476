/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-count.c: --count, with --part and --checkpoint
 *
 * The count runs on a worker thread; on a terminal the main thread shows
 * its progress on stderr meanwhile, rewritten in place and wiped before
 * the answer.  Ctrl+C or SIGTERM stops it with one line and status 130 or
 * 143.  With --checkpoint the main thread also saves the finished tasks
 * every few seconds, and once more when the count stops either way.
 *
 * The tasks run in an order where any stretch is a fair sample of the
 * whole (count_tasks_run_order()), so the share done so far and the time it
 * took say how long the rest will take: a count expected to run for more
 * than about a minute says so once its first tasks are done.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-count-checkpoint.h"
#include "queens-count-part.h"
#include "queens-format.h"
#include "queens-solver.h"

#define QUEENS_CLI_PROGRESS_INTERVAL_MS 100

/* --progress on a standard error that is not a terminal: a line this
 * often, besides the first and the last. */
#define QUEENS_CLI_PROGRESS_LINE_INTERVAL_US (5 * G_USEC_PER_SEC)

/* A count expected to take longer than this says so before it gets far.
 * QUEENS_LONG_COUNT_SECONDS overrides it (the tests use a small N). */
#define QUEENS_CLI_LONG_COUNT_SECONDS 60

/* The estimate waits for this much counting and this share of the tasks
 * (or for ESTIMATE_LATEST_US), so that it rests on more than a few tasks. */
#define QUEENS_CLI_ESTIMATE_AFTER_US (1 * G_USEC_PER_SEC)
#define QUEENS_CLI_ESTIMATE_MIN_SHARE 0.01
#define QUEENS_CLI_ESTIMATE_LATEST_US (5 * G_USEC_PER_SEC)

typedef struct
{
  guint           n;
  guint           part;     /* 1-based; 0 for the whole count */
  guint           n_parts;
  guint64         memory;   /* --memory, 0 for the default */
  QueensCountPart counted;
  QueensCountCheckpoint *checkpoint;   /* NULL without --checkpoint */
  const char     *checkpoint_path;
  gboolean        checkpoint_failed;   /* said once, then quiet */
  int           progress_millionths;  /* atomic: written by the worker */
  int           shown_length;
  gboolean      on_terminal;        /* progress rewritten in place */
  gboolean      progress_lines;     /* --progress without a terminal */
  gint64        started;            /* monotonic */
  gint64        next_line;          /* monotonic; for progress lines */
  double        share_before;       /* done by earlier runs (checkpoint) */
  gboolean      estimated;          /* the long-count notice is settled */
  double        long_count_seconds;
} QueensCliCounting;

/* Runs on the worker: only stores the figure, the main loop prints it. */
static void
queens_cli_on_count_progress (double   fraction,
                              guint64  solutions_so_far,
                              gpointer user_data)
{
  QueensCliCounting *counting = user_data;

  g_atomic_int_set (&counting->progress_millionths,
                    (int) (CLAMP (fraction, 0.0, 1.0) * 1e6));
}

static gboolean
queens_cli_count_work (gpointer       work_data,
                       GCancellable  *cancellable,
                       GError       **error)
{
  QueensCliCounting *counting = work_data;

  return queens_solver_count_part_within (counting->n, MAX (counting->part, 1),
                                          MAX (counting->n_parts, 1), 0, counting->memory,
                                          counting->checkpoint,
                                          queens_cli_on_count_progress, counting,
                                          cancellable, &counting->counted, error);
}

static void
queens_cli_clear_progress (QueensCliCounting *counting)
{
  if (counting->shown_length > 0)
    {
      fprintf (stderr, "\r%*s\r", counting->shown_length, "");
      fflush (stderr);
      counting->shown_length = 0;
    }
}

static double
queens_cli_count_share (QueensCliCounting *counting)
{
  return g_atomic_int_get (&counting->progress_millionths) / 1e6;
}

/* Seconds this run still needs, from its speed so far; < 0 while there
 * is nothing to go by. */
static double
queens_cli_seconds_left (QueensCliCounting *counting)
{
  double elapsed = (g_get_monotonic_time () - counting->started) / (double) G_USEC_PER_SEC;

  return queens_count_seconds_left (counting->share_before, queens_cli_count_share (counting), elapsed);
}

/* "counting n=17: 43%" and, once known, ", about 2 minutes left". */
static char *
queens_cli_describe_progress (QueensCliCounting *counting,
                              int                percent)
{
  double left = queens_cli_seconds_left (counting);
  gint64 elapsed = g_get_monotonic_time () - counting->started;

  if (left >= 0 && percent < 100 && elapsed >= QUEENS_CLI_ESTIMATE_AFTER_US)
    {
      g_autofree char *duration = queens_format_duration (left);

      /* Translators: progress on standard error, %u is the board size N, %d
       * the share of the count done, in percent, and %s the time still
       * needed: "counting n=17: 43%, about 2 minutes left".  Reorder with
       * %1$u, %2$d, %3$s if needed. */
      return g_strdup_printf (_("counting n=%u: %d%%, about %s left"),
                              counting->n, percent, duration);
    }

  /* Translators: progress on standard error, %u is the board size N and %d the
   * share of the count done, in percent: "counting n=17: 43%".  Reorder with
   * %1$u, %2$d if needed. */
  return g_strdup_printf (_("counting n=%u: %d%%"), counting->n, percent);
}

/* On a terminal: the line rewritten in place, whenever it changes. */
static void
queens_cli_show_progress_in_place (QueensCliCounting *counting)
{
  int percent = (int) (queens_cli_count_share (counting) * 100);
  g_autofree char *line = queens_cli_describe_progress (counting, percent);
  int length;

  /* The line is rewritten in place, so pad over a longer old one. */
  fputc ('\r', stderr);
  length = fprintf (stderr, "%s", line);
  if (length < counting->shown_length)
    fprintf (stderr, "%*s", counting->shown_length - length, "");
  fflush (stderr);
  counting->shown_length = MAX (length, counting->shown_length);
}

/* Without a terminal (--progress): one line every few seconds. */
static void
queens_cli_show_progress_line (QueensCliCounting *counting,
                               int                percent)
{
  g_autofree char *line = queens_cli_describe_progress (counting, percent);

  queens_cli_print_error ("%s", line);
  counting->next_line = g_get_monotonic_time () + QUEENS_CLI_PROGRESS_LINE_INTERVAL_US;
}

/* Once the first tasks have run: says when the count will take long, and
 * what helps. */
static void
queens_cli_estimate (QueensCliCounting *counting)
{
  gint64 elapsed = g_get_monotonic_time () - counting->started;
  double done_now = queens_cli_count_share (counting) - counting->share_before;
  double left;

  if (counting->estimated || elapsed < QUEENS_CLI_ESTIMATE_AFTER_US
      || (done_now < QUEENS_CLI_ESTIMATE_MIN_SHARE && elapsed < QUEENS_CLI_ESTIMATE_LATEST_US))
    return;

  counting->estimated = TRUE;
  left = queens_cli_seconds_left (counting);
  if (left < 0)
    left = G_MAXDOUBLE;  /* not one task done in seconds: long indeed */

  if (elapsed / (double) G_USEC_PER_SEC + left > counting->long_count_seconds)
    {
      g_autofree char *duration = queens_format_duration (elapsed / (double) G_USEC_PER_SEC
                                                          + MIN (left, 1e12));

      queens_cli_clear_progress (counting);
      /* Translators: %u is the board size N, %s how long the whole count will
       * take, as in "counting n=19 will take about 3 hours on this machine
       * (...)".  Reorder with %1$u, %2$s if needed. */
      queens_cli_print_error (_("counting n=%u will take about %s on this machine (estimated "
                                "from its first tasks); --part K/M shares it among processes "
                                "or machines, --checkpoint FILE keeps its work if it stops"),
                              counting->n, duration);
    }
}

static gboolean
queens_cli_on_progress_tick (gpointer user_data)
{
  QueensCliCounting *counting = user_data;
  int percent = (int) (queens_cli_count_share (counting) * 100);

  queens_cli_estimate (counting);

  if (counting->on_terminal)
    queens_cli_show_progress_in_place (counting);
  else if (counting->progress_lines && g_get_monotonic_time () >= counting->next_line)
    queens_cli_show_progress_line (counting, percent);

  return G_SOURCE_CONTINUE;
}

/* Saves the checkpoint as it stands; a failure is said once, and the
 * count goes on without it. */
static gboolean
queens_cli_save_checkpoint (QueensCliCounting *counting)
{
  g_autoptr(GError) error = NULL;

  if (counting->checkpoint == NULL)
    return TRUE;

  if (queens_count_checkpoint_save (counting->checkpoint, counting->checkpoint_path, &error))
    return TRUE;

  if (!counting->checkpoint_failed)
    {
      g_autofree char *shown = queens_cli_show_value (counting->checkpoint_path, TRUE);

      queens_cli_clear_progress (counting);
      /* Translators: %s is the checkpoint's file name, in double quotes, %s
       * the reason, as in "--checkpoint: cannot save "n18.ckpt": cannot
       * write “n18.ckpt”: the disk is full".  Reorder with %1$s, %2$s if
       * needed. */
      queens_cli_print_error (_("--checkpoint: cannot save %s: %s"), shown, error->message);
      counting->checkpoint_failed = TRUE;
    }

  return FALSE;
}

static gboolean
queens_cli_on_checkpoint_tick (gpointer user_data)
{
  queens_cli_save_checkpoint (user_data);
  return G_SOURCE_CONTINUE;
}

static double
queens_cli_long_count_seconds (void)
{
  const char *text = g_getenv ("QUEENS_LONG_COUNT_SECONDS");
  char *end = NULL;
  double value;

  if (text != NULL)
    {
      value = g_ascii_strtod (text, &end);
      if (end != text && *end == '\0' && value >= 0)
        return value;
    }

  return QUEENS_CLI_LONG_COUNT_SECONDS;
}

static void
queens_cli_report_count_interrupted (gpointer report_data)
{
  QueensCliCounting *counting = report_data;

  queens_cli_clear_progress (counting);
  if (counting->checkpoint != NULL && queens_cli_save_checkpoint (counting))
    {
      g_autofree char *shown = queens_cli_show_value (counting->checkpoint_path, TRUE);
      guint done = queens_count_checkpoint_get_done (counting->checkpoint);
      guint tasks = queens_count_checkpoint_get_tasks (counting->checkpoint);

      /* Translators: %s is the checkpoint's file name, in double quotes, %u how
       * many tasks of the count are done, %u how many there are, as in
       * "counting interrupted; "n18.ckpt" keeps 40 of 306 tasks done: ...".
       * Reorder with %1$s, %2$u, %3$u if needed. */
      queens_cli_print_error (ngettext ("counting interrupted; %s keeps %u of %u task "
                                        "done: the same command carries on from there",
                                        "counting interrupted; %s keeps %u of %u tasks "
                                        "done: the same command carries on from there",
                                        tasks),
                              shown, done, tasks);
    }
  else
    queens_cli_print_error ("%s", _("counting interrupted"));
}

/* Reads the checkpoint, or starts one.  A checkpoint that does not fit
 * this count is refused and left exactly as it is; a new one is saved at
 * once, and an old one only tried for writing: a file that cannot be
 * written is said before the count, not after hours. */
static gboolean
queens_cli_open_checkpoint (QueensCliCounting *counting)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = queens_cli_show_value (counting->checkpoint_path, TRUE);
  gboolean existed = g_file_test (counting->checkpoint_path, G_FILE_TEST_EXISTS);
  QueensCountMethod method = queens_solver_count_method (counting->n, counting->memory, 0);
  guint part = MAX (counting->part, 1);
  guint n_parts = MAX (counting->n_parts, 1);
  gboolean writable;

  if (counting->checkpoint_path[0] == '\0')
    {
      queens_cli_print_error ("%s", _("--checkpoint needs a file name, not an empty one"));
      return FALSE;
    }

  counting->checkpoint = queens_count_checkpoint_load (counting->checkpoint_path, counting->n,
                                                       part, n_parts, &error);
  if (counting->checkpoint == NULL
      || !queens_count_checkpoint_begin (counting->checkpoint,
                                         method,
                                         queens_solver_count_part_n_tasks (counting->n, part,
                                                                           n_parts, method),
                                         &error))
    {
      /* Translators: %s is the checkpoint's file name, in double quotes, %s
       * the reason, as in "--checkpoint: "n18.ckpt" cannot be used: it is a
       * folder".  Reorder with %1$s, %2$s if needed. */
      queens_cli_print_error (_("--checkpoint: %s cannot be used: %s"), shown, error->message);
      g_clear_pointer (&counting->checkpoint, queens_count_checkpoint_free);
      return FALSE;
    }

  if (existed)
    writable = queens_count_checkpoint_check_writable (counting->checkpoint_path, &error);
  else
    writable = queens_count_checkpoint_save (counting->checkpoint, counting->checkpoint_path,
                                             &error);
  if (!writable)
    {
      /* Translators: %s is the checkpoint's file name, in double quotes, %s
       * the reason, as in "--checkpoint: cannot save "n18.ckpt": cannot
       * write “n18.ckpt”: the disk is full".  Reorder with %1$s, %2$s if
       * needed. */
      queens_cli_print_error (_("--checkpoint: cannot save %s: %s"), shown, error->message);
      g_clear_pointer (&counting->checkpoint, queens_count_checkpoint_free);
      return FALSE;
    }

  /* Work done before is not this run's speed. */
  if (queens_count_checkpoint_get_tasks (counting->checkpoint) > 0)
    counting->share_before = queens_count_checkpoint_get_done (counting->checkpoint)
                             / (double) queens_count_checkpoint_get_tasks (counting->checkpoint);

  return TRUE;
}

int
queens_cli_run_count (guint                 n,
                      const QueensCliCount *request)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSource) progress_source = NULL;
  g_autoptr(GSource) checkpoint_source = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensCountCheckpoint) checkpoint = NULL;
  QueensCliCounting counting = { 0 };
  int signal_number = 0;
  gboolean counted;

  if (request->part_text != NULL
      && !queens_cli_parse_part (request->part_text, &counting.part, &counting.n_parts))
    return QUEENS_EXIT_BAD_INPUT;
  if (request->memory_text != NULL
      && !queens_cli_parse_size (request->memory_text, &counting.memory))
    {
      g_autofree char *shown = queens_cli_show_value (request->memory_text, TRUE);

      /* Translators: %s is the value given to --memory, in double quotes, as
       * in "--memory "lots" is not a size: give a number of bytes, with K, M,
       * G or T for KiB, MiB, GiB or TiB, such as --memory 512M" */
      queens_cli_print_error (_("--memory %s is not a size: give a number of bytes, with K, M, "
                                "G or T for KiB, MiB, GiB or TiB, such as --memory 512M"),
                              shown);
      return QUEENS_EXIT_BAD_INPUT;
    }

  counting.n = n;
  counting.checkpoint_path = request->checkpoint_path;
  counting.on_terminal = isatty (STDERR_FILENO);
  counting.progress_lines = request->progress && !counting.on_terminal;
  counting.long_count_seconds = queens_cli_long_count_seconds ();
  if (counting.checkpoint_path != NULL)
    {
      if (!queens_cli_open_checkpoint (&counting))
        return QUEENS_EXIT_BAD_INPUT;
      checkpoint = counting.checkpoint;
    }

  /* A context of our own, so that nothing else runs while we wait. */
  g_main_context_push_thread_default (context);

  /* Always ticking: the long-count notice needs it even when no progress
   * is shown. */
  counting.started = g_get_monotonic_time ();
  if (counting.progress_lines)
    queens_cli_show_progress_line (&counting, 0);
  progress_source = g_timeout_source_new (QUEENS_CLI_PROGRESS_INTERVAL_MS);
  g_source_set_callback (progress_source, queens_cli_on_progress_tick, &counting, NULL);
  g_source_attach (progress_source, context);

  if (counting.checkpoint != NULL)
    {
      checkpoint_source = g_timeout_source_new (queens_count_checkpoint_interval_ms ());
      g_source_set_callback (checkpoint_source, queens_cli_on_checkpoint_tick, &counting, NULL);
      g_source_attach (checkpoint_source, context);
    }

  counted = queens_cli_run_interruptible (context, queens_cli_count_work, &counting,
                                          queens_cli_report_count_interrupted, &counting,
                                          &signal_number, &error);

  g_source_destroy (progress_source);
  if (checkpoint_source != NULL)
    g_source_destroy (checkpoint_source);
  g_main_context_pop_thread_default (context);

  queens_cli_clear_progress (&counting);

  if (!counted && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      queens_cli_report_count_interrupted (&counting);
      return queens_cli_interrupted_status (signal_number);
    }

  if (!counted && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
    {
      g_autofree char *shown = queens_cli_show_value (counting.checkpoint_path, TRUE);

      /* Translators: %s is the checkpoint's file name, in double quotes, %s
       * the reason, as in "--checkpoint: "n18.ckpt" cannot be used: it is a
       * folder".  Reorder with %1$s, %2$s if needed. */
      queens_cli_print_error (_("--checkpoint: %s cannot be used: %s"), shown, error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  /* No thread for the work, or a total past 64 bits: no count was made,
   * which is no negative answer. */
  if (!counted)
    {
      /* Translators: %s is the reason no count was made, such as "cannot
       * start a worker thread: Resource temporarily unavailable" */
      queens_cli_print_error (_("--count: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  /* Tasks taken from a checkpoint were not searched here: a whole count
   * built on them must still come to what N has. */
  if (counting.share_before > 0 && counting.part == 0
      && !queens_count_whole_check (n, counting.counted.total,
                                    counting.counted.quarter_turn_fixed,
                                    counting.counted.half_turn_fixed, &error))
    {
      g_autofree char *shown = queens_cli_show_value (counting.checkpoint_path, TRUE);

      /* Translators: %s is the checkpoint's file name, in double quotes, %s
       * what is wrong with the count it leads to, as in "... the count comes to
       * solutions=93, but the count of N = 8 is 92 (OEIS A000170): ...".
       * Reorder with %1$s, %2$s if needed. */
      queens_cli_print_error (_("--checkpoint: %s cannot be used: with the work it holds the "
                                "count comes to %s: remove it to count from the start"),
                              shown, error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  /* The finished count stays in the checkpoint: the same command answers
   * at once next time. */
  queens_cli_save_checkpoint (&counting);
  if (counting.progress_lines)
    queens_cli_show_progress_line (&counting, 100);

  if (counting.part != 0)
    {
      QueensCliWriter writer;
      g_autofree char *line = queens_count_part_format (&counting.counted);

      queens_cli_writer_init (&writer);
      queens_cli_writer_printf (&writer, "%s\n", line);
      return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
    }
  else
    {
      QueensCount whole = {
        .total = counting.counted.total,
        .unique = queens_count_unique (n, counting.counted.total,
                                       counting.counted.quarter_turn_fixed,
                                       counting.counted.half_turn_fixed),
        .seconds = counting.counted.seconds,
      };

      return queens_cli_write_count_line (n, &whole);
    }
}
