/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-records.c: region puzzles solved, best times, the streak */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>

#include "queens-region-records.h"

static char *
stats_key (guint                  n,
           QueensRegionDifficulty difficulty)
{
  return g_strdup_printf ("%u-%s", n, queens_region_difficulty_to_string (difficulty));
}

gboolean
queens_region_records_lookup (GSettings              *settings,
                              guint                   n,
                              QueensRegionDifficulty  difficulty,
                              guint                  *out_solved,
                              guint                  *out_best)
{
  g_autoptr(GVariant) stats = NULL;
  g_autofree char *key = stats_key (n, difficulty);
  guint solved = 0, best = 0;
  gboolean found;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  stats = g_settings_get_value (settings, "region-stats");
  found = g_variant_lookup (stats, key, "(uu)", &solved, &best);
  if (out_solved != NULL)
    *out_solved = solved;
  if (out_best != NULL)
    *out_best = best;
  return found && solved > 0;
}

void
queens_region_records_add_solve (GSettings              *settings,
                                 guint                   n,
                                 QueensRegionDifficulty  difficulty,
                                 guint                   seconds,
                                 gboolean                helped)
{
  g_autoptr(GVariant) stats = NULL;
  g_autofree char *key = stats_key (n, difficulty);
  GVariantBuilder builder;
  GVariantIter iter;
  const char *other;
  guint solved = 0, best = 0, other_solved, other_best;

  g_return_if_fail (G_IS_SETTINGS (settings));

  queens_region_records_lookup (settings, n, difficulty, &solved, &best);
  solved++;
  /* A time of 0 seconds still beats none: keep at least 1. */
  if (!helped && (best == 0 || MAX (seconds, 1) < best))
    best = MAX (seconds, 1);

  stats = g_settings_get_value (settings, "region-stats");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(uu)}"));
  g_variant_iter_init (&iter, stats);
  while (g_variant_iter_next (&iter, "{&s(uu)}", &other, &other_solved, &other_best))
    if (!g_str_equal (other, key))
      g_variant_builder_add (&builder, "{s(uu)}", other, other_solved, other_best);
  g_variant_builder_add (&builder, "{s(uu)}", key, solved, best);
  g_settings_set_value (settings, "region-stats", g_variant_builder_end (&builder));
}

static GDate *
parse_day (const char *day)
{
  g_autoptr(GDate) date = g_date_new ();
  guint year, month, mday;
  char end;

  if (day == NULL || sscanf (day, "%4u-%2u-%2u%c", &year, &month, &mday, &end) != 3
      || !g_date_valid_dmy ((GDateDay) mday, (GDateMonth) month, (GDateYear) year))
    return NULL;
  g_date_set_dmy (date, (GDateDay) mday, (GDateMonth) month, (GDateYear) year);
  return g_steal_pointer (&date);
}

char *
queens_region_day_after (const char *day)
{
  g_autoptr(GDate) date = parse_day (day);
  char text[16];

  if (date == NULL)
    return NULL;
  g_date_add_days (date, 1);
  g_date_strftime (text, sizeof text, "%Y-%m-%d", date);
  return g_strdup (text);
}

/* The streak kept, with its last day and the day after that. */
static guint
read_streak (GSettings  *settings,
             char      **out_last,
             char      **out_after_last)
{
  guint streak = 0;

  g_settings_get (settings, "region-streak", "(su)", out_last, &streak);
  *out_after_last = queens_region_day_after (*out_last);
  return streak;
}

guint
queens_region_records_add_daily (GSettings  *settings,
                                 const char *day)
{
  g_autofree char *last = NULL;
  g_autofree char *after_last = NULL;
  guint streak;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);
  g_return_val_if_fail (day != NULL, 0);

  streak = read_streak (settings, &last, &after_last);
  if (g_str_equal (last, day))
    return streak;
  streak = g_strcmp0 (after_last, day) == 0 ? streak + 1 : 1;
  g_settings_set (settings, "region-streak", "(su)", day, streak);
  return streak;
}

guint
queens_region_records_get_streak (GSettings  *settings,
                                  const char *today)
{
  g_autofree char *last = NULL;
  g_autofree char *after_last = NULL;
  guint streak;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);

  streak = read_streak (settings, &last, &after_last);
  if (g_strcmp0 (last, today) == 0 || g_strcmp0 (after_last, today) == 0)
    return streak;
  return 0;
}
