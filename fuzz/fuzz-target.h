/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* fuzz-target.h: the entry points every fuzz target defines
 *
 * libFuzzer calls them when a target is linked with -fsanitize=fuzzer;
 * fuzz-replay.c calls them to replay the corpus as an ordinary test.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* Once, before the first input. */
int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);

/* One input; returns 0.  Anything wrong aborts. */
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);
