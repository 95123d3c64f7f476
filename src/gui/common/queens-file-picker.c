/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-file-picker.c: asks the user for a file to save to */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-file-picker.h"

typedef struct
{
  char          *title;
  char          *accept_label;
  GFile         *initial_folder;
  char          *initial_name;
  GtkFileFilter *filter;

  /* The GTK dialog asking now. */
  GObject       *asking;
} QueensFilePickerPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (QueensFilePicker, queens_file_picker, G_TYPE_OBJECT)

static void
return_cancelled (GTask *task)
{
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                           _("No file was chosen"));
}

#if GTK_CHECK_VERSION (4, 10, 0)

static void
on_file_dialog_done (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  QueensFilePicker *self = g_task_get_source_object (task);
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  GFile *file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  g_clear_object (&priv->asking);
  if (file != NULL)
    g_task_return_pointer (task, file, g_object_unref);
  else if (g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_FAILED))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    return_cancelled (task);   /* dismissed by the user, or cancelled */
}

static void
ask_desktop (QueensFilePicker *self,
             GtkWindow        *parent,
             GTask            *task)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);
  GtkFileDialog *dialog = gtk_file_dialog_new ();

  gtk_file_dialog_set_title (dialog, priv->title);
  gtk_file_dialog_set_accept_label (dialog, priv->accept_label);
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_initial_folder (dialog, priv->initial_folder);
  gtk_file_dialog_set_initial_name (dialog, priv->initial_name);
  if (priv->filter != NULL)
    {
      g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

      g_list_store_append (filters, priv->filter);
      gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
      gtk_file_dialog_set_default_filter (dialog, priv->filter);
    }

  priv->asking = G_OBJECT (dialog);
  gtk_file_dialog_save (dialog, parent, g_task_get_cancellable (task), on_file_dialog_done, task);
}

#else /* GTK 4.8 */

static void
stop_asking (QueensFilePicker *self,
             GTask            *task)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);
  GCancellable *cancellable = g_task_get_cancellable (task);

  g_signal_handlers_disconnect_by_data (priv->asking, task);
  if (cancellable != NULL)
    g_signal_handlers_disconnect_by_data (cancellable, task);
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (priv->asking));
  g_clear_object (&priv->asking);
}

static void
on_native_response (GtkNativeDialog *native,
                    int              response,
                    gpointer         user_data)
{
  g_autoptr(GTask) task = user_data;
  QueensFilePicker *self = g_task_get_source_object (task);
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

  stop_asking (self, task);
  if (file != NULL)
    g_task_return_pointer (task, g_steal_pointer (&file), g_object_unref);
  else
    return_cancelled (task);
}

/* Hiding the chooser gives no response: answer in its place. */
static void
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;

  stop_asking (g_task_get_source_object (task), task);
  return_cancelled (task);
}

static void
ask_desktop (QueensFilePicker *self,
             GtkWindow        *parent,
             GTask            *task)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);
  GCancellable *cancellable = g_task_get_cancellable (task);
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;

  if (g_cancellable_is_cancelled (cancellable))
    {
      return_cancelled (task);
      g_object_unref (task);
      return;
    }

  native = gtk_file_chooser_native_new (priv->title, parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                        priv->accept_label, _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (native);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (priv->filter != NULL)
    {
      gtk_file_chooser_add_filter (chooser, priv->filter);
      gtk_file_chooser_set_filter (chooser, priv->filter);
    }
  if (priv->initial_folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, priv->initial_folder, NULL);
  if (priv->initial_name != NULL)
    gtk_file_chooser_set_current_name (chooser, priv->initial_name);

  /* One of the two handlers runs, once, and takes the task's reference. */
  priv->asking = G_OBJECT (native);
  g_signal_connect (native, "response", G_CALLBACK (on_native_response), task);
  if (cancellable != NULL)
    g_signal_connect (cancellable, "cancelled", G_CALLBACK (on_cancelled), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

#endif

static void
queens_file_picker_real_save_async (QueensFilePicker    *self,
                                    GtkWindow           *parent,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, queens_file_picker_real_save_async);
  if (priv->asking != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING, "%s",
                               _("A file is being chosen already"));
      g_object_unref (task);
      return;
    }

  ask_desktop (self, parent, task);
}

static GFile *
queens_file_picker_real_save_finish (QueensFilePicker  *self,
                                     GAsyncResult      *result,
                                     GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
queens_file_picker_dispose (GObject *object)
{
  QueensFilePicker *self = QUEENS_FILE_PICKER (object);
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_clear_object (&priv->initial_folder);
  g_clear_object (&priv->filter);

  G_OBJECT_CLASS (queens_file_picker_parent_class)->dispose (object);
}

static void
queens_file_picker_finalize (GObject *object)
{
  QueensFilePicker *self = QUEENS_FILE_PICKER (object);
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_clear_pointer (&priv->title, g_free);
  g_clear_pointer (&priv->accept_label, g_free);
  g_clear_pointer (&priv->initial_name, g_free);

  G_OBJECT_CLASS (queens_file_picker_parent_class)->finalize (object);
}

static void
queens_file_picker_class_init (QueensFilePickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = queens_file_picker_dispose;
  object_class->finalize = queens_file_picker_finalize;
  klass->save_async = queens_file_picker_real_save_async;
  klass->save_finish = queens_file_picker_real_save_finish;
}

static void
queens_file_picker_init (QueensFilePicker *self)
{
}

QueensFilePicker *
queens_file_picker_new (void)
{
  return g_object_new (QUEENS_TYPE_FILE_PICKER, NULL);
}

const char *
queens_file_picker_get_title (QueensFilePicker *self)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_val_if_fail (QUEENS_IS_FILE_PICKER (self), NULL);

  return priv->title;
}

void
queens_file_picker_set_title (QueensFilePicker *self,
                              const char       *title)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_if_fail (QUEENS_IS_FILE_PICKER (self));

  g_free (priv->title);
  priv->title = g_strdup (title);
}

const char *
queens_file_picker_get_accept_label (QueensFilePicker *self)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_val_if_fail (QUEENS_IS_FILE_PICKER (self), NULL);

  return priv->accept_label;
}

void
queens_file_picker_set_accept_label (QueensFilePicker *self,
                                     const char       *accept_label)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_if_fail (QUEENS_IS_FILE_PICKER (self));

  g_free (priv->accept_label);
  priv->accept_label = g_strdup (accept_label);
}

GFile *
queens_file_picker_get_initial_folder (QueensFilePicker *self)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_val_if_fail (QUEENS_IS_FILE_PICKER (self), NULL);

  return priv->initial_folder;
}

void
queens_file_picker_set_initial_folder (QueensFilePicker *self,
                                       GFile            *folder)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_if_fail (QUEENS_IS_FILE_PICKER (self));
  g_return_if_fail (folder == NULL || G_IS_FILE (folder));

  g_set_object (&priv->initial_folder, folder);
}

const char *
queens_file_picker_get_initial_name (QueensFilePicker *self)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_val_if_fail (QUEENS_IS_FILE_PICKER (self), NULL);

  return priv->initial_name;
}

void
queens_file_picker_set_initial_name (QueensFilePicker *self,
                                     const char       *name)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_if_fail (QUEENS_IS_FILE_PICKER (self));

  g_free (priv->initial_name);
  priv->initial_name = g_strdup (name);
}

GtkFileFilter *
queens_file_picker_get_filter (QueensFilePicker *self)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_val_if_fail (QUEENS_IS_FILE_PICKER (self), NULL);

  return priv->filter;
}

void
queens_file_picker_set_filter (QueensFilePicker *self,
                               GtkFileFilter    *filter)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_if_fail (QUEENS_IS_FILE_PICKER (self));
  g_return_if_fail (filter == NULL || GTK_IS_FILE_FILTER (filter));

  g_set_object (&priv->filter, filter);
}

void
queens_file_picker_save_async (QueensFilePicker    *self,
                               GtkWindow           *parent,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_return_if_fail (QUEENS_IS_FILE_PICKER (self));
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  QUEENS_FILE_PICKER_GET_CLASS (self)->save_async (self, parent, cancellable, callback, user_data);
}

GFile *
queens_file_picker_save_finish (QueensFilePicker  *self,
                                GAsyncResult      *result,
                                GError           **error)
{
  g_return_val_if_fail (QUEENS_IS_FILE_PICKER (self), NULL);
  g_return_val_if_fail (G_IS_ASYNC_RESULT (result), NULL);

  return QUEENS_FILE_PICKER_GET_CLASS (self)->save_finish (self, result, error);
}

GObject *
queens_file_picker_get_asking (QueensFilePicker *self)
{
  QueensFilePickerPrivate *priv = queens_file_picker_get_instance_private (self);

  g_return_val_if_fail (QUEENS_IS_FILE_PICKER (self), NULL);

  return priv->asking;
}
