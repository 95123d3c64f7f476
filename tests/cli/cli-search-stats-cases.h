/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-search-stats-cases.h: the --search-stats tests of test-cli */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers /cli/search-stats/... */
void test_cli_search_stats_add_tests (void);

G_END_DECLS
