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

/* Classes under the 8 symmetries, by Burnside's lemma, from a board's
 * total and its solutions kept by the two rotations. */
guint64   queens_count_unique        (guint                 n,
                                      guint64               total,
                                      guint64               quarter_turn_fixed,
                                      guint64               half_turn_fixed);

/* The longest time a part line or checkpoint may give: more than three
 * centuries, so any real count fits, and a sum of parts stays finite. */
#define QUEENS_COUNT_MAX_SECONDS 1e10

/* Seconds as the lines hold them: digits, then a point and digits ("12",
 * "12.345"), at most QUEENS_COUNT_MAX_SECONDS.  No sign, exponent,
 * hexadecimal or "inf". */
gboolean  queens_count_parse_seconds (const char          *text,
                                      double              *out_seconds);

/* Whether @part holds figures a real count of its N can: only N = 4k or
 * 4k + 1 has solutions a quarter turn keeps; no figure more than the
 * whole board's solutions (or, past the known counts, than the classes
 * can be worked out from in 64 bits); the seconds as
 * queens_count_parse_seconds() takes them.  G_IO_ERROR_INVALID_DATA
 * saying which figure is impossible otherwise. */
gboolean  queens_count_part_check    (const QueensCountPart *part,
                                      GError              **error);

/* The same for the figures of a whole count (every part): also the
 * solutions a quarter turn keeps are among those a half turn keeps, which
 * are among all; where the count of N is known the figures must give it,
 * and past that they must split into classes of 8, 4 and 2. */
gboolean  queens_count_whole_check   (guint                 n,
                                      guint64               total,
                                      guint64               quarter_turn_fixed,
                                      guint64               half_turn_fixed,
                                      GError              **error);

typedef struct _QueensCountSum QueensCountSum;

QueensCountSum *queens_count_sum_new    (void);
void            queens_count_sum_free   (QueensCountSum        *sum);

/* Adds one part; G_IO_ERROR_INVALID_DATA when its figures are impossible
 * (queens_count_part_check()), its N or M differs from the parts added
 * before, or it was added before. */
gboolean        queens_count_sum_add    (QueensCountSum        *sum,
                                         const QueensCountPart *part,
                                         GError               **error);

/* The count of the whole board once every part is in; @out_count's
 * seconds is the parts' time added up.  G_IO_ERROR_INVALID_DATA when no
 * part or not every part was added, or the sum overflows or is not a
 * possible count (queens_count_whole_check()). */
gboolean        queens_count_sum_finish (QueensCountSum        *sum,
                                         guint                 *out_n,
                                         QueensCount           *out_count,
                                         GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensCountSum, queens_count_sum_free)

G_END_DECLS
