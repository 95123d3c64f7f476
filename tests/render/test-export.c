/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-export.c: PNG, SVG and PDF files, read back and checked
 *
 * PNG files are read with cairo and every square is looked at: its centre
 * pixel against the centre of an empty square of the same colour.  SVG is
 * parsed with GMarkup, PDF is checked for its header and pages (also
 * inside compressed object streams).  How files are written and how they
 * fail is in test-export-file.c, part of the same program.  No display
 * needed.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "export-check.h"
#include "known-counts.h"
#include "queens-export.h"
#include "queens-render.h"
#include "small-disk.h"
#include "export-file-cases.h"

/* The 64 KiB tmpfs for test-export-file.c, or NULL and why not. */
static char *small_disk;
static char *small_disk_reason;

/* ------------------------------------------------------------------ */
/* Images                                                              */
/* ------------------------------------------------------------------ */

/* The pixel as 0xAARRGGBB (opaque for RGB24 images). */
static guint32
pixel_at (cairo_surface_t *image,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  guint32 pixel;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (image));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (image));

  memcpy (&pixel, data + (gsize) y * stride + (gsize) x * 4, sizeof pixel);
  if (cairo_image_surface_get_format (image) == CAIRO_FORMAT_RGB24)
    pixel |= 0xff000000u;
  return pixel;
}

/* Where square edges fall when an n-board fills @side pixels from
 * @start: whole pixels, as a crisp PNG needs. */
static int
square_edge (int   start,
             int   side,
             guint n,
             guint index)
{
  return start + (int) floor ((double) side * index / n + 0.5);
}

/* Which squares hold a queen, by comparing each centre pixel with the
 * centre of an empty square of the same colour.  @expected (n * n)
 * chooses those reference squares; if it is wrong about them, every other
 * square of that colour comes out wrong too. */
static gboolean *
detect_queens (cairo_surface_t *image,
               guint            n,
               int              left,
               int              top,
               int              side,
               const gboolean  *expected)
{
  gboolean *found = g_new0 (gboolean, n * n);
  guint32 reference[2] = { 0, 0 };
  gboolean have_reference[2] = { FALSE, FALSE };

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        guint parity = (row + column) % 2;
        int x = (square_edge (left, side, n, column) + square_edge (left, side, n, column + 1)) / 2;
        int y = (square_edge (top, side, n, row) + square_edge (top, side, n, row + 1)) / 2;

        if (!have_reference[parity] && !expected[row * n + column])
          {
            reference[parity] = pixel_at (image, x, y);
            have_reference[parity] = TRUE;
          }
      }

  g_assert_true (have_reference[0] && have_reference[1]);
  /* The two square colours differ, and both are opaque. */
  g_assert_cmphex (reference[0], !=, reference[1]);
  g_assert_cmphex (reference[0] >> 24, ==, 0xff);
  g_assert_cmphex (reference[1] >> 24, ==, 0xff);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        int x = (square_edge (left, side, n, column) + square_edge (left, side, n, column + 1)) / 2;
        int y = (square_edge (top, side, n, row) + square_edge (top, side, n, row + 1)) / 2;

        found[row * n + column] = pixel_at (image, x, y) != reference[(row + column) % 2];
      }

  return found;
}

static gboolean *
matrix_from_columns (guint          n,
                     const guint32 *columns)
{
  gboolean *matrix = g_new0 (gboolean, n * n);

  for (guint row = 0; row < n; row++)
    if (columns[row] != QUEENS_NO_QUEEN)
      matrix[row * n + columns[row]] = TRUE;
  return matrix;
}

static void
assert_same_queens (guint           n,
                    const gboolean *expected,
                    const gboolean *found)
{
  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (expected[row * n + column] != found[row * n + column])
        g_error ("row %u, column %u (1-based): expected %s, the image shows %s",
                 row + 1, column + 1,
                 expected[row * n + column] ? "a queen" : "no queen",
                 found[row * n + column] ? "one" : "none");
}

/* An n-board that fills the whole image shows exactly @expected. */
static void
check_png_board (const char     *path,
                 int             size,
                 guint           n,
                 const gboolean *expected)
{
  cairo_surface_t *image = read_png (path, size);
  g_autofree gboolean *found = detect_queens (image, n, 0, 0, size, expected);
  /* Square corners are never under a queen. */
  guint32 bottom_left = pixel_at (image, 0, size - 1);
  guint32 beside = pixel_at (image, square_edge (0, size, n, 1), size - 1);

  assert_same_queens (n, expected, found);

  /* The squares reach the very edges: the corners are opaque square
   * colours, the bottom-left one dark as in chess, and the top-left one
   * the same colour exactly when n is odd. */
  g_assert_cmphex (bottom_left >> 24, ==, 0xff);
  g_assert_cmphex (pixel_at (image, size - 1, size - 1) >> 24, ==, 0xff);
  g_assert_cmphex (bottom_left, !=, beside);
  g_assert_cmpuint (bottom_left & 0xff, <, beside & 0xff);
  g_assert_cmphex (pixel_at (image, 0, 0), ==, n % 2 == 1 ? bottom_left : beside);

  cairo_surface_destroy (image);
}

/* ------------------------------------------------------------------ */
/* Formats                                                             */
/* ------------------------------------------------------------------ */

static void
test_format_from_filename (void)
{
  static const struct
  {
    const char *name;
    int         format;  /* -1: refused */
  } cases[] = {
    { "board.png", QUEENS_EXPORT_FORMAT_PNG },
    { "Board.PNG", QUEENS_EXPORT_FORMAT_PNG },
    { "/tmp/a.b/board.svg", QUEENS_EXPORT_FORMAT_SVG },
    { "sheet.Pdf", QUEENS_EXPORT_FORMAT_PDF },
    { "board.jpg", -1 },
    { "board", -1 },
    { "board.png.txt", -1 },
    { "folder.png/board", -1 },
    { "board.", -1 },
    { ".png", QUEENS_EXPORT_FORMAT_PNG },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      QueensExportFormat format = QUEENS_EXPORT_FORMAT_PDF;
      gboolean known = queens_export_format_from_filename (cases[i].name, &format, &error);

      if (cases[i].format < 0)
        {
          g_assert_false (known);
          g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_UNKNOWN_FORMAT);
          /* The message names the file and what is allowed. */
          g_assert_nonnull (strstr (error->message, cases[i].name));
          g_assert_nonnull (strstr (error->message, ".png, .svg or .pdf"));
        }
      else
        {
          g_assert_true (known);
          g_assert_no_error (error);
          g_assert_cmpint (format, ==, cases[i].format);
        }
    }

  g_assert_cmpstr (queens_export_format_get_extension (QUEENS_EXPORT_FORMAT_SVG), ==, "svg");
  g_assert_cmpstr (queens_export_format_get_mime_type (QUEENS_EXPORT_FORMAT_PNG), ==, "image/png");
  g_assert_false (queens_export_format_is_vector (QUEENS_EXPORT_FORMAT_PNG));
  g_assert_true (queens_export_format_is_vector (QUEENS_EXPORT_FORMAT_PDF));
}

/* ------------------------------------------------------------------ */
/* PNG                                                                 */
/* ------------------------------------------------------------------ */

static void
export_and_check_columns (const char    *folder,
                          guint          n,
                          const guint32 *columns,
                          int            size)
{
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree gboolean *expected = matrix_from_columns (n, columns);
  QueensRenderOptions options = light_options (FALSE);

  g_assert_true (queens_export_columns_to_file (file, QUEENS_EXPORT_FORMAT_PNG, (guint) size,
                                                n, columns, &options, NULL, &error));
  g_assert_no_error (error);
  check_png_board (path, size, n, expected);
  assert_folder_is (folder, "board.png");
}

static void
test_png_solutions (void)
{
  /* Sizes that n divides and sizes it does not, crowns and discs. */
  static const struct
  {
    guint n;
    int   size;
  } boards[] = {
    { 8, 1024 }, { 8, 100 }, { 5, 333 }, { 10, 1000 }, { 12, 250 }, { 13, 16384 / 64 }, { 30, 200 },
  };
  g_autofree char *folder = small_disk_make_folder ();

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      guint n = boards[b].n;
      /* Beyond 13 all solutions would take long: the first 1000 do. */
      g_autoptr(GArray) solutions = collect_solutions (n, FALSE, n <= 13 ? 0 : 1000);
      guint64 count = solutions->len / n;
      guint64 picks[3];

      if (n <= 13)
        g_assert_cmpuint (count, ==, known_counts_total (n));
      else
        g_assert_cmpuint (count, ==, 1000);

      /* The first, one in the middle, the last. */
      picks[0] = 0;
      picks[1] = count / 2;
      picks[2] = count - 1;
      for (guint p = 0; p < G_N_ELEMENTS (picks); p++)
        {
          const guint32 *columns = &g_array_index (solutions, guint32, picks[p] * n);

          g_test_message ("n = %u, %d px, solution %" G_GUINT64_FORMAT, n, boards[b].size,
                          picks[p] + 1);
          export_and_check_columns (folder, n, columns, boards[b].size);
        }
    }

  small_disk_remove_folder (folder);
}

/* A free-play position: two queens in one row, one in a column with
 * another, empty rows. */
static void
test_png_board (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "play.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(QueensBoard) board = queens_board_new (7);
  g_autofree gboolean *expected = g_new0 (gboolean, 7 * 7);
  g_autoptr(GError) error = NULL;
  QueensRenderOptions options = light_options (FALSE);
  static const QueensSquare queens[] = { { 0, 1 }, { 0, 5 }, { 3, 3 }, { 6, 1 }, { 4, 6 } };

  for (guint i = 0; i < G_N_ELEMENTS (queens); i++)
    {
      queens_board_place (board, queens[i].row, queens[i].column);
      expected[queens[i].row * 7 + queens[i].column] = TRUE;
    }

  g_assert_true (queens_export_board_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 700, board,
                                              &options, NULL, &error));
  g_assert_no_error (error);
  check_png_board (path, 700, 7, expected);

  small_disk_remove_folder (folder);
}

/* With coordinates the board sits inside a margin painted as paper, and
 * the squares are still where the layout says. */
static void
test_png_coordinates (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "coordinates.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  static const guint32 columns[] = { 1, 3, 0, 2 };
  g_autofree gboolean *expected = matrix_from_columns (4, columns);
  g_autofree gboolean *found = NULL;
  QueensRenderOptions options = light_options (TRUE);
  QueensRenderLayout layout;
  cairo_surface_t *image;
  cairo_surface_t *scratch;
  cairo_t *cr;

  g_assert_true (queens_export_columns_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 512, 4, columns,
                                                &options, NULL, &error));
  g_assert_no_error (error);
  image = read_png (path, 512);

  /* The corner is the margin: opaque white paper under dark labels. */
  g_assert_cmphex (pixel_at (image, 0, 0), ==, 0xffffffffu);
  g_assert_cmphex (pixel_at (image, 511, 511), ==, 0xffffffffu);

  scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 512, 512);
  cr = cairo_create (scratch);
  queens_render_compute_layout (cr, 4, &options, 0, 0, 512, 512, &layout);
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  g_assert_cmpfloat (layout.margin, >, 0);

  found = detect_queens (image, 4, (int) round (layout.board_x), (int) round (layout.board_y),
                         (int) round (layout.board_size), expected);
  assert_same_queens (4, expected, found);
  cairo_surface_destroy (image);
  small_disk_remove_folder (folder);
}

/* ------------------------------------------------------------------ */
/* SVG                                                                 */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint   n_svg;
  guint   n_paths;
  guint   n_rects;
  guint   n_images;
  guint   n_glyphs;      /* <symbol>, <use> and <text>: text or glyphs */
  char   *width;
  char   *height;
  GArray *fills;         /* QueensRenderColor of every path's and rect's fill */
} SvgSummary;

/* Reads "rgb(R%, G%, B%)" at @text: cairo 1.16 writes no spaces after the
 * commas, 1.18 does. */
static QueensRenderColor
parse_rgb (const char *text)
{
  QueensRenderColor color = { 0, 0, 0, 1 };
  double *channels[] = { &color.red, &color.green, &color.blue };
  const char *p = text;
  char *end;

  if (!g_str_has_prefix (p, "rgb("))
    g_error ("an SVG fill that is not rgb(...): %s", text);
  p += strlen ("rgb(");

  for (guint i = 0; i < G_N_ELEMENTS (channels); i++)
    {
      while (*p == ' ')
        p++;
      *channels[i] = g_ascii_strtod (p, &end) / 100.0;
      if (end == p || *end != '%')
        g_error ("an SVG colour that is not in percent: %s", text);
      p = end + 1;
      while (*p == ' ')
        p++;
      if (*p != (i + 1 < G_N_ELEMENTS (channels) ? ',' : ')'))
        g_error ("an SVG colour that does not read as rgb(R%%, G%%, B%%): %s", text);
      p++;
    }

  return color;
}

/* The fill of a shape, wherever this cairo puts it: a "fill:" property in
 * the style attribute (cairo 1.16) or a fill attribute (cairo 1.18). */
static void
collect_fill (const char **names,
              const char **values,
              GArray      *fills)
{
  const char *fill = NULL;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (names[i], "fill"))
        fill = values[i];
      else if (g_str_equal (names[i], "style"))
        {
          /* "fill:" and not "fill-rule:" or "fill-opacity:" */
          const char *property = strstr (values[i], "fill:");

          if (property != NULL)
            fill = property + strlen ("fill:");
        }
    }

  if (fill != NULL && !g_str_has_prefix (fill, "none"))
    {
      QueensRenderColor color = parse_rgb (fill);

      g_array_append_val (fills, color);
    }
}

static void
on_svg_start (GMarkupParseContext  *context,
              const char           *element,
              const char          **names,
              const char          **values,
              gpointer              user_data,
              GError              **error)
{
  SvgSummary *summary = user_data;

  if (g_str_equal (element, "svg"))
    {
      summary->n_svg++;
      for (guint i = 0; names[i] != NULL; i++)
        if (g_str_equal (names[i], "width"))
          summary->width = g_strdup (values[i]);
        else if (g_str_equal (names[i], "height"))
          summary->height = g_strdup (values[i]);
    }
  else if (g_str_equal (element, "path"))
    {
      const char *d = NULL;

      for (guint i = 0; names[i] != NULL; i++)
        if (g_str_equal (names[i], "d"))
          d = values[i];

      /* The glyph of a space is an empty path. */
      g_assert_nonnull (d);
      if (*d == '\0')
        return;

      /* Real geometry: a move and at least one more command. */
      summary->n_paths++;
      g_assert_true (g_str_has_prefix (d, "M "));
      g_assert_true (strchr (d + 1, 'L') != NULL || strchr (d + 1, 'C') != NULL);
      collect_fill (names, values, summary->fills);
    }
  else if (g_str_equal (element, "rect"))
    {
      /* Cairo writes a plain filled rectangle as <rect>. */
      summary->n_rects++;
      collect_fill (names, values, summary->fills);
    }
  else if (g_str_equal (element, "image"))
    {
      summary->n_images++;
    }
  else if (g_str_equal (element, "symbol") || g_str_equal (element, "use")
           || g_str_equal (element, "text"))
    {
      summary->n_glyphs++;
    }
}

static void
parse_svg (const char *path,
           SvgSummary *summary)
{
  static const GMarkupParser parser = { on_svg_start, NULL, NULL, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  memset (summary, 0, sizeof *summary);
  summary->fills = g_array_new (FALSE, FALSE, sizeof (QueensRenderColor));
  contents = read_file (path, &length);

  context = g_markup_parse_context_new (&parser, G_MARKUP_IGNORE_QUALIFIED, summary, NULL);
  g_assert_true (g_markup_parse_context_parse (context, contents, (gssize) length, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
}

static void
svg_summary_clear (SvgSummary *summary)
{
  g_clear_pointer (&summary->width, g_free);
  g_clear_pointer (&summary->height, g_free);
  g_clear_pointer (&summary->fills, g_array_unref);
}

static gboolean
fills_include (GArray                  *fills,
               const QueensRenderColor *color)
{
  for (guint i = 0; i < fills->len; i++)
    {
      const QueensRenderColor *fill = &g_array_index (fills, QueensRenderColor, i);

      if (fabs (fill->red - color->red) < 0.002 && fabs (fill->green - color->green) < 0.002
          && fabs (fill->blue - color->blue) < 0.002)
        return TRUE;
    }

  return FALSE;
}

static void
test_svg_vector (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GArray) solutions = collect_solutions (8, FALSE, 1);
  g_autoptr(GError) error = NULL;
  QueensRenderOptions options = light_options (FALSE);
  SvgSummary summary;

  g_assert_true (queens_export_columns_to_file (file, QUEENS_EXPORT_FORMAT_SVG, 0, 8,
                                                (const guint32 *) solutions->data, &options,
                                                NULL, &error));
  g_assert_no_error (error);
  parse_svg (path, &summary);

  g_assert_cmpuint (summary.n_svg, ==, 1);
  g_assert_cmpstr (summary.width, ==, "432pt");
  g_assert_cmpstr (summary.height, ==, "432pt");
  /* Vector through and through: squares and queens are paths (the board's
   * light background a rectangle), there is no bitmap, and no font glyph
   * stands for the queen. */
  g_assert_cmpuint (summary.n_paths, >=, 2);
  g_assert_cmpuint (summary.n_images, ==, 0);
  g_assert_cmpuint (summary.n_glyphs, ==, 0);
  g_assert_true (fills_include (summary.fills, &options.palette.light_square));
  g_assert_true (fills_include (summary.fills, &options.palette.dark_square));
  g_assert_true (fills_include (summary.fills, &options.palette.queen_fill));
  svg_summary_clear (&summary);

  /* With coordinates the labels are glyph outlines: still no bitmap. */
  options.show_coordinates = TRUE;
  g_assert_true (queens_export_columns_to_file (file, QUEENS_EXPORT_FORMAT_SVG, 0, 8,
                                                (const guint32 *) solutions->data, &options,
                                                NULL, &error));
  g_assert_no_error (error);
  parse_svg (path, &summary);
  g_assert_cmpuint (summary.n_images, ==, 0);
  g_assert_cmpuint (summary.n_glyphs, >, 0);
  g_assert_true (fills_include (summary.fills, &options.palette.queen_fill));
  svg_summary_clear (&summary);

  assert_folder_is (folder, "board.svg");
  small_disk_remove_folder (folder);
}

/* ------------------------------------------------------------------ */
/* PDF                                                                 */
/* ------------------------------------------------------------------ */

static void
test_pdf_single (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GArray) solutions = collect_solutions (6, FALSE, 0);
  g_autoptr(GError) error = NULL;
  QueensRenderOptions options = light_options (TRUE);

  g_assert_cmpuint (solutions->len, ==, 4 * 6);
  g_assert_true (queens_export_columns_to_file (file, QUEENS_EXPORT_FORMAT_PDF, 0, 6,
                                                (const guint32 *) solutions->data, &options,
                                                NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pdf_pages (path), ==, 1);
  assert_folder_is (folder, "board.pdf");
  small_disk_remove_folder (folder);
}

static void
export_sheet (const char         *path,
              QueensExportFormat  format,
              guint               n,
              GArray             *boards)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = g_strdup_printf ("%u queens: %u fundamental solutions",
                                            n, boards->len / n);
  QueensRenderOptions options = light_options (FALSE);

  g_assert_true (queens_export_sheet_to_file (file, format, n, (const guint32 *) boards->data,
                                              boards->len / n, title, &options, NULL, &error));
  g_assert_no_error (error);
}

static void
test_pdf_sheet (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  /* 12 boards fit one page; 92 and 341 do not. */
  static const guint sizes[] = { 8, 10, 11 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autofree char *name = g_strdup_printf ("sheet-%u.pdf", n);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GArray) fundamental = collect_solutions (n, TRUE, 0);
      gsize n_boards = fundamental->len / n;
      QueensExportSheetLayout layout;
      guint pages;

      g_assert_cmpuint (n_boards, ==, known_counts_unique (n));
      export_sheet (path, QUEENS_EXPORT_FORMAT_PDF, n, fundamental);
      pages = count_pdf_pages (path);

      queens_export_sheet_compute_layout (QUEENS_EXPORT_FORMAT_PDF, n, n_boards, &layout);
      g_test_message ("n = %u: %" G_GSIZE_FORMAT " boards, %u per page, %u pages",
                      n, n_boards, layout.per_page, pages);
      /* A readable grid: several boards across and down, every board on
       * exactly one page. */
      g_assert_cmpuint (layout.columns, >=, 2);
      g_assert_cmpuint (layout.rows_per_page, >=, 2);
      g_assert_cmpuint (pages, ==, (n_boards + layout.per_page - 1) / layout.per_page);
      g_assert_cmpuint (pages, ==, layout.n_pages);
      if (n == 8)
        g_assert_cmpuint (pages, ==, 1);
      else
        g_assert_cmpuint (pages, >, 1);
    }

  small_disk_remove_folder (folder);
}

static void
test_svg_sheet (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "sheet.svg", NULL);
  g_autoptr(GArray) fundamental = collect_solutions (10, TRUE, 0);
  QueensExportSheetLayout layout;
  SvgSummary summary;

  export_sheet (path, QUEENS_EXPORT_FORMAT_SVG, 10, fundamental);
  parse_svg (path, &summary);
  queens_export_sheet_compute_layout (QUEENS_EXPORT_FORMAT_SVG, 10, fundamental->len / 10,
                                      &layout);

  /* One tall page holds all 92 boards. */
  g_assert_cmpuint (layout.n_pages, ==, 1);
  g_assert_cmpuint (summary.n_svg, ==, 1);
  g_assert_cmpuint (summary.n_images, ==, 0);
  g_assert_cmpuint (summary.n_paths, >=, 92);
  g_assert_cmpfloat (layout.page_height, >, 842.0 * 3);
  g_assert_nonnull (summary.height);
  g_assert_cmpfloat (fabs (g_ascii_strtod (summary.height, NULL) - layout.page_height), <, 1.0);
  svg_summary_clear (&summary);
  small_disk_remove_folder (folder);
}

/* ------------------------------------------------------------------ */
/* Streams and images                                                  */
/* ------------------------------------------------------------------ */

static void
test_stream_and_image (void)
{
  static const guint8 png_signature[] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *image;

  g_assert_true (queens_export_draw_to_stream (memory, QUEENS_EXPORT_FORMAT_PNG, 64,
                                               draw_empty_board, GUINT_TO_POINTER (4),
                                               NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_close (memory, NULL, NULL));
  bytes = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
  g_assert_cmpuint (g_bytes_get_size (bytes), >, sizeof png_signature);
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), sizeof png_signature,
                   png_signature, sizeof png_signature);

  image = queens_export_draw_to_image (48, draw_empty_board, GUINT_TO_POINTER (4), &error);
  g_assert_no_error (error);
  g_assert_nonnull (image);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 48);
  /* A 4-board in 48 pixels: the top-left square is light, the next dark. */
  g_assert_cmphex (pixel_at (image, 5, 5), !=, pixel_at (image, 17, 5));
  g_assert_cmphex (pixel_at (image, 5, 5), ==, pixel_at (image, 29, 5));
  cairo_surface_destroy (image);

  image = queens_export_draw_to_image (QUEENS_EXPORT_MAX_PIXELS + 1, draw_empty_board,
                                       GUINT_TO_POINTER (4), &error);
  g_assert_null (image);
  g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_BAD_SIZE);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Not a test: the child that /export/file/killed kills. */
  if (argc == 3 && strcmp (argv[1], TEST_EXPORT_FILE_CHILD_ARGUMENT) == 0)
    return test_export_file_big_png (argv[2]);

  g_test_init (&argc, &argv, NULL);

  /* Before anything can start a thread: unshare() gives only the calling
   * thread a new mount namespace. */
  if (!g_test_subprocess ())
    small_disk = small_disk_mount (&small_disk_reason);
  else
    small_disk_reason = g_strdup ("not mounted in a test's child process");

  g_test_add_func ("/export/format/filename", test_format_from_filename);
  g_test_add_func ("/export/png/solutions", test_png_solutions);
  g_test_add_func ("/export/png/board", test_png_board);
  g_test_add_func ("/export/png/coordinates", test_png_coordinates);
  g_test_add_func ("/export/svg/vector", test_svg_vector);
  g_test_add_func ("/export/svg/sheet", test_svg_sheet);
  g_test_add_func ("/export/pdf/single", test_pdf_single);
  g_test_add_func ("/export/pdf/sheet", test_pdf_sheet);
  g_test_add_func ("/export/stream-and-image", test_stream_and_image);
  test_export_file_add_tests (small_disk, small_disk_reason);

  status = g_test_run ();

  if (small_disk != NULL)
    small_disk_unmount (small_disk);
  g_clear_pointer (&small_disk, g_free);
  g_clear_pointer (&small_disk_reason, g_free);

  return status;
}
