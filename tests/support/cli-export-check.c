/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-export-check.c: running queens --export in a folder and reading back
 * what it wrote, for the --export tests of test-cli */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "board-geometry.h"
#include "cli-export-check.h"
#include "export-check.h"

/* The search for one solution by its rank: the solutions still to skip
 * before it, and where it is written once found. */
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

gint32 *
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

GSubprocess *
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

GSubprocess *
spawn_in_folder (const char           *folder,
                 GSpawnChildSetupFunc  child_setup,
                 const char * const   *args)
{
  return spawn_program_in_folder (NULL, folder, child_setup, args);
}

QueensRun *
run_program_in_folder (const char           *binary,
                       const char           *folder,
                       GSpawnChildSetupFunc  child_setup,
                       const char * const   *args)
{
  g_autoptr(GSubprocess) subprocess = spawn_program_in_folder (binary, folder, child_setup, args);

  return finish_run (subprocess, RUN_TIMEOUT_SECONDS);
}

QueensRun *
run_in_folder (const char           *folder,
               GSpawnChildSetupFunc  child_setup,
               const char * const   *args)
{
  return run_program_in_folder (NULL, folder, child_setup, args);
}


void
assert_exported (QueensRun *run)
{
  if (run->status != 0)
    g_error ("export failed with %d: %s", run->status, run->err);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_cmpstr (run->err, ==, "");
}

guint32
surface_pixel_at (cairo_surface_t *image,
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

cairo_surface_t *
read_png_in (const char *folder,
             const char *name,
             int         size)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return read_png (path, size);
}

gboolean *
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
        found[row * n + column] = surface_pixel_at (image, x, y) != reference[(row + column) % 2];
      }

  return found;
}

gboolean *
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
          reference[(row + column) % 2] = surface_pixel_at (image, x, y);
          have_reference[(row + column) % 2] = TRUE;
        }

  g_assert_true (have_reference[0] && have_reference[1]);
  return detect_queens_with (image, size, n, reference);
}

void
assert_png_in_shows (const char   *folder,
                  const char   *name,
                  int           size,
                  guint         n,
                  const gint32 *columns)
{
  cairo_surface_t *image = read_png_in (folder, name, size);
  g_autofree gboolean *found = detect_queens (image, size, n, columns);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (found[row * n + column] != (columns[row] == (gint32) column))
        g_error ("%s: row %u, column %u (1-based): expected %s", name, row + 1, column + 1,
                 columns[row] == (gint32) column ? "a queen" : "no queen");

  /* Opaque squares reach every corner. */
  g_assert_cmphex (surface_pixel_at (image, 0, 0) >> 24, ==, 0xff);
  g_assert_cmphex (surface_pixel_at (image, size - 1, size - 1) >> 24, ==, 0xff);
  cairo_surface_destroy (image);
}
