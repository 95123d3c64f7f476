/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-worker.c: what the threads that do background work share: a
 * lower priority, and a refusal to start reported as an error */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <string.h>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <glib/gi18n-lib.h>

#include "queens-worker.h"

/* How much nicer than the main thread background work runs. */
#define WORKER_NICE_INCREMENT 10

#ifdef __linux__
/* Set once the calling thread has been lowered. */
static GPrivate lowered = G_PRIVATE_INIT (NULL);
#endif

void
queens_worker_lower_priority (void)
{
#ifdef __linux__
  pid_t thread_id;
  int current;

  if (g_private_get (&lowered) != NULL)
    return;
  g_private_set (&lowered, GINT_TO_POINTER (TRUE));

  thread_id = (pid_t) syscall (SYS_gettid);
  errno = 0;
  current = getpriority (PRIO_PROCESS, (id_t) thread_id);
  if (errno == 0)
    setpriority (PRIO_PROCESS, (id_t) thread_id, MIN (current + WORKER_NICE_INCREMENT, 19));
#endif
}

/* The K of QUEENS_FAIL_THREAD=K; 0 when unset or not a number. */
static guint
worker_failing_thread (void)
{
  static gsize failing = 0;

  if (g_once_init_enter (&failing))
    {
      const char *text = g_getenv ("QUEENS_FAIL_THREAD");
      guint64 number = 0;

      if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &number, NULL))
        number = 0;
      /* g_once_init_leave() takes no 0: the number goes in one up. */
      g_once_init_leave (&failing, (gsize) number + 1);
    }

  return (guint) (failing - 1);
}

GThread *
queens_worker_thread_new (const char   *name,
                          GThreadFunc   func,
                          gpointer      data,
                          GError      **error)
{
  static gint n_started = 0;  /* atomic: threads asked for so far */
  guint number = (guint) g_atomic_int_add (&n_started, 1) + 1;
  g_autoptr(GError) refusal = NULL;
  g_autofree char *reason = NULL;
  const char *colon;
  GThread *thread;

  g_return_val_if_fail (func != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (number == worker_failing_thread ())
    {
      reason = g_strdup_printf ("%s (QUEENS_FAIL_THREAD=%u)", g_strerror (EAGAIN), number);
      g_set_error (error, G_THREAD_ERROR, G_THREAD_ERROR_AGAIN,
                   /* Translators: %s is the system's reason, as in
                    * "cannot start a worker thread: Resource
                    * temporarily unavailable" */
                   _("cannot start a worker thread: %s"), reason);
      return NULL;
    }

  thread = g_thread_try_new (name, func, data, &refusal);
  if (thread != NULL)
    return thread;

  /* GLib says "Error creating thread: " and the system's reason, in
   * English: the reason alone goes into a message of our own. */
  colon = strchr (refusal->message, ':');
  reason = g_strdup (colon != NULL ? colon + 1 + strspn (colon + 1, " ") : refusal->message);
  g_set_error (error, G_THREAD_ERROR, refusal->code,
               /* Translators: %s is the system's reason, as in
                * "cannot start a worker thread: Resource
                * temporarily unavailable" */
               _("cannot start a worker thread: %s"), reason);
  return NULL;
}
