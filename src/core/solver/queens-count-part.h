/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-count-part.h: the line a part of a count is written as, and the
 * sum of the parts
 *
 * `queens --count N --part K/M` prints one part (queens_solver_count_part)
 * as a line; `queens --sum` reads such lines back and adds them up into
 * the count of the whole board, refusing anything that would make the sum
 * wrong: parts of different N or M, a part given twice or missing.
 */
#pragma once

#include <glib.h>

#include "queens-solver.h"

G_BEGIN_DECLS

/* "n=N part=K/M solutions=… quarter_turn_fixed=… half_turn_fixed=…
 * seconds=…", without a newline; the same in every locale. */
char     *queens_count_part_format (const QueensCountPart *part);

/* Reads a line that queens_count_part_format() wrote (trailing spaces and
 * a carriage return allowed); G_IO_ERROR_INVALID_DATA otherwise. */
gboolean  queens_count_part_parse  (const char            *line,
                                    QueensCountPart       *out_part,
                                    GError               **error);

typedef struct _QueensCountSum QueensCountSum;

QueensCountSum *queens_count_sum_new    (void);
void            queens_count_sum_free   (QueensCountSum        *sum);

/* Adds one part; G_IO_ERROR_INVALID_DATA when its N or M differs from the
 * parts added before, or it was added before. */
gboolean        queens_count_sum_add    (QueensCountSum        *sum,
                                         const QueensCountPart *part,
                                         GError               **error);

/* The count of the whole board once every part is in; @out_count's
 * seconds is the parts' time added up.  G_IO_ERROR_INVALID_DATA when no
 * part or not every part was added, or the sum overflows. */
gboolean        queens_count_sum_finish (QueensCountSum        *sum,
                                         guint                 *out_n,
                                         QueensCount           *out_count,
                                         GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensCountSum, queens_count_sum_free)

G_END_DECLS
