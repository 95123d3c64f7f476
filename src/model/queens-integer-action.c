/* queens-integer-action.c: a GAction taking any integer parameter */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-integer-action.h"

struct _QueensIntegerAction
{
  GObject                  parent_instance;

  char                    *name;
  gboolean                 enabled;
  QueensIntegerActionFunc  func;
  gpointer                 user_data;
};

enum {
  PROP_0,
  PROP_NAME,
  PROP_PARAMETER_TYPE,
  PROP_ENABLED,
  PROP_STATE_TYPE,
  PROP_STATE,
};

static const char *
queens_integer_action_get_name (GAction *action)
{
  return QUEENS_INTEGER_ACTION (action)->name;
}

static const GVariantType *
queens_integer_action_get_parameter_type (GAction *action)
{
  return G_VARIANT_TYPE_INT64;
}

static const GVariantType *
queens_integer_action_get_state_type (GAction *action)
{
  return NULL;
}

static GVariant *
queens_integer_action_get_state_hint (GAction *action)
{
  return NULL;
}

static gboolean
queens_integer_action_get_enabled (GAction *action)
{
  return QUEENS_INTEGER_ACTION (action)->enabled;
}

static GVariant *
queens_integer_action_get_state (GAction *action)
{
  return NULL;
}

static void
queens_integer_action_change_state (GAction  *action,
                                 GVariant *value)
{
}

static void
queens_integer_action_activate (GAction  *action,
                             GVariant *parameter)
{
  QueensIntegerAction *self = QUEENS_INTEGER_ACTION (action);

  if (self->enabled && self->func != NULL)
    self->func (parameter, self->user_data);
}

static void
queens_integer_action_iface_init (GActionInterface *iface)
{
  iface->get_name = queens_integer_action_get_name;
  iface->get_parameter_type = queens_integer_action_get_parameter_type;
  iface->get_state_type = queens_integer_action_get_state_type;
  iface->get_state_hint = queens_integer_action_get_state_hint;
  iface->get_enabled = queens_integer_action_get_enabled;
  iface->get_state = queens_integer_action_get_state;
  iface->change_state = queens_integer_action_change_state;
  iface->activate = queens_integer_action_activate;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (QueensIntegerAction, queens_integer_action, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_ACTION,
                                                      queens_integer_action_iface_init))

static void
queens_integer_action_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  GAction *action = G_ACTION (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, queens_integer_action_get_name (action));
      break;

    case PROP_PARAMETER_TYPE:
      g_value_set_boxed (value, queens_integer_action_get_parameter_type (action));
      break;

    case PROP_ENABLED:
      g_value_set_boolean (value, queens_integer_action_get_enabled (action));
      break;

    case PROP_STATE_TYPE:
      g_value_set_boxed (value, NULL);
      break;

    case PROP_STATE:
      g_value_set_variant (value, NULL);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
queens_integer_action_finalize (GObject *object)
{
  g_free (QUEENS_INTEGER_ACTION (object)->name);

  G_OBJECT_CLASS (queens_integer_action_parent_class)->finalize (object);
}

static void
queens_integer_action_class_init (QueensIntegerActionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = queens_integer_action_finalize;
  object_class->get_property = queens_integer_action_get_property;

  g_object_class_override_property (object_class, PROP_NAME, "name");
  g_object_class_override_property (object_class, PROP_PARAMETER_TYPE, "parameter-type");
  g_object_class_override_property (object_class, PROP_ENABLED, "enabled");
  g_object_class_override_property (object_class, PROP_STATE_TYPE, "state-type");
  g_object_class_override_property (object_class, PROP_STATE, "state");
}

static void
queens_integer_action_init (QueensIntegerAction *self)
{
  self->enabled = TRUE;
}

GAction *
queens_integer_action_new (const char              *name,
                           QueensIntegerActionFunc  func,
                           gpointer                 user_data)
{
  QueensIntegerAction *self;

  g_return_val_if_fail (g_action_name_is_valid (name), NULL);

  self = g_object_new (QUEENS_TYPE_INTEGER_ACTION, NULL);
  self->name = g_strdup (name);
  self->func = func;
  self->user_data = user_data;

  return G_ACTION (self);
}

void
queens_integer_action_set_enabled (QueensIntegerAction *self,
                                   gboolean             enabled)
{
  g_return_if_fail (QUEENS_IS_INTEGER_ACTION (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;

  self->enabled = enabled;
  g_object_notify (G_OBJECT (self), "enabled");
}

void
queens_action_map_set_enabled (GActionMap *map,
                               const char *name,
                               gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (map, name);

  if (QUEENS_IS_INTEGER_ACTION (action))
    queens_integer_action_set_enabled (QUEENS_INTEGER_ACTION (action), enabled);
  else if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

gboolean
queens_read_integer_parameter (GVariant *parameter,
                               gint64   *out_value)
{
  if (parameter == NULL)
    return FALSE;

  if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT64))
    *out_value = g_variant_get_int64 (parameter);
  else if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT32))
    *out_value = g_variant_get_int32 (parameter);
  else if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_UINT32))
    *out_value = g_variant_get_uint32 (parameter);
  else if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_UINT64))
    *out_value = (gint64) MIN (g_variant_get_uint64 (parameter), (guint64) G_MAXINT64);
  else
    return FALSE;

  return TRUE;
}
