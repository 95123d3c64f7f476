/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-code-view.h: a method's pseudocode, the line being executed
 * marked
 *
 * One label a line, in a monospace font; the current line gets a marker
 * and a highlight.  Lines are cut with an ellipsis rather than widening
 * the window.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_CODE_VIEW (queens_code_view_get_type ())
G_DECLARE_FINAL_TYPE (QueensCodeView, queens_code_view, QUEENS, CODE_VIEW, GtkWidget)

GtkWidget  *queens_code_view_new              (void);
/* NULL-terminated; copied. */
void        queens_code_view_set_lines        (QueensCodeView      *self,
                                               const char * const  *lines);
/* -1 for none. */
void        queens_code_view_set_current_line (QueensCodeView      *self,
                                               int                  line);
int         queens_code_view_get_current_line (QueensCodeView      *self);
guint       queens_code_view_get_n_lines      (QueensCodeView      *self);

G_END_DECLS
