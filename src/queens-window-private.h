/* queens-window-private.h: what the window's files share
 *
 * The window is one class in three files, split by concern: the pages and
 * N (queens-window.c), its own actions (queens-window-actions.c) and its
 * keys (queens-window-keys.c).  Nothing else includes this header.
 */
#pragma once

#include <adwaita.h>

#include "queens-browse-page.h"
#include "queens-play-page.h"
#include "queens-status-bar.h"
#include "queens-window.h"

G_BEGIN_DECLS

struct _QueensWindow
{
  GtkApplicationWindow  parent_instance;

  /* Template widgets */
  GtkSpinButton        *n_spin;
  /* The window's child; not bound to the template, which would unparent
   * it once more than GtkWindow does (GTK 4.8). */
  AdwToastOverlay      *toast_overlay;
  QueensBoardView      *board_view;
  AdwViewStack         *mode_stack;
  QueensBrowsePage     *browse_page;
  QueensPlayPage       *play_page;
  QueensWatchView      *watch_view;
  QueensStatusBar      *status_bar;

  GSettings            *settings;

  guint                 n;
  QueensSolveJob       *job;

  /* The toast offering to play the browsed board, while it is up. */
  AdwToast             *play_offer;   /* owned */
};

/* queens-window.c */
void queens_window_focus_board            (QueensWindow   *self);
void queens_window_tell                   (QueensWindow   *self,
                                           const char     *message);
void queens_window_play_board             (QueensWindow   *self,
                                           QueensBoard    *board);

/* queens-window-actions.c: N, paste and export. */
void queens_window_add_actions            (QueensWindow   *self);

/* queens-window-keys.c */
void queens_window_class_add_key_bindings (GtkWidgetClass *widget_class);
void queens_window_add_key_handoffs       (QueensWindow   *self);

G_END_DECLS
