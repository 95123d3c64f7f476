/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-check.c: what the export tests share */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "export-check.h"
#include "queens-solver.h"
#include "queens-symmetry.h"
#include "small-disk.h"

typedef struct
{
  guint         n;
  gboolean      fundamental;
  gsize         limit;        /* stop after this many; 0: all */
  GCancellable *cancellable;
  GArray       *columns;      /* guint32, n per solution */
} Collecting;

static void
on_collect_batch (const guint8 *columns,
                  gsize         n_solutions,
                  guint         n,
                  gpointer      user_data)
{
  Collecting *collecting = user_data;
  g_autofree guint32 *solution = g_new (guint32, n);
  g_autofree guint32 *canonical = g_new (guint32, n);

  for (gsize i = 0; i < n_solutions; i++)
    {
      if (collecting->limit > 0 && collecting->columns->len / n >= collecting->limit)
        {
          g_cancellable_cancel (collecting->cancellable);
          return;
        }

      for (guint row = 0; row < n; row++)
        solution[row] = columns[i * n + row];

      if (collecting->fundamental)
        {
          queens_permutation_canonical (n, solution, canonical);
          if (memcmp (solution, canonical, n * sizeof (guint32)) != 0)
            continue;
        }

      g_array_append_vals (collecting->columns, solution, n);
    }
}

/* The first @limit solutions of @n in lexicographic order (0: all), or
 * only the fundamental ones; n entries each. */
GArray *
collect_solutions (guint    n,
                   gboolean fundamental,
                   gsize    limit)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Collecting collecting = { n, fundamental, limit, cancellable,
                            g_array_new (FALSE, FALSE, sizeof (guint32)) };
  gboolean finished;

  finished = queens_solver_enumerate (n, 1024, 0, on_collect_batch, NULL, &collecting,
                                      cancellable, NULL, NULL);
  g_assert_true (finished || g_cancellable_is_cancelled (cancellable));
  return collecting.columns;
}

QueensRenderOptions
light_options (gboolean coordinates)
{
  QueensRenderOptions options;

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_coordinates = coordinates;
  return options;
}

char *
read_file (const char *path,
           gsize      *out_length)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, out_length, &error));
  g_assert_no_error (error);
  return contents;
}

void
draw_empty_board (cairo_t  *cr,
                  double    width,
                  double    height,
                  gboolean  vector,
                  gpointer  user_data)
{
  QueensRenderOptions options = light_options (FALSE);

  options.snap_to_pixels = !vector;
  queens_render_columns (cr, GPOINTER_TO_UINT (user_data), NULL, &options, 0, 0, width, height);
}

gboolean
export_eight (const char          *path,
              QueensExportFormat   format,
              guint                pixels,
              GCancellable        *cancellable,
              GError             **error)
{
  static const guint32 columns[] = { 0, 4, 7, 5, 2, 6, 1, 3 };
  g_autoptr(GFile) file = g_file_new_for_path (path);
  QueensRenderOptions options = light_options (TRUE);

  return queens_export_columns_to_file (file, format, pixels, 8, columns, &options,
                                        cancellable, error);
}

void
write_text (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

void
assert_file_holds (const char *path,
                   const char *text)
{
  g_autofree char *contents = read_file (path, NULL);

  g_assert_cmpstr (contents, ==, text);
}

/* Like strstr() over binary data: PDF streams hold NUL bytes, where
 * g_strstr_len() would stop. */
const char *
find_bytes (const char *haystack,
            const char *end,
            const char *needle)
{
  gsize needle_length = strlen (needle);

  for (const char *p = haystack; p + needle_length <= end; p++)
    if (*p == needle[0] && memcmp (p, needle, needle_length) == 0)
      return p;

  return NULL;
}

/* Appends @data inflated, as far as it inflates: content that is not
 * zlib data adds nothing. */
static void
append_inflated (GByteArray *out,
                 const char *data,
                 gsize       length)
{
  g_autoptr(GZlibDecompressor) decompressor =
    g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  guint8 buffer[16 * 1024];
  gsize consumed = 0;

  for (;;)
    {
      gsize n_read = 0, n_written = 0;
      GConverterResult result =
        g_converter_convert (G_CONVERTER (decompressor), data + consumed, length - consumed,
                             buffer, sizeof buffer, G_CONVERTER_INPUT_AT_END,
                             &n_read, &n_written, NULL);

      g_byte_array_append (out, buffer, (guint) n_written);
      consumed += n_read;
      if (result == G_CONVERTER_ERROR || result == G_CONVERTER_FINISHED
          || (n_read == 0 && n_written == 0))
        return;
    }
}

/* The file with every stream appended inflated: cairo 1.18 keeps the page
 * objects in compressed object streams, cairo 1.16 in the open. */
static GByteArray *
read_pdf_objects (const char *contents,
                  gsize       length)
{
  GByteArray *objects = g_byte_array_new ();
  const char *end = contents + length;
  const char *p = contents;

  g_byte_array_append (objects, (const guint8 *) contents, (guint) length);

  while ((p = find_bytes (p, end, "stream")) != NULL)
    {
      const char *data = p + strlen ("stream");
      const char *stop;

      /* "endstream" closes a stream; "stream" and an end of line open one. */
      if (p - contents >= 3 && memcmp (p - 3, "end", 3) == 0)
        {
          p = data;
          continue;
        }
      if (data < end && *data == '\r')
        data++;
      if (data >= end || *data != '\n')
        {
          p = data;
          continue;
        }
      data++;

      stop = find_bytes (data, end, "endstream");
      if (stop == NULL)
        break;
      append_inflated (objects, data, (gsize) (stop - data));
      p = stop + strlen ("endstream");
    }

  return objects;
}

/* Page objects ("/Type /Page", not "/Type /Pages"), after checking the
 * header, the end marker and that the page tree agrees. */
guint
count_pdf_pages (const char *path)
{
  gsize length = 0;
  g_autofree char *contents = read_file (path, &length);
  g_autoptr(GByteArray) objects = NULL;
  const char *start;
  const char *end;
  const char *p;
  const char *count;
  guint pages = 0;

  g_assert_cmpuint (length, >, 32);
  g_assert_true (g_str_has_prefix (contents, "%PDF-1."));
  g_assert_nonnull (find_bytes (contents + length - 16, contents + length, "%%EOF"));

  objects = read_pdf_objects (contents, length);
  start = (const char *) objects->data;
  end = start + objects->len;

  for (p = start; (p = find_bytes (p, end, "/Type /Page")) != NULL; )
    {
      p += strlen ("/Type /Page");
      if (p < end && *p != 's')
        pages++;
    }

  count = find_bytes (start, end, "/Count ");
  g_assert_nonnull (count);
  g_assert_cmpuint (g_ascii_strtoull (count + strlen ("/Count "), NULL, 10), ==, pages);

  return pages;
}

cairo_surface_t *
read_png (const char *path,
          int         expected_size)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, expected_size);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, expected_size);
  return image;
}
