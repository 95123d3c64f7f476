#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""test-dist.py: `meson dist` makes a tarball that builds and tests.

Runs `meson dist --no-tests --allow-dirty` on the build (the tarball
lands in BUILD_ROOT/meson-dist/, as it does for a release), then checks
that the tarball holds exactly the files committed at HEAD, with their
executable bits (meson dist archives HEAD, not the work tree: nothing
generated, nothing uncommitted), less any a .gitattributes marks
export-ignore.  Then it configures the unpacked tree as a packager would,
builds all of it and runs its core and data suites (the data suite
validates the metainfo made from the tarball's NEWS).  The rest of the
suite already runs on the tree itself, and would only double the time.

Runs at a low priority (nice 10), so that the tests running beside
it keep their pace.  Where the source is no git checkout (a tree
unpacked from a tarball) or git is missing there is nothing to pack: it
says so and is skipped.  BUILD_ROOT/dist-check/ holds the unpacked tree
and its build; it is removed when the test passes and kept otherwise.
Prints TAP.

Usage: test-dist.py SOURCE_ROOT BUILD_ROOT NAME VERSION MESON
"""

import os
import pathlib
import shutil
import stat
import subprocess
import sys
import tarfile
import time

from tap import Tap

# The suites run in the unpacked tree.
SUITES = ('core', 'data')


def git(root, *args, data=None):
    return subprocess.run(['git', '-C', str(root), *args], input=data,
                          capture_output=True, check=True).stdout


def committed_files(root):
    """{path: executable} of the files at HEAD that git archive packs."""
    listing = git(root, 'ls-tree', '-r', '-z', 'HEAD').split(b'\0')
    files = {}
    for entry in filter(None, listing):
        info, path = entry.split(b'\t', 1)
        mode, kind, _ = info.split(b' ')
        if kind == b'blob':
            files[path.decode()] = mode == b'100755'
    attributes = git(root, 'check-attr', '-z', '--stdin', 'export-ignore',
                     data=b'\0'.join(path.encode() for path in files) + b'\0').split(b'\0')
    for path, _, value in zip(attributes[0::3], attributes[1::3], attributes[2::3]):
        if value == b'set':
            del files[path.decode()]
    return files


def run_step(tap, description, command, log, **kwargs):
    """Runs @command with its output to @log; one TAP line with its time."""
    start = time.monotonic()
    with open(log, 'w', encoding='utf-8') as output:
        result = subprocess.run(command, stdout=output, stderr=subprocess.STDOUT, **kwargs)
    seconds = time.monotonic() - start
    tail = ''
    if result.returncode != 0:
        tail = ''.join(pathlib.Path(log).read_text(encoding='utf-8', errors='replace')
                       .splitlines(keepends=True)[-40:])
    tap.check(result.returncode == 0, f'{description} ({seconds:.0f} s)',
              f'{" ".join(map(str, command))}: status {result.returncode}, log {log}\n{tail}')
    return result.returncode == 0


def main():
    root, build = (pathlib.Path(arg).resolve() for arg in sys.argv[1:3])
    name, version, meson = sys.argv[3], sys.argv[4], sys.argv[5]

    if shutil.which('git') is None:
        print('1..0 # SKIP git is not installed: meson dist packs a git checkout')
        return 0
    if subprocess.run(['git', '-C', str(root), 'ls-files', '--error-unmatch', 'meson.build'],
                      capture_output=True).returncode != 0:
        print(f'1..0 # SKIP {root} is no git checkout (unpacked from a tarball?): nothing to pack')
        return 0

    # Builds beside the other tests; they keep the processor.
    os.nice(10)
    tap = Tap()
    check_root = build / 'dist-check'
    shutil.rmtree(check_root, ignore_errors=True)
    check_root.mkdir()

    if not run_step(tap, 'meson dist --no-tests --allow-dirty makes the tarball',
                    [meson, 'dist', '-C', str(build), '--no-tests', '--allow-dirty',
                     '--formats', 'xztar'], check_root / 'dist.log'):
        print(f'1..{tap.count}')
        return 1

    tarball = build / 'meson-dist' / f'{name}-{version}.tar.xz'
    prefix = f'{name}-{version}/'
    with tarfile.open(tarball) as archive:
        members = archive.getmembers()
        packed = {member.name[len(prefix):]: bool(member.mode & stat.S_IXUSR)
                  for member in members if member.isfile() or member.issym()}
        outside = [member.name for member in members if not (member.name + '/').startswith(prefix)]
        if hasattr(tarfile, 'data_filter'):
            archive.extractall(check_root, filter='data')
        else:
            archive.extractall(check_root)
    print(f'# {tarball.name}: {tarball.stat().st_size:,} bytes, {len(packed)} files')
    tap.check(not outside, f'every path in the tarball is under {prefix}', '\n'.join(outside))

    committed = committed_files(root)
    missing = sorted(set(committed) - set(packed))
    extra = sorted(set(packed) - set(committed))
    tap.check(not missing, f'the tarball holds every file committed at HEAD ({len(committed)})',
              '\n'.join(missing))
    tap.check(not extra, 'the tarball holds nothing else (nothing generated or uncommitted)',
              '\n'.join(extra))
    modes = sorted(path for path, executable in committed.items()
                   if path in packed and packed[path] != executable)
    tap.check(not modes, 'the scripts stay executable, the rest not', '\n'.join(modes))
    tap.check('po/queens.pot' not in packed and 'NEWS' in packed,
              'NEWS is in the tarball, the generated po/queens.pot is not')

    source = check_root / prefix
    build_dir = check_root / 'build'
    if (run_step(tap, 'the unpacked tree configures', [meson, 'setup', str(build_dir), str(source)],
                 check_root / 'setup.log')
            and run_step(tap, 'the unpacked tree builds', [meson, 'compile', '-C', str(build_dir)],
                         check_root / 'compile.log')):
        suites = [argument for suite in SUITES for argument in ('--suite', suite)]
        run_step(tap, f'its {" and ".join(SUITES)} suites pass',
                 [meson, 'test', '-C', str(build_dir), '--no-rebuild', '--print-errorlogs', *suites],
                 check_root / 'test.log')

    if tap.failed:
        print(f'# kept for a look: {check_root}')
    else:
        shutil.rmtree(check_root, ignore_errors=True)
    print(f'1..{tap.count}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
