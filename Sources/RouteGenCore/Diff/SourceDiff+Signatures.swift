/// Types, parameters and results of two members that stand for each other, compared as the
/// compiler would: a value of the old type must still fit, and every old call must still compile.
extension SourceDiff {
    mutating func compareSignatures(_ member: SurfaceMember, of oldType: SurfaceType, with found: SurfaceMember, of newType: SurfaceType) {
        let symbol = oldType.key(of: member), shown = display(found, of: newType, in: new)
        let operations = operation(of: member)
        switch member.kind {
        case .property, .staticValue:
            compareValueType(member, found, symbol: symbol, shown: shown, operations: operations)
        case .variant, .unknownCase:
            if let oldValue = member.type, let newValue = found.type, canonical(types.translate(oldValue)) != canonical(newValue) {
                add("case.valueChanged", symbol: symbol, replacement: newType.key(of: found), at: found.location ?? newType.location,
                    "'\(shown)' holds '\(newValue)' now, not '\(oldValue)'; patterns that bind its value as one no longer compile")
            } else if member.type == nil, let newValue = found.type {
                add("case.valueChanged", symbol: symbol, replacement: newType.key(of: found), at: found.location ?? newType.location,
                    "'\(shown)' holds '\(newValue)' now")
            } else if let oldValue = member.type, found.type == nil {
                add("case.valueChanged", symbol: symbol, replacement: newType.key(of: found), at: found.location ?? newType.location,
                    "'\(shown)' holds no value now, not '\(oldValue)'")
            }
        case .call, .routerCase, .initializer, .staticFunction:
            compareParameters(member.parameters ?? [], found.parameters ?? [], symbol: symbol, shown: shown,
                              operations: operations, location: found.location ?? newType.location)
            if member.kind != .routerCase && member.kind != .initializer {
                compareResults(member, found, symbol: symbol, shown: shown, operations: operations)
            }
        case .enumCase:
            break
        }
    }

    /// A property's or constant's type: every change breaks reading it, optionality included
    /// (`if let` on a value that isn't optional doesn't compile).
    private mutating func compareValueType(
        _ member: SurfaceMember, _ found: SurfaceMember, symbol: String, shown: String, operations: [String]
    ) {
        guard let oldValue = member.type, let newValue = found.type else { return }
        let (translated, current) = (canonical(types.translate(oldValue)), canonical(newValue))
        guard translated != current else { return }
        if translated + "?" == current {
            add("property.optionalityChanged", symbol: symbol, replacement: shown, operations: operations, at: found.location,
                "'\(shown)' is optional now ('\(newValue)')", suggestion: "unwrap it where the code reads it")
        } else if translated == current + "?" {
            add("property.optionalityChanged", symbol: symbol, replacement: shown, operations: operations, at: found.location,
                "'\(shown)' is not optional now ('\(newValue)'); 'if let', 'guard let' and '?.' on it no longer compile",
                suggestion: "use the value directly")
        } else {
            add("property.typeChanged", symbol: symbol, replacement: shown, operations: operations, at: found.location,
                "'\(shown)' is '\(newValue)' now, not '\(oldValue)'")
        }
    }

    /// Parameters matched by identity (where the value goes and its wire name): removed, added
    /// (required ones break calls), relabelled, retyped, required, reordered.
    private mutating func compareParameters(
        _ oldParameters: [SurfaceParameter], _ newParameters: [SurfaceParameter], symbol: String, shown: String,
        operations: [String], location: SourceLocation?
    ) {
        var newByIdentity: [String: SurfaceParameter] = [:]
        for parameter in newParameters where newByIdentity[parameter.identity] == nil { newByIdentity[parameter.identity] = parameter }
        let oldIdentities = Set(oldParameters.map(\.identity))
        func note(_ change: String, _ message: String, suggestion: String? = nil) {
            add(change, symbol: symbol, replacement: shown, operations: operations, at: location, message, suggestion: suggestion)
        }
        for parameter in oldParameters {
            guard let match = newByIdentity[parameter.identity] else {
                note("parameter.removed", "'\(shown)' takes no '\(parameter.plainLabel):' argument now",
                     suggestion: "remove the argument")
                continue
            }
            if match.plainLabel != parameter.plainLabel {
                note("parameter.renamed", "'\(shown)' labels the argument '\(parameter.plainLabel):' as '\(match.plainLabel):' now",
                     suggestion: "write '\(match.plainLabel):'")
            }
            let (translated, current) = (canonical(types.translate(parameter.type)), canonical(match.type))
            if translated != current && Self.optional(translated) != current {
                if Self.optional(current) == translated {
                    note("parameter.required", "'\(shown)' requires '\(match.plainLabel):' now ('\(match.type)', not optional)",
                         suggestion: "pass a value")
                } else {
                    note("parameter.typeChanged", "'\(shown)' takes '\(match.plainLabel):' as '\(match.type)' now, not '\(parameter.type)'")
                }
            } else if parameter.hasDefault && !match.hasDefault {
                note("parameter.required", "'\(shown)' requires '\(match.plainLabel):' now; calls that leave it out no longer compile",
                     suggestion: "pass a value")
            }
        }
        for parameter in newParameters where !oldIdentities.contains(parameter.identity) && !parameter.hasDefault {
            note("parameter.added", "'\(shown)' has a new required parameter '\(parameter.plainLabel): \(parameter.type)'",
                 suggestion: "pass '\(parameter.plainLabel):'")
        }
        let kept = oldParameters.map(\.identity).filter { newByIdentity[$0] != nil }
        let newOrder = newParameters.map(\.identity).filter { oldIdentities.contains($0) }
        if kept != newOrder {
            let labels = newParameters.filter { oldIdentities.contains($0.identity) }.map { $0.plainLabel + ":" }
            note("parameters.reordered", "'\(shown)' takes its arguments in another order now: \(labels.joined(separator: " "))",
                 suggestion: "pass the arguments in the new order")
        }
    }

    /// What a call or function returns.
    private mutating func compareResults(_ member: SurfaceMember, _ found: SurfaceMember, symbol: String, shown: String, operations: [String]) {
        let oldResult = member.type.map(types.translate)
        guard oldResult.map(canonical) != found.type.map(canonical) else { return }
        switch (member.type, found.type) {
        case let (nil, newResult?):
            add("result.added", severity: .note, symbol: symbol, replacement: shown, operations: operations, at: found.location,
                "'\(shown)' returns '\(newResult)' now; calls that ignore it get a warning",
                suggestion: "use the result, or write '_ = try await …'")
        case let (oldResult?, nil):
            add("result.changed", symbol: symbol, replacement: shown, operations: operations, at: found.location,
                "'\(shown)' returns nothing now, not '\(oldResult)'")
        case let (oldResult?, newResult?):
            add("result.changed", symbol: symbol, replacement: shown, operations: operations, at: found.location,
                "'\(shown)' returns '\(newResult)' now, not '\(oldResult)'")
        case (nil, nil):
            break
        }
    }

    /// `T?` for `T`, parenthesised where needed (`(any P)?`).
    static func optional(_ type: String) -> String {
        type.hasPrefix("any ") || type.hasPrefix("some ") ? "(\(type))?" : type + "?"
    }
}
