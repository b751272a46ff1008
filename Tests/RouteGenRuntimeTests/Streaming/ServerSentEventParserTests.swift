import Foundation
import RouteGenRuntime
import Testing

/// The WHATWG HTML standard's event-stream parsing and interpretation, case by case.
@Suite struct ServerSentEventParserTests {
    /// Parses `text` in one read, then ends the stream.
    private func events(_ text: String) -> [StreamEvent] {
        events(Data(text.utf8))
    }

    private func events(_ bytes: Data) -> [StreamEvent] {
        var parser = ServerSentEventParser()
        return parser.parse(bytes) + parser.finish()
    }

    @Test func dataLinesJoinWithLineFeeds() {
        #expect(events("data: first\ndata: second\n\n") == [StreamEvent(data: "first\nsecond")])
    }

    @Test func eventSetsTheTypeAndMessageIsTheDefault() {
        #expect(events("event: add\ndata: 73857293\n\ndata: plain\n\n") == [
            StreamEvent(type: "add", data: "73857293"),
            StreamEvent(type: "message", data: "plain"),
        ])
    }

    @Test func anEmptyEventFieldMeansMessage() {
        #expect(events("event:\ndata: x\n\n") == [StreamEvent(type: "message", data: "x")])
    }

    @Test func theTypeDoesNotCarryOverToTheNextEvent() {
        #expect(events("event: a\ndata: 1\n\ndata: 2\n\n").map(\.type) == ["a", "message"])
    }

    @Test func idCarriesOverAndAnEmptyIdClearsIt() {
        let parsed = events("id: 1\ndata: a\n\ndata: b\n\nid\ndata: c\n\nid: 7\ndata: d\n\nid:\ndata: e\n\n")
        #expect(parsed.map(\.id) == ["1", "1", nil, "7", nil])
    }

    @Test func anIdWithNullIsIgnored() {
        #expect(events("id: 5\ndata: a\n\nid: 6\u{0}x\ndata: b\n\n").map(\.id) == ["5", "5"])
    }

    @Test func anIdWithoutDataDispatchesNothingButCountsLater() {
        #expect(events("id: 9\n\ndata: after\n\n") == [StreamEvent(data: "after", id: "9")])
    }

    @Test func retryTakesOnlyDigits() {
        var parser = ServerSentEventParser()
        let parsed = parser.parse(Data("retry: 1500\ndata: a\n\nretry: 1x\ndata: b\n\nretry: -3\ndata: c\n\nretry\ndata: d\n\n".utf8))
        #expect(parsed.map(\.retry) == [1500, nil, nil, nil])
        #expect(parser.reconnectionTime == 1500)
    }

    @Test func aRetryWithoutDataWaitsForTheNextEvent() {
        #expect(events("retry: 10000\n\ndata: x\n\n") == [StreamEvent(data: "x", retry: 10000)])
    }

    @Test func commentsAreIgnored() {
        #expect(events(": keep-alive\ndata: a\n:\n: another\n\n") == [StreamEvent(data: "a")])
        #expect(events(": only a comment\n\n").isEmpty)
    }

    @Test func unknownFieldsAreIgnored() {
        #expect(events("foo: bar\ndata: a\nData: upper case is another field\n\n") == [StreamEvent(data: "a")])
    }

    @Test func aFieldNameWithASpaceBeforeTheColonIsAnotherField() {
        #expect(events("data : not data\ndata: yes\n\n") == [StreamEvent(data: "yes")])
    }

    @Test func onlyOneSpaceAfterTheColonIsDropped() {
        #expect(events("data:no space\n\ndata:  two spaces\n\ndata:\ttab\n\n").map(\.data)
            == ["no space", " two spaces", "\ttab"])
    }

    @Test func onlyTheFirstColonSeparatesTheValue() {
        #expect(events("data: a: b:c\n\n").map(\.data) == ["a: b:c"])
    }

    @Test func aLineWithoutAColonIsAFieldWithAnEmptyValue() {
        #expect(events("data\n\n") == [StreamEvent(data: "")])
        #expect(events("data\ndata\n\n") == [StreamEvent(data: "\n")])
        #expect(events("data:\n\n") == [StreamEvent(data: "")])
    }

    @Test func anEventWithoutDataIsNotDispatched() {
        #expect(events("event: ping\n\n\n\ndata: a\n\n") == [StreamEvent(data: "a")])
    }

    @Test func everyLineEndWorks() {
        let expected = [StreamEvent(type: "t", data: "a\nb"), StreamEvent(data: "c")]
        #expect(events("event: t\ndata: a\ndata: b\n\ndata: c\n\n") == expected)
        #expect(events("event: t\r\ndata: a\r\ndata: b\r\n\r\ndata: c\r\n\r\n") == expected)
        #expect(events("event: t\rdata: a\rdata: b\r\rdata: c\r\r") == expected)
        #expect(events("event: t\rdata: a\r\ndata: b\n\r\ndata: c\n\r") == expected)
    }

    @Test func aFinalEventWithoutABlankLineIsDiscarded() {
        #expect(events("data: kept\n\ndata: lost") == [StreamEvent(data: "kept")])
        #expect(events("data: kept\n\ndata: lost\n") == [StreamEvent(data: "kept")])
    }

    @Test func oneLeadingByteOrderMarkIsSkipped() {
        #expect(events("\u{FEFF}data: a\n\n") == [StreamEvent(data: "a")])
        // A second mark is text: it becomes part of the first field's name, which is then unknown.
        #expect(events("\u{FEFF}\u{FEFF}data: a\n\ndata: b\n\n") == [StreamEvent(data: "b")])
        // A mark that is not at the start is text.
        #expect(events("data: \u{FEFF}a\n\n") == [StreamEvent(data: "\u{FEFF}a")])
    }

    @Test func aPartialByteOrderMarkIsText() {
        let bytes = Data([0xEF, 0xBB]) + Data(":\ndata: a\n\n".utf8)
        // `EF BB :` is a field named by the two bytes (unknown), then the event.
        #expect(events(bytes) == [StreamEvent(data: "a")])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let bytes = Data("data: a".utf8) + Data([0xFF]) + Data("b\n\n".utf8)
        #expect(events(bytes) == [StreamEvent(data: "a\u{FFFD}b")])
    }

    @Test func multiByteCharactersSurvive() {
        #expect(events("data: Grüße, 世界 🎉\n\n") == [StreamEvent(data: "Grüße, 世界 🎉")])
    }

    /// A stream with every kind of line, split into two reads at every byte position (and into
    /// single bytes), gives the same events as in one read.
    @Test func anEventSplitAcrossReadsAtEveryBytePosition() {
        let text = "\u{FEFF}: comment\r\nevent: delta\r\nid: 42\r\nretry: 3000\r\ndata: {\"a\":\r\ndata: \"é\"}\r\n\r\n"
            + "data\rdata: two\r\r" + "id:\ndata:  x\n\n" + "data: 🎉\n\n" + "data: unfinished"
        let bytes = Array(text.utf8)
        let whole = events(Data(bytes))
        #expect(whole == [
            StreamEvent(type: "delta", data: "{\"a\":\n\"é\"}", id: "42", retry: 3000),
            StreamEvent(data: "\ntwo", id: "42"),
            StreamEvent(data: " x"),
            StreamEvent(data: "🎉"),
        ])
        for cut in 0...bytes.count {
            var parser = ServerSentEventParser()
            let parsed = parser.parse(bytes[..<cut]) + parser.parse(bytes[cut...]) + parser.finish()
            #expect(parsed == whole, "split at byte \(cut)")
        }
        var parser = ServerSentEventParser()
        let byteByByte = bytes.flatMap { parser.parse([$0]) } + parser.finish()
        #expect(byteByByte == whole)
    }

    @Test func eventsCompleteAsSoonAsTheirBlankLineArrives() {
        var parser = ServerSentEventParser()
        #expect(parser.parse(Data("data: one\n".utf8)).isEmpty)
        #expect(parser.parse(Data("\n".utf8)) == [StreamEvent(data: "one")])
        #expect(parser.parse(Data("data: two\n\ndata: thr".utf8)) == [StreamEvent(data: "two")])
        #expect(parser.parse(Data("ee\n\n".utf8)) == [StreamEvent(data: "three")])
    }
}
