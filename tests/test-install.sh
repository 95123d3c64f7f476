#!/usr/bin/env bash
# test-install.sh: `meson install` into a scratch DESTDIR puts every file
# where a desktop looks for it.  Prints TAP.
#
# Usage: test-install.sh BUILD_DIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID
set -uo pipefail

# shellcheck source=tests/scratch-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/scratch-install.sh"

echo "1..17"
check "meson install --destdir succeeds" test "$install_status" -eq 0
[[ $install_status -eq 0 ]] || diagnose "$install_log"

check "the program: bin/queens" test -x "$bin/queens"
check "the desktop entry: applications/$app_id.desktop" test -f "$data/applications/$app_id.desktop"
check "the desktop entry is valid" desktop-file-validate "$data/applications/$app_id.desktop"
check "the desktop entry has the German name merged in" grep -q '^Comment\[de\]=' "$data/applications/$app_id.desktop"
check "the metainfo: metainfo/$app_id.metainfo.xml" test -f "$data/metainfo/$app_id.metainfo.xml"
check "the metainfo is valid" appstreamcli validate --no-net "$data/metainfo/$app_id.metainfo.xml"
check "the metainfo has the German summary merged in" grep -q '<summary xml:lang="de">' "$data/metainfo/$app_id.metainfo.xml"
check "the schema: glib-2.0/schemas/$app_id.gschema.xml" test -f "$data/glib-2.0/schemas/$app_id.gschema.xml"
check "the schemas compile where they were installed" glib-compile-schemas --strict --dry-run "$data/glib-2.0/schemas"
check "the icon: icons/hicolor/scalable/apps/$app_id.svg" test -s "$data/icons/hicolor/scalable/apps/$app_id.svg"
check "the symbolic icon: icons/hicolor/symbolic/apps/$app_id-symbolic.svg" test -s "$data/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
check "the German catalogue: locale/de/LC_MESSAGES/queens.mo" test -s "$locale/de/LC_MESSAGES/queens.mo"
check "the desktop entry names the installed program" grep -q '^Exec=queens' "$data/applications/$app_id.desktop"
check "the desktop entry names the installed icon" grep -q "^Icon=$app_id\$" "$data/applications/$app_id.desktop"
check "the metainfo launches the installed desktop entry" grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$data/metainfo/$app_id.metainfo.xml"
check "the installed program runs (queens --count 6)" bash -c "'$bin/queens' --count 6 | grep -q 'solutions=4'"

exit $((failed > 0))
