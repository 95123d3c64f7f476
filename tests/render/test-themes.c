/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-themes.c: the board themes' palettes: readable, distinct, and never
 * red outside conflicts (cairo only, no display) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib.h>
#include <math.h>

#include "queens-render.h"
#include "pixels.h"

static const char * const board_theme_names[QUEENS_RENDER_N_BOARD_THEMES] = {
  "classic", "green", "blue", "high-contrast",
};

static const QueensRenderTheme variants[] = {
  QUEENS_RENDER_THEME_LIGHT,
  QUEENS_RENDER_THEME_DARK,
};

/* Hue in degrees and saturation (HSV), to tell red from the rest. */
static void
hue_and_saturation (const QueensRenderColor *color,
                    double                  *out_hue,
                    double                  *out_saturation)
{
  double high = MAX (color->red, MAX (color->green, color->blue));
  double low = MIN (color->red, MIN (color->green, color->blue));
  double spread = high - low;
  double hue;

  *out_saturation = high > 0 ? spread / high : 0;
  if (spread <= 0)
    {
      *out_hue = 0;
      return;
    }

  if (high == color->red)
    hue = 60 * fmod ((color->green - color->blue) / spread, 6);
  else if (high == color->green)
    hue = 60 * ((color->blue - color->red) / spread + 2);
  else
    hue = 60 * ((color->red - color->green) / spread + 4);

  *out_hue = hue < 0 ? hue + 360 : hue;
}

/* Red, or close enough to be taken for the conflict colour: a saturated
 * hue within 20 degrees of pure red. */
static gboolean
looks_red (const QueensRenderColor *color)
{
  double hue;
  double saturation;

  hue_and_saturation (color, &hue, &saturation);
  return saturation > 0.45 && (hue <= 20 || hue >= 340)
         && MAX (color->red, MAX (color->green, color->blue)) > 0.35;
}

static void
for_each_palette (void (*check) (QueensRenderBoardTheme, QueensRenderTheme, const QueensRenderPalette *))
{
  for (int theme = 0; theme < QUEENS_RENDER_N_BOARD_THEMES; theme++)
    for (gsize v = 0; v < G_N_ELEMENTS (variants); v++)
      {
        QueensRenderPalette palette;

        queens_render_palette_init_for_board_theme (&palette, theme, variants[v]);
        g_test_message ("%s, %s", board_theme_names[theme],
                        variants[v] == QUEENS_RENDER_THEME_DARK ? "dark" : "light");
        check (theme, variants[v], &palette);
      }
}

static void
check_no_red (QueensRenderBoardTheme     board_theme,
              QueensRenderTheme          variant,
              const QueensRenderPalette *palette)
{
  const QueensRenderColor *others[] = {
    &palette->light_square, &palette->dark_square, &palette->queen_fill,
    &palette->queen_outline, &palette->coordinates, &palette->highlight,
    &palette->attacked, &palette->focus, &palette->note_fill, &palette->note_ink,
    &palette->note_mark,
  };

  for (gsize i = 0; i < G_N_ELEMENTS (others); i++)
    g_assert_false (looks_red (others[i]));

  /* ...and conflicts still are. */
  g_assert_true (looks_red (&palette->conflict));
}

static void
test_themes_no_red (void)
{
  /* The checker itself: red is caught, the classic wood is not. */
  QueensRenderColor red = { 0.75, 0.11, 0.16, 1 };
  QueensRenderColor wood = { 0.71, 0.55, 0.40, 1 };

  g_assert_true (looks_red (&red));
  g_assert_false (looks_red (&wood));

  for_each_palette (check_no_red);
}

/* The attack dot is opaque and stands 3:1 (WCAG's minimum for graphics)
 * from a free square of either colour, so an attacked square tells from
 * a free one of its own colour; the squares themselves are untouched
 * around it, so the checker stays (test-render-play reads the pixels). */
static void
check_attack_marks (QueensRenderBoardTheme     board_theme,
                    QueensRenderTheme          variant,
                    const QueensRenderPalette *palette)
{
  double on_light = color_contrast (&palette->attacked, &palette->light_square);
  double on_dark = color_contrast (&palette->attacked, &palette->dark_square);

  g_test_message ("attack dot: %.2f:1 on light squares, %.2f:1 on dark ones", on_light, on_dark);
  g_assert_cmpfloat (palette->attacked.alpha, ==, 1.0);
  g_assert_cmpfloat (on_light, >=, 3.0);
  g_assert_cmpfloat (on_dark, >=, 3.0);

  /* The solved note's text and check mark read on its plate. */
  g_assert_cmpfloat (color_contrast (&palette->note_ink, &palette->note_fill), >=, 4.5);
  g_assert_cmpfloat (color_contrast (&palette->note_mark, &palette->note_fill), >=, 3.0);
}

static void
test_themes_attack_marks (void)
{
  /* The measure itself: black on white is 21:1, a colour on itself 1:1. */
  QueensRenderColor black = { 0, 0, 0, 1 };
  QueensRenderColor white = { 1, 1, 1, 1 };

  g_assert_cmpfloat (fabs (color_contrast (&black, &white) - 21.0), <, 1e-9);
  g_assert_cmpfloat (color_contrast (&white, &white), ==, 1.0);

  for_each_palette (check_attack_marks);
}

static void
check_readable (QueensRenderBoardTheme     board_theme,
                QueensRenderTheme          variant,
                const QueensRenderPalette *palette)
{
  /* Queens stand out from both kinds of square, more so in high
   * contrast (WCAG's 3:1 for graphics, 4.5:1 for text). */
  double queen_minimum = board_theme == QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST ? 4.5 : 3.0;
  /* The checker pattern itself can be seen. */
  double squares_minimum = board_theme == QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST ? 2.5 : 1.4;

  g_assert_cmpfloat (color_contrast (&palette->queen_fill, &palette->light_square), >=, queen_minimum);
  g_assert_cmpfloat (color_contrast (&palette->queen_fill, &palette->dark_square), >=, queen_minimum);
  g_assert_cmpfloat (color_contrast (&palette->light_square, &palette->dark_square), >=, squares_minimum);
  g_assert_cmpfloat (color_contrast (&palette->queen_fill, &palette->queen_outline), >=, 3.0);

  /* The dark variant is darker than the light one. */
  if (variant == QUEENS_RENDER_THEME_DARK)
    {
      QueensRenderPalette light;

      queens_render_palette_init_for_board_theme (&light, board_theme, QUEENS_RENDER_THEME_LIGHT);
      g_assert_cmpfloat (color_luminance (&palette->light_square), <, color_luminance (&light.light_square));
      g_assert_cmpfloat (color_luminance (&palette->dark_square), <, color_luminance (&light.dark_square));
    }
}

static void
test_themes_readable (void)
{
  for_each_palette (check_readable);
}

static gboolean
colors_equal (const QueensRenderColor *a,
              const QueensRenderColor *b)
{
  return a->red == b->red && a->green == b->green && a->blue == b->blue && a->alpha == b->alpha;
}

/* Every theme looks different from every other one. */
static void
test_themes_distinct (void)
{
  for (gsize v = 0; v < G_N_ELEMENTS (variants); v++)
    for (int a = 0; a < QUEENS_RENDER_N_BOARD_THEMES; a++)
      for (int b = a + 1; b < QUEENS_RENDER_N_BOARD_THEMES; b++)
        {
          QueensRenderPalette first;
          QueensRenderPalette second;

          queens_render_palette_init_for_board_theme (&first, a, variants[v]);
          queens_render_palette_init_for_board_theme (&second, b, variants[v]);
          g_assert_false (colors_equal (&first.light_square, &second.light_square)
                          && colors_equal (&first.dark_square, &second.dark_square));
        }
}

/* The classic theme is the palette everything used before themes. */
static void
test_themes_classic_is_default (void)
{
  for (gsize v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      QueensRenderPalette plain;
      QueensRenderPalette classic;

      queens_render_palette_init (&plain, variants[v]);
      queens_render_palette_init_for_board_theme (&classic, QUEENS_RENDER_BOARD_THEME_CLASSIC,
                                                  variants[v]);
      g_assert_true (colors_equal (&plain.light_square, &classic.light_square));
      g_assert_true (colors_equal (&plain.dark_square, &classic.dark_square));
      g_assert_true (colors_equal (&plain.queen_fill, &classic.queen_fill));
      g_assert_true (colors_equal (&plain.conflict, &classic.conflict));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/themes/no-red", test_themes_no_red);
  g_test_add_func ("/themes/readable", test_themes_readable);
  g_test_add_func ("/themes/attack-marks", test_themes_attack_marks);
  g_test_add_func ("/themes/distinct", test_themes_distinct);
  g_test_add_func ("/themes/classic-is-default", test_themes_classic_is_default);

  return g_test_run ();
}
