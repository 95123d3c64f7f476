/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-export-check.h: running queens --export in a folder and reading back
 * what it wrote (test-cli-export.c, test-cli-export-files.c)
 *
 * The expected solutions come from a plain backtracking search here,
 * independent of the program's solver; images are read with cairo.
 */
#pragma once

#include <cairo.h>

#include "cli-run.h"

G_BEGIN_DECLS

/* Solution @wanted (1-based) of @n in lexicographic order, among the
 * fundamental ones if asked.  NULL when there are fewer. */
gint32          *nth_solution            (guint                 n,
                                          guint64               wanted,
                                          gboolean              fundamental);

/* Runs @binary (the built program when NULL) in @folder, with
 * @child_setup (nullable) run in the child before it starts. */
GSubprocess     *spawn_program_in_folder (const char           *binary,
                                          const char           *folder,
                                          GSpawnChildSetupFunc  child_setup,
                                          const char * const   *args);
GSubprocess     *spawn_in_folder         (const char           *folder,
                                          GSpawnChildSetupFunc  child_setup,
                                          const char * const   *args);
QueensRun       *run_program_in_folder   (const char           *binary,
                                          const char           *folder,
                                          GSpawnChildSetupFunc  child_setup,
                                          const char * const   *args);
QueensRun       *run_in_folder           (const char           *folder,
                                          GSpawnChildSetupFunc  child_setup,
                                          const char * const   *args);
#define run_export_in(folder, ...) \
  run_in_folder ((folder), NULL, (const char * const []) { __VA_ARGS__, NULL })

/* Exit status 0 and nothing on stdout or stderr. */
void             assert_exported         (QueensRun            *run);

/* The pixel at (@x, @y) as 0xAARRGGBB, opaque for RGB24 images. */
guint32          surface_pixel_at                (cairo_surface_t      *image,
                                          int                   x,
                                          int                   y);
/* @folder/@name, checked to be a PNG of @size x @size pixels. */
cairo_surface_t *read_png_in             (const char           *folder,
                                          const char           *name,
                                          int                   size);
/* For every square whether its centre pixel differs from @reference, the
 * centre colour of an empty square of the same colour (index (row +
 * column) % 2); n * n entries, row by row. */
gboolean        *detect_queens_with      (cairo_surface_t      *image,
                                          int                   size,
                                          guint                 n,
                                          const guint32         reference[2]);
/* The same, with the references taken from squares that @columns (-1 for
 * empty rows) leaves empty. */
gboolean        *detect_queens           (cairo_surface_t      *image,
                                          int                   size,
                                          guint                 n,
                                          const gint32         *columns);
/* The image shows exactly the queens of @columns, row 1 at the top,
 * column 1 at the left, the board filling the image. */
void             assert_png_in_shows        (const char           *folder,
                                          const char           *name,
                                          int                   size,
                                          guint                 n,
                                          const gint32         *columns);

G_END_DECLS
