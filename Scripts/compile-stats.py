#!/usr/bin/env python3
"""Sums the compiler's per-job statistics of one build into a per-phase breakdown.

Usage: Scripts/compile-stats.py DIR

DIR is the folder given to the compiler with `-stats-output-dir DIR`, for example through the
generated target's settings in a scratch package:

    .target(name: "Generated", dependencies: ["RouteGenRuntime"],
            swiftSettings: [.unsafeFlags(["-stats-output-dir", "/tmp/stats"])])

Each frontend job writes one JSON file there. The script prints, for the compile jobs (the
module-emitting job is given apart): how many there are, their CPU time (user+sys), the CPU of
the top-level phases the compiler times (parsing and imports, type checking, SILGen, SIL
optimization, IRGen) and the rest, which no compiler timer covers (mostly LLVM: its passes and
the writing of object code). It then fits each job's CPU against the object bytes it wrote: an
intercept near zero means the jobs cost in proportion to the code they generate, not a fixed
amount each. The timers nest (type checking also happens during SILGen), so the phases are the
top-level ones only.
"""
import glob
import json
import sys

PHASES = ["parse-and-resolve-imports", "perform-sema", "SILGen", "SIL optimization", "IRGen"]


def cpu(stats, name):
    """User plus system seconds of one timer, 0 when the job did not run it."""
    return stats.get(f"{name}.user", 0.0) + stats.get(f"{name}.sys", 0.0)


def job_total(stats):
    """The whole job's CPU: its `time.swift-frontend.<job>` timer."""
    name = next(key[:-5] for key in stats if key.startswith("time.swift-frontend.") and key.endswith(".user"))
    return cpu(stats, name)


def main(folder):
    jobs, emit = [], []
    for path in sorted(glob.glob(f"{folder}/*.json")):
        with open(path) as file:
            stats = json.load(file)
        (emit if "-swiftmodule-" in path else jobs).append(stats)
    if not jobs:
        sys.exit(f"{folder}: no compile job statistics; pass -stats-output-dir {folder} to the compiler")

    total = sum(job_total(stats) for stats in jobs)
    print(f"compile jobs: {len(jobs)}, CPU {total:.1f} s "
          f"(per job {min(map(job_total, jobs)):.1f} to {max(map(job_total, jobs)):.1f} s)")
    if emit:
        print(f"module-emitting job: CPU {sum(job_total(stats) for stats in emit):.1f} s")
    timed = 0.0
    for phase in PHASES:
        seconds = sum(cpu(stats, f"time.swift.{phase}") for stats in jobs)
        timed += seconds
        print(f"  {phase:28} {seconds:7.1f} s {100 * seconds / total:5.1f} %")
    print(f"  {'not timed (LLVM, mostly)':28} {total - timed:7.1f} s {100 * (total - timed) / total:5.1f} %")

    for counter in ["Sema.NumDeclsDeserialized", "SILModule.NumSILGenFunctions", "IRModule.NumIRFunctions",
                    "LLVM.NumLLVMBytesOutput"]:
        if all(counter in stats for stats in jobs):
            print(f"  {counter}: {sum(stats[counter] for stats in jobs):,}")

    points = [(stats["LLVM.NumLLVMBytesOutput"] / 1e6, job_total(stats)) for stats in jobs
              if "LLVM.NumLLVMBytesOutput" in stats]
    if len(points) > 2:
        mean_x = sum(x for x, _ in points) / len(points)
        mean_y = sum(y for _, y in points) / len(points)
        spread = sum((x - mean_x) ** 2 for x, _ in points)
        if spread > 0:
            slope = sum((x - mean_x) * (y - mean_y) for x, y in points) / spread
            print(f"  per job: CPU ≈ {mean_y - slope * mean_x:.2f} s + {slope:.2f} s per MB of object code")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[2])
    main(sys.argv[1])
