import Foundation
@testable import RouteGenCore

/// A Swift file that uses every public symbol of one generated API the way an app does: each type
/// named, every call made with all its arguments and with only the required ones, every initializer
/// called, every property read (optional ones through `if let`), every enum, one-of enum and enum
/// of answers switched over without `default`, its `unknown` case included. Arguments are values
/// of the declared types (`oracleValue(Swift.Int.self)`), so a changed type doesn't go unnoticed.
/// Each line records the symbol it uses, so the compiler's errors name symbols.
struct UsageFile {
    /// One use of a symbol: the lines it spans (a switch spans its cases) and the types its lines name.
    struct Use {
        var symbol: String
        var lines: ClosedRange<Int>
        var mentions: Set<String>
    }

    private(set) var source = ""
    private(set) var uses: [Use] = []
    private var lineCount = 0
    private let typeNames: Set<String>
    private let dottedNames: [String]

    init(_ surface: APISurface) {
        typeNames = surface.names
        dottedNames = surface.names.filter { $0.contains(".") }.sorted()
        for line in [
            "// Uses every public symbol of the old generated API, as an app would (the compiler-oracle tests).",
            "import Foundation", "import RouteGenRuntime", "#if canImport(FoundationNetworking)", "import FoundationNetworking",
            "#endif", "", "func oracleValue<T>(_: T.Type) -> T { fatalError() }", "",
        ] { append(line) }
        for (index, type) in surface.types.enumerated() {
            append("func use\(index)() async throws {")
            write(type)
            append("}")
        }
    }

    /// The use that line `line` belongs to: the innermost one.
    func use(at line: Int) -> Use? {
        uses.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }
    }

    private mutating func write(_ type: SurfaceType) {
        let named = type.genericParameters.isEmpty ? type.name : type.name + "<" + type.genericParameters.map { _ in "Swift.Int" }.joined(separator: ", ") + ">"
        let spell = { (spelled: String) in Self.substituting(type.genericParameters, in: spelled) }
        switch type.kind {
        case .runtimeExtension:
            break
        case .alias:
            emit("    let _: \(named) = \(Self.value(spell(type.type ?? "Swift.Void")))", type.name)
        case .closedEnum, .openEnum:
            emit("    let _: \(type.type ?? "Swift.String") = oracleValue(\(named).self).rawValue", type.name)
        case .support where type.type != nil:
            emit("    let _: \(type.type ?? "Swift.String") = oracleValue(\(named).self).rawValue", type.name)
        default:
            emit("    let _: \(named).Type = \(named).self", type.name)
        }
        var switched: [SurfaceMember] = []
        for member in type.members {
            let key = type.key(of: member)
            switch member.kind {
            case .property:
                let receiver = switch type.name {
                case "APIClient" where type.kind == .runtimeExtension: "oracleValue(RouteGenRuntime.APIClient.self)"
                case "APIError" where type.kind == .runtimeExtension: "oracleValue(RouteGenRuntime.APIError.self)"
                default: "oracleValue(\(named).self)"
                }
                read("\(receiver).\(member.name)", type: spell(member.type ?? "Swift.Void"), key)
            case .staticValue:
                read("\(named).\(member.name)", type: spell(member.type ?? "Swift.Void"), key)
            case .initializer:
                call(named, member, result: named, spell: spell, key)
            case .routerCase:
                if member.parameters == nil {
                    emit("    let _: \(named) = \(named).\(member.name)", key)
                } else {
                    call("\(named).\(member.name)", member, result: named, spell: spell, key)
                }
            case .call:
                call("oracleValue(\(named).self).\(member.name)", member, result: member.type.map(spell), spell: spell, key)
            case .staticFunction:
                call("\(named).\(member.name)", member, result: member.type.map(spell), spell: spell, key)
            case .enumCase where !type.isSwitched:
                emit("    let _: \(named) = .\(member.name)", key)
            case .enumCase, .unknownCase, .variant:
                switched.append(member)
            }
        }
        guard type.isSwitched, !switched.isEmpty else { return }
        let start = lineCount + 1
        append("    switch oracleValue(\(named).self) {")
        for member in switched {
            if let value = member.type {
                emit("    case let .\(member.name)(value): let _: \(spell(value)) = value", type.key(of: member), owner: type.name)
            } else {
                emit("    case .\(member.name): break", type.key(of: member), owner: type.name)
            }
        }
        append("    }")
        uses.append(Use(symbol: type.name, lines: start...lineCount, mentions: [type.name]))
    }

    /// Reads a value: `let _: T = …`, or `if let value = … { let _: T = value }` for an optional.
    private mutating func read(_ expression: String, type: String, _ key: String) {
        if let unwrapped = Self.unwrapped(type) {
            emit("    if let value = \(expression) { let _: \(unwrapped) = value }", key)
        } else {
            emit("    let _: \(type) = \(expression)", key)
        }
    }

    /// Calls with every argument, then (when it differs) with the required ones only.
    private mutating func call(_ callee: String, _ member: SurfaceMember, result: String?, spell: (String) -> String, _ key: String) {
        let parameters = member.parameters ?? []
        var argumentLists = [parameters]
        let required = parameters.filter { !$0.hasDefault }
        if required.count != parameters.count { argumentLists.append(required) }
        for list in argumentLists {
            let arguments = list.map { ($0.label == "_" ? "" : "\($0.label): ") + Self.value(spell($0.type)) }
            var expression = "\(callee)(\(arguments.joined(separator: ", ")))"
            if member.isAsync { expression = "try await " + expression }
            if let result {
                read(expression, type: result, key)
            } else {
                emit("    \(expression)", key)
            }
        }
    }

    /// A line that uses `symbol`; a case of a switch names its enum only through `owner`.
    private mutating func emit(_ line: String, _ symbol: String, owner: String? = nil) {
        append(line)
        uses.append(Use(symbol: symbol, lines: lineCount...lineCount, mentions: mentions(in: line).union(owner.map { [$0] } ?? [])))
    }

    private mutating func append(_ line: String) {
        source += line + "\n"
        lineCount += 1
    }

    /// The generated types a line names, members after a dot left out.
    private func mentions(in line: String) -> Set<String> {
        var found = Set(dottedNames.filter { line.contains($0) })
        var word = "", before: Character = " ", start: Character = " "
        for character in line + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { start = before }
                word.append(character)
            } else {
                if !word.isEmpty, start != ".", typeNames.contains(word) { found.insert(word) }
                word = ""
            }
            before = character
        }
        return found
    }

    /// `oracleValue((T).self)`: a value of exactly that type; `@escaping` belongs to parameters only.
    static func value(_ type: String) -> String {
        "oracleValue((\(type.replacingOccurrences(of: "@escaping ", with: ""))).self)"
    }

    /// `T` for `T?` (and `any P` for `(any P)?`); `nil` for a type that isn't optional.
    static func unwrapped(_ type: String) -> String? {
        guard type.hasSuffix("?") else { return nil }
        let inner = String(type.dropLast())
        return inner.hasPrefix("(") && inner.hasSuffix(")") ? String(inner.dropFirst().dropLast()) : inner
    }

    /// The generic parameters replaced by `Swift.Int`, as the uses instantiate generic models.
    static func substituting(_ parameters: [String], in spelled: String) -> String {
        guard !parameters.isEmpty else { return spelled }
        var result = "", word = ""
        for character in spelled + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
            } else {
                result += parameters.contains(word) ? "Swift.Int" : word
                word = ""
                result.append(character)
            }
        }
        return String(result.dropLast())
    }
}
