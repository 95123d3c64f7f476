#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-count-engines.sh: a count split into parts runs on the engines the
# README shows, and --sum adds the parts up to the published count: GNU
# parallel on this machine (the same --sshlogin form as across machines),
# and the Slurm array script with the variables Slurm would set (no Slurm
# needed).  Prints TAP.
#
# Usage: test-count-engines.sh SBATCH_SCRIPT   (QUEENS_BINARY and
# QUEENS_KNOWN_COUNTS come from the environment, as for every test)
set -uo pipefail

script=$1
queens=${QUEENS_BINARY:?}
known=${QUEENS_KNOWN_COUNTS:?}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
count=0
failed=0

check () {
  local description=$1
  shift
  count=$((count + 1))
  if "$@"; then
    echo "ok $count $description"
  else
    echo "not ok $count $description"
    failed=1
  fi
}

# "n=N solutions=… unique=…" from the published table.
expected_line () {
  awk -v n="$1" '$1 == n { printf "n=%s solutions=%s unique=%s", $1, $2, $3 }' "$known"
}

# The count line without its time.
without_seconds () {
  sed 's/ seconds=.*//'
}

parallel_sums_n14 () {
  local got
  command -v parallel >/dev/null || { echo "# GNU parallel is missing: build-aux/setup installs it"; return 1; }
  got=$(parallel --will-cite --halt now,fail=1 --sshlogin 2/: \
          "$queens" --count 14 --part {}/6 ::: 1 2 3 4 5 6 \
        | "$queens" --sum | without_seconds)
  echo "# parallel: $got"
  [[ $got == "$(expected_line 14)" ]]
}

# Runs the script as array task $1 of --array=$2-$3, counting N = $4;
# more variables may follow, such as QUEENS_PARTS.
run_array_task () {
  env SLURM_ARRAY_TASK_ID="$1" SLURM_ARRAY_TASK_MIN="$2" SLURM_ARRAY_TASK_MAX="$3" \
      SLURM_ARRAY_TASK_COUNT=$(($3 - $2 + 1)) SLURM_ARRAY_JOB_ID=4242 \
      QUEENS_N="$4" QUEENS="$queens" QUEENS_PARTS_DIR="$scratch/slurm-n$4" \
      "${@:5}" bash "$script"
}

slurm_array_sums_n13 () {
  local task got
  for task in 1 2 3 4 5; do
    run_array_task "$task" 1 5 13 || return 1
  done
  ls -A "$scratch/slurm-n13" | sed 's/^/# /'
  got=$("$queens" --sum "$scratch"/slurm-n13/part-*-of-5.txt | without_seconds)
  echo "# slurm: $got"
  # Every task moved its line into place: no partial file is left.
  [[ $got == "$(expected_line 13)" && -z $(find "$scratch/slurm-n13" -name '.part-*') ]]
}

# A task that failed is named by --sum, and run again alone it completes
# the sum.
slurm_task_run_again () {
  local err status got
  run_array_task 1 1 3 12 && run_array_task 3 1 3 12 || return 1
  err=$("$queens" --sum "$scratch"/slurm-n12/part-*-of-3.txt 2>&1 >/dev/null)
  status=$?
  echo "# $err"
  [[ $status -eq 2 && $err == *"part 2 of 3 is missing"* ]] || return 1
  run_array_task 2 2 2 12 QUEENS_PARTS=3 || return 1
  got=$("$queens" --sum "$scratch"/slurm-n12/part-*-of-3.txt | without_seconds)
  echo "# slurm, task 2 again: $got"
  [[ $got == "$(expected_line 12)" ]]
}

script_outside_an_array_refused () {
  QUEENS_N=8 QUEENS="$queens" QUEENS_PARTS_DIR="$scratch/none" bash "$script" 2>/dev/null
  [[ $? -eq 2 && ! -e "$scratch/none" ]]
}

script_array_from_zero_refused () {
  run_array_task 0 0 3 8 2>/dev/null
  [[ $? -eq 2 && ! -e "$scratch/slurm-n8" ]]
}

check "a split N = 14 through GNU parallel adds up to the known count" parallel_sums_n14
check "the sbatch script's array tasks add up to the known count of N = 13" slurm_array_sums_n13
check "a missing array task is named by --sum, and run again completes the sum" slurm_task_run_again
check "the sbatch script outside an array job stops with status 2" script_outside_an_array_refused
check "an array numbered from 0 is refused with status 2" script_array_from_zero_refused
echo "1..$count"
exit $failed
