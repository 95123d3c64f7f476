/* queens-settings-check.c: settings that were stored out of range */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <stdlib.h>
#include <string.h>

#include "queens-settings-check.h"

/* The value the backend holds for @key, as stored: GSettings' own getters
 * already replace a bad value with the default, which hides it. */
static GVariant *
read_stored_value (GSettingsBackend   *backend,
                   const char         *path,
                   const char         *key,
                   const GVariantType *type)
{
  GSettingsBackendClass *backend_class = G_SETTINGS_BACKEND_GET_CLASS (backend);
  g_autofree char *full_key = g_strconcat (path, key, NULL);

  if (backend_class->read_user_value != NULL)
    return backend_class->read_user_value (backend, full_key, type);
  return backend_class->read (backend, full_key, type, FALSE);
}

static int
compare_key_names (const void *a,
                   const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

guint
queens_settings_reset_invalid (GSettings *settings)
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autofree char *path = NULL;
  g_auto(GStrv) keys = NULL;
  guint reset = 0;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);

  g_object_get (settings, "backend", &backend, "settings-schema", &schema, "path", &path, NULL);
  if (backend == NULL || schema == NULL || path == NULL)
    return 0;

  /* In the order of their names, so that the warnings come in an order
   * that adding a key does not change. */
  keys = g_settings_schema_list_keys (schema);
  qsort (keys, g_strv_length (keys), sizeof (char *), compare_key_names);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      const GVariantType *type = g_settings_schema_key_get_value_type (key);
      g_autoptr(GVariant) stored = read_stored_value (backend, path, keys[i], type);
      g_autofree char *shown = NULL;
      g_autofree char *fallback = NULL;
      g_autoptr(GVariant) default_value = NULL;

      if (stored == NULL || g_settings_schema_key_range_check (key, stored))
        continue;

      shown = g_variant_print (stored, TRUE);
      default_value = g_settings_schema_key_get_default_value (key);
      fallback = g_variant_print (default_value, TRUE);
      g_warning ("The setting %s was %s, which it cannot be; it is reset to %s.",
                 keys[i], shown, fallback);
      g_settings_reset (settings, keys[i]);
      reset++;
    }

  return reset;
}
