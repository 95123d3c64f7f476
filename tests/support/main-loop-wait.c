/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* main-loop-wait.c: waiting on the main loop in the GTK tests */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "main-loop-wait.h"
#include "time-limit.h"

gboolean
on_wait_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
wait_for (Condition   condition,
          gpointer    data,
          const char *what)
{
  gint64 deadline = time_limit_deadline (WAIT_TIMEOUT_SECONDS);
  /* Wakes the loop, so the deadline is seen even when nothing else runs. */
  guint tick = g_timeout_add (10, on_wait_tick, NULL);

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out after %g s waiting for %s",
                 time_limit_us (WAIT_TIMEOUT_SECONDS) / (double) G_USEC_PER_SEC, what);
      g_main_context_iteration (NULL, TRUE);
    }

  g_source_remove (tick);
}

void
pause_for (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * G_TIME_SPAN_MILLISECOND;
  guint tick = g_timeout_add (10, on_wait_tick, NULL);

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
}

void
shoot_screen (const char *directory,
              const char *name)
{
  g_autofree char *path = g_build_filename (directory, name, NULL);
  g_autofree char *command = g_strdup_printf ("import -window root %s", path);
  g_autoptr(GError) error = NULL;

  pause_for (500);
  if (!g_spawn_command_line_sync (command, NULL, NULL, NULL, &error))
    g_error ("%s: %s", command, error->message);
  g_print ("%s\n", path);
}

static void
on_process_ended (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  g_object_set_data (source, "ended", GINT_TO_POINTER (TRUE));
}

void
watch_process_end (GSubprocess *process)
{
  g_subprocess_wait_async (process, NULL, on_process_ended, NULL);
}

gboolean
process_has_ended (gpointer process)
{
  return g_object_get_data (process, "ended") != NULL;
}
