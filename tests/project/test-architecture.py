#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-architecture.py: the layers of src/ hold, and docs/architecture.md
# is the map of them.
#
# Each folder of src/ is a layer (core's folders and gui's parts are
# layers of their own inside it); a file may include the headers of its
# own layer and of the layers below it, and only gui may include GTK or
# libadwaita.  The build already refuses most wrong includes (each layer's
# library sees only the headers below it); this check names the rule for
# every file, also inside gui, whose parts share one library.  Calls
# between files go one way: no circle of files calling each other, but
# for the files of one class split over several.
#
# Usage: test-architecture.py SOURCE_ROOT
# Prints TAP.

import pathlib
import re
import sys

from tap import Tap

CORE = {'core/board', 'core/solver', 'core/teach', 'core/puzzle', 'core/regions'}
GUI_BASE = CORE | {'render', 'model'}
PAGES = {'gui/browse', 'gui/play', 'gui/watch', 'gui/export'}

# What each layer may include besides itself.
ALLOWED = {
    'core/board': set(),
    'core/solver': {'core/board'},
    'core/teach': {'core/board'},
    'core/puzzle': {'core/board'},
    'core/regions': {'core/board'},
    'render': CORE,
    'model': CORE,
    'cli': CORE | {'render'},
    'gui/common': GUI_BASE,
    'gui/widgets': GUI_BASE | {'gui/common'},
    **{page: GUI_BASE | {'gui/common', 'gui/widgets'} for page in PAGES},
    'gui': GUI_BASE | {'gui/common', 'gui/widgets'} | PAGES,
    'main': {'cli', 'gui'},
}

# System headers only some layers may use.
TOOLKIT = re.compile(r'^(gtk/|gdk/|gsk/|adwaita\.h)')
CAIRO = re.compile(r'^cairo')
TOOLKIT_LAYERS = {layer for layer in ALLOWED if layer.startswith('gui')}
CAIRO_LAYERS = TOOLKIT_LAYERS | {'render', 'cli'}

# Headers the build makes, and which layer's they are.
GENERATED = {'config.h': None, 'queens-resources.h': 'gui'}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.MULTILINE)

# Classes that span files (queens-window.c, -actions.c, ... over
# queens-window-private.h): their files may call each other.  Anywhere
# else a call between two files goes one way only.
SPLIT_CLASSES = {'queens-render', 'queens-board-view', 'queens-browse-page',
                 'queens-watch-view', 'queens-window', 'queens-play-session'}
COMMENT_OR_STRING = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"', re.DOTALL)
DEFINITION = re.compile(r'^([a-z_][a-z0-9_]*) \(', re.MULTILINE)
STATIC_DEFINITION = re.compile(r'^static[^;{()]*\n([a-z_][a-z0-9_]*) \(', re.MULTILINE)
CALL = re.compile(r'\b([a-z_][a-z0-9_]*)\s*\(')


def layer_of(source, path):
    """The layer of @path, a file under @source (src/)."""
    parts = path.relative_to(source).parts
    if len(parts) == 1:
        return 'main'
    if parts[0] in ('core', 'gui') and len(parts) > 2:
        return f'{parts[0]}/{parts[1]}'
    return parts[0]


def check_layers(root, tap):
    source = root / 'src'
    files = sorted(path for path in source.rglob('*.[ch]'))
    by_name = {}
    for path in files:
        by_name.setdefault(path.name, []).append(path)

    duplicated = sorted(name for name, paths in by_name.items() if len(paths) > 1)
    tap.check(not duplicated, 'every file name under src/ is unique', '\n'.join(duplicated))

    for path in files:
        layer = layer_of(source, path)
        problems = []
        if layer not in ALLOWED:
            problems.append(f'{layer} is not a layer: add it to this test and the page')
        else:
            allowed = ALLOWED[layer] | {layer}
            for kind, name in INCLUDE.findall(path.read_text(encoding='utf-8')):
                if kind == '<':
                    if TOOLKIT.match(name) and layer not in TOOLKIT_LAYERS:
                        problems.append(f'<{name}>: only gui uses GTK and libadwaita')
                    elif CAIRO.match(name) and layer not in CAIRO_LAYERS:
                        problems.append(f'<{name}>: only render and the layers above it draw')
                    continue
                if name in GENERATED:
                    owner = GENERATED[name]
                    if owner is not None and owner not in allowed:
                        problems.append(f'"{name}" belongs to {owner}')
                    continue
                targets = by_name.get(pathlib.Path(name).name, [])
                if not targets:
                    problems.append(f'"{name}" is no file under src/')
                    continue
                owner = layer_of(source, targets[0])
                if owner not in allowed:
                    problems.append(f'"{name}" is in {owner}, which {layer} may not use')
        tap.check(not problems, f'{path.relative_to(root)} includes only what its layer may',
                  '\n'.join(problems))


def unit_of(path, text):
    """The class a file belongs to when it is part of a split class."""
    for _, name in INCLUDE.findall(text):
        stem = name[:-len('-private.h')] if name.endswith('-private.h') else None
        if stem in SPLIT_CLASSES:
            return stem
    return path.stem


def check_calls(root, tap):
    """No two files (or split classes) call each other, even through
    others: the graph of calls between them has no cycle."""
    source = root / 'src'
    raw = {path: path.read_text(encoding='utf-8') for path in sorted(source.rglob('*.c'))}
    units = {path: unit_of(path, text) for path, text in raw.items()}
    texts = {path: COMMENT_OR_STRING.sub('""', text) for path, text in raw.items()}
    defined = {}
    for path, text in texts.items():
        statics = set(STATIC_DEFINITION.findall(text))
        for name in DEFINITION.findall(text):
            if name not in statics:
                defined.setdefault(name, units[path])
    calls = {unit: set() for unit in units.values()}
    for path, text in texts.items():
        for name in set(CALL.findall(text)):
            callee = defined.get(name)
            if callee is not None and callee != units[path]:
                calls[units[path]].add(callee)

    # Tarjan's strongly connected components: any with two or more units
    # is a circle.
    index, low, stack, on_stack, circles = {}, {}, [], set(), []

    def visit(unit):
        index[unit] = low[unit] = len(index)
        stack.append(unit)
        on_stack.add(unit)
        for callee in sorted(calls[unit]):
            if callee not in index:
                visit(callee)
                low[unit] = min(low[unit], low[callee])
            elif callee in on_stack:
                low[unit] = min(low[unit], index[callee])
        if low[unit] == index[unit]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == unit:
                    break
            if len(component) > 1:
                circles.append(' <-> '.join(sorted(component)))

    sys.setrecursionlimit(10000)
    for unit in sorted(calls):
        if unit not in index:
            visit(unit)
    tap.check(not circles, 'no files call each other in a circle', '\n'.join(circles))


# Every source file names its licence and its authors in its first lines.
LICENCE = 'SPDX-License-Identifier: GPL-3.0-or-later'
COPYRIGHT = re.compile(r'Copyright \d{4}(-\d{4})? The Queens authors')
SOURCE_SUFFIXES = ('.c', '.h', '.py', '.sh', '.ui', '.css', '.sbatch')
# The help's pages are documentation, under the licence GNOME's help has.
HELP_SUFFIXES = ('.page', '.xml')
HELP_LICENCE = 'SPDX-License-Identifier: CC-BY-SA-3.0'


def source_files(root):
    for folder in ('src', 'tests', 'fuzz', 'build-aux', 'resources', 'ui', 'contrib', 'data', 'help'):
        for path in sorted((root / folder).rglob('*')):
            if not path.is_file() or 'corpus' in path.parts or path.parent.name == 'data' and folder == 'tests':
                continue
            if (path.suffix in SOURCE_SUFFIXES or path.name in ('meson.build', 'queens.gresource.xml.in')
                    or folder == 'build-aux' and path.suffix == ''
                    or folder == 'help' and path.suffix in HELP_SUFFIXES):
                yield path
    yield root / 'meson.build'
    yield root / 'meson_options.txt'
    yield root / '.ci' / 'run'


def licence_of(root, path):
    if path.relative_to(root).parts[0] == 'help' and path.suffix in HELP_SUFFIXES:
        return HELP_LICENCE
    return LICENCE


def check_licences(root, tap):
    missing = []
    for path in source_files(root):
        head = '\n'.join(path.read_text(encoding='utf-8').splitlines()[:4])
        if licence_of(root, path) not in head or not COPYRIGHT.search(head):
            missing.append(str(path.relative_to(root)))
    tap.check(not missing, 'every source file carries its licence and copyright lines',
              '\n'.join(missing))
    tap.check((root / 'AUTHORS').is_file() and (root / 'COPYING').is_file(),
              'AUTHORS and COPYING are there')


def check_page(root, tap):
    page = (root / 'docs' / 'architecture.md').read_text(encoding='utf-8')
    source = root / 'src'

    # Every folder has its paragraph.
    folders = sorted({path.parent.relative_to(root).as_posix()
                      for path in source.rglob('*.[ch]')} - {'src'})
    for folder in folders:
        tap.check(f'`{folder}/`' in page, f'the page describes {folder}/')

    # A module is named by its stem (queens-board for .c and .h alike).
    stems = sorted({path.stem for path in source.rglob('*.[ch]') if path.name != 'main.c'})
    for stem in stems:
        tap.check(re.search(r'\b' + re.escape(stem) + r'\b', page) is not None,
                  f'the page names {stem}')

    # Every module the page names exists (ui files are not modules).
    named = set(re.findall(r'\bqueens-[a-z0-9-]+[a-z0-9]', page))
    gone = sorted(name for name in named
                  if name not in stems and not (root / 'ui' / f'{name}.ui').exists())
    tap.check(not gone, 'every module the page names exists', '\n'.join(gone))


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    tap = Tap()
    check_layers(root, tap)
    check_calls(root, tap)
    check_licences(root, tap)
    check_page(root, tap)
    print(f'1..{tap.count}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
