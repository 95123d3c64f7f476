/* test-export.c: PNG, SVG and PDF files, read back and checked
 *
 * PNG files are read with cairo and every square is looked at: its centre
 * pixel against the centre of an empty square of the same colour.  SVG is
 * parsed with GMarkup, PDF is checked for its header and pages.  Failures
 * (full disk, missing folder, no permission, a cancelled export) must
 * leave the folder exactly as it was.  No display needed.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "known-counts.h"
#include "queens-export.h"
#include "queens-export-file.h"
#include "queens-render.h"
#include "queens-solver.h"
#include "queens-symmetry.h"
#include "small-disk.h"

/* The 64 KiB tmpfs, or NULL and why not. */
static char *small_disk;
static char *small_disk_reason;

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

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
static GArray *
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

static QueensRenderOptions
light_options (gboolean coordinates)
{
  QueensRenderOptions options;

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_coordinates = coordinates;
  return options;
}

static char *
read_file (const char *path,
           gsize      *out_length)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, out_length, &error));
  g_assert_no_error (error);
  return contents;
}

static void
assert_folder_holds (const char         *folder,
                     const char * const *expected)
{
  g_auto(GStrv) names = small_disk_list_folder (folder);
  g_autofree char *joined = g_strjoinv (" ", names);
  g_autofree char *wanted = g_strjoinv (" ", (char **) expected);

  /* A temporary left behind would show up here under any name. */
  g_assert_cmpstr (joined, ==, wanted);
}

#define assert_folder_is(folder, ...) \
  assert_folder_holds ((folder), (const char * const []) { __VA_ARGS__, NULL })
#define assert_folder_empty(folder) \
  assert_folder_holds ((folder), (const char * const []) { NULL })

static cairo_surface_t *
read_png (const char *path,
          int         expected_size)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, expected_size);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, expected_size);
  return image;
}

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

/* Like strstr() over binary data: PDF streams hold NUL bytes, where
 * g_strstr_len() would stop. */
static const char *
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
static guint
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
  g_autofree char *height = NULL;
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

/* ------------------------------------------------------------------ */
/* Failures                                                            */
/* ------------------------------------------------------------------ */

static gboolean
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

static void
write_text (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static void
assert_file_holds (const char *path,
                   const char *text)
{
  g_autofree char *contents = read_file (path, NULL);

  g_assert_cmpstr (contents, ==, text);
}

static void
test_errors_bad_values (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autofree char *sheet_path = g_build_filename (folder, "sheet.png", NULL);
  g_autoptr(GFile) sheet_file = g_file_new_for_path (sheet_path);
  QueensRenderOptions options = light_options (FALSE);
  static const guint32 board[] = { 1, 3, 0, 2 };
  static const guint bad_sizes[] = { 0, 15, 16385, 100000 };

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *shown = g_strdup_printf ("%u", bad_sizes[i]);

      g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, bad_sizes[i], NULL, &error));
      g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_BAD_SIZE);
      /* The message names the value and the range. */
      g_assert_nonnull (strstr (error->message, shown));
      g_assert_nonnull (strstr (error->message, "16..16384"));
    }

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (queens_export_sheet_to_file (sheet_file, QUEENS_EXPORT_FORMAT_PNG, 4, board,
                                                 1, NULL, &options, NULL, &error));
    g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NOT_VECTOR);
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (queens_export_sheet_to_file (sheet_file, QUEENS_EXPORT_FORMAT_PDF, 4, board,
                                                 0, NULL, &options, NULL, &error));
    g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NO_BOARDS);
  }

  /* The extremes of the range work. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_MIN_PIXELS,
                                 NULL, &error));
    g_assert_no_error (error);
    cairo_surface_destroy (read_png (path, QUEENS_EXPORT_MIN_PIXELS));
  }

  assert_folder_is (folder, "board.png");
  small_disk_remove_folder (folder);
}

static void
test_errors_missing_folder (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *missing = g_build_filename (folder, "missing", NULL);
  g_autofree char *path = g_build_filename (missing, "board.png", NULL);
  g_autofree char *through_file = g_build_filename (folder, "plain", "board.svg", NULL);
  g_autofree char *plain = g_build_filename (folder, "plain", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_test_message ("%s", error->message);
  /* Which file, and why: the folder that is not there. */
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "“"));
  g_assert_nonnull (strstr (error->message, "does not exist"));
  g_clear_error (&error);
  assert_folder_empty (folder);

  /* A plain file where a folder should be. */
  write_text (plain, "not a folder");
  g_assert_false (export_eight (through_file, QUEENS_EXPORT_FORMAT_SVG, 0, NULL, &error));
  g_assert_true (error->domain == G_IO_ERROR);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, through_file));
  assert_folder_is (folder, "plain");
  g_clear_error (&error);

  small_disk_remove_folder (folder);

  /* /proc exists but takes no new files, failing with ENOENT all the
   * same: the message gives the system's reason, not a missing folder. */
  g_assert_true (g_file_test ("/proc", G_FILE_TEST_IS_DIR));
  g_assert_false (export_eight ("/proc/board.png", QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "“/proc/board.png”"));
  g_assert_null (strstr (error->message, "does not exist"));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  /* Nor the temporary's name, which the user never asked for. */
  g_assert_null (strstr (error->message, ".goutputstream"));
}

/* A read-only mount refuses for what it is, not as "permission denied",
 * also when the file already exists and would be replaced. */
static void
test_errors_read_only (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *old = NULL;
  g_autofree char *fresh = NULL;

  if (small_disk == NULL)
    {
      /* Making a read-only mount takes the same rights as the tmpfs. */
      g_test_message ("FALLBACK: no tmpfs here (%s); a read-only file system cannot be "
                      "made, so only the wording of G_IO_ERROR_READ_ONLY is not checked",
                      small_disk_reason);
      return;
    }

  folder = small_disk_make_folder ();
  old = g_build_filename (folder, "old.png", NULL);
  fresh = g_build_filename (folder, "new.svg", NULL);
  g_assert_cmpint (mount ("tmpfs", folder, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755"),
                   ==, 0);
  write_text (old, "old");
  g_assert_cmpint (mount (NULL, folder, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL),
                   ==, 0);

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (old, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
    g_assert_nonnull (strstr (error->message, "read-only file system"));
    g_assert_null (strstr (error->message, "permission denied"));
    g_assert_nonnull (strstr (error->message, old));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (fresh, QUEENS_EXPORT_FORMAT_SVG, 0, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
    g_assert_nonnull (strstr (error->message, "read-only file system"));
  }

  assert_file_holds (old, "old");
  assert_folder_is (folder, "old.png");
  g_assert_cmpint (umount2 (folder, MNT_DETACH), ==, 0);
  small_disk_remove_folder (folder);
}

/* The folder that a child process uses, named after its parent's process
 * so that the parent can clean up whatever the child was allowed to do. */
static char *
child_folder_path (pid_t parent)
{
  g_autofree char *name = g_strdup_printf ("queens-export-child-%d", (int) parent);

  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

static char *
make_child_folder (void)
{
  char *folder = child_folder_path (getpid ());

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  return folder;
}

/* No permission to write in the folder: as root that takes becoming
 * another user (root may write anywhere); otherwise a read-only folder. */
static void
test_errors_permission (void)
{
  g_autofree char *folder = NULL;

  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());
      g_autofree char *path = g_build_filename (child_folder, "board.png", NULL);
      g_autofree char *old = g_build_filename (child_folder, "old.pdf", NULL);
      g_autofree char *mine = g_build_filename (child_folder, "mine.png", NULL);
      g_autoptr(GError) error = NULL;

      if (small_disk_become_nobody ())
        g_test_message ("running as nobody: the folder belongs to root");
      else
        g_assert_cmpint (g_chmod (child_folder, 0555), ==, 0);

      g_assert_cmpint (access (child_folder, W_OK), !=, 0);

      g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      g_assert_nonnull (strstr (error->message, "permission denied"));
      g_assert_nonnull (strstr (error->message, path));
      g_clear_error (&error);

      /* Replacing a file in that folder fails the same way and keeps it. */
      g_assert_false (export_eight (old, QUEENS_EXPORT_FORMAT_PDF, 0, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      assert_file_holds (old, "old");
      g_clear_error (&error);

      /* Even a file we may write is not written over in place: without a
       * temporary the export could not be all or nothing. */
      g_assert_cmpint (access (mine, W_OK), ==, 0);
      g_assert_false (export_eight (mine, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      assert_file_holds (mine, "mine");

      assert_folder_is (child_folder, "mine.png", "old.pdf");
      return;
    }

  folder = make_child_folder ();
  {
    g_autofree char *old = g_build_filename (folder, "old.pdf", NULL);
    g_autofree char *mine = g_build_filename (folder, "mine.png", NULL);

    write_text (old, "old");
    g_assert_cmpint (g_chmod (old, 0444), ==, 0);
    write_text (mine, "mine");
    if (geteuid () == 0)
      g_assert_cmpint (chown (mine, 65534, 65534), ==, 0);
  }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_chmod (folder, 0755);
  assert_folder_is (folder, "mine.png", "old.pdf");
  small_disk_remove_folder (folder);
  g_test_trap_assert_passed ();
}

/* Writes fail part-way through: new files leave nothing, an existing file
 * keeps its old contents, and no temporary is left in either case. */
static void
check_failing_writes (const char *folder,
                      GQuark      domain,
                      int         code,
                      const char *reason)
{
  static const QueensExportFormat formats[] = {
    QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_FORMAT_SVG, QUEENS_EXPORT_FORMAT_PDF
  };
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  g_auto(GStrv) before = NULL;
  g_autofree char *before_text = NULL;

  write_text (old, "old");
  before = small_disk_list_folder (folder);
  before_text = g_strjoinv (" ", before);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("new.%s",
                                               queens_export_format_get_extension (formats[i]));
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) after = NULL;
      g_autofree char *after_text = NULL;

      /* A 1024-pixel PNG with coordinates is about 70 KB; the vector
       * files carry glyph outlines for the labels, about 45 KB. */
      g_assert_false (export_eight (path, formats[i], 1024, NULL, &error));
      g_assert_error (error, domain, code);
      g_test_message ("%s: %s", name, error->message);
      g_assert_nonnull (strstr (error->message, path));
      /* Why, in words: the disk is full, or the file too large. */
      g_assert_nonnull (strstr (error->message, reason));

      after = small_disk_list_folder (folder);
      after_text = g_strjoinv (" ", after);
      g_assert_cmpstr (after_text, ==, before_text);
    }

  {
    g_autoptr(GError) error = NULL;
    g_auto(GStrv) after = NULL;
    g_autofree char *after_text = NULL;

    g_assert_false (export_eight (old, QUEENS_EXPORT_FORMAT_PNG, 1024, NULL, &error));
    g_assert_error (error, domain, code);
    g_assert_nonnull (strstr (error->message, reason));
    assert_file_holds (old, "old");
    after = small_disk_list_folder (folder);
    after_text = g_strjoinv (" ", after);
    g_assert_cmpstr (after_text, ==, before_text);
  }

  g_unlink (old);
}

/* Runs the child branch of a test (@test_path NULL: of the current test)
 * with a folder of its own, and checks that the folder ends up empty. */
static void
run_child_in_folder (const char *test_path)
{
  g_autofree char *folder = make_child_folder ();

  g_test_trap_subprocess (test_path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  assert_folder_empty (folder);
  small_disk_remove_folder (folder);
  g_test_trap_assert_passed ();
}

/* A file size limit fails writes like a full disk does, for any user. */
static void
test_errors_file_size_limit (void)
{

  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());

      small_disk_limit_file_size (8 * 1024);
      /* EFBIG: GIO has no code of its own for it, the system's words say it. */
      check_failing_writes (child_folder, G_IO_ERROR, G_IO_ERROR_FAILED, g_strerror (EFBIG));
      return;
    }

  run_child_in_folder (NULL);
}

static void
test_errors_full_disk (void)
{
  g_autofree char *filler = NULL;

  if (small_disk == NULL)
    {
      /* Said plainly in the test log: the tmpfs could not be mounted, so
       * this case is covered by /export/errors/file-size-limit alone. */
      g_test_message ("FALLBACK: no small tmpfs here (%s); the full-disk case is checked "
                      "with a file size limit in /export/errors/file-size-limit instead",
                      small_disk_reason);
      run_child_in_folder ("/export/errors/file-size-limit");
      return;
    }

  g_test_message ("a %d KiB tmpfs at %s", SMALL_DISK_BYTES / 1024, small_disk);
  /* Room for the old file, not for any new one. */
  filler = small_disk_fill (small_disk, 12 * 1024);
  check_failing_writes (small_disk, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "the disk is full");
  assert_folder_is (small_disk, "filler");

  {
    g_autofree char *path = g_build_filename (small_disk, "board.png", NULL);
    g_autoptr(GError) error = NULL;

    /* The message says why in plain words. */
    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 1024, NULL, &error));
    g_assert_nonnull (strstr (error->message, "the disk is full"));
  }

  /* Once there is room again, the same export works. */
  g_unlink (filler);
  {
    g_autofree char *path = g_build_filename (small_disk, "board.pdf", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PDF, 0, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (count_pdf_pages (path), ==, 1);
    assert_folder_is (small_disk, "board.pdf");
    g_unlink (path);
  }
}

static void
cancel_while_drawing (cairo_t  *cr,
                      double    width,
                      double    height,
                      gboolean  vector,
                      gpointer  user_data)
{
  draw_empty_board (cr, width, height, vector, GUINT_TO_POINTER (8));
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

static void
test_cancel (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autofree char *sheet_path = g_build_filename (folder, "sheet.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) sheet_file = g_file_new_for_path (sheet_path);
  g_autoptr(GArray) fundamental = collect_solutions (8, TRUE, 0);
  QueensRenderOptions options = light_options (FALSE);

  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GError) error = NULL;

    g_cancellable_cancel (cancellable);
    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 256, cancellable, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    assert_folder_empty (folder);
  }

  /* Cancelled half-way: the data is dropped. */
  for (QueensExportFormat format = QUEENS_EXPORT_FORMAT_PNG; format <= QUEENS_EXPORT_FORMAT_PDF; format++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;

      g_assert_false (queens_export_draw_to_file (file, format, 256, cancel_while_drawing,
                                                  cancellable, cancellable, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      assert_folder_empty (folder);
    }

  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GError) error = NULL;

    g_cancellable_cancel (cancellable);
    g_assert_false (queens_export_sheet_to_file (sheet_file, QUEENS_EXPORT_FORMAT_PDF, 8,
                                                 (const guint32 *) fundamental->data, 12,
                                                 NULL, &options, cancellable, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    assert_folder_empty (folder);
  }

  small_disk_remove_folder (folder);
}

/* An existing file is replaced whole, nothing left over. */
static void
test_replace (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autoptr(GError) error = NULL;

  write_text (path, "old contents");

  for (guint size = 128; size <= 256; size += 128)
    {
      g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, size, NULL, &error));
      g_assert_no_error (error);
      cairo_surface_destroy (read_png (path, (int) size));
      assert_folder_is (folder, "board.png");
    }

  small_disk_remove_folder (folder);
}

/* ------------------------------------------------------------------ */
/* How files are written                                               */
/* ------------------------------------------------------------------ */

#define TEMPORARY_PREFIX ".queens-export-"

/* Lists the folder while the export draws, that is after the file to
 * write was opened and before anything was put in place. */
typedef struct
{
  const char *folder;
  GStrv       during;
} Peeking;

static void
draw_and_peek (cairo_t  *cr,
               double    width,
               double    height,
               gboolean  vector,
               gpointer  user_data)
{
  Peeking *peeking = user_data;

  draw_empty_board (cr, width, height, vector, GUINT_TO_POINTER (8));
  g_clear_pointer (&peeking->during, g_strfreev);
  peeking->during = small_disk_list_folder (peeking->folder);
}

/* While drawing the folder holds @before and, with a named temporary,
 * one hidden temporary more; afterwards @after exactly. */
static void
check_peeked_export (const char *folder,
                     const char *name,
                     gboolean    named_temporary,
                     const char *after)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) before = small_disk_list_folder (folder);
  g_autofree char *before_text = g_strjoinv (" ", before);
  g_autofree char *during_text = NULL;
  Peeking peeking = { folder, NULL };
  guint n_temporaries = 0;

  g_assert_true (queens_export_draw_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 64, draw_and_peek,
                                             &peeking, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (peeking.during);

  {
    g_autoptr(GPtrArray) others = g_ptr_array_new ();

    for (guint i = 0; peeking.during[i] != NULL; i++)
      if (g_str_has_prefix (peeking.during[i], TEMPORARY_PREFIX))
        n_temporaries++;
      else
        g_ptr_array_add (others, peeking.during[i]);
    g_ptr_array_add (others, NULL);
    during_text = g_strjoinv (" ", (char **) others->pdata);
  }
  g_test_message ("%s: before: %s; while drawing: %s and %u temporaries",
                  name, before_text, during_text, n_temporaries);
  g_assert_cmpuint (n_temporaries, ==, named_temporary ? 1 : 0);
  g_assert_cmpstr (during_text, ==, before_text);

  {
    g_auto(GStrv) names = small_disk_list_folder (folder);
    g_autofree char *after_text = g_strjoinv (" ", names);

    g_assert_cmpstr (after_text, ==, after);
  }
  cairo_surface_destroy (read_png (path, 64));
  g_strfreev (peeking.during);
}

static guint
file_mode (const char *path)
{
  GStatBuf info;

  g_assert_cmpint (g_stat (path, &info), ==, 0);
  return info.st_mode & 07777;
}

/* New files, replaced files and failures, with the file written
 * anonymously or, where the file system cannot do that, under a
 * temporary name that never outlives the export. */
static void
check_temporaries (gboolean named_temporary)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);

  write_text (old, "old");
  g_assert_cmpint (g_chmod (old, 0640), ==, 0);

  check_peeked_export (folder, "new.png", named_temporary, "new.png old.png");
  check_peeked_export (folder, "old.png", named_temporary, "new.png old.png");
  g_assert_cmpuint (file_mode (old), ==, 0640);

  /* Cancelled half-way, in each format: nothing changes. */
  for (QueensExportFormat format = QUEENS_EXPORT_FORMAT_PNG; format <= QUEENS_EXPORT_FORMAT_PDF; format++)
    {
      g_autofree char *name = g_strdup_printf ("cancelled.%s",
                                               queens_export_format_get_extension (format));
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;

      g_assert_false (queens_export_draw_to_file (file, format, 256, cancel_while_drawing,
                                                  cancellable, cancellable, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      assert_folder_is (folder, "new.png", "old.png");
    }

  g_unlink (old);
  small_disk_remove_folder (folder);
}

static void
test_file_anonymous (void)
{
  check_temporaries (FALSE);
}

/* A file system without anonymous files, played by a seccomp filter in a
 * child process: the named temporary is there while the export runs,
 * and never after, whether it succeeds, is cancelled or fails. */
static void
test_file_named_temporary (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());

      g_assert_true (small_disk_refuse_anonymous_files ());
      check_temporaries (TRUE);

      small_disk_limit_file_size (8 * 1024);
      check_failing_writes (child_folder, G_IO_ERROR, G_IO_ERROR_FAILED, g_strerror (EFBIG));
      return;
    }

  run_child_in_folder (NULL);
}

/* A replaced file keeps its permission bits; a new one gets 0666 less
 * the umask, as any new file does. */
static void
test_file_modes (void)
{
  static const guint modes[] = { 0640, 0600, 0755, 0444, 0664 };
  static const guint umasks[] = { 022, 027, 077, 0 };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr(GError) error = NULL;

      write_text (path, "old");
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
      g_assert_no_error (error);
      cairo_surface_destroy (read_png (path, 64));
      g_test_message ("replacing a file of mode %04o leaves mode %04o", modes[i], file_mode (path));
      g_assert_cmpuint (file_mode (path), ==, modes[i]);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }

  for (guint i = 0; i < G_N_ELEMENTS (umasks); i++)
    {
      g_autoptr(GError) error = NULL;
      mode_t saved = umask (umasks[i]);

      g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_SVG, 0, NULL, &error));
      umask (saved);
      g_assert_no_error (error);
      g_assert_cmpuint (file_mode (path), ==, 0666 & ~umasks[i]);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }

  small_disk_remove_folder (folder);
}

static void
make_link (const char *target,
           const char *folder,
           const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_cmpint (symlink (target, path), ==, 0);
}

/* Still a symbolic link, to the same place. */
static void
assert_link (const char *folder,
             const char *name,
             const char *target)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *read_back = g_file_read_link (path, NULL);

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpstr (read_back, ==, target);
}

static void
test_file_symlinks (void)
{
  g_autofree char *top = small_disk_make_folder ();
  g_autofree char *here = g_build_filename (top, "here", NULL);
  g_autofree char *there = g_build_filename (top, "there", NULL);
  g_autofree char *deep = g_build_filename (there, "deep", NULL);
  g_autofree char *target = g_build_filename (there, "target.png", NULL);
  g_autofree char *absolute_link = g_build_filename (here, "absolute.png", NULL);

  g_assert_cmpint (g_mkdir (here, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (there, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (deep, 0755), ==, 0);
  write_text (target, "old");
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);

  make_link (target, here, "absolute.png");
  make_link ("../there/target.png", here, "relative.png");
  make_link ("relative.png", here, "chain.png");
  make_link ("../there/new.png", here, "dangling.png");
  make_link ("loop-b.png", here, "loop-a.png");
  make_link ("loop-a.png", here, "loop-b.png");
  make_link ("../there", here, "folder.png");
  make_link ("../missing/new.png", here, "nowhere.png");
  /* Through a linked folder, ".." is the parent of where it leads. */
  make_link ("../there/deep", here, "deep");
  make_link ("../up.png", deep, "up.png");

  {
    static const char *names[] = { "absolute.png", "relative.png", "chain.png" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *path = g_build_filename (here, names[i], NULL);
        g_autoptr(GError) error = NULL;

        g_unlink (target);
        write_text (target, "old");
        g_assert_cmpint (g_chmod (target, 0600), ==, 0);
        g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64 + 16 * i, NULL, &error));
        g_assert_no_error (error);
        cairo_surface_destroy (read_png (target, 64 + 16 * (int) i));
        g_assert_cmpuint (file_mode (target), ==, 0600);
      }
  }

  {
    g_autofree char *path = g_build_filename (here, "dangling.png", NULL);
    g_autofree char *created = g_build_filename (there, "new.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_assert_no_error (error);
    cairo_surface_destroy (read_png (created, 64));
  }

  {
    g_autofree char *path = g_build_filename (here, "deep", "up.png", NULL);
    g_autofree char *created = g_build_filename (there, "up.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_assert_no_error (error);
    cairo_surface_destroy (read_png (created, 64));
  }

  {
    g_autofree char *path = g_build_filename (here, "loop-a.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
    g_assert_nonnull (strstr (error->message, path));
    g_assert_nonnull (strstr (error->message, "loop"));
  }

  {
    g_autofree char *path = g_build_filename (here, "folder.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
    g_assert_nonnull (strstr (error->message, "it is a folder"));
  }

  {
    g_autofree char *path = g_build_filename (here, "nowhere.png", NULL);
    g_autofree char *missing = g_build_filename (top, "missing", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    /* The folder the link leads to is the one that is missing. */
    g_assert_nonnull (strstr (error->message, missing));
  }

  /* Every link is still a link, and nothing else appeared. */
  assert_link (here, "absolute.png", target);
  assert_link (here, "relative.png", "../there/target.png");
  assert_link (here, "chain.png", "relative.png");
  assert_link (here, "dangling.png", "../there/new.png");
  assert_link (here, "loop-a.png", "loop-b.png");
  assert_folder_is (here, "absolute.png", "chain.png", "dangling.png", "deep", "folder.png",
                    "loop-a.png", "loop-b.png", "nowhere.png", "relative.png");
  assert_folder_is (there, "deep", "new.png", "target.png", "up.png");
  assert_folder_is (deep, "up.png");

  small_disk_remove_folder (deep);
  small_disk_remove_folder (here);
  small_disk_remove_folder (there);
  small_disk_remove_folder (top);
}

/* A file without a local path goes through GIO; one it cannot write is
 * an error that names it. */
static void
test_file_not_local (void)
{
  g_autoptr(GFile) file = g_file_new_for_uri ("resource:///io/github/nqueens/Queens/board.png");
  static const guint32 columns[] = { 1, 3, 0, 2 };
  QueensRenderOptions options = light_options (FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_null (g_file_get_path (file));
  g_assert_false (queens_export_columns_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 64, 4, columns,
                                                 &options, NULL, &error));
  g_test_message ("%s", error->message);
  g_assert_true (error->domain == G_IO_ERROR);
  g_assert_nonnull (strstr (error->message, "resource:///io/github/nqueens/Queens/board.png"));
}

/* The largest PNG takes seconds to draw and compress: long enough for the
 * export to be killed half-way. */
#define EXPORT_CHILD_ARGUMENT "--export-big-png"

static int
export_big_png (const char *path)
{
  g_autoptr(GError) error = NULL;

  if (!export_eight (path, QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_MAX_PIXELS, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}

/* The window exports on a worker thread with this same code; a process
 * killed half-way (SIGKILL, a crash, the session ending) leaves neither
 * a temporary nor a partial file, and the old file as it was. */
static void
test_file_killed (void)
{
  static const char *names[] = { "old.png", "new.png" };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  g_autofree char *self = g_test_build_filename (G_TEST_BUILT, "test-export", NULL);

  write_text (old, "old");
  g_assert_cmpint (g_chmod (old, 0640), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GError) error = NULL;
      int pid;

      child = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, self, EXPORT_CHILD_ARGUMENT,
                                path, NULL);
      g_assert_no_error (error);
      pid = atoi (g_subprocess_get_identifier (child));

      /* Killed once the file is open: the export is under way. */
      g_assert_true (small_disk_wait_for_open_file (pid, folder));
      g_subprocess_force_exit (child);
      g_assert_true (g_subprocess_wait (child, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (child));
      g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);

      assert_folder_is (folder, "old.png");
      assert_file_holds (old, "old");
      g_assert_cmpuint (file_mode (old), ==, 0640);
    }

  small_disk_remove_folder (folder);
}

/* For a process that leaves at once mid-export: the named temporary is
 * removed while the export still runs. */
typedef struct
{
  GMutex      lock;
  GCond       changed;
  gboolean    drawing;
  const char *path;
} Held;

/* Draws, then waits for good: the process leaves meanwhile. */
static void
draw_and_hold (cairo_t  *cr,
               double    width,
               double    height,
               gboolean  vector,
               gpointer  user_data)
{
  Held *held = user_data;

  draw_empty_board (cr, width, height, vector, GUINT_TO_POINTER (8));
  g_mutex_lock (&held->lock);
  held->drawing = TRUE;
  g_cond_broadcast (&held->changed);
  while (TRUE)
    g_cond_wait (&held->changed, &held->lock);
}

static gpointer
export_held (gpointer user_data)
{
  Held *held = user_data;
  g_autoptr(GFile) file = g_file_new_for_path (held->path);

  queens_export_draw_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 64, draw_and_hold, held,
                              NULL, NULL);
  return NULL;
}

static void
test_file_remove_temporaries (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());
      g_autofree char *path = g_build_filename (child_folder, "board.png", NULL);
      Held held = { .path = path };
      g_auto(GStrv) during = NULL;

      g_assert_true (small_disk_refuse_anonymous_files ());
      g_mutex_init (&held.lock);
      g_cond_init (&held.changed);

      g_mutex_lock (&held.lock);
      g_thread_unref (g_thread_new ("export", export_held, &held));
      while (!held.drawing)
        g_cond_wait (&held.changed, &held.lock);
      g_mutex_unlock (&held.lock);

      during = small_disk_list_folder (child_folder);
      g_assert_cmpuint (g_strv_length (during), ==, 1);
      g_assert_true (g_str_has_prefix (during[0], TEMPORARY_PREFIX));

      queens_export_file_remove_temporaries ();
      assert_folder_empty (child_folder);

      /* Leave as the command line does, the export still running. */
      _exit (0);
    }

  run_child_in_folder (NULL);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Not a test: the child that /export/file/killed kills. */
  if (argc == 3 && strcmp (argv[1], EXPORT_CHILD_ARGUMENT) == 0)
    return export_big_png (argv[2]);

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
  g_test_add_func ("/export/errors/bad-values", test_errors_bad_values);
  g_test_add_func ("/export/errors/missing-folder", test_errors_missing_folder);
  g_test_add_func ("/export/errors/permission", test_errors_permission);
  g_test_add_func ("/export/errors/read-only", test_errors_read_only);
  g_test_add_func ("/export/errors/file-size-limit", test_errors_file_size_limit);
  g_test_add_func ("/export/errors/full-disk", test_errors_full_disk);
  g_test_add_func ("/export/cancel", test_cancel);
  g_test_add_func ("/export/replace", test_replace);
  g_test_add_func ("/export/file/anonymous", test_file_anonymous);
  g_test_add_func ("/export/file/named-temporary", test_file_named_temporary);
  g_test_add_func ("/export/file/modes", test_file_modes);
  g_test_add_func ("/export/file/symlinks", test_file_symlinks);
  g_test_add_func ("/export/file/not-local", test_file_not_local);
  g_test_add_func ("/export/file/killed", test_file_killed);
  g_test_add_func ("/export/file/remove-temporaries", test_file_remove_temporaries);

  status = g_test_run ();

  if (small_disk != NULL)
    small_disk_unmount (small_disk);
  g_clear_pointer (&small_disk, g_free);
  g_clear_pointer (&small_disk_reason, g_free);

  return status;
}
