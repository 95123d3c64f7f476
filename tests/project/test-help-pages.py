#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-help-pages.py: the user help in help/C is valid Mallard (yelp-check),
# every page is built and installed and carries what GNOME's help pages
# carry, and the keyboard page lists the keys the shortcuts window and the
# application's accelerators have.
#
# Usage: test-help-pages.py SOURCE_ROOT
# Prints TAP.

import pathlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

from tap import Tap

MALLARD = '{http://projectmallard.org/1.0/}'
XINCLUDE = '{http://www.w3.org/2001/XInclude}'
ITS = 'http://www.w3.org/2005/11/its'
HELP_LICENCE = 'SPDX-License-Identifier: CC-BY-SA-3.0'


def yelp_check(tap, folder, command, *options):
    """yelp-check COMMAND over every page: it says nothing when all is well."""
    pages = sorted(path.name for path in folder.glob('*.page'))
    result = subprocess.run(['yelp-check', command, *options, *pages], cwd=folder,
                            capture_output=True, text=True)
    output = (result.stdout + result.stderr).strip()
    if command == 'status':
        # One line per page; only the pages' statuses are of interest.
        output = '\n'.join(line for line in output.splitlines()
                           if not line.endswith((': candidate', ': final', ': review')))
    tap.check(result.returncode == 0 and not output,
              f'yelp-check {command} {" ".join(options)}'.strip() + ' finds nothing wrong',
              output)


def text_of(element):
    return ''.join(element.itertext()).strip() if element is not None else ''


def check_page(tap, path, sections):
    """What every page carries in its info: its guide (a section of the
    index that exists), the authors, the licence and a description."""
    root = ElementTree.parse(path).getroot()
    head = '\n'.join(path.read_text(encoding='utf-8').splitlines()[:4])
    info = root.find(f'{MALLARD}info')
    problems = []
    if HELP_LICENCE not in head or 'Copyright 2026 The Queens authors' not in head:
        problems.append('the licence and copyright comments are missing')
    if root.get('id') != path.stem:
        problems.append(f'its id is {root.get("id")!r}')
    if info is None:
        problems.append('it has no info')
    else:
        if path.stem != 'index':
            guides = [link.get('xref') for link in info.findall(f'{MALLARD}link')
                      if link.get('type') == 'guide']
            if not guides or any(guide not in sections for guide in guides):
                problems.append(f'its guide links {guides} are not sections of the index')
        credits = [text_of(credit.find(f'{MALLARD}name')) for credit in info.findall(f'{MALLARD}credit')]
        if 'The Queens authors' not in credits:
            problems.append(f'its credits name {credits}')
        includes = [include.get('href') for include in info.findall(f'{XINCLUDE}include')]
        if includes != ['legal.xml']:
            problems.append(f'it includes {includes}, not legal.xml')
        if not text_of(info.find(f'{MALLARD}desc')):
            problems.append('it has no desc')
    tap.check(not problems, f'{path.name} has its licence, guide, credit and description',
              '\n'.join(problems))


def check_build(tap, root, folder):
    """help/meson.build installs exactly the pages of help/C."""
    build = (root / 'help' / 'meson.build').read_text(encoding='utf-8')
    listed = set(re.findall(r"'([\w-]+\.(?:page|xml))'", build))
    present = {path.name for path in folder.iterdir() if path.suffix in ('.page', '.xml')}
    tap.check(listed == present, 'help/meson.build lists every page of help/C and legal.xml',
              f'missing: {sorted(present - listed)}\nunknown: {sorted(listed - present)}')
    media = set(re.findall(r"'(figures/[^']+)'", build))
    figures = {path.relative_to(folder).as_posix() for path in (folder / 'figures').iterdir()}
    tap.check(media == figures, 'help/meson.build lists every figure of help/C',
              f'{sorted(media)} against {sorted(figures)}')
    icon = root / 'data' / 'icons' / 'hicolor' / 'scalable' / 'apps' / 'io.github.nqueens.Queens.svg'
    tap.check((folder / 'figures' / icon.name).read_bytes() == icon.read_bytes(),
              "the index's figure is the application's icon as installed")


# How the help writes a key GTK names (keys not listed are written as is,
# upper case).
KEY_NAMES = {
    'plus': '+', 'minus': '-', 'comma': ',', 'question': '?', 'space': 'Space',
    'Page_Up': 'Page Up', 'Page_Down': 'Page Down', 'Left': '←', 'Right': '→',
    'Up': '↑', 'Down': '↓', 'Home': 'Home', 'End': 'End',
}
MODIFIERS = {'Shift': 'Shift', 'Control': 'Ctrl', 'Primary': 'Ctrl', 'Alt': 'Alt'}


def help_keys(accelerator):
    """A GTK accelerator ("<Control><Shift>z") as the help writes it:
    "Shift+Ctrl+Z", the modifiers in the order GTK shows them."""
    modifiers = re.findall(r'<(\w+)>', accelerator)
    key = re.sub(r'<\w+>', '', accelerator)
    names = [MODIFIERS[name] for name in ('Shift', 'Control', 'Primary', 'Alt') if name in modifiers]
    return '+'.join(names + [KEY_NAMES.get(key, key.upper() if len(key) == 1 else key)])


def cell_keys(cell):
    """The keys of a table cell: each key, or each key sequence joined by +."""
    keys = []
    for paragraph in cell.iter(f'{MALLARD}p'):
        for child in paragraph:
            if child.tag == f'{MALLARD}keyseq':
                keys.append('+'.join(text_of(key) for key in child.findall(f'{MALLARD}key')))
            elif child.tag == f'{MALLARD}key':
                keys.append(text_of(child))
    return keys


def application_accels(root):
    """The application's accelerators, by action, as its code sets them
    ("quit_accels" for app.quit), and the shortcuts window's own."""
    code = (root / 'src' / 'gui' / 'queens-application.c').read_text(encoding='utf-8')
    accels = {f'app.{name}': accel for name, accel in
              re.findall(r'static const char \*(\w+)_accels\[\] = \{ "([^"]+)"', code)}
    accels['win.show-help-overlay'] = '<Control>question'
    return accels


def check_keys(tap, root, folder):
    overlay = ElementTree.parse(root / 'ui' / 'help-overlay.ui').getroot()
    accels = application_accels(root)
    page = ElementTree.parse(folder / 'shortcuts.page').getroot()
    rows = {}
    for row in page.iter(f'{MALLARD}tr'):
        cells = row.findall(f'{MALLARD}td')
        rows[text_of(cells[0])] = cell_keys(cells[1])

    listed = 0
    for shortcut in overlay.iter('object'):
        if shortcut.get('class') != 'GtkShortcutsShortcut':
            continue
        properties = {prop.get('name'): prop.text for prop in shortcut.findall('property')}
        title = properties['title']
        if 'accelerator' in properties:
            expected = [help_keys(key) for key in properties['accelerator'].split()]
        else:
            expected = [help_keys(accels.get(properties.get('action-name'), '?'))]
        shown = rows.get(title)
        listed += 1
        tap.check(shown is not None and all(key in shown for key in expected),
                  f'shortcuts.page lists “{title}” with {" ".join(expected)}',
                  f'the page has {shown}')
    tap.check(listed >= 30, f'the shortcuts window lists {listed} keys')
    tap.check(accels.get('app.help') == 'F1', 'F1 opens the help (app.help)', repr(accels))


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    folder = root / 'help' / 'C'
    tap = Tap()

    have_yelp_check = shutil.which('yelp-check') is not None
    tap.check(have_yelp_check, 'yelp-check is installed (build-aux/setup installs yelp-tools)')
    if have_yelp_check:
        yelp_check(tap, folder, 'validate', '--strict', '--allow', ITS)
        yelp_check(tap, folder, 'links')
        yelp_check(tap, folder, 'media')
        yelp_check(tap, folder, 'orphans')
        yelp_check(tap, folder, 'ids')
        yelp_check(tap, folder, 'status')

    index = ElementTree.parse(folder / 'index.page').getroot()
    sections = {f'index#{section.get("id")}' for section in index.iter(f'{MALLARD}section')}
    tap.check(len(sections) >= 5, f'the index has {len(sections)} sections')
    guided = set()
    for path in sorted(folder.glob('*.page')):
        check_page(tap, path, sections)
        guided.update(link.get('xref') for link in ElementTree.parse(path).getroot().iter(f'{MALLARD}link')
                      if link.get('type') == 'guide')
    tap.check(sections <= guided, 'every section of the index has pages',
              f'empty: {sorted(sections - guided)}')

    check_build(tap, root, folder)
    check_keys(tap, root, folder)

    print(f'1..{tap.count}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
