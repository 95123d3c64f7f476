/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-worker.h: what the threads that do background work share: a
 * lower priority, and a refusal to start reported as an error */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Gives the calling thread, and the threads it starts later, a lower
 * priority, so that the main loop gets a core first whenever it wakes up
 * (Linux gives each thread its own nice value and new threads inherit it;
 * elsewhere this does nothing).  Once per thread: a pooled thread (GTask's)
 * keeps the lower priority from one job to the next, and a second call
 * there leaves it as it is. */
void     queens_worker_lower_priority (void);

/* Starts a thread named @name that runs @func (@data), as
 * g_thread_try_new() does; when the system refuses it (too many threads,
 * too little memory for its stack), NULL and a G_THREAD_ERROR "cannot
 * start a worker thread: REASON", never an abort.  The task pool, the
 * command line's worker and the solve job start theirs here, so that none
 * can be missing unnoticed (the jobs on GTask's pool cannot: it keeps a
 * task whose thread the system refused queued, silently).
 *
 * QUEENS_FAIL_THREAD=K in the environment (read once) refuses the K-th
 * thread started through here in the process, counting from 1, as the
 * system would: the tests reach every refusal with it. */
GThread *queens_worker_thread_new    (const char   *name,
                                      GThreadFunc   func,
                                      gpointer      data,
                                      GError      **error);

G_END_DECLS
