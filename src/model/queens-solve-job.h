/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solve-job.h: one enumeration of the solutions of an N, run on a
 * worker thread
 *
 * The worker enumerates in lexicographic order and posts batches to the
 * main context of the thread that started the job; there the solutions are
 * appended to a packed QueensSolutionSet (up to a byte cap) and
 * "solutions-added" is emitted.  The worker never touches the set or any
 * widget.  Once cancelled, batches still on their way are dropped, so a
 * job's owner never sees a solution posted after it stopped the job.
 * Everything here but the worker runs on the main thread.
 */
#pragma once

#include <gio/gio.h>

#include "queens-board.h"
#include "queens-solution-set.h"
#include "queens-symmetry.h"

G_BEGIN_DECLS

#define QUEENS_TYPE_SOLVE_JOB (queens_solve_job_get_type ())
G_DECLARE_FINAL_TYPE (QueensSolveJob, queens_solve_job, QUEENS, SOLVE_JOB, GObject)

typedef enum
{
  QUEENS_SOLVE_JOB_READY,     /* created, not started */
  QUEENS_SOLVE_JOB_RUNNING,
  QUEENS_SOLVE_JOB_FINISHED,  /* every solution was found */
  QUEENS_SOLVE_JOB_STOPPED,   /* cancelled before the end */
  QUEENS_SOLVE_JOB_FAILED,
  QUEENS_SOLVE_JOB_FILLED     /* stopped once the byte cap was reached
                               * (queens_solve_job_set_stop_when_full) */
} QueensSolveJobState;

/* How a stored solution relates to its fundamental (canonical) solution. */
typedef struct
{
  guint64        fundamental_rank;   /* 0-based among the fundamental solutions */
  guint64        fundamental_index;  /* its index among all stored solutions */
  QueensSymmetry symmetry;           /* applied to the fundamental, gives the solution */
  guint          class_size;         /* distinct variants: 1, 2, 4 or 8 */
} QueensSolveJobVariant;

/* 1 <= n <= QUEENS_SOLVER_MAX_ENUMERATE_N; @byte_cap: bytes the stored
 * solutions may use (0: no cap).  Past the cap the job goes on counting. */
QueensSolveJob      *queens_solve_job_new                     (guint                  n,
                                                               guint64                byte_cap);
/* The same for only the solutions that keep every queen of @keep (N <=
 * QUEENS_SOLVER_MAX_ENUMERATE_N, no conflicts; copied), still in
 * lexicographic order.  A solution counts as fundamental when it is the
 * smallest of its eight variants, kept or not. */
QueensSolveJob      *queens_solve_job_new_keeping             (QueensBoard           *keep,
                                                               guint64                byte_cap);
/* Queens the solutions keep: 0 for a job over all solutions. */
guint                queens_solve_job_get_n_kept_queens       (QueensSolveJob        *self);
/* With @stop TRUE the job ends (FILLED) as soon as the byte cap stops
 * the storing, instead of going on to count: for an owner that gets the
 * counts from the fast counter.  Before the start. */
void                 queens_solve_job_set_stop_when_full      (QueensSolveJob        *self,
                                                               gboolean               stop);
/* A paused job's worker stops after the batch it is making, which is
 * still shown, until the job is resumed or cancelled: the listing gives
 * its core to the fast counter.  Any time, any state. */
void                 queens_solve_job_set_paused              (QueensSolveJob        *self,
                                                               gboolean               paused);
gboolean             queens_solve_job_get_paused              (QueensSolveJob        *self);
/* TRUE while the worker of a paused job waits for the resume. */
gboolean             queens_solve_job_is_held                 (QueensSolveJob        *self);
/* Starts the worker; the job must be READY. */
void                 queens_solve_job_start                   (QueensSolveJob        *self);
/* Stops the worker soon and drops every batch not yet appended; the job
 * then reaches STOPPED (unless it had ended already) and "finished" is
 * emitted once the worker has returned. */
void                 queens_solve_job_cancel                  (QueensSolveJob        *self);

guint                queens_solve_job_get_n                   (QueensSolveJob        *self);
QueensSolveJobState  queens_solve_job_get_state               (QueensSolveJob        *self);
gboolean             queens_solve_job_is_running              (QueensSolveJob        *self);
/* The error of a FAILED job, else NULL. */
const GError        *queens_solve_job_get_error               (QueensSolveJob        *self);
/* Seconds from start to now, or to the end once the job has ended. */
double               queens_solve_job_get_elapsed             (QueensSolveJob        *self);
/* The solver's estimate of the share of the search done, in [0, 1]. */
double               queens_solve_job_get_fraction            (QueensSolveJob        *self);

/* Solutions found (stored or only counted), and how many of them are
 * fundamental: the smallest of their eight variants. */
guint64              queens_solve_job_get_n_found             (QueensSolveJob        *self);
guint64              queens_solve_job_get_n_unique_found      (QueensSolveJob        *self);
/* Solutions stored and browsable, and the fundamental ones among them. */
guint64              queens_solve_job_get_n_stored            (QueensSolveJob        *self);
guint64              queens_solve_job_get_n_stored_fundamental (QueensSolveJob       *self);
/* TRUE once the byte cap stopped the storing. */
gboolean             queens_solve_job_is_storage_full         (QueensSolveJob        *self);
guint64              queens_solve_job_get_byte_cap            (QueensSolveJob        *self);
/* Bytes used by the stored solutions and the index of fundamental ones. */
guint64              queens_solve_job_get_bytes_used          (QueensSolveJob        *self);
QueensSolutionSet   *queens_solve_job_get_solution_set        (QueensSolveJob        *self);

/* Writes stored solution @index (0-based, lexicographic order) to
 * @columns (n entries); FALSE when out of range. */
gboolean             queens_solve_job_get_solution            (QueensSolveJob        *self,
                                                               guint64                index,
                                                               guint32               *columns);
gboolean             queens_solve_job_is_fundamental          (QueensSolveJob        *self,
                                                               guint64                index);
/* Index among all stored solutions of the fundamental solution of
 * 0-based @rank; -1 when out of range. */
gint64               queens_solve_job_get_fundamental_index   (QueensSolveJob        *self,
                                                               guint64                rank);
/* Number of fundamental solutions stored before @index. */
guint64              queens_solve_job_count_fundamental_before (QueensSolveJob       *self,
                                                               guint64                index);
/* Which stored fundamental solution @columns (a solution of size n) is a
 * variant of, and by which symmetry; FALSE when that fundamental solution
 * is not stored. */
gboolean             queens_solve_job_describe_variant        (QueensSolveJob        *self,
                                                               const guint32         *columns,
                                                               QueensSolveJobVariant *out_variant);

G_END_DECLS
