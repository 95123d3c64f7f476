/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-bitboard.c: the search bookkeeping the solver's files share,
 * and the counting search compiled for this machine's instructions
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-bitboard.h"

void
search_control_init (SearchControl *control,
                     const gint    *stop,
                     GCancellable  *cancellable,
                     guint64        node_limit)
{
  memset (control, 0, sizeof *control);
  control->stop = stop;
  control->cancellable = cancellable;
  control->node_limit = node_limit;
}

static gboolean
search_control_should_stop (SearchControl *control)
{
  if ((control->stop != NULL && g_atomic_int_get (control->stop))
      || g_cancellable_is_cancelled (control->cancellable))
    {
      control->cancelled = TRUE;
      return TRUE;
    }

  return FALSE;
}

guint
search_control_grant (SearchControl *control)
{
  guint64 slice = SEARCH_POLL_INTERVAL;

  control->nodes += control->slice;
  control->slice = 0;

  if (search_control_should_stop (control))
    return 0;

  if (control->node_limit != 0)
    {
      if (control->nodes >= control->node_limit)
        {
          control->exhausted = TRUE;
          return 0;
        }
      slice = MIN (slice, control->node_limit - control->nodes);
    }

  control->slice = (guint) slice;
  return control->slice;
}

void
search_control_finish (SearchControl *control,
                       guint          unused)
{
  control->nodes += control->slice - unused;
  control->slice = 0;
}

static guint64
count_search_generic (SearchState    start,
                      guint          n,
                      SearchControl *control)
{
  return forward_search_body (start, n, control, NULL, 0, NULL, NULL, NULL);
}

#ifdef HAVE_X86_BIT_DISPATCH
__attribute__((target ("popcnt,bmi,bmi2")))
static guint64
count_search_x86 (SearchState    start,
                  guint          n,
                  SearchControl *control)
{
  return forward_search_body (start, n, control, NULL, 0, NULL, NULL, NULL);
}

#endif

guint64
count_search (SearchState    start,
              guint          n,
              SearchControl *control)
{
#ifdef HAVE_X86_BIT_DISPATCH
  if (have_x86_bit_instructions ())
    return count_search_x86 (start, n, control);
#endif
  return count_search_generic (start, n, control);
}

