/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-format.c: numbers as people read them */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <limits.h>
#include <locale.h>
#include <string.h>

#include "queens-format.h"

char *
queens_format_count (guint64 value)
{
  char digits[32];

  g_snprintf (digits, sizeof digits, "%" G_GUINT64_FORMAT, value);
  return queens_format_digits (digits);
}

char *
queens_format_digits (const char *digits)
{
  /* By hand: "%'" is not portable in GLib's printf. */
  const struct lconv *conventions = localeconv ();

  g_return_val_if_fail (digits != NULL, NULL);

  return queens_format_digits_grouped (digits, conventions->grouping,
                                       conventions->thousands_sep);
}

char *
queens_format_digits_grouped (const char *digits,
                              const char *grouping,
                              const char *separator)
{
  g_autoptr(GArray) cuts = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize length;
  gsize from_right = 0;
  guint size = 0;
  guint next_cut;
  GString *text;

  g_return_val_if_fail (digits != NULL, NULL);

  length = strlen (digits);
  if (grouping == NULL || separator == NULL || *separator == '\0')
    return g_strdup (digits);

  /* Where the separators go, counted in digits from the right: each
   * element of @grouping is the size of the next group leftwards, the
   * last one repeats, and CHAR_MAX (or any value below 1) ends the
   * grouping.  Read as signed, CHAR_MAX is -1 where char is unsigned. */
  for (;;)
    {
      if (*grouping != '\0')
        {
          int element = (signed char) *grouping++;

          if (element <= 0 || element == CHAR_MAX)
            break;
          size = (guint) element;
        }
      if (size == 0 || length - from_right <= size)
        break;
      from_right += size;
      g_array_append_val (cuts, from_right);
    }

  text = g_string_sized_new (length + cuts->len * strlen (separator));
  next_cut = cuts->len;
  for (gsize i = 0; i < length; i++)
    {
      if (next_cut > 0 && length - i == g_array_index (cuts, gsize, next_cut - 1))
        {
          g_string_append (text, separator);
          next_cut--;
        }
      g_string_append_c (text, digits[i]);
    }

  return g_string_free (text, FALSE);
}

gulong
queens_format_plural_number (guint64 value)
{
  return value > 1000000 ? (gulong) (value % 1000000 + 1000000) : (gulong) value;
}

const char *
queens_format_symmetry_name (QueensSymmetry symmetry)
{
  switch (symmetry)
    {
    case QUEENS_SYMMETRY_IDENTITY:
      return C_("symmetry", "identity");
    case QUEENS_SYMMETRY_ROTATE_90:
      return C_("symmetry", "rotate 90°");
    case QUEENS_SYMMETRY_ROTATE_180:
      return C_("symmetry", "rotate 180°");
    case QUEENS_SYMMETRY_ROTATE_270:
      return C_("symmetry", "rotate 270°");
    case QUEENS_SYMMETRY_FLIP_HORIZONTAL:
      return C_("symmetry", "mirror left-right");
    case QUEENS_SYMMETRY_FLIP_VERTICAL:
      return C_("symmetry", "mirror top-bottom");
    case QUEENS_SYMMETRY_FLIP_DIAGONAL:
      return C_("symmetry", "mirror on the main diagonal");
    case QUEENS_SYMMETRY_FLIP_ANTIDIAGONAL:
      return C_("symmetry", "mirror on the antidiagonal");
    default:
      return queens_symmetry_get_name (symmetry);
    }
}

char *
queens_format_duration (double seconds)
{
  double rounded;

  seconds = MAX (seconds, 0);
  if (seconds < 90)
    {
      rounded = seconds + 0.5;
      /* Translators: %u is a whole number of seconds, in a time said in
       * words: "45 seconds", as in "about 45 seconds left" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u second", "%u seconds",
                                           (gulong) rounded),
                              (guint) rounded);
    }
  if (seconds < 90 * 60)
    {
      rounded = seconds / 60 + 0.5;
      /* Translators: %u is a whole number of minutes, in a time said in
       * words: "2 minutes", as in "about 2 minutes left" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u minute", "%u minutes",
                                           (gulong) rounded),
                              (guint) rounded);
    }
  if (seconds < 48 * 3600)
    {
      rounded = seconds / 3600 + 0.5;
      /* Translators: %u is a whole number of hours, in a time said in words:
       * "3 hours", as in "about 3 hours left" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hour", "%u hours",
                                           (gulong) rounded),
                              (guint) rounded);
    }

  rounded = MIN (seconds / 86400 + 0.5, G_MAXUINT);
  /* Translators: %u is a whole number of days, in a time said in words:
   * "5 days", as in "about 5 days left" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u day", "%u days", (gulong) rounded),
                          (guint) rounded);
}
