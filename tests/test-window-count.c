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
#include "test-wait.h"

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

  queens_count_job_start (job);
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

  queens_count_job_start (stopped);
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
  queens_count_job_start (resumed);
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
  g_assert_true (g_file_set_contents (path, "queens count checkpoint 1\nnot a checkpoint\n", -1, &error));
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
