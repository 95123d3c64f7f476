#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""test-news.py: NEWS, the version and the metainfo's releases agree.

meson.build's project version is the one place the version is written:
NEWS's newest release must be that version, the metainfo the build made
must carry NEWS's releases (build-aux/news-to-releases.py writes them),
the template must leave them to NEWS, and the manual page must name the
same version.  The script itself must refuse a NEWS that is out of step.
Prints TAP.

Usage: test-news.py SOURCE_ROOT VERSION BUILT_METAINFO
"""

import importlib.util
import pathlib
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

from tap import Tap

APP_ID = 'io.github.nqueens.Queens'


def load_script(root):
    path = root / 'build-aux' / 'news-to-releases.py'
    spec = importlib.util.spec_from_file_location('news_to_releases', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return path, module


def text_of(element):
    """The text of @element with its markup (<code>) taken out."""
    return ''.join(element.itertext()).strip()


def check_built_metainfo(tap, releases, metainfo):
    shown = ElementTree.parse(metainfo).getroot().findall('./releases/release')
    tap.check([(r.get('version'), r.get('date')) for r in shown]
              == [(r.version, r.date) for r in releases],
              'the built metainfo has NEWS\'s releases, versions and dates',
              f'metainfo: {[(r.get("version"), r.get("date")) for r in shown]}')
    for release, element in zip(releases, shown):
        description = element.find('description')
        items = [text_of(item) for item in description.findall('./ul/li')]
        expected = [item.replace('`', '') for item in release.items]
        tap.check(items == expected, f'{release.version}: the metainfo lists NEWS\'s {len(expected)} changes',
                  '\n'.join(f'- {item}' for item in items))
        tap.check(description.get('translate') == 'no',
                  f'{release.version}: the release notes are marked translate="no" (NEWS is English only)')
        # Nothing the merge translated: there is no catalogue for NEWS.
        tap.check(not [child for child in description.iter()
                       if child.get('{http://www.w3.org/XML/1998/namespace}lang')],
                  f'{release.version}: no translated copies of the notes')


def refusals(script, version):
    """(description, NEWS text, text the message must hold) the script refuses."""
    good = f'Version {version}\n' + '=' * len(f'Version {version}') + '\n\n2026-01-02\n\n* A change\n'
    return [
        ('a newest version other than the project\'s',
         good.replace(version, '9.9.9').replace('=' * len(f'Version {version}'), '=' * len('Version 9.9.9')),
         f'the project\'s version (meson.build) is {version}'),
        ('a release without a date', good.replace('2026-01-02\n\n', ''), 'expected the date'),
        ('a date that is none', good.replace('2026-01-02', '2026-02-30'), 'is no date'),
        ('a heading underlined short', good.replace('=\n', '\n', 1), 'underlined by'),
        ('releases oldest first',
         'Version 0.0.1\n=============\n\n2025-01-01\n\n* Old\n\n' + good, 'the newest release comes first'),
        ('a bullet\'s next line not indented', good.replace('* A change\n', '* A change\nthat goes on\n'),
         'indented by two spaces'),
        ('no release at all', 'Nothing here\n', 'expected a heading'),
    ]


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    version = sys.argv[2]
    metainfo = pathlib.Path(sys.argv[3])
    tap = Tap()
    script, module = load_script(root)

    try:
        releases = module.parse((root / 'NEWS').read_text(encoding='utf-8'))
    except module.NewsError as error:
        tap.check(False, 'NEWS reads as one section per release', str(error))
        print(f'1..{tap.count}')
        return 1
    tap.check(True, f'NEWS reads as one section per release ({len(releases)})')
    tap.check(releases[0].version == version,
              f'NEWS\'s newest release is the project\'s version {version} (found {releases[0].version})')
    tap.check(all(release.items for release in releases), 'every release lists its changes as bullets')

    template = (root / 'data' / f'{APP_ID}.metainfo.xml.in').read_text(encoding='utf-8')
    tap.check(template.count(module.PLACEHOLDER) == 1 and '<releases' not in template,
              f'the metainfo template leaves its releases to NEWS (one {module.PLACEHOLDER}, no <releases>)')
    check_built_metainfo(tap, releases, metainfo)

    manual = (root / 'data' / 'queens.1').read_text(encoding='utf-8')
    heading = re.search(r'^\.TH \S+ \S+ "[^"]*" "Queens ([^"]+)"', manual, re.M)
    tap.check(heading is not None and heading.group(1) == version,
              f'the manual page names version {version} (found {heading.group(1) if heading else None})')

    with tempfile.TemporaryDirectory() as scratch:
        news = pathlib.Path(scratch) / 'NEWS'
        for description, text, message in refusals(script, version):
            news.write_text(text, encoding='utf-8')
            result = subprocess.run([sys.executable, str(script), '--version', version, str(news)],
                                    capture_output=True, text=True)
            tap.check(result.returncode != 0 and message in result.stderr,
                      f'the script refuses {description}', result.stderr or f'status {result.returncode}')

    print(f'1..{tap.count}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
