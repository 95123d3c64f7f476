/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* time-limit.c: how long a test waits before it calls something hung */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "time-limit.h"

double
time_limit_multiplier (void)
{
  const char *text = g_getenv ("QUEENS_TEST_TIMEOUT_MULTIPLIER");
  char *end = NULL;
  double multiplier;

  if (text == NULL)
    return 1.0;
  multiplier = g_ascii_strtod (text, &end);
  /* Not meson's 0 (no limit at all) either: a hang must still end.  The
   * cap keeps the microseconds in range. */
  if (end == text || *end != '\0' || !(multiplier > 0) || multiplier > 1e6)
    return 1.0;
  return multiplier;
}

gint64
time_limit_us (double seconds)
{
  return (gint64) (seconds * time_limit_multiplier () * G_USEC_PER_SEC);
}

gint64
time_limit_deadline (double seconds)
{
  return g_get_monotonic_time () + time_limit_us (seconds);
}

int
time_limit_ms (double seconds)
{
  return (int) MIN (time_limit_us (seconds) / 1000, G_MAXINT);
}
