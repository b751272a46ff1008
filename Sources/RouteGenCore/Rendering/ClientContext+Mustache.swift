import Mustache

extension ClientContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "routerName": routerName
        case "accessor": accessor
        case "accessorOwner": accessorOwner
        case "accessorClient": accessorClient
        case "accessorDocComment": accessorDocComment
        case "fileName": fileName
        case "docComment": docComment
        case "functions": functions
        case "pageFunctions": pageFunctions
        case "responseEnums": responseEnums
        default: nil
        }
    }
}

extension ResponsesEnumContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "conformances": conformances
        case "docComment": docComment
        case "cases": cases
        case "initLines": initLines
        default: nil
        }
    }
}

extension ResponseCaseContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "declaration": declaration
        case "docComment": docComment
        default: nil
        }
    }
}

extension FunctionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "docComment": docComment
        case "deprecation": deprecation
        case "parameters": parameters
        case "returnType": returnType
        case "call": call
        default: nil
        }
    }
}

extension EnvelopeContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "docComment": docComment
        case "payloadKeyLiteral": payloadKeyLiteral
        case "codeKeyLiteral": codeKeyLiteral
        case "messageKeyLiteral": messageKeyLiteral
        case "successCodesLiteral": successCodesLiteral
        default: nil
        }
    }
}

extension SamplesContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "routerName": routerName
        case "fileName": fileName
        case "docComment": docComment
        case "stubs": stubs
        default: nil
        }
    }
}

extension StubContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "caseName": caseName
        case "method": method
        case "pathLiteral": pathLiteral
        case "status": status
        case "jsonLiteral": jsonLiteral
        default: nil
        }
    }
}

extension SampleIndexContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "docComment": docComment
        case "routerNames": routerNames
        default: nil
        }
    }
}

extension AlamofireContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "fileName": fileName
        case "routerNames": routerNames
        default: nil
        }
    }
}
