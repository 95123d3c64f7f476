/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-export-cases.h: the --export tests of test-cli on what an export shows */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers /cli/export/... for the images and refused values. */
void test_cli_export_add_tests (void);

G_END_DECLS
