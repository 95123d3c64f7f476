#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""test-profiles.py: the release and the development profile install side by side.

The release build (the suite's own build folder) is installed with `meson
install --destdir` into a scratch folder.  A development build
(-Dprofile=development, tests off) is configured afresh in WORK_DIR with
the same installation folders; compiling it whole would take minutes, so
only what it makes for a desktop is built (desktop entry, metainfo,
schema, catalogues, resources), and its files whose sources exist (those,
icons, service, help, man page) are copied into the same scratch folder
where `meson install` would put them.  Then: no path is installed by both
profiles (by meson's own list of each build's files, the programs
included), copying overwrote nothing, both desktop entries and metainfo
files validate and name their own ids, icons and programs, both schemas
compile together with ids and paths apart, and both D-Bus services name
their own ids and programs.  Prints TAP.

Usage: test-profiles.py SOURCE_ROOT BUILD_DIR WORK_DIR PREFIX BINDIR DATADIR LOCALEDIR MANDIR
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

from tap import Tap

RELEASE_ID = "io.github.nqueens.Queens"
DEVELOPMENT_ID = RELEASE_ID + ".Devel"
PROFILES = {"default": (RELEASE_ID, "queens"), "development": (DEVELOPMENT_ID, "queens-devel")}

# The development build's targets that make its installed data.
DATA_TARGETS = ["profile-desktop", "profile-metainfo", "profile-schema", "compiled-schemas",
                "queens-resources_c"]


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)
    return result.returncode == 0, (result.stdout + result.stderr)[-3000:]


def installed(build_dir):
    """meson's list of what the build installs: {built or source path: installed path}."""
    output = subprocess.run(["meson", "introspect", "--installed", build_dir],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def read(path):
    try:
        with open(path, encoding="utf-8") as stream:
            return stream.read()
    except OSError:
        return ""


def key(text, name):
    match = re.search(rf"^{re.escape(name)}=(.*)$", text, re.M)
    return match.group(1) if match else None


def resource_bytes(c_file):
    """The resource bundle glib-compile-resources wrote into C string literals."""
    literals = re.findall(r'"((?:[^"\\]|\\.)*)"', read(c_file))
    return "".join(literals).encode("latin-1").decode("unicode_escape").encode("latin-1")


def main():
    root, build_dir, work_dir, prefix, bindir, datadir, localedir, mandir = sys.argv[1:9]
    tap = Tap()
    print("1..22")

    under_prefix = {name: value if os.path.isabs(value) else os.path.join(prefix, value)
                    for name, value in (("bindir", bindir), ("datadir", datadir))}

    with tempfile.TemporaryDirectory() as destdir:
        def in_destdir(path):
            return destdir + path

        data = in_destdir(under_prefix["datadir"])
        bin_dir = in_destdir(under_prefix["bindir"])

        ok, log = run(["meson", "install", "-C", build_dir, "--destdir", destdir,
                       "--no-rebuild", "--quiet"])
        tap.check(ok, "the release build installs (meson install --destdir)", log)
        release_files = installed(build_dir)

        development_dir = os.path.join(work_dir, "profile-development")
        shutil.rmtree(development_dir, ignore_errors=True)
        ok, log = run(["meson", "setup", development_dir, root, "-Dprofile=development",
                       "-Dtests=false", f"--prefix={prefix}", f"--bindir={bindir}",
                       f"--datadir={datadir}", f"--localedir={localedir}", f"--mandir={mandir}"])
        tap.check(ok, "a development build configures (-Dprofile=development)", log)
        ok, log = run(["meson", "compile", "-C", development_dir, *DATA_TARGETS])
        catalogues = [name for name in installed(development_dir) if name.endswith(".mo")]
        if ok and catalogues:
            ok, log = run(["ninja", "-C", development_dir,
                           *[os.path.relpath(name, development_dir) for name in catalogues]])
        tap.check(ok, "its desktop entry, metainfo, schema, catalogues and resources build", log)
        development_files = installed(development_dir)

        shared = sorted(set(release_files.values()) & set(development_files.values()))
        tap.check(not shared and development_files,
                  "no file is installed by both profiles (meson introspect --installed)",
                  "\n".join(shared))
        expected = [f"{under_prefix['bindir']}/queens-devel",
                    f"/applications/{DEVELOPMENT_ID}.desktop",
                    f"/metainfo/{DEVELOPMENT_ID}.metainfo.xml",
                    f"/glib-2.0/schemas/{DEVELOPMENT_ID}.gschema.xml",
                    f"/dbus-1/services/{DEVELOPMENT_ID}.service",
                    f"/icons/hicolor/scalable/apps/{DEVELOPMENT_ID}.svg",
                    f"/icons/hicolor/symbolic/apps/{DEVELOPMENT_ID}-symbolic.svg",
                    "/LC_MESSAGES/queens-devel.mo", "/help/C/queens-devel/index.page",
                    "/man1/queens-devel.1"]
        missing = [end for end in expected
                   if not any(path.endswith(end) for path in development_files.values())]
        tap.check(not missing, "the development build installs its own program, data, "
                  "catalogues, help and man page", "\n".join(missing))

        # What `meson install` of the development build would add, for the
        # files that exist without compiling the program.
        overwritten, copied = [], 0
        for source, target in sorted(development_files.items()):
            if not os.path.isfile(source):
                continue
            if os.path.lexists(in_destdir(target)):
                overwritten.append(target)
                continue
            os.makedirs(os.path.dirname(in_destdir(target)), exist_ok=True)
            shutil.copy2(source, in_destdir(target))
            copied += 1
        tap.check(not overwritten and copied > 0,
                  f"its {copied} data files go into the same folder and overwrite nothing",
                  "\n".join(overwritten))

        for profile, (app_id, program) in PROFILES.items():
            desktop = f"{data}/applications/{app_id}.desktop"
            text = read(desktop)
            ok, log = run(["desktop-file-validate", desktop])
            tap.check(ok and text, f"{profile}: {app_id}.desktop validates", log)
            icon, exec_line = key(text, "Icon"), key(text, "Exec") or ""
            tap.check(icon == app_id
                      and os.path.isfile(f"{data}/icons/hicolor/scalable/apps/{icon}.svg")
                      and os.path.isfile(f"{data}/icons/hicolor/symbolic/apps/{icon}-symbolic.svg"),
                      f"{profile}: its icon is {app_id}, installed with its symbolic icon",
                      f"Icon={icon}")
            tap.check(exec_line.split(" ")[0] == program
                      and f"{under_prefix['bindir']}/{program}"
                      in (release_files if profile == "default" else development_files).values(),
                      f"{profile}: it starts {program}, which that build installs", exec_line)

            metainfo = f"{data}/metainfo/{app_id}.metainfo.xml"
            ok, log = run(["appstreamcli", "validate", "--no-net", metainfo])
            tap.check(ok, f"{profile}: {app_id}.metainfo.xml validates", log)
            try:
                component = ElementTree.parse(metainfo).getroot()
            except (OSError, ElementTree.ParseError) as error:
                component = ElementTree.Element("component", {"error": str(error)})
            tap.check(component.findtext("id") == app_id
                      and component.findtext("launchable") == f"{app_id}.desktop"
                      and component.findtext("provides/binary") == program,
                      f"{profile}: the metainfo's id, launchable and binary are its own",
                      ElementTree.tostring(component, encoding="unicode")[:400])

            service = read(f"{data}/dbus-1/services/{app_id}.service")
            tap.check(key(service, "Name") == app_id
                      and key(service, "Exec") == f"{under_prefix['bindir']}/{program} --gapplication-service",
                      f"{profile}: the D-Bus service names {app_id} and starts {program}", service)

        names = sorted(os.listdir(os.path.join(data, "glib-2.0", "schemas")))
        ok, log = run(["glib-compile-schemas", "--strict", os.path.join(data, "glib-2.0", "schemas")])
        tap.check(ok and len([name for name in names if name.endswith(".gschema.xml")]) == 2,
                  "both schemas compile together (glib-compile-schemas --strict)", log + "\n".join(names))
        ok, schemas = run(["gsettings", "--schemadir", os.path.join(data, "glib-2.0", "schemas"),
                           "list-schemas"])
        tap.check(ok and {RELEASE_ID, DEVELOPMENT_ID} <= set(schemas.split()),
                  f"the compiled schemas hold {RELEASE_ID} and {DEVELOPMENT_ID}", schemas)
        paths = {}
        for app_id in (RELEASE_ID, DEVELOPMENT_ID):
            text = read(os.path.join(data, "glib-2.0", "schemas", f"{app_id}.gschema.xml"))
            match = re.search(rf'<schema id="{re.escape(app_id)}" path="([^"]+)"', text)
            paths[app_id] = match.group(1) if match else None
        tap.check(paths == {RELEASE_ID: "/io/github/nqueens/Queens/",
                            DEVELOPMENT_ID: "/io/github/nqueens/Queens/Devel/"},
                  "their settings live apart (/io/github/nqueens/Queens/ and .../Queens/Devel/)", paths)

        listing = resource_bytes(os.path.join(development_dir, "resources", "queens-resources.c"))
        tap.check(f"{DEVELOPMENT_ID}.metainfo.xml".encode() in listing
                  and f"{DEVELOPMENT_ID}.svg".encode() in listing
                  and f"{RELEASE_ID}.svg".encode() not in listing,
                  "the development resources hold its metainfo and icon, not the release's")

    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
