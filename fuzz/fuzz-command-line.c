/* fuzz-command-line.c: the command-line checks under arbitrary arguments
 *
 * The input is a list of arguments separated by NUL bytes (argv[0] is
 * "queens").  They go first to queens_cli_check_syntax(), exactly as
 * main() does, then, when it lets them through, to a GApplication that
 * carries Queens' options and hands them to
 * queens_cli_handle_local_options(), as QueensApplication does.
 *
 * What must hold:
 *  - check_syntax() answers -1 (go on) or QUEENS_EXIT_BAD_INPUT;
 *  - whatever it lets through, GLib's own option parser accepts too, so
 *    that every bad command line gets Queens' one-line message and exit
 *    status 2, never GLib's text and status 1;
 *  - handle_local_options() answers -1, 0, 1 or 2, and nothing logs a
 *    warning or a critical.
 *
 * Commands that would run for long or write files are not started: the
 * harness looks at the parsed options first and skips --export (it writes
 * the file it is given), --count and --list above N = 10, --solve above
 * N = 100000 and --complete of boards from 13 to 32 rows (an exhaustive
 * search).  Their values are still checked when they are out of range.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "fuzz-target.h"
#include "queens-board.h"
#include "queens-cli.h"

#define MAX_ARGUMENTS 32

/* The largest values whose commands finish at once. */
#define MAX_QUICK_COUNT_N 10
#define MAX_QUICK_SOLVE_N 100000
#define MIN_SLOW_COMPLETE_N 13
#define MAX_SLOW_COMPLETE_N 32

typedef struct
{
  gboolean handled;     /* handle-local-options was reached */
  int      status;      /* what queens_cli_handle_local_options() said */
  gboolean skipped;     /* a slow command, not started */
} Outcome;

static int null_fd = -1;

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

static gboolean
is_slow_command (GVariantDict *options)
{
  const char *board_text = NULL;

  if (g_variant_dict_contains (options, "export"))
    return TRUE;

  if (number_option_in (options, "count", MAX_QUICK_COUNT_N + 1, G_MAXUINT64)
      || number_option_in (options, "list", MAX_QUICK_COUNT_N + 1, G_MAXUINT64)
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
  guint n = 0;

  outcome->handled = TRUE;
  if (is_slow_command (options))
    {
      outcome->skipped = TRUE;
      return QUEENS_EXIT_OK;
    }

  outcome->status = queens_cli_handle_local_options (application, options, &n);
  g_assert_true (outcome->status == -1 || outcome->status == QUEENS_EXIT_OK
                 || outcome->status == QUEENS_EXIT_NEGATIVE
                 || outcome->status == QUEENS_EXIT_BAD_INPUT);
  if (outcome->status == -1)
    g_assert_cmpuint (n, <=, QUEENS_CLI_MAX_WINDOW_N);
  else
    g_assert_cmpuint (n, ==, 0);

  /* Stop here: the window is not what is being tested. */
  return outcome->status >= 0 ? outcome->status : QUEENS_EXIT_OK;
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
  Outcome outcome = { FALSE, -1, FALSE };
  int status;

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
