import Yams

extension SwaggerConverter {
    /// A security definition: `basic` is OpenAPI 3's `http` with `scheme: basic`; an OAuth 2 flow
    /// (`implicit`, `password`, `application`, `accessCode`) goes under `flows`; `apiKey` is the same.
    func convertSecurityScheme(_ node: Node) -> Node {
        guard let scheme = node.mapping, let typeNode = scheme.value(for: "type") else { return node }
        var pairs: [(Node, Node)] = []
        switch typeNode.text {
        case "basic":
            scheme.forEachEntry { key, keyNode, value in
                if key == "type" {
                    pairs.append((keyNode, scalar("http", at: value)))
                    pairs.append(pair("scheme", scalar("basic", at: value), at: keyNode))
                } else {
                    pairs.append((keyNode, value))
                }
            }
        case "oauth2":
            var flow: Node?
            var flowPairs: [(Node, Node)] = []
            scheme.forEachEntry { key, keyNode, value in
                switch key {
                case "flow": flow = value
                case "authorizationUrl", "tokenUrl", "scopes": flowPairs.append((keyNode, value))
                default: pairs.append((keyNode, value))
                }
            }
            let names = ["implicit": "implicit", "password": "password", "application": "clientCredentials",
                         "accessCode": "authorizationCode"]
            if let flow, let name = flow.text.flatMap({ names[$0] }) {
                let flows = mappingNode([pair(name, mappingNode(flowPairs, at: flow), at: flow)], at: flow)
                pairs.append(pair("flows", flows, at: flow))
            }
        default:
            return node
        }
        return node.with(pairs: pairs)
    }
}
