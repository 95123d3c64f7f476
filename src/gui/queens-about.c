/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-about.c: the about window, filled from the metainfo
 *
 * The metainfo as installed (translations merged in) is compiled into
 * the resources, and the about window shows what it says: the name, the
 * version and notes of the latest release, the developer, the licence
 * and the links.  Libadwaita 1.5 brought AdwAboutDialog, which shows
 * inside the window and reads the metainfo itself
 * (adw_about_dialog_new_from_appdata); before it, AdwAboutWindow gets
 * the same fields from queens-metainfo.  What a metainfo does not hold
 * (the summary as the comments, the developers, the copyright, the
 * translators) is set here in both.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "queens-about.h"
#include "queens-metainfo.h"

#define QUEENS_ABOUT_METAINFO RESOURCE_BASE_PATH "/" APPLICATION_ID ".metainfo.xml"

#if !ADW_CHECK_VERSION (1, 5, 0)
/* What adw_about_dialog_new_from_appdata() takes from the metainfo. */
static GtkWidget *
queens_about_window_new_from_metainfo (const QueensMetainfo *metainfo)
{
  GtkWidget *about = adw_about_window_new ();

  /* The icon is named after the id, as the desktop entry's is. */
  g_object_set (about, "application-icon", metainfo->id != NULL ? metainfo->id : APPLICATION_ID, NULL);
  if (metainfo->name != NULL)
    g_object_set (about, "application-name", metainfo->name, NULL);
  if (metainfo->developer_name != NULL)
    g_object_set (about, "developer-name", metainfo->developer_name, NULL);
  if (metainfo->version != NULL)
    g_object_set (about, "version", metainfo->version, NULL);
  if (metainfo->version != NULL && metainfo->release_notes != NULL)
    g_object_set (about,
                  "release-notes-version", metainfo->version,
                  "release-notes", metainfo->release_notes,
                  NULL);
  if (metainfo->homepage != NULL)
    g_object_set (about, "website", metainfo->homepage, NULL);
  if (metainfo->bugtracker != NULL)
    g_object_set (about, "issue-url", metainfo->bugtracker, NULL);
  if (metainfo->help != NULL)
    g_object_set (about, "support-url", metainfo->help, NULL);
  /* The one licence Queens has, in GTK's terms. */
  if (g_strcmp0 (metainfo->project_license, "GPL-3.0-or-later") == 0)
    g_object_set (about, "license-type", GTK_LICENSE_GPL_3_0, NULL);
  else if (metainfo->project_license != NULL)
    g_object_set (about, "license-type", GTK_LICENSE_CUSTOM,
                  "license", metainfo->project_license, NULL);
  return about;
}
#endif

void
queens_about_present (GtkWindow *parent)
{
  static const char *developers[] = { "The Queens developers", NULL };
  g_autoptr(QueensMetainfo) metainfo = NULL;
  g_autoptr(GError) error = NULL;
  GObject *about;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  /* The resources are compiled in: a metainfo missing there is a broken
   * build, which the about window cannot make up for. */
  metainfo = queens_metainfo_load_resource (QUEENS_ABOUT_METAINFO, &error);
  if (metainfo == NULL)
    {
      g_critical ("The metainfo %s cannot be read: %s", QUEENS_ABOUT_METAINFO, error->message);
      return;
    }

#if ADW_CHECK_VERSION (1, 5, 0)
  /* The notes of the latest release, whichever version that is. */
  about = G_OBJECT (adw_about_dialog_new_from_appdata (QUEENS_ABOUT_METAINFO, metainfo->version));
#else
  about = G_OBJECT (queens_about_window_new_from_metainfo (metainfo));
#endif

  g_object_set (about,
                "comments", metainfo->summary != NULL ? metainfo->summary : "",
                "copyright", "© 2026 The Queens developers",
                "developers", developers,
                /* Translators: your name and e-mail address, one
                 * translator per line, shown in the about window. */
                "translator-credits", _("translator-credits"),
                NULL);

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_present (ADW_DIALOG (about), GTK_WIDGET (parent));
#else
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  gtk_window_present (GTK_WINDOW (about));
#endif
}
