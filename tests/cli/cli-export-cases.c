/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-export-cases.c: queens --export, run for real and read back
 *
 * Part of test-cli: what an export shows.  Images are read back with
 * cairo and every square is looked at; the K-th solution comes from a
 * plain backtracking search (cli-export-check.c).  Bad values are refused
 * before anything is written.  How the files are written is
 * test-cli-export-files.c's.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include <cairo.h>

#include "board-geometry.h"
#include "cli-export-check.h"
#include "small-disk.h"
#include "cli-export-cases.h"

static void
test_export_png_solutions (void)
{
  static const struct
  {
    guint       n;
    guint64     wanted;
    const char *size;  /* NULL: the default, 1024 */
  } cases[] = {
    { 8, 1, NULL }, { 8, 50, "333" }, { 8, 92, "800" }, { 6, 4, "96" }, { 10, 724, "1000" },
    { 5, 7, "16" }, { 1, 1, "50" },
  };
  g_autofree char *folder = small_disk_make_folder ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *n_text = g_strdup_printf ("%u", cases[i].n);
      g_autofree char *k_text = g_strdup_printf ("%" G_GUINT64_FORMAT, cases[i].wanted);
      g_autofree gint32 *expected = nth_solution (cases[i].n, cases[i].wanted, FALSE);
      g_autoptr(QueensRun) run = NULL;
      int size = cases[i].size != NULL ? atoi (cases[i].size) : 1024;

      g_assert_nonnull (expected);
      g_test_message ("--n %s --solution %s, %d px", n_text, k_text, size);
      if (cases[i].size != NULL)
        run = run_export_in (folder, "--export", "board.png", "--n", n_text, "--solution", k_text,
                             "--size", cases[i].size);
      else
        run = run_export_in (folder, "--export", "board.png", "--n", n_text, "--solution", k_text);
      assert_exported (run);
      /* 16 pixels for 5 rows is too coarse to see queens, and a single
       * square has no empty one to compare with: the queen differs from
       * the square's corner.  The size is exact in every case. */
      if (cases[i].n == 1)
        {
          cairo_surface_t *image = read_png_in (folder, "board.png", size);

          g_assert_cmphex (surface_pixel_at (image, size / 2, size / 2), !=, surface_pixel_at (image, 0, 0));
          cairo_surface_destroy (image);
        }
      else if (size >= 20 * (int) cases[i].n)
        assert_png_in_shows (folder, "board.png", size, cases[i].n, expected);
      else
        cairo_surface_destroy (read_png_in (folder, "board.png", size));
      assert_folder_is (folder, "board.png");
    }

  /* Without options: the first solution of N = 8, 1024 pixels. */
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "default.PNG");
    g_autofree gint32 *expected = nth_solution (8, 1, FALSE);

    assert_exported (run);
    assert_png_in_shows (folder, "default.PNG", 1024, 8, expected);
  }

  small_disk_remove_folder (folder);
}

static void
test_export_fundamental (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  static const guint64 picks[] = { 1, 5, 12 };

  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    {
      g_autofree char *k_text = g_strdup_printf ("%" G_GUINT64_FORMAT, picks[i]);
      g_autofree gint32 *expected = nth_solution (8, picks[i], TRUE);
      g_autoptr(QueensRun) run = run_export_in (folder, "--export", "fundamental.png",
                                                "--fundamental", "--solution", k_text,
                                                "--size", "400");

      assert_exported (run);
      assert_png_in_shows (folder, "fundamental.png", 400, 8, expected);
    }

  /* Twelve fundamental solutions for N = 8, no more. */
  {
    g_autofree gint32 *thirteenth = nth_solution (8, 13, TRUE);
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "other.png", "--fundamental",
                                              "--solution", "13");

    g_assert_null (thirteenth);
    assert_failure (run, 2, "--solution: 13 is outside 1..12");
  }

  assert_folder_is (folder, "fundamental.png");
  small_disk_remove_folder (folder);
}

/* True when the pixel is the red that marks conflicts, not the dark queen
 * nor a square. */
static gboolean
is_red (guint32 pixel)
{
  int red = (pixel >> 16) & 0xff;
  int green = (pixel >> 8) & 0xff;
  int blue = pixel & 0xff;

  return red > green + 80 && red > blue + 80;
}

static void
test_export_board (void)
{
  g_autofree char *folder = small_disk_make_folder ();

  /* Empty rows, no conflicts: exactly these queens. */
  {
    static const gint32 expected[] = { 1, -1, 4, -1, 0 };
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "partial.png",
                                              "--board", "2 . 5 . 1", "--size", "500");

    assert_exported (run);
    assert_png_in_shows (folder, "partial.png", 500, 5, expected);
  }

  /* Conflicts drawn as in play: the two queens sharing column 1 are red,
   * the queen that attacks nobody is not. */
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "conflict.png",
                                              "--board", "1 . 4 1", "--size", "400");
    cairo_surface_t *image;
    int x, y;

    assert_exported (run);
    image = read_png_in (folder, "conflict.png", 400);
    square_centre (400, 4, 0, 0, &x, &y);
    g_assert_true (is_red (surface_pixel_at (image, x, y)));
    square_centre (400, 4, 3, 0, &x, &y);
    g_assert_true (is_red (surface_pixel_at (image, x, y)));
    square_centre (400, 4, 2, 3, &x, &y);
    g_assert_false (is_red (surface_pixel_at (image, x, y)));
    /* and it is a queen: darker than both square colours */
    g_assert_cmpuint (surface_pixel_at (image, x, y) & 0xff, <, 0x60);
    cairo_surface_destroy (image);
  }

  assert_folder_is (folder, "conflict.png", "partial.png");
  small_disk_remove_folder (folder);
}

/* Beyond N = 32 the solution built by formula: still a solution, which
 * the image shows. */
static void
test_export_large (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autoptr(QueensRun) run = run_export_in (folder, "--export", "large.png", "--n", "40",
                                            "--size", "1000");
  g_autofree gint32 *columns = g_new (gint32, 40);
  g_autofree gboolean *found = NULL;
  cairo_surface_t *image;

  assert_exported (run);
  image = read_png_in (folder, "large.png", 1000);

  /* Which squares are empty is what the test finds out: the references
   * are the colours most centres of each colour show (at most 40 of the
   * 800 squares of a colour hold a queen). */
  {
    g_autoptr(GHashTable) light = g_hash_table_new (NULL, NULL);
    g_autoptr(GHashTable) dark = g_hash_table_new (NULL, NULL);
    GHashTable *tallies[2] = { light, dark };
    guint32 common[2] = { 0, 0 };
    guint best[2] = { 0, 0 };
    int x, y;

    for (guint row = 0; row < 40; row++)
      for (guint column = 0; column < 40; column++)
        {
          guint parity = (row + column) % 2;
          guint32 pixel;
          guint count;

          square_centre (1000, 40, row, column, &x, &y);
          pixel = surface_pixel_at (image, x, y);
          count = GPOINTER_TO_UINT (g_hash_table_lookup (tallies[parity],
                                                         GUINT_TO_POINTER (pixel))) + 1;
          g_hash_table_insert (tallies[parity], GUINT_TO_POINTER (pixel), GUINT_TO_POINTER (count));
          if (count > best[parity])
            {
              best[parity] = count;
              common[parity] = pixel;
            }
        }

    g_assert_cmpuint (best[0], >=, 760);
    g_assert_cmpuint (best[1], >=, 760);
    found = detect_queens_with (image, 1000, 40, common);
  }

  for (guint row = 0; row < 40; row++)
    {
      columns[row] = -1;
      for (guint column = 0; column < 40; column++)
        if (found[row * 40 + column])
          {
            g_assert_cmpint (columns[row], ==, -1);
            columns[row] = (gint32) column;
          }
    }

  g_assert_true (is_solution (columns, 40));
  cairo_surface_destroy (image);
  small_disk_remove_folder (folder);
}

typedef struct
{
  gboolean paths;
  gboolean images;
  char    *width;
} SvgLook;

static void
on_svg_element (GMarkupParseContext  *context,
                const char           *element,
                const char          **names,
                const char          **values,
                gpointer              user_data,
                GError              **error)
{
  SvgLook *look = user_data;

  if (g_str_equal (element, "path"))
    look->paths = TRUE;
  else if (g_str_equal (element, "image"))
    look->images = TRUE;
  else if (g_str_equal (element, "svg"))
    for (guint i = 0; names[i] != NULL; i++)
      if (g_str_equal (names[i], "width"))
        look->width = g_strdup (values[i]);
}

static void
test_export_vector (void)
{
  static const GMarkupParser parser = { on_svg_element, NULL, NULL, NULL, NULL };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *svg_path = g_build_filename (folder, "board.svg", NULL);
  g_autofree char *pdf_path = g_build_filename (folder, "board.pdf", NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *pdf = NULL;
  gsize pdf_length = 0;
  SvgLook look = { FALSE, FALSE, NULL };

  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "board.svg", "--n", "6",
                                              "--coordinates");
    assert_exported (run);
  }
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "board.pdf", "--board",
                                              "1 3 . 2");
    assert_exported (run);
  }

  g_assert_true (g_file_get_contents (svg_path, &svg, NULL, &error));
  context = g_markup_parse_context_new (&parser, G_MARKUP_IGNORE_QUALIFIED, &look, NULL);
  g_assert_true (g_markup_parse_context_parse (context, svg, -1, &error));
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  g_assert_true (look.paths);
  g_assert_false (look.images);
  g_assert_cmpstr (look.width, ==, "432pt");
  g_free (look.width);

  g_assert_true (g_file_get_contents (pdf_path, &pdf, &pdf_length, &error));
  g_assert_true (g_str_has_prefix (pdf, "%PDF-1."));
  g_assert_true (pdf_length > 6 && memcmp (pdf + pdf_length - 6, "%%EOF\n", 6) == 0);

  assert_folder_is (folder, "board.pdf", "board.svg");
  small_disk_remove_folder (folder);
}

typedef struct
{
  const char *args[10];
  const char *named;  /* what the message must show */
} BadExport;

static const BadExport bad_exports[] = {
  { { "--export", "board.jpg" }, "\xe2\x80\x9c" "board.jpg\xe2\x80\x9d does not end in .png, .svg or .pdf" },
  { { "--export", "board" }, "board" },
  { { "--export", "board.png.txt" }, ".png, .svg or .pdf" },
  { { "--export", "a.png", "--solution", "93" }, "--solution: 93 is outside 1..92 for N = 8" },
  { { "--export", "a.png", "--solution", "0" }, "--solution: 0 is less than 1" },
  { { "--export", "a.png", "--solution", "x" }, "\"x\"" },
  { { "--export", "a.png", "--n", "10", "--solution", "725" }, "725 is outside 1..724 for N = 10" },
  { { "--export", "a.png", "--n", "3" }, "N = 3 has no solutions" },
  { { "--export", "a.png", "--n", "0" }, "--n: 0 is outside 1..100000" },
  { { "--export", "a.png", "--n", "100001" }, "100001 is outside 1..100000" },
  { { "--export", "a.png", "--n", "40", "--solution", "2" }, "2 is outside 1..1 for N = 40" },
  { { "--export", "a.png", "--n", "40", "--fundamental" }, "--fundamental works for N up to 32" },
  { { "--export", "a.png", "--size", "15" }, "--size: 15 is outside 16..16384" },
  { { "--export", "a.png", "--size", "16385" }, "--size: 16385 is outside 16..16384" },
  { { "--export", "a.png", "--size", "big" }, "\"big\"" },
  { { "--export", "a.svg", "--size", "512" }, "--size \"512\" works only for PNG files" },
  { { "--export", "a.pdf", "--size", "512" }, "PNG" },
  { { "--export", "a.png", "--board", "1 x 3" }, "--board: " },
  { { "--export", "a.png", "--board", "" }, "--board" },
  { { "--export", "a.png", "--board", "1 5 2" }, "column 5 in token 2 is outside 1..3" },
  { { "--export", "a.png", "--board", "1 2", "--n", "2" }, "--board and --n" },
  { { "--export", "a.png", "--board", "1 2", "--solution", "1" }, "--board and --solution" },
  { { "--export", "a.png", "--board", "1 2", "--fundamental" }, "--board and --fundamental" },
  { { "--export", "missing/a.png" }, "does not exist" },
  { { "--export" }, "--export needs a value: a file name ending in .png, .svg or .pdf" },
  { { "--solution", "3" }, "--solution \"3\" works only together with --export FILE" },
  { { "--fundamental" }, "--fundamental works only together with --export FILE" },
  { { "--coordinates", "--n", "8" }, "--coordinates" },
  { { "--size", "100", "--count", "8" }, "--size" },
  { { "--board", "1" }, "--board" },
  { { "--export", "a.png", "--count", "8" }, "cannot be used together" },
  { { "--export", "a.png", "--export", "b.png" }, "--export" },
  { { "--export", "a.png", "--coordinates", "--bogus" }, "--bogus" },
};

static void
test_export_bad_input (void)
{
  g_autofree char *folder = small_disk_make_folder ();

  for (guint i = 0; i < G_N_ELEMENTS (bad_exports); i++)
    {
      g_autoptr(QueensRun) run = run_in_folder (folder, NULL, bad_exports[i].args);
      g_autofree char *joined = g_strjoinv (" ", (char **) bad_exports[i].args);
      g_autofree char *message = g_strchomp (g_strdup (run->err));

      g_test_message ("queens %s -> %s", joined, message);
      assert_failure (run, 2, bad_exports[i].named);
      /* Nothing written, not even a temporary. */
      assert_folder_empty (folder);
    }

  small_disk_remove_folder (folder);
}

void
test_cli_export_add_tests (void)
{
  g_test_add_func ("/cli/export/png-solutions", test_export_png_solutions);
  g_test_add_func ("/cli/export/fundamental", test_export_fundamental);
  g_test_add_func ("/cli/export/board", test_export_board);
  g_test_add_func ("/cli/export/large", test_export_large);
  g_test_add_func ("/cli/export/vector", test_export_vector);
  g_test_add_func ("/cli/export/bad-input", test_export_bad_input);
}
