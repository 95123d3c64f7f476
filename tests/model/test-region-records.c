/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-region-records.c: region puzzles solved, best times and the daily
 * streak, kept in (memory-backed) settings */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "queens-region-records.h"

static GSettings *
new_settings (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();

  return g_settings_new_with_backend (APPLICATION_ID, backend);
}

/* Solves count per size and difficulty; the best time is the least of
 * the unhelped ones. */
static void
test_region_records_solves (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  guint solved = 99, best = 99;

  g_assert_false (queens_region_records_lookup (settings, 8, QUEENS_REGION_MEDIUM, &solved, &best));
  g_assert_cmpuint (solved, ==, 0);
  g_assert_cmpuint (best, ==, 0);

  queens_region_records_add_solve (settings, 8, QUEENS_REGION_MEDIUM, 95, TRUE);
  g_assert_true (queens_region_records_lookup (settings, 8, QUEENS_REGION_MEDIUM, &solved, &best));
  g_assert_cmpuint (solved, ==, 1);
  g_assert_cmpuint (best, ==, 0);

  queens_region_records_add_solve (settings, 8, QUEENS_REGION_MEDIUM, 80, FALSE);
  queens_region_records_add_solve (settings, 8, QUEENS_REGION_MEDIUM, 120, FALSE);
  queens_region_records_add_solve (settings, 8, QUEENS_REGION_MEDIUM, 30, TRUE);
  queens_region_records_lookup (settings, 8, QUEENS_REGION_MEDIUM, &solved, &best);
  g_assert_cmpuint (solved, ==, 4);
  g_assert_cmpuint (best, ==, 80);

  /* Other sizes and difficulties keep their own. */
  queens_region_records_add_solve (settings, 6, QUEENS_REGION_MEDIUM, 20, FALSE);
  queens_region_records_add_solve (settings, 8, QUEENS_REGION_HARD, 300, FALSE);
  g_assert_false (queens_region_records_lookup (settings, 6, QUEENS_REGION_EASY, NULL, NULL));
  queens_region_records_lookup (settings, 6, QUEENS_REGION_MEDIUM, &solved, &best);
  g_assert_cmpuint (solved, ==, 1);
  g_assert_cmpuint (best, ==, 20);
  queens_region_records_lookup (settings, 8, QUEENS_REGION_MEDIUM, &solved, &best);
  g_assert_cmpuint (solved, ==, 4);
  g_assert_cmpuint (best, ==, 80);
}

/* Days in a row make a streak, across a month's and a year's end; a
 * day missed starts again; the same day twice counts once. */
static void
test_region_records_streak (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autofree char *leap = queens_region_day_after ("2028-02-28");
  g_autofree char *new_year = queens_region_day_after ("2026-12-31");

  g_assert_cmpstr (leap, ==, "2028-02-29");
  g_assert_cmpstr (new_year, ==, "2027-01-01");
  g_assert_null (queens_region_day_after ("2026-02-30"));
  g_assert_null (queens_region_day_after (""));

  g_assert_cmpuint (queens_region_records_get_streak (settings, "2026-12-30"), ==, 0);
  g_assert_cmpuint (queens_region_records_add_daily (settings, "2026-12-30"), ==, 1);
  g_assert_cmpuint (queens_region_records_add_daily (settings, "2026-12-30"), ==, 1);
  g_assert_cmpuint (queens_region_records_add_daily (settings, "2026-12-31"), ==, 2);
  g_assert_cmpuint (queens_region_records_add_daily (settings, "2027-01-01"), ==, 3);
  g_assert_cmpuint (queens_region_records_get_streak (settings, "2027-01-01"), ==, 3);
  /* Still alive the next day, until that day is over. */
  g_assert_cmpuint (queens_region_records_get_streak (settings, "2027-01-02"), ==, 3);
  g_assert_cmpuint (queens_region_records_get_streak (settings, "2027-01-03"), ==, 0);
  g_assert_cmpuint (queens_region_records_add_daily (settings, "2027-01-03"), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/region-records/solves", test_region_records_solves);
  g_test_add_func ("/region-records/streak", test_region_records_streak);

  return g_test_run ();
}
