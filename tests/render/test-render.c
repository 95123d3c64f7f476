/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-render.c: drawing boards into image surfaces (no display needed) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "queens-render.h"
#include "pixels.h"

static guint32 *
construct_columns (guint n)
{
  guint32 *columns = g_new (guint32, n);

  if (n == 1)
    columns[0] = 0;
  else
    g_assert_true (queens_construct_solution (n, columns));

  return columns;
}

static void
test_render_sizes (void)
{
  static const guint sizes[] = { 1, 8, 26, 27, 1000, 100000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint with_coordinates = 0; with_coordinates <= 1; with_coordinates++)
      {
        guint n = sizes[i];
        g_autofree guint32 *columns = construct_columns (n);
        cairo_surface_t *surface = new_marked_surface (640, 600);
        cairo_t *cr = cairo_create (surface);
        QueensRenderOptions options;
        Pixel queen;
        guint queen_pixels;

        queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
        options.show_coordinates = with_coordinates;
        queens_render_columns (cr, n, columns, &options, 0, 0, 640, 600);
        g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
        cairo_destroy (cr);

        /* Every queen leaves a mark, however small the squares, and the
         * queen colour never floods the board. */
        queen = pixel_from_color (&options.palette.queen_fill);
        queen_pixels = count_pixels (surface, queen);
        g_assert_cmpuint (queen_pixels, >, 0);
        g_assert_cmpuint (queen_pixels, <, 640 * 600 / 2);
        if (n <= 600)
          g_assert_cmpuint (queen_pixels, >=, n);

        cairo_surface_destroy (surface);
      }
}

/* The centre pixel of every square: the square's own colour when empty,
 * something else where a queen stands. */
static void
check_square_centres (guint                      n,
                      int                        size,
                      QueensRenderTheme          theme,
                      gboolean                   with_coordinates)
{
  g_autofree guint32 *columns = construct_columns (n);
  cairo_surface_t *surface = new_marked_surface (size, size);
  cairo_t *cr = cairo_create (surface);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  Pixel light, dark;

  queens_render_options_init (&options, theme);
  options.show_coordinates = with_coordinates;
  queens_render_compute_layout (cr, n, &options, 0, 0, size, size, &layout);
  queens_render_columns (cr, n, columns, &options, 0, 0, size, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  light = pixel_from_color (&options.palette.light_square);
  dark = pixel_from_color (&options.palette.dark_square);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        double x0 = queens_render_layout_edge_x (&layout, column);
        double x1 = queens_render_layout_edge_x (&layout, column + 1);
        double y0 = queens_render_layout_edge_y (&layout, row);
        double y1 = queens_render_layout_edge_y (&layout, row + 1);
        int x = (int) floor ((x0 + x1) / 2);
        int y = (int) floor ((y0 + y1) / 2);
        /* Chess colours: the bottom-left square is dark. */
        gboolean is_dark = (row + column) % 2 == (n - 1) % 2;
        Pixel square = is_dark ? dark : light;
        Pixel centre = read_pixel (surface, x, y);

        if (columns[row] == column)
          g_assert_false (pixel_near (centre, square));
        else
          g_assert_true (pixel_near (centre, square));
      }

  g_assert_false (pixel_near (light, dark));
  cairo_surface_destroy (surface);
}

static void
test_render_square_colors (void)
{
  static const guint sizes[] = { 1, 4, 8, 26, 27 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      check_square_centres (sizes[i], 417, QUEENS_RENDER_THEME_LIGHT, FALSE);
      check_square_centres (sizes[i], 417, QUEENS_RENDER_THEME_DARK, FALSE);
      check_square_centres (sizes[i], 523, QUEENS_RENDER_THEME_LIGHT, TRUE);
    }

  /* Squares of a few pixels: queens are discs, still on the centre. */
  check_square_centres (100, 501, QUEENS_RENDER_THEME_LIGHT, FALSE);
}

/* Without coordinates the board covers the rectangle's shorter side
 * exactly, centred, with every pixel exactly light or dark: no blurred
 * edges, whatever the size or scale. */
static void
check_crisp (guint  n,
             int    rect_x,
             int    rect_y,
             int    rect_width,
             int    rect_height,
             double scale)
{
  int surface_width = (int) ((rect_x * 2 + rect_width) * scale);
  int surface_height = (int) ((rect_y * 2 + rect_height) * scale);
  cairo_surface_t *surface = new_marked_surface (surface_width, surface_height);
  cairo_t *cr;
  QueensRenderOptions options;
  int side = MIN (rect_width, rect_height);
  int board_left = (int) round ((rect_x + (rect_width - side) / 2.0) * scale);
  int board_top = (int) round ((rect_y + (rect_height - side) / 2.0) * scale);
  int board_right = (int) round ((rect_x + (rect_width + side) / 2.0) * scale);
  int board_bottom = (int) round ((rect_y + (rect_height + side) / 2.0) * scale);
  Pixel light, dark;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  queens_render_columns (cr, n, NULL, &options, rect_x, rect_y, rect_width, rect_height);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  light = pixel_from_color (&options.palette.light_square);
  dark = pixel_from_color (&options.palette.dark_square);

  for (int y = 0; y < surface_height; y++)
    for (int x = 0; x < surface_width; x++)
      {
        Pixel pixel = read_pixel (surface, x, y);
        gboolean inside = x >= board_left && x < board_right && y >= board_top && y < board_bottom;

        if (inside)
          g_assert_true (pixel_near (pixel, light) || pixel_near (pixel, dark));
        else
          g_assert_true (pixel_near (pixel, marker));
      }

  cairo_surface_destroy (surface);
}

static void
test_render_crisp (void)
{
  check_crisp (8, 0, 0, 101, 101, 1.0);
  check_crisp (8, 3, 5, 101, 77, 1.0);
  check_crisp (7, 2, 1, 333, 334, 1.0);
  check_crisp (13, 0, 0, 97, 97, 2.0);
  check_crisp (26, 4, 4, 255, 300, 2.0);
  check_crisp (27, 1, 2, 263, 263, 1.0);
}

static void
test_render_layout_hit (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  guint row, column;

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_coordinates = TRUE;
  queens_render_compute_layout (cr, 9, &options, 10, 20, 403, 451, &layout);

  g_assert_cmpfloat (layout.margin, >, 0.0);
  g_assert_cmpfloat (layout.board_size, <, 403.0);
  g_assert_cmpfloat_with_epsilon (layout.board_x + layout.board_size / 2, 10 + 403 / 2.0, 0.51);

  for (guint r = 0; r < 9; r++)
    for (guint c = 0; c < 9; c++)
      {
        double x = (queens_render_layout_edge_x (&layout, c)
                    + queens_render_layout_edge_x (&layout, c + 1)) / 2;
        double y = (queens_render_layout_edge_y (&layout, r)
                    + queens_render_layout_edge_y (&layout, r + 1)) / 2;

        g_assert_true (queens_render_layout_hit (&layout, x, y, &row, &column));
        g_assert_cmpuint (row, ==, r);
        g_assert_cmpuint (column, ==, c);
      }

  g_assert_false (queens_render_layout_hit (&layout, layout.board_x - 1, layout.board_y + 5, NULL, NULL));
  g_assert_false (queens_render_layout_hit (&layout, layout.board_x + 5,
                                            layout.board_y + layout.board_size + 1, NULL, NULL));

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Labels land in the margin, outside the board, and only there. */
static void
test_render_coordinates (void)
{
  static const guint sizes[] = { 8, 26, 27, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      cairo_surface_t *surface = new_marked_surface (500, 500);
      cairo_t *cr = cairo_create (surface);
      QueensRenderOptions options;
      QueensRenderLayout layout;
      guint left_marks = 0;
      guint bottom_marks = 0;
      guint top_marks = 0;
      int board_left, board_bottom, board_top;

      queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
      options.show_coordinates = TRUE;
      queens_render_compute_layout (cr, sizes[i], &options, 0, 0, 500, 500, &layout);
      queens_render_columns (cr, sizes[i], NULL, &options, 0, 0, 500, 500);
      cairo_destroy (cr);
      cairo_surface_flush (surface);

      board_left = (int) queens_render_layout_edge_x (&layout, 0);
      board_top = (int) queens_render_layout_edge_y (&layout, 0);
      board_bottom = (int) queens_render_layout_edge_y (&layout, sizes[i]);

      for (int y = 0; y < 500; y++)
        for (int x = 0; x < 500; x++)
          {
            gboolean marked = !pixel_near (read_pixel (surface, x, y), marker);

            if (x < board_left && y >= board_top && y < board_bottom)
              left_marks += marked;
            else if (y >= board_bottom && x >= board_left)
              bottom_marks += marked;
            else if (y < board_top - layout.font_size && x >= board_left)
              top_marks += marked;
          }

      g_assert_cmpuint (left_marks, >, 0);
      g_assert_cmpuint (bottom_marks, >, 0);
      g_assert_cmpuint (top_marks, ==, 0);
      cairo_surface_destroy (surface);
    }
}

/* The text a label should carry, worked out here from the rule: numbers
 * from the top left, or chess files and ranks up to 26 rows. */
static char *
expected_label (guint                    n,
                QueensCoordinates        coordinates,
                const QueensRenderLabel *label)
{
  gboolean chess = coordinates == QUEENS_COORDINATES_CHESS && n <= 26;

  if (label->axis == QUEENS_RENDER_LABEL_COLUMN)
    return chess ? g_strdup_printf ("%c", 'a' + label->index)
                 : g_strdup_printf ("%u", label->index + 1);

  return g_strdup_printf ("%u", chess ? n - label->index : label->index + 1);
}

/* Pixels outside the board of @drawn that differ from the margin
 * @expected, which holds only the labels the test drew itself. */
static guint
count_margin_differences (cairo_surface_t          *drawn,
                          cairo_surface_t          *expected,
                          const QueensRenderLayout *layout)
{
  int width = cairo_image_surface_get_width (drawn);
  int height = cairo_image_surface_get_height (drawn);
  double left = queens_render_layout_edge_x (layout, 0);
  double right = queens_render_layout_edge_x (layout, layout->n);
  double top = queens_render_layout_edge_y (layout, 0);
  double bottom = queens_render_layout_edge_y (layout, layout->n);
  guint differences = 0;

  cairo_surface_flush (drawn);
  cairo_surface_flush (expected);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        gboolean on_board = x >= left && x < right && y >= top && y < bottom;

        if (!on_board && !pixel_near (read_pixel (drawn, x, y), read_pixel (expected, x, y)))
          differences++;
      }

  return differences;
}

/* A marked surface with @texts[i] shown where @labels[i] is, in the
 * labels' font and colour: what the margin should look like. */
static cairo_surface_t *
draw_expected_labels (int                        size,
                      GArray                    *labels,
                      GPtrArray                 *texts,
                      const QueensRenderLayout  *layout,
                      const QueensRenderOptions *options)
{
  cairo_surface_t *surface = new_marked_surface (size, size);
  cairo_t *cr = cairo_create (surface);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, layout->font_size);
  cairo_set_source_rgba (cr, options->palette.coordinates.red, options->palette.coordinates.green,
                         options->palette.coordinates.blue, options->palette.coordinates.alpha);
  for (guint i = 0; i < labels->len; i++)
    {
      const QueensRenderLabel *label = &g_array_index (labels, QueensRenderLabel, i);

      cairo_move_to (cr, label->x, label->y);
      cairo_show_text (cr, g_ptr_array_index (texts, i));
    }
  cairo_destroy (cr);

  return surface;
}

/* The labels read what the rule says, at N = 8, 26, 27 and 100 and in
 * both coordinates: the renderer's list of labels names every row and
 * column as expected, and the margin's pixels are exactly those texts
 * drawn there (the other rule's texts would not match). */
static void
test_render_coordinate_labels (void)
{
  static const guint sizes[] = { 8, 26, 27, 100 };
  static const QueensCoordinates rules[] = { QUEENS_COORDINATES_NUMERIC, QUEENS_COORDINATES_CHESS };
  const int size = 600;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
      {
        guint n = sizes[i];
        QueensCoordinates other = rules[1 - r];
        cairo_surface_t *drawn = new_marked_surface (size, size);
        cairo_t *cr = cairo_create (drawn);
        cairo_surface_t *expected;
        QueensRenderOptions options;
        QueensRenderLayout layout;
        g_autoptr(GArray) labels = NULL;
        g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
        g_autoptr(GPtrArray) other_texts = g_ptr_array_new_with_free_func (g_free);
        guint columns = 0, rows = 0;
        gboolean rules_differ = FALSE;

        queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
        options.show_coordinates = TRUE;
        options.coordinates = rules[r];
        queens_render_compute_layout (cr, n, &options, 0, 0, size, size, &layout);
        labels = queens_render_list_labels (cr, &layout, &options);
        queens_render_columns (cr, n, NULL, &options, 0, 0, size, size);
        cairo_destroy (cr);

        for (guint k = 0; k < labels->len; k++)
          {
            const QueensRenderLabel *label = &g_array_index (labels, QueensRenderLabel, k);
            char *text = expected_label (n, rules[r], label);
            char *other_text = expected_label (n, other, label);

            g_assert_cmpstr (label->text, ==, text);
            rules_differ |= strcmp (text, other_text) != 0;
            g_ptr_array_add (texts, text);
            g_ptr_array_add (other_texts, other_text);
            if (label->axis == QUEENS_RENDER_LABEL_COLUMN)
              columns++;
            else
              rows++;
          }

        /* Small boards label every row and column; large ones some,
         * never none. */
        if (n <= 8)
          {
            g_assert_cmpuint (columns, ==, n);
            g_assert_cmpuint (rows, ==, n);
          }
        g_assert_cmpuint (columns, >=, 5);
        g_assert_cmpuint (rows, >=, 5);

        expected = draw_expected_labels (size, labels, texts, &layout, &options);
        g_assert_cmpuint (count_margin_differences (drawn, expected, &layout), ==, 0);
        cairo_surface_destroy (expected);

        /* Up to 26 the two rules write different labels, and the pixels
         * tell them apart; past it both number the same way. */
        g_assert_true (rules_differ == (n <= 26));
        if (rules_differ)
          {
            expected = draw_expected_labels (size, labels, other_texts, &layout, &options);
            g_assert_cmpuint (count_margin_differences (drawn, expected, &layout), >, 100);
            cairo_surface_destroy (expected);
          }

        cairo_surface_destroy (drawn);
      }
}

/* Free play: several queens in a row, drawn from a QueensBoard, and
 * highlighted squares tinted. */
static void
test_render_board (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (6);
  cairo_surface_t *surface = new_marked_surface (300, 300);
  cairo_t *cr = cairo_create (surface);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  QueensSquare highlighted[] = { { 5, 5 } };
  Pixel light, dark;

  queens_board_place (board, 2, 1);
  queens_board_place (board, 2, 4);

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.highlighted = highlighted;
  options.n_highlighted = G_N_ELEMENTS (highlighted);
  queens_render_compute_layout (cr, 6, &options, 0, 0, 300, 300, &layout);
  queens_render_board (cr, board, &options, 0, 0, 300, 300);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  light = pixel_from_color (&options.palette.light_square);
  dark = pixel_from_color (&options.palette.dark_square);

  for (guint row = 0; row < 6; row++)
    for (guint column = 0; column < 6; column++)
      {
        int x = (int) ((queens_render_layout_edge_x (&layout, column)
                        + queens_render_layout_edge_x (&layout, column + 1)) / 2);
        int y = (int) ((queens_render_layout_edge_y (&layout, row)
                        + queens_render_layout_edge_y (&layout, row + 1)) / 2);
        Pixel centre = read_pixel (surface, x, y);
        gboolean plain = pixel_near (centre, light) || pixel_near (centre, dark);

        if (queens_board_has_queen (board, row, column) || (row == 5 && column == 5))
          g_assert_false (plain);
        else
          g_assert_true (plain);
      }

  cairo_surface_destroy (surface);
}

/* A board of 100,000 rows drawn through a 400-pixel window at zooms from
 * fit to squares of 128 pixels, centred on one queen: the queen is at the
 * centre every time, the squares around it have their own colours, and
 * nothing is left undrawn. */
static void
test_render_big_zooms (void)
{
  const guint n = 100000;
  const int size = 400;
  const double zooms[] = { 1, 7.5, 100, 600, 5000, 32000 };
  g_autofree guint32 *columns = construct_columns (n);
  QueensRenderOptions options;
  Pixel queen;
  guint row = 60000;
  guint column;

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  queen = pixel_from_color (&options.palette.queen_fill);
  column = columns[row];

  for (guint i = 0; i < G_N_ELEMENTS (zooms); i++)
    {
      cairo_surface_t *surface = new_marked_surface (size, size);
      cairo_t *cr = cairo_create (surface);
      double side = size * zooms[i];
      double square = side / n;
      double x = size / 2.0 - (column + 0.5) * square;
      double y = size / 2.0 - (row + 0.5) * square;
      gint64 start = g_get_monotonic_time ();

      queens_render_columns (cr, n, columns, &options, x, y, side, side);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      g_test_message ("zoom %g (squares of %.3g pixels): %.2f ms", zooms[i], square,
                      (g_get_monotonic_time () - start) / 1000.0);

      /* The queen of the centre square, whatever its level of detail. */
      g_assert_true (pixel_near (read_pixel (surface, size / 2, size / 2), queen));

      if (zooms[i] > 1)
        {
          /* The whole window is board: nothing left unpainted. */
          g_assert_cmpuint (count_pixels (surface, marker), ==, 0);
        }

      if (square >= 8)
        {
          /* The next square in the same row is empty (one queen a row)
           * and has its checker colour; the one diagonally below it is
           * empty too (no two queens on a diagonal) and has the other. */
          Pixel right = read_pixel (surface, (int) (size / 2 + square), size / 2);
          Pixel diagonal = read_pixel (surface, (int) (size / 2 + square), (int) (size / 2 + square));
          gboolean right_dark = (row + column + 1) % 2 == (n - 1) % 2;
          Pixel dark = pixel_from_color (&options.palette.dark_square);
          Pixel light = pixel_from_color (&options.palette.light_square);

          g_assert_true (pixel_near (right, right_dark ? dark : light));
          g_assert_true (pixel_near (diagonal, right_dark ? light : dark));
        }

      cairo_surface_destroy (surface);
    }
}

/* Numbered labels group their digits as LC_NUMERIC does ("100,000",
 * "100.000"), and room is kept for the widest; square names read aloud
 * group them too. */
static void
test_render_label_grouping (void)
{
  static const struct
  {
    const char *locale;
    const char *last;
    const char *name;
  } cases[] = {
    { "en_US.UTF-8", "100,000", "row 61,235, column 100,000" },
    { "de_DE.UTF-8", "100.000", "row 61.235, column 100.000" },
    { "C", "100000", "row 61235, column 100000" },
  };
  g_autofree char *previous = g_strdup (setlocale (LC_NUMERIC, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 800);
      cairo_t *cr = cairo_create (surface);
      QueensRenderOptions options;
      QueensRenderLayout layout;
      g_autoptr(GArray) labels = NULL;
      g_autofree char *name = NULL;
      gboolean found_last = FALSE;
      cairo_text_extents_t extents;

      /* build-aux/setup generates these locales: missing is broken. */
      if (setlocale (LC_NUMERIC, cases[i].locale) == NULL)
        g_error ("the %s locale is missing: run build-aux/setup", cases[i].locale);

      queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
      options.show_coordinates = TRUE;
      queens_render_compute_layout (cr, 100000, &options, 0, 0, 800, 800, &layout);
      labels = queens_render_list_labels (cr, &layout, &options);
      for (guint k = 0; k < labels->len; k++)
        {
          const QueensRenderLabel *label = &g_array_index (labels, QueensRenderLabel, k);

          found_last |= label->axis == QUEENS_RENDER_LABEL_COLUMN && label->index == 99999
                        && g_str_equal (label->text, cases[i].last);
        }
      g_assert_true (found_last);

      /* The margin holds the grouped number. */
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
      cairo_set_font_size (cr, layout.font_size);
      cairo_text_extents (cr, cases[i].last, &extents);
      g_assert_cmpfloat (layout.margin, >, extents.x_advance);

      name = queens_square_name (QUEENS_COORDINATES_NUMERIC, 100000, 61234, 99999);
      g_assert_cmpstr (name, ==, cases[i].name);

      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }

  g_assert_nonnull (setlocale (LC_NUMERIC, previous));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/sizes", test_render_sizes);
  g_test_add_func ("/render/square-colors", test_render_square_colors);
  g_test_add_func ("/render/crisp", test_render_crisp);
  g_test_add_func ("/render/layout/hit", test_render_layout_hit);
  g_test_add_func ("/render/coordinates", test_render_coordinates);
  g_test_add_func ("/render/coordinates/labels", test_render_coordinate_labels);
  g_test_add_func ("/render/board", test_render_board);
  g_test_add_func ("/render/big/zooms", test_render_big_zooms);
  g_test_add_func ("/render/coordinates/grouping", test_render_label_grouping);

  return g_test_run ();
}
