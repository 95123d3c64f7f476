/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-game.h: a region puzzle being played
 *
 * The player's marks on a region grid (empty, cross or queen), with undo
 * and redo, the clashes between queens, the clock and the hints.  A hint
 * is one step of the region logic from the player's position: the first
 * press names the step and the squares it looks at, the second carries
 * it out as one move.  Solved when N queens stand with no clash: the grid
 * has one answer, so that is it.  Knows no widget.
 */
#pragma once

#include <glib-object.h>

#include "queens-region-grid.h"
#include "queens-region-logic.h"

G_BEGIN_DECLS

typedef enum
{
  QUEENS_REGION_MARK_EMPTY,
  QUEENS_REGION_MARK_CROSS,
  QUEENS_REGION_MARK_QUEEN
} QueensRegionMark;

/* The microseconds of a monotonic clock; tests pass their own. */
typedef gint64 (*QueensRegionClock) (gpointer user_data);

#define QUEENS_TYPE_REGION_GAME (queens_region_game_get_type ())
G_DECLARE_FINAL_TYPE (QueensRegionGame, queens_region_game, QUEENS, REGION_GAME, GObject)

/* @day: "YYYY-MM-DD" for the puzzle of that day, else NULL. */
QueensRegionGame      *queens_region_game_new            (QueensRegionGrid       *grid,
                                                          QueensRegionDifficulty  difficulty,
                                                          const char             *day);

/* The game queens_region_game_save() wrote, its marks, time and hints
 * as they were (not its undo); NULL with an error for other text. */
QueensRegionGame      *queens_region_game_restore        (const char             *state,
                                                          GError                **error);
/* "GRID;DIFFICULTY;DAY;MARKS;SECONDS;HELPED": the grid's letter lines
 * joined by '/', "easy", "medium" or "hard", the day or nothing, the
 * marks row by row ('.' empty, 'x' cross, 'Q' queen), the whole seconds
 * played, and "helped" or nothing.  Free with g_free(). */
char                  *queens_region_game_save           (QueensRegionGame       *self);

QueensRegionGrid      *queens_region_game_get_grid       (QueensRegionGame       *self);
guint                  queens_region_game_get_n          (QueensRegionGame       *self);
QueensRegionDifficulty queens_region_game_get_difficulty (QueensRegionGame       *self);
/* The day of a puzzle of the day, else NULL. */
const char            *queens_region_game_get_day        (QueensRegionGame       *self);

QueensRegionMark       queens_region_game_get_mark       (QueensRegionGame       *self,
                                                          guint                   row,
                                                          guint                   column);
/* One move for undo, unless inside begin_move()/end_move(), which make
 * all the marks between them one move (a drag).  Refused (FALSE) once
 * solved, and when nothing changes. */
gboolean               queens_region_game_set_mark       (QueensRegionGame       *self,
                                                          guint                   row,
                                                          guint                   column,
                                                          QueensRegionMark        mark);
/* Empty → cross → queen → empty. */
gboolean               queens_region_game_cycle          (QueensRegionGame       *self,
                                                          guint                   row,
                                                          guint                   column);
void                   queens_region_game_begin_move     (QueensRegionGame       *self);
void                   queens_region_game_end_move       (QueensRegionGame       *self);
/* Every mark off, as one move. */
gboolean               queens_region_game_clear          (QueensRegionGame       *self);

gboolean               queens_region_game_can_undo       (QueensRegionGame       *self);
gboolean               queens_region_game_can_redo       (QueensRegionGame       *self);
gboolean               queens_region_game_undo           (QueensRegionGame       *self);
gboolean               queens_region_game_redo           (QueensRegionGame       *self);

/* A queen on the square that shares its row, column or region with
 * another queen, or touches one. */
gboolean               queens_region_game_is_clash       (QueensRegionGame       *self,
                                                          guint                   row,
                                                          guint                   column);
/* An empty square a queen rules out (its row, column, region or the
 * eight around it): what automatic crosses show. */
gboolean               queens_region_game_is_ruled_out   (QueensRegionGame       *self,
                                                          guint                   row,
                                                          guint                   column);
guint                  queens_region_game_get_n_queens   (QueensRegionGame       *self);
gboolean               queens_region_game_get_solved     (QueensRegionGame       *self);

/* The hint.  The first press finds the next step and says it in the
 * message (the squares it looks at are then highlighted); the second
 * carries it out.  A queen or cross of the player's that the answer
 * contradicts is named instead, and highlighted.  FALSE once solved. */
gboolean               queens_region_game_hint           (QueensRegionGame       *self);
/* What the last hint said, or NULL. */
const char            *queens_region_game_get_message    (QueensRegionGame       *self);
/* What a square is to the hint on show. */
typedef enum
{
  QUEENS_REGION_HINT_NONE,
  QUEENS_REGION_HINT_REASON,     /* a square the reasoning looks at */
  QUEENS_REGION_HINT_RULED_OUT   /* a square the step will cross */
} QueensRegionHintRole;

QueensRegionHintRole   queens_region_game_get_hint_role  (QueensRegionGame       *self,
                                                          guint                   row,
                                                          guint                   column);
/* A square the hint on show looks at or rules out. */
gboolean               queens_region_game_is_highlighted (QueensRegionGame       *self,
                                                          guint                   row,
                                                          guint                   column);
/* A hint was carried out: the solve says "with hints". */
gboolean               queens_region_game_get_helped     (QueensRegionGame       *self);

void                   queens_region_game_set_clock      (QueensRegionGame       *self,
                                                          QueensRegionClock       clock,
                                                          gpointer                user_data);
/* Microseconds played: from the first move to now, or to the solving
 * move, less the time paused. */
gint64                 queens_region_game_get_elapsed    (QueensRegionGame       *self);
void                   queens_region_game_set_paused     (QueensRegionGame       *self,
                                                          gboolean                paused);
gboolean               queens_region_game_get_paused     (QueensRegionGame       *self);

/* "Medium · 8 × 8 · 1:05", or the solved moment: "Solved in 1:05 with
 * hints".  Free with g_free(). */
char                  *queens_region_game_describe       (QueensRegionGame       *self);
/* "Row 3, column 5, region C: queen".  Free with g_free(). */
char                  *queens_region_game_describe_square (QueensRegionGame      *self,
                                                           guint                  row,
                                                           guint                  column);
/* The difficulty in the user's language: "Easy", "Medium", "Hard". */
const char            *queens_region_difficulty_to_label (QueensRegionDifficulty  difficulty);

G_END_DECLS
