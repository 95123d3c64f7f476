/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-part.c: part lines and their sum
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "queens-count-part.h"
#include "queens-count-table.h"

/* The keys of a part line, in the order they come. */
enum
{
  FIELD_N,
  FIELD_PART,
  FIELD_SOLUTIONS,
  FIELD_QUARTER_TURN,
  FIELD_HALF_TURN,
  FIELD_SECONDS,
  N_FIELDS
};

static const char *const field_keys[N_FIELDS] = {
  "n", "part", "solutions", "quarter_turn_fixed", "half_turn_fixed", "seconds",
};

struct _QueensCountSum
{
  guint    n;
  guint    n_parts;       /* 0 until the first part */
  guint8  *seen;          /* one flag per part */
  guint    n_seen;
  guint64  total;
  guint64  quarter_turn_fixed;
  guint64  half_turn_fixed;
  double   seconds;
  gboolean overflow;
};

char *
queens_count_part_format (const QueensCountPart *part)
{
  char seconds[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (part != NULL, NULL);

  g_ascii_formatd (seconds, sizeof seconds, "%.3f", part->seconds);
  return g_strdup_printf ("n=%u part=%u/%u solutions=%" G_GUINT64_FORMAT
                          " quarter_turn_fixed=%" G_GUINT64_FORMAT
                          " half_turn_fixed=%" G_GUINT64_FORMAT " seconds=%s",
                          part->n, part->part, part->n_parts, part->total,
                          part->quarter_turn_fixed, part->half_turn_fixed, seconds);
}

static gboolean
parse_unsigned (const char *text,
                guint64     maximum,
                guint64    *out_value)
{
  /* Digits only: g_ascii_string_to_unsigned() alone would take a sign. */
  if (text[0] < '0' || text[0] > '9')
    return FALSE;

  return g_ascii_string_to_unsigned (text, 10, 0, maximum, out_value, NULL);
}

/* FALSE, setting @error only for a problem more precise than "not a
 * part line". */
static gboolean
parse_fields (char            **tokens,
              QueensCountPart  *part,
              GError          **error)
{
  guint64 values[N_FIELDS] = { 0 };
  guint64 n_parts = 0;

  if (g_strv_length (tokens) != N_FIELDS)
    return FALSE;

  for (guint field = 0; field < N_FIELDS; field++)
    {
      const char *value;
      gsize key_length = strlen (field_keys[field]);

      if (strncmp (tokens[field], field_keys[field], key_length) != 0
          || tokens[field][key_length] != '=')
        return FALSE;
      value = tokens[field] + key_length + 1;

      switch (field)
        {
        case FIELD_PART:
          {
            g_auto(GStrv) halves = g_strsplit (value, "/", -1);

            if (g_strv_length (halves) != 2
                || !parse_unsigned (halves[0], QUEENS_COUNT_MAX_PARTS, &values[field])
                || !parse_unsigned (halves[1], QUEENS_COUNT_MAX_PARTS, &n_parts)
                || values[field] < 1 || values[field] > n_parts)
              return FALSE;
          }
          break;

        case FIELD_SECONDS:
          if (!queens_count_parse_seconds (value, &part->seconds))
            {
              g_autofree char *limit = g_strdup_printf ("%.0f", QUEENS_COUNT_MAX_SECONDS);

              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           /* Translators: "seconds=" is a field of a part line
                            * that queens --count N --part K/M prints, not to be
                            * translated; %s is its value as read, %s the
                            * largest time it may hold, in seconds, as in
                            * "seconds=x is not a time as ... writes it: digits,
                            * a point and digits, at most 10000000000".  Reorder
                            * with %1$s, %2$s if needed. */
                           _("seconds=%s is not a time as queens --count N --part K/M writes it: "
                             "digits, a point and digits, at most %s"),
                           value, limit);
              return FALSE;
            }
          break;

        case FIELD_N:
          if (!parse_unsigned (value, QUEENS_SOLVER_MAX_COUNT_N, &values[field])
              || values[field] < 1)
            return FALSE;
          break;

        default:
          if (!parse_unsigned (value, G_MAXUINT64, &values[field]))
            return FALSE;
          break;
        }
    }

  part->n = (guint) values[FIELD_N];
  part->part = (guint) values[FIELD_PART];
  part->n_parts = (guint) n_parts;
  part->total = values[FIELD_SOLUTIONS];
  part->quarter_turn_fixed = values[FIELD_QUARTER_TURN];
  part->half_turn_fixed = values[FIELD_HALF_TURN];

  return TRUE;
}

gboolean
queens_count_part_parse (const char       *line,
                         QueensCountPart  *out_part,
                         GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *trimmed = NULL;
  g_auto(GStrv) tokens = NULL;

  g_return_val_if_fail (line != NULL, FALSE);
  g_return_val_if_fail (out_part != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out_part, 0, sizeof *out_part);
  trimmed = g_strchomp (g_strdup (line));
  tokens = g_strsplit (trimmed, " ", -1);

  if (!parse_fields (tokens, out_part, &local_error))
    {
      memset (out_part, 0, sizeof *out_part);
      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("not a part line: expected \"n=N part=K/M solutions=… "
                             "quarter_turn_fixed=… half_turn_fixed=… seconds=…\" "
                             "as queens --count N --part K/M prints it"));
      return FALSE;
    }

  return TRUE;
}

guint64
queens_count_unique (guint   n,
                     guint64 total,
                     guint64 quarter_turn_fixed,
                     guint64 half_turn_fixed)
{
  /* The one queen of N = 1 is kept by all eight symmetries, reflections
   * too; no solution of a larger board is kept by a reflection. */
  if (n <= 1)
    return total;

  return (total + 2 * quarter_turn_fixed + half_turn_fixed) / 8;
}

gboolean
queens_count_parse_seconds (const char *text,
                            double     *out_seconds)
{
  gsize whole = strspn (text, "0123456789");
  const char *rest = text + whole;
  double seconds;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out_seconds != NULL, FALSE);

  /* Eleven digits reach past the limit; nine after the point are more
   * than any clock gives. */
  if (whole == 0 || whole > 11)
    return FALSE;
  if (*rest == '.')
    {
      gsize fraction = strspn (rest + 1, "0123456789");

      if (fraction == 0 || fraction > 9)
        return FALSE;
      rest += 1 + fraction;
    }
  if (*rest != '\0')
    return FALSE;

  seconds = g_ascii_strtod (text, NULL);
  if (seconds > QUEENS_COUNT_MAX_SECONDS)
    return FALSE;

  *out_seconds = seconds;
  return TRUE;
}

static char *
format_figure (guint64 value)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, value);
}

gboolean
queens_count_part_check (const QueensCountPart  *part,
                         GError                **error)
{
  const struct { const char *key; guint64 value; } figures[] = {
    { "solutions", part->total },
    { "quarter_turn_fixed", part->quarter_turn_fixed },
    { "half_turn_fixed", part->half_turn_fixed },
  };
  g_autofree char *quarter = NULL;
  guint64 known_total = 0;
  guint64 known_unique = 0;
  guint64 most;
  gboolean known;

  g_return_val_if_fail (part != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  quarter = format_figure (part->quarter_turn_fixed);

  if (part->quarter_turn_fixed > 0 && part->n % 4 != 0 && part->n % 4 != 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: "quarter_turn_fixed=" is a field of a part
                    * line that queens --count N --part K/M prints, not to be
                    * translated; %s is its value, %u the board size, as in
                    * "quarter_turn_fixed=2, but no solution of N = 6 is kept by
                    * a quarter turn (...)".  Reorder with %1$s, %2$u if
                    * needed. */
                   _("quarter_turn_fixed=%s, but no solution of N = %u is kept by a quarter "
                     "turn (only N = 4k and 4k + 1 have such solutions)"),
                   quarter, part->n);
      return FALSE;
    }

  /* Past the known counts, the limit keeps solutions + 2 × quarter +
   * half, which the classes are worked out from, within 64 bits.  The
   * symmetric solutions are counted by tasks of their own, so a part may
   * hold more of them than solutions. */
  known = queens_count_table_lookup (part->n, &known_total, &known_unique);
  most = known ? known_total : G_MAXUINT64 / 4;
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    if (figures[i].value > most)
      {
        g_autofree char *shown = format_figure (figures[i].value);
        g_autofree char *shown_most = format_figure (most);

        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     /* Translators: "%s=%s" is a field of a part line that
                      * queens --count N --part K/M prints and its value, such
                      * as "solutions=93" (not to be translated), %u the board
                      * size and the last %s the count of solutions that board
                      * has, as in "solutions=93 is more than the count of N =
                      * 8, 92".  Reorder with %1$s=%2$s, %3$u, %4$s if
                      * needed. */
                     known ? _("%s=%s is more than the count of N = %u, %s")
                           /* Translators: "%s=%s" is a field of a part line
                            * that queens --count N --part K/M prints and its
                            * value, such as "solutions=5000000000000000000"
                            * (not to be translated), %u the board size and the
                            * last %s the most a count can hold, as in
                            * "solutions=5000000000000000000 is more than the
                            * most a count of N = 40 can hold here,
                            * 4611686018427387903".  Reorder with %1$s=%2$s,
                            * %3$u, %4$s if needed. */
                           : _("%s=%s is more than the most a count of N = %u can hold "
                               "here, %s"),
                     figures[i].key, shown, part->n, shown_most);
        return FALSE;
      }

  if (!(part->seconds >= 0 && part->seconds <= QUEENS_COUNT_MAX_SECONDS))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("the seconds are not a time a count can take"));
      return FALSE;
    }

  return TRUE;
}

gboolean
queens_count_whole_check (guint    n,
                          guint64  total,
                          guint64  quarter_turn_fixed,
                          guint64  half_turn_fixed,
                          GError **error)
{
  QueensCountPart whole = {
    .n = n, .part = 1, .n_parts = 1, .total = total,
    .quarter_turn_fixed = quarter_turn_fixed, .half_turn_fixed = half_turn_fixed,
  };
  g_autofree char *total_shown = format_figure (total);
  g_autofree char *quarter = format_figure (quarter_turn_fixed);
  g_autofree char *half = format_figure (half_turn_fixed);
  guint64 known_total = 0;
  guint64 known_unique = 0;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!queens_count_part_check (&whole, error))
    return FALSE;

  if (quarter_turn_fixed > half_turn_fixed)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: "quarter_turn_fixed=" and "half_turn_fixed="
                    * are fields of the part lines that queens --count N --part
                    * K/M prints, not to be translated, each %s the value of
                    * one, as in "quarter_turn_fixed=8 is more than
                    * half_turn_fixed=6, but ...".  Reorder with %1$s, %2$s if
                    * needed. */
                   _("quarter_turn_fixed=%s is more than half_turn_fixed=%s, but every "
                     "solution a quarter turn keeps, a half turn keeps too"),
                   quarter, half);
      return FALSE;
    }

  if (half_turn_fixed > total)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: "half_turn_fixed=" and "solutions=" are
                    * fields of the part lines that queens --count N --part K/M
                    * prints, not to be translated, each %s the value of one, as
                    * in "half_turn_fixed=100 is more than solutions=92".
                    * Reorder with %1$s, %2$s if needed. */
                   _("half_turn_fixed=%s is more than solutions=%s"), half, total_shown);
      return FALSE;
    }

  if (queens_count_table_lookup (n, &known_total, &known_unique))
    {
      guint64 unique = queens_count_unique (n, total, quarter_turn_fixed, half_turn_fixed);
      g_autofree char *got = format_figure (total == known_total ? unique : total);
      g_autofree char *expected = format_figure (total == known_total ? known_unique
                                                                      : known_total);

      if (total != known_total)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: "solutions=" is a field of the part lines
                        * that queens --count N --part K/M prints, not to be
                        * translated; %s is the count read, %u the board size,
                        * %s the known count, as in "solutions=93, but the count
                        * of N = 8 is 92 (OEIS A000170)".  Reorder with %1$s,
                        * %2$u, %3$s if needed. */
                       _("solutions=%s, but the count of N = %u is %s (OEIS A000170)"),
                       got, n, expected);
          return FALSE;
        }
      if (unique != known_unique)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s is how many fundamental solutions
                        * (classes of solutions turned or mirrored into each
                        * other) the figures make, %u the board size, %s the
                        * known count of fundamental solutions, as in "the
                        * classes come to 11, but the fundamental count of N = 8
                        * is 12 (OEIS A002562)".  Reorder with %1$s, %2$u, %3$s
                        * if needed. */
                       _("the classes come to %s, but the fundamental count of N = %u is %s "
                         "(OEIS A002562)"),
                       got, n, expected);
          return FALSE;
        }
      return TRUE;
    }

  /* Solutions come in classes of 8, of 4 (kept by a half turn) and of 2
   * (kept by a quarter turn). */
  if ((total - half_turn_fixed) % 8 != 0 || (half_turn_fixed - quarter_turn_fixed) % 4 != 0
      || quarter_turn_fixed % 2 != 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("the figures do not split into classes of symmetric solutions, "
                             "as every whole count does"));
      return FALSE;
    }

  return TRUE;
}

QueensCountSum *
queens_count_sum_new (void)
{
  return g_new0 (QueensCountSum, 1);
}

void
queens_count_sum_free (QueensCountSum *sum)
{
  if (sum == NULL)
    return;

  g_free (sum->seen);
  g_free (sum);
}

gboolean
queens_count_sum_add (QueensCountSum         *sum,
                      const QueensCountPart  *part,
                      GError                **error)
{
  g_return_val_if_fail (sum != NULL, FALSE);
  g_return_val_if_fail (part != NULL, FALSE);
  g_return_val_if_fail (part->n_parts >= 1 && part->n_parts <= QUEENS_COUNT_MAX_PARTS, FALSE);
  g_return_val_if_fail (part->part >= 1 && part->part <= part->n_parts, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!queens_count_part_check (part, error))
    return FALSE;

  if (sum->n_parts == 0)
    {
      sum->n = part->n;
      sum->n_parts = part->n_parts;
      sum->seen = g_new0 (guint8, part->n_parts);
    }

  if (part->n != sum->n)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: the first %u is the board size of a part
                    * line, the second the board size of the lines before it, as
                    * in "a part of N = 9 among parts of N = 8: add up the parts
                    * of one count".  Reorder with %1$u, %2$u if needed. */
                   _("a part of N = %u among parts of N = %u: add up the parts of one count"),
                   part->n, sum->n);
      return FALSE;
    }

  if (part->n_parts != sum->n_parts)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %u/%u is a part line's part and how many
                    * parts its count was split into, the last %u how many parts
                    * the lines before it had, as in "part 1/3 among parts of 2:
                    * add up the parts of one split".  Reorder with %1$u/%2$u,
                    * %3$u if needed. */
                   _("part %u/%u among parts of %u: add up the parts of one split"),
                   part->part, part->n_parts, sum->n_parts);
      return FALSE;
    }

  if (sum->seen[part->part - 1])
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %u/%u is part K of M equal parts of a count,
                    * as in "part 1/2 is given twice".  Reorder with %1$u/%2$u
                    * if needed. */
                   _("part %u/%u is given twice"), part->part, part->n_parts);
      return FALSE;
    }

  sum->seen[part->part - 1] = TRUE;
  sum->n_seen++;
  if (__builtin_add_overflow (sum->total, part->total, &sum->total)
      || __builtin_add_overflow (sum->quarter_turn_fixed, part->quarter_turn_fixed,
                                 &sum->quarter_turn_fixed)
      || __builtin_add_overflow (sum->half_turn_fixed, part->half_turn_fixed,
                                 &sum->half_turn_fixed))
    sum->overflow = TRUE;
  sum->seconds += part->seconds;

  return TRUE;
}

/* "2, 5, 7" for the first few parts not given, "…" after them. */
static char *
list_missing_parts (const QueensCountSum *sum)
{
  g_autoptr(GString) list = g_string_new (NULL);
  guint listed = 0;

  for (guint part = 0; part < sum->n_parts; part++)
    {
      if (sum->seen[part])
        continue;
      if (listed == 10)
        {
          g_string_append (list, ", …");
          break;
        }
      if (listed > 0)
        g_string_append (list, ", ");
      g_string_append_printf (list, "%u", part + 1);
      listed++;
    }

  return g_string_free (g_steal_pointer (&list), FALSE);
}

gboolean
queens_count_sum_finish (QueensCountSum  *sum,
                         guint           *out_n,
                         QueensCount     *out_count,
                         GError         **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (sum != NULL, FALSE);
  g_return_val_if_fail (out_n != NULL, FALSE);
  g_return_val_if_fail (out_count != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *out_n = 0;
  memset (out_count, 0, sizeof *out_count);

  if (sum->n_parts == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("no part lines to add up"));
      return FALSE;
    }

  if (sum->n_seen < sum->n_parts)
    {
      guint n_missing = sum->n_parts - sum->n_seen;
      g_autofree char *missing = list_missing_parts (sum);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s lists part numbers, "2, 5"; %u is how many
                    * parts the count was split into: "parts 2, 5 of 8 are
                    * missing".  Reorder with %1$s, %2$u if needed. */
                   g_dngettext (GETTEXT_PACKAGE, "part %s of %u is missing",
                                "parts %s of %u are missing", n_missing),
                   missing, sum->n_parts);
      return FALSE;
    }

  if (sum->overflow)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %u is the board size, as in "the parts of N =
                    * 40 add up to more than 64 bits hold" */
                   _("the parts of N = %u add up to more than 64 bits hold"), sum->n);
      return FALSE;
    }

  if (!queens_count_whole_check (sum->n, sum->total, sum->quarter_turn_fixed,
                                 sum->half_turn_fixed, &local_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is what is wrong with the count, as in
                    * "the parts add up to a count that cannot be right:
                    * solutions=93, but the count of N = 8 is 92 (OEIS
                    * A000170)" */
                   _("the parts add up to a count that cannot be right: %s"),
                   local_error->message);
      return FALSE;
    }

  *out_n = sum->n;
  out_count->total = sum->total;
  out_count->unique = queens_count_unique (sum->n, sum->total, sum->quarter_turn_fixed,
                                           sum->half_turn_fixed);
  out_count->seconds = sum->seconds;

  return TRUE;
}
