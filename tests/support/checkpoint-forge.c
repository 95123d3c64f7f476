/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* checkpoint-forge.c: count checkpoints changed and resealed
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "checkpoint-forge.h"

#define CHECKSUM_KEY "sha256="

char *
checkpoint_reseal (const char *contents)
{
  const char *checksum_line = strstr (contents, CHECKSUM_KEY);
  g_autofree char *body = NULL;
  g_autofree char *checksum = NULL;

  g_assert_nonnull (checksum_line);
  body = g_strndup (contents, checksum_line - contents);
  checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, body, -1);
  return g_strconcat (body, CHECKSUM_KEY, checksum, "\n", NULL);
}

char *
checkpoint_forge (const char *contents,
                  const char *old,
                  const char *new)
{
  const char *at = strstr (contents, old);
  g_autofree char *changed = NULL;

  g_assert_nonnull (at);
  changed = g_strdup_printf ("%.*s%s%s", (int) (at - contents), contents, new,
                             at + strlen (old));
  return checkpoint_reseal (changed);
}

gboolean
checkpoint_is_whole (const char *path)
{
  g_autofree char *contents = NULL;
  g_autofree char *resealed = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL)
      || strstr (contents, CHECKSUM_KEY) == NULL)
    return FALSE;

  resealed = checkpoint_reseal (contents);
  return strcmp (resealed, contents) == 0;
}
