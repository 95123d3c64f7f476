/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-game.c: a region puzzle being played
 *
 * Undo keeps moves, each a list of squares with their marks before and
 * after, so a drag that crossed many squares goes back in one step.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "queens-region-game.h"
#include "queens-region-solver.h"

typedef struct
{
  guint16 square;
  guint8  before;
  guint8  after;
} Change;

struct _QueensRegionGame
{
  GObject                 parent_instance;

  QueensRegionGrid       *grid;
  QueensRegionDifficulty  difficulty;
  char                   *day;
  guint                   n;
  guint8                 *marks;        /* n × n QueensRegionMark */
  guint8                  answer[QUEENS_REGION_MAX_N];

  GPtrArray              *undo;         /* of GArray of Change */
  GPtrArray              *redo;
  GArray                 *move;         /* the move being made, or NULL */
  guint                   move_depth;

  /* The hint on show: its words and the squares it is about. */
  char                   *message;
  guint8                 *highlight;    /* n × n QueensRegionHintRole */
  gboolean                hint_pending; /* the second press carries @step out */
  QueensRegionStep        step;
  gboolean                helped;

  QueensRegionClock       clock;
  gpointer                clock_data;
  gint64                  first_move_time;  /* -1 before the first move */
  gint64                  paused_at;        /* -1 while running */
  gint64                  solved_elapsed;
  gboolean                solved;
};

G_DEFINE_FINAL_TYPE (QueensRegionGame, queens_region_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SOLVED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MESSAGE,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gint64
queens_region_game_now (QueensRegionGame *self)
{
  return self->clock != NULL ? self->clock (self->clock_data) : g_get_monotonic_time ();
}

static void
queens_region_game_finalize (GObject *object)
{
  QueensRegionGame *self = QUEENS_REGION_GAME (object);

  g_clear_object (&self->grid);
  g_clear_pointer (&self->day, g_free);
  g_clear_pointer (&self->marks, g_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->move, g_array_unref);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->highlight, g_free);

  G_OBJECT_CLASS (queens_region_game_parent_class)->finalize (object);
}

static void
queens_region_game_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  QueensRegionGame *self = QUEENS_REGION_GAME (object);

  switch (prop_id)
    {
    case PROP_SOLVED:
      g_value_set_boolean (value, self->solved);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, queens_region_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, queens_region_game_can_redo (self));
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused_at >= 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_region_game_class_init (QueensRegionGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = queens_region_game_finalize;
  object_class->get_property = queens_region_game_get_property;

  properties[PROP_SOLVED] =
    g_param_spec_boolean ("solved", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Any mark, highlight or message changed: time to draw again. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
queens_region_game_init (QueensRegionGame *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->first_move_time = -1;
  self->paused_at = -1;
}

QueensRegionGame *
queens_region_game_new (QueensRegionGrid       *grid,
                        QueensRegionDifficulty  difficulty,
                        const char             *day)
{
  QueensRegionGame *self;

  g_return_val_if_fail (QUEENS_IS_REGION_GRID (grid), NULL);

  self = g_object_new (QUEENS_TYPE_REGION_GAME, NULL);
  self->grid = g_object_ref (grid);
  self->difficulty = difficulty;
  self->day = g_strdup (day);
  self->n = queens_region_grid_get_n (grid);
  self->marks = g_new0 (guint8, self->n * self->n);
  self->highlight = g_new0 (guint8, self->n * self->n);
  /* The answer tells a wrong mark from a step not yet seen; a grid with
   * none leaves every column 0 and the hints say nothing wrong. */
  queens_region_solver_count (grid, 1, self->answer, NULL);
  return self;
}

static void queens_region_game_after_change (QueensRegionGame *self,
                                             gboolean          keep_hint);

static const char mark_chars[] = ".xQ";

char *
queens_region_game_save (QueensRegionGame *self)
{
  g_autofree char *letters = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *grid = NULL;
  g_autofree char *marks = NULL;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), NULL);

  letters = queens_region_grid_to_text (self->grid);
  g_strchomp (letters);
  lines = g_strsplit (letters, "\n", -1);
  grid = g_strjoinv ("/", lines);
  marks = g_new0 (char, self->n * self->n + 1);
  for (guint i = 0; i < self->n * self->n; i++)
    marks[i] = mark_chars[self->marks[i]];
  return g_strdup_printf ("%s;%s;%s;%s;%" G_GINT64_FORMAT ";%s", grid,
                          queens_region_difficulty_to_string (self->difficulty),
                          self->day != NULL ? self->day : "", marks,
                          queens_region_game_get_elapsed (self) / G_USEC_PER_SEC,
                          self->helped ? "helped" : "");
}

QueensRegionGame *
queens_region_game_restore (const char  *state,
                            GError     **error)
{
  g_auto(GStrv) fields = NULL;
  g_autofree char *text = NULL;
  g_autoptr(QueensRegionGrid) grid = NULL;
  g_autoptr(QueensRegionGame) self = NULL;
  QueensRegionDifficulty difficulty;
  guint64 seconds;
  guint n;

  g_return_val_if_fail (state != NULL, NULL);

  fields = g_strsplit (state, ";", -1);
  if (g_strv_length (fields) != 6
      || !queens_region_difficulty_from_string (fields[1], &difficulty)
      || !g_ascii_string_to_unsigned (fields[4], 10, 0, G_MAXUINT32, &seconds, NULL))
    {
      g_set_error_literal (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_EMPTY,
                           _("A saved region puzzle is its grid, difficulty, day, marks, seconds and hints, separated by semicolons"));
      return NULL;
    }
  text = g_strdelimit (g_strdup (fields[0]), "/", '\n');
  grid = queens_region_grid_new_from_text (text, error);
  if (grid == NULL)
    return NULL;
  self = queens_region_game_new (grid, difficulty, *fields[2] != '\0' ? fields[2] : NULL);
  n = self->n;
  if (strlen (fields[3]) != n * n)
    {
      g_set_error_literal (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_NOT_SQUARE,
                           _("The saved marks do not fit the region puzzle's grid"));
      return NULL;
    }
  for (guint i = 0; i < n * n; i++)
    {
      const char *found = strchr (mark_chars, fields[3][i]);

      if (found == NULL || fields[3][i] == '\0')
        {
          g_set_error_literal (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_NOT_A_LETTER,
                               _("The saved marks do not fit the region puzzle's grid"));
          return NULL;
        }
      self->marks[i] = (guint8) (found - mark_chars);
    }
  self->helped = g_str_equal (fields[5], "helped");
  /* A game not begun stays so; else as if its first move had been made
   * that long ago. */
  if (seconds == 0 && strspn (fields[3], ".") == n * n)
    return g_steal_pointer (&self);
  self->first_move_time = queens_region_game_now (self) - (gint64) seconds * G_USEC_PER_SEC;
  queens_region_game_after_change (self, FALSE);
  if (self->solved)
    self->solved_elapsed = (gint64) seconds * G_USEC_PER_SEC;
  return g_steal_pointer (&self);
}

QueensRegionGrid *
queens_region_game_get_grid (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), NULL);

  return self->grid;
}

guint
queens_region_game_get_n (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), 0);

  return self->n;
}

QueensRegionDifficulty
queens_region_game_get_difficulty (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), QUEENS_REGION_EASY);

  return self->difficulty;
}

const char *
queens_region_game_get_day (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), NULL);

  return self->day;
}

QueensRegionMark
queens_region_game_get_mark (QueensRegionGame *self,
                             guint             row,
                             guint             column)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), QUEENS_REGION_MARK_EMPTY);
  g_return_val_if_fail (row < self->n && column < self->n, QUEENS_REGION_MARK_EMPTY);

  return self->marks[row * self->n + column];
}

/* Two queens' squares clash: one row, column or region, or touching. */
static gboolean
queens_clash (QueensRegionGame *self,
              guint             a,
              guint             b)
{
  guint ra = a / self->n, ca = a % self->n, rb = b / self->n, cb = b % self->n;
  const guint8 *regions = queens_region_grid_get_regions (self->grid);

  return ra == rb || ca == cb || regions[a] == regions[b]
         || (ABS ((int) ra - (int) rb) <= 1 && ABS ((int) ca - (int) cb) <= 1);
}

gboolean
queens_region_game_is_clash (QueensRegionGame *self,
                             guint             row,
                             guint             column)
{
  guint square = row * self->n + column;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);
  g_return_val_if_fail (row < self->n && column < self->n, FALSE);

  if (self->marks[square] != QUEENS_REGION_MARK_QUEEN)
    return FALSE;
  for (guint other = 0; other < self->n * self->n; other++)
    if (other != square && self->marks[other] == QUEENS_REGION_MARK_QUEEN
        && queens_clash (self, square, other))
      return TRUE;
  return FALSE;
}

gboolean
queens_region_game_is_ruled_out (QueensRegionGame *self,
                                 guint             row,
                                 guint             column)
{
  guint square = row * self->n + column;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);
  g_return_val_if_fail (row < self->n && column < self->n, FALSE);

  if (self->marks[square] != QUEENS_REGION_MARK_EMPTY)
    return FALSE;
  for (guint other = 0; other < self->n * self->n; other++)
    if (self->marks[other] == QUEENS_REGION_MARK_QUEEN && queens_clash (self, square, other))
      return TRUE;
  return FALSE;
}

guint
queens_region_game_get_n_queens (QueensRegionGame *self)
{
  guint count = 0;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), 0);

  for (guint i = 0; i < self->n * self->n; i++)
    count += self->marks[i] == QUEENS_REGION_MARK_QUEEN;
  return count;
}

gboolean
queens_region_game_get_solved (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  return self->solved;
}

static void
queens_region_game_drop_hint (QueensRegionGame *self)
{
  self->hint_pending = FALSE;
  memset (self->highlight, 0, self->n * self->n);
  if (self->message != NULL)
    {
      g_clear_pointer (&self->message, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
    }
}

/* After any change of marks: the hint on show is about a position gone,
 * the clock starts or stops, and the solve is noticed. */
static void
queens_region_game_after_change (QueensRegionGame *self,
                                 gboolean           keep_hint)
{
  gboolean solved = FALSE;
  gint64 now = self->paused_at >= 0 ? self->paused_at : queens_region_game_now (self);

  if (!keep_hint)
    queens_region_game_drop_hint (self);
  if (self->first_move_time < 0)
    self->first_move_time = now;

  if (queens_region_game_get_n_queens (self) == self->n)
    {
      solved = TRUE;
      for (guint row = 0; row < self->n && solved; row++)
        for (guint column = 0; column < self->n && solved; column++)
          solved = !queens_region_game_is_clash (self, row, column);
    }
  if (solved && !self->solved)
    self->solved_elapsed = MAX (now - self->first_move_time, 0);
  if (solved != self->solved)
    {
      self->solved = solved;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
queens_region_game_push (QueensRegionGame *self,
                         GArray           *move)
{
  g_ptr_array_add (self->undo, move);
  g_ptr_array_set_size (self->redo, 0);
}

void
queens_region_game_begin_move (QueensRegionGame *self)
{
  g_return_if_fail (QUEENS_IS_REGION_GAME (self));

  if (self->move_depth++ == 0)
    self->move = g_array_new (FALSE, FALSE, sizeof (Change));
}

void
queens_region_game_end_move (QueensRegionGame *self)
{
  g_return_if_fail (QUEENS_IS_REGION_GAME (self));
  g_return_if_fail (self->move_depth > 0);

  if (--self->move_depth > 0)
    return;
  if (self->move->len == 0)
    {
      g_clear_pointer (&self->move, g_array_unref);
      return;
    }
  queens_region_game_push (self, g_steal_pointer (&self->move));
  queens_region_game_after_change (self, FALSE);
}

gboolean
queens_region_game_set_mark (QueensRegionGame *self,
                             guint             row,
                             guint             column,
                             QueensRegionMark  mark)
{
  guint square = row * self->n + column;
  Change change;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);
  g_return_val_if_fail (row < self->n && column < self->n, FALSE);
  g_return_val_if_fail (mark <= QUEENS_REGION_MARK_QUEEN, FALSE);

  if (self->solved || self->marks[square] == mark)
    return FALSE;

  change = (Change) { square, self->marks[square], mark };
  self->marks[square] = mark;
  queens_region_game_begin_move (self);
  g_array_append_val (self->move, change);
  queens_region_game_end_move (self);
  return TRUE;
}

gboolean
queens_region_game_cycle (QueensRegionGame *self,
                          guint             row,
                          guint             column)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);
  g_return_val_if_fail (row < self->n && column < self->n, FALSE);

  return queens_region_game_set_mark (self, row, column,
                                      (self->marks[row * self->n + column] + 1) % 3);
}

gboolean
queens_region_game_clear (QueensRegionGame *self)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  queens_region_game_begin_move (self);
  for (guint i = 0; i < self->n * self->n; i++)
    changed |= queens_region_game_set_mark (self, i / self->n, i % self->n, QUEENS_REGION_MARK_EMPTY);
  queens_region_game_end_move (self);
  return changed;
}

gboolean
queens_region_game_can_undo (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  return self->undo->len > 0 && !self->solved;
}

gboolean
queens_region_game_can_redo (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  return self->redo->len > 0 && !self->solved;
}

/* Moves the last move of @from onto @to, playing it backwards or
 * forwards. */
static gboolean
queens_region_game_replay (QueensRegionGame *self,
                           GPtrArray        *from,
                           GPtrArray        *to,
                           gboolean          backwards)
{
  GArray *move;

  if (from->len == 0 || self->solved || self->move_depth > 0)
    return FALSE;

  move = g_ptr_array_steal_index (from, from->len - 1);
  for (guint i = 0; i < move->len; i++)
    {
      Change *change = &g_array_index (move, Change, backwards ? move->len - 1 - i : i);

      self->marks[change->square] = backwards ? change->before : change->after;
    }
  g_ptr_array_add (to, move);
  queens_region_game_after_change (self, FALSE);
  return TRUE;
}

gboolean
queens_region_game_undo (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  return queens_region_game_replay (self, self->undo, self->redo, TRUE);
}

gboolean
queens_region_game_redo (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  return queens_region_game_replay (self, self->redo, self->undo, FALSE);
}

static void
queens_region_game_set_message (QueensRegionGame *self,
                                char             *message)
{
  g_free (self->message);
  self->message = message;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

/* A mark of the player's that the answer contradicts: a queen off it or
 * a cross on it.  Named and highlighted; TRUE when there is one. */
static gboolean
queens_region_game_name_mistake (QueensRegionGame *self)
{
  for (guint i = 0; i < self->n * self->n; i++)
    {
      guint row = i / self->n, column = i % self->n;
      gboolean on_answer = self->answer[row] == column;

      if (self->marks[i] == QUEENS_REGION_MARK_QUEEN && !on_answer)
        /* Translators: %u is a row and %u a column number: "The queen on row 3,
         * column 5 is not in the answer: take it off."  Reorder with %1$u,
         * %2$u if needed. */
        queens_region_game_set_message (self, g_strdup_printf (_("The queen on row %u, column %u is not in the answer: take it off."),
                                                               row + 1, column + 1));
      else if (self->marks[i] == QUEENS_REGION_MARK_CROSS && on_answer)
        /* Translators: %u is a row and %u a column number: "The cross on row 3,
         * column 5 covers the answer's queen: take it off."  Reorder with %1$u,
         * %2$u if needed. */
        queens_region_game_set_message (self, g_strdup_printf (_("The cross on row %u, column %u covers the answer's queen: take it off."),
                                                               row + 1, column + 1));
      else
        continue;
      self->highlight[i] = QUEENS_REGION_HINT_REASON;
      return TRUE;
    }
  return FALSE;
}

/* The first press: the next step from the player's marks. */
static gboolean
queens_region_game_find_step (QueensRegionGame *self)
{
  g_autoptr(QueensRegionLogic) logic = queens_region_logic_new (self->grid);
  QueensRegionLogicResult result;

  for (guint i = 0; i < self->n * self->n; i++)
    if (self->marks[i] == QUEENS_REGION_MARK_QUEEN)
      queens_region_logic_place (logic, i / self->n, i % self->n);
  for (guint i = 0; i < self->n * self->n; i++)
    if (self->marks[i] == QUEENS_REGION_MARK_CROSS)
      queens_region_logic_rule_out (logic, i / self->n, i % self->n);

  /* Steps that only rule out what the player crossed already, or what
   * automatic crosses show, are taken silently: the hint is news. */
  for (;;)
    {
      gboolean news = FALSE;

      result = queens_region_logic_step (logic, QUEENS_REGION_HARD, &self->step);
      if (result != QUEENS_REGION_LOGIC_STEPPED)
        break;
      if (self->step.row != QUEENS_REGION_NO_QUEEN && self->step.technique != QUEENS_REGION_TECHNIQUE_WHAT_IF)
        news = self->marks[self->step.row * self->n + self->step.column] != QUEENS_REGION_MARK_QUEEN;
      for (guint row = 0; row < self->n && !news; row++)
        for (guint column = 0; column < self->n && !news; column++)
          news = (self->step.ruled_out[row] >> column & 1)
                 && self->marks[row * self->n + column] == QUEENS_REGION_MARK_EMPTY
                 && !queens_region_game_is_ruled_out (self, row, column);
      if (news)
        break;
    }
  if (result != QUEENS_REGION_LOGIC_STEPPED)
    {
      queens_region_game_set_message (self, g_strdup (_("No hint from here: check your crosses and queens.")));
      return FALSE;
    }

  /* What the step crosses and still shows empty; the reasoning's
   * squares over them. */
  for (guint row = 0; row < self->n; row++)
    for (guint column = 0; column < self->n; column++)
      {
        guint i = row * self->n + column;

        if (self->step.reason[row] >> column & 1)
          self->highlight[i] = QUEENS_REGION_HINT_REASON;
        else if ((self->step.ruled_out[row] >> column & 1) && self->marks[i] == QUEENS_REGION_MARK_EMPTY)
          self->highlight[i] = QUEENS_REGION_HINT_RULED_OUT;
      }
  if (self->step.row != QUEENS_REGION_NO_QUEEN)
    self->highlight[self->step.row * self->n + self->step.column] = QUEENS_REGION_HINT_REASON;
  queens_region_game_set_message (self, queens_region_step_describe (&self->step));
  return TRUE;
}

/* The second press: the step as one move. */
static void
queens_region_game_apply_step (QueensRegionGame *self)
{
  const QueensRegionStep *step = &self->step;

  self->helped = TRUE;
  queens_region_game_begin_move (self);
  if (step->row != QUEENS_REGION_NO_QUEEN && step->technique != QUEENS_REGION_TECHNIQUE_WHAT_IF)
    queens_region_game_set_mark (self, step->row, step->column, QUEENS_REGION_MARK_QUEEN);
  for (guint row = 0; row < self->n; row++)
    for (guint column = 0; column < self->n; column++)
      if ((step->ruled_out[row] >> column & 1)
          && self->marks[row * self->n + column] == QUEENS_REGION_MARK_EMPTY)
        queens_region_game_set_mark (self, row, column, QUEENS_REGION_MARK_CROSS);
  queens_region_game_end_move (self);
}

gboolean
queens_region_game_hint (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  if (self->solved)
    return FALSE;
  if (self->hint_pending)
    {
      queens_region_game_apply_step (self);
      return TRUE;
    }

  memset (self->highlight, 0, self->n * self->n);
  if (!queens_region_game_name_mistake (self))
    self->hint_pending = queens_region_game_find_step (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

const char *
queens_region_game_get_message (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), NULL);

  return self->message;
}

QueensRegionHintRole
queens_region_game_get_hint_role (QueensRegionGame *self,
                                  guint             row,
                                  guint             column)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), QUEENS_REGION_HINT_NONE);
  g_return_val_if_fail (row < self->n && column < self->n, QUEENS_REGION_HINT_NONE);

  return self->highlight[row * self->n + column];
}

gboolean
queens_region_game_is_highlighted (QueensRegionGame *self,
                                   guint             row,
                                   guint             column)
{
  return queens_region_game_get_hint_role (self, row, column) != QUEENS_REGION_HINT_NONE;
}

gboolean
queens_region_game_get_helped (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  return self->helped;
}

void
queens_region_game_set_clock (QueensRegionGame  *self,
                              QueensRegionClock  clock,
                              gpointer           user_data)
{
  g_return_if_fail (QUEENS_IS_REGION_GAME (self));

  self->clock = clock;
  self->clock_data = user_data;
}

gint64
queens_region_game_get_elapsed (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), 0);

  if (self->solved)
    return self->solved_elapsed;
  if (self->first_move_time < 0)
    return 0;
  return MAX ((self->paused_at >= 0 ? self->paused_at : queens_region_game_now (self))
              - self->first_move_time, 0);
}

void
queens_region_game_set_paused (QueensRegionGame *self,
                               gboolean          paused)
{
  gint64 now;

  g_return_if_fail (QUEENS_IS_REGION_GAME (self));

  if (!!paused == (self->paused_at >= 0))
    return;
  now = queens_region_game_now (self);
  if (paused)
    self->paused_at = now;
  else
    {
      /* The time paused is not played. */
      if (self->first_move_time >= 0)
        self->first_move_time += now - self->paused_at;
      self->paused_at = -1;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
queens_region_game_get_paused (QueensRegionGame *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), FALSE);

  return self->paused_at >= 0;
}

const char *
queens_region_difficulty_to_label (QueensRegionDifficulty difficulty)
{
  switch (difficulty)
    {
    case QUEENS_REGION_EASY:
      return C_("region puzzle", "Easy");
    case QUEENS_REGION_MEDIUM:
      return C_("region puzzle", "Medium");
    case QUEENS_REGION_HARD:
    default:
      return C_("region puzzle", "Hard");
    }
}

char *
queens_region_game_describe (QueensRegionGame *self)
{
  guint seconds;
  g_autofree char *time = NULL;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), NULL);

  seconds = (guint) (queens_region_game_get_elapsed (self) / G_USEC_PER_SEC);
  time = g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
  if (self->solved && self->helped)
    /* Translators: %s is the time taken, "1:05" */
    return g_strdup_printf (_("Solved in %s with hints"), time);
  if (self->solved)
    /* Translators: %s is the time taken, "1:05" */
    return g_strdup_printf (_("Solved in %s"), time);
  /* Translators: the difficulty, the size twice and the time played:
   * "Medium · 8 × 8 · 1:05".  Reorder with %1$s, %2$u, %3$u, %4$s if needed. */
  return g_strdup_printf (_("%s · %u × %u · %s"), queens_region_difficulty_to_label (self->difficulty),
                          self->n, self->n, time);
}

char *
queens_region_game_describe_square (QueensRegionGame *self,
                                    guint             row,
                                    guint             column)
{
  const char *state;

  g_return_val_if_fail (QUEENS_IS_REGION_GAME (self), NULL);
  g_return_val_if_fail (row < self->n && column < self->n, NULL);

  switch (self->marks[row * self->n + column])
    {
    case QUEENS_REGION_MARK_QUEEN:
      state = queens_region_game_is_clash (self, row, column) ? _("queen, clashing") : _("queen");
      break;
    case QUEENS_REGION_MARK_CROSS:
      state = _("crossed");
      break;
    default:
      state = _("empty");
    }
  /* Translators: a square of a region puzzle: "Row 3, column 5, region C:
   * queen".  Reorder with %1$u, %2$u, %3$c, %4$s if needed. */
  return g_strdup_printf (_("Row %u, column %u, region %c: %s"), row + 1, column + 1,
                          queens_region_letter (queens_region_grid_get_region (self->grid, row, column)),
                          state);
}
