#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-dbus-activation.sh: the installed program starts the way a desktop
# starts a DBusActivatable application.  After `meson install` into a
# scratch DESTDIR, a private session bus whose only service folder is the
# installed one gets org.freedesktop.Application.Activate for the app id:
# the bus must start the installed binary (from the service file's Exec),
# which opens its window; ActivateAction('quit') must end it.  Needs a
# display (the suite runs under Xvfb).  Prints TAP.
#
# Usage: test-dbus-activation.sh BUILD_DIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID
# shellcheck disable=SC2317  # check and wait_until call the helpers
set -uo pipefail

# shellcheck source=tests/project/scratch-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/scratch-install.sh"

# How long the program may take to start, open its window or quit.
readonly LIMIT_SECONDS=60

service_file=$data/dbus-1/services/$app_id.service
object_path=/${app_id//.//}
bus_log=$destdir/bus.log

# wait_until SECONDS COMMAND...: polls COMMAND until it succeeds; fails
# when it has not by then.
wait_until () {
  local deadline=$((SECONDS + $1))
  shift
  until "$@"; do
    ((SECONDS < deadline)) || return 1
    sleep 0.05
  done
}

# bus_call DEST PATH METHOD ARGS...: a method call on the private bus.
bus_call () {
  local destination=$1 path=$2 method=$3
  shift 3
  gdbus call --address "$bus_address" --timeout "$LIMIT_SECONDS" \
    --dest "$destination" --object-path "$path" --method "$method" "$@"
}

bus_daemon_call () {
  bus_call org.freedesktop.DBus /org/freedesktop/DBus "org.freedesktop.DBus.$1" "${@:2}"
}

name_is_gone () {
  [[ $(bus_daemon_call NameHasOwner "$app_id") == "(false,)" ]]
}

# Asked of the activated connection itself: the app id would start
# another instance once this one is gone.
window_is_exported () {
  gdbus introspect --address "$bus_address" --dest "$owner" \
    --object-path "$object_path/window/1" 2>/dev/null | grep -q 'interface org\.gtk\.Actions'
}

process_has_ended () {
  [[ -z $service_pid || ! -e /proc/$service_pid ]] ||
    grep -q '^State:[[:space:]]*Z' "/proc/$service_pid/status"
}

service_ends () {
  [[ -n $service_pid ]] && wait_until "$LIMIT_SECONDS" process_has_ended
}

window_is_exported_or_process_ended () {
  window_is_exported || process_has_ended
}

echo "1..13"
check "meson install --destdir succeeds" test "$install_status" -eq 0
[[ $install_status -eq 0 ]] || diagnose "$install_log"

check "the service file is installed and names $app_id" grep -qx "Name=$app_id" "$service_file"
check "the service file starts the installed program as a service" \
  grep -qx "Exec=$installed_bin/queens --gapplication-service" "$service_file"

# The Exec line names the program where the prefix puts it; in the
# DESTDIR it lies under the scratch folder.  So does the compiled schema,
# which the bus hands to what it starts through its own environment.
sed -i "s|^Exec=$installed_bin/|Exec=$bin/|" "$service_file"
check "the installed schemas compile" glib-compile-schemas --strict "$data/glib-2.0/schemas"

# A session bus of our own: the session defaults, with the installed
# service folder as the only place to find services in.
cat >"$destdir/session.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:dir=$destdir</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$data/dbus-1/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF
mkfifo "$destdir/address"
env -u DBUS_SESSION_BUS_ADDRESS -u DBUS_STARTER_ADDRESS -u DBUS_STARTER_BUS_TYPE \
  GSETTINGS_SCHEMA_DIR="$data/glib-2.0/schemas" GSETTINGS_BACKEND=memory \
  GTK_A11Y=test NO_AT_BRIDGE=1 \
  dbus-daemon --config-file="$destdir/session.conf" --nofork --print-address=3 \
  3>"$destdir/address" 2>"$bus_log" &
bus_pid=$!
cleanup_actions=("kill $bus_pid 2>/dev/null" "${cleanup_actions[@]}")
bus_address=
read -r -t "$LIMIT_SECONDS" bus_address <"$destdir/address"
check "a private session bus starts" test -n "$bus_address"

activate_reply=$(bus_call "$app_id" "$object_path" org.freedesktop.Application.Activate '@a{sv} {}' 2>&1)
check "Activate on $app_id is answered" test "$activate_reply" = "()"
[[ $activate_reply == "()" ]] || diagnose "$activate_reply"

owner=$(bus_daemon_call GetNameOwner "$app_id" 2>/dev/null | sed -n "s/^('\(.*\)',)\$/\1/p")
check "the bus activated an owner for $app_id" test -n "$owner"
service_pid=$(bus_daemon_call GetConnectionUnixProcessID "$owner" 2>/dev/null |
              sed -n 's/^(uint32 \([0-9]*\),)$/\1/p')
if [[ -n $service_pid ]]; then
  # Should the test fail before it quits, it is not left running.
  cleanup_actions=("process_has_ended || kill $service_pid" "${cleanup_actions[@]}")
fi
service_exe=$(readlink -f "/proc/$service_pid/exe")
check "the owner runs the installed program ($bin/queens)" \
  test "$service_exe" = "$(readlink -f "$bin/queens")"
[[ $service_exe == "$(readlink -f "$bin/queens")" ]] || diagnose "owner $owner, pid $service_pid runs ${service_exe:-nothing}"
check "the bus started it with --gapplication-service" \
  grep -qzx -- --gapplication-service "/proc/$service_pid/cmdline"

wait_until "$LIMIT_SECONDS" window_is_exported_or_process_ended
check "Activate opened a window" window_is_exported

quit_reply=$(bus_call "${owner:-$app_id}" "$object_path" org.freedesktop.Application.ActivateAction \
             quit '@av []' '@a{sv} {}' 2>&1)
check "ActivateAction('quit') is answered" test "$quit_reply" = "()"
[[ $quit_reply == "()" ]] || diagnose "$quit_reply"
check "quitting gives up the name $app_id" wait_until "$LIMIT_SECONDS" name_is_gone
check "quitting ends the process" service_ends

if ((failed > 0)); then
  diagnose "$(tail -n 40 "$bus_log")"
fi
exit $((failed > 0))
