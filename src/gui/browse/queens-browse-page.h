/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-browse-page.h: Browse, the solutions a search finds */
#pragma once

#include <gtk/gtk.h>

#include "queens-board-view.h"
#include "queens-board.h"
#include "queens-count-job.h"
#include "queens-solve-job.h"
#include "queens-status-bar.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_BROWSE_PAGE (queens_browse_page_get_type ())
G_DECLARE_FINAL_TYPE (QueensBrowsePage, queens_browse_page, QUEENS, BROWSE_PAGE, GtkWidget)

/* Signals: "edit-board" (QueensBoard *board): win.edit-solution asks to
 * play the shown board. */

/* The board and the status bar the page writes to (the window's, shared
 * with Play), and the map its win.* actions go into. */
void         queens_browse_page_attach              (QueensBrowsePage *self,
                                                     QueensBoardView  *board_view,
                                                     QueensStatusBar  *status_bar,
                                                     GActionMap       *action_map);
/* A new N: @job (nullable: too large to list) is the window's search for
 * it, already started.  Clears the board and what was typed. */
void         queens_browse_page_show_search         (QueensBrowsePage *self,
                                                     guint             n,
                                                     QueensSolveJob   *job);
/* The window's fast counter for the N shown (already started), whose
 * total and unique counts stand beside the stored part of the search.
 * Until the next show_search(). */
void         queens_browse_page_show_count          (QueensBrowsePage *self,
                                                     QueensCountJob   *count_job);
/* The page on show writes the status bar; another page's news would
 * speak of another board. */
void         queens_browse_page_set_active          (QueensBrowsePage *self,
                                                     gboolean          active);
/* A refusal said in the note until the next move (@message is copied). */
void         queens_browse_page_refuse              (QueensBrowsePage *self,
                                                     const char       *message);
/* Stops the search's workers before the window goes. */
void         queens_browse_page_stop                (QueensBrowsePage *self);

gboolean     queens_browse_page_get_active          (QueensBrowsePage *self);
/* Shows the browsable solution at 0-based @position (as the gallery
 * numbers them), if it is stored. */
void         queens_browse_page_show_solution       (QueensBrowsePage *self,
                                                     guint64           position);
guint64      queens_browse_page_get_browsable_count (QueensBrowsePage *self);
/* 1-based position among the browsable solutions; 0 when the board is no
 * found solution. */
guint64      queens_browse_page_get_position        (QueensBrowsePage *self);
gboolean     queens_browse_page_is_showing_construction (QueensBrowsePage *self);
gboolean     queens_browse_page_get_fundamental_only (QueensBrowsePage *self);

G_END_DECLS
