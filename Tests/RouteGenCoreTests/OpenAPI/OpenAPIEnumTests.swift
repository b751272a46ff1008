import RouteGenCore
import Testing

/// String enums accept values they don't list; integer enums name their cases; other enums keep their type.
@Suite struct OpenAPIEnumTests {
    @Test func stringEnum() throws {
        let loaded = try OpenAPIFixtures.load("enums.yaml")
        let status = try #require(loaded.model("Status"))
        #expect(status.acceptsUnknownValues)
        guard case let .stringEnum(cases) = status.kind else {
            Issue.record("Status is not a string enum")
            return
        }
        #expect(cases.map(\.value) == ["active", "inactive", "", "+1", "-1", "Active"])
        #expect(cases.map(\.name) == ["active", "inactive", "empty", "plus 1", "minus 1", "ActiveCapitalized"])
    }

    @Test func integerEnums() throws {
        let loaded = try OpenAPIFixtures.load("enums.yaml")
        guard case let .integerEnum(priority)? = loaded.model("Priority")?.kind,
              case let .integerEnum(level)? = loaded.model("Level")?.kind else {
            Issue.record("Priority or Level is not an integer enum")
            return
        }
        #expect(priority.map { "\($0.name)=\($0.value)" } == ["value1=1", "value2=2", "value3=3"])
        #expect(level.map { "\($0.name)=\($0.value)" } == ["low=0", "high=10"])
    }

    @Test func otherEnumsAndNull() throws {
        let loaded = try OpenAPIFixtures.load("enums.yaml")
        #expect(loaded.model("Toggle")?.kind == .alias(.named("Bool")))
        #expect(loaded.model("Loose")?.kind == .alias(.named("JSONValue")))
        guard case let .stringEnum(cases)? = loaded.model("MaybeLetter")?.kind else {
            Issue.record("MaybeLetter is not a string enum")
            return
        }
        #expect(cases.map(\.value) == ["a", "b"])
        #expect(loaded.diagnostics == [
            "enums.yaml:12:48: warning: the enum value 'Active' of 'Status' differs from another value only in letter case; "
                + "it becomes the case 'activeCapitalized'",
            "enums.yaml:22:7: warning: enums of boolean values are not supported; the values are not checked and the type is 'Bool'",
            "enums.yaml:24:7: warning: an enum whose values are of different types is not supported; it becomes JSONValue",
        ])
    }
}
