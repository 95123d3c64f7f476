/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-solution-delivery.c: solutions handed over in batches on the
 * calling thread (private to core)
 *
 * Both enumerations deliver through it: the row-by-row search in
 * queens-solver-enumerate.c and the sorted one in queens-solver-sorted.c.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-bitboard.h"
#include "queens-solution-delivery.h"

void
delivery_flush (Delivery *delivery)
{
  if (delivery->in_batch > 0 && delivery->batch_func != NULL)
    delivery->batch_func (delivery->batch, delivery->in_batch, delivery->n,
                          delivery->user_data);
  delivery->delivered += delivery->in_batch;
  delivery->in_batch = 0;
  delivery->last_flush = g_get_monotonic_time ();
  if (g_cancellable_is_cancelled (delivery->cancellable))
    delivery->cancelled = TRUE;
}

void
delivery_report (Delivery *delivery,
                 double    fraction,
                 gboolean  force)
{
  gint64 now;

  if (delivery->progress_func == NULL)
    return;
  now = g_get_monotonic_time ();
  if (!force && now < delivery->next_progress)
    return;
  delivery->next_progress = now + PROGRESS_INTERVAL_US;
  delivery->progress_func (CLAMP (fraction, 0.0, 1.0), delivery->delivered,
                           delivery->user_data);
}

/* The batch buffer grows on demand, so a huge batch_size costs memory only
 * when that many solutions really come. */
static void
delivery_make_room (Delivery *delivery)
{
  if (delivery->in_batch == delivery->capacity && delivery->capacity < delivery->batch_size)
    {
      delivery->capacity = MIN (delivery->batch_size, MAX (delivery->capacity * 2, 64));
      delivery->batch = g_realloc_n (delivery->batch, delivery->capacity, delivery->n);
    }
}

/* Flushes a partly filled batch once the interval has passed. */
void
delivery_flush_if_due (Delivery *delivery)
{
  if (delivery->flush_interval_us > 0 && delivery->in_batch > 0
      && g_get_monotonic_time () - delivery->last_flush >= delivery->flush_interval_us)
    delivery_flush (delivery);
}

/* Appends @count solutions of n bytes each; FALSE once cancelled. */
gboolean
delivery_add (Delivery     *delivery,
              const guint8 *columns,
              gsize         count)
{
  const guint n = delivery->n;

  while (count > 0 && !delivery->cancelled)
    {
      gsize take;

      delivery_make_room (delivery);
      take = MIN (delivery->capacity - delivery->in_batch, count);
      memcpy (delivery->batch + delivery->in_batch * n, columns, take * n);
      delivery->in_batch += take;
      columns += take * n;
      count -= take;
      if (delivery->in_batch == delivery->batch_size)
        delivery_flush (delivery);
    }
  delivery_flush_if_due (delivery);

  return !delivery->cancelled;
}

gboolean
delivery_add_words (Delivery      *delivery,
                    const guint64 *words,
                    gsize          count)
{
  const guint n = delivery->n;

  for (gsize i = 0; i < count && !delivery->cancelled; i++)
    {
      guint8 *out;

      delivery_make_room (delivery);
      out = delivery->batch + delivery->in_batch * n;
      for (guint row = 0; row < n; row++)
        out[row] = (guint8) ((words[i] >> (4 * (n - 1 - row))) & 0xf);
      if (++delivery->in_batch == delivery->batch_size)
        delivery_flush (delivery);
      if ((i & 4095) == 4095)
        delivery_flush_if_due (delivery);
    }
  delivery_flush_if_due (delivery);

  return !delivery->cancelled;
}
