/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-gallery.c: Browse's gallery, its model over the stored solutions,
 * its lazy drawing and its keys (needs a display: run under Xvfb)
 *
 * With QUEENS_SCREENSHOT_DIR set, the window test saves the gallery at
 * N = 8 and N = 14, light and dark, there.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "known-counts.h"
#include "queens-gallery-model.h"
#include "queens-gallery-tile.h"
#include "queens-gallery-view.h"
#include "queens-status-bar.h"
#include "queens-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

static gboolean
job_has_ended (gpointer data)
{
  return !queens_solve_job_is_running (QUEENS_SOLVE_JOB (data));
}

/* `queens --list N` (with --keep KEEP unless NULL), the program's own
 * listing, one line per solution. */
static char **
list_solutions_keeping (guint       n,
                        const char *keep)
{
  g_autofree char *n_text = g_strdup_printf ("%u", n);
  const char *argv[] = { g_getenv ("QUEENS_BINARY"), "--list", n_text,
                         keep != NULL ? "--keep" : NULL, keep, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_assert_nonnull (argv[0]);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_strchomp (out);
  return g_strsplit (out, "\n", -1);
}

static char **
list_solutions (guint n)
{
  return list_solutions_keeping (n, NULL);
}

static char *
item_text (QueensGalleryItem *item)
{
  GString *text = g_string_new (NULL);
  const guint32 *columns = queens_gallery_item_get_columns (item);
  guint n = queens_gallery_item_get_n (item);

  for (guint row = 0; row < n; row++)
    g_string_append_printf (text, "%s%u", row > 0 ? " " : "", columns[row] + 1);
  return g_string_free (text, FALSE);
}

typedef struct
{
  gint64 announced;  /* items added minus items removed, as announced */
} Announced;

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Announced  *announced)
{
  announced->announced += (gint64) added - (gint64) removed;
}

/* For N = 4..12: as many items as solutions (and fundamental ones), the
 * same boards in the same order as --list, every growth announced. */
static void
test_gallery_model_matches_list (void)
{
  for (guint n = 4; n <= 12; n++)
    {
      g_autoptr(QueensSolveJob) job = queens_solve_job_new (n, 0);
      g_autoptr(QueensGalleryModel) model = queens_gallery_model_new ();
      g_auto(GStrv) listed = list_solutions (n);
      Announced announced = { 0 };
      guint n_items;
      guint n_fundamental = 0;

      g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), &announced);
      /* Given before it runs: the model must follow the search. */
      queens_gallery_model_set_job (model, job);
      queens_solve_job_start (job);
      wait_for (job_has_ended, job, "the search to end");

      n_items = g_list_model_get_n_items (G_LIST_MODEL (model));
      g_assert_cmpuint (n_items, ==, known_counts_total (n));
      g_assert_cmpint (announced.announced, ==, n_items);
      g_assert_cmpuint (g_strv_length (listed), ==, n_items);
      g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (model)) == QUEENS_TYPE_GALLERY_ITEM);

      for (guint i = 0; i < n_items; i++)
        {
          g_autoptr(QueensGalleryItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);
          g_autofree char *text = item_text (item);
          guint class_size = queens_gallery_item_get_class_size (item);

          g_assert_cmpstr (text, ==, listed[i]);
          g_assert_cmpuint (queens_gallery_item_get_position (item), ==, i);
          g_assert_true (class_size == 1 || class_size == 2 || class_size == 4 || class_size == 8);
          if (queens_gallery_item_is_fundamental (item))
            n_fundamental++;
        }
      g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), n_items));
      g_assert_cmpuint (n_fundamental, ==, known_counts_unique (n));

      queens_gallery_model_set_fundamental_only (model, TRUE);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==,
                        known_counts_unique (n));
      g_assert_cmpint (announced.announced, ==, known_counts_unique (n));
      for (guint i = 0; i < known_counts_unique (n); i++)
        {
          g_autoptr(QueensGalleryItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);

          g_assert_true (queens_gallery_item_is_fundamental (item));
        }

      queens_gallery_model_set_job (model, NULL);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
      g_assert_cmpint (announced.announced, ==, 0);
    }
}

static QueensWindow *
open_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the search to end");
  return window;
}

static QueensGalleryView *
find_gallery (QueensWindow *window)
{
  GtkWidget *gallery = find_widget_of_type (GTK_WIDGET (window), QUEENS_TYPE_GALLERY_VIEW);

  g_assert_nonnull (gallery);
  return QUEENS_GALLERY_VIEW (gallery);
}

static const char *
range_text (QueensWindow *window)
{
  GtkWidget *bar = find_widget_of_type (GTK_WIDGET (window), QUEENS_TYPE_STATUS_BAR);

  return queens_status_bar_get_range (QUEENS_STATUS_BAR (bar));
}

static gboolean
gallery_has_range (gpointer data)
{
  return queens_gallery_view_get_range (QUEENS_GALLERY_VIEW (data), NULL, NULL);
}

static void
set_view (QueensWindow *window,
          const char   *view)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), "view",
                                      g_variant_new_string (view));
}

typedef struct
{
  QueensGalleryView *gallery;
  guint64            last;
  GtkAdjustment     *adjustment;  /* nullable */
} RangeEnd;

static gboolean
range_reaches (gpointer data)
{
  RangeEnd *end = data;
  guint64 last = 0;

  return queens_gallery_view_get_range (end->gallery, NULL, &last) && last == end->last;
}

typedef struct
{
  QueensWindow *window;
  guint64       position;
} FocusAt;

/* The keyboard focus is on the board at @position of the gallery. */
/* The grid only estimates its height from the rows it has laid out:
 * dragging the scroll bar to the bottom may need a second pull. */
static gboolean
scrolled_to_end (gpointer data)
{
  RangeEnd *end = data;

  if (range_reaches (end))
    return TRUE;


  gtk_adjustment_set_value (end->adjustment, gtk_adjustment_get_upper (end->adjustment)
                                             - gtk_adjustment_get_page_size (end->adjustment));
  return FALSE;
}

static gboolean
focus_is_on (gpointer data)
{
  FocusAt *at = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (at->window));
  GtkWidget *tile;
  QueensGalleryItem *item;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (find_gallery (at->window))))
    return FALSE;
  tile = gtk_widget_get_first_child (focus);
  if (tile == NULL || !QUEENS_IS_GALLERY_TILE (tile))
    return FALSE;
  item = queens_gallery_tile_get_item (QUEENS_GALLERY_TILE (tile));
  return item != NULL && queens_gallery_item_get_position (item) == at->position;
}

/* The gallery has opened at @position: that board is selected, as a
 * click selects it, and has the focus. */
static gboolean
opened_at (gpointer data)
{
  FocusAt *at = data;
  GtkWidget *grid = find_widget_of_type (GTK_WIDGET (find_gallery (at->window)), GTK_TYPE_GRID_VIEW);
  GtkSelectionModel *selection = gtk_grid_view_get_model (GTK_GRID_VIEW (grid));

  return focus_is_on (at)
         && gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection)) == at->position;
}

static void
wait_for_opened_at (QueensWindow *window,
                    guint64       position)
{
  FocusAt at = { window, position };

  wait_for (opened_at, &at, "the gallery to open at a board");
}

static void
wait_for_focus_on (QueensWindow *window,
                   guint64       position)
{
  FocusAt at = { window, position };

  wait_for (focus_is_on, &at, "the focus on a board of the gallery");
}

static void
shoot_gallery (const char *name)
{
  const char *directory = g_getenv ("QUEENS_SCREENSHOT_DIR");

  if (directory != NULL)
    shoot_screen (directory, name);
}

/* The same in the dark style, which then goes back to the default. */
static void
shoot_gallery_dark (QueensGalleryView *gallery,
                    const char        *name)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  if (g_getenv ("QUEENS_SCREENSHOT_DIR") == NULL)
    return;

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for (widget_draws_dark, gallery, "the dark style");
  shoot_gallery (name);
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* win.view switches Browse between the board and the gallery, which says
 * its range; the keys move through it and Enter opens the board there. */
static void
test_gallery_window_keys (void)
{
  QueensWindow *window = open_window (8);
  QueensGalleryView *gallery = find_gallery (window);
  QueensBoardView *board = queens_window_get_board_view (window);
  guint64 first = 99, last = 0;

  g_assert_false (is_shown (GTK_WIDGET (gallery)));
  set_view (window, "gallery");
  g_assert_true (is_shown (GTK_WIDGET (gallery)));
  g_assert_false (is_shown (GTK_WIDGET (board)));
  wait_for (gallery_has_range, gallery, "the gallery to show solutions");
  g_assert_true (queens_gallery_view_get_range (gallery, &first, &last));
  g_assert_cmpuint (first, ==, 0);
  g_assert_cmpuint (last, >, 0);
  g_assert_cmpuint (last, <, 92);
  {
    g_autofree char *expected = g_strdup_printf ("Solutions 1–%u of 92 on screen", (guint) last + 1);

    g_assert_cmpstr (range_text (window), ==, expected);
  }
  shoot_gallery ("gallery-8-light.png");

  /* The focus starts on the first board: two to the right is No. 3. */
  wait_for_opened_at (window, 0);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  wait_for_focus_on (window, 1);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Right, 0));
  wait_for_focus_on (window, 2);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_true (is_shown (GTK_WIDGET (board)));
  g_assert_false (is_shown (GTK_WIDGET (gallery)));
  g_assert_cmpuint (queens_window_get_position (window), ==, 3);
  g_assert_cmpstr (range_text (window), ==, "");

  /* Back in the gallery at No. 3; End goes to the last, No. 92. */
  set_view (window, "gallery");
  wait_for_opened_at (window, 2);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_End, 0));
  wait_for_focus_on (window, 91);
  {
    RangeEnd end = { gallery, 91, NULL };

    wait_for (range_reaches, &end, "the end of the gallery on screen");
  }
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_cmpuint (queens_window_get_position (window), ==, 92);

  /* Play shows its board whatever the view; Browse brings the gallery back. */
  set_view (window, "gallery");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode",
                                      g_variant_new_string ("play"));
  g_assert_true (is_shown (GTK_WIDGET (board)));
  g_assert_false (is_shown (GTK_WIDGET (gallery)));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode",
                                      g_variant_new_string ("browse"));
  g_assert_true (is_shown (GTK_WIDGET (gallery)));

  /* The fundamental solutions only: 12 of them. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "fundamental-only",
                                      g_variant_new_boolean (TRUE));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (queens_gallery_view_get_model (gallery))),
                    ==, 12);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "fundamental-only",
                                      g_variant_new_boolean (FALSE));

  /* A view that does not exist changes nothing. */
  set_view (window, "carousel");
  g_assert_true (is_shown (GTK_WIDGET (gallery)));

  shoot_gallery_dark (gallery, "gallery-8-dark.png");

  close_window_and_wait (GTK_WINDOW (window));
}

/* N = 14 has 365,596 solutions: scrolled to the end, the gallery draws
 * the boards on screen and few more, never the ones scrolled past. */
static void
test_gallery_draws_only_visible (void)
{
  QueensWindow *window = open_window (14);
  QueensGalleryView *gallery = find_gallery (window);
  GtkWidget *scrolled = find_widget_of_type (GTK_WIDGET (gallery), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  guint64 count = queens_window_get_browsable_count (window);
  RangeEnd end = { gallery, count - 1, NULL };
  guint64 first = 0, last = 0, shown, draws, lowest, highest;

  g_assert_cmpuint (count, ==, known_counts_total (14));
  set_view (window, "gallery");
  wait_for (gallery_has_range, gallery, "the gallery to show solutions");
  shoot_gallery ("gallery-14-light.png");

  queens_gallery_tile_reset_draw_log ();
  end.adjustment = adjustment;
  wait_for (scrolled_to_end, &end, "the end of the gallery on screen");
  pause_for (200);

  g_assert_true (queens_gallery_view_get_range (gallery, &first, &last));
  shown = last - first + 1;
  draws = queens_gallery_tile_get_draw_log (&lowest, &highest);
  g_test_message ("on screen %" G_GUINT64_FORMAT "..%" G_GUINT64_FORMAT
                  "; %" G_GUINT64_FORMAT " drawn, %" G_GUINT64_FORMAT "..%" G_GUINT64_FORMAT,
                  first, last, draws, lowest, highest);
  g_assert_cmpuint (shown, >=, 4);
  g_assert_cmpuint (shown, <, 200);
  g_assert_cmpuint (draws, >=, shown);
  /* Each board on screen is drawn about once; none far from the screen. */
  g_assert_cmpuint (draws, <=, 3 * shown);
  g_assert_cmpuint (lowest, >=, first - MIN (first, shown));
  g_assert_cmpuint (highest, ==, count - 1);
  {
    g_autofree char *count_text = g_strdup_printf ("of %s on screen", "365,596");

    g_assert_nonnull (strstr (range_text (window), count_text));
  }
  shoot_gallery ("gallery-14-end-light.png");

  shoot_gallery_dark (gallery, "gallery-14-dark.png");

  close_window_and_wait (GTK_WINDOW (window));
}

/* Tiles made by the gallery's grid (whether on screen or not). */
static guint
count_tiles (QueensGalleryView *gallery)
{
  GtkWidget *grid = find_widget_of_type (GTK_WIDGET (gallery), GTK_TYPE_GRID_VIEW);
  guint tiles = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (QUEENS_IS_GALLERY_TILE (gtk_widget_get_first_child (child)))
      tiles++;
  return tiles;
}

static gboolean
range_counts_n_13 (gpointer data)
{
  const char *range = range_text (QUEENS_WINDOW (data));

  return range != NULL && strstr (range, "of 73,712 on screen") != NULL;
}

/* While the single board is shown, a search makes no tiles (making a
 * screenful when the first batch arrived stalled the main loop for a few
 * hundred milliseconds); the gallery, once chosen, has them at once, and
 * drops them when the board comes back. */
static void
test_gallery_hidden_makes_no_tiles (void)
{
  QueensWindow *window = open_window (12);
  QueensGalleryView *gallery = find_gallery (window);
  GListModel *model = G_LIST_MODEL (queens_gallery_view_get_model (gallery));

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, known_counts_total (12));
  g_assert_cmpuint (count_tiles (gallery), ==, 0);

  set_view (window, "gallery");
  wait_for (gallery_has_range, gallery, "the gallery to show solutions");
  g_assert_cmpuint (count_tiles (gallery), >, 0);

  set_view (window, "board");
  g_assert_cmpuint (count_tiles (gallery), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.set-n", "i", 13);
  wait_for (window_is_idle, window, "the search to end");
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, known_counts_total (13));
  g_assert_cmpuint (count_tiles (gallery), ==, 0);

  /* Shown again, the gallery follows the new search. */
  set_view (window, "gallery");
  wait_for (range_counts_n_13, window, "the gallery to show N = 13");
  g_assert_cmpuint (count_tiles (gallery), >, 0);

  close_window_and_wait (GTK_WINDOW (window));
}

/* The count said with the gallery's range follows a running search: it
 * is the search's whole count once it ends, without a scroll. */
static void
test_gallery_range_follows_search (void)
{
  QueensWindow *window = open_window (12);
  QueensGalleryView *gallery = find_gallery (window);

  set_view (window, "gallery");
  wait_for (gallery_has_range, gallery, "the gallery to show solutions");
  g_assert_nonnull (strstr (range_text (window), "of 14,200 on screen"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.set-n", "i", 14);
  wait_for (window_is_idle, window, "the search to end");
  g_assert_nonnull (strstr (range_text (window), "of 365,596 on screen"));

  close_window_and_wait (GTK_WINDOW (window));
}

static const char *
status_text (QueensWindow *window)
{
  return queens_window_get_status_text (window);
}

static gboolean
browsing_kept (gpointer data)
{
  return g_str_has_suffix (status_text (QUEENS_WINDOW (data)), "that keep your 1 queen");
}

/* win.keep-filter browses Play's "ways to finish": exactly the solutions
 * --list --keep lists, in the board and in the gallery; off, all again. */
static void
test_gallery_keep_filter (void)
{
  QueensWindow *window = open_window (10);
  QueensGalleryView *gallery = find_gallery (window);
  QueensPlaySession *session;
  GListModel *model = G_LIST_MODEL (queens_gallery_view_get_model (gallery));
  g_auto(GStrv) kept = list_solutions_keeping (10, ". . 3 . . . . . . .");
  guint n_kept = g_strv_length (kept);
  g_autoptr(GVariant) state = NULL;
  g_autofree char *expected = NULL;

  /* Nothing placed in Play yet: refused, said, and nothing changes. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "keep-filter",
                                      g_variant_new_boolean (TRUE));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "keep-filter");
  g_assert_false (g_variant_get_boolean (state));
  g_clear_pointer (&state, g_variant_unref);
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "Place some queens in Play"));
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, 724);

  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode",
                                      g_variant_new_string ("play"));
  session = queens_window_get_play_session (window);
  queens_play_session_toggle (session, 2, 2);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "keep-filter",
                                      g_variant_new_boolean (TRUE));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "mode");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "browse");
  g_clear_pointer (&state, g_variant_unref);
  wait_for (browsing_kept, window, "the solutions that keep the queen");

  g_assert_cmpuint (n_kept, >, 1);
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, n_kept);
  expected = g_strdup_printf ("Solution 1 of %u that keep your 1 queen", n_kept);
  g_assert_cmpstr (status_text (window), ==, expected);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-solution", NULL));
  g_assert_true (g_str_has_prefix (status_text (window), "Solution 2 of "));

  /* The gallery shows the same solutions. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_kept);
  for (guint i = 0; i < n_kept; i++)
    {
      g_autoptr(QueensGalleryItem) item = g_list_model_get_item (model, i);
      g_autofree char *text = item_text (item);

      g_assert_cmpstr (text, ==, kept[i]);
    }

  /* Off: all 724 again. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "keep-filter",
                                      g_variant_new_boolean (FALSE));
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, 724);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 724);
  g_assert_true (g_str_has_prefix (status_text (window), "Solution 1 of 724"));

  /* A new N ends the filter too. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "keep-filter",
                                      g_variant_new_boolean (TRUE));
  wait_for (browsing_kept, window, "the solutions that keep the queen");
  queens_window_set_n (window, 8);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "keep-filter");
  g_assert_false (g_variant_get_boolean (state));
  wait_for (window_is_idle, window, "the search to end");
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, 92);

  close_window_and_wait (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(QueensApplication) application = NULL;

  gtk_test_init (&argc, &argv, NULL);
  application = start_test_application ();

  g_test_add_func ("/gallery/model/matches-list", test_gallery_model_matches_list);
  g_test_add_func ("/gallery/window/keys", test_gallery_window_keys);
  g_test_add_func ("/gallery/window/draws-only-visible", test_gallery_draws_only_visible);
  g_test_add_func ("/gallery/window/keep-filter", test_gallery_keep_filter);
  g_test_add_func ("/gallery/window/hidden-makes-no-tiles", test_gallery_hidden_makes_no_tiles);
  g_test_add_func ("/gallery/window/range-follows-search", test_gallery_range_follows_search);

  return g_test_run ();
}
