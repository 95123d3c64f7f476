/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* checkpoint-forge.h: count checkpoints changed as a forger would, with
 * the checksum made to fit again, so that only the figures can give them
 * away.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @contents with its "sha256=" line recomputed over the lines above it. */
char     *checkpoint_reseal   (const char *contents);
/* @contents with the first @old replaced by @new, resealed. */
char     *checkpoint_forge    (const char *contents,
                               const char *old,
                               const char *new);
/* Whether the file at @path holds a checkpoint whose checksum fits. */
gboolean  checkpoint_is_whole (const char *path);

G_END_DECLS
