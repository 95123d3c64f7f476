/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* export-file-cases.h: the file-writing tests of test-export */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Run as "test-export --export-big-png PATH", the program is the child
 * that /export/file/killed kills: the largest PNG takes seconds to draw
 * and compress, long enough to be killed half-way. */
#define TEST_EXPORT_FILE_CHILD_ARGUMENT "--export-big-png"
int  test_export_file_big_png   (const char *path);

/* Registers /export/errors/..., /export/cancel, /export/replace and
 * /export/file/...; @disk is the small tmpfs that main() mounted (NULL
 * when it could not, for the reason in @disk_reason). */
void test_export_file_add_tests (const char *disk,
                                 const char *disk_reason);

G_END_DECLS
