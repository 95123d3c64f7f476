/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* known-counts.c: reads the published solution counts once */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>

#include "known-counts.h"

static guint64 known_total[KNOWN_COUNTS_MAX_N + 1];
static guint64 known_unique[KNOWN_COUNTS_MAX_N + 1];

static void
known_counts_load (void)
{
  static gsize loaded = 0;

  if (g_once_init_enter (&loaded))
    {
      const char *path = g_getenv ("QUEENS_KNOWN_COUNTS");
      g_autofree char *contents = NULL;
      g_auto(GStrv) lines = NULL;
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        g_error ("QUEENS_KNOWN_COUNTS is not set: the tests need the known counts");
      if (!g_file_get_contents (path, &contents, NULL, &error))
        g_error ("cannot read the known counts from %s: %s", path, error->message);

      lines = g_strsplit (contents, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          guint n;
          guint64 total, unique;

          if (lines[i][0] == '#' || lines[i][0] == '\0')
            continue;
          if (sscanf (lines[i], "%u %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT,
                      &n, &total, &unique) != 3 || n == 0 || n > KNOWN_COUNTS_MAX_N)
            g_error ("bad line in %s: %s", path, lines[i]);
          known_total[n] = total;
          known_unique[n] = unique;
        }

      g_once_init_leave (&loaded, 1);
    }
}

static void
known_counts_check (guint n)
{
  known_counts_load ();
  /* N = 2 and 3 have no solutions; every other N has some. */
  if (n == 0 || n > KNOWN_COUNTS_MAX_N || (known_total[n] == 0 && n != 2 && n != 3))
    g_error ("no known count for N = %u in %s", n, g_getenv ("QUEENS_KNOWN_COUNTS"));
}

guint64
known_counts_total (guint n)
{
  known_counts_check (n);
  return known_total[n];
}

guint64
known_counts_unique (guint n)
{
  known_counts_check (n);
  return known_unique[n];
}
