/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-wide-count.c: 128-bit counts add, multiply and print exactly, and
 * say so when they would overflow */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-wide-count.h"

static const QueensWideCount wide_max = { G_MAXUINT64, G_MAXUINT64 };

static void
assert_decimal (QueensWideCount value,
                const char     *expected)
{
  char buffer[QUEENS_WIDE_COUNT_DECIMAL_SIZE];

  g_assert_cmpstr (queens_wide_count_to_decimal (value, buffer), ==, expected);
}

static void
test_decimal (void)
{
  assert_decimal (queens_wide_count_from_uint64 (0), "0");
  assert_decimal (queens_wide_count_from_uint64 (7), "7");
  assert_decimal (queens_wide_count_from_uint64 (G_MAXUINT64), "18446744073709551615");
  assert_decimal ((QueensWideCount) { 1, 0 }, "18446744073709551616");
  assert_decimal (wide_max, "340282366920938463463374607431768211455");
}

static void
test_add (void)
{
  QueensWideCount sum = { 0 };

  /* The carry crosses into the high half. */
  g_assert_true (queens_wide_count_add (queens_wide_count_from_uint64 (G_MAXUINT64),
                                        queens_wide_count_from_uint64 (1), &sum));
  g_assert_cmpuint (sum.high, ==, 1);
  g_assert_cmpuint (sum.low, ==, 0);

  /* A carry into the top of the high half still fits. */
  g_assert_true (queens_wide_count_add ((QueensWideCount) { G_MAXUINT64 - 1, G_MAXUINT64 },
                                        queens_wide_count_from_uint64 (1), &sum));
  g_assert_cmpuint (sum.high, ==, G_MAXUINT64);
  g_assert_cmpuint (sum.low, ==, 0);
  g_assert_true (queens_wide_count_add (sum, queens_wide_count_from_uint64 (G_MAXUINT64), &sum));
  g_assert_cmpint (queens_wide_count_compare (sum, wide_max), ==, 0);

  /* An overflow leaves the result alone. */
  g_assert_false (queens_wide_count_add (wide_max, queens_wide_count_from_uint64 (1), &sum));
  g_assert_false (queens_wide_count_add ((QueensWideCount) { G_MAXUINT64, 0 },
                                         (QueensWideCount) { 1, 0 }, &sum));
  g_assert_cmpint (queens_wide_count_compare (sum, wide_max), ==, 0);
}

/* 30! is 265252859812191058636308480000000 (about 2^107). */
static void
test_multiply_factorial (void)
{
  QueensWideCount product = queens_wide_count_from_uint64 (1);

  for (guint64 factor = 2; factor <= 30; factor++)
    g_assert_true (queens_wide_count_multiply (product, factor, &product));

  assert_decimal (product, "265252859812191058636308480000000");
  g_assert_false (queens_wide_count_fits_uint64 (product));
  g_assert_cmpfloat_with_epsilon (queens_wide_count_to_double (product) / 2.652528598121910586e32,
                                  1.0, 1e-12);
}

static void
test_multiply_limits (void)
{
  QueensWideCount product = { 0 };

  /* (2^64 - 1)^2 = 2^128 - 2^65 + 1 fits; times two it does not. */
  g_assert_true (queens_wide_count_multiply (queens_wide_count_from_uint64 (G_MAXUINT64),
                                             G_MAXUINT64, &product));
  assert_decimal (product, "340282366920938463426481119284349108225");
  g_assert_false (queens_wide_count_multiply (product, 2, &product));
  assert_decimal (product, "340282366920938463426481119284349108225");

  g_assert_true (queens_wide_count_multiply (wide_max, 1, &product));
  g_assert_true (queens_wide_count_multiply (wide_max, 0, &product));
  assert_decimal (product, "0");
  /* 2^64 (2^64 - 2) = 2^128 - 2^65: the high half only. */
  g_assert_true (queens_wide_count_multiply ((QueensWideCount) { 1, 0 }, G_MAXUINT64 - 1, &product));
  g_assert_cmpuint (product.high, ==, G_MAXUINT64 - 1);
  g_assert_cmpuint (product.low, ==, 0);
  g_assert_false (queens_wide_count_multiply ((QueensWideCount) { G_GUINT64_CONSTANT (1) << 63, 0 },
                                              2, &product));
}

static void
test_compare (void)
{
  g_assert_cmpint (queens_wide_count_compare ((QueensWideCount) { 1, 0 },
                                              queens_wide_count_from_uint64 (G_MAXUINT64)), >, 0);
  g_assert_cmpint (queens_wide_count_compare (queens_wide_count_from_uint64 (3),
                                              queens_wide_count_from_uint64 (4)), <, 0);
  g_assert_cmpint (queens_wide_count_compare (wide_max, wide_max), ==, 0);
  g_assert_true (queens_wide_count_fits_uint64 (queens_wide_count_from_uint64 (G_MAXUINT64)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wide-count/decimal", test_decimal);
  g_test_add_func ("/wide-count/add", test_add);
  g_test_add_func ("/wide-count/multiply/factorial", test_multiply_factorial);
  g_test_add_func ("/wide-count/multiply/limits", test_multiply_limits);
  g_test_add_func ("/wide-count/compare", test_compare);

  return g_test_run ();
}
