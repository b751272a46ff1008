@testable import RouteGenCore
import Testing

/// HTML in descriptions becomes the Markdown doc comments are written in (issue 23).
@Suite struct DocMarkdownTests {
    @Test func stripesParagraphsCodeAndLinksBecomeMarkdown() {
        let html = "<p>Returns a list of <code>Review</code> objects.</p>\n<p>Do this in your "
            + "<a href=\"https://dashboard.stripe.com/disputes\">dashboard</a>, or see our <a href=\"/docs/disputes\">guide</a>.</p>"
        #expect(DocMarkdown.fromHTML(html) == """
            Returns a list of `Review` objects.

            Do this in your [dashboard](https://dashboard.stripe.com/disputes), or see our guide.
            """)
    }

    @Test func emphasisBreaksAndEntities() {
        #expect(DocMarkdown.fromHTML("<p><strong>lines</strong> and <em>irreversible</em> &amp; &lt;ok&gt; &#39;x&#x27;</p>")
            == "**lines** and *irreversible* & <ok> 'x'")
        #expect(DocMarkdown.fromHTML("one<br>two<br/><br />three") == "one\ntwo\n\nthree")
    }

    @Test func listsAreMarkdownLists() {
        #expect(DocMarkdown.fromHTML("<p>Either:</p><ul><li>a card</li><li>a bank account<ol><li>checking</li><li>savings</li></ol></li></ul>")
            == "Either:\n\n- a card\n- a bank account\n  1. checking\n  2. savings")
    }

    @Test func codeWithBackticksGetsALongerFence() {
        #expect(DocMarkdown.fromHTML("<code>a`b</code> and <code><b>bold</b></code>") == "``a`b`` and `bold`")
    }

    @Test func otherElementsKeepTheirTextAndScriptsGo() {
        let html = "<p>A subtotal of <currency>100</currency>.</p><script>alert(1)</script><!-- note --><div>End</div>"
        #expect(DocMarkdown.fromHTML(html) == "A subtotal of 100.\n\nEnd")
    }

    @Test func textWithoutHTMLIsLeftAsWritten() {
        let texts = [
            "Returns a `Page<Post>`; see <https://example.com>.",
            "Authorization: Basic <api_key>",
            "Use `<p>` for paragraphs.",
            "a < b and c > d",
        ]
        for text in texts { #expect(DocMarkdown.fromHTML(text) == text) }
        // HTML inside a code span stays, while the rest is converted.
        #expect(DocMarkdown.fromHTML("<p>Write `<br>` for a break.</p>") == "Write `<br>` for a break.")
    }

    @Test func linkTextCanNotBreakOutOfItsBrackets() {
        #expect(DocMarkdown.fromHTML("<a href=\"https://x.test/a b\">[x](y)</a>") == "[\\[x\\](y)](<https://x.test/a b>)")
        #expect(DocMarkdown.fromHTML("<a href=\"javascript:alert(1)\">click</a>") == "click")
    }

    @Test func docCommentsAreMarkdown() {
        #expect(SwiftLiteral.docComment(["<p>First.</p><p>Second<br>line.</p>"]) == [
            "/// First.", "///", "/// Second", "/// line.",
        ])
    }
}
