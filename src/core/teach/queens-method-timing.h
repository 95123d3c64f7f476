/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-method-timing.h: how long each textbook method takes for one N,
 * measured where that takes seconds, estimated beyond
 *
 * A method is first run on the largest board up to N where it tries at
 * most QUEENS_METHOD_TIMING_CALIBRATION_TRIES squares, again and again
 * for a few hundredths of a second: the fastest of those runs gives its
 * cost per square on this machine, now (a busy machine only ever slows a
 * run down).
 * The squares it would try at N (queens-search-stats) times that cost,
 * grown by N / M for the longer boards a square is checked against and
 * copied with, is the estimate.  Within the limit, and with the boards it
 * holds at once fitting in QUEENS_METHOD_TIMING_MAX_BYTES, it runs for
 * real at N and that time is shown; otherwise the estimate, marked as one.
 */
#pragma once

#include <gio/gio.h>

#include "queens-method-run.h"
#include "queens-search-stats.h"

G_BEGIN_DECLS

/* The window's limit: a real run expected to take longer is estimated. */
#define QUEENS_METHOD_TIMING_LIMIT_SECONDS 3.0
/* A run small enough to repeat for a steady time (tens of milliseconds). */
#define QUEENS_METHOD_TIMING_CALIBRATION_TRIES (G_GUINT64_CONSTANT (1) << 20)
/* The partial boards breadth-first and Louis hold stay below this. */
#define QUEENS_METHOD_TIMING_MAX_BYTES (G_GUINT64_CONSTANT (64) << 20)

typedef struct
{
  QueensSearchMethod method;
  guint              n;
  gboolean           estimated;        /* FALSE: @seconds were measured at N */
  double             seconds;
  guint64            solutions;        /* of the run at N; 0 when estimated */
  guint              calibration_n;    /* the board the cost was measured on */
  double             seconds_per_try;  /* there */
} QueensMethodTiming;

/* Times @stats's method at its N (see above): the calibration, then the
 * run at N if the estimate is at most @limit_seconds.  @progress reports
 * the run at N (squares tried so far, of stats->total_tried);
 * @cancellable stops either, with G_IO_ERROR_CANCELLED. */
gboolean     queens_method_timing_measure  (const QueensSearchStats  *stats,
                                            double                    limit_seconds,
                                            GCancellable             *cancellable,
                                            QueensMethodRunProgress   progress,
                                            gpointer                  user_data,
                                            QueensMethodTiming       *out_timing,
                                            GError                  **error);

/* "0.4 ms", "2.3 s", "3 minutes"; "≈ 3 hours (estimated)" for an
 * estimate, in the user's language. */
char        *queens_method_timing_format   (const QueensMethodTiming *timing);

G_END_DECLS
