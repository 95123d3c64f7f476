/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-speed-scale.c: the watch page's speed, as a slider
 *
 * The slider's value is a position among the presets (0 for 1 step a
 * second … 9 for 1000, 10 for as fast as possible): each step is about
 * half a decade, so the slow speeds get as much room as the fast ones.
 * GtkRange's "change-value" is taken over so that every key, click or
 * drag lands on a preset, counted from the real speed rather than from
 * where a speed between presets happens to sit.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "queens-speed-scale.h"

#define DEFAULT_SPEED 10
/* Page Up and Page Down move about a decade. */
#define PAGE_PRESETS  3

static const int presets[] = { 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 0 };
#define N_PRESETS        ((int) G_N_ELEMENTS (presets))
#define UNLIMITED_INDEX  (N_PRESETS - 1)

struct _QueensSpeedScale
{
  GtkWidget  parent_instance;

  GtkWidget *title_label;
  GtkWidget *scale;
  GtkWidget *value_label;

  int        speed;
};

G_DEFINE_FINAL_TYPE (QueensSpeedScale, queens_speed_scale, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
describe_speed (int speed)
{
  if (speed == 0)
    return g_strdup (_("As fast as possible"));
  /* Translators: the watch page's speed, in steps of the search a second. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d step/s", "%d steps/s", (gulong) speed),
                          speed);
}

/* Where @speed sits on the slider: a preset's index, or between two
 * presets in proportion to the logarithm. */
static double
position_of (int speed)
{
  if (speed == 0)
    return UNLIMITED_INDEX;

  for (int i = 0; i + 1 < UNLIMITED_INDEX; i++)
    if (speed < presets[i + 1])
      return i + log ((double) speed / presets[i]) / log ((double) presets[i + 1] / presets[i]);

  return UNLIMITED_INDEX - 1;
}

/* The preset a move of the slider of @kind lands on, from the current
 * speed: steps and pages count presets from the one at or just past it
 * in the direction of the move; anything else goes to the preset nearest
 * @value. */
static int
preset_for_move (QueensSpeedScale *self,
                 GtkScrollType     kind,
                 double            value)
{
  double position = position_of (self->speed);
  /* A speed between presets counts as the one behind it in the move. */
  int behind_up = (int) floor (position + 1e-9);
  int behind_down = (int) ceil (position - 1e-9);
  int index;

  switch (kind)
    {
    case GTK_SCROLL_STEP_FORWARD:
    case GTK_SCROLL_STEP_RIGHT:
    case GTK_SCROLL_STEP_UP:
      index = behind_up + 1;
      break;
    case GTK_SCROLL_STEP_BACKWARD:
    case GTK_SCROLL_STEP_LEFT:
    case GTK_SCROLL_STEP_DOWN:
      index = behind_down - 1;
      break;
    case GTK_SCROLL_PAGE_FORWARD:
    case GTK_SCROLL_PAGE_RIGHT:
    case GTK_SCROLL_PAGE_UP:
      index = behind_up + PAGE_PRESETS;
      break;
    case GTK_SCROLL_PAGE_BACKWARD:
    case GTK_SCROLL_PAGE_LEFT:
    case GTK_SCROLL_PAGE_DOWN:
      index = behind_down - PAGE_PRESETS;
      break;
    case GTK_SCROLL_START:
      index = 0;
      break;
    case GTK_SCROLL_END:
      index = UNLIMITED_INDEX;
      break;
    case GTK_SCROLL_NONE:
    case GTK_SCROLL_JUMP:
    default:
      index = (int) lround (value);
      break;
    }

  return presets[CLAMP (index, 0, UNLIMITED_INDEX)];
}

static gboolean
on_change_value (GtkRange         *range,
                 GtkScrollType     kind,
                 double            value,
                 QueensSpeedScale *self)
{
  queens_speed_scale_set_speed (self, preset_for_move (self, kind, value));
  /* Handled: the slider has been put where the speed is. */
  return TRUE;
}

static void
queens_speed_scale_show_speed (QueensSpeedScale *self)
{
  g_autofree char *text = describe_speed (self->speed);

  gtk_range_set_value (GTK_RANGE (self->scale), position_of (self->speed));
  gtk_label_set_text (GTK_LABEL (self->value_label), text);
  /* A screen reader says the speed, not the slider's position. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scale),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static void
queens_speed_scale_dispose (GObject *object)
{
  QueensSpeedScale *self = QUEENS_SPEED_SCALE (object);

  g_clear_pointer (&self->title_label, gtk_widget_unparent);
  g_clear_pointer (&self->scale, gtk_widget_unparent);
  g_clear_pointer (&self->value_label, gtk_widget_unparent);

  G_OBJECT_CLASS (queens_speed_scale_parent_class)->dispose (object);
}

static void
queens_speed_scale_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  QueensSpeedScale *self = QUEENS_SPEED_SCALE (object);

  switch (prop_id)
    {
    case PROP_SPEED:
      g_value_set_int (value, self->speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_speed_scale_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  QueensSpeedScale *self = QUEENS_SPEED_SCALE (object);

  switch (prop_id)
    {
    case PROP_SPEED:
      queens_speed_scale_set_speed (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_speed_scale_class_init (QueensSpeedScaleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_speed_scale_dispose;
  object_class->get_property = queens_speed_scale_get_property;
  object_class->set_property = queens_speed_scale_set_property;

  properties[PROP_SPEED] =
    g_param_spec_int ("speed", NULL, NULL, 0, QUEENS_SPEED_SCALE_MAX_SPEED, DEFAULT_SPEED,
                      (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "queens-speed-scale");
}

static void
queens_speed_scale_init (QueensSpeedScale *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  int longest = 0;

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->title_label = gtk_label_new_with_mnemonic (_("Sp_eed"));
  gtk_widget_set_parent (self->title_label, GTK_WIDGET (self));

  self->scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0, UNLIMITED_INDEX, 1);
  gtk_range_set_increments (GTK_RANGE (self->scale), 1, PAGE_PRESETS);
  gtk_scale_set_draw_value (GTK_SCALE (self->scale), FALSE);
  gtk_widget_set_hexpand (self->scale, TRUE);
  gtk_widget_set_size_request (self->scale, 120, -1);
  /* A click leaves the arrow keys with the watch page's stepping; Tab or
   * the mnemonic give them to the slider. */
  gtk_widget_set_focus_on_click (self->scale, FALSE);
  /* No marks: they would make the row taller than its buttons, and the
   * page must fit a display 480 px high. */
  gtk_label_set_mnemonic_widget (GTK_LABEL (self->title_label), self->scale);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->scale),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->title_label, NULL, -1);
  g_signal_connect (self->scale, "change-value", G_CALLBACK (on_change_value), self);
  gtk_widget_set_parent (self->scale, GTK_WIDGET (self));

  /* As wide as its longest text, so that the slider keeps its length
   * whatever the speed. */
  self->value_label = gtk_label_new (NULL);
  for (int i = 0; i < N_PRESETS; i++)
    {
      g_autofree char *text = describe_speed (presets[i]);

      longest = MAX (longest, (int) g_utf8_strlen (text, -1));
    }
  gtk_label_set_width_chars (GTK_LABEL (self->value_label), longest);
  gtk_label_set_xalign (GTK_LABEL (self->value_label), 0);
  gtk_widget_add_css_class (self->value_label, "numeric");
  gtk_widget_set_parent (self->value_label, GTK_WIDGET (self));

  self->speed = DEFAULT_SPEED;
  queens_speed_scale_show_speed (self);
}

GtkWidget *
queens_speed_scale_new (void)
{
  return g_object_new (QUEENS_TYPE_SPEED_SCALE, NULL);
}

int
queens_speed_scale_get_speed (QueensSpeedScale *self)
{
  g_return_val_if_fail (QUEENS_IS_SPEED_SCALE (self), 0);

  return self->speed;
}

void
queens_speed_scale_set_speed (QueensSpeedScale *self,
                              int               speed)
{
  g_return_if_fail (QUEENS_IS_SPEED_SCALE (self));

  speed = CLAMP (speed, 0, QUEENS_SPEED_SCALE_MAX_SPEED);
  if (self->speed == speed)
    return;

  self->speed = speed;
  queens_speed_scale_show_speed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

const char *
queens_speed_scale_get_text (QueensSpeedScale *self)
{
  g_return_val_if_fail (QUEENS_IS_SPEED_SCALE (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->value_label));
}

GtkWidget *
queens_speed_scale_get_scale (QueensSpeedScale *self)
{
  g_return_val_if_fail (QUEENS_IS_SPEED_SCALE (self), NULL);

  return self->scale;
}
