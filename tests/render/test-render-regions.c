/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-render-regions.c: a region puzzle's picture, read back from the
 * pixels (cairo only, no display)
 *
 * Every region its own colour, thick ink where regions meet and thin
 * where they do not, the hint's wash, red for clashing queens only. */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-region-generator.h"
#include "queens-render-regions.h"
#include "pixels.h"

#define SIZE 400

typedef struct
{
  QueensRegionGrid   *grid;
  guint8              marks[QUEENS_REGION_MAX_N * QUEENS_REGION_MAX_N];
  guint8              flags[QUEENS_REGION_MAX_N * QUEENS_REGION_MAX_N];
  QueensRegionPicture picture;
  QueensRenderOptions options;
  QueensRenderLayout  layout;
} Scene;

static void
scene_init (Scene   *scene,
            guint    n,
            gboolean dark)
{
  memset (scene, 0, sizeof *scene);
  scene->grid = queens_region_generate (n, 17, QUEENS_REGION_MEDIUM);
  scene->picture.n = n;
  scene->picture.regions = queens_region_grid_get_regions (scene->grid);
  scene->picture.marks = scene->marks;
  scene->picture.flags = scene->flags;
  scene->picture.dark = dark;
  queens_render_options_init (&scene->options, dark ? QUEENS_RENDER_THEME_DARK : QUEENS_RENDER_THEME_LIGHT);
}

static cairo_surface_t *
scene_draw (Scene *scene)
{
  cairo_surface_t *surface = new_marked_surface (SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);

  queens_render_regions (cr, &scene->picture, &scene->options, 0, 0, SIZE, SIZE, &scene->layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* A point a quarter into the square, away from crosses and queens. */
static Pixel
square_pixel (cairo_surface_t *surface,
              Scene           *scene,
              guint            row,
              guint            column,
              double           fx,
              double           fy)
{
  double x0 = queens_render_layout_edge_x (&scene->layout, column);
  double x1 = queens_render_layout_edge_x (&scene->layout, column + 1);
  double y0 = queens_render_layout_edge_y (&scene->layout, row);
  double y1 = queens_render_layout_edge_y (&scene->layout, row + 1);

  return read_pixel (surface, (int) floor (x0 + (x1 - x0) * fx), (int) floor (y0 + (y1 - y0) * fy));
}

/* Each square shows its region's colour, distinct for every region, in
 * both themes; where regions meet the edge is dark ink (light in the
 * dark theme), and within a region it is not. */
static void
test_render_regions_colors_and_borders (void)
{
  for (int dark = 0; dark < 2; dark++)
    {
      Scene scene;
      cairo_surface_t *surface;
      guint n = 9;

      scene_init (&scene, n, dark);
      surface = scene_draw (&scene);

      for (guint a = 0; a < QUEENS_RENDER_N_REGION_COLORS; a++)
        for (guint b = a + 1; b < QUEENS_RENDER_N_REGION_COLORS; b++)
          {
            QueensRenderColor ca, cb;

            queens_render_region_color (a, dark, &ca);
            queens_render_region_color (b, dark, &cb);
            g_assert_false (pixel_within (pixel_from_color (&ca), pixel_from_color (&cb), 20));
          }

      for (guint row = 0; row < n; row++)
        for (guint column = 0; column < n; column++)
          {
            QueensRenderColor fill;
            guint region = queens_region_grid_get_region (scene.grid, row, column);

            queens_render_region_color (region, dark, &fill);
            g_assert_true (pixel_near (square_pixel (surface, &scene, row, column, 0.3, 0.7),
                                       pixel_from_color (&fill)));

            if (column + 1 < n)
              {
                Pixel edge = read_pixel (surface, (int) queens_render_layout_edge_x (&scene.layout, column + 1),
                                         (int) floor ((queens_render_layout_edge_y (&scene.layout, row)
                                                       + queens_render_layout_edge_y (&scene.layout, row + 1)) / 2));
                gboolean border = queens_region_grid_get_region (scene.grid, row, column + 1) != region;
                /* Ink: near black in light, near white in dark. */
                gboolean inked = dark ? edge.red > 200 && edge.green > 200 : edge.red < 60 && edge.green < 60;

                g_assert_cmpint (inked, ==, border);
              }
          }
      cairo_surface_destroy (surface);
      g_object_unref (scene.grid);
    }
}

/* Only clashing queens are red; the hint's squares are washed with the
 * highlight colour; letters appear only when asked for. */
static void
test_render_regions_marks (void)
{
  Scene scene;
  cairo_surface_t *plain, *marked, *lettered;
  Pixel red;
  guint n = 8;

  scene_init (&scene, n, FALSE);
  plain = scene_draw (&scene);
  red = pixel_from_color (&scene.options.palette.conflict);
  g_assert_cmpuint (count_pixels (plain, red), ==, 0);

  scene.marks[0] = 2;
  scene.marks[n + 1] = 2;
  scene.flags[0] = scene.flags[n + 1] = QUEENS_RENDER_REGION_CLASH;
  scene.marks[5 * n + 5] = 2;
  scene.flags[3 * n + 6] = QUEENS_RENDER_REGION_HINT;
  marked = scene_draw (&scene);
  g_assert_cmpuint (count_pixels (marked, red), >, 0);
  /* The lone queen is not red: its square's middle has the queen colour. */
  g_assert_false (pixel_within (square_pixel (marked, &scene, 5, 5, 0.5, 0.6), red, 30));
  /* The hint's frame crosses the square's edge band, not its middle. */
  g_assert_false (pixel_near (square_pixel (marked, &scene, 3, 6, 0.12, 0.5),
                              square_pixel (plain, &scene, 3, 6, 0.12, 0.5)));
  g_assert_true (pixel_near (square_pixel (marked, &scene, 3, 6, 0.3, 0.7),
                             square_pixel (plain, &scene, 3, 6, 0.3, 0.7)));

  scene.picture.letters = TRUE;
  lettered = scene_draw (&scene);
  {
    /* The letter sits in the square's top left corner. */
    guint changed = 0;

    for (double fx = 0.1; fx < 0.45; fx += 0.03)
      for (double fy = 0.08; fy < 0.35; fy += 0.03)
        changed += !pixel_near (square_pixel (lettered, &scene, 7, 7, fx, fy),
                                square_pixel (marked, &scene, 7, 7, fx, fy));
    g_assert_cmpuint (changed, >, 3);
  }

  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
  cairo_surface_destroy (lettered);
  g_object_unref (scene.grid);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render-regions/colors-and-borders", test_render_regions_colors_and_borders);
  g_test_add_func ("/render-regions/marks", test_render_regions_marks);

  return g_test_run ();
}
