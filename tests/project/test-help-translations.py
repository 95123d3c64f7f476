#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-help-translations.py: every language of help/LINGUAS has a
# catalogue help/LANG/LANG.po that is well formed and complete against the
# pages of help/C as they are today (a fresh itstool template, as
# test-translations.py does for po/), keeps the markup of every message,
# names the interface as the program's own catalogue po/LANG.po does, and
# merges into pages that yelp-check finds valid.  Nothing here names a
# language but German, which must be there: a catalogue added with its
# line in help/LINGUAS is checked with no change to this test.
#
# Usage: test-help-translations.py SOURCE_ROOT
# Prints TAP.

import collections
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from tap import Tap

ITS = 'http://www.w3.org/2005/11/its'
STATISTICS = re.compile(r'(\d+) translated messages?(?:, (\d+) fuzzy translations?)?'
                        r'(?:, (\d+) untranslated messages?)?')
# An element of a message, with its attributes: <gui>, <link xref="…"/>,
# </key>, or itstool's placeholder for a nested one, <_:media-1/>.
TAG = re.compile(r'<(/?[\w:.-]+)((?:\s+[\w:.-]+="[^"]*")*)\s*/?>')
GUI = re.compile(r'<gui>([^<]+)</gui>')
# What itstool takes as translator credits: NAME <EMAIL>, YEARS a line.
CREDIT = re.compile(r'.+ <.*>, .+')


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def languages(root):
    """help/LINGUAS as meson's gnome.yelp reads it: blank lines and lines
    starting with # skipped, the rest split on white space."""
    found = []
    for line in (root / 'help' / 'LINGUAS').read_text(encoding='utf-8').splitlines():
        line = line.strip()
        if line and not line.startswith('#'):
            found += line.split()
    return found


def sources(root):
    """The files of help/C that gnome.yelp translates, as help/meson.build
    lists them (test-help-pages.py checks that it lists them all)."""
    folder = root / 'help' / 'C'
    return sorted(folder.glob('*.page')) + [folder / 'legal.xml']


def statistics(po_file):
    result = run(['msgfmt', '--statistics', '-o', '/dev/null', str(po_file)])
    match = STATISTICS.search(result.stderr)
    return tuple(int(group or 0) for group in match.groups()) if match else None


def unquote(text):
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), text)


def messages(po_file, translated_only=True):
    """The messages of @po_file, (context, msgid, msgstr) each, without the
    header, plural forms, obsolete and fuzzy messages (and, with
    @translated_only, untranslated ones)."""
    result = run(['msgattrib', '--no-obsolete', '--no-fuzzy', '--no-wrap', '--no-location',
                  str(po_file)])
    found = []
    for block in result.stdout.split('\n\n'):
        fields = {}
        key = None
        for line in block.splitlines():
            match = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if match:
                key = match.group(1)
                fields[key] = unquote(match.group(2))
            elif key and line.startswith('"'):
                fields[key] += unquote(line[1:-1])
        if not fields.get('msgid') or 'msgid_plural' in fields:
            continue
        if translated_only and not fields.get('msgstr'):
            continue
        found.append((fields.get('msgctxt'), fields['msgid'], fields.get('msgstr', '')))
    return found


def interface_names(root, language):
    """What the program's catalogue po/LANG.po calls each label of the
    interface, by its English label without its mnemonic: "Export…" gives
    every translation of "_Export…", "E_xport…" and so on."""
    po_file = root / 'po' / f'{language}.po'
    names = collections.defaultdict(set)
    if not po_file.exists():
        return names
    for _, msgid, msgstr in messages(po_file):
        if '%' in msgid or '\n' in msgid:
            continue
        names[msgid.replace('_', '')].add(msgstr.replace('_', ''))
    return names


def check_markup(tap, language, catalogue):
    """Every translation keeps its message's elements and attributes (the
    links, keys, labels and itstool's placeholders), whatever their
    order; a key may be named in the language (<key>Strg</key>)."""
    differing = []
    for context, msgid, msgstr in catalogue:
        if context == '_' and msgid == 'translator-credits':
            continue
        wanted = collections.Counter(TAG.findall(msgid))
        given = collections.Counter(TAG.findall(msgstr))
        if wanted != given:
            missing = ' '.join(f'<{name}{attributes}>' for name, attributes in wanted - given)
            extra = ' '.join(f'<{name}{attributes}>' for name, attributes in given - wanted)
            differing.append(f'{msgid[:70]!r}: missing {missing or "nothing"}, '
                             f'extra {extra or "nothing"}')
    tap.check(not differing, f'help/{language}/{language}.po keeps the markup of every message '
              f'({len(differing)} do not)', '\n'.join(differing[:40]))


def check_interface_names(tap, root, language, catalogue):
    """Where a message names a label of the window (<gui>Preferences</gui>)
    that po/LANG.po translates, the help names it as the window does."""
    names = interface_names(root, language)
    checked = 0
    differing = []
    for _, msgid, msgstr in catalogue:
        shown = set(GUI.findall(msgstr))
        for label in GUI.findall(msgid):
            expected = names.get(label)
            if not expected:
                continue
            checked += 1
            if not expected & shown:
                differing.append(f'“{label}”: the window says {" or ".join(sorted(expected))}, '
                                 f'the help has {" ".join(sorted(shown)) or "no label"} '
                                 f'in {msgstr[:60]!r}')
    tap.check(not differing,
              f'help/{language}/{language}.po names the {checked} labels of the window that '
              f'po/{language}.po translates as the window does ({len(differing)} differ)',
              '\n'.join(differing[:40]))


def check_language(tap, root, language, template, scratch):
    po_file = root / 'help' / language / f'{language}.po'
    tap.check(po_file.is_file(), f'help/LINGUAS lists {language}, and help/{language}/{language}.po is there')
    if not po_file.is_file():
        return

    result = run(['msgfmt', '--check', '-o', '/dev/null', str(po_file)])
    tap.check(result.returncode == 0, f'help/{language}/{language}.po is well formed (msgfmt --check)',
              result.stderr)

    own = statistics(po_file)
    tap.check(own is not None and own[0] > 0 and own[1] == 0 and own[2] == 0,
              f'help/{language}/{language}.po has no fuzzy or untranslated message ({own})')

    merged = scratch / f'{language}.po'
    result = run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', str(merged),
                  str(po_file), str(template)])
    tap.check(result.returncode == 0, f'help/{language}/{language}.po merges with a fresh template',
              result.stderr)
    if result.returncode != 0:
        return
    merged_statistics = statistics(merged)
    missing = [msgid for _, msgid, msgstr in messages(merged, translated_only=False) if not msgstr]
    tap.check(merged_statistics is not None and merged_statistics[0] > 0
              and merged_statistics[1] == 0 and merged_statistics[2] == 0 and not missing,
              f'help/{language}/{language}.po translates every message the pages of help/C have '
              f'today ({len(missing)} missing)', '\n'.join(missing[:40]))

    catalogue = messages(merged)
    credits = [msgstr for context, msgid, msgstr in catalogue
               if context == '_' and msgid == 'translator-credits']
    tap.check(bool(credits) and all(CREDIT.fullmatch(line) for line in credits[0].splitlines()),
              f'help/{language}/{language}.po credits its translators as itstool reads them '
              f'(NAME <EMAIL>, YEARS a line)', f'translator-credits: {credits}')
    check_markup(tap, language, catalogue)
    check_interface_names(tap, root, language, catalogue)

    # The pages as gnome.yelp makes them: the catalogue compiled, then
    # merged by itstool.
    mo_file = scratch / f'{language}.mo'
    pages = scratch / language
    pages.mkdir()
    result = run(['msgfmt', '-o', str(mo_file), str(po_file)])
    if result.returncode == 0:
        result = run(['itstool', '-m', str(mo_file), '--lang', language, '-o', str(pages) + '/',
                      *map(str, sources(root))])
    made = sorted(path.name for path in pages.iterdir())
    expected = sorted(path.name for path in sources(root))
    tap.check(result.returncode == 0 and made == expected,
              f'itstool merges help/{language}/{language}.po into every page of help/C',
              result.stderr + f'\nmade {made}')
    if made != expected:
        return
    untranslated = [name for name in expected if name.endswith('.page')
                    and f'xml:lang="{language}"' not in (pages / name).read_text(encoding='utf-8')]
    tap.check(not untranslated, f'every merged {language} page is marked as {language} (xml:lang)',
              ' '.join(untranslated))
    page_names = sorted(name for name in made if name.endswith('.page'))
    result = run(['yelp-check', 'validate', '--strict', '--allow', ITS, *page_names], cwd=pages)
    output = (result.stdout + result.stderr).strip()
    tap.check(result.returncode == 0 and not output,
              f'the merged {language} pages are valid Mallard (yelp-check validate --strict)', output)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    tap = Tap()

    listed = languages(root)
    tap.check('de' in listed, 'help/LINGUAS lists German', repr(listed))
    catalogues = sorted(path.parent.name for path in (root / 'help').glob('*/*.po')
                        if path.stem == path.parent.name)
    tap.check(sorted(set(catalogues) - set(listed)) == [],
              'help/LINGUAS lists every catalogue help/LANG/LANG.po (else it is never built)',
              f'not listed: {sorted(set(catalogues) - set(listed))}')
    tap.check(len(set(listed)) == len(listed), 'help/LINGUAS lists each language once', repr(listed))

    tools = [tool for tool in ('itstool', 'yelp-check', 'msgfmt', 'msgmerge', 'msgattrib')
             if shutil.which(tool) is None]
    tap.check(not tools, 'itstool, yelp-check and gettext are installed (build-aux/setup installs them)',
              f'missing: {tools}')
    if tools:
        print(f'1..{tap.count}')
        return 1

    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        template = scratch / 'queens.pot'
        result = run(['itstool', '-o', str(template), *map(str, sources(root))])
        tap.check(result.returncode == 0 and template.exists(),
                  'itstool extracts a template from the pages of help/C', result.stderr)
        if result.returncode == 0:
            for language in dict.fromkeys(listed):
                language_scratch = scratch / f'lang-{language}'
                language_scratch.mkdir()
                check_language(tap, root, language, template, language_scratch)

    print(f'1..{tap.count}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
