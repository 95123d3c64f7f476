/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-toast.h: a short note that something done silently worked */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows @title (plain text, not markup) in the toast overlay @widget
 * sits in, or in the one that is the child of @widget's window (a
 * dialog's parent, for instance); nothing when there is none (tests
 * without a window). */
void queens_toast_show (GtkWidget  *widget,
                        const char *title);

/* The same for a toast made by the caller (with a button, say); takes
 * @toast, which is dropped when there is no overlay. */
void queens_toast_add  (GtkWidget  *widget,
                        gpointer    toast);

G_END_DECLS
