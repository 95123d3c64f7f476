/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-atomic-file.h: a file that appears whole or not at all
 *
 * How exports and count checkpoints are written: open, write, commit.
 * Until the commit nothing named exists in the folder (or, where the file
 * system cannot make anonymous files, only a named temporary, removed on
 * any failure); the commit puts the complete file in place in one rename.
 * A target that is a symbolic link is followed, the link staying a link;
 * a file that is replaced keeps its permission bits.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _QueensAtomicFile QueensAtomicFile;

/* Prepares to write @file.  Errors keep their G_IO_ERROR code and say in
 * words which file and why, as do those of the calls below. */
QueensAtomicFile *queens_atomic_file_open                 (GFile             *file,
                                                           GCancellable      *cancellable,
                                                           GError           **error);
gboolean          queens_atomic_file_write                (QueensAtomicFile  *output,
                                                           const void        *data,
                                                           gsize              length,
                                                           GError           **error);
/* Puts the data in place of the file, unless @cancellable was cancelled
 * first. */
gboolean          queens_atomic_file_commit               (QueensAtomicFile  *output,
                                                           GCancellable      *cancellable,
                                                           GError           **error);
/* Closes @output; what was not committed is dropped, temporary and all. */
void              queens_atomic_file_free                 (QueensAtomicFile  *output);

/* For a process about to _exit() while exports may still run on other
 * threads (a second Ctrl+C): removes every named temporary now, and stops
 * any export from putting its file in place or making a new temporary.
 * Call it once, right before leaving. */
void              queens_atomic_file_remove_temporaries   (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensAtomicFile, queens_atomic_file_free)

G_END_DECLS
