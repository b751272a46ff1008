import FeaturesAPI
import Foundation
import Testing

/// `oneOf` enums: picked by a discriminator, or by the first variant that decodes.
@Suite struct OneOfTests {
    @Test func discriminatorPicksTheVariant() throws {
        let pets = try decode([Pet].self, """
            [{"petType":"cat","name":"Tom","indoor":false},{"petType":"dog","name":"Rex"},{"petType":"doggo","name":"Fido","breed":"pug"}]
            """)
        #expect(pets == [
            .cat(Cat(petType: "cat", name: "Tom", indoor: false, lives: nil)),
            .dog(Dog(petType: "dog", name: "Rex")),
            .dog(Dog(petType: "doggo", name: "Fido", breed: "pug")),
        ])
        #expect(try json(pets[0]) == #"{"indoor":false,"name":"Tom","petType":"cat"}"#)
        #expect(try roundTrip(pets) == pets)
    }

    @Test func unknownDiscriminatorValueIsAClearError() {
        do {
            _ = try decode(Pet.self, #"{"petType":"bird","name":"Tweety"}"#)
            Issue.record("expected a DecodingError")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains(#""petType" is "bird", which names no variant of Pet"#))
            #expect(context.debugDescription.contains(#""cat", "dog", "doggo""#))
            #expect(context.codingPath.map(\.stringValue) == ["petType"])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func missingDiscriminatorIsAnError() {
        #expect(throws: DecodingError.self) { try decode(Pet.self, #"{"name":"Tom"}"#) }
    }

    @Test func withoutDiscriminatorTheFirstVariantThatDecodesWins() throws {
        let answers = try decode([Answer].self, #"[{"petType":"cat","name":"Tom"},42,"hello"]"#)
        #expect(answers == [.pet(.cat(Cat(petType: "cat", name: "Tom", indoor: nil, lives: nil))), .count(42), .text("hello")])
        #expect(try json(answers) == #"[{"name":"Tom","petType":"cat"},42,"hello"]"#)
        #expect(try json(Answer.pet(.cat(Cat(petType: "cat", name: "Tom", indoor: true)))) == #"{"indoor":true,"name":"Tom","petType":"cat"}"#)
    }

    @Test func noMatchingVariantListsEveryAttempt() {
        do {
            _ = try decode(Answer.self, "[1, 2]")
            Issue.record("expected a DecodingError")
        } catch let DecodingError.typeMismatch(type, context) {
            #expect(type is Answer.Type)
            #expect(context.debugDescription.hasPrefix("The value matches none of the variants of Answer: Pet ("))
            #expect(context.debugDescription.contains("; Int ("))
            #expect(context.debugDescription.contains("; String ("))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
