/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-watch-mnemonics.c: the watch page's Alt keys clash neither with
 * the mode buttons' nor with each other (needs a display: run under Xvfb)
 *
 * tests/meson.build runs it in English (the C locale) and in German
 * (LANGUAGE=de), as test-i18n: the letters differ by language.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <string.h>

#include "queens-window.h"
#include "key-events.h"
#include "shortcuts.h"
#include "main-loop-wait.h"
#include "window-helpers.h"

/* The key Alt goes with for a label's mnemonic: the letter after the
 * underscore, in lower case. */
static guint
mnemonic_of (const char *label)
{
  const char *mark = strchr (label, '_');

  g_assert_nonnull (mark);
  return gdk_keyval_to_lower (gdk_unicode_to_keyval (g_utf8_get_char (mark + 1)));
}

/* Records @shortcut's letter when it is a mnemonic: keyval -> the label
 * that has it.  Two labels with one letter fail the test. */
static void
add_mnemonic (GtkWidget   *widget,
              GtkShortcut *shortcut,
              gpointer     data)
{
  GHashTable *mnemonics = data;
  GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
  guint keyval;
  GtkWidget *other;

  if (!GTK_IS_MNEMONIC_TRIGGER (trigger))
    return;
  keyval = gdk_keyval_to_lower (gtk_mnemonic_trigger_get_keyval (GTK_MNEMONIC_TRIGGER (trigger)));
  other = g_hash_table_lookup (mnemonics, GUINT_TO_POINTER (keyval));
  if (other != NULL && other != widget)
    g_error ("Alt+%s is both “%s” and “%s”", gdk_keyval_name (keyval),
             gtk_label_get_label (GTK_LABEL (other)), gtk_label_get_label (GTK_LABEL (widget)));
  g_hash_table_insert (mnemonics, GUINT_TO_POINTER (keyval), widget);
}

/* Every mnemonic under @widget, shown or not.  A popover's own are left
 * out: they work only while it is open, over everything else. */
static void
collect_mnemonics (GtkWidget  *widget,
                   GHashTable *mnemonics)
{
  if (GTK_IS_POPOVER (widget))
    return;

  foreach_shortcut (widget, add_mnemonic, mnemonics);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, mnemonics);
}

static void
test_watch_mnemonics (void)
{
  const guint mode_keys[] = { mnemonic_of (_("_Browse")), mnemonic_of (_("_Play")), mnemonic_of (_("_Watch")) };
  /* N = 40: the offer to watch min-conflicts instead is shown too. */
  QueensWindow *window = queens_window_new (NULL, 40);
  g_autoptr(GHashTable) mnemonics = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer keyval;
  gpointer label;

  gtk_window_present (GTK_WINDOW (window));
  wait_for (window_is_idle, window, "the browse search");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "mode", g_variant_new_string ("watch"));

  collect_mnemonics (GTK_WIDGET (queens_window_get_watch_view (window)), mnemonics);
  /* The two methods, the textbook menu, Restart, the offer, Open in
   * Browse and the speed. */
  g_assert_cmpuint (g_hash_table_size (mnemonics), ==, 7);

  g_hash_table_iter_init (&iter, mnemonics);
  while (g_hash_table_iter_next (&iter, &keyval, &label))
    {
      g_test_message ("Alt+%s: %s", gdk_keyval_name (GPOINTER_TO_UINT (keyval)),
                      gtk_label_get_label (label));
      for (gsize i = 0; i < G_N_ELEMENTS (mode_keys); i++)
        if (GPOINTER_TO_UINT (keyval) == mode_keys[i])
          g_error ("“%s” takes Alt+%s from a mode button", gtk_label_get_label (label),
                   gdk_keyval_name (mode_keys[i]));
    }

  /* On the watch page each mode's Alt key reaches its mode button
   * alone. */
  for (gsize i = 0; i < G_N_ELEMENTS (mode_keys); i++)
    {
      g_autoptr(GPtrArray) reached = g_ptr_array_new ();

      find_mnemonics (GTK_WIDGET (window), mode_keys[i], reached);
      g_assert_cmpuint (reached->len, ==, 1);
      g_assert_false (gtk_widget_is_ancestor (reached->pdata[0],
                                              GTK_WIDGET (queens_window_get_watch_view (window))));
      g_assert_nonnull (gtk_widget_get_ancestor (reached->pdata[0], GTK_TYPE_TOGGLE_BUTTON));
    }

  close_window_and_wait (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const char *locale_dir = g_getenv ("QUEENS_LOCALE_DIR");

  /* Not gtk_test_init (): it would pick en_US.UTF-8 whatever the
   * environment says. */
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  if (locale_dir == NULL)
    g_error ("QUEENS_LOCALE_DIR must name the folder of the built catalogues");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_func ("/watch/mnemonics", test_watch_mnemonics);

  return g_test_run ();
}
