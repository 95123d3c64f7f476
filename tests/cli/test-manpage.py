#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""test-manpage.py: the manual page keeps up with the program.

Every option that `queens --help` and `queens --help-all` mention is
documented as an item of the page, every exit status that --help's "Exit
status" paragraph names is an item of the page's EXIT STATUS section, the
page names the version being built, the --check item states the limit past
which --check stops listing pairs (as the program applies it), and groff
renders it without a warning.
Prints TAP.

Usage: test-manpage.py QUEENS_BINARY MAN_PAGE VERSION
"""

import os
import re
import subprocess
import sys

from tap import Tap

OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")


def english_environment():
    """The program's own words, untranslated."""
    environment = dict(os.environ)
    environment.update({"LC_ALL": "C.UTF-8", "LANGUAGE": ""})
    return environment


def run_help(binary, flag):
    result = subprocess.run([binary, flag], capture_output=True, text=True,
                            env=english_environment(), timeout=60, check=False)
    return result.returncode, result.stdout


def plain(roff):
    """Roff source text with its escapes for hyphens and spaces undone."""
    text = roff.replace("\\-", "-").replace("\\~", " ").replace("\\&", "")
    return re.sub(r"\\f[BIRP]", "", text)


def read_page(path):
    """The page's tagged items (the line after each .TP), by section."""
    items = {}
    section = ""
    take_next = False
    with open(path, encoding="utf-8") as page:
        for line in page:
            line = line.rstrip("\n")
            if line.startswith('.\\"'):
                continue
            if line.startswith(".SH "):
                section = line[4:].strip().strip('"')
                take_next = False
            elif line == ".TP":
                take_next = True
            elif take_next:
                items.setdefault(section, []).append(plain(line))
                take_next = False
    return items


def exit_statuses(help_text):
    """The numbers in --help's "Exit status:" paragraph."""
    match = re.search(r"^Exit status:(.*?)(?:\n\s*\n|\Z)", help_text, re.M | re.S)
    if match is None:
        return []
    return re.findall(r"(?<![\w.])\d+(?![\w.])", match.group(1))


def check_listing_limit(binary):
    """The limit --check gives when a board has too many pairs to list:
    500 queens in one column make 124750."""
    board = " ".join(["1"] * 500)
    result = subprocess.run([binary, "--check", board], capture_output=True, text=True,
                            env=english_environment(), timeout=60, check=False)
    match = re.search(r"the limit is (\d+)", result.stdout)
    return match.group(1) if match else None


def page_item_text(path, option):
    """The plain text of the page's item for @option, up to the next item."""
    with open(path, encoding="utf-8") as page:
        lines = page.read().split("\n")
    text = []
    inside = False
    for index, line in enumerate(lines):
        if line == ".TP" and index + 1 < len(lines):
            inside = plain(lines[index + 1]).split()[1:2] == [option] or \
                plain(lines[index + 1]).split()[:1] == [option]
            continue
        if inside:
            text.append(plain(line))
    return " ".join(text)


def render_warnings(path):
    """groff's complaints about the page, with every warning turned on."""
    try:
        result = subprocess.run(["groff", "-man", "-ww", "-z", path],
                                capture_output=True, text=True, timeout=60, check=False)
    except FileNotFoundError:
        return 1, "groff is missing: build-aux/setup installs it (groff-base)"
    return result.returncode, result.stderr.strip()


def main():
    binary, page_path, version = sys.argv[1:4]
    tap = Tap()

    help_status, help_text = run_help(binary, "--help")
    all_status, all_text = run_help(binary, "--help-all")
    options = sorted(set(OPTION.findall(help_text + all_text)))
    statuses = exit_statuses(help_text)
    items = read_page(page_path)
    documented = {option for section in items.values() for item in section
                  for option in OPTION.findall(item)}
    exit_items = [item.split()[-1] for item in items.get("EXIT STATUS", []) if item.split()]

    with open(page_path, encoding="utf-8") as page:
        title = next((line for line in page if line.startswith(".TH ")), "")

    # Without --help there would be nothing to compare.
    print(f"1..{6 + len(options) + len(statuses)}")
    tap.check(help_status == 0 and all_status == 0,
              "queens --help and --help-all exit with status 0")
    tap.check(len(options) >= 10, f"--help names the options ({len(options)} found)",
              help_text)
    tap.check(len(statuses) >= 3, f"--help has an Exit status paragraph ({statuses})",
              help_text)

    for option in options:
        tap.check(option in documented, f"the man page documents {option}",
                  f"items of the page: {sorted(documented)}")

    for status in statuses:
        tap.check(status in exit_items, f"the EXIT STATUS section lists {status}",
                  f"its items: {exit_items}")

    tap.check(f'"Queens {version}"' in title, f"the page's title names Queens {version}", title)

    limit = check_listing_limit(binary)
    check_item = page_item_text(page_path, "--check")
    tap.check(limit is not None and limit in check_item,
              f"the --check item states the listing limit ({limit})", check_item)

    render_status, warnings = render_warnings(page_path)
    tap.check(render_status == 0 and warnings == "", "groff -man -ww renders it without a warning",
              warnings)

    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
