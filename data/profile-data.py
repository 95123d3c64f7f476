#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# profile-data.py: the development profile's desktop entry, metainfo and
# schema, made from the release's.
#
# The release's files are the sources translators and validators see;
# the development build (meson -Dprofile=development) installs copies in
# which every name that would clash with an installed release is its own:
# the app id (io.github.nqueens.Queens.Devel) in ids, icon names, the
# launchable and the schema's id, enums and path, the program
# (queens-devel) and the catalogue it reads.  Each replacement must apply
# at least once, so a change to the release's file that one no longer
# matches stops the build instead of installing a clash.
#
# Usage: profile-data.py desktop|metainfo|schema INPUT OUTPUT RELEASE_ID APP_ID RELEASE_PROGRAM PROGRAM

import re
import sys

# Shown after the name in the desktop entry, as GNOME's development
# builds do, so that the two launchers can be told apart.
NAME_SUFFIX = ' (Development)'


def replacements(kind, release_id, app_id, release_program, program):
    """(pattern, replacement) pairs for one kind of file, in order."""
    rid, rprog = re.escape(release_id), re.escape(release_program)
    if kind == 'desktop':
        return [
            (r'^(Name(?:\[[^]]*\])?=.*?)\s*$', r'\1' + NAME_SUFFIX),
            (rf'^Icon={rid}$', f'Icon={app_id}'),
            (rf'^Exec={rprog}(?=\s|$)', f'Exec={program}'),
        ]
    if kind == 'metainfo':
        return [
            (rf'<id>{rid}</id>', f'<id>{app_id}</id>'),
            (rf'(<launchable type="desktop-id">){rid}\.desktop<', rf'\g<1>{app_id}.desktop<'),
            (rf'<binary>{rprog}</binary>', f'<binary>{program}</binary>'),
            (rf'(<translation type="gettext">){rprog}<', rf'\g<1>{program}<'),
        ]
    if kind == 'schema':
        release_path = '/' + release_id.replace('.', '/') + '/'
        app_path = '/' + app_id.replace('.', '/') + '/'
        return [
            (rf'\bid="{rid}(?=[".])', f'id="{app_id}'),
            (rf'\benum="{rid}\.', f'enum="{app_id}.'),
            (rf'\bpath="{re.escape(release_path)}"', f'path="{app_path}"'),
            (rf'\bgettext-domain="{rprog}"', f'gettext-domain="{program}"'),
        ]
    raise SystemExit(f'profile-data.py: unknown kind {kind!r}')


def main():
    kind, source, output, release_id, app_id, release_program, program = sys.argv[1:8]
    with open(source, encoding='utf-8') as stream:
        text = stream.read()
    for pattern, replacement in replacements(kind, release_id, app_id, release_program, program):
        text, count = re.subn(pattern, replacement, text, flags=re.M)
        if count == 0:
            raise SystemExit(f'profile-data.py: {source}: nothing matches {pattern}')
    with open(output, 'w', encoding='utf-8') as stream:
        stream.write(text)
    return 0


if __name__ == '__main__':
    sys.exit(main())
