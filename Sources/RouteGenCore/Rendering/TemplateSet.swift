import Foundation
import Mustache

/// The templates one run renders with: the defaults embedded in the binary, each replaceable
/// by a file of the same name in a user's folder.
public struct TemplateSet: Sendable {
    /// Template name (file name without `.mustache`) → source.
    public private(set) var sources: [String: String]
    /// The templates a file of the user's folder replaced: always parsed, so that their syntax
    /// errors are reported whatever the output renders.
    public private(set) var overridden: Set<String> = []

    /// Turns off Mustache's HTML escaping: templates produce Swift, not HTML.
    /// On a line of its own, so that Mustache drops the line and the template's first line
    /// keeps its meaning; template line numbers in errors are shifted back by one.
    static let textPragma = "{{% CONTENT_TYPE: TEXT }}\n"

    /// The default templates.
    public static var defaults: TemplateSet { TemplateSet(sources: EmbeddedTemplates.all) }

    /// The names users may override, sorted.
    public static var names: [String] { EmbeddedTemplates.all.keys.sorted() }

    /// The defaults, with every `NAME.mustache` in `directory` replacing the default of that name.
    /// A file whose name routegen doesn't use is reported, since it is most likely a typo.
    public static func loading(overridesFrom directory: String, diagnostics: inout Diagnostics) -> TemplateSet {
        var set = TemplateSet.defaults
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            diagnostics.error("cannot read the templates folder '\(directory)'", at: nil)
            return set
        }
        for file in files where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            let path = url.appendingPathComponent(file).path
            guard set.sources[name] != nil else {
                var message = "'\(file)' overrides no template"
                if let suggestion = Suggestions.closest(to: name, in: names) {
                    message += "; did you mean '\(suggestion).mustache'?"
                } else {
                    message += "; 'routegen templates' lists the names"
                }
                diagnostics.warning(message, at: SourceLocation(file: path, line: 1, column: 1))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                diagnostics.error("cannot read template '\(path)' as UTF-8 text", at: nil)
                continue
            }
            set.sources[name] = text
            set.overridden.insert(name)
        }
        return set
    }

    /// Whether `runtime`'s output can render the template `name`: the default output never renders
    /// the Alamofire output's own templates (`AlamofireSupport.ownTemplates`); the Alamofire output
    /// may render any.
    static func renders(_ name: String, runtime: Runtime) -> Bool {
        runtime == .alamofire || !AlamofireSupport.ownTemplates.contains(name)
    }

    static func explain(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else {
            // The library's reader throws its internal `overflow` when the template ends inside
            // a tag, as `{{name` at the very end does: that is a tag left open.
            return "\(error)" == "overflow" ? "a tag is not closed with '}}'" : "\(error)"
        }
        switch error {
        case .sectionCloseNameIncorrect: return "a closing tag doesn't match the section it closes"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is not closed; add its {{/name}} tag"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable: return "a {{% pragma }} tag is not understood"
        default: return "\(error)"
        }
    }

    /// Parses the templates into a Mustache library, reporting syntax errors at their place: every
    /// template the user replaced, and every default one that `runtime`'s output can render (all of
    /// them when `runtime` is `nil`). The Alamofire output's own templates are nine tenths of the
    /// defaults' text, and parsing them cost 5% of a default GitHub run.
    func library(overridesFolder: String?, runtime: Runtime? = nil, diagnostics: inout Diagnostics) -> MustacheLibrary {
        var library = MustacheLibrary()
        let parsed = sources.keys.filter { name in
            overridden.contains(name) || runtime.map { Self.renders(name, runtime: $0) } ?? true
        }
        for name in parsed.sorted() {
            guard let source = sources[name] else { continue }
            do {
                library.register(try MustacheTemplate(string: Self.textPragma + source), named: name)
            } catch let error as MustacheTemplate.ParserError {
                let file = overridesFolder.map { "\($0)/\(name).mustache" } ?? "Templates/\(name).mustache"
                diagnostics.error("template syntax error: \(Self.explain(error.error))",
                                  at: Self.location(of: error.context, in: source, file: file))
            } catch {
                diagnostics.error("template '\(name)' can't be parsed: \(error)", at: nil)
            }
        }
        return library
    }
}
