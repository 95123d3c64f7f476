/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* small-disk.c: ways to make writing a file fail, for the export tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

/* unshare() and the mount flags */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "small-disk.h"
#include "time-limit.h"

char *
small_disk_mount (char **out_reason)
{
  g_autofree char *folder = NULL;
  g_autofree char *options = g_strdup_printf ("size=%d,mode=0755", SMALL_DISK_BYTES);

  /* A namespace of our own: the mount is private to this process and its
   * children, and the kernel takes it away when they are gone. */
  if (unshare (CLONE_NEWNS) != 0)
    {
      *out_reason = g_strdup_printf ("unshare(CLONE_NEWNS): %s", g_strerror (errno));
      return NULL;
    }

  if (mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    {
      *out_reason = g_strdup_printf ("making mounts private: %s", g_strerror (errno));
      return NULL;
    }

  folder = small_disk_make_folder ();
  if (mount ("tmpfs", folder, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0)
    {
      *out_reason = g_strdup_printf ("mount -t tmpfs -o %s: %s", options, g_strerror (errno));
      g_rmdir (folder);
      return NULL;
    }

  return g_steal_pointer (&folder);
}

void
small_disk_unmount (const char *folder)
{
  /* The namespace would drop the mount anyway; the folder would stay. */
  umount2 (folder, MNT_DETACH);
  g_rmdir (folder);
}

char *
small_disk_fill (const char *folder,
                 gsize       leave_free)
{
  char *path = g_build_filename (folder, "filler", NULL);
  g_autofree char *zeros = g_malloc0 (4096);
  struct statvfs info;
  guint64 free_bytes;
  int fd;

  g_assert_cmpint (statvfs (folder, &info), ==, 0);
  free_bytes = (guint64) info.f_bavail * info.f_frsize;
  g_assert_cmpuint (free_bytes, >, leave_free);

  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  for (guint64 written = 0; written + leave_free < free_bytes; written += 4096)
    g_assert_cmpint (write (fd, zeros, 4096), ==, 4096);
  g_assert_true (g_close (fd, NULL));

  return path;
}

void
small_disk_limit_file_size (guint64 bytes)
{
  struct rlimit limit = { bytes, bytes };

  signal (SIGXFSZ, SIG_IGN);
  setrlimit (RLIMIT_FSIZE, &limit);
}

gboolean
small_disk_become_nobody (void)
{
  const uid_t nobody = 65534;

  if (geteuid () != 0)
    return FALSE;

  return setgroups (0, NULL) == 0 && setgid (nobody) == 0 && setuid (nobody) == 0;
}

/* The architecture the filter below is written for. */
#if defined(__x86_64__)
#define SMALL_DISK_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define SMALL_DISK_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

/* The low word of a system call's argument, where the open flags are. */
#define ARGUMENT_LOW_WORD(index) \
  (offsetof (struct seccomp_data, args[index]) + (G_BYTE_ORDER == G_BIG_ENDIAN ? 4 : 0))

/* The bit that makes O_TMPFILE (which includes O_DIRECTORY). */
#define ANONYMOUS_BIT ((guint32) (O_TMPFILE & ~O_DIRECTORY))

gboolean
small_disk_refuse_anonymous_files (void)
{
#ifdef SMALL_DISK_AUDIT_ARCH
  /* openat(dirfd, path, flags) and, where it exists, open(path, flags). */
  static struct sock_filter instructions[] = {
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, arch)),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SMALL_DISK_AUDIT_ARCH, 0, 7),
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, nr)),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, __NR_openat, 0, 2),
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW_WORD (2)),
    BPF_JUMP (BPF_JMP | BPF_JSET | BPF_K, ANONYMOUS_BIT, 4, 3),
#ifdef __NR_open
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, __NR_open, 0, 2),
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW_WORD (1)),
    BPF_JUMP (BPF_JMP | BPF_JSET | BPF_K, ANONYMOUS_BIT, 1, 0),
#else
    BPF_JUMP (BPF_JMP | BPF_JA, 0, 0, 0),
    BPF_JUMP (BPF_JMP | BPF_JA, 0, 0, 0),
    BPF_JUMP (BPF_JMP | BPF_JA, 0, 0, 0),
#endif
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EOPNOTSUPP & SECCOMP_RET_DATA)),
  };
  static const struct sock_fprog program = {
    G_N_ELEMENTS (instructions), instructions
  };

  /* Only system calls, so this is safe after fork(). */
  return prctl (PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0
         && prctl (PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) == 0;
#else
  return FALSE;
#endif
}

/* How often and how long (times the multiplier, see time-limit.h)
 * small_disk_wait_for_open_file() looks. */
#define OPEN_FILE_POLL_MS 2
#define OPEN_FILE_LIMIT_SECONDS 60

/* Whether one of @pid's descriptors leads into @folder.  An anonymous
 * file shows as "FOLDER/#INODE (deleted)".  A process that has ended,
 * even one not yet waited for, has no descriptors at all. */
static gboolean
has_open_file_in (int         pid,
                  const char *folder,
                  gboolean   *out_running)
{
  g_autofree char *fd_folder = g_strdup_printf ("/proc/%d/fd", pid);
  g_autofree char *prefix = g_strconcat (folder, "/", NULL);
  g_autoptr(GDir) dir = g_dir_open (fd_folder, 0, NULL);
  const char *name;

  *out_running = FALSE;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fd_folder, name, NULL);
      g_autofree char *target = g_file_read_link (path, NULL);

      *out_running = TRUE;
      if (target != NULL && g_str_has_prefix (target, prefix))
        return TRUE;
    }

  return FALSE;
}

gboolean
small_disk_wait_for_open_file (int         pid,
                               const char *folder)
{
  gint64 deadline = time_limit_deadline (OPEN_FILE_LIMIT_SECONDS);

  while (g_get_monotonic_time () < deadline)
    {
      gboolean running;

      if (has_open_file_in (pid, folder, &running))
        return TRUE;
      if (!running)
        return FALSE;
      g_usleep (OPEN_FILE_POLL_MS * G_TIME_SPAN_MILLISECOND);
    }

  return FALSE;
}

/* g_ptr_array_sort() passes pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

GStrv
small_disk_list_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);

  return (GStrv) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

void
small_disk_assert_folder_holds (const char         *folder,
                                const char * const *expected)
{
  g_auto(GStrv) names = small_disk_list_folder (folder);
  g_autofree char *joined = g_strjoinv (" ", names);
  g_autofree char *wanted = g_strjoinv (" ", (char **) expected);

  g_assert_cmpstr (joined, ==, wanted);
}

guint
small_disk_file_mode (const char *path)
{
  GStatBuf info;

  g_assert_cmpint (g_stat (path, &info), ==, 0);
  return info.st_mode & 07777;
}

void
small_disk_make_link (const char *target,
                      const char *folder,
                      const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_cmpint (symlink (target, path), ==, 0);
}

void
small_disk_assert_link (const char *folder,
                        const char *name,
                        const char *target)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *read_back = g_file_read_link (path, NULL);

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpstr (read_back, ==, target);
}

char *
small_disk_make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("queens-export-XXXXXX", &error);

  g_assert_no_error (error);
  /* Readable by others, so that a test that drops root can still look. */
  g_assert_cmpint (g_chmod (folder, 0755), ==, 0);
  return folder;
}

void
small_disk_remove_folder (const char *folder)
{
  g_auto(GStrv) names = small_disk_list_folder (folder);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}
