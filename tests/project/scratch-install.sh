# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# scratch-install.sh: sourced by the install tests.  Runs `meson install`
# into a scratch DESTDIR (removed on exit) and gives the TAP helpers.
#
# Expects the caller's arguments: BUILD_DIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID
# Sets: destdir, bin, data, locale, app_id, install_status, install_log.
# shellcheck shell=bash disable=SC2034  # what it sets is for the caller

build_dir=$1 prefix=$2 bindir=$3 datadir=$4 localedir=$5 app_id=$6

destdir=$(mktemp -d)
cleanup_actions=("rm -rf '$destdir'")
run_cleanup () {
  local action
  for action in "${cleanup_actions[@]}"; do
    eval "$action"
  done
}
trap run_cleanup EXIT

# Relative install folders are under the prefix.
under_prefix () {
  case $1 in
    /*) printf '%s\n' "$1" ;;
    *) printf '%s\n' "$prefix/$1" ;;
  esac
}
# Where the compiled-in paths point, and where the files are in the DESTDIR.
installed_bin=$(under_prefix "$bindir")
bin=$destdir$installed_bin
data=$destdir$(under_prefix "$datadir")
locale=$destdir$(under_prefix "$localedir")

count=0
failed=0
# check DESCRIPTION COMMAND...: one TAP line for whether COMMAND succeeds.
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

# diagnose TEXT: TEXT as TAP comments.
diagnose () {
  printf '%s\n' "$1" | sed 's/^/# /'
}

install_log=$(meson install -C "$build_dir" --destdir "$destdir" --no-rebuild 2>&1)
install_status=$?
