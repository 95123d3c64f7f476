/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli.c: the options of the command line, and which command runs
 *
 * Every option is checked here before any command starts: unknown ones,
 * missing or repeated values and bad numbers are reported as ONE line on
 * stderr that starts with "queens: ", names the bad value and says what
 * is allowed, with exit status 2.  The commands themselves live in the
 * files that queens-cli-private.h lists.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <signal.h>
#include <string.h>

#include <glib/gi18n.h>

#include "queens-cli-private.h"

/* GApplication adds this one itself (for D-Bus activation); it must not
 * count as unknown. */
#define QUEENS_CLI_GAPPLICATION_SERVICE "gapplication-service"

/* ------------------------------------------------------------------ */
/* Syntax check on the raw argv                                        */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint times_seen[QUEENS_CLI_N_OPTIONS];
} QueensCliSyntax;

static int
queens_cli_lookup_option (const char *name,
                          gsize       length)
{
  int option;

  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    {
      const char *long_name = queens_cli_option_name (option);

      if (strlen (long_name) == length && strncmp (long_name, name, length) == 0)
        return option;
    }

  return -1;
}

static gboolean
queens_cli_on_option_seen (const char  *option_name,
                           const char  *value,
                           gpointer     user_data,
                           GError     **error)
{
  QueensCliSyntax *syntax = user_data;
  const char *name = option_name + strspn (option_name, "-");
  int option = queens_cli_lookup_option (name, strlen (name));

  if (option < 0)
    return TRUE;

  /* GLib would keep only the last value without a word. */
  if (syntax->times_seen[option]++ > 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   /* Translators: %s is an option as given, as in "--count is
                    * given more than once: give each option once" */
                   _("%s is given more than once: give each option once"),
                   option_name);
      return FALSE;
    }

  return TRUE;
}

/* The help options GApplication answers: its own group is the only one. */
static const char * const queens_cli_help_options[] = {
  "-h", "-?", "--help", "--help-all", "--help-gapplication", NULL
};

static gboolean
queens_cli_is_help_request (int    argc,
                            char **argv)
{
  int i;

  for (i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (g_strv_contains (queens_cli_help_options, argv[i]))
        return TRUE;
    }

  return FALSE;
}

typedef enum
{
  /* GLib names an unknown option only in its own words, so it is found
   * again: the first argument that looks like an option and is not one
   * of ours. */
  QUEENS_CLI_FIND_UNKNOWN,
  /* A flag given a value ("--progress=no"): GLib would take it and drop
   * the value, turning on what the user meant to turn off. */
  QUEENS_CLI_FIND_FLAG_WITH_VALUE,
} QueensCliFind;

/* The first argument before "--" that is what @find asks for, or NULL.
 * The value after an option that takes one is skipped, whatever it looks
 * like. */
static const char *
queens_cli_find_argument (int            argc,
                          char         **argv,
                          QueensCliFind  find)
{
  int i;

  for (i = 1; i < argc; i++)
    {
      const char *argument = argv[i];
      const char *name;
      gsize length;
      int option;

      if (strcmp (argument, "--") == 0)
        break;
      if (argument[0] != '-' || argument[1] == '\0')
        continue;
      if (argument[1] != '-')
        {
          if (find == QUEENS_CLI_FIND_UNKNOWN)
            return argument;
          continue;
        }

      name = argument + 2;
      length = strcspn (name, "=");
      if (length == strlen (QUEENS_CLI_GAPPLICATION_SERVICE)
          && strncmp (name, QUEENS_CLI_GAPPLICATION_SERVICE, length) == 0)
        continue;

      option = queens_cli_lookup_option (name, length);
      if (find == QUEENS_CLI_FIND_UNKNOWN && option < 0)
        return argument;
      if (find == QUEENS_CLI_FIND_FLAG_WITH_VALUE && name[length] == '=')
        {
          g_autofree char *bare = g_strndup (argument, length + 2);

          if (g_strv_contains (queens_cli_help_options, bare)
              || (option >= 0 && queens_cli_option_kind (option) == QUEENS_CLI_KIND_FLAG))
            return argument;
        }
      if (option >= 0 && name[length] == '\0'
          && queens_cli_option_kind (option) != QUEENS_CLI_KIND_FLAG)
        i++;
    }

  return NULL;
}

static void
queens_cli_report_syntax_error (int          argc,
                                char       **argv,
                                GError      *error)
{
  if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION))
    {
      const char *unknown = queens_cli_find_argument (argc, argv, QUEENS_CLI_FIND_UNKNOWN);

      if (unknown != NULL)
        {
          g_autofree char *shown = queens_cli_show_value (unknown, TRUE);

          /* Translators: %s is what was given, in double quotes, as in "unknown
           * option "--bogus": the options are ..."; the options themselves are
           * not to be translated */
          queens_cli_print_error (_("unknown option %s: the options are --count, --part, "
                                    "--checkpoint, --progress, --sum, --list, "
                                    "--limit, --keep, --solve, --check, --complete, --search-stats, "
                                    "--method, --puzzle, --seed, --difficulty, --region-puzzle, --date, "
                                    "--solve-regions, --explain, --n, --export, "
                                    "--solution, --fundamental, --board, --size, "
                                    "--coordinates and --version (see queens --help)"),
                                  shown);
          return;
        }
    }
  else if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE) && argc > 1)
    {
      /* GLib only misses an argument after the last word. */
      const char *last = argv[argc - 1];
      int option = g_str_has_prefix (last, "--")
                   ? queens_cli_lookup_option (last + 2, strlen (last + 2))
                   : -1;

      if (option >= 0)
        {
          g_autofree char *allowed = queens_cli_describe_allowed (option);

          /* Translators: %s is an option, %s what it takes, as in "--count
           * needs a value: a whole number from 1 to 32".  Reorder with %1$s,
           * %2$s if needed. */
          queens_cli_print_error (_("%s needs a value: %s"), last, allowed);
          return;
        }
    }

  /* Translators: %s says what is wrong with the command line, as in "--count is
   * given more than once: give each option once (see queens --help)" */
  queens_cli_print_error (_("%s (see queens --help)"), error->message);
}

int
queens_cli_check_syntax (int    argc,
                         char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) arguments = NULL;
  GOptionEntry entries[QUEENS_CLI_N_OPTIONS + 2];
  QueensCliSyntax syntax = { { 0 } };
  gboolean gapplication_service = FALSE;
  const char *flag_with_value;
  GOptionGroup *group;
  int i;

  g_return_val_if_fail (argc >= 0, QUEENS_EXIT_BAD_INPUT);
  g_return_val_if_fail (argc == 0 || argv != NULL, QUEENS_EXIT_BAD_INPUT);

  if (argc <= 1)
    return -1;

  flag_with_value = queens_cli_find_argument (argc, argv, QUEENS_CLI_FIND_FLAG_WITH_VALUE);
  if (flag_with_value != NULL)
    {
      g_autofree char *shown = queens_cli_show_value (flag_with_value, TRUE);
      g_autofree char *name = g_strndup (flag_with_value, strcspn (flag_with_value, "="));

      /* Translators: %s is the argument as given, in double quotes, %s the
       * option, as in ""--progress=1": --progress takes no value: ...".
       * Reorder with %1$s, %2$s if needed. */
      queens_cli_print_error (_("%s: %s takes no value: give it alone, or leave it out"),
                              shown, name);
      return QUEENS_EXIT_BAD_INPUT;
    }

  /* GApplication prints the help and exits itself; only the writing is
   * ours to check. */
  if (queens_cli_is_help_request (argc, argv))
    {
      if (queens_cli_refuse_closed_output ())
        return QUEENS_EXIT_BAD_INPUT;
      queens_cli_check_printed_output ();
      return -1;
    }

  /* GLib converts option values to UTF-8 and would fail on its own terms. */
  for (i = 1; i < argc; i++)
    {
      g_autofree char *converted = g_locale_to_utf8 (argv[i], -1, NULL, NULL, NULL);

      if (converted == NULL)
        {
          g_autofree char *shown = queens_cli_show_value (argv[i], TRUE);

          /* Translators: %d is the argument's position on the command line,
           * counted from 1, %s the argument in double quotes, as in "argument
           * 1, "--list=\xe9t\xe9", is not valid text ..." (bytes that are no
           * text written as \x and two hex digits).  Reorder with %1$d, %2$s if
           * needed. */
          queens_cli_print_error (_("argument %d, %s, is not valid text in this locale's encoding"),
                                  i, shown);
          return QUEENS_EXIT_BAD_INPUT;
        }
    }

  /* The same options as GApplication's, each reporting to a callback so
   * that repeats are caught. */
  for (i = 0; i < QUEENS_CLI_N_OPTIONS; i++)
    {
      entries[i] = queens_cli_entries[i];
      entries[i].arg = G_OPTION_ARG_CALLBACK;
      entries[i].arg_data = (gpointer) queens_cli_on_option_seen;
      if (queens_cli_option_kind (i) == QUEENS_CLI_KIND_FLAG)
        entries[i].flags |= G_OPTION_FLAG_NO_ARG;
      else if (queens_cli_option_kind (i) == QUEENS_CLI_KIND_FILE
               || queens_cli_option_kind (i) == QUEENS_CLI_KIND_PATH)
        entries[i].flags |= G_OPTION_FLAG_FILENAME;
    }
  entries[i++] = (GOptionEntry) { QUEENS_CLI_GAPPLICATION_SERVICE, 0, G_OPTION_FLAG_HIDDEN,
                                  G_OPTION_ARG_NONE, &gapplication_service, NULL, NULL };
  entries[i] = (GOptionEntry) { NULL };

  context = g_option_context_new (NULL);
  g_option_context_set_help_enabled (context, FALSE);
  group = g_option_group_new ("queens", "", "", &syntax, NULL);
  g_option_group_add_entries (group, entries);
  g_option_context_set_main_group (context, group);

  arguments = g_new0 (char *, argc + 1);
  for (i = 0; i < argc; i++)
    arguments[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &arguments, &error))
    {
      queens_cli_report_syntax_error (argc, argv, error);
      return QUEENS_EXIT_BAD_INPUT;
    }

  /* The long commands: from here Ctrl+C gets its message, not a kill. */
  if (syntax.times_seen[QUEENS_CLI_OPTION_COUNT] > 0
      || syntax.times_seen[QUEENS_CLI_OPTION_SEARCH_STATS] > 0
      || syntax.times_seen[QUEENS_CLI_OPTION_EXPORT] > 0)
    queens_cli_catch_signals_early ();

  /* Only --sum takes arguments of its own: the files to read. */
  if (arguments[0] != NULL && arguments[1] != NULL
      && syntax.times_seen[QUEENS_CLI_OPTION_SUM] == 0)
    {
      /* GLib keeps a "--" when what follows it looks like options. */
      const char *stray = strcmp (arguments[1], "--") == 0 && arguments[2] != NULL
                          ? arguments[2] : arguments[1];
      g_autofree char *shown = queens_cli_show_value (stray, TRUE);

      /* Translators: %s is the argument, in double quotes, as in "unexpected
       * argument "2": every command is an option, ..." */
      queens_cli_print_error (_("unexpected argument %s: every command is an option, "
                                "such as --count N (see queens --help)"),
                              shown);
      return QUEENS_EXIT_BAD_INPUT;
    }

  return -1;
}

/* ------------------------------------------------------------------ */
/* GApplication hooks                                                  */
/* ------------------------------------------------------------------ */

/* The files of --sum; without it, queens_cli_check_syntax() refuses them.
 * Not in the usage line: only --sum takes them, as its help says. */
static const GOptionEntry queens_cli_files_entry[] = {
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, NULL },
  { NULL }
};

void
queens_cli_add_options (GApplication *application)
{
  GOptionEntry commands[QUEENS_CLI_N_OPTIONS + 1];
  guint n_commands = 0;

  g_return_if_fail (G_IS_APPLICATION (application));

  /* --n is the application's own option: it opens the window. */
  for (guint i = 0; i <= QUEENS_CLI_N_OPTIONS; i++)
    if (i != QUEENS_CLI_OPTION_N)
      commands[n_commands++] = queens_cli_entries[i];
  g_application_add_main_option_entries (application, commands);
  g_application_add_main_option_entries (application, queens_cli_files_entry);
  g_application_set_option_context_summary (application,
    _("Explore the N-Queens puzzle: count, list, solve, check, complete or export "
      "boards, make puzzles, or open the window."));
  g_application_set_option_context_description (application,
    _("Without a command the window opens at the last N.\n"
      "\n"
      "A BOARD lists one token per row, top row first: the 1-based column of "
      "that row's queen, or \".\" for an empty row, separated by spaces or "
      "commas, as in \"2 4 1 3\".\n"
      "\n"
      "--export FILE saves solution K of N (default: the first solution of N = 8) "
      "or a BOARD as an image: PNG, SVG or PDF after FILE's extension. Without "
      "--coordinates the board fills the image, row 1 at the top and column 1 at "
      "the left. Solutions are ranked for N up to 32; above that, only --solution 1 "
      "is available: the solution built by formula. The file is replaced only "
      "once it is complete.\n"
      "\n"
      "A region puzzle is a grid of N lines of N capital letters, row 1 first, "
      "one letter for each of its N regions (A to the N-th letter); lines "
      "starting with \"#\" and blank lines are skipped. Its answer has one queen "
      "in every row, column and region, and no two queens touch, not even at a "
      "corner. --region-puzzle N prints one with exactly one answer: the puzzle "
      "of the day (today's, or --date's) or of --seed, the same on every machine. "
      "--solve-regions prints its answers as BOARDs; --explain prints the steps "
      "of the logic instead, each with its technique, and says whether they "
      "solve the grid.\n"
      "\n"
      "--count N --part K/M counts the K-th of M shares of the work and prints a "
      "line starting \"n=N part=K/M\"; run the M parts anywhere (as separate "
      "processes, on other machines) and give all M lines to --sum, which prints "
      "the line --count N prints, or refuses with status 2 when a part is missing, "
      "given twice, of another N or M, or unreadable. --checkpoint FILE records the "
      "finished work of a count every few seconds; after an interruption the same "
      "command carries on from it. A count expected to take more than about a "
      "minute says so once its first tasks have run; its progress shows on "
      "standard error when that is a terminal, or with --progress one line every "
      "few seconds.\n"
      "\n"
      "Exit status: 0 for a positive answer, 1 for a negative one (no solution, "
      "a board that is not a solution, a region grid without an answer or that "
      "--explain does not solve, no display for the window), 2 for bad input, "
      "a file that cannot be written (standard output included) or a worker thread "
      "that cannot start; 130 when Ctrl+C "
      "(SIGINT) interrupts --count or --export, 143 for SIGTERM. When the reader "
      "of standard output stops early (as with | head), the output ends quietly "
      "with the status the command had."));
}

/* The command that @option belongs to, or -1 when it is a command itself.
 * --n opens the window on its own, and gives the size with --export;
 * --limit, --seed and --difficulty serve two commands each, the one of
 * @given. */
static int
queens_cli_get_owner (QueensCliOption  option,
                      const gboolean  *given)
{
  switch (option)
    {
    case QUEENS_CLI_OPTION_LIMIT:
      return given[QUEENS_CLI_OPTION_SOLVE_REGIONS] ? QUEENS_CLI_OPTION_SOLVE_REGIONS
                                                     : QUEENS_CLI_OPTION_LIST;

    case QUEENS_CLI_OPTION_KEEP:
      return QUEENS_CLI_OPTION_LIST;

    case QUEENS_CLI_OPTION_EXPLAIN:
      return QUEENS_CLI_OPTION_SOLVE_REGIONS;

    case QUEENS_CLI_OPTION_DATE:
      return QUEENS_CLI_OPTION_REGION_PUZZLE;

    case QUEENS_CLI_OPTION_METHOD:
      return QUEENS_CLI_OPTION_SEARCH_STATS;

    case QUEENS_CLI_OPTION_PART:
    case QUEENS_CLI_OPTION_CHECKPOINT:
    case QUEENS_CLI_OPTION_PROGRESS:
    case QUEENS_CLI_OPTION_MEMORY:
      return QUEENS_CLI_OPTION_COUNT;

    case QUEENS_CLI_OPTION_SEED:
    case QUEENS_CLI_OPTION_DIFFICULTY:
      return given[QUEENS_CLI_OPTION_REGION_PUZZLE] ? QUEENS_CLI_OPTION_REGION_PUZZLE
                                                     : QUEENS_CLI_OPTION_PUZZLE;

    case QUEENS_CLI_OPTION_N:
      return given[QUEENS_CLI_OPTION_EXPORT] ? QUEENS_CLI_OPTION_EXPORT : -1;

    case QUEENS_CLI_OPTION_SOLUTION:
    case QUEENS_CLI_OPTION_FUNDAMENTAL:
    case QUEENS_CLI_OPTION_BOARD:
    case QUEENS_CLI_OPTION_SIZE:
    case QUEENS_CLI_OPTION_COORDINATES:
      return QUEENS_CLI_OPTION_EXPORT;

    case QUEENS_CLI_OPTION_COUNT:
    case QUEENS_CLI_OPTION_SUM:
    case QUEENS_CLI_OPTION_LIST:
    case QUEENS_CLI_OPTION_SOLVE:
    case QUEENS_CLI_OPTION_CHECK:
    case QUEENS_CLI_OPTION_COMPLETE:
    case QUEENS_CLI_OPTION_SEARCH_STATS:
    case QUEENS_CLI_OPTION_PUZZLE:
    case QUEENS_CLI_OPTION_REGION_PUZZLE:
    case QUEENS_CLI_OPTION_SOLVE_REGIONS:
    case QUEENS_CLI_OPTION_EXPORT:
    case QUEENS_CLI_OPTION_VERSION:
    case QUEENS_CLI_N_OPTIONS:
    default:
      return -1;
    }
}

/* The same line as GNU programs print, for scripts that check it. */
static int
queens_cli_run_version (void)
{
  QueensCliWriter writer;

  queens_cli_writer_init (&writer);
  queens_cli_writer_append (&writer, "queens " PACKAGE_VERSION "\n");
  return queens_cli_writer_finish (&writer, QUEENS_EXIT_OK);
}

/* Reads option @option from @options into @value (NULL for a flag that is
 * set); FALSE when it was not given. */
static gboolean
queens_cli_lookup_value (GVariantDict     *options,
                         QueensCliOption   option,
                         const char      **value)
{
  const char *name = queens_cli_option_name (option);
  gboolean flag = FALSE;

  switch (queens_cli_option_kind (option))
    {
    case QUEENS_CLI_KIND_FLAG:
      *value = NULL;
      return g_variant_dict_lookup (options, name, "b", &flag) && flag;

    case QUEENS_CLI_KIND_FILE:
    case QUEENS_CLI_KIND_PATH:
      return g_variant_dict_lookup (options, name, "^&ay", value);

    case QUEENS_CLI_KIND_NUMBER:
    case QUEENS_CLI_KIND_BOARD:
    case QUEENS_CLI_KIND_WORD:
    case QUEENS_CLI_KIND_PART:
    default:
      return g_variant_dict_lookup (options, name, "&s", value);
    }
}

int
queens_cli_handle_local_options (GApplication *application,
                                 GVariantDict *options,
                                 gpointer      user_data)
{
  const char *values[QUEENS_CLI_N_OPTIONS] = { NULL };
  gboolean given[QUEENS_CLI_N_OPTIONS] = { FALSE };
  int first_command = -1;
  guint64 number = 0;
  guint64 limit = G_MAXUINT64;
  int option;

  g_return_val_if_fail (G_IS_APPLICATION (application), QUEENS_EXIT_BAD_INPUT);
  g_return_val_if_fail (options != NULL, QUEENS_EXIT_BAD_INPUT);
  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    given[option] = queens_cli_lookup_value (options, option, &values[option]);

  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    {
      if (!given[option] || queens_cli_get_owner (option, given) >= 0)
        continue;

      if (first_command >= 0)
        {
          /* Translators: each %s is a command's option (without its dashes), as
           * in "--count and --list cannot be used together: give one command".
           * Reorder with %1$s, %2$s if needed. */
          queens_cli_print_error (_("--%s and --%s cannot be used together: give one command"),
                                  queens_cli_option_name (first_command),
                                  queens_cli_option_name (option));
          return QUEENS_EXIT_BAD_INPUT;
        }
      first_command = option;
    }

  for (option = 0; option < QUEENS_CLI_N_OPTIONS; option++)
    {
      int owner = queens_cli_get_owner (option, given);
      g_autofree char *shown = NULL;

      if (!given[option] || owner < 0 || owner == first_command)
        continue;

      if (values[option] != NULL)
        shown = queens_cli_show_value (values[option], TRUE);

      if (option == QUEENS_CLI_OPTION_LIMIT)
        /* Translators: %s is the value given to --limit, in double quotes, as in
         * "--limit "3" works only together with --list N or --solve-regions
         * FILE" */
        queens_cli_print_error (_("--limit %s works only together with --list N or --solve-regions FILE"),
                                shown);
      else if (option == QUEENS_CLI_OPTION_KEEP)
        /* Translators: %s is "keep", %s the value given to it in double
         * quotes, as in "--keep "1 ." works only together with --list N".
         * Reorder with %1$s, %2$s if needed. */
        queens_cli_print_error (_("--%s %s works only together with --list N"),
                                queens_cli_option_name (option), shown);
      else if (option == QUEENS_CLI_OPTION_EXPLAIN)
        queens_cli_print_error ("%s", _("--explain works only together with --solve-regions FILE"));
      else if (option == QUEENS_CLI_OPTION_DATE)
        /* Translators: %s is the value given to --date, in double quotes, as in
         * "--date "2026-03-01" works only together with --region-puzzle N" */
        queens_cli_print_error (_("--date %s works only together with --region-puzzle N"), shown);
      else if (option == QUEENS_CLI_OPTION_METHOD)
        /* Translators: %s is the value given to --method, in double quotes, as
         * in "--method "louis" works only together with --search-stats N" */
        queens_cli_print_error (_("--method %s works only together with --search-stats N"), shown);
      else if (owner == QUEENS_CLI_OPTION_COUNT && shown != NULL)
        /* Translators: %s is an option (without its dashes), %s the value given
         * to it in double quotes, as in "--part "1/2" works only together with
         * --count N".  Reorder with %1$s, %2$s if needed. */
        queens_cli_print_error (_("--%s %s works only together with --count N"),
                                queens_cli_option_name (option), shown);
      else if (owner == QUEENS_CLI_OPTION_COUNT)
        /* Translators: %s is an option without a value (without its dashes), as
         * in "--progress works only together with --count N" */
        queens_cli_print_error (_("--%s works only together with --count N"),
                                queens_cli_option_name (option));
      else if (owner == QUEENS_CLI_OPTION_PUZZLE)
        /* Translators: %s is an option (without its dashes), %s the value given
         * to it in double quotes, as in "--seed "3" works only together with
         * --puzzle N or --region-puzzle N".  Reorder with %1$s, %2$s if
         * needed. */
        queens_cli_print_error (_("--%s %s works only together with --puzzle N or --region-puzzle N"),
                                queens_cli_option_name (option), shown);
      else if (shown != NULL)
        /* Translators: %s is an option (without its dashes), %s the value given
         * to it in double quotes, as in "--size "30" works only together with
         * --export FILE".  Reorder with %1$s, %2$s if needed. */
        queens_cli_print_error (_("--%s %s works only together with --export FILE"),
                                queens_cli_option_name (option), shown);
      else
        /* Translators: %s is an option without a value (without its dashes), as
         * in "--fundamental works only together with --export FILE" */
        queens_cli_print_error (_("--%s works only together with --export FILE"),
                                queens_cli_option_name (option));
      return QUEENS_EXIT_BAD_INPUT;
    }

  if (first_command < 0)
    return -1;

  if (first_command != QUEENS_CLI_OPTION_N && queens_cli_refuse_closed_output ())
    return QUEENS_EXIT_BAD_INPUT;

  if (first_command == QUEENS_CLI_OPTION_EXPORT)
    {
      QueensCliExport request = {
        .path = values[QUEENS_CLI_OPTION_EXPORT],
        .n_text = values[QUEENS_CLI_OPTION_N],
        .solution_text = values[QUEENS_CLI_OPTION_SOLUTION],
        .board_text = values[QUEENS_CLI_OPTION_BOARD],
        .size_text = values[QUEENS_CLI_OPTION_SIZE],
        .fundamental = given[QUEENS_CLI_OPTION_FUNDAMENTAL],
        .coordinates = given[QUEENS_CLI_OPTION_COORDINATES],
      };

      return queens_cli_run_export (&request);
    }

  if (queens_cli_option_kind (first_command) == QUEENS_CLI_KIND_NUMBER
      && !queens_cli_parse_number (first_command, values[first_command], &number))
    return QUEENS_EXIT_BAD_INPUT;

  if (values[QUEENS_CLI_OPTION_LIMIT] != NULL
      && !queens_cli_parse_number (QUEENS_CLI_OPTION_LIMIT,
                                   values[QUEENS_CLI_OPTION_LIMIT], &limit))
    return QUEENS_EXIT_BAD_INPUT;

  /* --n alone: the number is good, and the application opens the window
   * at it. */
  if (first_command == QUEENS_CLI_OPTION_N)
    return -1;

  /* A reader that closes the pipe early gets EPIPE from write(), handled
   * as a quiet stop, instead of killing us mid-line. */
  signal (SIGPIPE, SIG_IGN);

  switch (first_command)
    {
    case QUEENS_CLI_OPTION_COUNT:
      {
        QueensCliCount request = {
          .part_text = values[QUEENS_CLI_OPTION_PART],
          .checkpoint_path = values[QUEENS_CLI_OPTION_CHECKPOINT],
          .progress = given[QUEENS_CLI_OPTION_PROGRESS],
          .memory_text = values[QUEENS_CLI_OPTION_MEMORY],
        };

        return queens_cli_run_count ((guint) number, &request);
      }

    case QUEENS_CLI_OPTION_SUM:
      {
        g_autofree const char **files = NULL;

        if (!g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files))
          files = g_new0 (const char *, 1);
        return queens_cli_run_sum (files);
      }

    case QUEENS_CLI_OPTION_LIST:
      return queens_cli_run_list ((guint) number, limit, values[QUEENS_CLI_OPTION_KEEP]);

    case QUEENS_CLI_OPTION_SOLVE:
      return queens_cli_run_solve ((guint) number);

    case QUEENS_CLI_OPTION_CHECK:
      return queens_cli_run_check (values[first_command]);

    case QUEENS_CLI_OPTION_COMPLETE:
      return queens_cli_run_complete (values[first_command]);

    case QUEENS_CLI_OPTION_SEARCH_STATS:
      return queens_cli_run_search_stats ((guint) number, values[QUEENS_CLI_OPTION_METHOD]);

    case QUEENS_CLI_OPTION_PUZZLE:
      return queens_cli_run_puzzle ((guint) number, values[QUEENS_CLI_OPTION_SEED],
                                    values[QUEENS_CLI_OPTION_DIFFICULTY]);

    case QUEENS_CLI_OPTION_REGION_PUZZLE:
      return queens_cli_run_region_puzzle ((guint) number, values[QUEENS_CLI_OPTION_SEED],
                                           values[QUEENS_CLI_OPTION_DATE],
                                           values[QUEENS_CLI_OPTION_DIFFICULTY]);

    case QUEENS_CLI_OPTION_SOLVE_REGIONS:
      return queens_cli_run_solve_regions (values[first_command], limit,
                                           given[QUEENS_CLI_OPTION_LIMIT],
                                           given[QUEENS_CLI_OPTION_EXPLAIN]);

    case QUEENS_CLI_OPTION_VERSION:
      return queens_cli_run_version ();

    default:
      g_assert_not_reached ();
    }
}
