#!/usr/bin/env bash
# test-install.sh: `meson install` into a scratch DESTDIR puts every file
# where a desktop looks for it.  Prints TAP.
#
# Usage: test-install.sh BUILD_DIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID
set -uo pipefail

build_dir=$1 prefix=$2 bindir=$3 datadir=$4 localedir=$5 app_id=$6

destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT

# Relative install folders are under the prefix.
under_prefix () {
  case $1 in
    /*) printf '%s\n' "$destdir$1" ;;
    *) printf '%s\n' "$destdir$prefix/$1" ;;
  esac
}
bin=$(under_prefix "$bindir")
data=$(under_prefix "$datadir")
locale=$(under_prefix "$localedir")

count=0
failed=0
check () {
  local description=$1
  shift
  count=$((count + 1))
  if "$@" >/dev/null 2>&1; then
    echo "ok $count $description"
  else
    echo "not ok $count $description"
    failed=$((failed + 1))
  fi
}

install_log=$(meson install -C "$build_dir" --destdir "$destdir" --no-rebuild 2>&1)
install_status=$?
echo "1..17"
check "meson install --destdir succeeds" test "$install_status" -eq 0
if [[ $install_status -ne 0 ]]; then
  printf '# %s\n' "$install_log"
fi

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
