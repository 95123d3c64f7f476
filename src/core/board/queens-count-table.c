/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-table.c: the known solution counts, N = 1..27 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-count-table.h"

static const struct
{
  guint64 total;
  guint64 unique;
} known_counts[QUEENS_COUNT_TABLE_MAX_N] = {
  { G_GUINT64_CONSTANT (1), G_GUINT64_CONSTANT (1) },
  { G_GUINT64_CONSTANT (0), G_GUINT64_CONSTANT (0) },
  { G_GUINT64_CONSTANT (0), G_GUINT64_CONSTANT (0) },
  { G_GUINT64_CONSTANT (2), G_GUINT64_CONSTANT (1) },
  { G_GUINT64_CONSTANT (10), G_GUINT64_CONSTANT (2) },
  { G_GUINT64_CONSTANT (4), G_GUINT64_CONSTANT (1) },
  { G_GUINT64_CONSTANT (40), G_GUINT64_CONSTANT (6) },
  { G_GUINT64_CONSTANT (92), G_GUINT64_CONSTANT (12) },
  { G_GUINT64_CONSTANT (352), G_GUINT64_CONSTANT (46) },
  { G_GUINT64_CONSTANT (724), G_GUINT64_CONSTANT (92) },
  { G_GUINT64_CONSTANT (2680), G_GUINT64_CONSTANT (341) },
  { G_GUINT64_CONSTANT (14200), G_GUINT64_CONSTANT (1787) },
  { G_GUINT64_CONSTANT (73712), G_GUINT64_CONSTANT (9233) },
  { G_GUINT64_CONSTANT (365596), G_GUINT64_CONSTANT (45752) },
  { G_GUINT64_CONSTANT (2279184), G_GUINT64_CONSTANT (285053) },
  { G_GUINT64_CONSTANT (14772512), G_GUINT64_CONSTANT (1846955) },
  { G_GUINT64_CONSTANT (95815104), G_GUINT64_CONSTANT (11977939) },
  { G_GUINT64_CONSTANT (666090624), G_GUINT64_CONSTANT (83263591) },
  { G_GUINT64_CONSTANT (4968057848), G_GUINT64_CONSTANT (621012754) },
  { G_GUINT64_CONSTANT (39029188884), G_GUINT64_CONSTANT (4878666808) },
  { G_GUINT64_CONSTANT (314666222712), G_GUINT64_CONSTANT (39333324973) },
  { G_GUINT64_CONSTANT (2691008701644), G_GUINT64_CONSTANT (336376244042) },
  { G_GUINT64_CONSTANT (24233937684440), G_GUINT64_CONSTANT (3029242658210) },
  { G_GUINT64_CONSTANT (227514171973736), G_GUINT64_CONSTANT (28439272956934) },
  { G_GUINT64_CONSTANT (2207893435808352), G_GUINT64_CONSTANT (275986683743434) },
  { G_GUINT64_CONSTANT (22317699616364044), G_GUINT64_CONSTANT (2789712466510289) },
  { G_GUINT64_CONSTANT (234907967154122528), G_GUINT64_CONSTANT (29363495934315694) },
};

gboolean
queens_count_table_lookup (guint    n,
                           guint64 *out_total,
                           guint64 *out_unique)
{
  if (n < 1 || n > QUEENS_COUNT_TABLE_MAX_N)
    return FALSE;

  if (out_total != NULL)
    *out_total = known_counts[n - 1].total;
  if (out_unique != NULL)
    *out_unique = known_counts[n - 1].unique;
  return TRUE;
}

double
queens_count_table_estimate_seconds (guint  n,
                                     guint  measured_n,
                                     double measured_seconds)
{
  guint64 total = 0, measured_total = 0;

  g_return_val_if_fail (queens_count_table_lookup (n, &total, NULL), 0.0);
  g_return_val_if_fail (queens_count_table_lookup (measured_n, &measured_total, NULL), 0.0);

  /* N = 2 and 3 have no solution to scale by: they take no time. */
  if (measured_total == 0 || total == 0)
    return total == 0 ? 0.0 : measured_seconds;

  return measured_seconds * ((double) total / (double) measured_total);
}
