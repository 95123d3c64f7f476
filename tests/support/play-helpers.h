/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* play-helpers.h: a window in Play for the play tests, driven
 * through its actions (test-play.c and test-play-board.c) */
#pragma once

#include "queens-play-session.h"
#include "queens-window.h"
#include "window-helpers.h"

G_BEGIN_DECLS

/* A window of N = @n, shown (its search may still run). */
QueensWindow      *open_window       (guint         n);
/* A window of N = @n in Play, its search over (or stopped, for N > 16). */
QueensWindow      *open_play_window  (guint         n);
/* Lets the window's search end (or stops an endless one), so that no
 * batch of solutions arrives while a test works on the window between
 * two waits: the solve job may hand a batch over on its worker thread
 * when the main context is not being iterated. */
void               settle            (QueensWindow *window);
/* win.mode: "browse", "play" or "watch". */
void               set_mode          (QueensWindow *window,
                                      const char   *mode);
/* Activates "win.NAME" @action, which must exist. */
void               activate          (QueensWindow *window,
                                      const char   *action);
/* 0-based square, toggled through win.toggle-queen (1-based). */
void               toggle            (QueensWindow *window,
                                      guint         row,
                                      guint         column);
gboolean           action_enabled    (QueensWindow *window,
                                      const char   *name);

/* The play session (it must be there) and its board. */
QueensPlaySession *session_of        (QueensWindow *window);
QueensBoard       *board_of          (QueensWindow *window);

/* wait_for() conditions on a QueensWindow (window_is_idle() is in
 * window-helpers.h): the verdict is worked out (and a small solved
 * board ranked); no Hint or Complete runs; the play board is 6 by 6 (the
 * boards the tests paste). */
gboolean           verdict_is_known  (gpointer      window);
gboolean           session_is_idle   (gpointer      window);
gboolean           board_has_n       (gpointer      window);

G_END_DECLS
