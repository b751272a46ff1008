import FeaturesAPI
import Foundation
import Testing

/// Models that contain themselves compile (one property boxed) and round-trip JSON.
@Suite struct RecursionTests {
    @Test func selfReference() throws {
        let json = #"{"id":3,"parent":{"id":2,"parent":{"id":1,"text":"root"},"text":"reply"},"text":"answer"}"#
        let comment = try decode(FeaturesAPI.Comment.self, json)
        #expect(comment.parent?.parent?.text == "root")
        #expect(comment.parent?.parent?.parent == nil)
        #expect(try FeaturesAPITests.json(comment) == json)
    }

    @Test func missingAndNullOptionalKeysDecodeAsNil() throws {
        #expect(try decode(FeaturesAPI.Comment.self, #"{"id":1,"text":"a"}"#).parent == nil)
        #expect(try decode(FeaturesAPI.Comment.self, #"{"id":1,"text":"a","parent":null}"#).parent == nil)
        #expect(try json(FeaturesAPI.Comment(id: 1, text: "a")) == #"{"id":1,"text":"a"}"#)
    }

    @Test func boxedValuesKeepValueSemantics() {
        var child = FeaturesAPI.Comment(id: 2, text: "child", parent: FeaturesAPI.Comment(id: 1, text: "root"))
        let copy = child
        child.parent?.text = "changed"
        #expect(copy.parent?.text == "root")
        #expect(child.parent?.text == "changed")
        #expect(copy != child)
        #expect(Set([copy, copy]).count == 1)
    }

    @Test func structsHoldingEachOther() throws {
        let json = #"{"lead":{"name":"Ada","team":{"lead":{"name":"Bob"},"name":"Inner"}},"name":"Outer"}"#
        let team = try decode(Team.self, json)
        #expect(team.lead.team?.lead.name == "Bob")
        #expect(try FeaturesAPITests.json(team) == json)
    }

    @Test func enumHoldingAStructThatHoldsIt() throws {
        let json = #"{"left":1,"right":{"left":2,"right":3}}"#
        let tree = try decode(Node.self, json)
        #expect(tree == .branch(Branch(left: .leaf(1), right: .branch(Branch(left: .leaf(2), right: .leaf(3))))))
        #expect(try FeaturesAPITests.json(tree) == json)
    }
}
