/* queens-cli.h: the non-GUI commands (--count, --list, --solve, --check,
 * --complete, --export, --version) and validation of every command-line
 * option.
 *
 * Exit status: 0 ok, 1 a negative answer (also when the window has no
 * display to open on), 2 bad input or a file that cannot be written
 * (standard output too, except a closed pipe, which ends the output
 * quietly), 130 when --count or --export is interrupted with Ctrl+C
 * (SIGINT), 143 when with SIGTERM.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define QUEENS_EXIT_OK 0
#define QUEENS_EXIT_NEGATIVE 1
#define QUEENS_EXIT_BAD_INPUT 2
#define QUEENS_EXIT_INTERRUPTED 130  /* 128 + SIGINT, as a shell reports it */
#define QUEENS_EXIT_TERMINATED 143   /* 128 + SIGTERM */

/* The largest N that --n accepts for the window. */
#define QUEENS_CLI_MAX_WINDOW_N 100000u

/* Registers every option with g_application_add_main_option_entries().
 * Numbers and boards are taken as strings so that bad values get our own
 * one-line message. */
void     queens_cli_add_options            (GApplication *application);

/* Checks @argv (not modified) for unknown options and missing arguments
 * before GApplication sees it, so that those also exit 2 with one line on
 * stderr.  Returns -1 when the command line is well formed.  For a help
 * request, which GApplication answers, it makes sure that a failure to
 * write the help is reported (exit status 2) instead of lost. */
int      queens_cli_check_syntax           (int           argc,
                                            char        **argv);

/* From GApplication::handle-local-options: runs a non-GUI command and
 * returns its exit status, or returns -1 when the window should open.
 * On -1, *out_n is the N asked for with --n, or 0 when none was given. */
int      queens_cli_handle_local_options   (GApplication *application,
                                            GVariantDict *options,
                                            guint        *out_n);

/* For the local instance once handle-local-options chose the window:
 * -1 when a display opens, otherwise one line on stderr saying there is
 * none (instead of GTK's warning) and QUEENS_EXIT_NEGATIVE. */
int      queens_cli_check_display          (void);

G_END_DECLS
