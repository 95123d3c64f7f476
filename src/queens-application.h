/* queens-application.h: the GtkApplication: actions, accelerators, command line */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUEENS_TYPE_APPLICATION (queens_application_get_type ())
G_DECLARE_FINAL_TYPE (QueensApplication, queens_application, QUEENS, APPLICATION, GtkApplication)

QueensApplication *queens_application_new (void);

G_END_DECLS
