/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view-accessible.c: what the board view shows, in words
 *
 * A screen reader hears the keyboard's square in play (the label follows
 * it, so moving or toggling announces it) and the queens of a browsed
 * board; the text form is the same board as the command line writes it.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-board-view-private.h"
#include "queens-format.h"

/* Up to this N screen readers hear every queen's square. */
#define DESCRIBE_QUEENS_MAX_N 32

gboolean
queens_board_view_is_crossed (QueensBoardView *self,
                              guint            row,
                              guint            column)
{
  guint i;

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  if (self->play == NULL || self->ruled_out == NULL
      || queens_board_has_queen (queens_play_session_get_board (self->play), row, column))
    return FALSE;
  for (i = 0; i < self->ruled_out->len; i++)
    {
      QueensSquare *square = &g_array_index (self->ruled_out, QueensSquare, i);

      if (square->row == row && square->column == column)
        return TRUE;
    }
  return FALSE;
}

char *
queens_board_view_describe_square (QueensBoardView *self,
                                   guint            row,
                                   guint            column)
{
  guint n;
  g_autofree char *name = NULL;
  gboolean queen;
  guint attackers;

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), NULL);

  n = queens_board_view_shown_n (self);
  g_return_val_if_fail (row < n && column < n, NULL);

  name = queens_square_name (queens_board_view_get_coordinates (self), n, row, column);

  if (self->play != NULL)
    {
      QueensBoard *board = queens_play_session_get_board (self->play);

      queen = queens_board_has_queen (board, row, column);
      attackers = queens_board_count_attackers (board, row, column);
    }
  else
    {
      queen = self->columns != NULL && self->columns[row] == column;
      attackers = 0;
    }

  /* The cross is what the eye sees there: the ear hears it too. */
  if (queens_board_view_is_crossed (self, row, column))
    /* Translators: a square a puzzle's hint ruled out: "row 4, column 5, ruled out" */
    return g_strdup_printf (_("%s, ruled out"), name);

  if (attackers == 0)
    /* Translators: %s is the name of a square: "row 4, column 5, queen"
     * ("e4, queen" in chess coordinates) */
    return g_strdup_printf (queen ? _("%s, queen")
                                  /* Translators: %s is the name of a square:
                                   * "row 4, column 5, empty" ("e4, empty" in
                                   * chess coordinates) */
                                  : _("%s, empty"),
                            name);

  if (queen)
    /* Translators: "row 4, column 5, queen, attacked by 2" (queens): %s is
     * the name of a square, %u how many queens attack it.  Reorder with
     * %1$s, %2$u if needed. */
    return g_strdup_printf (ngettext ("%s, queen, attacked by %u", "%s, queen, attacked by %u",
                                      attackers),
                            name, attackers);

  /* Translators: "row 4, column 5, empty, attacked by 2" (queens): %s is
   * the name of a square, %u how many queens attack it.  Reorder with %1$s,
   * %2$u if needed. */
  return g_strdup_printf (ngettext ("%s, empty, attacked by %u", "%s, empty, attacked by %u",
                                    attackers),
                          name, attackers);
}

void
queens_board_view_update_accessible (QueensBoardView *self)
{
  g_autofree char *label = NULL;
  g_autoptr(GString) description = g_string_new (NULL);
  guint n = queens_board_view_shown_n (self);
  g_autofree char *size = NULL;

  if (n == 0)
    return;

  /* Grouped as the screen groups it: "100,000". */
  size = queens_format_count (n);

  if (self->play != NULL)
    {
      /* The screen reader follows the keyboard's square: its name is the
       * label, so moving or toggling announces it. */
      label = queens_board_view_describe_square (self, self->focus_row, self->focus_column);
      g_string_append_printf (description,
                              /* Translators: for screen readers: both %s are
                               * the board size N with the locale's digit
                               * grouping, as in "Free play on a board of 8 by
                               * 8 squares: ...".  Reorder with %1$s, %2$s if
                               * needed. */
                              ngettext ("Free play on a board of %s by %s square: the arrow keys move, Space places or removes a queen",
                                        "Free play on a board of %s by %s squares: the arrow keys move, Space places or removes a queen",
                                        queens_format_plural_number ((guint64) n * n)),
                              size, size);
    }
  else
    {
      /* The keys' last queen ("next queen"), else the board. */
      if (self->keyboard_active)
        label = queens_board_view_describe_square (self, self->focus_row, self->focus_column);
      else
        /* Translators: for screen readers: both %s are the board size N
         * with the locale's digit grouping, as in "Board of 8 by 8 squares",
         * "Board of 100,000 by 100,000 squares".  Reorder with %1$s, %2$s if
         * needed. */
        label = g_strdup_printf (ngettext ("Board of %s by %s square", "Board of %s by %s squares",
                                           queens_format_plural_number ((guint64) n * n)),
                                 size, size);

      if (self->columns == NULL)
        g_string_append (description, _("No queens"));
      else if (n > DESCRIBE_QUEENS_MAX_N)
        /* Translators: for screen readers: %s is how many queens a large
         * board holds, with the locale's digit grouping, as in "1,000
         * queens" */
        g_string_append_printf (description, ngettext ("%s queen", "%s queens", n), size);
      else
        {
          g_autofree char *text = queens_board_view_to_text (self, NULL);

          /* The text form reads the queens out, as the labels name them. */
          if (queens_coordinates_for_n (queens_board_view_get_coordinates (self), n)
              == QUEENS_COORDINATES_CHESS)
            /* Translators: "Queens on a2 b4 c1 d3", rank 1 first */
            g_string_append_printf (description, _("Queens on %s"), text);
          else
            /* Translators: "Queens in columns 2 4 1 3, top row first" */
            g_string_append_printf (description, _("Queens in columns %s, top row first"), text);
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
}

char *
queens_board_view_to_text (QueensBoardView  *self,
                           GError          **error)
{
  g_autoptr(QueensBoard) board = NULL;

  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->play != NULL)
    return queens_board_to_text_in (queens_play_session_get_board (self->play),
                                    queens_board_view_get_coordinates (self), error);

  g_return_val_if_fail (self->n >= 1, NULL);

  board = self->columns != NULL
          ? queens_board_new_from_columns (self->n, self->columns)
          : queens_board_new (self->n);
  return queens_board_to_text_in (board, queens_board_view_get_coordinates (self), error);
}
