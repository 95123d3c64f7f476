/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-i18n.c: the window speaks the language and groups digits the way
 * the locale asks (needs a display: run under Xvfb)
 *
 * tests/meson.build runs it once per language: in the C locale, where
 * the text is English and digits are not grouped (C has no thousands
 * separator), and for each catalogue of po/LINGUAS in its own locale:
 * LANGUAGE=de in de_DE.UTF-8, German with dots; LANGUAGE=fr in
 * fr_FR.UTF-8, French with narrow no-break spaces.  QUEENS_TEST_LANGUAGE
 * says which (a language added to LINGUAS needs its row in the table
 * below); QUEENS_LOCALE_DIR names the catalogues built in the build folder.
 * The program itself, run uninstalled, must find them on its own.
 * The core library's error messages (board text, completion) must come
 * out in the same language: the window and the command line show them.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "known-counts.h"
#include "queens-board.h"
#include "queens-solver.h"
#include "queens-window.h"
#include "main-loop-wait.h"
#include "menu-models.h"
#include "window-helpers.h"

typedef struct
{
  const char *language;
  const char *locale;        /* what LC_ALL must have selected */
  const char *separator;     /* between groups of three digits, if any */
  /* The status line for a found solution: position, all, unique. */
  const char *status_format;
  const char *menu_tooltip;
  /* What a screen reader calls the mode buttons: no mnemonic marks. */
  const char *mode_names[3];
  const char *stop_label;
  /* The core's messages for "1 x 3", for "1 2" where one row is expected
   * (a singular plural form) and for completing two attacking queens. */
  const char *bad_token_error;
  const char *size_error;
  const char *attack_error;
  /* What the program itself says, run uninstalled, for `--list 2`. */
  const char *no_solution_line;
} Expectation;

static const Expectation expectations[] = {
  { "en", "C", "", "Solution %s of %s · %s unique", "Main Menu",
    { "Browse", "Play", "Watch" }, "_Stop",
    "token 2 \"x\" is not a column: use 1 to 3 or \".\" for an empty row",
    "expected 1 token, one per row, but found 2",
    "the queens on row 1, column 1 and row 2, column 2 attack each other",
    "queens: there is no solution for N = 2\n" },
  { "de", "de_DE.UTF-8", ".", "Lösung %s von %s · %s eindeutige", "Hauptmenü",
    { "Blättern", "Spielen", "Zusehen" }, "_Anhalten",
    "Element 2 \"x\" ist keine Spalte: Verwenden Sie 1 bis 3 oder \".\" für eine leere Reihe",
    "1 Element erwartet, eines je Reihe, aber 2 gefunden",
    "die Damen auf Reihe 1, Spalte 1 und Reihe 2, Spalte 2 bedrohen einander",
    "queens: für N = 2 gibt es keine Lösung\n" },
  /* fr_FR groups digits with U+202F NARROW NO-BREAK SPACE. */
  { "fr", "fr_FR.UTF-8", "\u202f", "Solution %s sur %s · %s fondamentales", "Menu principal",
    { "Parcourir", "Jouer", "Observer" }, "_Arrêter",
    "l’élément 2 \"x\" n’est pas une colonne : utilisez 1 à 3 ou \".\" pour une rangée vide",
    "1 élément attendu, un par rangée, mais le texte en compte 2",
    "les dames en rangée 1, colonne 1 et en rangée 2, colonne 2 se menacent",
    "queens: il n’y a aucune solution pour N = 2\n" },
  { "es", "es_ES.UTF-8", ".", "Solución %s de %s · únicas: %s", "Menú principal",
    { "Explorar", "Jugar", "Observar" }, "_Detener",
    "el elemento 2 \"x\" no es una columna: use de 1 a 3 o \".\" para una fila vacía",
    "se esperaba 1 elemento, uno por fila, pero hay 2",
    "las reinas en fila 1, columna 1 y fila 2, columna 2 se atacan entre sí",
    "queens: no hay ninguna solución para N = 2\n" },
};

static const Expectation *expected;

static gboolean
pointer_is_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
close_window (QueensWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_cleared, &weak, "the window to be finalized");
}

/* @value with @separator between groups of three digits, written out
 * independently of the window's own formatting. */
static char *
group_digits (guint64     value,
              const char *separator)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GUINT64_FORMAT, value);
  GString *grouped = g_string_new (NULL);
  gsize length = strlen (digits);

  for (gsize i = 0; i < length; i++)
    {
      g_string_append_c (grouped, digits[i]);
      if ((length - i - 1) % 3 == 0 && i + 1 < length)
        g_string_append (grouped, separator);
    }

  return g_string_free (grouped, FALSE);
}

static void
test_i18n_group_digits (void)
{
  g_autofree char *small = group_digits (999, expected->separator);
  g_autofree char *large = group_digits (14772512, "|");

  /* The test's own helper, checked before it judges the window. */
  g_assert_cmpstr (small, ==, "999");
  g_assert_cmpstr (large, ==, "14|772|512");
}

/* The button for @action_name; with a @target, the one whose string
 * target is @target. */
static GtkWidget *
find_button_with_action (GtkWidget  *widget,
                         const char *action_name,
                         const char *target)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    {
      GVariant *value = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target == NULL
          || (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING)
              && g_strcmp0 (g_variant_get_string (value, NULL), target) == 0))
        return widget;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_action (child, action_name, target);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* @format with its three "%s" replaced by @first, @second and @third. */
static char *
fill_in (const char *format,
         const char *first,
         const char *second,
         const char *third)
{
  const char *values[] = { first, second, third };
  g_auto(GStrv) pieces = g_strsplit (format, "%s", -1);
  GString *text = g_string_new (pieces[0]);

  g_assert_cmpuint (g_strv_length (pieces), ==, G_N_ELEMENTS (values) + 1);
  for (gsize i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_string_append (text, values[i]);
      g_string_append (text, pieces[i + 1]);
    }

  return g_string_free (text, FALSE);
}

/* The counts of N = 12 in the status line, grouped for the locale. */
static void
test_i18n_status (void)
{
  QueensWindow *window = queens_window_new (NULL, 12);
  g_autofree char *total = group_digits (known_counts_total (12), expected->separator);
  g_autofree char *unique = group_digits (known_counts_unique (12), expected->separator);
  g_autofree char *status = NULL;

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the N = 12 search to end");

  status = fill_in (expected->status_format, "1", total, unique);
  g_assert_cmpstr (queens_window_get_status_text (window), ==, status);

  close_window (window);
}

/* The texts of the labels under @widget that show, in order. */
static void
collect_label_texts (GtkWidget *widget,
                     GString   *texts)
{
  /* A stack keeps the pages it does not show out of sight this way. */
  if (!gtk_widget_get_child_visible (widget))
    return;

  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    {
      if (texts->len > 0)
        g_string_append_c (texts, '|');
      g_string_append (texts, gtk_label_get_text (GTK_LABEL (widget)));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_label_texts (child, texts);
}

/* The header's switcher (and the bar standing in for it when narrow)
 * names Browse, Play and Watch in the test's language. */
static void
assert_switcher_reads (GtkWidget *window)
{
  GType types[] = { ADW_TYPE_VIEW_SWITCHER_TITLE, ADW_TYPE_VIEW_SWITCHER_BAR };
  g_autofree char *wanted = g_strjoin ("|", expected->mode_names[0], expected->mode_names[1],
                                       expected->mode_names[2], NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (types); i++)
    {
      GtkWidget *switcher = find_widget_of_type (window, types[i]);
      g_autoptr(GString) texts = g_string_new (NULL);
      GtkWidget *inner;

      g_assert_nonnull (switcher);
      inner = find_widget_of_type (switcher, ADW_TYPE_VIEW_SWITCHER);
      g_assert_nonnull (inner);
      collect_label_texts (inner, texts);
      g_assert_cmpstr (texts->str, ==, wanted);
    }
}


/* Strings from the window's .ui file are translated too. */
static void
test_i18n_template (void)
{
  QueensWindow *window = queens_window_new (NULL, 6);
  GtkWidget *menu_button = GTK_WIDGET (find_primary_menu_button (GTK_WIDGET (window)));
  GtkWidget *stop_button = find_button_with_action (GTK_WIDGET (window), "win.stop", NULL);

  g_assert_nonnull (menu_button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (menu_button), ==, expected->menu_tooltip);
  g_assert_nonnull (stop_button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (stop_button)), ==, expected->stop_label);

  /* The icon-only menu button has a clean name, and the mode switcher's
   * buttons read the translated page titles (without the mnemonic mark). */
  assert_accessible_text (menu_button, GTK_ACCESSIBLE_PROPERTY_LABEL, expected->menu_tooltip);
  assert_switcher_reads (GTK_WIDGET (window));

  close_window (window);
}

/* The core library (GLib only) translates its errors with the app's domain. */
static void
test_i18n_core_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensBoard) board = queens_board_new_from_text ("1 x 3", 0, &error);
  g_autoptr(QueensBoard) attacking = queens_board_new (4);
  guint32 columns[4];

  g_assert_null (board);
  g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_BAD_TOKEN);
  g_assert_cmpstr (error->message, ==, expected->bad_token_error);
  g_clear_error (&error);

  board = queens_board_new_from_text ("1 2", 1, &error);
  g_assert_null (board);
  g_assert_error (error, QUEENS_BOARD_ERROR, QUEENS_BOARD_ERROR_SIZE_MISMATCH);
  g_assert_cmpstr (error->message, ==, expected->size_error);
  g_clear_error (&error);

  queens_board_place (attacking, 0, 0);
  queens_board_place (attacking, 1, 1);
  g_assert_cmpint (queens_solver_complete (attacking, 0, NULL, columns, &error),
                   ==, QUEENS_COMPLETION_GAVE_UP);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpstr (error->message, ==, expected->attack_error);
}

/* The program run from the build folder through meson's developer
 * environment (as build-aux/run starts it) finds the built catalogue
 * without being installed: nothing but `meson devenv` names the folder. */
static void
test_i18n_uninstalled_program (void)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) program = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *meson = g_getenv ("QUEENS_MESON");
  const char *build_root = g_getenv ("QUEENS_BUILD_ROOT");

  if (meson == NULL || build_root == NULL)
    g_error ("QUEENS_MESON and QUEENS_BUILD_ROOT must be set: run this test through meson test");

  g_subprocess_launcher_unsetenv (launcher, "QUEENS_LOCALE_DIR");
  program = g_subprocess_launcher_spawn (launcher, &error, meson, "devenv", "-C", build_root,
                                         "--workdir", g_get_tmp_dir (),
                                         g_getenv ("QUEENS_BINARY"), "--list", "2", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (program, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (program));
  g_assert_cmpint (g_subprocess_get_exit_status (program), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, expected->no_solution_line);
}

int
main (int   argc,
      char *argv[])
{
  const char *language = g_getenv ("QUEENS_TEST_LANGUAGE");
  const char *locale_dir = g_getenv ("QUEENS_LOCALE_DIR");
  g_autoptr(GString) known = g_string_new (NULL);
  const char *selected;
  gsize territory;

  /* Not gtk_test_init (): it would pick en_US.UTF-8 whatever the
   * environment says. */
  g_test_init (&argc, &argv, NULL);
  gtk_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (expectations); i++)
    {
      if (g_strcmp0 (language, expectations[i].language) == 0)
        expected = &expectations[i];
      g_string_append_printf (known, "%s%s", i > 0 ? ", " : "", expectations[i].language);
    }
  if (expected == NULL)
    g_error ("QUEENS_TEST_LANGUAGE must be one of %s (not %s): a language of po/LINGUAS "
             "needs its row of expected strings in test-i18n.c",
             known->str, language ? language : "unset");

  /* gtk_init () has called setlocale (LC_ALL, "") from the environment:
   * "fr_FR.UTF-8" may come back as "fr_FR.utf8". */
  selected = setlocale (LC_ALL, NULL);
  territory = strcspn (expected->locale, ".");
  if (g_strcmp0 (expected->locale, "C") != 0
      && (selected == NULL || g_ascii_strncasecmp (selected, expected->locale, territory) != 0))
    g_error ("The %s locale is missing (LC_ALL selected %s): generate it, for instance with "
             "`localedef -i %.*s -f UTF-8 %s` (Debian: the locales package; build-aux/setup "
             "makes it)",
             expected->locale, selected ? selected : "nothing", (int) territory,
             expected->locale, expected->locale);

  if (locale_dir == NULL)
    g_error ("QUEENS_LOCALE_DIR must name the folder of the built catalogues");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_func ("/i18n/group-digits", test_i18n_group_digits);
  g_test_add_func ("/i18n/status", test_i18n_status);
  g_test_add_func ("/i18n/template", test_i18n_template);
  g_test_add_func ("/i18n/core-errors", test_i18n_core_errors);
  g_test_add_func ("/i18n/uninstalled-program", test_i18n_uninstalled_program);

  return g_test_run ();
}
