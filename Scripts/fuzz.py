#!/usr/bin/env python3
"""Fuzz routegen with structurally mutated specs and check how it fails.

Seeds are the bundled example specs, the hostile fixture, the OpenAPI and Swagger 2.0 fixtures and
the OAI's example documents, all in this repository. Each input applies one to three mutations to a seed:
delete a key, change a value's type, duplicate, swap, add unknown keys, break a `$ref`, build a
`$ref` cycle, make a long string, mutate bytes, end the lines with CR LF, CR or a mix, or add a
byte order mark. routegen runs on it with `-o` in a fresh folder, and these must hold:

- no crash (a signal) and no hang (the per-input timeout);
- exit 0, or exit 1 with at least one `file:line:col: error:`;
- every `file:line:col` printed exists in its file (line within the file, column within the line,
  lines counted as libyaml counts them, columns in Unicode scalars, both from 1);
- a duplicate or unknown key is reported where that key is written;
- nothing is written when the exit is 1, and nothing outside `-o` when it is 0.

Input N of seed S is the same on every machine, so a failure is replayed with
`Scripts/fuzz.py --seed S --case N`. Failing inputs are saved under `--failures` (one folder per
failure class) with routegen's output and the mutations that made them.

    Scripts/fuzz.py --seed 1 --seconds 50          # the bounded pass CI runs
    Scripts/fuzz.py --seed 7 --seconds 3600        # a longer run
"""

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in Scripts/
try:
    import fuzz_mutations as mutations
except ImportError as error:  # PyYAML
    sys.exit("fuzz.py needs PyYAML (python3 -m pip install pyyaml): %s" % error)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCATION = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning|note): (?P<message>.*)$",
                      re.M)
# The line breaks libyaml recognises: every place routegen prints counts lines at these.
YAML_BREAKS = re.compile("\r\n|\r|\n|\x85|\u2028|\u2029")
# Messages that name a key, which must be written where they point (as written, quoted, or as an alias).
KEY_MESSAGE = re.compile(r"^(?:duplicate|unknown) key '(?P<key>[A-Za-z0-9_$./-]+)' ")


def seed_files():
    """The seed documents: (path of the spec, folders that must sit beside it)."""
    seeds = [("specs/api.yaml", []), ("Tests/Fixtures/hostile.yaml", [])]
    for folder in ["Examples/Blog/Sources/BlogAPI", "Examples/Blog/Sources/HealthAPI"]:
        seeds += [(os.path.join(folder, name), []) for name in sorted(os.listdir(os.path.join(ROOT, folder)))
                  if name.endswith(".routegen.yaml")]
    for folder in ["Tests/Fixtures/oai", "Tests/Fixtures/openapi", "Tests/Fixtures/swagger"]:
        seeds += [(os.path.join(folder, name), []) for name in sorted(os.listdir(os.path.join(ROOT, folder)))
                  if name.endswith((".yaml", ".json"))]
    seeds.append(("Tests/Fixtures/openapi/multifile/api.yaml", ["schemas"]))
    return seeds


def snapshot(folder):
    """Every file under `folder` with a hash of its content, to tell whether anything was written."""
    files = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            with open(path, "rb") as handle:
                files[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
        if directory != folder:
            files.setdefault(os.path.relpath(directory, folder) + "/", "folder")
    return files


def location_problem(path, line, column, message, cache):
    """Why `path:line:column` does not exist, or does not hold the key `message` names; None if it's right."""
    if not os.path.isfile(path):
        return "names a file that does not exist"
    if path not in cache:
        with open(path, "rb") as handle:
            # A byte order mark is not part of the text: routegen's columns don't count it.
            text = handle.read().decode("utf-8-sig", errors="replace")
        cache[path] = YAML_BREAKS.split(text)
    if line < 1 or column < 1:
        return "line or column below 1"
    lines = cache[path]
    if line > len(lines) or column > len(lines[line - 1]) + 1:
        return "is outside its file"
    key = KEY_MESSAGE.match(message)
    if key:
        written = lines[line - 1][column - 1:]
        spellings = [key.group("key"), '"%s"' % key.group("key"), "'%s'" % key.group("key"), "*", "&", "!"]
        if not any(written.startswith(spelling) for spelling in spellings):
            return "is not where the key it names is written"
    return None


def check(result, case_dir, before, output_existed):
    """The broken promises of one run, as (failure class, detail) pairs."""
    status, output = result
    if status == "timeout":
        return [("hang", "no exit within the timeout")]
    if status < 0:
        return [("crash: signal %d" % -status, "")]
    if status not in (0, 1):
        return [("exit %d" % status, "")]
    problems = []
    cache = {}
    errors = 0
    for match in LOCATION.finditer(output):
        errors += match.group("severity") == "error"
        path = os.path.join(case_dir, match.group("file"))  # an absolute path stays as it is
        why = location_problem(path, int(match.group("line")), int(match.group("col")), match.group("message"), cache)
        if why:
            problems.append(("location " + why, match.group(0)))
    if status == 1 and errors == 0:
        unlocated = re.search(r"^routegen: error: (.*)$", output, re.M)
        message = unlocated.group(1) if unlocated else "(none)"
        # One class per kind of message: quoted names and numbers vary from input to input.
        kind = re.sub(r"\d+", "N", re.sub(r"'[^']*'", "'…'", message))[:80]
        problems.append(("exit 1 without a located error: " + kind, message[:300]))
    after = snapshot(case_dir)
    if status == 1 and after != before:
        changed = sorted(set(after.items()) ^ set(before.items()))
        problems.append(("wrote files on exit 1", ", ".join(name for name, _ in changed[:5])))
    if status == 0:
        outside = lambda files: {name: digest for name, digest in files.items() if not name.startswith("out/")}
        if outside(after) != outside(before):
            problems.append(("wrote outside -o", ""))
        if output_existed and "out/Existing.swift" not in after:
            problems.append(("removed a file it did not write", "out/Existing.swift"))
    return problems


def run_routegen(binary, spec, output, timeout):
    """routegen's exit status (negative for a signal) or "timeout", and its output."""
    # In a session of its own, so that a hang is ended with everything it started.
    process = subprocess.Popen([binary, spec, "-o", output], cwd=os.path.dirname(spec), stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        printed, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        printed, _ = process.communicate()
        return ("timeout", printed.decode("utf-8", errors="replace"))
    return (process.returncode, printed.decode("utf-8", errors="replace"))


def make_case(seed, number, seeds, work):
    """Writes input `number` of `seed` into a fresh folder; returns the folder, the spec and the mutations."""
    rng = random.Random("%s:%d" % (seed, number))
    source, companions = seeds[rng.randrange(len(seeds))]
    case_dir = os.path.join(work, "case-%d" % number)
    os.makedirs(case_dir)
    for companion in companions:
        shutil.copytree(os.path.join(ROOT, os.path.dirname(source), companion), os.path.join(case_dir, companion))
    with open(os.path.join(ROOT, source), "rb") as handle:
        original = handle.read()
    data, applied = mutations.mutate(original, source.endswith(".json"), rng)
    spec = os.path.join(case_dir, os.path.basename(source))
    with open(spec, "wb") as handle:
        handle.write(data)
    output_existed = rng.random() < 0.5
    if output_existed:
        os.makedirs(os.path.join(case_dir, "out"))
        with open(os.path.join(case_dir, "out", "Existing.swift"), "w") as handle:
            handle.write("// Not routegen's: must survive a failed run.\n")
    return case_dir, spec, [source] + applied, output_existed


def save_failure(failures, kind, case_dir, spec, applied, output, seed, number):
    folder = os.path.join(failures, re.sub(r"[^A-Za-z0-9]+", "-", kind).strip("-"), "case-%d" % number)
    if os.path.exists(folder):
        shutil.rmtree(folder)
    shutil.copytree(case_dir, folder)
    with open(os.path.join(folder, "routegen-output.txt"), "w") as handle:
        handle.write(output)
    with open(os.path.join(folder, "mutations.json"), "w") as handle:
        json.dump({"seed": seed, "case": number, "mutations": applied, "spec": os.path.basename(spec)}, handle, indent=1)
    return folder


def find_binary(path):
    if path:
        return os.path.abspath(path)
    binary = os.path.join(ROOT, ".build", "debug", "routegen")
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "--product", "routegen"], cwd=ROOT, check=True)
    return binary


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", default="1", help="the seed; the same seed gives the same inputs")
    parser.add_argument("--seconds", type=float, default=45, help="start no input after this many seconds")
    parser.add_argument("--count", type=int, default=0, help="stop after this many inputs (0: no limit)")
    parser.add_argument("--case", type=int, help="run only input number CASE of the seed, and keep its folder")
    parser.add_argument("--timeout", type=float, default=10, help="seconds one input may take before it is a hang")
    parser.add_argument("--routegen", help="the routegen binary (default: .build/debug/routegen, built if missing)")
    parser.add_argument("--failures", default=os.path.join(ROOT, ".build", "fuzz-failures"),
                        help="where failing inputs are saved")
    options = parser.parse_args()

    binary = find_binary(options.routegen)
    seeds = seed_files()
    work = tempfile.mkdtemp(prefix="routegen-fuzz-")
    start = time.monotonic()
    numbers = [options.case] if options.case is not None else None
    counts, examples, number, runs = {}, {}, 0, 0
    # How many inputs each mutation went into, and how many ended with each exit status.
    mutated, exits = {}, {}
    while True:
        if numbers is not None:
            if not numbers:
                break
            number = numbers.pop()
        elif time.monotonic() - start > options.seconds or (options.count and runs >= options.count):
            break
        case_dir, spec, applied, output_existed = make_case(options.seed, number, seeds, work)
        before = snapshot(case_dir)
        result = run_routegen(binary, spec, os.path.join(case_dir, "out"), options.timeout)
        runs += 1
        for name in set(step if step.startswith("line_breaks") else step.split()[0] for step in applied[1:]):
            mutated[name] = mutated.get(name, 0) + 1
        exits[str(result[0])] = exits.get(str(result[0]), 0) + 1
        for kind, detail in check(result, case_dir, before, output_existed):
            counts[kind] = counts.get(kind, 0) + 1
            if kind not in examples:
                saved = save_failure(options.failures, kind, case_dir, spec, applied, result[1], options.seed, number)
                examples[kind] = (number, detail, applied, saved)
        if options.case is not None:
            print(result[1], end="")
            print("exit: %s; input kept in %s" % (result[0], case_dir))
        else:
            shutil.rmtree(case_dir)
        number += 1
    if options.case is None:
        shutil.rmtree(work)

    print("fuzz: seed %s, %d inputs in %.0f s, %d failure classes" % (options.seed, runs, time.monotonic() - start,
                                                                      len(counts)))
    print("exits: %s" % ", ".join("%s: %d" % (status, exits[status]) for status in sorted(exits)))
    print("inputs per mutation: %s" % ", ".join("%s %d" % (name, mutated[name]) for name in sorted(mutated)))
    for kind in sorted(counts):
        number, detail, applied, saved = examples[kind]
        print("FAIL %s: %d inputs; first: --seed %s --case %d (%s) %s" % (kind, counts[kind], options.seed, number,
                                                                          "; ".join(applied), detail))
        print("     saved in %s" % (os.path.relpath(saved) if saved.startswith(ROOT + os.sep) else saved))
    return 1 if counts else 0


if __name__ == "__main__":
    sys.exit(main())
