/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-region-view.h: a region puzzle on screen, played by hand
 *
 * Draws a QueensRegionGame through queens-render-regions and plays it: a
 * click cycles a square empty → cross → queen, a drag crosses every
 * empty square it passes (one move for undo), the arrows move a cursor,
 * Space or Enter cycles, X crosses, Q places a queen, Delete clears.  The
 * accessible label follows the cursor's square.
 */
#pragma once

#include <gtk/gtk.h>

#include "queens-region-game.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_REGION_VIEW (queens_region_view_get_type ())
G_DECLARE_FINAL_TYPE (QueensRegionView, queens_region_view, QUEENS, REGION_VIEW, GtkWidget)

GtkWidget        *queens_region_view_new              (void);

QueensRegionGame *queens_region_view_get_game         (QueensRegionView *self);
/* Nullable: a view without a game draws nothing. */
void              queens_region_view_set_game         (QueensRegionView *self,
                                                       QueensRegionGame *game);
gboolean          queens_region_view_get_show_letters (QueensRegionView *self);
void              queens_region_view_set_show_letters (QueensRegionView *self,
                                                       gboolean          show_letters);
gboolean          queens_region_view_get_auto_cross   (QueensRegionView *self);
void              queens_region_view_set_auto_cross   (QueensRegionView *self,
                                                       gboolean          auto_cross);

/* The keyboard's square. */
void              queens_region_view_get_cursor       (QueensRegionView *self,
                                                       guint            *out_row,
                                                       guint            *out_column);
/* The square under (@x, @y) in the widget's coordinates; FALSE off the
 * board. */
gboolean          queens_region_view_square_at        (QueensRegionView *self,
                                                       double            x,
                                                       double            y,
                                                       guint            *out_row,
                                                       guint            *out_column);

/* The centre of a square, in the widget's coordinates. */
void              queens_region_view_get_square_center (QueensRegionView *self,
                                                        guint             row,
                                                        guint             column,
                                                        double           *out_x,
                                                        double           *out_y);

G_END_DECLS
