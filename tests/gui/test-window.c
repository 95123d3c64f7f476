/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-window.c: the main window, driven through its actions (needs a
 * display: run under Xvfb) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

#include "known-counts.h"
#include "queens-application.h"
#include "queens-board-view.h"
#include "queens-export-request.h"
#include "queens-render.h"
#include "queens-solve-job.h"
#include "queens-symmetry.h"
#include "queens-window.h"
#include "shortcuts.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

/* Generous: a loaded CI machine may be slow, but a hang must fail. */
/* Runs the main loop for about @milliseconds. */
static void
iterate_for (guint milliseconds)
{
  gint64 end = g_get_monotonic_time () + milliseconds * G_TIME_SPAN_MILLISECOND;
  guint tick = g_timeout_add (5, on_wait_tick, NULL);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (tick);
}

static gboolean
window_has_found_some (gpointer data)
{
  return queens_window_get_solution_count (QUEENS_WINDOW (data)) > 0;
}

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

typedef struct
{
  guint64 total;
  guint64 unique;
} KnownCount;

static KnownCount
known_count (guint n)
{
  return (KnownCount) { known_counts_total (n), known_counts_unique (n) };
}

static QueensWindow *
open_window (guint n)
{
  QueensWindow *window = queens_window_new (NULL, n);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (QueensWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

static guint32 *
copy_shown (QueensWindow *window)
{
  QueensBoardView *view = queens_window_get_board_view (window);
  const guint32 *columns = queens_board_view_get_columns (view);

  g_assert_nonnull (columns);
  return g_memdup2 (columns, queens_board_view_get_n (view) * sizeof (guint32));
}

static int
compare_columns (const guint32 *a,
                 const guint32 *b,
                 guint          n)
{
  for (guint i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;

  return 0;
}

static void
activate (QueensWindow *window,
          const char   *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

static void
test_window_title (void)
{
  QueensWindow *window = open_window (5);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Queens");
  g_assert_cmpuint (queens_window_get_n (window), ==, 5);

  close_window (window);
}

/* N = 8: 92 solutions, 12 unique; walking with next-solution visits every
 * one, in strictly increasing order, each a solution. */
static void
test_window_eight (void)
{
  KnownCount known = known_count (8);
  QueensWindow *window = open_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  g_autofree guint32 *previous = NULL;

  wait_for (window_is_idle, window, "the N = 8 search to end");

  g_assert_cmpuint (queens_window_get_solution_count (window), ==, known.total);
  g_assert_cmpuint (queens_window_get_unique_count (window), ==, known.unique);
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, known.total);
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);
  g_assert_nonnull (strstr (queens_window_get_status_text (window), "of 92"));
  g_assert_nonnull (strstr (queens_window_get_status_text (window), "12 unique"));
  g_assert_cmpuint (queens_board_view_get_n (view), ==, 8);

  previous = copy_shown (window);
  g_assert_true (queens_permutation_is_solution (8, previous));

  for (guint64 position = 2; position <= known.total; position++)
    {
      g_autofree guint32 *shown = NULL;

      activate (window, "win.next-solution");
      g_assert_cmpuint (queens_window_get_position (window), ==, position);
      shown = copy_shown (window);
      g_assert_true (queens_permutation_is_solution (8, shown));
      g_assert_cmpint (compare_columns (previous, shown, 8), <, 0);
      g_free (previous);
      previous = g_steal_pointer (&shown);
    }

  /* At the end, next does nothing. */
  activate (window, "win.next-solution");
  g_assert_cmpuint (queens_window_get_position (window), ==, known.total);

  close_window (window);
}

static void
test_window_browse (void)
{
  QueensWindow *window = open_window (8);
  g_autofree guint32 *first = NULL;
  g_autofree guint32 *second = NULL;
  g_autofree guint32 *back = NULL;
  guint64 revision;

  wait_for (window_is_idle, window, "the N = 8 search to end");
  first = copy_shown (window);

  activate (window, "win.next-solution");
  second = copy_shown (window);
  g_assert_cmpint (compare_columns (first, second, 8), !=, 0);

  activate (window, "win.previous-solution");
  back = copy_shown (window);
  g_assert_cmpint (compare_columns (first, back, 8), ==, 0);
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);

  /* Previous at the start does nothing. */
  activate (window, "win.previous-solution");
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution",
                                             "x", (gint64) 50));
  g_assert_cmpuint (queens_window_get_position (window), ==, 50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution",
                                             "x", (gint64) 7));
  g_assert_cmpuint (queens_window_get_position (window), ==, 7);
  /* A plain action with an int64 parameter, as D-Bus and menus see it. */
  g_assert_true (g_variant_type_equal (g_action_group_get_action_parameter_type (G_ACTION_GROUP (window),
                                                                               "goto-solution"),
                                       G_VARIANT_TYPE_INT64));
  g_assert_true (G_IS_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (window),
                                                                 "goto-solution")));

  activate (window, "win.last-solution");
  g_assert_cmpuint (queens_window_get_position (window), ==, 92);
  activate (window, "win.first-solution");
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);

  /* Out of range: refused at the go-to field, nothing moves. */
  revision = queens_board_view_get_revision (queens_window_get_board_view (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution",
                                             "x", (gint64) 93));
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);
  g_assert_nonnull (strstr (goto_error_of (window), "93"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution",
                                             "x", (gint64) 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution",
                                             "x", (gint64) -4));
  g_assert_cmpuint (queens_window_get_position (window), ==, 1);
  g_assert_cmpuint (queens_board_view_get_revision (queens_window_get_board_view (window)),
                    ==, revision);

  g_assert_nonnull (strstr (goto_error_of (window), "numbered from 1"));

  /* The next good move takes the refusal away. */
  activate (window, "win.next-solution");
  g_assert_null (goto_error_of (window));
  g_assert_cmpstr (queens_window_get_note_text (window), ==, "");

  close_window (window);
}

/* Fundamental mode: 12 canonical boards, each the smallest of its class;
 * switching keeps the class in view. */
static void
test_window_fundamental (void)
{
  KnownCount known = known_count (8);
  QueensWindow *window = open_window (8);
  g_autofree guint32 *previous = NULL;
  g_autofree guint32 *fundamental = NULL;
  g_autofree guint32 *in_all = NULL;
  GVariant *state;

  wait_for (window_is_idle, window, "the N = 8 search to end");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution",
                                             "x", (gint64) 40));
  activate (window, "win.fundamental-only");
  g_assert_true (queens_window_get_fundamental_only (window));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "fundamental-only");
  g_assert_true (g_variant_get_boolean (state));
  g_variant_unref (state);

  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, known.unique);
  g_assert_true (g_str_has_prefix (queens_window_get_symmetry_text (window), "Fundamental solution"));

  activate (window, "win.first-solution");
  for (guint64 position = 1; position <= known.unique; position++)
    {
      g_autofree guint32 *shown = copy_shown (window);
      guint32 canonical[8];

      g_assert_cmpuint (queens_window_get_position (window), ==, position);
      queens_permutation_canonical (8, shown, canonical);
      g_assert_cmpint (compare_columns (shown, canonical, 8), ==, 0);
      if (previous != NULL)
        g_assert_cmpint (compare_columns (previous, shown, 8), <, 0);
      g_clear_pointer (&previous, g_free);
      previous = g_steal_pointer (&shown);
      activate (window, "win.next-solution");
    }
  g_assert_cmpuint (queens_window_get_position (window), ==, known.unique);

  /* Back to all: the same board, now counted among all 92. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution",
                                             "x", (gint64) 3));
  fundamental = copy_shown (window);
  activate (window, "win.fundamental-only");
  g_assert_false (queens_window_get_fundamental_only (window));
  g_assert_cmpuint (queens_window_get_browsable_count (window), ==, known.total);
  in_all = copy_shown (window);
  g_assert_cmpint (compare_columns (fundamental, in_all, 8), ==, 0);
  g_assert_cmpuint (queens_window_get_position (window), >=, 3);

  close_window (window);
}

/* Every stored solution is its fundamental solution under the symmetry
 * the symmetry line names. */
static void
check_variants (guint n)
{
  KnownCount known = known_count (n);
  g_autoptr(QueensSolveJob) job = queens_solve_job_new (n, 0);
  guint64 fundamentals = 0;

  queens_solve_job_start (job);
  while (queens_solve_job_is_running (job))
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpint (queens_solve_job_get_state (job), ==, QUEENS_SOLVE_JOB_FINISHED);
  g_assert_cmpuint (queens_solve_job_get_n_found (job), ==, known.total);
  g_assert_cmpuint (queens_solve_job_get_n_stored (job), ==, known.total);
  g_assert_cmpuint (queens_solve_job_get_n_unique_found (job), ==, known.unique);
  g_assert_cmpuint (queens_solve_job_get_n_stored_fundamental (job), ==, known.unique);

  for (guint64 index = 0; index < known.total; index++)
    {
      guint32 solution[32];
      guint32 fundamental[32];
      guint32 transformed[32];
      guint32 canonical[32];
      QueensSolveJobVariant variant;
      gboolean is_canonical;

      g_assert_true (queens_solve_job_get_solution (job, index, solution));
      queens_permutation_canonical (n, solution, canonical);
      is_canonical = compare_columns (solution, canonical, n) == 0;
      g_assert_cmpint (queens_solve_job_is_fundamental (job, index), ==, is_canonical);

      g_assert_true (queens_solve_job_describe_variant (job, solution, &variant));
      g_assert_true (queens_solve_job_is_fundamental (job, variant.fundamental_index));
      g_assert_cmpuint (queens_solve_job_count_fundamental_before (job, variant.fundamental_index),
                        ==, variant.fundamental_rank);
      g_assert_cmpint (queens_solve_job_get_fundamental_index (job, variant.fundamental_rank),
                       ==, (gint64) variant.fundamental_index);
      g_assert_cmpuint (variant.class_size, ==, queens_permutation_class_size (n, solution));

      g_assert_true (queens_solve_job_get_solution (job, variant.fundamental_index, fundamental));
      queens_permutation_transform (variant.symmetry, n, fundamental, transformed);
      g_assert_cmpint (compare_columns (transformed, solution, n), ==, 0);
      if (is_canonical)
        g_assert_cmpint (variant.symmetry, ==, QUEENS_SYMMETRY_IDENTITY);

      fundamentals += is_canonical;
    }

  g_assert_cmpuint (fundamentals, ==, known.unique);
  g_assert_cmpint (queens_solve_job_get_fundamental_index (job, known.unique), ==, -1);
}

static void
test_solve_job_variants (void)
{
  for (guint n = 1; n <= 10; n++)
    check_variants (n);
}

/* Past the byte cap the job keeps counting; only the first are stored. */
static void
test_solve_job_cap (void)
{
  KnownCount known = known_count (11);
  g_autoptr(QueensSolveJob) job = queens_solve_job_new (11, 4096);
  guint32 columns[11];
  guint64 stored;

  queens_solve_job_start (job);
  while (queens_solve_job_is_running (job))
    g_main_context_iteration (NULL, TRUE);

  stored = queens_solve_job_get_n_stored (job);
  g_assert_cmpint (queens_solve_job_get_state (job), ==, QUEENS_SOLVE_JOB_FINISHED);
  g_assert_true (queens_solve_job_is_storage_full (job));
  g_assert_cmpuint (queens_solve_job_get_n_found (job), ==, known.total);
  g_assert_cmpuint (queens_solve_job_get_n_unique_found (job), ==, known.unique);
  g_assert_cmpuint (stored, >, 0);
  g_assert_cmpuint (stored, <, known.total);
  g_assert_true (queens_solve_job_get_solution (job, stored - 1, columns));
  g_assert_true (queens_permutation_is_solution (11, columns));
  g_assert_false (queens_solve_job_get_solution (job, stored, columns));
}

/* The window says how many of the total can be browsed past the cap. */
static void
test_window_memory_cap (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  KnownCount known = known_count (12);
  QueensWindow *window;
  guint64 browsable;

  g_settings_set_uint64 (settings, "solution-memory-cap", 8192);
  window = open_window (12);
  wait_for (window_is_idle, window, "the N = 12 search to end");

  browsable = queens_window_get_browsable_count (window);
  g_assert_cmpuint (queens_window_get_solution_count (window), ==, known.total);
  g_assert_cmpuint (browsable, >, 0);
  g_assert_cmpuint (browsable, <, known.total);
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "memory"));

  activate (window, "win.last-solution");
  g_assert_cmpuint (queens_window_get_position (window), ==, browsable);

  close_window (window);
  g_settings_reset (settings, "solution-memory-cap");
}

/* 50 changes of N in a row: only the last N's search may reach the board. */
static void
test_window_rapid_n (void)
{
  KnownCount known = known_count (9);
  QueensWindow *window = open_window (8);
  QueensBoardView *view = queens_window_get_board_view (window);
  guint64 count;

  for (guint i = 0; i < 50; i++)
    {
      gint32 n = i == 49 ? 9 : (gint32) (4 + (i * 7) % 12);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-n", "i", n));
      g_assert_cmpuint (queens_window_get_n (window), ==, (guint) n);
      /* Let some batches of this N arrive now and then. */
      if (i % 5 == 0)
        g_main_context_iteration (NULL, FALSE);
    }

  wait_for (window_is_idle, window, "the N = 9 search to end");
  g_assert_cmpuint (queens_window_get_n (window), ==, 9);
  g_assert_cmpuint (queens_board_view_get_n (view), ==, 9);
  g_assert_cmpuint (queens_window_get_solution_count (window), ==, known.total);
  g_assert_cmpuint (queens_window_get_unique_count (window), ==, known.unique);
  count = queens_window_get_browsable_count (window);
  g_assert_cmpuint (count, ==, known.total);

  /* Every browsable board is a solution of N = 9. */
  activate (window, "win.first-solution");
  for (guint64 position = 1; position <= count; position++)
    {
      g_assert_true (queens_permutation_is_solution (9, queens_board_view_get_columns (view)));
      activate (window, "win.next-solution");
    }

  /* And nothing else comes in later. */
  iterate_for (200);
  g_assert_cmpuint (queens_window_get_solution_count (window), ==, known.total);

  close_window (window);
}

static gboolean
window_is_showing_something (gpointer data)
{
  QueensWindow *window = QUEENS_WINDOW (data);

  return queens_board_view_get_columns (queens_window_get_board_view (window)) != NULL;
}

/* Closing the window during a search finalizes the window and the job at
 * once.  N = 18 would take minutes to list: a close that waited for the
 * worker to finish would run into wait_for's time limit. */
static void
test_window_close_during_search (void)
{
  QueensWindow *window = open_window (18);
  gpointer weak_window = window;
  gpointer weak_job;
  gint64 start;

  /* Something on the board (found, or the formula's) while it searches. */
  wait_for (window_is_showing_something, window, "a solution on the N = 18 board");
  g_assert_true (queens_window_is_searching (window));

  weak_job = queens_window_get_solve_job (window);
  g_assert_nonnull (weak_job);
  g_object_add_weak_pointer (G_OBJECT (window), &weak_window);
  g_object_add_weak_pointer (G_OBJECT (weak_job), &weak_job);

  start = g_get_monotonic_time ();
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak_window, "the window to be finalized");
  wait_for (pointer_is_cleared, &weak_job, "the job to be finalized");
  g_test_message ("window and job finalized %.0f ms after closing",
                  (g_get_monotonic_time () - start) / 1000.0);
}

/* Stop ends the search; what was found stays browsable and stops growing.
 * N = 17 streams its solutions for many seconds. */
static void
test_window_stop (void)
{
  KnownCount known = known_count (17);
  QueensWindow *window = open_window (17);
  QueensSolveJob *job;
  guint64 count;

  wait_for (window_has_found_some, window, "the first N = 17 solutions");
  job = queens_window_get_solve_job (window);

  activate (window, "win.stop");
  wait_for (window_is_idle, window, "the search to stop");
  g_assert_cmpint (queens_solve_job_get_state (job), ==, QUEENS_SOLVE_JOB_STOPPED);
  g_assert_true (g_str_has_prefix (queens_window_get_status_text (window), "Stopped"));

  count = queens_window_get_solution_count (window);
  g_assert_cmpuint (count, >, 0);
  g_assert_cmpuint (count, <, known.total);
  iterate_for (200);
  g_assert_cmpuint (queens_window_get_solution_count (window), ==, count);

  activate (window, "win.next-solution");
  g_assert_cmpuint (queens_window_get_position (window), ==, 2);
  g_assert_true (queens_permutation_is_solution (17, queens_board_view_get_columns (queens_window_get_board_view (window))));

  close_window (window);
}

/* Beyond enumeration: a solution by formula at once, said plainly. */
static void
test_window_large_n (void)
{
  static const gint32 sizes[] = { 1000, 33, 100000 };
  QueensWindow *window = open_window (8);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      QueensBoardView *view = queens_window_get_board_view (window);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-n", "i", sizes[i]));

      /* No main-loop iteration: it is there at once. */
      g_assert_true (queens_window_is_showing_construction (window));
      g_assert_false (queens_window_is_searching (window));
      g_assert_cmpuint (queens_board_view_get_n (view), ==, (guint) sizes[i]);
      g_assert_true (queens_permutation_is_solution (sizes[i], queens_board_view_get_columns (view)));
      g_assert_nonnull (strstr (queens_window_get_status_text (window), "far too many"));
      g_assert_cmpuint (queens_window_get_position (window), ==, 0);
    }

  iterate_for (100);
  close_window (window);
}

/* N = 2 and 3: no solution, said so, nothing on the board. */
static void
test_window_no_solutions (void)
{
  QueensWindow *window = open_window (2);

  for (guint n = 2; n <= 3; n++)
    {
      queens_window_set_n (window, n);
      wait_for (window_is_idle, window, "the search to end");
      g_assert_cmpuint (queens_window_get_solution_count (window), ==, 0);
      g_assert_cmpuint (queens_window_get_position (window), ==, 0);
      g_assert_false (queens_window_is_showing_construction (window));
      g_assert_null (queens_board_view_get_columns (queens_window_get_board_view (window)));
      g_assert_nonnull (strstr (queens_window_get_status_text (window), "no solutions"));
      g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "next-solution"));
    }

  close_window (window);
}

/* N = 24: the search cannot finish; the window shows a solution soon (the
 * formula's while the search has none) and says it will not finish. */
static gboolean
board_shows_something (gpointer data)
{
  return queens_board_view_get_columns (QUEENS_BOARD_VIEW (data)) != NULL;
}

static void
test_window_endless (void)
{
  QueensWindow *window = open_window (24);
  QueensBoardView *view = queens_window_get_board_view (window);

  wait_for (board_shows_something, view, "a board at N = 24");
  g_assert_true (queens_window_is_searching (window));
  g_assert_nonnull (queens_board_view_get_columns (view));
  g_assert_true (queens_permutation_is_solution (24, queens_board_view_get_columns (view)));
  g_assert_true (queens_window_is_showing_construction (window)
                 || queens_window_get_position (window) == 1);
  g_assert_nonnull (strstr (queens_window_get_note_text (window), "27"));

  activate (window, "win.stop");
  wait_for (window_is_idle, window, "the search to stop");
  close_window (window);
}

static void
test_window_refusals (void)
{
  QueensWindow *window = open_window (6);
  GVariant *state;

  wait_for (window_is_idle, window, "the N = 6 search to end");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-n", "i", 0));
  g_assert_cmpuint (queens_window_get_n (window), ==, 6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-n", "i", 100001));
  g_assert_cmpuint (queens_window_get_n (window), ==, 6);
  g_assert_cmpstr (queens_window_get_note_text (window), !=, "");

  /* An unknown mode leaves the mode as it was. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("nonsense"));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "mode");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "browse");
  g_variant_unref (state);

  /* Plus and minus. */
  activate (window, "win.increase-n");
  g_assert_cmpuint (queens_window_get_n (window), ==, 7);
  activate (window, "win.decrease-n");
  activate (window, "win.decrease-n");
  g_assert_cmpuint (queens_window_get_n (window), ==, 5);

  wait_for (window_is_idle, window, "the N = 5 search to end");
  close_window (window);
}

/* A new window opens at the last N used. */
static void
test_window_last_n (void)
{
  QueensWindow *window = open_window (11);

  close_window (window);
  window = open_window (0);
  g_assert_cmpuint (queens_window_get_n (window), ==, 11);
  close_window (window);
}

/* Page Up/Down, Home/End, Ctrl+G, plus and minus reach the actions, and
 * the board has the focus so that they are not typed into a text field. */
static void
test_window_keys (void)
{
  static const struct
  {
    guint            keyval;
    GdkModifierType  modifiers;
    const char      *action;
  } keys[] = {
    { GDK_KEY_Page_Up, 0, "win.previous-solution" },
    { GDK_KEY_Page_Down, 0, "win.next-solution" },
    { GDK_KEY_Home, 0, "win.first-solution" },
    { GDK_KEY_End, 0, "win.last-solution" },
    { GDK_KEY_plus, 0, "win.increase-n" },
    { GDK_KEY_KP_Add, 0, "win.increase-n" },
    { GDK_KEY_minus, 0, "win.decrease-n" },
    { GDK_KEY_KP_Subtract, 0, "win.decrease-n" },
    { GDK_KEY_g, GDK_CONTROL_MASK, "win.focus-goto" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "win.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo" },
    { GDK_KEY_v, GDK_CONTROL_MASK, "win.paste" },
    { GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out" },
    { GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit" },
    { GDK_KEY_r, GDK_CONTROL_MASK, "win.random-solution" },
  };
  QueensWindow *window = open_window (8);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *action = find_key_action (GTK_WIDGET (window), keys[i].keyval, keys[i].modifiers);

      g_assert_cmpstr (action, ==, keys[i].action);
    }

  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window))
                 == GTK_WIDGET (queens_window_get_board_view (window)));

  /* The animation's controls answer only in watch mode. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "watch-play"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "watch-step"));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("watch"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "watch-play"));
  /* The search's status speaks of the browsed board, not the watched one. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QUEENS_TYPE_WINDOW, "status_bar"))));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "watch-step"));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("browse"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "watch-back"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QUEENS_TYPE_WINDOW, "status_bar"))));

  wait_for (window_is_idle, window, "the N = 8 search to end");
  activate (window, "win.focus-goto");
  g_assert_false (gtk_window_get_focus (GTK_WINDOW (window))
                  == GTK_WIDGET (queens_window_get_board_view (window)));

  close_window (window);
}

/* What win.copy-text put on the clipboard: the window's own content,
 * read without a round trip. */
static char *
copied_text (QueensWindow *window)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_auto(GValue) value = G_VALUE_INIT;
  g_autoptr(GError) error = NULL;

  activate (window, "win.copy-text");
  g_assert_true (gdk_clipboard_is_local (clipboard));
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard),
                                                 &value, &error));
  g_assert_no_error (error);
  return g_value_dup_string (&value);
}

static void
assert_description (QueensBoardView *view,
                    const char      *expected)
{
  assert_accessible_text (GTK_WIDGET (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

static void
on_exported (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (queens_export_request_write_finish (QUEENS_EXPORT_REQUEST (source), result, &error));
  g_assert_no_error (error);
  *(gboolean *) data = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

/* What the export dialog would write for the view, as a PNG read back:
 * its settings are the window's look, coordinates included. */
static cairo_surface_t *
export_view (QueensBoardView   *view,
             QueensCoordinates  expected_coordinates)
{
  g_autoptr(QueensExportRequest) request = queens_export_request_new_for_view (view, 1);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "queens-test-window-export.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  QueensExportSettings settings;
  gboolean written = FALSE;
  cairo_surface_t *surface;

  queens_export_request_get_settings (request, &settings);
  g_assert_true (settings.show_coordinates);
  g_assert_cmpint (settings.coordinates, ==, expected_coordinates);
  settings.pixels = 320;
  queens_export_request_write_async (request, file, QUEENS_EXPORT_FORMAT_PNG, &settings, NULL,
                                     on_exported, &written);
  wait_for (flag_is_set, &written, "the export to be written");
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_unlink (path);
  return surface;
}

/* The board view drawn as export and copy draw it, with coordinates. */
static cairo_surface_t *
draw_view (QueensBoardView *view,
           int              size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  queens_board_view_draw (view, cr, size, size, TRUE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Pixels that differ between @a and @b inside the rectangle. */
static guint
count_changed (cairo_surface_t *a,
               cairo_surface_t *b,
               int              x0,
               int              y0,
               int              x1,
               int              y1)
{
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *data_a = cairo_image_surface_get_data (a);
  const guint8 *data_b = cairo_image_surface_get_data (b);
  int size = cairo_image_surface_get_width (a);
  guint changed = 0;

  for (int y = MAX (y0, 0); y < MIN (y1, size); y++)
    for (int x = MAX (x0, 0); x < MIN (x1, size); x++)
      changed += memcmp (data_a + (gsize) y * stride + x * 4,
                         data_b + (gsize) y * stride + x * 4, 4) != 0;

  return changed;
}

/* app.chess-coordinates (the "chess-coordinates" setting) renames every
 * label along the board's edges and the copied text, and changes nothing
 * on the board itself; off again, all is as before.  Past 26 rows it has
 * no effect. */
static void
test_window_chess_coordinates (void)
{
  const int size = 480;
  /* An id of its own: the application lives on after the test (its
   * exported actions hold it), and /application/quit registers the real
   * one. */
  g_autoptr(QueensApplication) application = g_object_new (QUEENS_TYPE_APPLICATION,
                                                            "application-id", APPLICATION_ID ".ChessTest",
                                                            "flags", G_APPLICATION_NON_UNIQUE,
                                                            NULL);
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GError) error = NULL;
  QueensWindow *window;
  QueensBoardView *view;
  cairo_surface_t *numbered, *chess, *numbered_again;
  QueensRenderOptions options;
  QueensRenderLayout layout;
  g_autoptr(GArray) labels = NULL;
  double left, top, right, bottom;

  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  settings = g_settings_new (APPLICATION_ID);
  g_assert_false (g_settings_get_boolean (settings, "chess-coordinates"));

  window = queens_window_new (GTK_APPLICATION (application), 8);
  gtk_window_present (GTK_WINDOW (window));
  view = queens_window_get_board_view (window);
  wait_for (window_is_idle, window, "the N = 8 search to end");

  /* The first solution, numbered from the top left. */
  {
    g_autofree char *text = copied_text (window);

    g_assert_cmpstr (text, ==, "1 5 8 6 3 7 2 4");
  }
  numbered = draw_view (view, size);
  assert_description (view, "Queens in columns 1 5 8 6 3 7 2 4, top row first");

  g_action_group_activate_action (G_ACTION_GROUP (application), "chess-coordinates", NULL);
  g_assert_true (g_settings_get_boolean (settings, "chess-coordinates"));
  g_assert_true (queens_board_view_get_chess_coordinates (view));
  {
    g_autofree char *text = copied_text (window);

    g_assert_cmpstr (text, ==, "d1 b2 g3 c4 f5 h6 e7 a8");
  }
  chess = draw_view (view, size);
  assert_description (view, "Queens on d1 b2 g3 c4 f5 h6 e7 a8");

  /* Where the renderer puts the labels of this board (colours aside,
   * the view lays it out as any drawing of the whole area does). */
  {
    cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
    cairo_t *cr = cairo_create (scratch);

    queens_render_options_init (&options, QUEENS_RENDER_THEME_LIGHT);
    options.show_coordinates = TRUE;
    options.coordinates = QUEENS_COORDINATES_CHESS;
    queens_render_compute_layout (cr, 8, &options, 0, 0, size, size, &layout);
    labels = queens_render_list_labels (cr, &layout, &options);
    cairo_destroy (cr);
    cairo_surface_destroy (scratch);
  }
  g_assert_cmpuint (labels->len, ==, 16);

  /* Every label changed: letters for numbers along the bottom, ranks
   * counted from the bottom along the left ("8" where "1" was). */
  for (guint i = 0; i < labels->len; i++)
    {
      const QueensRenderLabel *label = &g_array_index (labels, QueensRenderLabel, i);
      int x = (int) label->x;
      int y = (int) (label->y - layout.font_size);

      g_assert_cmpuint (count_changed (numbered, chess, x - 2, y, x + (int) layout.font_size + 2,
                                       y + (int) (layout.font_size * 1.3)), >, 5);
    }

  /* The squares and queens stay as they were. */
  left = queens_render_layout_edge_x (&layout, 0);
  right = queens_render_layout_edge_x (&layout, 8);
  top = queens_render_layout_edge_y (&layout, 0);
  bottom = queens_render_layout_edge_y (&layout, 8);
  g_assert_cmpuint (count_changed (numbered, chess, (int) left, (int) top,
                                   (int) right, (int) bottom), ==, 0);

  /* Exported files carry the same labels: numbers, then files and ranks. */
  {
    cairo_surface_t *exported_chess = export_view (view, QUEENS_COORDINATES_CHESS);
    cairo_surface_t *exported_numbers;

    g_action_group_activate_action (G_ACTION_GROUP (application), "chess-coordinates", NULL);
    exported_numbers = export_view (view, QUEENS_COORDINATES_NUMERIC);
    g_action_group_activate_action (G_ACTION_GROUP (application), "chess-coordinates", NULL);
    g_assert_cmpuint (count_changed (exported_chess, exported_numbers, 0, 0, 320, 320), >, 100);
    cairo_surface_destroy (exported_chess);
    cairo_surface_destroy (exported_numbers);
  }

  /* Off again: the numbers and the numeric text come back. */
  g_action_group_activate_action (G_ACTION_GROUP (application), "chess-coordinates", NULL);
  g_assert_false (queens_board_view_get_chess_coordinates (view));
  numbered_again = draw_view (view, size);
  g_assert_cmpuint (count_changed (numbered, numbered_again, 0, 0, size, size), ==, 0);
  {
    g_autofree char *text = copied_text (window);

    g_assert_cmpstr (text, ==, "1 5 8 6 3 7 2 4");
  }

  /* At N = 27 the setting changes nothing. */
  g_settings_set_boolean (settings, "chess-coordinates", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-n", "i", 27));
  activate (window, "win.stop");
  wait_for (window_is_idle, window, "the N = 27 search to stop");
  {
    g_autofree char *text = copied_text (window);
    g_auto(GStrv) tokens = g_strsplit (text, " ", -1);

    g_assert_null (strpbrk (text, "abcdefghijklmnopqrstuvwxyz"));
    g_assert_cmpuint (g_strv_length (tokens), ==, 27);
  }

  g_settings_reset (settings, "chess-coordinates");
  cairo_surface_destroy (numbered);
  cairo_surface_destroy (chess);
  cairo_surface_destroy (numbered_again);
  close_window (window);
}

static gboolean
on_application_check (gpointer data)
{
  GApplication *application = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));
  g_auto(GStrv) accels = NULL;

  if (window == NULL)
    return G_SOURCE_CONTINUE;

  g_assert_true (QUEENS_IS_WINDOW (window));
  g_assert_cmpuint (queens_window_get_n (QUEENS_WINDOW (window)), ==, 7);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application), "app.quit");
  g_assert_cmpstr (accels[0], ==, "<Control>q");

  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  return G_SOURCE_REMOVE;
}

/* The application opens a window at --n and app.quit ends it. */
static void
test_application_quit (void)
{
  g_autoptr(QueensApplication) application = queens_application_new ();
  char *argv[] = { (char *) "queens", (char *) "--n", (char *) "7", NULL };
  int status;

  /* No session bus is needed for a test run. */
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                           | G_APPLICATION_NON_UNIQUE);
  g_timeout_add (50, on_application_check, application);
  status = g_application_run (G_APPLICATION (application), 3, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (application)));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window/title", test_window_title);
  g_test_add_func ("/window/eight", test_window_eight);
  g_test_add_func ("/window/browse", test_window_browse);
  g_test_add_func ("/window/fundamental", test_window_fundamental);
  g_test_add_func ("/window/memory-cap", test_window_memory_cap);
  g_test_add_func ("/window/rapid-n", test_window_rapid_n);
  g_test_add_func ("/window/close-during-search", test_window_close_during_search);
  g_test_add_func ("/window/stop", test_window_stop);
  g_test_add_func ("/window/large-n", test_window_large_n);
  g_test_add_func ("/window/no-solutions", test_window_no_solutions);
  g_test_add_func ("/window/endless", test_window_endless);
  g_test_add_func ("/window/refusals", test_window_refusals);
  g_test_add_func ("/window/last-n", test_window_last_n);
  g_test_add_func ("/window/keys", test_window_keys);
  g_test_add_func ("/solve-job/variants", test_solve_job_variants);
  g_test_add_func ("/solve-job/cap", test_solve_job_cap);
  g_test_add_func ("/window/chess-coordinates", test_window_chess_coordinates);
  g_test_add_func ("/application/quit", test_application_quit);

  return g_test_run ();
}
