/* queens-format.h: numbers as people read them */
#pragma once

#include <glib.h>

#include "queens-symmetry.h"

G_BEGIN_DECLS

/* @value with its digits in groups of three, separated as the current
 * locale does ("14,772,512" in English, "14.772.512" in German; a comma
 * where the locale names no separator, as in "C"). */
char   *queens_format_count           (guint64 value);
/* The same grouping for a number already in plain decimal digits (such
 * as a count past 64 bits). */
char   *queens_format_digits          (const char *digits);

/* ngettext() takes an unsigned long: this keeps the last digits of
 * @value, which choose the plural form in every language. */
gulong  queens_format_plural_number   (guint64 value);

/* A duration as people say it, rounded to its largest unit: "45
 * seconds", "12 minutes", "3 hours", "2 days". */
char   *queens_format_duration        (double  seconds);

/* The name of @symmetry in the user's language, as in "variant of
 * solution 4 by rotate 90°". */
const char *queens_format_symmetry_name (QueensSymmetry symmetry);

G_END_DECLS
