/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-check.h: what the export tests share (test-export.c and
 * test-export-file.c, one program) */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "queens-export.h"
#include "queens-render.h"

G_BEGIN_DECLS

/* The first @limit solutions of @n in lexicographic order (0: all), or
 * only the fundamental ones; n entries each. */
GArray              *collect_solutions   (guint                n,
                                          gboolean             fundamental,
                                          gsize                limit);
QueensRenderOptions  light_options       (gboolean             coordinates);

char                *read_file           (const char          *path,
                                          gsize               *out_length);
void                 write_text          (const char          *path,
                                          const char          *text);
void                 assert_file_holds   (const char          *path,
                                          const char          *text);

/* A PNG file of @expected_size square, read back. */
cairo_surface_t     *read_png            (const char          *path,
                                          int                  expected_size);

/* A QueensExportDrawFunc: an empty board of GPOINTER_TO_UINT (user_data)
 * rows. */
void                 draw_empty_board    (cairo_t             *cr,
                                          double               width,
                                          double               height,
                                          gboolean             vector,
                                          gpointer             user_data);
/* A solution of N = 8, with coordinates, into @path. */
gboolean             export_eight        (const char          *path,
                                          QueensExportFormat   format,
                                          guint                pixels,
                                          GCancellable        *cancellable,
                                          GError             **error);

/* Like strstr() over binary data. */
const char          *find_bytes          (const char          *haystack,
                                          const char          *end,
                                          const char          *needle);
/* The pages of a PDF file, after checking its header, end marker and
 * page tree. */
guint                count_pdf_pages     (const char          *path);

G_END_DECLS
