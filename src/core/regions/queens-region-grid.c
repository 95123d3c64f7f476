/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-grid.c: the grid of a region puzzle and its letters */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "queens-region-grid.h"

struct _QueensRegionGrid
{
  GObject  parent_instance;

  guint    n;
  guint8   regions[QUEENS_REGION_MAX_N * QUEENS_REGION_MAX_N];
  /* Per region and row: the region's columns in that row. */
  guint32  row_masks[QUEENS_REGION_MAX_N][QUEENS_REGION_MAX_N];
};

G_DEFINE_FINAL_TYPE (QueensRegionGrid, queens_region_grid, G_TYPE_OBJECT)
G_DEFINE_QUARK (queens-region-error-quark, queens_region_error)

static void
queens_region_grid_class_init (QueensRegionGridClass *klass)
{
}

static void
queens_region_grid_init (QueensRegionGrid *self)
{
}

char
queens_region_letter (guint region)
{
  g_return_val_if_fail (region < QUEENS_REGION_MAX_N, '?');
  return (char) ('A' + region);
}

/* Every region number below @n and each of 0 .. n - 1 used; otherwise
 * the first one missing or out of range in @out_region. */
static gboolean
regions_are_complete (guint          n,
                      const guint8  *regions,
                      guint         *out_region)
{
  guint32 seen = 0;
  guint i;

  for (i = 0; i < n * n; i++)
    {
      if (regions[i] >= n)
        {
          *out_region = regions[i];
          return FALSE;
        }
      seen |= 1u << regions[i];
    }
  for (i = 0; i < n; i++)
    if (!(seen & (1u << i)))
      {
        *out_region = i;
        return FALSE;
      }
  return TRUE;
}

QueensRegionGrid *
queens_region_grid_new (guint          n,
                        const guint8  *regions,
                        GError       **error)
{
  QueensRegionGrid *self;
  guint region, row, column;

  g_return_val_if_fail (regions != NULL || n == 0, NULL);

  if (n == 0)
    {
      g_set_error_literal (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_EMPTY,
                           _("The grid has no squares"));
      return NULL;
    }
  if (n > QUEENS_REGION_MAX_N)
    {
      g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_TOO_LARGE,
                   /* Translators: %u is the largest size (rows, and columns)
                    * of a grid, as in "A grid has a size of at most 26, one
                    * letter for each region" */
                   _("A grid has a size of at most %u, one letter for each region"),
                   QUEENS_REGION_MAX_N);
      return NULL;
    }
  if (!regions_are_complete (n, regions, &region))
    {
      g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_REGIONS,
                   /* Translators: %u is a region's number, %u the grid's size
                    * (rows, and columns), %u the last region's number, as in
                    * "Region 5 is out of range or missing: a grid of size 5 has
                    * the regions 0 to 4".  Reorder with %1$u, %2$u, %3$u if
                    * needed. */
                   _("Region %u is out of range or missing: a grid of size %u has the regions 0 to %u"),
                   region, n, n - 1);
      return NULL;
    }

  self = g_object_new (QUEENS_TYPE_REGION_GRID, NULL);
  self->n = n;
  memcpy (self->regions, regions, n * n);
  for (row = 0; row < n; row++)
    for (column = 0; column < n; column++)
      self->row_masks[regions[row * n + column]][row] |= 1u << column;
  return self;
}

/* A character as a message shows it: itself in double quotes when it is
 * printable text, else its bytes as \xNN. */
static char *
describe_character (const char *text,
                    gsize       available)
{
  gunichar character = g_utf8_get_char_validated (text, (gssize) available);
  char utf8[8] = { 0 };

  if (character != (gunichar) -1 && character != (gunichar) -2
      && g_unichar_isgraph (character))
    {
      g_unichar_to_utf8 (character, utf8);
      return g_strdup_printf ("\"%s\"", utf8);
    }
  if (*text == ' ')
    return g_strdup ("\" \"");
  return g_strdup_printf ("\"\\x%02x\"", (guint) (guchar) *text);
}

/* The lines that hold letters, trimmed, and their line numbers. */
static GPtrArray *
read_grid_lines (const char  *text,
                 GArray      *line_numbers)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_free);
  guint i;

  for (i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];
      guint number = i + 1;
      gsize length;

      while (*line == ' ' || *line == '\t')
        line++;
      length = strlen (line);
      while (length > 0 && strchr (" \t\r", line[length - 1]) != NULL)
        length--;
      if (length == 0 || line[0] == '#')
        continue;
      g_ptr_array_add (rows, g_strndup (line, length));
      g_array_append_val (line_numbers, number);
    }
  return rows;
}

QueensRegionGrid *
queens_region_grid_new_from_text (const char  *text,
                                  GError     **error)
{
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(QueensRegionGrid) grid = NULL;
  guint8 regions[QUEENS_REGION_MAX_N * QUEENS_REGION_MAX_N];
  guint32 seen = 0;
  guint n, row, region;

  g_return_val_if_fail (text != NULL, NULL);

  rows = read_grid_lines (text, line_numbers);
  n = rows->len;
  if (n == 0)
    {
      g_set_error_literal (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_EMPTY,
                           _("No grid: expected lines of capital letters, one letter per square"));
      return NULL;
    }
  if (n > QUEENS_REGION_MAX_N)
    {
      g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_TOO_LARGE,
                   /* Translators: %u is the number of lines of letters read,
                    * %u the largest size of a grid, as in "The grid has 30 lines
                    * of letters: a grid has a size of at most 26".  Reorder
                    * with %1$u, %2$u if needed. */
                   g_dngettext (GETTEXT_PACKAGE, "The grid has %u line of letters: a grid has a size of at most %u",
                                "The grid has %u lines of letters: a grid has a size of at most %u", n),
                   n, QUEENS_REGION_MAX_N);
      return NULL;
    }

  for (row = 0; row < n; row++)
    {
      const char *line = g_ptr_array_index (rows, row);
      guint number = g_array_index (line_numbers, guint, row);
      gsize length = strlen (line), column;

      for (column = 0; column < length; column++)
        {
          g_autofree char *shown = NULL;

          if (line[column] >= 'A' && line[column] < 'A' + (int) n && column < n)
            {
              regions[row * n + column] = (guint8) (line[column] - 'A');
              seen |= 1u << (line[column] - 'A');
              continue;
            }
          if (column >= n)
            break;
          shown = describe_character (line + column, length - column);
          if (line[column] >= 'A' && line[column] <= 'Z')
            g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_REGIONS,
                         /* Translators: %u is a line number, %s a letter in
                          * double quotes, %u the grid's size, %c its last
                          * region's letter, as in "Line 3: "G" is no region of a
                          * grid of size 5, whose regions are A to E".  Reorder
                          * with %1$u, %2$s, %3$u, %4$c if needed. */
                         _("Line %u: %s is no region of a grid of size %u, whose regions are A to %c"),
                         number, shown, n, queens_region_letter (n - 1));
          else
            g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_NOT_A_LETTER,
                         /* Translators: %u is a line number, %u a position in
                          * the line (both from 1), %s what stands there, in
                          * double quotes, as in "Line 2, character 4: "7" is
                          * not a capital letter: a grid holds one letter for
                          * each square".  Reorder with %1$u, %2$u, %3$s if
                          * needed. */
                         _("Line %u, character %u: %s is not a capital letter: a grid holds one letter for each square"),
                         number, (guint) column + 1, shown);
          return NULL;
        }
      if (length != n)
        {
          g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_NOT_SQUARE,
                       /* Translators: %u is a line number, %u how many letters
                        * it holds, %u how many it should, as in "Line 2 has 4
                        * letters, not 5: a grid has as many columns as rows".
                        * Reorder with %1$u, %2$u, %3$u if needed. */
                       g_dngettext (GETTEXT_PACKAGE, "Line %u has %u letter, not %u: a grid has as many columns as rows",
                                    "Line %u has %u letters, not %u: a grid has as many columns as rows",
                                    (gulong) length),
                       number, (guint) MIN (length, G_MAXUINT), n);
          return NULL;
        }
    }

  for (region = 0; region < n; region++)
    if (!(seen & (1u << region)))
      {
        g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_REGIONS,
                     /* Translators: %u is the size of the grid, %c the last
                      * region's letter, %c the letter missing, as in "A grid of
                      * size 5 has the regions A to E, but C is missing".
                      * Reorder with %1$u, %2$c, %3$c if needed. */
                     _("A grid of size %u has the regions A to %c, but %c is missing"),
                     n, queens_region_letter (n - 1), queens_region_letter (region));
        return NULL;
      }

  grid = queens_region_grid_new (n, regions, error);
  if (grid != NULL && queens_region_grid_find_disconnected (grid, &region))
    {
      g_set_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_DISCONNECTED,
                   /* Translators: %c is a region's letter, as in "Region C is
                    * in two or more pieces: the squares of a region must join
                    * by their sides" */
                   _("Region %c is in two or more pieces: the squares of a region must join by their sides"),
                   queens_region_letter (region));
      return NULL;
    }
  return g_steal_pointer (&grid);
}

char *
queens_region_grid_to_text (QueensRegionGrid *self)
{
  GString *text;
  guint row, column;

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (self), NULL);

  text = g_string_sized_new (self->n * (self->n + 1) + 1);
  for (row = 0; row < self->n; row++)
    {
      for (column = 0; column < self->n; column++)
        g_string_append_c (text, queens_region_letter (self->regions[row * self->n + column]));
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

guint
queens_region_grid_get_n (QueensRegionGrid *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GRID (self), 0);
  return self->n;
}

guint
queens_region_grid_get_region (QueensRegionGrid *self,
                               guint             row,
                               guint             column)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GRID (self), 0);
  g_return_val_if_fail (row < self->n && column < self->n, 0);
  return self->regions[row * self->n + column];
}

const guint8 *
queens_region_grid_get_regions (QueensRegionGrid *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GRID (self), NULL);
  return self->regions;
}

guint32
queens_region_grid_get_row_mask (QueensRegionGrid *self,
                                 guint             region,
                                 guint             row)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GRID (self), 0);
  g_return_val_if_fail (region < self->n && row < self->n, 0);
  return self->row_masks[region][row];
}

gboolean
queens_region_grid_find_disconnected (QueensRegionGrid *self,
                                      guint            *out_region)
{
  guint n, region;
  /* Per row, the squares of the region reached so far. */
  guint32 reached[QUEENS_REGION_MAX_N];

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (self), FALSE);

  n = self->n;
  for (region = 0; region < n; region++)
    {
      const guint32 *mask = self->row_masks[region];
      gboolean grew = TRUE;
      guint row, first = 0;

      memset (reached, 0, sizeof reached);
      while (mask[first] == 0)
        first++;
      reached[first] = mask[first] & (~mask[first] + 1);  /* its lowest square */

      /* Spread along rows and between neighbouring rows until nothing
       * more joins. */
      while (grew)
        {
          grew = FALSE;
          for (row = 0; row < n; row++)
            {
              guint32 next = reached[row];

              if (row > 0)
                next |= reached[row - 1];
              if (row + 1 < n)
                next |= reached[row + 1];
              next &= mask[row];
              while (((next << 1 | next >> 1) & mask[row] & ~next) != 0)
                next |= (next << 1 | next >> 1) & mask[row];
              if (next != reached[row])
                {
                  reached[row] = next;
                  grew = TRUE;
                }
            }
        }

      for (row = 0; row < n; row++)
        if (reached[row] != mask[row])
          {
            if (out_region != NULL)
              *out_region = region;
            return TRUE;
          }
    }
  return FALSE;
}

gboolean
queens_region_grid_is_answer (QueensRegionGrid *self,
                              const guint8     *columns)
{
  guint32 used_columns = 0, used_regions = 0;
  guint row;

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (self), FALSE);

  for (row = 0; row < self->n; row++)
    {
      guint column = columns[row];

      if (column >= self->n)
        return FALSE;
      if (row > 0 && (column + 1 == columns[row - 1] || column == columns[row - 1] + 1u))
        return FALSE;
      used_columns |= 1u << column;
      used_regions |= 1u << self->regions[row * self->n + column];
    }
  return used_columns == (1u << self->n) - 1 && used_regions == (1u << self->n) - 1;
}
