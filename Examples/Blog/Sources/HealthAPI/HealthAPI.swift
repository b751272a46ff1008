/// The code in Generated/ is written by `swift package generate-routes` and committed; CI runs
/// the same command with `--check` to fail when it no longer matches health.routegen.yaml.
public enum HealthAPI {
    /// The spec the generated code comes from, relative to this folder.
    public static let specFile = "health.routegen.yaml"
}
