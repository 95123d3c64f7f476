/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-window-export.c: export and copy from the window, driven through
 * its actions, its export dialog and key presses (needs a display: run
 * under Xvfb)
 *
 * The export dialog asks for the file through a QueensFilePicker; most
 * tests put in a picker that answers with the file the test names, and
 * one test drives the desktop's own picker (GtkFileDialog on GTK 4.10 and
 * later, GtkFileChooserNative on 4.8: GTK's dialog without a portal) with
 * the keyboard.  Every export writes a real file, which is read back.
 * What the files hold in each mode is test-window-export-files.c's.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "queens-browse-page.h"
#include "queens-export-dialog.h"
#include "queens-window.h"
#include "export-driver.h"
#include "export-files.h"
#include "key-events.h"
#include "menu-models.h"
#include "shortcuts.h"
#include "main-loop-wait.h"
#include "window-export-files-cases.h"
#include "window-export-helpers.h"
#include "window-helpers.h"

/* ------------------------------------------------------------------ */
/* What the window shows                                               */
/* ------------------------------------------------------------------ */

/* "1 5 8 6 3 7 2 4", written here from the columns. */
static char *
text_of (const guint32 *columns,
         guint          n)
{
  GString *text = g_string_new (NULL);

  for (guint row = 0; row < n; row++)
    {
      if (row > 0)
        g_string_append_c (text, ' ');
      if (columns[row] == G_MAXUINT32)
        g_string_append_c (text, '.');
      else
        g_string_append_printf (text, "%u", columns[row] + 1);
    }

  return g_string_free (text, FALSE);
}

/* The actions exist, the keys of the issue reach them, and the menu of the
 * page on show (Browse) has them, not the main menu. */
static void
test_actions (void)
{
  static const struct
  {
    guint           keyval;
    GdkModifierType modifiers;
    const char     *action;
  } keys[] = {
    { GDK_KEY_e, GDK_CONTROL_MASK, "win.export" },
    { GDK_KEY_c, GDK_CONTROL_MASK, "win.copy-image" },
    { GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-text" },
  };
  static const char *actions[] = { "export", "export-fundamental", "copy-image", "copy-text" };
  QueensWindow *window = open_export_window (6);
  GtkMenuButton *primary = find_primary_menu_button (GTK_WIDGET (window));

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autofree char *detailed = g_strdup_printf ("win.%s", actions[i]);
      GtkMenuButton *page_menu = find_menu_button_with_action (GTK_WIDGET (window), detailed, FALSE);

      g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), actions[i]));
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), actions[i]));
      g_assert_nonnull (page_menu);
      g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (page_menu),
                                             find_widget_of_type (GTK_WIDGET (window), QUEENS_TYPE_BROWSE_PAGE)));
      g_assert_false (menu_has_action (gtk_menu_button_get_menu_model (primary), detailed));
    }

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *action = find_key_action (GTK_WIDGET (window), keys[i].keyval, keys[i].modifiers);

      g_assert_cmpstr (action, ==, keys[i].action);
    }

  close_export_window (window);
}

typedef struct
{
  char       *text;
  GdkTexture *texture;
  GError     *error;
  gboolean    done;
} Reading;

static void
on_texture_read (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  Reading *reading = data;

  reading->texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (source), result,
                                                        &reading->error);
  reading->done = TRUE;
}

static gboolean
reading_done (gpointer data)
{
  return ((Reading *) data)->done;
}

static void
test_copy_text (void)
{
  QueensWindow *window = open_export_window (8);

  for (guint step = 0; step < 3; step++)
    {
      g_autofree guint32 *shown = copy_shown (window);
      g_autofree char *expected = text_of (shown, 8);
      g_autofree char *copied = NULL;

      activate_action (window, "win.copy-text");
      copied = read_clipboard_text (GTK_WIDGET (window));
      g_test_message ("copied “%s”", copied);
      g_assert_cmpstr (copied, ==, expected);
      wait_for_toast (GTK_WIDGET (window), "Copied the board as text");
      activate_action (window, "win.next-solution");
    }

  /* The first solution of N = 8, as the issue writes it. */
  activate_action (window, "win.first-solution");
  activate_action (window, "win.copy-text");
  {
    g_autofree char *copied = read_clipboard_text (GTK_WIDGET (window));

    g_assert_cmpstr (copied, ==, "1 5 8 6 3 7 2 4");
  }

  close_export_window (window);
}

static gboolean
is_toast_button (GtkWidget     *widget,
                 gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* A board at N = @n, shown with its search stopped. */
static QueensWindow *
open_stopped_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  if (queens_window_is_searching (window))
    activate_action (window, "win.stop");
  wait_for (window_is_idle, window, "the search to stop");
  return window;
}

/* Past 252 KiB (N = 100,000 is some 590 KB) the text is not copied: a
 * toast says so and offers the export, the clipboard keeps what it
 * held.  N = 40,000 (229 KB) still copies. */
static void
test_copy_text_big (void)
{
  QueensWindow *window = open_stopped_window (100000);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  GtkWidget *button;

  gdk_clipboard_set_text (clipboard, "2 4 1 3");
  activate_action (window, "win.copy-text");
  wait_for_toast (GTK_WIDGET (window), "This board is too big to copy as text: export it instead");
  {
    g_autofree char *kept = read_clipboard_text (GTK_WIDGET (window));

    g_assert_cmpstr (kept, ==, "2 4 1 3");
  }

  /* Its button opens the export dialog. */
  button = find_widget_matching (GTK_WIDGET (window), is_toast_button, "_Export…");
  g_assert_nonnull (button);
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (button)));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.export");
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (press_key (GTK_WINDOW (wait_for_export_dialog ()), GDK_KEY_Escape, 0));
  wait_for_export_dialog_closed ();
  close_export_window (window);

  window = open_stopped_window (40000);
  activate_action (window, "win.copy-text");
  {
    g_autofree char *copied = read_clipboard_text (GTK_WIDGET (window));
    g_auto(GStrv) tokens = g_strsplit (copied, " ", -1);

    g_assert_cmpuint (g_strv_length (tokens), ==, 40000);
    g_assert_cmpuint (strlen (copied), >, 200000);
  }
  wait_for_toast (GTK_WIDGET (window), "Copied the board as text");
  close_export_window (window);
}

static void
test_copy_image (void)
{
  QueensWindow *window = open_export_window (8);
  g_autofree guint32 *shown = NULL;
  Reading reading = { NULL };
  g_autofree guint8 *data = NULL;
  int width, height;

  activate_action (window, "win.last-solution");
  shown = copy_shown (window);
  activate_action (window, "win.copy-image");
  wait_for_toast (GTK_WIDGET (window), "Copied the board as an image");

  gdk_clipboard_read_texture_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL,
                                    on_texture_read, &reading);
  wait_for (reading_done, &reading, "the clipboard's image");
  g_assert_no_error (reading.error);
  g_assert_nonnull (reading.texture);

  width = gdk_texture_get_width (reading.texture);
  height = gdk_texture_get_height (reading.texture);
  g_assert_cmpint (width, ==, 1024);
  g_assert_cmpint (height, ==, 1024);

  data = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (reading.texture, data, (gsize) width * 4);
  assert_pixels_show (data, (gsize) width * 4, width, 8, shown);

  g_clear_object (&reading.texture);
  close_export_window (window);
}

/* ------------------------------------------------------------------ */
/* The export dialog                                                   */
/* ------------------------------------------------------------------ */

static gboolean
pdf_is_written (gpointer data)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (data, &contents, NULL, NULL) && g_str_has_prefix (contents, "%PDF");
}

/* Ctrl+E opens the dialog; it fits 600 pixels, every option has a
 * mnemonic of its own, Enter is Export…, Escape and Alt+C cancel. */
static void
test_dialog_keys (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *png = g_build_filename (folder, "keys.png", NULL);
  QueensWindow *window = open_export_window (6);
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autoptr(TestFilePicker) picker = NULL;
  QueensExportDialog *dialog;
  GtkWidget *coordinates;
  int natural = 0;

  /* Ctrl+E from the board, which has the focus as the window opens. */
  gtk_widget_grab_focus (GTK_WIDGET (view));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_e, GDK_CONTROL_MASK));
  dialog = wait_for_export_dialog ();
  picker = test_file_picker_new (NULL);
  queens_export_dialog_set_file_picker (dialog, QUEENS_FILE_PICKER (picker));

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Export Board");
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural,
                      NULL, NULL);
  g_test_message ("natural width %d", natural);
  g_assert_cmpint (natural, <=, 600);

  /* Enter goes to Export…: it has the focus and is the default. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog))
                 == gtk_window_get_default_widget (GTK_WINDOW (dialog)));
  {
    GtkWidget *button = gtk_window_get_default_widget (GTK_WINDOW (dialog));

    g_assert_true (GTK_IS_BUTTON (button));
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Export…");
  }

  /* A letter each: format, size, board colours, light or dark,
   * coordinates, Cancel and Export…. */
  {
    g_autoptr(GString) letters = g_string_new (NULL);

    for (guint keyval = GDK_KEY_a; keyval <= GDK_KEY_z; keyval++)
      {
        g_autoptr(GPtrArray) reached = g_ptr_array_new ();

        find_mnemonics (GTK_WIDGET (dialog), keyval, reached);
        g_assert_cmpuint (reached->len, <=, 1);
        if (reached->len == 1)
          g_string_append_c (letters, (char) keyval);
      }
    g_assert_cmpstr (letters->str, ==, "bceflos");
  }

  /* Alt+O ticks the coordinates (off in the window). */
  coordinates = labelled (dialog, "C_oordinates");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (coordinates)));
  g_assert_true (press_key (GTK_WINDOW (dialog), GDK_KEY_o, GDK_ALT_MASK));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (coordinates)));

  /* Escape cancels, nothing asked. */
  g_assert_true (press_key (GTK_WINDOW (dialog), GDK_KEY_Escape, 0));
  wait_for_export_dialog_closed ();
  g_assert_cmpuint (test_file_picker_get_n_asked (picker), ==, 0);
  g_clear_object (&picker);

  /* Alt+C is Cancel. */
  dialog = open_export_dialog (GTK_WINDOW (window), "win.export", png, &picker);
  g_assert_true (press_key (GTK_WINDOW (dialog), GDK_KEY_c, GDK_ALT_MASK));
  wait_for_export_dialog_closed ();
  g_assert_cmpuint (test_file_picker_get_n_asked (picker), ==, 0);
  g_clear_object (&picker);
  g_assert_cmpuint (count_files (folder), ==, 0);

  /* Alt+E is Export…, and the file is written. */
  dialog = open_export_dialog (GTK_WINDOW (window), "win.export", png, &picker);
  press_export_key (dialog, picker, GDK_KEY_e, GDK_ALT_MASK);
  wait_for_export_dialog_closed ();
  wait_for (file_exists, png, "the PNG file");
  {
    g_autofree guint32 *shown = copy_shown (window);

    assert_png_shows (png, 1024, 6, shown);
  }
  /* Written in the background: a toast says it is done. */
  wait_for_toast (GTK_WIDGET (window), "Saved keys.png");

  close_export_window (window);
  remove_folder (folder);
}

/* The options reach the file; the format picked names it, unless the
 * name typed has an extension; the folder is remembered. */
static void
test_dialog_formats (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *png = g_build_filename (folder, "board.png", NULL);
  g_autofree char *svg = g_build_filename (folder, "board.svg", NULL);
  g_autofree char *typed_svg = g_build_filename (folder, "typed.svg", NULL);
  g_autofree char *plain = g_build_filename (folder, "plain", NULL);
  g_autofree char *pdf = g_build_filename (folder, "plain.pdf", NULL);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  QueensWindow *window = open_export_window (8);
  g_autofree guint32 *shown = NULL;

  activate_action (window, "win.next-solution");
  shown = copy_shown (window);

  /* PNG, first and default; 2048 pixels picked. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", png, &picker);
    QueensFilePicker *asked = QUEENS_FILE_PICKER (picker);
    g_autofree char *formats = describe_choices (dialog, "_Format");
    g_autofree char *sizes = describe_choices (dialog, "_Size");
    g_autofree char *themes = describe_choices (dialog, "_Light or dark");
    g_autofree char *text = collect_text (GTK_WIDGET (dialog));

    g_assert_cmpstr (formats, ==, "[PNG Image]|SVG Image|PDF Document");
    g_assert_cmpstr (sizes, ==, "[1024 × 1024 pixels]|2048 × 2048 pixels|4096 × 4096 pixels");
    g_assert_cmpstr (themes, ==, "[Light]|Dark");
    g_assert_nonnull (strstr (text, "N = 8 · solution 2"));
    /* The play marks are for a position in play only. */
    g_assert_false (gtk_widget_get_visible (labelled (dialog, "_Attacked squares")));
    g_assert_false (gtk_widget_get_visible (labelled (dialog, "Co_nflicts")));

    pick (dialog, "_Size", "2048 × 2048 pixels");
    press_export (dialog, picker);
    g_assert_cmpstr (queens_file_picker_get_title (asked), ==, "Export Board");
    g_assert_cmpstr (queens_file_picker_get_accept_label (asked), ==, "_Export");
    g_assert_cmpstr (queens_file_picker_get_initial_name (asked), ==, "queens-8-solution-2.png");
    g_assert_cmpstr (gtk_file_filter_get_name (queens_file_picker_get_filter (asked)), ==,
                     "PNG Image");
    /* No export yet from this window: the desktop's folder. */
    g_assert_null (queens_file_picker_get_initial_folder (asked));
    wait_for_export_dialog_closed ();
    wait_for (file_exists, png, "the PNG file");
    assert_png_shows (png, 2048, 8, shown);
  }

  /* SVG picked, with coordinates, dark: no size then. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", svg, &picker);
    QueensFilePicker *asked = QUEENS_FILE_PICKER (picker);
    g_autofree char *contents = NULL;

    g_assert_true (gtk_widget_is_sensitive (labelled (dialog, "_Size")));
    pick (dialog, "_Format", "SVG Image");
    g_assert_false (gtk_widget_is_sensitive (labelled (dialog, "_Size")));
    set_check (dialog, "C_oordinates", TRUE);
    pick (dialog, "_Light or dark", "Dark");
    press_export (dialog, picker);
    g_assert_cmpstr (queens_file_picker_get_initial_name (asked), ==, "queens-8-solution-2.svg");
    g_assert_cmpstr (gtk_file_filter_get_name (queens_file_picker_get_filter (asked)), ==,
                     "SVG Image");
    /* The folder of the last export. */
    g_assert_true (g_file_equal (queens_file_picker_get_initial_folder (asked), folder_file));
    wait_for_export_dialog_closed ();
    wait_for (file_exists, svg, "the SVG file");

    g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "<svg"));
    g_assert_nonnull (strstr (contents, "<path"));
    g_assert_null (strstr (contents, "<image"));
    /* Coordinates are glyph outlines, defined once and placed where
     * used (cairo 1.16 and 1.18 alike). */
    g_assert_nonnull (strstr (contents, "<use xlink:href=\"#glyph"));
    /* The dark board: its dark squares are #5e4d3f. */
    assert_svg_has_color (contents, &(QueensRenderColor) { 0x5e / 255.0, 0x4d / 255.0,
                                                           0x3f / 255.0, 1.0 });
  }

  /* PNG picked, but the name typed ends in .svg: the name wins. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", typed_svg, &picker);
    g_autofree char *contents = NULL;

    press_export (dialog, picker);
    wait_for_export_dialog_closed ();
    wait_for (file_exists, typed_svg, "the SVG file");
    g_assert_true (g_file_get_contents (typed_svg, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "<svg"));
  }

  /* No extension: the PDF picked names it. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", plain, &picker);

    pick (dialog, "_Format", "PDF Document");
    press_export (dialog, picker);
    wait_for_export_dialog_closed ();
    wait_for (file_exists, pdf, "the PDF file");
    g_assert_cmpuint (count_pdf_pages (pdf), ==, 1);
  }

  /* The picker never saw "plain.pdf", so replacing it is asked for, over
   * the dialog: Escape keeps the file and the dialog, Alt+R replaces. */
  {
    g_autoptr(TestFilePicker) picker = NULL;
    QueensExportDialog *dialog =
      open_export_dialog (GTK_WINDOW (window), "win.export", plain, &picker);
    GtkWindow *question;
    g_autofree char *contents = NULL;
    g_autofree char *text = NULL;

    g_assert_true (g_file_set_contents (pdf, "old", -1, NULL));
    pick (dialog, "_Format", "PDF Document");
    press_export (dialog, picker);
    question = wait_for_window_over (GTK_WINDOW (dialog), "the question to replace");
    text = collect_text (GTK_WIDGET (question));
    g_assert_nonnull (strstr (text, "Replace “plain.pdf”?"));
    g_assert_true (press_key (question, GDK_KEY_Escape, 0));
    wait_for_no_window_over (GTK_WINDOW (dialog), "the question to close");
    g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, "old");
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));

    press_export (dialog, picker);
    question = wait_for_window_over (GTK_WINDOW (dialog), "the question to replace");
    g_assert_true (press_key (question, GDK_KEY_r, GDK_ALT_MASK));
    wait_for_export_dialog_closed ();
    wait_for (pdf_is_written, pdf, "the PDF to be replaced");
    g_assert_cmpuint (count_pdf_pages (pdf), ==, 1);
  }

  g_assert_cmpuint (count_files (folder), ==, 4);

  close_export_window (window);
  remove_folder (folder);
}

/* Cancel in the picker comes back to the options, as they were. */
static void
test_dialog_cancel_picker (void)
{
  g_autofree char *folder = make_folder ();
  QueensWindow *window = open_export_window (8);
  g_autoptr(TestFilePicker) picker = NULL;
  QueensExportDialog *dialog =
    open_export_dialog (GTK_WINDOW (window), "win.export", NULL, &picker);

  pick (dialog, "_Format", "SVG Image");
  press_export (dialog, picker);
  wait_for_export_ready (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  {
    g_autofree char *formats = describe_choices (dialog, "_Format");

    g_assert_cmpstr (formats, ==, "PNG Image|[SVG Image]|PDF Document");
  }

  g_assert_true (press_key (GTK_WINDOW (dialog), GDK_KEY_Escape, 0));
  wait_for_export_dialog_closed ();
  g_assert_cmpuint (count_files (folder), ==, 0);

  close_export_window (window);
  remove_folder (folder);
}

/* The dialog exports what the window showed when it opened, whatever the
 * window shows meanwhile. */
static void
test_dialog_snapshot (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *png = g_build_filename (folder, "snapshot.png", NULL);
  QueensWindow *window = open_export_window (8);
  g_autofree guint32 *shown = copy_shown (window);
  g_autoptr(TestFilePicker) picker = NULL;
  QueensExportDialog *dialog =
    open_export_dialog (GTK_WINDOW (window), "win.export", png, &picker);
  QueensExportRequest *request = queens_export_dialog_get_request (dialog);

  g_assert_cmpuint (queens_export_request_get_n (request), ==, 8);
  g_assert_cmpuint (queens_export_request_get_n_boards (request), ==, 1);
  g_assert_false (queens_export_request_is_sheet (request));

  activate_action (window, "win.next-solution");
  activate_action (window, "win.next-solution");
  {
    g_autofree guint32 *now = copy_shown (window);

    g_assert_true (memcmp (now, shown, 8 * sizeof (guint32)) != 0);
  }

  press_export (dialog, picker);
  wait_for_export_dialog_closed ();
  wait_for (file_exists, png, "the PNG file");
  assert_png_shows (png, 1024, 8, shown);

  close_export_window (window);
  remove_folder (folder);
}

static gboolean
picker_is_asking (gpointer data)
{
  return queens_file_picker_get_asking (data) != NULL;
}

/* The desktop's picker: GtkFileDialog with GTK 4.10 and later,
 * GtkFileChooserNative before; without a portal either shows GTK's file
 * chooser, over the export dialog, which the keyboard drives. */
static void
test_system_picker (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *first = g_build_filename (folder, "first.png", NULL);
  g_autofree char *offered = g_build_filename (folder, "queens-8-solution-1.png", NULL);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  QueensWindow *window = open_export_window (8);
  g_autofree guint32 *shown = copy_shown (window);
  QueensExportDialog *dialog;
  QueensFilePicker *picker;
  GtkWindow *chooser;

  /* So that the picker opens in the folder. */
  export_as_offered (GTK_WINDOW (window), "win.export", first);
  wait_for (file_exists, first, "the first PNG file");

  activate_action (window, "win.export");
  dialog = wait_for_export_dialog ();
  picker = queens_export_dialog_get_file_picker (dialog);
  g_assert_true (G_OBJECT_TYPE (picker) == QUEENS_TYPE_FILE_PICKER);
  g_assert_null (queens_file_picker_get_asking (picker));

  for (guint attempt = 0; attempt < 2; attempt++)
    {
      GObject *asking;

      g_assert_true (press_key (GTK_WINDOW (dialog), GDK_KEY_Return, 0));
      wait_for (picker_is_asking, picker, "the picker to ask");
      asking = queens_file_picker_get_asking (picker);
#if GTK_CHECK_VERSION (4, 10, 0)
      g_assert_true (GTK_IS_FILE_DIALOG (asking));
#else
      g_assert_true (GTK_IS_FILE_CHOOSER_NATIVE (asking));
#endif
      g_assert_true (g_file_equal (queens_file_picker_get_initial_folder (picker), folder_file));

      chooser = wait_for_window_over (GTK_WINDOW (dialog), "the file chooser");
      g_assert_cmpstr (gtk_window_get_title (chooser), ==, "Export Board");
      if (attempt == 0)
        {
          /* Escape: back to the options. */
          g_assert_true (press_key (chooser, GDK_KEY_Escape, 0));
          wait_for_no_window_over (GTK_WINDOW (dialog), "the file chooser to close");
          wait_for_export_ready (dialog);
          g_assert_null (queens_file_picker_get_asking (picker));
          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
        }
      else
        {
          /* Enter in the name offered, in the folder it opened in. */
          g_assert_true (GTK_IS_TEXT (gtk_window_get_focus (chooser)));
          g_assert_true (press_key (chooser, GDK_KEY_Return, 0));
        }
    }

  wait_for_export_dialog_closed ();
  wait_for (file_exists, offered, "the PNG file");
  assert_png_shows (offered, 1024, 8, shown);

  close_export_window (window);
  remove_folder (folder);
}

int
main (int   argc,
      char *argv[])
{
  /* No accessibility bus: its registry daemon writes to our stdout, which
   * the TAP reader takes for broken output. */
  g_setenv ("GTK_A11Y", "none", TRUE);
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window-export/actions", test_actions);
  g_test_add_func ("/window-export/copy-text", test_copy_text);
  g_test_add_func ("/window-export/copy-text-big", test_copy_text_big);
  g_test_add_func ("/window-export/copy-image", test_copy_image);
  g_test_add_func ("/window-export/dialog-keys", test_dialog_keys);
  g_test_add_func ("/window-export/dialog-formats", test_dialog_formats);
  g_test_add_func ("/window-export/dialog-cancel-picker", test_dialog_cancel_picker);
  g_test_add_func ("/window-export/dialog-snapshot", test_dialog_snapshot);
  g_test_add_func ("/window-export/system-picker", test_system_picker);
  test_window_export_files_add_tests ();

  return g_test_run ();
}
