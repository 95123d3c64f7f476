/* queens-play-page.c: Play, queens placed by hand
 *
 * The session lives from the first visit on, so going to Browse and
 * coming back keeps the position.  While the page is on show the board
 * draws the session; otherwise it shows Browse's solution.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-construct.h"
#include "queens-integer-action.h"
#include "queens-play-page.h"

struct _QueensPlayPage
{
  GtkWidget          parent_instance;

  /* The window's, shared with Browse. */
  QueensBoardView   *board_view;
  QueensStatusBar   *status_bar;
  GActionMap        *action_map;

  gboolean           active;
  guint              n;
  QueensSolveJob    *job;
  QueensPlaySession *play;
};

G_DEFINE_FINAL_TYPE (QueensPlayPage, queens_play_page, GTK_TYPE_WIDGET)

enum {
  SIZE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
queens_play_page_update_actions (QueensPlayPage *self)
{
  gboolean playing = self->active && self->play != NULL;
  QueensBoard *board = playing ? queens_play_session_get_board (self->play) : NULL;
  /* Where no solution exists, or the board is solved already, there is
   * nothing to hint at or complete: the buttons say so by being off, not
   * by a dead-end message. */
  gboolean can_solve = playing && queens_construct_has_solution (self->n)
                       && !queens_board_is_solution (board);

  queens_action_map_set_enabled (self->action_map, "toggle-queen", playing);
  queens_action_map_set_enabled (self->action_map, "undo",
                                 playing && queens_play_session_can_undo (self->play));
  queens_action_map_set_enabled (self->action_map, "redo",
                                 playing && queens_play_session_can_redo (self->play));
  queens_action_map_set_enabled (self->action_map, "clear",
                                 playing && queens_board_get_n_queens (board) > 0);
  queens_action_map_set_enabled (self->action_map, "hint", can_solve);
  queens_action_map_set_enabled (self->action_map, "complete", can_solve);
}

/* The position's counts, the verdict, and the session's message; the
 * search's progress is not the player's concern. */
static void
queens_play_page_update_status (QueensPlayPage *self)
{
  g_autofree char *status = NULL;
  g_autofree char *verdict = NULL;

  if (!self->active || self->play == NULL)
    return;

  status = queens_play_session_describe_status (self->play, self->job);
  verdict = queens_play_session_describe_verdict (self->play, self->job);
  /* Solved is the news of the game: a class the style sheet may colour. */
  queens_status_bar_set_status (self->status_bar, status,
                                queens_board_is_solution (queens_play_session_get_board (self->play)));
  queens_status_bar_set_detail (self->status_bar, verdict);
  queens_status_bar_set_note (self->status_bar, queens_play_session_get_message (self->play));
  queens_status_bar_set_progress (self->status_bar, -1);
}

static void
queens_play_page_refresh (QueensPlayPage *self)
{
  queens_play_page_update_actions (self);
  queens_play_page_update_status (self);
}

static void
on_play_position_changed (QueensPlaySession *session,
                          QueensPlayPage    *self)
{
  guint n = queens_play_session_get_n (session);

  /* Undo and paste may bring a board of another size: N follows it. */
  if (self->active && n != self->n)
    g_signal_emit (self, signals[SIZE_CHANGED], 0, n);

  queens_play_page_refresh (self);
}

static void
on_play_verdict_changed (QueensPlaySession *session,
                         QueensPlayPage    *self)
{
  queens_play_page_refresh (self);
}

static void
queens_play_page_ensure_session (QueensPlayPage *self,
                                 guint           n)
{
  if (self->play != NULL)
    return;

  self->play = queens_play_session_new (n);
  g_signal_connect (self->play, "position-changed", G_CALLBACK (on_play_position_changed), self);
  g_signal_connect (self->play, "verdict-changed", G_CALLBACK (on_play_verdict_changed), self);
}

static void
on_toggle_queen (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  QueensPlayPage *self = user_data;
  gint32 row;
  gint32 column;
  guint n;

  if (!self->active || self->play == NULL)
    return;

  n = queens_play_session_get_n (self->play);
  g_variant_get (parameter, "(ii)", &row, &column);
  if (row < 1 || column < 1 || (guint) row > n || (guint) column > n)
    {
      g_autofree char *message = g_strdup_printf (_("There is no square at row %d, column %d: both go from 1 to %u."),
                                                  row, column, n);

      queens_play_page_tell (self, message);
      return;
    }

  queens_play_session_toggle (self->play, (guint) row - 1, (guint) column - 1);
}

/* The session's own moves, taken only while the page is on show. */
#define DEFINE_SESSION_ACTION(name, call)                        \
  static void                                                    \
  name (GSimpleAction *action,                                   \
        GVariant      *parameter,                                \
        gpointer       user_data)                                \
  {                                                              \
    QueensPlayPage *self = user_data;                            \
                                                                 \
    if (self->active && self->play != NULL)                      \
      call (self->play);                                         \
  }

DEFINE_SESSION_ACTION (on_undo, queens_play_session_undo)
DEFINE_SESSION_ACTION (on_redo, queens_play_session_redo)
DEFINE_SESSION_ACTION (on_clear, queens_play_session_clear)
DEFINE_SESSION_ACTION (on_hint, queens_play_session_hint)
DEFINE_SESSION_ACTION (on_complete, queens_play_session_complete)

static void
on_show_attacks_change_state (GSimpleAction *action,
                              GVariant      *value,
                              gpointer       user_data)
{
  QueensPlayPage *self = user_data;

  g_simple_action_set_state (action, value);
  queens_board_view_set_show_attacks (self->board_view, g_variant_get_boolean (value));
}

static const GActionEntry play_actions[] = {
  { "toggle-queen", on_toggle_queen, "(ii)" },
  { "undo", on_undo },
  { "redo", on_redo },
  { "clear", on_clear },
  { "hint", on_hint },
  { "complete", on_complete },
  { "show-attacks", NULL, NULL, "true", on_show_attacks_change_state },
};

static void
queens_play_page_dispose (GObject *object)
{
  QueensPlayPage *self = QUEENS_PLAY_PAGE (object);

  queens_play_page_stop (self);
  g_clear_object (&self->play);
  g_clear_object (&self->job);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_PLAY_PAGE);
  /* The template's root box has no name, so it is not unparented for us. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (queens_play_page_parent_class)->dispose (object);
}

static void
queens_play_page_class_init (QueensPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_play_page_dispose;

  signals[SIZE_CHANGED] =
    g_signal_new ("size-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-play-page.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
queens_play_page_init (QueensPlayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
queens_play_page_attach (QueensPlayPage  *self,
                         QueensBoardView *board_view,
                         QueensStatusBar *status_bar,
                         GActionMap      *action_map)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));
  g_return_if_fail (self->board_view == NULL);

  /* All three belong to the window that holds the page: unowned. */
  self->board_view = board_view;
  self->status_bar = status_bar;
  self->action_map = action_map;

  g_action_map_add_action_entries (action_map, play_actions, G_N_ELEMENTS (play_actions), self);
  queens_play_page_update_actions (self);
}

void
queens_play_page_show_search (QueensPlayPage *self,
                              guint           n,
                              QueensSolveJob *job)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  self->n = n;
  g_set_object (&self->job, job);

  /* A new N in play is a new, empty board, and one step for undo. */
  if (self->active && queens_play_session_get_n (self->play) != n)
    queens_play_session_reset (self->play, n);

  queens_play_page_refresh (self);
}

void
queens_play_page_set_active (QueensPlayPage *self,
                             gboolean        active)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  active = !!active;
  if (self->active == active)
    return;

  self->active = active;
  if (active)
    {
      queens_play_page_ensure_session (self, self->n);
      if (queens_play_session_get_n (self->play) != self->n)
        queens_play_session_reset (self->play, self->n);
    }

  queens_board_view_set_play_session (self->board_view, active ? self->play : NULL);
  queens_play_page_refresh (self);
}

gboolean
queens_play_page_get_active (QueensPlayPage *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_PAGE (self), FALSE);

  return self->active;
}

void
queens_play_page_load (QueensPlayPage *self,
                       QueensBoard    *board)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));
  g_return_if_fail (board != NULL);

  queens_play_page_ensure_session (self, queens_board_get_n (board));
  queens_play_session_load (self->play, board);
}

void
queens_play_page_tell (QueensPlayPage *self,
                       const char     *message)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  if (self->play != NULL)
    queens_play_session_set_message (self->play, message);
}

void
queens_play_page_stop (QueensPlayPage *self)
{
  g_return_if_fail (QUEENS_IS_PLAY_PAGE (self));

  if (self->play == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->play, self);
  queens_play_session_stop (self->play);
}

QueensPlaySession *
queens_play_page_get_session (QueensPlayPage *self)
{
  g_return_val_if_fail (QUEENS_IS_PLAY_PAGE (self), NULL);

  return self->play;
}
