/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export-dialog.c: the export options, then the file
 *
 * GTK 4.10's file dialog has no room for options of the application's
 * own, so they come first, in this window, and the file after.  Picking
 * the file is modal on this window: Cancel there comes back here, with
 * the options as they were.  Once a file is chosen this window closes and
 * the request is written; the main window (the parent) shows a failure.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-export-dialog.h"
#include "queens-message.h"
#include "queens-toast.h"

/* Where the last file of an export from a window went: the next picker
 * opened over that window starts there.  Kept on the window, so each
 * window remembers its own, for as long as it is open. */
#define LAST_FOLDER_KEY "queens-export-last-folder"

/* The PNG sizes offered, the default (QUEENS_EXPORT_DEFAULT_PIXELS) first. */
static const guint pixel_sizes[] = { 1024, 2048, 4096 };

struct _QueensExportDialog
{
  GtkWindow            parent_instance;

  /* Template widgets */
  GtkLabel            *description_label;
  GtkDropDown         *format_drop_down;
  GtkWidget           *size_label;
  GtkDropDown         *size_drop_down;
  GtkDropDown         *board_colors_drop_down;
  GtkDropDown         *theme_drop_down;
  GtkCheckButton      *coordinates_check;
  GtkCheckButton      *attacks_check;
  GtkCheckButton      *conflicts_check;
  GtkWidget           *export_button;

  QueensExportRequest *request;
  QueensFilePicker    *file_picker;
  /* The picker's: cancelled when this window closes, so that no picker
   * outlives it. */
  GCancellable        *cancellable;
};

G_DEFINE_FINAL_TYPE (QueensExportDialog, queens_export_dialog, GTK_TYPE_WINDOW)

static const char *
format_label (QueensExportFormat format)
{
  switch (format)
    {
    case QUEENS_EXPORT_FORMAT_SVG:
      return _("SVG Image");

    case QUEENS_EXPORT_FORMAT_PDF:
      return _("PDF Document");

    case QUEENS_EXPORT_FORMAT_PNG:
    default:
      return _("PNG Image");
    }
}

static QueensExportFormat
get_selected_format (QueensExportDialog *self)
{
  guint n_formats = 0;
  const QueensExportFormat *formats = queens_export_request_get_formats (self->request, &n_formats);
  guint selected = gtk_drop_down_get_selected (self->format_drop_down);

  return formats[MIN (selected, n_formats - 1)];
}

/* The options as the dialog shows them now. */
static void
read_settings (QueensExportDialog   *self,
               QueensExportSettings *settings)
{
  guint size = gtk_drop_down_get_selected (self->size_drop_down);

  queens_export_request_get_settings (self->request, settings);
  settings->board_theme = (QueensRenderBoardTheme)
    MIN (gtk_drop_down_get_selected (self->board_colors_drop_down),
         QUEENS_RENDER_N_BOARD_THEMES - 1);
  settings->theme = gtk_drop_down_get_selected (self->theme_drop_down) == 1
                    ? QUEENS_RENDER_THEME_DARK : QUEENS_RENDER_THEME_LIGHT;
  settings->pixels = pixel_sizes[MIN (size, G_N_ELEMENTS (pixel_sizes) - 1)];

  /* A sheet keeps the coordinates the window shows, as it always did. */
  if (!queens_export_request_is_sheet (self->request))
    settings->show_coordinates = gtk_check_button_get_active (self->coordinates_check);
  if (queens_export_request_is_play (self->request))
    {
      settings->show_attacks = gtk_check_button_get_active (self->attacks_check);
      settings->show_conflicts = gtk_check_button_get_active (self->conflicts_check);
    }
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

/* Where a write goes and whom to tell how it went. */
typedef struct
{
  GtkWindow *parent;
  GFile     *file;
} Written;

static void
written_free (Written *written)
{
  g_object_unref (written->parent);
  g_object_unref (written->file);
  g_free (written);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Written, written_free)

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(Written) written = user_data;
  QueensExportRequest *request = QUEENS_EXPORT_REQUEST (source);
  g_autoptr(GError) error = NULL;
  gboolean done = queens_export_request_write_finish (request, result, &error);

  /* A window closed meanwhile has nobody to tell. */
  if (!gtk_widget_get_visible (GTK_WIDGET (written->parent)))
    return;

  if (done)
    {
      g_autofree char *name = g_file_get_basename (written->file);
      /* Translators: a short note once the file is written: "Saved queens-8.png" */
      g_autofree char *saved = g_strdup_printf (_("Saved %s"), name);

      queens_toast_show (GTK_WIDGET (written->parent), saved);
    }
  else
    queens_message_show (written->parent,
                         queens_export_request_is_sheet (request)
                         ? _("Could Not Export the Sheet") : _("Could Not Export the Board"),
                         error->message);
}

/* Writes to @file and closes the dialog; the parent remembers the folder. */
static void
write_and_close (QueensExportDialog *self,
                 GFile              *file,
                 QueensExportFormat  format)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  QueensExportSettings settings;
  Written *written;

  read_settings (self, &settings);
  g_object_set_data_full (G_OBJECT (parent), LAST_FOLDER_KEY, g_file_get_parent (file),
                          g_object_unref);
  written = g_new0 (Written, 1);
  written->parent = g_object_ref (parent);
  written->file = g_object_ref (file);
  queens_export_request_write_async (self->request, file, format, &settings, NULL,
                                     on_written, written);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* ------------------------------------------------------------------ */
/* Choosing the file                                                   */
/* ------------------------------------------------------------------ */

/* The file and format the user asked for: a name ending in .png, .svg or
 * .pdf says the format itself; any other name gets the extension of the
 * format picked here, and *@out_renamed is set, since the picker asked
 * about replacing the name typed, not this one. */
static GFile *
resolve_target (GFile              *chosen,
                QueensExportFormat  picked,
                QueensExportFormat *out_format,
                gboolean           *out_renamed)
{
  g_autofree char *basename = g_file_get_basename (chosen);
  g_autoptr(GFile) parent = g_file_get_parent (chosen);
  g_autofree char *renamed = NULL;

  *out_renamed = FALSE;
  if (queens_export_format_from_filename (basename, out_format, NULL))
    return g_object_ref (chosen);

  *out_format = picked;
  *out_renamed = TRUE;
  renamed = g_strdup_printf ("%s.%s", basename, queens_export_format_get_extension (picked));
  return parent != NULL ? g_file_get_child (parent, renamed) : g_file_new_for_path (renamed);
}

typedef struct
{
  QueensExportDialog *dialog;
  GFile              *file;
  QueensExportFormat  format;
} Replacing;

static void
replacing_free (Replacing *replacing)
{
  g_clear_object (&replacing->dialog);
  g_clear_object (&replacing->file);
  g_free (replacing);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Replacing, replacing_free)

static void
on_replace_answered (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(Replacing) replacing = user_data;
  QueensExportDialog *self = replacing->dialog;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "export.choose-file", TRUE);
  /* No: back to the options, to export again or cancel. */
  if (queens_message_ask_finish (result, NULL) && !g_cancellable_is_cancelled (self->cancellable))
    write_and_close (self, replacing->file, replacing->format);
}

static void
on_file_chosen (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(QueensExportDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) chosen = queens_file_picker_save_finish (QUEENS_FILE_PICKER (source), result,
                                                            &error);
  g_autoptr(GFile) target = NULL;
  QueensExportFormat format = QUEENS_EXPORT_FORMAT_PNG;
  gboolean renamed = FALSE;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "export.choose-file", TRUE);
  if (g_cancellable_is_cancelled (self->cancellable))
    return;

  if (chosen == NULL)
    {
      /* The user went back to the options; anything else is worth a word. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        queens_message_show (GTK_WINDOW (self), _("Could Not Choose a File"), error->message);
      return;
    }

  target = resolve_target (chosen, get_selected_format (self), &format, &renamed);
  if (renamed && g_file_query_exists (target, NULL))
    {
      g_autofree char *basename = g_file_get_basename (target);
      /* Translators: %s is a file name, as in "Replace “queens-8.png”?" */
      g_autofree char *question = g_strdup_printf (_("Replace “%s”?"), basename);
      Replacing *replacing = g_new0 (Replacing, 1);

      replacing->dialog = g_object_ref (self);
      replacing->file = g_object_ref (target);
      replacing->format = format;
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "export.choose-file", FALSE);
      queens_message_ask_async (GTK_WINDOW (self), question,
                                _("A file with this name already exists in the folder. "
                                  "Replacing it overwrites its contents."),
                                _("_Cancel"), _("_Replace"), on_replace_answered, replacing);
      return;
    }

  write_and_close (self, target, format);
}

static GtkFileFilter *
new_format_filter (QueensExportFormat format)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, format_label (format));
  gtk_file_filter_add_suffix (filter, queens_export_format_get_extension (format));
  gtk_file_filter_add_mime_type (filter, queens_export_format_get_mime_type (format));
  return filter;
}

static void
choose_file (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  QueensExportDialog *self = QUEENS_EXPORT_DIALOG (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  QueensExportFormat format = get_selected_format (self);
  g_autoptr(GtkFileFilter) filter = new_format_filter (format);
  g_autofree char *name = g_strdup_printf ("%s.%s", queens_export_request_get_name (self->request),
                                           queens_export_format_get_extension (format));
  GFile *last_folder = parent != NULL ? g_object_get_data (G_OBJECT (parent), LAST_FOLDER_KEY)
                                      : NULL;

  queens_file_picker_set_title (self->file_picker, gtk_window_get_title (GTK_WINDOW (self)));
  queens_file_picker_set_accept_label (self->file_picker, _("_Export"));
  queens_file_picker_set_initial_folder (self->file_picker, last_folder);
  queens_file_picker_set_initial_name (self->file_picker, name);
  queens_file_picker_set_filter (self->file_picker, filter);

  /* Once at a time: Enter pressed twice opens one picker. */
  gtk_widget_action_set_enabled (widget, "export.choose-file", FALSE);
  queens_file_picker_save_async (self->file_picker, GTK_WINDOW (self), self->cancellable,
                                 on_file_chosen, g_object_ref (self));
}

/* ------------------------------------------------------------------ */
/* The options                                                         */
/* ------------------------------------------------------------------ */

/* Only a PNG has a size in pixels. */
static void
on_format_selected (QueensExportDialog *self)
{
  gboolean png = get_selected_format (self) == QUEENS_EXPORT_FORMAT_PNG;

  gtk_widget_set_sensitive (self->size_label, png);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_drop_down), png);
}

/* Fills @drop_down with @list and selects entry @selected. */
static void
set_choices (GtkDropDown   *drop_down,
             GtkStringList *list,
             guint          selected)
{
  gtk_drop_down_set_model (drop_down, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (drop_down, selected);
}

static void
fill_options (QueensExportDialog *self)
{
  const char *board_colors[QUEENS_RENDER_N_BOARD_THEMES + 1] = {
    [QUEENS_RENDER_BOARD_THEME_CLASSIC] = C_("board colors", "Classic"),
    [QUEENS_RENDER_BOARD_THEME_GREEN] = C_("board colors", "Green"),
    [QUEENS_RENDER_BOARD_THEME_BLUE] = C_("board colors", "Blue"),
    [QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST] = C_("board colors", "High contrast"),
    NULL
  };
  const char *themes[] = { _("Light"), _("Dark"), NULL };
  g_autoptr(GtkStringList) board_color_list = gtk_string_list_new (board_colors);
  g_autoptr(GtkStringList) theme_list = gtk_string_list_new (themes);
  g_autoptr(GtkStringList) format_list = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) size_list = gtk_string_list_new (NULL);
  gboolean sheet = queens_export_request_is_sheet (self->request);
  gboolean play = queens_export_request_is_play (self->request);
  guint n_formats = 0;
  const QueensExportFormat *formats = queens_export_request_get_formats (self->request,
                                                                        &n_formats);
  QueensExportSettings settings;
  guint size_index = 0;

  queens_export_request_get_settings (self->request, &settings);

  gtk_window_set_title (GTK_WINDOW (self), sheet ? _("Export All Fundamental Solutions")
                                                 : _("Export Board"));
  gtk_label_set_text (self->description_label,
                      queens_export_request_get_description (self->request));

  for (guint i = 0; i < n_formats; i++)
    gtk_string_list_append (format_list, format_label (formats[i]));
  set_choices (self->format_drop_down, format_list, 0);

  for (guint i = 0; i < G_N_ELEMENTS (pixel_sizes); i++)
    {
      /* Translators: the size of a PNG image, its width and height:
       * "1024 × 1024 pixels".  Reorder with %1$u, %2$u if needed. */
      g_autofree char *label = g_strdup_printf (ngettext ("%u × %u pixel", "%u × %u pixels",
                                                          pixel_sizes[i]),
                                                pixel_sizes[i], pixel_sizes[i]);

      gtk_string_list_append (size_list, label);
      if (pixel_sizes[i] == settings.pixels)
        size_index = i;
    }
  set_choices (self->size_drop_down, size_list, size_index);

  set_choices (self->board_colors_drop_down, board_color_list, settings.board_theme);
  set_choices (self->theme_drop_down, theme_list, settings.theme == QUEENS_RENDER_THEME_DARK);

  /* A sheet is vector only: no size; its boards carry no play marks. */
  gtk_widget_set_visible (self->size_label, !sheet);
  gtk_widget_set_visible (GTK_WIDGET (self->size_drop_down), !sheet);
  gtk_widget_set_visible (GTK_WIDGET (self->coordinates_check), !sheet);
  gtk_widget_set_visible (GTK_WIDGET (self->attacks_check), play);
  gtk_widget_set_visible (GTK_WIDGET (self->conflicts_check), play);
  gtk_check_button_set_active (self->coordinates_check, settings.show_coordinates);
  gtk_check_button_set_active (self->attacks_check, settings.show_attacks);
  gtk_check_button_set_active (self->conflicts_check, settings.show_conflicts);

  on_format_selected (self);
}

/* ------------------------------------------------------------------ */
/* The class                                                           */
/* ------------------------------------------------------------------ */

static void
queens_export_dialog_dispose (GObject *object)
{
  QueensExportDialog *self = QUEENS_EXPORT_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_EXPORT_DIALOG);

  G_OBJECT_CLASS (queens_export_dialog_parent_class)->dispose (object);
}

static void
queens_export_dialog_finalize (GObject *object)
{
  QueensExportDialog *self = QUEENS_EXPORT_DIALOG (object);

  g_clear_object (&self->request);
  g_clear_object (&self->file_picker);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (queens_export_dialog_parent_class)->finalize (object);
}

static void
queens_export_dialog_class_init (QueensExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_export_dialog_dispose;
  object_class->finalize = queens_export_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, description_label);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, format_drop_down);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, size_label);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, size_drop_down);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, board_colors_drop_down);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, theme_drop_down);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, coordinates_check);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, attacks_check);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, conflicts_check);
  gtk_widget_class_bind_template_child (widget_class, QueensExportDialog, export_button);

  /* Enter is the default button's, Export… (GtkWindow's own binding);
   * Escape cancels. */
  gtk_widget_class_install_action (widget_class, "export.choose-file", NULL, choose_file);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
queens_export_dialog_init (QueensExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->file_picker = queens_file_picker_new ();
  self->cancellable = g_cancellable_new ();
  g_signal_connect_swapped (self->format_drop_down, "notify::selected",
                            G_CALLBACK (on_format_selected), self);
}

QueensExportDialog *
queens_export_dialog_open (GtkWindow           *parent,
                           QueensExportRequest *request)
{
  QueensExportDialog *self;
  const char *refusal;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (QUEENS_IS_EXPORT_REQUEST (request), NULL);

  /* Say so before asking for anything that could not be written. */
  refusal = queens_export_request_get_refusal (request);
  if (refusal != NULL)
    {
      queens_message_show (parent, _("No Sheet to Export"), refusal);
      return NULL;
    }

  self = g_object_new (QUEENS_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);
  self->request = g_object_ref (request);
  fill_options (self);
  gtk_window_present (GTK_WINDOW (self));
  /* Enter right away exports with the options as they come. */
  gtk_widget_grab_focus (self->export_button);
  return self;
}

QueensExportRequest *
queens_export_dialog_get_request (QueensExportDialog *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_DIALOG (self), NULL);

  return self->request;
}

QueensFilePicker *
queens_export_dialog_get_file_picker (QueensExportDialog *self)
{
  g_return_val_if_fail (QUEENS_IS_EXPORT_DIALOG (self), NULL);

  return self->file_picker;
}

void
queens_export_dialog_set_file_picker (QueensExportDialog *self,
                                      QueensFilePicker   *picker)
{
  g_return_if_fail (QUEENS_IS_EXPORT_DIALOG (self));
  g_return_if_fail (QUEENS_IS_FILE_PICKER (picker));

  g_set_object (&self->file_picker, picker);
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
