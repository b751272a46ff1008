import Yams

/// What the spec says about responses: accepted status codes, examples and the envelope.
extension RouteGenSpecParser {
    static let envelopeKeys = ["model", "payload", "code", "message", "success"]

    /// `status: 200`, `status: [200, 304]` or `status: [2xx, 404]`.
    mutating func parseStatusCodes(_ node: Node) -> [StatusCodes]? {
        let items = node.sequence.map(Array.init) ?? [node]
        var codes: [StatusCodes] = []
        var valid = true
        for item in items {
            guard let text = item.scalar?.string, let code = Self.statusCodes(text) else {
                reader.error(
                    "'status' takes status codes such as 200 or classes such as 2xx, but this is \(SpecReader.kind(of: item))",
                    at: item)
                valid = false
                continue
            }
            codes.append(code)
        }
        if items.isEmpty {
            reader.error("'status' needs at least one status code", at: node)
        }
        return valid && !codes.isEmpty ? codes : nil
    }

    /// `404` → `.code(404)`, `2xx` → `.family(2)`; codes run from 100 to 599.
    static func statusCodes(_ text: String) -> StatusCodes? {
        if let code = Int(text), (100...599).contains(code) { return .code(code) }
        let lowered = text.lowercased()
        if lowered.count == 3, lowered.hasSuffix("xx"), let family = Int(lowered.prefix(1)), (1...5).contains(family) {
            return .family(family)
        }
        return nil
    }

    /// An example response body, written in YAML and kept as JSON.
    mutating func parseExample(_ node: Node) -> String? {
        switch JSONText.make(from: node) {
        case let .json(json): return json
        case let .problem(problem):
            reader.error(problem.message, at: problem.node)
            return nil
        }
    }

    /// `envelope: { model: ResponseData, payload: data, code: code, success: "000000", message: message }`.
    mutating func parseEnvelope(_ node: Node, key: Node) -> Envelope? {
        guard let entries = reader.entries(node, of: "'envelope'") else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.envelopeKeys, in: "'envelope'")
        var envelope = Envelope(model: "", payload: "", code: "", successCodes: [])
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "model":
                envelope.model = reader.string(value, of: "the envelope's 'model'") ?? ""
                envelope.modelLocation = reader.location(value)
            case "payload":
                envelope.payload = reader.string(value, of: "the envelope's 'payload' property") ?? ""
                envelope.payloadLocation = reader.location(value)
            case "code":
                envelope.code = reader.string(value, of: "the envelope's 'code' property") ?? ""
                envelope.codeLocation = reader.location(value)
            case "message":
                envelope.message = reader.optionalString(value, of: "the envelope's 'message' property")
                envelope.messageLocation = reader.location(value)
            case "success":
                let items = value.sequence.map(Array.init) ?? [value]
                envelope.successCodes = items.compactMap { reader.string($0, of: "a success code") }
                envelope.successLocation = reader.location(value)
                if items.isEmpty { reader.error("'success' needs at least one code", at: value) }
            default: break
            }
        }
        var complete = true
        for (name, present) in [("model", envelope.modelLocation), ("payload", envelope.payloadLocation),
                               ("code", envelope.codeLocation), ("success", envelope.successLocation)] where present == nil {
            reader.error("'envelope' needs '\(name)'; see docs/SpecFormat.md#envelope", at: key)
            complete = false
        }
        return complete ? envelope : nil
    }
}
