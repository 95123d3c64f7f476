#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# Takes the screenshots of data/screenshots/ from the real application:
# installed into a scratch prefix (so that its translations, schemas and
# icons are found the way a desktop finds them), run on a private X server
# (Xvfb) and session bus, with settings kept in a scratch folder.  Needs
# xvfb, x11-utils (xwininfo), imagemagick (import, identify) and, for the
# German shot, the de_DE.UTF-8 locale.
#
# Usage: data/screenshots/take-screenshots.sh [PREFIX]
# With PREFIX, the build and the installation there are kept and reused.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../.." && pwd)
app_id=io.github.nqueens.Queens
object_path=/io/github/nqueens/Queens

scratch=$(mktemp -d)
trap 'kill "${xvfb_pid:-}" 2>/dev/null || true; rm -rf "$scratch"' EXIT

prefix=${1:-$scratch/prefix}
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
if [[ ! -f "$prefix/build/build.ninja" ]]; then
  meson setup "$prefix/build" "$top" --prefix="$prefix" -Dtests=false >/dev/null
fi
meson install -C "$prefix/build" --quiet >/dev/null
queens=$prefix/bin/queens

# One X server for every shot; each shot gets its own session bus and
# settings, so that nothing leaks from one to the next.
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done

# shot NAME SETTINGS(key=value;...) DARK(0/1) LANGUAGE ACTIONS(name:gvariant;...) WAIT -- queens arguments
# DARK sets the Style setting to dark (libadwaita's style manager then
# ignores the desktop's preference); 0 leaves it to the desktop, light here.
shot () {
  local name=$1 settings=$2 dark=$3 language=$4 actions=$5 wait=$6
  shift 7
  local home="$scratch/$name"
  mkdir -p "$home/config/glib-2.0/settings"

  [[ $dark == 1 ]] && settings+=";color-scheme='dark'"
  { echo "[${object_path#/}]"; tr ';' '\n' <<<"$settings"; } >"$home/config/glib-2.0/settings/keyfile"

  env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_DATA_DIRS="$prefix/share:/usr/share" GSETTINGS_BACKEND=keyfile \
      LANGUAGE="$language" LANG="${SHOT_LANG:-en_US.UTF-8}" LC_ALL= NO_AT_BRIDGE=1 \
      dbus-run-session -- bash -c '
        "$0" "$@" &
        app=$!
        for _ in $(seq 100); do
          gdbus call --session --dest '"$app_id"' --object-path '"$object_path"'/window/1 \
            --method org.gtk.Actions.List >/dev/null 2>&1 && break
          sleep 0.1
        done
        # Time for the search to store the solutions asked for below.
        sleep 1
        IFS=";" read -ra steps <<<"'"$actions"'"
        for step in "${steps[@]}"; do
          [[ -z $step ]] && continue
          action=${step%%:*} parameter=${step#*:}
          [[ $parameter == "$step" ]] && parameter=""
          gdbus call --session --dest '"$app_id"' --object-path '"$object_path"'/window/1 \
            --method org.gtk.Actions.Activate "$action" "[${parameter}]" "{}" >/dev/null
          sleep 0.3
        done
        sleep '"$wait"'
        window=$(xwininfo -root -tree | awk "/\"Queens\"/ { print \$1; exit }")
        import -window "$window" "'"$here/$name.png"'"
        kill $app
        wait $app 2>/dev/null || true
      ' "$queens" "$@"
  echo "$here/$name.png: $(identify -format '%wx%h' "$here/$name.png")"
}

# Browsing the 92 solutions of the eight queens.
shot browse "last-n=8" 0 "" "goto-solution:<int64 41>" 1 -- --n 8
# Only the fundamental solutions of N = 10, on the green board.
shot fundamental "board-theme='green';fundamental-only=true" 0 "" "goto-solution:<int64 7>" 1 -- --n 10
# A long search under way, dark.
shot dark "board-theme='blue'" 1 "" "" 4 -- --n 17
# The German interface.
SHOT_LANG=de_DE.UTF-8 shot german "" 0 de "goto-solution:<int64 12345>" 2 -- --n 12
