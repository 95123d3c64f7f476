/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* scratch-file.h: a file name in a fresh temporary folder, for tests that
 * write files (checkpoints, part lines) and leave nothing behind.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @name in a new empty folder under the temporary folder. */
char *scratch_path   (const char *name);
/* Removes the file at @path, if any, and its folder (empty by then). */
void  remove_scratch (const char *path);

G_END_DECLS
