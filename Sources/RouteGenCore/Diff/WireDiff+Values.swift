/// Values compared by their shapes on the wire: scalars, arrays, dictionaries and models.
extension WireDiff {
    /// What a type is on the wire, aliases and `Nullable` seen through.
    enum Shape {
        /// Anything: `JSONValue`.
        case any
        /// `string`, `date`, `url`, `uuid`, `integer`, `number`, `boolean`, `data`.
        case scalar(String)
        case array(TypeReference)
        case dictionary(TypeReference)
        case model(Model)
        /// A type the user's code declares (`MyShop.Money`), compared by name.
        case other(String)
    }

    static let scalarKinds: [String: String] = [
        "String": "string", "Date": "date", "URL": "url", "UUID": "uuid", "Int": "integer", "Int32": "integer",
        "Int64": "integer", "Double": "number", "Float": "number", "Decimal": "number", "Bool": "boolean", "Data": "data",
        "IntOrString": "int-or-string",
    ]

    func shape(_ type: TypeReference, side: Side) -> Shape {
        switch type.unwrapped {
        case let .array(element): return .array(element)
        case let .dictionary(value): return .dictionary(value)
        case let .optional(wrapped): return shape(wrapped, side: side)
        case let .named(name, arguments):
            if name == "JSONValue" { return .any }
            if (name == "Nullable" || name == "SequenceBody"), let argument = arguments.first {
                return name == "Nullable" ? shape(argument, side: side) : .array(argument)
            }
            if let kind = Self.scalarKinds[name] { return .scalar(kind) }
            guard let model = side.names.model(named: name) else { return .other(name) }
            if case let .alias(target) = model.kind {
                return shape(target, side: side)
            }
            return .model(model)
        }
    }

    /// Whether a reader of the first scalar kind accepts a value of the second: every string
    /// format is a string, every integer a number, and an int-or-string takes either.
    static func accepts(_ reader: String, _ value: String) -> Bool {
        reader == value || (reader == "string" && ["date", "url", "uuid"].contains(value)) || (reader == "number" && value == "integer")
            || (reader == "int-or-string" && ["integer", "string"].contains(value))
    }

    /// Compares a value the reader expects with what the sender sends, at `place`.
    mutating func compareValue(
        reader: TypeReference, sender: TypeReference, _ direction: Direction, place: Field, operation: String?
    ) -> [Int] {
        let (readerSide, senderSide) = direction == .request ? (new, old) : (old, new)
        if direction == .response, sender.isOptional, !reader.isOptional {
            return [add(.breaking, "response.nullable", field: place.key, at: place.location,
                        "\(place.name) may be null in answers now; old clients fail to decode it")]
        }
        recordPairs(reader, sender, direction)
        switch (shape(reader, side: readerSide), shape(sender, side: senderSide)) {
        case (.any, _):
            return []
        case let (.array(readerElement), .array(senderElement)), let (.dictionary(readerElement), .dictionary(senderElement)):
            return compareValue(reader: readerElement, sender: senderElement, direction, place: place, operation: operation)
        case let (.scalar(readerKind), .scalar(senderKind)) where Self.accepts(readerKind, senderKind):
            return []
        case let (.other(readerName), .other(senderName)) where readerName == senderName:
            return []
        case let (.model(readerModel), .model(senderModel)):
            return compareModels(reader: readerModel, sender: senderModel, direction, place: place, operation: operation)
        case let (.model(readerModel), .scalar(kind)):
            return compareEnumWithText(readerModel, kind: kind, direction, place: place)
        case let (.scalar(kind), .model(senderModel)) where Self.isEnum(senderModel, kind: kind, reader: true):
            return []
        default:
            return [typeChanged(reader: reader, sender: sender, direction, place: place)]
        }
    }

    /// A changed type: the reader can't read what the sender sends.
    mutating func typeChanged(reader: TypeReference, sender: TypeReference, _ direction: Direction, place: Field) -> Int {
        let (readerSide, senderSide) = direction == .request ? (new, old) : (old, new)
        var (read, sent) = (readerSide.spell(reader), senderSide.spell(sender))
        if read == sent {
            // The same name for two kinds of model: say which.
            read += kind(of: reader, readerSide).map { " (\($0))" } ?? ""
            sent += kind(of: sender, senderSide).map { " (\($0))" } ?? ""
        }
        switch direction {
        case .request:
            return add(.breaking, "request.typeChanged", field: place.key, at: place.location,
                       "\(place.name) is '\(read)' now; old clients send '\(sent)'", suggestion: "accept both for a release")
        case .response:
            return add(.breaking, "response.typeChanged", field: place.key, at: place.location,
                       "\(place.name) is '\(sent)' now; old clients decode '\(read)' and fail")
        }
    }

    /// `a struct`, `an enum of strings`…: what a model is, for messages.
    private func kind(of type: TypeReference, _ side: Side) -> String? {
        switch side.names.model(named: type)?.kind {
        case .object?: "a struct"
        case .stringEnum?: "an enum of strings"
        case .integerEnum?: "an enum of integers"
        case .oneOf?: "a one-of enum"
        case .alias?: "a typealias"
        case nil: nil
        }
    }

    /// An enum read where the other side has plain text (or numbers): a reader enum that lists values
    /// can't take any text; a text reader takes every value of an enum.
    private mutating func compareEnumWithText(_ model: Model, kind: String, _ direction: Direction, place: Field) -> [Int] {
        guard Self.isEnum(model, kind: kind, reader: false) else {
            return [typeChanged(reader: .named(model.name), sender: .named(kind == "integer" ? "Int" : "String"), direction, place: place)]
        }
        switch direction {
        case .request:
            return [add(.breaking, "request.enumNarrowed", field: place.key, at: place.location,
                        "\(place.name) takes only the values '\(new.names.modelType(model))' lists now; old clients may send others",
                        suggestion: "accept any value for a release")]
        case .response where model.acceptsUnknownValues:
            return [add(.note, "response.enumValueUnknown", field: place.key, at: place.location,
                        "\(place.name) may hold any value in answers now; old clients decode values '\(old.names.modelType(model))' "
                            + "doesn't list as its unknown case")]
        case .response:
            return [add(.breaking, "response.enumValueAdded", field: place.key, at: place.location,
                        "\(place.name) may hold any value in answers now; old clients decode it as '\(old.names.modelType(model))', "
                            + "which accepts only the values it lists")]
        }
    }

    /// Whether the model is an enum whose raw values are of this scalar kind (a text reader takes
    /// any string enum; a number reader any integer enum).
    static func isEnum(_ model: Model, kind: String, reader: Bool) -> Bool {
        switch model.kind {
        case .stringEnum: reader ? accepts(kind, "string") : kind == "string"
        case .integerEnum: reader ? accepts(kind, "integer") : kind == "integer"
        default: false
        }
    }

    /// Notes every pair of models found at the same place, aliases included, before they are resolved.
    private mutating func recordPairs(_ reader: TypeReference, _ sender: TypeReference, _ direction: Direction) {
        let (oldType, newType) = direction == .request ? (sender, reader) : (reader, sender)
        switch (oldType.unwrapped, newType.unwrapped) {
        case let (.named(oldName, oldArguments), .named(newName, newArguments)):
            if old.names.model(named: oldName) != nil, new.names.model(named: newName) != nil { pair(oldName, newName) }
            for (oldArgument, newArgument) in zip(oldArguments, newArguments) where oldName == newName {
                recordPairs(direction == .request ? newArgument : oldArgument, direction == .request ? oldArgument : newArgument, direction)
            }
        default:
            break
        }
    }
}
