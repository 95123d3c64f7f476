/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export-clipboard.h: the board on the clipboard
 *
 * Copy Image puts exactly what the board view shows on the clipboard as
 * a QUEENS_EXPORT_DEFAULT_PIXELS square image; Copy as Text puts its text
 * form there ("1 5 8 6 3 7 2 4").  A failure says why in a message on the
 * view's window.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-board-view.h"

G_BEGIN_DECLS

/* Adds "copy-image" and "copy-text", acting on @view, to @map (the
 * window's, for win.copy-image and win.copy-text). */
void queens_export_clipboard_add_actions (QueensBoardView *view,
                                          GActionMap      *map);

G_END_DECLS
