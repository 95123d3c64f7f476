/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-about.c: the about window
 *
 * Libadwaita 1.6 deprecated AdwAboutWindow for AdwAboutDialog, which
 * shows inside the window.  Both have the same properties, so one list
 * of facts serves either; only the showing differs.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "queens-about.h"

#if ADW_CHECK_VERSION (1, 6, 0)
#define QUEENS_ABOUT_TYPE ADW_TYPE_ABOUT_DIALOG
#else
#define QUEENS_ABOUT_TYPE ADW_TYPE_ABOUT_WINDOW
#endif

void
queens_about_present (GtkWindow *parent)
{
  static const char *developers[] = { "The Queens developers", NULL };
  GtkWidget *about;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  /* The same facts as the metainfo: homepage and bug tracker. */
  about = g_object_new (QUEENS_ABOUT_TYPE,
                        "application-name", _("Queens"),
                        "application-icon", APPLICATION_ID,
                        "version", PACKAGE_VERSION,
                        "comments", _("Explore, solve and count the N-Queens puzzle"),
                        "developer-name", "The Queens developers",
                        "website", "https://github.com/nqueens/queens",
                        "issue-url", "https://github.com/nqueens/queens/issues",
                        "copyright", "© 2026 The Queens developers",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: your name and e-mail address, one
                         * translator per line, shown in the about window. */
                        "translator-credits", _("translator-credits"),
                        NULL);

#if ADW_CHECK_VERSION (1, 6, 0)
  adw_dialog_present (ADW_DIALOG (about), GTK_WIDGET (parent));
#else
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  gtk_window_present (GTK_WINDOW (about));
#endif
}
