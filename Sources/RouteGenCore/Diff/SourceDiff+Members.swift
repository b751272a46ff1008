/// Members matched across versions: by what identifies them (an operation, a wire name, a value),
/// then by name.
extension SourceDiff {
    /// Compares each old member with its counterpart; `newType` is `nil` for a router or client that
    /// is gone, whose operations may live on in others.
    mutating func compareMembers(_ oldType: SurfaceType, _ newType: SurfaceType?) {
        var matched: Set<Int> = []
        for member in oldType.members {
            if let newType, let index = counterpart(of: member, in: newType) {
                matched.insert(index)
                compare(member, of: oldType, with: newType.members[index], of: newType)
                continue
            }
            if let (movedType, moved) = movedMember(member, of: oldType) {
                add("member.moved", symbol: oldType.key(of: member), replacement: movedType.key(of: moved),
                    operations: operation(of: member), at: moved.location,
                    "'\(display(moved, of: movedType, in: new))' was moved from '\(display(member, of: oldType, in: old))' "
                        + "(the same operation, \(moved.operation ?? member.identity))",
                    suggestion: "write '\(display(moved, of: movedType, in: new))'")
                compareSignatures(member, of: oldType, with: moved, of: movedType)
                continue
            }
            guard newType != nil else { continue }
            add("member.removed", symbol: oldType.key(of: member), operations: operation(of: member), at: member.location,
                "'\(display(member, of: oldType, in: old))' is gone from the new version" + removalReason(member))
        }
        guard let newType, newType.isSwitched else { return }
        let added = newType.members.indices.filter {
            !matched.contains($0) && [.enumCase, .unknownCase, .variant].contains(newType.members[$0].kind)
        }.map { newType.members[$0] }
        guard let first = added.first else { return }
        let names = added.map { "." + $0.plainName }
        add("type.casesAdded", symbol: oldType.name, replacement: newType.name, at: first.location,
            "'\(newType.name)' has new \(names.count == 1 ? "case" : "cases") \(Self.list(names)); a switch over it "
                + "without 'default' no longer compiles",
            suggestion: "handle \(names.count == 1 ? "it" : "them"), or add a 'default' case")
    }

    /// The index of the new member that stands for `member`: the same identity, then (for
    /// properties, constants and cases) the same name, then (for a union's variants) the same value type.
    private func counterpart(of member: SurfaceMember, in newType: SurfaceType) -> Int? {
        // The properties that return clients are found again by the type they return.
        let returnsClient = member.kind == .property && (newType.kind == .runtimeExtension || newType.kind == .client)
        let identity = returnsClient ? types.translate(member.identity) : member.identity
        let sameKind = { (candidate: SurfaceMember) in candidate.kind == member.kind }
        if let index = newType.members.firstIndex(where: { sameKind($0) && $0.identity == identity }) { return index }
        switch member.kind {
        case .call, .routerCase, .initializer, .unknownCase:
            return nil
        case .variant:
            guard let type = member.type.map(types.translate) else { return nil }
            return newType.members.firstIndex { sameKind($0) && $0.type == type && $0.plainName != "unknown" }
        case .property, .enumCase, .staticValue, .staticFunction:
            return newType.members.firstIndex { sameKind($0) && $0.plainName == member.plainName }
        }
    }

    /// A router case or call whose operation now belongs to another router or client.
    private func movedMember(_ member: SurfaceMember, of oldType: SurfaceType) -> (SurfaceType, SurfaceMember)? {
        let owners: [String: String]
        switch member.kind {
        case .routerCase: owners = routerOwners
        case .call: owners = clientOwners
        default: return nil
        }
        guard let name = owners[member.identity], let type = new[name],
              let moved = type.members.first(where: { $0.identity == member.identity }) else { return nil }
        return (type, moved)
    }

    /// Compares two members that stand for each other: names, types, parameters and results.
    private mutating func compare(_ member: SurfaceMember, of oldType: SurfaceType, with found: SurfaceMember, of newType: SurfaceType) {
        if found.plainName != member.plainName {
            add("member.renamed", symbol: oldType.key(of: member), replacement: newType.key(of: found),
                operations: operation(of: found), at: found.location ?? newType.location,
                "'\(display(found, of: newType, in: new))' was renamed from '\(member.plainName)'" + sameness(of: found),
                suggestion: "write '\(display(found, of: newType, in: new))'")
        }
        compareSignatures(member, of: oldType, with: found, of: newType)
    }

    /// What makes a renamed member the same one, as the new version spells it.
    private func sameness(of member: SurfaceMember) -> String {
        switch member.kind {
        case .call, .routerCase: " (the same operation, \(member.operation ?? member.identity))"
        case .property: member.identity.hasPrefix("#") || member.type == member.identity ? "" : " (the same wire name, '\(member.identity)')"
        case .enumCase: " (the same value, \(member.identity))"
        case .variant: " (the same value)"
        default: ""
        }
    }

    private func removalReason(_ member: SurfaceMember) -> String {
        switch member.kind {
        case .call, .routerCase:
            let key = member.identity.split(separator: "#").first.map(String.init) ?? member.identity
            let operation = member.operation ?? key
            return routerOwners[key] != nil ? " (the operation \(operation) remains, without this call)" : " (its operation, \(operation), is gone)"
        case .enumCase: return " (the new version doesn't list the value \(member.identity))"
        default: return ""
        }
    }

    /// How app code writes a member: `client.customers.list(limit:)` for a call, `Customer.email`,
    /// `Status.inProgress`, `Customer.init(email:)`.
    func display(_ member: SurfaceMember, of type: SurfaceType, in surface: APISurface) -> String {
        if type.name == "APIClient" { return "client.\(member.signature)" }
        if type.name == "APIError" { return "error.\(member.signature)" }
        guard type.kind == .client, let path = Self.accessPath(to: type.name, in: surface) else { return type.key(of: member) }
        return "client.\(path).\(member.signature)"
    }

    /// The properties app code reads from the client to reach a client or group: `checkout.sessions`.
    static func accessPath(to typeName: String, in surface: APISurface) -> String? {
        var path: [String] = [], target = typeName
        while path.count < 16 {
            guard let owner = surface.types.first(where: { type in
                (type.kind == .client || type.name == "APIClient") && type.members.contains { $0.kind == .property && $0.type == target }
            }), let accessor = owner.members.first(where: { $0.kind == .property && $0.type == target }) else { return nil }
            path.insert(accessor.plainName, at: 0)
            if owner.name == "APIClient" { return path.joined(separator: ".") }
            target = owner.name
        }
        return nil
    }

    /// The operation of a call or router case, for the finding's list.
    func operation(of member: SurfaceMember) -> [String] {
        guard member.kind == .call || member.kind == .routerCase else { return [] }
        return member.operation.map { [$0] } ?? []
    }

    /// `'a', 'b' and 'c'`, or the first five and a count.
    static func list(_ items: [String]) -> String {
        let shown = items.prefix(5).map { "'\($0)'" }
        let more = items.count > 5 ? " and \(items.count - 5) more" : ""
        guard shown.count > 1, more.isEmpty else { return shown.joined(separator: ", ") + more }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }
}
