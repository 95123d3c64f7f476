/* queens-export-dialog.h: the window's export and copy
 *
 * Export… and Export All Fundamental Solutions… ask for a file with a
 * GtkFileChooserNative whose choices hold the export options; the file is
 * written on a worker thread and a failure is shown in a modal message
 * dialog.  Copy puts the board on the clipboard as an image or as text.
 * The window only installs the actions and keys from here.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-export.h"
#include "queens-window.h"

G_BEGIN_DECLS

/* A sheet of fundamental solutions holds at most this many boards (all of
 * them up to N = 12); beyond, the files grow past what a reader opens. */
#define QUEENS_EXPORT_SHEET_MAX_BOARDS 2000u

typedef struct
{
  QueensRenderBoardTheme board_theme;       /* the colours: classic, green, ... */
  QueensRenderTheme      theme;             /* their light or dark variant */
  gboolean               show_coordinates;
  gboolean               show_attacks;      /* play position only */
  gboolean               show_conflicts;    /* play position only */
  guint                  pixels;            /* PNG only */
} QueensExportSettings;

/* win.export (Ctrl+E), win.export-fundamental, win.copy-image (Ctrl+C),
 * win.copy-text (Ctrl+Shift+C). */
void     queens_export_dialog_add_actions       (QueensWindow               *window);
void     queens_export_dialog_add_bindings      (GtkWidgetClass             *widget_class);

/* The folder the next file chooser of @window opens in; by default the
 * folder of the last export. */
void     queens_export_dialog_set_folder        (QueensWindow               *window,
                                                 GFile                      *folder);

/* What the window shows now: its board colours, coordinates and play
 * marks; the light variant of the colours (paper), whatever the desktop;
 * QUEENS_EXPORT_DEFAULT_PIXELS. */
void     queens_export_settings_init            (QueensExportSettings       *settings,
                                                 QueensWindow               *window);

/* Writes what the board shows now (the browsed solution or the play
 * position) to @file on a worker thread.  On failure a message dialog,
 * transient for @window, says why; _finish() gives the error too. */
void     queens_export_dialog_save_board_async  (QueensWindow               *window,
                                                 GFile                      *file,
                                                 QueensExportFormat          format,
                                                 const QueensExportSettings *settings,
                                                 GAsyncReadyCallback         callback,
                                                 gpointer                    user_data);
gboolean queens_export_dialog_save_board_finish (QueensWindow               *window,
                                                 GAsyncResult               *result,
                                                 GError                    **error);

/* Writes every fundamental solution of the window's finished search as a
 * numbered sheet (SVG or PDF).  When there is no such list yet (search
 * running, stopped, N too large, too many boards) an information dialog
 * says so and the error is QUEENS_EXPORT_ERROR_NO_BOARDS. */
void     queens_export_dialog_save_sheet_async  (QueensWindow               *window,
                                                 GFile                      *file,
                                                 QueensExportFormat          format,
                                                 const QueensExportSettings *settings,
                                                 GAsyncReadyCallback         callback,
                                                 gpointer                    user_data);
gboolean queens_export_dialog_save_sheet_finish (QueensWindow               *window,
                                                 GAsyncResult               *result,
                                                 GError                    **error);

G_END_DECLS
