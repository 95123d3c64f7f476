/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-driver.c: the export dialog driven as a user would */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "export-driver.h"
#include "key-events.h"
#include "main-loop-wait.h"

typedef struct
{
  GtkWindow *parent;   /* NULL: an export dialog, over any window */
  GtkWindow *found;
} Finding;

/* A window shown on top of @finding->parent (a message, a question, a
 * file chooser), or an export dialog. */
static gboolean
find_window (gpointer data)
{
  Finding *finding = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  finding->found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (!gtk_widget_get_visible (GTK_WIDGET (window)))
        continue;
      if (finding->parent == NULL ? QUEENS_IS_EXPORT_DIALOG (window)
                                  : gtk_window_get_transient_for (window) == finding->parent
                                    && !QUEENS_IS_EXPORT_DIALOG (window))
        finding->found = window;
    }

  return finding->found != NULL;
}

static gboolean
no_window (gpointer data)
{
  return !find_window (data);
}

GtkWindow *
wait_for_window_over (GtkWindow  *parent,
                      const char *what)
{
  Finding finding = { parent, NULL };

  wait_for (find_window, &finding, what);
  g_assert_true (gtk_window_get_modal (finding.found));
  return finding.found;
}

void
wait_for_no_window_over (GtkWindow  *parent,
                         const char *what)
{
  Finding finding = { parent, NULL };

  wait_for (no_window, &finding, what);
}

static void
append_text (GtkWidget *widget,
             GString   *text)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_text (child, text);
}

char *
collect_text (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  append_text (widget, text);
  return g_string_free (text, FALSE);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  (*(guint *) data)++;
}

static gboolean
is_positive (gpointer data)
{
  return *(guint *) data > 0;
}

/* Until @window has drawn itself once: what it says can only go wrong
 * (a label too wide for cairo) when it is drawn. */
static void
wait_for_drawn (GtkWindow *window)
{
  GdkFrameClock *clock;
  guint painted = 0;
  gulong handler;

  wait_for (is_mapped, window, "the message on screen");
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (window));
  wait_for (is_positive, &painted, "the message drawn");
  g_signal_handler_disconnect (clock, handler);
}

/* A message wider than the screen cannot be read, nor closed with the
 * mouse (and past 32767 pixels cairo cannot draw it). */
static void
assert_fits_screen (GtkWindow *window)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  GdkMonitor *monitor = gdk_display_get_monitor_at_surface (display, surface);
  GdkRectangle area;

  gdk_monitor_get_geometry (monitor, &area);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, area.width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, area.height);
}

void
expect_message (GtkWindow  *parent,
                const char *needle)
{
  GtkWindow *message = wait_for_window_over (parent, "a message");
  g_autofree char *text = NULL;

  wait_for_drawn (message);
  assert_fits_screen (message);
  text = collect_text (GTK_WIDGET (message));

  g_test_message ("message: %s", text);
  if (strstr (text, needle) == NULL)
    g_error ("the message says “%s”, not “%s”", text, needle);

  g_assert_true (press_key (message, GDK_KEY_Escape, 0));
  wait_for_no_window_over (parent, "the message to close");
}

QueensExportDialog *
wait_for_export_dialog (void)
{
  Finding finding = { NULL, NULL };

  wait_for (find_window, &finding, "the export dialog");
  return QUEENS_EXPORT_DIALOG (finding.found);
}

void
wait_for_export_dialog_closed (void)
{
  Finding finding = { NULL, NULL };

  wait_for (no_window, &finding, "the export dialog to close");
}

QueensExportDialog *
open_export_dialog (GtkWindow       *window,
                    const char      *action,
                    const char      *path,
                    TestFilePicker **out_picker)
{
  QueensExportDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  dialog = wait_for_export_dialog ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == window);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));

  *out_picker = test_file_picker_new (path);
  queens_export_dialog_set_file_picker (dialog, QUEENS_FILE_PICKER (*out_picker));
  return dialog;
}

/* The widget a label of the dialog names, found by the label's text
 * ("_Format"), as its mnemonic reaches it: the widget it names, or the
 * check box or button it is the text of. */
static GtkWidget *
find_labelled (GtkWidget  *widget,
               const char *label)
{
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_label (GTK_LABEL (widget)), label))
    {
      GtkWidget *target = gtk_label_get_mnemonic_widget (GTK_LABEL (widget));

      return target != NULL ? target : gtk_widget_get_parent (widget);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_labelled (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWidget *
labelled (QueensExportDialog *dialog,
          const char         *label)
{
  GtkWidget *widget = find_labelled (GTK_WIDGET (dialog), label);

  if (widget == NULL)
    g_error ("the dialog has no “%s”", label);
  return widget;
}

void
pick (QueensExportDialog *dialog,
      const char         *label,
      const char         *choice)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (labelled (dialog, label));
  GListModel *model = gtk_drop_down_get_model (drop_down);

  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (drop_down)));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), choice))
      {
        gtk_drop_down_set_selected (drop_down, i);
        return;
      }

  g_error ("“%s” lists no “%s”", label, choice);
}

char *
describe_choices (QueensExportDialog *dialog,
                  const char         *label)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (labelled (dialog, label));
  GListModel *model = gtk_drop_down_get_model (drop_down);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      const char *entry = gtk_string_list_get_string (GTK_STRING_LIST (model), i);

      if (i > 0)
        g_string_append_c (text, '|');
      if (i == gtk_drop_down_get_selected (drop_down))
        g_string_append_printf (text, "[%s]", entry);
      else
        g_string_append (text, entry);
    }

  return g_string_free (text, FALSE);
}

void
set_check (QueensExportDialog *dialog,
           const char         *label,
           gboolean            active)
{
  GtkWidget *check = labelled (dialog, label);

  g_assert_true (gtk_widget_get_visible (check));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
}

static gboolean
export_is_enabled (gpointer data)
{
  return gtk_widget_get_sensitive (data);
}

void
wait_for_export_ready (QueensExportDialog *dialog)
{
  wait_for (export_is_enabled, gtk_window_get_default_widget (GTK_WINDOW (dialog)),
            "Export… to be ready");
}

typedef struct
{
  TestFilePicker *picker;
  guint           n_asked;
} Asking;

static gboolean
picker_is_asked (gpointer data)
{
  Asking *asking = data;

  return test_file_picker_get_n_asked (asking->picker) >= asking->n_asked;
}

void
press_export_key (QueensExportDialog *dialog,
                  TestFilePicker     *picker,
                  guint               keyval,
                  GdkModifierType     modifiers)
{
  Asking asking = { picker, test_file_picker_get_n_asked (picker) + 1 };

  /* Not while a question is being answered. */
  wait_for_export_ready (dialog);
  g_assert_true (press_key (GTK_WINDOW (dialog), keyval, modifiers));
  wait_for (picker_is_asked, &asking, "the picker to be asked");
  g_assert_cmpuint (test_file_picker_get_n_asked (picker), ==, asking.n_asked);
  g_assert_true (test_file_picker_get_asked_over (picker) == GTK_WINDOW (dialog));
}

void
press_export (QueensExportDialog *dialog,
              TestFilePicker         *picker)
{
  press_export_key (dialog, picker, GDK_KEY_Return, 0);
}

void
export_as_offered (GtkWindow  *window,
                   const char *action,
                   const char *path)
{
  g_autoptr(TestFilePicker) picker = NULL;
  QueensExportDialog *dialog = open_export_dialog (window, action, path, &picker);

  press_export (dialog, picker);
  wait_for_export_dialog_closed ();
}
