/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export.c: PNG, SVG and PDF files over queens-render
 *
 * Cairo writes every format through one callback into a sink that
 * buffers its small pieces and hands them to a GOutputStream (memory, the
 * tests) or to a file of queens-atomic-file, which makes the file appear
 * whole or not at all.  Cancelling is noticed at every buffer's worth.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "queens-export.h"
#include "queens-atomic-file.h"

/* Cairo hands out small pieces (a few bytes per SVG attribute): collect
 * them so that the file sees few large writes. */
#define SINK_BUFFER_SIZE (64 * 1024)

/* Sheet geometry, in points. */
#define SHEET_PAGE_WIDTH   595.276
#define SHEET_PAGE_HEIGHT  841.89
#define SHEET_MARGIN       36.0
#define SHEET_TITLE_HEIGHT 30.0
#define SHEET_TITLE_FONT   13.0
#define SHEET_GAP_ACROSS   18.0
#define SHEET_GAP_DOWN     10.0
#define SHEET_LABEL_HEIGHT 16.0
#define SHEET_LABEL_FONT   10.0
/* User units per point for the boards of a sheet. */
#define SHEET_DETAIL       4.0

G_DEFINE_QUARK (queens-export-error-quark, queens_export_error)

/* ------------------------------------------------------------------ */
/* Formats                                                             */
/* ------------------------------------------------------------------ */

static const struct
{
  const char *extension;
  const char *mime_type;
} formats[] = {
  [QUEENS_EXPORT_FORMAT_PNG] = { "png", "image/png" },
  [QUEENS_EXPORT_FORMAT_SVG] = { "svg", "image/svg+xml" },
  [QUEENS_EXPORT_FORMAT_PDF] = { "pdf", "application/pdf" },
};

gboolean
queens_export_format_from_filename (const char          *filename,
                                    QueensExportFormat  *out_format,
                                    GError             **error)
{
  const char *dot;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (out_format != NULL, FALSE);

  dot = strrchr (filename, '.');

  /* A dot inside a folder name is no extension. */
  if (dot != NULL && strchr (dot, G_DIR_SEPARATOR) == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
        if (g_ascii_strcasecmp (dot + 1, formats[i].extension) == 0)
          {
            *out_format = (QueensExportFormat) i;
            return TRUE;
          }
    }

  g_set_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_UNKNOWN_FORMAT,
               /* Translators: %s is the file name given, as in "“board.jpg”
                * does not end in .png, .svg or .pdf, the formats Queens can
                * write" */
               _("“%s” does not end in .png, .svg or .pdf, the formats Queens can write"),
               filename);
  return FALSE;
}

const char *
queens_export_format_get_extension (QueensExportFormat format)
{
  g_return_val_if_fail (format <= QUEENS_EXPORT_FORMAT_PDF, NULL);

  return formats[format].extension;
}

const char *
queens_export_format_get_mime_type (QueensExportFormat format)
{
  g_return_val_if_fail (format <= QUEENS_EXPORT_FORMAT_PDF, NULL);

  return formats[format].mime_type;
}

gboolean
queens_export_format_is_vector (QueensExportFormat format)
{
  return format != QUEENS_EXPORT_FORMAT_PNG;
}

gboolean
queens_export_check_pixels (guint    pixels,
                            GError **error)
{
  if (pixels >= QUEENS_EXPORT_MIN_PIXELS && pixels <= QUEENS_EXPORT_MAX_PIXELS)
    return TRUE;

  g_set_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_BAD_SIZE,
               /* Translators: the first %u is the width and height asked for,
                * in pixels, then the smallest and the largest allowed, as in
                * "20000 pixels is outside 16..16384".  Reorder with %1$u, %2$u,
                * %3$u if needed. */
               ngettext ("%u pixel is outside %u..%u", "%u pixels is outside %u..%u", pixels),
               pixels, QUEENS_EXPORT_MIN_PIXELS, QUEENS_EXPORT_MAX_PIXELS);
  return FALSE;
}

void
queens_export_paint_background (cairo_t                   *cr,
                                const QueensRenderPalette *palette,
                                double                     width,
                                double                     height)
{
  const QueensRenderColor *ink;
  double luminance;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (palette != NULL);

  /* Paper that the labels read on: dark under light labels. */
  ink = &palette->coordinates;
  luminance = 0.2126 * ink->red + 0.7152 * ink->green + 0.0722 * ink->blue;

  cairo_save (cr);
  if (luminance > 0.5)
    cairo_set_source_rgb (cr, 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0);
  else
    cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* ------------------------------------------------------------------ */
/* Streams                                                             */
/* ------------------------------------------------------------------ */

/* Exactly one of stream and file is set. */
typedef struct
{
  GOutputStream    *stream;
  QueensAtomicFile *file;
  GCancellable     *cancellable;
  GError           *error;   /* the first failure; later writes do nothing */
  guint8           *buffer;
  gsize             used;
} Sink;

static void
sink_init (Sink             *sink,
           GOutputStream    *stream,
           QueensAtomicFile *file,
           GCancellable     *cancellable)
{
  memset (sink, 0, sizeof *sink);
  sink->stream = stream;
  sink->file = file;
  sink->cancellable = cancellable;
  sink->buffer = g_malloc (SINK_BUFFER_SIZE);
}

static gboolean
sink_flush (Sink *sink)
{
  if (sink->error == NULL && sink->used > 0
      && !g_cancellable_set_error_if_cancelled (sink->cancellable, &sink->error))
    {
      if (sink->file != NULL)
        queens_atomic_file_write (sink->file, sink->buffer, sink->used, &sink->error);
      else
        g_output_stream_write_all (sink->stream, sink->buffer, sink->used, NULL,
                                   sink->cancellable, &sink->error);
    }
  sink->used = 0;

  return sink->error == NULL;
}

static void
sink_clear (Sink *sink)
{
  g_clear_pointer (&sink->buffer, g_free);
  g_clear_error (&sink->error);
}

static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  Sink *sink = closure;

  while (length > 0 && sink->error == NULL)
    {
      gsize chunk;

      if (sink->used == SINK_BUFFER_SIZE && !sink_flush (sink))
        break;

      chunk = MIN ((gsize) length, SINK_BUFFER_SIZE - sink->used);
      memcpy (sink->buffer + sink->used, data, chunk);
      sink->used += chunk;
      data += chunk;
      length -= (unsigned int) chunk;
    }

  return sink->error == NULL ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

/* The outcome of drawing into a surface that writes to @sink: the write
 * error if there was one (it explains a cairo WRITE_ERROR), else cairo's. */
static gboolean
sink_finish (Sink            *sink,
             cairo_status_t   status,
             GError         **error)
{
  if (status == CAIRO_STATUS_SUCCESS || status == CAIRO_STATUS_WRITE_ERROR)
    sink_flush (sink);

  if (sink->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&sink->error));
      return FALSE;
    }

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_DRAWING,
                   /* Translators: %s is cairo's reason, in English, as in
                    * "Drawing failed: out of memory" */
                   _("Drawing failed: %s"), cairo_status_to_string (status));
      return FALSE;
    }

  return TRUE;
}

/* A vector surface writing to @sink, or NULL for PNG. */
static cairo_surface_t *
vector_surface_new (QueensExportFormat  format,
                    Sink               *sink,
                    double              width,
                    double              height)
{
  cairo_surface_t *surface;

  if (format == QUEENS_EXPORT_FORMAT_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (sink_write, sink, width, height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
      return surface;
    }

  if (format == QUEENS_EXPORT_FORMAT_PDF)
    {
      surface = cairo_pdf_surface_create_for_stream (sink_write, sink, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Queens " PACKAGE_VERSION);
      return surface;
    }

  return NULL;
}

static cairo_surface_t *
image_new (guint                  pixels,
           QueensExportDrawFunc   draw_func,
           gpointer               user_data,
           GError               **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (!queens_export_check_pixels (pixels, error))
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) pixels, (int) pixels);
  cr = cairo_create (surface);
  if (cairo_status (cr) == CAIRO_STATUS_SUCCESS)
    draw_func (cr, pixels, pixels, FALSE, user_data);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      g_set_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_DRAWING,
                   /* Translators: both %u are the image's width and height, in
                    * pixels, %s cairo's reason, in English, as in "Drawing an
                    * image of 16384 by 16384 pixels failed: out of memory".
                    * Reorder with %1$u, %2$u, %3$s if needed. */
                   ngettext ("Drawing an image of %u by %u pixel failed: %s",
                             "Drawing an image of %u by %u pixels failed: %s",
                             (gulong) pixels * pixels),
                   pixels, pixels, cairo_status_to_string (status));
      return NULL;
    }

  return surface;
}

cairo_surface_t *
queens_export_draw_to_image (guint                  pixels,
                             QueensExportDrawFunc   draw_func,
                             gpointer               user_data,
                             GError               **error)
{
  g_return_val_if_fail (draw_func != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return image_new (pixels, draw_func, user_data, error);
}

/* One board into @sink, which the caller set up and clears. */
static gboolean
draw_into_sink (Sink                  *sink,
                QueensExportFormat     format,
                guint                  pixels,
                double                 vector_width,
                double                 vector_height,
                QueensExportDrawFunc   draw_func,
                gpointer               user_data,
                GError               **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;

  if (format == QUEENS_EXPORT_FORMAT_PNG)
    {
      surface = image_new (pixels, draw_func, user_data, error);
      if (surface == NULL)
        return FALSE;
      status = cairo_surface_write_to_png_stream (surface, sink_write, sink);
    }
  else
    {
      cairo_t *cr;

      surface = vector_surface_new (format, sink, vector_width, vector_height);
      cr = cairo_create (surface);
      if (cairo_status (cr) == CAIRO_STATUS_SUCCESS)
        draw_func (cr, vector_width, vector_height, TRUE, user_data);
      status = cairo_status (cr);
      cairo_destroy (cr);

      /* Vector surfaces write most of the file when they are finished. */
      cairo_surface_finish (surface);
      if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status (surface);
    }

  cairo_surface_destroy (surface);
  return sink_finish (sink, status, error);
}

gboolean
queens_export_draw_to_stream (GOutputStream         *stream,
                              QueensExportFormat     format,
                              guint                  pixels,
                              QueensExportDrawFunc   draw_func,
                              gpointer               user_data,
                              GCancellable          *cancellable,
                              GError               **error)
{
  Sink sink;
  gboolean ok;

  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (format <= QUEENS_EXPORT_FORMAT_PDF, FALSE);
  g_return_val_if_fail (draw_func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  sink_init (&sink, stream, NULL, cancellable);
  ok = draw_into_sink (&sink, format, pixels, QUEENS_EXPORT_VECTOR_POINTS, QUEENS_EXPORT_VECTOR_POINTS,
                       draw_func, user_data, error);
  sink_clear (&sink);

  return ok;
}

/* ------------------------------------------------------------------ */
/* Files                                                               */
/* ------------------------------------------------------------------ */

typedef gboolean (*WriteFunc) (Sink      *sink,
                               gpointer   user_data,
                               GError   **error);

static gboolean
write_file (GFile         *file,
            WriteFunc      write_func,
            gpointer       user_data,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(QueensAtomicFile) output = queens_atomic_file_open (file, cancellable, error);
  Sink sink;
  gboolean written;

  if (output == NULL)
    return FALSE;

  sink_init (&sink, NULL, output, cancellable);
  written = write_func (&sink, user_data, error)
            && queens_atomic_file_commit (output, cancellable, error);
  sink_clear (&sink);

  return written;
}

typedef struct
{
  QueensExportFormat    format;
  guint                 pixels;
  double                vector_width;
  double                vector_height;
  QueensExportDrawFunc  draw_func;
  gpointer              user_data;
} DrawJob;

static gboolean
write_drawing (Sink      *sink,
               gpointer   user_data,
               GError   **error)
{
  DrawJob *job = user_data;

  return draw_into_sink (sink, job->format, job->pixels, job->vector_width, job->vector_height,
                         job->draw_func, job->user_data, error);
}

gboolean
queens_export_draw_to_file (GFile                 *file,
                            QueensExportFormat     format,
                            guint                  pixels,
                            QueensExportDrawFunc   draw_func,
                            gpointer               user_data,
                            GCancellable          *cancellable,
                            GError               **error)
{
  DrawJob job = { format, pixels, QUEENS_EXPORT_VECTOR_POINTS, QUEENS_EXPORT_VECTOR_POINTS, draw_func, user_data };

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (format <= QUEENS_EXPORT_FORMAT_PDF, FALSE);
  g_return_val_if_fail (draw_func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Refuse a bad size before anything touches the folder. */
  if (format == QUEENS_EXPORT_FORMAT_PNG && !queens_export_check_pixels (pixels, error))
    return FALSE;

  return write_file (file, write_drawing, &job, cancellable, error);
}

gboolean
queens_export_vector_to_file (GFile                 *file,
                              QueensExportFormat     format,
                              double                 width,
                              double                 height,
                              QueensExportDrawFunc   draw_func,
                              gpointer               user_data,
                              GCancellable          *cancellable,
                              GError               **error)
{
  DrawJob job = { format, 0, width, height, draw_func, user_data };

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (queens_export_format_is_vector (format), FALSE);
  g_return_val_if_fail (width > 0 && height > 0, FALSE);
  g_return_val_if_fail (draw_func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return write_file (file, write_drawing, &job, cancellable, error);
}

/* ------------------------------------------------------------------ */
/* Boards                                                              */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint                      n;
  const guint32             *columns;
  QueensBoard               *board;
  const QueensRenderOptions *options;
} BoardDrawing;

static void
draw_board (cairo_t  *cr,
            double    width,
            double    height,
            gboolean  vector,
            gpointer  user_data)
{
  BoardDrawing *drawing = user_data;
  QueensRenderOptions options = *drawing->options;

  if (vector)
    options.snap_to_pixels = FALSE;

  if (options.show_coordinates)
    queens_export_paint_background (cr, &options.palette, width, height);

  if (drawing->board != NULL)
    queens_render_board (cr, drawing->board, &options, 0, 0, width, height);
  else
    queens_render_columns (cr, drawing->n, drawing->columns, &options, 0, 0, width, height);
}

gboolean
queens_export_columns_to_file (GFile                     *file,
                               QueensExportFormat         format,
                               guint                      pixels,
                               guint                      n,
                               const guint32             *columns,
                               const QueensRenderOptions *options,
                               GCancellable              *cancellable,
                               GError                   **error)
{
  BoardDrawing drawing = { n, columns, NULL, options };

  g_return_val_if_fail (n >= 1, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  return queens_export_draw_to_file (file, format, pixels, draw_board, &drawing,
                                     cancellable, error);
}

gboolean
queens_export_board_to_file (GFile                     *file,
                             QueensExportFormat         format,
                             guint                      pixels,
                             QueensBoard               *board,
                             const QueensRenderOptions *options,
                             GCancellable              *cancellable,
                             GError                   **error)
{
  BoardDrawing drawing = { 0, NULL, board, options };

  g_return_val_if_fail (QUEENS_IS_BOARD (board), FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  drawing.n = queens_board_get_n (board);
  return queens_export_draw_to_file (file, format, pixels, draw_board, &drawing,
                                     cancellable, error);
}

/* ------------------------------------------------------------------ */
/* Sheets                                                              */
/* ------------------------------------------------------------------ */

void
queens_export_sheet_compute_layout (QueensExportFormat       format,
                                    guint                    n,
                                    gsize                    n_boards,
                                    QueensExportSheetLayout *out_layout)
{
  double usable_width = SHEET_PAGE_WIDTH - 2 * SHEET_MARGIN;
  double usable_height = SHEET_PAGE_HEIGHT - 2 * SHEET_MARGIN - SHEET_TITLE_HEIGHT;
  double pitch;
  guint64 n_rows;

  g_return_if_fail (out_layout != NULL);

  memset (out_layout, 0, sizeof *out_layout);

  /* Bigger boards get fewer, larger cells, so every square stays a few
   * points wide on paper. */
  out_layout->columns = n <= 10 ? 4 : n <= 20 ? 3 : 2;
  out_layout->board_size = (usable_width - (out_layout->columns - 1) * SHEET_GAP_ACROSS)
                           / out_layout->columns;
  pitch = out_layout->board_size + SHEET_LABEL_HEIGHT + SHEET_GAP_DOWN;
  out_layout->rows_per_page = MAX ((guint) ((usable_height + SHEET_GAP_DOWN) / pitch), 1u);

  /* A page with a wide blank strip at the bottom: one more row fits if
   * the boards give up a little of their size. */
  {
    double shorter = (usable_height + SHEET_GAP_DOWN) / (out_layout->rows_per_page + 1)
                     - SHEET_LABEL_HEIGHT - SHEET_GAP_DOWN;

    if (shorter >= out_layout->board_size * 0.85)
      {
        out_layout->rows_per_page++;
        out_layout->board_size = shorter;
        pitch = out_layout->board_size + SHEET_LABEL_HEIGHT + SHEET_GAP_DOWN;
      }
  }
  out_layout->per_page = out_layout->columns * out_layout->rows_per_page;
  out_layout->page_width = SHEET_PAGE_WIDTH;

  n_rows = (MAX (n_boards, 1) + out_layout->columns - 1) / out_layout->columns;

  if (format == QUEENS_EXPORT_FORMAT_SVG)
    {
      out_layout->n_pages = 1;
      out_layout->page_height = 2 * SHEET_MARGIN + SHEET_TITLE_HEIGHT + n_rows * pitch
                                - SHEET_GAP_DOWN;
    }
  else
    {
      out_layout->n_pages = (guint) ((MAX (n_boards, 1) + out_layout->per_page - 1)
                                     / out_layout->per_page);
      out_layout->page_height = SHEET_PAGE_HEIGHT;
    }
}

typedef struct
{
  QueensExportFormat         format;
  guint                      n;
  const guint32             *boards;
  gsize                      n_boards;
  const char                *title;
  const QueensRenderOptions *options;
} SheetJob;

static void
show_text_centred (cairo_t    *cr,
                   const char *text,
                   double      centre_x,
                   double      baseline)
{
  cairo_text_extents_t extents;

  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, centre_x - extents.x_bearing - extents.width / 2, baseline);
  cairo_show_text (cr, text);
}

static void
draw_sheet_header (cairo_t                       *cr,
                   const SheetJob                *job,
                   const QueensExportSheetLayout *layout,
                   guint                          page)
{
  const QueensRenderColor *ink = &job->options->palette.coordinates;
  double baseline = SHEET_MARGIN + SHEET_TITLE_FONT;

  queens_export_paint_background (cr, &job->options->palette,
                                  layout->page_width, layout->page_height);

  cairo_save (cr);
  cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, ink->alpha);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, SHEET_TITLE_FONT);

  if (job->title != NULL)
    {
      cairo_move_to (cr, SHEET_MARGIN, baseline);
      cairo_show_text (cr, job->title);
    }

  if (layout->n_pages > 1)
    {
      /* Translators: page numbers at the top right of a sheet, this page's
       * number and how many there are: "2 / 5".  Reorder with %1$u, %2$u
       * if needed. */
      g_autofree char *numbering = g_strdup_printf (_("%u / %u"), page + 1, layout->n_pages);
      cairo_text_extents_t extents;

      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
      cairo_text_extents (cr, numbering, &extents);
      cairo_move_to (cr, layout->page_width - SHEET_MARGIN - extents.x_advance, baseline);
      cairo_show_text (cr, numbering);
    }

  cairo_restore (cr);
}

static void
draw_sheet_board (cairo_t                       *cr,
                  const SheetJob                *job,
                  const QueensExportSheetLayout *layout,
                  QueensRenderOptions           *options,
                  gsize                          index,
                  guint                          slot)
{
  const QueensRenderColor *ink = &options->palette.coordinates;
  const QueensRenderColor *frame = &options->palette.dark_square;
  guint column = slot % layout->columns;
  guint row = slot / layout->columns;
  double pitch = layout->board_size + SHEET_LABEL_HEIGHT + SHEET_GAP_DOWN;
  double grid_width = layout->columns * (layout->board_size + SHEET_GAP_ACROSS) - SHEET_GAP_ACROSS;
  double x = (layout->page_width - grid_width) / 2
             + column * (layout->board_size + SHEET_GAP_ACROSS);
  double y = SHEET_MARGIN + SHEET_TITLE_HEIGHT + row * pitch;
  char number[32];

  /* Render picks crowns, discs or dots by the size of a square in user
   * units, which on paper are points; the boards here are small, so draw
   * them in finer units to keep the crowns that print well. */
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1.0 / SHEET_DETAIL, 1.0 / SHEET_DETAIL);
  queens_render_columns (cr, job->n, job->boards + index * job->n, options,
                         0, 0, layout->board_size * SHEET_DETAIL,
                         layout->board_size * SHEET_DETAIL);
  cairo_restore (cr);

  /* A hairline keeps the light squares at the edge from fading into the
   * paper. */
  cairo_save (cr);
  cairo_set_source_rgba (cr, frame->red, frame->green, frame->blue, frame->alpha);
  cairo_set_line_width (cr, 0.5);
  cairo_rectangle (cr, x, y, layout->board_size, layout->board_size);
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, ink->alpha);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, SHEET_LABEL_FONT);
  g_snprintf (number, sizeof number, "%" G_GSIZE_FORMAT, index + 1);
  show_text_centred (cr, number, x + layout->board_size / 2,
                     y + layout->board_size + SHEET_LABEL_HEIGHT - 4);
  cairo_restore (cr);
}

static gboolean
write_sheet (Sink      *sink,
             gpointer   user_data,
             GError   **error)
{
  SheetJob *job = user_data;
  QueensExportSheetLayout layout;
  QueensRenderOptions options = *job->options;
  cairo_surface_t *surface;
  cairo_status_t status;
  gboolean cancelled = FALSE;
  gsize index = 0;
  cairo_t *cr;

  /* Coordinates would crowd boards this small; the numbers name them. */
  options.snap_to_pixels = FALSE;
  options.show_coordinates = FALSE;

  queens_export_sheet_compute_layout (job->format, job->n, job->n_boards, &layout);
  surface = vector_surface_new (job->format, sink, layout.page_width, layout.page_height);
  cr = cairo_create (surface);

  for (guint page = 0; page < layout.n_pages && cairo_status (cr) == CAIRO_STATUS_SUCCESS; page++)
    {
      guint per_page = job->format == QUEENS_EXPORT_FORMAT_SVG ? G_MAXUINT : layout.per_page;

      draw_sheet_header (cr, job, &layout, page);

      for (guint slot = 0; slot < per_page && index < job->n_boards; slot++, index++)
        {
          if (g_cancellable_is_cancelled (sink->cancellable))
            {
              cancelled = TRUE;
              break;
            }
          draw_sheet_board (cr, job, &layout, &options, index, slot);
        }

      if (cancelled)
        break;
      cairo_show_page (cr);
    }

  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (cancelled)
    return !g_cancellable_set_error_if_cancelled (sink->cancellable, error);

  return sink_finish (sink, status, error);
}

gboolean
queens_export_sheet_to_file (GFile                     *file,
                             QueensExportFormat         format,
                             guint                      n,
                             const guint32             *boards,
                             gsize                      n_boards,
                             const char                *title,
                             const QueensRenderOptions *options,
                             GCancellable              *cancellable,
                             GError                   **error)
{
  SheetJob job = { format, n, boards, n_boards, title, options };

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (format <= QUEENS_EXPORT_FORMAT_PDF, FALSE);
  g_return_val_if_fail (n >= 1, FALSE);
  g_return_val_if_fail (boards != NULL || n_boards == 0, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!queens_export_format_is_vector (format))
    {
      g_set_error_literal (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NOT_VECTOR,
                           _("a sheet of boards can be saved as SVG or PDF, not as PNG"));
      return FALSE;
    }

  if (n_boards == 0)
    {
      g_set_error_literal (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NO_BOARDS,
                           _("there are no boards to put on the sheet"));
      return FALSE;
    }

  return write_file (file, write_sheet, &job, cancellable, error);
}
