/* queens-board-view.c: the board on screen
 *
 * The widget keeps a copy of the columns it shows and hands them to
 * queens-render in its snapshot, over the whole allocation: the cairo node
 * is rendered at the surface's scale factor, so the board is as crisp on a
 * HiDPI screen as on a plain one.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "queens-board-view.h"
#include "queens-board.h"
#include "queens-render.h"

struct _QueensBoardView
{
  GtkWidget  parent_instance;

  guint      n;
  guint32   *columns;   /* n entries, or NULL for an empty board */
  guint64    revision;
  gboolean   show_coordinates;
};

G_DEFINE_FINAL_TYPE (QueensBoardView, queens_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_N,
  PROP_SHOW_COORDINATES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Up to this N screen readers hear every queen's square. */
#define DESCRIBE_QUEENS_MAX_N 32

static void
queens_board_view_update_accessible (QueensBoardView *self)
{
  g_autofree char *label = g_strdup_printf (_("Board of %u by %u squares"), self->n, self->n);
  g_autoptr(GString) description = g_string_new (NULL);

  if (self->columns == NULL)
    g_string_append (description, _("No queens"));
  else if (self->n > DESCRIBE_QUEENS_MAX_N)
    g_string_append_printf (description, _("%u queens"), self->n);
  else
    {
      g_string_append (description, _("Queens on"));
      for (guint row = 0; row < self->n; row++)
        {
          g_autofree char *name = NULL;

          if (self->columns[row] >= self->n)
            continue;
          name = queens_square_name (self->n, row, self->columns[row]);
          g_string_append_printf (description, " %s", name);
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
}

/* Light text means a dark theme: pick the board colours to match. */
static QueensRenderTheme
queens_board_view_get_theme (QueensBoardView *self)
{
  GtkStyleContext *style_context = gtk_widget_get_style_context (GTK_WIDGET (self));
  GdkRGBA color;
  double luminance;

  gtk_style_context_get_color (style_context, &color);
  luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue;

  return luminance > 0.5 ? QUEENS_RENDER_THEME_DARK : QUEENS_RENDER_THEME_LIGHT;
}

static void
queens_board_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GtkStyleContext *style_context = gtk_widget_get_style_context (widget);
  QueensRenderOptions options;
  GdkRGBA foreground;
  cairo_t *cr;

  if (width <= 0 || height <= 0 || self->n == 0)
    return;

  queens_render_options_init (&options, queens_board_view_get_theme (self));
  options.show_coordinates = self->show_coordinates;

  /* Coordinates read best in the theme's own text colour, a little dimmed. */
  gtk_style_context_get_color (style_context, &foreground);
  options.palette.coordinates.red = foreground.red;
  options.palette.coordinates.green = foreground.green;
  options.palette.coordinates.blue = foreground.blue;
  options.palette.coordinates.alpha = foreground.alpha * 0.7;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  queens_render_columns (cr, self->n, self->columns, &options, 0, 0, width, height);
  cairo_destroy (cr);
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
queens_board_view_finalize (GObject *object)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (object);

  g_clear_pointer (&self->columns, g_free);

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

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_board_view_class_init (QueensBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

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

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
queens_board_view_init (QueensBoardView *self)
{
  /* Focusable, so that the window's keys (Page Up, Home, +, ...) reach
   * the window instead of a text field in the header bar. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
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
  self->revision++;
  queens_board_view_update_accessible (self);

  if (n_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N]);

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
