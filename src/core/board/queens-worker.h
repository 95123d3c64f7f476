/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-worker.h: what the threads that do background work share */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Gives the calling thread, and the threads it starts later, a lower
 * priority, so that the main loop gets a core first whenever it wakes up
 * (Linux gives each thread its own nice value and new threads inherit it;
 * elsewhere this does nothing).  Once per thread: a pooled thread (GTask's)
 * keeps the lower priority from one job to the next, and a second call
 * there leaves it as it is. */
void queens_worker_lower_priority (void);

G_END_DECLS
