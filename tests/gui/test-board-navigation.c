/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-board-navigation.c: finding one's way on a board of 100,000 rows
 * with real pointer and key events (under Xvfb, through xdotool) and the
 * named actions: zoom about the pointer, drags that pan and never click,
 * next and previous queen, the overview
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <math.h>

#include "queens-board-view.h"
#include "queens-window.h"
#include "main-loop-wait.h"
#include "pointer-events.h"
#include "window-helpers.h"

#define BIG_N 100000u

static const char play_offer[] = "Browsing shows solutions: to place queens, play this board";

static QueensWindow *
open_window (guint n)
{
  return open_sized_window (n, 1000, 800);
}

/* GTK marks the widget under the pointer as hovered. */
static gboolean
pointer_is_away (gpointer data)
{
  return (gtk_widget_get_state_flags (GTK_WIDGET (data)) & GTK_STATE_FLAG_PRELIGHT) == 0;
}

/* A window destroyed with the test's pointer still resting on it made
 * GTK 4.8 crash later, disposing the next window's widgets (a null object
 * inside gtk_widget_unparent, not ours): the pointer leaves first, as a
 * user's does on the way to the close button. */
static void
close_window (QueensWindow *window)
{
  if (pointer_events_available (GTK_WIDGET (window)))
    {
      pointer_park (GTK_WIDGET (window));
      wait_for (pointer_is_away, queens_window_get_board_view (window), "the pointer to leave");
    }
  close_window_and_wait (GTK_WINDOW (window));
}

static QueensBoardView *
view_of (QueensWindow *window)
{
  return queens_window_get_board_view (window);
}

/* Real events need an X display and xdotool: build-aux/setup installs
 * xdotool and the suite runs under Xvfb, so their absence is a failure,
 * never a skip. */
static void
assert_pointer_available (QueensWindow *window)
{
  if (!pointer_events_available (GTK_WIDGET (window)))
    g_error ("real pointer events need an X display and xdotool (build-aux/setup installs it)");
}

typedef struct
{
  QueensBoardView *view;
  double           zoom;
} ZoomWait;

static gboolean
zoom_changed (gpointer data)
{
  ZoomWait *wait = data;

  return queens_board_view_get_zoom (wait->view) != wait->zoom;
}

static void
wait_for_zoom_change (QueensBoardView *view,
                      double           zoom)
{
  ZoomWait wait = { view, zoom };

  wait_for (zoom_changed, &wait, "the zoom to change");
}

/* A notch of the wheel zooms by 1.2. */
static gboolean
zoom_is_three_notches_out (gpointer data)
{
  ZoomWait *wait = data;

  return queens_board_view_get_zoom (wait->view) < wait->zoom / pow (1.2, 3) * 1.001;
}

static void
board_point (QueensBoardView *view,
             double           x,
             double           y,
             double          *out_row,
             double          *out_column)
{
  g_assert_true (queens_board_view_board_point_at (view, x, y, out_row, out_column));
}

/* Fails unless the board point under (@x, @y) is (@row, @column) within
 * @tolerance squares. */
static void
assert_point_under (QueensBoardView *view,
                    double           x,
                    double           y,
                    double           row,
                    double           column,
                    double           tolerance,
                    const char      *when)
{
  double now_row, now_column;

  board_point (view, x, y, &now_row, &now_column);
  if (fabs (now_row - row) > tolerance || fabs (now_column - column) > tolerance)
    g_error ("%s: (%.3f, %.3f) under the pointer, not (%.3f, %.3f), at zoom %g",
             when, now_row, now_column, row, column, queens_board_view_get_zoom (view));
}

/* Ctrl+scroll aimed off the middle, near the board's bottom-right edge
 * where keeping the board over the whole view pulled it away: every
 * notch keeps the board point under the pointer, to a hundredth of a
 * square, all the way to the closest zoom and back out. */
static void
test_scroll_keeps_point (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = view_of (window);
  GtkWidget *widget = GTK_WIDGET (view);
  double x = gtk_widget_get_width (widget) / 2.0, y = gtk_widget_get_height (widget) / 2.0;
  double row, column, row_100, column_100;
  guint square_row, square_column, steps = 0;

  assert_pointer_available (window);

  /* The pixel over the point 88% across and 91% down the board. */
  board_point (view, x, y, &row, &column);
  board_point (view, x + 100, y + 100, &row_100, &column_100);
  x = floor (x + (0.88 * BIG_N - column) * 100 / (column_100 - column));
  y = floor (y + (0.91 * BIG_N - row) * 100 / (row_100 - row));

  board_point (view, x, y, &row, &column);
  g_assert_cmpfloat (row, >, 0.8 * BIG_N);
  g_assert_cmpfloat (row, <, BIG_N);
  g_assert_cmpfloat (column, >, 0.8 * BIG_N);
  g_assert_cmpfloat (column, <, BIG_N);

  while (queens_board_view_get_zoom (view) < 1000.0)
    {
      double zoom = queens_board_view_get_zoom (view);

      pointer_ctrl_scroll (widget, x, y, 1);
      wait_for_zoom_change (view, zoom);
      assert_point_under (view, x, y, row, column, 0.01, "zooming in");
      steps++;
      g_assert_cmpuint (steps, <, 60);
    }
  g_assert_true (queens_board_view_square_at (view, x, y, &square_row, &square_column));
  g_assert_cmpuint (square_row, ==, (guint) row);
  g_assert_cmpuint (square_column, ==, (guint) column);

  /* Out again, over several notches at once. */
  {
    double zoom = queens_board_view_get_zoom (view);

    ZoomWait wait = { view, zoom };

    pointer_ctrl_scroll (widget, x, y, -3);
    wait_for (zoom_is_three_notches_out, &wait, "three notches out");
    assert_point_under (view, x, y, row, column, 0.01, "zooming out");
  }

  close_window (window);
}

/* Ctrl++ from the keyboard zooms about the pointer when it is over the
 * board; with the pointer away, about the keyboard's square. */
static void
test_keys_zoom_about_pointer (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = view_of (window);
  GtkWidget *widget = GTK_WIDGET (view);
  double x = floor (gtk_widget_get_width (widget) * 0.3);
  double y = floor (gtk_widget_get_height (widget) * 0.7);
  const char *zoom_in[] = { "ctrl+plus", NULL };
  double row, column, zoom;
  guint focus_row, focus_column;

  assert_pointer_available (window);

  board_point (view, x, y, &row, &column);
  for (guint i = 0; i < 3; i++)
    {
      zoom = queens_board_view_get_zoom (view);
      pointer_keys (widget, x, y, zoom_in);
      wait_for_zoom_change (view, zoom);
      assert_point_under (view, x, y, row, column, 0.01, "Ctrl++ with the pointer on the board");
    }

  /* The pointer leaves the board for the window's status area: the
   * keyboard's square (a queen, from win.next-queen) stays put. */
  g_assert_true (gtk_widget_activate_action (widget, "win.next-queen", NULL));
  queens_board_view_get_focus_square (view, &focus_row, &focus_column);
  pointer_move (GTK_WIDGET (window), 20, gtk_widget_get_height (GTK_WIDGET (window)) - 20);
  wait_for (pointer_is_away, widget, "the pointer to leave the board");
  {
    double before_row, before_column;

    /* The focused square is in the middle of the view. */
    board_point (view, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0,
                 &before_row, &before_column);
    g_assert_cmpfloat (fabs (before_row - (focus_row + 0.5)), <, 0.01);
    zoom = queens_board_view_get_zoom (view);
    g_assert_true (gtk_widget_activate_action (widget, "win.zoom-in", NULL));
    g_assert_cmpfloat (queens_board_view_get_zoom (view), >, zoom);
    assert_point_under (view, gtk_widget_get_width (widget) / 2.0,
                        gtk_widget_get_height (widget) / 2.0,
                        before_row, before_column, 0.01, "zooming about the keyboard's square");
  }

  close_window (window);
}

static gboolean
is_play_it_button (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "Play It") == 0;
}

/* The board shows a grabbing hand while a drag holds it. */
static gboolean
is_grabbing (QueensBoardView *view)
{
  GdkCursor *cursor = gtk_widget_get_cursor (GTK_WIDGET (view));

  return cursor != NULL && g_strcmp0 (gdk_cursor_get_name (cursor), "grabbing") == 0;
}

typedef struct
{
  QueensBoardView *view;
  double           x, y;
  double           row, column;
} PointWait;

/* The drag is over: the board point under (x, y) is the wanted one and
 * the grabbing hand is gone (the release came). */
static gboolean
drag_has_ended_at (gpointer data)
{
  PointWait *wait = data;
  double row, column;

  return queens_board_view_board_point_at (wait->view, wait->x, wait->y, &row, &column)
         && fabs (row - wait->row) < 0.01 && fabs (column - wait->column) < 0.01
         && !is_grabbing (wait->view);
}

/* Drags the board from (@x, @y) by (@dx, @dy) with real events and waits
 * until the point that was under (@x, @y) is under the end. */
static void
drag_board (QueensBoardView *view,
            double           x,
            double           y,
            double           dx,
            double           dy)
{
  PointWait wait = { view, x + dx, y + dy, 0, 0 };

  board_point (view, x, y, &wait.row, &wait.column);
  pointer_drag (GTK_WIDGET (view), 1, x, y, dx, dy);
  wait_for (drag_has_ended_at, &wait, "the board to follow the drag");
}

/* Browsing, a drag pans and offers nothing; a click without movement,
 * even a slow one, still offers Play. */
static void
test_drag_pans_browsing (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = view_of (window);
  GtkWidget *widget = GTK_WIDGET (view);
  double x = floor (gtk_widget_get_width (widget) / 2.0);
  double y = floor (gtk_widget_get_height (widget) / 2.0);

  assert_pointer_available (window);

  for (guint i = 0; i < 6; i++)
    g_assert_true (gtk_widget_activate_action (widget, "win.zoom-in", NULL));
  g_assert_cmpfloat (queens_board_view_get_zoom (view), >, 10.0);

  drag_board (view, x, y, -120, -80);
  drag_board (view, x - 40, y + 30, 90, 60);
  wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_null (find_widget_matching (GTK_WIDGET (window), is_play_it_button, NULL));
  g_assert_cmpfloat (queens_board_view_get_zoom (view), >, 10.0);

  /* A click held a while is still a click (GTK stops its own click
   * gesture after the double-click time). */
  {
    const char *slow_click[] = { "mousedown", "1", "sleep", "0.6", "mouseup", "1", NULL };

    pointer_run_at (widget, x, y, slow_click);
  }
  wait_for_toast (GTK_WIDGET (window), play_offer);

  close_window (window);
}

static QueensBoard *
play_board_of (QueensWindow *window)
{
  return queens_play_session_get_board (queens_window_get_play_session (window));
}

static void
toggle_queen (QueensWindow *window,
              guint         row,
              guint         column)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view_of (window)), "win.toggle-queen", "(ii)",
                                             (gint32) row + 1, (gint32) column + 1));
}

typedef struct
{
  QueensWindow *window;
  guint         row;
  guint         column;
} QueenWait;

static gboolean
has_queen (gpointer data)
{
  QueenWait *wait = data;

  return queens_board_has_queen (play_board_of (wait->window), wait->row, wait->column);
}

/* In play a drag from an empty square pans, whether it ends on that
 * square or another, and places nothing; a click still places a queen. */
static void
test_drag_pans_in_play (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = view_of (window);
  GtkWidget *widget = GTK_WIDGET (view);
  double x, y;
  guint row, column;

  assert_pointer_available (window);

  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));
  gtk_widget_activate_action (widget, "win.clear", NULL);
  g_assert_cmpuint (queens_board_get_n_queens (play_board_of (window)), ==, 0);
  queens_board_view_zoom_closest (view);
  queens_board_view_centre_on (view, 50000, 50000);
  x = floor (gtk_widget_get_width (widget) / 2.0);
  y = floor (gtk_widget_get_height (widget) / 2.0);

  /* Within the 128-pixel square it started on, then across squares. */
  drag_board (view, x - 30, y - 30, 40, 30);
  drag_board (view, x, y, -200, 150);
  g_assert_cmpuint (queens_board_get_n_queens (play_board_of (window)), ==, 0);

  g_assert_true (queens_board_view_square_at (view, x, y, &row, &column));
  pointer_click (widget, x, y);
  {
    QueenWait wait = { window, row, column };

    wait_for (has_queen, &wait, "the click to place a queen");
  }
  g_assert_cmpuint (queens_board_get_n_queens (play_board_of (window)), ==, 1);

  close_window (window);
}

static void
assert_centred_on_focus (QueensBoardView *view,
                         guint            row,
                         guint            column)
{
  GtkWidget *widget = GTK_WIDGET (view);
  guint focus_row, focus_column, centre_row, centre_column;
  guint first_row, end_row, first_column, end_column;

  queens_board_view_get_focus_square (view, &focus_row, &focus_column);
  g_assert_cmpuint (focus_row, ==, row);
  g_assert_cmpuint (focus_column, ==, column);
  g_assert_true (queens_board_view_square_at (view, gtk_widget_get_width (widget) / 2.0,
                                              gtk_widget_get_height (widget) / 2.0,
                                              &centre_row, &centre_column));
  queens_board_view_get_visible_squares (view, &first_row, &end_row, &first_column, &end_column);
  /* In the middle, unless the board's edge is nearer (the board keeps
   * covering the view): then in view, clear of the edges. */
  if (row >= end_row - first_row && row + (end_row - first_row) < BIG_N)
    g_assert_cmpuint (centre_row, ==, row);
  else
    {
      g_assert_cmpuint (row, >=, first_row);
      g_assert_cmpuint (row, <, end_row);
    }
  if (column >= end_column - first_column && column + (end_column - first_column) < BIG_N)
    g_assert_cmpuint (centre_column, ==, column);
  else
    {
      g_assert_cmpuint (column, >=, first_column);
      g_assert_cmpuint (column, <, end_column);
    }
  g_assert_true (gtk_widget_has_focus (widget));
}

typedef struct
{
  QueensBoardView *view;
  guint            row;
  guint            column;
} FocusWait;

static gboolean
focus_is_on (gpointer data)
{
  FocusWait *wait = data;
  guint row, column;

  queens_board_view_get_focus_square (wait->view, &row, &column);
  return row == wait->row && column == wait->column;
}

/* Presses @key (xdotool's name) over the board and waits for the
 * keyboard's square to reach (@row, @column). */
static void
press_for_square (QueensBoardView *view,
                  const char      *key,
                  guint            row,
                  guint            column)
{
  const char *keys[] = { key, NULL };
  FocusWait wait = { view, row, column };
  GtkWidget *widget = GTK_WIDGET (view);

  pointer_keys (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0, keys);
  wait_for (focus_is_on, &wait, "the keyboard's square to reach the queen");
}

/* N and Shift+N (and win.next-queen, win.previous-queen) go from queen to
 * queen row by row, wrapping round, centring each and zooming in from
 * fit so that it can be seen; in play they visit the placed queens. */
static void
test_next_queen (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = view_of (window);
  GtkWidget *widget = GTK_WIDGET (view);
  const guint32 *columns = queens_board_view_get_columns (view);

  assert_pointer_available (window);

  g_assert_nonnull (columns);
  g_assert_cmpfloat (queens_board_view_get_zoom (view), ==, 1.0);

  g_assert_true (gtk_widget_activate_action (widget, "win.next-queen", NULL));
  assert_centred_on_focus (view, 0, columns[0]);
  g_assert_cmpfloat (queens_board_view_get_zoom (view), >, 100.0);
  /* A screen reader hears the queen the keys went to. */
  {
    g_autofree char *name = queens_board_view_describe_square (view, 0, columns[0]);

    g_assert_true (g_str_has_suffix (name, ", queen"));
    assert_accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  }

  press_for_square (view, "n", 1, columns[1]);
  assert_centred_on_focus (view, 1, columns[1]);
  press_for_square (view, "n", 2, columns[2]);
  press_for_square (view, "shift+n", 1, columns[1]);
  assert_centred_on_focus (view, 1, columns[1]);
  press_for_square (view, "shift+n", 0, columns[0]);
  g_assert_true (gtk_widget_activate_action (widget, "win.previous-queen", NULL));
  assert_centred_on_focus (view, BIG_N - 1, columns[BIG_N - 1]);
  g_assert_true (gtk_widget_activate_action (widget, "win.next-queen", NULL));
  assert_centred_on_focus (view, 0, columns[0]);

  /* In play: the queens placed, in reading order, wrapping. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("play"));
  gtk_widget_activate_action (widget, "win.clear", NULL);
  toggle_queen (window, 70000, 12);
  toggle_queen (window, 5, 99990);
  toggle_queen (window, 5, 40);
  queens_board_view_set_focus_square (view, 0, 0);
  g_assert_true (gtk_widget_activate_action (widget, "win.next-queen", NULL));
  assert_centred_on_focus (view, 5, 40);
  press_for_square (view, "n", 5, 99990);
  assert_centred_on_focus (view, 5, 99990);
  press_for_square (view, "n", 70000, 12);
  assert_centred_on_focus (view, 70000, 12);
  press_for_square (view, "n", 5, 40);
  assert_centred_on_focus (view, 5, 40);
  press_for_square (view, "shift+n", 70000, 12);

  close_window (window);
}

typedef struct
{
  QueensBoardView *view;
  double           row;
  double           column;
  double           tolerance;
} CentreWait;

/* The view is centred near the wanted point and the press is over (the
 * grabbing hand gone). */
static gboolean
centre_is_near (gpointer data)
{
  CentreWait *wait = data;
  GtkWidget *widget = GTK_WIDGET (wait->view);
  double row, column;

  return !is_grabbing (wait->view)
         && queens_board_view_board_point_at (wait->view, gtk_widget_get_width (widget) / 2.0,
                                           gtk_widget_get_height (widget) / 2.0, &row, &column)
         && fabs (row - wait->row) < wait->tolerance && fabs (column - wait->column) < wait->tolerance;
}

/* Zoomed in, the overview sits in the top-right corner; a click there
 * takes the view to that part of the board (and offers nothing), a drag
 * carries it along; near fit there is none. */
static void
test_overview (void)
{
  QueensWindow *window = open_window (BIG_N);
  QueensBoardView *view = view_of (window);
  GtkWidget *widget = GTK_WIDGET (view);
  double width = gtk_widget_get_width (widget);
  double x = width - 30, y = 30;
  double left = -1, top = -1, right = -1, bottom = -1;
  guint row, column;
  CentreWait wait = { view, 0, 0, 0 };

  assert_pointer_available (window);

  g_assert_false (queens_board_view_overview_contains (view, x, y));
  queens_board_view_zoom_closest (view);
  g_assert_true (queens_board_view_overview_contains (view, x, y));
  /* Its extent, found along its middle lines. */
  for (double probe = 0; probe < width; probe++)
    if (queens_board_view_overview_contains (view, probe, y))
      {
        if (left < 0)
          left = probe;
        right = probe + 1;
      }
  for (double probe = 0; probe < gtk_widget_get_height (widget); probe++)
    if (queens_board_view_overview_contains (view, x, probe))
      {
        if (top < 0)
          top = probe;
        bottom = probe + 1;
      }
  g_assert_cmpfloat (right - left, >=, 60);
  g_assert_cmpfloat_with_epsilon (right - left, bottom - top, 1.0);
  /* No square lies under it: clicks there are the overview's. */
  g_assert_false (queens_board_view_square_at (view, (left + right) / 2, (top + bottom) / 2,
                                               &row, &column));

  /* A click a quarter across and three quarters down. */
  pointer_click (widget, floor (left + (right - left) / 4), floor (top + 3 * (bottom - top) / 4));
  wait.row = 0.75 * BIG_N;
  wait.column = 0.25 * BIG_N;
  wait.tolerance = 2.0 * BIG_N / (right - left);
  wait_for (centre_is_near, &wait, "the view to go where the overview was clicked");
  wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_null (find_widget_matching (GTK_WIDGET (window), is_play_it_button, NULL));

  /* A drag from its middle to near its top-left corner. */
  pointer_drag (widget, 1, floor ((left + right) / 2), floor ((top + bottom) / 2),
                -floor ((right - left) / 2) + 4, -floor ((bottom - top) / 2) + 4);
  wait.row = 4.0 / (bottom - top) * BIG_N;
  wait.column = 4.0 / (right - left) * BIG_N;
  wait_for (centre_is_near, &wait, "the view to follow a drag on the overview");

  /* Back to fit: gone. */
  g_assert_true (gtk_widget_activate_action (widget, "win.zoom-fit", NULL));
  g_assert_false (queens_board_view_overview_contains (view, x, y));

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/navigation/zoom/scroll-keeps-point", test_scroll_keeps_point);
  g_test_add_func ("/navigation/zoom/keys-about-pointer", test_keys_zoom_about_pointer);
  g_test_add_func ("/navigation/drag/browsing", test_drag_pans_browsing);
  g_test_add_func ("/navigation/drag/play", test_drag_pans_in_play);
  g_test_add_func ("/navigation/next-queen", test_next_queen);
  g_test_add_func ("/navigation/overview", test_overview);

  return g_test_run ();
}
