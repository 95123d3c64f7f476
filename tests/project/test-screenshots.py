#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-screenshots.py: every screenshot the metainfo names is kept in
# data/screenshots/ with the size the metainfo gives, and is one that
# data/screenshots/take-screenshots.sh takes (so that it can be taken
# again); the folder holds no other picture; one screenshot is the
# default; the ones marked as the dark style (environment="gnome:dark")
# are dark and the others light.  Prints TAP.
#
# Usage: test-screenshots.py SOURCE_ROOT

import pathlib
import re
import struct
import sys
import zlib
import xml.etree.ElementTree as ElementTree

RAW_PREFIX = 'https://github.com/nqueens/queens/raw/main/'
# The environments AppStream 1.0 accepts for a GNOME application's
# screenshots (Debian 12's appstreamcli 0.16 does not check them).
ENVIRONMENTS = {None, 'gnome', 'gnome:light', 'gnome:dark'}
# Mean luminance, 0 to 255: the dark style's window is below the first,
# the light style's above the second.
DARK_BELOW = 100
LIGHT_ABOVE = 160


def png_size(path):
    with open(path, 'rb') as png:
        header = png.read(24)
    if header[:8] != b'\x89PNG\r\n\x1a\n' or header[12:16] != b'IHDR':
        return None
    return struct.unpack('>II', header[16:24])


def mean_luminance(path):
    """The mean luminance (0 to 255) of the 8-bit RGB or RGBA,
    non-interlaced PNG at @path, or None for another kind."""
    data = path.read_bytes()
    position, compressed = 8, []
    header = None
    while position < len(data):
        length, kind = struct.unpack('>I4s', data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            compressed.append(body)
        position += 12 + length
    if header is None or header[2] != 8 or header[3] not in (2, 6) or header[6] != 0:
        return None
    width, height = header[0], header[1]
    channels = 3 if header[3] == 2 else 4
    raw = zlib.decompress(b''.join(compressed))
    stride = width * channels
    previous = bytearray(stride)
    total = 0
    for row in range(height):
        start = row * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        # The PNG filters: none, sub, up, average, Paeth.
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                guess = a + b - c
                pa, pb, pc = abs(guess - a), abs(guess - b), abs(guess - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        total += (sum(line[0::channels]) * 299 + sum(line[1::channels]) * 587
                  + sum(line[2::channels]) * 114)
        previous = line
    return total / (1000 * width * height)


def scripted_shots(root):
    """The names of the shots take-screenshots.sh takes."""
    script = (root / 'data' / 'screenshots' / 'take-screenshots.sh').read_text(encoding='utf-8')
    return set(re.findall(r'^(?:\w+=\S+ )*shot (\S+) ', script, re.M))


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    metainfo = root / 'data' / 'io.github.nqueens.Queens.metainfo.xml.in'
    screenshots = ElementTree.parse(metainfo).getroot().findall('./screenshots/screenshot')
    images = [image for screenshot in screenshots for image in screenshot.findall('image')]
    results = [(len(images) >= 1, f'the metainfo names {len(images)} screenshots')]
    defaults = [screenshot for screenshot in screenshots if screenshot.get('type') == 'default']
    results.append((len(defaults) == 1, f'one screenshot is the default (found {len(defaults)})'))
    dark = [screenshot for screenshot in screenshots if screenshot.get('environment') == 'gnome:dark']
    results.append((len(dark) >= 1, f'one screenshot or more shows the dark style (found {len(dark)})'))

    shots = scripted_shots(root)
    folder = root / 'data' / 'screenshots'
    named = set()
    for screenshot in screenshots:
        environment = screenshot.get('environment')
        caption = screenshot.findtext('caption', '').strip()
        results.append((environment in ENVIRONMENTS,
                        f'"{caption}": environment {environment or "(none)"} is one AppStream '
                        'knows for GNOME'))
        for image in screenshot.findall('image'):
            url = (image.text or '').strip()
            if not url.startswith(RAW_PREFIX):
                results.append((False, f'{url} points into the repository ({RAW_PREFIX}...)'))
                continue
            path = root / url[len(RAW_PREFIX):]
            named.add(path.name)
            results.append((path.parent == folder and path.stem in shots,
                            f'{path.relative_to(root)} is a shot take-screenshots.sh takes'))
            if not path.is_file():
                results.append((False, f'{path.relative_to(root)} exists'))
                continue
            size = png_size(path)
            expected = (int(image.get('width', 0)), int(image.get('height', 0)))
            results.append((size == expected,
                            f'{path.relative_to(root)} is {expected[0]}x{expected[1]} (found {size})'))
            luminance = mean_luminance(path)
            if environment == 'gnome:dark':
                results.append((luminance is not None and luminance < DARK_BELOW,
                                f'{path.relative_to(root)} is dark, as marked (mean luminance {luminance:.0f}, '
                                f'under {DARK_BELOW})' if luminance is not None
                                else f'{path.relative_to(root)} is an 8-bit RGB(A) PNG'))
            else:
                results.append((luminance is not None and luminance > LIGHT_ABOVE,
                                f'{path.relative_to(root)} is light, as not marked dark (mean luminance '
                                f'{luminance:.0f}, over {LIGHT_ABOVE})' if luminance is not None
                                else f'{path.relative_to(root)} is an 8-bit RGB(A) PNG'))

    # Pictures the metainfo does not name are ones the script takes for
    # other uses (the German window); anything else is left over.
    stray = sorted(path.name for path in folder.glob('*.png')
                   if path.name not in named and path.stem not in shots)
    results.append((not stray, 'data/screenshots/ holds only the shots the script takes'
                    + (f' (not: {", ".join(stray)})' if stray else '')))

    print(f'1..{len(results)}')
    for number, (ok, description) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {number} {description}')
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
