/// Answers: what the new server sends, read by the old client the way its typed call reads it.
extension WireDiff {
    /// One documented success answer: its status, its body's type (`nil` without a body), and
    /// whether the body is bytes rather than JSON.
    struct Answer {
        var status: String
        var type: TypeReference?
        var isRaw: Bool
    }

    static func answers(of endpoint: Endpoint) -> [Answer] {
        if endpoint.successResponses.isEmpty {
            return [Answer(status: "2XX", type: endpoint.returns, isRaw: endpoint.returnsRawData)]
        }
        return endpoint.successResponses.map { Answer(status: $0.status, type: $0.type, isRaw: $0.isRawData) }
    }

    mutating func compareAnswers(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint, operation: String) -> [Int] {
        var found: [Int] = []
        if let oldItem = oldEndpoint.stream?.itemType, let newItem = newEndpoint.stream?.itemType {
            let place = Field(key: "", name: "the streamed items of '\(operation)'", type: newItem, isNeeded: true,
                              isAlwaysSent: true, location: newEndpoint.location)
            found += compareValue(reader: oldItem, sender: newItem, .response, place: place, operation: operation)
        }
        // A call that returns the bytes as they are reads any answer.
        guard !oldEndpoint.returnsRawData, oldEndpoint.stream?.isOnlyAnswer != true else { return found }
        let byStatus = oldEndpoint.successShape == .cases
        var emptyStatuses: [Int] = []
        if case let .optional(_, statuses) = oldEndpoint.successShape { emptyStatuses = statuses }
        let oldAnswers = Self.answers(of: oldEndpoint)
        for answer in Self.answers(of: newEndpoint) {
            let expected: Answer?
            if byStatus {
                expected = oldAnswers.first { $0.status == answer.status }
                    ?? oldAnswers.first { Self.covers($0.status, answer.status) }
                guard expected != nil else {
                    found.append(add(.breaking, "response.statusAdded", at: newEndpoint.location,
                                     "'\(operation)' may answer \(answer.status) now; old clients tell its answers apart by status "
                                         + "and throw for one they don't know",
                                     suggestion: "answer with a status old clients know", operations: [operation]))
                    continue
                }
            } else {
                var body = oldEndpoint.returns
                if case let .optional(type, _) = oldEndpoint.successShape { body = type }
                expected = body.map { Answer(status: "2XX", type: $0, isRaw: false) }
            }
            guard let expected, let expectedType = expected.type else { continue }
            found += compareAnswer(expectedType, answer, emptyAllowed: emptyStatuses.contains { String($0) == answer.status },
                                   operation: operation, location: newEndpoint.location)
        }
        return found
    }

    /// One answer of the new server against the type the old client decodes.
    private mutating func compareAnswer(
        _ expected: TypeReference, _ answer: Answer, emptyAllowed: Bool, operation: String, location: SourceLocation?
    ) -> [Int] {
        guard let type = answer.type else {
            guard !emptyAllowed else { return [] }
            return [add(.breaking, "response.bodyRemoved", at: location,
                        "'\(operation)' may answer \(answer.status) without a body now; old clients decode "
                            + "'\(old.spell(expected))' and fail", operations: [operation])]
        }
        if answer.isRaw {
            return [add(.breaking, "response.contentTypeChanged", at: location,
                        "\(Self.name(of: answer, operation)) is bytes that aren't JSON now; old clients decode "
                            + "'\(old.spell(expected))' and fail", operations: [operation])]
        }
        let place = Field(key: "", name: Self.name(of: answer, operation), type: type, isNeeded: true,
                          isAlwaysSent: true, location: location)
        return compareValue(reader: expected, sender: type, .response, place: place, operation: operation)
    }

    /// `the answer of 'GET /pets'`, or `the 202 answer of 'GET /pets'` where it has several.
    static func name(of answer: Answer, _ operation: String) -> String {
        (answer.status == "2XX" ? "the answer" : "the \(answer.status) answer") + " of '\(operation)'"
    }

    /// Whether a documented status class (`2XX`) covers a status (`201`).
    static func covers(_ range: String, _ status: String) -> Bool {
        range.count == 3 && range.uppercased().hasSuffix("XX") && status.first == range.first
    }
}
