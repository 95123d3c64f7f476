#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-screenshots.py: every screenshot the metainfo names is kept in
# data/screenshots/ with the size the metainfo gives.  Prints TAP.
#
# Usage: test-screenshots.py SOURCE_ROOT

import pathlib
import struct
import sys
import xml.etree.ElementTree as ElementTree

RAW_PREFIX = 'https://github.com/nqueens/queens/raw/main/'


def png_size(path):
    with open(path, 'rb') as png:
        header = png.read(24)
    if header[:8] != b'\x89PNG\r\n\x1a\n' or header[12:16] != b'IHDR':
        return None
    return struct.unpack('>II', header[16:24])


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    metainfo = root / 'data' / 'io.github.nqueens.Queens.metainfo.xml.in'
    images = ElementTree.parse(metainfo).getroot().findall('./screenshots/screenshot/image')
    results = [(len(images) >= 1, f'the metainfo names {len(images)} screenshots')]

    for image in images:
        url = (image.text or '').strip()
        if not url.startswith(RAW_PREFIX):
            results.append((False, f'{url} points into the repository ({RAW_PREFIX}...)'))
            continue
        path = root / url[len(RAW_PREFIX):]
        if not path.is_file():
            results.append((False, f'{path.relative_to(root)} exists'))
            continue
        size = png_size(path)
        expected = (int(image.get('width', 0)), int(image.get('height', 0)))
        results.append((size == expected,
                        f'{path.relative_to(root)} is {expected[0]}x{expected[1]} (found {size})'))

    print(f'1..{len(results)}')
    for number, (ok, description) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {number} {description}')
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
