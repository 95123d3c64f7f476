/* queens-export-dialog.c: the window's export and copy
 *
 * The board is copied on the main thread (the browsed columns, or the play
 * position) and drawn and written on a worker, so a large PNG or a long
 * sheet never holds up the window.  The options ride in the file
 * chooser's own choices, which the portal and GTK's dialog both show.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "queens-board-view.h"
#include "queens-export-dialog.h"
#include "queens-format.h"
#include "queens-play-session.h"
#include "queens-solve-job.h"
#include "queens-solver.h"

#define LAST_FOLDER_KEY   "queens-export-last-folder"
#define FORMAT_KEY        "queens-export-format"

#define CHOICE_COORDINATES "coordinates"
#define CHOICE_ATTACKS     "attacks"
#define CHOICE_CONFLICTS   "conflicts"
#define CHOICE_BOARD_THEME "board-theme"
#define CHOICE_THEME       "theme"
#define CHOICE_SIZE        "size"

/* PNG sizes offered in the file chooser.  GTK 4.8's chooser cannot
 * preselect an entry of a list (gtk_file_chooser_set_choice() leaves it
 * alone), so the default comes first here and in the theme list. */
static const char *pixel_choices[] = { "1024", "2048", "4096", NULL };

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

/* Messages from the export code start in lower case, as command-line
 * messages do; a dialog's sentence starts with a capital. */
static char *
capitalize (const char *text)
{
  const char *rest = g_utf8_next_char (text);
  g_autofree char *first = g_utf8_strup (text, rest - text);

  return g_strconcat (first, rest, NULL);
}

static void
show_message (QueensWindow   *window,
              GtkMessageType  type,
              const char     *primary,
              const char     *secondary)
{
  GtkWidget *dialog;
  g_autofree char *sentence = capitalize (secondary);

  dialog = gtk_message_dialog_new (GTK_WINDOW (window),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   type, GTK_BUTTONS_CLOSE, "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", sentence);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------------ */
/* Settings                                                            */
/* ------------------------------------------------------------------ */

void
queens_export_settings_init (QueensExportSettings *settings,
                             QueensWindow         *window)
{
  QueensBoardView *view;

  g_return_if_fail (settings != NULL);
  g_return_if_fail (QUEENS_IS_WINDOW (window));

  view = queens_window_get_board_view (window);
  memset (settings, 0, sizeof *settings);
  /* The colours the board shows, in their light variant: paper is light,
   * a file goes into documents whatever the screen. */
  settings->board_theme = queens_board_view_get_board_theme (view);
  settings->theme = QUEENS_RENDER_THEME_LIGHT;
  settings->show_coordinates = queens_board_view_get_show_coordinates (view);
  settings->show_attacks = queens_board_view_get_show_attacks (view);
  settings->show_conflicts = TRUE;
  settings->pixels = QUEENS_EXPORT_DEFAULT_PIXELS;
}

/* ------------------------------------------------------------------ */
/* Writing on a worker thread                                          */
/* ------------------------------------------------------------------ */

typedef struct
{
  GFile                *file;
  QueensExportFormat    format;
  QueensExportSettings  settings;
  guint                 n;
  guint32              *columns;   /* a board: n entries or NULL; a sheet: n per board */
  gsize                 n_boards;  /* a sheet's boards; 0 for one board */
  QueensBoard          *board;     /* the play position, or NULL */
  char                 *title;     /* a sheet's */
} ExportJob;

static void
export_job_free (gpointer data)
{
  ExportJob *job = data;

  g_clear_object (&job->file);
  g_clear_pointer (&job->columns, g_free);
  g_clear_object (&job->board);
  g_clear_pointer (&job->title, g_free);
  g_free (job);
}

static void
export_job_run (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  ExportJob *job = task_data;
  QueensRenderOptions options;
  GError *error = NULL;
  gboolean written;

  queens_render_options_init (&options, job->settings.theme);
  queens_render_palette_init_for_board_theme (&options.palette, job->settings.board_theme,
                                              job->settings.theme);
  options.show_coordinates = job->settings.show_coordinates;

  if (job->n_boards > 0)
    {
      written = queens_export_sheet_to_file (job->file, job->format, job->n, job->columns,
                                             job->n_boards, job->title, &options,
                                             cancellable, &error);
    }
  else if (job->board != NULL)
    {
      options.show_attacks = job->settings.show_attacks;
      options.show_conflicts = job->settings.show_conflicts;
      written = queens_export_board_to_file (job->file, job->format, job->settings.pixels,
                                             job->board, &options, cancellable, &error);
    }
  else
    {
      written = queens_export_columns_to_file (job->file, job->format, job->settings.pixels,
                                               job->n, job->columns, &options,
                                               cancellable, &error);
    }

  if (written)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Back on the main thread: say what went wrong, then tell the caller. */
static void
on_export_job_done (GObject      *source_object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(GTask) outer = user_data;
  QueensWindow *window = QUEENS_WINDOW (source_object);
  ExportJob *job = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_boolean (outer, TRUE);
      return;
    }

  show_message (window, GTK_MESSAGE_ERROR,
                job->n_boards > 0 ? _("Could Not Export the Sheet") : _("Could Not Export the Board"),
                error->message);
  g_task_return_error (outer, error);
}

/* Runs @job on a worker; @outer gets the outcome. */
static void
export_job_start (QueensWindow *window,
                  ExportJob    *job,
                  GTask        *outer)
{
  g_autoptr(GTask) inner = g_task_new (window, NULL, on_export_job_done, g_object_ref (outer));

  g_task_set_source_tag (inner, export_job_start);
  g_task_set_task_data (inner, job, export_job_free);
  g_task_run_in_thread (inner, export_job_run);
}

void
queens_export_dialog_save_board_async (QueensWindow               *window,
                                       GFile                      *file,
                                       QueensExportFormat          format,
                                       const QueensExportSettings *settings,
                                       GAsyncReadyCallback         callback,
                                       gpointer                    user_data)
{
  g_autoptr(GTask) outer = NULL;
  QueensBoardView *view;
  QueensPlaySession *play;
  ExportJob *job;

  g_return_if_fail (QUEENS_IS_WINDOW (window));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (settings != NULL);

  outer = g_task_new (window, NULL, callback, user_data);
  g_task_set_source_tag (outer, queens_export_dialog_save_board_async);

  view = queens_window_get_board_view (window);
  play = queens_board_view_get_play_session (view);

  job = g_new0 (ExportJob, 1);
  job->file = g_object_ref (file);
  job->format = format;
  job->settings = *settings;

  /* A copy: the user may go on playing or browsing while it is written. */
  if (play != NULL)
    {
      job->board = queens_board_copy (queens_play_session_get_board (play));
      job->n = queens_board_get_n (job->board);
    }
  else
    {
      const guint32 *columns = queens_board_view_get_columns (view);

      job->n = queens_board_view_get_n (view);
      if (columns != NULL)
        job->columns = g_memdup2 (columns, job->n * sizeof (guint32));
    }

  export_job_start (window, job, outer);
}

gboolean
queens_export_dialog_save_board_finish (QueensWindow  *window,
                                        GAsyncResult  *result,
                                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, window), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Why there is no sheet to write now, or NULL when there is one. */
static char *
describe_sheet_problem (QueensWindow *window)
{
  guint n = queens_window_get_n (window);
  QueensSolveJob *solve_job = queens_window_get_solve_job (window);
  guint64 count;

  if (solve_job == NULL)
    return g_strdup_printf (_("Solutions are listed for N up to %u, and N is %u."),
                            QUEENS_SOLVER_MAX_ENUMERATE_N, n);

  switch (queens_solve_job_get_state (solve_job))
    {
    case QUEENS_SOLVE_JOB_READY:
    case QUEENS_SOLVE_JOB_RUNNING:
      return g_strdup_printf (_("The search for N = %u is still running. Export the sheet "
                                "once it has found every solution."), n);

    case QUEENS_SOLVE_JOB_STOPPED:
    case QUEENS_SOLVE_JOB_FAILED:
      return g_strdup_printf (_("The search for N = %u ended early, so the sheet would "
                                "miss solutions."), n);

    case QUEENS_SOLVE_JOB_FINISHED:
    default:
      break;
    }

  if (queens_solve_job_is_storage_full (solve_job))
    return g_strdup_printf (_("Only part of the solutions for N = %u could be kept in "
                              "memory, so the sheet would miss some."), n);

  count = queens_solve_job_get_n_stored_fundamental (solve_job);
  if (count == 0)
    return g_strdup_printf (_("N = %u has no solutions."), n);

  if (count > QUEENS_EXPORT_SHEET_MAX_BOARDS)
    {
      g_autofree char *count_text = queens_format_count (count);
      g_autofree char *maximum_text = queens_format_count (QUEENS_EXPORT_SHEET_MAX_BOARDS);

      return g_strdup_printf (_("N = %u has %s fundamental solutions; a sheet holds at most %s."),
                              n, count_text, maximum_text);
    }

  return NULL;
}

void
queens_export_dialog_save_sheet_async (QueensWindow               *window,
                                       GFile                      *file,
                                       QueensExportFormat          format,
                                       const QueensExportSettings *settings,
                                       GAsyncReadyCallback         callback,
                                       gpointer                    user_data)
{
  g_autoptr(GTask) outer = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *count_text = NULL;
  QueensSolveJob *solve_job;
  ExportJob *job;

  g_return_if_fail (QUEENS_IS_WINDOW (window));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (settings != NULL);

  outer = g_task_new (window, NULL, callback, user_data);
  g_task_set_source_tag (outer, queens_export_dialog_save_sheet_async);

  problem = describe_sheet_problem (window);
  if (problem != NULL)
    {
      show_message (window, GTK_MESSAGE_INFO, _("No Sheet to Export"), problem);
      g_task_return_new_error (outer, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NO_BOARDS,
                               "%s", problem);
      return;
    }

  solve_job = queens_window_get_solve_job (window);
  job = g_new0 (ExportJob, 1);
  job->file = g_object_ref (file);
  job->format = format;
  job->settings = *settings;
  job->n = queens_window_get_n (window);
  job->n_boards = queens_solve_job_get_n_stored_fundamental (solve_job);
  job->columns = g_new (guint32, job->n * job->n_boards);

  for (gsize rank = 0; rank < job->n_boards; rank++)
    {
      gint64 index = queens_solve_job_get_fundamental_index (solve_job, rank);

      if (index < 0 || !queens_solve_job_get_solution (solve_job, (guint64) index,
                                                       job->columns + rank * job->n))
        g_assert_not_reached ();
    }

  count_text = queens_format_count (job->n_boards);
  job->title = g_strdup_printf (ngettext ("N = %u · %s fundamental solution",
                                          "N = %u · %s fundamental solutions",
                                          (gulong) job->n_boards),
                                job->n, count_text);

  export_job_start (window, job, outer);
}

gboolean
queens_export_dialog_save_sheet_finish (QueensWindow  *window,
                                        GAsyncResult  *result,
                                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, window), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------------ */
/* File choosers                                                       */
/* ------------------------------------------------------------------ */

typedef struct
{
  QueensWindow         *window;
  gboolean              sheet;
  gboolean              playing;       /* the chooser offers the play marks */
  QueensExportSettings  settings;
  char                 *default_stem;  /* the name offered, without extension */
} Choosing;

static void
choosing_free (Choosing *choosing)
{
  g_clear_object (&choosing->window);
  g_clear_pointer (&choosing->default_stem, g_free);
  g_free (choosing);
}

static GtkFileFilter *
new_format_filter (QueensExportFormat format)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  const char *name;

  switch (format)
    {
    case QUEENS_EXPORT_FORMAT_SVG:
      name = _("SVG Image");
      break;

    case QUEENS_EXPORT_FORMAT_PDF:
      name = _("PDF Document");
      break;

    case QUEENS_EXPORT_FORMAT_PNG:
    default:
      name = _("PNG Image");
      break;
    }

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_suffix (filter, queens_export_format_get_extension (format));
  gtk_file_filter_add_mime_type (filter, queens_export_format_get_mime_type (format));
  g_object_set_data (G_OBJECT (filter), FORMAT_KEY, GINT_TO_POINTER (format + 1));
  return filter;
}

static gboolean
get_filter_format (GtkFileFilter      *filter,
                   QueensExportFormat *out_format)
{
  int stored = filter != NULL ? GPOINTER_TO_INT (g_object_get_data (G_OBJECT (filter), FORMAT_KEY)) : 0;

  if (stored <= 0)
    return FALSE;

  *out_format = (QueensExportFormat) (stored - 1);
  return TRUE;
}

static gboolean
get_boolean_choice (GtkFileChooser *chooser,
                    const char     *id,
                    gboolean        fallback)
{
  const char *value = gtk_file_chooser_get_choice (chooser, id);

  return value != NULL ? g_strcmp0 (value, "true") == 0 : fallback;
}

/* GTK warns about a choice that was never added: ask only for those the
 * chooser of @choosing has. */
static void
read_choices (GtkFileChooser *chooser,
              Choosing       *choosing)
{
  QueensExportSettings *settings = &choosing->settings;
  const char *theme = gtk_file_chooser_get_choice (chooser, CHOICE_THEME);
  const char *board_theme = gtk_file_chooser_get_choice (chooser, CHOICE_BOARD_THEME);
  const char *size = NULL;
  guint64 pixels = 0;

  if (theme != NULL)
    settings->theme = g_str_equal (theme, "dark") ? QUEENS_RENDER_THEME_DARK
                                                  : QUEENS_RENDER_THEME_LIGHT;
  if (board_theme != NULL)
    {
      GEnumClass *enum_class = g_type_class_ref (QUEENS_TYPE_RENDER_BOARD_THEME);
      GEnumValue *value = g_enum_get_value_by_nick (enum_class, board_theme);

      if (value != NULL)
        settings->board_theme = (QueensRenderBoardTheme) value->value;
      g_type_class_unref (enum_class);
    }

  if (choosing->sheet)
    return;

  size = gtk_file_chooser_get_choice (chooser, CHOICE_SIZE);
  if (size != NULL && g_ascii_string_to_unsigned (size, 10, QUEENS_EXPORT_MIN_PIXELS,
                                                  QUEENS_EXPORT_MAX_PIXELS, &pixels, NULL))
    settings->pixels = (guint) pixels;

  settings->show_coordinates = get_boolean_choice (chooser, CHOICE_COORDINATES,
                                                   settings->show_coordinates);
  if (choosing->playing)
    {
      settings->show_attacks = get_boolean_choice (chooser, CHOICE_ATTACKS,
                                                   settings->show_attacks);
      settings->show_conflicts = get_boolean_choice (chooser, CHOICE_CONFLICTS,
                                                     settings->show_conflicts);
    }
}

/* The file and format the user asked for.  A known extension decides,
 * unless it is the one of the name offered, untouched, and another type
 * was picked; without a known extension the type picked decides, and its
 * extension is added to the name. */
static GFile *
resolve_target (Choosing           *choosing,
                GFile              *chosen,
                GtkFileFilter      *filter,
                QueensExportFormat *out_format,
                gboolean           *out_renamed)
{
  g_autofree char *basename = g_file_get_basename (chosen);
  g_autoptr(GFile) parent = g_file_get_parent (chosen);
  g_autofree char *stem = NULL;
  g_autofree char *renamed = NULL;
  QueensExportFormat named_format = QUEENS_EXPORT_FORMAT_PNG;
  QueensExportFormat filter_format = QUEENS_EXPORT_FORMAT_PNG;
  gboolean named = queens_export_format_from_filename (basename, &named_format, NULL);
  gboolean has_filter = get_filter_format (filter, &filter_format);

  *out_renamed = FALSE;

  if (named)
    {
      stem = g_strndup (basename, strrchr (basename, '.') - basename);
      if (!has_filter || named_format == filter_format
          || g_strcmp0 (stem, choosing->default_stem) != 0)
        {
          *out_format = named_format;
          return g_object_ref (chosen);
        }
    }
  else
    {
      stem = g_strdup (basename);
      if (!has_filter)
        filter_format = choosing->sheet ? QUEENS_EXPORT_FORMAT_PDF : QUEENS_EXPORT_FORMAT_PNG;
    }

  *out_format = filter_format;
  *out_renamed = TRUE;
  renamed = g_strdup_printf ("%s.%s", stem, queens_export_format_get_extension (filter_format));
  return parent != NULL ? g_file_get_child (parent, renamed) : g_file_new_for_path (renamed);
}

void
queens_export_dialog_set_folder (QueensWindow *window,
                                 GFile        *folder)
{
  g_return_if_fail (QUEENS_IS_WINDOW (window));
  g_return_if_fail (folder == NULL || G_IS_FILE (folder));

  g_object_set_data_full (G_OBJECT (window), LAST_FOLDER_KEY,
                          folder != NULL ? g_object_ref (folder) : NULL, g_object_unref);
}

static void
choosing_save (Choosing           *choosing,
               GFile              *file,
               QueensExportFormat  format)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);

  queens_export_dialog_set_folder (choosing->window, folder);

  if (choosing->sheet)
    queens_export_dialog_save_sheet_async (choosing->window, file, format, &choosing->settings,
                                           NULL, NULL);
  else
    queens_export_dialog_save_board_async (choosing->window, file, format, &choosing->settings,
                                           NULL, NULL);
}

typedef struct
{
  Choosing           *choosing;
  GFile              *file;
  QueensExportFormat  format;
} Confirming;

static void
on_replace_response (GtkDialog *dialog,
                     int        response,
                     gpointer   user_data)
{
  Confirming *confirming = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    choosing_save (confirming->choosing, confirming->file, confirming->format);

  gtk_window_destroy (GTK_WINDOW (dialog));
  choosing_free (confirming->choosing);
  g_object_unref (confirming->file);
  g_free (confirming);
}

/* The chooser asked about the name typed; when an extension was added,
 * an existing file of the new name still needs the user's word. */
static void
confirm_replace (Choosing           *choosing,
                 GFile              *file,
                 QueensExportFormat  format)
{
  g_autofree char *basename = g_file_get_basename (file);
  Confirming *confirming = g_new0 (Confirming, 1);
  GtkWidget *dialog;

  confirming->choosing = choosing;
  confirming->file = g_object_ref (file);
  confirming->format = format;

  dialog = gtk_message_dialog_new (GTK_WINDOW (choosing->window),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   _("Replace “%s”?"), basename);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("A file with this name already exists in the "
                                              "folder. Replacing it overwrites its contents."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_Cancel"), GTK_RESPONSE_CANCEL,
                          _("_Replace"), GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_signal_connect (dialog, "response", G_CALLBACK (on_replace_response), confirming);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_chooser_response (GtkNativeDialog *native,
                     int              response,
                     gpointer         user_data)
{
  Choosing *choosing = user_data;
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GFile) target = NULL;
  GtkFileFilter *filter;
  QueensExportFormat format = QUEENS_EXPORT_FORMAT_PNG;
  gboolean renamed = FALSE;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (chooser);

  if (chosen == NULL)
    {
      choosing_free (choosing);
      g_object_unref (native);
      return;
    }

  filter = gtk_file_chooser_get_filter (chooser);
  read_choices (chooser, choosing);
  target = resolve_target (choosing, chosen, filter, &format, &renamed);
  g_object_unref (native);

  if (renamed && g_file_query_exists (target, NULL))
    {
      confirm_replace (choosing, target, format);
      return;
    }

  choosing_save (choosing, target, format);
  choosing_free (choosing);
}

static void
add_theme_choices (GtkFileChooser         *chooser,
                   QueensRenderBoardTheme  shown)
{
  const char *themes[] = { "light", "dark", NULL };
  const char *theme_labels[] = { _("Light"), _("Dark"), NULL };
  const char *labels[QUEENS_RENDER_N_BOARD_THEMES] = {
    [QUEENS_RENDER_BOARD_THEME_CLASSIC] = C_("board colors", "Classic"),
    [QUEENS_RENDER_BOARD_THEME_GREEN] = C_("board colors", "Green"),
    [QUEENS_RENDER_BOARD_THEME_BLUE] = C_("board colors", "Blue"),
    [QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST] = C_("board colors", "High contrast"),
  };
  const char *board_themes[QUEENS_RENDER_N_BOARD_THEMES + 1] = { NULL };
  const char *board_theme_labels[QUEENS_RENDER_N_BOARD_THEMES + 1] = { NULL };
  GEnumClass *enum_class = g_type_class_ref (QUEENS_TYPE_RENDER_BOARD_THEME);
  guint count = 0;

  /* The chooser selects the first entry: the colours the board shows come
   * first, the others in the menu's order. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < QUEENS_RENDER_N_BOARD_THEMES; i++)
      if ((pass == 0) == (i == (guint) shown))
        {
          board_themes[count] = g_enum_get_value (enum_class, (int) i)->value_nick;
          board_theme_labels[count++] = labels[i];
        }

  gtk_file_chooser_add_choice (chooser, CHOICE_BOARD_THEME, _("Board colors"),
                               board_themes, board_theme_labels);
  /* Light first: paper is light, and it is what the chooser selects. */
  gtk_file_chooser_add_choice (chooser, CHOICE_THEME, _("Light or dark"), themes, theme_labels);
  g_type_class_unref (enum_class);
}

static void
add_boolean_choice (GtkFileChooser *chooser,
                    const char     *id,
                    const char     *label,
                    gboolean        value)
{
  gtk_file_chooser_add_choice (chooser, id, label, NULL, NULL);
  gtk_file_chooser_set_choice (chooser, id, value ? "true" : "false");
}

static void
open_chooser (QueensWindow *window,
              gboolean      sheet)
{
  static const QueensExportFormat board_formats[] = {
    QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_FORMAT_SVG, QUEENS_EXPORT_FORMAT_PDF
  };
  static const QueensExportFormat sheet_formats[] = {
    QUEENS_EXPORT_FORMAT_PDF, QUEENS_EXPORT_FORMAT_SVG
  };
  const QueensExportFormat *formats = sheet ? sheet_formats : board_formats;
  guint n_formats = sheet ? G_N_ELEMENTS (sheet_formats) : G_N_ELEMENTS (board_formats);
  QueensBoardView *view = queens_window_get_board_view (window);
  gboolean playing = queens_board_view_get_play_session (view) != NULL;
  guint n = queens_window_get_n (window);
  GFile *last_folder = g_object_get_data (G_OBJECT (window), LAST_FOLDER_KEY);
  g_autofree char *name = NULL;
  g_autofree char *pixel_labels[G_N_ELEMENTS (pixel_choices)] = { NULL };
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;
  Choosing *choosing;

  choosing = g_new0 (Choosing, 1);
  choosing->window = g_object_ref (window);
  choosing->sheet = sheet;
  choosing->playing = playing;
  queens_export_settings_init (&choosing->settings, window);

  if (sheet)
    choosing->default_stem = g_strdup_printf ("queens-%u-fundamental", n);
  else if (playing)
    choosing->default_stem = g_strdup_printf ("queens-%u-position", n);
  else if (queens_window_get_position (window) > 0)
    choosing->default_stem = g_strdup_printf ("queens-%u-solution-%" G_GUINT64_FORMAT, n,
                                              queens_window_get_position (window));
  else
    choosing->default_stem = g_strdup_printf ("queens-%u", n);

  native = gtk_file_chooser_native_new (sheet ? _("Export All Fundamental Solutions")
                                              : _("Export Board"),
                                        GTK_WINDOW (window), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (native);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  for (guint i = 0; i < n_formats; i++)
    {
      g_autoptr(GtkFileFilter) filter = new_format_filter (formats[i]);

      gtk_file_chooser_add_filter (chooser, filter);
      if (i == 0)
        gtk_file_chooser_set_filter (chooser, filter);
    }

  name = g_strdup_printf ("%s.%s", choosing->default_stem,
                          queens_export_format_get_extension (formats[0]));
  if (last_folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, last_folder, NULL);
  gtk_file_chooser_set_current_name (chooser, name);

  add_theme_choices (chooser, choosing->settings.board_theme);
  if (!sheet)
    {
      for (guint i = 0; pixel_choices[i] != NULL; i++)
        /* Translators: a PNG size, "1024 × 1024 pixels" */
        pixel_labels[i] = g_strdup_printf (_("%s × %s pixels"), pixel_choices[i], pixel_choices[i]);

      add_boolean_choice (chooser, CHOICE_COORDINATES, _("Coordinates"),
                          choosing->settings.show_coordinates);
      if (playing)
        {
          add_boolean_choice (chooser, CHOICE_ATTACKS, _("Attacked squares"),
                              choosing->settings.show_attacks);
          add_boolean_choice (chooser, CHOICE_CONFLICTS, _("Conflicts"),
                              choosing->settings.show_conflicts);
        }
      gtk_file_chooser_add_choice (chooser, CHOICE_SIZE, _("PNG size"), pixel_choices,
                                   (const char **) pixel_labels);

      for (guint i = 0; pixel_choices[i] != NULL; i++)
        g_clear_pointer (&pixel_labels[i], g_free);
    }

  g_signal_connect (native, "response", G_CALLBACK (on_chooser_response), choosing);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* ------------------------------------------------------------------ */
/* Clipboard                                                           */
/* ------------------------------------------------------------------ */

/* Exactly what the screen shows, on opaque paper under the labels so
 * that they stay readable wherever the image is pasted. */
static void
draw_view (cairo_t  *cr,
           double    width,
           double    height,
           gboolean  vector,
           gpointer  user_data)
{
  QueensBoardView *view = user_data;
  gboolean show_coordinates = queens_board_view_get_show_coordinates (view);

  if (show_coordinates)
    {
      QueensRenderPalette palette;
      GdkRGBA foreground;

      queens_render_palette_init (&palette, QUEENS_RENDER_THEME_LIGHT);
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (view)), &foreground);
      G_GNUC_END_IGNORE_DEPRECATIONS
      palette.coordinates.red = foreground.red;
      palette.coordinates.green = foreground.green;
      palette.coordinates.blue = foreground.blue;
      queens_export_paint_background (cr, &palette, width, height);
    }

  queens_board_view_draw (view, cr, width, height, show_coordinates);
}

static void
on_copy_image (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *window = user_data;
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  cairo_surface_t *image;
  int width, height, stride;

  image = queens_export_draw_to_image (QUEENS_EXPORT_DEFAULT_PIXELS, draw_view, view, &error);
  if (image == NULL)
    {
      show_message (window, GTK_MESSAGE_ERROR, _("Could Not Copy the Board"), error->message);
      return;
    }

  cairo_surface_flush (image);
  width = cairo_image_surface_get_width (image);
  height = cairo_image_surface_get_height (image);
  stride = cairo_image_surface_get_stride (image);
  /* The texture keeps the surface's pixels alive, no copy. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (image),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy, image);
  /* Cairo's ARGB32 is premultiplied BGRA in memory on little-endian
   * machines, which GDK_MEMORY_DEFAULT names on every machine. */
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, (gsize) stride);
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (window)), texture);
}

static void
on_copy_text (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  QueensWindow *window = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = queens_board_view_to_text (queens_window_get_board_view (window),
                                                     &error);

  if (text == NULL)
    {
      show_message (window, GTK_MESSAGE_INFO, _("Could Not Copy as Text"),
                    error != NULL ? error->message : _("this board has no text form"));
      return;
    }

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
}

/* ------------------------------------------------------------------ */
/* Actions                                                             */
/* ------------------------------------------------------------------ */

static void
on_export (GSimpleAction *action,
           GVariant      *parameter,
           gpointer       user_data)
{
  open_chooser (QUEENS_WINDOW (user_data), FALSE);
}

static void
on_export_fundamental (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  QueensWindow *window = user_data;
  g_autofree char *problem = describe_sheet_problem (window);

  /* Say so before asking for a file that could not be written. */
  if (problem != NULL)
    {
      show_message (window, GTK_MESSAGE_INFO, _("No Sheet to Export"), problem);
      return;
    }

  open_chooser (window, TRUE);
}

static const GActionEntry export_actions[] = {
  { "export", on_export },
  { "export-fundamental", on_export_fundamental },
  { "copy-image", on_copy_image },
  { "copy-text", on_copy_text },
};

void
queens_export_dialog_add_actions (QueensWindow *window)
{
  g_return_if_fail (QUEENS_IS_WINDOW (window));

  g_action_map_add_action_entries (G_ACTION_MAP (window), export_actions,
                                   G_N_ELEMENTS (export_actions), window);
}

void
queens_export_dialog_add_bindings (GtkWidgetClass *widget_class)
{
  g_return_if_fail (GTK_IS_WIDGET_CLASS (widget_class));

  /* Bubble phase, as the window's other keys: a focused text field
   * copies its own selection with Ctrl+C first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK,
                                       "win.copy-image", NULL);
  /* GTK matches the capital letter that Shift gives to this too. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-text", NULL);
}
