/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view.h: a widget that shows one board, drawn by queens-render
 *
 * It shows the browsed solution, or, once given a play session, the play
 * position with its marks (attacked squares, conflicts, one cursor frame
 * on the pointer's or the keyboard's square, a note once solved) and
 * takes the user's moves:
 * clicks and Space or Enter toggle a queen, dragging moves one, the arrow
 * keys move the keyboard's square.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-play-session.h"
#include "queens-render.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_BOARD_VIEW (queens_board_view_get_type ())
G_DECLARE_FINAL_TYPE (QueensBoardView, queens_board_view, QUEENS, BOARD_VIEW, GtkWidget)

GtkWidget     *queens_board_view_new                  (void);

/* The browsed solution: a board of size @n (1 <= n <= QUEENS_MAX_N) with
 * row r's queen in column @columns[r] (0-based, QUEENS_NO_QUEEN for none);
 * @columns NULL is the empty board.  The columns are copied.  Shown
 * unless a play session is set. */
void           queens_board_view_set_columns          (QueensBoardView *self,
                                                       guint            n,
                                                       const guint32   *columns);
/* The size of the browsed board (the "n" property). */
guint          queens_board_view_get_n                (QueensBoardView *self);
/* n entries, or NULL when the board is empty; valid until the next
 * queens_board_view_set_columns(). */
const guint32 *queens_board_view_get_columns          (QueensBoardView *self);
/* Counts changes of what is shown, so tests can tell a redraw is due. */
guint64        queens_board_view_get_revision         (QueensBoardView *self);

/* The GType of QueensRenderBoardTheme (nicks "classic", "green", "blue",
 * "high-contrast", as in the settings), for the "board-theme" property. */
#define QUEENS_TYPE_RENDER_BOARD_THEME (queens_render_board_theme_get_type ())
GType          queens_render_board_theme_get_type     (void);

/* The board's colours (the "board-theme" property); their light or dark
 * variant follows the GTK theme, and so the desktop's dark preference. */
QueensRenderBoardTheme queens_board_view_get_board_theme (QueensBoardView        *self);
void           queens_board_view_set_board_theme      (QueensBoardView        *self,
                                                       QueensRenderBoardTheme  board_theme);

gboolean       queens_board_view_get_show_coordinates (QueensBoardView *self);
void           queens_board_view_set_show_coordinates (QueensBoardView *self,
                                                       gboolean         show_coordinates);

/* Name squares in chess coordinates (the "chess-coordinates" property):
 * files a.. from the left and rank 1 at the bottom, on the edges, in
 * square names and in the text form, for boards of up to 26 rows.  Off,
 * and on larger boards, rows and columns are numbered from 1 at the top
 * left. */
gboolean       queens_board_view_get_chess_coordinates (QueensBoardView *self);
void           queens_board_view_set_chess_coordinates (QueensBoardView *self,
                                                        gboolean         chess_coordinates);
/* The coordinates the view names squares in, as the chess setting asks. */
QueensCoordinates queens_board_view_get_coordinates   (QueensBoardView *self);

/* Free play: with a session the view shows its position and sends the
 * user's moves to it ("win.toggle-queen" for toggles); NULL goes back to
 * the browsed solution. */
/* Squares a puzzle's hints ruled out (QueensSquare; a reference is
 * taken, NULL for none), crossed in play where no queen stands. */
void           queens_board_view_set_ruled_out        (QueensBoardView   *self,
                                                       GArray            *squares);
/* TRUE when (@row, @column) shows a cross: ruled out, in play, no queen
 * on it. */
gboolean       queens_board_view_is_crossed           (QueensBoardView   *self,
                                                       guint              row,
                                                       guint              column);
void           queens_board_view_set_play_session     (QueensBoardView   *self,
                                                       QueensPlaySession *session);
QueensPlaySession *queens_board_view_get_play_session (QueensBoardView *self);
/* Dot the squares the queens attack (the "show-attacks" property, on by
 * default). */
gboolean       queens_board_view_get_show_attacks     (QueensBoardView *self);
void           queens_board_view_set_show_attacks     (QueensBoardView *self,
                                                       gboolean         show_attacks);
/* The keyboard's square in play (0-based); the arrow keys move it. */
void           queens_board_view_get_focus_square     (QueensBoardView *self,
                                                       guint           *out_row,
                                                       guint           *out_column);
void           queens_board_view_set_focus_square     (QueensBoardView *self,
                                                       guint            row,
                                                       guint            column);
/* The accessible name of a square of what is shown: "row 4, column 5,
 * queen, attacked by 2", "row 4, column 5, empty" (or "e4, empty" in
 * chess coordinates). */
char          *queens_board_view_describe_square      (QueensBoardView *self,
                                                       guint            row,
                                                       guint            column);

/* Draws what the view shows (browsed solution or play position, with the
 * play marks that are switched on) into @cr's rectangle (0, 0, @width,
 * @height), through queens-render.  @show_coordinates overrides the view's
 * own setting. */
void           queens_board_view_draw                 (QueensBoardView *self,
                                                       cairo_t         *cr,
                                                       double           width,
                                                       double           height,
                                                       gboolean         show_coordinates);
/* Zoom and pan (the "zoom" property: 1 is fit, the whole board in view;
 * the closest zoom shows squares of 128 pixels).  Zooming keeps the board
 * point under (@x, @y), in widget coordinates, where it is; the board may
 * move until an edge reaches the view's middle.  zoom_in() and zoom_out()
 * zoom about the pointer when it is over the board, else about the
 * keyboard's square in use, else about the middle.  Only what is visible is drawn, so a frame costs about
 * the same at every N.  A new N starts at fit. */
double         queens_board_view_get_zoom             (QueensBoardView *self);
void           queens_board_view_zoom_at              (QueensBoardView *self,
                                                       double           factor,
                                                       double           x,
                                                       double           y);
void           queens_board_view_zoom_in              (QueensBoardView *self);
void           queens_board_view_zoom_out             (QueensBoardView *self);
void           queens_board_view_zoom_fit             (QueensBoardView *self);
void           queens_board_view_zoom_closest         (QueensBoardView *self);
/* The board point under the widget point (@x, @y), in squares from the
 * board's top-left corner (fractions included, outside the board too);
 * FALSE when nothing is laid out. */
gboolean       queens_board_view_board_point_at       (QueensBoardView *self,
                                                       double           x,
                                                       double           y,
                                                       double          *out_row,
                                                       double          *out_column);
/* Moves the keyboard's square to the next (@forward) or previous queen in
 * reading order, wrapping round, centres the view on it (zooming in if
 * squares are too small to read) and takes the keyboard focus; FALSE
 * when the board shows no queen. */
gboolean       queens_board_view_go_to_queen          (QueensBoardView *self,
                                                       gboolean         forward);
/* Moves the board by (@dx, @dy) pixels, as dragging it does. */
void           queens_board_view_pan                  (QueensBoardView *self,
                                                       double           dx,
                                                       double           dy);
/* Pans so that square (@row, @column) is in the middle (zoomed in). */
void           queens_board_view_centre_on            (QueensBoardView *self,
                                                       guint            row,
                                                       guint            column);
/* The square under the widget point (@x, @y); FALSE off the board. */
gboolean       queens_board_view_square_at            (QueensBoardView *self,
                                                       double           x,
                                                       double           y,
                                                       guint           *out_row,
                                                       guint           *out_column);
/* Whether the widget point (@x, @y) is on the overview, the whole board
 * in small that a zoomed-in view shows in its top-right corner (pressing
 * there moves the view; it is no square of the board). */
gboolean       queens_board_view_overview_contains    (QueensBoardView *self,
                                                       double           x,
                                                       double           y);
/* The rows and columns, [first, end) each, that meet the allocation. */
void           queens_board_view_get_visible_squares  (QueensBoardView *self,
                                                       guint           *out_first_row,
                                                       guint           *out_end_row,
                                                       guint           *out_first_column,
                                                       guint           *out_end_column);
/* Adds "zoom-in", "zoom-out", "zoom-fit", "next-queen" and
 * "previous-queen" acting on this view to @map (the window's, for
 * win.zoom-* and win.next-queen). */
void           queens_board_view_add_actions          (QueensBoardView *self,
                                                       GActionMap      *map);

/* The text form of what the view shows, in its coordinates (NULL if a
 * row holds several queens). */
char          *queens_board_view_to_text              (QueensBoardView *self,
                                                       GError         **error);

G_END_DECLS
