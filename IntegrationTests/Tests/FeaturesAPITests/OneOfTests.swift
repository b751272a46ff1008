import FeaturesAPI
import Foundation
import RouteGenRuntime
import Testing

/// `oneOf` enums: picked by a discriminator, by kind of JSON, or kept as unknown JSON.
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

    /// A value the discriminator names no variant for is kept, and encodes back to the same JSON.
    @Test func unknownDiscriminatorValueIsKept() throws {
        let bird = try decode(Pet.self, #"{"petType":"bird","name":"Tweety"}"#)
        #expect(bird == .unknown(["petType": "bird", "name": "Tweety"]))
        #expect(try json(bird) == #"{"name":"Tweety","petType":"bird"}"#)
        #expect(try decode(Pet.self, #"{"name":"Tom"}"#) == .unknown(["name": "Tom"]))
    }

    /// The discriminator names the variant; a value that doesn't fit it is an error that says so.
    @Test func aNamedVariantThatDoesNotFitIsAClearError() {
        do {
            _ = try decode(Pet.self, #"{"petType":"dog"}"#)
            Issue.record("expected a DecodingError")
        } catch let DecodingError.typeMismatch(type, context) {
            #expect(type is Pet.Type)
            #expect(context.debugDescription.hasPrefix(#"The value is a Dog of Pet ("petType" is "dog"), but it doesn't decode as one"#))
            #expect(context.debugDescription.contains("name"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func withoutDiscriminatorEachValueFindsItsVariant() throws {
        let answers = try decode([Answer].self, #"[{"petType":"cat","name":"Tom"},42,"hello"]"#)
        #expect(answers == [.pet(.cat(Cat(petType: "cat", name: "Tom", indoor: nil, lives: nil))), .count(42), .text("hello")])
        #expect(try json(answers) == #"[{"name":"Tom","petType":"cat"},42,"hello"]"#)
        #expect(try json(Answer.pet(.cat(Cat(petType: "cat", name: "Tom", indoor: true)))) == #"{"indoor":true,"name":"Tom","petType":"cat"}"#)
    }

    /// No variant takes an array, and `Pet` takes no bird: both are kept as they came.
    @Test func aValueNoVariantTakesIsKept() throws {
        #expect(try decode(Answer.self, "[1, 2]") == .unknown([1, 2]))
        #expect(try decode(Answer.self, #"{"petType":"bird"}"#) == .unknown(["petType": "bird"]))
        #expect(try json(Answer.unknown([1, 2])) == "[1,2]")
    }
}
