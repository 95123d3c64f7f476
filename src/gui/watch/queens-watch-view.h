/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-view.h: watch a search think, step by step (win.mode
 * "watch")
 *
 * The board, the counters, a per-row panel of the search tree and the
 * controls.  The controls go through the window's win.watch-* actions;
 * the window forwards those to the setters here.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-file-picker.h"
#include "queens-stepper.h"

G_BEGIN_DECLS

#define QUEENS_WATCH_VIEW_MAX_SPEED 1000

#define QUEENS_TYPE_WATCH_VIEW (queens_watch_view_get_type ())
G_DECLARE_FINAL_TYPE (QueensWatchView, queens_watch_view, QUEENS, WATCH_VIEW, GtkWidget)

GtkWidget     *queens_watch_view_new            (void);

guint          queens_watch_view_get_n          (QueensWatchView *self);
/* Any N >= 1; the methods say when N is outside their range. */
void           queens_watch_view_set_n          (QueensWatchView *self,
                                                 guint            n);
gboolean       queens_watch_view_get_playing    (QueensWatchView *self);
void           queens_watch_view_set_playing    (QueensWatchView *self,
                                                 gboolean         playing);
/* Steps a second, 1 .. QUEENS_WATCH_VIEW_MAX_SPEED, or 0 for as fast as
 * the frame allows. */
int            queens_watch_view_get_speed      (QueensWatchView *self);
void           queens_watch_view_set_speed      (QueensWatchView *self,
                                                 int              speed);
/* "backtracking", "min-conflicts", "breadth-first", "permutations" or
 * "louis". */
const char    *queens_watch_view_get_method     (QueensWatchView *self);
void           queens_watch_view_set_method     (QueensWatchView *self,
                                                 const char      *method);
/* One step forward or back; FALSE when there is none to take. */
gboolean       queens_watch_view_step           (QueensWatchView *self);
gboolean       queens_watch_view_back           (QueensWatchView *self);
/* Back to the start of the current method (a new random start for
 * min-conflicts). */
void           queens_watch_view_restart        (QueensWatchView *self);

/* The search on show, the chosen method's, for the tests; NULL when it
 * cannot be watched at this N. */
QueensStepper *queens_watch_view_get_stepper          (QueensWatchView *self);
/* Whether set_method() knows @name. */
gboolean       queens_watch_view_is_method_name       (const char      *name);
/* The pseudocode line the last step ran (-1: none, or no code shown). */
int            queens_watch_view_get_code_line        (QueensWatchView *self);
/* The strip of boards breadth-first and louis hold. */
GtkWidget     *queens_watch_view_get_level_strip      (QueensWatchView *self);
/* The text of the counters and of the method's explanation. */
const char    *queens_watch_view_get_counters_text    (QueensWatchView *self);
const char    *queens_watch_view_get_explanation_text (QueensWatchView *self);
/* The number (1-based, lexicographic) of the solution last met by the
 * backtracking search; 0 before the first. */
guint64        queens_watch_view_get_last_solution    (QueensWatchView *self);
/* Emits ::open-solution with that number. */
void           queens_watch_view_open_last_solution   (QueensWatchView *self);
/* The squares the board crosses out as refused by the search at this
 * step, row by row; NULL with *out_n = 0 when none (always for
 * min-conflicts).  Free with g_free(). */
QueensSquare  *queens_watch_view_get_rejected         (QueensWatchView *self,
                                                       gsize           *out_n);
/* The search tree panel (a QueensSearchTreeView), shown for
 * backtracking. */
GtkWidget     *queens_watch_view_get_tree_view        (QueensWatchView *self);
/* Whether a narrow page shows the tree in place of the board (a wide
 * one shows both). */
gboolean       queens_watch_view_get_show_tree        (QueensWatchView *self);
void           queens_watch_view_set_show_tree        (QueensWatchView *self,
                                                       gboolean         show_tree);
/* Whether the page is wide enough for the tree beside the board. */
gboolean       queens_watch_view_is_wide              (QueensWatchView *self);
/* Moves the backtracking search (and the page to it) to the moment it
 * places the queens @text names, "1,5,8": the columns, 1..N, of rows 1,
 * 2, 3...; "" is the start.  FALSE with a message for the user when that
 * is no safe placement. */
gboolean       queens_watch_view_jump                 (QueensWatchView *self,
                                                       const char      *text,
                                                       GError         **error);
/* Shows the part of the tree below the collapsed node @text names, as
 * for queens_watch_view_jump(). */
gboolean       queens_watch_view_expand_tree          (QueensWatchView *self,
                                                       const char      *text,
                                                       GError         **error);
/* The picker win.export-tree asks with (the desktop's, until a test
 * puts its own). */
QueensFilePicker *queens_watch_view_get_tree_picker (QueensWatchView  *self);
void           queens_watch_view_set_tree_picker      (QueensWatchView  *self,
                                                       QueensFilePicker *picker);
/* Writes the tree as it is shown, as SVG or PDF after @file's name. */
gboolean       queens_watch_view_export_tree          (QueensWatchView *self,
                                                       GFile           *file,
                                                       GError         **error);
/* The speed the speed control shows, as its text. */
const char    *queens_watch_view_get_speed_text       (QueensWatchView *self);

G_END_DECLS
