import Mustache

// Direct field lookup for the renderer. Without it swift-mustache finds each field by reflection
// (`Mirror`), which was two thirds of a large generation's time. Every stored property of a
// context type must be listed; `MustacheLookupTests` checks that against reflection.

extension TemplateContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "spec": spec
        case "servers": servers
        case "defaults": defaults
        case "headerFields": headerFields
        case "contentTypes": contentTypes
        case "parameterKeys": parameterKeys
        case "models": models
        case "routers": routers
        case "clients": clients
        case "responseHeaders": responseHeaders
        case "documentedErrors": documentedErrors
        case "envelope": envelope
        case "samples": samples
        case "sampleIndex": sampleIndex
        case "alamofire": alamofire
        case "security": security
        default: nil
        }
    }
}

extension SpecContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "sourceName": sourceName
        case "prefix": prefix
        case "docComment": docComment
        case "access": access
        case "imports": imports
        case "runtime": runtime
        case "module": module
        case "support": support
        case "http": http
        default: nil
        }
    }
}

extension ServersContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "docComment": docComment
        case "servers": servers
        case "release": release
        case "debug": debug
        case "importsRuntime": importsRuntime
        default: nil
        }
    }
}

extension ServerContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "urlLiteral": urlLiteral
        case "docComment": docComment
        case "function": function
        default: nil
        }
    }
}

extension ServerFunctionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "docComment": docComment
        case "parameters": parameters
        case "templateLiteral": templateLiteral
        case "variablesLiteral": variablesLiteral
        case "maker": maker
        case "enums": enums
        default: nil
        }
    }
}

extension DefaultsContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "docComment": docComment
        case "headers": headers
        case "hasHeaders": hasHeaders
        case "timeoutInterval": timeoutInterval
        case "declaresUpdating": declaresUpdating
        default: nil
        }
    }
}

extension EnumContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "docComment": docComment
        case "cases": cases
        default: nil
        }
    }
}

extension EnumCaseContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "rawValueLiteral": rawValueLiteral
        case "docComment": docComment
        default: nil
        }
    }
}

extension ParameterKeysContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "docComment": docComment
        case "keys": keys
        default: nil
        }
    }
}

extension ParameterKeyContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "valueLiteral": valueLiteral
        default: nil
        }
    }
}
