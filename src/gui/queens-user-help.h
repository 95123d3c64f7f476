/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-user-help.h: the user help (app.help, F1), in the help viewer or
 * online */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The installed Mallard pages (help/C), as a help viewer such as Yelp
 * opens them: help:queens, or help:queens-devel for the development
 * profile (HELP_ID, from config.h). */
#define QUEENS_USER_HELP_URI        "help:" HELP_ID
/* The same pages on the project's site, for a desktop without a viewer. */
#define QUEENS_USER_HELP_ONLINE_URI "https://github.com/nqueens/queens/tree/main/help/C"

/* Opens the help in the desktop's help viewer.  Where there is none (no
 * application handles help: URIs), or it does not start, a message over
 * @parent says so and offers the online pages; without a @parent (nullable)
 * the online pages open at once. */
void queens_user_help_show (GtkWindow *parent);

G_END_DECLS
