/* queens-board-view.h: a widget that shows one board, drawn by queens-render */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_BOARD_VIEW (queens_board_view_get_type ())
G_DECLARE_FINAL_TYPE (QueensBoardView, queens_board_view, QUEENS, BOARD_VIEW, GtkWidget)

GtkWidget     *queens_board_view_new                  (void);

/* Shows a board of size @n (1 <= n <= QUEENS_MAX_N) with row r's queen in
 * column @columns[r] (0-based, QUEENS_NO_QUEEN for none); @columns NULL
 * shows the empty board.  The columns are copied. */
void           queens_board_view_set_columns          (QueensBoardView *self,
                                                       guint            n,
                                                       const guint32   *columns);
/* The size shown (the "n" property). */
guint          queens_board_view_get_n                (QueensBoardView *self);
/* n entries, or NULL when the board is empty; valid until the next
 * queens_board_view_set_columns(). */
const guint32 *queens_board_view_get_columns          (QueensBoardView *self);
/* Counts changes of what is shown, so tests can tell a redraw is due. */
guint64        queens_board_view_get_revision         (QueensBoardView *self);

gboolean       queens_board_view_get_show_coordinates (QueensBoardView *self);
void           queens_board_view_set_show_coordinates (QueensBoardView *self,
                                                       gboolean         show_coordinates);

G_END_DECLS
