/// Fields matched by wire name: parameters, body fields and the properties of models.
extension WireDiff {
    /// Compares what the reader expects with what the sender sends. In requests the reader is the
    /// new server; in answers it is the old client.
    mutating func compareFields(reader: [Field], sender: [Field], _ direction: Direction, operation: String?) -> [Int] {
        var found: [Int] = []
        var sent: [String: Field] = [:]
        for field in sender where sent[field.key] == nil { sent[field.key] = field }
        let read = Set(reader.map(\.key))
        for field in reader {
            guard let value = sent[field.key] else {
                if let index = missing(field, direction, operation: operation) { found.append(index) }
                continue
            }
            if field.isNeeded && !value.isAlwaysSent {
                found.append(direction == .request
                    ? add(.breaking, "request.fieldRequired", field: field.key, at: field.location,
                          "\(field.name) is required now; old clients may leave it out", suggestion: "keep it optional")
                    : add(.breaking, "response.fieldOptional", field: value.key, at: value.location,
                          "\(value.name) may be absent or null in answers now; old clients require it and fail to decode them",
                          suggestion: "keep sending it, or release the change with a new version of the operation"))
            }
            found += compareValue(reader: field.type.unwrapped, sender: value.type.unwrapped, direction,
                                  place: direction == .request ? field : value, operation: operation)
        }
        for value in sender where !read.contains(value.key) {
            found.append(direction == .request
                ? add(.note, "request.fieldUndocumented", field: value.key, at: value.location,
                      "old clients may send \(value.name), which the new version no longer documents; "
                          + "a server that refuses unknown fields rejects it")
                : add(.note, "response.fieldAdded", field: value.key, at: value.location,
                      "answers carry \(value.name), which old clients ignore"))
        }
        return found
    }

    /// A field the reader knows and the sender doesn't.
    private mutating func missing(_ field: Field, _ direction: Direction, operation: String?) -> Int? {
        switch direction {
        case .request:
            guard field.isNeeded else { return nil }
            return add(.breaking, "request.fieldAdded", field: field.key, at: field.location,
                       "\(field.name) is new and required; old clients don't send it",
                       suggestion: "make it optional, with the server assuming a default")
        case .response:
            return field.isNeeded
                ? add(.breaking, "response.fieldRemoved", field: field.key, at: field.location,
                      "\(field.name) is gone from answers; old clients require it and fail to decode them",
                      suggestion: "keep sending it until old clients are gone")
                : add(.note, "response.fieldGone", field: field.key, at: field.location,
                      "answers no longer carry \(field.name); old clients read it as nil")
        }
    }

    /// The properties of an object model as fields of one direction, named after the model.
    func propertyFields(_ model: Model, _ properties: [Property], side: Side, _ direction: Direction) -> [Field] {
        let typeName = side.names.modelType(model)
        return properties.map { property in
            let name = "'\(typeName).\(SpecNames.propertyName(property.name))'"
                + (property.wireName == SpecNames.propertyName(property.name) ? "" : " ('\(property.wireName)')")
            let optional = property.type.isOptional
            switch direction {
            case .request:
                // The reader is the new server: it requires what the schema lists as required, `null` or not.
                return Field(key: property.wireName, name: name, type: property.type,
                             isNeeded: (property.isRequired || !optional) && !property.isReadOnly,
                             isAlwaysSent: !optional && !property.isReadOnly, location: property.location ?? model.location)
            case .response:
                return Field(key: property.wireName, name: name, type: property.type, isNeeded: !optional,
                             isAlwaysSent: !optional, location: property.location ?? model.location)
            }
        }
    }
}
