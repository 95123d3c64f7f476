/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-page.h: Play, queens placed by hand */
#pragma once

#include <gtk/gtk.h>

#include "queens-board-view.h"
#include "queens-board.h"
#include "queens-play-session.h"
#include "queens-solve-job.h"
#include "queens-status-bar.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_PLAY_PAGE (queens_play_page_get_type ())
G_DECLARE_FINAL_TYPE (QueensPlayPage, queens_play_page, QUEENS, PLAY_PAGE, GtkWidget)

/* Signals: "size-changed" (guint n): undo or a loaded board brought a
 * position of another size while the page is on show; N should follow. */

/* The board and status bar the page writes to (the window's, shared with
 * Browse), and the map its win.* actions go into. */
void               queens_play_page_attach       (QueensPlayPage   *self,
                                                  QueensBoardView  *board_view,
                                                  QueensStatusBar  *status_bar,
                                                  GActionMap       *action_map);
/* A new N and the window's search for it (nullable), which the status
 * line quotes.  On show, a new N is a new empty board, one step for
 * undo; off show, the board waits until the page is shown again. */
void               queens_play_page_show_search  (QueensPlayPage   *self,
                                                  guint             n,
                                                  QueensSolveJob   *job);
/* On show the page plays on the board and writes the status bar. */
void               queens_play_page_set_active   (QueensPlayPage   *self,
                                                  gboolean          active);
gboolean           queens_play_page_get_active   (QueensPlayPage   *self);
/* Plays @board from now on, as one step for undo. */
void               queens_play_page_load         (QueensPlayPage   *self,
                                                  QueensBoard      *board);
/* A refused request, said in the note until the next change. */
void               queens_play_page_tell         (QueensPlayPage   *self,
                                                  const char       *message);
/* Stops the session's worker (Complete) before the window goes. */
void               queens_play_page_stop         (QueensPlayPage   *self);
/* The session, or NULL before the page was first shown or loaded. */
QueensPlaySession *queens_play_page_get_session  (QueensPlayPage   *self);
/* TRUE while a puzzle is played that is neither solved nor given up:
 * showing its answer (the ways to finish) must ask first. */
gboolean           queens_play_page_hides_answer (QueensPlayPage   *self);
/* The player chose to see the answer: the puzzle is given up, saved so,
 * and its status line says so. */
void               queens_play_page_give_up      (QueensPlayPage   *self);

G_END_DECLS
