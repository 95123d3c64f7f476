/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-worker.c: what the threads that do background work share */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

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
