/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* window-export-files-cases.h: the tests of test-window-export on what
 * the exported files hold */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers /window-export/errors, play, sheet and board-theme. */
void test_window_export_files_add_tests (void);

G_END_DECLS
