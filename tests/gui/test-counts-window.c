/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-counts-window.c: the table of counts, opened by app.counts-table
 * (needs a display: run under Xvfb)
 *
 * With QUEENS_SCREENSHOT_DIR set, the window is saved there.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "known-counts.h"
#include "queens-application.h"
#include "queens-counts-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static QueensApplication *application;

static gboolean
quick_counts_measured (gpointer data)
{
  return queens_counts_window_is_measured (QUEENS_COUNTS_WINDOW (data),
                                           QUEENS_COUNTS_WINDOW_QUICK_MAX_N);
}


static gboolean
is_count_button (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "counts.count") == 0;
}

static gboolean
widget_is_visible (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (data));
}

static gboolean
widget_is_hidden (gpointer data)
{
  return !gtk_widget_get_visible (GTK_WIDGET (data));
}

static void
test_counts_window_table (void)
{
  QueensCountsWindow *window;
  g_autofree char *text = NULL;
  g_autofree char *copied = NULL;
  g_auto(GStrv) lines = NULL;
  GtkSpinButton *spin;
  GtkWidget *progress;
  const char *directory = g_getenv ("QUEENS_SCREENSHOT_DIR");

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "counts-table"));
  g_action_group_activate_action (G_ACTION_GROUP (application), "counts-table", NULL);
  window = QUEENS_COUNTS_WINDOW (find_shown_widget_of_type (QUEENS_TYPE_COUNTS_WINDOW));
  g_assert_nonnull (window);

  /* Up to N = 16 measured at once; beyond, estimated from that. */
  wait_for (quick_counts_measured, window, "the quick counts");
  g_assert_false (queens_counts_window_is_measured (window, QUEENS_COUNTS_WINDOW_QUICK_MAX_N + 1));
  text = queens_counts_window_to_text (window);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + KNOWN_COUNTS_MAX_N + 1);
  g_assert_cmpstr (lines[0], ==, "N\tAll solutions\tFundamental\tTime to count");
  for (guint n = 1; n <= KNOWN_COUNTS_MAX_N; n++)
    {
      g_autofree char *prefix = g_strdup_printf ("%u\t%" G_GUINT64_FORMAT "\t%" G_GUINT64_FORMAT "\t",
                                                 n, known_counts_total (n),
                                                 known_counts_unique (n));

      g_assert_true (g_str_has_prefix (lines[n], prefix));
      g_assert_true (g_str_has_suffix (lines[n], n <= QUEENS_COUNTS_WINDOW_QUICK_MAX_N ? "(measured)" : "(estimated)"));
    }
  g_assert_null (strstr (lines[27], "Measuring"));

  /* Estimates in round words, not to the millisecond. */
  g_assert_true (g_str_has_prefix (strstr (lines[20], "\tabout "), "\tabout "));
  g_assert_null (strchr (strstr (lines[20], "\tabout "), '.'));

  /* One place to time a count: the field and its button, by keys,
   * showing its progress while it runs; one count at a time. */
  spin = GTK_SPIN_BUTTON (find_widget_of_type (GTK_WIDGET (window), GTK_TYPE_SPIN_BUTTON));
  progress = find_widget_of_type (GTK_WIDGET (window), GTK_TYPE_PROGRESS_BAR);
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, QUEENS_COUNTS_WINDOW_QUICK_MAX_N + 1);
  gtk_spin_button_set_value (spin, 13);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Tab, 0));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                 == find_widget_matching (GTK_WIDGET (window), is_count_button, NULL));
  /* A button pressed by a key clicks a moment later. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_space, 0));
  wait_for (widget_is_visible, progress, "the count of N = 13 to start");
  g_assert_cmpstr (gtk_progress_bar_get_text (GTK_PROGRESS_BAR (progress)), ==, "Counting N = 13");
  g_assert_false (queens_counts_window_count (window, 14));
  g_assert_false (gtk_widget_is_sensitive (find_widget_matching (GTK_WIDGET (window),
                                                                 is_count_button, NULL)));
  wait_for (widget_is_hidden, progress, "the count of N = 13");
  g_clear_pointer (&text, g_free);
  text = queens_counts_window_to_text (window);
  g_assert_nonnull (strstr (text, "\n13\t73712\t9233\t"));
  g_assert_nonnull (strstr (strstr (text, "\n13\t"), "(measured)\n14\t"));

  /* The same by name, for a given N; out of range, nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "counts.count-n", "u", 99));
  g_assert_false (gtk_widget_get_visible (progress));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "counts.count-n", "u", 14));
  g_assert_true (gtk_widget_get_visible (progress));
  wait_for (widget_is_hidden, progress, "the count of N = 14");

  /* Ctrl+C puts the table on the clipboard. */
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_c, GDK_CONTROL_MASK));
  copied = read_clipboard_text (GTK_WIDGET (window));
  g_clear_pointer (&text, g_free);
  text = queens_counts_window_to_text (window);
  g_assert_cmpstr (copied, ==, text);

  if (directory != NULL)
    shoot_screen (directory, "counts-table.png");

  close_by_escape_and_wait (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  application = start_test_application ();

  g_test_add_func ("/counts-window/table", test_counts_window_table);

  return g_test_run ();
}
