/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-window-messages.c: what the window offers and says belongs to the
 * current N and mode (needs a display: run under Xvfb).  A request that
 * cannot be answered is switched off, not answered with a wrong message;
 * every message is true, errors stand at the field they are about, and
 * the status area keeps its height whatever it says. */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "queens-board-view.h"
#include "queens-format.h"
#include "queens-status-bar.h"
#include "queens-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static void
close_window (QueensWindow *window)
{
  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
enabled (QueensWindow *window,
         const char   *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), action);
}

/* N = 2 and 3 have no solution: in play, Hint and Complete are off (they
 * used to answer "Dead end… take one back" on an empty board). */
static void
test_play_without_solutions (void)
{
  QueensWindow *window = queens_window_new (NULL, 3);

  gtk_window_present (GTK_WINDOW (window));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));

  for (guint n = 1; n <= 6; n++)
    {
      gboolean solvable = n != 2 && n != 3;

      queens_window_set_n (window, n);
      g_assert_true (enabled (window, "toggle-queen"));
      g_assert_cmpint (enabled (window, "hint"), ==, solvable);
      g_assert_cmpint (enabled (window, "complete"), ==, solvable);
    }

  /* Out of play they are off whatever N is. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("browse"));
  g_assert_false (enabled (window, "hint"));
  g_assert_false (enabled (window, "complete"));

  close_window (window);
}

/* Types @text into the go-to field and presses Enter. */
static void
go_to (QueensWindow *window,
       const char   *text)
{
  GtkWidget *entry = goto_entry_of (window);

  g_assert_true (gtk_widget_grab_focus (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
}

/* A number as the window writes it, in the test's locale. */
static char *
count_text (guint64 value)
{
  return queens_format_count (value);
}

static void
assert_contains (const char *text,
                 const char *part)
{
  g_test_message ("“%s” should contain “%s”", text, part);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, part));
}

/* The go-to error stands over the field, and goes as soon as the text
 * changes: it never speaks of a number the field no longer holds. */
static void
test_goto_error_at_field (void)
{
  QueensWindow *window = open_idle_window (8);
  GtkWidget *entry = goto_entry_of (window);

  go_to (window, "500");
  assert_contains (goto_error_of (window), "500");
  assert_contains (goto_error_of (window), "N = 8 has 92");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  /* Not in the status area too. */
  g_assert_cmpstr (queens_window_get_note_text (window), ==, "");

  /* The field holds something else: the error about 500 is gone. */
  gtk_editable_delete_text (GTK_EDITABLE (entry), 2, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "50");
  g_assert_null (goto_error_of (window));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));

  /* Not a number: said at the field, gone with the text. */
  go_to (window, "abc");
  assert_contains (goto_error_of (window), "1 to 92");
  gtk_editable_set_text (GTK_EDITABLE (entry), "7");
  g_assert_null (goto_error_of (window));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_cmpuint (queens_window_get_position (window), ==, 7);
  g_assert_null (goto_error_of (window));

  /* The fundamental ones are counted as such. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "fundamental-only", g_variant_new_boolean (TRUE));
  go_to (window, "13");
  assert_contains (goto_error_of (window), "fundamental solution 13: N = 8 has 12");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "fundamental-only", g_variant_new_boolean (FALSE));

  close_window (window);
}

/* With little memory for stored solutions, N = 12 stores only the first
 * of its 14,200: the fast counter gives the total, and going past the
 * stored ones says so, with the real range. */
static void
test_goto_beyond_stored (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  QueensWindow *window;
  guint64 stored;
  g_autofree char *stored_text = NULL;
  g_autofree char *asked = count_text (14000);
  g_autofree char *beyond = count_text (20000);
  g_autofree char *total = count_text (14200);
  g_autofree char *expected = NULL;
  g_autofree char *expected_beyond = NULL;

  g_settings_set_uint64 (settings, "solution-memory-cap", 4096);
  window = open_idle_window (12);
  stored = queens_window_get_browsable_count (window);
  g_test_message ("%" G_GUINT64_FORMAT " of 14200 stored", stored);
  g_assert_cmpuint (stored, >, 0);
  g_assert_cmpuint (stored, <, 14000);
  g_assert_cmpuint (queens_window_get_solution_count (window), ==, 14200);
  stored_text = count_text (stored);

  go_to (window, "14000");
  expected = g_strdup_printf ("Solution %s is not stored: the memory holds solutions 1 to %s of %s.",
                              asked, stored_text, total);
  g_assert_cmpstr (goto_error_of (window), ==, expected);

  go_to (window, "20000");
  expected_beyond = g_strdup_printf ("There is no solution %s: N = 12 has %s.", beyond, total);
  g_assert_cmpstr (goto_error_of (window), ==, expected_beyond);

  /* The headline counts them all; the note says how many are stored. */
  go_to (window, "3");
  g_assert_true (g_str_has_prefix (queens_window_get_status_text (window), "Solution 3 of "));
  assert_contains (queens_window_get_status_text (window), total);
  assert_contains (queens_window_get_note_text (window), stored_text);

  close_window (window);
  g_settings_reset (settings, "solution-memory-cap");
}

static gboolean
note_is_set (gpointer data)
{
  return *queens_window_get_note_text (QUEENS_WINDOW (data)) != '\0';
}

/* Words pasted as a board: a true message, not a range made of the
 * number of words. */
static void
test_paste_words (void)
{
  QueensWindow *window = open_idle_window (8);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), "hello world");
  activate_window_action (window, "paste", NULL);
  wait_for (note_is_set, window, "the paste's answer");
  assert_contains (queens_window_get_note_text (window), "not a board");
  g_assert_null (strstr (queens_window_get_note_text (window), "1 to 2"));
  g_assert_cmpuint (queens_window_get_n (window), ==, 8);

  close_window (window);
}

static gboolean
random_is_shown (gpointer data)
{
  return strstr (queens_window_get_status_text (QUEENS_WINDOW (data)), "found at random") != NULL;
}

static guint32 *
shown_columns (QueensWindow *window)
{
  QueensBoardView *view = queens_window_get_board_view (window);

  return g_memdup2 (queens_board_view_get_columns (view), queens_board_view_get_n (view) * sizeof (guint32));
}

/* Another Solution says which solution it found, and Next and Previous
 * go on from there. */
static void
test_random_says_which (void)
{
  QueensWindow *window = open_idle_window (8);
  guint64 number = 0;

  for (guint attempt = 0; attempt < 50 && (number < 2 || number >= 92); attempt++)
    {
      const char *status;
      char *rest = NULL;

      activate_window_action (window, "next-solution", NULL);
      activate_window_action (window, "random-solution", NULL);
      wait_for (random_is_shown, window, "the random solution");
      status = queens_window_get_status_text (window);
      g_test_message ("%s", status);
      g_assert_true (g_str_has_prefix (status, "Solution "));
      number = g_ascii_strtoull (status + strlen ("Solution "), &rest, 10);
      g_assert_true (g_str_has_prefix (rest, " of 92, found at random in "));
    }
  g_assert_cmpuint (number, >=, 2);
  g_assert_cmpuint (number, <, 92);

  {
    g_autofree guint32 *random = shown_columns (window);
    g_autofree guint32 *back = NULL;

    /* The detail names its class, as for any stored solution. */
    assert_contains (queens_window_get_symmetry_text (window), "undamental solution");
    activate_window_action (window, "next-solution", NULL);
    g_assert_cmpuint (queens_window_get_position (window), ==, number + 1);
    activate_window_action (window, "previous-solution", NULL);
    g_assert_cmpuint (queens_window_get_position (window), ==, number);
    back = shown_columns (window);
    g_assert_cmpmem (back, 8 * sizeof (guint32), random, 8 * sizeof (guint32));
  }

  /* From a random one, Previous goes back one too. */
  activate_window_action (window, "random-solution", NULL);
  wait_for (random_is_shown, window, "the random solution");
  number = g_ascii_strtoull (queens_window_get_status_text (window) + strlen ("Solution "), NULL, 10);
  if (number > 1)
    {
      activate_window_action (window, "previous-solution", NULL);
      g_assert_cmpuint (queens_window_get_position (window), ==, number - 1);
    }

  close_window (window);
}

/* Nothing to pick at random where N has no solution. */
static void
test_random_without_solutions (void)
{
  QueensWindow *window = open_idle_window (1);

  for (guint n = 1; n <= 5; n++)
    {
      queens_window_set_n (window, n);
      g_assert_cmpint (enabled (window, "random-solution"), ==, n != 2 && n != 3);
    }

  close_window (window);
}

static QueensStatusBar *
status_bar_of (QueensWindow *window)
{
  GtkWidget *bar = find_widget_of_type (GTK_WIDGET (window), QUEENS_TYPE_STATUS_BAR);

  g_assert_nonnull (bar);
  return QUEENS_STATUS_BAR (bar);
}

static int
status_height (QueensWindow *window,
               const char   *what)
{
  GtkWidget *bar = GTK_WIDGET (status_bar_of (window));
  int height;

  wait_for_frames (bar, 2);
  height = gtk_widget_get_height (bar);
  g_test_message ("%s: the status area is %d px tall (“%s” / “%s” / “%s”)", what, height,
                  queens_window_get_status_text (window), queens_window_get_symmetry_text (window),
                  queens_window_get_note_text (window));
  return height;
}

/* The status area has one height whatever it says: for every N from 1
 * to 20 (searches, counts, endless searches), for long notes, refusals,
 * random solutions, Play's verdicts and the gallery's range; so the
 * board above it never jumps. */
static void
test_status_height (void)
{
  QueensWindow *window;
  int height;

  /* Its padding and the headline's height come from the style sheet. */
  use_application_style_sheet ();
  window = open_idle_window (8);

  height = status_height (window, "N = 8");
  g_assert_cmpint (height, >, 0);
  for (guint n = 1; n <= 20; n++)
    {
      g_autofree char *what = g_strdup_printf ("N = %u", n);

      queens_window_set_n (window, n);
      g_assert_cmpint (status_height (window, what), ==, height);
    }

  queens_window_set_n (window, 8);
  wait_for (window_is_idle, window, "the search of N = 8");
  g_assert_cmpint (status_height (window, "N = 8 again"), ==, height);

  activate_window_action (window, "random-solution", NULL);
  wait_for (random_is_shown, window, "the random solution");
  g_assert_cmpint (status_height (window, "a random solution"), ==, height);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)),
                          "this is a long text that no one would take for a board of queens, "
                          "pasted to see the longest notes wrap and end within their two lines "
                          "without pushing the board up, however narrow the window is");
  activate_window_action (window, "paste", NULL);
  wait_for (note_is_set, window, "the paste's answer");
  g_assert_cmpint (status_height (window, "a long refusal"), ==, height);

  go_to (window, "500");
  g_assert_nonnull (goto_error_of (window));
  g_assert_cmpint (status_height (window, "a go-to error"), ==, height);

  g_action_group_change_action_state (G_ACTION_GROUP (window), "view", g_variant_new_string ("gallery"));
  g_assert_cmpint (status_height (window, "the gallery"), ==, height);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "view", g_variant_new_string ("board"));

  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));
  g_assert_cmpint (status_height (window, "play"), ==, height);
  activate_window_action (window, "complete", NULL);
  g_assert_cmpint (status_height (window, "play, completed"), ==, height);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window-messages/play-without-solutions", test_play_without_solutions);
  g_test_add_func ("/window-messages/goto-error-at-field", test_goto_error_at_field);
  g_test_add_func ("/window-messages/goto-beyond-stored", test_goto_beyond_stored);
  g_test_add_func ("/window-messages/paste-words", test_paste_words);
  g_test_add_func ("/window-messages/random-says-which", test_random_says_which);
  g_test_add_func ("/window-messages/random-without-solutions", test_random_without_solutions);
  g_test_add_func ("/window-messages/status-height", test_status_height);

  return g_test_run ();
}
