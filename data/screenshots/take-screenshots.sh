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
# Usage: data/screenshots/take-screenshots.sh [PREFIX [NAME...]]
# With PREFIX, the build and the installation there are kept and reused;
# with NAMEs, only those shots are taken again (browse, gallery, ...).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../.." && pwd)
app_id=io.github.nqueens.Queens
object_path=/io/github/nqueens/Queens

scratch=$(mktemp -d)
trap 'kill "${xvfb_pid:-}" 2>/dev/null || true; rm -rf "$scratch"' EXIT

prefix=${1:-$scratch/prefix}
shift $(($# > 0 ? 1 : 0))
wanted=("$@")
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
  if ((${#wanted[@]})) && [[ " ${wanted[*]} " != *" $name "* ]]; then
    return
  fi
  local home="$scratch/$name"
  mkdir -p "$home/config/glib-2.0/settings"

  [[ $dark == 1 ]] && settings+=";color-scheme='dark'"
  { echo "[${object_path#/}]"; tr ';' '\n' <<<"$settings"; } >"$home/config/glib-2.0/settings/keyfile"

  env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_DATA_DIRS="$prefix/share:/usr/share" GSETTINGS_BACKEND=keyfile \
      LANGUAGE="$language" LANG="${SHOT_LANG:-en_US.UTF-8}" LC_ALL= GTK_A11Y=none \
      dbus-run-session -- bash -c '
        "$0" "$@" &
        app=$!
        # Wait for the name itself: a call to it before the program owns
        # it would have the bus start a second one from the installed
        # service file.
        for _ in $(seq 100); do
          gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
            --method org.freedesktop.DBus.NameHasOwner '"$app_id"' 2>/dev/null | grep -q true &&
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
            --method org.gtk.Actions.Activate "$action" "[${parameter}]" "{}" >/dev/null || exit 1
          sleep 0.3
        done
        sleep '"$wait"'
        window=$(xwininfo -root -tree | awk "/\"Queens\"/ { print \$1; exit }")
        [[ -n $window ]] && import -window "$window" "'"$here/$name.png"'" || exit 1
        kill $app
        wait $app 2>/dev/null || true
      ' "$queens" "$@" 2>"$home/log" || { cat "$home/log" >&2; return 1; }
  echo "$here/$name.png: $(identify -format '%wx%h' "$here/$name.png")"
}

# Browsing the 92 solutions of the eight queens.
shot browse "last-n=8" 0 "" "goto-solution:<int64 41>" 1 -- --n 8
# The fundamental solutions of N = 10 as a gallery, on the green board.
shot gallery "board-theme='green';fundamental-only=true" 0 "" "view:<'gallery'>" 1 -- --n 10
# A medium puzzle in Play (queens --puzzle 10 --seed 7 --difficulty
# medium), after two hints.
shot puzzle "" 0 "" "mode:<'play'>;play-puzzle:<'. 5 10 8 . . 7 9 . .'>;hint;hint" 1 -- --n 10
# Backtracking in Watch, the search tree beside the board, dark: the
# window wide enough for both.
shot watch "window-width=1200" 1 "" "mode:<'watch'>;tree-jump:<'2,4,6,1,3'>" 1 -- --n 6
# The German interface.
SHOT_LANG=de_DE.UTF-8 shot german "" 0 de "goto-solution:<int64 12345>" 2 -- --n 12
