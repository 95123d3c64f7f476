/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-window.h: the main window */
#pragma once

#include <gtk/gtk.h>

#include "queens-board-view.h"
#include "queens-count-job.h"
#include "queens-solve-job.h"
#include "queens-watch-view.h"

G_BEGIN_DECLS

/* The largest N the window accepts (the spin button's upper bound). */
#define QUEENS_WINDOW_MAX_N 100000u

#define QUEENS_TYPE_WINDOW (queens_window_get_type ())
G_DECLARE_FINAL_TYPE (QueensWindow, queens_window, QUEENS, WINDOW, GtkApplicationWindow)

/* @n: the board size to open at; 0 for the last one used.  @application
 * may be NULL (tests). */
QueensWindow    *queens_window_new                       (GtkApplication *application,
                                                          guint           n);
guint            queens_window_get_n                     (QueensWindow   *self);
/* 1 <= @n <= QUEENS_WINDOW_MAX_N.  Cancels the running search at once and
 * starts the one for @n. */
void             queens_window_set_n                     (QueensWindow   *self,
                                                          guint           n);

/* What the window shows, for tests and the benchmark. */
QueensBoardView *queens_window_get_board_view            (QueensWindow   *self);
/* The current search, or NULL when N is too large to enumerate. */
QueensSolveJob  *queens_window_get_solve_job             (QueensWindow   *self);
/* The fast counter's count of the current N, or NULL: it runs where not
 * every solution can be stored (N <= QUEENS_COUNT_JOB_MAX_N). */
QueensCountJob  *queens_window_get_count_job             (QueensWindow   *self);
/* All solutions and the fundamental ones: the counter's once it has
 * counted, else those found so far by the search, stored or only
 * counted. */
guint64          queens_window_get_solution_count        (QueensWindow   *self);
guint64          queens_window_get_unique_count          (QueensWindow   *self);
/* Solutions that can be browsed in the current mode (all, or only the
 * fundamental ones). */
guint64          queens_window_get_browsable_count       (QueensWindow   *self);
/* 1-based position of the shown solution among the browsable ones; 0 when
 * the board shows no found solution (empty, or built by formula). */
guint64          queens_window_get_position              (QueensWindow   *self);
/* TRUE while the search or the counter runs. */
gboolean         queens_window_is_searching              (QueensWindow   *self);
/* TRUE when the board shows the solution built by formula. */
gboolean         queens_window_is_showing_construction   (QueensWindow   *self);
gboolean         queens_window_get_fundamental_only      (QueensWindow   *self);
/* The texts of the status line, the symmetry line and the note below them
 * (empty when hidden). */
const char      *queens_window_get_status_text           (QueensWindow   *self);
const char      *queens_window_get_symmetry_text         (QueensWindow   *self);
const char      *queens_window_get_note_text             (QueensWindow   *self);
/* Free play's session, or NULL before the window first entered play. */
QueensPlaySession *queens_window_get_play_session        (QueensWindow   *self);
/* The watch page (win.mode "watch"). */
QueensWatchView *queens_window_get_watch_view            (QueensWindow   *self);

G_END_DECLS
