/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-view.c: a region puzzle on screen, played by hand
 *
 * The drawing is queens-render-regions', so files and tests see what the
 * screen shows; hit tests lay the grid out as the snapshot does.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-region-view.h"
#include "queens-render-regions.h"
#include "queens-widget-color.h"

struct _QueensRegionView
{
  GtkWidget         parent_instance;

  QueensRegionGame *game;
  gulong            changed_id;
  gboolean          show_letters;
  gboolean          auto_cross;
  guint             cursor_row;
  guint             cursor_column;
  gboolean          keyboard;     /* the keyboard moved last: frame the cursor */

  /* A press and what it became: a click, or a drag crossing squares. */
  double            press_x;
  double            press_y;
  guint             press_row;
  guint             press_column;
  gboolean          pressed;
  gboolean          dragging;
  guint             last_row;
  guint             last_column;
};

G_DEFINE_FINAL_TYPE (QueensRegionView, queens_region_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SHOW_LETTERS,
  PROP_AUTO_CROSS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
queens_region_view_init_options (QueensRegionView    *self,
                                 QueensRenderOptions *options,
                                 gboolean            *out_dark)
{
  gboolean dark = queens_widget_is_dark_theme (GTK_WIDGET (self), NULL);

  queens_render_options_init (options, dark ? QUEENS_RENDER_THEME_DARK : QUEENS_RENDER_THEME_LIGHT);
  if (out_dark != NULL)
    *out_dark = dark;
}

static gboolean
queens_region_view_layout (QueensRegionView   *self,
                           QueensRenderLayout *out_layout)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  QueensRenderOptions options;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (self->game == NULL || gtk_widget_get_width (GTK_WIDGET (self)) <= 0)
    return FALSE;

  /* The snapshot's cairo node has the widget's scale: snapping agrees. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  queens_region_view_init_options (self, &options, NULL);
  queens_render_compute_layout (cr, queens_region_game_get_n (self->game), &options, 0, 0,
                                gtk_widget_get_width (GTK_WIDGET (self)),
                                gtk_widget_get_height (GTK_WIDGET (self)), out_layout);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return TRUE;
}

gboolean
queens_region_view_square_at (QueensRegionView *self,
                              double            x,
                              double            y,
                              guint            *out_row,
                              guint            *out_column)
{
  QueensRenderLayout layout;

  g_return_val_if_fail (QUEENS_IS_REGION_VIEW (self), FALSE);

  return queens_region_view_layout (self, &layout)
         && queens_render_layout_hit (&layout, x, y, out_row, out_column);
}

void
queens_region_view_get_square_center (QueensRegionView *self,
                                      guint             row,
                                      guint             column,
                                      double           *out_x,
                                      double           *out_y)
{
  QueensRenderLayout layout;

  g_return_if_fail (QUEENS_IS_REGION_VIEW (self));

  *out_x = *out_y = 0;
  if (!queens_region_view_layout (self, &layout))
    return;
  *out_x = (queens_render_layout_edge_x (&layout, column) + queens_render_layout_edge_x (&layout, column + 1)) / 2;
  *out_y = (queens_render_layout_edge_y (&layout, row) + queens_render_layout_edge_y (&layout, row + 1)) / 2;
}

static void
queens_region_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  QueensRegionView *self = QUEENS_REGION_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autofree guint8 *marks = NULL;
  g_autofree guint8 *flags = NULL;
  QueensRegionPicture picture = { 0 };
  QueensRenderOptions options;
  QueensRegionGrid *grid;
  cairo_t *cr;
  guint n;
  gboolean solved;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  grid = queens_region_game_get_grid (self->game);
  n = queens_region_game_get_n (self->game);
  /* The solved moment shows the answer alone, without the crosses. */
  solved = queens_region_game_get_solved (self->game);
  marks = g_new0 (guint8, n * n);
  flags = g_new0 (guint8, n * n);
  for (guint row = 0; row < n; row++)
    for (guint column = 0; column < n; column++)
      {
        guint i = row * n + column;

        marks[i] = queens_region_game_get_mark (self->game, row, column);
        if (solved && marks[i] != QUEENS_REGION_MARK_QUEEN)
          marks[i] = QUEENS_REGION_MARK_EMPTY;
        if (queens_region_game_is_clash (self->game, row, column))
          flags[i] |= QUEENS_RENDER_REGION_CLASH;
        if (self->auto_cross && !solved && queens_region_game_is_ruled_out (self->game, row, column))
          flags[i] |= QUEENS_RENDER_REGION_AUTO_CROSS;
        switch (queens_region_game_get_hint_role (self->game, row, column))
          {
          case QUEENS_REGION_HINT_REASON:
            flags[i] |= QUEENS_RENDER_REGION_HINT;
            break;
          case QUEENS_REGION_HINT_RULED_OUT:
            flags[i] |= QUEENS_RENDER_REGION_HINT_CROSS;
            break;
          case QUEENS_REGION_HINT_NONE:
          default:
            break;
          }
      }

  queens_region_view_init_options (self, &options, &picture.dark);
  picture.n = n;
  picture.regions = queens_region_grid_get_regions (grid);
  picture.marks = marks;
  picture.flags = flags;
  picture.letters = self->show_letters;
  picture.show_cursor = self->keyboard && gtk_widget_has_focus (widget);
  picture.cursor_row = self->cursor_row;
  picture.cursor_column = self->cursor_column;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  queens_render_regions (cr, &picture, &options, 0, 0, width, height, NULL);
  cairo_destroy (cr);
}

/* The label a screen reader hears: the cursor's square. */
static void
queens_region_view_update_label (QueensRegionView *self)
{
  g_autofree char *label = NULL;

  if (self->game != NULL)
    label = queens_region_game_describe_square (self->game, self->cursor_row, self->cursor_column);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label != NULL ? label : "", -1);
}

static void
on_game_changed (QueensRegionGame *game,
                 QueensRegionView *self)
{
  queens_region_view_update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

QueensRegionGame *
queens_region_view_get_game (QueensRegionView *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_VIEW (self), NULL);

  return self->game;
}

void
queens_region_view_set_game (QueensRegionView *self,
                             QueensRegionGame *game)
{
  g_return_if_fail (QUEENS_IS_REGION_VIEW (self));
  g_return_if_fail (game == NULL || QUEENS_IS_REGION_GAME (game));

  if (self->game == game)
    return;

  g_clear_signal_handler (&self->changed_id, self->game);
  /* A drag cut short still closes its move on the game it began on. */
  if (self->pressed && self->game != NULL)
    queens_region_game_end_move (self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  self->cursor_row = self->cursor_column = 0;
  self->pressed = FALSE;
  queens_region_view_update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
queens_region_view_get_show_letters (QueensRegionView *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_VIEW (self), FALSE);

  return self->show_letters;
}

void
queens_region_view_set_show_letters (QueensRegionView *self,
                                     gboolean          show_letters)
{
  g_return_if_fail (QUEENS_IS_REGION_VIEW (self));

  show_letters = !!show_letters;
  if (self->show_letters == show_letters)
    return;
  self->show_letters = show_letters;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LETTERS]);
}

gboolean
queens_region_view_get_auto_cross (QueensRegionView *self)
{
  g_return_val_if_fail (QUEENS_IS_REGION_VIEW (self), FALSE);

  return self->auto_cross;
}

void
queens_region_view_set_auto_cross (QueensRegionView *self,
                                   gboolean          auto_cross)
{
  g_return_if_fail (QUEENS_IS_REGION_VIEW (self));

  auto_cross = !!auto_cross;
  if (self->auto_cross == auto_cross)
    return;
  self->auto_cross = auto_cross;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_CROSS]);
}

void
queens_region_view_get_cursor (QueensRegionView *self,
                               guint            *out_row,
                               guint            *out_column)
{
  g_return_if_fail (QUEENS_IS_REGION_VIEW (self));

  *out_row = self->cursor_row;
  *out_column = self->cursor_column;
}

/* A drag crosses what it passes over, never unmarks or takes a queen. */
static void
queens_region_view_drag_cross (QueensRegionView *self,
                               guint             row,
                               guint             column)
{
  if (queens_region_game_get_mark (self->game, row, column) == QUEENS_REGION_MARK_EMPTY)
    queens_region_game_set_mark (self->game, row, column, QUEENS_REGION_MARK_CROSS);
}

static void
on_drag_begin (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               QueensRegionView *self)
{
  self->pressed = queens_region_view_square_at (self, x, y, &self->press_row, &self->press_column);
  if (!self->pressed)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->press_x = x;
  self->press_y = y;
  self->dragging = FALSE;
  self->last_row = self->press_row;
  self->last_column = self->press_column;
  self->cursor_row = self->press_row;
  self->cursor_column = self->press_column;
  self->keyboard = FALSE;
  queens_region_game_begin_move (self->game);
}

static void
on_drag_update (GtkGestureDrag   *gesture,
                double            dx,
                double            dy,
                QueensRegionView *self)
{
  guint row, column;

  if (!self->pressed
      || !queens_region_view_square_at (self, self->press_x + dx, self->press_y + dy, &row, &column))
    return;
  if (row == self->last_row && column == self->last_column)
    return;

  /* Leaving the first square makes the press a drag: it crosses the
   * square it began on too. */
  if (!self->dragging)
    {
      self->dragging = TRUE;
      queens_region_view_drag_cross (self, self->press_row, self->press_column);
    }
  /* A quick hand skips squares between two motion events: cross the
   * squares on the straight line from the last one. */
  {
    int dr = (int) row - (int) self->last_row;
    int dc = (int) column - (int) self->last_column;
    int steps = MAX (ABS (dr), ABS (dc));

    for (int k = 1; k <= steps; k++)
      queens_region_view_drag_cross (self, (guint) ((int) self->last_row + (dr * k + (dr >= 0 ? steps : -steps) / 2) / steps),
                                     (guint) ((int) self->last_column + (dc * k + (dc >= 0 ? steps : -steps) / 2) / steps));
  }
  self->last_row = row;
  self->last_column = column;
}

static void
on_drag_end (GtkGestureDrag   *gesture,
             double            dx,
             double            dy,
             QueensRegionView *self)
{
  if (!self->pressed)
    return;
  on_drag_update (gesture, dx, dy, self);
  if (!self->dragging)
    queens_region_game_cycle (self->game, self->press_row, self->press_column);
  self->pressed = FALSE;
  /* The drag's crosses are one move for undo. */
  queens_region_game_end_move (self->game);
  queens_region_view_update_label (self);
}

static void
queens_region_view_move_cursor (QueensRegionView *self,
                                int               rows,
                                int               columns)
{
  guint n = queens_region_game_get_n (self->game);

  self->cursor_row = (guint) CLAMP ((int) self->cursor_row + rows, 0, (int) n - 1);
  self->cursor_column = (guint) CLAMP ((int) self->cursor_column + columns, 0, (int) n - 1);
}

/* Sets the cursor's square to @mark, or empties it when it has @mark. */
static void
queens_region_view_toggle_mark (QueensRegionView *self,
                                QueensRegionMark  mark)
{
  QueensRegionMark now = queens_region_game_get_mark (self->game, self->cursor_row, self->cursor_column);

  queens_region_game_set_mark (self->game, self->cursor_row, self->cursor_column,
                               now == mark ? QUEENS_REGION_MARK_EMPTY : mark);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                QueensRegionView      *self)
{
  if (self->game == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      queens_region_view_move_cursor (self, 0, -1);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      queens_region_view_move_cursor (self, 0, 1);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      queens_region_view_move_cursor (self, -1, 0);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      queens_region_view_move_cursor (self, 1, 0);
      break;
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      queens_region_game_cycle (self->game, self->cursor_row, self->cursor_column);
      break;
    case GDK_KEY_x:
    case GDK_KEY_X:
      queens_region_view_toggle_mark (self, QUEENS_REGION_MARK_CROSS);
      break;
    case GDK_KEY_q:
    case GDK_KEY_Q:
      queens_region_view_toggle_mark (self, QUEENS_REGION_MARK_QUEEN);
      break;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      queens_region_game_set_mark (self->game, self->cursor_row, self->cursor_column, QUEENS_REGION_MARK_EMPTY);
      break;
    default:
      return FALSE;
    }
  self->keyboard = TRUE;
  queens_region_view_update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
queens_region_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  /* Small enough for a narrow window, room to grow where there is. */
  *minimum = 200;
  *natural = 520;
}

static void
queens_region_view_dispose (GObject *object)
{
  QueensRegionView *self = QUEENS_REGION_VIEW (object);

  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (queens_region_view_parent_class)->dispose (object);
}

static void
queens_region_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  QueensRegionView *self = QUEENS_REGION_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_LETTERS:
      g_value_set_boolean (value, self->show_letters);
      break;
    case PROP_AUTO_CROSS:
      g_value_set_boolean (value, self->auto_cross);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_region_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  QueensRegionView *self = QUEENS_REGION_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      queens_region_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_LETTERS:
      queens_region_view_set_show_letters (self, g_value_get_boolean (value));
      break;
    case PROP_AUTO_CROSS:
      queens_region_view_set_auto_cross (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_region_view_focus_changed (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
}

static void
queens_region_view_class_init (QueensRegionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_region_view_dispose;
  object_class->get_property = queens_region_view_get_property;
  object_class->set_property = queens_region_view_set_property;
  widget_class->snapshot = queens_region_view_snapshot;
  widget_class->measure = queens_region_view_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QUEENS_TYPE_REGION_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LETTERS] =
    g_param_spec_boolean ("show-letters", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTO_CROSS] =
    g_param_spec_boolean ("auto-cross", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "regionview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
queens_region_view_init (QueensRegionView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect_swapped (focus, "enter", G_CALLBACK (queens_region_view_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (queens_region_view_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

GtkWidget *
queens_region_view_new (void)
{
  return g_object_new (QUEENS_TYPE_REGION_VIEW, NULL);
}
