/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-preferences.c: the preferences, opened through app.preferences:
 * each row changes its setting and the open window's board at once, and
 * follows a change made elsewhere (needs a display: run under Xvfb) */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>

#include "queens-application.h"
#include "queens-preferences-page.h"
#include "queens-window.h"
#include "key-events.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define GIB (G_GUINT64_CONSTANT (1) << 30)

static QueensApplication *application;

typedef struct
{
  QueensWindow          *window;
  QueensBoardView       *board;
  QueensPreferencesPage *page;
  GSettings             *settings;
} Fixture;

static gboolean
preferences_are_shown (gpointer data)
{
  return find_shown_widget_of_type (QUEENS_TYPE_PREFERENCES_PAGE) != NULL;
}

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* A window at N = 5, and the preferences opened over it as the menu and
 * Ctrl+comma open them. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GtkRoot *page_root;

  fixture->settings = g_settings_new (APPLICATION_ID);
  fixture->window = queens_window_new (GTK_APPLICATION (application), 5);
  fixture->board = queens_window_get_board_view (fixture->window);
  gtk_window_present (GTK_WINDOW (fixture->window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "app.preferences", NULL));
  wait_for (preferences_are_shown, NULL, "the preferences");
  fixture->page = QUEENS_PREFERENCES_PAGE (find_shown_widget_of_type (QUEENS_TYPE_PREFERENCES_PAGE));

  /* Over the main window: inside it, or a window transient for it. */
  page_root = gtk_widget_get_root (GTK_WIDGET (fixture->page));
  g_assert_true (page_root == GTK_ROOT (fixture->window)
                 || gtk_window_get_transient_for (GTK_WINDOW (page_root))
                    == GTK_WINDOW (fixture->window));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gpointer page = fixture->page;

  g_object_add_weak_pointer (G_OBJECT (page), &page);
#if ADW_CHECK_VERSION (1, 6, 0)
  adw_dialog_force_close (ADW_DIALOG (gtk_widget_get_ancestor (GTK_WIDGET (fixture->page),
                                                               ADW_TYPE_PREFERENCES_DIALOG)));
#else
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (fixture->page))));
#endif
  wait_for (pointer_is_cleared, &page, "the preferences to be finalized");

  close_window_and_wait (GTK_WINDOW (fixture->window));
  g_settings_reset (fixture->settings, "board-theme");
  g_settings_reset (fixture->settings, "color-scheme");
  g_settings_reset (fixture->settings, "solution-memory-cap");
  g_settings_reset (fixture->settings, "show-coordinates");
  g_settings_reset (fixture->settings, "chess-coordinates");
  g_settings_reset (fixture->settings, "show-attacks");
  g_clear_object (&fixture->settings);
}

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The row of @root's tree titled @title (with its mnemonic underline). */
static AdwPreferencesRow *
find_row (GtkWidget  *root,
          const char *title)
{
  return ADW_PREFERENCES_ROW (find_widget_matching (root, is_row_titled, title));
}

static AdwComboRow *
find_combo_row (Fixture    *fixture,
                const char *title)
{
  AdwPreferencesRow *row = find_row (GTK_WIDGET (fixture->page), title);

  g_assert_true (ADW_IS_COMBO_ROW (row));
  return ADW_COMBO_ROW (row);
}

/* The switch at the end of the row titled @title, and the action it
 * drives. */
static GtkSwitch *
find_row_switch (Fixture    *fixture,
                 const char *title,
                 const char *action_name)
{
  AdwPreferencesRow *row = find_row (GTK_WIDGET (fixture->page), title);
  GtkWidget *found;

  g_assert_nonnull (row);
  found = find_widget_of_type (GTK_WIDGET (row), GTK_TYPE_SWITCH);
  g_assert_nonnull (found);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (found)), ==, action_name);
  return GTK_SWITCH (found);
}

/* The position of the item @label in @row's list; fails when it is not
 * there. */
static guint
find_choice (AdwComboRow *row,
             const char  *label)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), label) == 0)
        return i;
    }

  g_error ("“%s” is not among the choices of “%s”", label,
           adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
}

static const char *
selected_label (AdwComboRow *row)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (row);

  return item != NULL ? gtk_string_object_get_string (item) : NULL;
}

/* Space on the focused switch, as a keyboard user turns it. */
static void
press_space_on (GtkSwitch *toggle)
{
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (toggle)));
  g_assert_true (press_key (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (toggle))),
                            GDK_KEY_space, 0));
}

typedef struct
{
  GObject    *object;
  const char *property;
  gboolean    expected;
} BooleanWait;

static gboolean
boolean_is (gpointer data)
{
  BooleanWait *wait = data;
  gboolean value = !wait->expected;

  g_object_get (wait->object, wait->property, &value, NULL);
  return value == wait->expected;
}

static void
wait_for_boolean (gpointer    object,
                  const char *property,
                  gboolean    expected)
{
  BooleanWait wait = { object, property, expected };
  g_autofree char *what = g_strdup_printf ("%s “%s” to be %s", G_OBJECT_TYPE_NAME (object),
                                           property, expected ? "on" : "off");

  wait_for (boolean_is, &wait, what);
}

/* The three switches, by key and by pointer: each changes its setting,
 * the board and the window's action, and follows the action back. */
static void
test_preferences_switches (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkSwitch *coordinates = find_row_switch (fixture, "Show C_oordinates", "win.show-coordinates");
  GtkSwitch *chess = find_row_switch (fixture, "C_hess Coordinates", "app.chess-coordinates");
  GtkSwitch *attacks = find_row_switch (fixture, "Show _Attacked Squares", "win.show-attacks");
  AdwPreferencesRow *chess_row = find_row (GTK_WIDGET (fixture->page), "C_hess Coordinates");

  /* They open showing the settings. */
  g_assert_true (gtk_switch_get_active (coordinates));
  g_assert_false (gtk_switch_get_active (chess));
  g_assert_true (gtk_switch_get_active (attacks));

  press_space_on (coordinates);
  wait_for_boolean (fixture->board, "show-coordinates", FALSE);
  g_assert_false (g_settings_get_boolean (fixture->settings, "show-coordinates"));
  g_assert_false (gtk_switch_get_active (coordinates));

  press_space_on (attacks);
  wait_for_boolean (fixture->board, "show-attacks", FALSE);
  g_assert_false (g_settings_get_boolean (fixture->settings, "show-attacks"));

  /* A click on the row turns its switch. */
  adw_action_row_activate (ADW_ACTION_ROW (chess_row));
  wait_for_boolean (fixture->board, "chess-coordinates", TRUE);
  g_assert_true (g_settings_get_boolean (fixture->settings, "chess-coordinates"));
  g_assert_true (gtk_switch_get_active (chess));

  /* The menu's items (or D-Bus) turn them back, and the switches follow. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-coordinates", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-attacks", NULL));
  wait_for_boolean (coordinates, "active", TRUE);
  wait_for_boolean (attacks, "active", TRUE);
  g_assert_true (queens_board_view_get_show_coordinates (fixture->board));
}

/* Board colours: the row sets the setting and the board's theme, and
 * shows a theme chosen through app.board-theme. */
static void
test_preferences_board_colors (Fixture       *fixture,
                               gconstpointer  data)
{
  AdwComboRow *row = find_combo_row (fixture, "Board _Colors");
  g_autofree char *stored = NULL;

  g_assert_cmpstr (selected_label (row), ==, "Classic");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==,
                    QUEENS_RENDER_N_BOARD_THEMES);

  adw_combo_row_set_selected (row, find_choice (row, "Blue"));
  stored = g_settings_get_string (fixture->settings, "board-theme");
  g_assert_cmpstr (stored, ==, "blue");
  g_assert_cmpint (queens_board_view_get_board_theme (fixture->board), ==,
                   QUEENS_RENDER_BOARD_THEME_BLUE);

  g_action_group_activate_action (G_ACTION_GROUP (application), "board-theme",
                                  g_variant_new_string ("high-contrast"));
  g_assert_cmpstr (selected_label (row), ==, "High contrast");
  g_assert_cmpint (queens_board_view_get_board_theme (fixture->board), ==,
                   QUEENS_RENDER_BOARD_THEME_HIGH_CONTRAST);
}

/* Style: Dark darkens the window and its board whatever the desktop
 * prefers; Light and Follow System (no portal here: light) do not. */
static void
test_preferences_style (Fixture       *fixture,
                        gconstpointer  data)
{
  AdwComboRow *row = find_combo_row (fixture, "_Style");
  g_autofree char *stored = NULL;

  g_assert_cmpstr (selected_label (row), ==, "Follow System");
  g_assert_false (style_is_dark (NULL));
  g_assert_false (widget_draws_dark (fixture->board));

  adw_combo_row_set_selected (row, find_choice (row, "Dark"));
  stored = g_settings_get_string (fixture->settings, "color-scheme");
  g_assert_cmpstr (stored, ==, "dark");
  wait_for (style_is_dark, NULL, "the Dark style");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for (widget_draws_dark, fixture->board, "the board to turn dark");

  adw_combo_row_set_selected (row, find_choice (row, "Light"));
  wait_for (style_is_light, NULL, "the Light style");
  g_assert_false (widget_draws_dark (fixture->board));

  g_action_group_activate_action (G_ACTION_GROUP (application), "color-scheme",
                                  g_variant_new_string ("system"));
  g_assert_cmpstr (selected_label (row), ==, "Follow System");
}

/* Memory: sizes in MiB and GiB; a choice sets the cap in bytes; a cap set
 * elsewhere that is none of the choices is listed and selected. */
static void
test_preferences_memory (Fixture       *fixture,
                         gconstpointer  data)
{
  AdwComboRow *row = find_combo_row (fixture, "_Memory for Stored Solutions");
  guint n_presets = g_list_model_get_n_items (adw_combo_row_get_model (row));

  g_assert_cmpstr (selected_label (row), ==, "512 MiB");

  adw_combo_row_set_selected (row, find_choice (row, "2 GiB"));
  g_assert_cmpuint (g_settings_get_uint64 (fixture->settings, "solution-memory-cap"), ==, 2 * GIB);
  adw_combo_row_set_selected (row, find_choice (row, "64 MiB"));
  g_assert_cmpuint (g_settings_get_uint64 (fixture->settings, "solution-memory-cap"), ==, 64 * MIB);

  /* gsettings set … solution-memory-cap 4096 */
  g_settings_set_uint64 (fixture->settings, "solution-memory-cap", 4096);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, n_presets + 1);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_nonnull (g_strrstr (selected_label (row), "KiB"));
  /* Listing it did not write anything back. */
  g_assert_cmpuint (g_settings_get_uint64 (fixture->settings, "solution-memory-cap"), ==, 4096);

  /* A preset again: the odd size is gone from the list once the page
   * lists again, and the cap is the preset. */
  adw_combo_row_set_selected (row, find_choice (row, "1 GiB"));
  g_assert_cmpuint (g_settings_get_uint64 (fixture->settings, "solution-memory-cap"), ==, GIB);
  g_settings_set_uint64 (fixture->settings, "solution-memory-cap", 64 * GIB);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, n_presets);
  g_assert_cmpstr (selected_label (row), ==, "64 GiB");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);

  application = start_test_application ();

  g_test_add ("/preferences/switches", Fixture, NULL,
              fixture_set_up, test_preferences_switches, fixture_tear_down);
  g_test_add ("/preferences/board-colors", Fixture, NULL,
              fixture_set_up, test_preferences_board_colors, fixture_tear_down);
  g_test_add ("/preferences/style", Fixture, NULL,
              fixture_set_up, test_preferences_style, fixture_tear_down);
  g_test_add ("/preferences/memory", Fixture, NULL,
              fixture_set_up, test_preferences_memory, fixture_tear_down);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
