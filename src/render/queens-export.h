/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export.h: boards as PNG, SVG and PDF files, drawn by queens-render
 *
 * Cairo and GIO only, no widgets: the window, the command line and the
 * tests share it.  Files appear whole or not at all (queens-atomic-file):
 * a failure, a cancellation or a process killed half-way leaves neither a
 * partial file nor a temporary behind, and an existing file untouched.
 * A replaced file keeps its permission bits; a symbolic link is followed.
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "queens-board.h"
#include "queens-render.h"

G_BEGIN_DECLS

/* Width and height of a PNG image, in pixels. */
#define QUEENS_EXPORT_MIN_PIXELS     16u
#define QUEENS_EXPORT_MAX_PIXELS     16384u
#define QUEENS_EXPORT_DEFAULT_PIXELS 1024u
/* Width and height of one board's page in SVG and PDF, in points (6 in). */
#define QUEENS_EXPORT_VECTOR_POINTS  432.0

#define QUEENS_EXPORT_ERROR (queens_export_error_quark ())

typedef enum
{
  QUEENS_EXPORT_ERROR_UNKNOWN_FORMAT, /* the file name has no known extension */
  QUEENS_EXPORT_ERROR_BAD_SIZE,       /* pixels outside MIN..MAX */
  QUEENS_EXPORT_ERROR_NOT_VECTOR,     /* a sheet asked for as PNG */
  QUEENS_EXPORT_ERROR_NO_BOARDS,      /* a sheet without boards */
  QUEENS_EXPORT_ERROR_DRAWING         /* cairo failed, such as out of memory */
} QueensExportError;

typedef enum
{
  QUEENS_EXPORT_FORMAT_PNG,
  QUEENS_EXPORT_FORMAT_SVG,
  QUEENS_EXPORT_FORMAT_PDF
} QueensExportFormat;

/* Draws one board into the rectangle (0, 0, @width, @height) of @cr.
 * @vector is TRUE for SVG and PDF, where snapping to pixels means nothing. */
typedef void (*QueensExportDrawFunc) (cairo_t  *cr,
                                      double    width,
                                      double    height,
                                      gboolean  vector,
                                      gpointer  user_data);

GQuark       queens_export_error_quark              (void);

/* The format named by @filename's extension (.png, .svg, .pdf, in any
 * case); QUEENS_EXPORT_ERROR_UNKNOWN_FORMAT otherwise, naming the file. */
gboolean     queens_export_format_from_filename     (const char                *filename,
                                                     QueensExportFormat        *out_format,
                                                     GError                   **error);
/* "png", "svg", "pdf" */
const char  *queens_export_format_get_extension     (QueensExportFormat         format);
const char  *queens_export_format_get_mime_type     (QueensExportFormat         format);
gboolean     queens_export_format_is_vector         (QueensExportFormat         format);

/* Checks @pixels against QUEENS_EXPORT_MIN_PIXELS..MAX_PIXELS. */
gboolean     queens_export_check_pixels             (guint                      pixels,
                                                     GError                   **error);

/* Fills the rectangle with a plain colour that the coordinates of
 * @palette stand out on (light or dark), for the margin they need. */
void         queens_export_paint_background         (cairo_t                   *cr,
                                                     const QueensRenderPalette *palette,
                                                     double                     width,
                                                     double                     height);

/* Writes one board drawn by @draw_func to @stream: a PNG of @pixels by
 * @pixels (ignored for SVG and PDF, which are QUEENS_EXPORT_VECTOR_POINTS
 * square).  Does not close @stream. */
gboolean     queens_export_draw_to_stream           (GOutputStream             *stream,
                                                     QueensExportFormat         format,
                                                     guint                      pixels,
                                                     QueensExportDrawFunc       draw_func,
                                                     gpointer                   user_data,
                                                     GCancellable              *cancellable,
                                                     GError                   **error);
/* The same into @file, all at once; errors from the file system keep
 * their G_IO_ERROR code and say in words which file and why. */
gboolean     queens_export_draw_to_file             (GFile                     *file,
                                                     QueensExportFormat         format,
                                                     guint                      pixels,
                                                     QueensExportDrawFunc       draw_func,
                                                     gpointer                   user_data,
                                                     GCancellable              *cancellable,
                                                     GError                   **error);

/* A drawing of its own size, @width by @height points, as SVG or PDF
 * (the caller refuses PNG). */
gboolean     queens_export_vector_to_file           (GFile                     *file,
                                                     QueensExportFormat         format,
                                                     double                     width,
                                                     double                     height,
                                                     QueensExportDrawFunc       draw_func,
                                                     gpointer                   user_data,
                                                     GCancellable              *cancellable,
                                                     GError                   **error);

/* A board of size @n with row r's queen in @columns[r] (QUEENS_NO_QUEEN
 * for none; @columns may be NULL), drawn with @options; snapping to pixels
 * is turned off for vector formats whatever @options says.  With
 * coordinates the margin gets queens_export_paint_background(); without,
 * the board fills the image exactly. */
gboolean     queens_export_columns_to_file          (GFile                     *file,
                                                     QueensExportFormat         format,
                                                     guint                      pixels,
                                                     guint                      n,
                                                     const guint32             *columns,
                                                     const QueensRenderOptions *options,
                                                     GCancellable              *cancellable,
                                                     GError                   **error);
/* The same for a board with queens on any squares. */
gboolean     queens_export_board_to_file            (GFile                     *file,
                                                     QueensExportFormat         format,
                                                     guint                      pixels,
                                                     QueensBoard               *board,
                                                     const QueensRenderOptions *options,
                                                     GCancellable              *cancellable,
                                                     GError                   **error);

/* Where the boards of a sheet go: A4 pages (595 x 842 points) in PDF; in
 * SVG one page of the same width, as tall as all the boards need. */
typedef struct
{
  guint  columns;        /* boards across */
  guint  rows_per_page;  /* boards down one PDF page */
  guint  per_page;       /* columns * rows_per_page */
  guint  n_pages;        /* PDF pages; 1 for SVG */
  double page_width;     /* points */
  double page_height;    /* points; for SVG the whole sheet */
  double board_size;     /* points */
} QueensExportSheetLayout;

void         queens_export_sheet_compute_layout     (QueensExportFormat         format,
                                                     guint                      n,
                                                     gsize                      n_boards,
                                                     QueensExportSheetLayout   *out_layout);
/* A numbered grid of @n_boards boards of size @n (@boards holds n
 * entries per board, 0-based columns or QUEENS_NO_QUEEN), with a @title
 * line (nullable) at the top of every page.  SVG or PDF only. */
gboolean     queens_export_sheet_to_file            (GFile                     *file,
                                                     QueensExportFormat         format,
                                                     guint                      n,
                                                     const guint32             *boards,
                                                     gsize                      n_boards,
                                                     const char                *title,
                                                     const QueensRenderOptions *options,
                                                     GCancellable              *cancellable,
                                                     GError                   **error);

/* An ARGB32 image of @pixels by @pixels drawn by @draw_func (for the
 * clipboard); NULL with QUEENS_EXPORT_ERROR_BAD_SIZE or _DRAWING. */
cairo_surface_t *queens_export_draw_to_image        (guint                      pixels,
                                                     QueensExportDrawFunc       draw_func,
                                                     gpointer                   user_data,
                                                     GError                   **error);

G_END_DECLS
