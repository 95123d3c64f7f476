#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# Runs one libFuzzer target for a bounded while (fuzz/meson.build uses it
# for the short test run and the long benchmark run).
#
#   run-fuzzer.sh FUZZER WORK_DIR SEED_CORPUS DICTIONARY [libFuzzer options]
#
# New inputs go to WORK_DIR/corpus and crash files to WORK_DIR, never into
# the source tree: libFuzzer writes into the first corpus folder it is
# given.  A crash file found here belongs in fuzz/corpus/<target>/ once the
# bug is fixed, where every build replays it.
set -eu

fuzzer=$1
work_dir=$2
seed_corpus=$3
dictionary=$4
shift 4

mkdir -p "$work_dir/corpus"
exec "$fuzzer" -dict="$dictionary" -artifact_prefix="$work_dir/" \
  -print_final_stats=1 "$@" "$work_dir/corpus" "$seed_corpus"
