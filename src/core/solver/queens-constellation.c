/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-constellation.c: the canonical border placements, one task each
 */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>

#include "queens-constellation.h"
#include "queens-symmetry.h"

/* The border queens of a constellation: top (0, top), bottom (n-1, bottom),
 * left (left, 0) and right (right, n-1). */
typedef struct
{
  guint top, bottom, left, right;
} Border;

static gboolean
border_from_squares (guint         n,
                     const guint  *rows,
                     const guint  *cols,
                     guint         n_squares,
                     Border       *border)
{
  guint found_top = 0, found_bottom = 0, found_left = 0, found_right = 0;

  for (guint i = 0; i < n_squares; i++)
    {
      if (rows[i] == 0) { border->top = cols[i]; found_top++; }
      if (rows[i] == n - 1) { border->bottom = cols[i]; found_bottom++; }
      if (cols[i] == 0) { border->left = rows[i]; found_left++; }
      if (cols[i] == n - 1) { border->right = rows[i]; found_right++; }
    }

  return found_top == 1 && found_bottom == 1 && found_left == 1 && found_right == 1;
}

static guint64
border_key (guint         n,
            const Border *border)
{
  return (((guint64) border->top * n + border->bottom) * n + border->left) * n + border->right;
}

/* The distinct squares of @border: 4, or 3 with a corner queen, or 2. */
static guint
border_squares (guint         n,
                const Border *border,
                guint        *rows,
                guint        *cols)
{
  guint all_rows[4] = { 0, n - 1, border->left, border->right };
  guint all_cols[4] = { border->top, border->bottom, 0, n - 1 };
  guint count = 0;

  for (guint i = 0; i < 4; i++)
    {
      gboolean repeated = FALSE;

      for (guint j = 0; j < count; j++)
        if (rows[j] == all_rows[i] && cols[j] == all_cols[i])
          repeated = TRUE;
      if (!repeated)
        {
          rows[count] = all_rows[i];
          cols[count] = all_cols[i];
          count++;
        }
    }

  return count;
}

void
collect_constellations (guint   n,
                        GArray *tasks)
{
  Border border;

  for (border.top = 0; border.top < n; border.top++)
    for (border.bottom = 0; border.bottom < n; border.bottom++)
      for (border.left = 0; border.left < n; border.left++)
        for (border.right = 0; border.right < n; border.right++)
          {
            guint rows[4], cols[4];
            guint n_squares = border_squares (n, &border, rows, cols);
            guint64 key = border_key (n, &border);
            gboolean smallest = TRUE;
            gboolean consistent;
            guint stabilizer = 0;
            guint64 image_keys[8];
            SearchState state = { board_mask (n), 0, 0, 0 };
            CountTask task = { 0, };
            Border check;

            /* A queen on a corner serves a row and a column at once; any
             * other overlap means two queens on one border line. */
            consistent = border_from_squares (n, rows, cols, n_squares, &check)
                         && border_key (n, &check) == key;
            for (guint i = 0; consistent && i < n_squares; i++)
              {
                if (!search_state_is_free (&state, n, rows[i], cols[i]))
                  consistent = FALSE;
                else
                  search_state_place (&state, n, rows[i], cols[i]);
              }
            if (!consistent)
              continue;

            for (guint symmetry = 0; smallest && symmetry < QUEENS_N_SYMMETRIES; symmetry++)
              {
                guint moved_rows[4], moved_cols[4];
                Border image;
                guint64 image_key;

                for (guint i = 0; i < n_squares; i++)
                  queens_symmetry_apply ((QueensSymmetry) symmetry, n, rows[i], cols[i],
                                         &moved_rows[i], &moved_cols[i]);
                border_from_squares (n, moved_rows, moved_cols, n_squares, &image);
                image_key = border_key (n, &image);
                if (image_key < key)
                  smallest = FALSE;
                else if (image_key == key)
                  stabilizer++;

                /* Symmetries that move the border to the same place give
                 * the same images of this constellation's solutions: the
                 * enumeration uses only the first of each such group. */
                image_keys[symmetry] = image_key;
                task.images |= 1u << symmetry;
                for (guint earlier = 0; earlier < symmetry; earlier++)
                  if (image_keys[earlier] == image_key)
                    task.images &= ~(1u << symmetry);
              }
            if (!smallest)
              continue;

            task.kind = COUNT_TASK_CONSTELLATION;
            task.weight = 8 / stabilizer;
            task.n_border = n_squares;
            task.key = key;
            task.state = state;
            if (n <= 16)
              for (guint i = 0; i < n_squares; i++)
                task.word |= packed_column (n, rows[i], cols[i]);
            g_array_append_val (tasks, task);
          }
}

gint
compare_count_tasks (gconstpointer a,
                     gconstpointer b)
{
  const CountTask *task_a = a;
  const CountTask *task_b = b;

  if (task_a->kind != task_b->kind)
    return task_a->kind < task_b->kind ? 1 : -1;
  if (task_a->n_border != task_b->n_border)
    return task_a->n_border < task_b->n_border ? -1 : 1;
  if (task_a->key != task_b->key)
    return task_a->key < task_b->key ? -1 : 1;

  return 0;
}

void
count_tasks_run_order (guint  n_tasks,
                       guint *order)
{
  /* The points k (sqrt 5 - 1) / 2 mod 1 leave gaps of at most three
   * lengths, none past 2.6 times the even spacing, for every k; each
   * picks the task under it, unless picked before.  About 1.6 n_tasks
   * points pick them all; any left after 4 n_tasks follow in order. */
  const double golden = 0.6180339887498949;
  g_autofree guint8 *picked = g_new0 (guint8, MAX (n_tasks, 1));
  guint n_picked = 0;

  for (guint64 k = 0; n_picked < n_tasks && k < 4 * (guint64) n_tasks; k++)
    {
      double point = k * golden;
      guint index = (guint) ((point - floor (point)) * n_tasks);

      if (index < n_tasks && !picked[index])
        {
          picked[index] = 1;
          order[n_picked++] = index;
        }
    }
  for (guint index = 0; index < n_tasks && n_picked < n_tasks; index++)
    if (!picked[index])
      order[n_picked++] = index;
}
