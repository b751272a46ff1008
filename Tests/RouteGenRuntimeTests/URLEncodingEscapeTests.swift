import Foundation
import RouteGenRuntime
import Testing

@Suite("URLEncoding.escape")
struct URLEncodingEscapeTests {
    let encoding = URLEncoding.default

    @Test func unreservedCharactersAreKept() {
        let unreserved = "ABCXYZabcxyz0189-._~"
        #expect(encoding.escape(unreserved) == unreserved)
    }

    @Test func questionMarkAndSlashAreKept() {
        #expect(encoding.escape("a/b?c") == "a/b?c")
    }

    @Test(arguments: [
        (" ", "%20"), ("+", "%2B"), ("&", "%26"), ("=", "%3D"), ("[", "%5B"), ("]", "%5D"),
        (":", "%3A"), ("#", "%23"), ("@", "%40"), ("!", "%21"), ("$", "%24"), ("'", "%27"),
        ("(", "%28"), (")", "%29"), ("*", "%2A"), (",", "%2C"), (";", "%3B"), ("%", "%25"),
        ("\"", "%22"), ("\n", "%0A"), ("é", "%C3%A9"),
    ])
    func reservedAndOtherCharactersAreEncoded(input: String, expected: String) {
        #expect(encoding.escape(input) == expected)
    }

    @Test func emojiSequencesAreEncodedByteByByte() {
        // Family emoji: four people joined by zero-width joiners.
        #expect(encoding.escape("👨‍👩‍👧‍👦")
            == "%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6")
    }

    @Test(arguments: ["plain", "a b+c", "key[0]=v&x", "Zoë 日本 😀", "~!@#$%^&*()_+{}|:\"<>?/.,';][=-`", "\u{0}\u{7F}"])
    func matchesFoundationWithTheSameAllowedSet(input: String) throws {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: ":#[]@!$&'()*+,;=")
        let expected = try #require(input.addingPercentEncoding(withAllowedCharacters: allowed))
        #expect(encoding.escape(input) == expected)
    }

    @Test func roundTripsThroughPercentDecoding() {
        let text = "q=Zoë & co/?#[]+😀"
        #expect(encoding.escape(text).removingPercentEncoding == text)
    }
}
