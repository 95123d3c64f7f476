/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-list-cases.c: queens --list N [--limit K] [--keep BOARD]
 *
 * Every listed line is checked to be a solution, the order to be
 * lexicographic and the number to be the published count; the listing
 * streams, in bounded memory, and stops quietly when its reader hangs up.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "cli-run.h"
#include "known-counts.h"
#include "cli-list-cases.h"

/* Every line a valid solution for n, in strictly increasing order. */
static guint
check_listing (GStrv lines,
               guint n)
{
  g_autofree gint32 *previous = g_new (gint32, n);
  g_autofree gint32 *columns = g_new (gint32, n);
  guint i;

  for (i = 0; lines[i] != NULL; i++)
    {
      g_assert_cmpuint (parse_board_line (lines[i], columns, n), ==, n);
      g_assert_true (is_solution (columns, n));

      if (i > 0)
        {
          guint row = 0;

          /* Numeric, not textual, order: "10" comes after "9". */
          while (row < n && columns[row] == previous[row])
            row++;
          g_assert_cmpuint (row, <, n);
          g_assert_cmpint (columns[row], >, previous[row]);
        }
      memcpy (previous, columns, n * sizeof *columns);
    }

  return i;
}

static void
test_list_eight (void)
{
  g_autoptr(QueensRun) run = run_queens ("--list", "8");
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) distinct = g_hash_table_new (g_str_hash, g_str_equal);
  guint i;

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  lines = split_lines (run->out);
  g_assert_cmpuint (check_listing (lines, 8), ==, 92);

  for (i = 0; lines[i] != NULL; i++)
    g_hash_table_add (distinct, lines[i]);
  g_assert_cmpuint (g_hash_table_size (distinct), ==, 92);
}

static void
test_list_counts (void)
{
  guint n;

  for (n = 1; n <= 10; n++)
    {
      g_autofree char *n_text = g_strdup_printf ("%u", n);
      g_autoptr(QueensRun) run = run_queens ("--list", n_text);
      g_auto(GStrv) lines = NULL;

      /* Like --solve: no solution is a negative answer, said in words. */
      if (known_counts_total (n) == 0)
        {
          g_autofree char *expected =
            g_strdup_printf ("queens: there is no solution for N = %u\n", n);

          assert_failure (run, 1, NULL);
          g_assert_cmpstr (run->err, ==, expected);
          continue;
        }

      g_assert_cmpint (run->status, ==, 0);
      g_assert_cmpstr (run->err, ==, "");
      lines = split_lines (run->out);
      g_assert_cmpuint (check_listing (lines, n), ==,
                        known_counts_total (n));
    }
}

static void
test_list_limit (void)
{
  g_autoptr(QueensRun) all = run_queens ("--list", "10");
  g_autoptr(QueensRun) first = run_queens ("--list", "10", "--limit", "5");
  g_autoptr(QueensRun) beyond = run_queens ("--limit", "1000", "--list", "8");
  g_autoptr(QueensRun) one = run_queens ("--list=12", "--limit=1");
  g_auto(GStrv) all_lines = NULL;
  g_auto(GStrv) first_lines = NULL;
  g_auto(GStrv) beyond_lines = NULL;
  g_auto(GStrv) one_lines = NULL;
  guint i;

  g_assert_cmpint (all->status, ==, 0);
  g_assert_cmpint (first->status, ==, 0);
  g_assert_cmpstr (first->err, ==, "");
  all_lines = split_lines (all->out);
  first_lines = split_lines (first->out);
  g_assert_cmpuint (check_listing (all_lines, 10), ==, 724);
  g_assert_cmpuint (g_strv_length (first_lines), ==, 5);
  for (i = 0; i < 5; i++)
    g_assert_cmpstr (first_lines[i], ==, all_lines[i]);

  /* A limit past the end changes nothing. */
  g_assert_cmpint (beyond->status, ==, 0);
  beyond_lines = split_lines (beyond->out);
  g_assert_cmpuint (check_listing (beyond_lines, 8), ==, 92);

  g_assert_cmpint (one->status, ==, 0);
  one_lines = split_lines (one->out);
  g_assert_cmpuint (check_listing (one_lines, 12), ==, 1);
  g_assert_cmpstr (one_lines[0], ==, "1 3 5 8 10 12 6 11 2 7 9 4");
}

/* Every solution of @n in lexicographic order, one line each, by plain
 * backtracking: independent of the program's solver. */
static void
append_solutions_from_row (GString *listing,
                           gint32  *columns,
                           guint    n,
                           guint    row)
{
  if (row == n)
    {
      for (guint r = 0; r < n; r++)
        g_string_append_printf (listing, "%d%c", columns[r] + 1, r + 1 < n ? ' ' : '\n');
      return;
    }

  for (guint column = 0; column < n; column++)
    {
      gboolean safe = TRUE;

      for (guint above = 0; above < row && safe; above++)
        {
          gint32 other = columns[above];

          safe = other != (gint32) column
                 && ABS (other - (gint32) column) != (gint32) (row - above);
        }
      if (!safe)
        continue;
      columns[row] = (gint32) column;
      append_solutions_from_row (listing, columns, n, row + 1);
    }
}

static void
test_list_matches_search (void)
{
  const guint n = 10;
  g_autoptr(QueensRun) run = run_queens ("--list", "10");
  g_autoptr(GString) expected = g_string_new (NULL);
  gint32 columns[10];

  append_solutions_from_row (expected, columns, n, 0);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==, expected->str);
}

/* The lines of @listing whose row @row (0-based) holds column @column:
 * the brute-force filter --keep must agree with. */
static char *
filter_listing (const char *listing,
                guint       row,
                const char *column)
{
  g_auto(GStrv) lines = g_strsplit (listing, "\n", -1);
  GString *kept = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto(GStrv) tokens = g_strsplit (lines[i], " ", -1);

      if (g_strcmp0 (tokens[row], column) == 0)
        g_string_append_printf (kept, "%s\n", lines[i]);
    }

  return g_string_free (kept, FALSE);
}

static void
test_list_keep (void)
{
  const guint n = 10;
  g_autoptr(QueensRun) run = run_queens ("--list", "10", "--keep", ". . 3 . . . . . . .");
  g_autoptr(QueensRun) limited = run_queens ("--keep", ". . 3 . . . . . . .", "--list", "10",
                                             "--limit", "4");
  g_autoptr(GString) all = g_string_new (NULL);
  g_autofree char *expected = NULL;
  g_auto(GStrv) limited_lines = NULL;
  g_auto(GStrv) expected_lines = NULL;
  gint32 columns[10];

  append_solutions_from_row (all, columns, n, 0);
  expected = filter_listing (all->str, 2, "3");
  g_assert_cmpuint (strlen (expected), >, 0);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==, expected);

  /* --limit counts the kept solutions only. */
  g_assert_cmpint (limited->status, ==, 0);
  limited_lines = split_lines (limited->out);
  expected_lines = split_lines (expected);
  g_assert_cmpuint (g_strv_length (limited_lines), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (limited_lines[i], ==, expected_lines[i]);
}

/* Kept queens that no solution has: a negative answer in words; queens
 * that attack each other or a board of another size: bad input. */
static void
test_list_keep_refused (void)
{
  g_autoptr(QueensRun) none = run_queens ("--list", "4", "--keep", "1 . . .");
  g_autoptr(QueensRun) conflict = run_queens ("--list", "8", "--keep", "1 . 3 . . . . .");
  g_autoptr(QueensRun) size = run_queens ("--list", "8", "--keep", "1 . .");
  g_autoptr(QueensRun) one_row = run_queens ("--list", "8", "--keep", "1");

  assert_failure (none, 1, NULL);
  g_assert_cmpstr (none->err, ==, "queens: no solution keeps these queens\n");

  assert_failure (conflict, 2, NULL);
  g_assert_cmpstr (conflict->err, ==,
                   "queens: --keep: the given queens conflict: "
                   "row 1, column 1 and row 3, column 3 share a diagonal\n");

  assert_failure (size, 2, NULL);
  g_assert_cmpstr (size->err, ==, "queens: --keep: the board has 3 rows, but --list asks for N = 8\n");
  assert_failure (one_row, 2, "the board has 1 row,");
}

/* Many kept queens make a large N quick: only the free rows are searched. */
static void
test_list_keep_large (void)
{
  g_autoptr(QueensRun) run = run_queens ("--list", "24", "--keep",
                                         "1 3 5 2 4 9 11 14 . . . . . . . . . . . . . . . .");
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run->status, ==, 0);
  lines = split_lines (run->out);
  g_assert_cmpuint (check_listing (lines, 24), >, 0);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_true (g_str_has_prefix (lines[i], "1 3 5 2 4 9 11 14 "));
}

/* Runs queens with @args, standard output to /dev/null unless @out asks
 * for it, and returns the child's peak resident set in KiB as wait4()
 * reports it. */
static glong
run_measuring_memory (const char * const  *args,
                      char               **out,
                      char               **err,
                      int                 *status)
{
  g_autoptr(GPtrArray) argv = build_argv (args);
  g_auto(GStrv) environment = child_environment ();
  g_autoptr(GError) error = NULL;
  struct rusage usage;
  int out_fd = -1, err_fd = -1;
  int wait_status = 0;
  GPid pid;

  g_spawn_async_with_pipes (NULL, (char **) argv->pdata, environment,
                            G_SPAWN_DO_NOT_REAP_CHILD
                            | (out == NULL ? G_SPAWN_STDOUT_TO_DEV_NULL : 0),
                            NULL, NULL, &pid, NULL, out != NULL ? &out_fd : NULL,
                            &err_fd, &error);
  g_assert_no_error (error);

  /* The output asked for here is small, so reading one pipe after the
   * other cannot block the child. */
  if (out != NULL)
    *out = read_to_end (out_fd);
  *err = read_to_end (err_fd);

  while (wait4 (pid, &wait_status, 0, &usage) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_spawn_close_pid (pid);

  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return usage.ru_maxrss;
}

/* The listing streams: neither the first line of N = 16 nor all of its
 * 14,772,512 lines may cost memory that grows with the answer (the old
 * collect-then-sort path took over 100 MiB for either).  The bound grows
 * with what the same binary takes to print one small solution, because a
 * sanitizer multiplies both: about 44 MiB in a plain build. */
#define LIST_EXTRA_MEMORY_KIB (16 * 1024)

static void
test_list_bounded_memory (void)
{
  g_autofree char *base_out = NULL, *base_err = NULL;
  g_autofree char *first_out = NULL, *first_err = NULL;
  g_autofree char *all_err = NULL;
  g_auto(GStrv) first_lines = NULL;
  glong base_kib, first_kib, all_kib;
  int status;

  base_kib = run_measuring_memory ((const char * const []) { "--solve", "8", NULL },
                                   &base_out, &base_err, &status);
  g_assert_cmpint (status, ==, 0);

  first_kib = run_measuring_memory ((const char * const []) { "--list", "16", "--limit", "1", NULL },
                                    &first_out, &first_err, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (first_err, ==, "");
  first_lines = split_lines (first_out);
  g_assert_cmpuint (check_listing (first_lines, 16), ==, 1);

  all_kib = run_measuring_memory ((const char * const []) { "--list", "16", NULL },
                                  NULL, &all_err, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (all_err, ==, "");

  g_test_message ("peak memory: %ld KiB for --solve 8, %ld KiB for --list 16 --limit 1, "
                  "%ld KiB for --list 16", base_kib, first_kib, all_kib);
  g_assert_cmpint (first_kib, <, 2 * base_kib + LIST_EXTRA_MEMORY_KIB);
  g_assert_cmpint (all_kib, <, 2 * base_kib + LIST_EXTRA_MEMORY_KIB);
}

static void
test_list_closed_pipe (void)
{
  g_autoptr(GSubprocess) subprocess = spawn_queens ((const char * const []) { "--list", "16", NULL });
  g_autoptr(QueensRun) run = NULL;
  g_autofree char *buffer = NULL;
  char *first_line_end;
  gint32 columns[16];

  /* Read a little of a listing far longer than any pipe buffer, then
   * hang up: the child must stop quietly. */
  buffer = read_then_hang_up (subprocess, 4096);
  first_line_end = strchr (buffer, '\n');
  g_assert_nonnull (first_line_end);
  *first_line_end = '\0';
  g_assert_cmpuint (parse_board_line (buffer, columns, 16), ==, 16);
  g_assert_true (is_solution (columns, 16));

  run = finish_after_hang_up (subprocess);
  g_assert_cmpint (run->term_signal, ==, 0);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
}

void
test_cli_list_add_tests (void)
{
  g_test_add_func ("/cli/list/eight", test_list_eight);
  g_test_add_func ("/cli/list/counts", test_list_counts);
  g_test_add_func ("/cli/list/limit", test_list_limit);
  g_test_add_func ("/cli/list/closed-pipe", test_list_closed_pipe);
  g_test_add_func ("/cli/list/matches-search", test_list_matches_search);
  g_test_add_func ("/cli/list/keep", test_list_keep);
  g_test_add_func ("/cli/list/keep-refused", test_list_keep_refused);
  g_test_add_func ("/cli/list/keep-large", test_list_keep_large);
  g_test_add_func ("/cli/list/bounded-memory", test_list_bounded_memory);
}
