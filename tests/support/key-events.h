/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* key-events.h: key presses for the GTK tests */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Presses @keyval with exactly @modifiers in @window, from the main loop
 * as GTK's own events come, and delivers it as GTK does: to the
 * capture-phase handlers from the window down to the focus widget, to
 * the focus widget, to the bubble-phase handlers back up (key controllers
 * and shortcuts, the widgets' key bindings among them), and with Alt to
 * the window's mnemonics, failing the test when two widgets answer the
 * same letter.  TRUE when something took the press. */
gboolean press_key      (GtkWindow       *window,
                         guint            keyval,
                         GdkModifierType  modifiers);

/* Appends to @found the widgets of @root's tree, shown and sensitive,
 * whose mnemonic Alt+@keyval fires. */
void     find_mnemonics (GtkWidget       *root,
                         guint            keyval,
                         GPtrArray       *found);

/* Presses Escape in @window and spins the main loop until the window is
 * finalized: a window that Escape does not close fails the test. */
void     close_by_escape_and_wait (GtkWindow *window);

G_END_DECLS
