/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* board-geometry.h: where squares fall in an image of a whole board, for
 * the tests that read exported images back (GLib only) */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The centre of square (@row, @column) of an @n-board filling a
 * @size-pixel square image: square edges fall on whole pixels, rounded. */
void square_centre (int    size,
                    guint  n,
                    guint  row,
                    guint  column,
                    int   *out_x,
                    int   *out_y);

G_END_DECLS
