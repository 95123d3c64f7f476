/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-export.c: --export, a board as a PNG, SVG or PDF file
 *
 * Everything about the request is checked before any work or any file,
 * so a bad value costs nothing and leaves nothing behind.  The file is
 * written on a worker thread, through queens-export, which puts it in
 * place only once it is complete: Ctrl+C or SIGTERM cancels it, and the
 * old file (or none) stays as it was, with no temporary left over.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-construct.h"
#include "queens-export.h"
#include "queens-atomic-file.h"
#include "queens-render.h"
#include "queens-symmetry.h"
#include "queens-solver.h"

/* N for --export when --n is not given. */
#define QUEENS_CLI_DEFAULT_EXPORT_N 8

#define QUEENS_CLI_PICK_BATCH_SIZE 4096

/* ------------------------------------------------------------------ */
/* Which solution                                                      */
/* ------------------------------------------------------------------ */

typedef struct
{
  GCancellable *cancellable;
  gboolean      fundamental;
  guint64       wanted;    /* K, 1-based */
  guint64       seen;      /* solutions passed so far (fundamental ones only) */
  guint32      *columns;   /* receives solution K */
  gboolean      found;
} QueensCliPicking;

static void
queens_cli_on_pick_batch (const guint8 *columns,
                          gsize         n_solutions,
                          guint         n,
                          gpointer      user_data)
{
  QueensCliPicking *picking = user_data;
  gsize solution;
  guint row;

  if (picking->found)
    return;

  /* Among all solutions a whole batch before K is skipped at once. */
  if (!picking->fundamental && picking->seen + n_solutions < picking->wanted)
    {
      picking->seen += n_solutions;
      return;
    }

  for (solution = 0; solution < n_solutions; solution++)
    {
      const guint8 *candidate = columns + solution * n;

      if (picking->fundamental && !queens_permutation_is_canonical (n, candidate))
        continue;

      if (++picking->seen < picking->wanted)
        continue;

      for (row = 0; row < n; row++)
        picking->columns[row] = candidate[row];
      picking->found = TRUE;
      g_cancellable_cancel (picking->cancellable);
      return;
    }
}

/* Finds solution @wanted (1-based, lexicographic order, among the
 * fundamental ones if asked) of @n into @columns.  On failure prints the
 * message and returns FALSE. */
static gboolean
queens_cli_pick_solution (guint     n,
                          guint64   wanted,
                          gboolean  fundamental,
                          guint32  *columns)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *wanted_text = g_strdup_printf ("%" G_GUINT64_FORMAT, wanted);
  g_autofree char *total_text = NULL;
  QueensCliPicking picking = { 0 };

  if (n > QUEENS_SOLVER_MAX_ENUMERATE_N)
    {
      /* Ranking needs the solutions in order, and above this N there are
       * far too many to walk through; the formula gives one at once. */
      if (fundamental)
        {
          /* Translators: %u is the largest board --fundamental works for, %u
           * the board size given, as in "--fundamental works for N up to 32,
           * and N is 40".  Reorder with %1$u, %2$u if needed. */
          queens_cli_print_error (_("--fundamental works for N up to %u, and N is %u"),
                                  QUEENS_SOLVER_MAX_ENUMERATE_N, n);
          return FALSE;
        }
      if (wanted != 1)
        {
          /* Translators: %s is the solution number asked for, %u the board size
           * N, %u the largest N whose solutions are numbered, as in
           * "--solution: 2 is outside 1..1 for N = 40: above N = 32 ...".
           * Reorder with %1$s, %2$u, %3$u if needed. */
          queens_cli_print_error (_("--solution: %s is outside 1..1 for N = %u: above N = %u "
                                    "only the solution built by formula is exported"),
                                  wanted_text, n, QUEENS_SOLVER_MAX_ENUMERATE_N);
          return FALSE;
        }
      /* Every N above 3 has a solution. */
      return queens_construct_solution (n, columns);
    }

  picking.cancellable = cancellable;
  picking.fundamental = fundamental;
  picking.wanted = wanted;
  picking.columns = columns;

  /* Streaming: solution 1, the default, comes at once, and memory stays
   * bounded for any K. */
  if (!queens_solver_enumerate_streaming (n, QUEENS_CLI_PICK_BATCH_SIZE, 0,
                                          queens_cli_on_pick_batch, NULL, &picking,
                                          cancellable, NULL, &error)
      && !picking.found)
    {
      /* A thread that cannot start is the export's trouble, with or
       * without --solution. */
      if (error != NULL && error->domain == G_THREAD_ERROR)
        /* Translators: %s says why the export failed, as in
         * "--export: cannot write “/tmp/a.png”: the disk is full" */
        queens_cli_print_error (_("--export: %s"), error->message);
      else
        /* Translators: %s is why the search for the solution asked for failed,
         * such as "the search failed" */
        queens_cli_print_error (_("--solution: %s"),
                                error != NULL ? error->message : _("the search failed"));
      return FALSE;
    }

  if (picking.found)
    return TRUE;

  if (picking.seen == 0)
    {
      /* Translators: %u is the board size, as in "--solution: N = 3 has no
       * solutions" */
      queens_cli_print_error (_("--solution: N = %u has no solutions"), n);
      return FALSE;
    }

  total_text = g_strdup_printf ("%" G_GUINT64_FORMAT, picking.seen);
  if (fundamental)
    /* Translators: %s is the solution number asked for, %s how many fundamental
     * solutions there are, %u the board size, as in "--solution: 200 is outside
     * 1..12 among the fundamental solutions of N = 8".  Reorder with %1$s,
     * %2$s, %3$u if needed. */
    queens_cli_print_error (_("--solution: %s is outside 1..%s among the fundamental "
                              "solutions of N = %u"),
                            wanted_text, total_text, n);
  else
    /* Translators: %s is the solution number asked for, %s how many solutions
     * there are, %u the board size, as in "--solution: 200 is outside 1..92 for
     * N = 8".  Reorder with %1$s, %2$s, %3$u if needed. */
    queens_cli_print_error (_("--solution: %s is outside 1..%s for N = %u"),
                            wanted_text, total_text, n);
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Writing the file                                                    */
/* ------------------------------------------------------------------ */

/* What the worker draws: a board as given, or solution columns. */
typedef struct
{
  const char                *path;     /* as given, for messages */
  GFile                     *file;
  QueensExportFormat         format;
  guint                      pixels;
  guint                      n;
  const guint32             *columns;
  QueensBoard               *board;
  const QueensRenderOptions *options;
} QueensCliExportJob;

static gboolean
queens_cli_export_work (gpointer       work_data,
                        GCancellable  *cancellable,
                        GError       **error)
{
  QueensCliExportJob *job = work_data;

  if (job->board != NULL)
    return queens_export_board_to_file (job->file, job->format, job->pixels, job->board,
                                        job->options, cancellable, error);

  return queens_export_columns_to_file (job->file, job->format, job->pixels, job->n,
                                        job->columns, job->options, cancellable, error);
}

static void
queens_cli_print_export_interrupted (QueensCliExportJob *job)
{
  g_autofree char *shown = queens_cli_show_value (job->path, FALSE);

  /* Translators: %s is the name of the file that was to be written, as in
   * "export interrupted: “queens-8.png” was not changed" */
  queens_cli_print_error (_("export interrupted: “%s” was not changed"), shown);
}

/* A second signal: the process leaves at once while the export may still
 * run, so its named temporary (where there is one) goes now. */
static void
queens_cli_leave_export (gpointer report_data)
{
  queens_atomic_file_remove_temporaries ();
  queens_cli_print_export_interrupted (report_data);
}

int
queens_cli_run_export (const QueensCliExport *request)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensBoard) board = NULL;
  g_autofree guint32 *columns = NULL;
  QueensExportFormat format;
  QueensRenderOptions options;
  guint64 n = QUEENS_CLI_DEFAULT_EXPORT_N;
  guint64 wanted = 1;
  guint64 pixels = QUEENS_EXPORT_DEFAULT_PIXELS;
  QueensCliExportJob job = { 0 };
  int signal_number = 0;
  gboolean written;

  /* Everything about the request is checked before any work or any
   * file: a bad value costs nothing and leaves nothing behind. */
  if (!queens_export_format_from_filename (request->path, &format, &error))
    {
      /* Translators: %s says why the export failed, as in
       * "--export: cannot write “/tmp/a.png”: the disk is full" */
      queens_cli_print_error (_("--export: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (request->size_text != NULL)
    {
      if (!queens_cli_parse_number (QUEENS_CLI_OPTION_SIZE, request->size_text, &pixels))
        return QUEENS_EXIT_BAD_INPUT;

      if (queens_export_format_is_vector (format))
        {
          g_autofree char *shown = queens_cli_show_value (request->size_text, TRUE);

          /* Translators: %s is the value given to --size, in double quotes, as
           * in "--size "512" works only for PNG files: ..." */
          queens_cli_print_error (_("--size %s works only for PNG files: SVG and PDF are "
                                    "drawn as vectors"),
                                  shown);
          return QUEENS_EXIT_BAD_INPUT;
        }
    }

  if (request->board_text != NULL)
    {
      const char *other = request->n_text != NULL ? "n"
                          : request->solution_text != NULL ? "solution"
                          : request->fundamental ? "fundamental"
                          : NULL;

      if (other != NULL)
        {
          /* Translators: %s is the name of another option (without its dashes),
           * "n", "solution" or "fundamental", as in "--board and --n cannot be
           * used together: ..." */
          queens_cli_print_error (_("--board and --%s cannot be used together: the board "
                                    "is exported as given"),
                                  other);
          return QUEENS_EXIT_BAD_INPUT;
        }

      board = queens_cli_parse_board (QUEENS_CLI_OPTION_BOARD, request->board_text);
      if (board == NULL)
        return QUEENS_EXIT_BAD_INPUT;
    }
  else
    {
      if (request->n_text != NULL
          && !queens_cli_parse_number (QUEENS_CLI_OPTION_N, request->n_text, &n))
        return QUEENS_EXIT_BAD_INPUT;

      if (request->solution_text != NULL
          && !queens_cli_parse_number (QUEENS_CLI_OPTION_SOLUTION, request->solution_text,
                                       &wanted))
        return QUEENS_EXIT_BAD_INPUT;

      columns = g_new (guint32, n);
      if (!queens_cli_pick_solution ((guint) n, wanted, request->fundamental, columns))
        return QUEENS_EXIT_BAD_INPUT;
    }

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_coordinates = request->coordinates;
  /* As in play: queens in conflict are red, joined by red lines. */
  options.show_conflicts = TRUE;

  job.path = request->path;
  job.file = g_file_new_for_commandline_arg (request->path);
  job.format = format;
  job.pixels = (guint) pixels;
  job.n = (guint) n;
  job.columns = columns;
  job.board = board;
  job.options = &options;

  g_main_context_push_thread_default (context);
  written = queens_cli_run_interruptible (context, queens_cli_export_work, &job,
                                          queens_cli_leave_export, &job,
                                          &signal_number, &error);
  g_main_context_pop_thread_default (context);
  g_clear_object (&job.file);

  if (!written && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      queens_cli_print_export_interrupted (&job);
      return queens_cli_interrupted_status (signal_number);
    }

  if (!written)
    {
      /* Translators: %s says why the export failed, as in
       * "--export: cannot write “/tmp/a.png”: the disk is full" */
      queens_cli_print_error (_("--export: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  return QUEENS_EXIT_OK;
}
