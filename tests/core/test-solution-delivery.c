/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-solution-delivery.c: solutions handed over in batches, as both
 * enumerations deliver them */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-solution-delivery.h"

typedef struct
{
  GArray  *batch_sizes;  /* guint, one per call */
  GString *received;     /* every solution's bytes, in order */
  guint    n;
} Received;

static void
on_batch (const guint8 *columns,
          gsize         n_solutions,
          guint         n,
          gpointer      user_data)
{
  Received *received = user_data;
  guint size = (guint) n_solutions;

  g_assert_cmpuint (n, ==, received->n);
  g_array_append_val (received->batch_sizes, size);
  g_string_append_len (received->received, (const char *) columns, (gssize) (n_solutions * n));
}

static void
received_init (Received *received,
               guint     n)
{
  received->batch_sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  received->received = g_string_new (NULL);
  received->n = n;
}

static void
received_clear (Received *received)
{
  g_array_unref (received->batch_sizes);
  g_string_free (received->received, TRUE);
}

static Delivery
new_delivery (guint         n,
              gsize         batch_size,
              Received     *received,
              GCancellable *cancellable)
{
  return (Delivery) {
    .n = n,
    .batch_size = batch_size,
    .batch_func = on_batch,
    .user_data = received,
    .cancellable = cancellable,
    .last_flush = g_get_monotonic_time (),
  };
}

/* Solutions come out in order, in full batches but the last. */
static void
test_delivery_batches (void)
{
  guint8 columns[7 * 4];
  Received received;
  Delivery delivery;

  for (guint i = 0; i < sizeof columns; i++)
    columns[i] = (guint8) i;
  received_init (&received, 4);
  delivery = new_delivery (4, 3, &received, NULL);

  /* In pieces of 2, 4 and 1 solutions. */
  g_assert_true (delivery_add (&delivery, columns, 2));
  g_assert_true (delivery_add (&delivery, columns + 2 * 4, 4));
  g_assert_true (delivery_add (&delivery, columns + 6 * 4, 1));
  g_assert_cmpuint (received.batch_sizes->len, ==, 2);
  delivery_flush (&delivery);

  g_assert_cmpuint (received.batch_sizes->len, ==, 3);
  g_assert_cmpuint (g_array_index (received.batch_sizes, guint, 0), ==, 3);
  g_assert_cmpuint (g_array_index (received.batch_sizes, guint, 1), ==, 3);
  g_assert_cmpuint (g_array_index (received.batch_sizes, guint, 2), ==, 1);
  g_assert_cmpuint (delivery.delivered, ==, 7);
  g_assert_cmpmem (received.received->str, received.received->len, columns, sizeof columns);

  /* Nothing waiting: a flush hands over nothing. */
  delivery_flush (&delivery);
  g_assert_cmpuint (received.batch_sizes->len, ==, 3);

  g_free (delivery.batch);
  received_clear (&received);
}

/* Packed words (four bits a row, row 0 highest) unpack to columns. */
static void
test_delivery_words (void)
{
  const guint64 words[] = { 0x1302, 0x2031 };  /* 1 3 0 2 and 2 0 3 1 */
  const guint8 expected[] = { 1, 3, 0, 2, 2, 0, 3, 1 };
  Received received;
  Delivery delivery;

  received_init (&received, 4);
  delivery = new_delivery (4, 100, &received, NULL);
  g_assert_true (delivery_add_words (&delivery, words, G_N_ELEMENTS (words)));
  delivery_flush (&delivery);

  g_assert_cmpmem (received.received->str, received.received->len, expected, sizeof expected);
  g_free (delivery.batch);
  received_clear (&received);
}

/* Once the cancellable is cancelled, the next hand-over says so and no
 * more solutions are taken. */
static void
test_delivery_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  guint8 columns[10 * 2] = { 0 };
  Received received;
  Delivery delivery;

  received_init (&received, 2);
  delivery = new_delivery (2, 2, &received, cancellable);
  g_assert_true (delivery_add (&delivery, columns, 2));
  g_cancellable_cancel (cancellable);
  g_assert_false (delivery_add (&delivery, columns, 10));
  g_assert_true (delivery.cancelled);
  /* The batch that saw the cancel was handed over; nothing after it. */
  g_assert_cmpuint (delivery.delivered, ==, 4);
  g_assert_false (delivery_add (&delivery, columns, 1));
  g_assert_cmpuint (delivery.delivered + delivery.in_batch, ==, 4);

  g_free (delivery.batch);
  received_clear (&received);
}

static void
on_progress (double   fraction,
             guint64  solutions_so_far,
             gpointer user_data)
{
  GArray *fractions = user_data;

  g_array_append_val (fractions, fraction);
}

/* Progress is reported at most every interval unless forced, clamped. */
static void
test_delivery_progress (void)
{
  g_autoptr(GArray) fractions = g_array_new (FALSE, FALSE, sizeof (double));
  Delivery delivery = {
    .n = 4,
    .progress_func = on_progress,
    .user_data = fractions,
    .next_progress = g_get_monotonic_time () + G_TIME_SPAN_HOUR,
  };

  delivery_report (&delivery, 0.5, FALSE);
  g_assert_cmpuint (fractions->len, ==, 0);
  delivery_report (&delivery, 1.5, TRUE);
  g_assert_cmpuint (fractions->len, ==, 1);
  g_assert_cmpfloat (g_array_index (fractions, double, 0), ==, 1.0);
  /* The forced report starts a new interval. */
  delivery_report (&delivery, 0.7, FALSE);
  g_assert_cmpuint (fractions->len, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solution-delivery/batches", test_delivery_batches);
  g_test_add_func ("/solution-delivery/words", test_delivery_words);
  g_test_add_func ("/solution-delivery/cancel", test_delivery_cancel);
  g_test_add_func ("/solution-delivery/progress", test_delivery_progress);

  return g_test_run ();
}
