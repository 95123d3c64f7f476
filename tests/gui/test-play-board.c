/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-play-board.c: the board under the hand in Play: what it draws,
 * the keys and the names screen readers hear, shortcuts, the pointer, and
 * the cost of a move at any N (needs a display: run under Xvfb)
 *
 * With "--shots DIR" it takes screenshots of free play instead of
 * testing (ImageMagick's import, under Xvfb). */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>

#include "queens-board-view.h"
#include "queens-play-session.h"
#include "queens-render.h"
#include "queens-window.h"
#include "play-helpers.h"
#include "shortcuts.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static gboolean
pixel_is_red (const guint8 *pixel)
{
  /* Cairo's ARGB32 is native-endian: B, G, R, A in memory here. */
  guint32 value = *(const guint32 *) pixel;
  int red = (value >> 16) & 0xff;
  int green = (value >> 8) & 0xff;
  int blue = value & 0xff;

  return red > 120 && red > 2 * green && red > 2 * blue;
}

static guint
count_red_pixels (QueensBoardView *view,
                  int              size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  const guint8 *data;
  int stride;
  guint red = 0;

  queens_board_view_draw (view, cr, size, size, TRUE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (pixel_is_red (data + (gsize) y * stride + (gsize) x * 4))
        red++;

  cairo_surface_destroy (surface);
  return red;
}

/* What export draws is what play shows: red only with conflicts, text
 * only with one queen per row; the attack toggle follows its action. */
static void
test_play_draw_and_text (void)
{
  QueensWindow *window = open_play_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GVariant *state;

  toggle (window, 0, 0);
  toggle (window, 1, 2);
  g_assert_cmpuint (count_red_pixels (view, 240), ==, 0);
  text = queens_board_view_to_text (view, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "1 3 . . . . . .");

  toggle (window, 0, 7);
  g_assert_cmpuint (count_red_pixels (view, 240), >, 100);
  g_assert_null (queens_board_view_to_text (view, &error));
  g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_NOT_ONE_PER_ROW);

  g_assert_true (queens_board_view_get_show_attacks (view));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "show-attacks");
  g_assert_true (g_variant_get_boolean (state));
  g_variant_unref (state);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-attacks",
                                      g_variant_new_boolean (FALSE));
  g_assert_false (queens_board_view_get_show_attacks (view));

  close_window_and_wait (GTK_WINDOW (window));
}

static GtkEventController *
find_key_controller (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        return controller;
    }

  g_assert_not_reached ();
  return NULL;
}

static void
press_key (GtkEventController *controller,
           guint               keyval)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
}

/* The accessible label of @view is @expected. */
static void
assert_accessible_label (QueensBoardView *view,
                         const char      *expected)
{
  assert_accessible_text (GTK_WIDGET (view), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

/* The arrow keys move the keyboard's square, Space and Enter toggle; the
 * accessible name follows: "row 5, column 5, queen, attacked by 2", or in
 * chess coordinates "e4, queen, attacked by 2". */
static void
test_play_keyboard_and_names (void)
{
  QueensWindow *window = open_play_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  GtkEventController *keys = find_key_controller (GTK_WIDGET (view));
  g_autofree char *name = NULL;
  guint row, column;

  queens_board_view_set_focus_square (view, 7, 0);     /* row 8, column 1 */
  for (guint i = 0; i < 4; i++)
    press_key (keys, GDK_KEY_Right);
  for (guint i = 0; i < 3; i++)
    press_key (keys, GDK_KEY_Up);
  queens_board_view_get_focus_square (view, &row, &column);
  g_assert_cmpuint (row, ==, 4);                      /* row 5, column 5 */
  g_assert_cmpuint (column, ==, 4);

  press_key (keys, GDK_KEY_space);
  g_assert_true (queens_board_has_queen (board_of (window), 4, 4));

  /* Two attackers: one in the column, one on a diagonal. */
  toggle (window, 0, 4);
  toggle (window, 6, 2);
  name = queens_board_view_describe_square (view, 4, 4);
  g_assert_cmpstr (name, ==, "row 5, column 5, queen, attacked by 2");
  assert_accessible_label (view, "row 5, column 5, queen, attacked by 2");

  /* Chess coordinates name the same square e4, and the label follows at
   * once. */
  queens_board_view_set_chess_coordinates (view, TRUE);
  g_clear_pointer (&name, g_free);
  name = queens_board_view_describe_square (view, 4, 4);
  g_assert_cmpstr (name, ==, "e4, queen, attacked by 2");
  assert_accessible_label (view, "e4, queen, attacked by 2");

  /* The edge stops the square; Enter takes the queen back. */
  for (guint i = 0; i < 10; i++)
    press_key (keys, GDK_KEY_Left);
  queens_board_view_get_focus_square (view, &row, &column);
  g_assert_cmpuint (column, ==, 0);
  assert_accessible_label (view, "a4, empty, attacked by 3");
  queens_board_view_set_chess_coordinates (view, FALSE);
  g_clear_pointer (&name, g_free);
  name = queens_board_view_describe_square (view, 4, 0);
  g_assert_cmpstr (name, ==, "row 5, column 1, empty, attacked by 3");
  assert_accessible_label (view, "row 5, column 1, empty, attacked by 3");

  for (guint i = 0; i < 4; i++)
    press_key (keys, GDK_KEY_Right);
  press_key (keys, GDK_KEY_Return);
  g_assert_false (queens_board_has_queen (board_of (window), 4, 4));

  close_window_and_wait (GTK_WINDOW (window));
}

/* A key press with the board focused: the board lets it through, and
 * the window's shortcut for it runs (what GTK does with a real press). */
static void
press_shortcut (QueensWindow    *window,
                guint            keyval,
                GdkModifierType  modifiers,
                const char      *expected_action)
{
  GtkWidget *board = GTK_WIDGET (queens_window_get_board_view (window));
  g_autoptr(GtkShortcut) shortcut = find_shortcut (GTK_WIDGET (window), keyval, modifiers);
  GtkShortcutAction *action;
  gboolean handled = FALSE;

  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == board);
  g_signal_emit_by_name (find_key_controller (board), "key-pressed", keyval, 0, modifiers, &handled);
  g_assert_false (handled);

  if (shortcut == NULL)
    g_error ("no shortcut for %s with modifiers %x", gdk_keyval_name (keyval), (guint) modifiers);
  action = gtk_shortcut_get_action (shortcut);
  g_assert_true (GTK_IS_NAMED_ACTION (action));
  g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==, expected_action);
  g_assert_true (gtk_shortcut_action_activate (action, GTK_SHORTCUT_ACTION_EXCLUSIVE, GTK_WIDGET (window),
                                               gtk_shortcut_get_arguments (shortcut)));
}

/* Ctrl+Z undoes, Ctrl+Shift+Z redoes, Ctrl+V pastes. */
static void
test_play_shortcuts (void)
{
  QueensWindow *window = open_play_window (8);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *text = NULL;

  gtk_widget_grab_focus (GTK_WIDGET (queens_window_get_board_view (window)));
  toggle (window, 2, 5);
  toggle (window, 4, 1);

  press_shortcut (window, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo");
  g_assert_false (queens_board_has_queen (board_of (window), 4, 1));
  g_assert_true (queens_board_has_queen (board_of (window), 2, 5));
  press_shortcut (window, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo");
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 0);

  /* With Shift held the key comes as an upper-case Z. */
  press_shortcut (window, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  g_assert_true (queens_board_has_queen (board_of (window), 2, 5));
  press_shortcut (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  g_assert_true (queens_board_has_queen (board_of (window), 4, 1));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 2);

  gdk_clipboard_set_text (clipboard, "2 4 6 1 3 5");
  press_shortcut (window, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste");
  wait_for (board_has_n, window, "the board pasted with Ctrl+V");
  settle (window);
  text = queens_board_to_text (board_of (window), NULL);
  g_assert_cmpstr (text, ==, "2 4 6 1 3 5");

  close_window_and_wait (GTK_WINDOW (window));
}

static gboolean
view_is_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* The centre of a square in the view's coordinates, laid out as the view
 * lays it out. */
static void
square_point (QueensBoardView *view,
              guint            n,
              guint            row,
              guint            column,
              double          *out_x,
              double          *out_y)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (view));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr;
  QueensRenderOptions options;
  QueensRenderLayout layout;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_coordinates = queens_board_view_get_show_coordinates (view);
  queens_render_compute_layout (cr, n, &options, 0, 0,
                                gtk_widget_get_width (GTK_WIDGET (view)),
                                gtk_widget_get_height (GTK_WIDGET (view)), &layout);
  *out_x = (queens_render_layout_edge_x (&layout, column)
            + queens_render_layout_edge_x (&layout, column + 1)) / 2;
  *out_y = (queens_render_layout_edge_y (&layout, row)
            + queens_render_layout_edge_y (&layout, row + 1)) / 2;
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static GtkGesture *
find_drag_gesture (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      /* The board's own; the window's watches in the capture phase. */
      if (GTK_IS_GESTURE_DRAG (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_BUBBLE)
        return GTK_GESTURE (controller);
    }

  g_assert_not_reached ();
  return NULL;
}

/* A press on one square and a release on another (or the same). */
static void
drag (QueensBoardView *view,
      GtkGesture      *gesture,
      guint            from_row,
      guint            from_column,
      guint            to_row,
      guint            to_column)
{
  double x0, y0, x1, y1;

  square_point (view, 8, from_row, from_column, &x0, &y0);
  square_point (view, 8, to_row, to_column, &x1, &y1);
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  if (x1 != x0 || y1 != y0)
    {
      g_signal_emit_by_name (gesture, "drag-update", (x1 - x0) / 2, (y1 - y0) / 2);
      g_signal_emit_by_name (gesture, "drag-update", x1 - x0, y1 - y0);
    }
  g_signal_emit_by_name (gesture, "drag-end", x1 - x0, y1 - y0);
}

/* Clicks toggle, a drag from a queen moves it (one step for undo), a
 * drop on another queen changes nothing. */
static void
test_play_pointer (void)
{
  QueensWindow *window = open_play_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  GtkGesture *gesture = find_drag_gesture (GTK_WIDGET (view));
  guint64 revision;

  wait_for (view_is_allocated, view, "the board to be laid out");

  drag (view, gesture, 2, 3, 2, 3);
  g_assert_true (queens_board_has_queen (board_of (window), 2, 3));
  drag (view, gesture, 6, 1, 6, 1);
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 2);

  drag (view, gesture, 2, 3, 5, 6);
  g_assert_false (queens_board_has_queen (board_of (window), 2, 3));
  g_assert_true (queens_board_has_queen (board_of (window), 5, 6));
  g_assert_cmpuint (queens_board_get_n_queens (board_of (window)), ==, 2);

  revision = queens_play_session_get_revision (session_of (window));
  drag (view, gesture, 5, 6, 6, 1);
  g_assert_cmpuint (queens_play_session_get_revision (session_of (window)), ==, revision);
  g_assert_true (queens_board_has_queen (board_of (window), 5, 6));

  /* A drag from an empty square is no move. */
  drag (view, gesture, 0, 0, 3, 3);
  g_assert_cmpuint (queens_play_session_get_revision (session_of (window)), ==, revision);

  activate (window, "win.undo");
  g_assert_true (queens_board_has_queen (board_of (window), 2, 3));
  g_assert_false (queens_board_has_queen (board_of (window), 5, 6));

  /* A click on a queen takes it away. */
  drag (view, gesture, 6, 1, 6, 1);
  g_assert_false (queens_board_has_queen (board_of (window), 6, 1));

  close_window_and_wait (GTK_WINDOW (window));
}

/* Renders one frame of @board as the view does when scrolled to its
 * top-left corner: squares of 16 pixels, a 160-pixel window on them.
 * Returns the rows whose queens the renderer listed. */
static guint64
render_corner_frame (QueensBoard *board)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 160, 160);
  cairo_t *cr = cairo_create (surface);
  double side = 16.0 * queens_board_get_n (board);
  QueensRenderOptions options;
  guint64 before = queens_render_get_rows_listed ();

  queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
  options.show_attacks = TRUE;
  options.show_conflicts = TRUE;
  queens_render_board (cr, board, &options, 0, 0, side, side);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return queens_render_get_rows_listed () - before;
}

/* Per-move work does not grow with N: the same moves on N = 1,000 and on
 * N = 100,000, each followed by a frame of the visible corner, list the
 * queens of the same few rows, never the whole board. */
static void
test_play_move_cost (void)
{
  const guint sizes[] = { 1000, 100000 };
  G_STATIC_ASSERT (G_N_ELEMENTS (sizes) == 2);
  /* 160 pixels of 16-pixel squares, and a row cut at each edge. */
  const guint64 visible_rows = 160 / 16 + 2;
  g_autoptr(GArray) small = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GArray) large = g_array_new (FALSE, FALSE, sizeof (guint64));
  GArray *listed[] = { small, large };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr(QueensPlaySession) session = queens_play_session_new (sizes[s]);
      QueensBoard *board = queens_play_session_get_board (session);
      guint64 frame;

      for (guint i = 0; i < 400; i++)
        {
          queens_play_session_toggle (session, (i * 5) % 8, (i * 3 + i / 8) % 8);
          frame = render_corner_frame (board);
          g_assert_cmpuint (frame, <=, visible_rows);
          g_array_append_val (listed[s], frame);
        }
      g_assert_cmpuint (queens_board_get_n_conflicts (board), >, 0);

      /* A queen far below on a visible queen's column: its conflict line
       * reaches into the view, so that frame needs every queen. */
      {
        const QueensSquare *first;
        g_autoptr(GArray) queens = queens_board_list_queens (board);

        g_assert_cmpuint (queens->len, >, 0);
        first = &g_array_index (queens, QueensSquare, 0);
        queens_play_session_toggle (session, sizes[s] - 1, first->column);
        frame = render_corner_frame (board);
        g_assert_cmpuint (frame, >=, sizes[s]);
        queens_play_session_toggle (session, sizes[s] - 1, first->column);
        g_assert_cmpuint (render_corner_frame (board), <=, visible_rows);
      }

      queens_play_session_stop (session);
    }

  g_assert_cmpuint (small->len, ==, 400);
  g_assert_cmpmem (small->data, small->len * sizeof (guint64), large->data, large->len * sizeof (guint64));
}

static int
take_shots (const char *directory)
{
  static const guint solution[] = { 0, 4, 7, 5, 2, 6, 1, 3 };
  QueensWindow *window;
  QueensBoardView *view;
  GtkEventController *motion = NULL;
  g_autoptr(GListModel) controllers = NULL;
  double x, y;

  use_application_style_sheet ();
  window = open_play_window (8);
  view = queens_window_get_board_view (window);
  wait_for (view_is_allocated, view, "the board to be laid out");
  /* Xvfb's pointer rests on the board: take it off, so its preview does
   * not show in every picture. */
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && motion == NULL; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        motion = controller;
    }
  g_assert_nonnull (motion);
  g_signal_emit_by_name (motion, "leave");

  /* Conflicts: a shared column, a shared diagonal, and a free queen. */
  toggle (window, 1, 2);
  toggle (window, 5, 2);
  toggle (window, 3, 4);
  toggle (window, 6, 7);
  shoot_screen (directory, "play-conflicts.png");

  /* The cursor: the pointer's square, then the keyboard's (one frame). */
  square_point (view, 8, 4, 0, &x, &y);
  g_signal_emit_by_name (motion, "enter", x, y);
  g_signal_emit_by_name (motion, "motion", x, y);
  shoot_screen (directory, "play-cursor-pointer.png");
  g_signal_emit_by_name (motion, "leave");
  gtk_widget_grab_focus (GTK_WIDGET (view));
  queens_board_view_set_focus_square (view, 6, 1);
  press_key (find_key_controller (GTK_WIDGET (view)), GDK_KEY_Right);
  shoot_screen (directory, "play-cursor-keyboard.png");

  activate (window, "win.clear");
  for (guint row = 0; row < 8; row++)
    toggle (window, row, solution[row]);
  wait_for (verdict_is_known, window, "the solved verdict");
  shoot_screen (directory, "play-solved.png");

  close_window_and_wait (GTK_WINDOW (window));
  return 0;
}

/* The board view follows the session it is given, and only it: a
 * session it no longer shows is not heard, and a finalised view leaves no
 * handler behind. */
static void
test_play_view_follows_session (void)
{
  g_autoptr(QueensPlaySession) old_session = queens_play_session_new (8);
  g_autoptr(QueensPlaySession) session = queens_play_session_new (8);
  GtkWidget *view = g_object_ref_sink (queens_board_view_new ());
  guint signal_id = g_signal_lookup ("position-changed", QUEENS_TYPE_PLAY_SESSION);
  guint64 revision;

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  queens_board_view_set_play_session (QUEENS_BOARD_VIEW (view), old_session);
  g_assert_true (g_signal_has_handler_pending (old_session, signal_id, 0, FALSE));
  queens_board_view_set_play_session (QUEENS_BOARD_VIEW (view), session);
  g_assert_false (g_signal_has_handler_pending (old_session, signal_id, 0, FALSE));
  g_assert_true (g_signal_has_handler_pending (session, signal_id, 0, FALSE));

  revision = queens_board_view_get_revision (QUEENS_BOARD_VIEW (view));
  g_signal_emit_by_name (old_session, "position-changed");
  g_assert_cmpuint (queens_board_view_get_revision (QUEENS_BOARD_VIEW (view)), ==, revision);
  g_signal_emit_by_name (session, "position-changed");
  g_assert_cmpuint (queens_board_view_get_revision (QUEENS_BOARD_VIEW (view)), >, revision);

  g_object_unref (view);
  g_assert_null (view);
  g_assert_false (g_signal_has_handler_pending (session, signal_id, 0, FALSE));
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--shots"))
    {
      gtk_init ();
      return take_shots (argv[2]);
    }

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/draw-and-text", test_play_draw_and_text);
  g_test_add_func ("/play/keyboard-and-names", test_play_keyboard_and_names);
  g_test_add_func ("/play/shortcuts", test_play_shortcuts);
  g_test_add_func ("/play/pointer", test_play_pointer);
  g_test_add_func ("/play/move-cost", test_play_move_cost);
  g_test_add_func ("/play/view-follows-session", test_play_view_follows_session);

  return g_test_run ();
}
