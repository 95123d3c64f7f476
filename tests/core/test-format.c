/* test-format.c: numbers grouped as the locale does */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <locale.h>

#include "queens-format.h"

static void
assert_formats (guint64     value,
                const char *expected)
{
  g_autofree char *text = queens_format_count (value);

  g_assert_cmpstr (text, ==, expected);
}

/* "C" names no separator: a comma, as English readers expect. */
static void
test_format_c_locale (void)
{
  g_assert_nonnull (setlocale (LC_ALL, "C"));

  assert_formats (0, "0");
  assert_formats (7, "7");
  assert_formats (999, "999");
  assert_formats (1000, "1,000");
  assert_formats (14772512, "14,772,512");
  assert_formats (G_MAXUINT64, "18,446,744,073,709,551,615");
}

/* Digits past 64 bits group the same way. */
static void
test_format_digits (void)
{
  g_autofree char *wide = NULL;
  g_autofree char *short_number = NULL;

  g_assert_nonnull (setlocale (LC_ALL, "C"));
  wide = queens_format_digits ("265252859812191058636308480000000");
  short_number = queens_format_digits ("92");
  g_assert_cmpstr (wide, ==, "265,252,859,812,191,058,636,308,480,000,000");
  g_assert_cmpstr (short_number, ==, "92");
}

/* German groups with a full stop.  build-aux/setup generates the locale,
 * so its absence is a broken set-up, not a reason to pass. */
static void
test_format_german (void)
{
  const char *locale = setlocale (LC_ALL, "de_DE.UTF-8");

  if (locale == NULL)
    g_error ("the de_DE.UTF-8 locale is missing: run build-aux/setup");

  assert_formats (14772512, "14.772.512");
  assert_formats (365596, "365.596");
  assert_formats (92, "92");
  setlocale (LC_ALL, "C");
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
  g_test_add_func ("/format/count/german", test_format_german);
  g_test_add_func ("/format/digits", test_format_digits);
  g_test_add_func ("/format/plural-number", test_plural_number);
  g_test_add_func ("/format/symmetry-names", test_symmetry_names);
  g_test_add_func ("/format/durations", test_durations);

  return g_test_run ();
}
