import Mustache

extension ModelContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "declarationName": declarationName
        case "docComment": docComment
        case "provenance": provenance
        case "deprecation": deprecation
        case "fileName": fileName
        case "isStruct": isStruct
        case "properties": properties
        case "initializerParameters": initializerParameters
        case "codingKeys": codingKeys
        case "isEnum": isEnum
        case "cases": cases
        case "conformances": conformances
        case "conditionalConformances": conditionalConformances
        default: nil
        }
    }
}

extension PropertyContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "isOptional": isOptional
        case "wireName": wireName
        case "docComment": docComment
        default: nil
        }
    }
}

extension CodingKeysContext: MustacheParent {
    public func child(named name: String) -> Any? {
        name == "cases" ? cases : nil
    }
}

extension ConditionalConformanceContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "protocolName": protocolName
        case "requirements": requirements
        default: nil
        }
    }
}
