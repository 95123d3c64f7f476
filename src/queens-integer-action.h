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

G_END_DECLS
