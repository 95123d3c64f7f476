/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-play-session-text.c: the play session in words: the status
 * line, the verdict, and where a solved position stands among all
 * solutions of its N
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "queens-format.h"
#include "queens-play-session-private.h"
#include "queens-symmetry.h"

/* "0:07", "1:23", "1:02:03": whole seconds, rounded down. */
static char *
format_duration (gint64 microseconds)
{
  guint64 seconds = (guint64) MAX (microseconds, 0) / G_USEC_PER_SEC;

  if (seconds >= 3600)
    return g_strdup_printf ("%" G_GUINT64_FORMAT ":%02u:%02u", seconds / 3600,
                            (guint) (seconds / 60 % 60), (guint) (seconds % 60));

  return g_strdup_printf ("%u:%02u", (guint) (seconds / 60), (guint) (seconds % 60));
}

/* "✓ Solved in 1:23 with 14 moves", "✓ Solved in 1:23 with help" when
 * Hint or Complete took part, or "✓ Solved" for a position set up
 * solved. */
static char *
describe_solved (QueensPlaySession *self)
{
  g_autofree char *time = NULL;
  g_autofree char *moves = NULL;

  if (!self->solved_by_moves)
    return g_strdup (_("✓ Solved"));

  time = format_duration (self->solved_elapsed);
  if (self->helped)
    /* Translators: %s is the time played (minutes:seconds, or
     * hours:minutes:seconds): "✓ Solved in 2:14 with help" */
    return g_strdup_printf (_("✓ Solved in %s with help"), time);
  moves = queens_format_count (self->solved_moves);
  /* Translators: "✓ Solved in 1:23 with 14 moves": the first %s is the
   * time played (minutes:seconds, or hours:minutes:seconds), the second
   * how many moves it took.  Reorder with %1$s, %2$s if needed. */
  return g_strdup_printf (ngettext ("✓ Solved in %s with %s move", "✓ Solved in %s with %s moves",
                                    queens_format_plural_number (self->solved_moves)),
                          time, moves);
}

/* The job's N matches and it stores solutions of that size. */
static QueensSolutionSet *
lookup_solution_set (QueensPlaySession *self,
                     QueensSolveJob    *job)
{
  guint n = queens_play_session_get_n (self);

  if (job == NULL || queens_solve_job_get_n (job) != n || n > 255)
    return NULL;

  return queens_solve_job_get_solution_set (job);
}

gint64
queens_play_session_get_solution_index (QueensPlaySession *self,
                                        QueensSolveJob    *job)
{
  QueensBoard *board;
  QueensSolutionSet *set;

  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), -1);
  g_return_val_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job), -1);

  board = queens_history_get_board (self->history);
  if (!queens_board_is_solution (board))
    return -1;

  set = lookup_solution_set (self, job);
  if (set != NULL)
    {
      guint n = queens_board_get_n (board);
      g_autofree guint32 *columns = g_new (guint32, n);
      g_autofree guint8 *packed = g_new (guint8, n);
      gint64 index;

      queens_board_get_columns (board, columns);
      for (guint row = 0; row < n; row++)
        packed[row] = (guint8) columns[row];

      index = queens_solution_set_find (set, packed);
      if (index >= 0)
        return index;
    }

  return self->solution_index;
}

static gboolean
job_has_every_solution (QueensSolveJob *job)
{
  return queens_solve_job_get_state (job) == QUEENS_SOLVE_JOB_FINISHED
         && !queens_solve_job_is_storage_full (job);
}

char *
queens_play_session_describe_status (QueensPlaySession *self,
                                     QueensSolveJob    *job)
{
  QueensBoard *board;
  guint64 conflicts;
  g_autofree char *placed = NULL;
  g_autofree char *size = NULL;

  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job), NULL);

  board = queens_history_get_board (self->history);

  if (queens_board_is_solution (board))
    {
      gint64 index = queens_play_session_get_solution_index (self, job);
      g_autofree char *solved = describe_solved (self);
      g_autofree char *number = NULL;
      g_autofree char *total = NULL;

      if (index < 0)
        return g_steal_pointer (&solved);

      number = queens_format_count ((guint64) index + 1);
      if (job != NULL && lookup_solution_set (self, job) != NULL && job_has_every_solution (job))
        {
          total = queens_format_count (queens_solve_job_get_n_found (job));
          /* Translators: "✓ Solved in 1:23 with 14 moves · solution #4 of
           * 92", the first %s being "✓ Solved" or "✓ Solved in 1:23 with
           * 14 moves", the second the solution's number and the third how
           * many solutions there are; solutions are numbered in
           * lexicographic order.  Reorder with %1$s, %2$s, %3$s if needed. */
          return g_strdup_printf (_("%s · solution #%s of %s"), solved, number, total);
        }

      /* Translators: "✓ Solved in 1:23 with 14 moves · solution #4", the
       * first %s being "✓ Solved" or "✓ Solved in 1:23 with 14 moves", the
       * second the solution's number; solutions are numbered in
       * lexicographic order.  Reorder with %1$s, %2$s if needed. */
      return g_strdup_printf (_("%s · solution #%s"), solved, number);
    }

  placed = queens_format_count (queens_board_get_n_queens (board));
  size = queens_format_count (queens_board_get_n (board));
  conflicts = queens_board_get_n_conflicts (board);

  if (conflicts == 0)
    /* Translators: "5 of 8 placed · no conflicts": how many queens are on
     * the board, then its size N.  Reorder with %1$s, %2$s if needed. */
    return g_strdup_printf (_("%s of %s placed · no conflicts"), placed, size);

  {
    g_autofree char *count = queens_format_count (conflicts);

    /* Translators: "5 of 8 placed · 2 conflicts": how many queens are on
     * the board, its size N, and how many pairs of queens attack each
     * other.  Reorder with %1$s, %2$s, %3$s if needed. */
    return g_strdup_printf (ngettext ("%s of %s placed · %s conflict",
                                      "%s of %s placed · %s conflicts",
                                      queens_format_plural_number (conflicts)),
                            placed, size, count);
  }
}

static char *
describe_solved_class (QueensPlaySession *self,
                       QueensSolveJob    *job)
{
  QueensBoard *board = queens_history_get_board (self->history);
  guint n = queens_board_get_n (board);
  QueensSolveJobVariant variant;
  g_autofree guint32 *columns = g_new (guint32, n);
  g_autofree char *rank = NULL;

  queens_board_get_columns (board, columns);

  if (lookup_solution_set (self, job) == NULL
      || !queens_solve_job_describe_variant (job, columns, &variant))
    {
      if (self->class_size == 0)
        return NULL;
      /* Translators: %u is how many solutions the class of this one holds:
       * it and those it turns into by rotations and reflections, as in
       * "Its class under rotations and reflections holds 8 solutions" */
      return g_strdup_printf (ngettext ("Its class under rotations and reflections holds %u solution",
                                        "Its class under rotations and reflections holds %u solutions",
                                        self->class_size),
                              self->class_size);
    }

  rank = queens_format_count (variant.fundamental_rank + 1);

  if (job_has_every_solution (job))
    {
      g_autofree char *total = queens_format_count (queens_solve_job_get_n_unique_found (job));

      if (variant.symmetry == QUEENS_SYMMETRY_IDENTITY)
        /* Translators: "Fundamental solution 4 of 12 · class of 8": the
         * solution's number among the fundamental ones, how many there
         * are, and how many solutions its class under rotations and
         * reflections holds.  Reorder with %1$s, %2$s, %3$u if needed. */
        return g_strdup_printf (_("Fundamental solution %s of %s · class of %u"),
                                rank, total, variant.class_size);
      /* Translators: "Variant of fundamental solution 4 of 12 by rotate
       * 90° · class of 8": the fundamental solution's number, how many
       * there are, the symmetry that turns it into this one (see the
       * "symmetry" context), and how many solutions its class holds.
       * Reorder with %1$s, %2$s, %3$s, %4$u if needed. */
      return g_strdup_printf (_("Variant of fundamental solution %s of %s by %s · class of %u"),
                              rank, total, queens_format_symmetry_name (variant.symmetry),
                              variant.class_size);
    }

  if (variant.symmetry == QUEENS_SYMMETRY_IDENTITY)
    /* Translators: "Fundamental solution 4 · class of 8": the
     * solution's number among the fundamental ones, and how many
     * solutions its class under rotations and reflections holds.
     * Reorder with %1$s, %2$u if needed. */
    return g_strdup_printf (_("Fundamental solution %s · class of %u"), rank, variant.class_size);
  /* Translators: "Variant of fundamental solution 4 by rotate 90° ·
   * class of 8": the fundamental solution's number, the symmetry that
   * turns it into this one (see the "symmetry" context), and how many
   * solutions its class holds.  Reorder with %1$s, %2$s, %3$u if
   * needed. */
  return g_strdup_printf (_("Variant of fundamental solution %s by %s · class of %u"),
                          rank, queens_format_symmetry_name (variant.symmetry),
                          variant.class_size);
}

/* Beyond this N the dead end is not looked into square by square. */
#define TAKE_BACK_MAX_N 2048

/* A queen, not one of @fixed (nullable), that alone takes the last free
 * square of an open row or column: taking it back frees one.  An O(N²) look at the lines, each
 * square's attackers counted from the queens' columns and diagonals. */
static gboolean
find_take_back (QueensBoard *board,
                QueensBoard *fixed,
                guint       *out_row,
                guint       *out_column,
                guint       *out_line,
                gboolean    *out_is_row)
{
  guint n = queens_board_get_n (board);
  g_autofree guint32 *columns = NULL;
  g_autofree gint32 *by_column = NULL;
  g_autofree gint32 *by_diagonal = NULL;
  g_autofree gint32 *by_antidiagonal = NULL;
  guint row, column;

  if (n > TAKE_BACK_MAX_N)
    return FALSE;
  columns = g_new (guint32, n);
  if (!queens_board_get_columns (board, columns))
    return FALSE;
  by_column = g_new (gint32, n);
  by_diagonal = g_new (gint32, 2 * n);
  by_antidiagonal = g_new (gint32, 2 * n);
  memset (by_column, 0xff, n * sizeof (gint32));
  memset (by_diagonal, 0xff, 2 * n * sizeof (gint32));
  memset (by_antidiagonal, 0xff, 2 * n * sizeof (gint32));
  for (row = 0; row < n; row++)
    if (columns[row] != QUEENS_NO_QUEEN)
      {
        by_column[columns[row]] = (gint32) row;
        by_diagonal[row + columns[row]] = (gint32) row;
        by_antidiagonal[columns[row] + n - 1 - row] = (gint32) row;
      }

  /* Each open line in turn: rows (@pass 0), then columns (@pass 1). */
  for (guint pass = 0; pass < 2; pass++)
    for (guint line = 0; line < n; line++)
      {
        gint32 culprit = -1;
        gboolean free = FALSE;

        if (pass == 0 ? columns[line] != QUEENS_NO_QUEEN : by_column[line] >= 0)
          continue;
        for (guint other = 0; other < n && !free; other++)
          {
            gint32 attackers[3];
            guint count = 0;

            row = pass == 0 ? line : other;
            column = pass == 0 ? other : line;
            if (pass == 1 && columns[row] != QUEENS_NO_QUEEN)
              continue;
            for (guint i = 0; i < 3; i++)
              {
                gint32 attacker = i == 0 ? by_column[column]
                                  : i == 1 ? by_diagonal[row + column]
                                  : by_antidiagonal[column + n - 1 - row];

                if (attacker >= 0)
                  attackers[count++] = attacker;
              }
            if (count == 0)
              free = TRUE;
            else if (count == 1 && culprit < 0
                     && (fixed == NULL
                         || !queens_board_has_queen (fixed, (guint) attackers[0], columns[attackers[0]])))
              culprit = attackers[0];
          }
        if (free || culprit < 0)
          continue;
        *out_row = (guint) culprit;
        *out_column = columns[culprit];
        *out_line = line;
        *out_is_row = pass == 0;
        return TRUE;
      }
  return FALSE;
}

char *
queens_play_session_describe_dead_end (QueensPlaySession *self)
{
  QueensBoard *board;
  g_autofree char *square = NULL;
  guint row, column, line;
  gboolean is_row;

  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);

  if (!queens_play_session_is_dead_end (self))
    return NULL;
  board = queens_history_get_board (self->history);
  if (!find_take_back (board, self->fixed, &row, &column, &line, &is_row))
    return g_strdup (_("Dead end: no solution keeps these queens. Take one back."));

  square = queens_square_name (QUEENS_COORDINATES_NUMERIC, queens_board_get_n (board), row, column);
  if (is_row)
    /* Translators: %s is a square, %u a row number: "The queen on row 3,
     * column 5 leaves row 7 without a free square: take it back."  Reorder
     * with %1$s, %2$u if needed. */
    return g_strdup_printf (_("The queen on %s leaves row %u without a free square: take it back."),
                            square, line + 1);
  /* Translators: %s is a square, %u a column number: "The queen on row 3,
   * column 5 leaves column 7 without a free square: take it back."
   * Reorder with %1$s, %2$u if needed. */
  return g_strdup_printf (_("The queen on %s leaves column %u without a free square: take it back."),
                          square, line + 1);
}

char *
queens_play_session_describe_verdict (QueensPlaySession *self,
                                      QueensSolveJob    *job)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (job == NULL || QUEENS_IS_SOLVE_JOB (job), NULL);

  if (self->assist != ASSIST_NONE)
    return g_strdup (self->assist == ASSIST_HINT ? _("Looking for a hint…")
                                                 : _("Looking for a way to finish…"));

  switch (self->verdict)
    {
    case QUEENS_PLAY_VERDICT_PENDING:
      return g_strdup (_("Looking for ways to finish…"));

    case QUEENS_PLAY_VERDICT_COUNTED:
      {
        g_autofree char *count = queens_format_count (self->completion_count);

        /* Translators: "3,216 ways to finish" */
        return g_strdup_printf (ngettext ("%s way to finish", "%s ways to finish",
                                          queens_format_plural_number (self->completion_count)),
                                count);
      }

    case QUEENS_PLAY_VERDICT_COMPLETABLE:
      return g_strdup (_("Can be completed"));

    case QUEENS_PLAY_VERDICT_DEAD_END:
      return queens_play_session_describe_dead_end (self);

    case QUEENS_PLAY_VERDICT_UNDECIDED:
      return g_strdup (_("Not decided within the time limit"));

    case QUEENS_PLAY_VERDICT_SOLVED:
      return describe_solved_class (self, job);

    case QUEENS_PLAY_VERDICT_NONE:
    default:
      return NULL;
    }
}
