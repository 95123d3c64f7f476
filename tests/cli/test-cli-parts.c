/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-cli-parts.c: --count N --part K/M and --sum through the real program
 *
 * A count split into parts and added up by --sum prints the same answer
 * as --count N, from files and from standard input; --sum refuses every
 * set of lines that is not one whole count, every figure no part can
 * hold, and lines no part line could be (too long, NUL bytes), and --part
 * every bad value, each with status 2 and one line naming the problem.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"
#include "known-counts.h"
#include "scratch-file.h"

/* "n=12 solutions=14200 unique=1787" of a count line: all but the time. */
static char *
without_seconds (const char *line)
{
  const char *seconds = strstr (line, " seconds=");

  g_assert_nonnull (seconds);
  g_assert_true (g_str_has_suffix (line, "\n"));
  return g_strndup (line, seconds - line);
}

static char *
part_line (guint n,
           guint part,
           guint n_parts)
{
  g_autofree char *n_text = g_strdup_printf ("%u", n);
  g_autofree char *part_text = g_strdup_printf ("%u/%u", part, n_parts);
  g_autofree char *prefix = g_strdup_printf ("n=%u part=%u/%u ", n, part, n_parts);
  g_autoptr(QueensRun) run = run_queens ("--count", n_text, "--part", part_text);

  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_true (g_str_has_prefix (run->out, prefix));
  g_assert_nonnull (strchr (run->out, '\n'));
  g_assert_cmpstr (strchr (run->out, '\n') + 1, ==, "");

  return g_steal_pointer (&run->out);
}

/* Writes @text to a new file in @dir; returns its path. */
static char *
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return path;
}

/* Every split of N = 11 in 1..5 parts, one file per part, adds up to the
 * line --count 11 prints, the known counts in it. */
static void
test_sum_of_files (void)
{
  g_autofree char *anchor = scratch_path ("parts");
  g_autofree char *dir = g_path_get_dirname (anchor);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QueensRun) whole = run_queens ("--count", "11");
  g_autofree char *expected = without_seconds (whole->out);
  g_autofree char *known = g_strdup_printf ("n=11 solutions=%" G_GUINT64_FORMAT
                                            " unique=%" G_GUINT64_FORMAT,
                                            known_counts_total (11), known_counts_unique (11));

  g_assert_cmpstr (expected, ==, known);

  for (guint n_parts = 1; n_parts <= 5; n_parts++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_autoptr(QueensRun) summed = NULL;
      g_autofree char *got = NULL;

      g_ptr_array_add (args, (gpointer) "--sum");
      for (guint part = 1; part <= n_parts; part++)
        {
          g_autofree char *line = part_line (11, part, n_parts);
          g_autofree char *name = g_strdup_printf ("part-%u-of-%u.txt", part, n_parts);
          char *path = write_file (dir, name, line);

          g_ptr_array_add (paths, path);
          g_ptr_array_add (args, path);
        }
      g_ptr_array_add (args, NULL);

      summed = run_queensv ((const char * const *) args->pdata);
      g_assert_cmpint (summed->status, ==, 0);
      g_assert_cmpstr (summed->err, ==, "");
      got = without_seconds (summed->out);
      g_assert_cmpstr (got, ==, expected);
    }

  for (guint i = 0; i < paths->len; i++)
    g_unlink (g_ptr_array_index (paths, i));
  remove_scratch (anchor);
}

/* Without files, --sum reads standard input; blank lines do not count. */
static void
test_sum_of_standard_input (void)
{
  g_autoptr(GSubprocessLauncher) launcher =
    new_launcher (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                  | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = build_argv ((const char * const []) { "--sum", NULL });
  g_autoptr(GSubprocess) subprocess = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = part_line (10, 1, 2);
  g_autofree char *second = part_line (10, 2, 2);
  g_autofree char *input = g_strconcat (second, "\n", first, NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = g_strdup_printf ("n=10 solutions=%" G_GUINT64_FORMAT
                                               " unique=%" G_GUINT64_FORMAT " seconds=",
                                               known_counts_total (10), known_counts_unique (10));

  subprocess = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata,
                                             &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (subprocess, input, NULL, &out, &err, &error));
  g_assert_no_error (error);
  g_assert_cmpint (get_status (subprocess), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_str_has_prefix (out, expected));
}

/* --sum FILE, expecting status 2 and a message naming @needle. */
static void
assert_sum_refused (const char *dir,
                    const char *contents,
                    const char *needle)
{
  g_autofree char *path = write_file (dir, "lines.txt", contents);
  g_autoptr(QueensRun) run = run_queens ("--sum", path);

  g_test_message ("%s", run->err);
  assert_failure (run, 2, needle);
  g_unlink (path);
}

static void
test_sum_refusals (void)
{
  g_autofree char *nowhere = scratch_path ("no-such-file.txt");
  g_autofree char *dir = g_path_get_dirname (nowhere);
  g_autofree char *a1 = part_line (9, 1, 3);
  g_autofree char *a2 = part_line (9, 2, 3);
  g_autofree char *a3 = part_line (9, 3, 3);
  g_autofree char *other_n = part_line (10, 3, 3);
  g_autofree char *other_m = part_line (9, 3, 4);
  g_autofree char *missing = g_strconcat (a1, a3, NULL);
  g_autofree char *twice = g_strconcat (a1, a2, a2, a3, NULL);
  g_autofree char *mixed_n = g_strconcat (a1, a2, other_n, NULL);
  g_autofree char *mixed_m = g_strconcat (a1, a2, other_m, NULL);
  g_autofree char *unreadable = g_strconcat (a1, a2, "n=9 part=3/3 solutions=oops\n", NULL);
  g_autofree char *whole_line = g_strconcat (a1, "n=9 solutions=352 unique=46 seconds=0.001\n",
                                             NULL);
  g_autoptr(QueensRun) no_file = NULL;

  assert_sum_refused (dir, missing, "part 2 of 3 is missing");
  assert_sum_refused (dir, twice, "line 3: part 2/3 is given twice");
  assert_sum_refused (dir, mixed_n, "line 3: a part of N = 10 among parts of N = 9");
  assert_sum_refused (dir, mixed_m, "line 3: part 3/4 among parts of 3");
  assert_sum_refused (dir, unreadable, "line 3: not a part line");
  assert_sum_refused (dir, whole_line, "line 2: not a part line");
  assert_sum_refused (dir, "\n\n", "no part lines");

  no_file = run_queens ("--sum", nowhere);
  assert_failure (no_file, 2, "cannot read");

  remove_scratch (nowhere);
}

/* @line with the value of its field @key replaced by @value. */
static char *
change_field (const char *line,
              const char *key,
              const char *value)
{
  g_autofree char *with_equals = g_strconcat (" ", key, "=", NULL);
  const char *at = strstr (line, with_equals);
  const char *end;

  g_assert_nonnull (at);
  at += strlen (with_equals);
  end = at + strcspn (at, " \n");
  return g_strdup_printf ("%.*s%s%s", (int) (at - line), line, value, end);
}

/* Figures no part can hold, and lines no reader should take whole: each
 * refused with the line and the problem. */
static void
test_sum_impossible (void)
{
  g_autofree char *nowhere = scratch_path ("lines.txt");
  g_autofree char *dir = g_path_get_dirname (nowhere);
  g_autofree char *a1 = part_line (9, 1, 3);
  g_autofree char *a2 = part_line (9, 2, 3);
  g_autofree char *a3 = part_line (9, 3, 3);
  g_autofree char *whole = part_line (12, 1, 1);
  struct
  {
    char       *third;
    const char *needle;
  } cases[] = {
    /* Once wrapped the unique count to 0. */
    { change_field (a3, "solutions", "18446744073709551615"),
      "line 3: solutions=18446744073709551615 is more than the count of N = 9, 352" },
    { change_field (a3, "seconds", "1e308"), "line 3: seconds=1e308 is not a time" },
    { change_field (a3, "seconds", "1e300"), "line 3: seconds=1e300 is not a time" },
    { change_field (a3, "seconds", "0x1p3"), "line 3: seconds=0x1p3 is not a time" },
    { change_field (a3, "seconds", "inf"), "line 3: seconds=inf is not a time" },
    { change_field (a3, "quarter_turn_fixed", "353"), "line 3: quarter_turn_fixed=353 is more "
                                                      "than the count of N = 9, 352" },
    { NULL, NULL },
  };
  g_autofree char *total = NULL;

  for (guint i = 0; cases[i].third != NULL; i++)
    {
      g_autofree char *lines = g_strconcat (a1, a2, cases[i].third, NULL);

      assert_sum_refused (dir, lines, cases[i].needle);
      g_free (cases[i].third);
    }

  /* Each part could be, but they add up to what N = 9 does not have. */
  {
    const char *at = strstr (a3, " solutions=") + strlen (" solutions=");
    guint64 solutions = g_ascii_strtoull (at, NULL, 10);
    g_autofree char *fewer = g_strdup_printf ("%" G_GUINT64_FORMAT, solutions - 1);
    g_autofree char *more = g_strdup_printf ("%" G_GUINT64_FORMAT, solutions + 1);
    g_autofree char *third = change_field (a3, "solutions", fewer);
    g_autofree char *other_third = change_field (a3, "solutions", more);
    g_autofree char *lines = g_strconcat (a1, a2, third, NULL);
    g_autofree char *other_lines = g_strconcat (a1, a2, other_third, NULL);

    assert_sum_refused (dir, lines, "the parts add up to a count that cannot be right: "
                                    "solutions=351, but the count of N = 9 is 352");
    assert_sum_refused (dir, other_lines, "solutions=353 is more than the count of N = 9");
  }

  /* More kept by a quarter turn than by a half turn: 250 classes of 0
   * solutions, once. */
  total = change_field (whole, "quarter_turn_fixed", "2000");
  assert_sum_refused (dir, total, "quarter_turn_fixed=2000 is more than half_turn_fixed=");

  /* A NUL byte hid the rest of the line. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *path = g_build_filename (dir, "nul.txt", NULL);
    g_autoptr(GString) lines = g_string_new (a1);
    g_autoptr(QueensRun) run = NULL;

    g_string_truncate (lines, lines->len - 1);
    g_string_append_len (lines, "\0 garbage\n", strlen (" garbage") + 2);
    g_string_append (lines, a2);
    g_string_append (lines, a3);
    g_assert_true (g_file_set_contents (path, lines->str, lines->len, &error));
    run = run_queens ("--sum", path);
    assert_failure (run, 2, "line 1: it holds a NUL byte");
    g_unlink (path);
  }

  /* Too long to be a part line: not read to its end. */
  {
    g_autofree char *long_line = g_strnfill (5000, '7');
    g_autofree char *lines = g_strconcat (a1, long_line, "\n", NULL);
    g_autoptr(QueensRun) zero = run_queens ("--sum", "/dev/zero");

    assert_sum_refused (dir, lines, "line 2: longer than any part line");
    assert_failure (zero, 2, "/dev/zero\", line 1: longer than any part line");
  }

  remove_scratch (nowhere);
}

static void
test_part_refusals (void)
{
  static const struct
  {
    const char *value;
    const char *needle;
  } cases[] = {
    { "x", "\"x\" is not K/M" },
    { "1", "\"1\" is not K/M" },
    { "1/", "is not K/M" },
    { "/4", "is not K/M" },
    { "+1/4", "is not K/M" },
    { "1/0", "is not K/M" },
    { "1/1000001", "M from 1 to 1000000" },
    { "0/4", "0/4 names no part" },
    { "5/4", "5/4 names no part" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QueensRun) run = run_queens ("--count", "8", "--part", cases[i].value);

      g_test_message ("--part %s: %s", cases[i].value, run->err);
      assert_failure (run, 2, cases[i].needle);
    }

  {
    g_autoptr(QueensRun) alone = run_queens ("--part", "1/2");
    g_autoptr(QueensRun) with_list = run_queens ("--list", "8", "--part", "1/2");
    g_autoptr(QueensRun) stray = run_queens ("--count", "8", "extra");

    assert_failure (alone, 2, "works only together with --count N");
    assert_failure (with_list, 2, "works only together with --count N");
    assert_failure (stray, 2, "unexpected argument \"extra\"");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-parts/sum-of-files", test_sum_of_files);
  g_test_add_func ("/cli-parts/sum-of-standard-input", test_sum_of_standard_input);
  g_test_add_func ("/cli-parts/sum-refusals", test_sum_refusals);
  g_test_add_func ("/cli-parts/sum-impossible", test_sum_impossible);
  g_test_add_func ("/cli-parts/part-refusals", test_part_refusals);

  return g_test_run ();
}
