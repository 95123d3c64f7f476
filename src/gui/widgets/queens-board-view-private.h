/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view-private.h: what the files of the board view share
 *
 * queens-board-view.c holds the widget, its properties and the play
 * session; queens-board-view-drawing.c lays the board out and draws it;
 * queens-board-view-input.c takes the pointer and the keys in play;
 * queens-board-view-zoom.c zooms and pans; queens-board-view-overview.c
 * shows the whole board in a corner when zoomed in;
 * queens-board-view-accessible.c names what is shown for screen readers
 * and as text.
 */
#pragma once

#include "queens-board-view.h"
#include "queens-render.h"

G_BEGIN_DECLS

struct _QueensBoardView
{
  GtkWidget          parent_instance;

  guint              n;
  guint32           *columns;   /* n entries, or NULL for an empty board */
  guint64            revision;
  gboolean           show_coordinates;
  gboolean           chess_coordinates;
  gboolean           show_attacks;
  QueensRenderBoardTheme board_theme;

  QueensPlaySession *play;
  GSignalGroup      *play_signals;
  /* QueensSquare: a puzzle's ruled-out squares, crossed in play. */
  GArray            *ruled_out;

  /* The square under the pointer (or under the dragged queen). */
  gboolean           hovering;
  guint              hover_row;
  guint              hover_column;

  /* The keyboard's square; drawn once a key has moved or used it. */
  guint              focus_row;
  guint              focus_column;
  gboolean           keyboard_active;

  /* A press on the board: a click toggles, a drag from a queen moves it. */
  gboolean           pressed;
  guint              press_row;
  guint              press_column;
  double             press_x;
  double             press_y;
  gboolean           dragging;
  double             drag_x;
  double             drag_y;

  /* Zoom and pan.  @zoom 1 is "fit": the whole board in the allocation.
   * The board point (@centre_u, @centre_v), in fractions of the board's
   * side from its top-left corner, sits at the allocation's centre. */
  double             zoom;
  double             centre_u;
  double             centre_v;
  /* A pan drag in progress: where the centre was when it began. */
  gboolean           panning;
  double             pan_start_u;
  double             pan_start_v;
  double             pinch_start_zoom;
  /* The pointer, for Ctrl+scroll; @pointer_inside FALSE zooms about the
   * centre. */
  gboolean           pointer_inside;
  double             pointer_x;
  double             pointer_y;

  /* The overview's cached image, and what it was made for. */
  cairo_surface_t   *overview_image;
  guint64            overview_revision;
  int                overview_side;
  QueensRenderPalette overview_palette;
  /* A press or drag on the overview moves the view. */
  gboolean           on_overview;
};

/* queens-board-view.c */
/* The size of what is shown: the play board's, or the browsed one's. */
guint    queens_board_view_shown_n              (QueensBoardView    *self);
void     queens_board_view_notify_zoom          (QueensBoardView    *self);

/* queens-board-view-drawing.c */
void     queens_board_view_snapshot             (GtkWidget          *widget,
                                                 GtkSnapshot        *snapshot);
/* The board as laid out on screen at @zoom; FALSE when there is none. */
gboolean queens_board_view_get_screen_layout    (QueensBoardView    *self,
                                                 double              zoom,
                                                 QueensRenderLayout *out_layout);
/* The square under the widget point (@x, @y), laid out exactly as the
 * snapshot lays the board out. */
gboolean queens_board_view_hit                  (QueensBoardView    *self,
                                                 double              x,
                                                 double              y,
                                                 guint              *out_row,
                                                 guint              *out_column);

/* queens-board-view-input.c */
/* The pointer and key controllers of play. */
void     queens_board_view_init_input           (QueensBoardView    *self);
/* Lets go of a pressed or dragged queen. */
void     queens_board_view_end_drag             (QueensBoardView    *self);

/* queens-board-view-zoom.c */
/* Ctrl+scroll, scrolling and pinching. */
void     queens_board_view_init_zoom            (QueensBoardView    *self);
/* A drag that pans the board (the input's drag gesture hands it over). */
void     queens_board_view_begin_pan            (QueensBoardView    *self,
                                                 GtkGesture         *gesture);
void     queens_board_view_update_pan           (QueensBoardView    *self,
                                                 double              offset_x,
                                                 double              offset_y);
void     queens_board_view_end_pan              (QueensBoardView    *self);
void     queens_board_view_keep_square_in_view  (QueensBoardView    *self,
                                                 guint               row,
                                                 guint               column);

/* queens-board-view-overview.c */
/* The overview's rectangle in widget coordinates; FALSE when it is not
 * shown (near fit, or no room). */
gboolean queens_board_view_get_overview_area    (QueensBoardView    *self,
                                                 graphene_rect_t    *out_area);
void     queens_board_view_overview_move_to     (QueensBoardView    *self,
                                                 double              x,
                                                 double              y);
void     queens_board_view_draw_overview        (QueensBoardView           *self,
                                                 cairo_t                   *cr,
                                                 const QueensRenderOptions *options);
void     queens_board_view_clear_overview       (QueensBoardView    *self);

/* queens-board-view-accessible.c */
/* The label and description screen readers hear for what is shown. */
void     queens_board_view_update_accessible    (QueensBoardView    *self);

G_END_DECLS
