import Foundation

/// The Alamofire output's support files: what its routers, client and models need beyond
/// Foundation and Alamofire, generated beside them under the spec's prefix
/// (`Support/APIClient.swift`, `Support/APIJSONValue.swift`).
///
/// Two kinds make them up:
/// - the runtime's portable code, derived from `Sources/RouteGenRuntime/Portable` (``RuntimeDerivation``):
///   union decoding, JSON values, parameter values and their encodings, multipart bodies, envelopes…;
/// - the glue that only the Alamofire output has, hand-written as templates (``templates``): the client
///   on `Alamofire.Session`, the routers' `URLRequestConvertible` protocol, the encodings' conformance
///   to `Alamofire.ParameterEncoding`.
///
/// A support file is written when another generated file names a type it declares (or, for a file
/// named `Type+Topic.swift`, its type), or when a support file that is written does; so an API without
/// unions gets no union decoder.
enum AlamofireSupport {
    /// The glue templates, `AlamofireSupport<Name>.swift`, each rendered from the spec alone
    /// (`{{prefix}}`, `{{access}}`) into `Support/<prefix><Name>.swift`.
    static let templates: [String] = EmbeddedTemplates.all.keys.filter { $0.hasPrefix("AlamofireSupport") }.sorted()

    /// The templates of the default output that the Alamofire output replaces with its own.
    static let replaced: Set<String> = ["DocumentedErrors.swift", "Security.swift"]

    /// The template the Alamofire output renders in place of a default one.
    static func template(for name: String) -> String {
        replaced.contains(name) ? "Alamofire" + name : name
    }

    /// The templates only the Alamofire output renders: its glue and its replacements.
    static let ownTemplates: Set<String> = Set(templates + replaced.map(template(for:)))

    /// Every type the support files may declare, prefix aside: the portable code's, and the glue's.
    static let typeNames: Set<String> = {
        var names = Set(RuntimeDerivation.typeNames.values)
        for template in templates {
            names.formUnion(declaredNames(inTemplate: EmbeddedTemplates.all[template] ?? ""))
        }
        return names
    }()

    /// The names a template declares at its top level under the prefix: `Client` for
    /// `struct {{prefix}}Client`.
    static func declaredNames(inTemplate source: String) -> [String] {
        var names: [String] = []
        for line in source.split(separator: "\n") where !line.hasPrefix(" ") {
            let words = line.replacingOccurrences(of: "{{access}}", with: "").split(separator: " ")
            guard let index = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "typealias"].contains($0) }),
                  index + 1 < words.count, words[index + 1].hasPrefix("{{prefix}}") else { continue }
            let name = words[index + 1].dropFirst("{{prefix}}".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            names.append(String(name))
        }
        return names
    }

    /// One support file that could be written: its path, its text, what wants it, and the prefixed
    /// names its code mentions.
    ///
    /// A file named `Type+Topic.swift` is wanted with `Type`; any other file, when one of the types it
    /// declares is.
    struct Unit {
        var path: String
        var text: String
        /// The types whose being named wants the file.
        var wantedWith: Set<Substring>
        var mentions: Set<Substring>

        init(path: String, text: String, prefix: String) {
            self.path = path
            self.text = text
            let outline = SwiftOutline(text)
            let stem = path.split(separator: "/").last?.split(separator: ".").first ?? ""
            let parts = stem.split(separator: "+", maxSplits: 1)
            wantedWith = parts.count == 2 ? [parts[0]] : Set(outline.declares.map { Substring($0) })
            mentions = outline.identifiers.filter { $0.hasPrefix(prefix) }
        }
    }

    /// Every support file `generated` needs, directly or through another support file, in path order.
    /// `render` renders a glue template.
    static func files(
        namedIn generated: [GeneratedFile], prefix: String, access: String, render: (String) -> String
    ) -> [(path: String, text: String)] {
        let derivation = RuntimeDerivation(prefix: prefix, access: access)
        var units = RuntimeDerivation.sources.map { source in
            Unit(path: derivation.path(of: source), text: derivation.derive(source), prefix: prefix)
        }
        for template in templates {
            let name = template.dropFirst("AlamofireSupport".count)
            units.append(Unit(path: "Support/" + prefix + name, text: render(template), prefix: prefix))
        }
        var named = generated.reduce(into: Set<Substring>()) { $0.formUnion(identifiers(in: $1.contents, startingWith: prefix)) }
        var chosen = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (index, unit) in units.enumerated() where !chosen.contains(index) && !unit.wantedWith.isDisjoint(with: named) {
                chosen.insert(index)
                named.formUnion(unit.mentions)
                changed = true
            }
        }
        return chosen.map { units[$0] }.sorted { $0.path < $1.path }.map { ($0.path, $0.text) }
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
