/* queens-watch-actions.h: the win.* actions of the watch page */
#pragma once

#include <gio/gio.h>

#include "queens-watch-view.h"

G_BEGIN_DECLS

/* Adds win.watch-play, -step, -back, -speed and -method for @view to
 * @map (the window holding @view), disabled until the page is shown. */
void queens_watch_actions_add         (QueensWatchView *view,
                                       GActionMap      *map);
/* Play, step and back work only while the watch page is on show. */
void queens_watch_actions_set_enabled (GActionMap      *map,
                                       gboolean         enabled);

G_END_DECLS
