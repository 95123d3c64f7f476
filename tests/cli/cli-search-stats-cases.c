/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-search-stats-cases.c: queens --search-stats N --method M, run for real
 *
 * Part of test-cli.  The placements kept per row come from a plain
 * backtracking count here, and each method's figures from the issue's
 * definitions over them, computed here in 64 bits (small N) or checked
 * against powers written out (past 64 bits).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cli-run.h"
#include "known-counts.h"
#include "cli-search-stats-cases.h"

#define SMALL_MAX_N 9u

static const char *const method_names[] = { "breadth-first", "backtracking", "permutations", "louis" };

/* ------------------------------------------------------------------ */
/* The expected figures                                                */
/* ------------------------------------------------------------------ */

static void
count_safe_placements (guint    n,
                       guint    row,
                       guint   *placed,
                       guint64 *kept)
{
  for (guint column = 0; column < n; column++)
    {
      gboolean safe = TRUE;

      for (guint other = 0; other < row && safe; other++)
        safe = placed[other] != column && placed[other] + (row - other) != column
               && column + (row - other) != placed[other];
      if (!safe)
        continue;

      kept[row + 1]++;
      placed[row] = column;
      if (row + 1 < n)
        count_safe_placements (n, row + 1, placed, kept);
    }
}

/* tried[k] and kept[k] for k = 1..n, as the issue defines them. */
static void
expected_figures (const char *method,
                  guint       n,
                  guint64    *tried,
                  guint64    *kept)
{
  guint64 levels[SMALL_MAX_N + 1] = { 1 };
  guint placed[SMALL_MAX_N] = { 0 };

  count_safe_placements (n, 0, placed, levels);
  g_assert_cmpuint (levels[n], ==, known_counts_total (n));

  kept[0] = 1;
  for (guint row = 1; row <= n; row++)
    {
      if (strcmp (method, "permutations") == 0)
        {
          tried[row] = kept[row - 1] * (n - row + 1);
          kept[row] = row < n ? tried[row] : levels[n];
        }
      else
        {
          guint64 repeats = 1;

          /* Louis evaluates queen-cols k N^(N - k) times. */
          for (guint power = row; strcmp (method, "louis") == 0 && power < n; power++)
            repeats *= n;
          tried[row] = repeats * n * levels[row - 1];
          kept[row] = repeats * levels[row];
        }
    }
}

/* ------------------------------------------------------------------ */
/* Tests                                                               */
/* ------------------------------------------------------------------ */

/* Every method, N = 1..9: N lines "k=K tried=T kept=C" and the totals. */
static void
test_search_stats_small (void)
{
  for (guint method = 0; method < G_N_ELEMENTS (method_names); method++)
    for (guint n = 1; n <= SMALL_MAX_N; n++)
      {
        g_autofree char *n_text = g_strdup_printf ("%u", n);
        g_autoptr(QueensRun) run = run_queens ("--search-stats", n_text,
                                               "--method", method_names[method]);
        g_auto(GStrv) lines = NULL;
        g_autofree char *total_line = NULL;
        guint64 tried[SMALL_MAX_N + 1] = { 0 };
        guint64 kept[SMALL_MAX_N + 1] = { 0 };
        guint64 total_tried = 0;
        guint64 total_kept = 0;

        g_assert_cmpint (run->status, ==, 0);
        g_assert_cmpstr (run->err, ==, "");
        expected_figures (method_names[method], n, tried, kept);

        lines = split_lines (run->out);
        g_assert_cmpuint (g_strv_length (lines), ==, n + 1);
        for (guint row = 1; row <= n; row++)
          {
            g_autofree char *expected = g_strdup_printf ("k=%u tried=%" G_GUINT64_FORMAT
                                                         " kept=%" G_GUINT64_FORMAT,
                                                         row, tried[row], kept[row]);

            g_assert_cmpstr (lines[row - 1], ==, expected);
            total_tried += tried[row];
            total_kept += kept[row];
          }
        total_line = g_strdup_printf ("n=%u method=%s tried=%" G_GUINT64_FORMAT
                                      " kept=%" G_GUINT64_FORMAT " solutions=%" G_GUINT64_FORMAT,
                                      n, method_names[method], total_tried, total_kept,
                                      known_counts_total (n));
        g_assert_cmpstr (lines[n], ==, total_line);
      }
}

/* The figures every textbook quotes, and Louis's tens of millions. */
static void
test_search_stats_eight (void)
{
  g_autoptr(QueensRun) backtracking = run_queens ("--search-stats", "8", "--method", "backtracking");
  g_autoptr(QueensRun) louis = run_queens ("--search-stats", "8", "--method", "louis");

  g_assert_cmpint (backtracking->status, ==, 0);
  g_assert_true (g_str_has_suffix (backtracking->out,
                                   "\nn=8 method=backtracking tried=15720 kept=2056 solutions=92\n"));
  g_assert_cmpint (louis->status, ==, 0);
  g_assert_true (g_str_has_prefix (louis->out, "k=1 tried=16777216 kept=16777216\n"));
}

/* Past 64 bits: Louis at N = 16 tries 16^16 = 2^64 squares in row 1. */
static void
test_search_stats_wide (void)
{
  g_autoptr(QueensRun) run = run_queens ("--search-stats", "16", "--method", "louis");
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run->status, ==, 0);
  lines = split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, 17);
  g_assert_cmpstr (lines[0], ==, "k=1 tried=18446744073709551616 kept=18446744073709551616");
  /* queen-cols N runs once: its placements kept are the solutions. */
  g_assert_true (g_str_has_suffix (lines[15], " kept=14772512"));
  g_assert_true (g_str_has_suffix (lines[16], " solutions=14772512"));
}

typedef struct
{
  const char *args[5];
  const char *named;  /* what the one line must say */
} BadSearchStats;

static const BadSearchStats bad_search_stats[] = {
  { { "--search-stats", "8" }, "--method M, one of breadth-first, backtracking, permutations or louis" },
  { { "--search-stats", "8", "--method", "Louis" }, "--method: \"Louis\" is not a method" },
  { { "--search-stats", "8", "--method", "" }, "\"\" is not a method" },
  { { "--search-stats", "8", "--method", "min-conflicts" }, "\"min-conflicts\"" },
  { { "--search-stats", "0", "--method", "louis" }, "--search-stats: 0 is outside 1..32" },
  { { "--search-stats", "33", "--method", "backtracking" }, "33 is outside 1..32" },
  { { "--search-stats", "eight", "--method", "backtracking" }, "\"eight\" is not a whole number" },
  { { "--search-stats", "27", "--method", "louis" }, "27 is too large for --method louis" },
  { { "--search-stats", "32", "--method", "louis" }, "N goes up to 26" },
  { { "--method", "louis" }, "--method \"louis\" works only together with --search-stats N" },
  { { "--count", "8", "--method", "louis" }, "--search-stats N" },
  { { "--search-stats", "8", "--count", "8" }, "cannot be used together" },
  { { "--search-stats", "8", "--method" }, "--method needs a value: breadth-first" },
};

static void
test_search_stats_bad_input (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_search_stats); i++)
    {
      g_autoptr(QueensRun) run = run_queensv (bad_search_stats[i].args);

      assert_failure (run, 2, bad_search_stats[i].named);
    }
}

/* A count that would take hours stops at once on Ctrl+C or SIGTERM. */
static void
test_search_stats_interrupt (void)
{
  assert_stops_on_signals ((const char * const []) { "--search-stats", "26", "--method",
                                                     "permutations", NULL },
                           "queens: search statistics interrupted\n");
}

void
test_cli_search_stats_add_tests (void)
{
  g_test_add_func ("/cli/search-stats/small", test_search_stats_small);
  g_test_add_func ("/cli/search-stats/eight", test_search_stats_eight);
  g_test_add_func ("/cli/search-stats/wide", test_search_stats_wide);
  g_test_add_func ("/cli/search-stats/bad-input", test_search_stats_bad_input);
  g_test_add_func ("/cli/search-stats/interrupt", test_search_stats_interrupt);
}
