/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-checkpoint.h: the finished tasks of a count, kept in a file
 *
 * A long count records which of its tasks are done and what they found, so
 * that after Ctrl+C or a crash the same command carries on where it
 * stopped.  The file is replaced atomically and carries a checksum: a
 * checkpoint of another N or part, or a damaged one, is refused, never
 * trusted and never silently started afresh.
 */
#pragma once

#include <glib.h>

#include "queens-solver.h"

G_BEGIN_DECLS

/* A checkpoint with nothing done yet, for part @part of @n_parts of N. */
QueensCountCheckpoint *queens_count_checkpoint_new      (guint                  n,
                                                         guint                  part,
                                                         guint                  n_parts);
/* The checkpoint in @path; a new one when there is no such file.
 * G_IO_ERROR_INVALID_DATA when the file is damaged, belongs to another N
 * or part, or holds figures no count could have found;
 * G_IO_ERROR_NOT_REGULAR_FILE, without reading it, for a FIFO, a device
 * or a folder; another error when it cannot be read. */
QueensCountCheckpoint *queens_count_checkpoint_load     (const char            *path,
                                                         guint                  n,
                                                         guint                  part,
                                                         guint                  n_parts,
                                                         GError               **error);
void                   queens_count_checkpoint_free     (QueensCountCheckpoint *checkpoint);

/* Writes the checkpoint to @path as it stands, replacing the file in one
 * step through queens-atomic-file: no other name appears in the folder,
 * and a symbolic link is followed.  Any thread. */
gboolean               queens_count_checkpoint_save     (QueensCountCheckpoint *checkpoint,
                                                         const char            *path,
                                                         GError               **error);

/* Whether a save to @path could succeed, without touching the file there:
 * a count says so before it starts, not after hours. */
gboolean               queens_count_checkpoint_check_writable (const char  *path,
                                                               GError     **error);

/* Tasks done, and all tasks (0 until a count has started with it). */
guint                  queens_count_checkpoint_get_done  (QueensCountCheckpoint *checkpoint);
guint                  queens_count_checkpoint_get_tasks (QueensCountCheckpoint *checkpoint);

/* For queens_solver_count_part(): */

/* Starts a run over @n_tasks tasks of @method: FALSE with
 * G_IO_ERROR_INVALID_DATA when the checkpoint was made by the other method
 * or for another number of tasks. */
gboolean               queens_count_checkpoint_begin     (QueensCountCheckpoint *checkpoint,
                                                          QueensCountMethod      method,
                                                          guint                  n_tasks,
                                                          GError               **error);
gboolean               queens_count_checkpoint_is_done   (QueensCountCheckpoint *checkpoint,
                                                          guint                  task);
/* Any thread. */
void                   queens_count_checkpoint_record    (QueensCountCheckpoint *checkpoint,
                                                          guint                  task,
                                                          guint64                total,
                                                          guint64                quarter_turn_fixed,
                                                          guint64                half_turn_fixed);
/* The sums of the tasks done so far, and the seconds of every run so far
 * (this one up to now included). */
void                   queens_count_checkpoint_get_sums  (QueensCountCheckpoint *checkpoint,
                                                          QueensCountPart       *out_part);

/* How often a running count saves its checkpoint, in milliseconds: 5 s,
 * so that little work is lost to a crash and the disk is not kept busy;
 * QUEENS_CHECKPOINT_INTERVAL_MS overrides it (the tests save more often,
 * to interrupt a short count midway). */
guint                  queens_count_checkpoint_interval_ms (void);

/* Seconds a count still needs, from this run's speed: it began at
 * @share_before of the work (what a checkpoint had done), is at
 * @share_now after @elapsed_seconds.  Below zero while this run has done
 * nothing to go by. */
double                 queens_count_seconds_left (double share_before,
                                                  double share_now,
                                                  double elapsed_seconds);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensCountCheckpoint, queens_count_checkpoint_free)

G_END_DECLS
