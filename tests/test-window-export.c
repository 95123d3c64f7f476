/* test-window-export.c: export and copy from the window, driven through
 * its actions and its real file chooser (needs a display: run under Xvfb)
 *
 * Without a portal GtkFileChooserNative shows GTK's own dialog, which the
 * test finds among the toplevels, fills in and accepts as a user would.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <math.h>
#include <string.h>
#include <sys/resource.h>

#include <cairo.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "known-counts.h"
#include "queens-board-view.h"
#include "queens-export-dialog.h"
#include "queens-play-session.h"
#include "queens-solve-job.h"
#include "queens-window.h"
#include "test-shortcuts.h"
#include "test-wait.h"

static gboolean
window_is_idle (gpointer data)
{
  return !queens_window_is_searching (QUEENS_WINDOW (data));
}

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static QueensWindow *
open_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  /* The file shows the plain board unless a test asks otherwise. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-coordinates",
                                      g_variant_new_boolean (FALSE));
  wait_for (window_is_idle, window, "the search to end");
  return window;
}

static void
close_window (QueensWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

static void
activate (QueensWindow *window,
          const char   *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

static char *
make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("queens-window-export-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

static GStrv
list_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_insert (names, -1, g_strdup (name));
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

static void
remove_folder (const char *folder)
{
  g_auto(GStrv) names = list_folder (folder);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}

/* ------------------------------------------------------------------ */
/* Pixels                                                              */
/* ------------------------------------------------------------------ */

/* 0xAARRGGBB from premultiplied BGRA bytes (cairo's ARGB32 in memory). */
static guint32
pixel_at (const guint8 *data,
          gsize         stride,
          int           x,
          int           y)
{
  guint32 pixel;

  memcpy (&pixel, data + (gsize) y * stride + (gsize) x * 4, sizeof pixel);
  return pixel;
}

static void
square_centre (int    size,
               guint  n,
               guint  row,
               guint  column,
               int   *out_x,
               int   *out_y)
{
  int left = (int) ((double) size * column / n + 0.5);
  int right = (int) ((double) size * (column + 1) / n + 0.5);
  int top = (int) ((double) size * row / n + 0.5);
  int bottom = (int) ((double) size * (row + 1) / n + 0.5);

  *out_x = (left + right) / 2;
  *out_y = (top + bottom) / 2;
}

/* An n-board filling a @size-pixel square image shows a queen exactly on
 * (r, @columns[r]): each centre against the centre of an empty square of
 * the same colour. */
static void
assert_pixels_show (const guint8  *data,
                    gsize          stride,
                    int            size,
                    guint          n,
                    const guint32 *columns)
{
  guint32 reference[2] = { 0, 0 };
  gboolean have_reference[2] = { FALSE, FALSE };
  int x, y;

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      if (columns[row] != column && !have_reference[(row + column) % 2])
        {
          square_centre (size, n, row, column, &x, &y);
          reference[(row + column) % 2] = pixel_at (data, stride, x, y);
          have_reference[(row + column) % 2] = TRUE;
        }

  g_assert_true (have_reference[0] && have_reference[1]);
  g_assert_cmphex (reference[0], !=, reference[1]);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        gboolean queen = columns[row] == column;

        square_centre (size, n, row, column, &x, &y);
        if ((pixel_at (data, stride, x, y) != reference[(row + column) % 2]) != queen)
          g_error ("row %u, column %u (1-based): expected %s", row + 1, column + 1,
                   queen ? "a queen" : "no queen");
      }
}

static void
assert_png_shows (const char    *path,
                  int            size,
                  guint          n,
                  const guint32 *columns)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, size);
  cairo_surface_flush (image);
  assert_pixels_show (cairo_image_surface_get_data (image),
                      (gsize) cairo_image_surface_get_stride (image), size, n, columns);
  cairo_surface_destroy (image);
}

static guint32 *
copy_shown (QueensWindow *window)
{
  QueensBoardView *view = queens_window_get_board_view (window);
  const guint32 *columns = queens_board_view_get_columns (view);

  g_assert_nonnull (columns);
  return g_memdup2 (columns, queens_board_view_get_n (view) * sizeof (guint32));
}

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

static guint
count_pdf_pages (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  guint pages = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-1."));

  /* Binary streams hold NUL bytes: search by hand. */
  for (gsize i = 0; i + 12 <= length; i++)
    if (memcmp (contents + i, "/Type /Page", 11) == 0 && contents[i + 11] != 's')
      pages++;

  return pages;
}

/* ------------------------------------------------------------------ */
/* Dialogs                                                             */
/* ------------------------------------------------------------------ */

typedef struct
{
  GType      type;
  GtkWindow *found;
} Finding;

static gboolean
find_toplevel (gpointer data)
{
  Finding *finding = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  finding->found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, finding->type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        finding->found = window;
    }

  return finding->found != NULL;
}

static GtkWindow *
wait_for_toplevel (GType       type,
                   const char *what)
{
  Finding finding = { type, NULL };

  wait_for (find_toplevel, &finding, what);
  return finding.found;
}

static gboolean
no_toplevel (gpointer data)
{
  return !find_toplevel (data);
}

/* The message dialog that explains a failure: modal, on top of @window,
 * saying @needle.  Closed afterwards. */
static void
expect_message (QueensWindow *window,
                const char   *needle)
{
  GtkWindow *dialog = wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG, "a message dialog");
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  Finding finding = { GTK_TYPE_MESSAGE_DIALOG, NULL };

  g_object_get (dialog, "text", &primary, "secondary-text", &secondary, NULL);
  g_test_message ("dialog: %s / %s", primary, secondary);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (dialog));
  g_assert_nonnull (secondary);
  if (strstr (secondary, needle) == NULL)
    g_error ("the dialog says “%s”, not “%s”", secondary, needle);

  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CLOSE);
  wait_for (no_toplevel, &finding, "the message dialog to close");
}

/* Choices given by the label shown in a list ("Dark") or, for check
 * boxes, "true" or "false". */
static const char *
choice_value (const char *given)
{
  static const char *labels[][2] = {
    { "Light", "light" }, { "Dark", "dark" },
    { "1024 × 1024 pixels", "1024" }, { "2048 × 2048 pixels", "2048" },
    { "4096 × 4096 pixels", "4096" },
    { "Classic", "classic" }, { "Green", "green" }, { "Blue", "blue" },
    { "High contrast", "high-contrast" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_equal (given, labels[i][0]))
      return labels[i][1];
  return given;
}

/* Selects the entry labelled @label in whichever drop-down of @widget's
 * tree lists it. */
static gboolean
select_in_drop_down (GtkWidget  *widget,
                     const char *label)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

      for (guint i = 0; GTK_IS_STRING_LIST (model) && i < g_list_model_get_n_items (model); i++)
        if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
          {
            gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), i);
            return TRUE;
          }
      return FALSE;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (select_in_drop_down (child, label))
      return TRUE;

  return FALSE;
}

static gboolean
chooser_has_folder (gpointer data)
{
  g_autoptr(GFile) folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (data));

  return folder != NULL;
}

/* Fills in the file chooser that @action opened and accepts it. */
static void
choose_file (QueensWindow *window,
             const char   *action,
             const char   *folder,
             const char   *name,
             int           filter_index,  /* -1: keep */
             const char   *choices[])     /* id, value, ..., NULL */
{
  GtkWindow *dialog;
  GtkFileChooser *chooser;
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  g_autoptr(GFile) opened_in = NULL;
  Finding finding = { GTK_TYPE_FILE_CHOOSER_DIALOG, NULL };

  /* Set before the chooser opens: changing folders while it still loads
   * its first one makes GTK's dialog complain that loading was cancelled. */
  queens_export_dialog_set_folder (window, folder_file);
  activate (window, action);
  dialog = wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, "the file chooser");
  chooser = GTK_FILE_CHOOSER (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (dialog));
  g_assert_cmpint (gtk_file_chooser_get_action (chooser), ==, GTK_FILE_CHOOSER_ACTION_SAVE);

  if (filter_index >= 0)
    {
      g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (chooser);
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, (guint) filter_index);

      g_assert_nonnull (filter);
      gtk_file_chooser_set_filter (chooser, filter);
    }

  wait_for (chooser_has_folder, chooser, "the chooser to open its folder");
  opened_in = gtk_file_chooser_get_current_folder (chooser);
  g_assert_true (g_file_equal (opened_in, folder_file));
  if (name != NULL)
    gtk_file_chooser_set_current_name (chooser, name);

  for (guint i = 0; choices != NULL && choices[i] != NULL; i += 2)
    {
      g_assert_nonnull (gtk_file_chooser_get_choice (chooser, choices[i]));
      /* GTK 4.8 sets check boxes this way, but not lists: for those,
       * pick the entry the way a user does. */
      if (!select_in_drop_down (GTK_WIDGET (dialog), choices[i + 1]))
        gtk_file_chooser_set_choice (chooser, choices[i], choices[i + 1]);
      g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, choices[i]), ==,
                       choice_value (choices[i + 1]));
    }

  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_for (no_toplevel, &finding, "the file chooser to close");
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

static gboolean
pdf_is_written (gpointer data)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (data, &contents, NULL, NULL) && g_str_has_prefix (contents, "%PDF");
}

/* ------------------------------------------------------------------ */
/* Tests                                                               */
/* ------------------------------------------------------------------ */

static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = NULL;
      const char *link;
      GMenuModel *linked;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;

      links = g_menu_model_iterate_item_links (model, i);
      while (g_menu_link_iter_get_next (links, &link, &linked))
        {
          gboolean found = menu_has_action (linked, action);

          g_object_unref (linked);
          if (found)
            return TRUE;
        }
    }

  return FALSE;
}

static GMenuModel *
find_primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GMenuModel *model = find_primary_menu (child);

      if (model != NULL)
        return model;
    }

  return NULL;
}

/* The actions exist, the keys of the issue reach them, the menu has them. */
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
  QueensWindow *window = open_window (6);
  GMenuModel *menu = find_primary_menu (gtk_window_get_titlebar (GTK_WINDOW (window)));

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autofree char *detailed = g_strdup_printf ("win.%s", actions[i]);

      g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), actions[i]));
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), actions[i]));
      g_assert_nonnull (menu);
      g_assert_true (menu_has_action (menu, detailed));
    }

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *action = find_key_action (GTK_WIDGET (window), keys[i].keyval, keys[i].modifiers);

      g_assert_cmpstr (action, ==, keys[i].action);
    }

  close_window (window);
}

typedef struct
{
  char       *text;
  GdkTexture *texture;
  GError     *error;
  gboolean    done;
} Reading;

static void
on_text_read (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Reading *reading = data;

  reading->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &reading->error);
  reading->done = TRUE;
}

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

static char *
read_clipboard_text (QueensWindow *window)
{
  Reading reading = { NULL };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL,
                                 on_text_read, &reading);
  wait_for (reading_done, &reading, "the clipboard's text");
  g_assert_no_error (reading.error);
  return reading.text;
}

static void
test_copy_text (void)
{
  QueensWindow *window = open_window (8);

  for (guint step = 0; step < 3; step++)
    {
      g_autofree guint32 *shown = copy_shown (window);
      g_autofree char *expected = text_of (shown, 8);
      g_autofree char *copied = NULL;

      activate (window, "win.copy-text");
      copied = read_clipboard_text (window);
      g_test_message ("copied “%s”", copied);
      g_assert_cmpstr (copied, ==, expected);
      activate (window, "win.next-solution");
    }

  /* The first solution of N = 8, as the issue writes it. */
  activate (window, "win.first-solution");
  activate (window, "win.copy-text");
  {
    g_autofree char *copied = read_clipboard_text (window);

    g_assert_cmpstr (copied, ==, "1 5 8 6 3 7 2 4");
  }

  close_window (window);
}

static void
test_copy_image (void)
{
  QueensWindow *window = open_window (8);
  g_autofree guint32 *shown = NULL;
  Reading reading = { NULL };
  g_autofree guint8 *data = NULL;
  int width, height;

  activate (window, "win.last-solution");
  shown = copy_shown (window);
  activate (window, "win.copy-image");

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
  close_window (window);
}

/* Through the file chooser: the extension decides, or the type picked
 * when the name has none; the choices reach the file. */
static void
test_export_dialog (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *png = g_build_filename (folder, "board.png", NULL);
  g_autofree char *svg = g_build_filename (folder, "board.svg", NULL);
  g_autofree char *pdf = g_build_filename (folder, "plain.pdf", NULL);
  QueensWindow *window = open_window (8);
  g_autofree guint32 *shown = NULL;

  activate (window, "win.next-solution");
  shown = copy_shown (window);

  {
    const char *choices[] = { "size", "2048 × 2048 pixels", "coordinates", "false",
                              "theme", "Light", NULL };

    choose_file (window, "win.export", folder, "board.png", -1, choices);
    wait_for (file_exists, png, "the PNG file");
    assert_png_shows (png, 2048, 8, shown);
  }

  {
    g_autofree char *contents = NULL;
    const char *choices[] = { "coordinates", "true", "theme", "Dark", NULL };

    choose_file (window, "win.export", folder, "board.svg", -1, choices);
    wait_for (file_exists, svg, "the SVG file");
    g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "<svg"));
    g_assert_nonnull (strstr (contents, "<path"));
    g_assert_null (strstr (contents, "<image"));
    /* Coordinates are glyph outlines. */
    g_assert_nonnull (strstr (contents, "<symbol"));
    /* The dark board: its dark squares are #5e4d3f, 36.86% red. */
    g_assert_nonnull (strstr (contents, "rgb(36.862745%,30.196078%,24.705882%)"));
  }

  /* No extension: the PDF type picked (third) decides and names it. */
  choose_file (window, "win.export", folder, "plain", 2, NULL);
  wait_for (file_exists, pdf, "the PDF file");
  g_assert_cmpuint (count_pdf_pages (pdf), ==, 1);

  /* The chooser never saw "plain.pdf", so replacing it is asked for:
   * Cancel keeps the file, Replace writes it. */
  for (guint answer = 0; answer < 2; answer++)
    {
      GtkWindow *question;
      g_autofree char *contents = NULL;
      Finding finding = { GTK_TYPE_MESSAGE_DIALOG, NULL };

      g_assert_true (g_file_set_contents (pdf, "old", -1, NULL));
      choose_file (window, "win.export", folder, "plain", 2, NULL);
      question = wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG, "the question to replace");
      g_assert_true (gtk_window_get_transient_for (question) == GTK_WINDOW (window));
      gtk_dialog_response (GTK_DIALOG (question),
                           answer == 0 ? GTK_RESPONSE_CANCEL : GTK_RESPONSE_ACCEPT);
      wait_for (no_toplevel, &finding, "the question to close");

      if (answer == 0)
        {
          g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
          g_assert_cmpstr (contents, ==, "old");
        }
      else
        {
          wait_for (pdf_is_written, pdf, "the PDF to be replaced");
          g_assert_cmpuint (count_pdf_pages (pdf), ==, 1);
        }
    }

  {
    g_auto(GStrv) names = list_folder (folder);

    g_assert_cmpuint (g_strv_length (names), ==, 3);
  }

  close_window (window);
  remove_folder (folder);
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
} Saving;

static void
on_board_saved (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Saving *saving = data;

  saving->ok = queens_export_dialog_save_board_finish (QUEENS_WINDOW (source), result,
                                                       &saving->error);
  saving->done = TRUE;
}

static void
on_sheet_saved (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Saving *saving = data;

  saving->ok = queens_export_dialog_save_sheet_finish (QUEENS_WINDOW (source), result,
                                                       &saving->error);
  saving->done = TRUE;
}

static gboolean
saving_done (gpointer data)
{
  return ((Saving *) data)->done;
}

static Saving
save_board (QueensWindow               *window,
            const char                 *path,
            QueensExportFormat          format,
            const QueensExportSettings *settings)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Saving saving = { FALSE, FALSE, NULL };

  queens_export_dialog_save_board_async (window, file, format, settings, on_board_saved, &saving);
  wait_for (saving_done, &saving, "the export");
  return saving;
}

/* A failure says why in a dialog on the window, and leaves no file. */
static void
test_export_errors (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *missing = g_build_filename (folder, "missing", "board.png", NULL);
  g_autofree char *big = g_build_filename (folder, "big.png", NULL);
  QueensWindow *window = open_window (8);
  QueensExportSettings settings;
  struct rlimit limit;
  struct rlimit saved;

  queens_export_settings_init (&settings, window);

  {
    Saving saving = save_board (window, missing, QUEENS_EXPORT_FORMAT_PNG, &settings);

    g_assert_false (saving.ok);
    g_assert_error (saving.error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_clear_error (&saving.error);
    expect_message (window, "does not exist");
  }

  /* Writes that fail part-way, as on a full disk: a file size limit for
   * this process (the tmpfs case is in test-export and test-cli). */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  limit = saved;
  limit.rlim_cur = 8 * 1024;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  {
    Saving saving = save_board (window, big, QUEENS_EXPORT_FORMAT_PNG, &settings);

    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved), ==, 0);
    g_assert_false (saving.ok);
    g_assert_true (saving.error->domain == G_IO_ERROR);
    /* Why, in the system's words: the file grew too large. */
    g_test_message ("%s", saving.error->message);
    g_assert_nonnull (strstr (saving.error->message, g_strerror (EFBIG)));
    g_clear_error (&saving.error);
    expect_message (window, "big.png");
  }

  {
    g_auto(GStrv) names = list_folder (folder);

    /* Neither the file nor a temporary. */
    g_assert_cmpuint (g_strv_length (names), ==, 0);
  }

  close_window (window);
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

/* In play the position is exported, with its conflicts in red. */
static void
test_export_play (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *plain = g_build_filename (folder, "plain.png", NULL);
  g_autofree char *conflict = g_build_filename (folder, "conflict.png", NULL);
  static const guint32 queens[] = { 1, G_MAXUINT32, 4, G_MAXUINT32, 0 };
  QueensWindow *window = open_window (5);
  QueensExportSettings settings;
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

  queens_export_settings_init (&settings, window);
  settings.show_attacks = FALSE;
  settings.pixels = 500;
  {
    Saving saving = save_board (window, plain, QUEENS_EXPORT_FORMAT_PNG, &settings);

    g_assert_no_error (saving.error);
    g_assert_true (saving.ok);
  }
  assert_png_shows (plain, 500, 5, queens);

  /* A queen in the same column as the one in row 1: both turn red (and
   * the one in row 5, on its diagonal). */
  toggle (window, 3, 1);
  {
    Saving saving = save_board (window, conflict, QUEENS_EXPORT_FORMAT_PNG, &settings);

    g_assert_true (saving.ok);
  }
  image = cairo_image_surface_create_from_png (conflict);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  data = cairo_image_surface_get_data (image);
  stride = (gsize) cairo_image_surface_get_stride (image);
  square_centre (500, 5, 0, 1, &x, &y);
  pixel = pixel_at (data, stride, x, y);
  g_assert_cmpuint ((pixel >> 16) & 0xff, >, ((pixel >> 8) & 0xff) + 80);
  square_centre (500, 5, 3, 1, &x, &y);
  pixel = pixel_at (data, stride, x, y);
  g_assert_cmpuint ((pixel >> 16) & 0xff, >, ((pixel >> 8) & 0xff) + 80);
  /* The queen in row 3 attacks nobody: the plain dark queen. */
  square_centre (500, 5, 2, 4, &x, &y);
  pixel = pixel_at (data, stride, x, y);
  g_assert_cmpuint ((pixel >> 16) & 0xff, <, 0x60);
  cairo_surface_destroy (image);

  close_window (window);
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
  g_autofree char *nothing = g_build_filename (folder, "nothing.pdf", NULL);
  QueensWindow *window = open_window (8);
  QueensExportSettings settings;

  g_assert_cmpuint (queens_window_get_unique_count (window), ==, known_counts_unique (8));

  /* Through the menu's action and the chooser, keeping the name offered. */
  choose_file (window, "win.export-fundamental", folder, NULL, -1, NULL);
  wait_for (file_exists, pdf, "the sheet");
  g_assert_cmpuint (count_pdf_pages (pdf), ==, 1);

  queens_export_settings_init (&settings, window);
  queens_window_set_n (window, 10);
  wait_for (window_is_idle, window, "the N = 10 search to end");
  {
    g_autoptr(GFile) file = g_file_new_for_path (svg);
    g_autofree char *contents = NULL;
    Saving saving = { FALSE, FALSE, NULL };

    queens_export_dialog_save_sheet_async (window, file, QUEENS_EXPORT_FORMAT_SVG, &settings,
                                           on_sheet_saved, &saving);
    wait_for (saving_done, &saving, "the sheet");
    g_assert_no_error (saving.error);
    g_assert_true (saving.ok);
    g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "<svg"));
    g_assert_null (strstr (contents, "<image"));
  }

  /* N = 40 is never listed: no chooser, a message instead. */
  queens_window_set_n (window, 40);
  activate (window, "win.export-fundamental");
  expect_message (window, "up to 32");
  {
    g_autoptr(GFile) file = g_file_new_for_path (nothing);
    Saving saving = { FALSE, FALSE, NULL };

    queens_export_dialog_save_sheet_async (window, file, QUEENS_EXPORT_FORMAT_PDF, &settings,
                                           on_sheet_saved, &saving);
    wait_for (saving_done, &saving, "the refusal");
    g_assert_false (saving.ok);
    g_assert_error (saving.error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NO_BOARDS);
    g_clear_error (&saving.error);
    expect_message (window, "N is 40");
  }

  /* N = 13 has more fundamental solutions than a sheet holds. */
  queens_window_set_n (window, 13);
  wait_for (window_is_idle, window, "the N = 13 search to end");
  g_assert_cmpuint (queens_window_get_unique_count (window), >, QUEENS_EXPORT_SHEET_MAX_BOARDS);
  activate (window, "win.export-fundamental");
  expect_message (window, "at most");

  {
    g_auto(GStrv) names = list_folder (folder);

    g_assert_cmpuint (g_strv_length (names), ==, 2);
  }

  close_window (window);
  remove_folder (folder);
}

/* @pixel (0xAARRGGBB) is @color, opaque, give or take cairo's rounding. */
static void
assert_pixel_is (guint32                  pixel,
                 const QueensRenderColor *color,
                 const char              *what)
{
  const double channels[] = { color->red, color->green, color->blue };

  g_test_message ("%s: %08x", what, pixel);
  g_assert_cmphex (pixel >> 24, ==, 0xff);
  for (guint i = 0; i < G_N_ELEMENTS (channels); i++)
    {
      int expected = (int) (channels[i] * 255.0 + 0.5);
      int found = (int) ((pixel >> (16 - 8 * i)) & 0xff);

      if (ABS (found - expected) > 1)
        g_error ("%s: pixel %08x, channel %u is %d, the palette says %d",
                 what, pixel, i, found, expected);
    }
}

/* The centres of an empty light and an empty dark square of an n-board
 * filling the image have @palette's square colours. */
static void
assert_png_squares_are (const char                *path,
                        int                        size,
                        guint                      n,
                        const guint32             *columns,
                        const QueensRenderPalette *palette)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  const guint8 *data;
  gsize stride;
  gboolean checked[2] = { FALSE, FALSE };

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  stride = (gsize) cairo_image_surface_get_stride (image);

  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        /* The bottom-left square is dark, as in chess. */
        gboolean dark = (row + column) % 2 == (n - 1) % 2;
        int x, y;

        if (columns[row] == column || checked[dark])
          continue;
        square_centre (size, n, row, column, &x, &y);
        assert_pixel_is (pixel_at (data, stride, x, y),
                         dark ? &palette->dark_square : &palette->light_square,
                         dark ? "a dark square" : "a light square");
        checked[dark] = TRUE;
      }

  g_assert_true (checked[0] && checked[1]);
  cairo_surface_destroy (image);
}

/* How cairo's SVG writer spells @color: "rgb(46.27451%,58.823529%,33.72549%)". */
static char *
svg_rgb (const QueensRenderColor *color)
{
  const double channels[] = { color->red, color->green, color->blue };
  GString *text = g_string_new ("rgb(");

  for (guint i = 0; i < G_N_ELEMENTS (channels); i++)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      char *end;

      g_ascii_formatd (number, sizeof number, "%f", channels[i] * 100.0);
      end = number + strlen (number) - 1;
      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
      g_string_append_printf (text, "%s%s%%", i > 0 ? "," : "", number);
    }

  g_string_append_c (text, ')');
  return g_string_free (text, FALSE);
}

/* Files have the board colours the window shows, unless another is
 * picked in the chooser; the sheet too. */
static void
test_export_board_theme (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *green_png = g_build_filename (folder, "green.png", NULL);
  g_autofree char *blue_png = g_build_filename (folder, "blue.png", NULL);
  g_autofree char *api_png = g_build_filename (folder, "api.png", NULL);
  g_autofree char *sheet = g_build_filename (folder, "sheet.svg", NULL);
  g_autoptr(GSettings) gsettings = g_settings_new (APPLICATION_ID);
  g_autofree guint32 *shown = NULL;
  QueensRenderPalette classic, green, blue;
  QueensExportSettings settings;
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
  window = open_window (8);
  g_assert_cmpint (queens_board_view_get_board_theme (queens_window_get_board_view (window)),
                   ==, QUEENS_RENDER_BOARD_THEME_GREEN);
  activate (window, "win.next-solution");
  shown = copy_shown (window);

  /* The chooser as it opens, nothing picked: the board's colours. */
  choose_file (window, "win.export", folder, "green.png", 0, NULL);
  wait_for (file_exists, green_png, "the green PNG");
  assert_png_shows (green_png, 1024, 8, shown);
  assert_png_squares_are (green_png, 1024, 8, shown, &green);

  /* Another board theme picked in the chooser reaches the file. */
  {
    const char *choices[] = { "board-theme", "Blue", NULL };

    choose_file (window, "win.export", folder, "blue.png", 0, choices);
    wait_for (file_exists, blue_png, "the blue PNG");
    assert_png_squares_are (blue_png, 1024, 8, shown, &blue);
  }

  /* The settings the window gives follow its board too. */
  queens_export_settings_init (&settings, window);
  g_assert_cmpint (settings.board_theme, ==, QUEENS_RENDER_BOARD_THEME_GREEN);
  settings.pixels = 256;
  {
    Saving saving = save_board (window, api_png, QUEENS_EXPORT_FORMAT_PNG, &settings);

    g_assert_no_error (saving.error);
    g_assert_true (saving.ok);
    assert_png_squares_are (api_png, 256, 8, shown, &green);
  }

  /* The sheet of fundamental solutions, SVG picked (second type). */
  choose_file (window, "win.export-fundamental", folder, "sheet.svg", 1, NULL);
  wait_for (file_exists, sheet, "the sheet");
  {
    g_autofree char *contents = NULL;
    g_autofree char *green_dark = svg_rgb (&green.dark_square);
    g_autofree char *green_light = svg_rgb (&green.light_square);
    g_autofree char *classic_dark = svg_rgb (&classic.dark_square);
    g_autofree char *classic_light = svg_rgb (&classic.light_square);

    g_assert_true (g_file_get_contents (sheet, &contents, NULL, NULL));
    g_test_message ("looking for %s and %s", green_dark, green_light);
    g_assert_nonnull (strstr (contents, green_dark));
    g_assert_nonnull (strstr (contents, green_light));
    g_assert_null (strstr (contents, classic_dark));
    g_assert_null (strstr (contents, classic_light));
  }

  close_window (window);
  g_settings_reset (gsettings, "board-theme");
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
  g_test_add_func ("/window-export/copy-image", test_copy_image);
  g_test_add_func ("/window-export/dialog", test_export_dialog);
  g_test_add_func ("/window-export/errors", test_export_errors);
  g_test_add_func ("/window-export/play", test_export_play);
  g_test_add_func ("/window-export/sheet", test_export_sheet);
  g_test_add_func ("/window-export/board-theme", test_export_board_theme);

  return g_test_run ();
}
