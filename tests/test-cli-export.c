/* test-cli-export.c: queens --export, run for real and read back
 *
 * Part of test-cli.  Images are read back with cairo and every square is
 * looked at; the K-th solution comes from a plain backtracking search
 * here.  Failures (bad values, permissions, a full disk, Ctrl+C and
 * SIGTERM half-way) must leave the folder exactly as it was.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "board-geometry.h"
#include "cli-run.h"
#include "small-disk.h"
#include "test-cli-export.h"

/* The 64 KiB tmpfs, or NULL and why not: test-cli.c mounts it. */
static const char *small_disk;
static const char *small_disk_reason;

/* Solution @wanted (1-based) of @n in lexicographic order, among the
 * fundamental ones if asked, by plain backtracking: independent of the
 * program's solver.  NULL when there are fewer. */
typedef struct
{
  guint     n;
  gboolean  fundamental;
  guint64   remaining;
  gint32   *columns;
  gboolean  found;
} Ranking;

/* The eight symmetries of the square, on (row, column). */
static void
apply_symmetry (guint  symmetry,
                guint  n,
                guint  row,
                guint  column,
                guint *out_row,
                guint *out_column)
{
  guint last = n - 1;
  guint r = row, c = column;

  switch (symmetry)
    {
    case 1: r = column; c = last - row; break;
    case 2: r = last - row; c = last - column; break;
    case 3: r = last - column; c = row; break;
    case 4: c = last - column; break;
    case 5: r = last - row; break;
    case 6: r = column; c = row; break;
    case 7: r = last - column; c = last - row; break;
    default: break;
    }

  *out_row = r;
  *out_column = c;
}

/* No variant of the solution comes first in lexicographic order. */
static gboolean
is_fundamental (const gint32 *columns,
                guint         n)
{
  g_autofree gint32 *variant = g_new (gint32, n);

  for (guint symmetry = 1; symmetry < 8; symmetry++)
    {
      for (guint row = 0; row < n; row++)
        {
          guint r, c;

          apply_symmetry (symmetry, n, row, (guint) columns[row], &r, &c);
          variant[r] = (gint32) c;
        }

      for (guint row = 0; row < n; row++)
        if (variant[row] != columns[row])
          {
            if (variant[row] < columns[row])
              return FALSE;
            break;
          }
    }

  return TRUE;
}

static void
rank_from_row (Ranking *ranking,
               guint    row)
{
  guint n = ranking->n;

  if (row == n)
    {
      if (ranking->fundamental && !is_fundamental (ranking->columns, n))
        return;
      if (--ranking->remaining == 0)
        ranking->found = TRUE;
      return;
    }

  for (guint column = 0; column < n && !ranking->found; column++)
    {
      gboolean free = TRUE;

      for (guint above = 0; above < row && free; above++)
        {
          gint32 other = ranking->columns[above];

          free = other != (gint32) column
                 && ABS (other - (gint32) column) != (gint32) (row - above);
        }

      if (free)
        {
          ranking->columns[row] = (gint32) column;
          rank_from_row (ranking, row + 1);
        }
    }
}

static gint32 *
nth_solution (guint    n,
              guint64  wanted,
              gboolean fundamental)
{
  Ranking ranking = { n, fundamental, wanted, g_new0 (gint32, n), FALSE };

  rank_from_row (&ranking, 0);
  if (!ranking.found)
    g_clear_pointer (&ranking.columns, g_free);
  return ranking.columns;
}

/* Runs @binary (the built program when NULL) in @folder. */
static GSubprocess *
spawn_program_in_folder (const char           *binary,
                         const char           *folder,
                         GSpawnChildSetupFunc  child_setup,
                         const char * const   *args)
{
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = binary != NULL ? build_argv_for (binary, args) : build_argv (args);
  g_autoptr(GError) error = NULL;
  GSubprocess *subprocess;

  g_subprocess_launcher_set_cwd (launcher, folder);
  if (child_setup != NULL)
    g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return subprocess;
}

static GSubprocess *
spawn_in_folder (const char           *folder,
                 GSpawnChildSetupFunc  child_setup,
                 const char * const   *args)
{
  return spawn_program_in_folder (NULL, folder, child_setup, args);
}

static QueensRun *
run_program_in_folder (const char           *binary,
                       const char           *folder,
                       GSpawnChildSetupFunc  child_setup,
                       const char * const   *args)
{
  g_autoptr(GSubprocess) subprocess = spawn_program_in_folder (binary, folder, child_setup, args);

  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

static QueensRun *
run_in_folder (const char           *folder,
               GSpawnChildSetupFunc  child_setup,
               const char * const   *args)
{
  return run_program_in_folder (NULL, folder, child_setup, args);
}

#define run_export_in(folder, ...) \
  run_in_folder ((folder), NULL, (const char * const []) { __VA_ARGS__, NULL })


static void
assert_exported (QueensRun *run)
{
  if (run->status != 0)
    g_error ("export failed with %d: %s", run->status, run->err);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_cmpstr (run->err, ==, "");
}

static guint32
pixel_at (cairo_surface_t *image,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (image);
  guint32 pixel;

  memcpy (&pixel, data + (gsize) y * cairo_image_surface_get_stride (image) + (gsize) x * 4,
          sizeof pixel);
  if (cairo_image_surface_get_format (image) == CAIRO_FORMAT_RGB24)
    pixel |= 0xff000000u;
  return pixel;
}

static cairo_surface_t *
read_png (const char *folder,
          const char *name,
          int         size)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, size);
  return image;
}

/* For every square whether its centre pixel differs from @reference, the
 * centre colour of an empty square of the same colour (index (row +
 * column) % 2). */
static gboolean *
detect_queens_with (cairo_surface_t *image,
                    int              size,
                    guint            n,
                    const guint32    reference[2])
{
  gboolean *found = g_new0 (gboolean, n * n);
  int x, y;

  g_assert_cmphex (reference[0], !=, reference[1]);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        square_centre (size, n, row, column, &x, &y);
        found[row * n + column] = pixel_at (image, x, y) != reference[(row + column) % 2];
      }

  return found;
}

/* The same, with the references taken from squares that @columns (-1 for
 * empty rows) leaves empty. */
static gboolean *
detect_queens (cairo_surface_t *image,
               int              size,
               guint            n,
               const gint32    *columns)
{
  guint32 reference[2] = { 0, 0 };
  gboolean have_reference[2] = { FALSE, FALSE };
  int x, y;

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (columns[row] != (gint32) column && !have_reference[(row + column) % 2])
        {
          square_centre (size, n, row, column, &x, &y);
          reference[(row + column) % 2] = pixel_at (image, x, y);
          have_reference[(row + column) % 2] = TRUE;
        }

  g_assert_true (have_reference[0] && have_reference[1]);
  return detect_queens_with (image, size, n, reference);
}

/* The image shows exactly the queens of @columns, row 1 at the top,
 * column 1 at the left, the board filling the image. */
static void
assert_png_shows (const char   *folder,
                  const char   *name,
                  int           size,
                  guint         n,
                  const gint32 *columns)
{
  cairo_surface_t *image = read_png (folder, name, size);
  g_autofree gboolean *found = detect_queens (image, size, n, columns);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (found[row * n + column] != (columns[row] == (gint32) column))
        g_error ("%s: row %u, column %u (1-based): expected %s", name, row + 1, column + 1,
                 columns[row] == (gint32) column ? "a queen" : "no queen");

  /* Opaque squares reach every corner. */
  g_assert_cmphex (pixel_at (image, 0, 0) >> 24, ==, 0xff);
  g_assert_cmphex (pixel_at (image, size - 1, size - 1) >> 24, ==, 0xff);
  cairo_surface_destroy (image);
}

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
          cairo_surface_t *image = read_png (folder, "board.png", size);

          g_assert_cmphex (pixel_at (image, size / 2, size / 2), !=, pixel_at (image, 0, 0));
          cairo_surface_destroy (image);
        }
      else if (size >= 20 * (int) cases[i].n)
        assert_png_shows (folder, "board.png", size, cases[i].n, expected);
      else
        cairo_surface_destroy (read_png (folder, "board.png", size));
      assert_folder_is (folder, "board.png");
    }

  /* Without options: the first solution of N = 8, 1024 pixels. */
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "default.PNG");
    g_autofree gint32 *expected = nth_solution (8, 1, FALSE);

    assert_exported (run);
    assert_png_shows (folder, "default.PNG", 1024, 8, expected);
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
      assert_png_shows (folder, "fundamental.png", 400, 8, expected);
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
    assert_png_shows (folder, "partial.png", 500, 5, expected);
  }

  /* Conflicts drawn as in play: the two queens sharing column 1 are red,
   * the queen that attacks nobody is not. */
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "conflict.png",
                                              "--board", "1 . 4 1", "--size", "400");
    cairo_surface_t *image;
    int x, y;

    assert_exported (run);
    image = read_png (folder, "conflict.png", 400);
    square_centre (400, 4, 0, 0, &x, &y);
    g_assert_true (is_red (pixel_at (image, x, y)));
    square_centre (400, 4, 3, 0, &x, &y);
    g_assert_true (is_red (pixel_at (image, x, y)));
    square_centre (400, 4, 2, 3, &x, &y);
    g_assert_false (is_red (pixel_at (image, x, y)));
    /* and it is a queen: darker than both square colours */
    g_assert_cmpuint (pixel_at (image, x, y) & 0xff, <, 0x60);
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
  image = read_png (folder, "large.png", 1000);

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
          pixel = pixel_at (image, x, y);
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

/* A copy of the built program at @path, executable by everyone. */
static void
copy_program (const char *path)
{
  g_autoptr(GFile) source = g_file_new_for_path (get_binary ());
  g_autoptr(GFile) copy = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_file_copy (source, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
}

/* Runs as the child, after fork(): only async-signal-safe work. */
static void
become_nobody (gpointer user_data)
{
  small_disk_become_nobody ();
}

static void
limit_file_size (gpointer user_data)
{
  small_disk_limit_file_size (8 * 1024);
}

static void
test_export_permission (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  gboolean as_root = geteuid () == 0;
  g_autofree char *program_folder = NULL;
  g_autofree char *program = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(QueensRun) run = NULL;
  g_autoptr(QueensRun) replace = NULL;

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  if (as_root)
    {
      /* The build may sit where nobody may not look (a clone in /root):
       * nobody runs a copy of the program from a folder open to all. */
      g_test_message ("root may write anywhere: the command runs as nobody");
      program_folder = small_disk_make_folder ();
      program = g_build_filename (program_folder, "queens", NULL);
      copy_program (program);
      g_assert_cmpint (g_chmod (program_folder, 0755), ==, 0);
    }
  else
    g_assert_cmpint (g_chmod (folder, 0555), ==, 0);

  run = run_program_in_folder (program, folder, as_root ? become_nobody : NULL,
                               (const char * const []) { "--export", "new.png", NULL });
  assert_failure (run, 2, "permission denied");
  g_assert_nonnull (strstr (run->err, "new.png"));

  replace = run_program_in_folder (program, folder, as_root ? become_nobody : NULL,
                                   (const char * const []) { "--export", "old.png", NULL });
  assert_failure (replace, 2, "permission denied");

  g_chmod (folder, 0755);
  g_assert_true (g_file_get_contents (old, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  assert_folder_is (folder, "old.png");
  small_disk_remove_folder (folder);
  if (program_folder != NULL)
    small_disk_remove_folder (program_folder);
}

static void
check_full_disk (const char           *folder,
                 GSpawnChildSetupFunc  child_setup,
                 const char           *reason)
{
  static const char *names[] = { "new.png", "new.svg", "new.pdf", "old.png" };
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  g_auto(GStrv) before = NULL;
  g_autofree char *before_text = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  before = small_disk_list_folder (folder);
  before_text = g_strjoinv (" ", before);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(QueensRun) run = run_in_folder (folder, child_setup,
                                                (const char * const []) {
                                                  "--export", names[i], "--coordinates", NULL });
      g_auto(GStrv) after = NULL;
      g_autofree char *after_text = NULL;
      g_autofree char *message = g_strchomp (g_strdup (run->err));

      g_test_message ("%s -> %s", names[i], message);
      assert_failure (run, 2, reason);
      g_assert_nonnull (strstr (run->err, names[i]));
      after = small_disk_list_folder (folder);
      after_text = g_strjoinv (" ", after);
      g_assert_cmpstr (after_text, ==, before_text);
    }

  g_assert_true (g_file_get_contents (old, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  g_unlink (old);
}

static void
test_export_full_disk (void)
{
  g_autofree char *filler = NULL;

  if (small_disk == NULL)
    {
      g_autofree char *folder = small_disk_make_folder ();

      /* Said plainly in the log: no tmpfs here, so writes are made to
       * fail part-way by a file size limit instead. */
      g_test_message ("FALLBACK: no small tmpfs (%s); the full-disk case runs under a "
                      "file size limit of 8 KiB instead", small_disk_reason);
      check_full_disk (folder, limit_file_size, "File too large");
      assert_folder_empty (folder);
      small_disk_remove_folder (folder);
      return;
    }

  g_test_message ("a %d KiB tmpfs at %s", SMALL_DISK_BYTES / 1024, small_disk);
  filler = small_disk_fill (small_disk, 12 * 1024);
  check_full_disk (small_disk, NULL, "the disk is full");
  assert_folder_is (small_disk, "filler");
  g_unlink (filler);
}

/* The same failure from a file size limit works for any user, and is run
 * wherever the tmpfs is available too. */
static void
test_export_file_size_limit (void)
{
  g_autofree char *folder = small_disk_make_folder ();

  check_full_disk (folder, limit_file_size, "File too large");
  assert_folder_empty (folder);
  small_disk_remove_folder (folder);
}

static void
test_export_replace (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autofree gint32 *expected = nth_solution (7, 3, FALSE);

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "board.png", "--n", "7",
                                              "--solution", "3", "--size", "280");
    assert_exported (run);
  }
  assert_png_shows (folder, "board.png", 280, 7, expected);
  assert_folder_is (folder, "board.png");
  small_disk_remove_folder (folder);
}

static void
assert_file_holds (const char *folder,
                   const char *name,
                   const char *text)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, text);
}

static void
refuse_anonymous_files (gpointer user_data)
{
  small_disk_refuse_anonymous_files ();
}

/* The largest PNG takes seconds to draw and compress. */
#define BIG_EXPORT_PIXELS "16384"

/* Starts a big export of @name in @folder and waits until it is under
 * way: the child catches @signal_number and has the file open.  With
 * @named_temporary the file system cannot make anonymous files, and the
 * temporary must be in the folder by then. */
static GSubprocess *
start_big_export (const char *folder,
                  const char *name,
                  int         signal_number,
                  gboolean    named_temporary)
{
  g_autoptr(GSubprocess) subprocess =
    spawn_in_folder (folder, named_temporary ? refuse_anonymous_files : NULL,
                     (const char * const []) { "--export", name, "--size", BIG_EXPORT_PIXELS,
                                               NULL });
  g_auto(GStrv) names = NULL;
  guint n_temporaries = 0;

  wait_for_signal_handler (subprocess, signal_number);
  g_assert_true (small_disk_wait_for_open_file (get_pid (subprocess), folder));

  names = small_disk_list_folder (folder);
  for (guint i = 0; names[i] != NULL; i++)
    n_temporaries += g_str_has_prefix (names[i], ".queens-export-");
  g_assert_cmpuint (n_temporaries, ==, named_temporary ? 1 : 0);

  return g_steal_pointer (&subprocess);
}

/* Ctrl+C or SIGTERM during an export: one line, 130 or 143, and the
 * folder exactly as it was, the old file's contents and mode included;
 * with the named temporary of a file system without anonymous files too,
 * and when a second signal makes the process leave at once. */
static void
check_export_interrupt (gboolean named_temporary)
{
  static const struct
  {
    int         signal_number;
    int         status;
    const char *name;
    guint       n_signals;
    gboolean    with_named_temporary;  /* each case takes a second or two */
  } cases[] = {
    { SIGINT, 130, "new.png", 1, TRUE },
    { SIGINT, 130, "old.png", 1, FALSE },
    { SIGTERM, 143, "new.png", 1, FALSE },
    { SIGTERM, 143, "old.png", 1, TRUE },
    { SIGINT, 130, "old.png", 2, TRUE },
  };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  g_assert_cmpint (g_chmod (old, 0640), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GSubprocess) subprocess = NULL;
      g_autofree char *expected = NULL;
      g_autoptr(QueensRun) run = NULL;

      if (named_temporary && !cases[i].with_named_temporary)
        continue;

      subprocess = start_big_export (folder, cases[i].name, cases[i].signal_number,
                                     named_temporary);
      expected = g_strdup_printf ("queens: export interrupted: “%s” was not changed\n",
                                  cases[i].name);
      g_test_message ("%s, signal %d sent %u times, %s", cases[i].name, cases[i].signal_number,
                      cases[i].n_signals,
                      named_temporary ? "named temporary" : "anonymous file");
      for (guint n = 0; n < cases[i].n_signals; n++)
        g_subprocess_send_signal (subprocess, cases[i].signal_number);
      run = finish_run (subprocess, 60);

      g_assert_cmpint (run->term_signal, ==, 0);
      g_assert_cmpint (run->status, ==, cases[i].status);
      g_assert_cmpstr (run->out, ==, "");
      g_assert_cmpstr (run->err, ==, expected);
      assert_folder_is (folder, "old.png");
      assert_file_holds (folder, "old.png", "old");
      g_assert_cmpuint (small_disk_file_mode (old), ==, 0640);
    }

  small_disk_remove_folder (folder);
}

static void
test_export_interrupt (void)
{
  check_export_interrupt (FALSE);
}

static void
test_export_interrupt_named_temporary (void)
{
  check_export_interrupt (TRUE);
}

static void
set_umask_027 (gpointer user_data)
{
  umask (027);
}

/* Replacing a file keeps its permission bits; a new file gets 0666 less
 * the umask. */
static void
test_export_modes (void)
{
  static const guint modes[] = { 0640, 0600, 0755 };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr(QueensRun) run = NULL;

      g_assert_true (g_file_set_contents (path, "old", -1, NULL));
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      run = run_export_in (folder, "--export", "board.png", "--size", "64");
      assert_exported (run);
      cairo_surface_destroy (read_png (folder, "board.png", 64));
      g_assert_cmpuint (small_disk_file_mode (path), ==, modes[i]);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }

  {
    g_autoptr(QueensRun) run = run_in_folder (folder, set_umask_027,
                                              (const char * const []) {
                                                "--export", "new.svg", NULL });
    g_autofree char *created = g_build_filename (folder, "new.svg", NULL);

    assert_exported (run);
    g_assert_cmpuint (small_disk_file_mode (created), ==, 0640);
  }

  assert_folder_is (folder, "new.svg");
  small_disk_remove_folder (folder);
}

/* Exporting to a symbolic link writes where it leads, also through a
 * relative link into another folder and a dangling one; a loop of links
 * is bad input, said in one line. */
static void
test_export_symlinks (void)
{
  g_autofree char *top = small_disk_make_folder ();
  g_autofree char *here = g_build_filename (top, "here", NULL);
  g_autofree char *there = g_build_filename (top, "there", NULL);
  g_autofree char *target = g_build_filename (there, "target.png", NULL);

  g_assert_cmpint (g_mkdir (here, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (there, 0755), ==, 0);
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  small_disk_make_link ("../there/target.png", here, "link.png");
  small_disk_make_link ("../there/new.svg", here, "dangling.svg");
  small_disk_make_link ("b.png", here, "a.png");
  small_disk_make_link ("a.png", here, "b.png");

  {
    g_autoptr(QueensRun) run = run_export_in (here, "--export", "link.png", "--size", "96");

    assert_exported (run);
    cairo_surface_destroy (read_png (there, "target.png", 96));
    g_assert_cmpuint (small_disk_file_mode (target), ==, 0600);
  }
  {
    g_autoptr(QueensRun) run = run_export_in (here, "--export", "dangling.svg");

    assert_exported (run);
    assert_folder_is (there, "new.svg", "target.png");
  }
  {
    g_autoptr(QueensRun) run = run_export_in (here, "--export", "a.png");

    assert_failure (run, 2, "a.png");
    g_assert_nonnull (strstr (run->err, "loop"));
  }

  small_disk_assert_link (here, "link.png", "../there/target.png");
  small_disk_assert_link (here, "dangling.svg", "../there/new.svg");
  assert_folder_is (here, "a.png", "b.png", "dangling.svg", "link.png");
  assert_folder_is (there, "new.svg", "target.png");

  small_disk_remove_folder (here);
  small_disk_remove_folder (there);
  small_disk_remove_folder (top);
}

void
test_cli_export_add_tests (const char *disk,
                           const char *disk_reason)
{
  small_disk = disk;
  small_disk_reason = disk_reason;

  g_test_add_func ("/cli/export/png-solutions", test_export_png_solutions);
  g_test_add_func ("/cli/export/fundamental", test_export_fundamental);
  g_test_add_func ("/cli/export/board", test_export_board);
  g_test_add_func ("/cli/export/large", test_export_large);
  g_test_add_func ("/cli/export/vector", test_export_vector);
  g_test_add_func ("/cli/export/bad-input", test_export_bad_input);
  g_test_add_func ("/cli/export/permission", test_export_permission);
  g_test_add_func ("/cli/export/full-disk", test_export_full_disk);
  g_test_add_func ("/cli/export/file-size-limit", test_export_file_size_limit);
  g_test_add_func ("/cli/export/replace", test_export_replace);
  g_test_add_func ("/cli/export/interrupt", test_export_interrupt);
  g_test_add_func ("/cli/export/interrupt-named-temporary", test_export_interrupt_named_temporary);
  g_test_add_func ("/cli/export/modes", test_export_modes);
  g_test_add_func ("/cli/export/symlinks", test_export_symlinks);
}
