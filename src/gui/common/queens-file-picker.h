/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-file-picker.h: asks the user for a file to save to
 *
 * The desktop's own dialog: GtkFileDialog where the build has GTK 4.10,
 * GtkFileChooserNative on 4.8 (either shows the portal's dialog when
 * sandboxed, GTK's otherwise).  Set what to ask, then call
 * queens_file_picker_save_async().  A subclass may answer otherwise: the
 * tests hand the export dialog one that answers by itself.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_FILE_PICKER (queens_file_picker_get_type ())
G_DECLARE_DERIVABLE_TYPE (QueensFilePicker, queens_file_picker, QUEENS, FILE_PICKER, GObject)

struct _QueensFilePickerClass
{
  GObjectClass parent_class;

  void   (*save_async)  (QueensFilePicker     *self,
                         GtkWindow            *parent,
                         GCancellable         *cancellable,
                         GAsyncReadyCallback   callback,
                         gpointer              user_data);
  GFile *(*save_finish) (QueensFilePicker     *self,
                         GAsyncResult         *result,
                         GError              **error);
};

QueensFilePicker *queens_file_picker_new                (void);

/* What to ask (the properties of the same names): the dialog's title and
 * accept button, the folder to open (NULL: the desktop's choice), the
 * name to offer, and the file type to list. */
const char       *queens_file_picker_get_title          (QueensFilePicker     *self);
void              queens_file_picker_set_title          (QueensFilePicker     *self,
                                                         const char           *title);
const char       *queens_file_picker_get_accept_label   (QueensFilePicker     *self);
void              queens_file_picker_set_accept_label   (QueensFilePicker     *self,
                                                         const char           *accept_label);
GFile            *queens_file_picker_get_initial_folder (QueensFilePicker     *self);
void              queens_file_picker_set_initial_folder (QueensFilePicker     *self,
                                                         GFile                *folder);
const char       *queens_file_picker_get_initial_name   (QueensFilePicker     *self);
void              queens_file_picker_set_initial_name   (QueensFilePicker     *self,
                                                         const char           *name);
GtkFileFilter    *queens_file_picker_get_filter         (QueensFilePicker     *self);
void              queens_file_picker_set_filter         (QueensFilePicker     *self,
                                                         GtkFileFilter        *filter);

/* Asks, modal on @parent.  The dialog confirms replacing an existing
 * file itself. */
void              queens_file_picker_save_async         (QueensFilePicker     *self,
                                                         GtkWindow            *parent,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
/* The file chosen; NULL with G_IO_ERROR_CANCELLED when the user did not
 * choose one. */
GFile            *queens_file_picker_save_finish        (QueensFilePicker     *self,
                                                         GAsyncResult         *result,
                                                         GError              **error);

/* The GtkFileDialog (GTK 4.10 and later) or GtkFileChooserNative (4.8)
 * asking now, or NULL: which of the two the build uses, for the tests. */
GObject          *queens_file_picker_get_asking         (QueensFilePicker     *self);

G_END_DECLS
