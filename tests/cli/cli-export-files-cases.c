/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-export-files-cases.c: how queens --export writes its files
 *
 * Part of test-cli.  Failures (permissions, a full disk, a file size
 * limit, Ctrl+C and SIGTERM half-way) must leave the folder exactly as it
 * was; a replaced file keeps its mode, and symbolic links are followed.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "cli-export-check.h"
#include "small-disk.h"
#include "cli-export-files-cases.h"

/* The 64 KiB tmpfs, or NULL and why not: test-cli.c mounts it. */
static const char *small_disk;
static const char *small_disk_reason;

/* A copy of the built program at @path, executable by everyone. */
static void
copy_program (const char *path)
{
  g_autoptr(GFile) source = g_file_new_for_path (get_binary ());
  g_autoptr(GFile) copy = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_file_copy (source, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
}

/* Runs as the child, after fork(): only async-signal-safe work. */
static void
become_nobody (gpointer user_data)
{
  small_disk_become_nobody ();
}

static void
limit_file_size (gpointer user_data)
{
  small_disk_limit_file_size (8 * 1024);
}

static void
test_export_permission (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  gboolean as_root = geteuid () == 0;
  g_autofree char *program_folder = NULL;
  g_autofree char *program = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(QueensRun) run = NULL;
  g_autoptr(QueensRun) replace = NULL;

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  if (as_root)
    {
      /* The build may sit where nobody may not look (a clone in /root):
       * nobody runs a copy of the program from a folder open to all. */
      g_test_message ("root may write anywhere: the command runs as nobody");
      program_folder = small_disk_make_folder ();
      program = g_build_filename (program_folder, "queens", NULL);
      copy_program (program);
      g_assert_cmpint (g_chmod (program_folder, 0755), ==, 0);
    }
  else
    g_assert_cmpint (g_chmod (folder, 0555), ==, 0);

  run = run_program_in_folder (program, folder, as_root ? become_nobody : NULL,
                               (const char * const []) { "--export", "new.png", NULL });
  assert_failure (run, 2, "permission denied");
  g_assert_nonnull (strstr (run->err, "new.png"));

  replace = run_program_in_folder (program, folder, as_root ? become_nobody : NULL,
                                   (const char * const []) { "--export", "old.png", NULL });
  assert_failure (replace, 2, "permission denied");

  g_chmod (folder, 0755);
  g_assert_true (g_file_get_contents (old, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  assert_folder_is (folder, "old.png");
  small_disk_remove_folder (folder);
  if (program_folder != NULL)
    small_disk_remove_folder (program_folder);
}

static void
check_full_disk (const char           *folder,
                 GSpawnChildSetupFunc  child_setup,
                 const char           *reason)
{
  static const char *names[] = { "new.png", "new.svg", "new.pdf", "old.png" };
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);
  g_auto(GStrv) before = NULL;
  g_autofree char *before_text = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  before = small_disk_list_folder (folder);
  before_text = g_strjoinv (" ", before);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(QueensRun) run = run_in_folder (folder, child_setup,
                                                (const char * const []) {
                                                  "--export", names[i], "--coordinates", NULL });
      g_auto(GStrv) after = NULL;
      g_autofree char *after_text = NULL;
      g_autofree char *message = g_strchomp (g_strdup (run->err));

      g_test_message ("%s -> %s", names[i], message);
      assert_failure (run, 2, reason);
      g_assert_nonnull (strstr (run->err, names[i]));
      after = small_disk_list_folder (folder);
      after_text = g_strjoinv (" ", after);
      g_assert_cmpstr (after_text, ==, before_text);
    }

  g_assert_true (g_file_get_contents (old, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  g_unlink (old);
}

static void
test_export_full_disk (void)
{
  g_autofree char *filler = NULL;

  if (small_disk == NULL)
    {
      g_autofree char *folder = small_disk_make_folder ();

      /* Said plainly in the log: no tmpfs here, so writes are made to
       * fail part-way by a file size limit instead. */
      g_test_message ("FALLBACK: no small tmpfs (%s); the full-disk case runs under a "
                      "file size limit of 8 KiB instead", small_disk_reason);
      check_full_disk (folder, limit_file_size, "File too large");
      assert_folder_empty (folder);
      small_disk_remove_folder (folder);
      return;
    }

  g_test_message ("a %d KiB tmpfs at %s", SMALL_DISK_BYTES / 1024, small_disk);
  filler = small_disk_fill (small_disk, 12 * 1024);
  check_full_disk (small_disk, NULL, "the disk is full");
  assert_folder_is (small_disk, "filler");
  g_unlink (filler);
}

/* The same failure from a file size limit works for any user, and is run
 * wherever the tmpfs is available too. */
static void
test_export_file_size_limit (void)
{
  g_autofree char *folder = small_disk_make_folder ();

  check_full_disk (folder, limit_file_size, "File too large");
  assert_folder_empty (folder);
  small_disk_remove_folder (folder);
}

static void
test_export_replace (void)
{
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);
  g_autofree gint32 *expected = nth_solution (7, 3, FALSE);

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  {
    g_autoptr(QueensRun) run = run_export_in (folder, "--export", "board.png", "--n", "7",
                                              "--solution", "3", "--size", "280");
    assert_exported (run);
  }
  assert_png_in_shows (folder, "board.png", 280, 7, expected);
  assert_folder_is (folder, "board.png");
  small_disk_remove_folder (folder);
}

static void
assert_file_holds (const char *folder,
                   const char *name,
                   const char *text)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, text);
}

static void
refuse_anonymous_files (gpointer user_data)
{
  small_disk_refuse_anonymous_files ();
}

/* The largest PNG takes seconds to draw and compress. */
#define BIG_EXPORT_PIXELS "16384"

/* Starts a big export of @name in @folder and waits until it is under
 * way: the child catches @signal_number and has the file open.  With
 * @named_temporary the file system cannot make anonymous files, and the
 * temporary must be in the folder by then. */
static GSubprocess *
start_big_export (const char *folder,
                  const char *name,
                  int         signal_number,
                  gboolean    named_temporary)
{
  g_autoptr(GSubprocess) subprocess =
    spawn_in_folder (folder, named_temporary ? refuse_anonymous_files : NULL,
                     (const char * const []) { "--export", name, "--size", BIG_EXPORT_PIXELS,
                                               NULL });
  g_auto(GStrv) names = NULL;
  guint n_temporaries = 0;

  wait_for_signal_handler (subprocess, signal_number);
  if (!small_disk_wait_for_open_file (get_pid (subprocess), folder))
    kill_and_fail (subprocess, "the export never opened a file in %s", folder);

  names = small_disk_list_folder (folder);
  for (guint i = 0; names[i] != NULL; i++)
    n_temporaries += g_str_has_prefix (names[i], ".queens-saving-");
  g_assert_cmpuint (n_temporaries, ==, named_temporary ? 1 : 0);

  return g_steal_pointer (&subprocess);
}

/* Ctrl+C or SIGTERM during an export: one line, 130 or 143, and the
 * folder exactly as it was, the old file's contents and mode included;
 * with the named temporary of a file system without anonymous files too,
 * and when a second signal makes the process leave at once. */
static void
check_export_interrupt (gboolean named_temporary)
{
  static const struct
  {
    int         signal_number;
    int         status;
    const char *name;
    guint       n_signals;
    gboolean    with_named_temporary;  /* each case takes a second or two */
  } cases[] = {
    { SIGINT, 130, "new.png", 1, TRUE },
    { SIGINT, 130, "old.png", 1, FALSE },
    { SIGTERM, 143, "new.png", 1, FALSE },
    { SIGTERM, 143, "old.png", 1, TRUE },
    { SIGINT, 130, "old.png", 2, TRUE },
  };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *old = g_build_filename (folder, "old.png", NULL);

  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  g_assert_cmpint (g_chmod (old, 0640), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GSubprocess) subprocess = NULL;
      g_autofree char *expected = NULL;
      g_autoptr(QueensRun) run = NULL;

      if (named_temporary && !cases[i].with_named_temporary)
        continue;

      subprocess = start_big_export (folder, cases[i].name, cases[i].signal_number,
                                     named_temporary);
      expected = g_strdup_printf ("queens: export interrupted: “%s” was not changed\n",
                                  cases[i].name);
      g_test_message ("%s, signal %d sent %u times, %s", cases[i].name, cases[i].signal_number,
                      cases[i].n_signals,
                      named_temporary ? "named temporary" : "anonymous file");
      for (guint n = 0; n < cases[i].n_signals; n++)
        g_subprocess_send_signal (subprocess, cases[i].signal_number);
      run = finish_run (subprocess, 60);

      g_assert_cmpint (run->term_signal, ==, 0);
      g_assert_cmpint (run->status, ==, cases[i].status);
      g_assert_cmpstr (run->out, ==, "");
      g_assert_cmpstr (run->err, ==, expected);
      assert_folder_is (folder, "old.png");
      assert_file_holds (folder, "old.png", "old");
      g_assert_cmpuint (small_disk_file_mode (old), ==, 0640);
    }

  small_disk_remove_folder (folder);
}

static void
test_export_interrupt (void)
{
  check_export_interrupt (FALSE);
}

static void
test_export_interrupt_named_temporary (void)
{
  check_export_interrupt (TRUE);
}

static void
set_umask_027 (gpointer user_data)
{
  umask (027);
}

/* Replacing a file keeps its permission bits; a new file gets 0666 less
 * the umask. */
static void
test_export_modes (void)
{
  static const guint modes[] = { 0640, 0600, 0755 };
  g_autofree char *folder = small_disk_make_folder ();
  g_autofree char *path = g_build_filename (folder, "board.png", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr(QueensRun) run = NULL;

      g_assert_true (g_file_set_contents (path, "old", -1, NULL));
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      run = run_export_in (folder, "--export", "board.png", "--size", "64");
      assert_exported (run);
      cairo_surface_destroy (read_png_in (folder, "board.png", 64));
      g_assert_cmpuint (small_disk_file_mode (path), ==, modes[i]);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }

  {
    g_autoptr(QueensRun) run = run_in_folder (folder, set_umask_027,
                                              (const char * const []) {
                                                "--export", "new.svg", NULL });
    g_autofree char *created = g_build_filename (folder, "new.svg", NULL);

    assert_exported (run);
    g_assert_cmpuint (small_disk_file_mode (created), ==, 0640);
  }

  assert_folder_is (folder, "new.svg");
  small_disk_remove_folder (folder);
}

/* Exporting to a symbolic link writes where it leads, also through a
 * relative link into another folder and a dangling one; a loop of links
 * is bad input, said in one line. */
static void
test_export_symlinks (void)
{
  g_autofree char *top = small_disk_make_folder ();
  g_autofree char *here = g_build_filename (top, "here", NULL);
  g_autofree char *there = g_build_filename (top, "there", NULL);
  g_autofree char *target = g_build_filename (there, "target.png", NULL);

  g_assert_cmpint (g_mkdir (here, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (there, 0755), ==, 0);
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  small_disk_make_link ("../there/target.png", here, "link.png");
  small_disk_make_link ("../there/new.svg", here, "dangling.svg");
  small_disk_make_link ("b.png", here, "a.png");
  small_disk_make_link ("a.png", here, "b.png");

  {
    g_autoptr(QueensRun) run = run_export_in (here, "--export", "link.png", "--size", "96");

    assert_exported (run);
    cairo_surface_destroy (read_png_in (there, "target.png", 96));
    g_assert_cmpuint (small_disk_file_mode (target), ==, 0600);
  }
  {
    g_autoptr(QueensRun) run = run_export_in (here, "--export", "dangling.svg");

    assert_exported (run);
    assert_folder_is (there, "new.svg", "target.png");
  }
  {
    g_autoptr(QueensRun) run = run_export_in (here, "--export", "a.png");

    assert_failure (run, 2, "a.png");
    g_assert_nonnull (strstr (run->err, "loop"));
  }

  small_disk_assert_link (here, "link.png", "../there/target.png");
  small_disk_assert_link (here, "dangling.svg", "../there/new.svg");
  assert_folder_is (here, "a.png", "b.png", "dangling.svg", "link.png");
  assert_folder_is (there, "new.svg", "target.png");

  small_disk_remove_folder (here);
  small_disk_remove_folder (there);
  small_disk_remove_folder (top);
}

void
test_cli_export_files_add_tests (const char *disk,
                                 const char *disk_reason)
{
  small_disk = disk;
  small_disk_reason = disk_reason;

  g_test_add_func ("/cli/export/permission", test_export_permission);
  g_test_add_func ("/cli/export/full-disk", test_export_full_disk);
  g_test_add_func ("/cli/export/file-size-limit", test_export_file_size_limit);
  g_test_add_func ("/cli/export/replace", test_export_replace);
  g_test_add_func ("/cli/export/interrupt", test_export_interrupt);
  g_test_add_func ("/cli/export/interrupt-named-temporary", test_export_interrupt_named_temporary);
  g_test_add_func ("/cli/export/modes", test_export_modes);
  g_test_add_func ("/cli/export/symlinks", test_export_symlinks);
}
