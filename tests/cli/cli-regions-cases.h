/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-regions-cases.h: the --region-puzzle and --solve-regions tests of test-cli */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers /cli/regions/... */
void test_cli_regions_add_tests (void);

G_END_DECLS
