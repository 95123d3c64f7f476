/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export-request.c: what the window hands to the export dialog
 *
 * Everything is copied on the main thread when the request is made, so
 * the worker that draws it reads memory nobody else touches.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-export-request.h"
#include "queens-format.h"
#include "queens-solver.h"

struct _QueensExportRequest
{
  GObject               parent_instance;

  guint                 n;
  /* A board: n entries, or NULL for the empty board; a sheet: n per
   * board.  NULL for a play position. */
  guint32              *columns;
  gsize                 n_boards;   /* a sheet's; 0 for a single board */
  QueensBoard          *board;      /* the play position, or NULL */
  gboolean              sheet;
  char                 *refusal;
  char                 *name;
  char                 *description;
  QueensExportSettings  settings;
};

G_DEFINE_FINAL_TYPE (QueensExportRequest, queens_export_request, G_TYPE_OBJECT)

static const QueensExportFormat board_formats[] = {
  QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_FORMAT_SVG, QUEENS_EXPORT_FORMAT_PDF
};
static const QueensExportFormat sheet_formats[] = {
  QUEENS_EXPORT_FORMAT_PDF, QUEENS_EXPORT_FORMAT_SVG
};

static void
queens_export_request_finalize (GObject *object)
{
  QueensExportRequest *self = QUEENS_EXPORT_REQUEST (object);

  g_clear_pointer (&self->columns, g_free);
  g_clear_object (&self->board);
  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (queens_export_request_parent_class)->finalize (object);
}

static void
queens_export_request_class_init (QueensExportRequestClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = queens_export_request_finalize;
}

static void
queens_export_request_init (QueensExportRequest *self)
{
}

/* The look @view gives its board, in the light variant of its colours:
 * paper is light, and a file goes into documents whatever the screen. */
static QueensExportRequest *
new_request_like (QueensBoardView *view)
{
  QueensExportRequest *self = g_object_new (QUEENS_TYPE_EXPORT_REQUEST, NULL);

  self->settings.board_theme = queens_board_view_get_board_theme (view);
  self->settings.theme = QUEENS_RENDER_THEME_LIGHT;
  self->settings.show_coordinates = queens_board_view_get_show_coordinates (view);
  self->settings.coordinates = queens_board_view_get_coordinates (view);
  self->settings.show_attacks = queens_board_view_get_show_attacks (view);
  self->settings.show_conflicts = TRUE;
  self->settings.pixels = QUEENS_EXPORT_DEFAULT_PIXELS;
  return self;
}

QueensExportRequest *
queens_export_request_new_for_view (QueensBoardView *view,
                                    guint64          position)
{
  QueensExportRequest *self;
  QueensPlaySession *play;

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (view), NULL);

  self = new_request_like (view);
  play = queens_board_view_get_play_session (view);

  if (play != NULL)
    {
      guint n_queens;

      self->board = queens_board_copy (queens_play_session_get_board (play));
      self->n = queens_board_get_n (self->board);
      n_queens = queens_board_get_n_queens (self->board);
      self->name = g_strdup_printf ("queens-%u-position", self->n);
      /* Translators: in the export dialog, what is exported: %u is the board
       * size N, %u how many queens the position in play holds, as in "N = 8 ·
       * position in play, 5 queens".  Reorder with %1$u, %2$u if needed. */
      self->description = g_strdup_printf (ngettext ("N = %u · position in play, %u queen",
                                                     "N = %u · position in play, %u queens",
                                                     n_queens),
                                           self->n, n_queens);
      return self;
    }

  {
    const guint32 *columns = queens_board_view_get_columns (view);

    self->n = queens_board_view_get_n (view);
    if (columns != NULL)
      self->columns = g_memdup2 (columns, self->n * sizeof (guint32));
  }

  if (position > 0)
    {
      g_autofree char *position_text = queens_format_count (position);

      self->name = g_strdup_printf ("queens-%u-solution-%" G_GUINT64_FORMAT, self->n, position);
      /* Translators: in the export dialog, what is exported: %u is the board
       * size N, %s the solution's number in lexicographic order, as in "N = 8 ·
       * solution 4".  Reorder with %1$u, %2$s if needed. */
      self->description = g_strdup_printf (_("N = %u · solution %s"), self->n, position_text);
    }
  else
    {
      self->name = g_strdup_printf ("queens-%u", self->n);
      /* Translators: in the export dialog, what is exported: %u is the board
       * size, as in "N = 8 · the board shown" */
      self->description = g_strdup_printf (_("N = %u · the board shown"), self->n);
    }

  return self;
}

/* Why @job holds no complete list for a sheet now, or NULL when it does. */
static char *
describe_sheet_problem (QueensSolveJob *job,
                        guint           n)
{
  guint64 count;

  if (job == NULL)
    /* Translators: the first %u is the largest N whose solutions are listed,
     * the second the board size, as in "Solutions are listed for N up to 32,
     * and N is 40."  Reorder with %1$u, %2$u if needed. */
    return g_strdup_printf (_("Solutions are listed for N up to %u, and N is %u."),
                            QUEENS_SOLVER_MAX_ENUMERATE_N, n);

  switch (queens_solve_job_get_state (job))
    {
    case QUEENS_SOLVE_JOB_READY:
    case QUEENS_SOLVE_JOB_RUNNING:
      /* Translators: %u is the board size, as in "The search for N = 12 is
       * still running. ..." */
      return g_strdup_printf (_("The search for N = %u is still running. Export the sheet "
                                "once it has found every solution."), n);

    case QUEENS_SOLVE_JOB_STOPPED:
    case QUEENS_SOLVE_JOB_FAILED:
      /* Translators: %u is the board size, as in "The search for N = 12 ended
       * early, so the sheet would miss solutions." */
      return g_strdup_printf (_("The search for N = %u ended early, so the sheet would "
                                "miss solutions."), n);

    case QUEENS_SOLVE_JOB_FINISHED:
    default:
      break;
    }

  if (queens_solve_job_is_storage_full (job))
    /* Translators: %u is the board size, as in "Only part of the solutions for
     * N = 20 could be kept in memory, ..." */
    return g_strdup_printf (_("Only part of the solutions for N = %u could be kept in "
                              "memory, so the sheet would miss some."), n);

  count = queens_solve_job_get_n_stored_fundamental (job);
  if (count == 0)
    /* Translators: %u is the board size, as in "N = 3 has no solutions." */
    return g_strdup_printf (_("N = %u has no solutions."), n);

  if (count > QUEENS_EXPORT_SHEET_MAX_BOARDS)
    {
      g_autofree char *count_text = queens_format_count (count);
      g_autofree char *maximum_text = queens_format_count (QUEENS_EXPORT_SHEET_MAX_BOARDS);

      /* ngettext() takes an unsigned long: past its range English and
       * German plurals no longer change. */
      /* Translators: %u is the board size, %s how many fundamental solutions it
       * has, %s the most boards a sheet holds, as in "N = 13 has 9,233
       * fundamental solutions; a sheet holds at most 2,000."  Reorder with
       * %1$u, %2$s, %3$s if needed. */
      return g_strdup_printf (ngettext ("N = %u has %s fundamental solution; a sheet holds "
                                        "at most %s.",
                                        "N = %u has %s fundamental solutions; a sheet holds "
                                        "at most %s.",
                                        (gulong) MIN (count, G_MAXULONG)),
                              n, count_text, maximum_text);
    }

  return NULL;
}

QueensExportRequest *
queens_export_request_new_for_sheet (QueensBoardView *view,
                                     QueensSolveJob  *job,
                                     guint            n)
{
  QueensExportRequest *self;
  g_autofree char *count_text = NULL;

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (view), NULL);
  g_return_val_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job), NULL);
  g_return_val_if_fail (job == NULL || queens_solve_job_get_n (job) == n, NULL);

  self = new_request_like (view);
  self->sheet = TRUE;
  self->n = n;
  self->name = g_strdup_printf ("queens-%u-fundamental", n);
  self->refusal = describe_sheet_problem (job, n);
  if (self->refusal != NULL)
    {
      self->description = g_strdup (self->refusal);
      return self;
    }

  self->n_boards = queens_solve_job_get_n_stored_fundamental (job);
  self->columns = g_new (guint32, self->n * self->n_boards);
  for (gsize rank = 0; rank < self->n_boards; rank++)
    {
      gint64 index = queens_solve_job_get_fundamental_index (job, rank);

      if (index < 0 || !queens_solve_job_get_solution (job, (guint64) index,
                                                       self->columns + rank * self->n))
        g_assert_not_reached ();
    }

  count_text = queens_format_count (self->n_boards);
  /* Also the title line at the top of every page. */
  /* Translators: %u is the board size, %s how many fundamental solutions the
   * sheet shows, as in "N = 8 · 12 fundamental solutions".  Reorder with %1$u,
   * %2$s if needed. */
  self->description = g_strdup_printf (ngettext ("N = %u · %s fundamental solution",
                                                 "N = %u · %s fundamental solutions",
                                                 (gulong) self->n_boards),
                                       self->n, count_text);
  return self;
}

gboolean
queens_export_request_is_sheet (QueensExportRequest *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), FALSE);

  return self->sheet;
}

gboolean
queens_export_request_is_play (QueensExportRequest *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), FALSE);

  return self->board != NULL;
}

guint
queens_export_request_get_n (QueensExportRequest *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), 0);

  return self->n;
}

gsize
queens_export_request_get_n_boards (QueensExportRequest *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), 0);

  return self->sheet ? self->n_boards : 1;
}

const char *
queens_export_request_get_refusal (QueensExportRequest *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), NULL);

  return self->refusal;
}

const char *
queens_export_request_get_name (QueensExportRequest *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), NULL);

  return self->name;
}

const char *
queens_export_request_get_description (QueensExportRequest *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), NULL);

  return self->description;
}

const QueensExportFormat *
queens_export_request_get_formats (QueensExportRequest *self,
                                   guint               *out_n_formats)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (self), NULL);
  g_return_val_if_fail (out_n_formats != NULL, NULL);

  *out_n_formats = self->sheet ? G_N_ELEMENTS (sheet_formats) : G_N_ELEMENTS (board_formats);
  return self->sheet ? sheet_formats : board_formats;
}

void
queens_export_request_get_settings (QueensExportRequest  *self,
                                    QueensExportSettings *out_settings)
{
  g_return_if_fail (QUEENS_IS_EXPORT_REQUEST (self));
  g_return_if_fail (out_settings != NULL);

  *out_settings = self->settings;
}

/* ------------------------------------------------------------------ */
/* Writing on a worker thread                                          */
/* ------------------------------------------------------------------ */

typedef struct
{
  GFile                *file;
  QueensExportFormat    format;
  QueensExportSettings  settings;
} Writing;

static void
writing_free (gpointer data)
{
  Writing *writing = data;

  g_clear_object (&writing->file);
  g_free (writing);
}

static void
write_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  QueensExportRequest *self = source_object;
  Writing *writing = task_data;
  QueensRenderOptions options;
  GError *error = NULL;
  gboolean written;

  queens_render_options_init (&options, writing->settings.theme);
  queens_render_palette_init_for_board_theme (&options.palette, writing->settings.board_theme,
                                              writing->settings.theme);
  options.show_coordinates = writing->settings.show_coordinates;
  options.coordinates = writing->settings.coordinates;

  if (self->sheet)
    {
      written = queens_export_sheet_to_file (writing->file, writing->format, self->n,
                                             self->columns, self->n_boards, self->description,
                                             &options, cancellable, &error);
    }
  else if (self->board != NULL)
    {
      options.show_attacks = writing->settings.show_attacks;
      options.show_conflicts = writing->settings.show_conflicts;
      written = queens_export_board_to_file (writing->file, writing->format,
                                             writing->settings.pixels, self->board, &options,
                                             cancellable, &error);
    }
  else
    {
      written = queens_export_columns_to_file (writing->file, writing->format,
                                               writing->settings.pixels, self->n, self->columns,
                                               &options, cancellable, &error);
    }

  if (written)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
queens_export_request_write_async (QueensExportRequest        *self,
                                   GFile                      *file,
                                   QueensExportFormat          format,
                                   const QueensExportSettings *settings,
                                   GCancellable               *cancellable,
                                   GAsyncReadyCallback         callback,
                                   gpointer                    user_data)
{
  g_autoptr(GTask) task = NULL;
  Writing *writing;

  g_return_if_fail (QUEENS_IS_EXPORT_REQUEST (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (settings != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, queens_export_request_write_async);

  if (self->refusal != NULL)
    {
      g_task_return_new_error (task, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NO_BOARDS,
                               "%s", self->refusal);
      return;
    }

  writing = g_new0 (Writing, 1);
  writing->file = g_object_ref (file);
  writing->format = format;
  writing->settings = *settings;
  g_task_set_task_data (task, writing, writing_free);
  g_task_run_in_thread (task, write_in_thread);
}

gboolean
queens_export_request_write_finish (QueensExportRequest  *self,
                                    GAsyncResult         *result,
                                    GError              **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
