/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-stress.c: a thousand quick random actions on one window while its
 * searches run (issue 9; needs a display: run under Xvfb)
 *
 * Every action goes through the window's named actions, as the keyboard,
 * the menus and D-Bus do, mixed with short spells of the main loop so that
 * batches from the solve job arrive in between.  After each step the board
 * must belong to the current N and any solution it shows must be one.
 * Warnings and criticals are fatal (g_test_init); under AddressSanitizer
 * (build-aux/test-sanitizers) leaks and memory errors are too.  The seed is
 * printed, and QUEENS_STRESS_SEED repeats a run.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gtk/gtk.h>
#include <stdlib.h>

#include "queens-board-view.h"
#include "queens-play-session.h"
#include "queens-symmetry.h"
#include "queens-window.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

#define N_ACTIONS 1000
#define DEFAULT_SEED 20240909u
/* Generous: a loaded CI machine may be slow, but a hang must fail. */
typedef struct
{
  QueensWindow *window;
  GRand        *rand;
  guint         n_actions_by_kind[32];
} Stress;

static void
iterate_for (guint milliseconds)
{
  gint64 end = g_get_monotonic_time () + milliseconds * G_TIME_SPAN_MILLISECOND;
  guint tick = g_timeout_add (2, on_wait_tick, NULL);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (tick);
}

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
window_and_play_are_idle (gpointer data)
{
  QueensWindow *window = data;
  QueensPlaySession *session = queens_window_get_play_session (window);

  return !queens_window_is_searching (window)
         && (session == NULL || !queens_play_session_is_busy (session));
}

/* What must hold whatever was done: the board is the current N's, and a
 * solution on it is a solution. */
static void
check_window (QueensWindow *window,
              guint         step)
{
  QueensBoardView *view = queens_window_get_board_view (window);
  QueensPlaySession *session = queens_window_get_play_session (window);
  g_autofree char *mode = window_get_mode (window);
  guint n = queens_window_get_n (window);
  const guint32 *columns;

  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpuint (n, <=, QUEENS_WINDOW_MAX_N);
  if (queens_board_view_get_n (view) != n)
    g_error ("step %u: the board has %u rows, the window's N is %u",
             step, queens_board_view_get_n (view), n);

  g_assert_cmpuint (queens_window_get_position (window), <=,
                    queens_window_get_browsable_count (window));
  g_assert_cmpuint (queens_window_get_unique_count (window), <=,
                    queens_window_get_solution_count (window));

  if (g_strcmp0 (mode, "play") == 0)
    {
      g_assert_nonnull (session);
      if (queens_play_session_get_n (session) != n)
        g_error ("step %u: the play board has %u rows, the window's N is %u",
                 step, queens_play_session_get_n (session), n);
    }
  else if (g_strcmp0 (mode, "browse") == 0)
    {
      columns = queens_board_view_get_columns (view);
      if (queens_window_get_position (window) > 0)
        g_assert_nonnull (columns);
      if (columns != NULL && !queens_permutation_is_solution (n, columns))
        g_error ("step %u: the board shows a non-solution for N = %u", step, n);
    }
}

static void
activate (QueensWindow *window,
          const char   *action,
          GVariant     *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

static void
change_state (QueensWindow *window,
              const char   *action,
              GVariant     *state)
{
  g_action_group_change_action_state (G_ACTION_GROUP (window), action, state);
}

static void
toggle_boolean (QueensWindow *window,
                const char   *action)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), action);

  change_state (window, action, g_variant_new_boolean (!g_variant_get_boolean (state)));
}

/* Mostly boards that enumerate (all of them, or endlessly past 16), now
 * and then one that only the formula and local search can serve. */
static gint32
random_n (GRand *rand)
{
  static const gint32 large[] = { 100, 1000, 24, 32 };
  static const gint32 refused[] = { 0, -3, 100001, G_MAXINT32 };
  guint dice = g_rand_int_range (rand, 0, 100);

  if (dice < 88)
    return g_rand_int_range (rand, 1, 21);
  if (dice < 97)
    return large[g_rand_int_range (rand, 0, G_N_ELEMENTS (large))];
  return refused[g_rand_int_range (rand, 0, G_N_ELEMENTS (refused))];
}

/* A square, sometimes just off the board. */
static GVariant *
random_square (Stress *stress)
{
  gint32 n = (gint32) queens_window_get_n (stress->window);
  gint32 row, column;

  if (g_rand_int_range (stress->rand, 0, 25) == 0)
    {
      row = g_rand_int_range (stress->rand, -1, 2) == 0 ? 0 : n + 1;
      column = g_rand_int_range (stress->rand, -2, n + 3);
    }
  else
    {
      row = g_rand_int_range (stress->rand, 1, n + 1);
      column = g_rand_int_range (stress->rand, 1, n + 1);
    }

  return g_variant_new ("(ii)", row, column);
}

typedef enum
{
  ACTION_SET_N,
  ACTION_STEP_N,
  ACTION_BROWSE,
  ACTION_GOTO,
  ACTION_STOP,
  ACTION_FUNDAMENTAL,
  ACTION_MODE,
  ACTION_TOGGLE_QUEEN,
  ACTION_UNDO,
  ACTION_REDO,
  ACTION_CLEAR,
  ACTION_HINT,
  ACTION_COMPLETE,
  ACTION_RANDOM_SOLUTION,
  ACTION_WATCH,
  N_ACTION_KINDS
} ActionKind;

/* How often each kind comes up, in ActionKind order. */
static const guint action_weights[N_ACTION_KINDS] = {
  14, 3, 12, 3, 4, 3, 7, 16, 7, 5, 1, 2, 2, 2, 2,
};

static ActionKind
pick_action (GRand *rand)
{
  guint total = 0;
  guint dice;

  for (guint kind = 0; kind < N_ACTION_KINDS; kind++)
    total += action_weights[kind];

  dice = g_rand_int_range (rand, 0, total);
  for (guint kind = 0; kind < N_ACTION_KINDS; kind++)
    {
      if (dice < action_weights[kind])
        return kind;
      dice -= action_weights[kind];
    }

  g_assert_not_reached ();
}

static void
do_action (Stress     *stress,
           ActionKind  kind)
{
  static const char *browse_actions[] = {
    "first-solution", "previous-solution", "next-solution", "last-solution",
  };
  static const char *modes[] = { "browse", "play", "watch", "browse", "play", "nonsense" };
  static const char *watch_actions[] = { "watch-step", "watch-back" };
  QueensWindow *window = stress->window;
  GRand *rand = stress->rand;

  stress->n_actions_by_kind[kind]++;

  switch (kind)
    {
    case ACTION_SET_N:
      activate (window, "set-n", g_variant_new_int32 (random_n (rand)));
      break;

    case ACTION_STEP_N:
      activate (window, g_rand_boolean (rand) ? "increase-n" : "decrease-n", NULL);
      break;

    case ACTION_BROWSE:
      activate (window, browse_actions[g_rand_int_range (rand, 0, G_N_ELEMENTS (browse_actions))], NULL);
      break;

    case ACTION_GOTO:
      {
        gint64 count = (gint64) queens_window_get_browsable_count (window);
        gint64 target = g_rand_int_range (rand, 0, 10) == 0
                        ? (g_rand_boolean (rand) ? -1 : G_MAXINT64)
                        : g_rand_int_range (rand, 0, (gint32) MIN (count, 1000) + 2);

        activate (window, "goto-solution", g_variant_new_int64 (target));
      }
      break;

    case ACTION_STOP:
      activate (window, "stop", NULL);
      break;

    case ACTION_FUNDAMENTAL:
      toggle_boolean (window, "fundamental-only");
      break;

    case ACTION_MODE:
      change_state (window, "mode",
                    g_variant_new_string (modes[g_rand_int_range (rand, 0, G_N_ELEMENTS (modes))]));
      break;

    case ACTION_TOGGLE_QUEEN:
      activate (window, "toggle-queen", random_square (stress));
      break;

    case ACTION_UNDO:
      activate (window, "undo", NULL);
      break;

    case ACTION_REDO:
      activate (window, "redo", NULL);
      break;

    case ACTION_CLEAR:
      activate (window, "clear", NULL);
      break;

    case ACTION_HINT:
      activate (window, "hint", NULL);
      break;

    case ACTION_COMPLETE:
      activate (window, "complete", NULL);
      break;

    case ACTION_RANDOM_SOLUTION:
      activate (window, "random-solution", NULL);
      break;

    case ACTION_WATCH:
      if (g_rand_boolean (rand))
        toggle_boolean (window, "watch-play");
      else
        activate (window, watch_actions[g_rand_int_range (rand, 0, G_N_ELEMENTS (watch_actions))], NULL);
      break;

    case N_ACTION_KINDS:
    default:
      g_assert_not_reached ();
    }
}

static void
test_stress_random_actions (void)
{
  const char *seed_text = g_getenv ("QUEENS_STRESS_SEED");
  guint32 seed = seed_text != NULL ? (guint32) strtoul (seed_text, NULL, 10) : DEFAULT_SEED;
  Stress stress = { 0 };
  gpointer window_pointer;
  gint64 start = g_get_monotonic_time ();

  g_test_message ("seed %u (set QUEENS_STRESS_SEED to repeat another run)", seed);
  stress.rand = g_rand_new_with_seed (seed);
  stress.window = queens_window_new (NULL, 8);
  gtk_window_present (GTK_WINDOW (stress.window));
  check_window (stress.window, 0);

  for (guint step = 1; step <= N_ACTIONS; step++)
    {
      guint pause = g_rand_int_range (stress.rand, 0, 100);

      do_action (&stress, pick_action (stress.rand));
      check_window (stress.window, step);

      /* Mostly fired back to back; now and then the main loop runs a
       * little, so that batches and redraws land between actions. */
      if (pause < 25)
        {
          for (guint i = g_rand_int_range (stress.rand, 1, 4); i > 0; i--)
            g_main_context_iteration (NULL, FALSE);
        }
      else if (pause < 30)
        {
          iterate_for (g_rand_int_range (stress.rand, 2, 30));
        }
      check_window (stress.window, step);
    }

  for (guint kind = 0; kind < N_ACTION_KINDS; kind++)
    g_assert_cmpuint (stress.n_actions_by_kind[kind], >, 0);
  g_test_message ("%d actions in %.1f s", N_ACTIONS,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);

  /* Everything stops and goes away: no search or window outlives it. */
  activate (stress.window, "stop", NULL);
  change_state (stress.window, "mode", g_variant_new_string ("browse"));
  wait_for (window_and_play_are_idle, stress.window, "the window to settle");
  check_window (stress.window, N_ACTIONS + 1);

  window_pointer = stress.window;
  g_object_add_weak_pointer (G_OBJECT (stress.window), &window_pointer);
  gtk_window_destroy (GTK_WINDOW (stress.window));
  wait_for (pointer_is_cleared, &window_pointer, "the window to be finalized");

  g_rand_free (stress.rand);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stress/random-actions", test_stress_random_actions);

  return g_test_run ();
}
