/* queens-settings-check.h: settings that were stored out of range
 *
 * GSettings quietly reads an out-of-range or mistyped stored value as the
 * key's default, and leaves it stored.  The window checks once at start,
 * warns about each such value and resets it, so the user hears why an
 * option came back to its default and the bad value does not linger.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Resets every key of @settings whose stored value does not fit the
 * schema (type, range or choices), with one warning each.  Returns how
 * many keys were reset. */
guint queens_settings_reset_invalid (GSettings *settings);

G_END_DECLS
