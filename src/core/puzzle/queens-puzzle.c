/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-puzzle.c: generating puzzles by taking queens away from a solution */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "queens-prng.h"
#include "queens-puzzle.h"
#include "queens-puzzle-search.h"

/* Tries of fresh solutions before settling for the hardest puzzle found:
 * small boards have few solutions, and some have no puzzle that needs the
 * hardest steps. */
#define QUEENS_PUZZLE_MAX_TRIES 64

/* The daily puzzle's size ranges over these. */
#define QUEENS_PUZZLE_DAILY_MIN_N 8u
#define QUEENS_PUZZLE_DAILY_MAX_N 12u

struct _QueensPuzzle
{
  GObject                 parent_instance;

  guint                   n;
  QueensPuzzleDifficulty  difficulty;
  QueensBoard            *givens;
  guint32                 answer[QUEENS_PUZZLE_MAX_N];
};

G_DEFINE_FINAL_TYPE (QueensPuzzle, queens_puzzle, G_TYPE_OBJECT)
G_DEFINE_QUARK (queens-puzzle-error-quark, queens_puzzle_error)

static void
queens_puzzle_finalize (GObject *object)
{
  QueensPuzzle *self = QUEENS_PUZZLE (object);

  g_clear_object (&self->givens);

  G_OBJECT_CLASS (queens_puzzle_parent_class)->finalize (object);
}

static void
queens_puzzle_class_init (QueensPuzzleClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = queens_puzzle_finalize;
}

static void
queens_puzzle_init (QueensPuzzle *self)
{
}

static QueensPuzzle *
queens_puzzle_new_with (guint                   n,
                        const guint32          *givens,
                        const guint32          *answer,
                        QueensPuzzleDifficulty  difficulty)
{
  QueensPuzzle *self = g_object_new (QUEENS_TYPE_PUZZLE, NULL);

  self->n = n;
  self->difficulty = difficulty;
  self->givens = queens_board_new_from_columns (n, givens);
  memcpy (self->answer, answer, n * sizeof (guint32));
  return self;
}

/* The difficulty a puzzle with one answer is solved at. */
static QueensPuzzleDifficulty
grade (guint          n,
       const guint32 *givens)
{
  QueensPuzzleLogic logic;
  QueensPuzzleDifficulty hardest;

  queens_puzzle_logic_init (&logic, n, givens);
  queens_puzzle_logic_run (&logic, QUEENS_PUZZLE_HARD, &hardest);
  return hardest;
}

/* Does the puzzle still have one answer, reached with steps no harder
 * than @difficulty?  Hard puzzles only need the one answer: counting
 * completions up to two settles it. */
static gboolean
is_puzzle_at (guint                   n,
              const guint32          *givens,
              QueensPuzzleDifficulty  difficulty)
{
  QueensPuzzleLogic logic;

  if (difficulty == QUEENS_PUZZLE_HARD)
    return queens_puzzle_search_count (n, givens, 2, NULL) == 1;

  queens_puzzle_logic_init (&logic, n, givens);
  return queens_puzzle_logic_run (&logic, difficulty, NULL) == QUEENS_PUZZLE_LOGIC_SOLVED;
}

QueensPuzzle *
queens_puzzle_generate (guint                   n,
                        guint64                 seed,
                        QueensPuzzleDifficulty  difficulty)
{
  guint32 none[QUEENS_PUZZLE_MAX_N];
  guint32 best_givens[QUEENS_PUZZLE_MAX_N], best_answer[QUEENS_PUZZLE_MAX_N];
  QueensPuzzleDifficulty best_grade = QUEENS_PUZZLE_EASY;
  gboolean have_best = FALSE;
  QueensPrng prng;
  guint try, i;

  g_return_val_if_fail (n >= QUEENS_PUZZLE_MIN_N && n <= QUEENS_PUZZLE_MAX_N, NULL);
  g_return_val_if_fail (difficulty <= QUEENS_PUZZLE_HARD, NULL);

  /* Each size and difficulty gets a sequence of its own from one seed. */
  queens_prng_init (&prng, seed ^ queens_prng_mix (((guint64) n << 8) | difficulty));

  for (i = 0; i < n; i++)
    none[i] = QUEENS_NO_QUEEN;

  for (try = 0; try < QUEENS_PUZZLE_MAX_TRIES; try++)
    {
      guint32 answer[QUEENS_PUZZLE_MAX_N], givens[QUEENS_PUZZLE_MAX_N];
      guint order[QUEENS_PUZZLE_MAX_N];
      QueensPuzzleDifficulty graded;

      if (!queens_puzzle_search_random (n, none, &prng, answer))
        g_assert_not_reached ();  /* every N >= 4 has solutions */
      memcpy (givens, answer, n * sizeof (guint32));

      for (i = 0; i < n; i++)
        order[i] = i;
      for (i = n; i > 1; i--)
        {
          guint j = (guint) queens_prng_below (&prng, i);
          guint swap = order[i - 1];

          order[i - 1] = order[j];
          order[j] = swap;
        }

      /* One pass suffices for minimality: a queen whose removal once
       * allowed a second answer allows it all the more when fewer queens
       * are given. */
      for (i = 0; i < n; i++)
        {
          guint row = order[i];

          givens[row] = QUEENS_NO_QUEEN;
          if (!is_puzzle_at (n, givens, difficulty))
            givens[row] = answer[row];
        }

      graded = grade (n, givens);
      if (graded == difficulty)
        return queens_puzzle_new_with (n, givens, answer, graded);

      if (!have_best || graded > best_grade)
        {
          have_best = TRUE;
          best_grade = graded;
          memcpy (best_givens, givens, n * sizeof (guint32));
          memcpy (best_answer, answer, n * sizeof (guint32));
        }
    }

  return queens_puzzle_new_with (n, best_givens, best_answer, best_grade);
}

QueensPuzzle *
queens_puzzle_new_daily (const GDate *date)
{
  guint64 day;
  guint n;
  QueensPuzzleDifficulty difficulty;

  g_return_val_if_fail (date != NULL && g_date_valid (date), NULL);

  /* Easy early in the week, hard at the weekend, as newspapers do. */
  switch (g_date_get_weekday (date))
    {
    case G_DATE_MONDAY:
    case G_DATE_TUESDAY:
      difficulty = QUEENS_PUZZLE_EASY;
      break;
    case G_DATE_SATURDAY:
    case G_DATE_SUNDAY:
      difficulty = QUEENS_PUZZLE_HARD;
      break;
    default:
      difficulty = QUEENS_PUZZLE_MEDIUM;
      break;
    }

  day = queens_prng_mix (g_date_get_julian (date));
  n = QUEENS_PUZZLE_DAILY_MIN_N + (guint) (day % (QUEENS_PUZZLE_DAILY_MAX_N - QUEENS_PUZZLE_DAILY_MIN_N + 1));
  return queens_puzzle_generate (n, day, difficulty);
}

QueensPuzzle *
queens_puzzle_new_from_board (QueensBoard  *givens,
                              GError      **error)
{
  guint n = queens_board_get_n (givens);
  guint32 columns[QUEENS_PUZZLE_MAX_N], answer[QUEENS_PUZZLE_MAX_N];
  guint answers;

  if (n < QUEENS_PUZZLE_MIN_N || n > QUEENS_PUZZLE_MAX_N)
    {
      g_set_error (error, QUEENS_PUZZLE_ERROR, QUEENS_PUZZLE_ERROR_SIZE,
                   /* Translators: %u is the smallest and %u the largest size of
                    * a puzzle, %u the size asked for, as in "The size of a
                    * puzzle is from 6 to 32, not 40".  Reorder with %1$u, %2$u,
                    * %3$u if needed. */
                   _("The size of a puzzle is from %u to %u, not %u"),
                   QUEENS_PUZZLE_MIN_N, QUEENS_PUZZLE_MAX_N, n);
      return NULL;
    }
  if (!queens_board_get_columns (givens, columns))
    {
      g_set_error_literal (error, QUEENS_PUZZLE_ERROR, QUEENS_PUZZLE_ERROR_NOT_ONE_PER_ROW,
                           _("A puzzle has at most one queen in each row"));
      return NULL;
    }
  if (queens_board_get_n_conflicts (givens) > 0)
    {
      g_set_error_literal (error, QUEENS_PUZZLE_ERROR, QUEENS_PUZZLE_ERROR_ATTACK,
                           _("The queens of a puzzle may not attack each other"));
      return NULL;
    }

  answers = queens_puzzle_search_count (n, columns, 2, answer);
  if (answers == 0)
    {
      g_set_error_literal (error, QUEENS_PUZZLE_ERROR, QUEENS_PUZZLE_ERROR_NO_ANSWER,
                           _("No solution keeps these queens"));
      return NULL;
    }
  if (answers > 1)
    {
      g_set_error_literal (error, QUEENS_PUZZLE_ERROR, QUEENS_PUZZLE_ERROR_SEVERAL_ANSWERS,
                           _("More than one solution keeps these queens: a puzzle has exactly one"));
      return NULL;
    }

  return queens_puzzle_new_with (n, columns, answer, grade (n, columns));
}

guint
queens_puzzle_get_n (QueensPuzzle *self)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE (self), 0);
  return self->n;
}

QueensPuzzleDifficulty
queens_puzzle_get_difficulty (QueensPuzzle *self)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE (self), QUEENS_PUZZLE_EASY);
  return self->difficulty;
}

QueensBoard *
queens_puzzle_get_givens (QueensPuzzle *self)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE (self), NULL);
  return self->givens;
}

gboolean
queens_puzzle_is_given (QueensPuzzle *self,
                        guint         row,
                        guint         column)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE (self), FALSE);
  return row < self->n && column < self->n && queens_board_has_queen (self->givens, row, column);
}

guint
queens_puzzle_get_answer (QueensPuzzle *self,
                          guint         row)
{
  g_return_val_if_fail (QUEENS_IS_PUZZLE (self), 0);
  g_return_val_if_fail (row < self->n, 0);
  return self->answer[row];
}

static const char *const difficulty_names[] = { "easy", "medium", "hard" };

const char *
queens_puzzle_difficulty_to_string (QueensPuzzleDifficulty difficulty)
{
  g_return_val_if_fail (difficulty <= QUEENS_PUZZLE_HARD, NULL);
  return difficulty_names[difficulty];
}

gboolean
queens_puzzle_difficulty_from_string (const char             *name,
                                      QueensPuzzleDifficulty *out_difficulty)
{
  guint i;

  for (i = 0; name != NULL && i < G_N_ELEMENTS (difficulty_names); i++)
    if (g_str_equal (name, difficulty_names[i]))
      {
        *out_difficulty = (QueensPuzzleDifficulty) i;
        return TRUE;
      }
  return FALSE;
}
