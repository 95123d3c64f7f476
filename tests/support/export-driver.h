/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-driver.h: the export dialog driven as a user would, for the
 * tests
 *
 * The dialog's widgets are found through their labels ("_Format"), as
 * their mnemonics reach them, and keys are pressed through key-events.
 * Its file picker is a TestFilePicker, which answers by itself.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-export-dialog.h"
#include "fake-file-picker.h"

G_BEGIN_DECLS

/* The window shown on top of @parent (a message, a question, a file
 * chooser), once there is one; it is modal. */
GtkWindow          *wait_for_window_over          (GtkWindow           *parent,
                                                   const char          *what);
void                wait_for_no_window_over       (GtkWindow           *parent,
                                                   const char          *what);
/* The text of the labels of @widget's tree, one a line. */
char               *collect_text                  (GtkWidget           *widget);
/* The message on top of @parent, which must say @needle once drawn, and
 * fit on the screen; Escape closes it. */
void                expect_message                (GtkWindow           *parent,
                                                   const char          *needle);

QueensExportDialog *wait_for_export_dialog        (void);
void                wait_for_export_dialog_closed (void);
/* Activates @action (win.export, win.export-fundamental) of @window: its
 * export dialog opens, modal on it, with a TestFilePicker answering
 * @path (NULL: as Cancel does), which @out_picker gets. */
QueensExportDialog *open_export_dialog            (GtkWindow           *window,
                                                   const char          *action,
                                                   const char          *path,
                                                   TestFilePicker     **out_picker);

/* The widget a label of the dialog names: the one it is the mnemonic of,
 * or the check box or button it is the text of. */
GtkWidget          *labelled                      (QueensExportDialog  *dialog,
                                                   const char          *label);
/* Picks @choice in the drop-down labelled @label, as a click in its list
 * does. */
void                pick                          (QueensExportDialog  *dialog,
                                                   const char          *label,
                                                   const char          *choice);
/* The entries of the drop-down labelled @label, "|"-separated, the
 * selected one in brackets: "[PNG Image]|SVG Image|PDF Document". */
char               *describe_choices              (QueensExportDialog  *dialog,
                                                   const char          *label);
void                set_check                     (QueensExportDialog  *dialog,
                                                   const char          *label,
                                                   gboolean             active);

/* Until Export… can be pressed (not while a question is open). */
void                wait_for_export_ready         (QueensExportDialog  *dialog);
/* Presses @keyval with @modifiers in the dialog: @picker is asked, once
 * (a button clicks once it has shown itself pressed), over the dialog. */
void                press_export_key              (QueensExportDialog  *dialog,
                                                   TestFilePicker      *picker,
                                                   guint                keyval,
                                                   GdkModifierType      modifiers);
/* Enter, with Export…'s focus as the dialog opens. */
void                press_export                  (QueensExportDialog  *dialog,
                                                   TestFilePicker      *picker);
/* Opens the dialog of @action, takes the options as they come, and
 * exports to @path; returns once the dialog is closed and the file is
 * being written. */
void                export_as_offered             (GtkWindow           *window,
                                                   const char          *action,
                                                   const char          *path);

G_END_DECLS
