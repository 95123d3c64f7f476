/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* main-loop-wait.h: waiting on the main loop in the GTK tests
 *
 * The window's work ends on the main loop (a search's batches, a worker's
 * answer, a frame), so a test spins the loop until what it waits for is
 * true.  The time limit only catches a hang: it is far longer than any
 * wait needs, and no test measures speed with it.  It is multiplied by
 * QUEENS_TEST_TIMEOUT_MULTIPLIER, as meson multiplies its own (see
 * time-limit.h).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define WAIT_TIMEOUT_SECONDS 90

typedef gboolean (*Condition) (gpointer data);

/* A timeout source's callback that only wakes the loop. */
gboolean on_wait_tick (gpointer data);

/* Spins the default main context until @condition (@data) is true; fails
 * the test, naming @what, after WAIT_TIMEOUT_SECONDS (times the
 * multiplier). */
void     wait_for     (Condition   condition,
                       gpointer    data,
                       const char *what);

/* Notes on @process (through the main loop) when it has ended and been
 * reaped; process_has_ended() is the Condition that waits for it. */
void     watch_process_end (GSubprocess *process);
gboolean process_has_ended (gpointer     process);

/* Spins the default main context for @ms milliseconds: time for frames
 * to be drawn before a screenshot. */
void     pause_for    (guint       ms);

/* For the tests' screenshot modes: half a second for frames to settle,
 * then the whole screen into @directory/@name with imagemagick's import;
 * prints the file's path. */
void     shoot_screen (const char *directory,
                       const char *name);

G_END_DECLS
