/* queens-watch-view-private.h: what the files of the watch page share
 *
 * queens-watch-view.c builds the page and steps the searches;
 * queens-watch-text.c says what the method does and how far it got;
 * queens-watch-drawing.c draws the board and the bars per row;
 * queens-watch-tree.c places the search tree panel and moves the search
 * to a node of it.
 */
#pragma once

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

/* The lines of backtracking's pseudocode a step runs. */
enum
{
  BACKTRACKING_LINE_REPORT = 2,
  BACKTRACKING_LINE_PLACE = 6,
  BACKTRACKING_LINE_TAKE_BACK = 7,
};

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
  Method                     code_method;  /* whose lines the code view holds */
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

  QueensBacktrackStepper    *backtrack;
  QueensMinConflictsStepper *min_conflicts;
  /* Breadth-first, permutations or louis, whichever is chosen. */
  QueensTextbookStepper     *textbook;
  guint64                    min_conflicts_seed;
  int                        backtracking_line;
  QueensBoard               *board;        /* what is drawn, rebuilt per draw */

  /* The square the last step touched. */
  gboolean                   has_touched;
  QueensSquare               touched;

  /* The last solution met, shown for a moment when found. */
  guint64                    last_solution;
  guint32                   *solution_columns;
  gint64                     flash_until;

  guint                      frame_source_id;
  guint                      flash_source_id;
  gint64                     last_frame_time;
  double                     pending_steps;
};


static inline gboolean
queens_watch_view_is_textbook (QueensWatchView *self)
{
  return self->method >= METHOD_BREADTH_FIRST;
}

static inline QueensSearchMethod
queens_watch_view_textbook_method (Method method)
{
  switch (method)
    {
    case METHOD_BREADTH_FIRST:
      return QUEENS_SEARCH_METHOD_BREADTH_FIRST;
    case METHOD_PERMUTATIONS:
      return QUEENS_SEARCH_METHOD_PERMUTATIONS;
    case METHOD_LOUIS:
      return QUEENS_SEARCH_METHOD_LOUIS;
    case METHOD_BACKTRACKING:
    case METHOD_MIN_CONFLICTS:
    case N_METHODS:
    default:
      return QUEENS_SEARCH_METHOD_BACKTRACKING;
    }
}

static inline gboolean
queens_watch_view_method_available (QueensWatchView *self)
{
  if (queens_watch_view_is_textbook (self))
    return self->textbook != NULL;

  return self->method == METHOD_BACKTRACKING ? self->backtrack != NULL
                                             : self->min_conflicts != NULL;
}

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
