/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* board-geometry.c: where squares fall in an image of a whole board */
#include "config.h"

#include "board-geometry.h"

void
square_centre (int    size,
               guint  n,
               guint  row,
               guint  column,
               int   *out_x,
               int   *out_y)
{
  int left = (int) ((double) size * column / n + 0.5);
  int right = (int) ((double) size * (column + 1) / n + 0.5);
  int top = (int) ((double) size * row / n + 0.5);
  int bottom = (int) ((double) size * (row + 1) / n + 0.5);

  *out_x = (left + right) / 2;
  *out_y = (top + bottom) / 2;
}
