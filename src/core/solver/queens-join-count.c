/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-join-count.c: the half boards of a column set, listed and joined */

#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <math.h>
#include <string.h>

#include "queens-join-count.h"

#define MAX_HALF (JOIN_MAX_N / 2)

/* The columns a task leaves free (the rest it fixes), at most: its lists
 * are the halves of up to 2^10 column sets, enough for the lists to share
 * their walks; smaller boards leave fewer free, for tasks enough to share
 * out (task_free_columns()). */
#define TASK_FREE_COLUMNS 10u
/* How many steps of a walk listing halves pass between two looks at the
 * clock: a few hundred microseconds' worth. */
#define LIST_POLL_STEPS 65536u
#define LIST_STOPPED G_MAXSIZE

/* One more where the middle queen stands in a fixed column. */
#define MAX_SPOTS (1u << (TASK_FREE_COLUMNS + 1))

typedef struct
{
  guint   n;
  guint   half;          /* rows on each side of the cut */
  guint   n_bits;        /* key bits: both directions' shared diagonals */
  /* The key bits of a queen @k rows from the cut in column c, above it and
   * below it. */
  guint64 above[MAX_HALF][JOIN_MAX_N];
  guint64 below[MAX_HALF][JOIN_MAX_N];
} JoinBoard;

struct _JoinWorkspace
{
  JoinBoard  board;
  JoinPath   path;
  gsize      capacity;      /* keys the lists hold now */
  gsize      limit;         /* and may grow to */
  guint64   *first;      /* keys of one side */
  guint64   *second;     /* and of the other */
  guint16   *first_spots;   /* which free columns each half takes */
  guint16   *second_spots;
  guint64   *first_sorted;  /* the keys by free columns */
  guint64   *second_sorted;
  JoinSlices slices;
};

static void
join_board_init (JoinBoard *board,
                 guint      n)
{
  guint half = n / 2;
  guint shared = 2 * half - 1;   /* diagonals both sides can reach, each way */
  guint lowest = n - half;       /* the first of them */

  memset (board, 0, sizeof *board);
  board->n = n;
  board->half = half;
  board->n_bits = 2 * shared;

  for (guint k = 0; k < half; k++)
    for (guint c = 0; c < n; c++)
      {
        guint rows[2] = { half - 1 - k, n - half + k };
        guint64 *keys[2] = { &board->above[k][c], &board->below[k][c] };

        for (guint side = 0; side < 2; side++)
          {
            guint sum = rows[side] + c;
            guint difference = rows[side] + n - 1 - c;

            if (sum >= lowest && sum < lowest + shared)
              *keys[side] |= G_GUINT64_CONSTANT (1) << (sum - lowest);
            if (difference >= lowest && difference < lowest + shared)
              *keys[side] |= G_GUINT64_CONSTANT (1) << (shared + difference - lowest);
          }
      }
}

static guint
key_bits (guint n)
{
  return 2 * (2 * (n / 2) - 1);
}

/* A thread's memory for lists of @capacity keys is at most
 * fixed + capacity * per_key bytes: four lists and the slicer's copy of
 * eight bytes a key, two of two, and a bit a key in each row of slices,
 * whose groups are padded. */
static void
workspace_cost (guint   n,
                double *fixed,
                double *per_key)
{
  guint rows = join_slices_rows (key_bits (n));

  *per_key = 5 * sizeof (guint64) + 2 * sizeof (guint16) + rows / 8.0;
  *fixed = (double) rows * (8 + 8 * JOIN_MAX_GROUPS) * sizeof (guint64);
}

gsize
join_workspace_bytes (guint n,
                      gsize capacity)
{
  return capacity * (5 * sizeof (guint64) + 2 * sizeof (guint16))
         + join_slices_bytes (key_bits (n), capacity);
}

gsize
join_keys_within (guint   n,
                  guint64 memory,
                  guint   n_threads)
{
  /* Beyond this the lists stop paying for their memory. */
  const gsize most = 1u << 23;
  double fixed, per_key;
  double share = (double) (memory / MAX (n_threads, 1));

  workspace_cost (n, &fixed, &per_key);
  if (share <= fixed)
    return 0;

  return MIN ((gsize) ((share - fixed) / per_key), most);
}

guint64
join_least_memory (guint n,
                   guint n_threads)
{
  double fixed, per_key;

  workspace_cost (n, &fixed, &per_key);
  return (guint64) ceil (fixed + JOIN_MIN_KEYS * per_key) * MAX (n_threads, 1);
}

static void
workspace_release (JoinWorkspace *workspace)
{
  join_slices_clear (&workspace->slices);
  g_free (workspace->first);
  g_free (workspace->second);
  g_free (workspace->first_spots);
  g_free (workspace->second_spots);
  g_free (workspace->first_sorted);
  g_free (workspace->second_sorted);
}

/* Lists for @capacity keys, the old ones let go. */
static void
workspace_allocate (JoinWorkspace *workspace,
                    gsize          capacity)
{
  workspace_release (workspace);
  workspace->capacity = capacity;
  workspace->first = g_new (guint64, capacity);
  workspace->second = g_new (guint64, capacity);
  workspace->first_spots = g_new (guint16, capacity);
  workspace->second_spots = g_new (guint16, capacity);
  workspace->first_sorted = g_new (guint64, capacity);
  workspace->second_sorted = g_new (guint64, capacity);
  join_slices_init (&workspace->slices, workspace->board.n_bits, capacity, workspace->path);
}

/* Doubles the lists, up to the limit; FALSE when they are at it. */
static gboolean
workspace_grow (JoinWorkspace *workspace)
{
  if (workspace->capacity >= workspace->limit)
    return FALSE;
  workspace_allocate (workspace, MIN (workspace->capacity * 2, workspace->limit));
  return TRUE;
}

JoinWorkspace *
join_workspace_new (guint    n,
                    gsize    capacity,
                    JoinPath path)
{
  JoinWorkspace *workspace;

  g_return_val_if_fail (n >= JOIN_MIN_N && n <= JOIN_MAX_N, NULL);

  workspace = g_new0 (JoinWorkspace, 1);
  join_board_init (&workspace->board, n);
  workspace->path = path;
  workspace->limit = MAX (capacity, 1);
  /* Small lists first, grown as a task needs: most counts never need the
   * whole budget. */
  workspace_allocate (workspace, MIN (workspace->limit, JOIN_MIN_KEYS * 4));

  return workspace;
}

void
join_workspace_free (JoinWorkspace *workspace)
{
  if (workspace == NULL)
    return;
  workspace_release (workspace);
  g_free (workspace);
}

static guint64
join_lists (JoinWorkspace *workspace,
            const guint64 *first,
            gsize          n_first,
            const guint64 *second,
            gsize          n_second)
{
  /* The longer list sliced: its padding wastes least. */
  if (n_first < n_second)
    {
      const guint64 *keys = first;
      gsize n_keys = n_first;

      first = second;
      n_first = n_second;
      second = keys;
      n_second = n_keys;
    }
  if (n_first == 0 || n_second == 0)
    return 0;
  /* Slicing costs about a dozen steps a key; a query then meets 512 keys
   * in about as many. */
  if ((double) n_first * n_second / 8 < n_first * 12.0 + n_second * ((n_first + 511) / 512) * 16.0)
    return join_count_pairs (first, n_first, second, n_second, workspace->path);
  join_slices_fill (&workspace->slices, first, n_first, second, n_second);
  return join_slices_count (&workspace->slices, second, n_second);
}

static guint32
mirror_columns (guint32 columns,
                guint   n)
{
  guint32 mirrored = 0;

  for (; columns != 0; columns &= columns - 1)
    mirrored |= (guint32) 1 << (n - 1 - __builtin_ctz (columns));

  return mirrored;
}

/* The columns a task fixes: as many at each edge, so that the mirror maps
 * them onto themselves; the rest (about TASK_FREE_COLUMNS) vary within it. */
static guint32
task_columns (guint n)
{
  guint open = n - n % 2;
  /* Fewer free columns past N = 19: the lists of a task stay within a few
   * million keys. */
  guint free = n <= 19 ? MIN (TASK_FREE_COLUMNS, n - 8) : (guint) MAX (4, 28 - (gint) n);
  guint each_edge = (open - free + 1) / 2;
  guint32 edges = ((guint32) 1 << each_edge) - 1;

  return edges | mirror_columns (edges, n);
}

/* What the top half holds of the fixed columns, and the images of that
 * under the mirror (when the middle queen allows) and the swap of top and
 * bottom: how many differ, or 0 when one is smaller. */
static guint
pattern_orbit (guint32  held,
               guint32  fixed,
               guint    n,
               gboolean mirror)
{
  guint32 images[4] = { held, fixed & ~held, 0, 0 };
  guint n_images = mirror ? 4 : 2;
  guint distinct = 0;

  images[2] = mirror_columns (images[0], n);
  images[3] = mirror_columns (images[1], n);
  for (guint i = 0; i < n_images; i++)
    {
      gboolean repeated = FALSE;

      if (images[i] < held)
        return 0;
      for (guint j = 0; j < i; j++)
        repeated |= images[j] == images[i];
      distinct += !repeated;
    }

  return distinct;
}

void
collect_join_tasks (guint   n,
                    GArray *tasks)
{
  guint half = n / 2;
  guint32 edges = task_columns (n);

  g_return_if_fail (n >= JOIN_MIN_N && n <= JOIN_MAX_N);

  /* For odd N the middle queen's column, up to the centre: a column left
   * of it stands for its mirror image too. */
  for (guint middle = 0; middle <= (n % 2 == 1 ? half : 0); middle++)
    {
      gboolean odd = n % 2 == 1;
      guint32 fixed = edges & ~(odd ? (guint32) 1 << middle : 0);
      guint free_columns = n - odd - __builtin_popcount (fixed);
      gboolean mirror = !odd || middle == half;

      for (guint32 held = 0; held <= fixed; held = ((held | ~fixed) + 1) & fixed)
        {
          CountTask task = { 0, };
          guint n_held = __builtin_popcount (held);
          guint n_other = __builtin_popcount (fixed) - n_held;
          guint orbit;

          /* Both halves must be able to take h columns. */
          if (n_held <= half && n_held + free_columns >= half
              && n_other <= half && n_other + free_columns >= half
              && (orbit = pattern_orbit (held, fixed, n, mirror)) != 0)
            {
              task.kind = COUNT_TASK_JOIN;
              task.first_column = middle;
              task.word = held;
              task.weight = orbit * (mirror ? 1 : 2);
              task.key = ((guint64) middle << 32) | held;
              g_array_append_val (tasks, task);
            }
          if (held == fixed)
            break;
        }
    }
}

/* The halves of one side whose columns hold exactly @held of the fixed
 * columns: each half's key in @keys and in @spots which of the free
 * columns it takes, as a number below 2^free.  How many; more than
 * @capacity means the lists did not fit (and hold nothing useful). */
static gsize
list_halves (const JoinBoard *board,
             guint32          held,
             guint32          free,
             gint             middle,
             gboolean         below,
             const guint16   *spot_of_column,
             guint64         *keys,
             guint16         *spots,
             gsize            capacity,
             gsize            skip,
             SearchControl   *control)
{
  const guint last = board->half - 1;
  const guint64 (*bits)[JOIN_MAX_N] = below ? board->below : board->above;
  const guint32 allowed = held | free;
  guint32 queen = middle >= 0 ? (guint32) 1 << middle : 0;
  guint32 candidates[MAX_HALF], taken[MAX_HALF], rising[MAX_HALF], falling[MAX_HALF];
  guint64 key[MAX_HALF];
  guint spot[MAX_HALF];
  guint missing[MAX_HALF];   /* fixed columns held but not yet taken */
  guint depth = 0;
  gsize n_keys = 0;
  gsize n_skipped = 0;
  guint steps = 0;

  taken[0] = queen;
  rising[0] = queen << 1;
  falling[0] = queen >> 1;
  key[0] = 0;
  spot[0] = 0;
  missing[0] = __builtin_popcount (held);
  if (missing[0] > last + 1)
    return 0;
  candidates[0] = (missing[0] == last + 1 ? held : allowed)
                  & ~(taken[0] | rising[0] | falling[0]);

  for (;;)
    {
      guint32 open = candidates[depth];
      guint32 pick;
      guint column;

      if (open == 0)
        {
          if (depth == 0)
            return n_keys;
          depth--;
          continue;
        }
      /* A long list looks at the clock now and then, so that a stop
       * does not wait for it. */
      if (++steps % LIST_POLL_STEPS == 0 && search_control_grant (control) == 0)
        return LIST_STOPPED;
      if (depth + 1 >= last)
        {
          /* The last two rows at once, the last one's queens straight
           * into the list: most branches end here. */
          gboolean two = depth + 1 == last;

          candidates[depth] = 0;
          for (; open != 0; open &= open - 1)
            {
              guint32 next;
              guint64 next_key;
              guint next_spot;

              pick = open & -open;
              column = __builtin_ctz (pick);
              next_key = key[depth] | bits[depth][column];
              next_spot = spot[depth] | spot_of_column[column];
              if (!two)
                next = pick;
              else if (missing[depth] - ((held & pick) != 0) > 1)
                continue;
              else
                next = (missing[depth] - ((held & pick) != 0) == 1 ? held : allowed)
                       & ~(taken[depth] | pick
                           | ((rising[depth] | pick) << 1)
                           | ((falling[depth] | pick) >> 1));
              for (; next != 0; next &= next - 1)
                {
                  guint last_column = __builtin_ctz (next);

                  if (n_skipped < skip)
                    {
                      n_skipped++;
                      continue;
                    }
                  if (n_keys >= capacity)
                    return capacity + 1;
                  keys[n_keys] = two ? next_key | bits[last][last_column] : next_key;
                  spots[n_keys] = (guint16) (two ? next_spot | spot_of_column[last_column]
                                                 : next_spot);
                  n_keys++;
                }
            }
          continue;
        }
      pick = open & -open;
      candidates[depth] = open & (open - 1);
      column = __builtin_ctz (pick);
      taken[depth + 1] = taken[depth] | pick;
      rising[depth + 1] = (rising[depth] | pick) << 1;
      falling[depth + 1] = (falling[depth] | pick) >> 1;
      key[depth + 1] = key[depth] | bits[depth][column];
      spot[depth + 1] = spot[depth] | spot_of_column[column];
      missing[depth + 1] = missing[depth] - ((held & pick) != 0);
      /* Every fixed column held must still find a row; when each row left
       * needs one, they take no other column. */
      if (missing[depth + 1] > last - depth)
        continue;
      candidates[depth + 1] = (missing[depth + 1] == last - depth ? held : allowed)
                              & ~(taken[depth + 1] | rising[depth + 1] | falling[depth + 1]);
      depth++;
    }
}

/* Orders @keys by @spots into @sorted; @starts[s] is where spot s begins,
 * @starts[n_spots] the end. */
static void
sort_by_spot (const guint64 *keys,
              const guint16 *spots,
              gsize          n_keys,
              guint          n_spots,
              guint64       *sorted,
              gsize         *starts)
{
  gsize next[MAX_SPOTS];

  memset (starts, 0, (n_spots + 1) * sizeof *starts);
  for (gsize i = 0; i < n_keys; i++)
    starts[spots[i] + 1]++;
  for (guint s = 0; s < n_spots; s++)
    starts[s + 1] += starts[s];
  memcpy (next, starts, n_spots * sizeof *starts);
  for (gsize i = 0; i < n_keys; i++)
    sorted[next[spots[i]]++] = keys[i];
}

/* The pairs of a top half in @top and a bottom half in @bottom that share
 * no diagonal, for lists too long for the workspace: each piece of the
 * top halves meets every piece of the bottom halves, the walks run again
 * for each piece (list_halves() with all the columns held lists one
 * column set).  Stops with @control cancelled. */
static guint64
join_column_set (JoinWorkspace *workspace,
                 guint32        top,
                 guint32        bottom,
                 gint           middle,
                 SearchControl *control)
{
  static const guint16 no_spots[JOIN_MAX_N] = { 0, };
  const gsize capacity = workspace->capacity;
  guint64 pairs = 0;

  for (gsize top_skip = 0;; top_skip += capacity)
    {
      gsize n_above = list_halves (&workspace->board, top, 0, middle, FALSE, no_spots,
                                   workspace->first, workspace->first_spots, capacity,
                                   top_skip, control);

      if (n_above == LIST_STOPPED)
        return 0;
      for (gsize bottom_skip = 0; n_above > 0; bottom_skip += capacity)
        {
          gsize n_below = list_halves (&workspace->board, bottom, 0, middle, TRUE, no_spots,
                                       workspace->second, workspace->second_spots, capacity,
                                       bottom_skip, control);

          if (n_below == LIST_STOPPED)
            return 0;
          pairs += join_lists (workspace, workspace->first, MIN (n_above, capacity),
                               workspace->second, MIN (n_below, capacity));
          if (n_below <= capacity)
            break;
        }
      if (n_above <= capacity)
        return pairs;
    }
}

guint64
join_count_task (const CountTask *task,
                 JoinWorkspace   *workspace,
                 SearchControl   *control)
{
  const JoinBoard *board = &workspace->board;
  const guint n = board->n;
  const gboolean odd = n % 2 == 1;
  const gint middle = odd ? (gint) task->first_column : -1;
  const guint32 open = board_mask (n) & ~(odd ? (guint32) 1 << middle : 0);
  const guint32 fixed = task_columns (n) & open;
  const guint32 free = open & ~fixed;
  const guint32 held = (guint32) task->word;
  const guint32 other = fixed & ~held;
  const guint n_spots = 1u << __builtin_popcount (free);
  gsize capacity;
  guint16 spot_of_column[JOIN_MAX_N] = { 0, };
  gsize top_starts[MAX_SPOTS + 1];
  gsize bottom_starts[MAX_SPOTS + 1];
  gsize n_top, n_bottom;
  guint64 pairs = 0;

  for (guint column = 0, spot = 0; column < n; column++)
    if (free & (1u << column))
      spot_of_column[column] = (guint16) (1u << spot++);

  if (search_control_grant (control) == 0)
    return 0;

  for (;;)
    {
      capacity = workspace->capacity;
      n_top = list_halves (board, held, free, middle, FALSE, spot_of_column,
                           workspace->first, workspace->first_spots, capacity, 0, control);
      n_bottom = n_top > capacity ? 0
                 : list_halves (board, other, free, middle, TRUE, spot_of_column,
                                workspace->second, workspace->second_spots, capacity,
                                0, control);
      if (n_top == LIST_STOPPED || n_bottom == LIST_STOPPED)
        return 0;
      if ((n_top <= capacity && n_bottom <= capacity) || !workspace_grow (workspace))
        break;
    }

  if (n_top > capacity || n_bottom > capacity)
    {
      /* Too many for the lists: one column set at a time, each joined in
       * pieces as long as the lists allow. */
      for (guint spot = 0; spot < n_spots; spot++)
        {
          guint32 top = held;

          for (guint column = 0; column < n; column++)
            if (spot_of_column[column] & spot)
              top |= 1u << column;
          if ((guint) __builtin_popcount (top) != board->half)
            continue;
          if (search_control_grant (control) == 0)
            return 0;
          pairs += join_column_set (workspace, top, open & ~top, middle, control);
          if (control->cancelled)
            return 0;
        }
      return pairs;
    }

  sort_by_spot (workspace->first, workspace->first_spots, n_top, n_spots,
                workspace->first_sorted, top_starts);
  sort_by_spot (workspace->second, workspace->second_spots, n_bottom, n_spots,
                workspace->second_sorted, bottom_starts);

  /* The top's free columns and the bottom's make up all of them.  A long
   * task looks at the clock between column sets, so that a stop is quick. */
  for (guint spot = 0; spot < n_spots; spot++)
    {
      guint rest = (n_spots - 1) ^ spot;

      if (spot % 64 == 63 && search_control_grant (control) == 0)
        return 0;

      pairs += join_lists (workspace,
                           workspace->first_sorted + top_starts[spot],
                           top_starts[spot + 1] - top_starts[spot],
                           workspace->second_sorted + bottom_starts[rest],
                           bottom_starts[rest + 1] - bottom_starts[rest]);
    }

  return pairs;
}

guint
join_task_free_columns (guint            n,
                        const CountTask *task)
{
  guint32 open = board_mask (n) & ~(n % 2 == 1 ? (guint32) 1 << task->first_column : 0);

  return __builtin_popcount (open & ~task_columns (n));
}
