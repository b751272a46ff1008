import Mustache

extension RouterContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "docComment": docComment
        case "provenance": provenance
        case "fileName": fileName
        case "cases": cases
        case "method": method
        case "path": path
        case "parameters": parameters
        case "encoding": encoding
        case "headers": headers
        case "queryParameters": queryParameters
        case "queryEncoding": queryEncoding
        case "body": body
        case "rawBody": rawBody
        case "timeoutInterval": timeoutInterval
        case "validation": validation
        case "baseURL": baseURL
        case "operationServer": operationServer
        case "route": route
        case "factories": factories
        case "request": request
        default: nil
        }
    }
}

extension FactoryContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "docComment": docComment
        case "deprecation": deprecation
        case "declaration": declaration
        case "value": value
        default: nil
        }
    }
}

extension CaseContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "declaration": declaration
        case "docComment": docComment
        case "deprecation": deprecation
        case "method": method
        case "path": path
        case "returnType": returnType
        case "values": values
        default: nil
        }
    }
}

extension AssociatedValueContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "type": type
        case "isOptional": isOptional
        case "role": role
        case "wireName": wireName
        case "docComment": docComment
        default: nil
        }
    }
}

extension RouterPropertyContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "uniform": uniform
        case "branches": branches
        case "field": field
        default: nil
        }
    }
}

extension RequestContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "type": type
        case "branches": branches
        default: nil
        }
    }
}

extension RequestFieldContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "defaultValue": defaultValue
        default: nil
        }
    }
}

extension BranchContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "pattern": pattern
        case "lines": lines
        default: nil
        }
    }
}
