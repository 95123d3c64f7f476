/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-settings.c: the GSettings schema, and the window restoring and
 * saving what it keeps there (memory backend; needs a display: run under
 * Xvfb) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <adwaita.h>
#include <math.h>

#include "queens-board-view.h"
#include "queens-render.h"
#include "queens-window.h"
#include "main-loop-wait.h"

/* What issue 6 asks the schema to keep. */
static const char * const expected_keys[] = {
  "last-n",
  "window-width",
  "window-height",
  "window-maximized",
  "fundamental-only",
  "show-attacks",
  "show-coordinates",
  "board-theme",
  "color-scheme",
  "solution-memory-cap",
  /* Issue 26: region puzzles' size, look and records. */
  "region-size",
  "region-letters",
  "region-auto-cross",
  "region-stats",
  "region-streak",
};

static const char * const board_theme_nicks[] = {
  "classic", "green", "blue", "high-contrast",
};

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static gboolean
window_is_idle (gpointer data)
{
  return !queens_window_is_searching (QUEENS_WINDOW (data));
}

static void
destroy_and_wait (GtkWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (window);
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchema *schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                                             APPLICATION_ID, FALSE);

  g_assert_nonnull (schema);
  return schema;
}

static void
reset_all_keys (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_auto(GStrv) keys = g_settings_schema_list_keys (schema);

  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

/* A value of @key's type, valid for it and different from its default;
 * never floating. */
static GVariant *
make_other_value (GSettingsSchemaKey *key)
{
  g_autoptr(GVariant) fallback = g_settings_schema_key_get_default_value (key);
  g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
  const char *kind = NULL;
  g_autoptr(GVariant) detail = NULL;

  g_variant_get (range, "(&sv)", &kind, &detail);

  if (g_str_equal (kind, "enum"))
    {
      /* The last choice, or the first when the last is the default. */
      gsize n_choices = g_variant_n_children (detail);
      g_autoptr(GVariant) last = g_variant_get_child_value (detail, n_choices - 1);
      g_autoptr(GVariant) first = g_variant_get_child_value (detail, 0);

      g_assert_cmpuint (n_choices, >=, 2);
      return g_variant_ref (g_variant_equal (last, fallback) ? first : last);
    }

  if (g_str_equal (kind, "range"))
    {
      /* The upper bound, or the lower one when the default sits on top. */
      g_autoptr(GVariant) low = g_variant_get_child_value (detail, 0);
      g_autoptr(GVariant) high = g_variant_get_child_value (detail, 1);

      return g_variant_ref (g_variant_equal (high, fallback) ? low : high);
    }

  g_assert_cmpstr (kind, ==, "type");
  if (g_variant_is_of_type (fallback, G_VARIANT_TYPE_BOOLEAN))
    return g_variant_ref_sink (g_variant_new_boolean (!g_variant_get_boolean (fallback)));
  if (g_variant_is_of_type (fallback, G_VARIANT_TYPE_INT32))
    return g_variant_ref_sink (g_variant_new_int32 (g_variant_get_int32 (fallback) + 1));
  if (g_variant_is_of_type (fallback, G_VARIANT_TYPE_UINT64))
    return g_variant_ref_sink (g_variant_new_uint64 (g_variant_get_uint64 (fallback) + 1));
  if (g_variant_is_of_type (fallback, G_VARIANT_TYPE_STRING))
    return g_variant_ref_sink (g_variant_new_string ("other"));
  /* The region puzzles' records and streak. */
  if (g_variant_is_of_type (fallback, G_VARIANT_TYPE ("a{s(uu)}")))
    return g_variant_ref_sink (g_variant_new_parsed ("{'8-medium': (@u 3, @u 75)}"));
  if (g_variant_is_of_type (fallback, G_VARIANT_TYPE ("(su)")))
    return g_variant_ref_sink (g_variant_new_parsed ("('2026-11-27', @u 2)"));

  g_error ("No other value for a key of type %s", g_variant_get_type_string (fallback));
  return NULL;
}

static void
test_settings_keys_exist (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();

  for (gsize i = 0; i < G_N_ELEMENTS (expected_keys); i++)
    {
      g_test_message ("key %s", expected_keys[i]);
      g_assert_true (g_settings_schema_has_key (schema, expected_keys[i]));
    }
}

/* Every key keeps what is written to it, and gives its default back
 * after a reset. */
static void
test_settings_round_trip (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_auto(GStrv) keys = g_settings_schema_list_keys (schema);

  g_assert_cmpuint (g_strv_length (keys), >=, G_N_ELEMENTS (expected_keys));

  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      g_autoptr(GVariant) fallback = g_settings_schema_key_get_default_value (key);
      g_autoptr(GVariant) other = make_other_value (key);
      g_autoptr(GVariant) stored = NULL;
      g_autoptr(GVariant) after_reset = NULL;
      g_autofree char *printed = g_variant_print (other, TRUE);

      g_test_message ("%s = %s", keys[i], printed);
      g_assert_false (g_variant_equal (other, fallback));
      g_assert_true (g_settings_schema_key_range_check (key, other));
      g_assert_true (g_settings_set_value (settings, keys[i], other));

      stored = g_settings_get_value (settings, keys[i]);
      g_assert_true (g_variant_equal (stored, other));

      g_settings_reset (settings, keys[i]);
      after_reset = g_settings_get_value (settings, keys[i]);
      g_assert_true (g_variant_equal (after_reset, fallback));
    }

  /* The typed accessors the window uses. */
  g_assert_true (g_settings_set_int (settings, "last-n", 12));
  g_assert_cmpint (g_settings_get_int (settings, "last-n"), ==, 12);
  g_assert_true (g_settings_set_uint64 (settings, "solution-memory-cap", 1 << 20));
  g_assert_cmpuint (g_settings_get_uint64 (settings, "solution-memory-cap"), ==, 1 << 20);
  for (gsize i = 0; i < G_N_ELEMENTS (board_theme_nicks); i++)
    {
      g_autofree char *nick = NULL;

      g_assert_true (g_settings_set_enum (settings, "board-theme", (int) i));
      nick = g_settings_get_string (settings, "board-theme");
      g_assert_cmpstr (nick, ==, board_theme_nicks[i]);
    }

  reset_all_keys (settings);
}

static void
assert_out_of_range (GSettingsSchema *schema,
                     const char      *key_name,
                     GVariant        *value)
{
  g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, key_name);
  g_autoptr(GVariant) owned = g_variant_ref_sink (value);

  g_assert_false (g_settings_schema_key_range_check (key, owned));
}

/* The schema itself refuses nonsense, before any code sees it. */
static void
test_settings_ranges (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();

  assert_out_of_range (schema, "last-n", g_variant_new_int32 (0));
  assert_out_of_range (schema, "last-n", g_variant_new_int32 ((int) QUEENS_WINDOW_MAX_N + 1));
  assert_out_of_range (schema, "window-width", g_variant_new_int32 (0));
  assert_out_of_range (schema, "window-height", g_variant_new_int32 (-5));
  assert_out_of_range (schema, "window-width", g_variant_new_int32 (1 << 20));
  assert_out_of_range (schema, "solution-memory-cap", g_variant_new_uint64 (0));
  assert_out_of_range (schema, "solution-memory-cap", g_variant_new_uint64 (G_MAXUINT64));
  assert_out_of_range (schema, "board-theme", g_variant_new_string ("red"));
  assert_out_of_range (schema, "color-scheme", g_variant_new_string ("sepia"));
}

/* A window opened without an N takes everything from the settings. */
static void
test_settings_window_restores (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window;
  QueensBoardView *view;
  int width = 0;
  int height = 0;
  gboolean show_coordinates = TRUE;
  QueensRenderBoardTheme board_theme = QUEENS_RENDER_BOARD_THEME_CLASSIC;
  g_autoptr(GVariant) fundamental_state = NULL;
  g_autoptr(GVariant) attacks_state = NULL;

  g_settings_set_int (settings, "last-n", 6);
  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 640);
  g_settings_set_boolean (settings, "show-coordinates", FALSE);
  g_settings_set_string (settings, "board-theme", "blue");
  g_settings_set_boolean (settings, "fundamental-only", TRUE);
  g_settings_set_boolean (settings, "show-attacks", FALSE);

  window = queens_window_new (NULL, 0);
  view = queens_window_get_board_view (window);

  g_assert_cmpuint (queens_window_get_n (window), ==, 6);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 640);
  g_object_get (view,
                "show-coordinates", &show_coordinates,
                "board-theme", &board_theme,
                NULL);
  g_assert_false (show_coordinates);
  g_assert_cmpint (board_theme, ==, QUEENS_RENDER_BOARD_THEME_BLUE);
  g_assert_true (queens_window_get_fundamental_only (window));
  fundamental_state = g_action_group_get_action_state (G_ACTION_GROUP (window), "fundamental-only");
  g_assert_true (g_variant_get_boolean (fundamental_state));
  attacks_state = g_action_group_get_action_state (G_ACTION_GROUP (window), "show-attacks");
  g_assert_false (g_variant_get_boolean (attacks_state));
  g_assert_false (queens_board_view_get_show_attacks (view));

  /* N = 6 has one fundamental solution (and four in all). */
  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the N = 6 search to end");
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, 1);

  /* The settings keep following while the window is open. */
  g_settings_set_boolean (settings, "show-coordinates", TRUE);
  g_settings_set_string (settings, "board-theme", "high-contrast");
  g_object_get (view,
                "show-coordinates", &show_coordinates,
                "board-theme", &board_theme,
                NULL);
  g_assert_true (show_coordinates);
  g_assert_cmpint (board_theme, ==, QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST);

  /* Choices made in the window are kept for the next one. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "fundamental-only", NULL);
  g_assert_false (queens_window_get_fundamental_only (window));
  g_assert_false (g_settings_get_boolean (settings, "fundamental-only"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-attacks", NULL);
  g_assert_true (queens_board_view_get_show_attacks (view));
  g_assert_true (g_settings_get_boolean (settings, "show-attacks"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "set-n", g_variant_new_int32 (9));
  g_assert_cmpint (g_settings_get_int (settings, "last-n"), ==, 9);

  destroy_and_wait (GTK_WINDOW (window));
  reset_all_keys (settings);
}

/* Puts @value into the backend under @key as it is, past the schema's
 * checks, as a hand-edited or older configuration would hold it. */
static void
store_raw_value (GSettings  *settings,
                 const char *key,
                 GVariant   *value)
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autofree char *path = NULL;
  g_autofree char *full_key = NULL;

  g_object_get (settings, "backend", &backend, "path", &path, NULL);
  full_key = g_strconcat (path, key, NULL);
  g_assert_true (G_SETTINGS_BACKEND_GET_CLASS (backend)->write (backend, full_key,
                                                                g_variant_ref_sink (value), NULL));
  g_variant_unref (value);
}

/* Out-of-range stored values, as a hand-edited or older configuration
 * holds them, are read as the keys' defaults: GSettings checks every value
 * it reads against the schema, so the window opens as on a first start,
 * without a warning, and good values are kept. */
static void
test_settings_window_invalid_read_as_default (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GVariant) default_cap = g_settings_get_default_value (settings, "solution-memory-cap");
  QueensWindow *window;

  store_raw_value (settings, "last-n", g_variant_new_int32 (0));
  store_raw_value (settings, "board-theme", g_variant_new_string ("red"));
  store_raw_value (settings, "solution-memory-cap", g_variant_new_uint64 (1));
  g_settings_set_boolean (settings, "show-coordinates", FALSE);

  window = queens_window_new (NULL, 0);

  g_assert_cmpuint (queens_window_get_n (window), ==, 8);
  g_assert_cmpint (g_settings_get_int (settings, "last-n"), ==, 8);
  {
    g_autofree char *theme = g_settings_get_string (settings, "board-theme");

    g_assert_cmpstr (theme, ==, "classic");
  }
  g_assert_cmpuint (g_settings_get_uint64 (settings, "solution-memory-cap"), ==,
                    g_variant_get_uint64 (default_cap));
  /* The good value stays. */
  g_assert_false (g_settings_get_boolean (settings, "show-coordinates"));

  destroy_and_wait (GTK_WINDOW (window));
  reset_all_keys (settings);
}

/* The N asked for on the command line wins over the stored one. */
static void
test_settings_window_explicit_n (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window;

  g_settings_set_int (settings, "last-n", 6);
  window = queens_window_new (NULL, 5);
  g_assert_cmpuint (queens_window_get_n (window), ==, 5);
  g_assert_cmpint (g_settings_get_int (settings, "last-n"), ==, 5);

  destroy_and_wait (GTK_WINDOW (window));
  reset_all_keys (settings);
}

static void
test_settings_window_maximized (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window;
  gpointer weak;

  g_settings_set_boolean (settings, "window-maximized", TRUE);
  g_settings_set_int (settings, "window-width", 700);
  window = queens_window_new (NULL, 4);
  /* Asked for before the window is shown; without a window manager (the
   * tests' Xvfb) nobody grants it later, so this is what can be seen. */
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window)));

  /* Closing keeps the state, and the size from before maximizing rather
   * than the size of the screen. */
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  /* Only a realized window can be closed; unmapped, it stays maximized
   * here. */
  gtk_widget_realize (GTK_WIDGET (window));
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window)));
  weak = window;
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_close (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
  g_assert_true (g_settings_get_boolean (settings, "window-maximized"));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 700);

  reset_all_keys (settings);
}

/* Closing the window stores its size for the next start. */
static void
test_settings_window_saves_size (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window = queens_window_new (NULL, 4);
  gpointer weak = window;

  gtk_window_present (GTK_WINDOW (window));
  wait_for (widget_is_mapped, window, "the window to be shown");
  gtk_window_set_default_size (GTK_WINDOW (window), 777, 666);

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_close (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 777);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 666);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  reset_all_keys (settings);
}

/* The colour under the middle of square (@row, @column) of an n x n board
 * that fills @surface. */
static QueensRenderColor
sample_square (cairo_surface_t *surface,
               guint            n,
               guint            row,
               guint            column)
{
  int size = cairo_image_surface_get_width (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int x = (int) ((column + 0.5) * size / n);
  int y = (int) ((row + 0.5) * size / n);
  const guint8 *data;
  guint32 pixel;
  QueensRenderColor color;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  pixel = *(const guint32 *) (data + y * stride + x * 4);
  color.red = ((pixel >> 16) & 0xff) / 255.0;
  color.green = ((pixel >> 8) & 0xff) / 255.0;
  color.blue = (pixel & 0xff) / 255.0;
  color.alpha = ((pixel >> 24) & 0xff) / 255.0;
  return color;
}

static gboolean
colors_match (const QueensRenderColor *a,
              const QueensRenderColor *b)
{
  const double tolerance = 2.5 / 255;

  return fabs (a->red - b->red) <= tolerance
         && fabs (a->green - b->green) <= tolerance
         && fabs (a->blue - b->blue) <= tolerance;
}

/* The squares the view draws have the chosen theme's colours. */
static void
assert_view_draws_theme (QueensBoardView        *view,
                         QueensRenderBoardTheme  board_theme,
                         QueensRenderTheme       variant)
{
  const guint n = 4;
  const int size = 400;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  QueensRenderPalette expected;
  QueensRenderColor first;
  QueensRenderColor second;

  queens_render_palette_init_for_board_theme (&expected, board_theme, variant);
  queens_board_view_set_board_theme (view, board_theme);
  queens_board_view_draw (view, cr, size, size, FALSE);
  cairo_destroy (cr);

  /* Two neighbouring empty squares: one light, one dark. */
  first = sample_square (surface, n, 0, 0);
  second = sample_square (surface, n, 0, 1);
  g_assert_true ((colors_match (&first, &expected.light_square)
                  && colors_match (&second, &expected.dark_square))
                 || (colors_match (&first, &expected.dark_square)
                     && colors_match (&second, &expected.light_square)));

  cairo_surface_destroy (surface);
}

static gboolean
view_is_dark (gpointer data)
{
  QueensBoardView *view = data;
  const int size = 80;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  QueensRenderPalette dark;
  QueensRenderColor corner;
  QueensRenderColor next;
  gboolean dark_drawn;

  queens_render_palette_init_for_board_theme (&dark, queens_board_view_get_board_theme (view),
                                              QUEENS_RENDER_THEME_DARK);
  queens_board_view_draw (view, cr, size, size, FALSE);
  cairo_destroy (cr);
  corner = sample_square (surface, 4, 0, 0);
  next = sample_square (surface, 4, 0, 1);
  dark_drawn = colors_match (&corner, &dark.light_square) || colors_match (&next, &dark.light_square);
  cairo_surface_destroy (surface);

  return dark_drawn;
}

static gboolean
view_is_light (gpointer data)
{
  return !view_is_dark (data);
}

/* Each board theme reaches the screen, in the light and in the dark
 * variant; the dark one follows libadwaita's dark style, as the
 * application's Style setting forces it. */
static void
test_settings_board_themes_drawn (void)
{
  GtkWidget *window = gtk_window_new ();
  QueensBoardView *view = QUEENS_BOARD_VIEW (queens_board_view_new ());
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  queens_board_view_set_columns (view, 4, NULL);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  wait_for (widget_is_mapped, view, "the board to be shown");

  for (int theme = 0; theme < QUEENS_RENDER_N_BOARD_THEMES; theme++)
    assert_view_draws_theme (view, theme, QUEENS_RENDER_THEME_LIGHT);

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for (view_is_dark, view, "the board to turn dark");
  for (int theme = 0; theme < QUEENS_RENDER_N_BOARD_THEMES; theme++)
    assert_view_draws_theme (view, theme, QUEENS_RENDER_THEME_DARK);

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_for (view_is_light, view, "the board to turn light again");

  destroy_and_wait (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  /* The stylesheet and the style manager, as the application has them. */
  adw_init ();

  g_test_add_func ("/settings/keys/exist", test_settings_keys_exist);
  g_test_add_func ("/settings/keys/round-trip", test_settings_round_trip);
  g_test_add_func ("/settings/keys/ranges", test_settings_ranges);
  g_test_add_func ("/settings/window/restores", test_settings_window_restores);
  g_test_add_func ("/settings/window/explicit-n", test_settings_window_explicit_n);
  g_test_add_func ("/settings/window/invalid-read-as-default", test_settings_window_invalid_read_as_default);
  g_test_add_func ("/settings/window/maximized", test_settings_window_maximized);
  g_test_add_func ("/settings/window/saves-size", test_settings_window_saves_size);
  g_test_add_func ("/settings/board-theme/drawn", test_settings_board_themes_drawn);

  return g_test_run ();
}
