/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* fuzz-replay.c: replays a fuzz target's corpus as an ordinary test
 *
 * Linked with one fuzz target instead of libFuzzer, so that every build
 * (gcc included) feeds each file of the seed corpus and each input that
 * once crashed a target back through the target's checks.  The corpus
 * folders come in QUEENS_FUZZ_CORPUS, separated by ':'; each file is a
 * test of its own, /fuzz/<target>/<file name>.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <glib.h>

#include "fuzz-target.h"

static void
replay_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  g_assert_cmpint (LLVMFuzzerTestOneInput ((const uint8_t *) contents, length), ==, 0);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* Every regular file of @folder, sorted so that runs are repeatable. */
static GPtrArray *
list_corpus (const char *folder)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (folder, 0, &error);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_no_error (error);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (name[0] != '.' && g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }

  g_ptr_array_sort (paths, compare_strings);
  return paths;
}

int
main (int   argc,
      char *argv[])
{
  const char *corpus = g_getenv ("QUEENS_FUZZ_CORPUS");
  const char *target = g_getenv ("QUEENS_FUZZ_TARGET");
  g_auto(GStrv) folders = NULL;
  g_autoptr(GPtrArray) all_paths = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  guint n_inputs = 0;

  g_test_init (&argc, &argv, NULL);

  if (corpus == NULL || target == NULL)
    g_error ("QUEENS_FUZZ_CORPUS and QUEENS_FUZZ_TARGET must be set (fuzz/meson.build does)");

  LLVMFuzzerInitialize (&argc, &argv);

  folders = g_strsplit (corpus, ":", -1);
  for (guint i = 0; folders[i] != NULL; i++)
    {
      GPtrArray *paths = list_corpus (folders[i]);

      g_ptr_array_add (all_paths, paths);
      for (guint j = 0; j < paths->len; j++)
        {
          const char *path = g_ptr_array_index (paths, j);
          g_autofree char *name = g_path_get_basename (path);
          g_autofree char *test_path = g_strdup_printf ("/fuzz/%s/%s", target, name);

          g_test_add_data_func (test_path, path, replay_file);
          n_inputs++;
        }
    }

  /* An empty corpus would make this test pass without testing anything. */
  if (n_inputs == 0)
    g_error ("no inputs in %s", corpus);

  return g_test_run ();
}
