/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-checkpoint.c: a count's finished tasks, in a file
 *
 * The file is text, five lines:
 *
 *   queens count checkpoint 2
 *   n=17 part=1/1 method=join tasks=3245 done=120
 *   solutions=… quarter_turn_fixed=… half_turn_fixed=… seconds=…
 *   finished=<one bit per task, as hexadecimal bytes, task 0 in bit 0>
 *   sha256=<the checksum of the four lines above>
 *
 * The checksum catches a file cut short or changed by hand; the first two
 * lines say which count it belongs to.  Version 1 files, from before the
 * join (no method= field), split counts into other tasks: they are
 * refused by name, never read as version 2.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "queens-atomic-file.h"
#include "queens-count-checkpoint.h"
#include "queens-count-part.h"

#define CHECKPOINT_HEADER "queens count checkpoint 2"
#define CHECKPOINT_HEADER_1 "queens count checkpoint 1"
#define CHECKSUM_KEY "sha256="

/* Far more than the flags of the largest count's tasks take: a bigger
 * file is not a checkpoint, and is not read. */
#define CHECKPOINT_MAX_BYTES (4 * 1024 * 1024)

struct _QueensCountCheckpoint
{
  GMutex  mutex;        /* guards everything below the identity */
  guint   n;
  guint   part;
  guint   n_parts;

  QueensCountMethod method;  /* known once n_tasks is */
  guint   n_tasks;      /* 0 until known */
  guint   n_done;
  guint8 *finished;     /* one bit per task */
  guint64 total;
  guint64 quarter_turn_fixed;
  guint64 half_turn_fixed;
  double  earlier_seconds;  /* of the runs before this one */
  gint64  run_started;      /* monotonic; 0 before begin */
};

QueensCountCheckpoint *
queens_count_checkpoint_new (guint n,
                             guint part,
                             guint n_parts)
{
  QueensCountCheckpoint *checkpoint = g_new0 (QueensCountCheckpoint, 1);

  g_mutex_init (&checkpoint->mutex);
  checkpoint->n = n;
  checkpoint->part = part;
  checkpoint->n_parts = n_parts;

  return checkpoint;
}

void
queens_count_checkpoint_free (QueensCountCheckpoint *checkpoint)
{
  if (checkpoint == NULL)
    return;

  g_mutex_clear (&checkpoint->mutex);
  g_free (checkpoint->finished);
  g_free (checkpoint);
}

static gsize
finished_bytes (guint n_tasks)
{
  return (n_tasks + 7) / 8;
}

static double
checkpoint_seconds_locked (QueensCountCheckpoint *checkpoint)
{
  double seconds = checkpoint->earlier_seconds;

  if (checkpoint->run_started != 0)
    seconds += (g_get_monotonic_time () - checkpoint->run_started) / (double) G_USEC_PER_SEC;

  return seconds;
}

static const char *
method_name (QueensCountMethod method)
{
  return method == QUEENS_COUNT_METHOD_JOIN ? "join" : "search";
}

/* The four lines the checksum covers. */
static char *
checkpoint_body_locked (QueensCountCheckpoint *checkpoint)
{
  GString *body = g_string_new (CHECKPOINT_HEADER "\n");
  char seconds[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (seconds, sizeof seconds, "%.3f", checkpoint_seconds_locked (checkpoint));
  g_string_append_printf (body, "n=%u part=%u/%u method=%s tasks=%u done=%u\n",
                          checkpoint->n, checkpoint->part, checkpoint->n_parts,
                          method_name (checkpoint->method),
                          checkpoint->n_tasks, checkpoint->n_done);
  g_string_append_printf (body, "solutions=%" G_GUINT64_FORMAT
                          " quarter_turn_fixed=%" G_GUINT64_FORMAT
                          " half_turn_fixed=%" G_GUINT64_FORMAT " seconds=%s\n",
                          checkpoint->total, checkpoint->quarter_turn_fixed,
                          checkpoint->half_turn_fixed, seconds);
  g_string_append (body, "finished=");
  for (gsize i = 0; i < finished_bytes (checkpoint->n_tasks); i++)
    g_string_append_printf (body, "%02x", checkpoint->finished[i]);
  g_string_append_c (body, '\n');

  return g_string_free (body, FALSE);
}

gboolean
queens_count_checkpoint_save (QueensCountCheckpoint  *checkpoint,
                              const char             *path,
                              GError                **error)
{
  g_autofree char *body = NULL;
  g_autofree char *checksum = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(QueensAtomicFile) output = NULL;

  g_return_val_if_fail (checkpoint != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_mutex_lock (&checkpoint->mutex);
  body = checkpoint_body_locked (checkpoint);
  g_mutex_unlock (&checkpoint->mutex);

  checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, body, -1);
  contents = g_strconcat (body, CHECKSUM_KEY, checksum, "\n", NULL);

  /* Written as exports are: no name but the checkpoint's own ever
   * appears, and a crash leaves the old checkpoint or the new one. */
  file = g_file_new_for_path (path);
  output = queens_atomic_file_open (file, NULL, error);
  return output != NULL
         && queens_atomic_file_write (output, contents, strlen (contents), error)
         && queens_atomic_file_commit (output, NULL, error);
}

gboolean
queens_count_checkpoint_check_writable (const char  *path,
                                        GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(QueensAtomicFile) output = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Opened and dropped: the file that would replace it is made and
   * thrown away, and the checkpoint stays as it is. */
  file = g_file_new_for_path (path);
  output = queens_atomic_file_open (file, NULL, error);
  return output != NULL;
}

static gboolean
read_unsigned (const char *text,
               guint64     maximum,
               guint64    *out_value)
{
  return text[0] >= '0' && text[0] <= '9'
         && g_ascii_string_to_unsigned (text, 10, 0, maximum, out_value, NULL);
}

/* "key=value" tokens of @line, in the order of @keys; FALSE unless the
 * line holds exactly those. */
static gboolean
split_fields (const char         *line,
              const char * const *keys,
              guint               n_keys,
              char              **values)
{
  g_auto(GStrv) tokens = g_strsplit (line, " ", -1);

  if (g_strv_length (tokens) != n_keys)
    return FALSE;

  for (guint i = 0; i < n_keys; i++)
    {
      gsize length = strlen (keys[i]);

      if (strncmp (tokens[i], keys[i], length) != 0 || tokens[i][length] != '=')
        return FALSE;
      values[i] = g_strdup (tokens[i] + length + 1);
    }

  return TRUE;
}

static void
free_values (char  **values,
             guint   n_values)
{
  for (guint i = 0; i < n_values; i++)
    g_clear_pointer (&values[i], g_free);
}

/* Fills @checkpoint from the checksummed @lines; FALSE when they do not
 * make a checkpoint.  Says nothing about whose it is. */
static gboolean
parse_checkpoint (char                  **lines,
                  QueensCountCheckpoint  *checkpoint)
{
  static const char * const identity_keys[] = { "n", "part", "method", "tasks", "done" };
  static const char * const sums_keys[] = { "solutions", "quarter_turn_fixed",
                                            "half_turn_fixed", "seconds" };
  char *values[5] = { NULL };
  guint64 n = 0, part = 0, n_parts = 0, n_tasks = 0, n_done = 0;
  guint counted = 0;
  const char *hex;
  gboolean ok;

  if (g_strv_length (lines) != 4 || strcmp (lines[0], CHECKPOINT_HEADER) != 0)
    return FALSE;

  ok = split_fields (lines[1], identity_keys, 5, values);
  if (ok)
    {
      /* "K/M": digits, a slash, digits. */
      g_auto(GStrv) halves = g_strsplit (values[1], "/", -1);

      ok = read_unsigned (values[0], QUEENS_SOLVER_MAX_COUNT_N, &n)
           && g_strv_length (halves) == 2
           && read_unsigned (halves[0], QUEENS_COUNT_MAX_PARTS, &part)
           && read_unsigned (halves[1], QUEENS_COUNT_MAX_PARTS, &n_parts)
           && (strcmp (values[2], "join") == 0 || strcmp (values[2], "search") == 0)
           && read_unsigned (values[3], G_MAXUINT, &n_tasks)
           && read_unsigned (values[4], G_MAXUINT, &n_done);
      if (ok)
        checkpoint->method = strcmp (values[2], "join") == 0 ? QUEENS_COUNT_METHOD_JOIN
                                                             : QUEENS_COUNT_METHOD_SEARCH;
    }
  free_values (values, 5);
  if (!ok)
    return FALSE;

  checkpoint->n = (guint) n;
  checkpoint->part = (guint) part;
  checkpoint->n_parts = (guint) n_parts;
  checkpoint->n_tasks = (guint) n_tasks;
  checkpoint->n_done = (guint) n_done;

  ok = split_fields (lines[2], sums_keys, 4, values)
       && read_unsigned (values[0], G_MAXUINT64, &checkpoint->total)
       && read_unsigned (values[1], G_MAXUINT64, &checkpoint->quarter_turn_fixed)
       && read_unsigned (values[2], G_MAXUINT64, &checkpoint->half_turn_fixed);
  ok = ok && queens_count_parse_seconds (values[3], &checkpoint->earlier_seconds);
  free_values (values, 4);
  if (!ok || !g_str_has_prefix (lines[3], "finished="))
    return FALSE;

  hex = lines[3] + strlen ("finished=");
  /* Saved before the count knew its tasks: nothing is done yet. */
  if (checkpoint->n_tasks == 0)
    return checkpoint->n_done == 0 && hex[0] == '\0';

  if (strlen (hex) != 2 * finished_bytes (checkpoint->n_tasks))
    return FALSE;
  checkpoint->finished = g_malloc0 (MAX (finished_bytes (checkpoint->n_tasks), 1));
  for (gsize i = 0; i < finished_bytes (checkpoint->n_tasks); i++)
    {
      int high = g_ascii_xdigit_value (hex[2 * i]);
      int low = g_ascii_xdigit_value (hex[2 * i + 1]);

      if (high < 0 || low < 0)
        return FALSE;
      checkpoint->finished[i] = (guint8) (high << 4 | low);
    }

  /* The flags must agree with the count of them, and name no task past
   * the last. */
  for (guint task = 0; task < 8 * finished_bytes (checkpoint->n_tasks); task++)
    if (checkpoint->finished[task / 8] & (1u << (task % 8)))
      {
        if (task >= checkpoint->n_tasks)
          return FALSE;
        counted++;
      }

  return counted == checkpoint->n_done;
}

static void
set_read_error (GError **error,
                int      error_number)
{
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (error_number),
                       g_strerror (error_number));
}

static void
set_too_large_error (GError **error)
{
  g_autofree char *limit = g_format_size_full (CHECKPOINT_MAX_BYTES, G_FORMAT_SIZE_IEC_UNITS);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* Translators: %s is a file size, as in "it is larger than any
                * checkpoint (more than 4.0 MiB)"; "it" is the checkpoint
                * file */
               _("it is larger than any checkpoint (more than %s)"), limit);
}

/* FALSE for anything but a regular file of a checkpoint's size. */
static gboolean
check_file_kind (const GStatBuf  *info,
                 GError         **error)
{
  if (S_ISDIR (info->st_mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, _("it is a folder"));
  else if (!S_ISREG (info->st_mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         _("it is not a regular file"));
  else if (info->st_size > CHECKPOINT_MAX_BYTES)
    set_too_large_error (error);
  else
    return TRUE;

  return FALSE;
}

/* The file's bytes, NUL-terminated.  Anything but a regular file of a
 * checkpoint's size is refused before a byte is read: a FIFO would wait
 * for a writer forever and a device might never end. */
static char *
read_checkpoint_file (const char  *path,
                      gsize       *out_length,
                      GError     **error)
{
  g_autofree char *contents = NULL;
  GStatBuf info;
  gsize length = 0;
  int fd;

  /* Looked at before it is opened: opening a device can have effects of
   * its own. */
  if (g_stat (path, &info) != 0)
    {
      set_read_error (error, errno);
      return NULL;
    }
  if (!check_file_kind (&info, error))
    return NULL;

  /* Non-blocking and looked at again, in case it became a FIFO since. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_read_error (error, errno);
      return NULL;
    }
  if (fstat (fd, &info) != 0 || !check_file_kind (&info, error))
    {
      if (error != NULL && *error == NULL)
        set_read_error (error, errno);
      close (fd);
      return NULL;
    }

  /* One byte more than the limit tells a file that grew past it. */
  contents = g_malloc (CHECKPOINT_MAX_BYTES + 2);
  while (length <= CHECKPOINT_MAX_BYTES)
    {
      gssize got = read (fd, contents + length, CHECKPOINT_MAX_BYTES + 1 - length);

      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved_errno = errno;

          close (fd);
          set_read_error (error, saved_errno);
          return NULL;
        }
      if (got == 0)
        break;
      length += (gsize) got;
    }
  close (fd);

  if (length > CHECKPOINT_MAX_BYTES)
    {
      set_too_large_error (error);
      return NULL;
    }

  contents[length] = '\0';
  *out_length = length;
  return g_steal_pointer (&contents);
}

/* Whether the sums could have come from the tasks the checkpoint says are
 * done: the checksum catches damage, this catches figures made up. */
static gboolean
check_possible (QueensCountCheckpoint  *checkpoint,
                GError                **error)
{
  QueensCountPart sums = {
    .n = checkpoint->n,
    .part = checkpoint->part,
    .n_parts = checkpoint->n_parts,
    .total = checkpoint->total,
    .quarter_turn_fixed = checkpoint->quarter_turn_fixed,
    .half_turn_fixed = checkpoint->half_turn_fixed,
    .seconds = checkpoint->earlier_seconds,
  };

  if (checkpoint->n_done == 0 && (sums.total != 0 || sums.half_turn_fixed != 0))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("it has solutions but no finished task"));
      return FALSE;
    }

  if (!queens_count_part_check (&sums, error))
    return FALSE;

  if (checkpoint->n_parts == 1 && checkpoint->n_tasks > 0
      && checkpoint->n_done == checkpoint->n_tasks)
    return queens_count_whole_check (sums.n, sums.total, sums.quarter_turn_fixed,
                                     sums.half_turn_fixed, error);

  return TRUE;
}

QueensCountCheckpoint *
queens_count_checkpoint_load (const char  *path,
                              guint        n,
                              guint        part,
                              guint        n_parts,
                              GError     **error)
{
  g_autoptr(QueensCountCheckpoint) checkpoint = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *checksum = NULL;
  g_auto(GStrv) lines = NULL;
  const char *checksum_line;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  contents = read_checkpoint_file (path, &length, &local_error);
  if (contents == NULL)
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return queens_count_checkpoint_new (n, part, n_parts);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  checkpoint = queens_count_checkpoint_new (0, 0, 0);
  checksum_line = g_strrstr (contents, "\n" CHECKSUM_KEY);
  if (checksum_line != NULL && strlen (contents) == length)
    checksum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents,
                                            checksum_line + 1 - contents);
  if (checksum == NULL
      || strncmp (checksum_line + 1 + strlen (CHECKSUM_KEY), checksum, strlen (checksum)) != 0
      || strcmp (checksum_line + 1 + strlen (CHECKSUM_KEY) + strlen (checksum), "\n") != 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("it is damaged (its checksum does not match): remove it to count "
                             "from the start"));
      return NULL;
    }

  contents[checksum_line - contents] = '\0';
  lines = g_strsplit (contents, "\n", -1);
  if (lines[0] != NULL && strcmp (lines[0], CHECKPOINT_HEADER_1) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("it was written by an earlier version of Queens, whose count "
                             "was split into other tasks, and cannot be carried on: remove it "
                             "to count from the start"));
      return NULL;
    }
  if (!parse_checkpoint (lines, checkpoint))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("it is damaged (not a checkpoint of queens --count): remove it "
                             "to count from the start"));
      return NULL;
    }

  if (checkpoint->n != n || checkpoint->part != part || checkpoint->n_parts != n_parts)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: "it" is a checkpoint file; the first N, part
                    * K/M (%u, %u/%u) are the count it was made for, the second
                    * ones the count asked for, as in "it belongs to the count
                    * of N = 10, part 1/1, not N = 11, part 1/1".  Reorder with
                    * %1$u, %2$u/%3$u, %4$u, %5$u/%6$u if needed. */
                   _("it belongs to the count of N = %u, part %u/%u, not N = %u, part %u/%u"),
                   checkpoint->n, checkpoint->part, checkpoint->n_parts, n, part, n_parts);
      return NULL;
    }

  if (!check_possible (checkpoint, &local_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: "it" is a checkpoint file; %s says what is
                    * wrong with its figures, as in "its figures cannot be right
                    * (solutions=93 is more than the count of N = 8, 92):
                    * ..." */
                   _("its figures cannot be right (%s): remove it to count from the start"),
                   local_error->message);
      return NULL;
    }

  return g_steal_pointer (&checkpoint);
}

guint
queens_count_checkpoint_get_done (QueensCountCheckpoint *checkpoint)
{
  guint done;

  g_return_val_if_fail (checkpoint != NULL, 0);

  g_mutex_lock (&checkpoint->mutex);
  done = checkpoint->n_done;
  g_mutex_unlock (&checkpoint->mutex);

  return done;
}

guint
queens_count_checkpoint_get_tasks (QueensCountCheckpoint *checkpoint)
{
  guint tasks;

  g_return_val_if_fail (checkpoint != NULL, 0);

  g_mutex_lock (&checkpoint->mutex);
  tasks = checkpoint->n_tasks;
  g_mutex_unlock (&checkpoint->mutex);

  return tasks;
}

gboolean
queens_count_checkpoint_begin (QueensCountCheckpoint  *checkpoint,
                               QueensCountMethod       method,
                               guint                   n_tasks,
                               GError                **error)
{
  gboolean same_method;
  gboolean fits;

  g_return_val_if_fail (checkpoint != NULL, FALSE);

  g_mutex_lock (&checkpoint->mutex);
  /* A new checkpoint takes the count's tasks; a loaded one must have been
   * made over the very same tasks. */
  if (checkpoint->finished == NULL)
    {
      checkpoint->method = method;
      checkpoint->n_tasks = n_tasks;
      checkpoint->finished = g_malloc0 (MAX (finished_bytes (n_tasks), 1));
    }
  same_method = checkpoint->method == method;
  fits = same_method && checkpoint->n_tasks == n_tasks;
  if (fits)
    checkpoint->run_started = g_get_monotonic_time ();
  g_mutex_unlock (&checkpoint->mutex);

  if (!same_method)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 "%s",
                 method == QUEENS_COUNT_METHOD_JOIN
                 ? _("the checkpoint was made by a count that searched (with less memory "
                     "than this one has for joining): give it the same --memory, or remove "
                     "it to count from the start")
                 : _("the checkpoint was made by a count that joined half boards (with more "
                     "memory than this one has): give it the same --memory, or remove it to "
                     "count from the start"));
  else if (!fits)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 /* Translators: %u is how many tasks the count was split into
                  * when the checkpoint was made, %u how many it has now, as in
                  * "the checkpoint was made for a count of 306 tasks, not 212:
                  * ...".  Reorder with %1$u, %2$u if needed. */
                 _("the checkpoint was made for a count of %u tasks, not %u: remove it to "
                   "count from the start"),
                 checkpoint->n_tasks, n_tasks);

  return fits;
}

gboolean
queens_count_checkpoint_is_done (QueensCountCheckpoint *checkpoint,
                                 guint                  task)
{
  gboolean done;

  g_return_val_if_fail (checkpoint != NULL, FALSE);

  g_mutex_lock (&checkpoint->mutex);
  done = task < checkpoint->n_tasks
         && (checkpoint->finished[task / 8] & (1u << (task % 8))) != 0;
  g_mutex_unlock (&checkpoint->mutex);

  return done;
}

void
queens_count_checkpoint_record (QueensCountCheckpoint *checkpoint,
                                guint                  task,
                                guint64                total,
                                guint64                quarter_turn_fixed,
                                guint64                half_turn_fixed)
{
  g_return_if_fail (checkpoint != NULL);

  g_mutex_lock (&checkpoint->mutex);
  if (task < checkpoint->n_tasks
      && (checkpoint->finished[task / 8] & (1u << (task % 8))) == 0)
    {
      checkpoint->finished[task / 8] |= 1u << (task % 8);
      checkpoint->n_done++;
      checkpoint->total += total;
      checkpoint->quarter_turn_fixed += quarter_turn_fixed;
      checkpoint->half_turn_fixed += half_turn_fixed;
    }
  g_mutex_unlock (&checkpoint->mutex);
}

void
queens_count_checkpoint_get_sums (QueensCountCheckpoint *checkpoint,
                                  QueensCountPart       *out_part)
{
  g_return_if_fail (checkpoint != NULL);
  g_return_if_fail (out_part != NULL);

  g_mutex_lock (&checkpoint->mutex);
  out_part->n = checkpoint->n;
  out_part->part = checkpoint->part;
  out_part->n_parts = checkpoint->n_parts;
  out_part->total = checkpoint->total;
  out_part->quarter_turn_fixed = checkpoint->quarter_turn_fixed;
  out_part->half_turn_fixed = checkpoint->half_turn_fixed;
  out_part->seconds = checkpoint_seconds_locked (checkpoint);
  g_mutex_unlock (&checkpoint->mutex);
}

guint
queens_count_checkpoint_interval_ms (void)
{
  const char *text = g_getenv ("QUEENS_CHECKPOINT_INTERVAL_MS");
  guint64 value = 0;

  if (text != NULL && g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &value, NULL))
    return (guint) value;

  return 5000;
}

double
queens_count_seconds_left (double share_before,
                           double share_now,
                           double elapsed_seconds)
{
  double done_now = share_now - share_before;

  if (done_now <= 0 || elapsed_seconds <= 0)
    return -1.0;

  return elapsed_seconds * (1.0 - share_now) / done_now;
}
