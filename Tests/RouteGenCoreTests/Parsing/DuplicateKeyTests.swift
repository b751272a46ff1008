import Foundation
import RouteGenCore
import Testing

/// Every duplicate key of a YAML document is reported once, at the duplicate, named as written.
@Suite struct DuplicateKeyTests {
    private func errors(_ yaml: String, file: String = "api.yaml") -> [String] {
        do {
            return try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: file).1.errors.map(\.description)
        } catch {
            return error.diagnostics.sorted.map(\.description)
        }
    }

    /// An alias used as a key repeats the anchored key (issue 17): 20 errors about invented names
    /// with a private-use character in them, all at the first key, before the fix.
    @Test func anAliasRepeatingAKeyIsOneErrorAtTheAlias() {
        let yaml = """
            routegen: 1
            models:
              &name Foo: { a: Int }
              *name : { b: Int }
            """
        #expect(errors(yaml) == [
            "api.yaml:4:3: error: duplicate key 'Foo' in one mapping (first at line 3); each key may appear once",
        ])
    }

    /// A first key with an anchor is not taken for its own duplicate.
    @Test func aDuplicateOfAnAnchoredKeyIsAtTheDuplicate() {
        let yaml = """
            routegen: 1
            models:
              &name Foo: { a: Int }
              Bar: { b: Int }
              Foo: { c: Int }
            """
        #expect(errors(yaml) == [
            "api.yaml:5:3: error: duplicate key 'Foo' in one mapping (first at line 3); each key may appear once",
        ])
    }

    /// Three times one key on one line: the third is placed by the original text, not by the copy
    /// in which the second was renamed (two columns off before the fix).
    @Test func keysRepeatedOnOneLineKeepTheirColumns() {
        #expect(errors("routegen: 1\nmodels: {A: {a: Int}, A: {b: Int}, A: {c: Int}}\n") == [
            "api.yaml:2:23: error: duplicate key 'A' in one mapping (first at line 2); each key may appear once",
            "api.yaml:2:36: error: duplicate key 'A' in one mapping (first at line 2); each key may appear once",
        ])
    }

    /// The empty key, quoted, can be repeated too.
    @Test func anEmptyKeyRepeatedIsFound() {
        let yaml = """
            routegen: 1
            name: x
            defaults:
              headers:
                "": a
                "": b
            """
        #expect(errors(yaml) == [
            "api.yaml:6:5: error: duplicate key '' in one mapping (first at line 5); each key may appear once",
        ])
    }
}
