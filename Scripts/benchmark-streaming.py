#!/usr/bin/env python3
"""Measures streamed answers: 100,000 small server-sent events through the generated client.

Usage: Scripts/benchmark-streaming.py [--events N] [--runs N] [--debug]

A local HTTP server (Python, on 127.0.0.1, started by this script) answers
`POST /completions` of Tests/Fixtures/streaming/streams.yaml in two ways:

  - streamed: `text/event-stream` with chunked transfer encoding, N events of an OpenAI-like
    chat chunk (`data: {"id":"c1","delta":"token 12345"}`) and `data: [DONE]`;
  - buffered: the same bytes as one body with a Content-Length.

A release build of a scratch package (.build-bench-streaming/, ignored by git) holds the code
routegen generates from streams.yaml and a small executable that reads the answer either way:

  - stream:   `for try await chunk in client.completions.createCompletionStream(body:)`, the
              generated streaming call (URLSessionTransport's data delegate, parsed as it arrives);
  - buffered: `client.data(from:)` for the whole body, then the same parser and decoder over it.

Each mode runs in a process of its own, --runs times (3 by default); the script reports the median
events per second and the largest peak resident memory (VmHWM on Linux, ru_maxrss elsewhere), and
checks that every run decoded all N events. The figures vary with the machine's load: measure on
an idle machine. Results are also written to .build-bench-streaming/results.json.
"""
import argparse
import http.server
import json
import os
import pathlib
import platform
import shutil
import statistics
import subprocess
import sys
import threading

root = pathlib.Path(__file__).resolve().parent.parent
scratch = root / ".build-bench-streaming"
spec = root / "Tests" / "Fixtures" / "streaming" / "streams.yaml"

MAIN = r'''
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime

/// Peak resident memory of this process in bytes.
func peakMemory() -> Int {
    #if os(Linux)
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
        return kilobytes * 1024
    }
    return 0
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #endif
}

let arguments = CommandLine.arguments
let mode = arguments[1]
let base = URL(string: arguments[2])!
let client = APIClient(baseURL: base)
let clock = ContinuousClock()
let start = clock.now
var count = 0
var characters = 0
switch mode {
case "stream":
    for try await chunk in try await client.completions.createCompletionStream(body: CompletionRequest(prompt: "bench")) {
        count += 1
        characters += chunk.delta.utf8.count
    }
case "buffered":
    let body = try await client.data(from: CompletionsRouter.createCompletion(body: CompletionRequest(prompt: "bench", stream: true)))
    var parser = ServerSentEventParser()
    let decoder = JSONDecoder.routeGenDefault
    for event in parser.parse(body) + parser.finish() where event.data != "[DONE]" {
        let chunk = try decoder.decode(CompletionChunk.self, from: Data(event.data.utf8))
        count += 1
        characters += chunk.delta.utf8.count
    }
default:
    fatalError("mode is stream or buffered")
}
let elapsed = clock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print(#"{"mode":"\#(mode)","events":\#(count),"characters":\#(characters),"seconds":\#(seconds),"peakBytes":\#(peakMemory())}"#)
'''

PACKAGE = '''// swift-tools-version: 6.0
// Written by Scripts/benchmark-streaming.py; not committed.
import PackageDescription

let package = Package(
    name: "BenchmarkStreaming",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
        .executableTarget(
            name: "StreamingBenchmark",
            dependencies: [.product(name: "RouteGenRuntime", package: "routegen")]
        ),
    ]
)
'''


def event_stream(count):
    """The answer's bytes: `count` chunk events, then `[DONE]`."""
    events = [b'data: {"id":"c1","delta":"token %d"}\n\n' % n for n in range(count)]
    return b"".join(events) + b"data: [DONE]\n\n"


def serve(body):
    """A server on 127.0.0.1 that streams `body` (chunked, 256 events a chunk) or sends it whole."""
    events = body.split(b"\n\n")

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", "0")))
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            if "text/event-stream" in self.headers.get("Accept", ""):
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                for start in range(0, len(events), 256):
                    piece = b"\n\n".join(events[start:start + 256])
                    piece += b"\n\n" if start + 256 < len(events) else b""
                    if piece:
                        self.wfile.write(b"%X\r\n%s\r\n" % (len(piece), piece))
                self.wfile.write(b"0\r\n\r\n")
            else:
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def build(configuration):
    """Generates the client into the scratch package and builds the executable."""
    subprocess.run(["swift", "build", "--product", "routegen"], cwd=root, check=True)
    sources = scratch / "Sources" / "StreamingBenchmark"
    shutil.rmtree(scratch / "Sources", ignore_errors=True)
    sources.mkdir(parents=True)
    (scratch / "Package.swift").write_text(PACKAGE)
    (sources / "main.swift").write_text(MAIN)
    subprocess.run([str(root / ".build" / "debug" / "routegen"), str(spec), "-o", str(sources / "Generated"), "--quiet"],
                   check=True)
    subprocess.run(["swift", "build", "-c", configuration, "--package-path", str(scratch)], check=True)
    return scratch / ".build" / configuration / "StreamingBenchmark"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--debug", action="store_true", help="build the executable in debug (a quick check)")
    options = parser.parse_args()

    executable = build("debug" if options.debug else "release")
    body = event_stream(options.events)
    server = serve(body)
    base = "http://127.0.0.1:%d/" % server.server_address[1]
    results = {}
    for mode in ("stream", "buffered"):
        runs = []
        for _ in range(options.runs):
            output = subprocess.run([str(executable), mode, base], check=True, capture_output=True, text=True).stdout
            run = json.loads(output.strip().splitlines()[-1])
            if run["events"] != options.events:
                sys.exit("%s decoded %d events of %d" % (mode, run["events"], options.events))
            runs.append(run)
        results[mode] = {
            "events": options.events,
            "eventsPerSecond": statistics.median(options.events / run["seconds"] for run in runs),
            "peakMegabytes": max(run["peakBytes"] for run in runs) / 1_048_576,
            "runs": runs,
        }
    server.shutdown()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print("%d events (%.1f MB), %d runs each, %s build, %s, load %.2f" % (
        options.events, len(body) / 1_048_576, options.runs, "debug" if options.debug else "release",
        platform.platform(), load))
    print("| Mode | Events/s (median) | Peak memory |")
    print("| --- | --- | --- |")
    for mode, label in (("stream", "streamed (createCompletionStream)"), ("buffered", "one buffered body")):
        print("| %s | %s | %.1f MB |" % (label, format(round(results[mode]["eventsPerSecond"]), ","), results[mode]["peakMegabytes"]))
    (scratch / "results.json").write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
