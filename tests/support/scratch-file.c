/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* scratch-file.c: see scratch-file.h */

#include "config.h"

#include <glib/gstdio.h>

#include "scratch-file.h"

char *
scratch_path (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("queens-test-XXXXXX", &error);

  g_assert_no_error (error);
  return g_build_filename (dir, name, NULL);
}

void
remove_scratch (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}
