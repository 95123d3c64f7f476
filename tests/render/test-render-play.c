/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-render-play.c: the marks of free play, read back from the pixels
 * queens-render draws (cairo only, no display)
 *
 * One visual language: a dot on each attacked empty square that keeps the
 * square's own colour around it, red queens and red lines for conflicts,
 * one cursor frame, and on a solved board no dots but a note. */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include "queens-board.h"
#include "queens-render.h"
#include "pixels.h"

static const QueensRenderTheme variants[] = {
  QUEENS_RENDER_THEME_LIGHT,
  QUEENS_RENDER_THEME_DARK,
};

static cairo_surface_t *
render_play (QueensBoard               *board,
             const QueensRenderOptions *options,
             int                        size,
             QueensRenderLayout        *out_layout)
{
  cairo_surface_t *surface = new_marked_surface (size, size);
  cairo_t *cr = cairo_create (surface);

  queens_render_compute_layout (cr, queens_board_get_n (board), options, 0, 0, size, size,
                                out_layout);
  queens_render_board (cr, board, options, 0, 0, size, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

static Pixel
square_centre_pixel (cairo_surface_t          *surface,
                     const QueensRenderLayout *layout,
                     guint                     row,
                     guint                     column)
{
  int x = (int) floor ((queens_render_layout_edge_x (layout, column)
                        + queens_render_layout_edge_x (layout, column + 1)) / 2);
  int y = (int) floor ((queens_render_layout_edge_y (layout, row)
                        + queens_render_layout_edge_y (layout, row + 1)) / 2);

  return read_pixel (surface, x, y);
}

static Pixel
plain_square (const QueensRenderOptions *options,
              guint                      n,
              guint                      row,
              guint                      column)
{
  gboolean is_dark = (row + column) % 2 == (n - 1) % 2;

  return pixel_from_color (is_dark ? &options->palette.dark_square : &options->palette.light_square);
}

/* Red: the conflict colour's family, far from the board's browns. */
static gboolean
pixel_is_red (Pixel pixel)
{
  return pixel.red > 120 && pixel.red > 2 * pixel.green && pixel.red > 2 * pixel.blue;
}

static guint
count_red_pixels (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint count = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixel_is_red (read_pixel (surface, x, y)))
        count++;

  return count;
}

/* A point of square (@row, @column) at fractions (@u, @v) of its side. */
static Pixel
square_pixel (cairo_surface_t          *surface,
              const QueensRenderLayout *layout,
              guint                     row,
              guint                     column,
              double                    u,
              double                    v)
{
  double x0 = queens_render_layout_edge_x (layout, column);
  double x1 = queens_render_layout_edge_x (layout, column + 1);
  double y0 = queens_render_layout_edge_y (layout, row);
  double y1 = queens_render_layout_edge_y (layout, row + 1);

  return read_pixel (surface, (int) floor (x0 + (x1 - x0) * u), (int) floor (y0 + (y1 - y0) * v));
}

/* In every board theme, light and dark: each empty square a queen attacks
 * carries the dot in its middle and its own colour around it, so light
 * and dark squares stay apart; the dot stands 3:1 or more from a free
 * square of the same colour, measured on the pixels; free squares and
 * the queens' own are plain; without the option nothing is marked. */
static void
test_render_play_attacks (void)
{
  const guint n = 8;
  g_autoptr(QueensBoard) board = queens_board_new (n);
  QueensRenderOptions options;
  QueensRenderLayout layout;

  queens_board_place (board, 2, 3);
  queens_board_place (board, 6, 6);

  for (int theme = 0; theme < QUEENS_RENDER_N_BOARD_THEMES; theme++)
    for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
      for (guint shaded = 0; shaded < 2; shaded++)
        {
          cairo_surface_t *surface;
          double lowest_contrast = 21.0;
          guint attacked = 0;

          queens_render_options_init (&options, variants[v]);
          queens_render_palette_init_for_board_theme (&options.palette, theme, variants[v]);
          options.show_attacks = shaded;
          options.show_conflicts = TRUE;
          surface = render_play (board, &options, 400, &layout);

          for (guint row = 0; row < n; row++)
            for (guint column = 0; column < n; column++)
              {
                Pixel plain = plain_square (&options, n, row, column);
                Pixel centre = square_pixel (surface, &layout, row, column, 0.5, 0.5);
                Pixel corner = square_pixel (surface, &layout, row, column, 0.2, 0.2);

                if (queens_board_has_queen (board, row, column))
                  continue;

                /* The square's own colour shows whatever its mark. */
                g_assert_true (pixel_near (corner, plain));

                if (shaded && queens_board_is_attacked (board, row, column))
                  {
                    g_assert_true (pixel_near (centre, pixel_from_color (&options.palette.attacked)));
                    lowest_contrast = MIN (lowest_contrast, pixel_contrast (centre, corner));
                    attacked++;
                  }
                else
                  {
                    g_assert_true (pixel_near (centre, plain));
                  }
              }

          if (shaded)
            {
              g_test_message ("board theme %d, %s: lowest contrast %.2f:1 over %u squares",
                              theme, variants[v] == QUEENS_RENDER_THEME_DARK ? "dark" : "light",
                              lowest_contrast, attacked);
              g_assert_cmpuint (attacked, >, 20);
              g_assert_cmpfloat (lowest_contrast, >=, 3.0);
            }
          cairo_surface_destroy (surface);
        }
}

/* Squares of a few pixels carry no dot: the attacked ones are tinted. */
static void
test_render_play_attacks_small (void)
{
  const guint n = 60;
  g_autoptr(QueensBoard) board = queens_board_new (n);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  cairo_surface_t *surface;

  queens_board_place (board, 10, 20);
  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_attacks = TRUE;
  surface = render_play (board, &options, 300, &layout);   /* squares of 5 pixels */

  for (guint column = 0; column < n; column++)
    {
      Pixel centre = square_pixel (surface, &layout, 40, column, 0.5, 0.5);
      QueensRenderColor under = plain_square (&options, n, 40, column).red
                                == pixel_from_color (&options.palette.dark_square).red
                                ? options.palette.dark_square : options.palette.light_square;
      QueensRenderColor tint = options.palette.attacked;

      tint.alpha *= QUEENS_RENDER_ATTACK_TINT_ALPHA;
      if (queens_board_is_attacked (board, 40, column))
        g_assert_true (pixel_close (centre, blend (&under, &tint)));
      else
        g_assert_true (pixel_near (centre, plain_square (&options, n, 40, column)));
    }

  cairo_surface_destroy (surface);
}

/* Red appears with a conflict, along the line joining the pair, and
 * nowhere at all without one, whatever else is drawn, in both themes. */
static void
test_render_play_conflicts (void)
{
  const QueensRenderTheme themes[] = { QUEENS_RENDER_THEME_LIGHT, QUEENS_RENDER_THEME_DARK };
  g_autoptr(QueensBoard) peaceful = queens_board_new (8);
  g_autoptr(QueensBoard) fighting = NULL;
  QueensRenderOptions options;
  QueensRenderLayout layout;

  queens_board_place (peaceful, 0, 0);
  queens_board_place (peaceful, 1, 2);
  queens_board_place (peaceful, 2, 4);
  fighting = queens_board_copy (peaceful);
  queens_board_place (fighting, 7, 4);   /* same column as (2, 4) */

  for (guint t = 0; t < G_N_ELEMENTS (themes); t++)
    {
      cairo_surface_t *surface;
      Pixel between;

      queens_render_options_init (&options, themes[t]);
      options.show_coordinates = TRUE;
      options.show_attacks = TRUE;
      options.show_conflicts = TRUE;
      options.show_cursor = TRUE;
      options.cursor = (QueensSquare) { 5, 1 };

      surface = render_play (peaceful, &options, 360, &layout);
      g_assert_cmpuint (count_red_pixels (surface), ==, 0);
      cairo_surface_destroy (surface);

      surface = render_play (fighting, &options, 360, &layout);
      g_assert_cmpuint (count_red_pixels (surface), >, 200);
      /* Half way along the column between the pair: the red line. */
      between = square_centre_pixel (surface, &layout, 5, 4);
      g_assert_true (pixel_is_red (between));
      /* The queens of the pair are red; a queen out of it is not. */
      g_assert_true (pixel_is_red (square_centre_pixel (surface, &layout, 7, 4)));
      g_assert_false (pixel_is_red (square_centre_pixel (surface, &layout, 0, 0)));
      cairo_surface_destroy (surface);

      /* Switched off, conflicts are not shown. */
      options.show_conflicts = FALSE;
      surface = render_play (fighting, &options, 360, &layout);
      g_assert_cmpuint (count_red_pixels (surface), ==, 0);
      cairo_surface_destroy (surface);
    }
}

/* The cursor is one frame on one square, and nothing else: drawing it
 * changes only pixels of that square's border (no ghost queen inside, no
 * tint on its lines), wherever it is, on any mark, in both variants. */
static void
test_render_play_cursor (void)
{
  const guint n = 8;
  const int size = 400;
  const QueensSquare places[] = { { 5, 1 }, { 2, 3 }, { 0, 7 }, { 4, 4 } };
  g_autoptr(QueensBoard) board = queens_board_new (n);
  QueensRenderOptions options;
  QueensRenderLayout layout;

  queens_board_place (board, 2, 3);   /* (2, 3): the cursor on a queen */
  queens_board_place (board, 6, 3);   /* a conflict along column 3 */

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint i = 0; i < G_N_ELEMENTS (places); i++)
      {
        const QueensSquare *cursor = &places[i];
        cairo_surface_t *without;
        cairo_surface_t *with;
        double x0, x1, y0, y1;
        guint changed = 0;

        queens_render_options_init (&options, variants[v]);
        options.show_attacks = TRUE;
        options.show_conflicts = TRUE;
        without = render_play (board, &options, size, &layout);
        options.show_cursor = TRUE;
        options.cursor = *cursor;
        with = render_play (board, &options, size, &layout);

        x0 = queens_render_layout_edge_x (&layout, cursor->column);
        x1 = queens_render_layout_edge_x (&layout, cursor->column + 1);
        y0 = queens_render_layout_edge_y (&layout, cursor->row);
        y1 = queens_render_layout_edge_y (&layout, cursor->row + 1);

        for (int y = 0; y < size; y++)
          for (int x = 0; x < size; x++)
            {
              gboolean inside = x >= x0 - 1 && x < x1 + 1 && y >= y0 - 1 && y < y1 + 1;
              gboolean border = inside && (x < x0 + (x1 - x0) * 0.2 || x >= x1 - (x1 - x0) * 0.2
                                           || y < y0 + (y1 - y0) * 0.2 || y >= y1 - (y1 - y0) * 0.2);

              if (pixel_near (read_pixel (with, x, y), read_pixel (without, x, y)))
                continue;
              changed++;
              if (!border)
                g_error ("the cursor on (%u, %u) changed pixel (%d, %d), off its frame",
                         cursor->row, cursor->column, x, y);
            }

        /* A frame all around: its colour on each side. */
        g_assert_cmpuint (changed, >, 4 * (x1 - x0) * 0.04 * (x1 - x0) / 2);
        g_assert_true (pixel_near (read_pixel (with, (int) ((x0 + x1) / 2), (int) y0 + 3),
                                   pixel_from_color (&options.palette.focus)));
        g_assert_true (pixel_near (read_pixel (with, (int) x0 + 3, (int) ((y0 + y1) / 2)),
                                   pixel_from_color (&options.palette.focus)));

        cairo_surface_destroy (without);
        cairo_surface_destroy (with);
      }
}

/* Pixels of the note's plate, over either square colour. */
static guint
count_plate_pixels (cairo_surface_t           *surface,
                    const QueensRenderOptions *options)
{
  return count_pixels (surface, blend (&options->palette.light_square, &options->palette.note_fill))
         + count_pixels (surface, blend (&options->palette.dark_square, &options->palette.note_fill));
}

/* A solved board: no dots (every empty square is attacked), no red; with
 * a note, a plate that covers no queen and leaves every queen whole; a
 * board that is not solved gets no note. */
static void
test_render_play_solved (void)
{
  static const guint32 solution[] = { 0, 4, 7, 5, 2, 6, 1, 3 };
  const guint n = 8;
  const int size = 400;
  g_autoptr(QueensBoard) solved = queens_board_new_from_columns (n, solution);
  g_autoptr(QueensBoard) almost = queens_board_copy (solved);
  QueensRenderOptions options;
  QueensRenderLayout layout;

  queens_board_remove (almost, 7, 3);

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      cairo_surface_t *plain;
      cairo_surface_t *noted;
      cairo_surface_t *unsolved;
      Pixel dot;
      guint note_pixels = 0;

      queens_render_options_init (&options, variants[v]);
      options.show_attacks = TRUE;
      options.show_conflicts = TRUE;
      dot = pixel_from_color (&options.palette.attacked);
      plain = render_play (solved, &options, size, &layout);

      for (guint row = 0; row < n; row++)
        for (guint column = 0; column < n; column++)
          {
            Pixel centre = square_pixel (plain, &layout, row, column, 0.5, 0.5);

            if (solution[row] == column)
              g_assert_true (pixel_near (centre, pixel_from_color (&options.palette.queen_fill)));
            else
              g_assert_true (pixel_near (centre, plain_square (&options, n, row, column)));
          }
      g_assert_cmpuint (count_red_pixels (plain), ==, 0);

      /* The note: pixels change only on squares without a queen, and the
       * plate's colour is there. */
      options.solved_note = "Solved";
      noted = render_play (solved, &options, size, &layout);
      for (guint row = 0; row < n; row++)
        for (guint column = 0; column < n; column++)
          {
            int x0 = (int) ceil (queens_render_layout_edge_x (&layout, column));
            int x1 = (int) queens_render_layout_edge_x (&layout, column + 1);
            int y0 = (int) ceil (queens_render_layout_edge_y (&layout, row));
            int y1 = (int) queens_render_layout_edge_y (&layout, row + 1);

            for (int y = y0; y < y1; y++)
              for (int x = x0; x < x1; x++)
                if (!pixel_near (read_pixel (noted, x, y), read_pixel (plain, x, y)))
                  {
                    g_assert_cmpuint (solution[row], !=, column);
                    note_pixels++;
                  }
          }
      g_assert_cmpuint (note_pixels, >, 2000);
      g_assert_cmpuint (count_plate_pixels (noted, &options), >, 1000);

      /* Not solved: dots, and no note (the same pixels as without one). */
      unsolved = render_play (almost, &options, size, &layout);
      g_assert_true (pixel_near (square_pixel (unsolved, &layout, 7, 2, 0.5, 0.5), dot));
      options.solved_note = NULL;
      {
        cairo_surface_t *unsolved_plain = render_play (almost, &options, size, &layout);

        g_assert_cmpint (memcmp (cairo_image_surface_get_data (unsolved),
                                 cairo_image_surface_get_data (unsolved_plain),
                                 (gsize) cairo_image_surface_get_stride (unsolved) * size), ==, 0);
        cairo_surface_destroy (unsolved_plain);
      }

      cairo_surface_destroy (plain);
      cairo_surface_destroy (noted);
      cairo_surface_destroy (unsolved);
    }
}

/* Squares far below a pixel: attacks are worked out per pixel, so a board
 * of ten million rows draws like a small one.  A queen's row and column
 * show as tinted bands; the rest stays untinted; a conflict still shows
 * its red line. */
static void
test_render_play_huge (void)
{
  const guint n = QUEENS_MAX_N;
  const int size = 400;
  g_autoptr(QueensBoard) board = queens_board_new (n);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  cairo_surface_t *surface;
  Pixel mixed;
  Pixel tinted;
  guint band_row = n / 4;
  guint band_column = n / 3;
  int band_y, band_x;

  queens_board_place (board, band_row, band_column);
  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_attacks = TRUE;
  options.show_conflicts = TRUE;
  surface = render_play (board, &options, size, &layout);

  mixed = read_pixel (surface, size / 8, size * 7 / 8);
  g_assert_false (pixel_near (mixed, marker));
  band_y = (int) (layout.board_y + layout.board_size * (band_row + 0.5) / n);
  band_x = (int) (layout.board_x + layout.board_size * (band_column + 0.5) / n);
  tinted = read_pixel (surface, size * 7 / 8, band_y);
  g_assert_false (pixel_near (tinted, mixed));
  g_assert_true (pixel_near (read_pixel (surface, band_x, size * 7 / 8), tinted));
  g_assert_cmpuint (count_red_pixels (surface), ==, 0);
  cairo_surface_destroy (surface);

  /* A second queen far along the same row: a red line between them. */
  queens_board_place (board, band_row, n - 10);
  surface = render_play (board, &options, size, &layout);
  g_assert_true (pixel_is_red (read_pixel (surface,
                                           (int) (layout.board_x + layout.board_size * 0.5),
                                           band_y)));
  cairo_surface_destroy (surface);
}

/* Drawing only a clipped part gives the same pixels there as drawing the
 * whole board: the visible-range shortcut loses nothing, with squares of
 * many pixels and with squares far below one. */
static void
check_clip (guint n)
{
  const int size = 500;
  g_autoptr(QueensBoard) board = queens_board_new (n);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  cairo_surface_t *whole;
  cairo_surface_t *part = new_marked_surface (size, size);
  cairo_t *cr = cairo_create (part);
  guint step = MAX (n / 17, 1);

  for (guint row = 0; row < n; row += step)
    queens_board_place (board, row, (guint) (((guint64) row * 7 + 3) % n));
  queens_board_place (board, n / 5, n - 1);

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_attacks = TRUE;
  options.show_conflicts = TRUE;
  options.show_cursor = TRUE;
  options.cursor = (QueensSquare) { n * 3 / 5, n * 2 / 5 };
  whole = render_play (board, &options, size, &layout);

  cairo_rectangle (cr, 180, 210, 130, 90);
  cairo_clip (cr);
  queens_render_board (cr, board, &options, 0, 0, size, size);
  cairo_destroy (cr);
  cairo_surface_flush (part);

  for (int y = 210; y < 300; y++)
    for (int x = 180; x < 310; x++)
      /* Cairo may round an antialiased edge a few steps differently
       * under a clip (a red line over a dot's edge). */
      {
        Pixel clipped = read_pixel (part, x, y);
        Pixel drawn = read_pixel (whole, x, y);

        if (!pixel_within (clipped, drawn, 4))
          g_error ("N = %u: pixel (%d, %d) is %d,%d,%d clipped but %d,%d,%d whole", n, x, y,
                   clipped.red, clipped.green, clipped.blue, drawn.red, drawn.green, drawn.blue);
      }
  g_assert_true (pixel_near (read_pixel (part, 20, 20), marker));

  cairo_surface_destroy (whole);
  cairo_surface_destroy (part);
}

/* A puzzle's ruled-out squares carry a cross (its centre in the attack
 * dots' colour, its corners the square's own); a ruled-out square that
 * holds a queen shows the queen, and other squares stay plain. */
static void
test_render_play_ruled_out (void)
{
  static const QueensSquare ruled_out[] = { { 2, 4 }, { 5, 1 }, { 0, 0 } };
  g_autoptr(QueensBoard) board = queens_board_new (8);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  cairo_surface_t *surface;
  guint i;

  queens_board_place (board, 0, 0);
  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.ruled_out = ruled_out;
  options.n_ruled_out = G_N_ELEMENTS (ruled_out);
  surface = render_play (board, &options, 400, &layout);

  for (i = 0; i < 2; i++)
    {
      g_assert_true (pixel_close (square_centre_pixel (surface, &layout, ruled_out[i].row, ruled_out[i].column),
                                  pixel_from_color (&options.palette.attacked)));
      g_assert_true (pixel_near (square_pixel (surface, &layout, ruled_out[i].row, ruled_out[i].column, 0.5, 0.1),
                                 plain_square (&options, 8, ruled_out[i].row, ruled_out[i].column)));
    }
  g_assert_false (pixel_close (square_centre_pixel (surface, &layout, 0, 0),
                               plain_square (&options, 8, 0, 0)));
  g_assert_true (pixel_near (square_centre_pixel (surface, &layout, 3, 3), plain_square (&options, 8, 3, 3)));
  cairo_surface_destroy (surface);

  /* Without the option the same squares are plain. */
  options.ruled_out = NULL;
  options.n_ruled_out = 0;
  surface = render_play (board, &options, 400, &layout);
  g_assert_true (pixel_near (square_centre_pixel (surface, &layout, 2, 4), plain_square (&options, 8, 2, 4)));
  cairo_surface_destroy (surface);
}

static void
test_render_play_clip (void)
{
  check_clip (50);
  check_clip (5000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/play/attacks", test_render_play_attacks);
  g_test_add_func ("/render/play/attacks-small", test_render_play_attacks_small);
  g_test_add_func ("/render/play/conflicts", test_render_play_conflicts);
  g_test_add_func ("/render/play/cursor", test_render_play_cursor);
  g_test_add_func ("/render/play/solved", test_render_play_solved);
  g_test_add_func ("/render/play/huge", test_render_play_huge);
  g_test_add_func ("/render/play/clip", test_render_play_clip);
  g_test_add_func ("/render/play/ruled-out", test_render_play_ruled_out);

  return g_test_run ();
}
