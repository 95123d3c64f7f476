/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-preferences-page.c: the preferences, one page bound to the settings
 *
 * The choices shared by every window (style, board colours, memory) are
 * bound to GSettings, which the application and the windows follow.  The
 * switches drive the named actions instead (win.show-coordinates,
 * app.chess-coordinates, win.show-attacks): attacked squares are a choice
 * of each window, which only stores it when it changes, so going through
 * the action is what changes the open board at once.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>

#include "queens-preferences-page.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define GIB (G_GUINT64_CONSTANT (1) << 30)

/* The nicks of the enum settings, in the order their rows list them. */
static const char * const color_scheme_nicks[] = { "system", "light", "dark", NULL };
static const char * const board_theme_nicks[] = { "classic", "green", "blue", "high-contrast", NULL };

/* Powers of two from 64 MiB to the schema's largest, 64 GiB. */
static const guint64 memory_presets[] = {
  64 * MIB, 128 * MIB, 256 * MIB, 512 * MIB,
  1 * GIB, 2 * GIB, 4 * GIB, 8 * GIB, 16 * GIB, 32 * GIB, 64 * GIB,
};

struct _QueensPreferencesPage
{
  AdwPreferencesPage  parent_instance;

  /* Template widgets */
  AdwComboRow        *style_row;
  AdwComboRow        *board_colors_row;
  AdwComboRow        *memory_row;

  GSettings          *settings;
  /* The byte counts memory_row lists, in its order. */
  GArray             *memory_choices;
  /* Set while the page itself fills memory_row, so that the row's
   * change is not taken for the user's. */
  gboolean            filling_memory_row;
};

G_DEFINE_FINAL_TYPE (QueensPreferencesPage, queens_preferences_page, ADW_TYPE_PREFERENCES_PAGE)

/* GSettings mapping: an enum nick to its position in @user_data's list. */
static gboolean
nick_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

/* GSettings mapping: a position in @user_data's list to its nick. */
static GVariant *
position_to_nick (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint position = g_value_get_uint (value);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (i == position)
      return g_variant_new_string (nicks[i]);

  return NULL;
}

/* Lists @labels in @row and binds its choice to the enum setting @key,
 * whose nicks @nicks gives in the same order. */
static void
bind_choice_row (QueensPreferencesPage *self,
                 AdwComboRow           *row,
                 const char            *key,
                 const char * const    *labels,
                 const char * const    *nicks)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new ((const char * const *) labels);

  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_position, position_to_nick, (gpointer) nicks, NULL);
}

/* "512 MiB", "2 GiB"; other sizes (set with gsettings) as GLib writes
 * them. */
static char *
format_memory (guint64 bytes)
{
  if (bytes >= GIB && bytes % GIB == 0)
    /* Translators: a memory size in gibibytes, "2 GiB". */
    return g_strdup_printf (_("%u GiB"), (guint) (bytes / GIB));
  if (bytes >= MIB && bytes % MIB == 0)
    /* Translators: a memory size in mebibytes, "512 MiB". */
    return g_strdup_printf (_("%u MiB"), (guint) (bytes / MIB));
  return g_format_size_full (bytes, G_FORMAT_SIZE_IEC_UNITS);
}

/* Lists the presets in memory_row, and the stored cap among them when it
 * is none of them, and selects the stored cap. */
static void
fill_memory_row (QueensPreferencesPage *self)
{
  guint64 stored = g_settings_get_uint64 (self->settings, "solution-memory-cap");
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  gboolean placed = FALSE;
  guint selected = 0;

  g_array_set_size (self->memory_choices, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (memory_presets); i++)
    {
      if (!placed && memory_presets[i] >= stored)
        {
          selected = self->memory_choices->len;
          if (memory_presets[i] != stored)
            g_array_append_val (self->memory_choices, stored);
          placed = TRUE;
        }
      g_array_append_val (self->memory_choices, memory_presets[i]);
    }
  if (!placed)
    {
      selected = self->memory_choices->len;
      g_array_append_val (self->memory_choices, stored);
    }

  for (guint i = 0; i < self->memory_choices->len; i++)
    {
      g_autofree char *label = format_memory (g_array_index (self->memory_choices, guint64, i));

      gtk_string_list_append (list, label);
    }

  self->filling_memory_row = TRUE;
  adw_combo_row_set_model (self->memory_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->memory_row, selected);
  self->filling_memory_row = FALSE;
}

static void
on_memory_cap_changed (GSettings  *settings,
                       const char *key,
                       gpointer    user_data)
{
  QueensPreferencesPage *self = user_data;
  guint selected = adw_combo_row_get_selected (self->memory_row);
  guint64 stored = g_settings_get_uint64 (settings, key);

  /* The page's own choice coming back: the list stays as it is. */
  if (selected < self->memory_choices->len
      && g_array_index (self->memory_choices, guint64, selected) == stored)
    return;

  fill_memory_row (self);
}

static void
on_memory_row_selected (AdwComboRow *row,
                        GParamSpec  *pspec,
                        gpointer     user_data)
{
  QueensPreferencesPage *self = user_data;
  guint selected = adw_combo_row_get_selected (row);

  if (self->filling_memory_row || selected >= self->memory_choices->len)
    return;

  g_settings_set_uint64 (self->settings, "solution-memory-cap",
                         g_array_index (self->memory_choices, guint64, selected));
}

static void
queens_preferences_page_dispose (GObject *object)
{
  QueensPreferencesPage *self = QUEENS_PREFERENCES_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), QUEENS_TYPE_PREFERENCES_PAGE);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->memory_choices, g_array_unref);

  G_OBJECT_CLASS (queens_preferences_page_parent_class)->dispose (object);
}

static void
queens_preferences_page_class_init (QueensPreferencesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = queens_preferences_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/queens-preferences-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QueensPreferencesPage, style_row);
  gtk_widget_class_bind_template_child (widget_class, QueensPreferencesPage, board_colors_row);
  gtk_widget_class_bind_template_child (widget_class, QueensPreferencesPage, memory_row);
}

static void
queens_preferences_page_init (QueensPreferencesPage *self)
{
  const char *style_labels[] = {
    _("Follow System"), _("Light"), _("Dark"), NULL
  };
  const char *board_color_labels[] = {
    C_("board colors", "Classic"), C_("board colors", "Green"),
    C_("board colors", "Blue"), C_("board colors", "High contrast"), NULL
  };

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  self->memory_choices = g_array_new (FALSE, FALSE, sizeof (guint64));

  bind_choice_row (self, self->style_row, "color-scheme", style_labels, color_scheme_nicks);
  bind_choice_row (self, self->board_colors_row, "board-theme", board_color_labels,
                   board_theme_nicks);

  fill_memory_row (self);
  g_signal_connect_object (self->settings, "changed::solution-memory-cap",
                           G_CALLBACK (on_memory_cap_changed), self, 0);
  g_signal_connect_object (self->memory_row, "notify::selected",
                           G_CALLBACK (on_memory_row_selected), self, 0);
}

QueensPreferencesPage *
queens_preferences_page_new (void)
{
  return g_object_new (QUEENS_TYPE_PREFERENCES_PAGE, NULL);
}

void
queens_preferences_page_present (GtkWindow *parent)
{
  GtkApplication *application = parent != NULL ? gtk_window_get_application (parent) : NULL;
  QueensPreferencesPage *page;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  page = queens_preferences_page_new ();

  /* The switches name the window's and the application's actions.  A
   * preferences window of its own (libadwaita 1.2, or a dialog over a
   * window that cannot hold one) is outside both, so the page is given
   * them itself. */
  if (parent != NULL && G_IS_ACTION_GROUP (parent))
    gtk_widget_insert_action_group (GTK_WIDGET (page), "win", G_ACTION_GROUP (parent));
  if (application != NULL)
    gtk_widget_insert_action_group (GTK_WIDGET (page), "app", G_ACTION_GROUP (application));

#if ADW_CHECK_VERSION (1, 6, 0)
  {
    AdwDialog *dialog = adw_preferences_dialog_new ();

    adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (dialog), ADW_PREFERENCES_PAGE (page));
    adw_dialog_present (dialog, GTK_WIDGET (parent));
  }
#else
  {
    GtkWidget *window = adw_preferences_window_new ();

    adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));
    gtk_window_set_transient_for (GTK_WINDOW (window), parent);
    gtk_window_set_modal (GTK_WINDOW (window), TRUE);
    gtk_window_set_application (GTK_WINDOW (window), application);
    gtk_window_present (GTK_WINDOW (window));
  }
#endif
}
