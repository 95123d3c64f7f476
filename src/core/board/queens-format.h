/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-format.h: numbers as people read them */
#pragma once

#include <glib.h>

#include "queens-symmetry.h"

G_BEGIN_DECLS

/* @value with its digits grouped as the current locale's LC_NUMERIC
 * asks: "14,772,512" in English, "14.772.512" in German, "1,47,72,512" in
 * Indian English, and plain digits where the locale groups none, as in
 * "C". */
char   *queens_format_count           (guint64 value);
/* The same grouping for a number already in plain decimal digits (such
 * as a count past 64 bits). */
char   *queens_format_digits          (const char *digits);
/* @digits grouped by an explicit rule: @grouping and @separator as
 * localeconv() gives them (group sizes from the right, the last one
 * repeating, CHAR_MAX for no further groups).  An empty rule or separator
 * leaves the digits as they are. */
char   *queens_format_digits_grouped  (const char *digits,
                                       const char *grouping,
                                       const char *separator);

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
