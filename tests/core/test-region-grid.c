/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-region-grid.c: region grids, their letters and every refusal */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <string.h>

#include "queens-region-grid.h"

#define SAMPLE "AABBB\n" \
               "ACCBB\n" \
               "ACCDD\n" \
               "EECDD\n" \
               "EEEDD\n"

static void
test_text_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensRegionGrid) grid = NULL;
  g_autofree char *text = NULL;

  /* Comments, blank lines and spaces at either end are skipped. */
  grid = queens_region_grid_new_from_text ("# a sample\n\n  AABBB \r\n"
                                           "\tACCBB\n   # and a note\n"
                                           "ACCDD\nEECDD\n\nEEEDD", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (queens_region_grid_get_n (grid), ==, 5);
  text = queens_region_grid_to_text (grid);
  g_assert_cmpstr (text, ==, SAMPLE);

  g_assert_cmpuint (queens_region_grid_get_region (grid, 0, 0), ==, 0);
  g_assert_cmpuint (queens_region_grid_get_region (grid, 1, 1), ==, 2);
  g_assert_cmpuint (queens_region_grid_get_region (grid, 4, 4), ==, 3);
  g_assert_cmpuint (queens_region_grid_get_regions (grid)[3 * 5 + 1], ==, 4);
  /* Region B in row 1 (the second row): columns 4 and 5. */
  g_assert_cmphex (queens_region_grid_get_row_mask (grid, 1, 1), ==, 0x18);
  g_assert_cmphex (queens_region_grid_get_row_mask (grid, 4, 4), ==, 0x07);
  g_assert_cmpint (queens_region_letter (0), ==, 'A');
  g_assert_cmpint (queens_region_letter (25), ==, 'Z');
  g_assert_false (queens_region_grid_find_disconnected (grid, NULL));
}

static void
test_is_answer (void)
{
  g_autoptr(QueensRegionGrid) grid = queens_region_grid_new_from_text (SAMPLE, NULL);
  /* One region per column: only the columns and the touching count. */
  g_autoptr(QueensRegionGrid) columns = queens_region_grid_new_from_text ("ABCD\nABCD\nABCD\nABCD\n", NULL);
  static const guint8 answer[] = { 0, 3, 1, 4, 2 };       /* A, B, C, D, E */
  static const guint8 same_region[] = { 0, 2, 4, 1, 3 };  /* D twice */
  static const guint8 same_column[] = { 0, 3, 1, 4, 0 };
  static const guint8 off_grid[] = { 0, 3, 1, 4, 7 };
  static const guint8 apart[] = { 1, 3, 0, 2 };
  static const guint8 touching[] = { 1, 3, 2, 0 };        /* rows 2 and 3 */

  g_assert_true (queens_region_grid_is_answer (grid, answer));
  g_assert_false (queens_region_grid_is_answer (grid, same_region));
  g_assert_false (queens_region_grid_is_answer (grid, same_column));
  g_assert_false (queens_region_grid_is_answer (grid, off_grid));
  g_assert_true (queens_region_grid_is_answer (columns, apart));
  g_assert_false (queens_region_grid_is_answer (columns, touching));
}

static const struct
{
  const char *text;
  int         code;
  const char *message;
} refusals[] = {
  { "", QUEENS_REGION_ERROR_EMPTY, "No grid" },
  { "# only a comment\n\n", QUEENS_REGION_ERROR_EMPTY, "No grid" },
  { "AAB\nCCB\n", QUEENS_REGION_ERROR_NOT_SQUARE, "Line 1 has 3 letters, not 2" },
  { "AB\nCBC\nCCC\n", QUEENS_REGION_ERROR_NOT_SQUARE, "Line 1 has 2 letters, not 3" },
  { "AAB\nAB\nCCC\n", QUEENS_REGION_ERROR_NOT_SQUARE, "Line 2 has 2 letters, not 3" },
  { "# x\nAAB\nA7B\nCCC\n", QUEENS_REGION_ERROR_NOT_A_LETTER,
    "Line 3, character 2: \"7\" is not a capital letter" },
  { "AAB\nAaB\nCCC\n", QUEENS_REGION_ERROR_NOT_A_LETTER, "Line 2, character 2: \"a\"" },
  { "AAB\nA B\nCCC\n", QUEENS_REGION_ERROR_NOT_A_LETTER, "Line 2, character 2: \" \"" },
  { "AB\nA\xc3\xa9\n", QUEENS_REGION_ERROR_NOT_A_LETTER, "\"\xc3\xa9\"" },
  { "AAB\nA\x01" "B\nCCC\n", QUEENS_REGION_ERROR_NOT_A_LETTER, "\"\\x01\"" },
  { "AAB\nADB\nCCC\n", QUEENS_REGION_ERROR_REGIONS, "Line 2: \"D\" is no region of a grid of size 3" },
  { "AAB\nAAB\nAAB\n", QUEENS_REGION_ERROR_REGIONS, "A grid of size 3 has the regions A to C, but C is missing" },
  { "ABA\nBBB\nCCC\n", QUEENS_REGION_ERROR_DISCONNECTED, "Region A is in two or more pieces" },
  { "AB\nBA\n", QUEENS_REGION_ERROR_DISCONNECTED, "Region A is in two or more pieces" },
};

static void
test_refusals (void)
{
  guint i;

  for (i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QueensRegionGrid) grid = queens_region_grid_new_from_text (refusals[i].text, &error);

      g_test_message ("%u: %s", i, error != NULL ? error->message : "(accepted)");
      g_assert_null (grid);
      g_assert_error (error, QUEENS_REGION_ERROR, refusals[i].code);
      g_assert_nonnull (strstr (error->message, refusals[i].message));
      g_assert_null (strchr (error->message, '\n'));
    }
}

/* 26 rows is the most: one letter per region. */
static void
test_sizes (void)
{
  g_autoptr(GString) largest = g_string_new (NULL);
  g_autoptr(GString) too_large = g_string_new (NULL);
  g_autoptr(QueensRegionGrid) grid = NULL;
  g_autoptr(QueensRegionGrid) one = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint row, column;

  for (row = 0; row < 26; row++)
    {
      for (column = 0; column < 26; column++)
        g_string_append_c (largest, (char) ('A' + row));
      g_string_append_c (largest, '\n');
    }
  grid = queens_region_grid_new_from_text (largest->str, &error);
  g_assert_no_error (error);
  text = queens_region_grid_to_text (grid);
  g_assert_cmpstr (text, ==, largest->str);

  for (row = 0; row < 27; row++)
    g_string_append (too_large, "ABCDEFGHIJKLMNOPQRSTUVWXYZA\n");
  g_assert_null (queens_region_grid_new_from_text (too_large->str, &error));
  g_assert_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "The grid has 27 lines of letters: a grid has a size of at most 26"));
  g_clear_error (&error);

  one = queens_region_grid_new_from_text ("A", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (queens_region_grid_get_n (one), ==, 1);
}

/* Regions by number: any map that uses every region, in pieces or not. */
static void
test_new (void)
{
  static const guint8 pieces[] = { 0, 1, 1, 0 };
  static const guint8 missing[] = { 0, 0, 0, 1, 1, 1, 1, 1, 1 };
  static const guint8 beyond[] = { 0, 1, 2, 3 };
  g_autoptr(QueensRegionGrid) grid = NULL;
  g_autoptr(GError) error = NULL;
  guint region = 99;

  grid = queens_region_grid_new (2, pieces, &error);
  g_assert_no_error (error);
  g_assert_true (queens_region_grid_find_disconnected (grid, &region));
  g_assert_cmpuint (region, ==, 0);

  g_assert_null (queens_region_grid_new (3, missing, &error));
  g_assert_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_REGIONS);
  g_assert_nonnull (strstr (error->message, "Region 2 is out of range or missing"));
  g_clear_error (&error);

  g_assert_null (queens_region_grid_new (2, beyond, &error));
  g_assert_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_REGIONS);
  g_clear_error (&error);

  g_assert_null (queens_region_grid_new (0, NULL, &error));
  g_assert_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_EMPTY);
  g_clear_error (&error);

  g_assert_null (queens_region_grid_new (27, pieces, &error));
  g_assert_error (error, QUEENS_REGION_ERROR, QUEENS_REGION_ERROR_TOO_LARGE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/region-grid/text-round-trip", test_text_round_trip);
  g_test_add_func ("/region-grid/is-answer", test_is_answer);
  g_test_add_func ("/region-grid/refusals", test_refusals);
  g_test_add_func ("/region-grid/sizes", test_sizes);
  g_test_add_func ("/region-grid/new", test_new);

  return g_test_run ();
}
