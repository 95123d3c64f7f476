/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* fake-file-picker.c: a file picker that answers by itself */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "fake-file-picker.h"

struct _TestFilePicker
{
  QueensFilePicker  parent_instance;

  GFile            *answer;       /* NULL: cancel */
  guint             n_asked;
  GtkWindow        *asked_over;   /* the parent of the last question */
};

G_DEFINE_FINAL_TYPE (TestFilePicker, test_file_picker, QUEENS_TYPE_FILE_PICKER)

static void
test_file_picker_save_async (QueensFilePicker    *picker,
                             GtkWindow           *parent,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  TestFilePicker *self = TEST_FILE_PICKER (picker);
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

  self->n_asked++;
  self->asked_over = parent;
  /* GTask answers from the main loop, after this returns, as a real
   * dialog would. */
  if (self->answer != NULL)
    g_task_return_pointer (task, g_object_ref (self->answer), g_object_unref);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled by the test");
}

static GFile *
test_file_picker_save_finish (QueensFilePicker  *picker,
                              GAsyncResult      *result,
                              GError           **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
test_file_picker_finalize (GObject *object)
{
  g_clear_object (&TEST_FILE_PICKER (object)->answer);

  G_OBJECT_CLASS (test_file_picker_parent_class)->finalize (object);
}

static void
test_file_picker_class_init (TestFilePickerClass *klass)
{
  QueensFilePickerClass *picker_class = QUEENS_FILE_PICKER_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = test_file_picker_finalize;
  picker_class->save_async = test_file_picker_save_async;
  picker_class->save_finish = test_file_picker_save_finish;
}

static void
test_file_picker_init (TestFilePicker *self)
{
}

TestFilePicker *
test_file_picker_new (const char *path)
{
  TestFilePicker *self = g_object_new (TEST_TYPE_FILE_PICKER, NULL);

  if (path != NULL)
    self->answer = g_file_new_for_path (path);
  return self;
}

guint
test_file_picker_get_n_asked (TestFilePicker *self)
{
  g_return_val_if_fail (TEST_IS_FILE_PICKER (self), 0);

  return self->n_asked;
}

GtkWindow *
test_file_picker_get_asked_over (TestFilePicker *self)
{
  g_return_val_if_fail (TEST_IS_FILE_PICKER (self), NULL);

  return self->asked_over;
}
