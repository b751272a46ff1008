/// What identifies an operation from one version of a spec to the next: its method and its path,
/// with the placeholders' names left out (`GET /v1/customers/{}`), since renaming `{id}` to
/// `{customer}` changes neither the request nor the operation.
enum OperationKey {
    static func of(_ endpoint: Endpoint) -> String {
        endpoint.method.uppercased() + " " + normalizedPath(endpoint.path)
    }

    /// `/users/{username}/posts` → `/users/{}/posts`; a leading `/` is added where the spec left it out.
    static func normalizedPath(_ path: String) -> String {
        var result = path.hasPrefix("/") ? "" : "/"
        var inPlaceholder = false
        for character in path {
            if inPlaceholder {
                if character == "}" {
                    inPlaceholder = false
                    result += "{}"
                }
                continue
            }
            if character == "{" { inPlaceholder = true } else { result.append(character) }
        }
        return result
    }

    /// `GET /users/{username}`, as the spec writes it, for messages.
    static func display(_ endpoint: Endpoint) -> String {
        endpoint.method.uppercased() + " " + (endpoint.path.hasPrefix("/") ? endpoint.path : "/" + endpoint.path)
    }
}
