/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* cli-run.h: runs the real queens binary for the command-line tests
 *
 * The binary is $QUEENS_BINARY, started without a display and with
 * untranslated messages; answers are checked by independent code here
 * (boards and solutions), never by the program's own core.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Generous: a child that takes this long is hung, not slow.  Every time
 * limit here is multiplied by QUEENS_TEST_TIMEOUT_MULTIPLIER (see
 * time-limit.h); a child past its limit is killed and waited for, then the
 * test fails saying so. */
#define RUN_TIMEOUT_SECONDS 120

typedef struct
{
  int    status;      /* exit status, or -1 when killed by a signal */
  int    term_signal; /* the signal that killed it, or 0 */
  char  *out;         /* NUL-terminated copies of the output */
  gsize  out_length;
  char  *err;
} QueensRun;

void                 queens_run_free          (QueensRun           *run);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QueensRun, queens_run_free)

/* Without DISPLAY and WAYLAND_DISPLAY, in the C.UTF-8 locale. */
GSubprocessLauncher *new_launcher             (GSubprocessFlags     flags);
/* The binary, then @args (NULL-terminated). */
/* The built program, from QUEENS_BINARY. */
const char          *get_binary               (void);
GPtrArray           *build_argv               (const char * const  *args);
/* The same for another copy of the program, at @binary. */
GPtrArray           *build_argv_for           (const char          *binary,
                                               const char * const  *args);
/* Once the child has been waited for: the exit status, or -1 when a
 * signal ended it. */
int                  get_status               (GSubprocess         *subprocess);
int                  get_pid                  (GSubprocess         *subprocess);
/* Collects the child's output and status; past @timeout_seconds (times
 * the multiplier) kills the child, waits for it and fails the test. */
QueensRun           *finish_run               (GSubprocess         *subprocess,
                                               guint                timeout_seconds);
/* Kills @subprocess (SIGKILL) if it still runs and waits for it, so that
 * nothing of it outlives the test, then fails the test with the message. */
G_NORETURN
void                 kill_and_fail            (GSubprocess         *subprocess,
                                               const char          *format,
                                               ...) G_GNUC_PRINTF (2, 3);
/* With stdout and stderr piped. */
GSubprocess         *spawn_queens             (const char * const  *args);
QueensRun           *run_queensv              (const char * const  *args);
#define run_queens(...) run_queensv ((const char * const []) { __VA_ARGS__, NULL })

/* Waits, polling, until the child has put its handler for
 * @signal_number in place: a signal sent before would kill it instead. */
void                 wait_for_signal_handler  (GSubprocess         *subprocess,
                                               int                  signal_number);

/* Started with @args, then sent SIGINT (and again SIGTERM): exits at
 * once with status 130 (143), nothing on stdout and @message as the one
 * line on stderr. */
void                 assert_stops_on_signals  (const char * const  *args,
                                               const char          *message);

/* An error is exactly one line on stderr, starting "queens: ". */
void                 assert_one_error_line    (const char          *err);
/* Status @status, nothing on stdout, one line naming @needle on stderr. */
void                 assert_failure           (QueensRun           *run,
                                               int                  status,
                                               const char          *needle);

/* For children started by hand: the environment new_launcher() gives. */
char               **child_environment        (void);
/* Reads @fd to its end into a string, then closes it. */
char                *read_to_end              (int                  fd);
/* Reads @length bytes of the child's output, then hangs up. */
char                *read_then_hang_up        (GSubprocess         *subprocess,
                                               gsize                length);
/* After the test hung up on the child's standard output: waits for the
 * child (killing it if it hangs) and returns its status and stderr. */
QueensRun           *finish_after_hang_up     (GSubprocess         *subprocess);

/* One line of the text form, empty rows as -1; the number of tokens, or
 * 0 when a token is not a column in 1..@max_columns. */
guint                parse_board_line         (const char          *line,
                                               gint32              *columns,
                                               guint                max_columns);
/* A permutation with no two queens on one diagonal, in O(n). */
gboolean             is_solution              (const gint32        *columns,
                                               guint                n);
/* Output split into lines, after checking that it ends with a newline. */
GStrv                split_lines              (const char          *out);
/* The single line of a solution for @n: checks it is one and valid. */
gint32              *parse_solution_output    (QueensRun           *run,
                                               guint                n);

G_END_DECLS
