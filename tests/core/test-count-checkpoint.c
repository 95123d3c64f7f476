/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-count-checkpoint.c: a count's finished tasks kept in a file
 *
 * A count stopped midway leaves a checkpoint holding some of its tasks; a
 * count resumed from it (after a trip through the file) searches only the
 * rest and comes to the published totals.  A checkpoint of another count,
 * a damaged one, one made over other tasks, one with figures no count
 * gives, and anything but a regular file of checkpoint size are refused.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "checkpoint-forge.h"
#include "known-counts.h"
#include "scratch-file.h"
#include "queens-count-checkpoint.h"
#include "queens-count-part.h"

typedef struct
{
  GCancellable          *cancellable;
  QueensCountCheckpoint *checkpoint;
} Stopper;

/* Cancels the count as soon as the checkpoint holds a finished task. */
static void
stop_after_first_tasks (double   fraction,
                        guint64  solutions_so_far,
                        gpointer user_data)
{
  Stopper *stopper = user_data;

  if (queens_count_checkpoint_get_done (stopper->checkpoint) > 0)
    g_cancellable_cancel (stopper->cancellable);
}

static void
test_interrupt_and_resume (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(QueensCountCheckpoint) first = queens_count_checkpoint_new (16, 1, 1);
  g_autoptr(QueensCountCheckpoint) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = scratch_path ("n16.checkpoint");
  Stopper stopper = { cancellable, first };
  QueensCountPart counted;
  guint done;

  /* One thread, so that the count outlasts the first progress call. */
  g_assert_false (queens_solver_count_part (16, 1, 1, 1, first, stop_after_first_tasks,
                                            &stopper, cancellable, &counted, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  done = queens_count_checkpoint_get_done (first);
  g_assert_cmpuint (done, >, 0);
  g_assert_cmpuint (done, <, queens_count_checkpoint_get_tasks (first));

  g_assert_true (queens_count_checkpoint_save (first, path, &error));
  g_assert_no_error (error);
  loaded = queens_count_checkpoint_load (path, 16, 1, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (queens_count_checkpoint_get_done (loaded), ==, done);

  g_assert_true (queens_solver_count_part (16, 1, 1, 2, loaded, NULL, NULL, NULL,
                                           &counted, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counted.total, ==, known_counts_total (16));
  g_assert_cmpuint (queens_count_unique (16, counted.total, counted.quarter_turn_fixed,
                                         counted.half_turn_fixed),
                    ==, known_counts_unique (16));
  g_assert_cmpuint (queens_count_checkpoint_get_done (loaded), ==,
                    queens_count_checkpoint_get_tasks (loaded));

  remove_scratch (path);
}

/* Parts and small boards keep checkpoints too; a finished checkpoint
 * answers again without searching. */
static void
test_parts_and_small_boards (void)
{
  for (guint n = 4; n <= 9; n++)
    for (guint part = 1; part <= 2; part++)
      {
        g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_new (n, part, 2);
        g_autoptr(GError) error = NULL;
        QueensCountPart plain, once, again;

        g_assert_true (queens_solver_count_part (n, part, 2, 2, NULL, NULL, NULL, NULL,
                                                 &plain, &error));
        g_assert_true (queens_solver_count_part (n, part, 2, 2, checkpoint, NULL, NULL, NULL,
                                                 &once, &error));
        g_assert_true (queens_solver_count_part (n, part, 2, 2, checkpoint, NULL, NULL, NULL,
                                                 &again, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (once.total, ==, plain.total);
        g_assert_cmpuint (again.total, ==, plain.total);
        g_assert_cmpuint (again.quarter_turn_fixed, ==, plain.quarter_turn_fixed);
        g_assert_cmpuint (again.half_turn_fixed, ==, plain.half_turn_fixed);
      }
}

static void
test_missing_file_starts_afresh (void)
{
  g_autofree char *path = scratch_path ("none.checkpoint");
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_load (path, 12, 1, 1,
                                                                              &error);

  g_assert_no_error (error);
  g_assert_nonnull (checkpoint);
  g_assert_cmpuint (queens_count_checkpoint_get_done (checkpoint), ==, 0);
  /* Saved before the count started, it still loads. */
  g_assert_true (queens_count_checkpoint_save (checkpoint, path, &error));
  g_clear_pointer (&checkpoint, queens_count_checkpoint_free);
  checkpoint = queens_count_checkpoint_load (path, 12, 1, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (checkpoint);
  remove_scratch (path);
}

static void
assert_load_refused (const char *path,
                     guint       n,
                     guint       part,
                     guint       n_parts,
                     const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_load (path, n, part,
                                                                              n_parts, &error);

  g_assert_null (checkpoint);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, needle));
}

static void
test_refusals (void)
{
  g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_new (10, 2, 3);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = scratch_path ("n10.checkpoint");
  g_autofree char *contents = NULL;
  g_autofree char *changed = NULL;
  QueensCountPart counted;
  char *digit;

  g_assert_true (queens_solver_count_part (10, 2, 3, 2, checkpoint, NULL, NULL, NULL,
                                           &counted, &error));
  g_assert_true (queens_count_checkpoint_save (checkpoint, path, &error));
  g_assert_no_error (error);

  assert_load_refused (path, 11, 2, 3, "N = 10, part 2/3, not N = 11, part 2/3");
  assert_load_refused (path, 10, 1, 3, "not N = 10, part 1/3");
  assert_load_refused (path, 10, 2, 4, "not N = 10, part 2/4");

  /* One figure changed: the checksum no longer matches. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  changed = g_strdup (contents);
  digit = strstr (changed, "solutions=") + strlen ("solutions=");
  *digit = *digit == '9' ? '1' : *digit + 1;
  g_assert_true (g_file_set_contents (path, changed, -1, &error));
  assert_load_refused (path, 10, 2, 3, "damaged");

  /* Cut short. */
  g_assert_true (g_file_set_contents (path, contents, strlen (contents) / 2, &error));
  assert_load_refused (path, 10, 2, 3, "damaged");

  g_assert_true (g_file_set_contents (path, "", -1, &error));
  assert_load_refused (path, 10, 2, 3, "damaged");

  /* Made over other tasks (as by another version): refused when the
   * count begins. */
  {
    g_autoptr(QueensCountCheckpoint) other = queens_count_checkpoint_new (10, 2, 3);

    g_assert_true (queens_count_checkpoint_begin (other, QUEENS_COUNT_METHOD_JOIN, 5, &error));
    g_assert_false (queens_solver_count_part (10, 2, 3, 2, other, NULL, NULL, NULL,
                                              &counted, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  }

  remove_scratch (path);
}

static void
assert_forgery_refused (const char *path,
                        const char *contents,
                        const char *old,
                        const char *new,
                        const char *needle)
{
  g_autofree char *forged = checkpoint_forge (contents, old, new);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, forged, -1, &error));
  assert_load_refused (path, 11, 1, 1, needle);
}

/* The checksum is easily made to fit: the figures are checked too. */
static void
test_forged_figures (void)
{
  g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_new (11, 1, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = scratch_path ("n11.checkpoint");
  g_autofree char *contents = NULL;
  g_autofree char *resealed = NULL;
  g_autofree char *none_done = NULL;
  QueensCountPart counted;

  g_assert_true (queens_solver_count_part (11, 1, 1, 2, checkpoint, NULL, NULL, NULL,
                                           &counted, &error));
  g_assert_true (queens_count_checkpoint_save (checkpoint, path, &error));
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);

  /* Resealed unchanged, it loads. */
  resealed = checkpoint_forge (contents, "solutions=", "solutions=");
  g_assert_cmpstr (resealed, ==, contents);
  g_clear_pointer (&checkpoint, queens_count_checkpoint_free);
  checkpoint = queens_count_checkpoint_load (path, 11, 1, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (checkpoint);

  assert_forgery_refused (path, contents, "solutions=2680 ", "solutions=2672 ",
                          "solutions=2672, but the count of N = 11 is 2680");
  assert_forgery_refused (path, contents, "solutions=2680 ", "solutions=18446744073709551615 ",
                          "more than the count of N = 11, 2680");
  assert_forgery_refused (path, contents, "quarter_turn_fixed=0 ", "quarter_turn_fixed=2 ",
                          "quarter turn");
  assert_forgery_refused (path, contents, "seconds=", "seconds=1e3",
                          "damaged");

  /* Nothing done, yet solutions. */
  {
    g_autofree char *tasks = g_strdup_printf ("tasks=%u done=%u",
                                              queens_count_checkpoint_get_tasks (checkpoint),
                                              queens_count_checkpoint_get_tasks (checkpoint));
    g_autofree char *no_tasks = g_strdup_printf ("tasks=%u done=0",
                                                 queens_count_checkpoint_get_tasks (checkpoint));
    const char *finished = strstr (contents, "finished=");
    g_autofree char *flags = g_strndup (finished, strcspn (finished, "\n"));
    g_autoptr(GString) zeros = g_string_new ("finished=");
    g_autofree char *step = NULL;

    for (gsize i = strlen ("finished="); i < strlen (flags); i++)
      g_string_append_c (zeros, '0');
    step = checkpoint_forge (contents, tasks, no_tasks);
    none_done = checkpoint_forge (step, flags, zeros->str);
  }
  assert_forgery_refused (path, none_done, "solutions=2680 ", "solutions=2680 ",
                          "no finished task");

  remove_scratch (path);
}

/* Refused before a byte is read: a FIFO would wait for a writer, a
 * device might never end, a folder is no file. */
static void
test_not_regular_files (void)
{
  g_autofree char *path = scratch_path ("fifo.checkpoint");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *big = g_build_filename (folder, "big.checkpoint", NULL);
  g_autoptr(GError) error = NULL;
  QueensCountCheckpoint *checkpoint;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  checkpoint = queens_count_checkpoint_load (path, 8, 1, 1, &error);
  g_assert_null (checkpoint);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  checkpoint = queens_count_checkpoint_load ("/dev/zero", 8, 1, 1, &error);
  g_assert_null (checkpoint);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  checkpoint = queens_count_checkpoint_load (folder, 8, 1, 1, &error);
  g_assert_null (checkpoint);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);

  /* Larger than any checkpoint: not read into memory. */
  {
    FILE *file = fopen (big, "w");

    g_assert_nonnull (file);
    g_assert_cmpint (fseek (file, 64 * 1024 * 1024, SEEK_SET), ==, 0);
    g_assert_cmpint (fputc ('x', file), ==, 'x');
    g_assert_cmpint (fclose (file), ==, 0);
  }
  checkpoint = queens_count_checkpoint_load (big, 8, 1, 1, &error);
  g_assert_null (checkpoint);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "larger than any checkpoint"));
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (big), ==, 0);
  remove_scratch (path);
}

/* Checked for writing without being touched; saved through a symbolic
 * link, which stays one. */
static void
test_writing (void)
{
  g_autoptr(QueensCountCheckpoint) checkpoint = queens_count_checkpoint_new (9, 1, 1);
  g_autofree char *path = scratch_path ("n9.checkpoint");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *link = g_build_filename (folder, "link", NULL);
  g_autofree char *nowhere = g_build_filename (folder, "missing", "n9.checkpoint", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  QueensCountPart counted;
  guint names = 0;

  g_assert_cmpuint (queens_solver_count_part_n_tasks (9, 1, 1, QUEENS_COUNT_METHOD_SEARCH), >, 1);
  g_assert_true (queens_solver_count_part (9, 1, 1, 2, checkpoint, NULL, NULL, NULL,
                                           &counted, &error));
  g_assert_cmpuint (queens_count_checkpoint_get_tasks (checkpoint), ==,
                    queens_solver_count_part_n_tasks (9, 1, 1, QUEENS_COUNT_METHOD_SEARCH));
  for (guint part = 1; part <= 3; part++)
    {
      g_autoptr(QueensCountCheckpoint) third = queens_count_checkpoint_new (12, part, 3);

      g_assert_true (queens_solver_count_part (12, part, 3, 2, third, NULL, NULL, NULL,
                                               &counted, &error));
      g_assert_cmpuint (queens_count_checkpoint_get_tasks (third), ==,
                        queens_solver_count_part_n_tasks (12, part, 3, QUEENS_COUNT_METHOD_JOIN));
    }

  g_assert_cmpint (symlink ("n9.checkpoint", link), ==, 0);
  g_assert_true (queens_count_checkpoint_save (checkpoint, link, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (path, &before, NULL, &error));

  g_assert_true (queens_count_checkpoint_check_writable (link, &error));
  g_assert_true (queens_count_checkpoint_check_writable (path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &after, NULL, &error));
  g_assert_cmpstr (after, ==, before);
  g_assert_false (queens_count_checkpoint_check_writable (nowhere, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Nothing else was left in the folder. */
  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);
  while (g_dir_read_name (dir) != NULL)
    names++;
  g_assert_cmpuint (names, ==, 2);

  g_assert_cmpint (g_unlink (link), ==, 0);
  remove_scratch (path);
}

/* The save interval: 5 s unless the environment asks for another; a
 * value that is not a positive number is ignored. */
static void
test_save_interval (void)
{
  g_autofree char *kept = g_strdup (g_getenv ("QUEENS_CHECKPOINT_INTERVAL_MS"));

  g_unsetenv ("QUEENS_CHECKPOINT_INTERVAL_MS");
  g_assert_cmpuint (queens_count_checkpoint_interval_ms (), ==, 5000);
  g_setenv ("QUEENS_CHECKPOINT_INTERVAL_MS", "250", TRUE);
  g_assert_cmpuint (queens_count_checkpoint_interval_ms (), ==, 250);
  g_setenv ("QUEENS_CHECKPOINT_INTERVAL_MS", "0", TRUE);
  g_assert_cmpuint (queens_count_checkpoint_interval_ms (), ==, 5000);
  g_setenv ("QUEENS_CHECKPOINT_INTERVAL_MS", "soon", TRUE);
  g_assert_cmpuint (queens_count_checkpoint_interval_ms (), ==, 5000);

  if (kept != NULL)
    g_setenv ("QUEENS_CHECKPOINT_INTERVAL_MS", kept, TRUE);
  else
    g_unsetenv ("QUEENS_CHECKPOINT_INTERVAL_MS");
}

/* The time left counts only this run's work: a resumed count that has
 * done a tenth more in 10 s needs 40 s for the last 40%. */
static void
test_seconds_left (void)
{
  g_assert_cmpfloat_with_epsilon (queens_count_seconds_left (0.0, 0.25, 10.0), 30.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (queens_count_seconds_left (0.5, 0.6, 10.0), 40.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (queens_count_seconds_left (0.0, 1.0, 3.0), 0.0, 1e-9);
  g_assert_cmpfloat (queens_count_seconds_left (0.5, 0.5, 10.0), <, 0);
  g_assert_cmpfloat (queens_count_seconds_left (0.0, 0.3, 0.0), <, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/count-checkpoint/interrupt-and-resume", test_interrupt_and_resume);
  g_test_add_func ("/count-checkpoint/parts-and-small-boards", test_parts_and_small_boards);
  g_test_add_func ("/count-checkpoint/missing-file", test_missing_file_starts_afresh);
  g_test_add_func ("/count-checkpoint/refusals", test_refusals);
  g_test_add_func ("/count-checkpoint/forged-figures", test_forged_figures);
  g_test_add_func ("/count-checkpoint/not-regular-files", test_not_regular_files);
  g_test_add_func ("/count-checkpoint/writing", test_writing);
  g_test_add_func ("/count-checkpoint/save-interval", test_save_interval);
  g_test_add_func ("/count-checkpoint/seconds-left", test_seconds_left);

  return g_test_run ();
}
