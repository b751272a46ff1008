import Mustache

extension DocumentedErrorsContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "fileName": fileName
        case "accessors": accessors
        default: nil
        }
    }
}

extension ErrorAccessorContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "docComment": docComment
        default: nil
        }
    }
}
