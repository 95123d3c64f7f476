/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* window-export-files-cases.c: what the window's exports hold (part of
 * test-window-export; needs a display)
 *
 * The position of Play with its conflicts, the sheet of fundamental
 * solutions, the board colours, and the errors that leave no file.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include <cairo.h>
#include <gtk/gtk.h>

#include "board-geometry.h"
#include "known-counts.h"
#include "queens-board-view.h"
#include "queens-export-dialog.h"
#include "queens-window.h"
#include "export-driver.h"
#include "export-files.h"
#include "main-loop-wait.h"
#include "window-export-files-cases.h"
#include "window-export-helpers.h"

/* A failure says why in a message on the window, and leaves no file. */
static void
test_export_errors (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *missing = g_build_filename (folder, "missing", "board.png", NULL);
  g_autofree char *big = g_build_filename (folder, "big.png", NULL);
  QueensWindow *window = open_export_window (8);
  struct rlimit limit;
  struct rlimit saved;

  export_as_offered (GTK_WINDOW (window), "win.export", missing);
  expect_message (GTK_WINDOW (window), "does not exist");

  /* A name longer than the system takes: said in a message that fits
   * on the screen. */
  {
    g_autoptr(GString) long_path = g_string_new (folder);

    g_string_append_c (long_path, G_DIR_SEPARATOR);
    while (long_path->len < 4100)
      g_string_append_c (long_path, 'q');
    g_string_append (long_path, ".png");
    export_as_offered (GTK_WINDOW (window), "win.export", long_path->str);
    expect_message (GTK_WINDOW (window), g_strerror (ENAMETOOLONG));
  }

  /* Writes that fail part-way, as on a full disk: a file size limit for
   * this process (the tmpfs case is in test-export and test-cli). */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  limit = saved;
  limit.rlim_cur = 8 * 1024;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  export_as_offered (GTK_WINDOW (window), "win.export", big);
  wait_for_window_over (GTK_WINDOW (window), "the message");
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  /* Why, in the system's words: the file grew too large. */
  expect_message (GTK_WINDOW (window), g_strerror (EFBIG));

  /* Neither the file nor a temporary. */
  g_assert_cmpuint (count_files (folder), ==, 0);

  close_export_window (window);
  remove_folder (folder);
}

static void
toggle (QueensWindow *window,
        guint         row,
        guint         column)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-queen", "(ii)",
                                             (gint32) row + 1, (gint32) column + 1));
}

/* In play the position is exported, with its conflicts in red; the
 * dialog offers the play marks. */
static void
test_export_play (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *plain = g_build_filename (folder, "plain.png", NULL);
  g_autofree char *conflict = g_build_filename (folder, "conflict.png", NULL);
  static const guint32 queens[] = { 1, G_MAXUINT32, 4, G_MAXUINT32, 0 };
  QueensWindow *window = open_export_window (5);
  cairo_surface_t *image;
  const guint8 *data;
  gsize stride;
  guint32 pixel;
  int x, y;

  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode",
                                      g_variant_new_string ("play"));
  g_assert_nonnull (queens_board_view_get_play_session (queens_window_get_board_view (window)));
  for (guint row = 0; row < 5; row++)
    if (queens[row] != G_MAXUINT32)
      toggle (window, row, queens[row]);

  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", plain, &picker);
    g_autofree char *text = collect_text (GTK_WIDGET (dialog));
    GtkCheckButton *attacks = GTK_CHECK_BUTTON (labelled (dialog, "_Attacked squares"));
    GtkCheckButton *conflicts = GTK_CHECK_BUTTON (labelled (dialog, "Co_nflicts"));

    g_assert_nonnull (strstr (text, "N = 5 · position in play, 3 queens"));
    /* As the window shows them: attacks on, and conflicts. */
    g_assert_true (gtk_check_button_get_active (attacks));
    g_assert_true (gtk_check_button_get_active (conflicts));
    set_check (dialog, "_Attacked squares", FALSE);
    press_export (dialog, picker);
    g_assert_cmpstr (queens_file_picker_get_initial_name (QUEENS_FILE_PICKER (picker)), ==,
                     "queens-5-position.png");
    wait_for_export_dialog_closed ();
    wait_for (file_exists, plain, "the PNG file");
  }
  assert_png_shows (plain, 1024, 5, queens);

  /* A queen in the same column as the one in row 1: both turn red (and
   * the one in row 5, on its diagonal). */
  toggle (window, 3, 1);
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", conflict, &picker);

    set_check (dialog, "_Attacked squares", FALSE);
    press_export (dialog, picker);
    wait_for_export_dialog_closed ();
    wait_for (file_exists, conflict, "the PNG file");
  }
  image = cairo_image_surface_create_from_png (conflict);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  data = cairo_image_surface_get_data (image);
  stride = (gsize) cairo_image_surface_get_stride (image);
  square_centre (1024, 5, 0, 1, &x, &y);
  pixel = pixel_at (data, stride, x, y);
  g_assert_cmpuint ((pixel >> 16) & 0xff, >, ((pixel >> 8) & 0xff) + 80);
  square_centre (1024, 5, 3, 1, &x, &y);
  pixel = pixel_at (data, stride, x, y);
  g_assert_cmpuint ((pixel >> 16) & 0xff, >, ((pixel >> 8) & 0xff) + 80);
  /* The queen in row 3 attacks nobody: the plain dark queen. */
  square_centre (1024, 5, 2, 4, &x, &y);
  pixel = pixel_at (data, stride, x, y);
  g_assert_cmpuint ((pixel >> 16) & 0xff, <, 0x60);
  cairo_surface_destroy (image);

  close_export_window (window);
  remove_folder (folder);
}

/* All fundamental solutions on one sheet; refused, with a word why, when
 * there is no complete list. */
static void
test_export_sheet (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *pdf = g_build_filename (folder, "queens-8-fundamental.pdf", NULL);
  g_autofree char *svg = g_build_filename (folder, "sheet.svg", NULL);
  QueensWindow *window = open_export_window (8);

  g_assert_cmpuint (queens_window_get_unique_count (window), ==, known_counts_unique (8));

  /* The menu's action: PDF first, no size, no play marks. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export-fundamental", pdf, &picker);
    g_autofree char *formats = describe_choices (dialog, "_Format");
    g_autofree char *text = collect_text (GTK_WIDGET (dialog));

    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==,
                     "Export All Fundamental Solutions");
    g_assert_cmpstr (formats, ==, "[PDF Document]|SVG Image");
    g_assert_false (gtk_widget_get_visible (labelled (dialog, "_Size")));
    g_assert_false (gtk_widget_get_visible (labelled (dialog, "C_oordinates")));
    g_assert_false (gtk_widget_get_visible (labelled (dialog, "_Attacked squares")));
    g_assert_nonnull (strstr (text, "N = 8 · 12 fundamental solutions"));
    g_assert_cmpuint (queens_export_request_get_n_boards (queens_export_dialog_get_request (dialog)),
                      ==, known_counts_unique (8));
    press_export (dialog, picker);
    g_assert_cmpstr (queens_file_picker_get_initial_name (QUEENS_FILE_PICKER (picker)), ==,
                     "queens-8-fundamental.pdf");
    wait_for_export_dialog_closed ();
    wait_for (file_exists, pdf, "the sheet");
    g_assert_cmpuint (count_pdf_pages (pdf), ==, 1);
  }

  /* N = 10 as SVG. */
  queens_window_set_n (window, 10);
  wait_for (window_is_idle, window, "the N = 10 search to end");
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export-fundamental", svg, &picker);
    g_autofree char *contents = NULL;

    pick (dialog, "_Format", "SVG Image");
    press_export (dialog, picker);
    wait_for_export_dialog_closed ();
    wait_for (file_exists, svg, "the SVG sheet");
    g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "<svg"));
    g_assert_null (strstr (contents, "<image"));
  }

  /* N = 40 is never listed: no dialog, a message instead. */
  queens_window_set_n (window, 40);
  activate_action (window, "win.export-fundamental");
  expect_message (GTK_WINDOW (window), "up to 32");

  /* N = 13 has more fundamental solutions than a sheet holds. */
  queens_window_set_n (window, 13);
  wait_for (window_is_idle, window, "the N = 13 search to end");
  g_assert_cmpuint (queens_window_get_unique_count (window), >, QUEENS_EXPORT_SHEET_MAX_BOARDS);
  activate_action (window, "win.export-fundamental");
  expect_message (GTK_WINDOW (window), "at most");

  g_assert_cmpuint (count_files (folder), ==, 2);

  close_export_window (window);
  remove_folder (folder);
}

/* Files have the board colours the window shows, unless others are
 * picked in the dialog; the sheet too. */
static void
test_export_board_theme (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *green_png = g_build_filename (folder, "green.png", NULL);
  g_autofree char *blue_png = g_build_filename (folder, "blue.png", NULL);
  g_autofree char *sheet = g_build_filename (folder, "sheet.svg", NULL);
  g_autoptr(GSettings) gsettings = g_settings_new (APPLICATION_ID);
  g_autofree guint32 *shown = NULL;
  QueensRenderPalette classic, green, blue;
  QueensWindow *window;

  queens_render_palette_init (&classic, QUEENS_RENDER_THEME_LIGHT);
  queens_render_palette_init_for_board_theme (&green, QUEENS_RENDER_BOARD_THEME_GREEN,
                                              QUEENS_RENDER_THEME_LIGHT);
  queens_render_palette_init_for_board_theme (&blue, QUEENS_RENDER_BOARD_THEME_BLUE,
                                              QUEENS_RENDER_THEME_LIGHT);
  /* Else the test could not tell them apart. */
  g_assert_cmpfloat (fabs (green.dark_square.red - classic.dark_square.red), >, 0.1);
  g_assert_cmpfloat (fabs (blue.dark_square.blue - green.dark_square.blue), >, 0.1);

  /* As the View menu's Board Colors does: through the setting. */
  g_assert_true (g_settings_set_string (gsettings, "board-theme", "green"));
  window = open_export_window (8);
  g_assert_cmpint (queens_board_view_get_board_theme (queens_window_get_board_view (window)),
                   ==, QUEENS_RENDER_BOARD_THEME_GREEN);
  activate_action (window, "win.next-solution");
  shown = copy_shown (window);

  /* The dialog as it opens, nothing picked: the board's colours. */
  export_as_offered (GTK_WINDOW (window), "win.export", green_png);
  wait_for (file_exists, green_png, "the green PNG");
  assert_png_shows (green_png, 1024, 8, shown);
  assert_png_squares_are (green_png, 1024, 8, shown, &green);

  /* Other colours picked in the dialog reach the file. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", blue_png, &picker);
    g_autofree char *colors = describe_choices (dialog, "_Board colors");

    g_assert_cmpstr (colors, ==, "Classic|[Green]|Blue|High contrast");
    pick (dialog, "_Board colors", "Blue");
    press_export (dialog, picker);
    wait_for_export_dialog_closed ();
    wait_for (file_exists, blue_png, "the blue PNG");
    assert_png_squares_are (blue_png, 1024, 8, shown, &blue);
  }

  /* The sheet of fundamental solutions, SVG picked. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export-fundamental", sheet, &picker);
    g_autofree char *contents = NULL;

    pick (dialog, "_Format", "SVG Image");
    press_export (dialog, picker);
    wait_for_export_dialog_closed ();
    wait_for (file_exists, sheet, "the sheet");
    g_assert_true (g_file_get_contents (sheet, &contents, NULL, NULL));
    assert_svg_has_color (contents, &green.dark_square);
    assert_svg_has_color (contents, &green.light_square);
    g_assert_false (svg_has_color (contents, &classic.dark_square));
    g_assert_false (svg_has_color (contents, &classic.light_square));
  }

  close_export_window (window);
  g_settings_reset (gsettings, "board-theme");
  remove_folder (folder);
}

void
test_window_export_files_add_tests (void)
{
  g_test_add_func ("/window-export/errors", test_export_errors);
  g_test_add_func ("/window-export/play", test_export_play);
  g_test_add_func ("/window-export/sheet", test_export_sheet);
  g_test_add_func ("/window-export/board-theme", test_export_board_theme);
}
