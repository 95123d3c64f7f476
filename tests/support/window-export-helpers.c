/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* window-export-helpers.c: windows and folders for the export tests
 * of the window (test-window-export.c, test-window-export-files.c) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>

#include "queens-board-view.h"
#include "main-loop-wait.h"
#include "window-export-helpers.h"

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

QueensWindow *
open_export_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  /* The file shows the plain board unless a test asks otherwise. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-coordinates",
                                      g_variant_new_boolean (FALSE));
  wait_for (window_is_idle, window, "the search to end");
  return window;
}

void
close_export_window (QueensWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

void
activate_action (QueensWindow *window,
                 const char   *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

char *
make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("queens-window-export-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

static GStrv
list_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_insert (names, -1, g_strdup (name));
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

guint
count_files (const char *folder)
{
  g_auto(GStrv) names = list_folder (folder);

  return g_strv_length (names);
}

void
remove_folder (const char *folder)
{
  g_auto(GStrv) names = list_folder (folder);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}

gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

guint32 *
copy_shown (QueensWindow *window)
{
  QueensBoardView *view = queens_window_get_board_view (window);
  const guint32 *columns = queens_board_view_get_columns (view);

  g_assert_nonnull (columns);
  return g_memdup2 (columns, queens_board_view_get_n (view) * sizeof (guint32));
}
