/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-window-count.c: the fast counter behind the window (issue 19)
 *
 * The count job on its own (the known counts, a checkpoint kept when it
 * is stopped and resumed by the next job, a bad checkpoint replaced), then
 * the window counting with it once the solutions no longer fit in the
 * memory for stored ones.  The user's state folder, where the window keeps
 * its checkpoints, is a scratch folder of this program's own.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "known-counts.h"
#include "queens-count-checkpoint.h"
#include "queens-count-job.h"
#include "queens-application.h"
#include "queens-format.h"
#include "queens-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

/* Long enough to stop midway on any machine (about 2 s on two cores),
 * short enough to count again in a test. */
#define CANCEL_N 17

static char *state_folder;

static gboolean
count_job_has_ended (gpointer data)
{
  return !queens_count_job_is_running (QUEENS_COUNT_JOB (data));
}

/* Some tasks are done, so a checkpoint saved now holds work. */
static gboolean
count_job_has_progressed (gpointer data)
{
  QueensCountJob *job = data;

  return !queens_count_job_is_running (job)
         || queens_count_job_get_fraction (job) > queens_count_job_get_resumed_fraction (job);
}

static QueensCountJob *
run_count_job (guint       n,
               const char *checkpoint_path)
{
  QueensCountJob *job = queens_count_job_new (n, checkpoint_path);

  queens_count_job_run_async (job, NULL, NULL, NULL);
  g_assert_true (queens_count_job_is_running (job));
  wait_for (count_job_has_ended, job, "the count to end");
  return job;
}

static void
assert_counted_known (QueensCountJob *job)
{
  guint n = queens_count_job_get_n (job);

  g_assert_cmpint (queens_count_job_get_state (job), ==, QUEENS_COUNT_JOB_FINISHED);
  g_assert_cmpuint (queens_count_job_get_total (job), ==, known_counts_total (n));
  g_assert_cmpuint (queens_count_job_get_unique (job), ==, known_counts_unique (n));
  g_assert_cmpfloat (queens_count_job_get_fraction (job), ==, 1.0);
}

/* The checkpoints live in the user's state folder, one per N. */
static void
test_count_job_path (void)
{
  g_autofree char *path = queens_count_job_checkpoint_path_for (18);
  g_autofree char *expected = g_build_filename (state_folder, "queens", "count-18.checkpoint", NULL);

  g_assert_cmpstr (path, ==, expected);
}

/* N = 1..12 give the published counts; a complete count leaves no
 * checkpoint behind. */
static void
test_count_job_known (void)
{
  for (guint n = 1; n <= 12; n++)
    {
      g_autofree char *path = queens_count_job_checkpoint_path_for (n);
      g_autoptr(QueensCountJob) job = run_count_job (n, path);

      assert_counted_known (job);
      g_assert_cmpfloat (queens_count_job_get_resumed_fraction (job), ==, 0.0);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

/* Stopped midway, the job keeps its finished tasks in the checkpoint; the
 * next job starts from there and ends with the same counts. */
static void
test_count_job_resume (void)
{
  g_autofree char *path = queens_count_job_checkpoint_path_for (CANCEL_N);
  g_autoptr(QueensCountJob) stopped = queens_count_job_new (CANCEL_N, path);
  g_autoptr(QueensCountJob) resumed = NULL;
  g_autoptr(QueensCountCheckpoint) checkpoint = NULL;
  g_autoptr(GError) error = NULL;
  guint done;

  queens_count_job_run_async (stopped, NULL, NULL, NULL);
  wait_for (count_job_has_progressed, stopped, "the first tasks of the count");
  queens_count_job_cancel (stopped);
  wait_for (count_job_has_ended, stopped, "the count to stop");
  g_assert_cmpint (queens_count_job_get_state (stopped), ==, QUEENS_COUNT_JOB_STOPPED);
  g_assert_cmpuint (queens_count_job_get_total (stopped), ==, 0);

  checkpoint = queens_count_checkpoint_load (path, CANCEL_N, 1, 1, &error);
  g_assert_no_error (error);
  done = queens_count_checkpoint_get_done (checkpoint);
  g_test_message ("stopped with %u of %u tasks done", done,
                  queens_count_checkpoint_get_tasks (checkpoint));
  g_assert_cmpuint (done, >, 0);
  g_assert_cmpuint (done, <, queens_count_checkpoint_get_tasks (checkpoint));

  resumed = queens_count_job_new (CANCEL_N, path);
  queens_count_job_run_async (resumed, NULL, NULL, NULL);
  g_assert_cmpfloat (queens_count_job_get_resumed_fraction (resumed), ==,
                     done / (double) queens_count_checkpoint_get_tasks (checkpoint));
  g_assert_cmpfloat (queens_count_job_get_fraction (resumed), >, 0.0);
  wait_for (count_job_has_ended, resumed, "the resumed count to end");
  assert_counted_known (resumed);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* A damaged checkpoint and one of another N are said and replaced, and
 * the count starts afresh with the right answer. */
static void
test_count_job_bad_checkpoint (void)
{
  g_autofree char *path = queens_count_job_checkpoint_path_for (10);
  g_autofree char *other_path = queens_count_job_checkpoint_path_for (11);
  g_autoptr(QueensCountCheckpoint) other = queens_count_checkpoint_new (11, 1, 1);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "queens count checkpoint 2\nnot a checkpoint\n", -1, &error));
  g_assert_no_error (error);
  g_assert_true (queens_count_checkpoint_save (other, other_path, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(QueensCountJob) job = NULL;

      /* The second round: N = 11's checkpoint under N = 10's name. */
      if (i == 1)
        g_assert_cmpint (g_rename (other_path, path), ==, 0);

      g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*checkpoint*cannot be used*afresh*");
      job = run_count_job (10, path);
      g_test_assert_expected_messages ();
      assert_counted_known (job);
      g_assert_cmpfloat (queens_count_job_get_resumed_fraction (job), ==, 0.0);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

/* Without a checkpoint file the job counts all the same. */
static void
test_count_job_no_checkpoint (void)
{
  g_autoptr(QueensCountJob) job = run_count_job (12, NULL);

  assert_counted_known (job);
  g_assert_null (queens_count_job_get_checkpoint_path (job));
}

/* Small enough that N = 12 and 13 overflow it. */
#define SMALL_CAP 8192

static GSettings *
lower_memory_cap (void)
{
  GSettings *settings = g_settings_new (APPLICATION_ID);

  g_settings_set_uint64 (settings, "solution-memory-cap", SMALL_CAP);
  return settings;
}

static void
assert_text_has (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text != NULL ? text : "(nothing)", part);
}

static guint
checkpoint_done (guint n)
{
  g_autofree char *path = queens_count_job_checkpoint_path_for (n);
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_load (path, n, 1, 1, &error);

  g_assert_no_error (error);
  return queens_count_checkpoint_get_done (checkpoint);
}

/* With the memory for 8 KiB of solutions, N = 12 and 13 store only their
 * first solutions; the counter gives the published counts, the status
 * says both (the headline all, the note the stored), and only the stored
 * part can be browsed (End goes to its last). */
static void
test_window_counts_past_cap (void)
{
  g_autoptr(GSettings) settings = lower_memory_cap ();

  for (guint n = 12; n <= 13; n++)
    {
      QueensWindow *window = open_idle_window (n);
      QueensCountJob *count_job = queens_window_get_count_job (window);
      QueensSolveJob *job = queens_window_get_solve_job (window);
      g_autofree char *path = queens_count_job_checkpoint_path_for (n);
      g_autofree char *total = queens_format_count (known_counts_total (n));
      g_autofree char *unique = queens_format_count (known_counts_unique (n));
      g_autofree char *stored = NULL;
      guint64 browsable = queens_window_get_browsable_count (window);

      g_assert_nonnull (count_job);
      g_assert_cmpint (queens_count_job_get_state (count_job), ==, QUEENS_COUNT_JOB_FINISHED);
      g_assert_cmpuint (queens_window_get_solution_count (window), ==, known_counts_total (n));
      g_assert_cmpuint (queens_window_get_unique_count (window), ==, known_counts_unique (n));
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      /* The search waited for the count, then went on and stopped
       * where the memory was full. */
      g_assert_false (queens_solve_job_get_paused (job));
      g_assert_cmpint (queens_solve_job_get_state (job), ==, QUEENS_SOLVE_JOB_FILLED);
      g_assert_true (queens_solve_job_is_storage_full (job));
      g_assert_cmpuint (browsable, >, 0);
      g_assert_cmpuint (browsable, <, known_counts_total (n));
      g_assert_cmpuint (queens_solve_job_get_n_stored (job), ==, browsable);

      /* The headline numbers the solution among all (the stored ones are
       * the first); the note says how many are stored. */
      stored = queens_format_count (browsable);
      assert_text_has (queens_window_get_status_text (window), total);
      assert_text_has (queens_window_get_status_text (window), unique);
      assert_text_has (queens_window_get_note_text (window), "memory");
      assert_text_has (queens_window_get_note_text (window), stored);
      assert_text_has (queens_window_get_note_text (window), "fast counter");
      assert_text_has (queens_window_get_note_text (window), total);
      g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "stop"));

      g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_End, 0));
      g_assert_cmpuint (queens_window_get_position (window), ==, browsable);
      g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "next-solution"));

      /* The fundamental ones stored: fewer than all of them, and the
       * symmetry line counts among all. */
      activate_window_action (window, "fundamental-only", NULL);
      g_assert_cmpuint (queens_window_get_browsable_count (window), <, known_counts_unique (n));
      assert_text_has (queens_window_get_status_text (window), unique);
      assert_text_has (queens_window_get_symmetry_text (window), unique);
      activate_window_action (window, "fundamental-only", NULL);

      close_window_and_wait (GTK_WINDOW (window));
    }

  g_settings_reset (settings, "solution-memory-cap");
}

/* The table of counts says at once where the solutions overflow the
 * memory (512 MiB by default: N = 17 on), and where counting them takes
 * too long for the window. */
static gboolean
solve_job_is_held (gpointer data)
{
  return queens_solve_job_is_held (QUEENS_SOLVE_JOB (data));
}

static guint64 held_at;

static gboolean
solve_job_found_more (gpointer data)
{
  return queens_solve_job_get_n_found (QUEENS_SOLVE_JOB (data)) > held_at;
}

static void
test_window_counts_when_needed (void)
{
  QueensWindow *window = open_idle_window (16);
  g_autoptr(QueensCountJob) count_job = NULL;
  g_autofree char *asked = NULL;
  QueensSolveJob *job;

  /* N = 16's 14,772,512 solutions fit: the search counts them. */
  g_assert_null (queens_window_get_count_job (window));
  g_assert_cmpint (queens_solve_job_get_state (queens_window_get_solve_job (window)), ==,
                   QUEENS_SOLVE_JOB_FINISHED);
  g_assert_cmpuint (queens_window_get_solution_count (window), ==, known_counts_total (16));

  /* N = 21 overflows: the counter starts with the search, which waits
   * after its first batch so as not to slow the count. */
  queens_window_set_n (window, 21);
  count_job = g_object_ref (queens_window_get_count_job (window));
  job = queens_window_get_solve_job (window);
  g_assert_true (queens_count_job_is_running (count_job));
  g_assert_true (queens_solve_job_get_paused (job));
  assert_text_has (queens_window_get_note_text (window), "Counting every solution");
  wait_for (solve_job_is_held, job, "the N = 21 listing to wait for the count");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  held_at = queens_solve_job_get_n_found (job);
  g_assert_cmpuint (held_at, >, 0);
  g_assert_cmpuint (held_at, <=, 65536);
  g_assert_true (queens_count_job_is_running (count_job));

  /* A solution past those found, asked for at the go-to field, sets
   * the listing going. */
  asked = g_strdup_printf ("%" G_GUINT64_FORMAT, held_at + 1000000);
  g_assert_true (gtk_widget_grab_focus (goto_entry_of (window)));
  gtk_editable_set_text (GTK_EDITABLE (goto_entry_of (window)), asked);
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0));
  g_assert_false (queens_solve_job_get_paused (job));
  assert_text_has (goto_error_of (window), "not found yet");
  wait_for (solve_job_found_more, job, "the N = 21 listing to go on");

  /* N = 22 is left to the command line, and the note says where the
   * known counts are. */
  queens_window_set_n (window, 22);
  g_assert_null (queens_window_get_count_job (window));
  g_assert_true (queens_window_is_searching (window));
  assert_text_has (queens_window_get_note_text (window), "Table of Counts");

  close_window_and_wait (GTK_WINDOW (window));

  /* The count stopped keeps its checkpoint: not for the next test. */
  wait_for (count_job_has_ended, count_job, "the N = 21 count to stop");
  g_remove (queens_count_job_get_checkpoint_path (count_job));
}

static gboolean
has_handlers (gpointer    instance,
              const char *signal_name)
{
  return g_signal_has_handler_pending (instance, g_signal_lookup (signal_name, G_OBJECT_TYPE (instance)),
                                       0, FALSE);
}

/* The window and Browse follow the current search and count through
 * signal groups: once N changes, nobody hears the old ones.  The old
 * search ended FILLED, so its "finished", heard, would start a count for
 * the new N. */
static void
test_window_old_jobs_unheard (void)
{
  g_autoptr(GSettings) settings = lower_memory_cap ();
  QueensWindow *window = open_idle_window (12);
  g_autoptr(QueensSolveJob) old_job = g_object_ref (queens_window_get_solve_job (window));
  g_autoptr(QueensCountJob) old_count = g_object_ref (queens_window_get_count_job (window));
  g_autofree char *status = NULL;
  g_autofree char *note = NULL;

  g_assert_cmpint (queens_solve_job_get_state (old_job), ==, QUEENS_SOLVE_JOB_FILLED);
  g_assert_true (has_handlers (old_job, "finished"));
  g_assert_true (has_handlers (old_job, "solutions-added"));
  g_assert_true (has_handlers (old_count, "finished"));

  /* N = 8's 92 solutions fit: no count. */
  queens_window_set_n (window, 8);
  wait_for (window_is_idle, window, "the search of N = 8");
  g_assert_null (queens_window_get_count_job (window));
  g_assert_true (has_handlers (queens_window_get_solve_job (window), "finished"));
  g_assert_false (has_handlers (old_job, "finished"));
  g_assert_false (has_handlers (old_job, "solutions-added"));
  g_assert_false (has_handlers (old_count, "finished"));

  status = g_strdup (queens_window_get_status_text (window));
  note = g_strdup (queens_window_get_note_text (window));
  g_signal_emit_by_name (old_job, "finished");
  g_signal_emit_by_name (old_job, "solutions-added");
  g_signal_emit_by_name (old_count, "finished");
  g_assert_null (queens_window_get_count_job (window));
  g_assert_cmpstr (queens_window_get_status_text (window), ==, status);
  g_assert_cmpstr (queens_window_get_note_text (window), ==, note);

  close_window_and_wait (GTK_WINDOW (window));
  g_settings_reset (settings, "solution-memory-cap");
}

static gboolean
window_count_has_progressed (gpointer data)
{
  QueensCountJob *job = queens_window_get_count_job (QUEENS_WINDOW (data));

  return job == NULL || count_job_has_progressed (job);
}

/* Stop keeps the counter's checkpoint, and so does closing the window;
 * each new window at that N carries on from it, and the last ends with
 * the published counts. */
static void
test_window_count_resumes (void)
{
  g_autoptr(GSettings) settings = lower_memory_cap ();
  g_autofree char *path = queens_count_job_checkpoint_path_for (CANCEL_N);
  g_autoptr(QueensCountJob) closed_job = NULL;
  QueensWindow *window = queens_window_new (NULL, CANCEL_N);
  QueensCountJob *job;
  guint stopped_done;
  guint closed_done;

  gtk_window_present (GTK_WINDOW (window));
  job = queens_window_get_count_job (window);
  g_assert_nonnull (job);
  g_assert_cmpfloat (queens_count_job_get_resumed_fraction (job), ==, 0.0);
  wait_for (window_count_has_progressed, window, "the first tasks of the count");

  /* Stop: the count ends where it got to, and the window says so. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "stop"));
  activate_window_action (window, "stop", NULL);
  wait_for (window_is_idle, window, "the count to stop");
  g_assert_cmpint (queens_count_job_get_state (job), ==, QUEENS_COUNT_JOB_STOPPED);
  assert_text_has (queens_window_get_note_text (window), "carries on");
  stopped_done = checkpoint_done (CANCEL_N);
  g_assert_cmpuint (stopped_done, >, 0);
  close_window_and_wait (GTK_WINDOW (window));

  /* The next window carries on, and is closed while it counts. */
  window = queens_window_new (NULL, CANCEL_N);
  gtk_window_present (GTK_WINDOW (window));
  closed_job = g_object_ref (queens_window_get_count_job (window));
  g_assert_cmpfloat (queens_count_job_get_resumed_fraction (closed_job), >, 0.0);
  assert_text_has (queens_window_get_note_text (window), "carries on from where");
  wait_for (count_job_has_progressed, closed_job, "more tasks of the count");
  close_window_and_wait (GTK_WINDOW (window));
  wait_for (count_job_has_ended, closed_job, "the closed window's count to stop");
  g_assert_cmpint (queens_count_job_get_state (closed_job), ==, QUEENS_COUNT_JOB_STOPPED);
  closed_done = checkpoint_done (CANCEL_N);
  g_assert_cmpuint (closed_done, >, stopped_done);

  /* The third one finishes with the same counts as a count from scratch. */
  window = open_idle_window (CANCEL_N);
  job = queens_window_get_count_job (window);
  g_assert_cmpfloat (queens_count_job_get_resumed_fraction (job), >, 0.0);
  g_assert_cmpint (queens_count_job_get_state (job), ==, QUEENS_COUNT_JOB_FINISHED);
  g_assert_cmpuint (queens_window_get_solution_count (window), ==, known_counts_total (CANCEL_N));
  g_assert_cmpuint (queens_window_get_unique_count (window), ==, known_counts_unique (CANCEL_N));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  close_window_and_wait (GTK_WINDOW (window));

  g_settings_reset (settings, "solution-memory-cap");
}

/* Counted for minutes: still counting when the test quits. */
#define QUIT_N 19

typedef struct
{
  QueensApplication *application;
  char              *path;
  QueensCountJob    *job;     /* the window's count, once it saved work */
  guint              done;    /* what the checkpoint held then */
  ino_t              inode;
  struct timespec    modified;
} QuitMidCount;

/* Polled in the application's run: once the window's count has saved
 * finished tasks, app.quit. */
static gboolean
on_quit_check (gpointer data)
{
  QuitMidCount *quit = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (quit->application));
  g_autoptr(QueensCountCheckpoint) checkpoint = NULL;
  QueensCountJob *job;
  GStatBuf status;

  if (window == NULL || (job = queens_window_get_count_job (QUEENS_WINDOW (window))) == NULL
      || g_stat (quit->path, &status) != 0)
    return G_SOURCE_CONTINUE;
  checkpoint = queens_count_checkpoint_load (quit->path, QUIT_N, 1, 1, NULL);
  if (checkpoint == NULL || queens_count_checkpoint_get_done (checkpoint) == 0)
    return G_SOURCE_CONTINUE;

  quit->job = g_object_ref (job);
  quit->done = queens_count_checkpoint_get_done (checkpoint);
  quit->inode = status.st_ino;
  quit->modified = status.st_mtim;
  g_action_group_activate_action (G_ACTION_GROUP (quit->application), "quit", NULL);
  return G_SOURCE_REMOVE;
}

/* app.quit mid-count: the count is cancelled and the run ends only once
 * its worker has saved the checkpoint once more, so the process never
 * leaves with the save cut short.  The folder then holds that save (a
 * new file, with at least the work seen before) and nothing else. */
static void
test_application_quit_mid_count (void)
{
  g_autoptr(GSettings) settings = lower_memory_cap ();
  g_autoptr(QueensApplication) application = queens_application_new ();
  g_autofree char *argument = g_strdup_printf ("%u", QUIT_N);
  char *argv[] = { (char *) "queens", (char *) "--n", argument, NULL };
  g_autofree char *folder = g_build_filename (state_folder, "queens", NULL);
  g_autofree char *name = g_strdup_printf ("count-%u.checkpoint", QUIT_N);
  g_autoptr(QueensCountCheckpoint) checkpoint = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  QuitMidCount quit = { application, queens_count_job_checkpoint_path_for (QUIT_N) };
  GStatBuf status;
  int exit_status;

  /* Saves a second apart: after the one seen, the next is the last. */
  g_setenv ("QUEENS_CHECKPOINT_INTERVAL_MS", "1000", TRUE);
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                           | G_APPLICATION_NON_UNIQUE);
  g_timeout_add (20, on_quit_check, &quit);
  exit_status = g_application_run (G_APPLICATION (application), 3, argv);
  g_unsetenv ("QUEENS_CHECKPOINT_INTERVAL_MS");
  g_assert_cmpint (exit_status, ==, 0);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (application)));

  /* The worker returned, and said so, before the run did. */
  g_assert_nonnull (quit.job);
  g_assert_cmpint (queens_count_job_get_state (quit.job), ==, QUEENS_COUNT_JOB_STOPPED);

  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_dir_read_name (dir), ==, name);
  g_assert_null (g_dir_read_name (dir));

  /* A new file: the file system may give it the number of one that was
   * replaced meanwhile, but not the same time of writing. */
  g_assert_cmpint (g_stat (quit.path, &status), ==, 0);
  g_assert_true (status.st_ino != quit.inode
                 || status.st_mtim.tv_sec != quit.modified.tv_sec
                 || status.st_mtim.tv_nsec != quit.modified.tv_nsec);
  checkpoint = queens_count_checkpoint_load (quit.path, QUIT_N, 1, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (queens_count_checkpoint_get_done (checkpoint), >=, quit.done);

  g_assert_cmpint (g_unlink (quit.path), ==, 0);
  g_clear_object (&quit.job);
  g_free (quit.path);
  g_settings_reset (settings, "solution-memory-cap");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Before GLib reads it: the window keeps its checkpoints in a folder
   * of this run's own. */
  state_folder = g_dir_make_tmp ("queens-test-state-XXXXXX", NULL);
  g_assert_nonnull (state_folder);
  g_setenv ("XDG_STATE_HOME", state_folder, TRUE);

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/count-job/path", test_count_job_path);
  g_test_add_func ("/count-job/known", test_count_job_known);
  g_test_add_func ("/count-job/resume", test_count_job_resume);
  g_test_add_func ("/count-job/bad-checkpoint", test_count_job_bad_checkpoint);
  g_test_add_func ("/count-job/no-checkpoint", test_count_job_no_checkpoint);
  g_test_add_func ("/window-count/past-cap", test_window_counts_past_cap);
  g_test_add_func ("/window-count/when-needed", test_window_counts_when_needed);
  g_test_add_func ("/window-count/resumes", test_window_count_resumes);
  g_test_add_func ("/window-count/old-jobs-unheard", test_window_old_jobs_unheard);
  g_test_add_func ("/application/quit-mid-count", test_application_quit_mid_count);

  status = g_test_run ();

  /* Leave nothing behind (the tests remove the checkpoints they make). */
  {
    g_autofree char *queens_folder = g_build_filename (state_folder, "queens", NULL);

    g_rmdir (queens_folder);
    g_rmdir (state_folder);
  }
  g_free (state_folder);

  return status;
}
