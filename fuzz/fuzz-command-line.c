/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* fuzz-command-line.c: the command-line checks under arbitrary arguments
 *
 * The input is a list of arguments separated by NUL bytes (argv[0] is
 * "queens").  They go first to queens_cli_check_syntax(), exactly as
 * main() does, then, when it lets them through, to a GApplication that
 * carries Queens' options (the application's --n and the command line's)
 * and hands them to queens_cli_handle_local_options(), as main() does.
 *
 * What must hold:
 *  - check_syntax() answers -1 (go on) or QUEENS_EXIT_BAD_INPUT;
 *  - whatever it lets through, GLib's own option parser accepts too, so
 *    that every bad command line gets Queens' one-line message and exit
 *    status 2, never GLib's text and status 1;
 *  - handle_local_options() answers -1, 0, 1 or 2, and nothing logs a
 *    warning or a critical.
 *
 * Commands that would run for long are not started: the harness looks at
 * the parsed options first and skips --count, --list and --search-stats
 * above N = 10, --region-puzzle above N = 10 (an easy N = 14 can take
 * seconds),
 * --solve above N = 100000 and --complete of boards from 13 to 32 rows (an
 * exhaustive search).  Their values are still checked when they are out
 * of range.
 *
 * --export runs, but writes only into a scratch folder of this process:
 * the file's name (its last part, so its extension still decides the
 * format) is moved there, and a PNG is made at most 64 pixels wide.  What
 * is skipped is what takes long: boards from 13 to 32 rows (finding and
 * ranking solutions), and boards that would be drawn with more than
 * MAX_QUICK_EXPORT_N queens.  Then:
 *  - exit status 0 leaves exactly that file, not empty;
 *  - any other status leaves the folder empty, temporaries included.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "fuzz-target.h"
#include "queens-board.h"
#include "queens-cli.h"
#include "queens-export.h"
#include "queens-solver.h"

#define MAX_ARGUMENTS 32

/* The largest values whose commands finish at once. */
#define MAX_QUICK_COUNT_N 10
#define MAX_QUICK_SOLVE_N 100000
#define MIN_SLOW_COMPLETE_N 13
#define MAX_SLOW_COMPLETE_N 32
/* Exports: N = 12 has 14,200 solutions, ranked at once; a board of up to
 * 64 rows is drawn at once in any format; PNG files stay this small. */
#define MAX_QUICK_EXPORT_RANKED_N 12
#define MAX_QUICK_EXPORT_N 64
#define QUICK_EXPORT_PIXELS 64u

typedef struct
{
  gboolean handled;     /* handle-local-options was reached */
  int      status;      /* what queens_cli_handle_local_options() said */
  gboolean skipped;     /* a slow command, not started */
  char    *exported;    /* --export's file, moved into the scratch folder */
} Outcome;

static int null_fd = -1;
/* Where --export writes, made once per process. */
static char *scratch_folder;

static void
discard_text (const char *text)
{
}

/* A plain decimal number, as the command line reads one; FALSE for
 * anything else (the command line then rejects it at once). */
static gboolean
parse_plain_number (const char *text,
                    guint64    *out_value)
{
  guint64 value = 0;

  if (text == NULL || *text == '\0')
    return FALSE;

  for (; *text != '\0'; text++)
    {
      if (*text < '0' || *text > '9' || value > G_MAXUINT64 / 10 - 1)
        return FALSE;
      value = value * 10 + (guint64) (*text - '0');
    }

  *out_value = value;
  return TRUE;
}

static gboolean
number_option_in (GVariantDict *options,
                  const char   *name,
                  guint64       low,
                  guint64       high)
{
  const char *text = NULL;
  guint64 value;

  return g_variant_dict_lookup (options, name, "&s", &text)
         && parse_plain_number (text, &value)
         && value >= low && value <= high;
}

/* An export that would take long: ranking solutions of a large N (even
 * solution 1 of N = 32 takes a minute), or drawing a large board.  What
 * fails on a bad value before that is not skipped. */
static gboolean
is_slow_export (GVariantDict *options)
{
  const char *board_text = NULL;
  const char *solution_text = NULL;
  const char *n_text = NULL;
  guint64 n = 8;
  guint64 wanted = 1;

  if (g_variant_dict_lookup (options, "board", "&s", &board_text))
    {
      g_autoptr(QueensBoard) board = queens_board_new_from_text (board_text, 0, NULL);

      return board != NULL && queens_board_get_n (board) > MAX_QUICK_EXPORT_N;
    }

  /* A bad N is refused at once. */
  if (g_variant_dict_lookup (options, "n", "&s", &n_text)
      && (!parse_plain_number (n_text, &n) || n == 0 || n > QUEENS_CLI_MAX_WINDOW_N))
    return FALSE;

  if (n > MAX_QUICK_EXPORT_RANKED_N && n <= QUEENS_SOLVER_MAX_ENUMERATE_N)
    return TRUE;

  /* Above that the formula gives solution 1 and nothing else. */
  if (g_variant_dict_lookup (options, "solution", "&s", &solution_text)
      && !parse_plain_number (solution_text, &wanted))
    return FALSE;

  return n > MAX_QUICK_EXPORT_N && wanted == 1
         && !g_variant_dict_contains (options, "fundamental");
}

/* Moves --export's file into the scratch folder, keeping its last part,
 * and keeps a PNG small; returns the new path. */
static char *
redirect_export (GVariantDict *options)
{
  const char *path = NULL;
  g_autofree char *basename = NULL;
  char *redirected;
  QueensExportFormat format;

  g_assert_true (g_variant_dict_lookup (options, "export", "^&ay", &path));
  basename = g_path_get_basename (path);
  redirected = g_build_filename (scratch_folder, basename, NULL);
  g_variant_dict_insert_value (options, "export", g_variant_new_bytestring (redirected));

  if (queens_export_format_from_filename (redirected, &format, NULL)
      && format == QUEENS_EXPORT_FORMAT_PNG
      && (!g_variant_dict_contains (options, "size")
          || number_option_in (options, "size", QUICK_EXPORT_PIXELS + 1,
                               QUEENS_EXPORT_MAX_PIXELS)))
    {
      g_autofree char *pixels = g_strdup_printf ("%u", QUICK_EXPORT_PIXELS);

      g_variant_dict_insert (options, "size", "s", pixels);
    }

  return redirected;
}

static gboolean
is_slow_command (GVariantDict *options)
{
  const char *board_text = NULL;

  if (g_variant_dict_contains (options, "export"))
    return is_slow_export (options);

  if (number_option_in (options, "count", MAX_QUICK_COUNT_N + 1, G_MAXUINT64)
      || number_option_in (options, "list", MAX_QUICK_COUNT_N + 1, G_MAXUINT64)
      || number_option_in (options, "search-stats", MAX_QUICK_COUNT_N + 1, G_MAXUINT64)
      || number_option_in (options, "region-puzzle", MAX_QUICK_COUNT_N + 1, G_MAXUINT64)
      || number_option_in (options, "solve", MAX_QUICK_SOLVE_N + 1, G_MAXUINT64))
    return TRUE;

  if (g_variant_dict_lookup (options, "complete", "&s", &board_text))
    {
      g_autoptr(QueensBoard) board = queens_board_new_from_text (board_text, 0, NULL);

      if (board != NULL
          && queens_board_get_n (board) >= MIN_SLOW_COMPLETE_N
          && queens_board_get_n (board) <= MAX_SLOW_COMPLETE_N)
        return TRUE;
    }

  return FALSE;
}

static int
on_handle_local_options (GApplication *application,
                         GVariantDict *options,
                         gpointer      user_data)
{
  Outcome *outcome = user_data;
  const char *n_text = NULL;
  guint64 n = 0;

  outcome->handled = TRUE;
  if (is_slow_command (options))
    {
      outcome->skipped = TRUE;
      return QUEENS_EXIT_OK;
    }

  if (g_variant_dict_contains (options, "export"))
    outcome->exported = redirect_export (options);

  outcome->status = queens_cli_handle_local_options (application, options, NULL);
  g_assert_true (outcome->status == -1 || outcome->status == QUEENS_EXIT_OK
                 || outcome->status == QUEENS_EXIT_NEGATIVE
                 || outcome->status == QUEENS_EXIT_BAD_INPUT);
  /* A --n the command line let through is one the application reads
   * (QueensApplication parses it as here). */
  if (outcome->status == -1 && g_variant_dict_lookup (options, "n", "&s", &n_text))
    g_assert_true (g_ascii_string_to_unsigned (n_text, 10, 1, QUEENS_CLI_MAX_WINDOW_N, &n, NULL));

  /* Stop here: the window is not what is being tested. */
  return outcome->status >= 0 ? outcome->status : QUEENS_EXIT_OK;
}

/* An export leaves its file (@exported, when @written) and nothing else in
 * the scratch folder, which is emptied for the next input. */
static void
check_scratch_folder (const char *exported,
                      gboolean    written)
{
  g_autoptr(GDir) dir = g_dir_open (scratch_folder, 0, NULL);
  g_autofree char *expected = written && exported != NULL ? g_path_get_basename (exported) : NULL;
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scratch_folder, name, NULL);

      if (expected == NULL || strcmp (name, expected) != 0)
        g_error ("the export left “%s” behind (exit status %s)", name,
                 written ? "0, another file" : "not 0");
      {
        GStatBuf info;

        g_assert_cmpint (g_stat (path, &info), ==, 0);
        g_assert_cmpint (info.st_size, >, 0);
      }
      g_assert_cmpint (g_unlink (path), ==, 0);
      n_files++;
    }

  if (expected != NULL)
    g_assert_cmpuint (n_files, ==, 1);
}

static void
remove_scratch_folder (void)
{
  check_scratch_folder (NULL, FALSE);
  g_rmdir (scratch_folder);
  g_clear_pointer (&scratch_folder, g_free);
}

/* GApplication answers a help request itself and exits the process. */
static gboolean
asks_for_help (int    argc,
               char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "-h") == 0 || strcmp (argv[i], "-?") == 0
          || strcmp (argv[i], "--help") == 0 || g_str_has_prefix (argv[i], "--help-"))
        return TRUE;
    }

  return FALSE;
}

static void
run_application (int    argc,
                 char **argv)
{
  g_autoptr(GApplication) application =
    g_application_new (NULL, G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_NON_UNIQUE);
  Outcome outcome = { FALSE, -1, FALSE, NULL };
  int status;

  /* QueensApplication's own option. */
  g_application_add_main_option (application, "n", 0, 0, G_OPTION_ARG_STRING, "", "N");
  queens_cli_add_options (application);
  g_signal_connect (application, "handle-local-options",
                    G_CALLBACK (on_handle_local_options), &outcome);

  status = g_application_run (application, argc, argv);

  /* GLib refused what check_syntax() let through: the user would see
   * GLib's message and exit status 1 instead of ours. */
  if (!outcome.handled)
    {
      g_autofree char *joined = g_strjoinv ("\" \"", argv);

      g_error ("check_syntax accepted \"%s\" but GLib's parser rejected it", joined);
    }

  if (!outcome.skipped)
    g_assert_cmpint (status, ==, outcome.status >= 0 ? outcome.status : QUEENS_EXIT_OK);

  check_scratch_folder (outcome.exported, outcome.status == QUEENS_EXIT_OK);
  g_free (outcome.exported);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* Arguments are checked against the locale's encoding: use UTF-8, as
   * a desktop does. */
  setlocale (LC_ALL, "C.UTF-8");

  /* The one-line messages on stderr are expected: keep the fuzzer's
   * output readable.  (Standard output is left alone, for the replay
   * test's TAP stream.) */
  g_set_printerr_handler (discard_text);
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

  null_fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);
  g_assert_cmpint (null_fd, >=, 0);

  scratch_folder = g_dir_make_tmp ("queens-fuzz-export-XXXXXX", NULL);
  g_assert_nonnull (scratch_folder);
  atexit (remove_scratch_folder);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) arguments = g_ptr_array_new_with_free_func (g_free);
  char **argv;
  int argc;
  int status;
  size_t start = 0;
  int saved_stdout;

  g_ptr_array_add (arguments, g_strdup ("queens"));
  while (start < size && arguments->len < MAX_ARGUMENTS)
    {
      const uint8_t *end = memchr (data + start, '\0', size - start);
      size_t length = end != NULL ? (size_t) (end - (data + start)) : size - start;

      g_ptr_array_add (arguments, g_strndup ((const char *) data + start, length));
      start += length + 1;
    }
  argc = (int) arguments->len;
  g_ptr_array_add (arguments, NULL);
  argv = (char **) arguments->pdata;

  status = queens_cli_check_syntax (argc, argv);
  g_assert_true (status == -1 || status == QUEENS_EXIT_BAD_INPUT);
  if (status >= 0 || asks_for_help (argc, argv))
    return 0;

  /* The commands write their answers to file descriptor 1 directly. */
  saved_stdout = dup (STDOUT_FILENO);
  g_assert_cmpint (saved_stdout, >=, 0);
  fflush (stdout);
  dup2 (null_fd, STDOUT_FILENO);

  /* GApplication may rearrange the array: give it a copy. */
  {
    g_auto(GStrv) argv_copy = g_strdupv (argv);

    run_application (argc, argv_copy);
  }

  dup2 (saved_stdout, STDOUT_FILENO);
  close (saved_stdout);
  return 0;
}
