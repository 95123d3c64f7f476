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

  /* Past the known counts each part may hold a quarter of 64 bits. */
  for (guint part = 1; part <= 5; part++)
    {
      QueensCountPart big = made_part (30, part, 5, G_MAXUINT64 / 4);

      g_assert_true (queens_count_sum_add (huge, &big, &error));
      g_assert_no_error (error);
    }
  assert_finish_refused (huge, "64 bits");
}

static void
assert_part_impossible (QueensCountPart  part,
                        const char      *expected)
{
  g_autoptr(QueensCountSum) sum = queens_count_sum_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (queens_count_part_check (&part, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("impossible: %s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
  assert_add_refused (sum, part, expected);
}

/* Figures no count can give: refused one by one, and in a sum. */
static void
test_impossible_figures (void)
{
  QueensCountPart part = made_part (12, 1, 3, 5000);
  g_autoptr(GError) error = NULL;

  g_assert_true (queens_count_part_check (&part, &error));
  g_assert_no_error (error);

  /* Once wrapped the unique count to 0. */
  assert_part_impossible (made_part (12, 1, 3, G_MAXUINT64), "more than the count of N = 12, 14200");
  assert_part_impossible (made_part (30, 1, 3, G_MAXUINT64), "the most a count of N = 30");
  part.half_turn_fixed = 14201;
  assert_part_impossible (part, "half_turn_fixed=14201 is more than the count of N = 12, 14200");
  part.half_turn_fixed = 0;
  part.quarter_turn_fixed = 14201;
  assert_part_impossible (part, "quarter_turn_fixed=14201 is more than the count of N = 12, 14200");
  part = made_part (11, 1, 3, 100);
  part.half_turn_fixed = 8;
  part.quarter_turn_fixed = 2;
  assert_part_impossible (part, "no solution of N = 11 is kept by a quarter turn");
  part = made_part (12, 1, 3, 100);
  part.seconds = 1e308;
  assert_part_impossible (part, "seconds");
}

static void
assert_whole_impossible (guint        n,
                         guint64      total,
                         guint64      quarter,
                         guint64      half,
                         const char  *expected)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (queens_count_whole_check (n, total, quarter, half, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("impossible: %s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
}

/* A whole count must be the published one where there is one, and split
 * into classes of 8, 4 and 2 past it. */
static void
test_whole_counts (void)
{
  g_autoptr(QueensCountSum) sum = queens_count_sum_new ();
  g_autoptr(GError) error = NULL;
  QueensCountPart low = made_part (10, 1, 2, 700);
  QueensCountPart rest = made_part (10, 2, 2, 20);

  /* What the counter finds passes, symmetric solutions and all. */
  for (guint n = 1; n <= 13; n++)
    {
      QueensCountPart whole = count_part (n, 1, 1);

      g_assert_true (queens_count_whole_check (n, whole.total, whole.quarter_turn_fixed,
                                               whole.half_turn_fixed, &error));
      g_assert_no_error (error);
    }

  /* N = 10 has 724 solutions, 12 kept by a half turn. */
  g_assert_true (queens_count_whole_check (10, 724, 0, 12, &error));
  g_assert_no_error (error);
  assert_whole_impossible (10, 720, 0, 12, "solutions=720, but the count of N = 10 is 724");
  assert_whole_impossible (10, 724, 0, 20, "the classes come to 93, but the fundamental count of N = 10 is 92");
  assert_whole_impossible (30, 724, 0, 725, "half_turn_fixed=725 is more than solutions=724");
  assert_whole_impossible (12, 14200, 12, 10, "quarter_turn_fixed=12 is more than half_turn_fixed=10");

  g_assert_true (queens_count_whole_check (29, 8 * 1000 + 4 * 6 + 2 * 3, 6, 30, &error));
  g_assert_no_error (error);
  assert_whole_impossible (29, 8 * 1000 + 1, 0, 0, "classes");
  assert_whole_impossible (29, 8 * 1000 + 4 * 6 + 2 * 3, 6, 29, "classes");
  assert_whole_impossible (29, 8 * 1000 + 4 * 6 + 2 * 3 + 1, 7, 31, "classes");

  /* Parts that each could be, adding up to what cannot. */
  g_assert_true (queens_count_sum_add (sum, &low, &error));
  g_assert_true (queens_count_sum_add (sum, &rest, &error));
  g_assert_no_error (error);
  assert_finish_refused (sum, "solutions=720, but the count of N = 10 is 724");
}

static void
test_parse_seconds (void)
{
  const char *good[] = { "0", "0.001", "12.5", "10000000000", "00000000001.123456789" };
  const char *bad[] = { "", ".5", "5.", "-1", "+1", "1e3", "1E3", "0x1p3", "inf", "nan",
                        "10000000000.001", "99999999999", "123456789012", "1.1234567890",
                        "1,5", " 1", "1 " };
  double seconds;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    g_assert_true (queens_count_parse_seconds (good[i], &seconds));
  g_assert_true (queens_count_parse_seconds ("12.5", &seconds));
  g_assert_cmpfloat (seconds, ==, 12.5);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("seconds=%s", bad[i]);
      g_assert_false (queens_count_parse_seconds (bad[i], &seconds));
    }
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
  g_test_add_func ("/count-part/impossible-figures", test_impossible_figures);
  g_test_add_func ("/count-part/whole-counts", test_whole_counts);
  g_test_add_func ("/count-part/parse-seconds", test_parse_seconds);

  return g_test_run ();
}
