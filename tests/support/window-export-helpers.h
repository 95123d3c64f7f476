/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* window-export-helpers.h: windows and folders for the export tests
 * of the window (test-window-export.c, test-window-export-files.c) */
#pragma once

#include <gtk/gtk.h>

#include "queens-window.h"
#include "window-helpers.h"

G_BEGIN_DECLS

/* A window of N = @n, shown without coordinates (so the file shows the
 * plain board), its first search over. */
QueensWindow *open_export_window   (guint         n);
/* Destroys @window and waits until it is finalized. */
void          close_export_window  (QueensWindow *window);
/* Activates @action ("win.export", ...), which must exist. */
void          activate_action      (QueensWindow *window,
                                    const char   *action);

/* A new empty folder of its own. */
char         *make_folder          (void);
guint         count_files          (const char   *folder);
/* Removes @folder and the files in it. */
void          remove_folder        (const char   *folder);
/* wait_for() condition: the file at the path @data exists. */
gboolean      file_exists          (gpointer      data);

/* The columns of the board the window shows, copied. */
guint32      *copy_shown           (QueensWindow *window);

G_END_DECLS
