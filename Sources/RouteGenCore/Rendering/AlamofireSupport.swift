/// The Alamofire output's own templates, and its support files: what its routers, client and models
/// need beyond Foundation and Alamofire, generated beside them under the spec's prefix
/// (`Support/APIClient.swift`, `Support/APIJSONValue.swift`).
///
/// A support file is written when another generated file names one of its types, or when a file
/// that is written needs it; so an API without unions gets no union decoder. Each is rendered from
/// `spec` alone (`{{prefix}}`, `{{access}}`).
enum AlamofireSupport {
    /// One support file.
    struct File: Equatable {
        /// Its template.
        var template: String
        /// The types it declares, without the prefix; the first names the file.
        var declares: [String]
        /// The other support files it needs, by the first type each declares.
        var needs: [String] = []

        /// `Support/APIClient.swift`.
        func path(prefix: String) -> String { "Support/\(prefix)\(declares[0]).swift" }
    }

    /// Every support file, in the order they are listed in docs/Client.md.
    static let files: [File] = [
        File(template: "AlamofireSupportClient.swift", declares: ["Client", "Answer", "DocumentedErrors", "DocumentedError"],
             needs: ["RequestRouter"]),
        File(template: "AlamofireSupportRequestRouter.swift", declares: ["RequestRouter", "RequestError"], needs: ["ParameterValue"]),
        File(template: "AlamofireSupportParameterValue.swift", declares: ["ParameterValue"]),
        File(template: "AlamofireSupportPathStyle.swift", declares: ["PathStyle"], needs: ["RequestRouter", "ParameterValue"]),
        File(template: "AlamofireSupportHTTPHeader.swift", declares: ["HTTPHeader"], needs: ["PathStyle"]),
        File(template: "AlamofireSupportURLEncoding.swift", declares: ["URLEncoding"], needs: ["ParameterValue", "RequestError"]),
        File(template: "AlamofireSupportMultipartEncoding.swift", declares: ["MultipartEncoding"],
             needs: ["FilePart", "ParameterValue", "RequestError", "URLEncoding"]),
        File(template: "AlamofireSupportFilePart.swift", declares: ["FilePart", "FilePartConvertible"]),
        File(template: "AlamofireSupportResponseEnvelope.swift", declares: ["ResponseEnvelope", "ServerError"],
             needs: ["Client", "CodingKey"]),
        File(template: "AlamofireSupportStatusDecodable.swift", declares: ["StatusDecodable", "UndocumentedStatus"], needs: ["Client"]),
        File(template: "AlamofireSupportResponseHeaders.swift", declares: ["ResponseHeaders"], needs: ["Client"]),
        File(template: "AlamofireSupportPages.swift", declares: ["Pages"], needs: ["Client"]),
        File(template: "AlamofireSupportJSONValue.swift", declares: ["JSONValue"]),
        File(template: "AlamofireSupportNullable.swift", declares: ["Nullable"]),
        File(template: "AlamofireSupportIndirect.swift", declares: ["Indirect"]),
        File(template: "AlamofireSupportUnionDecoder.swift", declares: ["UnionDecoder", "UnionVariant"],
             needs: ["JSONValue", "CodingKey"]),
        File(template: "AlamofireSupportAdditionalProperties.swift", declares: ["AdditionalProperties"], needs: ["CodingKey"]),
        File(template: "AlamofireSupportCodingKey.swift", declares: ["CodingKey"]),
        File(template: "AlamofireSupportSequenceBody.swift", declares: ["SequenceBody"]),
        File(template: "AlamofireSupportStreamFlag.swift", declares: ["StreamFlag"], needs: ["Nullable"]),
    ]

    /// The templates of the default output that the Alamofire output replaces with its own.
    static let replaced: Set<String> = ["DocumentedErrors.swift", "Security.swift"]

    /// The template the Alamofire output renders in place of a default one.
    static func template(for name: String) -> String {
        replaced.contains(name) ? "Alamofire" + name : name
    }

    /// The templates only the Alamofire output renders: its support files' and its replacements.
    static let ownTemplates: Set<String> = Set(files.map(\.template) + replaced.map(template(for:)))

    /// The support files that `generated` names a type of, with the files they need, in list order.
    static func files(namedIn generated: [GeneratedFile], prefix: String) -> [File] {
        let named = generated.reduce(into: Set<Substring>()) { $0.formUnion(identifiers(in: $1.contents, startingWith: prefix)) }
        var chosen = Set(files.filter { file in file.declares.contains { named.contains(Substring(prefix + $0)) } }.map { $0.declares[0] })
        var pending = Array(chosen)
        while let next = pending.popLast() {
            for need in files.first(where: { $0.declares[0] == next })?.needs ?? [] where chosen.insert(need).inserted {
                pending.append(need)
            }
        }
        return files.filter { chosen.contains($0.declares[0]) }
    }

    /// The identifiers of `text` that start with `prefix`, read in one pass over its UTF-8 bytes.
    static func identifiers(in text: String, startingWith prefix: String) -> Set<Substring> {
        var found: Set<Substring> = []
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            guard isIdentifierByte(utf8[index]) else {
                index = utf8.index(after: index)
                continue
            }
            let start = index
            while index < utf8.endIndex, isIdentifierByte(utf8[index]) { index = utf8.index(after: index) }
            let word = text[start..<index]
            if word.hasPrefix(prefix) { found.insert(word) }
        }
        return found
    }

    /// ASCII letters, digits and `_`, and every byte of a non-ASCII character (identifiers may have them).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }
}
