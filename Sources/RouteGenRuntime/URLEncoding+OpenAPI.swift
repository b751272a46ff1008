extension URLEncoding {
    /// Always encodes into the URL's query string, with booleans as `true` and `false`, as OpenAPI
    /// serialises query parameters: `open=true&limit=20`.
    ///
    /// The same as `URLEncoding(destination: .queryString, boolEncoding: .literal)`. Routers
    /// generated from an OpenAPI document write their query items with it; arrays and dictionaries
    /// are written as with ``queryString`` unless ``adding(styles:)`` gives a key its own style.
    public static let openAPIQuery = URLEncoding(destination: .queryString, boolEncoding: .literal)

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
            styles: self.styles.merging(styles) { _, new in new }, keyBrackets: keyBrackets)
    }
}
