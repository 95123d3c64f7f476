/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-board.c: a board of any size with queens on any squares
 *
 * Storage is sized for N up to ten million with a full solution on it:
 * one guint32 per row holds the row's first queen (column + 1, so 0 means
 * an empty row and zeroed memory is an empty board), and the rare extra queens of a row (free play) live in a hash
 * table of small sorted arrays.  Counters per column and per diagonal of
 * both directions make every per-square question O(1), and the number of
 * conflicting pairs is kept current as queens come and go.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>
#ifdef G_OS_UNIX
#include <sys/mman.h>
#endif

#include "queens-board.h"

struct _QueensBoard
{
  GObject     parent_instance;

  guint       n;
  guint64     n_queens;
  guint64     n_conflicts;

  /* Per row: column + 1 of one queen of the row, 0 when the row is empty. */
  guint32    *row_first;
  /* Row + 1 -> GArray of guint32 columns, sorted: the row's other queens. */
  GHashTable *row_extras;
  /* Queens per block of ROW_BLOCK_ROWS rows: listing skips empty blocks,
   * so it neither reads nor maps the untouched pages of a huge board. */
  guint32    *block_queens;

  guint32    *column_counts;        /* n entries */
  guint32    *diagonal_counts;      /* 2n-1 entries, row - column + n - 1 */
  guint32    *antidiagonal_counts;  /* 2n-1 entries, row + column */
};

G_DEFINE_FINAL_TYPE (QueensBoard, queens_board, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_QUARK (queens-board-error-quark, queens_board_error)

static inline gsize
diagonal_index (QueensBoard *self,
                guint        row,
                guint        column)
{
  return (gsize) row + self->n - 1 - column;
}

static inline gsize
antidiagonal_index (guint row,
                    guint column)
{
  return (gsize) row + column;
}

static inline GArray *
lookup_row_extras (QueensBoard *self,
                   guint        row)
{
  if (g_hash_table_size (self->row_extras) == 0)
    return NULL;

  return g_hash_table_lookup (self->row_extras, GUINT_TO_POINTER (row + 1));
}

static inline guint
count_in_row (QueensBoard *self,
              guint        row)
{
  GArray *extras;

  if (self->row_first[row] == 0)
    return 0;

  extras = lookup_row_extras (self, row);

  return 1 + (extras != NULL ? extras->len : 0);
}

/* Position of @column in the sorted @extras, or where it would go. */
static guint
extras_search (GArray  *extras,
               guint32  column,
               gboolean *found)
{
  guint low = 0;
  guint high = extras->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;
      guint32 value = g_array_index (extras, guint32, middle);

      if (value < column)
        low = middle + 1;
      else
        high = middle;
    }

  *found = low < extras->len && g_array_index (extras, guint32, low) == column;

  return low;
}

static gboolean
has_queen_unchecked (QueensBoard *self,
                     guint        row,
                     guint        column)
{
  GArray *extras;
  gboolean found;

  if (self->row_first[row] == 0)
    return FALSE;
  if (self->row_first[row] == column + 1)
    return TRUE;

  extras = lookup_row_extras (self, row);
  if (extras == NULL)
    return FALSE;

  extras_search (extras, column, &found);

  return found;
}

static guint64
line_counts_sum (QueensBoard *self,
                 guint        row,
                 guint        column)
{
  return (guint64) count_in_row (self, row)
         + self->column_counts[column]
         + self->diagonal_counts[diagonal_index (self, row, column)]
         + self->antidiagonal_counts[antidiagonal_index (row, column)];
}

/* Rows per entry of block_queens: a 4 KiB page of row_first. */
#define ROW_BLOCK_ROWS 1024u

static gsize
n_row_blocks (guint n)
{
  return ((gsize) n + ROW_BLOCK_ROWS - 1) / ROW_BLOCK_ROWS;
}

/* Arrays at least this big are mapped straight from the kernel. */
#define MAPPED_ARRAY_MIN_BYTES ((gsize) 1 << 20)

/* A zeroed array whose pages cost nothing until written, so a huge, mostly
 * empty board stays small.  calloc() usually behaves so too, but not when
 * malloc debugging (MALLOC_PERTURB_) makes it write every byte. */
static guint32 *
zeroed_array_new (gsize n_elements)
{
  gsize bytes = n_elements * sizeof (guint32);

#ifdef G_OS_UNIX
  if (bytes >= MAPPED_ARRAY_MIN_BYTES)
    {
      void *memory = mmap (NULL, bytes, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

      if (memory == MAP_FAILED)
        g_error ("cannot map %" G_GSIZE_FORMAT " bytes for a board", bytes);

      return memory;
    }
#endif

  return g_new0 (guint32, n_elements);
}

static void
zeroed_array_free (guint32 *array,
                   gsize    n_elements)
{
  gsize bytes = n_elements * sizeof (guint32);

  if (array == NULL)
    return;

#ifdef G_OS_UNIX
  if (bytes >= MAPPED_ARRAY_MIN_BYTES)
    {
      munmap (array, bytes);
      return;
    }
#endif

  g_free (array);
}

static void
allocate_storage (QueensBoard *self)
{
  gsize n_diagonals = 2 * (gsize) self->n - 1;

  self->row_first = zeroed_array_new (self->n);
  self->block_queens = zeroed_array_new (n_row_blocks (self->n));
  self->column_counts = zeroed_array_new (self->n);
  self->diagonal_counts = zeroed_array_new (n_diagonals);
  self->antidiagonal_counts = zeroed_array_new (n_diagonals);
  self->n_queens = 0;
  self->n_conflicts = 0;
}

static void
free_storage (QueensBoard *self)
{
  gsize n_diagonals = 2 * (gsize) self->n - 1;

  zeroed_array_free (g_steal_pointer (&self->row_first), self->n);
  zeroed_array_free (g_steal_pointer (&self->block_queens), n_row_blocks (self->n));
  zeroed_array_free (g_steal_pointer (&self->column_counts), self->n);
  zeroed_array_free (g_steal_pointer (&self->diagonal_counts), n_diagonals);
  zeroed_array_free (g_steal_pointer (&self->antidiagonal_counts), n_diagonals);
  if (self->row_extras != NULL)
    g_hash_table_remove_all (self->row_extras);
}

static void
queens_board_constructed (GObject *object)
{
  QueensBoard *self = QUEENS_BOARD (object);

  G_OBJECT_CLASS (queens_board_parent_class)->constructed (object);

  allocate_storage (self);
}

static void
queens_board_finalize (GObject *object)
{
  QueensBoard *self = QUEENS_BOARD (object);

  free_storage (self);
  g_clear_pointer (&self->row_extras, g_hash_table_unref);

  G_OBJECT_CLASS (queens_board_parent_class)->finalize (object);
}

static void
queens_board_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  QueensBoard *self = QUEENS_BOARD (object);

  switch (prop_id)
    {
    case PROP_N:
      g_value_set_uint (value, self->n);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_board_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  QueensBoard *self = QUEENS_BOARD (object);

  switch (prop_id)
    {
    case PROP_N:
      self->n = g_value_get_uint (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_board_class_init (QueensBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = queens_board_constructed;
  object_class->finalize = queens_board_finalize;
  object_class->get_property = queens_board_get_property;
  object_class->set_property = queens_board_set_property;

  properties[PROP_N] =
    g_param_spec_uint ("n", NULL, NULL,
                       1, QUEENS_MAX_N, 8,
                       (G_PARAM_READWRITE |
                        G_PARAM_CONSTRUCT_ONLY |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
free_extras_array (gpointer data)
{
  g_array_unref (data);
}

static void
queens_board_init (QueensBoard *self)
{
  self->row_extras = g_hash_table_new_full (g_direct_hash, g_direct_equal,
                                            NULL, free_extras_array);
}

QueensBoard *
queens_board_new (guint n)
{
  g_return_val_if_fail (n >= 1 && n <= QUEENS_MAX_N, NULL);

  return g_object_new (QUEENS_TYPE_BOARD, "n", n, NULL);
}

QueensBoard *
queens_board_new_from_columns (guint          n,
                               const guint32 *columns)
{
  QueensBoard *self;

  g_return_val_if_fail (n >= 1 && n <= QUEENS_MAX_N, NULL);
  g_return_val_if_fail (columns != NULL, NULL);

  for (guint row = 0; row < n; row++)
    g_return_val_if_fail (columns[row] < n || columns[row] == QUEENS_NO_QUEEN, NULL);

  self = queens_board_new (n);
  for (guint row = 0; row < n; row++)
    {
      if (columns[row] != QUEENS_NO_QUEEN)
        queens_board_place (self, row, columns[row]);
    }

  return self;
}

QueensBoard *
queens_board_copy (QueensBoard *self)
{
  g_autoptr(GArray) queens = NULL;
  QueensBoard *copy;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), NULL);

  /* Re-placing the queens keeps the copy's untouched pages untouched,
   * which copying the counter arrays wholesale would not. */
  copy = queens_board_new (self->n);
  queens = queens_board_list_queens (self);
  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *square = &g_array_index (queens, QueensSquare, i);

      queens_board_place (copy, square->row, square->column);
    }

  return copy;
}

gboolean
queens_board_equal (QueensBoard *self,
                    QueensBoard *other)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (QUEENS_IS_BOARD (other), FALSE);

  if (self == other)
    return TRUE;
  if (self->n != other->n || self->n_queens != other->n_queens)
    return FALSE;

  if (g_hash_table_size (self->row_extras) == 0 &&
      g_hash_table_size (other->row_extras) == 0)
    return memcmp (self->row_first, other->row_first, self->n * sizeof (guint32)) == 0;

  {
    g_autoptr(GArray) queens = queens_board_list_queens (self);

    /* Same count and every queen of self on other: the sets are equal. */
    for (guint i = 0; i < queens->len; i++)
      {
        const QueensSquare *square = &g_array_index (queens, QueensSquare, i);

        if (!has_queen_unchecked (other, square->row, square->column))
          return FALSE;
      }
  }

  return TRUE;
}

guint
queens_board_get_n (QueensBoard *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), 0);

  return self->n;
}

guint
queens_board_get_n_queens (QueensBoard *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), 0);

  return (guint) MIN (self->n_queens, (guint64) G_MAXUINT);
}

gboolean
queens_board_has_queen (QueensBoard *self,
                        guint        row,
                        guint        column)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (row < self->n, FALSE);
  g_return_val_if_fail (column < self->n, FALSE);

  return has_queen_unchecked (self, row, column);
}

gboolean
queens_board_place (QueensBoard *self,
                    guint        row,
                    guint        column)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (row < self->n, FALSE);
  g_return_val_if_fail (column < self->n, FALSE);

  if (has_queen_unchecked (self, row, column))
    return FALSE;

  /* Every queen already on one of the four lines makes a new pair. */
  self->n_conflicts += line_counts_sum (self, row, column);

  if (self->row_first[row] == 0)
    {
      self->row_first[row] = column + 1;
    }
  else
    {
      gpointer key = GUINT_TO_POINTER (row + 1);
      GArray *extras = g_hash_table_lookup (self->row_extras, key);
      gboolean found;
      guint position;

      if (extras == NULL)
        {
          extras = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 2);
          g_hash_table_insert (self->row_extras, key, extras);
        }

      position = extras_search (extras, column, &found);
      g_array_insert_val (extras, position, column);
    }

  self->column_counts[column]++;
  self->diagonal_counts[diagonal_index (self, row, column)]++;
  self->antidiagonal_counts[antidiagonal_index (row, column)]++;
  self->block_queens[row / ROW_BLOCK_ROWS]++;
  self->n_queens++;

  return TRUE;
}

gboolean
queens_board_remove (QueensBoard *self,
                     guint        row,
                     guint        column)
{
  GArray *extras;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (row < self->n, FALSE);
  g_return_val_if_fail (column < self->n, FALSE);

  if (!has_queen_unchecked (self, row, column))
    return FALSE;

  extras = lookup_row_extras (self, row);
  if (self->row_first[row] == column + 1)
    {
      if (extras == NULL)
        {
          self->row_first[row] = 0;
        }
      else
        {
          /* Promote another queen of the row so that row_first stays set
           * whenever the row is not empty. */
          self->row_first[row] = g_array_index (extras, guint32, 0) + 1;
          g_array_remove_index (extras, 0);
        }
    }
  else if (extras != NULL)
    {
      /* has_queen_unchecked() found it among the row's extras. */
      gboolean found;
      guint position = extras_search (extras, column, &found);

      g_array_remove_index (extras, position);
    }

  if (extras != NULL && extras->len == 0)
    g_hash_table_remove (self->row_extras, GUINT_TO_POINTER (row + 1));

  self->column_counts[column]--;
  self->diagonal_counts[diagonal_index (self, row, column)]--;
  self->antidiagonal_counts[antidiagonal_index (row, column)]--;
  self->block_queens[row / ROW_BLOCK_ROWS]--;
  self->n_queens--;

  /* The queens left on the four lines are the pairs that went away. */
  self->n_conflicts -= line_counts_sum (self, row, column);

  return TRUE;
}

void
queens_board_toggle (QueensBoard *self,
                     guint        row,
                     guint        column)
{
  g_return_if_fail (QUEENS_IS_BOARD (self));
  g_return_if_fail (row < self->n);
  g_return_if_fail (column < self->n);

  if (!queens_board_remove (self, row, column))
    queens_board_place (self, row, column);
}

void
queens_board_clear (QueensBoard *self)
{
  g_return_if_fail (QUEENS_IS_BOARD (self));

  /* Fresh zeroed memory rather than memset: cheap even for huge boards. */
  free_storage (self);
  allocate_storage (self);
}

guint
queens_board_count_attackers (QueensBoard *self,
                              guint        row,
                              guint        column)
{
  guint64 sum;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), 0);
  g_return_val_if_fail (row < self->n, 0);
  g_return_val_if_fail (column < self->n, 0);

  sum = line_counts_sum (self, row, column);
  if (has_queen_unchecked (self, row, column))
    sum -= 4; /* the queen itself, counted once on each of its lines */

  return (guint) MIN (sum, (guint64) G_MAXUINT);
}

gboolean
queens_board_is_attacked (QueensBoard *self,
                          guint        row,
                          guint        column)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (row < self->n, FALSE);
  g_return_val_if_fail (column < self->n, FALSE);

  return queens_board_count_attackers (self, row, column) > 0;
}

guint
queens_board_count_on_line (QueensBoard *self,
                            QueensLine   line,
                            guint        row,
                            guint        column)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), 0);
  g_return_val_if_fail (row < self->n, 0);
  g_return_val_if_fail (column < self->n, 0);

  switch (line)
    {
    case QUEENS_LINE_ROW:
      return count_in_row (self, row);
    case QUEENS_LINE_COLUMN:
      return self->column_counts[column];
    case QUEENS_LINE_DIAGONAL:
      return self->diagonal_counts[diagonal_index (self, row, column)];
    case QUEENS_LINE_ANTIDIAGONAL:
      return self->antidiagonal_counts[antidiagonal_index (row, column)];
    default:
      g_return_val_if_reached (0);
    }
}

guint64
queens_board_get_n_conflicts (QueensBoard *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), 0);

  return self->n_conflicts;
}

gboolean
queens_board_is_solution (QueensBoard *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);

  return self->n_queens == self->n && self->n_conflicts == 0;
}

gboolean
queens_board_is_one_per_row (QueensBoard *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);

  return g_hash_table_size (self->row_extras) == 0;
}

static int
compare_square_columns (gconstpointer a,
                        gconstpointer b)
{
  guint32 x = ((const QueensSquare *) a)->column;
  guint32 y = ((const QueensSquare *) b)->column;

  return (x > y) - (x < y);
}

GArray *
queens_board_list_queens (QueensBoard *self)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), NULL);

  return queens_board_list_queens_in_rows (self, 0, self->n);
}

gboolean
queens_board_get_columns (QueensBoard *self,
                          guint32     *columns)
{
  g_return_val_if_fail (QUEENS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (columns != NULL, FALSE);

  if (!queens_board_is_one_per_row (self))
    return FALSE;

  /* column + 1 minus one is the column, and 0 - 1 wraps to QUEENS_NO_QUEEN. */
  for (guint row = 0; row < self->n; row++)
    columns[row] = self->row_first[row] - 1;

  return TRUE;
}

QueensBoard *
queens_board_transform (QueensBoard    *self,
                        QueensSymmetry  symmetry)
{
  g_autoptr(GArray) queens = NULL;
  QueensBoard *result;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), NULL);
  g_return_val_if_fail (symmetry < QUEENS_N_SYMMETRIES, NULL);

  result = queens_board_new (self->n);
  queens = queens_board_list_queens (self);
  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *square = &g_array_index (queens, QueensSquare, i);
      guint row, column;

      queens_symmetry_apply (symmetry, self->n, square->row, square->column, &row, &column);
      queens_board_place (result, row, column);
    }

  return result;
}

/* A full permutation: n queens, one in every row and every column. */
static gboolean
is_permutation (QueensBoard *self)
{
  if (self->n_queens != self->n || !queens_board_is_one_per_row (self))
    return FALSE;

  for (guint column = 0; column < self->n; column++)
    {
      if (self->column_counts[column] != 1)
        return FALSE;
    }

  return TRUE;
}

static int
compare_guint64 (gconstpointer a,
                 gconstpointer b)
{
  guint64 x = *(const guint64 *) a;
  guint64 y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

QueensBoard *
queens_board_canonical (QueensBoard    *self,
                        QueensSymmetry *out_symmetry)
{
  g_autoptr(GArray) queens = NULL;
  g_autofree guint64 *best = NULL;
  g_autofree guint64 *variant = NULL;
  QueensSymmetry best_symmetry = QUEENS_SYMMETRY_IDENTITY;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), NULL);

  if (is_permutation (self))
    {
      /* Sorted queen lists of permutations differ first where their
       * column arrays do, so the cheaper array comparison decides. */
      g_autofree guint32 *columns = g_new (guint32, self->n);
      g_autofree guint32 *canonical = g_new (guint32, self->n);

      queens_board_get_columns (self, columns);
      best_symmetry = queens_permutation_canonical (self->n, columns, canonical);
      if (out_symmetry != NULL)
        *out_symmetry = best_symmetry;

      return queens_board_new_from_columns (self->n, canonical);
    }

  /* Each queen as row * n + column: sorting these numbers sorts the list
   * by (row, column), and comparing them compares the lists. */
  queens = queens_board_list_queens (self);
  best = g_new (guint64, MAX (queens->len, 1));
  variant = g_new (guint64, MAX (queens->len, 1));

  for (guint i = 0; i < queens->len; i++)
    {
      const QueensSquare *square = &g_array_index (queens, QueensSquare, i);

      best[i] = (guint64) square->row * self->n + square->column;
    }

  for (guint s = 1; s < QUEENS_N_SYMMETRIES; s++)
    {
      for (guint i = 0; i < queens->len; i++)
        {
          const QueensSquare *square = &g_array_index (queens, QueensSquare, i);
          guint row, column;

          queens_symmetry_apply ((QueensSymmetry) s, self->n,
                                 square->row, square->column, &row, &column);
          variant[i] = (guint64) row * self->n + column;
        }

      qsort (variant, queens->len, sizeof (guint64), compare_guint64);

      for (guint i = 0; i < queens->len; i++)
        {
          if (variant[i] != best[i])
            {
              if (variant[i] < best[i])
                {
                  guint64 *swap = best;

                  best = variant;
                  variant = swap;
                  best_symmetry = (QueensSymmetry) s;
                }
              break;
            }
        }
    }

  if (out_symmetry != NULL)
    *out_symmetry = best_symmetry;

  return queens_board_transform (self, best_symmetry);
}

guint
queens_board_get_class_size (QueensBoard *self)
{
  g_autoptr(GArray) queens = NULL;
  guint n_fixing = 1;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), 0);

  /* The class size is 8 over the number of symmetries that fix the board;
   * a symmetry fixes it when it sends every queen onto a queen. */
  queens = queens_board_list_queens (self);
  for (guint s = 1; s < QUEENS_N_SYMMETRIES; s++)
    {
      gboolean fixes = TRUE;

      for (guint i = 0; i < queens->len && fixes; i++)
        {
          const QueensSquare *square = &g_array_index (queens, QueensSquare, i);
          guint row, column;

          queens_symmetry_apply ((QueensSymmetry) s, self->n,
                                 square->row, square->column, &row, &column);
          fixes = has_queen_unchecked (self, row, column);
        }

      if (fixes)
        n_fixing++;
    }

  return QUEENS_N_SYMMETRIES / n_fixing;
}

GArray *
queens_board_list_queens_in_rows (QueensBoard *self,
                                  guint        first_row,
                                  guint        end_row)
{
  GArray *queens;
  gboolean has_extras;

  g_return_val_if_fail (QUEENS_IS_BOARD (self), NULL);

  end_row = MIN (end_row, self->n);
  queens = g_array_sized_new (FALSE, FALSE, sizeof (QueensSquare),
                              (guint) MIN (self->n_queens, (guint64) (end_row - MIN (first_row, end_row))));
  has_extras = g_hash_table_size (self->row_extras) > 0;

  for (guint row = first_row; row < end_row; row++)
    {
      QueensSquare square;
      GArray *extras;
      guint first_index;

      if (self->block_queens[row / ROW_BLOCK_ROWS] == 0)
        {
          /* On to the last row of this empty block. */
          row = (row / ROW_BLOCK_ROWS + 1) * ROW_BLOCK_ROWS - 1;
          continue;
        }
      if (self->row_first[row] == 0)
        continue;

      square.row = row;
      square.column = self->row_first[row] - 1;
      first_index = queens->len;
      g_array_append_val (queens, square);

      if (!has_extras || (extras = lookup_row_extras (self, row)) == NULL)
        continue;

      for (guint i = 0; i < extras->len; i++)
        {
          square.column = g_array_index (extras, guint32, i);
          g_array_append_val (queens, square);
        }

      /* The first queen need not be the leftmost one: sort the row. */
      qsort (&g_array_index (queens, QueensSquare, first_index),
             queens->len - first_index, sizeof (QueensSquare), compare_square_columns);
    }

  return queens;
}

gboolean
queens_columns_are_safe (const guint8 *columns,
                         guint         row,
                         guint         column)
{
  for (guint other = 0; other < row; other++)
    {
      guint distance = row - other;

      if (columns[other] == column || columns[other] + distance == column
          || column + distance == columns[other])
        return FALSE;
    }

  return TRUE;
}
