/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-method-timing.c: measured where that takes seconds, estimated beyond */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "queens-format.h"
#include "queens-method-timing.h"

/* The calibration repeats its run until this much time has passed (or
 * this many runs), and keeps the fastest: the clock's grain and other
 * programs' interruptions only ever add time. */
#define CALIBRATION_SECONDS 0.02
#define CALIBRATION_MAX_RUNS 256u

#define SECONDS_PER_YEAR (365.25 * 86400)

/* The largest M <= @stats's N whose method tries few enough squares to
 * be timed quickly, and its figures: counted upwards, so that no board
 * larger than needed is counted. */
static gboolean
timing_choose_calibration (const QueensSearchStats  *stats,
                           GCancellable             *cancellable,
                           QueensSearchStats        *out_stats,
                           GError                  **error)
{
  QueensWideCount limit = queens_wide_count_from_uint64 (QUEENS_METHOD_TIMING_CALIBRATION_TRIES);
  QueensSearchStats chosen = *stats;

  for (guint n = 1; n <= stats->n; n++)
    {
      QueensSearchStats next = *stats;
      QueensSearchLevels levels;

      if (n < stats->n
          && (!queens_search_levels_count (n, cancellable, &levels, error)
              || !queens_search_stats_compute (stats->method, &levels, &next, error)))
        return FALSE;
      if (n > 1 && queens_wide_count_compare (next.total_tried, limit) > 0)
        break;
      chosen = next;
    }

  *out_stats = chosen;
  return TRUE;
}

gboolean
queens_method_timing_measure (const QueensSearchStats  *stats,
                              double                    limit_seconds,
                              GCancellable             *cancellable,
                              QueensMethodRunProgress   progress,
                              gpointer                  user_data,
                              QueensMethodTiming       *out_timing,
                              GError                  **error)
{
  QueensMethodTiming timing = { .method = stats->method, .n = stats->n };
  QueensSearchStats calibration;
  QueensMethodRun run;
  double seconds = 0;
  double fastest = G_MAXDOUBLE;
  guint runs = 0;
  double held_bytes;

  g_return_val_if_fail (stats != NULL, FALSE);
  g_return_val_if_fail (stats->n >= 1 && stats->n <= QUEENS_METHOD_RUN_MAX_N, FALSE);
  g_return_val_if_fail (out_timing != NULL, FALSE);

  if (!timing_choose_calibration (stats, cancellable, &calibration, error))
    return FALSE;

  do
    {
      if (!queens_method_run (stats->method, calibration.n, cancellable, NULL, NULL, &run, error))
        return FALSE;
      seconds += run.seconds;
      fastest = MIN (fastest, run.seconds);
      runs++;
    }
  while (seconds < CALIBRATION_SECONDS && runs < CALIBRATION_MAX_RUNS);

  timing.calibration_n = calibration.n;
  /* The fastest run took at least a microsecond, the clock's grain. */
  fastest = MAX (fastest, 1e-6);
  timing.seconds_per_try = fastest / (double) MAX (run.tried, 1);

  /* Small enough to have been run whole already. */
  if (calibration.n == stats->n)
    {
      timing.seconds = fastest;
      timing.solutions = run.solutions;
      *out_timing = timing;
      return TRUE;
    }

  /* A square at N is checked against, and copied with, up to N - 1
   * queens instead of M - 1. */
  timing.seconds = queens_wide_count_to_double (stats->total_tried) * timing.seconds_per_try
                   * stats->n / calibration.n;
  held_bytes = queens_wide_count_to_double (stats->most_held) * stats->n;
  timing.estimated = timing.seconds > limit_seconds || held_bytes > QUEENS_METHOD_TIMING_MAX_BYTES;
  if (!timing.estimated)
    {
      if (!queens_method_run (stats->method, stats->n, cancellable, progress, user_data, &run, error))
        return FALSE;
      timing.seconds = run.seconds;
      timing.solutions = run.solutions;
    }

  *out_timing = timing;
  return TRUE;
}

/* Short times to a tenth of their unit, longer ones as people say them. */
static char *
timing_format_seconds (double seconds)
{
  if (seconds < 0.001)
    /* Translators: %.0f is a time in microseconds, as in "450 µs" */
    return g_strdup_printf (_("%.0f µs"), seconds * 1e6);
  if (seconds < 0.01)
    /* Translators: %.1f is a time in milliseconds, to a tenth, as in "4.5
     * ms" */
    return g_strdup_printf (_("%.1f ms"), seconds * 1000);
  if (seconds < 1)
    /* Translators: %.0f is a time in milliseconds, as in "450 ms" */
    return g_strdup_printf (_("%.0f ms"), seconds * 1000);
  if (seconds < 60)
    /* Translators: %.1f is a time in seconds, to a tenth, as in "4.5 s" */
    return g_strdup_printf (_("%.1f s"), seconds);
  if (seconds < SECONDS_PER_YEAR)
    return queens_format_duration (seconds);

  /* Louis's estimates reach past any calendar: whole years, grouped, and
   * a power of ten once even those run out of digits. */
  if (seconds / SECONDS_PER_YEAR < 1e15)
    {
      guint64 years = (guint64) (seconds / SECONDS_PER_YEAR + 0.5);
      g_autofree char *digits = queens_format_count (years);

      /* Translators: %s is a whole number of years with its digits grouped, as
       * in "1,204 years" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s year", "%s years",
                                           queens_format_plural_number (years)),
                              digits);
    }
  /* Translators: %.0f is a power of ten, as in "10^17 years", a time too long
   * to write out */
  return g_strdup_printf (_("10^%.0f years"), floor (log10 (seconds / SECONDS_PER_YEAR)));
}

char *
queens_method_timing_format (const QueensMethodTiming *timing)
{
  g_autofree char *duration = NULL;

  g_return_val_if_fail (timing != NULL, NULL);

  duration = timing_format_seconds (timing->seconds);
  if (!timing->estimated)
    return g_steal_pointer (&duration);

  /* TRANSLATORS: a time the method was not run for but worked out from
   * its speed on a smaller board, as in "≈ 3 hours (estimated)". */
  return g_strdup_printf (_("≈ %s (estimated)"), duration);
}
