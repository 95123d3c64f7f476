/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-export-request.h: what the window hands to the export dialog
 *
 * A snapshot taken when Export… is chosen: the board shown (the browsed
 * solution or the play position) or every fundamental solution of a
 * finished search, the look the window gives them, and the file name to
 * offer.  The user may go on browsing or playing while the dialog is open
 * and while the file is written: the request never changes.  The file is
 * drawn and written on a worker thread.
 */
#pragma once

#include <gio/gio.h>

#include "queens-board-view.h"
#include "queens-export.h"
#include "queens-solve-job.h"

G_BEGIN_DECLS

/* A sheet of fundamental solutions holds at most this many boards (all of
 * them up to N = 12); beyond, the files grow past what a reader opens. */
#define QUEENS_EXPORT_SHEET_MAX_BOARDS 2000u

/* The options of one export, as the dialog offers them. */
typedef struct
{
  QueensRenderBoardTheme board_theme;       /* the colours: classic, green, ... */
  QueensRenderTheme      theme;             /* their light or dark variant */
  gboolean               show_coordinates;
  QueensCoordinates      coordinates;       /* how the labels count */
  gboolean               show_attacks;      /* play position only */
  gboolean               show_conflicts;    /* play position only */
  guint                  pixels;            /* PNG only */
} QueensExportSettings;

#define QUEENS_TYPE_EXPORT_REQUEST (queens_export_request_get_type ())
G_DECLARE_FINAL_TYPE (QueensExportRequest, queens_export_request, QUEENS, EXPORT_REQUEST, GObject)

/* What @view shows now: its play position, or the browsed board.
 * @position is the 1-based number of the browsed solution (it names the
 * file), 0 when the board is no found solution. */
QueensExportRequest *queens_export_request_new_for_view     (QueensBoardView            *view,
                                                             guint64                     position);
/* Every fundamental solution @job (nullable: N too large to list) stored
 * for @n, in the colours @view shows.  When there is no complete list
 * (search running or stopped, storage full, no solution, more than
 * QUEENS_EXPORT_SHEET_MAX_BOARDS) the request is refused and says why. */
QueensExportRequest *queens_export_request_new_for_sheet    (QueensBoardView            *view,
                                                             QueensSolveJob             *job,
                                                             guint                       n);

gboolean             queens_export_request_is_sheet         (QueensExportRequest        *self);
/* TRUE for a play position: attacks and conflicts may be drawn. */
gboolean             queens_export_request_is_play          (QueensExportRequest        *self);
guint                queens_export_request_get_n            (QueensExportRequest        *self);
/* The number of boards on a sheet; 1 for a single board. */
gsize                queens_export_request_get_n_boards     (QueensExportRequest        *self);
/* Why nothing can be written (a sentence for the user), or NULL. */
const char          *queens_export_request_get_refusal      (QueensExportRequest        *self);
/* The file name to offer, without its extension: "queens-8-solution-3". */
const char          *queens_export_request_get_name         (QueensExportRequest        *self);
/* One line saying what is exported: "N = 8 · solution 3". */
const char          *queens_export_request_get_description  (QueensExportRequest        *self);
/* The formats that fit, the default first: PNG, SVG, PDF for a board;
 * PDF, SVG for a sheet. */
const QueensExportFormat *queens_export_request_get_formats (QueensExportRequest        *self,
                                                             guint                      *out_n_formats);
/* What the window showed: its board colours, coordinates and play marks;
 * the light variant of the colours (paper), whatever the desktop;
 * QUEENS_EXPORT_DEFAULT_PIXELS. */
void                 queens_export_request_get_settings     (QueensExportRequest        *self,
                                                             QueensExportSettings       *out_settings);

/* Draws and writes the request to @file on a worker thread.  A refused
 * request fails with QUEENS_EXPORT_ERROR_NO_BOARDS and its refusal. */
void                 queens_export_request_write_async      (QueensExportRequest        *self,
                                                             GFile                      *file,
                                                             QueensExportFormat          format,
                                                             const QueensExportSettings *settings,
                                                             GCancellable               *cancellable,
                                                             GAsyncReadyCallback         callback,
                                                             gpointer                    user_data);
gboolean             queens_export_request_write_finish     (QueensExportRequest        *self,
                                                             GAsyncResult               *result,
                                                             GError                    **error);

G_END_DECLS
