#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""test-ci-workflow.py: the forge's CI runs what the README promises.

.github/workflows/ci.yml cannot run here; this reads it (with PyYAML,
which build-aux/setup installs as python3-yaml) and checks that it runs
on every push and pull request; that one job runs, in a matrix of
debian:12 and debian:13 containers as root, the README's test command;
and that another builds a Flatpak manifest that exists, with
flatpak-builder, in the image of the GNOME release the manifest names.
Prints TAP.

Usage: test-ci-workflow.py SOURCE_ROOT
"""

import json
import os
import re
import sys

from tap import Tap

WORKFLOW = os.path.join(".github", "workflows", "ci.yml")
RELEASES = {"debian:12", "debian:13"}
FLATPAK_ACTION = "flatpak/flatpak-github-actions/flatpak-builder@"
FLATPAK_IMAGE = re.compile(r"^ghcr\.io/flathub-infra/flatpak-github-actions:gnome-(\d+)$")
MATRIX_REFERENCE = re.compile(r"^\$\{\{\s*matrix\.([A-Za-z0-9_-]+)\s*\}\}$")


def readme_test_command(root):
    """The README's second command: the first code block's second line,
    without its comment."""
    with open(os.path.join(root, "README.md"), encoding="utf-8") as source:
        match = re.search(r"^```sh\n(.*?)^```", source.read(), re.M | re.S)
    lines = match.group(1).splitlines() if match else []
    return lines[1].split("#", 1)[0].strip() if len(lines) > 1 else None


def container_of(job):
    container = job.get("container")
    if isinstance(container, str):
        return {"image": container}
    return container if isinstance(container, dict) else {}


def images_of(job):
    """The container images a job runs in, its matrix expanded."""
    image = str(container_of(job).get("image", ""))
    reference = MATRIX_REFERENCE.match(image)
    if not reference:
        return [image] if image else []
    matrix = (job.get("strategy") or {}).get("matrix") or {}
    values = matrix.get(reference.group(1)) or []
    return [str(value) for value in values] if isinstance(values, list) else []


def runs_as_root(job):
    """Containers run as root unless told otherwise."""
    options = str(container_of(job).get("options", ""))
    users = re.findall(r"(?:--user|-u)[ =](\S+)", options)
    return all(user in ("root", "0", "0:0", "root:root") for user in users)


def main():
    root = sys.argv[1]
    tap = Tap()
    print("1..9")

    try:
        import yaml  # pylint: disable=import-outside-toplevel
    except ImportError as error:
        tap.check(False, "PyYAML is there (build-aux/setup installs python3-yaml)", error)
        return 1
    try:
        with open(os.path.join(root, WORKFLOW), encoding="utf-8") as source:
            workflow = yaml.safe_load(source)
        error = ""
    except (OSError, yaml.YAMLError) as problem:
        workflow, error = {}, problem
    tap.check(isinstance(workflow, dict) and workflow.get("jobs"), f"{WORKFLOW} is a workflow with jobs",
              error)
    if not isinstance(workflow, dict):
        workflow = {}

    # YAML 1.1 reads the key `on` as true.
    triggers = workflow.get("on", workflow.get(True))
    if isinstance(triggers, str):
        triggers = [triggers]
    tap.check(isinstance(triggers, (list, dict)) and {"push", "pull_request"} <= set(triggers),
              "it runs on every push and pull request", triggers)

    jobs = {name: job for name, job in (workflow.get("jobs") or {}).items() if isinstance(job, dict)}
    command = readme_test_command(root)
    tap.check(command == "build-aux/test", f"the README's test command is build-aux/test ({command!r})")

    def runs_command(job):
        return any(isinstance(step, dict) and str(step.get("run", "")).strip() == command
                   for step in job.get("steps") or [])

    test_jobs = [job for job in jobs.values() if runs_command(job)]
    tap.check(test_jobs, f"a job runs the README's test command ({command}) as a step of its own",
              json.dumps(list(jobs))[:500])
    images = {image for job in test_jobs for image in images_of(job)}
    tap.check(RELEASES <= images,
              f"in a matrix of {sorted(RELEASES)} containers", sorted(images))
    tap.check(test_jobs and all(runs_as_root(job) for job in test_jobs), "as root",
              [container_of(job).get("options") for job in test_jobs])

    flatpak_steps = [(job, step) for job in jobs.values() for step in job.get("steps") or []
                     if isinstance(step, dict) and str(step.get("uses", "")).startswith(FLATPAK_ACTION)]
    tap.check(flatpak_steps, f"a job builds a Flatpak with {FLATPAK_ACTION}")
    manifest_path = ((flatpak_steps[0][1].get("with") or {}).get("manifest-path", "")
                     if flatpak_steps else "")
    manifest_file = os.path.join(root, str(manifest_path))
    tap.check(manifest_path and os.path.isfile(manifest_file),
              f"its manifest-path exists ({manifest_path})")

    image = container_of(flatpak_steps[0][0]).get("image", "") if flatpak_steps else ""
    gnome = FLATPAK_IMAGE.match(str(image))
    try:
        with open(manifest_file, encoding="utf-8") as source:
            runtime_version = json.load(source).get("runtime-version")
    except (OSError, ValueError):
        runtime_version = None
    tap.check(gnome is not None and gnome.group(1) == runtime_version,
              f"in the flatpak-github-actions image of its GNOME runtime ({runtime_version})", image)

    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
