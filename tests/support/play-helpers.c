/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* play-helpers.c: a window in Play for the play tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>

#include "play-helpers.h"
#include "main-loop-wait.h"

QueensWindow *
open_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

QueensWindow *
open_play_window (guint n)
{
  QueensWindow *window = open_window (n);

  settle (window);
  set_mode (window, "play");
  g_assert_nonnull (queens_window_get_play_session (window));
  return window;
}

void
settle (QueensWindow *window)
{
  if (queens_window_is_searching (window) && queens_window_get_n (window) > 16)
    activate (window, "win.stop");
  wait_for (window_is_idle, window, "the search to settle");
}

void
set_mode (QueensWindow *window,
          const char   *mode)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string (mode));
}

void
activate (QueensWindow *window,
          const char   *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

void
toggle (QueensWindow *window,
        guint         row,
        guint         column)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-queen", "(ii)",
                                             (gint32) row + 1, (gint32) column + 1));
}

gboolean
action_enabled (QueensWindow *window,
                const char   *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

QueensPlaySession *
session_of (QueensWindow *window)
{
  QueensPlaySession *session = queens_window_get_play_session (window);

  g_assert_nonnull (session);
  return session;
}

QueensBoard *
board_of (QueensWindow *window)
{
  return queens_play_session_get_board (session_of (window));
}

gboolean
verdict_is_known (gpointer data)
{
  QueensPlaySession *session = queens_window_get_play_session (QUEENS_WINDOW (data));
  QueensPlayVerdict verdict = queens_play_session_get_verdict (session);

  return verdict != QUEENS_PLAY_VERDICT_PENDING
         && !(verdict == QUEENS_PLAY_VERDICT_SOLVED
              && queens_play_session_get_solution_index (session, NULL) < 0
              && queens_play_session_get_n (session) <= 16);
}

gboolean
session_is_idle (gpointer data)
{
  return !queens_play_session_is_busy (queens_window_get_play_session (QUEENS_WINDOW (data)));
}

gboolean
board_has_n (gpointer data)
{
  QueensPlaySession *session = queens_window_get_play_session (QUEENS_WINDOW (data));

  return session != NULL && queens_play_session_get_n (session) == 6;
}
