/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-about.h: the about window */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows what Queens is, as the metainfo in the resources says: its name,
 * the version and notes of its latest release, licence, website, help and
 * issue tracker, over @parent (nullable): AdwAboutDialog with libadwaita
 * 1.5 and later, AdwAboutWindow before. */
void queens_about_present (GtkWindow *parent);

G_END_DECLS
