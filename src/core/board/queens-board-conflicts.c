/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-conflicts.c: every pair of queens that attack each other
 *
 * Free play allows any number of queens, so a board can hold millions of
 * conflicting pairs; listing them by comparing every pair would be
 * quadratic.  Instead the queens are grouped by each kind of line with a
 * radix sort, and each queen's partners are read off its four groups.
 * Only the board's public API is used: the counters stay private to
 * queens-board.c.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include <glib.h>

#include "queens-board.h"

/* Stable sort of @items by the key in their upper 32 bits: a radix sort in
 * passes of 11 bits, so it costs O(len) for keys below 2^33. */
static void
sort_by_upper_key (guint64 *items,
                   gsize    len,
                   guint32  max_key)
{
  g_autofree guint64 *scratch = NULL;
  guint64 *source = items;
  guint64 *target;
  guint shift = 32;

  if (len < 2)
    return;

  scratch = g_new (guint64, len);
  target = scratch;

  while (shift < 64 && (shift == 32 || (max_key >> (shift - 32)) != 0))
    {
      gsize counts[2048 + 1] = { 0 };

      for (gsize i = 0; i < len; i++)
        counts[((source[i] >> shift) & 2047) + 1]++;
      for (guint b = 1; b <= 2048; b++)
        counts[b] += counts[b - 1];
      for (gsize i = 0; i < len; i++)
        target[counts[(source[i] >> shift) & 2047]++] = source[i];

      {
        guint64 *swap = source;

        source = target;
        target = swap;
      }
      shift += 11;
    }

  if (source != items)
    memcpy (items, source, len * sizeof (guint64));
}

/* Queens grouped by one kind of line: the queen indices of each line,
 * consecutive and ascending, for every line in turn. */
typedef struct
{
  guint32 *order;     /* position -> queen index */
  guint32 *position;  /* queen index -> position in order */
  guint32 *group_end; /* position -> end (exclusive) of its line's run */
} LineGrouping;

static void
line_grouping_init (LineGrouping        *grouping,
                    guint                n,
                    const QueensSquare  *queens,
                    guint                n_queens,
                    QueensLine           line)
{
  g_autofree guint64 *keyed = g_new (guint64, n_queens);
  guint32 max_key = 0;

  for (guint i = 0; i < n_queens; i++)
    {
      guint32 key;

      switch (line)
        {
        case QUEENS_LINE_ROW:
          key = queens[i].row;
          break;
        case QUEENS_LINE_COLUMN:
          key = queens[i].column;
          break;
        case QUEENS_LINE_DIAGONAL:
          /* One number per diagonal, shifted by n - 1 to stay unsigned. */
          key = queens[i].row + n - 1 - queens[i].column;
          break;
        case QUEENS_LINE_ANTIDIAGONAL:
        default:
          key = queens[i].row + queens[i].column;
          break;
        }

      max_key = MAX (max_key, key);
      keyed[i] = ((guint64) key << 32) | i;
    }

  /* Indices follow (row, column) order and the sort is stable, so each
   * line's run lists its queens in (row, column) order too. */
  sort_by_upper_key (keyed, n_queens, max_key);

  grouping->order = g_new (guint32, n_queens);
  grouping->position = g_new (guint32, n_queens);
  grouping->group_end = g_new (guint32, n_queens);

  for (guint p = 0; p < n_queens; p++)
    {
      guint32 index = (guint32) (keyed[p] & G_MAXUINT32);

      grouping->order[p] = index;
      grouping->position[index] = p;
    }

  for (guint p = n_queens; p-- > 0;)
    {
      gboolean last_of_line = p + 1 == n_queens || (keyed[p] >> 32) != (keyed[p + 1] >> 32);

      grouping->group_end[p] = last_of_line ? p + 1 : grouping->group_end[p + 1];
    }
}

static void
line_grouping_clear (LineGrouping *grouping)
{
  g_clear_pointer (&grouping->order, g_free);
  g_clear_pointer (&grouping->position, g_free);
  g_clear_pointer (&grouping->group_end, g_free);
}

GArray *
queens_board_list_conflicts (QueensBoard *self)
{
  static const QueensLine lines[] = {
    QUEENS_LINE_ROW, QUEENS_LINE_COLUMN, QUEENS_LINE_DIAGONAL, QUEENS_LINE_ANTIDIAGONAL,
  };
  g_autoptr(GArray) queens = NULL;
  LineGrouping groupings[G_N_ELEMENTS (lines)] = { { 0 } };
  const QueensSquare *squares;
  GArray *conflicts;
  guint64 n_conflicts;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), NULL);

  n_conflicts = queens_board_get_n_conflicts (self);
  conflicts = g_array_sized_new (FALSE, FALSE, sizeof (QueensConflict),
                                 (guint) MIN (n_conflicts, (guint64) 1 << 24));
  if (n_conflicts == 0)
    return conflicts;

  queens = queens_board_list_queens (self);
  squares = (const QueensSquare *) (gpointer) queens->data;

  for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
    line_grouping_init (&groupings[l], queens_board_get_n (self), squares, queens->len, lines[l]);

  /* For each queen in (row, column) order, its partners are the later
   * queens of its four lines: four ascending runs, merged, give every pair
   * in sorted order without a final sort.  A pair shares one line only. */
  for (guint i = 0; i < queens->len; i++)
    {
      guint cursor[G_N_ELEMENTS (lines)];
      guint end[G_N_ELEMENTS (lines)];

      for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
        {
          guint p = groupings[l].position[i];

          cursor[l] = p + 1;
          end[l] = groupings[l].group_end[p];
        }

      for (;;)
        {
          QueensConflict conflict;
          guint best_line = G_N_ELEMENTS (lines);
          guint32 best_index = G_MAXUINT32;

          for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
            {
              if (cursor[l] < end[l] && groupings[l].order[cursor[l]] < best_index)
                {
                  best_index = groupings[l].order[cursor[l]];
                  best_line = l;
                }
            }

          if (best_line == G_N_ELEMENTS (lines))
            break;

          cursor[best_line]++;
          conflict.first = squares[i];
          conflict.second = squares[best_index];
          conflict.line = lines[best_line];
          g_array_append_val (conflicts, conflict);
        }
    }

  for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
    line_grouping_clear (&groupings[l]);

  return conflicts;
}
