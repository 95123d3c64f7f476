/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-symmetry.c: the dihedral group of the square and its use on
 * permutations */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "known-counts.h"
#include "queens-symmetry.h"

/* The header's formulas, written out again independently. */
static void
expected_image (QueensSymmetry  symmetry,
                guint           n,
                guint           r,
                guint           c,
                guint          *out_r,
                guint          *out_c)
{
  switch (symmetry)
    {
    case QUEENS_SYMMETRY_IDENTITY:          *out_r = r;         *out_c = c;         break;
    case QUEENS_SYMMETRY_ROTATE_90:         *out_r = c;         *out_c = n - 1 - r; break;
    case QUEENS_SYMMETRY_ROTATE_180:        *out_r = n - 1 - r; *out_c = n - 1 - c; break;
    case QUEENS_SYMMETRY_ROTATE_270:        *out_r = n - 1 - c; *out_c = r;         break;
    case QUEENS_SYMMETRY_FLIP_HORIZONTAL:   *out_r = r;         *out_c = n - 1 - c; break;
    case QUEENS_SYMMETRY_FLIP_VERTICAL:     *out_r = n - 1 - r; *out_c = c;         break;
    case QUEENS_SYMMETRY_FLIP_DIAGONAL:     *out_r = c;         *out_c = r;         break;
    case QUEENS_SYMMETRY_FLIP_ANTIDIAGONAL: *out_r = n - 1 - c; *out_c = n - 1 - r; break;
    case QUEENS_N_SYMMETRIES:
    default:
      g_assert_not_reached ();
    }
}

/* Whether two symmetries act the same on every square of an n x n board. */
static gboolean
act_alike_after (QueensSymmetry first,
                 QueensSymmetry second,
                 QueensSymmetry combined,
                 guint          n)
{
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        guint r1, c1, r2, c2, r3, c3;

        queens_symmetry_apply (first, n, r, c, &r1, &c1);
        queens_symmetry_apply (second, n, r1, c1, &r2, &c2);
        queens_symmetry_apply (combined, n, r, c, &r3, &c3);
        if (r2 != r3 || c2 != c3)
          return FALSE;
      }

  return TRUE;
}

static void
test_symmetry_apply_formulas (void)
{
  for (guint n = 1; n <= 9; n++)
    for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
      for (guint r = 0; r < n; r++)
        for (guint c = 0; c < n; c++)
          {
            guint got_r, got_c, want_r, want_c;

            queens_symmetry_apply (s, n, r, c, &got_r, &got_c);
            expected_image (s, n, r, c, &want_r, &want_c);
            g_assert_cmpuint (got_r, ==, want_r);
            g_assert_cmpuint (got_c, ==, want_c);
          }
}

static void
test_symmetry_apply_bijective (void)
{
  /* Each symmetry permutes the squares, and the eight differ. */
  const guint n = 7;
  guint images[QUEENS_N_SYMMETRIES][7 * 7];

  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    {
      gboolean hit[7 * 7] = { FALSE };

      for (guint r = 0; r < n; r++)
        for (guint c = 0; c < n; c++)
          {
            guint r2, c2;

            queens_symmetry_apply (s, n, r, c, &r2, &c2);
            g_assert_cmpuint (r2, <, n);
            g_assert_cmpuint (c2, <, n);
            g_assert_false (hit[r2 * n + c2]);
            hit[r2 * n + c2] = TRUE;
            images[s][r * n + c] = r2 * n + c2;
          }
    }

  for (guint a = 0; a < QUEENS_N_SYMMETRIES; a++)
    for (guint b = a + 1; b < QUEENS_N_SYMMETRIES; b++)
      g_assert_true (memcmp (images[a], images[b], sizeof images[a]) != 0);
}

static void
test_symmetry_compose_table (void)
{
  /* Closure, and agreement with apply on boards of odd and even size. */
  for (guint a = 0; a < QUEENS_N_SYMMETRIES; a++)
    {
      gboolean seen[QUEENS_N_SYMMETRIES] = { FALSE };

      for (guint b = 0; b < QUEENS_N_SYMMETRIES; b++)
        {
          QueensSymmetry ab = queens_symmetry_compose (a, b);

          g_assert_cmpuint (ab, <, QUEENS_N_SYMMETRIES);
          g_assert_true (act_alike_after (a, b, ab, 5));
          g_assert_true (act_alike_after (a, b, ab, 6));

          /* A group table is a Latin square. */
          g_assert_false (seen[ab]);
          seen[ab] = TRUE;
        }
    }
}

static void
test_symmetry_identity (void)
{
  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    {
      g_assert_cmpuint (queens_symmetry_compose (QUEENS_SYMMETRY_IDENTITY, s), ==, s);
      g_assert_cmpuint (queens_symmetry_compose (s, QUEENS_SYMMETRY_IDENTITY), ==, s);
    }
}

static void
test_symmetry_inverse (void)
{
  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    {
      QueensSymmetry inverse = queens_symmetry_inverse (s);

      g_assert_cmpuint (queens_symmetry_compose (s, inverse), ==, QUEENS_SYMMETRY_IDENTITY);
      g_assert_cmpuint (queens_symmetry_compose (inverse, s), ==, QUEENS_SYMMETRY_IDENTITY);

      for (guint r = 0; r < 6; r++)
        for (guint c = 0; c < 6; c++)
          {
            guint r1, c1, r2, c2;

            queens_symmetry_apply (s, 6, r, c, &r1, &c1);
            queens_symmetry_apply (inverse, 6, r1, c1, &r2, &c2);
            g_assert_cmpuint (r2, ==, r);
            g_assert_cmpuint (c2, ==, c);
          }
    }

  /* The quarter turns are each other's inverses; the rest undo themselves. */
  g_assert_cmpuint (queens_symmetry_inverse (QUEENS_SYMMETRY_ROTATE_90), ==, QUEENS_SYMMETRY_ROTATE_270);
  g_assert_cmpuint (queens_symmetry_inverse (QUEENS_SYMMETRY_ROTATE_270), ==, QUEENS_SYMMETRY_ROTATE_90);
  g_assert_cmpuint (queens_symmetry_inverse (QUEENS_SYMMETRY_FLIP_DIAGONAL), ==, QUEENS_SYMMETRY_FLIP_DIAGONAL);
  g_assert_cmpuint (queens_symmetry_inverse (QUEENS_SYMMETRY_ROTATE_180), ==, QUEENS_SYMMETRY_ROTATE_180);
}

static void
test_symmetry_associativity (void)
{
  for (guint a = 0; a < QUEENS_N_SYMMETRIES; a++)
    for (guint b = 0; b < QUEENS_N_SYMMETRIES; b++)
      for (guint c = 0; c < QUEENS_N_SYMMETRIES; c++)
        {
          QueensSymmetry left = queens_symmetry_compose (queens_symmetry_compose (a, b), c);
          QueensSymmetry right = queens_symmetry_compose (a, queens_symmetry_compose (b, c));

          g_assert_cmpuint (left, ==, right);
        }
}

static void
test_symmetry_rotate_four_times (void)
{
  QueensSymmetry turned = QUEENS_SYMMETRY_IDENTITY;

  for (guint i = 0; i < 4; i++)
    {
      turned = queens_symmetry_compose (turned, QUEENS_SYMMETRY_ROTATE_90);
      g_assert_true ((i == 3) == (turned == QUEENS_SYMMETRY_IDENTITY));
    }

  g_assert_cmpuint (queens_symmetry_compose (QUEENS_SYMMETRY_ROTATE_90, QUEENS_SYMMETRY_ROTATE_90),
                    ==, QUEENS_SYMMETRY_ROTATE_180);

  /* And on the squares themselves. */
  for (guint r = 0; r < 8; r++)
    for (guint c = 0; c < 8; c++)
      {
        guint rr = r, cc = c;

        for (guint i = 0; i < 4; i++)
          queens_symmetry_apply (QUEENS_SYMMETRY_ROTATE_90, 8, rr, cc, &rr, &cc);
        g_assert_cmpuint (rr, ==, r);
        g_assert_cmpuint (cc, ==, c);
      }

  /* Clockwise: the top-left corner goes to the top-right one. */
  {
    guint r, c;

    queens_symmetry_apply (QUEENS_SYMMETRY_ROTATE_90, 8, 0, 0, &r, &c);
    g_assert_cmpuint (r, ==, 0);
    g_assert_cmpuint (c, ==, 7);
  }
}

static void
test_symmetry_names (void)
{
  for (guint a = 0; a < QUEENS_N_SYMMETRIES; a++)
    {
      const char *name = queens_symmetry_get_name (a);

      g_assert_nonnull (name);
      g_assert_true (g_utf8_validate (name, -1, NULL));
      for (guint b = 0; b < a; b++)
        g_assert_cmpstr (name, !=, queens_symmetry_get_name (b));
    }
}

/* All solutions by a plain array-based search (no bitboards). */
typedef struct
{
  guint      n;
  guint32    columns[16];
  GPtrArray *solutions; /* guint32[n] each */
} SimpleSearch;

static gboolean
simple_search_fits (SimpleSearch *search,
                    guint         row,
                    guint         column)
{
  for (guint r = 0; r < row; r++)
    {
      guint c = search->columns[r];

      if (c == column || c + row == column + r || c + r == column + row)
        return FALSE;
    }

  return TRUE;
}

static void
simple_search_row (SimpleSearch *search,
                   guint         row)
{
  if (row == search->n)
    {
      g_ptr_array_add (search->solutions,
                       g_memdup2 (search->columns, search->n * sizeof (guint32)));
      return;
    }

  for (guint column = 0; column < search->n; column++)
    {
      if (simple_search_fits (search, row, column))
        {
          search->columns[row] = column;
          simple_search_row (search, row + 1);
        }
    }
}

static GPtrArray *
all_solutions (guint n)
{
  SimpleSearch search = { n, { 0 }, g_ptr_array_new_with_free_func (g_free) };

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (search.columns));
  simple_search_row (&search, 0);

  return search.solutions;
}

/* Class size computed without the library: distinct variants by the
 * test's own formulas. */
static guint
count_distinct_variants (guint          n,
                         const guint32 *columns)
{
  guint32 variants[QUEENS_N_SYMMETRIES][16];
  guint distinct = 0;

  for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
    {
      gboolean repeated = FALSE;

      for (guint r = 0; r < n; r++)
        {
          guint r2, c2;

          expected_image (s, n, r, columns[r], &r2, &c2);
          variants[s][r2] = c2;
        }

      for (guint t = 0; t < s && !repeated; t++)
        repeated = memcmp (variants[s], variants[t], n * sizeof (guint32)) == 0;
      if (!repeated)
        distinct++;
    }

  return distinct;
}

static int
compare_permutations (const guint32 *a,
                      const guint32 *b,
                      guint          n)
{
  for (guint i = 0; i < n; i++)
    {
      if (a[i] != b[i])
        return a[i] < b[i] ? -1 : 1;
    }

  return 0;
}

static void
test_symmetry_permutation_transform (void)
{
  g_autoptr(GPtrArray) solutions = all_solutions (8);
  const guint n = 8;

  for (guint i = 0; i < solutions->len; i++)
    {
      const guint32 *columns = g_ptr_array_index (solutions, i);

      for (guint a = 0; a < QUEENS_N_SYMMETRIES; a++)
        {
          guint32 once[8], twice[8], combined[8];

          queens_permutation_transform (a, n, columns, once);
          g_assert_true (queens_permutation_is_solution (n, once));

          /* Queen by queen, the same as apply. */
          for (guint r = 0; r < n; r++)
            {
              guint r2, c2;

              queens_symmetry_apply (a, n, r, columns[r], &r2, &c2);
              g_assert_cmpuint (once[r2], ==, c2);
            }

          for (guint b = 0; b < QUEENS_N_SYMMETRIES; b++)
            {
              queens_permutation_transform (b, n, once, twice);
              queens_permutation_transform (queens_symmetry_compose (a, b), n, columns, combined);
              g_assert_cmpint (compare_permutations (twice, combined, n), ==, 0);
            }
        }
    }
}

static void
test_symmetry_canonical_minimal (void)
{
  for (guint n = 4; n <= 9; n++)
    {
      g_autoptr(GPtrArray) solutions = all_solutions (n);

      for (guint i = 0; i < solutions->len; i++)
        {
          const guint32 *columns = g_ptr_array_index (solutions, i);
          guint32 canonical[16], again[16], variant[16], mapped[16];
          QueensSymmetry symmetry, symmetry_again;
          gboolean equals_a_variant = FALSE;

          symmetry = queens_permutation_canonical (n, columns, canonical);
          queens_permutation_transform (symmetry, n, columns, mapped);
          g_assert_cmpint (compare_permutations (mapped, canonical, n), ==, 0);

          for (guint s = 0; s < QUEENS_N_SYMMETRIES; s++)
            {
              queens_permutation_transform (s, n, columns, variant);
              g_assert_cmpint (compare_permutations (canonical, variant, n), <=, 0);
              if (compare_permutations (canonical, variant, n) == 0)
                equals_a_variant = TRUE;
            }
          g_assert_true (equals_a_variant);

          /* Idempotent, and reached from the canonical form itself by the
           * identity. */
          symmetry_again = queens_permutation_canonical (n, canonical, again);
          g_assert_cmpint (compare_permutations (again, canonical, n), ==, 0);
          g_assert_cmpuint (symmetry_again, ==, QUEENS_SYMMETRY_IDENTITY);

          /* In place works too. */
          memcpy (again, columns, n * sizeof (guint32));
          queens_permutation_canonical (n, again, again);
          g_assert_cmpint (compare_permutations (again, canonical, n), ==, 0);
        }
    }
}

/* Checks queens_permutation_is_canonical() on @columns against the
 * smallest variant found by queens_permutation_canonical(). */
static void
assert_is_canonical_agrees (guint          n,
                            const guint32 *columns)
{
  guint32 canonical[16];
  guint8 bytes[16];

  for (guint r = 0; r < n; r++)
    bytes[r] = (guint8) columns[r];
  queens_permutation_canonical (n, columns, canonical);
  g_assert_cmpint (queens_permutation_is_canonical (n, bytes), ==,
                   compare_permutations (canonical, columns, n) == 0);
}

/* Every permutation of up to 7 (the symmetric ones make the fast test's
 * ties) and every solution up to 10. */
static void
test_symmetry_is_canonical (void)
{
  for (guint n = 1; n <= 7; n++)
    {
      guint32 columns[16];
      guint c[16] = { 0 };
      guint i = 0;

      for (guint r = 0; r < n; r++)
        columns[r] = r;
      assert_is_canonical_agrees (n, columns);
      /* Heap's algorithm: each step swaps two entries. */
      while (i < n)
        {
          if (c[i] < i)
            {
              guint j = i % 2 == 0 ? 0 : c[i];
              guint32 swap = columns[j];

              columns[j] = columns[i];
              columns[i] = swap;
              assert_is_canonical_agrees (n, columns);
              c[i]++;
              i = 0;
            }
          else
            {
              c[i] = 0;
              i++;
            }
        }
    }

  for (guint n = 1; n <= 10; n++)
    {
      g_autoptr(GPtrArray) solutions = all_solutions (n);
      guint n_canonical = 0;

      for (guint i = 0; i < solutions->len; i++)
        {
          const guint32 *columns = g_ptr_array_index (solutions, i);
          guint8 bytes[16];

          assert_is_canonical_agrees (n, columns);
          for (guint r = 0; r < n; r++)
            bytes[r] = (guint8) columns[r];
          n_canonical += queens_permutation_is_canonical (n, bytes);
        }
      /* One canonical member per class: the unique counts. */
      if (n == 8)
        g_assert_cmpuint (n_canonical, ==, 12);
      if (n == 10)
        g_assert_cmpuint (n_canonical, ==, 92);
    }
}

static void
test_symmetry_classes_count (void)
{


  for (guint n = 1; n <= 10; n++)
    {
      g_autoptr(GPtrArray) solutions = all_solutions (n);
      g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      guint64 class_size_sum = 0;

      for (guint i = 0; i < solutions->len; i++)
        {
          const guint32 *columns = g_ptr_array_index (solutions, i);
          guint32 canonical[16];
          GString *key = g_string_new (NULL);
          guint size = queens_permutation_class_size (n, columns);

          g_assert_cmpuint (size, ==, count_distinct_variants (n, columns));

          queens_permutation_canonical (n, columns, canonical);
          for (guint r = 0; r < n; r++)
            g_string_append_printf (key, "%u ", canonical[r]);

          /* Count each class once, at its canonical member. */
          if (!g_hash_table_contains (classes, key->str))
            class_size_sum += size;
          g_hash_table_add (classes, g_string_free (key, FALSE));
        }

      g_assert_cmpuint (class_size_sum, ==, solutions->len);
      g_assert_cmpuint (g_hash_table_size (classes), ==, known_counts_unique (n));
      if (n == 8)
        {
          g_assert_cmpuint (solutions->len, ==, 92);
          g_assert_cmpuint (g_hash_table_size (classes), ==, 12);
        }
    }
}

static void
columns_from_text (const char *one_based,
                   guint32    *columns,
                   guint       n)
{
  g_auto(GStrv) tokens = g_strsplit (one_based, " ", -1);

  g_assert_cmpuint (g_strv_length (tokens), ==, n);
  for (guint i = 0; i < n; i++)
    columns[i] = (guint32) strtoul (tokens[i], NULL, 10) - 1;
}

static void
test_symmetry_classes_known (void)
{
  struct
  {
    guint       n;
    const char *solution;
    guint       class_size;
  } known[] = {
    /* Suggested as the N = 8 class of size 4; it is a solution, but its
     * class has the full 8 members.  The symmetric one is below it. */
    { 8, "3 5 2 8 6 4 7 1", 8 },
    /* Turning it half a turn gives itself back. */
    { 8, "3 5 2 8 1 7 4 6", 4 },
    /* N = 6: one class of 4, fixed by the half turn. */
    { 6, "2 4 6 1 3 5", 4 },
    /* N = 4: the two solutions are mirror images and quarter-turn fixed. */
    { 4, "2 4 1 3", 2 },
    /* N = 5: a class of 2 (quarter-turn symmetric) and one of 8. */
    { 5, "2 5 3 1 4", 2 },
    { 5, "1 3 5 2 4", 8 },
    { 1, "1", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      guint32 columns[16];
      guint32 turned[16];

      columns_from_text (known[i].solution, columns, known[i].n);
      g_assert_true (queens_permutation_is_solution (known[i].n, columns));
      g_assert_cmpuint (count_distinct_variants (known[i].n, columns), ==, known[i].class_size);
      g_assert_cmpuint (queens_permutation_class_size (known[i].n, columns), ==, known[i].class_size);

      if (known[i].class_size <= 4)
        {
          queens_permutation_transform (QUEENS_SYMMETRY_ROTATE_180, known[i].n, columns, turned);
          g_assert_cmpint (compare_permutations (turned, columns, known[i].n), ==, 0);
        }
      if (known[i].class_size <= 2)
        {
          queens_permutation_transform (QUEENS_SYMMETRY_ROTATE_90, known[i].n, columns, turned);
          g_assert_cmpint (compare_permutations (turned, columns, known[i].n), ==, 0);
        }
    }

  /* Every class size of N = 6 and N = 4 solutions, found by search. */
  {
    g_autoptr(GPtrArray) six = all_solutions (6);
    g_autoptr(GPtrArray) four = all_solutions (4);

    g_assert_cmpuint (six->len, ==, 4);
    for (guint i = 0; i < six->len; i++)
      g_assert_cmpuint (queens_permutation_class_size (6, g_ptr_array_index (six, i)), ==, 4);
    g_assert_cmpuint (four->len, ==, 2);
    for (guint i = 0; i < four->len; i++)
      g_assert_cmpuint (queens_permutation_class_size (4, g_ptr_array_index (four, i)), ==, 2);
  }
}

static void
test_symmetry_is_solution (void)
{
  guint32 columns[8];
  g_autoptr(GPtrArray) solutions = all_solutions (6);
  guint n_solutions = 0;
  guint32 permutation[6] = { 0, 1, 2, 3, 4, 5 };

  /* Every permutation of 6, checked against the search's answer. */
  for (;;)
    {
      gboolean listed = FALSE;
      gint i, j;

      for (guint s = 0; s < solutions->len && !listed; s++)
        listed = memcmp (g_ptr_array_index (solutions, s), permutation, sizeof permutation) == 0;
      g_assert_cmpint (queens_permutation_is_solution (6, permutation), ==, listed);
      n_solutions += listed;

      /* Next permutation in lexicographic order. */
      for (i = 4; i >= 0 && permutation[i] > permutation[i + 1]; i--)
        ;
      if (i < 0)
        break;
      for (j = 5; permutation[j] < permutation[i]; j--)
        ;
      {
        guint32 swap = permutation[i];

        permutation[i] = permutation[j];
        permutation[j] = swap;
      }
      for (gint a = i + 1, b = 5; a < b; a++, b--)
        {
          guint32 swap = permutation[a];

          permutation[a] = permutation[b];
          permutation[b] = swap;
        }
    }
  g_assert_cmpuint (n_solutions, ==, 4);

  /* Out of range and repeated columns are not solutions. */
  columns_from_text ("3 5 2 8 6 4 7 1", columns, 8);
  columns[7] = 8;
  g_assert_false (queens_permutation_is_solution (8, columns));
  columns[7] = 2;
  g_assert_false (queens_permutation_is_solution (8, columns));
  columns[7] = G_MAXUINT32;
  g_assert_false (queens_permutation_is_solution (8, columns));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/symmetry/apply/formulas", test_symmetry_apply_formulas);
  g_test_add_func ("/symmetry/apply/bijective", test_symmetry_apply_bijective);
  g_test_add_func ("/symmetry/group/compose-table", test_symmetry_compose_table);
  g_test_add_func ("/symmetry/group/identity", test_symmetry_identity);
  g_test_add_func ("/symmetry/group/inverse", test_symmetry_inverse);
  g_test_add_func ("/symmetry/group/associativity", test_symmetry_associativity);
  g_test_add_func ("/symmetry/group/rotate-four-times", test_symmetry_rotate_four_times);
  g_test_add_func ("/symmetry/names", test_symmetry_names);
  g_test_add_func ("/symmetry/permutation/transform", test_symmetry_permutation_transform);
  g_test_add_func ("/symmetry/permutation/is-solution", test_symmetry_is_solution);
  g_test_add_func ("/symmetry/canonical/minimal", test_symmetry_canonical_minimal);
  g_test_add_func ("/symmetry/canonical/fast-test", test_symmetry_is_canonical);
  g_test_add_func ("/symmetry/classes/count", test_symmetry_classes_count);
  g_test_add_func ("/symmetry/classes/known", test_symmetry_classes_known);

  return g_test_run ();
}
