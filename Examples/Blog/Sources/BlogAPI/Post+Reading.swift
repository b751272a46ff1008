/// Code of our own beside the generated code: `Post` and `Visibility` come from
/// blog.routegen.yaml and are compiled into this module at build time.
extension Post {
    /// Whether anyone with the link can read the post.
    public var isReadable: Bool {
        visibility != .draft
    }
}
