import FeaturesAPI
import Foundation
import Testing

/// Integer enums, and enums that keep values they don't list.
@Suite struct EnumTests {
    @Test func openStringEnumDecodesListedAndUnknownValues() throws {
        let statuses = try decode([Status].self, #"["available","in-progress","archived"]"#)
        #expect(statuses == [.available, .inProgress, .unknown("archived")])
        #expect(try json(statuses) == #"["available","in-progress","archived"]"#)
    }

    @Test func openEnumRawValues() {
        #expect(Status(rawValue: "pending") == .pending)
        #expect(Status(rawValue: "new") == .unknown("new"))
        #expect(Status.unknown("new").rawValue == "new")
        #expect(Status.allCases == [.available, .pending, .inProgress])
    }

    @Test func listedValueNamedUnknownKeepsItsCase() throws {
        let values = try decode([Visibility].self, #"["unknown","private","secret"]"#)
        #expect(values == [.unknown, .private, .unknownValue("secret")])
        #expect(try json(values) == #"["unknown","private","secret"]"#)
    }

    @Test func integerEnum() throws {
        #expect(try decode([Priority].self, "[1,3]") == [.low, .high])
        #expect(try json(Priority.normal) == "2")
        #expect(Priority.allCases == [.low, .normal, .high])
        #expect(throws: DecodingError.self) { try decode(Priority.self, "7") }
    }

    @Test func openIntegerEnum() throws {
        let levels = try decode([Level].self, "[10,20,99]")
        #expect(levels == [.debug, .info, .unknown(99)])
        #expect(try json(levels) == "[10,20,99]")
    }
}
