/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-metainfo.h: the facts of an AppStream metainfo file, in the
 * user's language */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the about window shows of the metainfo.  Translated fields (name,
 * summary, developer, release notes) are in the first of the user's
 * languages (g_get_language_names()) the file has, or untranslated.
 * Any field the file lacks is NULL. */
typedef struct
{
  char *id;
  char *name;
  char *summary;
  char *developer_name;
  char *project_license;   /* an SPDX expression */
  char *homepage;          /* <url type="homepage"> */
  char *bugtracker;        /* <url type="bugtracker"> */
  char *help;              /* <url type="help"> */
  char *version;           /* of the first <release>, the latest */
  char *release_notes;     /* its <description>, as AppStream markup */
} QueensMetainfo;

QueensMetainfo *queens_metainfo_parse         (const char  *text,
                                               gssize       length,
                                               GError     **error);
QueensMetainfo *queens_metainfo_load_resource (const char  *resource_path,
                                               GError     **error);
void            queens_metainfo_free          (QueensMetainfo *metainfo);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensMetainfo, queens_metainfo_free)

G_END_DECLS
