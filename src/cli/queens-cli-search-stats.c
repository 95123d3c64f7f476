/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-search-stats.c: --search-stats N --method M
 *
 * What a textbook method tries and keeps in each row, then the totals,
 * as the window's comparison computes them (queens-search-stats.c).
 * Counting the levels walks the whole search tree, so it runs on a
 * worker thread that Ctrl+C and SIGTERM stop.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-cli-private.h"
#include "queens-search-stats.h"

typedef struct
{
  guint              n;
  QueensSearchLevels levels;
} QueensCliSearchStats;

static gboolean
queens_cli_search_stats_work (gpointer       work_data,
                              GCancellable  *cancellable,
                              GError       **error)
{
  QueensCliSearchStats *counting = work_data;

  return queens_search_levels_count (counting->n, cancellable, &counting->levels, error);
}

static void
queens_cli_report_search_stats_interrupted (gpointer report_data)
{
  queens_cli_print_error ("%s", _("search statistics interrupted"));
}

/* The method named, or a message saying which names there are. */
static gboolean
queens_cli_parse_method (const char         *method_name,
                         QueensSearchMethod *out_method)
{
  g_autofree char *shown = NULL;

  if (method_name == NULL)
    {
      queens_cli_print_error ("%s", _("--search-stats needs --method M, one of breadth-first, "
                                      "backtracking, permutations or louis"));
      return FALSE;
    }

  if (queens_search_method_from_name (method_name, out_method))
    return TRUE;

  shown = queens_cli_show_value (method_name, TRUE);
  /* Translators: %s is the value given to --method, in double quotes, as in
   * "--method: "x" is not a method: ..."; the method names are what the option
   * takes, not to be translated */
  queens_cli_print_error (_("--method: %s is not a method: the methods are breadth-first, "
                            "backtracking, permutations and louis"), shown);
  return FALSE;
}

int
queens_cli_run_search_stats (guint       n,
                             const char *method_name)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) error = NULL;
  QueensCliSearchStats counting = { .n = n };
  QueensSearchMethod method;
  QueensSearchStats stats;
  QueensCliWriter writer;
  char tried[QUEENS_WIDE_COUNT_DECIMAL_SIZE];
  char kept[QUEENS_WIDE_COUNT_DECIMAL_SIZE];
  int signal_number = 0;
  gboolean counted;

  if (!queens_cli_parse_method (method_name, &method))
    return QUEENS_EXIT_BAD_INPUT;

  /* Refused before the long count, not after it. */
  if (n > queens_search_method_get_max_n (method))
    {
      /* Translators: %u is the board size given, %s the method's name, %u the
       * largest board size the method takes, as in "--search-stats: 30 is too
       * large for --method louis: ... (N goes up to 26)".  Reorder with %1$u,
       * %2$s, %3$u if needed. */
      queens_cli_print_error (_("--search-stats: %u is too large for --method %s: its figures "
                                "would need more than 128 bits (N goes up to %u)"),
                              n, method_name, queens_search_method_get_max_n (method));
      return QUEENS_EXIT_BAD_INPUT;
    }

  g_main_context_push_thread_default (context);
  counted = queens_cli_run_interruptible (context, queens_cli_search_stats_work, &counting,
                                          queens_cli_report_search_stats_interrupted, NULL,
                                          &signal_number, &error);
  g_main_context_pop_thread_default (context);

  if (!counted && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      queens_cli_report_search_stats_interrupted (NULL);
      return queens_cli_interrupted_status (signal_number);
    }

  if (!counted || !queens_search_stats_compute (method, &counting.levels, &stats, &error))
    {
      /* Translators: %s is why the figures could not be worked out, such as
       * "cannot start a worker thread: Resource temporarily unavailable" */
      queens_cli_print_error (_("--search-stats: %s"), error->message);
      return QUEENS_EXIT_BAD_INPUT;
    }

  /* Machine-readable: no translation, no grouping. */
  queens_cli_writer_init (&writer);
  for (guint row = 1; row <= n; row++)
    queens_cli_writer_printf (&writer, "k=%u tried=%s kept=%s\n", row,
                              queens_wide_count_to_decimal (stats.tried[row], tried),
                              queens_wide_count_to_decimal (stats.kept[row], kept));
  queens_cli_writer_printf (&writer, "n=%u method=%s tried=%s kept=%s solutions=%" G_GUINT64_FORMAT "\n",
                            n, queens_search_method_get_name (method),
                            queens_wide_count_to_decimal (stats.total_tried, tried),
                            queens_wide_count_to_decimal (stats.total_kept, kept),
                            stats.solutions);
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}
