/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* fake-file-picker.h: a file picker that answers by itself, for the tests
 *
 * Put into the export dialog in place of the desktop's picker, it answers
 * at once (from the main loop, as a dialog would) with the file the test
 * names, or as Cancel does.  What it was asked (title, name, folder,
 * filter) is in QueensFilePicker, as the dialog set it.
 */
#pragma once

#include "queens-file-picker.h"

G_BEGIN_DECLS

#define TEST_TYPE_FILE_PICKER (test_file_picker_get_type ())
G_DECLARE_FINAL_TYPE (TestFilePicker, test_file_picker, TEST, FILE_PICKER, QueensFilePicker)

/* Answers with @path, or as Cancel does when @path is NULL. */
TestFilePicker *test_file_picker_new            (const char     *path);
/* How often it was asked, and over which window the last time. */
guint           test_file_picker_get_n_asked    (TestFilePicker *self);
GtkWindow      *test_file_picker_get_asked_over (TestFilePicker *self);

G_END_DECLS
