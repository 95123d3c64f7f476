/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-watch-view-private.h: what the files of the watch page share
 *
 * The page holds one QueensStepper, the chosen method's, and drives it
 * through that interface; what only one method has (backtracking's tree
 * and numbered solutions, the attackers of min-conflicts, the levels of
 * breadth-first) is reached with a check of the stepper's type.
 *
 * queens-watch-view.c builds the page, makes the steppers and steps them;
 * queens-watch-text.c says what the method does and how far it got;
 * queens-watch-drawing.c draws the board and the bars per row;
 * queens-watch-tree.c places the search tree panel and moves the search
 * to a node of it.
 */
#pragma once

#include "queens-backtrack-stepper.h"
#include "queens-min-conflicts-stepper.h"
#include "queens-watch-view.h"

G_BEGIN_DECLS

typedef enum
{
  METHOD_BACKTRACKING,
  METHOD_MIN_CONFLICTS,
  METHOD_BREADTH_FIRST,
  METHOD_PERMUTATIONS,
  METHOD_LOUIS,
  N_METHODS
} Method;

struct _QueensWatchView
{
  GtkWidget                  parent_instance;

  GtkWidget                 *content;
  GtkWidget                 *speed_scale;
  GtkWidget                 *explanation_label;
  GtkWidget                 *switch_button;
  /* The speed row, the board and the counters: only for a method that
   * can be watched at this N. */
  GtkWidget                 *pace_row;
  GtkWidget                 *main_box;
  GtkWidget                 *board_area;
  GtkWidget                 *counters_label;
  GtkWidget                 *tree_area;
  GtkWidget                 *tree_caption;
  GtkWidget                 *solution_label;
  GtkWidget                 *open_button;
  GtkWidget                 *code_view;
  GtkWidget                 *code_scroller;
  const char * const        *code_lines;   /* the lines the code view holds */
  GtkWidget                 *level_strip;
  /* The search tree of backtracking: beside the board when the page is
   * wide, in its place (win.watch-show-tree) when narrow. */
  GtkWidget                 *tree_panel;
  GtkWidget                 *tree_view;
  GtkWidget                 *tree_toggle;
  gboolean                   show_tree;
  gboolean                   wide;
  guint                      layout_idle_id;
  QueensFilePicker          *tree_picker;   /* asks where to export the tree */

  guint                      n;
  Method                     method;
  int                        speed;
  gboolean                   playing;

  /* The chosen method's search at this N; NULL where it cannot be
   * watched. */
  QueensStepper             *stepper;
  /* The searches of the methods that keep their place while another is
   * watched (backtracking, min-conflicts). */
  QueensStepper             *parked[N_METHODS];
  guint64                    min_conflicts_seed;
  /* Whether the stepper's last step is on show (its square and line of
   * code): not after another method was watched in between. */
  gboolean                   last_step_shown;
  QueensBoard               *board;        /* what is drawn, rebuilt per draw */

  /* The last solution met, shown for a moment when found. */
  guint64                    last_solution;
  guint32                   *solution_columns;
  gint64                     flash_until;

  guint                      frame_source_id;
  guint                      flash_source_id;
  gint64                     last_frame_time;
  double                     pending_steps;
};


/* Min-conflicts moves whole queens: its board and bars show the
 * attackers of each queen, where the others show the squares tried. */
static inline gboolean
queens_watch_view_shows_attackers (QueensWatchView *self)
{
  return QUEENS_IS_MIN_CONFLICTS_STEPPER (self->stepper);
}

/* Backtracking meets the solutions in Browse's order, lexicographic: the
 * last one it met has a number there, to open, and flashes when met. */
static inline gboolean
queens_watch_view_numbers_solutions (QueensWatchView *self)
{
  return QUEENS_IS_BACKTRACK_STEPPER (self->stepper);
}

/* Whether @method can be watched at the page's N. */
gboolean       queens_watch_view_can_watch   (QueensWatchView *self,
                                              Method           method);
/* @method's search: the one on show, or the one choosing it would show
 * (made now if need be); NULL where it cannot be watched. */
QueensStepper *queens_watch_view_stepper_of  (QueensWatchView *self,
                                              Method           method);
/* After @stepper moved other than forward (back, or a seek): the last
 * solution met is the latest at or before where it is now. */
void           queens_watch_view_follow_solutions (QueensWatchView *self,
                                                   QueensStepper   *stepper);

/* The method's explanation (or why it cannot be watched at this N) and
 * its counters (NULL when it cannot); free both with g_free(). */
void  queens_watch_view_describe    (QueensWatchView *self,
                                     char           **out_explanation,
                                     char           **out_counters);

/* Draw functions of the board and of the bars per row. */
void  queens_watch_view_draw_board  (GtkDrawingArea  *area,
                                     cairo_t         *cr,
                                     int              width,
                                     int              height,
                                     gpointer         user_data);
void  queens_watch_view_draw_tree   (GtkDrawingArea  *area,
                                     cairo_t         *cr,
                                     int              width,
                                     int              height,
                                     gpointer         user_data);

/* The labels and drawings, after any change. */
void  queens_watch_view_refresh      (QueensWatchView *self);

/* The tree panel, built into @main_box, and its toggle, into @toggle_row. */
void  queens_watch_view_build_tree   (QueensWatchView *self,
                                      GtkWidget       *main_box,
                                      GtkWidget       *toggle_row);
/* Where the tree goes and the path it shows, after any change. */
void  queens_watch_view_refresh_tree (QueensWatchView *self);
/* The page's size: its content's, and wide or narrow from its width. */
void  queens_watch_view_measure      (GtkWidget       *widget,
                                      GtkOrientation   orientation,
                                      int              for_size,
                                      int             *minimum,
                                      int             *natural,
                                      int             *minimum_baseline,
                                      int             *natural_baseline);
void  queens_watch_view_allocate     (GtkWidget       *widget,
                                      int              width,
                                      int              height,
                                      int              baseline);

G_END_DECLS
