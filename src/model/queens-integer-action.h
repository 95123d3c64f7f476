/* queens-integer-action.h: a GAction whose parameter is any integer
 *
 * A GSimpleAction insists on exactly its declared parameter type, and an
 * action declaring "any type" cannot be described over D-Bus.  This one
 * declares int64 (for D-Bus and menus) and, activated in-process, accepts
 * every integer type (win.goto-solution takes int64 or int32).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_INTEGER_ACTION (queens_integer_action_get_type ())
G_DECLARE_FINAL_TYPE (QueensIntegerAction, queens_integer_action, QUEENS, INTEGER_ACTION, GObject)

typedef void (*QueensIntegerActionFunc) (GVariant *parameter,
                                         gpointer  user_data);

/* @func receives the parameter as given (any integer type). */
GAction *queens_integer_action_new         (const char              *name,
                                            QueensIntegerActionFunc  func,
                                            gpointer                 user_data);
void     queens_integer_action_set_enabled (QueensIntegerAction     *self,
                                            gboolean                 enabled);

/* Enables or disables the action @name of @map, a GSimpleAction or a
 * QueensIntegerAction; nothing when @map has no such action. */
void     queens_action_map_set_enabled     (GActionMap              *map,
                                            const char              *name,
                                            gboolean                 enabled);
/* The integer in @parameter, of any of the integer types D-Bus callers
 * and menus tend to send; FALSE for anything else. */
gboolean queens_read_integer_parameter     (GVariant                *parameter,
                                            gint64                  *out_value);

G_END_DECLS
