/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-private.h: what the files of the command line share
 *
 * queens-cli.c reads and checks the options and starts one command; each
 * family of commands has a file of its own (queens-cli-count.c,
 * queens-cli-sum.c,
 * queens-cli-list.c for --list and --solve, queens-cli-check.c for
 * --check and --complete, queens-cli-search-stats.c, queens-cli-puzzle.c,
 * queens-cli-regions.c for --region-puzzle and --solve-regions,
 * queens-cli-export.c).  queens-cli-writer.c writes their answers and messages, and queens-cli-interrupt.c runs long
 * work so that SIGINT and SIGTERM stop it cleanly.
 */
#pragma once

#include <gio/gio.h>

#include "queens-board.h"
#include "queens-cli.h"
#include "queens-solver.h"

G_BEGIN_DECLS

typedef enum
{
  QUEENS_CLI_OPTION_COUNT,
  QUEENS_CLI_OPTION_PART,
  QUEENS_CLI_OPTION_CHECKPOINT,
  QUEENS_CLI_OPTION_PROGRESS,
  QUEENS_CLI_OPTION_MEMORY,
  QUEENS_CLI_OPTION_SUM,
  QUEENS_CLI_OPTION_LIST,
  QUEENS_CLI_OPTION_LIMIT,
  QUEENS_CLI_OPTION_KEEP,
  QUEENS_CLI_OPTION_SOLVE,
  QUEENS_CLI_OPTION_CHECK,
  QUEENS_CLI_OPTION_COMPLETE,
  QUEENS_CLI_OPTION_SEARCH_STATS,
  QUEENS_CLI_OPTION_METHOD,
  QUEENS_CLI_OPTION_PUZZLE,
  QUEENS_CLI_OPTION_SEED,
  QUEENS_CLI_OPTION_DIFFICULTY,
  QUEENS_CLI_OPTION_REGION_PUZZLE,
  QUEENS_CLI_OPTION_DATE,
  QUEENS_CLI_OPTION_SOLVE_REGIONS,
  QUEENS_CLI_OPTION_EXPLAIN,
  QUEENS_CLI_OPTION_N,
  QUEENS_CLI_OPTION_EXPORT,
  QUEENS_CLI_OPTION_SOLUTION,
  QUEENS_CLI_OPTION_FUNDAMENTAL,
  QUEENS_CLI_OPTION_BOARD,
  QUEENS_CLI_OPTION_SIZE,
  QUEENS_CLI_OPTION_COORDINATES,
  QUEENS_CLI_OPTION_VERSION,
  QUEENS_CLI_N_OPTIONS
} QueensCliOption;

/* ------------------------------------------------------------------ */
/* The options and their values (queens-cli-common.c)                  */
/* ------------------------------------------------------------------ */

/* What an option's value is, which decides how it is read and described. */
typedef enum
{
  QUEENS_CLI_KIND_NUMBER,
  QUEENS_CLI_KIND_BOARD,
  QUEENS_CLI_KIND_FILE,
  QUEENS_CLI_KIND_WORD,  /* one of a few names, which the command checks */
  QUEENS_CLI_KIND_PART,  /* "K/M" */
  QUEENS_CLI_KIND_PATH,  /* any file name */
  QUEENS_CLI_KIND_FLAG   /* no value */
} QueensCliKind;

/* In QueensCliOption order, NULL-terminated: each option's name, help
 * and value name. */
extern const GOptionEntry queens_cli_entries[QUEENS_CLI_N_OPTIONS + 1];

const char  *queens_cli_option_name            (QueensCliOption   option);
QueensCliKind queens_cli_option_kind           (QueensCliOption   option);
/* What the option accepts, for messages: "a whole number from 1 to 32". */
char        *queens_cli_describe_allowed       (QueensCliOption   option);
/* Plain decimal digits in the option's range; otherwise prints the
 * one-line message and returns FALSE. */
gboolean     queens_cli_parse_number           (QueensCliOption   option,
                                                const char       *text,
                                                guint64          *out_value);
/* "queens: --OPTION: "TEXT" is not ..." with what the option takes. */
void         queens_cli_report_not_allowed     (QueensCliOption   option,
                                                const char       *text);
/* "queens: --difficulty: "TEXT" is not easy, medium or hard". */
void         queens_cli_report_bad_difficulty  (const char       *text);
/* --part's "K/M" with 1 <= K <= M <= QUEENS_COUNT_MAX_PARTS; otherwise
 * prints the one-line message and returns FALSE. */
gboolean     queens_cli_parse_part             (const char       *text,
                                                guint            *out_part,
                                                guint            *out_n_parts);
/* A board in the text form; otherwise prints "queens: --OPTION: " and
 * the parser's message and returns NULL. */
QueensBoard *queens_cli_parse_board            (QueensCliOption   option,
                                                const char       *text);
/* "row 1, column 1 and row 3, column 3 share a diagonal", numbered as the
 * text form numbers squares (the command line has no settings). */
char        *queens_cli_describe_conflict      (guint                 n,
                                                const QueensConflict *conflict);
/* When @board's queens (at most one per row) attack each other, says
 * "queens: --OPTION: the given queens conflict: " and the first pair,
 * and returns TRUE. */
gboolean     queens_cli_report_conflict        (QueensCliOption   option,
                                                QueensBoard      *board);
/* Writes the line --count prints: "n=… solutions=… unique=… seconds=…". */
int          queens_cli_write_count_line       (guint              n,
                                                const QueensCount *count);

/* ------------------------------------------------------------------ */
/* Messages on standard error (queens-cli-writer.c)                    */
/* ------------------------------------------------------------------ */

/* A user's value as a message shows it: control characters escaped, cut
 * after a few dozen characters, in double quotes if @quoted. */
char        *queens_cli_show_value             (const char       *value,
                                                gboolean          quoted);
/* "queens: " and the message, as exactly one line. */
void         queens_cli_print_error            (const char       *format,
                                                ...) G_GNUC_PRINTF (1, 2);

/* ------------------------------------------------------------------ */
/* Answers on standard output (queens-cli-writer.c)                    */
/* ------------------------------------------------------------------ */

#define QUEENS_CLI_WRITER_SIZE (1024 * 1024)

/* Longest decimal guint32 plus a separator. */
#define QUEENS_CLI_MAX_COLUMN_CHARS 11

/* Buffered writes to file descriptor 1 with write(2), so that every
 * failure is seen with its errno.  SIGPIPE is ignored while a command
 * runs: a closed pipe comes back as EPIPE. */
typedef struct
{
  char  *buffer;
  gsize  used;
  int    error_number;  /* errno of the first failed write; 0 while fine */
} QueensCliWriter;

void         queens_cli_writer_init            (QueensCliWriter  *writer);
/* After a failure the buffer is emptied anyway, so callers can go on
 * appending cheaply until they notice writer->error_number. */
gboolean     queens_cli_writer_flush           (QueensCliWriter  *writer);
void         queens_cli_writer_append          (QueensCliWriter  *writer,
                                                const char       *text);
void         queens_cli_writer_printf          (QueensCliWriter  *writer,
                                                const char       *format,
                                                ...) G_GNUC_PRINTF (2, 3);
/* One board in the text form: 1-based columns or ".", then a newline. */
void         queens_cli_writer_put_columns     (QueensCliWriter  *writer,
                                                const guint32    *columns,
                                                guint             n);
/* Flushes and frees the writer.  Returns @status, or
 * QUEENS_EXIT_BAD_INPUT after saying that standard output cannot be
 * written; a closed pipe is a reader that has seen enough, not a
 * failure, so it keeps @status and stays quiet. */
int          queens_cli_writer_finish          (QueensCliWriter  *writer,
                                                int               status);
/* The same message for output written another way. */
int          queens_cli_report_output_error    (int               error_number,
                                                int               status);

/* TRUE, after saying so, when standard output was closed at start
 * (queens_cli_guard_standard_streams()): every command refuses to run. */
gboolean     queens_cli_refuse_closed_output   (void);

/* For what GLib prints itself (GApplication's --help): printed as
 * g_print() does, but a failed write is reported as for the answers and
 * exits with 2 at once; a closed pipe ends it quietly. */
void         queens_cli_check_printed_output   (void);

/* Room for @length bytes (at most QUEENS_CLI_WRITER_SIZE) at the end;
 * write there, then commit the end of what was written. */
static inline char *
queens_cli_writer_reserve (QueensCliWriter *writer,
                           gsize            length)
{
  if (QUEENS_CLI_WRITER_SIZE - writer->used < length)
    queens_cli_writer_flush (writer);

  return writer->buffer + writer->used;
}

static inline void
queens_cli_writer_commit (QueensCliWriter *writer,
                          const char      *end)
{
  writer->used = (gsize) (end - writer->buffer);
}

/* ------------------------------------------------------------------ */
/* Work that SIGINT and SIGTERM stop (queens-cli-interrupt.c)          */
/* ------------------------------------------------------------------ */

/* Runs on a worker thread; stops with G_IO_ERROR_CANCELLED once
 * @cancellable is cancelled. */
typedef gboolean (*QueensCliWorkFunc)  (gpointer       work_data,
                                        GCancellable  *cancellable,
                                        GError       **error);
/* Says that the command was interrupted (and cleans up what must not
 * stay), on the main thread. */
typedef void     (*QueensCliReportFunc) (gpointer      report_data);

/* For the commands that run through queens_cli_run_interruptible(), as
 * soon as the command line says which: SIGINT and SIGTERM are recorded
 * (and unblocked) from then on, and one that came is acted on once the
 * work starts.  A second one leaves at once. */
void         queens_cli_catch_signals_early    (void);

/* Runs @work_func on a worker thread while this thread waits in
 * @context, which the caller has made its thread-default context (its
 * own sources, such as progress ticks, run meanwhile).  The first SIGINT
 * or SIGTERM cancels the work; *out_signal says which came (0 for none).
 * A second one means the user will not wait: @report_func runs and the
 * process exits at once with queens_cli_interrupted_status().  FALSE with
 * @work_func's error, or with G_THREAD_ERROR when the worker cannot start
 * (the work did not run then). */
gboolean     queens_cli_run_interruptible      (GMainContext        *context,
                                                QueensCliWorkFunc    work_func,
                                                gpointer             work_data,
                                                QueensCliReportFunc  report_func,
                                                gpointer             report_data,
                                                int                 *out_signal,
                                                GError             **error);
/* QUEENS_EXIT_INTERRUPTED for SIGINT, QUEENS_EXIT_TERMINATED for SIGTERM. */
int          queens_cli_interrupted_status     (int                  signal_number);

/* ------------------------------------------------------------------ */
/* Commands                                                            */
/* ------------------------------------------------------------------ */

/* The values of --count's companions, as given (NULL when not). */
typedef struct
{
  const char *part_text;        /* --part K/M */
  const char *checkpoint_path;  /* --checkpoint FILE */
  gboolean    progress;         /* --progress */
  const char *memory_text;      /* --memory SIZE */
} QueensCliCount;

int          queens_cli_run_count              (guint                 n,
                                                const QueensCliCount *request);
/* "512M", "2G", "1048576": bytes, the units binary; FALSE for anything
 * else, and for 0. */
gboolean     queens_cli_parse_size             (const char           *text,
                                                guint64              *out_bytes);
/* Adds up the part lines of @files (standard input when empty). */
int          queens_cli_run_sum                (const char *const *files);
/* @keep_text: the --keep board as given, or NULL. */
int          queens_cli_run_list               (guint             n,
                                                guint64           limit,
                                                const char       *keep_text);
int          queens_cli_run_solve              (guint             n);
int          queens_cli_run_check              (const char       *text);
int          queens_cli_run_complete           (const char       *text);
/* @method_name as given (NULL when --method is missing). */
int          queens_cli_run_search_stats       (guint             n,
                                                const char       *method_name);
/* --puzzle N with its --seed and --difficulty as given (NULL when not). */
int          queens_cli_run_puzzle             (guint             n,
                                                const char       *seed_text,
                                                const char       *difficulty_text);
/* --region-puzzle N with its --seed, --date and --difficulty as given
 * (NULL when not): the puzzle of @seed_text, of @date_text's day, or of
 * today. */
int          queens_cli_run_region_puzzle      (guint             n,
                                                const char       *seed_text,
                                                const char       *date_text,
                                                const char       *difficulty_text);
/* --solve-regions FILE ("-" for standard input): the answers, up to
 * @limit (@limited when --limit was given), or with @explain the logic's
 * steps. */
int          queens_cli_run_solve_regions      (const char       *path,
                                                guint64           limit,
                                                gboolean          limited,
                                                gboolean          explain);

/* The values of --export and its companions, as given. */
typedef struct
{
  const char *path;
  const char *n_text;         /* each NULL when not given */
  const char *solution_text;
  const char *board_text;
  const char *size_text;
  gboolean    fundamental;
  gboolean    coordinates;
} QueensCliExport;

int          queens_cli_run_export             (const QueensCliExport *request);

G_END_DECLS
