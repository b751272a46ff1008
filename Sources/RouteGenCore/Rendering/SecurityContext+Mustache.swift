import Mustache

extension SecurityContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "docComment": docComment
        case "schemes": schemes
        default: nil
        }
    }
}

extension SecuritySchemeContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "docComment": docComment
        case "parameters": parameters
        case "adapter": adapter
        default: nil
        }
    }
}
