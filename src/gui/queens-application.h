/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-application.h: the AdwApplication: actions, accelerators, style, command line */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The values of the color-scheme setting, in the schema's order. */
typedef enum
{
  QUEENS_COLOR_SCHEME_SYSTEM,
  QUEENS_COLOR_SCHEME_LIGHT,
  QUEENS_COLOR_SCHEME_DARK,
} QueensColorScheme;

#define QUEENS_TYPE_APPLICATION (queens_application_get_type ())
G_DECLARE_FINAL_TYPE (QueensApplication, queens_application, QUEENS, APPLICATION, AdwApplication)

QueensApplication *queens_application_new (void);

G_END_DECLS
