import Foundation
@testable import RouteGenCore
import Testing

/// `Sources/RouteGenRuntime/Portable` is copied into every Alamofire output, so what is there must
/// stand on its own: Swift, Foundation, and other portable code.
@Suite struct PortableSourcesTests {
    /// The types the rest of the runtime declares, which the Alamofire output doesn't have.
    static let runtimeOnlyTypes: Set<String> = {
        let folder = TestPaths.url("Sources/RouteGenRuntime")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var names: Set<String> = []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("Portable/") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            names.formUnion(SwiftOutline(text).declares)
        }
        return names.subtracting(RuntimeDerivation.typeNames.keys)
    }()

    @Test func theEmbeddedCopyIsTheFolder() throws {
        let folder = TestPaths.url("Sources/RouteGenRuntime/Portable")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(EmbeddedRuntime.files.map(\.path) == files, "run Scripts/embed-templates.py")
        for (path, text) in EmbeddedRuntime.files {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            #expect(text == onDisk, "Sources/RouteGenRuntime/Portable/\(path) differs; run Scripts/embed-templates.py")
        }
    }

    @Test func portableCodeNamesNoTypeOnlyTheRuntimeHas() {
        #expect(Self.runtimeOnlyTypes.contains("APIClient") && Self.runtimeOnlyTypes.contains("HTTPHeaders"))
        for source in RuntimeDerivation.sources {
            let named = SwiftOutline(source.text).identifiers.map(String.init)
            let foreign = Set(named).intersection(Self.runtimeOnlyTypes).subtracting(RuntimeDerivation.glueNames.keys)
            #expect(foreign.isEmpty, "Portable/\(source.path) names \(foreign.sorted()), which the Alamofire output doesn't have")
        }
    }

    /// A file is written when a type it declares is named, or, for `Type+Topic.swift`, with its type.
    @Test func everyFileDeclaresATypeOrExtendsOne() {
        for source in RuntimeDerivation.sources {
            let extendsItsType = source.stem.contains("+") && RuntimeDerivation.typeNames[String(source.stem.split(separator: "+")[0])] != nil
            #expect(!source.declares.isEmpty || extendsItsType, "Portable/\(source.path) declares no type and is no Type+Topic.swift")
        }
    }

    /// Symbol links in doc comments (``JSONValue``, ``URLEncoding/query(_:)``) still lead somewhere in
    /// the Alamofire output: to portable code, or to the glue that stands for the runtime's error.
    @Test func docLinksNamePortableSymbols() throws {
        let link = try Regex(#"``([A-Za-z_][A-Za-z0-9_]*)"#)
        for source in RuntimeDerivation.sources {
            for match in source.text.matches(of: link) {
                let name = String(source.text[match.range].dropFirst(2))
                let known = RuntimeDerivation.typeNames[name] != nil || RuntimeDerivation.glueNames[name] != nil
                    || !Self.runtimeOnlyTypes.contains(name)
                #expect(known, "Portable/\(source.path) links ``\(name)``, which the Alamofire output doesn't have")
            }
        }
    }
}
