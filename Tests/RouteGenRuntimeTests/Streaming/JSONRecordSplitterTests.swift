import Foundation
import RouteGenRuntime
import Testing

@Suite struct JSONRecordSplitterTests {
    private func records(_ text: String, _ framing: JSONRecordSplitter.Framing) -> [String] {
        var splitter = JSONRecordSplitter(framing)
        return splitter.parse(Data(text.utf8)) + splitter.finish()
    }

    @Test func jsonLinesAreCutAtLineFeeds() {
        #expect(records("{\"a\":1}\n{\"a\":2}\r\n\n  \n[3]\n", .lines) == ["{\"a\":1}", "{\"a\":2}", "[3]"])
    }

    @Test func theLastLineNeedsNoLineFeed() {
        #expect(records("1\n2", .lines) == ["1", "2"])
    }

    @Test func jsonSequenceRecordsStartWithTheRecordSeparator() {
        #expect(records("\u{1E}{\"a\":1}\n\u{1E}\"text\"\n\u{1E}\n\u{1E}42\n", .recordSeparated) == ["{\"a\":1}", "\"text\"", "42"])
    }

    @Test func aJSONSequenceRecordMaySpanLines() {
        let text = "\u{1E}{\n  \"a\": \"x\\\"}\\n\",\n  \"b\": [1,\n 2]\n}\n\u{1E}true\n"
        #expect(records(text, .recordSeparated) == ["{\n  \"a\": \"x\\\"}\\n\",\n  \"b\": [1,\n 2]\n}", "true"])
    }

    @Test func aJSONSequenceRecordIsHandedOnAtItsLineFeed() {
        var splitter = JSONRecordSplitter(.recordSeparated)
        #expect(splitter.parse(Data("\u{1E}{\"a\":\n".utf8)).isEmpty)
        #expect(splitter.parse(Data("1}\n".utf8)) == ["{\"a\":\n1}"])
    }

    @Test func recordsSplitAcrossReadsAtEveryBytePosition() {
        for (text, framing) in [("{\"é\":1}\r\n[2,3]\n\"🎉\"\n", JSONRecordSplitter.Framing.lines),
                                ("\u{1E}{\"é\":\n1}\n\u{1E}[2,3]\n\u{1E}\"🎉\"\n", .recordSeparated)] {
            let bytes = Array(text.utf8)
            let whole = records(text, framing)
            #expect(whole.count == 3)
            for cut in 0...bytes.count {
                var splitter = JSONRecordSplitter(framing)
                let parsed = splitter.parse(bytes[..<cut]) + splitter.parse(bytes[cut...]) + splitter.finish()
                #expect(parsed == whole, "split at byte \(cut)")
            }
        }
    }
}
