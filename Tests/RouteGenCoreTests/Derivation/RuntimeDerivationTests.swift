@testable import RouteGenCore
import Testing

/// How a portable runtime file becomes the Alamofire output's own code.
@Suite struct RuntimeDerivationTests {
    private func derived(_ text: String, prefix: String = "Shop", access: String = "public ") -> String {
        RuntimeDerivation(prefix: prefix, access: access).derive(RuntimeDerivation.Source(path: "X.swift", text: text))
    }

    @Test func portableTypesTakeThePrefixAndForeignTypesTheirModule() {
        #expect(derived("public enum JSONValue { case array([JSONValue]), object([String: JSONValue]) }")
            == "public enum ShopJSONValue { case array([ShopJSONValue]), object([Swift.String: ShopJSONValue]) }")
        #expect(derived("let d: Data = Data(); let u = UUID().uuidString; let t: any Decoder")
            == "let d: Foundation.Data = Foundation.Data(); let u = Foundation.UUID().uuidString; let t: any Swift.Decoder")
        // Members, attributes and types of FoundationNetworking are left as they are.
        #expect(derived("@Sendable (URLRequest) -> Int { x.String }") == "@Sendable (URLRequest) -> Swift.Int { x.String }")
        // A name the Alamofire output has always used.
        #expect(derived("AnyCodingKey(name)") == "ShopCodingKey(name)")
        // The runtime's error is the output's `RequestError`, which has the same cases.
        #expect(derived("throw RouteGenError.missingURL") == "throw ShopRequestError.missingURL")
    }

    @Test func publicBecomesTheOutputsAccessLevel() {
        #expect(derived("public struct FilePart {}", access: "package ") == "package struct ShopFilePart {}")
        #expect(derived("public struct FilePart { public var data: Int }", access: "")
            == "struct ShopFilePart { var data: Swift.Int }")
    }

    @Test func membersAddedToForeignTypesTakeThePrefix() {
        #expect(derived("extension Optional: OptionalProtocol { var wrappedAny: Any? { self } }; x.wrappedAny")
            == "extension Swift.Optional: ShopOptionalProtocol { var wrappedShopValue: Any? { self } }; x.wrappedShopValue")
    }

    @Test func commentsSayWhatTheCodeIsCalled() {
        #expect(derived("/// A ``JSONValue`` or a `RouteGenRuntime.Nullable`; see `wrappedAny`, not wrappedAny.\nlet x = 1")
            == "/// A ``ShopJSONValue`` or a `ShopNullable`; see `wrappedShopValue`, not wrappedAny.\nlet x = 1")
    }

    @Test func theModuleNamingItselfIsDropped() {
        #expect(derived("@RouteGenRuntime.Indirect var parent: RouteGenRuntime.JSONValue?")
            == "@ShopIndirect var parent: ShopJSONValue?")
    }

    @Test func supportFilesAreNamedAfterTheirTypes() {
        let derivation = RuntimeDerivation(prefix: "Shop", access: "public ")
        #expect(derivation.path(of: .init(path: "Models/JSONValue+Literals.swift", text: "")) == "Support/ShopJSONValue+Literals.swift")
        #expect(derivation.path(of: .init(path: "Models/AnyCodingKey.swift", text: "")) == "Support/ShopCodingKey.swift")
    }
}
