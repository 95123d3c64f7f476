/* queens-board-view.c: the board on screen
 *
 * The widget keeps a copy of the browsed columns and, in free play, a
 * reference to the play session; its snapshot hands one or the other to
 * queens-render over the whole allocation, through the same routine that
 * export and copy use (queens_board_view_draw), so the screen and the
 * files always agree.  The cairo node is rendered at the surface's scale
 * factor, so the board is as crisp on a HiDPI screen as on a plain one.
 *
 * In play every move costs O(1) here: the view only records the square
 * and queues a draw, and the accessible name describes one square.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "queens-board-view.h"
#include "queens-board.h"
#include "queens-render.h"
#include "queens-widget-color.h"

struct _QueensBoardView
{
  GtkWidget          parent_instance;

  guint              n;
  guint32           *columns;   /* n entries, or NULL for an empty board */
  guint64            revision;
  gboolean           show_coordinates;
  gboolean           chess_coordinates;
  gboolean           show_attacks;
  QueensRenderBoardTheme board_theme;

  QueensPlaySession *play;
  /* QueensSquare: a puzzle's ruled-out squares, crossed in play. */
  GArray            *ruled_out;

  /* The square under the pointer (or under the dragged queen). */
  gboolean           hovering;
  guint              hover_row;
  guint              hover_column;

  /* The keyboard's square; drawn once a key has moved or used it. */
  guint              focus_row;
  guint              focus_column;
  gboolean           keyboard_active;

  /* A press on the board: a click toggles, a drag from a queen moves it. */
  gboolean           pressed;
  guint              press_row;
  guint              press_column;
  double             press_x;
  double             press_y;
  gboolean           dragging;
  double             drag_x;
  double             drag_y;

  /* Zoom and pan.  @zoom 1 is "fit": the whole board in the allocation.
   * The board point (@centre_u, @centre_v), in fractions of the board's
   * side from its top-left corner, sits at the allocation's centre. */
  double             zoom;
  double             centre_u;
  double             centre_v;
  /* A pan drag in progress: where the centre was when it began. */
  gboolean           panning;
  double             pan_start_u;
  double             pan_start_v;
  double             pinch_start_zoom;
  /* The pointer, for Ctrl+scroll; @pointer_inside FALSE zooms about the
   * centre. */
  gboolean           pointer_inside;
  double             pointer_x;
  double             pointer_y;
};

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

/* Up to this N screen readers hear every queen's square. */
#define DESCRIBE_QUEENS_MAX_N 32

/* The closest zoom shows squares of this many pixels (or fit, if fit
 * already shows them bigger). */
#define MAX_SQUARE_PIXELS 128.0
/* One step of the zoom keys, and of one notch of Ctrl+scroll. */
#define ZOOM_STEP 1.5
#define SCROLL_ZOOM_STEP 1.2
/* Pixels panned by one notch of the scroll wheel. */
#define SCROLL_PAN_PIXELS 48.0

/* The size of what is shown: the play board's, or the browsed one's. */
static guint
queens_board_view_shown_n (QueensBoardView *self)
{
  if (self->play != NULL)
    return queens_play_session_get_n (self->play);

  return self->n;
}

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
    /* Translators: the name of a square: "row 4, column 5, queen" or
     * "row 4, column 5, empty" ("e4, queen" in chess coordinates) */
    return g_strdup_printf (queen ? _("%s, queen") : _("%s, empty"), name);

  if (queen)
    /* Translators: "row 4, column 5, queen, attacked by 2" (queens) */
    return g_strdup_printf (ngettext ("%s, queen, attacked by %u", "%s, queen, attacked by %u",
                                      attackers),
                            name, attackers);

  /* Translators: "row 4, column 5, empty, attacked by 2" (queens) */
  return g_strdup_printf (ngettext ("%s, empty, attacked by %u", "%s, empty, attacked by %u",
                                    attackers),
                          name, attackers);
}

static void
queens_board_view_update_accessible (QueensBoardView *self)
{
  g_autofree char *label = NULL;
  g_autoptr(GString) description = g_string_new (NULL);
  guint n = queens_board_view_shown_n (self);

  if (n == 0)
    return;

  if (self->play != NULL)
    {
      /* The screen reader follows the keyboard's square: its name is the
       * label, so moving or toggling announces it. */
      label = queens_board_view_describe_square (self, self->focus_row, self->focus_column);
      g_string_append_printf (description,
                              ngettext ("Free play on a board of %u by %u square: the arrow keys move, Space places or removes a queen",
                                        "Free play on a board of %u by %u squares: the arrow keys move, Space places or removes a queen",
                                        (gulong) n * n),
                              n, n);
    }
  else
    {
      label = g_strdup_printf (ngettext ("Board of %u by %u square", "Board of %u by %u squares",
                                         (gulong) n * n),
                               n, n);

      if (self->columns == NULL)
        g_string_append (description, _("No queens"));
      else if (n > DESCRIBE_QUEENS_MAX_N)
        g_string_append_printf (description, ngettext ("%u queen", "%u queens", n), n);
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

/* Light text means a dark theme: pick the board colours to match. */
static QueensRenderTheme
queens_board_view_get_theme (QueensBoardView *self)
{
  return queens_widget_is_dark_theme (GTK_WIDGET (self), NULL) ? QUEENS_RENDER_THEME_DARK
                                                               : QUEENS_RENDER_THEME_LIGHT;
}

/* Fills @options the way the screen shows the board: theme colours, and
 * coordinates in the theme's own text colour, a little dimmed. */
static void
queens_board_view_init_options (QueensBoardView     *self,
                                QueensRenderOptions *options,
                                gboolean             show_coordinates)
{
  QueensRenderTheme theme = queens_board_view_get_theme (self);
  GdkRGBA foreground;

  queens_render_options_init (options, theme);
  queens_render_palette_init_for_board_theme (&options->palette, self->board_theme, theme);
  options->show_coordinates = show_coordinates;
  options->coordinates = queens_board_view_get_coordinates (self);

  queens_widget_get_foreground (GTK_WIDGET (self), &foreground);
  options->palette.coordinates.red = foreground.red;
  options->palette.coordinates.green = foreground.green;
  options->palette.coordinates.blue = foreground.blue;
  options->palette.coordinates.alpha = foreground.alpha * 0.7;
}

/* The one square the cursor frames, if any: the pointer's (the drop
 * target of a drag), else the keyboard's while the keyboard is in use.
 * A key press lets go of the pointer's square and the next motion takes
 * it back, so the frame is where the hand last was. */
static gboolean
queens_board_view_get_cursor (QueensBoardView *self,
                              QueensSquare    *out_square)
{
  if (self->hovering)
    {
      out_square->row = self->hover_row;
      out_square->column = self->hover_column;
      return TRUE;
    }

  if (self->keyboard_active && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      out_square->row = self->focus_row;
      out_square->column = self->focus_column;
      return TRUE;
    }

  return FALSE;
}

/* The rectangle handed to queens-render for the current zoom and pan: a
 * square of side @out_side at (@out_x, @out_y), in widget coordinates,
 * usually much larger than the allocation.  At fit it is the square that
 * lays the board out exactly as the whole allocation does. */
static void
queens_board_view_place_board (QueensBoardView           *self,
                               cairo_t                   *cr,
                               const QueensRenderOptions *options,
                               double                     width,
                               double                     height,
                               double                    *out_x,
                               double                    *out_y,
                               double                    *out_side)
{
  QueensRenderLayout layout;
  double side = MIN (width, height) * self->zoom;

  /* The layout moves with its rectangle, so one at the origin tells
   * where the board sits inside it and how big it is. */
  queens_render_compute_layout (cr, queens_board_view_shown_n (self), options,
                                0, 0, side, side, &layout);
  *out_x = width / 2 - layout.board_x - self->centre_u * layout.board_size;
  *out_y = height / 2 - layout.board_y - self->centre_v * layout.board_size;
  *out_side = side;
}

/* A context like the snapshot's (same scale factor), for layouts made
 * outside a snapshot: hit tests and zoom steps. */
static cairo_t *
queens_board_view_create_scratch_context (QueensBoardView *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_surface_destroy (surface);

  return cr;
}

/* The board as laid out on screen now; FALSE when there is none. */
static gboolean
queens_board_view_get_screen_layout (QueensBoardView    *self,
                                     double              zoom,
                                     QueensRenderLayout *out_layout)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  guint n = queens_board_view_shown_n (self);
  QueensRenderOptions options;
  double saved_zoom = self->zoom;
  double x, y, side;
  cairo_t *cr;

  if (width <= 0 || height <= 0 || n == 0)
    return FALSE;

  cr = queens_board_view_create_scratch_context (self);
  queens_board_view_init_options (self, &options, self->show_coordinates);
  self->zoom = zoom;
  queens_board_view_place_board (self, cr, &options, width, height, &x, &y, &side);
  self->zoom = saved_zoom;
  queens_render_compute_layout (cr, n, &options, x, y, side, side, out_layout);
  cairo_destroy (cr);

  return out_layout->board_size > 0.0;
}

/* The closest zoom: squares of MAX_SQUARE_PIXELS, and never below fit. */
static double
queens_board_view_max_zoom (QueensBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double side = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  guint n = queens_board_view_shown_n (self);

  if (side <= 0 || n == 0)
    return 1.0;

  return MAX (1.0, MAX_SQUARE_PIXELS * n / side);
}

/* Keeps the board on screen: a board larger than the allocation covers
 * it, up to its coordinates' @margin around it (so that the edge rows and
 * columns can come out from under the labels); a smaller one stays inside
 * it; at fit it is centred. */
static double
clamp_centre (double centre,
              double allocation,
              double board_size,
              double margin)
{
  double half = allocation / 2 / board_size;
  double reach = margin / board_size;

  if (board_size <= 0.0)
    return 0.5;
  if (half >= 0.5)
    return CLAMP (centre, 1.0 - half, half);
  return CLAMP (centre, half - reach, 1.0 - half + reach);
}

static void
queens_board_view_clamp_view (QueensBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  QueensRenderLayout layout;

  self->zoom = CLAMP (self->zoom, 1.0, queens_board_view_max_zoom (self));
  if (self->zoom <= 1.0 || !queens_board_view_get_screen_layout (self, self->zoom, &layout))
    {
      self->centre_u = 0.5;
      self->centre_v = 0.5;
      return;
    }

  self->centre_u = clamp_centre (self->centre_u, gtk_widget_get_width (widget),
                                 layout.board_size, layout.margin);
  self->centre_v = clamp_centre (self->centre_v, gtk_widget_get_height (widget),
                                 layout.board_size, layout.margin);
}

static void
queens_board_view_view_changed (QueensBoardView *self,
                                double           old_zoom)
{
  queens_board_view_clamp_view (self);
  if (self->zoom != old_zoom)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
queens_board_view_zoom_at (QueensBoardView *self,
                           double           factor,
                           double           x,
                           double           y)
{
  GtkWidget *widget;
  QueensRenderLayout before, after;
  double old_zoom;
  double board_u, board_v;
  double new_zoom;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (factor > 0.0);

  widget = GTK_WIDGET (self);
  old_zoom = self->zoom;
  new_zoom = CLAMP (old_zoom * factor, 1.0, queens_board_view_max_zoom (self));
  if (new_zoom == old_zoom
      || !queens_board_view_get_screen_layout (self, old_zoom, &before)
      || !queens_board_view_get_screen_layout (self, new_zoom, &after))
    return;

  /* The board point under (@x, @y) stays under it. */
  board_u = (x - before.board_x) / before.board_size;
  board_v = (y - before.board_y) / before.board_size;
  self->zoom = new_zoom;
  self->centre_u = board_u - (x - gtk_widget_get_width (widget) / 2.0) / after.board_size;
  self->centre_v = board_v - (y - gtk_widget_get_height (widget) / 2.0) / after.board_size;
  queens_board_view_view_changed (self, old_zoom);
}

static void
queens_board_view_zoom_about_centre (QueensBoardView *self,
                                     double           factor)
{
  GtkWidget *widget = GTK_WIDGET (self);

  queens_board_view_zoom_at (self, factor,
                             gtk_widget_get_width (widget) / 2.0,
                             gtk_widget_get_height (widget) / 2.0);
}

void
queens_board_view_zoom_in (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_about_centre (self, ZOOM_STEP);
}

void
queens_board_view_zoom_out (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_about_centre (self, 1.0 / ZOOM_STEP);
}

void
queens_board_view_zoom_fit (QueensBoardView *self)
{
  double old_zoom;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  old_zoom = self->zoom;
  self->zoom = 1.0;
  queens_board_view_view_changed (self, old_zoom);
}

void
queens_board_view_zoom_closest (QueensBoardView *self)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  queens_board_view_zoom_about_centre (self, queens_board_view_max_zoom (self) / self->zoom);
}

double
queens_board_view_get_zoom (QueensBoardView *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), 1.0);

  return self->zoom;
}

void
queens_board_view_pan (QueensBoardView *self,
                       double           dx,
                       double           dy)
{
  QueensRenderLayout layout;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  if (!queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  /* Dragging the board right shows what lies to its left. */
  self->centre_u -= dx / layout.board_size;
  self->centre_v -= dy / layout.board_size;
  queens_board_view_view_changed (self, self->zoom);
}

void
queens_board_view_centre_on (QueensBoardView *self,
                             guint            row,
                             guint            column)
{
  guint n;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  n = queens_board_view_shown_n (self);
  g_return_if_fail (row < n && column < n);

  self->centre_u = (column + 0.5) / n;
  self->centre_v = (row + 0.5) / n;
  queens_board_view_view_changed (self, self->zoom);
}

/* Zoomed in, pans just far enough to bring square (@row, @column) fully
 * into view, clear of the coordinate bands that stick to the left and
 * bottom edges; at fit every square is in view already. */
static void
queens_board_view_keep_square_in_view (QueensBoardView *self,
                                       guint            row,
                                       guint            column)
{
  GtkWidget *widget = GTK_WIDGET (self);
  QueensRenderLayout layout;
  double square, left, top;
  double view_left, view_right, view_bottom;
  double dx = 0.0, dy = 0.0;

  if (self->zoom <= 1.0 || !queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  square = layout.board_size / layout.n;
  left = layout.board_x + column * square;
  top = layout.board_y + row * square;
  view_left = layout.margin;
  view_right = gtk_widget_get_width (widget);
  view_bottom = gtk_widget_get_height (widget) - layout.margin;

  if (left < view_left)
    dx = view_left - left;
  else if (left + square > view_right)
    dx = view_right - (left + square);
  if (top < 0.0)
    dy = -top;
  else if (top + square > view_bottom)
    dy = view_bottom - (top + square);

  if (dx != 0.0 || dy != 0.0)
    queens_board_view_pan (self, dx, dy);
}

void
queens_board_view_get_visible_squares (QueensBoardView *self,
                                       guint           *out_first_row,
                                       guint           *out_end_row,
                                       guint           *out_first_column,
                                       guint           *out_end_column)
{
  GtkWidget *widget;
  QueensRenderLayout layout;
  double square;
  guint n;

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));

  widget = GTK_WIDGET (self);
  n = queens_board_view_shown_n (self);
  *out_first_row = *out_end_row = *out_first_column = *out_end_column = 0;
  if (!queens_board_view_get_screen_layout (self, self->zoom, &layout))
    return;

  square = layout.board_size / n;
  *out_first_column = (guint) CLAMP (floor (-layout.board_x / square), 0, n);
  *out_end_column = (guint) CLAMP (ceil ((gtk_widget_get_width (widget) - layout.board_x) / square),
                                   0, n);
  *out_first_row = (guint) CLAMP (floor (-layout.board_y / square), 0, n);
  *out_end_row = (guint) CLAMP (ceil ((gtk_widget_get_height (widget) - layout.board_y) / square),
                                0, n);
}

static void
on_zoom_in_activate (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  queens_board_view_zoom_in (QUEENS_BOARD_VIEW (user_data));
}

static void
on_zoom_out_activate (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  queens_board_view_zoom_out (QUEENS_BOARD_VIEW (user_data));
}

static void
on_zoom_fit_activate (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  queens_board_view_zoom_fit (QUEENS_BOARD_VIEW (user_data));
}

void
queens_board_view_add_zoom_actions (QueensBoardView *self,
                                    GActionMap      *map)
{
  static const GActionEntry zoom_actions[] = {
    { .name = "zoom-in", .activate = on_zoom_in_activate },
    { .name = "zoom-out", .activate = on_zoom_out_activate },
    { .name = "zoom-fit", .activate = on_zoom_fit_activate },
  };

  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (G_IS_ACTION_MAP (map));

  g_action_map_add_action_entries (map, zoom_actions, G_N_ELEMENTS (zoom_actions), self);
}

/* The one drawing routine: the snapshot passes @with_pointer_marks (hover,
 * keyboard square, dragged queen), export and copy do not. */
static void
queens_board_view_render (QueensBoardView *self,
                          cairo_t         *cr,
                          double           width,
                          double           height,
                          gboolean         show_coordinates,
                          gboolean         with_pointer_marks)
{
  QueensRenderOptions options;
  double board_x = 0, board_y = 0, board_width = width, board_height = height;
  g_autoptr(GArray) fixed_squares = NULL;
  QueensBoard *fixed;

  if (width <= 0 || height <= 0 || queens_board_view_shown_n (self) == 0)
    return;

  queens_board_view_init_options (self, &options, show_coordinates);

  /* The screen shows the zoomed part; export and copy the whole board. */
  if (with_pointer_marks)
    {
      queens_board_view_place_board (self, cr, &options, width, height,
                                     &board_x, &board_y, &board_width);
      board_height = board_width;
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_clip (cr);
    }

  if (self->play == NULL)
    {
      queens_render_columns (cr, self->n, self->columns, &options,
                             board_x, board_y, board_width, board_height);
      return;
    }

  options.show_attacks = self->show_attacks;
  options.show_conflicts = TRUE;

  /* A puzzle's given queens stand on tinted squares: the player sees
   * which queens are theirs to move. */
  fixed = queens_play_session_get_fixed (self->play);
  if (fixed != NULL)
    {
      fixed_squares = queens_board_list_queens (fixed);
      options.highlighted = (const QueensSquare *) (gpointer) fixed_squares->data;
      options.n_highlighted = fixed_squares->len;
    }
  if (self->ruled_out != NULL)
    {
      options.ruled_out = (const QueensSquare *) (gpointer) self->ruled_out->data;
      options.n_ruled_out = self->ruled_out->len;
    }

  if (with_pointer_marks)
    {
      /* The cursor and the solved note only on screen: exported files
       * show the position. */
      options.show_cursor = queens_board_view_get_cursor (self, &options.cursor);
      options.solved_note = _("Solved");
      options.show_lifted = self->dragging;
      options.lifted.row = self->press_row;
      options.lifted.column = self->press_column;
      options.lifted_x = self->drag_x;
      options.lifted_y = self->drag_y;
    }

  queens_render_board (cr, queens_play_session_get_board (self->play), &options,
                       board_x, board_y, board_width, board_height);
}

void
queens_board_view_draw (QueensBoardView *self,
                        cairo_t         *cr,
                        double           width,
                        double           height,
                        gboolean         show_coordinates)
{
  g_return_if_fail (QUEENS_IS_BOARD_VIEW (self));
  g_return_if_fail (cr != NULL);

  queens_board_view_render (self, cr, width, height, show_coordinates, FALSE);
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

static void
queens_board_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0 || queens_board_view_shown_n (self) == 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  queens_board_view_render (self, cr, width, height, self->show_coordinates, TRUE);
  cairo_destroy (cr);
}

/* The square under the widget point (@x, @y), laid out exactly as the
 * snapshot lays the board out. */
static gboolean
queens_board_view_hit (QueensBoardView *self,
                       double           x,
                       double           y,
                       guint           *out_row,
                       guint           *out_column)
{
  QueensRenderLayout layout;

  return queens_board_view_get_screen_layout (self, self->zoom, &layout)
         && queens_render_layout_hit (&layout, x, y, out_row, out_column);
}

gboolean
queens_board_view_square_at (QueensBoardView *self,
                             double           x,
                             double           y,
                             guint           *out_row,
                             guint           *out_column)
{
  g_return_val_if_fail (QUEENS_IS_BOARD_VIEW (self), FALSE);

  return queens_board_view_hit (self, x, y, out_row, out_column);
}

static void
queens_board_view_toggle (QueensBoardView *self,
                          guint            row,
                          guint            column)
{
  /* Through the window's action, so clicks, keys, menus and tests all
   * take the same path; a view alone toggles the session directly. */
  if (!gtk_widget_activate_action (GTK_WIDGET (self), "win.toggle-queen", "(ii)",
                                   (gint32) row + 1, (gint32) column + 1)
      && self->play != NULL)
    queens_play_session_toggle (self->play, row, column);
}

static void
queens_board_view_set_hover (QueensBoardView *self,
                             gboolean         hovering,
                             guint            row,
                             guint            column)
{
  if (self->hovering == hovering
      && (!hovering || (self->hover_row == row && self->hover_column == column)))
    return;

  self->hovering = hovering;
  self->hover_row = row;
  self->hover_column = column;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           QueensBoardView          *self)
{
  guint row, column;

  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;

  if (self->play == NULL || self->dragging)
    return;

  if (queens_board_view_hit (self, x, y, &row, &column))
    queens_board_view_set_hover (self, TRUE, row, column);
  else
    queens_board_view_set_hover (self, FALSE, 0, 0);
}

static void
on_leave (GtkEventControllerMotion *controller,
          QueensBoardView          *self)
{
  self->pointer_inside = FALSE;
  if (!self->dragging)
    queens_board_view_set_hover (self, FALSE, 0, 0);
}

/* Ctrl+scroll zooms about the pointer; plain scrolling pans a zoomed
 * board and is left to the window at fit. */
static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           QueensBoardView          *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL
                ? SCROLL_PAN_PIXELS : 1.0;
  GtkWidget *widget = GTK_WIDGET (self);

  if ((state & GDK_CONTROL_MASK) != 0)
    {
      double x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (widget) / 2.0;
      double y = self->pointer_inside ? self->pointer_y : gtk_widget_get_height (widget) / 2.0;

      if (dy != 0.0)
        queens_board_view_zoom_at (self, pow (SCROLL_ZOOM_STEP, -dy), x, y);
      return TRUE;
    }

  if (self->zoom <= 1.0)
    return FALSE;

  /* Shift turns the wheel sideways, as in every scrolled view. */
  if ((state & GDK_SHIFT_MASK) != 0 && dx == 0.0)
    {
      dx = dy;
      dy = 0.0;
    }
  queens_board_view_pan (self, -dx * step, -dy * step);
  return TRUE;
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                QueensBoardView  *self)
{
  self->pinch_start_zoom = self->zoom;
}

static void
on_pinch_scale_changed (GtkGestureZoom  *gesture,
                        double           scale,
                        QueensBoardView *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;

  queens_board_view_zoom_at (self, self->pinch_start_zoom * scale / self->zoom, x, y);
}

/* Panning: the middle or right button anywhere, or the left one while
 * browsing (in play the left button places and moves queens). */
static void
on_pan_begin (GtkGestureDrag  *gesture,
              double           x,
              double           y,
              QueensBoardView *self)
{
  if (self->zoom <= 1.0)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  self->panning = TRUE;
  self->pan_start_u = self->centre_u;
  self->pan_start_v = self->centre_v;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
on_pan_update (GtkGestureDrag  *gesture,
               double           offset_x,
               double           offset_y,
               QueensBoardView *self)
{
  if (!self->panning)
    return;

  self->centre_u = self->pan_start_u;
  self->centre_v = self->pan_start_v;
  queens_board_view_pan (self, offset_x, offset_y);
}

static void
on_pan_end (GtkGestureDrag  *gesture,
            double           offset_x,
            double           offset_y,
            QueensBoardView *self)
{
  if (!self->panning)
    return;

  self->panning = FALSE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->play != NULL ? "pointer" : NULL);
}

static void
queens_board_view_end_drag (QueensBoardView *self)
{
  self->pressed = FALSE;
  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->play != NULL ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_drag_begin (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               QueensBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  guint row, column;

  /* One gesture for every button, so the left button's place-and-move
   * and the others' panning never fight; 0 is a synthesized press. */
  if (self->play == NULL || (button != GDK_BUTTON_PRIMARY && button != 0))
    {
      on_pan_begin (gesture, x, y, self);
      return;
    }

  if (!queens_board_view_hit (self, x, y, &row, &column))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  self->pressed = TRUE;
  self->dragging = FALSE;
  self->press_row = row;
  self->press_column = column;
  self->press_x = x;
  self->press_y = y;
  self->keyboard_active = FALSE;

  /* The keyboard carries on from the square last clicked. */
  self->focus_row = row;
  self->focus_column = column;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag  *gesture,
                double           offset_x,
                double           offset_y,
                QueensBoardView *self)
{
  double x = self->press_x + offset_x;
  double y = self->press_y + offset_y;
  guint row, column;

  if (self->panning)
    {
      on_pan_update (gesture, offset_x, offset_y, self);
      return;
    }

  if (!self->pressed || self->play == NULL)
    return;

  if (!self->dragging)
    {
      QueensBoard *board = queens_play_session_get_board (self->play);

      if (!queens_board_has_queen (board, self->press_row, self->press_column)
          || !gtk_drag_check_threshold (GTK_WIDGET (self), (int) self->press_x, (int) self->press_y,
                                        (int) x, (int) y))
        return;

      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
    }

  self->drag_x = x;
  self->drag_y = y;
  if (queens_board_view_hit (self, x, y, &row, &column))
    {
      self->hovering = TRUE;
      self->hover_row = row;
      self->hover_column = column;
    }
  else
    {
      self->hovering = FALSE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag  *gesture,
             double           offset_x,
             double           offset_y,
             QueensBoardView *self)
{
  guint row, column;
  gboolean on_square;

  if (self->panning)
    {
      on_pan_end (gesture, offset_x, offset_y, self);
      return;
    }

  if (!self->pressed || self->play == NULL)
    {
      queens_board_view_end_drag (self);
      return;
    }

  on_square = queens_board_view_hit (self, self->press_x + offset_x, self->press_y + offset_y,
                                     &row, &column);

  if (self->dragging)
    {
      /* Dropped on an empty square: a move.  Anywhere else the queen
       * goes back where it was. */
      if (on_square && (row != self->press_row || column != self->press_column))
        queens_play_session_move (self->play, self->press_row, self->press_column, row, column);
      if (on_square)
        {
          self->focus_row = row;
          self->focus_column = column;
        }
    }
  else if (on_square && row == self->press_row && column == self->press_column)
    {
      queens_board_view_toggle (self, row, column);
    }

  queens_board_view_end_drag (self);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                QueensBoardView  *self)
{
  on_pan_end (GTK_GESTURE_DRAG (gesture), 0, 0, self);
  queens_board_view_end_drag (self);
}

static void
queens_board_view_move_focus (QueensBoardView *self,
                              int              row_step,
                              int              column_step)
{
  guint n = queens_board_view_shown_n (self);
  int row = (int) self->focus_row + row_step;
  int column = (int) self->focus_column + column_step;

  queens_board_view_set_focus_square (self,
                                      (guint) CLAMP (row, 0, (int) n - 1),
                                      (guint) CLAMP (column, 0, (int) n - 1));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                QueensBoardView       *self)
{
  if (self->play == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK)) != 0)
    return FALSE;

  /* The keyboard takes the cursor from the pointer; the next motion gives
   * it back. */
  self->hovering = FALSE;
  self->keyboard_active = TRUE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      queens_board_view_move_focus (self, 0, -1);
      return TRUE;

    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      queens_board_view_move_focus (self, 0, 1);
      return TRUE;

    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      queens_board_view_move_focus (self, -1, 0);
      return TRUE;

    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      queens_board_view_move_focus (self, 1, 0);
      return TRUE;

    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      queens_board_view_toggle (self, self->focus_row, self->focus_column);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;

    default:
      return FALSE;
    }
}

static void
on_focus_changed (GtkEventControllerFocus *controller,
                  QueensBoardView         *self)
{
  if (self->play != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (self));
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

  if (self->play != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->play, self);
      g_clear_object (&self->play);
    }

  G_OBJECT_CLASS (queens_board_view_parent_class)->dispose (object);
}

static void
queens_board_view_finalize (GObject *object)
{
  QueensBoardView *self = QUEENS_BOARD_VIEW (object);

  g_clear_pointer (&self->columns, g_free);
  g_clear_pointer (&self->ruled_out, g_array_unref);

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
  GtkEventController *motion;
  GtkEventController *key;
  GtkEventController *focus;
  GtkEventController *scroll;
  GtkGesture *drag;
  GtkGesture *pinch;

  self->show_attacks = TRUE;
  self->zoom = 1.0;
  self->centre_u = 0.5;
  self->centre_v = 0.5;

  /* Focusable, so that the window's keys (Page Up, Home, +, ...) reach
   * the window instead of a text field in the header bar, and the arrow
   * keys reach the board in play. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
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

  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  g_set_object (&self->play, session);
  if (self->play != NULL)
    g_signal_connect (self->play, "position-changed",
                      G_CALLBACK (on_play_position_changed), self);

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
