import Yams

extension SwaggerConverter {
    /// A path item: its operations converted, each with the path's own `body` and `formData`
    /// parameters moved into its body; the other path parameters stay for the translator to merge.
    func convertPathItem(_ node: Node, in file: File) -> Node {
        if let refNode = node.mapping?.value(for: "$ref") {
            follow(refNode, in: file, as: .pathItem)
            return node
        }
        guard let item = node.mapping else { return node }
        var shared = SwaggerParameters()
        if let list = item.value(for: "parameters") { shared = parameters(list, in: file) }
        var pairs: [(Node, Node)] = []
        item.forEachEntry { key, keyNode, value in
            switch key {
            case "parameters": pairs.append((keyNode, value.with(items: shared.kept)))
            case _ where OpenAPITranslator.methods.contains(key):
                pairs.append((keyNode, convertOperation(value, shared: shared, in: file)))
            default: pairs.append((keyNode, value))
            }
        }
        return node.with(pairs: pairs)
    }

    /// An operation: parameters sorted into OpenAPI 3 parameters and a request body, responses
    /// converted with the operation's `produces`, and its own `schemes` as servers of its own.
    private func convertOperation(_ node: Node, shared: SwaggerParameters, in file: File) -> Node {
        guard let operation = node.mapping else { return node }
        var operationConsumes = consumes, operationProduces = produces
        var own = SwaggerParameters()
        var serversPair: (Node, Node)?
        operation.forEachEntry { key, keyNode, value in
            switch key {
            case "consumes": operationConsumes = mediaTypes(value, key: key, in: file) ?? consumes
            case "produces": operationProduces = mediaTypes(value, key: key, in: file) ?? produces
            case "parameters": own = parameters(value, in: file)
            case "schemes": serversPair = operationServers(value, key: keyNode, in: file)
            default: break
            }
        }
        let body = requestBody(shared.merged(with: own), consumes: operationConsumes, operation: node, in: file)
        var pairs: [(Node, Node)] = []
        operation.forEachEntry { key, keyNode, value in
            switch key {
            case "consumes", "produces": break
            case "schemes": if let serversPair { pairs.append(serversPair) }
            case "parameters": pairs.append((keyNode, value.with(items: own.kept)))
            case "responses": pairs.append((keyNode, convertResponses(value, produces: consumesOrJSON(operationProduces), in: file)))
            default: pairs.append((keyNode, value))
            }
        }
        if let body { pairs.append(body) }
        return node.with(pairs: pairs)
    }

    private func convertResponses(_ node: Node, produces: [String], in file: File) -> Node {
        guard let responses = node.mapping else { return node }
        var pairs: [(Node, Node)] = []
        responses.forEachEntry { status, keyNode, value in
            pairs.append((keyNode, status.hasPrefix("x-") ? value : convertResponse(value, produces: produces, in: file)))
        }
        return node.with(pairs: pairs)
    }

    /// An operation's `schemes`, when they differ from the document's: servers of its own, which
    /// the translator reports it doesn't support yet (the operation uses the document's servers).
    private func operationServers(_ node: Node, key: Node, in file: File) -> (Node, Node)? {
        let written = operationSchemes(node, in: file)
        guard let host, !written.isEmpty, Set(written) != Set(schemes.isEmpty ? ["https"] : schemes) else { return nil }
        let list = written.map { scheme in
            mappingNode([pair("url", scalar("\(scheme)://\(host)\(basePath ?? "")", at: key), at: key)],
                         at: key)
        }
        return pair("servers", listNode(list, at: key), at: key)
    }
}
