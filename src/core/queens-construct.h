/* queens-construct.h: one solution for any N in O(N), by closed form */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Fills @columns (n entries, 0-based) with a solution and returns TRUE;
 * FALSE for n = 2 and n = 3, which have none. */
gboolean queens_construct_solution (guint    n,
                                    guint32 *columns);

G_END_DECLS
