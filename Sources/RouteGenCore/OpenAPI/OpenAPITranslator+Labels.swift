extension OpenAPITranslator {
    /// Gives every value of the operation its own Swift label, and drops values that would send
    /// the same query key or header twice.
    func finishValues(_ values: inout OperationValues, body: inout RequestBody?, operation: OperationContext) {
        var labels = MemberNameSet { SwiftName.member($0) }
        var queryKeys: Set<String> = []
        var headerNames: Set<String> = []
        let claim = { (parameter: inout Parameter, labels: inout MemberNameSet) in
            let (label, displaced) = labels.claim(parameter.name)
            guard let displaced else { return }
            self.diagnostics.warning(
                "parameter '\(parameter.wireName)' of \(operation.what) is labelled '\(SwiftName.member(label))' in Swift, "
                    + "because '\(displaced.swiftName)' is taken by '\(displaced.holder)'", at: parameter.location)
            parameter.name = label
        }
        let unique = { (parameter: Parameter, keys: inout Set<String>, key: String, noun: String) -> Bool in
            guard keys.insert(key).inserted else {
                self.diagnostics.warning("\(operation.what) sends the \(noun) '\(parameter.wireName)' twice; the second is left out",
                                         at: parameter.location)
                return false
            }
            return true
        }
        values.query = values.query.filter { unique($0, &queryKeys, $0.wireName, "query key") }
        values.header = values.header.filter { unique($0, &headerNames, $0.wireName.lowercased(), "header") }
        var cookieNames: Set<String> = []
        values.cookie = values.cookie.filter { unique($0, &cookieNames, $0.wireName, "cookie") }
        for index in values.path.indices { claim(&values.path[index], &labels) }
        for index in values.query.indices { claim(&values.query[index], &labels) }
        for index in values.header.indices { claim(&values.header[index], &labels) }
        for index in values.cookie.indices { claim(&values.cookie[index], &labels) }
        switch body {
        case .value(var parameter, let contentType)?:
            if labels.contains(parameter.name) {
                let typeName = SwiftName.lowerCamel(RouteGenSpecParser.bodyName(for: parameter.type))
                if !typeName.isEmpty { parameter.name = typeName }
            }
            claim(&parameter, &labels)
            body = .value(parameter, contentType: contentType)
        case .data(var parameter, let contentType)?:
            claim(&parameter, &labels)
            body = .data(parameter, contentType: contentType)
        case let .fields(fields, encoding)?:
            var kept = fields.filter { unique($0, &queryKeys, $0.wireName, "field") }
            for index in kept.indices { claim(&kept[index], &labels) }
            body = .fields(kept, encoding)
        case nil:
            break
        }
    }
}
