/// Where in the spec each file's type was declared, so that a warning about a file's name
/// points at the model or router that named it.
extension ContextBuilder {
    func fileOrigins() -> [String: SourceLocation] {
        var origins: [String: SourceLocation] = [:]
        for model in spec.models {
            origins["Models/\(names.modelType(model)).swift"] = model.location
        }
        for router in spec.routers {
            let routerName = names.routerType(router)
            origins["Routers/\(routerName).swift"] = router.location
            origins["Clients/\(names.clientType(router)).swift"] = router.location
            origins["Samples/\(routerName)+Samples.swift"] = router.location
        }
        return origins
    }
}
