/// Models compared side by side: objects by their properties, enums by their values, one-of enums
/// by their variants. Each pair is compared once per direction.
extension WireDiff {
    mutating func compareModels(reader: Model, sender: Model, _ direction: Direction, place: Field, operation: String?) -> [Int] {
        let key = "\(direction.rawValue)|\(reader.name)|\(sender.name)"
        if let found = comparedModels[key] { return found }
        comparedModels[key] = []  // a cycle stops here
        var found: [Int]
        let senderSide = direction == .request ? old : new
        let readerSide = direction == .request ? new : old
        if reader.name != sender.name, let living = senderSide.names.model(named: reader.name),
           Self.declaration(of: living, side: senderSide) != sender.name,
           readerSide.names.model(named: sender.name).map({ Self.declaration(of: $0, side: readerSide) }) != reader.name {
            // Another model stands here now, while the reader's model lives on: unless it reads the same,
            // say so once, rather than list the differences of two unrelated models.
            let before = snapshot
            found = compareMembers(reader: reader, sender: sender, direction, place: place, operation: operation)
            if hasBreaking(since: before, among: found) {
                rollBack(to: before)
                found = [typeChanged(reader: .named(reader.name), sender: .named(sender.name), direction, place: place)]
            }
        } else {
            found = compareMembers(reader: reader, sender: sender, direction, place: place, operation: operation)
        }
        comparedModels[key] = found
        return found
    }

    /// The model a model stands for, through the typealiases of one declaration per shape: two
    /// versions may declare the same shape under different copies' names.
    static func declaration(of model: Model, side: Side) -> String {
        var current = model
        for _ in 0..<8 {
            guard case let .alias(.named(target, arguments)) = current.kind, arguments.isEmpty,
                  let next = side.names.model(named: target) else { break }
            current = next
        }
        return current.name
    }

    /// Compares two models by their kinds: objects by properties, enums by values, unions by variants.
    private mutating func compareMembers(reader: Model, sender: Model, _ direction: Direction, place: Field, operation: String?) -> [Int] {
        let (readerSide, senderSide) = direction == .request ? (new, old) : (old, new)
        switch (reader.kind, sender.kind) {
        case let (.object(readerProperties), .object(senderProperties)):
            return compareFields(
                reader: propertyFields(reader, readerProperties, side: readerSide, direction),
                sender: propertyFields(sender, senderProperties, side: senderSide, direction), direction, operation: operation)
        case let (.stringEnum(readerCases), .stringEnum(senderCases)):
            return compareValues(reader, readerCases.map(\.value), sender, senderCases.map(\.value), direction)
        case let (.integerEnum(readerCases), .integerEnum(senderCases)):
            return compareValues(reader, readerCases.map { String($0.value) }, sender, senderCases.map { String($0.value) }, direction)
        case let (.oneOf(readerUnion), .oneOf(senderUnion)):
            return compareVariants(reader, readerUnion, sender, senderUnion, direction, operation: operation)
        case let (.oneOf(readerUnion), _) where readerUnion.variants.contains(where: { names(of: $0.type, readerSide) == [sender.name] }):
            // The sender sends what is one variant of the reader's union.
            return []
        default:
            return [typeChanged(reader: .named(reader.name), sender: .named(sender.name), direction, place: place)]
        }
    }

    private func names(of type: TypeReference, _ side: Side) -> [String] {
        if case let .named(name, _) = side.names.resolvingAliases(type) { return [name] }
        return []
    }

    /// The values of two enums: a reader that lists fewer values than the sender may send.
    private mutating func compareValues(
        _ reader: Model, _ readerValues: [String], _ sender: Model, _ senderValues: [String], _ direction: Direction
    ) -> [Int] {
        let known = Set(readerValues)
        let extra = senderValues.filter { !known.contains($0) }
        guard !extra.isEmpty else { return [] }
        let listed = (extra.count == 1 ? "value " : "values ") + SourceDiff.list(extra)
        let them = extra.count == 1 ? "it" : "them"
        switch direction {
        case .request:
            return [add(.breaking, "request.enumNarrowed", at: reader.location,
                        "'\(new.names.modelType(reader))' no longer lists the \(listed); old clients may send \(them)",
                        suggestion: "keep accepting the values until old clients are gone")]
        case .response where reader.acceptsUnknownValues:
            return [add(.note, "response.enumValueUnknown", at: sender.location,
                        "'\(new.names.modelType(sender))' has the new \(listed); old clients decode \(them) as the unknown case of '\(old.names.modelType(reader))'")]
        case .response:
            return [add(.breaking, "response.enumValueAdded", at: sender.location,
                        "'\(new.names.modelType(sender))' has the new \(listed); old clients, whose '\(old.names.modelType(reader))' "
                            + "lists only the values it knew, fail to decode \(them)",
                        suggestion: "send the new values only to clients that ask for them")]
        }
    }

    /// The variants of two one-of enums, matched by name, then by discriminator value.
    private mutating func compareVariants(
        _ reader: Model, _ readerUnion: OneOf, _ sender: Model, _ senderUnion: OneOf, _ direction: Direction, operation: String?
    ) -> [Int] {
        var found: [Int] = []
        for variant in senderUnion.variants {
            let match = readerUnion.variants.first { $0.name == variant.name }
                ?? readerUnion.variants.first { !Set($0.discriminatorValues).isDisjoint(with: variant.discriminatorValues) }
            guard let match else {
                let senderSide = direction == .request ? old : new
                let spelled = senderSide.spell(variant.type)
                found.append(direction == .request
                    ? add(.breaking, "request.variantRemoved", at: sender.location,
                          "'\(new.names.modelType(reader))' no longer takes '\(spelled)'; old clients may send one")
                    : add(.note, "response.variantAdded", at: sender.location,
                          "'\(new.names.modelType(sender))' has a new variant '\(spelled)'; old clients decode it as "
                              + "the unknown case of '\(old.names.modelType(reader))', unless an old variant accepts it"))
                continue
            }
            let place = Field(key: "", name: "the '\(variant.name)' variant of '\(new.names.modelType(direction == .request ? reader : sender))'",
                              type: variant.type, isNeeded: true, isAlwaysSent: true,
                              location: (direction == .request ? reader : sender).location)
            found += compareValue(reader: match.type, sender: variant.type, direction, place: place, operation: operation)
        }
        return found
    }
}
