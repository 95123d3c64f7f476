/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-symmetry.c: the eight symmetries of the square
 *
 * Every symmetry of the square maps (row, column) to a pair whose first
 * element is the row or the column (swapped or not), each possibly mirrored
 * (x -> n-1-x).  Three flags describe it completely, which makes apply cheap
 * and lets compose and inverse be derived from apply itself.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-symmetry.h"

typedef struct
{
  guint swap : 1;          /* read (column, row) instead of (row, column) */
  guint mirror_row : 1;    /* output row becomes n-1-row */
  guint mirror_column : 1; /* output column becomes n-1-column */
} SymmetryShape;

/* Indexed by QueensSymmetry; must match the formulas in the header. */
static const SymmetryShape symmetry_shapes[QUEENS_N_SYMMETRIES] = {
  [QUEENS_SYMMETRY_IDENTITY]          = { 0, 0, 0 },
  [QUEENS_SYMMETRY_ROTATE_90]         = { 1, 0, 1 }, /* (c, n-1-r) */
  [QUEENS_SYMMETRY_ROTATE_180]        = { 0, 1, 1 }, /* (n-1-r, n-1-c) */
  [QUEENS_SYMMETRY_ROTATE_270]        = { 1, 1, 0 }, /* (n-1-c, r) */
  [QUEENS_SYMMETRY_FLIP_HORIZONTAL]   = { 0, 0, 1 }, /* (r, n-1-c) */
  [QUEENS_SYMMETRY_FLIP_VERTICAL]     = { 0, 1, 0 }, /* (n-1-r, c) */
  [QUEENS_SYMMETRY_FLIP_DIAGONAL]     = { 1, 0, 0 }, /* (c, r) */
  [QUEENS_SYMMETRY_FLIP_ANTIDIAGONAL] = { 1, 1, 1 }, /* (n-1-c, n-1-r) */
};

static const char * const symmetry_names[QUEENS_N_SYMMETRIES] = {
  [QUEENS_SYMMETRY_IDENTITY]          = "identity",
  [QUEENS_SYMMETRY_ROTATE_90]         = "rotate 90°",
  [QUEENS_SYMMETRY_ROTATE_180]        = "rotate 180°",
  [QUEENS_SYMMETRY_ROTATE_270]        = "rotate 270°",
  [QUEENS_SYMMETRY_FLIP_HORIZONTAL]   = "mirror left-right",
  [QUEENS_SYMMETRY_FLIP_VERTICAL]     = "mirror top-bottom",
  [QUEENS_SYMMETRY_FLIP_DIAGONAL]     = "mirror on the main diagonal",
  [QUEENS_SYMMETRY_FLIP_ANTIDIAGONAL] = "mirror on the antidiagonal",
};

static inline void
apply_shape (SymmetryShape  shape,
             guint          n,
             guint          row,
             guint          column,
             guint         *out_row,
             guint         *out_column)
{
  guint r = shape.swap ? column : row;
  guint c = shape.swap ? row : column;

  *out_row = shape.mirror_row ? n - 1 - r : r;
  *out_column = shape.mirror_column ? n - 1 - c : c;
}

void
queens_symmetry_apply (QueensSymmetry  symmetry,
                       guint           n,
                       guint           row,
                       guint           column,
                       guint          *out_row,
                       guint          *out_column)
{
  g_return_if_fail (symmetry < QUEENS_N_SYMMETRIES);
  g_return_if_fail (out_row != NULL);
  g_return_if_fail (out_column != NULL);

  apply_shape (symmetry_shapes[symmetry], n, row, column, out_row, out_column);
}

/* On a 4x4 board the eight images of (0, 1) are all different, so that
 * square identifies a symmetry by where it goes. */
#define PROBE_N 4
#define PROBE_ROW 0
#define PROBE_COLUMN 1

static QueensSymmetry
symmetry_from_probe_image (guint row,
                           guint column)
{
  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    {
      guint r, c;

      apply_shape (symmetry_shapes[s], PROBE_N, PROBE_ROW, PROBE_COLUMN, &r, &c);
      if (r == row && c == column)
        return (QueensSymmetry) s;
    }

  g_assert_not_reached ();
}

QueensSymmetry
queens_symmetry_compose (QueensSymmetry first,
                         QueensSymmetry second)
{
  guint r, c;

  g_return_val_if_fail (first < QUEENS_N_SYMMETRIES, QUEENS_SYMMETRY_IDENTITY);
  g_return_val_if_fail (second < QUEENS_N_SYMMETRIES, QUEENS_SYMMETRY_IDENTITY);

  apply_shape (symmetry_shapes[first], PROBE_N, PROBE_ROW, PROBE_COLUMN, &r, &c);
  apply_shape (symmetry_shapes[second], PROBE_N, r, c, &r, &c);

  return symmetry_from_probe_image (r, c);
}

QueensSymmetry
queens_symmetry_inverse (QueensSymmetry symmetry)
{
  g_return_val_if_fail (symmetry < QUEENS_N_SYMMETRIES, QUEENS_SYMMETRY_IDENTITY);

  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    {
      if (queens_symmetry_compose (symmetry, (QueensSymmetry) s) == QUEENS_SYMMETRY_IDENTITY)
        return (QueensSymmetry) s;
    }

  g_assert_not_reached ();
}

const char *
queens_symmetry_get_name (QueensSymmetry symmetry)
{
  g_return_val_if_fail (symmetry < QUEENS_N_SYMMETRIES, NULL);

  return symmetry_names[symmetry];
}

void
queens_permutation_transform (QueensSymmetry  symmetry,
                              guint           n,
                              const guint32  *columns,
                              guint32        *out_columns)
{
  SymmetryShape shape;

  g_return_if_fail (symmetry < QUEENS_N_SYMMETRIES);
  g_return_if_fail (n == 0 || columns != NULL);
  g_return_if_fail (n == 0 || out_columns != NULL);
  g_return_if_fail (columns != out_columns);

  shape = symmetry_shapes[symmetry];

  for (guint row = 0; row < n; row++)
    {
      guint r, c;

      apply_shape (shape, n, row, columns[row], &r, &c);
      out_columns[r] = c;
    }
}

QueensSymmetry
queens_permutation_canonical (guint           n,
                              const guint32  *columns,
                              guint32        *out_canonical)
{
  g_autofree guint32 *variant = NULL;
  g_autofree guint32 *columns_copy = NULL;
  QueensSymmetry best = QUEENS_SYMMETRY_IDENTITY;

  g_return_val_if_fail (n == 0 || columns != NULL, QUEENS_SYMMETRY_IDENTITY);
  g_return_val_if_fail (n == 0 || out_canonical != NULL, QUEENS_SYMMETRY_IDENTITY);

  if (n == 0)
    return QUEENS_SYMMETRY_IDENTITY;

  /* Canonicalizing in place: keep the original to transform from. */
  if (out_canonical == columns)
    {
      columns_copy = g_memdup2 (columns, n * sizeof (guint32));
      columns = columns_copy;
    }

  variant = g_new (guint32, n);
  memcpy (out_canonical, columns, n * sizeof (guint32));

  for (guint s = 1; s < QUEENS_N_SYMMETRIES; s++)
    {
      queens_permutation_transform ((QueensSymmetry) s, n, columns, variant);

      for (guint i = 0; i < n; i++)
        {
          if (variant[i] != out_canonical[i])
            {
              if (variant[i] < out_canonical[i])
                {
                  memcpy (out_canonical, variant, n * sizeof (guint32));
                  best = (QueensSymmetry) s;
                }
              break;
            }
        }
    }

  return best;
}

guint
queens_permutation_class_size (guint          n,
                               const guint32 *columns)
{
  g_autofree guint32 *variant = NULL;
  guint n_fixing = 1; /* the identity always fixes it */

  g_return_val_if_fail (n == 0 || columns != NULL, 0);

  if (n == 0)
    return 1;

  /* Orbit size times stabilizer size is the group order, 8. */
  variant = g_new (guint32, n);
  for (guint s = 1; s < QUEENS_N_SYMMETRIES; s++)
    {
      queens_permutation_transform ((QueensSymmetry) s, n, columns, variant);
      if (memcmp (variant, columns, n * sizeof (guint32)) == 0)
        n_fixing++;
    }

  return QUEENS_N_SYMMETRIES / n_fixing;
}

gboolean
queens_permutation_is_solution (guint          n,
                                const guint32 *columns)
{
  g_autofree guint8 *used = NULL;
  guint8 *used_columns, *used_diagonals, *used_antidiagonals;

  g_return_val_if_fail (n == 0 || columns != NULL, FALSE);

  if (n == 0)
    return FALSE;

  /* One byte per line: n columns, 2n-1 diagonals of each direction. */
  used = g_new0 (guint8, (gsize) n * 5);
  used_columns = used;
  used_diagonals = used + n;
  used_antidiagonals = used + 3 * (gsize) n;

  for (guint row = 0; row < n; row++)
    {
      guint column = columns[row];
      gsize diagonal, antidiagonal;

      if (column >= n)
        return FALSE;

      diagonal = (gsize) row + n - 1 - column;
      antidiagonal = (gsize) row + column;

      if (used_columns[column] || used_diagonals[diagonal] || used_antidiagonals[antidiagonal])
        return FALSE;

      used_columns[column] = 1;
      used_diagonals[diagonal] = 1;
      used_antidiagonals[antidiagonal] = 1;
    }

  return TRUE;
}

/* The eight variants of a solution, by the value they put in row @i.
 * Rows and columns swap roles for the four that transpose the board, so
 * those read the inverse permutation. */
typedef enum
{
  VARIANT_FLIP_HORIZONTAL,
  VARIANT_FLIP_VERTICAL,
  VARIANT_ROTATE_180,
  VARIANT_FLIP_DIAGONAL,
  VARIANT_ROTATE_90,
  VARIANT_ROTATE_270,
  VARIANT_FLIP_ANTIDIAGONAL,
  N_VARIANTS
} Variant;

static inline guint
variant_value (Variant       variant,
               guint         last,
               const guint8 *columns,
               const guint8 *inverse,
               guint         i)
{
  switch (variant)
    {
    case VARIANT_FLIP_HORIZONTAL:
      return last - columns[i];
    case VARIANT_FLIP_VERTICAL:
      return columns[last - i];
    case VARIANT_ROTATE_180:
      return last - columns[last - i];
    case VARIANT_FLIP_DIAGONAL:
      return inverse[i];
    case VARIANT_ROTATE_90:
      return last - inverse[i];
    case VARIANT_ROTATE_270:
      return inverse[last - i];
    case VARIANT_FLIP_ANTIDIAGONAL:
      return last - inverse[last - i];
    case N_VARIANTS:
    default:
      break;
    }

  g_assert_not_reached ();
}

/* The full comparison with every variant, for the rare solutions whose
 * first row ties with a variant's. */
static gboolean
is_canonical_slow (guint         n,
                   const guint8 *columns)
{
  guint8 inverse[256];
  guint last = n - 1;

  for (guint row = 0; row < n; row++)
    inverse[columns[row]] = (guint8) row;

  for (Variant variant = 0; variant < N_VARIANTS; variant++)
    {
      for (guint i = 0; i < n; i++)
        {
          guint own = columns[i];
          guint other = variant_value (variant, last, columns, inverse, i);

          if (own < other)
            break;
          if (own > other)
            return FALSE;
        }
    }

  return TRUE;
}

gboolean
queens_permutation_is_canonical (guint         n,
                                 const guint8 *columns)
{
  guint last;
  guint first;
  guint row_of_first_column = 0;
  guint row_of_last_column = 0;
  guint firsts[N_VARIANTS];
  gboolean tie = FALSE;

  g_return_val_if_fail (n >= 1 && n <= 256, FALSE);
  g_return_val_if_fail (columns != NULL, FALSE);

  last = n - 1;
  first = columns[0];

  /* Row 0 of each variant decides almost always; the three that need no
   * inverse permutation reject most solutions at once. */
  if (first > last - first || first > columns[last] || first > last - columns[last])
    return FALSE;

  for (guint row = 0; row < n; row++)
    {
      if (columns[row] == 0)
        row_of_first_column = row;
      else if (columns[row] == last)
        row_of_last_column = row;
    }

  firsts[VARIANT_FLIP_HORIZONTAL] = last - first;
  firsts[VARIANT_FLIP_VERTICAL] = columns[last];
  firsts[VARIANT_ROTATE_180] = last - columns[last];
  firsts[VARIANT_FLIP_DIAGONAL] = row_of_first_column;
  firsts[VARIANT_ROTATE_90] = last - row_of_first_column;
  firsts[VARIANT_ROTATE_270] = row_of_last_column;
  firsts[VARIANT_FLIP_ANTIDIAGONAL] = last - row_of_last_column;

  for (Variant variant = 0; variant < N_VARIANTS; variant++)
    {
      if (first > firsts[variant])
        return FALSE;
      if (first == firsts[variant])
        tie = TRUE;
    }

  return tie ? is_canonical_slow (n, columns) : TRUE;
}
