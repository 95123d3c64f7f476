/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-list-cases.h: the --list tests of test-cli */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers /cli/list/... */
void test_cli_list_add_tests (void);

G_END_DECLS
