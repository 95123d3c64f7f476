/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-preferences-page.h: the preferences, one page bound to the settings */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_PREFERENCES_PAGE (queens_preferences_page_get_type ())
G_DECLARE_FINAL_TYPE (QueensPreferencesPage, queens_preferences_page, QUEENS, PREFERENCES_PAGE,
                      AdwPreferencesPage)

QueensPreferencesPage *queens_preferences_page_new     (void);

/* Shows the page over @parent (nullable), the window whose actions its
 * switches drive: AdwPreferencesDialog with libadwaita 1.6 and later,
 * AdwPreferencesWindow before. */
void                   queens_preferences_page_present (GtkWindow *parent);

G_END_DECLS
