@testable import RouteGenCore
import Testing

@Suite struct SwiftNameTests {
    @Test(arguments: [
        ("get-posts", "getPosts"), ("user_id", "userId"), ("userID", "userID"), ("URLPath", "urlPath"),
        ("Post", "post"), ("2fa", "_2fa"), ("default", "default"), ("self", "self_"), ("init", "init_"),
        ("prénom", "prénom"), ("名前", "名前"), ("🚀 rocket", "rocket"), ("🚀", "value"), ("a.b c", "aBC"),
    ])
    func member(input: String, expected: String) {
        #expect(SwiftName.member(input) == expected)
    }

    @Test(arguments: [
        ("posts api router", "PostsApiRouter"), ("../../etc/passwd", "EtcPasswd"), ("protocol", "Protocol_"),
        ("Type", "Type_"), ("class", "Class"), ("9lives", "_9lives"), ("", "Value"),
    ])
    func type(input: String, expected: String) {
        #expect(SwiftName.type(input) == expected)
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftName.escaped("default") == "`default`")
        #expect(SwiftName.escaped("where") == "`where`")
        #expect(SwiftName.escaped("userId") == "userId")
    }

    @Test func stringLiteralsEscapeEverythingThatCouldBreakOut() {
        #expect(SwiftLiteral.string(#"a "b" \(c) \d"#) == #""a \"b\" \\(c) \\d""#)
        #expect(SwiftLiteral.string("line\nbreak\u{7}") == #""line\nbreak\u{7}""#)
    }

    @Test func docCommentsKeepParagraphsAndDropTrailingSpace() {
        #expect(SwiftLiteral.docComment(["First line.   \n\nSecond.", nil, "Third."]) == [
            "/// First line.", "///", "/// Second.", "///", "/// Third.",
        ])
    }
}
