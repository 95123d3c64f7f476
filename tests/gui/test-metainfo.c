/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* test-metainfo.c: queens-metainfo reads a metainfo's fields in the
 * user's language, the latest release's notes as markup, and the
 * metainfo the build compiled into the resources */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gio/gio.h>

#include "queens-metainfo.h"

/* As msgfmt merges translations: each translated element right after its
 * original. */
static const char sample[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<!-- a comment -->\n"
  "<component type=\"desktop-application\">\n"
  "  <id>org.example.Sample</id>\n"
  "  <name>Sample</name>\n"
  "  <name xml:lang=\"de\">Beispiel</name>\n"
  "  <summary>Try\n      things   out</summary>\n"
  "  <summary xml:lang=\"fr\">Essayer</summary>\n"
  "  <summary xml:lang=\"de\">Ausprobieren</summary>\n"
  "  <developer id=\"org.example\"><name>The Sample team</name></developer>\n"
  "  <description><p>Not the release notes.</p></description>\n"
  "  <project_license>GPL-3.0-or-later</project_license>\n"
  "  <url type=\"homepage\">https://example.org</url>\n"
  "  <url type=\"bugtracker\">https://example.org/issues</url>\n"
  "  <url type=\"help\">https://example.org/help</url>\n"
  "  <releases>\n"
  "    <release version=\"2.0\" date=\"2026-02-01\">\n"
  "      <description>\n"
  "        <p>Faster &amp; <em>smaller</em>.</p>\n"
  "        <p xml:lang=\"de\">Schneller und <em>kleiner</em>.</p>\n"
  "        <ul>\n"
  "          <li>One</li>\n"
  "          <li xml:lang=\"de\">Eins</li>\n"
  "          <li>Two</li>\n"
  "        </ul>\n"
  "        <p>Thanks.</p>\n"
  "      </description>\n"
  "    </release>\n"
  "    <release version=\"1.0\" date=\"2026-01-01\">\n"
  "      <description><p>The first.</p></description>\n"
  "    </release>\n"
  "  </releases>\n"
  "</component>\n";

static QueensMetainfo *
parse_in (const char *language)
{
  GError *error = NULL;
  QueensMetainfo *metainfo;

  /* GLib reads LANGUAGE again whenever it changes. */
  g_setenv ("LANGUAGE", language, TRUE);
  metainfo = queens_metainfo_parse (sample, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (metainfo);
  return metainfo;
}

static void
test_metainfo_untranslated (void)
{
  g_autoptr(QueensMetainfo) metainfo = parse_in ("en");

  g_assert_cmpstr (metainfo->id, ==, "org.example.Sample");
  g_assert_cmpstr (metainfo->name, ==, "Sample");
  g_assert_cmpstr (metainfo->summary, ==, "Try things out");
  g_assert_cmpstr (metainfo->developer_name, ==, "The Sample team");
  g_assert_cmpstr (metainfo->project_license, ==, "GPL-3.0-or-later");
  g_assert_cmpstr (metainfo->homepage, ==, "https://example.org");
  g_assert_cmpstr (metainfo->bugtracker, ==, "https://example.org/issues");
  g_assert_cmpstr (metainfo->help, ==, "https://example.org/help");
  /* The first release is the latest; its notes stay markup, lists
   * included; the component's own description is no release's. */
  g_assert_cmpstr (metainfo->version, ==, "2.0");
  g_assert_cmpstr (metainfo->release_notes, ==,
                   "<p>Faster &amp; <em>smaller</em>.</p><ul><li>One</li><li>Two</li></ul><p>Thanks.</p>");
}

static void
test_metainfo_translated (void)
{
  g_autoptr(QueensMetainfo) german = parse_in ("de");
  g_autoptr(QueensMetainfo) french_first = parse_in ("fr:de");
  g_autoptr(QueensMetainfo) spanish = parse_in ("es");

  g_assert_cmpstr (german->name, ==, "Beispiel");
  g_assert_cmpstr (german->summary, ==, "Ausprobieren");
  /* What has no translation stays as it is. */
  g_assert_cmpstr (german->developer_name, ==, "The Sample team");
  g_assert_cmpstr (german->release_notes, ==,
                   "<p>Schneller und <em>kleiner</em>.</p><ul><li>Eins</li><li>Two</li></ul><p>Thanks.</p>");

  /* The first language the file has wins, field by field. */
  g_assert_cmpstr (french_first->summary, ==, "Essayer");
  g_assert_cmpstr (french_first->name, ==, "Beispiel");

  g_assert_cmpstr (spanish->name, ==, "Sample");
  g_assert_cmpstr (spanish->summary, ==, "Try things out");
}

static void
test_metainfo_broken (void)
{
  GError *error = NULL;

  g_assert_null (queens_metainfo_parse ("<component><id>x</component>", -1, &error));
  g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE);
  g_clear_error (&error);

  g_assert_null (queens_metainfo_load_resource ("/no/such/metainfo.xml", &error));
  g_assert_error (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

/* The build's own metainfo, compiled into the resources under the app id:
 * the about window's source. */
static void
test_metainfo_resource (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QueensMetainfo) metainfo = NULL;

  g_setenv ("LANGUAGE", "en", TRUE);
  metainfo = queens_metainfo_load_resource (RESOURCE_BASE_PATH "/" APPLICATION_ID ".metainfo.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (metainfo->id, ==, APPLICATION_ID);
  g_assert_cmpstr (metainfo->name, ==, "Queens");
  g_assert_cmpstr (metainfo->version, ==, PACKAGE_VERSION);
  g_assert_cmpstr (metainfo->project_license, ==, "GPL-3.0-or-later");
  g_assert_nonnull (metainfo->release_notes);
  g_assert_true (g_str_has_prefix (metainfo->release_notes, "<p>"));
  g_assert_nonnull (metainfo->homepage);
  g_assert_nonnull (metainfo->bugtracker);
  g_assert_nonnull (metainfo->help);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/metainfo/untranslated", test_metainfo_untranslated);
  g_test_add_func ("/metainfo/translated", test_metainfo_translated);
  g_test_add_func ("/metainfo/broken", test_metainfo_broken);
  g_test_add_func ("/metainfo/resource", test_metainfo_resource);
  return g_test_run ();
}
