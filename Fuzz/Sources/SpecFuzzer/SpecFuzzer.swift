import Foundation
import RouteGenCore

/// The name the input goes by in diagnostics. External `$ref`s resolve beside it, in the
/// folder the fuzzer runs in.
private let inputPath = "fuzz-input.yaml"

/// Runs routegen's pipeline on one input, in memory; libFuzzer calls it with each input, by
/// this name (`LLVMFuzzerTestOneInput`) from its own `main`, or from ``main.swift``.
///
/// A crash or a hang is libFuzzer's to find. This adds the promises routegen makes about a
/// failure: it has at least one located error, and every location in the input is inside it.
/// A broken promise stops the run with `fatalError`, which libFuzzer saves as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    let diagnostics: Diagnostics
    do {
        diagnostics = try GeneratorPipeline.run(data: data, path: inputPath).diagnostics
    } catch {
        diagnostics = error.diagnostics
        if !diagnostics.errors.contains(where: { $0.location != nil }) {
            fatalError("a failure without a located error: \(error)")
        }
    }
    let lines = InputLines(data)
    for diagnostic in diagnostics.all {
        if let location = diagnostic.location, location.file == inputPath, !lines.contains(location) {
            fatalError("a location outside the input: \(diagnostic)")
        }
    }
    return 0
}

/// The lines of an input, counted as routegen counts every place it prints (as libyaml does): at
/// CR LF, CR, LF, NEL, LS and PS. A byte order mark is not part of the text.
struct InputLines {
    /// The length in scalars of each line.
    let lengths: [Int]

    init(_ data: Data) {
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        let scalars = Array(String(decoding: text, as: UTF8.self).unicodeScalars)
        var lengths: [Int] = []
        var current = 0
        var index = 0
        while index < scalars.count {
            let width = switch scalars[index] {
            case "\r": index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            case "\n", "\u{85}", "\u{2028}", "\u{2029}": 1
            default: 0
            }
            if width > 0 {
                lengths.append(current)
                current = 0
                index += width
            } else {
                current += 1
                index += 1
            }
        }
        lengths.append(current)
        self.lengths = lengths
    }

    /// Whether the line exists and the column is within it (or just after its end).
    func contains(_ location: SourceLocation) -> Bool {
        location.line >= 1 && location.line <= lengths.count && location.column >= 1
            && location.column <= lengths[location.line - 1] + 1
    }
}
