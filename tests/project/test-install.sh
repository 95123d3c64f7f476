#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-install.sh: `meson install` into a scratch DESTDIR puts every file
# where a desktop looks for it.  Prints TAP.
#
# Usage: test-install.sh BUILD_DIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID MANDIR VERSION SOURCE_DIR
# shellcheck disable=SC2317  # check calls the helpers
set -uo pipefail

# shellcheck source=tests/project/scratch-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/scratch-install.sh"
man=$destdir$(under_prefix "$7")
version=$8
help_source=$9/help/C
help=$data/help/C/queens

# The installed program run from the DESTDIR: its compiled-in paths point
# at the prefix, where nothing is installed, so it is pointed at the
# DESTDIR's data folder (schemas, icons) and catalogues instead.
glib-compile-schemas "$data/glib-2.0/schemas" 2>/dev/null
run_installed () {
  env XDG_DATA_DIRS="$data:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
      GSETTINGS_SCHEMA_DIR="$data/glib-2.0/schemas" QUEENS_LOCALE_DIR="$locale" \
      "$bin/queens" "$@"
}
installed_counts_eight () {
  [[ $(run_installed --count 8) == "n=8 solutions=92 unique=12 "* ]]
}
installed_prints_version () {
  local output
  output=$(run_installed --version) && [[ $output == *"$version"* ]]
}
# Every page of help/C, its licence and its figure are where Yelp looks
# for help:queens, and nothing else is.
help_is_complete () {
  local expected installed
  expected=$(cd "$help_source" && find . -name '*.page' -o -name '*.xml' -o -name '*.svg' | sort)
  installed=$(cd "$help" && find . -type f | sort)
  [[ -n $expected && $expected == "$installed" ]]
}
# The help's languages, as meson's gnome.yelp reads help/LINGUAS: blank
# lines and # comments skipped, the rest split on white space.
help_languages=$(grep -v '^[[:space:]]*#' "$9/help/LINGUAS" | tr -s '[:space:]' '\n' | sed '/^$/d')
# help_is_translated LANG: the pages of help/C and legal.xml, merged with
# LANG's catalogue, and the figure, as a link to C's that resolves, are
# where Yelp looks for help:queens in LANG, and nothing else is.
help_is_translated () {
  local expected installed folder=$data/help/$1/queens
  expected=$(cd "$help_source" && find . -name '*.page' -o -name '*.xml' -o -name '*.svg' | sort)
  installed=$(cd "$folder" && find . -type f -o -type l | sort)
  [[ -n $expected && $expected == "$installed" ]] || return 1
  [[ -z $(find -L "$folder" -type l) ]] || return 1
  grep -q "xml:lang=\"$1\"" "$folder/index.page" && ! cmp -s "$folder/index.page" "$help_source/index.page"
}
installed_speaks_german () {
  LANGUAGE=de LC_ALL=de_DE.UTF-8 run_installed --help | grep -q '^Das N-Damen-Problem erkunden'
}
installed_speaks_french () {
  LANGUAGE=fr LC_ALL=fr_FR.UTF-8 run_installed --help | grep -q '^Explorer le problème des N dames'
}

echo "1..$((31 + 2 * $(wc -w <<<"$help_languages")))"
check "meson install --destdir succeeds" test "$install_status" -eq 0
[[ $install_status -eq 0 ]] || diagnose "$install_log"

check "the program: bin/queens" test -x "$bin/queens"
check "the desktop entry: applications/$app_id.desktop" test -f "$data/applications/$app_id.desktop"
check "the desktop entry is valid" desktop-file-validate "$data/applications/$app_id.desktop"
check "the desktop entry's categories include GNOME and GTK" \
  grep -qE '^Categories=(.*;)?GNOME;(.*;)?GTK;' "$data/applications/$app_id.desktop"
check "the desktop entry has the German name merged in" grep -q '^Comment\[de\]=' "$data/applications/$app_id.desktop"
check "the metainfo: metainfo/$app_id.metainfo.xml" test -f "$data/metainfo/$app_id.metainfo.xml"
check "the metainfo is valid" appstreamcli validate --no-net "$data/metainfo/$app_id.metainfo.xml"
check "the metainfo has the German summary merged in" grep -q '<summary xml:lang="de">' "$data/metainfo/$app_id.metainfo.xml"
check "the schema: glib-2.0/schemas/$app_id.gschema.xml" test -f "$data/glib-2.0/schemas/$app_id.gschema.xml"
check "the schemas compile where they were installed" glib-compile-schemas --strict --dry-run "$data/glib-2.0/schemas"
check "the icon: icons/hicolor/scalable/apps/$app_id.svg" test -s "$data/icons/hicolor/scalable/apps/$app_id.svg"
check "the symbolic icon: icons/hicolor/symbolic/apps/$app_id-symbolic.svg" test -s "$data/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
check "the German catalogue: locale/de/LC_MESSAGES/queens.mo" test -s "$locale/de/LC_MESSAGES/queens.mo"
check "the French catalogue: locale/fr/LC_MESSAGES/queens.mo" test -s "$locale/fr/LC_MESSAGES/queens.mo"
check "the desktop entry names the installed program" grep -q '^Exec=queens' "$data/applications/$app_id.desktop"
check "the desktop entry names the installed icon" grep -q "^Icon=$app_id\$" "$data/applications/$app_id.desktop"
check "the metainfo launches the installed desktop entry" grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$data/metainfo/$app_id.metainfo.xml"
check "the installed program runs (queens --count 6)" bash -c "'$bin/queens' --count 6 | grep -q 'solutions=4'"
check "the man page: man1/queens.1" test -s "$man/man1/queens.1"
check "the help: help/C/queens/index.page" test -s "$help/index.page"
check "the help: every page of help/C, legal.xml and the figure, nothing else" help_is_complete
check "the installed help is valid Mallard, legal.xml included (yelp-check validate)" \
  bash -c "cd '$help' && yelp-check validate *.page"
for language in $help_languages; do
  check "the $language help: help/$language/queens holds every page of help/C translated, legal.xml and the figure" \
    help_is_translated "$language"
  check "the installed $language help is valid Mallard (yelp-check validate)" \
    bash -c "cd '$data/help/$language/queens' && yelp-check validate *.page"
done
check "the D-Bus service: dbus-1/services/$app_id.service" test -f "$data/dbus-1/services/$app_id.service"
check "the D-Bus service is named after the app id" grep -qx "Name=$app_id" "$data/dbus-1/services/$app_id.service"
check "the D-Bus service starts the installed program as a service" \
  grep -qx "Exec=$installed_bin/queens --gapplication-service" "$data/dbus-1/services/$app_id.service"
check "the desktop entry is D-Bus activatable" grep -qx 'DBusActivatable=true' "$data/applications/$app_id.desktop"
check "the installed program counts from the DESTDIR (queens --count 8)" installed_counts_eight
check "the installed program prints its version $version (queens --version)" installed_prints_version
check "the installed program reads the installed German catalogue" installed_speaks_german
check "the installed program reads the installed French catalogue" installed_speaks_french

exit $((failed > 0))
