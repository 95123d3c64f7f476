/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-format.c: numbers grouped as the locale does */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <limits.h>
#include <locale.h>

#include "queens-format.h"

static void
assert_formats (guint64     value,
                const char *expected)
{
  g_autofree char *text = queens_format_count (value);

  g_assert_cmpstr (text, ==, expected);
}

/* Sets LC_NUMERIC to @name for the grouping tests; build-aux/setup
 * generates every locale they use, so a missing one is a broken set-up,
 * not a reason to pass.  Returns the locale to restore. */
static char *
use_numeric_locale (const char *name)
{
  char *previous = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (setlocale (LC_NUMERIC, name) == NULL)
    g_error ("the %s locale is missing: run build-aux/setup", name);

  return previous;
}

static void
restore_numeric_locale (char *previous)
{
  g_assert_nonnull (setlocale (LC_NUMERIC, previous));
  g_free (previous);
}

/* "C" groups no digits and names no separator: plain digits. */
static void
test_format_c_locale (void)
{
  char *previous = use_numeric_locale ("C");
  g_autofree char *wide = queens_format_digits ("265252859812191058636308480000000");

  assert_formats (0, "0");
  assert_formats (7, "7");
  assert_formats (999, "999");
  assert_formats (1000, "1000");
  assert_formats (1234567, "1234567");
  assert_formats (G_MAXUINT64, "18446744073709551615");
  g_assert_cmpstr (wide, ==, "265252859812191058636308480000000");
  restore_numeric_locale (previous);
}

/* English groups by three with commas. */
static void
test_format_english (void)
{
  char *previous = use_numeric_locale ("en_US.UTF-8");

  assert_formats (0, "0");
  assert_formats (999, "999");
  assert_formats (1000, "1,000");
  assert_formats (1234567, "1,234,567");
  assert_formats (14772512, "14,772,512");
  assert_formats (G_MAXUINT64, "18,446,744,073,709,551,615");
  restore_numeric_locale (previous);
}

/* Digits past 64 bits group the same way. */
static void
test_format_digits (void)
{
  char *previous = use_numeric_locale ("en_US.UTF-8");
  g_autofree char *wide = queens_format_digits ("265252859812191058636308480000000");
  g_autofree char *short_number = queens_format_digits ("92");
  g_autofree char *empty = queens_format_digits ("");

  g_assert_cmpstr (wide, ==, "265,252,859,812,191,058,636,308,480,000,000");
  g_assert_cmpstr (short_number, ==, "92");
  g_assert_cmpstr (empty, ==, "");
  restore_numeric_locale (previous);
}

/* German groups by three with a full stop. */
static void
test_format_german (void)
{
  char *previous = use_numeric_locale ("de_DE.UTF-8");

  assert_formats (1234567, "1.234.567");
  assert_formats (14772512, "14.772.512");
  assert_formats (365596, "365.596");
  assert_formats (92, "92");
  restore_numeric_locale (previous);
}

/* Indian English: a group of three, then groups of two. */
static void
test_format_indian (void)
{
  char *previous = use_numeric_locale ("en_IN.UTF-8");
  g_autofree char *wide = queens_format_digits ("265252859812191058636308480000000");

  assert_formats (G_GUINT64_CONSTANT (2207893435808352), "2,20,78,93,43,58,08,352");
  assert_formats (1234567, "12,34,567");
  assert_formats (100000, "1,00,000");
  assert_formats (1000, "1,000");
  assert_formats (999, "999");
  g_assert_cmpstr (wide, ==, "26,52,52,85,98,12,19,10,58,63,63,08,48,00,00,000");
  restore_numeric_locale (previous);
}

static void
assert_grouped (const char *digits,
                const char *grouping,
                const char *separator,
                const char *expected)
{
  g_autofree char *text = queens_format_digits_grouped (digits, grouping, separator);

  g_assert_cmpstr (text, ==, expected);
}

/* The rules localeconv() can give, whichever locales the machine has. */
static void
test_format_rules (void)
{
  const char no_further[] = { 3, CHAR_MAX, 0 };
  const char then_two[] = { 3, 2, 0 };
  const char mixed[] = { 2, 2, 2, 3, 0 };
  const char none[] = { CHAR_MAX, 0 };

  /* The last size repeats. */
  assert_grouped ("1234567890", "\3", ",", "1,234,567,890");
  assert_grouped ("1234567890", then_two, ",", "1,23,45,67,890");
  assert_grouped ("1234567890123", mixed, ".", "1.234.567.89.01.23");
  /* CHAR_MAX: no groups past it. */
  assert_grouped ("1234567890", no_further, ",", "1234567,890");
  assert_grouped ("1234567890", none, ",", "1234567890");
  /* No rule, or no separator: plain digits. */
  assert_grouped ("1234567890", "", ",", "1234567890");
  assert_grouped ("1234567890", "\3", "", "1234567890");
  /* Groups the size of the number, or larger, need no separator. */
  assert_grouped ("123", "\3", ",", "123");
  assert_grouped ("123", "\4", ",", "123");
  /* A separator of several bytes (U+202F, as French uses). */
  assert_grouped ("1234567", "\3", "\u202f", "1\u202f234\u202f567");
}

static void
test_plural_number (void)
{
  /* Small numbers pass through; large ones keep the digits that choose
   * plural forms (the last six), above a million so "one" never matches. */
  g_assert_cmpuint (queens_format_plural_number (0), ==, 0);
  g_assert_cmpuint (queens_format_plural_number (1), ==, 1);
  g_assert_cmpuint (queens_format_plural_number (1000000), ==, 1000000);
  g_assert_cmpuint (queens_format_plural_number (14772512), ==, 1772512);
  g_assert_cmpuint (queens_format_plural_number (G_GUINT64_CONSTANT (5000000000000000001)) % 1000000, ==, 1);
  g_assert_cmpuint (queens_format_plural_number (G_GUINT64_CONSTANT (5000000000000000001)), >, 1);
}

/* Every symmetry has its own non-empty name. */
static void
test_symmetry_names (void)
{
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_nonnull (setlocale (LC_ALL, "C"));
  for (guint symmetry = 0; symmetry < QUEENS_N_SYMMETRIES; symmetry++)
    {
      const char *name = queens_format_symmetry_name (symmetry);

      g_assert_nonnull (name);
      g_assert_cmpstr (name, !=, "");
      g_assert_true (g_hash_table_add (names, (gpointer) name));
    }
  g_assert_cmpstr (queens_format_symmetry_name (QUEENS_SYMMETRY_ROTATE_90), ==, "rotate 90°");
}

static void
assert_duration (double      seconds,
                 const char *expected)
{
  g_autofree char *text = queens_format_duration (seconds);

  g_assert_cmpstr (text, ==, expected);
}

/* Each duration in its largest unit, rounded, singular where it is one. */
static void
test_durations (void)
{
  g_assert_nonnull (setlocale (LC_ALL, "C"));
  assert_duration (-3, "0 seconds");
  assert_duration (0.6, "1 second");
  assert_duration (45.2, "45 seconds");
  assert_duration (89, "89 seconds");
  assert_duration (90, "2 minutes");
  assert_duration (12 * 60 + 10, "12 minutes");
  assert_duration (89 * 60, "89 minutes");
  assert_duration (90 * 60, "2 hours");
  assert_duration (47 * 3600, "47 hours");
  assert_duration (48 * 3600, "2 days");
  assert_duration (400 * 86400, "400 days");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/count/c", test_format_c_locale);
  g_test_add_func ("/format/count/english", test_format_english);
  g_test_add_func ("/format/count/german", test_format_german);
  g_test_add_func ("/format/count/indian", test_format_indian);
  g_test_add_func ("/format/digits", test_format_digits);
  g_test_add_func ("/format/rules", test_format_rules);
  g_test_add_func ("/format/plural-number", test_plural_number);
  g_test_add_func ("/format/symmetry-names", test_symmetry_names);
  g_test_add_func ("/format/durations", test_durations);

  return g_test_run ();
}
