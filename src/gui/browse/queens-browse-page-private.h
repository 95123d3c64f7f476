/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-browse-page-private.h: what the Browse page's files share
 *
 * Browse is one class in two files: the page and its actions
 * (queens-browse-page.c) and the words of its status bar
 * (queens-browse-page-text.c).  Nothing else includes this header.
 */
#pragma once

#include "queens-browse-page.h"
#include "queens-random-job.h"

G_BEGIN_DECLS

/* From this N on, listing every solution takes far longer than anyone
 * waits; the page says so instead of showing a progress estimate.  Up to
 * QUEENS_COUNT_JOB_MAX_N the fast counter counts them instead. */
#define ENDLESS_SEARCH_MIN_N          20
/* Counts are known exactly only this far (OEIS A000170). */
#define KNOWN_COUNTS_MAX_N            27

typedef enum
{
  SHOWN_NOTHING,        /* empty board */
  SHOWN_STORED,         /* a solution found by the search */
  SHOWN_CONSTRUCTION,   /* the solution built by formula */
  SHOWN_RANDOM          /* one found by "Another solution" */
} Shown;

struct _QueensBrowsePage
{
  GtkWidget             parent_instance;

  /* Template widgets */
  GtkEntry             *goto_entry;
  GtkToggleButton      *all_toggle;
  GtkToggleButton      *fundamental_toggle;
  /* The go-to field's errors, in a bubble over it. */
  GtkPopover           *goto_popover;
  GtkLabel             *goto_error_label;
  char                 *goto_error;

  /* The window's, shared with Play. */
  QueensBoardView      *board_view;
  QueensStatusBar      *status_bar;
  GActionMap           *action_map;

  gboolean              active;
  guint                 n;
  QueensSolveJob       *job;
  /* The window's fast counter for this N (nullable): where it runs, the
   * search stores only the browsable part and the counter gives the
   * total and unique counts. */
  QueensCountJob       *count_job;
  /* The handlers on the current search, count and random solution: each
   * group's target follows its job, so nothing from an old job reaches
   * the page. */
  GSignalGroup         *job_signals;
  GSignalGroup         *count_job_signals;
  GSignalGroup         *random_job_signals;
  gboolean              fundamental_only;

  Shown                 shown;
  /* SHOWN_STORED: position among the browsable solutions of the current
   * mode, and index among all stored ones. */
  guint64               position;
  guint64               shown_index;

  /* A refused request (go to a number out of range), said in the note
   * until the next move. */
  char                 *refusal;

  guint                 construction_timeout_id;
  guint                 status_timeout_id;

  /* "Another solution": min-conflicts on a worker thread. */
  QueensRandomJob      *random_job;
  /* SHOWN_RANDOM: how long the worker took to find the shown board, and
   * its index among the stored solutions (-1: not stored). */
  double                random_seconds;
  gint64                random_index;
};

/* queens-browse-page.c */
guint64 queens_browse_page_count_browsable  (QueensBrowsePage    *self);
gboolean queens_browse_page_is_counting     (QueensBrowsePage    *self);

/* queens-browse-page-text.c: newly allocated texts, NULL for none. */
char   *queens_browse_page_describe_symmetry (QueensBrowsePage    *self);
char   *queens_browse_page_describe_status   (QueensBrowsePage    *self);
char   *queens_browse_page_describe_note     (QueensBrowsePage    *self);
/* Whether solution @number (1-based, in the browsed kind) exists but is
 * not found yet, and the search goes on. */
gboolean queens_browse_page_awaits_listing      (QueensBrowsePage *self,
                                                 gint64            number);
/* Why solution @number cannot be shown, or NULL when it can. */
char   *queens_browse_page_describe_goto_refusal (QueensBrowsePage *self,
                                                  gint64            number);

G_END_DECLS
