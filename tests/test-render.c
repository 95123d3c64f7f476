/* test-render.c: drawing boards into image surfaces (no display needed) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include "queens-board.h"
#include "queens-construct.h"
#include "queens-render.h"

typedef struct
{
  guint8 red;
  guint8 green;
  guint8 blue;
} Pixel;

static guint8
channel_byte (double value)
{
  /* Cairo rounds a colour through 16 bits before keeping the top 8. */
  return (guint8) (((guint) (value * 65535.0 + 0.5)) >> 8);
}

static Pixel
pixel_from_color (const QueensRenderColor *color)
{
  Pixel pixel = { channel_byte (color->red), channel_byte (color->green), channel_byte (color->blue) };

  return pixel;
}

static Pixel
read_pixel (cairo_surface_t *surface,
            int              x,
            int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 value;
  Pixel pixel;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));

  value = *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4);
  pixel.red = (value >> 16) & 0xff;
  pixel.green = (value >> 8) & 0xff;
  pixel.blue = value & 0xff;

  return pixel;
}

static gboolean
pixel_near (Pixel a,
            Pixel b)
{
  return ABS ((int) a.red - (int) b.red) <= 1
         && ABS ((int) a.green - (int) b.green) <= 1
         && ABS ((int) a.blue - (int) b.blue) <= 1;
}

/* A surface filled with a colour the renderer never uses, so that pixels
 * it did not touch can be told apart. */
static cairo_surface_t *
new_marked_surface (int width,
                    int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1.0, 0.0, 1.0);
  cairo_paint (cr);
  cairo_destroy (cr);

  return surface;
}

static const Pixel marker = { 255, 0, 255 };

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

static guint
count_pixels (cairo_surface_t *surface,
              Pixel            wanted)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint count = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixel_near (read_pixel (surface, x, y), wanted))
        count++;

  return count;
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

/* Free play marks ------------------------------------------------------- */

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

/* @tint laid over @under with its alpha, as cairo's OVER does. */
static Pixel
blend (const QueensRenderColor *under,
       const QueensRenderColor *tint)
{
  QueensRenderColor mixed = {
    tint->red * tint->alpha + under->red * (1 - tint->alpha),
    tint->green * tint->alpha + under->green * (1 - tint->alpha),
    tint->blue * tint->alpha + under->blue * (1 - tint->alpha),
    1.0,
  };

  return pixel_from_color (&mixed);
}

static gboolean
pixel_close (Pixel a,
             Pixel b)
{
  return ABS ((int) a.red - (int) b.red) <= 2
         && ABS ((int) a.green - (int) b.green) <= 2
         && ABS ((int) a.blue - (int) b.blue) <= 2;
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

/* Every empty square a queen attacks carries the tint, exactly; the
 * others and the queens' own squares stay plain, and without the option
 * nothing is tinted. */
static void
test_render_play_attacks (void)
{
  const guint n = 8;
  g_autoptr(QueensBoard) board = queens_board_new (n);
  QueensRenderOptions options;
  QueensRenderLayout layout;

  queens_board_place (board, 2, 3);
  queens_board_place (board, 6, 6);

  for (guint shaded = 0; shaded < 2; shaded++)
    {
      cairo_surface_t *surface;

      queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
      options.show_attacks = shaded;
      surface = render_play (board, &options, 320, &layout);

      for (guint row = 0; row < n; row++)
        for (guint column = 0; column < n; column++)
          {
            gboolean is_dark = (row + column) % 2 == (n - 1) % 2;
            const QueensRenderColor *under = is_dark ? &options.palette.dark_square
                                                     : &options.palette.light_square;
            Pixel centre = square_centre_pixel (surface, &layout, row, column);

            if (queens_board_has_queen (board, row, column))
              continue;

            if (shaded && queens_board_is_attacked (board, row, column))
              g_assert_true (pixel_close (centre, blend (under, &options.palette.attacked)));
            else
              g_assert_true (pixel_near (centre, plain_square (&options, n, row, column)));
          }

      cairo_surface_destroy (surface);
    }
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
      options.show_preview = TRUE;
      options.preview = (QueensSquare) { 5, 1 };
      options.show_focus = TRUE;
      options.focus = (QueensSquare) { 6, 6 };

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

/* The preview tints the hovered square's row, column and diagonals and
 * nothing else. */
static void
test_render_play_preview (void)
{
  const guint n = 9;
  g_autoptr(QueensBoard) board = queens_board_new (n);
  QueensRenderOptions options;
  QueensRenderLayout layout;
  cairo_surface_t *surface;

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_preview = TRUE;
  options.preview = (QueensSquare) { 3, 5 };
  surface = render_play (board, &options, 360, &layout);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        int dr = (int) row - 3;
        int dc = (int) column - 5;
        Pixel centre = square_centre_pixel (surface, &layout, row, column);
        gboolean is_dark = (row + column) % 2 == (n - 1) % 2;
        const QueensRenderColor *under = is_dark ? &options.palette.dark_square
                                                 : &options.palette.light_square;

        if (dr == 0 && dc == 0)
          g_assert_false (pixel_near (centre, plain_square (&options, n, row, column)));
        else if (dr == 0 || dc == 0 || dr == dc || dr == -dc)
          g_assert_true (pixel_close (centre, blend (under, &options.palette.preview)));
        else
          g_assert_true (pixel_near (centre, plain_square (&options, n, row, column)));
      }

  cairo_surface_destroy (surface);
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
  options.show_preview = TRUE;
  options.preview = (QueensSquare) { n * 3 / 5, n * 2 / 5 };
  whole = render_play (board, &options, size, &layout);

  cairo_rectangle (cr, 180, 210, 130, 90);
  cairo_clip (cr);
  queens_render_board (cr, board, &options, 0, 0, size, size);
  cairo_destroy (cr);
  cairo_surface_flush (part);

  for (int y = 210; y < 300; y++)
    for (int x = 180; x < 310; x++)
      /* Cairo may round an antialiased edge a step differently under a
       * clip. */
      g_assert_true (pixel_close (read_pixel (part, x, y), read_pixel (whole, x, y)));
  g_assert_true (pixel_near (read_pixel (part, 20, 20), marker));

  cairo_surface_destroy (whole);
  cairo_surface_destroy (part);
}

static void
test_render_play_clip (void)
{
  check_clip (50);
  check_clip (5000);
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
  g_test_add_func ("/render/play/attacks", test_render_play_attacks);
  g_test_add_func ("/render/play/conflicts", test_render_play_conflicts);
  g_test_add_func ("/render/play/preview", test_render_play_preview);
  g_test_add_func ("/render/play/huge", test_render_play_huge);
  g_test_add_func ("/render/play/clip", test_render_play_clip);
  g_test_add_func ("/render/big/zooms", test_render_big_zooms);

  return g_test_run ();
}
