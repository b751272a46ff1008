/// The paths of a document read as REST resources, to name operations as an SDK would:
/// `GET /v1/customers/{customer}` is `retrieve` in the group `customers`, `POST /v1/checkout/sessions`
/// is `create` in `checkout.sessions`, `POST /v1/payment_intents/{intent}/confirm` is `confirm` in
/// `paymentIntents`. See docs/OpenAPI.md, "Resource names".
struct ResourcePaths {
    /// A path without its meaningless segments (`v1`, `api`): words, and `{}` for placeholders.
    typealias Segments = [String]

    /// Every path of the document, without its meaningless segments, with the methods it has.
    private var methodsByPath: [String: Set<String>] = [:]
    /// Every path and every prefix of one, so that "does a longer path continue this one" is a lookup.
    private var prefixes: Set<String> = []
    /// Every path and every prefix of one.
    private var known: Set<String> = []

    /// Remembers a path of the document and the methods of its operations.
    mutating func add(path: String, methods: [String]) {
        let segments = Self.segments(of: path)
        let key = Self.key(segments)
        methodsByPath[key, default: []].formUnion(methods.map { $0.lowercased() })
        known.insert(key)
        for count in 1..<max(1, segments.count) {
            prefixes.insert(Self.key(Array(segments.prefix(count))))
            known.insert(Self.key(Array(segments.prefix(count))))
        }
    }

    /// The group and the name of an operation; `nil` for a path that doesn't start with a word (`/`, `/{id}`).
    func name(method: String, path: String) -> (groups: [String], verb: String)? {
        let segments = Self.segments(of: path)
        guard let first = segments.first, first != "{}" else { return nil }
        let method = method.lowercased()
        var groups: [String] = []
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            if segment == "{}" {
                if isLast { return (groups, Self.itemVerb(method)) }
                continue
            }
            if !isLast {
                groups.append(segment)
                continue
            }
            let key = Self.key(segments)
            // A word that is the first of the path, that a longer path goes on from, that has
            // operations of several methods, or that follows a word with no operations of its own
            // (`/v1/billing_portal/sessions`) is a resource; a last word otherwise is an action.
            let parent = Self.key(Array(segments.dropLast()))
            let afterNamespace = index > 0 && segments[index - 1] != "{}" && methodsByPath[parent] == nil && !known.contains(parent + "/{}")
            if groups.isEmpty || prefixes.contains(key) || (methodsByPath[key]?.count ?? 0) > 1 || afterNamespace {
                groups.append(segment)
                let isCollection = known.contains(key + "/{}") || Self.isPlural(segment)
                return (groups, isCollection ? Self.collectionVerb(method) : Self.itemVerb(method))
            }
            return (groups, Self.actionVerb(method, word: segment))
        }
        return nil
    }

    /// `list`, `create`: what an operation on a collection does.
    static func collectionVerb(_ method: String) -> String {
        switch method {
        case "get": "list"
        case "post": "create"
        case "put": "replace"
        case "patch": "update"
        case "delete": "deleteAll"
        default: method
        }
    }

    /// `retrieve`, `update`, `delete`: what an operation on one item (or a single resource, such
    /// as Stripe's `/v1/balance`) does.
    static func itemVerb(_ method: String) -> String {
        switch method {
        case "get": "retrieve"
        case "post", "patch": "update"
        case "put": "replace"
        case "delete": "delete"
        default: method
        }
    }

    /// An action is named after its word (`confirm`, `search`, `lineItems`), with the verb of a
    /// method that changes or removes it in front (`deleteDiscount`).
    static func actionVerb(_ method: String, word: String) -> String {
        let name = SwiftName.lowerCamel(word)
        switch method {
        case "get", "post": return name
        case "delete": return "delete" + SwiftName.upperCamel(word)
        case "put": return "replace" + SwiftName.upperCamel(word)
        case "patch": return "update" + SwiftName.upperCamel(word)
        default: return method + SwiftName.upperCamel(word)
        }
    }

    /// Whether a path word names many things: its last word ends in `s` (not `ss`, `us` or `is`:
    /// `address`, `status`, `analysis`), or is `people` or `data`; `settings`, `preferences`,
    /// `features` and `details` name one thing.
    static func isPlural(_ word: String) -> Bool {
        let last = (OpenAPITranslator.camelWords(SwiftName.upperCamel(word)).last ?? word).lowercased()
        if ["people", "data", "children"].contains(last) { return true }
        if ["settings", "preferences", "features", "details"].contains(last) { return false }
        return last.hasSuffix("s") && !last.hasSuffix("ss") && !last.hasSuffix("us") && !last.hasSuffix("is")
    }

    /// The segments of a path without the meaningless ones, a placeholder (or a segment with
    /// one) as `{}`: `/v1/customers/{customer}/sources` → `customers`, `{}`, `sources`.
    static func segments(of path: String) -> Segments {
        path.split(separator: "/").compactMap { segment in
            if segment.contains("{") { return "{}" }
            let text = String(segment)
            return OpenAPITranslator.isMeaningless(segment: text) ? nil : text
        }
    }

    private static func key(_ segments: Segments) -> String { segments.joined(separator: "/") }

    // MARK: Recognising operationIds that spell their path

    /// Whether an operationId only spells its method and its path, as Stripe's do
    /// (`PostPaymentIntentsIntentConfirm` for `POST /v1/payment_intents/{intent}/confirm`): letters and
    /// digits compared without case, separators ignored; the method first, then each segment in
    /// order, where a meaningless segment (`v1`) and a placeholder's name may be left out and a
    /// placeholder may be written `By<Name>` (`getPetsByPetId`, as routegen itself names operations
    /// without an id).
    static func spells(_ operationId: String, method: String, path: String) -> Bool {
        let id = Array(normalized(operationId))
        let methodText = Array(normalized(method))
        guard id.starts(with: methodText) else { return false }
        var pieces: [(text: [UInt8], optional: Bool, placeholder: Bool)] = []
        for segment in path.split(separator: "/") {
            for piece in PathTemplate.pieces(of: String(segment)) {
                switch piece {
                case let .literal(text):
                    let meaningless = OpenAPITranslator.isMeaningless(segment: String(segment))
                    pieces.append((Array(normalized(text)), meaningless, false))
                case let .placeholder(name, _):
                    pieces.append((Array(normalized(name)), true, true))
                }
            }
        }
        return matches(id[methodText.count...], pieces[...])
    }

    private static func matches(
        _ id: ArraySlice<UInt8>, _ pieces: ArraySlice<(text: [UInt8], optional: Bool, placeholder: Bool)>
    ) -> Bool {
        guard let piece = pieces.first else { return id.isEmpty }
        let rest = pieces.dropFirst()
        if piece.optional, matches(id, rest) { return true }
        let by = Array("by".utf8)
        for prefix in piece.placeholder ? [[], by] : [[]] {
            let text = prefix + piece.text
            if !text.isEmpty, id.starts(with: text), matches(id.dropFirst(text.count), rest) { return true }
        }
        return false
    }

    /// Lower-case ASCII letters and digits only.
    private static func normalized(_ text: String) -> [UInt8] {
        text.utf8.compactMap { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            default: nil
            }
        }
    }
}
