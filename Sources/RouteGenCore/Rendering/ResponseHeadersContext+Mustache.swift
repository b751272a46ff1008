import Mustache

extension ResponseHeadersContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "fileName": fileName
        case "docComment": docComment
        case "conformances": conformances
        case "properties": properties
        default: nil
        }
    }
}

extension HeaderPropertyContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "docComment": docComment
        case "reading": reading
        default: nil
        }
    }
}
