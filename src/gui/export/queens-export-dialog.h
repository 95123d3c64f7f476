/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export-dialog.h: the export options, then the file
 *
 * A small modal window over the main window holds the options of an
 * export (format, PNG size, board colours, light or dark, coordinates,
 * and the play marks for a position in play); Export… (Enter) asks for
 * the file through a QueensFilePicker, Cancel (Escape) closes.  The file
 * is then written on a worker thread, and a failure shown in a message on
 * the main window.  What is exported comes from a QueensExportRequest the
 * window makes; the dialog knows nothing else of the window.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-export-request.h"
#include "queens-file-picker.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_EXPORT_DIALOG (queens_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (QueensExportDialog, queens_export_dialog, QUEENS, EXPORT_DIALOG, GtkWindow)

/* Opens the options for @request, modal on @parent, and returns the
 * dialog (owned by GTK, as every toplevel).  A refused request opens no
 * dialog: a message on @parent says why, and the result is NULL. */
QueensExportDialog *queens_export_dialog_open             (GtkWindow           *parent,
                                                           QueensExportRequest *request);

QueensExportRequest *queens_export_dialog_get_request     (QueensExportDialog  *self);

/* What asks for the file: by default a QueensFilePicker of the dialog's
 * own, the desktop's dialog.  Tests put in one that answers by itself. */
QueensFilePicker   *queens_export_dialog_get_file_picker  (QueensExportDialog  *self);
void                queens_export_dialog_set_file_picker  (QueensExportDialog  *self,
                                                           QueensFilePicker    *picker);

/* The window's keys for export and copy: Ctrl+E (win.export), Ctrl+C
 * (win.copy-image), Ctrl+Shift+C (win.copy-text). */
void                queens_export_dialog_add_bindings     (GtkWidgetClass      *widget_class);

G_END_DECLS
