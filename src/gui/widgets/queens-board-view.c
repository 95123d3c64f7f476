/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board-view.c: the board on screen
 *
 * The widget keeps a copy of the browsed columns and, in free play, a
 * reference to the play session, with the marks the page hands it (a
 * puzzle's crosses).  This file holds the widget, its properties and
 * what it is told to show; drawing, input, zoom and the words for screen
 * readers are in their own files (queens-board-view-private.h).
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-board-view-private.h"

G_DEFINE_FINAL_TYPE (QueensBoardView, queens_board_view, GTK_TYPE_WIDGET)

G_DEFINE_ENUM_TYPE (QueensRenderBoardTheme, queens_render_board_theme,
  G_DEFINE_ENUM_VALUE (QUEENS_RENDER_BOARD_THEME_CLASSIC, "classic"),
  G_DEFINE_ENUM_VALUE (QUEENS_RENDER_BOARD_THEME_GREEN, "green"),
  G_DEFINE_ENUM_VALUE (QUEENS_RENDER_BOARD_THEME_BLUE, "blue"),
  G_DEFINE_ENUM_VALUE (QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST, "high-contrast"))

enum {
  PROP_0,
  PROP_N,
  PROP_SHOW_COORDINATES,
  PROP_CHESS_COORDINATES,
  PROP_SHOW_ATTACKS,
  PROP_ZOOM,
  PROP_BOARD_THEME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint
queens_board_view_shown_n (QueensBoardView *self)
{
  if (self->play != NULL)
    return queens_play_session_get_n (self->play);

  return self->n;
}

void
queens_board_view_notify_zoom (QueensBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

/* Squares outside a board that shrank are forgotten. */
static void
queens_board_view_clamp_squares (QueensBoardView *self)
{
  guint n = queens_board_view_shown_n (self);

  if (n == 0)
    return;

  if (self->focus_row >= n || self->focus_column >= n)
    {
      self->focus_row = MIN (self->focus_row, n - 1);
      self->focus_column = MIN (self->focus_column, n - 1);
    }
  if (self->hovering && (self->hover_row >= n || self->hover_column >= n))
    self->hovering = FALSE;
  if (self->pressed && (self->press_row >= n || self->press_column >= n))
    queens_board_view_end_drag (self);
}

static void
on_play_position_changed (QueensPlaySession *session,
                          QueensBoardView   *self)
{
  /* A dragged queen that another change took away is dropped. */
  if (self->dragging
      && !queens_board_has_queen (queens_play_session_get_board (session),
                                  self->press_row, self->press_column))
    queens_board_view_end_drag (self);

  queens_board_view_clamp_squares (self);
  self->revision++;
  queens_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
queens_board_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = 160;
  *natural = 480;
}

static void
queens_board_view_dispose (GObject *object)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (object);

  g_clear_object (&self->play_signals);
  g_clear_object (&self->play);

  G_OBJECT_CLASS (queens_board_view_parent_class)->dispose (object);
}

static void
queens_board_view_finalize (GObject *object)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (object);

  g_clear_pointer (&self->columns, g_free);
  g_clear_pointer (&self->ruled_out, g_array_unref);
  queens_board_view_clear_overview (self);

  G_OBJECT_CLASS (queens_board_view_parent_class)->finalize (object);
}

static void
queens_board_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_N:
      g_value_set_uint (value, self->n);
      break;

    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;

    case PROP_CHESS_COORDINATES:
      g_value_set_boolean (value, self->chess_coordinates);
      break;

    case PROP_SHOW_ATTACKS:
      g_value_set_boolean (value, self->show_attacks);
      break;

    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;

    case PROP_BOARD_THEME:
      g_value_set_enum (value, self->board_theme);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_board_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_COORDINATES:
      queens_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;

    case PROP_CHESS_COORDINATES:
      queens_board_view_set_chess_coordinates (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_ATTACKS:
      queens_board_view_set_show_attacks (self, g_value_get_boolean (value));
      break;

    case PROP_BOARD_THEME:
      queens_board_view_set_board_theme (self, g_value_get_enum (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_board_view_class_init (QueensBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_board_view_dispose;
  object_class->finalize = queens_board_view_finalize;
  object_class->get_property = queens_board_view_get_property;
  object_class->set_property = queens_board_view_set_property;

  widget_class->snapshot = queens_board_view_snapshot;
  widget_class->measure = queens_board_view_measure;

  properties[PROP_N] =
    g_param_spec_uint ("n", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Files and ranks (e4) rather than rows and columns counted from the
   * top left, on boards of up to 26 rows. */
  properties[PROP_CHESS_COORDINATES] =
    g_param_spec_boolean ("chess-coordinates", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_SHOW_ATTACKS] =
    g_param_spec_boolean ("show-attacks", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* 1 is fit; larger values magnify.  Read-only: the zoom functions and
   * the win.zoom-* actions change it. */
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         1.0, G_MAXDOUBLE, 1.0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_BOARD_THEME] =
    g_param_spec_enum ("board-theme", NULL, NULL,
                       QUEENS_TYPE_RENDER_BOARD_THEME,
                       QUEENS_RENDER_BOARD_THEME_CLASSIC,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "board");
  /* A grid of squares; GTK 4.8 cannot give a custom widget accessible
   * children, so the label names the keyboard's square instead. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
queens_board_view_init (QueensBoardView *self)
{
  self->show_attacks = TRUE;
  self->zoom = 1.0;
  self->play_signals = g_signal_group_new (QUEENS_TYPE_PLAY_SESSION);
  g_signal_group_connect (self->play_signals, "position-changed",
                          G_CALLBACK (on_play_position_changed), self);
  self->centre_u = 0.5;
  self->centre_v = 0.5;

  /* Focusable, so that the window's keys (Page Up, Home, +, ...) reach
   * the window instead of a text field in the header bar, and the arrow
   * keys reach the board in play. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);

  queens_board_view_init_input (self);
  queens_board_view_init_zoom (self);
}

GtkWidget *
queens_board_view_new (void)
{
  return g_object_new (QUEENS_TYPE_BOARD_VIEW, NULL);
}

void
queens_board_view_set_columns (QueensBoardView *self,
                               guint            n,
                               const guint32   *columns)
{
  gboolean n_changed;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (n >= 1);

  n_changed = n != self->n;

  if (!n_changed
      && ((columns == NULL && self->columns == NULL)
          || (columns != NULL && self->columns != NULL
              && memcmp (columns, self->columns, n * sizeof *columns) == 0)))
    return;

  g_clear_pointer (&self->columns, g_free);
  if (columns != NULL)
    self->columns = g_memdup2 (columns, (gsize) n * sizeof *columns);
  self->n = n;

  if (n_changed)
    {
      /* A new size starts at fit: the old zoom means nothing for it. */
      double old_zoom = self->zoom;

      self->zoom = 1.0;
      self->centre_u = 0.5;
      self->centre_v = 0.5;
      if (old_zoom != 1.0)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N]);
    }

  /* In play the browsed solution is kept for later but not shown. */
  if (self->play != NULL)
    return;

  /* The queen the keys went to belongs to the solution that was shown. */
  self->keyboard_active = FALSE;

  self->revision++;
  queens_board_view_clamp_squares (self);
  queens_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
queens_board_view_get_n (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), 0);

  return self->n;
}

const guint32 *
queens_board_view_get_columns (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), NULL);

  return self->columns;
}

guint64
queens_board_view_get_revision (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), 0);

  return self->revision;
}

gboolean
queens_board_view_get_show_coordinates (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  return self->show_coordinates;
}

void
queens_board_view_set_show_coordinates (QueensBoardView *self,
                                        gboolean         show_coordinates)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  show_coordinates = !!show_coordinates;
  if (self->show_coordinates == show_coordinates)
    return;

  self->show_coordinates = show_coordinates;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
queens_board_view_get_chess_coordinates (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  return self->chess_coordinates;
}

void
queens_board_view_set_chess_coordinates (QueensBoardView *self,
                                         gboolean         chess_coordinates)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  chess_coordinates = !!chess_coordinates;
  if (self->chess_coordinates == chess_coordinates)
    return;

  self->chess_coordinates = chess_coordinates;
  self->revision++;
  queens_board_view_update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHESS_COORDINATES]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

QueensCoordinates
queens_board_view_get_coordinates (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), QUEENS_COORDINATES_NUMERIC);

  return self->chess_coordinates ? QUEENS_COORDINATES_CHESS : QUEENS_COORDINATES_NUMERIC;
}

void
queens_board_view_set_ruled_out (QueensBoardView *self,
                                 GArray          *squares)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  if (self->ruled_out == NULL && (squares == NULL || squares->len == 0))
    return;
  g_clear_pointer (&self->ruled_out, g_array_unref);
  queens_board_view_clear_overview (self);
  if (squares != NULL && squares->len > 0)
    self->ruled_out = g_array_ref (squares);
  queens_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
queens_board_view_set_play_session (QueensBoardView   *self,
                                    QueensPlaySession *session)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (session == NULL || QUEENS_IS_PLAY_SESSION (session));

  if (self->play == session)
    return;

  g_set_object (&self->play, session);
  g_signal_group_set_target (self->play_signals, session);

  queens_board_view_end_drag (self);
  self->hovering = FALSE;
  self->keyboard_active = FALSE;
  queens_board_view_clamp_squares (self);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), session != NULL ? "pointer" : NULL);

  self->revision++;
  queens_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

QueensPlaySession *
queens_board_view_get_play_session (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), NULL);

  return self->play;
}

gboolean
queens_board_view_get_show_attacks (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  return self->show_attacks;
}

void
queens_board_view_set_show_attacks (QueensBoardView *self,
                                    gboolean         show_attacks)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  show_attacks = !!show_attacks;
  if (self->show_attacks == show_attacks)
    return;

  self->show_attacks = show_attacks;
  if (self->play != NULL)
    self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ATTACKS]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

QueensRenderBoardTheme
queens_board_view_get_board_theme (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), QUEENS_RENDER_BOARD_THEME_CLASSIC);

  return self->board_theme;
}

void
queens_board_view_set_board_theme (QueensBoardView        *self,
                                   QueensRenderBoardTheme  board_theme)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail ((guint) board_theme < QUEENS_RENDER_N_BOARD_THEMES);

  if (self->board_theme == board_theme)
    return;

  self->board_theme = board_theme;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_THEME]);
}

void
queens_board_view_get_focus_square (QueensBoardView *self,
                                    guint           *out_row,
                                    guint           *out_column)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  if (out_row != NULL)
    *out_row = self->focus_row;
  if (out_column != NULL)
    *out_column = self->focus_column;
}

void
queens_board_view_set_focus_square (QueensBoardView *self,
                                    guint            row,
                                    guint            column)
{
  guint n;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  n = queens_board_view_shown_n (self);
  g_return_if_fail (row < n && column < n);

  if (self->focus_row == row && self->focus_column == column)
    return;

  self->focus_row = row;
  self->focus_column = column;
  queens_board_view_keep_square_in_view (self, row, column);
  queens_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
