#!/usr/bin/env python3
"""Measures routegen's generation time and peak memory on a large synthetic routegen spec.

Usage: Scripts/benchmark.py [--routers N] [--endpoints N] [--models N] [--runs N]

Builds routegen in release mode, writes a spec of N routers x N endpoints and N models (by default
about the size of GitHub's REST API: 40 x 25 = 1,000 endpoints, 600 models) to a temporary folder,
and reports the median wall time and the peak resident memory of a full generation, plus the
number of files and lines generated. Timings are for comparing runs on one machine, not for tests.
"""
import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

root = pathlib.Path(__file__).resolve().parent.parent


def synthetic_spec(routers, endpoints, models):
    lines = ["routegen: 1", "name: Bench", "servers:", "  production: https://api.example.com/",
             "headers:", "  authentication: Authorization", "defaults:", "  timeout: 30", "  headers:",
             "    Accept: application/json", "models:"]
    for m in range(models):
        lines += [f"  Model{m}:", f"    description: Model number {m}.", "    properties:",
                  "      id: Int", "      name: String", f"      created_at: {{ type: Date, key: created_at }}",
                  "      tags: \"[String]?\"", f"      parent: Model{(m + 1) % models}?"]
    lines.append("routers:")
    for r in range(routers):
        lines.append(f"  Router{r}:")
        for e in range(endpoints):
            model = f"Model{(r * endpoints + e) % models}"
            kind = e % 4
            lines.append(f"    endpoint{e}:")
            if kind == 0:
                lines += [f"      route: GET /r{r}/items", "      query:", "        page: Int?", "        per_page: Int?",
                          f"      returns: \"[{model}]\""]
            elif kind == 1:
                lines += [f"      route: GET /r{r}/items/{{id}}", "      path:", "        id: Int", f"      returns: {model}"]
            elif kind == 2:
                lines += [f"      route: POST /r{r}/items", f"      body: {model}", "      headers:",
                          "        authentication: String", f"      returns: {model}"]
            else:
                lines += [f"      route: DELETE /r{r}/items/{{id}}/e{e}", "      path:", "        id: String"]
    return "\n".join(lines) + "\n"


def run_once(binary, spec, out):
    """Wall time and peak resident memory (KB) of one generation, measured for that process alone."""
    start = time.perf_counter()
    process = subprocess.Popen([binary, spec, "-o", out, "--quiet"])
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"routegen failed with status {status}")
    # ru_maxrss is in kilobytes on Linux and in bytes on macOS.
    return elapsed, usage.ru_maxrss / (1024 if sys.platform == "darwin" else 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--routers", type=int, default=40)
    parser.add_argument("--endpoints", type=int, default=25)
    parser.add_argument("--models", type=int, default=600)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    print("building routegen (release)...", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "routegen"], cwd=root, check=True,
                   stdout=subprocess.DEVNULL)
    binary = str(root / ".build/release/routegen")

    with tempfile.TemporaryDirectory() as folder:
        spec = pathlib.Path(folder) / "bench.yaml"
        spec.write_text(synthetic_spec(args.routers, args.endpoints, args.models))
        times = []
        peak_kb = 0
        for index in range(args.runs):
            out = pathlib.Path(folder) / f"out{index}"
            elapsed, peak = run_once(binary, str(spec), str(out))
            times.append(elapsed)
            peak_kb = max(peak_kb, peak)
        files = [p for p in (pathlib.Path(folder) / "out0").rglob("*.swift")]
        line_count = sum(len(p.read_text().splitlines()) for p in files)
        spec_kb = spec.stat().st_size / 1024
        print(f"spec: {args.routers} routers x {args.endpoints} endpoints, {args.models} models, {spec_kb:.0f} KB")
        print(f"generation: median {statistics.median(times):.3f} s over {args.runs} runs "
              f"(min {min(times):.3f} s, max {max(times):.3f} s)")
        print(f"peak memory: {peak_kb / 1024:.1f} MB")
        print(f"output: {len(files)} files, {line_count} lines")


if __name__ == "__main__":
    main()
