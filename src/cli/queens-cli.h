/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli.h: the non-GUI commands (--count, --list, --solve, --check,
 * --complete, --puzzle, --region-puzzle, --solve-regions, --export,
 * --version) and validation of every command-line option.
 *
 * Exit status: 0 ok, 1 a negative answer, 2 bad input, a file that cannot be written
 * (standard output too, except a closed pipe, which ends the output
 * quietly) or a worker thread that cannot start, 130 when --count or
 * --export is interrupted with Ctrl+C (SIGINT), 143 when with SIGTERM.
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

/* Registers every command's options with
 * g_application_add_main_option_entries() (--n is the application's).
 * Numbers and boards are taken as strings so that bad values get our own
 * one-line message. */
/* First thing in main(): puts /dev/null on any of descriptors 0 to 2
 * that is closed, so that no file opened later takes its number, and
 * remembers a closed standard output for the commands to refuse. */
void     queens_cli_guard_standard_streams (void);

void     queens_cli_add_options            (GApplication *application);

/* Checks @argv (not modified) for unknown options and missing arguments
 * before GApplication sees it, so that those also exit 2 with one line on
 * stderr.  Returns -1 when the command line is well formed.  For a help
 * request, which GApplication answers, it makes sure that a failure to
 * write the help is reported (exit status 2) instead of lost. */
int      queens_cli_check_syntax           (int           argc,
                                            char        **argv);

/* A GApplication::handle-local-options handler: runs a non-GUI command and
 * returns its exit status, or returns -1 when the window should open (no
 * command, or --n alone with a good number). */
int      queens_cli_handle_local_options   (GApplication *application,
                                            GVariantDict *options,
                                            gpointer      user_data);

G_END_DECLS
