/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-export-files-cases.h: the --export tests of test-cli on how files
 * are written */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers /cli/export/... for writing files; @disk is the small tmpfs
 * that main() mounted (NULL when it could not, for the reason in
 * @disk_reason). */
void test_cli_export_files_add_tests (const char *disk,
                                      const char *disk_reason);

G_END_DECLS
