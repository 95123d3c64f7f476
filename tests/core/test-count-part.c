/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-count-part.c: counting in parts, the part line and the sum
 *
 * Every split of N = 8..13 into 1 to 9 parts adds up to the published
 * counts, through the line each part is written as; and the sum refuses
 * every set of parts that would give a wrong answer.
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gio/gio.h>

#include "known-counts.h"
#include "queens-count-part.h"

static QueensCountPart
count_part (guint n,
            guint part,
            guint n_parts)
{
  g_autoptr(GError) error = NULL;
  QueensCountPart result;

  g_assert_true (queens_solver_count_part (n, part, n_parts, 2, NULL, NULL, NULL, NULL,
                                           &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result.n, ==, n);
  g_assert_cmpuint (result.part, ==, part);
  g_assert_cmpuint (result.n_parts, ==, n_parts);

  return result;
}

/* Counts every part of @n_parts, writes and reads back each line, sums. */
static void
assert_split_sums (guint n,
                   guint n_parts)
{
  g_autoptr(QueensCountSum) sum = queens_count_sum_new ();
  g_autoptr(GError) error = NULL;
  QueensCount count;
  guint summed_n = 0;
  guint64 direct_total = 0;

  /* Backwards, to show that the order of the lines does not matter. */
  for (guint part = n_parts; part >= 1; part--)
    {
      QueensCountPart counted = count_part (n, part, n_parts);
      g_autofree char *line = queens_count_part_format (&counted);
      QueensCountPart read;

      g_assert_true (g_str_has_prefix (line, "n="));
      g_assert_true (queens_count_part_parse (line, &read, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (read.total, ==, counted.total);
      g_assert_cmpuint (read.quarter_turn_fixed, ==, counted.quarter_turn_fixed);
      g_assert_cmpuint (read.half_turn_fixed, ==, counted.half_turn_fixed);
      g_assert_true (queens_count_sum_add (sum, &read, &error));
      g_assert_no_error (error);
      direct_total += counted.total;
    }

  g_assert_true (queens_count_sum_finish (sum, &summed_n, &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (summed_n, ==, n);
  g_assert_cmpuint (direct_total, ==, known_counts_total (n));
  g_assert_cmpuint (count.total, ==, known_counts_total (n));
  g_assert_cmpuint (count.unique, ==, known_counts_unique (n));
}

static void
test_every_split_sums (void)
{
  for (guint n = 8; n <= 13; n++)
    for (guint n_parts = 1; n_parts <= 9; n_parts++)
      assert_split_sums (n, n_parts);
}

/* Boards too small to split: the first part holds them, the rest are
 * empty, and N = 1's one class still comes out. */
static void
test_small_boards (void)
{
  for (guint n = 1; n <= 7; n++)
    for (guint n_parts = 1; n_parts <= 3; n_parts++)
      assert_split_sums (n, n_parts);
}

/* More parts than tasks: the extra parts are empty, the sum still right. */
static void
test_more_parts_than_tasks (void)
{
  assert_split_sums (6, 500);
}

/* The shares are dealt so that none is left without work or holds most of
 * it: at N = 12 in 4 parts each holds between a sixth and a third. */
static void
test_parts_are_balanced (void)
{
  for (guint part = 1; part <= 4; part++)
    {
      QueensCountPart counted = count_part (12, part, 4);

      g_assert_cmpuint (counted.total * 6, >=, known_counts_total (12));
      g_assert_cmpuint (counted.total * 3, <=, known_counts_total (12));
    }
}

static void
assert_line_refused (const char *line)
{
  g_autoptr(GError) error = NULL;
  QueensCountPart part;

  g_test_message ("line: %s", line);
  g_assert_false (queens_count_part_parse (line, &part, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "part"));
}

static void
test_unreadable_lines (void)
{
  const char *good = "n=8 part=1/2 solutions=40 quarter_turn_fixed=0 "
                     "half_turn_fixed=4 seconds=0.001";
  g_autoptr(GError) error = NULL;
  QueensCountPart part;

  g_assert_true (queens_count_part_parse (good, &part, &error));
  g_assert_no_error (error);
  g_assert_true (queens_count_part_parse ("n=8 part=1/2 solutions=40 quarter_turn_fixed=0 "
                                          "half_turn_fixed=4 seconds=0.001 \r", &part, &error));
  g_assert_no_error (error);

  assert_line_refused ("");
  assert_line_refused ("hello");
  assert_line_refused ("n=8 solutions=92 unique=12 seconds=0.001");
  assert_line_refused ("n=8 part=1/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4");
  assert_line_refused ("n=8 part=0/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=8 part=3/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=8 part=1/2/3 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=33 part=1/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=0 part=1/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=8 part=1/2 solutions=+40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=8 part=1/2 solutions=-40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=8 part=1/2 solutions=99999999999999999999 quarter_turn_fixed=0 "
                       "half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=8 part=1/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=x");
  assert_line_refused ("n=8 part=1/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 "
                       "seconds=0 more=1");
  assert_line_refused ("part=1/2 n=8 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
  assert_line_refused ("n=8  part=1/2 solutions=40 quarter_turn_fixed=0 half_turn_fixed=4 seconds=0");
}

static QueensCountPart
made_part (guint   n,
           guint   part,
           guint   n_parts,
           guint64 total)
{
  QueensCountPart made = { n, part, n_parts, total, 0, 0, 0.5 };

  return made;
}

static void
assert_add_refused (QueensCountSum        *sum,
                    QueensCountPart        part,
                    const char            *expected)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (queens_count_sum_add (sum, &part, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
}

static void
assert_finish_refused (QueensCountSum *sum,
                       const char     *expected)
{
  g_autoptr(GError) error = NULL;
  QueensCount count;
  guint n;

  g_assert_false (queens_count_sum_finish (sum, &n, &count, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
}

static void
test_sum_refusals (void)
{
  g_autoptr(QueensCountSum) empty = queens_count_sum_new ();
  g_autoptr(QueensCountSum) sum = queens_count_sum_new ();
  g_autoptr(QueensCountSum) huge = queens_count_sum_new ();
  g_autoptr(GError) error = NULL;
  QueensCountPart first = made_part (10, 1, 4, 100);
  QueensCountPart big = made_part (10, 1, 2, G_MAXUINT64);
  QueensCountPart more = made_part (10, 2, 2, 1);

  assert_finish_refused (empty, "no part");

  g_assert_true (queens_count_sum_add (sum, &first, &error));
  g_assert_no_error (error);
  assert_add_refused (sum, made_part (11, 2, 4, 1), "N = 11");
  assert_add_refused (sum, made_part (10, 2, 5, 1), "2/5");
  assert_add_refused (sum, made_part (10, 1, 4, 100), "1/4 is given twice");
  assert_finish_refused (sum, "parts 2, 3, 4 of 4 are missing");
  first = made_part (10, 3, 4, 1);
  g_assert_true (queens_count_sum_add (sum, &first, &error));
  first = made_part (10, 4, 4, 1);
  g_assert_true (queens_count_sum_add (sum, &first, &error));
  assert_finish_refused (sum, "part 2 of 4 is missing");

  g_assert_true (queens_count_sum_add (huge, &big, &error));
  g_assert_true (queens_count_sum_add (huge, &more, &error));
  g_assert_no_error (error);
  assert_finish_refused (huge, "64 bits");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/count-part/every-split-sums", test_every_split_sums);
  g_test_add_func ("/count-part/small-boards", test_small_boards);
  g_test_add_func ("/count-part/more-parts-than-tasks", test_more_parts_than_tasks);
  g_test_add_func ("/count-part/balanced", test_parts_are_balanced);
  g_test_add_func ("/count-part/unreadable-lines", test_unreadable_lines);
  g_test_add_func ("/count-part/sum-refusals", test_sum_refusals);

  return g_test_run ();
}
