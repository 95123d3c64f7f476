/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-window-private.h: what the window's files share
 *
 * The window is one class in five files, split by concern: the pages and
 * N (queens-window.c), its own actions (queens-window-actions.c), its
 * keys (queens-window-keys.c), Browse's gallery
 * and its filter (queens-window-gallery.c) and region puzzles in Play
 * (queens-window-regions.c).  Nothing else includes this header.
 */
#pragma once

#include <adwaita.h>

#include "queens-browse-page.h"
#include "queens-gallery-view.h"
#include "queens-play-page.h"
#include "queens-region-page.h"
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
  QueensGalleryView    *gallery_view;
  AdwViewStack         *mode_stack;
  QueensBrowsePage     *browse_page;
  QueensPlayPage       *play_page;
  QueensRegionPage     *region_page;
  QueensWatchView      *watch_view;
  QueensStatusBar      *status_bar;

  GSettings            *settings;

  guint                 n;
  QueensSolveJob       *job;
  /* Follows @job: whether it filled the memory for stored solutions. */
  GSignalGroup         *job_signals;
  GSignalGroup         *count_signals;   /* the count job's, while it runs */
  /* The fast counter, where the search cannot store every solution: it
   * gives the total and unique counts, the search the browsable part. */
  QueensCountJob       *count_job;
  /* win.keep-filter: the search for the solutions that keep Play's
   * queens, which Browse and the gallery show instead of the job's. */
  QueensSolveJob       *keep_job;

  /* The toast offering to play the browsed board, while it is up. */
  AdwToast             *play_offer;   /* owned */
  /* Where the last press on the board began, and whether it moved past
   * the drag threshold since (a drag, not a click). */
  double                board_press_x;
  double                board_press_y;
  gboolean              board_press_moved;
};

/* queens-window.c */
void queens_window_focus_board            (QueensWindow   *self);
void queens_window_tell                   (QueensWindow   *self,
                                           const char     *message);
void queens_window_play_board             (QueensWindow   *self,
                                           QueensBoard    *board);

/* Whether Watch is the page on show. */
gboolean queens_window_is_watching        (QueensWindow   *self);

/* queens-window-actions.c: N, paste and export. */
void queens_window_add_actions            (QueensWindow   *self);

/* queens-window-gallery.c: win.view, and the gallery following the
 * search and the mode. */
void     queens_window_add_gallery            (QueensWindow   *self);
void     queens_window_show_search_in_gallery (QueensWindow   *self);
/* Back to all the solutions (before a new N). */
void     queens_window_drop_keep_filter       (QueensWindow   *self);
/* Shows the board, the gallery or neither (watching), after a change of
 * page or view. */
void     queens_window_update_view            (QueensWindow   *self);
gboolean queens_window_gallery_is_shown       (QueensWindow   *self);

/* queens-window-regions.c: the region page in Play. */
void     queens_window_add_regions            (QueensWindow   *self);
/* Play is on show with a region puzzle, in the board's place. */
gboolean queens_window_region_is_shown        (QueensWindow   *self);

/* queens-window-keys.c */
void queens_window_class_add_key_bindings (GtkWidgetClass *widget_class);
void queens_window_add_key_handoffs       (QueensWindow   *self);

G_END_DECLS
