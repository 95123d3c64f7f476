/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* main.c: entry point of the queens program: the command line, or the
 * application and its window */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "queens-application.h"
#include "queens-cli.h"

/* The catalogues' folder: the installed one, or the build folder's when
 * the program runs uninstalled (`meson devenv` and build-aux/run set
 * QUEENS_LOCALE_DIR), so that a developer sees the translations too. */
static const char *
queens_locale_dir (void)
{
  const char *uninstalled = g_getenv ("QUEENS_LOCALE_DIR");

  return uninstalled != NULL && uninstalled[0] != '\0' ? uninstalled : LOCALEDIR;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(QueensApplication) application = NULL;
  int status;

  queens_cli_guard_standard_streams ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, queens_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  status = queens_cli_check_syntax (argc, argv);
  if (status >= 0)
    return status;

  /* The commands run before the application's own handler, which opens
   * the window when none did. */
  application = queens_application_new ();
  queens_cli_add_options (G_APPLICATION (application));
  g_signal_connect (application, "handle-local-options",
                    G_CALLBACK (queens_cli_handle_local_options), NULL);
  return g_application_run (G_APPLICATION (application), argc, argv);
}
