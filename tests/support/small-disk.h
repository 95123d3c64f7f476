/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* small-disk.h: ways to make writing a file fail, and to watch it being
 * written, for the export tests
 *
 * A real full disk is a 64 KiB tmpfs mounted in a mount namespace of the
 * test's own (so it vanishes with the process, even after a crash); that
 * needs root or CAP_SYS_ADMIN.  Where it is not permitted, the tests say so
 * and fall back to a file size limit (RLIMIT_FSIZE), which makes write()
 * fail part-way just like a full disk, for any user.  A file system
 * without anonymous files (O_TMPFILE) is played by a seccomp filter.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SMALL_DISK_BYTES (64 * 1024)

/* Call early in main(), before any thread starts (and not in the
 * children of g_test_trap_subprocess(), which would mount their own).
 * Returns the folder of the small tmpfs, or NULL with a reason in
 * @out_reason. */
char     *small_disk_mount              (char       **out_reason);
/* Takes the tmpfs away again and removes its folder. */
void      small_disk_unmount            (const char  *folder);
/* Writes a filler file into @folder so that about @leave_free bytes stay
 * free; returns its path. */
char     *small_disk_fill               (const char  *folder,
                                         gsize        leave_free);
/* For a child process: files may not grow past @bytes, and going past
 * fails with EFBIG instead of killing the process with SIGXFSZ. */
void      small_disk_limit_file_size    (guint64      bytes);
/* For a child process running as root: becomes "nobody", so that folder
 * permissions apply.  FALSE if not root or if it failed. */
gboolean  small_disk_become_nobody      (void);

/* For a child process (or the test's own, before it starts threads):
 * open() with O_TMPFILE fails with EOPNOTSUPP from now on, as on a file
 * system that cannot make anonymous files.  FALSE if the filter could
 * not be installed. */
gboolean  small_disk_refuse_anonymous_files (void);

/* Waits (polling, up to a generous limit) until process @pid has a file
 * open in @folder, anonymous or named: its export is under way.  FALSE
 * if the process ended or the limit passed first: the caller stops it
 * (kill_and_fail() in cli-run.h). */
gboolean  small_disk_wait_for_open_file (int          pid,
                                         const char  *folder);

/* Names in @folder, sorted; for "nothing was left behind" checks. */
GStrv     small_disk_list_folder        (const char  *folder);
/* The folder holds exactly @expected (sorted, NULL-terminated): a
 * partial file or a temporary would show up here under any name. */
void      small_disk_assert_folder_holds (const char         *folder,
                                          const char * const *expected);
#define assert_folder_is(folder, ...) \
  small_disk_assert_folder_holds ((folder), (const char * const []) { __VA_ARGS__, NULL })
#define assert_folder_empty(folder) \
  small_disk_assert_folder_holds ((folder), (const char * const []) { NULL })
/* The permission bits of the file at @path. */
guint     small_disk_file_mode          (const char  *path);
/* Makes @folder/@name a symbolic link to @target. */
void      small_disk_make_link          (const char  *target,
                                         const char  *folder,
                                         const char  *name);
/* @folder/@name is still a symbolic link to @target. */
void      small_disk_assert_link        (const char  *folder,
                                         const char  *name,
                                         const char  *target);
/* A new empty folder under the system temporary folder, mode 0755. */
char     *small_disk_make_folder        (void);
/* Removes @folder and the files in it (one level). */
void      small_disk_remove_folder      (const char  *folder);

G_END_DECLS
