#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""news-to-releases.py: the metainfo's <releases>, read from NEWS.

NEWS holds one section per release, newest first:

    Version 0.2.0
    =============

    2027-01-15

    An optional paragraph.

    * A change, on as many lines as it takes, the lines after the
      first indented by two spaces
    * Another change, `code` in backquotes

The build writes the metainfo template with its @RELEASES@ line replaced
by a <releases> element made from those sections (each description marked
translate="no": NEWS is written in English only), before the translations
are merged into the rest.  It refuses a NEWS it cannot read, releases out
of order, and a newest version other than the project's (meson.build's
project version, the one place the version is written), naming the line.

Usage: news-to-releases.py --version VERSION NEWS TEMPLATE OUTPUT
       news-to-releases.py --version VERSION NEWS   (check NEWS only)
"""

import argparse
import datetime
import re
import sys
from xml.sax.saxutils import escape, quoteattr

PLACEHOLDER = '@RELEASES@'
HEADING = re.compile(r'^Version (\d+(?:\.\d+)*)$')
DATE = re.compile(r'^\d{4}-\d{2}-\d{2}$')
BULLET = '* '
CONTINUATION = '  '


class NewsError(Exception):
    """A NEWS that cannot be read; str() names the file and line."""


class Release:
    def __init__(self, version, line):
        self.version = version
        self.line = line  # of its heading, for messages
        self.date = None
        self.paragraphs = []
        self.items = []

    def version_key(self):
        return tuple(int(part) for part in self.version.split('.'))


def parse(text, name='NEWS'):
    """The releases of the NEWS text @text, newest first."""
    releases = []
    lines = text.splitlines()
    index = 0

    def fail(number, message):
        raise NewsError(f'{name}:{number}: {message}')

    while index < len(lines):
        line = lines[index]
        number = index + 1
        if not line.strip():
            index += 1
            continue
        match = HEADING.match(line)
        if match:
            underline = lines[index + 1] if index + 1 < len(lines) else ''
            if underline != '=' * len(line):
                fail(number + 1, f'the heading "{line}" is underlined by {len(line)} "=" signs')
            releases.append(Release(match.group(1), number))
            index += 2
            continue
        if not releases:
            fail(number, f'expected a heading "Version X.Y.Z", found "{line}"')
        release = releases[-1]
        if release.date is None:
            if not DATE.match(line):
                fail(number, f'expected the date of {release.version} (YYYY-MM-DD), found "{line}"')
            try:
                datetime.date.fromisoformat(line)
            except ValueError:
                fail(number, f'{line} is no date')
            release.date = line
            index += 1
            continue
        # A paragraph or a bullet: its first line, then the lines
        # that continue it, up to a blank line, a bullet or a heading.
        is_item = line.startswith(BULLET)
        if line.startswith(' '):
            fail(number, f'an indented line outside a bullet: "{line}"')
        words = [line[len(BULLET):].strip() if is_item else line.strip()]
        index += 1
        while index < len(lines) and lines[index].strip():
            following = lines[index]
            if following.startswith(BULLET) or HEADING.match(following):
                break
            if is_item and not following.startswith(CONTINUATION):
                fail(index + 1, f'a bullet\'s next line is indented by two spaces: "{following}"')
            if not is_item and following.startswith(' '):
                fail(index + 1, f'a paragraph\'s lines are not indented: "{following}"')
            words.append(following.strip())
            index += 1
        (release.items if is_item else release.paragraphs).append(' '.join(words))
        if not is_item and release.items:
            fail(number, 'a paragraph after the bullets: paragraphs come first')

    if not releases:
        raise NewsError(f'{name}: no release ("Version X.Y.Z" underlined by "=")')
    for release in releases:
        if release.date is None:
            raise NewsError(f'{name}:{release.line}: {release.version} has no date')
        if not release.items and not release.paragraphs:
            raise NewsError(f'{name}:{release.line}: {release.version} says nothing')
    for newer, older in zip(releases, releases[1:]):
        if newer.version_key() <= older.version_key():
            raise NewsError(f'{name}:{older.line}: {older.version} comes after {newer.version}: '
                            'the newest release comes first')
        if newer.date < older.date:
            raise NewsError(f'{name}:{older.line}: {older.version} ({older.date}) is dated after '
                            f'{newer.version} ({newer.date})')
    return releases


def check_version(releases, version, name='NEWS'):
    if releases[0].version != version:
        raise NewsError(f'{name}:{releases[0].line}: the newest release is {releases[0].version}, '
                        f'but the project\'s version (meson.build) is {version}: '
                        f'add a section for {version} at the top of NEWS')


def inline(text):
    """@text as XML, with `code` in backquotes as <code>."""
    parts = text.split('`')
    if len(parts) % 2 == 0:
        raise NewsError(f'an unpaired backquote in "{text}"')
    return ''.join(escape(part) if number % 2 == 0 else f'<code>{escape(part)}</code>'
                   for number, part in enumerate(parts))


def releases_xml(releases, indent='  '):
    """The <releases> element, each line after the first starting @indent."""
    step = '  '
    lines = ['<releases>']
    for release in releases:
        lines.append(f'{step}<release version={quoteattr(release.version)} '
                     f'date={quoteattr(release.date)}>')
        lines.append(f'{step * 2}<description translate="no">')
        lines.extend(f'{step * 3}<p>{inline(paragraph)}</p>' for paragraph in release.paragraphs)
        if release.items:
            lines.append(f'{step * 3}<ul>')
            lines.extend(f'{step * 4}<li>{inline(item)}</li>' for item in release.items)
            lines.append(f'{step * 3}</ul>')
        lines.append(f'{step * 2}</description>')
        lines.append(f'{step}</release>')
    lines.append('</releases>')
    return '\n'.join(lines[:1] + [indent + line for line in lines[1:]])


def fill_template(template, releases, name='template'):
    """@template with its one @RELEASES@ line replaced by the releases."""
    lines = template.split('\n')
    found = [number for number, line in enumerate(lines) if line.strip() == PLACEHOLDER]
    if len(found) != 1 or template.count(PLACEHOLDER) != 1:
        raise NewsError(f'{name}: expected one line holding only {PLACEHOLDER}, '
                        f'found {template.count(PLACEHOLDER)}')
    line = lines[found[0]]
    indent = line[:len(line) - len(line.lstrip())]
    lines[found[0]] = indent + releases_xml(releases, indent)
    return '\n'.join(lines)


def main(argv):
    parser = argparse.ArgumentParser(description='Writes the metainfo\'s releases from NEWS.')
    parser.add_argument('--version', required=True, help='the project\'s version')
    parser.add_argument('news')
    parser.add_argument('template', nargs='?')
    parser.add_argument('output', nargs='?')
    options = parser.parse_args(argv)
    if (options.template is None) != (options.output is None):
        parser.error('give both TEMPLATE and OUTPUT, or neither')

    try:
        with open(options.news, encoding='utf-8') as news:
            releases = parse(news.read(), options.news)
        check_version(releases, options.version, options.news)
        if options.template is not None:
            with open(options.template, encoding='utf-8') as template:
                text = fill_template(template.read(), releases, options.template)
            with open(options.output, 'w', encoding='utf-8') as output:
                output.write(text)
    except (NewsError, OSError) as error:
        print(f'news-to-releases: {error}', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
