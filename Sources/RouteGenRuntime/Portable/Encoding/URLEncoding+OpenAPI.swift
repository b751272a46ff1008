extension URLEncoding {
    /// Always encodes into the URL's query string, with booleans as `true` and `false`, as OpenAPI
    /// serialises query parameters: `open=true&limit=20`.
    ///
    /// The same as `URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets,
    /// boolEncoding: .literal)`. Routers generated from an OpenAPI document write their query items
    /// with it. A key that ``adding(styles:)`` gives a style is written in that style; the others
    /// (`deepObject` items, and whatever objects hold) with brackets at every depth and array
    /// elements numbered from 0, as Stripe's SDKs write them:
    /// `subscription_items%5B0%5D%5Bprice%5D=price_1`, which is `subscription_items[0][price]=price_1`
    /// with the brackets escaped, as a URL's query must have them (RFC 3986).
    public static let openAPIQuery = URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets, boolEncoding: .literal)

    /// Always encodes into a form-encoded HTTP body, as Stripe's SDKs write one and Stripe, Rails
    /// and PHP read it: brackets at every depth, array elements numbered from 0, the brackets of
    /// keys left as they are, and booleans as `true` and `false`:
    /// `address[city]=Paris&expand[0]=tax&livemode=true`.
    ///
    /// The same as `URLEncoding(destination: .httpBody, arrayEncoding: .indexInBrackets,
    /// boolEncoding: .literal, keyBrackets: .literal)`. Routers generated from an OpenAPI document
    /// write their form bodies with it.
    public static let openAPIForm = URLEncoding(
        destination: .httpBody, arrayEncoding: .indexInBrackets, boolEncoding: .literal, keyBrackets: .literal)

    /// This encoding, with particular top-level keys written in their own style, such as a form
    /// field whose OpenAPI `encoding` says `style: form, explode: false`:
    /// `URLEncoding.openAPIForm.adding(styles: ["tags": .form(explode: false)])`.
    /// - Parameter styles: The style of each key; it replaces a style this encoding already gives the key.
    /// - Returns: An encoding that differs from this one only in its ``styles``.
    public func adding(styles: [String: Style]) -> URLEncoding {
        URLEncoding(
            destination: destination, arrayEncoding: arrayEncoding, boolEncoding: boolEncoding,
            styles: self.styles.merging(styles) { _, new in new }, keyBrackets: keyBrackets,
            keysAllowingReserved: keysAllowingReserved)
    }

    /// This encoding, with the values of particular top-level keys keeping RFC 3986's reserved
    /// characters, as OpenAPI's `allowReserved: true` asks for a query parameter or a form field:
    /// `URLEncoding.openAPIQuery.allowingReserved(for: ["q"])` sends `q=repo:a/b%20is:open`
    /// where ``openAPIQuery`` alone sends `q=repo%3Aa/b%20is%3Aopen`. See ``escapeAllowingReserved(_:)``
    /// for the characters that are still escaped.
    /// - Parameter keys: The keys; they are added to those this encoding already has.
    /// - Returns: An encoding that differs from this one only in its ``keysAllowingReserved``.
    public func allowingReserved(for keys: Set<String>) -> URLEncoding {
        URLEncoding(
            destination: destination, arrayEncoding: arrayEncoding, boolEncoding: boolEncoding,
            styles: styles, keyBrackets: keyBrackets, keysAllowingReserved: keysAllowingReserved.union(keys))
    }
}
