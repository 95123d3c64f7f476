/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-display-length.c: the metainfo's display requirement is the
 * window's real minimum size (needs a display: run under Xvfb)
 *
 * The requirement holds for every language, so the test measures the
 * window in each, in a process of its own (`--measure`, with LANGUAGE and
 * LC_ALL set as tests/meson.build sets them for test-i18n): the
 * application opens its window as for a user (its style sheet loaded),
 * and the window is measured in every mode at board sizes that show each
 * kind of content.  The largest minimum over all of them must be what the
 * metainfo requires of the display: never less (the window would not
 * fit), and at most DISPLAY_LENGTH_MARGIN more (a software centre would
 * turn away screens the window fits on).  A window wider than tall needs
 * its width along the display's longest side and its height along the
 * shortest.
 *
 * QUEENS_LOCALE_DIR names the built catalogues, QUEENS_METAINFO the
 * metainfo source, QUEENS_TEST_LOCALES the languages of po/LINGUAS with
 * their locales ("de:de_DE.UTF-8 fr:fr_FR.UTF-8"), measured besides
 * English.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "queens-application.h"
#include "queens-window.h"
#include "main-loop-wait.h"

/* How far above the measured minimum the metainfo may round.  One
 * metainfo serves Debian 12 and 13, whose GTK and libadwaita lay the watch
 * page out about 60 px apart in height (415 and 476 px). */
#define DISPLAY_LENGTH_MARGIN 64

/* Frames drawn after a change before the window is measured, so that
 * styles and the new widgets have settled. */
#define SETTLING_FRAMES 3

typedef struct
{
  const char *mode;
  const char *watch_method;  /* NULL outside watch mode */
  const char *view;          /* win.view: the single board or the gallery */
} Layout;

static const Layout layouts[] = {
  { "browse", NULL, "board" },
  { "browse", NULL, "gallery" },
  { "play", NULL, "board" },
  { "watch", "backtracking", "board" },
  { "watch", "min-conflicts", "board" },
  { "watch", "breadth-first", "board" },
  { "watch", "permutations", "board" },
  { "watch", "louis", "board" },
};

/* Small, classic, the largest that is searched (its counts grow long
 * while the search runs) and one built by formula. */
static const int board_sizes[] = { 4, 8, 32, 100000 };

typedef struct
{
  int width;
  int height;
} Size;

/* The required display length in the metainfo source for @side
 * ("shortest", the default, or "longest"); -1 when there is none. */
static int
read_display_length (const char *side)
{
  const char *path = g_getenv ("QUEENS_METAINFO");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) pattern = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  int length = -1;

  g_assert_nonnull (path);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  pattern = g_regex_new ("<display_length\\s+compare=\"ge\"(?:\\s+side=\"(\\w+)\")?\\s*>"
                         "\\s*(\\d+)\\s*</display_length>", 0, 0, &error);
  g_assert_no_error (error);

  for (g_regex_match (pattern, contents, 0, &match);
       g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      g_autofree char *found_side = g_match_info_fetch (match, 1);
      g_autofree char *value = g_match_info_fetch (match, 2);

      if (g_strcmp0 (*found_side != '\0' ? found_side : "shortest", side) != 0)
        continue;
      g_assert_cmpint (length, ==, -1);  /* one requirement per side */
      length = (int) g_ascii_strtoll (value, NULL, 10);
    }

  return length;
}

static gboolean
on_frame (GtkWidget     *widget,
          GdkFrameClock *frame_clock,
          gpointer       data)
{
  guint *frames = data;

  (*frames)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
enough_frames (gpointer data)
{
  return *(guint *) data >= SETTLING_FRAMES;
}

static void
wait_for_frames (GtkWidget *window)
{
  guint frames = 0;
  guint tick = gtk_widget_add_tick_callback (window, on_frame, &frames, NULL);

  wait_for (enough_frames, &frames, "the window to draw its frames");
  gtk_widget_remove_tick_callback (window, tick);
}

static gboolean
window_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* The smallest size the toplevel can be given: its width, and its height
 * at that width. */
static Size
measure_minimum (GtkWidget *window)
{
  Size size;

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1,
                      &size.width, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, size.width,
                      &size.height, NULL, NULL, NULL);
  return size;
}

static void
show_layout (GtkWidget    *window,
             const Layout *layout,
             int           n)
{
  GActionGroup *actions = G_ACTION_GROUP (window);

  g_action_group_activate_action (actions, "set-n", g_variant_new_int32 (n));
  g_action_group_change_action_state (actions, "mode", g_variant_new_string (layout->mode));
  g_action_group_change_action_state (actions, "view", g_variant_new_string (layout->view));
  if (layout->watch_method != NULL)
    g_action_group_change_action_state (actions, "watch-method",
                                        g_variant_new_string (layout->watch_method));
  wait_for_frames (window);
}

/* The window's largest minimum over every layout and board size. */
static Size
measure_largest_minimum (GtkWidget *window)
{
  Size largest = { 0, 0 };

  for (gsize i = 0; i < G_N_ELEMENTS (layouts); i++)
    for (gsize j = 0; j < G_N_ELEMENTS (board_sizes); j++)
      {
        g_autoptr(GVariant) mode = NULL;
        Size size;

        show_layout (window, &layouts[i], board_sizes[j]);
        mode = g_action_group_get_action_state (G_ACTION_GROUP (window), "mode");
        g_assert_cmpstr (g_variant_get_string (mode, NULL), ==, layouts[i].mode);

        size = measure_minimum (window);
        /* Standard output carries the answer to the parent. */
        g_printerr ("# %s: %s (%s)%s%s, N = %d: at least %d x %d\n", g_getenv ("LANGUAGE"),
                    layouts[i].mode, layouts[i].view,
                    layouts[i].watch_method ? " " : "",
                    layouts[i].watch_method ? layouts[i].watch_method : "",
                    board_sizes[j], size.width, size.height);
        largest.width = MAX (largest.width, size.width);
        largest.height = MAX (largest.height, size.height);
      }

  return largest;
}

typedef struct
{
  char *language;
  char *locale;
} Language;

/* English, then each translation tests/meson.build names (German's and
 * French's words are the longest the window shows). */
static GArray *
list_languages (void)
{
  const char *listed = g_getenv ("QUEENS_TEST_LOCALES");
  GArray *languages = g_array_new (FALSE, FALSE, sizeof (Language));
  g_auto(GStrv) pairs = NULL;
  Language english = { g_strdup ("en"), g_strdup ("C.UTF-8") };

  if (listed == NULL)
    g_error ("QUEENS_TEST_LOCALES must list the languages of po/LINGUAS with their locales: "
             "run this test through meson test");
  g_array_append_val (languages, english);
  pairs = g_strsplit (listed, " ", -1);
  for (gsize i = 0; pairs[i] != NULL; i++)
    {
      const char *colon = strchr (pairs[i], ':');
      Language language;

      if (*pairs[i] == '\0')
        continue;
      if (colon == NULL)
        g_error ("QUEENS_TEST_LOCALES: “%s” is not LANGUAGE:LOCALE", pairs[i]);
      language.language = g_strndup (pairs[i], colon - pairs[i]);
      language.locale = g_strdup (colon + 1);
      g_array_append_val (languages, language);
    }

  return languages;
}

/* The child: measures the window in the language of its environment and
 * prints "WIDTH HEIGHT". */
static int
measure_in_this_language (void)
{
  const char *locale_dir = g_getenv ("QUEENS_LOCALE_DIR");
  const char *wanted = g_getenv ("LC_ALL");
  const char *selected = setlocale (LC_ALL, NULL);
  g_autoptr(QueensApplication) application = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window;
  Size largest;

  /* gtk_init () has called setlocale (LC_ALL, "") from the environment. */
  if (selected == NULL || g_strcmp0 (selected, wanted) != 0)
    g_error ("The %s locale is missing (setlocale chose %s): generate it, for instance with "
             "`localedef -i de_DE -f UTF-8 de_DE.UTF-8`", wanted, selected ? selected : "none");
  if (locale_dir == NULL)
    g_error ("QUEENS_LOCALE_DIR must name the folder of the built catalogues");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Registered as for a user (startup loads the style sheet), without a
   * session bus. */
  application = queens_application_new ();
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                           | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (application), NULL, &error))
    g_error ("The application does not register: %s", error->message);
  g_application_activate (G_APPLICATION (application));
  window = GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (application)));
  g_assert_true (QUEENS_IS_WINDOW (window));
  wait_for (window_is_mapped, window, "the window to be shown");

  largest = measure_largest_minimum (window);
  g_print ("%d %d\n", largest.width, largest.height);

  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  return 0;
}

/* The window's largest minimum in @language, measured by a child. */
static Size
measure_in (const Language *language)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) child = NULL;
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *output = NULL;
  g_autoptr(GError) error = NULL;
  Size size = { 0, 0 };

  g_assert_nonnull (self);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", language->language, TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", language->locale, TRUE);
  child = g_subprocess_launcher_spawn (launcher, &error, self, "--measure", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, &output, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (child));
  g_assert_cmpint (sscanf (output, "%d %d", &size.width, &size.height), ==, 2);

  g_test_message ("%s (%s): the window needs at least %d x %d px",
                  language->language, language->locale, size.width, size.height);
  return size;
}

static Size
measure_every_language (void)
{
  static Size largest = { 0, 0 };

  if (largest.width == 0)
    {
      GArray *languages = list_languages ();

      for (guint i = 0; i < languages->len; i++)
        {
          Language *language = &g_array_index (languages, Language, i);
          Size size = measure_in (language);

          largest.width = MAX (largest.width, size.width);
          largest.height = MAX (largest.height, size.height);
          g_free (language->language);
          g_free (language->locale);
        }
      g_array_unref (languages);
    }

  return largest;
}

static void
assert_requirement (const char *side,
                    int         needed)
{
  int required = read_display_length (side);

  g_test_message ("the display's %s side: the window needs %d px, the metainfo asks for %d",
                  side, needed, required);
  if (required < needed)
    g_test_fail_printf ("The metainfo asks for a %s display side of %d px, but the window needs %d: "
             "raise <display_length compare=\"ge\" side=\"%s\"> to at least %d",
             side, required, needed, side, needed);
  else if (required > needed + DISPLAY_LENGTH_MARGIN)
    g_test_fail_printf ("The metainfo asks for a %s display side of %d px, but the window needs only %d: "
             "lower <display_length compare=\"ge\" side=\"%s\"> to at most %d",
             side, required, needed, side, needed + DISPLAY_LENGTH_MARGIN);
}

static void
test_display_length_longest_side (void)
{
  Size largest = measure_every_language ();

  assert_requirement ("longest", MAX (largest.width, largest.height));
}

static void
test_display_length_shortest_side (void)
{
  Size largest = measure_every_language ();

  assert_requirement ("shortest", MIN (largest.width, largest.height));
}

/* Half of a 1280 px laptop screen, or a phone turned sideways: every
 * mode, in every language, fits 600 px. */
static void
test_display_length_fits_half_a_screen (void)
{
  Size largest = measure_every_language ();

  g_assert_cmpint (largest.width, <=, 600);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 2 && g_strcmp0 (argv[1], "--measure") == 0)
    {
      gtk_init ();
      return measure_in_this_language ();
    }

  g_test_init (&argc, &argv, NULL);
  /* Held while the children measure: an X server resets when its last
   * client leaves, and a child connecting meanwhile would fail. */
  gtk_init ();
  g_test_add_func ("/display-length/longest-side", test_display_length_longest_side);
  g_test_add_func ("/display-length/shortest-side", test_display_length_shortest_side);
  g_test_add_func ("/display-length/fits-600-px", test_display_length_fits_half_a_screen);

  return g_test_run ();
}
