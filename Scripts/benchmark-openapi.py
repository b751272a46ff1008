#!/usr/bin/env python3
"""Compares routegen with swift-openapi-generator on real OpenAPI documents, in one run.

Usage: Scripts/benchmark-openapi.py [--runs N] [--skip-compile] [--routegen-only] [--config FILE] [--docs github,stripe] [--doc PATH ...]

Run from anywhere; paths are taken from the repository root. For each document it reports:
  - Yams alone parsing the document (`Yams.compose` with the basic resolver, as routegen reads
    specs): the floor no generator can go under;
  - a full generation by routegen (`routegen DOC -o OUT`, into an empty folder) and by
    swift-openapi-generator 1.14.3 (`generate DOC --mode types --mode client`): median and
    minimum wall time over N runs, peak resident memory, files and lines written;
  - unless --skip-compile, a debug build of each generator's output on its own: a scratch
    package whose one library target holds the generated files and depends on RouteGenRuntime
    or OpenAPIRuntime. Its dependencies are built first; only the generated target is timed.

routegen is the package's own release build, in .build/. Everything else lives under
.build-bench/ (ignored by git): swift-openapi-generator's CLI and the Yams floor are built in
release in a scratch package, .build-bench/tools, from the machine's package copies, and reused
by later runs; the outputs, the compile packages and the logs sit beside it. The numbers are printed as a table and written to .build-bench/results.json.

Timings compare programs measured in the same run on one machine; they are not tests. The
machine may be shared: the load average is recorded before and after each measurement.
"""
import argparse
import datetime
import json
import os
import pathlib
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

root = pathlib.Path(__file__).resolve().parent.parent
bench = root / ".build-bench"
# The shared documents: ../shared/specs beside the package, or the folder ROUTEGEN_SHARED_SPECS names.
specs = pathlib.Path(os.environ.get("ROUTEGEN_SHARED_SPECS", root.parent / "shared" / "specs"))

# Documents known by a short name; any other file can be given with --doc.
NAMED_DOCS = {
    "github": specs / "github-2022.openapi.yaml",
    "stripe": specs / "stripe-2023.openapi.yaml",
    "petstore": specs / "oai-v3.0-petstore.yaml",
    # Swagger 2.0, which swift-openapi-generator doesn't read: measure it with --routegen-only.
    "kubernetes": specs / "swagger2" / "kubernetes.json",
}

OPENAPI_GENERATOR_VERSION = "1.14.3"
OPENAPI_RUNTIME_VERSION = "1.13.4"
YAMS_VERSION = "6.2.2"

ROUTEGEN = "routegen"
OPENAPI_GENERATOR = "swift-openapi-generator"
GENERATORS = [ROUTEGEN, OPENAPI_GENERATOR]

# `--config FILE`: passed to routegen on every run (docs/Configuration.md), e.g. a filter.
ROUTEGEN_OPTIONS = []

# The scratch package holding swift-openapi-generator's CLI and the Yams floor. It is not part of
# routegen's package, so routegen's CI never builds either of them, and both resolve Yams to the
# same version routegen uses.
TOOLS_MANIFEST = f"""// swift-tools-version: 6.0
// Written by Scripts/benchmark-openapi.py; not part of routegen. Rewritten when the script changes.
import PackageDescription

let package = Package(
    name: "routegen-bench-tools",
    dependencies: [
        // The generator routegen is compared with, at the version the figures are for.
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "{OPENAPI_GENERATOR_VERSION}"),
        // The YAML parser both generators use; the floor for reading a document.
        .package(url: "https://github.com/jpsim/Yams", exact: "{YAMS_VERSION}"),
    ],
    targets: [
        // Parses a YAML file into a node tree, as routegen does, and nothing else.
        .executableTarget(name: "yams-floor", dependencies: ["Yams"]),
    ]
)
"""

YAMS_FLOOR_MAIN = """// Written by Scripts/benchmark-openapi.py: parses a YAML file the way routegen's SpecSource does.
import Foundation
import Yams

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: yams-floor FILE\\n".utf8))
    exit(2)
}
let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let text = String(decoding: data, as: UTF8.self)
let root = try Yams.compose(yaml: text, Resolver.basic)
print(root?.mapping?.count ?? 0)
"""

# Public access, like routegen's output: both are compiled as a library target of their own.
OPENAPI_GENERATOR_CONFIG = """generate:
  - types
  - client
accessModifier: public
"""

GENERATED_TARGET = "Generated"


def compile_manifest(generator):
    """The scratch package that builds one generator's output on its own, in debug."""
    if generator == ROUTEGEN:
        # A path dependency's identity is its folder's name.
        dependencies = f'        .package(path: "{root}"),\n'
        products = f'.product(name: "RouteGenRuntime", package: "{root.name.lower()}")'
    else:
        # The generated code imports OpenAPIRuntime and HTTPTypes; it names no transport, so
        # OpenAPIURLSession is not needed to compile it.
        dependencies = (
            f'        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "{OPENAPI_RUNTIME_VERSION}"),\n'
            '        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),\n')
        products = ('.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"), '
                    '.product(name: "HTTPTypes", package: "swift-http-types")')
    return f"""// swift-tools-version: 6.0
// Written by Scripts/benchmark-openapi.py: {generator}'s output, compiled on its own.
import PackageDescription

let package = Package(
    name: "bench-compile",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
{dependencies}    ],
    targets: [
        .target(name: "{GENERATED_TARGET}", dependencies: [{products}]),
    ]
)
"""


def dependency_target(generator):
    """A target of the dependencies that, built first, brings every dependency up to date."""
    return "RouteGenRuntime" if generator == ROUTEGEN else "OpenAPIRuntime"


# Running and measuring

def load():
    return [round(value, 2) for value in os.getloadavg()]


def measure(argv, log, cwd=None):
    """Runs argv to the end with its output in `log`: wall time, peak memory and exit code.

    ru_maxrss from wait4 is the largest resident set of the process and every descendant it
    waited for (for `swift build`, the largest compiler process). It is in KB on Linux.
    """
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "wb") as out:
        start = time.perf_counter()
        process = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    peak_kb = usage.ru_maxrss / (1024 if sys.platform == "darwin" else 1)
    return {"seconds": round(elapsed, 4), "peak_mb": round(peak_kb / 1024, 1),
            "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 3), "exit_code": process.returncode}


def first_errors(log, limit=8):
    """The first error lines of a log, or its last lines when none says 'error'."""
    lines = pathlib.Path(log).read_text(errors="replace").splitlines()
    errors = []
    # Lines of a quoted source excerpt ("12 | ..." and the "`- error:" under it) repeat a located one.
    excerpt = re.compile(r"^(\d+ )?\|")
    for line in (line.strip() for line in lines if "error:" in line):
        if excerpt.match(line):
            continue
        # A message printed twice, once glued to earlier output, is kept once, in its shorter form.
        message = line.rsplit("error:", 1)[1]
        same = [index for index, kept in enumerate(errors) if kept.rsplit("error:", 1)[1] == message]
        if not same:
            errors.append(line)
        elif len(line) < len(errors[same[0]]):
            errors[same[0]] = line
    picked = errors[:limit] if errors else [line.strip() for line in lines[-limit:]]
    return [line[:400] for line in picked]


def repeated(argv_for_run, runs, log_for_run, before_each=None):
    """Runs a command `runs` times; stops at the first failure and returns its errors."""
    results = []
    loads = [load()]
    for index in range(runs):
        if before_each:
            before_each(index)
        result = measure(argv_for_run(index), log_for_run(index))
        if result["exit_code"] != 0:
            return {"ok": False, "exit_code": result["exit_code"], "errors": first_errors(log_for_run(index)),
                    "log": str(log_for_run(index))}
        results.append(result)
    loads.append(load())
    times = [r["seconds"] for r in results]
    return {"ok": True, "runs": results, "median_s": round(statistics.median(times), 4), "min_s": min(times),
            "peak_mb": max(r["peak_mb"] for r in results), "load_before_after": loads}


def count_output(folder):
    files = sorted(p for p in pathlib.Path(folder).rglob("*.swift") if p.is_file())
    lines = 0
    size = 0
    for path in files:
        data = path.read_bytes()
        size += len(data)
        lines += data.count(b"\n") + (0 if data.endswith(b"\n") or not data else 1)
    return {"files": len(files), "lines": lines, "bytes": size}


def fresh(folder):
    shutil.rmtree(folder, ignore_errors=True)


def write_if_changed(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


def note(message):
    print(message, file=sys.stderr, flush=True)


# Building the programs measured

def build_routegen():
    note("building routegen (release)...")
    result = measure(["swift", "build", "-c", "release", "--product", "routegen"], bench / "logs/build-routegen.log",
                     cwd=root)
    if result["exit_code"] != 0:
        return {"ok": False, "errors": first_errors(bench / "logs/build-routegen.log"), **result}
    return {"ok": True, "binary": str(root / ".build/release/routegen"), **result}


def build_tools():
    """swift-openapi-generator's CLI and the Yams floor, in release, in the scratch package."""
    tools = bench / "tools"
    write_if_changed(tools / "Package.swift", TOOLS_MANIFEST)
    write_if_changed(tools / "Sources/yams-floor/main.swift", YAMS_FLOOR_MAIN)
    built = {}
    for product in [OPENAPI_GENERATOR, "yams-floor"]:
        first = "" if (tools / ".build/release" / product).exists() else "; the first build takes minutes"
        note(f"building {product} (release, in {tools.relative_to(root)}{first})...")
        log = bench / f"logs/build-{product}.log"
        result = measure(["swift", "build", "-c", "release", "--product", product], log, cwd=tools)
        if result["exit_code"] != 0:
            built[product] = {"ok": False, "errors": first_errors(log), **result}
        else:
            built[product] = {"ok": True, "binary": str(tools / ".build/release" / product), **result}
    return built


# One document

def generate(generator, binary, doc, label, runs):
    outputs = bench / "out" / label
    out = lambda index: outputs / f"{generator}-{index}"
    log = lambda index: bench / "logs" / label / f"{generator}-{index}.log"
    if generator == ROUTEGEN:
        argv = lambda index: [binary, str(doc), "-o", str(out(index)), "--quiet"] + ROUTEGEN_OPTIONS
    else:
        config = bench / "openapi-generator-config.yaml"
        write_if_changed(config, OPENAPI_GENERATOR_CONFIG)
        argv = lambda index: [binary, "generate", str(doc), "--config", str(config), "--mode", "types",
                              "--mode", "client", "--output-directory", str(out(index))]
    # Every run writes a whole output into an empty folder.
    result = repeated(argv, runs, log, before_each=lambda index: fresh(out(index)))
    if result["ok"]:
        result.update(count_output(out(0)))
        result["output"] = str(out(0))
        for index in range(1, runs):
            fresh(out(index))
    return result


def yams_floor(binary, doc, label, runs):
    return repeated(lambda _: [binary, str(doc)], runs, lambda index: bench / "logs" / label / f"yams-{index}.log")


def compile_output(generator, output, label):
    """Debug build of one output on its own; only the generated target is timed."""
    package = bench / "compile" / f"{label}-{generator}"
    write_if_changed(package / "Package.swift", compile_manifest(generator))
    sources = package / "Sources" / GENERATED_TARGET
    fresh(sources)
    shutil.copytree(output, sources)

    note(f"  building the dependencies of {generator}'s output (untimed)...")
    deps_log = bench / "logs" / label / f"compile-{generator}-dependencies.log"
    deps = measure(["swift", "build", "--target", dependency_target(generator)], deps_log, cwd=package)
    if deps["exit_code"] != 0:
        return {"ok": False, "stage": "dependencies", "errors": first_errors(deps_log), "log": str(deps_log)}

    # Every generated file is newer than its object file, so the whole target is compiled again.
    # (Deleting the target's build folder instead leaves SwiftPM without its output file map.)
    now = time.time()
    for path in sources.rglob("*.swift"):
        os.utime(path, (now, now))
    note(f"  compiling {generator}'s output (debug; timed)...")
    log = bench / "logs" / label / f"compile-{generator}.log"
    before = load()
    result = measure(["swift", "build", "--target", GENERATED_TARGET], log, cwd=package)
    result["load_before_after"] = [before, load()]
    if result["exit_code"] != 0:
        return {"ok": False, "stage": "generated code", "errors": first_errors(log), "log": str(log), **result}
    text = log.read_text(errors="replace")
    if f"Compiling {GENERATED_TARGET}" not in text and f"Emitting module {GENERATED_TARGET}" not in text:
        result["warning"] = "the build log shows no compilation of the generated target"
    # What SwiftPM spends on a build with nothing to do: planning and checking, not compiling.
    idle = measure(["swift", "build", "--target", GENERATED_TARGET], bench / "logs" / label / f"compile-{generator}-noop.log",
                   cwd=package)
    return {"ok": True, **result, "noop_seconds": idle["seconds"], "log": str(log)}


# Reporting

def seconds(value):
    return "-" if value is None else (f"{value:.3f} s" if value < 10 else f"{value:.1f} s")


def ratio(slow, fast):
    return round(slow / fast, 1) if slow and fast else None


def print_document(entry):
    size = entry["bytes"]
    size_text = f"{size / 1_000_000:.1f} MB" if size >= 1_000_000 else f"{size / 1000:.1f} KB"
    print(f"\n{entry['label']}: {entry['path']} ({size_text})")
    header = f"  {'':26} {'median':>9} {'min':>9} {'peak RSS':>9} {'files':>6} {'lines':>8} {'debug build':>12}"
    print(header)
    rows = [("Yams.compose (floor)", entry["yams"])] + [(g, entry[g]) for g in GENERATORS]
    for name, result in rows:
        if result is None:
            print(f"  {name:26} not run")
            continue
        if not result.get("ok"):
            print(f"  {name:26} FAILED (exit {result.get('exit_code')}): {result['errors'][0] if result['errors'] else ''}")
            for line in result["errors"][1:3]:
                print(f"  {'':26} {line}")
            continue
        build = result.get("compile")
        if build is None:
            built = "-"
        elif build["ok"]:
            built = seconds(build["seconds"])
        else:
            built = "FAILED"
        files = result.get("files", "-")
        lines = result.get("lines", "-")
        print(f"  {name:26} {seconds(result['median_s']):>9} {seconds(result['min_s']):>9} "
              f"{result['peak_mb']:>6.0f} MB {files:>6} {lines:>8} {built:>12}")
        if build and not build["ok"]:
            print(f"  {'':26} its debug build failed ({build['stage']}), first errors:")
            for line in build["errors"]:
                print(f"  {'':28} {line}")
        if build and build.get("warning"):
            print(f"  {'':26} note: {build['warning']}")
    for key, text in [("generation_speedup", "generation: swift-openapi-generator / routegen"),
                      ("compile_speedup", "debug build: swift-openapi-generator / routegen"),
                      ("routegen_over_floor", "routegen / Yams floor"),
                      ("openapi_generator_over_floor", "swift-openapi-generator / Yams floor")]:
        value = entry.get(key)
        print(f"  {text}: {'n/a' if value is None else f'{value}x'}")


def targets(entry):
    """The issue's targets, for the GitHub document: "met", "MISSED", or "n/a" while routegen has no figures.

    "Compiles many times faster" names no number, so it is given as the measured ratio.
    """
    generation = entry[ROUTEGEN]
    measured = generation is not None and generation.get("ok")

    def verdict(condition):
        return "n/a" if condition is None else ("met" if condition else "MISSED")

    speedup = entry.get("generation_speedup")
    compile_speedup = entry.get("compile_speedup")
    return {
        "generation under 1 s": verdict(generation["median_s"] < 1 if measured else None),
        "20x faster than swift-openapi-generator": verdict(speedup >= 20 if speedup else None),
        "peak memory under 150 MB": verdict(generation["peak_mb"] < 150 if measured else None),
        "debug build faster than swift-openapi-generator's output": f"{compile_speedup}x" if compile_speedup else "n/a",
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="generations per program and document (default 3)")
    parser.add_argument("--skip-compile", action="store_true", help="do not build the generated code")
    parser.add_argument("--docs", help=f"named documents, comma-separated, from {', '.join(NAMED_DOCS)} "
                        "(default github,stripe, or none when --doc is given)")
    parser.add_argument("--doc", action="append", default=[], metavar="PATH", help="any other document (repeatable)")
    parser.add_argument("--routegen-only", action="store_true",
                        help="measure routegen alone: skip building and running swift-openapi-generator and the Yams floor")
    parser.add_argument("--config", metavar="FILE",
                        help="a routegen configuration file (docs/Configuration.md) for every document, such as "
                        "Tests/Fixtures/config/github-ten-operations.yaml; outputs and logs take its name")
    args = parser.parse_args()
    if args.config:
        config = pathlib.Path(args.config).resolve()
        if not config.is_file():
            parser.error(f"no such configuration file: {config}")
        ROUTEGEN_OPTIONS.extend(["--config", str(config)])
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    names = args.docs.split(",") if args.docs is not None else ([] if args.doc else ["github", "stripe"])
    docs = []
    for name in filter(None, (n.strip() for n in names)):
        if name not in NAMED_DOCS:
            parser.error(f"unknown document '{name}'; known: {', '.join(NAMED_DOCS)} (or use --doc PATH)")
        docs.append((name, NAMED_DOCS[name]))
    for path in args.doc:
        docs.append((pathlib.Path(path).stem.replace(".", "-"), pathlib.Path(path).resolve()))
    if args.config:
        docs = [(f"{label}-{pathlib.Path(args.config).stem}", path) for label, path in docs]
    for label, path in docs:
        if not path.is_file():
            shared = f"; the shared documents go in ../shared/specs beside the package, or set ROUTEGEN_SHARED_SPECS" \
                if path.parent == specs else ""
            parser.error(f"no such document: {path}{shared}")
    if not docs:
        parser.error("no documents to measure")

    results = {
        "started": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "machine": {"cpus": os.cpu_count(), "cpu": cpu_model(), "memory_gb": memory_gb(), "system": platform.platform(),
                    "swift": swift_version()},
        "load_at_start": load(),
        "runs": args.runs,
        "versions": {"swift-openapi-generator": OPENAPI_GENERATOR_VERSION, "swift-openapi-runtime": OPENAPI_RUNTIME_VERSION,
                     "yams": YAMS_VERSION},
        "builds": {},
        "documents": [],
    }
    bench.mkdir(exist_ok=True)
    results["builds"][ROUTEGEN] = build_routegen()
    if not args.routegen_only:
        results["builds"].update(build_tools())
    binaries = {name: build.get("binary") if build["ok"] else None for name, build in results["builds"].items()}
    binaries.setdefault("yams-floor", None)
    binaries.setdefault(OPENAPI_GENERATOR, None)
    for name, build in results["builds"].items():
        if not build["ok"]:
            note(f"warning: building {name} failed; its rows are skipped: {build['errors'][:1]}")

    for label, path in docs:
        note(f"{label}: {path}")
        entry = {"label": label, "path": str(path), "bytes": path.stat().st_size, "yams": None,
                 ROUTEGEN: None, OPENAPI_GENERATOR: None}
        if binaries["yams-floor"]:
            note(f"  Yams floor x{args.runs}...")
            entry["yams"] = yams_floor(binaries["yams-floor"], path, label, args.runs)
        for generator in GENERATORS:
            if binaries[generator]:
                note(f"  {generator} x{args.runs}...")
                entry[generator] = generate(generator, binaries[generator], path, label, args.runs)
        if not args.skip_compile:
            for generator in GENERATORS:
                result = entry[generator]
                if result and result["ok"]:
                    result["compile"] = compile_output(generator, pathlib.Path(result["output"]), label)
        summarize(entry)
        results["documents"].append(entry)

    results["load_at_end"] = load()
    results["finished"] = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    (bench / "results.json").write_text(json.dumps(results, indent=2) + "\n")

    machine = results["machine"]
    print(f"machine: {machine['cpus']} x {machine['cpu']}, {machine['memory_gb']} GB, {machine['swift']}")
    print(f"load average (1, 5, 15 min): {results['load_at_start']} at start, {results['load_at_end']} at end")
    busiest = max(results["load_at_start"][0], results["load_at_end"][0])
    if busiest >= (machine["cpus"] or 1) * 0.5:
        print(f"note: other work shared the machine (1-minute load up to {busiest} on {machine['cpus']} cores); "
              "compare ratios from this run, not absolute times across runs")
    print(f"generation: {args.runs} run{'' if args.runs == 1 else 's'} each into an empty folder; median and min wall time, highest peak RSS")
    for entry in results["documents"]:
        print_document(entry)
        if entry["label"] == "github":
            print("  targets: " + "; ".join(f"{name}: {state}" for name, state in entry["targets"].items()))
    print(f"\nwritten to {(bench / 'results.json').relative_to(root)}; logs in {(bench / 'logs').relative_to(root)}/")


def summarize(entry):
    def median(result):
        return result["median_s"] if result and result.get("ok") else None

    def compiled(result):
        build = result.get("compile") if result and result.get("ok") else None
        return build["seconds"] if build and build["ok"] else None

    entry["generation_speedup"] = ratio(median(entry[OPENAPI_GENERATOR]), median(entry[ROUTEGEN]))
    entry["compile_speedup"] = ratio(compiled(entry[OPENAPI_GENERATOR]), compiled(entry[ROUTEGEN]))
    entry["routegen_over_floor"] = ratio(median(entry[ROUTEGEN]), median(entry["yams"]))
    entry["openapi_generator_over_floor"] = ratio(median(entry[OPENAPI_GENERATOR]), median(entry["yams"]))
    entry["targets"] = targets(entry)


def cpu_model():
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def memory_gb():
    try:
        for line in pathlib.Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return None


def swift_version():
    try:
        text = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
        return text.splitlines()[0].strip() if text else "unknown"
    except OSError:
        return "not found"


if __name__ == "__main__":
    main()
