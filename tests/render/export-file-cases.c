/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-file-cases.c: how export files are written, and how they fail
 *
 * Part of test-export.  Failures (full disk, missing folder, no
 * permission, a read-only file system, a cancelled or killed export) must
 * leave the folder exactly as it was; while an export runs the folder
 * holds nothing new, or exactly one temporary where the file system
 * cannot make anonymous files (played by a seccomp filter).  Replaced
 * files keep their mode; symbolic links are followed.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "cli-run.h"
#include "export-check.h"
#include "queens-atomic-file.h"
#include "small-disk.h"
#include "export-file-cases.h"

/* The 64 KiB tmpfs, or NULL and why not: test-export.c mounts it. */
static const char *small_disk;
static const char *small_disk_reason;

/* ------------------------------------------------------------------ */
/* Failures                                                            */
/* ------------------------------------------------------------------ */

static void
test_errors_bad_values (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autofree char *sheet_path = g_build_filename (folder, "sheet.png", NULL);
  g_autoptr(GFile) sheet_file = g_file_new_for_path (sheet_path);
  QueensRenderOptions options = light_options (FALSE);
  static const guint32 board[] = { 1, 3, 0, 2 };
  static const guint bad_sizes[] = { 0, 15, 16385, 100000 };

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *shown = g_strdup_printf ("%u", bad_sizes[i]);

      g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, bad_sizes[i], NULL, &error));
      g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_BAD_SIZE);
      /* The message names the value and the range. */
      g_assert_nonnull (strstr (error->message, shown));
      g_assert_nonnull (strstr (error->message, "16..16384"));
    }

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (queens_export_sheet_to_file (sheet_file, QUEENS_EXPORT_FORMAT_PNG, 4, board,
                                                 1, NULL, &options, NULL, &error));
    g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NOT_VECTOR);
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (queens_export_sheet_to_file (sheet_file, QUEENS_EXPORT_FORMAT_PDF, 4, board,
                                                 0, NULL, &options, NULL, &error));
    g_assert_error (error, QUEENS_EXPORT_ERROR, QUEENS_EXPORT_ERROR_NO_BOARDS);
  }

  /* The extremes of the range work. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_MIN_PIXELS,
                                 NULL, &error));
    g_assert_no_error (error);
    cairo_surface_destroy (read_png (path, QUEENS_EXPORT_MIN_PIXELS));
  }

  assert_folder_is (folder, "board.png");
  small_disk_remove_folder (folder);
}

static void
test_errors_missing_folder (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *missing = g_build_filename (folder, "missing", NULL);
  g_autofree char *path = g_build_filename (missing, "board.png", NULL);
  g_autofree char *through_file = g_build_filename (folder, "plain", "board.svg", NULL);
  g_autofree char *plain = g_build_filename (folder, "plain", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_test_message ("%s", error->message);
  /* Which file, and why: the folder that is not there. */
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "“"));
  g_assert_nonnull (strstr (error->message, "does not exist"));
  g_clear_error (&error);
  assert_folder_empty (folder);

  /* A plain file where a folder should be. */
  write_text (plain, "not a folder");
  g_assert_false (export_eight (through_file, QUEENS_EXPORT_FORMAT_SVG, 0, NULL, &error));
  g_assert_true (error->domain == G_IO_ERROR);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, through_file));
  assert_folder_is (folder, "plain");
  g_clear_error (&error);

  small_disk_remove_folder (folder);

  /* /proc exists but takes no new files, failing with ENOENT all the
   * same: the message gives the system's reason, not a missing folder. */
  g_assert_true (g_file_test ("/proc", G_FILE_TEST_IS_DIR));
  g_assert_false (export_eight ("/proc/board.png", QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "“/proc/board.png”"));
  g_assert_null (strstr (error->message, "does not exist"));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  /* Nor the temporary's name, which the user never asked for. */
  g_assert_null (strstr (error->message, ".goutputstream"));
}

/* A read-only mount refuses for what it is, not as "permission denied",
 * also when the file already exists and would be replaced. */
static void
test_errors_read_only (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *old = NULL;
  g_autofree char *fresh = NULL;

  if (small_disk == NULL)
    {
      /* Making a read-only mount takes the same rights as the tmpfs. */
      g_test_message ("FALLBACK: no tmpfs here (%s); a read-only file system cannot be "
                      "made, so only the wording of G_IO_ERROR_READ_ONLY is not checked",
                      small_disk_reason);
      return;
    }

  folder = small_disk_make_folder ();
  old = g_build_filename (folder, "old.png", NULL);
  fresh = g_build_filename (folder, "new.svg", NULL);
  g_assert_cmpint (mount ("tmpfs", folder, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755"),
                   ==, 0);
  write_text (old, "old");
  g_assert_cmpint (mount (NULL, folder, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL),
                   ==, 0);

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (old, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
    g_assert_nonnull (strstr (error->message, "read-only file system"));
    g_assert_null (strstr (error->message, "permission denied"));
    g_assert_nonnull (strstr (error->message, old));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (fresh, QUEENS_EXPORT_FORMAT_SVG, 0, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
    g_assert_nonnull (strstr (error->message, "read-only file system"));
  }

  assert_file_holds (old, "old");
  assert_folder_is (folder, "old.png");
  g_assert_cmpint (umount2 (folder, MNT_DETACH), ==, 0);
  small_disk_remove_folder (folder);
}

/* The folder that a child process uses, named after its parent's process
 * so that the parent can clean up whatever the child was allowed to do. */
static char *
child_folder_path (pid_t parent)
{
  g_autofree char *name = g_strdup_printf ("queens-export-child-%d", (int) parent);

  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

static char *
make_child_folder (void)
{
  char *folder = child_folder_path (getpid ());

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  return folder;
}

/* No permission to write in the folder: as root that takes becoming
 * another user (root may write anywhere); otherwise a read-only folder. */
static void
test_errors_permission (void)
{
  g_autofree char *folder = NULL;

  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());
      g_autofree char *path = g_build_filename (child_folder, "board.png", NULL);
      g_autofree char *old = g_build_filename (child_folder, "old.pdf", NULL);
      g_autofree char *mine = g_build_filename (child_folder, "mine.png", NULL);
      g_autoptr(GError) error = NULL;

      if (small_disk_become_nobody ())
        g_test_message ("running as nobody: the folder belongs to root");
      else
        g_assert_cmpint (g_chmod (child_folder, 0555), ==, 0);

      g_assert_cmpint (access (child_folder, W_OK), !=, 0);

      g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      g_assert_nonnull (strstr (error->message, "permission denied"));
      g_assert_nonnull (strstr (error->message, path));
      g_clear_error (&error);

      /* Replacing a file in that folder fails the same way and keeps it. */
      g_assert_false (export_eight (old, QUEENS_EXPORT_FORMAT_PDF, 0, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      assert_file_holds (old, "old");
      g_clear_error (&error);

      /* Even a file we may write is not written over in place: without a
       * temporary the export could not be all or nothing. */
      g_assert_cmpint (access (mine, W_OK), ==, 0);
      g_assert_false (export_eight (mine, QUEENS_EXPORT_FORMAT_PNG, 256, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      assert_file_holds (mine, "mine");

      assert_folder_is (child_folder, "mine.png", "old.pdf");
      return;
    }

  folder = make_child_folder ();
  {
    g_autofree char *old = g_build_filename (folder, "old.pdf", NULL);
    g_autofree char *mine = g_build_filename (folder, "mine.png", NULL);

    write_text (old, "old");
    g_assert_cmpint (g_chmod (old, 0444), ==, 0);
    write_text (mine, "mine");
    if (geteuid () == 0)
      g_assert_cmpint (chown (mine, 65534, 65534), ==, 0);
  }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_chmod (folder, 0755);
  assert_folder_is (folder, "mine.png", "old.pdf");
  small_disk_remove_folder (folder);
  g_test_trap_assert_passed ();
}

/* Writes fail part-way through: new files leave nothing, an existing file
 * keeps its old contents, and no temporary is left in either case. */
static void
check_failing_writes (const char *folder,
                      GQuark      domain,
                      int         code,
                      const char *reason)
{
  static const QueensExportFormat formats[] = {
    QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_FORMAT_SVG, QUEENS_EXPORT_FORMAT_PDF
  };
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  g_auto(GStrv) before = NULL;
  g_autofree char *before_text = NULL;

  write_text (old, "old");
  before = small_disk_list_folder (folder);
  before_text = g_strjoinv (" ", before);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("new.%s",
                                               queens_export_format_get_extension (formats[i]));
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) after = NULL;
      g_autofree char *after_text = NULL;

      /* A 1024-pixel PNG with coordinates is about 70 KB; the vector
       * files carry glyph outlines for the labels, about 45 KB. */
      g_assert_false (export_eight (path, formats[i], 1024, NULL, &error));
      g_assert_error (error, domain, code);
      g_test_message ("%s: %s", name, error->message);
      g_assert_nonnull (strstr (error->message, path));
      /* Why, in words: the disk is full, or the file too large. */
      g_assert_nonnull (strstr (error->message, reason));

      after = small_disk_list_folder (folder);
      after_text = g_strjoinv (" ", after);
      g_assert_cmpstr (after_text, ==, before_text);
    }

  {
    g_autoptr(GError) error = NULL;
    g_auto(GStrv) after = NULL;
    g_autofree char *after_text = NULL;

    g_assert_false (export_eight (old, QUEENS_EXPORT_FORMAT_PNG, 1024, NULL, &error));
    g_assert_error (error, domain, code);
    g_assert_nonnull (strstr (error->message, reason));
    assert_file_holds (old, "old");
    after = small_disk_list_folder (folder);
    after_text = g_strjoinv (" ", after);
    g_assert_cmpstr (after_text, ==, before_text);
  }

  g_unlink (old);
}

/* In a child process: a file size limit fails writes part-way, as a full
 * disk does, for any user. */
static void
check_file_size_limit (const char *child_folder)
{
  small_disk_limit_file_size (8 * 1024);
  /* EFBIG: GIO has no code of its own for it, the system's words say it. */
  check_failing_writes (child_folder, G_IO_ERROR, G_IO_ERROR_FAILED, g_strerror (EFBIG));
}

/* Runs the child branch of a test (@test_path NULL: of the current test)
 * with a folder of its own, and checks that the folder ends up empty. */
static void
run_child_in_folder (const char *test_path)
{
  g_autofree char *folder = make_child_folder ();

  g_test_trap_subprocess (test_path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  assert_folder_empty (folder);
  small_disk_remove_folder (folder);
  g_test_trap_assert_passed ();
}

/* A file size limit fails writes like a full disk does, for any user. */
static void
test_errors_file_size_limit (void)
{

  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());

      check_file_size_limit (child_folder);
      return;
    }

  run_child_in_folder (NULL);
}

static void
test_errors_full_disk (void)
{
  g_autofree char *filler = NULL;

  if (small_disk == NULL)
    {
      /* Said plainly in the test log: the tmpfs could not be mounted, so
       * this case is covered by /export/errors/file-size-limit alone. */
      g_test_message ("FALLBACK: no small tmpfs here (%s); the full-disk case is checked "
                      "with a file size limit in /export/errors/file-size-limit instead",
                      small_disk_reason);
      run_child_in_folder ("/export/errors/file-size-limit");
      return;
    }

  g_test_message ("a %d KiB tmpfs at %s", SMALL_DISK_BYTES / 1024, small_disk);
  /* Room for the old file, not for any new one. */
  filler = small_disk_fill (small_disk, 12 * 1024);
  check_failing_writes (small_disk, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "the disk is full");
  assert_folder_is (small_disk, "filler");

  {
    g_autofree char *path = g_build_filename (small_disk, "board.png", NULL);
    g_autoptr(GError) error = NULL;

    /* The message says why in plain words. */
    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 1024, NULL, &error));
    g_assert_nonnull (strstr (error->message, "the disk is full"));
  }

  /* Once there is room again, the same export works. */
  g_unlink (filler);
  {
    g_autofree char *path = g_build_filename (small_disk, "board.pdf", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PDF, 0, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (count_pdf_pages (path), ==, 1);
    assert_folder_is (small_disk, "board.pdf");
    g_unlink (path);
  }
}

static void
cancel_while_drawing (cairo_t  *cr,
                      double    width,
                      double    height,
                      gboolean  vector,
                      gpointer  user_data)
{
  draw_empty_board (cr, width, height, vector, GUINT_TO_POINTER (8));
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

static void
test_cancel (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autofree char *sheet_path = g_build_filename (folder, "sheet.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) sheet_file = g_file_new_for_path (sheet_path);
  g_autoptr(GArray) fundamental = collect_solutions (8, TRUE, 0);
  QueensRenderOptions options = light_options (FALSE);

  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GError) error = NULL;

    g_cancellable_cancel (cancellable);
    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 256, cancellable, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    assert_folder_empty (folder);
  }

  /* Cancelled half-way: the data is dropped. */
  for (QueensExportFormat format = QUEENS_EXPORT_FORMAT_PNG; format <= QUEENS_EXPORT_FORMAT_PDF; format++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;

      g_assert_false (queens_export_draw_to_file (file, format, 256, cancel_while_drawing,
                                                  cancellable, cancellable, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      assert_folder_empty (folder);
    }

  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GError) error = NULL;

    g_cancellable_cancel (cancellable);
    g_assert_false (queens_export_sheet_to_file (sheet_file, QUEENS_EXPORT_FORMAT_PDF, 8,
                                                 (const guint32 *) fundamental->data, 12,
                                                 NULL, &options, cancellable, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    assert_folder_empty (folder);
  }

  small_disk_remove_folder (folder);
}

/* An existing file is replaced whole, nothing left over. */
static void
test_replace (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autoptr(GError) error = NULL;

  write_text (path, "old contents");

  for (guint size = 128; size <= 256; size += 128)
    {
      g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, size, NULL, &error));
      g_assert_no_error (error);
      cairo_surface_destroy (read_png (path, (int) size));
      assert_folder_is (folder, "board.png");
    }

  small_disk_remove_folder (folder);
}

/* ------------------------------------------------------------------ */
/* How files are written                                               */
/* ------------------------------------------------------------------ */

#define TEMPORARY_PREFIX ".queens-saving-"

/* Lists the folder while the export draws, that is after the file to
 * write was opened and before anything was put in place. */
typedef struct
{
  const char *folder;
  GStrv       during;
} Peeking;

static void
draw_and_peek (cairo_t  *cr,
               double    width,
               double    height,
               gboolean  vector,
               gpointer  user_data)
{
  Peeking *peeking = user_data;

  draw_empty_board (cr, width, height, vector, GUINT_TO_POINTER (8));
  g_clear_pointer (&peeking->during, g_strfreev);
  peeking->during = small_disk_list_folder (peeking->folder);
}

/* While drawing the folder holds @before and, with a named temporary,
 * one hidden temporary more; afterwards @after exactly. */
static void
check_peeked_export (const char *folder,
                     const char *name,
                     gboolean    named_temporary,
                     const char *after)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) before = small_disk_list_folder (folder);
  g_autofree char *before_text = g_strjoinv (" ", before);
  g_autofree char *during_text = NULL;
  Peeking peeking = { folder, NULL };
  guint n_temporaries = 0;

  g_assert_true (queens_export_draw_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 64, draw_and_peek,
                                             &peeking, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (peeking.during);

  {
    g_autoptr(GPtrArray) others = g_ptr_array_new ();

    for (guint i = 0; peeking.during[i] != NULL; i++)
      if (g_str_has_prefix (peeking.during[i], TEMPORARY_PREFIX))
        n_temporaries++;
      else
        g_ptr_array_add (others, peeking.during[i]);
    g_ptr_array_add (others, NULL);
    during_text = g_strjoinv (" ", (char **) others->pdata);
  }
  g_test_message ("%s: before: %s; while drawing: %s and %u temporaries",
                  name, before_text, during_text, n_temporaries);
  g_assert_cmpuint (n_temporaries, ==, named_temporary ? 1 : 0);
  g_assert_cmpstr (during_text, ==, before_text);

  {
    g_auto(GStrv) names = small_disk_list_folder (folder);
    g_autofree char *after_text = g_strjoinv (" ", names);

    g_assert_cmpstr (after_text, ==, after);
  }
  cairo_surface_destroy (read_png (path, 64));
  g_strfreev (peeking.during);
}

/* New files, replaced files and failures, with the file written
 * anonymously or, where the file system cannot do that, under a
 * temporary name that never outlives the export. */
static void
check_temporaries (gboolean named_temporary)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);

  write_text (old, "old");
  g_assert_cmpint (g_chmod (old, 0640), ==, 0);

  check_peeked_export (folder, "new.png", named_temporary, "new.png old.png");
  check_peeked_export (folder, "old.png", named_temporary, "new.png old.png");
  g_assert_cmpuint (small_disk_file_mode (old), ==, 0640);

  /* Cancelled half-way, in each format: nothing changes. */
  for (QueensExportFormat format = QUEENS_EXPORT_FORMAT_PNG; format <= QUEENS_EXPORT_FORMAT_PDF; format++)
    {
      g_autofree char *name = g_strdup_printf ("cancelled.%s",
                                               queens_export_format_get_extension (format));
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;

      g_assert_false (queens_export_draw_to_file (file, format, 256, cancel_while_drawing,
                                                  cancellable, cancellable, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      assert_folder_is (folder, "new.png", "old.png");
    }

  g_unlink (old);
  small_disk_remove_folder (folder);
}

static void
test_file_anonymous (void)
{
  check_temporaries (FALSE);
}

/* A file system without anonymous files, played by a seccomp filter in a
 * child process: the named temporary is there while the export runs,
 * and never after, whether it succeeds, is cancelled or fails. */
static void
test_file_named_temporary (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());

      g_assert_true (small_disk_refuse_anonymous_files ());
      check_temporaries (TRUE);

      check_file_size_limit (child_folder);
      return;
    }

  run_child_in_folder (NULL);
}

/* A replaced file keeps its permission bits; a new one gets 0666 less
 * the umask, as any new file does. */
static void
test_file_modes (void)
{
  static const guint modes[] = { 0640, 0600, 0755, 0444, 0664 };
  static const guint umasks[] = { 022, 027, 077, 0 };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr(GError) error = NULL;

      write_text (path, "old");
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
      g_assert_no_error (error);
      cairo_surface_destroy (read_png (path, 64));
      g_test_message ("replacing a file of mode %04o leaves mode %04o", modes[i], small_disk_file_mode (path));
      g_assert_cmpuint (small_disk_file_mode (path), ==, modes[i]);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }

  for (guint i = 0; i < G_N_ELEMENTS (umasks); i++)
    {
      g_autoptr(GError) error = NULL;
      mode_t saved = umask (umasks[i]);

      g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_SVG, 0, NULL, &error));
      umask (saved);
      g_assert_no_error (error);
      g_assert_cmpuint (small_disk_file_mode (path), ==, 0666 & ~umasks[i]);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }

  small_disk_remove_folder (folder);
}

static void
test_file_symlinks (void)
{
  g_autofree char *top = small_disk_make_folder ();
  g_autofree char *here = g_build_filename (top, "here", NULL);
  g_autofree char *there = g_build_filename (top, "there", NULL);
  g_autofree char *deep = g_build_filename (there, "deep", NULL);
  g_autofree char *target = g_build_filename (there, "target.png", NULL);

  g_assert_cmpint (g_mkdir (here, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (there, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (deep, 0755), ==, 0);
  write_text (target, "old");
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);

  small_disk_make_link (target, here, "absolute.png");
  small_disk_make_link ("../there/target.png", here, "relative.png");
  small_disk_make_link ("relative.png", here, "chain.png");
  small_disk_make_link ("../there/new.png", here, "dangling.png");
  small_disk_make_link ("loop-b.png", here, "loop-a.png");
  small_disk_make_link ("loop-a.png", here, "loop-b.png");
  small_disk_make_link ("../there", here, "folder.png");
  small_disk_make_link ("../missing/new.png", here, "nowhere.png");
  /* Through a linked folder, ".." is the parent of where it leads. */
  small_disk_make_link ("../there/deep", here, "deep");
  small_disk_make_link ("../up.png", deep, "up.png");

  {
    static const char *names[] = { "absolute.png", "relative.png", "chain.png" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *path = g_build_filename (here, names[i], NULL);
        g_autoptr(GError) error = NULL;

        g_unlink (target);
        write_text (target, "old");
        g_assert_cmpint (g_chmod (target, 0600), ==, 0);
        g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64 + 16 * i, NULL, &error));
        g_assert_no_error (error);
        cairo_surface_destroy (read_png (target, 64 + 16 * (int) i));
        g_assert_cmpuint (small_disk_file_mode (target), ==, 0600);
      }
  }

  {
    g_autofree char *path = g_build_filename (here, "dangling.png", NULL);
    g_autofree char *created = g_build_filename (there, "new.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_assert_no_error (error);
    cairo_surface_destroy (read_png (created, 64));
  }

  {
    g_autofree char *path = g_build_filename (here, "deep", "up.png", NULL);
    g_autofree char *created = g_build_filename (there, "up.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_true (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_assert_no_error (error);
    cairo_surface_destroy (read_png (created, 64));
  }

  {
    g_autofree char *path = g_build_filename (here, "loop-a.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
    g_assert_nonnull (strstr (error->message, path));
    g_assert_nonnull (strstr (error->message, "loop"));
  }

  {
    g_autofree char *path = g_build_filename (here, "folder.png", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
    g_assert_nonnull (strstr (error->message, "it is a folder"));
  }

  {
    g_autofree char *path = g_build_filename (here, "nowhere.png", NULL);
    g_autofree char *missing = g_build_filename (top, "missing", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (export_eight (path, QUEENS_EXPORT_FORMAT_PNG, 64, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    /* The folder the link leads to is the one that is missing. */
    g_assert_nonnull (strstr (error->message, missing));
  }

  /* Every link is still a link, and nothing else appeared. */
  small_disk_assert_link (here, "absolute.png", target);
  small_disk_assert_link (here, "relative.png", "../there/target.png");
  small_disk_assert_link (here, "chain.png", "relative.png");
  small_disk_assert_link (here, "dangling.png", "../there/new.png");
  small_disk_assert_link (here, "loop-a.png", "loop-b.png");
  assert_folder_is (here, "absolute.png", "chain.png", "dangling.png", "deep", "folder.png",
                    "loop-a.png", "loop-b.png", "nowhere.png", "relative.png");
  assert_folder_is (there, "deep", "new.png", "target.png", "up.png");
  assert_folder_is (deep, "up.png");

  small_disk_remove_folder (deep);
  small_disk_remove_folder (here);
  small_disk_remove_folder (there);
  small_disk_remove_folder (top);
}

/* A file without a local path goes through GIO; one it cannot write is
 * an error that names it. */
static void
test_file_not_local (void)
{
  g_autoptr(GFile) file = g_file_new_for_uri ("resource:///io/github/nqueens/Queens/board.png");
  static const guint32 columns[] = { 1, 3, 0, 2 };
  QueensRenderOptions options = light_options (FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_null (g_file_get_path (file));
  g_assert_false (queens_export_columns_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 64, 4, columns,
                                                 &options, NULL, &error));
  g_test_message ("%s", error->message);
  g_assert_true (error->domain == G_IO_ERROR);
  g_assert_nonnull (strstr (error->message, "resource:///io/github/nqueens/Queens/board.png"));
}

int
test_export_file_big_png (const char *path)
{
  g_autoptr(GError) error = NULL;

  if (!export_eight (path, QUEENS_EXPORT_FORMAT_PNG, QUEENS_EXPORT_MAX_PIXELS, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}

/* The window exports on a worker thread with this same code; a process
 * killed half-way (SIGKILL, a crash, the session ending) leaves neither
 * a temporary nor a partial file, and the old file as it was. */
static void
test_file_killed (void)
{
  static const char *names[] = { "old.png", "new.png" };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  g_autofree char *self = g_test_build_filename (G_TEST_BUILT, "test-export", NULL);

  write_text (old, "old");
  g_assert_cmpint (g_chmod (old, 0640), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GError) error = NULL;
      int pid;

      child = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, self,
                                TEST_EXPORT_FILE_CHILD_ARGUMENT, path, NULL);
      g_assert_no_error (error);
      pid = atoi (g_subprocess_get_identifier (child));

      /* Killed once the file is open: the export is under way. */
      if (!small_disk_wait_for_open_file (pid, folder))
        kill_and_fail (child, "the export never opened a file in %s", folder);
      g_subprocess_force_exit (child);
      g_assert_true (g_subprocess_wait (child, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (child));
      g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);

      assert_folder_is (folder, "old.png");
      assert_file_holds (old, "old");
      g_assert_cmpuint (small_disk_file_mode (old), ==, 0640);
    }

  small_disk_remove_folder (folder);
}

/* For a process that leaves at once mid-export: the named temporary is
 * removed while the export still runs. */
typedef struct
{
  GMutex      lock;
  GCond       changed;
  gboolean    drawing;
  const char *path;
} Held;

/* Draws, then waits for good: the process leaves meanwhile. */
static void
draw_and_hold (cairo_t  *cr,
               double    width,
               double    height,
               gboolean  vector,
               gpointer  user_data)
{
  Held *held = user_data;

  draw_empty_board (cr, width, height, vector, GUINT_TO_POINTER (8));
  g_mutex_lock (&held->lock);
  held->drawing = TRUE;
  g_cond_broadcast (&held->changed);
  while (TRUE)
    g_cond_wait (&held->changed, &held->lock);
}

static gpointer
export_held (gpointer user_data)
{
  Held *held = user_data;
  g_autoptr(GFile) file = g_file_new_for_path (held->path);

  queens_export_draw_to_file (file, QUEENS_EXPORT_FORMAT_PNG, 64, draw_and_hold, held,
                              NULL, NULL);
  return NULL;
}

static void
test_file_remove_temporaries (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *child_folder = child_folder_path (getppid ());
      g_autofree char *path = g_build_filename (child_folder, "board.png", NULL);
      Held held = { .path = path };
      g_auto(GStrv) during = NULL;

      g_assert_true (small_disk_refuse_anonymous_files ());
      g_mutex_init (&held.lock);
      g_cond_init (&held.changed);

      g_mutex_lock (&held.lock);
      g_thread_unref (g_thread_new ("export", export_held, &held));
      while (!held.drawing)
        g_cond_wait (&held.changed, &held.lock);
      g_mutex_unlock (&held.lock);

      during = small_disk_list_folder (child_folder);
      g_assert_cmpuint (g_strv_length (during), ==, 1);
      g_assert_true (g_str_has_prefix (during[0], TEMPORARY_PREFIX));

      queens_atomic_file_remove_temporaries ();
      assert_folder_empty (child_folder);

      /* Leave as the command line does, the export still running. */
      _exit (0);
    }

  run_child_in_folder (NULL);
}

void
test_export_file_add_tests (const char *disk,
                            const char *disk_reason)
{
  small_disk = disk;
  small_disk_reason = disk_reason;

  g_test_add_func ("/export/errors/bad-values", test_errors_bad_values);
  g_test_add_func ("/export/errors/missing-folder", test_errors_missing_folder);
  g_test_add_func ("/export/errors/permission", test_errors_permission);
  g_test_add_func ("/export/errors/read-only", test_errors_read_only);
  g_test_add_func ("/export/errors/file-size-limit", test_errors_file_size_limit);
  g_test_add_func ("/export/errors/full-disk", test_errors_full_disk);
  g_test_add_func ("/export/cancel", test_cancel);
  g_test_add_func ("/export/replace", test_replace);
  g_test_add_func ("/export/file/anonymous", test_file_anonymous);
  g_test_add_func ("/export/file/named-temporary", test_file_named_temporary);
  g_test_add_func ("/export/file/modes", test_file_modes);
  g_test_add_func ("/export/file/symlinks", test_file_symlinks);
  g_test_add_func ("/export/file/not-local", test_file_not_local);
  g_test_add_func ("/export/file/killed", test_file_killed);
  g_test_add_func ("/export/file/remove-temporaries", test_file_remove_temporaries);
}
