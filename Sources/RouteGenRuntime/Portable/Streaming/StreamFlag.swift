/// Sets the `stream` flag of a request body, for the streaming calls of APIs whose bodies say
/// whether to stream (OpenAI's `"stream": true`): generated code writes
/// `StreamFlag.on(body, \.stream)`.
public enum StreamFlag {
    /// The body with the flag set to `true`.
    /// - Parameters:
    ///   - body: The body as the caller gave it.
    ///   - flag: The key path of its `stream` property.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Bool>) -> Body {
        var body = body
        body[keyPath: flag] = true
        return body
    }

    /// The body with the optional flag set to `true`.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Bool?>) -> Body {
        var body = body
        body[keyPath: flag] = true
        return body
    }

    /// The body with the nullable flag set to `true`.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Nullable<Bool>>) -> Body {
        var body = body
        body[keyPath: flag] = .value(true)
        return body
    }

    /// The body with the optional nullable flag set to `true`.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Nullable<Bool>?>) -> Body {
        var body = body
        body[keyPath: flag] = .value(true)
        return body
    }
}
