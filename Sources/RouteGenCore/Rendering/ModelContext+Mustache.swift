import Mustache

extension ModelContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "declarationName": declarationName
        case "docComment": docComment
        case "provenance": provenance
        case "places": places
        case "deprecation": deprecation
        case "fileName": fileName
        case "importsRuntime": importsRuntime
        case "isStruct": isStruct
        case "properties": properties
        case "initializerParameters": initializerParameters
        case "codingKeys": codingKeys
        case "additionalProperties": additionalProperties
        case "isEnum": isEnum
        case "cases": cases
        case "openEnum": openEnum
        case "oneOf": oneOf
        case "aliasedType": aliasedType
        case "aliases": aliases
        case "conformances": conformances
        case "conditionalConformances": conditionalConformances
        default: nil
        }
    }
}

extension AliasContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "docComment": docComment
        case "deprecation": deprecation
        case "name": self.name
        case "aliasedType": aliasedType
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
        case "defaultLiteral": defaultLiteral
        case "deprecation": deprecation
        case "isIndirect": isIndirect
        case "storageName": storageName
        case "assignee": assignee
        default: nil
        }
    }
}

extension OpenEnumContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "rawType": rawType
        case "unknownCase": unknownCase
        case "cases": cases
        case "allCasesLiteral": allCasesLiteral
        default: nil
        }
    }
}

extension OpenEnumCaseContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "valueLiteral": valueLiteral
        default: nil
        }
    }
}

extension OneOfContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "variants": variants
        case "unknownCase": unknownCase
        case "tableName": tableName
        case "trials": trials
        case "isText": isText
        case "isIndirect": isIndirect
        default: nil
        }
    }
}

extension VariantContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "isIndirect": isIndirect
        case "text": text
        default: nil
        }
    }
}

extension VariantTrialContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "kind": kind
        case "caseName": caseName
        case "innerTable": innerTable
        case "fixedLiteral": fixedLiteral
        case "lookalikeGroup": lookalikeGroup
        case "ownKeysLiteral": ownKeysLiteral
        default: nil
        }
    }
}

extension CodingKeysContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "cases": cases
        case "isCaseIterable": isCaseIterable
        default: nil
        }
    }
}

extension AdditionalPropertiesContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "valueType": valueType
        case "members": members
        default: nil
        }
    }
}

extension CodedMemberContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "assignee": assignee
        case "type": type
        case "isOptional": isOptional
        default: nil
        }
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
