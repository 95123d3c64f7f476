/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-window-messages.c: what the window offers and says belongs to the
 * current N and mode (needs a display: run under Xvfb).  A request that
 * cannot be answered is switched off, not answered with a wrong message. */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>

#include "queens-window.h"
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

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window-messages/play-without-solutions", test_play_without_solutions);

  return g_test_run ();
}
