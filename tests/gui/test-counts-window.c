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
  return queens_counts_window_is_measured (QUEENS_COUNTS_WINDOW (data), 12);
}

static gboolean
thirteen_measured (gpointer data)
{
  return queens_counts_window_is_measured (QUEENS_COUNTS_WINDOW (data), 13);
}

static void
test_counts_window_table (void)
{
  QueensCountsWindow *window;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  const char *directory = g_getenv ("QUEENS_SCREENSHOT_DIR");

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "counts-table"));
  g_action_group_activate_action (G_ACTION_GROUP (application), "counts-table", NULL);
  window = QUEENS_COUNTS_WINDOW (find_shown_widget_of_type (QUEENS_TYPE_COUNTS_WINDOW));
  g_assert_nonnull (window);

  /* Up to N = 12 measured at once; beyond, estimated from that. */
  wait_for (quick_counts_measured, window, "the quick counts");
  g_assert_false (queens_counts_window_is_measured (window, 13));
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
      g_assert_true (g_str_has_suffix (lines[n], n <= 12 ? "(measured)" : "(estimated)"));
    }
  g_assert_null (strstr (lines[27], "Measuring"));

  /* Count now: N = 13 on the worker, then measured. */
  g_assert_true (queens_counts_window_count (window, 13));
  g_assert_false (queens_counts_window_count (window, 14));
  wait_for (thirteen_measured, window, "the count of N = 13");
  g_clear_pointer (&text, g_free);
  text = queens_counts_window_to_text (window);
  g_assert_nonnull (strstr (text, "\n13\t73712\t9233\t"));
  g_assert_nonnull (strstr (strstr (text, "\n13\t"), "(measured)\n14\t"));

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
