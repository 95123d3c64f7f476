/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-puzzle-cases.h: the --puzzle tests of test-cli */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers /cli/puzzle/... */
void test_cli_puzzle_add_tests (void);

G_END_DECLS
