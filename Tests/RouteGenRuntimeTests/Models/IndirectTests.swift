import Foundation
import RouteGenRuntime
import Testing

/// A model that holds itself, in the shape generated code has.
private struct Folder: Codable, Hashable, Sendable {
    var name: String
    @Indirect var parent: Folder?
    @Indirect var root: Folder?

    init(name: String, parent: Folder? = nil, root: Folder? = nil) {
        self.name = name
        self.parent = parent
        self.root = root
    }
}

/// A non-optional boxed value.
private struct Wrapper: Codable, Hashable {
    @Indirect var value: Int
}

@Suite struct IndirectTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func missingAndNullOptionalKeysDecodeAsNil() throws {
        let folder = try decode(Folder.self, #"{"name":"a","parent":null}"#)
        #expect(folder.parent == nil)
        #expect(folder.root == nil)
    }

    @Test func nilIsLeftOutWhenEncoding() throws {
        let folder = Folder(name: "b", parent: Folder(name: "a"))
        #expect(try encode(folder) == #"{"name":"b","parent":{"name":"a"}}"#)
        #expect(try decode(Folder.self, encode(folder)) == folder)
    }

    @Test func nonOptionalValuesAreRequired() throws {
        #expect(try decode(Wrapper.self, #"{"value":3}"#).value == 3)
        #expect(try encode(Wrapper(value: 4)) == #"{"value":4}"#)
        #expect(throws: DecodingError.self) { try decode(Wrapper.self, "{}") }
    }

    @Test func valueSemanticsEqualityAndHashing() {
        var a = Folder(name: "x", parent: Folder(name: "p"))
        let b = a
        a.parent?.name = "q"
        #expect(b.parent?.name == "p")
        #expect(a != b)
        #expect(Set([b, Folder(name: "x", parent: Folder(name: "p"))]).count == 1)
    }
}
