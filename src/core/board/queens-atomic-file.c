/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-atomic-file.c: a file that appears whole or not at all
 *
 * A local file is written into an anonymous file (O_TMPFILE) in the
 * folder of the file it will become: nothing named exists until the data
 * is complete, so a process killed half-way leaves nothing behind.  The
 * commit links it in under the target's name; over an existing file it
 * links it under a fresh hidden name and renames that over the target,
 * the hidden name living only between those two calls.  Where the file
 * system has no anonymous files, a named temporary stands in; it is
 * removed on failure, and queens_atomic_file_remove_temporaries() removes
 * it for a process that must leave at once.
 *
 * Files without a local path (network locations) go through GIO's own
 * g_file_replace().
 */
#define G_LOG_DOMAIN "Queens"

/* O_TMPFILE */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "queens-atomic-file.h"

/* Linux gives up following symbolic links after as many. */
#define MAX_LINK_HOPS 40

/* Attempts at a free hidden name before giving up. */
#define HIDDEN_NAME_ATTEMPTS 100

#define HIDDEN_NAME_PREFIX ".queens-saving-"

struct _QueensAtomicFile
{
  GFile             *file;       /* as the caller named it, for messages */

  /* Local files */
  char              *target;     /* the path written: symbolic links followed */
  char              *folder;     /* the folder of target */
  int                fd;         /* -1 when not open */
  char              *temporary;  /* the named temporary; NULL for an anonymous file */

  /* Files without a local path */
  GFileOutputStream *stream;
};

/* Named temporaries in use: the exports' worker threads add and remove
 * them, and a process leaving at once removes what is left.  The lock is
 * also held while a file is put in place, so that leaving never comes
 * between the two steps of a commit. */
G_LOCK_DEFINE_STATIC (temporaries);
static GPtrArray *temporaries;

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

/* Re-words a file-system error so that it names the file as the caller
 * gave it and says why in a few plain words; the domain and code stay, so
 * callers can tell full disks from missing folders.  @folder is where the
 * file goes (links followed), NULL when unknown. */
static void
set_file_error (GError     **error,
                GError      *cause,
                GFile       *file,
                const char  *folder)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GFile) parent = folder != NULL ? g_file_new_for_path (folder) : g_file_get_parent (file);
  g_autofree char *parent_name = parent != NULL ? g_file_get_parse_name (parent) : NULL;
  g_autofree char *reason = NULL;

  if (cause->domain != G_IO_ERROR || cause->code == G_IO_ERROR_CANCELLED)
    {
      g_propagate_error (error, cause);
      return;
    }

  switch (cause->code)
    {
    case G_IO_ERROR_NOT_FOUND:
      /* Some folders that exist take no files and say ENOENT too (/proc):
       * blame the folder only when it really is missing. */
      if (parent != NULL
          && g_file_query_file_type (parent, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_UNKNOWN)
        /* Translators: %s is the name of the folder the file was to go in, as
         * in "the folder “/media/usb” does not exist" */
        reason = g_strdup_printf (_("the folder “%s” does not exist"), parent_name);
      else
        reason = g_strdup (g_strerror (ENOENT));
      break;

    case G_IO_ERROR_PERMISSION_DENIED:
      reason = g_strdup (_("permission denied"));
      break;

    case G_IO_ERROR_NO_SPACE:
      reason = g_strdup (_("the disk is full"));
      break;

    case G_IO_ERROR_READ_ONLY:
      reason = g_strdup (_("read-only file system"));
      break;

    case G_IO_ERROR_IS_DIRECTORY:
      reason = g_strdup (_("it is a folder"));
      break;

    case G_IO_ERROR_NOT_DIRECTORY:
      reason = g_strdup (_("part of the path is not a folder"));
      break;

    case G_IO_ERROR_NOT_REGULAR_FILE:
      reason = g_strdup (_("it is not a regular file"));
      break;

    case G_IO_ERROR_TOO_MANY_LINKS:
      reason = g_strdup (_("its symbolic links go round in a loop"));
      break;

    default:
      reason = g_strdup (cause->message);
      break;
    }

  /* Translators: %s is a file name, %s the reason, as in "cannot write
   * “queens-8.png”: the disk is full".  Reorder with %1$s, %2$s if needed. */
  g_set_error (error, cause->domain, cause->code, _("cannot write “%s”: %s"), name, reason);
  g_error_free (cause);
}

/* The same for a failed system call, from @error_number. */
static void
set_system_error (GError     **error,
                  int          error_number,
                  GFile       *file,
                  const char  *folder)
{
  set_file_error (error,
                  g_error_new_literal (G_IO_ERROR, g_io_error_from_errno (error_number),
                                       g_strerror (error_number)),
                  file, folder);
}

/* ------------------------------------------------------------------ */
/* Named temporaries                                                   */
/* ------------------------------------------------------------------ */

static int
create_temporary (QueensAtomicFile *output)
{
  int fd;
  int saved_errno;

  output->temporary = g_build_filename (output->folder, HIDDEN_NAME_PREFIX "XXXXXX", NULL);

  /* Made and listed in one step, so that leaving at once cannot miss it. */
  G_LOCK (temporaries);
  fd = g_mkstemp_full (output->temporary, O_WRONLY | O_CLOEXEC, 0666);
  saved_errno = errno;
  if (fd >= 0)
    {
      if (temporaries == NULL)
        temporaries = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (temporaries, g_strdup (output->temporary));
    }
  G_UNLOCK (temporaries);

  if (fd < 0)
    g_clear_pointer (&output->temporary, g_free);
  errno = saved_errno;
  return fd;
}

/* With the lock held: the temporary has gone (renamed or removed). */
static void
forget_temporary_locked (QueensAtomicFile *output)
{
  for (guint i = 0; temporaries != NULL && i < temporaries->len; i++)
    if (strcmp (g_ptr_array_index (temporaries, i), output->temporary) == 0)
      {
        g_ptr_array_remove_index_fast (temporaries, i);
        break;
      }

  g_clear_pointer (&output->temporary, g_free);
}

static void
remove_temporary (QueensAtomicFile *output)
{
  G_LOCK (temporaries);
  g_unlink (output->temporary);
  forget_temporary_locked (output);
  G_UNLOCK (temporaries);
}

void
queens_atomic_file_remove_temporaries (void)
{
  G_LOCK (temporaries);

  for (guint i = 0; temporaries != NULL && i < temporaries->len; i++)
    g_unlink (g_ptr_array_index (temporaries, i));

  /* The lock stays taken: no export may put its file in place or make a
   * new temporary while the process leaves. */
}

/* ------------------------------------------------------------------ */
/* Opening                                                             */
/* ------------------------------------------------------------------ */

/* The file that writing @path really writes: the end of its chain of
 * symbolic links (which need not exist yet).  A relative link is read
 * from the link's own folder, joined as text: the kernel resolves any
 * ".." in it physically, as it would for the link.  FALSE for a chain
 * that does not end. */
static gboolean
follow_links (const char  *path,
              char       **out_target)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops <= MAX_LINK_HOPS; hops++)
    {
      /* Not a link, missing, or unreadable: writing it will tell. */
      g_autofree char *link = g_file_read_link (current, NULL);
      g_autofree char *folder = NULL;

      if (link == NULL)
        {
          *out_target = g_steal_pointer (&current);
          return TRUE;
        }

      if (g_path_is_absolute (link))
        {
          g_free (current);
          current = g_steal_pointer (&link);
          continue;
        }

      folder = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (folder, link, NULL);
    }

  return FALSE;
}

/* An anonymous file in the folder, or -1 with errno. */
static int
open_anonymous (const char *folder)
{
  /* Linking it in at the end goes through /proc (linkat() with
   * AT_EMPTY_PATH would need a privilege). */
  if (!g_file_test ("/proc/self/fd", G_FILE_TEST_IS_DIR))
    {
      errno = EOPNOTSUPP;
      return -1;
    }

  return open (folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
}

/* A file that replaces another keeps its permission bits and, where the
 * system lets us give it away, its owner.  Set-user-ID and similar bits
 * are not carried over to new contents. */
static gboolean
keep_attributes (int                fd,
                 const struct stat *old)
{
  struct stat now;

  if (fchmod (fd, old->st_mode & 0777) != 0 || fstat (fd, &now) != 0)
    return FALSE;

  if ((now.st_uid != old->st_uid || now.st_gid != old->st_gid)
      && fchown (fd, old->st_uid, old->st_gid) != 0)
    {
      /* Only root may give a file away: it stays the user's own, as with
       * any program that saves by renaming. */
      g_debug ("keeping the owner of the replaced file: %s", g_strerror (errno));
    }

  return TRUE;
}

static QueensAtomicFile *
open_with_gio (GFile         *file,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  GFileOutputStream *stream;
  QueensAtomicFile *output;

  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                           cancellable, &local_error);
  if (stream == NULL)
    {
      set_file_error (error, g_steal_pointer (&local_error), file, NULL);
      return NULL;
    }

  output = g_new0 (QueensAtomicFile, 1);
  output->file = g_object_ref (file);
  output->fd = -1;
  output->stream = stream;
  return output;
}

QueensAtomicFile *
queens_atomic_file_open (GFile         *file,
                         GCancellable  *cancellable,
                         GError       **error)
{
  g_autoptr(QueensAtomicFile) output = NULL;
  g_autofree char *path = NULL;
  struct stat old;
  gboolean replacing;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  path = g_file_get_path (file);
  if (path == NULL)
    return open_with_gio (file, cancellable, error);

  output = g_new0 (QueensAtomicFile, 1);
  output->file = g_object_ref (file);
  output->fd = -1;

  if (!follow_links (path, &output->target))
    {
      set_system_error (error, ELOOP, file, NULL);
      return NULL;
    }
  output->folder = g_path_get_dirname (output->target);

  replacing = stat (output->target, &old) == 0;
  if (!replacing && errno != ENOENT)
    {
      set_system_error (error, errno, file, output->folder);
      return NULL;
    }

  /* Renaming over a device or a pipe would replace the node itself. */
  if (replacing && S_ISDIR (old.st_mode))
    {
      set_system_error (error, EISDIR, file, output->folder);
      return NULL;
    }
  if (replacing && !S_ISREG (old.st_mode))
    {
      set_file_error (error, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, ""),
                      file, output->folder);
      return NULL;
    }

  output->fd = open_anonymous (output->folder);
  if (output->fd < 0 && (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL))
    output->fd = create_temporary (output);

  if (output->fd < 0)
    {
      set_system_error (error, errno, file, output->folder);
      return NULL;
    }

  if (replacing && !keep_attributes (output->fd, &old))
    {
      set_system_error (error, errno, file, output->folder);
      return NULL;
    }

  return g_steal_pointer (&output);
}

/* ------------------------------------------------------------------ */
/* Writing and committing                                              */
/* ------------------------------------------------------------------ */

gboolean
queens_atomic_file_write (QueensAtomicFile  *output,
                          const void        *data,
                          gsize              length,
                          GError           **error)
{
  const char *bytes = data;

  g_return_val_if_fail (output != NULL, FALSE);

  if (output->stream != NULL)
    {
      g_autoptr(GError) local_error = NULL;

      if (g_output_stream_write_all (G_OUTPUT_STREAM (output->stream), data, length, NULL,
                                     NULL, &local_error))
        return TRUE;

      set_file_error (error, g_steal_pointer (&local_error), output->file, NULL);
      return FALSE;
    }

  while (length > 0)
    {
      gssize written = write (output->fd, bytes, length);

      if (written < 0 && errno == EINTR)
        continue;

      if (written < 0)
        {
          set_system_error (error, errno, output->file, output->folder);
          return FALSE;
        }

      bytes += written;
      length -= (gsize) written;
    }

  return TRUE;
}

/* Links the anonymous file in as the target when there is none yet;
 * otherwise gives it a hidden name of its own and renames that over the
 * target.  FALSE with errno. */
static gboolean
link_anonymous (QueensAtomicFile *output)
{
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  g_autofree char *proc_path = g_strdup_printf ("/proc/self/fd/%d", output->fd);
  g_autofree char *hidden = NULL;
  int saved_errno;

  if (linkat (AT_FDCWD, proc_path, AT_FDCWD, output->target, AT_SYMLINK_FOLLOW) == 0)
    return TRUE;
  if (errno != EEXIST)
    return FALSE;

  for (guint attempt = 0; attempt < HIDDEN_NAME_ATTEMPTS; attempt++)
    {
      char name[] = HIDDEN_NAME_PREFIX "XXXXXX";

      for (char *p = strchr (name, 'X'); *p != '\0'; p++)
        *p = letters[g_random_int_range (0, (int) sizeof letters - 1)];

      g_free (hidden);
      hidden = g_build_filename (output->folder, name, NULL);
      if (linkat (AT_FDCWD, proc_path, AT_FDCWD, hidden, AT_SYMLINK_FOLLOW) == 0)
        break;
      if (errno != EEXIST)
        return FALSE;
      g_clear_pointer (&hidden, g_free);
    }

  if (hidden == NULL)
    {
      errno = EEXIST;
      return FALSE;
    }

  if (rename (hidden, output->target) == 0)
    return TRUE;

  saved_errno = errno;
  g_unlink (hidden);
  errno = saved_errno;
  return FALSE;
}

gboolean
queens_atomic_file_commit (QueensAtomicFile  *output,
                           GCancellable      *cancellable,
                           GError           **error)
{
  gboolean committed;
  int saved_errno;

  g_return_val_if_fail (output != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (output->stream != NULL)
    {
      g_autoptr(GError) local_error = NULL;

      if (g_output_stream_close (G_OUTPUT_STREAM (output->stream), cancellable, &local_error))
        return TRUE;

      set_file_error (error, g_steal_pointer (&local_error), output->file, NULL);
      return FALSE;
    }

  /* On the disk before it takes the old file's place: after a crash the
   * name holds the old contents or the new, never an empty file. */
  if (fsync (output->fd) != 0)
    {
      set_system_error (error, errno, output->file, output->folder);
      return FALSE;
    }

  G_LOCK (temporaries);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      G_UNLOCK (temporaries);
      return FALSE;
    }

  if (output->temporary != NULL)
    {
      committed = rename (output->temporary, output->target) == 0;
      saved_errno = errno;
      if (committed)
        forget_temporary_locked (output);
    }
  else
    {
      committed = link_anonymous (output);
      saved_errno = errno;
    }

  G_UNLOCK (temporaries);

  if (!committed)
    {
      set_system_error (error, saved_errno, output->file, output->folder);
      return FALSE;
    }

  return TRUE;
}

void
queens_atomic_file_free (QueensAtomicFile *output)
{
  if (output == NULL)
    return;

  if (output->stream != NULL && !g_output_stream_is_closed (G_OUTPUT_STREAM (output->stream)))
    {
      /* Closing with a cancelled cancellable is how GIO is told to drop
       * the data: its temporary goes away and the old file stays. */
      g_autoptr(GCancellable) cancelled = g_cancellable_new ();

      g_cancellable_cancel (cancelled);
      g_output_stream_close (G_OUTPUT_STREAM (output->stream), cancelled, NULL);
    }
  g_clear_object (&output->stream);

  if (output->fd >= 0)
    close (output->fd);
  if (output->temporary != NULL)
    remove_temporary (output);

  g_clear_object (&output->file);
  g_free (output->target);
  g_free (output->folder);
  g_free (output);
}
