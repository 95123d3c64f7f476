/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-status-bar.h: the lines under the board that say what it shows */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_STATUS_BAR (queens_status_bar_get_type ())
G_DECLARE_FINAL_TYPE (QueensStatusBar, queens_status_bar, QUEENS, STATUS_BAR, GtkWidget)

/* The first line; @solved colours it as good news. */
void        queens_status_bar_set_status      (QueensStatusBar *self,
                                               const char      *text,
                                               gboolean         solved);
/* The dim second line (symmetry, play's verdict); NULL empties it. */
void        queens_status_bar_set_detail      (QueensStatusBar *self,
                                               const char      *text);
/* The gallery's range on screen, standing in for the detail while it is
 * set; NULL gives the detail back. */
void        queens_status_bar_set_range       (QueensStatusBar *self,
                                               const char      *text);
/* The two lines at the bottom (progress, refusals, explanations), in the
 * first line's style; NULL empties them. */
void        queens_status_bar_set_note        (QueensStatusBar *self,
                                               const char      *text);
/* A fraction in 0..1 shows the progress bar and the Stop button; a
 * negative one hides both. */
void        queens_status_bar_set_progress    (QueensStatusBar *self,
                                               double           fraction);

const char *queens_status_bar_get_status      (QueensStatusBar *self);
const char *queens_status_bar_get_detail      (QueensStatusBar *self);
const char *queens_status_bar_get_range       (QueensStatusBar *self);
const char *queens_status_bar_get_note        (QueensStatusBar *self);

G_END_DECLS
