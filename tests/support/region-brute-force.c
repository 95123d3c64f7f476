/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* region-brute-force.c: row by row, every queen compared with every other */
#include "config.h"

#include <string.h>

#include "region-brute-force.h"

#define MAX_N 26

static gboolean
clashes (guint         n,
         const guint8 *regions,
         const guint8 *columns,
         guint         row,
         guint         column)
{
  guint other;

  for (other = 0; other < row; other++)
    {
      if (columns[other] == column)
        return TRUE;
      if (regions[other * n + columns[other]] == regions[row * n + column])
        return TRUE;
      if (other + 1 == row && (columns[other] + 1u == column || column + 1 == columns[other]))
        return TRUE;
    }
  return FALSE;
}

static guint
count_from_row (guint          n,
                const guint8  *regions,
                guint8        *columns,
                guint          row,
                guint          limit,
                guint          found,
                GArray        *answers)
{
  guint column;

  if (row == n)
    {
      if (answers != NULL)
        g_array_append_vals (answers, columns, n);
      return found + 1;
    }
  for (column = 0; column < n && found < limit; column++)
    {
      if (clashes (n, regions, columns, row, column))
        continue;
      columns[row] = (guint8) column;
      found = count_from_row (n, regions, columns, row + 1, limit, found, answers);
    }
  return found;
}

guint
region_brute_force_count (guint          n,
                          const guint8  *regions,
                          guint          limit,
                          GArray        *answers)
{
  guint8 columns[MAX_N];

  g_assert_cmpuint (n, <=, MAX_N);
  return count_from_row (n, regions, columns, 0, limit, 0, answers);
}

/* Marks the squares of @square's region joined to it. */
static void
flood (guint         n,
       const guint8 *regions,
       guint         square,
       gboolean     *seen)
{
  guint row = square / n, column = square % n;

  if (seen[square])
    return;
  seen[square] = TRUE;
  if (row > 0 && regions[square - n] == regions[square])
    flood (n, regions, square - n, seen);
  if (row + 1 < n && regions[square + n] == regions[square])
    flood (n, regions, square + n, seen);
  if (column > 0 && regions[square - 1] == regions[square])
    flood (n, regions, square - 1, seen);
  if (column + 1 < n && regions[square + 1] == regions[square])
    flood (n, regions, square + 1, seen);
}

gboolean
region_brute_force_connected (guint         n,
                              const guint8 *regions)
{
  gboolean seen[MAX_N * MAX_N] = { FALSE };
  gboolean flooded[MAX_N] = { FALSE };
  guint square;

  for (square = 0; square < n * n; square++)
    {
      if (seen[square])
        continue;
      /* A square not reached from the first square of its region. */
      if (flooded[regions[square]])
        return FALSE;
      flooded[regions[square]] = TRUE;
      flood (n, regions, square, seen);
    }
  return TRUE;
}

gboolean
region_brute_force_read (const char *text,
                         guint      *out_n,
                         guint8     *regions)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines), row, column;

  /* The text ends with a newline: the last piece is empty. */
  if (n < 2 || lines[n - 1][0] != '\0')
    return FALSE;
  n--;
  if (n > MAX_N)
    return FALSE;
  for (row = 0; row < n; row++)
    {
      if (strlen (lines[row]) != n)
        return FALSE;
      for (column = 0; column < n; column++)
        {
          char letter = lines[row][column];

          if (letter < 'A' || letter >= 'A' + (char) n)
            return FALSE;
          regions[row * n + column] = (guint8) (letter - 'A');
        }
    }
  *out_n = n;
  return TRUE;
}
