/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-keep-filter.c: the solutions that keep given queens, against a
 * brute-force filter over a plain backtracking enumeration */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "known-counts.h"
#include "queens-construct.h"
#include "queens-keep-filter.h"

/* Every solution of @n in lexicographic order, n bytes each, by the
 * plainest backtracking: independent of the code under test. */
static void
collect_all_from_row (GByteArray *all,
                      guint8     *columns,
                      guint       n,
                      guint       row)
{
  if (row == n)
    {
      g_byte_array_append (all, columns, n);
      return;
    }

  for (guint column = 0; column < n; column++)
    {
      gboolean safe = TRUE;

      for (guint above = 0; above < row && safe; above++)
        safe = columns[above] != column
               && (guint) ABS ((int) columns[above] - (int) column) != row - above;
      if (!safe)
        continue;
      columns[row] = (guint8) column;
      collect_all_from_row (all, columns, n, row + 1);
    }
}

static GByteArray *
collect_all (guint n)
{
  GByteArray *all = g_byte_array_new ();
  guint8 columns[32];

  collect_all_from_row (all, columns, n, 0);
  return all;
}

/* The solutions among @all that have every queen of @kept, in order. */
static GByteArray *
brute_force_filter (GByteArray    *all,
                    guint          n,
                    const guint32 *kept)
{
  GByteArray *matching = g_byte_array_new ();

  for (gsize offset = 0; offset < all->len; offset += n)
    {
      gboolean keeps = TRUE;

      for (guint row = 0; row < n && keeps; row++)
        keeps = kept[row] == QUEENS_NO_QUEEN || kept[row] == all->data[offset + row];
      if (keeps)
        g_byte_array_append (matching, all->data + offset, n);
    }

  return matching;
}

typedef struct
{
  GByteArray *received;
  gsize       largest_batch;
  guint       n_batches;
  GCancellable *cancel_after_first;
} Received;

static void
on_batch (const guint8 *columns,
          gsize         n_solutions,
          guint         n,
          gpointer      user_data)
{
  Received *received = user_data;

  g_assert_cmpuint (n_solutions, >, 0);
  g_byte_array_append (received->received, columns, (guint) (n_solutions * n));
  received->largest_batch = MAX (received->largest_batch, n_solutions);
  received->n_batches++;
  if (received->cancel_after_first != NULL)
    g_cancellable_cancel (received->cancel_after_first);
}

static GByteArray *
enumerate_kept (guint          n,
                const guint32 *kept,
                gsize          batch_size)
{
  g_autoptr(QueensBoard) board = queens_board_new_from_columns (n, kept);
  g_autoptr(GError) error = NULL;
  Received received = { g_byte_array_new (), 0, 0, NULL };
  guint64 total = G_MAXUINT64;

  g_assert_true (queens_keep_filter_enumerate (board, batch_size, 0, on_batch, &received,
                                               NULL, &total, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (total * n, ==, received.received->len);
  g_assert_cmpuint (received.largest_batch, <=, batch_size);
  return received.received;
}

static void
assert_same_solutions (GByteArray *expected,
                       GByteArray *actual)
{
  g_assert_cmpuint (actual->len, ==, expected->len);
  g_assert_cmpmem (actual->data, actual->len, expected->data, expected->len);
}

/* No queen kept: every solution, as many as published. */
static void
test_keep_filter_nothing_kept (void)
{
  for (guint n = 1; n <= 11; n++)
    {
      g_autofree guint32 *kept = g_new (guint32, n);
      g_autoptr(GByteArray) received = NULL;

      memset (kept, 0xff, n * sizeof *kept);
      received = enumerate_kept (n, kept, 64);
      g_assert_cmpuint (received->len / n, ==, known_counts_total (n));
    }
}

/* The issue's example: N = 10 with a queen in row 3, column 3. */
static void
test_keep_filter_issue_example (void)
{
  const guint n = 10;
  g_autoptr(GByteArray) all = collect_all (n);
  g_autoptr(QueensBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GByteArray) expected = NULL;
  g_autoptr(GByteArray) received = NULL;
  guint32 kept[10];

  board = queens_board_new_from_text (". . 3 . . . . . . .", 0, &error);
  g_assert_no_error (error);
  g_assert_true (queens_board_get_columns (board, kept));
  expected = brute_force_filter (all, n, kept);
  received = enumerate_kept (n, kept, 7);
  g_assert_cmpuint (expected->len, >, 0);
  assert_same_solutions (expected, received);
}

/* Random positions: some kept from a solution (at least one answer), some
 * random queens that do not attack each other (often none). */
static void
test_keep_filter_random (void)
{
  for (guint n = 1; n <= 10; n++)
    {
      g_autoptr(GByteArray) all = collect_all (n);
      guint n_solutions = all->len / n;

      for (guint trial = 0; trial < 40; trial++)
        {
          g_autofree guint32 *kept = g_new (guint32, n);
          g_autoptr(QueensBoard) board = NULL;
          g_autoptr(GByteArray) expected = NULL;
          g_autoptr(GByteArray) received = NULL;
          gboolean from_solution = n_solutions > 0 && trial % 2 == 0;
          guint source = from_solution ? (guint) g_test_rand_int_range (0, (int) n_solutions) : 0;

          for (guint row = 0; row < n; row++)
            {
              kept[row] = QUEENS_NO_QUEEN;
              if (g_test_rand_int_range (0, 3) != 0)
                continue;
              kept[row] = from_solution ? all->data[source * n + row]
                                        : (guint32) g_test_rand_int_range (0, (int) n);
            }

          board = queens_board_new_from_columns (n, kept);
          if (queens_board_get_n_conflicts (board) > 0)
            continue;

          expected = brute_force_filter (all, n, kept);
          received = enumerate_kept (n, kept, 1 + (gsize) g_test_rand_int_range (0, 50));
          if (from_solution)
            g_assert_cmpuint (expected->len, >, 0);
          assert_same_solutions (expected, received);

          /* The filter alone agrees with the search on every solution. */
          for (gsize offset = 0; offset < all->len; offset += n)
            {
              gboolean listed = FALSE;

              for (gsize at = 0; at < received->len && !listed; at += n)
                listed = memcmp (received->data + at, all->data + offset, n) == 0;
              g_assert_cmpint (queens_keep_filter_matches (kept, n, all->data + offset),
                               ==, listed);
            }
        }
    }
}

static void
assert_rejected (const char *text)
{
  g_autoptr(QueensBoard) board = queens_board_new_from_text (text, 0, NULL);
  g_autoptr(GError) error = NULL;
  Received received = { g_byte_array_new (), 0, 0, NULL };
  guint64 total = 99;

  g_assert_nonnull (board);
  g_assert_false (queens_keep_filter_enumerate (board, 16, 0, on_batch, &received,
                                                NULL, &total, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpuint (total, ==, 0);
  g_assert_cmpuint (received.n_batches, ==, 0);
  g_byte_array_unref (received.received);
}

static void
test_keep_filter_rejects (void)
{
  g_autoptr(GString) big = g_string_new (NULL);

  assert_rejected ("1 . 3 . . . . .");   /* a diagonal */
  assert_rejected (". 2 . . 2 . . .");   /* a column */

  for (guint row = 0; row < 33; row++)
    g_string_append (big, row == 0 ? "1" : " .");
  assert_rejected (big->str);
}

/* Many kept queens at N = 32: only a few rows are searched, at once. */
static void
test_keep_filter_largest (void)
{
  const guint n = 32;
  guint32 solution[32];
  guint32 kept[32];
  g_autoptr(GByteArray) received = NULL;

  g_assert_true (queens_construct_solution (n, solution));
  memcpy (kept, solution, sizeof kept);
  kept[3] = kept[17] = kept[30] = kept[31] = QUEENS_NO_QUEEN;

  received = enumerate_kept (n, kept, 4);
  g_assert_cmpuint (received->len, >=, n);
  for (gsize offset = 0; offset < received->len; offset += n)
    {
      g_autoptr(QueensBoard) board = NULL;
      guint32 columns[32];

      for (guint row = 0; row < n; row++)
        columns[row] = received->data[offset + row];
      board = queens_board_new_from_columns (n, columns);
      g_assert_true (queens_board_is_solution (board));
      g_assert_true (queens_keep_filter_matches (kept, n, received->data + offset));
    }
}

/* Cancelled from the first batch: stops, says so, and counts only what
 * was delivered. */
static void
test_keep_filter_cancel (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (14);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  Received received = { g_byte_array_new (), 0, 0, cancellable };
  guint64 total = 0;

  g_assert_false (queens_keep_filter_enumerate (board, 10, 0, on_batch, &received,
                                                cancellable, &total, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (received.n_batches, ==, 1);
  g_assert_cmpuint (total, ==, 10);
  g_assert_cmpuint (received.received->len, ==, 10 * 14);
  g_byte_array_unref (received.received);
}

/* A flush interval hands over a batch before it is full. */
static void
test_keep_filter_flush_interval (void)
{
  g_autoptr(QueensBoard) board = queens_board_new (12);
  Received received = { g_byte_array_new (), 0, 0, NULL };
  guint64 total = 0;

  g_assert_true (queens_keep_filter_enumerate (board, 1000000, 1, on_batch, &received,
                                               NULL, &total, NULL));
  g_assert_cmpuint (total, ==, known_counts_total (12));
  g_assert_cmpuint (received.n_batches, >, 1);
  g_byte_array_unref (received.received);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/keep-filter/nothing-kept", test_keep_filter_nothing_kept);
  g_test_add_func ("/keep-filter/issue-example", test_keep_filter_issue_example);
  g_test_add_func ("/keep-filter/random", test_keep_filter_random);
  g_test_add_func ("/keep-filter/rejects", test_keep_filter_rejects);
  g_test_add_func ("/keep-filter/largest", test_keep_filter_largest);
  g_test_add_func ("/keep-filter/cancel", test_keep_filter_cancel);
  g_test_add_func ("/keep-filter/flush-interval", test_keep_filter_flush_interval);

  return g_test_run ();
}
