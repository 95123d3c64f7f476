/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-window-actions.c: the window's own actions: N, paste, export
 *
 * The pages add theirs (browsing, play, watch); these are about the
 * window as a whole.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-clipboard.h"
#include "queens-export-dialog.h"
#include "queens-export-request.h"
#include "queens-format.h"
#include "queens-window-private.h"

static gboolean
text_has_digit (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      return TRUE;
  return FALSE;
}

static void
on_paste_text_read (GObject      *source_object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(QueensWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(QueensBoard) board = NULL;

  /* NULL: nothing to paste, which a toast said (on every page: the Watch
   * page has no note). */
  text = queens_clipboard_read_paste_finish (result);

  /* The window was closed meanwhile. */
  if (text == NULL || self->settings == NULL)
    return;

  board = queens_board_new_from_text (text, 0, &error);
  if (board == NULL && g_error_matches (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_BAD_TOKEN)
      && !text_has_digit (text))
    {
      /* Words, not a board: the reader's "use 1 to 2" would count the
       * words as rows. */
      queens_window_tell (self, _("The clipboard holds text, not a board: a board lists its queens’ "
                                  "columns row by row, such as “2 4 1 3”, or their squares, such "
                                  "as “b1 d2 a3 c4”."));
      return;
    }

  if (board == NULL)
    {
      /* Translators: %s is the reason, such as "token 3 "x" is not a column:
       * use 1 to 8 or "." for an empty row" */
      g_autofree char *message = g_strdup_printf (_("The clipboard does not hold a board: %s."),
                                                  error->message);

      queens_window_tell (self, message);
      return;
    }

  if (queens_board_get_n (board) > QUEENS_WINDOW_MAX_N)
    {
      g_autofree char *rows = queens_format_count (queens_board_get_n (board));
      g_autofree char *largest = queens_format_count (QUEENS_WINDOW_MAX_N);
      /* Translators: %s is how many rows the pasted board has, %s the largest
       * board the window shows, as in "The pasted board has 200,000 rows; the
       * window shows at most 100,000."  Reorder with %1$s, %2$s if needed. */
      g_autofree char *message = g_strdup_printf (ngettext ("The pasted board has %s row; the window shows at most %s.",
                                                            "The pasted board has %s rows; the window shows at most %s.",
                                                            queens_board_get_n (board)),
                                                  rows, largest);

      queens_window_tell (self, message);
      return;
    }

  queens_window_play_board (self, board);
}

static void
on_paste (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  QueensWindow *self = user_data;

  queens_clipboard_read_paste_async (GTK_WIDGET (self), on_paste_text_read, g_object_ref (self));
}

static void
on_set_n (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  QueensWindow *self = user_data;
  gint32 n = g_variant_get_int32 (parameter);
  g_autofree char *largest = NULL;
  g_autofree char *message = NULL;

  if (n >= 1 && (guint) n <= QUEENS_WINDOW_MAX_N)
    {
      queens_window_set_n (self, (guint) n);
      return;
    }

  largest = queens_format_count (QUEENS_WINDOW_MAX_N);
  /* Translators: %s is the largest board size, digits grouped, as in "N must
   * be between 1 and 100,000." */
  message = g_strdup_printf (_("N must be between 1 and %s."), largest);
  queens_window_tell (self, message);
}

static void
on_increase_n (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->n < QUEENS_WINDOW_MAX_N)
    queens_window_set_n (self, self->n + 1);
}

static void
on_decrease_n (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  QueensWindow *self = user_data;

  if (self->n > 1)
    queens_window_set_n (self, self->n - 1);
}

/* Export hands the dialog a snapshot of what is shown, then it is on its
 * own: the user may go on browsing or playing meanwhile. */
static void
on_export (GSimpleAction *action,
           GVariant      *parameter,
           gpointer       user_data)
{
  QueensWindow *self = user_data;
  g_autoptr(QueensExportRequest) request = NULL;

  /* Ctrl+E exports what the page shows: on Watch, its search tree (Browse's
   * board is not on show there). */
  if (queens_window_is_watching (self))
    {
      g_action_group_activate_action (G_ACTION_GROUP (self), "export-tree", NULL);
      return;
    }

  request = queens_export_request_new_for_view (self->board_view, queens_window_get_position (self));
  queens_export_dialog_open (GTK_WINDOW (self), request);
}

static void
on_export_fundamental (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  QueensWindow *self = user_data;
  g_autoptr(QueensExportRequest) request =
    queens_export_request_new_for_sheet (self->board_view, self->job, self->n);

  queens_export_dialog_open (GTK_WINDOW (self), request);
}

static const GActionEntry window_actions[] = {
  { "set-n", on_set_n, "i" },
  { "increase-n", on_increase_n },
  { "decrease-n", on_decrease_n },
  { "paste", on_paste },
  { "export", on_export },
  { "export-fundamental", on_export_fundamental },
};

void
queens_window_add_actions (QueensWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);
}
